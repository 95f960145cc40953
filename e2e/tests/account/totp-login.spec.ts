import { expect, test } from '../../support/test.ts';
import { generate } from 'otplib';
import { PASSWORD, logOutViaMenu, registerCorporation, signUpToRegistration } from '../../support/journeys.ts';

/** What the authenticator app shows now. */
const currentCode = (secret: string) => generate({ secret });
/**
 * The app's code one 30-second step ahead: the server accepts ±1 step but never a step it has
 * already seen, so the login after enrolling (possibly within the same step) uses the next one.
 */
const nextStepCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

test('enable an authenticator app with a computed code, log out, log in with a TOTP code and once with a recovery code', async ({
  page,
}) => {
  const email = await signUpToRegistration(page);
  await registerCorporation(page);

  await page.goto('/myaccount/security');
  await page.getByRole('button', { name: /認証アプリを設定/ }).click();
  await page.getByLabel('現在のパスワード').fill(PASSWORD);
  await page.getByRole('button', { name: /次へ|続ける/ }).click();
  await expect(page.getByRole('img', { name: /QRコード/ })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  await page.getByLabel(/認証コード/).fill(await currentCode(secret));
  await page.getByRole('button', { name: /有効にする|設定する/ }).click();
  const recoveryCodes = page.getByTestId('recovery-code');
  await expect(recoveryCodes).toHaveCount(10);
  const recoveryCode = (await recoveryCodes.first().innerText()).trim();
  await page
    .getByRole('button', { name: /保管しました|閉じる|完了/ })
    .first()
    .click();
  await expect(page.getByText('認証アプリ').first()).toBeVisible();

  await logOutViaMenu(page);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/onetime-password/);
  await expect(page.getByText(/認証アプリ/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /再送信/ })).toHaveCount(0);
  await page.getByLabel(/認証コード/).fill(await nextStepCode(secret));
  await page
    .getByRole('button', { name: /認証|ログイン/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/toppage/);

  // The recovery code works once, instead of the app.
  await logOutViaMenu(page);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.getByRole('button', { name: /リカバリーコードを使う/ }).click();
  await page.getByLabel(/リカバリーコード/).fill(recoveryCode);
  await page
    .getByRole('button', { name: /認証|ログイン/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/toppage/);
});
