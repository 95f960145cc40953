import type { invoicesQuerySchema } from '@icp/contract';
import type { z } from 'zod';
import { AppError } from '../../../platform/app-error.ts';
import type { InvoiceListFilter } from './list-invoices.ts';

type InvoicesQuery = z.infer<typeof invoicesQuerySchema>;

function refused(field: string, message: string): AppError {
  return new AppError('validation_error', { userMessage: message, errors: [{ field, message }] });
}

/** 2026-02-30 matches YYYY-MM-DD but is no date; PostgreSQL would fail on it, so it stops here. */
function isRealDate(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/** GET /invoices query → the repository's filter, refusing ranges that can match nothing by mistake. */
export function invoiceListFilter(buyerId: number, query: InvoicesQuery): InvoiceListFilter {
  for (const field of ['date_from', 'date_to'] as const) {
    const value = query[field];
    if (value !== undefined && !isRealDate(value)) throw refused(field, '日付が正しくありません。');
  }
  if (query.amount_min !== undefined && query.amount_max !== undefined && query.amount_min > query.amount_max)
    throw refused('amount_min', '金額の下限は上限以下で指定してください。');
  if (query.date_from !== undefined && query.date_to !== undefined && query.date_from > query.date_to)
    throw refused('date_from', '開始日は終了日以前の日付で指定してください。');
  return {
    buyerId,
    statuses: query.status,
    types: query.type,
    isActionRequired: query.is_action_required,
    supplierId: query.supplier_id,
    q: query.q || undefined,
    amountMin: query.amount_min,
    amountMax: query.amount_max,
    dateFrom: query.date_from,
    dateTo: query.date_to,
    from: query.from,
    size: query.size,
  };
}
