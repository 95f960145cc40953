import { and, eq, isNull, sql } from 'drizzle-orm';
import { errors } from 'oidc-provider';
import type { Db, Tx } from '../../db/client.ts';
import { oauthStore, partnerClients, partnerConnections } from '../../db/schema.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { partnerClientMetadata } from './partner-client-metadata.ts';

/**
 * oidc-provider's storage (its adapter interface, lib/adapters/memory_adapter.js) on the
 * `oauth_store` table, so every replica sees the same codes, tokens, grants and interactions.
 * Clients are not stored here: model 'Client' reads `partner_clients` (only active ones: a
 * revoked app is simply unknown, and the token endpoint answers invalid_client).
 */

type Payload = Record<string, unknown>;

export class OAuthStoreAdapter {
  constructor(
    private readonly db: Db,
    private readonly model: string,
    private readonly secretBox: SecretBox,
  ) {}

  async upsert(id: string, payload: Payload, expiresIn: number | undefined): Promise<void> {
    if (this.model === 'Client') throw new Error('partner clients are registered by operators, not by oidc-provider');
    const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
    const row = {
      payload,
      grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
      uid: typeof payload.uid === 'string' ? payload.uid : null,
      userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
      expiresAt,
    };
    // consumed_at survives a re-save: a consumed code or rotated refresh token stays consumed.
    await this.db
      .insert(oauthStore)
      .values({ model: this.model, id, ...row })
      .onConflictDoUpdate({ target: [oauthStore.model, oauthStore.id], set: row });
  }

  async find(id: string): Promise<Payload | undefined> {
    if (this.model === 'Client') return findPartnerClient(this.db, this.secretBox, id);
    const [row] = await this.db
      .select({ payload: oauthStore.payload, consumedAt: oauthStore.consumedAt })
      .from(oauthStore)
      .where(and(eq(oauthStore.model, this.model), eq(oauthStore.id, id)))
      .limit(1);
    return row ? withConsumed(row) : undefined;
  }

  async findByUid(uid: string): Promise<Payload | undefined> {
    const [row] = await this.db
      .select({ payload: oauthStore.payload, consumedAt: oauthStore.consumedAt })
      .from(oauthStore)
      .where(and(eq(oauthStore.model, this.model), eq(oauthStore.uid, uid)))
      .limit(1);
    return row ? withConsumed(row) : undefined;
  }

  async findByUserCode(userCode: string): Promise<Payload | undefined> {
    const [row] = await this.db
      .select({ payload: oauthStore.payload, consumedAt: oauthStore.consumedAt })
      .from(oauthStore)
      .where(and(eq(oauthStore.model, this.model), eq(oauthStore.userCode, userCode)))
      .limit(1);
    return row ? withConsumed(row) : undefined;
  }

  /**
   * Marks a code or refresh token used, atomically: oidc-provider checks `consumed` and then
   * consumes, so two requests racing with one code (or one refresh token) on two replicas could
   * both pass its check. The loser finds the row already consumed here, which is reuse: the
   * grant and every token of it are revoked (RFC 9700 §4.14, §2.2.2) and the request fails.
   */
  async consume(id: string): Promise<void> {
    const claimed = await this.db
      .update(oauthStore)
      .set({ consumedAt: new Date() })
      .where(and(eq(oauthStore.model, this.model), eq(oauthStore.id, id), isNull(oauthStore.consumedAt)))
      .returning({ grantId: oauthStore.grantId });
    if (claimed.length > 0) return;
    const [row] = await this.db
      .select({ grantId: oauthStore.grantId })
      .from(oauthStore)
      .where(and(eq(oauthStore.model, this.model), eq(oauthStore.id, id)))
      .limit(1);
    if (row?.grantId) await this.db.transaction((tx) => revokeGrant(tx, row.grantId!));
    throw new errors.InvalidGrant('grant already used');
  }

  async destroy(id: string): Promise<void> {
    if (this.model === 'Grant') {
      // The library destroys a grant on code or refresh-token reuse and on refresh-token
      // revocation: the buyer's connection goes with it, so the list shows what still works.
      await this.db.transaction(async (tx) => {
        await tx.delete(oauthStore).where(and(eq(oauthStore.model, 'Grant'), eq(oauthStore.id, id)));
        await markConnectionsRevoked(tx, id);
      });
      return;
    }
    await this.db.delete(oauthStore).where(and(eq(oauthStore.model, this.model), eq(oauthStore.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(oauthStore).where(and(eq(oauthStore.model, this.model), eq(oauthStore.grantId, grantId)));
  }
}

function withConsumed(row: { payload: Payload; consumedAt: Date | null }): Payload {
  if (!row.consumedAt) return row.payload;
  return { ...row.payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) };
}

async function findPartnerClient(db: Db, secretBox: SecretBox, clientId: string): Promise<Payload | undefined> {
  const [client] = await db
    .select()
    .from(partnerClients)
    .where(and(eq(partnerClients.clientId, clientId), eq(partnerClients.status, 'active')))
    .limit(1);
  if (!client) return undefined;
  return partnerClientMetadata(client, secretBox) ?? undefined;
}

/** Marks the connections of a grant revoked (the grant is gone or going). */
export async function markConnectionsRevoked(tx: Tx, grantId: string): Promise<void> {
  await tx
    .update(partnerConnections)
    .set({ revokedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(partnerConnections.grantId, grantId), isNull(partnerConnections.revokedAt)));
}

/**
 * Revokes a grant at once: its codes and tokens are deleted (an access token is looked up on
 * every partner call, so it stops working on the next one), the grant is deleted and its
 * connection marked revoked. Used by disconnecting, re-consenting and code/token reuse.
 */
export async function revokeGrant(tx: Tx, grantId: string): Promise<void> {
  await tx
    .delete(oauthStore)
    .where(
      and(sql`${oauthStore.model} IN ('AccessToken', 'RefreshToken', 'AuthorizationCode')`, eq(oauthStore.grantId, grantId)),
    );
  await tx.delete(oauthStore).where(and(eq(oauthStore.model, 'Grant'), eq(oauthStore.id, grantId)));
  await markConnectionsRevoked(tx, grantId);
}

/** Deletes rows past their expiry (tokens, codes, interactions, sessions, grants); for the job sweep. */
export async function deleteExpiredOAuthRows(db: Db, now: Date, limit = 1000): Promise<number> {
  const deleted = await db
    .delete(oauthStore)
    .where(
      sql`(${oauthStore.model}, ${oauthStore.id}) IN (SELECT model, id FROM oauth_store WHERE expires_at < ${now.toISOString()} LIMIT ${limit})`,
    )
    .returning({ id: oauthStore.id });
  return deleted.length;
}
