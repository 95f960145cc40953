import type { Promotion } from '@icp/contract';
import { formatJapaneseDate, jstDate } from '@icp/domain';
import { and, count, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { promotionRedemptions, promotions } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';

export type PromotionRow = typeof promotions.$inferSelect;

function refused(message: string): AppError {
  return new AppError('validation_error', { userMessage: message, errors: [{ field: 'promotion_code', message }] });
}

/**
 * A promotion this buyer may use now, or a clear reason why not. Codes are case-insensitive.
 * With `lock`, the row is locked so two payments cannot both take the last use.
 */
export async function usablePromotion(
  tx: Tx,
  input: { code: string; buyerId: number; now: Date; lock?: boolean },
): Promise<PromotionRow> {
  const query = tx.select().from(promotions).where(eq(promotions.code, input.code.toUpperCase())).limit(1);
  const [promotion] = input.lock ? await query.for('update') : await query;
  if (!promotion || !promotion.active) throw refused('このプロモーションコードは見つかりません。入力内容をご確認ください。');
  if (promotion.startsAt > input.now)
    throw refused(`このプロモーションコードは${formatJapaneseDate(jstDate(promotion.startsAt))}からご利用いただけます。`);
  if (promotion.endsAt && promotion.endsAt <= input.now)
    throw refused(`このプロモーションコードの有効期限（${formatJapaneseDate(jstDate(promotion.endsAt))}まで）が過ぎています。`);
  const [used] = await tx
    .select({ n: count() })
    .from(promotionRedemptions)
    .where(and(eq(promotionRedemptions.promotionId, promotion.id), eq(promotionRedemptions.buyerId, input.buyerId)));
  if ((used?.n ?? 0) >= promotion.maxUsesPerBuyer)
    throw refused(
      promotion.maxUsesPerBuyer === 1
        ? 'このプロモーションコードはすでにご利用済みです。'
        : `このプロモーションコードのご利用上限（${promotion.maxUsesPerBuyer}回）に達しています。`,
    );
  return promotion;
}

export function toPromotionView(row: PromotionRow): Promotion {
  return {
    code: row.code,
    description: row.description,
    discount_type: row.discountType,
    discount_value: row.discountValue,
    // The last moment it works, as a JST date (ends_at is exclusive).
    valid_until: row.endsAt ? jstDate(new Date(row.endsAt.getTime() - 1)) : null,
  };
}
