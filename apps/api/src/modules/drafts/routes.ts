import { serveRoute } from '../../platform/http/serve-route.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireBuyer } from '../../platform/http/request-auth.ts';
import { createDraft, deleteDrafts, getDraft, updateDraft } from './drafts.ts';
import { listDrafts } from './repository.ts';

/** 下書き: payment flows saved from any step and resumed later. */
export function draftRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serveRoute(app, 'listDrafts', (req) =>
      listDrafts(deps.db, { buyerId: requireBuyer(req).buyerId, from: req.query.from, size: req.query.size }),
    );
    serveRoute(app, 'createDraft', async (req, reply) => {
      const auth = requireBuyer(req);
      return reply.code(201).send(await createDraft(deps, { buyerId: auth.buyerId, userId: auth.userId, data: req.body.data }));
    });
    serveRoute(app, 'getDraft', (req) => getDraft(deps.db, { buyerId: requireBuyer(req).buyerId, draftId: req.params.id }));
    serveRoute(app, 'updateDraft', (req) => {
      const auth = requireBuyer(req);
      return updateDraft(deps, { buyerId: auth.buyerId, userId: auth.userId, draftId: req.params.id, data: req.body.data });
    });
    serveRoute(app, 'deleteDrafts', async (req, reply) => {
      const auth = requireBuyer(req);
      await deleteDrafts(deps, { buyerId: auth.buyerId, userId: auth.userId, draftIds: req.body.draft_ids });
      return reply.code(204).send(null);
    });
  };
}
