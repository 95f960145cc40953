import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { getUserInformation } from '../users/get-user-information.ts';

/** PUT /users/user_name: the account holder's name (担当者名). Answers the updated login user. */
export async function changeUserName(
  deps: AppDeps,
  input: { userId: number; lastName: string; firstName: string; ip: string | null },
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ buyerId: users.buyerId, lastName: users.userLastName, firstName: users.userFirstName })
      .from(users)
      .where(eq(users.id, input.userId))
      .limit(1)
      .for('update');
    if (!user) throw new AppError('invalid_access_token');
    if (user.lastName === input.lastName && user.firstName === input.firstName) return;
    await tx
      .update(users)
      .set({ userLastName: input.lastName, userFirstName: input.firstName, updatedAt: now })
      .where(eq(users.id, input.userId));
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.userId,
      buyerId: user.buyerId,
      action: 'user.name_changed',
      targetType: 'user',
      targetId: input.userId,
      detail: {
        from: { last_name: user.lastName, first_name: user.firstName },
        to: { last_name: input.lastName, first_name: input.firstName },
      },
      ipAddress: input.ip,
    });
  });
  return getUserInformation(deps, input.userId);
}
