import { expect, test } from '../../support/test.ts';
import { logIn } from '../../support/journeys.ts';

test('an unknown route shows the error page', async ({ page }) => {
  await page.goto('/this/route/does-not-exist');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/見つかりません|存在しません/).first()).toBeVisible();
});

test('/error/{title}/{message} shows the given title and message', async ({ page }) => {
  await page.goto(`/error/${encodeURIComponent('通信エラー')}/${encodeURIComponent('時間をおいてお試しください')}`);
  await expect(page.getByRole('heading', { name: '通信エラー' })).toBeVisible();
  await expect(page.getByText('時間をおいてお試しください')).toBeVisible();
});

test.describe('mobile (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the main drawer opens and shows the company name', async ({ page }) => {
    await page.goto('/signin');
    await logIn(page, 'demo@example.com', 'demo-kaisha-2026');
    await expect(page).toHaveURL(/\/toppage/);
    await page
      .getByRole('button', { name: /メニュー/ })
      .first()
      .click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('株式会社デモ商事')).toBeVisible();
  });
});
