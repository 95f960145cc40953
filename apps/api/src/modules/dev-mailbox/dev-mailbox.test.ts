import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredBuyer } from '../../testing/fixtures.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';

/** The development mailbox answers mistakes with a 4xx like every other route. */
let t: TestApp;
let email: string;
beforeAll(async () => {
  t = await createTestApp();
  email = `dev-mailbox-${Date.now()}@example.com`;
  await registeredBuyer(t, email);
});
afterAll(() => t.close());

describe('dev mailbox', () => {
  it('NUL in ?to= is a 400 naming the field, not a 500', async () => {
    for (const url of ['/api/dev/mailbox?to=a%00@example.com', '/dev/mailbox?to=%00']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'to', message: '使用できない文字が含まれています。' }]);
    }
  });

  it('still lists the mails of a real address', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
    expect(res.json().length).toBeGreaterThan(0);
  });
});
