import { routes } from '@icp/contract';
import type { CardTokenConfig } from '@icp/contract';
import { api } from './api.ts';
import { ApiError, NETWORK_ERROR_MESSAGE, isAbort, isApiError } from './api-client.ts';
import { requestExternal } from './external-request.ts';

/**
 * The acquirer's token server (VeriTrans4G「MDKトークン」). Our API says where it is and with which
 * public token API key (GET /invoices/credit_cards/token_config): in development the embedded
 * VeriTrans simulator on our own origin (/gateway/4gtoken), in production VeriTrans's https
 * endpoint, which the CSP's connect-src must allow.
 *
 * Card numbers and security codes are sent there and nowhere else: never to /api/v1, never into
 * sessionStorage/localStorage, never to a log (PCI DSS SAQ A, docs/design.md §8). Our API only ever
 * sees the one-time token it returns, and the last 4 digits the user typed.
 */

export interface CardTokenRequest {
  /** Digits only. */
  card_number: string;
  /** MM/YY */
  card_expire: string;
  security_code: string;
}

/** What the card form hands over: the one-time token and the last 4 digits as typed. */
export interface CardToken {
  token: string;
  last4: string;
  /** From the form, not the token server (the MDK token carries no name). */
  holder_name?: string;
}

/** The card form's fields a token-server error can belong to. */
export type CardTokenField = 'card_number' | 'card_expire' | 'security_code';

/** When the token server refuses for a reason the user cannot fix in a field (or we do not know it). */
export const CARD_TOKEN_FAILED_MESSAGE = 'カード情報を送信できませんでした。時間をおいて再度お試しください。';

/**
 * MDKトークン 結果コード一覧 (HTTP 400, `{status: "failure", code, message}`), in words for the
 * user and under the field they are about. Any other code (invalid_token_api_key, codes VeriTrans
 * may add) gets CARD_TOKEN_FAILED_MESSAGE above the form.
 */
const TOKEN_ERRORS: ReadonlyMap<string, { field: CardTokenField; message: string }> = new Map([
  ['missing_card_number', { field: 'card_number', message: 'カード番号を入力してください。' }],
  ['invalid_card_number', { field: 'card_number', message: 'カード番号を正しく入力してください。' }],
  ['digit_check_error', { field: 'card_number', message: 'カード番号に誤りがあります。もう一度ご確認ください。' }],
  ['missing_card_expire', { field: 'card_expire', message: '有効期限を入力してください。' }],
  [
    'invalid_card_expire',
    { field: 'card_expire', message: '有効期限を正しく入力してください（例: 12/30）。期限切れのカードは使えません。' },
  ],
  ['missing_security_code', { field: 'security_code', message: 'セキュリティコードを入力してください。' }],
  ['invalid_security_code', { field: 'security_code', message: 'セキュリティコードを正しく入力してください。' }],
]);

/**
 * The error a token-server refusal becomes: ApiError like every other failed call, with the field
 * error for a known code (applyApiError puts it under its field) or only the general message.
 */
export function cardTokenError(code: string | null): ApiError {
  const known = code === null ? undefined : TOKEN_ERRORS.get(code);
  if (code !== null && known) return new ApiError(400, { status: code, message: known.message, errors: [known] });
  return new ApiError(400, { status: code ?? 'card_token_failed', message: CARD_TOKEN_FAILED_MESSAGE });
}

interface TokenSuccessBody {
  token?: unknown;
  token_expire_date?: unknown;
  req_card_number?: unknown;
  status?: unknown;
}

/** The config for the page's life: fetched once, forgotten when it fails or may be stale. */
let config: Promise<CardTokenConfig> | null = null;

/** Drops the remembered token config; the next card is sent after asking our API again. */
export function forgetCardTokenConfig(): void {
  config = null;
}

/** Only our own origin or an https endpoint may receive card numbers. */
function isAcceptableTokenUrl(tokenUrl: string): boolean {
  try {
    const url = new URL(tokenUrl, window.location.origin);
    return url.protocol === 'https:' || url.origin === window.location.origin;
  } catch {
    return false;
  }
}

/** GET /api/v1/invoices/credit_cards/token_config, shared by every card sent from this page. */
export function getCardTokenConfig(): Promise<CardTokenConfig> {
  if (config) return config;
  const pending = api.call(routes.getCardTokenConfig, {}).then((c) => {
    if (typeof c?.token_url !== 'string' || typeof c.token_api_key !== 'string' || !isAcceptableTokenUrl(c.token_url)) {
      throw new ApiError(0, { status: 'invalid_token_config', message: CARD_TOKEN_FAILED_MESSAGE });
    }
    return c;
  });
  config = pending;
  // A failed fetch is not remembered: the next try asks again.
  pending.catch(() => {
    if (config === pending) config = null;
  });
  return pending;
}

/** `code` of a token-server refusal body, read from a copy so requestExternal still reads the original. */
async function failureCodeOf(res: Response): Promise<string | null> {
  try {
    const body: unknown = await res.clone().json();
    const code = (body as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

/**
 * The card → a one-time token (15 minutes, single use). A refusal of the card data (400 with a known
 * code) is an ApiError whose `errors` name the field; any other refusal the general message; an
 * HTTP error or no answer the usual network message.
 */
export async function createCardToken(card: CardTokenRequest, signal?: AbortSignal): Promise<CardToken> {
  const { token_url, token_api_key } = await getCardTokenConfig();
  let refusal: string | null = null;
  const fetchAndPeek: typeof fetch = async (input, init) => {
    const res = await globalThis.fetch(input, init);
    if (res.status === 400) refusal = await failureCodeOf(res);
    return res;
  };
  let body: TokenSuccessBody | undefined;
  try {
    body = await requestExternal<TokenSuccessBody>(token_url, {
      method: 'POST',
      json: {
        token_api_key,
        card_number: card.card_number,
        card_expire: card.card_expire,
        security_code: card.security_code,
        lang: 'ja',
      },
      signal,
      fetch: fetchAndPeek,
    });
  } catch (e) {
    if (isAbort(e) || !isApiError(e)) throw e;
    const error =
      e.httpStatus === 400
        ? cardTokenError(refusal)
        : // Whatever the body said (a proxy page, the acquirer's English): the Japanese network message.
          new ApiError(e.httpStatus, { status: e.status, message: NETWORK_ERROR_MESSAGE });
    // Not about the card: the key or the URL may have changed since the page asked.
    if (error.errors.length === 0) forgetCardTokenConfig();
    throw error;
  }
  if (typeof body?.token !== 'string' || body.token === '') {
    forgetCardTokenConfig();
    throw cardTokenError(null);
  }
  return { token: body.token, last4: card.card_number.slice(-4) };
}
