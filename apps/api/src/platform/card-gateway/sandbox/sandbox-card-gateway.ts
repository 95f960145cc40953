import {
  type AuthorizeResult,
  type CardGateway,
  CardGatewayError,
  type ChallengeResult,
  type OperationResult,
  type RegisteredCard,
} from '../card-gateway.ts';
import { RESULT_CODES, resultMessage } from '../result-codes.ts';
import { randomToken } from '../../secrets.ts';
import { isCardExpired } from './card-expiry.ts';
import type { SandboxAuth, SandboxGatewayState } from './sandbox-state.ts';
import type { SandboxBehaviour } from './test-cards.ts';

const ok = (): OperationResult => ({ ok: true, resultCode: RESULT_CODES.success });
const fail = (resultCode: string): OperationResult => ({ ok: false, resultCode });
const isAmount = (amount: number) => Number.isSafeInteger(amount) && amount > 0;

/** Only our own pages may be returned to: a path on this origin, or an absolute http(s) URL. */
export function isAcceptableReturnUrl(returnUrl: string): boolean {
  if (returnUrl.startsWith('/')) return !returnUrl.startsWith('//') && !returnUrl.includes('\\');
  try {
    const { protocol } = new URL(returnUrl);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The CardGateway the embedded mode uses: behaves like an external provider, state in memory. */
export class SandboxCardGateway implements CardGateway {
  readonly sameOrigin = true;
  constructor(
    readonly state: SandboxGatewayState,
    private readonly challengeBasePath: string,
  ) {}

  /** Every operation sees what other processes wrote and leaves its own change on disk. */
  private persisted<T>(operation: () => T): T {
    this.state.reload();
    try {
      return operation();
    } finally {
      this.state.save();
    }
  }

  async registerCard({ token, customerRef }: { token: string; customerRef: string }): Promise<RegisteredCard> {
    return this.persisted(() => {
      const card = this.state.consumeToken(token);
      if (!card) throw new CardGatewayError(RESULT_CODES.invalidToken);
      const cardRef = `sbcard_${randomToken()}`;
      this.state.cards.set(cardRef, { ...card, cardRef, customerRef });
      const { brand, last4, expiryMonth, expiryYear, holderName } = card;
      return { cardRef, brand, last4, expiryMonth, expiryYear, ...(holderName ? { holderName } : {}) };
    });
  }

  async authorize(input: { cardRef: string; amount: number; orderId: string; returnUrl: string }): Promise<AuthorizeResult> {
    return this.persisted(() => {
      const previous = this.state.orders.get(input.orderId);
      if (previous) return previous;
      if (!isAmount(input.amount)) throw new CardGatewayError(RESULT_CODES.invalidAmount);
      if (!isAcceptableReturnUrl(input.returnUrl)) throw new CardGatewayError(RESULT_CODES.invalidOperation, 'bad returnUrl');
      const card = this.state.cards.get(input.cardRef);
      if (!card) throw new CardGatewayError(RESULT_CODES.cardNotFound);

      const result = this.decide(
        input,
        card.behaviour,
        isCardExpired({ month: card.expiryMonth, year: card.expiryYear }, this.state.clock.now()),
      );
      this.state.orders.set(input.orderId, result);
      return result;
    });
  }

  private decide(
    input: { cardRef: string; amount: number; orderId: string; returnUrl: string },
    behaviour: SandboxBehaviour,
    expired: boolean,
  ): AuthorizeResult {
    if (expired) return { outcome: 'declined', resultCode: RESULT_CODES.expiredCard };
    if (behaviour === 'insufficient_funds') return { outcome: 'declined', resultCode: RESULT_CODES.insufficientFunds };
    if (behaviour === 'system_error') return { outcome: 'declined', resultCode: RESULT_CODES.systemError };
    const needsChallenge = behaviour === 'challenge_pass' || behaviour === 'challenge_fail';
    const auth: SandboxAuth = {
      authId: `sbauth_${randomToken()}`,
      orderId: input.orderId,
      cardRef: input.cardRef,
      amount: input.amount,
      returnUrl: input.returnUrl,
      status: needsChallenge ? 'challenge_pending' : 'authorized',
      challenge: needsChallenge ? 'pending' : null,
      capturedAmount: 0,
      refundedAmount: 0,
    };
    this.state.auths.set(auth.authId, auth);
    if (!needsChallenge) return { outcome: 'authorized', authId: auth.authId, resultCode: RESULT_CODES.success };
    return {
      outcome: 'challenge_required',
      authId: auth.authId,
      challengeUrl: `${this.challengeBasePath}/3ds/${encodeURIComponent(auth.authId)}`,
      resultCode: RESULT_CODES.challengeRequired,
    };
  }

  /**
   * What the challenge page's buttons do. Only the pass card can pass, and only by 認証する.
   * A second submit changes nothing and returns the first answer.
   */
  submitChallenge(authId: string, action: 'authenticate' | 'cancel'): { passed: boolean; returnUrl: string } | null {
    return this.persisted(() => {
      const auth = this.state.auths.get(authId);
      if (!auth || auth.challenge === null) return null;
      if (auth.challenge === 'pending') {
        const card = this.state.cards.get(auth.cardRef);
        const passed = action === 'authenticate' && card?.behaviour === 'challenge_pass';
        auth.challenge = passed ? 'passed' : 'failed';
        auth.status = passed ? 'authorized' : 'challenge_failed';
      }
      return { passed: auth.challenge === 'passed', returnUrl: auth.returnUrl };
    });
  }

  /** Asking before the browser finished abandons the challenge, so the answer never changes later. */
  async completeChallenge({ authId }: { authId: string }): Promise<ChallengeResult> {
    return this.persisted(() => {
      const auth = this.state.auths.get(authId);
      if (!auth || auth.challenge === null)
        throw new CardGatewayError(RESULT_CODES.invalidOperation, 'no challenge for this authId');
      if (auth.challenge === 'pending') {
        auth.challenge = 'failed';
        auth.status = 'challenge_failed';
      }
      return auth.challenge === 'passed'
        ? { outcome: 'authorized', authId, resultCode: RESULT_CODES.success }
        : { outcome: 'declined', resultCode: RESULT_CODES.threeDsFailed };
    });
  }

  /** A repeat of the same capture succeeds again, so a crashed use case can resume safely. */
  async capture({ authId, amount }: { authId: string; amount: number }): Promise<OperationResult> {
    return this.persisted(() => {
      const auth = this.state.auths.get(authId);
      if (!auth) return fail(RESULT_CODES.invalidOperation);
      if (!isAmount(amount) || amount > auth.amount) return fail(RESULT_CODES.invalidAmount);
      if (auth.status === 'captured' && auth.capturedAmount === amount) return ok();
      if (auth.status !== 'authorized') return fail(RESULT_CODES.invalidOperation);
      auth.status = 'captured';
      auth.capturedAmount = amount;
      return ok();
    });
  }

  async cancel({ authId }: { authId: string }): Promise<OperationResult> {
    return this.persisted(() => {
      const auth = this.state.auths.get(authId);
      if (!auth) return fail(RESULT_CODES.invalidOperation);
      if (auth.status === 'cancelled') return ok();
      if (auth.status !== 'authorized' && auth.status !== 'challenge_pending') return fail(RESULT_CODES.invalidOperation);
      auth.status = 'cancelled';
      if (auth.challenge === 'pending') auth.challenge = 'failed';
      return ok();
    });
  }

  /**
   * Partial refunds add up to at most the captured amount. Each refundId is carried out once: a
   * repeat gets the first answer back (a retried refund must not pay out twice).
   */
  async refund({ authId, amount, refundId }: { authId: string; amount: number; refundId: string }): Promise<OperationResult> {
    return this.persisted(() => {
      const first = this.state.refunds.get(refundId);
      if (first) return first;
      const result = this.refundOnce(authId, amount);
      // A refused refund may be asked again (e.g. after the capture it was waiting for).
      if (result.ok) this.state.refunds.set(refundId, result);
      return result;
    });
  }

  private refundOnce(authId: string, amount: number): OperationResult {
    const auth = this.state.auths.get(authId);
    if (!auth) return fail(RESULT_CODES.invalidOperation);
    if (auth.status !== 'captured') return fail(RESULT_CODES.invalidOperation);
    if (!isAmount(amount) || auth.refundedAmount + amount > auth.capturedAmount) return fail(RESULT_CODES.invalidAmount);
    auth.refundedAmount += amount;
    if (auth.refundedAmount === auth.capturedAmount) auth.status = 'refunded';
    return ok();
  }

  resultMessage(code: string): string {
    return resultMessage(code);
  }
}
