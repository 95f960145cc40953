import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { isCurrentTermsVersion } from '../terms/terms.ts';

/** PUT /users/license: only the version in force can be accepted, so consent is always to known text. */
export async function acceptLicense(deps: AppDeps, input: { userId: number; termsVersion: string; ip: string | null }) {
  if (!(await isCurrentTermsVersion(deps.db, input.termsVersion, deps.clock.now()))) {
    throw new AppError('validation_error', {
      userMessage: '利用規約が更新されています。画面を再読み込みして最新の利用規約をご確認ください。',
      errors: [{ field: 'terms_version', message: '最新の利用規約ではありません。' }],
    });
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ acceptedTermsVersion: input.termsVersion, acceptedTermsAt: now, updatedAt: now })
      .where(eq(users.id, input.userId))
      .returning({ buyerId: users.buyerId });
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.userId,
      buyerId: user?.buyerId ?? null,
      action: 'terms.accepted',
      detail: { version: input.termsVersion },
      ipAddress: input.ip,
    });
  });
  return { message: '利用規約に同意しました。' };
}
