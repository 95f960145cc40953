import { describe, it, expect } from 'vitest';
import { prepareInvoiceText, spacedPattern } from './text.ts';

describe('prepareInvoiceText', () => {
  it('joins OCR-spaced Japanese and folds widths, keeping spaces between values', () => {
    const { lines } = prepareInvoiceText('請 求 金 額　￥１，２３４，５６７\n発 行 日 2026 年 12 月 1 日 2026/12/31\n\n');
    expect(lines).toEqual(['請求金額 ¥1,234,567', '発行日 2026年12月1日 2026/12/31']);
  });

  it('keeps the spaced form for values whose spaces matter', () => {
    const doc = prepareInvoiceText('口座名義 ヤマダ タロウ');
    expect(doc.lines[0]).toBe('口座名義ヤマダタロウ');
    expect(doc.spaced[0]).toBe('口座名義 ヤマダ タロウ');
  });

  it('reads a backslash before digits as ¥, hyphen look-alikes between digits as -', () => {
    expect(prepareInvoiceText('合計 \\1,000 〒100ー0001 03−1234−5678').lines[0]).toBe('合計 ¥1,000 〒100-0001 03-1234-5678');
  });

  it('reads a legal form with one kanji misread as the form (和式会社, 有限会守), and leaves other words', () => {
    expect(prepareInvoiceText('みどり設計和  式会社\n朝日クリーンサービス有限会守').lines).toEqual([
      'みどり設計株式会社',
      '朝日クリーンサービス有限会社',
    ]);
    expect(prepareInvoiceText('和式会場\n株式会議').lines).toEqual(['和式会場', '株式会議']);
  });

  it('reads the long-vowel mark before 般 as 一 (ー般社団法人), and leaves it after katakana elsewhere', () => {
    expect(prepareInvoiceText('ー般社団法人山田人材開発協会\nスーパー 般若').lines).toEqual([
      '一般社団法人山田人材開発協会',
      'スーパー般若',
    ]);
  });

  it('reads 令和 whose 令 OCR misread before a year and a month, and leaves a name ending in 和', () => {
    expect(prepareInvoiceText('お支払期日 信和8年7月31日\n請求日 今和 8年 6月 30日\n信和産業株式会社 2026年7月').lines).toEqual([
      'お支払期日令和8年7月31日',
      '請求日令和8年6月30日',
      '信和産業株式会社 2026年7月',
    ]);
  });

  it('reads a postal code’s 〒 that OCR took for a T as 〒, and leaves registration numbers and phones', () => {
    expect(prepareInvoiceText('新生設計株式会社 御中\tT160一0023').lines[0]).toBe('新生設計株式会社御中\t〒160-0023');
    expect(prepareInvoiceText('登録番号 T160-0023-4567-8 T1600023456789 T 03-1234-5678').lines[0]).toBe(
      '登録番号 T160-0023-4567-8 T1600023456789 T 03-1234-5678',
    );
  });

  it('joins a date’s day or month that OCR spaced apart, and no two values', () => {
    expect(prepareInvoiceText('令和8年1月3 1日\t令和8年1 2月2 6 日').lines[0]).toBe('令和8年1月31日\t令和8年12月26日');
    expect(prepareInvoiceText('2026年1月5日 3 14,000円').lines[0]).toBe('2026年1月5日 3 14,000円');
  });

  it('joins an amount written one digit to a ruled column, and no shorter run of digits', () => {
    expect(prepareInvoiceText('合 計\t¥ 1 8 5 6 8 0\n数量 1 2 3').lines).toEqual(['合計\t¥ 185680', '数量 1 2 3']);
    expect(prepareInvoiceText('供給地点特定番号 74 0415 6565').lines).toEqual(['供給地点特定番号 74 0415 6565']);
  });

  it('turns wide gaps and tabs into one column break', () => {
    expect(prepareInvoiceText('小計        ¥1,000\t \t消費税').lines[0]).toBe('小計\t¥1,000\t消費税');
  });

  it('folds Kangxi radicals a PDF font maps its glyphs to (⽉ ⽇ → 月 日)', () => {
    expect(prepareInvoiceText('令和8年10⽉31⽇').lines[0]).toBe('令和8年10月31日');
  });

  it('folds the CJK Radicals Supplement forms NFKC leaves alone (⻄ ⻘ → 西 青)', () => {
    expect(prepareInvoiceText('札幌市中央区北1条⻄2-1 仙台市⻘葉区').lines[0]).toBe('札幌市中央区北1条西2-1 仙台市青葉区');
  });

  it('reads the 1 after a backslash read for ¥ as the letter l or I, before the rest of the amount', () => {
    expect(prepareInvoiceText('ご請求金額 \\l,392,500').lines[0]).toBe('ご請求金額 ¥1,392,500');
    // …and before a comma OCR read as a period.
    expect(prepareInvoiceText('差引ご請求額 \\l.835,270').lines[0]).toBe('差引ご請求額 ¥1.835,270');
    expect(prepareInvoiceText('合計 ¥I2,100').lines[0]).toBe('合計 ¥12,100');
    // A word after a ¥ sign is no amount: left as it is.
    expect(prepareInvoiceText('¥ Invoice').lines[0]).toBe('¥ Invoice');
  });

  it('joins a group of an amount’s digits that OCR split with a space', () => {
    expect(prepareInvoiceText('ご請求金額金12 2,234円').lines[0]).toBe('ご請求金額金122,234円');
    expect(prepareInvoiceText('金122, 23 4円').lines[0]).toBe('金122,234円');
    expect(prepareInvoiceText('ご請求金額金43 0, 40 9円 (消費税込)').lines[0]).toBe('ご請求金額金430,409円 (消費税込)');
    // Two numbers side by side are left apart.
    expect(prepareInvoiceText('数量 12 2,234円').lines[0]).toBe('数量 12 2,234円');
  });
});

