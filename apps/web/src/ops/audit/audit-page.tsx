import { zodResolver } from '@hookform/resolvers/zod';
import { routes } from '@icp/contract';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { ListError, ListLoading } from '../../components/ui/query-state.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useAppForm } from '../../lib/use-app-form.ts';
import { OpsPageHeader, OpsPanel } from '../components/ops-page.tsx';
import { opsApi } from '../lib/ops-api.ts';
import { hasRole, useOpsSession } from '../lib/ops-session.ts';
import { messageOf } from '../payouts/components/batch-dialogs.tsx';
import { DataTable, Td, Th } from '../payouts/components/table.tsx';
import { auditQueryOptions } from './api.ts';
import type { AuditEntry, AuditQuery } from './api.ts';
import { actionLabel, actorLabel, changesOf, otherDetail } from './audit-format.ts';

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const FILTER_KEYS = ['actor_type', 'actor_id', 'action', 'target_type', 'target_id', 'from', 'to', 'q'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const optionalDate = (label: string) =>
  z.string().refine((v) => v === '' || ISO.test(v), `${label}は YYYY-MM-DD の形式で入力してください。`);
const short = (label: string, max: number) => z.string().trim().max(max, `${label}は${max}文字以内で入力してください。`);

const searchSchema = z
  .object({
    actor_type: z.enum(['', 'user', 'operator', 'system']),
    actor_id: short('実行者ID', 100),
    action: short('操作', 100),
    target_type: short('対象の種類', 50),
    target_id: short('対象ID', 100),
    from: optionalDate('開始日'),
    to: optionalDate('終了日'),
    q: short('キーワード', 100),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: '終了日は開始日以降の日付にしてください。' });
type SearchValues = z.input<typeof searchSchema>;

/** The search as the URL holds it (a search param is user input: the server validates it again). */
function filtersOf(params: URLSearchParams): SearchValues {
  const get = (k: FilterKey) => params.get(k) ?? '';
  const actorType = get('actor_type');
  return {
    actor_type: actorType === 'user' || actorType === 'operator' || actorType === 'system' ? actorType : '',
    actor_id: get('actor_id'),
    action: get('action'),
    target_type: get('target_type'),
    target_id: get('target_id'),
    from: get('from'),
    to: get('to'),
    q: get('q'),
  };
}

function queryOf(values: SearchValues, beforeId: number | null): AuditQuery {
  const q: Record<string, unknown> = {};
  for (const k of FILTER_KEYS) {
    const v = values[k].trim();
    if (v) q[k] = v;
  }
  if (beforeId) q.before_id = beforeId;
  return q as AuditQuery;
}

/** Operators by name for the filter (only an admin may list them; others type an ID). */
function useOperatorChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['ops', 'admin', 'operators'],
    queryFn: ({ signal }) => opsApi.call(routes.opsListOperators, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

function SearchForm({ values, onSearch }: { values: SearchValues; onSearch: (v: SearchValues) => void }) {
  const me = useOpsSession()?.operator;
  const operators = useOperatorChoices(hasRole(me, 'admin'));
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useAppForm<SearchValues>({ resolver: zodResolver(searchSchema), defaultValues: values });
  const actorType = watch('actor_type');
  return (
    <form noValidate onSubmit={handleSubmit(onSearch)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <SelectField
          label="実行者の種類"
          options={[
            { value: '', label: 'すべて' },
            { value: 'operator', label: '運用者' },
            { value: 'user', label: '利用者' },
            { value: 'system', label: 'システム' },
          ]}
          {...register('actor_type')}
        />
        {actorType === 'operator' && operators.data ? (
          <SelectField
            label="運用者"
            options={[
              { value: '', label: 'すべて' },
              ...operators.data.operators.map((o) => ({ value: String(o.id), label: `${o.name}（${o.email_address}）` })),
            ]}
            {...register('actor_id')}
          />
        ) : (
          <TextField label="実行者ID" hint="運用者・利用者のID" error={errors.actor_id?.message} {...register('actor_id')} />
        )}
        <TextField label="操作" hint="前方一致（例: ops.payouts.）" error={errors.action?.message} {...register('action')} />
        <TextField label="キーワード" hint="操作名・運用者名に含まれる文字" error={errors.q?.message} {...register('q')} />
        <TextField
          label="対象の種類"
          hint="例: transfer_batch, invoice"
          error={errors.target_type?.message}
          {...register('target_type')}
        />
        <TextField label="対象ID" error={errors.target_id?.message} {...register('target_id')} />
        <TextField label="開始日" type="date" error={errors.from?.message} {...register('from')} />
        <TextField label="終了日" type="date" error={errors.to?.message} {...register('to')} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit">検索</Button>
        <Button
          variant="secondary"
          onClick={() => {
            const empty = filtersOf(new URLSearchParams());
            reset(empty);
            onSearch(empty);
          }}
        >
          条件をクリア
        </Button>
      </div>
    </form>
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = changesOf(entry.detail);
  const rest = otherDetail(entry.detail);
  if (!changes?.length && rest.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <div className="space-y-1 text-xs">
      {changes?.map((c) => (
        <p key={c.key || '_'} className="break-words">
          {c.key ? <span className="font-semibold text-slate-600">{c.key}: </span> : null}
          <span className="text-slate-500 line-through decoration-slate-300">{c.before}</span>
          <span aria-label="から" className="px-1 text-slate-400">
            →
          </span>
          <span className="font-semibold text-slate-900">{c.after}</span>
        </p>
      ))}
      {rest.length > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-slate-600">
          {rest.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="font-semibold">{k}</dt>
              <dd className="break-all">{v}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

/** 監査ログ: every operator (and user) action, newest first, searched and paged by keyset. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const values = filtersOf(params);
  const beforeRaw = params.get('before');
  const beforeId = beforeRaw && /^\d{1,15}$/.test(beforeRaw) ? Number(beforeRaw) : null;
  // The before_ids of the newer pages seen, so 前へ goes back without the server counting.
  const trail = (params.get('trail') ?? '').split(',').filter((s) => /^\d{1,15}$/.test(s));
  const log = useQuery(auditQueryOptions(queryOf(values, beforeId)));

  const search = (v: SearchValues) =>
    setParams(() => {
      const p = new URLSearchParams();
      for (const k of FILTER_KEYS) if (v[k].trim()) p.set(k, v[k].trim());
      return p;
    });
  const goOlder = (next: number) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      p.set('trail', [...trail, beforeId ?? 0].join(','));
      p.set('before', String(next));
      return p;
    });
  const goNewer = () =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      const back = [...trail];
      const previous = back.pop();
      if (!previous || previous === '0') p.delete('before');
      else p.set('before', previous);
      if (back.length) p.set('trail', back.join(','));
      else p.delete('trail');
      return p;
    });

  return (
    <div className="space-y-6">
      <OpsPageHeader title="監査ログ" lead="運用者と利用者の操作の記録（新しい順、50件ずつ）。" />
      <OpsPanel title="検索条件">
        <SearchForm key={params.toString().replace(/&?(before|trail)=[^&]*/g, '')} values={values} onSearch={search} />
      </OpsPanel>
      <OpsPanel title="記録" flush>
        {log.isPending ? (
          <ListLoading />
        ) : log.isError ? (
          <ListError message={messageOf(log.error)} onRetry={() => void log.refetch()} />
        ) : log.data.entries.length === 0 ? (
          <EmptyState icon={SearchX} title="条件に合う記録はありません" />
        ) : (
          <DataTable caption="監査ログ" className="min-w-[980px] table-fixed">
            <thead>
              <tr>
                <Th className="w-36">日時</Th>
                <Th className="w-36">実行者</Th>
                <Th className="w-52">操作</Th>
                <Th className="w-44">対象</Th>
                <Th>変更（前 → 後）・内容</Th>
              </tr>
            </thead>
            <tbody>
              {log.data.entries.map((e) => (
                <tr key={e.id}>
                  <Td className="whitespace-nowrap">{formatDateTime(e.created_at)}</Td>
                  <Td className="break-words">
                    {actorLabel(e)}
                    {e.ip_address ? <span className="block font-mono text-xs text-slate-500">{e.ip_address}</span> : null}
                  </Td>
                  <Td className="break-words">
                    {actionLabel(e.action) ?? e.action}
                    {actionLabel(e.action) ? (
                      <span className="block font-mono text-xs break-all text-slate-500">{e.action}</span>
                    ) : null}
                  </Td>
                  <Td className="font-mono text-xs break-all">
                    {e.target_type ? `${e.target_type}${e.target_id ? ` #${e.target_id}` : ''}` : '—'}
                  </Td>
                  <Td>
                    <Changes entry={e} />
                  </Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
        <nav aria-label="ページ送り" className="flex justify-end gap-2 px-4 py-3">
          <Button variant="secondary" size="sm" disabled={beforeId === null} onClick={goNewer}>
            <ChevronLeft className="size-4" aria-hidden="true" />
            新しい記録
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={!log.data?.next_before_id}
            onClick={() => log.data?.next_before_id && goOlder(log.data.next_before_id)}
          >
            古い記録
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </nav>
      </OpsPanel>
    </div>
  );
}
