import { serveRoute } from '../../platform/http/serve-route.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/app-error.ts';
import { attachmentDisposition } from '../../platform/file-storage/content-disposition.ts';
import { requireBuyer } from '../../platform/http/request-auth.ts';
import { createDownloadUrl, createUploadRegistration, createUploadUrl, receiveUpload } from './invoice-files.ts';

/** Signed-URL requests, called with the buyer's login headers. */
export function invoiceFileRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // One per app: the reading queue (fair per buyer, capped) and the registrations in flight.
    const registerUpload = createUploadRegistration(deps);

    serveRoute(app, 'createUploadUrl', async (req, reply) =>
      reply.code(201).send(await createUploadUrl(deps, { ...req.body, buyerId: requireBuyer(req).buyerId })),
    );

    serveRoute(app, 'registerUpload', async (req, reply) => {
      const auth = requireBuyer(req);
      const result = await registerUpload({
        buyerId: auth.buyerId,
        userId: auth.userId,
        uploadId: req.body.upload_id,
        ip: req.ip,
      });
      return reply.code(201).send(result);
    });

    serveRoute(app, 'getDownloadUrl', (req) =>
      createDownloadUrl(deps, { buyerId: requireBuyer(req).buyerId, fileId: req.params.id }),
    );
  };
}

/**
 * Embedded storage's own PUT and GET targets. No login headers: like presigned S3 URLs, the
 * URL itself is the short-lived credential. Absent when files live in S3.
 */
export function localFileTransferRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const storage = deps.fileStorage;
    if (storage.kind !== 'local') return;

    // The body is streamed to disk as it arrives, whatever its type; the size is capped while writing.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    serveRoute(app, 'putUploadBytes', async (req, reply) => {
      await receiveUpload(deps, {
        uploadId: req.params.uploadId,
        contentType: req.headers['content-type'],
        contentLength: contentLength(req.headers['content-length']),
        body: (req.body ?? req.raw) as AsyncIterable<Buffer>,
      });
      return reply.code(204).send(null);
    });

    serveRoute(app, 'getDownloadBytes', async (req, reply) => {
      const grant = storage.verifyDownloadToken(req.params.token);
      if (!grant) throw new AppError('not_found', { userMessage: 'リンクの有効期限が切れました。画面を更新してください。' });
      const file = await storage.openForDownload(grant.key);
      if (!file) throw new AppError('not_found');
      return reply
        .header('content-type', grant.contentType)
        .header('content-length', file.size)
        .header('content-disposition', attachmentDisposition(grant.fileName))
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    });
  };
}

function contentLength(header: string | undefined): number | null {
  if (header === undefined || !/^\d+$/.test(header)) return null;
  return Number(header);
}
