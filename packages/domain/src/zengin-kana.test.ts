import { describe, it, expect } from 'vitest';
import {
  HOLDER_KANA_EMPTY_MESSAGE,
  ZENGIN_ALLOWED,
  ZENGIN_HOLDER_MAX_BYTES,
  holderKanaDisplay,
  holderKanaInvalidCharsMessage,
  holderKanaTooLongMessage,
  normalizeHolderKana,
  toFullWidthKana,
  toHalfWidthKana,
} from './zengin-kana.ts';

// [what was typed, Zengin value, display]
const NAMES: [string, string, string][] = [
  // Companies: the abbreviation's shape depends on where the word stood.
  ['株式会社ヤマダ', 'ｶ)ﾔﾏﾀﾞ', 'カ）ヤマダ'],
  ['ヤマダ株式会社', 'ﾔﾏﾀﾞ(ｶ', 'ヤマダ（カ'],
  ['ヤマダ株式会社　トウキョウシテン', 'ﾔﾏﾀﾞ(ｶ)ﾄｳｷﾖｳｼﾃﾝ', 'ヤマダ（カ）トウキヨウシテン'],
  ['株式会社　サンプルショウジ', 'ｶ)ｻﾝﾌﾟﾙｼﾖｳｼﾞ', 'カ）サンプルシヨウジ'],
  ['  ヤマダ  株式会社  ', 'ﾔﾏﾀﾞ(ｶ', 'ヤマダ（カ'],
  ['有限会社タナカショウテン', 'ﾕ)ﾀﾅｶｼﾖｳﾃﾝ', 'ユ）タナカシヨウテン'],
  ['タナカショウテン有限会社', 'ﾀﾅｶｼﾖｳﾃﾝ(ﾕ', 'タナカシヨウテン（ユ'],
  ['合同会社ブルースカイ', 'ﾄﾞ)ﾌﾞﾙ-ｽｶｲ', 'ド）ブルースカイ'],
  ['エービーシー合同会社', 'ｴ-ﾋﾞ-ｼ-(ﾄﾞ', 'エービーシー（ド'],
  ['ミナト合同会社オオサカ', 'ﾐﾅﾄ(ﾄﾞ)ｵｵｻｶ', 'ミナト（ド）オオサカ'],
  ['合名会社スズキ', 'ﾒ)ｽｽﾞｷ', 'メ）スズキ'],
  ['サトウ合資会社', 'ｻﾄｳ(ｼ', 'サトウ（シ'],
  ['一般社団法人ニホンキョウカイ', 'ｼﾔ)ﾆﾎﾝｷﾖｳｶｲ', 'シヤ）ニホンキヨウカイ'],
  ['一般財団法人 ミライザイダン', 'ｻﾞｲ)ﾐﾗｲｻﾞｲﾀﾞﾝ', 'ザイ）ミライザイダン'],
  ['公益社団法人ニホンイシカイ', 'ｼﾔ)ﾆﾎﾝｲｼｶｲ', 'シヤ）ニホンイシカイ'],
  ['ミドリ公益財団法人', 'ﾐﾄﾞﾘ(ｻﾞｲ', 'ミドリ（ザイ'],
  ['特定非営利活動法人ハナノワ', 'ﾄｸﾋ)ﾊﾅﾉﾜ', 'トクヒ）ハナノワ'],
  ['ＮＰＯ法人ハナノワ', 'ﾄｸﾋ)ﾊﾅﾉﾜ', 'トクヒ）ハナノワ'],
  ['医療法人サクラカイ', 'ｲ)ｻｸﾗｶｲ', 'イ）サクラカイ'],
  ['医療法人社団ケンコウカイ', 'ｲ)ｹﾝｺｳｶｲ', 'イ）ケンコウカイ'],
  ['社会福祉法人ヒカリ', 'ﾌｸ)ﾋｶﾘ', 'フク）ヒカリ'],
  ['学校法人アオバガクエン', 'ｶﾞｸ)ｱｵﾊﾞｶﾞｸｴﾝ', 'ガク）アオバガクエン'],
  ['宗教法人 コウフクジ', 'ｼﾕｳ)ｺｳﾌｸｼﾞ', 'シユウ）コウフクジ'],
  ['ミドリ農業協同組合', 'ﾐﾄﾞﾘ(ﾉｳｷﾖｳ', 'ミドリ（ノウキヨウ'],
  ['税理士法人ヤマダジムショ', 'ｾﾞｲ)ﾔﾏﾀﾞｼﾞﾑｼﾖ', 'ゼイ）ヤマダジムシヨ'],
  ['サクラ弁護士法人', 'ｻｸﾗ(ﾍﾞﾝ', 'サクラ（ベン'],
  ['監査法人アオゾラ', 'ｶﾝｻ)ｱｵｿﾞﾗ', 'カンサ）アオゾラ'],
  ['司法書士法人ミライ', 'ｼﾎｳ)ﾐﾗｲ', 'シホウ）ミライ'],
  ['行政書士法人ミライ', 'ｷﾞﾖ)ﾐﾗｲ', 'ギヨ）ミライ'],
  // Kana readings of the entity words, in any script.
  ['カブシキガイシャヤマダ', 'ｶ)ﾔﾏﾀﾞ', 'カ）ヤマダ'],
  ['やまだかぶしきがいしゃ', 'ﾔﾏﾀﾞ(ｶ', 'ヤマダ（カ'],
  ['カブシキカイシャ ヤマダ', 'ｶ)ﾔﾏﾀﾞ', 'カ）ヤマダ'],
  ['ｶﾌﾞｼｷｶﾞｲｼｬ ﾔﾏﾀﾞ', 'ｶ)ﾔﾏﾀﾞ', 'カ）ヤマダ'],
  ['ユウゲンガイシャ　タナカ', 'ﾕ)ﾀﾅｶ', 'ユ）タナカ'],
  ['ミナトゴウドウガイシャ', 'ﾐﾅﾄ(ﾄﾞ', 'ミナト（ド'],
  // Kanji abbreviations pasted from invoices.
  ['（株）ヤマダ', 'ｶ)ﾔﾏﾀﾞ', 'カ）ヤマダ'],
  ['ヤマダ(株)', 'ﾔﾏﾀﾞ(ｶ', 'ヤマダ（カ'],
  ['㈱ヤマダ', 'ｶ)ﾔﾏﾀﾞ', 'カ）ヤマダ'],
  ['タナカ㈲', 'ﾀﾅｶ(ﾕ', 'タナカ（ユ'],
  // Already in Zengin form.
  ['ｶ)ﾔﾏﾀﾞ', 'ｶ)ﾔﾏﾀﾞ', 'カ）ヤマダ'],
  ['カ）ヤマダ', 'ｶ)ﾔﾏﾀﾞ', 'カ）ヤマダ'],
  ['ﾔﾏﾀﾞ ﾀﾛｳ', 'ﾔﾏﾀﾞ ﾀﾛｳ', 'ヤマダ　タロウ'],
  // Sole proprietors' personal names.
  ['ヤマダ タロウ', 'ﾔﾏﾀﾞ ﾀﾛｳ', 'ヤマダ　タロウ'],
  ['やまだ　たろう', 'ﾔﾏﾀﾞ ﾀﾛｳ', 'ヤマダ　タロウ'],
  ['　ヤマダ　　　タロウ　', 'ﾔﾏﾀﾞ ﾀﾛｳ', 'ヤマダ　タロウ'],
  ['ヤマダ\tタロウ', 'ﾔﾏﾀﾞ ﾀﾛｳ', 'ヤマダ　タロウ'],
  ['ヤマダ・タロウ', 'ﾔﾏﾀﾞ.ﾀﾛｳ', 'ヤマダ．タロウ'],
  ['ｼﾞｮﾝ･ｽﾐｽ', 'ｼﾞﾖﾝ.ｽﾐｽ', 'ジヨン．スミス'],
  ['サトウ（タロウ）', 'ｻﾄｳ(ﾀﾛｳ)', 'サトウ（タロウ）'],
  ['ヤマダ－タロウ', 'ﾔﾏﾀﾞ-ﾀﾛｳ', 'ヤマダータロウ'],
  // Small kana, long vowels, voiced marks.
  ['キャノン', 'ｷﾔﾉﾝ', 'キヤノン'],
  ['ニッポン', 'ﾆﾂﾎﾟﾝ', 'ニツポン'],
  ['シェフ ジュン', 'ｼｴﾌ ｼﾞﾕﾝ', 'シエフ　ジユン'],
  ['ァィゥェォャュョッヮ', 'ｱｲｳｴｵﾔﾕﾖﾂﾜ', 'アイウエオヤユヨツワ'],
  ['ｧｨｩｪｫｬｭｮｯ', 'ｱｲｳｴｵﾔﾕﾖﾂ', 'アイウエオヤユヨツ'],
  ['コーヒー', 'ｺ-ﾋ-', 'コーヒー'],
  ['ｺｰﾋｰ', 'ｺ-ﾋ-', 'コーヒー'],
  ['ヴィヴァルディ', 'ｳﾞｲｳﾞｱﾙﾃﾞｲ', 'ヴイヴアルデイ'],
  ['ぱぴぷぺぽ', 'ﾊﾟﾋﾟﾌﾟﾍﾟﾎﾟ', 'パピプペポ'],
  ['ヰヱヲ', 'ｲｴｦ', 'イエヲ'],
  // NFD input, as pasted from macOS file names: カ + combining ゛.
  ['カ\u3099ク', 'ｶﾞｸ', 'ガク'],
  // Letters, digits and symbols.
  ['ＡＢＣ', 'ABC', 'ＡＢＣ'],
  ['abc trading', 'ABC TRADING', 'ＡＢＣ　ＴＲＡＤＩＮＧ'],
  ['ＮＴＴ　データ', 'NTT ﾃﾞ-ﾀ', 'ＮＴＴ　データ'],
  ['ワールド１２３', 'ﾜ-ﾙﾄﾞ123', 'ワールド１２３'],
  ['Ａ／Ｂ　ｃｏ．', 'A/B CO.', 'Ａ／Ｂ　ＣＯ．'],
  ['R-1', 'R-1', 'Ｒ－１'],
];

