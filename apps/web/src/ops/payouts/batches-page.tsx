import { zodResolver } from '@hookform/resolvers/zod';
import { TRANSFER_BATCH_STATUSES, TRANSFER_BATCH_STATUS_LABELS } from '@icp/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { ListError, ListLoading } from '../../components/ui/query-state.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { formatAmount, formatDate } from '../../lib/format.ts';
import { newIdempotencyKey } from '../../lib/idempotency.ts';
import { parseEnumParam, parsePage } from '../../lib/search-params.ts';
import { showSuccess } from '../../lib/ui-store.ts';
import { useAppForm } from '../../lib/use-app-form.ts';
import { OpsPageHeader, OpsPanel } from '../components/ops-page.tsx';
import { opsPaths } from '../lib/ops-paths.ts';
import { batchesQueryOptions, buildBatch, proposalQueryOptions, refreshPayouts } from './api.ts';
import type { BatchesQuery, ProposalResult } from './api.ts';
import { jstToday } from './batch-actions.ts';
import { BatchStatusBadge, ClosedDayBadge } from './components/status-badge.tsx';
import { DataTable, InlineSelect, Td, Th } from './components/table.tsx';

const untilSchema = z.object({
  until: z
    .string()
    .min(1, '振込指定日を入力してください。')
    .regex(/^\d{4}-\d{2}-\d{2}$/, '振込指定日は YYYY-MM-DD の形式で入力してください。'),
});

const PER_PAGE = 20;
const STATUS_FILTERS = ['all', ...TRANSFER_BATCH_STATUSES] as const;

