import { describe, it, expect } from 'vitest';
import { findInvoiceNumber, parseInvoiceNumber } from './invoice-number.ts';
import { prepareInvoiceText } from './text.ts';
import { findIssueDate } from './dates.ts';

const find = (text: string) => findInvoiceNumber(prepareInvoiceText(text));

describe('parseInvoiceNumber', () => {
  it.each([
    ['INV-2026-0012', 'INV-2026-0012'],
    [': 0042 発行日', '0042'],
    ['#A/12-3', 'A/12-3'],
    ['TNV2608-40172', 'INV2608-40172'],
    ['202512.-5', '202512-5'],
    ['2603-.225', '2603-225'],
    ['v1.2-3', 'v1.2-3'],
    ['INV-2025.4979', 'INV-2025-4979'],
    ['INV.2025-9215', 'INV-2025-9215'],
    ['2025.11.001', '2025.11.001'],
    ['20251130.023', '20251130-023'],
    ['2025.6948', '2025-6948'],
    // Whatever the parts' lengths, five digits or more (L295, L298 photos); a rate stays a rate.
    ['202512.50', '202512-50'],
    ['7.0575', '7-0575'],
    ['10.21', '10.21'],
    // A prefix of letters (an era's initial and its year) before parts set off by periods only.
    ['INV.2026.5818', 'INV-2026-5818'],
    ['R8.137', 'R8-137'],
    // A hyphen read as a period after a short prefix of letters, where the number has hyphens (L246, L248).
    ['FK.2603-2684', 'FK-2603-2684'],
    ['KJ.2505-219', 'KJ-2505-219'],
    ['No.2603-2684', 'No.2603-2684'],
    // A one-letter prefix OCR read in lower case where the letters have one shape (L271, a page image).
    ['c-39308', 'C-39308'],
    ['a-39308', 'a-39308'],
  ])('%j → %s', (s, v) => {
    expect(parseInvoiceNumber(s)).toBe(v);
  });

  it.each([
    '',
    'なし',
    'ABC',
    '2026/12/01',
    '2026年03月31日 | 2603-0501',
    '379kW',
    '81.229kWh',
    'R7.12.1',
    'TEL022-112-3911',
    'FAX03-5544-9311',
  ])('refuses %j', (s) => {
    expect(parseInvoiceNumber(s)).toBeNull();
  });
});

