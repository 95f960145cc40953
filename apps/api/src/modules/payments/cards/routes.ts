import { serveRoute } from '../../../platform/http/serve-route.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps.ts';
import { requireBuyer } from '../../../platform/http/request-auth.ts';
import { deleteCreditCard, listCreditCards, registerCreditCard, setDefaultCreditCard } from './credit-cards.ts';

/** Saved cards (お支払い方法): tokens in, brand + last 4 out — never a card number. */
export function creditCardRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serveRoute(app, 'listCreditCards', (req) => listCreditCards(deps.db, requireBuyer(req).buyerId));

    serveRoute(app, 'registerCreditCard', async (req, reply) => {
      const auth = requireBuyer(req);
      return reply.code(201).send(
        await registerCreditCard(deps, {
          buyerId: auth.buyerId,
          userId: auth.userId,
          token: req.body.token,
          last4: req.body.last4,
          holderName: req.body.holder_name,
          ip: req.ip,
        }),
      );
    });

    // The card form posts the number to this URL, never to us (PCI DSS SAQ A).
    serveRoute(app, 'getCardTokenConfig', (req) => {
      requireBuyer(req);
      return deps.cardTokenConfig;
    });

    serveRoute(app, 'makeCreditCardDefault', (req) => {
      const auth = requireBuyer(req);
      return setDefaultCreditCard(deps, { buyerId: auth.buyerId, userId: auth.userId, cardId: req.params.id, ip: req.ip });
    });

    serveRoute(app, 'deleteCreditCard', async (req, reply) => {
      const auth = requireBuyer(req);
      await deleteCreditCard(deps, { buyerId: auth.buyerId, userId: auth.userId, cardId: req.params.id, ip: req.ip });
      return reply.code(204).send(null);
    });
  };
}
