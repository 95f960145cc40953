import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Download } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { ListError, ListLoading } from '../../components/ui/query-state.tsx';
import { formatAmount, formatDate } from '../../lib/format.ts';
import { parsePage } from '../../lib/search-params.ts';
import { showError, showSuccess } from '../../lib/ui-store.ts';
import { useAppForm } from '../../lib/use-app-form.ts';
import { OpsPageHeader, OpsPanel } from '../components/ops-page.tsx';
import { opsPaths } from '../lib/ops-paths.ts';
import { batchesQueryOptions } from '../payouts/api.ts';
import { jstToday } from '../payouts/batch-actions.ts';
import { messageOf } from '../payouts/components/batch-dialogs.tsx';
import { BatchStatusBadge } from '../payouts/components/status-badge.tsx';
import { DataTable, InlineSelect, Td, Th } from '../payouts/components/table.tsx';
import {
  dailyMoneyQueryOptions,
  downloadDailyCsv,
  downloadPayablesCsv,
  downloadReconciliationCsv,
  payablesQueryOptions,
  reconciliationQueryOptions,
} from './api.ts';
import type { Reconciliation } from './api.ts';
import { AcquirerSettlementsPanel } from './acquirer-settlements.tsx';

const PAYABLES_PER_PAGE = 50;
const ISO = /^\d{4}-\d{2}-\d{2}$/;

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A CSV export: the bytes through the operator's token, saved under the server's file name. */
function CsvButton({ label = 'CSVをダウンロード', download }: { label?: string; download: () => Promise<string> }) {
  const [pending, setPending] = useState(false);
  return (
    <Button
      size="sm"
      variant="secondary"
      pending={pending}
      onClick={() => {
        setPending(true);
        download()
          .then((name) => showSuccess(`${name} をダウンロードしました。`))
          .catch((e: unknown) => showError(messageOf(e)))
          .finally(() => setPending(false));
      }}
    >
      {pending ? null : <Download className="size-4" aria-hidden="true" />}
      {label}
    </Button>
  );
}

const rangeSchema = z
  .object({
    from: z.string().min(1, '開始日を入力してください。').regex(ISO, '開始日は YYYY-MM-DD の形式で入力してください。'),
    to: z.string().min(1, '終了日を入力してください。').regex(ISO, '終了日は YYYY-MM-DD の形式で入力してください。'),
  })
  .refine((v) => v.from <= v.to, { path: ['to'], message: '終了日は開始日以降の日付にしてください。' })
  .refine((v) => Date.parse(v.to) - Date.parse(v.from) <= 366 * 86_400_000, {
    path: ['from'],
    message: '期間は1年以内で指定してください。',
  });

