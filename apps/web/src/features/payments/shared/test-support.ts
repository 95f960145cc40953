import type {
  Approval,
  Commission,
  CreatedInvoice,
  DuplicateMatch,
  InvoiceDetail,
  RegisteredUpload,
  SupplierAccount,
  SupplierDetail,
} from '@icp/contract';
import { shellStubs } from '../../../testing/api-calls.ts';
import { json } from '../../../testing/fixtures.ts';
import { freshSession as freshLoggedInSession } from '../../../testing/session.ts';

export { bodyOf, callsOf, requestsOf } from '../../../testing/api-calls.ts';

/** A fresh logged-in session with empty caches, flows and snackbar. */
export const freshSession = () => freshLoggedInSession('paymentCreate', 'invoicePayment');

const field = <T>(value: T | null, confidence = 0.95) => ({ value, confidence });

export const UPLOAD: RegisteredUpload = {
  file: {
    id: 5,
    file_name: 'invoice-2026-12.pdf',
    content_type: 'application/pdf',
    size: 48_213,
    page_count: 1,
    created_at: '2026-11-22T10:00:00Z',
  },
  extraction: {
    method: 'pdf_text',
    duration_ms: 42,
    matched_supplier_id: 42,
    fields: {
      total_amount: field(110_000),
      due_date: field('2026-12-25'),
      invoice_number: field('INV-2026-001'),
      issue_date: field('2026-11-20'),
      issuer_name: field('株式会社サンプル商事'),
      registration_number: field('T7123456789012'),
      bank_name: field('みずほ銀行'),
      bank_code: field('0001'),
      branch_name: field('渋谷'),
      branch_code: field('123'),
      account_type: field<'1' | '2'>('2'),
      account_number: field('123'),
      account_holder: field('ｶ)ｻﾝﾌﾟﾙｼﾖｳｼﾞ'),
    },
  },
};

export const ACCOUNT: SupplierAccount = {
  id: 7,
  bank_code: '0001',
  bank_name: 'みずほ',
  branch_code: '123',
  branch_name: '渋谷',
  account_type: '2',
  account_number: '0000123',
  account_holder_name: 'ｶ)ｻﾝﾌﾟﾙｼﾖｳｼﾞ',
  account_holder_name_display: 'カ）サンプルシヨウジ',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
};

export const SUPPLIER: SupplierDetail = {
  id: 42,
  business_form: 1,
  name: '株式会社サンプル商事',
  name_kana: 'カブシキガイシャサンプルショウジ',
  corporate_number: '7123456789012',
  postal_code: '1000005',
  address_state: '東京都',
  address_city: '千代田区',
  address_street: '丸の内1-2-3',
  address_building_name: null,
  contact_person_name: null,
  email_address: null,
  phone_number: null,
  memo: null,
  status: 'Approved',
  status_reason: null,
  accounts: [ACCOUNT],
  last_payment_date: null,
  created_at: '2026-11-01T10:00:00Z',
};

export const SUPPLIER_ROW = {
  id: 42,
  name: SUPPLIER.name,
  name_kana: SUPPLIER.name_kana,
  business_form: 1,
  status: 'Approved',
  bank_name: 'みずほ',
  branch_name: '渋谷',
  last_payment_date: null,
  created_at: SUPPLIER.created_at,
};

export const COMMISSION: Commission = {
  amount: 110_000,
  commission_rate_basis_points: 298,
  minimum_commission: 330,
  commission: 3278,
  discount: 0,
  commission_after_discount: 3278,
  consumption_tax: 298,
  total: 113_278,
  promotion: null,
};

export const CARD = {
  id: 3,
  brand: 'JCB',
  last4: '0000',
  expiry_month: 12,
  expiry_year: 2030,
  holder_name: null,
  is_default: true,
  created_at: '2026-11-01T10:00:00Z',
};

/** An earlier payment the new one looks like (ADR 0013). */
export const EARLIER: DuplicateMatch = {
  id: 12,
  display_id: 'I-00000012',
  type: 'InvoicePayment',
  status: 'InProgressExaminationCompleted',
  is_action_required: false,
  status_label: '振込予約済',
  supplier_name: '株式会社サンプル商事',
  amount: 110_000,
  due_date: '2026-12-25',
  invoice_number: 'INV-2026-001',
  created_at: '2026-11-20T01:00:00Z',
  reasons: ['invoice_number', 'amount_due_date'],
};

export const APPROVAL: Approval = {
  id: 9,
  status: 'authorized',
  credit_card_id: 3,
  card_brand: 'JCB',
  card_last4: '0000',
  amount: 110_000,
  commission: 3278,
  discount: 0,
  total: 113_278,
  promotion_code: null,
  challenge_url: null,
  result_code: 'A001000000000000',
  message: '',
};

export const CREATED: CreatedInvoice = {
  id: 1,
  display_id: 'I-00000001',
  status: 'InProgress',
  supplier_name: SUPPLIER.name,
  amount: 110_000,
  commission: 3278,
  discount: 0,
  total: 113_278,
  due_date: '2026-12-25',
  transfer_date: '2026-12-24',
  examination_due_date: '2026-11-26',
  card_brand: 'JCB',
  card_last4: '0000',
  created_at: '2026-11-22T10:05:00Z',
};

