import type { CardBrandCode } from '@icp/domain';
import type { AuthorizeResult } from '../../platform/card-gateway/card-gateway.ts';
import type { Clock } from '../../platform/clock.ts';
import { randomToken, sha256 } from '../../platform/secrets.ts';
import type { SandboxBehaviour } from './test-cards.ts';

export const TOKEN_TTL_SECONDS = 900;

/** What the sandbox remembers about a card: never the number or the security code. */
export interface SandboxCard {
  brand: CardBrandCode;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  holderName?: string;
  behaviour: SandboxBehaviour;
}

export interface StoredCard extends SandboxCard {
  cardRef: string;
  customerRef: string;
}

export type SandboxAuthStatus = 'challenge_pending' | 'challenge_failed' | 'authorized' | 'captured' | 'refunded' | 'cancelled';

export interface SandboxAuth {
  authId: string;
  orderId: string;
  cardRef: string;
  amount: number;
  returnUrl: string;
  status: SandboxAuthStatus;
  /** Set once for 3-D Secure authorizations, so completeChallenge answers the same every time. */
  challenge: 'pending' | 'passed' | 'failed' | null;
  capturedAmount: number;
  refundedAmount: number;
}

interface TokenEntry {
  card: SandboxCard;
  expiresAt: number;
}

/**
 * The sandbox's whole memory, in Maps inside this process: restarting the server forgets every
 * token, card and authorization. That is acceptable for a development sandbox (DESIGN.md §7)
 * and keeps it from ever writing card data to disk. Tokens are kept only as SHA-256 hashes.
 */
export class SandboxGatewayState {
  readonly tokens = new Map<string, TokenEntry>();
  readonly cards = new Map<string, StoredCard>();
  readonly auths = new Map<string, SandboxAuth>();
  /** First result per orderId: the idempotency record behind "no double charge". */
  readonly orders = new Map<string, AuthorizeResult>();

  constructor(readonly clock: Clock) {}

  issueToken(card: SandboxCard): string {
    this.purgeExpiredTokens();
    const token = `sbtok_${randomToken()}`;
    this.tokens.set(sha256(token), { card, expiresAt: this.clock.now().getTime() + TOKEN_TTL_SECONDS * 1000 });
    return token;
  }

  /** Single use: the token is gone after this call whether or not it was still valid. */
  consumeToken(token: string): SandboxCard | null {
    const key = sha256(token);
    const entry = this.tokens.get(key);
    this.tokens.delete(key);
    if (!entry || this.clock.now().getTime() >= entry.expiresAt) return null;
    return entry.card;
  }

  /** Plain-object view for tests and debugging. */
  snapshot() {
    return {
      tokens: [...this.tokens.entries()],
      cards: [...this.cards.values()],
      auths: [...this.auths.values()],
      orders: [...this.orders.entries()],
    };
  }

  private purgeExpiredTokens(): void {
    const now = this.clock.now().getTime();
    for (const [key, entry] of this.tokens) if (now >= entry.expiresAt) this.tokens.delete(key);
  }
}
