import { describe, expect, it } from 'vitest';
import { INVOICE_TEXT_FIELD_NAMES, notFound, type InvoiceTextFields } from '@icp/domain';
import { withAddressFromPostalDirectory } from './postal-address.ts';

const fields = (postal: string | null, address: string | null): InvoiceTextFields =>
  ({
    ...Object.fromEntries(INVOICE_TEXT_FIELD_NAMES.map((name) => [name, notFound()])),
    issuer_postal_code: postal ? { value: postal, confidence: 0.78 } : notFound(),
    issuer_address: address ? { value: address, confidence: 0.5 } : notFound(),
  }) as InvoiceTextFields;

const addressOf = (postal: string | null, address: string | null) =>
  withAddressFromPostalDirectory(fields(postal, address)).issuer_address;

describe('withAddressFromPostalDirectory (Japan Post’s directory, as the postal-code route reads it)', () => {
  it('puts right a place name OCR misread, keeping the block number, the building and the confidence', () => {
    expect(addressOf('1700013', '東京都代島区東池袋5-17-6 協和ビル3F')).toEqual({
      value: '東京都豊島区東池袋5-17-6 協和ビル3F',
      confidence: 0.5,
    });
    expect(addressOf('3691203', '埼玉県大星郡寄居町寄居1878-4').value).toBe('埼玉県大里郡寄居町寄居1878-4');
    expect(addressOf('3691203', '埼玉県大里郡寄居町禁居898-9').value).toBe('埼玉県大里郡寄居町寄居898-9');
    // Two slips in a head of eleven characters.
    expect(addressOf('4200857', '静岡県静岡市装区竹幸町5-19-14').value).toBe('静岡県静岡市葵区御幸町5-19-14');
  });

  it('leaves an address that is right, far from the code’s, or without a code as read', () => {
    expect(addressOf('1700013', '東京都豊島区東池袋5-17-6').value).toBe('東京都豊島区東池袋5-17-6');
    // Another place entirely: the code or the address was misread, and nothing says which.
    expect(addressOf('1700013', '大阪府大阪市北区梅田1-2-3').value).toBe('大阪府大阪市北区梅田1-2-3');
    expect(addressOf(null, '東京都代島区東池袋5-17-6').value).toBe('東京都代島区東池袋5-17-6');
    expect(addressOf('0000000', '東京都代島区東池袋5-17-6').value).toBe('東京都代島区東池袋5-17-6');
    expect(addressOf('1700013', null).value).toBeNull();
  });

  it('puts right a city misread whole when the code’s town follows it, and adds nothing to a town read whole', () => {
    // KEN_ALL's town for 289-2144 is 八日市場イ.
    expect(addressOf('2892144', '千葉県札玉市八日市場1105番地').value).toBe('千葉県匝瑳市八日市場1105番地');
    expect(addressOf('2892144', '千葉県匝瑳市八日市場1105番地').value).toBe('千葉県匝瑳市八日市場1105番地');
    // A town's last kanji that OCR dropped is put back, before the block number, not over its figure.
    expect(addressOf('1700013', '東京都豊島区東池5-17-6').value).toBe('東京都豊島区東池袋5-17-6');
    // Another city of the prefecture with another town: the code may be the misread one.
    expect(addressOf('2892144', '千葉県千葉市中央区中央4-5-23').value).toBe('千葉県千葉市中央区中央4-5-23');
  });

  it('compares with every town a code spans and drops a town’s note in parentheses', () => {
    const lookup = () => [
      { postal_code: '1000004', prefecture: '東京都', prefecture_id: 13, city: '千代田区', town: '大手町（次のビルを除く）' },
      { postal_code: '1000004', prefecture: '東京都', prefecture_id: 13, city: '千代田区', town: '丸の内' },
    ];
    const read = withAddressFromPostalDirectory(fields('1000004', '東京都千代田区大手叮1-1-1'), lookup);
    expect(read.issuer_address.value).toBe('東京都千代田区大手町1-1-1');
  });

  it('reads a ward’s block number with the hyphen OCR read as a 1, less sure', () => {
    expect(addressOf('1600023', '東京都新宿区西新宿2111-4 グランドメゾン101')).toEqual({
      value: '東京都新宿区西新宿2-11-4 グランドメゾン101',
      confidence: 0.5,
    });
    expect(
      withAddressFromPostalDirectory({
        ...fields('1600023', '東京都新宿区西新宿1116-20'),
        issuer_address: { value: '東京都新宿区西新宿1116-20', confidence: 0.75 },
      }).issuer_address,
    ).toEqual({
      value: '東京都新宿区西新宿1-16-20',
      confidence: 0.6,
    });
    // A town outside a ward numbers its 番地 in thousands; a ward's read with its hyphens is right.
    expect(addressOf('3691203', '埼玉県大里郡寄居町寄居1326-8').value).toBe('埼玉県大里郡寄居町寄居1326-8');
    expect(addressOf('1600023', '東京都新宿区西新宿2-11-4').value).toBe('東京都新宿区西新宿2-11-4');
    expect(addressOf('1600023', '東京都新宿区西新宿2511-4').value).toBe('東京都新宿区西新宿2511-4');
  });

  it('puts right a building’s kind OCR misread by its marks, after the block number only (L265, L267)', () => {
    expect(addressOf('6900845', '島根県松江市朝日町3-1-3 本町ブラザ101').value).toBe('島根県松江市朝日町3-1-3 本町プラザ101');
    expect(addressOf('1500002', '東京都渋谷区渋谷1-16-19 協和ピル3F').value).toBe('東京都渋谷区渋谷1-16-19 協和ビル3F');
    // (A word that is spelled so stays: 'ブラザーズ'.)
    expect(addressOf('1500002', '東京都渋谷区渋谷1-16-19 ブラザーズビル').value).toBe('東京都渋谷区渋谷1-16-19 ブラザーズビル');
  });
});
