import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { importCorporations } from './modules/corporations/import-corporations.ts';
import { createPromotion } from './modules/payments/create-promotion.ts';
import { type SupplierStatus, changeSupplierStatus } from './modules/suppliers/change-supplier-status.ts';
import { AppError } from './platform/app-error.ts';

const USAGE = `Usage: npm run ops -- <command> [args]

  supplier:approve  ID [--reason TEXT]    承認済みにする
  supplier:reject   ID --reason TEXT      否認する
  supplier:escalate ID --reason TEXT      確認中にする
  corporations:import FILE.csv            国税庁 法人番号公表サイトのCSV（全件・差分）を取り込む
  promotion:create CODE --description TEXT (--rate BP | --amount YEN) [--from ISO] [--until ISO] [--uses N]
                                          手数料のプロモーションコードを発行する（BP: 5000 = 50%オフ）

Options: --operator NAME (recorded in the audit log; default $USER)
Runs against DATABASE_URL, or the embedded database in DATA_DIR (stop npm start first: PGlite is single-process).`;

const STATUS_COMMANDS: Record<string, SupplierStatus> = {
  'supplier:approve': 'Approved',
  'supplier:reject': 'Rejected',
  'supplier:escalate': 'Escalation',
};

/** Operator commands: the same use cases the operator console will call. */
export async function runOps(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      reason: { type: 'string' },
      operator: { type: 'string' },
      help: { type: 'boolean' },
      description: { type: 'string' },
      rate: { type: 'string' },
      amount: { type: 'string' },
      from: { type: 'string' },
      until: { type: 'string' },
      uses: { type: 'string' },
    },
  });
  const [command, arg] = positionals;
  if (!command || values.help) {
    process.stdout.write(`${USAGE}\n`);
    return command ? 0 : 1;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    const operator = values.operator ?? process.env['USER'] ?? 'operator';
    if (command in STATUS_COMMANDS) {
      const supplierId = Number(arg);
      if (!Number.isSafeInteger(supplierId) || supplierId <= 0) throw new Error('支払先IDを指定してください。');
      const result = await changeSupplierStatus(database.db, {
        supplierId,
        to: STATUS_COMMANDS[command]!,
        reason: values.reason,
        operator,
        now: new Date(),
      });
      process.stdout.write(`支払先 ${result.id}: ${result.from} → ${result.to}\n`);
      return 0;
    }
    if (command === 'corporations:import') {
      if (!arg) throw new Error('CSVファイルを指定してください。');
      const started = Date.now();
      const result = await importCorporations(database.db, arg, (n) => {
        if (n % 100_000 === 0) process.stdout.write(`  ${n.toLocaleString()} rows…\n`);
      });
      process.stdout.write(
        `取り込み完了: ${result.imported.toLocaleString()} 件（スキップ ${result.skipped} 件）, ${((Date.now() - started) / 1000).toFixed(1)} 秒\n`,
      );
      return 0;
    }
    if (command === 'promotion:create') {
      if (!arg || !values.description || (values.rate === undefined) === (values.amount === undefined))
        throw new Error('CODE、--description と --rate か --amount のどちらか一方を指定してください。');
      const row = await createPromotion(database.db, {
        code: arg.toUpperCase(),
        description: values.description,
        discountType: values.rate !== undefined ? 'rate' : 'amount',
        discountValue: Number(values.rate ?? values.amount),
        startsAt: values.from ? new Date(values.from) : new Date(),
        endsAt: values.until ? new Date(values.until) : null,
        maxUsesPerBuyer: values.uses ? Number(values.uses) : 1,
        operator,
      });
      process.stdout.write(`プロモーションコード ${row.code} を発行しました（${row.description}）。\n`);
      return 0;
    }
    process.stderr.write(`Unknown command: ${command}\n\n${USAGE}\n`);
    return 1;
  } catch (error) {
    process.stderr.write(
      `${error instanceof AppError ? error.userMessage : error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  } finally {
    await database.close();
  }
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) process.exitCode = await runOps(process.argv.slice(2));
