import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { buyers } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { type OperatorRef, operatorAudit, writeAudit } from '../../platform/audit.ts';
import { notifyBuyer } from './notify.ts';

const MAX_TITLE = 100;
const MAX_BODY = 5_000;

/**
 * An in-app path the web can route to: one leading slash, no scheme or host ("//evil.example"
 * would leave the site), no backslashes or control characters.
 */
export function isInAppPath(path: string): boolean {
  if (path.length > 300 || !path.startsWith('/') || path.startsWith('//')) return false;
  return ![...path].some((c) => c === '\\' || c.trim() === '' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
}

/**
 * `npm run ops -- notice:publish`: an operator's notice to every buyer (buyer_id null) or to one.
 * Read state stays per buyer (notification_reads). Audited as the operator.
 */
export async function publishNotice(
  db: Db,
  input: {
    title: string;
    body: string;
    buyerId?: number | undefined;
    linkPath?: string | undefined;
    operator: OperatorRef;
    now: Date;
  },
) {
  const title = input.title.trim();
  const body = input.body.replace(/\r\n?/g, '\n').trim();
  if (!title || title.length > MAX_TITLE)
    throw new AppError('validation_error', { userMessage: `件名は1〜${MAX_TITLE}文字で指定してください。` });
  if (!body || body.length > MAX_BODY)
    throw new AppError('validation_error', { userMessage: `本文は1〜${MAX_BODY}文字で指定してください。` });
  if (input.linkPath !== undefined && !isInAppPath(input.linkPath))
    throw new AppError('validation_error', { userMessage: 'リンクは「/」で始まるサービス内のパスで指定してください。' });
  if (input.buyerId !== undefined && (!Number.isSafeInteger(input.buyerId) || input.buyerId <= 0))
    throw new AppError('validation_error', { userMessage: '事業者IDは正の整数で指定してください。' });

  return db.transaction(async (tx) => {
    if (input.buyerId !== undefined) {
      const [buyer] = await tx.select({ id: buyers.id }).from(buyers).where(eq(buyers.id, input.buyerId)).limit(1);
      if (!buyer) throw new AppError('not_found', { userMessage: `事業者ID ${input.buyerId} は登録されていません。` });
    }
    const buyerId = input.buyerId ?? null;
    const id = await notifyBuyer(tx, {
      buyerId,
      category: 'info',
      title,
      body,
      linkPath: input.linkPath ?? null,
      now: input.now,
    });
    const { operatorDetail, ...actor } = operatorAudit(input.operator);
    await writeAudit(tx, {
      ...actor,
      buyerId,
      action: 'notice.published',
      targetType: 'notification',
      targetId: id,
      detail: { ...operatorDetail, title, broadcast: buyerId === null, link_path: input.linkPath ?? null },
    });
    return { id, buyerId };
  });
}
