import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { findIssuerName, withLegalFormFromHolder } from './issuer.ts';
import { prepareInvoiceText } from './text.ts';

const find = (text: string) => findIssuerName(prepareInvoiceText(text));

describe('findIssuerName', () => {
  it('takes a マンション’s 管理組合 over the 管理会社 that prints and sends its bill', () => {
    const text = [
      '請求日 2026年12月15日',
      '駐車場 使用料 請 求 書\t請求番号 CP-2612-839',
      'ルミエール東和ヒルズ管理組合',
      '〒105-0011 東京都港区芝公園2-4-11',
      '理事長 加藤 健一',
      '登録番号 T4827713909666',
      'サンライズ電機株式会社 御中',
      'ご請求金額\t¥117,400',
      '事務受託者\t湊住宅サービス株式会社 〒420-0857 静岡県静岡市葵区御幸町4-5-22',
      '(管理会社) フロント担当 清水 TEL 054-310-8027',
    ].join('\n');
    expect(find(text).value).toBe('ルミエール東和ヒルズ管理組合');
    // The agent's block printed first, and no registration number to go by.
    const agentFirst = [
      '事務受託者\t湊住宅サービス株式会社',
      '駐車場 使用料 請求書',
      'サンクレスト大和管理組合 理事長 山田 太郎',
    ];
    expect(find(agentFirst.join('\n')).value).toBe('サンクレスト大和管理組合');
  });

  it('never takes the owner who ordered the works (発注者) a subcontractor’s bill names', () => {
    // A 家屋調査 firm's bill to a contractor's 作業所 (L221): the issuer's name beside the buyer's.
    const text = [
      '請 求 書',
      '株式会社丸星土木\t(株)サンライズ調査設計',
      '〒650-0021',
      '恵比須町作業所 御中',
      '兵庫県神戸市中央区三宮町5-15-24 ANビル5階',
      '所長 山田 翔太 様\tTEL 078-092-6405 FAX 078-092-6406',
      '〒604-8005 京都府京都市中京区恵比須町3-7-30\t登録番号 T7790688258871',
      '工事名\t都市計画道路 恵比須町線 道路改良工事',
      '発注者\tブルーオーシャン不動産株式会社',
    ].join('\n');
    expect(find(text).value).toBe('(株)サンライズ調査設計');
  });

  it('takes a mason’s 屋号 over the temple whose 墓所 the grave stands in (L231)', () => {
    const text = [
      '御 請 求 書',
      '吉田 美咲 様',
      '〒530-0001 大阪府大阪市北区梅田1-20-22',
      'No. 9372',
      '墓所\t宗教法人善照寺 墓地 西区 25列 5番\t管理事務所\tTEL 027-412-7510',
      '差引ご請求額\t¥1,555,500',
      'お支払期限 令和8年5月31日 までに下記口座へお振込みくださいますようお願い申し上げます。',
      '石の松本',
      'お振込先',
      'みずほ銀行 本店',
      '当座預金 6425936',
      '口座名義 ﾏﾂﾓﾄ ﾕﾐ',
      '代表 松本 由美（一級石材施工技能士）',
      '〒370-0841',
      '群馬県高崎市栄町2-14-10 第2松本ビル 302',
      'TEL 090-4894-8396',
      '登録番号 T3505929484886',
    ];
    expect(find(text.join('\n')).value).toBe('石の松本');
    // With no block of the issuer's on the page, the party named is all there is.
    expect(find(text.slice(0, 7).join('\n')).value).toBe('宗教法人善照寺墓地西区');
  });

  it('keeps the space a profession’s office prints after its title (L227)', () => {
    const text = [
      'No. 25-52',
      '令和7年5月5日',
      '請 求 書',
      '湊地所株式会社 御中',
      '土地家屋調査士 田中事務所',
      '〒170-0013 東京都豊島区東池袋3-20-23 ANビル5階',
      'TEL 03-9032-4064 FAX 03-9032-4065',
      '登録番号 T7418048764450',
    ].join('\n');
    expect(find(text).value).toBe('土地家屋調査士 田中事務所');
    expect(find(text.replace('土地家屋調査士 田中事務所', '木村 畳工業')).value).toBe('木村畳工業');
  });

  it('reads a licensed profession’s 士 that OCR read as 土 (L224 page image)', () => {
    const text = [
      '御請求書\t請求書番号 S-8505',
      '有限会社ブルーオーシャン商会',
      '代表取締役 加藤美咲 様\t吉田中小企業診断土事務所',
      '〒160-0023 東京都新宿区西新宿3-3-20\t中小企業診断土 吉田 誠',
      '〒150-0002 東京都渋谷区渋谷3-4-12 丸の内ビル8F',
      'TEL 03-9058-1602',
    ].join('\n');
    expect(find(text).value).toBe('吉田中小企業診断士事務所');
    expect(find(text.replace(/吉田中小企業診断土/g, '田中土地家屋調査土')).value).toBe('田中土地家屋調査士事務所');
  });

  it('takes a public body’s form’s 商号又は名称 row without its label (L230 page image)', () => {
    const text = [
      '千葉市長 伊藤 由美 様',
      '請求者',
      '住所 〒650-0021',
      '兵庫県神戸市中央区三宮町3-5-16 丸の内ビル8F',
      '商号又は名称 中央速記事務所株式会社',
      '代表者職氏名\t代表取締役 渡辺 彩',
      '電話番号\t078-844-3740',
      '登録番号\tT6205689732272',
    ].join('\n');
    expect(find(text).value).toBe('中央速記事務所株式会社');
  });

  it('never takes a note’s sentence printed without its 。 over the 屋号 (L228 page image)', () => {
    const text = [
      'ご請求書',
      '株式会社日の出商事御中',
      '請求日 2026年4月30日',
      '※料金は距離制 (5kmまで基本料金) で、すべて消費税込みの金額です。',
      '駐車場代はお客様のお車をお預かりした際に当社が立て替えたものです',
      'チケットの控えは別紙にて同封しております',
      '光陽運転代行',
      '〒530-0001 大阪府大阪市北区梅田5-10-25',
      '事務所 TEL 06-3280-9693 FAX 06-3280-9694',
      '登録番号 T2429904809243',
    ].join('\n');
    expect(find(text).value).toBe('光陽運転代行');
  });

  it('mends a logo’s ring read before the name and a legal form’s lost parenthesis (L209, L67 photos)', () => {
    const block = (name: string) =>
      ['請求書', '株式会社テスト商事 御中', name, '〒100-0001 東京都千代田区千代田1-1', '登録番号 T7123456789012'].join('\n');
    expect(find(block('〇グリーンフィールド空調株式会社')).value).toBe('グリーンフィールド空調株式会社');
    expect(find(block('千代田グラフィック(株')).value).toBe('千代田グラフィック(株)');
    // With a space before it (L294, a scan).
    expect(find(block('丸星建材 (株')).value).toBe('丸星建材(株)');
  });

  it('skips the addressee (御中) and takes the company by the registration number', () => {
    const text =
      '株式会社テスト商事 御中\t請求書番号 INV-1\n株式会社サンプル工業\n〒100-0001 東京都千代田区千代田1-1\n登録番号 T7123456789012';
    expect(find(text)).toEqual({ value: '株式会社サンプル工業', confidence: 0.9 });
  });

  it.each([
    ['合同会社ミドリソフト 〒530-0001 大阪府', '合同会社ミドリソフト'],
    ['ブルースカイ合同会社\t札幌市中央区', 'ブルースカイ合同会社'],
    ['(株)サンプル TEL 03-1111-2222', '(株)サンプル'],
    ['請求書 株式会社ミナトロジスティクス', '株式会社ミナトロジスティクス'],
    ['ABC Trading 株式会社', 'ABC Trading 株式会社'],
    ['㈱サンプル', '(株)サンプル'],
    ['宗教法人稲荷神社\t宮司 井上 健一', '宗教法人稲荷神社'],
    ['平素は格別のご高配を賜り、誠にありがとうございます。 株式会社協和地所', '株式会社協和地所'],
    ['合同会社アルファコミュニケーションズ印ミフ', '合同会社アルファコミュニケーションズ'],
    ['北 北斗建設合同会社', '北斗建設合同会社'],
    ['大和金属工業有限会社之属大', '大和金属工業有限会社'],
    ['株式会社みどり製作所之製み', '株式会社みどり製作所'],
    ['有限会社新生製作所印作新', '有限会社新生製作所'],
    ['株式会社一之江', '株式会社一之江'],
    ['(有)みどり精エ', '(有)みどり精工'],
    ['株式会社エ業社', '株式会社工業社'],
    ['株式会社エース', '株式会社エース'],
    ['株式会社土木', '株式会社土木'],
    ['富合同会社富士見設計', '合同会社富士見設計'],
    ['み 有限会社みどり印刷工業 業印み', '有限会社みどり印刷工業'],
    ['ブ株式会社ブルーオーシャン印刷', '株式会社ブルーオーシャン印刷'],
    ['ロ合同会社ネクスト発送センター', '合同会社ネクスト発送センター'],
    ['う株式会社さくら', '株式会社さくら'],
    ['ささき株式会社', 'ささき株式会社'],
    ['-日の出不動産株式会社', '日の出不動産株式会社'],
    ['有限会社アルファリゾート,', '有限会社アルファリゾート'],
  ])('%j → %s', (text, name) => {
    expect(find(text).value).toBe(name);
  });

  it('takes a party named in a role of its own (貸主) only when no other company is named', () => {
    const text = [
      '千代田企画株式会社 御中\tNo. R8-251',
      '月額賃料\t620,000円（税別）\t貸主\t中央ビル株式会社',
      '【ご入金先】\t(株)日の出住宅',
      '三菱UFJ銀行 本店',
      '普通預金 5672389',
      '〒170-0013',
      '口座名義 ｶ)ﾋﾉﾃﾞｼﾞﾕｳﾀｸ\t東京都豊島区東池袋3-2-9',
      '※お振込手数料はお客様のご負担にてお願いいたします。\tTEL 03-9472-5566',
      '※保証金（敷金）は貸主へお預け入れいたします。\t登録番号 T3890475853894',
    ].join('\n');
    expect(find(text).value).toBe('(株)日の出住宅');
    expect(find('貸主\t中央ビル株式会社').value).toBe('中央ビル株式会社');
    // Nor does a role's company win by standing next to the registration number.
    const far = [
      '(株)日の出住宅',
      '〒170-0013 東京都豊島区東池袋3-2-9',
      ...Array(5).fill('件名\t店舗賃貸借'),
      '貸主\t中央ビル株式会社',
      '登録番号 T3890475853894',
    ];
    expect(find(far.join('\n')).value).toBe('(株)日の出住宅');
    // OCR's table rule before the role and the name ('| 貸主 | 新生興産株式会社').
    const ruled = text.replace('月額賃料\t620,000円（税別）\t貸主\t中央ビル株式会社', '月額賃料\t| 貸主\t| 中央ビル株式会社');
    expect(find(ruled).value).toBe('(株)日の出住宅');
  });

  it('drops a seal’s row spelling the name from the cell after it, on a printed form', () => {
    const text = [
      '〒 541-0041\t御 請 求 書',
      '大阪府大阪市中央区北浜2-5-11',
      'No. 0490587',
      '株式会社ネクスト印刷\t御中',
      '富 富士見印刷工業(株)\t業印富',
      '請 求 日 令和 7年 12月 31日\t之刷士',
      '代表取締役 木村 翔太',
      'お支払期日 令和 8年 2月 15日\t〒260-0013\t印工見',
      '千葉県千葉市中央区中央5-15-7',
      'TEL 043-930-3107',
      '登録番号 T2178306116226',
    ].join('\n');
    expect(find(text).value).toBe('富士見印刷工業(株)');
  });

  it('does not take the buyer’s name printed again in the body, nor what a parenthesis adds', () => {
    const text = [
      '株式会社大和商事 御中\t高橋司法書士事務所',
      '〒530-0001 大阪府大阪市北区梅田4-18-4',
      '登録番号 T1234567890123',
      '対象\t株式会社大和商事(会社法人等番号 1200-01-123456)',
    ].join('\n');
    expect(find(text).value).toBe('高橋司法書士事務所');
    expect(find('株式会社朝日精工(本社工場)\n登録番号 T1234567890123').value).toBe('株式会社朝日精工');
  });

  it('does not take a place of the buyer’s named after it (a site’s 保養所) for the issuer', () => {
    const text = [
      '浄化槽維持管理 御請求書\t令和08年10月01日',
      '請求先\t大和環境保全有限会社',
      '〒460-0008\t代表取締役 吉田 太郎',
      '愛知県名古屋市中区栄2-11-2',
      '株式会社東和企画 御中',
      '〒369-1203 埼玉県大里郡寄居町寄居1326-8',
      'TEL 048-664-8743',
      '登録番号 T1221197711340',
      '設置場所\t処理方式',
      '株式会社東和企画 保養所',
    ].join('\n');
    expect(find(text).value).toBe('大和環境保全有限会社');
  });

  it('does not take what OCR left of a name, (株) alone', () => {
    expect(find('(株)\n登録番号 T1885569789155').value).toBeNull();
  });

  it('reads the name under a 発行元 heading past a seal’s two characters on the line between', () => {
    const text = ['Bill To / ご請求先\tFrom / 発行元', '機東', '株式会社青葉建設 御中\t東和精機(株)\t之印和精'].join('\n');
    expect(find(text).value).toBe('東和精機(株)');
  });

  it('takes a labelled 発行元 first', () => {
    expect(find('株式会社テスト商事 様\n発行元：やまだ企画')).toEqual({ value: 'やまだ企画', confidence: 0.9 });
    // The company that runs the venue: '運営：(株)日の出会館'.
    expect(find('ブルーオーシャン カンファレンスセンター\n運営：(株)日の出会館\n登録番号 T1234567890123').value).toBe(
      '(株)日の出会館',
    );
    // A 弁理士法人, with its seal's row in the next cell.
    expect(find('朝日企画株式会社 御中\t弁理士法人松本特許事務所\t所許松\n登録番号 T3598144799915').value).toBe(
      '弁理士法人松本特許事務所',
    );
    // Not the department printed after the name.
    expect(find('株式会社丸星 御中\n株式会社光陽オートリース リース営業部\tーー光\n登録番号 T5689527495400').value).toBe(
      '株式会社光陽オートリース',
    );
    // Under its label, past a row of the seal spelling the name.
    expect(find('運営会社\nーァア\n有限会社アルファリゾート之リル\n〒399-4511 長野県上伊那郡南箕輪村1671番地7').value).toBe(
      '有限会社アルファリゾート',
    );
    // A 事業協同組合, beside its seal's row; a 学校法人 without its 理事長's title and name.
    expect(find('株式会社三栄印刷 御中\n多摩電設工業協同組合\t協設多\n理事長 小林 由美\n登録番号 T1601756873054').value).toBe(
      '多摩電設工業協同組合',
    );
    expect(find('株式会社丸星 御中\n学校法人東和学園 理事長 井上 彩\n登録番号 T1601756873054').value).toBe('学校法人東和学園');
    // A 農事組合法人, under the catch phrase of its letterhead.
    expect(
      find('「 生産者直送 米・野菜・たまご |\n農事組合法人ブルーオー\n代表理事 渡辺 大輔\n登録番号T7833408290658').value,
    ).toBe('農事組合法人ブルーオー');
    // The 法人 that runs the clinic named at the top of the letter.
    const clinic = ['三栄メディカルクリニック\tTEL 03-7788-1267', '運営法人 医療法人社団三栄会\t登録番号 T9823635157554'];
    expect(find(clinic.join('\n')).value).toBe('医療法人社団三栄会');
  });

  it('does not take the account holder or the bank for the issuer', () => {
    expect(find('口座名義 株式会社サンプル\n株式会社みずほ銀行 渋谷支店').value).toBeNull();
  });

  it("finds a sole proprietor's 屋号 at the top of the block above the registration number", () => {
    const text = [
      'No. S-2026-118',
      '令和8年10月31日',
      '御請求書',
      'さくら翻訳オフィス',
      'グローバル貿易株式会社 様',
      '佐藤 花子',
      '〒460-0008',
      'ご請求額 191,400円',
      '愛知県名古屋市中区栄3-1-1',
      'TEL 052-765-4321',
      'お振込期限 令和8年11月30日',
      '登録番号 T1345678901234',
    ].join('\n');
    expect(find(text)).toEqual({ value: 'さくら翻訳オフィス', confidence: 0.5 });
  });

  it("finds the 屋号 in the head's left-hand column when the title and the dates stand on its right", () => {
    const text = [
      'お弁当のひなた\t御 請 求 書',
      '代表 渡辺 直樹\t9月分',
      '〒330-0063 埼玉県さいたま市浦和区高砂3-16-29\t請求日 2026/09/30',
      'TEL 048-571-2619\t請求書番号 INV-2026-0696',
      '登録番号 T5237542451725',
      '株式会社協和システムズ 御中',
    ].join('\n');
    expect(find(text)).toEqual({ value: 'お弁当のひなた', confidence: 0.5 });
    // No web address, no 対象 label, no catch phrase OCR crossed with a table rule for a 屋号.
    for (const noise of ['https://www.ad-factory.jp', '対象', '「生産者直送米・野菜・たまご |']) {
      expect(find(text.replace('お弁当のひなた', noise)).value).toBeNull();
    }
    // A seal's 之印 and a row of the name's letters inside the 屋号, as a text layer interleaves them.
    expect(find(text.replace('お弁当のひなた', '木村歯科技之印木村工所')).value).toBe('木村歯科技工所');
    expect(find(text.replace('お弁当のひなた', 'みどり印刷工房')).value).toBe('みどり印刷工房');
    // A 屋号 set with a space after the family name is no person's name.
    expect(find(text.replace('お弁当のひなた', '木村 畳工業')).value).toBe('木村畳工業');
    // A fuel dealer's 屋号 ends in 料 as a line item does ('山田燃料', not '配送料').
    expect(find(text.replace('お弁当のひなた', '山田燃料')).value).toBe('山田燃料');
    expect(find(text.replace('お弁当のひなた', '配送料')).value).toBeNull();
    // A sheet-metal shop's 屋号 ends in 金 as a deposit does ('鈴木板金', not '保証金').
    expect(find(text.replace('お弁当のひなた', '鈴木板金')).value).toBe('鈴木板金');
  });

  it('takes no account holder (ユ)サンライズ…) for a sole proprietor’s 屋号', () => {
    const text = [
      '請求書',
      '株式会社青葉商事 御中',
      'ユ) サンライズカンコウジドウシャ',
      '〒530-0001',
      '大阪府大阪市北区梅田5-14-1',
      '登録番号 T9170106485515',
    ];
    expect(find(text.join('\n')).value).toBeNull();
  });

  it("takes a freelancer's own name, with its one space, when there is no 屋号", () => {
    const block = (name: string) =>
      [
        '請求書',
        '株式会社青葉商事 御中',
        name,
        '〒530-0001',
        '大阪府大阪市北区梅田5-14-1',
        'TEL. 090-1234-5678',
        '登録番号 T9170106485515',
      ].join('\n');
    expect(find(block('木村 翔太'))).toEqual({ value: '木村 翔太', confidence: 0.5 });
    expect(find(block('木 村 翔 太')).value).toBe('木村翔太');
    expect(find(block('さくら翻訳オフィス')).value).toBe('さくら翻訳オフィス');
  });

  // Failure class: a section heading taken as the issuer's name.
  it.each(['【お支払先】', '【支払元】', '【振込先】', '【請求元】'])('never takes the heading %s for the name', (heading) => {
    const text = [
      '御請求書',
      heading,
      'さくら翻訳オフィス',
      '佐藤 花子',
      '〒460-0008 愛知県名古屋市中区栄3-1-1',
      '登録番号 T1345678901234',
    ].join('\n');
    const value = find(text).value;
    expect(value ?? '').not.toMatch(/[【】]|支払|振込|請求元/);
    if (heading !== '【支払元】') expect(value).toBe('さくら翻訳オフィス');
  });

  it('takes no label for the name: a payment slip’s parts each print 請求元 (label beside label, then label and name)', () => {
    const text = [
      '㈱サンライズ住宅新聞社',
      '登録番号 T5201449897372',
      'ネクスト建設株式会社 御中',
      '払込票\t払込受領証\tお客様控',
      '請求元\t請求元',
      'お客様番号\t6459-7637-8613-7228',
      '請求元\t㈱サンライズ住宅新聞社\tお客様名\tネクスト建設株式会社',
    ].join('\n');
    expect(find(text).value).toBe('(株)サンライズ住宅新聞社');
  });

  it('reads the name under a 【請求元】 heading, in its column', () => {
    const text = '【ご請求先】\t【請求元】\n株式会社テスト商事\t株式会社サンプル工業\n東京都港区1-1\t〒100-0001';
    expect(find(text)).toEqual({ value: '株式会社サンプル工業', confidence: 0.85 });
  });

  // Failure class: the buyer (…御中, …様) taken as the issuer.
  it('skips the buyer when 御中 sits alone on the line below, or under a 【支払元】 heading', () => {
    expect(find('株式会社テスト商事\n御中\n合同会社ミドリソフト\n登録番号 T1234567890123').value).toBe('合同会社ミドリソフト');
    expect(find('【支払元】\n株式会社テスト商事\n東京都港区1-1\n【請求元】\n合同会社ミドリソフト').value).toBe(
      '合同会社ミドリソフト',
    );
  });

  it("skips a buyer who is a person (…様) in a sole proprietor's invoice", () => {
    const text = ['御請求書', '山田 一郎 様', 'やまだ企画', '山田 花子', '東京都渋谷区1-2-3', '登録番号 T1345678901234'].join(
      '\n',
    );
    expect(find(text).value).toBe('やまだ企画');
  });

  it('skips a buyer whose 御中 or 様 wrapped onto the next lines', () => {
    const wrapped = [
      '〒260-0013',
      '千葉県千葉市中央区中央2-9-28',
      '株式会社ブルーオーシャン不動産 御',
      '中',
      '請求書',
      '下記のとおりご請求申し上げます。\t株式会社湊電機',
      '登録番号 T2919638440133',
    ];
    expect(find(wrapped.join('\n')).value).toBe('株式会社湊電機');
    const sole = [
      '御請求書',
      '小林行政書士事務所',
      'ブルーオーシャン商事株式会社 小林',
      '小林 翔太',
      '彩 様\t〒650-0021',
      'TEL 078-774-0807',
      '登録番号 T4515053344816',
    ];
    expect(find(sole.join('\n')).value).toBe('小林行政書士事務所');
  });

  it('reads a freelancer’s name after its 氏名 label', () => {
    const text = ['請求書', '氏名：山田 美咲', '〒541-0041 大阪府大阪市中央区北浜3-8-1', '登録番号 T1345678901234'];
    expect(find(text.join('\n')).value).toBe('山田 美咲');
  });

  it('takes no closing word, sentence or OCR noise above a sole proprietor’s block for the name', () => {
    // (And no amount's label of a statement's head nor a deposit's, '調整額', '保証金 (不課税)'.)
    const noises = [
      '敬具',
      '平素は格別のご高配を賜り、誠にありがとうございます。',
      '四題癌Ei',
      'wl',
      'ビョ',
      'にコ',
      'ョ刀 きき',
    ];
    for (const noise of [...noises, '調整額', '繰越額', '保証金 (不課税)', '(非課税)']) {
      // The topmost name-like line of the block is the 屋号: the noise above it must not be.
      const text = [
        '御請求書',
        noise,
        'さくら翻訳オフィス',
        '〒460-0008',
        '愛知県名古屋市中区栄3-1-1',
        '登録番号 T1345678901234',
      ];
      expect(find(text.join('\n')).value).toBe('さくら翻訳オフィス');
    }
  });

  it("finds a sole proprietor's 屋号 above the block's 〒 when OCR lost the registration number", () => {
    const text = [
      'No. 0043',
      '令和8年12月1日',
      '株式会社テスト商事 様\t山田デザイン事務所',
      '山田 太郎',
      'ーー\t〒150-0002',
      'ご請求額 93.500円\t東京都渋谷区渋谷2-10-5 303',
    ];
    expect(find(text.join('\n'))).toEqual({ value: '山田デザイン事務所', confidence: 0.5 });
  });

  it('takes the buyer’s 住所印 stamped in a 印影確認欄, its name’s head lost, for the buyer’s', () => {
    const text = [
      '納 品 書 兼 請 求 書',
      '〒370-0841 群馬県高崎市栄町2-11-10',
      '日の出フーズ株式会社 御中',
      '印影確認欄 (納品した印鑑の試し押しです)',
      '出',
      'の\t社\tの\t社\tの出フーズ株式会社',
      '代表者印\t銀行印\t角印\t住所印',
      'お振込先 楽天銀行 ジャズ支店 普通預金 2170843 口座名義 ﾅｶﾑﾗｲﾝｼｮｳﾃﾝ ﾅｶﾑﾗ ｹﾝｲﾁ',
      '印章・ゴム印・名刺・表札',
      '中村印章店 代表 中村 健一',
      '〒370-0841 群馬県高崎市栄町2-14-29 ANビル5階',
      'TEL 027-666-8955 FAX 027-666-8956',
      '登録番号 T7716969303376',
    ].join('\n');
    expect(find(text).value).toBe('中村印章店');
  });

  it('ends a sole proprietor’s block at the 屋号 printed with its 代表: a tagline above is no name', () => {
    const text = [
      '請求書',
      '株式会社青葉商事 御中',
      '代表者印\t銀行印\t角印\t住所印',
      'お支払期限 2025年07月31日',
      '印章・ゴム印・名刺・表札',
      '中村印章店 代表 中村 健一',
      '〒370-0841 群馬県高崎市栄町2-14-29',
      '登録番号 T7716969303376',
    ].join('\n');
    expect(find(text).value).toBe('中村印章店');
  });

  it('reads a right-hand block’s 屋号 past a seal’s mark OCR left after it on its line', () => {
    const text = [
      '〇訪問美容ひだまり\t訪問理美容サービス',
      'ご利用料金請求書',
      '〒530-0001 大阪府大阪市北区梅田5-6-9\t請求日 2025/7/31',
      '株式会社丸星ケア\tNo.\t2507-02',
      '対象期間 2025/7/1~2025/7/31',
      'グループホームさくら御中',
      '事務長鈴木由美様\t訪問美容ひだまり\tア',
      '美容師 高橋 彩',
      '美容師免許登録第471565号',
      '〒530-0001 大阪府大阪市北区梅田2-4-12 丸の内ビル8F',
      'TEL 06-9851-2392',
      '登録番号 T5758241590860',
    ].join('\n');
    expect(find(text).value).toBe('訪問美容ひだまり');
  });

  it('passes over a receipt’s issuer that a 立替金 line names with its own registration number (L251)', () => {
    const text = [
      '〒650-0021 兵庫県神戸市中央区三宮町1-12-24 ANビル5階',
      'TEL 078-331-7575 FAX 078-418-6111',
      '㈱千代田環境サービス',
      '御 請 求 書',
      '協和住宅管理株式会社 御中',
      'マンション管理部 伊藤 様',
      '兵庫県知事許可(般-7)第74505号',
      '登録番号 T5507824787735',
      '請求日\t2025年9月4日',
      '■ 立替金',
      '駐車料金(作業車両 コインパーキング利用分・実費)',
      '1 件\t―\t2,200',
      '発行:株式会社新生パーキング 登録番号 T5945481366651 ※領収書写し添付',
      'ご請求金額\t¥442,200',
    ].join('\n');
    expect(find(text).value).toBe('(株)千代田環境サービス');
    // The same line naming the invoice's own registration number is the issuer's label.
    expect(find(text.replace('T5945481366651', 'T5507824787735')).value).toBe('株式会社新生パーキング');
  });

  it('reads the 屋号 over its owner’s 代表 line and seal, set apart from any 〒 (L255)', () => {
    const text = [
      '株式会社桜井設計 御中',
      '高橋 様',
      '請 求 書',
      '請求日 令和8年1月19日',
      'お支払期限 令和8年2月28日',
      '※源泉徴収税額は貴社にて納付くださいますようお願いいたします。',
      '構造設計室 こもれび',
      '田中之印',
      '代表 田中 大輔',
      '一級建築士(大臣登録 第398847号)',
      '構造設計一級建築士(交付 第1262号)',
      '一級建築士事務所(千葉県知事登録 第56771号)',
      '報酬額(税抜)\t474,000',
      '消費税(10%)\t47,400',
      '合計\t521,400',
      '源泉徴収税額',
      '△48,395',
      '474,000 × 10.21%',
      '差引ご請求額\t¥473,005',
      'お振込先',
      '〒260-0013\t金融機関 城南信用金庫\t口座\t普通',
      '千葉県千葉市中央区中央5-12-17 協和ビル3F\t池袋支店\t1603319',
      '口座名義 ﾀﾅｶ ﾀﾞｲｽｹ',
      '登録番号 T5569046430049',
    ].join('\n');
    expect(find(text)).toEqual({ value: '構造設計室 こもれび', confidence: 0.5 });
    // The seal over the 屋号, not between: the same.
    expect(find(text.replace('構造設計室 こもれび\n田中之印', '田中之印\n構造設計室 こもれび')).value).toBe(
      '構造設計室 こもれび',
    );
  });

  it('reads the 屋号 over its owner under a long title of the trade, not the titled owner (L279)', () => {
    const text = [
      '工 事 代 金 御 請 求 書',
      '井上 翔太 様',
      '工事場所 〒260-0013',
      'No. 1565',
      '令和8年12月23日',
      '鈴木塗装',
      '千葉県千葉市中央区中央2-16-20\t鈴木塗装',
      '一級塗装技能士 鈴木 太郎',
      '〒260-0013',
      '千葉県千葉市中央区中央1-2-3 グランドメゾン101',
      'TEL 090-5060-1387',
      '登録番号 T2648474807177',
    ].join('\n');
    expect(find(text)).toEqual({ value: '鈴木塗装', confidence: 0.5 });
  });

  it('reads the 屋号 over the totals box set beside the owner’s block, its rows between them (L126)', () => {
    const text = [
      'No. MT2512841',
      '発行日 令和7年12月24日',
      '駐 車 場 使 用 料 請 求 書',
      'お振込先\t七十七銀行 新宿支店 普通預金 8972581',
      '口座名義\tｼﾐｽﾞ ﾊﾅｺ',
      'サンライズテクノロジー株式会社 御中',
      '総務課 ご担当者様',
      '5 事務手数料（新規契約）\t3,000 —\t3,000',
      '※車両の入替え・ご解約は1ヶ月前までにお申し出ください。',
      '清水商店',
      '小計\t130,500',
      '消費税（10%）\t13,050',
      '保証金（不課税）\t9,000',
      'ご請求金額\t¥152,550',
      '代表 清水 花子',
      '〒321-4305',
      '栃木県真岡市荒町3043-2',
      'TEL 0285-20-9638',
      '登録番号 T 8552 8066 0155 2',
    ].join('\n');
    expect(find(text)).toEqual({ value: '清水商店', confidence: 0.5 });
    // (An item's row over the totals names no one.)
    expect(find(text.replace('清水商店\n', '')).value).not.toBe('※車両の入替え・ご解約は1ヶ月前までにお申し出ください。');
  });

  it('reads the 屋号 over the tagline that spells its first word out, keeping its space (L254)', () => {
    // The head of a 福祉タクシー's bill: the buyer's window address between the 屋号 and its block.
    const head = readFileSync(new URL('./fixtures/welfare-taxi-head.pdf.txt', import.meta.url), 'utf8');
    expect(find(head).value).toBe('福祉タクシー つばさ');
    expect(find(head.replace('福祉タクシー つばさ', '福祉タクシー ルーチェ')).value).toBe('福祉タクシー ルーチェ');
  });

  it('mends OCR’s readings around a name: a logo as a circled digit; no licence, no amount’s label (L251, L254 images)', () => {
    const head = ['〒541-0041 大阪府大阪市中央区北浜4-15-6', 'TEL 06-3218-3021', '登録番号 T2567133833145'];
    expect(find([...head, '⑦ サンライズ設備株式会社', '株式会社中央ハウジング 御中'].join('\n')).value).toBe(
      'サンライズ設備株式会社',
    );
    const licence = [
      '代表 木村恵\t木村',
      '〒105-0011',
      '東京都港区芝公園1-1-22',
      'TEL 03-4685-1269',
      '医療法人社団サンライズ会 サンライズ病院 御中\t一般乗用旅客自動車運送事業 (福祉輸送事業限定)',
      '地域連携室 森様\t登録番号 T9769232527832',
    ];
    expect(find(licence.join('\n')).value).not.toBe('一般乗用旅客自動車運送事業 (福祉輸送事業限定)');
    expect(find(['登録番号 T2567133833145', '人多失 (税\t\\923.550-'].join('\n')).value).toBeNull();
  });

  it('passes over the receipt’s issuer on a 立替金 line, unlabelled, as a candidate too (L251, a photo)', () => {
    const text = [
      '〒541-0041 大阪府大阪市中央区北浜4-15-6',
      '登録番号 T4939274932365',
      '株式会社中央ハウジング 御中',
      '駐車料金 (作業車両 コインパーキング利用分・実費)\t2 件\t4.000',
      '株式会社中央パーキング 登録番号 T7246457672216 ※領収書写し添付',
    ].join('\n');
    expect(find(text).value).not.toBe('株式会社中央パーキング');
  });
});

