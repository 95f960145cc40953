/**
 * Operator console (examination): request and response schemas of the /api/v1/ops routes of this area,
 * with their OpenAPI text. route-schemas.ts spreads them into ROUTE_SCHEMAS / ROUTE_DOCS.
 *
 * Every route needs the 審査 (examiner) role. The actions take what the screen showed
 * (expected_status, expected_action_required): when the payment moved meanwhile the answer is
 * 409 with EXAMINATION_STALE_MESSAGE, and nothing is done.
 */
import { INVOICE_STATUS_LABELS, MONEY, type InvoiceStatus } from '@icp/domain';
import { z } from 'zod';
import { invoiceExtractionSchema } from '../invoice-files.ts';
import { invoiceStatusNameSchema, supplierStatusNameSchema, csvList } from '../lists.ts';
import { duplicateMatchSchema } from '../payments.ts';
import { idParamsSchema } from '../suppliers.ts';

/** The 409 a losing examiner sees (another operator acted on the payment first). */
export const EXAMINATION_STALE_MESSAGE = '他の担当者がこの支払を先に処理しました。画面を更新してください。';

/** The queue holds payments in these statuses (申請中, 確認済 = 審査中 for the buyer). */
export const EXAMINATION_STATUSES = ['InProgress', 'InProgressExaminationChecked'] as const;
export type ExaminationStatus = (typeof EXAMINATION_STATUSES)[number];

/** The console's words for a status: the buyer's 審査中 is 確認済 for the examiner. */
export function opsInvoiceStatusLabel(status: InvoiceStatus): string {
  return status === 'InProgressExaminationChecked' ? '確認済' : INVOICE_STATUS_LABELS[status];
}

/** Page size of the queue (keyset paging: pass the last row's id as `after`). */
export const EXAMINATION_PAGE_SIZE = 50;

/** The buyer's largest captured payment (振込予約済・振込完了) times this … */
export const AMOUNT_FAR_ABOVE_HISTORY_FACTOR = 3;
/** … or, with no earlier captured payment, this amount (yen) or more. */
export const AMOUNT_FIRST_PAYMENT_THRESHOLD = 1_000_000;

export const EXAMINATION_FLAGS = [
  'first_payment_to_account',
  'account_used_by_other_buyer',
  'supplier_not_approved',
  'possible_duplicate',
  'amount_far_above_history',
] as const;
export type ExaminationFlag = (typeof EXAMINATION_FLAGS)[number];

/** Short label (queue badges) and the explanation shown on the detail screen. */
export const EXAMINATION_FLAG_TEXT: Readonly<Record<ExaminationFlag, { label: string; explanation: string }>> = {
  first_payment_to_account: {
    label: '初回口座',
    explanation: 'この購入者からこの振込先口座への支払は初めてです（キャンセル・期限切れを除く過去の支払がありません）。',
  },
  account_used_by_other_buyer: {
    label: '他社利用口座',
    explanation: '同じ金融機関・支店・口座番号の口座が、別の購入者の支払先にも登録されています。',
  },
  supplier_not_approved: {
    label: '支払先未承認',
    explanation: '支払先の審査が完了していません（承認済み以外）。支払先の審査もあわせて行ってください。',
  },
  possible_duplicate: {
    label: '重複の可能性',
    explanation:
      '同じ購入者の直近1年の支払に、同じ支払先・請求書番号、同じファイル、または同じ支払先・金額・支払期日のものがあります。',
  },
  amount_far_above_history: {
    label: '高額',
    explanation: `この購入者の決済済み（振込予約済・振込完了）の支払の最高額の${AMOUNT_FAR_ABOVE_HISTORY_FACTOR}倍を超える金額です（決済済みの支払がない場合は${AMOUNT_FIRST_PAYMENT_THRESHOLD.toLocaleString('ja-JP')}円以上）。`,
  },
};

/** 修正依頼の定型文: the buyer sees the template, then the free text on the next line. */
export const REQUEST_ACTION_TEMPLATES = {
  amount_mismatch: '請求書の金額と申請金額が一致しません。',
  account_mismatch: '振込先口座が請求書と一致しません。',
  holder_mismatch: '口座名義が請求書と一致しません。',
  unreadable: '請求書が不鮮明で確認できません。',
  due_date_unknown: '支払期日が確認できません。',
  registration_number_unknown: '登録番号が確認できません。',
  other: 'その他',
} as const;
export type RequestActionTemplate = keyof typeof REQUEST_ACTION_TEMPLATES;
export const REQUEST_ACTION_TEMPLATE_CODES = Object.keys(REQUEST_ACTION_TEMPLATES) as [
  RequestActionTemplate,
  ...RequestActionTemplate[],
];

