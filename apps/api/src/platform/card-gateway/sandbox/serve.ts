import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorHandler, frameworkErrorHandler } from '../../http/error-handler.ts';
import { mountSandboxGateway, createSandboxGateway } from './register.ts';
import { sandboxCallRoutes } from './remote-routes.ts';

// The token endpoint's zod messages in Japanese, as in the API (app.ts).
z.config(z.locales.ja());

/**
 * The card sandbox as its own process: the one "card company" every API process of a cluster
 * talks to (npm run cluster), so a token made through one process is known to all, and its
 * cards and authorizations outlive any API process. The browser reaches /gateway (token
 * endpoint, 3-D Secure pages) through the load balancer; the API processes call /sandbox/calls
 * (remote-protocol.ts) through SANDBOX_GATEWAY_URL.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  /** Only the API processes and the load balancer need it: loopback unless told otherwise. */
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  /** Where cards and authorizations survive a restart of the sandbox itself; default DATA_DIR/sandbox-gateway.json. */
  SANDBOX_STATE_FILE: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface SandboxServerOptions {
  isProduction: boolean;
  stateFile?: string | undefined;
  logLevel?: string;
}

export async function buildSandboxServer(options: SandboxServerOptions): Promise<FastifyInstance> {
  // Throws in production before anything listens (docs/design.md §7).
  const gateway = createSandboxGateway({ isProduction: options.isProduction, stateFile: options.stateFile });
  const app = Fastify({
    logger: { level: options.logLevel ?? 'info' },
    bodyLimit: 64 * 1024,
    frameworkErrors: frameworkErrorHandler,
    forceCloseConnections: 'idle',
  });
  app.setErrorHandler(errorHandler);
  await mountSandboxGateway(app, gateway);
  await app.register(sandboxCallRoutes(gateway));
  app.get('/healthz', async () => ({ status: 'ok' }));
  return app;
}

export async function startSandboxServer(source: NodeJS.ProcessEnv = process.env) {
  const env = envSchema.parse(source);
  const stateFile = env.SANDBOX_STATE_FILE ?? join(env.DATA_DIR, 'sandbox-gateway.json');
  // A fresh DATA_DIR: the first card registered must find somewhere to be saved.
  mkdirSync(dirname(stateFile), { recursive: true });
  const app = await buildSandboxServer({
    isProduction: env.NODE_ENV === 'production',
    stateFile,
    logLevel: env.LOG_LEVEL,
  });
  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const host = env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST;
  // The launcher (scripts/cluster/launcher.mjs) waits for this line.
  process.stdout.write(`card sandbox is ready on http://${host}:${port}\n`);
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
  startSandboxServer().catch((error: unknown) => {
    process.stderr.write(`card sandbox failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
