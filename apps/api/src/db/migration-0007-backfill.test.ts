import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredBuyer, type Session } from '../testing/fixtures.ts';
import { BASE_TIME, createdPayment, operatorMoves } from '../testing/invoice-fixtures.ts';
import { fixedExtractor } from '../testing/payment-fixtures.ts';
import { type TestApp, createTestApp } from '../testing/test-app.ts';
import { migrationsFolder } from './migrate.ts';
import { invoiceStatusHistory, invoices } from './schema.ts';

let t: TestApp;
let a: Session & { buyerId: number };
beforeAll(async () => {
  t = await createTestApp({ invoiceExtractor: fixedExtractor() });
  t.clock.set(BASE_TIME);
  a = await registeredBuyer(t);
});
afterAll(() => t.close());

/** The data part of migration 0007 (its ALTERs already ran when the test database was made). */
function backfillStatements(): string[] {
  const file = readFileSync(join(migrationsFolder(), '0007_invoice_captured_and_transferred_on.sql'), 'utf8');
  return file
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => s && !s.startsWith('ALTER TABLE'));
}

describe('migration 0007 backfills the days captures and transfers happened', () => {
  it('from the status history (JST days), else from the last change; untouched where nothing happened', async () => {
    const inReview = await createdPayment(t, a);
    const reserved = await createdPayment(t, a);
    const transferred = await createdPayment(t, a);
    const refunded = await createdPayment(t, a);
    const voided = await createdPayment(t, a);
    const old = await createdPayment(t, a);
    // Captured at 23:30 UTC on 2 Dec: already the 3rd in Japan.
    t.clock.set(new Date('2026-12-02T23:30:00Z'));
    await operatorMoves(t, reserved.id, ['check', 'complete']);
    await operatorMoves(t, transferred.id, ['check', 'complete']);
    await operatorMoves(t, refunded.id, ['check', 'complete']);
    await operatorMoves(t, old.id, ['check', 'complete']);
    t.clock.set(new Date('2026-12-11T10:00:00+09:00'));
    await operatorMoves(t, transferred.id, ['transfer']);
    await operatorMoves(t, refunded.id, ['cancel_completed']);
    await operatorMoves(t, voided.id, ['cancel']);
    await operatorMoves(t, old.id, ['transfer']);

    // As the rows were before 0007: no dates; and one transferred payment from before the history.
    const ids = [inReview, reserved, transferred, refunded, voided, old].map((p) => p.id);
    await t.db.update(invoices).set({ capturedOn: null, transferredOn: null }).where(inArray(invoices.id, ids));
    await t.db.delete(invoiceStatusHistory).where(eq(invoiceStatusHistory.invoiceId, old.id));
    await t.db
      .update(invoices)
      .set({ updatedAt: new Date('2026-12-14T16:00:00Z') })
      .where(eq(invoices.id, old.id));

    for (const statement of backfillStatements()) await t.db.execute(sql.raw(statement));

    const rows = await t.db
      .select({ id: invoices.id, capturedOn: invoices.capturedOn, transferredOn: invoices.transferredOn })
      .from(invoices)
      .where(inArray(invoices.id, ids));
    const byId = new Map(rows.map((r) => [r.id, [r.capturedOn, r.transferredOn]]));
    expect(byId.get(inReview.id)).toEqual([null, null]);
    expect(byId.get(reserved.id)).toEqual(['2026-12-03', null]);
    expect(byId.get(transferred.id)).toEqual(['2026-12-03', '2026-12-11']);
    // Cancelled after the capture: the capture day stays (the page says 返金済み).
    expect(byId.get(refunded.id)).toEqual(['2026-12-03', null]);
    expect(byId.get(voided.id)).toEqual([null, null]);
    // No history: the last change (16:00 UTC on the 14th = the 15th in Japan) for both.
    expect(byId.get(old.id)).toEqual(['2026-12-15', '2026-12-15']);
  });
});
