import { ACCOUNT_TYPE, type AccountType } from './banks.ts';
import { normalizeHyphens, toHalfWidthDigits } from './numeric-input.ts';

// ゆうちょ銀行 accounts are known to their holders by 記号・番号, but a Zengin transfer needs
// 店番・預金種目・口座番号. ゆうちょ銀行's published conversion:
//
// - 通常貯金 (総合口座): 記号 is 5 digits starting with 1, 番号 up to 8 digits ending in 1.
//   店番 = 記号's 2nd and 3rd digits + '8'; 預金種目 普通;
//   口座番号 = 番号 without its last digit, zero-padded to 7.
//   記号 12345, 番号 12345671 → 店番 238, 口座番号 1234567.
// - 振替口座: 記号 is 5 digits starting with 0, 番号 up to 6 digits.
//   店番 = 記号's 2nd and 3rd digits + '9'; 預金種目 当座;
//   口座番号 = 番号 zero-padded to 7.
//   記号 00120, 番号 123456 → 店番 019, 口座番号 0123456.
//   振替口座 are often written 00120-1-123456; the single digit after the 記号 is not part
//   of the 店番 or 口座番号, so a 6-digit 記号 starting with 0 is accepted and that digit dropped.

export const YUCHO_BANK_CODE = '9900';

export const YUCHO_MESSAGES = {
  SYMBOL_EMPTY: '記号を入力してください。',
  SYMBOL_FORMAT: '記号は5桁の数字で入力してください。',
  SYMBOL_PREFIX: '記号は0または1で始まる5桁の数字です。',
  NUMBER_EMPTY: '番号を入力してください。',
  NUMBER_FORMAT: '番号は数字で入力してください。',
  ORDINARY_NUMBER_LENGTH: '通常貯金の番号は8桁以内の数字で入力してください。',
  ORDINARY_NUMBER_LAST_DIGIT: '通常貯金の番号の末尾は1です。番号をご確認ください。',
  TRANSFER_NUMBER_LENGTH: '振替口座の番号は6桁以内の数字で入力してください。',
  NUMBER_ZERO: '番号が正しくありません。',
} as const;

// accountType is the product's code (banks.ts ACCOUNT_TYPE: '2' 普通, '1' 当座), like every
// other account the forms hold; the transfer file writer maps it to Zengin's 預金種目.
export type YuchoBankAccount =
  { ok: true; branchCode: string; accountType: AccountType; accountNumber: string } | { ok: false; message: string };

/** Full-width digits, hyphens of any kind and spaces are what people copy from a passbook. */
function digitsOnly(input: string): string {
  return normalizeHyphens(toHalfWidthDigits(input)).replace(/[-\s]/g, '');
}

const fail = (message: string): YuchoBankAccount => ({ ok: false, message });

/** ゆうちょ 記号・番号 → the 店番・預金種目・口座番号 a Zengin transfer to bank 9900 needs. */
export function yuchoToBankAccount(symbol: string, number: string): YuchoBankAccount {
  const sym = digitsOnly(symbol);
  const num = digitsOnly(number);

  if (sym === '') return fail(YUCHO_MESSAGES.SYMBOL_EMPTY);
  if (!/^\d+$/.test(sym)) return fail(YUCHO_MESSAGES.SYMBOL_FORMAT);
  const isTransfer = sym.startsWith('0');
  if (!(sym.length === 5 || (isTransfer && sym.length === 6))) return fail(YUCHO_MESSAGES.SYMBOL_FORMAT);
  if (!isTransfer && !sym.startsWith('1')) return fail(YUCHO_MESSAGES.SYMBOL_PREFIX);

  if (num === '') return fail(YUCHO_MESSAGES.NUMBER_EMPTY);
  if (!/^\d+$/.test(num)) return fail(YUCHO_MESSAGES.NUMBER_FORMAT);

  const branchDigits = sym.slice(1, 3);
  if (isTransfer) {
    if (num.length > 6) return fail(YUCHO_MESSAGES.TRANSFER_NUMBER_LENGTH);
    if (/^0+$/.test(num)) return fail(YUCHO_MESSAGES.NUMBER_ZERO);
    return { ok: true, branchCode: `${branchDigits}9`, accountType: ACCOUNT_TYPE.CHECKING, accountNumber: num.padStart(7, '0') };
  }
  if (num.length > 8) return fail(YUCHO_MESSAGES.ORDINARY_NUMBER_LENGTH);
  if (!num.endsWith('1')) return fail(YUCHO_MESSAGES.ORDINARY_NUMBER_LAST_DIGIT);
  const body = num.slice(0, -1);
  // '1' or '00000001' would leave no account number at all.
  if (/^0*$/.test(body)) return fail(YUCHO_MESSAGES.NUMBER_ZERO);
  return { ok: true, branchCode: `${branchDigits}8`, accountType: ACCOUNT_TYPE.NORMAL, accountNumber: body.padStart(7, '0') };
}
