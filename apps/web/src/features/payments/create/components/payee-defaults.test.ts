import { describe, expect, it } from 'vitest';
import { ACCOUNT, UPLOAD } from '../../shared/test-support.ts';
import {
  bankAccountDefaultsFrom,
  companyDefaultsFrom,
  corporateNumberFromRegistration,
  matchingAccount,
  supplierByIssuer,
} from './payee-defaults.ts';

describe('new supplier and account from the invoice', () => {
  it('the registration number gives the 法人番号 of a corporation', () => {
    expect(corporateNumberFromRegistration('T7123456789012')).toBe('7123456789012');
    expect(corporateNumberFromRegistration('T1123456789012')).toBeNull();
    expect(corporateNumberFromRegistration(null)).toBeNull();
    expect(companyDefaultsFrom(UPLOAD.extraction).values).toMatchObject({
      name: '株式会社サンプル商事',
      corporate_number: '7123456789012',
    });
  });

  it('prefills the issuer’s postal code, address and phone, split where the postal code’s city ends', () => {
    const read = (value: string) => ({ value, confidence: 0.95 });
    const extraction = {
      ...UPLOAD.extraction,
      fields: {
        ...UPLOAD.extraction.fields,
        issuer_postal_code: read('1890014'),
        issuer_address: read('東京都東村山市本町1-2-3'),
        issuer_phone: read('042-393-5111'),
      },
    };
    const postal = [{ postal_code: '1890014', prefecture: '東京都', prefecture_id: 13, city: '東村山市', town: '本町' }];
    expect(companyDefaultsFrom(extraction, postal).values).toMatchObject({
      postal_code: '189-0014',
      address_state: '東京都',
      address_city: '東村山市',
      address_street: '本町1-2-3',
      phone_number: '042-393-5111',
    });
    // Only the postal code was read: what it names is filled.
    const onlyPostal = { ...extraction, fields: { ...extraction.fields, issuer_address: { value: null, confidence: 0 } } };
    expect(companyDefaultsFrom(onlyPostal, postal).values).toMatchObject({
      address_state: '東京都',
      address_city: '東村山市',
      address_street: '本町',
    });
    // A reading stored before the reader looked for them has none of these fields.
    expect(companyDefaultsFrom(UPLOAD.extraction).values).toMatchObject({
      postal_code: '',
      address_state: '',
      address_city: '',
      address_street: '',
      phone_number: '',
    });
  });

  it('prefills bank, branch, type, number and holder', () => {
    expect(bankAccountDefaultsFrom(UPLOAD.extraction)).toMatchObject({
      bank_code: '0001',
      bank_name: 'みずほ',
      branch_code: '123',
      branch_name: '渋谷',
      account_type: '2',
      account_number: '123',
      account_holder_name: 'ｶ)ｻﾝﾌﾟﾙｼﾖｳｼﾞ',
    });
  });

  it('finds the saved account and the supplier the invoice names', () => {
    expect(matchingAccount([ACCOUNT], UPLOAD.extraction)?.id).toBe(7);
    expect(matchingAccount([{ ...ACCOUNT, account_number: '0000124' }], UPLOAD.extraction)).toBeNull();
    expect(supplierByIssuer([{ id: 1, name: '株式会社 サンプル商事' }], '株式会社サンプル商事')?.id).toBe(1);
    expect(
      supplierByIssuer(
        [
          { id: 1, name: 'Ａ社' },
          { id: 2, name: 'A社' },
        ],
        'A社',
      ),
    ).toBeNull();
  });
});
