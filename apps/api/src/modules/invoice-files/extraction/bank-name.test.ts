import { describe, expect, it } from 'vitest';
import { INVOICE_TEXT_FIELD_NAMES, notFound, type InvoiceTextFields } from '@icp/domain';
import { withBankNameFromDirectory } from './bank-name.ts';

const fields = (bank: string | null, branch: string | null = null): InvoiceTextFields =>
  ({
    ...Object.fromEntries(INVOICE_TEXT_FIELD_NAMES.map((name) => [name, notFound()])),
    bank_name: bank ? { value: bank, confidence: 0.7 } : notFound(),
    branch_name: branch ? { value: branch, confidence: 0.8 } : notFound(),
  }) as InvoiceTextFields;

const bankOf = (bank: string | null, names?: string[]) => withBankNameFromDirectory(fields(bank), names).bank_name;

describe('withBankNameFromDirectory (the Zengin directory, as the bank routes read it)', () => {
  it('puts right a bank’s name OCR misread by a character, keeping its confidence', () => {
    expect(bankOf('七十銀行')).toEqual({ value: '七十七銀行', confidence: 0.7 });
    expect(bankOf('城南言用金庫').value).toBe('城南信用金庫');
  });

  it('sets right Latin letters OCR read in the wrong case (L229 page image)', () => {
    expect(bankOf('paypay銀行')).toEqual({ value: 'PayPay銀行', confidence: 0.7 });
  });

  it('sets aside Latin initials OCR misread where one bank has the rest of the name', () => {
    expect(bankOf('三菱FI銀行').value).toBe('三菱UFJ銀行');
    expect(bankOf('三菱UP銀行').value).toBe('三菱UFJ銀行');
    // A misread label before it: the longest bank of that shape the read name ends with.
    expect(bankOf('金則模関名三菱DF銀行').value).toBe('三菱UFJ銀行');
    expect(bankOf('三菱UF信託銀行').value).toBe('三菱UFJ信託銀行');
    // Initials alone before 銀行 are several banks' (PayPay, UI, DBS, SBJ): nothing says which.
    expect(bankOf('QRST銀行').value).toBe('QRST銀行');
  });

  it('leaves a name the directory knows, one two banks are as near, or one of another kind as read', () => {
    expect(bankOf('十六銀行').value).toBe('十六銀行');
    expect(bankOf('城南信用金庫').value).toBe('城南信用金庫');
    // Two banks one slip away: nothing says which.
    expect(bankOf('京部銀行', ['京都銀行', '京葉銀行', '千葉銀行']).value).toBe('京部銀行');
    // Far from every bank (a new bank's name, or OCR's noise).
    expect(bankOf('未来創造銀行').value).toBe('未来創造銀行');
    // A 農協 or a name without its kind is not compared.
    expect(bankOf('JA水戸').value).toBe('JA水戸');
    expect(bankOf(null).value).toBeNull();
  });

  it('leaves out a misread label before the bank’s name', () => {
    expect(bankOf('お折込先七十七銀行').value).toBe('七十七銀行');
  });

  it('tells two banks as near apart by the branch read, which only one of them has', () => {
    const near = ['城南信用金庫', '湘南信用金庫'];
    const branches = (name: string) => (name === '城南信用金庫' ? ['博多', '本店'] : ['藤沢', '本店']);
    const read = (branch: string | null) =>
      withBankNameFromDirectory(fields('条南信用金庫', branch), near, branches).bank_name.value;
    expect(read('博多支店')).toBe('城南信用金庫');
    expect(read('藤沢支店')).toBe('湘南信用金庫');
    // A branch both have, or none read: nothing says which.
    expect(read('本店')).toBe('条南信用金庫');
    expect(read(null)).toBe('条南信用金庫');
  });
});
