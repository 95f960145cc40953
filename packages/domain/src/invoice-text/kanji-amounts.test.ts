import { describe, expect, it } from 'vitest';
import { findTotalAmount } from './amounts.ts';
import { kanjiAmount, withKanjiAmountsInFigures } from './kanji-amounts.ts';
import { prepareInvoiceText } from './text.ts';

describe('kanjiAmount', () => {
  it('reads an amount digit by digit, with units, and in 大字', () => {
    expect(kanjiAmount('二六、四四七、三〇〇')).toBe(26447300);
    expect(kanjiAmount('二千六百四十四万七千三百')).toBe(26447300);
    expect(kanjiAmount('弐千六百四拾四萬七千参百')).toBe(26447300);
    expect(kanjiAmount('壱千弐百参拾四萬五千')).toBe(12345000);
    expect(kanjiAmount('千二百三十四万五千')).toBe(12345000);
    expect(kanjiAmount('一億二千万')).toBe(120000000);
    expect(kanjiAmount('十万')).toBe(100000);
  });

  it('reads nothing where the numerals make no amount', () => {
    expect(kanjiAmount('百千')).toBeNull();
    expect(kanjiAmount('二三万四')).toBeNull();
    expect(kanjiAmount('二六、四四')).toBeNull();
    expect(kanjiAmount('万')).toBeNull();
  });
});

describe('withKanjiAmountsInFigures', () => {
  it('writes only what 金 and 円 enclose in figures', () => {
    expect(withKanjiAmountsInFigures('△金一一、三三〇、〇〇〇円')).toBe('△金11,330,000円');
    expect(withKanjiAmountsInFigures('金二千六百四十四万七千三百円也')).toBe('金26,447,300円也');
    expect(withKanjiAmountsInFigures('金額 金曜日 一万円札')).toBe('金額 金曜日 一万円札');
  });

  it('lets a vertical bill’s total in kanji be read (L302)', () => {
    const text = [
      '御請求書',
      '宗教法人正法寺 御中',
      '一︑御請求金額',
      '金二千六百四十四万七千三百円也',
      '一︑内訳',
      '工事代金合計︵税込︶',
      '金三七︑七七七︑三〇〇円',
      '既受領額 着手金︵令和八年二月二十二日受領︶',
      '△金一一︑三三〇︑〇〇〇円',
      '差引 今回御請求額',
      '金二六︑四四七︑三〇〇円',
    ].join('\n');
    expect(findTotalAmount(prepareInvoiceText(text.normalize('NFKC'))).value).toBe(26447300);
  });
});
