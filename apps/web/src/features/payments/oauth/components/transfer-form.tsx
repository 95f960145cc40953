import { closedDayReason } from '@icp/domain';
import { ArrowRight } from 'lucide-react';
import { useEffect, useId } from 'react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { cn } from '../../../../components/ui/cn.ts';
import { describedBy, FieldShell, inputClass, TextField } from '../../../../components/ui/field.tsx';
import { ListError, ListLoading } from '../../../../components/ui/query-state.tsx';
import { useAppForm } from '../../../../lib/use-app-form.ts';
import { addDays, formatDateWithWeekday, monthOf } from '../../shared/components/iso-date.ts';
import { dueDateError, MEMO_MAX, transferDateError } from '../../shared/invoice-form/invoice-details-rules.ts';
import type { TransferRules } from '../../shared/invoice-form/invoice-details-rules.ts';
import { TransferCalendar } from '../../shared/invoice-form/transfer-calendar.tsx';
import { CALENDAR_DAYS } from '../../shared/invoice-form/use-transfer-rules.ts';

/** What the buyer decides on the invoice-info step, as typed. */
export interface TransferFormValues {
  /** Only asked when the partner sent no due date. */
  dueDate: string;
  transferDate: string;
  memo: string;
}

interface Context {
  rules: TransferRules;
  /** The partner's due date; null when the buyer types one. */
  partnerDueDate: string | null;
}

const FIELDS = ['dueDate', 'transferDate', 'memo'] as const;

/** The same rules and words as the payment form (invoice-details-rules.ts), on the fields this step has. */
export function transferFormErrors(v: TransferFormValues, { rules, partnerDueDate }: Context) {
  const out: Partial<Record<keyof TransferFormValues, string>> = {};
  if (partnerDueDate === null) {
    const due = dueDateError(v.dueDate);
    if (due) out.dueDate = due;
  }
  const transfer = transferDateError(v.transferDate, partnerDueDate ?? v.dueDate, rules);
  if (transfer) out.transferDate = transfer;
  if (v.memo.trim().length > MEMO_MAX) out.memo = `メモは${MEMO_MAX}文字以内で入力してください。`;
  return out;
}

