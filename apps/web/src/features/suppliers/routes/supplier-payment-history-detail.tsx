import { InvoiceSummaryPage } from '../components/invoice-summary-page.tsx';

/** /suppliers/{id}/payment-history/{paymentId} */
export function Component() {
  return <InvoiceSummaryPage title="支払履歴の詳細" />;
}
