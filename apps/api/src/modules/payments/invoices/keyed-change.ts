import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { invoices } from '../../../db/schema.ts';
import { idempotencyMismatch } from '../../../platform/http/idempotency.ts';
import { invoiceNotFound } from '../queries/invoice-detail.ts';

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The start of a change to an invoice under an Idempotency-Key (correcting it, paying a request):
 * the row is locked, so repeats queue behind the first. The key and body hash are then stored on
 * the row (as POST /invoices does), so a repeat of the same body replays the answer and another
 * body with the same key — on this invoice or another — is 422.
 */
export async function lockForKeyedChange(
  tx: Tx,
  input: { buyerId: number; invoiceId: number; key: string; requestHash: string },
): Promise<{ row: InvoiceRow; replay: boolean }> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, input.invoiceId), eq(invoices.buyerId, input.buyerId)))
    .limit(1)
    .for('update');
  if (!row) throw invoiceNotFound();
  if (row.idempotencyKey === input.key) {
    if (row.requestHash !== input.requestHash) throw idempotencyMismatch();
    return { row, replay: true };
  }
  const [elsewhere] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.buyerId, input.buyerId), eq(invoices.idempotencyKey, input.key), ne(invoices.id, row.id)))
    .limit(1);
  if (elsewhere) throw idempotencyMismatch();
  return { row, replay: false };
}

/** Two invoices given one key at the same instant: the unique index stops the second; answer it as a reused key. */
export function isKeyTaken(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'invoices_idempotency_idx') return true;
  }
  return false;
}
