import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireIdempotencyKey } from '../../platform/http/idempotency.ts';
import { requireBuyer } from '../../platform/http/request-auth.ts';
import { serveRoute } from '../../platform/http/serve-route.ts';
import { acquirerSettlements, recordAcquirerSettlement } from './acquirer-settlements.ts';
import { approveBatch, downloadBatchFile } from './approve-batch.ts';
import { batchLines, batchSummary, rowsOf } from './batch-view.ts';
import { buildTransferBatch, payoutProposal } from './build-batch.ts';
import { correctInvoiceAccount } from './correct-account.ts';
import { discardBatch, excludeLine, restoreLine } from './draft-batch.ts';
import {
  batchReconciliation,
  batchReconciliationCsv,
  dailyMoney,
  dailyMoneyCsv,
  supplierPayables,
  supplierPayablesCsv,
} from './money-views.ts';
import { moneyViewer, treasurer } from './payout-actor.ts';
import { closeBatch, importResults, markSent, recordLineResult, syncBatch } from './results.ts';
import { sql } from 'drizzle-orm';

function attachment(reply: FastifyReply, file: { name: string; bytes: Buffer }, type: string): FastifyReply {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-length', file.bytes.length)
    .send(file.bytes);
}

const CSV = 'text/csv; charset=utf-8';

/**
 * The operator console's payouts (送金) and money views, and the buyer's account correction after
 * a failed transfer. Every operator route checks its role here: treasurer for batches and files,
 * treasurer or admin for the money views.
 */
