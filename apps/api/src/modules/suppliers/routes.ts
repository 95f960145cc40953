import { serveRoute } from '../../platform/http/serve-route.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireBuyer } from '../../platform/http/request-auth.ts';
import { createSupplier } from './create-supplier.ts';
import { deleteSupplier } from './delete-supplier.ts';
import { listSuppliers } from './repository.ts';
import { saveSupplierAccount } from './save-account.ts';
import { findOwnSupplier, listAccounts, supplierDetail, toAccountView } from './supplier-views.ts';

/** Suppliers (支払先) and their bank accounts; every query is scoped to the caller's buyer. */
export function supplierRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serveRoute(app, 'listSuppliers', (req) =>
      listSuppliers(deps.db, {
        buyerId: requireBuyer(req).buyerId,
        statuses: req.query.status,
        q: req.query.q,
        from: req.query.from,
        size: req.query.size,
      }),
    );

    // The two supplier forms differ only in their body and business form.
    const creations = [
      { name: 'createCorporationSupplier', businessForm: 1 },
      { name: 'createSoleProprietorSupplier', businessForm: 2 },
    ] as const;
    for (const { name, businessForm } of creations) {
      serveRoute(app, name, async (req, reply) => {
        const auth = requireBuyer(req);
        const result = await createSupplier(deps, {
          buyerId: auth.buyerId,
          userId: auth.userId,
          ip: req.ip,
          businessForm,
          body: req.body,
        });
        return reply.code(201).send(result);
      });
    }

    serveRoute(app, 'getSupplier', async (req) => {
      const supplier = await findOwnSupplier(deps.db, requireBuyer(req).buyerId, req.params.id);
      return supplierDetail(deps.db, supplier);
    });

    serveRoute(app, 'deleteSupplier', async (req, reply) => {
      const auth = requireBuyer(req);
      await deleteSupplier(deps, { buyerId: auth.buyerId, userId: auth.userId, supplierId: req.params.id, ip: req.ip });
      return reply.code(204).send(null);
    });

    serveRoute(app, 'listSupplierAccounts', async (req) => {
      const supplier = await findOwnSupplier(deps.db, requireBuyer(req).buyerId, req.params.id);
      return { accounts: (await listAccounts(deps.db, supplier.id)).map(toAccountView) };
    });

    serveRoute(app, 'createSupplierAccount', async (req, reply) => {
      const auth = requireBuyer(req);
      const result = await saveSupplierAccount(deps, {
        buyerId: auth.buyerId,
        userId: auth.userId,
        supplierId: req.params.id,
        body: req.body,
        ip: req.ip,
      });
      return reply.code(201).send(result);
    });

    serveRoute(app, 'updateSupplierAccount', async (req) => {
      const auth = requireBuyer(req);
      return saveSupplierAccount(deps, {
        buyerId: auth.buyerId,
        userId: auth.userId,
        supplierId: req.params.id,
        accountId: req.params.accountId,
        body: req.body,
        ip: req.ip,
      });
    });
  };
}
