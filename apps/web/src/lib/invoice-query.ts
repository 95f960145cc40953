import { INVOICE_TABS } from '@icp/domain';
import type { InvoiceTab } from '@icp/domain';

/** The GET /api/v1/invoices query of a spec §4 tab (status & type as comma lists of names). */
export function invoiceTabQuery(tab: InvoiceTab): {
  status: readonly string[];
  type: readonly string[];
  is_action_required?: boolean;
} {
  const filter = INVOICE_TABS[tab];
  return {
    status: filter.statuses,
    type: filter.types,
    ...(filter.isActionRequired === undefined ? {} : { is_action_required: filter.isActionRequired }),
  };
}
