import type { CardBrandCode } from '@icp/domain';

/**
 * The provider-neutral card gateway our use cases call (VeriTrans4G-shaped). Card numbers
 * never reach this interface: the browser exchanges them for a one-time token at the
 * provider's token endpoint, and we only ever see the token, a cardRef and the last 4 digits
 * (PCI DSS SAQ A, docs/design.md §8).
 */
export interface CardGateway {
  /**
   * The embedded simulator lives on our own origin, so the 3-D Secure page can send the browser
   * back with a path: the buyer stays on whatever host they typed (localhost or 127.0.0.1), where
   * their flow state in sessionStorage is. A real acquirer (or a simulator process of its own)
   * needs an absolute URL (PUBLIC_URL).
   */
  readonly sameOrigin: boolean;
  /** Turns a one-time token into a stored card at the provider. Throws CardGatewayError (e.g. invalid token). */
  registerCard(input: { token: string; customerRef: string }): Promise<RegisteredCard>;
  /** Idempotent by orderId: a repeat returns the first result and never charges twice. */
  authorize(input: { cardRef: string; amount: number; orderId: string; returnUrl: string }): Promise<AuthorizeResult>;
  /** Asks how the browser's 3-D Secure challenge ended. Repeats return the same answer. */
  completeChallenge(input: { authId: string }): Promise<ChallengeResult>;
  capture(input: { authId: string; amount: number }): Promise<OperationResult>;
  /** Voids an authorization that has not been captured. */
  cancel(input: { authId: string }): Promise<OperationResult>;
  /**
   * Refunds part or all of a captured amount. Idempotent by refundId: a retry after a timeout or
   * a crash before our commit returns the first result and never refunds twice.
   */
  refund(input: { authId: string; amount: number; refundId: string }): Promise<OperationResult>;
  resultMessage(code: string): string;
}

export interface RegisteredCard {
  cardRef: string;
  brand: CardBrandCode;
  last4: string;
  /** 1–12. */
  expiryMonth: number;
  /** Four digits, e.g. 2030. */
  expiryYear: number;
  holderName?: string;
}

export type AuthorizeResult =
  | { outcome: 'authorized'; authId: string; resultCode: string }
  | { outcome: 'challenge_required'; authId: string; challengeUrl: string; resultCode: string }
  | { outcome: 'declined'; resultCode: string };

export type ChallengeResult =
  { outcome: 'authorized'; authId: string; resultCode: string } | { outcome: 'declined'; resultCode: string };

export interface OperationResult {
  ok: boolean;
  resultCode: string;
}

/**
 * Thrown when the gateway cannot even produce a result (bad token, unknown card, bad amount).
 * Declines are results, not errors. The message never contains card data.
 */
export class CardGatewayError extends Error {
  readonly resultCode: string;
  constructor(resultCode: string, message = `card gateway error ${resultCode}`) {
    super(message);
    this.name = 'CardGatewayError';
    this.resultCode = resultCode;
  }
}
