// List calls under load on PostgreSQL with 1M invoices (docs/design.md §9, issue 5 "Report").
// Usage: npm run build && node bench/invoice-list.mjs [--keep] [--duration=10] [--invoices=1000000]
//          [--big=100000] [--buyers=1000] [--connections=50,100] [--fixes=bench/invoice-list-fixes.sql]
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is only the admin connection:
// the bench creates its own database icp_bench_<ts>, and drops it at the end unless --keep.
//
// 1. Starts the built app once on the empty database (it runs its migrations), signs up and
//    registers the big buyer through the API, seeds the rest with INSERT … SELECT, VACUUM ANALYZE.
// 2. Calls each list URL once with bench/capture-sql.mjs preloaded to record the SQL the app runs
//    for it, then restarts the app without the preload.
// 3. Starts a bare Fastify + pg handler (this file with --serve-bare, in a child process so it does
//    not share an event loop with autocannon) that replays exactly those statements.
// 4. autocannon: app and bare back to back per URL and connection count. The bare handler replays
//    the app's session lookup too (the app must do it on every call); at the highest count a
//    "bare, no auth" run shows what that lookup costs. Then EXPLAIN (ANALYZE, BUFFERS) of every
//    captured list statement.
// --fixes=FILE runs a SQL file (e.g. proposed indexes) after seeding, before anything is measured.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { api, authHeaders, codeFor, expectOk, percentile, registerBuyer, startApp, waitReady } from './lib.mjs';

