import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { ButtonLink, TextLink } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { DefinitionList } from '../../../../components/ui/definition-list.tsx';
import { DocumentTitle } from '../../../../components/ui/document-title.tsx';
import { formatAmount, formatDateTime } from '../../../../lib/format.ts';
import { paths } from '../../../../lib/paths.ts';
import { FlowSteps } from '../components/flow-steps.tsx';
import { formatDateWithWeekday } from '../../shared/components/iso-date.ts';
import { PaymentNumber } from '../../shared/components/payment-number.tsx';
import { flowGuard } from '../stores/flow-guard.ts';
import { usePaymentFlow } from '../stores/payment-flow.ts';

export const loader = flowGuard('complete');

/** /payments/complete: 申請完了 with the payment's number, amounts and dates. */
export function Component() {
  // The loader guarantees a created payment on entry. Read it once: following a link from here
  // leaves the flow and empties the store before the next screen is shown, and a redirect
  // reacting to that would hijack the link.
  const [created] = useState(() => usePaymentFlow.getState().created);
  if (!created) return <Navigate to={paths.paymentsCreate()} replace />;

  const rows = [
    { label: '支払番号', value: created.display_id },
    { label: '支払先', value: created.supplier_name },
    { label: '請求金額', value: formatAmount(created.amount) },
    ...(created.discount > 0
      ? [
          { label: '手数料（税込）', value: formatAmount(created.commission) },
          { label: 'プロモーション割引', value: `-${formatAmount(created.discount)}` },
        ]
      : [{ label: '手数料（税込）', value: formatAmount(created.commission) }]),
    { label: 'カードへのご請求額', value: formatAmount(created.total) },
    { label: 'ご利用のカード', value: `${created.card_brand} •••• ${created.card_last4}` },
    { label: '審査完了予定日', value: formatDateWithWeekday(created.examination_due_date) },
    { label: '振込予定日', value: formatDateWithWeekday(created.transfer_date) },
    { label: '申請日時', value: formatDateTime(created.created_at) },
  ];

  return (
    <div className="mx-auto w-full max-w-3xl">
      <DocumentTitle title="申請完了" />
      <FlowSteps current="complete" />
      <Card className="text-center">
        <CircleCheck className="mx-auto size-14 text-emerald-600" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900">支払の申請が完了しました</h1>
        <PaymentNumber displayId={created.display_id} />
        <p className="mx-auto mt-4 max-w-xl text-sm text-slate-600">
          {formatDateWithWeekday(created.examination_due_date)}
          までに請求書の内容を審査します。審査が完了するとカードへのご請求が確定し、
          {formatDateWithWeekday(created.transfer_date)}に支払先へお振込みします。審査の状況は「審査中」の一覧で確認できます。
        </p>
      </Card>
      <Card className="mt-6">
        <h2 className="mb-2 text-lg font-bold text-slate-900">申請内容</h2>
        <DefinitionList rows={rows} />
      </Card>
      <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        <ButtonLink to={paths.toppage()} variant="secondary" size="lg" className="w-full sm:w-56">
          トップページへ
        </ButtonLink>
        <ButtonLink to={paths.paymentList('review')} size="lg" className="w-full sm:w-56">
          審査中の支払を見る
        </ButtonLink>
      </div>
      <p className="mt-6 text-center">
        <TextLink to={paths.paymentsCreate()} className="text-sm">
          続けて別の請求書を支払う
        </TextLink>
      </p>
    </div>
  );
}
