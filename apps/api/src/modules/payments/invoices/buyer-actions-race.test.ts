import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gatewayOperations, invoiceStatusHistory, invoices } from '../../../db/schema.ts';
import { registeredBuyer, type Session } from '../../../testing/fixtures.ts';
import {
  BASE_TIME,
  DUE_DATE,
  TRANSFER_DATE,
  approvalFor,
  createdPayment,
  operatorMoves,
} from '../../../testing/invoice-fixtures.ts';
import { api, fixedExtractor } from '../../../testing/payment-fixtures.ts';
import { type TestApp, createTestApp } from '../../../testing/test-app.ts';

// PGlite runs one session at a time, so concurrency passing there proves nothing (docs/design.md §8).
const onPostgres = inject('dbTemplate').kind === 'postgres';

describe.skipIf(!onPostgres)('buyer actions under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let s: Session & { buyerId: number };
  beforeAll(async () => {
    t = await createTestApp({ invoiceExtractor: fixedExtractor() });
    t.clock.set(BASE_TIME);
    s = await registeredBuyer(t);
  });
  afterAll(() => t.close());

  const history = (id: number) =>
    t.db.select().from(invoiceStatusHistory).where(eq(invoiceStatusHistory.invoiceId, id)).orderBy(invoiceStatusHistory.id);

  it('20 identical corrections with one key (new amount) apply once; the old authorisation is voided once', async () => {
    const p = await createdPayment(t, s);
    await operatorMoves(t, p.id, ['request_action'], '金額が異なります。');
    const approvalId = await approvalFor(t, s, p.cardId, 110_000);
    const key = randomUUID();
    const body = { due_date: DUE_DATE, transfer_date: TRANSFER_DATE, amount: 110_000, approval_id: approvalId };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api(t, s).inject('PUT', `/invoices/${p.id}`, body, { 'idempotency-key': key })),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect((await history(p.id)).filter((h) => !h.isActionRequired && h.status === 1)).toHaveLength(2);
    const voids = await t.db
      .select()
      .from(gatewayOperations)
      .where(and(eq(gatewayOperations.invoiceId, p.id), eq(gatewayOperations.kind, 'void')));
    expect(voids).toHaveLength(1);
  });

  it('a correction racing a cancel is serialised: the payment ends cancelled, never half-corrected', async () => {
    for (let round = 0; round < 5; round++) {
      const p = await createdPayment(t, s);
      await operatorMoves(t, p.id, ['request_action'], '確認');
      const [edited, cancelled] = await Promise.all([
        api(t, s).inject(
          'PUT',
          `/invoices/${p.id}`,
          { due_date: DUE_DATE, transfer_date: TRANSFER_DATE, memo: '修正' },
          { 'idempotency-key': randomUUID() },
        ),
        api(t, s).inject('PUT', `/invoices/${p.id}/cancel`, {}),
      ]);
      const [final] = await t.db.select().from(invoices).where(eq(invoices.id, p.id));
      if (edited.statusCode === 200) {
        // The cancel came second: a payment back in 申請中 may still be cancelled.
        expect(cancelled.statusCode).toBe(200);
        expect(final!.status).toBe(5);
      } else {
        expect(edited.statusCode, edited.body).toBe(409);
        expect(cancelled.statusCode).toBe(200);
        expect(final!.status).toBe(5);
        expect((await history(p.id)).map((h) => h.status)).toEqual([1, 1, 5]);
      }
    }
  });
});
