import { z } from 'zod';
import { noContentSchema } from '../errors.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, emailSchema, requiredText } from '../fields.ts';
import { isoDateSchema } from '../payments.ts';
import { idParamsSchema } from '../suppliers.ts';
import { operatorRoleSchema } from './auth.ts';

/**
 * Operator console (admin): request and response schemas of the /api/v1/ops routes of this area,
 * with their OpenAPI text. route-schemas.ts spreads them into ROUTE_SCHEMAS / ROUTE_DOCS.
 * Operators, role changes (four eyes), the audit log, and what the CLI did until now: bank
 * closed days, notices, promotions, terms, request keys, failed gateway operations, ledger check.
 */

const idSchema = z.coerce.number({ error: 'IDが正しくありません。' }).int().positive().max(Number.MAX_SAFE_INTEGER);
/** The shared `:id` schema, so the bad-input test feeds these routes its id cases too. */
export const opsAdminIdParamsSchema = idParamsSchema;
const timestamp = z.string();
const rolesSchema = z
  .array(operatorRoleSchema, { error: '権限を選択してください。' })
  .min(1, '権限を1つ以上選択してください。')
  .max(3)
  .refine((roles) => new Set(roles).size === roles.length, '同じ権限が重複しています。');

// ---------------------------------------------------------------- operators

export const operatorSummarySchema = z.object({ id: z.number().int(), name: z.string() });

export const opsRoleChangeSchema = z.object({
  id: z.number().int(),
  operator: operatorSummarySchema,
  from_roles: z.array(operatorRoleSchema),
  to_roles: z.array(operatorRoleSchema),
  status: z.enum(['pending', 'approved', 'rejected']),
  requested_by: operatorSummarySchema,
  decided_by: operatorSummarySchema.nullable(),
  created_at: timestamp,
  decided_at: timestamp.nullable(),
});

export const operatorAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email_address: z.string(),
  roles: z.array(operatorRoleSchema),
  /** The authenticator app is confirmed (false until the first login). */
  totp_enrolled: z.boolean(),
  disabled_at: timestamp.nullable(),
  created_at: timestamp,
  pending_role_change: opsRoleChangeSchema.nullable(),
});

export const opsOperatorsResponseSchema = z.object({ operators: z.array(operatorAccountSchema) });
export const opsOperatorResponseSchema = z.object({ operator: operatorAccountSchema });

export const opsCreateOperatorRequestSchema = z.strictObject({
  email_address: emailSchema,
  name: requiredText('氏名', 100),
  roles: rolesSchema,
  /** The initial password the admin hands over (the buyers' policy); the authenticator is enrolled at first login. */
  password: z
    .string({ error: 'パスワードを入力してください。' })
    .min(PASSWORD_MIN_LENGTH, `パスワードは${PASSWORD_MIN_LENGTH}文字以上で入力してください。`)
    .max(PASSWORD_MAX_LENGTH, `パスワードは${PASSWORD_MAX_LENGTH}文字以内で入力してください。`),
});

export const opsDisableOperatorRequestSchema = z.strictObject({ reason: requiredText('理由', 500) });

export const opsProposeRoleChangeRequestSchema = z.strictObject({ roles: rolesSchema });
export const opsRoleChangeResponseSchema = z.object({ role_change: opsRoleChangeSchema });
export const opsRoleChangesQuerySchema = z.strictObject({
  status: z.enum(['pending', 'approved', 'rejected'], { error: '状態の指定が正しくありません。' }).optional(),
});
export const opsRoleChangesResponseSchema = z.object({ role_changes: z.array(opsRoleChangeSchema) });

// ---------------------------------------------------------------- audit log