const { values: opts } = parseArgs({
  options: {
    keep: { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    invoices: { type: 'string', default: '1000000' },
    big: { type: 'string', default: '100000' },
    buyers: { type: 'string', default: '1000' },
    connections: { type: 'string', default: '50,100' },
    fixes: { type: 'string' },
    'serve-bare': { type: 'string' },
  },
});

// The "bare" side of the comparison: Fastify + a pg Pool replaying the captured statements with the
// captured parameters. Same pool size as the app (apps/api/src/db/client.ts: max 10), so the
// difference measured is the app's own work: auth, validation, drizzle, mapping, serialization.
async function serveBare(queriesFile) {
  const { default: Fastify } = await import('fastify');
  const scenarios = JSON.parse(readFileSync(queriesFile, 'utf8'));
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const app = Fastify({ logger: false });
  app.get('/readyz', async () => ({ ok: true }));
  app.get('/bare/:name', async (req, reply) => {
    const queries = scenarios[req.params.name];
    // Note: the session query is replayed as captured, i.e. for the big buyer's session.
    if (!queries) return reply.code(404).send({ message: 'unknown scenario' });
    const results = [];
    // Named, as the app's statements are (apps/api/src/db/prepared.ts): each connection parses
    // and plans a statement once, so bare gets the same saving in PostgreSQL.
    for (const [i, q] of queries.entries())
      results.push((await pool.query({ name: `${req.params.name}-${i}`, text: q.text, values: q.values })).rows);
    return { results };
  });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.once('SIGTERM', () => app.close().then(() => pool.end().then(() => process.exit(0))));
}

async function main() {
  const { default: autocannon } = await import('autocannon');
  const duration = Number(opts.duration);
  const totalInvoices = Number(opts.invoices);
  const bigInvoices = Number(opts.big);
  const buyerCount = Number(opts.buyers);
  const connectionCounts = opts.connections.split(',').map(Number);
  checkBuild();

  const review = 'status=InProgress,InProgressExaminationChecked&type=InvoicePayment,InvoiceRequestBuyer';
  // The review tab (spec §4) is the call from the issue; the deep page shows what OFFSET costs;
  // /suppliers is the other list call docs/design.md §9 budgets.
  const scenarios = [
    { name: 'invoices-review', table: 'invoices', path: `/api/v1/invoices?${review}&from=0&size=20` },
    { name: 'invoices-review-from5000', table: 'invoices', path: `/api/v1/invoices?${review}&from=5000&size=20` },
    { name: 'suppliers', table: 'suppliers', path: '/api/v1/suppliers?from=0&size=20' },
  ];

  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `icp_bench_${Date.now()}`;
  const benchUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const work = mkdtempSync(join(tmpdir(), 'icp-invoice-list-'));
  const running = new Set();
  const db = new pg.Client({ connectionString: benchUrl });
  let dbConnected = false;
  try {
    const pgInfo = await admin.query(
      "SELECT current_setting('server_version') AS v, current_setting('shared_buffers') AS sb, current_setting('work_mem') AS wm",
    );
    console.log(
      `database ${dbName} · PostgreSQL ${pgInfo.rows[0].v} (shared_buffers ${pgInfo.rows[0].sb}, work_mem ${pgInfo.rows[0].wm}) · ` +
        `${cpus().length} CPUs, load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')} at start`,
    );

    // --- 1. migrations + the big buyer through the real API ------------------------------------
    const dataDir = join(work, 'data');
    const captureFile = join(work, 'sql.jsonl');
    // LOG_LEVEL info, as in production: the access log is part of what every request costs.
    const appEnv = { DATABASE_URL: benchUrl, SEED_DEMO: 'false', LOG_LEVEL: 'info' };
    const preload = `--import ${pathToFileURL(fileURLToPath(new URL('./capture-sql.mjs', import.meta.url))).href}`;
    let app = startApp({
      port: await freePort(),
      dataDir,
      env: { ...appEnv, CAPTURE_SQL_FILE: captureFile, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${preload}`.trim() },
    });
    running.add(app.child);
    await waitReady(app.url, 60_000);
    const email = `bench-big-buyer-${Date.now()}@example.co.jp`;
    const password = 'bench-password-2026-ok';
    const big = await registerBuyer(app.url, email, password, {
      corporate_name: '株式会社ベンチ大口商事',
      corporate_name_kana: 'カブシキガイシャベンチオオグチショウジ',
      transfer_person_name: 'ベンチオオグチシヨウジ',
    });
    console.log(`big buyer ${big.buyerId} (${email}) registered through the API`);

    await db.connect();
    dbConnected = true;
    await seed(db, { bigBuyerId: big.buyerId, email, totalInvoices, bigInvoices, buyerCount });
    if (opts.fixes) {
      const t0 = performance.now();
      await db.query(readFileSync(opts.fixes, 'utf8'));
      console.log(`  applied ${opts.fixes} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }

    // --- 2. the SQL each call runs -------------------------------------------------------------
    const captured = {};
    for (const s of scenarios) {
      captured[s.name] = await captureCall(app.url, s, big.headers, captureFile);
      const c = captured[s.name];
      console.log(`${s.path}\n  → ${c.summary}; the app ran ${c.auth.length} auth + ${c.list.length} list statements for it`);
    }
    await stop(app.child);
    running.delete(app.child);
    const queriesFile = join(work, 'queries.json');
    const replay = {};
    for (const [name, c] of Object.entries(captured)) {
      // The app must look the session up on every call (logout takes effect at once), so the bare
      // handler does too: same statements, same round trips; "bare, no auth" shows what that costs.
      replay[name] = [...c.auth.filter((q) => /^select/i.test(q.text)), ...c.list];
      replay[`${name}-noauth`] = c.list;
    }
    writeFileSync(queriesFile, JSON.stringify(replay));

    // --- 3. the app (no preload) and the bare handler ------------------------------------------
    app = startApp({ port: await freePort(), dataDir, env: appEnv });
    running.add(app.child);
    const barePort = await freePort();
    const bare = spawn(process.execPath, [fileURLToPath(import.meta.url), `--serve-bare=${queriesFile}`], {
      env: { ...process.env, DATABASE_URL: benchUrl, PORT: String(barePort) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    running.add(bare);
    const bareUrl = `http://127.0.0.1:${barePort}`;
    await Promise.all([waitReady(app.url, 60_000), waitReady(bareUrl, 30_000)]);
    // A fresh login: the sign-up tokens may be close to their 15-minute life after seeding.
    const headers = await logIn(app.url, email, password);

    // --- 4. load -------------------------------------------------------------------------------
    const rows = [];
    for (const s of scenarios) {
      for (const connections of connectionCounts) {
        const appRun = await load(autocannon, `${app.url}${s.path}`, connections, duration, headers, app.child.pid);
        const bareRun = await load(autocannon, `${bareUrl}/bare/${s.name}`, connections, duration, {}, bare.pid);
        // ratio: the app's throughput as a share of this row's (the §9 budget is app ÷ bare).
        rows.push({ scenario: s.name, target: 'app', connections, ...appRun, ratio: null });
        rows.push({ scenario: s.name, target: 'bare', connections, ...bareRun, ratio: appRun.rps / bareRun.rps });
        if (connections === Math.max(...connectionCounts)) {
          const noAuthRun = await load(autocannon, `${bareUrl}/bare/${s.name}-noauth`, connections, duration, {}, bare.pid);
          rows.push({ scenario: s.name, target: 'bare, no auth', connections, ...noAuthRun, ratio: appRun.rps / noAuthRun.rps });
        }
        console.log(
          `  ${s.name} @${connections}: app ${appRun.rps.toFixed(0)} req/s p99 ${appRun.p99} ms · bare ${bareRun.rps.toFixed(0)} req/s p99 ${bareRun.p99} ms · load avg ${loadavg()[0].toFixed(1)}`,
        );
      }
    }
    const probes = await measureStatsProbes(app.url, headers);
    await Promise.all([...running].map((child) => stop(child)));
    running.clear();

    printTable(rows, { totalInvoices, bigInvoices, duration });
    printProbes(probes);

    // --- EXPLAIN, warm cache (after the load, as in steady state) ------------------------------
    // Statements of requests autocannon gave up on keep running in PostgreSQL: let them finish first.
    for (let i = 0; i < 120; i++) {
      const busy = await db.query(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active'",
      );
      if (busy.rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    for (const s of scenarios) {
      for (const [i, q] of captured[s.name].list.entries()) {
        const plan = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, q.values);
        console.log(
          `\n### EXPLAIN ${s.name} statement ${i + 1}/${captured[s.name].list.length}, params ${JSON.stringify(q.values)}`,
        );
        console.log(q.text);
        console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
      }
    }
  } finally {
    await Promise.all([...running].map((child) => stop(child)));
    if (dbConnected) await db.end();
    if (opts.keep) console.log(`\nkept database ${dbName}: ${benchUrl} and ${work} (captured SQL: queries.json)`);
    else {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      rmSync(work, { recursive: true, force: true });
    }
    await admin.end();
  }
}

/** The bench measures the built app; building here would hide a stale build from whoever runs it. */
function checkBuild() {
  const dist = 'apps/api/dist/server.js';
  if (!existsSync(dist)) {
    console.error(`${dist} is missing: run \`npm run build\` first (from the repository root).`);
    process.exit(1);
  }
  const built = statSync(dist).mtimeMs;
  const newer = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && statSync(path).mtimeMs > built) newer.push(path);
    }
  };
  for (const dir of ['apps/api/src', 'packages/contract/src', 'packages/domain/src']) if (existsSync(dir)) walk(dir);
  if (newer.length) {
    console.warn(
      `WARNING: ${newer.length} source file(s) changed after the last build (${newer.slice(0, 3).join(', ')}${newer.length > 3 ? ', …' : ''}).\n` +
        `         The figures below are for the built code; run \`npm run build\` first to measure the current sources.`,
    );
  }
}

/** lib.mjs's stop() waits for an exit that never comes if the child already died (e.g. a failed start). */
function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

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

async function logIn(base, email, password) {
  const since = new Date().toISOString();
  const login = await expectOk(await api(base, '/login', { body: { email_address: email, password } }), 'login');
  const code = await codeFor(base, email, since);
  const tokens = await expectOk(await api(base, '/login_2auth', { body: { login_token: login.login_token, code } }), '2FA');
  return authHeaders(tokens);
}

/**
 * Seeds with INSERT … SELECT over generate_series, deterministic (hashes of the row number, not
 * random()), so two runs see the same data. FK checks stay on: the data must be what the app
 * could have written.
 */
async function seed(db, { bigBuyerId, email, totalInvoices, bigInvoices, buyerCount }) {
  const step = async (label, sql, params = []) => {
    const t0 = performance.now();
    const res = await db.query(sql, params);
    console.log(
      `  seed: ${label} ${res.rowCount != null ? `(${res.rowCount.toLocaleString()} rows) ` : ''}${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  };
  const t0 = performance.now();
  await db.query("SET work_mem = '256MB'"); // the ORDER BY of 1M rows below sorts in memory
  // rnd(g, stream, m): a uniform-enough integer in [0, m) from row number g; streams are independent.
  await db.query(
    'CREATE FUNCTION pg_temp.rnd(g bigint, stream bigint, m bigint) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$ SELECT abs(hashint8extended(g, stream) % m) $$',
  );
  await step(
    'buyers',
    `INSERT INTO buyers (business_form, business_category_id, transfer_person_name)
     SELECT 1 + (g % 4 = 0)::int, 1 + g % 10, 'ベンチバイヤー' || g FROM generate_series(1, $1::int) g`,
    [buyerCount - 1],
  );
  // One active user per buyer, with the big buyer's real argon2id hash (same cost to verify).
  await step(
    'users',
    `INSERT INTO users (email_address, password_hash, status, email_verified_at, user_last_name, user_first_name,
                        phone_number, buyer_id, accepted_terms_version, accepted_terms_at)
     SELECT 'bench-buyer-' || b.id || '@example.co.jp', u.password_hash, 'active', now(), '試験', '太郎',
            '03-0000-0000', b.id, u.accepted_terms_version, u.accepted_terms_at
     FROM buyers b CROSS JOIN (SELECT * FROM users WHERE email_address = $1) u WHERE b.id <> $2`,
    [email, bigBuyerId],
  );
  // A few suppliers per buyer; the big buyer pays 100. Statuses mostly approved, as in use.
  await step(
    'suppliers',
    `INSERT INTO suppliers (buyer_id, business_form, name, name_kana, corporate_number, postal_code, address_state,
                            address_city, address_street, status)
     SELECT b.id, 1, '株式会社ベンチ取引先' || b.id || '-' || n, 'カブシキガイシャベンチトリヒキサキ', NULL, '1000005', '東京都',
            '千代田区', '丸の内1-1-1', (ARRAY['Approved','Approved','Approved','Approved','Escalation','Unapproved','Rejected'])[1 + (b.id + n) % 7]
     FROM buyers b CROSS JOIN LATERAL generate_series(1, CASE WHEN b.id = $1 THEN 100 ELSE 3 + b.id % 3 END) n
     ORDER BY b.id, n`,
    [bigBuyerId],
  );
  await step(
    'supplier accounts',
    `INSERT INTO supplier_accounts (supplier_id, buyer_id, bank_code, bank_name, branch_code, branch_name, account_type,
                                    account_number, holder_name)
     SELECT id, buyer_id, '0001', 'みずほ銀行', '100', '東京営業部', '2', lpad((id % 10000000)::text, 7, '0'), 'ﾍﾞﾝﾁﾄﾘﾋｷｻｷ'
     FROM suppliers ORDER BY id`,
  );
  // Lookup tables for the invoice insert: the k-th other buyer, and the n-th supplier of each buyer.
  await db.query(
    `CREATE TEMP TABLE seed_others AS
       SELECT (row_number() OVER (ORDER BY id) - 1)::bigint AS k, id AS buyer_id FROM buyers WHERE id <> $1`,
    [bigBuyerId],
  );
  await db.query(`CREATE TEMP TABLE seed_suppliers AS
       SELECT buyer_id, (row_number() OVER (PARTITION BY buyer_id ORDER BY id) - 1)::bigint AS n, id FROM suppliers`);
  await db.query('CREATE TEMP TABLE seed_counts AS SELECT buyer_id, count(*) AS cnt FROM seed_suppliers GROUP BY buyer_id');
  await db.query('ANALYZE seed_others; ANALYZE seed_suppliers; ANALYZE seed_counts');

  // Invoices: every (total/big)-th row belongs to the big buyer, so its rows are spread over the
  // whole heap as they would be after years of interleaved inserts (no free locality). ids follow
  // created_at (3 years). Status and type are independent of age, i.e. the review tab's rows are
  // scattered too: the unfavourable case for the heap reads a count or a page needs.
  //   status: 1 InProgress 6 %, 2 ExaminationChecked 4 %, 3 ExaminationCompleted 6 %,
  //           4 TransferCompleted 68 %, 5 Cancel 6 %, 6 BuyerNotRegistered 2 %,
  //           7 WaitingForPayment 4 %, 8 Expired 4 % (6–8 are seller requests)
  //   type (statuses 1–5): InvoicePayment 88 %, InvoiceRequestBuyer 10 %, InvoiceRequestSeller 2 %
  //   is_action_required: 10 % of statuses 1–2; amount ¥1,000 … ¥3.2M, log-uniform;
  //   commission 2.98 % (≥ ¥330); transfer date 5–34 days after creation.
  // Arithmetic is float8 on purpose: numeric 10 ^ x costs ~16 s per million rows, float8 0.2 s.
  // The supplier ordinal n is computed before joining seed_suppliers so that join is a pure
  // equi-join (as a join filter it re-checked the big buyer's 100 suppliers per row).
  await step(
    'invoices',
    `WITH x AS (
       SELECT g,
              CASE WHEN g % $1 = 0 THEN $2::bigint ELSE o.buyer_id END AS buyer_id,
              pg_temp.rnd(g, 1, 10000) AS hs,
              pg_temp.rnd(g, 2, 100) AS ht,
              pg_temp.rnd(g, 3, 1000000) AS h3,
              (10 ^ (3 + pg_temp.rnd(g, 5, 3500) / 1000.0::float8))::bigint AS amount,
              now() - ($3 - g) * (94608000.0::float8 / $3) * interval '1 second' AS created_at
       FROM generate_series(1, $3::bigint) g
       JOIN seed_others o ON o.k = pg_temp.rnd(g, 4, $4)
     ), y AS (
       SELECT x.*,
              (CASE WHEN hs < 600 THEN 1 WHEN hs < 1000 THEN 2 WHEN hs < 1600 THEN 3 WHEN hs < 8400 THEN 4
                    WHEN hs < 9000 THEN 5 WHEN hs < 9200 THEN 6 WHEN hs < 9600 THEN 7 ELSE 8 END)::smallint AS status
       FROM x
     ), z AS (
       SELECT y.*, y.h3 % c.cnt AS n,
              CASE WHEN status >= 6 OR (ht >= 88 AND ht < 98) THEN 'InvoiceRequestBuyer'
                   WHEN ht < 88 THEN 'InvoicePayment' ELSE 'InvoiceRequestSeller' END AS type,
              greatest(330, round(amount * 0.0298::float8))::bigint AS commission
       FROM y JOIN seed_counts c USING (buyer_id)
     )
     INSERT INTO invoices (buyer_id, type, status, is_action_required, supplier_id, amount, commission, total,
                           due_date, transfer_date, seller_name, created_at, updated_at)
     SELECT z.buyer_id, z.type, z.status, z.status IN (1, 2) AND z.h3 % 10 = 0,
            CASE WHEN z.type = 'InvoiceRequestBuyer' THEN NULL ELSE s.id END,
            z.amount, z.commission, CASE WHEN z.status <= 5 THEN z.amount + z.commission ELSE 0 END,
            (z.created_at + interval '30 days')::date,
            CASE WHEN z.status <= 5 THEN (z.created_at + (5 + z.h3 % 30) * interval '1 day')::date END,
            CASE WHEN z.type = 'InvoiceRequestBuyer' THEN '株式会社ベンチ請求元' || (z.h3 % 500) END,
            z.created_at, z.created_at
     FROM z JOIN seed_suppliers s ON s.buyer_id = z.buyer_id AND s.n = z.n
     ORDER BY z.g`,
    [Math.round(totalInvoices / bigInvoices), bigBuyerId, totalInvoices, buyerCount - 1],
  );
  // VACUUM, not only ANALYZE: autovacuum would have set the visibility map on a table this old,
  // which is what lets PostgreSQL answer from the index alone (index-only scans).
  await step('VACUUM ANALYZE', 'VACUUM (ANALYZE) buyers, users, suppliers, supplier_accounts, invoices');
  await db.query('RESET work_mem'); // EXPLAIN later runs on this session: plan with the server's setting
  const counts = await db.query(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE buyer_id = $1)::int AS big,
            count(*) FILTER (WHERE buyer_id = $1 AND status IN (1, 2) AND type IN ('InvoicePayment', 'InvoiceRequestBuyer'))::int AS review
     FROM invoices`,
    [bigBuyerId],
  );
  const c = counts.rows[0];
  console.log(
    `  seeded ${c.total.toLocaleString()} invoices, ${c.big.toLocaleString()} for the big buyer (review tab: ${c.review.toLocaleString()}) in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
}

/** One authenticated call with the SQL capture on: which statements did it run? */
async function captureCall(base, scenario, headers, captureFile) {
  const before = existsSync(captureFile) ? readFileSync(captureFile, 'utf8').length : 0;
  const body = await expectOk(await fetch(`${base}${scenario.path}`, { headers }), scenario.path);
  const statements = readFileSync(captureFile, 'utf8')
    .slice(before)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  // Background jobs (mail outbox, approval sweeper) may query meanwhile: keep only the session check
  // and the statements that read the listed table.
  const list = statements.filter((q) => new RegExp(`from "${scenario.table}"`, 'i').test(q.text));
  const auth = statements.filter((q) => /"sessions"/.test(q.text));
  if (list.length === 0) throw new Error(`no SQL captured for ${scenario.path}: is bench/capture-sql.mjs loaded?`);
  const summary =
    'total_count' in body
      ? `total_count ${body.total_count.toLocaleString()}, ${body.invoices.length} rows`
      : `count_all ${body.count_all.toLocaleString()}, ${body.suppliers.length} rows`;
  return { list, auth, summary };
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execSync('getconf CLK_TCK', { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (user + system) a process has used so far, in ms; null where /proc is missing. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/**
 * A short warm-up (JIT, pool connections, PostgreSQL cache) that is thrown away, then the measured
 * run, with the serving process's CPU time per request (what the app's own work costs, however
 * noisy the machine's other processes make the req/s).
 */
async function load(autocannon, url, connections, duration, headers, pid) {
  await autocannon({ url, connections, duration: 2, headers });
  const cpu0 = cpuMs(pid);
  const r = await autocannon({ url, connections, duration, headers });
  const cpu1 = cpuMs(pid);
  return {
    cpuPerRequest: cpu0 === null || cpu1 === null || r.requests.total === 0 ? null : (cpu1 - cpu0) / r.requests.total,
    p50: r.latency.p50,
    p975: r.latency.p97_5,
    p99: r.latency.p99,
    rps: r.requests.average,
    total: r.requests.total,
    bad: r.non2xx + r.errors + r.timeouts,
  };
}

// The nine probes the logged-in shell fires on every page load (apps/web/src/lib/session/user-stats.ts,
// spec §7): suppliers by status group, unread notifications, the five payment tabs, drafts.
const tab = (status, type, action) =>
  `/api/v1/invoices?from=0&size=1&status=${status}&type=${type}${action === undefined ? '' : `&is_action_required=${action}`}`;
const STATS_PROBE_PATHS = [
  '/api/v1/suppliers?from=0&size=1&status=Approved,Escalation,Unapproved',
  '/api/v1/suppliers?from=0&size=1&status=Rejected',
  '/api/v1/users/notifications?from=0&size=1',
  tab('InProgress,InProgressExaminationChecked,InProgressExaminationCompleted', 'InvoicePayment', true),
  tab('InProgress,InProgressExaminationChecked', 'InvoicePayment,InvoiceRequestBuyer', false),
  tab('InProgressExaminationCompleted', 'InvoicePayment,InvoiceRequestBuyer'),
  tab('TransferCompleted,Cancel,Expired', 'InvoicePayment,InvoiceRequestBuyer'),
  tab('WaitingForPayment,BuyerNotRegistered', 'InvoiceRequestBuyer', false),
  '/api/v1/drafts?from=0&size=1',
];

/**
 * One page load's probes for the big buyer, 200 times on an otherwise idle server. Server time is
 * what the app reports in its Server-Timing header (request received → answer ready), summed over
 * the nine calls sent one after another; the wall time is all nine sent at once, as the browser
 * does, seen from the client.
 */
async function measureStatsProbes(base, headers) {
  const probe = async (path) => {
    const res = await fetch(`${base}${path}`, { headers });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    const dur = /app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1];
    if (dur === undefined) throw new Error(`${path}: no Server-Timing header`);
    return Number(dur);
  };
  for (let i = 0; i < 20; i++) await Promise.all(STATS_PROBE_PATHS.map(probe)); // warm-up
  const sums = [];
  const walls = [];
  const perProbe = STATS_PROBE_PATHS.map(() => []);
  for (let i = 0; i < 200; i++) {
    let sum = 0;
    for (const [k, path] of STATS_PROBE_PATHS.entries()) {
      const ms = await probe(path);
      perProbe[k].push(ms);
      sum += ms;
    }
    sums.push(sum);
    const t0 = performance.now();
    await Promise.all(STATS_PROBE_PATHS.map(probe));
    walls.push(performance.now() - t0);
  }
  return { sums, walls, perProbe };
}

function printProbes({ sums, walls, perProbe }) {
  const f = (v) => v.toFixed(1);
  console.log('\n## Stats probes of one page load (9 calls, the big buyer: 100,000 invoices), 200 page loads\n');
  console.log(
    `- server time (Server-Timing), nine calls summed: p50 ${f(percentile(sums, 50))} ms, p95 ${f(percentile(sums, 95))} ms (goal ≤ 10 ms)`,
  );
  console.log(
    `- all nine at once as the browser sends them, wall time at the client: p50 ${f(percentile(walls, 50))} ms, p95 ${f(percentile(walls, 95))} ms`,
  );
  for (const [k, path] of STATS_PROBE_PATHS.entries())
    console.log(`  - server p50 ${f(percentile(perProbe[k], 50))} ms, p95 ${f(percentile(perProbe[k], 95))} ms  ${path}`);
}

function printTable(rows, { totalInvoices, bigInvoices, duration }) {
  console.log(
    `\n## List calls, ${totalInvoices.toLocaleString()} invoices (${bigInvoices.toLocaleString()} for the caller), PostgreSQL, ${duration} s per run after a 2 s warm-up\n`,
  );
  console.log('| call | target | conns | p50 ms | p97.5 ms | p99 ms | req/s | errors | app ÷ this | CPU ms/request |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  // autocannon reports 0 ms when no request completed (all slower than the run, or past its 10 s timeout).
  const ms = (r, v) => (r.rps > 0 ? String(v) : '—');
  for (const r of rows) {
    const ratio = r.ratio == null || !Number.isFinite(r.ratio) ? '' : `${(r.ratio * 100).toFixed(0)} %`;
    console.log(
      `| ${r.scenario} | ${r.target} | ${r.connections} | ${ms(r, r.p50)} | ${ms(r, r.p975)} | ${ms(r, r.p99)} | ${r.rps.toFixed(0)} | ${r.bad} | ${ratio} | ${r.cpuPerRequest == null ? '—' : r.cpuPerRequest.toFixed(3)} |`,
    );
  }
  if (rows.some((r) => r.rps === 0))
    console.log('\n— no request completed: each took longer than the run or hit the 10 s timeout (errors).');
  // Issue 13's goal, every list call at every connection count: app ≥ 85 % of bare req/s and app
  // p99 ≤ 1.5 × bare p99, bare doing the same SQL including the session lookup.
  console.log('\nGoal (app ≥ 85 % of bare req/s, app p99 ≤ 1.5 × bare p99, no errors):');
  for (const r of rows.filter((x) => x.target === 'app')) {
    const bare = rows.find((x) => x.target === 'bare' && x.scenario === r.scenario && x.connections === r.connections);
    const p99Ratio = bare.p99 > 0 ? r.p99 / bare.p99 : Infinity;
    const ok = bare.ratio >= 0.85 && p99Ratio <= 1.5 && r.bad === 0;
    console.log(
      `  ${ok ? 'PASS' : 'MISS'} ${r.scenario} @${r.connections}: ` +
        (Number.isFinite(bare.ratio) ? `${(bare.ratio * 100).toFixed(0)} % of bare req/s` : 'no throughput to compare') +
        `, p99 ${ms(r, `${r.p99} ms`)} = ${Number.isFinite(p99Ratio) ? p99Ratio.toFixed(2) : '—'} × bare (${ms(bare, `${bare.p99} ms`)})` +
        (r.bad ? `, ${r.bad} errors/timeouts` : ''),
    );
  }
}

// Last, so every helper above is initialised before it runs.
if (opts['serve-bare']) await serveBare(opts['serve-bare']);
else await main();
