import { API } from '@icp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  corporationBody,
  mizuhoAccountBody,
  registeredBuyer,
  supplierCorporationBody,
  type Session,
} from '../../testing/fixtures.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';

/**
 * Every endpoint of the foundation, fed what clients get wrong: missing or broken bodies, wrong
 * types, unknown fields, oversize payloads, wrong content types and bad query strings. Each must
 * answer 4xx JSON {status, message} in Japanese — never 5xx — and change nothing.
 */
let t: TestApp;
let s: Session;
let ids: { id: number; accountId: number };
beforeAll(async () => {
  t = await createTestApp();
  s = await registeredBuyer(t);
  const supplier = await t.app.inject({
    method: 'POST',
    url: '/api/v1/suppliers/corporation',
    headers: s.headers,
    payload: supplierCorporationBody(),
  });
  const id = supplier.json().supplier.id as number;
  const account = await t.app.inject({
    method: 'POST',
    url: `/api/v1/suppliers/${id}/accounts`,
    headers: s.headers,
    payload: mizuhoAccountBody(),
  });
  ids = { id, accountId: account.json().account.id };
});
const withIds = (path: string) => path.replace(/\{id\}|:id/, String(ids.id)).replace('{accountId}', String(ids.accountId));
afterAll(() => t.close());