describe('spacedPattern', () => {
  it('matches a label with spaces between its characters', () => {
    expect(new RegExp(spacedPattern('口座名義')).test('口 座 名 義 ヤマダ')).toBe(true);
  });

  it('joins a legal form OCR spaced off its name', () => {
    expect(prepareInvoiceText('（株） 協和印刷\n協和印刷 ㈱').lines).toEqual(['(株)協和印刷', '協和印刷(株)']);
    // A letter-spaced letterhead.
    expect(prepareInvoiceText('( 有 ) 光 陽 畳 店\t請 求 書').lines).toEqual(['(有)光陽畳店\t請求書']);
  });

  it('reads a table drawn in characters as cells, and leaves OCR’s stray rules alone', () => {
    const drawn = '| 前回御請求額 | 御入金額 | 繰越金額 | 今回御請求額 |\n|\t209,618 |\t0 |\t209,618 |\t344,728 |';
    expect(prepareInvoiceText(drawn).lines).toEqual([
      '前回御請求額\t御入金額\t繰越金額\t今回御請求額',
      '209,618\t0\t209,618\t344,728',
    ]);
    expect(prepareInvoiceText('1 | 取付施工費 1| 式 140,000 | 140,000').lines[0]).toBe('1 | 取付施工費 1| 式 140,000 | 140,000');
  });
});

describe('a seal printed over the issuer’s block', () => {
  it('drops the fragments a text layer makes of it, one column of the seal per line', () => {
    const { lines } = prepareInvoiceText('発行元\t之湊\n印運\n湊運輸(株)\t輸\n丸星印刷株式会社 御中\t印林');
    expect(lines).toEqual(['発行元', '湊運輸(株)', '丸星印刷株式会社御中']);
  });
  it('drops the seal’s other columns beside its fragments, a katakana name’s too', () => {
    const { lines } = prepareInvoiceText(
      '発行元\t産朝\n之日\n(株)朝日物産\t印物\n発行元\tーング\n之フリ\nグリーン食品合同会社 印ィー',
    );
    expect(lines).toEqual(['発行元', '(株)朝日物産', '発行元', 'グリーン食品合同会社']);
  });
  it('drops a cell of nothing but punctuation, OCR’s reading of a smudge', () => {
    expect(prepareInvoiceText('中村工務店\t,\n請求書\t|\t株式会社日の出食品\n値引き\t-').lines).toEqual([
      '中村工務店',
      '請求書\t株式会社日の出食品',
      '値引き\t-',
    ]);
  });
  it('drops a three-column seal’s fragments, beside an address too, but keeps 印刷費', () => {
    expect(prepareInvoiceText('印運日\n兵庫県神戸市中央区三宮町3-5-17 印テ見\n印刷費\t3,000').lines).toEqual([
      '兵庫県神戸市中央区三宮町3-5-17',
      '印刷費\t3,000',
    ]);
    // A name in hiragana gives hiragana fragments (みどり精工: '印精み').
    expect(prepareInvoiceText('印精み\n(有)みどり精工').lines).toEqual(['(有)みどり精工']);
  });
  it('drops a square seal’s row read into the name’s line, its other rows above or below', () => {
    expect(prepareInvoiceText('御中\t(株)ネクスト金属工業工トネ\n之金ク\n印属ス').lines).toEqual(['御中\t(株)ネクスト金属工業']);
    expect(prepareInvoiceText('トネ\nネクスト荘(株)荘ク\n印之ス').lines[1]).toBe('ネクスト荘(株)');
    expect(prepareInvoiceText('大和金属工業有限会社之属大\n印金和').lines).toEqual(['大和金属工業有限会社']);
    // The row below is the name's own letters alone; the fragment with 之/印 further down.
    expect(prepareInvoiceText('みどり設計株式会社設み\n計ど\n一級建築士事務所 第43113号印之り').lines[0]).toBe(
      'みどり設計株式会社',
    );
    // A row glued to the end of an address or a registration line.
    expect(prepareInvoiceText('〒420-0857 静岡県静岡市葵区御幸町1-20-7 グランドメゾン101印倉ラ').lines[0]).toBe(
      '〒420-0857 静岡県静岡市葵区御幸町1-20-7 グランドメゾン101',
    );
    expect(prepareInvoiceText('東京都豊島区東池袋2-5-10 ANビル8F印ーロ\n倉庫業 第2101号之ズン').lines).toEqual([
      '東京都豊島区東池袋2-5-10 ANビル8F',
      '倉庫業第2101号',
    ]);
    // No seal's row beside it: a name that ends in its own characters keeps them.
    expect(prepareInvoiceText('株式会社ナナナ\n東京都千代田区千代田1-1').lines[0]).toBe('株式会社ナナナ');
  });
  it('keeps a three-kanji 屋号 beside the buyer’s name, next to a seal’s fragment', () => {
    expect(prepareInvoiceText('みどり印刷株式会社 御中\t森住建\n印森\n代表 森 太郎\t之').lines).toEqual([
      'みどり印刷株式会社御中\t森住建',
      '代表森太郎',
    ]);
  });
  it('drops a seal’s middle column alone on its line between two fragments', () => {
    expect(prepareInvoiceText('発行元\t印動丸\n産星\n丸星不動産有限会社\t之不\n370-0841').lines).toEqual([
      '発行元',
      '丸星不動産有限会社',
      '370-0841',
    ]);
  });
  it('drops a seal printed at a slant, which comes out row by row (之印山田)', () => {
    expect(prepareInvoiceText('山田商店 代表 山田 太郎\t之印山田\n印刷代\t3,000').lines).toEqual([
      '山田商店代表山田太郎',
      '印刷代\t3,000',
    ]);
  });

  it('keeps the space between an address and its building', () => {
    expect(prepareInvoiceText('千葉県千葉市中央区中央1丁目5番4号 グランドメゾン101').lines[0]).toBe(
      '千葉県千葉市中央区中央1丁目5番4号 グランドメゾン101',
    );
  });

  it('keeps names and labels that merely contain 印 or 之', () => {
    const { lines } = prepareInvoiceText('協和印刷\t之湊運輸株式会社\n印刷費\t1,000\n印紙代\t200');
    expect(lines).toEqual(['協和印刷\t之湊運輸株式会社', '印刷費\t1,000', '印紙代\t200']);
  });
});