describe('findIssuerName, a sole proprietor’s seal and signature', () => {
  it('takes the owner’s seal (加藤之印) out of the 屋号 it was stamped over', () => {
    const text = [
      'No. INV-2026-8340',
      '株式会社日の出製作所 御中\t加藤之木加工所',
      '印藤',
      '店舗開発部 伊藤 京子 様\t代表 加藤 花子',
      '〒311-3116',
      '茨城県東茨城郡茨城町長岡996-2',
      'TEL 029-804-8650 FAX 029-804-8651',
      '登録番号 T6288029178891',
    ];
    expect(find(text.join('\n')).value).toBe('加藤木工所');
  });

  it('reads a freelancer’s signature as the name alone: not the title before it, nor the seal after it', () => {
    const text = [
      '※交通費は実費です。',
      '山',
      '講師 山田 太郎 田㊞',
      '〒260-0013',
      '千葉県千葉市中央区中央5-7-17',
      '登録番号 T8876090146274',
    ];
    expect(find(text.join('\n')).value).toBe('山田 太郎');
  });

  it('reads a doctor’s signature beside the buyer as the name alone', () => {
    const text = [
      '請 求 書',
      'みどりロジスティクス株式会社 御中\t産業医 木村 大輔 ㊞',
      '総務部 安全衛生課\t日本医師会認定産業医',
      '田中 京子 様\t〒604-8005',
      '京都府京都市中京区恵比須町1-17-8',
      '登録番号 T3239866729687',
    ];
    expect(find(text.join('\n')).value).toBe('木村 大輔');
  });
});

