/**
 * The one list of invoice statuses: the name on the wire (and in the contract's enum, which is
 * derived from these keys, in this order) → the number stored in invoices.status. The server
 * sends both the number and the name, so both directions are needed.
 */
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

const INVOICE_STATUS_BY_VALUE: ReadonlyMap<number, InvoiceStatus> = new Map(
  (Object.keys(INVOICE_STATUS) as InvoiceStatus[]).map((name) => [INVOICE_STATUS[name], name]),
);

/** The name of a stored status number; null for a number that is no status. */
export function invoiceStatusFromValue(value: number): InvoiceStatus | null {
  return INVOICE_STATUS_BY_VALUE.get(value) ?? null;
}

/** The name of a stored status number, for rows read from the database: an unknown number is a bug. */
export function invoiceStatusName(value: number): InvoiceStatus {
  const name = invoiceStatusFromValue(value);
  if (name === null) throw new RangeError(`unknown invoice status ${value}`);
  return name;
}

export function invoiceStatusLabel(status: InvoiceStatus | InvoiceStatusValue): string {
  const name = typeof status === 'number' ? invoiceStatusFromValue(status) : status;
  if (name === null) throw new RangeError(`unknown invoice status ${status}`);
  return INVOICE_STATUS_LABELS[name];
}

/** The one list of invoice types: stored as these words in invoices.type, and sent as them. */
export const INVOICE_TYPES = ['InvoicePayment', 'InvoiceRequestBuyer', 'InvoiceRequestSeller'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

export function isInvoiceType(value: string): value is InvoiceType {
  return (INVOICE_TYPES as readonly string[]).includes(value);
}

/** What decides the words a buyer sees for one of their invoices. */
export interface BuyerStatusView {
  status: InvoiceStatus;
  type: InvoiceType;
  /** A seller's request: until when it can be paid (ISO 8601). Null or absent for other invoices. */
  requestExpiresAt?: string | Date | null | undefined;
}

// The statuses of a request that can still be linked or paid.
const OPEN_REQUEST_STATUSES: readonly InvoiceStatus[] = ['BuyerNotRegistered', 'WaitingForPayment'];

/**
 * An open request past its expiry. The expiry job moves it to Expired only on its next run, so
 * the screens must not wait for it to say the request can no longer be paid.
 */
export function isRequestPastExpiry(view: BuyerStatusView, now: Date): boolean {
  if (view.type !== 'InvoiceRequestBuyer' || !OPEN_REQUEST_STATUSES.includes(view.status)) return false;
  if (view.requestExpiresAt === null || view.requestExpiresAt === undefined) return false;
  const expiresAt = new Date(view.requestExpiresAt).getTime();
  return !Number.isNaN(expiresAt) && expiresAt <= now.getTime();
}

/**
 * The status as the buyer should read it: the one table above, seen from the buyer's side.
 * BuyerNotRegistered is the seller's word (「the buyer has not linked it」); to the buyer, whose
 * request it is, it means the request waits for its 請求キー (payment needs the key first).
 */
export function buyerFacingStatusLabel(view: BuyerStatusView, now: Date = new Date()): string {
  if (view.type === 'InvoiceRequestBuyer') {
    if (isRequestPastExpiry(view, now)) return INVOICE_STATUS_LABELS.Expired;
    if (view.status === 'BuyerNotRegistered') return '請求キー登録待ち';
  }
  return INVOICE_STATUS_LABELS[view.status];
}
