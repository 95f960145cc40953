import { describe, it, expect } from 'vitest';
import { findDates, findDueDate, findIssueDate, orderInvoiceDates, parseJapaneseDate } from './dates.ts';
import { prepareInvoiceText } from './text.ts';

describe('parseJapaneseDate', () => {
  it.each([
    ['令和6年12月1日', '2024-12-01'],
    ['令和元年5月1日', '2019-05-01'],
    ['平成31年4月30日', '2019-04-30'],
    ['平成元年1月8日', '1989-01-08'],
    ['R6.12.1', '2024-12-01'],
    ['R8/1/31', '2026-01-31'],
    ['H30.2.28', '2018-02-28'],
    ['2026年12月1日', '2026-12-01'],
    ['2026/12/01', '2026-12-01'],
    ['2026-1-5', '2026-01-05'],
    ['2026.12.01', '2026-12-01'],
    ['2026年2月末日', '2026-02-28'],
    ['令和8年2月末日', '2026-02-28'],
    ['2028年2月29日', '2028-02-29'],
    // OCR lost or garbled the final 日
    ['令和9年1月31晶', '2027-01-31'],
    // Kanji numerals, as vertical writing prints them
    ['令和七年九月十六日', '2025-09-16'],
    ['令和八年十二月三十一日', '2026-12-31'],
    ['令和元年五月一日', '2019-05-01'],
    ['令和八年二月末日', '2026-02-28'],
    ['二〇二五年十二月二十二日', '2025-12-22'],
    // …read by OCR as the katakana they look like (a letter in vertical writing, set across)
    ['令和ヒ年九月三十日', '2025-09-30'],
    ['二〇二五年トニ月ニトニ日', '2025-12-22'],
    ['令和七年八月三トー日', '2025-08-31'],
    // Both eras' years, the other in parentheses
    ['令和8年（2026年）6月30日', '2026-06-30'],
    ['2026年（令和8年）6月30日', '2026-06-30'],
  ])('%s → %s', (s, iso) => {
    expect(parseJapaneseDate(prepareInvoiceText(s).lines[0]!)).toBe(iso);
  });

  it('reads full-width digits and OCR spacing once the text is prepared', () => {
    expect(parseJapaneseDate(prepareInvoiceText('令 和 ８ 年 １２ 月 １ 日').lines[0]!)).toBe('2026-12-01');
  });

  it.each([
    '2026/13/01',
    '2026/02/30',
    '2027年2月29日',
    '令和元年4月30日',
    '平成31年5月1日',
    '12/01',
    'R6',
    'INVR6.12.1',
    // (A letter OCR set among a year's digits, L271: no 昭和5年.)
    '202S5/10/31',
    'ヒト年ニ月',
  ])('refuses %s', (s) => {
    expect(parseJapaneseDate(s)).toBeNull();
  });

  it('reads a date whose slash OCR read as a 7, and an era initial whose 0 it read as O', () => {
    expect(parseJapaneseDate('請求日: 202678/31')).toBe('2026-08-31');
    expect(parseJapaneseDate('請求日 2026/02702')).toBe('2026-02-02');
    // Both: the slash and a 7 after it (L293's page image).
    expect(parseJapaneseDate('お支払期限 2025/05/710')).toBe('2025-05-10');
    expect(findDates('2026/07/17').map((d) => d.date)).toEqual(['2026-07-17']);
    expect(parseJapaneseDate('お支払期日 _RO08/01/31')).toBe('2026-01-31');
    // A real date is never read this way: 2026/7/17 stays as printed.
    expect(findDates('2026/7/17 2026/11/27').map((d) => d.date)).toEqual(['2026-07-17', '2026-11-27']);
    // Nor a number that is no date: a year and an invoice number, or 7 digits and a slash.
    expect(parseJapaneseDate('No. 2026712-1')).toBeNull();
    expect(parseJapaneseDate('2026701/45')).toBeNull();
  });

  it('finds every date in order', () => {
    expect(findDates('2026/12/01 〜 令和8年12月31日').map((d) => d.date)).toEqual(['2026-12-01', '2026-12-31']);
  });
});

const doc = (text: string) => prepareInvoiceText(text);

