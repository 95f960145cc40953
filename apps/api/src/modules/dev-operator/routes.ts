import { REQUEST_KEY_LENGTH } from '@icp/contract';
import { INVOICE_TRANSITIONS, MONEY, type InvoiceTransition, invoiceDisplayId, invoiceStatusFromValue } from '@icp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { transitionInvoice } from '../payments/lifecycle/transition.ts';
import { runPaymentJobs } from '../payments/lifecycle/payment-jobs.ts';
import { AppError } from '../../platform/app-error.ts';
import { publishNotice } from '../notifications/publish-notice.ts';
import { createPaymentRequest } from '../payments/request-keys/create-request.ts';
import { findUserByEmail } from '../users/repository.ts';

const transitionBody = z.strictObject({
  transition: z.enum(Object.keys(INVOICE_TRANSITIONS) as [InvoiceTransition, ...InvoiceTransition[]]),
  reason: z.string().trim().max(500).optional(),
  operator: z.string().trim().max(100).default('dev-operator'),
});

/**
 * The ops use cases refuse bad input with a plain Error carrying a Japanese sentence (the CLI
 * prints it); over HTTP that is the caller's mistake, a 400, not a 500. Database and other
 * failures are Error subclasses and stay 500s.
 */
function refusalAsBadRequest(error: unknown): never {
  if (error instanceof Error && error.constructor === Error)
    throw new AppError('validation_error', { userMessage: error.message, message: error.message });
  throw error;
}

/**
 * Development stand-in for the operator console (a later issue): the same transition use case
 * as `npm run ops -- invoice:…`, reachable over HTTP so the browser journeys and a demo can move
 * payments while the embedded database is held by the running server. Never registered in
 * production (like the dev mailbox); it has no login because nothing outside development has it.
 */
export function devOperatorRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/dev/operator/invoices/:id/transitions',
      { schema: { hide: true, params: z.strictObject({ id: z.coerce.number().int().positive() }), body: transitionBody } },
      async (req) => {
        const row = await transitionInvoice(deps, {
          invoiceId: req.params.id,
          transition: req.body.transition,
          actor: { type: 'operator', name: req.body.operator },
          reason: req.body.reason,
        });
        return {
          id: row.id,
          display_id: invoiceDisplayId(row.id),
          status: invoiceStatusFromValue(row.status),
          is_action_required: row.isActionRequired,
        };
      },
    );
    app.post(
      '/api/dev/operator/requests',
      {
        schema: {
          hide: true,
          body: z.strictObject({
            buyer_email: z.string().max(254),
            seller_name: z.string().max(100),
            amount: z.number().int().min(MONEY.MIN_INVOICE_AMOUNT).max(MONEY.MAX_INVOICE_AMOUNT),
            due_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
            expires_at: z.iso.datetime({ offset: true }),
            key: z.string().max(REQUEST_KEY_LENGTH.MAX).optional(),
          }),
        },
      },
      async (req, reply) => {
        const user = await findUserByEmail(deps.db, req.body.buyer_email.trim().toLowerCase());
        if (!user?.buyerId) throw new AppError('not_found', { userMessage: 'この事業者は登録されていません。' });
        const created = await createPaymentRequest(deps.db, {
          buyerEmail: req.body.buyer_email,
          sellerName: req.body.seller_name,
          amount: req.body.amount,
          dueDate: req.body.due_date,
          expiresAt: new Date(req.body.expires_at),
          key: req.body.key,
          operator: 'dev-operator',
          now: deps.clock.now(),
        }).catch(refusalAsBadRequest);
        return reply.code(201).send({ key: created.key, display_id: created.displayId });
      },
    );
    // `npm run ops -- notice:publish` over HTTP: to the buyer of buyer_email, or to everyone without it.
    app.post(
      '/api/dev/operator/notices',
      {
        schema: {
          hide: true,
          body: z.strictObject({
            buyer_email: z.string().max(254).optional(),
            title: z.string().max(100),
            body: z.string().max(5000),
            link_path: z.string().max(300).optional(),
          }),
        },
      },
      async (req, reply) => {
        let buyerId: number | undefined;
        if (req.body.buyer_email !== undefined) {
          const user = await findUserByEmail(deps.db, req.body.buyer_email);
          if (!user?.buyerId) throw new AppError('not_found', { userMessage: 'この事業者は登録されていません。' });
          buyerId = user.buyerId;
        }
        const notice = await publishNotice(deps.db, {
          title: req.body.title,
          body: req.body.body,
          buyerId,
          linkPath: req.body.link_path,
          operator: 'dev-operator',
          now: deps.clock.now(),
        });
        return reply.code(201).send({ id: notice.id });
      },
    );
    app.post('/api/dev/operator/jobs', { schema: { hide: true } }, async () => {
      await runPaymentJobs(deps);
      return { ok: true };
    });
  };
}
