import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, creditCards } from '../../../db/schema.ts';
import { registeredBuyer, type Session } from '../../../testing/fixtures.ts';
import { TEST_CARDS, gatewayToken as tokenFor } from '../../../testing/payment-fixtures.ts';
import { type TestApp, createTestApp } from '../../../testing/test-app.ts';

const JCB_OK = TEST_CARDS.jcbOk;
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

const gatewayToken = (cardNumber: string) => tokenFor(t, cardNumber);
const call = (s: Session, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: s.headers, ...(payload ? { payload } : {}) });

describe('saved credit cards', () => {
  it('registers a JCB card from a gateway token: brand and last 4 only, first card is the default, audited', async () => {
    const res = await call(a, 'POST', '/invoices/credit_cards', { token: await gatewayToken(JCB_OK), last4: '0007' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().credit_card).toMatchObject({
      brand: 'JCB',
      last4: '0007',
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

  it('keeps the browser’s last 4 digits only when they agree with the acquirer’s last 2; else the masked tail', async () => {
    const c = await registeredBuyer(t);
    const without = await call(c, 'POST', '/invoices/credit_cards', { token: await gatewayToken(JCB_OK) });
    expect(without.json().credit_card.last4).toBe('**07');
    const forged = await call(c, 'POST', '/invoices/credit_cards', { token: await gatewayToken(JCB_OK), last4: '1234' });
    expect(forged.json().credit_card.last4).toBe('**07');
    const named = await call(c, 'POST', '/invoices/credit_cards', {
      token: await gatewayToken(JCB_OK),
      last4: '0007',
      holder_name: 'TARO YAMADA',
    });
    expect(named.json().credit_card).toMatchObject({ last4: '0007', holder_name: 'TARO YAMADA' });
    const badName = await call(c, 'POST', '/invoices/credit_cards', { token: 'unused', holder_name: '山田太郎' });
    expect(badName.json().errors[0]).toMatchObject({ field: 'holder_name' });
    const malformed = await call(c, 'POST', '/invoices/credit_cards', { token: await gatewayToken(JCB_OK), last4: '12a4' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0]).toMatchObject({ field: 'last4', message: 'カード番号の下4桁が正しくありません。' });
  });

  it('tells the card form where to tokenise: the acquirer’s token endpoint and its public key, never the merchant key', async () => {
    const res = await call(a, 'GET', '/invoices/credit_cards/token_config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token_url: '/gateway/4gtoken', token_api_key: expect.any(String) });
    expect(JSON.stringify(res.json())).not.toContain('merchant-key');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/invoices/credit_cards/token_config' })).statusCode).toBe(401);
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
