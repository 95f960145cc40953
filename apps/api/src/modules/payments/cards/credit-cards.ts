import type { CreditCard } from '@icp/contract';
import { INVOICE_STATUS, isAllowedCardBrand } from '@icp/domain';
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import type { Tx } from '../../../db/client.ts';
import { cardApprovals, creditCards, invoices } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import { writeAudit } from '../../../platform/audit.ts';
import { CardGatewayError } from '../../../platform/card-gateway/card-gateway.ts';
import { APPROVAL_HOLD_MS } from './void-stale-approvals.ts';

type CardRow = typeof creditCards.$inferSelect;

function toView(row: CardRow): CreditCard {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expiry_month: row.expiryMonth,
    expiry_year: row.expiryYear,
    holder_name: row.holderName,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
  };
}

const live = (buyerId: number) => and(eq(creditCards.buyerId, buyerId), isNull(creditCards.deletedAt));

/** GET /invoices/credit_cards: the buyer's saved cards, default first. */
export async function listCreditCards(tx: Tx, buyerId: number) {
  const rows = await tx.select().from(creditCards).where(live(buyerId)).orderBy(desc(creditCards.isDefault), asc(creditCards.id));
  return { credit_cards: rows.map(toView) };
}

/**
 * The acquirer discloses the first 6 and last 2 digits ("**07"). The browser's last 4 are shown
 * instead only when they agree with the acquirer's last 2: a wrong or forged value cannot make a
 * card look like another one the buyer owns.
 */
export function shownLast4(fromAcquirer: string, fromBrowser: string | undefined): string {
  if (fromBrowser && /^\d{4}$/.test(fromBrowser) && fromBrowser.slice(2) === fromAcquirer.slice(2)) return fromBrowser;
  return fromAcquirer;
}

/**
 * POST /invoices/credit_cards: the browser's one-time gateway token becomes a saved card. Only
 * the provider's reference, brand, last 4 and expiry are kept. Brands other than JCB are refused
 * (spec §5) before anything is stored; the first card becomes the default.
 */
export async function registerCreditCard(
  deps: AppDeps,
  input: {
    buyerId: number;
    userId: number;
    token: string;
    last4?: string | undefined;
    holderName?: string | undefined;
    ip: string | null;
  },
) {
  const gateway = deps.cardGateway;
  let card;
  try {
    card = await gateway.registerCard({ token: input.token, customerRef: `buyer-${input.buyerId}` });
  } catch (error) {
    if (error instanceof CardGatewayError) {
      const message = gateway.resultMessage(error.resultCode);
      throw new AppError('validation_error', { userMessage: message, errors: [{ field: 'token', message }] });
    }
    throw error;
  }
  if (!isAllowedCardBrand(card.brand)) {
    const message = 'ご利用いただけるカードはJCBのみです。JCBのカードを登録してください。';
    throw new AppError('validation_error', { userMessage: message, errors: [{ field: 'token', message }] });
  }
  return deps.db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(creditCards).where(live(input.buyerId));
    const [row] = await tx
      .insert(creditCards)
      .values({
        buyerId: input.buyerId,
        gatewayCardRef: card.cardRef,
        brand: card.brand,
        last4: shownLast4(card.last4, input.last4),
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        holderName: input.holderName ?? card.holderName ?? null,
        isDefault: (existing?.n ?? 0) === 0,
        createdAt: deps.clock.now(),
      })
      .returning();
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.userId,
      buyerId: input.buyerId,
      action: 'credit_card.registered',
      targetType: 'credit_card',
      targetId: row!.id,
      detail: { brand: card.brand, last4: card.last4 },
      ipAddress: input.ip,
    });
    return { credit_card: toView(row!) };
  });
}

/**
 * Locks every live card of the buyer, in id order, for a change that moves the default: two such
 * changes (delete, make default) then queue instead of deadlocking on each other's rows.
 */
async function lockBuyerCards(tx: Tx, buyerId: number): Promise<CardRow[]> {
  return tx.select().from(creditCards).where(live(buyerId)).orderBy(asc(creditCards.id)).for('update');
}

const cardNotFound = () => new AppError('not_found', { userMessage: 'カードが見つかりません。' });

/** Invoice statuses after which a payment no longer needs its card: 振込完了, キャンセル, 期限切れ. */
const FINAL_STATUSES = [INVOICE_STATUS.TransferCompleted, INVOICE_STATUS.Cancel, INVOICE_STATUS.Expired];

/**
 * Whether a payment still needs the card: an unfinished invoice on it, or an authorisation not yet
 * turned into a payment nor released (held for APPROVAL_HOLD_MS, then voided by the sweeper).
 * One statement, so it sees one snapshot: a payment committing meanwhile shows either as its
 * approval (authorised) or as its invoice, never as neither.
 */
