import type { CreditCard } from '@icp/contract';
import { isAllowedCardBrand } from '@icp/domain';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { creditCards } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { CardGatewayError } from '../../platform/card-gateway/card-gateway.ts';

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
 * POST /invoices/credit_cards: the browser's one-time gateway token becomes a saved card. Only
 * the provider's reference, brand, last 4 and expiry are kept. Brands other than JCB are refused
 * (spec §5) before anything is stored; the first card becomes the default.
 */
export async function registerCreditCard(
  deps: AppDeps,
  input: { buyerId: number; userId: number; token: string; ip: string | null },
) {
  const gateway = deps.cardGateway;
  if (!gateway)
    throw new AppError('service_unavailable', {
      userMessage: 'ただいまカードを登録できません。時間をおいて再度お試しください。',
    });
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
        last4: card.last4,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        holderName: card.holderName ?? null,
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

/** DELETE /invoices/credit_cards/{id}: soft delete; another buyer's id is 404. The default moves to the oldest remaining card. */
export async function deleteCreditCard(
  deps: AppDeps,
  input: { buyerId: number; userId: number; cardId: number; ip: string | null },
) {
  await deps.db.transaction(async (tx) => {
    const [card] = await tx
      .select()
      .from(creditCards)
      .where(and(eq(creditCards.id, input.cardId), live(input.buyerId)))
      .limit(1)
      .for('update');
    if (!card) throw new AppError('not_found', { userMessage: 'カードが見つかりません。' });
    await tx.update(creditCards).set({ deletedAt: deps.clock.now(), isDefault: false }).where(eq(creditCards.id, card.id));
    if (card.isDefault) {
      const [next] = await tx
        .select({ id: creditCards.id })
        .from(creditCards)
        .where(live(input.buyerId))
        .orderBy(asc(creditCards.id))
        .limit(1);
      if (next) await tx.update(creditCards).set({ isDefault: true }).where(eq(creditCards.id, next.id));
    }
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.userId,
      buyerId: input.buyerId,
      action: 'credit_card.deleted',
      targetType: 'credit_card',
      targetId: card.id,
      ipAddress: input.ip,
    });
  });
}
