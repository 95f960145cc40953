import { z } from 'zod';
import { login2AuthRequestSchema, loginRequestSchema, loginResponseSchema, tokenResponseSchema } from './auth.ts';
import { noContentSchema } from './errors.ts';
import { corporateNumberSchema, requiredText } from './fields.ts';
import { invoiceFileSchema } from './invoice-files.ts';
import { LIST_PAGE_SIZE } from './limits.ts';
import { ACCOUNT_TYPE_VALUES } from './suppliers.ts';

/*
 * Integrations (issue 16, docs/decisions/0024): the OAuth authorization's screens, the apps a user
 * connected, the partner API, the buyer's OAuth payment flow, and the console's partner apps and
 * webhook deliveries. route-schemas.ts spreads these into ROUTE_SCHEMAS / ROUTE_DOCS.
 */

// ---------------------------------------------------------------- scopes

export const PARTNER_SCOPE_NAMES = ['payments:write', 'payments:read', 'suppliers:read'] as const;
export type PartnerScope = (typeof PARTNER_SCOPE_NAMES)[number];

/** What the consent screen and the connected-apps list say each scope lets the app do. */
export const PARTNER_SCOPE_TEXT: Record<PartnerScope, { title: string; description: string }> = {
  'payments:write': {
    title: '請求書の送信',
    description:
      'お支払いいただく請求書（支払先・振込先口座・金額・請求書ファイル）を送ります。支払の申請はお客様ご自身が行います。',
  },
  'payments:read': {
    title: '支払状況の確認',
    description: 'このアプリから送られた請求書について、支払の状況（審査中・振込完了など）を確認します。',
  },
  'suppliers:read': {
    title: '支払先の参照',
    description: '登録済みの支払先の名称と状態を参照します。口座番号は参照できません。',
  },
};

export const partnerScopeSchema = z.enum(PARTNER_SCOPE_NAMES);
export const scopeDescriptionSchema = z.object({ scope: partnerScopeSchema, title: z.string(), description: z.string() });

export const partnerClientSummarySchema = z.object({
  client_id: z.string(),
  name: z.string(),
  /** data: URI of a small image, or null (the screen shows the app's initial). */
  logo_data_uri: z.string().nullable(),
});

// ---------------------------------------------------------------- the authorization's screens

const UID_PATTERN = /^[A-Za-z0-9_-]{10,64}$/;
export const interactionParamsSchema = z.strictObject({ uid: z.string().regex(UID_PATTERN) });

export const interactionDetailsSchema = z.object({
  uid: z.string(),
  /** What the screen asks next: the login (password, then the second factor) or the consent. */
  prompt: z.enum(['login', 'consent']),
  client: partnerClientSummarySchema,
  scopes: z.array(scopeDescriptionSchema),
  /** The host the browser returns to (shown on the consent screen: 「… に戻ります」). */
  redirect_host: z.string(),
  /** Masked e-mail of the user the interaction is logged in as (consent only), e.g. t***@example.com. */
  login_email_address: z.string().nullable(),
});
export type InteractionDetails = z.infer<typeof interactionDetailsSchema>;

export const interactionRedirectSchema = z.object({
  /** Where the browser goes now (window.location): back to oidc-provider, which redirects to the app. */
  redirect_to: z.string(),
});

// ---------------------------------------------------------------- connected apps

export const oauthConnectionSchema = partnerClientSummarySchema.extend({
  scopes: z.array(scopeDescriptionSchema),
  connected_at: z.string(),
});
export const oauthConnectionsResponseSchema = z.object({ connections: z.array(oauthConnectionSchema) });
export const connectionParamsSchema = z.strictObject({ clientId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });

// ---------------------------------------------------------------- pre-payments (partner API)

export const PRE_PAYMENT_STATUSES = ['pending', 'paid', 'cancelled', 'expired'] as const;
export const preIdSchema = z.string().regex(/^pre_[A-Za-z0-9]{20,40}$/, '支払データが見つかりません。');
export const preIdParamsSchema = z.strictObject({ preId: preIdSchema });

