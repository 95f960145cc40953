import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireOperator } from '../../platform/http/request-auth.ts';
import { serveRoute } from '../../platform/http/serve-route.ts';
import { createPartnerClient } from './create-partner-client.ts';
import { listPartnerClients } from './list-partner-clients.ts';
import { revokePartnerClient } from './revoke-partner-client.ts';

/** The console's 連携アプリ (admin; the route table's roles are checked by the guard, and again here). */
export function partnerClientRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serveRoute(app, 'opsListPartnerClients', async (req) => {
      requireOperator(req, 'admin');
      return { clients: await listPartnerClients(deps.db) };
    });

    serveRoute(app, 'opsCreatePartnerClient', async (req, reply) => {
      const admin = requireOperator(req, 'admin');
      const created = await createPartnerClient(
        deps,
        { operatorId: admin.operatorId, name: admin.name, ipAddress: req.ip },
        {
          name: req.body.name,
          logoDataUri: req.body.logo_data_uri,
          clientType: req.body.client_type,
          redirectUris: req.body.redirect_uris,
          scopes: req.body.scopes,
          webhookUrl: req.body.webhook_url,
        },
      );
      // Secrets in an answer must not sit in a cache (RFC 6749 §5.1 asks the same of tokens).
      void reply.header('cache-control', 'no-store');
      return reply.code(201).send({
        client: created.client,
        client_secret: created.clientSecret,
        webhook_secret: created.webhookSecret,
      });
    });

    serveRoute(app, 'opsRevokePartnerClient', async (req) => {
      const admin = requireOperator(req, 'admin');
      const client = await revokePartnerClient(
        deps,
        { operatorId: admin.operatorId, name: admin.name, ipAddress: req.ip },
        { clientId: req.params.clientId },
      );
      return { client };
    });
  };
}