describe('findIssuerName, a sole proprietor whose 登録番号 is in the header', () => {
  it('reads the 屋号 above the block’s 〒', () => {
    const text = [
      '請求書',
      '〒420-0857\t請求日\t2025/06/26',
      '静岡県静岡市葵区御幸町2-2-6\t請求書番号 B-5645',
      '登録番号\tT7451821135094',
      'サンライズロジスティクス株式会社 御中',
      '伊藤デザイン事務所',
      '伊藤 由美',
      '〒100-0005',
      '東京都千代田区丸の内1-10-27',
    ];
    expect(find(text.join('\n')).value).toBe('伊藤デザイン事務所');
  });

  it('takes a shop’s 屋号, not the representative printed after it, nor a tax table above', () => {
    const text = [
      '税率\t税抜金額\t消費税額',
      '合計\t69,479',
      'お振込先 ゆうちょ銀行 一四八店 普通 4167959',
      '〒170-0013 東京都豊島区東池袋1-17-17',
      '山田商店 代表 山田 太郎',
      '☎ 03-0215-3338 登録番号 T4185426890834',
    ];
    expect(find(text.join('\n')).value).toBe('山田商店');
  });

  it('does not take what OCR left of the title (求 書) for a sole proprietor’s name', () => {
    expect(find('求 書\n加藤法律事務所\n〒100-0001 東京都千代田区千代田1-1\n登録番号 T7123456789012').value).toBe(
      '加藤法律事務所',
    );
    expect(find('求 書\n〒100-0001 東京都千代田区千代田1-1\n登録番号 T7123456789012').value).toBeNull();
  });

  it('takes no digit places of a ruled form’s amount boxes (千 万 百 …) for a shop’s name', () => {
    const text = [
      '御 請 求 書',
      'みどり不動産株式会社\t様',
      '下記のとおり御請求申し上げます。',
      '千 万 百 万 十 万 万 千 百 十 円',
      '御 請 求 金 額\t(税込)',
      'No.0072692',
      '令和 8 年 11 月 7 日',
      '小林電化センター',
      '代表 小林 翔太',
      '〒311-3116',
      '茨城県東茨城郡茨城町長岡3330-3',
      'TEL 029-601-2029 FAX 029-601-2020',
      '登録番号 T8514738009781',
    ];
    expect(find(text.join('\n')).value).toBe('小林電化センター');
  });

  it('takes the organiser’s name without its role’s label (主催：)', () => {
    const text = [
      'スマート物流EXPO 2026',
      '出展料ご請求書(残金)\t請求書番号 TS-2602-4463',
      'スマート物流EXPO 2026 運営事務局',
      '主催:株式会社協和新聞社\t新生電機株式会社 御中',
      '〒460-0008 愛知県名古屋市中区栄1-14-16',
      '登録番号 T4572352853533',
    ];
    expect(find(text.join('\n')).value).toBe('株式会社協和新聞社');
    expect(find(text.join('\n').replace('主催:', '主催・')).value).toBe('株式会社協和新聞社');
    // Two partners' names joined by a ・ are one name.
    expect(find('鈴木・田中法律事務所\n〒100-0005 東京都千代田区丸の内1-1-1\n登録番号 T4572352853533').value).toBe(
      '鈴木・田中法律事務所',
    );
  });

  it('takes no line item (清掃業務委託, 制作費) for a sole proprietor’s name', () => {
    expect(
      find('清掃業務委託\nデザイン制作費\n〒604-8005 京都府京都市中京区恵比須町4-13-17\n登録番号 T8823260540944').value,
    ).toBeNull();
  });

  it('takes no account type (普通 (Savings)) for a sole proprietor’s name', () => {
    expect(find('普通 (Savings)\n〒260-0013 千葉県千葉市中央区中央2-9-24\n登録番号 T9194174137798').value).toBeNull();
  });
});

