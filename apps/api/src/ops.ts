import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { AppDeps } from './app-deps.ts';
import { type Config, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { prepareDatabase } from './seed/prepare-database.ts';
import { createDeps } from './create-deps.ts';
import { resolveJwtSecret } from './platform/jwt-secret.ts';
import { importCorporations } from './modules/corporations/import-corporations.ts';
import { invoiceDisplayId, invoiceStatusLabel, type InvoiceStatusValue } from '@icp/domain';
import { listFailedGatewayOperations, retryGatewayOperation } from './modules/payments/cards/gateway-operations.ts';
import { operatorTransition } from './modules/payments/lifecycle/operator-transition.ts';
import { runPaymentJobs } from './modules/payments/lifecycle/payment-jobs.ts';
import { transitionInvoice } from './modules/payments/lifecycle/transition.ts';
import { verifyLedger } from './modules/payments/model/verify-ledger.ts';
import { publishNotice } from './modules/notifications/publish-notice.ts';
import { createPromotion } from './modules/payments/creation/create-promotion.ts';
import { createPaymentRequest } from './modules/payments/request-keys/create-request.ts';
import { resealSecrets } from './modules/security/reseal-secrets.ts';
import { type SupplierStatus, changeSupplierStatus } from './modules/suppliers/change-supplier-status.ts';
import { publishTerms } from './modules/terms/terms.ts';
import { AppError } from './platform/app-error.ts';

const USAGE = `Usage: npm run ops -- <command> [args]

  supplier:approve  ID [--reason TEXT]    承認済みにする
  supplier:reject   ID --reason TEXT      否認する
  supplier:escalate ID --reason TEXT      確認中にする
  corporations:import FILE.csv            国税庁 法人番号公表サイトのCSV（全件・差分）を取り込む
  invoice:check ID                        審査中にする
  invoice:request-action ID --reason TEXT 修正を依頼する（理由は利用者に表示）
  invoice:complete ID                     審査完了（カード売上確定）
  invoice:transfer ID                     振込完了にする
  invoice:cancel ID [--reason TEXT]       キャンセル（与信取消、審査完了後は返金）
  invoice:expire ID                       支払依頼を期限切れにする
  ledger:verify                           全支払の元帳残高を検証する
  jobs:run                                与信の解放・返金などの未完了処理・期限切れを今すぐ実行する
  gateway:failed                          再試行を打ち切ったカード決済の処理（与信取消・返金）を一覧する
  gateway:retry OP_ID                     打ち切った処理を再実行する（返金は二重に行われない）
  request:create --buyer-email EMAIL --seller NAME --amount YEN --due-date YYYY-MM-DD --expires ISO [--key KEY] [--document NO]
                                          請求元からのカード払い依頼（請求キー）を作る
  promotion:create CODE --description TEXT (--rate BP | --amount YEN) [--from ISO] [--until ISO] [--uses N]
                                          手数料のプロモーションコードを発行する（BP: 5000 = 50%オフ）
  notice:publish --title TEXT --body TEXT [--buyer-id N] [--link /path]
                                          お知らせを配信する（--buyer-id なしで全事業者へ）
  terms:publish --version V --effective-date YYYY-MM-DD --file PATH.txt
                                          利用規約の新しい版を公開する（施行日以降、次回ログイン時に同意を求める）
  secrets:reseal                          認証アプリの秘密鍵を SECRET_BOX_KEYS の先頭の鍵で暗号化し直す（鍵の交換の最後に）

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
      'buyer-email': { type: 'string' },
      seller: { type: 'string' },
      'due-date': { type: 'string' },
      expires: { type: 'string' },
      key: { type: 'string' },
      document: { type: 'string' },
      title: { type: 'string' },
      body: { type: 'string' },
      'buyer-id': { type: 'string' },
      link: { type: 'string' },
      version: { type: 'string' },
      'effective-date': { type: 'string' },
      file: { type: 'string' },
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
    await prepareDatabase(database);
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
    if (command.startsWith('invoice:')) {
      const invoiceId = Number(arg);
      if (!Number.isSafeInteger(invoiceId) || invoiceId <= 0) throw new Error('支払IDを指定してください。');
      const deps = opsDeps(config, database);
      const transition = await operatorTransition(deps, invoiceId, command.slice('invoice:'.length));
      const row = await transitionInvoice(deps, {
        invoiceId,
        transition,
        actor: { type: 'operator', name: operator },
        reason: values.reason,
      });
      process.stdout.write(
        `支払 ${invoiceDisplayId(row.id)}: ${invoiceStatusLabel(row.status as InvoiceStatusValue)}${row.isActionRequired ? '（要対応）' : ''}\n`,
      );
      return 0;
    }
    if (command === 'gateway:failed') {
      const failed = await listFailedGatewayOperations(opsDeps(config, database));
      if (failed.length === 0) process.stdout.write('再試行を打ち切った処理はありません。\n');
      for (const op of failed) {
        process.stdout.write(
          `${op.id}\t${invoiceDisplayId(op.invoiceId)}\t${op.kind === 'refund' ? '返金' : '与信取消'}\t¥${op.amount.toLocaleString('ja-JP')}\t${op.attempts}回\t${op.resultCode ?? '-'}\t${op.updatedAt.toISOString()}\n`,
        );
      }
      return failed.length === 0 ? 0 : 1;
    }
    if (command === 'gateway:retry') {
      const operationId = Number(arg);
      if (!Number.isSafeInteger(operationId) || operationId <= 0)
        throw new Error('処理IDを指定してください（gateway:failed の1列目）。');
      const op = await retryGatewayOperation(opsDeps(config, database), { operationId, operator });
      const outcome =
        op.status === 'done'
          ? '完了しました'
          : `まだ完了していません（${op.resultCode ?? '不明'}、次回 ${op.nextAttemptAt.toISOString()}）`;
      process.stdout.write(`処理 ${op.id}（${invoiceDisplayId(op.invoiceId)}）: ${outcome}\n`);
      return op.status === 'done' ? 0 : 1;
    }
    if (command === 'request:create') {
      if (!values['buyer-email'] || !values.seller || !values.amount || !values['due-date'] || !values.expires)
        throw new Error('--buyer-email, --seller, --amount, --due-date, --expires を指定してください。');
      const r = await createPaymentRequest(database.db, {
        buyerEmail: values['buyer-email'],
        sellerName: values.seller,
        amount: Number(values.amount),
        dueDate: values['due-date'],
        expiresAt: new Date(values.expires),
        key: values.key,
        documentNumber: values.document,
        operator,
      });
      process.stdout.write(
        `請求 ${r.displayId}（請求元の管理番号 ${r.buyerDocumentNumber}）: 請求キー ${r.key}、有効期限 ${r.expiresAt.toISOString()}\n`,
      );
      return 0;
    }
    if (command === 'ledger:verify') {
      const { checked, problems } = await verifyLedger(database.db);
      for (const p of problems) process.stdout.write(`${invoiceDisplayId(p.invoiceId)} (${p.status}): ${p.problem}\n`);
      process.stdout.write(`${checked} 件を検証しました。不整合 ${problems.length} 件。\n`);
      return problems.length === 0 ? 0 : 2;
    }
    if (command === 'jobs:run') {
      await runPaymentJobs(opsDeps(config, database));
      process.stdout.write('完了しました。\n');
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
    if (command === 'notice:publish') {
      if (!values.title || !values.body) throw new Error('--title と --body を指定してください。');
      const buyerId = values['buyer-id'] === undefined ? undefined : Number(values['buyer-id']);
      const notice = await publishNotice(database.db, {
        title: values.title,
        body: values.body,
        buyerId,
        linkPath: values.link,
        operator,
        now: new Date(),
      });
      process.stdout.write(
        `お知らせ ${notice.id} を${notice.buyerId === null ? '全事業者' : `事業者 ${notice.buyerId}`}に配信しました。\n`,
      );
      return 0;
    }
    if (command === 'secrets:reseal') {
      const deps = opsDeps(config, database);
      const result = await resealSecrets(deps, operator);
      process.stdout.write(`${result.resealed} 件を鍵 ${deps.secretBox.currentVersion} で暗号化し直しました。\n`);
      if (result.unreadable.length === 0) return 0;
      process.stdout.write(
        `どの鍵でも復号できないため変更しなかったユーザー: ${result.unreadable.join(', ')}（古い鍵を SECRET_BOX_KEYS に残して再実行してください）\n`,
      );
      return 1;
    }
    if (command === 'terms:publish') {
      if (!values.version || !values['effective-date'] || !values.file)
        throw new Error('--version, --effective-date, --file を指定してください。');
      const terms = await publishTerms(database.db, {
        version: values.version,
        effectiveDate: values['effective-date'],
        body: readFileSync(values.file, 'utf8'),
        operator,
        now: new Date(),
      });
      process.stdout.write(`利用規約 ${terms.version} を公開しました（${terms.effectiveDate} 施行）。\n`);
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

/** The server's dependencies (gateway, mail outbox, clock) for a command, without an HTTP server. */
function opsDeps(config: Config, database: Database): AppDeps {
  return createDeps({ config, database, jwtSecret: resolveJwtSecret(config), logLevel: 'warn' }).deps;
}
