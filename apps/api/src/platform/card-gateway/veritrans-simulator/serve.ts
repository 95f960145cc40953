import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { VeriTransCommand } from '../veritrans/protocol.ts';
import {
  createVeritransSimulator,
  type VeritransSimulator,
  veritransSimulatorPlugin,
  type VeritransSimulatorOptions,
} from './plugin.ts';
import type { OrderStatus } from './simulator-state.ts';

/**
 * The simulator as its own process: the one acquirer every API process of a cluster talks to
 * (`npm run cluster`, the scale-out tests, bench/crash-safety.mjs), so a token made for one process
 * is known to all and the orders outlive any API process. The API processes call the connection
 * API (VERITRANS_API_URL = …/test-paynow/v2); the browser posts cards to /4gtoken (CORS for
 * VERITRANS_SIM_ALLOWED_ORIGINS) and answers 3-D Secure on /acs/… — both on this origin.
 * Besides the plugin, this process alone serves GET /simulator/state for tests and benches.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** 0 = any free port: the ready line names the one taken. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3200),
  HOST: z.string().default('127.0.0.1'),
  VERITRANS_MERCHANT_CCID: z.string().min(1).default('A100000000000001069999cc'),
  VERITRANS_MERCHANT_KEY: z.string().min(1).default('simulator-merchant-key'),
  VERITRANS_TOKEN_API_KEY: z.string().min(1).default('simulator-token-api-key'),
  VERITRANS_SIM_SLOW_MS: z.coerce.number().int().min(0).default(3000),
  /** Comma-separated browser origins allowed to call /4gtoken (the app's origin). */
  VERITRANS_SIM_ALLOWED_ORIGINS: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Read-only view of the simulated acquirer, for tests and benches. Never served by the API. */
export const SIMULATOR_STATE_PATH = '/simulator/state';

export interface SimulatorTransactionView {
  /** Authorize / ReAuthorize / Capture / Cancel, as the search names them. */
  command: string;
  mstatus: string;
  vResultCode: string;
  amount: number;
  at: string;
}

export interface SimulatorOrderView {
  orderId: string;
  service: 'card' | 'mpi';
  /** The command that made the order (cardAuthorize = a card registration's 与信, mpiReAuthorize = a payment). */
  createdBy: VeriTransCommand;
  status: OrderStatus;
  amount: number;
  authorizedAmount: number;
  capturedAmount: number;
  refundedAmount: number;
  /** The masked number as the acquirer answers it (first 6, last 2): the only card data shown. */
  maskedNumber: string;
  /** 3-D Secure: the issuer page's outcome; null for a card order. */
  challenge: 'pending' | 'passed' | 'failed' | null;
  transactions: SimulatorTransactionView[];
  /** Connection API requests about this order, per command (repeats, refusals and searches included). */
  requests: Partial<Record<VeriTransCommand, number>>;
}

/** What GET /simulator/state answers (a read-only report; the persisted state is SimulatorSnapshot). */
export interface SimulatorOrdersReport {
  orders: SimulatorOrderView[];
  /** Requests per command over every orderId, those that made no order (an unusable token) included. */
  requests: Partial<Record<VeriTransCommand, number>>;
}

/** Orders and what happened to them: amounts and transactions, never a token, a card number or an expiry. */
export function simulatorOrdersReport(simulator: VeritransSimulator): SimulatorOrdersReport {
  const totals: Partial<Record<VeriTransCommand, number>> = {};
  for (const counts of simulator.requests.values())
    for (const [command, n] of Object.entries(counts) as [VeriTransCommand, number][])
      totals[command] = (totals[command] ?? 0) + n;
  const orders = [...simulator.state.orders.values()].map((order): SimulatorOrderView => ({
    orderId: order.orderId,
    service: order.service,
    createdBy: order.createdBy,
    status: order.status,
    amount: order.amount,
    authorizedAmount: order.authorizedAmount,
    capturedAmount: order.capturedAmount,
    refundedAmount: order.refundedAmount,
    maskedNumber: order.card.maskedNumber,
    challenge: order.mpi ? order.mpi.outcome : null,
    transactions: order.transactions.map((t) => ({
      command: t.command,
      mstatus: t.mstatus,
      vResultCode: t.vResultCode,
      amount: t.amount,
      at: t.at.toISOString(),
    })),
    requests: { ...simulator.requests.get(order.orderId) },
  }));
  return { orders, requests: totals };
}

/** The plugin at the root, /healthz and the state view. The simulator itself refuses production. */
export async function buildVeritransSimulatorServer(simulator: VeritransSimulator, logLevel = 'info'): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: logLevel }, bodyLimit: 64 * 1024, forceCloseConnections: 'idle' });
  await app.register(veritransSimulatorPlugin(simulator));
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get(SIMULATOR_STATE_PATH, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return simulatorOrdersReport(simulator);
  });
  return app;
}

export async function startVeritransSimulator(source: NodeJS.ProcessEnv = process.env): Promise<FastifyInstance> {
  const env = envSchema.parse(source);
  const host = env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST;
  const options: VeritransSimulatorOptions = {
    isProduction: env.NODE_ENV === 'production',
    merchantCcid: env.VERITRANS_MERCHANT_CCID,
    merchantKey: env.VERITRANS_MERCHANT_KEY,
    tokenApiKey: env.VERITRANS_TOKEN_API_KEY,
    slowAnswerMs: env.VERITRANS_SIM_SLOW_MS,
    publicBaseUrl: `http://${host}:${env.PORT}`,
    allowedOrigins: env.VERITRANS_SIM_ALLOWED_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
  // Throws in production before anything listens.
  const simulator = createVeritransSimulator(options);
  const app = await buildVeritransSimulatorServer(simulator, env.LOG_LEVEL);
  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  // The issuer links in resResponseContents are absolute (the browser reaches them from the
  // merchant's page): with PORT=0 they must name the port actually taken. Set before the ready
  // line, so before anyone knows where to send a request.
  options.publicBaseUrl = `http://${host}:${port}`;
  // Launchers (scripts/cluster/launcher.mjs, bench/crash-safety.mjs) wait for this line.
  process.stdout.write(`VeriTrans4G simulator is ready on ${options.publicBaseUrl}\n`);
  const shutdown = () => {
    const force = setTimeout(() => process.exit(1), 5_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  return app;
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  startVeritransSimulator().catch((error: unknown) => {
    process.stderr.write(`VeriTrans4G simulator failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