describe('prepareInvoiceText, a text layer’s stand-ins', () => {
  it('drops a cell that is only a bracket, OCR’s reading of a table rule', () => {
    expect(prepareInvoiceText('ご入金額合計\t]\t3,051,232円').lines[0]).toBe('ご入金額合計\t3,051,232円');
  });

  it('reads U+2027 ‧ as the katakana middle dot', () => {
    expect(prepareInvoiceText('ブルーウェーブ‧フレイト‧ジャパン株式会社').lines[0]).toBe(
      'ブルーウェーブ・フレイト・ジャパン株式会社',
    );
  });

  it('joins a company’s name to the rest of its legal form wrapped onto the next line (L253)', () => {
    expect(prepareInvoiceText('ブ\t請 求 書\nブルーオーシャンセキュリティ合\n同会社\n〒150-0002').lines).toEqual([
      'ブ\t請求書',
      'ブルーオーシャンセキュリティ合同会社',
      '〒150-0002',
    ]);
    // (Another block's cell beside the rest, in a photo's reading, stays on its line.)
    expect(prepareInvoiceText('ブルーオーシャンセキュリティ合\n同会社\t桜井ドラッグ株式会社 御中').lines).toEqual([
      'ブルーオーシャンセキュリティ合同会社',
      '桜井ドラッグ株式会社御中',
    ]);
    // (Every form that shares the rest: '会社' completes 株式 as well as 合同.)
    expect(prepareInvoiceText('サンライズ設備株式\n会社').lines).toEqual(['サンライズ設備株式会社']);
    expect(prepareInvoiceText('みなと企画有限\n会社').lines).toEqual(['みなと企画有限会社']);
    // (A line of other words stays.)
    expect(prepareInvoiceText('株式\n概要').lines).toEqual(['株式', '概要']);
  });

  it('joins a legal form wrapped past a blank line, or in the right-hand column of two', () => {
    expect(prepareInvoiceText('ブルーオーシャンマリーナ株式\n\n会社\n陸電使用料').lines).toEqual([
      'ブルーオーシャンマリーナ株式会社',
      '陸電使用料',
    ]);
    const columns = [
      '北斗建設株式会社 御中\tブルーオーシャンマリーナ株式',
      '平素よりご利用いただき誠にありがとうございます。\t会社',
    ];
    expect(prepareInvoiceText(columns.join('\n')).lines).toEqual([
      '北斗建設株式会社御中\tブルーオーシャンマリーナ株式会社',
      '平素よりご利用いただき誠にありがとうございます。',
    ]);
  });

  it('closes up a letter-spaced cell’s letters, keeping its word break (two spaces) as one', () => {
    expect(prepareInvoiceText('陶 房  あ お い\tTEL 0956-30-9928').spaced[0]).toBe('陶房 あおい\tTEL 0956-30-9928');
    // Letter-spaced with no word break, or words of several letters, stay as they are.
    expect(prepareInvoiceText('福 祉 タ ク シ ー').spaced[0]).toBe('福 祉 タ ク シ ー');
    expect(prepareInvoiceText('山田  太郎').spaced[0]).toBe('山田 太郎');
  });
});