async function isCardInUse(tx: Tx, input: { buyerId: number; cardId: number; now: Date }): Promise<boolean> {
  const holdStart = new Date(input.now.getTime() - APPROVAL_HOLD_MS);
  const [row] = await tx
    .select({
      inUse: sql<boolean>`exists (${tx
        .select({ one: sql`1` })
        .from(invoices)
        .where(
          and(
            eq(invoices.buyerId, input.buyerId),
            eq(invoices.creditCardId, input.cardId),
            notInArray(invoices.status, FINAL_STATUSES),
          ),
        )}) or exists (${tx
        .select({ one: sql`1` })
        .from(cardApprovals)
        .where(
          and(
            eq(cardApprovals.buyerId, input.buyerId),
            eq(cardApprovals.creditCardId, input.cardId),
            inArray(cardApprovals.status, ['pending', 'authorized', 'challenge_required']),
            gt(cardApprovals.updatedAt, holdStart),
          ),
        )})`,
    })
    .from(creditCards)
    .where(eq(creditCards.id, input.cardId));
  return row?.inUse === true;
}

/**
 * DELETE /invoices/credit_cards/{id}: soft delete; another buyer's id is 404; refused (409
 * card_in_use) while a payment still needs the card. The card row is locked FOR UPDATE, and
 * payment creation locks it FOR SHARE and checks deleted_at (lockCardForPayment), so a card cannot
 * be deleted while a payment using it is being created. The default moves to the oldest remaining card.
 */
export async function deleteCreditCard(
  deps: AppDeps,
  input: { buyerId: number; userId: number; cardId: number; ip: string | null },
) {
  await deps.db.transaction(async (tx) => {
    const cards = await lockBuyerCards(tx, input.buyerId);
    const card = cards.find((c) => c.id === input.cardId);
    if (!card) throw cardNotFound();
    const now = deps.clock.now();
    if (await isCardInUse(tx, { buyerId: input.buyerId, cardId: card.id, now })) throw new AppError('card_in_use');
    await tx.update(creditCards).set({ deletedAt: now, isDefault: false }).where(eq(creditCards.id, card.id));
    const next = card.isDefault ? cards.find((c) => c.id !== card.id) : undefined;
    if (next) await tx.update(creditCards).set({ isDefault: true }).where(eq(creditCards.id, next.id));
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.userId,
      buyerId: input.buyerId,
      action: 'credit_card.deleted',
      targetType: 'credit_card',
      targetId: card.id,
      detail: { brand: card.brand, last4: card.last4, was_default: card.isDefault, new_default: next?.id ?? null },
      ipAddress: input.ip,
    });
  });
}

/** PUT /invoices/credit_cards/{id}/default: the card new payments preselect. Exactly one default per buyer. */
export async function setDefaultCreditCard(
  deps: AppDeps,
  input: { buyerId: number; userId: number; cardId: number; ip: string | null },
) {
  return deps.db.transaction(async (tx) => {
    const cards = await lockBuyerCards(tx, input.buyerId);
    const card = cards.find((c) => c.id === input.cardId);
    if (!card) throw cardNotFound();
    const previous = cards.find((c) => c.isDefault && c.id !== card.id);
    if (!card.isDefault || previous) {
      await tx
        .update(creditCards)
        .set({ isDefault: false })
        .where(and(live(input.buyerId), ne(creditCards.id, card.id), eq(creditCards.isDefault, true)));
      await tx.update(creditCards).set({ isDefault: true }).where(eq(creditCards.id, card.id));
      await writeAudit(tx, {
        actorType: 'user',
        actorId: input.userId,
        buyerId: input.buyerId,
        action: 'credit_card.default_changed',
        targetType: 'credit_card',
        targetId: card.id,
        detail: { from: previous?.id ?? null, to: card.id, last4: card.last4 },
        ipAddress: input.ip,
      });
    }
    return { credit_card: toView({ ...card, isDefault: true }) };
  });
}

/**
 * For payment creation (POST /invoices, paying a request, a corrected amount): the card behind an
 * approval, locked FOR SHARE until the payment commits, so deleteCreditCard waits for it and then
 * sees the new invoice. A card deleted meanwhile refuses the payment.
 */
export async function lockCardForPayment(tx: Tx, input: { buyerId: number; cardId: number }): Promise<void> {
  const [card] = await tx
    .select({ id: creditCards.id })
    .from(creditCards)
    .where(and(eq(creditCards.id, input.cardId), live(input.buyerId)))
    .limit(1)
    .for('share');
  if (!card) {
    const message = 'このカードは削除されています。カードを選び直して、もう一度お支払いください。';
    throw new AppError('conflict', { userMessage: message, errors: [{ field: 'approval_id', message }] });
  }
}
