import { expect, test } from '../../support/test.ts';
import { logIn } from '../../support/journeys.ts';

test('a deep link while logged out goes to /signin?redirect=… and returns there after login + 2FA', async ({ page }) => {
  await page.goto('/suppliers?status=disable');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fsuppliers%3Fstatus%3Ddisable/);
  await logIn(page, 'demo@example.com', 'demo-kaisha-2026');
  await expect(page).toHaveURL(/\/suppliers\?status=disable$/);
});

test('entering /signin clears the login session', async ({ page }) => {
  await page.goto('/signin');
  await logIn(page, 'demo@example.com', 'demo-kaisha-2026');
  await expect(page).toHaveURL(/\/toppage/);
  await page.goto('/signin');
  await page.goto('/toppage');
  await expect(page).toHaveURL(/\/signin\?redirect=/);
});

test('a logged-out visit to /toppage redirects before anything loads: no API call, no error, no router warning', async ({
  page,
}) => {
  const apiCalls: string[] = [];
  const logged: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
  });
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') logged.push(m.text());
  });
  await page.goto('/toppage');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Ftoppage$/);
  await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
  expect(apiCalls).toEqual([]);
  expect(logged.filter((t) => /ユーザー統計|Matched leaf route/.test(t))).toEqual([]);
});