function RangeForm({ from, to, onRange }: { from: string; to: string; onRange: (from: string, to: string) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useAppForm({ resolver: zodResolver(rangeSchema), defaultValues: { from, to } });
  return (
    <form noValidate onSubmit={handleSubmit((v) => onRange(v.from, v.to))} className="flex flex-wrap items-start gap-3">
      <TextField
        label="開始日"
        type="date"
        required
        containerClassName="w-full sm:w-48"
        error={errors.from?.message}
        {...register('from')}
      />
      <TextField
        label="終了日"
        type="date"
        required
        containerClassName="w-full sm:w-48"
        error={errors.to?.message}
        {...register('to')}
      />
      <Button type="submit" variant="secondary" className="sm:mt-[1.625rem]">
        表示
      </Button>
    </form>
  );
}

function Figure({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
      <p className="text-xs font-semibold text-slate-500">{label}</p>
      <p className="mt-1 text-lg font-bold text-slate-900 tabular-nums">{value}</p>
      {note ? <p className="text-xs text-slate-600">{note}</p> : null}
    </div>
  );
}

function DailyPanel() {
  const [params, setParams] = useSearchParams();
  const today = jstToday();
  const fromParam = params.get('from');
  const toParam = params.get('to');
  const from = fromParam && ISO.test(fromParam) ? fromParam : addDays(today, -6);
  const to = toParam && ISO.test(toParam) ? toParam : today;
  const daily = useQuery(dailyMoneyQueryOptions(from, to));
  const setRange = (f: string, t: string) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      p.set('from', f);
      p.set('to', t);
      return p;
    });
  return (
    <OpsPanel title="日次の入出金（元帳）" actions={<CsvButton download={() => downloadDailyCsv(from, to)} />}>
      <div className="space-y-4">
        <RangeForm key={`${from}/${to}`} from={from} to={to} onRange={setRange} />
        {daily.isPending ? (
          <ListLoading />
        ) : daily.isError ? (
          <ListError message={messageOf(daily.error)} onRetry={() => void daily.refetch()} />
        ) : (
          <>
            <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
              <Figure label="カード売上" value={formatAmount(daily.data.totals.captures)} note="期間の合計" />
              <Figure label="返金" value={formatAmount(daily.data.totals.refunds)} note="期間の合計" />
              <Figure
                label="手数料収入"
                value={formatAmount(daily.data.totals.commission - daily.data.totals.commission_refunded)}
                note={`手数料 ${formatAmount(daily.data.totals.commission)} − 返金分 ${formatAmount(daily.data.totals.commission_refunded)}`}
              />
              <Figure
                label="支払先へ未振込（現在）"
                value={formatAmount(daily.data.payable_total)}
                note={`${daily.data.payable_count.toLocaleString('ja-JP')}件`}
              />
            </div>
            <DataTable caption="日ごとの入出金">
              <thead>
                <tr>
                  <Th>日付</Th>
                  <Th numeric>カード売上</Th>
                  <Th numeric>返金</Th>
                  <Th numeric>手数料</Th>
                  <Th numeric>手数料の返金</Th>
                  <Th numeric>支払先への振込</Th>
                </tr>
              </thead>
              <tbody>
                {daily.data.days.map((d) => (
                  <tr key={d.date}>
                    <Td className="whitespace-nowrap">{formatDate(d.date)}</Td>
                    <Td numeric>{formatAmount(d.captures)}</Td>
                    <Td numeric>{formatAmount(d.refunds)}</Td>
                    <Td numeric>{formatAmount(d.commission)}</Td>
                    <Td numeric>{formatAmount(d.commission_refunded)}</Td>
                    <Td numeric>{formatAmount(d.transfers)}</Td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="font-bold">
                  <Td>合計</Td>
                  <Td numeric>{formatAmount(daily.data.totals.captures)}</Td>
                  <Td numeric>{formatAmount(daily.data.totals.refunds)}</Td>
                  <Td numeric>{formatAmount(daily.data.totals.commission)}</Td>
                  <Td numeric>{formatAmount(daily.data.totals.commission_refunded)}</Td>
                  <Td numeric>{formatAmount(daily.data.totals.transfers)}</Td>
                </tr>
              </tfoot>
            </DataTable>
          </>
        )}
      </div>
    </OpsPanel>
  );
}

function PayablesPanel() {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('payables_page'));
  const payables = useQuery(payablesQueryOptions(page, PAYABLES_PER_PAGE));
  return (
    <OpsPanel title="支払先への未振込（支払ごと）" flush actions={<CsvButton download={downloadPayablesCsv} />}>
      {payables.isPending ? (
        <ListLoading />
      ) : payables.isError ? (
        <ListError message={messageOf(payables.error)} onRetry={() => void payables.refetch()} />
      ) : payables.data.payables.length === 0 ? (
        <p className="p-4 text-sm text-slate-600">未振込の支払はありません。</p>
      ) : (
        <>
          <p className="px-4 pt-3 text-sm text-slate-700">
            {payables.data.total_count.toLocaleString('ja-JP')}件・合計{' '}
            <strong>{formatAmount(payables.data.total_amount)}</strong>
          </p>
          <DataTable caption="支払先への未振込">
            <thead>
              <tr>
                <Th>支払</Th>
                <Th>購入者</Th>
                <Th>支払先</Th>
                <Th>振込予定日</Th>
                <Th>状態</Th>
                <Th numeric>未振込額</Th>
              </tr>
            </thead>
            <tbody>
              {payables.data.payables.map((p) => (
                <tr key={p.invoice_id}>
                  <Td className="font-mono text-xs whitespace-nowrap">
                    <Link to={opsPaths.examinationDetail(p.invoice_id)} className="text-brand-700 underline underline-offset-2">
                      {p.display_id}
                    </Link>
                  </Td>
                  <Td className="min-w-36">{p.buyer_name}</Td>
                  <Td className="min-w-36">{p.supplier_name ?? '—'}</Td>
                  <Td className="whitespace-nowrap">{formatDate(p.transfer_date)}</Td>
                  <Td className="whitespace-nowrap">
                    {p.status_label}
                    {p.is_action_required ? <span className="ml-1 text-xs font-semibold text-red-700">要対応</span> : null}
                  </Td>
                  <Td numeric>{formatAmount(p.balance)}</Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </>
      )}
      {payables.data ? (
        <div className="px-4 pb-3">
          <Pager
            page={page}
            size={PAYABLES_PER_PAGE}
            total={payables.data.total_count}
            onPage={(n) =>
              setParams((prev) => {
                const p = new URLSearchParams(prev);
                p.set('payables_page', String(n));
                return p;
              })
            }
          />
        </div>
      ) : null}
    </OpsPanel>
  );
}

/** One figure of the reconciliation, with whether it agrees with the one it is compared to. */
function Check({ label, value, sub }: { label: string; value: ReactNode; sub?: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 px-4 py-3">
      <p className="text-xs font-semibold text-slate-500">{label}</p>
      <p className="mt-1 text-lg font-bold text-slate-900 tabular-nums">{value}</p>
      {sub ? <p className="text-xs text-slate-600">{sub}</p> : null}
    </div>
  );
}

export function ReconciliationView({ rec }: { rec: Reconciliation }) {
  return (
    <div className="space-y-3">
      <div
        role="status"
        className={
          rec.agree
            ? 'flex items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 font-bold text-emerald-900'
            : 'flex items-center gap-2 rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-bold text-red-800'
        }
      >
        {rec.agree ? (
          <CircleCheck className="size-5" aria-hidden="true" />
        ) : (
          <CircleAlert className="size-5" aria-hidden="true" />
        )}
        {rec.agree ? '一致：明細合計・ファイルのトレーラ合計・元帳の振込額が合っています' : '不一致があります'}
      </div>
      {rec.problems.length > 0 ? (
        // With agreement the server's lines are notes (e.g. failed lines still owed), not faults.
        <ul
          className={
            rec.agree
              ? 'list-disc space-y-1 pl-6 text-sm text-slate-700'
              : 'list-disc space-y-1 pl-6 text-sm font-medium text-red-800'
          }
        >
          {rec.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Check label="明細合計" value={formatAmount(rec.lines_total)} sub={`${rec.lines_count.toLocaleString('ja-JP')}件`} />
        <Check
          label="ファイルのトレーラ合計"
          value={rec.trailer_total === null ? '—' : formatAmount(rec.trailer_total)}
          sub={
            rec.trailer_total === null
              ? '承認前（ファイルなし）'
              : `${rec.trailer_count?.toLocaleString('ja-JP') ?? '—'}件・${rec.trailer_total === rec.lines_total ? '明細合計と一致' : '明細合計と不一致'}`
          }
        />
        <Check label="振込済の明細合計" value={formatAmount(rec.done_total)} />
        <Check
          label="元帳の振込額"
          value={formatAmount(rec.ledger_transfers_total)}
          sub={rec.ledger_transfers_total === rec.done_total ? '振込済の明細合計と一致' : '振込済の明細合計と不一致'}
        />
      </div>
    </div>
  );
}

function ReconciliationPanel() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('batch');
  const batchId = raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
  const batches = useQuery(batchesQueryOptions({ page: 1, per_page: 50 }));
  const rec = useQuery({ ...reconciliationQueryOptions(batchId ?? 0), enabled: batchId !== null });
  const choices = (batches.data?.batches ?? []).filter((b) => b.status !== 'draft' && b.status !== 'discarded');
  const current = batches.data?.batches.find((b) => b.id === batchId);
  const options = [
    { value: '', label: '選んでください' },
    ...choices.map((b) => ({ value: String(b.id), label: `#${b.id}（${formatDate(b.transfer_date)}・${b.status_label}）` })),
    ...(batchId !== null && !choices.some((b) => b.id === batchId) ? [{ value: String(batchId), label: `#${batchId}` }] : []),
  ];
  return (
    <OpsPanel
      title="振込バッチの照合"
      actions={batchId !== null ? <CsvButton label="明細CSV" download={() => downloadReconciliationCsv(batchId)} /> : null}
    >
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-3">
          <InlineSelect
            label="バッチ"
            value={batchId === null ? '' : String(batchId)}
            onChange={(v) =>
              setParams((prev) => {
                const p = new URLSearchParams(prev);
                if (v) p.set('batch', v);
                else p.delete('batch');
                return p;
              })
            }
            options={options}
          />
          {current ? <BatchStatusBadge batch={current} /> : null}
          {batchId !== null ? (
            <Link to={opsPaths.batch(batchId)} className="text-sm font-medium text-brand-700 underline underline-offset-4">
              バッチの詳細へ
            </Link>
          ) : null}
        </div>
        {batchId === null ? (
          <p className="text-sm text-slate-600">
            承認済・送信済・完了のバッチを選ぶと、明細合計・ファイルのトレーラ合計・元帳の振込額を照合します。
          </p>
        ) : rec.isPending ? (
          <ListLoading />
        ) : rec.isError ? (
          <ListError message={messageOf(rec.error)} onRetry={() => void rec.refetch()} />
        ) : (
          <ReconciliationView rec={rec.data} />
        )}
      </div>
    </OpsPanel>
  );
}

/** 入出金: the ledger per day, what the card acquirer owes us, what is owed to suppliers, and each batch reconciled. */
export function Component() {
  const [params] = useSearchParams();
  // Coming from a batch (?batch=): its reconciliation first.
  const batchFirst = params.has('batch');
  return (
    <div className="space-y-6">
      <OpsPageHeader
        title="入出金"
        lead="元帳のカード売上・返金・手数料収入と支払先への振込、カード会社からの入金予定と入金の記録、未振込の残高、振込バッチの照合。CSVはUTF-8（BOM付き）でExcelで開けます。"
      />
      {batchFirst ? <ReconciliationPanel /> : null}
      <DailyPanel />
      <AcquirerSettlementsPanel />
      {batchFirst ? null : <ReconciliationPanel />}
      <PayablesPanel />
    </div>
  );
}
