import { INVOICE_STATUS, type InvoiceStatus } from '@icp/domain';
import { describe, expect, it } from 'vitest';
import { cancelDateRow, cardChargeRow, examinationDateRow, transferDateRow } from './payment-status-labels.ts';

const DATES = {
  transfer_date: '2026-12-10',
  transferred_on: '2026-12-11',
  examination_due_date: '2026-12-03',
  captured_on: '2026-12-02',
};

// Every status is listed, so a new one cannot slip through without a decided label.
const ALL = Object.keys(INVOICE_STATUS) as InvoiceStatus[];

describe('transferDateRow', () => {
  const table: Record<InvoiceStatus, ReturnType<typeof transferDateRow>> = {
    InProgress: { label: '振込予定日', date: '2026-12-10' },
    InProgressExaminationChecked: { label: '振込予定日', date: '2026-12-10' },
    InProgressExaminationCompleted: { label: '振込予定日', date: '2026-12-10' },
    TransferCompleted: { label: '振込日', date: '2026-12-11' },
    Cancel: null,
    BuyerNotRegistered: null,
    WaitingForPayment: null,
    Expired: null,
  };
  it.each(ALL)('%s', (status) => expect(transferDateRow(status, DATES)).toEqual(table[status]));

  it('a transferred payment never shows the planned date as its 振込日', () => {
    expect(transferDateRow('TransferCompleted', { transfer_date: '2026-12-10', transferred_on: null })).toEqual({
      label: '振込日',
      date: null,
    });
  });
});

describe('examinationDateRow', () => {
  const table: Record<InvoiceStatus, ReturnType<typeof examinationDateRow>> = {
    InProgress: { label: '審査完了予定日', date: '2026-12-03' },
    InProgressExaminationChecked: { label: '審査完了予定日', date: '2026-12-03' },
    InProgressExaminationCompleted: { label: 'カード決済日', date: '2026-12-02' },
    TransferCompleted: { label: 'カード決済日', date: '2026-12-02' },
    Cancel: null,
    BuyerNotRegistered: null,
    WaitingForPayment: null,
    Expired: null,
  };
  it.each(ALL)('%s', (status) => expect(examinationDateRow(status, DATES)).toEqual(table[status]));
});

describe('cancelDateRow', () => {
  it.each(ALL)('%s', (status) =>
    expect(cancelDateRow(status, '2026-12-05')).toEqual(
      status === 'Cancel' ? { label: 'キャンセル日', date: '2026-12-05' } : null,
    ),
  );
});

describe('cardChargeRow', () => {
  const table: Record<InvoiceStatus, [label: string, amount: boolean, text: string | null]> = {
    InProgress: ['カードへのご請求予定額', true, null],
    InProgressExaminationChecked: ['カードへのご請求予定額', true, null],
    InProgressExaminationCompleted: ['カードへのご請求額', true, null],
    TransferCompleted: ['カードへのご請求額', true, null],
    Cancel: ['カードへのご請求', false, 'ご請求なし'],
    BuyerNotRegistered: ['カードへのご請求額', true, null],
    WaitingForPayment: ['カードへのご請求額', true, null],
    Expired: ['カードへのご請求', false, 'ご請求なし'],
  };
  it.each(ALL)('%s, never captured', (status) => {
    const row = cardChargeRow(status, null);
    expect([row.label, row.amount, row.text]).toEqual(table[status]);
  });

  it('a payment cancelled after its capture was refunded, and says so', () => {
    const row = cardChargeRow('Cancel', '2026-12-02');
    expect(row).toMatchObject({ label: 'カードへのご請求額（返金済み）', amount: true });
    expect(row.note).toContain('返金');
  });
});
