import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { operatorRoleChanges } from '../../db/schema.ts';
import { requireOperator } from '../../platform/http/request-auth.ts';
import { serveRoute } from '../../platform/http/serve-route.ts';
import { publishNotice } from '../notifications/publish-notice.ts';
import { createPromotion } from '../payments/creation/create-promotion.ts';
import { createPaymentRequest } from '../payments/request-keys/create-request.ts';
import { publishTerms } from '../terms/terms.ts';
import { searchAuditLog } from './audit-log.ts';
import { addExtraClosedDay, listExtraClosedDays, removeExtraClosedDay } from './closed-days.ts';
import {
  asOperatorRef,
  failedGatewayOperations,
  listPromotions,
  listTermsVersions,
  promotionView,
  retryFailedGatewayOperation,
  runPaymentJobsAsOperator,
  verifyLedgerAsOperator,
} from './console-actions.ts';
import { createOperatorAsAdmin, disableOperator } from './manage-operators.ts';
import { operatorAccounts, roleChangesWhere } from './operator-view.ts';
import { decideRoleChange, proposeRoleChange } from './role-changes.ts';

/**
 * The console's admin area: operators and their roles (four eyes), the audit log (any operator),
 * and what the CLI did until now. Roles are checked here, at the door of each route.
 */
