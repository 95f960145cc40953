import { isRequestPastExpiry } from '@icp/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { PageHeader } from '../../../../components/ui/card.tsx';
import { ListLoading } from '../../../../components/ui/query-state.tsx';
import { creditCardsQueryOptions } from '../../../../lib/api/get-credit-cards.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { paths } from '../../../../lib/paths.ts';
import { queryClient as appQueryClient } from '../../../../lib/query-client.ts';
import { getTokens } from '../../../../lib/session/auth-store.ts';
import { invoiceQueryOptions } from '../../shared/api/get-invoice.ts';
import { transferDateQueryOptions } from '../../shared/api/get-transfer-date.ts';
import { listTabOf } from '../../shared/components/list-tab.ts';
import { parseIdParam, PaymentNotFound, PaymentQueryState } from '../../shared/components/payment-not-found.tsx';
import { useRequestPayment } from '../stores/request-payment.ts';

// The content is its own chunk (docs/design.md §9 budget); the loader starts fetching it with the data.
const loadBody = () => import('../components/request-pay-body.tsx');
const LazyPayRequest = lazy(() => loadBody().then((m) => ({ default: m.PayRequest })));

export const loader = ({ params }: LoaderFunctionArgs) => {
  void loadBody().catch(() => undefined);
  const id = parseIdParam(params.id);
  if (getTokens() && id !== null) {
    void appQueryClient.prefetchQuery(invoiceQueryOptions(id, 'waiting'));
    void appQueryClient.prefetchQuery(transferDateQueryOptions());
    void appQueryClient.prefetchQuery(creditCardsQueryOptions());
  }
  return null;
};

/** /payments/waiting/{id}/creditcard (also the 3-D Secure return path): pay a seller's request by card. */
export function Component() {
  const id = parseIdParam(useParams().id);
  const detail = useQuery({ ...invoiceQueryOptions(id ?? 0, 'waiting'), enabled: id !== null });
  const opened = useRequestPayment((s) => s.invoiceId !== null && s.invoiceId === id);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (id !== null) useRequestPayment.getState().open(id);
  }, [id]);

  if (id === null) return <PaymentNotFound tab="waiting" />;
  if (!detail.data) return <PaymentQueryState tab="waiting" query={detail} />;
  const inv = detail.data;
  const expiry = inv.request_expires_at ? formatDateTime(inv.request_expires_at) : null;
  const header = (
    <PageHeader
      title="カードで支払う"
      lead={
        `${inv.seller_name ?? inv.supplier?.name ?? ''}からの請求（${inv.display_id}）をカードでお支払いします。` +
        (expiry ? `この請求の有効期限は${expiry}です。` : '')
      }
    />
  );
  // Past its expiry the server refuses the payment; say so before the user fills in the form.
  const pastExpiry = isRequestPastExpiry(
    { status: inv.status, type: inv.type, requestExpiresAt: inv.request_expires_at },
    new Date(),
  );
  if ((!inv.can_pay || pastExpiry) && !leaving) {
    return (
      <div className="mx-auto w-full max-w-4xl">
        {header}
        <Alert tone="info" title="この請求はカードで支払えません">
          {pastExpiry
            ? `有効期限（${expiry}）を過ぎたため、この請求はお支払いいただけません。お手数ですが、請求元の事業者様へ直接お問い合わせください。`
            : 'すでにお支払い済みか、期限切れ・キャンセルになった請求です。状況は請求の詳細でご確認ください。'}
        </Alert>
        <div className="mt-6">
          <ButtonLink to={paths.paymentDetail(listTabOf(inv), inv.id)} variant="secondary">
            請求の詳細へ
          </ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-4xl">
      {header}
      {opened ? (
        <Suspense fallback={<ListLoading label="読み込み中です" />}>
          <LazyPayRequest inv={inv} onLeave={() => setLeaving(true)} />
        </Suspense>
      ) : (
        <ListLoading />
      )}
    </div>
  );
}
