import { amountSchema, INVOICE_FILE_LIMITS, isoDateSchema } from '@icp/contract';
import { describe, expect, it } from 'vitest';
import { checkInvoiceFile, INVOICE_FILE_MESSAGES, MAX_INVOICE_FILE_BYTES, readHead } from './invoice-file-check.ts';
import { amountError, invoiceDetailsErrors, isoDateError, transferDateError } from './invoice-details-rules.ts';
import type { TransferRules } from './invoice-details-rules.ts';
import { calendarDays, formatDateWithWeekday } from '../components/iso-date.ts';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('invoice file, checked in the browser first', () => {
  it('accepts jpg/jpeg/png/pdf up to 10 MB whose bytes are what the name says', () => {
    expect(checkInvoiceFile({ name: 'a.PDF', size: 100 }, PDF)).toEqual({ ok: true, contentType: 'application/pdf' });
    expect(checkInvoiceFile({ name: 'a.png', size: 100 }, PNG)).toEqual({ ok: true, contentType: 'image/png' });
    expect(checkInvoiceFile({ name: 'a.pdf', size: 10 * 1024 * 1024 }, PDF).ok).toBe(true);
  });

  it('refuses anything else with a Japanese reason', () => {
    const no = (name: string, size: number, head: Uint8Array) => {
      const r = checkInvoiceFile({ name, size }, head);
      return r.ok ? null : r.message;
    };
    expect(no('a.gif', 100, PDF)).toBe(INVOICE_FILE_MESSAGES.TYPE);
    expect(no('a.pdf', 0, PDF)).toBe(INVOICE_FILE_MESSAGES.EMPTY);
    expect(no('a.pdf', 10 * 1024 * 1024 + 1, PDF)).toBe(INVOICE_FILE_MESSAGES.TOO_LARGE);
    expect(no('a.pdf', 100, new Uint8Array([1, 2, 3]))).toBe(INVOICE_FILE_MESSAGES.CONTENT);
    expect(no('a.pdf', 100, PNG)).toBe(INVOICE_FILE_MESSAGES.MISMATCH);
  });

  it('has the contract limit', () => {
    expect(MAX_INVOICE_FILE_BYTES).toBe(INVOICE_FILE_LIMITS.MAX_BYTES);
  });

  it('reads the first bytes of a file', async () => {
    const head = await readHead(new Blob([PDF, new Uint8Array(100)]));
    expect(Array.from(head.slice(0, 5))).toEqual([0x25, 0x50, 0x44, 0x46, 0x2d]);
  });
});

describe('amount, due date and transfer date', () => {
  const rules: TransferRules = {
    earliest: '2026-12-02',
    closed: new Map([
      ['2026-12-05', '土曜日'],
      ['2026-12-31', '年末年始'],
    ]),
    closedUntil: '2027-12-02',
  };

  it('the amount is whole yen from ¥1 to ¥10,000,000, commas and full-width digits allowed', () => {
    expect(amountError('110,000')).toBeNull();
    expect(amountError('１１００００')).toBeNull();
    expect(amountError('¥10,000,000')).toBeNull();
    expect(amountError('')).toBe('請求金額を入力してください。');
    expect(amountError('0')).toBe('請求金額は1円以上で入力してください。');
    expect(amountError('10,000,001')).toBe('請求金額は10,000,000円以下で入力してください。');
    expect(amountError('1.5')).toBe('請求金額は半角数字で入力してください（例：110,000）。');
  });

  it('says what the contract schemas say, without loading zod', () => {
    for (const n of [0, 1, 110_000, 10_000_000, 10_000_001]) {
      const r = amountSchema.safeParse(n);
      expect(amountError(String(n))).toBe(r.success ? null : r.error.issues[0]?.message);
    }
    for (const d of ['2026-12-24', '2026-02-30', '2026/12/24', '20261224']) {
      const r = isoDateSchema('振込希望日').safeParse(d);
      expect(isoDateError(d, '振込希望日')).toBe(r.success ? null : r.error.issues[0]?.message);
    }
  });

  it('the transfer date is a bank business day from the earliest date up to the due date (domain rule)', () => {
    expect(transferDateError('2026-12-24', '2026-12-25', rules)).toBeNull();
    expect(transferDateError('2026-12-25', '2026-12-25', rules)).toBeNull();
    expect(transferDateError('', '2026-12-25', rules)).toBe('振込希望日を選択してください。');
    expect(transferDateError('2026-12-01', '2026-12-25', rules)).toBe('振込希望日は2026年12月2日以降の日付を選択してください。');
    expect(transferDateError('2026-12-28', '2026-12-25', rules)).toBe('振込希望日はお支払期限以前の日付を選択してください。');
    expect(transferDateError('2026-12-05', '2026-12-25', rules)).toBe(
      '振込希望日は銀行営業日を選択してください（2026/12/05（土）は土曜日で休業日です）。',
    );
    // Weekends and 12/31–1/3 are closed even past the days the server listed.
    expect(transferDateError('2028-01-02', '2028-01-31', rules)).toContain('年末年始');
    expect(transferDateError('2026-12-01', '2026-11-30', rules)).toBe('振込希望日を選択できません。お支払期限をご確認ください。');
    expect(
      invoiceDetailsErrors({ amount: '1', dueDate: '2026-11-30', transferDate: '', invoiceNumber: '', memo: '' }, rules).dueDate,
    ).toBe('お支払期限までに振込できません。最短の振込日は2026年12月2日です。');
  });

  it('reports every field at once', () => {
    expect(
      Object.keys(
        invoiceDetailsErrors(
          { amount: '', dueDate: '', transferDate: '', invoiceNumber: 'x'.repeat(51), memo: 'y'.repeat(201) },
          rules,
        ),
      ),
    ).toEqual(['amount', 'dueDate', 'transferDate', 'invoiceNumber', 'memo']);
  });

  it('calendar helpers', () => {
    expect(formatDateWithWeekday('2026-12-24')).toBe('2026/12/24（木）');
    const days = calendarDays('2026-12');
    expect(days.slice(0, 3)).toEqual([null, null, '2026-12-01']);
    expect(days.at(-1)).toBe('2026-12-31');
  });
});
