import {
  type AuthorizeResult,
  type CardGateway,
  CardGatewayError,
  type ChallengeResult,
  type OperationResult,
  type RegisteredCard,
} from '../card-gateway.ts';
import { resultMessage } from '../result-codes.ts';
import { SANDBOX_CALLS_PATH, type SandboxCallName } from './remote-protocol.ts';

/** Long enough for a busy sandbox, short enough that a stuck call does not hold a request or a job's lock for long. */
const CALL_TIMEOUT_MS = 10_000;

/**
 * The CardGateway of an API process that shares one sandbox process with the others
 * (SANDBOX_GATEWAY_URL, npm run cluster): every call is a POST to the sandbox (remote-protocol.ts).
 * A timeout or a connection failure is thrown as a plain Error, not as a decline, exactly as a real
 * provider's adapter must: the call may have been carried out, and only the idempotent retry
 * (same orderId / refundId, or the job's next attempt) can tell.
 */
export class RemoteSandboxGateway implements CardGateway {
  /** The load balancer serves the sandbox's /gateway pages on our own origin. */
  readonly sameOrigin = true;

  constructor(private readonly baseUrl: string) {}

  private async call<T>(name: SandboxCallName, input: object): Promise<T> {
    const response = await fetch(`${this.baseUrl}${SANDBOX_CALLS_PATH}/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as (T & { resultCode?: unknown }) | null;
    if (response.status === 422 && typeof body?.resultCode === 'string') throw new CardGatewayError(body.resultCode);
    // The status only: the input may hold a one-time token.
    if (!response.ok || body === null) throw new Error(`card sandbox answered ${response.status} to ${name}`);
    return body;
  }

  registerCard(input: { token: string; customerRef: string }): Promise<RegisteredCard> {
    return this.call('registerCard', input);
  }

  authorize(input: { cardRef: string; amount: number; orderId: string; returnUrl: string }): Promise<AuthorizeResult> {
    return this.call('authorize', input);
  }

  completeChallenge(input: { authId: string }): Promise<ChallengeResult> {
    return this.call('completeChallenge', input);
  }

  capture(input: { authId: string; amount: number }): Promise<OperationResult> {
    return this.call('capture', input);
  }

  cancel(input: { authId: string }): Promise<OperationResult> {
    return this.call('cancel', input);
  }

  refund(input: { authId: string; amount: number; refundId: string }): Promise<OperationResult> {
    return this.call('refund', input);
  }

  resultMessage(code: string): string {
    return resultMessage(code);
  }
}

/** Refuses production like the embedded sandbox does (docs/design.md §7). */
export function createRemoteSandboxGateway(options: { isProduction: boolean; url: string }): RemoteSandboxGateway {
  if (options.isProduction) throw new Error('the sandbox card gateway cannot run in production');
  return new RemoteSandboxGateway(options.url.replace(/\/$/, ''));
}
