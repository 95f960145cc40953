/** The server sends both the number and the name, so both directions are needed. */
export const INVOICE_STATUS = {
  InProgress: 1,
  InProgressExaminationChecked: 2,
  InProgressExaminationCompleted: 3,
  TransferCompleted: 4,
  Cancel: 5,
  BuyerNotRegistered: 6,
  WaitingForPayment: 7,
  Expired: 8,
} as const;

export type InvoiceStatus = keyof typeof INVOICE_STATUS;
export type InvoiceStatusValue = (typeof INVOICE_STATUS)[InvoiceStatus];

// The one place these words live, so list, detail and filter screens cannot disagree.
export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  InProgress: '申請中',
  InProgressExaminationChecked: '審査中',
  InProgressExaminationCompleted: '振込予約済',
  TransferCompleted: '振込完了',
  Cancel: 'キャンセル',
  BuyerNotRegistered: '未登録',
  WaitingForPayment: '支払待ち',
  Expired: '期限切れ',
};

export function isInvoiceStatus(value: string): value is InvoiceStatus {
  return Object.hasOwn(INVOICE_STATUS, value);
}

export function invoiceStatusFromValue(value: number): InvoiceStatus | null {
  const entry = Object.entries(INVOICE_STATUS).find(([, v]) => v === value);
  return entry ? (entry[0] as InvoiceStatus) : null;
}

export function invoiceStatusLabel(status: InvoiceStatus | InvoiceStatusValue): string {
  const name = typeof status === 'number' ? invoiceStatusFromValue(status) : status;
  if (name === null) throw new RangeError(`unknown invoice status ${status}`);
  return INVOICE_STATUS_LABELS[name];
}

export const INVOICE_TYPES = ['InvoicePayment', 'InvoiceRequestBuyer', 'InvoiceRequestSeller'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

export function isInvoiceType(value: string): value is InvoiceType {
  return (INVOICE_TYPES as readonly string[]).includes(value);
}
