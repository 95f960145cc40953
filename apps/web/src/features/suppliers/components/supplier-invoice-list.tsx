import { INVOICE_STATUS_LABELS } from '@icp/domain';
import type { InvoiceStatus } from '@icp/domain';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/query-state.tsx';
import { formatAmount, formatDate } from '../../../lib/format.ts';
import { transferDateRow } from '../../../lib/payment-status-labels.ts';
import type { SupplierInvoice } from '../api/get-supplier-invoices.ts';

export const invoiceStatusTone = (s: InvoiceStatus) =>
  s === 'TransferCompleted'
    ? 'green'
    : s === 'Cancel' || s === 'Expired'
      ? 'slate'
      : s === 'InProgressExaminationCompleted'
        ? 'blue'
        : 'amber';

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge tone={invoiceStatusTone(status)}>{INVOICE_STATUS_LABELS[status]}</Badge>;
}

/** A supplier's payments: display id, status, amount, transfer date; each row opens its summary. */
export function SupplierInvoiceList({
  invoices,
  hrefOf,
}: {
  invoices: readonly SupplierInvoice[];
  hrefOf: (invoice: SupplierInvoice) => string;
}) {
  return (
    <ul className="divide-y divide-slate-100">
      {invoices.map((inv) => {
        // 振込予定日 until the transfer, then the day it was made; none for a cancelled one.
        const transfer = transferDateRow(inv.status, inv);
        return (
          <li key={inv.id}>
            <Link to={hrefOf(inv)} className="flex items-center gap-4 px-4 py-4 transition-colors hover:bg-slate-50 sm:px-6">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-mono text-sm font-semibold text-slate-900">{inv.display_id}</span>
                  <InvoiceStatusBadge status={inv.status} />
                </div>
                <p className="mt-1 text-xs text-slate-500">
                  {transfer ? `${transfer.label} ${formatDate(transfer.date)}　` : ''}申請日 {formatDate(inv.created_at)}
                </p>
              </div>
              <span className="text-right text-base font-bold text-slate-900 tabular-nums">{formatAmount(inv.amount)}</span>
              <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
