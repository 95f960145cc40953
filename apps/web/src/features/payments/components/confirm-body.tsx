import { useQuery } from '@tanstack/react-query';
import { CreditCard, Lock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatAmount } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { commissionQueryOptions } from '../api/get-commission.ts';
import { transferDateQueryOptions } from '../api/get-transfer-date.ts';
import { CardChoice } from './card-choice.tsx';
import { CommissionPanel } from './commission-panel.tsx';
import { formatDateWithWeekday } from './iso-date.ts';
import { PaymentSummary } from './payment-summary.tsx';
import { PromotionField } from './promotion-field.tsx';
import { usePay } from './use-pay.ts';
import { useSaveDraft } from './use-save-draft.ts';
import { usePaymentFlow } from '../stores/payment-flow.ts';

/** The confirm step's content: the payment once more, the fee, a promotion code, the card → カードで支払う. */
export function ConfirmBody() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const amount = usePaymentFlow((s) => s.invoiceForm.amount) ?? 0;
  const transferDate = usePaymentFlow((s) => s.invoiceForm.transferDate);
  const promotionCode = usePaymentFlow((s) => s.confirmForm.promotionCode);
  const creditCardId = usePaymentFlow((s) => s.confirmForm.creditCardId);
  const setCommissions = usePaymentFlow((s) => s.setCommissions);
  const updateConfirmForm = usePaymentFlow((s) => s.updateConfirmForm);
  const commission = useQuery(commissionQueryOptions(amount, promotionCode || null));
  const transfer = useQuery(transferDateQueryOptions());
  const { pay, finishChallenge, pending, error } = usePay();
  const draft = useSaveDraft('confirm');

  useEffect(() => {
    if (commission.data && !commission.isPlaceholderData) setCommissions(commission.data);
  }, [commission.data, commission.isPlaceholderData, setCommissions]);

  // Back from the gateway's 3-D Secure page: ?auth_id=…&result=success|failure. The server asks
  // the gateway for the outcome; the query is dropped so a reload does not ask again.
  const authId = params.get('auth_id');
  const handled = useRef(false);
  useEffect(() => {
    if (!authId || handled.current) return;
    handled.current = true;
    void navigate(paths.paymentsAddConfirm(), { replace: true });
    void finishChallenge();
  }, [authId, navigate, finishChallenge]);

  const earliest = transfer.data?.earliest_transfer_date ?? null;
  const stale = earliest !== null && transferDate !== null && transferDate < earliest;
  const figures = commission.data && !commission.isPlaceholderData ? commission.data : undefined;
  const canPay = !pending && creditCardId !== null && figures !== undefined && !stale;

  return (
    <>
      <div className="space-y-6">
        {error ? (
          <Alert tone="error" title="お支払いできませんでした">
            {error}
          </Alert>
        ) : null}
        {stale && earliest && transferDate ? (
          <Alert tone="error" title="振込希望日を選び直してください">
            振込希望日（{formatDateWithWeekday(transferDate)}）が最短の振込日（{formatDateWithWeekday(earliest)}
            ）より前になりました。「修正する」から振込希望日を選び直してください。
          </Alert>
        ) : null}
        <PaymentSummary editable={!pending} />
        <CommissionPanel
          commission={commission.data}
          loading={commission.isFetching}
          failed={commission.isError}
          onRetry={() => void commission.refetch()}
        />
        <Card>
          <section aria-labelledby="promotion-heading" className="space-y-3">
            <h2 id="promotion-heading" className="text-lg font-bold text-slate-900">
              プロモーションコード
            </h2>
            <PromotionField amount={amount} disabled={pending} />
          </section>
        </Card>
        <Card>
          <CardChoice disabled={pending} value={creditCardId} onChange={(id) => updateConfirmForm({ creditCardId: id })} />
        </Card>
      </div>

      <div className="mt-8 rounded-2xl border border-brand-100 bg-brand-50 px-5 py-4 text-center">
        <p className="text-sm text-slate-600">カードへのご請求額（合計）</p>
        <p className="text-3xl font-bold text-slate-900 tabular-nums" data-testid="charge-total">
          {figures ? formatAmount(figures.total) : '—'}
        </p>
      </div>
      <div className="mt-6 flex flex-col-reverse items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        <ButtonLink
          to={paths.paymentsAddInvoiceInfo()}
          variant="secondary"
          size="lg"
          className="w-full sm:w-40"
          aria-disabled={pending || undefined}
          onClick={(e) => pending && e.preventDefault()}
        >
          戻る
        </ButtonLink>
        <Button
          variant="secondary"
          size="lg"
          className="w-full sm:w-40"
          pending={draft.pending}
          disabled={pending}
          onClick={() => void draft.save()}
        >
          下書き保存
        </Button>
        <Button size="lg" className="w-full sm:w-64" pending={pending} disabled={!canPay} onClick={() => void pay()}>
          <CreditCard className="size-5" aria-hidden="true" />
          カードで支払う
        </Button>
      </div>
      <p className="mt-4 flex items-start justify-center gap-2 text-center text-xs text-slate-500">
        <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
        「カードで支払う」を押すと、カードのご利用枠を確保します。カード会社の本人認証（3-Dセキュア）画面が表示された場合は、案内に従ってください。
      </p>
    </>
  );
}
