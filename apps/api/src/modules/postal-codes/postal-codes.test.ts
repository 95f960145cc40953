import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';
import { lookupPostalCode } from './postal-directory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// No auth headers anywhere: the registration page calls this before the business exists.
const get = (code: string) => t.app.inject({ method: 'GET', url: `/api/v1/postal_codes/${code}` });

describe('GET /postal_codes/{code} (Japan Post data, public)', () => {
  it('answers the address of a code without a login', async () => {
    const res = await get('1000001');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      addresses: [{ postal_code: '1000001', prefecture: '東京都', prefecture_id: 13, city: '千代田区', town: '千代田' }],
    });
  });

  it('answers every address of a code that spans towns or prefectures', async () => {
    const twoPrefectures = (await get('4980000')).json().addresses;
    expect(twoPrefectures.map((a: { prefecture: string; city: string }) => `${a.prefecture}${a.city}`)).toEqual([
      '愛知県弥富市',
      '三重県桑名郡木曽岬町',
    ]);
    expect((await get('4520961')).json().addresses.length).toBeGreaterThan(10);
  });

  it('gives an empty town for a code that covers a whole city, and drops Japan Post’s notes', async () => {
    expect((await get('1000000')).json().addresses).toEqual([
      { postal_code: '1000000', prefecture: '東京都', prefecture_id: 13, city: '千代田区', town: '' },
    ]);
    // KEN_ALL: '琴平町の次に１～４２６番地がくる場合' is a note, not a town.
    expect(lookupPostalCode('7660002')[0]).toMatchObject({ prefecture: '香川県', town: '' });
  });

  it('answers 404 with a Japanese message for a code not in use', async () => {
    const res = await get('9999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'not_found', message: '該当する住所が見つかりません。' });
  });

  it.each(['100000', '10000011', '100-0001', 'abcdefg', encodeURIComponent('１０００００１'), '1000001%00', '%20100000'])(
    '%s is a 400 with a Japanese message, never a 5xx',
    async (code) => {
      const res = await get(code);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().status).toBe('validation_error');
      expect(res.json().message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    },
  );
});
