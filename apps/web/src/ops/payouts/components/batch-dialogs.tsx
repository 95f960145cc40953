import { zodResolver } from '@hookform/resolvers/zod';
import { TRANSFER_FAILURE_CODES, TRANSFER_FAILURE_LABELS } from '@icp/contract';
import { accountTypeLabel } from '@icp/domain';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { RadioCards } from '../../../components/ui/choice.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatAmount, formatDate } from '../../../lib/format.ts';
import { newIdempotencyKey } from '../../../lib/idempotency.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import type { Batch, BatchLine, LineResultBody } from '../api.ts';
import { jstToday } from '../batch-actions.ts';
import { TextAreaField } from '../../components/textarea-field.tsx';
import { FormDialog } from './form-dialog.tsx';

/** The server's words for a refusal (403 self-approval, 409 someone acted first, closed day…). */
export const messageOf = (e: unknown) => (isApiError(e) ? e.message : '処理できませんでした。時間をおいて再度お試しください。');

/** Runs one dialog's call: pending while it runs, the server's refusal kept for the dialog. */
function useDialogCall() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>) => {
    setPending(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setPending(false);
    }
  };
  return { pending, error, run };
}

interface DialogProps {
  onClose: () => void;
}

export function LineSummary({ line }: { line: BatchLine }) {
  return (
    <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm">
      <dt className="text-slate-500">支払</dt>
      <dd className="text-slate-900">
        {line.display_id}（購入者 {line.buyer_name}）
      </dd>
      <dt className="text-slate-500">支払先</dt>
      <dd className="text-slate-900">{line.supplier_name ?? '—'}</dd>
      <dt className="text-slate-500">振込先</dt>
      <dd className="text-slate-900">
        {line.bank_name} {line.branch_name} {accountTypeLabel(line.account_type) ?? line.account_type} {line.account_number}
      </dd>
      <dt className="text-slate-500">名義</dt>
      <dd className="text-slate-900">{line.holder_name}</dd>
      <dt className="text-slate-500">金額</dt>
      <dd className="font-bold text-slate-900 tabular-nums">{formatAmount(line.amount)}</dd>
    </dl>
  );
}

/** A plain confirmation (approve, discard, restore, close): one call, the server's refusal shown in the dialog. */
export function ConfirmCallDialog({
  onClose,
  title,
  description,
  submitLabel,
  tone,
  call,
  children,
}: DialogProps & {
  title: string;
  description: ReactNode;
  children?: ReactNode;
  submitLabel: string;
  tone?: 'primary' | 'danger';
  /** Gets a key kept for the dialog's life (for idempotent routes). */
  call: (idempotencyKey: string) => Promise<unknown>;
}) {
  const [key] = useState(newIdempotencyKey);
  const { pending, error, run } = useDialogCall();
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={title}
      description={description}
      submitLabel={submitLabel}
      tone={tone}
      pending={pending}
      error={error}
      onSubmit={(e) => {
        e.preventDefault();
        void run(() => call(key));
      }}
    >
      {children}
    </FormDialog>
  );
}

export function ApproveDialog({ batch, onClose, call }: DialogProps & { batch: Batch; call: (key: string) => Promise<unknown> }) {
  return (
    <ConfirmCallDialog
      onClose={onClose}
      title="振込バッチを承認しますか？"
      submitLabel="承認する"
      call={call}
      description={
        <>
          <span className="block">
            振込指定日 {formatDate(batch.transfer_date)}・{batch.counts.pending.toLocaleString('ja-JP')}件・合計{' '}
            <strong className="text-slate-900">{formatAmount(batch.total_amount)}</strong>
          </span>
          <span className="mt-2 block">承認すると総合振込ファイルが作成され、以後このバッチの明細は変更できません。</span>
        </>
      }
    />
  );
}

const reasonSchema = z.object({
  reason: z.string().trim().min(1, '除外の理由を入力してください。').max(200, '除外の理由は200文字以内で入力してください。'),
});

