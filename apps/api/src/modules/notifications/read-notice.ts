import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { countUnread, findNotice, markNoticeRead } from './repository.ts';

const noticeNotFound = () => new AppError('not_found', { userMessage: 'お知らせが見つかりません。' });

/** GET /users/notices/{id}: the buyer's own notification or a broadcast; another buyer's is 404. */
export async function getNotice(deps: AppDeps, input: { buyerId: number; id: number }) {
  const notice = await findNotice(deps.db, input.buyerId, input.id);
  if (!notice) throw noticeNotFound();
  return notice;
}

/**
 * POST /users/notifications/{id}/confirmation: marks it read for this buyer only (a broadcast
 * keeps its own read state per buyer). Repeats are harmless and write nothing.
 */
export async function confirmNotice(deps: AppDeps, input: { buyerId: number; userId: number; id: number; ip: string | null }) {
  return deps.db.transaction(async (tx) => {
    const notice = await findNotice(tx, input.buyerId, input.id);
    if (!notice) throw noticeNotFound();
    if (await markNoticeRead(tx, input.buyerId, notice.id, deps.clock.now()))
      await writeAudit(tx, {
        actorType: 'user',
        actorId: input.userId,
        buyerId: input.buyerId,
        action: 'notification.read',
        targetType: 'notification',
        targetId: notice.id,
        ipAddress: input.ip,
      });
    return { count_unread: await countUnread(tx, input.buyerId) };
  });
}
