import { type InvoiceStatus, type InvoiceType, isInvoiceInTab } from '@icp/domain';

// In-app paths a notification links to; they mirror apps/web/src/lib/paths.ts (the API cannot import the web).

export const supplierLinkPath = (supplierId: number) => `/suppliers/${supplierId}`;

/**
 * The payment's detail page for where it stands now: action-required and in-examination ones
 * under review, booked transfers under reserved, finished ones under history. Null for an
 * invoice no buyer tab shows (a seller's own request).
 */
export function paymentLinkPath(invoice: {
  id: number;
  status: InvoiceStatus;
  type: InvoiceType;
  isActionRequired: boolean;
}): string | null {
  const tab = (
    [
      ['waiting', 'waiting'],
      ['reviewActionRequired', 'review'],
      ['review', 'review'],
      ['reserved', 'reserved'],
      ['history', 'history'],
    ] as const
  ).find(([filter]) => isInvoiceInTab(filter, invoice))?.[1];
  return tab ? `/payments/${tab}/${invoice.id}` : null;
}
