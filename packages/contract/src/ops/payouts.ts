import { z } from 'zod';
import { isoDateSchema } from '../payments.ts';

/**
 * Operator console (payouts, 送金): request and response schemas of the /api/v1/ops routes of this
 * area, with their OpenAPI text. route-schemas.ts spreads them into ROUTE_SCHEMAS / ROUTE_DOCS.
 *
 * Flow: proposal (payments due by a date) → build a draft batch (treasurer) → exclude / restore
 * lines → approve (another operator; the 総合振込 file is generated and frozen) → download the file
 * (or, with the bank API channel, submit) → mark sent → each line's result (by hand, from the bank's
 * result CSV, or from the bank API) → close. Money views reconcile lines, the file and the ledger.
 */

// ---------------------------------------------------------------- shared

export const TRANSFER_BATCH_STATUSES = ['draft', 'approved', 'sent', 'closed', 'discarded'] as const;
export type TransferBatchStatus = (typeof TRANSFER_BATCH_STATUSES)[number];
export const TRANSFER_BATCH_STATUS_LABELS: Record<TransferBatchStatus, string> = {
  draft: '作成中',
  approved: '承認済',
  sent: '送信済',
  closed: '完了',
  discarded: '破棄',
};

export const TRANSFER_LINE_STATUSES = ['pending', 'excluded', 'released', 'done', 'failed'] as const;
export type TransferLineStatus = (typeof TRANSFER_LINE_STATUSES)[number];
export const TRANSFER_LINE_STATUS_LABELS: Record<TransferLineStatus, string> = {
  pending: '結果待ち',
  excluded: '除外',
  released: '解除',
  done: '振込済',
  failed: '振込不能',
};

/** Why a bank could not pay a line (振込不能事由). The label is what the buyer and the console show. */
export const TRANSFER_FAILURE_CODES = ['no_account', 'name_mismatch', 'account_closed', 'not_accepted', 'other'] as const;
export type TransferFailureCode = (typeof TRANSFER_FAILURE_CODES)[number];
export const TRANSFER_FAILURE_LABELS: Record<TransferFailureCode, string> = {
  no_account: '口座なし',
  name_mismatch: '名義相違',
  account_closed: '口座解約済',
  not_accepted: '取扱不可',
  other: 'その他',
};

export const PAYOUT_CHANNELS = ['zengin_file', 'bank_api'] as const;
export type PayoutChannelName = (typeof PAYOUT_CHANNELS)[number];

const idSchema = z.coerce.number({ error: 'IDが正しくありません。' }).int().positive().max(Number.MAX_SAFE_INTEGER);
export const opsBatchParamsSchema = z.strictObject({ id: idSchema });
export const opsBatchLineParamsSchema = z.strictObject({ id: idSchema, lineId: idSchema });

const reasonText = (label: string, max: number) =>
  z
    .string({ error: `${label}を入力してください。` })
    .trim()
    .min(1, `${label}を入力してください。`)
    .max(max, `${label}は${max}文字以内で入力してください。`);

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const perPage = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);

const operatorRefSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

// ---------------------------------------------------------------- proposal

/** GET /ops/payouts/proposal?until=YYYY-MM-DD: every 審査完了 payment due by `until`, not action required, in no open line. */
export const opsPayoutProposalQuerySchema = z.strictObject({ until: isoDateSchema('振込指定日') });

export const payoutProposalGroupSchema = z.object({
  /** The transfer date the buyers asked for (振込予定日). */
  transfer_date: z.string(),
  count: z.number().int(),
  total: z.number().int(),
});
export const opsPayoutProposalResponseSchema = z.object({
  until: z.string(),
  /** Why banks are closed on `until` (then no batch can be approved for it), or null. */
  closed_reason: z.string().nullable(),
  groups: z.array(payoutProposalGroupSchema),
  count: z.number().int(),
  total: z.number().int(),
  /** Channel of this deployment: the file to upload, or the bank API. */
  channel: z.enum(PAYOUT_CHANNELS),
});

