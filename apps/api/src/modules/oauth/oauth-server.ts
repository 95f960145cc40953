import { API_PREFIX, PARTNER_SCOPE_NAMES } from '@icp/contract';
import Provider, { type Client, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppDeps } from '../../app-deps.ts';
import { findUserById } from '../users/repository.ts';
import { deriveOAuthKeys } from './oauth-keys.ts';
import { OAuthStoreAdapter } from './oauth-store.ts';
import { PARTNER_CLIENT_GRANT_TYPES } from './partner-client-metadata.ts';

/**
 * The OAuth 2.0 authorization server for partner apps (issue 16 §1, docs/decisions/0024): panva's
 * oidc-provider, certified, configured down to what RFC 9700 / OAuth 2.1 ask for:
 * authorization code + PKCE S256 for every client, exact redirect URIs, single-use 60 s codes,
 * opaque 10-minute access tokens, rotating 30-day refresh tokens whose reuse revokes the grant,
 * revocation (RFC 7009) and metadata (RFC 8414). No OpenID Connect extras (userinfo, logout,
 * registration, introspection, device or client-credentials grants, PAR, DPoP).
 */
export interface OAuthServer {
  provider: Provider;
  /** `${PUBLIC_URL}/oauth` */
  issuer: string;
}

/** Where the provider is mounted: its own endpoints only (the SPA owns the other /oauth/* pages). */
export const OAUTH_MOUNT_PATH = '/oauth';

export const OAUTH_TTL = {
  AccessToken: 10 * 60,
  AuthorizationCode: 60,
  RefreshToken: 30 * 24 * 60 * 60,
  /**
   * The consent itself: a connection lasts a year at most, then the app asks again. Tokens end
   * sooner when unused (refresh tokens after 30 days), and at once when the buyer disconnects.
   */
  Grant: 365 * 24 * 60 * 60,
  /** Long enough for the password, a mailed code and reading the consent screen. */
  Interaction: 30 * 60,
  /** oidc-provider's own session only carries one authorization to its end (see strip in mount). */
  Session: 10 * 60,
} as const;

/** The cookie names, prefixed so they cannot meet any other cookie of our origin. */
export const OAUTH_COOKIES = { session: '_oauth_session', interaction: '_oauth_interaction', resume: '_oauth_resume' } as const;

