import { expect, test, type Page } from '../../support/test.ts';
import { logIn } from '../../support/journeys.ts';
import { latestCode } from '../../support/mailbox.ts';
import { examine } from '../../support/ops.ts';
import { NOT_DUPLICATE } from '../../support/payments.ts';
import { photograph } from '../../support/photos.ts';
import { type PartnerAppProcess, startPartnerApp } from './partner-app-server.ts';

/*
 * Issue 16 §5: the demo partner app 「デモ会計クラウド」 end to end. It connects through our OAuth
 * authorization (login, the e-mailed one-time code, the consent screen), sends an invoice as a
 * pre-payment, the buyer pays it by card with 3-D Secure in our OAuth payment flow and goes back,
 * and our signed webhooks reach the app, which verifies them and shows the status.
 */

const DEMO = { email: 'demo@example.com', password: 'demo-kaisha-2026' };
const APP_NAME = 'デモ会計クラウド';

let partner: PartnerAppProcess;

test.beforeAll(async () => {
  partner = await startPartnerApp();
});

test.afterAll(async () => {
  await partner?.stop();
});

test.afterEach(async () => {
  const info = test.info();
  if (info.status !== info.expectedStatus) {
    await info.attach('partner-app.log', { body: partner.output.join('\n'), contentType: 'text/plain' });
  }
});

/** Our /oauth/authorize login: password, then the code mailed to the user, on /oauth/onetime-password. */
async function logInAtAuthorize(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/oauth\/authorize/);
  await page.getByLabel('メールアドレス').fill(DEMO.email);
  await page.getByLabel('パスワード', { exact: true }).fill(DEMO.password);
  const sentAfter = new Date(Date.now() - 1000).toISOString();
  await page.getByRole('button', { name: /ログイン|次へ/ }).click();
  await expect(page).toHaveURL(/\/oauth\/onetime-password/);
  await page.getByLabel('認証コード').fill(await latestCode(page.request, DEMO.email, sentAfter));
  await page
    .getByRole('button', { name: /認証|ログイン|確認|次へ/ })
    .first()
    .click();
}

/** The confirm step's card: a new JCB whose issuer asks for 3-D Secure (the simulator's 「認証する」 card). */
async function registerThreeDSecureCard(page: Page): Promise<void> {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await page
    .getByText(/新しいカードを登録|お支払いに使うJCBカードを登録してください|JCB ••••/)
    .first()
    .waitFor();
  if (await page.getByRole('radio', { name: '新しいカードを登録' }).count()) await page.getByText('新しいカードを登録').click();
  await field('カード番号').fill('3528 0000 0000 0106');
  await field('有効期限（MM/YY）').fill('12/30');
  await field('セキュリティコード').fill('123');
  await page.getByRole('button', { name: 'このカードを登録する' }).click();
  await expect(page.getByRole('radio', { name: 'JCB •••• 0106', checked: true })).toBeVisible();
}

/** The partner's 支払状況, reloaded until `text` shows (webhooks come from our delivery job, a moment later). */
async function waitOnStatusPage(page: Page, text: string | RegExp, timeout = 45_000): Promise<void> {
  await expect(async () => {
    await page.goto(`${partner.url}/status`);
    await expect(page.getByRole('table', { name: /Webhook/ })).toContainText(text, { timeout: 1_000 });
  }).toPass({ timeout, intervals: [500, 1_000, 2_000] });
}

