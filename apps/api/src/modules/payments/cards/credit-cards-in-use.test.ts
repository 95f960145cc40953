import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, cardApprovals, creditCards, invoices } from '../../../db/schema.ts';
import { type Session } from '../../../testing/fixtures.ts';
import {
  DUE_DATE,
  TRANSFER_DATE,
  approvalFor,
  createdPayment,
  operatorMoves,
  twoBuyersAtBaseTime,
} from '../../../testing/invoice-fixtures.ts';
import { api, savedCard, supplierWithAccount, uploadedPdf } from '../../../testing/payment-fixtures.ts';
import { type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
let a: Session & { buyerId: number };
let b: Session & { buyerId: number };
beforeAll(async () => {
  ({ t, a, b } = await twoBuyersAtBaseTime());
});
afterAll(() => t.close());

type Card = { id: number; is_default: boolean };
const cards = async (s: Session) => (await api(t, s).inject('GET', '/invoices/credit_cards')).json().credit_cards as Card[];
const makeDefault = (s: Session, id: number) => api(t, s).inject('PUT', `/invoices/credit_cards/${id}/default`);
const remove = (s: Session, id: number) => api(t, s).inject('DELETE', `/invoices/credit_cards/${id}`);
/** Ages an approval past the hold, as if the buyer left the flow an hour ago (the sweeper has not run yet). */
const ageApproval = (id: number) =>
  t.db
    .update(cardApprovals)
    .set({ updatedAt: new Date(t.clock.now().getTime() - 2 * 60 * 60 * 1000) })
    .where(eq(cardApprovals.id, id));

describe('PUT /invoices/credit_cards/{id}/default', () => {
  it('makes the card the only default, audited; repeats change nothing', async () => {
    const first = await savedCard(t, a);
    const second = await savedCard(t, a);
    const res = await makeDefault(a, second);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().credit_card).toMatchObject({ id: second, is_default: true, last4: '0007' });
    expect((await cards(a)).map((c) => [c.id, c.is_default])).toEqual([
      [second, true],
      [first, false],
    ]);
    expect((await makeDefault(a, second)).statusCode).toBe(200);
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'credit_card.default_changed'), eq(auditLogs.buyerId, a.buyerId)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.detail).toMatchObject({ from: first, to: second });
  });

  it('another buyer’s card or a deleted card is 404, and nothing changes', async () => {
    const mine = await cards(a);
    const target = mine.find((c) => !c.is_default)!;
    const res = await makeDefault(b, target.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe('not_found');
    expect(await cards(a)).toEqual(mine);

    const doomed = await savedCard(t, a);
    expect((await remove(a, doomed)).statusCode).toBe(204);
    expect((await makeDefault(a, doomed)).statusCode).toBe(404);
    expect((await cards(a)).filter((c) => c.is_default)).toHaveLength(1);
  });
});

describe('DELETE /invoices/credit_cards/{id} while a payment needs the card', () => {
  it('refuses (409 card_in_use) while a payment on the card is not final, allows it once it is', async () => {
    const p = await createdPayment(t, b);
    const res = await remove(b, p.cardId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 'card_in_use' });
    expect(res.json().message).toContain('削除できません');
    const [card] = await t.db.select().from(creditCards).where(eq(creditCards.id, p.cardId));
    expect(card?.deletedAt).toBeNull();

    await operatorMoves(t, p.id, ['check']);
    expect((await remove(b, p.cardId)).statusCode).toBe(409);
    await operatorMoves(t, p.id, ['cancel']);
    expect((await remove(b, p.cardId)).statusCode).toBe(204);
  });

  it('a transferred payment no longer holds the card', async () => {
    const p = await createdPayment(t, b);
    await operatorMoves(t, p.id, ['complete']);
    expect((await remove(b, p.cardId)).statusCode).toBe(409);
    await operatorMoves(t, p.id, ['transfer']);
    expect((await remove(b, p.cardId)).statusCode).toBe(204);
  });

  it('an unused authorisation holds the card until it expires; a payment from it afterwards is refused', async () => {
    const cardId = await savedCard(t, b);
    const approvalId = await approvalFor(t, b, cardId, 30_000);
    expect((await remove(b, cardId)).json().status).toBe('card_in_use');

    await ageApproval(approvalId);
    expect((await remove(b, cardId)).statusCode).toBe(204);

    // The stale authorisation cannot become a payment on the deleted card.
    const { supplierId, accountId } = await supplierWithAccount(t, b);
    const fileId = await uploadedPdf(t, b);
    const pay = await api(t, b).inject(
      'POST',
      '/invoices',
      {
        approval_id: approvalId,
        file_id: fileId,
        supplier_id: supplierId,
        account_id: accountId,
        amount: 30_000,
        due_date: DUE_DATE,
        transfer_date: TRANSFER_DATE,
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toContain('カードは削除されています');
    expect(await t.db.select().from(invoices).where(eq(invoices.approvalId, approvalId))).toHaveLength(0);
  });
});
