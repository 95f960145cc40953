import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { invoices, requestKeys } from '../../../db/schema.ts';

/** A request key with the request (invoice) it belongs to; with `lock`, both rows stay locked for the transaction. */
export async function findRequestKey(tx: Tx, key: string, options: { lock?: boolean } = {}) {
  const query = tx
    .select({ key: requestKeys, invoice: invoices })
    .from(requestKeys)
    .innerJoin(invoices, eq(invoices.id, requestKeys.invoiceId))
    .where(eq(requestKeys.key, key))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export type RequestKeyWithInvoice = NonNullable<Awaited<ReturnType<typeof findRequestKey>>>;
