import { randomUUID } from 'node:crypto';
import { detectCardBrand, luhnValid, simpleBrandCode } from '@icp/domain';
import type { Clock } from '../../clock.ts';
import { sha256 } from '../../secrets.ts';
import { type SimulatorBehaviour, testCardFor } from './test-cards.ts';

/** MDKトークン 開発ガイド: a token is good for 15 minutes and for one payment request. */
export const TOKEN_TTL_MS = 15 * 60 * 1000;

/**
 * Token server answers (MDKトークン 結果コード一覧: status / code / HTTP status / message). The first
 * seven rows are the published table; 'invalid_token_api_key' is the simulator's name for a wrong or
 * missing key, whose published row we could not read (README.md, "open points").
 */
export const TOKEN_RESULTS = {
  success: { http: 200, en: 'Token has been successfully created.', ja: 'トークンの生成に成功しました。' },
  missing_card_number: { http: 400, en: 'Card number is missing.', ja: 'カード番号が未指定です。' },
  invalid_card_number: { http: 400, en: 'Card number is invalid.', ja: 'カード番号のフォーマットが異常です。' },
  digit_check_error: { http: 400, en: 'Digit check error occurred.', ja: 'ディジットチェックエラーです。' },
  missing_card_expire: { http: 400, en: 'Card expire is missing.', ja: 'カード有効期限が未指定です。' },
  invalid_card_expire: { http: 400, en: 'Card expire is invalid.', ja: 'カード有効期限のフォーマットが異常です。' },
  missing_security_code: { http: 400, en: 'Security code is missing.', ja: 'セキュリティコードが未指定です。' },
  invalid_security_code: { http: 400, en: 'Security code is invalid.', ja: 'セキュリティコードのフォーマットが異常です。' },
  invalid_token_api_key: { http: 400, en: 'Token API key is invalid.', ja: 'トークンAPIキーが正しくありません。' },
} as const;

export type TokenResultCode = keyof typeof TOKEN_RESULTS;

export interface TokenRequest {
  token_api_key?: unknown;
  card_number?: unknown;
  card_expire?: unknown;
  security_code?: unknown;
  cardholder_name?: unknown;
  lang?: unknown;
}

export interface TokenSuccessBody {
  token: string;
  token_expire_date: string;
  req_card_number: string;
  status: 'success';
  code: 'success';
  message: string;
}

export interface TokenFailureBody {
  status: 'failure';
  code: TokenResultCode;
  message: string;
}

/** What a token stands for. Never the card number or the security code. */
export interface TokenisedCard {
  /** Masked as configured (MaskStyle): never more than the first 6 and last 4 digits. */
  maskedNumber: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  behaviour: SimulatorBehaviour;
  declineCode: string | undefined;
  declinesAbove: number | undefined;
}

interface TokenEntry {
  card: TokenisedCard;
  expiresAt: number;
}

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** yyyyMMddHHmmss in JST, the form VeriTrans dates take on the wire. */
export function jstTimestamp(at: Date): string {
  return new Date(at.getTime() + JST_OFFSET_MS).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/**
 * 'first6last2' is the masking VeriTrans's samples show for req_card_number / reqCardNumber
 * ("411111********11"), so the acquirer never discloses the last 4 digits; 'first6last4' (the PCI
 * DSS maximum) is kept for trying the other form. The adapter accepts both (README.md, "open points").
 */
export type MaskStyle = 'first6last2' | 'first6last4';

export function maskCardNumber(digits: string, style: MaskStyle = 'first6last2'): string {
  const tail = style === 'first6last4' ? 4 : 2;
  return `${digits.slice(0, 6)}${'*'.repeat(Math.max(0, digits.length - 6 - tail))}${digits.slice(-tail)}`;
}

/** Past the last day of the expiry month in JST: Japanese issuers count that day. */
function isExpired(month: number, year: number, now: Date): boolean {
  return now.getTime() >= Date.UTC(year, month, 1) - JST_OFFSET_MS;
}

/**
 * The MDK token server's memory: one-time tokens, stored as SHA-256 hashes (a leaked snapshot does
 * not let anyone pay), each good for 15 minutes and consumed by its first use.
 */
export class TokenServer {
  readonly #tokens = new Map<string, TokenEntry>();

  constructor(
    private readonly clock: Clock,
    private readonly tokenApiKey: string,
    private readonly maskStyle: MaskStyle = 'first6last2',
  ) {}

  issue(request: TokenRequest, lang: 'ja' | 'en' = 'ja'): { http: number; body: TokenSuccessBody | TokenFailureBody } {
    const fail = (code: Exclude<TokenResultCode, 'success'>) => ({
      http: TOKEN_RESULTS[code].http,
      body: { status: 'failure' as const, code, message: TOKEN_RESULTS[code][lang] },
    });
    if (typeof request.token_api_key !== 'string' || request.token_api_key !== this.tokenApiKey) {
      return fail('invalid_token_api_key');
    }
    if (typeof request.card_number !== 'string' || request.card_number === '') return fail('missing_card_number');
    const digits = request.card_number;
    if (!/^\d{12,19}$/.test(digits)) return fail('invalid_card_number');
    const brand = simpleBrandCode(digits) ?? detectCardBrand(digits)?.brandCode ?? null;
    if (brand === null) return fail('invalid_card_number');
    if (!luhnValid(digits)) return fail('digit_check_error');

    if (typeof request.card_expire !== 'string' || request.card_expire === '') return fail('missing_card_expire');
    const expire = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(request.card_expire);
    if (!expire) return fail('invalid_card_expire');
    const month = Number(expire[1]);
    const year = 2000 + Number(expire[2]);
    // A past expiry is refused here too: the field shows it before any payment is tried.
    if (isExpired(month, year, this.clock.now())) return fail('invalid_card_expire');

    if (request.security_code !== undefined && request.security_code !== '') {
      const size = detectCardBrand(digits)?.securityCode.size ?? 3;
      if (typeof request.security_code !== 'string' || !new RegExp(`^\\d{${size}}$`).test(request.security_code)) {
        return fail('invalid_security_code');
      }
    } else {
      return fail('missing_security_code');
    }

    const testCard = testCardFor(digits);
    const card: TokenisedCard = {
      maskedNumber: maskCardNumber(digits, this.maskStyle),
      brand,
      last4: digits.slice(-4),
      expiryMonth: month,
      expiryYear: year,
      behaviour: testCard?.behaviour ?? 'success',
      declineCode: testCard?.declineCode,
      declinesAbove: testCard?.declinesAbove,
    };
    this.#purgeExpired();
    const token = randomUUID();
    const expiresAt = this.clock.now().getTime() + TOKEN_TTL_MS;
    this.#tokens.set(sha256(token), { card, expiresAt });
    return {
      http: 200,
      body: {
        token,
        token_expire_date: jstTimestamp(new Date(expiresAt)),
        req_card_number: card.maskedNumber,
        status: 'success',
        code: 'success',
        message: TOKEN_RESULTS.success[lang],
      },
    };
  }

  /** Single use: the token is gone after this call whether or not it was still good. */
  consume(token: string): TokenisedCard | null {
    const key = sha256(token);
    const entry = this.#tokens.get(key);
    this.#tokens.delete(key);
    if (!entry || this.clock.now().getTime() >= entry.expiresAt) return null;
    return entry.card;
  }

  get size(): number {
    return this.#tokens.size;
  }

  #purgeExpired(): void {
    const now = this.clock.now().getTime();
    for (const [key, entry] of this.#tokens) if (now >= entry.expiresAt) this.#tokens.delete(key);
  }
}