describe('findInvoiceNumber', () => {
  it.each([
    ['請求書番号 INV-2026-0012', 'INV-2026-0012'],
    ['請求番号:MS-1107', 'MS-1107'],
    ['請求No. 2026-0042', '2026-0042'],
    ['No. S-2026-118', 'S-2026-118'],
    ['請求書No.: 778', '778'],
    ['請求書番号”R8-080', 'R8-080'],
  ])('%s', (text, value) => {
    expect(find(text)).toEqual({ value, confidence: 0.95 });
  });

  it.each([
    ['語求書番号 0057666', '0057666'],
    ['講求書No。 20261130.688', '20261130-688'],
    ['No._ 2506-35', '2506-35'],
    // A photo's: 請 lost at the line's start and the o of No. with it (L287).
    ['求書N    202603-494', '202603-494'],
  ])('reads past OCR’s misreads of the label: %s', (text, value) => {
    expect(find(text).value).toBe(value);
  });

  it('is not fooled by other numbers', () => {
    expect(find('登録番号 T7123456789012\nTEL 03-1234-5678\n口座番号 1234567').value).toBeNull();
  });

  it('guesses a code on a row of dates whose labels OCR lost, weakly', () => {
    expect(find('ML-2026-00502\t2026/12/05\t2027/01/31')).toEqual({ value: 'ML-2026-00502', confidence: 0.5 });
    expect(find('〒100-0001 2026/12/05').value).toBeNull();
  });

  it("reads past OCR's underline after the label, and never takes the account's No.", () => {
    const doc = prepareInvoiceText('請求番号_0005761\nお振込先・ 福岡銀行 池袋支店 当座預金_ No.4672535');
    expect(findInvoiceNumber(doc).value).toBe('0005761');
    expect(findInvoiceNumber(prepareInvoiceText('お振込先 福岡銀行 池袋支店 当座預金 No.4672535')).value).toBeNull();
  });

  it('never takes a code in parentheses after a name, (No. 100), for the invoice’s', () => {
    expect(find('Branch 支店\t本店 (No. 100)').value).toBeNull();
  });

  it('pairs a header row’s words with values split into other cells (締切日 | 請求書No. 頁 over date number | 1)', () => {
    const text = '〒330-0063\t締切日\t請求書No. 頁\n埼玉県さいたま市浦和区高砂1-1-14\t2026/08/31 0020684\t1';
    expect(find(text).value).toBe('0020684');
  });

  it('reads a header row’s values past the title set at the start of their row', () => {
    const text = 'お客様番号\t請求日\t請求書番号\n浄 化 槽 維 持 管 理 御 請 求 書\t99454\t令和08年04月01日\t0028217';
    expect(find(text).value).toBe('0028217');
    expect(findIssueDate(prepareInvoiceText(text)).value).toBe('2026-04-01');
  });

  it('reads a row of labels over values past the title set before the values', () => {
    for (const text of ['請求日 請求書番号\nご請求書 2026/04/01 A-123', '請求日\t請求書番号\n請求書\t2026/04/01 A-123']) {
      const number = find(text);
      expect(number.value).toBe('A-123');
      // Read as the header's value, not guessed from a line holding a title and a date.
      expect(number.confidence).toBeGreaterThanOrEqual(0.85);
      expect(findIssueDate(prepareInvoiceText(text)).value).toBe('2026-04-01');
    }
  });

  it('never takes the registration number after a bilingual Registration No.', () => {
    const text = '登録番号 / Registration No. T3300280878377\nInvoice No. / 請求書番号\tSK2601522';
    expect(find(text).value).toBe('SK2601522');
  });

  it('reads a header row shared with the buyer’s 〒 past the buyer’s block, never the 得意先No.', () => {
    const text = [
      '〒060-0042\t締切日\t請求日\t請求No.',
      '北海道札幌市中央区大通西5-1-24',
      '株式会社サンライズ食品 御中',
      '得意先No. 4659',
      'R08.12.20 R08.12.25 R8-617',
    ].join('\n');
    expect(find(text)).toEqual({ value: 'R8-617', confidence: 0.85 });
    expect(find('得意先No. 4659').value).toBeNull();
    // Nor the お得意様No., nor the buyer's order's 発注書No.: the 請求書番号 under its label.
    expect(find('お得意様No. 0079\n請求書番号\n登録番号T 9845 3914 1279 0\n2607-5975').value).toBe('2607-5975');
    expect(find('\t発注書No.\tPO-44235').value).toBeNull();
    // Dates printed a space apart are two words, as the header's labels are.
    const wareki = [
      '〒100-0005\t締切日\t請求日\t請求書No. 頁',
      '東京都千代田区丸の内4-20-26',
      '株式会社湊フーズ 御中',
      '和食 湊 二号店',
      '得意先コード 99772',
      '毎度ありがとうございます。20日締にて下記のとおりご請求申し上げます。',
      '令和8年2月20日 令和8年2月22日 260258159 1',
    ].join('\n');
    expect(find(wareki).value).toBe('260258159');
    expect(findIssueDate(prepareInvoiceText(wareki)).value).toBe('2026-02-22');
  });

  it('reads a header row’s value past the addressee’s line printed between them', () => {
    const text = '請求日\t請求番号\tお支払期限\n株式会社青葉企画 御中\n2026年09月04日\t0032261\t2026年10月10日';
    expect(findInvoiceNumber(prepareInvoiceText(text)).value).toBe('0032261');
  });

  it('reads a sidebar’s number at the end of the table row printed beside its label', () => {
    expect(find('品目\t数量\t単価\t金額\n請求番号\n作業費\t4人日\t48,000\t192,000\tS-1630').value).toBe('S-1630');
    expect(find('請求番号\n作業費\t4人日\t48,000\t192,000').value).toBeNull();
  });

  it('reads the value of a No. at a line’s end where OCR set it alone, the issuer’s block between (L291)', () => {
    const page = ['中央建設株式会社 御中', 'ご請求金額 税込) 学2,021,250一', '請求日 令和8年12月31日 _ No.', '有限会社湊警備'];
    const text = [
      ...page,
      '〒170-0013',
      '東京都豊島区東池袋5-.8-19 サンシャインハイツ201',
      'G90811',
      '東京都公安委員会 認定 第42947592号',
    ];
    expect(find(text.join('\n'))).toEqual({ value: 'G90811', confidence: 0.6 });
    // A phone or a permit number below is no invoice number.
    expect(find([...page, 'TEL 03-8480-8839', '第42947592号'].join('\n')).value).toBeNull();
  });

  it('reads the number at the end of the addressee’s line under a label alone, OCR having joined the two cells', () => {
    const text = '湊建設株式会社\t請求日 令和7年9月25日\n請求書No.\n名古屋支店 御中 SK-250966\n貴社注文書No.\tC24-67533';
    expect(find(text).value).toBe('SK-250966');
    // A date or a word at the line's end is no number.
    expect(find('請求書No.\n名古屋支店 御中 2025-09-25').value).toBeNull();
  });

  it('reads Invoice #, and never an Account No. for the invoice’s number', () => {
    expect(find('Invoice #\tINV-2026-040\nAccount No.\t2028323').value).toBe('INV-2026-040');
    expect(find('Account No.\t2028323').value).toBeNull();
    // The label in lower case, as a foreign company's system prints it.
    expect(find('Stratus Compute\tTax Invoice\nFROM\tInvoice number JPINV-202601-600741').value).toBe('JPINV-202601-600741');
  });

  it('takes a 納品書 兼 請求書’s 伝票番号 for its number where no invoice number is printed', () => {
    const slip = ['納 品 書 兼 請 求 書', '大和システムズ合同会社 御中', '伝票番号\t060204', '請求日\t2026年01月09日'];
    expect(find(slip.join('\n'))).toEqual({ value: '060204', confidence: 0.85 });
    // A plain invoice's one 伝票番号 among its head's details is the number the issuer knows it
    // by, less surely: a marina's bill numbered by its till, the value under its label.
    expect(find(['請求書', '伝票番号\t060204', '請求日\t2026年01月09日'].join('\n'))).toEqual({
      value: '060204',
      confidence: 0.75,
    });
    expect(find(['ご請求書', '〒170-0013', '請求日', '2025年9月15日', '伝票No.', '501511'].join('\n')).value).toBe('501511');
    // Not a statement's column of slip numbers, one a row…
    const statement = ['請求書', '日付\t伝票番号\t金額', '9/1\t1021\t5,000', '9/8\t伝票番号 1022\t6,000'];
    expect(find(statement.join('\n')).value).toBeNull();
    // …nor a 伝票番号 printed in a note at the foot of a long page.
    const foot = ['請求書', ...Array.from({ length: 15 }, (_, i) => `品目${i}\t1,000`), '伝票番号\t060204'];
    expect(find(foot.join('\n')).value).toBeNull();
    // Its own number, when printed, comes first.
    expect(find([...slip, '請求書番号 INV-2601-12'].join('\n')).value).toBe('INV-2601-12');
    // OCR's readings: the title over two lines, 票 read as 宗, the number under its label.
    expect(find(['伝票番号', '044287', '納品書兼', '請求書', '受付日'].join('\n')).value).toBe('044287');
    expect(find(['ロ\t伝宗番号 | 044287', '納品書兼請求書'].join('\n')).value).toBe('044287');
  });
});