describe('withLegalFormFromHolder', () => {
  const name = (value: string) => ({ value, confidence: 0.42 });
  it.each([
    ['朝日広告内', 'アサヒコウコク(カ', '朝日広告(株)'],
    ['向双葉自動車', 'ユ)フタバジドウシヤ', '(有)双葉自動車'],
    ['(角みどり精工', 'ユ)ミドリセイコウ', '(有)みどり精工'],
    ['内青葉ビル管理', 'カ)アオバビルカンリ', '(株)青葉ビル管理'],
    ['(合サンライズ観光自動車', 'ユ)サンライズカンコウジドウシヤ', '(有)サンライズ観光自動車'],
    ['叙千代田サウンドシステム', 'ユ)チヨダサウンドシステム', '(有)千代田サウンドシステム'],
    ['富士見観光人', 'フジミカンコウ(カ', '富士見観光(株)'],
    // A glyph's reading seen on one side, on the other; and 合同会社's (同) too.
    ['伯富士見植栽', 'カ)フジミシヨクサイ', '(株)富士見植栽'],
    ['ブルーオーシャン紙工賜', 'ブルーオーシャンシコウ(カ', 'ブルーオーシャン紙工(株)'],
    ['青葉食品間', 'アオバシヨクヒン(カ', '青葉食品(株)'],
    ['欧ネクスト発送センター', 'ド)ネクストハツソウセンター', '(同)ネクスト発送センター'],
    // 人 before the name, where the holder's name does not begin with 人's reading (L296's photo).
    ['人山田ソフトウェア', 'カ)ヤマダソフトウエア', '(株)山田ソフトウェア'],
  ])('%s with holder %s → %s', (read, holder, fixed) => {
    expect(withLegalFormFromHolder(name(read), holder)).toEqual(name(fixed));
  });

  it('leaves a name alone without a holder’s form on the same side, or with a form of its own', () => {
    expect(withLegalFormFromHolder(name('朝日広告内'), 'カ)アサヒコウコク').value).toBe('朝日広告内');
    expect(withLegalFormFromHolder(name('朝日広告内'), null).value).toBe('朝日広告内');
    expect(withLegalFormFromHolder(name('市内運送株式会社'), 'カ)シナイウンソウ').value).toBe('市内運送株式会社');
    expect(withLegalFormFromHolder(name('山田案内'), 'ヤマダ タロウ').value).toBe('山田案内');
    // A personal name ending in 人 is a person's, whose holder carries no form.
    expect(withLegalFormFromHolder(name('鈴木直人'), 'スズキ ナオト').value).toBe('鈴木直人');
    // A name that begins with 人, its holder with 人's reading: 人材センター is the name.
    expect(withLegalFormFromHolder(name('人材センター青葉'), 'カ)ジンザイセンターアオバ').value).toBe('人材センター青葉');
    // Only the form's readings: '富士見植栽' ends in its own kanji.
    expect(withLegalFormFromHolder(name('富士見植栽'), 'フジミシヨクサイ(カ').value).toBe('富士見植栽');
  });
});

