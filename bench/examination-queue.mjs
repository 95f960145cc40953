// The operators' examination queue (GET /api/v1/ops/examination) with 100,000 payments on
// PostgreSQL (issue 14 "Bench"; docs: ../shared/DESIGN.md §9 budget p95 ≤ 50 ms).
// Usage: node bench/examination-queue.mjs [--keep] [--invoices=100000] [--buyers=200] [--calls=200] [--dist]
//          [--fixes=FILE.sql]
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is only the admin connection:
// the bench creates its own database icp_bench_exam_<ts> and drops it at the end unless --keep.
//
// 1. Starts the API from its TypeScript sources (node --import tsx; --dist: the built
//    apps/api/dist/server.js) on the empty database, which runs the migrations, with
//    bench/capture-sql.mjs preloaded to learn the SQL of each call.
// 2. Seeds buyers, suppliers, accounts, invoice files and payments with INSERT … SELECT over
//    generate_series (deterministic hashes of the row number), then VACUUM ANALYZE.
// 3. Creates an examiner (argon2id hash, as the ops command would) and logs in through the real
//    API: password → authenticator enrolment → TOTP code → operator token.
// 4. One call per scenario with the SQL capture on; then the app restarts without it and each
//    scenario is called --calls times one after another (after 20 warm-up calls): client wall
//    time and the app's Server-Timing, p50/p95/p99, against the budget.
// --fixes=FILE runs a SQL file (e.g. indexes to try) after seeding, before anything is measured; the
// examination indexes themselves are in migration 0013.
// 5. EXPLAIN (ANALYZE, BUFFERS) of every captured statement that reads invoices, and whether the
//    queue's page came from the partial index invoices_examination_queue_idx.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import argon2 from 'argon2';
import { generate } from 'otplib';
import pg from 'pg';
import { expectOk, percentile, waitReady } from './lib.mjs';

const { values: opts } = parseArgs({
  options: {
    keep: { type: 'boolean', default: false },
    dist: { type: 'boolean', default: false },
    invoices: { type: 'string', default: '100000' },
    buyers: { type: 'string', default: '200' },
    calls: { type: 'string', default: '200' },
    fixes: { type: 'string' },
  },
});

const BUDGET_P95_MS = 50;
const OPERATOR = { email: 'bench-examiner@example.co.jp', password: 'bench-examiner-2026-ok', name: 'ベンチ 審査' };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function startServer({ databaseUrl, dataDir, captureFile }) {
  const port = await freePort();
  const preloads = [];
  if (!opts.dist) preloads.push('--import tsx');
  if (captureFile) preloads.push(`--import ${pathToFileURL(fileURLToPath(new URL('./capture-sql.mjs', import.meta.url))).href}`);
  const entry = opts.dist ? 'apps/api/dist/server.js' : 'apps/api/src/server.ts';
  if (opts.dist && !existsSync(entry)) throw new Error(`${entry} is missing: run the build, or drop --dist`);
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      // As in production: the access log is part of what every request costs.
      LOG_LEVEL: 'info',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${preloads.join(' ')}`.trim(),
      ...(captureFile ? { CAPTURE_SQL_FILE: captureFile } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url, 120_000);
  return { child, url };
}

const call = (base, path, { body, headers = {} } = {}) =>
  fetch(`${base}/api/v1${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });

/**
 * Password → authenticator code → the operator's bearer token. The first login enrols (the secret
 * comes back); later ones reuse it, with the next time step's code (a code works once, and the
 * server accepts one step of drift).
 */
let totpSecret = null;
async function operatorLogIn(base) {
  const login = await expectOk(
    await call(base, '/ops/auth/login', { body: { email_address: OPERATOR.email, password: OPERATOR.password } }),
    'operator login',
  );
  if (login.enrolment) totpSecret = login.enrolment.secret;
  if (!totpSecret) throw new Error(`no authenticator secret for the bench operator: ${JSON.stringify(login)}`);
  const code = await generate({ secret: totpSecret, epoch: Math.floor(Date.now() / 1000) + (login.enrolment ? 0 : 30) });
  const session = await expectOk(
    await call(base, '/ops/auth/totp', { body: { login_token: login.login_token, code } }),
    'operator TOTP',
  );
  return { authorization: `Bearer ${session.token}` };
}

