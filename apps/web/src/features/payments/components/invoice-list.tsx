import { INVOICE_STATUS_LABELS } from '@icp/domain';
import type { InvoiceStatus } from '@icp/domain';
import { useQuery } from '@tanstack/react-query';
import type { InvoiceTab } from '@icp/domain';
import { ChevronRight, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Badge, ListError, ListLoading } from '../../../components/ui/query-state.tsx';
import { formatAmount, formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import type { PaymentListTab } from '../../../lib/paths.ts';
import { usePageParam } from '../../../lib/search-params.ts';
import { invoicesQueryOptions } from '../api/get-invoices.ts';
import type { InvoiceListItem } from '../api/get-invoices.ts';

const statusTone = (s: InvoiceStatus) =>
  s === 'TransferCompleted'
    ? 'green'
    : s === 'Cancel' || s === 'Expired'
      ? 'slate'
      : s === 'InProgressExaminationCompleted'
        ? 'blue'
        : 'amber';

function InvoiceRow({ invoice, listTab }: { invoice: InvoiceListItem; listTab: PaymentListTab }) {
  return (
    <li>
      <Link
        to={paths.paymentDetail(listTab, invoice.id)}
        className="flex items-center gap-4 px-4 py-4 transition-colors hover:bg-slate-50 sm:px-6"
      >
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-xs text-slate-500">{invoice.display_id}</span>
            <Badge tone={statusTone(invoice.status)}>{INVOICE_STATUS_LABELS[invoice.status]}</Badge>
            {invoice.is_action_required ? <Badge tone="red">要対応</Badge> : null}
          </div>
          <p className="mt-1 truncate font-semibold text-slate-900">{invoice.supplier_name ?? '支払先未設定'}</p>
          <p className="text-xs text-slate-500">
            振込予定日 {formatDate(invoice.transfer_date)}　申請日 {formatDate(invoice.created_at)}
          </p>
        </div>
        <span className="text-right text-base font-bold text-slate-900 tabular-nums">{formatAmount(invoice.amount)}</span>
        <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
      </Link>
    </li>
  );
}

export function NoPayments({ children }: { children?: string }) {
  return (
    <EmptyState
      icon={FileText}
      title="まだ支払がありません"
      action={<ButtonLink to={paths.paymentsCreate()}>請求書をアップロードして支払う</ButtonLink>}
    >
      {children ?? '請求書をアップロードすると、カード払いの申請ができます。'}
    </EmptyState>
  );
}

/** One spec §4 tab's invoices, paged by ?page=. */
export function InvoiceList({
  tab,
  listTab,
  heading,
  emptyText,
  paged = true,
  hideWhenEmpty = false,
}: {
  tab: InvoiceTab;
  listTab: PaymentListTab;
  heading?: string;
  emptyText?: string;
  paged?: boolean;
  hideWhenEmpty?: boolean;
}) {
  const pageParam = usePageParam();
  const page = paged ? { from: pageParam.from, size: pageParam.size } : { from: 0, size: 100 };
  const query = useQuery(invoicesQueryOptions(tab, page));
  if (hideWhenEmpty && query.data?.total_count === 0) return null;
  return (
    <section aria-label={heading} className="mb-6">
      {heading ? <h2 className="mb-2 text-base font-bold text-slate-900">{heading}</h2> : null}
      <Card flush>
        {query.isPending ? (
          <ListLoading />
        ) : query.isError ? (
          <ListError onRetry={() => void query.refetch()} />
        ) : query.data.invoices.length === 0 ? (
          <NoPayments>{emptyText}</NoPayments>
        ) : (
          <ul className="divide-y divide-slate-100">
            {query.data.invoices.map((inv) => (
              <InvoiceRow key={inv.id} invoice={inv} listTab={listTab} />
            ))}
          </ul>
        )}
      </Card>
      {paged && query.data ? (
        <Pager page={pageParam.page} size={pageParam.size} total={query.data.total_count} onPage={pageParam.setPage} />
      ) : null}
    </section>
  );
}
