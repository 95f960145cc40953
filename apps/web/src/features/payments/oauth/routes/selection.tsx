import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { ButtonLink, TextLink } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { ListError, ListLoading } from '../../../../components/ui/query-state.tsx';
import { formatAmount } from '../../../../lib/format.ts';
import { paths } from '../../../../lib/paths.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { getTokens } from '../../../../lib/session/auth-store.ts';
import { formatDateWithWeekday } from '../../shared/components/iso-date.ts';
import type { PrePayment } from '../api/get-pre-payments.ts';
import { prePaymentsQueryOptions } from '../api/get-pre-payments.ts';
import { AppBadge } from '../components/app-badge.tsx';
import { OAuthFlowFrame } from '../components/oauth-flow-frame.tsx';
import { unpayableReason } from '../components/pre-payment-gate.tsx';

export const loader = () => {
  if (getTokens()) void queryClient.prefetchQuery(prePaymentsQueryOptions());
  return null;
};

/** /oauth/payments/selection: the invoices connected apps sent and the buyer has not paid yet, to pay one after another. */
export function Component() {
  const query = useQuery(prePaymentsQueryOptions());
  const pending = (query.data ?? []).filter((p) => unpayableReason(p) === null);

  return (
    <OAuthFlowFrame
      title="お支払いする請求書の選択"
      lead="連携アプリから届いた請求書です。お支払いする請求書の「支払う」を押してください。"
    >
      {query.isError ? (
        <Card flush>
          <ListError
            message="請求書の一覧を取得できませんでした。時間をおいて再度お試しください。"
            onRetry={() => void query.refetch()}
          />
        </Card>
      ) : !query.data ? (
        <ListLoading label="請求書を読み込んでいます" />
      ) : pending.length === 0 ? (
        <Card flush>
          <EmptyState
            icon={Inbox}
            title="お支払い待ちの請求書はありません"
            action={
              <ButtonLink to={paths.toppage()} variant="secondary">
                トップページへ
              </ButtonLink>
            }
          >
            会計ソフトなどの連携アプリから請求書が送られると、ここに表示されます。連携アプリの画面で請求書を選び、「請求書カード払いで支払う」などの操作をしてください。連携しているアプリは「セキュリティ設定」で確認できます。
          </EmptyState>
        </Card>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600" role="status">
            {pending.length}件の請求書が届いています。
          </p>
          <ul className="space-y-3" aria-label="届いている請求書">
            {pending.map((p) => (
              <PrePaymentRow key={p.pre_id} pre={p} />
            ))}
          </ul>
          <p className="mt-6 text-center">
            <TextLink to={paths.toppage()} className="text-sm">
              請求書カード払いのトップページへ
            </TextLink>
          </p>
        </>
      )}
    </OAuthFlowFrame>
  );
}

function PrePaymentRow({ pre }: { pre: PrePayment }) {
  const headingId = `pre-${pre.pre_id}`;
  return (
    <li>
      <Card className="p-4 sm:p-5">
        <article aria-labelledby={headingId} className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1 space-y-2">
            <AppBadge client={pre.client} size="sm" className="text-sm" />
            <h2 id={headingId} className="text-base font-bold break-words text-slate-900">
              {pre.supplier_name}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-500">請求金額</dt>
              <dd className="font-bold text-slate-900 tabular-nums">{formatAmount(pre.amount)}</dd>
              <dt className="text-slate-500">お支払期限</dt>
              <dd className="text-slate-900">{pre.due_date ? formatDateWithWeekday(pre.due_date) : '指定なし'}</dd>
              <dt className="text-slate-500">請求書番号</dt>
              <dd className="break-all text-slate-900">{pre.invoice_number || '—'}</dd>
            </dl>
          </div>
          <ButtonLink
            to={paths.oauthPaymentsInvoiceInfo(pre.pre_id)}
            size="lg"
            className="w-full sm:w-36"
            aria-label={`${pre.supplier_name}への${formatAmount(pre.amount)}の請求書を支払う`}
          >
            支払う
          </ButtonLink>
        </article>
      </Card>
    </li>
  );
}
