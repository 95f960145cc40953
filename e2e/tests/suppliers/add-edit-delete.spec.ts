import { expect, test, type Page } from '../../support/test.ts';
import { logIn } from '../../support/journeys.ts';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('add a corporation supplier via 法人番号 lookup with a みずほ account typed in hiragana, see it listed, edit the account, delete a supplier', async ({
  page,
}) => {
  await page.goto('/signin');
  await logIn(page, 'demo@example.com', 'demo-kaisha-2026');
  await expect(page).toHaveURL(/\/toppage/);

  // Company step: the lookup fills name, kana and address from the 法人番号 register.
  await page.goto('/suppliers/add/company');
  await page.getByRole('radio', { name: /^法人/ }).check();
  await field(page, '法人番号').fill('1180301018771');
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await expect(field(page, '法人名')).toHaveValue('トヨタ自動車株式会社');
  await expect(field(page, '支払先名（カナ）')).toHaveValue('トヨタジドウシャ');
  await expect(field(page, '市区町村')).toHaveValue('豊田市');
  await page.getByRole('button', { name: '次へ' }).click();

  // Bank step: quick pick, branch search while typing, holder name in hiragana → Zengin kana.
  await expect(page).toHaveURL(/\/suppliers\/add\/bank/);
  await page.getByRole('group', { name: '金融機関' }).getByRole('button', { name: 'みずほ' }).click();
  await page.getByRole('combobox', { name: '支店名・支店コードで検索' }).fill('ほんてん');
  await page.getByRole('option', { name: /本店/ }).first().click();
  await field(page, '預金種目').selectOption('2');
  await field(page, '口座番号').fill('1234567');
  await field(page, '口座名義（カナ）').fill('とよたじどうしゃ　かぶしきがいしゃ');
  await expect(page.getByText('ﾄﾖﾀｼﾞﾄﾞｳｼﾔ(ｶ').first()).toBeVisible();
  await page.getByRole('button', { name: '次へ' }).click();

  // Confirm and register.
  await expect(page).toHaveURL(/\/suppliers\/add\/confirm/);
  await expect(page.getByText('トヨタ自動車株式会社').first()).toBeVisible();
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page).toHaveURL(/\/suppliers\/\d+$/);
  await expect(page.getByText('支払先を登録しました。')).toBeVisible();
  const supplierUrl = page.url();

  // Listed in the enabled group (new suppliers start 未承認).
  await page.goto('/suppliers?status=enable');
  await expect(page.getByText('トヨタ自動車株式会社').first()).toBeVisible();

  // Edit the account: another branch number.
  await page.goto(supplierUrl);
  await page
    .getByRole('button', { name: /の口座を編集/ })
    .first()
    .click();
  await field(page, '口座番号').fill('7654321');
  await page.getByRole('button', { name: '変更を保存する' }).click();
  await expect(page.getByText('振込先口座を変更しました。')).toBeVisible();
  await expect(page.getByText('7654321').first()).toBeVisible();

  // Delete it, confirming in the dialog.
  await page.getByRole('button', { name: '削除' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('この支払先を削除しますか？');
  await page.getByRole('button', { name: 'はい' }).click();
  await expect(page).toHaveURL(/\/suppliers\?status=enable/);
  await expect(page.getByText('支払先を削除しました。')).toBeVisible();
  await expect(page.getByText('トヨタ自動車株式会社')).toHaveCount(0);
});
