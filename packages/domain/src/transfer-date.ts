import { type HolidayLookup, JST_OFFSET_MS, addBankBusinessDays, isBankBusinessDay, jstDate } from './bank-calendar.ts';

/**
 * When a payment's bank transfer can happen. An application made on a bank business day before
 * 15:00 JST counts from that day; later ones (and those on closed days) from the next business
 * day. Examination takes three business days counting the application day, and the transfer
 * can be made on the business day after it.
 *
 * Example: applied Mon 2026-12-28 15:01 → counts from Tue 12-29; examination 12-29, 12-30 and
 * (after 12/31–1/3) Mon 2027-01-04; earliest transfer Tue 2027-01-05.
 */
export const TRANSFER_RULES = {
  CUTOFF_HOUR_JST: 15,
  EXAMINATION_BUSINESS_DAYS: 3,
} as const;

export interface TransferSchedule {
  /** The business day the application counts from. */
  applicationDate: string;
  /** The last day of the examination (審査完了予定日). */
  examinationDueDate: string;
  earliestTransferDate: string;
}

function jstHour(instant: Date): number {
  return new Date(instant.getTime() + JST_OFFSET_MS).getUTCHours();
}

export function transferSchedule(
  now: Date,
  holidays: HolidayLookup,
  extraClosed?: ReadonlyMap<string, string>,
): TransferSchedule {
  const today = jstDate(now);
  const beforeCutoff = jstHour(now) < TRANSFER_RULES.CUTOFF_HOUR_JST;
  const applicationDate =
    beforeCutoff && isBankBusinessDay(today, holidays, extraClosed)
      ? today
      : addBankBusinessDays(today, 1, holidays, extraClosed);
  const examinationDueDate = addBankBusinessDays(
    applicationDate,
    TRANSFER_RULES.EXAMINATION_BUSINESS_DAYS - 1,
    holidays,
    extraClosed,
  );
  return {
    applicationDate,
    examinationDueDate,
    earliestTransferDate: addBankBusinessDays(examinationDueDate, 1, holidays, extraClosed),
  };
}

export interface TransferDateProblem {
  field: 'transfer_date' | 'due_date';
  message: string;
}

/**
 * Why a desired transfer date cannot be accepted, or null. ISO dates compare as strings.
 * The due date must leave room for the earliest transfer; the transfer date must be a bank
 * business day between the earliest date and the due date.
 */
export function transferDateProblem(
  input: { transferDate: string; dueDate: string; earliestTransferDate: string },
  holidays: HolidayLookup,
  extraClosed?: ReadonlyMap<string, string>,
): TransferDateProblem | null {
  const { transferDate, dueDate, earliestTransferDate } = input;
  if (dueDate < earliestTransferDate)
    return {
      field: 'due_date',
      message: `お支払期限までに振込できません。最短の振込日は${formatJapaneseDate(earliestTransferDate)}です。`,
    };
  if (transferDate < earliestTransferDate)
    return {
      field: 'transfer_date',
      message: `振込希望日は${formatJapaneseDate(earliestTransferDate)}以降の日付を選択してください。`,
    };
  if (transferDate > dueDate) return { field: 'transfer_date', message: '振込希望日はお支払期限以前の日付を選択してください。' };
  if (!isBankBusinessDay(transferDate, holidays, extraClosed))
    return { field: 'transfer_date', message: '振込希望日は銀行営業日を選択してください。' };
  return null;
}

/** 2027-01-05 → 2027年1月5日 */
export function formatJapaneseDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${Number(y)}年${Number(m)}月${Number(d)}日`;
}