describe('findDueDate', () => {
  it.each([
    ['お支払期限：2026年12月31日', '2026-12-31'],
    ['支払期日 R9.1.15', '2027-01-15'],
    ['お振込期限 令和9年1月31日', '2027-01-31'],
    ['お支払い期限 2027/02/10', '2027-02-10'],
    // A public body's deadline, and the date an invoice is debited from the buyer's account.
    ['納付期限 令和8年4月30日', '2026-04-30'],
    ['口座振替日 R8.6.27', '2026-06-27'],
    ['お引落日 2026/06/27', '2026-06-27'],
  ])('%s', (text, iso) => {
    expect(findDueDate(doc(text))).toEqual({ value: iso, confidence: 0.95 });
  });

  it('takes the invoice’s 支払期限 over a 支払予定日 the buyer wrote on the voucher it is pasted on, and 予定日 alone', () => {
    const text = [
      '証憑貼付台紙（支払用）',
      '金額\t¥36,920-\t支払予定日\t2025/11/10',
      '請求書',
      '発行日\t2025/09/17',
      'お支払期限\t2025/10/01',
    ].join('\n');
    expect(findDueDate(doc(text)).value).toBe('2025-10-01');
    expect(findDueDate(doc('お支払予定日 2025/11/10')).value).toBe('2025-11-10');
  });

  it('reads the date under a bilingual label’s two halves, not the line after it', () => {
    const text = [
      'お支払期限 Due Date',
      '2027年1月31日（Jan 31, 2027）',
      '対象期間 Period：2026年12月1日〜2026年12月31日（December 2026）',
    ].join('\n');
    expect(findDueDate(doc(text)).value).toBe('2027-01-31');
  });

  it('reads a table header row: the value in the label’s column', () => {
    const text = '請求番号\t請求日\tお支払期限\nML-1\t2026/12/05\t2027/01/31';
    expect(findDueDate(doc(text))).toEqual({ value: '2027-01-31', confidence: 0.85 });
    expect(findIssueDate(doc(text))).toEqual({ value: '2026-12-05', confidence: 0.85 });
  });

  it('reads values stacked one per line under a header row, in its labels’ order', () => {
    const text = '御請求金額\tお支払期限\n¥1,135,189－\n令和7年8月31日\n項目\t内容\t金額';
    expect(findDueDate(doc(text)).value).toBe('2025-08-31');
  });

  it('takes the later of two unlabelled dates ending consecutive lines, weakly', () => {
    const text = '契約種別\t高圧業務用電力\t2507-95282000\n契約電力\t379kW\t2025年7月5日\n力率\t90%\t2025年7月25日';
    expect(findDueDate(doc(text))).toEqual({ value: '2025-07-25', confidence: 0.3 });
    // Not dates that start table rows, nor a period.
    expect(findDueDate(doc('2026/03/16 ビール 12,280\n2026/03/19 樽保証金 6,000')).value).toBeNull();
  });

  it('reads a bare date under a header row’s last cell, a bilingual label', () => {
    const text = '通関業許可 神戸税関 第513号 登録番号 T5168549541616\tPayment Due お支払期限\n2026/04/30\nCustomer Code\tC61872';
    expect(findDueDate(doc(text)).value).toBe('2026-04-30');
  });

  it('reads お支払日 as the due date', () => {
    expect(findDueDate(doc('お支払日 2025年8月31日')).value).toBe('2025-08-31');
    expect(findDueDate(doc('金融機関 三井住友銀行 梅田支店\tお支払日 2026/02/28')).value).toBe('2026-02-28');
  });

  it('reads ご入金期日, not the date in the note after it', () => {
    const text = 'ご入金期日 令和8年1月29日 （契約開始日 令和8年2月10日 の前日までに鍵をお渡しいたします）';
    expect(findDueDate(doc(text))).toEqual({ value: '2026-01-29', confidence: 0.95 });
  });

  it('takes a date followed by まで on a line about paying', () => {
    expect(findDueDate(doc('2026年12月25日までに下記口座へお振込みください'))).toMatchObject({ value: '2026-12-25' });
    expect(findDueDate(doc('お支払いは R9/1/10 までに下記口座へお振込みください。'))).toMatchObject({ value: '2027-01-10' });
  });

  it('takes the later of two unlabelled dates in a row, weakly, but not a period', () => {
    expect(findDueDate(doc('20261205-01 2026年11月20日 2026年12月25日'))).toEqual({ value: '2026-12-25', confidence: 0.3 });
    expect(findDueDate(doc('ご利用期間 2026/11/01〜2026/11/30')).value).toBeNull();
  });
});

describe('a header row whose amount is set apart', () => {
  it('pairs the dates with their labels in order when the amount’s value is on a line of its own', () => {
    const doc = prepareInvoiceText(
      [
        'アルファファーム\t請求書',
        'ご請求金額(税込)\tお支払期限\t請求日\t請求書番号',
        '2026-11-30\t2026-10-31\tINV-202610-7530',
        '¥68,853',
        'ご請求先\t発行元',
      ].join('\n'),
    );
    expect(findDueDate(doc).value).toBe('2026-11-30');
    expect(findIssueDate(doc).value).toBe('2026-10-31');
  });
});

