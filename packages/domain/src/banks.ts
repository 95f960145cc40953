/** The eight banks offered as shortcuts before a full bank search (spec §3). */
export const MAIN_BANKS = [
  { name: 'みずほ', code: '0001' },
  { name: '三菱ＵＦＪ', code: '0005' },
  { name: '三井住友', code: '0009' },
  { name: 'りそな', code: '0010' },
  { name: '楽天', code: '0036' },
  { name: '住信ＳＢＩネット', code: '0038' },
  { name: '三井住友信託', code: '0294' },
  { name: 'ゆうちょ', code: '9900' },
] as const;

export type MainBank = (typeof MAIN_BANKS)[number];

export function mainBankByCode(code: string): MainBank | null {
  return MAIN_BANKS.find((bank) => bank.code === code) ?? null;
}

// These are the product's codes, NOT Zengin 預金種目 (1 普通, 2 当座): a transfer file writer
// must map them rather than copy them.
export const ACCOUNT_TYPE = { NORMAL: '2', CHECKING: '1' } as const;
export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];

/** The select's initial value: nothing chosen yet. */
export const ACCOUNT_TYPE_UNSELECTED = '0';

export const ACCOUNT_TYPES = [
  { value: ACCOUNT_TYPE.NORMAL, label: '普通' },
  { value: ACCOUNT_TYPE.CHECKING, label: '当座' },
] as const;

export function isAccountType(value: string): value is AccountType {
  return ACCOUNT_TYPES.some((t) => t.value === value);
}

export function accountTypeLabel(value: string): string | null {
  return ACCOUNT_TYPES.find((t) => t.value === value)?.label ?? null;
}
