/**
 * Every setting production requires, with harmless values: tests that start the app in production
 * mode take this and change only what they are about.
 */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://unused',
  SMTP_URL: 'smtp://127.0.0.1:1',
  JWT_SECRET: 'x'.repeat(40),
  PUBLIC_URL: 'https://pay.example.test',
  SECRET_BOX_KEYS: `v1:${'y'.repeat(40)}`,
  S3_BUCKET: 'invoices',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret',
  ISSUER_NAME: '株式会社テスト運営',
  ISSUER_ADDRESS: '東京都千代田区丸の内1-1-1',
  ISSUER_REGISTRATION_NUMBER: 'T7000012050002',
  TRUST_PROXY: 'false',
  PAYOUT_REQUESTER_CODE: '1234567890',
  PAYOUT_REQUESTER_NAME: 'ｶ)ﾃｽﾄｳﾝｴｲ',
  PAYOUT_BANK_CODE: '0005',
  PAYOUT_BANK_NAME: 'ﾐﾂﾋﾞｼﾕ-ｴﾌｼﾞｴｲ',
  PAYOUT_BRANCH_CODE: '001',
  PAYOUT_BRANCH_NAME: 'ﾎﾝﾃﾝ',
  PAYOUT_ACCOUNT_TYPE: '1',
  PAYOUT_ACCOUNT_NUMBER: '1234567',
  VERITRANS_API_URL: 'https://acquirer.example.test/paynow/v2',
  VERITRANS_TOKEN_URL: 'https://token.example.test/4gtoken',
  VERITRANS_MERCHANT_CCID: 'A100000000000000000000cc',
  VERITRANS_MERCHANT_KEY: 'k'.repeat(64),
  VERITRANS_TOKEN_API_KEY: 'token-api-key-example',
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '/nonexistent',
};
