import {
  TRANSFER_BATCH_STATUS_LABELS,
  TRANSFER_FAILURE_LABELS,
  TRANSFER_LINE_STATUS_LABELS,
  type TransferBatchSummary,
  type TransferFailureCode,
  type TransferLine,
  type TransferLineStatus,
} from '@icp/contract';
import { closedDayReason, invoiceDisplayId } from '@icp/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { bankClosedDays, transferBatches } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { nationalHolidays } from '../banks/closed-days.ts';

export type BatchRow = typeof transferBatches.$inferSelect;

export const batchNotFound = () => new AppError('not_found', { userMessage: '振込バッチが見つかりません。' });
export const lineNotFound = () => new AppError('not_found', { userMessage: '振込明細が見つかりません。' });

/** Rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Why banks are closed on the date (weekend, holiday, 年末年始, an operator's extra day), or null. */
export async function closedReasonOf(tx: Tx, isoDate: string): Promise<string | null> {
  const extra = await tx.select().from(bankClosedDays).where(eq(bankClosedDays.date, isoDate));
  return closedDayReason(isoDate, nationalHolidays, new Map(extra.map((d) => [d.date, d.reason])));
}

/** The batch row, locked for the caller's change (404 when it does not exist). */
export async function lockBatch(tx: Tx, batchId: number): Promise<BatchRow> {
  const [row] = await tx.select().from(transferBatches).where(eq(transferBatches.id, batchId)).limit(1).for('update');
  if (!row) throw batchNotFound();
  return row;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** The summary the console shows: the batch, who did what, line counts and totals, the frozen file. */
export async function batchSummary(tx: Tx, batchId: number): Promise<TransferBatchSummary> {
  const [row] = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      select b.id, b.transfer_date::text as transfer_date, b.status, b.channel, b.approved_at, b.sent_on::text as sent_on,
             b.line_count, b.total_amount, b.file_name, b.file_sha256, octet_length(b.file_bytes) as file_size,
             b.bank_request_id, b.created_at, b.updated_at,
             b.created_by, cb.name as created_by_name, b.approved_by, ab.name as approved_by_name,
             b.sent_by, sb.name as sent_by_name,
             c.pending, c.excluded, c.released, c.done, c.failed, c.payable_count, c.payable_total
      from transfer_batches b
      left join operators cb on cb.id = b.created_by
      left join operators ab on ab.id = b.approved_by
      left join operators sb on sb.id = b.sent_by
      cross join lateral (
        select count(*) filter (where l.status = 'pending') as pending,
               count(*) filter (where l.status = 'excluded') as excluded,
               count(*) filter (where l.status = 'released') as released,
               count(*) filter (where l.status = 'done') as done,
               count(*) filter (where l.status = 'failed') as failed,
               count(*) filter (where l.status in ('pending', 'done', 'failed')) as payable_count,
               coalesce(sum(l.amount) filter (where l.status in ('pending', 'done', 'failed')), 0) as payable_total
        from transfer_batch_lines l where l.batch_id = b.id
      ) c
      where b.id = ${batchId}`),
  );
  if (!row) throw batchNotFound();
  const n = (key: string) => Number(row[key] ?? 0);
  const ref = (idKey: string, nameKey: string) =>
    row[idKey] === null || row[idKey] === undefined ? null : { id: Number(row[idKey]), name: String(row[nameKey] ?? '') };
  const status = row['status'] as TransferBatchSummary['status'];
  const transferDate = String(row['transfer_date']);
  return {
    id: n('id'),
    transfer_date: transferDate,
    status,
    status_label: TRANSFER_BATCH_STATUS_LABELS[status],
    channel: row['channel'] as TransferBatchSummary['channel'],
    created_by: ref('created_by', 'created_by_name'),
    approved_by: ref('approved_by', 'approved_by_name'),
    approved_at: iso(row['approved_at'] as Date | null),
    sent_on: (row['sent_on'] as string | null) ?? null,
    sent_by: ref('sent_by', 'sent_by_name'),
    line_count: n('payable_count'),
    total_amount: n('payable_total'),
    counts: { pending: n('pending'), excluded: n('excluded'), released: n('released'), done: n('done'), failed: n('failed') },
    file:
      row['file_name'] === null
        ? null
        : {
            name: String(row['file_name']),
            sha256: String(row['file_sha256']),
            size: n('file_size'),
            line_count: n('line_count'),
            total_amount: n('total_amount'),
          },
    bank_request_id: (row['bank_request_id'] as string | null) ?? null,
    closed_reason: await closedReasonOf(tx, transferDate),
    created_at: iso(row['created_at'] as Date)!,
    updated_at: iso(row['updated_at'] as Date)!,
  };
}

/** One page of a batch's lines (in line order), with who they pay and for whom. */
export async function batchLines(
  tx: Tx,
  input: { batchId: number; status?: TransferLineStatus | undefined; lineId?: number; limit: number; offset: number },
): Promise<{ lines: TransferLine[]; totalCount: number }> {
  const statusFilter = input.status ? sql`and l.status = ${input.status}` : sql``;
  const lineFilter = input.lineId !== undefined ? sql`and l.id = ${input.lineId}` : sql``;
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      select l.*, l.transferred_on::text as transferred_on_text,
             coalesce(c.corporate_name, sp.business_name, '') as buyer_name, s.name as supplier_name, o.name as decided_by_name
      from transfer_batch_lines l
      join invoices i on i.id = l.invoice_id
      left join suppliers s on s.id = i.supplier_id
      left join corporations c on c.buyer_id = l.buyer_id
      left join sole_proprietors sp on sp.buyer_id = l.buyer_id
      left join operators o on o.id = l.decided_by
      where l.batch_id = ${input.batchId} ${statusFilter} ${lineFilter}
      order by l.id
      limit ${input.limit} offset ${input.offset}`),
  );
  const [count] = rowsOf<{ n: string | number }>(
    await tx.execute(
      sql`select count(*) as n from transfer_batch_lines l where l.batch_id = ${input.batchId} ${statusFilter} ${lineFilter}`,
    ),
  );
  return { lines: rows.map(toLine), totalCount: Number(count?.n ?? 0) };
}

