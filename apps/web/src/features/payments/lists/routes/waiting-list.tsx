import { InvoiceFilterForm, useInvoiceFilters } from '../components/invoice-filter-form.tsx';
import { InvoiceList } from '../components/invoice-list.tsx';
import { PaymentsFrame } from '../components/payments-frame.tsx';
import { RequestKeyForm } from '../../requests/components/request-key-form.tsx';

/**
 * /payments/waiting: requests sellers sent this buyer to pay by card (spec §4 waiting tab), and
 * the 請求キー entry that links a new one; its /:id detail is a sibling route.
 */
export function Component() {
  const filters = useInvoiceFilters();
  return (
    <PaymentsFrame title="支払待ちの請求">
      <RequestKeyForm />
      {/* Requests have no transfer date until they are paid: no date range here. */}
      <InvoiceFilterForm dates={false} />
      <InvoiceList
        tab="waiting"
        listTab="waiting"
        filters={filters}
        emptyTitle="支払待ちの請求はありません"
        emptyText="請求元の事業者から届いた請求キーを上の欄に入力すると、その請求がここに表示されます。"
        emptyAction={null}
      />
    </PaymentsFrame>
  );
}
