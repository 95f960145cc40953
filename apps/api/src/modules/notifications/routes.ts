import { API, notificationsQuerySchema, notificationsResponseSchema } from '@icp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { authenticate, requireBuyer } from '../../platform/http/authenticate.ts';
import { responses } from '../../platform/http/route-schemas.ts';
import { listNotifications } from './repository.ts';

export function notificationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticate(deps));
    app.get(
      API.notifications,
      {
        schema: {
          tags: ['notifications'],
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
  };
}
