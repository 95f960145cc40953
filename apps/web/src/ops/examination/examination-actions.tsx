import { zodResolver } from '@hookform/resolvers/zod';
import { EXAMINATION_STATUSES, REQUEST_ACTION_TEMPLATE_CODES, REQUEST_ACTION_TEMPLATES } from '@icp/contract';
import type { ExaminationAction, ExaminationStatus } from '@icp/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Ban, CheckCheck, CircleCheck, MessageSquareWarning } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { isApiError, NETWORK_ERROR_MESSAGE } from '../../lib/api-client.ts';
import { afterNextPaint } from '../../lib/form-focus.ts';
import { useAppForm } from '../../lib/use-app-form.ts';
import { showSuccess } from '../../lib/ui-store.ts';
import { FormDialog } from '../components/form-dialog.tsx';
import { TextAreaField } from '../components/textarea-field.tsx';
import { cancelExamination, checkExamination, completeExamination, examinationKeys, requestExaminationAction } from './api.ts';
import type { ExaminationDetailResult } from './api.ts';

type Payment = ExaminationDetailResult['payment'];

const isExaminationStatus = (s: string): s is ExaminationStatus => (EXAMINATION_STATUSES as readonly string[]).includes(s);

/** What the screen showed: the server refuses (409) when the payment has moved since. */
function expectedOf(payment: Payment) {
  if (!isExaminationStatus(payment.status)) throw new Error(`not in examination: ${payment.status}`);
  return { expected_status: payment.status, expected_action_required: payment.is_action_required };
}

/** An answer that means "someone else was first" (or the payment moved): show it, reload. */
const isConflict = (e: unknown) => isApiError(e) && e.httpStatus === 409;

const TEMPLATE_OPTIONS = REQUEST_ACTION_TEMPLATE_CODES.map((code) => ({ value: code, label: REQUEST_ACTION_TEMPLATES[code] }));

const requestSchema = z
  .object({
    reason_template: z.enum(['', ...REQUEST_ACTION_TEMPLATE_CODES]).refine((v) => v !== '', '修正依頼の理由を選択してください。'),
    reason_text: z.string().trim().max(500, '理由は500文字以内で入力してください。'),
  })
  .refine((v) => v.reason_template !== 'other' || v.reason_text.length > 0, {
    message: '「その他」の場合は理由を入力してください。',
    path: ['reason_text'],
  });
type RequestValues = z.input<typeof requestSchema>;

const cancelSchema = z.object({
  reason: z.string().trim().min(1, 'キャンセルの理由を入力してください。').max(500, '理由は500文字以内で入力してください。'),
});

type Open = null | 'check' | 'complete' | 'request_action' | 'cancel';

/**
 * 確認済にする / 修正を依頼 / 審査完了（カード売上確定） / キャンセル, as the server allows them now.
 * Each asks first. Another examiner's action in between answers 409: its message is shown and the
 * payment reloaded, nothing is done twice.
 */
export function ExaminationActions({ detail }: { detail: ExaminationDetailResult }) {
  const { payment, allowed_actions: allowed } = detail;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const [pending, setPending] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The button that was pressed may be gone once the payment has moved on: focus goes to the page
  // heading rather than falling to <body>.
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: examinationKeys.all });
    afterNextPaint(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected)
        document.querySelector<HTMLElement>('#ops-main h1')?.focus();
    });
  };

  /** Runs an action; returns an error message for the dialog, or null when it is done or moved on. */
  const run = async (action: () => Promise<{ payment: { display_id: string; status_label: string } }>, done: string) => {
    setPending(true);
    setConflict(null);
    setError(null);
    try {
      const result = await action();
      setOpen(null);
      showSuccess(`${result.payment.display_id}：${done}`);
      await reload();
      return null;
    } catch (e) {
      if (isConflict(e)) {
        setOpen(null);
        setConflict((e as Error).message);
        await reload();
        return null;
      }
      return isApiError(e) ? e : new Error(NETWORK_ERROR_MESSAGE);
    } finally {
      setPending(false);
    }
  };

  const simple = async (kind: 'check' | 'complete') => {
    const failure = await run(
      () => (kind === 'check' ? checkExamination : completeExamination)(payment.id, expectedOf(payment)),
      kind === 'check' ? '確認済にしました。' : '審査を完了し、カード売上を確定しました。',
    );
    if (failure) {
      setOpen(null);
      setError(failure.message);
    }
  };

  const can = (a: ExaminationAction) => allowed.includes(a);

  return (
    <div className="space-y-3">
      {conflict ? (
        <Alert tone="error" title="処理できませんでした">
          {conflict}
          {'\n'}最新の内容を表示しています。
        </Alert>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {allowed.length === 0 ? (
        <p className="text-sm text-slate-600">
          {payment.is_action_required
            ? '購入者の修正を待っています。修正されると審査できるようになります。'
            : 'この支払に対してできる審査の操作はありません。'}
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {can('check') ? (
            <Button variant="secondary" onClick={() => setOpen('check')}>
              <CheckCheck className="size-4" aria-hidden="true" />
              確認済にする
            </Button>
          ) : null}
          {can('request_action') ? (
            <Button variant="secondary" onClick={() => setOpen('request_action')}>
              <MessageSquareWarning className="size-4" aria-hidden="true" />
              修正を依頼
            </Button>
          ) : null}
          {can('complete') ? (
            <Button onClick={() => setOpen('complete')}>
              <CircleCheck className="size-4" aria-hidden="true" />
              審査完了（カード売上確定）
            </Button>
          ) : null}
          {can('cancel') ? (
            <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setOpen('cancel')}>
              <Ban className="size-4" aria-hidden="true" />
              キャンセル
            </Button>
          ) : null}
        </div>
      )}

      <ConfirmDialog
        open={open === 'check'}
        onOpenChange={(o) => !o && setOpen(null)}
        onConfirm={() => void simple('check')}
        title="確認済にしますか？"
        description={`${payment.display_id} を確認済にします。購入者には「審査中」と表示されます。`}
        confirmLabel="確認済にする"
        cancelLabel="戻る"
      />
      <ConfirmDialog
        open={open === 'complete'}
        onOpenChange={(o) => !o && setOpen(null)}
        onConfirm={() => void simple('complete')}
        title="審査を完了しますか？"
        description={`${payment.display_id} の審査を完了し、カード売上を確定します（${payment.total.toLocaleString('ja-JP')}円）。\nこの操作は取り消せません。`}
        confirmLabel="審査完了（売上確定）"
        cancelLabel="戻る"
      />
      {open === 'request_action' ? (
        <RequestActionDialog
          displayId={payment.display_id}
          pending={pending}
          onClose={() => setOpen(null)}
          onSubmit={(body) =>
            run(() => requestExaminationAction(payment.id, { ...expectedOf(payment), ...body }), '修正を依頼しました。')
          }
        />
      ) : null}
      {open === 'cancel' ? (
        <CancelDialog
          displayId={payment.display_id}
          pending={pending}
          onClose={() => setOpen(null)}
          onSubmit={(reason) =>
            run(() => cancelExamination(payment.id, { ...expectedOf(payment), reason }), 'キャンセルしました。')
          }
        />
      ) : null}
    </div>
  );
}

