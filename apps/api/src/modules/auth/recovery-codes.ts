import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_PATTERN } from '@icp/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { recoveryCodes } from '../../db/schema.ts';
import { sha256 } from '../../platform/secrets.ts';

export const RECOVERY_CODE_COUNT = 10;
/** Lowercase letters and digits without look-alikes (0/o, 1/l/i): about 49.5 bits per code. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;

/** 'k7mq2-x9pfa': what the user is shown once and types back when the phone is gone. */
export function generateRecoveryCode(): string {
  let raw = '';
  for (let i = 0; i < CODE_LENGTH; i++) raw += ALPHABET[randomInt(ALPHABET.length)];
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

export function isRecoveryCodeShape(code: string): boolean {
  return RECOVERY_CODE_PATTERN.test(code);
}

/** Hyphen optional, case-insensitive: both spellings hash the same. */
function recoveryCodeHash(code: string): string {
  return sha256(code.toLowerCase().replace('-', ''));
}

/** Replaces the user's codes with ten fresh ones and returns them for display (stored hashed only). */
export async function replaceRecoveryCodes(tx: Tx, userId: number, now: Date): Promise<string[]> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(code), createdAt: now })));
  return codes;
}

export async function deleteRecoveryCodes(tx: Tx, userId: number): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function countUnusedRecoveryCodes(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Uses a code up, atomically: false when it is unknown or already used (so it works once). */
export async function consumeRecoveryCode(tx: Tx, userId: number, code: string, now: Date): Promise<boolean> {
  const used = await tx
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, recoveryCodeHash(code)), isNull(recoveryCodes.usedAt)),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}
