import { closedDayReason, MONEY, parseYenInput, transferDateProblem } from '@icp/domain';
import { formatDateWithWeekday, isIsoDate } from '../components/iso-date.ts';

// The contract's amountSchema / isoDateSchema rules and words (rules.test.ts keeps them equal),
// written out so this screen does not load zod (~26 KB gzip, docs/design.md §9).

/** The amount, dates, number and memo of the invoice-info step, as typed. */
export interface InvoiceDetailsValues {
  amount: string;
  dueDate: string;
  transferDate: string;
  invoiceNumber: string;
  memo: string;
}

export interface InvoiceDetails {
  amount: number;
  dueDate: string;
  transferDate: string;
  invoiceNumber: string;
  memo: string;
}

/** What the transfer date is checked against: the server's earliest date and the bank holidays. */
export interface TransferRules {
  earliest: string | null;
  /** Closed days (date → reason) from `earliest` to `closedUntil`. */
  closed: ReadonlyMap<string, string> | null;
  closedUntil: string | null;
}

export const INVOICE_NUMBER_MAX = 50;
export const MEMO_MAX = 200;

export function amountError(input: string): string | null {
  if (input.trim() === '') return '請求金額を入力してください。';
  const n = parseYenInput(input);
  if (n === null) return '請求金額は半角数字で入力してください（例：110,000）。';
  if (n < MONEY.MIN_INVOICE_AMOUNT) return '請求金額は1円以上で入力してください。';
  if (n > MONEY.MAX_INVOICE_AMOUNT) return '請求金額は10,000,000円以下で入力してください。';
  return null;
}

/** An ISO date as the contract's isoDateSchema(label) checks it. */
export function isoDateError(input: string, label: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input)) return `${label}はYYYY-MM-DDの形式で入力してください。`;
  if (!isIsoDate(input)) return `${label}が正しい日付ではありません。`;
  return null;
}

export function dueDateError(input: string): string | null {
  if (input.trim() === '') return 'お支払期限を入力してください。';
  return isoDateError(input, 'お支払期限');
}

/** The bank holidays the server listed, as the domain calendar's lookup (weekends and 12/31–1/3 it knows itself). */
const holidaysOf = (rules: TransferRules) => (iso: string) => rules.closed?.get(iso) ?? null;

/**
 * The domain's rule (the server's, too): a bank business day from the earliest transfer date up
 * to the due date. A due date before the earliest date is the due date's problem.
 */
function transferProblems(v: Pick<InvoiceDetailsValues, 'transferDate' | 'dueDate'>, rules: TransferRules) {
  const out: { dueDate?: string; transferDate?: string } = {};
  if (rules.earliest === null || dueDateError(v.dueDate) !== null) return out;
  const due = transferDateProblem(
    { transferDate: rules.earliest, dueDate: v.dueDate, earliestTransferDate: rules.earliest },
    holidaysOf(rules),
  );
  if (due?.field === 'due_date') out.dueDate = due.message;
  if (v.transferDate.trim() === '' || isoDateError(v.transferDate, '振込希望日') !== null) return out;
  const problem = transferDateProblem(
    { transferDate: v.transferDate, dueDate: v.dueDate, earliestTransferDate: rules.earliest },
    holidaysOf(rules),
  );
  if (problem?.field === 'transfer_date') {
    // Which holiday it is helps more than "a business day, please".
    const reason = closedDayReason(v.transferDate, holidaysOf(rules));
    out.transferDate = reason
      ? `${problem.message.replace(/。$/, '')}（${formatDateWithWeekday(v.transferDate)}は${reason}で休業日です）。`
      : problem.message;
  }
  return out;
}

/** The transfer date: a bank business day, not before the earliest date, not after the due date. */
export function transferDateError(input: string, dueDate: string, rules: TransferRules): string | null {
  if (input.trim() === '') return '振込希望日を選択してください。';
  const format = isoDateError(input, '振込希望日');
  if (format) return format;
  const problems = transferProblems({ transferDate: input, dueDate }, rules);
  return problems.transferDate ?? (problems.dueDate ? '振込希望日を選択できません。お支払期限をご確認ください。' : null);
}

export function invoiceDetailsErrors(
  v: InvoiceDetailsValues,
  rules: TransferRules,
): Partial<Record<keyof InvoiceDetailsValues, string>> {
  const out: Partial<Record<keyof InvoiceDetailsValues, string>> = {};
  const amount = amountError(v.amount);
  if (amount) out.amount = amount;
  const due = dueDateError(v.dueDate) ?? transferProblems(v, rules).dueDate;
  if (due) out.dueDate = due;
  const transfer = transferDateError(v.transferDate, v.dueDate, rules);
  if (transfer) out.transferDate = transfer;
  if (v.invoiceNumber.trim().length > INVOICE_NUMBER_MAX)
    out.invoiceNumber = `請求書番号は${INVOICE_NUMBER_MAX}文字以内で入力してください。`;
  if (v.memo.trim().length > MEMO_MAX) out.memo = `メモは${MEMO_MAX}文字以内で入力してください。`;
  return out;
}

/** The values once valid. */
export const toInvoiceDetails = (v: InvoiceDetailsValues): InvoiceDetails => ({
  amount: parseYenInput(v.amount) ?? 0,
  dueDate: v.dueDate,
  transferDate: v.transferDate,
  invoiceNumber: v.invoiceNumber.trim(),
  memo: v.memo.trim(),
});

/** 1234567 → "1,234,567" (the field shows ¥ in front). */
export const formatAmountInput = (n: number) => n.toLocaleString('en-US');