/** Zengin holder names as partners send them: full- or half-width kana, normalised by the server. */
const holderNameSchema = z
  .string({ error: '口座名義を入力してください。' })
  .trim()
  .min(1, '口座名義を入力してください。')
  .max(100, '口座名義は100文字以内で入力してください。');

export const createPrePaymentRequestSchema = z.strictObject({
  supplier: z.strictObject({
    name: requiredText('支払先名', 100),
    business_form: z.union([z.literal(1), z.literal(2)], {
      error: '事業形態は 1（法人）または 2（個人事業主）で指定してください。',
    }),
    corporate_number: corporateNumberSchema.optional(),
    invoice_registration_number: z
      .string()
      .regex(/^T\d{13}$/, '登録番号は T と13桁の数字で入力してください。')
      .optional(),
  }),
  bank_account: z.strictObject({
    bank_code: z
      .string({ error: '金融機関コードを入力してください。' })
      .regex(/^\d{4}$/, '金融機関コードは4桁の数字で入力してください。'),
    branch_code: z
      .string({ error: '支店コードを入力してください。' })
      .regex(/^\d{3}$/, '支店コードは3桁の数字で入力してください。'),
    account_type: z.enum(ACCOUNT_TYPE_VALUES, { error: '預金種目は 1（当座）または 2（普通）で指定してください。' }),
    account_number: z
      .string({ error: '口座番号を入力してください。' })
      .regex(/^\d{1,7}$/, '口座番号は7桁以内の数字で入力してください。')
      .transform((s) => s.padStart(7, '0')),
    holder_name: holderNameSchema,
  }),
  amount: z
    .number({ error: '金額を入力してください。' })
    .int('金額は円単位の整数で入力してください。')
    .min(1, '金額は1円以上で入力してください。')
    .max(10_000_000, '金額は10,000,000円以下で入力してください。'),
  due_date: z.iso.date('支払期限は YYYY-MM-DD で入力してください。').optional(),
  invoice_number: z.string().trim().max(50, '請求書番号は50文字以内で入力してください。').optional(),
  memo: z.string().trim().max(200, 'メモは200文字以内で入力してください。').optional(),
  /** The partner's own id of this invoice, echoed in reads and webhooks. */
  partner_reference: z.string().trim().min(1).max(100, '連携元の参照番号は100文字以内で入力してください。').optional(),
  /** The invoice document (PDF, JPEG or PNG), base64: the examination checks the payment against it. */
  invoice_file: z.strictObject({
    file_name: requiredText('ファイル名', 200),
    content_base64: z.string({ error: '請求書ファイルを指定してください。' }).min(1, '請求書ファイルを指定してください。'),
  }),
  /** Where the buyer goes back to after paying; must lie on an origin of the app's redirect URIs. */
  return_url: z.url({ error: '戻り先URLが正しくありません。' }).max(2000).optional(),
});
export type CreatePrePaymentRequest = z.input<typeof createPrePaymentRequestSchema>;

/** What a partner reads of a payment it sent: never the card, never another app's data. */
export const partnerPaymentStatusSchema = z.object({
  display_id: z.string(),
  /** Spec §3 payment status name (InProgress, InProgressExaminationCompleted, TransferCompleted, Cancel…). */
  status: z.string(),
  is_action_required: z.boolean(),
  amount: z.number().int(),
  transfer_date: z.string().nullable(),
  transferred_on: z.string().nullable(),
});

export const partnerPrePaymentSchema = z.object({
  pre_id: z.string(),
  status: z.enum(PRE_PAYMENT_STATUSES),
  partner_reference: z.string().nullable(),
  supplier_name: z.string(),
  amount: z.number().int(),
  due_date: z.string().nullable(),
  invoice_number: z.string().nullable(),
  /** Absolute URL of /oauth/payments/{preId}/add/invoiceinfo: send the user there to pay. */
  payment_url: z.string(),
  expires_at: z.string(),
  created_at: z.string(),
  payment: partnerPaymentStatusSchema.nullable(),
});
export type PartnerPrePayment = z.infer<typeof partnerPrePaymentSchema>;

