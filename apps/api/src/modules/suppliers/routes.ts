import {
  API,
  accountParamsSchema,
  idParamsSchema,
  supplierAccountRequestSchema,
  supplierAccountResponseSchema,
  supplierAccountsResponseSchema,
  supplierCorporationRequestSchema,
  supplierCreatedResponseSchema,
  supplierDetailSchema,
  supplierSoleProprietorRequestSchema,
  suppliersQuerySchema,
  suppliersResponseSchema,
} from '@icp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { authenticate, requireBuyer } from '../../platform/http/authenticate.ts';
import { responses } from '../../platform/http/route-schemas.ts';
import { createSupplier } from './create-supplier.ts';
import { deleteSupplier } from './delete-supplier.ts';
import { listSuppliers } from './repository.ts';
import { saveSupplierAccount } from './save-account.ts';
import { findOwnSupplier, listAccounts, supplierDetail, toAccountView } from './supplier-views.ts';

/** Suppliers (支払先) and their bank accounts; every query is scoped to the caller's buyer. */
export function supplierRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['suppliers'];
    app.addHook('onRequest', authenticate(deps));

    app.get(
      API.suppliers,
      {
        schema: {
          tags,
          summary: '支払先一覧',
          querystring: suppliersQuerySchema,
          response: responses(200, suppliersResponseSchema),
        },
      },
      (req) =>
        listSuppliers(deps.db, {
          buyerId: requireBuyer(req).buyerId,
          statuses: req.query.status,
          q: req.query.q,
          from: req.query.from,
          size: req.query.size,
        }),
    );

    // The two supplier forms differ only in their body schema and business form.
    const creations = [
      { path: API.supplierCorporation, businessForm: 1, body: supplierCorporationRequestSchema, summary: '法人の支払先を登録' },
      {
        path: API.supplierSoleProprietor,
        businessForm: 2,
        body: supplierSoleProprietorRequestSchema,
        summary: '個人事業主の支払先を登録',
      },
    ] as const;
    for (const { path, businessForm, body, summary } of creations) {
      app.post(
        path,
        { schema: { tags, summary, body, response: responses(201, supplierCreatedResponseSchema) } },
        async (req, reply) => {
          const auth = requireBuyer(req);
          const result = await createSupplier(deps, {
            buyerId: auth.buyerId,
            userId: auth.userId,
            ip: req.ip,
            businessForm,
            body: req.body,
          });
          return reply.code(201).send(result);
        },
      );
    }

    app.get(
      '/suppliers/:id',
      { schema: { tags, summary: '支払先の詳細', params: idParamsSchema, response: responses(200, supplierDetailSchema) } },
      async (req) => {
        const supplier = await findOwnSupplier(deps.db, requireBuyer(req).buyerId, req.params.id);
        return supplierDetail(deps.db, supplier);
      },
    );

    app.delete(
      '/suppliers/:id',
      {
        schema: {
          tags,
          summary: '支払先の削除（処理中の支払がない場合）',
          params: idParamsSchema,
          response: { ...responses(200, z.null()), 204: z.null() },
        },
      },
      async (req, reply) => {
        const auth = requireBuyer(req);
        await deleteSupplier(deps, { buyerId: auth.buyerId, userId: auth.userId, supplierId: req.params.id, ip: req.ip });
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/suppliers/:id/accounts',
      {
        schema: {
          tags,
          summary: '支払先の口座一覧',
          params: idParamsSchema,
          response: responses(200, supplierAccountsResponseSchema),
        },
      },
      async (req) => {
        const supplier = await findOwnSupplier(deps.db, requireBuyer(req).buyerId, req.params.id);
        return { accounts: (await listAccounts(deps.db, supplier.id)).map(toAccountView) };
      },
    );

    app.post(
      '/suppliers/:id/accounts',
      {
        schema: {
          tags,
          summary: '支払先の口座を登録',
          params: idParamsSchema,
          body: supplierAccountRequestSchema,
          response: responses(201, supplierAccountResponseSchema),
        },
      },
      async (req, reply) => {
        const auth = requireBuyer(req);
        const result = await saveSupplierAccount(deps, {
          buyerId: auth.buyerId,
          userId: auth.userId,
          supplierId: req.params.id,
          body: req.body,
          ip: req.ip,
        });
        return reply.code(201).send(result);
      },
    );

    app.put(
      '/suppliers/:id/accounts/:accountId',
      {
        schema: {
          tags,
          summary: '支払先の口座を変更',
          params: accountParamsSchema,
          body: supplierAccountRequestSchema,
          response: responses(200, supplierAccountResponseSchema),
        },
      },
      async (req) => {
        const auth = requireBuyer(req);
        return saveSupplierAccount(deps, {
          buyerId: auth.buyerId,
          userId: auth.userId,
          supplierId: req.params.id,
          accountId: req.params.accountId,
          body: req.body,
          ip: req.ip,
        });
      },
    );
  };
}
