import { describe, expect, it } from 'vitest';
import { JOURNAL_EXPORT_STATUSES, paymentJournal } from './accounting-journal.ts';

const issuer = { name: '運営株式会社', registrationNumber: 'T1234567890123' };
const payment = {
  invoiceId: 42,
  capturedOn: '2026-12-01',
  transferredOn: '2026-12-10',
  supplierName: '株式会社サンプル',
  invoiceNumber: 'A-1',
  amount: 100_000,
  commission: 3_300,
  discount: 1_100,
  cardBrand: 'JCB',
  cardLast4: '0000',
};

describe('paymentJournal', () => {
  it('settles the payable against the card and books the charged commission with its included tax', () => {
    const entry = paymentJournal(payment, issuer);
    expect(entry).toMatchObject({ paymentId: 'I-00000042', date: '2026-12-01', transferredOn: '2026-12-10' });
    const [payable, fee] = entry.lines;
    expect(payable).toMatchObject({
      debit: { account: '買掛金', partner: '株式会社サンプル', taxClass: 'outOfScope', amount: 100_000, tax: 0 },
      credit: { account: '未払金', partner: '', taxClass: 'outOfScope', amount: 100_000, tax: 0 },
      registrationNumber: null,
    });
    // 3,300 − 1,100 = 2,200 charged; floor(2,200 × 10 / 110) = 200.
    expect(fee).toMatchObject({
      debit: { account: '支払手数料', partner: '運営株式会社', taxClass: 'qualifiedPurchase10', amount: 2_200, tax: 200 },
      credit: { account: '未払金', amount: 2_200, tax: 0 },
      registrationNumber: 'T1234567890123',
    });
    expect(payable!.description).toContain('I-00000042');
    expect(payable!.description).toContain('A-1');
    expect(fee!.description).toContain('JCB 末尾0000');
  });

  it('has no commission line when a promotion took all of it', () => {
    expect(paymentJournal({ ...payment, discount: 3_300 }, issuer).lines).toHaveLength(1);
  });

  it('refuses amounts that are no whole positive yen', () => {
    expect(() => paymentJournal({ ...payment, amount: 0 }, issuer)).toThrow(RangeError);
    expect(() => paymentJournal({ ...payment, amount: 1.5 }, issuer)).toThrow(RangeError);
  });

  it('exports only transferred payments: a 振込予約済 charge can still be refunded', () => {
    expect(JOURNAL_EXPORT_STATUSES).toEqual(['TransferCompleted']);
  });
});
