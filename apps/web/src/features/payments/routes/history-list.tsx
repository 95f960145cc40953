import { useOutlet } from 'react-router';
import { InvoiceList } from '../components/invoice-list.tsx';
import { PaymentsFrame } from '../components/payments-frame.tsx';

/** /payments/history: GET /invoices with the history tab filter of spec §4; /:id renders instead when open. */
export function Component() {
  const outlet = useOutlet();
  if (outlet) return outlet;
  return (
    <PaymentsFrame title="支払履歴">
      <InvoiceList tab="history" listTab="history" emptyText="完了・キャンセルした支払はありません。" />
    </PaymentsFrame>
  );
}
