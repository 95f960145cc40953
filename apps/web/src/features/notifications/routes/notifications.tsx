import { useQuery } from '@tanstack/react-query';
import { Bell, ChevronRight } from 'lucide-react';
import { Link, useOutlet } from 'react-router';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { ListError, ListLoading } from '../../../components/ui/query-state.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { usePageParam } from '../../../lib/search-params.ts';
import { notificationsQueryOptions } from '../api/get-notifications.ts';
import { CategoryBadge, unreadFirst } from '../components/category.tsx';

/** /notifications: GET /users/notifications, unread first then newest; /notifications/:id renders instead when open. */
export function Component() {
  const outlet = useOutlet();
  const { page, setPage, from, size } = usePageParam();
  const query = useQuery({ ...notificationsQueryOptions({ from, size }), enabled: !outlet });
  if (outlet) return outlet;
  return (
    <>
      <PageHeader title="お知らせ" lead={query.data ? `未読 ${query.data.count_unread}件` : undefined} />
      <Card flush>
        {query.isPending ? (
          <ListLoading />
        ) : query.isError ? (
          <ListError onRetry={() => void query.refetch()} />
        ) : query.data.notifications.length === 0 ? (
          <EmptyState icon={Bell} title="お知らせはありません">
            支払の審査結果やサービスからのご案内が届くと、ここに表示されます。
          </EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100">
            {unreadFirst(query.data.notifications).map((n) => (
              <li key={n.id}>
                <Link to={paths.notification(n.id)} className="flex items-center gap-4 px-4 py-4 hover:bg-slate-50 sm:px-6">
                  <span
                    className={cn('size-2 shrink-0 rounded-full', n.is_read ? 'bg-transparent' : 'bg-red-500')}
                    aria-hidden="true"
                  />
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                      <CategoryBadge category={n.category} />
                      <time dateTime={n.published_at}>{formatDateTime(n.published_at)}</time>
                      {n.is_read ? null : <span className="font-semibold text-red-600">未読</span>}
                    </div>
                    <p className={cn('mt-1 truncate text-slate-900', !n.is_read && 'font-semibold')}>{n.title}</p>
                  </div>
                  <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {query.data ? <Pager page={page} size={size} total={query.data.count_all} onPage={setPage} /> : null}
    </>
  );
}
