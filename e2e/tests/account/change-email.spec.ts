import { expect, test } from '../../support/test.ts';
import { PASSWORD, logIn, registerCorporation, signUpToRegistration } from '../../support/journeys.ts';
import { latestCode, uniqueEmail } from '../../support/mailbox.ts';

test('change the e-mail address with the code sent to the new one, then log in with it (and not with the old one)', async ({
  page,
}) => {
  const oldEmail = await signUpToRegistration(page);
  await registerCorporation(page);

  await page.goto('/myaccount');
  await page.getByRole('link', { name: /メールアドレスを変更/ }).click();
  await expect(page).toHaveURL(/\/myaccount\/edit-email-address/);

  const newEmail = uniqueEmail('moved');
  await page.getByLabel('新しいメールアドレス').fill(newEmail);
  await page.getByLabel('現在のパスワード').fill(PASSWORD);
  const sentAfter = new Date(Date.now() - 1000).toISOString();
  await page.getByRole('button', { name: /認証コードを送信/ }).click();
  await expect(page).toHaveURL(/\/myaccount\/edit-email-auth/);

  // The old address is told about the change; the code goes to the new one only.
  await page.getByLabel('認証コード').fill(await latestCode(page.request, newEmail, sentAfter));
  await page
    .getByRole('button', { name: /認証|変更/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/myaccount\/edit-email-complete/);
  await expect(page.getByRole('heading', { name: /メールアドレスの変更が完了しました/ })).toBeVisible();

  // Every session ended: the complete page is public and leads to the login.
  await page
    .getByRole('link', { name: /ログイン/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/signin/);
  await page.getByLabel('メールアドレス').fill(oldEmail);
  await page.getByLabel('パスワード', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByText('メールアドレスまたはパスワードが正しくありません。')).toBeVisible();

  await page.reload();
  await logIn(page, newEmail);
  await expect(page).toHaveURL(/\/toppage/);
});
