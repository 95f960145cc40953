import type { PartnerPrePayment } from '@icp/contract';
import type { AppDeps } from '../../app-deps.ts';
import { toPartnerView } from './pre-payment-views.ts';
import {
  type PrePaymentStatus,
  findPartnerPrePayment,
  listPartnerPrePayments as listRows,
  listSuppliersForPartner,
  prePaymentNotFound,
} from './repository.ts';

type PartnerScope = { clientId: string; buyerId: number };

/** GET /partner/pre_payments/{preId}: this app's, for this buyer; anything else is 404. */
export async function getPartnerPrePayment(
  deps: AppDeps,
  input: { partner: PartnerScope; preId: string },
): Promise<PartnerPrePayment> {
  const row = await findPartnerPrePayment(deps.db, input.partner, input.preId);
  if (!row) throw prePaymentNotFound();
  return toPartnerView(row, { publicUrl: deps.config.publicUrl, now: deps.clock.now() });
}

/** GET /partner/pre_payments: newest first, continued with `after` = the last pre_id of a page. */
export async function listPartnerPrePayments(
  deps: AppDeps,
  input: { partner: PartnerScope; status?: PrePaymentStatus | undefined; after?: string | undefined; limit: number },
) {
  const now = deps.clock.now();
  const rows = await listRows(deps.db, input.partner, { status: input.status, after: input.after, limit: input.limit, now });
  const page = rows.slice(0, input.limit);
  return {
    pre_payments: page.map((row) => toPartnerView(row, { publicUrl: deps.config.publicUrl, now })),
    next_after: rows.length > input.limit ? page[page.length - 1]!.pre.id : null,
  };
}

/** GET /partner/suppliers: who the buyer pays, so the app can name suppliers as we know them; no accounts. */
export async function listPartnerSuppliers(deps: AppDeps, input: { partner: PartnerScope }) {
  const rows = await listSuppliersForPartner(deps.db, input.partner.buyerId);
  return {
    suppliers: rows.map((s) => ({
      id: s.id,
      name: s.name,
      business_form: s.businessForm as 1 | 2,
      corporate_number: s.corporateNumber,
      status: s.status,
    })),
  };
}
