import { describe, expect, it } from 'vitest';
import { agreedAddress, planAddressFill } from './address-fill.ts';

const at = (prefecture: string, city: string, town: string) => ({
  postal_code: '1000001',
  prefecture,
  prefecture_id: 13,
  city,
  town,
});
const EMPTY = { prefecture: '', city: '', street: '' };

describe('agreedAddress', () => {
  it('is the one address of a code', () => {
    expect(agreedAddress([at('東京都', '千代田区', '千代田')])).toEqual({
      prefecture: '東京都',
      city: '千代田区',
      street: '千代田',
    });
  });

  it('keeps only what several addresses share', () => {
    expect(agreedAddress([at('愛知県', '清須市', '春日明河原'), at('愛知県', '清須市', '春日一番割')])).toEqual({
      prefecture: '愛知県',
      city: '清須市',
      street: '',
    });
    expect(agreedAddress([at('愛知県', '弥富市', ''), at('三重県', '桑名郡木曽岬町', '')])).toEqual(EMPTY);
    expect(agreedAddress([])).toEqual(EMPTY);
  });
});

describe('planAddressFill', () => {
  const found = { prefecture: '東京都', city: '千代田区', street: '千代田' };

  it('fills every empty input at once', () => {
    expect(planAddressFill(EMPTY, found)).toEqual({ now: found, onRequest: {}, label: '東京都千代田区千代田' });
  });

  it('never overwrites what was typed: a different value is offered instead', () => {
    expect(planAddressFill({ prefecture: '', city: '港区', street: '' }, found)).toEqual({
      now: { prefecture: '東京都', street: '千代田' },
      onRequest: { city: '千代田区' },
      label: '東京都千代田区千代田',
    });
  });

  it('leaves alone inputs that already say the same (a 番地 that starts with the town)', () => {
    expect(planAddressFill({ prefecture: '東京都', city: '千代田区', street: '千代田1-1' }, found)).toEqual({
      now: {},
      onRequest: {},
      label: '東京都千代田区千代田',
    });
  });

  it('does not touch the 番地 when the code names no single town', () => {
    expect(planAddressFill(EMPTY, { ...found, street: '' }).now).toEqual({ prefecture: '東京都', city: '千代田区' });
  });
});
