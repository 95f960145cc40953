import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { suppliers } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { findOwnSupplier, hasPaymentInFlight } from './supplier-views.ts';

/**
 * DELETE /suppliers/{id}: a soft delete, so past payments keep their supplier. Refused while a
 * payment to it is in flight (its transfer still needs the account). The row lock makes a
 * concurrent payment creation wait for the answer.
 */
export async function deleteSupplier(
  deps: AppDeps,
  input: { buyerId: number; userId: number; supplierId: number; ip: string | null },
) {
  await deps.db.transaction(async (tx) => {
    const supplier = await findOwnSupplier(tx, input.buyerId, input.supplierId, { forUpdate: true });
    if (await hasPaymentInFlight(tx, input.buyerId, supplier.id)) {
      throw new AppError('conflict', {
        userMessage: 'この支払先への支払が処理中のため削除できません。支払の完了後に削除してください。',
      });
    }
    const now = deps.clock.now();
    await tx.update(suppliers).set({ deletedAt: now, updatedAt: now }).where(eq(suppliers.id, supplier.id));
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.userId,
      buyerId: input.buyerId,
      action: 'supplier.deleted',
      targetType: 'supplier',
      targetId: supplier.id,
      ipAddress: input.ip,
    });
  });
}