const resolver: Resolver<TransferFormValues, Context> = async (values, context) => {
  const found = transferFormErrors(
    values,
    context ?? { rules: { earliest: null, closed: null, closedUntil: null }, partnerDueDate: null },
  );
  const errors: FieldErrors<TransferFormValues> = {};
  for (const name of FIELDS) {
    const message = found[name];
    if (message) errors[name] = { type: 'validate', message };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/**
 * 振込希望日 (the bank calendar of the payment form: closed days and days outside the earliest
 * date … due date greyed out), the due date when the partner sent none, and メモ. Validates on change.
 */
export function TransferForm({
  defaultValues,
  partnerDueDate,
  rules,
  rulesFailed,
  onRetryRules,
  onValuesChange,
  onProceed,
  pending,
  backAction,
  pageError,
}: {
  defaultValues: TransferFormValues;
  partnerDueDate: string | null;
  rules: TransferRules;
  rulesFailed: boolean;
  onRetryRules: () => void;
  onValuesChange: (values: TransferFormValues) => void;
  onProceed: (values: TransferFormValues) => Promise<void>;
  pending: boolean;
  backAction: ReactNode;
  /** A failure of 次へ itself, shown above the buttons. */
  pageError?: ReactNode;
}) {
  const form = useAppForm<TransferFormValues, Context>({
    mode: 'onChange',
    resolver,
    context: { rules, partnerDueDate },
    defaultValues,
  });
  const { register, control, setValue, getValues, formState } = form;
  const errors = formState.errors;
  const [dueInput, transferDate] = useWatch({ control, name: ['dueDate', 'transferDate'] });
  const memoId = useId();

  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: ({ values }) => onValuesChange(values) }),
    [form, onValuesChange],
  );

  // The transfer date is judged against the due date and the server's earliest date: re-check it when they move.
  useEffect(() => {
    if (getValues('transferDate')) void form.trigger('transferDate');
  }, [rules.earliest, rules.closed, dueInput, form, getValues]);

  const earliest = rules.earliest;
  const dueDate = partnerDueDate ?? (/^\d{4}-\d{2}-\d{2}$/.test(dueInput) && !errors.dueDate ? dueInput : null);
  const lastDay = dueDate ?? (earliest ? addDays(earliest, CALENDAR_DAYS) : null);
  const closedReason = (iso: string) => closedDayReason(iso, (d) => rules.closed?.get(d) ?? null);
  const unavailable = (iso: string): string | null => {
    if (earliest && iso < earliest) return '最短の振込日より前';
    if (dueDate && iso > dueDate) return 'お支払期限より後';
    if (rules.closedUntil && iso > rules.closedUntil) return '選択できる期間外';
    return closedReason(iso);
  };
  const chooseTransferDate = (iso: string) => setValue('transferDate', iso, { shouldValidate: true, shouldDirty: true });
  const noDay = earliest !== null && lastDay !== null && lastDay < earliest;

  return (
    <form
      onSubmit={(e) => void form.handleSubmit((v) => onProceed(v))(e)}
      noValidate
      className="space-y-6"
      aria-label="振込希望日とメモ"
    >
      <Card className="space-y-6 p-5 sm:p-6">
        <h2 className="text-lg font-bold text-slate-900">振込希望日とメモ</h2>
        {partnerDueDate === null ? (
          <TextField
            label="お支払期限"
            required
            type="date"
            className="max-w-56"
            hint="請求書に記載の支払期限を入力してください"
            error={errors.dueDate?.message}
            {...register('dueDate', { deps: ['transferDate'] })}
          />
        ) : null}

        <div className="space-y-3">
          <TextField
            label="振込希望日"
            required
            type="date"
            className="max-w-56"
            min={earliest ?? undefined}
            max={dueDate ?? undefined}
            hint={
              earliest
                ? `最短の振込日は${formatDateWithWeekday(earliest)}です。金融機関の営業日を選択してください。`
                : '金融機関の営業日を選択してください。'
            }
            error={errors.transferDate?.message}
            {...register('transferDate')}
          />
          {rulesFailed ? (
            <ListError message="振込できる日を取得できませんでした。" onRetry={onRetryRules} />
          ) : !earliest || !rules.closed ? (
            <ListLoading label="振込できる日を確認しています" />
          ) : noDay ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              お支払期限（{formatDateWithWeekday(lastDay)}）までに振込できる日がありません。支払先へお支払期限をご確認ください。
            </p>
          ) : (
            <>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => chooseTransferDate(earliest)}
                disabled={transferDate === earliest}
              >
                最短の振込日を選ぶ
              </Button>
              <TransferCalendar
                value={transferDate}
                onSelect={chooseTransferDate}
                firstMonth={monthOf(earliest)}
                lastMonth={monthOf(lastDay ?? earliest)}
                unavailable={unavailable}
                closedReason={closedReason}
              />
            </>
          )}
        </div>

        <FieldShell
          id={memoId}
          label="メモ（任意）"
          hint={`${MEMO_MAX}文字以内。支払先には表示されません`}
          error={errors.memo?.message}
        >
          <textarea
            id={memoId}
            rows={3}
            aria-invalid={errors.memo ? true : undefined}
            aria-describedby={describedBy(memoId, true, errors.memo)}
            className={cn(inputClass, 'py-2.5')}
            {...register('memo')}
          />
        </FieldShell>
      </Card>

      {pageError}

      <div className="flex flex-col-reverse items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        {backAction}
        <Button type="submit" size="lg" className="w-full sm:w-56" pending={pending}>
          次へ
          <ArrowRight className="size-5" aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