export function ExcludeDialog({
  line,
  onClose,
  call,
}: DialogProps & { line: BatchLine; call: (reason: string) => Promise<unknown> }) {
  const { pending, error, run } = useDialogCall();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useAppForm({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="この明細をバッチから除外しますか？"
      description="除外した支払は次回以降のバッチで振込対象になります。"
      submitLabel="除外する"
      tone="danger"
      pending={pending}
      error={error}
      onSubmit={handleSubmit((v) => run(() => call(v.reason)))}
    >
      <LineSummary line={line} />
      <TextAreaField
        label="除外の理由"
        required
        rows={3}
        maxLength={200}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </FormDialog>
  );
}

const isoDate = (label: string) =>
  z
    .string()
    .min(1, `${label}を入力してください。`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}は YYYY-MM-DD の形式で入力してください。`);

const sentSchema = z.object({ sent_on: isoDate('送信日') });

export function MarkSentDialog({
  batch,
  onClose,
  call,
}: DialogProps & { batch: Batch; call: (sentOn: string, key: string) => Promise<unknown> }) {
  const [key] = useState(newIdempotencyKey);
  const { pending, error, run } = useDialogCall();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useAppForm({ resolver: zodResolver(sentSchema), defaultValues: { sent_on: jstToday() } });
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="銀行へ送信済みにしますか？"
      description={
        batch.channel === 'bank_api'
          ? '銀行APIへ総合振込の依頼を送信します。'
          : `総合振込ファイル（${batch.file?.name ?? '—'}）を銀行へ送信した日を記録します。以後、明細ごとの結果を記録できます。`
      }
      submitLabel="送信済みにする"
      pending={pending}
      error={error}
      onSubmit={handleSubmit((v) => run(() => call(v.sent_on, key)))}
    >
      <TextField label="送信日" type="date" required error={errors.sent_on?.message} {...register('sent_on')} />
    </FormDialog>
  );
}

const resultSchema = z
  .object({
    result: z.enum(['done', 'failed'], { error: '結果を選んでください。' }),
    transferred_on: z.string(),
    failure_code: z.string(),
    failure_text: z.string().trim().max(200, '不能事由の内容は200文字以内で入力してください。'),
  })
  .superRefine((v, ctx) => {
    if (v.result === 'done') {
      const r = isoDate('振込日').safeParse(v.transferred_on);
      if (!r.success) ctx.addIssue({ code: 'custom', path: ['transferred_on'], message: r.error.issues[0]?.message ?? '' });
    } else {
      if (!(TRANSFER_FAILURE_CODES as readonly string[]).includes(v.failure_code))
        ctx.addIssue({ code: 'custom', path: ['failure_code'], message: '不能事由を選んでください。' });
      if (v.failure_code === 'other' && v.failure_text.length === 0)
        ctx.addIssue({ code: 'custom', path: ['failure_text'], message: '「その他」の場合は内容を入力してください。' });
    }
  });
type ResultValues = z.input<typeof resultSchema>;

/** The body the API takes for a line's result, from the dialog's values. */
export function lineResultBody(v: ResultValues): LineResultBody {
  if (v.result === 'done') return { result: 'done', transferred_on: v.transferred_on };
  const text = v.failure_text.trim();
  return {
    result: 'failed',
    failure_code: v.failure_code as (typeof TRANSFER_FAILURE_CODES)[number],
    ...(text ? { failure_text: text } : {}),
  };
}

export function LineResultDialog({
  batch,
  line,
  onClose,
  call,
}: DialogProps & { batch: Batch; line: BatchLine; call: (body: LineResultBody) => Promise<unknown> }) {
  const { pending, error, run } = useDialogCall();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useAppForm<ResultValues>({
    resolver: zodResolver(resultSchema),
    defaultValues: { result: undefined, transferred_on: batch.transfer_date, failure_code: '', failure_text: '' },
  });
  const result = watch('result');
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="振込の結果を記録しますか？"
      description={
        result === 'failed'
          ? '振込不能にすると、支払は購入者の「要対応」（支払先口座の修正）に戻ります。お金は当社に留まります。'
          : '振込完了にすると、支払は「振込完了」になり、実際の振込日が記録されます。'
      }
      submitLabel={result === 'failed' ? '振込不能にする' : result === 'done' ? '振込完了にする' : '記録する'}
      tone={result === 'failed' ? 'danger' : 'primary'}
      pending={pending}
      error={error}
      onSubmit={handleSubmit((v) => run(() => call(lineResultBody(v))))}
    >
      <LineSummary line={line} />
      <RadioCards
        legend="結果"
        name="result"
        required
        value={result}
        onChange={(v) => setValue('result', v, { shouldValidate: true })}
        error={errors.result?.message}
        options={[
          { value: 'done', label: '振込完了' },
          { value: 'failed', label: '振込不能' },
        ]}
      />
      {result === 'done' ? (
        <TextField label="振込日" type="date" required error={errors.transferred_on?.message} {...register('transferred_on')} />
      ) : null}
      {result === 'failed' ? (
        <>
          <SelectField
            label="不能事由"
            required
            placeholder="選んでください"
            options={TRANSFER_FAILURE_CODES.map((c) => ({ value: c, label: TRANSFER_FAILURE_LABELS[c] }))}
            error={errors.failure_code?.message}
            {...register('failure_code')}
          />
          <TextAreaField
            label="内容"
            hint="銀行からの連絡の内容など（「その他」の場合は必須）"
            maxLength={200}
            error={errors.failure_text?.message}
            {...register('failure_text')}
          />
        </>
      ) : null}
    </FormDialog>
  );
}
