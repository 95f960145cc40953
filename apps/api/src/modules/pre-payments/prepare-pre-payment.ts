import type { z } from 'zod';
import type { supplierAccountRequestSchema, supplierCorporationRequestSchema } from '@icp/contract';
import { holderKanaDisplay } from '@icp/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { createSupplier } from '../suppliers/create-supplier.ts';
import { saveSupplierAccount } from '../suppliers/save-account.ts';
import { matchedParties } from './buyer-reads.ts';
import { type PrePaymentRow, effectiveStatus, lockBuyerPrePayment, prePaymentNotFound } from './repository.ts';

/** Why a pre-payment can no longer be paid, in the words the screen shows. */
export function notPayable(status: Exclude<PrePaymentRow['status'], 'pending'>): AppError {
  const message = {
    paid: 'この請求書はすでにお支払いの申請が済んでいます。',
    cancelled: 'この請求書は連携アプリで取り消されたため、お支払いできません。',
    expired: 'この請求書はお支払いの受付期限を過ぎました。連携アプリからもう一度送信してください。',
  }[status];
  return new AppError('conflict', { userMessage: message });
}

/**
 * POST /oauth/pre_payments/{preId}/prepare: before the buyer pays, the supplier and the account
 * the partner named become the buyer's own — matched when they exist (the same rules as the
 * read), registered otherwise exactly as the buyer's own registration would (the suppliers
 * module's use cases, so a new supplier starts Unapproved and goes through the examination).
 * The pre-payment row is locked for the whole transaction: a second call, even at the same
 * moment, finds what the first one made and creates nothing.
 */
export async function preparePrePayment(
  deps: AppDeps,
  input: { buyerId: number; userId: number; preId: string; ip: string | null },
): Promise<{ supplier_id: number; account_id: number; supplier_created: boolean; account_created: boolean }> {
  return deps.db.transaction(async (tx) => {
    const pre = await lockBuyerPrePayment(tx, input.buyerId, input.preId);
    if (!pre) throw prePaymentNotFound();
    const status = effectiveStatus(pre, deps.clock.now());
    if (status !== 'pending') throw notPayable(status);

    // The suppliers' use cases open their own transaction; given this one they nest as savepoints,
    // so their rows and audit entries commit or roll back with this preparation.
    const inThisTransaction: AppDeps = { ...deps, db: tx as unknown as Db };
    const matched = await matchedParties(tx, input.buyerId, pre);
    let supplierId = matched.supplierId;
    const supplierCreated = supplierId === null;
    if (supplierId === null) {
      const body = {
        name: pre.supplierName,
        // The partner sends no reading of the name; the account holder's kana is the closest we have.
        name_kana: holderKanaDisplay(pre.holderName),
        corporate_number: pre.corporateNumber ?? '',
        // Partners send no address: stored blank rather than made up (the request schema would
        // refuse blanks; the use case stores what it is given), so the examination sees it is missing.
        postal_code: '',
        address_state: '',
        address_city: '',
        address_street: '',
      } as unknown as z.output<typeof supplierCorporationRequestSchema>;
      if (!pre.corporateNumber) delete (body as Partial<typeof body>).corporate_number;
      const created = await createSupplier(inThisTransaction, {
        buyerId: input.buyerId,
        userId: input.userId,
        ip: input.ip,
        businessForm: pre.supplierBusinessForm as 1 | 2,
        body,
      });
      supplierId = created.supplier.id;
    }
    let accountId = supplierCreated ? null : matched.accountId;
    const accountCreated = accountId === null;
    if (accountId === null) {
      const body: z.output<typeof supplierAccountRequestSchema> = {
        bank_code: pre.bankCode,
        branch_code: pre.branchCode,
        account_type: pre.accountType,
        account_number: pre.accountNumber,
        account_holder_name: pre.holderName,
      };
      const saved = await saveSupplierAccount(inThisTransaction, {
        buyerId: input.buyerId,
        userId: input.userId,
        supplierId,
        body,
        ip: input.ip,
      });
      accountId = saved.account.id;
    }
    // A repeat that found everything in place changed nothing, and so records nothing.
    if (supplierCreated || accountCreated)
      await writeAudit(tx, {
        actorType: 'user',
        actorId: input.userId,
        buyerId: input.buyerId,
        action: 'pre_payment.prepared',
        targetType: 'pre_payment',
        targetId: pre.id,
        detail: {
          supplier_id: supplierId,
          account_id: accountId,
          supplier_created: supplierCreated,
          account_created: accountCreated,
        },
        ipAddress: input.ip,
      });
    return { supplier_id: supplierId, account_id: accountId, supplier_created: supplierCreated, account_created: accountCreated };
  });
}
