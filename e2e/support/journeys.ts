import { expect, type Page } from '@playwright/test';
import { latestCode, uniqueEmail } from './mailbox.ts';

export const PASSWORD = 'natsu-no-sora-2026';

/** Sign-up → code from the dev mailbox → lands on /registration, logged in. */
export async function signUpToRegistration(page: Page, email = uniqueEmail('e2e')): Promise<string> {
  await page.goto('/signup');
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /登録|次へ|送信/ }).click();
  await expect(page).toHaveURL(/\/signup\/code/);
  await page.getByLabel('認証コード').fill(await latestCode(page.request, email));
  await page
    .getByRole('button', { name: /確認|認証|次へ/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/registration/);
  return email;
}

/** The corporation registration form of spec §3, filled with valid values, through confirm to the result. */
export async function registerCorporation(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /^法人/ }).check();
  const fill = (label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);
  await fill('担当者の姓', '試験');
  await fill('担当者の名', '花子');
  await fill('電話番号', '0312345678');
  await page.getByLabel('業種', { exact: true }).selectOption({ label: '情報通信業' });
  await fill('振込名義人', 'テストショウジ');
  await fill('法人名', '株式会社テスト商事');
  await fill('法人名（カナ）', 'カブシキガイシャテストショウジ');
  await fill('法人番号', '7123456789012');
  await fill('郵便番号', '1000005');
  await page.getByLabel('都道府県', { exact: true }).selectOption('東京都');
  await fill('市区町村', '千代田区丸の内');
  await fill('番地', '1-2-3');
  await fill('代表者名', '試験 太郎');
  await fill('代表者名（カナ）', 'シケン タロウ');
  await fill('代表者の生年月日', '1980-04-01');
  await page.getByRole('checkbox', { name: /利用規約/ }).check();
  await page.getByRole('button', { name: /確認/ }).click();
  await expect(page).toHaveURL(/\/registration\/confirm/);
  await expect(page.getByText('株式会社テスト商事')).toBeVisible();
  await page.getByRole('button', { name: /登録する/ }).click();
  await expect(page).toHaveURL(/\/registration\/result/);
}

/** Password, then the e-mailed one-time code. */
export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  const sentAfter = new Date(Date.now() - 1000).toISOString();
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/onetime-password/);
  await page.getByLabel('認証コード').fill(await latestCode(page.request, email, sentAfter));
  await page
    .getByRole('button', { name: /認証|ログイン|確認/ })
    .first()
    .click();
}

export async function logOutViaMenu(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /アカウント|ユーザー|メニュー/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/signin/);
}
