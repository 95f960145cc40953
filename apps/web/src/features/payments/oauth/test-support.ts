import type { PrePayment } from '@icp/contract';
import { json } from '../../../testing/fixtures.ts';
import { freshSession as freshLoggedInSession } from '../../../testing/session.ts';
import { paymentStubs } from '../shared/test-support.ts';

export { APPROVAL, bodyOf, callsOf, CREATED, DETAIL, EARLIER, requestsOf } from '../shared/test-support.ts';

/** A fresh logged-in session with empty caches and flows (the OAuth payment one included). */
export const freshSession = () => freshLoggedInSession('oauthPayment', 'paymentCreate', 'invoicePayment');

export const PRE_ID = 'pre_abcdefghijklmnopqrstuvwx';
export const OTHER_ID = 'pre_zyxwvutsrqponmlkjihgfedc';

/** A pending pre-payment from 会計アプリ: the supplier is known, the account is new. */
export const PRE: PrePayment = {
  pre_id: PRE_ID,
  status: 'pending',
  client: { client_id: 'client_demo_1', name: '会計アプリ', logo_data_uri: null },
  partner_reference: 'BILL-0042',
  supplier_name: '株式会社サンプル商事',
  supplier_business_form: 1,
  corporate_number: '7123456789012',
  invoice_registration_number: 'T7123456789012',
  bank_code: '0001',
  bank_name: 'みずほ銀行',
  branch_code: '123',
  branch_name: '渋谷支店',
  account_type: '2',
  account_number: '0000123',
  holder_name: 'ｶ)ｻﾝﾌﾟﾙｼﾖｳｼﾞ',
  holder_name_display: 'カ）サンプルシヨウジ',
  amount: 110_000,
  due_date: '2026-12-25',
  invoice_number: 'INV-2026-001',
  memo: '11月分',
  file: {
    id: 5,
    file_name: 'invoice-2026-12.pdf',
    content_type: 'application/pdf',
    size: 48_213,
    page_count: 1,
    created_at: '2026-11-22T10:00:00Z',
  },
  matched_supplier_id: 42,
  matched_account_id: null,
  invoice_id: null,
  return_url: 'https://accounting.example.com/bills/42',
  // Far ahead, so the pre-payment stays payable whatever day the tests run.
  expires_at: '2099-12-31T14:59:59Z',
  created_at: '2026-11-22T09:00:00Z',
};

/** A second one, from another app, with a logo. */
export const OTHER: PrePayment = {
  ...PRE,
  pre_id: OTHER_ID,
  client: {
    client_id: 'client_demo_2',
    name: '請求書アプリ',
    logo_data_uri:
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  },
  supplier_name: '有限会社テスト工房',
  amount: 1_234_567,
  due_date: null,
  invoice_number: null,
  memo: null,
  matched_supplier_id: null,
};

type Handler = (url: URL, init?: RequestInit) => Response | Promise<Response>;

/** The payment flow's calls plus the OAuth payment ones, answering as the server would for the happy path. */
export function oauthStubs(
  overrides: Record<string, Handler> = {},
  { list = [PRE, OTHER], pre = PRE }: { list?: PrePayment[]; pre?: PrePayment } = {},
): Record<string, Handler> {
  let current = pre;
  return paymentStubs({
    'GET /oauth/pre_payments': () => json(200, { pre_payments: list }),
    [`GET /oauth/pre_payments/${PRE_ID}`]: () => json(200, { pre_payment: current }),
    [`GET /oauth/pre_payments/${OTHER_ID}`]: () => json(200, { pre_payment: OTHER }),
    [`POST /oauth/pre_payments/${PRE_ID}/prepare`]: () => {
      current = { ...current, matched_account_id: 7 };
      return json(200, { supplier_id: 42, account_id: 7, supplier_created: false, account_created: true });
    },
    'POST /invoices': (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { pre_id?: string };
      if (body.pre_id === PRE_ID) current = { ...current, status: 'paid', invoice_id: 1 };
      return paymentStubs()['POST /invoices']!(_url, init);
    },
    ...overrides,
  });
}