describe('findInvoiceNumber: the invoice’s own label first', () => {
  it('reads 請求書番号 over a bare No. printed above it, and never a contract’s No.', () => {
    const head = ['サンライズ商事株式会社 御中\t株式会社協和住宅サービス'];
    const numbers = ['請求日\t令和8年12月23日', '請求書番号\tSK2612264\tTEL 011-623-3276'];
    expect(find([...head, 'No. H-19508\t宅地建物取引業 北海道知事（1）第34251号', ...numbers].join('\n')).value).toBe(
      'SK2612264',
    );
    expect(find([...head, '法人契約No. H-19508'].join('\n')).value).toBeNull();
  });
  it('reads 請求書番号 with its 請 lost where the line starts (L253, a page image)', () => {
    expect(find('求書番号 INV-202607-7724 契約番号 SC-2025-3675 __ 誤客番号 C-426913').value).toBe('INV-202607-7724');
    expect(find('受付\t求書番号\t2604-356').value).toBe('2604-356');
  });
  it('reads 請求書番号 with its 号 read as ミ (L280, a phone photo)', () => {
    expect(find('協和建設株式会社 御中\t晴求書番ミ  SP2602-627').value).toBe('SP2602-627');
  });
  it('never takes a machine’s serial number for the invoice’s (L275, a phone photo)', () => {
    expect(find('中古ベンディングマシン\n2011年製 製造No.047645').value).toBeNull();
    expect(find('ラジアルボール盤\n1990年製_No.68132').value).toBeNull();
    expect(find('クロスバイク\t車体No. WB2207731').value).toBeNull();
  });
  it('never takes an earlier invoice’s number cited with its date (…付 請求書No.) for this one’s (L286)', () => {
    const head = ['請求日 2026-11-20', 'No. 2611-151'];
    const deposit = '着手金（50%）\t¥2,855,000（税抜） ご請求済（2026-08-31付 請求書No. 2608-247）';
    expect(find([...head, deposit].join('\n')).value).toBe('2611-151');
    expect(find(['No. 152953', '着手金（50%） ご請求済（2026年1月31日付 請求書No. 2601-826）'].join('\n')).value).toBe('152953');
    // A photo's reading: the citation read first, before the bare No.; its 請 misread.
    expect(
      find(['着手金 (50%) | Y1,845,000 (税抜) ご請求済 (2026-10-31付 請求書No. 484443)', 'No. 445288'].join('\n')).value,
    ).toBe('445288');
    expect(find(['2026年5月31日付 講求書No_2605.641', 'No。 2609-857'].join('\n')).value).toBe('2609-857');
    // Nor an estimate's number in a note, where OCR lost the page's own ('見積No. Q26-4884', L286 scan).
    expect(find('※量産時の成形品単価は、別途お見積書（見積No. Q26-4884）のとおりです。').value).toBeNull();
  });
});

