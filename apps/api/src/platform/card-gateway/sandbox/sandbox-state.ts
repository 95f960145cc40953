import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import type { CardBrandCode } from '@icp/domain';
import type { AuthorizeResult, OperationResult } from '../card-gateway.ts';
import type { Clock } from '../../clock.ts';
import { randomToken, sha256 } from '../../secrets.ts';
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
 * The sandbox's memory. Tokens live only in this process (as SHA-256 hashes, 15 minutes). Cards,
 * authorizations and order results can also be kept in a JSON file (embedded mode: DATA_DIR), so
 * a restart or an ops command in another process (npm run ops -- invoice:complete) still finds
 * the authorization it must capture — as a real provider would. What is written is what our own
 * database keeps too (brand, last 4, expiry, holder name, test behaviour), never a card number.
 */
export class SandboxGatewayState {
  readonly tokens = new Map<string, TokenEntry>();
  readonly cards = new Map<string, StoredCard>();
  readonly auths = new Map<string, SandboxAuth>();
  /** First result per orderId: the idempotency record behind "no double charge". */
  readonly orders = new Map<string, AuthorizeResult>();
  /** First result per refundId: a retried refund is answered, not carried out again. */
  readonly refunds = new Map<string, OperationResult>();

  #fileStamp = -1;

  constructor(
    readonly clock: Clock,
    private readonly file?: string,
  ) {}

  /** Picks up what another process wrote since we last looked. */
  reload(): void {
    if (!this.file || !existsSync(this.file)) return;
    const stamp = statSync(this.file).mtimeMs;
    if (stamp === this.#fileStamp) return;
    const saved = JSON.parse(readFileSync(this.file, 'utf8')) as {
      cards: StoredCard[];
      auths: SandboxAuth[];
      orders: [string, AuthorizeResult][];
      refunds?: [string, OperationResult][];
    };
    this.cards.clear();
    for (const card of saved.cards) this.cards.set(card.cardRef, card);
    this.auths.clear();
    for (const auth of saved.auths) this.auths.set(auth.authId, auth);
    this.orders.clear();
    for (const [orderId, result] of saved.orders) this.orders.set(orderId, result);
    this.refunds.clear();
    for (const [refundId, result] of saved.refunds ?? []) this.refunds.set(refundId, result);
    this.#fileStamp = stamp;
  }

  /** Written whole and renamed into place, so a reader never sees half a file. */
  save(): void {
    if (!this.file) return;
    const partial = `${this.file}.part`;
    writeFileSync(
      partial,
      JSON.stringify({
        cards: [...this.cards.values()],
        auths: [...this.auths.values()],
        orders: [...this.orders.entries()],
        refunds: [...this.refunds.entries()],
      }),
      { mode: 0o600 },
    );
    renameSync(partial, this.file);
    this.#fileStamp = statSync(this.file).mtimeMs;
  }

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
      refunds: [...this.refunds.entries()],
    };
  }

  private purgeExpiredTokens(): void {
    const now = this.clock.now().getTime();
    for (const [key, entry] of this.tokens) if (now >= entry.expiresAt) this.tokens.delete(key);
  }
}
