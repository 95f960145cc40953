import { ACCOUNT_TYPE, type AccountType } from './banks.ts';
import { SMALL_TO_LARGE_KANA, ZENGIN_ALLOWED, toHalfWidthKana } from './zengin-kana.ts';

// The Zengin 総合振込 (bulk transfer) file as banks take it (docs/design.md §6): fixed 120-character
// records — header 1, one data record 2 per transfer, trailer 8, end 9 — numbers right-aligned and
// zero-padded, text left-aligned and space-padded, text in half-width kana, digits, A–Z and
// ( ) . - / only. Every allowed character is one byte in Shift_JIS, so 120 characters are the 120
// bytes the layout counts; encoding and CRLF are the caller's (apps/api), this module does no I/O.

export const ZENGIN_RECORD_LENGTH = 120;

/** 預金種目 as Zengin numbers them. Our own codes differ (ACCOUNT_TYPE: '2' 普通, '1' 当座). */
export const ZENGIN_ACCOUNT_TYPE = { ordinary: 1, checking: 2, savings: 4 } as const;
export type ZenginAccountType = (typeof ZENGIN_ACCOUNT_TYPE)[keyof typeof ZENGIN_ACCOUNT_TYPE];

/** Our account type → Zengin's: the two code lists put 普通 and 当座 the other way round. */
export function zenginAccountType(accountType: AccountType): ZenginAccountType {
  return accountType === ACCOUNT_TYPE.NORMAL ? ZENGIN_ACCOUNT_TYPE.ordinary : ZENGIN_ACCOUNT_TYPE.checking;
}

/** The paying side (依頼人): our company and the account the money leaves. */
export interface ZenginRequester {
  /** 依頼人コード, assigned by the bank: up to 10 digits. */
  code: string;
  name: string;
  bankCode: string;
  bankName: string;
  branchCode: string;
  branchName: string;
  accountType: ZenginAccountType;
  accountNumber: string;
}

/** One transfer (one data record). */
export interface ZenginTransfer {
  bankCode: string;
  bankName: string;
  branchCode: string;
  branchName: string;
  accountType: ZenginAccountType;
  accountNumber: string;
  /** 受取人名: the account holder as the bank has it (half-width kana, ≤ 30). */
  holderName: string;
  /** Integer yen, 1 … 9,999,999,999. */
  amount: number;
  /** 顧客コード1 (≤ 10 digits): our reference for the line, e.g. the payment id, echoed in the result file. */
  customerCode?: string;
}

export interface ZenginTransferFile {
  requester: ZenginRequester;
  /** 振込指定日, YYYY-MM-DD (the header carries MMDD). */
  transferDate: string;
  transfers: readonly ZenginTransfer[];
}

/** A value the layout cannot carry; `field` names it as record.field (e.g. "data[3].holderName"). */
export class ZenginFormatError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = 'ZenginFormatError';
  }
}

function numeric(field: string, value: string | number, width: number): string {
  const digits = String(value);
  if (!/^\d+$/.test(digits)) throw new ZenginFormatError(field, `数字のみで指定してください（${digits}）`);
  if (digits.length > width) throw new ZenginFormatError(field, `${width}桁を超えています（${digits}）`);
  return digits.padStart(width, '0');
}

/**
 * Text as the Zengin file carries it: full-width katakana and letters folded to half-width (bank
 * directories and our stored names may use either), upper case, small kana made large. The result
 * may still hold characters outside ZENGIN_ALLOWED (a kanji); callers check.
 */
export function foldZenginText(value: string): string {
  return toHalfWidthKana(
    value
      .normalize('NFKC')
      .toUpperCase()
      .replace(/[ー−‐]/g, '-'),
  )
    .replace(/[ｧｨｩｪｫｯｬｭｮ]/g, (small) => SMALL_TO_LARGE_KANA[small] ?? small)
    .trim();
}

/**
 * A text field, folded and checked against the Zengin character set. Bank and branch names may be
 * cut to fit (the codes identify them); a name that decides who gets paid may not.
 */
