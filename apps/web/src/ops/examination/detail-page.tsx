import { EXAMINATION_FLAG_TEXT } from '@icp/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CircleAlert, CircleCheck, CircleDashed, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { cn } from '../../components/ui/cn.ts';
import { ListLoading } from '../../components/ui/query-state.tsx';
import { formatAmount, formatDate, formatDateTime } from '../../lib/format.ts';
import { OpsBadge } from '../components/ops-badge.tsx';
import { formatAge } from '../components/ops-format.ts';
import { OpsPageHeader, OpsPanel } from '../components/ops-page.tsx';
import { opsPaths } from '../lib/ops-paths.ts';
import { detailQueryOptions } from './api.ts';
import type { ExaminationDetailResult } from './api.ts';
import { comparisonRows, EXTRACTION_METHOD_TEXT } from './comparison.ts';
import type { Verdict } from './comparison.ts';
import { ExaminationActions } from './examination-actions.tsx';
import { InvoiceViewer } from './invoice-viewer.tsx';
import { StatusCell, TransferDue } from './badges.tsx';

const backLink = (
  <Link
    to={opsPaths.examination()}
    className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-4"
  >
    <ArrowLeft className="size-4" aria-hidden="true" />
    審査キューへ戻る
  </Link>
);

/** /ops/examination/:id — the document beside what was entered and read, flags, history, actions. */
export function Component() {
  const { id: raw } = useParams();
  const id = Number(raw);
  const valid = Number.isSafeInteger(id) && id > 0;
  const detail = useQuery({ ...detailQueryOptions(id), enabled: valid });

  if (!valid || detail.isError) {
    return (
      <>
        <OpsPageHeader title="審査" back={backLink} />
        <Alert tone="error">{valid ? detail.error?.message : '支払IDが正しくありません。'}</Alert>
      </>
    );
  }
  if (detail.isPending) {
    return (
      <>
        <OpsPageHeader title="審査" back={backLink} />
        <ListLoading />
      </>
    );
  }
  return <DetailView detail={detail.data} />;
}

function DetailView({ detail }: { detail: ExaminationDetailResult }) {
  const { payment } = detail;
  return (
    <>
      <OpsPageHeader
        title={`審査 ${payment.display_id}`}
        back={backLink}
        lead={
          <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <span>購入者：{payment.buyer.name}</span>
            <span>
              申請：{formatDateTime(payment.created_at)}（{formatAge(payment.age_hours)}経過）
            </span>
          </span>
        }
        actions={
          <div className="flex items-start gap-3">
            <StatusCell label={payment.status_label} actionRequired={payment.is_action_required} />
            <TransferDue date={payment.transfer_date} daysLeft={payment.transfer_days_left} />
          </div>
        }
      />
      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="min-w-0 xl:sticky xl:top-20 xl:self-start">
          <OpsPanel title="請求書">
            {detail.file ? (
              <InvoiceViewer paymentId={payment.id} file={detail.file} />
            ) : (
              <p className="text-sm text-slate-600">請求書ファイルがありません。</p>
            )}
          </OpsPanel>
        </div>
        <div className="min-w-0 space-y-5">
          <OpsPanel title="審査の操作">
            {payment.action_required_reason ? (
              <Alert tone="info" title="修正依頼の内容" className="mb-3">
                {payment.action_required_reason}
              </Alert>
            ) : null}
            <ExaminationActions detail={detail} />
          </OpsPanel>
          <Comparison detail={detail} />
          <Flags detail={detail} />
          <PaymentFacts detail={detail} />
          {detail.duplicates.length > 0 ? <Duplicates detail={detail} /> : null}
          <History detail={detail} />
        </div>
      </div>
    </>
  );
}

const VERDICT: Record<Verdict, { text: string; icon: typeof CircleCheck; badge: string; row: string }> = {
  mismatch: { text: '不一致', icon: TriangleAlert, badge: 'border-red-300 bg-red-100 text-red-800', row: 'bg-red-50' },
  match: { text: '一致', icon: CircleCheck, badge: 'border-emerald-200 bg-emerald-50 text-emerald-800', row: '' },
  unread: { text: '読み取りなし', icon: CircleDashed, badge: 'border-slate-200 bg-slate-100 text-slate-700', row: '' },
  unentered: { text: '入力なし', icon: CircleDashed, badge: 'border-slate-200 bg-slate-100 text-slate-700', row: '' },
  reference: { text: '参考', icon: Info, badge: 'border-slate-200 bg-white text-slate-600', row: '' },
};

