import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { opsCreatePartnerClientRequestSchema } from '@icp/contract';
import { invoiceDisplayId, invoiceStatusLabel, type InvoiceStatusValue } from '@icp/domain';
import type { AppDeps } from './app-deps.ts';
import type { Database } from './db/client.ts';
import { importCorporations } from './modules/corporations/import-corporations.ts';
import { publishNotice } from './modules/notifications/publish-notice.ts';
import { createOperator } from './modules/operators/create-operator.ts';
import { createPartnerClient } from './modules/partner-clients/create-partner-client.ts';
import { resealPartnerSecrets } from './modules/partner-clients/reseal-partner-secrets.ts';
import { parseOperatorRoles } from './modules/operators/roles.ts';
import { listFailedGatewayOperations, retryGatewayOperation } from './modules/payments/cards/gateway-operations.ts';
import { createPromotion } from './modules/payments/creation/create-promotion.ts';
import { operatorTransition } from './modules/payments/lifecycle/operator-transition.ts';
import { runPaymentJobs } from './modules/payments/lifecycle/payment-jobs.ts';
import { transitionInvoice } from './modules/payments/lifecycle/transition.ts';
import { verifyLedger } from './modules/payments/model/verify-ledger.ts';
import { createPaymentRequest } from './modules/payments/request-keys/create-request.ts';
import { resealSecrets } from './modules/security/reseal-secrets.ts';
import { type SupplierStatus, changeSupplierStatus } from './modules/suppliers/change-supplier-status.ts';
import { publishTerms } from './modules/terms/terms.ts';

/** What a command gets: its argument and options, the database, who runs it, and a writer. */
export interface OpsContext {
  arg: string | undefined;
  values: Readonly<Record<string, string | undefined>>;
  /** Options given several times (OPS_LIST_OPTIONS), e.g. --redirect-uri A --redirect-uri B. */
  lists: Readonly<Record<string, readonly string[] | undefined>>;
  /** Options without a value (OPS_FLAGS), e.g. --public. */
  flags: Readonly<Record<string, boolean | undefined>>;
  database: Database;
  /** The server's dependencies (gateway, mail outbox, clock), built on first use. */
  deps(): AppDeps;
  operator: string;
  write(text: string): void;
}

export interface OpsCommand {
  name: string;
  /** Arguments and options as the usage shows them. */
  args: string;
  /** What it does, in Japanese (the operators' language). */
  summary: string;
  /** The exit code: 0 done, 1 refused or something left to do, 2 an inconsistency found. */
  run(ctx: OpsContext): Promise<number>;
}

/** Every option any command reads (node:util parseArgs needs them declared). */
export const OPS_OPTIONS = [
  'reason',
  'operator',
  'description',
  'rate',
  'amount',
  'from',
  'until',
  'uses',
  'buyer-email',
  'seller',
  'due-date',
  'expires',
  'key',
  'document',
  'title',
  'body',
  'buyer-id',
  'link',
  'version',
  'effective-date',
  'file',
  'email',
  'name',
  'role',
  'password',
  'scopes',
  'webhook-url',
  'logo',
] as const;
/** Options that may be given several times. */
export const OPS_LIST_OPTIONS = ['redirect-uri'] as const;
/** Options without a value. */
export const OPS_FLAGS = ['public'] as const;

/** The payment an operation belongs to, or the unused approval whose hold it releases. */
function operationSubject(op: { invoiceId: number | null; approvalId: number | null }): string {
  return op.invoiceId !== null ? invoiceDisplayId(op.invoiceId) : `カード承認 ${op.approvalId}`;
}

/** A logo file as the data: URI the consent screen shows (the contract checks its type and size). */
function logoDataUri(path: string): string {
  const bytes = readFileSync(path);
  const type = /\.svg$/i.test(path)
    ? 'image/svg+xml'
    : bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
      ? 'image/png'
      : bytes[0] === 0xff && bytes[1] === 0xd8
        ? 'image/jpeg'
        : null;
  if (!type) throw new Error('--logo には PNG・JPEG・SVG の画像ファイルを指定してください。');
  return `data:${type};base64,${bytes.toString('base64')}`;
}

