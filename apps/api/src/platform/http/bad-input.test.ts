import {
  API,
  PG_INTEGER_MAX,
  PG_SMALLINT_MAX,
  ROUTES,
  ROUTE_SCHEMAS,
  type RouteName,
  type RouteSchemas,
  UNSAFE_TEXT_MESSAGE,
  accountParamsSchema,
  idParamsSchema,
} from '@icp/contract';
import { getTableColumns, getTableName, isTable, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as dbSchema from '../../db/schema.ts';
import {
  corporationBody,
  mizuhoAccountBody,
  registeredBuyer,
  supplierCorporationBody,
  type Session,
} from '../../testing/fixtures.ts';
import { operatorSession } from '../../testing/operators.ts';
import { type PartnerConnection, connectPartner } from '../../testing/partners.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';
import { routesOf } from './route-table.ts';
import { type SchemaLeaf, schemaLeaves, valueAt } from './schema-fields.ts';

/**
 * Every endpoint of the foundation, fed what clients get wrong: missing or broken bodies, wrong
 * types, unknown fields, oversize payloads, wrong content types and bad query strings. Each must
 * answer 4xx JSON {status, message} in Japanese — never 5xx — and change nothing.
 */
let t: TestApp;
let s: Session;
/** An operator holding every role, for the `operator` routes (a buyer's tokens never reach them). */
let o: { headers: Record<string, string> };
let ids: { id: number; accountId: number };
/** A partner app the buyer connected, with every scope, for the `partner` routes. */
let p: PartnerConnection;
beforeAll(async () => {
  t = await createTestApp();
  s = await registeredBuyer(t);
  o = await operatorSession(t, ['examiner', 'treasurer', 'admin']);
  p = await connectPartner(t, s);
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

/** The tokens a route of this auth kind admits. */
const headersFor = (auth: string | undefined): Record<string, string> =>
  auth === 'operator' ? o.headers : auth === 'partner' ? p.headers : s.headers;

type Sample = Record<string, unknown>;
/** Routes that read a body: the type makes a new one without a sample fail to compile. */
type BodyRoute = { [N in RouteName]: (typeof ROUTE_SCHEMAS)[N] extends { body: unknown } ? N : never }[RouteName];
/** A valid-looking body per route ({id} and {accountId} are filled in with the caller's supplier). */
const BODY_SAMPLES: { [N in BodyRoute]: Sample } & { completeCardChallenge: Sample } = {
  signUp: { email_address: 'a@example.com', password: 'kumo-no-ue-2026-sora' },
  resendSignUpCode: { email_address: 'a@example.com' },
  certifySignUp: { email_address: 'a@example.com', code: '123456' },
  checkPassword: { email_address: 'a@example.com', password: 'kumo-no-ue-2026-sora' },
  sendPasswordResetEmail: { email_address: 'a@example.com' },
  resetPassword: { token: 'x', password: 'kumo-no-ue-2026-sora' },
  reregisterPassword: { token: 'x', password: 'kumo-no-ue-2026-sora' },
  logIn: { email_address: 'a@example.com', password: 'p' },
  // Operator console (auth): unknown address / unknown login token, so nothing logs in.
  opsLogIn: { email_address: 'nobody@example.com', password: 'p' },
  opsVerifyTotp: { login_token: 'x', code: '123456' },
  // Operator console (admin): every sample is refused further in or never sent whole with a token.
  opsCreateOperator: { email_address: 'new-op@example.com', name: 'x', roles: ['examiner'], password: 'kumo-no-ue-2026-sora' },
  opsDisableOperator: { reason: 'x' },
  opsProposeRoleChange: { roles: ['examiner'] },
  opsAddBankClosedDay: { date: '2099-01-05', reason: 'x' },
  opsPublishNotice: { title: 'x', body: 'x' },
  opsCreatePromotion: { code: 'X', description: 'x', discount_type: 'rate', discount_value: 100 },
  opsPublishTerms: { version: 'v9', effective_date: '2099-01-01', body: 'x' },
  opsCreateRequestKey: {
    buyer_email: 'a@example.com',
    seller_name: 'x',
    amount: 1000,
    due_date: '2099-01-01',
    expires_at: '2099-01-01T00:00:00Z',
  },
  // Operator console (examination): {id} is a supplier id, never a payment here, so every action is a 4xx.
  opsCheckExamination: { expected_status: 'InProgress', expected_action_required: false },
  opsRequestExaminationAction: {
    expected_status: 'InProgress',
    expected_action_required: false,
    reason_template: 'other',
    reason_text: '請求書の宛名をご確認ください。',
  },
  opsCompleteExamination: { expected_status: 'InProgressExaminationChecked', expected_action_required: false },
  opsCancelExamination: { expected_status: 'InProgress', expected_action_required: false, reason: '重複申請のため' },
  opsReviewSupplier: { decision: 'escalate', reason: '登記情報を確認中' },
  verifyLoginCode: { login_token: 'x', code: '123456' },
  resendLoginCode: { login_token: 'x' },
  refreshTokens: { refresh_token: 'x' },
  validateRegistration: { business_form: 1, corporation: corporationBody() },
  registerCorporation: corporationBody(),
  registerSoleProprietor: { business_name: 'x' },
  acceptLicense: { terms_version: '2026-11-01' },
  createCorporationSupplier: supplierCorporationBody(),
  createSoleProprietorSupplier: { name: 'x', name_kana: 'エックス' },
  convertHolderKana: { account_holder_name: 'ヤマダ' },
  registerCreditCard: { token: 'x' },
  // {id} is filled in with a supplier of the caller in beforeAll.
  createSupplierAccount: mizuhoAccountBody(),
  updateSupplierAccount: mizuhoAccountBody(),
  createUploadUrl: { file_name: 'a.pdf', content_type: 'application/pdf', size: 10 },
  registerUpload: { upload_id: 'x' },
  checkPromotion: { promotion_code: 'X', amount: 1000 },
  approveCard: { credit_card_id: 1, amount: 1000, return_path: '/payments/add/confirm' },
  // No body of its own: whatever is sent, an unknown approval id stays a 4xx.
  completeCardChallenge: { x: 1 },
  createInvoice: {
    approval_id: 1,
    file_id: 1,
    supplier_id: 1,
    account_id: 1,
    amount: 1,
    due_date: '2026-12-25',
    transfer_date: '2026-12-10',
  },
  // Read-only: an unknown supplier simply has no earlier payments.
  checkDuplicates: { supplier_id: 1, amount: 1000, due_date: '2026-12-25', invoice_number: 'INV-1', file_id: 1 },
  createDraft: { data: {} },
  updateDraft: { data: {} },
  deleteDrafts: { draft_ids: [1] },
  // {id} is the caller's supplier id here, never one of its invoices: every attempt stays a 4xx.
  updateInvoice: { due_date: '2026-12-25', transfer_date: '2026-12-10', memo: 'x' },
  cancelInvoice: { reason: 'x' },
  payRequest: { approval_id: 1, transfer_date: '2026-12-10' },
  linkRequestKey: { request_key: 'ABCDEFGH' },
  // Account settings: each sample would be refused further in anyway (wrong password, wrong code).
  updateUserName: { user_last_name: '山田', user_first_name: '太郎' },
  startEmailChange: { email_address: 'new@example.com', password: 'wrong' },
  verifyEmailChange: { code: '123456' },
  changePassword: { current_password: 'wrong', new_password: 'kumo-no-ue-2027-umi' },
  updateTransferPersonName: { transfer_person_name: 'ｶ)ﾃｽﾄ' },
  updateCorporation: { corporate_name: '株式会社テスト' },
  updateSoleProprietor: { business_name: 'x' },
  // Security settings: the passwords are wrong and no enrolment is pending, so nothing changes.
  updateSecuritySettings: { login_alert_enabled: false },
  startTotpEnrolment: { password: 'wrong' },
  confirmTotpEnrolment: { code: '123456' },
  disableTotp: { password: 'wrong' },
  regenerateRecoveryCodes: { password: 'wrong' },
  // After a failed transfer: {id} is the caller's supplier id, never one of its payments (404).
  updateInvoiceAccount: { account_id: 1 },
  // Payouts: {id} is no batch here (404), :lineId stays unfilled (400), and no Idempotency-Key (400).
  opsBuildTransferBatch: { transfer_date: '2026-12-10' },
  opsExcludeTransferLine: { reason: '口座を確認中のため' },
  opsMarkTransferBatchSent: { sent_on: '2026-12-09' },
  opsRecordTransferLineResult: { result: 'failed', failure_code: 'no_account' },
  opsRecordAcquirerSettlement: { received_amount: 1000, received_on: '2026-12-09', reason: '手数料の端数' },
  opsImportTransferResults: {
    file_name: 'result.csv',
    content: '明細番号,金融機関コード,支店コード,口座番号,振込金額,結果,不能事由,振込日',
  },
  // Integrations (issue 16): an interaction that does not exist is a 4xx, never a 5xx.
  approveOAuth: { email_address: 'a@example.com', password: 'p' },
  approveOAuthTwoFactor: { login_token: 'x', code: '123456' },
  createPartnerPrePayment: {
    supplier: { name: '株式会社サンプル', business_form: 1 },
    bank_account: { bank_code: '0001', branch_code: '001', account_type: '2', account_number: '1234567', holder_name: 'ｶ)ｻﾝﾌﾟﾙ' },
    amount: 1000,
    invoice_file: { file_name: 'invoice.pdf', content_base64: 'JVBERi0=' },
  },
  opsCreatePartnerClient: {
    name: 'サンプル会計',
    client_type: 'confidential',
    redirect_uris: ['https://partner.example.com/callback'],
    scopes: ['payments:write'],
  },
};
const GET_ENDPOINTS: RouteName[] = ['listSuppliers', 'listInvoices', 'listDrafts', 'listNotifications', 'exportJournal'];
const SEARCH_GETS: RouteName[] = ['searchBanks', 'listClosedDays', 'searchCorporations'];
const PUBLIC_GETS: RouteName[] = ['getSystemTime', 'getTerms'];
/** Operator routes without parameters or body: an unknown query or a broken body is a 4xx, no token a 401. */
const OPERATOR_PLAIN_ROUTES: RouteName[] = [
  'opsGetMe',
  'opsLogOut',
  'opsListOperators',
  'opsListBankClosedDays',
  'opsListPromotions',
  'opsListTerms',
  'opsListFailedGatewayOperations',
  'opsVerifyLedger',
  'opsRunJobs',
  'opsListPartnerClients',
];
/** Operator routes with a query or a non-numeric parameter, each fed bad values in its own case. */
const OPERATOR_QUERY_ROUTES: RouteName[] = ['opsListRoleChanges', 'opsSearchAuditLog', 'opsRemoveBankClosedDay'];
/** The examination console's lists: bad filters are a 400, a buyer's token a 401. */
const EXAMINATION_QUERY_GETS: RouteName[] = ['opsListExamination', 'opsListSupplierReviews'];
/** Payout routes without a body: bad ids and queries are a 4xx, a buyer's token a 401 (payouts.test.ts covers the rest). */
const PAYOUT_ROUTES: RouteName[] = [
  'opsGetPayoutProposal',
  'opsListTransferBatches',
  'opsGetTransferBatch',
  'opsRestoreTransferLine',
  'opsDiscardTransferBatch',
  'opsApproveTransferBatch',
  'opsDownloadTransferFile',
  'opsSyncTransferBatch',
  'opsCloseTransferBatch',
  'opsGetBatchReconciliation',
  'opsDownloadBatchReconciliationCsv',
  'opsGetDailyMoney',
  'opsDownloadDailyMoneyCsv',
  'opsListSupplierPayables',
  'opsDownloadSupplierPayablesCsv',
  'opsListAcquirerSettlements',
];
const AUTH_GETS: RouteName[] = [
  'getUserInformation',
  'listBusinessCategories',
  'listCreditCards',
  'getCardTokenConfig',
  'getTransferDate',
  'getSecuritySettings',
];
/**
 * Integrations (issue 16): each fed bad parameters and queries with the tokens of its kind (a 4xx),
 * and the tokens of another kind (a 401: buyer, operator and partner tokens never open each
 * other's routes). The OAuth protocol endpoints themselves are oidc-provider's (oauth-abuse.test.ts).
 */
const INTEGRATION_ROUTES: RouteName[] = [
  'startOAuthInteraction',
  'getOAuthInteraction',
  'continueOAuthAsBuyer',
  'grantOAuthConsent',
  'denyOAuthConsent',
  'listOAuthConnections',
  'revokeOAuthConnection',
  'listPartnerPrePayments',
  'getPartnerPrePayment',
  'listPartnerSuppliers',
  'listPrePayments',
  'getPrePayment',
  'preparePrePayment',
  'opsRevokePartnerClient',
  'opsListWebhookDeliveries',
  'opsGetWebhookDelivery',
  'opsReplayWebhookDelivery',
];
// Routes with parameters or raw bodies, each covered by its own case below.
const SPECIAL_ROUTES: RouteName[] = [
  'getCommission',
  'getDownloadUrl',
  'getDownloadBytes',
  'putUploadBytes',
  'getResultMessage',
  'getDraft',
  'updateDraft',
  'getInvoice',
  'updateInvoice',
  'getReceiptUrl',
  'getRequestKey',
  'getNotice',
  'confirmNotification',
  'deleteCreditCard',
  'makeCreditCardDefault',
  'revokeSession',
  'revokeOtherSessions',
  'lookUpPostalCode',
];

/** Every route whose path carries a numeric `:id` (the same parameter schema for all of them). */
const ID_ROUTES = (Object.keys(ROUTE_SCHEMAS) as RouteName[]).filter((name) => {
  const schemas: RouteSchemas = ROUTE_SCHEMAS[name];
  return schemas.params === idParamsSchema || schemas.params === accountParamsSchema;
});

/** The body cases, with method, path and whether a login is needed, from the contract table. */
function bodyEndpoints() {
  return Object.entries(BODY_SAMPLES).map(([name, sample]) => {
    const route = ROUTES[name as RouteName];
    return { name, method: route.method, path: route.path, sample, auth: route.auth !== 'public', kind: route.auth };
  });
}

/** Which list of this file covers each route (logout has its own case: garbage tokens are a 204). */
function coveredRoutes(): Map<string, string> {
  const lists: [string, readonly string[]][] = [
    ['body', Object.keys(BODY_SAMPLES)],
    ['query', GET_ENDPOINTS],
    ['search', SEARCH_GETS],
    ['public GET', PUBLIC_GETS],
    ['auth GET', AUTH_GETS],
    ['operator plain', OPERATOR_PLAIN_ROUTES],
    ['operator query', OPERATOR_QUERY_ROUTES],
    ['examination query', EXAMINATION_QUERY_GETS],
    ['payouts', PAYOUT_ROUTES],
    ['integrations', INTEGRATION_ROUTES],
    ['id params', ID_ROUTES],
    ['own case', [...SPECIAL_ROUTES, 'logOut']],
  ];
  return new Map(lists.flatMap(([list, names]) => names.map((name) => [name, list] as const)));
}

function expectClientError(res: { statusCode: number; headers: Record<string, unknown>; body: string }, label: string) {
  expect(res.statusCode, `${label}: ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
  expect(String(res.headers['content-type'])).toContain('application/json');
  const body = JSON.parse(res.body) as { status: unknown; message: unknown };
  expect(typeof body.status).toBe('string');
  expect(body.message, label).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
}

describe('bad input never reaches a 5xx', () => {
  it('the cases cover every route of the contract table', () => {
    const covered = coveredRoutes();
    expect(
      Object.keys(ROUTES).filter((name) => !covered.has(name)),
      'routes without a bad-input case',
    ).toEqual([]);
    // The coverage table for the review: every route, its auth kind (route-guards.test.ts walks
    // every non-public one without tokens) and the bad-input case that covers it.
    const rows = Object.entries(ROUTES).map(
      ([name, r]) =>
        `${r.method.padEnd(6)} ${r.path.padEnd(48)} ${r.auth.padEnd(6)} ${r.auth === 'public' ? '-' : '401 walked'}  ${covered.get(name)}`,
    );
    console.info(`route table coverage: ${rows.length} routes\n${rows.join('\n')}`);
  });

  for (const e of bodyEndpoints()) {
    it(`${e.method} ${e.path}`, async () => {
      const url = `/api/v1${withIds(e.path)}`;
      const headers = { 'content-type': 'application/json', ...(e.auth ? headersFor(e.kind) : {}) };
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
        const res = await t.app.inject({ method: e.method, url, payload: e.sample as never });
        expect(res.statusCode).toBe(401);
        expect(res.json().status).toBe('invalid_access_token');
      }
    });
  }

  for (const path of GET_ENDPOINTS.map((name) => ROUTES[name].path)) {
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

  it('the examination lists refuse bad filters and buyer tokens', async () => {
    for (const url of [
      `${ROUTES.opsListExamination.path}?after=abc`,
      `${ROUTES.opsListExamination.path}?after=-1`,
      `${ROUTES.opsListExamination.path}?status=Cancel`,
      `${ROUTES.opsListExamination.path}?flag=nope`,
      `${ROUTES.opsListExamination.path}?amount_min=500&amount_max=100`,
      `${ROUTES.opsListExamination.path}?amount_max=99999999999999999999`,
      `${ROUTES.opsListExamination.path}?action_required=maybe`,
      `${ROUTES.opsListExamination.path}?buyer_id=1.5`,
      `${ROUTES.opsListExamination.path}?unknown=1`,
      `${ROUTES.opsListSupplierReviews.path}?status=Nope`,
      `${ROUTES.opsListSupplierReviews.path}?after=x`,
    ])
      expectClientError(await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: o.headers }), url);
    for (const name of EXAMINATION_QUERY_GETS)
      expect((await t.app.inject({ method: 'GET', url: `/api/v1${ROUTES[name].path}`, headers: s.headers })).statusCode).toBe(
        401,
      );
  });

  it('the payout routes refuse bad ids, bad queries and buyer tokens', async () => {
    const fill = (name: RouteName, id: string, lineId = '1') => ROUTES[name].path.replace(':id', id).replace(':lineId', lineId);
    const cases: [RouteName, string][] = [
      ['opsGetPayoutProposal', ''],
      ['opsGetPayoutProposal', '?until=2026-02-30'],
      ['opsGetPayoutProposal', '?until=tomorrow&x=1'],
      ['opsListTransferBatches', '?status=nope'],
      ['opsListTransferBatches', '?per_page=1000'],
      ['opsGetDailyMoney', '?from=2026-12-01'],
      ['opsGetDailyMoney', '?from=2026-12-02&to=2026-12-01'],
      ['opsGetDailyMoney', '?from=2020-01-01&to=2026-12-01'],
      ['opsDownloadDailyMoneyCsv', '?from=x&to=y'],
      ['opsListSupplierPayables', '?page=0'],
      ['opsListAcquirerSettlements', '?status=nope'],
      ['opsListAcquirerSettlements', '?per_page=1000'],
      ['opsDownloadSupplierPayablesCsv', '?extra=1'],
    ];
    for (const name of PAYOUT_ROUTES.filter((n) => ROUTES[n].path.includes(':id')))
      for (const id of ['abc', '0', '1.5', '987654']) cases.push([name, `@${id}`]);
    for (const [name, rest] of cases) {
      const route = ROUTES[name];
      const url = rest.startsWith('@') ? fill(name, rest.slice(1)) : `${route.path}${rest}`;
      const res = await t.app.inject({ method: route.method, url: `/api/v1${url}`, headers: o.headers });
      expectClientError(res, `${route.method} ${url}`);
    }
    for (const name of PAYOUT_ROUTES) {
      const route = ROUTES[name];
      const res = await t.app.inject({ method: route.method, url: `/api/v1${fill(name, '1')}`, headers: s.headers });
      expect(res.statusCode, `${route.method} ${route.path} with a buyer token`).toBe(401);
    }
  });

  it('the integration routes refuse bad parameters, bad queries and the tokens of another kind', async () => {
    const badUid = ['abc', 'x'.repeat(80), 'has space', '..%2F..'];
    const badPreId = ['abc', 'pre_short', `pre_${'x'.repeat(50)}`, 'pre_aaaaaaaaaaaaaaaaaaaaaaa!'];
    const cases: [RouteName, string, Record<string, string>][] = [];
    for (const name of [
      'startOAuthInteraction',
      'getOAuthInteraction',
      'continueOAuthAsBuyer',
      'grantOAuthConsent',
      'denyOAuthConsent',
    ] as const)
      for (const uid of badUid) cases.push([name, ROUTES[name].path.replace(':uid', uid), s.headers]);
    // A well-formed interaction that does not exist (or lacks its browser's cookie) is a 404.
    for (const name of ['getOAuthInteraction', 'grantOAuthConsent', 'denyOAuthConsent'] as const)
      cases.push([name, ROUTES[name].path.replace(':uid', 'abcdefghijklmnopqrstu'), s.headers]);
    for (const clientId of ['a', 'has space', 'x'.repeat(80), 'unknown-client-000'])
      cases.push(['revokeOAuthConnection', ROUTES.revokeOAuthConnection.path.replace(':clientId', clientId), s.headers]);
    for (const preId of [...badPreId, `pre_${'a'.repeat(24)}`]) {
      cases.push(['getPrePayment', ROUTES.getPrePayment.path.replace(':preId', preId), s.headers]);
      cases.push(['preparePrePayment', ROUTES.preparePrePayment.path.replace(':preId', preId), s.headers]);
      cases.push(['getPartnerPrePayment', ROUTES.getPartnerPrePayment.path.replace(':preId', preId), p.headers]);
    }
    for (const query of ['limit=0', 'limit=1000', 'limit=x', 'status=nope', 'after=abc', `after=pre_${'a'.repeat(24)}`, 'x=1'])
      cases.push(['listPartnerPrePayments', `${ROUTES.listPartnerPrePayments.path}?${query}`, p.headers]);
    for (const clientId of ['a', 'has space', 'unknown-client-000'])
      cases.push(['opsRevokePartnerClient', ROUTES.opsRevokePartnerClient.path.replace(':clientId', clientId), o.headers]);
    for (const query of ['status=nope', 'limit=0', 'limit=1000', 'before_id=-1', 'before_id=x', 'x=1'])
      cases.push(['opsListWebhookDeliveries', `${ROUTES.opsListWebhookDeliveries.path}?${query}`, o.headers]);
    for (const id of ['abc', '0', '1.5', '987654']) {
      cases.push(['opsGetWebhookDelivery', ROUTES.opsGetWebhookDelivery.path.replace(':id', id), o.headers]);
      cases.push(['opsReplayWebhookDelivery', ROUTES.opsReplayWebhookDelivery.path.replace(':id', id), o.headers]);
    }
    for (const [name, path, headers] of cases) {
      const route = ROUTES[name];
      const res = await t.app.inject({ method: route.method, url: `/api/v1${path}`, headers });
      expectClientError(res, `${route.method} ${path}`);
    }
    // Each guarded integration route, called with the other kinds' tokens: always 401.
    const others = { buyer: [o.headers, p.headers], operator: [s.headers, p.headers], partner: [s.headers, o.headers] };
    for (const name of INTEGRATION_ROUTES) {
      const route = ROUTES[name];
      if (route.auth === 'public' || route.auth === 'signed') continue;
      const path = route.path
        .replace(':uid', 'abcdefghijklmnopqrstu')
        .replace(':preId', `pre_${'a'.repeat(24)}`)
        .replace(':clientId', 'unknown-client-000')
        .replace(':id', '1');
      for (const headers of others[route.auth]) {
        const res = await t.app.inject({ method: route.method, url: `/api/v1${path}`, headers });
        expect(res.statusCode, `${route.method} ${route.path} with another kind's token`).toBe(401);
      }
    }
  });

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
    for (const path of SEARCH_GETS.map((name) => ROUTES[name].path))
      expect((await t.app.inject({ method: 'GET', url: `/api/v1${path}` })).statusCode).toBe(401);
  });

  it('the public postal code lookup refuses bad codes with or without a login', async () => {
    for (const code of ['abc', '123', '1000001x', '100-0001', '%EF%BC%91000001', '1'.repeat(300)]) {
      const url = `/api/v1${API.postalCode.replace(':code', code)}`;
      expectClientError(await t.app.inject({ method: 'GET', url }), url);
      expectClientError(await t.app.inject({ method: 'GET', url, headers: s.headers }), url);
    }
    const unknown = await t.app.inject({ method: 'GET', url: `/api/v1${API.postalCode.replace(':code', '9999999')}` });
    expectClientError(unknown, 'unknown postal code');
    expect(unknown.statusCode).toBe(404);
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
    for (const name of ID_ROUTES) {
      const route = ROUTES[name];
      const sample = (BODY_SAMPLES as Partial<Record<RouteName, Sample>>)[name];
      for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
        const url = `/api/v1${route.path.replace(':id', id).replace(':accountId', String(ids.accountId))}`;
        const res = await t.app.inject({
          method: route.method,
          url,
          headers: headersFor(route.auth),
          ...(sample ? { payload: sample } : {}),
        });
        expectClientError(res, `${route.method} ${route.path} with id ${id}`);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/suppliers/987654', headers: s.headers })).statusCode).toBe(404);
  });

  it('auth-only GETs answer 401 without tokens; public GETs answer 200', async () => {
    for (const path of AUTH_GETS.map((name) => ROUTES[name].path))
      expectClientError(await t.app.inject({ method: 'GET', url: `/api/v1${path}` }), path);
    for (const path of PUBLIC_GETS.map((name) => ROUTES[name].path))
      expect((await t.app.inject({ method: 'GET', url: `/api/v1${path}` })).statusCode).toBe(200);
  });

  it('plain operator routes refuse broken bodies and unknown fields, and answer 401 without a token', async () => {
    for (const name of OPERATOR_PLAIN_ROUTES) {
      const route = ROUTES[name];
      const url = `/api/v1${route.path}`;
      if (route.method !== 'GET') {
        const broken = await t.app.inject({
          method: route.method,
          url,
          headers: { ...o.headers, 'content-type': 'application/json' },
          payload: '{"a": ',
        });
        expectClientError(broken, `${name} with broken JSON`);
      }
      expectClientError(await t.app.inject({ method: route.method, url, headers: o.headers, query: { zz: 'a\u0000b' } }), name);
      const anonymous = await t.app.inject({ method: route.method, url });
      expect(anonymous.statusCode, name).toBe(401);
      expect(anonymous.json().status).toBe('invalid_access_token');
    }
  });

  it('operator queries and the closed-day parameter refuse bad values', async () => {
    for (const [method, url] of [
      ['GET', '/ops/admin/role-changes?status=nope'],
      ['GET', '/ops/admin/role-changes?extra=1'],
      ['GET', '/ops/audit-log?before_id=abc'],
      ['GET', '/ops/audit-log?before_id=0'],
      ['GET', '/ops/audit-log?from=2026-02-30'],
      ['GET', '/ops/audit-log?actor_type=robot'],
      [`GET`, `/ops/audit-log?q=${'x'.repeat(101)}`],
      ['GET', '/ops/audit-log?extra=1'],
      ['DELETE', '/ops/admin/closed-days/2026-13-01'],
      ['DELETE', '/ops/admin/closed-days/abc'],
      ['DELETE', '/ops/admin/closed-days/2099-01-05'],
    ] as const) {
      expectClientError(await t.app.inject({ method, url: `/api/v1${url}`, headers: o.headers }), `${method} ${url}`);
    }
    for (const name of OPERATOR_QUERY_ROUTES) {
      const route = ROUTES[name];
      const res = await t.app.inject({ method: route.method, url: `/api/v1${route.path.replace(':date', '2099-01-05')}` });
      expect(res.statusCode, name).toBe(401);
    }
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
    expect(res.headers['server-timing']).toMatch(/^app;dur=\d+\.\d$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });
});

