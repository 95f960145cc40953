import { parseYenInput } from '@icp/domain';
import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useAppForm } from '../../../../lib/use-app-form.ts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/field.tsx';
import { formatAmount } from '../../../../lib/format.ts';
import { formatAmountInput, invoiceDetailsErrors, INVOICE_NUMBER_MAX, toInvoiceDetails } from './invoice-details-rules.ts';
import type { InvoiceDetails, InvoiceDetailsValues, TransferRules } from './invoice-details-rules.ts';
import { ReadBadge, type ReadValue } from '../components/read-badge.tsx';
import { DueDateField, MemoField, TransferDateField } from './invoice-fields.tsx';

const FIELDS = ['amount', 'dueDate', 'transferDate', 'invoiceNumber', 'memo'] as const;

const resolver: Resolver<InvoiceDetailsValues, TransferRules, InvoiceDetails> = async (values, rules) => {
  const found = invoiceDetailsErrors(values, rules ?? { earliest: null, closed: null, closedUntil: null });
  const errors: FieldErrors<InvoiceDetailsValues> = {};
  for (const name of FIELDS) {
    const message = found[name];
    if (message) errors[name] = { type: 'validate', message };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: toInvoiceDetails(values), errors: {} };
};

export interface ExtractedDetails {
  amount: ReadValue<number>;
  dueDate: ReadValue<string>;
  invoiceNumber: ReadValue<string>;
}

/**
 * 請求金額, お支払期限, 振込希望日 (calendar with the bank holidays greyed out), 請求書番号 and
 * メモ. Validates on change (spec §5); values read from the invoice carry a badge while unchanged:
 * 請求書から読み取り, or 「読み取り結果をご確認ください」 when the reader was not sure.
 */
export function InvoiceDetailsForm({
  defaultValues,
  extracted,
  rules,
  onValuesChange,
  onProceed,
  onSaveDraft,
  backAction,
  proceedPending,
  draftPending = false,
  onInvalid,
  proceedLabel = '確認へ進む',
}: {
  defaultValues: InvoiceDetailsValues;
  extracted: ExtractedDetails;
  rules: TransferRules;
  onValuesChange: (values: InvoiceDetailsValues) => void;
  onProceed: (details: InvoiceDetails) => Promise<void> | void;
  /** Without it there is no 下書き保存 (the correction of an existing payment). */
  onSaveDraft?: (values: InvoiceDetailsValues) => Promise<void> | void;
  backAction: ReactNode;
  proceedPending: boolean;
  draftPending?: boolean;
  proceedLabel?: string;
  /** The fields did not validate (the page checks its own sections too). */
  onInvalid?: () => void;
}) {
  const form = useAppForm<InvoiceDetailsValues, TransferRules, InvoiceDetails>({
    mode: 'onChange',
    resolver,
    context: rules,
    defaultValues,
  });
  const { register, control, setValue, getValues, formState } = form;
  const errors = formState.errors;
  const [amount, dueDate, transferDate, invoiceNumber] = useWatch({
    control,
    name: ['amount', 'dueDate', 'transferDate', 'invoiceNumber'],
  });

  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: ({ values }) => onValuesChange(values) }),
    [form, onValuesChange],
  );

  // The transfer date is judged against the due date and the server's earliest date: re-check it when they move.
  useEffect(() => {
    if (getValues('transferDate')) void form.trigger('transferDate');
  }, [rules.earliest, rules.closed, dueDate, form, getValues]);

  const amountValue = parseYenInput(amount);
  const readAmount = extracted.amount.value;
  const amountRead = readAmount !== null && amountValue === readAmount;
  const amountDiffers = readAmount !== null && amountValue !== null && amountValue !== readAmount;
  const amountField = register('amount');

  const dueOk = /^\d{4}-\d{2}-\d{2}$/.test(dueDate) && errors.dueDate === undefined;
  const chooseTransferDate = (iso: string) => setValue('transferDate', iso, { shouldValidate: true, shouldDirty: true });

  return (
    <form
      onSubmit={(e) => void form.handleSubmit((d) => onProceed(d), onInvalid)(e)}
      noValidate
      className="space-y-6"
      aria-label="支払情報"
    >
      <fieldset className="space-y-6 rounded-2xl border border-slate-200/80 bg-white p-5 shadow-[0_1px_2px_rgba(15,23,42,0.04)] sm:p-8">
        <legend className="sr-only">請求内容</legend>
        <h2 className="text-lg font-bold text-slate-900">請求内容</h2>
        <div className="space-y-2">
          <TextField
            label="請求金額（税込）"
            required
            inputMode="numeric"
            autoComplete="off"
            adornment="¥"
            placeholder="110,000"
            className="max-w-64 text-right font-semibold tabular-nums"
            hint={amountRead ? <ReadBadge confidence={extracted.amount.confidence} /> : '1円〜10,000,000円'}
            error={errors.amount?.message}
            {...amountField}
            onBlur={(e) => {
              const n = parseYenInput(e.target.value);
              if (n !== null && formatAmountInput(n) !== e.target.value)
                setValue('amount', formatAmountInput(n), { shouldValidate: true });
              return amountField.onBlur(e);
            }}
          />
          {amountDiffers && !errors.amount ? (
            <p role="status" className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              請求書から読み取った金額（{formatAmount(readAmount)}）と異なります。金額をご確認ください。
            </p>
          ) : null}
        </div>

        <DueDateField
          hint={
            extracted.dueDate.value !== null && dueDate === extracted.dueDate.value ? (
              <ReadBadge confidence={extracted.dueDate.confidence} />
            ) : (
              '請求書に記載の支払期限'
            )
          }
          error={errors.dueDate?.message}
          registration={register('dueDate', { deps: ['transferDate'] })}
        />

        <TransferDateField
          registration={register('transferDate')}
          error={errors.transferDate?.message}
          value={transferDate}
          onSelect={chooseTransferDate}
          rules={rules}
          dueDate={dueOk ? dueDate : null}
        />

        <TextField
          label="請求書番号（任意）"
          autoComplete="off"
          maxLength={INVOICE_NUMBER_MAX + 10}
          className="max-w-md"
          hint={
            extracted.invoiceNumber.value && invoiceNumber === extracted.invoiceNumber.value ? (
              <ReadBadge confidence={extracted.invoiceNumber.confidence} />
            ) : undefined
          }
          error={errors.invoiceNumber?.message}
          {...register('invoiceNumber')}
        />
        <MemoField registration={register('memo')} error={errors.memo?.message} />
      </fieldset>

      <div className="flex flex-col-reverse items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        {backAction}
        {onSaveDraft ? (
          <Button
            variant="secondary"
            size="lg"
            className="w-full sm:w-44"
            pending={draftPending}
            disabled={proceedPending}
            onClick={() => void onSaveDraft(getValues())}
          >
            下書き保存
          </Button>
        ) : null}
        <Button type="submit" size="lg" className="w-full sm:w-56" pending={proceedPending} disabled={draftPending}>
          {proceedLabel}
        </Button>
      </div>
    </form>
  );
}
