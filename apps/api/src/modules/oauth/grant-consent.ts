import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { partnerClients, partnerConnections, users } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { requestedScopes } from './get-interaction-details.ts';
import { type InteractionHttp, interactionAccountId, loadInteraction, saveInteractionResult } from './interaction-session.ts';
import { revokeGrant } from './oauth-store.ts';
import type { OAuthServer } from './oauth-server.ts';

/**
 * 許可する (POST /oauth/interactions/:uid/consent): grants the scopes the app asked for (the
 * screen showed them) as an oidc-provider Grant, records the connection the buyer sees under
 * security settings, and answers where the browser resumes the authorization (the app then
 * gets its code). Only the user the interaction is logged in as may consent.
 *
 * One connection per user and app: consenting again replaces the previous grant, whose tokens are
 * revoked with it, so what the buyer sees is exactly what the app can do.
 */
export async function grantConsent(
  deps: AppDeps,
  server: OAuthServer,
  http: InteractionHttp,
  input: { uid: string; userId: number; buyerId: number; ip: string | null },
): Promise<{ redirect_to: string }> {
  const interaction = await loadInteraction(server, http, input.uid);
  const accountId = interactionAccountId(interaction);
  if (accountId !== input.userId) {
    throw new AppError('forbidden', {
      userMessage:
        'この連携の手続きは、ログイン中のユーザーとは別のユーザーで開始されています。連携元のアプリからもう一度お試しください。',
    });
  }
  const clientId = interaction.params.client_id;
  const [client] = await deps.db
    .select({ scopes: partnerClients.scopes })
    .from(partnerClients)
    .where(and(eq(partnerClients.clientId, clientId), eq(partnerClients.status, 'active')))
    .limit(1);
  if (!client) throw new AppError('not_found', { userMessage: 'このアプリは利用が停止されています。' });
  // The provider refused scopes outside the app's registration when the authorization began;
  // filtering again keeps a changed registration from widening an old interaction.
  const scopes = requestedScopes(interaction).filter((scope) => client.scopes.includes(scope));

  const grant = new server.provider.Grant({ accountId: String(input.userId), clientId });
  if (scopes.length > 0) grant.addOIDCScope(scopes.join(' '));
  const grantId = await grant.save();

  await deps.db.transaction(async (tx) => {
    // One consent of a user at a time (a double click on 許可する): the second sees the first's
    // connection and replaces it, instead of both inserting and the unique index answering 500.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
    const previous = await tx
      .select({ grantId: partnerConnections.grantId })
      .from(partnerConnections)
      .where(
        and(
          eq(partnerConnections.userId, input.userId),
          eq(partnerConnections.clientId, clientId),
          isNull(partnerConnections.revokedAt),
        ),
      )
      .for('update');
    for (const row of previous) await revokeGrant(tx, row.grantId);
    await tx.insert(partnerConnections).values({ buyerId: input.buyerId, userId: input.userId, clientId, grantId, scopes });
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.userId,
      buyerId: input.buyerId,
      action: 'oauth.consent_granted',
      targetType: 'partner_client',
      targetId: clientId,
      detail: { scopes, replaced_grants: previous.length },
      ipAddress: input.ip,
    });
  });

  // A double click's two consents each replace the other's grant in turn, and each then saves the
  // interaction's result: it must end with the grant that stayed live, whichever saved last. Each
  // saves its own, then the live one where that differs: the last to save has checked after both.
  let saved = grantId;
  let redirectTo = await saveInteractionResult(server, http, { ...interaction.result, consent: { grantId: saved } });
  for (let check = 0; check < MAX_RESULT_CHECKS; check++) {
    const live = await liveGrantId(deps, input.userId, clientId);
    if (live === null || live === saved) break;
    saved = live;
    redirectTo = await saveInteractionResult(server, http, { ...interaction.result, consent: { grantId: saved } });
  }
  return { redirect_to: redirectTo };
}

/** Enough for two consents at once; a third would have its own turn to check. */
const MAX_RESULT_CHECKS = 3;

/** The grant of the user's live connection to the app, if any. */
async function liveGrantId(deps: AppDeps, userId: number, clientId: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ grantId: partnerConnections.grantId })
    .from(partnerConnections)
    .where(
      and(eq(partnerConnections.userId, userId), eq(partnerConnections.clientId, clientId), isNull(partnerConnections.revokedAt)),
    )
    .limit(1);
  return row?.grantId ?? null;
}
