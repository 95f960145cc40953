import { TRANSFER_LINE_STATUSES, TRANSFER_LINE_STATUS_LABELS } from '@icp/contract';
import { accountTypeLabel } from '@icp/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Download, FileUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { ListError, ListLoading } from '../../components/ui/query-state.tsx';
import { formatAmount, formatDate, formatDateTime } from '../../lib/format.ts';
import { parseEnumParam, parsePage } from '../../lib/search-params.ts';
import { showSuccess } from '../../lib/ui-store.ts';
import { OpsPageHeader, OpsPanel } from '../components/ops-page.tsx';
import { opsPaths } from '../lib/ops-paths.ts';
import { useOpsSession } from '../lib/ops-session.ts';
import {
  approveBatch,
  batchQueryOptions,
  closeBatch,
  discardBatch,
  downloadTransferFile,
  excludeLine,
  markBatchSent,
  recordLineResult,
  refreshPayouts,
  restoreLine,
  syncBatch,
} from './api.ts';
import type { Batch, BatchLine, ImportResult, ImportRow } from './api.ts';
import { batchActions, lineAction } from './batch-actions.ts';
import type { Action } from './batch-actions.ts';
import {
  ApproveDialog,
  ConfirmCallDialog,
  ExcludeDialog,
  LineResultDialog,
  LineSummary,
  MarkSentDialog,
  messageOf,
} from './components/batch-dialogs.tsx';
import { BatchStatusBadge, ClosedDayBadge, LineStatusBadge } from './components/status-badge.tsx';
import { DataTable, InlineSelect, Td, Th } from './components/table.tsx';
import { ImportRefused, importResultFile, readResultFile } from './import-results.ts';

const PER_PAGE = 100;
const LINE_FILTERS = ['all', ...TRANSFER_LINE_STATUSES] as const;

type DialogState =
  | { kind: 'approve' | 'discard' | 'close' | 'sent' }
  | { kind: 'exclude' | 'restore' | 'result'; line: BatchLine }
  | { kind: 'import'; file: File }
  | null;

/** A button of the batch's actions, disabled with the reason beside it when it is blocked. */
function ActionButton({
  action,
  children,
  onClick,
  variant,
  pending,
}: {
  action: Action;
  children: ReactNode;
  onClick: () => void;
  variant?: 'primary' | 'secondary' | 'danger';
  pending?: boolean;
}) {
  const reasonId = useId();
  if (!action.shown) return null;
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant={variant ?? 'primary'}
        className="self-start"
        disabled={!!action.blockedBy}
        pending={pending}
        aria-describedby={action.blockedBy ? reasonId : undefined}
        onClick={onClick}
      >
        {children}
      </Button>
      {action.blockedBy ? (
        <p id={reasonId} className="max-w-xs text-xs text-slate-600">
          {action.blockedBy}
        </p>
      ) : null}
    </div>
  );
}

