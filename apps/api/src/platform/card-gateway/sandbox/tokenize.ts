import { detectCardBrand, isValidCardLength, luhnValid, normalizeCardNumber, simpleBrandCode } from '@icp/domain';
import { isCardExpired, parseCardExpire } from './card-expiry.ts';
import type { SandboxGatewayState } from './sandbox-state.ts';
import { behaviourOf } from './test-cards.ts';

export interface TokenizeInput {
  card_number: string;
  card_expire: string;
  security_code: string;
  holder_name?: string | undefined;
}

export type TokenizeResult =
  { ok: true; token: string; brand: string; last4: string } | { ok: false; field: keyof TokenizeInput; message: string };

/**
 * The token endpoint's work. The card number lives only in this call's locals: what is kept is
 * the brand, the last 4 digits, the expiry, the holder and the test behaviour. Error messages
 * never repeat the input.
 */
export function tokenizeCard(state: SandboxGatewayState, input: TokenizeInput): TokenizeResult {
  const digits = normalizeCardNumber(input.card_number);
  if (digits === null || !luhnValid(digits) || !isValidCardLength(digits)) {
    return { ok: false, field: 'card_number', message: 'カード番号が正しくありません。' };
  }
  const brand = simpleBrandCode(digits) ?? detectCardBrand(digits)?.brandCode ?? null;
  if (brand === null) return { ok: false, field: 'card_number', message: 'このカードはご利用いただけません。' };

  const expiry = parseCardExpire(input.card_expire);
  if (!expiry) return { ok: false, field: 'card_expire', message: '有効期限はMM/YYの形式で入力してください。' };
  const behaviour = behaviourOf(digits);
  // The 'expired' test card is let through with a past date so the decline at authorize can be tested.
  if (behaviour !== 'expired' && isCardExpired(expiry, state.clock.now())) {
    return { ok: false, field: 'card_expire', message: 'カードの有効期限が切れています。' };
  }

  const codeLength = detectCardBrand(digits)?.securityCode.size ?? 3;
  if (!new RegExp(`^\\d{${codeLength}}$`).test(input.security_code)) {
    return { ok: false, field: 'security_code', message: `セキュリティコードは${codeLength}桁の数字で入力してください。` };
  }

  const last4 = digits.slice(-4);
  const holderName = input.holder_name?.trim() || undefined;
  const token = state.issueToken({
    brand,
    last4,
    expiryMonth: expiry.month,
    expiryYear: expiry.year,
    ...(holderName ? { holderName } : {}),
    behaviour,
  });
  return { ok: true, token, brand, last4 };
}
