import { serveRoute } from '../../platform/http/serve-route.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireBuyer } from '../../platform/http/request-auth.ts';
import { confirmNotice, getNotice } from './read-notice.ts';
import { listNotifications } from './repository.ts';

export function notificationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serveRoute(app, 'listNotifications', (req) =>
      listNotifications(deps.db, {
        buyerId: requireBuyer(req).buyerId,
        unread: req.query.unread,
        from: req.query.from,
        size: req.query.size,
      }),
    );

    serveRoute(app, 'getNotice', (req) => getNotice(deps, { buyerId: requireBuyer(req).buyerId, id: req.params.id }));

    serveRoute(app, 'confirmNotification', (req) => {
      const auth = requireBuyer(req);
      return confirmNotice(deps, { buyerId: auth.buyerId, userId: auth.userId, id: req.params.id, ip: req.ip });
    });
  };
}
