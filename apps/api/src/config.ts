import { join } from 'node:path';
import { type CommissionPolicy, ZENGIN_ALLOWED, isValidInvoiceRegistrationNumber } from '@icp/domain';
import { z } from 'zod';
import type { S3Location } from './platform/file-storage/s3-presign.ts';
import { type TrustProxy, parseTrustProxy } from './platform/http/trust-proxy.ts';
import { parseSecretBoxKeys } from './platform/secret-box-keys.ts';
import type { SecretBoxKey } from './platform/secret-box.ts';

/**
 * Every environment variable the process reads, parsed once. A bad value stops the process at
 * start-up instead of failing on the first request that needs it.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Public origin used in e-mail links. Defaults to http://localhost:PORT. */
    PUBLIC_URL: z.url().optional(),
    /** PostgreSQL connection string; without it the embedded PGlite database in DATA_DIR is used. */
    DATABASE_URL: z.string().optional(),
    DATA_DIR: z.string().default('./data'),
    /** HMAC key for id/access tokens (≥ 32 chars). Embedded mode generates one in DATA_DIR. */
    JWT_SECRET: z.string().min(32).optional(),
    /**
     * Keys sealing secrets we read back (TOTP seeds): `v2:<secret>,v1:<secret>`, the first seals.
     * Without it the key derives from JWT_SECRET as v1 (development only).
     */
    SECRET_BOX_KEYS: z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        if (value === undefined) return;
        try {
          parseSecretBoxKeys(value);
        } catch (e) {
          ctx.addIssue({ code: 'custom', message: (e as Error).message });
        }
      }),
    /** smtp://user:pass@host:port or smtps://…; required in production. */
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('請求書カード払い <no-reply@invoice-card-pay.example>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Seed the demo buyer on start (default: on outside production). */
    SEED_DEMO: z.enum(['true', 'false']).optional(),
    /** 法人番号 for which the card payment request (collection) feature is forced off (comma list). */
    COLLECTION_DISABLED_CORPORATE_NUMBERS: z.string().default(''),
    /** Directory holding the built web app; served on the same port as the API. */
    WEB_DIST_DIR: z.string().optional(),
    /** Embedded file storage (invoice files); defaults to DATA_DIR/files. Ignored when S3_BUCKET is set. */
    FILES_DIR: z.string().optional(),
    /** S3 or S3-compatible storage for invoice files (required in production). */
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('ap-northeast-1'),
    /** Defaults to https://s3.<region>.amazonaws.com; set for MinIO and other compatible stores. */
    S3_ENDPOINT: z.url().optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Invoice readings one buyer may have queued or running at once; one more answers 429 (docs/decisions/0012). */
    INVOICE_READING_MAX_PENDING_PER_BUYER: z.coerce.number().int().min(1).max(100).default(3),
    /** Commission pricing (default 2.98 %, at least ¥330, consumption tax included). */
    COMMISSION_RATE_BASIS_POINTS: z.coerce.number().int().min(0).max(10_000).default(298),
    MIN_COMMISSION_YEN: z.coerce.number().int().min(0).max(100_000).default(330),
    /** Who issues the receipt, a 適格請求書 for our commission (docs/decisions/0014); required in production. */
    ISSUER_NAME: z.string().trim().min(1).optional(),
    ISSUER_ADDRESS: z.string().trim().min(1).optional(),
    /** 適格請求書発行事業者の登録番号: 'T' and a 13-digit 法人番号 whose check digit holds. */
    ISSUER_REGISTRATION_NUMBER: z
      .string()
      .trim()
      .refine(isValidInvoiceRegistrationNumber, "must be 'T' and a 13-digit 法人番号 with a valid check digit")
      .optional(),
    /** Proxies allowed to set X-Forwarded-For: a hop count or IP/CIDR list; off by default (docs/decisions/0010). */
    TRUST_PROXY: z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        try {
          parseTrustProxy(value);
        } catch (e) {
          ctx.addIssue({ code: 'custom', message: (e as Error).message });
        }
      }),
    /** Swagger UI (/api/docs) and the OpenAPI JSON: on outside production, off in production by default. */
    API_DOCS: z.enum(['true', 'false']).optional(),
    /**
     * VeriTrans4G, the card acquirer (docs/decisions/0021). Unset outside production: the
     * VeriTrans4G simulator embedded under /gateway answers, with its development credentials.
     * Set (a cluster's shared simulator, or VeriTrans itself), all five are needed.
     */
    /** Connection API base, …/paynow/v2 (…/test-paynow/v2 for a test account). */
    VERITRANS_API_URL: z.url().optional(),
    /** MDK token endpoint the browser posts the card to, …/4gtoken. */
    VERITRANS_TOKEN_URL: z.url().optional(),
    VERITRANS_MERCHANT_CCID: z
      .string()
      .regex(/^[0-9A-Za-z]{24}$/, 'the 24-character merchant CCID')
      .optional(),
    VERITRANS_MERCHANT_KEY: z.string().min(16).max(256).optional(),
    /** Public: the browser sends it with the card to the token endpoint. */
    VERITRANS_TOKEN_API_KEY: z.string().min(8).max(256).optional(),
    /** dummyRequest "1" on every call (test transactions). Default: on outside production; refused in it. */
    VERITRANS_DUMMY_REQUEST: z.enum(['true', 'false']).optional(),
    VERITRANS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(30_000),
    /**
     * Comma-separated origins of the issuers' 3-D Secure pages the challenge page may send the
     * browser on to (its CSP form-action); VeriTrans names them in the merchant contract.
     */
    VERITRANS_3DS_ORIGINS: z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        for (const origin of (value ?? '').split(',').filter(Boolean))
          if (!isOrigin(origin.trim())) ctx.addIssue({ code: 'custom', message: `not an origin: ${origin}` });
      }),
    /**
     * How supplier payouts leave: `zengin_file` (approval generates the 総合振込 file, an operator
     * uploads it to the bank) or `bank_api` (GMO あおぞらネット銀行-shaped corporate API). One per deployment.
     */
    PAYOUT_CHANNEL: z.enum(['zengin_file', 'bank_api']).default('zengin_file'),
    /** The requester (依頼人) of the 総合振込 file and our paying account: demo values outside production, required in it. */
    PAYOUT_REQUESTER_CODE: z
      .string()
      .regex(/^\d{1,10}$/, 'up to 10 digits (依頼人コード from the bank)')
      .optional(),
    PAYOUT_REQUESTER_NAME: z
      .string()
      .max(40)
      .regex(ZENGIN_ALLOWED, 'half-width kana, A–Z, 0–9, space and ( ) . - / only (全銀 依頼人名)')
      .optional(),
    PAYOUT_BANK_CODE: z
      .string()
      .regex(/^\d{4}$/, '4 digits')
      .optional(),
    PAYOUT_BANK_NAME: z.string().regex(ZENGIN_ALLOWED, 'half-width kana (全銀)').optional(),
    PAYOUT_BRANCH_CODE: z
      .string()
      .regex(/^\d{3}$/, '3 digits')
      .optional(),
    PAYOUT_BRANCH_NAME: z.string().regex(ZENGIN_ALLOWED, 'half-width kana (全銀)').optional(),
    /** 預金種目 in Zengin's codes: 1 普通, 2 当座, 4 貯蓄. */
    PAYOUT_ACCOUNT_TYPE: z.enum(['1', '2', '4']).optional(),
    PAYOUT_ACCOUNT_NUMBER: z
      .string()
      .regex(/^\d{1,7}$/, 'up to 7 digits')
      .optional(),
    /** bank_api only: the API's base URL (…/ganb/api/corporation/v1), access token and our account's 口座ID. */
    PAYOUT_BANK_API_URL: z.url().optional(),
    PAYOUT_BANK_API_TOKEN: z.string().min(1).max(128).optional(),
    PAYOUT_BANK_API_ACCOUNT_ID: z
      .string()
      .regex(/^[0-9A-Za-z]{1,29}$/, 'the bank API 口座ID')
      .optional(),
    /** The card acquirer's fee on captured totals, in basis points (250 = 2.50 %; docs/decisions/0022). */
    ACQUIRER_FEE_RATE_BPS: z.coerce.number().int().min(0).max(1000).default(250),
    /** When the acquirer closes and pays: `monthly` (month end, paid the last bank business day of the next month) or `semimonthly`. */
    ACQUIRER_SETTLEMENT_CYCLE: z.enum(['monthly', 'semimonthly']).default('monthly'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (!env.DATABASE_URL) ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'required in production' });
    if (!env.SMTP_URL) ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'required in production' });
    if (!env.JWT_SECRET) ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'required in production' });
    // Sealed secrets must survive a rotation of the token key, so production keeps them apart.
    if (!env.SECRET_BOX_KEYS) ctx.addIssue({ code: 'custom', path: ['SECRET_BOX_KEYS'], message: 'required in production' });
    if (!env.S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required in production' });
    // The OAuth issuer (`${PUBLIC_URL}/oauth`) partners pin, and the origin of e-mail links: a
    // localhost default would hand partners an issuer no replica can answer for.
    if (!env.PUBLIC_URL?.startsWith('https://'))
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'required in production, https (the OAuth issuer and e-mail links)',
      });
    // Behind a proxy with TRUST_PROXY unset, every client shares the proxy's address and ten bad
    // logins from anyone lock everybody out: production says which it is ('false' when direct).
    if (env.TRUST_PROXY === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message: "required in production: 'false' when clients connect directly, else the proxies' hop count or IP/CIDR list",
      });
    // No acquirer, no payment: production never falls back to the simulator.
    for (const key of VERITRANS_KEYS)
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required in production' });
    // Test transactions take no real money.
    if (env.VERITRANS_DUMMY_REQUEST === 'true')
      ctx.addIssue({ code: 'custom', path: ['VERITRANS_DUMMY_REQUEST'], message: 'test transactions cannot run in production' });
    for (const key of ['VERITRANS_API_URL', 'VERITRANS_TOKEN_URL'] as const)
      if (env[key] && !env[key].startsWith('https://'))
        ctx.addIssue({ code: 'custom', path: [key], message: 'must be https in production' });
    // A receipt without its issuer is no 適格請求書: production never prints the demo issuer.
    for (const key of ['ISSUER_NAME', 'ISSUER_ADDRESS', 'ISSUER_REGISTRATION_NUMBER'] as const)
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required in production' });
    // Payouts never leave from a demo account: the requester and our paying account are real in production.
    for (const key of PAYOUT_ACCOUNT_KEYS)
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required in production' });
  })
  .superRefine((env, ctx) => {
    // One acquirer configuration or none (the embedded simulator): never half of one.
    if (VERITRANS_KEYS.some((key) => env[key]) && !VERITRANS_KEYS.every((key) => env[key]))
      for (const key of VERITRANS_KEYS)
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required with the other VERITRANS_* settings' });
  })
  .superRefine((env, ctx) => {
    // The bank API channel cannot run without its address, token and account (any environment).
    if (env.PAYOUT_CHANNEL === 'bank_api')
      for (const key of ['PAYOUT_BANK_API_URL', 'PAYOUT_BANK_API_TOKEN', 'PAYOUT_BANK_API_ACCOUNT_ID'] as const)
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required with PAYOUT_CHANNEL=bank_api' });
  })
  .superRefine((env, ctx) => {
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY))
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_BUCKET',
      });
  });