function ProposalForm({ until, onUntil }: { until: string; onUntil: (until: string) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useAppForm({ resolver: zodResolver(untilSchema), defaultValues: { until } });
  return (
    <form noValidate onSubmit={handleSubmit((v) => onUntil(v.until))} className="flex flex-wrap items-start gap-3">
      <TextField
        label="振込指定日"
        type="date"
        required
        containerClassName="w-full sm:w-56"
        hint="この日までに振込予定の支払を集めます。"
        error={errors.until?.message}
        {...register('until')}
      />
      <Button type="submit" variant="secondary" className="sm:mt-[1.625rem]">
        対象を表示
      </Button>
    </form>
  );
}

function ProposalTable({ proposal }: { proposal: ProposalResult }) {
  if (proposal.groups.length === 0) {
    return (
      <EmptyState icon={Inbox} title="振込対象の支払はありません">
        {formatDate(proposal.until)} までに振込予定の審査完了の支払はありません。
      </EmptyState>
    );
  }
  return (
    <DataTable caption="振込予定日ごとの振込対象">
      <thead>
        <tr>
          <Th>振込予定日</Th>
          <Th numeric>件数</Th>
          <Th numeric>合計</Th>
        </tr>
      </thead>
      <tbody>
        {proposal.groups.map((g) => (
          <tr key={g.transfer_date}>
            <Td>{formatDate(g.transfer_date)}</Td>
            <Td numeric>{g.count.toLocaleString('ja-JP')}件</Td>
            <Td numeric>{formatAmount(g.total)}</Td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-bold">
          <Td>合計</Td>
          <Td numeric>{proposal.count.toLocaleString('ja-JP')}件</Td>
          <Td numeric>{formatAmount(proposal.total)}</Td>
        </tr>
      </tfoot>
    </DataTable>
  );
}

function ProposalPanel() {
  const [params, setParams] = useSearchParams();
  const until = params.get('until') ?? jstToday();
  const proposal = useQuery(proposalQueryOptions(until));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // One key per attempt at one date: a double click or a retry after a lost answer builds once.
  const key = useRef<{ until: string; key: string } | null>(null);
  const build = useMutation({
    mutationFn: (date: string) => {
      if (key.current?.until !== date) key.current = { until: date, key: newIdempotencyKey() };
      return buildBatch(date, key.current.key);
    },
    onSuccess: (res) => {
      key.current = null;
      void refreshPayouts(queryClient);
      showSuccess(`振込バッチ #${res.batch.id} を作成しました。`);
      void navigate(opsPaths.batch(res.batch.id));
    },
    onError: () => void refreshPayouts(queryClient),
  });

  const setUntil = (next: string) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      p.set('until', next);
      return p;
    });

  const data = proposal.data;
  const blockedBy = !data
    ? null
    : data.closed_reason
      ? `${formatDate(data.until)} は銀行休業日（${data.closed_reason}）のため、この日のバッチは作成できません。`
      : data.count === 0
        ? '振込対象がないため作成できません。'
        : null;

  return (
    <OpsPanel title="振込対象（提案）">
      <div className="space-y-4">
        <ProposalForm key={until} until={until} onUntil={setUntil} />
        {proposal.isPending ? (
          <ListLoading />
        ) : proposal.isError ? (
          <ListError
            message={isApiError(proposal.error) ? proposal.error.message : undefined}
            onRetry={() => void proposal.refetch()}
          />
        ) : data ? (
          <>
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <span>
                振込指定日 <strong>{formatDate(data.until)}</strong>
              </span>
              {data.closed_reason ? <ClosedDayBadge reason={data.closed_reason} /> : null}
              <span className="text-slate-500">経路: {data.channel === 'bank_api' ? '銀行API' : '総合振込ファイル'}</span>
            </div>
            <ProposalTable proposal={data} />
            {build.error ? (
              <Alert tone="error">{isApiError(build.error) ? build.error.message : '作成できませんでした。'}</Alert>
            ) : null}
            <div className="flex flex-wrap items-center gap-3">
              <Button disabled={!!blockedBy} pending={build.isPending} onClick={() => build.mutate(data.until)}>
                {formatDate(data.until)} のバッチを作成
              </Button>
              {blockedBy ? <p className="text-sm text-slate-600">{blockedBy}</p> : null}
            </div>
          </>
        ) : null}
      </div>
    </OpsPanel>
  );
}

function BatchList() {
  const [params, setParams] = useSearchParams();
  const status = parseEnumParam(params.get('status'), STATUS_FILTERS, 'all');
  const page = parsePage(params.get('page'));
  const query: BatchesQuery = { page, per_page: PER_PAGE, ...(status === 'all' ? {} : { status }) };
  const batches = useQuery(batchesQueryOptions(query));
  const set = (key: string, value: string | null) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (value === null) p.delete(key);
      else p.set(key, value);
      if (key !== 'page') p.delete('page');
      return p;
    });

  return (
    <OpsPanel
      title="振込バッチ一覧"
      flush
      actions={
        <InlineSelect
          label="状態"
          value={status}
          onChange={(v) => set('status', v === 'all' ? null : v)}
          options={STATUS_FILTERS.map((s) => ({ value: s, label: s === 'all' ? 'すべて' : TRANSFER_BATCH_STATUS_LABELS[s] }))}
        />
      }
    >
      {batches.isPending ? (
        <ListLoading />
      ) : batches.isError ? (
        <ListError
          message={isApiError(batches.error) ? batches.error.message : undefined}
          onRetry={() => void batches.refetch()}
        />
      ) : batches.data.batches.length === 0 ? (
        <EmptyState icon={Inbox} title="振込バッチはありません" />
      ) : (
        <DataTable caption="振込バッチ一覧">
          <thead>
            <tr>
              <Th>バッチ</Th>
              <Th>振込指定日</Th>
              <Th>状態</Th>
              <Th numeric>件数</Th>
              <Th numeric>合計</Th>
              <Th>作成</Th>
              <Th>承認</Th>
              <Th>送信日</Th>
            </tr>
          </thead>
          <tbody>
            {batches.data.batches.map((b) => (
              <tr key={b.id} className="hover:bg-slate-50">
                <Td>
                  <Link
                    to={opsPaths.batch(b.id)}
                    className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-4"
                  >
                    #{b.id}
                  </Link>
                </Td>
                <Td className="whitespace-nowrap">
                  {formatDate(b.transfer_date)}
                  {b.closed_reason && b.status === 'draft' ? (
                    <span className="ml-1">
                      <ClosedDayBadge reason={b.closed_reason} />
                    </span>
                  ) : null}
                </Td>
                <Td className="whitespace-nowrap">
                  <BatchStatusBadge batch={b} />
                </Td>
                <Td numeric>{b.line_count.toLocaleString('ja-JP')}件</Td>
                <Td numeric>{formatAmount(b.total_amount)}</Td>
                <Td className="whitespace-nowrap">{b.created_by?.name ?? '—'}</Td>
                <Td className="whitespace-nowrap">{b.approved_by?.name ?? '—'}</Td>
                <Td className="whitespace-nowrap">{formatDate(b.sent_on)}</Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {batches.data ? (
        <div className="px-4 pb-3">
          <Pager page={page} size={PER_PAGE} total={batches.data.total_count} onPage={(p) => set('page', String(p))} />
        </div>
      ) : null}
    </OpsPanel>
  );
}

/** 振込バッチ: the proposal per transfer date (build a draft) and every batch. */
export function Component() {
  return (
    <div className="space-y-6">
      <OpsPageHeader
        title="振込バッチ"
        lead="振込指定日ごとに支払先への振込をまとめ、別の運用者の承認後に総合振込ファイルを作成します。"
      />
      <ProposalPanel />
      <BatchList />
    </div>
  );
}
