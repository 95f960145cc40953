import {
  API,
  creditCardResponseSchema,
  creditCardsResponseSchema,
  idParamsSchema,
  registerCreditCardRequestSchema,
} from '@icp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { authenticate, requireBuyer } from '../../platform/http/authenticate.ts';
import { responses } from '../../platform/http/route-schemas.ts';
import { deleteCreditCard, listCreditCards, registerCreditCard, setDefaultCreditCard } from './credit-cards.ts';

/** Saved cards (お支払い方法): tokens in, brand + last 4 out — never a card number. */
export function creditCardRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['credit cards'];
    app.addHook('onRequest', authenticate(deps));

    app.get(
      API.creditCards,
      { schema: { tags, summary: '登録済みカード一覧', response: responses(200, creditCardsResponseSchema) } },
      (req) => listCreditCards(deps.db, requireBuyer(req).buyerId),
    );

    app.post(
      API.creditCards,
      {
        schema: {
          tags,
          summary: 'カードの登録（決済代行のワンタイムトークン）',
          body: registerCreditCardRequestSchema,
          response: responses(201, creditCardResponseSchema),
        },
      },
      async (req, reply) => {
        const auth = requireBuyer(req);
        return reply
          .code(201)
          .send(
            await registerCreditCard(deps, { buyerId: auth.buyerId, userId: auth.userId, token: req.body.token, ip: req.ip }),
          );
      },
    );

    app.put(
      API.creditCardDefault,
      {
        schema: {
          tags,
          summary: '既定のカードにする',
          params: idParamsSchema,
          response: responses(200, creditCardResponseSchema),
        },
      },
      (req) => {
        const auth = requireBuyer(req);
        return setDefaultCreditCard(deps, { buyerId: auth.buyerId, userId: auth.userId, cardId: req.params.id, ip: req.ip });
      },
    );

    app.delete(
      API.creditCard,
      {
        schema: {
          tags,
          summary: 'カードの削除（手続き中の支払に使われている間は 409 card_in_use）',
          params: idParamsSchema,
          response: { ...responses(200, z.null()), 204: z.null() },
        },
      },
      async (req, reply) => {
        const auth = requireBuyer(req);
        await deleteCreditCard(deps, { buyerId: auth.buyerId, userId: auth.userId, cardId: req.params.id, ip: req.ip });
        return reply.code(204).send(null);
      },
    );
  };
}