export function payoutRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serveRoute(app, 'opsGetPayoutProposal', (req) => {
      treasurer(req);
      return payoutProposal(deps, req.query.until);
    });

    serveRoute(app, 'opsListTransferBatches', async (req) => {
      treasurer(req);
      const { status, page, per_page } = req.query;
      return deps.db.transaction(async (tx) => {
        const filter = status ? sql`where b.status = ${status}` : sql``;
        const ids = rowsOf<{ id: string }>(
          await tx.execute(
            sql`select b.id from transfer_batches b ${filter} order by b.transfer_date desc, b.id desc limit ${per_page} offset ${(page - 1) * per_page}`,
          ),
        );
        const [count] = rowsOf<{ n: string }>(await tx.execute(sql`select count(*) as n from transfer_batches b ${filter}`));
        const batches = [];
        for (const { id } of ids) batches.push(await batchSummary(tx, Number(id)));
        return { batches, total_count: Number(count?.n ?? 0), page, per_page };
      });
    });

    serveRoute(app, 'opsBuildTransferBatch', async (req, reply) => {
      const actor = treasurer(req);
      const { batch } = await buildTransferBatch(deps, {
        actor,
        transferDate: req.body.transfer_date,
        idempotencyKey: requireIdempotencyKey(req),
      });
      return reply.code(201).send({ batch });
    });

    serveRoute(app, 'opsGetTransferBatch', async (req) => {
      treasurer(req);
      const { page, per_page, line_status } = req.query;
      return deps.db.transaction(async (tx) => {
        const batch = await batchSummary(tx, req.params.id);
        const { lines, totalCount } = await batchLines(tx, {
          batchId: batch.id,
          status: line_status,
          limit: per_page,
          offset: (page - 1) * per_page,
        });
        return { batch, lines, lines_total_count: totalCount, page, per_page };
      });
    });

    serveRoute(app, 'opsExcludeTransferLine', (req) =>
      excludeLine(deps, { actor: treasurer(req), batchId: req.params.id, lineId: req.params.lineId, reason: req.body.reason }),
    );
    serveRoute(app, 'opsRestoreTransferLine', (req) =>
      restoreLine(deps, { actor: treasurer(req), batchId: req.params.id, lineId: req.params.lineId }),
    );
    serveRoute(app, 'opsDiscardTransferBatch', (req) => discardBatch(deps, { actor: treasurer(req), batchId: req.params.id }));

    serveRoute(app, 'opsApproveTransferBatch', (req) => {
      const actor = treasurer(req);
      requireIdempotencyKey(req);
      return approveBatch(deps, { actor, batchId: req.params.id });
    });

    serveRoute(app, 'opsDownloadTransferFile', async (req, reply) => {
      const file = await downloadBatchFile(deps, { actor: treasurer(req), batchId: req.params.id });
      return attachment(reply.header('x-file-sha256', file.sha256), file, 'application/octet-stream');
    });

    serveRoute(app, 'opsMarkTransferBatchSent', (req) => {
      const actor = treasurer(req);
      requireIdempotencyKey(req);
      return markSent(deps, { actor, batchId: req.params.id, sentOn: req.body.sent_on });
    });

    serveRoute(app, 'opsRecordTransferLineResult', (req) =>
      recordLineResult(deps, { actor: treasurer(req), batchId: req.params.id, lineId: req.params.lineId, body: req.body }),
    );

    serveRoute(app, 'opsImportTransferResults', (req) =>
      importResults(deps, {
        actor: treasurer(req),
        batchId: req.params.id,
        fileName: req.body.file_name,
        content: req.body.content,
      }),
    );

    serveRoute(app, 'opsSyncTransferBatch', (req) => syncBatch(deps, { actor: treasurer(req), batchId: req.params.id }));
    serveRoute(app, 'opsCloseTransferBatch', (req) => closeBatch(deps, { actor: treasurer(req), batchId: req.params.id }));

    serveRoute(app, 'opsGetBatchReconciliation', (req) => {
      moneyViewer(req);
      return deps.db.transaction((tx) => batchReconciliation(tx, req.params.id));
    });
    serveRoute(app, 'opsDownloadBatchReconciliationCsv', async (req, reply) =>
      attachment(reply, await batchReconciliationCsv(deps, { actor: moneyViewer(req), batchId: req.params.id }), CSV),
    );
    serveRoute(app, 'opsGetDailyMoney', (req) => {
      moneyViewer(req);
      return deps.db.transaction((tx) => dailyMoney(tx, req.query.from, req.query.to));
    });
    serveRoute(app, 'opsDownloadDailyMoneyCsv', async (req, reply) =>
      attachment(reply, await dailyMoneyCsv(deps, { actor: moneyViewer(req), from: req.query.from, to: req.query.to }), CSV),
    );
    serveRoute(app, 'opsListSupplierPayables', async (req) => {
      moneyViewer(req);
      const { page, per_page } = req.query;
      const view = await deps.db.transaction((tx) => supplierPayables(tx, { limit: per_page, offset: (page - 1) * per_page }));
      return { ...view, page, per_page };
    });
    serveRoute(app, 'opsDownloadSupplierPayablesCsv', async (req, reply) =>
      attachment(reply, await supplierPayablesCsv(deps, { actor: moneyViewer(req) }), CSV),
    );

    // What the card acquirer owes us (docs/decisions/0022): treasurer or admin reads, treasurer records.
    serveRoute(app, 'opsListAcquirerSettlements', (req) => {
      moneyViewer(req);
      return deps.db.transaction((tx) => acquirerSettlements(deps, tx, req.query));
    });
    serveRoute(app, 'opsRecordAcquirerSettlement', (req) =>
      recordAcquirerSettlement(deps, { actor: treasurer(req), periodId: req.params.id, body: req.body }),
    );

    // The buyer's side: correct the account after a failed transfer.
    serveRoute(app, 'updateInvoiceAccount', (req) => {
      const auth = requireBuyer(req);
      return correctInvoiceAccount(deps, {
        buyerId: auth.buyerId,
        userId: auth.userId,
        invoiceId: req.params.id,
        accountId: req.body.account_id,
        idempotencyKey: requireIdempotencyKey(req),
        ip: req.ip,
      });
    });
  };
}
