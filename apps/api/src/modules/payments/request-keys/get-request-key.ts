import type { requestKeyInfoSchema } from '@icp/contract';
import { REQUEST_KEY_STATUS } from '@icp/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../../app-deps.ts';
import { keyStatusFor } from './key-status.ts';
import { canonicalRequestKey } from './request-key-format.ts';
import { findRequestKey } from './repository.ts';

type RequestKeyInfo = z.infer<typeof requestKeyInfoSchema>;

/** GET /invoices/request_keys/{key}: what the key is, for this buyer. Unknown keys are status 3, not 404. */
export async function getRequestKey(
  deps: AppDeps,
  input: { buyerId: number; key: string },
): Promise<{ request_key: RequestKeyInfo }> {
  const key = canonicalRequestKey(input.key);
  const found = await findRequestKey(deps.db, key);
  const keyStatus = keyStatusFor(found, input.buyerId, deps.clock.now());
  if (!found || keyStatus === REQUEST_KEY_STATUS.INVALID)
    return {
      request_key: {
        key,
        key_status: REQUEST_KEY_STATUS.INVALID,
        is_used: false,
        invoice_id: null,
        doc_number: null,
        seller_name: null,
        amount: null,
        expires_at: null,
      },
    };
  const linked = found.key.linkedBuyerId === input.buyerId;
  return {
    request_key: {
      key,
      key_status: keyStatus,
      is_used: linked,
      invoice_id: linked ? found.invoice.id : null,
      doc_number: linked ? found.invoice.buyerDocumentNumber : null,
      seller_name: found.invoice.sellerName,
      amount: found.invoice.amount,
      expires_at: found.key.expiresAt.toISOString(),
    },
  };
}
