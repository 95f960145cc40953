import { expect, test } from '../../support/test.ts';
import { logIn } from '../../support/journeys.ts';

const DEMO = { email: 'demo@example.com', password: 'demo-kaisha-2026' };

test('the help menu opens the manual and the FAQ inside the app; the FAQ search filters', async ({ page, a11y }) => {
  await page.goto('/signin');
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/toppage/);

  await page.getByRole('button', { name: 'ヘルプ' }).click();
  await page.getByRole('menuitem', { name: '操作マニュアル' }).click();
  await expect(page).toHaveURL(/\/help\/manual$/);
  await expect(page.getByRole('heading', { level: 1, name: '操作マニュアル' })).toBeVisible();
  await expect(page).toHaveTitle('操作マニュアル | 請求書カード払い');
  await expect(page.getByText('ページが見つかりません')).toHaveCount(0);
  // Still the logged-in shell: the header's main menu is there.
  await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
  await a11y.check('manual');

  await page.getByRole('button', { name: 'ヘルプ' }).click();
  await page.getByRole('menuitem', { name: 'よくある質問' }).click();
  await expect(page).toHaveURL(/\/help\/faq$/);
  await expect(page).toHaveTitle('よくある質問 | 請求書カード払い');
  await page.getByRole('searchbox', { name: '質問を検索' }).fill('JCB');
  await expect(page.getByRole('status')).toHaveText(/^\d+件の質問が見つかりました。$/);
  await expect(page.getByRole('heading', { level: 3, name: /どのカードが使えますか/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /パスワードを忘れて/ })).toHaveCount(0);
  await page.getByRole('searchbox', { name: '質問を検索' }).fill('宇宙旅行');
  await expect(page.getByRole('status')).toHaveText('該当する質問はありません。');
  await a11y.check('faq, no match');
});

test('logged out, the help pages are public and offer to log in', async ({ page }) => {
  await page.goto('/help/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'よくある質問' })).toBeVisible();
  await expect(page).toHaveURL(/\/help\/faq$/);
  await page.getByRole('navigation', { name: 'ヘルプ' }).getByRole('link', { name: '操作マニュアル' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '操作マニュアル' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ログイン' })).toHaveAttribute('href', '/signin');
});

test.describe('mobile (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the help drawer opens both pages in the app and closes behind them', async ({ page }) => {
    await page.goto('/signin');
    await logIn(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/toppage/);

    await page.getByRole('button', { name: 'ヘルプを開く' }).click();
    const drawer = page.getByRole('dialog', { name: 'ヘルプ' });
    await drawer.getByRole('link', { name: 'よくある質問' }).click();
    await expect(page).toHaveURL(/\/help\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'よくある質問' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'ヘルプを開く' }).click();
    await page.getByRole('dialog', { name: 'ヘルプ' }).getByRole('link', { name: '操作マニュアル' }).click();
    await expect(page).toHaveURL(/\/help\/manual$/);
    await expect(page.getByRole('heading', { level: 1, name: '操作マニュアル' })).toBeVisible();
  });
});
