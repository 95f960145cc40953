import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { attachmentDisposition } from '../../platform/file-storage/content-disposition.ts';
import { requireOperator } from '../../platform/http/request-auth.ts';
import { serveRoute } from '../../platform/http/serve-route.ts';
import { examinePayment, requestActionReason } from './examine-payment.ts';
import { getExamination } from './get-examination.ts';
import { getExaminationFile } from './get-examination-file.ts';
import { listExaminationQueue } from './list-examination-queue.ts';
import { listSupplierReviews } from './list-supplier-reviews.ts';
import { reviewSupplier } from './review-supplier.ts';

/** The operator console's examination (審査): every route needs the examiner role. */
export function examinationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serveRoute(app, 'opsListExamination', (req) => {
      requireOperator(req, 'examiner');
      return listExaminationQueue(deps, req.query);
    });

    serveRoute(app, 'opsGetExamination', (req) => {
      requireOperator(req, 'examiner');
      return getExamination(deps, req.params.id);
    });

    serveRoute(app, 'opsGetExaminationFile', async (req, reply) => {
      requireOperator(req, 'examiner');
      const file = await getExaminationFile(deps, req.params.id);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.bytes.length)
        .header('content-disposition', attachmentDisposition(file.fileName).replace(/^attachment/, 'inline'))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    });

    serveRoute(app, 'opsCheckExamination', (req) =>
      examinePayment(deps, {
        invoiceId: req.params.id,
        action: 'check',
        expected: { status: req.body.expected_status, isActionRequired: req.body.expected_action_required },
        operator: requireOperator(req, 'examiner'),
        ip: req.ip,
      }),
    );

    serveRoute(app, 'opsRequestExaminationAction', (req) =>
      examinePayment(deps, {
        invoiceId: req.params.id,
        action: 'request_action',
        expected: { status: req.body.expected_status, isActionRequired: req.body.expected_action_required },
        reason: requestActionReason(req.body.reason_template, req.body.reason_text),
        operator: requireOperator(req, 'examiner'),
        ip: req.ip,
      }),
    );

    serveRoute(app, 'opsCompleteExamination', (req) =>
      examinePayment(deps, {
        invoiceId: req.params.id,
        action: 'complete',
        expected: { status: req.body.expected_status, isActionRequired: req.body.expected_action_required },
        operator: requireOperator(req, 'examiner'),
        ip: req.ip,
      }),
    );

    serveRoute(app, 'opsCancelExamination', (req) =>
      examinePayment(deps, {
        invoiceId: req.params.id,
        action: 'cancel',
        expected: { status: req.body.expected_status, isActionRequired: req.body.expected_action_required },
        reason: req.body.reason,
        operator: requireOperator(req, 'examiner'),
        ip: req.ip,
      }),
    );

    serveRoute(app, 'opsListSupplierReviews', (req) => {
      requireOperator(req, 'examiner');
      return listSupplierReviews(deps, req.query);
    });

    serveRoute(app, 'opsReviewSupplier', (req) =>
      reviewSupplier(deps, {
        supplierId: req.params.id,
        decision: req.body.decision,
        reason: req.body.reason,
        operator: requireOperator(req, 'examiner'),
        ip: req.ip,
      }),
    );
  };
}
