import type { InvoiceDetail } from '@icp/contract';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { supplierAccounts } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { idempotencyMismatch, requestFingerprint } from '../../platform/http/idempotency.ts';
import { isKeyTaken, lockForKeyedChange } from '../payments/invoices/keyed-change.ts';
import { applyTransition } from '../payments/lifecycle/transition.ts';
import { loadInvoiceDetail } from '../payments/queries/invoice-detail.ts';

/**
 * PUT /invoices/{id}/account: after a failed transfer (振込不能) the buyer names the account to pay
 * instead — another account of the same supplier, or the same one after correcting it. The payment
 * stays 審査完了 with the money held, its action-required flag clears, and the next transfer batch
 * proposes it again. Scoped by buyer (another buyer's payment is 404); the Idempotency-Key replays.
 */
export async function correctInvoiceAccount(
  deps: AppDeps,
  input: { buyerId: number; userId: number; invoiceId: number; accountId: number; idempotencyKey: string; ip: string | null },
): Promise<{ invoice: InvoiceDetail }> {
  const requestHash = requestFingerprint({
    operation: 'correct_account',
    invoice_id: input.invoiceId,
    account_id: input.accountId,
  });
  try {
    const invoice = await deps.db.transaction(async (tx) => {
      const { row, replay } = await lockForKeyedChange(tx, {
        buyerId: input.buyerId,
        invoiceId: input.invoiceId,
        key: input.idempotencyKey,
        requestHash,
      });
      if (replay) return loadInvoiceDetail(tx, input.buyerId, row.id);
      const [account] =
        row.supplierId === null
          ? []
          : await tx
              .select({ id: supplierAccounts.id })
              .from(supplierAccounts)
              .where(
                and(
                  eq(supplierAccounts.id, input.accountId),
                  eq(supplierAccounts.supplierId, row.supplierId),
                  eq(supplierAccounts.buyerId, input.buyerId),
                ),
              )
              .limit(1);
      if (!account)
        throw new AppError('validation_error', {
          userMessage: '振込先口座が見つかりません。この支払先の口座を選び直してください。',
          errors: [{ field: 'account_id', message: 'この支払先の口座を選んでください。' }],
        });
      await applyTransition(deps, tx, {
        invoiceId: row.id,
        transition: 'correct_account',
        actor: { type: 'buyer', buyerId: input.buyerId, userId: input.userId, ip: input.ip },
        patch: { accountId: account.id, idempotencyKey: input.idempotencyKey, requestHash },
      });
      await writeAudit(tx, {
        actorType: 'user',
        actorId: input.userId,
        buyerId: input.buyerId,
        action: 'invoice.account_corrected',
        targetType: 'invoice',
        targetId: row.id,
        detail: { before: { account_id: row.accountId }, after: { account_id: account.id }, reason: row.actionRequiredReason },
        ipAddress: input.ip,
      });
      return loadInvoiceDetail(tx, input.buyerId, row.id);
    });
    return { invoice };
  } catch (error) {
    if (isKeyTaken(error)) throw idempotencyMismatch();
    throw error;
  }
}
