import { serveRoute } from '../../../platform/http/serve-route.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps.ts';
import { requireBuyer } from '../../../platform/http/request-auth.ts';
import { requireIdempotencyKey } from '../../../platform/http/idempotency.ts';
import { getRequestKey } from './get-request-key.ts';
import { REQUEST_KEY_REFUSED, linkRequestKey } from './link-request-key.ts';
import { payRequest } from './pay-request.ts';

/** Sellers' requests for card payment: look a key up, link it, pay the request. */
export function requestKeyRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serveRoute(app, 'getRequestKey', (req) => getRequestKey(deps, { buyerId: requireBuyer(req).buyerId, key: req.params.key }));

    serveRoute(app, 'linkRequestKey', async (req, reply) => {
      const auth = requireBuyer(req);
      const outcome = await linkRequestKey(deps, {
        buyerId: auth.buyerId,
        userId: auth.userId,
        key: req.body.request_key,
        ip: req.ip,
      });
      if (!outcome.linked) return reply.code(400).send(REQUEST_KEY_REFUSED);
      return reply.code(200).send({ invoice_id: outcome.invoice_id, buyer_document_number: outcome.buyer_document_number });
    });

    serveRoute(app, 'payRequest', (req) => {
      const auth = requireBuyer(req);
      return payRequest(deps, {
        buyerId: auth.buyerId,
        userId: auth.userId,
        invoiceId: req.params.id,
        idempotencyKey: requireIdempotencyKey(req),
        body: req.body,
        ip: req.ip,
      });
    });
  };
}
