import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { PRODUCTION_ENV } from '../../../testing/production-env.ts';

const VERITRANS = {
  VERITRANS_API_URL: 'https://acquirer.example.test/paynow/v2/',
  VERITRANS_TOKEN_URL: 'https://token.example.test/4gtoken',
  VERITRANS_MERCHANT_CCID: 'A100000000000000000000cc',
  VERITRANS_MERCHANT_KEY: 'k'.repeat(64),
  VERITRANS_TOKEN_API_KEY: 'token-api-key-example',
};

describe('card acquirer configuration', () => {
  it('without VERITRANS_* outside production: the embedded simulator', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).cardAcquirer).toEqual({ kind: 'embedded', timeoutMs: 30_000 });
  });

  it('with VERITRANS_*: VeriTrans, test transactions by default outside production only', () => {
    const dev = loadConfig({ NODE_ENV: 'development', ...VERITRANS, VERITRANS_3DS_ORIGINS: 'https://acs.example.test' });
    expect(dev.cardAcquirer).toMatchObject({
      kind: 'veritrans',
      apiUrl: 'https://acquirer.example.test/paynow/v2',
      dummyRequest: true,
      threeDsOrigins: ['https://acs.example.test'],
    });
    expect(loadConfig({ ...PRODUCTION_ENV }).cardAcquirer).toMatchObject({ kind: 'veritrans', dummyRequest: false });
  });

  it('refuses half a configuration in any environment', () => {
    const { VERITRANS_MERCHANT_KEY: _key, ...partial } = VERITRANS;
    expect(() => loadConfig({ NODE_ENV: 'development', ...partial })).toThrow(/VERITRANS_MERCHANT_KEY/);
  });

  it('production refuses to start without VeriTrans, with test transactions, or over http', () => {
    const { VERITRANS_API_URL: _url, ...withoutAcquirer } = PRODUCTION_ENV;
    expect(() => loadConfig(withoutAcquirer)).toThrow(/VERITRANS_API_URL: required in production/);
    expect(() => loadConfig({ ...PRODUCTION_ENV, VERITRANS_DUMMY_REQUEST: 'true' })).toThrow(/VERITRANS_DUMMY_REQUEST/);
    expect(() => loadConfig({ ...PRODUCTION_ENV, VERITRANS_TOKEN_URL: 'http://token.example.test/4gtoken' })).toThrow(
      /VERITRANS_TOKEN_URL: must be https/,
    );
    expect(() => loadConfig({ ...PRODUCTION_ENV, VERITRANS_3DS_ORIGINS: 'https://acs.example.test/path' })).toThrow(
      /not an origin/,
    );
  });
});