describe('findDueDate, OCR’s slips in its label', () => {
  it('reads お支払期限 with its 限 read as 際 (L274, a phone photo)', () => {
    expect(findDueDate(doc('お支払期際 令和8年8月31日')).value).toBe('2026-08-31');
  });
});

describe('findIssueDate', () => {
  it('reads 請求日 whose 請 a photo read as a digit, never the 締日 over it (L287)', () => {
    const text = ['2025年6月30日', '運 賃 請 求 書    5求日 2025年7月5日', '毎月末日締め 対象期間 2025年6月1日 へ 2025年6月30日'];
    expect(findIssueDate(doc(text.join('\n'))).value).toBe('2025-07-05');
  });

  it('takes a re-issued invoice’s 請求日, not the copy’s 再発行日 printed above it (L273)', () => {
    const text = [
      '請 求 書 （再発行）',
      '本書は2026年4月30日付でお送りした請求書（No.ST-2604-425）の再発行です。',
      '再発行日\t2026年5月8日',
      '請求日\t2026年4月30日',
      'お支払期限：2026年5月31日（原本から変更はございません）',
    ].join('\n');
    expect(findIssueDate(doc(text))).toEqual({ value: '2026-04-30', confidence: 0.95 });
    expect(findIssueDate(doc('再発行日 2026年5月8日 請求日 2026年4月30日')).value).toBe('2026-04-30');
  });

  it('takes a re-issued invoice’s 請求日 where OCR lost the 再 of its 再発行日 (L273, a phone photo)', () => {
    const text = [
      '請求書 (再発行)',
      '本書は2026年2月18日付でお送りした 書 (No.ST-2602-192) の再発行です。',
      '発行日     2026年3月7日',
      '請求日          2026年2月18日',
    ].join('\n');
    expect(findIssueDate(doc(text)).value).toBe('2026-02-18');
    // Not re-issued: the first issue label's date.
    expect(findIssueDate(doc(text.replace(/再発行/g, ''))).value).toBe('2026-03-07');
  });

  it('reads an English Issue date label whose I OCR read as an l (L270, a scan)', () => {
    const text = 'invoice No. / 請求番号    20260185     lssue date / 発和    2026-01-23     Due date / お支払期限    2026-02-28';
    expect(findIssueDate(doc(text)).value).toBe('2026-01-23');
  });

  it('takes the date a re-issue’s note gives the original where OCR lost its 請求日 (L273, scans)', () => {
    const text = [
      '再発行日 2026年5月8日',
      '請求書 (再発行)',
      '本書は2026年4月30日付でお送りした請求書 (No.ST-2604-425) の再発行です。内容は原本と同一です。',
    ].join('\n');
    expect(findIssueDate(doc(text)).value).toBe('2026-04-30');
    const unlabelled = [
      '請 求 書 (再発行)',
      '2025年12月27日',
      '2025年12月13日',
      '本書は2025年12月13日付でお送りした請求書の再発行です。',
    ];
    expect(findIssueDate(doc(unlabelled.join('\n'))).value).toBe('2025-12-13');
  });

  it('takes a letter’s date alone on its line over a date its body speaks of', () => {
    const text = [
      '株式会社山田建設 御中',
      '一、祭典 竣工祭（令和七年八月二十日 斎行）',
      '一、お支払期限 令和七年九月三十日',
      '令和七年八月三十一日',
      '宗教法人稲荷神社',
    ].join('\n');
    expect(findIssueDate(doc(text), '2025-09-30').value).toBe('2025-08-31');
  });

  it.each([
    ['発行日 2026年12月1日', '2026-12-01'],
    ['請求日: R8.11.30', '2026-11-30'],
    ['請求書発行日 2026/11/30', '2026-11-30'],
  ])('%s', (text, iso) => {
    expect(findIssueDate(doc(text))).toEqual({ value: iso, confidence: 0.95 });
  });

  it('ends the issue date’s value at the work’s date printed after it in the same row', () => {
    // A tyre shop's row of dates (L225): the work was done before the invoice was written.
    const text = 'No.\tT-18921\t発行日\t2026/03/15\t作業日\t2026/03/09\tお支払日\t2026/04/10';
    expect(findIssueDate(doc(text)).value).toBe('2026-03-15');
    expect(findDueDate(doc(text)).value).toBe('2026-04-10');
  });

  it('falls back to an unlabelled date at the top that is not the due date', () => {
    const text = 'No. 0042\n令和8年12月1日\n御請求書\nお振込期限 令和9年1月31日';
    expect(findIssueDate(doc(text), '2027-01-31')).toEqual({ value: '2026-12-01', confidence: 0.5 });
  });
});

