import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { Link, useOutlet } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { ListError, ListLoading } from '../../../components/ui/query-state.tsx';
import { formatAmount, formatDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { usePageParam } from '../../../lib/search-params.ts';
import { draftsQueryOptions } from '../api/get-drafts.ts';
import { NoPayments } from '../components/invoice-list.tsx';
import { PaymentsFrame } from '../components/payments-frame.tsx';

/** /payments/draft: GET /drafts. */
export function Component() {
  const outlet = useOutlet();
  const { page, setPage, from, size } = usePageParam();
  const query = useQuery({ ...draftsQueryOptions({ from, size }), enabled: !outlet });
  if (outlet) return outlet;
  return (
    <PaymentsFrame title="下書き">
      <Card flush>
        {query.isPending ? (
          <ListLoading />
        ) : query.isError ? (
          <ListError onRetry={() => void query.refetch()} />
        ) : query.data.drafts.length === 0 ? (
          <NoPayments>保存した下書きはありません。支払の入力途中で保存すると、ここから再開できます。</NoPayments>
        ) : (
          <ul className="divide-y divide-slate-100">
            {query.data.drafts.map((d) => (
              <li key={d.id}>
                <Link
                  to={paths.paymentDetail('draft', d.id)}
                  className="flex items-center gap-4 px-4 py-4 hover:bg-slate-50 sm:px-6"
                >
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold text-slate-900">{d.supplier_name ?? '支払先未設定'}</p>
                    <p className="text-xs text-slate-500">最終更新 {formatDateTime(d.updated_at)}</p>
                  </div>
                  <span className="font-bold text-slate-900 tabular-nums">{formatAmount(d.amount)}</span>
                  <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {query.data ? <Pager page={page} size={size} total={query.data.count} onPage={setPage} /> : null}
    </PaymentsFrame>
  );
}