export type Env = z.infer<typeof envSchema>;

/** The business printed as issuer on receipts (適格請求書発行事業者). */
export interface ReceiptIssuer {
  name: string;
  address: string;
  /** T + 13 digits */
  registrationNumber: string;
}

/** Outside production: plainly marked demo values (the number is docs/design.md's example 法人番号). */
export const DEMO_RECEIPT_ISSUER: ReceiptIssuer = {
  name: '請求書カード払い運営株式会社（デモ）',
  address: '東京都千代田区丸の内一丁目1番1号（デモ）',
  registrationNumber: 'T7123456789012',
};

const PAYOUT_ACCOUNT_KEYS = [
  'PAYOUT_REQUESTER_CODE',
  'PAYOUT_REQUESTER_NAME',
  'PAYOUT_BANK_CODE',
  'PAYOUT_BANK_NAME',
  'PAYOUT_BRANCH_CODE',
  'PAYOUT_BRANCH_NAME',
  'PAYOUT_ACCOUNT_TYPE',
  'PAYOUT_ACCOUNT_NUMBER',
] as const;

/** The 総合振込 requester and our paying account (Zengin codes; names in half-width kana). */
export interface PayoutRequesterConfig {
  code: string;
  name: string;
  bankCode: string;
  bankName: string;
  branchCode: string;
  branchName: string;
  /** Zengin 預金種目: 1 普通, 2 当座, 4 貯蓄. */
  accountType: 1 | 2 | 4;
  accountNumber: string;
}

