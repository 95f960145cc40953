// Crash safety (issue 13): kill -9 the process handling a payment at five instants, 20 times each,
// restart, let the jobs run, then check that every payment ended in one consistent state, that the
// acquirer's orders (authorisations, captures, refunds) match our rows one to one, that
// `ledger:verify` exits 0, and that no yen was lost or doubled.
//
// Usage: npm run build && node bench/crash-safety.mjs [--runs=20] [--keep]
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is the admin connection; the
// bench creates and drops its own database. The acquirer is the VeriTrans4G simulator as its own
// process (apps/api/dist/veritrans-simulator.js, as in `npm run cluster`), so its record outlives
// every API process; the API and ops processes reach it through VERITRANS_*, the bench's "browser"
// tokenises there (MDK token) and passes 3-D Secure on its issuer pages for every approval, and the
// check reads its GET /simulator/state.
//
// The five instants (apps/api/src/platform/crash-points.ts, armed by CRASH_AT in the killed process):
//   approval-written  the approval row is committed, the gateway not yet asked   (API process)
//   gateway-answered  the gateway authorised, our answer not yet recorded         (API process)
//   invoice-creating  inside the transaction creating the payment                 (API process)
//   capture-answered  the gateway captured, our transition not yet committed      (ops invoice:complete)
//   refund-answered   the gateway refunded, the queued refund not yet marked done (ops invoice:cancel)
// Recovery is what production does after a crash: the server restarts, the sweep runs
// (npm run ops -- jobs:run), and an operator whose command died without an answer runs it again.
// Time passing (the one-hour hold on unused approvals) is simulated by moving timestamps back.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { registerBuyer } from './lib.mjs';

const { values: opts } = parseArgs({
  options: { runs: { type: 'string', default: '20' }, keep: { type: 'boolean', default: false } },
});
const RUNS = Number(opts.runs);
const POINTS = ['approval-written', 'gateway-answered', 'invoice-creating', 'capture-answered', 'refund-answered'];
const PASSWORD = 'crash-bench-password-2026';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `icp_crash_${Date.now()}`;
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const work = mkdtempSync(join(tmpdir(), 'icp-crash-'));
const baseEnv = {
  ...process.env,
  NODE_ENV: 'development',
  DATABASE_URL: dbUrl,
  DATA_DIR: join(work, 'data'),
  FILES_DIR: join(work, 'files'),
  JWT_SECRET: 'crash-bench-secret-crash-bench-secret-0123456789',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  CRASH_AT: '',
};

