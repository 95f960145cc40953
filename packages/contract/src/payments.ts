import { MONEY } from '@icp/domain';
import { z } from 'zod';
import { errorBodySchema } from './errors.ts';
import { invoiceExtractionSchema, invoiceFileSchema } from './invoice-files.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const idField = (label: string) =>
  z
    .number({ error: `${label}を選択してください。` })
    .int(`${label}が正しくありません。`)
    .positive(`${label}が正しくありません。`);

export const amountSchema = z
  .number({ error: '請求金額を入力してください。' })
  .int('請求金額は1円単位の整数で入力してください。')
  .min(MONEY.MIN_INVOICE_AMOUNT, '請求金額は1円以上で入力してください。')
  .max(MONEY.MAX_INVOICE_AMOUNT, '請求金額は10,000,000円以下で入力してください。');

export const isoDateSchema = (label: string) =>
  z
    .string({ error: `${label}を入力してください。` })
    .regex(ISO_DATE, `${label}はYYYY-MM-DDの形式で入力してください。`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
      message: `${label}が正しい日付ではありません。`,
    });

export const promotionCodeSchema = z
  .string({ error: 'プロモーションコードを入力してください。' })
  .trim()
  .min(1, 'プロモーションコードを入力してください。')
  .max(32, 'プロモーションコードは32文字以内で入力してください。')
  .regex(/^[A-Za-z0-9_-]+$/, 'プロモーションコードは半角英数字で入力してください。');

// ---------------------------------------------------------------- commission and promotion

/** GET /invoices/commission?amount=&promotion_code= (invoice_id: an existing payment's figures). */
export const commissionQuerySchema = z
  .strictObject({
    amount: z.coerce.number({ error: '請求金額は数値で指定してください。' }).pipe(amountSchema).optional(),
    invoice_id: z.coerce.number({ error: 'invoice_idは数値で指定してください。' }).int().positive().optional(),
    promotion_code: promotionCodeSchema.optional(),
  })
  .refine((q) => q.amount !== undefined || q.invoice_id !== undefined, {
    message: '請求金額を指定してください。',
    path: ['amount'],
  });

export const promotionSchema = z.object({
  code: z.string(),
  description: z.string(),
  discount_type: z.enum(['rate', 'amount']),
  /** Basis points off the commission for 'rate', yen for 'amount'. */
  discount_value: z.number().int(),
  valid_until: z.string().nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** Every figure in integer yen; consumption tax is included in the commission and shown separately. */
export const commissionSchema = z.object({
  amount: z.number().int(),
  commission_rate_basis_points: z.number().int(),
  minimum_commission: z.number().int(),
  /** Before any promotion. */
  commission: z.number().int(),
  discount: z.number().int(),
  commission_after_discount: z.number().int(),
  /** 10 % consumption tax contained in commission_after_discount. */
  consumption_tax: z.number().int(),
  /** What the card is charged. */
  total: z.number().int(),
  promotion: promotionSchema.nullable(),
});
export type Commission = z.infer<typeof commissionSchema>;
export const commissionResponseSchema = z.object({ commission: commissionSchema });

/** POST /invoices/promotion: check a code against an amount. */
export const promotionRequestSchema = z.strictObject({ promotion_code: promotionCodeSchema, amount: amountSchema });
export const promotionResponseSchema = z.object({ promotion: promotionSchema, commission: commissionSchema });

// ---------------------------------------------------------------- transfer dates

/** GET /invoices/transfer_date: the earliest transfer date if the buyer applies now. */
export const transferDateResponseSchema = z.object({
  earliest_transfer_date: z.string(),
  /** JST "HH:MM": applications after it count from the next bank business day. */
  cutoff_time: z.string(),
  examination_business_days: z.number().int(),
  now: z.string(),
});
export type TransferDateInfo = z.infer<typeof transferDateResponseSchema>;

// ---------------------------------------------------------------- card approval

/** Where the gateway sends the browser back after 3-D Secure: only our own payment screens. */
export const returnPathSchema = z
  .string()
  .max(300)
  .regex(/^\/(payments|oauth\/payments)\/[A-Za-z0-9/_-]*(\?[A-Za-z0-9=&_-]*)?$/, '戻り先が正しくありません。');

/** POST /invoices/credit_cards/approval (Idempotency-Key): authorise amount + commission on a saved card. */
export const approvalRequestSchema = z.strictObject({
  credit_card_id: idField('カード'),
  amount: amountSchema,
  promotion_code: promotionCodeSchema.optional(),
  return_path: returnPathSchema,
});
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>;

export const APPROVAL_STATUSES = ['authorized', 'challenge_required', 'declined', 'used', 'voided'] as const;
export const approvalSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPROVAL_STATUSES),
  credit_card_id: z.number().int(),
  card_brand: z.string(),
  card_last4: z.string(),
  amount: z.number().int(),
  commission: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  promotion_code: z.string().nullable(),
  /** Open this in the browser when status is challenge_required. */
  challenge_url: z.string().nullable(),
  result_code: z.string(),
  message: z.string(),
});
export type Approval = z.infer<typeof approvalSchema>;
export const approvalResponseSchema = z.object({ approval: approvalSchema });

// ---------------------------------------------------------------- invoices

