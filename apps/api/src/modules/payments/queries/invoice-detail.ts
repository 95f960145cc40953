import type { InvoiceDetail, TimelineEntry } from '@icp/contract';
import {
  type InvoiceTab,
  buyerCanCancel,
  buyerCanEdit,
  buyerFacingStatusLabel,
  commissionTax,
  invoiceDisplayId,
  isInvoiceInTab,
  jstDate,
  type InvoiceStatus,
  invoiceStatusName,
} from '@icp/domain';
import type { Tx } from '../../../db/client.ts';
import type { invoices } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import { type InvoiceWithParts, findInvoiceWithParts, findStatusHistory } from './detail-repository.ts';

type InvoiceType = (typeof invoices.$inferSelect)['type'];
type HistoryRow = Awaited<ReturnType<typeof findStatusHistory>>[number];

export const invoiceNotFound = () => new AppError('not_found', { userMessage: '支払が見つかりません。' });

/** Where each kind of invoice starts: payments are applied for, requests wait for the buyer. */
const INITIAL_STATUS: Record<InvoiceType, InvoiceStatus> = {
  InvoicePayment: 'InProgress',
  InvoiceRequestBuyer: 'BuyerNotRegistered',
  InvoiceRequestSeller: 'InProgress',
};

/** The detail page's list param → the tabs (spec §4) whose rows it may open; review shows both review lists. */
const DISPLAY_TYPE_TABS: Record<'review' | 'reserved' | 'history' | 'waiting', InvoiceTab[]> = {
  review: ['review', 'reviewActionRequired'],
  reserved: ['reserved'],
  history: ['history'],
  waiting: ['waiting'],
};

function timeline(row: InvoiceWithParts['invoice'], history: HistoryRow[]): TimelineEntry[] {
  // In the buyer's words (a request is never 未登録 to the buyer it is addressed to).
  const labelOf = (status: InvoiceStatus) => buyerFacingStatusLabel({ status, type: row.type });
  const entries = history.map((h) => {
    const status = invoiceStatusName(h.status);
    // A request for correction keeps the status: say what happened rather than repeat it.
    const label = h.isActionRequired ? `${labelOf(status)}（修正のお願い）` : labelOf(status);
    return { status, label, at: h.createdAt.toISOString(), note: h.note };
  });
  // Payments created before status history existed (or without a row for their creation) still
  // show where they began.
  const initial = INITIAL_STATUS[row.type];
  const first = history[0];
  if (!first || invoiceStatusName(first.status) !== initial || first.isActionRequired)
    entries.unshift({ status: initial, label: labelOf(initial), at: row.createdAt.toISOString(), note: null });
  return entries;
}

export function toInvoiceDetail(parts: InvoiceWithParts, history: HistoryRow[]): InvoiceDetail {
  const row = parts.invoice;
  const status = invoiceStatusName(row.status);
  const current = { status, isActionRequired: row.isActionRequired };
  const tax = commissionTax({ commission: row.commission, discount: row.discount });
  const cancelledAt =
    status === 'Cancel' ? history.findLast((h) => invoiceStatusName(h.status) === 'Cancel')?.createdAt : undefined;
  return {
    id: row.id,
    display_id: invoiceDisplayId(row.id),
    type: row.type,
    status,
    // Without the clock: past its expiry a request says 期限切れ once the expiry job has run; the
    // screens read request_expires_at to say it at once.
    status_label: buyerFacingStatusLabel({ status, type: row.type }),
    is_action_required: row.isActionRequired,
    action_required_reason: row.isActionRequired ? row.actionRequiredReason : null,
    supplier:
      parts.supplierId !== null && parts.supplierName !== null ? { id: parts.supplierId, name: parts.supplierName } : null,
    seller_name: row.sellerName,
    account:
      parts.accountId !== null
        ? {
            id: parts.accountId,
            bank_name: parts.bankName!,
            branch_name: parts.branchName!,
            account_type: parts.accountType!,
            account_number: parts.accountNumber!,
            holder_name: parts.holderName!,
          }
        : null,
    amount: row.amount,
    commission: row.commission,
    discount: row.discount,
    commission_after_discount: tax.commissionCharged,
    consumption_tax_rate_percent: tax.taxRatePercent,
    consumption_tax: tax.consumptionTax,
    total: row.total,
    promotion_code: row.promotionCode,
    invoice_number: row.invoiceNumber,
    buyer_document_number: row.buyerDocumentNumber,
    memo: row.memo,
    due_date: row.dueDate,
    transfer_date: row.transferDate,
    examination_due_date: row.examinationDueDate,
    captured_on: row.capturedOn,
    transferred_on: row.transferredOn,
    // Without a history row (older data) the last change is when it was cancelled.
    cancelled_on: status === 'Cancel' ? jstDate(cancelledAt ?? row.updatedAt) : null,
    request_expires_at: row.requestExpiresAt?.toISOString() ?? null,
    card: parts.cardBrand !== null && parts.cardLast4 !== null ? { brand: parts.cardBrand, last4: parts.cardLast4 } : null,
    file:
      parts.fileId !== null
        ? {
            id: parts.fileId,
            file_name: parts.fileName!,
            content_type: parts.fileContentType!,
            size: parts.fileSize!,
            page_count: parts.filePageCount,
          }
        : null,
    timeline: timeline(row, history),
    can_cancel: buyerCanCancel(current),
    can_edit: buyerCanEdit(current),
    can_pay: status === 'WaitingForPayment' && row.type === 'InvoiceRequestBuyer',
    receipt_available: status === 'TransferCompleted',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The detail of one of the buyer's invoices; another buyer's id is simply not found. */
export async function loadInvoiceDetail(tx: Tx, buyerId: number, invoiceId: number): Promise<InvoiceDetail> {
  const parts = await findInvoiceWithParts(tx, buyerId, invoiceId);
  if (!parts) throw invoiceNotFound();
  return toInvoiceDetail(parts, await findStatusHistory(tx, invoiceId));
}

/**
 * GET /invoices/{id}: with invoice_display_type, the invoice must also be one that list shows
 * (an old link to /payments/review/{id} of a payment that is now reserved is a 404).
 */
export async function getInvoiceDetail(
  tx: Tx,
  input: { buyerId: number; invoiceId: number; displayType?: keyof typeof DISPLAY_TYPE_TABS | undefined },
): Promise<{ invoice: InvoiceDetail }> {
  const invoice = await loadInvoiceDetail(tx, input.buyerId, input.invoiceId);
  if (input.displayType) {
    const subject = { status: invoice.status, type: invoice.type, isActionRequired: invoice.is_action_required };
    if (!DISPLAY_TYPE_TABS[input.displayType].some((tab) => isInvoiceInTab(tab, subject))) throw invoiceNotFound();
  }
  return { invoice };
}