// ---------------------------------------------------------------------------------------------
// Generated from the app's own route table and each route's zod schemas: a route or field added
// tomorrow is fed the same bad values without anyone listing it here.

type Part = 'params' | 'querystring' | 'body';
interface RouteUnderTest {
  method: string;
  url: string;
  auth: string | undefined;
  leaves: Record<Part, SchemaLeaf[]>;
}

function routesUnderTest(): RouteUnderTest[] {
  return routesOf(t.app).flatMap((route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    const schema = (route.schema ?? {}) as Partial<Record<Part, z.ZodType>>;
    const leaves = {
      params: schema.params ? schemaLeaves(schema.params) : [],
      querystring: schema.querystring ? schemaLeaves(schema.querystring) : [],
      body: schema.body ? schemaLeaves(schema.body) : [],
    };
    const auth = route.routeName ? ROUTES[route.routeName].auth : undefined;
    return methods.map((method) => ({ method, url: route.url, auth, leaves }));
  });
}

/** The route's path with every parameter filled with something plausible, or `override` for one. */
function pathOf(route: RouteUnderTest, override?: { name: string; raw: string }): string {
  return route.url.replace(/:(\w+)|\*/g, (_m, name: string | undefined) => {
    if (name && override?.name === name) return override.raw;
    const leaf = route.leaves.params.find((l) => l.path[0] === name);
    return leaf?.kind === 'integer' ? '1' : 'x';
  });
}

