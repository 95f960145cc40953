import type { Batch, BatchLine } from './api.ts';

/** A batch as the API sends it, for tests. */
export function makeBatch(over: Partial<Batch> = {}): Batch {
  return {
    id: 12,
    transfer_date: '2026-12-01',
    status: 'draft',
    status_label: '作成中',
    channel: 'zengin_file',
    created_by: { id: 1, name: '送金 太郎' },
    approved_by: null,
    approved_at: null,
    sent_on: null,
    sent_by: null,
    line_count: 2,
    total_amount: 150_000,
    counts: { pending: 2, excluded: 1, released: 0, done: 0, failed: 0 },
    file: null,
    bank_request_id: null,
    closed_reason: null,
    created_at: '2026-11-30T01:00:00Z',
    updated_at: '2026-11-30T01:00:00Z',
    ...over,
  };
}

/** A line as the API sends it, for tests. */
export function makeLine(over: Partial<BatchLine> = {}): BatchLine {
  return {
    id: 101,
    invoice_id: 5001,
    display_id: 'P-0005001',
    buyer_id: 7,
    buyer_name: '株式会社サンプル',
    supplier_name: '株式会社仕入先',
    amount: 100_000,
    bank_code: '0001',
    bank_name: 'みずほ銀行',
    branch_code: '001',
    branch_name: '東京営業部',
    account_type: '2',
    account_number: '1234567',
    holder_name: 'ｶ)ｼｲﾚｻｷ',
    status: 'pending',
    status_label: '結果待ち',
    reason: null,
    failure_code: null,
    failure_label: null,
    transferred_on: null,
    decided_by: null,
    decided_at: null,
    ...over,
  };
}