export const EXAMINATION_ACTIONS = ['check', 'request_action', 'complete', 'cancel'] as const;
export type ExaminationAction = (typeof EXAMINATION_ACTIONS)[number];

export const MISMATCH_FIELDS = ['amount', 'due_date', 'bank_account', 'holder_name', 'registration_number'] as const;
export type MismatchField = (typeof MISMATCH_FIELDS)[number];

// ---------------------------------------------------------------- queue

const idQuery = (label: string) =>
  z.coerce
    .number({ error: `${label}は数値で指定してください。` })
    .int(`${label}は整数で指定してください。`)
    .positive(`${label}が正しくありません。`)
    .max(Number.MAX_SAFE_INTEGER);
const amountQuery = z.coerce
  .number({ error: '金額は数値で指定してください。' })
  .int('金額は整数で指定してください。')
  .min(0, '金額は0以上で指定してください。')
  .max(MONEY.MAX_INVOICE_AMOUNT, '金額が大きすぎます。');

export const examinationStatusSchema = z.enum(EXAMINATION_STATUSES, { error: '審査の状態が正しくありません。' });
export const examinationFlagSchema = z.enum(EXAMINATION_FLAGS, { error: 'フラグが正しくありません。' });

/** GET /ops/examination: oldest first; `after` = the last id of the previous page. */
export const opsExaminationQueueQuerySchema = z
  .strictObject({
    after: idQuery('after').optional(),
    status: examinationStatusSchema.optional(),
    buyer_id: idQuery('購入者ID').optional(),
    supplier_id: idQuery('支払先ID').optional(),
    amount_min: amountQuery.optional(),
    amount_max: amountQuery.optional(),
    flag: examinationFlagSchema.optional(),
    /** yes: only those waiting for the buyer's correction; no: only those the examiner can act on. */
    action_required: z.enum(['yes', 'no'], { error: 'action_requiredはyesまたはnoで指定してください。' }).optional(),
  })
  .refine((q) => q.amount_min === undefined || q.amount_max === undefined || q.amount_min <= q.amount_max, {
    message: '金額の範囲が正しくありません。',
    path: ['amount_max'],
  });
export type OpsExaminationQueueQuery = z.infer<typeof opsExaminationQueueQuerySchema>;

const partySchema = z.object({ id: z.number().int(), name: z.string() });

export const examinationQueueItemSchema = z.object({
  id: z.number().int(),
  /** 支払番号, e.g. I-00000012. */
  display_id: z.string(),
  buyer: partySchema,
  supplier: partySchema.extend({ status: supplierStatusNameSchema }).nullable(),
  amount: z.number().int(),
  total: z.number().int(),
  status: examinationStatusSchema,
  /** 申請中 / 確認済. */
  status_label: z.string(),
  /** Waiting for the buyer's correction (修正依頼中): the examiner cannot act until the buyer fixes it. */
  is_action_required: z.boolean(),
  created_at: z.string(),
  /** Whole hours since the application (server's clock). */
  age_hours: z.number().int(),
  transfer_date: z.string().nullable(),
  /** Bank business days from today (JST) to the transfer date: 0 = today, negative = past (calendar days). */
  transfer_days_left: z.number().int().nullable(),
  flags: z.array(examinationFlagSchema),
});
export type ExaminationQueueItem = z.infer<typeof examinationQueueItemSchema>;

export const opsExaminationQueueResponseSchema = z.object({
  items: z.array(examinationQueueItemSchema),
  /** Pass as `after` for the next page; null on the last page. */
  next_after: z.number().int().nullable(),
  /** The server's now (ISO 8601), what age and days left were computed from. */
  now: z.string(),
});
export type OpsExaminationQueueResponse = z.infer<typeof opsExaminationQueueResponseSchema>;

// ---------------------------------------------------------------- detail

/** The payment's id (the shared `:id` schema, so the bad-input walk covers these routes). */
export const examinationParamsSchema = idParamsSchema;

export const examinationMismatchSchema = z.object({
  field: z.enum(MISMATCH_FIELDS),
  /** 金額, 支払期日, 振込先口座, 口座名義, 登録番号. */
  label: z.string(),
  entered: z.string().nullable(),
  read: z.string().nullable(),
});
export type ExaminationMismatch = z.infer<typeof examinationMismatchSchema>;

export const examinationFlagDetailSchema = z.object({ code: examinationFlagSchema, label: z.string(), explanation: z.string() });

export const examinationHistoryEntrySchema = z.object({
  status: invoiceStatusNameSchema,
  status_label: z.string(),
  is_action_required: z.boolean(),
  note: z.string().nullable(),
  actor_type: z.enum(['user', 'operator', 'system']),
  actor_id: z.string().nullable(),
  /** The operator's name (console operators are recorded by id, the CLI by the name it was given). */
  actor_name: z.string().nullable(),
  created_at: z.string(),
});

