import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredBuyer, type Session } from '../../testing/fixtures.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';

/** The development mailbox and operator endpoints answer mistakes with a 4xx like every other route. */
let t: TestApp;
let buyer: Session & { buyerId: number; emailAddress?: string };
let email: string;
beforeAll(async () => {
  t = await createTestApp();
  email = `dev-ops-${Date.now()}@example.com`;
  buyer = await registeredBuyer(t, email);
});
afterAll(() => t.close());

const request = (overrides: Record<string, unknown> = {}) => ({
  buyer_email: email,
  seller_name: '株式会社請求元',
  amount: 12_000,
  due_date: '2027-01-31',
  expires_at: new Date(Date.now() + 86_400_000).toISOString(),
  ...overrides,
});

describe('dev operator: payment requests', () => {
  it('an unknown buyer_email is a 404 in Japanese, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dev/operator/requests',
      payload: request({ buyer_email: 'nobody-here@example.com' }),
    });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().message).toBe('この事業者は登録されていません。');
  });

  it('what the use case refuses (a key already taken, a past expiry) is a 400 with its reason', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/dev/operator/requests',
      payload: request({ key: 'DEVKEY0001' }),
    });
    expect(first.statusCode, first.body).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/dev/operator/requests',
      payload: request({ key: 'DEVKEY0001' }),
    });
    expect(again.statusCode, again.body).toBe(400);
    expect(again.json().message).toBe('この請求キーはすでに使われています。');
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/dev/operator/requests',
      payload: request({ expires_at: '2000-01-01T00:00:00Z' }),
    });
    expect(expired.statusCode, expired.body).toBe(400);
  });

  it('an unknown invoice for a transition is a 4xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dev/operator/invoices/987654/transitions',
      payload: { transition: 'complete' },
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
  });
});

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
    expect(buyer.buyerId).toBeGreaterThan(0);
  });
});
