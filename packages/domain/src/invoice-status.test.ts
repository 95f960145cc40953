import { describe, it, expect } from 'vitest';
import {
  INVOICE_STATUS,
  INVOICE_STATUS_LABELS,
  buyerFacingStatusLabel,
  invoiceStatusFromValue,
  invoiceStatusLabel,
  invoiceStatusName,
  isRequestPastExpiry,
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
    expect(invoiceStatusName(value)).toBe(name);
    expect(invoiceStatusLabel(name)).toBe(label);
    expect(invoiceStatusLabel(value)).toBe(label);
    expect(isInvoiceStatus(name)).toBe(true);
  });

  it('labels every status exactly once', () => {
    expect(Object.keys(INVOICE_STATUS_LABELS).sort()).toEqual(Object.keys(INVOICE_STATUS).sort());
  });

  it.each([0, 9, -1, 1.5])('value %s is unknown', (value) => {
    expect(invoiceStatusFromValue(value)).toBeNull();
    expect(() => invoiceStatusName(value)).toThrow(`unknown invoice status ${value}`);
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

describe('statuses as the buyer reads them', () => {
  const now = new Date('2026-12-01T03:00:00Z');
  const request = (status: InvoiceStatusName, requestExpiresAt: string | null = '2026-12-31T14:59:59Z') => ({
    status,
    type: 'InvoiceRequestBuyer' as const,
    requestExpiresAt,
  });
  type InvoiceStatusName = keyof typeof INVOICE_STATUS;

  it.each([
    [
      'a request not yet linked waits for its key (not 未登録: the buyer is registered)',
      request('BuyerNotRegistered'),
      '請求キー登録待ち',
    ],
    ['a linked request waits for payment', request('WaitingForPayment'), '支払待ち'],
    [
      'a request past its expiry is 期限切れ before the job moves it',
      request('BuyerNotRegistered', '2026-12-01T02:59:59Z'),
      '期限切れ',
    ],
    ['a linked request past its expiry too', request('WaitingForPayment', '2026-12-01T03:00:00Z'), '期限切れ'],
    ['a paid request keeps its status after the expiry', request('InProgress', '2026-11-01T00:00:00Z'), '申請中'],
    ['a request without expiry never expires on screen', request('WaitingForPayment', null), '支払待ち'],
    ['a payment keeps the table words', { status: 'InProgressExaminationChecked', type: 'InvoicePayment' } as const, '審査中'],
    ['the seller side keeps 未登録', { status: 'BuyerNotRegistered', type: 'InvoiceRequestSeller' } as const, '未登録'],
  ] as const)('%s', (_, view, label) => {
    expect(buyerFacingStatusLabel(view, now)).toBe(label);
  });

  it('only open requests can be past their expiry', () => {
    expect(isRequestPastExpiry(request('WaitingForPayment', '2026-11-30T00:00:00Z'), now)).toBe(true);
    expect(isRequestPastExpiry(request('Expired', '2026-11-30T00:00:00Z'), now)).toBe(false);
    expect(isRequestPastExpiry(request('WaitingForPayment', 'not a date'), now)).toBe(false);
  });
});
