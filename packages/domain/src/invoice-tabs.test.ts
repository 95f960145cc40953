import { describe, it, expect } from 'vitest';
import { INVOICE_TABS, isInvoiceInTab, isInvoiceTab } from './invoice-tabs.ts';
import type { InvoiceTab, InvoiceTabSubject } from './invoice-tabs.ts';

describe('INVOICE_TABS (spec §4 table)', () => {
  it.each([
    ['waiting', ['WaitingForPayment', 'BuyerNotRegistered'], ['InvoiceRequestBuyer'], false],
    ['review', ['InProgress', 'InProgressExaminationChecked'], ['InvoicePayment', 'InvoiceRequestBuyer'], false],
    [
      'reviewActionRequired',
      ['InProgress', 'InProgressExaminationChecked', 'InProgressExaminationCompleted'],
      ['InvoicePayment'],
      true,
    ],
    ['reserved', ['InProgressExaminationCompleted'], ['InvoicePayment', 'InvoiceRequestBuyer'], undefined],
    ['history', ['TransferCompleted', 'Cancel', 'Expired'], ['InvoicePayment', 'InvoiceRequestBuyer'], undefined],
  ] as const)('%s', (tab, statuses, types, isActionRequired) => {
    expect(INVOICE_TABS[tab]).toEqual({ statuses, types, isActionRequired });
    expect(Object.hasOwn(INVOICE_TABS[tab], 'isActionRequired')).toBe(true);
  });

  it('has exactly the five tabs', () => {
    expect(Object.keys(INVOICE_TABS)).toEqual(['waiting', 'review', 'reviewActionRequired', 'reserved', 'history']);
  });
});

describe('isInvoiceTab', () => {
  it.each([
    ['waiting', true],
    ['reviewActionRequired', true],
    ['draft', false],
    ['toString', false],
  ])('%j → %s', (value, expected) => {
    expect(isInvoiceTab(value)).toBe(expected);
  });
});

describe('isInvoiceInTab', () => {
  const inv = (
    status: InvoiceTabSubject['status'],
    type: InvoiceTabSubject['type'],
    isActionRequired = false,
  ): InvoiceTabSubject => ({ status, type, isActionRequired });

  it.each<[InvoiceTab, InvoiceTabSubject, boolean]>([
    ['waiting', inv('WaitingForPayment', 'InvoiceRequestBuyer'), true],
    ['waiting', inv('BuyerNotRegistered', 'InvoiceRequestBuyer'), true],
    ['waiting', inv('WaitingForPayment', 'InvoicePayment'), false],
    ['waiting', inv('WaitingForPayment', 'InvoiceRequestBuyer', true), false],
    ['review', inv('InProgress', 'InvoicePayment'), true],
    ['review', inv('InProgressExaminationChecked', 'InvoiceRequestBuyer'), true],
    ['review', inv('InProgress', 'InvoicePayment', true), false],
    ['review', inv('InProgressExaminationCompleted', 'InvoicePayment'), false],
    ['review', inv('InProgress', 'InvoiceRequestSeller'), false],
    ['reviewActionRequired', inv('InProgressExaminationCompleted', 'InvoicePayment', true), true],
    ['reviewActionRequired', inv('InProgress', 'InvoicePayment', false), false],
    ['reviewActionRequired', inv('InProgress', 'InvoiceRequestBuyer', true), false],
    ['reserved', inv('InProgressExaminationCompleted', 'InvoicePayment', true), true],
    ['reserved', inv('InProgressExaminationCompleted', 'InvoiceRequestBuyer', false), true],
    ['reserved', inv('TransferCompleted', 'InvoicePayment'), false],
    ['history', inv('TransferCompleted', 'InvoicePayment'), true],
    ['history', inv('Cancel', 'InvoiceRequestBuyer', true), true],
    ['history', inv('Expired', 'InvoicePayment'), true],
    ['history', inv('Expired', 'InvoiceRequestSeller'), false],
    ['history', inv('WaitingForPayment', 'InvoiceRequestBuyer'), false],
  ])('%s ∋ %j → %s', (tab, invoice, expected) => {
    expect(isInvoiceInTab(tab, invoice)).toBe(expected);
  });
});
