import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createVeritransSimulator, veritransSimulatorPlugin, type VeritransSimulatorOptions } from './plugin.ts';

/**
 * The simulator as its own process, for a cluster or a manual look. Not wired into the app yet:
 * the embedded start will mount veritransSimulatorPlugin under a prefix instead.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
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

export async function buildVeritransSimulatorServer(
  options: VeritransSimulatorOptions,
  logLevel = 'info',
): Promise<FastifyInstance> {
  const simulator = createVeritransSimulator(options);
  const app = Fastify({ logger: { level: logLevel }, bodyLimit: 64 * 1024, forceCloseConnections: 'idle' });
  await app.register(veritransSimulatorPlugin(simulator));
  app.get('/healthz', async () => ({ status: 'ok' }));
  return app;
}

export async function startVeritransSimulator(source: NodeJS.ProcessEnv = process.env): Promise<FastifyInstance> {
  const env = envSchema.parse(source);
  const publicBaseUrl = `http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${env.PORT}`;
  const app = await buildVeritransSimulatorServer(
    {
      isProduction: env.NODE_ENV === 'production',
      merchantCcid: env.VERITRANS_MERCHANT_CCID,
      merchantKey: env.VERITRANS_MERCHANT_KEY,
      tokenApiKey: env.VERITRANS_TOKEN_API_KEY,
      slowAnswerMs: env.VERITRANS_SIM_SLOW_MS,
      publicBaseUrl,
      allowedOrigins: env.VERITRANS_SIM_ALLOWED_ORIGINS.split(',').filter(Boolean),
    },
    env.LOG_LEVEL,
  );
  await app.listen({ port: env.PORT, host: env.HOST });
  process.stdout.write(`VeriTrans4G simulator is ready on ${publicBaseUrl}\n`);
  return app;
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  startVeritransSimulator().catch((error: unknown) => {
    process.stderr.write(`VeriTrans4G simulator failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