export const partnerPrePaymentsQuerySchema = z.strictObject({
  status: z.enum(PRE_PAYMENT_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(LIST_PAGE_SIZE.MAX).default(LIST_PAGE_SIZE.DEFAULT),
  /** The pre_id after which to continue (newest first). */
  after: preIdSchema.optional(),
});
export const partnerPrePaymentsResponseSchema = z.object({
  pre_payments: z.array(partnerPrePaymentSchema),
  next_after: z.string().nullable(),
});

export const partnerSuppliersResponseSchema = z.object({
  suppliers: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      business_form: z.union([z.literal(1), z.literal(2)]),
      corporate_number: z.string().nullable(),
      status: z.string(),
    }),
  ),
});

// ---------------------------------------------------------------- the buyer's OAuth payment flow

export const prePaymentSchema = z.object({
  pre_id: z.string(),
  status: z.enum(PRE_PAYMENT_STATUSES),
  client: partnerClientSummarySchema,
  partner_reference: z.string().nullable(),
  supplier_name: z.string(),
  supplier_business_form: z.union([z.literal(1), z.literal(2)]),
  corporate_number: z.string().nullable(),
  invoice_registration_number: z.string().nullable(),
  bank_code: z.string(),
  bank_name: z.string().nullable(),
  branch_code: z.string(),
  branch_name: z.string().nullable(),
  account_type: z.enum(ACCOUNT_TYPE_VALUES),
  account_number: z.string(),
  /** Zengin half-width kana, and the same in full-width for people. */
  holder_name: z.string(),
  holder_name_display: z.string(),
  amount: z.number().int(),
  due_date: z.string().nullable(),
  invoice_number: z.string().nullable(),
  memo: z.string().nullable(),
  file: invoiceFileSchema.nullable(),
  /** The buyer's supplier and account already matching (same 法人番号 or name, same account), if any. */
  matched_supplier_id: z.number().int().nullable(),
  matched_account_id: z.number().int().nullable(),
  /** Set once paid. */
  invoice_id: z.number().int().nullable(),
  return_url: z.string().nullable(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type PrePayment = z.infer<typeof prePaymentSchema>;
export const prePaymentResponseSchema = z.object({ pre_payment: prePaymentSchema });
export const prePaymentsResponseSchema = z.object({ pre_payments: z.array(prePaymentSchema) });
export const preparedPrePaymentResponseSchema = z.object({
  supplier_id: z.number().int(),
  account_id: z.number().int(),
  /** True when the supplier or the account was registered just now from the partner's data. */
  supplier_created: z.boolean(),
  account_created: z.boolean(),
});

// ---------------------------------------------------------------- console: partner apps, webhooks

export const opsPartnerClientSchema = partnerClientSummarySchema.extend({
  client_type: z.enum(['confidential', 'public']),
  redirect_uris: z.array(z.string()),
  scopes: z.array(partnerScopeSchema),
  webhook_url: z.string().nullable(),
  status: z.enum(['active', 'revoked']),
  connection_count: z.number().int(),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
});
export const opsPartnerClientsResponseSchema = z.object({ clients: z.array(opsPartnerClientSchema) });

const httpsOrLoopbackUrl = (label: string) =>
  z
    .url({ error: `${label}が正しくありません。` })
    .max(2000)
    .refine((s) => {
      // z.url() failing does not stop the refinement: a string that is no URL must not throw here (a 500).
      let url: URL;
      try {
        url = new URL(s);
      } catch {
        return false;
      }
      if (url.hash) return false;
      if (url.protocol === 'https:') return true;
      // Loopback http is for native apps and local development only (RFC 8252 §7.3).
      return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    }, `${label}は https（またはローカル開発用の http://localhost）で、# を含めずに入力してください。`);

export const opsCreatePartnerClientRequestSchema = z.strictObject({
  name: requiredText('アプリ名', 100),
  logo_data_uri: z
    .string()
    .max(140_000, 'ロゴは100KB以内の画像にしてください。')
    .regex(/^data:image\/(png|jpeg|svg\+xml);base64,[A-Za-z0-9+/=]+$/, 'ロゴは PNG・JPEG・SVG の画像にしてください。')
    .optional(),
  client_type: z.enum(['confidential', 'public'], { error: 'クライアントの種類を選択してください。' }),
  redirect_uris: z.array(httpsOrLoopbackUrl('リダイレクトURI')).min(1, 'リダイレクトURIを1つ以上入力してください。').max(10),
  scopes: z.array(partnerScopeSchema).min(1, 'スコープを1つ以上選択してください。'),
  webhook_url: httpsOrLoopbackUrl('Webhook URL').optional(),
});
export const opsCreatedPartnerClientResponseSchema = z.object({
  client: opsPartnerClientSchema,
  /** Shown once: kept sealed, never answered again. Null for a public client. */
  client_secret: z.string().nullable(),
  /** Shown once; null without a webhook URL. */
  webhook_secret: z.string().nullable(),
});
export const opsPartnerClientParamsSchema = connectionParamsSchema;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const opsWebhookDeliverySchema = z.object({
  id: z.number().int(),
  event_id: z.string(),
  client_id: z.string(),
  client_name: z.string(),
  event_type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export const opsWebhookDeliveriesQuerySchema = z.strictObject({
  client_id: z.string().max(64).optional(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(LIST_PAGE_SIZE.MAX).default(50),
  before_id: z.coerce.number().int().positive().optional(),
});
export const opsWebhookDeliveriesResponseSchema = z.object({ deliveries: z.array(opsWebhookDeliverySchema) });
export const opsWebhookDeliveryParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });
export const opsWebhookDeliveryDetailSchema = z.object({
  delivery: opsWebhookDeliverySchema.extend({ body: z.string() }),
  attempts: z.array(
    z.object({
      id: z.number().int(),
      status_code: z.number().int().nullable(),
      error: z.string().nullable(),
      duration_ms: z.number().int(),
      replayed_by: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});

// ---------------------------------------------------------------- the table's entries

export const INTEGRATION_ROUTE_SCHEMAS = {
  startOAuthInteraction: { params: interactionParamsSchema, responses: {} },
  getOAuthInteraction: { params: interactionParamsSchema, responses: { 200: interactionDetailsSchema } },
  approveOAuth: { params: interactionParamsSchema, body: loginRequestSchema, responses: { 200: loginResponseSchema } },
  approveOAuthTwoFactor: {
    params: interactionParamsSchema,
    body: login2AuthRequestSchema,
    responses: { 200: tokenResponseSchema },
  },
  continueOAuthAsBuyer: { params: interactionParamsSchema, responses: { 204: noContentSchema } },
  grantOAuthConsent: { params: interactionParamsSchema, responses: { 200: interactionRedirectSchema } },
  denyOAuthConsent: { params: interactionParamsSchema, responses: { 200: interactionRedirectSchema } },
  listOAuthConnections: { responses: { 200: oauthConnectionsResponseSchema } },
  revokeOAuthConnection: { params: connectionParamsSchema, responses: { 204: noContentSchema } },

  createPartnerPrePayment: { body: createPrePaymentRequestSchema, responses: { 201: partnerPrePaymentSchema } },
  listPartnerPrePayments: { query: partnerPrePaymentsQuerySchema, responses: { 200: partnerPrePaymentsResponseSchema } },
  getPartnerPrePayment: { params: preIdParamsSchema, responses: { 200: partnerPrePaymentSchema } },
  listPartnerSuppliers: { responses: { 200: partnerSuppliersResponseSchema } },

  listPrePayments: { responses: { 200: prePaymentsResponseSchema } },
  getPrePayment: { params: preIdParamsSchema, responses: { 200: prePaymentResponseSchema } },
  preparePrePayment: { params: preIdParamsSchema, responses: { 200: preparedPrePaymentResponseSchema } },

  opsListPartnerClients: { responses: { 200: opsPartnerClientsResponseSchema } },
  opsCreatePartnerClient: {
    body: opsCreatePartnerClientRequestSchema,
    responses: { 201: opsCreatedPartnerClientResponseSchema },
  },
  opsRevokePartnerClient: {
    params: opsPartnerClientParamsSchema,
    responses: { 200: z.object({ client: opsPartnerClientSchema }) },
  },
  opsListWebhookDeliveries: { query: opsWebhookDeliveriesQuerySchema, responses: { 200: opsWebhookDeliveriesResponseSchema } },
  opsGetWebhookDelivery: { params: opsWebhookDeliveryParamsSchema, responses: { 200: opsWebhookDeliveryDetailSchema } },
  opsReplayWebhookDelivery: { params: opsWebhookDeliveryParamsSchema, responses: { 200: opsWebhookDeliveryDetailSchema } },
} as const;

export const INTEGRATION_ROUTE_DOCS = {
  startOAuthInteraction: { tag: 'oauth', summary: 'OAuth 認可の画面へ（oidc-provider からの遷移、/oauth/authorize へ 303）' },
  getOAuthInteraction: { tag: 'oauth', summary: '認可を求めるアプリ・スコープと次の画面' },
  approveOAuth: { tag: 'oauth', summary: 'OAuth 承認（ログイン: メールアドレスとパスワード）' },
  approveOAuthTwoFactor: { tag: 'oauth', summary: 'OAuth 二段階承認（認証コード）' },
  continueOAuthAsBuyer: { tag: 'oauth', summary: 'ログイン中のユーザーで認可を続ける' },
  grantOAuthConsent: { tag: 'oauth', summary: 'アプリ連携を許可する' },
  denyOAuthConsent: { tag: 'oauth', summary: 'アプリ連携を許可しない' },
  listOAuthConnections: { tag: 'oauth', summary: '連携中のアプリ一覧' },
  revokeOAuthConnection: { tag: 'oauth', summary: 'アプリ連携の解除（トークンを即時失効）' },
  createPartnerPrePayment: { tag: 'partner', summary: '請求書の送信（支払データの作成、Idempotency-Key 必須）' },
  listPartnerPrePayments: { tag: 'partner', summary: '送信した支払データの一覧' },
  getPartnerPrePayment: { tag: 'partner', summary: '支払データと支払状況' },
  listPartnerSuppliers: { tag: 'partner', summary: '支払先の一覧' },
  listPrePayments: { tag: 'oauth payments', summary: '連携アプリから届いた未払いの請求書' },
  getPrePayment: { tag: 'oauth payments', summary: '連携アプリから届いた請求書' },
  preparePrePayment: { tag: 'oauth payments', summary: '支払先・振込先口座の照合または登録' },
  opsListPartnerClients: { tag: 'ops integrations', summary: '連携アプリ一覧（管理者）' },
  opsCreatePartnerClient: { tag: 'ops integrations', summary: '連携アプリの登録（シークレットはこの応答でのみ表示）' },
  opsRevokePartnerClient: { tag: 'ops integrations', summary: '連携アプリの停止（全トークン失効）' },
  opsListWebhookDeliveries: { tag: 'ops integrations', summary: 'Webhook 配信ログ' },
  opsGetWebhookDelivery: { tag: 'ops integrations', summary: 'Webhook 配信の詳細と試行履歴' },
  opsReplayWebhookDelivery: { tag: 'ops integrations', summary: 'Webhook の再送' },
} as const;