type Endpoint = { method: 'POST' | 'PUT' | 'DELETE'; path: string; sample: Record<string, unknown>; auth?: boolean };
const BODY_ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: API.users, sample: { email_address: 'a@example.com', password: 'kumo-no-ue-2026-sora' } },
  { method: 'POST', path: API.resignup, sample: { email_address: 'a@example.com' } },
  { method: 'POST', path: API.certification, sample: { email_address: 'a@example.com', code: '123456' } },
  { method: 'POST', path: API.userSimpleCheck, sample: { email_address: 'a@example.com', password: 'kumo-no-ue-2026-sora' } },
  { method: 'POST', path: API.passwordSendEmail, sample: { email_address: 'a@example.com' } },
  { method: 'POST', path: API.passwordReset, sample: { token: 'x', password: 'kumo-no-ue-2026-sora' } },
  { method: 'POST', path: API.passwordReregistration, sample: { token: 'x', password: 'kumo-no-ue-2026-sora' } },
  { method: 'POST', path: API.login, sample: { email_address: 'a@example.com', password: 'p' } },
  { method: 'POST', path: API.login2Auth, sample: { login_token: 'x', code: '123456' } },
  { method: 'POST', path: API.login2AuthResend, sample: { login_token: 'x' } },
  { method: 'POST', path: API.token, sample: { refresh_token: 'x' } },
  { method: 'POST', path: API.validation, sample: { business_form: 1, corporation: corporationBody() }, auth: true },
  { method: 'POST', path: API.corporation, sample: corporationBody(), auth: true },
  { method: 'POST', path: API.soleProprietor, sample: { business_name: 'x' }, auth: true },
  { method: 'PUT', path: API.license, sample: { terms_version: '2026-11-01' }, auth: true },
  { method: 'POST', path: API.supplierCorporation, sample: supplierCorporationBody(), auth: true },
  { method: 'POST', path: API.supplierSoleProprietor, sample: { name: 'x', name_kana: 'エックス' }, auth: true },
  { method: 'POST', path: API.holderKana, sample: { account_holder_name: 'ヤマダ' }, auth: true },
  { method: 'POST', path: API.creditCards, sample: { token: 'x' }, auth: true },
  // {id} is filled in with a supplier of the caller in beforeAll.
  { method: 'POST', path: '/suppliers/{id}/accounts', sample: mizuhoAccountBody(), auth: true },
  { method: 'PUT', path: '/suppliers/{id}/accounts/{accountId}', sample: mizuhoAccountBody(), auth: true },
  { method: 'POST', path: API.uploadUrl, sample: { file_name: 'a.pdf', content_type: 'application/pdf', size: 10 }, auth: true },
  { method: 'POST', path: API.upload, sample: { upload_id: 'x' }, auth: true },
  { method: 'POST', path: API.promotion, sample: { promotion_code: 'X', amount: 1000 }, auth: true },
  {
    method: 'POST',
    path: API.creditCardApproval,
    sample: { credit_card_id: 1, amount: 1000, return_path: '/payments/add/confirm' },
    auth: true,
  },
  // No body of its own: whatever is sent, an unknown approval id stays a 4xx.
  { method: 'POST', path: API.creditCardApprovalChallenge, sample: { x: 1 }, auth: true },
  {
    method: 'POST',
    path: API.invoices,
    sample: {
      approval_id: 1,
      file_id: 1,
      supplier_id: 1,
      account_id: 1,
      amount: 1,
      due_date: '2026-12-25',
      transfer_date: '2026-12-10',
    },
    auth: true,
  },
  { method: 'POST', path: API.drafts, sample: { data: {} }, auth: true },
  { method: 'PUT', path: API.draft, sample: { data: {} }, auth: true },
  { method: 'DELETE', path: API.drafts, sample: { draft_ids: [1] }, auth: true },
  // {id} is the caller's supplier id here, never one of its invoices: every attempt stays a 4xx.
  { method: 'PUT', path: API.invoice, sample: { due_date: '2026-12-25', transfer_date: '2026-12-10', memo: 'x' }, auth: true },
  { method: 'PUT', path: API.invoiceCancel, sample: { reason: 'x' }, auth: true },
  { method: 'PUT', path: API.invoiceRequestBuyer, sample: { approval_id: 1, transfer_date: '2026-12-10' }, auth: true },
  { method: 'POST', path: API.requestKeys, sample: { request_key: 'ABCDEFGH' }, auth: true },
  // Account settings: each sample would be refused further in anyway (wrong password, wrong code).
  { method: 'PUT', path: API.userName, sample: { user_last_name: '山田', user_first_name: '太郎' }, auth: true },
  { method: 'PUT', path: API.emailAddress, sample: { email_address: 'new@example.com', password: 'wrong' }, auth: true },
  { method: 'POST', path: API.verifyEmailAuthCode, sample: { code: '123456' }, auth: true },
  { method: 'PUT', path: API.password, sample: { current_password: 'wrong', new_password: 'kumo-no-ue-2027-umi' }, auth: true },
  { method: 'PUT', path: API.transferPersonName, sample: { transfer_person_name: 'ｶ)ﾃｽﾄ' }, auth: true },
  { method: 'PUT', path: API.corporation, sample: { corporate_name: '株式会社テスト' }, auth: true },
  { method: 'PUT', path: API.soleProprietor, sample: { business_name: 'x' }, auth: true },
  // Security settings: the passwords are wrong and no enrolment is pending, so nothing changes.
  { method: 'PUT', path: API.securitySettings, sample: { login_alert_enabled: false }, auth: true },
  { method: 'POST', path: API.totp, sample: { password: 'wrong' }, auth: true },
  { method: 'POST', path: API.totpConfirmation, sample: { code: '123456' }, auth: true },
  { method: 'POST', path: API.totpDisable, sample: { password: 'wrong' }, auth: true },
  { method: 'POST', path: API.recoveryCodes, sample: { password: 'wrong' }, auth: true },
];
const GET_ENDPOINTS = [API.suppliers, API.invoices, API.drafts, API.notifications];
const SEARCH_GETS = [API.banks, API.closedDays, API.corporations];
const PUBLIC_GETS = [API.systemTime, API.terms];
const AUTH_GETS = [API.information, API.businessCategories, API.creditCards, API.transferDate];
// Paths with parameters or raw bodies, each covered by its own case below.
const SPECIAL_PATHS = [
  API.commission,
  API.downloadUrl,
  API.downloadTarget,
  API.uploadTarget,
  API.resultMessage,
  API.draft,
  API.invoice,
  API.receiptUrl,
  API.requestKey,
  API.notice,
  API.notificationConfirmation,
  API.creditCard,
  API.creditCardDefault,
  API.session,
  API.otherSessionsRevocation,
];

