import { and, inArray, lt } from 'drizzle-orm';
import { INVOICE_STATUS } from '@icp/domain';
import type { AppDeps } from '../../../app-deps.ts';
import { invoices } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import { transitionInvoice } from './transition.ts';

/**
 * Sellers' requests nobody paid by their deadline become 期限切れ. Each goes through the same
 * transition as an operator's, one by one: a request paid at this very moment wins its lock and
 * the expiry is then refused (counted as skipped), never both.
 */
export async function expireRequests(deps: AppDeps): Promise<{ expired: number; skipped: number }> {
  const due = await deps.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        inArray(invoices.status, [INVOICE_STATUS.BuyerNotRegistered, INVOICE_STATUS.WaitingForPayment]),
        lt(invoices.requestExpiresAt, deps.clock.now()),
      ),
    );
  let expired = 0;
  let skipped = 0;
  for (const { id } of due) {
    try {
      await transitionInvoice(deps, { invoiceId: id, transition: 'expire', actor: { type: 'system' } });
      expired++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      skipped++;
    }
  }
  return { expired, skipped };
}
