// Screenshots of key pages at 1280 px and 390 px for review: node scripts/screenshots.mjs [baseUrl] [outDir]
// Needs a running app (npm start). Logs in as the demo buyer through the dev mailbox, and moves
// payments as the demo operators through the operator console's API: set
// DEMO_OPERATOR_TOTP_SECRET to the authenticator secret `npm start` printed (or started with).
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { generate } from 'otplib';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = process.argv[3] ?? 'screenshots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

async function codeFor(page, email, after) {
  for (let i = 0; i < 50; i++) {
    const mails = await (await page.request.get(`${base}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
    const fresh = mails.filter((m) => m.created_at > after);
    const code = fresh[0]?.text.match(/認証コード：(\d{6})/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no code');
}

const OPS = `${base}/api/v1/ops`;
const DEMO_OPERATORS = {
  admin: { email: 'ops-admin@example.com', password: 'kanri-demo-2026' },
  treasurer: { email: 'ops-treasurer@example.com', password: 'soukin-demo-2026' },
};
const opsSecret = process.env.DEMO_OPERATOR_TOTP_SECRET;
if (!opsSecret)
  throw new Error("set DEMO_OPERATOR_TOTP_SECRET to the demo operators' authenticator secret (npm start prints it)");
const opsTokens = new Map();

/** A demo operator's console token: password, then the authenticator code (each code works once, so a refused one waits for the next). */
async function opsToken(who) {
  if (opsTokens.has(who)) return opsTokens.get(who);
  const { email, password } = DEMO_OPERATORS[who];
  for (let attempt = 0; attempt < 3; attempt++) {
    const login = await fetch(`${OPS}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email_address: email, password }),
    });
    if (login.status !== 200) throw new Error(`ops login ${who}: ${login.status} ${await login.text()}`);
    const { login_token } = await login.json();
    const code = await generate({ secret: opsSecret, epoch: Math.floor((Date.now() + attempt * 30_000) / 1000) });
    const verified = await fetch(`${OPS}/auth/totp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login_token, code }),
    });
    if (verified.status === 200) {
      const { token } = await verified.json();
      opsTokens.set(who, token);
      return token;
    }
    await new Promise((r) => setTimeout(r, 30_000));
  }
  throw new Error(`the demo operator ${who} could not log in`);
}

/** One console call as `who`; throws on anything but 2xx. */
async function ops(who, method, path, body, headers = {}) {
  const res = await fetch(`${OPS}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await opsToken(who)}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** An examiner's action on what the examination screen shows now (check, request-action, complete, cancel). */
async function examine(id, action, extra = {}) {
  const { payment } = await ops('admin', 'GET', `/examination/${id}`);
  return ops('admin', 'POST', `/examination/${id}/${action}`, {
    expected_status: payment.status,
    expected_action_required: payment.is_action_required,
    ...extra,
  });
}

/**
 * The payout of one examined payment: the treasurer builds the batch of its transfer date and
 * leaves out every other payment due by then (the demo's other payments stay free), the admin
 * approves it (four eyes), it is sent, and the bank's result for the line is recorded as done.
 */
async function payOut(id) {
  const { payment } = await ops('admin', 'GET', `/examination/${id}`);
  const transferDate = payment.transfer_date;
  const once = () => ({ 'idempotency-key': randomUUID() });
  const { batch } = await ops('treasurer', 'POST', '/payouts/batches', { transfer_date: transferDate }, once());
  const path = `/payouts/batches/${batch.id}`;
  let mine;
  for (let page = 1; ; page++) {
    const { lines, lines_total_count } = await ops('treasurer', 'GET', `${path}?per_page=500&page=${page}`);
    for (const line of lines) {
      if (line.invoice_id === id) mine = line;
      else if (line.status === 'pending')
        await ops('treasurer', 'POST', `${path}/lines/${line.id}/exclusion`, { reason: '画面撮影の対象外' });
    }
    if (lines.length === 0 || page * 500 >= lines_total_count) break;
  }
  if (!mine) throw new Error(`payment ${id} is not in batch ${batch.id}`);
  await ops('admin', 'POST', `${path}/approval`, undefined, once());
  await ops('treasurer', 'POST', `${path}/sent`, { sent_on: transferDate }, once());
  await ops('treasurer', 'POST', `${path}/lines/${mine.id}/result`, { result: 'done', transferred_on: transferDate });
}