describe('orderInvoiceDates', () => {
  const field = (value: string, confidence = 0.95) => ({ value, confidence });

  // Failure class: the due date and the issue date swapped.
  it('swaps an issue date read after the due date, and says it is unsure', () => {
    expect(orderInvoiceDates(field('2026-12-31'), field('2026-12-01'))).toEqual({
      issue: field('2026-12-01', 0.6),
      due: field('2026-12-31', 0.6),
    });
  });

  it('keeps them in the right order, and weakens one date read for both', () => {
    expect(orderInvoiceDates(field('2026-12-01'), field('2026-12-31'))).toEqual({
      issue: field('2026-12-01'),
      due: field('2026-12-31'),
    });
    expect(orderInvoiceDates(field('2026-12-31'), field('2026-12-31')).due.confidence).toBe(0.3);
  });

  it('pairs each label with its own date when a box puts the issue date under the due date line', () => {
    const doc = prepareInvoiceText('発行日\nお支払期限 2026年12月31日\n2026年12月1日');
    expect(findIssueDate(doc).value).toBe('2026-12-01');
    expect(findDueDate(doc).value).toBe('2026-12-31');
  });
});

describe('English date labels', () => {
  it('reads Issue date and Due date', () => {
    const doc = prepareInvoiceText('Invoice No. INV-7\nIssue date 発行日: 2026/12/01\nDue date 支払期限: 2026/12/31');
    expect(findIssueDate(doc).value).toBe('2026-12-01');
    expect(findDueDate(doc).value).toBe('2026-12-31');
  });

  it('reads a bilingual label as one: the value follows its second half, in the next cell', () => {
    const doc = prepareInvoiceText('株式会社テスト御中\tIssue date / 発行日\t2025/10/15\nDue date / お支払期限\t2025/11/30');
    expect(findIssueDate(doc)).toEqual({ value: '2025-10-15', confidence: 0.95 });
  });

  it('reads an English invoice’s dates: Nov 30, 2026 and 30 Nov 2026', () => {
    expect(findDates('Issue date Oct 31, 2026 Due date 30 Nov 2026').map((d) => d.date)).toEqual(['2026-10-31', '2026-11-30']);
    expect(findDates('Ref 31, 2026')).toEqual([]);
  });
});

describe('findDueDate, the deadline’s value set apart from its label', () => {
  it('takes the later of the page’s only two dates where a deadline’s label is printed', () => {
    const doc = prepareInvoiceText(['2026-05-01', 'INV-2026-6967', '期限', 'ダイヤル錠 交換作業', '2026-05-31'].join('\n'));
    expect(findDueDate(doc)).toEqual({ value: '2026-05-31', confidence: 0.3 });
  });

  it('takes nothing without the label, with a third date, or with dates a term apart', () => {
    const due = (lines: string[]) => findDueDate(prepareInvoiceText(lines.join('\n'))).value;
    expect(due(['2026-05-01', 'ご請求金額', '交換作業', '2026-05-31'])).toBeNull();
    expect(due(['2026-05-01', '期限', '交換作業', '2026-05-31', '納品日 2026-05-12'])).toBeNull();
    expect(due(['2026-05-01', '期限', '交換作業', '2027-05-31'])).toBeNull();
  });
});

describe('a date whose 日 OCR misread', () => {
  const doc = (text: string) => prepareInvoiceText(text);

  it('is read, but not promised: the digits beside it may be misread too', () => {
    // '令和7年11月17日' read with a 1 lost and its 日 as 晶.
    const text = '請求日 | 令和7年1月17晶\nお支払期限 | 令和7年1月24昌';
    expect(findIssueDate(doc(text))).toEqual({ value: '2025-01-17', confidence: 0.89 });
    expect(findDueDate(doc(text))).toEqual({ value: '2025-01-24', confidence: 0.89 });
    expect(findDates('令和7年1月17晶')[0]?.dayMarkMisread).toBe(true);
  });

  it('leaves a date whose 日 was read, or set apart from the next word, as sure as before', () => {
    expect(findDueDate(doc('お支払期限 | 令和7年12月24日締'))).toEqual({ value: '2025-12-24', confidence: 0.95 });
    expect(findDates('2025年9月30 締切分')[0]?.dayMarkMisread).toBeUndefined();
    expect(findDates('令和7年12月末日')[0]?.dayMarkMisread).toBeUndefined();
  });
});

describe('a month’s last day as OCR reads it', () => {
  it('reads 末 misread as 来 before 日 (L264)', () => {
    expect(findDueDate(doc('お支払期限 令和8年12月来日')).value).toBe('2026-12-31');
    // (来 stays a word elsewhere: '来月' names no day.)
    expect(findDueDate(doc('お支払期限 令和8年12月来月')).value).toBeNull();
  });
});
