import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankClosedDays } from '../../db/schema.ts';
import { registeredBuyer, type Session } from '../../testing/fixtures.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';

let t: TestApp;
let s: Session;
beforeAll(async () => {
  t = await createTestApp();
  s = await registeredBuyer(t);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: s.headers });

describe('bank search (zengin-code data)', () => {
  it('an empty query lists the 8 main banks first, in the spec’s order with its codes', async () => {
    const banks = (await get('/banks2?size=10')).json().banks;
    expect(banks.slice(0, 8).map((b: { code: string }) => b.code)).toEqual([
      '0001',
      '0005',
      '0009',
      '0010',
      '0036',
      '0038',
      '0294',
      '9900',
    ]);
    expect(banks[0]).toMatchObject({ name: 'みずほ', kana: 'ミズホ', is_main: true });
  });

  it.each(['みずほ', 'ミズホ', 'ﾐｽﾞﾎ', '0001', 'みず'])('%s finds みずほ first', async (q) => {
    const banks = (await get(`/banks2?q=${encodeURIComponent(q)}`)).json().banks;
    expect(banks[0].code).toBe('0001');
  });

  it('ゆうちょ is found by its reading even though the data writes ユウチヨ', async () => {
    expect((await get(`/banks2?q=${encodeURIComponent('ゆうちょ')}`)).json().banks[0].code).toBe('9900');
  });

  it('branches of one bank by name, kana or code', async () => {
    const byName = (await get(`/banks2?bank_code=0001&q=${encodeURIComponent('渋谷')}`)).json().branches;
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((b: { name: string }) => b.name.includes('渋谷'))).toBe(true);
    expect((await get('/banks2?bank_code=0001&q=100')).json().branches[0]).toMatchObject({ code: '100', name: '本店' });
    expect((await get('/banks2?bank_code=9999')).statusCode).toBe(404);
    expect((await get('/banks2?bank_code=12')).statusCode).toBe(400);
  });
});

describe('account holder kana', () => {
  it('normalises to Zengin half-width kana with a display form', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/holder_kana',
      headers: s.headers,
      payload: { account_holder_name: 'ヤマダ株式会社' },
    });
    expect(res.json()).toEqual({ account_holder_name: 'ﾔﾏﾀﾞ(ｶ', display: 'ヤマダ（カ', bytes: 6 });
  });

  it('names the characters it cannot use', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/holder_kana',
      headers: s.headers,
      payload: { account_holder_name: 'ヤマダ商店' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('商');
    expect(res.json().errors[0].field).toBe('account_holder_name');
  });
});

describe('bank closed days', () => {
  it('weekends, holidays, 年末年始 and configured days, with reasons', async () => {
    await t.db.insert(bankClosedDays).values({ date: '2026-12-08', reason: 'システムメンテナンス' });
    const days = (await get('/banks/closed_day?from=2026-11-20&to=2027-01-12')).json().closed_days as {
      date: string;
      reason: string;
    }[];
    const reason = (d: string) => days.find((x) => x.date === d)?.reason;
    expect(reason('2026-11-23')).toBe('勤労感謝の日');
    expect(reason('2026-11-21')).toBe('土曜日');
    expect(reason('2026-11-22')).toBe('日曜日');
    expect(reason('2026-12-08')).toBe('システムメンテナンス');
    expect(reason('2026-12-31')).toBe('年末年始');
    expect(reason('2027-01-01')).toBeDefined();
    expect(reason('2027-01-11')).toBe('成人の日');
    expect(reason('2026-11-24')).toBeUndefined();
  });

  it('refuses bad ranges', async () => {
    for (const q of [
      'from=2027-01-01&to=2026-01-01',
      'from=2026-01-01',
      'from=2026-13-01&to=2026-12-01',
      'from=2020-01-01&to=2030-01-01',
    ]) {
      const res = await get(`/banks/closed_day?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('corporation register', () => {
  it('finds by 法人番号, refuses a bad check digit, and searches names in kanji or kana', async () => {
    const { importCorporations } = await import('../corporations/import-corporations.ts');
    const { apiPath } = await import('../../api-root.ts');
    const result = await importCorporations(t.db, apiPath('fixtures/corporations-sample.csv'));
    expect(result.imported).toBe(12);
    const byNumber = (await get('/corporations?q=1180301018771')).json().corporations;
    expect(byNumber[0]).toMatchObject({
      name: 'トヨタ自動車株式会社',
      name_kana: 'トヨタジドウシャ',
      postal_code: '4718571',
      address_state: '愛知県',
      address_city: '豊田市',
    });
    const bad = await get('/corporations?q=1180301018772');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('法人番号');
    expect((await get(`/corporations?q=${encodeURIComponent('ソニー')}`)).json().corporations[0].corporate_number).toBe(
      '5010401067252',
    );
    expect((await get(`/corporations?q=${encodeURIComponent('とよた')}`)).json().corporations[0].corporate_number).toBe(
      '1180301018771',
    );
    expect((await get(`/corporations?q=${encodeURIComponent('%')}`)).json().corporations).toEqual([]);
    // re-importing updates in place
    expect((await importCorporations(t.db, apiPath('fixtures/corporations-sample.csv'))).imported).toBe(12);
  });
});
