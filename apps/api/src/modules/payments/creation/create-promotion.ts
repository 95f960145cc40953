import type { Db } from '../../../db/client.ts';
import { promotions } from '../../../db/schema.ts';
import { writeAudit } from '../../../platform/audit.ts';

export interface NewPromotion {
  code: string;
  description: string;
  discountType: 'rate' | 'amount';
  /** Basis points of the commission for 'rate' (5000 = half), yen for 'amount'. */
  discountValue: number;
  startsAt: Date;
  endsAt: Date | null;
  maxUsesPerBuyer: number;
}

/** Operators publish promotion codes (npm run ops -- promotion:create); the DB checks the value range. */
export async function createPromotion(db: Db, input: NewPromotion & { operator: string }) {
  if (!/^[A-Z0-9_-]{1,32}$/.test(input.code))
    throw new Error('コードは半角英大文字・数字・_・- の32文字以内で指定してください。');
  if (!Number.isInteger(input.discountValue) || input.discountValue <= 0) throw new Error('割引は正の整数で指定してください。');
  if (input.discountType === 'rate' && input.discountValue > 10_000)
    throw new Error('割引率は10000（100%）以下で指定してください。');
  if (input.endsAt && input.endsAt <= input.startsAt) throw new Error('終了日時は開始日時より後にしてください。');
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(promotions).values(input).returning();
    await writeAudit(tx, {
      actorType: 'operator',
      actorId: input.operator,
      action: 'promotion.created',
      targetType: 'promotion',
      targetId: row!.id,
      detail: { code: row!.code, type: row!.discountType, value: row!.discountValue },
    });
    return row!;
  });
}
