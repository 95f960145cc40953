import { useQuery } from '@tanstack/react-query';
import { CircleCheck, ExternalLink, Inbox } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { buttonClass, ButtonLink, TextLink } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { DefinitionList } from '../../../../components/ui/definition-list.tsx';
import { DocumentTitle } from '../../../../components/ui/document-title.tsx';
import { ListLoading } from '../../../../components/ui/query-state.tsx';
import { formatAmount } from '../../../../lib/format.ts';
import { paths } from '../../../../lib/paths.ts';
import { invoiceQueryOptions } from '../../shared/api/get-invoice.ts';
import { formatDateWithWeekday } from '../../shared/components/iso-date.ts';
import { PaymentNumber } from '../../shared/components/payment-number.tsx';
import type { PrePayment } from '../api/get-pre-payment.ts';
import { prePaymentsQueryOptions } from '../api/get-pre-payments.ts';
import { AppBadge } from '../components/app-badge.tsx';
import { FlowHeading, OAuthFlowSteps } from '../components/oauth-flow-frame.tsx';
import { PrePaymentGate, unpayableReason, usePaymentDetailPath } from '../components/pre-payment-gate.tsx';
import { oauthFlowGuard } from '../stores/oauth-flow-guard.ts';
import { useOAuthPayment } from '../stores/oauth-payment.ts';
import type { OAuthCompleted } from '../stores/oauth-payment.ts';

export const loader = oauthFlowGuard('complete');

/** Only a web page may be the way back: never a javascript: or data: URL a partner slipped in. */
export const isSafeReturnUrl = (url: string | null): url is string => url !== null && /^https?:\/\/[^\s]+$/i.test(url);

const TITLE = '支払の申請が完了しました';

/** /oauth/payments/{preId}/complete: done, the payment's number and transfer date, and the way back to the app. */
export function Component() {
  const preId = useParams().preId ?? '';
  // Read once: leaving the flow empties the store before the next screen is shown.
  const [completed] = useState(() => {
    const c = useOAuthPayment.getState().completed;
    return c?.preId === preId ? c.invoice : null;
  });
  return (
    <div className="mx-auto w-full max-w-3xl">
      <DocumentTitle title="申請完了" />
      <OAuthFlowSteps current="complete" />
      <PrePaymentGate preId={preId} allowPaid>
        {(pre) => <Complete pre={pre} created={completed} />}
      </PrePaymentGate>
    </div>
  );
}

interface Done {
  id: number;
  displayId: string;
  amount: number;
  total: number | null;
  transferDate: string | null;
  examinationDueDate: string | null;
}

const doneOf = (c: OAuthCompleted['invoice']): Done => ({
  id: c.id,
  displayId: c.display_id,
  amount: c.amount,
  total: c.total,
  transferDate: c.transfer_date,
  examinationDueDate: c.examination_due_date,
});

function Complete({ pre, created }: { pre: PrePayment; created: OAuthCompleted['invoice'] | null }) {
  const invoiceId = created?.id ?? pre.invoice_id;
  // Opened again later (another tab, a reload after leaving): the payment is read from the server.
  const detail = useQuery({ ...invoiceQueryOptions(invoiceId ?? 0, null), enabled: created === null && invoiceId !== null });
  const detailPath = usePaymentDetailPath(invoiceId);
  const others = useQuery(prePaymentsQueryOptions());
  const pending = (others.data ?? []).filter((p) => p.pre_id !== pre.pre_id && unpayableReason(p) === null);

  if (invoiceId === null) return <Navigate to={paths.oauthPaymentsInvoiceInfo(pre.pre_id)} replace />;
  const done: Done | null = created
    ? doneOf(created)
    : detail.data
      ? {
          id: detail.data.id,
          displayId: detail.data.display_id,
          amount: detail.data.amount,
          total: detail.data.total,
          transferDate: detail.data.transfer_date,
          examinationDueDate: detail.data.examination_due_date,
        }
      : null;

  return (
    <>
      <Card className="text-center">
        <CircleCheck className="mx-auto size-14 text-emerald-600" aria-hidden="true" />
        <FlowHeading title={TITLE} className="mt-3" />
        {done ? (
          <>
            <PaymentNumber displayId={done.displayId} />
            <p className="mx-auto mt-4 max-w-xl text-sm text-slate-600">
              {done.examinationDueDate ? `${formatDateWithWeekday(done.examinationDueDate)}までに` : ''}
              請求書の内容を審査します。審査が完了するとカードへのご請求が確定し、
              {done.transferDate ? `${formatDateWithWeekday(done.transferDate)}に` : '振込希望日に'}
              支払先へお振込みします。
            </p>
          </>
        ) : detail.isError ? null : (
          <ListLoading label="支払を読み込んでいます" />
        )}
      </Card>

      {done ? (
        <Card className="mt-6">
          <h2 className="mb-2 text-lg font-bold text-slate-900">申請内容</h2>
          <DefinitionList
            rows={[
              { label: '支払番号', value: done.displayId },
              { label: '送信元のアプリ', value: <AppBadge client={pre.client} size="sm" /> },
              { label: '支払先', value: pre.supplier_name },
              { label: '請求金額', value: formatAmount(done.amount) },
              ...(done.total !== null && done.total > 0
                ? [{ label: 'カードへのご請求額', value: formatAmount(done.total) }]
                : []),
              { label: '振込予定日', value: done.transferDate ? formatDateWithWeekday(done.transferDate) : '—' },
            ]}
          />
        </Card>
      ) : null}

      <div className="mt-8 flex flex-col-reverse items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        {detailPath ? (
          <ButtonLink to={detailPath} variant="secondary" size="lg" className="w-full sm:w-60">
            支払の詳細を見る
          </ButtonLink>
        ) : null}
        {isSafeReturnUrl(pre.return_url) ? (
          <a href={pre.return_url} className={buttonClass('primary', 'lg', 'w-full sm:w-auto sm:min-w-60')}>
            {`${pre.client.name} に戻る`}
            <ExternalLink className="size-4" aria-hidden="true" />
          </a>
        ) : null}
      </div>

      {pending.length > 0 ? (
        <Card className="mt-8">
          <section aria-labelledby="oauth-next-heading" className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
            <Inbox className="size-8 shrink-0 text-brand-600" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <h2 id="oauth-next-heading" className="text-base font-bold text-slate-900">
                ほかにも{pending.length}件の請求書が届いています
              </h2>
              <p className="text-sm text-slate-600">続けてお支払いいただけます。</p>
            </div>
            <ButtonLink to={paths.oauthPaymentsSelection()} className="w-full sm:w-auto">
              続けて支払う
            </ButtonLink>
          </section>
        </Card>
      ) : (
        <p className="mt-6 text-center">
          <TextLink to={paths.toppage()} className="text-sm">
            請求書カード払いのトップページへ
          </TextLink>
        </p>
      )}
    </>
  );
}
