import { expect, test } from '../../support/test.ts';
import { logIn, logOutViaMenu, registerCorporation, signUpToRegistration } from '../../support/journeys.ts';

test('sign-up → code from the dev mailbox → corporation registration → logout → login with one-time code → /toppage', async ({
  page,
}) => {
  const email = await signUpToRegistration(page);
  // An empty submit sends focus to the first field of the form, not to the terms checkbox at the bottom.
  await page.getByRole('radio', { name: /^法人/ }).check();
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await expect(page.getByLabel('法人名', { exact: true })).toBeFocused();
  await registerCorporation(page);
  await page
    .getByRole('link', { name: /トップ|はじめる|利用を開始/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/toppage/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await logOutViaMenu(page);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/toppage/);
  await expect(page.getByText('株式会社テスト商事').first()).toBeAttached();
});
