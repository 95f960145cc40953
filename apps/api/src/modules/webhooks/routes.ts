import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireOperator } from '../../platform/http/request-auth.ts';
import { serveRoute } from '../../platform/http/serve-route.ts';
import { getWebhookDelivery } from './get-webhook-delivery.ts';
import { listWebhookDeliveries } from './list-webhook-deliveries.ts';
import { replayWebhookDelivery } from './replay-webhook-delivery.ts';

/** The console's Webhook配信 log and its replay (admin). */
export function webhookRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serveRoute(app, 'opsListWebhookDeliveries', async (req) => {
      requireOperator(req, 'admin');
      return {
        deliveries: await listWebhookDeliveries(deps.db, {
          clientId: req.query.client_id,
          status: req.query.status,
          beforeId: req.query.before_id,
          limit: req.query.limit,
        }),
      };
    });

    serveRoute(app, 'opsGetWebhookDelivery', async (req) => {
      requireOperator(req, 'admin');
      return getWebhookDelivery(deps.db, req.params.id);
    });

    serveRoute(app, 'opsReplayWebhookDelivery', async (req) => {
      const admin = requireOperator(req, 'admin');
      return replayWebhookDelivery(
        deps,
        { operatorId: admin.operatorId, name: admin.name, ipAddress: req.ip },
        { id: req.params.id },
      );
    });
  };
}
