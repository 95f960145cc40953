import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { AppDeps } from './app-deps.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { InvoiceExtractor } from './modules/invoice-files/extractor-port.ts';
import type { CardGateway } from './platform/card-gateway/card-gateway.ts';
import { DatabaseChallengeStore } from './platform/card-gateway/acquirer/challenge-store.ts';
import { type AcquirerOptions, type CardAcquirer, createCardAcquirer } from './platform/card-gateway/acquirer/create-acquirer.ts';
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
  /** Embedded simulator only: an ops command reaches the running server's simulator over HTTP. */
  embeddedAcquirerAccess?: AcquirerOptions['embeddedAccess'];
}

export interface CreatedDeps {
  deps: AppDeps;
  /** The card acquirer, for the HTTP app's /gateway pages and the card form's token settings. */
  acquirer: CardAcquirer;
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
  // VeriTrans4G through one adapter: VeriTrans itself in production, the simulator otherwise
  // (embedded in this process, or a shared process a cluster names in VERITRANS_API_URL).
  const acquirer = createCardAcquirer(config, {
    clock,
    log,
    challengeStore: new DatabaseChallengeStore(options.database.db, clock),
    embeddedAccess: options.embeddedAcquirerAccess,
  });
  const cardGateway: CardGateway = acquirer.gateway;
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
    cardTokenConfig: acquirer.tokenConfig,
    fileStorage: createFileStorage(config, options.jwtSecret, () => clock.now()),
    invoiceExtractor,
  };
  return {
    deps,
    acquirer,
    close: async () => {
      await deps.mail.stop();
      await ownExtractor?.close();
    },
  };
}

/**
 * The invoice reader, loaded on first use or when the server warms it up after it listens: its
 * worker, pdf.js and the OCR engine cost start-up time and memory that operator commands and
 * tests never need, and the server must not wait for them before it answers.
 */
function lazyExtractor(): InvoiceExtractor {
  let loaded: Promise<InvoiceExtractor> | null = null;
  const load = () =>
    (loaded ??= import('./modules/invoice-files/extraction/extractor.ts').then((m) => m.createInvoiceExtractor()));
  return {
    readPdfText: async (bytes) => (await load()).readPdfText(bytes),
    readWithOcr: async (bytes, mimeType) => (await load()).readWithOcr(bytes, mimeType),
    warmUp: async () => (await load()).warmUp(),
    close: async () => {
      if (loaded) await (await loaded).close();
    },
  };
}
