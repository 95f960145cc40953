import { expect, test, type Page } from '../../support/test.ts';
import { logIn } from '../../support/journeys.ts';
import {
  chooseCard,
  createPayment,
  dueDateAhead,
  NOT_DUPLICATE,
  pickFirstTransferDate,
  proceedToConfirm,
  uploadInvoice,
} from '../../support/payments.ts';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Upload → invoice info → the confirm step; answers how many earlier payments look like this one. */
async function toConfirm(page: Page, file = 'sole-01.pdf'): Promise<number> {
  await uploadInvoice(page, file);
  const accounts = page.getByRole('radio', { name: /普通|当座/ });
  if (!(await accounts.first().isChecked())) await accounts.first().check();
  await field(page, 'お支払期限').fill(dueDateAhead());
  await pickFirstTransferDate(page);
  return proceedToConfirm(page);
}

/** A new card through the gateway's token form, chosen for this payment. */
async function registerCard(page: Page, cardNumber: string, last4: string): Promise<void> {
  await page
    .getByText(/新しいカードを登録|お支払いに使うJCBカードを登録してください/)
    .first()
    .waitFor();
  if (await page.getByRole('radio', { name: '新しいカードを登録' }).count()) await page.getByText('新しいカードを登録').click();
  await field(page, 'カード番号').fill(cardNumber);
  await field(page, '有効期限（MM/YY）').fill('12/30');
  await field(page, 'セキュリティコード').fill('123');
  await page.getByRole('button', { name: 'このカードを登録する' }).click();
  // Earlier journeys may have saved the same test card: the new one is the chosen one.
  await expect(page.getByRole('radio', { name: `JCB •••• ${last4}`, checked: true })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/signin');
  await logIn(page, 'demo@example.com', 'demo-kaisha-2026');
  await expect(page).toHaveURL(/\/toppage/);
});

test('the same invoice twice: the confirm step shows the earlier payment and pays only once it is confirmed', async ({
  page,
}) => {
  const firstId = await createPayment(page, 'sole-01.pdf');
  const firstDisplayId = `I-${String(firstId).padStart(8, '0')}`;

  expect(await toConfirm(page, 'sole-01.pdf')).toBeGreaterThan(0);
  await chooseCard(page);
  const warning = page.getByRole('region', { name: /すでにお支払いの申請がある可能性があります/ });
  await expect(warning).toBeVisible();
  const link = warning.getByRole('link', { name: `支払番号 ${firstDisplayId}` });
  await expect(link).toHaveAttribute('href', `/payments/review/${firstId}`);
  await expect(warning.getByText('申請中').first()).toBeVisible();
  await expect(warning.getByText(/申請日 \d{4}\/\d{2}\/\d{2}/).first()).toBeVisible();

  // Not ticked: nothing is authorised, the buyer is sent to the checkbox.
  let approvals = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/invoices/credit_cards/approval')) approvals++;
  });
  const box = warning.getByRole('checkbox', { name: NOT_DUPLICATE });
  await page.getByRole('button', { name: 'カードで支払う' }).click();
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/payments\/add\/confirm/);
  expect(approvals).toBe(0);

  await box.check();
  await page.getByRole('button', { name: 'カードで支払う' }).click();
  await expect(page).toHaveURL(/\/payments\/complete/, { timeout: 20_000 });
  await expect(page.getByText(/^I-\d{8}$/).first()).not.toHaveText(firstDisplayId);
});

test('a declined card: the reason is shown next to the pay button, in view and focused', async ({ page }) => {
  const duplicates = await toConfirm(page, 'sole-01.pdf');
  // The simulator's limit card: it registers (a 2-yen check), the payment is over its limit.
  await registerCard(page, '3528 0000 0000 0031', '0031');
  if (duplicates > 0) await page.getByRole('checkbox', { name: NOT_DUPLICATE }).check();
  await page.getByRole('button', { name: 'カードで支払う' }).click();

  const alert = page.getByTestId('pay-step-error');
  await expect(alert).toBeVisible();
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert).toBeFocused();
  await expect(alert).toBeInViewport();
  await expect(alert).toContainText('カードの利用可能額を超えています');
  await expect(alert).toContainText('別のカードを選んでもう一度お支払いいただくか');
  // The green 「カードを登録しました」 from a moment ago is not left saying the opposite.
  await expect(page.getByText(/カード（JCB •••• 0031）を登録しました/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/payments\/add\/confirm/);

  await alert.getByRole('button', { name: '別のカードを選ぶ' }).click();
  await expect(page.getByRole('radio', { name: 'JCB •••• 0031', checked: true })).toBeFocused();
});

test('after 3-D Secure and 申請完了, Back stays in the app instead of the card company’s page', async ({ page }) => {
  const duplicates = await toConfirm(page, 'sole-01.pdf');
  await registerCard(page, '3528 0000 0000 0106', '0106'); // 3-D Secure, passes with 「認証する」
  if (duplicates > 0) await page.getByRole('checkbox', { name: NOT_DUPLICATE }).check();
  await page.getByRole('button', { name: 'カードで支払う' }).click();
  await expect(page).toHaveURL(/\/gateway\/acs\//, { timeout: 20_000 });
  await page.getByRole('button', { name: '認証する' }).click();
  await expect(page).toHaveURL(/\/payments\/complete/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: '支払の申請が完了しました' })).toBeVisible();

  // Back once, then once more (to where the card company's page was): the app each time.
  for (const _ of [1, 2]) {
    await page.goBack();
    await expect(page).not.toHaveURL(/\/gateway\//);
    await expect(page).toHaveURL(/\/payments\//);
    await expect(page.getByText('この認証はすでに完了しています')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '支払の申請が完了しました' })).toBeVisible();
  }
});
