import { describe, it, expect } from 'vitest';
import { CONFIDENCE, found } from './field.ts';
import {
  withHolderFormMarked,
  withHolderVoicedAsName,
  withNameCheckedAgainstHolder,
  withNameCompletedFromHolder,
  withoutKanaTheHolderLacks,
} from './issuer-holder.ts';
import { prepareInvoiceText } from './text.ts';

const checked = (text: string, name: string, holder: string | null, confidence: number = CONFIDENCE.HEURISTIC) =>
  withNameCheckedAgainstHolder(prepareInvoiceText(text), found(name, confidence), holder).value;

describe('withNameCheckedAgainstHolder', () => {
  it('takes a seal’s characters out of the end of a name, as the holder spells it', () => {
    const text = '印のみ\t請 求 書\n農事組合法人みどりの郷 郷ど\n代表理事 渡辺 太郎\n之り\t請求日 令和8年3月1日';
    expect(checked(text, '農事組合法人みどりの郷郷ど', 'ノウ)ミドリノサト')).toBe('農事組合法人みどりの郷');
    const glued = 'ャオブ\t請 求 書\n農事組合法人ブルーオーシャン営農組合之ール\n印シー\t請求日 R7.4.30';
    expect(checked(glued, '農事組合法人ブルーオーシャン営農組合之ール', 'ノウ)ブルーオーシャンエイノウクミアイ')).toBe(
      '農事組合法人ブルーオーシャン営農組合',
    );
  });

  it('spells a name past its legal form a public body prints (地方独立行政法人), keeping every kanji (L282)', () => {
    const text = '地方独立行政法人 千葉県工業技術センター\n理事長 佐藤 太郎\n〒263-0016 千葉県千葉市稲毛区天台817番地';
    const name = '地方独立行政法人千葉県工業技術センター';
    expect(checked(text, name, 'チドク)チバケンコウギヨウギジユツセンター', 0.5)).toBe(name);
  });

  it('takes a seal’s characters out of the middle of a name, keeping the name’s own kanji', () => {
    const text = '支ャ新\n一般社団法人新生キャリア之リ支生援機構\n理事長 森 健一\t印アキ';
    expect(checked(text, '一般社団法人新生キャリア之リ支生援機構', 'シヤ)シンセイキヤリアシエンキコウ')).toBe(
      '一般社団法人新生キャリア支援機構',
    );
  });

  it('checks a name read beside its registration number when a seal’s 之 or 印 is inside it', () => {
    const text = 'ト大\n有限会社之イ大和和リサイクル\n印ク和\n登録番号 T1234567890123';
    expect(checked(text, '有限会社之イ大和和リサイクル', 'ユ)ヤマトリサイクル', CONFIDENCE.LABEL)).toBe('有限会社大和リサイクル');
    // Shown to be checked: which characters were the seal's is a guess.
    const doc = prepareInvoiceText(text);
    expect(
      withNameCheckedAgainstHolder(doc, found('有限会社之イ大和和リサイクル', CONFIDENCE.LABEL), 'ユ)ヤマトリサイクル')
        .confidence,
    ).toBe(0.85);
    // A 屋号's holder followed by its owner's name: the seal's characters are no part of the owner's.
    const owner = '御 請 求 書 （技工料）\t森デンタルスタジオ印森之';
    expect(checked(owner, '森デンタルスタジオ印森之', 'モリデンタルスタジオ モリ アヤ')).toBe('森デンタルスタジオ');
  });

  it('joins a name wrapped in a narrow column onto the next line, where the holder spells the whole', () => {
    const text = '合同会社サンライズペストコン\nトロール\t請 求 書\tI N V O I C E\n〒650-0021\t請求日\t2025年11月30日';
    expect(checked(text, '合同会社サンライズペストコン', 'ド)サンライズペストコントロール')).toBe(
      '合同会社サンライズペストコントロール',
    );
    const kanji = '株式会社グリーンフィールド環\n境衛生\t請 求 書\tI N V O I C E';
    expect(checked(kanji, '株式会社グリーンフィールド環', 'カ)グリーンフィールドカンキョウエイセイ')).toBe(
      '株式会社グリーンフィールド環境衛生',
    );
    // Cut short of the rest of its own cell (a seal's rows spell the name's end).
    const cut = '㈱みどりメールサービス\n請 求 書\t〒420-0857\nサメみ';
    expect(checked(cut, '(株)みどり', 'カ)ミドリメールサービス')).toBe('(株)みどりメールサービス');
    // The next line is a title, not the name's end.
    expect(checked('株式会社アオバ\n請求書', '株式会社アオバ', 'カ)アオバコウギヨウ')).toBe('株式会社アオバ');
  });

  it('leaves a name the holder spells, one it cannot check, and one read beside its label', () => {
    const text = '株式会社みどり商会 印\n之み';
    // Spelled by the holder as it is.
    expect(checked(text, '株式会社みどり商会', 'カ)ミドリシヨウカイ')).toBe('株式会社みどり商会');
    // A personal holder: nothing to check a 屋号 against.
    expect(checked('山田デザイン 山\n田', '山田デザイン', 'ヤマダ タロウ')).toBe('山田デザイン');
    // A name of kanji only: any holder of its length would do, so it says nothing.
    expect(checked('北斗産業興業\n業', '北斗産業興業', 'カ)ホクトサンギヨウ')).toBe('北斗産業興業');
    // No holder, or a name read beside its 発行元 label.
    expect(checked('ブルー商事ール\nー', 'ブルー商事ール', null)).toBe('ブルー商事ール');
    expect(checked('発行元 ブルー商事ール', 'ブルー商事ール', 'ブルーシヨウジ', CONFIDENCE.LABEL)).toBe('ブルー商事ール');
  });

  it('checks the name against the agent of an agent’s account, not the principal named first (L290)', () => {
    const holder = 'コバヤシ アヤ ダイリニン サンエイエステート(ユ';
    const page = [
      '口座名義 コバヤシ アヤ ダイリニン サンエイエステート（ユ\t※電気料金は子メーターの検針値によります。',
      '管理会社\t宅地建物取引業 国土交通大臣（2）第88283号',
      '三栄エステート有限会社',
      '〒541-0041',
      '賃貸住宅管理業 登録済',
    ].join('\n');
    expect(checked(page, '三栄エステート有限会社', holder)).toBe('三栄エステート有限会社');
  });
});

