import { describe, it, expect } from 'vitest';
import { foldIdeographForms, KANGXI_JAPANESE_FORMS, RADICAL_SUPPLEMENT_TO_IDEOGRAPH } from './ideograph-forms.ts';
import { prepareInvoiceText } from './text.ts';

const UNIFIED = /^[\u3400-\u4dbf\u4e00-\u9fff]$/u;
const codePoints = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));

describe('foldIdeographForms', () => {
  it('folds the radical forms a PDF text layer uses for common kanji', () => {
    // Seen in real text layers: ⻘ (U+2ED8) for 青, ⻄ for 西, ⻑ for 長, plus Kangxi radicals.
    expect(foldIdeographForms('\u2ed8山支店 \u2ec4新宿 \u2ed1野 ⾦額 ⽀店')).toBe('青山支店 西新宿 長野 金額 支店');
    expect(foldIdeographForms('\u2ee9\u2eeb\u2eed\u2ef2\u2eef\u2edd\u2ea0\u2e9f')).toBe('黄斉歯亀竜食民母');
  });

  it('reads the Kangxi radical ⼾ in 「神⼾」 as 戸, the form a Japanese font draws, not NFKC’s 戶', () => {
    expect(foldIdeographForms('神\u2f3e支店')).toBe('神戸支店');
    // A 戶 written as such is left alone: only the radical's reading is Japanese.
    expect(foldIdeographForms('戶')).toBe('戶');
  });

  it('gives each such radical the everyday form of its own traditional kanji, and leaves 鹿 alone (L284)', () => {
    const everyday = new Map(Object.entries({ 戶: '戸', 麥: '麦', 黃: '黄', 黑: '黒', 齊: '斉', 齒: '歯', 龜: '亀' }));
    for (const [radical, form] of KANGXI_JAPANESE_FORMS) expect(everyday.get(radical.normalize('NFKC')), radical).toBe(form);
    // U+2FC5 is DEER, whose NFKC 鹿 is the everyday form already; WHEAT is U+2FC6.
    expect(foldIdeographForms('\u2fc5児島銀行 \u2fc6')).toBe('鹿児島銀行 麦');
  });

  it('maps every CJK Radicals Supplement entry to one unified ideograph', () => {
    expect(RADICAL_SUPPLEMENT_TO_IDEOGRAPH.size).toBe(88);
    for (const [radical, ideograph] of RADICAL_SUPPLEMENT_TO_IDEOGRAPH) {
      expect(radical.codePointAt(0)).toBeGreaterThanOrEqual(0x2e80);
      expect(radical.codePointAt(0)).toBeLessThanOrEqual(0x2eff);
      expect(ideograph).toMatch(UNIFIED);
    }
  });

  it('maps every Kangxi radical and compatibility ideograph (by NFKC)', () => {
    for (const c of codePoints(0x2f00, 0x2fd5)) expect(foldIdeographForms(c), c).toMatch(UNIFIED);
    // U+FA0E, FA0F, FA11, … are unified ideographs that live in the compatibility block; FA6E–FA6F are unassigned.
    for (const c of [...codePoints(0xf900, 0xfa6d), ...codePoints(0xfa70, 0xfad9), ...codePoints(0x2f800, 0x2fa1d)]) {
      expect(foldIdeographForms(c), c.codePointAt(0)!.toString(16)).toMatch(/^\p{Unified_Ideograph}$/u);
    }
  });

  it('is applied before parsing', () => {
    expect(prepareInvoiceText('\u2ed8山\u2ed3支店').lines).toEqual(['青山长支店']);
  });
});
