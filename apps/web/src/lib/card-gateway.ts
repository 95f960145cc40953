import { requestExternal } from './external-request.ts';

/**
 * The card gateway's token endpoint. In embedded and development mode the built-in sandbox
 * gateway answers it on our own origin (apps/api/src/platform/card-gateway/sandbox); a real provider
 * serves its own token endpoint (or a hosted field) on its domain, and only this constant and
 * the CSP's connect-src change.
 *
 * Card numbers and security codes are sent here and nowhere else: never to /api/v1, never into
 * sessionStorage/localStorage, never to a log (PCI DSS SAQ A, docs/design.md §8). Our API only ever
 * sees the one-time token this returns.
 */
export const CARD_GATEWAY_TOKEN_URL = '/gateway/tokens';

export interface CardTokenRequest {
  card_number: string;
  /** MM/YY */
  card_expire: string;
  security_code: string;
  holder_name?: string;
}

export interface CardToken {
  token: string;
  /** Seconds (single use, 15 minutes). */
  expires_in: number;
  brand: string;
  last4: string;
}

/** POST {card} → one-time token; 400 {status, message, errors} in Japanese (as ApiError). */
export const createCardToken = (card: CardTokenRequest, signal?: AbortSignal) =>
  requestExternal<CardToken>(CARD_GATEWAY_TOKEN_URL, { method: 'POST', json: card, signal });
