import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Clock, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { ListError, ListLoading } from '../../../../components/ui/query-state.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { paths } from '../../../../lib/paths.ts';
import { invoiceQueryOptions } from '../../shared/api/get-invoice.ts';
import { listTabOf } from '../../shared/components/list-tab.ts';
import { prePaymentQueryOptions } from '../api/get-pre-payment.ts';
import type { PrePayment } from '../api/get-pre-payment.ts';

/** Why a pre-payment can no longer be paid, or null while it can. Past its expiry it cannot, whatever the server last said. */
export function unpayableReason(pre: PrePayment, now: Date = new Date()): 'paid' | 'cancelled' | 'expired' | null {
  if (pre.status === 'paid') return 'paid';
  if (pre.status === 'cancelled') return 'cancelled';
  if (pre.status === 'expired') return 'expired';
  const expires = Date.parse(pre.expires_at);
  return Number.isFinite(expires) && expires <= now.getTime() ? 'expired' : null;
}

/** Where a payment's detail is: the list it is in now (a fresh payment is under review). */
export function usePaymentDetailPath(invoiceId: number | null): string | null {
  const detail = useQuery({ ...invoiceQueryOptions(invoiceId ?? 0, null), enabled: invoiceId !== null });
  if (invoiceId === null) return null;
  return paths.paymentDetail(detail.data ? listTabOf(detail.data) : 'review', invoiceId);
}

const selectionLink = (
  <ButtonLink to={paths.oauthPaymentsSelection()} variant="secondary">
    届いている請求書の一覧へ
  </ButtonLink>
);

/** An unknown pre-payment, or another buyer's (the API answers 404 for both). */
function PrePaymentNotFound() {
  return (
    <Card flush>
      <EmptyState icon={SearchX} title="請求書が見つかりません" action={selectionLink}>
        URLが正しいかご確認ください。連携アプリから送られた請求書のうち、ほかの事業者あてのものは表示できません。
      </EmptyState>
    </Card>
  );
}

/** Paid, cancelled or expired: said plainly, with where to go instead. */
export function PrePaymentUnavailable({ pre, reason }: { pre: PrePayment; reason: 'paid' | 'cancelled' | 'expired' }) {
  const detailPath = usePaymentDetailPath(reason === 'paid' ? pre.invoice_id : null);
  if (reason === 'paid') {
    return (
      <Card flush>
        <EmptyState
          icon={CircleCheck}
          title="この請求書はお支払い済みです"
          action={
            detailPath ? (
              <ButtonLink to={detailPath}>支払の詳細を見る</ButtonLink>
            ) : (
              <ButtonLink to={paths.paymentList('review')}>審査中の支払を見る</ButtonLink>
            )
          }
        >
          {pre.client.name}から届いた{pre.supplier_name}
          あての請求書は、すでに支払の申請が済んでいます。二重にお支払いいただくことはありません。
        </EmptyState>
      </Card>
    );
  }
  return (
    <Card flush>
      <EmptyState
        icon={Clock}
        title={reason === 'expired' ? 'この請求書の支払期限が切れています' : 'この請求書は取り消されました'}
        action={selectionLink}
      >
        {reason === 'expired'
          ? `${pre.client.name}から届いた請求書の受付期限（${formatDateTime(pre.expires_at)}）を過ぎたため、お支払いいただけません。お手数ですが、${pre.client.name}からもう一度お送りください。`
          : `${pre.client.name}がこの請求書の送信を取り消したため、お支払いいただけません。詳しくは${pre.client.name}でご確認ください。`}
      </EmptyState>
    </Card>
  );
}

/**
 * Loads the pre-payment; shows it to `children` only while it can be paid. `allowPaid`: the
 * complete screen shows a paid one too.
 */
export function PrePaymentGate({
  preId,
  allowPaid = false,
  children,
}: {
  preId: string;
  allowPaid?: boolean;
  children: (pre: PrePayment) => ReactNode;
}) {
  const query = useQuery(prePaymentQueryOptions(preId));
  if (query.isError) {
    const e = query.error;
    if (isApiError(e) && (e.httpStatus === 404 || e.httpStatus === 400)) return <PrePaymentNotFound />;
    return (
      <Card flush>
        <ListError
          message="請求書を取得できませんでした。時間をおいて再度お試しください。"
          onRetry={() => void query.refetch()}
        />
      </Card>
    );
  }
  if (!query.data) return <ListLoading label="請求書を読み込んでいます" />;
  const pre = query.data;
  const reason = unpayableReason(pre);
  if (reason && !(allowPaid && reason === 'paid')) return <PrePaymentUnavailable pre={pre} reason={reason} />;
  return <>{children(pre)}</>;
}
