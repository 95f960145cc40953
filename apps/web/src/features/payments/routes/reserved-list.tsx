import { useOutlet } from 'react-router';
import { InvoiceList } from '../components/invoice-list.tsx';
import { PaymentsFrame } from '../components/payments-frame.tsx';

/** /payments/reserved: GET /invoices with the reserved tab filter of spec §4; /:id renders instead when open. */
export function Component() {
  const outlet = useOutlet();
  if (outlet) return outlet;
  return (
    <PaymentsFrame title="振込予約済の支払">
      <InvoiceList tab="reserved" listTab="reserved" emptyText="振込予約済の支払はありません。" />
    </PaymentsFrame>
  );
}
