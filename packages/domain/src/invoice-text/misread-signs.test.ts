import { describe, expect, it } from 'vitest';
import { misreadSigns } from './misread-signs.ts';

// Each pair is two readings of one image: the first shows more signs of a misreading.
const worse = (field: string, misread: string, other: string, checks = {}) =>
  misreadSigns(field, misread, other, checks) - misreadSigns(field, other, misread, checks);

describe('misreadSigns', () => {
  it.each([
    ['(株三栄物流新聞社', '(株)三栄物流新聞社'],
    ['株式会社朝日0Aシステム', '株式会社朝日OAシステム'],
    ['選垢合同会社富士見設計', '合同会社富士見設計'],
    ['桜井典礼', '桜井典礼(株)'],
    ['合同会社桜井コミュニケーシヨンズ', '合同会社桜井コミュニケーションズ'],
    ['株式会社東和りリゾート', '株式会社東和リゾート'],
    // The name's last kanji lost after its form (L290's photo): the other reading has them.
    ['有限会社協和', '有限会社協和地所'],
  ])('an issuer name %s against %s', (misread, other) => {
    expect(worse('issuer_name', misread, other)).toBeGreaterThan(0);
  });

  it('finds nothing wrong with a 組合 behind its own words, a number after a form or large kana alone', () => {
    expect(misreadSigns('issuer_name', '生活協同組合コープさくら', '生活協同組合コープさくら')).toBe(0);
    expect(misreadSigns('issuer_name', '株式会社3000', '株式会社3000')).toBe(0);
    expect(misreadSigns('issuer_name', 'キヨウワ商事', 'キヨウワ商事')).toBe(0);
    // A seal's or a box's words after the name are the other reading's noise, not a tail this one lost.
    expect(worse('issuer_name', '株式会社湊建設', '株式会社湊建設確認欄')).toBeLessThanOrEqual(0);
    expect(worse('issuer_name', '株式会社北斗', '株式会社北斗之印')).toBeLessThanOrEqual(0);
    expect(worse('issuer_name', '株式会社北斗', '株式会社北斗御中')).toBeLessThanOrEqual(0);
  });

  it.each([
    ['東京都渋谷区渋谷2-16-15', '東京都渋谷区渋谷2-16-15 グランドメゾン101'],
    ['東京都豊島区東池袋-9-14 第2松本ビル 302', '東京都豊島区東池袋1-9-14 第2松本ビル 302'],
    ['東京者渋谷区渋谷5-8-17', '東京都渋谷区渋谷5-8-17'],
    ['東京都新宿区西新宿1116-20', '東京都新宿区西新宿1-16-20'],
    ['大阪府大阪市中央区北浜1-118-26 ANビル5階', '大阪府大阪市中央区北浜1-18-26 ANビル5階'],
  ])('an address %s against %s', (misread, other) => {
    expect(worse('issuer_address', misread, other)).toBeGreaterThan(0);
  });

  it('holds an address to the heads its postal code names', () => {
    const checks = { addressHeads: ['群馬県高崎市栄町'] };
    expect(worse('issuer_address', '東京都千代田区丸の内2-17-13', '群馬県高崎市栄町1-3-27', checks)).toBeGreaterThan(0);
    // Without a code, two addresses are alike.
    expect(worse('issuer_address', '東京都千代田区丸の内2-17-13', '群馬県高崎市栄町1-3-27')).toBe(0);
  });

  it('holds a branch to the bank’s, with or without its 支店', () => {
    const checks = { branchNames: ['新宿', '本店', '横浜駅前'] };
    expect(worse('branch_name', '名新宿支店', '新宿支店', checks)).toBeGreaterThan(0);
    expect(worse('branch_name', '横浜駅支店', '横浜駅前支店', checks)).toBeGreaterThan(0);
    expect(misreadSigns('branch_name', '本店', '本店', checks)).toBe(0);
    expect(misreadSigns('branch_name', '名新宿支店', '新宿支店')).toBe(0);
  });

  it('holds a person’s holder to the space between the names the other reading kept (L100 photo)', () => {
    expect(worse('account_holder', 'コバヤシナオキ', 'コバヤシ ナオキ')).toBeGreaterThan(0);
    expect(misreadSigns('account_holder', 'カ)フタバセツケイ', 'カ)フタバ セツケイ')).toBe(0);
  });

  it('counts nothing for fields it has no signs for, or values that are not text', () => {
    expect(misreadSigns('account_holder', 'カ)チヨダ', 'カ)チョダ')).toBe(0);
    expect(misreadSigns('total_amount', 110000, 11000)).toBe(0);
  });
});
