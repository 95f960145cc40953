import type { SupplierAccount, SupplierAccountRequest } from '@icp/contract';
import { ACCOUNT_TYPE_UNSELECTED, toHalfWidthDigits, YUCHO_BANK_CODE } from '@icp/domain';

export { YUCHO_BANK_CODE };

/** How a ゆうちょ account is entered: its own 記号・番号, or the 店名・口座番号 used for transfers. */
export type YuchoMode = 'symbol' | 'branch';

/**
 * The bank-account form as typed; bank and branch names ride along for display only.
 * No zod here (bank-account-resolver.ts validates): the confirm step and detail import this.
 */
export interface BankAccountFormValues {
  bank_code: string;
  bank_name: string;
  branch_code: string;
  branch_name: string;
  /** '0' = 選択してください (spec §3), '2' 普通, '1' 当座. */
  account_type: string;
  account_number: string;
  yucho_mode: YuchoMode;
  yucho_symbol: string;
  yucho_number: string;
  account_holder_name: string;
}

export const ACCOUNT_FIELDS = [
  'bank_code',
  'branch_code',
  'account_type',
  'account_number',
  'yucho_symbol',
  'yucho_number',
  'account_holder_name',
] as const satisfies readonly (keyof BankAccountFormValues)[];

export const EMPTY_BANK_ACCOUNT: BankAccountFormValues = {
  bank_code: '',
  bank_name: '',
  branch_code: '',
  branch_name: '',
  account_type: ACCOUNT_TYPE_UNSELECTED,
  account_number: '',
  yucho_mode: 'symbol',
  yucho_symbol: '',
  yucho_number: '',
  account_holder_name: '',
};

/** An existing account as form values (edit): stored accounts always carry branch and number. */
export function accountToFormValues(account: SupplierAccount): BankAccountFormValues {
  return {
    ...EMPTY_BANK_ACCOUNT,
    bank_code: account.bank_code,
    bank_name: account.bank_name,
    branch_code: account.branch_code,
    branch_name: account.branch_name,
    account_type: account.account_type,
    account_number: account.account_number,
    yucho_mode: 'branch',
    account_holder_name: account.account_holder_name_display || account.account_holder_name,
  };
}

export const usesYuchoSymbol = (v: Pick<BankAccountFormValues, 'bank_code' | 'yucho_mode'>) =>
  v.bank_code === YUCHO_BANK_CODE && v.yucho_mode === 'symbol';

const blankToUndefined = (s: string) => (s.trim() === '' ? undefined : s.trim());

/** The request the form stands for (not yet validated). */
export function toAccountRequest(v: BankAccountFormValues): SupplierAccountRequest {
  if (usesYuchoSymbol(v)) {
    return {
      bank_code: v.bank_code,
      // As typed (trimmed): the server converts 記号・番号 with the same rules as the preview.
      yucho_symbol: v.yucho_symbol.trim(),
      yucho_number: v.yucho_number.trim(),
      account_holder_name: v.account_holder_name,
    };
  }
  return {
    bank_code: v.bank_code,
    branch_code: blankToUndefined(v.branch_code),
    account_type: v.account_type === '1' || v.account_type === '2' ? v.account_type : undefined,
    account_number: blankToUndefined(toHalfWidthDigits(v.account_number)),
    account_holder_name: v.account_holder_name,
  };
}

const KANJI_DIGITS = '〇一二三四五六七八九';

/** ゆうちょ銀行's branch names are the 店番 in kanji numerals (238 → 二三八). */
export const yuchoBranchName = (branchCode: string) => Array.from(branchCode, (d) => KANJI_DIGITS[Number(d)] ?? d).join('');