/** Saturdays and Sundays of December 2026, plus the year-end holidays. */
const CLOSED = [
  ...[5, 6, 12, 13, 19, 20, 26, 27].map((d) => ({
    date: `2026-12-${String(d).padStart(2, '0')}`,
    reason: d % 7 === 5 ? '土曜日' : '日曜日',
  })),
  { date: '2026-12-31', reason: '年末年始' },
];

type Handler = (url: URL, init?: RequestInit) => Response | Promise<Response>;

/** Every call of the payment flow, answering as the server would for the happy path. */
export function paymentStubs(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    ...shellStubs(),
    'POST /invoices/files/upload/url': () =>
      json(200, {
        upload_id: 'up_1',
        upload_url: '/api/v1/invoices/files/uploads/up_1?signature=abc',
        method: 'PUT',
        headers: { 'Content-Type': 'application/pdf' },
        expires_at: '2026-11-22T10:05:00Z',
      }),
    'PUT /invoices/files/uploads/up_1': () => new Response(null, { status: 200 }),
    'POST /invoices/files/upload': () => json(201, UPLOAD),
    'GET /invoices/files/5/download/url': () =>
      json(200, { download_url: '/api/v1/invoices/files/downloads/tok', expires_at: '2026-11-22T10:05:00Z' }),
    'GET /suppliers': () => json(200, { count_all: 1, suppliers: [SUPPLIER_ROW] }),
    'GET /suppliers/42/accounts': () => json(200, { accounts: [ACCOUNT] }),
    'GET /suppliers/42': () => json(200, SUPPLIER),
    'GET /invoices/transfer_date': () =>
      json(200, {
        earliest_transfer_date: '2026-12-02',
        cutoff_time: '15:00',
        examination_business_days: 3,
        now: '2026-11-22T10:00:00+09:00',
      }),
    'GET /banks/closed_day': () => json(200, { closed_days: CLOSED }),
    'GET /invoices/commission': () => json(200, { commission: COMMISSION }),
    'GET /invoices/credit_cards': () => json(200, { credit_cards: [CARD] }),
    'POST /invoices/credit_cards/approval': () => json(200, { approval: APPROVAL }),
    'POST /invoices': () => json(201, { invoice: CREATED }),
    'POST /invoices/duplicate_check': () => json(200, { duplicates: [] }),
    ...overrides,
  };
}

/** GET /invoices/{id} of a payment under review that the examination sent back. */
export const DETAIL: InvoiceDetail = {
  id: 1,
  display_id: 'I-00000001',
  type: 'InvoicePayment',
  status: 'InProgressExaminationChecked',
  status_label: '審査中',
  is_action_required: true,
  action_required_reason: '請求書の金額が読み取れません。鮮明な画像をアップロードしてください。',
  supplier: { id: 42, name: SUPPLIER.name },
  seller_name: null,
  account: {
    id: 7,
    bank_name: 'みずほ',
    branch_name: '渋谷',
    account_type: '2',
    account_number: '0000123',
    holder_name: 'ｶ)ｻﾝﾌﾟﾙｼﾖｳｼﾞ',
  },
  amount: 110_000,
  commission: 3278,
  discount: 0,
  commission_after_discount: 3278,
  consumption_tax_rate_percent: 10,
  consumption_tax: 298,
  total: 113_278,
  promotion_code: null,
  invoice_number: 'INV-2026-001',
  buyer_document_number: null,
  memo: null,
  due_date: '2026-12-25',
  transfer_date: '2026-12-24',
  examination_due_date: '2026-11-26',
  captured_on: null,
  transferred_on: null,
  cancelled_on: null,
  request_expires_at: null,
  card: { brand: 'JCB', last4: '0000' },
  file: { id: 5, file_name: 'invoice-2026-12.png', content_type: 'image/png', size: 48_213, page_count: null },
  timeline: [
    { status: 'InProgress', label: '申請中', at: '2026-11-22T01:05:00Z', note: null },
    { status: 'InProgressExaminationChecked', label: '審査中', at: '2026-11-23T02:00:00Z', note: null },
    {
      status: 'InProgressExaminationChecked',
      label: '修正のお願い',
      at: '2026-11-23T03:30:00Z',
      note: '請求書の金額が読み取れません。鮮明な画像をアップロードしてください。',
    },
  ],
  can_cancel: true,
  can_edit: true,
  can_pay: false,
  receipt_available: false,
  created_at: '2026-11-22T01:05:00Z',
  updated_at: '2026-11-23T03:30:00Z',
};

/** A seller's request waiting for this buyer's card payment. */
export const REQUEST: InvoiceDetail = {
  ...DETAIL,
  id: 30,
  display_id: 'I-00000030',
  type: 'InvoiceRequestBuyer',
  status: 'WaitingForPayment',
  status_label: '支払待ち',
  is_action_required: false,
  action_required_reason: null,
  supplier: null,
  seller_name: '株式会社リクエスト商会',
  account: null,
  commission: 0,
  consumption_tax: 0,
  total: 0,
  invoice_number: 'REQ-77',
  buyer_document_number: 'DOC-0030',
  transfer_date: null,
  examination_due_date: null,
  // Far ahead, so the request stays payable whatever day the tests run.
  request_expires_at: '2099-12-31T14:59:59Z',
  card: null,
  file: null,
  timeline: [{ status: 'WaitingForPayment', label: '支払待ち', at: '2026-11-20T00:00:00Z', note: null }],
  can_cancel: false,
  can_edit: false,
  can_pay: true,
};