describe('withHolderVoicedAsName', () => {
  const voiced = (holder: string, name: string | null) => withHolderVoicedAsName(found(holder, 0.8), name).value;

  it('takes the voicing marks OCR lost or misplaced from the name’s own katakana', () => {
    expect(voiced('ド)フルーオーシャンテクノロジー', '合同会社ブルーオーシャンテクノロジー')).toBe(
      'ド)ブルーオーシャンテクノロジー',
    );
    expect(voiced('コウヨウハウシング(ユ', '光陽ハウジング有限会社')).toBe('コウヨウハウジング(ユ');
    expect(voiced('トウワバワーテクノ(ド', 'トウワパワーテクノ合同会社')).toBe('トウワパワーテクノ(ド');
  });

  it('puts right a kana a blurred photo read as its lookalike, where the name spells the run', () => {
    expect(voiced('カ)ホクトチクノロジー', '株式会社北斗テクノロジー')).toBe('カ)ホクトテクノロジー');
    expect(voiced('ド)ホクトシスチムズ', '合同会社北斗システムズ')).toBe('ド)ホクトシステムズ');
    expect(voiced('カ)アサヒウォーターサーピヌ', '株式会社アサヒウォーターサービス')).toBe('カ)アサヒウォーターサービス');
    // Two kana in a run of four are too many to be misreads.
    expect(voiced('カ)チタノロ', '株式会社テクノロ')).toBe('カ)チタノロ');
  });

  it('keeps the holder’s kana and their size: only marks change', () => {
    // Zengin prints small kana large: the name's ャ does not make the holder's ヤ small.
    expect(voiced('カ)シヤハンシステム', '株式会社ジャパンシステム')).toBe('カ)ジヤパンシステム');
    // A different word is no misread mark.
    expect(voiced('カ)サンライズヒールル', '(株)サンライズビル')).toBe('カ)サンライズヒールル');
    expect(voiced('ヤマダ タロウ', 'ヤマダデザイン')).toBe('ヤマダ タロウ');
    expect(voiced('カ)サンプル', null)).toBe('カ)サンプル');
  });
});

describe('withoutKanaTheHolderLacks', () => {
  // (Read at 0.76, below the promise: a value the holder put right is never raised to it.)
  const without = (name: string, holder: string | null) => withoutKanaTheHolderLacks(found(name, 0.76), holder);

  it.each([
    ['(株)北斗テオクノロジー', 'ｶ)ﾎｸﾄﾃｸﾉﾛｼﾞｰ', '(株)北斗テクノロジー'],
    ['株式会社東和りリゾート', 'ｶ)ﾄｳﾜﾘｿﾞｰﾄ', '株式会社東和リゾート'],
    ['ピアノ工房こもるれび', 'ﾋﾟｱﾉｺｳﾎﾞｳｺﾓﾚﾋﾞ ﾀｶﾊｼ ﾀﾞｲｽｹ', 'ピアノ工房こもれび'],
    // Two side by side inside the run, where no one kana will do (L295's page image).
    ['(株)北斗アプアドバイザリー', 'カ)ホクトアドバイザリー', '(株)北斗アドバイザリー'],
  ])('takes the kana OCR put into %s out, as %s spells it', (name, holder, right) => {
    expect(without(name, holder)).toEqual({ value: right, confidence: 0.76 });
  });

  it('leaves a name the holder spells, or cannot place, or could fit two ways, as read', () => {
    expect(without('(株)北斗テクノロジー', 'ｶ)ﾎｸﾄﾃｸﾉﾛｼﾞｰ').value).toBe('(株)北斗テクノロジー');
    // The holder is the owner's name: nothing to go by.
    expect(without('ピアノ工房こもるれび', 'ﾀｶﾊｼ ﾀﾞｲｽｹ').value).toBe('ピアノ工房こもるれび');
    // Two kana apart from the holder's spelling: not one OCR put in.
    expect(without('株式会社サンライズオオ', 'ｶ)ｻﾝﾗｲｽﾞ').value).toBe('株式会社サンライズオオ');
    expect(without('株式会社サンライズ', null).value).toBe('株式会社サンライズ');
  });
});