export function createOAuthServer(deps: AppDeps, options: { jwtSecret: string }): OAuthServer {
  const issuer = `${deps.config.publicUrl}${OAUTH_MOUNT_PATH}`;
  const keys = deriveOAuthKeys(options.jwtSecret);

  const provider = new Provider(issuer, {
    adapter: (model: string) => new OAuthStoreAdapter(deps.db, model, deps.secretBox),
    clients: [],
    clientDefaults: {
      grant_types: PARTNER_CLIENT_GRANT_TYPES,
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'EdDSA',
    },
    clientAuthMethods: ['client_secret_basic', 'client_secret_post', 'none'],
    // Every partner scope is a "static" scope, so a request for one the app is not registered
    // for (its `scope` allow-list) is refused with invalid_scope; `openid` stays known only to be
    // refused the same way (no partner is registered for it).
    scopes: [...PARTNER_SCOPE_NAMES],
    responseTypes: ['code'],
    pkce: { required: () => true },
    allowOmittingSingleRegisteredRedirectUri: false,
    cookies: {
      names: OAUTH_COOKIES,
      keys: keys.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', path: OAUTH_MOUNT_PATH },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    jwks: keys.jwks,
    enabledJWA: { idTokenSigningAlgValues: ['EdDSA'] },
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      userinfo: { enabled: false },
      introspection: { enabled: false },
      registration: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      // Without resource indicators the partner scopes are the access token's scope as granted.
      resourceIndicators: { enabled: false },
      clientCredentials: { enabled: false },
      deviceFlow: { enabled: false },
      revocation: {
        enabled: true,
        // Only the app a token was issued to may revoke it; anyone else gets the same 200 and nothing happens.
        allowedPolicy: async (_ctx: unknown, client: Client, token: { clientId: string }) => token.clientId === client.clientId,
      },
    },
    ttl: { ...OAUTH_TTL },
    // Tokens live by their own TTLs, not by oidc-provider's short carrier session.
    expiresWithSession: async () => false,
    issueRefreshToken: async (_ctx: unknown, client: Client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    interactions: {
      // Under /api/v1 so the interaction cookie's path is the routes of this interaction only.
      url: async (_ctx: unknown, interaction: { uid: string }) => `${API_PREFIX}/oauth/interactions/${interaction.uid}`,
    },
    findAccount: async (_ctx: unknown, sub: string) => {
      const id = Number(sub);
      if (!Number.isSafeInteger(id) || id <= 0) return undefined;
      const user = await findUserById(deps.db, id);
      // Only an active user of a registered buyer can hold a partner connection.
      if (!user || user.status !== 'active' || user.buyerId === null) return undefined;
      return { accountId: sub, claims: async () => ({ sub }) };
    },
    // Browser apps (public clients) may call the token endpoint from their redirect URIs' origins.
    clientBasedCORS: (_ctx: unknown, origin: string, client: Client) =>
      origin !== 'null' &&
      client.clientAuthMethod === 'none' &&
      client.redirectUris.some((uri) => URL.parse(uri)?.origin === origin),
    renderError: async (ctx: KoaContextWithOIDC, out: { error?: string }) => {
      // The SPA's error page (spec: /error/{title}/{message}) instead of the library's English page.
      const { title, message } = errorPageText(out.error);
      ctx.status = 303;
      ctx.redirect(`/error/${encodeURIComponent(title)}/${encodeURIComponent(message)}`);
    },
  });
  // Behind the proxies TRUST_PROXY names, X-Forwarded-Proto says whether cookies are Secure.
  provider.proxy = deps.config.trustProxy !== false;
  provider.use(rewriteMetadata(issuer));
  provider.on('server_error', (_ctx: unknown, error: unknown) => deps.log.error({ err: error }, 'oauth server error'));

  return { provider, issuer };
}

/**
 * The metadata document names our public origin (not the Host of the request, which behind a
 * balancer may be a replica's), lists only the partner scopes, and drops OpenID Connect fields.
 */
function rewriteMetadata(issuer: string) {
  const origin = new URL(issuer).origin;
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    if (ctx.oidc?.route !== 'discovery' || ctx.status !== 200 || !ctx.body || typeof ctx.body !== 'object') return;
    const body = ctx.body as Record<string, unknown>;
    for (const [key, value] of Object.entries(body)) {
      if ((key.endsWith('_endpoint') || key === 'jwks_uri') && typeof value === 'string') {
        const url = new URL(value);
        body[key] = `${origin}${url.pathname}`;
      }
    }
    body.scopes_supported = [...PARTNER_SCOPE_NAMES];
    body.response_modes_supported = ['query'];
    for (const key of [
      'claims_supported',
      'claims_parameter_supported',
      'claim_types_supported',
      'subject_types_supported',
      'id_token_signing_alg_values_supported',
      'request_uri_parameter_supported',
    ]) {
      delete body[key];
    }
  };
}

/** What the error page says for what oidc-provider refused (the app's error code stays in the message). */
export function errorPageText(error: string | undefined): { title: string; message: string } {
  switch (error) {
    case 'invalid_redirect_uri':
      return {
        title: 'アプリ連携を開始できません',
        message: '連携元アプリの戻り先URLが登録内容と一致しません。アプリの提供元にお問い合わせください。',
      };
    case 'invalid_client':
      return {
        title: 'アプリ連携を開始できません',
        message: 'このアプリは登録されていないか、利用が停止されています。アプリの提供元にお問い合わせください。',
      };
    case 'invalid_request':
    case 'session_not_found':
      return {
        title: 'アプリ連携を続けられません',
        message: '連携の手続きの有効期限が切れたか、別のブラウザで開かれました。連携元のアプリからもう一度お試しください。',
      };
    default:
      return {
        title: 'アプリ連携でエラーが発生しました',
        message: `連携元のアプリからもう一度お試しください。（${error ?? 'server_error'}）`,
      };
  }
}
