import type { InvoiceDetail, payRequestRequestSchema } from '@icp/contract';
import { jstDate, transferDateProblem, invoiceStatusName } from '@icp/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../../app-deps.ts';
import { promotionRedemptions } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import { idempotencyMismatch, requestFingerprint } from '../../../platform/http/idempotency.ts';
import { nationalHolidays } from '../../banks/closed-days.ts';
import { applyTransition } from '../lifecycle/transition.ts';
import { loadInvoiceDetail } from '../queries/invoice-detail.ts';
import { isKeyTaken, lockForKeyedChange } from '../invoices/keyed-change.ts';
import { fieldError, lockUsableApproval, markApprovalUsed } from '../cards/usable-approval.ts';
import { usablePromotion } from '../model/promotions.ts';
import { currentTransferSchedule } from '../model/transfer-schedule.ts';

type PayRequest = z.infer<typeof payRequestRequestSchema>;

/**
 * PUT /invoices/{id}/request_buyer: pay a seller's request (支払待ち) with an authorised card
 * approval for exactly the requested amount; it then goes to the examination like any payment
 * (申請中). One transaction: approval taken, card and commission set, status moved with its
 * history, audit, ledger entry, notification and e-mail.
 */
export async function payRequest(
  deps: AppDeps,
  input: { buyerId: number; userId: number; invoiceId: number; idempotencyKey: string; body: PayRequest; ip: string | null },
): Promise<{ invoice: InvoiceDetail }> {
  const requestHash = requestFingerprint({ operation: 'pay_request', invoice_id: input.invoiceId, body: input.body });
  try {
    const invoice = await deps.db.transaction(async (tx) => {
      const { row, replay } = await lockForKeyedChange(tx, {
        buyerId: input.buyerId,
        invoiceId: input.invoiceId,
        key: input.idempotencyKey,
        requestHash,
      });
      if (replay) return loadInvoiceDetail(tx, input.buyerId, row.id);
      const status = invoiceStatusName(row.status);
      if (row.type !== 'InvoiceRequestBuyer' || status !== 'WaitingForPayment')
        throw new AppError('conflict', {
          userMessage:
            status === 'BuyerNotRegistered'
              ? '請求キーを登録してからお支払いください。'
              : 'この請求はお支払いいただける状態ではありません。画面を更新してください。',
        });
      const now = deps.clock.now();
      if (row.requestExpiresAt && row.requestExpiresAt <= now)
        throw new AppError('conflict', {
          userMessage: '請求支払の有効期限が切れています。お手数ですが、請求元の事業者様へ直接お問い合わせください。',
        });

      const approval = await lockUsableApproval(tx, {
        buyerId: input.buyerId,
        approvalId: input.body.approval_id,
        amount: row.amount,
      });
      const promotion = approval.promotionCode
        ? await usablePromotion(tx, { code: approval.promotionCode, buyerId: input.buyerId, now, lock: true })
        : null;

      // The seller's deadline bounds the transfer date, as an invoice's due date does.
      const dueDate = row.dueDate ?? (row.requestExpiresAt ? jstDate(row.requestExpiresAt) : input.body.transfer_date);
      const schedule = await currentTransferSchedule(tx, now);
      const dateProblem = transferDateProblem(
        { transferDate: input.body.transfer_date, dueDate, earliestTransferDate: schedule.earliestTransferDate },
        nationalHolidays,
        schedule.extraClosed,
      );
      if (dateProblem) throw fieldError('transfer_date', dateProblem.message);

      await markApprovalUsed(tx, approval.id, now);
      await applyTransition(deps, tx, {
        invoiceId: row.id,
        transition: 'pay_request',
        actor: { type: 'buyer', buyerId: input.buyerId, userId: input.userId, ip: input.ip },
        patch: {
          approvalId: approval.id,
          creditCardId: approval.creditCardId,
          commission: approval.commission,
          discount: approval.discount,
          total: approval.total,
          promotionCode: approval.promotionCode,
          dueDate,
          transferDate: input.body.transfer_date,
          examinationDueDate: schedule.examinationDueDate,
          idempotencyKey: input.idempotencyKey,
          requestHash,
        },
      });
      if (promotion)
        await tx.insert(promotionRedemptions).values({ promotionId: promotion.id, buyerId: input.buyerId, invoiceId: row.id });
      return loadInvoiceDetail(tx, input.buyerId, row.id);
    });
    return { invoice };
  } catch (error) {
    if (isKeyTaken(error)) throw idempotencyMismatch();
    throw error;
  }
}
