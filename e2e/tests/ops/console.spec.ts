import { generate } from 'otplib';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { logIn } from '../../support/journeys.ts';
import { DEMO_OPERATORS, type DemoOperator } from '../../support/ops.ts';
import { createPayment } from '../../support/payments.ts';
import { E2E_OPERATOR_TOTP_SECRET } from '../../support/secrets.mjs';

const displayId = (id: number) => `I-${String(id).padStart(8, '0')}`;
const STEP_MS = 30_000;

/**
 * The console's login: password, then the authenticator code. Each code works once per operator,
 * and other journeys sign the same demo operators in through the API, so a code refused as used
 * is followed by the next step's code.
 */
async function opsLogIn(page: Page, who: DemoOperator): Promise<void> {
  const { email, password } = DEMO_OPERATORS[who];
  await page.goto('/ops/login');
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: '次へ' }).click();
  for (let attempt = 0; attempt < 3; attempt++) {
    const code = await generate({ secret: E2E_OPERATOR_TOTP_SECRET, epoch: Math.floor((Date.now() + attempt * STEP_MS) / 1000) });
    await page.getByLabel('認証コード').fill(code);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    const landed = await page
      .waitForURL(/\/ops\/(?!login)/, { timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (landed) return;
    await page.waitForTimeout(STEP_MS);
  }
  throw new Error(`operator ${who} could not log in`);
}

async function buyerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport: { width: 1280, height: 800 } });
  const buyer = await context.newPage();
  await buyer.goto('/signin');
  await logIn(buyer, 'demo@example.com', 'demo-kaisha-2026');
  await expect(buyer).toHaveURL(/\/toppage/);
  return buyer;
}

test('examiner asks for a correction, the buyer fixes it, the examination completes; a second operator approves the batch, the file downloads, a failed line goes back to the buyer', async ({
  page,
  browser,
  a11y,
}, testInfo) => {
  test.setTimeout(240_000);
  const buyer = await buyerPage(browser);
  const id = await createPayment(buyer);

  // The examiner (the demo admin also holds 審査) finds the payment in the queue, oldest first.
  await opsLogIn(page, 'admin');
  await page.goto('/ops/examination');
  await page
    .getByRole('link', { name: displayId(id) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `審査 ${displayId(id)}` })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('ops-examination-detail-1280.png'), fullPage: true });

  await page.getByRole('button', { name: '修正を依頼' }).click();
  const dialog = page.getByRole('dialog', { name: '修正を依頼' });
  await dialog.getByLabel('理由（定型文）').selectOption({ label: '請求書の金額と申請金額が一致しません。' });
  await dialog.getByLabel('補足（購入者に表示されます）').fill('請求書の合計欄をご確認ください。');
  await a11y.check('request-action dialog');
  await dialog.getByRole('button', { name: '修正を依頼する' }).click();
  await expect(page.getByText('修正依頼の内容').first()).toBeVisible();

  // The buyer sees why and corrects the payment.
  await buyer.goto(`/payments/review/${id}`);
  await expect(buyer.getByText('請求書の合計欄をご確認ください。').first()).toBeVisible();
  await buyer.getByRole('link', { name: '修正する' }).click();
  await buyer.getByLabel('メモ（任意）', { exact: true }).fill('合計欄を確認済み');
  await buyer.getByRole('button', { name: '確認へ進む' }).click();
  await buyer.getByRole('button', { name: '修正を申請する' }).click();
  await expect(buyer.getByText('修正内容を受け付けました。あらためて審査します。').first()).toBeVisible();

  // Back in the queue, the examiner completes the examination (the card charge is captured).
  await page.reload();
  await page.getByRole('button', { name: '審査完了（カード売上確定）' }).click();
  await page.getByRole('button', { name: '審査完了（売上確定）' }).click();
  await expect(page.getByRole('button', { name: '審査完了（カード売上確定）' })).toHaveCount(0);
  const transferDate = (await (
    await page.request.get(`/api/v1/ops/examination/${id}`, {
      headers: {
        authorization: `Bearer ${await page.evaluate(() => JSON.parse(sessionStorage.getItem('icp.ops.session') ?? '{}').token as string)}`,
      },
    })
  ).json()) as { payment: { transfer_date: string } };

  // The treasurer builds the batch of that transfer date.
  const treasurerContext = await browser.newContext({
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    viewport: { width: 1280, height: 800 },
  });
  const treasurer = await treasurerContext.newPage();
  await opsLogIn(treasurer, 'treasurer');
  await treasurer.goto('/ops/batches');
  await treasurer.getByLabel('振込指定日').fill(transferDate.payment.transfer_date);
  await treasurer.getByRole('button', { name: '対象を表示' }).click();
  await treasurer.getByRole('button', { name: /のバッチを作成$/ }).click();
  await expect(treasurer).toHaveURL(/\/ops\/batches\/\d+$/);
  const batchUrl = new URL(treasurer.url()).pathname;
  // Four eyes: whoever built it cannot approve it.
  await expect(treasurer.getByRole('button', { name: '承認', exact: true })).toBeDisabled();

  // A second operator approves; the 総合振込 file is generated and downloads as 120-byte records + CRLF.
  await page.goto(batchUrl);
  await page.getByRole('button', { name: '承認', exact: true }).click();
  await page.getByRole('button', { name: '承認する' }).click();
  await expect(page.getByRole('button', { name: 'ファイルをダウンロード' })).toBeEnabled();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ファイルをダウンロード' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^sogofuri-\d{8}-batch\d+\.txt$/);
  const bytes = await (await import('node:fs/promises')).readFile((await file.path())!);
  expect(bytes.length % 122).toBe(0);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('12');
  await page.screenshot({ path: testInfo.outputPath('ops-batch-approved-1280.png'), fullPage: true });

  // Sent to the bank; the bank could not pay this line (口座なし).
  await page.getByRole('button', { name: '銀行へ送信済みにする' }).click();
  await page.getByRole('button', { name: '送信済みにする', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: displayId(id) });
  await row.getByRole('button', { name: '結果を記録' }).click();
  const result = page.getByRole('dialog', { name: '振込の結果を記録しますか？' });
  await result.getByRole('radio', { name: '振込不能' }).check();
  await result.getByLabel('不能事由').selectOption({ label: '口座なし' });
  await a11y.check('line result dialog');
  await result.getByRole('button', { name: '振込不能にする' }).click();
  await expect(row.getByText('口座なし').first()).toBeVisible();

  // The buyer is asked to correct the supplier's account; the money stays with us.
  await buyer.goto(`/payments/reserved/${id}`);
  await expect(buyer.getByText('支払先口座への振込ができませんでした（口座なし）', { exact: false }).first()).toBeVisible();
  await expect(buyer.getByText('要対応').first()).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'この口座に変更する' })).toBeVisible();
  await buyer.screenshot({ path: testInfo.outputPath('buyer-transfer-failed-1280.png'), fullPage: true });
  await buyer.setViewportSize({ width: 390, height: 844 });
  await buyer.screenshot({ path: testInfo.outputPath('buyer-transfer-failed-390.png'), fullPage: true });
  await treasurerContext.close();
  await buyer.context().close();
});
