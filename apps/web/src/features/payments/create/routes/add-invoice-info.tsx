import { lazy, Suspense } from 'react';
import { ListLoading } from '../../../../components/ui/query-state.tsx';
import { queryClient } from '../../../../lib/query-client.ts';
import { getTokens } from '../../../../lib/session/auth-store.ts';
import { downloadUrlQueryOptions } from '../../shared/api/get-download-url.ts';
import { paymentSuppliersQueryOptions } from '../../shared/api/get-payment-suppliers.ts';
import { transferDateQueryOptions } from '../../shared/api/get-transfer-date.ts';
import { PaymentFlowFrame } from '../components/flow-steps.tsx';
import { InvoicePreview } from '../../shared/preview/invoice-preview.tsx';
import { flowGuard } from '../stores/flow-guard.ts';
import { usePaymentFlow } from '../stores/payment-flow.ts';

// The form side is its own chunk (docs/design.md §9 budget); the loader starts fetching it and the
// details form together, while the invoice preview already shows.
const loadBody = () => import('../components/invoice-info-body.tsx');
const LazyInvoiceInfoBody = lazy(() => loadBody().then((m) => ({ default: m.InvoiceInfoBody })));

const guard = flowGuard('invoiceinfo');
export const loader = () => {
  const redirect = guard();
  if (redirect) return redirect;
  void loadBody()
    .then((m) => m.loadDetailsForm())
    .catch(() => undefined);
  // The data the screen asks for first, fetched while its code loads.
  const file = usePaymentFlow.getState().invoiceFile?.file;
  if (getTokens() && file) {
    void queryClient.prefetchQuery(downloadUrlQueryOptions(file.id));
    void queryClient.prefetchQuery(transferDateQueryOptions());
    void queryClient.prefetchQuery(paymentSuppliersQueryOptions(''));
  }
  return null;
};

/** /payments/add/invoiceinfo: supplier, account, amount and dates, beside the uploaded invoice. */
export function Component() {
  const upload = usePaymentFlow((s) => s.invoiceFile);

  // The loader guards entry. The flow is emptied as the buyer leaves for another workflow while
  // this screen is still on display for a moment: redirecting from here would hijack where they
  // were going, so render nothing instead.
  if (!upload) return null;

  return (
    <PaymentFlowFrame
      step="invoiceinfo"
      title="支払情報の入力"
      lead={
        upload.extraction.method === 'none'
          ? '請求書を見ながら、支払先・振込先口座・請求内容を入力してください。'
          : '請求書から読み取った内容を入力済みです。請求書と見比べて、内容をご確認ください。'
      }
      wide
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        <InvoicePreview upload={upload} className="lg:sticky lg:top-6" />
        <div className="min-w-0">
          <Suspense fallback={<ListLoading label="入力欄を読み込んでいます" />}>
            <LazyInvoiceInfoBody extraction={upload.extraction} />
          </Suspense>
        </div>
      </div>
    </PaymentFlowFrame>
  );
}
