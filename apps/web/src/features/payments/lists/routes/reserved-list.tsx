import { InvoiceFilterForm, useInvoiceFilters } from '../components/invoice-filter-form.tsx';
import { InvoiceList } from '../components/invoice-list.tsx';
import { PaymentsFrame } from '../components/payments-frame.tsx';

/** /payments/reserved: examined payments waiting for their transfer date; its /:id detail is a sibling route. */
export function Component() {
  const filters = useInvoiceFilters();
  return (
    <PaymentsFrame title="振込予約済の支払">
      <InvoiceFilterForm />
      <InvoiceList
        tab="reserved"
        listTab="reserved"
        filters={filters}
        emptyTitle="振込予約済の支払はありません"
        emptyText="審査が完了した支払は、振込日までここに表示されます。"
      />
    </PaymentsFrame>
  );
}
