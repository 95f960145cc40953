import type { CreateInvoiceRequest, CreatedInvoice } from '@icp/contract';
import { formatJapaneseDate, formatYen, invoiceDisplayId, transferDateProblem, INVOICE_STATUS } from '@icp/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import type { Tx } from '../../../db/client.ts';
import {
  cardApprovals,
  creditCards,
  drafts,
  invoiceStatusHistory,
  invoices,
  promotionRedemptions,
  supplierAccounts,
  suppliers,
  users,
} from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import { writeAudit } from '../../../platform/audit.ts';
import { idempotencyMismatch, requestFingerprint } from '../../../platform/http/idempotency.ts';
import { enqueueMail } from '../../../platform/mail/outbox.ts';
import { mailTemplates } from '../../../platform/mail/templates.ts';
import { nationalHolidays } from '../../banks/closed-days.ts';
import { lockCardForPayment } from '../cards/credit-cards.ts';
import { ownFile } from '../../invoice-files/invoice-files.ts';
import { linkPrePayment } from '../../pre-payments/link-pre-payment.ts';
import { post } from '../model/ledger.ts';
import { findLikelyDuplicates, PossibleDuplicateError } from './duplicates.ts';
import { usablePromotion } from '../model/promotions.ts';
import { currentTransferSchedule } from '../model/transfer-schedule.ts';
import { crashPoint } from '../../../platform/crash-points.ts';

type InvoiceRow = typeof invoices.$inferSelect;

function fieldError(field: string, message: string, code: 'validation_error' | 'conflict' = 'validation_error'): AppError {
  return new AppError(code, { userMessage: message, errors: [{ field, message }] });
}

async function toView(tx: Tx, row: InvoiceRow): Promise<CreatedInvoice> {
  const [extra] = await tx
    .select({ supplierName: suppliers.name, brand: creditCards.brand, last4: creditCards.last4 })
    .from(invoices)
    .innerJoin(suppliers, eq(suppliers.id, invoices.supplierId))
    .innerJoin(creditCards, eq(creditCards.id, invoices.creditCardId))
    .where(eq(invoices.id, row.id));
  return {
    id: row.id,
    display_id: invoiceDisplayId(row.id),
    status: 'InProgress',
    supplier_name: extra!.supplierName,
    amount: row.amount,
    commission: row.commission,
    discount: row.discount,
    total: row.total,
    due_date: row.dueDate!,
    transfer_date: row.transferDate!,
    examination_due_date: row.examinationDueDate!,
    card_brand: extra!.brand,
    card_last4: extra!.last4,
    created_at: row.createdAt.toISOString(),
  };
}

/** An earlier request with this key: the same body gets the same payment back, another body 422. */
async function replay(tx: Tx, buyerId: number, key: string, requestHash: string): Promise<CreatedInvoice | null> {
  const [previous] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.buyerId, buyerId), eq(invoices.idempotencyKey, key)))
    .limit(1);
  if (!previous) return null;
  if (previous.requestHash !== requestHash) throw idempotencyMismatch();
  return toView(tx, previous);
}

/**
 * POST /invoices: turn an authorised card approval into a payment (status InProgress), in one
 * transaction with its audit row, promotion use, draft removal and confirmation e-mail. The
 * approval row is locked first, so concurrent repeats queue behind the first and then replay
 * its answer: one approval, one payment, whatever the client does.
 */