export const examinationDetailSchema = z.object({
  id: z.number().int(),
  display_id: z.string(),
  type: z.string(),
  status: invoiceStatusNameSchema,
  status_label: z.string(),
  is_action_required: z.boolean(),
  action_required_reason: z.string().nullable(),
  buyer: partySchema,
  supplier: z
    .object({
      id: z.number().int(),
      name: z.string(),
      name_kana: z.string(),
      status: supplierStatusNameSchema,
      status_label: z.string(),
      status_reason: z.string().nullable(),
      corporate_number: z.string().nullable(),
    })
    .nullable(),
  account: z
    .object({
      id: z.number().int(),
      bank_code: z.string(),
      bank_name: z.string(),
      branch_code: z.string(),
      branch_name: z.string(),
      /** Spec §3 values: '2' 普通, '1' 当座. */
      account_type: z.enum(['1', '2']),
      account_type_label: z.string(),
      account_number: z.string(),
      /** Zengin half-width kana. */
      holder_name: z.string(),
    })
    .nullable(),
  amount: z.number().int(),
  commission: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  due_date: z.string().nullable(),
  transfer_date: z.string().nullable(),
  examination_due_date: z.string().nullable(),
  invoice_number: z.string().nullable(),
  /** Not entered by the buyer: 'T' + the supplier's 法人番号 when it has one, else null. */
  registration_number: z.string().nullable(),
  memo: z.string().nullable(),
  created_at: z.string(),
  age_hours: z.number().int(),
  transfer_days_left: z.number().int().nullable(),
});
export type ExaminationDetail = z.infer<typeof examinationDetailSchema>;

export const examinationFileSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  /** From the magic bytes at upload: application/pdf, image/png, image/jpeg … */
  content_type: z.string(),
  size: z.number().int(),
  page_count: z.number().int().nullable(),
  /** Root-relative GET (operator token in Authorization): the bytes, inline. */
  url: z.string(),
});

export const opsExaminationDetailResponseSchema = z.object({
  payment: examinationDetailSchema,
  /** What the reader found in the document; null when it was not read. */
  extraction: invoiceExtractionSchema.nullable(),
  mismatches: z.array(examinationMismatchSchema),
  flags: z.array(examinationFlagDetailSchema),
  /** The buyer's other payments this one looks like (ADR 0013 rules). */
  duplicates: z.array(duplicateMatchSchema),
  history: z.array(examinationHistoryEntrySchema),
  file: examinationFileSchema.nullable(),
  /** What the examiner may do now (empty while waiting for the buyer's correction, except cancel). */
  allowed_actions: z.array(z.enum(EXAMINATION_ACTIONS)),
  now: z.string(),
});
export type OpsExaminationDetailResponse = z.infer<typeof opsExaminationDetailResponseSchema>;

// ---------------------------------------------------------------- actions

/** What the screen showed: the action is refused (409) if the payment is no longer so. */
const expectedShape = {
  expected_status: examinationStatusSchema,
  expected_action_required: z.boolean({ error: 'expected_action_requiredを指定してください。' }),
};

export const opsExaminationActionRequestSchema = z.strictObject(expectedShape);

const reasonText = (max: number) =>
  z.string({ error: '理由を入力してください。' }).trim().max(max, `理由は${max}文字以内で入力してください。`);

/** 修正依頼: a template, and free text (required with `other`). */
export const opsRequestActionRequestSchema = z
  .strictObject({
    ...expectedShape,
    reason_template: z.enum(REQUEST_ACTION_TEMPLATE_CODES, { error: '修正依頼の理由を選択してください。' }),
    reason_text: reasonText(500).optional(),
  })
  .refine((b) => b.reason_template !== 'other' || (b.reason_text ?? '').length > 0, {
    message: '「その他」の場合は理由を入力してください。',
    path: ['reason_text'],
  });
export type OpsRequestActionRequest = z.infer<typeof opsRequestActionRequestSchema>;

export const opsCancelExaminationRequestSchema = z.strictObject({
  ...expectedShape,
  reason: reasonText(500).min(1, 'キャンセルの理由を入力してください。'),
});

export const opsExaminationActionResponseSchema = z.object({
  payment: z.object({
    id: z.number().int(),
    display_id: z.string(),
    status: invoiceStatusNameSchema,
    status_label: z.string(),
    is_action_required: z.boolean(),
    action_required_reason: z.string().nullable(),
  }),
});

// ---------------------------------------------------------------- supplier review

