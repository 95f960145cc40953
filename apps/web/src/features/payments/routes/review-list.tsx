import { useQuery } from '@tanstack/react-query';
import { useOutlet } from 'react-router';
import { invoicesQueryOptions } from '../api/get-invoices.ts';
import { InvoiceList } from '../components/invoice-list.tsx';
import { PaymentsFrame } from '../components/payments-frame.tsx';

/** /payments/review: payments needing the buyer's action first, then those under review. */
export function Component() {
  const outlet = useOutlet();
  const actionRequired = useQuery({ ...invoicesQueryOptions('reviewActionRequired', { from: 0, size: 100 }), enabled: !outlet });
  if (outlet) return outlet;
  const hasAction = (actionRequired.data?.total_count ?? 0) > 0;
  return (
    <PaymentsFrame title="審査中の支払">
      {hasAction ? (
        <InvoiceList tab="reviewActionRequired" listTab="review" heading="対応が必要な支払" paged={false} hideWhenEmpty />
      ) : null}
      <InvoiceList
        tab="review"
        listTab="review"
        heading={hasAction ? '審査中' : undefined}
        hideWhenEmpty={hasAction}
        emptyText="審査中の支払はありません。請求書をアップロードすると、ここに表示されます。"
      />
    </PaymentsFrame>
  );
}
