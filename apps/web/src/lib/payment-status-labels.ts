import type { InvoiceStatus } from '@icp/domain';

/** A date row whose label follows the payment's status; date is YYYY-MM-DD or null (shown as —). */
export interface DatedRow {
  label: string;
  date: string | null;
}

/**
 * 振込予定日 while the transfer is ahead; 振込日, the day it was really made, once done. A
 * cancelled or expired payment, or a request not paid yet, will never be transferred: no row.
 */
export function transferDateRow(
  status: InvoiceStatus,
  dates: { transfer_date: string | null; transferred_on: string | null },
): DatedRow | null {
  switch (status) {
    case 'InProgress':
    case 'InProgressExaminationChecked':
    case 'InProgressExaminationCompleted':
      return { label: '振込予定日', date: dates.transfer_date };
    case 'TransferCompleted':
      return { label: '振込日', date: dates.transferred_on };
    case 'Cancel':
    case 'Expired':
    case 'BuyerNotRegistered':
    case 'WaitingForPayment':
      return null;
  }
}

/** 審査完了予定日 while under review; once completed, the day the card was charged instead. */
export function examinationDateRow(
  status: InvoiceStatus,
  dates: { examination_due_date: string | null; captured_on: string | null },
): DatedRow | null {
  switch (status) {
    case 'InProgress':
    case 'InProgressExaminationChecked':
      return { label: '審査完了予定日', date: dates.examination_due_date };
    case 'InProgressExaminationCompleted':
    case 'TransferCompleted':
      return { label: 'カード決済日', date: dates.captured_on };
    case 'Cancel':
    case 'Expired':
    case 'BuyerNotRegistered':
    case 'WaitingForPayment':
      return null;
  }
}

/** The day a cancelled payment was cancelled; nothing for any other status. */
export function cancelDateRow(status: InvoiceStatus, cancelledOn: string | null): DatedRow | null {
  return status === 'Cancel' ? { label: 'キャンセル日', date: cancelledOn } : null;
}

/** What the card was (or will be) charged, said as it is: amount is false when nothing is charged. */
export interface CardChargeRow {
  label: string;
  /** true: show the total; false: show `text` instead of an amount. */
  amount: boolean;
  text: string | null;
  note: string | null;
}

/**
 * The card line of the amount block. Before the examination completes the card is only held
 * (ご請求予定額); a cancel before the capture releases the hold (ご請求なし); a cancel after it
 * refunds the charge (返金済み).
 */
export function cardChargeRow(status: InvoiceStatus, capturedOn: string | null): CardChargeRow {
  switch (status) {
    case 'InProgress':
    case 'InProgressExaminationChecked':
      return { label: 'カードへのご請求予定額', amount: true, text: null, note: 'カードへの請求は審査の完了後に確定します。' };
    case 'InProgressExaminationCompleted':
    case 'TransferCompleted':
      return { label: 'カードへのご請求額', amount: true, text: null, note: null };
    case 'Cancel':
      return capturedOn
        ? {
            label: 'カードへのご請求額（返金済み）',
            amount: true,
            text: null,
            note: 'キャンセルにより、カードへのご請求は全額返金しました。返金の反映時期はカード会社によって異なります。',
          }
        : {
            label: 'カードへのご請求',
            amount: false,
            text: 'ご請求なし',
            note: '審査完了前にキャンセルしたため、カードへのご請求はありません（ご利用枠の確保は解除しました）。',
          };
    case 'Expired':
      return { label: 'カードへのご請求', amount: false, text: 'ご請求なし', note: null };
    case 'BuyerNotRegistered':
    case 'WaitingForPayment':
      return { label: 'カードへのご請求額', amount: true, text: null, note: null };
  }
}