// ---------------------------------------------------------------- batches

export const transferBatchSummarySchema = z.object({
  id: z.number().int(),
  transfer_date: z.string(),
  status: z.enum(TRANSFER_BATCH_STATUSES),
  status_label: z.string(),
  channel: z.enum(PAYOUT_CHANNELS),
  created_by: operatorRefSchema,
  approved_by: operatorRefSchema,
  approved_at: z.string().nullable(),
  sent_on: z.string().nullable(),
  sent_by: operatorRefSchema,
  /** Lines to pay (pending + done + failed) and their total; excluded / released lines not counted. */
  line_count: z.number().int(),
  total_amount: z.number().int(),
  counts: z.object({
    pending: z.number().int(),
    excluded: z.number().int(),
    released: z.number().int(),
    done: z.number().int(),
    failed: z.number().int(),
  }),
  /** Set once approved: the frozen 総合振込 file. */
  file: z
    .object({
      name: z.string(),
      sha256: z.string(),
      size: z.number().int(),
      line_count: z.number().int(),
      total_amount: z.number().int(),
    })
    .nullable(),
  bank_request_id: z.string().nullable(),
  /** Why banks are closed on transfer_date (approval is refused), or null. */
  closed_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TransferBatchSummary = z.infer<typeof transferBatchSummarySchema>;

export const transferLineSchema = z.object({
  id: z.number().int(),
  invoice_id: z.number().int(),
  display_id: z.string(),
  buyer_id: z.number().int(),
  buyer_name: z.string(),
  supplier_name: z.string().nullable(),
  amount: z.number().int(),
  bank_code: z.string(),
  bank_name: z.string(),
  branch_code: z.string(),
  branch_name: z.string(),
  /** Our codes: '2' 普通, '1' 当座 (the file writes Zengin's). */
  account_type: z.string(),
  account_number: z.string(),
  holder_name: z.string(),
  status: z.enum(TRANSFER_LINE_STATUSES),
  status_label: z.string(),
  /** Exclusion reason, or the failure text. */
  reason: z.string().nullable(),
  failure_code: z.enum(TRANSFER_FAILURE_CODES).nullable(),
  failure_label: z.string().nullable(),
  transferred_on: z.string().nullable(),
  decided_by: operatorRefSchema,
  decided_at: z.string().nullable(),
});
export type TransferLine = z.infer<typeof transferLineSchema>;

export const opsTransferBatchesQuerySchema = z.strictObject({
  status: z.enum(TRANSFER_BATCH_STATUSES, { error: '状態が正しくありません。' }).optional(),
  page,
  per_page: perPage(100, 20),
});
export const opsTransferBatchesResponseSchema = z.object({
  batches: z.array(transferBatchSummarySchema),
  total_count: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

export const opsTransferBatchQuerySchema = z.strictObject({
  line_status: z.enum(TRANSFER_LINE_STATUSES, { error: '状態が正しくありません。' }).optional(),
  page,
  per_page: perPage(500, 100),
});
export const opsTransferBatchResponseSchema = z.object({
  batch: transferBatchSummarySchema,
  lines: z.array(transferLineSchema),
  /** Lines matching line_status (all when absent), for paging. */
  lines_total_count: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export const opsTransferBatchSummaryResponseSchema = z.object({ batch: transferBatchSummarySchema });
export const opsTransferLineResponseSchema = z.object({ batch: transferBatchSummarySchema, line: transferLineSchema });

/** POST /ops/payouts/batches (Idempotency-Key): a draft of every proposed payment due by transfer_date. */
export const opsBuildTransferBatchRequestSchema = z.strictObject({ transfer_date: isoDateSchema('振込指定日') });

/** POST /ops/payouts/batches/{id}/lines/{lineId}/exclusion */
export const opsExcludeTransferLineRequestSchema = z.strictObject({ reason: reasonText('除外の理由', 200) });

/** POST /ops/payouts/batches/{id}/sent: the file was handed to the bank (or, bank API: submit now). */
export const opsMarkTransferBatchSentRequestSchema = z.strictObject({ sent_on: isoDateSchema('送信日') });

/** POST /ops/payouts/batches/{id}/lines/{lineId}/result: the bank's answer for one line, by hand. */
export const opsTransferLineResultRequestSchema = z.discriminatedUnion(
  'result',
  [
    z.strictObject({ result: z.literal('done'), transferred_on: isoDateSchema('振込日') }),
    z.strictObject({
      result: z.literal('failed'),
      failure_code: z.enum(TRANSFER_FAILURE_CODES, { error: '不能事由を選んでください。' }),
      /** Free text (required with その他). */
      failure_text: z.string().trim().max(200, '不能事由の内容は200文字以内で入力してください。').optional(),
    }),
  ],
  { error: '結果（done / failed）を指定してください。' },
);
export type OpsTransferLineResultRequest = z.infer<typeof opsTransferLineResultRequestSchema>;

/**
 * POST /ops/payouts/batches/{id}/results: the bank's result file, as the text of a CSV (UTF-8 or
 * already decoded from Shift_JIS by the browser). Format (docs/payouts.md): a header row, then one
 * row per line — 明細番号 (our line id), 金融機関コード, 支店コード, 口座番号, 金額, 結果 (済 / 不能),
 * 不能事由 (口座なし / 名義相違 / 口座解約済 / 取扱不可 / その他 / empty), 振込日 (YYYY-MM-DD or YYYY/MM/DD).
 * Parsed strictly: one bad row refuses the whole file, with a message per row.
 */
export const opsImportTransferResultsRequestSchema = z.strictObject({
  file_name: z.string().trim().min(1).max(200, 'ファイル名は200文字以内で指定してください。'),
  content: z
    .string({ error: '結果ファイルの内容がありません。' })
    .min(1, '結果ファイルの内容がありません。')
    .max(900_000, '結果ファイルが大きすぎます。'),
});
export const transferResultRowSchema = z.object({
  row: z.number().int(),
  line_id: z.number().int().nullable(),
  outcome: z.enum(['done', 'failed', 'unchanged', 'error']),
  message: z.string(),
});
export const opsImportTransferResultsResponseSchema = z.object({
  batch: transferBatchSummarySchema,
  rows: z.array(transferResultRowSchema),
  done: z.number().int(),
  failed: z.number().int(),
  unchanged: z.number().int(),
});
/** A 400 of the import carries the rows it could not read (nothing was applied). */
export const opsImportTransferResultsErrorSchema = z.object({
  status: z.string(),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  rows: z.array(transferResultRowSchema).optional(),
});

/** POST /ops/payouts/batches/{id}/bank_status: ask the bank API for the results (bank_api channel). */
export const opsSyncTransferBatchResponseSchema = opsImportTransferResultsResponseSchema;

// ---------------------------------------------------------------- money views

export const opsBatchReconciliationResponseSchema = z.object({
  batch_id: z.number().int(),
  /** Σ pending + done + failed lines. */
  lines_total: z.number().int(),
  lines_count: z.number().int(),
  /** Read back from the stored file's trailer record (null before approval). */
  trailer_total: z.number().int().nullable(),
  trailer_count: z.number().int().nullable(),
  /** Σ ledger `transfer` entries of the batch's done lines' payments. */
  ledger_transfers_total: z.number().int(),
  /** Σ done lines: what the ledger must show. */
  done_total: z.number().int(),
  /** lines_total = trailer_total, and ledger_transfers_total = done_total. */
  agree: z.boolean(),
  problems: z.array(z.string()),
});

export const opsDailyMoneyQuerySchema = z.strictObject({
  from: isoDateSchema('開始日'),
  to: isoDateSchema('終了日'),
});
export const dailyMoneyRowSchema = z.object({
  date: z.string(),
  captures: z.number().int(),
  refunds: z.number().int(),
  commission: z.number().int(),
  /** Commission given back by refunds. */
  commission_refunded: z.number().int(),
  transfers: z.number().int(),
});
export const opsDailyMoneyResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(dailyMoneyRowSchema),
  totals: dailyMoneyRowSchema.omit({ date: true }),
  /** Owed to suppliers, not yet transferred (supplier_payable balance now). */
  payable_total: z.number().int(),
  payable_count: z.number().int(),
});

export const opsSupplierPayablesQuerySchema = z.strictObject({ page, per_page: perPage(500, 100) });
export const supplierPayableRowSchema = z.object({
  invoice_id: z.number().int(),
  display_id: z.string(),
  buyer_name: z.string(),
  supplier_name: z.string().nullable(),
  transfer_date: z.string().nullable(),
  status_label: z.string(),
  is_action_required: z.boolean(),
  balance: z.number().int(),
});
export const opsSupplierPayablesResponseSchema = z.object({
  payables: z.array(supplierPayableRowSchema),
  total_count: z.number().int(),
  total_amount: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

// ---------------------------------------------------------------- the card acquirer's settlement

/*
 * What the card acquirer owes us (docs/decisions/0022): per closing period, the card totals
 * captured, refunded, its fee, the net it is to pay on the expected pay date, and, once a treasurer
 * records it (入金を記録), what arrived and when.
 */
export const ACQUIRER_SETTLEMENT_STATUSES = ['expected', 'received'] as const;
export type AcquirerSettlementStatus = (typeof ACQUIRER_SETTLEMENT_STATUSES)[number];
export const ACQUIRER_SETTLEMENT_STATUS_LABELS: Record<AcquirerSettlementStatus, string> = {
  expected: '入金待ち',
  received: '入金済',
};

export const acquirerSettlementPeriodSchema = z.object({
  id: z.number().int(),
  period_start: z.string(),
  /** The closing day (締め日), included. */
  period_end: z.string(),
  expected_pay_date: z.string(),
  /** Card totals captured in the period. */
  gross_captured: z.number().int(),
  /** Card totals refunded in the period (deducted by the acquirer). */
  refunds: z.number().int(),
  /** The acquirer's fee on the period's captures (not returned on refund). */
  fee: z.number().int(),
  /** gross_captured − refunds − fee: what the acquirer is to pay (negative: it deducts from us). */
  net_expected: z.number().int(),
  status: z.enum(ACQUIRER_SETTLEMENT_STATUSES),
  status_label: z.string(),
  /** Today (JST) is past the closing day: the payment may be recorded. */
  closed: z.boolean(),
  received_amount: z.number().int().nullable(),
  received_on: z.string().nullable(),
  difference_reason: z.string().nullable(),
  received_by: operatorRefSchema,
  received_at: z.string().nullable(),
  /** Payments captured or refunded in the period. */
  item_count: z.number().int(),
});
export type AcquirerSettlementPeriod = z.infer<typeof acquirerSettlementPeriodSchema>;

export const opsAcquirerSettlementsQuerySchema = z.strictObject({
  status: z.enum(ACQUIRER_SETTLEMENT_STATUSES, { error: '状態が正しくありません。' }).optional(),
  page,
  per_page: perPage(100, 24),
});
export const opsAcquirerSettlementsResponseSchema = z.object({
  periods: z.array(acquirerSettlementPeriodSchema),
  /** Σ net_expected of the periods not yet received: what the acquirer owes us now. */
  owed_total: z.number().int(),
  owed_count: z.number().int(),
  /** Configuration: the fee rate in basis points and the closing cycle. */
  fee_rate_bps: z.number().int(),
  cycle: z.enum(['monthly', 'semimonthly']),
  total_count: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

export const opsAcquirerSettlementParamsSchema = z.strictObject({ id: idSchema });

/** The most a single settlement can be, either way (¥1 trillion). */
export const MAX_SETTLEMENT_YEN = 1_000_000_000_000;

/**
 * POST /ops/money/acquirer_settlements/{id}/receipt (入金を記録): what arrived and when. An amount
 * other than net_expected is refused unless `reason` says why (recorded with the payment and in
 * the audit row). Repeating the same record is a no-op.
 */
export const opsRecordAcquirerSettlementRequestSchema = z.strictObject({
  received_amount: z
    .number({ error: '入金額を数字で入力してください。' })
    .int('入金額は円単位の整数で入力してください。')
    .min(-MAX_SETTLEMENT_YEN, '入金額が大きすぎます。')
    .max(MAX_SETTLEMENT_YEN, '入金額が大きすぎます。'),
  received_on: isoDateSchema('入金日'),
  reason: z.string().trim().max(200, '差額の理由は200文字以内で入力してください。').optional(),
});
export type OpsRecordAcquirerSettlementRequest = z.infer<typeof opsRecordAcquirerSettlementRequestSchema>;
export const opsAcquirerSettlementResponseSchema = z.object({ period: acquirerSettlementPeriodSchema });

// ---------------------------------------------------------------- tables

export const OPS_PAYOUTS_ROUTE_SCHEMAS = {
  opsGetPayoutProposal: { query: opsPayoutProposalQuerySchema, responses: { 200: opsPayoutProposalResponseSchema } },
  opsListTransferBatches: { query: opsTransferBatchesQuerySchema, responses: { 200: opsTransferBatchesResponseSchema } },
  opsBuildTransferBatch: { body: opsBuildTransferBatchRequestSchema, responses: { 201: opsTransferBatchSummaryResponseSchema } },
  opsGetTransferBatch: {
    params: opsBatchParamsSchema,
    query: opsTransferBatchQuerySchema,
    responses: { 200: opsTransferBatchResponseSchema },
  },
  opsExcludeTransferLine: {
    params: opsBatchLineParamsSchema,
    body: opsExcludeTransferLineRequestSchema,
    responses: { 200: opsTransferLineResponseSchema },
  },
  opsRestoreTransferLine: { params: opsBatchLineParamsSchema, responses: { 200: opsTransferLineResponseSchema } },
  opsDiscardTransferBatch: { params: opsBatchParamsSchema, responses: { 200: opsTransferBatchSummaryResponseSchema } },
  opsApproveTransferBatch: { params: opsBatchParamsSchema, responses: { 200: opsTransferBatchSummaryResponseSchema } },
  opsDownloadTransferFile: { params: opsBatchParamsSchema, responses: {} },
  opsMarkTransferBatchSent: {
    params: opsBatchParamsSchema,
    body: opsMarkTransferBatchSentRequestSchema,
    responses: { 200: opsTransferBatchSummaryResponseSchema },
  },
  opsRecordTransferLineResult: {
    params: opsBatchLineParamsSchema,
    body: opsTransferLineResultRequestSchema,
    responses: { 200: opsTransferLineResponseSchema },
  },
  opsImportTransferResults: {
    params: opsBatchParamsSchema,
    body: opsImportTransferResultsRequestSchema,
    responses: { 200: opsImportTransferResultsResponseSchema },
    errorBodies: { 400: opsImportTransferResultsErrorSchema },
  },
  opsSyncTransferBatch: { params: opsBatchParamsSchema, responses: { 200: opsSyncTransferBatchResponseSchema } },
  opsCloseTransferBatch: { params: opsBatchParamsSchema, responses: { 200: opsTransferBatchSummaryResponseSchema } },
  opsGetBatchReconciliation: { params: opsBatchParamsSchema, responses: { 200: opsBatchReconciliationResponseSchema } },
  opsDownloadBatchReconciliationCsv: { params: opsBatchParamsSchema, responses: {} },
  opsGetDailyMoney: { query: opsDailyMoneyQuerySchema, responses: { 200: opsDailyMoneyResponseSchema } },
  opsDownloadDailyMoneyCsv: { query: opsDailyMoneyQuerySchema, responses: {} },
  opsListSupplierPayables: { query: opsSupplierPayablesQuerySchema, responses: { 200: opsSupplierPayablesResponseSchema } },
  opsDownloadSupplierPayablesCsv: { query: z.strictObject({}), responses: {} },
  opsListAcquirerSettlements: {
    query: opsAcquirerSettlementsQuerySchema,
    responses: { 200: opsAcquirerSettlementsResponseSchema },
  },
  opsRecordAcquirerSettlement: {
    params: opsAcquirerSettlementParamsSchema,
    body: opsRecordAcquirerSettlementRequestSchema,
    responses: { 200: opsAcquirerSettlementResponseSchema },
  },
} as const;

export const OPS_PAYOUTS_ROUTE_DOCS = {
  opsGetPayoutProposal: { tag: 'ops payouts', summary: '送金：振込指定日までの振込対象（振込予定日ごとの件数・合計）' },
  opsListTransferBatches: { tag: 'ops payouts', summary: '送金：振込バッチ一覧' },
  opsBuildTransferBatch: { tag: 'ops payouts', summary: '送金：振込バッチの作成（Idempotency-Key 必須、銀行休業日は不可）' },
  opsGetTransferBatch: { tag: 'ops payouts', summary: '送金：振込バッチの詳細と明細' },
  opsExcludeTransferLine: { tag: 'ops payouts', summary: '送金：明細の除外（理由必須、作成中のみ）' },
  opsRestoreTransferLine: { tag: 'ops payouts', summary: '送金：除外した明細を戻す（作成中のみ）' },
  opsDiscardTransferBatch: { tag: 'ops payouts', summary: '送金：作成中のバッチを破棄（明細を解放）' },
  opsApproveTransferBatch: {
    tag: 'ops payouts',
    summary: '送金：バッチの承認（作成者以外、Idempotency-Key 必須）→ 総合振込ファイルを生成して固定',
  },
  opsDownloadTransferFile: { tag: 'ops payouts', summary: '送金：総合振込ファイルのダウンロード（記録されます）' },
  opsMarkTransferBatchSent: { tag: 'ops payouts', summary: '送金：銀行へ送信済にする（銀行API連携では依頼を送信）' },
  opsRecordTransferLineResult: { tag: 'ops payouts', summary: '送金：明細の結果（振込済・振込不能）を手入力' },
  opsImportTransferResults: { tag: 'ops payouts', summary: '送金：銀行の結果CSVの取込（1行でも誤りがあれば取り込まない）' },
  opsSyncTransferBatch: { tag: 'ops payouts', summary: '送金：銀行APIに結果を照会して反映（銀行API連携のみ）' },
  opsCloseTransferBatch: { tag: 'ops payouts', summary: '送金：全明細の結果が出たバッチを完了にする' },
  opsGetBatchReconciliation: { tag: 'ops money', summary: '照合：明細合計・ファイルのトレーラ合計・元帳の振込額' },
  opsDownloadBatchReconciliationCsv: { tag: 'ops money', summary: '照合：バッチ明細のCSV（UTF-8 BOM付き）' },
  opsGetDailyMoney: { tag: 'ops money', summary: '日次：カード売上・返金・手数料収入・振込（元帳）' },
  opsDownloadDailyMoneyCsv: { tag: 'ops money', summary: '日次：CSV（UTF-8 BOM付き）' },
  opsListSupplierPayables: { tag: 'ops money', summary: '未振込の支払先への債務（支払ごと）' },
  opsDownloadSupplierPayablesCsv: { tag: 'ops money', summary: '未振込の支払先への債務：CSV（UTF-8 BOM付き）' },
  opsListAcquirerSettlements: {
    tag: 'ops money',
    summary: 'カード会社の精算：締め期間ごとの売上・返金・手数料・入金予定額と入金状況（未入金の合計）',
  },
  opsRecordAcquirerSettlement: {
    tag: 'ops money',
    summary: 'カード会社の精算：入金を記録（送金担当、締め日後のみ、予定額と異なる場合は理由必須、同じ記録の再送は変更なし）',
  },
} as const;
