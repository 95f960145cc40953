import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { AppDeps } from './app-deps.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { InvoiceExtractor } from './modules/invoice-files/extractor-port.ts';
import type { CardGateway } from './platform/card-gateway/card-gateway.ts';
import { createSandboxGateway } from './platform/card-gateway/sandbox/register.ts';
import { createRemoteSandboxGateway } from './platform/card-gateway/sandbox/remote-sandbox-gateway.ts';
import type { SandboxCardGateway } from './platform/card-gateway/sandbox/sandbox-card-gateway.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { createFileStorage } from './platform/file-storage/index.ts';
import { MailWorker } from './platform/mail/mail-worker.ts';
import { type MailTransport, createSmtpTransport, mailboxTransport } from './platform/mail/transport.ts';
import { secretBoxKeys } from './platform/secret-box-keys.ts';
import { SecretBox } from './platform/secret-box.ts';
import { TokenService } from './platform/tokens.ts';

export interface CreateDepsOptions {
  config: Config;
  database: Database;
  jwtSecret: string;
  clock?: Clock;
  mailTransport?: MailTransport;
  /** The HTTP server's logger when there is one; operator commands and jobs get their own. */
  log?: FastifyBaseLogger;
  /** The level of that own logger (default: LOG_LEVEL). */
  logLevel?: string;
  /** Tests may supply a reader that skips OCR; the real one runs in a worker thread. */
  invoiceExtractor?: InvoiceExtractor;
}

export interface CreatedDeps {
  deps: AppDeps;
  /**
   * The sandbox embedded in this process, for the HTTP app to mount its pages under /gateway; null
   * in production and when a shared sandbox process serves them (SANDBOX_GATEWAY_URL).
   */
  sandboxGateway: SandboxCardGateway | null;
  /** Stops the mail worker and the invoice reader. */
  close(): Promise<void>;
}

/**
 * Everything use cases need (database, clock, tokens, mail, card gateway, storage, reader),
 * assembled without an HTTP server: the server, operator commands and jobs share this one path.
 */
export function createDeps(options: CreateDepsOptions): CreatedDeps {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const log = options.log ?? (pino({ level: options.logLevel ?? config.logLevel }) as FastifyBaseLogger);
  const transport =
    options.mailTransport ?? (config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : mailboxTransport);
  if (config.isProduction && transport.kind === 'mailbox') throw new Error('the dev mailbox cannot run in production');
  // Outside production the sandbox is the card gateway (docs/design.md §6/§7): embedded in this
  // process, or one shared sandbox process when several API processes run (SANDBOX_GATEWAY_URL).
  // Production has no gateway until a real provider adapter is configured: card calls answer 503.
  const remoteSandbox =
    config.isProduction || !config.sandboxGatewayUrl
      ? null
      : createRemoteSandboxGateway({ isProduction: false, url: config.sandboxGatewayUrl });
  const sandboxGateway =
    config.isProduction || remoteSandbox
      ? null
      : createSandboxGateway({
          isProduction: false,
          clock,
          // Kept beside the embedded database so restarts and ops commands find earlier authorizations.
          stateFile: config.env === 'test' ? undefined : join(config.dataDir, 'sandbox-gateway.json'),
        });
  const cardGateway: CardGateway | null = remoteSandbox ?? sandboxGateway;
  const ownExtractor = options.invoiceExtractor ? null : lazyExtractor();
  const invoiceExtractor = options.invoiceExtractor ?? ownExtractor!;
  const deps: AppDeps = {
    config,
    database: options.database,
    db: options.database.db,
    clock,
    tokens: new TokenService(options.jwtSecret, clock),
    secretBox: new SecretBox(secretBoxKeys(config.secretBoxKeys, options.jwtSecret)),
    mail: new MailWorker(options.database.db, transport, clock, log),
    log,
    cardGateway,
    fileStorage: createFileStorage(config, options.jwtSecret, () => clock.now()),
    invoiceExtractor,
  };
  return {
    deps,
    sandboxGateway,
    close: async () => {
      await deps.mail.stop();
      await ownExtractor?.close();
    },
  };
}

/**
 * The invoice reader, loaded on first use: its worker, pdf.js and the OCR engine cost start-up
 * time and memory nobody needs before an upload.
 */
function lazyExtractor(): InvoiceExtractor {
  let loaded: Promise<InvoiceExtractor> | null = null;
  const load = () =>
    (loaded ??= import('./modules/invoice-files/extraction/extractor.ts').then((m) => m.createInvoiceExtractor()));
  return {
    readPdfText: async (bytes) => (await load()).readPdfText(bytes),
    readWithOcr: async (bytes, mimeType) => (await load()).readWithOcr(bytes, mimeType),
    close: async () => {
      if (loaded) await (await loaded).close();
    },
  };
}