describe('withNameCompletedFromHolder', () => {
  it.each([
    ['有限会社丸星フラワーサービ', 'ﾕ)ﾏﾙﾎﾞｼﾌﾗﾜｰｻｰﾋﾞｽ', '有限会社丸星フラワーサービス'],
    ['特定非営利活動法人さくらん', 'ﾄｸﾋ)ｻｸﾗﾝﾎﾞ', '特定非営利活動法人さくらんぼ'],
    ['有限会社アルファリ', 'ﾕ)ｱﾙﾌｧﾘｿﾞｰﾄ', '有限会社アルファリゾート'],
    // Ending in a long vowel; and a holder's four-kana form (公益社団法人), the lone hiragana せ OCR
    // made of センター's セ read as the katakana it is.
    ['株式会社双葉ドライビングスクー', 'ｶ)ﾌﾀﾊﾞﾄﾞﾗｲﾋﾞﾝｸﾞｽｸｰﾙ', '株式会社双葉ドライビングスクール'],
    ['公益社団法人静岡市シルバー人材せ', 'ｺｳｼﾔ)ｼｽﾞｵｶｼｼﾙﾊﾞｰｼﾞﾝｻﾞｲｾﾝﾀｰ', '公益社団法人静岡市シルバー人材センター'],
  ])('completes %s, its end lost to OCR, as %s spells it', (name, holder, whole) => {
    // Sure where the name stood, not of the end the holder gave it: below the promise.
    expect(withNameCompletedFromHolder(found(name, 0.9), holder)).toEqual({ value: whole, confidence: CONFIDENCE.LABEL_BELOW });
  });

  it('leaves a name the holder spells whole, one ending in a kanji, or one the holder cannot place', () => {
    const complete = (name: string, holder: string | null) => withNameCompletedFromHolder(found(name, 0.9), holder).value;
    expect(complete('有限会社丸星フラワーサービス', 'ﾕ)ﾏﾙﾎﾞｼﾌﾗﾜｰｻｰﾋﾞｽ')).toBe('有限会社丸星フラワーサービス');
    expect(complete('株式会社東和計', 'ｶ)ﾄｳﾜｹｲｿｸｻｰﾋﾞｽ')).toBe('株式会社東和計');
    // Six kana past the name: more than OCR loses at a line's end.
    expect(complete('株式会社アル', 'ｶ)ｱﾙﾌｧﾘｿﾞｰﾄ')).toBe('株式会社アル');
    expect(complete('株式会社サンライズ', 'ｶ)ﾎｸﾄﾃｸﾉﾛｼﾞｰ')).toBe('株式会社サンライズ');
    expect(complete('株式会社サンライズ', null)).toBe('株式会社サンライズ');
  });
});

describe('withHolderFormMarked', () => {
  const mark = (holder: string, name: string) => withHolderFormMarked({ value: holder, confidence: 0.8 }, name).value;

  it('puts back the parenthesis of the form OCR lost, on the side the name prints its form (L241)', () => {
    expect(mark('アルフアエアサービスカ', 'アルファエアサービス株式会社')).toBe('アルフアエアサービス(カ');
    expect(mark('アルフアエアサービス カ', 'アルファエアサービス株式会社')).toBe('アルフアエアサービス(カ');
    expect(mark('カキヨウワエアサービス', '株式会社協和エアサービス')).toBe('カ)キヨウワエアサービス');
    expect(mark('ユアサヒヒヨウメンシヨリ', '有限会社朝日表面処理')).toBe('ユ)アサヒヒヨウメンシヨリ');
  });

  it('leaves a holder whose name begins or ends with the kana, spells the form out, or has its marks', () => {
    expect(mark('カワダコウギヨウ', '株式会社カワダ工業')).toBe('カワダコウギヨウ');
    expect(mark('カブシキガイシヤカワダ', '株式会社カワダ')).toBe('カブシキガイシヤカワダ');
    expect(mark('アメリカ', 'アメリカ株式会社')).toBe('アメリカ');
    expect(mark('カ)キヨウワ', '株式会社協和')).toBe('カ)キヨウワ');
    expect(mark('ヤマダタロウ', '山田商店')).toBe('ヤマダタロウ');
  });
});
