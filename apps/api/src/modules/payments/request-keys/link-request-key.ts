import { REQUEST_KEY_STATUS, invoiceDisplayId, invoiceStatusName } from '@icp/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { requestKeys } from '../../../db/schema.ts';
import { applyTransition } from '../lifecycle/transition.ts';
import { keyStatusFor } from './key-status.ts';
import { canonicalRequestKey } from './request-key-format.ts';
import { findRequestKey } from './repository.ts';

/** Spec §8: the body of the 400 with status "2"; the web shows it in the 請求支払の取得に失敗しました dialog. */
export const REQUEST_KEY_REFUSED = {
  status: '2',
  message: '請求支払の有効期限が切れているか、無効です。お手数ですが、請求元の事業者様へ直接お問い合わせください。',
} as const;

export type LinkOutcome = { linked: true; invoice_id: number; buyer_document_number: string } | { linked: false };

/**
 * POST /invoices/request_keys: link a seller's request to this buyer (未登録 → 支払待ち). Only a
 * valid, unused key links; a key this buyer already linked answers with its request again. Every
 * other case — unknown, expired, cancelled, addressed to someone else — is the same refusal.
 */
export async function linkRequestKey(
  deps: AppDeps,
  input: { buyerId: number; userId: number; key: string; ip: string | null },
): Promise<LinkOutcome> {
  return deps.db.transaction(async (tx) => {
    const found = await findRequestKey(tx, canonicalRequestKey(input.key), { lock: true });
    if (!found || found.invoice.buyerId !== input.buyerId) return { linked: false };
    const answer = {
      linked: true as const,
      invoice_id: found.invoice.id,
      buyer_document_number: found.invoice.buyerDocumentNumber ?? invoiceDisplayId(found.invoice.id),
    };
    if (found.key.linkedBuyerId === input.buyerId) return answer;
    const now = deps.clock.now();
    if (
      keyStatusFor(found, input.buyerId, now) !== REQUEST_KEY_STATUS.VALID ||
      found.key.linkedBuyerId !== null ||
      invoiceStatusName(found.invoice.status) !== 'BuyerNotRegistered'
    )
      return { linked: false };

    await tx.update(requestKeys).set({ linkedBuyerId: input.buyerId, linkedAt: now }).where(eq(requestKeys.key, found.key.key));
    await applyTransition(deps, tx, {
      invoiceId: found.invoice.id,
      transition: 'link_request',
      actor: { type: 'buyer', buyerId: input.buyerId, userId: input.userId, ip: input.ip },
    });
    return answer;
  });
}
