import { expect, test } from '../../support/test.ts';
import { registerCorporation, signUpToRegistration } from '../../support/journeys.ts';

test('a notice from the operator lights the bell; reading it clears the dot', async ({ page }) => {
  const email = await signUpToRegistration(page);
  await registerCorporation(page);

  const published = await page.request.post('/api/dev/operator/notices', {
    data: {
      buyer_email: email,
      title: '年末年始の振込スケジュール',
      body: '12月29日から1月3日までは振込を行いません。\nご了承ください。',
    },
  });
  expect(published.status()).toBe(201);

  await page.goto('/toppage');
  const bell = page.getByRole('link', { name: /^お知らせ（未読\d+件）$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await page.getByRole('link', { name: /年末年始の振込スケジュール/ }).click();
  await expect(page.getByRole('heading', { name: '年末年始の振込スケジュール' })).toBeVisible();
  await expect(page.getByText('12月29日から1月3日までは振込を行いません。')).toBeVisible();
  await expect(page.getByRole('link', { name: 'お知らせ', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /未読/ })).toHaveCount(0);
});
