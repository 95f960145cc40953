import { randomUUID } from 'node:crypto';
import type { Approval, ApprovalRequest } from '@icp/contract';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import type { Tx } from '../../../db/client.ts';
import { cardApprovals, creditCards } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import { writeAudit } from '../../../platform/audit.ts';
import { type AuthorizeResult, type CardGateway, CardGatewayError } from '../../../platform/card-gateway/card-gateway.ts';
import { challengeReturnUrl } from '../../../platform/card-gateway/acquirer/routes.ts';
import { RESULT_CODES } from '../../../platform/card-gateway/result-codes.ts';
import { crashPoint } from '../../../platform/crash-points.ts';
import { idempotencyMismatch, requestFingerprint } from '../../../platform/http/idempotency.ts';
import { quoteCommission } from '../model/quote.ts';

type ApprovalRow = typeof cardApprovals.$inferSelect;
type CardRow = typeof creditCards.$inferSelect;

/** A pending row older than this belongs to a request that died mid-call: the next retry resumes it. */
const STALE_PENDING_MS = 60_000;

function gatewayOf(deps: AppDeps): CardGateway {
  return deps.cardGateway;
}

function toView(deps: AppDeps, row: ApprovalRow, card: Pick<CardRow, 'brand' | 'last4'>): Approval {
  const status = row.status === 'pending' ? 'challenge_required' : row.status;
  const code = row.resultCode ?? RESULT_CODES.challengeRequired;
  return {
    id: row.id,
    status,
    credit_card_id: row.creditCardId,
    card_brand: card.brand,
    card_last4: card.last4,
    amount: row.amount,
    commission: row.commission,
    discount: row.discount,
    total: row.total,
    promotion_code: row.promotionCode,
    challenge_url: row.status === 'challenge_required' ? row.challengeUrl : null,
    result_code: code,
    message: gatewayOf(deps).resultMessage(code),
  };
}

/** A declined approval answers 402 with the gateway's sentence, on the first call and on every replay. */
function declined(deps: AppDeps, row: ApprovalRow): AppError {
  const message = gatewayOf(deps).resultMessage(row.resultCode ?? RESULT_CODES.systemError);
  return new AppError('card_declined', { userMessage: message, errors: [{ field: 'credit_card_id', message }] });
}

function answer(deps: AppDeps, row: ApprovalRow, card: CardRow): { approval: Approval } {
  if (row.status === 'declined') throw declined(deps, row);
  return { approval: toView(deps, row, card) };
}

/**
 * The buyer's live card, locked FOR SHARE until the approval row is written: a deletion at the
 * same moment waits and then sees the approval (card_in_use), or wins and the approval is refused,
 * so no hold is ever placed on a card that is being deleted.
 */
async function lockOwnCard(tx: Tx, buyerId: number, cardId: number): Promise<CardRow> {
  const [card] = await tx
    .select()
    .from(creditCards)
    .where(and(eq(creditCards.id, cardId), eq(creditCards.buyerId, buyerId), isNull(creditCards.deletedAt)))
    .limit(1)
    .for('share');
  if (!card) throw new AppError('not_found', { userMessage: 'カードが見つかりません。カードを選び直してください。' });
  return card;
}

/**
 * POST /invoices/credit_cards/approval: authorise amount + commission on a saved card, in
 * recorded phases (docs/design.md §8): (1) the approval row is written with a fixed orderId, (2) the
 * gateway is called, (3) its answer is recorded. The Idempotency-Key makes a repeat return the
 * first answer; a repeat while (2) runs gets 409; a repeat after a crash in (2) resumes with the
 * same orderId, which the gateway answers with its first result, so nobody is charged twice.
 */
export async function requestApproval(
  deps: AppDeps,
  input: { buyerId: number; userId: number; idempotencyKey: string; body: ApprovalRequest; ip: string | null },
): Promise<{ approval: Approval }> {
  const gateway = gatewayOf(deps);
  const requestHash = requestFingerprint(input.body);
  const now = deps.clock.now();

  const { commission } = await quoteCommission(deps, deps.db, {
    buyerId: input.buyerId,
    amount: input.body.amount,
    promotionCode: input.body.promotion_code,
  });
  const { card, created } = await deps.db.transaction(async (tx) => {
    const card = await lockOwnCard(tx, input.buyerId, input.body.credit_card_id);
    const [created] = await tx
      .insert(cardApprovals)
      .values({
        buyerId: input.buyerId,
        userId: input.userId,
        creditCardId: card.id,
        amount: commission.amount,
        commission: commission.commission,
        discount: commission.discount,
        total: commission.total,
        promotionCode: commission.promotion?.code ?? null,
        status: 'pending',
        // Unique per approval and never reused: the gateway's idempotency handle.
        orderId: `icp-${randomUUID()}`,
        idempotencyKey: input.idempotencyKey,
        requestHash,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [cardApprovals.buyerId, cardApprovals.idempotencyKey] })
      .returning();
    return { card, created };
  });

  let row = created;
  if (!row) {
    const [existing] = await deps.db
      .select()
      .from(cardApprovals)
      .where(and(eq(cardApprovals.buyerId, input.buyerId), eq(cardApprovals.idempotencyKey, input.idempotencyKey)))
      .limit(1);
    if (!existing) throw new AppError('conflict');
    if (existing.requestHash !== requestHash) throw idempotencyMismatch();
    if (existing.status !== 'pending') return answer(deps, existing, card);
    // Claim a stale pending row so that exactly one retry resumes it.
    const [claimed] = await deps.db
      .update(cardApprovals)
      .set({ updatedAt: now })
      .where(
        and(
          eq(cardApprovals.id, existing.id),
          eq(cardApprovals.status, 'pending'),
          lt(cardApprovals.updatedAt, new Date(now.getTime() - STALE_PENDING_MS)),
        ),
      )
      .returning();
    if (!claimed) throw new AppError('idempotency_in_progress');
    row = claimed;
  }

  crashPoint('approval-written');
  const result = await authorizeApproval(deps, gateway, { row, card, returnPath: input.body.return_path });
  crashPoint('gateway-answered');
  return recordAuthorization(deps, row, card, result, input);
}

