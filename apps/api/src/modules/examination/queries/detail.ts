import { EXAMINATION_FLAGS, type ExaminationFlag } from '@icp/contract';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import {
  corporations,
  invoiceFiles,
  invoiceStatusHistory,
  invoices,
  operators,
  soleProprietors,
  supplierAccounts,
  suppliers,
} from '../../../db/schema.ts';
import { flagExpressions } from './flag-sql.ts';
import { buyerNameSql } from './queue.ts';

/**
 * One payment with what the examiner compares: the supplier, account and file the buyer chose
 * (joined on the buyer too, so a row pointing at another buyer's data shows none of it), and
 * the flags. Operators see every buyer's payments; there is no buyer scope.
 */
export async function findExaminationRow(tx: Tx, invoiceId: number, now: Date) {
  const flags = flagExpressions(now);
  const flagColumns = Object.fromEntries(EXAMINATION_FLAGS.map((f) => [f, flags[f]])) as Record<ExaminationFlag, SQL<boolean>>;
  const [row] = await tx
    .select({
      invoice: invoices,
      buyerName: buyerNameSql,
      supplier: suppliers,
      account: supplierAccounts,
      file: {
        id: invoiceFiles.id,
        fileName: invoiceFiles.fileName,
        contentType: invoiceFiles.contentType,
        sizeBytes: invoiceFiles.sizeBytes,
        pageCount: invoiceFiles.pageCount,
        extraction: invoiceFiles.extraction,
      },
      ...flagColumns,
    })
    .from(invoices)
    .leftJoin(suppliers, eq(suppliers.id, invoices.supplierId))
    .leftJoin(supplierAccounts, eq(supplierAccounts.id, invoices.accountId))
    .leftJoin(invoiceFiles, eq(invoiceFiles.id, invoices.fileId))
    .leftJoin(corporations, eq(corporations.buyerId, invoices.buyerId))
    .leftJoin(soleProprietors, eq(soleProprietors.buyerId, invoices.buyerId))
    .where(eq(invoices.id, invoiceId))
    .limit(1);
  if (!row) return null;
  // Belt and braces: the parts must be the buyer's own.
  const own = <T extends { buyerId: number } | null>(part: T): T | null =>
    part && part.buyerId === row.invoice.buyerId ? part : null;
  return { ...row, supplier: own(row.supplier), account: own(row.account) };
}

export type ExaminationRow = NonNullable<Awaited<ReturnType<typeof findExaminationRow>>>;

/** The payment's file, for streaming it to the examiner. */
export async function findExaminationFile(tx: Tx, invoiceId: number) {
  const [row] = await tx
    .select({
      storageKey: invoiceFiles.storageKey,
      fileName: invoiceFiles.fileName,
      contentType: invoiceFiles.contentType,
      fileBuyerId: invoiceFiles.buyerId,
      buyerId: invoices.buyerId,
    })
    .from(invoices)
    .innerJoin(invoiceFiles, eq(invoiceFiles.id, invoices.fileId))
    .where(eq(invoices.id, invoiceId))
    .limit(1);
  return row && row.fileBuyerId === row.buyerId ? row : null;
}

/** Every status the payment went through, oldest first, with who moved it. */
export function findHistory(tx: Tx, invoiceId: number) {
  return tx
    .select({
      status: invoiceStatusHistory.status,
      isActionRequired: invoiceStatusHistory.isActionRequired,
      note: invoiceStatusHistory.note,
      actorType: invoiceStatusHistory.actorType,
      actorId: invoiceStatusHistory.actorId,
      // Console operators are recorded by id; the CLI records the name it was given.
      operatorName: operators.name,
      createdAt: invoiceStatusHistory.createdAt,
    })
    .from(invoiceStatusHistory)
    .leftJoin(
      operators,
      and(eq(invoiceStatusHistory.actorType, 'operator'), eq(invoiceStatusHistory.actorId, sql`${operators.id}::text`)),
    )
    .where(eq(invoiceStatusHistory.invoiceId, invoiceId))
    .orderBy(asc(invoiceStatusHistory.id));
}
