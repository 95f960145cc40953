import {
  API,
  deleteDraftsRequestSchema,
  draftResponseSchema,
  draftsQuerySchema,
  draftsResponseSchema,
  idParamsSchema,
  saveDraftRequestSchema,
} from '@icp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { authenticate, requireBuyer } from '../../platform/http/authenticate.ts';
import { responses } from '../../platform/http/route-schemas.ts';
import { createDraft, deleteDrafts, getDraft, updateDraft } from './drafts.ts';
import { listDrafts } from './repository.ts';

/** 下書き: payment flows saved from any step and resumed later. */
export function draftRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['drafts'];
    app.addHook('onRequest', authenticate(deps));
    app.get(
      API.drafts,
      { schema: { tags, summary: '下書き一覧', querystring: draftsQuerySchema, response: responses(200, draftsResponseSchema) } },
      (req) => listDrafts(deps.db, { buyerId: requireBuyer(req).buyerId, from: req.query.from, size: req.query.size }),
    );
    app.post(
      API.drafts,
      { schema: { tags, summary: '下書きの保存', body: saveDraftRequestSchema, response: responses(201, draftResponseSchema) } },
      async (req, reply) => {
        const auth = requireBuyer(req);
        return reply.code(201).send(await createDraft(deps, { buyerId: auth.buyerId, userId: auth.userId, data: req.body.data }));
      },
    );
    app.get(
      API.draft,
      { schema: { tags, summary: '下書きの取得', params: idParamsSchema, response: responses(200, draftResponseSchema) } },
      (req) => getDraft(deps.db, { buyerId: requireBuyer(req).buyerId, draftId: req.params.id }),
    );
    app.put(
      API.draft,
      {
        schema: {
          tags,
          summary: '下書きの更新',
          params: idParamsSchema,
          body: saveDraftRequestSchema,
          response: responses(200, draftResponseSchema),
        },
      },
      (req) => {
        const auth = requireBuyer(req);
        return updateDraft(deps, { buyerId: auth.buyerId, userId: auth.userId, draftId: req.params.id, data: req.body.data });
      },
    );
    app.delete(
      API.drafts,
      {
        schema: {
          tags,
          summary: '下書きの削除（複数）',
          body: deleteDraftsRequestSchema,
          response: { ...responses(200, z.null()), 204: z.null() },
        },
      },
      async (req, reply) => {
        const auth = requireBuyer(req);
        await deleteDrafts(deps, { buyerId: auth.buyerId, userId: auth.userId, draftIds: req.body.draft_ids });
        return reply.code(204).send(null);
      },
    );
  };
}