export async function createInvoice(
  deps: AppDeps,
  input: { buyerId: number; userId: number; idempotencyKey: string; body: CreateInvoiceRequest; ip: string | null },
): Promise<{ invoice: CreatedInvoice; replayed: boolean }> {
  const body = input.body;
  const requestHash = requestFingerprint(body);
  return deps.db.transaction(async (tx) => {
    const [approval] = await tx
      .select()
      .from(cardApprovals)
      .where(and(eq(cardApprovals.id, body.approval_id), eq(cardApprovals.buyerId, input.buyerId)))
      .limit(1)
      .for('update');
    if (!approval) throw fieldError('approval_id', 'カード承認が見つかりません。もう一度カードで支払ってください。');

    const previous = await replay(tx, input.buyerId, input.idempotencyKey, requestHash);
    if (previous) return { invoice: previous, replayed: true };

    if (approval.status === 'used')
      throw fieldError('approval_id', 'このカード承認はすでに別の支払に使われています。画面を更新してください。', 'conflict');
    if (approval.status !== 'authorized')
      throw fieldError(
        'approval_id',
        approval.status === 'challenge_required'
          ? 'カード会社の本人認証が完了していません。認証を完了してください。'
          : 'カードが承認されていません。もう一度カードで支払ってください。',
        'conflict',
      );
    if (approval.amount !== body.amount || (approval.promotionCode ?? null) !== (body.promotion_code?.toUpperCase() ?? null))
      throw fieldError(
        'amount',
        '請求金額またはプロモーションコードがカード承認時と異なります。もう一度カードで支払ってください。',
      );
    // Held until commit, so the card cannot be deleted while this payment is being created.
    await lockCardForPayment(tx, { buyerId: input.buyerId, cardId: approval.creditCardId });

    const [supplier] = await tx
      .select()
      .from(suppliers)
      .where(and(eq(suppliers.id, body.supplier_id), eq(suppliers.buyerId, input.buyerId), isNull(suppliers.deletedAt)))
      .limit(1);
    if (!supplier) throw fieldError('supplier_id', '支払先が見つかりません。支払先を選び直してください。');
    if (supplier.status === 'Rejected')
      throw fieldError('supplier_id', 'この支払先は審査の結果ご利用いただけません。別の支払先を選択してください。');
    const [account] = await tx
      .select({ id: supplierAccounts.id })
      .from(supplierAccounts)
      .where(
        and(
          eq(supplierAccounts.id, body.account_id),
          eq(supplierAccounts.supplierId, supplier.id),
          eq(supplierAccounts.buyerId, input.buyerId),
        ),
      )
      .limit(1);
    if (!account) throw fieldError('account_id', '振込先口座が見つかりません。口座を選び直してください。');

    const file = await ownFile(tx, input.buyerId, body.file_id);
    const [fileInUse] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.fileId, file.id), ne(invoices.status, INVOICE_STATUS.Cancel)))
      .limit(1);
    if (fileInUse) throw fieldError('file_id', 'この請求書ファイルはすでに別の支払に使われています。', 'conflict');

    const now = deps.clock.now();
    // Checked after the replay above, so a repeat of a created payment never matches itself.
    const duplicates = await findLikelyDuplicates(tx, {
      buyerId: input.buyerId,
      supplierId: supplier.id,
      amount: approval.amount,
      dueDate: body.due_date,
      invoiceNumber: body.invoice_number,
      fileId: file.id,
      now,
    });
    if (duplicates.length > 0 && body.duplicate_confirmed !== true) throw new PossibleDuplicateError(duplicates);

    const schedule = await currentTransferSchedule(tx, now);
    const dateProblem = transferDateProblem(
      { transferDate: body.transfer_date, dueDate: body.due_date, earliestTransferDate: schedule.earliestTransferDate },
      nationalHolidays,
      schedule.extraClosed,
    );
    if (dateProblem) throw fieldError(dateProblem.field, dateProblem.message);

    const promotion = approval.promotionCode
      ? await usablePromotion(tx, { code: approval.promotionCode, buyerId: input.buyerId, now, lock: true })
      : null;

    const [row] = await tx
      .insert(invoices)
      .values({
        buyerId: input.buyerId,
        type: 'InvoicePayment',
        status: INVOICE_STATUS.InProgress,
        supplierId: supplier.id,
        accountId: account.id,
        fileId: file.id,
        creditCardId: approval.creditCardId,
        approvalId: approval.id,
        amount: approval.amount,
        commission: approval.commission,
        discount: approval.discount,
        total: approval.total,
        promotionCode: approval.promotionCode,
        invoiceNumber: body.invoice_number || null,
        memo: body.memo || null,
        dueDate: body.due_date,
        transferDate: body.transfer_date,
        examinationDueDate: schedule.examinationDueDate,
        idempotencyKey: input.idempotencyKey,
        requestHash,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const invoice = row!;
    // A partner's pre-payment (the OAuth payment flow): checked, marked paid and linked here, so
    // the payment and the link commit together or not at all.
    if (body.pre_id)
      await linkPrePayment(tx, {
        buyerId: input.buyerId,
        userId: input.userId,
        preId: body.pre_id,
        invoice: { id: invoice.id, amount: invoice.amount, supplierId: supplier.id, accountId: account.id, fileId: file.id },
        now,
        ip: input.ip,
      });
    await tx.update(cardApprovals).set({ status: 'used', updatedAt: now }).where(eq(cardApprovals.id, approval.id));
    crashPoint('invoice-creating');
    await post(
      tx,
      'authorization',
      {
        invoiceId: invoice.id,
        buyerId: input.buyerId,
        amount: invoice.amount,
        commission: invoice.commission,
        discount: invoice.discount,
        total: invoice.total,
      },
      `approval:${approval.id}`,
    );
    await tx.insert(invoiceStatusHistory).values({
      invoiceId: invoice.id,
      buyerId: input.buyerId,
      status: invoice.status,
      actorType: 'user',
      actorId: String(input.userId),
      createdAt: now,
    });
    if (promotion)
      await tx.insert(promotionRedemptions).values({ promotionId: promotion.id, buyerId: input.buyerId, invoiceId: invoice.id });
    if (body.draft_id) await tx.delete(drafts).where(and(eq(drafts.id, body.draft_id), eq(drafts.buyerId, input.buyerId)));
    await writeAudit(tx, {
      actorType: 'user',
      actorId: input.userId,
      buyerId: input.buyerId,
      action: 'invoice.created',
      targetType: 'invoice',
      targetId: invoice.id,
      detail: {
        status: 'InProgress',
        amount: invoice.amount,
        commission: invoice.commission,
        discount: invoice.discount,
        total: invoice.total,
        approval_id: approval.id,
        transfer_date: invoice.transferDate,
        // The buyer saw these earlier payments and confirmed this is not one of them (ADR 0013).
        ...(duplicates.length > 0 ? { duplicate_confirmed: true, duplicate_of: duplicates.map((d) => d.id) } : {}),
      },
      ipAddress: input.ip,
    });
    const view = await toView(tx, invoice);
    const [user] = await tx.select({ email: users.emailAddress }).from(users).where(eq(users.id, input.userId));
    if (user)
      await enqueueMail(
        tx,
        user.email,
        mailTemplates.paymentAccepted({
          displayId: view.display_id,
          supplierName: view.supplier_name,
          amount: formatYen(view.amount),
          total: formatYen(view.total),
          transferDate: formatJapaneseDate(view.transfer_date),
          examinationDueDate: formatJapaneseDate(view.examination_due_date),
        }),
        now,
      );
    return { invoice: view, replayed: false };
  });
}
