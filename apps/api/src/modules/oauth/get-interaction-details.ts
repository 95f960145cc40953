import { type InteractionDetails, PARTNER_SCOPE_NAMES, PARTNER_SCOPE_TEXT, type PartnerScope } from '@icp/contract';
import { maskEmail } from '@icp/domain';
import { eq } from 'drizzle-orm';
import type { Interaction } from 'oidc-provider';
import type { AppDeps } from '../../app-deps.ts';
import { partnerClients } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { findUserById } from '../users/repository.ts';
import { type InteractionHttp, interactionAccountId, loadInteraction } from './interaction-session.ts';
import type { OAuthServer } from './oauth-server.ts';

/** The scopes an interaction asks for, in the contract's order, with what each lets the app do. */
export function requestedScopes(interaction: Interaction): PartnerScope[] {
  const asked = new Set(typeof interaction.params.scope === 'string' ? interaction.params.scope.split(' ') : []);
  return PARTNER_SCOPE_NAMES.filter((scope) => asked.has(scope));
}

export function describeScopes(scopes: readonly PartnerScope[]) {
  return scopes.map((scope) => ({ scope, ...PARTNER_SCOPE_TEXT[scope] }));
}

/**
 * GET /oauth/interactions/:uid/details: the app asking, for what, and which screen comes next:
 * the login until this interaction knows the user (password + second factor, or the web app's
 * session), then the consent.
 */
export async function getInteractionDetails(
  deps: AppDeps,
  server: OAuthServer,
  http: InteractionHttp,
  uid: string,
): Promise<InteractionDetails> {
  const interaction = await loadInteraction(server, http, uid);
  const [client] = await deps.db
    .select({ clientId: partnerClients.clientId, name: partnerClients.name, logoDataUri: partnerClients.logoDataUri })
    .from(partnerClients)
    .where(eq(partnerClients.clientId, interaction.params.client_id))
    .limit(1);
  // The app was checked when the authorization began; it may have been stopped since.
  if (!client) throw new AppError('not_found', { userMessage: 'このアプリは利用が停止されています。' });
  const accountId = interactionAccountId(interaction);
  const user = accountId === null ? undefined : await findUserById(deps.db, accountId);
  const redirectUri = typeof interaction.params.redirect_uri === 'string' ? interaction.params.redirect_uri : '';
  return {
    uid: interaction.uid,
    prompt: user ? 'consent' : 'login',
    client: { client_id: client.clientId, name: client.name, logo_data_uri: client.logoDataUri },
    scopes: describeScopes(requestedScopes(interaction)),
    redirect_host: URL.parse(redirectUri)?.host ?? '',
    login_email_address: user ? maskEmail(user.emailAddress) : null,
  };
}
