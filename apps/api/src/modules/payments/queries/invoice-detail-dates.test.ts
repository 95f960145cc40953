import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, registeredBuyer, type Session } from '../../../testing/fixtures.ts';
import { BASE_TIME, createdPayment, operatorMoves } from '../../../testing/invoice-fixtures.ts';
import { api, fixedExtractor } from '../../../testing/payment-fixtures.ts';
import { type TestApp, createTestApp } from '../../../testing/test-app.ts';

let t: TestApp;
let a: Session & { buyerId: number };
beforeAll(async () => {
  t = await createTestApp({ invoiceExtractor: fixedExtractor() });
  t.clock.set(BASE_TIME);
  a = await registeredBuyer(t);
});
afterAll(() => t.close());

async function at(iso: string) {
  t.clock.set(new Date(iso));
  a = { ...a, ...(await logIn(t, a.emailAddress)) };
}
const detail = async (id: number) => (await api(t, a).inject('GET', `/invoices/${id}`)).json().invoice;

/** The dates the detail page labels by status: what happened, not only what was planned. */
describe('GET /invoices/{id}: the days things really happened', () => {
  it('a payment in review has none of them yet', async () => {
    await at(BASE_TIME.toISOString());
    const p = await createdPayment(t, a);
    expect(await detail(p.id)).toMatchObject({ captured_on: null, transferred_on: null, cancelled_on: null });
  });

  it('cancelled before the examination completed: the day of the cancel, and no card charge', async () => {
    await at(BASE_TIME.toISOString());
    const p = await createdPayment(t, a);
    await at('2026-12-02T23:59:00+09:00');
    expect((await api(t, a).inject('PUT', `/invoices/${p.id}/cancel`, {})).statusCode).toBe(200);
    expect(await detail(p.id)).toMatchObject({
      status: 'Cancel',
      captured_on: null,
      transferred_on: null,
      cancelled_on: '2026-12-02',
    });
  });

  it('cancelled after the capture (refunded): the capture day stays, and the cancel day is shown', async () => {
    await at(BASE_TIME.toISOString());
    const p = await createdPayment(t, a);
    await operatorMoves(t, p.id, ['check', 'complete']);
    await at('2026-12-05T09:00:00+09:00');
    await operatorMoves(t, p.id, ['cancel_completed']);
    expect(await detail(p.id)).toMatchObject({
      status: 'Cancel',
      captured_on: '2026-12-01',
      transferred_on: null,
      cancelled_on: '2026-12-05',
    });
  });
});
