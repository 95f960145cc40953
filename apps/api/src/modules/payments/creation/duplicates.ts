import type { DuplicateMatch, DuplicateReason } from '@icp/contract';
import { invoiceDisplayId, invoiceStatusLabel, INVOICE_STATUS, invoiceStatusName } from '@icp/domain';
import { and, desc, eq, gte, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { invoiceFiles, invoices, suppliers } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';

/** Earlier payments older than this are not compared (ADR 0013: "recent"). */
export const DUPLICATE_LOOKBACK_DAYS = 365;
/** Enough to show on the confirm step; more would not help the buyer decide. */
const MAX_MATCHES = 5;

/** What a new payment is compared on; every field is the buyer's own input. */
export interface DuplicateProbe {
  buyerId: number;
  supplierId: number;
  amount: number;
  dueDate: string;
  invoiceNumber?: string | null | undefined;
  fileId?: number | null | undefined;
  now: Date;
}

/**
 * The buyer's earlier payments this one looks like (ADR 0013): the same supplier and invoice
 * number, the same file bytes (sha256), or the same supplier, amount and due date. Cancelled and
 * expired payments, and those created more than a year ago, do not count. Always scoped by the
 * buyer: another buyer's payments never appear.
 */
export async function findLikelyDuplicates(tx: Tx, probe: DuplicateProbe): Promise<DuplicateMatch[]> {
  const number = probe.invoiceNumber?.trim().toLowerCase() || null;
  const [file] = probe.fileId
    ? await tx
        .select({ sha256: invoiceFiles.sha256 })
        .from(invoiceFiles)
        .where(and(eq(invoiceFiles.id, probe.fileId), eq(invoiceFiles.buyerId, probe.buyerId)))
        .limit(1)
    : [];
  const sameFileIds = file
    ? tx
        .select({ id: invoiceFiles.id })
        .from(invoiceFiles)
        .where(and(eq(invoiceFiles.buyerId, probe.buyerId), eq(invoiceFiles.sha256, file.sha256)))
    : null;

  const sameNumber = number
    ? and(eq(invoices.supplierId, probe.supplierId), sql`lower(${invoices.invoiceNumber}) = ${number}`)
    : undefined;
  const sameFile = sameFileIds ? inArray(invoices.fileId, sameFileIds) : undefined;
  const sameAmountAndDue = and(
    eq(invoices.supplierId, probe.supplierId),
    eq(invoices.amount, probe.amount),
    eq(invoices.dueDate, probe.dueDate),
  );
  const since = new Date(probe.now.getTime() - DUPLICATE_LOOKBACK_DAYS * 24 * 60 * 60 * 1000);

  const rows = await tx
    .select({
      id: invoices.id,
      type: invoices.type,
      status: invoices.status,
      isActionRequired: invoices.isActionRequired,
      supplierId: invoices.supplierId,
      supplierName: suppliers.name,
      amount: invoices.amount,
      dueDate: invoices.dueDate,
      invoiceNumber: invoices.invoiceNumber,
      fileSha256: invoiceFiles.sha256,
      createdAt: invoices.createdAt,
    })
    .from(invoices)
    .leftJoin(suppliers, eq(suppliers.id, invoices.supplierId))
    .leftJoin(invoiceFiles, eq(invoiceFiles.id, invoices.fileId))
    .where(
      and(
        eq(invoices.buyerId, probe.buyerId),
        notInArray(invoices.status, [INVOICE_STATUS.Cancel, INVOICE_STATUS.Expired]),
        gte(invoices.createdAt, since),
        or(sameNumber, sameFile, sameAmountAndDue),
      ),
    )
    .orderBy(desc(invoices.id))
    .limit(MAX_MATCHES);

  return rows.map((row) => {
    const reasons: DuplicateReason[] = [];
    if (number && row.supplierId === probe.supplierId && row.invoiceNumber?.toLowerCase() === number)
      reasons.push('invoice_number');
    if (file && row.fileSha256 === file.sha256) reasons.push('file');
    if (row.supplierId === probe.supplierId && row.amount === probe.amount && row.dueDate === probe.dueDate)
      reasons.push('amount_due_date');
    const status = invoiceStatusName(row.status);
    return {
      id: row.id,
      display_id: invoiceDisplayId(row.id),
      type: row.type,
      status,
      is_action_required: row.isActionRequired,
      status_label: invoiceStatusLabel(status),
      supplier_name: row.supplierName,
      amount: row.amount,
      due_date: row.dueDate,
      invoice_number: row.invoiceNumber,
      created_at: row.createdAt.toISOString(),
      reasons,
    };
  });
}

/** 409 possible_duplicate: the error body carries the matches, so the client can show them. */
export class PossibleDuplicateError extends AppError {
  readonly duplicates: DuplicateMatch[];

  constructor(duplicates: DuplicateMatch[]) {
    super('possible_duplicate');
    this.duplicates = duplicates;
  }

  override toBody() {
    return { ...super.toBody(), duplicates: this.duplicates };
  }
}
