import { type JournalEntry, paymentJournal } from '@icp/domain';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { FREEE_COLUMNS } from './freee.ts';
import { GENERIC_COLUMNS } from './generic.ts';
import { journalFile } from './journal-files.ts';
import { MONEYFORWARD_COLUMNS } from './moneyforward.ts';
import { YAYOI_COLUMNS } from './yayoi.ts';

// A reader written from RFC 4180, not from csv-text.ts: quoted fields, doubled quotes, CRLF records.
function parseCsv(text: string): string[][] {
  if (!text.endsWith('\r\n')) throw new Error('the last record does not end with CRLF');
  if (/[\r\n]/.test(text.replaceAll('\r\n', ''))) throw new Error('a bare CR or LF');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

function decodeShiftJis(bytes: Buffer): string {
  if (bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))) throw new Error('a BOM in a Shift_JIS file');
  const text = iconv.decode(bytes, 'Shift_JIS');
  // Round trip: the bytes are Shift_JIS, not UTF-8 that happens to decode.
  if (!iconv.encode(text, 'Shift_JIS').equals(bytes) || text.includes('\ufffd')) throw new Error('not Shift_JIS');
  // The Japanese words read back only from Shift_JIS: as UTF-8 the same bytes are garbage.
  if (bytes.toString('utf8') === text && /[\u3000-\u9fff]/.test(text)) throw new Error('UTF-8, not Shift_JIS');
  return text;
}

const ISSUER = { name: '請求書カード払い運営株式会社', registrationNumber: 'T7123456789012' };

/** 110,000 yen with a 3,300 yen commission (300 tax), and one whose commission a promotion took away. */
const entries: JournalEntry[] = [
  paymentJournal(
    {
      invoiceId: 12,
      capturedOn: '2026-11-05',
      transferredOn: '2026-11-10',
      supplierName: '株式会社"サンプル",商事',
      invoiceNumber: 'INV-7',
      amount: 110_000,
      commission: 3_300,
      discount: 0,
      cardBrand: 'JCB',
      cardLast4: '1234',
    },
    ISSUER,
  ),
  paymentJournal(
    {
      invoiceId: 13,
      capturedOn: '2026-11-30',
      transferredOn: '2026-12-02',
      supplierName: '有限会社テスト',
      invoiceNumber: null,
      amount: 50_000,
      commission: 1_650,
      discount: 1_650,
      cardBrand: 'VISA',
      cardLast4: '4242',
    },
    ISSUER,
  ),
];
const PERIOD = { from: '2026-11-01', to: '2026-11-30' };

describe('the journal of a payment', () => {
  it('settles the supplier payable and books the commission as 支払手数料 with its 10 % tax, both against the card', () => {
    const [first, second] = entries;
    expect(first!.lines).toHaveLength(2);
    expect(first!.lines[0]!.debit).toMatchObject({
      account: '買掛金',
      partner: '株式会社"サンプル",商事',
      amount: 110_000,
      tax: 0,
    });
    expect(first!.lines[0]!.credit).toMatchObject({ account: '未払金', amount: 110_000 });
    expect(first!.lines[1]!.debit).toMatchObject({
      account: '支払手数料',
      taxClass: 'qualifiedPurchase10',
      amount: 3_300,
      tax: 300,
      partner: ISSUER.name,
    });
    expect(first!.lines[1]!.credit).toMatchObject({ account: '未払金', amount: 3_300, tax: 0 });
    // The two credits are the card charge: amount + commission − discount.
    expect(first!.lines.reduce((sum, l) => sum + l.credit.amount, 0)).toBe(113_300);
    // A fully discounted commission: no zero-yen line.
    expect(second!.lines).toHaveLength(1);
  });
});

