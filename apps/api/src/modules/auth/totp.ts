import { OTP_CODE_PATTERN } from '@icp/contract';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { UserRow } from '../users/repository.ts';

/** What the authenticator app shows above the account (RFC 6238 defaults: SHA-1, 6 digits, 30 s). */
export const TOTP_ISSUER = '請求書カード払い';
const PERIOD_SECONDS = 30;

/** 160 random bits, Base32 — what every authenticator app accepts. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpUri(secret: string, emailAddress: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: emailAddress, secret });
}

/** The otpauth URI as a QR code: SVG rather than PNG (small, sharp at any size, shown through the CSP's img-src data:). */
export async function totpQrCodeDataUri(otpauthUri: string): Promise<string> {
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** Additional data for the secret box: a sealed secret only opens on its own user's row. */
export function totpSealContext(userId: number): string {
  return `totp:${userId}`;
}

/** Login asks for the app's code only when enrolment really finished. */
export function usesTotp(user: Pick<UserRow, 'twoFactorMethod' | 'totpSecretSealed'>): boolean {
  return user.twoFactorMethod === 'totp' && user.totpSecretSealed !== null;
}

/**
 * The time step a 6-digit code belongs to, accepting one step of clock drift either way, or null.
 * Steps at or before `afterStep` are refused (a code works once).
 */
export async function matchTotpStep(secret: string, code: string, now: Date, afterStep: number | null): Promise<number | null> {
  if (!OTP_CODE_PATTERN.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: PERIOD_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Records `step` as used, atomically: false when this or a later step was already accepted
 * (a replay, or a racing login with the same code), so each code logs in once.
 */
export async function markTotpStepUsed(tx: Tx, userId: number, step: number): Promise<boolean> {
  const updated = await tx
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return updated.length > 0;
}
