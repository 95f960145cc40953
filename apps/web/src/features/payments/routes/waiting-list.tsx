import { useOutlet } from 'react-router';
import { InvoiceList } from '../components/invoice-list.tsx';
import { PaymentsFrame } from '../components/payments-frame.tsx';

/** /payments/waiting: GET /invoices with the waiting tab filter of spec §4; /:id renders instead when open. */
export function Component() {
  const outlet = useOutlet();
  if (outlet) return outlet;
  return (
    <PaymentsFrame title="支払待ちの支払">
      <InvoiceList tab="waiting" listTab="waiting" emptyText="カード払いの依頼を受けた支払はありません。" />
    </PaymentsFrame>
  );
}
