import {
  API,
  approvalRequestSchema,
  approvalResponseSchema,
  commissionQuerySchema,
  commissionResponseSchema,
  createInvoiceConflictBodySchema,
  createInvoiceRequestSchema,
  createdInvoiceResponseSchema,
  duplicateCheckRequestSchema,
  duplicateCheckResponseSchema,
  idParamsSchema,
  promotionRequestSchema,
  promotionResponseSchema,
  resultCodeParamsSchema,
  resultMessageResponseSchema,
  transferDateResponseSchema,
} from '@icp/contract';
import { TRANSFER_RULES } from '@icp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { resultMessage } from '../../platform/card-gateway/result-codes.ts';
import { authenticate, requireBuyer } from '../../platform/http/authenticate.ts';
import { requireIdempotencyKey } from '../../platform/http/idempotency.ts';
import { responses } from '../../platform/http/route-schemas.ts';
import { completeChallenge, requestApproval } from './approvals.ts';
import { createInvoice } from './create-invoice.ts';
import { findLikelyDuplicates } from './duplicates.ts';
import { invoiceCommission, quoteCommission } from './quote.ts';
import { currentTransferSchedule } from './transfer-schedule.ts';

/** Creating a payment: price, dates, card approval (3-D Secure) and the payment itself. */
export function paymentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['payments'];
    app.addHook('onRequest', authenticate(deps));

    app.get(
      API.commission,
      {
        schema: {
          tags,
          summary: '手数料の計算（税込・プロモーション適用）',
          querystring: commissionQuerySchema,
          response: responses(200, commissionResponseSchema),
        },
      },
      async (req) => {
        const buyerId = requireBuyer(req).buyerId;
        if (req.query.invoice_id !== undefined)
          return { commission: await invoiceCommission(deps, buyerId, req.query.invoice_id) };
        const { commission } = await quoteCommission(deps, deps.db, {
          buyerId,
          amount: req.query.amount!,
          promotionCode: req.query.promotion_code,
        });
        return { commission };
      },
    );

    app.post(
      API.promotion,
      {
        schema: {
          tags,
          summary: 'プロモーションコードの確認',
          body: promotionRequestSchema,
          response: responses(200, promotionResponseSchema),
        },
      },
      async (req) => {
        const { commission } = await quoteCommission(deps, deps.db, {
          buyerId: requireBuyer(req).buyerId,
          amount: req.body.amount,
          promotionCode: req.body.promotion_code,
        });
        return { promotion: commission.promotion!, commission };
      },
    );

    app.get(
      API.transferDate,
      { schema: { tags, summary: '最短の振込日', response: responses(200, transferDateResponseSchema) } },
      async (req) => {
        requireBuyer(req);
        const now = deps.clock.now();
        const schedule = await currentTransferSchedule(deps.db, now);
        return {
          earliest_transfer_date: schedule.earliestTransferDate,
          cutoff_time: `${TRANSFER_RULES.CUTOFF_HOUR_JST}:00`,
          examination_business_days: TRANSFER_RULES.EXAMINATION_BUSINESS_DAYS,
          now: now.toISOString(),
        };
      },
    );

    app.post(
      API.creditCardApproval,
      {
        schema: {
          tags,
          summary: 'カードの与信（Idempotency-Key 必須、3-Dセキュアあり）',
          body: approvalRequestSchema,
          response: responses(200, approvalResponseSchema),
        },
      },
      (req) => {
        const auth = requireBuyer(req);
        return requestApproval(deps, {
          buyerId: auth.buyerId,
          userId: auth.userId,
          idempotencyKey: requireIdempotencyKey(req),
          body: req.body,
          ip: req.ip,
        });
      },
    );

    app.post(
      API.creditCardApprovalChallenge,
      {
        schema: {
          tags,
          summary: '3-Dセキュア認証の結果確認',
          params: idParamsSchema,
          response: responses(200, approvalResponseSchema),
        },
      },
      (req) => {
        const auth = requireBuyer(req);
        return completeChallenge(deps, { buyerId: auth.buyerId, userId: auth.userId, approvalId: req.params.id, ip: req.ip });
      },
    );

    app.post(
      API.duplicateCheck,
      {
        schema: {
          tags,
          summary: '重複の可能性がある支払の確認（読み取りのみ）',
          body: duplicateCheckRequestSchema,
          response: responses(200, duplicateCheckResponseSchema),
        },
      },
      async (req) => {
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
      },
    );

    app.post(
      API.invoices,
      {
        schema: {
          tags,
          summary: '支払の申請（Idempotency-Key 必須）',
          body: createInvoiceRequestSchema,
          response: {
            ...responses(201, createdInvoiceResponseSchema),
            201: createdInvoiceResponseSchema,
            409: createInvoiceConflictBodySchema,
          },
        },
      },
      async (req, reply) => {
        const auth = requireBuyer(req);
        const { invoice } = await createInvoice(deps, {
          buyerId: auth.buyerId,
          userId: auth.userId,
          idempotencyKey: requireIdempotencyKey(req),
          body: req.body,
          ip: req.ip,
        });
        return reply.code(201).send({ invoice });
      },
    );

    app.get(
      API.resultMessage,
      {
        schema: {
          tags,
          summary: '決済結果コードのメッセージ',
          params: resultCodeParamsSchema,
          response: responses(200, resultMessageResponseSchema),
        },
      },
      (req) => {
        requireBuyer(req);
        const code = req.params.id;
        return { code, message: deps.cardGateway?.resultMessage(code) ?? resultMessage(code) };
      },
    );
  };
}
