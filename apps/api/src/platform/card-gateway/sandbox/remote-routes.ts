import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type CardGateway, CardGatewayError } from '../card-gateway.ts';
import {
  MAX_RECORDED_CALLS,
  SANDBOX_CALLS_PATH,
  SANDBOX_CALL_INPUTS,
  SANDBOX_CALL_NAMES,
  SANDBOX_STATE_PATH,
  type SandboxCallName,
  type SandboxCallRecord,
  type SandboxStateSnapshot,
} from './remote-protocol.ts';
import type { SandboxCardGateway } from './sandbox-card-gateway.ts';

type CallInput<K extends SandboxCallName> = z.infer<(typeof SANDBOX_CALL_INPUTS)[K]>;

const CALLS: { [K in SandboxCallName]: (gateway: CardGateway, input: CallInput<K>) => Promise<unknown> } = {
  registerCard: (g, input) => g.registerCard(input),
  authorize: (g, input) => g.authorize(input),
  completeChallenge: (g, input) => g.completeChallenge(input),
  capture: (g, input) => g.capture(input),
  cancel: (g, input) => g.cancel(input),
  refund: (g, input) => g.refund(input),
};

/** What a call record says about an answer: the outcome words of the port, never card data. */
function outcomeOf(result: unknown): { outcome: string; resultCode: string; authId: string | null } {
  const r = (result ?? {}) as { outcome?: string; ok?: boolean; resultCode?: string; authId?: string };
  const outcome = r.outcome ?? (r.ok === undefined ? 'registered' : r.ok ? 'ok' : 'refused');
  return { outcome, resultCode: r.resultCode ?? '', authId: r.authId ?? null };
}

/**
 * The sandbox process's server-to-server face (remote-protocol.ts): the API processes' CardGateway
 * calls, and a read-only state snapshot. Every call is recorded, so a test can count how many
 * captures, voids and refunds the "card company" really saw, whichever API process sent them.
 * Mounted only by serve.ts, never on the API's port and never behind the load balancer's /gateway.
 */
export function sandboxCallRoutes(gateway: SandboxCardGateway): FastifyPluginAsyncZod {
  return async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const calls: SandboxCallRecord[] = [];
    let seq = 0;
    let droppedCalls = 0;

    function record(call: SandboxCallName, input: Record<string, unknown>, answer: ReturnType<typeof outcomeOf>): void {
      calls.push({
        seq: ++seq,
        at: gateway.state.clock.now().toISOString(),
        call,
        authId: (input['authId'] as string | undefined) ?? answer.authId,
        orderId: (input['orderId'] as string | undefined) ?? null,
        refundId: (input['refundId'] as string | undefined) ?? null,
        amount: (input['amount'] as number | undefined) ?? null,
        outcome: answer.outcome,
        resultCode: answer.resultCode,
      });
      if (calls.length > MAX_RECORDED_CALLS) {
        calls.shift();
        droppedCalls++;
      }
    }

    function serveCall<K extends SandboxCallName>(name: K): void {
      app.post(
        `${SANDBOX_CALLS_PATH}/${name}`,
        { schema: { hide: true, body: SANDBOX_CALL_INPUTS[name] } },
        async (req, reply) => {
          const input = req.body as CallInput<K>;
          try {
            const result = await CALLS[name](gateway, input);
            record(name, input, outcomeOf(result));
            return result;
          } catch (error) {
            if (!(error instanceof CardGatewayError)) throw error;
            record(name, input, { outcome: 'error', resultCode: error.resultCode, authId: null });
            return reply.code(422).send({ resultCode: error.resultCode });
          }
        },
      );
    }
    for (const name of SANDBOX_CALL_NAMES) serveCall(name);

    app.get(SANDBOX_STATE_PATH, { schema: { hide: true } }, async (): Promise<SandboxStateSnapshot> => {
      gateway.state.reload();
      return {
        // Cards and tokens are left out: the snapshot is for comparing money movements, not cards.
        authorizations: [...gateway.state.auths.values()].map((a) => ({
          authId: a.authId,
          orderId: a.orderId,
          amount: a.amount,
          status: a.status,
          challenge: a.challenge,
          capturedAmount: a.capturedAmount,
          refundedAmount: a.refundedAmount,
        })),
        orders: [...gateway.state.orders.entries()].map(([orderId, result]) => ({
          orderId,
          outcome: result.outcome,
          authId: result.outcome === 'declined' ? null : result.authId,
          resultCode: result.resultCode,
        })),
        refunds: [...gateway.state.refunds.entries()].map(([refundId, result]) => ({ refundId, ...result })),
        calls,
        droppedCalls,
      };
    });
  };
}