describe('findIssuerName, where the sender’s block ends', () => {
  it('never takes the town hall a section is addressed under (斜里町役場 over 総務課 … 御中) for the issuer (L284)', () => {
    const text = [
      '請 求 書',
      '〒099-4192\t請求日\t令和8年3月5日',
      '北海道斜里郡斜里町本町12番地\t請求番号\t202602401',
      '返礼品提供事業者No. A230',
      '斜里町役場',
      '総務課 ふるさと納税係 御中\t高橋商店',
      'TEL 0152-94-9183\t代表 高橋 恵',
      '〒099-4113',
      '北海道斜里郡斜里町本町765番地7',
      'TEL 0152-84-3068 FAX 0152-92-3713',
      '登録番号 T9499932633214',
    ].join('\n');
    expect(find(text).value).toBe('高橋商店');
  });
  it('reads a hospital’s 屋号 in its foot block, not a table’s 診療日 above its 小計', () => {
    const text = [
      '鈴木動物病院\t診 療 費 ご 請 求 書',
      '株式会社東和ドッグスクール 御中\t請求日\t2025/11/30',
      'ご担当 清水 誠 様\tお支払期限\t2025/12/20',
      '対象期間 2025/11/01〜2025/11/30',
      '今回ご請求額\t¥44,040',
      'いつも当院をご利用いただき、ありがとうございます。',
      '診療日\t項目\t数量 単位 単価(税込)\t金額(税込)',
      '11/6(木)\t再診料\t1 回\t990\t990',
      '小計(マロン)\t18,170',
      '鈴木動物病院\t10%対象(税込)\t42,940',
      '院長 獣医師 鈴木 京子\t(うち消費税 10%)\t(3,903)',
      '〒170-0013 東京都豊島区東池袋1-1-20 グランドメゾン101',
      'TEL 03-2279-5695 FAX 03-2279-5696',
      '登録番号 T5368534622798',
    ];
    expect(find(text.join('\n')).value).toBe('鈴木動物病院');
  });

  it('takes a company run hospital’s 開設者, not its role before the name', () => {
    const text = ['朝日どうぶつ病院', '開設者 双葉どうぶつ医療合同会社', '管理獣医師 高橋 彩', '登録番号 T3144368494428'];
    expect(find(text.join('\n')).value).toBe('双葉どうぶつ医療合同会社');
  });

  it('reads a 町会 named after its 丁目, not its 会長 signing under it', () => {
    const text = [
      '丸星介護サービス株式会社 御中',
      '相模大野二丁目町会',
      '会長 山田 彩',
      '〒252-0303',
      '神奈川県相模原市南区相模大野2-19-24',
      'TEL 070-6375-3168',
      '登録番号 T1843963177361',
    ];
    expect(find(text.join('\n')).value).toBe('相模大野二丁目町会');
  });

  it('does not read across a letter’s 以上 from a registration in its notes, nor take a note’s heading', () => {
    const text = [
      '株式会社湊建設 御中',
      '緑町町内会',
      '会長 伊藤 大輔',
      '〒359-1111',
      '埼玉県所沢市緑町3-13-18',
      'ご 請 求 書',
      '記',
      '3.お支払期限\t令和7年10月31日',
      '(備考)',
      '合計\t15,400円',
      '以上',
      '・当会は適格請求書発行事業者の登録を受けております(登録番号 T3639629922687)。',
    ];
    expect(find(text.join('\n')).value).toBe('緑町町内会');
  });

  it('takes no English title spaced out, and a 屋号 over the trade’s person', () => {
    const text = [
      '山田管楽器リペア\tR E P A I R I N V O I C E',
      'Repair Workshop for Musical Instruments\t修 理 代 金 ご 請 求 書',
      '山田管楽器リペア\t〒541-0041 大阪府大阪市中央区北浜2-11-3',
      'リペアマン 山田 恵',
      '〒980-0811 宮城県仙台市青葉区一番町4-14-29',
      'TEL 090-4030-1846',
      '株式会社協和楽器 本店 御中',
      '登録番号 T6146422745447',
    ];
    expect(find(text.join('\n')).value).toBe('山田管楽器リペア');
  });

  it('takes no note’s sentence naming a third company for the issuer', () => {
    const text = [
      '内千代田設計',
      '一級建築士事務所',
      '〒170-0013',
      '東京都豊島区東池袋5-18-16',
      '登録番号 T4583047493872',
      '口座名義 カ)チヨダセツケイ',
      '※立替金は、当事務所が協和建築確認検査株式会社へ立替払いした審査手数料です',
    ];
    expect(find(text.join('\n')).value).not.toMatch(/立替/);
  });

  it('still takes the person under a title of their trade when the block names nobody else', () => {
    const text = [
      '請求書',
      '株式会社東和商事 御中',
      'リペアマン 山田 恵',
      '〒980-0811 宮城県仙台市青葉区一番町4-14-29',
      '登録番号 T6146422745447',
    ];
    expect(find(text.join('\n')).value).toBe('リペアマン山田恵');
  });

  it('takes the 屋号 under a shop’s line of wares, not the wares', () => {
    const text = [
      '請 求 書',
      '〒812-0011\t令和8年10月末日締切分',
      '福岡県福岡市博多区博多駅前2-10-23\t請求日 令和8年10月31日',
      '有限会社双葉商事 御中',
      '下記のとおりご請求申し上げます。\t氷‧ドライアイス',
      '田中氷室',
      '店主 田中 太郎',
      'No. 03089',
      '〒812-0011 福岡県福岡市博多区博多駅前4-16-13 グランドメゾン101',
      'TEL 092-433-2166 FAX 092-433-2167',
      '登録番号 T3275329495839',
    ].join('\n');
    expect(find(text).value).toBe('田中氷室');
    // Over the 屋号 with its 代表 on the line below, the 〒 ending the block.
    const glass = [
      'ガラス‧サッシ‧網戸‧鏡',
      '中村硝子店',
      '代表 中村 直樹',
      '〒980-0811 宮城県仙台市青葉区一番町1-5-30 協和ビル3F',
      '中\t御 請 求 書',
      '請求No. 2602-049',
      'TEL 022-128-6036 FAX 022-128-6037',
      '登録番号 T3205615083075',
    ];
    expect(find(glass.join('\n')).value).toBe('中村硝子店');
  });

  it('leaves a 屋号 written with ・ as the name where a person’s name is under it', () => {
    const text = [
      '請求書',
      '株式会社青葉商事 御中',
      'カフェ・ド・ソレイユ',
      '山田 花子',
      '〒370-0841 群馬県高崎市栄町2-14-29',
      '登録番号 T7716969303376',
    ];
    expect(find(text.join('\n')).value).toBe('カフェ・ド・ソレイユ');
  });

  it('takes an artist’s 屋号, not the line of the 雅号 and the artist’s name under it', () => {
    const text = [
      '御 請 求 書',
      '木村書道筆耕',
      '丸星建設株式会社 御中',
      '書家 桂月（木村 京子）',
      '総務部 木村 直樹 様\t〒105-0011',
      '令和7年11月30日',
      '請求番号 7-183',
      '桂',
      '月',
      '東京都港区芝公園1-19-29 協和ビル3F',
      '携帯 070-9530-0801',
      'hikkou63@example.ne.jp',
      '登録番号 T5432824619946',
    ].join('\n');
    expect(find(text).value).toBe('木村書道筆耕');
  });

  it('takes no date in kanji numerals for the name at the head of a sole proprietor’s block', () => {
    const text = [
      '御 請 求 書',
      '井上筆耕事務所',
      '株式会社丸星製作所 御中',
      '書家 瑞光（井上 直樹）',
      '総務部 田中 誠 様\t〒100-0005',
      '令和八年十月三十一日',
      '請求番号 8-233',
      '瑞',
      '光',
      '東京都千代田区丸の内1-3-29 丸の内ビル8F',
      '携帯 070-6008-4149',
      'info24@example.ne.jp',
      '登録番号 T2214225069796',
    ].join('\n');
    expect(find(text).value).toBe('井上筆耕事務所');
  });

  it('takes no 農協 named as the bank, over its account, for the issuer', () => {
    const text = [
      '授 山田畜産サービス\t人 工 授 精 料 請 求 書',
      '〒399-4511\t請求日\t令和8年6月30日',
      '長野県上伊那郡南箕輪村3710番地\t請求No. 806-14',
      '株式会社大和ファーム 御中',
      '山田畜産サービス',
      '家畜人工授精師 山田 直樹\t山',
      '〒399-4511 長野県上伊那郡南箕輪村1492番地6',
      '携帯 090-4102-5056',
      '登録番号 T5774258979687',
      '合計\t32,780',
      'お振込先',
      '上伊那農業協同組合 本店',
      '普通貯金 9615451',
      '口座名義 ﾔﾏﾀﾞﾁｸｻﾝｻｰﾋﾞｽ ﾔﾏﾀﾞ ﾅｵｷ',
    ].join('\n');
    expect(find(text).value).toBe('山田畜産サービス');
    // The 農協 that bills, its name in the letterhead: the issuer still.
    const ja = [
      '購買品 ご請求書',
      '北斗みらい農業協同組合',
      '代表理事組合長 山田 太郎',
      '登録番号 T5774258979687',
      'お振込先',
      '北斗みらい農業協同組合 本店',
      '普通貯金 9615451',
    ];
    expect(find(ja.join('\n')).value).toBe('北斗みらい農業協同組合');
  });

  it('passes over the company named by a 納品先 label, the warehouse the goods went to', () => {
    const text = [
      '〒170-0013',
      '東京都豊島区東池袋3-15-1',
      '青葉ファッション株式会社 御中',
      '請 求 書',
      '請求日\t2026年03月20日',
      '協和縫製㈱',
      '今回御請求額（税込）',
      '¥334,738-',
      'お支払期限 2026年04月10日',
      '代表取締役 渡辺 健一',
      '〒460-0008',
      '愛知県名古屋市中区栄5-17-5 協和ビル3F',
      'TEL 052-349-1993 FAX 052-349-1994',
      '登録番号 T-4699-9888-9699-4',
      '納品先\t三栄ロジスティクス株式会社 横浜物流センター\tお振込先\t瀬戸信用金庫 中央支店',
      '〒220-0012 神奈川県横浜市西区みなとみらい1-18-16\t口座\t普通預金 5797771',
    ].join('\n');
    expect(find(text).value).toBe('協和縫製(株)');
  });

  it('passes over the buyer’s name on a florist’s 立札, a word before it', () => {
    const text = [
      'Flower Shop',
      '請 求 書',
      'フラワーショップ すずらん',
      '請求日 2026年10月31日\t代表 高橋 健一',
      '〒100-0005 東京都千代田区丸の内1-14-12 ANビル5階',
      'TEL 03-9819-4790\t登録番号 T9575432703978',
      '中央物産株式会社 御中',
      '日付\tご用途\t品名\tお届け先\t数量\t単価\t配達料\t金額',
      '10/5 祝 創立記念祝\tアレンジメント（L）\tブルーオーシャン電機株式会社 様（創立30周年）\t1\t10,000\t1,000\t11,000',
      '立札：祝 中央物産株式会社 代表取締役 中村 由美',
    ].join('\n');
    expect(find(text).value).toBe('フラワーショップ すずらん');
  });

  it('cuts the owner’s seal’s row read after the 屋号, a space between', () => {
    const text = [
      'Flower Shop',
      '請 求 書',
      'フラワーショップ はなもも 清',
      '請求日 2025年9月30日\t代表 清水 恵\t水',
      '請求No. 2509-040\t〒650-0021',
      '兵庫県神戸市中央区三宮町4-4-21 丸の内ビル8F',
      '株式会社三栄運輸 御中',
      '登録番号 T5862555934587',
    ].join('\n');
    expect(find(text).value).toBe('フラワーショップ はなもも');
  });

  it('keeps the whole surname a 屋号 ends in, the seal beside it (L237: 研ぎ処 伊藤)', () => {
    const text = [
      '請 求 書',
      '株式会社協和\t様',
      'No. 0030199',
      '令和 8 年 12 月 31 日',
      '研ぎ処 伊藤\t伊藤',
      '下記の通りご請求申し上げます。\t代表 伊藤 誠',
      '〒370-0841 群馬県高崎市栄町5-19-5',
      '登録番号 T8593775262189',
    ].join('\n');
    expect(find(text).value).toBe('研ぎ処 伊藤');
  });

  it('takes no name from a cell whose legal form comes only after its 〒 (a delivery note naming the buyer)', () => {
    const text = [
      '合同会 | ズプロモーション\t請求書',
      '〒330-0063',
      '登録番号T 5241 1012 7251 6',
      '株式会社中央ロジスティクス 御中',
      'ご請求金額 (税込\t¥250,800',
      '納品 : 〒460-0008 愛知県名古屋市中区栄2-4-12 株式会社中央ロジスティクス マーケティング部 TEL 052-477-5036',
    ].join('\n');
    expect(find(text).value).toBeNull();
  });

  it('takes the 名称 row under a form’s 請求者 heading that says what the party is in parentheses', () => {
    const text = [
      'ネクスト損害保険株式会社 御中',
      '■ 事故・車両\t■ 請求者（修理工場）',
      '事故受付番号\tS6564973028\t〒530-0001',
      '所在地',
      '証券番号\tM685266636\t大阪府大阪市北区梅田3-18-13',
      'ご契約者\t名称\t吉田ボデー',
      '代表者\t吉田 誠',
      '登録番号\tT7470239471700',
    ].join('\n');
    expect(find(text)).toEqual({ value: '吉田ボデー', confidence: 0.85 });
  });

  it('takes a franchisee’s name without the 運営 or 加盟店 printed before it', () => {
    const text = (role: string) =>
      [
        'PURE MAT\tご請求書',
        'ピュアマット西新宿支店',
        `${role} アルファ商事㈱`,
        '医療法人社団新生会 御中',
        '登録番号 T3365549416078',
      ].join('\n');
    expect(find(text('運営')).value).toBe('アルファ商事(株)');
    expect(find(text('加盟店')).value).toBe('アルファ商事(株)');
  });

  it('passes over the parties to a lawyer’s case and a work’s line naming a company in parentheses', () => {
    const text = [
      '〒980-0811\t駅前法律事務所',
      '宮城県仙台市青葉区一番町1-4-18\t弁護士 吉田 花子',
      '日の出産業株式会社',
      '代表取締役 清水 誠 様',
      '〒980-0811 宮城県仙台市青葉区一番町1-19-21 KSビル 4階',
      'TEL 022-366-9994 FAX 022-366-9995',
      '適格請求書発行事業者登録番号',
      'T8374683335288',
      '事件の表示 仙台地方裁判所 令和6年(ワ)第14928号 請負代金請求事件',
      '原告 日の出産業株式会社',
      '被告 青葉建設株式会社（代表者 代表取締役 鈴木 京子）',
      '令和7年6月9日\t内容証明郵便の作成・発送（桜井興産株式会社 宛）',
    ].join('\n');
    expect(find(text).value).toBe('駅前法律事務所');
  });

  it('finds a freelancer’s block over its 〒 at the page’s foot, its 登録番号 under the 振込先', () => {
    const text = [
      'ご 請 求 書',
      '〒160-0023',
      '請求日 2026年6月30日',
      '請求書番号 2026-022',
      '東京都新宿区西新宿1-3-21',
      '北斗図書株式会社 御中',
      '学芸編集部 山田 大輔 様',
      '差引ご請求額 ¥73,546',
      '合計\t81,070',
      '源泉徴収税額（10.21%）\t△7,524',
      'ことば工房 しおり',
      '鈴',
      '代表 鈴木 直樹',
      '木',
      '〒420-0857 静岡県静岡市葵区御幸町4-12-1 協和ビル3F',
      '携帯 070-8676-4609',
      'kousei.3317@mail.example.jp',
      '差引ご請求額\t¥73,546',
      'お振込先',
      'ゆうちょ銀行',
      '記号 14430 番号 61146361',
      '口座名義 ｽｽﾞｷ ﾅｵｷ',
      '登録番号 T8379324338963',
    ].join('\n');
    expect(find(text).value).toBe('ことば工房 しおり');
  });

  it('takes neither a teacher addressed as 先生 nor the school’s block for the 写真館’s name', () => {
    // The school's window block at the top; the studio's name over its 〒, its address beside the school's 御中.
    const text = [
      'No. No.21419',
      '〒812-0011 福岡県福岡市博多区博多駅前5-11-30',
      'TEL 092-652-2527',
      '御 請 求 書\tR8.2.10',
      '千代田フォトスタジオ有限会社',
      '〒812-0011',
      '福岡市立大和中学校 卒業アルバム委員会 御中\t福岡県福岡市博多区博多駅前2-4-8',
      '事務長 井上 先生',
      '件名 令和7年度 卒業アルバム制作(卒業生 218 名)',
      'TEL 092-072-4503 FAX 092-072-4504',
      '登録番号 T3755023021489',
    ].join('\n');
    expect(find(text).value).toBe('千代田フォトスタジオ有限会社');
  });

  it('reads a 屋号 under a row of its seal’s letters, not the row', () => {
    const text = [
      'No. 8-931',
      '〒260-0013 千葉県千葉市中央区中央2-11-28',
      '写真の山',
      'TEL 043-791-8264',
      '御 請 求 書\t令和8年2月23日',
      '写真の山田',
      '代表 山田 彩\t田',
      '学校法人新生学園 新生高等学校 御中\t〒260-0013',
      '事務長 佐藤 先生',
      '件名 令和7年度 卒業アルバム制作(卒業生 107 名)',
      '千葉県千葉市中央区中央3-8-24 ANビル5階',
      'TEL 043-558-7408 FAX 043-558-7409',
      '登録番号 T4-6607-6090-7098',
    ].join('\n');
    expect(find(text).value).toBe('写真の山田');
  });

  it('leaves out a footer’s separator that OCR read as an underscore after the 運営会社’s name', () => {
    const text = [
      'ご請求番号 VO20260453326',
      '株式会社丸星商事 御中',
      'ご請求額 ¥24,760',
      '運営会社 株式会社双葉スペース _〒150-0002 東京都渋谷区渋谷5-1-9 協和ビル3F _ TEL 03-1354-3473',
    ].join('\n');
    expect(find(text).value).toBe('株式会社双葉スペース');
  });

  it('takes neither the buyer addressed with 御中 read as 件中, nor a bare No. or a 納品先 label, for the issuer', () => {
    const text = [
      '株式会社みどり食品 件中',
      '田中不動産鑑定事務所',
      '不動産鑑定士 田中 一郎',
      '〒460-0008 愛知県名古屋市中区栄3-3-19',
    ];
    expect(find(text.join('\n')).value).toBe('田中不動産鑑定事務所');
    // A sole proprietor's block read upwards from its 〒: the labels above the 屋号 are none of its lines.
    const labels = ['No.', '納品先 : 第二工場 食堂', '朝日クリーニング', '〒420-0857 静岡県静岡市葵区御幸町1-11-20'];
    expect(find(labels.join('\n')).value).toBe('朝日クリーニング');
    expect(find(['No.', '〒420-0857 静岡県静岡市葵区御幸町1-11-20'].join('\n')).value).toBeNull();
  });

  it('keeps the space of a 屋号 in kana with the owner’s surname after it (L240: きもの仕立て 小林)', () => {
    const text = [
      '有限会社大黒屋 御中',
      'お支払期限 令和7年12月31日',
      'きもの仕立て 小林\t小',
      '林',
      '一級和裁技能士 小林 由美',
      '〒650-0021 兵庫県神戸市中央区三宮町1-3-24',
      '登録番号 T6990718129891',
    ].join('\n');
    expect(find(text).value).toBe('きもの仕立て 小林');
  });

  it('reads the name 発行 labels at a line’s start, not 発行 with it (L243)', () => {
    const text = [
      'タウン誌 まちかど札幌\t請 求 書 （ 訂 正 ）',
      '発行 光陽企画有限会社\t請求日 令和7年8月13日',
      '〒060-0042 北海道札幌市中央区大通西3-8-24',
      '登録番号 T2690675301956',
      '有限会社日の出自動車 御中',
    ].join('\n');
    expect(find(text).value).toBe('光陽企画有限会社');
    // (発行 before a date is the date's label.)
    expect(find(['発行 令和7年8月13日', '光陽企画有限会社', '登録番号 T2690675301956'].join('\n')).value).toBe(
      '光陽企画有限会社',
    );
  });

  it('takes a wedding MC’s 屋号 in capitals and katakana, and the MC where a title stands alone over the name (L244)', () => {
    const office = ['株式会社双葉ブライダル 御中', '請 求 書', 'MCオフィス あおい\t山', 'ブライダル司会 山田 太郎\t田'];
    const rest = ['〒150-0002 東京都渋谷区渋谷5-11-20', 'TEL 03-7617-3203', '登録番号 T5299740664557'];
    expect(find([...office, ...rest].join('\n')).value).toBe('MCオフィス あおい');
    const person = ['株式会社双葉ブライダル 御中', '請 求 書', 'ブライダル司会', '佐藤 太郎\t佐', '藤'];
    expect(find([...person, ...rest].join('\n')).value).toBe('佐藤 太郎');
  });

  it('takes the narrator’s name over the title under it, where the block’s lines reach only the title (L281, a page image)', () => {
    const block = [
      '小林 彩',
      'ナレーター',
      '〒260-0013',
      '',
      '請求日',
      '請求書番号',
      '',
      '千葉県千葉市中央区中央5-2-1 ANビル5階',
    ];
    const rest = ['', '2026.11.30', '2611-2', '', '(ぷ', '', 'TEL 043-089-7076', 'E-mailnarration.aoi@icloud.com'];
    const head = [
      '株式会社大和ビジュアル 御中',
      '制作部 浦水様',
      '',
      '〒980-0811 宮城県仙台市青葉区一番町1-4-2',
      'TEL 022-424-7526',
      '',
    ];
    expect(find([...head, ...block, ...rest, '登録番号 T5419842599283'].join('\n')).value).toBe('小林 彩');
  });

  it('takes the name printed beside its seal, not the seal’s row the reading set in a cell after it (L249)', () => {
    const rest = [
      '〒150-0002',
      '東京都渋谷区渋谷4-8-21 第2松本ビル 302',
      'TEL 03-5838-7866 FAX 03-5838-7867',
      '登録番号 T4246254978735',
    ];
    const head = ['御 請 求 書', '令和八年二月二十日', '山田不動産株式会社 御中\tNo. G-687', '総務部 吉田 様'];
    expect(find([...head, 'ギャラリー ルーチェ\tルーチ', '代表 吉田 美咲\tェ', ...rest].join('\n')).value).toBe(
      'ギャラリー ルーチェ',
    );
    expect(find([...head, '小林画廊\t小林画', '代表 小林 恵\t廊', ...rest].join('\n')).value).toBe('小林画廊');
  });

  it('never takes a contact desk’s heading for the issuer (L245)', () => {
    // A photo's reading: the (株) after the name read as 内, the heading set in the top line's right.
    const text = [
      'ーー                                              ご予約・お問合せ ご予約センター',
      'し 請 求 書                       0120-497-271 (年中無休 8.00~20:00)',
      '〒604-8005                                                       請求日',
      '| 2025/05/31                     |',
      '京都府京都市中京区恵比須町5-17-7',
      '請求書番号| 92409151                  |',
      '大和設備工業株式会社 御中',
      '合計ご請求金額 (税込・立替金含む)   \\110,875',
      '青葉カーレンタル内                  | お振込先                |',
      '本社 〒060-0042                        | お振込みは 三井住友銀行 札幌支店の普通預金 No.8952228、口座  |',
      '北海道札幌市中央区大通西5-9-1 サンシャインハイツ201',
      '登録番号 T4108311440979',
    ].join('\n');
    expect(find(text).value).toBe('青葉カーレンタル内');
  });

  it('keeps a labelled person’s space, and takes the 屋号 a labelled owner follows (L260)', () => {
    expect(find(['請 求 書', '請求日：2025年4月30日', '発行者：小林 太郎', '■ご請求金額：25,180円'].join('\n'))).toMatchObject({
      value: '小林 太郎',
    });
    expect(find(['請 求 書', '発行者：手話通訳オフィス こもれび 加藤 誠', '■ご請求金額：14,579円'].join('\n'))).toMatchObject({
      value: '手話通訳オフィス こもれび',
    });
  });

  it('reads a 窯’s name under the ware’s tagline, its owner’s line under it no name (L258)', () => {
    const block = (seal: string[]) =>
      [
        '納 品 書 兼 御 請 求 書',
        '備考',
        '・器はすべて手仕事のため、色味・寸法に多少の個体差がございます。',
        '瀬 戸 焼 窯 元',
        ...seal,
        '窯主 山田 美咲',
        '〒489-0833',
        '愛知県瀬戸市赤津町866',
        'TEL 0561-50-9931 FAX 0561-85-6395',
        '登録番号 T2866859499604',
      ].join('\n');
    expect(find(block(['山田窯'])).value).toBe('山田窯');
    // A 屋号 of two words, set letter-spaced (the text layer's word break kept), the seal's row over it.
    expect(find(block(['陶房あお', '陶 房  あ お い'])).value).toBe('陶房 あおい');
    expect(find(block(['こもれび', 'こ も れ び 窯'])).value).toBe('こもれび窯');
  });

  it('reads a labelled 屋号 whose owner OCR wrote without the space, and a ware’s tagline OCR spaced (L258, L260)', () => {
    const labelled = (name: string) => find(['請 求 書', `発行者 : ${name}`, 'ご請求金額 14,579円'].join('\n')).value;
    expect(labelled('手話通訳オフィス こもれび 木村誠')).toBe('手話通訳オフィス こもれび');
    expect(labelled('手話通訳オフィス _ こもれび 加藤 誠')).toBe('手話通訳オフィス こもれび');
    // A 屋号 ending in its trade's word is the 屋号 whole, not a person after a 屋号.
    expect(labelled('カフェ 山田屋')).toBe('カフェ山田屋');
    const block = [
      '納品書兼御請求書',
      '信楽焼 窯元',
      '渡辺窯',
      '〒529-1851',
      '滋賀県甲賀市信楽町長野2丁目16-11',
      'TEL 0748-82-1234',
    ];
    expect(find(block.join('\n')).value).toBe('渡辺窯');
  });

  it('reads a 塾 under its own name, the owner’s 塾長 line under it at the foot no name (L268, a page image)', () => {
    const text = [
      '小林塾                                   発行日    2026年10月20日',
      '、     =                          請求番号 J799',
      '授業料等 ご請求書               Pt答',
      '生徒名・松本 翔太 さん (中学3年)',
      'いつも当勢をご利用いただきありがとうございます。11月分の授業料等を下記のとおりご案内いたします。',
      '合計 (税込)                    19,030円',
      '※当塾は適格請求書発行事業者ではございません (免税事業者) 。',
      '小林塾',
      '塾長 小林識',
      '〒604-8005 京都府京都市中京区恵比須町5-4-8 協和ビル3F',
      'TEL 075-238-9689 受付時間 14:0021:30 (日曜・祝日休)',
    ].join('\n');
    expect(find(text).value).toBe('小林塾');
  });

  it('reads a 屋号 heading the page over its 〒, not a bilingual invoice’s English heading over its notes (L270)', () => {
    const text = [
      '模型工房 ひなた',
      '〒530-0001 大阪府大阪市北区梅田4-3-27 第3ビル 4F\tI N V O I C E',
      'TEL 080-2613-7161\t請 求 書',
      '〒541-0041 大阪府大阪市中央区北浜3-18-9',
      '湊アーキテクツ一級建築士事務所 御中',
      'Invoice No. / 請求番号\t20260450\tIssue date / 発行日\t2026-04-30',
      'Balance due / ご請求額\t¥522,800',
      'Notes',
      '・着手金は2026-03-10にご入金いただきました。ありがとうございました。',
      '・振込手数料はご負担くださいますようお願いいたします。',
      '模型工房 ひなた ｜ 適格請求書発行事業者登録番号 T2683331646749\tinfo@studio-lab.jp',
    ].join('\n');
    expect(find(text).value).toBe('模型工房 ひなた');
  });

  it('stops a footer’s block at a bilingual table’s total and passes over its English labels (L270, a phone photo)', () => {
    const text = [
      '模型工房 ひなた                        INVOICE',
      '〒530-0001 大阪府大阪市北区梅田4-3-27 第3ビル 4F',
      'TEL 080-2613-7161                      請 求 書',
      '〒541-0041 大阪府大阪市中央区北浜3-18-9',
      '湊アーキテクツ一級建築士事務所 御中',
      '梱包・搬入 (チャーター便)               1 式       18.000       18.000',
      'Subtotal/小計                           ¥678.000',
      'Total /合計                             ¥745,800',
      'Deposit',
      '着手金 (2026-03-10 受領済)',
      '¥223.000',
      'Notes',
      '・着手金は2026-03-10にご入金いただきました。ありがとうございました',
      '醒型工房 ひなた   適格請求書発行事業者登録番号 T2683331646749',
    ].join('\n');
    expect(find(text).value).toBe('模型工房 ひなた');
  });

  it('takes the letterhead’s reading of a name OCR misread in the footer by the 登録番号 (L270, a phone photo)', () => {
    const text = [
      '合同会社協和模型製作所\tIN VO | C FE',
      '〒220-0012 神奈川県横浜市西区みなとみらい3.5-.4 アトリエ栖1F',
      'TEL 045-216-3578\t請求書',
      '〒060-0042 北海道札幌市中央区大通西2.19.20',
      'ブルーオーシャンアーキテクツ一級建築士事務所 御中',
      'Balance due / ご請求額\t¥479,200',
      '合同会社協和機憧製作所\t通格講王書鍵',
      '業者登録番号 T9517332741626',
    ].join('\n');
    expect(find(text).value).toBe('合同会社協和模型製作所');
    // The same name in both: the footer's, by the 登録番号, as before.
    expect(find(text.replace('協和機憧', '協和模型')).value).toBe('合同会社協和模型製作所');
  });

  it('reads the footer’s name beside the registration label’s head OCR garbled (L270, a phone photo)', () => {
    const text = [
      'ッッンー\tINVOICE',
      '〒150-0002 東京都渋谷区渋谷4-19-12 第3ビル 4F',
      'TEL 03-8548-5690\t請求 4',
      '〒170-0013 東京都豊島区東池袋3-20-21',
      '株式会社富士見建築設計事務所御中\tProject (仮称) 北斗クリニック新築計画',
      'Subtotal /小計\t¥908.000',
      'Total /合計\t¥998,800',
      'Deposit / 着手金 (2025-08-23 受領済)\ty299.000',
      'Balance due / ご請求額\t¥699,800',
      '* 振込手数料はご負担くださいますようお願いいたします',
      '加藤模型製作室\t通格!',
      '発行事業者登録番号 T5609647324181\tinfo@mokei-atelierjp',
    ].join('\n');
    expect(find(text).value).toBe('加藤模型製作室');
  });

  it('reads the 屋号 set over the title, without the confectioner’s 御菓子司 (L298)', () => {
    const text = [
      '御菓子司 森屋',
      '御 請 求 書',
      '〒530-0001',
      '森\t大阪府大阪市北区梅田1-18-25 ANビル5階',
      '請求日 令和8年8月31日\tTEL 06-3666-8485 FAX 06-5153-6865',
      'No. 7585\t屋\t登録番号 T3921025223081',
      '店主 森 太郎',
      '有限会社富士見荘 御中\t森',
      'フロント 佐藤 様',
    ].join('\n');
    expect(find(text).value).toBe('森屋');
    // Under the title, the house title is still not the name.
    const under = [
      '御 請 求 書\t千',
      '請求日 令和8年10月31日',
      '御菓子司 千歳堂',
      '〒060-0042',
      '北海道札幌市中央区大通西2-11-9',
    ];
    expect(find([...under, 'TEL 011-456-9513', 'No. 2610761\t登録番号 T9639132101908', '店主 井上 美咲'].join('\n')).value).toBe(
      '千歳堂',
    );
  });

  it('never takes the company an M&A fee names as 対象会社 for the issuer (L295)', () => {
    const text = [
      '株式会社大和グループ',
      '代表取締役 山田恵 様',
      '御請求書',
      '対象会社\t株式会社三栄メディカル (本店所在地 〒980-0811 宮城県仙台市青葉区一番町2-19-24)',
      '株式譲渡価額\t250,000,000円',
      'ご請求金額 (税込)\t\\12,100,000',
      '口座名義 カ)ホクトアドバイザリー',
      '〒812-0011',
      '福岡県福岡市博多区博多駅前1-14-7 グランドメゾン101',
      '北斗アドバイザリー',
      '代表取締役 佐藤 誠',
      'TEL 092-674-8189',
      '登録番号 T2465558567381',
    ].join('\n');
    expect(find(text).value).toBe('北斗アドバイザリー');
    // The sparse reading sets the role alone on the line above the name.
    expect(find(text.replace('対象会社\t', '対象会社\n\n')).value).toBe('北斗アドバイザリー');
  });

  it('never takes a role’s word read alone for the name OCR lost after it (L297, a scan)', () => {
    const text = [
      '富士見興産株式会社 御中 .',
      '総務部 中村様',
      '\t運営',
      '〒105-0011    東京都港区芝公園3 12.24 協和ビル3F',
      'TEL 03-6031-9784 FAX 03-8612-3145',
      '登録番号 T5865633916452',
      '御請求書',
    ].join('\n');
    expect(find(text).value).toBeNull();
    // Nor a closing day's value, its 末 misread (L294, a scan).
    expect(find(text.replace('\t運営', '\t毎月未日締め')).value).toBeNull();
  });

  it('never takes an address’s head alone for the name, nor the plate’s letter before the house title (L298, a scan)', () => {
    const text = [
      '御請求書',
      '請求日・R7.4.30',
      'No. 7-0431',
      '株式会社ホテルアルファ 御中',
      '購買ご担当 中村様',
      '東京都潤',
      '水          TEL 03-',
      '清  御菓子司 清水屋',
      '〒150-0002',
      '区渋谷3-18-13 第2松本ビル',
      '登録番号 T5865633916452',
    ].join('\n');
    expect(find(text).value).toBe('清水屋');
  });

  it('never crosses a grid’s row of labels and values up from a sidebar’s 登録番号 read under it (L301)', () => {
    // A licensed guide's sidebar at the left, its 適格請求書発行事業者 and 登録番号 read among the
    // tour's grid in the main column.
    const text = [
      '請求日\t2026年9月30日',
      '森通訳ガイド事務所',
      '全国通訳案内士(英語)',
      '森 大輔',
      '登録 愛知県 第02265号',
      '〒460-0008',
      '愛知県名古屋市中区栄2-12-27',
      'TEL 070-4978-0333',
      '請 求 書  I N V O I C E\t請求書No. G2609-70',
      'ブルーオーシャンツーリスト株式会社 御中',
      'ご請求金額 ¥165,090\tお支払期限 2026年10月31日',
      'ツアー名\tHokkaido Winter Wonderland\tツアーコード\tJP26-0917B',
      '適格請求書発行事業者',
      'ゲスト代表\tMrs. Laura Miller 他 2名\t国籍\tフランス',
      '登録番号 T3101485294331',
    ].join('\n');
    expect(find(text).value).toBe('森通訳ガイド事務所');
  });

  it('passes over a licensed guide’s title with its language, printed over the guide’s name (L301)', () => {
    const text = [
      '全国通訳案内士（中国語）\t請求日\t2026/07/20',
      '渡辺 恵\t請 求 書  I N V O I C E\t請求書No. TG6390',
      '登録 千葉県 第08768号',
      '株式会社ブルーオーシャンインバウンド 御中',
      '〒260-0013\t手配部 井上 様',
      '千葉県千葉市中央区中央2-3-4',
      'TEL 080-5239-5130\tご請求金額 ¥102,850',
    ].join('\n');
    expect(find(text).value).toBe('渡辺 恵');
  });

  it('takes the name out of a tagline’s sentence, its particles glued to it (L303, a page image)', () => {
    const text = [
      '請求書 / INVOICE',
      '株式会社アルファテック 御中',
      'ご請求金額 (税込) ¥1,819,400',
      '口座名義 _フジミセールスパートナーズ (ド',
      '富士見セールスパー ト ナーズ合    会社                 Pipeline+ は富士見セールスパートナーズ合同会社の',
      '02       区西新宿1-15-23 協和ビル3F                  インサイドセールス代行サービスです。',
      'TEL 03-6846-1734 登録番号 T1309075517457                https://www.pipelinejp',
    ].join('\n');
    expect(find(text).value).toBe('富士見セールスパートナーズ合同会社');
    expect(find(text.replace('Pipeline+', 'ReachCall')).value).toBe('富士見セールスパートナーズ合同会社');
  });
});