describe('normalizeHolderKana', () => {
  it.each(NAMES)('%j → %s (%s)', (input, value, display) => {
    expect(normalizeHolderKana(input)).toEqual({ ok: true, value, display, bytes: value.length });
  });

  it.each(NAMES)('%j: the result is allowed and normalising it again changes nothing', (input) => {
    const first = normalizeHolderKana(input);
    if (!first.ok) throw new Error(first.message);
    expect(first.value).toMatch(ZENGIN_ALLOWED);
    expect(normalizeHolderKana(first.value)).toEqual(first);
  });

  it.each([
    ['山田太郎', ['山', '田', '太', '郎']],
    ['ＡＢＣ商事', ['商', '事']],
    ['株式会社山田', ['山', '田']],
    ['山山田', ['山', '田']],
    ['ヤマダ😀', ['😀']],
    ['ヤマダ👨‍👩‍👧', ['👨‍👩‍👧']],
    ['ヤマダ👍🏽', ['👍🏽']],
    ['ヤマダ🇯🇵', ['🇯🇵']],
    ['ヤマダ1️⃣', ['1️⃣']],
    ['＠ヤマダ', ['＠']],
    ['yamada@example', ['@']],
    ['ヤマダ、タロウ', ['、']],
    ['ﾔﾏﾀﾞ､ﾀﾛｳ', ['､']],
    ['ヤマダ,タロウ', [',']],
    ['ヤマダ＆タロウ', ['＆']],
    ['ヤマダ￥', ['￥']],
    ['ヤマダ\\', ['\\']],
    ['「ヤマダ」', ['「', '」']],
    ['ヤマダ。', ['。']],
    ['いすゞ', ['ゞ']],
    ['①ヤマダ', ['①']],
    ['Café', ['é']],
    ['Cafe\u0301', ['e\u0301']],
    ['ヤマダ株式會社', ['株', '式', '會', '社']],
  ])('%j is rejected for %j', (input, invalidChars) => {
    expect(normalizeHolderKana(input)).toEqual({
      ok: false,
      invalidChars,
      message: `使用できない文字が含まれています：${invalidChars.join(', ')}`,
    });
  });

  it.each(['', ' ', '　', ' \u3000 \t'])('%j is empty', (input) => {
    expect(normalizeHolderKana(input)).toEqual({ ok: false, invalidChars: [], message: '口座名義を入力してください。' });
  });

  it.each([
    ['ア'.repeat(30), true, 30],
    ['ア'.repeat(31), false, 31],
    // ﾀﾞ is two half-width characters, so 15 voiced kana already fill the field.
    ['ダ'.repeat(15), true, 30],
    ['ダ'.repeat(16), false, 32],
    ['パ'.repeat(15) + 'ア', false, 31],
    // Counted after abbreviating: 株式会社 costs 2 bytes, not 4 characters' worth.
    ['株式会社' + 'ア'.repeat(28), true, 30],
    ['株式会社' + 'ア'.repeat(29), false, 31],
    // Collapsed spaces do not count.
    ['ア'.repeat(15) + '     ' + 'ア'.repeat(14), true, 30],
  ])('%j: within 30 bytes is %s (%i)', (input, ok, bytes) => {
    const result = normalizeHolderKana(input);
    if (ok) {
      expect(result).toMatchObject({ ok: true, bytes });
    } else {
      expect(result).toEqual({
        ok: false,
        invalidChars: [],
        message: `口座名義は半角30文字以内にしてください（現在${bytes}文字）。`,
      });
    }
  });

  it('reports invalid characters before length', () => {
    expect(normalizeHolderKana('漢' + 'ア'.repeat(40))).toMatchObject({ ok: false, invalidChars: ['漢'] });
  });
});

