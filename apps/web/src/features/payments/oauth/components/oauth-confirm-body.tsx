import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import { duplicatesQueryOptions } from '../../shared/api/check-duplicates.ts';
import type { CreateInvoiceRequest } from '../../shared/api/create-invoice.ts';
import { commissionQueryOptions } from '../../shared/api/get-commission.ts';
import { useCardApproval } from '../../shared/card-payment/card-approval.ts';
import { CardConfirmStep, PaymentSummaryCard, paymentSummaryRows } from '../../shared/card-payment/confirm-step.tsx';
import { useCreatePayment } from '../../shared/card-payment/create-payment.ts';
import { useChallengeReturn } from '../../shared/card-payment/use-challenge-return.ts';
import type { PrePayment } from '../api/get-pre-payment.ts';
import { prePaymentsQueryKey } from '../api/get-pre-payments.ts';
import { useOAuthPayment } from '../stores/oauth-payment.ts';
import type { OAuthPaymentState } from '../stores/oauth-payment.ts';
import { AppBadge } from './app-badge.tsx';
import { accountLine } from './pre-payment-summary.tsx';

/** The due date the payment is made with: the partner's, or the one the buyer typed. */
const dueDateOf = (pre: PrePayment, s: Pick<OAuthPaymentState, 'dueDate'>) => pre.due_date ?? s.dueDate ?? '';

/** POST /invoices: the payment form's body, with the supplier and account prepared for the pre-payment and its pre_id. */
export function oauthInvoiceBody(pre: PrePayment, s: OAuthPaymentState, approvalId: number): CreateInvoiceRequest {
  const memo = (s.memo ?? pre.memo ?? '').trim();
  const promotion = s.promotionCode.trim();
  return {
    approval_id: approvalId,
    file_id: pre.file?.id ?? 0,
    supplier_id: s.prepared?.supplierId ?? 0,
    account_id: s.prepared?.accountId ?? 0,
    amount: pre.amount,
    due_date: dueDateOf(pre, s),
    transfer_date: s.transferDate ?? '',
    ...(pre.invoice_number?.trim() ? { invoice_number: pre.invoice_number.trim() } : {}),
    ...(memo ? { memo } : {}),
    ...(promotion ? { promotion_code: promotion } : {}),
    ...(s.duplicateConfirmed ? { duplicate_confirmed: true } : {}),
    pre_id: pre.pre_id,
  };
}

/** The confirm step's content: the payment once more, the fee, a promotion code, the card → カードで支払う. */
export function OAuthConfirmBody({ pre }: { pre: PrePayment }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const flow = () => useOAuthPayment.getState();
  const transferDate = useOAuthPayment((s) => s.transferDate);
  const typedDueDate = useOAuthPayment((s) => s.dueDate);
  const memo = useOAuthPayment((s) => s.memo);
  const prepared = useOAuthPayment((s) => s.prepared);
  const promotionCode = useOAuthPayment((s) => s.promotionCode);
  const creditCardId = useOAuthPayment((s) => s.creditCardId);
  const duplicateConfirmed = useOAuthPayment((s) => s.duplicateConfirmed);
  const commission = useQuery(commissionQueryOptions(pre.amount, promotionCode || null));
  const dueDate = pre.due_date ?? typedDueDate;
  const duplicates = useQuery({
    ...duplicatesQueryOptions({
      supplier_id: prepared?.supplierId ?? 0,
      amount: pre.amount,
      due_date: dueDate ?? '',
      ...(pre.invoice_number?.trim() ? { invoice_number: pre.invoice_number.trim() } : {}),
      ...(pre.file ? { file_id: pre.file.id } : {}),
    }),
    enabled: prepared !== null && dueDate !== null,
  });
  const returnPath = paths.oauthPaymentsConfirm(pre.pre_id);
  const createPayment = useCreatePayment({
    invoiceAttempt: () => flow().invoiceAttempt,
    setInvoiceAttempt: (a) => flow().setInvoiceAttempt(a),
    setDuplicateConfirmed: (v) => flow().setDuplicateConfirmed(v),
  });

  const payment = useCardApproval({
    slot: {
      approval: () => flow().approval,
      approvalAttempt: () => flow().approvalAttempt,
      setApproval: (a) => flow().setApproval(a),
      setApprovalAttempt: (a) => flow().setApprovalAttempt(a),
    },
    approvalBody: () => {
      const s = flow();
      const promotion = s.promotionCode.trim();
      return {
        credit_card_id: s.creditCardId ?? 0,
        amount: pre.amount,
        ...(promotion ? { promotion_code: promotion } : {}),
        return_path: returnPath,
      };
    },
    complete: async (approvalId, { afterChallenge }) => {
      const invoice = await createPayment(
        approvalId,
        (id) => oauthInvoiceBody(pre, flow(), id),
        // Paid elsewhere, expired or cancelled meanwhile: read it again, so the step says why.
        (e) => {
          if (isApiError(e) && e.httpStatus === 409) void queryClient.invalidateQueries({ queryKey: prePaymentsQueryKey });
        },
      );
      flow().finish(invoice);
      // Back from 3-D Secure the gateway's page is the entry behind: keep this step between.
      await navigate(paths.oauthPaymentsComplete(pre.pre_id), { replace: !afterChallenge });
      // Paid now: the list and this pre-payment are read again (after leaving, so this step does not flash 「お支払い済み」).
      void queryClient.invalidateQueries({ queryKey: prePaymentsQueryKey });
    },
  });

  useChallengeReturn(returnPath, payment.finishChallenge);

  const registered = [prepared?.supplierCreated ? '支払先' : null, prepared?.accountCreated ? '振込先口座' : null].filter(
    Boolean,
  );

  return (
    <CardConfirmStep
      payment={payment}
      commission={commission}
      transferDate={transferDate}
      notices={
        registered.length > 0 ? (
          <Alert tone="success" title={`${registered.join('と')}を登録しました`}>
            {pre.client.name}から届いた内容で登録しました。「支払先」の画面で確認できます。
          </Alert>
        ) : null
      }
      summary={
        <PaymentSummaryCard
          editTo={paths.oauthPaymentsInvoiceInfo(pre.pre_id)}
          editable={!payment.pending}
          rows={[
            { label: '送信元のアプリ', value: <AppBadge client={pre.client} size="sm" /> },
            ...paymentSummaryRows({
              fileName: pre.file?.file_name,
              supplier: pre.supplier_name,
              account: accountLine(pre),
              amount: pre.amount,
              dueDate,
              transferDate,
              invoiceNumber: pre.invoice_number,
              memo: (memo ?? pre.memo ?? '').trim(),
            }),
          ]}
        />
      }
      amount={pre.amount}
      promotionCode={promotionCode}
      onPromotionCode={(code) => flow().updateConfirm({ promotionCode: code })}
      creditCardId={creditCardId}
      onCreditCard={(id) => flow().updateConfirm({ creditCardId: id })}
      duplicates={duplicates.data ?? []}
      duplicateConfirmed={duplicateConfirmed}
      onDuplicateConfirmed={(v) => flow().setDuplicateConfirmed(v)}
      backTo={paths.oauthPaymentsInvoiceInfo(pre.pre_id)}
    />
  );
}