/**
 * Asks the gateway to authorise the approval's total under its orderId (a repeat of the orderId
 * gets the first answer, never a second hold). A refusal the gateway raises as an error (bad card,
 * bad amount) is a decline like any other.
 */
export async function authorizeApproval(
  deps: AppDeps,
  gateway: CardGateway,
  input: { row: ApprovalRow; card: Pick<CardRow, 'gatewayCardRef'>; returnPath: string },
): Promise<AuthorizeResult> {
  try {
    return await gateway.authorize({
      cardRef: input.card.gatewayCardRef,
      amount: input.row.total,
      orderId: input.row.orderId,
      // Back through our return route, which takes the acquirer's GET or POST to the flow's page.
      returnUrl: gateway.sameOrigin
        ? challengeReturnUrl(input.returnPath)
        : `${deps.config.publicUrl}${challengeReturnUrl(input.returnPath)}`,
    });
  } catch (error) {
    if (!(error instanceof CardGatewayError)) throw error;
    return { outcome: 'declined', resultCode: error.resultCode };
  }
}

async function recordAuthorization(
  deps: AppDeps,
  row: ApprovalRow,
  card: CardRow,
  result: AuthorizeResult,
  input: { buyerId: number; userId: number; ip: string | null },
): Promise<{ approval: Approval }> {
  const updated = await deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .update(cardApprovals)
      .set({
        status:
          result.outcome === 'authorized'
            ? 'authorized'
            : result.outcome === 'challenge_required'
              ? 'challenge_required'
              : 'declined',
        gatewayAuthId: result.outcome === 'declined' ? null : result.authId,
        challengeUrl: result.outcome === 'challenge_required' ? result.challengeUrl : null,
        resultCode: result.resultCode,
        updatedAt: deps.clock.now(),
      })
      .where(and(eq(cardApprovals.id, row.id), eq(cardApprovals.status, 'pending')))
      .returning();
    if (!saved) {
      // Another retry recorded it first; answer with what it recorded.
      const [current] = await tx.select().from(cardApprovals).where(eq(cardApprovals.id, row.id));
      return current!;
    }
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.userId,
      buyerId: input.buyerId,
      action: `card_approval.${saved.status}`,
      targetType: 'card_approval',
      targetId: saved.id,
      detail: { total: saved.total, result_code: saved.resultCode, card_last4: card.last4 },
      ipAddress: input.ip,
    });
    return saved;
  });
  return answer(deps, updated, card);
}

/**
 * POST /invoices/credit_cards/approval/{id}/challenge: the browser is back from 3-D Secure; ask
 * the gateway how it ended. Repeats give the same answer.
 */
export async function completeChallenge(
  deps: AppDeps,
  input: { buyerId: number; userId: number; approvalId: number; ip: string | null },
): Promise<{ approval: Approval }> {
  const gateway = gatewayOf(deps);
  const [row] = await deps.db
    .select()
    .from(cardApprovals)
    .where(and(eq(cardApprovals.id, input.approvalId), eq(cardApprovals.buyerId, input.buyerId)))
    .limit(1);
  if (!row) throw new AppError('not_found', { userMessage: 'カード承認が見つかりません。もう一度お試しください。' });
  const [card] = await deps.db.select().from(creditCards).where(eq(creditCards.id, row.creditCardId));
  if (row.status !== 'challenge_required' || !row.gatewayAuthId) return answer(deps, row, card!);

  const result = await gateway.completeChallenge({ authId: row.gatewayAuthId });
  const updated = await deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .update(cardApprovals)
      .set({
        status: result.outcome === 'authorized' ? 'authorized' : 'declined',
        resultCode: result.resultCode,
        challengeUrl: null,
        updatedAt: deps.clock.now(),
      })
      .where(and(eq(cardApprovals.id, row.id), eq(cardApprovals.status, 'challenge_required')))
      .returning();
    if (!saved) return (await tx.select().from(cardApprovals).where(eq(cardApprovals.id, row.id)))[0]!;
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.userId,
      buyerId: input.buyerId,
      action: `card_approval.challenge_${saved.status}`,
      targetType: 'card_approval',
      targetId: saved.id,
      detail: { result_code: saved.resultCode },
      ipAddress: input.ip,
    });
    return saved;
  });
  return answer(deps, updated, card!);
}
