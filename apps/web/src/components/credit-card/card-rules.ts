import {
  detectCardBrand,
  formatCardNumber,
  isAllowedCardBrand,
  isValidCardLength,
  luhnValid,
  normalizeCardNumber,
  securityCodeLength,
  simpleBrandCode,
  toHalfWidthDigits,
  JST_OFFSET_MS,
} from '@icp/domain';

/** Spec §5: the allowed brand list is JCB only; said before anything is sent anywhere. */
export const JCB_ONLY_MESSAGE = 'ご利用いただけるカードはJCBのみです。';

export interface CardBrandGuess {
  /** What to show beside the number (JCB, Visa, …), once the digits so far decide it. */
  name: string | null;
  /** The brand is known and it is not one we accept. */
  refused: boolean;
}

const SIMPLE_CODE_NAMES: Readonly<Record<string, string>> = {
  JCB: 'JCB',
  VISA: 'Visa',
  MASTER: 'Mastercard',
  AMEX: 'American Express',
  DINERS: 'Diners Club',
};

/**
 * The brand of what has been typed so far, for the badge beside the field. The domain's
 * detection waits while a prefix is ambiguous ('4' could still be Elo); the spec's simple
 * prefix map (35 JCB, 4 VISA, …) fills that gap so a Visa is refused from its first digit.
 */
export function guessCardBrand(input: string): CardBrandGuess {
  const digits = normalizeCardNumber(input);
  if (digits === null) return { name: null, refused: false };
  const brand = detectCardBrand(digits);
  const simple = simpleBrandCode(digits);
  if (brand) return { name: brand.niceType, refused: !isAllowedCardBrand(brand.brandCode) };
  if (simple) return { name: SIMPLE_CODE_NAMES[simple] ?? simple, refused: !isAllowedCardBrand(simple) };
  return { name: null, refused: false };
}

export function cardNumberError(input: string): string | null {
  if (input.trim() === '') return 'カード番号を入力してください。';
  const digits = normalizeCardNumber(input);
  if (digits === null) return 'カード番号は半角数字で入力してください。';
  if (guessCardBrand(digits).refused) return JCB_ONLY_MESSAGE;
  if (!isValidCardLength(digits)) {
    // A full-length number of no brand we know is refused like any other non-JCB card.
    return digits.length >= 14 && detectCardBrand(digits) === null ? JCB_ONLY_MESSAGE : 'カード番号の桁数が正しくありません。';
  }
  if (!luhnValid(digits)) return 'カード番号が正しくありません。番号をご確認ください。';
  return null;
}

/** What is typed in the number field, spaced for reading (4-4-4-4). */
export function formatCardNumberInput(input: string): string {
  const digits = normalizeCardNumber(input);
  return digits === null ? input : formatCardNumber(digits.slice(0, 19));
}

/** 'MM/YY' as typed, with the slash added after the month ("1230" → "12/30"). */
export function formatExpiryInput(input: string, previous = ''): string {
  const digits = toHalfWidthDigits(input).replace(/\D/g, '').slice(0, 4);
  // Deleting the slash should delete it, not put it back at once.
  if (digits.length === 2 && previous.length === 3 && input.length === 2) return digits;
  return digits.length >= 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A card is good through the last day of its expiry month, counted in Japan time. */
export function cardExpiryError(input: string, now: Date): string | null {
  if (input.trim() === '') return '有効期限を入力してください。';
  const m = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(input.trim());
  if (!m) return '有効期限はMM/YYの形式で入力してください。';
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  const endExclusive = Date.UTC(year, month, 1) - JST_OFFSET_MS;
  if (now.getTime() >= endExclusive) return 'カードの有効期限が切れています。';
  return null;
}

/** 3 digits, 4 for American Express (the code length follows the number's brand). */
export function securityCodeError(code: string, cardNumber: string): string | null {
  const size = securityCodeLength(normalizeCardNumber(cardNumber) ?? '');
  if (code.trim() === '') return 'セキュリティコードを入力してください。';
  if (!new RegExp(`^\\d{${size}}$`).test(toHalfWidthDigits(code.trim())))
    return `セキュリティコードは${size}桁の数字で入力してください。`;
  return null;
}

export const HOLDER_NAME_MAX = 45;

/** Optional; as embossed: half-width letters, spaces and . - ' only. */
export function holderNameError(name: string): string | null {
  const v = name.trim();
  if (v === '') return null;
  if (v.length > HOLDER_NAME_MAX) return `カード名義は${HOLDER_NAME_MAX}文字以内で入力してください。`;
  if (!/^[A-Za-z][A-Za-z .'-]*$/.test(v)) return 'カード名義は半角英字で入力してください（例：TARO YAMADA）。';
  return null;
}
