import { zodResolver } from '@hookform/resolvers/zod';
import { supplierAccountRequestSchema } from '@icp/contract';
import { YUCHO_MESSAGES, yuchoToBankAccount } from '@icp/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { SupplierAccountBody } from '../../lib/api/create-supplier-account.ts';
import { toAccountRequest, usesYuchoSymbol } from './bank-account-values.ts';
import type { BankAccountFormValues } from './bank-account-values.ts';

const SYMBOL_MESSAGES: ReadonlySet<string> = new Set([
  YUCHO_MESSAGES.SYMBOL_EMPTY,
  YUCHO_MESSAGES.SYMBOL_FORMAT,
  YUCHO_MESSAGES.SYMBOL_PREFIX,
]);

/**
 * What the contract's object-level refinement says only once every field is valid, checked
 * here up front so an empty form shows all its messages at once; plus the 記号・番号 rules of ゆうちょ銀行.
 */
function requiredErrors(v: BankAccountFormValues): Partial<Record<keyof BankAccountFormValues, string>> {
  const out: Partial<Record<keyof BankAccountFormValues, string>> = {};
  if (!/^\d{4}$/.test(v.bank_code)) out.bank_code = '金融機関を選択してください。';
  if (usesYuchoSymbol(v)) {
    const converted = yuchoToBankAccount(v.yucho_symbol, v.yucho_number);
    if (!converted.ok) {
      if (SYMBOL_MESSAGES.has(converted.message)) out.yucho_symbol = converted.message;
      else out.yucho_number = converted.message;
    }
    return out;
  }
  if (v.branch_code.trim() === '') out.branch_code = '支店を選択してください。';
  if (v.account_type !== '1' && v.account_type !== '2') out.account_type = '預金種目を選択してください。';
  if (v.account_number.trim() === '') out.account_number = '口座番号を入力してください。';
  return out;
}

const schemaResolver = zodResolver(supplierAccountRequestSchema);

/** react-hook-form resolver: the contract schema over the request the form stands for. */
export const bankAccountResolver: Resolver<BankAccountFormValues, unknown, SupplierAccountBody> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(toAccountRequest(values), context, options as never);
  const errors: FieldErrors<BankAccountFormValues> = { ...(result.errors as FieldErrors<BankAccountFormValues>) };
  for (const [name, message] of Object.entries(requiredErrors(values)) as [keyof BankAccountFormValues, string][]) {
    errors[name] ??= { type: 'required', message };
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: result.values as SupplierAccountBody, errors: {} };
};
