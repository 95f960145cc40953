import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { prePayments } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { enqueuePaymentEvent } from '../webhooks/enqueue-payment-event.ts';
import { notPayable } from './prepare-pre-payment.ts';
import { effectiveStatus, lockBuyerPrePayment, paymentParties, prePaymentNotFound, supplierMatches } from './repository.ts';

function mismatch(field: string, message: string): AppError {
  return new AppError('conflict', { userMessage: message, errors: [{ field, message }] });
}

/**
 * Called by POST /invoices (payments/creation/create-invoice.ts) inside its transaction, right
 * after the payment row is written, when the payment names a pre_id: the pre-payment is locked,
 * must be the buyer's, pending and unexpired, and the payment must be what the partner sent —
 * the amount, the invoice file, and the supplier and account preparation matched or made for it.
 * Then it is marked paid and linked, and the partner's webhook is queued. Any refusal throws,
 * so the whole payment rolls back with it: a pre-payment is paid once, by the payment it names.
 * (A replayed POST /invoices answers before reaching here, so it never links twice.)
 */
export async function linkPrePayment(
  tx: Tx,
  input: {
    buyerId: number;
    userId: number;
    preId: string;
    invoice: { id: number; amount: number; supplierId: number; accountId: number; fileId: number };
    now: Date;
    ip: string | null;
  },
): Promise<void> {
  const pre = await lockBuyerPrePayment(tx, input.buyerId, input.preId);
  if (!pre) throw prePaymentNotFound();
  const status = effectiveStatus(pre, input.now);
  if (status !== 'pending') throw notPayable(status);

  const { invoice } = input;
  if (invoice.amount !== pre.amount)
    throw mismatch('amount', '請求金額が連携アプリから届いた請求書の金額と異なります。金額を変えずにお支払いください。');
  if (pre.fileId !== null && invoice.fileId !== pre.fileId)
    throw mismatch('file_id', '請求書ファイルが連携アプリから届いたものと異なります。画面を更新してやり直してください。');
  const parties = await paymentParties(tx, input.buyerId, invoice.supplierId, invoice.accountId);
  if (!parties || !supplierMatches({ corporateNumber: parties.corporateNumber, name: parties.supplierName }, pre))
    throw mismatch('supplier_id', '支払先が連携アプリから届いた請求書の支払先と異なります。画面を更新してやり直してください。');
  if (
    parties.bankCode !== pre.bankCode ||
    parties.branchCode !== pre.branchCode ||
    parties.accountType !== pre.accountType ||
    parties.accountNumber !== pre.accountNumber
  )
    throw mismatch('account_id', '振込先口座が連携アプリから届いた請求書の口座と異なります。画面を更新してやり直してください。');

  await tx
    .update(prePayments)
    .set({ status: 'paid', invoiceId: invoice.id, updatedAt: input.now })
    .where(eq(prePayments.id, pre.id));
  await writeAudit(tx, {
    actorType: 'user',
    actorId: input.userId,
    buyerId: input.buyerId,
    action: 'pre_payment.paid',
    targetType: 'pre_payment',
    targetId: pre.id,
    detail: { invoice_id: invoice.id, client_id: pre.clientId, amount: invoice.amount },
    ipAddress: input.ip,
  });
  // After the link: the event finds its partner through the pre-payment that names this payment.
  await enqueuePaymentEvent(tx, { invoiceId: invoice.id, type: 'pre_payment.paid', now: input.now });
}
