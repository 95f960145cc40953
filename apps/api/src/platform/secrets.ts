import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_CODE_LENGTH } from '@icp/contract';

/** An opaque bearer secret (refresh tokens, login tokens, reset links): 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A 6-digit (OTP_CODE_LENGTH) one-time code from the CSPRNG (docs/design.md §8). */
export function generateOtpCode(): string {
  return randomInt(0, 10 ** OTP_CODE_LENGTH)
    .toString()
    .padStart(OTP_CODE_LENGTH, '0');
}

/** Secrets are stored only as hashes: a leaked table does not let anyone log in. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
