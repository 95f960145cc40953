import { useQuery } from '@tanstack/react-query';
import { invoicesQueryOptions } from '../../shared/api/get-invoices.ts';
import { InvoiceFilterForm, useInvoiceFilters } from '../components/invoice-filter-form.tsx';
import { InvoiceList } from '../components/invoice-list.tsx';
import { PaymentsFrame } from '../components/payments-frame.tsx';

/** /payments/review: payments needing the buyer's action first, then those under review; its /:id detail is a sibling route. */
export function Component() {
  const filters = useInvoiceFilters();
  const actionRequired = useQuery(invoicesQueryOptions('reviewActionRequired', { from: 0, size: 100 }, filters));
  const hasAction = (actionRequired.data?.total_count ?? 0) > 0;
  return (
    <PaymentsFrame title="審査中の支払">
      <InvoiceFilterForm />
      {hasAction ? (
        <InvoiceList
          tab="reviewActionRequired"
          listTab="review"
          heading="対応が必要な支払"
          filters={filters}
          paged={false}
          hideWhenEmpty
          emptyTitle="対応が必要な支払はありません"
          emptyText="ご対応いただく支払があると、ここに表示されます。"
        />
      ) : null}
      <InvoiceList
        tab="review"
        listTab="review"
        heading={hasAction ? '審査中' : undefined}
        hideWhenEmpty={hasAction}
        filters={filters}
        emptyTitle="審査中の支払はありません"
        emptyText="請求書をアップロードしてカード払いを申請すると、審査が終わるまでここに表示されます。"
      />
    </PaymentsFrame>
  );
}
