import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, creditCards } from '../../../db/schema.ts';
import { registeredBuyer, type Session } from '../../../testing/fixtures.ts';
import { type TestApp, createTestApp } from '../../../testing/test-app.ts';

const JCB_OK = '3530111333300000';
const VISA = '4111111111111111';

let t: TestApp;
let a: Session & { buyerId: number };
let b: Session & { buyerId: number };
beforeAll(async () => {
  t = await createTestApp();
  a = await registeredBuyer(t);
  b = await registeredBuyer(t);
});
afterAll(() => t.close());

/** What the card form does in the browser: card data to the gateway, never to /api/v1. */
async function gatewayToken(cardNumber: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/gateway/tokens',
    payload: { card_number: cardNumber, card_expire: '12/30', security_code: '123', holder_name: 'TARO YAMADA' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}
const call = (s: Session, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: s.headers, ...(payload ? { payload } : {}) });

describe('saved credit cards', () => {
  it('registers a JCB card from a gateway token: brand and last 4 only, first card is the default, audited', async () => {
    const res = await call(a, 'POST', '/invoices/credit_cards', { token: await gatewayToken(JCB_OK) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().credit_card).toMatchObject({
      brand: 'JCB',
      last4: '0000',
      expiry_month: 12,
      expiry_year: 2030,
      is_default: true,
    });
    const second = await call(a, 'POST', '/invoices/credit_cards', { token: await gatewayToken(JCB_OK) });
    expect(second.json().credit_card.is_default).toBe(false);
    const list = (await call(a, 'GET', '/invoices/credit_cards')).json().credit_cards;
    expect(list.map((c: { is_default: boolean }) => c.is_default)).toEqual([true, false]);
    const audit = await t.db.select().from(auditLogs);
    expect(audit.filter((r) => r.action === 'credit_card.registered' && r.buyerId === a.buyerId)).toHaveLength(2);
  });

  it('refuses brands other than JCB with a Japanese message and stores nothing', async () => {
    const before = (await call(a, 'GET', '/invoices/credit_cards')).json().credit_cards.length;
    const res = await call(a, 'POST', '/invoices/credit_cards', { token: await gatewayToken(VISA) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('JCB');
    expect((await call(a, 'GET', '/invoices/credit_cards')).json().credit_cards).toHaveLength(before);
  });

  it('a used or unknown token is refused with the gateway’s message', async () => {
    const token = await gatewayToken(JCB_OK);
    expect((await call(a, 'POST', '/invoices/credit_cards', { token })).statusCode).toBe(201);
    const reused = await call(a, 'POST', '/invoices/credit_cards', { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors[0].field).toBe('token');
    expect((await call(a, 'POST', '/invoices/credit_cards', { token: 'nope' })).statusCode).toBe(400);
  });

  it('another buyer cannot see or delete my cards (404); deleting the default moves it to the oldest remaining card', async () => {
    const mine = (await call(a, 'GET', '/invoices/credit_cards')).json().credit_cards as { id: number; is_default: boolean }[];
    const defaultCard = mine.find((c) => c.is_default)!;
    expect((await call(b, 'GET', '/invoices/credit_cards')).json().credit_cards).toEqual([]);
    expect((await call(b, 'DELETE', `/invoices/credit_cards/${defaultCard.id}`)).statusCode).toBe(404);
    expect((await call(a, 'DELETE', `/invoices/credit_cards/${defaultCard.id}`)).statusCode).toBe(204);
    const after = (await call(a, 'GET', '/invoices/credit_cards')).json().credit_cards as { id: number; is_default: boolean }[];
    expect(after.map((c) => c.id)).not.toContain(defaultCard.id);
    expect(after.filter((c) => c.is_default)).toHaveLength(1);
    expect((await call(a, 'DELETE', `/invoices/credit_cards/${defaultCard.id}`)).statusCode).toBe(404);
  });

  it('no card number anywhere in our database', async () => {
    const rows = await t.db.select().from(creditCards);
    const dump = JSON.stringify(rows) + JSON.stringify(await t.db.select().from(auditLogs));
    for (const pan of [JCB_OK, VISA]) {
      expect(dump).not.toContain(pan);
      expect(dump).not.toContain(pan.slice(0, 12));
    }
  });
});
