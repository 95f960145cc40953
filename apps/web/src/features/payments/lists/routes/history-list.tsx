import { InvoiceFilterForm, useInvoiceFilters } from '../components/invoice-filter-form.tsx';
import { InvoiceList } from '../components/invoice-list.tsx';
import { JournalExportForm } from '../components/journal-export-form.tsx';
import { PaymentsFrame } from '../components/payments-frame.tsx';

/** /payments/history: transferred, cancelled and expired payments; its /:id detail is a sibling route. */
export function Component() {
  const filters = useInvoiceFilters();
  return (
    <PaymentsFrame title="支払履歴">
      <InvoiceFilterForm />
      <InvoiceList
        tab="history"
        listTab="history"
        filters={filters}
        emptyTitle="支払履歴はありません"
        emptyText="振込が完了した支払、キャンセル・期限切れになった支払がここに表示されます。"
      />
      <JournalExportForm />
    </PaymentsFrame>
  );
}
