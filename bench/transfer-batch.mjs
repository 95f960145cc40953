// A 10,000-line transfer batch on PostgreSQL (issue 14 "Bench"; ../shared/DESIGN.md §9: the Zengin
// file for a 10,000-line batch ≤ 2 s, constant memory; stretch ≤ 0.5 s).
// Usage: node bench/transfer-batch.mjs [--lines=10000] [--keep] [--results]
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is only the admin connection:
// the bench creates its own database icp_bench_payout_<ts>, migrates it, and drops it unless --keep.
//
// 1. Seeds --lines payments at 審査完了 (status 3) due on one transfer date, each to its own
//    supplier account, and two treasurers (INSERT … SELECT over generate_series).
// 2. Runs the real use cases in this process (TypeScript via tsx): buildTransferBatch (proposal →
//    draft with one pending line per payment, bank details copied), approveBatch by the second
//    treasurer (four eyes; reads the lines, writes the 総合振込 file in Shift_JIS, freezes it with
//    its sha256), downloadBatchFile (the stored bytes + the audit row).
// 3. Prints each step's time, the file size, and the process's peak RSS before and after (the
//    file and the lines of one batch are the only things held in memory).
// 4. --results: marks the batch sent and imports a result CSV with every line 済 (each line's
//    payment moves to 振込完了 with its ledger transfer, history, audit and notice). The file is
//    checked whole first (no writes), then applied in chunks of RESULT_CHUNK_LINES lines, one
//    transaction each, a few side by side (results.ts applyInChunks).
import { parseArgs } from 'node:util';
import pg from 'pg';
import { pino } from 'pino';
import { register } from 'tsx/esm/api';

register();
const { loadConfig } = await import('../apps/api/src/config.ts');
const { openDatabase } = await import('../apps/api/src/db/client.ts');
const { runMigrations } = await import('../apps/api/src/db/migrate.ts');
const { buildTransferBatch } = await import('../apps/api/src/modules/payouts/build-batch.ts');
const { approveBatch, downloadBatchFile } = await import('../apps/api/src/modules/payouts/approve-batch.ts');
const { bankDirectory } = await import('../apps/api/src/modules/banks/bank-directory.ts');
const { systemClock } = await import('../apps/api/src/platform/clock.ts');
const { markSent, importResults, RESULT_CHUNK_LINES } = await import('../apps/api/src/modules/payouts/results.ts');

