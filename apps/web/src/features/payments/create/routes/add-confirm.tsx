import { lazy, Suspense } from 'react';
import { ListLoading } from '../../../../components/ui/query-state.tsx';
import { creditCardsQueryOptions } from '../../../../lib/api/get-credit-cards.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { getTokens } from '../../../../lib/session/auth-store.ts';
import { commissionQueryOptions } from '../../shared/api/get-commission.ts';
import { paymentSupplierQueryOptions } from '../../shared/api/get-payment-suppliers.ts';
import { PaymentFlowFrame } from '../components/flow-steps.tsx';
import { flowGuard } from '../stores/flow-guard.ts';
import { usePaymentFlow } from '../stores/payment-flow.ts';

// The content is its own chunk (docs/design.md §9 budget); the loader starts fetching it at once.
const loadBody = () => import('../components/confirm-body.tsx');
const LazyConfirmBody = lazy(() => loadBody().then((m) => ({ default: m.ConfirmBody })));

const guard = flowGuard('confirm');
export const loader = () => {
  const redirect = guard();
  if (redirect) return redirect;
  void loadBody().catch(() => undefined);
  // The data the screen shows first, fetched while its code loads.
  const { invoiceForm, confirmForm } = usePaymentFlow.getState();
  if (getTokens() && invoiceForm.amount !== null && invoiceForm.formOne.supplierId !== null) {
    void queryClient.prefetchQuery(commissionQueryOptions(invoiceForm.amount, confirmForm.promotionCode || null));
    void queryClient.prefetchQuery(paymentSupplierQueryOptions(invoiceForm.formOne.supplierId));
    void queryClient.prefetchQuery(creditCardsQueryOptions());
  }
  return null;
};

/** /payments/add/confirm (also the gateway's 3-D Secure return path). */
export function Component() {
  return (
    <PaymentFlowFrame
      step="confirm"
      title="内容の確認"
      lead="内容をご確認のうえ、お支払いに使うカードを選んで「カードで支払う」を押してください。"
    >
      <Suspense fallback={<ListLoading label="読み込み中です" />}>
        <LazyConfirmBody />
      </Suspense>
    </PaymentFlowFrame>
  );
}
