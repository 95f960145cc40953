import { eq, isNotNull, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema.ts';
import { writeAudit } from '../../platform/audit.ts';
import { totpSealContext } from '../auth/totp.ts';

export interface ResealResult {
  /** Users whose sealed values now use the current key. */
  resealed: number;
  /** Users left as they were because a value could not be opened with any configured key. */
  unreadable: number[];
}

const SEALED_COLUMNS = ['totpSecretSealed', 'totpPendingSecretSealed'] as const;

/**
 * `npm run ops -- secrets:reseal`, the last step of a key rotation: every TOTP secret sealed with
 * an older key is sealed again with the current one, so the old key can then be dropped from
 * SECRET_BOX_KEYS. One transaction per user with the row locked (a login or an enrolment at the
 * same moment waits); running it again finds nothing left to do.
 */
export async function resealSecrets(deps: AppDeps, operator: string): Promise<ResealResult> {
  const candidates = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(or(isNotNull(users.totpSecretSealed), isNotNull(users.totpPendingSecretSealed)))
    .orderBy(users.id);
  const result: ResealResult = { resealed: 0, unreadable: [] };
  for (const { id } of candidates) {
    const outcome = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          buyerId: users.buyerId,
          totpSecretSealed: users.totpSecretSealed,
          totpPendingSecretSealed: users.totpPendingSecretSealed,
        })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      if (!row) return 'unchanged' as const;
      const changes: Partial<Record<(typeof SEALED_COLUMNS)[number], string>> = {};
      const from: string[] = [];
      for (const column of SEALED_COLUMNS) {
        const sealed = row[column];
        if (sealed === null || deps.secretBox.isCurrent(sealed)) continue;
        const plain = deps.secretBox.open(sealed, totpSealContext(id));
        if (plain === null) return 'unreadable' as const;
        changes[column] = deps.secretBox.seal(plain, totpSealContext(id));
        from.push(deps.secretBox.versionOf(sealed));
      }
      if (from.length === 0) return 'unchanged' as const;
      await tx.update(users).set(changes).where(eq(users.id, id));
      await writeAudit(tx, {
        actorType: 'operator',
        actorId: operator,
        buyerId: row.buyerId,
        action: 'security.secrets_resealed',
        targetType: 'user',
        targetId: id,
        detail: { from: [...new Set(from)], to: deps.secretBox.currentVersion },
      });
      return 'resealed' as const;
    });
    if (outcome === 'resealed') result.resealed += 1;
    if (outcome === 'unreadable') result.unreadable.push(id);
  }
  return result;
}
