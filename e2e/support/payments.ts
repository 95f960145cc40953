import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';

const FIXTURES = resolve(import.meta.dirname, '../../apps/api/fixtures/invoices');
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** A due date two months ahead, so journeys never depend on the day they run. */
export function dueDateAhead(days = 60): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first open day in a transfer calendar (closed days and days outside the window are disabled). */
export async function pickFirstTransferDate(page: Page): Promise<void> {
  const calendar = page.getByRole('group', { name: /の振込希望日$/ });
  for (let month = 0; month < 3; month++) {
    const open = calendar.getByRole('button', { disabled: false });
    if ((await open.count()) > 0) {
      await open.first().click();
      return;
    }
    await page.getByRole('button', { name: '次の月' }).click();
  }
  throw new Error('no open transfer date in three months');
}

export async function uploadInvoice(page: Page, file: string): Promise<void> {
  await page.goto('/payments/create');
  await page.getByLabel('請求書ファイル').setInputFiles(resolve(FIXTURES, file));
  await expect(page).toHaveURL(/\/payments\/add\/invoiceinfo/, { timeout: 30_000 });
}

/**
 * Saved card when there is one, otherwise a new JCB card whose 3-D Secure is frictionless (the
 * issuer lets the browser straight through; VeriTrans4G simulator's success card).
 */
export async function chooseCard(page: Page, cardNumber = '3528 0000 0000 0007'): Promise<void> {
  await page
    .getByText(/新しいカードを登録|お支払いに使うJCBカードを登録してください|JCB ••••/)
    .first()
    .waitFor();
  if (await page.getByRole('radio', { name: /JCB •••• 0007/ }).count()) {
    await page
      .getByText(/JCB •••• 0007/)
      .first()
      .click();
    return;
  }
  if (await page.getByRole('radio', { name: '新しいカードを登録' }).count()) await page.getByText('新しいカードを登録').click();
  await field(page, 'カード番号').fill(cardNumber);
  await field(page, '有効期限（MM/YY）').fill('12/30');
  await field(page, 'セキュリティコード').fill('123');
  await page.getByRole('button', { name: 'このカードを登録する' }).click();
  await expect(page.getByRole('radio', { name: /JCB •••• 0007/ })).toBeChecked();
}

export const NOT_DUPLICATE = '重複していないことを確認しました';

/**
 * 「確認へ進む」 → the confirm step, once its duplicate check (ADR 0013) has answered; returns how
 * many earlier payments look like this one (then the step asks for 「重複していないことを確認しました」).
 */
export async function proceedToConfirm(page: Page): Promise<number> {
  const checked = page.waitForResponse((r) => r.url().includes('/api/v1/invoices/duplicate_check'));
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await expect(page).toHaveURL(/\/payments\/add\/confirm/);
  const res = await checked;
  return ((await res.json()) as { duplicates: unknown[] }).duplicates.length;
}

/** Something that scans the screen (the `a11y` fixture of support/test.ts). */
type Checkpoint = { check(label?: string): Promise<unknown> };

/**
 * Upload → invoice info → confirm → pay with a plain JCB card → the new payment's id. With
 * `a11y`, each step's screen is scanned too (they are reached by clicks, not page.goto).
 */
export async function createPayment(page: Page, file = 'sole-01.pdf', a11y?: Checkpoint): Promise<number> {
  await uploadInvoice(page, file);
  await a11y?.check();
  const accounts = page.getByRole('radio', { name: /普通|当座/ });
  if (!(await accounts.first().isChecked())) await accounts.first().check();
  await field(page, 'お支払期限').fill(dueDateAhead());
  await pickFirstTransferDate(page);
  const duplicates = await proceedToConfirm(page);
  await chooseCard(page);
  // Journeys pay the same fixture invoice more than once, on purpose.
  if (duplicates > 0) await page.getByRole('checkbox', { name: NOT_DUPLICATE }).check();
  await a11y?.check();
  await page.getByRole('button', { name: 'カードで支払う' }).click();
  await expect(page).toHaveURL(/\/payments\/complete/, { timeout: 20_000 });
  await a11y?.check();
  const displayId = (await page
    .getByText(/^I-\d{8}$/)
    .first()
    .textContent())!.trim();
  return Number(displayId.slice(2));
}