/** Outside production: plainly marked demo values (a made-up account at みずほ 東京営業部). */
export const DEMO_PAYOUT_REQUESTER: PayoutRequesterConfig = {
  code: '0000012345',
  name: 'ｾｲｷﾕｳｼﾖｶ-ﾄﾞﾊﾞﾗｲ(ﾃﾞﾓ)',
  bankCode: '0001',
  bankName: 'ﾐｽﾞﾎ',
  branchCode: '100',
  branchName: 'ﾄｳｷﾖｳｴｲｷﾞﾖｳﾌﾞ',
  accountType: 1,
  accountNumber: '7654321',
};

export interface PayoutConfig {
  channel: 'zengin_file' | 'bank_api';
  requester: PayoutRequesterConfig;
  bankApi: { baseUrl: string; token: string; accountId: string } | null;
}

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string | undefined;
  secretBoxKeys: SecretBoxKey[] | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: Env['LOG_LEVEL'];
  seedDemo: boolean;
  collectionDisabledCorporateNumbers: string[];
  webDistDir: string | undefined;
  filesDir: string;
  s3: S3Location | null;
  invoiceReadingMaxPendingPerBuyer: number;
  commissionPolicy: CommissionPolicy;
  receiptIssuer: ReceiptIssuer;
  trustProxy: TrustProxy;
  apiDocs: boolean;
  /** The card acquirer: VeriTrans4G itself (or a shared simulator process), or the simulator embedded under /gateway. */
  cardAcquirer: CardAcquirerConfig;
  payouts: PayoutConfig;
  /** The acquirer's fee and settlement schedule (docs/decisions/0022). */
  acquirerSettlement: { feeRateBps: number; cycle: 'monthly' | 'semimonthly' };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    jwtSecret: env.JWT_SECRET,
    secretBoxKeys: env.SECRET_BOX_KEYS === undefined ? undefined : parseSecretBoxKeys(env.SECRET_BOX_KEYS),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : env.NODE_ENV !== 'production',
    collectionDisabledCorporateNumbers: env.COLLECTION_DISABLED_CORPORATE_NUMBERS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    webDistDir: env.WEB_DIST_DIR,
    filesDir: env.FILES_DIR ?? join(env.DATA_DIR, 'files'),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
          accessKeyId: env.S3_ACCESS_KEY_ID!,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
        }
      : null,
    invoiceReadingMaxPendingPerBuyer: env.INVOICE_READING_MAX_PENDING_PER_BUYER,
    commissionPolicy: { rateBasisPoints: env.COMMISSION_RATE_BASIS_POINTS, minimumYen: env.MIN_COMMISSION_YEN },
    receiptIssuer: {
      name: env.ISSUER_NAME ?? DEMO_RECEIPT_ISSUER.name,
      address: env.ISSUER_ADDRESS ?? DEMO_RECEIPT_ISSUER.address,
      registrationNumber: env.ISSUER_REGISTRATION_NUMBER ?? DEMO_RECEIPT_ISSUER.registrationNumber,
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    apiDocs: env.API_DOCS ? env.API_DOCS === 'true' : env.NODE_ENV !== 'production',
    cardAcquirer: cardAcquirerConfig(env),
    payouts: {
      channel: env.PAYOUT_CHANNEL,
      requester: {
        code: env.PAYOUT_REQUESTER_CODE ?? DEMO_PAYOUT_REQUESTER.code,
        name: env.PAYOUT_REQUESTER_NAME ?? DEMO_PAYOUT_REQUESTER.name,
        bankCode: env.PAYOUT_BANK_CODE ?? DEMO_PAYOUT_REQUESTER.bankCode,
        bankName: env.PAYOUT_BANK_NAME ?? DEMO_PAYOUT_REQUESTER.bankName,
        branchCode: env.PAYOUT_BRANCH_CODE ?? DEMO_PAYOUT_REQUESTER.branchCode,
        branchName: env.PAYOUT_BRANCH_NAME ?? DEMO_PAYOUT_REQUESTER.branchName,
        accountType: env.PAYOUT_ACCOUNT_TYPE ? (Number(env.PAYOUT_ACCOUNT_TYPE) as 1 | 2 | 4) : DEMO_PAYOUT_REQUESTER.accountType,
        accountNumber: env.PAYOUT_ACCOUNT_NUMBER ?? DEMO_PAYOUT_REQUESTER.accountNumber,
      },
      bankApi:
        env.PAYOUT_CHANNEL === 'bank_api'
          ? {
              baseUrl: env.PAYOUT_BANK_API_URL!.replace(/\/$/, ''),
              token: env.PAYOUT_BANK_API_TOKEN!,
              accountId: env.PAYOUT_BANK_API_ACCOUNT_ID!,
            }
          : null,
    },
    acquirerSettlement: { feeRateBps: env.ACQUIRER_FEE_RATE_BPS, cycle: env.ACQUIRER_SETTLEMENT_CYCLE },
  };
}