const positiveId = (arg: string | undefined, message: string): number => {
  const id = Number(arg);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(message);
  return id;
};

const supplierStatusCommand = (name: string, to: SupplierStatus, args: string, summary: string): OpsCommand => ({
  name,
  args,
  summary,
  async run({ arg, values, database, operator, write }) {
    const supplierId = positiveId(arg, '支払先IDを指定してください。');
    const result = await changeSupplierStatus(database.db, { supplierId, to, reason: values.reason, operator, now: new Date() });
    write(`支払先 ${result.id}: ${result.from} → ${result.to}\n`);
    return 0;
  },
});

/** invoice:<command>: the transition use case, as the operator console will call it. */
const invoiceCommand = (name: string, args: string, summary: string): OpsCommand => ({
  name,
  args,
  summary,
  async run({ arg, values, deps, operator, write }) {
    const invoiceId = positiveId(arg, '支払IDを指定してください。');
    const appDeps = deps();
    const transition = await operatorTransition(appDeps, invoiceId, name.slice('invoice:'.length));
    const row = await transitionInvoice(appDeps, {
      invoiceId,
      transition,
      actor: { type: 'operator', name: operator },
      reason: values.reason,
    });
    write(
      `支払 ${invoiceDisplayId(row.id)}: ${invoiceStatusLabel(row.status as InvoiceStatusValue)}${row.isActionRequired ? '（要対応）' : ''}\n`,
    );
    return 0;
  },
});

