import { randomBytes } from 'node:crypto';

// 32 symbols (5 bits each) without 0/O and 1/I, which people misread when they copy a key.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 12;

/** A fresh key: 12 symbols (60 bits from a CSPRNG), unguessable within any request's lifetime. */
export function newRequestKey(): string {
  return [...randomBytes(LENGTH)].map((b) => ALPHABET[b & 31]).join('');
}

/** How keys are stored and compared: hyphens and spaces dropped, upper case ("abcd-efgh" = "ABCDEFGH"). */
export function canonicalRequestKey(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** ABCDEFGHJKLM → ABCD-EFGH-JKLM, as sellers hand keys out. */
export function groupedRequestKey(key: string): string {
  return key.replace(/(.{4})(?=.)/g, '$1-');
}
