import { eq, isNotNull, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { partnerClients } from '../../db/schema.ts';
import { writeAudit } from '../../platform/audit.ts';
import { clientSecretContext, webhookSecretContext } from './client-secrets.ts';

/**
 * The partner apps' part of `npm run ops -- secrets:reseal` (the end of a SECRET_BOX_KEYS
 * rotation): client and webhook secrets sealed with an older key are sealed again with the
 * current one, one app per transaction with its row locked. Apps whose secret no configured key
 * opens are left as they are and named, so the old key is not dropped while they need it.
 */
export async function resealPartnerSecrets(
  deps: Pick<AppDeps, 'db' | 'secretBox' | 'clock'>,
  operator: string,
): Promise<{ resealed: number; unreadable: string[] }> {
  const box = deps.secretBox;
  const candidates = await deps.db
    .select({ clientId: partnerClients.clientId })
    .from(partnerClients)
    .where(or(isNotNull(partnerClients.clientSecretSealed), isNotNull(partnerClients.webhookSecretSealed)))
    .orderBy(partnerClients.clientId);
  const result = { resealed: 0, unreadable: [] as string[] };
  for (const { clientId } of candidates) {
    const outcome = await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(partnerClients).where(eq(partnerClients.clientId, clientId)).for('update');
      if (!row) return 'unchanged' as const;
      const columns = [
        ['clientSecretSealed', row.clientSecretSealed, clientSecretContext(clientId)],
        ['webhookSecretSealed', row.webhookSecretSealed, webhookSecretContext(clientId)],
      ] as const;
      const changes: Partial<Record<(typeof columns)[number][0], string>> = {};
      const from: string[] = [];
      for (const [column, sealed, context] of columns) {
        if (sealed === null || box.isCurrent(sealed)) continue;
        const plain = box.open(sealed, context);
        if (plain === null) return 'unreadable' as const;
        changes[column] = box.seal(plain, context);
        from.push(box.versionOf(sealed));
      }
      if (from.length === 0) return 'unchanged' as const;
      await tx
        .update(partnerClients)
        .set({ ...changes, updatedAt: deps.clock.now() })
        .where(eq(partnerClients.clientId, clientId));
      await writeAudit(tx, {
        actorType: 'operator',
        actorId: operator,
        action: 'partner_client.secrets_resealed',
        targetType: 'partner_client',
        targetId: clientId,
        detail: { from: [...new Set(from)], to: box.currentVersion },
      });
      return 'resealed' as const;
    });
    if (outcome === 'resealed') result.resealed += 1;
    if (outcome === 'unreadable') result.unreadable.push(clientId);
  }
  return result;
}