async function seed(db, { invoices, buyers }) {
  const step = async (label, sql, params = []) => {
    const t0 = performance.now();
    const res = await db.query(sql, params);
    console.log(
      `  seed: ${label} ${res.rowCount != null ? `(${res.rowCount.toLocaleString()} rows) ` : ''}${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  };
  const t0 = performance.now();
  await db.query("SET work_mem = '256MB'");
  await db.query(
    'CREATE FUNCTION pg_temp.rnd(g bigint, stream bigint, m bigint) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$ SELECT abs(hashint8extended(g, stream) % m) $$',
  );
  await step(
    'buyers',
    `INSERT INTO buyers (business_form, business_category_id, transfer_person_name)
     SELECT 1, 1 + g % 10, 'ﾍﾞﾝﾁﾊﾞｲﾔｰ' || g FROM generate_series(1, $1::int) g`,
    [buyers],
  );
  await step(
    'corporations',
    `INSERT INTO corporations (buyer_id, corporate_name, corporate_name_kana, corporate_number, representative_name,
                               representative_name_kana, postal_code, address_state, address_city, address_street,
                               representative_birthday)
     SELECT id, '株式会社ベンチ購入者' || id, 'カブシキガイシャベンチコウニュウシャ', '7123456789012', '試験 太郎', 'シケン タロウ',
            '1000005', '東京都', '千代田区丸の内', '1-2-3', '1975-05-05'
     FROM buyers`,
  );
  // Ten suppliers per buyer, mostly approved; one account each. Account numbers repeat across
  // buyers (1,500 distinct), so "account used by another buyer" is common, as the worst case.
  await step(
    'suppliers',
    `INSERT INTO suppliers (buyer_id, business_form, name, name_kana, corporate_number, postal_code, address_state,
                            address_city, address_street, status)
     SELECT b.id, 1, '株式会社ベンチ取引先' || b.id || '-' || n, 'カブシキガイシャベンチトリヒキサキ', '6012345678901', '1000005',
            '東京都', '千代田区', '丸の内1-1-1',
            (ARRAY['Approved','Approved','Approved','Approved','Approved','Approved','Escalation','Unapproved'])[1 + (b.id + n) % 8]
     FROM buyers b CROSS JOIN generate_series(1, 10) n ORDER BY b.id, n`,
  );
  await step(
    'supplier accounts',
    `INSERT INTO supplier_accounts (supplier_id, buyer_id, bank_code, bank_name, branch_code, branch_name, account_type,
                                    account_number, holder_name)
     SELECT id, buyer_id, '0001', 'みずほ銀行', '100', '東京営業部', '2', lpad((id % 1500)::text, 7, '0'), 'ﾍﾞﾝﾁﾄﾘﾋｷｻｷ'
     FROM suppliers ORDER BY id`,
  );
  await db.query(`CREATE TEMP TABLE seed_suppliers AS
       SELECT s.buyer_id, (row_number() OVER (PARTITION BY s.buyer_id ORDER BY s.id) - 1)::bigint AS n, s.id, a.id AS account_id
       FROM suppliers s JOIN supplier_accounts a ON a.supplier_id = s.id`);
  await db.query(`CREATE TEMP TABLE seed_buyers AS SELECT (row_number() OVER (ORDER BY id) - 1)::bigint AS k, id FROM buyers`);
  await db.query('ANALYZE seed_suppliers; ANALYZE seed_buyers');
  // One file per payment (the examiner's viewer needs it); 1 % are the same bytes as the row before.
  await step(
    'invoice files',
    `INSERT INTO invoice_files (buyer_id, storage_key, file_name, content_type, size_bytes, page_count, sha256, created_at)
     SELECT b.id, 'bench/' || g, '請求書' || g || '.pdf', 'application/pdf', 50000, 1,
            md5((CASE WHEN g % 100 = 0 THEN g - 1 ELSE g END)::text) || md5('x' || (CASE WHEN g % 100 = 0 THEN g - 1 ELSE g END)),
            now() - ($1 - g) * (94608000.0::float8 / $1) * interval '1 second'
     FROM generate_series(1, $1::bigint) g JOIN seed_buyers b ON b.k = pg_temp.rnd(g, 4, $2)
     ORDER BY g`,
    [invoices, buyers],
  );
  // Payments over three years, ids following created_at. Status as bench/invoice-list.mjs:
  // 1 申請中 6 %, 2 確認済 4 % (the queue: ~10,000 rows), 3 6 %, 4 68 %, 5 6 %, 6–8 10 %.
  // 10 % of the queue waits for the buyer's correction. Amount ¥1,000 … ¥3.2M log-uniform.
  await step(
    'invoices',
    `WITH x AS (
       SELECT g, b.id AS buyer_id, f.id AS file_id, f.created_at,
              pg_temp.rnd(g, 1, 10000) AS hs, pg_temp.rnd(g, 3, 1000000) AS h3,
              (10 ^ (3 + pg_temp.rnd(g, 5, 3500) / 1000.0::float8))::bigint AS amount
       FROM generate_series(1, $1::bigint) g
       JOIN seed_buyers b ON b.k = pg_temp.rnd(g, 4, $2)
       JOIN invoice_files f ON f.storage_key = 'bench/' || g
     ), y AS (
       SELECT x.*, (CASE WHEN hs < 600 THEN 1 WHEN hs < 1000 THEN 2 WHEN hs < 1600 THEN 3 WHEN hs < 8400 THEN 4
                         WHEN hs < 9000 THEN 5 WHEN hs < 9200 THEN 6 WHEN hs < 9600 THEN 7 ELSE 8 END)::smallint AS status,
              greatest(330, round(amount * 0.0298::float8))::bigint AS commission
       FROM x
     )
     INSERT INTO invoices (buyer_id, type, status, is_action_required, supplier_id, account_id, file_id, amount, commission,
                           total, invoice_number, due_date, transfer_date, captured_on, created_at, updated_at)
     SELECT y.buyer_id, 'InvoicePayment', y.status, y.status IN (1, 2) AND y.h3 % 10 = 0, s.id, s.account_id, y.file_id,
            y.amount, y.commission, y.amount + y.commission,
            'INV-' || (CASE WHEN y.g % 100 = 1 THEN y.g - 1 ELSE y.g END),
            (y.created_at + interval '30 days')::date, (y.created_at + (5 + y.h3 % 30) * interval '1 day')::date,
            CASE WHEN y.status IN (3, 4) THEN (y.created_at + interval '3 days')::date END,
            y.created_at, y.created_at
     FROM y JOIN seed_suppliers s ON s.buyer_id = y.buyer_id AND s.n = y.h3 % 10
     ORDER BY y.g`,
    [invoices, buyers],
  );
  await step('VACUUM ANALYZE', 'VACUUM (ANALYZE) buyers, corporations, suppliers, supplier_accounts, invoice_files, invoices');
  await db.query('RESET work_mem');
  const c = (
    await db.query(`SELECT count(*)::int AS total, count(*) FILTER (WHERE status IN (1, 2))::int AS queue,
                           count(*) FILTER (WHERE status IN (1, 2) AND is_action_required)::int AS action FROM invoices`)
  ).rows[0];
  console.log(
    `  seeded ${c.total.toLocaleString()} payments (queue ${c.queue.toLocaleString()}, ${c.action.toLocaleString()} waiting for the buyer) in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
}

async function timeCalls(base, path, headers, calls) {
  const one = async () => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/v1${path}`, { headers });
    const body = await res.text();
    const wall = performance.now() - t0;
    if (!res.ok) throw new Error(`${path}: ${res.status} ${body}`);
    const server = Number(/app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? NaN);
    return { wall, server, items: JSON.parse(body).items.length };
  };
  // A scenario far over budget is cut short (20 s of warm-up, 30 s of calls, at least 5 calls).
  const warm0 = performance.now();
  for (let i = 0; i < 20 && performance.now() - warm0 < 20_000; i++) await one();
  const walls = [];
  const servers = [];
  let items = 0;
  const t0 = performance.now();
  for (let i = 0; i < calls && (i < 5 || performance.now() - t0 < 30_000); i++) {
    const r = await one();
    walls.push(r.wall);
    servers.push(r.server);
    items = r.items;
  }
  return { walls, servers, items };
}

async function main() {
  const invoices = Number(opts.invoices);
  const buyers = Number(opts.buyers);
  const calls = Number(opts.calls);
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `icp_bench_exam_${Date.now()}`;
  const benchUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const work = mkdtempSync(join(tmpdir(), 'icp-exam-queue-'));
  const dataDir = join(work, 'data');
  const captureFile = join(work, 'sql.jsonl');
  const db = new pg.Client({ connectionString: benchUrl });
  let app = null;
  try {
    const v = (await admin.query("SELECT current_setting('server_version') AS v, current_setting('shared_buffers') AS sb"))
      .rows[0];
    console.log(
      `database ${dbName} · PostgreSQL ${v.v} (shared_buffers ${v.sb}) · ${cpus().length} CPUs, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} · API from ${opts.dist ? 'apps/api/dist' : 'sources (tsx)'}`,
    );
    app = await startServer({ databaseUrl: benchUrl, dataDir, captureFile });
    await db.connect();
    await seed(db, { invoices, buyers });
    if (opts.fixes) {
      const t0 = performance.now();
      await db.query(readFileSync(opts.fixes, 'utf8'));
      console.log(`  applied ${opts.fixes} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
    await db.query(`INSERT INTO operators (email_address, name, roles, password_hash) VALUES ($1, $2, ARRAY['examiner'], $3)`, [
      OPERATOR.email,
      OPERATOR.name,
      await argon2.hash(OPERATOR.password, { type: argon2.argon2id }),
    ]);

    const queueSize = (await db.query('SELECT count(*)::int AS n FROM invoices WHERE status IN (1, 2)')).rows[0].n;
    const ids = (
      await db.query(`SELECT (SELECT id FROM invoices WHERE status IN (1, 2) ORDER BY id OFFSET ${Math.floor(queueSize / 2)} LIMIT 1) AS mid,
                             (SELECT buyer_id FROM invoices WHERE status IN (1, 2) ORDER BY id LIMIT 1) AS buyer,
                             (SELECT supplier_id FROM invoices WHERE status IN (1, 2) ORDER BY id LIMIT 1) AS supplier`)
    ).rows[0];
    const scenarios = [
      ['first page', '/ops/examination'],
      [`page after ${Math.floor(queueSize / 2).toLocaleString()} rows`, `/ops/examination?after=${ids.mid}`],
      ['status 確認済', '/ops/examination?status=InProgressExaminationChecked'],
      ['one buyer', `/ops/examination?buyer_id=${ids.buyer}`],
      ['one supplier', `/ops/examination?supplier_id=${ids.supplier}`],
      ['amount ≥ ¥1M', '/ops/examination?amount_min=1000000'],
      ['waiting for the buyer', '/ops/examination?action_required=yes'],
      ['flag supplier_not_approved', '/ops/examination?flag=supplier_not_approved'],
      ['flag first_payment_to_account', '/ops/examination?flag=first_payment_to_account'],
      ['flag amount_far_above_history', '/ops/examination?flag=amount_far_above_history'],
      ['flag possible_duplicate', '/ops/examination?flag=possible_duplicate'],
      ['flag account_used_by_other_buyer', '/ops/examination?flag=account_used_by_other_buyer'],
    ];

    // --- the SQL of each call ------------------------------------------------------------------
    let headers = await operatorLogIn(app.url);
    const captured = {};
    for (const [name, path] of scenarios) {
      const before = existsSync(captureFile) ? readFileSync(captureFile, 'utf8').length : 0;
      await expectOk(await fetch(`${app.url}/api/v1${path}`, { headers }), path);
      captured[name] = readFileSync(captureFile, 'utf8')
        .slice(before)
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
        .filter((q) => /from "invoices"/i.test(q.text));
    }
    await stop(app.child);

    // --- timing, without the capture -----------------------------------------------------------
    app = await startServer({ databaseUrl: benchUrl, dataDir });
    headers = await operatorLogIn(app.url);
    const rows = [];
    for (const [name, path] of scenarios) {
      const r = await timeCalls(app.url, path, headers, calls);
      rows.push({ name, path, ...r });
      console.log(`  ${name}: ${r.items} rows, p95 ${percentile(r.walls, 95).toFixed(1)} ms`);
    }
    await stop(app.child);
    app = null;

    const f = (x) => x.toFixed(1);
    console.log(
      `\n## GET /api/v1/ops/examination, ${invoices.toLocaleString()} payments, ${buyers} buyers, PostgreSQL, ${calls} sequential calls each (after 20 warm-up)${opts.fixes ? `, with ${opts.fixes}` : ''}, load average ${loadavg()[0].toFixed(1)}\n`,
    );
    console.log(
      '| scenario | rows | calls | wall p50 | wall p95 | wall p99 | server p50 | server p95 | server p99 | budget p95 ≤ 50 ms |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const r of rows) {
      const p95 = percentile(r.walls, 95);
      console.log(
        `| ${r.name} | ${r.items} | ${r.walls.length} | ${f(percentile(r.walls, 50))} | ${f(p95)} | ${f(percentile(r.walls, 99))} | ${f(percentile(r.servers, 50))} | ${f(percentile(r.servers, 95))} | ${f(percentile(r.servers, 99))} | ${p95 <= BUDGET_P95_MS ? 'PASS' : 'MISS'} |`,
      );
    }

    // --- plans (jit off, as the app runs the queue) ------------------------------------------------
    await db.query('SET jit = off');
    for (const [name] of scenarios) {
      for (const q of captured[name]) {
        const plan = (await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, q.values)).rows
          .map((r) => r['QUERY PLAN'])
          .join('\n');
        const usesQueueIndex = /invoices_examination_queue_idx/.test(plan);
        console.log(`\n### EXPLAIN ${name} — ${usesQueueIndex ? 'uses' : 'does NOT use'} invoices_examination_queue_idx`);
        console.log(`params ${JSON.stringify(q.values)}`);
        console.log(plan);
      }
    }
  } finally {
    if (app) await stop(app.child);
    await db.end().catch(() => {});
    if (opts.keep) console.log(`\nkept database ${dbName}: ${benchUrl}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    rmSync(work, { recursive: true, force: true });
    await admin.end();
  }
}

await main();
