import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, PGLITE_EXTENSIONS, openDatabase } from '../db/client.ts';
import { outboxEmails } from '../db/schema.ts';
import { ManualClock } from '../platform/clock.ts';
import type { InvoiceExtractor } from '../modules/invoice-files/extractor-port.ts';
import type { MailTransport } from '../platform/mail/transport.ts';
import './db-template.ts';
import { withDatabase } from './global-setup.ts';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** A fresh database cloned from the run's migrated template: PGlite, or PostgreSQL when TEST_DATABASE_URL is set. */
export async function openTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(template.path)]), extensions: PGLITE_EXTENSIONS });
    const database = await openDatabase({ pglite: client });
    return { ...database, drop: async () => {} };
  }
  const name = `${template.templateName}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.templateName}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabase(template.adminUrl, name) });
  return {
    ...database,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: template.adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export async function createTestApp(
  options: {
    mailTransport?: MailTransport;
    env?: Record<string, string>;
    invoiceExtractor?: InvoiceExtractor;
    /** A pino logger config (e.g. with a stream) for tests that read the logs. */
    logger?: object;
  } = {},
) {
  const database = await openTestDatabase();
  const filesDir = mkdtempSync(join(tmpdir(), 'icp-files-'));
  const clock = new ManualClock(new Date());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent',
    WEB_DIST_DIR: '/nonexistent',
    FILES_DIR: filesDir,
    ...options.env,
  });
  const { app, deps, acquirer } = await buildApp({
    config,
    database,
    jwtSecret: TEST_JWT_SECRET,
    clock,
    logger: options.logger ?? (process.env.DBG ? { level: 'error' } : false),
    ...(options.mailTransport ? { mailTransport: options.mailTransport } : {}),
    ...(options.invoiceExtractor ? { invoiceExtractor: options.invoiceExtractor } : {}),
  });
  await app.ready();

  /** The newest mail to an address, as the dev mailbox shows it. */
  async function lastMailTo(to: string) {
    const [mail] = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, to))
      .orderBy(desc(outboxEmails.id))
      .limit(1);
    return mail;
  }
  async function lastCodeTo(to: string): Promise<string> {
    const mail = await lastMailTo(to);
    const code = mail?.textBody.match(/認証コード：(\d{6})/)?.[1];
    if (!code) throw new Error(`no code mailed to ${to}`);
    return code;
  }

  return {
    app,
    deps,
    /** The embedded VeriTrans4G simulator: what the acquirer recorded (orders, captures, refunds). */
    simulator: acquirer.embeddedSimulator!.state,
    db: database.db,
    clock,
    filesDir,
    lastMailTo,
    lastCodeTo,
    async close() {
      await app.close();
      await database.close();
      await database.drop();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