/** The operator commands (`npm run ops -- <command>`), in the order the usage lists them. */
export const OPS_COMMANDS: readonly OpsCommand[] = [
  supplierStatusCommand('supplier:approve', 'Approved', 'ID [--reason TEXT]', '承認済みにする'),
  supplierStatusCommand('supplier:reject', 'Rejected', 'ID --reason TEXT', '否認する'),
  supplierStatusCommand('supplier:escalate', 'Escalation', 'ID --reason TEXT', '確認中にする'),
  {
    name: 'corporations:import',
    args: 'FILE.csv',
    summary: '国税庁 法人番号公表サイトのCSV（全件・差分）を取り込む',
    async run({ arg, database, write }) {
      if (!arg) throw new Error('CSVファイルを指定してください。');
      const started = Date.now();
      const result = await importCorporations(database.db, arg, (n) => {
        if (n % 100_000 === 0) write(`  ${n.toLocaleString()} rows…\n`);
      });
      write(
        `取り込み完了: ${result.imported.toLocaleString()} 件（スキップ ${result.skipped} 件）, ${((Date.now() - started) / 1000).toFixed(1)} 秒\n`,
      );
      return 0;
    },
  },
  invoiceCommand('invoice:check', 'ID', '審査中にする'),
  invoiceCommand('invoice:request-action', 'ID --reason TEXT', '修正を依頼する（理由は利用者に表示）'),
  invoiceCommand('invoice:complete', 'ID', '審査完了（カード売上確定）'),
  invoiceCommand('invoice:transfer', 'ID', '振込完了にする'),
  invoiceCommand('invoice:cancel', 'ID [--reason TEXT]', 'キャンセル（与信取消、審査完了後は返金）'),
  invoiceCommand('invoice:expire', 'ID', '支払依頼を期限切れにする'),
  {
    name: 'ledger:verify',
    args: '',
    summary: '全支払の元帳残高を検証する',
    async run({ database, write }) {
      const { checked, problems } = await verifyLedger(database.db);
      for (const p of problems) write(`${p.invoiceId > 0 ? invoiceDisplayId(p.invoiceId) : '-'} (${p.status}): ${p.problem}\n`);
      write(`${checked} 件を検証しました。不整合 ${problems.length} 件。\n`);
      return problems.length === 0 ? 0 : 2;
    },
  },
  {
    name: 'jobs:run',
    args: '',
    summary: '与信の解放・返金などの未完了処理・期限切れを今すぐ実行する',
    async run({ deps, write }) {
      await runPaymentJobs(deps());
      write('完了しました。\n');
      return 0;
    },
  },
  {
    name: 'gateway:failed',
    args: '',
    summary: '再試行を打ち切ったカード決済の処理（与信取消・返金）を一覧する',
    async run({ deps, write }) {
      const failed = await listFailedGatewayOperations(deps());
      if (failed.length === 0) write('再試行を打ち切った処理はありません。\n');
      for (const op of failed) {
        write(
          `${op.id}\t${operationSubject(op)}\t${op.kind === 'refund' ? '返金' : '与信取消'}\t¥${op.amount.toLocaleString('ja-JP')}\t${op.attempts}回\t${op.resultCode ?? '-'}\t${op.updatedAt.toISOString()}\n`,
        );
      }
      return failed.length === 0 ? 0 : 1;
    },
  },
  {
    name: 'gateway:retry',
    args: 'OP_ID',
    summary: '打ち切った処理を再実行する（返金は二重に行われない）',
    async run({ arg, deps, operator, write }) {
      const operationId = positiveId(arg, '処理IDを指定してください（gateway:failed の1列目）。');
      const op = await retryGatewayOperation(deps(), { operationId, operator });
      const outcome =
        op.status === 'done'
          ? '完了しました'
          : `まだ完了していません（${op.resultCode ?? '不明'}、次回 ${op.nextAttemptAt.toISOString()}）`;
      write(`処理 ${op.id}（${operationSubject(op)}）: ${outcome}\n`);
      return op.status === 'done' ? 0 : 1;
    },
  },
  {
    name: 'request:create',
    args: '--buyer-email EMAIL --seller NAME --amount YEN --due-date YYYY-MM-DD --expires ISO [--key KEY] [--document NO]',
    summary: '請求元からのカード払い依頼（請求キー）を作る',
    async run({ values, database, operator, write }) {
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
      write(
        `請求 ${r.displayId}（請求元の管理番号 ${r.buyerDocumentNumber}）: 請求キー ${r.key}、有効期限 ${r.expiresAt.toISOString()}\n`,
      );
      return 0;
    },
  },
  {
    name: 'promotion:create',
    args: 'CODE --description TEXT (--rate BP | --amount YEN) [--from ISO] [--until ISO] [--uses N]',
    summary: '手数料のプロモーションコードを発行する（BP: 5000 = 50%オフ）',
    async run({ arg, values, database, operator, write }) {
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
      write(`プロモーションコード ${row.code} を発行しました（${row.description}）。\n`);
      return 0;
    },
  },
  {
    name: 'notice:publish',
    args: '--title TEXT --body TEXT [--buyer-id N] [--link /path]',
    summary: 'お知らせを配信する（--buyer-id なしで全事業者へ）',
    async run({ values, database, operator, write }) {
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
      write(`お知らせ ${notice.id} を${notice.buyerId === null ? '全事業者' : `事業者 ${notice.buyerId}`}に配信しました。\n`);
      return 0;
    },
  },
  {
    name: 'terms:publish',
    args: '--version V --effective-date YYYY-MM-DD --file PATH.txt',
    summary: '利用規約の新しい版を公開する（施行日以降、次回ログイン時に同意を求める）',
    async run({ values, database, operator, write }) {
      if (!values.version || !values['effective-date'] || !values.file)
        throw new Error('--version, --effective-date, --file を指定してください。');
      const terms = await publishTerms(database.db, {
        version: values.version,
        effectiveDate: values['effective-date'],
        body: readFileSync(values.file, 'utf8'),
        operator,
        now: new Date(),
      });
      write(`利用規約 ${terms.version} を公開しました（${terms.effectiveDate} 施行）。\n`);
      return 0;
    },
  },
  {
    name: 'operator:create',
    args: '--email EMAIL --name NAME --role examiner,treasurer,admin [--password PW]',
    summary: '管理画面のオペレーターを作る（認証アプリは初回ログイン時に登録、--password なしで初期パスワードを生成）',
    async run({ values, deps, write }) {
      if (!values.email || !values.name || !values.role) throw new Error('--email, --name, --role を指定してください。');
      const roles = parseOperatorRoles(values.role);
      // A generated password never sits in the shell history; it is shown once, here.
      const password = values.password ?? randomBytes(15).toString('base64url');
      const appDeps = deps();
      const { operatorId } = await appDeps.db.transaction((tx) =>
        createOperator(tx, appDeps.secretBox, {
          emailAddress: values.email!,
          name: values.name!,
          roles,
          password,
          createdBy: null,
        }),
      );
      write(`オペレーター ${operatorId}（${values.email!.trim().toLowerCase()}、${roles.join(', ')}）を作成しました。\n`);
      if (!values.password)
        write(`初期パスワード: ${password}\n（この表示は一度きりです。本人に安全な方法で伝えてください。）\n`);
      write('認証アプリ（TOTP）の登録は、初回ログイン時に /ops の画面で行います。\n');
      return 0;
    },
  },
  {
    name: 'client:create',
    args: '--name NAME --redirect-uri URI [--redirect-uri URI2] --scopes payments:write,payments:read,suppliers:read [--public] [--webhook-url URL] [--logo FILE.png]',
    summary:
      '連携アプリ（OAuth クライアント）を登録する（client_id・クライアントシークレット・Webhook シークレットを一度だけ表示）',
    async run({ values, lists, flags, operator, deps, write }) {
      const request = opsCreatePartnerClientRequestSchema.safeParse({
        name: values.name ?? '',
        client_type: flags.public ? 'public' : 'confidential',
        redirect_uris: lists['redirect-uri'] ?? [],
        scopes: (values.scopes ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
        ...(values['webhook-url'] ? { webhook_url: values['webhook-url'] } : {}),
        ...(values.logo ? { logo_data_uri: logoDataUri(values.logo) } : {}),
      });
      if (!request.success)
        throw new Error(request.error.issues.map((i) => `${i.path.join('.') || '入力'}: ${i.message}`).join('\n'));
      const body = request.data;
      const created = await createPartnerClient(deps(), operator, {
        name: body.name,
        logoDataUri: body.logo_data_uri,
        clientType: body.client_type,
        redirectUris: body.redirect_uris,
        scopes: body.scopes,
        webhookUrl: body.webhook_url,
      });
      write(`連携アプリ「${created.client.name}」を登録しました（${created.client.client_type}）。\n`);
      write(`client_id: ${created.client.client_id}\n`);
      if (created.clientSecret) write(`client_secret: ${created.clientSecret}\n`);
      if (created.webhookSecret) write(`webhook_secret: ${created.webhookSecret}\n`);
      if (created.clientSecret || created.webhookSecret)
        write('（シークレットの表示はこの一度きりです。連携先に安全な方法で渡してください。）\n');
      return 0;
    },
  },
  {
    name: 'secrets:reseal',
    args: '',
    summary: '認証アプリの秘密鍵を SECRET_BOX_KEYS の先頭の鍵で暗号化し直す（鍵の交換の最後に）',
    async run({ deps, operator, write }) {
      const appDeps = deps();
      const result = await resealSecrets(appDeps, operator);
      write(`${result.resealed} 件を鍵 ${appDeps.secretBox.currentVersion} で暗号化し直しました。\n`);
      const partners = await resealPartnerSecrets(appDeps, operator);
      write(`連携アプリのシークレット: ${partners.resealed} 件を暗号化し直しました。\n`);
      if (partners.unreadable.length > 0)
        write(`どの鍵でも復号できないため変更しなかった連携アプリ: ${partners.unreadable.join(', ')}\n`);
      if (result.unreadable.length === 0) return partners.unreadable.length === 0 ? 0 : 1;
      write(
        `どの鍵でも復号できないため変更しなかったユーザー: ${result.unreadable.join(', ')}（古い鍵を SECRET_BOX_KEYS に残して再実行してください）\n`,
      );
      return 1;
    },
  },
];

/** The usage text, made from the table so a new command cannot be left out of it. */
export function opsUsage(): string {
  const lines = OPS_COMMANDS.map((c) => {
    const head = `  ${c.name} ${c.args}`.trimEnd();
    return head.length < 40 ? `${head.padEnd(40)}${c.summary}` : `${head}\n${' '.repeat(40)}${c.summary}`;
  });
  return [
    'Usage: npm run ops -- <command> [args]',
    '',
    ...lines,
    '',
    'Options: --operator NAME (recorded in the audit log; default $USER)',
    'Runs against DATABASE_URL, or the embedded database in DATA_DIR (stop npm start first: PGlite is single-process).',
  ].join('\n');
}