const VERITRANS_KEYS = [
  'VERITRANS_API_URL',
  'VERITRANS_TOKEN_URL',
  'VERITRANS_MERCHANT_CCID',
  'VERITRANS_MERCHANT_KEY',
  'VERITRANS_TOKEN_API_KEY',
] as const;

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

export interface VeriTransSettings {
  /** Connection API base without a trailing slash. */
  apiUrl: string;
  tokenUrl: string;
  ccid: string;
  merchantKey: string;
  tokenApiKey: string;
  dummyRequest: boolean;
  timeoutMs: number;
  threeDsOrigins: string[];
}

/**
 * `embedded`: the simulator under /gateway on this server, called in-process with the simulator's
 * own development credentials (EMBEDDED_SIMULATOR_CREDENTIALS); `veritrans`: over HTTPS.
 */
export type CardAcquirerConfig = { kind: 'embedded'; timeoutMs: number } | ({ kind: 'veritrans' } & VeriTransSettings);

function cardAcquirerConfig(env: Env): CardAcquirerConfig {
  if (!env.VERITRANS_API_URL) return { kind: 'embedded', timeoutMs: env.VERITRANS_TIMEOUT_MS };
  return {
    kind: 'veritrans',
    apiUrl: env.VERITRANS_API_URL.replace(/\/$/, ''),
    tokenUrl: env.VERITRANS_TOKEN_URL!,
    ccid: env.VERITRANS_MERCHANT_CCID!,
    merchantKey: env.VERITRANS_MERCHANT_KEY!,
    tokenApiKey: env.VERITRANS_TOKEN_API_KEY!,
    dummyRequest: env.VERITRANS_DUMMY_REQUEST ? env.VERITRANS_DUMMY_REQUEST === 'true' : env.NODE_ENV !== 'production',
    timeoutMs: env.VERITRANS_TIMEOUT_MS,
    threeDsOrigins: (env.VERITRANS_3DS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
  };
}
