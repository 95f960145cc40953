import type { Db } from '../../../db/client.ts';
import { promotions } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import { type OperatorRef, operatorAudit, writeAudit } from '../../../platform/audit.ts';

/** A refusal the CLI prints and the console answers with 400, in the same words. */
const invalid = (text: string) => new AppError('validation_error', { message: text, userMessage: text });

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
export async function createPromotion(db: Db, input: NewPromotion & { operator: OperatorRef }) {
  if (!/^[A-Z0-9_-]{1,32}$/.test(input.code)) throw invalid('コードは半角英大文字・数字・_・- の32文字以内で指定してください。');
  if (!Number.isInteger(input.discountValue) || input.discountValue <= 0) throw invalid('割引は正の整数で指定してください。');
  if (input.discountType === 'rate' && input.discountValue > 10_000)
    throw invalid('割引率は10000（100%）以下で指定してください。');
  if (input.endsAt && input.endsAt <= input.startsAt) throw invalid('終了日時は開始日時より後にしてください。');
  return db.transaction(async (tx) => {
    const { operator, ...values } = input;
    const [row] = await tx.insert(promotions).values(values).onConflictDoNothing({ target: promotions.code }).returning();
    if (!row) {
      const text = `プロモーションコード ${input.code} はすでに発行されています。`;
      throw new AppError('conflict', { message: text, userMessage: text });
    }
    const { operatorDetail, ...actor } = operatorAudit(operator);
    await writeAudit(tx, {
      ...actor,
      action: 'promotion.created',
      targetType: 'promotion',
      targetId: row.id,
      detail: {
        ...operatorDetail,
        code: row.code,
        type: row.discountType,
        value: row.discountValue,
        after: {
          code: row.code,
          description: row.description,
          discount_type: row.discountType,
          discount_value: row.discountValue,
        },
      },
    });
    return row;
  });
}
