import { randomBytes } from 'node:crypto';
import type { SecretBox } from '../../platform/secret-box.ts';

/*
 * The two secrets of a partner app, generated here, shown once, kept sealed (platform/secret-box)
 * and bound to their row and purpose: a sealed value copied to another app or column is refused.
 * The OAuth server opens the client secret with openClientSecret; the webhook job the webhook
 * secret with openWebhookSecret.
 */

export const clientSecretContext = (clientId: string) => `partner-client:${clientId}:client-secret`;
export const webhookSecretContext = (clientId: string) => `partner-client:${clientId}:webhook-secret`;

/** A client_id: 24 url-safe characters (144 random bits), public, appears in authorization URLs. */
export function newClientId(): string {
  return randomBytes(18).toString('base64url');
}

/** 43 url-safe characters (256 bits): what a confidential app sends with client_secret_basic. */
export function newClientSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Standard Webhooks' format: `whsec_` and the base64 of 32 random bytes (the HMAC key). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export function sealClientSecret(box: SecretBox, clientId: string, secret: string): string {
  return box.seal(secret, clientSecretContext(clientId));
}
export function sealWebhookSecret(box: SecretBox, clientId: string, secret: string): string {
  return box.seal(secret, webhookSecretContext(clientId));
}

/** The plaintext, or null when it cannot be opened (altered, or sealed with a key no longer configured). */
export function openClientSecret(box: SecretBox, clientId: string, sealed: string | null): string | null {
  return sealed === null ? null : box.open(sealed, clientSecretContext(clientId));
}
export function openWebhookSecret(box: SecretBox, clientId: string, sealed: string | null): string | null {
  return sealed === null ? null : box.open(sealed, webhookSecretContext(clientId));
}