describe('messages', () => {
  it('match the wording the forms show', () => {
    expect(ZENGIN_HOLDER_MAX_BYTES).toBe(30);
    expect(HOLDER_KANA_EMPTY_MESSAGE).toBe('口座名義を入力してください。');
    expect(holderKanaInvalidCharsMessage(['漢', '字'])).toBe('使用できない文字が含まれています：漢, 字');
    expect(holderKanaTooLongMessage(31)).toBe('口座名義は半角30文字以内にしてください（現在31文字）。');
  });
});

describe('ZENGIN_ALLOWED', () => {
  it.each([
    ['ｱｲｳｴｵｶｷｸｹｺﾝｦ', true],
    ['ｶﾞﾊﾟ', true],
    ['0123456789', true],
    ['ABCXYZ', true],
    ['ｶ)ﾔﾏﾀﾞ ﾀﾛｳ.A-1/(B)', true],
    ['', false],
    ['ｧ', false],
    ['ｯ', false],
    ['ｰ', false],
    ['･', false],
    ['abc', false],
    ['ア', false],
    [',', false],
    ['\\', false],
    ['¥', false],
    ['@', false],
    ['　', false],
  ])('%j → %s', (s, expected) => {
    expect(ZENGIN_ALLOWED.test(s)).toBe(expected);
  });
});

