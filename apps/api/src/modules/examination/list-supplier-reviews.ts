import type { SupplierReviewItem } from '@icp/contract';
import { type SupplierStatus, supplierStatusLabel } from '@icp/domain';
import type { AppDeps } from '../../app-deps.ts';
import { findSupplierReviewPage } from './queries/supplier-reviews.ts';

export const SUPPLIER_REVIEW_PAGE_SIZE = 50;
/** What waits for a decision: 未承認 and 確認中. */
export const DEFAULT_REVIEW_STATUSES: SupplierStatus[] = ['Unapproved', 'Escalation'];

/** GET /ops/suppliers: suppliers to review, oldest first. */
export async function listSupplierReviews(
  deps: AppDeps,
  query: { status?: SupplierStatus[] | undefined; buyer_id?: number | undefined; after?: number | undefined },
): Promise<{ items: SupplierReviewItem[]; next_after: number | null }> {
  const statuses = query.status && query.status.length > 0 ? query.status : DEFAULT_REVIEW_STATUSES;
  const rows = await findSupplierReviewPage(
    deps.db,
    { statuses, buyerId: query.buyer_id, after: query.after },
    SUPPLIER_REVIEW_PAGE_SIZE,
  );
  const page = rows.slice(0, SUPPLIER_REVIEW_PAGE_SIZE);
  return {
    items: page.map(({ supplier: s, buyerName, paymentsWaiting }) => ({
      id: s.id,
      buyer: { id: s.buyerId, name: buyerName },
      name: s.name,
      name_kana: s.nameKana,
      business_form: s.businessForm,
      corporate_number: s.corporateNumber,
      address: [
        s.postalCode ? `〒${s.postalCode}` : '',
        s.addressState,
        s.addressCity,
        s.addressStreet,
        s.addressBuildingName ?? '',
      ]
        .filter((part) => part !== '')
        .join(' '),
      phone_number: s.phoneNumber,
      status: s.status,
      status_label: supplierStatusLabel(s.status),
      status_reason: s.statusReason,
      payments_waiting: Number(paymentsWaiting),
      created_at: s.createdAt.toISOString(),
    })),
    next_after: rows.length > SUPPLIER_REVIEW_PAGE_SIZE ? page[page.length - 1]!.supplier.id : null,
  };
}