const { values: opts } = parseArgs({
  options: {
    lines: { type: 'string', default: '10000' },
    keep: { type: 'boolean', default: false },
    results: { type: 'boolean', default: false },
  },
});
const LINES = Number(opts.lines);
const TRANSFER_DATE = '2026-12-10'; // a Thursday, no holiday
const BUDGET_MS = 2_000;

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `icp_bench_payout_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const databaseUrl = url.toString();

const rssMiB = () => process.resourceUsage().maxRSS / 1024;
const ms = (t0) => performance.now() - t0;

let database;
try {
  database = await openDatabase({ databaseUrl });
  await runMigrations(database);
  const seed = new pg.Client({ connectionString: databaseUrl });
  await seed.connect();
  const t0 = performance.now();
  await seed.query(`INSERT INTO buyers (business_form, business_category_id, transfer_person_name)
                    SELECT 1, 1 + g % 10, 'ﾍﾞﾝﾁﾊﾞｲﾔｰ' || g FROM generate_series(1, 100) g`);
  await seed.query(`INSERT INTO corporations (buyer_id, corporate_name, corporate_name_kana, corporate_number, representative_name,
                      representative_name_kana, postal_code, address_state, address_city, address_street, representative_birthday)
                    SELECT id, '株式会社ベンチ購入者' || id, 'カブシキガイシャベンチコウニュウシャ', '7123456789012', '試験 太郎', 'シケン タロウ',
                           '1000005', '東京都', '千代田区丸の内', '1-2-3', '1975-05-05' FROM buyers`);
  await seed.query(
    `INSERT INTO suppliers (buyer_id, business_form, name, name_kana, corporate_number, postal_code, address_state,
                            address_city, address_street, status)
     SELECT 1 + g % 100, 1, '株式会社ベンチ取引先' || g, 'カブシキガイシャベンチトリヒキサキ', '6012345678901', '1000005',
            '東京都', '千代田区', '丸の内1-1-1', 'Approved'
     FROM generate_series(1, $1::int) g`,
    [LINES],
  );
  await seed.query(`INSERT INTO supplier_accounts (supplier_id, buyer_id, bank_code, bank_name, branch_code, branch_name, account_type,
                                                   account_number, holder_name)
                    SELECT id, buyer_id, (ARRAY['0001','0005','0009'])[1 + id % 3], '銀行', '001', '本店', (ARRAY['1','2'])[1 + id % 2],
                           lpad(id::text, 7, '0'), 'ｶ)ﾍﾞﾝﾁﾄﾘﾋｷｻｷ' FROM suppliers ORDER BY id`);
  await seed.query(`INSERT INTO invoices (buyer_id, type, status, supplier_id, account_id, amount, commission, total, due_date,
                                          transfer_date, captured_on)
                    SELECT s.buyer_id, 'InvoicePayment', 3, s.id, a.id, 1000 + (s.id * 7919) % 3000000, 330,
                           1000 + (s.id * 7919) % 3000000 + 330, '2026-12-25', '2026-12-10', '2026-12-01'
                    FROM suppliers s JOIN supplier_accounts a ON a.supplier_id = s.id ORDER BY s.id`);
  const { rows: ops } = await seed.query(`INSERT INTO operators (email_address, name, roles, password_hash)
      VALUES ('bench-maker@example.co.jp', 'ベンチ 作成', ARRAY['treasurer'], 'x'),
             ('bench-checker@example.co.jp', 'ベンチ 承認', ARRAY['treasurer'], 'x') RETURNING id, name`);
  await seed.query('VACUUM (ANALYZE) invoices, supplier_accounts, suppliers');
  await seed.end();
  console.log(`seeded ${LINES.toLocaleString()} due payments in ${(ms(t0) / 1000).toFixed(1)} s (database ${name})`);

  const config = loadConfig({ NODE_ENV: 'development', DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' });
  const deps = { config, database, db: database.db, clock: systemClock, log: pino({ level: 'silent' }) };
  const maker = { operatorId: Number(ops[0].id), name: ops[0].name, ip: '127.0.0.1' };
  const checker = { operatorId: Number(ops[1].id), name: ops[1].name, ip: '127.0.0.1' };
  bankDirectory(); // loaded once per process at start-up in the server (the kana of bank and branch names)
  globalThis.gc?.();
  const rss0 = rssMiB();

  let t = performance.now();
  const { batch } = await buildTransferBatch(deps, {
    actor: maker,
    transferDate: TRANSFER_DATE,
    idempotencyKey: `bench-${name}`,
  });
  const build = ms(t);
  const rssBuild = rssMiB();

  t = performance.now();
  const approved = await approveBatch(deps, { actor: checker, batchId: batch.id });
  const approve = ms(t);
  const rssApprove = rssMiB();

  t = performance.now();
  const file = await downloadBatchFile(deps, { actor: maker, batchId: batch.id });
  const download = ms(t);
  const rssDownload = rssMiB();

  const lines = approved.batch.file.line_count;
  console.log(
    `batch ${batch.id}: ${lines.toLocaleString()} lines, total ¥${approved.batch.total_amount.toLocaleString()}, file ${(file.bytes.length / 1024).toFixed(0)} KiB (${file.bytes.length / 122} records), sha256 ${file.sha256.slice(0, 12)}…`,
  );
  console.log(`  build (proposal → draft, ${lines} lines inserted):   ${build.toFixed(0)} ms`);
  console.log(
    `  approve (lines read, 総合振込 file generated, frozen): ${approve.toFixed(0)} ms  ${approve <= BUDGET_MS ? '✓' : '✗'} budget ≤ ${BUDGET_MS} ms`,
  );
  console.log(`  download (stored bytes + audit row):               ${download.toFixed(0)} ms`);
  console.log(
    `  peak RSS: ${rss0.toFixed(0)} MiB before → ${rssBuild.toFixed(0)} after build → ${rssApprove.toFixed(0)} after approve → ${rssDownload.toFixed(0)} MiB after download`,
  );
  if (opts.results) {
    await markSent(deps, { actor: maker, batchId: batch.id, sentOn: TRANSFER_DATE });
    const { rows: lines } = await database.db.execute(
      `select id, bank_code, branch_code, account_number, amount from transfer_batch_lines where batch_id = ${batch.id} order by id`,
    );
    const csv = [
      '明細番号,金融機関コード,支店コード,口座番号,振込金額,結果,不能事由,振込日',
      ...lines.map((l) => `${l.id},${l.bank_code},${l.branch_code},${l.account_number},${l.amount},済,,${TRANSFER_DATE}`),
    ].join('\r\n');
    t = performance.now();
    const imported = await importResults(deps, { actor: maker, batchId: batch.id, fileName: 'bench.csv', content: csv });
    console.log(
      `  import results (${imported.done.toLocaleString()} lines 済 → 振込完了, chunks of ${RESULT_CHUNK_LINES}): ${ms(t).toFixed(0)} ms, CSV ${(csv.length / 1024).toFixed(0)} KiB, peak RSS ${rssMiB().toFixed(0)} MiB`,
    );
  }
} finally {
  await database?.close();
  if (!opts.keep) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
