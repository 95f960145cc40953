import { describe, it, expect } from 'vitest';
import { findAmounts, findTotalAmount, parseYenAmount } from './amounts.ts';
import { prepareInvoiceText } from './text.ts';

describe('parseYenAmount', () => {
  it.each([
    ['¥1,234,567-(税込)', 1234567],
    ['1,234,567円', 1234567],
    ['¥ 98000', 98000],
    ['金額 12,000 円', 12000],
    // OCR: a comma read as a period, or doubled
    ['¥1,122.334', 1122334],
    ['¥1,234,.567', 1234567],
    ['消費税(10%) ¥31,234', 31234],
    // OCR: a comma read as a space, the groups running to the amount's end
    ['¥776 858-', 776858],
    ['¥1 234 567円', 1234567],
  ])('%s → %i', (s, yen) => {
    expect(parseYenAmount(s)).toBe(yen);
  });

  it.each(['', '10%', '2026年12月', 'なし', '登録番号 T8514738009781'])('%j → null', (s) => {
    expect(parseYenAmount(s)).toBeNull();
  });

  it('leaves dates, percentages, counts and an address’s 番地 out', () => {
    expect(findAmounts('2026/12/01 10% 3点 ¥5,000').map((a) => a.yen)).toEqual([5000]);
    expect(findAmounts('静岡県田方郡函南町桑原740番地')).toEqual([]);
    expect(findAmounts('東京都港区芝公園3丁目12号')).toEqual([]);
  });

  it('keeps a price and the count after it apart, a space between', () => {
    expect(findAmounts('¥500 100 個').map((a) => a.yen)).toEqual([500]);
    expect(findAmounts('¥5,000 120 600,000').map((a) => a.yen)).toEqual([5000, 120, 600000]);
  });
});

const total = (text: string) => findTotalAmount(prepareInvoiceText(text));

