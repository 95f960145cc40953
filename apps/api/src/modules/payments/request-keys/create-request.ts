import { REQUEST_KEY_LENGTH } from '@icp/contract';
import { MONEY, invoiceDisplayId, INVOICE_STATUS } from '@icp/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { invoiceStatusHistory, invoices, requestKeys, users } from '../../../db/schema.ts';
import { AppError } from '../../../platform/app-error.ts';
import { type OperatorRef, operatorAudit, operatorLabel, writeAudit } from '../../../platform/audit.ts';
import { canonicalRequestKey, groupedRequestKey, newRequestKey } from './request-key-format.ts';

export interface NewPaymentRequest {
  /** The buyer's login e-mail: requests are addressed to a registered buyer (invoices.buyer_id is required). */
  buyerEmail: string;
  sellerName: string;
  amount: number;
  /** YYYY-MM-DD: the seller's payment deadline (the transfer date must not be later). */
  dueDate: string;
  /** The key the seller hands out; a random one when omitted. */
  key?: string | undefined;
  /** Until when the key can be linked and the request paid. */
  expiresAt: Date;
  /** The seller's document number shown to the buyer; the display id when omitted. */
  documentNumber?: string | undefined;
  operator: OperatorRef;
  now?: Date;
}

/** A refusal the CLI prints and the console answers with 400, in the same words. */
const invalid = (text: string) => new AppError('validation_error', { message: text, userMessage: text });

/** A key as stored (canonicalRequestKey): upper case, no hyphens. */
const CANONICAL_KEY = new RegExp(`^[A-Z0-9]{${REQUEST_KEY_LENGTH.MIN},${REQUEST_KEY_LENGTH.MAX}}$`);

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/**
 * A seller's request for card payment (`npm run ops -- request:create`), until integrations
 * create them: a request invoice for the buyer (未登録, type InvoiceRequestBuyer) and its key,
 * with its first status-history and audit rows, in one transaction.
 */
export async function createPaymentRequest(db: Db, input: NewPaymentRequest) {
  const now = input.now ?? new Date();
  const sellerName = input.sellerName.trim();
  if (!sellerName || sellerName.length > 100) throw invalid('請求元の名称を100文字以内で指定してください。');
  if (!Number.isInteger(input.amount) || input.amount < MONEY.MIN_INVOICE_AMOUNT || input.amount > MONEY.MAX_INVOICE_AMOUNT)
    throw invalid('請求金額は1円以上10,000,000円以下の整数で指定してください。');
  if (!isRealDate(input.dueDate)) throw invalid('支払期限はYYYY-MM-DDの形式で指定してください。');
  if (Number.isNaN(input.expiresAt.getTime()) || input.expiresAt <= now)
    throw invalid('有効期限は現在より後の日時を指定してください。');
  const key = input.key === undefined ? newRequestKey() : canonicalRequestKey(input.key);
  if (!CANONICAL_KEY.test(key))
    throw invalid(`請求キーは半角英数字${REQUEST_KEY_LENGTH.MIN}〜${REQUEST_KEY_LENGTH.MAX}文字で指定してください。`);
  const documentNumber = input.documentNumber?.trim();
  if (documentNumber !== undefined && (!documentNumber || documentNumber.length > 50))
    throw invalid('請求元の管理番号は50文字以内で指定してください。');

  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ buyerId: users.buyerId })
      .from(users)
      .where(eq(users.emailAddress, input.buyerEmail.trim().toLowerCase()))
      .limit(1);
    if (!user) throw invalid('このメールアドレスの利用者が見つかりません。');
    if (user.buyerId === null) throw invalid('この利用者は事業者登録が完了していません。');
    const [taken] = await tx.select({ key: requestKeys.key }).from(requestKeys).where(eq(requestKeys.key, key)).limit(1);
    if (taken) throw invalid('この請求キーはすでに使われています。');

    const status = INVOICE_STATUS.BuyerNotRegistered;
    const [created] = await tx
      .insert(invoices)
      .values({
        buyerId: user.buyerId,
        type: 'InvoiceRequestBuyer',
        status,
        amount: input.amount,
        sellerName,
        buyerDocumentNumber: documentNumber ?? null,
        dueDate: input.dueDate,
        requestExpiresAt: input.expiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    let invoice = created!;
    if (documentNumber === undefined)
      [invoice] = (await tx
        .update(invoices)
        .set({ buyerDocumentNumber: invoiceDisplayId(invoice.id) })
        .where(eq(invoices.id, invoice.id))
        .returning()) as [typeof invoice];
    await tx.insert(requestKeys).values({ key, invoiceId: invoice.id, expiresAt: input.expiresAt, createdAt: now });
    await tx.insert(invoiceStatusHistory).values({
      invoiceId: invoice.id,
      buyerId: invoice.buyerId,
      status,
      actorType: 'operator',
      actorId: operatorLabel(input.operator),
      createdAt: now,
    });
    const { operatorDetail, ...actor } = operatorAudit(input.operator);
    await writeAudit(tx, {
      ...actor,
      buyerId: invoice.buyerId,
      action: 'invoice.request_created',
      targetType: 'invoice',
      targetId: invoice.id,
      detail: {
        ...operatorDetail,
        seller_name: sellerName,
        amount: input.amount,
        due_date: input.dueDate,
        expires_at: input.expiresAt.toISOString(),
      },
    });
    return {
      invoiceId: invoice.id,
      displayId: invoiceDisplayId(invoice.id),
      buyerDocumentNumber: invoice.buyerDocumentNumber!,
      key: groupedRequestKey(key),
      expiresAt: input.expiresAt,
    };
  });
}
