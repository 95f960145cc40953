import {
  ALLOWED_CARD_BRANDS,
  ACCEPTED_FILE_TYPES,
  chargeTotal,
  commissionFor,
  COMMISSION_TAX_RATE_PERCENT,
  DEFAULT_COMMISSION_POLICY,
  buyerFacingStatusLabel,
  formatYen,
  includedConsumptionTax,
  TRANSFER_RULES,
  transferSchedule,
} from '@icp/domain';
import type { InvoiceStatus } from '@icp/domain';

/**
 * The figures the help pages quote, read from the rules the app itself runs on (@icp/domain), so
 * the prose cannot drift from what the fee calculation and the calendar actually do.
 */

const BASIS_POINTS_PER_PERCENT = 100;

/** 298 basis points → "2.98%". */
export const FEE_RATE_TEXT = `${(DEFAULT_COMMISSION_POLICY.rateBasisPoints / BASIS_POINTS_PER_PERCENT).toFixed(2)}%`;
export const FEE_MINIMUM_TEXT = formatYen(DEFAULT_COMMISSION_POLICY.minimumYen);
export const FEE_TAX_RATE_TEXT = `${COMMISSION_TAX_RATE_PERCENT}%`;

/** A worked example: the invoice amount, its fee, the fee's tax and what the card is charged. */
function feeExample(amount: number) {
  const fee = commissionFor(amount);
  return {
    amount: formatYen(amount),
    fee: formatYen(fee),
    tax: formatYen(includedConsumptionTax(fee)),
    total: formatYen(chargeTotal(amount)),
  };
}
export const FEE_EXAMPLE = feeExample(100_000);
/** A small invoice, where the minimum fee applies. */
export const FEE_SMALL_EXAMPLE = feeExample(5_000);

/** 15 → "15時". */
export const CUTOFF_TEXT = `${TRANSFER_RULES.CUTOFF_HOUR_JST}時`;
export const EXAMINATION_DAYS_TEXT = `${TRANSFER_RULES.EXAMINATION_BUSINESS_DAYS}営業日`;

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;
const weekdayOf = (isoDate: string) => `${WEEKDAYS[new Date(`${isoDate}T00:00:00Z`).getUTCDay()]}曜日`;

/**
 * The example of the transfer-date section, computed by the same rule as the calendar: applied
 * on a Monday morning of a week without holidays (2026-11-30, 09:00 JST).
 */
const exampleSchedule = transferSchedule(new Date('2026-11-30T00:00:00Z'), () => null);
export const TRANSFER_EXAMPLE = {
  applied: weekdayOf(exampleSchedule.applicationDate),
  examinationEnds: weekdayOf(exampleSchedule.examinationDueDate),
  earliestTransfer: weekdayOf(exampleSchedule.earliestTransferDate),
};

/** "JCB" (or "JCB・…" once more brands are accepted). */
export const CARD_BRANDS_TEXT = ALLOWED_CARD_BRANDS.join('・');

/** "PDF・JPEG・PNG". */
export const FILE_TYPES_TEXT = [...new Set(ACCEPTED_FILE_TYPES.map((t) => t.mimeType))]
  .map((m) => ({ 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' })[m] ?? m)
  .sort((a, b) => (a === 'PDF' ? -1 : b === 'PDF' ? 1 : a.localeCompare(b)))
  .join('・');

export interface StatusHelp {
  /** The word the lists and details show (the same function as their badges). */
  label: string;
  meaning: string;
}

const paymentStatus = (status: InvoiceStatus) => buyerFacingStatusLabel({ status, type: 'InvoicePayment' });
const requestStatus = (status: InvoiceStatus) => buyerFacingStatusLabel({ status, type: 'InvoiceRequestBuyer' });

/** Every status a buyer can meet, in the order a payment goes through them. */
export const STATUS_HELP: readonly StatusHelp[] = [
  {
    label: paymentStatus('InProgress'),
    meaning: 'お申し込みを受け付け、審査の開始を待っている状態です。この間はキャンセルできます。',
  },
  {
    label: paymentStatus('InProgressExaminationChecked'),
    meaning: '請求書の内容と振込先を審査しています。この間もキャンセルできます。',
  },
  {
    label: paymentStatus('InProgressExaminationCompleted'),
    meaning: '審査が完了し、カードへのご請求が確定しました。指定の振込日に支払先へお振り込みします。',
  },
  {
    label: paymentStatus('TransferCompleted'),
    meaning: '支払先へのお振り込みが完了しました。支払の詳細画面から領収書をダウンロードできます。',
  },
  {
    label: paymentStatus('Cancel'),
    meaning: 'お客様または当社の判断で取り消された支払です。確保していたカードのご利用枠は解放されます。',
  },
  {
    label: requestStatus('BuyerNotRegistered'),
    meaning: '請求元から届いた請求です。請求元から受け取った請求キーを登録すると、お支払いいただけるようになります。',
  },
  {
    label: requestStatus('WaitingForPayment'),
    meaning: '請求キーの登録が済み、カードでのお支払いを待っている請求です。有効期限までにお支払いください。',
  },
  {
    label: requestStatus('Expired'),
    meaning: '有効期限を過ぎた請求です。お支払いいただけないため、請求元の事業者様へ直接お問い合わせください。',
  },
];