function toLine(row: Record<string, unknown>): TransferLine {
  const status = row['status'] as TransferLineStatus;
  const failureCode = (row['failure_code'] as TransferFailureCode | null) ?? null;
  return {
    id: Number(row['id']),
    invoice_id: Number(row['invoice_id']),
    display_id: invoiceDisplayId(Number(row['invoice_id'])),
    buyer_id: Number(row['buyer_id']),
    buyer_name: String(row['buyer_name'] ?? ''),
    supplier_name: (row['supplier_name'] as string | null) ?? null,
    amount: Number(row['amount']),
    bank_code: String(row['bank_code']),
    bank_name: String(row['bank_name']),
    branch_code: String(row['branch_code']),
    branch_name: String(row['branch_name']),
    account_type: String(row['account_type']),
    account_number: String(row['account_number']),
    holder_name: String(row['holder_name']),
    status,
    status_label: TRANSFER_LINE_STATUS_LABELS[status],
    reason: (row['reason'] as string | null) ?? null,
    failure_code: failureCode,
    failure_label: failureCode ? TRANSFER_FAILURE_LABELS[failureCode] : null,
    transferred_on: (row['transferred_on_text'] as string | null) ?? null,
    decided_by:
      row['decided_by'] === null || row['decided_by'] === undefined
        ? null
        : { id: Number(row['decided_by']), name: String(row['decided_by_name'] ?? '') },
    decided_at: iso(row['decided_at'] as Date | string | null),
  };
}

/** One line of a batch, as the console shows it (404 when it is not in that batch). */
export async function batchLine(tx: Tx, batchId: number, lineId: number): Promise<TransferLine> {
  const { lines } = await batchLines(tx, { batchId, lineId, limit: 1, offset: 0 });
  if (!lines[0]) throw lineNotFound();
  return lines[0];
}
