import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { cardApprovals } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import { lockCardForPayment } from './credit-cards.ts';

export type ApprovalRow = typeof cardApprovals.$inferSelect;

export function fieldError(field: string, message: string, code: 'validation_error' | 'conflict' = 'validation_error') {
  return new AppError(code, { userMessage: message, errors: [{ field, message }] });
}

/**
 * The buyer's card approval for exactly `amount`, authorised and not yet used, locked for this
 * transaction so it can pay one invoice only. Anything else is refused with the field to fix.
 */
export async function lockUsableApproval(
  tx: Tx,
  input: { buyerId: number; approvalId: number; amount: number },
): Promise<ApprovalRow> {
  const [approval] = await tx
    .select()
    .from(cardApprovals)
    .where(and(eq(cardApprovals.id, input.approvalId), eq(cardApprovals.buyerId, input.buyerId)))
    .limit(1)
    .for('update');
  if (!approval) throw fieldError('approval_id', 'カード承認が見つかりません。もう一度カードで支払ってください。');
  if (approval.status === 'used')
    throw fieldError('approval_id', 'このカード承認はすでに別の支払に使われています。画面を更新してください。', 'conflict');
  if (approval.status !== 'authorized')
    throw fieldError(
      'approval_id',
      approval.status === 'challenge_required' || approval.status === 'pending'
        ? 'カード会社の本人認証が完了していません。認証を完了してください。'
        : 'カードが承認されていません。もう一度カードで支払ってください。',
      'conflict',
    );
  if (approval.amount !== input.amount)
    throw fieldError('amount', '請求金額がカード承認時と異なります。もう一度カードで支払ってください。');
  // Held until commit, so the card cannot be deleted while a payment starts using it.
  await lockCardForPayment(tx, { buyerId: input.buyerId, cardId: approval.creditCardId });
  return approval;
}

/** Marks an approval as the one an invoice now uses. */
export async function markApprovalUsed(tx: Tx, approvalId: number, now: Date): Promise<void> {
  await tx.update(cardApprovals).set({ status: 'used', updatedAt: now }).where(eq(cardApprovals.id, approvalId));
}
