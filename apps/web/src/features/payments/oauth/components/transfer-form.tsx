import { ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { ListError, ListLoading } from '../../../../components/ui/query-state.tsx';
import { useAppForm } from '../../../../lib/use-app-form.ts';
import { formatDateWithWeekday } from '../../shared/components/iso-date.ts';
import { dueDateError, MEMO_MAX, transferDateError } from '../../shared/invoice-form/invoice-details-rules.ts';
import type { TransferRules } from '../../shared/invoice-form/invoice-details-rules.ts';
import { DueDateField, MemoField, TransferDateField, transferWindow } from '../../shared/invoice-form/invoice-fields.tsx';

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
  const { lastDay } = transferWindow(rules, dueDate);
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
          <DueDateField
            hint="請求書に記載の支払期限を入力してください"
            error={errors.dueDate?.message}
            registration={register('dueDate', { deps: ['transferDate'] })}
          />
        ) : null}

        <TransferDateField
          registration={register('transferDate')}
          error={errors.transferDate?.message}
          value={transferDate}
          onSelect={chooseTransferDate}
          rules={rules}
          dueDate={dueDate}
          notice={
            rulesFailed ? (
              <ListError message="振込できる日を取得できませんでした。" onRetry={onRetryRules} />
            ) : !earliest || !rules.closed ? (
              <ListLoading label="振込できる日を確認しています" />
            ) : noDay ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                お支払期限（{formatDateWithWeekday(lastDay)}）までに振込できる日がありません。支払先へお支払期限をご確認ください。
              </p>
            ) : null
          }
        />

        <MemoField registration={register('memo')} error={errors.memo?.message} />
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
