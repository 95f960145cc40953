import type { FastifyInstance } from 'fastify';
import { type Clock, systemClock } from '../../clock.ts';
import { SandboxCardGateway } from './sandbox-card-gateway.ts';
import { SandboxGatewayState } from './sandbox-state.ts';
import { sandboxGatewayRoutes } from './routes.ts';

export const SANDBOX_GATEWAY_PREFIX = '/gateway';

interface SandboxOptions {
  isProduction: boolean;
  clock?: Clock;
  prefix?: string;
  /** Where the sandbox keeps its cards and authorizations between restarts and processes. */
  stateFile?: string | undefined;
}

/** The CardGateway the embedded mode uses. Refuses production (docs/design.md §7): a real deployment talks to a real provider. */
export function createSandboxGateway(options: SandboxOptions): SandboxCardGateway {
  if (options.isProduction) throw new Error('the sandbox card gateway cannot run in production');
  const state = new SandboxGatewayState(options.clock ?? systemClock, options.stateFile);
  return new SandboxCardGateway(state, options.prefix ?? SANDBOX_GATEWAY_PREFIX);
}

/** Serves the sandbox's token endpoint and 3-D Secure pages for `gateway` on the HTTP app. */
export async function mountSandboxGateway(
  app: FastifyInstance,
  gateway: SandboxCardGateway,
  prefix: string = SANDBOX_GATEWAY_PREFIX,
): Promise<void> {
  await app.register(sandboxGatewayRoutes(gateway), { prefix });
}

/** Creates and mounts in one step (the sandbox's own tests). */
export async function registerSandboxGateway(app: FastifyInstance, options: SandboxOptions): Promise<SandboxCardGateway> {
  const gateway = createSandboxGateway(options);
  await mountSandboxGateway(app, gateway, options.prefix);
  return gateway;
}
