import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cardApprovals, creditCards, invoices } from '../../../db/schema.ts';
import { registeredBuyer, type Session } from '../../../testing/fixtures.ts';
import { BASE_TIME, DUE_DATE, TRANSFER_DATE, approvalFor } from '../../../testing/invoice-fixtures.ts';
import {
  api,
  approveCard,
  fixedExtractor,
  savedCard,
  supplierWithAccount,
  uploadedPdf,
} from '../../../testing/payment-fixtures.ts';
import { type TestApp, createTestApp } from '../../../testing/test-app.ts';

// PGlite runs one session at a time, so concurrency passing there proves nothing (docs/design.md §8).
const onPostgres = inject('dbTemplate').kind === 'postgres';

describe.skipIf(!onPostgres)('card deletion racing payment creation (PostgreSQL)', () => {
  let t: TestApp;
  let s: Session & { buyerId: number };
  beforeAll(async () => {
    t = await createTestApp({ invoiceExtractor: fixedExtractor() });
    t.clock.set(BASE_TIME);
    s = await registeredBuyer(t);
  });
  afterAll(() => t.close());

  it('a card is never deleted while a payment using it is created: one of the two wins, every round', async () => {
    const { supplierId, accountId } = await supplierWithAccount(t, s);
    const outcomes = { paid: 0, deleted: 0 };
    for (let round = 0; round < 12; round++) {
      const cardId = await savedCard(t, s);
      const approvalId = await approvalFor(t, s, cardId, 20_000 + round);
      // Past its hold, so deletion is decided by the race alone, not refused up front.
      await t.db
        .update(cardApprovals)
        .set({ updatedAt: new Date(t.clock.now().getTime() - 2 * 60 * 60 * 1000) })
        .where(eq(cardApprovals.id, approvalId));
      const fileId = await uploadedPdf(t, s);
      const body = {
        approval_id: approvalId,
        file_id: fileId,
        supplier_id: supplierId,
        account_id: accountId,
        amount: 20_000 + round,
        due_date: DUE_DATE,
        transfer_date: TRANSFER_DATE,
      };
      const pay = () => api(t, s).inject('POST', '/invoices', body, { 'idempotency-key': randomUUID() });
      const remove = () => api(t, s).inject('DELETE', `/invoices/credit_cards/${cardId}`);
      const [paid, deleted] =
        round % 2 === 0 ? await Promise.all([pay(), remove()]) : (await Promise.all([remove(), pay()])).reverse();

      const [card] = await t.db.select().from(creditCards).where(eq(creditCards.id, cardId));
      const made = await t.db.select().from(invoices).where(eq(invoices.approvalId, approvalId));
      if (paid!.statusCode === 201) {
        expect(deleted!.statusCode, deleted!.body).toBe(409);
        expect(deleted!.json().status).toBe('card_in_use');
        expect(card?.deletedAt).toBeNull();
        expect(made).toHaveLength(1);
        outcomes.paid++;
      } else {
        expect(paid!.statusCode, paid!.body).toBe(409);
        expect(deleted!.statusCode, deleted!.body).toBe(204);
        expect(card?.deletedAt).not.toBeNull();
        expect(made).toHaveLength(0);
        outcomes.deleted++;
      }
    }
    expect(outcomes.paid + outcomes.deleted).toBe(12);
  });

  it('no hold is placed on a card being deleted: the approval or the deletion wins, every round', async () => {
    const outcomes = { held: 0, deleted: 0 };
    for (let round = 0; round < 12; round++) {
      const cardId = await savedCard(t, s);
      const approve = () =>
        approveCard(
          t,
          s,
          { credit_card_id: cardId, amount: 30_000 + round, return_path: '/payments/add/confirm' },
          { 'idempotency-key': randomUUID() },
        );
      const remove = () => api(t, s).inject('DELETE', `/invoices/credit_cards/${cardId}`);
      const [approved, deleted] =
        round % 2 === 0 ? await Promise.all([approve(), remove()]) : (await Promise.all([remove(), approve()])).reverse();

      const [card] = await t.db.select().from(creditCards).where(eq(creditCards.id, cardId));
      const holds = await t.db.select().from(cardApprovals).where(eq(cardApprovals.creditCardId, cardId));
      if (approved!.statusCode === 200) {
        expect(deleted!.statusCode, deleted!.body).toBe(409);
        expect(deleted!.json().status).toBe('card_in_use');
        expect(card?.deletedAt).toBeNull();
        outcomes.held++;
      } else {
        expect(approved!.statusCode, approved!.body).toBe(404);
        expect(deleted!.statusCode, deleted!.body).toBe(204);
        expect(card?.deletedAt).not.toBeNull();
        expect(holds).toHaveLength(0);
        outcomes.deleted++;
      }
    }
    expect(outcomes.held + outcomes.deleted).toBe(12);
  });
});
