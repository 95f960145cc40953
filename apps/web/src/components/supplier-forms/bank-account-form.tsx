import { ACCOUNT_TYPE_UNSELECTED, ACCOUNT_TYPES, toHalfWidthDigits } from '@icp/domain';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useAppForm } from '../../lib/use-app-form.ts';
import { Button } from '../ui/button.tsx';
import { RadioCards } from '../ui/choice.tsx';
import { SelectField, TextField } from '../ui/field.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { applyApiError } from '../../lib/form-errors.ts';
import { GLOSSARY } from '../../lib/glossary.ts';
import { convertHolderKana } from '../../lib/api/convert-holder-kana.ts';
import type { HolderKana } from '../../lib/api/convert-holder-kana.ts';
import type { SupplierAccountBody } from '../../lib/api/create-supplier-account.ts';
import { bankAccountResolver } from './bank-account-resolver.ts';
import { ACCOUNT_FIELDS, EMPTY_BANK_ACCOUNT, YUCHO_BANK_CODE } from './bank-account-values.ts';
import type { BankAccountFormValues, YuchoMode } from './bank-account-values.ts';
import { BankPicker } from './bank-picker.tsx';
import { BranchPicker } from './branch-picker.tsx';
import { HolderNameField } from './holder-name-field.tsx';
import { YuchoPreview } from './yucho-preview.tsx';

export interface BankAccountSubmit {
  values: BankAccountFormValues;
  body: SupplierAccountBody;
  /** The server's Zengin form of the holder name. */
  holder: HolderKana;
}

const ACCOUNT_TYPE_OPTIONS = [{ value: ACCOUNT_TYPE_UNSELECTED, label: GLOSSARY.selectPlaceholder }, ...ACCOUNT_TYPES];

const YUCHO_MODES = [
  { value: 'symbol', label: '記号・番号で入力', description: '通帳に記載の記号（5桁）と番号' },
  { value: 'branch', label: '店名・口座番号で入力', description: '振込用の店名（3桁）と口座番号' },
] as const;

interface HolderCheck {
  input: string;
  result: HolderKana;
}

/**
 * The bank account of a supplier: used by the add flow's bank step and by the supplier detail
 * (add / edit). `onSubmit` may throw an API error; its field errors are shown under the fields.
 */
