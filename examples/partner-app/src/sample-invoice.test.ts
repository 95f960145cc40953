import { createPrePaymentRequestSchema } from '@icp/contract';
import { isValidCorporateNumber } from '@icp/domain';
import { describe, expect, it } from 'vitest';
import {
  corporateNumber,
  parseAmount,
  prePaymentRequest,
  renderInvoicePdf,
  SAMPLE_CORPORATE_NUMBER,
  sampleInvoice,
  taxIncluded,
} from './sample-invoice.ts';

describe('the sample invoice', () => {
  it('has a 法人番号 whose check digit is right, by the API’s own rule', () => {
    expect(corporateNumber('123456789012')).toBe('7123456789012');
    expect(isValidCorporateNumber(SAMPLE_CORPORATE_NUMBER)).toBe(true);
  });

  it('makes a request body the API’s schema accepts', () => {
    const form = sampleInvoice(new Date('2026-11-25T06:00:00Z'));
    expect(form.due_date).toBe('2027-01-24');
    const body = prePaymentRequest(
      form,
      { fileName: 'invoice.pdf', bytes: Buffer.from('%PDF-1.7') },
      'http://localhost:4100/return',
    );
    const parsed = createPrePaymentRequestSchema.safeParse(body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toMatchObject({
      supplier: { name: '株式会社サンプル商事', business_form: 1, corporate_number: SAMPLE_CORPORATE_NUMBER },
      bank_account: {
        bank_code: '0001',
        branch_code: '001',
        account_type: '2',
        account_number: '1234567',
        holder_name: 'ｶ)ｻﾝﾌﾟﾙｼｮｳｼﾞ',
      },
      amount: 55_000,
      return_url: 'http://localhost:4100/return',
    });
  });

  it('leaves blank optional fields out instead of sending empty strings', () => {
    const form = { ...sampleInvoice(), corporate_number: ' ', invoice_registration_number: '', memo: '' };
    const body = prePaymentRequest(form, { fileName: 'invoice.pdf', bytes: Buffer.from('x') }, 'http://localhost:4100/return');
    expect(body.supplier.corporate_number).toBeUndefined();
    expect(body.memo).toBeUndefined();
    expect(createPrePaymentRequestSchema.safeParse(body).success).toBe(true);
  });

  it('reads amounts as people type them', () => {
    expect(parseAmount('55,000')).toBe(55_000);
    expect(parseAmount('５５，０００円')).toBe(55_000);
    expect(parseAmount('¥1200')).toBe(1200);
    expect(parseAmount('12.5')).toBeNaN();
    expect(parseAmount('')).toBeNaN();
    expect(taxIncluded(55_000)).toEqual({ subtotal: 50_000, tax: 5_000 });
  });

  it('renders a one-page PDF whose Japanese text can be read back', async () => {
    const form = sampleInvoice();
    const bytes = await renderInvoicePdf(form);
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(200_000);
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
    expect(doc.numPages).toBe(1);
    const content = await (await doc.getPage(1)).getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join('\n');
    expect(text).toContain('株式会社サンプル商事');
    expect(text).toContain('株式会社デモ商事 御中');
    expect(text).toContain('¥55,000');
    expect(text).toContain(form.invoice_number);
    expect(text).toContain('ｶ)ｻﾝﾌﾟﾙｼｮｳｼﾞ');
  }, 30_000);
});
