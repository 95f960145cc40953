import { expect, test } from '../../support/test.ts';
import { registerCorporation, signUpToRegistration } from '../../support/journeys.ts';
import { opsToken } from '../../support/ops.ts';

test('a notice from the operator lights the bell; reading it clears the dot', async ({ page }) => {
  await signUpToRegistration(page);
  // The registration answers with the new buyer's id: the console's notices are addressed by it.
  const registered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/users/corporation',
  );
  await registerCorporation(page);
  const { buyer_id } = (await (await registered).json()) as { buyer_id: number };

  // Published by an admin through the operator console's API.
  const published = await page.request.post('/api/v1/ops/admin/notices', {
    headers: { authorization: `Bearer ${await opsToken(page.request, 'admin')}` },
    data: {
      buyer_id,
      title: '年末年始の振込スケジュール',
      body: '12月29日から1月3日までは振込を行いません。\nご了承ください。',
    },
  });
  expect(published.status(), await published.text()).toBe(201);

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
