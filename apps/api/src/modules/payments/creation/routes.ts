import { TRANSFER_RULES } from '@icp/domain';
import { serveRoute } from '../../../platform/http/serve-route.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps.ts';
import { requireBuyer } from '../../../platform/http/request-auth.ts';
import { requireIdempotencyKey } from '../../../platform/http/idempotency.ts';
import { completeChallenge, requestApproval } from '../cards/approvals.ts';
import { createInvoice } from './create-invoice.ts';
import { findLikelyDuplicates } from './duplicates.ts';
import { invoiceCommission, quoteCommission } from '../model/quote.ts';
import { currentTransferSchedule } from '../model/transfer-schedule.ts';

/** Creating a payment: price, dates, card approval (3-D Secure) and the payment itself. */
export function paymentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serveRoute(app, 'getCommission', async (req) => {
      const buyerId = requireBuyer(req).buyerId;
      if (req.query.invoice_id !== undefined) return { commission: await invoiceCommission(deps, buyerId, req.query.invoice_id) };
      const { commission } = await quoteCommission(deps, deps.db, {
        buyerId,
        amount: req.query.amount!,
        promotionCode: req.query.promotion_code,
      });
      return { commission };
    });

    serveRoute(app, 'checkPromotion', async (req) => {
      const { commission } = await quoteCommission(deps, deps.db, {
        buyerId: requireBuyer(req).buyerId,
        amount: req.body.amount,
        promotionCode: req.body.promotion_code,
      });
      return { promotion: commission.promotion!, commission };
    });

    serveRoute(app, 'getTransferDate', async (req) => {
      requireBuyer(req);
      const now = deps.clock.now();
      const schedule = await currentTransferSchedule(deps.db, now);
      return {
        earliest_transfer_date: schedule.earliestTransferDate,
        cutoff_time: `${TRANSFER_RULES.CUTOFF_HOUR_JST}:00`,
        examination_business_days: TRANSFER_RULES.EXAMINATION_BUSINESS_DAYS,
        now: now.toISOString(),
      };
    });

    serveRoute(app, 'approveCard', (req) => {
      const auth = requireBuyer(req);
      return requestApproval(deps, {
        buyerId: auth.buyerId,
        userId: auth.userId,
        idempotencyKey: requireIdempotencyKey(req),
        body: req.body,
        ip: req.ip,
      });
    });

    serveRoute(app, 'completeCardChallenge', (req) => {
      const auth = requireBuyer(req);
      return completeChallenge(deps, { buyerId: auth.buyerId, userId: auth.userId, approvalId: req.params.id, ip: req.ip });
    });

    serveRoute(app, 'checkDuplicates', async (req) => {
      const buyerId = requireBuyer(req).buyerId;
      const duplicates = await findLikelyDuplicates(deps.db, {
        buyerId,
        supplierId: req.body.supplier_id,
        amount: req.body.amount,
        dueDate: req.body.due_date,
        invoiceNumber: req.body.invoice_number,
        fileId: req.body.file_id,
        now: deps.clock.now(),
      });
      return { duplicates };
    });

    serveRoute(app, 'createInvoice', async (req, reply) => {
      const auth = requireBuyer(req);
      const { invoice } = await createInvoice(deps, {
        buyerId: auth.buyerId,
        userId: auth.userId,
        idempotencyKey: requireIdempotencyKey(req),
        body: req.body,
        ip: req.ip,
      });
      return reply.code(201).send({ invoice });
    });

    serveRoute(app, 'getResultMessage', (req) => {
      requireBuyer(req);
      const code = req.params.id;
      return { code, message: deps.cardGateway.resultMessage(code) };
    });
  };
}
