import { INVOICE_FILE_LIMITS } from '@icp/contract';
import { commissionTax, invoiceDisplayId, jstDate, invoiceStatusName } from '@icp/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import type { ReceiptIssuer } from '../../../config.ts';
import type { Tx } from '../../../db/client.ts';
import { buyers, corporations, soleProprietors } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { LocalFileStorage } from '../../../platform/file-storage/local-file-storage.ts';
import { type InvoiceWithParts, findInvoiceWithParts } from '../queries/detail-repository.ts';
import { invoiceNotFound } from '../queries/invoice-detail.ts';
import { type ReceiptData, renderReceiptPdf } from './receipt-pdf.ts';

const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;
/**
 * The form of the document. Receipts stored under an older form (no issuer, the tax of another
 * amount, the planned transfer date: docs/decisions/0014) are not served again: the next
 * download renders the current form.
 */
const RECEIPT_FORM = 'v2';
const TTL_MS = INVOICE_FILE_LIMITS.URL_TTL_SECONDS * 1000;
/** Requests for the same receipt at once share one rendering instead of writing the file twice. */
const rendering = new Map<string, Promise<void>>();

async function buyerName(tx: Tx, buyerId: number): Promise<string> {
  const [row] = await tx
    .select({ corporateName: corporations.corporateName, businessName: soleProprietors.businessName })
    .from(buyers)
    .leftJoin(corporations, eq(corporations.buyerId, buyers.id))
    .leftJoin(soleProprietors, eq(soleProprietors.buyerId, buyers.id))
    .where(eq(buyers.id, buyerId))
    .limit(1);
  return row?.corporateName ?? row?.businessName ?? '';
}

function receiptData(parts: InvoiceWithParts, name: string, issuer: ReceiptIssuer, issuedAt: Date): ReceiptData {
  const row = parts.invoice;
  return {
    displayId: invoiceDisplayId(row.id),
    buyerName: name,
    payeeName: parts.supplierName ?? row.sellerName ?? '',
    account:
      parts.accountId !== null
        ? {
            bankName: parts.bankName!,
            branchName: parts.branchName!,
            accountType: parts.accountType!,
            accountNumber: parts.accountNumber!,
          }
        : null,
    amount: row.amount,
    commissionTax: commissionTax({ commission: row.commission, discount: row.discount }),
    promotionCode: row.promotionCode,
    total: row.total,
    card: parts.cardBrand !== null && parts.cardLast4 !== null ? { brand: parts.cardBrand, last4: parts.cardLast4 } : null,
    chargedOn: row.capturedOn,
    transferredOn: row.transferredOn,
    issuer,
    issueDate: jstDate(issuedAt),
    issuedAt,
  };
}

/** Renders the receipt on first request and keeps it: a payment's figures never change after its transfer. */
async function ensureStored(deps: AppDeps, storage: LocalFileStorage, key: string, parts: InvoiceWithParts) {
  if (await storage.read(key, MAX_RECEIPT_BYTES)) return;
  const pending =
    rendering.get(key) ??
    (async () => {
      const name = await buyerName(deps.db, parts.invoice.buyerId);
      const data = receiptData(parts, name, deps.config.receiptIssuer, deps.clock.now());
      const pdf = await renderReceiptPdf(data);
      await storage.write(
        key,
        (async function* () {
          yield pdf;
        })(),
        MAX_RECEIPT_BYTES,
      );
    })().finally(() => rendering.delete(key));
  rendering.set(key, pending);
  await pending;
}

/**
 * GET /invoices/{id}/receipts/download/url: the 支払完了通知書 兼 領収書 of a payment whose
 * transfer is done, as a short-lived signed download link (like invoice files).
 */
export async function createReceiptUrl(
  deps: AppDeps,
  input: { buyerId: number; invoiceId: number },
): Promise<{ download_url: string; expires_at: string }> {
  const parts = await findInvoiceWithParts(deps.db, input.buyerId, input.invoiceId);
  if (!parts) throw invoiceNotFound();
  if (invoiceStatusName(parts.invoice.status) !== 'TransferCompleted')
    throw new AppError('conflict', {
      userMessage: '領収書は振込完了後にダウンロードできます。振込完了までお待ちください。',
    });
  const storage = deps.fileStorage;
  // Writing to S3 needs an upload the server makes itself; until then receipts are embedded-mode only.
  if (storage.kind !== 'local')
    throw new AppError('service_unavailable', {
      userMessage: 'ただいま領収書をダウンロードできません。お手数ですが、お問い合わせください。',
    });
  const key = `receipts/${RECEIPT_FORM}/${input.buyerId}/${input.invoiceId}`;
  await ensureStored(deps, storage, key, parts);
  const expiresAt = new Date(deps.clock.now().getTime() + TTL_MS);
  const url = storage.signedDownloadUrl({
    key,
    fileName: `領収書_${invoiceDisplayId(input.invoiceId)}.pdf`,
    contentType: 'application/pdf',
    expiresAt,
  });
  return { download_url: url, expires_at: expiresAt.toISOString() };
}
