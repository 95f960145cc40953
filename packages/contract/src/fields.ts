import { z } from 'zod';

/**
 * Field schemas shared by API validation and web forms, so both say the same thing in Japanese.
 * Kana, postal and 法人番号 rules live in @icp/domain; these only wire them into zod.
 */
import {
  isPrefectureName,
  isValidCorporateNumber,
  isZenkakuKatakana,
  normalizeHolderKana,
  normalizePostalCode,
  ZENGIN_HOLDER_MAX_BYTES,
} from '@icp/domain';

/**
 * What the database columns behind an integer field can hold: a PostgreSQL `integer` ends at
 * 2^31−1 (anything larger is a 500 from the driver, not a 400); `bigint` ids are capped where a
 * JS number stops being exact (zod's .int() already stops there).
 */
export const PG_INTEGER_MAX = 2_147_483_647;
export const PG_SMALLINT_MAX = 32_767;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = z
  .string({ error: 'メールアドレスを入力してください。' })
  .trim()
  .min(1, 'メールアドレスを入力してください。')
  .max(254, 'メールアドレスは254文字以内で入力してください。')
  .pipe(z.email('メールアドレスの形式が正しくありません。'))
  .transform((s) => s.toLowerCase());

/** NIST 800-63B: length only, no composition rules, no truncation (docs/design.md §8). */
export const passwordSchema = z
  .string({ error: 'パスワードを入力してください。' })
  .min(PASSWORD_MIN_LENGTH, `パスワードは${PASSWORD_MIN_LENGTH}文字以上で入力してください。`)
  .max(PASSWORD_MAX_LENGTH, `パスワードは${PASSWORD_MAX_LENGTH}文字以内で入力してください。`);

/** The one-time codes we mail and the authenticator app's codes (RFC 6238 default): this many digits. */
export const OTP_CODE_LENGTH = 6;
export const OTP_CODE_PATTERN = new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`);

export const otpCodeSchema = z
  .string({ error: '認証コードを入力してください。' })
  .regex(OTP_CODE_PATTERN, `認証コードは${OTP_CODE_LENGTH}桁の数字で入力してください。`);

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label}を入力してください。` })
    .trim()
    .min(1, `${label}を入力してください。`)
    .max(max, `${label}は${max}文字以内で入力してください。`);

export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label}は${max}文字以内で入力してください。`)
    .optional()
    // An empty input means "none": store null, not ''.
    .transform((v) => (v === '' ? undefined : v));

export const katakanaText = (label: string, max: number) =>
  requiredText(label, max).refine(isZenkakuKatakana, `${label}は全角カタカナで入力してください。`);

export const postalCodeSchema = (label = '郵便番号') =>
  z.string({ error: `${label}を入力してください。` }).transform((s, ctx) => {
    const normalized = normalizePostalCode(s);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: `${label}は7桁の数字で入力してください。` });
      return z.NEVER;
    }
    return normalized;
  });

export const corporateNumberSchema = z
  .string({ error: '法人番号を入力してください。' })
  .trim()
  .regex(/^\d{13}$/, '法人番号は13桁の数字で入力してください。')
  .refine(isValidCorporateNumber, '法人番号が正しくありません。番号をご確認ください。');

export const phoneNumberSchema = z
  .string({ error: '電話番号を入力してください。' })
  .transform((s) => s.replace(/[-‐－ー\s()]/g, ''))
  .pipe(z.string().regex(/^0\d{9,10}$/, '電話番号は0から始まる10桁または11桁の数字で入力してください。'));

/** A real calendar date in the past, as YYYY-MM-DD (the form and API both use ISO dates). */
export const pastDateSchema = (label: string) =>
  z
    .string({ error: `${label}を入力してください。` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}を正しく入力してください。`)
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, `${label}は存在する日付を入力してください。`)
    .refine((s) => s >= '1900-01-01' && s < new Date().toISOString().slice(0, 10), `${label}は過去の日付を入力してください。`);

/** A select on screen: every message says 選択してください, empty included. */
export const prefectureSchema = (label: string) =>
  z
    .string({ error: `${label}を選択してください。` })
    .trim()
    .min(1, `${label}を選択してください。`)
    .refine(isPrefectureName, `${label}を選択してください。`);

/**
 * A name that travels in Zengin transfer files (振込名義人, 口座名義): whatever kana the person
 * typed becomes Zengin half-width kana; characters a bank cannot carry are named in the error.
 */
export const zenginNameSchema = (label: string) =>
  z.string({ error: `${label}を入力してください。` }).transform((s, ctx) => {
    const result = normalizeHolderKana(s);
    if (!result.ok) {
      const message =
        result.invalidChars.length > 0
          ? result.message
          : s.trim() === ''
            ? `${label}を入力してください。`
            : `${label}は半角${ZENGIN_HOLDER_MAX_BYTES}文字以内にしてください。`;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return result.value;
  });
