// What the VeriTrans4G adapter adds to a card call, and the whole approval step (issue 15 "Tests
// and measures"). Server figures are ratios against a bare baseline measured in the same run.
// Usage: node bench/veritrans-adapter.mjs [--calls=300] [--approvals=60]   (part 2 needs `npm run build`)
//
// 1. Adapter vs raw HTTP, both against the simulator as its own HTTP server: the same ReAuthorize
//    command, once as a pre-signed body posted with fetch (raw) and once through
//    VeriTransCardGateway.authorize (signing, serialising, parsing, classifying, logging), interleaved.
//    Also the CPU cost of sign + serialise + parse alone, per call, in microseconds.
// 2. The approval step as the browser does it, against the built app with its embedded simulator:
//    POST /invoices/credit_cards/approval → the 3-D Secure hand-over page → the issuer's page
//    (frictionless) → our return route → POST …/approval/{id}/challenge. Baseline: GET /api/v1/system/time.
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { api, expectOk, percentile, registerBuyer, startApp, stop, waitReady } from './lib.mjs';

register();
const protocol = await import('../apps/api/src/platform/card-gateway/veritrans/protocol.ts');
const { VeriTransCardGateway } = await import('../apps/api/src/platform/card-gateway/veritrans/veritrans-gateway.ts');
const { createVeritransSimulator } = await import('../apps/api/src/platform/card-gateway/veritrans-simulator/plugin.ts');
const { buildVeritransSimulatorServer } = await import('../apps/api/src/platform/card-gateway/veritrans-simulator/serve.ts');

const { values: opts } = parseArgs({
  options: { calls: { type: 'string', default: '300' }, approvals: { type: 'string', default: '60' } },
});
const CALLS = Number(opts.calls);
const APPROVALS = Number(opts.approvals);
const CCID = 'A100000000000001069999cc';
const KEY = 'bench-merchant-key-0123456789abcdef';
const TOKEN_API_KEY = 'bench-token-api-key';
const fmt = (ms) => `${ms.toFixed(2)} ms`;
const stats = (xs) => ({ p50: percentile(xs, 50), p95: percentile(xs, 95) });

// ─── 1. Adapter vs raw HTTP ────────────────────────────────────────────────────────────────
const simulator = createVeritransSimulator({
  isProduction: false,
  merchantCcid: CCID,
  merchantKey: KEY,
  tokenApiKey: TOKEN_API_KEY,
});
const server = await buildVeritransSimulatorServer(simulator, 'silent');
await server.listen({ port: 0, host: '127.0.0.1' });
const sim = `http://127.0.0.1:${server.server.address().port}`;
const base = `${sim}/test-paynow/v2`;
const adapter = new VeriTransCardGateway(
  {
    baseUrl: base,
    ccid: CCID,
    merchantKey: KEY,
    tokenApiKey: TOKEN_API_KEY,
    dummyRequest: true,
    timeoutMs: 10_000,
    challengeBaseUrl: '/x',
    threeDSecure: false,
  },
  { fetch: globalThis.fetch, logger: { info() {}, warn() {} } },
);
const token = async () =>
  (
    await (
      await fetch(`${sim}/4gtoken`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          token_api_key: TOKEN_API_KEY,
          card_number: '3528000000000007',
          card_expire: '12/30',
          security_code: '123',
        }),
      })
    ).json()
  ).token;
const { cardRef } = await adapter.registerCard({ token: await token(), customerRef: 'bench' });
const params = (orderId) => ({ orderId, originalOrderId: cardRef, amount: '12000', jpo: '10', withCapture: 'false' });
const signedBody = (orderId) =>
  protocol.serializeRequest(
    protocol.signRequest(protocol.withCommonParams(params(orderId), { ccid: CCID, dummyRequest: '1' }), { ccid: CCID, key: KEY }),
  );

const raw = [];
const viaAdapter = [];
for (let i = 0; i < 20; i++) await adapter.authorize({ cardRef, amount: 12_000, orderId: `warm-${i}`, returnUrl: '/x' });
for (let i = 0; i < CALLS; i++) {
  const body = signedBody(`raw-${i}`);
  let t0 = performance.now();
  const res = await fetch(`${base}/ReAuthorize/card`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body,
  });
  await res.json();
  raw.push(performance.now() - t0);
  t0 = performance.now();
  const result = await adapter.authorize({ cardRef, amount: 12_000, orderId: `adp-${i}`, returnUrl: '/x' });
  viaAdapter.push(performance.now() - t0);
  if (result.outcome !== 'authorized') throw new Error(`adapter call ${i}: ${JSON.stringify(result)}`);
}
const answer = protocol.buildResponse('cardReAuthorize', {
  mstatus: 'success',
  vResultCode: 'A001000000000000',
  orderId: 'x',
  marchTxn: 'x',
  custTxn: 'x',
  txnVersion: '2.0.0',
  merrMsg: '',
});
const N = 10_000;
let t0 = performance.now();
for (let i = 0; i < N; i++) {
  signedBody(`cpu-${i}`);
  protocol.parseResponse('cardReAuthorize', JSON.parse(JSON.stringify(answer)));
}
const cpuUs = ((performance.now() - t0) / N) * 1000;
await server.close();

