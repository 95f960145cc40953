import { expect, test, type Page } from '../../support/test.ts';
import { SignJWT, decodeJwt } from 'jose';
import { E2E_JWT_SECRET } from '../../support/secrets.mjs';
import { logIn } from '../../support/journeys.ts';

/** Replaces the stored access token with the same claims already expired, signed with the server's key. */
async function expireAccessToken(page: Page): Promise<void> {
  const stored = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      const value = localStorage.getItem(key)!;
      if (value.includes('eyJ')) return { key, value };
    }
    return null;
  });
  expect(stored, 'tokens are kept in localStorage').not.toBeNull();
  const tokenPattern = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;
  const tokens = stored!.value.match(tokenPattern)!;
  const access = tokens.find((tok) => decodeJwt(tok).aud === 'icp-api')!;
  const claims = decodeJwt(access);
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ ...claims, iat: now - 3600, exp: now - 60 })
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: stored!.key,
    value: stored!.value.replace(access, expired),
  });
}

test('with an expired access token, a reload refreshes once in the route guard, before the shell’s calls, which all succeed', async ({
  page,
}) => {
  await page.goto('/signin');
  await logIn(page, 'demo@example.com', 'demo-kaisha-2026');
  await expect(page).toHaveURL(/\/toppage/);
  await expireAccessToken(page);

  const refreshes: string[] = [];
  const expiredAnswers: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/v1/users/token')) refreshes.push(req.url());
  });
  page.on('response', async (res) => {
    if (res.status() === 401) expiredAnswers.push(res.url());
  });
  await page.reload();
  await expect(page).toHaveURL(/\/toppage/);
  // The guard confirms the session before any screen loads (issue 11, item 27): its one call meets
  // the expired token and refreshes; the shell's burst of calls then carries the new token. (Many
  // calls sharing one refresh is proven in api-client.test.ts.)
  await expect.poll(() => refreshes.length).toBe(1);
  await page.waitForLoadState('networkidle');
  expect(refreshes).toHaveLength(1);
  expect(expiredAnswers).toHaveLength(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a revoked refresh token logs out to /signin', async ({ page }) => {
  await page.goto('/signin');
  await logIn(page, 'demo@example.com', 'demo-kaisha-2026');
  await expect(page).toHaveURL(/\/toppage/);
  // Revoke the session behind the browser's back (as a logout elsewhere or a password change would).
  const headers = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const value = localStorage.getItem(localStorage.key(i)!)!;
      const tokens = value.match(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g);
      if (tokens && tokens.length >= 2) return tokens;
    }
    return null;
  });
  const [a, b] = headers!;
  const idToken = decodeJwt(a!).aud === 'icp-web' ? a! : b!;
  const accessToken = idToken === a ? b! : a!;
  const res = await page.request.post('/api/v1/logout', {
    headers: { authorization: `Bearer ${idToken}`, 'x-access-token': accessToken },
  });
  expect(res.status()).toBe(204);
  await expireAccessToken(page);
  await page.reload();
  await expect(page).toHaveURL(/\/signin/);
});
