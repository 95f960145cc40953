import { lazy, Suspense, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { Navigate, useParams } from 'react-router';
import { ListLoading } from '../../../../components/ui/query-state.tsx';
import { creditCardsQueryOptions } from '../../../../lib/api/get-credit-cards.ts';
import { paths } from '../../../../lib/paths.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { getTokens } from '../../../../lib/session/auth-store.ts';
import { EditFrame } from '../components/edit-frame.tsx';
import { EditGate, editInvoiceQueryOptions } from '../components/edit-gate.tsx';
import { parseIdParam } from '../../shared/components/payment-not-found.tsx';
import { usePaymentEdit } from '../stores/payment-edit.ts';

// The content is its own chunk (docs/design.md §9 budget); the loader starts fetching it with the data.
const loadBody = () => import('../components/edit-confirm-body.tsx');
const LazyEditConfirm = lazy(() => loadBody().then((m) => ({ default: m.EditConfirm })));

export const loader = ({ params }: LoaderFunctionArgs) => {
  void loadBody().catch(() => undefined);
  const id = parseIdParam(params.id);
  if (getTokens() && id !== null) {
    void queryClient.prefetchQuery(editInvoiceQueryOptions(id));
    void queryClient.prefetchQuery(creditCardsQueryOptions());
  }
  return null;
};

/** /payments/edit/{id}/confirm (also the 3-D Secure return path): the correction once more → PUT /invoices/{id}. */
export function Component() {
  const id = parseIdParam(useParams().id);
  const ready = usePaymentEdit((s) => s.invoiceId !== null && s.invoiceId === id && s.formDone);
  const [leaving, setLeaving] = useState(false);
  return (
    <EditGate id={id} leaving={leaving}>
      {(inv) =>
        !ready && !leaving ? (
          <Navigate to={paths.paymentsEditInvoiceInfo(inv.id)} replace />
        ) : (
          <EditFrame step="confirm" title="修正内容の確認" lead="内容をご確認のうえ「修正を申請する」を押してください。">
            <Suspense fallback={<ListLoading label="読み込み中です" />}>
              <LazyEditConfirm inv={inv} onLeave={() => setLeaving(true)} />
            </Suspense>
          </EditFrame>
        )
      }
    </EditGate>
  );
}