function expectClientError(res: { statusCode: number; headers: Record<string, unknown>; body: string }, label: string) {
  expect(res.statusCode, `${label}: ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
  expect(String(res.headers['content-type'])).toContain('application/json');
  const body = JSON.parse(res.body) as { status: unknown; message: unknown };
  expect(typeof body.status).toBe('string');
  expect(body.message, label).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
}

describe('bad input never reaches a 5xx', () => {
  it('the endpoint lists cover every path the contract defines', () => {
    const covered = new Set<string>([
      ...BODY_ENDPOINTS.map((e) => e.path),
      ...GET_ENDPOINTS,
      ...SEARCH_GETS,
      ...PUBLIC_GETS,
      ...AUTH_GETS,
      ...SPECIAL_PATHS,
      API.logout,
    ]);
    expect(
      Object.values(API).filter((p) => !covered.has(p)),
      'paths without a bad-input case',
    ).toEqual([]);
  });

  for (const e of BODY_ENDPOINTS) {
    it(`${e.method} ${e.path}`, async () => {
      const url = `/api/v1${withIds(e.path)}`;
      const headers = { 'content-type': 'application/json', ...(e.auth ? s.headers : {}) };
      const attempts: [string, { payload?: string; headers?: Record<string, string> }][] = [
        ['no body', {}],
        ['empty object', { payload: '{}' }],
        ['broken JSON', { payload: '{"email_address": "a@' }],
        ['JSON array', { payload: '[1,2,3]' }],
        ['JSON null', { payload: 'null' }],
        ['wrong types', { payload: JSON.stringify(Object.fromEntries(Object.keys(e.sample).map((k) => [k, 12345]))) }],
        ['an unknown field', { payload: JSON.stringify({ ...e.sample, is_admin: true }) }],
        [
          'oversize strings',
          { payload: JSON.stringify(Object.fromEntries(Object.keys(e.sample).map((k) => [k, 'x'.repeat(5000)]))) },
        ],
        ['a body over 1 MB', { payload: JSON.stringify({ ...e.sample, padding: 'x'.repeat(1_100_000) }) }],
        ['text/plain', { payload: 'hello', headers: { 'content-type': 'text/plain' } }],
      ];
      for (const [label, attempt] of attempts) {
        const res = await t.app.inject({
          method: e.method,
          url,
          headers: { ...headers, ...attempt.headers },
          ...(attempt.payload !== undefined ? { payload: attempt.payload } : {}),
        });
        expectClientError(res, `${e.method} ${e.path} with ${label}`);
      }
      if (e.auth) {
        const res = await t.app.inject({ method: e.method, url, payload: e.sample });
        expect(res.statusCode).toBe(401);
        expect(res.json().status).toBe('invalid_access_token');
      }
    });
  }

  for (const path of GET_ENDPOINTS) {
    it(`GET ${path} with bad query strings`, async () => {
      for (const query of [
        'size=abc',
        'from=-1',
        'size=0',
        'size=1000',
        'from=1.5',
        'status=Nope',
        'type=Nope',
        'is_action_required=maybe',
      ]) {
        if ((query.startsWith('type') || query.startsWith('is_action')) && path !== API.invoices) continue;
        const res = await t.app.inject({ method: 'GET', url: `/api/v1${path}?${query}`, headers: s.headers });
        expectClientError(res, `GET ${path}?${query}`);
      }
      expect((await t.app.inject({ method: 'GET', url: `/api/v1${path}` })).statusCode).toBe(401);
    });
  }

  it('search endpoints refuse bad query strings', async () => {
    for (const url of [
      `${API.banks}?size=0`,
      `${API.banks}?bank_code=abc`,
      `${API.banks}?q=${'x'.repeat(60)}`,
      `${API.banks}?extra=1`,
      `${API.closedDays}`,
      `${API.closedDays}?from=2026-1-1&to=2026-02-01`,
      `${API.closedDays}?from=2026-02-30&to=2026-03-01`,
      `${API.corporations}`,
      `${API.corporations}?q=`,
      `${API.corporations}?q=123`,
      `${API.corporations}?q=x&size=500`,
    ]) {
      expectClientError(await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: s.headers }), url);
    }
    for (const path of SEARCH_GETS) expect((await t.app.inject({ method: 'GET', url: `/api/v1${path}` })).statusCode).toBe(401);
  });

  it('payment GETs refuse bad parameters', async () => {
    for (const url of [
      `${API.commission}`,
      `${API.commission}?amount=0`,
      `${API.commission}?amount=x`,
      `${API.commission}?amount=100&promotion_code=${'x'.repeat(40)}`,
      `${API.commission}?amount=100&extra=1`,
      '/invoices/files/abc/download/url',
      '/invoices/files/0/download/url',
      '/invoices/files/987654/download/url',
      '/invoices/files/downloads/not-a-token',
      `/invoices/files/downloads/${'x'.repeat(3000)}`,
      '/v_result_message/abc',
      '/v_result_message/a001000000000000',
      '/drafts/abc',
      '/drafts/987654',
    ]) {
      expectClientError(await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: s.headers }), url);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/v1${API.commission}?amount=100` })).statusCode).toBe(401);
  });

  it('invoice detail, receipt and request-key GETs and list filters refuse bad parameters', async () => {
    for (const url of [
      '/invoices/abc',
      '/invoices/0',
      '/invoices/1.5',
      '/invoices/987654',
      '/invoices/987654?invoice_display_type=nope',
      '/invoices/987654?extra=1',
      '/invoices/abc/receipts/download/url',
      '/invoices/987654/receipts/download/url',
      '/invoices/request_keys/a$b%25c',
      '/invoices/request_keys/abc',
      `/invoices/request_keys/${'x'.repeat(100)}`,
      '/invoices?amount_min=10&amount_max=1',
      '/invoices?date_from=2026-12-02&date_to=2026-12-01',
      '/invoices?date_from=2026-02-30',
      '/invoices?amount_max=10000001',
      `/invoices?q=${'x'.repeat(101)}`,
    ]) {
      expectClientError(await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: s.headers }), url);
    }
    for (const url of ['/invoices/1', '/invoices/1/receipts/download/url', '/invoices/request_keys/ABCDEFGH']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('notice, read-mark and card paths refuse bad and unknown ids', async () => {
    const cases: ['GET' | 'POST' | 'PUT' | 'DELETE', string, string?][] = [
      ['GET', '/users/notices/abc'],
      ['GET', '/users/notices/0'],
      ['GET', '/users/notices/987654'],
      ['GET', '/users/notices/987654?extra=1'],
      ['POST', '/users/notifications/abc/confirmation'],
      ['POST', '/users/notifications/987654/confirmation'],
      ['POST', '/users/notifications/987654/confirmation', '{"broken'],
      ['PUT', '/invoices/credit_cards/abc/default'],
      ['PUT', '/invoices/credit_cards/-1/default'],
      ['PUT', '/invoices/credit_cards/987654/default'],
      ['PUT', '/invoices/credit_cards/987654/default', '[1,2'],
      ['DELETE', '/invoices/credit_cards/1.5'],
      ['DELETE', '/invoices/credit_cards/987654'],
    ];
    for (const [method, url, payload] of cases) {
      const res = await t.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { ...s.headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
        ...(payload ? { payload } : {}),
      });
      expectClientError(res, `${method} ${url}`);
    }
    for (const [method, url] of [
      ['GET', '/users/notices/1'],
      ['POST', '/users/notifications/1/confirmation'],
      ['PUT', '/invoices/credit_cards/1/default'],
      ['DELETE', '/invoices/credit_cards/1'],
    ] as const) {
      expect((await t.app.inject({ method, url: `/api/v1${url}` })).statusCode, url).toBe(401);
    }
  });

  it('session sign-out refuses bad ids and broken bodies, and signs nothing out', async () => {
    for (const id of ['abc', '0', '1.5', "x'--", '00000000-0000-4000-8000-000000000000', 'x'.repeat(200)]) {
      const url = `/api/v1${API.session.replace(':id', encodeURIComponent(id))}`;
      expectClientError(await t.app.inject({ method: 'DELETE', url, headers: s.headers }), id);
    }
    const revocation = `/api/v1${API.otherSessionsRevocation}`;
    for (const payload of ['{"a": ', JSON.stringify({ padding: 'x'.repeat(1_100_000) })]) {
      const res = await t.app.inject({
        method: 'POST',
        url: revocation,
        headers: { ...s.headers, 'content-type': 'application/json' },
        payload,
      });
      expectClientError(res, `POST ${API.otherSessionsRevocation}`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/information', headers: s.headers })).statusCode).toBe(200);
    for (const [method, url] of [
      ['DELETE', `/api/v1${API.session.replace(':id', '00000000-0000-4000-8000-000000000000')}`],
      ['POST', revocation],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });

  it('the embedded upload target refuses unknown slots and bad ids', async () => {
    for (const id of ['short', 'AAAAAAAAAAAAAAAAAAAAAA', 'a%2F..%2F..%2Fetc']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/invoices/files/uploads/${id}`,
        headers: { 'content-type': 'application/pdf' },
        payload: '%PDF-1.7',
      });
      expectClientError(res, id);
    }
  });

  it('id parameters that are not positive integers are 400, unknown ids 404', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      expectClientError(await t.app.inject({ method: 'GET', url: `/api/v1/suppliers/${id}`, headers: s.headers }), id);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/suppliers/987654', headers: s.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/suppliers/abc', headers: s.headers })).statusCode).toBe(400);
  });

  it('auth-only GETs answer 401 without tokens; public GETs answer 200', async () => {
    for (const path of AUTH_GETS) expectClientError(await t.app.inject({ method: 'GET', url: `/api/v1${path}` }), path);
    for (const path of PUBLIC_GETS) expect((await t.app.inject({ method: 'GET', url: `/api/v1${path}` })).statusCode).toBe(200);
  });

  it('unknown API paths and methods answer a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nope'],
      ['DELETE', '/api/v1/users'],
      ['GET', '/api/v2/users'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expectClientError(res, url);
      expect(res.statusCode).toBe(404);
    }
  });

  it('logout without or with garbage tokens is a harmless 204', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/logout' })).statusCode).toBe(204);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/logout',
          headers: { authorization: 'Bearer x', 'x-access-token': 'y' },
        })
      ).statusCode,
    ).toBe(204);
  });

  it('API answers carry no-store and the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/system/time' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });
});