const r = stats(raw);
const a = stats(viaAdapter);
console.log(`1. ReAuthorize/card against the simulator over HTTP, ${CALLS} calls each, interleaved`);
console.log(`   raw fetch (pre-signed body)   p50 ${fmt(r.p50)}  p95 ${fmt(r.p95)}`);
console.log(
  `   through the adapter           p50 ${fmt(a.p50)}  p95 ${fmt(a.p95)}   (×${(a.p95 / r.p95).toFixed(2)} of raw at p95, +${fmt(a.p50 - r.p50)} at p50)`,
);
console.log(`   sign + serialise + parse alone: ${cpuUs.toFixed(1)} µs per call (CPU, ${N} iterations)`);

// ─── 2. The whole approval step ────────────────────────────────────────────────────────────
const port = 3400 + Math.floor(Math.random() * 500);
const app = startApp({ port });
try {
  await waitReady(app.url);
  const { headers } = await registerBuyer(app.url, `bench-vt-${Date.now()}@example.com`, 'bench-kumo-2026-sora');
  const config = await expectOk(await api(app.url, '/invoices/credit_cards/token_config', { headers }), 'token config');
  const tokenRes = await fetch(`${app.url}${config.token_url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      token_api_key: config.token_api_key,
      card_number: '3528000000000007',
      card_expire: '12/30',
      security_code: '123',
    }),
  });
  const card = await expectOk(
    await api(app.url, '/invoices/credit_cards', { headers, body: { token: (await tokenRes.json()).token, last4: '0007' } }),
    'card',
  );
  const request = [];
  const hop = [];
  const complete = [];
  const total = [];
  const baseline = [];
  for (let i = 0; i < APPROVALS + 5; i++) {
    let s = performance.now();
    await (await api(app.url, '/system/time', { headers })).json();
    const base = performance.now() - s;
    const started = performance.now();
    s = started;
    const approval = await expectOk(
      await api(app.url, '/invoices/credit_cards/approval', {
        headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
        body: { credit_card_id: card.credit_card.id, amount: 50_000 + i, return_path: '/payments/add/confirm' },
      }),
      'approval',
    );
    const t1 = performance.now() - s;
    s = performance.now();
    const handOver = await (await fetch(`${app.url}${approval.approval.challenge_url}`)).text();
    const issuer = /url=([^"]+)"/.exec(handOver)[1].replace(/&amp;/g, '&');
    const back = await fetch(`${app.url}${issuer}`, { redirect: 'manual' });
    const landed = await fetch(`${app.url}${back.headers.get('location')}`, { redirect: 'manual' });
    if (!/auth_id=/.test(landed.headers.get('location') ?? '')) throw new Error('3-D Secure hop did not come back');
    const t2 = performance.now() - s;
    s = performance.now();
    const done = await expectOk(
      await api(app.url, `/invoices/credit_cards/approval/${approval.approval.id}/challenge`, { headers, body: {} }),
      'challenge',
    );
    const t3 = performance.now() - s;
    if (done.approval.status !== 'authorized') throw new Error(`approval ${i}: ${done.approval.status}`);
    if (i < 5) continue; // warm-up
    baseline.push(base);
    request.push(t1);
    hop.push(t2);
    complete.push(t3);
    total.push(performance.now() - started);
  }
  const b = stats(baseline);
  console.log(`\n2. The approval step through the built app and its embedded simulator, ${APPROVALS} approvals`);
  console.log(`   baseline GET /system/time       p50 ${fmt(b.p50)}  p95 ${fmt(b.p95)}`);
  for (const [name, xs] of [
    ['POST approval (MPI authorise)', request],
    ['3-D Secure hop (3 pages)', hop],
    ['POST …/challenge (GetResult)', complete],
    ['whole step', total],
  ]) {
    const x = stats(xs);
    console.log(
      `   ${name.padEnd(30)}  p50 ${fmt(x.p50)}  p95 ${fmt(x.p95)}   (×${(x.p95 / b.p95).toFixed(1)} of baseline at p95)`,
    );
  }
} finally {
  await stop(app.child);
}
