import {
  API,
  idParamsSchema,
  invoiceDetailResponseSchema,
  linkRequestKeyRequestSchema,
  linkRequestKeyResponseSchema,
  payRequestRequestSchema,
  requestKeyParamsSchema,
  requestKeyResponseSchema,
} from '@icp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { authenticate, requireBuyer } from '../../platform/http/authenticate.ts';
import { requireIdempotencyKey } from '../../platform/http/idempotency.ts';
import { responses } from '../../platform/http/route-schemas.ts';
import { getRequestKey } from './get-request-key.ts';
import { REQUEST_KEY_REFUSED, linkRequestKey } from './link-request-key.ts';
import { payRequest } from './pay-request.ts';

/** Sellers' requests for card payment: look a key up, link it, pay the request. */
export function requestKeyRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['request keys'];
    app.addHook('onRequest', authenticate(deps));

    app.get(
      API.requestKey,
      {
        schema: {
          tags,
          summary: '請求キーの確認（1 有効 / 2 期限切れ / 3 無効）',
          params: requestKeyParamsSchema,
          response: responses(200, requestKeyResponseSchema),
        },
      },
      (req) => getRequestKey(deps, { buyerId: requireBuyer(req).buyerId, key: req.params.key }),
    );

    app.post(
      API.requestKeys,
      {
        schema: {
          tags,
          summary: '請求キーの登録（登録できないときは 400・status "2"）',
          body: linkRequestKeyRequestSchema,
          response: responses(200, linkRequestKeyResponseSchema),
        },
      },
      async (req, reply) => {
        const auth = requireBuyer(req);
        const outcome = await linkRequestKey(deps, {
          buyerId: auth.buyerId,
          userId: auth.userId,
          key: req.body.request_key,
          ip: req.ip,
        });
        if (!outcome.linked) return reply.code(400).send(REQUEST_KEY_REFUSED);
        return reply.code(200).send({ invoice_id: outcome.invoice_id, buyer_document_number: outcome.buyer_document_number });
      },
    );

    app.put(
      API.invoiceRequestBuyer,
      {
        schema: {
          tags,
          summary: '請求支払のカード払い（Idempotency-Key 必須）',
          params: idParamsSchema,
          body: payRequestRequestSchema,
          response: responses(200, invoiceDetailResponseSchema),
        },
      },
      (req) => {
        const auth = requireBuyer(req);
        return payRequest(deps, {
          buyerId: auth.buyerId,
          userId: auth.userId,
          invoiceId: req.params.id,
          idempotencyKey: requireIdempotencyKey(req),
          body: req.body,
          ip: req.ip,
        });
      },
    );
  };
}