describe('freee', () => {
  const file = journalFile('freee', entries, PERIOD);
  const rows = parseCsv(decodeShiftJis(file.bytes));

  it('is Shift_JIS with a header row in the documented names and CRLF line ends', () => {
    expect(file.contentType).toBe('text/csv; charset=Shift_JIS');
    expect(file.fileName).toBe('仕訳_freee_20261101-20261130.csv');
    expect(rows[0]).toEqual([...FREEE_COLUMNS]);
    expect(rows).toHaveLength(1 + 3);
    for (const row of rows) expect(row).toHaveLength(FREEE_COLUMNS.length);
  });

  it('writes each line under its column, one voucher number per payment', () => {
    const at = (row: string[], name: (typeof FREEE_COLUMNS)[number]) => row[FREEE_COLUMNS.indexOf(name)];
    const [, supplier, fee, other] = rows as [string[], string[], string[], string[]];
    expect(at(supplier, '日付')).toBe('2026/11/05');
    expect(at(supplier, '伝票番号')).toBe(at(fee, '伝票番号'));
    expect(at(supplier, '伝票番号')).not.toBe(at(other, '伝票番号'));
    expect(at(supplier, '借方勘定科目')).toBe('買掛金');
    expect(at(supplier, '借方取引先')).toBe('株式会社"サンプル",商事');
    expect(at(supplier, '借方税区分')).toBe('対象外');
    expect(at(supplier, '借方金額')).toBe('110000');
    expect(at(supplier, '貸方勘定科目')).toBe('未払金');
    expect(at(supplier, '貸方金額')).toBe('110000');
    expect(at(fee, '借方勘定科目')).toBe('支払手数料');
    expect(at(fee, '借方税区分')).toBe('課対仕入10%');
    expect(at(fee, '借方金額')).toBe('3300');
    expect(at(fee, '借方税額')).toBe('300');
    expect(at(fee, '貸方勘定科目')).toBe('未払金');
    expect(at(fee, '貸方金額')).toBe('3300');
    expect(at(other, '日付')).toBe('2026/11/30');
    expect(at(other, '借方金額')).toBe('50000');
  });
});

describe('マネーフォワード クラウド会計', () => {
  const file = journalFile('moneyforward', entries, PERIOD);
  const rows = parseCsv(decodeShiftJis(file.bytes));
  const at = (row: string[], name: (typeof MONEYFORWARD_COLUMNS)[number]) => row[MONEYFORWARD_COLUMNS.indexOf(name)];

  it("is Shift_JIS with the template's 27 headers (A–AA) in order", () => {
    expect(file.contentType).toBe('text/csv; charset=Shift_JIS');
    expect(MONEYFORWARD_COLUMNS).toHaveLength(27);
    expect(rows[0]).toEqual([...MONEYFORWARD_COLUMNS]);
    expect(rows[0]!.slice(0, 10)).toEqual([
      '取引No',
      '取引日',
      '借方勘定科目',
      '借方補助科目',
      '借方部門',
      '借方取引先',
      '借方税区分',
      '借方インボイス',
      '借方金額(円)',
      '借方税額',
    ]);
    for (const row of rows) expect(row).toHaveLength(27);
  });

  it('numbers the payments 1, 2 … (a payment is one compound journal: same No, same day, balanced)', () => {
    const [, supplier, fee, other] = rows as [string[], string[], string[], string[]];
    expect([at(supplier, '取引No'), at(fee, '取引No'), at(other, '取引No')]).toEqual(['1', '1', '2']);
    expect(at(supplier, '取引日')).toBe('2026/11/05');
    expect(at(fee, '取引日')).toBe('2026/11/05');
    expect(at(supplier, '借方勘定科目')).toBe('買掛金');
    expect(at(supplier, '借方税区分')).toBe('対象外');
    expect(at(supplier, '借方インボイス')).toBe('');
    expect(at(supplier, '借方金額(円)')).toBe('110000');
    expect(at(fee, '借方勘定科目')).toBe('支払手数料');
    expect(at(fee, '借方税区分')).toBe('課税仕入 10%');
    expect(at(fee, '借方インボイス')).toBe('適格');
    expect(at(fee, '借方金額(円)')).toBe('3300');
    expect(at(fee, '借方税額')).toBe('300');
    expect(at(fee, '借方取引先')).toBe(ISSUER.name);
    expect(at(fee, '貸方勘定科目')).toBe('未払金');
    expect(at(fee, '貸方税区分')).toBe('対象外');
    expect(at(fee, '貸方金額(円)')).toBe('3300');
    const debits = rows.slice(1, 3).reduce((s, r) => s + Number(at(r, '借方金額(円)')), 0);
    const credits = rows.slice(1, 3).reduce((s, r) => s + Number(at(r, '貸方金額(円)')), 0);
    expect(debits).toBe(credits);
    expect(at(fee, '仕訳メモ')).toContain('I-');
  });
});

