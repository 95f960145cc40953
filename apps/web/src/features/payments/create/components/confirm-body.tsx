import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { paths } from '../../../../lib/paths.ts';
import { duplicatesQueryOptions } from '../../shared/api/check-duplicates.ts';
import { commissionQueryOptions } from '../../shared/api/get-commission.ts';
import { CardConfirmStep } from '../../shared/card-payment/confirm-step.tsx';
import { useChallengeReturn } from '../../shared/card-payment/use-challenge-return.ts';
import { PaymentSummary } from './payment-summary.tsx';
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
  const payment = usePay();
  const draft = useSaveDraft('confirm');
  const duplicates = useDuplicates();
  const duplicateConfirmed = usePaymentFlow((s) => s.duplicateConfirmed);
  const setDuplicateConfirmed = usePaymentFlow((s) => s.setDuplicateConfirmed);

  useEffect(() => {
    if (commission.data && !commission.isPlaceholderData) setCommissions(commission.data);
  }, [commission.data, commission.isPlaceholderData, setCommissions]);

  useChallengeReturn(paths.paymentsAddConfirm(), payment.finishChallenge);

  return (
    <CardConfirmStep
      payment={payment}
      commission={commission}
      transferDate={transferDate}
      summary={<PaymentSummary editable={!payment.pending} />}
      amount={amount}
      promotionCode={promotionCode}
      onPromotionCode={(code) => updateConfirmForm({ promotionCode: code })}
      creditCardId={creditCardId}
      onCreditCard={(id) => updateConfirmForm({ creditCardId: id })}
      duplicates={duplicates}
      duplicateConfirmed={duplicateConfirmed}
      onDuplicateConfirmed={setDuplicateConfirmed}
      backTo={paths.paymentsAddInvoiceInfo()}
      actions={
        <Button
          variant="secondary"
          size="lg"
          className="w-full sm:w-40"
          pending={draft.pending}
          disabled={payment.pending}
          onClick={() => void draft.save()}
        >
          下書き保存
        </Button>
      }
    />
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