describe('findTotalAmount', () => {
  it('prefers the labelled grand total over 小計 and 消費税', () => {
    const text = '小計 ¥1,000,000\n消費税(10%) ¥100,000\nご請求金額(税込) ¥1,100,000-\n合計 ¥1,100,000';
    expect(total(text)).toEqual({ value: 1100000, confidence: 0.98 });
  });

  it.each([
    ['請求金額 ¥55,000', 55000],
    ['総額\t¥60,500', 60500],
    ['合計金額(税込)\t¥287,540', 287540],
    ['ご請求額 93,500円', 93500],
  ])('reads %j', (text, yen) => {
    expect(total(text).value).toBe(yen);
  });

  it('falls back to the largest 合計 that is not a partial sum', () => {
    const text = '8%対象 合計 1,000円\n小計 10,000円\n合計\t11,000円';
    expect(total(text)).toMatchObject({ value: 11000 });
  });

  it('reads a 桁罫 form’s total under its label, past the registration number printed between', () => {
    const form = [
      '御 請 求 金 額\t（ 税 込 ）',
      'TEL 029-601-2029 FAX 029-601-2020',
      '登録番号 T8514738009781',
      '¥ 2 4 3 1 0 0',
      '課税対象額\t2 1 8 6 0 0',
      '合 計\t¥ 2 4 3 1 0 0',
    ].join('\n');
    expect(total(form).value).toBe(243100);
  });

  it('reads the value under its label', () => {
    expect(total('ご請求金額\n¥330,000')).toEqual({ value: 330000, confidence: 0.8 });
  });

  it('guesses the largest marked amount, weakly, when no label survived OCR', () => {
    expect(total('品代 ¥10,000\n送料 ¥800')).toEqual({ value: 10000, confidence: 0.3 });
  });

  it('reports nothing when there is no amount', () => {
    expect(total('請求書')).toEqual({ value: null, confidence: 0 });
  });

  // Failure class: 小計 taken as the total.
  it('never takes 小計 for the total when the boxed ご請求金額 has its value lines below', () => {
    const text = ['ご請求金額', '小計\t¥886,000', '消費税(10%)\t¥88,600', '¥974,600'].join('\n');
    expect(total(text)).toEqual({ value: 974600, confidence: 0.98 });
  });

  it('reads the total in its column several lines below, with the other block interleaved', () => {
    const text = [
      '株式会社テスト商事 御中\tご請求金額(税込)',
      '件名: 保守\t',
      '〒100-0001\t¥1,320,000-',
      '小計 1,200,000円',
      '消費税 120,000円',
    ].join('\n');
    expect(total(text)).toEqual({ value: 1320000, confidence: 0.98 });
  });

  it('confirms the total by 税率別 bases and taxes (軽減税率)', () => {
    const text = [
      '8%対象\t10,000円\t消費税\t800円',
      '10%対象\t20,000円\t消費税\t2,000円',
      '※軽減税率対象',
      '合計\t32,800円',
    ].join('\n');
    expect(total(text)).toEqual({ value: 32800, confidence: 0.95 });
  });

  it('takes the largest ご請求金額 when labelled amounts disagree, but not confidently', () => {
    const text = 'ご請求金額 ¥110,000\n請求金額 ¥100,000';
    expect(total(text)).toEqual({ value: 110000, confidence: 0.6 });
  });

  it("ignores last month's bill and a 税抜 total", () => {
    expect(total('前回ご請求額 ¥50,000\n合計金額(税抜) ¥100,000\n今回ご請求額 ¥110,000').value).toBe(110000);
  });

  it('reads the row’s last cell past a note on the tax inside, never the tax itself', () => {
    const text = [
      '項目\t計算内容\t金額（税込）',
      '基本料金\t1,909.00円 × 86kW\t139,547円',
      '電力量料金\t18.72円 × 23,793kWh\t505,839円',
      'ご請求金額（税込）\t10%対象 （うち消費税等相当額 58,671円）\t645,386円',
    ].join('\n');
    expect(total(text).value).toBe(645386);
  });

  it('reads ご入金額合計, a broker’s total of a lease’s 契約金', () => {
    const text = [
      '保証会社 初回保証料\t381,700円\t非課税',
      '課税対象額\t3,024,928円',
      '消費税(10%)\t302,492円',
      'ご入金額合計\t7,465,120円',
    ].join('\n');
    // Labelled, not the largest amount's guess.
    expect(total(text)).toEqual({ value: 7465120, confidence: 0.85 });
  });

  it('reads the amount past a formula and OCR’s empty cells, never a building’s number', () => {
    // Two OCR readings, as tesseract gave them.
    const works = [
      '④ 前払金受領額                    14,390,000 契約額の40%_202 4年12月2 5日受領',
      '⑲ 今回請求額 (⑨ー④ー⑤)    |     11.669,000',
      '',
      '| 比巴| 202 5年11月30晶    |',
    ];
    expect(total(works.join('\n')).value).toBe(11669000);
    const bilingual = [
      'Amount Due                           グランドメゾン101',
      'ご請求多額                            \\2,.036,248                              TEL 082-453-6087 FAX 082-453-6088',
      'Subtotal / 小計                           |   \\1,851,135',
      'Consumption Tax (10%) / 消費税 | \\185,113',
      'Total/ 合計                            ]   \\2,036,248',
    ];
    expect(total(bilingual.join('\n')).value).toBe(2036248);
  });

  it('ignores what a contract paid in stages billed before, or so far', () => {
    const text = [
      '今回ご請求額（税込）',
      '￥4,191,000-',
      '1 着手時\t2,540,000\t254,000\t2,794,000\t請求済',
      '2 基本設計完了時\t3,810,000\t381,000\t4,191,000 今回ご請求',
      '既ご請求額（税込）\t2,794,000',
      '累計請求額\t6,985,000',
    ].join('\n');
    expect(total(text).value).toBe(4191000);
  });

  it('reads a 出来高請求書 asking for 差引支払額, less 保留金 and 協力会費, never the 保留金 held so far', () => {
    const text = [
      '朝日建設工業株式会社 御中',
      '差引支払額',
      '¥1,715,132－',
      '今回出来高（税抜）\t1,646,000',
      '消費税（10%）\t164,600',
      '今回請求額（税込）\t1,810,600',
      '保留金（今回請求額（税込）の5%）\t▲90,530',
      '協力会費（今回出来高の0.3%）\t▲4,938',
      '差引支払額\t¥1,715,132',
      '（参考）保留金累計額 285,450円（竣工検査後に精算）',
    ].join('\n');
    expect(total(text)).toEqual({ value: 1715132, confidence: 0.98 });
  });

  it('reads a statement row: 今回御請求額 is the last cell, 前回御請求額 is not this bill', () => {
    const text =
      '前回御請求額\t御入金額\t繰越金額\t今回御買上額\t消費税額\t今回御請求額\n120,000\t120,000\t0\t50,000\t5,000\t55,000';
    expect(total(text).value).toBe(55000);
  });

  it('reads English labels: Total, confirmed by Subtotal and Tax', () => {
    const text = 'Subtotal 小計\t¥100,000\nTax 消費税(10%)\t¥10,000\nTotal 合計\t¥110,000';
    expect(total(text)).toEqual({ value: 110000, confidence: 0.98 });
  });

  it("reads OCR's periods for commas in the sums, and confirms the total by them", () => {
    const text = '| 小計 | 866.434\n| 消費税 (10%) | 86,643\n| 合計 | 953.077';
    expect(total(text)).toEqual({ value: 953077, confidence: 0.95 });
  });

  it('finds the total by its arithmetic when OCR lost its label', () => {
    expect(total('| 小計 | 866.434\n| 消費税 (10%) | 86,643\n| 舗 | 953.077').value).toBe(953077);
    // Labels and amounts in separate columns: the amount that is another plus its 10% tax.
    const text = [
      'Subtotal /小計',
      'Tax / 消費税 (10%)',
      'Total/ 合計',
      'Payment / お振込先',
      '三井住友銀行 名古屋支店(893)',
      '\\601.000',
      '\\60,100',
      '\\661,100',
    ].join('\n');
    expect(total(text)).toEqual({ value: 661100, confidence: 0.8 });
  });

  it('takes no item table’s row for the value of a total box left empty above it', () => {
    const text = [
      '今回ご請求金額 (税込)\t<',
      'り',
      '| 納入日 | 伝票No. | 樹種 | 長さ(m) | 本数 | 材積(m3) | 単価(円/m3)\t金額(円)',
      '2724\t58924\tアカマツ\t4.00\t28\t19\t5.958\t10.000\t59,580',
      '計\t101\t27.941\t361,570',
      '小計\t361,570',
      '消費税 (10%)\t36,100',
      '合計\t¥397,100',
    ].join('\n');
    expect(total(text).value).toBe(397100);
    // A row of labels over their values is read by rank as before.
    const row = [
      '前回ご請求額\tご入金額\t繰越額\t今回お買上額\t消費税\t今回ご請求額',
      '10,000\t10,000\t0\t20,000\t2,000\t22,000',
    ];
    expect(total(row.join('\n')).value).toBe(22000);
  });
  it('reads a summary bar whose last box is printed below its row of figures', () => {
    // A carrier's bar: the row of figures fills the first four boxes; ご請求金額's stands under them.
    const bar = [
      '課税対象額\t消費税（10%）\t税込小計\t立替金（非課税）\tご請求金額',
      '1,010,028\t101,002\t1,111,030\t41,790',
      '¥1,152,820',
      'お振込先\tお支払期日',
    ];
    expect(total(bar.join('\n')).value).toBe(1152820);
    // In a photo OCR misread 請 ('晴求金額') and lost the tax's figure: the row's marked amount is the box's.
    const photo = [
      '税込小計\t849,387',
      '立替金計\t44,690',
      '課税対象額\t消費税 (10%)\t税込小計\t立替金 (非課税)\t晴求金額',
      '772.170\t849.387\t44.690\t\\894,077',
      '| お所込先                                         お支払期日',
    ];
    expect(total(photo.join('\n')).value).toBe(894077);
    // (Two figures joined in the last cell are no marked box of its own: L200's 消費税 and 御請求金額.)
    const joined = [
      '株式会社三栄リビング 御中\t小計（税抜）\t消費税（10%）\t御請求金額',
      '賃貸管理課 佐藤 京子 様',
      '348,000\t34,800 ¥382,800',
    ];
    expect(total(joined.join('\n')).value).toBe(382800);
    // Or its 請 as 還, the value under it.
    expect(total('税込小計                             499,631\n還求金額\n\\517,611\nお振込先').value).toBe(517611);
  });
});

