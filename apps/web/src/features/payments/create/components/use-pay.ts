import { useNavigate } from 'react-router';
import { paths } from '../../../../lib/paths.ts';
import type { CreateInvoiceRequest } from '../../shared/api/create-invoice.ts';
import type { ApprovalRequest } from '../../shared/api/request-approval.ts';
import { browser, useCardApproval } from '../../shared/card-payment/card-approval.ts';
import { useCreatePayment } from '../../shared/card-payment/create-payment.ts';
import { usePaymentFlow } from '../stores/payment-flow.ts';

export { browser };

/** Where the gateway's 3-D Secure page sends the browser back to (contract returnPathSchema). */
export const RETURN_PATH = '/payments/add/confirm';

function approvalBody(): ApprovalRequest {
  const s = usePaymentFlow.getState();
  const promotion = s.confirmForm.promotionCode.trim();
  return {
    credit_card_id: s.confirmForm.creditCardId ?? 0,
    amount: s.invoiceForm.amount ?? 0,
    ...(promotion ? { promotion_code: promotion } : {}),
    return_path: RETURN_PATH,
  };
}

function invoiceBody(approvalId: number): CreateInvoiceRequest {
  const s = usePaymentFlow.getState();
  const f = s.invoiceForm;
  const promotion = s.confirmForm.promotionCode.trim();
  return {
    approval_id: approvalId,
    file_id: s.invoiceFile?.file.id ?? 0,
    supplier_id: f.formOne.supplierId ?? 0,
    account_id: f.formTwo.accountId ?? 0,
    amount: f.amount ?? 0,
    due_date: f.dueDate ?? '',
    transfer_date: f.transferDate ?? '',
    ...(f.invoiceNumber.trim() ? { invoice_number: f.invoiceNumber.trim() } : {}),
    ...(f.memo.trim() ? { memo: f.memo.trim() } : {}),
    ...(promotion ? { promotion_code: promotion } : {}),
    ...(s.draftId !== null ? { draft_id: s.draftId } : {}),
    ...(s.duplicateConfirmed ? { duplicate_confirmed: true } : {}),
  };
}

/**
 * 「カードで支払う」: authorise the card (3-D Secure when the gateway asks), then create the
 * payment. Each call carries an Idempotency-Key kept in the flow with its body, so a double
 * click, a retry or a reload never authorises or creates twice. A decline keeps the buyer here
 * with the gateway's message. Changing either form drops the approval (the store), so an
 * authorised one is always for the values on screen.
 */
export function usePay() {
  const navigate = useNavigate();
  const flow = () => usePaymentFlow.getState();
  const createPayment = useCreatePayment({
    invoiceAttempt: () => flow().invoiceAttempt,
    setInvoiceAttempt: (a) => flow().setInvoiceAttempt(a),
    setDuplicateConfirmed: (v) => flow().setDuplicateConfirmed(v),
  });

  return useCardApproval({
    slot: {
      approval: () => flow().approval,
      approvalAttempt: () => flow().approvalAttempt,
      setApproval: (a) => flow().setApproval(a),
      setApprovalAttempt: (a) => flow().setApprovalAttempt(a),
    },
    approvalBody,
    challengeLost: '本人認証の結果を確認できませんでした。お手数ですが、もう一度「カードで支払う」を押してください。',
    /**
     * `afterChallenge`: back from 3-D Secure the gateway's page is the history entry behind the
     * confirm step. The confirm step is kept between it and 申請完了 (a new entry, not a replace),
     * so Back lands on the confirm step, whose guard shows 申請完了 again — never the gateway's
     * 「この認証はすでに完了しています」.
     */
    complete: async (approvalId, { afterChallenge }) => {
      const invoice = await createPayment(approvalId, invoiceBody);
      flow().setCreated(invoice);
      await navigate(paths.paymentsComplete(), { replace: !afterChallenge });
    },
  });
}
