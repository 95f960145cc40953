import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps.ts';
import { attachmentDisposition } from '../../../platform/file-storage/content-disposition.ts';
import { requireBuyer } from '../../../platform/http/request-auth.ts';
import { serveRoute } from '../../../platform/http/serve-route.ts';
import { exportJournal } from './export-journal.ts';

/** The buyer's accounting exports: a file download, never cached (it changes as payments settle). */
export function journalExportRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serveRoute(app, 'exportJournal', async (req, reply) => {
      const file = await exportJournal(deps, { buyerId: requireBuyer(req).buyerId, query: req.query });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-length', file.bytes.length)
        .send(file.bytes);
    });
  };
}