describe('a 合計 before tax with its tax beside it (国税庁 example)', () => {
  const total = (text: string) => findTotalAmount(prepareInvoiceText(text));
  it('is the 合計 plus the tax when the page prints that sum', () => {
    const text = [
      '12月分 274,975円（税込）',
      '合計\t250,020円\t（消費税 24,955円）',
      '10%対象\t247,680円\t（消費税 24,768円）',
    ].join('\n');
    expect(total(text).value).toBe(274975);
  });
  it('is not added up when the sum is printed nowhere, nor for うち消費税', () => {
    expect(total('合計\t250,020円\t（消費税 24,955円）').value).toBe(250020);
    expect(total(['合計 110,000円\t（うち消費税 10,000円）', '120,000円'].join('\n')).value).toBe(110000);
  });

  it('takes a statement’s 当月御請求額, not 前月御請求額, from a row of labels over a row of values', () => {
    const text =
      '前月御請求額\t御入金額\t差引繰越額\t当月御買上額\t消費税額\t当月御請求額\n596,501\t540,501\t56,000\t183,287\t15,923\t255,210';
    expect(findTotalAmount(prepareInvoiceText(text)).value).toBe(255210);
  });
});

describe('a fee less 源泉徴収', () => {
  const total = (text: string) => findTotalAmount(prepareInvoiceText(text));

  it('is the labelled amount left after the withholding, not the 合計 that adds up', () => {
    const text = [
      'ご請求金額 ¥186,119',
      '(源泉徴収税額控除後)',
      '小計(税抜)\t186,510',
      '消費税(10%)\t18,651',
      '合計(税込)\t205,161',
      '源泉徴収税額(10.21%)\t▲19,042',
      '差引ご請求額\t¥186,119',
    ].join('\n');
    expect(total(text)).toEqual({ value: 186119, confidence: 0.98 });
  });

  it('is what is left after the 着工金 paid when the works began, its △ read as る (L279, a page image)', () => {
    // The sparse reading: every label and value on a line of its own.
    const text = [
      'このたびは弊社にご用命いただき、誠にありがとうございました。 下記工事が完了いたしましたので、残金をご請求下し上げます。',
      '今回ご請求額 (残金)',
      '\\925,902一',
      '工事代金合計 (税込',
      '着工金 (令和8年3月22日 受領済)',
      '今回ご請求客',
      '\\1,.315,.902',
      '\\390.000',
      '\\925.902',
      '廃材処分・清掃',
      '16.000',
      '16.000',
      '小計',
      '1.196,275',
      '消費税 (109%6)',
      '119.627',
      '工事代金合計',
      '1.315.902',
      '着工金 (受領済)',
      'る390,000',
      '今回ご請求客',
      '\\925.902',
      'お支払について お手数ですが、令和8年5月15日までに下記口座へお振込みくださいますようお願い申し上げます。',
    ].join('\n');
    expect(total(text).value).toBe(925902);
  });

  it('pairs a row of labels with its row of values, each on a line of its own in a sparse reading (L275, a phone photo)', () => {
    const text = [
      '1式',
      '140.000',
      '140.000',
      '下取機 解体・搬出費',
      '1式',
      '100.000',
      '100.000',
      '小計',
      '4.790.000',
      '消費税 (109%)',
      '479.000',
      '合計 (税込)',
      '5.269.000',
      '2',
      '品名',
      'メーカー・措式',
      '年式・製造No.',
      '下取価格 (税込)',
      'し',
      '1',
      'ラジアルポール希',
      '吉良鉄工所 RAD-1100',
      '1990年製_No.68132',
      '630.000  ]',
      '合計 (税込',
      '下取価格 (税込',
      '差引ご請求額',
      'Y5.269.000',
      'Y\\630.000',
      '\\4,639,000',
      'お振込先 (下記いずれかの口座へお振込みください)',
      'り',
      '七十七銀行 本店',
    ].join('\n');
    // (Not the 合計's value under the 差引 label at 0.98: the third value for the third label.)
    expect(total(text)).toEqual({ value: 4639000, confidence: 0.8 });
  });

  it('is the bill’s 合計 that adds up as printed, not a quote’s 税込 total beside it that is its 小計 taxed (L110, a page image)', () => {
    const text = [
      '交通費・車両費                                                                            1 式         25.000           25.000           25.000',
      'ロケ弁・雑次                                                                                   1 式         25.000            25.000            25.000',
      '小計 (税抜)                                                 1,.044.000   1.184,000',
      '御見積合計 (税抜)   1.044.000                                   御請求金額 (税抜)         1.184.000',
      '御見積合計 (税込)   1.148,400 |                                  消費税 (10%)            118,400',
      '合計 (税込)            1.302,400',
      '',
      '\\1,302,400',
    ].join('\n');
    expect(total(text).value).toBe(1302400);
  });

  it('pairs no stack of labels with its values where the buyer’s lines come between them (L200, a page image)', () => {
    const text = [
      '株式会社中央リビング 御中',
      '小計 (税抜)',
      '消費税 (10%)',
      '御請求金額',
      '賃貸管理課',
      '清水 直樹様',
      '142,800',
      '14.280',
      '\\157,080',
      'いつもお世話になっております。6月分を下記のとおりご請求申し上げます。',
    ].join('\n');
    expect(total(text).value).toBe(157080);
  });

  it('is the amount alone under the greeting, the 合計 less the trade-in a table’s column lists, their labels lost (L275, a phone photo)', () => {
    const text = [
      '日の出精工株式会社 御中',
      'このたびは中古機棋をお買い上げいただき、誠にありがとうございます。2025/11/08 納入・据付分につき、下記のとおりご請求申し上げます。',
      '\\4,639.,000一',
      'お支払期日 2025/12/20',
      '1. 販売機械・付帯作業',
      '小計                                             4.790.000',
      '消費税 (109%)                                  479.000',
      '合計 (税込)                  5.269,000',
      '年式・製造No.       下取価格 (税込)',
      '1990年製_No.68132                           630.000',
    ].join('\n');
    expect(total(text)).toEqual({ value: 4639000, confidence: 0.8 });
    // (No deduction's label on the page: the 合計 that adds up.)
    expect(total(text.replace('下取価格 (税込)', '価格 (税込)')).value).toBe(5269000);
  });

  it('is what is left after a trade-in, labelled 差引 over its amount at the top (L275)', () => {
    const text = [
      '差引ご請求額（税込）',
      '¥8,848,000－',
      'お支払期日 2026/03/31',
      '中古立形マシニングセンタ\tヤマザキマザック VCN-410A\t1 台\t7,960,000\t7,960,000',
      '据付・レベル調整・試運転\t1 式\t520,000\t520,000',
      '小計\t8,480,000',
      '消費税（10%）\t848,000',
      '合計（税込）\t9,328,000',
      '2. 下取機械',
      '品名\tメーカー・型式\t年式・製造No.\t下取価格（税込）',
      'NC旋盤\t滝澤鉄工所 TCN-2000\t1987年製 No.72852\t480,000',
      '合計（税込）\t下取価格（税込）\t差引ご請求額',
      '¥9,328,000\t－\t△¥480,000\t＝\t¥8,848,000',
    ].join('\n');
    expect(total(text)).toEqual({ value: 8848000, confidence: 0.85 });
  });

  it('is the balance after a deposit noted with the day it was paid, its amount on the line below (L270, a phone photo)', () => {
    const text = [
      'Subtotal/小計',
      '¥678.000',
      'Tax / 消費税 (109',
      'Y67.800',
      'Total /合計',
      '¥745,800',
      'Deposit',
      '着手金 (2026-03-10 受領済)',
      '¥223.000',
      'Balance due / ご請求額',
      'y¥522,800',
      'Notes',
    ].join('\n');
    expect(total(text).value).toBe(522800);
    // The note's parenthesis lost and the tax's figures garbled: the 小計 taxed at 10% is the 合計.
    const garbled = [
      'Subtotal / 小計                \\622.000',
      'Tax / 消費税 (10%              Ye2.200',
      'Total /合計                    Y684.200',
      'Deposit / 着手金 (2026-10.10 受領漬                Y205.000',
      'Balance due / ご請求額         \\479,200',
    ].join('\n');
    expect(total(garbled).value).toBe(479200);
    // (Its △ read as へ and its yen mark doubled, on the line under the label.)
    const signed = [
      'Subtotal/小計',
      'Y621.000',
      'Y62.100',
      'Total /合計',
      'Y683,100',
      'Deposit / 着手金 (2026-09-28 受',
      'へy¥204.000',
      'Balance due / ご請求額',
      '¥479,100',
    ];
    expect(total(signed.join('\n')).value).toBe(479100);
  });

  it('is the amount left after what the buyer charges back is set off (相殺), not the 合計', () => {
    const text = [
      'ご請求金額（税込）',
      '請求日 2026/04/02',
      '請求書番号 No. 202603-01',
      '田中 直樹',
      '〒105-0011',
      '東京都港区芝公園2-2-4',
      'お支払期限',
      '¥393,475\t2026/04/20',
      '小計\t421,280',
      '消費税（10%）\t42,128',
      '合計（税込）\t463,408',
      '相殺：材料費負担（技術売上の8%・税込）\t△69,933',
      '差引ご請求額\t¥393,475',
    ].join('\n');
    expect(total(text).value).toBe(393475);
  });

  it('is what is left of an exhibition’s fee after the 申込金 paid, its △ read by OCR as A', () => {
    const text = [
      '今回ご請求額 (残金\t¥840,950 | お支払期限 2025年5月31日',
      '出展料(基礎小間 3m×3m)\t4 小間\t380,000\t1,520,000',
      '小計(税抜)\t1,444,500',
      '消費税(10%)\t144,450',
      'ご契約金額 (税込)\t1,588,950',
      'お申込金 (2025年1月13日 ご入金済)\tA748.000',
    ].join('\n');
    expect(total(text).value).toBe(840950);
  });

  it('is what is left of a works contract after its advance and part payment', () => {
    const text = [
      '請求金額\t金 ¥7,004,000-',
      '① 請負代金額(税込)\t16,324,000 10%対象 14,840,000 消費税 1,484,000',
      '② 前払金受領額\t4,890,000 契約額の30%',
      '③ 部分払受領額(既受領額)\t4,430,000 第1回 出来高払',
      '④ 今回請求額(①-②-③)\t7,004,000',
    ].join('\n');
    expect(total(text).value).toBe(7004000);
  });

  it('is what is left after a 着手金 received, when OCR lost the label at the top and the △', () => {
    const text = [
      '3回こ計捉 」 ¥262,500-',
      '¥522,500 (税込)',
      '備考\t小計\t475.000',
      '消費税 (10%)\t47.500',
      '合計 (税込\t522.500',
      '着手金 (2025.02.15 ご入金済)\tん260.000',
      '今回ご請求額\t262,500',
    ].join('\n');
    expect(total(text).value).toBe(262500);
  });

  it('reads the boxed amount under its label past the other block’s bank line, never the account number', () => {
    const text = [
      '今回ご請求額\tお振込先',
      '京都信用金庫 京都支店 当座 3458910',
      '¥142,308\t口座名義 ﾀﾏﾃﾞﾝｾﾂｺｳｷﾞﾖｳｷﾖｳﾄﾞｳｸﾐｱｲ',
      '品名・摘要\t数量 単位\t単価\t金額\t税区分',
      '非課税・不課税 計\t9,430',
      '今回ご請求額\t¥142,308',
    ].join('\n');
    expect(total(text).value).toBe(142308);
  });

  it('is the 合計 plus the 立替金 after it, where ご請求金額 is printed once', () => {
    const text = [
      'お支払期限 2026/01/31',
      '報酬額 小計\t825.000',
      '消費税 (10%)\t82.500',
      '報酬額 合計\t907,500',
      '立替金 登記事項証明書 取得費 (3通・実費)\t1.800',
      '立替金 納税証明書 交付手数料 (3通・実費)\t1.200',
      'ご請求金額\t¥910,500',
    ].join('\n');
    expect(total(text).value).toBe(910500);
  });

  it('reads a withholding printed with a minus sign', () => {
    const text = [
      'ご請求金額 ¥136,104',
      '小計(税抜)\t136,390',
      '消費税(10%)\t13,639',
      '合計(税込)\t150,029',
      '源泉徴収税額(10.21%)\t-13,925',
    ].join('\n');
    expect(total(text).value).toBe(136104);
    // A hyphen inside a number is no minus sign: no amount 1234 in a telephone number.
    expect(findAmounts('TEL 03-1234-5678').map((a) => a.yen)).not.toContain(1234);
  });

  it('is the amount asked for twice, fees plus 立替金 less a 預り金, not the fees’ 合計', () => {
    const text = [
      'ご請求金額\t金 ¥147,331-',
      '小計(税抜)\t77,500\t実費計(非課税・不課税)\t162,081',
      '消費税(10%)\t7,750',
      '報酬計(税込)\t85,250円',
      '実費計\t162,081円',
      'お預り金\t△100,000円',
      '差引ご請求額\t147,331円',
    ].join('\n');
    expect(total(text)).toEqual({ value: 147331, confidence: 0.85 });
  });

  it('is 今回ご請求額 where last month’s unpaid bill is carried over onto this month’s charges', () => {
    const text = [
      '〒150-0002\t今回ご請求額',
      '東京都渋谷区渋谷5-14-10',
      '¥293,539',
      '前回ご請求額\tご入金額\t繰越額\t当月ご請求額（税込）\t今回ご請求額',
      '69,471\t0\t69,471\t224,068\t293,539',
      '当月ご使用料金（税抜）\t203,699',
      '消費税等（10%）\t20,369',
      '当月ご請求額（税込）\t224,068',
    ].join('\n');
    expect(total(text)).toEqual({ value: 293539, confidence: 0.95 });
    // Nothing carried over: this month's charges are the bill.
    const paid = text
      .replace('69,471\t0\t69,471\t224,068\t293,539', '69,471\t69,471\t0\t224,068\t224,068')
      .replace('¥293,539', '¥224,068');
    expect(total(paid).value).toBe(224068);
  });

  it('leaves the 合計 alone when no labelled amount is that difference', () => {
    const text = ['ご請求金額 ¥205,161', '小計\t186,510', '消費税\t18,651', '合計\t205,161', '源泉徴収税額\t19,042'].join('\n');
    expect(total(text).value).toBe(205161);
  });
  it('reads the 源泉徴収税額 printed under its label, its calculation on the line below (L255)', () => {
    const text = [
      '報酬額(税抜)\t274,000',
      '消費税(10%)\t27,400',
      '合計\t301,400',
      '源泉徴収税額',
      '△27,975',
      '274,000 × 10.21%',
      'お支払期限 R8.3.20',
      '差引ご請求額\t¥273,425',
    ].join('\n');
    expect(total(text)).toEqual({ value: 273425, confidence: 0.98 });
    // (A label over a line that is more than an amount holds no value of its own: no deduction.)
    const noted = text.replace('差引ご請求額', 'ご請求額').replace('△27,975', '△27,975 (10.21%)');
    expect(total(noted).value).toBe(301400);
    expect(total(noted.replace('△27,975 (10.21%)', '△27,975')).value).toBe(273425);
  });
  it('reads 差引ご請求額 under a 合計 that adds up, the deduction’s label garbled, or the net’s head lost (L255 images)', () => {
    const text = [
      '報酬額 (税抜)\t2.080.000',
      '消費税 (10%)\t208.000',
      '合計\t2.288.000',
      '親代層導\tん322.636',
      '差引ご請求額\t\\1.965.,364',
    ].join('\n');
    expect(total(text)).toEqual({ value: 1965364, confidence: 0.85 });
    // (Nothing printed that the 合計 less the net would be: the 合計.)
    expect(total(text.replace('ん322.636', 'ん300.000')).value).toBe(2288000);
    const headLost = [
      '報酬額 (税抜)\t1.740.000',
      '消費税 (109%)\t174.000',
      '合計\t1.914.000',
      '源泉徴収税額\tA253.208',
      '差引ご請求額\t多,660,792',
    ].join('\n');
    expect(total(headLost)).toEqual({ value: 1660792, confidence: 0.85 });
    expect(total(headLost.replace('多,660,792', '多,660,793')).value).not.toBe(1660792);
  });
});

