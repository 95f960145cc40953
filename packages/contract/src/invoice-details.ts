import { REQUEST_KEY_STATUS } from '@icp/domain';
import { z } from 'zod';
import { REQUEST_KEY_LENGTH } from './limits.ts';
import { invoiceStatusNameSchema, invoiceTypeNameSchema } from './lists.ts';
import { amountSchema, isoDateSchema } from './payments.ts';

// ---------------------------------------------------------------- GET /invoices/{id}

/** Which list the detail was opened from (spec §7 invoice_display_type); it only checks the invoice belongs there. */
export const INVOICE_DISPLAY_TYPES = ['review', 'reserved', 'history', 'waiting'] as const;
export const invoiceDetailQuerySchema = z.strictObject({
  invoice_display_type: z.enum(INVOICE_DISPLAY_TYPES, { error: '表示種別が正しくありません。' }).optional(),
});

export const timelineEntrySchema = z.object({
  status: invoiceStatusNameSchema,
  /** Japanese label of the status (申請中 …), from the one table in @icp/domain. */
  label: z.string(),
  at: z.string(),
  /** The operator's reason shown to the buyer (action required, cancel), if any. */
  note: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const invoiceDetailSchema = z.object({
  id: z.number().int(),
  display_id: z.string(),
  type: invoiceTypeNameSchema,
  status: invoiceStatusNameSchema,
  status_label: z.string(),
  is_action_required: z.boolean(),
  /** What the buyer must do, in Japanese (set when is_action_required). */
  action_required_reason: z.string().nullable(),
  supplier: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** For requests from a seller (InvoiceRequestBuyer) without a registered supplier. */
  seller_name: z.string().nullable(),
  account: z
    .object({
      id: z.number().int(),
      bank_name: z.string(),
      branch_name: z.string(),
      account_type: z.enum(['1', '2']),
      account_number: z.string(),
      holder_name: z.string(),
    })
    .nullable(),
  amount: z.number().int(),
  commission: z.number().int(),
  discount: z.number().int(),
  /** The commission actually charged (tax included): commission − discount. */
  commission_after_discount: z.number().int(),
  /** The rate the commission is taxed at (10). */
  consumption_tax_rate_percent: z.number().int(),
  /** The tax inside commission_after_discount, rounded down to the yen (docs/decisions/0014). */
  consumption_tax: z.number().int(),
  total: z.number().int(),
  promotion_code: z.string().nullable(),
  invoice_number: z.string().nullable(),
  buyer_document_number: z.string().nullable(),
  memo: z.string().nullable(),
  due_date: z.string().nullable(),
  /** The transfer date asked for (振込予定日); it stays as asked after the transfer. */
  transfer_date: z.string().nullable(),
  examination_due_date: z.string().nullable(),
  /** YYYY-MM-DD (JST) the card charge was captured: set once the examination completed. */
  captured_on: z.string().nullable(),
  /** YYYY-MM-DD (JST) the transfer was actually made (振込日): set once transferred. */
  transferred_on: z.string().nullable(),
  /** YYYY-MM-DD (JST) the payment was cancelled; null unless it is. */
  cancelled_on: z.string().nullable(),
  /** A seller's request (InvoiceRequestBuyer): until when it can be paid (ISO 8601); null otherwise. */
  request_expires_at: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  file: z
    .object({
      id: z.number().int(),
      file_name: z.string(),
      content_type: z.string(),
      size: z.number().int(),
      page_count: z.number().int().nullable(),
    })
    .nullable(),
  timeline: z.array(timelineEntrySchema),
  can_cancel: z.boolean(),
  can_edit: z.boolean(),
  can_pay: z.boolean(),
  receipt_available: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;
export const invoiceDetailResponseSchema = z.object({ invoice: invoiceDetailSchema });

// ---------------------------------------------------------------- buyer actions

/** PUT /invoices/{id}/cancel */
export const cancelInvoiceRequestSchema = z.strictObject({
  reason: z.string().trim().max(200, 'キャンセル理由は200文字以内で入力してください。').optional(),
});

/**
 * PUT /invoices/{id} (Idempotency-Key): correct a payment the examination sent back. A new
 * amount needs a new card approval for the new total (the old authorisation is then voided).
 */
export const updateInvoiceRequestSchema = z.strictObject({
  file_id: z.number().int().positive().optional(),
  account_id: z.number().int().positive().optional(),
  amount: amountSchema.optional(),
  approval_id: z.number().int().positive().optional(),
  due_date: isoDateSchema('お支払期限'),
  transfer_date: isoDateSchema('振込希望日'),
  invoice_number: z.string().trim().max(50, '請求書番号は50文字以内で入力してください。').optional(),
  memo: z.string().trim().max(200, 'メモは200文字以内で入力してください。').optional(),
});
export type UpdateInvoiceRequest = z.infer<typeof updateInvoiceRequestSchema>;

/**
 * PUT /invoices/{id}/account (Idempotency-Key): after the bank could not pay the supplier's account
 * (振込不能), the buyer picks another account of the same supplier; the payment is then proposed
 * for a later transfer batch. Only while the payment asks for it (action required after a failed transfer).
 */
export const updateInvoiceAccountRequestSchema = z.strictObject({
  account_id: z.number({ error: '振込先口座を選んでください。' }).int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type UpdateInvoiceAccountRequest = z.infer<typeof updateInvoiceAccountRequestSchema>;

// ---------------------------------------------------------------- request keys (a seller asks the buyer to pay by card)

const REQUEST_KEY_AS_TYPED = new RegExp(`^[A-Za-z0-9-]{${REQUEST_KEY_LENGTH.MIN},${REQUEST_KEY_LENGTH.MAX}}$`);

export const requestKeyParamsSchema = z.strictObject({
  key: z.string().regex(REQUEST_KEY_AS_TYPED, '請求キーが正しくありません。'),
});
export const requestKeyInfoSchema = z.object({
  key: z.string(),
  /** @icp/domain's REQUEST_KEY_STATUS, the one list of the key statuses. */
  key_status: z.union([
    z.literal(REQUEST_KEY_STATUS.VALID),
    z.literal(REQUEST_KEY_STATUS.EXPIRED),
    z.literal(REQUEST_KEY_STATUS.INVALID),
  ]),
  is_used: z.boolean(),
  invoice_id: z.number().int().nullable(),
  doc_number: z.string().nullable(),
  seller_name: z.string().nullable(),
  amount: z.number().int().nullable(),
  expires_at: z.string().nullable(),
});
export const requestKeyResponseSchema = z.object({ request_key: requestKeyInfoSchema });

/** POST /invoices/request_keys: link a key to this buyer. 400 with status "2" when it cannot be linked. */
export const linkRequestKeyRequestSchema = z.strictObject({
  request_key: z
    .string({ error: '請求キーを入力してください。' })
    .trim()
    .regex(REQUEST_KEY_AS_TYPED, '請求キーが正しくありません。'),
});
export const linkRequestKeyResponseSchema = z.object({
  invoice_id: z.number().int(),
  buyer_document_number: z.string(),
});

/** PUT /invoices/{id}/request_buyer (Idempotency-Key): pay a seller's request by card. */
export const payRequestRequestSchema = z.strictObject({
  approval_id: z.number({ error: 'カード承認を指定してください。' }).int().positive(),
  transfer_date: isoDateSchema('振込希望日'),
});

// ---------------------------------------------------------------- receipts

export const receiptUrlResponseSchema = z.object({ download_url: z.string(), expires_at: z.string() });
