import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { ListError, ListLoading } from '../../components/ui/query-state.tsx';
import { formatAmount, formatDate } from '../../lib/format.ts';
import { applyApiError } from '../../lib/form-errors.ts';
import { parsePage } from '../../lib/search-params.ts';
import { showSuccess } from '../../lib/ui-store.ts';
import { useAppForm } from '../../lib/use-app-form.ts';
import { OpsBadge } from '../components/ops-badge.tsx';
import { OpsPanel } from '../components/ops-page.tsx';
import { TextAreaField } from '../components/textarea-field.tsx';
import { hasRole, useOpsSession } from '../lib/ops-session.ts';
import { jstToday } from '../payouts/batch-actions.ts';
import { messageOf } from '../payouts/components/batch-dialogs.tsx';
import { FormDialog } from '../payouts/components/form-dialog.tsx';
import { DataTable, Td, Th } from '../payouts/components/table.tsx';
import {
  type AcquirerSettlementPeriod,
  acquirerSettlementKeys,
  acquirerSettlementsQueryOptions,
  recordAcquirerSettlement,
} from './api.ts';

/*
 * What the card acquirer owes us (docs/decisions/0022): per closing period, the card totals
 * captured and refunded, its fee, the net it is to pay on the expected day, and 入金を記録 for a
 * treasurer once the money is in the bank.
 */

const PER_PAGE = 12;
const FIELDS = ['received_amount', 'received_on', 'reason'] as const;

const CYCLE_LABELS = { monthly: '月末締め・翌月末払い', semimonthly: '15日・月末締め（当月末・翌月15日払い）' } as const;

/** '1,234,567' or '１２３４' → 1234567; null when it is not whole yen. */
export function parseYen(text: string): number | null {
  const half = text
    .trim()
    .replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[－ー−]/g, '-')
    .replace(/[,，円¥￥\s]/g, '');
  if (!/^-?\d{1,13}$/.test(half)) return null;
  const n = Number(half);
  return Number.isSafeInteger(n) ? n : null;
}

/** The form, checked in the browser as the server does; the reason is required only for a difference. */
export const receiptFormSchema = (expected: number, periodEnd: string, today: string) =>
  z
    .object({
      received_amount: z
        .string()
        .trim()
        .min(1, '入金額を入力してください。')
        .refine((v) => parseYen(v) !== null, '入金額は円単位の数字で入力してください。'),
      received_on: z
        .string()
        .min(1, '入金日を入力してください。')
        .regex(/^\d{4}-\d{2}-\d{2}$/, '入金日は YYYY-MM-DD の形式で入力してください。')
        .refine(
          (v) => v > periodEnd && v <= today,
          `入金日は締め日（${formatDate(periodEnd)}）の翌日から今日までの日付にしてください。`,
        ),
      reason: z.string().trim().max(200, '差額の理由は200文字以内で入力してください。'),
    })
    .refine((v) => parseYen(v.received_amount) === null || parseYen(v.received_amount) === expected || v.reason.length > 0, {
      path: ['reason'],
      message: '入金予定額と異なる場合は差額の理由を入力してください。',
    });

type ReceiptForm = z.infer<ReturnType<typeof receiptFormSchema>>;

export function RecordReceiptDialog({
  period,
  onClose,
  onRecorded,
}: {
  period: AcquirerSettlementPeriod;
  onClose: () => void;
  onRecorded: (period: AcquirerSettlementPeriod) => void;
}) {
  const today = jstToday();
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useAppForm<ReceiptForm>({
    resolver: zodResolver(receiptFormSchema(period.net_expected, period.period_end, today)),
    defaultValues: {
      received_amount: String(period.net_expected),
      received_on: period.expected_pay_date <= today ? period.expected_pay_date : today,
      reason: '',
    },
  });
  const typed = parseYen(watch('received_amount') ?? '');
  const difference = typed === null ? null : typed - period.net_expected;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="カード会社からの入金を記録"
      description={`締め期間 ${formatDate(period.period_start)}〜${formatDate(period.period_end)}・入金予定日 ${formatDate(period.expected_pay_date)}\n入金予定額 ${formatAmount(period.net_expected)}（売上 ${formatAmount(period.gross_captured)} − 返金 ${formatAmount(period.refunds)} − 手数料 ${formatAmount(period.fee)}）`}
      submitLabel="入金を記録"
      pending={pending}
      error={formError}
      onSubmit={handleSubmit(async (v) => {
        setPending(true);
        setFormError(null);
        try {
          const { period: recorded } = await recordAcquirerSettlement(period.id, {
            received_amount: parseYen(v.received_amount)!,
            received_on: v.received_on,
            ...(v.reason ? { reason: v.reason } : {}),
          });
          onRecorded(recorded);
        } catch (e) {
          applyApiError(e, setError, FIELDS, { onUnmatched: setFormError });
        } finally {
          setPending(false);
        }
      })}
    >
      <TextField
        label="入金額（円）"
        inputMode="numeric"
        autoComplete="off"
        required
        hint={
          difference === null || difference === 0
            ? '通帳・入金明細の金額をそのまま入力してください。'
            : `入金予定額との差額 ${formatAmount(difference)}`
        }
        error={errors.received_amount?.message}
        {...register('received_amount')}
      />
      <TextField label="入金日" type="date" required error={errors.received_on?.message} {...register('received_on')} />
      <TextAreaField
        label="差額の理由"
        hint="入金額が入金予定額と異なる場合は必須です（監査ログに記録されます）。"
        rows={3}
        maxLength={200}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </FormDialog>
  );
}