describe('findTotalAmount, OCR’s space after a thousands comma', () => {
  it('reads 金 16, 950円 as 16,950 yen, not 950', () => {
    const doc = prepareInvoiceText(
      ['ご請求書', '1. ご請求金額   金 16, 950円 (うち消費税 450円)', '合計          16, 950円'].join('\n'),
    );
    expect(findTotalAmount(doc).value).toBe(16950);
  });
});

describe('findTotalAmount, a repair bill to an insurer', () => {
  it('takes the ご請求金額 left after the 免責金額 the insured paid the shop', () => {
    const text = [
      '小計（税抜）\t193,100',
      '消費税（10%）\t19,310',
      '修理費合計（協定額）\t212,410',
      '免責金額（ご契約者様ご負担分）\t△50,000',
      'ご請求金額\t¥162,410',
    ].join('\n');
    expect(total(text)).toEqual({ value: 162410, confidence: 0.98 });
  });
});

describe('findTotalAmount, an estate clearance less what it bought', () => {
  it('takes the 差引ご請求額 left after the 買取金額, its △ read as an A', () => {
    // A photo's reading: the 差引ご請求額 at the top lost its 額, so it is labelled once.
    const text = [
      '差引ご請求\t\\767,250-',
      '課税対象額 (10%)\t750.000',
      '消費税 (10%)\t75.000',
      '不課税 (家電リサイクル料金)\t8.250',
      '合計\t833.250',
      '買取金額 (税込)\tA66.000',
      '差引ご請求額\t\\767,250',
    ].join('\n');
    expect(total(text).value).toBe(767250);
  });

  it('reads 差引ご請求客, OCR’s half of 額, as the label it is', () => {
    const text = ['差引ご請求客\t\\508,230-', '課税対象額 (10%)\t475.000', '合計\t527.230', '差引ご請求客\t\\508,230'].join('\n');
    expect(total(text).value).toBe(508230);
  });
});