function Comparison({ detail }: { detail: ExaminationDetailResult }) {
  const rows = comparisonRows(detail);
  const mismatches = rows.filter((r) => r.verdict === 'mismatch');
  return (
    <OpsPanel
      title="入力内容と読み取り結果"
      actions={
        <span className="text-xs text-slate-500">
          {detail.extraction ? EXTRACTION_METHOD_TEXT[detail.extraction.method] : '読み取り結果なし'}
        </span>
      }
      flush
    >
      {mismatches.length > 0 ? (
        <p className="flex items-start gap-2 border-b border-red-100 bg-red-50 px-4 py-2.5 text-sm font-semibold text-red-800">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          不一致が{mismatches.length}件あります：{mismatches.map((m) => m.label).join('、')}
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm sm:min-w-[420px]">
          <caption className="sr-only">購入者の入力内容と請求書からの読み取り結果の比較（判定つき）</caption>
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600">
            <tr>
              <th scope="col" className="w-24 px-3 py-2 sm:w-32 sm:px-4">
                項目・判定
              </th>
              <th scope="col" className="px-3 py-2">
                購入者の入力
              </th>
              <th scope="col" className="px-3 py-2">
                請求書の読み取り
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => {
              const v = VERDICT[r.verdict];
              return (
                <tr key={r.key} className={cn('align-top', v.row)}>
                  <th
                    scope="row"
                    className={cn(
                      'px-3 py-2.5 font-semibold text-slate-700 sm:px-4',
                      r.verdict === 'mismatch' && 'border-l-4 border-red-500 pl-2 sm:pl-3',
                    )}
                  >
                    <span className="block">{r.label}</span>
                    <span
                      className={cn(
                        'mt-1 inline-flex items-center gap-1 rounded-md border px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap',
                        v.badge,
                      )}
                    >
                      <v.icon className="size-3.5" aria-hidden="true" />
                      {v.text}
                    </span>
                  </th>
                  <td className="px-3 py-2.5 break-words text-slate-900">{r.entered}</td>
                  <td
                    className={cn(
                      'px-3 py-2.5 break-words',
                      r.verdict === 'mismatch' ? 'font-semibold text-red-800' : 'text-slate-900',
                    )}
                  >
                    {r.read}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </OpsPanel>
  );
}

function Flags({ detail }: { detail: ExaminationDetailResult }) {
  return (
    <OpsPanel title={`フラグ（${detail.flags.length}件）`}>
      {detail.flags.length === 0 ? (
        <p className="text-sm text-slate-600">注意が必要な点は見つかりませんでした。</p>
      ) : (
        <ul className="space-y-2">
          {detail.flags.map((f) => (
            <li key={f.code} className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5">
              <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
              <div className="min-w-0">
                <p className="text-sm font-bold text-amber-950">{f.label || EXAMINATION_FLAG_TEXT[f.code].label}</p>
                <p className="mt-0.5 text-sm text-amber-950/90">{f.explanation || EXAMINATION_FLAG_TEXT[f.code].explanation}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </OpsPanel>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-500">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PaymentFacts({ detail }: { detail: ExaminationDetailResult }) {
  const p = detail.payment;
  const s = p.supplier;
  return (
    <OpsPanel title="支払の内容">
      <Facts
        rows={[
          ['購入者', `${p.buyer.name}（ID ${p.buyer.id}）`],
          [
            '支払先',
            s ? (
              <span className="flex flex-wrap items-center gap-2">
                {s.name}（ID {s.id}）
                <OpsBadge tone={s.status === 'Approved' ? 'green' : s.status === 'Rejected' ? 'red' : 'amber'}>
                  {s.status_label}
                </OpsBadge>
              </span>
            ) : (
              '—'
            ),
          ],
          ['法人番号', s?.corporate_number ?? '—'],
          ['請求金額', formatAmount(p.amount)],
          ['手数料', formatAmount(p.commission)],
          ['割引', p.discount ? `−${formatAmount(p.discount)}` : formatAmount(0)],
          ['カード決済額', <strong key="t">{formatAmount(p.total)}</strong>],
          ['支払期日', formatDate(p.due_date)],
          ['振込日', formatDate(p.transfer_date)],
          ['審査期限', formatDate(p.examination_due_date)],
          ['メモ', p.memo ?? '—'],
        ]}
      />
    </OpsPanel>
  );
}

const DUPLICATE_REASON_TEXT = {
  invoice_number: '同じ請求書番号',
  file: '同じファイル',
  amount_due_date: '同じ金額・支払期日',
} as const;

function Duplicates({ detail }: { detail: ExaminationDetailResult }) {
  return (
    <OpsPanel title="重複の可能性がある支払">
      <ul className="divide-y divide-slate-100 text-sm">
        {detail.duplicates.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <span className="font-mono font-semibold">{d.display_id}</span>
            <OpsBadge>{d.status_label}</OpsBadge>
            <span>{formatAmount(d.amount)}</span>
            <span className="text-slate-500">期日 {formatDate(d.due_date)}</span>
            <span className="text-amber-900">{d.reasons.map((r) => DUPLICATE_REASON_TEXT[r]).join('・')}</span>
          </li>
        ))}
      </ul>
    </OpsPanel>
  );
}

const ACTOR_TEXT = { user: '購入者', operator: '運用担当', system: 'システム' } as const;

function History({ detail }: { detail: ExaminationDetailResult }) {
  return (
    <OpsPanel title="履歴">
      {detail.history.length === 0 ? (
        <p className="text-sm text-slate-600">履歴はありません。</p>
      ) : (
        <ol className="space-y-3 border-l-2 border-slate-200 pl-4 text-sm">
          {detail.history.map((h, i) => (
            <li key={`${h.created_at}-${i}`} className="relative">
              <span className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-slate-400" aria-hidden="true" />
              <p className="flex flex-wrap items-center gap-2">
                <span className="text-xs text-slate-500 tabular-nums">{formatDateTime(h.created_at)}</span>
                <span className="font-semibold text-slate-900">{h.status_label}</span>
                {h.is_action_required ? <OpsBadge tone="violet">修正依頼中</OpsBadge> : null}
                <span className="text-xs text-slate-500">
                  {ACTOR_TEXT[h.actor_type]}
                  {h.actor_name ? `（${h.actor_name}）` : h.actor_id ? `（${h.actor_id}）` : ''}
                </span>
              </p>
              {h.note ? <p className="mt-0.5 whitespace-pre-line text-slate-700">{h.note}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </OpsPanel>
  );
}
