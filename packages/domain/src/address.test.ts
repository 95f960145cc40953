import { describe, it, expect } from 'vitest';
import { splitAddress } from './address.ts';

describe('splitAddress', () => {
  it.each([
    ['東京都千代田区千代田1-1', '東京都', '千代田区', '千代田1-1'],
    ['大阪府大阪市北区梅田2-4-9', '大阪府', '大阪市北区', '梅田2-4-9'],
    ['神奈川県横浜市中区海岸通3-9', '神奈川県', '横浜市中区', '海岸通3-9'],
    ['東京都渋谷区渋谷2-10-5 303', '東京都', '渋谷区', '渋谷2-10-5 303'],
    ['札幌市中央区北1条西2-1', null, '札幌市中央区', '北1条西2-1'],
    ['三重県桑名郡木曽岬町大字西対海地1', '三重県', '桑名郡木曽岬町', '大字西対海地1'],
    ['奈良県大和郡山市北郡山町248-4', '奈良県', '大和郡山市', '北郡山町248-4'],
    ['三重県四日市市諏訪町1-5', '三重県', '四日市市', '諏訪町1-5'],
    ['東京都町田市森野2-2-22', '東京都', '町田市', '森野2-2-22'],
    ['福島県郡山市朝日1-23-7', '福島県', '郡山市', '朝日1-23-7'],
  ])('%s → %s / %s / %s (by its shape)', (address, prefecture, city, street) => {
    expect(splitAddress(address)).toEqual({ prefecture, city, street });
  });

  it('takes the city the postal code names, also when the 郡 is not printed', () => {
    const known = [{ prefecture: '東京都', city: '東村山市' }];
    expect(splitAddress('東京都東村山市本町1-2-3', known)).toEqual({
      prefecture: '東京都',
      city: '東村山市',
      street: '本町1-2-3',
    });
    // By shape alone this one would be cut after 東村.
    expect(splitAddress('東京都東村山市本町1-2-3').city).toBe('東村');
    expect(splitAddress('木曽岬町西対海地1', [{ prefecture: '三重県', city: '桑名郡木曽岬町' }])).toEqual({
      prefecture: '三重県',
      city: '桑名郡木曽岬町',
      street: '西対海地1',
    });
  });

  it('ignores a known city of another prefecture than the printed one', () => {
    const known = [{ prefecture: '愛知県', city: '弥富市' }];
    expect(splitAddress('大阪府大阪市北区梅田1', known)).toEqual({ prefecture: '大阪府', city: '大阪市北区', street: '梅田1' });
  });

  it('folds full-width digits and keeps what it cannot split in the street', () => {
    expect(splitAddress('東京都千代田区丸の内１－２－３')).toEqual({
      prefecture: '東京都',
      city: '千代田区',
      street: '丸の内1-2-3',
    });
    expect(splitAddress('丸の内1-2-3')).toEqual({ prefecture: null, city: '', street: '丸の内1-2-3' });
  });
});
