import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseInvoiceText, type InvoiceTextFields } from './parse-invoice-text.ts';

// Texts the API's extractor produced from apps/api/fixtures/invoices (PDF text layers joined
// into lines, and tesseract output), kept so these tests need neither pdfjs nor OCR.
const sample = (file: string) => readFileSync(new URL(`./fixtures/${file}.txt`, import.meta.url), 'utf8');
const values = (fields: InvoiceTextFields) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));

const CLASSIC_01 = {
  total_amount: 974600,
  due_date: '2026-12-31',
  invoice_number: 'INV-2026-0012',
  issue_date: '2026-12-01',
  issuer_name: '株式会社サンプル工業',
  registration_number: 'T7123456789012',
  bank_name: '三菱UFJ銀行',
  bank_code: '0005',
  branch_name: '渋谷支店',
  branch_code: null,
  account_type: '2',
  account_number: '1234567',
  account_holder: 'カ)サンプルコウギヨウ',
  issuer_postal_code: '1000001',
  issuer_address: '東京都千代田区千代田1-1',
  issuer_phone: '03-1234-5678',
};
const SOLE_02 = {
  total_amount: 191400,
  due_date: '2026-11-30',
  invoice_number: 'S-2026-118',
  issue_date: '2026-10-31',
  issuer_name: 'さくら翻訳オフィス',
  registration_number: 'T1345678901234',
  bank_name: '三井住友銀行',
  bank_code: '0009',
  branch_name: '名古屋支店',
  branch_code: null,
  account_type: '2',
  account_number: '9081726',
  account_holder: 'サトウ ハナコ',
  issuer_postal_code: '4600008',
  issuer_address: '愛知県名古屋市中区栄3-1-1',
  issuer_phone: '052-765-4321',
};

describe('parseInvoiceText on PDF text layers', () => {
  it('classic layout: two columns, boxed total, one-line 振込先', () => {
    const fields = parseInvoiceText(sample('classic-01.pdf'));
    expect(values(fields)).toEqual(CLASSIC_01);
    expect(fields.total_amount.confidence).toBeGreaterThanOrEqual(0.95);
  });

  it('table layout: header row of labels over values, bank details as a table', () => {
    expect(values(parseInvoiceText(sample('table-01.pdf')))).toEqual({
      total_amount: 297220,
      due_date: '2027-01-31',
      invoice_number: 'ML-2026-00451',
      issue_date: '2026-12-05',
      issuer_name: '株式会社ミナトロジスティクス',
      registration_number: 'T6402011112222',
      bank_name: 'みずほ銀行',
      bank_code: '0001',
      branch_name: '横浜支店',
      branch_code: '325',
      account_type: '1',
      account_number: '0456789',
      account_holder: 'カ)ミナトロジスティクス',
      issuer_postal_code: '2310002',
      issuer_address: '神奈川県横浜市中区海岸通3-9',
      issuer_phone: '045-222-3344',
    });
  });

  it('sole proprietor, 和暦 dates, 8% and 10% tax lines, columns interleaved', () => {
    expect(values(parseInvoiceText(sample('sole-02.pdf')))).toEqual(SOLE_02);
  });

  it('compact layout: 総額, 支払期日, holder without a label', () => {
    expect(values(parseInvoiceText(sample('compact-02.pdf')))).toEqual({
      total_amount: 107690,
      due_date: '2026-12-28',
      invoice_number: 'BS-778',
      issue_date: '2026-12-10',
      issuer_name: 'ブルースカイ合同会社',
      registration_number: 'T9430005554443',
      bank_name: '北洋銀行',
      bank_code: null,
      branch_name: '札幌駅前支店',
      branch_code: '143',
      account_type: '2',
      account_number: '3344556',
      account_holder: 'ブルースカイ(ド',
      // The compact layout prints no postal code nor phone; the text layer writes 西 as the radical ⻄.
      issuer_postal_code: null,
      issuer_address: '札幌市中央区北1条西2-1',
      issuer_phone: null,
    });
  });
});

describe('parseInvoiceText on OCR output', () => {
  it('a photo: ¥ read as a backslash, commas as periods, spaces after ）', () => {
    expect(values(parseInvoiceText(sample('photo-classic-01.png')))).toEqual({
      ...CLASSIC_01,
      total_amount: 343574,
      due_date: '2027-01-20',
      invoice_number: 'INV-2026-0031',
      account_number: '2345678',
    });
  });

  it('a scanned PDF: the 屋号 and the unlabelled issue date found by position', () => {
    expect(values(parseInvoiceText(sample('scan-sole-02.pdf')))).toEqual({ ...SOLE_02, invoice_number: 'S-2026-131' });
  });

  it('a photo whose table labels OCR lost: dates and number by their shape', () => {
    expect(values(parseInvoiceText(sample('photo-table-02.jpg')))).toMatchObject({
      total_amount: 236500,
      due_date: '2026-12-25',
      invoice_number: '20261205-01',
      issue_date: '2026-11-20',
      issuer_name: '有限会社アオバ製作所',
      bank_name: '七十七銀行',
      bank_code: '0125',
      branch_name: '本店営業部',
      branch_code: '100',
      account_type: '2',
      account_number: '5566778',
      issuer_postal_code: '9800811',
      issuer_address: '宮城県仙台市青葉区一番町1-2-3',
      issuer_phone: '022-111-2233',
    });
  });

  it('leaves a field null rather than guess from garbage (holder line unreadable)', () => {
    const fields = parseInvoiceText(sample('photo-table-01.png'));
    expect(fields.account_holder).toEqual({ value: null, confidence: 0 });
    expect(fields.total_amount.value).toBe(287540);
  });

  it('reads a sole proprietor photo with 和暦 dates', () => {
    expect(values(parseInvoiceText(sample('photo-sole-01.png')))).toMatchObject({
      total_amount: 93500,
      due_date: '2027-01-31',
      invoice_number: '0043',
      issue_date: '2026-12-01',
      issuer_name: '山田デザイン事務所',
      registration_number: 'T9234567890123',
      bank_name: 'りそな銀行',
      account_number: '0123456',
      account_holder: 'ヤマダ タロウ',
    });
  });
});

describe('parseInvoiceText', () => {
  it('returns every field, null with confidence 0 when absent', () => {
    const fields = parseInvoiceText('');
    expect(Object.keys(fields)).toHaveLength(16);
    expect(Object.values(fields).every((f) => f.value === null && f.confidence === 0)).toBe(true);
  });
});
