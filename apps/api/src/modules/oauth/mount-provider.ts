import type { FastifyPluginAsync, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { OAUTH_COOKIES, OAUTH_MOUNT_PATH, type OAuthServer } from './oauth-server.ts';

/**
 * oidc-provider's own endpoints, and nothing else under /oauth: the SPA serves /oauth/authorize,
 * /oauth/onetime-password and /oauth/payments/*, so there is no catch-all. Each path is one
 * Fastify route handing the raw request to the provider's Koa app. The list is the inventory
 * route-guards.test.ts checks: these are public by nature (OAuth authenticates the client or
 * the code itself).
 */
export const OAUTH_PROVIDER_ENDPOINTS: readonly { method: HTTPMethods; url: string }[] = [
  { method: 'GET', url: `${OAUTH_MOUNT_PATH}/auth` },
  { method: 'GET', url: `${OAUTH_MOUNT_PATH}/auth/:uid` },
  { method: 'POST', url: `${OAUTH_MOUNT_PATH}/token` },
  { method: 'OPTIONS', url: `${OAUTH_MOUNT_PATH}/token` },
  { method: 'POST', url: `${OAUTH_MOUNT_PATH}/token/revocation` },
  { method: 'OPTIONS', url: `${OAUTH_MOUNT_PATH}/token/revocation` },
  { method: 'GET', url: `${OAUTH_MOUNT_PATH}/jwks` },
  { method: 'GET', url: `${OAUTH_MOUNT_PATH}/.well-known/oauth-authorization-server` },
  { method: 'GET', url: `${OAUTH_MOUNT_PATH}/.well-known/openid-configuration` },
  // RFC 8414 §3.1: the metadata of issuer https://host/oauth lives at this path-inserted URL.
  { method: 'GET', url: `/.well-known/oauth-authorization-server${OAUTH_MOUNT_PATH}` },
];

const SESSION_COOKIE = new RegExp(`(^|;\\s*)${OAUTH_COOKIES.session}(\\.sig)?=[^;]*`, 'g');

export function oauthProviderRoutes(server: OAuthServer): FastifyPluginAsync {
  return async (app) => {
    // The provider reads its own form bodies (token, revocation): Fastify must leave the stream alone.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

    const callback = server.provider.callback();
    async function handOver(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      const url = raw.url ?? '/';
      const inner = url.startsWith(`${OAUTH_MOUNT_PATH}/`)
        ? url.slice(OAUTH_MOUNT_PATH.length)
        : url.replace(`/.well-known/oauth-authorization-server${OAUTH_MOUNT_PATH}`, '/.well-known/oauth-authorization-server');
      // The provider derives its mount path from originalUrl minus url (as under express).
      raw.originalUrl = `${OAUTH_MOUNT_PATH}${inner}`;
      raw.url = inner;
      if (inner.startsWith('/auth') && typeof raw.headers.cookie === 'string') {
        // Every authorization starts without oidc-provider's login session: the web app's own
        // login (or the password and second factor on our screens) decides who is granting, each
        // time; a session left from another user's earlier authorization must not carry over.
        raw.headers.cookie = raw.headers.cookie.replace(SESSION_COOKIE, '');
      }
      reply.hijack();
      await callback(raw, reply.raw);
    }

    for (const endpoint of OAUTH_PROVIDER_ENDPOINTS) {
      app.route({ method: endpoint.method, url: endpoint.url, handler: handOver });
    }
  };
}
