import { describe, it, expect } from 'vitest';
import {
  INVOICE_STATUS,
  INVOICE_STATUS_LABELS,
  invoiceStatusFromValue,
  invoiceStatusLabel,
  isInvoiceStatus,
  isInvoiceType,
} from './invoice-status.ts';
import type { InvoiceStatusValue } from './invoice-status.ts';

describe('invoice statuses', () => {
  it.each([
    ['InProgress', 1, '申請中'],
    ['InProgressExaminationChecked', 2, '審査中'],
    ['InProgressExaminationCompleted', 3, '振込予約済'],
    ['TransferCompleted', 4, '振込完了'],
    ['Cancel', 5, 'キャンセル'],
    ['BuyerNotRegistered', 6, '未登録'],
    ['WaitingForPayment', 7, '支払待ち'],
    ['Expired', 8, '期限切れ'],
  ] as const)('%s = %i, labelled %s', (name, value, label) => {
    expect(INVOICE_STATUS[name]).toBe(value);
    expect(invoiceStatusFromValue(value)).toBe(name);
    expect(invoiceStatusLabel(name)).toBe(label);
    expect(invoiceStatusLabel(value)).toBe(label);
    expect(isInvoiceStatus(name)).toBe(true);
  });

  it('labels every status exactly once', () => {
    expect(Object.keys(INVOICE_STATUS_LABELS).sort()).toEqual(Object.keys(INVOICE_STATUS).sort());
  });

  it.each([0, 9, -1, 1.5])('value %s is unknown', (value) => {
    expect(invoiceStatusFromValue(value)).toBeNull();
    expect(() => invoiceStatusLabel(value as InvoiceStatusValue)).toThrow(RangeError);
  });

  it.each(['inprogress', 'toString', 'hasOwnProperty', ''])('%j is not a status name', (value) => {
    expect(isInvoiceStatus(value)).toBe(false);
  });
});

describe('isInvoiceType', () => {
  it.each([
    ['InvoicePayment', true],
    ['InvoiceRequestBuyer', true],
    ['InvoiceRequestSeller', true],
    ['invoicePayment', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isInvoiceType(value)).toBe(expected);
  });
});
