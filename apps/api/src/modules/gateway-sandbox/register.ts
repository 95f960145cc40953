import type { FastifyInstance } from 'fastify';
import { type Clock, systemClock } from '../../platform/clock.ts';
import { SandboxCardGateway } from './sandbox-card-gateway.ts';
import { SandboxGatewayState } from './sandbox-state.ts';
import { sandboxGatewayRoutes } from './routes.ts';

export const SANDBOX_GATEWAY_PREFIX = '/gateway';

/**
 * Mounts the sandbox gateway and returns the CardGateway backed by it. Refuses production
 * (DESIGN.md §7): a real deployment must talk to a real provider.
 */
export async function registerSandboxGateway(
  app: FastifyInstance,
  options: { isProduction: boolean; clock?: Clock; prefix?: string; stateFile?: string | undefined },
): Promise<SandboxCardGateway> {
  if (options.isProduction) throw new Error('the sandbox card gateway cannot run in production');
  const prefix = options.prefix ?? SANDBOX_GATEWAY_PREFIX;
  const gateway = new SandboxCardGateway(new SandboxGatewayState(options.clock ?? systemClock, options.stateFile), prefix);
  await app.register(sandboxGatewayRoutes(gateway), { prefix });
  return gateway;
}
