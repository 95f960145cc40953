import { AUTH_ERROR_STATUS, PARTNER_SCOPE_NAMES, type PartnerScope } from '@icp/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { partnerClients, partnerConnections, users } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OAuthServer } from './oauth-server.ts';

/** RFC 6750 §3: no token → the challenge alone; a bad token → error="invalid_token". */
const REALM = 'Bearer realm="invoice-card-pay"';

function refused(withError: boolean): AppError {
  return new AppError(AUTH_ERROR_STATUS.INVALID, {
    userMessage: 'アクセストークンが無効か、有効期限が切れています。',
    headers: { 'www-authenticate': withError ? `${REALM}, error="invalid_token"` : REALM },
  });
}

/** Opaque oidc-provider tokens are base64url: our web JWTs (with dots) and garbage never reach the store. */
const OPAQUE_TOKEN = /^[A-Za-z0-9_-]{20,128}$/;

/**
 * The guard of `partner` routes: `Authorization: Bearer <access token>` issued by our
 * authorization server, unexpired, of an app still active, under a connection the buyer has not
 * disconnected, for a user still active in the buyer who granted it. Sets request.partner (the
 * route's scopes are checked next, by serve-route). Our web app's tokens and operator tokens are
 * not access tokens of the store, so they are refused here, as these tokens are by the buyer and
 * operator guards (which take only their own JWTs).
 */
export function authenticatePartner(deps: AppDeps, server: OAuthServer) {
  return async function authenticatePartnerRequest(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw refused(false);
    const token = header.slice('Bearer '.length).trim();
    if (!OPAQUE_TOKEN.test(token)) throw refused(true);
    // find() returns nothing for an unknown, revoked or expired token.
    const accessToken = await server.provider.AccessToken.find(token);
    if (!accessToken?.grantId || accessToken.isExpired) throw refused(true);

    const [connection] = await deps.db
      .select({ buyerId: partnerConnections.buyerId, userId: partnerConnections.userId })
      .from(partnerConnections)
      .innerJoin(partnerClients, eq(partnerClients.clientId, partnerConnections.clientId))
      .innerJoin(users, eq(users.id, partnerConnections.userId))
      .where(
        and(
          eq(partnerConnections.grantId, accessToken.grantId),
          eq(partnerConnections.clientId, accessToken.clientId),
          isNull(partnerConnections.revokedAt),
          eq(partnerClients.status, 'active'),
          eq(users.status, 'active'),
          // The user still belongs to the buyer the connection was made for.
          eq(users.buyerId, partnerConnections.buyerId),
        ),
      )
      .limit(1);
    if (!connection || String(connection.userId) !== accessToken.accountId) throw refused(true);

    const granted = new Set((accessToken.scope ?? '').split(' '));
    request.partner = {
      clientId: accessToken.clientId,
      userId: connection.userId,
      buyerId: connection.buyerId,
      scopes: PARTNER_SCOPE_NAMES.filter((scope): scope is PartnerScope => granted.has(scope)),
      grantId: accessToken.grantId,
    };
  };
}