function text(field: string, value: string, width: number, overflow: 'cut' | 'refuse'): string {
  const folded = foldZenginText(value);
  if (folded !== '' && !ZENGIN_ALLOWED.test(folded))
    throw new ZenginFormatError(field, `全銀フォーマットで使えない文字があります（${folded}）`);
  if (folded.length > width) {
    if (overflow === 'refuse') throw new ZenginFormatError(field, `${width}文字を超えています（${folded.length}文字）`);
    return folded.slice(0, width);
  }
  return folded.padEnd(width, ' ');
}

const spaces = (width: number) => ' '.repeat(width);

function header(file: ZenginTransferFile): string {
  const r = file.requester;
  const date = /^\d{4}-(\d{2})-(\d{2})$/.exec(file.transferDate);
  if (!date) throw new ZenginFormatError('header.transferDate', `日付が正しくありません（${file.transferDate}）`);
  return [
    '1', // データ区分: header
    '21', // 種別コード: 総合振込
    '0', // コード区分: Shift_JIS (JIS)
    numeric('header.code', r.code, 10),
    text('header.name', r.name, 40, 'refuse'),
    `${date[1]}${date[2]}`,
    numeric('header.bankCode', r.bankCode, 4),
    text('header.bankName', r.bankName, 15, 'cut'),
    numeric('header.branchCode', r.branchCode, 3),
    text('header.branchName', r.branchName, 15, 'cut'),
    numeric('header.accountType', r.accountType, 1),
    numeric('header.accountNumber', r.accountNumber, 7),
    spaces(17),
  ].join('');
}

function data(transfer: ZenginTransfer, index: number): string {
  const at = `data[${index}]`;
  if (!Number.isSafeInteger(transfer.amount) || transfer.amount < 1)
    throw new ZenginFormatError(`${at}.amount`, `1円以上の整数で指定してください（${transfer.amount}）`);
  if (transfer.holderName.trim() === '') throw new ZenginFormatError(`${at}.holderName`, '受取人名がありません');
  return [
    '2', // データ区分: data
    numeric(`${at}.bankCode`, transfer.bankCode, 4),
    text(`${at}.bankName`, transfer.bankName, 15, 'cut'),
    numeric(`${at}.branchCode`, transfer.branchCode, 3),
    text(`${at}.branchName`, transfer.branchName, 15, 'cut'),
    spaces(4), // 手形交換所番号: not used by transfers
    numeric(`${at}.accountType`, transfer.accountType, 1),
    numeric(`${at}.accountNumber`, transfer.accountNumber, 7),
    text(`${at}.holderName`, transfer.holderName, 30, 'refuse'),
    numeric(`${at}.amount`, transfer.amount, 10),
    '0', // 新規コード: none
    numeric(`${at}.customerCode`, transfer.customerCode ?? '0', 10),
    '0'.repeat(10), // 顧客コード2
    '0', // 振込指定区分: none (telegraphic by the bank's default)
    ' ', // 識別表示
    spaces(7),
  ].join('');
}

function trailer(count: number, total: number): string {
  return ['8', numeric('trailer.count', count, 6), numeric('trailer.total', total, 12), spaces(101)].join('');
}

/**
 * The records of one 総合振込 file, in order, each exactly 120 characters. Throws
 * ZenginFormatError naming the first value the layout cannot carry; nothing is cut that decides
 * who is paid or how much.
 */
export function zenginTransferRecords(file: ZenginTransferFile): string[] {
  if (file.transfers.length === 0) throw new ZenginFormatError('data', '振込が1件もありません');
  const records = [header(file)];
  let total = 0;
  for (const [index, transfer] of file.transfers.entries()) {
    records.push(data(transfer, index));
    total += transfer.amount;
  }
  records.push(trailer(file.transfers.length, total), `9${spaces(119)}`);
  for (const [index, record] of records.entries())
    if (record.length !== ZENGIN_RECORD_LENGTH)
      throw new Error(`record ${index} is ${record.length} characters, not ${ZENGIN_RECORD_LENGTH}`);
  return records;
}
