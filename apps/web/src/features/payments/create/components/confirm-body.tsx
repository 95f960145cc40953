import { useQuery } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { paths } from '../../../../lib/paths.ts';
import { duplicatesQueryOptions } from '../api/check-duplicates.ts';
import { commissionQueryOptions } from '../../shared/api/get-commission.ts';
import { transferDateQueryOptions } from '../../shared/api/get-transfer-date.ts';
import { CardChoice } from '../../shared/card-payment/card-choice.tsx';
import { DUPLICATE_CONFIRM_REQUIRED, DuplicateWarning } from './duplicate-warning.tsx';
import { formatDateWithWeekday } from '../../shared/components/iso-date.ts';
import {
  ChargeTotal,
  CommissionFromQuery,
  PAY_NOTE,
  PayStepError,
  settledCommission,
  StepActions,
  ThreeDSecureNote,
} from '../../shared/card-payment/pay-step-parts.tsx';
import { PaymentSummary } from './payment-summary.tsx';
import { PromotionField } from './promotion-field.tsx';
import { useChallengeReturn } from '../../shared/card-payment/use-challenge-return.ts';
import { usePay } from './use-pay.ts';
import { useSaveDraft } from './use-save-draft.ts';
import { usePaymentFlow } from '../stores/payment-flow.ts';

/** The confirm step's content: the payment once more, the fee, a promotion code, the card → カードで支払う. */
export function ConfirmBody() {
  const amount = usePaymentFlow((s) => s.invoiceForm.amount) ?? 0;
  const transferDate = usePaymentFlow((s) => s.invoiceForm.transferDate);
  const promotionCode = usePaymentFlow((s) => s.confirmForm.promotionCode);
  const creditCardId = usePaymentFlow((s) => s.confirmForm.creditCardId);
  const setCommissions = usePaymentFlow((s) => s.setCommissions);
  const updateConfirmForm = usePaymentFlow((s) => s.updateConfirmForm);
  const commission = useQuery(commissionQueryOptions(amount, promotionCode || null));
  const transfer = useQuery(transferDateQueryOptions());
  const { pay, finishChallenge, pending, error, declined } = usePay();
  const draft = useSaveDraft('confirm');
  const duplicates = useDuplicates();
  const duplicateConfirmed = usePaymentFlow((s) => s.duplicateConfirmed);
  const setDuplicateConfirmed = usePaymentFlow((s) => s.setDuplicateConfirmed);
  const [confirmMissing, setConfirmMissing] = useState(false);
  const duplicateBox = useRef<HTMLInputElement>(null);
  const cardSection = useRef<HTMLDivElement>(null);

  /** Not sent while an earlier payment looks like this one and the buyer has not said it is not. */
  const onPay = () => {
    if (duplicates.length > 0 && !duplicateConfirmed) {
      setConfirmMissing(true);
      duplicateBox.current?.focus();
      return;
    }
    void pay();
  };

  useEffect(() => {
    if (commission.data && !commission.isPlaceholderData) setCommissions(commission.data);
  }, [commission.data, commission.isPlaceholderData, setCommissions]);

  useChallengeReturn(paths.paymentsAddConfirm(), finishChallenge);

  const earliest = transfer.data?.earliest_transfer_date ?? null;
  const stale = earliest !== null && transferDate !== null && transferDate < earliest;
  const figures = settledCommission(commission);
  const canPay = !pending && creditCardId !== null && figures !== undefined && !stale;

  return (
    <>
      <div className="space-y-6">
        {stale && earliest && transferDate ? (
          <Alert tone="error" title="振込希望日を選び直してください">
            振込希望日（{formatDateWithWeekday(transferDate)}）が最短の振込日（{formatDateWithWeekday(earliest)}
            ）より前になりました。「修正する」から振込希望日を選び直してください。
          </Alert>
        ) : null}
        <PaymentSummary editable={!pending} />
        <CommissionFromQuery query={commission} />
        <Card>
          <section aria-labelledby="promotion-heading" className="space-y-3">
            <h2 id="promotion-heading" className="text-lg font-bold text-slate-900">
              プロモーションコード
            </h2>
            <PromotionField amount={amount} disabled={pending} />
          </section>
        </Card>
        <Card>
          <div ref={cardSection}>
            <CardChoice disabled={pending} value={creditCardId} onChange={(id) => updateConfirmForm({ creditCardId: id })} />
          </div>
        </Card>
        {duplicates.length > 0 ? (
          <DuplicateWarning
            matches={duplicates}
            confirmed={duplicateConfirmed}
            disabled={pending}
            checkboxRef={duplicateBox}
            error={confirmMissing && !duplicateConfirmed ? DUPLICATE_CONFIRM_REQUIRED : null}
            onConfirmedChange={setDuplicateConfirmed}
          />
        ) : null}
      </div>

      <ChargeTotal total={figures?.total} />
      <PayStepError message={error} declined={declined} cardSection={cardSection} />
      <StepActions backTo={paths.paymentsAddInvoiceInfo()} pending={pending}>
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
        <Button size="lg" className="w-full sm:w-64" pending={pending} disabled={!canPay} onClick={onPay}>
          <CreditCard className="size-5" aria-hidden="true" />
          カードで支払う
        </Button>
      </StepActions>
      <ThreeDSecureNote>{PAY_NOTE}</ThreeDSecureNote>
    </>
  );
}

/** The earlier payments this one looks like (ADR 0013); none while the check loads or failed (the server still checks). */
function useDuplicates() {
  const file = usePaymentFlow((s) => s.invoiceFile?.file.id ?? null);
  const form = usePaymentFlow((s) => s.invoiceForm);
  const supplierId = form.formOne.supplierId;
  const ready = supplierId !== null && form.amount !== null && form.dueDate !== null;
  const query = useQuery({
    ...duplicatesQueryOptions({
      supplier_id: supplierId ?? 0,
      amount: form.amount ?? 0,
      due_date: form.dueDate ?? '',
      ...(form.invoiceNumber.trim() ? { invoice_number: form.invoiceNumber.trim() } : {}),
      ...(file !== null ? { file_id: file } : {}),
    }),
    enabled: ready,
  });
  return query.data ?? [];
}
