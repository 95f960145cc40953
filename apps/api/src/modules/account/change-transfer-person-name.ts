import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { buyers } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { notifyBuyer } from '../notifications/notify.ts';
import { getUserInformation } from '../users/get-user-information.ts';

/**
 * PUT /users/transfer_person_name: 振込名義人, the name suppliers see on their bank statement.
 * Arrives as Zengin half-width kana (the contract schema normalised it); audited with old and new.
 */
export async function changeTransferPersonName(
  deps: AppDeps,
  input: { userId: number; buyerId: number; transferPersonName: string; ip: string | null },
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [buyer] = await tx
      .select({ name: buyers.transferPersonName })
      .from(buyers)
      .where(eq(buyers.id, input.buyerId))
      .limit(1)
      .for('update');
    if (!buyer) throw new AppError('registration_required');
    if (buyer.name === input.transferPersonName) return;
    await tx
      .update(buyers)
      .set({ transferPersonName: input.transferPersonName, updatedAt: now })
      .where(eq(buyers.id, input.buyerId));
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.userId,
      buyerId: input.buyerId,
      action: 'transfer_person_name.changed',
      targetType: 'buyer',
      targetId: input.buyerId,
      detail: { from: buyer.name, to: input.transferPersonName },
      ipAddress: input.ip,
    });
    await notifyBuyer(tx, {
      buyerId: input.buyerId,
      category: 'account',
      title: '振込名義人を変更しました',
      body: `振込名義人を「${buyer.name}」から「${input.transferPersonName}」に変更しました。これからの振込に反映されます。`,
      linkPath: '/myaccount/company',
      now,
    });
  });
  return getUserInformation(deps, input.userId);
}
