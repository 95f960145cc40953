import { BUSINESS_FORM_LABELS, SUPPLIER_STATUS_LABELS } from '@icp/domain';
import type { SupplierStatusGroup } from '@icp/domain';
import { useQuery } from '@tanstack/react-query';
import { Building2, ChevronRight, Plus } from 'lucide-react';
import { Link, NavLink, useOutlet, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Badge, ListError, ListLoading } from '../../../components/ui/query-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { parseEnumParam, usePageParam } from '../../../lib/search-params.ts';
import { useStatsStore } from '../../../lib/session/stats-store.ts';
import { suppliersQueryOptions } from '../api/get-suppliers.ts';

const STATUS_VALUES = ['enable', 'disable'] as const;

const GROUPS: readonly { group: SupplierStatusGroup; label: string }[] = [
  { group: 'enable', label: '利用中' },
  { group: 'disable', label: '利用不可' },
];

/** /suppliers?status=enable|disable; its children (/suppliers/:id/…) render instead when open. */
export function Component() {
  const outlet = useOutlet();
  const [params] = useSearchParams();
  const group = parseEnumParam(params.get('status'), STATUS_VALUES, 'enable');
  const { page, setPage, from, size } = usePageParam();
  const stats = useStatsStore((s) => s.stats);
  const query = useQuery({ ...suppliersQueryOptions(group, { from, size }), enabled: !outlet });
  if (outlet) return outlet;
  const counts: Record<SupplierStatusGroup, number> = {
    enable: stats.suppliersEnableCount,
    disable: stats.suppliersDisableCount,
  };
  return (
    <>
      <PageHeader
        title="登録済み支払先"
        lead="請求書の支払先（振込先）として登録した事業者です。"
        actions={
          <ButtonLink to={paths.supplierAddCompany()}>
            <Plus className="size-4" aria-hidden="true" />
            支払先を登録する
          </ButtonLink>
        }
      />
      <nav aria-label="支払先の状態" className="mb-4">
        <ul className="flex gap-1 border-b border-slate-200">
          {GROUPS.map((g) => (
            <li key={g.group}>
              <NavLink
                to={paths.suppliers(g.group)}
                aria-current={g.group === group ? 'page' : undefined}
                className={cn(
                  'relative flex h-11 items-center gap-2 px-4 text-sm font-medium',
                  g.group === group
                    ? 'text-brand-700 after:absolute after:inset-x-2 after:-bottom-px after:h-0.5 after:rounded-full after:bg-brand-600'
                    : 'text-slate-600 hover:text-slate-900',
                )}
              >
                {g.label}
                <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-600 tabular-nums">{counts[g.group]}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Card flush>
        {query.isPending ? (
          <ListLoading />
        ) : query.isError ? (
          <ListError onRetry={() => void query.refetch()} />
        ) : query.data.suppliers.length === 0 ? (
          group === 'enable' ? (
            <EmptyState
              icon={Building2}
              title="まだ支払先が登録されていません"
              action={<ButtonLink to={paths.supplierAddCompany()}>支払先を登録する</ButtonLink>}
            >
              支払先の事業者と振込先口座を登録すると、請求書の支払に使えます。
            </EmptyState>
          ) : (
            <EmptyState icon={Building2} title="利用不可の支払先はありません" />
          )
        ) : (
          <ul className="divide-y divide-slate-100">
            {query.data.suppliers.map((s) => (
              <li key={s.id}>
                <Link to={paths.supplier(s.id)} className="flex items-center gap-4 px-4 py-4 hover:bg-slate-50 sm:px-6">
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <p className="truncate font-semibold text-slate-900">{s.name}</p>
                      <Badge tone={s.status === 'Approved' ? 'green' : s.status === 'Rejected' ? 'red' : 'amber'}>
                        {SUPPLIER_STATUS_LABELS[s.status]}
                      </Badge>
                    </div>
                    <p className="truncate text-xs text-slate-500">
                      {s.name_kana}　{BUSINESS_FORM_LABELS[s.business_form]}　登録日 {formatDate(s.created_at)}
                    </p>
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
