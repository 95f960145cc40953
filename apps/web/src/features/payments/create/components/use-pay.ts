import { useNavigate } from 'react-router';
import { isApiError } from '../../../../lib/api-client.ts';
import { paths } from '../../../../lib/paths.ts';
import { useCreateInvoice } from '../api/create-invoice.ts';
import type { CreateInvoiceRequest } from '../api/create-invoice.ts';
import { completeApprovalChallenge, requestApproval } from '../../shared/api/request-approval.ts';
import type { ApprovalRequest } from '../../shared/api/request-approval.ts';
import { usePaymentFlow } from '../stores/payment-flow.ts';
import {
  attemptFor,
  browser,
  CHALLENGE_FAILED,
  CHALLENGE_UNOPENED,
  DECLINED,
  isSafeChallengeUrl,
  PaymentDeclined,
  usePaymentStep,
} from '../../shared/card-payment/card-approval.ts';
import { DUPLICATE_CONFIRM_REQUIRED } from './duplicate-warning.tsx';

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
 * with the gateway's message.
 */
export function usePay() {
  const navigate = useNavigate();
  const create = useCreateInvoice();
  const flow = () => usePaymentFlow.getState();

  /** A declined approval is final for its key: the next try is a new attempt. */
  const dropApproval = () => {
    flow().setApproval(null);
    flow().setApprovalAttempt(null);
  };

  /**
   * `afterChallenge`: back from 3-D Secure the gateway's page is the history entry behind the
   * confirm step. The confirm step is kept between it and 申請完了 (a new entry, not a replace),
   * so Back lands on the confirm step, whose guard shows 申請完了 again — never the gateway's
   * 「この認証はすでに完了しています」.
   */
  const createPayment = async (approvalId: number, afterChallenge = false) => {
    const body = invoiceBody(approvalId);
    const attempt = attemptFor(flow().invoiceAttempt, body);
    flow().setInvoiceAttempt(attempt);
    let invoice;
    try {
      invoice = await create.mutateAsync({ body, idempotencyKey: attempt.key });
    } catch (e) {
      // The same key with another body: the next try must be a new attempt.
      if (isApiError(e) && e.status === 'idempotency_mismatch') flow().setInvoiceAttempt(null);
      // An earlier payment looks like this one (ADR 0013): the step shows it (asked again by the
      // mutation) with its checkbox; the authorised approval is kept, so ticking and paying again uses it.
      if (isApiError(e) && e.status === 'possible_duplicate') {
        flow().setDuplicateConfirmed(false);
        throw new PaymentDeclined(`${e.message}\n${DUPLICATE_CONFIRM_REQUIRED}`, false);
      }
      throw e;
    }
    flow().setCreated(invoice);
    await navigate(paths.paymentsComplete(), { replace: !afterChallenge });
    return 'leave' as const;
  };

  const { run, pending, error, declined } = usePaymentStep(dropApproval);

  const pay = () =>
    run(async () => {
      const s = flow();
      let approval = s.approval;
      if (!(s.isCreditApproved && approval?.status === 'authorized')) {
        const body = approvalBody();
        const attempt = attemptFor(s.approvalAttempt, body);
        flow().setApprovalAttempt(attempt);
        approval = await requestApproval(body, attempt.key);
        flow().setApproval(approval);
        if (approval.status === 'challenge_required') {
          if (!approval.challenge_url || !isSafeChallengeUrl(approval.challenge_url)) {
            throw new PaymentDeclined(CHALLENGE_UNOPENED, false);
          }
          browser.assign(approval.challenge_url);
          return 'leave';
        }
        if (approval.status !== 'authorized') {
          dropApproval();
          throw new PaymentDeclined(approval.message || DECLINED);
        }
      }
      return createPayment(approval.id);
    });

  /** Back from 3-D Secure (?auth_id=…&result=…): the server asks the gateway how it ended. */
  const finishChallenge = () =>
    run(async () => {
      const pendingApproval = flow().approval;
      if (!pendingApproval || pendingApproval.status !== 'challenge_required') {
        throw new PaymentDeclined(
          '本人認証の結果を確認できませんでした。お手数ですが、もう一度「カードで支払う」を押してください。',
          false,
        );
      }
      const approval = await completeApprovalChallenge(pendingApproval.id);
      flow().setApproval(approval);
      if (approval.status !== 'authorized') {
        dropApproval();
        throw new PaymentDeclined(approval.message && approval.status === 'declined' ? approval.message : CHALLENGE_FAILED);
      }
      return createPayment(approval.id, true);
    });

  return { pay, finishChallenge, pending, error, declined };
}