describe('findTotalAmount, a carrier’s notes under its 振込先', () => {
  it('takes no value under a sentence that names the ご請求金額 as its object', () => {
    // A photo's reading: the notes' '(2円)' came under 'ご請求金額をお振込みください。'.
    const text = [
      'ご請求金額をお振込みください。',
      'ユニバーサルサービス料 (2円)・電話リレーサービス料 (1円) は音声回線ごとにご請求しています',
      '課税対象額 (10%)\t24.167',
      '消費税 (10%)\t2.416',
      '不課税 (端末代金分割支払金)\t7320',
      'ご請求金額\t¥33,903',
    ].join('\n');
    expect(total(text).value).toBe(33903);
  });
});

describe('findTotalAmount, an 産業医’s fee said to be after the withholding', () => {
  it('takes the amount labelled as left after the deduction, where OCR garbled the deduction’s line', () => {
    const text = [
      'ご請求金額 金122, 23 4円 (源泉徴収税額控除後)',
      '嘱託産業医報酬\t1\tヶ月\t120,000',
      '小計\t122,260',
      '消費税 (10%)\t12,226',
      '合計 (税込)\t134,486',
      '涯泉信税額(報醒120.000円メ 10. 219)\tA12.252',
    ].join('\n');
    expect(total(text)).toEqual({ value: 122234, confidence: 0.85 });
    // Without the words, the 合計 that adds up stays the total.
    expect(total(text.replace(' (源泉徴収税額控除後)', '')).value).toBe(134486);
  });
});

