import type { InvoiceExtraction } from '@icp/contract';
import { INVOICE_TEXT_FIELD_NAMES, type HolidayLookup } from '@icp/domain';
import { describe, expect, it } from 'vitest';
import { allowedActions } from './get-examination.ts';
import { requestActionReason } from './examine-payment.ts';
import { findMismatches } from './mismatches.ts';
import { ageHours, transferDaysLeft } from './transfer-days.ts';

const reading = (found: Record<string, unknown>): InvoiceExtraction => ({
  method: 'pdf_text',
  duration_ms: 1,
  matched_supplier_id: null,
  fields: Object.fromEntries(
    INVOICE_TEXT_FIELD_NAMES.map((n) => [n, { value: found[n] ?? null, confidence: found[n] === undefined ? 0 : 0.9 }]),
  ) as InvoiceExtraction['fields'],
});

const entered = {
  amount: 100_000,
  dueDate: '2026-12-25',
  account: { bankCode: '0001', branchCode: '100', accountType: '2', accountNumber: '0012345', holderName: 'ｶ)ｻﾝﾌﾟﾙｲﾝｻﾂ' },
  registrationNumber: 'T6012345678901',
};

describe('findMismatches', () => {
  it('is empty when nothing was read, or when what was read agrees (number formats aside)', () => {
    expect(findMismatches(entered, null)).toEqual([]);
    expect(findMismatches(entered, reading({}))).toEqual([]);
    expect(
      findMismatches(
        entered,
        reading({
          total_amount: 100_000,
          due_date: '2026-12-25',
          bank_code: '1',
          branch_code: '100',
          account_type: '2',
          account_number: '12345',
          account_holder: 'カ）サンプルインサツ',
          registration_number: 't6012345678901',
        }),
      ),
    ).toEqual([]);
  });

  it('names each field that differs, with both values', () => {
    const found = findMismatches(
      entered,
      reading({
        total_amount: 110_000,
        due_date: '2026-12-31',
        account_number: '7654321',
        account_holder: 'ﾍﾞﾂﾒｲｷﾞ',
        registration_number: 'T1234567890123',
      }),
    );
    expect(found.map((m) => m.field)).toEqual(['amount', 'due_date', 'bank_account', 'holder_name', 'registration_number']);
    expect(found[0]).toEqual({ field: 'amount', label: '金額', entered: '100000', read: '110000' });
    expect(found[2]!.read).toBe('?-? ? 7654321');
  });
});

describe('transferDaysLeft', () => {
  const noHolidays: HolidayLookup = () => null;
  const tuesday = new Date('2026-12-01T10:00:00+09:00');
  it('counts bank business days after today up to the transfer date', () => {
    expect(transferDaysLeft('2026-12-01', tuesday, noHolidays, new Map())).toBe(0);
    expect(transferDaysLeft('2026-12-04', tuesday, noHolidays, new Map())).toBe(3);
    // Friday → Monday: the weekend does not count.
    expect(transferDaysLeft('2026-12-07', tuesday, noHolidays, new Map())).toBe(4);
    expect(transferDaysLeft('2026-12-07', tuesday, noHolidays, new Map([['2026-12-07', '臨時休業']]))).toBe(3);
    expect(transferDaysLeft('2026-11-29', tuesday, noHolidays, new Map())).toBe(-2);
    expect(transferDaysLeft(null, tuesday, noHolidays, new Map())).toBeNull();
  });
  it('ages in whole hours', () => {
    expect(ageHours(new Date('2026-12-01T00:00:00Z'), new Date('2026-12-01T02:59:59Z'))).toBe(2);
  });
});

describe('actions and reasons', () => {
  it('offers what the transition table allows an operator', () => {
    expect(allowedActions({ status: 'InProgress', isActionRequired: false })).toEqual([
      'check',
      'request_action',
      'complete',
      'cancel',
    ]);
    expect(allowedActions({ status: 'InProgressExaminationChecked', isActionRequired: false })).toEqual([
      'request_action',
      'complete',
      'cancel',
    ]);
    expect(allowedActions({ status: 'InProgress', isActionRequired: true })).toEqual(['cancel']);
    expect(allowedActions({ status: 'TransferCompleted', isActionRequired: false })).toEqual([]);
  });
  it('puts the template first and the examiner words on the next line', () => {
    expect(requestActionReason('unreadable', undefined)).toBe('請求書が不鮮明で確認できません。');
    expect(requestActionReason('unreadable', ' 2ページ目 ')).toBe('請求書が不鮮明で確認できません。\n2ページ目');
    expect(requestActionReason('other', '宛名が違います')).toBe('宛名が違います');
  });
});
