import { REQUEST_KEY_STATUS, invoiceStatusName } from '@icp/domain';
import type { RequestKeyWithInvoice } from './repository.ts';

export type KeyStatus = (typeof REQUEST_KEY_STATUS)[keyof typeof REQUEST_KEY_STATUS];

/**
 * A key's status as this buyer sees it (spec §4: 1 valid, 2 expired, 3 invalid). A key of a
 * request addressed to another buyer is invalid, exactly like a key that does not exist, so
 * nothing can be learnt by trying keys.
 */
export function keyStatusFor(found: RequestKeyWithInvoice | null, buyerId: number, now: Date): KeyStatus {
  if (!found || found.invoice.buyerId !== buyerId) return REQUEST_KEY_STATUS.INVALID;
  if (found.key.linkedBuyerId !== null && found.key.linkedBuyerId !== buyerId) return REQUEST_KEY_STATUS.INVALID;
  const status = invoiceStatusName(found.invoice.status);
  if (found.key.status === REQUEST_KEY_STATUS.INVALID || status === 'Cancel') return REQUEST_KEY_STATUS.INVALID;
  if (found.key.status === REQUEST_KEY_STATUS.EXPIRED || status === 'Expired' || found.key.expiresAt <= now)
    return REQUEST_KEY_STATUS.EXPIRED;
  return REQUEST_KEY_STATUS.VALID;
}