function Summary({ batch }: { batch: Batch }) {
  const rows: [string, ReactNode][] = [
    [
      '振込指定日',
      <span key="d" className="inline-flex flex-wrap items-center gap-2">
        {formatDate(batch.transfer_date)}
        {batch.closed_reason ? <ClosedDayBadge reason={batch.closed_reason} /> : null}
      </span>,
    ],
    ['状態', <BatchStatusBadge key="s" batch={batch} />],
    ['振込件数・合計', `${batch.line_count.toLocaleString('ja-JP')}件・${formatAmount(batch.total_amount)}`],
    [
      '明細の内訳',
      [
        `${batch.status === 'draft' || batch.status === 'approved' ? '振込対象' : '結果待ち'} ${batch.counts.pending}`,
        `振込済 ${batch.counts.done}`,
        `振込不能 ${batch.counts.failed}`,
        `除外 ${batch.counts.excluded}`,
        ...(batch.counts.released ? [`解除 ${batch.counts.released}`] : []),
      ].join('・'),
    ],
    ['経路', batch.channel === 'bank_api' ? '銀行API' : '総合振込ファイル'],
    ['作成', `${batch.created_by?.name ?? '—'}（${formatDateTime(batch.created_at)}）`],
    ['承認', batch.approved_by ? `${batch.approved_by.name}（${formatDateTime(batch.approved_at)}）` : '—'],
    ['送信', batch.sent_on ? `${formatDate(batch.sent_on)}（${batch.sent_by?.name ?? '—'}）` : '—'],
    [
      'ファイル',
      batch.file ? (
        <span key="f" className="break-all">
          {batch.file.name}（{batch.file.size.toLocaleString('ja-JP')} バイト・{batch.file.line_count}件・
          {formatAmount(batch.file.total_amount)}）
          <span className="block font-mono text-xs text-slate-500">SHA-256 {batch.file.sha256}</span>
        </span>
      ) : (
        '承認時に作成されます'
      ),
    ],
    ...(batch.bank_request_id ? ([['銀行の依頼番号', batch.bank_request_id]] as [string, ReactNode][]) : []),
  ];
  return (
    <dl className="grid grid-cols-[6.5rem_1fr] gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_1fr] sm:gap-x-6">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-500">{label}</dt>
          <dd className="min-w-0 break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const OUTCOME_LABELS: Record<ImportRow['outcome'], string> = {
  done: '振込済',
  failed: '振込不能',
  unchanged: '変更なし',
  error: 'エラー',
};

/** The per-row report of a result import (or of a bank API inquiry). */
export function ImportReport({ title, rows, summary }: { title: string; rows: ImportRow[]; summary?: string }) {
  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold text-slate-800">{title}</p>
      {summary ? <p className="text-sm text-slate-700">{summary}</p> : null}
      {rows.length > 0 ? (
        <DataTable caption={title}>
          <thead>
            <tr>
              <Th numeric>行</Th>
              <Th numeric>明細</Th>
              <Th>結果</Th>
              <Th>内容</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={`${r.row}-${i}`} className={r.outcome === 'error' ? 'bg-red-50' : undefined}>
                <Td numeric>{r.row || '—'}</Td>
                <Td numeric>{r.line_id ?? '—'}</Td>
                <Td className={r.outcome === 'error' || r.outcome === 'failed' ? 'font-semibold text-red-700' : undefined}>
                  {OUTCOME_LABELS[r.outcome]}
                </Td>
                <Td>{r.message}</Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
    </div>
  );
}

const summaryOf = (r: ImportResult) => `振込済 ${r.done}件・振込不能 ${r.failed}件・変更なし ${r.unchanged}件を反映しました。`;

function ResultImport({
  actions,
  onChoose,
  report,
}: {
  actions: { importResults: Action };
  onChoose: (file: File) => void;
  report: { title: string; rows: ImportRow[]; summary?: string; tone: 'success' | 'error' } | null;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  if (!actions.importResults.shown) return null;
  return (
    <OpsPanel title="銀行の結果ファイルの取込">
      <div className="space-y-3">
        <p className="text-sm text-slate-600">
          銀行の結果CSV（見出し行:
          明細番号,金融機関コード,支店コード,口座番号,振込金額,結果,不能事由,振込日。結果は「済」か「不能」）を取り込み、明細ごとの結果を記録します。1行でも誤りがあればファイル全体を取り込みません。
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <div className="space-y-1.5">
            <label htmlFor="result-file" className="block text-sm font-semibold text-slate-800">
              結果ファイル
            </label>
            <input
              ref={inputRef}
              id="result-file"
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              disabled={!!actions.importResults.blockedBy}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'result-file-error' : undefined}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setError(null);
              }}
              className="block max-w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold"
            />
          </div>
          <Button
            variant="secondary"
            disabled={!!actions.importResults.blockedBy}
            onClick={() => {
              if (!file) {
                setError('結果ファイルを選んでください。');
                inputRef.current?.focus();
                return;
              }
              onChoose(file);
            }}
          >
            <FileUp className="size-4" aria-hidden="true" />
            取り込む
          </Button>
        </div>
        {error ? (
          <p id="result-file-error" role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        {actions.importResults.blockedBy ? <p className="text-sm text-slate-600">{actions.importResults.blockedBy}</p> : null}
        {report ? (
          <Alert tone={report.tone} title={report.tone === 'error' ? '取り込めませんでした' : '取り込みました'}>
            <ImportReport title={report.title} rows={report.rows} {...(report.summary ? { summary: report.summary } : {})} />
          </Alert>
        ) : null}
      </div>
    </OpsPanel>
  );
}

function LinesTable({
  lines,
  actions,
  batchStatus,
  onAction,
}: {
  lines: BatchLine[];
  batchStatus: Batch['status'];
  actions: ReturnType<typeof batchActions>;
  onAction: (kind: 'exclude' | 'restore' | 'result', line: BatchLine) => void;
}) {
  return (
    <DataTable caption="明細">
      <thead>
        <tr>
          <Th>明細</Th>
          <Th>支払・支払先</Th>
          <Th>金融機関</Th>
          <Th>支店</Th>
          <Th>種目</Th>
          <Th>口座番号</Th>
          <Th>口座名義（カナ）</Th>
          <Th numeric>金額</Th>
          <Th>状態</Th>
          <Th>
            <span className="sr-only">操作</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const act = lineAction(actions, line);
          return (
            <tr key={line.id} className={line.status === 'excluded' || line.status === 'released' ? 'text-slate-500' : undefined}>
              <Td className="font-mono text-xs whitespace-nowrap">{line.id}</Td>
              <Td className="min-w-40">
                <Link
                  to={opsPaths.examinationDetail(line.invoice_id)}
                  className="font-mono text-xs text-brand-700 underline underline-offset-2"
                >
                  {line.display_id}
                </Link>
                <span className="block text-xs text-slate-600">{line.buyer_name}</span>
                {line.supplier_name ? <span className="block">{line.supplier_name}</span> : null}
              </Td>
              <Td className="whitespace-nowrap">
                {line.bank_name}
                <span className="block font-mono text-xs text-slate-500">{line.bank_code}</span>
              </Td>
              <Td className="whitespace-nowrap">
                {line.branch_name}
                <span className="block font-mono text-xs text-slate-500">{line.branch_code}</span>
              </Td>
              <Td className="whitespace-nowrap">{accountTypeLabel(line.account_type) ?? line.account_type}</Td>
              <Td className="font-mono whitespace-nowrap">{line.account_number}</Td>
              <Td className="whitespace-nowrap">{line.holder_name}</Td>
              <Td numeric className="font-semibold">
                {formatAmount(line.amount)}
              </Td>
              <Td className="min-w-28">
                <LineStatusBadge line={line} batchStatus={batchStatus} />
                {line.failure_label ? <span className="mt-1 block text-xs text-red-700">{line.failure_label}</span> : null}
                {line.reason && line.reason !== line.failure_label ? (
                  <span className="mt-1 block text-xs text-slate-600">{line.reason}</span>
                ) : null}
                {line.transferred_on ? (
                  <span className="mt-1 block text-xs whitespace-nowrap text-slate-600">
                    振込日 {formatDate(line.transferred_on)}
                  </span>
                ) : null}
              </Td>
              <Td className="whitespace-nowrap">
                {act === 'exclude' ? (
                  <Button size="sm" variant="secondary" onClick={() => onAction('exclude', line)}>
                    除外
                  </Button>
                ) : act === 'restore' ? (
                  <Button size="sm" variant="secondary" onClick={() => onAction('restore', line)}>
                    戻す
                  </Button>
                ) : act === 'result' ? (
                  <Button size="sm" variant="secondary" onClick={() => onAction('result', line)}>
                    結果を記録
                  </Button>
                ) : null}
              </Td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}

/** 振込バッチの詳細: lines, exclusion, four-eyes approval, the file, sent, results, import. */
export function Component() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const [params, setParams] = useSearchParams();
  const lineStatus = parseEnumParam(params.get('lines'), LINE_FILTERS, 'all');
  const page = parsePage(params.get('page'));
  const query = { page, per_page: PER_PAGE, ...(lineStatus === 'all' ? {} : { line_status: lineStatus }) };
  const detail = useQuery({ ...batchQueryOptions(id, query), enabled: Number.isSafeInteger(id) && id > 0 });
  const me = useOpsSession()?.operator ?? null;
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [syncing, setSyncing] = useState(false);
  const [report, setReport] = useState<{ title: string; rows: ImportRow[]; summary?: string; tone: 'success' | 'error' } | null>(
    null,
  );

  const set = (key: string, value: string | null) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (value === null) p.delete(key);
      else p.set(key, value);
      if (key !== 'page') p.delete('page');
      return p;
    });

  /** A dialog's call: on success close it, say so and refetch; a refusal stays in the dialog (and we refetch: someone may have acted first). */
  const act =
    <A extends unknown[]>(work: (...args: A) => Promise<unknown>, done: string) =>
    async (...args: A) => {
      try {
        await work(...args);
        setDialog(null);
        setPageError(null);
        showSuccess(done);
      } finally {
        void refreshPayouts(queryClient);
      }
    };

  const title = `振込バッチ #${Number.isSafeInteger(id) ? id : '—'}`;
  const back = (
    <Link to={opsPaths.batches()} className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      振込バッチ一覧
    </Link>
  );

  if (detail.isPending || !detail.data) {
    return (
      <div>
        <OpsPageHeader title={title} back={back} />
        {detail.isError ? (
          <ListError message={messageOf(detail.error)} onRetry={() => void detail.refetch()} />
        ) : !Number.isSafeInteger(id) || id <= 0 ? (
          <Alert tone="error">バッチが見つかりません。</Alert>
        ) : (
          <ListLoading />
        )}
      </div>
    );
  }

  const { batch, lines } = detail.data;
  const actions = batchActions(batch, me);

  const download = async () => {
    setDownloading(true);
    setPageError(null);
    try {
      const name = await downloadTransferFile(batch);
      showSuccess(`${name} をダウンロードしました。`);
    } catch (e) {
      setPageError(messageOf(e));
    } finally {
      setDownloading(false);
    }
  };

  const sync = async () => {
    setSyncing(true);
    setPageError(null);
    try {
      const r = await syncBatch(batch.id);
      setReport({ title: '銀行APIの照会結果', rows: r.rows, summary: summaryOf(r), tone: 'success' });
    } catch (e) {
      setPageError(messageOf(e));
    } finally {
      setSyncing(false);
      void refreshPayouts(queryClient);
    }
  };

  const importFile = (file: File) => async () => {
    try {
      const content = await readResultFile(file);
      const r = await importResultFile(batch.id, file.name, content);
      setDialog(null);
      setReport({ title: `${file.name} の取込結果`, rows: r.rows, summary: summaryOf(r), tone: 'success' });
      showSuccess('結果ファイルを取り込みました。');
    } catch (e) {
      if (e instanceof ImportRefused && e.rows.length > 0) {
        setDialog(null);
        setReport({ title: `${file.name}：${e.message}`, rows: e.rows.filter((r) => r.outcome === 'error'), tone: 'error' });
        return;
      }
      throw e;
    } finally {
      void refreshPayouts(queryClient);
    }
  };

  return (
    <div className="space-y-6">
      <OpsPageHeader
        title={title}
        back={back}
        lead={
          <span className="inline-flex flex-wrap items-center gap-2">
            振込指定日 {formatDate(batch.transfer_date)} <BatchStatusBadge batch={batch} />
          </span>
        }
      />

      <OpsPanel title="概要">
        <Summary batch={batch} />
      </OpsPanel>

      <OpsPanel title="操作">
        <div className="space-y-3">
          {pageError ? <Alert tone="error">{pageError}</Alert> : null}
          <div className="flex flex-wrap items-start gap-3">
            <ActionButton action={actions.approve} onClick={() => setDialog({ kind: 'approve' })}>
              承認
            </ActionButton>
            <ActionButton action={actions.download} variant="secondary" pending={downloading} onClick={() => void download()}>
              <Download className="size-4" aria-hidden="true" />
              ファイルをダウンロード
            </ActionButton>
            <ActionButton action={actions.markSent} onClick={() => setDialog({ kind: 'sent' })}>
              銀行へ送信済みにする
            </ActionButton>
            <ActionButton action={actions.syncBank} variant="secondary" pending={syncing} onClick={() => void sync()}>
              銀行に結果を照会
            </ActionButton>
            <ActionButton action={actions.close} variant="secondary" onClick={() => setDialog({ kind: 'close' })}>
              バッチを完了にする
            </ActionButton>
            <ActionButton action={actions.discard} variant="danger" onClick={() => setDialog({ kind: 'discard' })}>
              破棄
            </ActionButton>
            <Link
              to={`${opsPaths.money()}?batch=${batch.id}`}
              className="self-center text-sm font-medium text-brand-700 underline underline-offset-4"
            >
              照合（入出金）を見る
            </Link>
          </div>
          {batch.status === 'discarded' ? (
            <p className="text-sm text-slate-600">このバッチは破棄されました。明細の支払は次のバッチの対象に戻っています。</p>
          ) : null}
        </div>
      </OpsPanel>

      <ResultImport actions={actions} report={report} onChoose={(file) => setDialog({ kind: 'import', file })} />

      <OpsPanel
        title={`明細（${detail.data.lines_total_count.toLocaleString('ja-JP')}件）`}
        flush
        actions={
          <InlineSelect
            label="状態"
            value={lineStatus}
            onChange={(v) => set('lines', v === 'all' ? null : v)}
            options={LINE_FILTERS.map((s) => ({ value: s, label: s === 'all' ? 'すべて' : TRANSFER_LINE_STATUS_LABELS[s] }))}
          />
        }
      >
        {lines.length === 0 ? (
          <p className="p-4 text-sm text-slate-600">該当する明細はありません。</p>
        ) : (
          <LinesTable
            lines={lines}
            actions={actions}
            batchStatus={batch.status}
            onAction={(kind, line) => setDialog({ kind, line })}
          />
        )}
        <div className="px-4 pb-3">
          <Pager page={page} size={PER_PAGE} total={detail.data.lines_total_count} onPage={(p) => set('page', String(p))} />
        </div>
      </OpsPanel>

      {dialog?.kind === 'approve' ? (
        <ApproveDialog
          batch={batch}
          onClose={() => setDialog(null)}
          call={act((key: string) => approveBatch(batch.id, key), '承認しました。総合振込ファイルを作成しました。')}
        />
      ) : null}
      {dialog?.kind === 'discard' ? (
        <ConfirmCallDialog
          onClose={() => setDialog(null)}
          title="このバッチを破棄しますか？"
          description="明細の支払は振込対象に戻り、次のバッチで振り込めます。"
          submitLabel="破棄する"
          tone="danger"
          call={act(() => discardBatch(batch.id), 'バッチを破棄しました。')}
        />
      ) : null}
      {dialog?.kind === 'close' ? (
        <ConfirmCallDialog
          onClose={() => setDialog(null)}
          title="バッチを完了にしますか？"
          description="すべての明細の結果が記録されています。完了にすると以後このバッチは変更できません。"
          submitLabel="完了にする"
          call={act(() => closeBatch(batch.id), 'バッチを完了にしました。')}
        />
      ) : null}
      {dialog?.kind === 'sent' ? (
        <MarkSentDialog
          batch={batch}
          onClose={() => setDialog(null)}
          call={act((sentOn: string, key: string) => markBatchSent(batch.id, sentOn, key), '銀行へ送信済みにしました。')}
        />
      ) : null}
      {dialog?.kind === 'exclude' ? (
        <ExcludeDialog
          line={dialog.line}
          onClose={() => setDialog(null)}
          call={act((reason: string) => excludeLine(batch.id, dialog.line.id, reason), '明細を除外しました。')}
        />
      ) : null}
      {dialog?.kind === 'restore' ? (
        <ConfirmCallDialog
          onClose={() => setDialog(null)}
          title="この明細をバッチに戻しますか？"
          description="除外を取り消し、この明細を再び振込対象にします。"
          submitLabel="戻す"
          call={act(() => restoreLine(batch.id, dialog.line.id), '明細をバッチに戻しました。')}
        >
          <LineSummary line={dialog.line} />
        </ConfirmCallDialog>
      ) : null}
      {dialog?.kind === 'result' ? (
        <LineResultDialog
          batch={batch}
          line={dialog.line}
          onClose={() => setDialog(null)}
          call={(body) =>
            act(
              () => recordLineResult(batch.id, dialog.line.id, body),
              body.result === 'done' ? '振込完了を記録しました。' : '振込不能を記録しました。',
            )()
          }
        />
      ) : null}
      {dialog?.kind === 'import' ? (
        <ImportConfirm file={dialog.file} onClose={() => setDialog(null)} run={importFile(dialog.file)} />
      ) : null}
    </div>
  );
}

function ImportConfirm({ file, onClose, run }: { file: File; onClose: () => void; run: () => Promise<void> }) {
  return (
    <ConfirmCallDialog
      onClose={onClose}
      title="結果ファイルを取り込みますか？"
      description={`${file.name}（${file.size.toLocaleString('ja-JP')} バイト）の結果を明細に反映します。振込完了・振込不能は取り消せません。`}
      submitLabel="取り込む"
      call={run}
    />
  );
}
