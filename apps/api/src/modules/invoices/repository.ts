import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { invoiceDisplayId } from '@icp/domain';
import type { Tx } from '../../db/client.ts';
import { invoices, suppliers } from '../../db/schema.ts';
import { type InvoiceStatusName, invoiceStatusName, invoiceStatusValue } from './invoice-status.ts';

export interface InvoiceListFilter {
  buyerId: number;
  statuses?: InvoiceStatusName[] | undefined;
  types?: (typeof invoices.$inferSelect)['type'][] | undefined;
  isActionRequired?: boolean | undefined;
  supplierId?: number | undefined;
  from: number;
  size: number;
}

function conditions(filter: InvoiceListFilter): SQL {
  const parts: SQL[] = [eq(invoices.buyerId, filter.buyerId)];
  if (filter.statuses?.length) parts.push(inArray(invoices.status, filter.statuses.map(invoiceStatusValue)));
  if (filter.types?.length) parts.push(inArray(invoices.type, filter.types));
  if (filter.isActionRequired !== undefined) parts.push(eq(invoices.isActionRequired, filter.isActionRequired));
  if (filter.supplierId !== undefined) parts.push(eq(invoices.supplierId, filter.supplierId));
  return and(...parts)!;
}

/** GET /invoices: one buyer's payments, those needing the buyer's action first. */
export async function listInvoices(tx: Tx, filter: InvoiceListFilter) {
  const where = conditions(filter);
  const [counts] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      actionRequired: sql<number>`(count(*) filter (where ${invoices.isActionRequired}))::int`,
    })
    .from(invoices)
    .where(where);
  const rows =
    (counts?.total ?? 0) === 0
      ? []
      : await tx
          .select({
            id: invoices.id,
            type: invoices.type,
            status: invoices.status,
            isActionRequired: invoices.isActionRequired,
            supplierName: suppliers.name,
            amount: invoices.amount,
            transferDate: invoices.transferDate,
            createdAt: invoices.createdAt,
          })
          .from(invoices)
          .leftJoin(suppliers, and(eq(suppliers.id, invoices.supplierId), eq(suppliers.buyerId, invoices.buyerId)))
          .where(where)
          .orderBy(desc(invoices.isActionRequired), desc(invoices.id))
          .offset(filter.from)
          .limit(filter.size);
  return {
    total_count: counts?.total ?? 0,
    total_count_is_action_required: counts?.actionRequired ?? 0,
    invoices: rows.map((r) => ({
      id: r.id,
      display_id: invoiceDisplayId(r.id),
      type: r.type,
      status: invoiceStatusName(r.status),
      is_action_required: r.isActionRequired,
      supplier_name: r.supplierName,
      amount: r.amount,
      transfer_date: r.transferDate,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
