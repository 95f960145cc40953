import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { prepareDatabase } from './seed/prepare-database.ts';
import { oneStarterAtATime } from './seed/startup-lock.ts';
import { startPaymentJobs } from './modules/payments/lifecycle/payment-jobs.ts';
import { startWebhookDeliveries } from './modules/webhooks/deliver-webhooks.ts';
import { DEMO_ACCOUNT, DEMO_PROMOTION_CODE, seedDemo } from './seed/seed-demo.ts';
import { bankDirectory } from './modules/banks/bank-directory.ts';
import { resolveJwtSecret } from './platform/jwt-secret.ts';
import { secretBoxKeys } from './platform/secret-box-keys.ts';
import { SecretBox } from './platform/secret-box.ts';
import { DEMO_OPERATORS, seedDemoOperators } from './seed/seed-demo-operators.ts';
import { DEMO_PARTNER, seedDemoPartner } from './seed/seed-demo-partner.ts';

/** After listening, the invoice reader's warm-up waits this long (see below). */
const READER_WARM_UP_DELAY_MS = 1_000;

export async function startServer(config: Config = loadConfig()) {
  const startedAt = performance.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Processes started together (npm run cluster, a rolling deploy) take turns: one migrates and seeds.
  // Demo operators hold the console's keys: never seeded in production, even with SEED_DEMO.
  const seedOperators = config.seedDemo && !config.isProduction;
  const { demoCreated, demoOperators } = await oneStarterAtATime(database, async () => {
    await prepareDatabase(database);
    if (!config.seedDemo) return { demoCreated: false, demoOperators: null };
    const created = await seedDemo(database.db);
    const secretBox = new SecretBox(secretBoxKeys(config.secretBoxKeys, resolveJwtSecret(config)));
    const fixedSecret = process.env['DEMO_OPERATOR_TOTP_SECRET'] || undefined;
    // The demo partner app's fixed secrets are as public as the demo passwords: never in production.
    if (seedOperators) await seedDemoPartner(database.db, secretBox);
    return {
      demoCreated: created,
      demoOperators: seedOperators ? await seedDemoOperators(database.db, secretBox, fixedSecret) : null,
    };
  });
  const { app, deps } = await buildApp({ config, database, jwtSecret: resolveJwtSecret(config) });
  let stopJobs = () => {};
  let stopWebhooks = async () => {};
  app.addHook('onClose', async () => {
    stopJobs();
    await stopWebhooks();
  });
  await app.listen({ port: config.port, host: config.host });
  deps.mail.start();
  stopJobs = startPaymentJobs(deps);
  stopWebhooks = startWebhookDeliveries(deps);
  // Load the bank directory now, off the start-up path, so the first search is already fast; the
  // invoice reader (worker threads, pdf.js, the OCR engine) a second later, so the first invoice
  // is too: its threads take both cores for about a second, and readiness checks come first.
  setImmediate(() => bankDirectory());
  setTimeout(() => void deps.invoiceExtractor.warmUp(), READER_WARM_UP_DELAY_MS).unref();

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  const readyMs = Math.round(performance.now() - startedAt);
  const lines = ['', `請求書カード払い is ready on ${url} (${database.kind}, ${readyMs} ms)`];
  if (config.seedDemo) {
    lines.push(
      `  Demo account${demoCreated ? ' (created)' : ''}: ${DEMO_ACCOUNT.emailAddress} / ${DEMO_ACCOUNT.password}`,
      `  Login codes arrive in the dev mailbox: ${url}/dev/mailbox?to=${DEMO_ACCOUNT.emailAddress}`,
      `  Test card: JCB 3528 0000 0000 0007, any future MM/YY, any 3 digits (more in apps/api/src/platform/card-gateway/veritrans-simulator/README.md); promotion code ${DEMO_PROMOTION_CODE}`,
    );
    if (demoOperators) {
      lines.push(
        `  Operator console: ${url}/ops — ${DEMO_OPERATORS.map((o) => `${o.emailAddress} / ${o.password}`).join(', ')}`,
        `    authenticator app secret (both): ${demoOperators.totpSecret ?? '(unreadable: SECRET_BOX_KEYS changed)'}`,
        `  Demo partner app: client_id ${DEMO_PARTNER.clientId} / client_secret ${DEMO_PARTNER.clientSecret}, redirect ${DEMO_PARTNER.redirectUri}`,
        `    webhooks to ${DEMO_PARTNER.webhookUrl}, signed with ${DEMO_PARTNER.webhookSecret}`,
      );
    }
  }
  if (config.apiDocs) lines.push(`  API docs: ${url}/api/docs`);
  lines.push('');
  process.stdout.write(lines.join('\n') + '\n');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  return { app, url };
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  startServer().catch((error: unknown) => {
    process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
