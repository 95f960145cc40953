import { z } from 'zod';

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
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (!env.DATABASE_URL) ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'required in production' });
    if (!env.SMTP_URL) ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'required in production' });
    if (!env.JWT_SECRET) ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'required in production' });
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: Env['LOG_LEVEL'];
  seedDemo: boolean;
  collectionDisabledCorporateNumbers: string[];
  webDistDir: string | undefined;
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
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : env.NODE_ENV !== 'production',
    collectionDisabledCorporateNumbers: env.COLLECTION_DISABLED_CORPORATE_NUMBERS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    webDistDir: env.WEB_DIST_DIR,
  };
}
