import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireIdempotencyKey } from '../../platform/http/idempotency.ts';
import { requireBuyer, requirePartner } from '../../platform/http/request-auth.ts';
import { serveRoute } from '../../platform/http/serve-route.ts';
import { getPrePayment, listPrePayments } from './buyer-reads.ts';
import { createPartnerPrePayment } from './create-partner-pre-payment.ts';
import { PARTNER_PRE_PAYMENT_BODY_LIMIT } from './partner-invoice-file.ts';
import { getPartnerPrePayment, listPartnerPrePayments, listPartnerSuppliers } from './partner-reads.ts';
import { preparePrePayment } from './prepare-pre-payment.ts';

/**
 * The OAuth payment flow (issue 16 §2): partner apps send invoices as pre-payments and read how
 * they went (auth 'partner', scoped to the app and the buyer who connected it); the buyer opens,
 * prepares and pays them (auth 'buyer'; paying is POST /invoices with pre_id).
 */
export function prePaymentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    partnerRoutes(deps, app);

    serveRoute(app, 'listPrePayments', (req) => listPrePayments(deps, { buyerId: requireBuyer(req).buyerId }));

    serveRoute(app, 'getPrePayment', (req) =>
      getPrePayment(deps, { buyerId: requireBuyer(req).buyerId, preId: req.params.preId }),
    );

    serveRoute(app, 'preparePrePayment', (req) => {
      const auth = requireBuyer(req);
      return preparePrePayment(deps, { buyerId: auth.buyerId, userId: auth.userId, preId: req.params.preId, ip: req.ip });
    });
  };
}

/** The partner API: every call scoped to the app and the buyer of its access token. */
function partnerRoutes(deps: AppDeps, app: FastifyInstance): void {
  serveRoute(
    app,
    'createPartnerPrePayment',
    async (req, reply) => {
      const partner = requirePartner(req);
      const { prePayment } = await createPartnerPrePayment(deps, {
        partner,
        idempotencyKey: requireIdempotencyKey(req),
        body: req.body,
        ip: req.ip,
      });
      return reply.code(201).send(prePayment);
    },
    // The invoice document travels in the JSON as base64.
    { bodyLimit: PARTNER_PRE_PAYMENT_BODY_LIMIT },
  );

  serveRoute(app, 'listPartnerPrePayments', (req) =>
    listPartnerPrePayments(deps, {
      partner: requirePartner(req),
      status: req.query.status,
      after: req.query.after,
      limit: req.query.limit,
    }),
  );

  serveRoute(app, 'getPartnerPrePayment', (req) =>
    getPartnerPrePayment(deps, { partner: requirePartner(req), preId: req.params.preId }),
  );

  serveRoute(app, 'listPartnerSuppliers', (req) => listPartnerSuppliers(deps, { partner: requirePartner(req) }));
}