/** Starts a process and resolves with the URL from its ready line. */
function startProcess(script, env, readyPattern) {
  const child = spawn(process.execPath, [script], { env: { ...baseEnv, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = new Promise((resolve, reject) => {
    const onData = (d) => {
      out += d;
      const m = readyPattern.exec(out);
      if (m) resolve(m[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (d) => (out += d));
    exited.then(({ code, signal }) => reject(new Error(`${script} exited (${code ?? signal}) before ready:\n${out}`)));
  });
  return { child, url, exited, output: () => out };
}

/** The merchant the API is to the simulator: fresh merchant key per run; the token key is public anyway. */
const SIMULATOR_CREDENTIALS = {
  VERITRANS_MERCHANT_CCID: 'A100000000000001069999cc',
  VERITRANS_MERCHANT_KEY: `crash-bench-${randomBytes(24).toString('base64url')}`,
  VERITRANS_TOKEN_API_KEY: 'crash-bench-token-api-key',
};
const TEST_CARD = { number: '3528000000000007', last4: '0007' }; // success (veritrans-simulator/README.md)

/** config.ts VERITRANS_*: the simulator's connection API (a test account's), its token endpoint, test transactions. */
const veritransEnv = () => ({
  VERITRANS_API_URL: `${simulatorUrl}/test-paynow/v2`,
  VERITRANS_TOKEN_URL: `${simulatorUrl}/4gtoken`,
  ...SIMULATOR_CREDENTIALS,
  VERITRANS_DUMMY_REQUEST: 'true',
  VERITRANS_3DS_ORIGINS: new URL(simulatorUrl).origin,
});

const startApi = (crashAt = '') =>
  startProcess(
    'apps/api/dist/server.js',
    { PORT: '0', CRASH_AT: crashAt, ...veritransEnv() },
    /is ready on (http:\/\/localhost:\d+)/,
  );

/** `npm run ops -- …` as an operator runs it; resolves with its exit and output. */
function ops(args, crashAt = '') {
  const child = spawn(process.execPath, ['apps/api/dist/ops.js', ...args, '--operator', 'crash-bench'], {
    env: { ...baseEnv, CRASH_AT: crashAt, ...veritransEnv() },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, out })));
}

async function stopProcess(proc) {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill('SIGTERM');
  await proc.exited;
}

let simulatorUrl;
let api; // the API process serving the steps before a crash and the recovery

async function call(base, method, path, { body, headers = {}, raw = false } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body !== undefined && !raw ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null, text };
}

async function expectStatus(promise, status, what) {
  const res = await promise;
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${res.text}`);
  return res.json;
}

/** The buyer the bench pays with: signed up, registered, one supplier with an account, one JCB card. */
async function setUpBuyer(base) {
  const email = `crash-${Date.now()}@example.co.jp`;
  const { headers } = await registerBuyer(base, email, PASSWORD, {
    corporate_name: '株式会社クラッシュ検証',
    corporate_name_kana: 'カブシキガイシャクラッシュケンショウ',
    transfer_person_name: 'クラッシュケンショウ',
  });
  const supplier = await expectStatus(
    call(base, 'POST', '/api/v1/suppliers/corporation', {
      headers,
      body: {
        name: '株式会社サンプル印刷',
        name_kana: 'カブシキガイシャサンプルインサツ',
        corporate_number: '6012345678901',
        postal_code: '163-0001',
        address_state: '東京都',
        address_city: '新宿区',
        address_street: '西新宿2-8-1',
        contact_person_name: '印刷 次郎',
        email_address: 'billing@sample-print.example.jp',
        phone_number: '03-0000-1111',
        memo: '',
      },
    }),
    201,
    'supplier',
  );
  const account = await expectStatus(
    call(base, 'POST', `/api/v1/suppliers/${supplier.supplier.id}/accounts`, {
      headers,
      body: {
        bank_code: '0001',
        branch_code: '100',
        account_type: '2',
        account_number: '1234567',
        account_holder_name: 'カブシキガイシャサンプルインサツ',
      },
    }),
    201,
    'account',
  );
  // Card data goes to the acquirer (the simulator process, MDK token), never to /api/v1: the card
  // form asks the API where and with which key, then posts there.
  const tokenConfig = await expectStatus(
    call(base, 'GET', '/api/v1/invoices/credit_cards/token_config', { headers }),
    200,
    'token config',
  );
  if (tokenConfig.token_url !== `${simulatorUrl}/4gtoken`)
    throw new Error(`token config: ${tokenConfig.token_url} is not the simulator's token endpoint`);
  const token = await expectStatus(
    call(tokenConfig.token_url, 'POST', '', {
      body: {
        token_api_key: tokenConfig.token_api_key,
        card_number: TEST_CARD.number,
        card_expire: '12/30',
        security_code: '123',
        lang: 'ja',
      },
    }),
    200,
    'card token',
  );
  const card = await expectStatus(
    call(base, 'POST', '/api/v1/invoices/credit_cards', {
      headers,
      body: { token: token.token, last4: TEST_CARD.last4, holder_name: 'TARO YAMADA' },
    }),
    201,
    'card',
  );
  return { email, headers, supplierId: supplier.supplier.id, accountId: account.account.id, cardId: card.credit_card.id };
}

/**
 * Our pages named by an absolute URL (challenge_url, the issuer's redirect back), fetched on the API
 * process the bench talks to: each listens on a port of its own (PORT=0), so PUBLIC_URL cannot name it.
 */
const onApi = (base, url) => {
  const { pathname, search } = new URL(url);
  return `${base}${pathname}${search}`;
};

async function fetchStatus(url, init, status, what) {
  const res = await fetch(url, { redirect: 'manual', ...init });
  const text = await res.text();
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${text.slice(0, 500)}`);
  return { text, location: res.headers.get('location') };
}

/**
 * 3-D Secure as the browser goes through it: our hand-over page (challenge_url), its meta refresh
 * to the issuer's page on the simulator's origin, 認証する there (a card without a challenge passes
 * too), the issuer's 303 back to our return route, and its 303 to the flow's page with ?auth_id=.
 */
async function passChallenge(base, challengeUrl) {
  const handOver = await fetchStatus(onApi(base, challengeUrl), {}, 200, 'challenge page');
  const issuerPage = /url=([^"]+)"/.exec(handOver.text)?.[1]?.replace(/&amp;/g, '&');
  if (!issuerPage?.startsWith(`${simulatorUrl}/acs/`))
    throw new Error(`challenge page without the issuer's link:\n${handOver.text}`);
  const pressed = await fetchStatus(
    issuerPage,
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=authenticate' },
    303,
    'issuer page',
  );
  const back = await fetchStatus(onApi(base, pressed.location), {}, 303, 'return from 3-D Secure');
  if (!/[?&]auth_id=/.test(back.location ?? '')) throw new Error(`return from 3-D Secure went to ${back.location}`);
}

/**
 * POST /invoices/credit_cards/approval and, when it asks for 3-D Secure (every authorisation does),
 * the browser's way through it and the flow page's question how it ended. Answers like the
 * approval: 200 {approval} authorised, 402 declined. A fresh login per API process start is not
 * needed: tokens are checked against the shared database.
 */
async function approve(base, buyer, amount) {
  const first = await call(base, 'POST', '/api/v1/invoices/credit_cards/approval', {
    headers: { ...buyer.headers, 'idempotency-key': randomUUID() },
    body: { credit_card_id: buyer.cardId, amount, return_path: '/payments/add/confirm' },
  });
  if (first.status !== 200 || first.json.approval.status !== 'challenge_required') return first;
  await passChallenge(base, first.json.approval.challenge_url);
  return call(base, 'POST', `/api/v1/invoices/credit_cards/approval/${first.json.approval.id}/challenge`, {
    headers: buyer.headers,
  });
}

async function uploadedPdf(base, buyer) {
  const doc = await PDFDocument.create();
  doc.setSubject(randomUUID()); // distinct bytes: the same file twice is a likely duplicate
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText('INVOICE TOTAL 110,000 JPY', { x: 50, y: 780, size: 14, font });
  const bytes = Buffer.from(await doc.save());
  const slot = await expectStatus(
    call(base, 'POST', '/api/v1/invoices/files/upload/url', {
      headers: buyer.headers,
      body: { file_name: '請求書.pdf', content_type: 'application/pdf', size: bytes.length },
    }),
    201,
    'upload slot',
  );
  const put = await fetch(new URL(slot.upload_url, base), { method: 'PUT', headers: slot.headers, body: bytes });
  if (put.status !== 204) throw new Error(`upload PUT: ${put.status} ${await put.text()}`);
  const file = await expectStatus(
    call(base, 'POST', '/api/v1/invoices/files/upload', { headers: buyer.headers, body: { upload_id: slot.upload_id } }),
    201,
    'upload',
  );
  return file.file.id;
}

async function createInvoice(base, buyer, approvalId, amount, label) {
  const transfer = await expectStatus(
    call(base, 'GET', '/api/v1/invoices/transfer_date', { headers: buyer.headers }),
    200,
    'transfer date',
  );
  return call(base, 'POST', '/api/v1/invoices', {
    headers: { ...buyer.headers, 'idempotency-key': randomUUID() },
    body: {
      approval_id: approvalId,
      file_id: await uploadedPdf(base, buyer),
      supplier_id: buyer.supplierId,
      account_id: buyer.accountId,
      amount,
      due_date: '2027-03-31',
      transfer_date: transfer.earliest_transfer_date,
      invoice_number: label,
      duplicate_confirmed: true,
    },
  });
}

/** A payment up to "authorised and created" through the running API; returns its invoice id. */
async function createdPayment(buyer, amount, label) {
  const approval = await expectStatus(approve(await api.url, buyer, amount), 200, 'approval');
  if (approval.approval.status !== 'authorized') throw new Error(`approval: ${approval.approval.status}`);
  const created = await createInvoice(await api.url, buyer, approval.approval.id, amount, label);
  if (created.status !== 201) throw new Error(`create invoice: ${created.status} ${created.text}`);
  return created.json.invoice.id;
}

async function expectKilled(result, what) {
  const { code, signal } = await result;
  if (signal !== 'SIGKILL')
    throw new Error(`${what}: expected the crash point to kill the process, it exited with ${code ?? signal}`);
}

/** One crash at `point`; returns what the operator must re-run, if anything. */
async function crashOnce(point, run, buyer) {
  const amount = 10_000 + POINTS.indexOf(point) * 1_000 + run; // distinct amounts: no duplicate warnings
  const label = `CRASH-${point}-${run}`;
  if (point === 'approval-written' || point === 'gateway-answered' || point === 'invoice-creating') {
    const doomed = startApi(point);
    const base = await doomed.url;
    if (point === 'invoice-creating') {
      const approval = await expectStatus(approve(base, buyer, amount), 200, 'approval');
      await createInvoice(base, buyer, approval.approval.id, amount, label).catch(() => null);
    } else {
      await approve(base, buyer, amount).catch(() => null); // the connection dies with the process
    }
    await expectKilled(doomed.exited, point);
    return null;
  }
  const invoiceId = await createdPayment(buyer, amount, label);
  if (point === 'capture-answered') {
    await expectKilled(ops(['invoice:complete', String(invoiceId)], point), point);
    return ['invoice:complete', String(invoiceId)];
  }
  const completed = await ops(['invoice:complete', String(invoiceId)]);
  if (completed.code !== 0) throw new Error(`invoice:complete: ${completed.out}`);
  // The cancel commits with the refund queued, then carries the queue out at once: killed there,
  // the refund is done at the card company and still pending here, for the sweep to finish.
  await expectKilled(ops(['invoice:cancel', String(invoiceId), '--reason', 'クラッシュ検証'], point), point);
  return null;
}

async function main() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const db = new pg.Client({ connectionString: dbUrl });
  const simulator = startProcess(
    'apps/api/dist/veritrans-simulator.js',
    { PORT: '0', ...SIMULATOR_CREDENTIALS },
    /VeriTrans4G simulator is ready on (http:\/\/\S+)/,
  );
  const started = performance.now();
  try {
    simulatorUrl = await simulator.url;
    api = startApi();
    await api.url;
    await db.connect();
    const buyer = await setUpBuyer(await api.url);
    console.log(`buyer ${buyer.email}, VeriTrans4G simulator ${simulatorUrl}, database ${dbName}`);

    const rerun = [];
    const perPoint = {};
    for (const point of POINTS) {
      const t0 = performance.now();
      for (let run = 1; run <= RUNS; run++) {
        const again = await crashOnce(point, run, buyer);
        if (again) rerun.push(again);
      }
      perPoint[point] = (performance.now() - t0) / 1000;
      console.log(`  ${point}: ${RUNS} kills in ${perPoint[point].toFixed(1)} s`);
    }

    // --- recovery: restart, operators re-run what died unanswered, time passes, the sweep runs ---
    await stopProcess(api);
    api = startApi();
    await api.url;
    for (const args of rerun) {
      const again = await ops(args);
      if (again.code !== 0) throw new Error(`re-run ${args.join(' ')}: ${again.out}`);
    }
    // The hold on an unused approval lasts an hour; let it pass for everything written so far.
    await db.query("UPDATE card_approvals SET updated_at = updated_at - interval '2 hours'");
    for (let i = 0; i < 2; i++) {
      const swept = await ops(['jobs:run']);
      if (swept.code !== 0) throw new Error(`jobs:run: ${swept.out}`);
      if (/"level":(40|50)/.test(swept.out)) console.log(`jobs:run warned:\n${swept.out.trim()}`);
    }
    const ledger = await ops(['ledger:verify']);

    // --- the check ---------------------------------------------------------------------------
    const state = await expectStatus(call(simulatorUrl, 'GET', '/simulator/state'), 200, 'simulator state');
    const problems = check(state, await ourRows(db));
    if (ledger.code !== 0) problems.push(`ledger:verify exited ${ledger.code}: ${ledger.out.trim()}`);
    const elapsed = (performance.now() - started) / 1000;

    console.log(`\n## Crash safety: ${POINTS.length} instants × ${RUNS} kill -9 each, ${elapsed.toFixed(0)} s in all\n`);
    console.log('| instant | killed process | runs | seconds | outcome after restart + jobs |');
    console.log('|---|---|---|---|---|');
    const outcome = await outcomes(db);
    for (const point of POINTS)
      console.log(
        `| ${point} | ${point.startsWith('capture') ? 'ops invoice:complete' : point.startsWith('refund') ? 'ops invoice:cancel' : 'API server'} | ${RUNS} | ${perPoint[point].toFixed(1)} | ${outcome[point] ?? '—'} |`,
      );
    console.log(`\nsimulator: ${summary(state)}`);
    console.log(`ledger:verify: exit ${ledger.code} (${ledger.out.trim().split('\n').at(-1)})`);
    if (problems.length) {
      console.log(`\nFAIL: ${problems.length} problem(s)`);
      for (const p of problems.slice(0, 40)) console.log(`  - ${p}`);
      process.exitCode = 1;
    } else
      console.log("\nPASS: every payment consistent, the simulator's orders and our rows one to one, no yen lost or doubled");
  } catch (error) {
    // What the servers said is the first thing to read when a step fails.
    console.error(`API output:\n${api?.output().slice(-3000) ?? ''}\nsimulator output:\n${simulator.output().slice(-2000)}`);
    throw error;
  } finally {
    if (api) await stopProcess(api);
    await stopProcess(simulator);
    await db.end().catch(() => {});
    if (opts.keep) console.log(`kept ${dbUrl} and ${work}`);
    else {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      rmSync(work, { recursive: true, force: true });
    }
    await admin.end();
  }
}

async function ourRows(db) {
  const approvals = (
    await db.query(`SELECT a.id, a.status, a.order_id, a.gateway_auth_id, a.total, i.id AS invoice_id, i.status AS invoice_status,
                           i.invoice_number, i.captured_on IS NOT NULL AS captured
                    FROM card_approvals a LEFT JOIN invoices i ON i.approval_id = a.id ORDER BY a.id`)
  ).rows;
  const operations = (await db.query('SELECT id, kind, status, auth_id, amount, invoice_id, approval_id FROM gateway_operations'))
    .rows;
  // A card's reference is the orderId of its registration's verification 与信 (veritrans-gateway.ts).
  const cardRefs = (await db.query('SELECT gateway_card_ref FROM credit_cards')).rows.map((r) => r.gateway_card_ref);
  return { approvals, operations, cardRefs };
}

/** What the acquirer really did to an order: its successful transactions, by kind (protocol.ts SEARCH_TXN_COMMANDS). */
function movements(order) {
  const ok = order.transactions.filter((t) => t.mstatus === 'success');
  const authorizations = ok.filter((t) => t.command === 'Authorize' || t.command === 'ReAuthorize');
  const captures = ok.filter((t) => t.command === 'Capture');
  const cancels = ok.filter((t) => t.command === 'Cancel');
  // A Cancel before any capture is a void; after one, a refund.
  return {
    authorizations,
    captures,
    voids: captures.length ? [] : cancels,
    refunds: captures.length ? cancels : [],
  };
}

/** One line on what the simulator holds, for the report. */
function summary(state) {
  const payments = state.orders.filter((o) => o.createdBy !== 'cardAuthorize');
  const count = (kind) => payments.reduce((n, o) => n + movements(o)[kind].length, 0);
  const requests = Object.entries(state.requests)
    .map(([command, n]) => `${command} ${n}`)
    .join(', ');
  return (
    `${payments.length} payment orders (${count('authorizations')} authorisations, ${count('captures')} captures, ` +
    `${count('voids')} voids, ${count('refunds')} refunds), ${state.orders.length - payments.length} card registrations; ` +
    `requests: ${requests}`
  );
}

/**
 * Every approval against the simulator's orders, one to one by orderId:
 *  - voided or declined → the acquirer holds nothing for it (voided, declined, failed or never
 *    authorised: no order, or one not 'authorized'/'captured'), nothing captured;
 *  - used by a payment that is captured → authorised once, captured once for exactly its total,
 *    refunded once and in full if the payment was cancelled afterwards;
 *  - used and not captured → authorised once, nothing captured;
 *  - no approval left pending or authorised-and-unused, no gateway operation left undone,
 *  - no order of the acquirer without an approval or a card of ours (registrations: voided at once),
 *  - each refund operation of ours carried out exactly once at the acquirer, each void at most once.
 */
function check(state, { approvals, operations, cardRefs }) {
  const problems = [];
  const orderById = new Map(state.orders.map((o) => [o.orderId, o]));
  const approvalOrders = new Set(approvals.map((a) => a.order_id));
  const cards = new Set(cardRefs);
  for (const order of state.orders) {
    if (order.createdBy === 'cardAuthorize') {
      // A card registration's verification 与信: ours, and released at once.
      if (!cards.has(order.orderId)) problems.push(`registration order ${order.orderId} belongs to no card of ours`);
      if (order.status === 'authorized' || order.status === 'captured')
        problems.push(`registration order ${order.orderId} still ${order.status} (${order.authorizedAmount} yen held)`);
    } else if (!approvalOrders.has(order.orderId))
      problems.push(`simulator order ${order.orderId} (${order.status}) has no approval of ours`);
    const m = movements(order);
    if (m.authorizations.length > 1) problems.push(`order ${order.orderId}: authorised ${m.authorizations.length} times`);
    if (m.captures.length > 1) problems.push(`order ${order.orderId}: captured ${m.captures.length} times`);
    if (m.voids.length > 1) problems.push(`order ${order.orderId}: voided ${m.voids.length} times`);
  }
  for (const a of approvals) {
    const order = orderById.get(a.order_id);
    const m = order ? movements(order) : null;
    const where = `approval ${a.id} (${a.status}${a.invoice_id ? `, invoice ${a.invoice_id} status ${a.invoice_status}` : ''})`;
    // The adapter's authId is the orderId.
    if (a.gateway_auth_id && a.gateway_auth_id !== a.order_id)
      problems.push(`${where}: our authId ${a.gateway_auth_id} is not its orderId ${a.order_id}`);
    if (a.status === 'pending' || a.status === 'authorized' || a.status === 'challenge_required') {
      problems.push(`${where}: still ${a.status} after the sweep`);
      continue;
    }
    if (a.status === 'voided' || a.status === 'declined') {
      if (order && (order.status === 'authorized' || order.status === 'captured'))
        problems.push(`${where}: simulator still ${order.status} (${order.authorizedAmount} yen held)`);
      if (order && order.capturedAmount !== 0) problems.push(`${where}: simulator captured ${order.capturedAmount} yen`);
      continue;
    }
    // used
    if (!a.invoice_id) {
      problems.push(`${where}: used but no payment refers to it`);
      continue;
    }
    if (!order || m.authorizations.length !== 1) {
      problems.push(`${where}: paid with an authorisation the simulator never made`);
      continue;
    }
    if (m.authorizations[0].amount !== Number(a.total))
      problems.push(`${where}: authorised ${m.authorizations[0].amount} at the simulator, total ${a.total}`);
    const cancelledAfterCapture = a.invoice_status === 5 && a.captured;
    if (a.captured) {
      if (m.captures.length !== 1 || order.capturedAmount !== Number(a.total))
        problems.push(
          `${where}: captured ${m.captures.length}× / ${order.capturedAmount} yen at the simulator, total ${a.total}`,
        );
      const expectedRefund = cancelledAfterCapture ? Number(a.total) : 0;
      if (order.refundedAmount !== expectedRefund || m.refunds.length !== (cancelledAfterCapture ? 1 : 0))
        problems.push(
          `${where}: refunded ${m.refunds.length}× / ${order.refundedAmount} yen at the simulator, expected ${expectedRefund}`,
        );
    } else if (order.capturedAmount !== 0)
      problems.push(`${where}: simulator captured ${order.capturedAmount} yen we never recorded`);
  }
  // No yen lost or doubled: what the card company kept equals what we say we charged.
  let ours = 0;
  for (const a of approvals) if (a.status === 'used' && a.captured) ours += a.invoice_status === 5 ? 0 : Number(a.total);
  const theirs = state.orders.reduce((sum, o) => sum + o.capturedAmount - o.refundedAmount, 0);
  if (ours !== theirs) problems.push(`net charged: ours ${ours} yen, simulator ${theirs} yen`);
  console.log(`net charged to the card: ours ¥${ours.toLocaleString('ja-JP')}, simulator ¥${theirs.toLocaleString('ja-JP')}`);
  for (const op of operations) if (op.status !== 'done') problems.push(`gateway operation ${op.id} (${op.kind}) is ${op.status}`);
  // Each refund carried out once at the acquirer, however often it was asked (the crash makes us ask twice).
  for (const op of operations.filter((o) => o.kind === 'refund')) {
    const order = orderById.get(op.auth_id);
    const refunds = order ? movements(order).refunds : [];
    if (refunds.length !== 1 || refunds[0].amount !== Number(op.amount))
      problems.push(
        `refund operation ${op.id}: ${refunds.map((r) => r.amount).join(' + ') || 'no'} refund at the simulator for ${op.amount} yen`,
      );
  }
  const refundOps = operations.filter((op) => op.kind === 'refund').length;
  const refunds = state.orders.reduce((n, o) => n + movements(o).refunds.length, 0);
  if (refunds !== refundOps) problems.push(`${refunds} refunds at the simulator, ${refundOps} refund operations of ours`);
  return problems;
}

/** How each instant's payments ended, e.g. "20 voided" or "20 captured + refunded once". */
async function outcomes(db) {
  const result = {};
  const byAmount = (
    await db.query(
      `SELECT a.amount, a.status, i.status AS invoice_status, i.captured_on IS NOT NULL AS captured FROM card_approvals a LEFT JOIN invoices i ON i.approval_id = a.id`,
    )
  ).rows;
  for (const [k, point] of POINTS.entries()) {
    const mine = byAmount.filter((r) => Number(r.amount) >= 10_000 + k * 1_000 && Number(r.amount) < 10_000 + (k + 1) * 1_000);
    const tally = new Map();
    for (const r of mine) {
      const label =
        r.invoice_status == null
          ? `approval ${r.status}`
          : r.invoice_status === 5
            ? `cancelled${r.captured ? ' after capture, refunded' : ''}`
            : r.captured
              ? 'captured'
              : `invoice status ${r.invoice_status}`;
      tally.set(label, (tally.get(label) ?? 0) + 1);
    }
    result[point] = [...tally].map(([label, n]) => `${n} ${label}`).join(', ');
  }
  return result;
}

await main();
