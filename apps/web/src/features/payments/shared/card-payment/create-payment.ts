import type { CreatedInvoice } from '@icp/contract';
import { isApiError } from '../../../../lib/api-client.ts';
import { useCreateInvoice } from '../api/create-invoice.ts';
import type { CreateInvoiceRequest } from '../api/create-invoice.ts';
import { attemptFor, PaymentDeclined } from './card-approval.ts';
import type { Attempt } from './card-approval.ts';
import { DUPLICATE_CONFIRM_REQUIRED } from './duplicate-warning.tsx';

/** Where a flow keeps its POST /invoices key and the buyer's 「重複していないことを確認しました」. */
export interface InvoiceSlot {
  invoiceAttempt: () => Attempt | null;
  setInvoiceAttempt: (attempt: Attempt | null) => void;
  setDuplicateConfirmed: (confirmed: boolean) => void;
}

/**
 * POST /invoices with an authorised approval, its Idempotency-Key kept in the flow with its body
 * (a retry of the same body reuses it). `bodyFor` builds the flow's body around the approval;
 * `onFailure` sees any other error before it is thrown on.
 */
export function useCreatePayment(slot: InvoiceSlot) {
  const create = useCreateInvoice();
  return async (
    approvalId: number | null,
    bodyFor: (approvalId: number) => CreateInvoiceRequest,
    onFailure?: (e: unknown) => void,
  ): Promise<CreatedInvoice> => {
    if (approvalId === null) throw new PaymentDeclined('カードの承認を確認できませんでした。', false);
    const body = bodyFor(approvalId);
    const attempt = attemptFor(slot.invoiceAttempt(), body);
    slot.setInvoiceAttempt(attempt);
    try {
      return await create.mutateAsync({ body, idempotencyKey: attempt.key });
    } catch (e) {
      // The same key with another body: the next try must be a new attempt.
      if (isApiError(e) && e.status === 'idempotency_mismatch') slot.setInvoiceAttempt(null);
      // An earlier payment looks like this one (ADR 0013): the step shows it (asked again by the
      // mutation) with its checkbox; the authorised approval is kept, so ticking and paying again uses it.
      if (isApiError(e) && e.status === 'possible_duplicate') {
        slot.setDuplicateConfirmed(false);
        throw new PaymentDeclined(`${e.message}\n${DUPLICATE_CONFIRM_REQUIRED}`, false);
      }
      onFailure?.(e);
      throw e;
    }
  };
}
