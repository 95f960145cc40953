import {
  API,
  idParamsSchema,
  noticeConfirmationResponseSchema,
  noticeSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
} from '@icp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { authenticate, requireBuyer } from '../../platform/http/authenticate.ts';
import { responses } from '../../platform/http/route-schemas.ts';
import { confirmNotice, getNotice } from './read-notice.ts';
import { listNotifications } from './repository.ts';

export function notificationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['notifications'];
    app.addHook('onRequest', authenticate(deps));
    app.get(
      API.notifications,
      {
        schema: {
          tags,
          summary: 'お知らせ一覧（count_unread は未読数）',
          querystring: notificationsQuerySchema,
          response: responses(200, notificationsResponseSchema),
        },
      },
      (req) =>
        listNotifications(deps.db, {
          buyerId: requireBuyer(req).buyerId,
          unread: req.query.unread,
          from: req.query.from,
          size: req.query.size,
        }),
    );

    app.get(
      API.notice,
      {
        schema: { tags, summary: 'お知らせの詳細', params: idParamsSchema, response: responses(200, noticeSchema) },
      },
      (req) => getNotice(deps, { buyerId: requireBuyer(req).buyerId, id: req.params.id }),
    );

    app.post(
      API.notificationConfirmation,
      {
        schema: {
          tags,
          summary: 'お知らせを既読にする（未読数を返す）',
          params: idParamsSchema,
          response: responses(200, noticeConfirmationResponseSchema),
        },
      },
      (req) => {
        const auth = requireBuyer(req);
        return confirmNotice(deps, { buyerId: auth.buyerId, userId: auth.userId, id: req.params.id, ip: req.ip });
      },
    );
  };
}
