import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { cardApprovals, type invoices, promotionRedemptions } from '../../../db/schema.ts';
import { writeAudit } from '../../../platform/audit.ts';
import { queueGatewayOperation } from './gateway-operations.ts';
import { fieldError, lockUsableApproval, markApprovalUsed } from './usable-approval.ts';

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * A corrected amount needs a new authorisation for the new total: the new approval is taken
 * (used), the old one is marked voided and its release queued for the gateway, all in the
 * caller's transaction. Returns the invoice columns the new approval sets.
 */
export async function replaceApproval(
  tx: Tx,
  input: { row: InvoiceRow; approvalId: number | undefined; amount: number; userId: number; now: Date },
): Promise<Partial<typeof invoices.$inferInsert>> {
  const { row, now } = input;
  if (input.approvalId === undefined)
    throw fieldError('approval_id', '請求金額を変更する場合は、新しい金額でカードの承認を受けてください。');
  const approval = await lockUsableApproval(tx, { buyerId: row.buyerId, approvalId: input.approvalId, amount: input.amount });
  // A promotion cannot be taken twice; keeping the payment's own code (or none) is all a correction may do.
  if (approval.promotionCode !== null && approval.promotionCode !== row.promotionCode)
    throw fieldError('approval_id', 'プロモーションコードが元の支払と異なります。もう一度カードで支払ってください。');
  await markApprovalUsed(tx, approval.id, now);

  if (row.approvalId !== null) {
    const [old] = await tx
      .update(cardApprovals)
      .set({ status: 'voided', updatedAt: now })
      .where(and(eq(cardApprovals.id, row.approvalId), eq(cardApprovals.buyerId, row.buyerId)))
      .returning();
    if (old?.gatewayAuthId)
      await queueGatewayOperation(tx, now, { invoiceId: row.id, kind: 'void', authId: old.gatewayAuthId, amount: old.total });
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.userId,
      buyerId: row.buyerId,
      action: 'card_approval.voided',
      targetType: 'card_approval',
      targetId: row.approvalId,
      detail: { reason: 'replaced', invoice_id: row.id, replaced_by: approval.id, total: old?.total ?? row.total },
    });
  }
  if (row.promotionCode !== null && approval.promotionCode === null)
    await tx.delete(promotionRedemptions).where(eq(promotionRedemptions.invoiceId, row.id));

  return {
    amount: approval.amount,
    commission: approval.commission,
    discount: approval.discount,
    total: approval.total,
    promotionCode: approval.promotionCode,
    creditCardId: approval.creditCardId,
    approvalId: approval.id,
  };
}