describe('toHalfWidthKana', () => {
  it.each([
    ['ヤマダ タロウ', 'ﾔﾏﾀﾞ ﾀﾛｳ'],
    ['やまだ　たろう', 'ﾔﾏﾀﾞ ﾀﾛｳ'],
    ['ガギグゲゴ パピプペポ', 'ｶﾞｷﾞｸﾞｹﾞｺﾞ ﾊﾟﾋﾟﾌﾟﾍﾟﾎﾟ'],
    ['ヴ ゔ ヷ ヸ ヹ ヺ', 'ｳﾞ ｳﾞ ﾜﾞ ｲﾞ ｴﾞ ｦﾞ'],
    // Small kana stay small where a half-width form exists.
    ['ァィゥェォャュョッ', 'ｧｨｩｪｫｬｭｮｯ'],
    ['ヮヵヶヰヱ', 'ﾜｶｹｲｴ'],
    ['ー・「」。、゛゜', 'ｰ･｢｣｡､ﾞﾟ'],
    ['カ\u3099', 'ｶﾞ'],
    ['ＡＢＣａｂｃ０１２（）．－／＠', 'ABCabc012().-/@'],
    ['漢字😀', '漢字😀'],
    ['ｶﾞ', 'ｶﾞ'],
    ['', ''],
  ])('%j → %j', (s, expected) => {
    expect(toHalfWidthKana(s)).toBe(expected);
  });
});

describe('toFullWidthKana', () => {
  it.each([
    ['ﾔﾏﾀﾞ ﾀﾛｳ', 'ヤマダ　タロウ'],
    ['ｶ)ﾔﾏﾀﾞ', 'カ）ヤマダ'],
    ['ｶﾞｷﾞｸﾞｹﾞｺﾞ ﾊﾟﾋﾟﾌﾟﾍﾟﾎﾟ', 'ガギグゲゴ　パピプペポ'],
    ['ｳﾞｦ', 'ヴヲ'],
    ['ABC-123./()', 'ＡＢＣ－１２３．／（）'],
    ['ｺｰﾋｰ', 'コーヒー'],
    // Unlike katakana.ts's loose helper, hiragana is not this function's business.
    ['やまだ', 'やまだ'],
    ['', ''],
  ])('%j → %j', (s, expected) => {
    expect(toFullWidthKana(s)).toBe(expected);
  });

  it.each(['ヤマダ　タロウ', 'ガギグゲゴ　パピプペポ', 'ＡＢＣ－１２３．／（）', 'ヴヲ'])('%j survives a round trip', (s) => {
    expect(toFullWidthKana(toHalfWidthKana(s))).toBe(s);
  });
});

describe('holderKanaDisplay', () => {
  it.each([
    ['ｺ-ﾋ-', 'コーヒー'],
    ['ﾄﾞ)ﾌﾞﾙ-ｽｶｲ', 'ド）ブルースカイ'],
    ['ﾔﾏﾀﾞ(ｶ)ﾄｳｷﾖｳ', 'ヤマダ（カ）トウキヨウ'],
    ['R-1', 'Ｒ－１'],
    ['ﾔﾏﾀﾞ -1', 'ヤマダ　－１'],
    ['ｶﾞ-', 'ガー'],
  ])('%j → %j', (value, expected) => {
    expect(holderKanaDisplay(value)).toBe(expected);
  });
});