export function opsAdminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serveRoute(app, 'opsListOperators', async (req) => {
      requireOperator(req, 'admin');
      return { operators: await operatorAccounts(deps.db) };
    });

    serveRoute(app, 'opsCreateOperator', async (req, reply) => {
      const admin = requireOperator(req, 'admin');
      const operator = await createOperatorAsAdmin(deps, admin, {
        emailAddress: req.body.email_address,
        name: req.body.name,
        roles: req.body.roles,
        password: req.body.password,
        ip: req.ip,
      });
      return reply.code(201).send({ operator });
    });

    serveRoute(app, 'opsDisableOperator', async (req) => {
      const admin = requireOperator(req, 'admin');
      return { operator: await disableOperator(deps, admin, { operatorId: req.params.id, reason: req.body.reason, ip: req.ip }) };
    });

    serveRoute(app, 'opsProposeRoleChange', async (req, reply) => {
      const admin = requireOperator(req, 'admin');
      const roleChange = await proposeRoleChange(deps, admin, { operatorId: req.params.id, roles: req.body.roles, ip: req.ip });
      return reply.code(201).send({ role_change: roleChange });
    });

    serveRoute(app, 'opsListRoleChanges', async (req) => {
      requireOperator(req, 'admin');
      const where = req.query.status ? eq(operatorRoleChanges.status, req.query.status) : undefined;
      return { role_changes: await roleChangesWhere(deps.db, where) };
    });

    serveRoute(app, 'opsApproveRoleChange', async (req) => {
      const admin = requireOperator(req, 'admin');
      return {
        role_change: await decideRoleChange(deps, admin, { roleChangeId: req.params.id, decision: 'approved', ip: req.ip }),
      };
    });

    serveRoute(app, 'opsRejectRoleChange', async (req) => {
      const admin = requireOperator(req, 'admin');
      return {
        role_change: await decideRoleChange(deps, admin, { roleChangeId: req.params.id, decision: 'rejected', ip: req.ip }),
      };
    });

    serveRoute(app, 'opsSearchAuditLog', async (req) => {
      requireOperator(req);
      return searchAuditLog(deps.db, req.query);
    });

    serveRoute(app, 'opsListBankClosedDays', async (req) => {
      requireOperator(req, 'admin');
      return { days: await listExtraClosedDays(deps) };
    });

    serveRoute(app, 'opsAddBankClosedDay', async (req, reply) => {
      const admin = requireOperator(req, 'admin');
      const day = await addExtraClosedDay(deps, admin, { date: req.body.date, reason: req.body.reason, ip: req.ip });
      return reply.code(201).send({ day });
    });

    serveRoute(app, 'opsRemoveBankClosedDay', async (req, reply) => {
      const admin = requireOperator(req, 'admin');
      await removeExtraClosedDay(deps, admin, { date: req.params.date, ip: req.ip });
      return reply.code(204).send(null);
    });

    serveRoute(app, 'opsPublishNotice', async (req, reply) => {
      const admin = requireOperator(req, 'admin');
      const notice = await publishNotice(deps.db, {
        title: req.body.title,
        body: req.body.body,
        buyerId: req.body.buyer_id,
        linkPath: req.body.link_path,
        operator: asOperatorRef(admin, req.ip),
        now: deps.clock.now(),
      });
      return reply.code(201).send({ id: notice.id, buyer_id: notice.buyerId });
    });

    serveRoute(app, 'opsListPromotions', async (req) => {
      requireOperator(req, 'admin');
      return { promotions: await listPromotions(deps) };
    });

    serveRoute(app, 'opsCreatePromotion', async (req, reply) => {
      const admin = requireOperator(req, 'admin');
      const row = await createPromotion(deps.db, {
        code: req.body.code,
        description: req.body.description,
        discountType: req.body.discount_type,
        discountValue: req.body.discount_value,
        startsAt: req.body.starts_at ? new Date(req.body.starts_at) : deps.clock.now(),
        endsAt: req.body.ends_at ? new Date(req.body.ends_at) : null,
        maxUsesPerBuyer: req.body.max_uses_per_buyer ?? 1,
        operator: asOperatorRef(admin, req.ip),
      });
      return reply.code(201).send({ promotion: promotionView(row) });
    });

    serveRoute(app, 'opsListTerms', async (req) => {
      requireOperator(req, 'admin');
      return listTermsVersions(deps);
    });

    serveRoute(app, 'opsPublishTerms', async (req, reply) => {
      const admin = requireOperator(req, 'admin');
      const terms = await publishTerms(deps.db, {
        version: req.body.version,
        effectiveDate: req.body.effective_date,
        body: req.body.body,
        operator: asOperatorRef(admin, req.ip),
        now: deps.clock.now(),
      });
      return reply.code(201).send({ version: terms.version, effective_date: terms.effectiveDate });
    });

    serveRoute(app, 'opsCreateRequestKey', async (req, reply) => {
      const admin = requireOperator(req, 'admin');
      const r = await createPaymentRequest(deps.db, {
        buyerEmail: req.body.buyer_email,
        sellerName: req.body.seller_name,
        amount: req.body.amount,
        dueDate: req.body.due_date,
        expiresAt: new Date(req.body.expires_at),
        key: req.body.key,
        documentNumber: req.body.document_number,
        operator: asOperatorRef(admin, req.ip),
        now: deps.clock.now(),
      });
      return reply.code(201).send({
        invoice_id: r.invoiceId,
        display_id: r.displayId,
        document_number: r.buyerDocumentNumber,
        key: r.key,
        expires_at: r.expiresAt.toISOString(),
      });
    });

    serveRoute(app, 'opsListFailedGatewayOperations', async (req) => {
      requireOperator(req, 'treasurer', 'admin');
      return { operations: await failedGatewayOperations(deps) };
    });

    serveRoute(app, 'opsRetryGatewayOperation', async (req) => {
      const operator = requireOperator(req, 'treasurer', 'admin');
      return { operation: await retryFailedGatewayOperation(deps, operator, req.params.id, req.ip) };
    });

    serveRoute(app, 'opsVerifyLedger', async (req) => {
      const admin = requireOperator(req, 'admin');
      return verifyLedgerAsOperator(deps, admin, req.ip);
    });

    serveRoute(app, 'opsRunJobs', async (req) => {
      const admin = requireOperator(req, 'admin');
      return runPaymentJobsAsOperator(deps, admin, req.ip);
    });
  };
}