export const AUDIT_PAGE_SIZE = 50;
export const opsAuditLogQuerySchema = z.strictObject({
  actor_type: z.enum(['user', 'operator', 'system'], { error: '実行者の種類が正しくありません。' }).optional(),
  actor_id: z.string().trim().min(1).max(100).optional(),
  /** A prefix of the action name: `ops.admin.` finds every admin action. */
  action: z.string().trim().min(1).max(100).optional(),
  target_type: z.string().trim().min(1).max(50).optional(),
  target_id: z.string().trim().min(1).max(100).optional(),
  /** JST dates, inclusive. */
  from: isoDateSchema('開始日').optional(),
  to: isoDateSchema('終了日').optional(),
  /** Free text, matched anywhere in the action name and the operator's name. */
  q: z.string().trim().min(1).max(100).optional(),
  /** Keyset: the `next_before_id` of the previous page. */
  before_id: idSchema.optional(),
});

export const opsAuditEntrySchema = z.object({
  id: z.number().int(),
  created_at: timestamp,
  actor_type: z.enum(['user', 'operator', 'system']),
  actor_id: z.string().nullable(),
  /** The operator's name when the actor is one (looked up, or as the CLI recorded it). */
  actor_name: z.string().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  buyer_id: z.number().int().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  ip_address: z.string().nullable(),
});
export const opsAuditLogResponseSchema = z.object({
  entries: z.array(opsAuditEntrySchema),
  /** Pass as `before_id` for the next (older) page; null on the last page. */
  next_before_id: z.number().int().nullable(),
});

// ---------------------------------------------------------------- bank closed days

export const opsBankClosedDaySchema = z.object({ date: z.string(), reason: z.string() });
export const opsClosedDaysResponseSchema = z.object({ days: z.array(opsBankClosedDaySchema) });
export const opsAddClosedDayRequestSchema = z.strictObject({
  date: isoDateSchema('休業日'),
  reason: requiredText('理由', 100),
});
export const opsClosedDayParamsSchema = z.strictObject({ date: isoDateSchema('休業日') });
export const opsClosedDayResponseSchema = z.object({ day: opsBankClosedDaySchema });

// ---------------------------------------------------------------- notices, promotions, terms, request keys

export const opsPublishNoticeRequestSchema = z.strictObject({
  title: requiredText('件名', 100),
  body: requiredText('本文', 5000),
  /** Omitted: every buyer. */
  buyer_id: idSchema.optional(),
  link_path: z.string().trim().min(1).max(300).optional(),
});
export const opsNoticeResponseSchema = z.object({ id: z.number().int(), buyer_id: z.number().int().nullable() });

export const opsPromotionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  discount_type: z.enum(['rate', 'amount']),
  discount_value: z.number().int(),
  starts_at: timestamp,
  ends_at: timestamp.nullable(),
  max_uses_per_buyer: z.number().int(),
  active: z.boolean(),
  created_at: timestamp,
});
export const opsPromotionsResponseSchema = z.object({ promotions: z.array(opsPromotionSchema) });
export const opsPromotionResponseSchema = z.object({ promotion: opsPromotionSchema });
const isoInstant = (label: string) =>
  z
    .string({ error: `${label}を入力してください。` })
    .max(40)
    .refine((v) => !Number.isNaN(Date.parse(v)), `${label}は日時（ISO 8601）で指定してください。`);
