import { InvoiceSummaryPage } from '../components/invoice-summary-page.tsx';

/** /suppliers/{id}/collection-history/{paymentId} */
export function Component() {
  return <InvoiceSummaryPage title="カード払い依頼履歴の詳細" />;
}
