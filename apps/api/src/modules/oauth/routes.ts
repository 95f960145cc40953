import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta, requireAuth, requireBuyer } from '../../platform/http/request-auth.ts';
import { serveRoute } from '../../platform/http/serve-route.ts';
import { continueInteractionAsBuyer } from './continue-interaction-as-buyer.ts';
import { denyConsent } from './deny-consent.ts';
import { getInteractionDetails } from './get-interaction-details.ts';
import { grantConsent } from './grant-consent.ts';
import { listConnections } from './list-connections.ts';
import { logInToInteraction } from './log-in-to-interaction.ts';
import type { OAuthServer } from './oauth-server.ts';
import { revokeConnection } from './revoke-connection.ts';
import { verifyInteractionLoginCode } from './verify-interaction-login-code.ts';

/**
 * The authorization's screens (login, second factor, consent) and the buyer's connected apps.
 * The interaction routes read oidc-provider's interaction cookie from the raw request.
 */
export function oauthRoutes(deps: AppDeps, server: OAuthServer): FastifyPluginAsyncZod {
  return async (app) => {
    serveRoute(app, 'startOAuthInteraction', (req, reply) =>
      // The SPA's page; it asks /details with the interaction cookie, which this path cannot read.
      reply
        .code(303)
        .header('location', `/oauth/authorize?uid=${encodeURIComponent(req.params.uid)}`)
        .send(),
    );

    serveRoute(app, 'getOAuthInteraction', (req, reply) =>
      getInteractionDetails(deps, server, { request: req, reply }, req.params.uid),
    );

    serveRoute(app, 'approveOAuth', (req, reply) =>
      logInToInteraction(
        deps,
        server,
        { request: req, reply },
        {
          uid: req.params.uid,
          emailAddress: req.body.email_address,
          password: req.body.password,
          ip: req.ip,
        },
      ),
    );

    serveRoute(app, 'approveOAuthTwoFactor', (req, reply) =>
      verifyInteractionLoginCode(
        deps,
        server,
        { request: req, reply },
        {
          uid: req.params.uid,
          loginToken: req.body.login_token,
          code: req.body.code,
          meta: requestMeta(req),
        },
      ),
    );

    serveRoute(app, 'continueOAuthAsBuyer', async (req, reply) => {
      const auth = requireAuth(req);
      await continueInteractionAsBuyer(server, { request: req, reply }, { uid: req.params.uid, userId: auth.userId });
      return reply.code(204).send(null);
    });

    serveRoute(app, 'grantOAuthConsent', (req, reply) => {
      const auth = requireBuyer(req);
      return grantConsent(
        deps,
        server,
        { request: req, reply },
        {
          uid: req.params.uid,
          userId: auth.userId,
          buyerId: auth.buyerId,
          ip: req.ip,
        },
      );
    });

    serveRoute(app, 'denyOAuthConsent', (req, reply) => denyConsent(server, { request: req, reply }, req.params.uid));

    serveRoute(app, 'listOAuthConnections', (req) => listConnections(deps, { buyerId: requireBuyer(req).buyerId }));

    serveRoute(app, 'revokeOAuthConnection', async (req, reply) => {
      const auth = requireBuyer(req);
      await revokeConnection(deps, { buyerId: auth.buyerId, userId: auth.userId, clientId: req.params.clientId, ip: req.ip });
      return reply.code(204).send(null);
    });
  };
}
