import { describe, it, expect } from 'vitest';
import { findIssuerName } from './issuer.ts';
import { prepareInvoiceText } from './text.ts';

const find = (text: string) => findIssuerName(prepareInvoiceText(text));

describe('findIssuerName', () => {
  it('skips the addressee (御中) and takes the company by the registration number', () => {
    const text =
      '株式会社テスト商事 御中\t請求書番号 INV-1\n株式会社サンプル工業\n〒100-0001 東京都千代田区千代田1-1\n登録番号 T7123456789012';
    expect(find(text)).toEqual({ value: '株式会社サンプル工業', confidence: 0.8 });
  });

  it.each([
    ['合同会社ミドリソフト 〒530-0001 大阪府', '合同会社ミドリソフト'],
    ['ブルースカイ合同会社\t札幌市中央区', 'ブルースカイ合同会社'],
    ['(株)サンプル TEL 03-1111-2222', '(株)サンプル'],
    ['請求書 株式会社ミナトロジスティクス', '株式会社ミナトロジスティクス'],
    ['ABC Trading 株式会社', 'ABC Trading 株式会社'],
  ])('%j → %s', (text, name) => {
    expect(find(text).value).toBe(name);
  });

  it('takes a labelled 発行元 first', () => {
    expect(find('株式会社テスト商事 様\n発行元：やまだ企画')).toEqual({ value: 'やまだ企画', confidence: 0.9 });
  });

  it('does not take the account holder or the bank for the issuer', () => {
    expect(find('口座名義 株式会社サンプル\n株式会社みずほ銀行 渋谷支店').value).toBeNull();
  });

  it("finds a sole proprietor's 屋号 at the top of the block above the registration number", () => {
    const text = [
      'No. S-2026-118',
      '令和8年10月31日',
      '御請求書',
      'さくら翻訳オフィス',
      'グローバル貿易株式会社 様',
      '佐藤 花子',
      '〒460-0008',
      'ご請求額 191,400円',
      '愛知県名古屋市中区栄3-1-1',
      'TEL 052-765-4321',
      'お振込期限 令和8年11月30日',
      '登録番号 T1345678901234',
    ].join('\n');
    expect(find(text)).toEqual({ value: 'さくら翻訳オフィス', confidence: 0.5 });
  });
});
