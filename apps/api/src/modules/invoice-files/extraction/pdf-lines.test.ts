import { describe, expect, it } from 'vitest';
import { pageLines, type TextItem } from './pdf-lines.mjs';

/** A text item of `size` points starting at (x, y), its baseline turned by `degrees` (counter-clockwise). */
function item(str: string, x: number, y: number, options: { size?: number; degrees?: number; width?: number } = {}): TextItem {
  const { size = 10, degrees = 0 } = options;
  const width = options.width ?? str.length * size;
  const t = (degrees * Math.PI) / 180;
  return { str, transform: [size * Math.cos(t), size * Math.sin(t), -size * Math.sin(t), size * Math.cos(t), x, y], width };
}

/** A seal's character as Chromium prints a 角印: 9.7 pt, one character an item. */
const SEAL_GLYPH = { size: 9.7, width: 9.8 };

describe('pageLines', () => {
  it('joins items on one baseline left to right, a space for a small gap and a tab for a wide one', () => {
    const lines = pageLines([
      item('請求日', 300, 700),
      item('お振込先', 50, 650),
      item('2026年4月30日', 335, 700),
      item('株式会社サンプル', 50, 700),
    ]);
    expect(lines).toEqual(['株式会社サンプル\t請求日 2026年4月30日', 'お振込先']);
  });

  it('marks the word break of letter-spaced text with two spaces, its letters with one (L258)', () => {
    // As Chromium prints '陶房 あおい' (an ideographic space between) letter-spaced: the words' items, the space an item of its own (dropped).
    const lines = pageLines([
      item('陶 房', 39, 104.7, { size: 14.2, width: 30.2 }),
      item(' ', 69.2, 104.7, { size: 14.2, width: 23.6 }),
      item('あ お い', 86.9, 104.7, { size: 14.2, width: 46.2 }),
      item('有 田 焼 窯 元', 39, 130, { size: 10, width: 70 }),
      item('請求日', 115, 130, { size: 10, width: 30 }),
    ]);
    expect(lines).toEqual(['有 田 焼 窯 元 請求日', '陶 房  あ お い']);
  });

  it('keeps a stamp’s lines, printed at a slant, whole and in order', () => {
    // Two lines of a stamp turned 2°: along a line the baseline rises 0.35 pt per 10 pt.
    const rise = (x: number) => (x - 75) * Math.tan((2 * Math.PI) / 180);
    const lines = pageLines([
      item('〒604-8005', 75, 95 + rise(75), { size: 9, degrees: 2, width: 47 }),
      item('京都府京都市中京区恵', 131, 95 + rise(131), { size: 9, degrees: 2, width: 90 }),
      item('比', 221, 95 + rise(221), { size: 9, degrees: 2, width: 9 }),
      item('須町5-20-30', 230, 95 + rise(230), { size: 9, degrees: 2, width: 60 }),
      item('山田茶舗', 76, 78 + rise(76), { size: 9, degrees: 2, width: 36 }),
    ]);
    expect(lines).toEqual(['〒604-8005 京都府京都市中京区恵比須町5-20-30', '山田茶舗']);
  });

  it('puts a figure written by hand into a form’s blank on its own line, not on a line its tilt passes far away', () => {
    // The title at the left, 9 pt above the date; the month '10' of the date written tilted -1°:
    // its baseline, extended 440 pt to the left, meets the title's.
    const lines = pageLines([
      item('御請求書', 55.5, 773.7, { size: 21 }),
      item('令和', 460.3, 764.7, { size: 9 }),
      item('年', 487.7, 764.7, { size: 9 }),
      item('月', 511.6, 764.7, { size: 9 }),
      item('日', 535.5, 764.7, { size: 9 }),
      item('8', 480.1, 765.6, { size: 9.7, degrees: 1, width: 5.4 }),
      item('10', 498.7, 764.7, { size: 9.7, degrees: -1, width: 10.8 }),
      item('13', 522.7, 765.2, { size: 9.7, width: 10.8 }),
    ]);
    expect(lines).toEqual(['御請求書', '令和 8 年 10 月 13 日']);
  });

  it('keeps a rubber stamp turned 3° over the letterhead apart from the level lines it crosses', () => {
    // The company's stamp repeats its name and address over the printed ones, a point or two off
    // their baselines: each of its lines is a line of its own.
    const rise = (x: number) => (x - 351) * Math.tan((3 * Math.PI) / 180);
    const lines = pageLines([
      item('合同会社青葉商事', 312, 722.7, { size: 11, width: 90 }),
      item('宮城県仙台市青葉区一番町4-15-3', 312, 696.4, { size: 8, width: 130 }),
      item('合同会社', 351, 697.5 + rise(351), { size: 11, degrees: 3, width: 48 }),
      item('青葉商事', 400, 697.5 + rise(400), { size: 11, degrees: 3, width: 46 }),
    ]);
    expect(lines).toEqual(['合同会社青葉商事', '合同会社青葉商事', '宮城県仙台市青葉区一番町4-15-3']);
  });

  it('puts a name written at a slant on the line of the 様 printed level beside it', () => {
    const lines = pageLines([
      item('様', 322, 711.4, { size: 10.5 }),
      item('株式会社新', 63, 705.5, { size: 14, degrees: 1, width: 74 }),
      item('生システムズ', 137, 706.8, { size: 14, degrees: 1, width: 86 }),
      item('下記の通りご請求申し上げます。', 63, 687, { size: 9 }),
    ]);
    expect(lines).toEqual(['株式会社新生システムズ\t様', '下記の通りご請求申し上げます。']);
  });

  it('reads two blocks set side by side with their own line heights one after the other', () => {
    // The buyer's block at the left, the issuer's at the right, their baselines never shared.
    const lines = pageLines([
      item('〒650-0021 兵庫県神戸市中央区三宮町3-9-21', 45, 747, { size: 9.4, width: 198 }),
      item('プラザビル 502', 45, 732, { size: 9.4, width: 65 }),
      item('日の出不動産株式会社 御中', 45, 707, { size: 13.5, width: 175 }),
      item('総務部 高橋 彩 様', 45, 687, { size: 9.4, width: 80 }),
      item('北斗建設合同会社', 361, 739, { size: 13.5, width: 108 }),
      item('〒460-0008 愛知県名古屋市中区栄5-9-2', 325, 715, { size: 9, width: 168 }),
      item('ミナト第2ビル 4階', 325, 701, { size: 9, width: 75 }),
      item('TEL 052-358-1710', 325, 687, { size: 9, width: 74 }),
      item('品目', 45, 600, { size: 9.4, width: 20 }),
      item('金額', 495, 600, { size: 9.4, width: 20 }),
    ]);
    expect(lines).toEqual([
      '〒650-0021 兵庫県神戸市中央区三宮町3-9-21',
      'プラザビル 502',
      '日の出不動産株式会社 御中',
      '北斗建設合同会社',
      '〒460-0008 愛知県名古屋市中区栄5-9-2',
      'ミナト第2ビル 4階',
      // The blocks' last lines share a baseline: a line of two cells, as where blocks align.
      '総務部 高橋 彩 様\tTEL 052-358-1710',
      '品目\t金額',
    ]);
  });

  it('keeps a panel’s labels with the values below them when the other panel’s name shares their baseline', () => {
    // A 圧着はがき opened flat: the statement's panel at the left, the bank's and the issuer's at
    // the right. The row of values (the amount, the 口座振替日 right-aligned in its box) shares its
    // baseline with the issuer's name, and the table below ends the two blocks.
    const lines = pageLines([
      item('請求番号', 35, 730, { size: 6.7, width: 27 }),
      item('2606051009', 95, 730, { size: 6.7, width: 37 }),
      item('口座振替のご案内', 320, 724, { size: 9, width: 72 }),
      item('対象期間', 35, 690, { size: 6.7, width: 27 }),
      item('2026年7月〜9月分', 95, 690, { size: 6.7, width: 60 }),
      item('お振込先 三井住友信託銀行 本店', 320, 700, { size: 6.7, width: 100 }),
      item('普通 8997219', 320, 684, { size: 6.7, width: 45 }),
      item('ご請求金額（税込）', 38, 666, { size: 6.7, width: 61 }),
      item('口座振替日', 170, 666, { size: 6.7, width: 34 }),
      item('※振込手数料はお客様のご負担となります。', 320, 672, { size: 5.8, width: 116 }),
      item('¥107,250', 105, 651, { size: 11.2, width: 50 }),
      item('R8.6.27', 245, 651, { size: 11.2, width: 42 }),
      item('㈱青葉防犯サービス', 317, 650, { size: 8.2, width: 74 }),
      item('〒260-0013 千葉県千葉市中央区中央4-2-8', 317, 640, { size: 6, width: 110 }),
      item('項目', 95, 630, { size: 6.7, width: 14 }),
      item('数量', 180, 630, { size: 6.7, width: 14 }),
      item('金額', 261, 630, { size: 6.7, width: 14 }),
      item('TEL 043-372-4536', 317, 630, { size: 6, width: 60 }),
    ]);
    expect(lines.indexOf('¥107,250\tR8.6.27')).toBe(lines.indexOf('ご請求金額（税込）\t口座振替日') + 1);
    expect(lines.indexOf('㈱青葉防犯サービス')).toBe(lines.indexOf('※振込手数料はお客様のご負担となります。') + 1);
  });

  it('keeps a table whose columns leave a gutter as rows, and a title with a number right of it', () => {
    const table = pageLines([
      item('請求書', 45, 780, { size: 18, width: 60 }),
      item('No. 123', 480, 770, { size: 9, width: 40 }),
      item('名称', 130, 510, { size: 9.7, width: 20 }),
      item('金額', 490, 510, { size: 9.7, width: 20 }),
      item('大工手間', 50, 487, { size: 9.7, width: 40 }),
      item('192,000', 510, 487, { size: 9.7, width: 35 }),
      item('塗装工事', 50, 465, { size: 9.7, width: 40 }),
      item('299,750', 509, 465, { size: 9.7, width: 36 }),
    ]);
    expect(table).toEqual(['請求書', 'No. 123', '名称\t金額', '大工手間\t192,000', '塗装工事\t299,750']);
  });

  it('reads vertical writing as columns, right to left, with its turned dashes in place', () => {
    // One character per item, each 10 pt under the last; a dash is turned a quarter (its
    // baseline runs down the column), as Chromium prints 縦書き.
    const column = (text: string, x: number, top: number) =>
      [...text].map((c, k) =>
        c === '－'
          ? { str: c, transform: [0, -10, 10, 0, x, top - k * 10 + 8.7], width: 8.44 }
          : item(c, x, top - k * 10, { width: 10 }),
      );
    const lines = pageLines([
      ...column('株式会社桜井酒造', 100, 700),
      ...column('〒370－0841', 130, 700),
      ...column('令和七年九月十六日', 160, 700),
      item('品名', 50, 500, { width: 20 }),
      item('金額', 300, 500, { width: 20 }),
    ]);
    expect(lines).toEqual(['令和七年九月十六日', '〒370－0841', '株式会社桜井酒造', '品名\t金額']);
  });

  it('puts a small kana wrapped onto a line of its own back at the end of the word it ends (L301)', () => {
    const lines = pageLines([
      item('ガイドオフィス', 13.5, 797.7, { size: 12, width: 87.4 }),
      item('ルーチ', 114.1, 797.7, { size: 12, width: 37.2 }),
      item('ェ', 13.5, 781.2, { size: 12, width: 12 }),
      item('全国通訳案内士', 13.5, 760, { size: 9.4, width: 65.8 }),
      item('ー', 13.5, 740, { size: 12, width: 12 }),
    ]);
    expect(lines).toEqual(['ガイドオフィス ルーチェ', '全国通訳案内士', 'ー']);
  });

  it('keeps the half-width space a vertical line prints between an address and its building (L302)', () => {
    // Chromium sets an ASCII space in 縦書き a quarter of a character long: the next character
    // comes 1.26 characters down, where letters follow one another at 1.0.
    const address = [...'〒170－0013東池袋4－6－6'].map((c, k) => item(c, 100, 700 - k * 10, { width: 10 }));
    const building = [...'協和ビル3F'].map((c, k) =>
      item(c, 100, 700 - (address.length - 1) * 10 - 12.6 - k * 10, { width: 10 }),
    );
    expect(pageLines([...address, ...building])).toEqual(['〒170－0013東池袋4－6－6 協和ビル3F']);
  });

  it('leaves short columns of characters to the rows (a seal’s without its 印: pdf-seals.mjs drops one with it)', () => {
    expect(pageLines([item('設', 500, 700), item('之', 490, 700), item('北', 500, 690), item('社', 490, 690)])).toEqual([
      '之設',
      '社北',
    ]);
    expect(pageLines([item('設', 500, 700), item('之', 490, 700), item('北', 500, 690), item('印', 490, 690)])).toEqual([]);
  });

  it('keeps a seal’s row stamped over a name out of the name’s characters', () => {
    // A 角印 in three columns of 9.7 pt over a name set at 15 pt: its middle row lies a point off
    // the name's baseline, its characters between the name's (L104 as printed by Chromium).
    const lines = pageLines([
      item('㈱三栄', 39, 66.4, { size: 15, width: 48 }),
      item('文', 88.5, 66.4, { size: 15, width: 15 }),
      item('書管理サービス', 105, 66.4, { size: 15, width: 114 }),
      item('三', 106.1, 74.3, SEAL_GLYPH),
      item('栄', 106.1, 65.3, SEAL_GLYPH),
      item('文', 106.1, 56.3, SEAL_GLYPH),
      item('書', 95.9, 74.3, SEAL_GLYPH),
      item('管', 95.9, 65.3, SEAL_GLYPH),
      item('理', 95.9, 56.3, SEAL_GLYPH),
      item('之', 85.6, 65.3, SEAL_GLYPH),
    ]);
    expect(lines).toEqual(['書三', '㈱三栄文書管理サービス', '之管栄', '理文']);
  });

  it('keeps a seal’s character stamped over an address out of it', () => {
    const lines = pageLines([
      item('茨城県東茨城郡茨城町', 80.4, 37.9, { size: 7.1, width: 71.3 }),
      item('長', 151.7, 37.9, { size: 7.1, width: 7.1 }),
      item('岡638番地5', 158.8, 37.9, { size: 7.1, width: 37.2 }),
      item('印', 150, 41.3, SEAL_GLYPH),
    ]);
    expect(lines).toEqual(['印', '茨城県東茨城郡茨城町長岡638番地5']);
  });

  it('keeps together a seal’s row that begins over a name and reaches past its end', () => {
    // The seal's characters past the name come first in the page's text: they join the seal's
    // row once its first character over the name has begun it.
    const lines = pageLines([
      item('ネクスト計測(株)', 73.5, 802.2, { size: 12, width: 92.7 }),
      item('ク', 171.4, 801.1, SEAL_GLYPH),
      item('計', 161.1, 801.1, SEAL_GLYPH),
      item('印', 150.9, 801.1, SEAL_GLYPH),
    ]);
    expect(lines).toEqual(['ネクスト計測(株)', '印計ク']);
  });

  it('reads a 振込先 box printed beside the items table after the table, not between its rows', () => {
    // The table's rows 20 pt apart, the box's lines 15 pt apart: some share a baseline, most not.
    const row = (y: number, date: string, what: string, yen: string) => [
      item(date, 50, y, { width: 30 }),
      item(what, 110, y, { width: 80 }),
      item(yen, 340, y, { width: 40 }),
    ];
    const lines = pageLines([
      ...row(600, '受付日', '品目・加工', '金額'),
      ...row(580, '5/15', '浴衣', '12,000'),
      ...row(560, '5/22', '色無地（袷）', '37,500'),
      ...row(540, '5/24', '湯のし', '1,700'),
      ...row(520, '5/25', '胴裏（正絹）', '10,000'),
      ...row(500, '6/4', '紬（単衣）', '31,000'),
      item('振込先', 420, 600, { width: 30 }),
      item('横浜銀行', 410, 585, { width: 40 }),
      item('新宿支店', 410, 570, { width: 40 }),
      item('普通', 410, 555, { width: 20 }),
      item('9982740', 410, 540, { width: 35 }),
      item('名義', 410, 525, { width: 20 }),
      item('ｲﾉｳｴ ﾊﾅｺ', 410, 510, { width: 40 }),
      item('小計', 50, 470, { width: 20 }),
      item('92,200', 340, 470, { width: 40 }),
    ]);
    expect(lines).toEqual([
      '受付日\t品目・加工\t金額',
      '5/15\t浴衣\t12,000',
      '5/22\t色無地（袷）\t37,500',
      '5/24\t湯のし\t1,700',
      '5/25\t胴裏（正絹）\t10,000',
      '振込先',
      '横浜銀行',
      '新宿支店',
      '普通',
      '9982740',
      '名義',
      'ｲﾉｳｴ ﾊﾅｺ',
      // (The table's rows below the box's last line follow it.)
      '6/4\t紬（単衣）\t31,000',
      '小計\t92,200',
    ]);
  });

  it("keeps a header table's values on their rows where they line up under the issuer's block over it (L274)", () => {
    // The buyer's block left, the issuer's right (x 360), then the table: its last column's values
    // (x 374.5) under the issuer's lines, a stamp right of the table below.
    const lines = pageLines([
      item('国立大学法人双葉大学 御中', 33, 737, { size: 10.5, width: 137 }),
      item('佐藤研究室 佐藤 先生', 33, 708, { size: 6.9, width: 70 }),
      item('ブルーオーシャン理化株式会社', 360, 761, { size: 10.1, width: 141 }),
      item('〒812-0011', 360, 750, { size: 6.6, width: 35 }),
      item('福岡県福岡市博多区博多駅前5-2-30', 360, 739, { size: 6.6, width: 120 }),
      item('TEL 092-956-0038', 360, 728, { size: 6.6, width: 54 }),
      item('適格請求書発行事業者登録番号', 365, 702, { size: 6.1, width: 86 }),
      item('T8102182359463', 365, 690, { size: 7.5, width: 66 }),
      item('請求日', 40, 663, { size: 6.6, width: 20 }),
      item('令和7年11月16日', 104, 663, { size: 6.6, width: 51 }),
      item('請求書No.', 310, 663, { size: 6.6, width: 30 }),
      item('25115050', 374.5, 663, { size: 6.6, width: 29 }),
      item('貴学発注番号', 40, 648, { size: 6.6, width: 40 }),
      item('K25-948602', 104, 648, { size: 6.6, width: 36 }),
      item('納品日', 310, 648, { size: 6.6, width: 20 }),
      item('令和7年11月9日', 374.5, 648, { size: 6.6, width: 48 }),
      item('予算', 40, 632, { size: 6.6, width: 13 }),
      item('科研費', 104, 632, { size: 6.6, width: 20 }),
      item('課題番号 24K49091', 188, 632, { size: 6.6, width: 58 }),
      item('双葉大学', 407, 621, { size: 5.9, width: 24 }),
      item('毎度格別のご高配を賜り厚く御礼申し上げます。', 33, 609, { size: 6.6, width: 150 }),
      item('検 収 済', 405, 606, { size: 9.5, width: 32 }),
    ]);
    expect(lines).toContain('請求日\t令和7年11月16日\t請求書No.\t25115050');
    expect(lines).toContain('貴学発注番号\tK25-948602\t納品日\t令和7年11月9日');
    expect(lines.indexOf('T8102182359463')).toBeLessThan(lines.indexOf('請求日\t令和7年11月16日\t請求書No.\t25115050'));
  });

  it("still reads apart a column whose lines go on beside a table's rows, starting where its lines above do (L262)", () => {
    const lines = pageLines([
      item('株式会社青葉商事 御中', 40, 720, { size: 10, width: 110 }),
      item('有限会社東和マリンサービス', 446, 724, { size: 7, width: 91 }),
      item('〒238-0243', 446, 712, { size: 7, width: 36 }),
      item('神奈川県三浦市三崎町3-3', 446, 703, { size: 7, width: 80 }),
      item('ご請求金額（税込）', 40, 690, { size: 8, width: 72 }),
      item('TEL 046-331-5634', 446, 692, { size: 7, width: 56 }),
      item('FAX 046-669-7343', 446, 681, { size: 7, width: 56 }),
      item('艇名', 40, 668, { size: 7, width: 14 }),
      item('BLUE HORIZON', 110, 668, { size: 7, width: 48 }),
      item('艇種', 240, 668, { size: 7, width: 14 }),
      item('モーターボート', 310, 668, { size: 7, width: 49 }),
      item('登録番号', 446, 668, { size: 7, width: 28 }),
      item('全長', 40, 656, { size: 7, width: 14 }),
      item('32ft', 110, 656, { size: 7, width: 14 }),
      item('船舶番号', 240, 656, { size: 7, width: 28 }),
      item('205-58412神奈川', 310, 656, { size: 7, width: 55 }),
      item('T6296458400258', 446, 656, { size: 7, width: 60 }),
    ]);
    expect(lines).toContain('艇名\tBLUE HORIZON\t艇種\tモーターボート');
    expect(lines.indexOf('登録番号')).toBeGreaterThan(lines.indexOf('全長\t32ft\t船舶番号\t205-58412神奈川'));
  });

  it('keeps labels with their values where a value runs on to a line of its own', () => {
    const lines = pageLines([
      item('振込先', 50, 600, { width: 30 }),
      item('横浜銀行 新宿支店', 200, 600, { width: 90 }),
      item('普通 9982740', 200, 585, { width: 60 }),
      item('名義', 50, 570, { width: 20 }),
      item('ｲﾉｳｴ ﾊﾅｺ', 200, 570, { width: 40 }),
      item('備考', 50, 555, { width: 20 }),
      item('振込手数料はご負担ください', 200, 540, { width: 130 }),
    ]);
    expect(lines).toEqual(['振込先\t横浜銀行 新宿支店', '普通 9982740', '名義\tｲﾉｳｴ ﾊﾅｺ', '備考', '振込手数料はご負担ください']);
  });

  it('keeps apart lines a little more than half a character apart', () => {
    expect(pageLines([item('小計', 50, 500), item('合計', 50, 494)])).toEqual(['小計', '合計']);
  });
  it('reads a 振込先 table row by row where the totals beside it share no baselines with it (L263)', () => {
    // The table's cells at the left (the type and the number set in the row's middle, the codes under
    // the names), 消費税 and ご請求金額 at the right between its rows: no two blocks interleaved.
    const lines = pageLines([
      item('金融機関', 65.4, 524.7, { size: 6.5, width: 25.8 }),
      item('支店', 161.6, 524.7, { size: 6.5, width: 12.9 }),
      item('種目', 235.1, 524.7, { size: 6.5, width: 12.9 }),
      item('口座番号', 301.3, 524.7, { size: 6.5, width: 25.8 }),
      item('消費税（10%）', 381, 517.9, { size: 6.7, width: 47.5 }),
      item('2,290', 539.6, 517.9, { size: 6.7, width: 16.9 }),
      item('千葉銀行', 65.4, 510.4, { size: 6.5, width: 25.8 }),
      item('博多支店', 155.2, 510.4, { size: 6.5, width: 25.8 }),
      item('普通', 235.1, 505.9, { size: 6.5, width: 12.9 }),
      item('0886280', 301.6, 505.9, { size: 6.5, width: 25.1 }),
      item('（0134）', 66.3, 500.7, { size: 5.7, width: 24 }),
      item('（365）', 157.6, 500.7, { size: 5.7, width: 20.9 }),
      item('ご請求金額（税込）', 381, 496.2, { size: 9.7, width: 87.8 }),
      item('¥25,190', 518.8, 496.2, { size: 9.7, width: 37.7 }),
      item('口座名義', 65.4, 486.4, { size: 6.5, width: 25.8 }),
      item('ﾎｸﾄｱｸｱﾌﾟﾗﾝﾂ(ｶ', 128.1, 486.4, { size: 6.5, width: 40.8 }),
    ]);
    expect(lines).toEqual([
      '金融機関\t支店\t種目\t口座番号',
      '消費税（10%）\t2,290',
      '千葉銀行\t博多支店',
      '普通\t0886280',
      '（0134）\t（365）',
      'ご請求金額（税込）\t¥25,190',
      '口座名義\tﾎｸﾄｱｸｱﾌﾟﾗﾝﾂ(ｶ',
    ]);
  });

  it('keeps the date at the top right over the blocks when a round seal and 敬具 are all that stand right of them (L266)', () => {
    // A 技術士's letter: No. and date at the top right, the buyer and his block under them, his round
    // seal's glyphs (no 印 among them) right of the block, 敬具 right of the letter far below.
    const glyph = { size: 8.2, width: 8.2 };
    const lines = pageLines([
      item('2025-539', 520.6, 796.2, { size: 7, width: 29.9 }),
      item('令和7年10月31日', 497, 784.2, { size: 7, width: 53.5 }),
      item('グリーンフィールド技研株式会社', 45, 758.7, { size: 10.5, width: 156.2 }),
      item('御中', 211.7, 758.7, { size: 10.5, width: 21 }),
      item('木村技術士事務所', 348, 758.7, { size: 10.5, width: 84 }),
      item('技術士（応用理学部門）', 348, 746.7, { size: 6.6, width: 72.6 }),
      item('技術部 吉田 京子 様', 45, 740.7, { size: 7, width: 66.9 }),
      item('木村 美咲', 348, 736.2, { size: 6.6, width: 28.1 }),
      item('技', 531.8, 735.7, glyph),
      item('木', 523.1, 731.9, glyph),
      item('術', 531.8, 728.2, glyph),
      item('技術士登録番号 第79650号', 348, 724.9, { size: 6, width: 72.2 }),
      item('村', 523.1, 724.4, glyph),
      item('士', 531.8, 720.7, glyph),
      item('〒100-0005', 348, 714.4, { size: 6.6, width: 34 }),
      item('東京都千代田区丸の内3-1-20', 348, 703.9, { size: 6.6, width: 84.7 }),
      item('TEL 03-5105-9836', 348, 693.4, { size: 6.6, width: 55.3 }),
      item('登録番号 T2315144901860', 348, 682.2, { size: 6.6, width: 78.5 }),
      item('請 求 書', 240, 650, { size: 14, width: 80 }),
      item('記', 294.2, 574.2, { size: 7, width: 7 }),
      item('敬具', 520, 590, { size: 7, width: 14 }),
    ]);
    expect(lines.slice(0, 3)).toEqual(['2025-539', '令和7年10月31日', 'グリーンフィールド技研株式会社 御中\t木村技術士事務所']);
  });
});
