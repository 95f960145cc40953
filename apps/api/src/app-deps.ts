import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { InvoiceExtractor } from './modules/invoice-files/extractor-port.ts';
import type { CardGateway } from './platform/card-gateway/card-gateway.ts';
import type { Clock } from './platform/clock.ts';
import type { AppFileStorage } from './platform/file-storage/index.ts';
import type { MailWorker } from './platform/mail/mail-worker.ts';
import type { SecretBox } from './platform/secret-box.ts';
import type { TokenService } from './platform/tokens.ts';

/** What use cases may touch. Passed explicitly so tests can swap the clock or the mail transport. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  tokens: TokenService;
  /** Seals TOTP secrets at rest; its key is derived from the same server secret with its own HKDF label. */
  secretBox: SecretBox;
  mail: MailWorker;
  log: FastifyBaseLogger;
  /** The card acquirer (VeriTrans4G, or its simulator outside production). */
  cardGateway: CardGateway;
  /** Where the browser's card form gets its one-time token (the acquirer's MDK token endpoint). */
  cardTokenConfig: { token_url: string; token_api_key: string };
  fileStorage: AppFileStorage;
  /** Started on first use: the OCR worker costs memory and start-up time nobody needs until an upload. */
  invoiceExtractor: InvoiceExtractor;
}
