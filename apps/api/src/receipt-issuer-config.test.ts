import { describe, expect, it } from 'vitest';
import { DEMO_RECEIPT_ISSUER, loadConfig } from './config.ts';
import { PRODUCTION_ENV } from './testing/production-env.ts';

// Production without the issuer's three settings (each test adds them back as it needs).
const { ISSUER_NAME: _name, ISSUER_ADDRESS: _address, ISSUER_REGISTRATION_NUMBER: _number, ...PRODUCTION } = PRODUCTION_ENV;
const ISSUER = {
  ISSUER_NAME: '株式会社テスト運営',
  ISSUER_ADDRESS: '東京都千代田区丸の内1-1-1',
  ISSUER_REGISTRATION_NUMBER: 'T7000012050002',
};

describe('receipt issuer configuration (適格請求書発行事業者)', () => {
  it('production refuses to start without the issuer’s name, address and registration number', () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(/ISSUER_NAME[\s\S]*ISSUER_ADDRESS[\s\S]*ISSUER_REGISTRATION_NUMBER/);
    for (const missing of Object.keys(ISSUER)) {
      const env: Record<string, string> = { ...PRODUCTION, ...ISSUER };
      delete env[missing];
      expect(() => loadConfig(env), missing).toThrow(new RegExp(`${missing}: required in production`));
    }
    expect(loadConfig({ ...PRODUCTION, ...ISSUER }).receiptIssuer).toEqual({
      name: '株式会社テスト運営',
      address: '東京都千代田区丸の内1-1-1',
      registrationNumber: 'T7000012050002',
    });
  });

  it.each(['7000012050002', 'T7000012050003', 'T700001205000', 'Ｔ7000012050002'])(
    'a registration number that is not T + a valid 法人番号 (%s) stops the start, in every environment',
    (number) => {
      expect(() => loadConfig({ ISSUER_REGISTRATION_NUMBER: number })).toThrow(/ISSUER_REGISTRATION_NUMBER: must be 'T'/);
      expect(() => loadConfig({ ...PRODUCTION, ...ISSUER, ISSUER_REGISTRATION_NUMBER: number })).toThrow(
        /ISSUER_REGISTRATION_NUMBER/,
      );
    },
  );

  it('development prints plainly marked demo values', () => {
    const issuer = loadConfig({}).receiptIssuer;
    expect(issuer).toEqual(DEMO_RECEIPT_ISSUER);
    expect(issuer.name).toContain('デモ');
    expect(issuer.registrationNumber).toMatch(/^T\d{13}$/);
  });
});