/** The browser's stored tokens as API headers (for a direct API read in this script). */
async function authHeaders(page) {
  const tokens = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const found = localStorage.getItem(localStorage.key(i)).match(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g);
      if (found && found.length >= 2) return found;
    }
    return [];
  });
  const aud = (t) => JSON.parse(Buffer.from(t.split('.')[1], 'base64url').toString()).aud;
  const id = tokens.find((t) => aud(t) === 'icp-web');
  const access = tokens.find((t) => aud(t) === 'icp-api');
  return { authorization: `Bearer ${id}`, 'x-access-token': access };
}

/** Upload a fixture invoice and fill the invoice-info step up to the confirm step. */
async function toConfirmStep(page, file) {
  await page.goto(`${base}/payments/create`);
  await page.getByLabel('請求書ファイル').setInputFiles(file);
  await page.waitForURL(/add\/invoiceinfo/, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.getByLabel('お支払期限', { exact: true }).fill(new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10));
  const calendar = page.getByRole('group', { name: /の振込希望日$/ });
  if ((await calendar.getByRole('button', { disabled: false }).count()) === 0)
    await page.getByRole('button', { name: '次の月' }).click();
  await calendar.getByRole('button', { disabled: false }).first().click();
  const accounts = page.getByRole('radio', { name: /普通|当座/ });
  if (!(await accounts.first().isChecked())) await accounts.first().check();
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await page.waitForURL(/add\/confirm/);
  await page.waitForLoadState('networkidle');
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
]) {
  const context = await browser.newContext({ viewport, locale: 'ja-JP' });
  const page = await context.newPage();
  await page.goto(`${base}/signin`);
  await page.screenshot({ path: `${out}/signin-${label}.png`, fullPage: true });
  // Show the validation messages too.
  await page.getByLabel('メールアドレス').fill('not-an-email');
  await page.getByLabel('パスワード', { exact: true }).fill('x');
  await page.getByLabel('パスワード', { exact: true }).fill('');
  await page.screenshot({ path: `${out}/signin-errors-${label}.png`, fullPage: true });
  await page.getByLabel('メールアドレス').fill('demo@example.com');
  await page.getByLabel('パスワード', { exact: true }).fill('demo-kaisha-2026');
  const after = new Date(Date.now() - 1000).toISOString();
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.waitForURL(/onetime-password/);
  await page.screenshot({ path: `${out}/onetime-password-${label}.png`, fullPage: true });
  await page.getByLabel('認証コード').fill(await codeFor(page, 'demo@example.com', after));
  await page
    .getByRole('button', { name: /認証|ログイン|確認/ })
    .first()
    .click();
  await page.waitForURL(/toppage/);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/toppage-${label}.png`, fullPage: true });
  if (label === 'mobile') {
    await page
      .getByRole('button', { name: /メニュー/ })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `${out}/drawer-${label}.png` });
  }
  // Supplier pages (issue 3): list, add flow steps, detail.
  await page.goto(`${base}/suppliers?status=enable`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/suppliers-${label}.png`, fullPage: true });
  await page.goto(`${base}/suppliers/add/company`);
  await page.getByLabel('法人番号', { exact: true }).fill('5010401067252');
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/supplier-add-company-${label}.png`, fullPage: true });
  await page.getByRole('button', { name: '次へ' }).click();
  await page.waitForURL(/add\/bank/);
  await page.getByRole('combobox', { name: '金融機関名・コードで検索' }).fill('しん');
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${out}/supplier-add-bank-search-${label}.png`, fullPage: true });
  await page.keyboard.press('Escape');
  await page.getByRole('group', { name: '金融機関' }).getByRole('button', { name: 'みずほ' }).click();
  await page.getByLabel('口座名義（カナ）', { exact: true }).fill('そにー株式会社（漢字）');
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/supplier-add-bank-errors-${label}.png`, fullPage: true });
  const list = await (
    await page.request.get(`${base}/api/v1/suppliers?from=0&size=1`, { headers: await authHeaders(page) })
  ).json();
  await page.goto(`${base}/suppliers/${list.suppliers[0].id}`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/supplier-detail-${label}.png`, fullPage: true });

  // Payment flow (issue 4): upload (with a refused file), invoice info read from a PDF, confirm
  // with the card form and the JCB-only message, complete, drafts.
  const invoices = new URL('../apps/api/fixtures/invoices/', import.meta.url).pathname;
  // A phone photo read with OCR: values the reader is not sure of say 「読み取り結果をご確認ください」.
  await page.goto(`${base}/payments/create`);
  await page.getByLabel('請求書ファイル').setInputFiles(`${invoices}photo-table-02.jpg`);
  await page.waitForURL(/add\/invoiceinfo/, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/payment-invoiceinfo-photo-${label}.png`, fullPage: true });
  await page.goto(`${base}/payments/create`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/payment-create-${label}.png`, fullPage: true });
  await page
    .getByLabel('請求書ファイル')
    .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a pdf') });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/payment-create-error-${label}.png`, fullPage: true });
  await page.getByLabel('請求書ファイル').setInputFiles(`${invoices}sole-01.pdf`);
  await page.waitForURL(/add\/invoiceinfo/, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.getByLabel('請求金額（税込）', { exact: true }).fill('211,000');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/payment-invoiceinfo-${label}.png`, fullPage: true });
  const due = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('請求金額（税込）', { exact: true }).fill('211,160');
  await page.getByLabel('お支払期限', { exact: true }).fill(due);
  const calendar = page.getByRole('group', { name: /の振込希望日$/ });
  if ((await calendar.getByRole('button', { disabled: false }).count()) === 0)
    await page.getByRole('button', { name: '次の月' }).click();
  await calendar.getByRole('button', { disabled: false }).first().click();
  const accounts = page.getByRole('radio', { name: /普通|当座/ });
  if (!(await accounts.first().isChecked())) await accounts.first().check();
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await page.waitForURL(/add\/confirm/);
  await page.waitForLoadState('networkidle');
  // With a saved card (the second run) the form hides behind「新しいカードを登録」.
  await page
    .getByText(/新しいカードを登録|お支払いに使うJCBカードを登録してください/)
    .first()
    .waitFor();
  if (await page.getByRole('radio', { name: '新しいカードを登録' }).count()) await page.getByText('新しいカードを登録').click();
  await page.getByLabel('カード番号', { exact: true }).fill('4111 1111 1111 1111');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/payment-confirm-card-error-${label}.png`, fullPage: true });
  // Issue 15: the token server refuses an expired card; its message goes under the expiry field.
  await page.getByLabel('カード番号', { exact: true }).fill('3528 0000 0000 0106');
  await page.getByLabel('有効期限（MM/YY）', { exact: true }).fill('01/21');
  await page.getByLabel('セキュリティコード', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'このカードを登録する' }).click();
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${out}/payment-confirm-token-error-${label}.png`, fullPage: true });
  await page.getByLabel('有効期限（MM/YY）', { exact: true }).fill('12/30');
  await page.getByLabel('セキュリティコード', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'このカードを登録する' }).click();
  await page.getByRole('button', { name: 'カードで支払う' }).waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/payment-confirm-${label}.png`, fullPage: true });
  // From the second run on, this invoice was paid before: confirm it is not a duplicate.
  const notDuplicate = page.getByRole('checkbox', { name: '重複していないことを確認しました' });
  if (await notDuplicate.count()) await notDuplicate.check();
  await page.getByRole('button', { name: 'カードで支払う' }).click();
  // The issuer's 3-D Secure page (the VeriTrans4G simulator's), then back to the app.
  await page.waitForURL(/gateway\/acs\//, { timeout: 20_000 });
  await page.screenshot({ path: `${out}/payment-3ds-issuer-${label}.png`, fullPage: true });
  await page.getByRole('button', { name: '認証する' }).click();
  await page.waitForURL(/payments\/complete/, { timeout: 20_000 });
  await page.screenshot({ path: `${out}/payment-complete-${label}.png`, fullPage: true });
  // Issue 5: the payment's detail after the examination asked for a correction.
  const paymentId = Number(
    (
      await page
        .getByText(/^I-\d{8}$/)
        .first()
        .textContent()
    )
      .trim()
      .slice(2),
  );
  await examine(paymentId, 'request-action', {
    reason_template: 'other',
    reason_text: '請求書の宛名が貴社名と異なります。正しい請求書をアップロードしてください。',
  });
  await page.goto(`${base}/payments/review/${paymentId}`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/payment-detail-action-${label}.png`, fullPage: true });
  await page.goto(`${base}/payments/waiting`);
  await page.waitForLoadState('networkidle');
  await page.getByLabel('請求キー', { exact: true }).fill('ZZZZ-ZZZZ-ZZZZ');
  await page.getByRole('button', { name: '取得', exact: true }).click();
  await page.getByRole('alertdialog').waitFor();
  await page.screenshot({ path: `${out}/payment-waiting-dialog-${label}.png`, fullPage: true });
  await page.keyboard.press('Escape');
  await page.goto(`${base}/payments/create`);
  await page.getByLabel('請求書ファイル').setInputFiles(`${invoices}compact-01.pdf`);
  await page.waitForURL(/add\/invoiceinfo/, { timeout: 30_000 });
  await page.getByRole('button', { name: '下書き保存' }).click();
  await page.waitForTimeout(800);
  await page.goto(`${base}/payments/draft`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/payment-drafts-${label}.png`, fullPage: true });
  await page.goto(`${base}/payments/review`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/payment-review-${label}.png`, fullPage: true });

  // Issue 11: the same invoice again (the earlier payment is named), then a declining card: the
  // reason shows beside the pay button, where the buyer is (viewport, not the full page).
  await toConfirmStep(page, `${invoices}sole-01.pdf`);
  await page.getByRole('region', { name: /すでにお支払いの申請がある可能性があります/ }).waitFor();
  await page.screenshot({ path: `${out}/payment-duplicate-${label}.png`, fullPage: true });
  await page.getByRole('checkbox', { name: '重複していないことを確認しました' }).check();
  await page.getByText('新しいカードを登録').first().click();
  await page.getByLabel('カード番号', { exact: true }).fill('3528 0000 0000 0031');
  await page.getByLabel('有効期限（MM/YY）', { exact: true }).fill('12/30');
  await page.getByLabel('セキュリティコード', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'このカードを登録する' }).click();
  await page.getByRole('radio', { name: 'JCB •••• 0031', checked: true }).waitFor();
  await page.getByRole('button', { name: 'カードで支払う' }).click();
  await page.getByText('お支払いできませんでした').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/payment-decline-${label}.png` });

  // Issue 11: paid with the good card after all, examined and transferred: its detail and its
  // receipt (適格請求書; desktop run only).
  await page.getByRole('radio', { name: 'JCB •••• 0106' }).first().check();
  await page.getByRole('button', { name: 'カードで支払う' }).click();
  await page.waitForURL(/gateway\/acs\//, { timeout: 20_000 });
  await page.getByRole('button', { name: '認証する' }).click();
  await page.waitForURL(/payments\/complete/, { timeout: 20_000 });
  const paidId = Number(
    (
      await page
        .getByText(/^I-\d{8}$/)
        .first()
        .textContent()
    )
      .trim()
      .slice(2),
  );
  await examine(paidId, 'complete');
  await payOut(paidId);
  await page.goto(`${base}/payments/history/${paidId}`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/payment-detail-transferred-${label}.png`, fullPage: true });
  if (label === 'desktop') {
    const headers = await authHeaders(page);
    const { download_url } = await (
      await page.request.get(`${base}/api/v1/invoices/${paidId}/receipts/download/url`, { headers })
    ).json();
    const pdf = await (await page.request.get(new URL(download_url, base).href)).body();
    writeFileSync(`${out}/receipt.pdf`, pdf);
  }

  // Issue 11: help pages (the FAQ searched), the terms as one scrolling page, and a supplier's
  // address filled from its postal code.
  for (const [name, path] of [
    ['help-manual', '/help/manual'],
    ['termsofservice', '/termsofservice'],
  ]) {
    await page.goto(`${base}${path}`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${out}/${name}-${label}.png`, fullPage: true });
  }
  await page.goto(`${base}/help/faq`);
  await page.getByRole('searchbox').first().fill('手数料');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/help-faq-search-${label}.png`, fullPage: true });
  await page.goto(`${base}/suppliers/add/company`);
  await page.getByLabel('郵便番号', { exact: true }).first().fill('1000005');
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${out}/supplier-postal-lookup-${label}.png`, fullPage: true });

  // Account pages (issue 6): login info, company, cards, security with the TOTP enrolment step
  // (started, never confirmed, so the demo keeps e-mail codes), notices, refused password change.
  for (const [name, path] of [
    ['myaccount', '/myaccount'],
    ['company', '/myaccount/company'],
    ['creditcards', '/myaccount/creditcards'],
    ['security', '/myaccount/security'],
    ['notifications', '/notifications'],
  ]) {
    await page.goto(`${base}${path}`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${out}/${name}-${label}.png`, fullPage: true });
  }
  await page
    .getByRole('link', { name: /ようこそ/ })
    .first()
    .click();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/notification-detail-${label}.png`, fullPage: true });
  await page.goto(`${base}/myaccount/company`);
  await page
    .getByRole('button', { name: /振込名義人を変更|変更する/ })
    .last()
    .click();
  await page.getByLabel('振込名義人', { exact: true }).fill('カ）デモ商事');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/company-transfer-name-error-${label}.png`, fullPage: true });
  await page.goto(`${base}/myaccount/security`);
  await page.getByRole('button', { name: /認証アプリを設定/ }).click();
  await page.getByLabel('現在のパスワード').fill('demo-kaisha-2026');
  await page.getByRole('button', { name: /次へ|続ける/ }).click();
  await page.getByRole('img', { name: /QRコード/ }).waitFor();
  await page.screenshot({ path: `${out}/security-totp-enrol-${label}.png`, fullPage: true });
  await page.goto(`${base}/myaccount/edit-password`);
  await page.getByLabel('現在のパスワード').fill('wrong-password-123');
  await page.getByLabel('新しいパスワード', { exact: true }).fill('haru-no-umi-2027-kaze');
  await page.getByLabel(/新しいパスワード（確認）|確認/).fill('haru-no-umi-2027-kaze');
  await page.getByRole('button', { name: /変更する/ }).click();
  await page.getByText('現在のパスワードが正しくありません。').first().waitFor();
  await page.screenshot({ path: `${out}/edit-password-error-${label}.png`, fullPage: true });

  // The registration form as a brand-new user sees it, then with validation errors showing.
  const fresh = await browser.newContext({ viewport, locale: 'ja-JP' });
  const signup = await fresh.newPage();
  const email = `shot-${label}-${Date.now()}@example.co.jp`;
  await signup.goto(`${base}/signup`);
  await signup.getByLabel('メールアドレス').fill(email);
  await signup.getByLabel('パスワード', { exact: true }).fill('natsu-no-sora-2026');
  const signupAfter = new Date(Date.now() - 1000).toISOString();
  await signup.getByRole('button', { name: /登録|次へ|送信/ }).click();
  await signup.waitForURL(/signup\/code/);
  await signup.getByLabel('認証コード').fill(await codeFor(signup, email, signupAfter));
  await signup
    .getByRole('button', { name: /確認|認証|次へ/ })
    .first()
    .click();
  await signup.waitForURL(/registration/);
  await signup.waitForLoadState('networkidle');
  await signup.screenshot({ path: `${out}/registration-${label}.png`, fullPage: true });
  await signup.getByLabel('法人名（カナ）', { exact: true }).fill('かぶしき');
  await signup.getByLabel('法人番号', { exact: true }).fill('1123456789012');
  await signup.getByLabel('郵便番号', { exact: true }).fill('12');
  await signup.screenshot({ path: `${out}/registration-errors-${label}.png`, fullPage: true });
  await fresh.close();
  await page.goto(`${base}/no/such/page`);
  await page.screenshot({ path: `${out}/error-${label}.png`, fullPage: true });
  await context.close();
}
await browser.close();
console.log(`screenshots in ${out}/`);
