import { resolve } from 'node:path';
import { expect, test, type Page } from '../../support/test.ts';
import { logIn } from '../../support/journeys.ts';
import { NOT_DUPLICATE } from '../../support/payments.ts';

const FIXTURES = resolve(import.meta.dirname, '../../../apps/api/fixtures/invoices');
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** A due date two months ahead, so the journey never depends on the day it runs. */
function dueDateAhead(): string {
  const d = new Date(Date.now() + 60 * 86_400_000);
  return d.toISOString().slice(0, 10);
}

async function uploadInvoice(page: Page, file: string): Promise<void> {
  await page.goto('/payments/create');
  await page.getByLabel('請求書ファイル').setInputFiles(resolve(FIXTURES, file));
  await expect(page).toHaveURL(/\/payments\/add\/invoiceinfo/, { timeout: 30_000 });
}

/** The first open day in the transfer calendar (closed days and days outside the window are disabled). */
async function pickFirstTransferDate(page: Page): Promise<void> {
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

test('upload a PDF invoice → fields read → new JCB card with 3-D Secure → complete → counted in review', async ({ page }) => {
  await page.goto('/signin');
  await logIn(page, 'demo@example.com', 'demo-kaisha-2026');
  await expect(page).toHaveURL(/\/toppage/);
  // Other journeys share this database: the count before this payment, from the tab itself.
  await page.goto('/payments/review');
  const reviewTab = page.getByRole('navigation', { name: '支払の一覧' }).getByRole('link', { name: /審査中/ });
  await expect(reviewTab).toBeVisible();
  const reviewedBefore = Number((await reviewTab.textContent())?.replace(/\D/g, '') || '0');

  // The PDF's text layer is read: amount and invoice number arrive prefilled and marked as read.
  await uploadInvoice(page, 'sole-01.pdf');
  await expect(field(page, '請求金額（税込）')).toHaveValue('211,160');
  await expect(field(page, '請求書番号（任意）')).toHaveValue('0042');
  await expect(page.getByText('請求書から読み取り').first()).toBeVisible();
  // The invoice itself is drawn beside the fields by pdf.js (its worker allowed by the CSP), with
  // the download link kept below; the canvas is shown only once the page is drawn on it.
  const preview = page.getByRole('img', { name: '請求書のプレビュー（1ページ目／全1ページ）' });
  await expect(preview).toBeVisible({ timeout: 20_000 });
  expect(await preview.evaluate((c) => (c as HTMLCanvasElement).width)).toBeGreaterThan(300);
  await expect(page.getByRole('link', { name: 'PDFをダウンロードして確認する' })).toBeVisible();
  // The issuer is one of the demo buyer's suppliers.
  await expect(page.getByRole('combobox', { name: '支払先' })).toHaveValue(/\d+/);
  const accounts = page.getByRole('radio', { name: /普通|当座/ });
  if (!(await accounts.first().isChecked())) await accounts.first().check();

  await field(page, 'お支払期限').fill(dueDateAhead());
  await pickFirstTransferDate(page);
  await page.getByRole('button', { name: '確認へ進む' }).click();

  // Confirm: commission from the server, then a new card through the gateway's token endpoint.
  await expect(page).toHaveURL(/\/payments\/add\/confirm/);
  await expect(page.getByText('うち消費税')).toBeVisible();
  await expect(page.getByText('¥6,293').first()).toBeVisible(); // 211,160 × 2.98 % rounded up
  // With saved cards the form hides behind「新しいカードを登録」; the demo buyer starts with none.
  await page
    .getByText(/新しいカードを登録|お支払いに使うJCBカードを登録してください/)
    .first()
    .waitFor();
  if (await page.getByRole('radio', { name: '新しいカードを登録' }).count()) await page.getByText('新しいカードを登録').click();
  await field(page, 'カード番号').fill('4111 1111 1111 1111');
  await expect(page.getByText('ご利用いただけるカードはJCBのみです。')).toBeVisible();
  await field(page, 'カード番号').fill('3528 0000 0000 0106');
  await field(page, '有効期限（MM/YY）').fill('12/30');
  await field(page, 'セキュリティコード').fill('123');
  await page.getByRole('button', { name: 'このカードを登録する' }).click();
  // The partner journey may have registered the same test card already: the new one is the one chosen.
  await expect(page.getByRole('radio', { name: 'JCB •••• 0106', checked: true })).toBeVisible();
  // Other journeys on this database pay the same fixture invoice (the console's, say): then the
  // confirm step asks to confirm it is not a duplicate (ADR 0013).
  const notDuplicate = page.getByRole('checkbox', { name: NOT_DUPLICATE });
  if (await notDuplicate.count()) await notDuplicate.check();
  await page.getByRole('button', { name: 'カードで支払う' }).click();

  // The card company's 3-D Secure page (the issuer's, through VeriTrans), then back to our
  // confirm page and on to the result.
  await expect(page).toHaveURL(/\/gateway\/acs\//, { timeout: 20_000 });
  // The issuer asks about exactly the amount charged: invoice amount + commission.
  await expect(page.getByText('217,453円')).toBeVisible();
  await page.getByRole('button', { name: '認証する' }).click();
  await expect(page).toHaveURL(/\/payments\/complete/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: '支払の申請が完了しました' })).toBeVisible();
  const displayId = (await page
    .getByText(/^I-\d{8}$/)
    .first()
    .textContent())!.trim();
  await expect(page.getByText('¥217,453').first()).toBeVisible();

  // The payment is in review, and the tab count shows it.
  await page.getByRole('link', { name: '審査中の支払を見る' }).click();
  await expect(page).toHaveURL(/\/payments\/review/);
  await expect(page.getByText(displayId).first()).toBeVisible();
  await expect(reviewTab).toHaveText(`審査中${reviewedBefore + 1}`);
});

test('save a draft from the invoice info step and resume it from the drafts list', async ({ page }) => {
  await page.goto('/signin');
  await logIn(page, 'demo@example.com', 'demo-kaisha-2026');
  await expect(page).toHaveURL(/\/toppage/);

  await uploadInvoice(page, 'compact-01.pdf');
  await expect(field(page, '請求金額（税込）')).toHaveValue('62,920');
  await field(page, 'メモ（任意）').fill('12月分 回線費用');
  await page.getByRole('button', { name: '下書き保存' }).click();
  await expect(page.getByText(/下書きを保存しました/).first()).toBeVisible();

  await page.goto('/payments/draft');
  await page
    .getByRole('link', { name: /¥62,920/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/payments\/add\/invoiceinfo/);
  await expect(field(page, '請求金額（税込）')).toHaveValue('62,920');
  await expect(field(page, 'メモ（任意）')).toHaveValue('12月分 回線費用');

  // Leaving the flow from the header goes where the buyer clicked (the flow's data is cleared on the way).
  await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: '登録済み支払先' }).click();
  await expect(page).toHaveURL(/\/suppliers/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('請求書のアップロード');
});
