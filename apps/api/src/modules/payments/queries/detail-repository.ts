import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { creditCards, invoiceFiles, invoiceStatusHistory, invoices, supplierAccounts, suppliers } from '../../../db/schema.ts';

/**
 * One invoice of one buyer with everything its detail page shows. Every join repeats the buyer
 * id, so a row that somehow points at another buyer's supplier, card or file shows nothing of it.
 */
export async function findInvoiceWithParts(tx: Tx, buyerId: number, invoiceId: number) {
  const [row] = await tx
    .select({
      invoice: invoices,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      accountId: supplierAccounts.id,
      bankName: supplierAccounts.bankName,
      branchName: supplierAccounts.branchName,
      accountType: supplierAccounts.accountType,
      accountNumber: supplierAccounts.accountNumber,
      holderName: supplierAccounts.holderName,
      cardBrand: creditCards.brand,
      cardLast4: creditCards.last4,
      fileId: invoiceFiles.id,
      fileName: invoiceFiles.fileName,
      fileContentType: invoiceFiles.contentType,
      fileSize: invoiceFiles.sizeBytes,
      filePageCount: invoiceFiles.pageCount,
    })
    .from(invoices)
    .leftJoin(suppliers, and(eq(suppliers.id, invoices.supplierId), eq(suppliers.buyerId, invoices.buyerId)))
    .leftJoin(supplierAccounts, and(eq(supplierAccounts.id, invoices.accountId), eq(supplierAccounts.buyerId, invoices.buyerId)))
    .leftJoin(creditCards, and(eq(creditCards.id, invoices.creditCardId), eq(creditCards.buyerId, invoices.buyerId)))
    .leftJoin(invoiceFiles, and(eq(invoiceFiles.id, invoices.fileId), eq(invoiceFiles.buyerId, invoices.buyerId)))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.buyerId, buyerId)))
    .limit(1);
  return row ?? null;
}

export type InvoiceWithParts = NonNullable<Awaited<ReturnType<typeof findInvoiceWithParts>>>;

/** The statuses an invoice went through, oldest first. */
export function findStatusHistory(tx: Tx, invoiceId: number) {
  return tx
    .select({
      status: invoiceStatusHistory.status,
      isActionRequired: invoiceStatusHistory.isActionRequired,
      note: invoiceStatusHistory.note,
      createdAt: invoiceStatusHistory.createdAt,
    })
    .from(invoiceStatusHistory)
    .where(eq(invoiceStatusHistory.invoiceId, invoiceId))
    .orderBy(asc(invoiceStatusHistory.id));
}