describe('findTotalAmount, a 弁理士’s fees and the patent office’s', () => {
  it('adds the 特許庁費用 paid on the client’s behalf to the fees’ 合計', () => {
    const text = [
      '出願手数料 (1区分)\t40,000円',
      '小計\t81,500円',
      '消費税 (10%)\t8,150円',
      '【特許庁費用 (印紙代・立替金/不課税)】',
      '出願料\t3,400円+8,600円 x 2区分\t20,600円',
      '幣所手数料 (税込)\t89,650円',
      '特許庁費用20600円',
      'ご請求金額\t110,250円',
    ].join('\n');
    expect(total(text)).toEqual({ value: 110250, confidence: 0.98 });
  });
});

describe('findTotalAmount, a note in parentheses after the amount', () => {
  it('reads the amount beside its label past a note that names the tax', () => {
    expect(total('ご請求金額 金430,409円 (消費税込)\n調査費用 合計\t391,281').value).toBe(430409);
  });
});

describe('findTotalAmount, a wedding MC’s fee less 源泉徴収, paid as お振込金額', () => {
  it('is the お振込金額 left after the withholding, not the 合計', () => {
    const text = [
      'お振込金額（源泉徴収後）\t¥214,549',
      '報酬額（税抜）\t215,000',
      '消費税（10%）\t21,500',
      '合計\t236,500',
      '源泉徴収税額（215,000 × 10.21%）\t△21,951',
      'お振込金額\t¥214,549',
    ].join('\n');
    expect(findTotalAmount(prepareInvoiceText(text)).value).toBe(214549);
  });
});