function StatusBadge({ period }: { period: AcquirerSettlementPeriod }) {
  if (period.status === 'received') return <OpsBadge tone="green">{period.status_label}</OpsBadge>;
  if (!period.closed) return <OpsBadge tone="slate">締め前</OpsBadge>;
  return (
    <OpsBadge tone={period.expected_pay_date < jstToday() ? 'red' : 'amber'}>
      {period.expected_pay_date < jstToday() ? '予定日超過' : period.status_label}
    </OpsBadge>
  );
}

/** カード会社からの入金: what the acquirer owes us now, per period, with 入金を記録. */
export function AcquirerSettlementsPanel() {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('acquirer_page'));
  const list = useQuery(acquirerSettlementsQueryOptions(undefined, page, PER_PAGE));
  const queryClient = useQueryClient();
  const canRecord = hasRole(useOpsSession()?.operator, 'treasurer');
  const [recording, setRecording] = useState<AcquirerSettlementPeriod | null>(null);
  return (
    <OpsPanel title="カード会社からの入金（精算）" flush>
      {list.isPending ? (
        <ListLoading />
      ) : list.isError ? (
        <ListError message={messageOf(list.error)} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <div className="space-y-1 px-4 pt-3 text-sm text-slate-700">
            <p>
              カード会社の未入金（現在）
              <strong className="ml-2 text-lg tabular-nums">{formatAmount(list.data.owed_total)}</strong>
              <span className="ml-2 text-slate-600">{list.data.owed_count.toLocaleString('ja-JP')}期間</span>
            </p>
            <p className="text-xs text-slate-600">
              手数料率 {(list.data.fee_rate_bps / 100).toFixed(2)}%（1件ごとに円未満切り捨て、返金しても戻りません）・
              {CYCLE_LABELS[list.data.cycle]}。元帳のカード会社への未収金（card_clearing）と一致します。
            </p>
          </div>
          {list.data.periods.length === 0 ? (
            <p className="p-4 text-sm text-slate-600">カード売上はまだありません。</p>
          ) : (
            <DataTable caption="カード会社の精算（締め期間ごと）">
              <thead>
                <tr>
                  <Th>締め期間</Th>
                  <Th>入金予定日</Th>
                  <Th numeric>売上</Th>
                  <Th numeric>返金</Th>
                  <Th numeric>手数料</Th>
                  <Th numeric>入金予定額</Th>
                  <Th>状態</Th>
                  <Th>入金</Th>
                </tr>
              </thead>
              <tbody>
                {list.data.periods.map((p) => (
                  <tr key={p.id}>
                    <Td className="whitespace-nowrap">
                      {formatDate(p.period_start)}〜{formatDate(p.period_end)}
                      <span className="block text-xs text-slate-500">{p.item_count.toLocaleString('ja-JP')}件</span>
                    </Td>
                    <Td className="whitespace-nowrap">{formatDate(p.expected_pay_date)}</Td>
                    <Td numeric>{formatAmount(p.gross_captured)}</Td>
                    <Td numeric>{formatAmount(p.refunds)}</Td>
                    <Td numeric>{formatAmount(p.fee)}</Td>
                    <Td numeric className="font-bold">
                      {formatAmount(p.net_expected)}
                    </Td>
                    <Td>
                      <StatusBadge period={p} />
                    </Td>
                    <Td className="min-w-40">
                      {p.status === 'received' ? (
                        <span className="text-sm">
                          {formatDate(p.received_on)}・{formatAmount(p.received_amount)}
                          {p.received_by ? <span className="block text-xs text-slate-500">記録 {p.received_by.name}</span> : null}
                          {p.difference_reason ? (
                            <span className="block text-xs text-amber-900">
                              差額 {formatAmount((p.received_amount ?? 0) - p.net_expected)}：{p.difference_reason}
                            </span>
                          ) : null}
                        </span>
                      ) : canRecord && p.closed ? (
                        <Button size="sm" variant="secondary" onClick={() => setRecording(p)}>
                          入金を記録
                        </Button>
                      ) : (
                        <span className="text-xs text-slate-500">
                          {p.closed ? '送金担当が記録します' : '締め日の翌日から記録できます'}
                        </span>
                      )}
                    </Td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
          <div className="px-4 pb-3">
            <Pager
              page={page}
              size={PER_PAGE}
              total={list.data.total_count}
              onPage={(n) =>
                setParams((prev) => {
                  const next = new URLSearchParams(prev);
                  next.set('acquirer_page', String(n));
                  return next;
                })
              }
            />
          </div>
        </>
      )}
      {recording ? (
        <RecordReceiptDialog
          period={recording}
          onClose={() => setRecording(null)}
          onRecorded={(p) => {
            setRecording(null);
            showSuccess(`${formatDate(p.period_start)}〜${formatDate(p.period_end)} の入金を記録しました。`);
            void queryClient.invalidateQueries({ queryKey: acquirerSettlementKeys.all });
          }}
        />
      ) : null}
    </OpsPanel>
  );
}