// PGlite and node-postgres both answer { rows }.
async function fingerprint(): Promise<string> {
  const tables = Object.values(dbSchema)
    .filter((v) => isTable(v))
    .map((table) => getTableName(table));
  const parts = tables.map((name) => `(select coalesce(json_agg(t)::text, '') from "${name}" t)`);
  const result = await t.db.execute(sql.raw(`select md5(concat_ws('|', ${parts.join(', ')})) as fp`));
  return (result as unknown as { rows: { fp: string }[] }).rows[0]!.fp;
}

interface Attempt {
  label: string;
  /** The route's auth kind: which caller's tokens go with the attempt. */
  auth?: string | undefined;
  method: string;
  url: string;
  payload?: string;
  /** The field the 400 must name; undefined: any 400 will do. */
  field?: string;
  /** For text: the error must be the unsafe-character one. */
  unsafeText?: boolean;
  /** Answers a URL cannot carry as such (a lone surrogate decodes to U+FFFD or stays %-encoded): never 5xx. */
  anyClientAnswer?: boolean;
}

async function failuresOf(attempts: Attempt[]): Promise<string[]> {
  const failures: string[] = [];
  for (const a of attempts) {
    const res = await t.app.inject({
      method: a.method as 'GET',
      url: a.url,
      headers: { ...headersFor(a.auth), ...(a.payload !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(a.payload !== undefined ? { payload: a.payload } : {}),
    });
    const where = `${a.method} ${a.url} ${a.label}`;
    if (a.anyClientAnswer) {
      if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} ${res.body}`);
      continue;
    }
    let body: { status?: string; message?: string; errors?: { field: string; message: string }[] } = {};
    try {
      body = JSON.parse(res.body);
    } catch {
      // reported below
    }
    const fields = (body.errors ?? []).map((e) => e.field);
    const ok =
      res.statusCode === 400 &&
      body.status === 'validation_error' &&
      /[\u3040-\u30ff\u4e00-\u9fff]/.test(body.message ?? '') &&
      (a.field === undefined || fields.includes(a.field)) &&
      (!a.unsafeText || (body.message === UNSAFE_TEXT_MESSAGE && fields[0] === a.field));
    if (!ok) failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  }
  return failures;
}

const fieldName = (path: (string | number)[]) => path.join('.');

describe('every route, every field: NUL, lone surrogates and out-of-range integers are a 400 (generated)', () => {
  it('the route table has the routes and fields it should', () => {
    const routes = routesUnderTest();
    expect(routes.length).toBeGreaterThan(80);
    const supplierCreate = routes.find((r) => r.method === 'POST' && r.url === `/api/v1${API.supplierCorporation}`);
    expect(supplierCreate?.leaves.body.map((l) => fieldName(l.path))).toContain('corporate_number');
    const invoices = routes.find((r) => r.method === 'GET' && r.url === `/api/v1${API.invoices}`);
    expect(invoices?.leaves.querystring.map((l) => fieldName(l.path))).toContain('q');
  });

  it('NUL and lone surrogates in any string of any route: 400 naming the field, nothing written', async () => {
    const before = await fingerprint();
    const attempts: Attempt[] = [];
    for (const route of routesUnderTest()) {
      const base = pathOf(route);
      // Whatever the route declares, its query string is looked at (routes without a schema too).
      attempts.push({
        label: 'NUL in an undeclared query parameter',
        method: route.method,
        auth: route.auth,
        url: `${base}?zz=a%00b`,
        field: 'zz',
        unsafeText: true,
      });
      for (const leaf of route.leaves.params) {
        if (leaf.kind === 'integer') continue;
        const name = String(leaf.path[0]);
        attempts.push({
          label: `NUL in :${name}`,
          method: route.method,
          auth: route.auth,
          url: pathOf(route, { name, raw: 'a%00b' }),
          field: name,
          unsafeText: true,
        });
        // Not valid UTF-8 in a path: the router refuses it before any route runs.
        attempts.push({
          label: `lone surrogate in :${name}`,
          method: route.method,
          auth: route.auth,
          url: pathOf(route, { name, raw: 'a%ED%BF%BF' }),
        });
      }
      for (const leaf of route.leaves.querystring) {
        if (leaf.kind === 'integer') continue;
        const name = String(leaf.path[0]);
        attempts.push({
          label: `NUL in ?${name}`,
          method: route.method,
          auth: route.auth,
          url: `${base}?${name}=a%00b`,
          field: name,
          unsafeText: true,
        });
        attempts.push({
          label: `lone surrogate in ?${name}`,
          method: route.method,
          auth: route.auth,
          url: `${base}?${name}=a%ED%BF%BF`,
          anyClientAnswer: true,
        });
      }
      for (const leaf of route.leaves.body) {
        if (leaf.kind === 'integer') continue;
        const field = leaf.path.length > 0 ? fieldName(leaf.path) : 'body';
        // JSON.stringify writes both as \u escapes: the server's JSON parser turns them back into the raw characters.
        for (const [label, bad] of [
          ['NUL', 'a\u0000b'],
          ['lone surrogate', 'a\udfff'],
          ['lone high surrogate', '\ud800b'],
        ] as const) {
          attempts.push({
            label: `${label} in ${field}`,
            method: route.method,
            auth: route.auth,
            url: base,
            payload: JSON.stringify(valueAt(leaf, bad)),
            field,
            unsafeText: true,
          });
        }
      }
      if (route.leaves.body.length > 0) {
        attempts.push({
          label: 'NUL in a key',
          method: route.method,
          auth: route.auth,
          url: base,
          payload: '{"a\\u0000b": "x"}',
          field: 'a\uFFFDb',
          unsafeText: true,
        });
      }
    }
    expect(attempts.length).toBeGreaterThan(300);
    expect(await failuresOf(attempts)).toEqual([]);
    expect(await fingerprint(), 'the database changed').toBe(before);
  }, 120_000);

  it('an integer one past its bound in any field of any route: 400 naming the field, nothing written', async () => {
    const before = await fingerprint();
    const attempts: Attempt[] = [];
    for (const route of routesUnderTest()) {
      const base = pathOf(route);
      for (const leaf of route.leaves.params) {
        if (leaf.kind !== 'integer') continue;
        const name = String(leaf.path[0]);
        for (const n of [leaf.max + 1, leaf.min - 1]) {
          attempts.push({
            label: `:${name}=${n}`,
            method: route.method,
            auth: route.auth,
            url: pathOf(route, { name, raw: String(n) }),
            field: name,
          });
        }
      }
      for (const leaf of route.leaves.querystring) {
        if (leaf.kind !== 'integer') continue;
        const name = String(leaf.path[0]);
        for (const n of [leaf.max + 1, leaf.min - 1]) {
          attempts.push({
            label: `?${name}=${n}`,
            method: route.method,
            auth: route.auth,
            url: `${base}?${name}=${n}`,
            field: fieldName(leaf.path),
          });
        }
      }
      for (const leaf of route.leaves.body) {
        if (leaf.kind !== 'integer') continue;
        for (const n of [leaf.max + 1, leaf.min - 1]) {
          const field = fieldName(leaf.path);
          attempts.push({
            label: `${field}=${n}`,
            method: route.method,
            auth: route.auth,
            url: base,
            payload: JSON.stringify(valueAt(leaf, n)),
            field,
          });
        }
      }
    }
    expect(attempts.length).toBeGreaterThan(50);
    expect(await failuresOf(attempts)).toEqual([]);
    expect(await fingerprint(), 'the database changed').toBe(before);
  }, 120_000);

  it('every integer a route accepts is bounded by what its column holds', () => {
    // A field named like an integer/smallint column must fit it; ids and amounts are bigint and
    // must stay exact in a JS number. Where one name has several column types, the widest counts.
    const COLUMN_MAX: Record<string, number> = {
      PgInteger: PG_INTEGER_MAX,
      PgSmallInt: PG_SMALLINT_MAX,
      PgBigInt53: Number.MAX_SAFE_INTEGER,
    };
    const columnMax = new Map<string, number>();
    for (const table of Object.values(dbSchema).filter((v) => isTable(v))) {
      for (const column of Object.values(getTableColumns(table))) {
        const max = COLUMN_MAX[column.columnType];
        if (max !== undefined) columnMax.set(column.name, Math.max(columnMax.get(column.name) ?? 0, max));
      }
    }
    expect(columnMax.get('business_category_id')).toBe(PG_INTEGER_MAX);
    const unbounded: string[] = [];
    for (const route of routesUnderTest()) {
      for (const part of ['params', 'querystring', 'body'] as const) {
        for (const leaf of route.leaves[part]) {
          if (leaf.kind !== 'integer') continue;
          const name = String([...leaf.path].reverse().find((p) => typeof p === 'string'));
          const limit = Math.min(columnMax.get(name) ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
          if (!(leaf.max <= limit) || !(leaf.min >= -Number.MAX_SAFE_INTEGER))
            unbounded.push(
              `${route.method} ${route.url} ${part} ${fieldName(leaf.path)}: ${leaf.min}..${leaf.max} (column holds ${limit})`,
            );
        }
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('business_category_id past the integer column is a 400 on registration, not a 500', async () => {
    for (const body of [{ business_category_id: PG_INTEGER_MAX + 1 }, { business_category_id: String(PG_INTEGER_MAX + 1) }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1${API.validation}`,
        headers: s.headers,
        payload: { business_form: 1, corporation: corporationBody(body) },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('corporation.business_category_id');
    }
  });
});