describe('findInvoiceNumber, its value set apart from its label', () => {
  it('takes the only token of an invoice number’s shape on a page that prints the label', () => {
    const text = ['請求書', '請求日', '請求書番号', 'お支払期限', 'ご請求金額 (税込)', '配送料', 'INV-2026-2922', '2026/07/31'];
    expect(findInvoiceNumber(prepareInvoiceText(text.join('\n')))).toEqual({ value: 'INV-2026-2922', confidence: 0.6 });
    // The label as OCR left it.
    expect(findInvoiceNumber(prepareInvoiceText('請 求 書   請求書番5    INV-2026-6967\n交換作業 1 式')).value).toBe(
      'INV-2026-6967',
    );
  });

  it('takes nothing where two tokens have the shape, or no label is printed', () => {
    const two = ['請求書番号', '基本工事 (見積 M26-3366 による)', '工事 S-891'];
    expect(findInvoiceNumber(prepareInvoiceText(two.join('\n'))).value).toBeNull();
    expect(findInvoiceNumber(prepareInvoiceText('請求書\nINV-2026-2922 TEL03-1277-3490')).value).toBeNull();
  });

  it('keeps the No. a value prints of its own after the invoice’s label, as printed', () => {
    const find = (text: string) => findInvoiceNumber(prepareInvoiceText(text)).value;
    expect(find('請求書番号\tNo.260473\n請求日 2026年1月31日')).toBe('No.260473');
    expect(find('請求No.\tNo.01433')).toBe('No.01433');
    // The label's own No. is the label's: '請求書No.' then the number.
    expect(find('請求書No. 01433')).toBe('01433');
    expect(find('No. 8-32')).toBe('8-32');
    expect(find('請求書番号 No. 1939')).toBe('1939');
    // A bare No. label over a value printed with its own No. (a 写真館's 'No. | No.21419').
    expect(find('No. No.21419\n〒812-0011 福岡県福岡市博多区博多駅前5-11-30')).toBe('No.21419');
    // OCR's bar for the rule between the label's cell and the value's.
    expect(find('東京都千代田区丸の内5-12-22 第一生命館 4階     請求No. | No.5852')).toBe('No.5852');
  });
});

