import type { InvoiceTab } from '@icp/domain';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, FileText, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Pager } from '../../../../components/ui/pager.tsx';
import { Badge, ListError, ListLoading } from '../../../../components/ui/query-state.tsx';
import { formatAmount, formatDate, formatDateTime } from '../../../../lib/format.ts';
import { paths } from '../../../../lib/paths.ts';
import type { PaymentListTab } from '../../../../lib/paths.ts';
import { usePageParam } from '../../../../lib/search-params.ts';
import { invoicesQueryOptions } from '../../shared/api/get-invoices.ts';
import type { InvoiceFilters, InvoiceListItem } from '../../shared/api/get-invoices.ts';
import { hasFilters, withFilters } from './invoice-filters.ts';
import { InvoiceStatusBadge } from '../../shared/components/invoice-status-badge.tsx';

function InvoiceRow({ invoice, listTab }: { invoice: InvoiceListItem; listTab: PaymentListTab }) {
  const name = invoice.supplier_name ?? (invoice.type === 'InvoiceRequestBuyer' ? '請求元未設定' : '支払先未設定');
  return (
    <li>
      <Link
        to={paths.paymentDetail(listTab, invoice.id)}
        className="flex items-center gap-3 px-4 py-4 transition-colors hover:bg-slate-50 sm:gap-4 sm:px-6"
      >
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-xs text-slate-500">{invoice.display_id}</span>
            <InvoiceStatusBadge invoice={invoice} />
            {invoice.is_action_required ? <Badge tone="red">要対応</Badge> : null}
          </div>
          <span className="mt-1 block truncate font-semibold text-slate-900">{name}</span>
          <p className="flex flex-wrap gap-x-3 text-xs text-slate-500">
            {invoice.transfer_date ? (
              <span className="whitespace-nowrap">振込予定日 {formatDate(invoice.transfer_date)}</span>
            ) : null}
            {listTab === 'waiting' && invoice.request_expires_at ? (
              <span className="whitespace-nowrap">
                {/* Until when the request can be paid by card (not the invoice's own お支払期限). */}
                有効期限 {formatDateTime(invoice.request_expires_at)}
              </span>
            ) : null}
            <span className="whitespace-nowrap">
              {listTab === 'waiting' ? '受付日' : '申請日'} {formatDate(invoice.created_at)}
            </span>
          </p>
        </div>
        <span className="text-right text-base font-bold text-slate-900 tabular-nums">{formatAmount(invoice.amount)}</span>
        <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
      </Link>
    </li>
  );
}

/**
 * An empty payments tab. The title is required and names the tab: a general 「まだ支払がありません」
 * was false on a tab that is empty while other tabs hold payments.
 */
export function NoPayments({ children, title, action }: { children: string; title: string; action?: ReactNode }) {
  return (
    <EmptyState
      icon={FileText}
      title={title}
      action={action === undefined ? <ButtonLink to={paths.paymentsCreate()}>請求書をアップロードして支払う</ButtonLink> : action}
    >
      {children}
    </EmptyState>
  );
}

function NoMatches() {
  const [, setParams] = useSearchParams();
  return (
    <EmptyState
      icon={SearchX}
      title="条件に一致する支払はありません"
      action={
        <Button variant="secondary" onClick={() => setParams((prev) => withFilters(prev, {}))}>
          条件をクリア
        </Button>
      }
    >
      条件を変えて絞り込むか、条件をクリアしてください。
    </EmptyState>
  );
}

/** One spec §4 tab's invoices with the list's filters, paged by ?page=. */
export function InvoiceList({
  tab,
  listTab,
  heading,
  emptyTitle,
  emptyText,
  emptyAction,
  filters = {},
  paged = true,
  hideWhenEmpty = false,
}: {
  tab: InvoiceTab;
  listTab: PaymentListTab;
  heading?: string;
  /** What this tab holds, e.g. 「審査中の支払はありません」: true whatever the other tabs hold. */
  emptyTitle: string;
  emptyText: string;
  /** null: no call to action in the empty state. */
  emptyAction?: ReactNode;
  filters?: InvoiceFilters;
  paged?: boolean;
  hideWhenEmpty?: boolean;
}) {
  const pageParam = usePageParam();
  const page = paged ? { from: pageParam.from, size: pageParam.size } : { from: 0, size: 100 };
  const query = useQuery(invoicesQueryOptions(tab, page, filters));
  if (hideWhenEmpty && query.data?.total_count === 0) return null;
  const headingId = heading ? `invoice-list-${tab}` : undefined;
  return (
    <section aria-labelledby={headingId} aria-busy={query.isFetching || undefined} className="mb-6">
      {heading ? (
        <h2 id={headingId} className="mb-2 text-base font-bold text-slate-900">
          {heading}
        </h2>
      ) : null}
      <Card flush>
        {query.isPending ? (
          <ListLoading />
        ) : query.isError ? (
          <ListError onRetry={() => void query.refetch()} />
        ) : query.data.invoices.length === 0 ? (
          hasFilters(filters) ? (
            <NoMatches />
          ) : (
            <NoPayments title={emptyTitle} action={emptyAction}>
              {emptyText}
            </NoPayments>
          )
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