test('デモ会計クラウド: connect with consent and a second factor, send an invoice, pay it with 3-D Secure, get the verified webhooks', async ({
  page,
  a11y,
}, testInfo) => {
  test.setTimeout(240_000);

  // ---- the partner's top: not connected
  await page.goto(`${partner.url}/`);
  await expect(page.getByText('未連携').first()).toBeVisible();
  await page.getByRole('button', { name: '請求書カード払いと連携する' }).click();

  // ---- our authorization: login → one-time code → consent naming the app and what it may do
  await logInAtAuthorize(page);
  await expect(page.getByRole('heading', { name: 'アプリ連携の確認' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(APP_NAME).first()).toBeVisible();
  await expect(page.getByText('請求書の送信').first()).toBeVisible();
  await expect(page.getByText('支払状況の確認').first()).toBeVisible();
  await a11y.check('consent');
  await photograph(page, testInfo, 'oauth-consent');
  await page.getByRole('button', { name: '許可する' }).click();

  // ---- back at the partner, connected (code exchanged with PKCE at our token endpoint)
  await expect(page).toHaveURL(`${partner.url}/?notice=connected`, { timeout: 15_000 });
  await expect(page.getByRole('status')).toHaveText('請求書カード払いと連携しました。');
  await expect(page.getByText('請求書カード払いと連携中').first()).toBeVisible();
  await a11y.check('partner connected');

  // ---- 請求書の送信: the sample invoice of 株式会社サンプル商事 and its PDF, as a pre-payment
  await page.getByRole('link', { name: '請求書を送信する' }).click();
  await expect(page.getByLabel('支払先名')).toHaveValue('株式会社サンプル商事');
  await a11y.check('partner invoice form');
  const reference = await page.getByLabel('参照番号').inputValue();
  await page.getByRole('button', { name: '請求書カード払いに送信する' }).click();
  await expect(page).toHaveURL(/\/invoices\/pre_[A-Za-z0-9]+$/, { timeout: 15_000 });
  await expect(page.getByRole('status')).toHaveText('請求書を請求書カード払いに送信しました。');
  const preId = page.url().split('/').pop()!;
  await a11y.check('partner invoice sent');

  // ---- 支払う: our OAuth payment flow, the invoice prefilled from the pre-payment
  await page.getByRole('link', { name: '請求書カード払いで支払う' }).click();
  // The authorization logged the buyer in on this origin; a login page here would mean it had not.
  await page.waitForURL(/\/oauth\/payments\/|\/signin/, { timeout: 15_000 });
  if (/\/signin/.test(page.url())) await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(new RegExp(`/oauth/payments/${preId}/add/invoiceinfo`), { timeout: 15_000 });
  await expect(page.getByText('株式会社サンプル商事').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/55,000/).first()).toBeVisible();
  await a11y.check('oauth invoice info');
  await photograph(page, testInfo, 'oauth-invoiceinfo');
  const earliest = page.getByRole('button', { name: '最短の振込日を選ぶ' });
  await earliest.waitFor();
  if (await earliest.isEnabled()) await earliest.click();
  await page.getByRole('button', { name: '次へ' }).click();
  await expect(page).toHaveURL(new RegExp(`/oauth/payments/${preId}/add/confirm`));

  // ---- card with 3-D Secure
  await registerThreeDSecureCard(page);
  const duplicate = page.getByRole('checkbox', { name: NOT_DUPLICATE });
  if (await duplicate.count()) await duplicate.check();
  await a11y.check('oauth confirm');
  await photograph(page, testInfo, 'oauth-confirm');
  await page.getByRole('button', { name: 'カードで支払う' }).click();
  await expect(page).toHaveURL(/\/gateway\/acs\//, { timeout: 20_000 });
  await page.getByRole('button', { name: '認証する' }).click();
  await expect(page).toHaveURL(/\/oauth\/payments\/.*complete/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: '支払の申請が完了しました' })).toBeVisible();
  const displayId = (await page.getByTestId('display-id').textContent())!.trim();
  expect(displayId).toMatch(/^I-\d{8}$/);
  await a11y.check('oauth complete');
  await photograph(page, testInfo, 'oauth-complete');

  // ---- 戻る: the partner's return URL
  await page.getByRole('link', { name: `${APP_NAME} に戻る` }).click();
  await expect(page).toHaveURL(new RegExp(`^${partner.url}/return`), { timeout: 15_000 });
  await expect(page.getByRole('status')).toHaveText('お支払いの申請を受け付けました');
  await expect(page.getByRole('table', { name: 'この請求書の状況' })).toContainText('支払申請済');
  await expect(page.getByRole('table', { name: 'この請求書の状況' })).toContainText(displayId);

  // ---- the webhook: signed by us, verified by the app (a bad signature would be a 401 and not listed)
  await waitOnStatusPage(page, 'pre_payment.paid');
  const events = page.getByRole('table', { name: /Webhook/ });
  await expect(events.getByRole('row', { name: /pre_payment\.paid/ })).toContainText('申請中');
  await expect(events.getByRole('row', { name: /pre_payment\.paid/ })).toContainText('検証済み');
  await expect(events.getByRole('row', { name: /pre_payment\.paid/ })).toContainText(reference);
  await expect(page.getByRole('table', { name: /pre_payments/ })).toContainText('申請中');
  await expect(page.getByText('署名の検証に失敗して拒否したリクエスト：0件')).toBeVisible();

  // ---- the operator completes the examination (the card charge is captured): a status change, a new webhook
  await examine(page.request, Number(displayId.slice(2)), 'complete');
  await waitOnStatusPage(page, 'payment.status_changed');
  await expect(
    page
      .getByRole('table', { name: /Webhook/ })
      .getByRole('row', { name: /payment\.status_changed/ })
      .first(),
  ).toContainText('振込予約済');
  await expect(page.getByRole('table', { name: /pre_payments/ })).toContainText('振込予約済');
  await photograph(page, testInfo, 'partner-status');

  // ---- 連携を解除: the tokens are revoked at our end
  await page.getByRole('link', { name: 'トップ' }).click();
  await page.getByRole('button', { name: '連携を解除する' }).click();
  await expect(page.getByRole('status')).toHaveText('連携を解除しました。トークンは失効済みです。');
  await expect(page.getByRole('button', { name: '請求書カード払いと連携する' })).toBeVisible();
  expect(partner.output.join('\n')).toContain('[oauth] tokens revoked');
});
