import { describe, expect, it } from 'vitest';
import { pageLines, type TextItem } from './pdf-lines.mjs';
import { withoutSeals } from './pdf-seals.mjs';

/** An upright text item of `size` points at (x, y), `width` wide (a character's width each by default). */
const item = (str: string, x: number, y: number, size = 10, width = [...str].length * size): TextItem => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width,
});

/** A seal's characters as Chromium prints them: columns right to left, each top to bottom. */
function seal(columns: string[], right: number, top: number, size = 9.7): TextItem[] {
  return columns.flatMap((column, c) => [...column].map((ch, r) => item(ch, right - c * 10.3, top - r * 9, size, 9.8)));
}

describe('withoutSeals', () => {
  it('keeps a name’s characters set beside the seal where the printer cut the name around a radical', () => {
    // '国立大学法人双葉大学' as Chromium prints it: its compatibility forms (⼈ ⼤) items of their own.
    const name = [item('国⽴', 324, 711.4, 11.2), item('⼤', 346.5, 711.4, 11.2), item('学法', 357.8, 711.4, 11.2)];
    name.push(item('⼈', 380.3, 711.4, 11.2), item('双葉', 391.5, 711.4, 11.2), item('⼤', 414, 711.4, 11.2));
    name.push(item('学', 425.3, 711.4, 11.2));
    const stamp = seal(['双葉⼤', '学⻑之', '印'], 412.2, 698.5, 11.2);
    expect(withoutSeals([...name, ...stamp]).map((it) => it.str)).toEqual(name.map((it) => it.str));
  });

  it('takes a seal’s grid out of the page, and the name it was stamped over reads whole', () => {
    const items = [
      item('㈱三栄文書管理サービス', 39, 66.4, 15),
      item('〒812-0011 福岡県福岡市博多区博多駅前1-2-4', 240, 64.2, 7.1, 150),
      ...seal(['三栄文', '書管理', 'サ之印'], 106.1, 74.3),
    ];
    expect(withoutSeals(items).map((it) => it.str)).toEqual([
      '㈱三栄文書管理サービス',
      '〒812-0011 福岡県福岡市博多区博多駅前1-2-4',
    ]);
    expect(pageLines(items)).toEqual(['㈱三栄文書管理サービス\t〒812-0011 福岡県福岡市博多区博多駅前1-2-4']);
  });

  it('takes out a seal’s character that touches the end of a name set in a larger type', () => {
    // '…管理組合理事長之印' carved in two columns, its 事 on the name's baseline just past its end.
    const name = item('シティコート双葉管理組合', 207.5, 749.7, 14.2, 179.6);
    const stamp = [item('理', 389.5, 757.4, 8.2), item('事', 389.5, 749.9, 8.2), item('⻑', 389.5, 742.4, 8.2)];
    stamp.push(item('之', 380.8, 753.7, 8.2), item('印', 380.8, 746.2, 8.2));
    expect(pageLines([name, ...stamp])).toEqual(['シティコート双葉管理組合']);
  });

  it('takes out a seal of two columns of two beside a postal code', () => {
    const items = [item('〒460-0008', 240, 700, 7.1, 40), ...seal(['サ服', '之イ', '印'], 300, 704)];
    expect(pageLines(items)).toEqual(['〒460-0008']);
  });

  it('leaves single characters that are no seal: a table’s column of units, 印 in a word, vertical writing', () => {
    // 単位 cells one under the other: one column, no 印.
    const units = [item('式', 400, 500), item('枚', 400, 486), item('個', 400, 472), item('式', 400, 458)];
    expect(withoutSeals(units)).toHaveLength(4);
    // 印 printed on its own beside a word of another size (検印 boxes, 印紙).
    const boxes = [item('印', 500, 300, 9.7, 9.8), item('承認', 450, 300), item('検', 489, 300)];
    expect(withoutSeals(boxes)).toHaveLength(3);
    // A word set letter-spaced, one item a character, is one row, not a seal.
    const spaced = [...'受領印欄'].map((ch, k) => item(ch, 200 + k * 12, 400));
    expect(withoutSeals(spaced)).toHaveLength(4);
    // A single column with 印 in it is a vertical line, not a seal.
    const column = seal(['山田印刷所'], 300, 700);
    expect(withoutSeals(column)).toHaveLength(5);
  });
});