/** POST /invoices (Idempotency-Key): create the payment from an authorised approval. */
export const createInvoiceRequestSchema = z.strictObject({
  approval_id: idField('カード承認'),
  file_id: idField('請求書ファイル'),
  supplier_id: idField('支払先'),
  account_id: idField('振込先口座'),
  amount: amountSchema,
  due_date: isoDateSchema('お支払期限'),
  transfer_date: isoDateSchema('振込希望日'),
  invoice_number: z.string().trim().max(50, '請求書番号は50文字以内で入力してください。').optional(),
  memo: z.string().trim().max(200, 'メモは200文字以内で入力してください。').optional(),
  promotion_code: promotionCodeSchema.optional(),
  draft_id: z.number().int().positive().optional(),
  /** The buyer ticked 「重複していないことを確認しました」 for the likely duplicates shown (ADR 0013). */
  duplicate_confirmed: z.boolean({ error: '重複確認の指定が正しくありません。' }).optional(),
  /** The partner's pre-payment this pays (the OAuth payment flow): linked in the same transaction. */
  pre_id: z
    .string()
    .regex(/^pre_[A-Za-z0-9]{20,40}$/, '支払データが見つかりません。')
    .optional(),
});
export type CreateInvoiceRequest = z.infer<typeof createInvoiceRequestSchema>;

export const createdInvoiceSchema = z.object({
  id: z.number().int(),
  display_id: z.string(),
  status: z.string(),
  supplier_name: z.string(),
  amount: z.number().int(),
  commission: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  due_date: z.string(),
  transfer_date: z.string(),
  /** The last business day of the examination (審査完了予定日). */
  examination_due_date: z.string(),
  card_brand: z.string(),
  card_last4: z.string(),
  created_at: z.string(),
});
export type CreatedInvoice = z.infer<typeof createdInvoiceSchema>;
export const createdInvoiceResponseSchema = z.object({ invoice: createdInvoiceSchema });

// ---------------------------------------------------------------- likely duplicates (ADR 0013)

/** POST /invoices/duplicate_check: the buyer's earlier payments this new one looks like (read-only). */
export const duplicateCheckRequestSchema = z.strictObject({
  supplier_id: idField('支払先'),
  amount: amountSchema,
  due_date: isoDateSchema('お支払期限'),
  invoice_number: z.string().trim().max(50, '請求書番号は50文字以内で入力してください。').optional(),
  file_id: idField('請求書ファイル').optional(),
});
export type DuplicateCheckRequest = z.infer<typeof duplicateCheckRequestSchema>;

/** Why an earlier payment looks like this one. */
export const DUPLICATE_REASONS = ['invoice_number', 'file', 'amount_due_date'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

export const duplicateMatchSchema = z.object({
  id: z.number().int(),
  /** 支払番号, e.g. I-00000012. */
  display_id: z.string(),
  type: z.string(),
  status: z.string(),
  /** Where its detail lives: a payment needing correction is listed under 審査中. */
  is_action_required: z.boolean(),
  /** The status in Japanese (申請中, 振込完了 …). */
  status_label: z.string(),
  supplier_name: z.string().nullable(),
  amount: z.number().int(),
  due_date: z.string().nullable(),
  invoice_number: z.string().nullable(),
  created_at: z.string(),
  reasons: z.array(z.enum(DUPLICATE_REASONS)),
});
export type DuplicateMatch = z.infer<typeof duplicateMatchSchema>;
export const duplicateCheckResponseSchema = z.object({ duplicates: z.array(duplicateMatchSchema) });

/** A 409 of POST /invoices: with status possible_duplicate (no duplicate_confirmed) it carries the matches. */
export const createInvoiceConflictBodySchema = errorBodySchema.extend({ duplicates: z.array(duplicateMatchSchema).optional() });

// ---------------------------------------------------------------- drafts (the payment flow draft of spec §3)

const nullableId = z.number().int().positive().nullable();

/** What a saved draft holds: everything but the card token and approval, which never outlive the flow. */
export const paymentFlowDraftDataSchema = z.object({
  step: z.enum(['create', 'invoiceinfo', 'confirm']),
  invoiceFile: z.object({ file: invoiceFileSchema, extraction: invoiceExtractionSchema }).nullable(),
  invoiceForm: z.object({
    formOne: z.object({ supplierId: nullableId, isNewSupplier: z.boolean() }),
    formTwo: z.object({ accountId: nullableId, isNewAccount: z.boolean() }),
    amount: z.number().int().min(0).max(MONEY.MAX_INVOICE_AMOUNT).nullable(),
    dueDate: z.string().regex(ISO_DATE).nullable(),
    transferDate: z.string().regex(ISO_DATE).nullable(),
    invoiceNumber: z.string().max(50),
    memo: z.string().max(200),
  }),
  confirmForm: z.object({
    creditCardId: nullableId,
    promotionCode: z.string().max(32),
  }),
});
export type PaymentFlowDraftData = z.infer<typeof paymentFlowDraftDataSchema>;

export const saveDraftRequestSchema = z.strictObject({ data: paymentFlowDraftDataSchema });

export const draftSchema = z.object({
  id: z.number().int(),
  supplier_name: z.string().nullable(),
  amount: z.number().int().nullable(),
  data: paymentFlowDraftDataSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;
export const draftResponseSchema = z.object({ draft: draftSchema });

/** DELETE /drafts: all or nothing — one unknown id and nothing is deleted. */
export const deleteDraftsRequestSchema = z.strictObject({
  draft_ids: z
    .array(z.number().int().positive(), { error: '削除する下書きを選択してください。' })
    .min(1, '削除する下書きを選択してください。')
    .max(100, '一度に削除できる下書きは100件までです。'),
});

// ---------------------------------------------------------------- gateway result messages

export const resultCodeParamsSchema = z.strictObject({
  id: z.string().regex(/^[A-Z0-9]{16}$/, '結果コードが正しくありません。'),
});
export const resultMessageResponseSchema = z.object({ code: z.string(), message: z.string() });
