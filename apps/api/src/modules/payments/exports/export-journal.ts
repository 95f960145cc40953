import type { JournalExportQuery } from '@icp/contract';
import { INVOICE_STATUS, JOURNAL_EXPORT_STATUSES, paymentJournal } from '@icp/domain';
import { and, asc, between, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { creditCards, invoices, suppliers } from '../../../db/schema.ts';
import { type JournalFile, journalFile } from './journal-files.ts';

/**
 * GET /invoices/journal_export: the caller's settled payments (振込完了) whose card charge was
 * captured in the period, as the journal file of one accounting product (docs/decisions/0023).
 * Every join repeats the buyer id, so another buyer's supplier or card can never show.
 */
export async function exportJournal(deps: AppDeps, input: { buyerId: number; query: JournalExportQuery }): Promise<JournalFile> {
  const { format, from, to } = input.query;
  const rows = await deps.db
    .select({
      id: invoices.id,
      capturedOn: invoices.capturedOn,
      transferredOn: invoices.transferredOn,
      supplierName: suppliers.name,
      sellerName: invoices.sellerName,
      invoiceNumber: invoices.invoiceNumber,
      amount: invoices.amount,
      commission: invoices.commission,
      discount: invoices.discount,
      cardBrand: creditCards.brand,
      cardLast4: creditCards.last4,
    })
    .from(invoices)
    .leftJoin(suppliers, and(eq(suppliers.id, invoices.supplierId), eq(suppliers.buyerId, invoices.buyerId)))
    .leftJoin(creditCards, and(eq(creditCards.id, invoices.creditCardId), eq(creditCards.buyerId, invoices.buyerId)))
    .where(
      and(
        eq(invoices.buyerId, input.buyerId),
        inArray(
          invoices.status,
          JOURNAL_EXPORT_STATUSES.map((s) => INVOICE_STATUS[s]),
        ),
        isNotNull(invoices.capturedOn),
        between(invoices.capturedOn, from, to),
      ),
    )
    .orderBy(asc(invoices.capturedOn), asc(invoices.id));

  const issuer = deps.config.receiptIssuer;
  const entries = rows.map((row) =>
    paymentJournal(
      {
        invoiceId: row.id,
        capturedOn: row.capturedOn!,
        transferredOn: row.transferredOn,
        supplierName: row.supplierName ?? row.sellerName ?? '',
        invoiceNumber: row.invoiceNumber,
        amount: row.amount,
        commission: row.commission,
        discount: row.discount,
        cardBrand: row.cardBrand,
        cardLast4: row.cardLast4,
      },
      { name: issuer.name, registrationNumber: issuer.registrationNumber },
    ),
  );
  return journalFile(format, entries, { from, to });
}