type Failure = Error | null;

/** Puts a server answer under its field when it names one, else above the form. */
function applyFailure<F extends string>(
  failure: Failure,
  fields: readonly F[],
  setFieldError: (field: F, message: string) => void,
  setFormError: (m: string | null) => void,
) {
  if (!failure) return;
  let placed = false;
  if (isApiError(failure)) {
    for (const fe of failure.errors) {
      if ((fields as readonly string[]).includes(fe.field)) {
        setFieldError(fe.field as F, fe.message);
        placed = true;
      }
    }
  }
  if (!placed) setFormError(failure.message);
}

function RequestActionDialog({
  displayId,
  pending,
  onClose,
  onSubmit,
}: {
  displayId: string;
  pending: boolean;
  onClose: () => void;
  onSubmit: (body: { reason_template: (typeof REQUEST_ACTION_TEMPLATE_CODES)[number]; reason_text?: string }) => Promise<Failure>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useAppForm<RequestValues, unknown, z.output<typeof requestSchema>>({
    mode: 'onTouched',
    resolver: zodResolver(requestSchema),
    defaultValues: { reason_template: '', reason_text: '' },
  });
  const submit = handleSubmit(async (v) => {
    setFormError(null);
    const failure = await onSubmit({
      reason_template: v.reason_template,
      ...(v.reason_text ? { reason_text: v.reason_text } : {}),
    });
    applyFailure(
      failure,
      ['reason_template', 'reason_text'] as const,
      (f, message) => setError(f, { type: 'server', message }),
      setFormError,
    );
  });
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="修正を依頼"
      description={`${displayId} の修正を購入者に依頼します。購入者には定型文と補足が表示されます。`}
      submitLabel="修正を依頼する"
      pending={pending}
      onSubmit={submit}
    >
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <SelectField
        {...register('reason_template')}
        label="理由（定型文）"
        required
        placeholder="選択してください"
        options={TEMPLATE_OPTIONS}
        error={formState.errors.reason_template?.message}
      />
      <TextAreaField
        {...register('reason_text')}
        label="補足（購入者に表示されます）"
        hint="「その他」を選んだときは必須です。500文字以内。"
        maxLength={500}
        error={formState.errors.reason_text?.message}
      />
    </FormDialog>
  );
}

function CancelDialog({
  displayId,
  pending,
  onClose,
  onSubmit,
}: {
  displayId: string;
  pending: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<Failure>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useAppForm<{ reason: string }, unknown, { reason: string }>({
    mode: 'onTouched',
    resolver: zodResolver(cancelSchema),
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit(async ({ reason }) => {
    setFormError(null);
    const failure = await onSubmit(reason);
    applyFailure(failure, ['reason'] as const, (f, message) => setError(f, { type: 'server', message }), setFormError);
  });
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="支払をキャンセル"
      description={`${displayId} をキャンセルし、カードの与信を取り消します。この操作は取り消せません。`}
      submitLabel="キャンセルする"
      tone="danger"
      pending={pending}
      onSubmit={submit}
    >
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextAreaField
        {...register('reason')}
        label="キャンセルの理由"
        required
        hint="購入者と監査ログに記録されます。500文字以内。"
        maxLength={500}
        error={formState.errors.reason?.message}
      />
    </FormDialog>
  );
}
