import type { partnerClients } from '../../db/schema.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { openClientSecret } from '../partner-clients/client-secrets.ts';

type PartnerClientRow = typeof partnerClients.$inferSelect;

/** Every partner app may use the code flow and refresh its tokens; nothing else is offered. */
export const PARTNER_CLIENT_GRANT_TYPES = ['authorization_code', 'refresh_token'];

/**
 * A partner_clients row as oidc-provider client metadata. Confidential apps authenticate at the
 * token endpoint with their secret (HTTP Basic, or in the form body), public apps with PKCE
 * alone (`none`). `scope` is the allow-list: a request for any other scope is invalid_scope.
 * Null when a confidential app's secret cannot be opened (key rotated away): the app is then
 * unknown rather than usable without its secret.
 */
export function partnerClientMetadata(client: PartnerClientRow, secretBox: SecretBox): Record<string, unknown> | null {
  const base = {
    client_id: client.clientId,
    client_name: client.name,
    redirect_uris: client.redirectUris,
    response_types: ['code'],
    grant_types: PARTNER_CLIENT_GRANT_TYPES,
    scope: client.scopes.join(' '),
    // 'web' for every app: redirect URIs match exactly, a loopback port included (the console
    // takes https or http://localhost only, so no app needs 'native' custom schemes).
    application_type: 'web',
  };
  if (client.clientType === 'public') return { ...base, token_endpoint_auth_method: 'none' };
  const secret = openClientSecret(secretBox, client.clientId, client.clientSecretSealed);
  if (secret === null) return null;
  return { ...base, token_endpoint_auth_method: 'client_secret_basic', client_secret: secret };
}
