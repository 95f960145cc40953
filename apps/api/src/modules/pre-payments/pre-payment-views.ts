import type { InvoiceFile, PartnerPrePayment, PrePayment } from '@icp/contract';
import { holderKanaDisplay, invoiceDisplayId, invoiceStatusName } from '@icp/domain';
import type { invoiceFiles, invoices } from '../../db/schema.ts';
import { bankDirectory } from '../banks/bank-directory.ts';
import { type BuyerPrePaymentRow, type PrePaymentRow, effectiveStatus } from './repository.ts';

type InvoiceRow = typeof invoices.$inferSelect;
type FileRow = typeof invoiceFiles.$inferSelect;

/** Where the partner sends the user to pay: the web's OAuth payment flow for this pre-payment. */
export function paymentUrl(publicUrl: string, preId: string): string {
  return `${publicUrl}/oauth/payments/${preId}/add/invoiceinfo`;
}

/** What a partner reads of its pre-payment: its own data back, and the payment's progress once paid. */
export function toPartnerView(
  row: { pre: PrePaymentRow; invoice: InvoiceRow | null },
  ctx: { publicUrl: string; now: Date },
): PartnerPrePayment {
  const { pre, invoice } = row;
  return {
    pre_id: pre.id,
    status: effectiveStatus(pre, ctx.now),
    partner_reference: pre.partnerReference,
    supplier_name: pre.supplierName,
    amount: pre.amount,
    due_date: pre.dueDate,
    invoice_number: pre.invoiceNumber,
    payment_url: paymentUrl(ctx.publicUrl, pre.id),
    expires_at: pre.expiresAt.toISOString(),
    created_at: pre.createdAt.toISOString(),
    payment: invoice
      ? {
          display_id: invoiceDisplayId(invoice.id),
          // The spec's status names, as the buyer's own API answers them (payments/queries).
          status: invoiceStatusName(invoice.status),
          is_action_required: invoice.isActionRequired,
          amount: invoice.amount,
          transfer_date: invoice.transferDate,
          transferred_on: invoice.transferredOn,
        }
      : null,
  };
}

export function toFileView(file: FileRow): InvoiceFile {
  return {
    id: file.id,
    file_name: file.fileName,
    content_type: file.contentType,
    size: file.sizeBytes,
    page_count: file.pageCount,
    created_at: file.createdAt.toISOString(),
  };
}

/** The buyer's view: names from the bank directory, the holder in full width, and what it matches. */
export function toBuyerView(
  row: BuyerPrePaymentRow,
  ctx: { now: Date; matchedSupplierId: number | null; matchedAccountId: number | null },
): PrePayment {
  const { pre, client, file } = row;
  const directory = bankDirectory();
  return {
    pre_id: pre.id,
    status: effectiveStatus(pre, ctx.now),
    client: { client_id: client.clientId, name: client.name, logo_data_uri: client.logoDataUri },
    partner_reference: pre.partnerReference,
    supplier_name: pre.supplierName,
    supplier_business_form: pre.supplierBusinessForm as 1 | 2,
    corporate_number: pre.corporateNumber,
    invoice_registration_number: pre.invoiceRegistrationNumber,
    bank_code: pre.bankCode,
    // Checked at creation; null only if the directory has dropped the bank or branch since.
    bank_name: directory.bank(pre.bankCode)?.name ?? null,
    branch_code: pre.branchCode,
    branch_name: directory.branch(pre.bankCode, pre.branchCode)?.name ?? null,
    account_type: pre.accountType,
    account_number: pre.accountNumber,
    holder_name: pre.holderName,
    holder_name_display: holderKanaDisplay(pre.holderName),
    amount: pre.amount,
    due_date: pre.dueDate,
    invoice_number: pre.invoiceNumber,
    memo: pre.memo,
    file: file ? toFileView(file) : null,
    matched_supplier_id: ctx.matchedSupplierId,
    matched_account_id: ctx.matchedAccountId,
    invoice_id: pre.invoiceId,
    return_url: pre.returnUrl,
    expires_at: pre.expiresAt.toISOString(),
    created_at: pre.createdAt.toISOString(),
  };
}
