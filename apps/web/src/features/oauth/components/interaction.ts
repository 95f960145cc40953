import { isApiError } from '../../../lib/api-client.ts';

// oidc-provider's interaction ids, as the contract's interactionParamsSchema checks them (kept
// without zod: these public screens load no schema library).
const UID_PATTERN = /^[A-Za-z0-9_-]{10,64}$/;

/** The `uid` search parameter, or null when it is missing or could not be an interaction. */
export function parseUid(raw: string | null): string | null {
  return raw && UID_PATTERN.test(raw) ? raw : null;
}

/**
 * The interaction is gone: unknown, expired, already finished, or begun in another browser (its
 * cookie is missing): any 4xx but a dead session (401), a refusal (403) or throttling (429). A
 * network error or 5xx does not: trying again may work.
 */
export function isInteractionGone(error: unknown): boolean {
  if (!isApiError(error) || error.httpStatus < 400 || error.httpStatus >= 500) return false;
  return ![401, 403, 429].includes(error.httpStatus);
}

/**
 * During the login (password or code), only a 404 or 410 says the interaction is gone: a 400 is
 * the user's input (invalid_code, validation_error).
 */
export function isInteractionMissing(error: unknown): boolean {
  return isApiError(error) && (error.httpStatus === 404 || error.httpStatus === 410);
}
