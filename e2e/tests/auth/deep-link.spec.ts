import { expect, test } from '@playwright/test';
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