export const opsCreatePromotionRequestSchema = z.strictObject({
  code: z
    .string({ error: 'コードを入力してください。' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{1,32}$/, 'コードは半角英大文字・数字・_・- の32文字以内で指定してください。'),
  description: requiredText('説明', 200),
  discount_type: z.enum(['rate', 'amount'], { error: '割引の種類を選択してください。' }),
  /** Basis points of the commission for 'rate' (5000 = half), yen for 'amount'. */
  discount_value: z.number({ error: '割引を数値で入力してください。' }).int().positive().max(10_000_000),
  starts_at: isoInstant('開始日時').optional(),
  ends_at: isoInstant('終了日時').optional(),
  max_uses_per_buyer: z.number().int().positive().max(1000).optional(),
});

export const opsTermsVersionSchema = z.object({ version: z.string(), effective_date: z.string(), published_at: timestamp });
export const opsTermsResponseSchema = z.object({ current_version: z.string(), versions: z.array(opsTermsVersionSchema) });
export const opsPublishTermsRequestSchema = z.strictObject({
  version: z.string({ error: '版を入力してください。' }).trim().min(1, '版を入力してください。').max(20),
  effective_date: isoDateSchema('施行日'),
  body: requiredText('本文', 100_000),
});
export const opsTermsVersionResponseSchema = z.object({ version: z.string(), effective_date: z.string() });

export const opsCreateRequestKeyRequestSchema = z.strictObject({
  buyer_email: emailSchema,
  seller_name: requiredText('請求元の名称', 100),
  amount: z.number({ error: '請求金額を数値で入力してください。' }).int().positive().max(10_000_000),
  due_date: isoDateSchema('支払期限'),
  expires_at: isoInstant('有効期限'),
  key: z.string().trim().min(1).max(40).optional(),
  document_number: z.string().trim().min(1).max(50).optional(),
});
export const opsRequestKeyResponseSchema = z.object({
  invoice_id: z.number().int(),
  display_id: z.string(),
  document_number: z.string(),
  key: z.string(),
  expires_at: timestamp,
});

// ---------------------------------------------------------------- gateway operations, ledger

export const opsGatewayOperationSchema = z.object({
  id: z.number().int(),
  invoice_id: z.number().int().nullable(),
  approval_id: z.number().int().nullable(),
  kind: z.enum(['void', 'refund']),
  amount: z.number().int(),
  status: z.enum(['pending', 'done', 'failed']),
  attempts: z.number().int(),
  result_code: z.string().nullable(),
  next_attempt_at: timestamp,
  updated_at: timestamp,
});
export const opsGatewayOperationsResponseSchema = z.object({ operations: z.array(opsGatewayOperationSchema) });
export const opsGatewayOperationResponseSchema = z.object({ operation: opsGatewayOperationSchema });

export const opsLedgerVerifyResponseSchema = z.object({
  checked: z.number().int(),
  problems: z.array(z.object({ invoice_id: z.number().int(), display_id: z.string(), status: z.string(), problem: z.string() })),
  verified_at: timestamp,
});

// ---------------------------------------------------------------- payment jobs

/**
 * One sweep of the payment jobs the server otherwise runs every few minutes (release unused card
 * holds, finish owed void/refund calls, expire request keys, fold the tab counts).
 */
export const opsRunJobsResponseSchema = z.object({ ran_at: timestamp });

export const OPS_ADMIN_ROUTE_SCHEMAS = {
  opsListOperators: { responses: { 200: opsOperatorsResponseSchema } },
  opsCreateOperator: { body: opsCreateOperatorRequestSchema, responses: { 201: opsOperatorResponseSchema } },
  opsDisableOperator: {
    params: opsAdminIdParamsSchema,
    body: opsDisableOperatorRequestSchema,
    responses: { 200: opsOperatorResponseSchema },
  },
  opsProposeRoleChange: {
    params: opsAdminIdParamsSchema,
    body: opsProposeRoleChangeRequestSchema,
    responses: { 201: opsRoleChangeResponseSchema },
  },
  opsListRoleChanges: { query: opsRoleChangesQuerySchema, responses: { 200: opsRoleChangesResponseSchema } },
  opsApproveRoleChange: { params: opsAdminIdParamsSchema, responses: { 200: opsRoleChangeResponseSchema } },
  opsRejectRoleChange: { params: opsAdminIdParamsSchema, responses: { 200: opsRoleChangeResponseSchema } },
  opsSearchAuditLog: { query: opsAuditLogQuerySchema, responses: { 200: opsAuditLogResponseSchema } },
  opsListBankClosedDays: { responses: { 200: opsClosedDaysResponseSchema } },
  opsAddBankClosedDay: { body: opsAddClosedDayRequestSchema, responses: { 201: opsClosedDayResponseSchema } },
  opsRemoveBankClosedDay: { params: opsClosedDayParamsSchema, responses: { 204: noContentSchema } },
  opsPublishNotice: { body: opsPublishNoticeRequestSchema, responses: { 201: opsNoticeResponseSchema } },
  opsListPromotions: { responses: { 200: opsPromotionsResponseSchema } },
  opsCreatePromotion: { body: opsCreatePromotionRequestSchema, responses: { 201: opsPromotionResponseSchema } },
  opsListTerms: { responses: { 200: opsTermsResponseSchema } },
  opsPublishTerms: { body: opsPublishTermsRequestSchema, responses: { 201: opsTermsVersionResponseSchema } },
  opsCreateRequestKey: { body: opsCreateRequestKeyRequestSchema, responses: { 201: opsRequestKeyResponseSchema } },
  opsListFailedGatewayOperations: { responses: { 200: opsGatewayOperationsResponseSchema } },
  opsRetryGatewayOperation: { params: opsAdminIdParamsSchema, responses: { 200: opsGatewayOperationResponseSchema } },
  opsVerifyLedger: { responses: { 200: opsLedgerVerifyResponseSchema } },
  opsRunJobs: { responses: { 200: opsRunJobsResponseSchema } },
} as const;

export const OPS_ADMIN_ROUTE_DOCS = {
  opsListOperators: { tag: 'ops admin', summary: 'オペレーター一覧（管理者）' },
  opsCreateOperator: { tag: 'ops admin', summary: 'オペレーターの作成（管理者、認証アプリは初回ログイン時に登録）' },
  opsDisableOperator: { tag: 'ops admin', summary: 'オペレーターの無効化（管理者、セッションも即時失効）' },
  opsProposeRoleChange: { tag: 'ops admin', summary: '権限変更の申請（管理者、別の管理者の承認で反映）' },
  opsListRoleChanges: { tag: 'ops admin', summary: '権限変更の一覧（管理者）' },
  opsApproveRoleChange: { tag: 'ops admin', summary: '権限変更の承認（申請者・対象者以外の管理者）' },
  opsRejectRoleChange: { tag: 'ops admin', summary: '権限変更の却下（対象者以外の管理者）' },
  opsSearchAuditLog: { tag: 'ops admin', summary: '監査ログの検索（新しい順、50件ずつ）' },
  opsListBankClosedDays: { tag: 'ops admin', summary: '臨時の銀行休業日の一覧（管理者）' },
  opsAddBankClosedDay: { tag: 'ops admin', summary: '臨時の銀行休業日の追加（管理者）' },
  opsRemoveBankClosedDay: { tag: 'ops admin', summary: '臨時の銀行休業日の削除（管理者）' },
  opsPublishNotice: { tag: 'ops admin', summary: 'お知らせの配信（管理者）' },
  opsListPromotions: { tag: 'ops admin', summary: 'プロモーションコード一覧（管理者）' },
  opsCreatePromotion: { tag: 'ops admin', summary: 'プロモーションコードの発行（管理者）' },
  opsListTerms: { tag: 'ops admin', summary: '利用規約の版の一覧（管理者）' },
  opsPublishTerms: { tag: 'ops admin', summary: '利用規約の新しい版の公開（管理者）' },
  opsCreateRequestKey: { tag: 'ops admin', summary: '請求キー（請求元からのカード払い依頼）の作成（管理者）' },
  opsListFailedGatewayOperations: { tag: 'ops admin', summary: '再試行を打ち切ったカード決済処理の一覧（送金・管理者）' },
  opsRetryGatewayOperation: { tag: 'ops admin', summary: '打ち切ったカード決済処理の再実行（送金・管理者）' },
  opsVerifyLedger: { tag: 'ops admin', summary: '元帳の検証（管理者）' },
  opsRunJobs: { tag: 'ops admin', summary: '決済の定期処理（与信解放・返金等の再試行・請求キー期限切れ）の即時実行（管理者）' },
} as const;