describe('findTotalAmount, a corrected invoice', () => {
  it('is the amount after the correction, not the one before nor the first invoice’s quoted in the apology', () => {
    const text = [
      '令和7年7月25日付でお送りいたしました請求書（No.2507-133、ご請求金額 ¥207,900）において、割引の適用が漏れておりました。',
      '訂正前 ご請求金額 ¥207,900',
      '訂正後ご請求金額 ¥190,410',
      '差額 △17,490',
      '小計\t173,100',
      '消費税（10%）\t17,310',
      '訂正後ご請求金額\t¥190,410',
    ].join('\n');
    expect(findTotalAmount(prepareInvoiceText(text)).value).toBe(190410);
  });
});

describe('findTotalAmount, a deduction printed beside a 合計 that adds up', () => {
  it('is not sure of the 合計 when what is left after the deduction stands under a label it does not know', () => {
    const text = ['報酬額\t215,000', '消費税（10%）\t21,500', '合計\t236,500', '源泉徴収税額\t△21,951', '差引お受取額\t¥214,549'];
    expect(findTotalAmount(prepareInvoiceText(text.join('\n'))).confidence).toBeLessThan(0.9);
  });
  it('reads the amount left after the 源泉 where OCR read 額 as 閣, or lost the amount’s label (L266)', () => {
    const foot = (label: string) =>
      [
        '小計 (税抜)\t409,000',
        '消費税 (10%)\t40,900',
        '合計\t449,900',
        '源泉所得税 (409,000 x 10.21%)\t△41,758',
        `${label}\t¥408,142`,
      ].join('\n');
    expect(total(foot('差引ご請求閣')).value).toBe(408142);
    // The labels lost: the amount said to be after the deduction, printed again at the foot.
    const lost = ['金 355,951 円 (源泉所得税控除後)', '325,000', '22,000', '356,700', '392,370', '△36,419', '¥355,951'];
    expect(total(lost.join('\n')).value).toBe(355951);
  });
});

describe('findTotalAmount, a boxed total under its label', () => {
  it('reads past a seal’s specks OCR set between the label and its amount (L295, a scan)', () => {
    const text = (between: string[]) =>
      [
        '(税込)',
        'ご請求金額',
        ...between,
        '金 48,290.000 円',
        '1. 案件概要',
        '株式譲渡価額           1.030.000.000円    ド',
        '成功報本導 (税抜)                |            45.900.000',
        '着手金 (受領済)                 |            る2.000.000',
      ].join('\n');
    expect(total(text(['朝具', '札'])).value).toBe(48290000);
  });
});
