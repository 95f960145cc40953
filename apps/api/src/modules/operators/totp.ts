import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { operators } from '../../db/schema.ts';

/** Additional data for the secret box: an operator's sealed secret only opens on that operator's row. */
export function operatorTotpContext(operatorId: number): string {
  return `ops-totp:${operatorId}`;
}

/**
 * Records `step` as used, atomically: false when this or a later step was already accepted (a
 * replay, or two logins racing with one code), so each code logs in once — as for buyers.
 */
export async function markOperatorTotpStepUsed(tx: Tx, operatorId: number, step: number): Promise<boolean> {
  const updated = await tx
    .update(operators)
    .set({ totpLastStep: step })
    .where(and(eq(operators.id, operatorId), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
    .returning({ id: operators.id });
  return updated.length > 0;
}
