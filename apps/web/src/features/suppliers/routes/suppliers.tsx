import type { SupplierStatusGroup } from '@icp/domain';
import { useQuery } from '@tanstack/react-query';
import { Building2, ChevronRight, Landmark, Plus, SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { ListError, ListLoading } from '../../../components/ui/query-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { parseEnumParam, usePageParam } from '../../../lib/search-params.ts';
import { useStatsStore } from '../../../lib/session/stats-store.ts';
import { supplierCountQueryOptions, suppliersQueryOptions } from '../api/get-suppliers.ts';
import type { SupplierListItem } from '../api/get-suppliers.ts';
import { SupplierStatusBadge } from '../components/supplier-status-badge.tsx';

const STATUS_VALUES = ['enable', 'disable'] as const;
const SEARCH_DEBOUNCE_MS = 300;
const MAX_QUERY_LENGTH = 100;

const GROUPS: readonly { group: SupplierStatusGroup; label: string }[] = [
  { group: 'enable', label: '利用中' },
  { group: 'disable', label: '利用停止' },
];

const bankOf = (s: SupplierListItem) => (s.bank_name ? [s.bank_name, s.branch_name].filter(Boolean).join('　') : '未登録');

const tabHref = (group: SupplierStatusGroup, q: string) =>
  q ? `${paths.suppliers(group)}&${new URLSearchParams({ q })}` : paths.suppliers(group);

/** The search box: typed text reaches ?q= after a pause, and ?q= changes (back button) reach the box. */
function SupplierSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(q);
  const [lastQ, setLastQ] = useState(q);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  if (q !== lastQ) {
    setLastQ(q);
    setText(q);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <div role="search" className="mb-4 max-w-md">
      <TextField
        label="支払先を検索"
        type="search"
        placeholder="支払先名・カナで検索"
        maxLength={MAX_QUERY_LENGTH}
        value={text}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => {
            if (next.trim() !== q) onSearch(next.trim());
          }, SEARCH_DEBOUNCE_MS);
        }}
        autoComplete="off"
      />
    </div>
  );
}

function SupplierTable({ suppliers }: { suppliers: readonly SupplierListItem[] }) {
  const navigate = useNavigate();
  return (
    <table className="hidden w-full text-left text-sm lg:table">
      <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold text-slate-500">
        <tr>
          <th scope="col" className="px-6 py-3">
            支払先名
          </th>
          <th scope="col" className="px-4 py-3">
            状態
          </th>
          <th scope="col" className="px-4 py-3">
            振込先
          </th>
          <th scope="col" className="px-6 py-3 text-right">
            最終支払日
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {suppliers.map((s) => (
          <tr
            key={s.id}
            className="cursor-pointer hover:bg-slate-50"
            // The whole row is a target with the mouse; the name link is the keyboard's.
            onClick={(e) => {
              if (!(e.target as HTMLElement).closest('a')) void navigate(paths.supplier(s.id));
            }}
          >
            <td className="px-6 py-4">
              <Link to={paths.supplier(s.id)} className="font-semibold text-slate-900 hover:text-brand-700">
                {s.name}
              </Link>
              <p className="text-xs text-slate-500">{s.name_kana}</p>
            </td>
            <td className="px-4 py-4">
              <SupplierStatusBadge status={s.status} />
            </td>
            <td className="px-4 py-4 text-slate-700">{bankOf(s)}</td>
            <td className="px-6 py-4 text-right text-slate-700 tabular-nums">{formatDate(s.last_payment_date)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SupplierCards({ suppliers }: { suppliers: readonly SupplierListItem[] }) {
  return (
    <ul className="divide-y divide-slate-100 lg:hidden">
      {suppliers.map((s) => (
        <li key={s.id}>
          <Link to={paths.supplier(s.id)} className="flex items-center gap-3 px-4 py-4 hover:bg-slate-50 sm:px-6">
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="truncate font-semibold text-slate-900">{s.name}</span>
                <SupplierStatusBadge status={s.status} />
              </div>
              <p className="flex items-center gap-1.5 truncate text-xs text-slate-600">
                <Landmark className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
                {bankOf(s)}
              </p>
              <p className="text-xs text-slate-500">最終支払日 {formatDate(s.last_payment_date)}</p>
            </div>
            <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /suppliers?status=enable|disable&q=&page= (the index of /suppliers; /suppliers/:id/… are its siblings). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const group = parseEnumParam(params.get('status'), STATUS_VALUES, 'enable');
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const { page, setPage, from, size } = usePageParam();
  const stats = useStatsStore((s) => s.stats);
  const list = useQuery(suppliersQueryOptions({ group, q }, { from, size }));
  const enableCount = useQuery(supplierCountQueryOptions({ group: 'enable', q }));
  const disableCount = useQuery(supplierCountQueryOptions({ group: 'disable', q }));

  const counts: Record<SupplierStatusGroup, number> = {
    enable: enableCount.data ?? (q ? 0 : stats.suppliersEnableCount),
    disable: disableCount.data ?? (q ? 0 : stats.suppliersDisableCount),
  };

  const search = (next: string) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        p.set('status', group);
        if (next) p.set('q', next);
        else p.delete('q');
        p.delete('page');
        return p;
      },
      { replace: true },
    );

  const empty =
    q !== '' ? (
      <EmptyState icon={SearchX} title={`「${q}」に一致する支払先はありません`}>
        別のことばで検索するか、検索欄を空にしてください。
      </EmptyState>
    ) : group === 'enable' ? (
      <EmptyState
        icon={Building2}
        title="まだ支払先が登録されていません"
        action={
          <ButtonLink to={paths.supplierAddCompany()}>
            <Plus className="size-4" aria-hidden="true" />
            支払先を登録する
          </ButtonLink>
        }
      >
        支払先の事業者と振込先口座を登録すると、請求書の支払に使えます。
      </EmptyState>
    ) : (
      <EmptyState icon={Building2} title="利用停止の支払先はありません" />
    );

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
      <SupplierSearch q={q} onSearch={search} />
      <nav aria-label="支払先の状態" className="mb-4">
        <ul className="flex gap-1 border-b border-slate-200">
          {GROUPS.map((g) => (
            <li key={g.group}>
              <NavLink
                to={tabHref(g.group, q)}
                aria-current={g.group === group ? 'page' : undefined}
                className={cn(
                  'relative flex h-11 items-center gap-2 px-4 text-sm font-medium',
                  g.group === group
                    ? 'text-brand-700 after:absolute after:inset-x-2 after:-bottom-px after:h-0.5 after:rounded-full after:bg-brand-600'
                    : 'text-slate-600 hover:text-slate-900',
                )}
              >
                {g.label}
                <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-600 tabular-nums">
                  {counts[g.group]}
                  <span className="sr-only">件</span>
                </span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Card flush>
        {list.isPending ? (
          <ListLoading />
        ) : list.isError ? (
          <ListError onRetry={() => void list.refetch()} />
        ) : list.data.suppliers.length === 0 ? (
          empty
        ) : (
          <>
            <SupplierTable suppliers={list.data.suppliers} />
            <SupplierCards suppliers={list.data.suppliers} />
          </>
        )}
      </Card>
      {list.data ? <Pager page={page} size={size} total={list.data.count_all} onPage={setPage} /> : null}
    </>
  );
}