export function BankAccountForm({
  defaultValues,
  confirmedHolder,
  submitLabel,
  onSubmit,
  secondaryAction,
  disabled,
}: {
  defaultValues?: BankAccountFormValues | undefined;
  /** A holder name the server already converted (coming back to the step). */
  confirmedHolder?: HolderCheck | null | undefined;
  submitLabel: string;
  onSubmit: (submit: BankAccountSubmit) => Promise<void> | void;
  secondaryAction?: ReactNode;
  disabled?: boolean;
}) {
  const form = useAppForm<BankAccountFormValues, unknown, SupplierAccountBody>({
    mode: 'onChange',
    resolver: bankAccountResolver,
    defaultValues: defaultValues ?? EMPTY_BANK_ACCOUNT,
  });
  const { control, register, setValue, getValues, setError, formState } = form;
  const [bankCode, bankName, branchName, yuchoMode] = useWatch({
    control,
    name: ['bank_code', 'bank_name', 'branch_name', 'yucho_mode'],
  });
  const [holder, setHolder] = useState<HolderCheck | null>(confirmedHolder ?? null);
  const [checking, setChecking] = useState(false);
  const inflight = useRef<{ input: string; promise: Promise<HolderKana | null> } | null>(null);
  const [pending, setPending] = useState(false);

  const validateIfSubmitted = { shouldValidate: formState.isSubmitted, shouldDirty: true } as const;

  /**
   * The server's conversion of `input` (reused while it is unchanged). A 400 names the bad
   * characters under the field; other failures are thrown only when `strict`.
   */
  const checkHolder = (input: string, strict: boolean): Promise<HolderKana | null> => {
    if (input.trim() === '') return Promise.resolve(null);
    if (holder?.input === input) return Promise.resolve(holder.result);
    if (inflight.current?.input === input) return inflight.current.promise;
    setChecking(true);
    const promise = convertHolderKana(input)
      .then((result) => {
        if (getValues('account_holder_name') === input) setHolder({ input, result });
        return result;
      })
      .catch((e: unknown) => {
        if (isApiError(e) && e.httpStatus === 400) {
          if (getValues('account_holder_name') === input) {
            const message = e.errors.find((f) => f.field === 'account_holder_name')?.message ?? e.message;
            setError('account_holder_name', { type: 'server', message });
          }
          return null;
        }
        if (strict) throw e;
        return null;
      })
      .finally(() => {
        if (inflight.current?.promise === promise) inflight.current = null;
        setChecking(false);
      });
    inflight.current = { input, promise };
    return promise;
  };

  const onValid = async (body: SupplierAccountBody) => {
    setPending(true);
    try {
      const values = getValues();
      const converted = await checkHolder(values.account_holder_name, true);
      if (!converted) return;
      await onSubmit({ values, body, holder: converted });
    } catch (e) {
      applyApiError(e, setError, ACCOUNT_FIELDS);
    } finally {
      setPending(false);
    }
  };

  const chooseBank = (bank: { code: string; name: string }) => {
    const changed = bank.code !== getValues('bank_code');
    setValue('bank_code', bank.code, { shouldValidate: true, shouldDirty: true });
    setValue('bank_name', bank.name);
    if (changed) {
      setValue('branch_code', '', validateIfSubmitted);
      setValue('branch_name', '');
      if (bank.code === YUCHO_BANK_CODE) setValue('yucho_mode', 'symbol');
    }
  };

  const accountNumber = register('account_number');
  const isYucho = bankCode === YUCHO_BANK_CODE;
  const symbolMode = isYucho && yuchoMode === 'symbol';

  return (
    <form onSubmit={(e) => void form.handleSubmit(onValid)(e)} noValidate className="space-y-6">
      <fieldset disabled={disabled} className="space-y-6">
        <Controller
          control={control}
          name="bank_code"
          render={({ field, fieldState }) => (
            <BankPicker
              value={field.value ? { code: field.value, name: bankName } : null}
              onChange={chooseBank}
              error={fieldState.error?.message}
              inputRef={field.ref}
            />
          )}
        />

        {isYucho ? (
          <RadioCards<YuchoMode>
            legend="ゆうちょ銀行の口座の入力方法"
            name="yucho_mode"
            value={yuchoMode}
            options={YUCHO_MODES}
            onChange={(mode) => setValue('yucho_mode', mode, validateIfSubmitted)}
          />
        ) : null}

        {symbolMode ? (
          <div className="space-y-4">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label="記号"
                required
                inputMode="numeric"
                maxLength={5}
                placeholder="12345"
                hint="5桁の数字"
                className="max-w-40 font-mono tracking-wider"
                error={formState.errors.yucho_symbol?.message}
                {...register('yucho_symbol')}
              />
              <TextField
                label="番号"
                required
                inputMode="numeric"
                maxLength={8}
                placeholder="12345671"
                hint="8桁以内の数字"
                className="max-w-48 font-mono tracking-wider"
                error={formState.errors.yucho_number?.message}
                {...register('yucho_number')}
              />
            </div>
            <YuchoPreview control={control} />
          </div>
        ) : (
          <>
            <Controller
              control={control}
              name="branch_code"
              render={({ field, fieldState }) => (
                <BranchPicker
                  key={bankCode}
                  bankCode={bankCode}
                  value={field.value ? { code: field.value, name: branchName } : null}
                  onChange={(branch) => {
                    setValue('branch_code', branch.code, { shouldValidate: true, shouldDirty: true });
                    setValue('branch_name', branch.name);
                  }}
                  error={fieldState.error?.message}
                  inputRef={field.ref}
                />
              )}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                label="預金種目"
                required
                options={ACCOUNT_TYPE_OPTIONS}
                error={formState.errors.account_type?.message}
                className="max-w-56"
                {...register('account_type')}
              />
              <TextField
                label="口座番号"
                required
                inputMode="numeric"
                autoComplete="off"
                maxLength={7}
                placeholder="1234567"
                hint="7桁の数字（7桁未満は先頭に0を補います）"
                className="max-w-48 font-mono tracking-wider"
                error={formState.errors.account_number?.message}
                {...accountNumber}
                onChange={(e) => {
                  e.target.value = toHalfWidthDigits(e.target.value);
                  return accountNumber.onChange(e);
                }}
                onBlur={(e) => {
                  const v = e.target.value.trim();
                  if (/^\d{1,6}$/.test(v)) setValue('account_number', v.padStart(7, '0'), { shouldValidate: true });
                  return accountNumber.onBlur(e);
                }}
              />
            </div>
          </>
        )}

        <Controller
          control={control}
          name="account_holder_name"
          render={({ field, fieldState }) => (
            <HolderNameField
              value={field.value}
              error={fieldState.error?.message}
              confirmed={holder?.input === field.value ? holder.result : null}
              checking={checking}
              name={field.name}
              ref={field.ref}
              onChange={field.onChange}
              onBlur={(e) => {
                void checkHolder(e.target.value, false);
                field.onBlur();
              }}
            />
          )}
        />
      </fieldset>

      <div className="flex flex-col-reverse items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        {secondaryAction}
        <Button type="submit" size="lg" className="w-full sm:w-56" pending={pending} disabled={disabled}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