export const SUPPLIER_REVIEW_DECISIONS = ['approve', 'escalate', 'reject'] as const;
export type SupplierReviewDecision = (typeof SUPPLIER_REVIEW_DECISIONS)[number];

/** GET /ops/suppliers: oldest first; default status 未承認 and 確認中. */
export const opsSupplierReviewsQuerySchema = z.strictObject({
  status: csvList(supplierStatusNameSchema),
  buyer_id: idQuery('購入者ID').optional(),
  after: idQuery('after').optional(),
});

export const supplierReviewItemSchema = z.object({
  id: z.number().int(),
  buyer: partySchema,
  name: z.string(),
  name_kana: z.string(),
  /** 1 法人, 2 個人事業主. */
  business_form: z.number().int(),
  corporate_number: z.string().nullable(),
  address: z.string(),
  phone_number: z.string().nullable(),
  status: supplierStatusNameSchema,
  status_label: z.string(),
  status_reason: z.string().nullable(),
  /** Its payments in the examination queue (申請中・確認済). */
  payments_waiting: z.number().int(),
  created_at: z.string(),
});
export type SupplierReviewItem = z.infer<typeof supplierReviewItemSchema>;

export const opsSupplierReviewsResponseSchema = z.object({
  items: z.array(supplierReviewItemSchema),
  next_after: z.number().int().nullable(),
});

export const opsReviewSupplierRequestSchema = z
  .strictObject({
    decision: z.enum(SUPPLIER_REVIEW_DECISIONS, { error: '判定を選択してください。' }),
    reason: reasonText(500).optional(),
  })
  .refine((b) => b.decision === 'approve' || (b.reason ?? '').length > 0, {
    message: '確認中・否認にする場合は理由を入力してください。',
    path: ['reason'],
  });

export const opsReviewSupplierResponseSchema = z.object({
  supplier: z.object({
    id: z.number().int(),
    status: supplierStatusNameSchema,
    status_label: z.string(),
    status_reason: z.string().nullable(),
  }),
});

export const OPS_EXAMINATION_ROUTE_SCHEMAS = {
  opsListExamination: { query: opsExaminationQueueQuerySchema, responses: { 200: opsExaminationQueueResponseSchema } },
  opsGetExamination: { params: examinationParamsSchema, responses: { 200: opsExaminationDetailResponseSchema } },
  opsGetExaminationFile: { params: examinationParamsSchema, responses: {} },
  opsCheckExamination: {
    params: examinationParamsSchema,
    body: opsExaminationActionRequestSchema,
    responses: { 200: opsExaminationActionResponseSchema },
  },
  opsRequestExaminationAction: {
    params: examinationParamsSchema,
    body: opsRequestActionRequestSchema,
    responses: { 200: opsExaminationActionResponseSchema },
  },
  opsCompleteExamination: {
    params: examinationParamsSchema,
    body: opsExaminationActionRequestSchema,
    responses: { 200: opsExaminationActionResponseSchema },
  },
  opsCancelExamination: {
    params: examinationParamsSchema,
    body: opsCancelExaminationRequestSchema,
    responses: { 200: opsExaminationActionResponseSchema },
  },
  opsListSupplierReviews: { query: opsSupplierReviewsQuerySchema, responses: { 200: opsSupplierReviewsResponseSchema } },
  opsReviewSupplier: {
    params: examinationParamsSchema,
    body: opsReviewSupplierRequestSchema,
    responses: { 200: opsReviewSupplierResponseSchema },
  },
} as const;

export const OPS_EXAMINATION_ROUTE_DOCS = {
  opsListExamination: { tag: 'ops-examination', summary: '審査キュー（申請中・確認済、古い順、50件ずつ）［審査］' },
  opsGetExamination: { tag: 'ops-examination', summary: '審査詳細（入力内容・読み取り結果・不一致・フラグ・履歴）［審査］' },
  opsGetExaminationFile: { tag: 'ops-examination', summary: '請求書ファイルの表示（inline）［審査］' },
  opsCheckExamination: { tag: 'ops-examination', summary: '確認済にする［審査］' },
  opsRequestExaminationAction: { tag: 'ops-examination', summary: '修正依頼（定型文＋自由記述）［審査］' },
  opsCompleteExamination: { tag: 'ops-examination', summary: '承認（カード売上確定）［審査］' },
  opsCancelExamination: { tag: 'ops-examination', summary: 'キャンセル（理由必須）［審査］' },
  opsListSupplierReviews: { tag: 'ops-examination', summary: '支払先審査の一覧（既定：未承認・確認中）［審査］' },
  opsReviewSupplier: { tag: 'ops-examination', summary: '支払先の審査（承認・確認中・否認）［審査］' },
} as const;
