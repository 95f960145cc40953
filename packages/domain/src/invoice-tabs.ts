import type { InvoiceStatus, InvoiceType } from './invoice-status.ts';

export interface InvoiceTabFilter {
  readonly statuses: readonly InvoiceStatus[];
  readonly types: readonly InvoiceType[];
  /** undefined: the tab does not filter on it (spec §4 "not shown"). */
  readonly isActionRequired: boolean | undefined;
}

/** Spec §4's list tabs: the filter each tab's GET /api/v1/invoices sends. */
export const INVOICE_TABS = {
  waiting: {
    statuses: ['WaitingForPayment', 'BuyerNotRegistered'],
    types: ['InvoiceRequestBuyer'],
    isActionRequired: false,
  },
  review: {
    statuses: ['InProgress', 'InProgressExaminationChecked'],
    types: ['InvoicePayment', 'InvoiceRequestBuyer'],
    isActionRequired: false,
  },
  reviewActionRequired: {
    statuses: ['InProgress', 'InProgressExaminationChecked', 'InProgressExaminationCompleted'],
    types: ['InvoicePayment'],
    isActionRequired: true,
  },
  reserved: {
    statuses: ['InProgressExaminationCompleted'],
    types: ['InvoicePayment', 'InvoiceRequestBuyer'],
    isActionRequired: undefined,
  },
  history: {
    statuses: ['TransferCompleted', 'Cancel', 'Expired'],
    types: ['InvoicePayment', 'InvoiceRequestBuyer'],
    isActionRequired: undefined,
  },
} as const satisfies Record<string, InvoiceTabFilter>;

export type InvoiceTab = keyof typeof INVOICE_TABS;

export function isInvoiceTab(value: string): value is InvoiceTab {
  return Object.hasOwn(INVOICE_TABS, value);
}

export interface InvoiceTabSubject {
  readonly status: InvoiceStatus;
  readonly type: InvoiceType;
  readonly isActionRequired: boolean;
}

/** Whether an invoice shows in a tab; the server's list query must agree with this. */
export function isInvoiceInTab(tab: InvoiceTab, invoice: InvoiceTabSubject): boolean {
  const filter: InvoiceTabFilter = INVOICE_TABS[tab];
  return (
    filter.statuses.includes(invoice.status) &&
    filter.types.includes(invoice.type) &&
    (filter.isActionRequired === undefined || filter.isActionRequired === invoice.isActionRequired)
  );
}