describe('弥生会計', () => {
  const file = journalFile('yayoi', entries, PERIOD);
  const rows = parseCsv(decodeShiftJis(file.bytes));
  const at = (row: string[], name: (typeof YAYOI_COLUMNS)[number]) => row[YAYOI_COLUMNS.indexOf(name)];

  it('is Shift_JIS, no header, 25 columns a line', () => {
    expect(file.contentType).toBe('text/csv; charset=Shift_JIS');
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toHaveLength(25);
    expect(rows[0]![0]).toBe('2000');
  });

  it('writes the documented fields by position', () => {
    const [supplier, fee] = rows as [string[], string[]];
    expect(supplier[0]).toBe('2000'); // 識別フラグ: one-line journal
    expect(supplier[3]).toBe('2026/11/05'); // 取引日付
    expect(supplier[4]).toBe('買掛金'); // 借方勘定科目
    expect(supplier[7]).toBe('対象外'); // 借方税区分
    expect(supplier[8]).toBe('110000'); // 借方金額
    expect(supplier[10]).toBe('未払金'); // 貸方勘定科目
    expect(supplier[14]).toBe('110000'); // 貸方金額
    expect(supplier[16]).toContain('株式会社"サンプル",商事'); // 摘要
    expect(fee[4]).toBe('支払手数料');
    expect(fee[7]).toBe('課対仕入込10%適格');
    expect(fee[8]).toBe('3300');
    expect(fee[9]).toBe('300'); // 借方税金額
    expect(fee[13]).toBe('対象外');
    expect(fee[14]).toBe('3300');
    expect([at(fee, 'タイプ'), at(fee, '付箋1'), at(fee, '付箋2'), at(fee, '調整')]).toEqual(['0', '0', '0', 'no']);
  });
});

const baseRisky = {
  invoiceId: 1,
  capturedOn: '2026-11-01',
  transferredOn: null,
  invoiceNumber: null,
  amount: 1000,
  commission: 0,
  discount: 0,
  cardBrand: null,
  cardLast4: null,
};

describe('generic CSV', () => {
  const file = journalFile('generic', entries, PERIOD);

  it("is UTF-8 with a BOM and a header, CRLF, with the commission issuer's 登録番号", () => {
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.fileName).toBe('仕訳_汎用_20261101-20261130.csv');
    expect(file.bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    const rows = parseCsv(file.bytes.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual([...GENERIC_COLUMNS]);
    const at = (row: string[], name: (typeof GENERIC_COLUMNS)[number]) => row[GENERIC_COLUMNS.indexOf(name)];
    const [, supplier, fee] = rows as [string[], string[], string[]];
    expect(at(supplier, '取引日')).toBe('2026-11-05');
    expect(at(supplier, '借方勘定科目')).toBe('買掛金');
    expect(at(supplier, '適格請求書発行事業者登録番号')).toBe('');
    expect(at(fee, '借方税区分')).toBe('課税仕入10%（適格）');
    expect(at(fee, '借方税額')).toBe('300');
    expect(at(fee, '適格請求書発行事業者登録番号')).toBe('T7123456789012');
    expect(at(fee, '振込日')).toBe('2026-11-10');
  });

  it('defuses cells Excel would run as formulas', () => {
    const risky = paymentJournal({ ...baseRisky, supplierName: '=HYPERLINK("x")' }, ISSUER);
    const rows = parseCsv(journalFile('generic', [risky], PERIOD).bytes.subarray(3).toString('utf8'));
    expect(rows[1]![GENERIC_COLUMNS.indexOf('借方取引先')]).toBe('\'=HYPERLINK("x")');
  });
});

describe('an empty period', () => {
  it('gives the header alone (none for 弥生)', () => {
    expect(iconv.decode(journalFile('freee', [], PERIOD).bytes, 'Shift_JIS')).toBe(`${FREEE_COLUMNS.join(',')}\r\n`);
    expect(journalFile('yayoi', [], PERIOD).bytes.length).toBe(0);
  });
});
