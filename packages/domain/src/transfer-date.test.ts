import { describe, expect, it } from 'vitest';
import type { HolidayLookup } from './bank-calendar.ts';
import { formatJapaneseDate, transferDateProblem, transferSchedule } from './transfer-date.ts';

// The holidays these cases cross (2026–2027), as the cabinet order lists them.
const HOLIDAYS: Record<string, string> = {
  '2027-01-01': '元日',
  '2027-01-11': '成人の日',
  '2026-11-03': '文化の日',
  '2026-11-23': '勤労感謝の日',
};
const holidays: HolidayLookup = (d) => HOLIDAYS[d] ?? null;
const jst = (local: string) => new Date(`${local}+09:00`);

describe('transferSchedule', () => {
  it.each([
    // Before the cut-off on a business day: counts from today.
    ['2026-12-01T14:59:59', '2026-12-01', '2026-12-03', '2026-12-04'],
    // At 15:00 exactly the next business day counts.
    ['2026-12-01T15:00:00', '2026-12-02', '2026-12-04', '2026-12-07'],
    // The example: across the year-end closure.
    ['2026-12-28T15:01:00', '2026-12-29', '2027-01-04', '2027-01-05'],
    ['2026-12-28T14:00:00', '2026-12-28', '2026-12-30', '2027-01-04'],
    // Weekend morning: Monday counts.
    ['2026-11-21T09:00:00', '2026-11-24', '2026-11-26', '2026-11-27'],
    // Holiday Monday (勤労感謝の日) morning.
    ['2026-11-23T10:00:00', '2026-11-24', '2026-11-26', '2026-11-27'],
    // Friday evening before 成人の日.
    ['2027-01-08T18:00:00', '2027-01-12', '2027-01-14', '2027-01-15'],
    // Just after midnight JST is already the next day (UTC is still the day before).
    ['2026-12-02T00:30:00', '2026-12-02', '2026-12-04', '2026-12-07'],
  ])('applied %s JST → counts from %s, examined by %s, earliest transfer %s', (local, application, examination, earliest) => {
    expect(transferSchedule(jst(local), holidays)).toEqual({
      applicationDate: application,
      examinationDueDate: examination,
      earliestTransferDate: earliest,
    });
  });

  it('honours extra closed days', () => {
    const extra = new Map([['2026-12-03', 'システムメンテナンス']]);
    expect(transferSchedule(jst('2026-12-01T10:00:00'), holidays, extra).earliestTransferDate).toBe('2026-12-07');
  });
});

describe('transferDateProblem', () => {
  const earliest = '2027-01-05';
  it('accepts a business day between the earliest date and the due date', () => {
    expect(
      transferDateProblem({ transferDate: '2027-01-05', dueDate: '2027-01-31', earliestTransferDate: earliest }, holidays),
    ).toBeNull();
    expect(
      transferDateProblem({ transferDate: '2027-01-29', dueDate: '2027-01-29', earliestTransferDate: earliest }, holidays),
    ).toBeNull();
  });

  it.each([
    ['2027-01-04', '2027-01-31', 'transfer_date', '振込希望日は2027年1月5日以降の日付を選択してください。'],
    ['2027-02-01', '2027-01-31', 'transfer_date', '振込希望日はお支払期限以前の日付を選択してください。'],
    ['2027-01-09', '2027-01-31', 'transfer_date', '振込希望日は銀行営業日を選択してください。'],
    ['2027-01-11', '2027-01-31', 'transfer_date', '振込希望日は銀行営業日を選択してください。'],
    ['2027-01-05', '2027-01-04', 'due_date', 'お支払期限までに振込できません。最短の振込日は2027年1月5日です。'],
  ])('transfer %s with due date %s → %s: %s', (transferDate, dueDate, field, message) => {
    expect(transferDateProblem({ transferDate, dueDate, earliestTransferDate: earliest }, holidays)).toEqual({ field, message });
  });

  it('formats dates the Japanese way', () => {
    expect(formatJapaneseDate('2027-01-05')).toBe('2027年1月5日');
  });
});