describe('findInvoiceNumber under a bare No. alone on its line', () => {
  it('reads a bare No. whose point OCR lost at the head of the page (L286, a scan)', () => {
    const head = ['有限会社青葉モールド', '請求書', '請求日 2026-11-20', '', 'No 2611-151', '〒420-0857\t有限会社青葉モールド'];
    expect(find([...head, '製品品番 11264-B578 型番 M-2608-14'].join('\n')).value).toBe('2611-151');
    // (Never a row's number under a No column, nor a word: 'No 12', 'No problem'.)
    expect(find(['請求書', 'No 12', 'No problem'].join('\n')).value).toBeNull();
  });
  it('reads a value of an invoice number’s shape alone on the next line, never a table’s row number', () => {
    const find = (text: string) => findInvoiceNumber(prepareInvoiceText(text)).value;
    expect(find('請 求 書\nNo.\nINV-2026-0709\n株式会社青葉商事 御中')).toBe('INV-2026-0709');
    expect(find('No.\n20250630-273')).toBe('20250630-273');
    // A table's 'No.' column over its first row.
    expect(find('No.\n1\n品名')).toBeNull();
  });
});

describe('findInvoiceNumber, the labels lost', () => {
  it('takes a number of digits alone beside two dates, the values’ row of 請求番号 | 請求日 | 期限 (L247)', () => {
    const text = [
      '請求書 INVOICE',
      '東京都豊島区東池袋3-17-13 第2松本ビル 302\t時玉寺\t誤示日\tお支払馬了',
      'TEL03-4722-2397\t25072711\t2025/07/31\t2025/08/31',
      '契約番号 cz2025.931\t注文書番号 PO-577393',
      '検反日 2025/07/19\t検孤書番号 KS-2507-488',
    ].join('\n');
    expect(find(text).value).toBe('25072711');
    // (One date only: a table's row, not the header's values.)
    expect(find(['請求書', '1\t2025/04/18\t1600000'].join('\n')).value).toBeNull();
  });

  it('reads a 伝票No. whose 票 OCR read as 団, 婁 or 囚, its period as a comma', () => {
    expect(find(['納品書', '兼', '御', '請求書', '〒980-0811', '伝団No.', '02463', '納品日'].join('\n')).value).toBe('02463');
    expect(find(['納 品 書 兼 御 請 求 書', 'ャ060.0042    伝婁No、 2651'].join('\n')).value).toBe('2651');
    expect(find(['納品書兼御請求書', '伝囚      No、        2651'].join('\n')).value).toBe('2651');
    expect(find(['修 理 明 細 書 兼 請 求 書', '伝還No       804285'].join('\n')).value).toBe('804285');
  });

  it('never takes a 伝票No. column of a statement’s table for the invoice’s number (L66)', () => {
    const text = [
      '請求書',
      '〒812-0011\t請求書No. | 2603-0501',
      '月日 | 伝票No.    品 名    規格   数量 |単位  単価    金額',
      '03/16 | 535260 | レモンサワーの素',
    ];
    expect(find(text.join('\n')).value).toBe('2603-0501');
    expect(find(text.filter((line) => !line.includes('請求書No')).join('\n')).value).toBeNull();
  });
  it('reads a number of an invoice number’s shape alone over the date alone, at the top of a letter (L266)', () => {
    expect(find(['2025-539', '令和7年10月31日', 'グリーンフィールド技研株式会社 御中\t木村技術士事務所'].join('\n')).value).toBe(
      '2025-539',
    );
    // (Digits alone over a date may be anything: a postcode's, an amount's.)
    expect(find(['26092', '令和8年9月30日', '株式会社光陽設計 御中'].join('\n')).value).toBeNull();
  });

  it('reads the number after No. where OCR set a speck or a bar after its point (L269, L271, phone photos)', () => {
    expect(find(['No.。 8674', '令和8年4月15日', '請求書'].join('\n')).value).toBe('8674');
    // (And a ruled cell's edge read as a bar after its misread label, L271.)
    expect(find(['請 求 書\t請求日 2025/10/31', '講家No.    | 25106509'].join('\n')).value).toBe('25106509');
  });
  it('reads 請求書No.’s value past a ruled cell’s corner OCR read, over a first-aid box’s No. above it (L141, a phone photo)', () => {
    const text = ['| im琴電所 | 2F 事務所 | 救急箱No. | 14587 |', '| 請求書No.      』 T26084140  1'].join('\n');
    expect(find(text).value).toBe('T26084140');
  });
});
