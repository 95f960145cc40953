import type { InvoiceDetail } from '@icp/contract';
import type { AppDeps } from '../../../app-deps.ts';
import { transitionInvoice } from '../lifecycle/transition.ts';
import { loadInvoiceDetail } from '../queries/invoice-detail.ts';

/**
 * PUT /invoices/{id}/cancel: the buyer withdraws a payment before the examination completes
 * (nothing is charged yet; the authorisation is voided). Later statuses are refused with 409 by
 * the lifecycle's rules, which say why.
 */
export async function cancelInvoice(
  deps: AppDeps,
  input: { buyerId: number; userId: number; invoiceId: number; reason: string | undefined; ip: string | null },
): Promise<{ invoice: InvoiceDetail }> {
  await transitionInvoice(deps, {
    invoiceId: input.invoiceId,
    transition: 'cancel',
    actor: { type: 'buyer', buyerId: input.buyerId, userId: input.userId, ip: input.ip },
    reason: input.reason,
  });
  return { invoice: await loadInvoiceDetail(deps.db, input.buyerId, input.invoiceId) };
}
