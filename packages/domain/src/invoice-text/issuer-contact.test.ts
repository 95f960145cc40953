import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { findIssuerContact } from './issuer-contact.ts';
import { findIssuerName } from './issuer.ts';
import { prepareInvoiceText } from './text.ts';

const find = (text: string, issuer: string | null) => {
  const fields = findIssuerContact(prepareInvoiceText(text), issuer);
  return [fields.issuer_postal_code.value, fields.issuer_address.value, fields.issuer_phone.value];
};

describe('findIssuerContact', () => {
  it('reads the 〒 line and the TEL beside the issuer', () => {
    const text = [
      '請求書',
      '株式会社テスト商事 御中\t請求書番号 INV-1',
      '株式会社サンプル工業',
      '〒100-0001 東京都千代田区千代田1-1',
      'ご請求金額 ¥10,000\tTEL 03-1234-5678',
      '登録番号 T7123456789012',
    ].join('\n');
    expect(find(text, '株式会社サンプル工業')).toEqual(['1000001', '東京都千代田区千代田1-1', '03-1234-5678']);
    const fields = findIssuerContact(prepareInvoiceText(text), '株式会社サンプル工業');
    expect(fields.issuer_postal_code.confidence).toBe(0.95);
    expect(fields.issuer_address.confidence).toBe(0.9);
  });

  it('reads a TEL whose label carries a (代表), over a 直通 number at the letter’s foot (L282)', () => {
    const text = [
      '地方独立行政法人 千葉県工業技術センター',
      '理事長 佐藤 太郎',
      '〒263-0016 千葉県千葉市稲毛区天台817番地',
      'TEL（代表）043-824-1854 FAX 043-962-4636',
      '登録番号 T8875986060201',
      ...Array.from({ length: 20 }, (_, i) => `行 ${i}`),
      '（問合せ先）機械電子部 計測技術科 担当 小林',
      '直通 TEL 043-951-5129 E-mail shiken@sangi.or.jp',
    ].join('\n');
    expect(find(text, '地方独立行政法人千葉県工業技術センター')[2]).toBe('043-824-1854');
  });

  it('reads the TEL of the issuer’s お客様センター: its 様 is no addressee’s', () => {
    const text = [
      '¥107,250\tR8.6.27\t(株)青葉防犯サービス',
      '〒260-0013 千葉県千葉市中央区中央4-2-8',
      '項目\t数量\t単価\t金額\tお客様センター TEL 043-372-4536(24時間受付)',
      '機械警備料(月額)\t3ヶ月\t30,500\t91,500',
      '登録番号 T3724138204644',
    ].join('\n');
    expect(find(text, '(株)青葉防犯サービス')).toEqual(['2600013', '千葉県千葉市中央区中央4-2-8', '043-372-4536']);
  });

  it('reads the issuer’s 〒 beside a window envelope’s, under a header row with お客様ID', () => {
    const text = [
      'ご利用料金 請求書',
      '請求日 2025年10月03日',
      '請求書番号\tMT2510409',
      '合同会社桜井コミュニケーションズ\tお客様ID\tC100007',
      '〒541-0041\t〒220-0012',
      '大阪府大阪市中央区北浜1-5-9\t神奈川県横浜市西区みなとみらい3-4-11',
      '丸の内ビル8F',
      '株式会社湊ホーム 御中',
      'TEL 045-025-4835',
      'ご担当 伊藤 誠 様\toffice@example.jp',
      '登録番号 T-2269-3935-6557-0',
    ].join('\n');
    expect(find(text, '合同会社桜井コミュニケーションズ')).toEqual([
      '2200012',
      '神奈川県横浜市西区みなとみらい3-4-11 丸の内ビル8F',
      '045-025-4835',
    ]);
  });

  it('keeps a 〒 beside the title over a one-cell address the issuer’s, the buyer named under it', () => {
    const text = [
      '株式会社協和印刷',
      '請求書\t〒330-0063',
      '埼玉県さいたま市浦和区高砂1-13-19 丸の内ビル8F',
      '中央運輸株式会社御中',
      '「請求番号」\tINV-2025-7406',
      '電話 048-810-8963',
      '登録番号 T 9633 3478 0111 3',
    ].join('\n');
    expect(find(text, '株式会社協和印刷')[1]).toBe('埼玉県さいたま市浦和区高砂1-13-19 丸の内ビル8F');
  });

  it('reads the address under the issuer’s name when the buyer’s 御中 is set beside its last line', () => {
    const text = [
      '2026/07/18 17:39 FROM：ﾋﾉﾃﾞﾌｰﾄﾞｻｰﾋﾞｽ FAX 03-2038-9787\tTO：027-388-6902\tP.001/001',
      '請求日\t2026年7月15日',
      '日の出フードサービス(株)\t御 請 求 書\t請求書No. K-4088',
      '〒105-0011',
      '東京都港区芝公園5-7-18',
      'ANビル5階\t湊システムズ株式会社 御中',
      'TEL 03-2038-9786\t秘書室 加藤 彩 様',
      'FAX 03-2038-9787',
      '登録番号',
      'T3189438085979',
    ].join('\n');
    expect(find(text, '日の出フードサービス(株)')).toEqual(['1050011', '東京都港区芝公園5-7-18 ANビル5階', '03-2038-9786']);
  });

  it('passes over the site of the works between the buyer’s address and name, and a word between the issuer’s 〒 and address', () => {
    const text = [
      '株式会社青葉工芸社',
      '屋外広告業登録 群馬県知事 第1-8549号\t御 請 求 書',
      '〒370-0841',
      'I N V O I C E',
      '群馬県高崎市栄町1-11-14',
      'TEL 027-132-3935 FAX 027-132-3936\t請求日\t2026.10.31',
      '登録番号 T1760192840091',
      '〒160-0023\t工事件名\t東和不動産 新店舗 看板新設工事',
      '東京都新宿区西新宿5-19-15',
      '施工場所\t東京都新宿区西新宿5-19-15',
      '東和不動産 代表 木村 健一 様\t施工完了日\t2026.10.21',
    ].join('\n');
    expect(find(text, '株式会社青葉工芸社')).toEqual(['3700841', '群馬県高崎市栄町1-11-14', '027-132-3935']);
    // OCR left a character of the buyer's 〒 under the issuer's 登録番号, and none of the issuer's 〒.
    const ocr = [
      '和合ネクスト看板 | 所,',
      '御請求書',
      '屋外広告業登録“千葉県知事 第5-2241号\t世ヨ',
      '0\tINVOICE',
      '千葉県千葉市中央区中央4-5-6\tー',
      'TEL 043-256-3031 FAX 043-256-3032\t請求日 2026.02.28',
      'https://www.ad-factory.jp\t請求No. K-2658',
      '登録番号T 5416 0146 5076 4',
      'と\t工事件名\t双葉整骨院 新店舗 看板改修工事',
      '兵庫県神戸市中央区三宮町2-3-10\t放',
      '施工場所\t兵庫県神戸市中央区三宮町2-3-10',
      '双葉整骨院 院長 吉田京子 様\t施工完了日\t2026.02.18',
    ].join('\n');
    expect(find(ocr, null)[1]).toBe('千葉県千葉市中央区中央4-5-6');
  });

  it('never takes the land a survey was of, under its label, for the issuer’s address', () => {
    const text = [
      '請 求 書\t2025年04月30日',
      '株式会社鈴木ホーム 御中\t富士見測量株式会社',
      'ご請求金額 ¥544,500 (税込)',
      '業務名\t前原西地内 境界確定測量業務',
      '代表取締役 中村 恵',
      '〒980-0811',
      '宮城県仙台市青葉区一番町2-8-10',
      'TEL 022-783-1577 FAX 022-783-1578',
      '業務場所\t千葉県船橋市前原西1655番25',
    ].join('\n');
    expect(find(text, '富士見測量株式会社')).toEqual(['9800811', '宮城県仙台市青葉区一番町2-8-10', '022-783-1577']);
  });

  it('finds the block at the foot by its registration number, past a fleet table’s 登録番号 column and a spaced-out INVOICE', () => {
    const text = [
      'リ ー ス 料 ご 請 求 書',
      '株式会社新生オートリース',
      'I N V O I C E',
      '〒420-0857\t発行日\t2025-05-04',
      '静岡県静岡市葵区御幸町4-12-18\t請求書番号 R7-636',
      '中央製作所株式会社 御中\tお客様番号 59745738',
      '総務部 車両管理ご担当者 様',
      'お支払金額',
      '¥140,690',
      'No. 契約番号\t登録番号\t車名\t契約期間\t回数 リース料 メンテナンス料\t合計',
      ...['1 L-2228981\t多摩 400 ふ 90-48\t日産 NV200バネット\t2023/11〜2026/10\t20/36\t41,500\t4,600\t- 46,100'],
      'お振込先\tリース料計\t115,400',
      'みずほ銀行\t札幌支店\t普通\t0419820\tメンテナンス料計\t12,500',
      '口座名義\tｶ)ｼﾝｾｲｵｰﾄﾘｰｽ\t課税対象額\t127,900',
      '消費税（10%）\t12,790',
      '※口座振替をご利用のお客様は、お支払期日に指定口座より引き落としいたします。',
      '※振込手数料はお客様のご負担にてお願いいたします。',
      'お支払金額\t¥140,690',
      '株式会社新生オートリース リース営業部\tーー新',
      '〒100-0005 東京都千代田区丸の内1-8-1 協和ビル3F TEL 03-0197-1910 FAX 03-0197-1911\t之ト生',
      '登録番号 T6827714849694\t印リオ',
    ].join('\n');
    expect(find(text, '株式会社新生オートリース')).toEqual(['1000005', '東京都千代田区丸の内1-8-1 協和ビル3F', '03-0197-1910']);
  });

  it('reads the address after the 〒 of a one-line footer that ends with the 登録番号', () => {
    const text =
      '(株)青葉ビバレッジ\t請 求 書\n株式会社東和印刷 御中\n(株)青葉ビバレッジ 〒370-0841 群馬県高崎市栄町1-18-25 TEL 027-795-9922 FAX 027-795-9923 登録番号 T1413464798988';
    expect(find(text, '(株)青葉ビバレッジ')).toEqual(['3700841', '群馬県高崎市栄町1-18-25', '027-795-9922']);
  });

  it('reads the issuer’s block interleaved under a Bill To heading, and takes a seal’s row off the address', () => {
    const text = [
      'ブルーオーシャン通訳株式会社',
      'I N V O I C E\tBlue Ocean Interpreting Co., Ltd.',
      'Bill To / 請求先',
      '〒260-0013 千葉県千葉市中央区中央3-10-8',
      'TEL 043-674-9632',
      '登録番号 / Registration No. T3300280878377',
      'ブルーオーシャン建設株式会社 御中',
      '加藤 翔太 様',
      '2026年1月分の通訳業務につきまして、下記のとおりご請求申し上げます。',
    ].join('\n');
    expect(find(text, 'ブルーオーシャン通訳株式会社')).toEqual(['2600013', '千葉県千葉市中央区中央3-10-8', '043-674-9632']);
    const sealed =
      '運営会社\n有限会社アルファリゾート\n〒399-4511 長野県上伊那郡南箕輪村1671番地7印ゾフ TEL 0265-70-5338\n登録番号 T4647542294092';
    expect(find(sealed, '有限会社アルファリゾート')[1]).toBe('長野県上伊那郡南箕輪村1671番地7');
    // A 之 or 印 left inside: which letters are the seal's is a guess, shown to be checked.
    const inside = '(有)光陽開発\n〒311-3116 茨城県東茨城郡茨城町印長岡638番地5 TEL 029-519-8415\n登録番号 T2720106394443';
    expect(findIssuerContact(prepareInvoiceText(inside), '(有)光陽開発').issuer_address.confidence).toBeLessThan(0.9);
  });

  it('takes no licence’s number for the address (埼玉県1ね第606号)', () => {
    const text = [
      '湊環境衛生有限会社',
      '〒330-0063',
      '埼玉県さいたま市浦和区高砂4-11-13',
      'TEL 048-505-0700',
      'FAX 048-505-0701',
      '登録番号 T6532-4152-9455-2',
      '建築物ねずみこん虫等防除業',
      '埼玉県1ね第606号',
    ].join('\n');
    // (The name unread: the registration number is the only anchor, the licence nearer to it.)
    expect(find(text, null)[1]).toBe('埼玉県さいたま市浦和区高砂4-11-13');
  });

  it('reads an address after its label, 住所：, with the 〒 between them', () => {
    const text = ['請求書', '山田デザイン', '住所：〒541-0041 大阪府大阪市中央区北浜3-8-1', '電話：070-2601-7914'].join('\n');
    expect(find(text, '山田デザイン')).toEqual(['5410041', '大阪府大阪市中央区北浜3-8-1', '070-2601-7914']);
    expect(find('株式会社サンプル\n所在地 東京都千代田区千代田1-1', '株式会社サンプル')[1]).toBe('東京都千代田区千代田1-1');
    // OCR's speck after the address is no part of it.
    expect(find('株式会社サンプル\n〒321-4305 栃木県真岡市荒町2555-5 、', '株式会社サンプル')[1]).toBe('栃木県真岡市荒町2555-5');
    // OCR reads the colon as a dot: '住所 ・〒730-0011 広島県…'.
    expect(find('山田デザイン\n住所 ・〒730-0011 広島県広島市中区基町1-18-9', '山田デザイン')[1]).toBe(
      '広島県広島市中区基町1-18-9',
    );
  });

  it('reads a 〒 whose hyphen OCR read as a dot', () => {
    const text = ['吉田 太郎', '〒460.0008', '愛知県名古屋市中区栄2-1-13', 'TEL. 052-489-3181', '登録番号 T4523538811688'].join(
      '\n',
    );
    expect(find(text, '吉田 太郎')).toEqual(['4600008', '愛知県名古屋市中区栄2-1-13', '052-489-3181']);
  });

  it('reads a 〒 OCR took for ャ or ヤ, and a TEL whose hyphen it read as a period (L224 photo)', () => {
    const text = [
      '吉田経営研究所',
      'ヤ170.0013 東京都豊島区東池袋3-3-10 第2松本ビル 302',
      'TEL03.3143-4847',
      '登録番号 T5321422771393',
    ].join('\n');
    expect(find(text, '吉田経営研究所')).toEqual(['1700013', '東京都豊島区東池袋3-3-10 第2松本ビル 302', '03-3143-4847']);
    // (A katakana word's small ャ before digits is no 〒: 'キャ 100-2000' stays as it is.)
    expect(prepareInvoiceText('キャ 100-2000').lines[0]).toBe('キャ 100-2000');
  });

  it('takes a number behind a ☎ icon OCR misread, less surely, but never a FAX', () => {
    const text = [
      '株式会社協和建設',
      '〒730-0011',
      '広島県広島市中区基町1-13-24 協和ビル3F',
      '全 082-444-9435',
      '登録番号T 5981 2913 8736 2',
    ].join('\n');
    expect(find(text, '株式会社協和建設')[2]).toBe('082-444-9435');
    const fields = findIssuerContact(prepareInvoiceText(text), '株式会社協和建設');
    expect(fields.issuer_phone.confidence).toBe(0.6);
    expect(find(text.replace('全 082', '人補 082'), '株式会社協和建設')[2]).toBe('082-444-9435');
    expect(find(text.replace('全 082', 'F 082'), '株式会社協和建設')[2]).toBeNull();
    expect(find(text.replace('全 082', 'FAX 082'), '株式会社協和建設')[2]).toBeNull();
  });

  it('folds full-width text and takes the address from the line below a lone 〒', () => {
    const text =
      '株式会社ミナトロジスティクス\n〒２３１－０００２\n神奈川県横浜市中区海岸通３－９\n電話：０４５－２２２－３３４４';
    expect(find(text, '株式会社ミナトロジスティクス')).toEqual(['2310002', '神奈川県横浜市中区海岸通3-9', '045-222-3344']);
  });

  it('takes the issuer’s address, not the addressee’s printed above it', () => {
    const text = [
      '〒150-0001 東京都渋谷区神宮前1-1-1',
      '株式会社テスト商事 御中',
      '',
      '',
      '',
      '',
      '',
      '',
      '合同会社ミドリソフト',
      '〒530-0001 大阪府大阪市北区梅田2-4-9 TEL 06-4567-8901 FAX 06-4567-8902',
    ].join('\n');
    expect(find(text, '合同会社ミドリソフト')).toEqual(['5300001', '大阪府大阪市北区梅田2-4-9', '06-4567-8901']);
  });

  it('never takes a FAX or an account number for the phone', () => {
    const text = '株式会社サンプル\n東京都港区芝公園4-2-8\nFAX 03-9999-0000\n普通 1234567';
    expect(find(text, '株式会社サンプル')).toEqual([null, '東京都港区芝公園4-2-8', null]);
  });

  it('finds nothing without an issuer to anchor on', () => {
    expect(find('〒100-0001 東京都千代田区千代田1-1\nTEL 03-1234-5678', null)).toEqual([null, null, null]);
  });

  it('anchors on the registration number when the name is not found', () => {
    const text = '〒460-0008\n愛知県名古屋市中区栄3-1-1\nTEL 052-765-4321\n登録番号 T1345678901234';
    expect(find(text, null)).toEqual(['4600008', '愛知県名古屋市中区栄3-1-1', '052-765-4321']);
  });

  // The buyer's block beside the issuer's prints its own 〒 and TEL on the same lines.
  it('takes the 〒 and TEL in the issuer’s column, not the buyer’s beside it', () => {
    const text = [
      '【支払元】\t【お支払先】',
      '株式会社新生印刷 御中\t(株)協和印刷',
      '〒812-0011 福岡県福岡市博多区博多駅前3-19-21\t〒420-0857',
      'TEL 092-021-8327\t静岡県静岡市葵区御幸町5-8-25',
      'ご担当 鈴木京子様\tTEL 054-888-8533',
      '登録番号 T1885569789155',
    ].join('\n');
    expect(find(text, '(株)協和印刷')).toEqual(['4200857', '静岡県静岡市葵区御幸町5-8-25', '054-888-8533']);
  });

  it('reads the TEL printed beside the addressee, in the other column', () => {
    const text = [
      '合同会社アルファ食品',
      '〒730-0011',
      '広島県広島市中区基町1-1-9',
      '株式会社青葉電機 御中\tTEL 082-292-4661',
      '登録番号 T3286522893102',
    ].join('\n');
    expect(find(text, '合同会社アルファ食品')).toEqual(['7300011', '広島県広島市中区基町1-1-9', '082-292-4661']);
  });

  it("reads a sole proprietor's mobile number labelled 携帯", () => {
    expect(
      find('アトリエハル\n井上 太郎\n〒812-0011\t福岡県福岡市博多区博多駅前4-14-3\n携帯 070-2240-5661', 'アトリエハル')[2],
    ).toBe('070-2240-5661');
  });

  it("reads OCR's period between block numbers as the hyphen printed", () => {
    expect(find('オフィスルーチェ\n〒460-0008 愛知県名古屋市中区栄1.5-25 協和ビル3F', 'オフィスルーチェ')[1]).toBe(
      '愛知県名古屋市中区栄1-5-25 協和ビル3F',
    );
  });

  // Confidence that means something: when OCR lost the columns, the buyer's 〒 may sit as near.
  it('says it is unsure when another 〒 is about as near the issuer’s block', () => {
    const text = [
      '〒370-0841',
      '群馬県高崎市栄町4-11-22',
      '株式会社アルファ設計',
      '電話 027-657-1875',
      '大和印刷株式会社',
      '〒460-0008 愛知県名古屋市中区栄1-16-10',
      '登録番号 T1609095543428',
    ].join('\n');
    const fields = findIssuerContact(prepareInvoiceText(text), '株式会社アルファ設計');
    expect(fields.issuer_postal_code.confidence).toBeLessThan(0.9);
  });

  it('sets aside the 〒 in a table of the buyer’s 設置先, a sidebar’s lines sharing its rows (L253)', () => {
    const text = [
      '合同会社中央セキュリティ',
      '株式会社北斗ベーカリー 御中',
      '〒170-0013\t店舗運営部 松本 様',
      '東京都豊島区東池袋2-12-18\t2026年12月分のご利用料金を下記のとおりご請求いたします。',
      'ANビル5階',
      'ご請求額(税込)\t¥125,400',
      '適格請求書発行事業者 登録番号',
      'T2593273878228\t(ご参考)前月ご請求額 ¥116,660',
      '設置先\t所在地\t電話番号\t台数 録画プラン',
      '24時間 監視センター\t北浜店\t〒541-0041 大阪府大阪市中央区北浜5-1-8\t06-2880-1101\t5台',
      '0120-063-408\t恵比須町店\t〒604-8005 京都府京都市中京区恵比須町4-19-20\t075-819-4395\t11台',
      '050-5745-4902',
    ].join('\n');
    expect(find(text, '合同会社中央セキュリティ').slice(0, 2)).toEqual(['1700013', '東京都豊島区東池袋2-12-18 ANビル5階']);
  });

  it('takes the 〒 with a TEL under it over a window envelope’s printed between the name and it (L254)', () => {
    const text = readFileSync(new URL('./fixtures/welfare-taxi-head.pdf.txt', import.meta.url), 'utf8');
    expect(find(text, '福祉タクシー つばさ')).toEqual([
      '1000005',
      '東京都千代田区丸の内3-19-28 グランドメゾン101',
      '03-8171-9900',
    ]);
  });
});

describe('findIssuerContact, beyond the 〒', () => {
  it('reads a postal code printed without its 〒 before a prefecture', () => {
    const text = ['発行元', '湊運輸(株)', '604-8005 京都府京都市中京区恵比須町1-11-4 ANビル5階', 'Tel. 075-761-7798'];
    expect(find(text.join('\n'), '湊運輸(株)')).toEqual([
      '6048005',
      '京都府京都市中京区恵比須町1-11-4 ANビル5階',
      '075-761-7798',
    ]);
  });
  it('never takes the address of the works or of a delivery for the issuer’s', () => {
    const text = [
      '吉田工務店',
      '工事場所 東京都豊島区東池袋2-1-28\t〒330-0063',
      '納品先 東京都港区芝公園1-1-1\t埼玉県さいたま市浦和区高砂4-3-14',
    ];
    expect(find(text.join('\n'), '吉田工務店').slice(0, 2)).toEqual(['3300063', '埼玉県さいたま市浦和区高砂4-3-14']);
  });

  it('takes the page’s only TEL a little further from the issuer’s block, less surely', () => {
    const text = [
      '株式会社サンプル工業',
      '〒530-0001',
      'ご請求金額 ¥143,000',
      '大阪府大阪市北区梅田4-2-26',
      '品名\t数量',
      '作業費\t1',
      'お支払期限\t2026年5月10日\tTEL: 06-6039-9618',
    ].join('\n');
    const fields = findIssuerContact(prepareInvoiceText(text), '株式会社サンプル工業');
    expect(fields.issuer_phone).toEqual({ value: '06-6039-9618', confidence: 0.85 });
    // The same number printed twice that far is still the only one; two numbers: neither is taken.
    expect(
      findIssuerContact(prepareInvoiceText(`${text}\n備考\nTEL: 06-6039-9618`), '株式会社サンプル工業').issuer_phone.value,
    ).toBe('06-6039-9618');
    const two = `${text}\n別紙\nTEL 03-1111-2222`;
    expect(findIssuerContact(prepareInvoiceText(two), '株式会社サンプル工業').issuer_phone.value).toBeNull();
  });

  it('takes the TEL of the person in charge at a letter’s foot, however far from the issuer, when it is the only one', () => {
    const text = [
      '双葉大財経第1294号',
      '株式会社大和製作所\t〒460-0008 愛知県名古屋市中区栄1-17',
      '代表取締役 山田 翔太 殿\t国立大学法人双葉大学',
      '学長 山田 花子',
      '下記のとおり請求します。',
      ...Array.from({ length: 12 }, (_, k) => `内訳${k + 1}\t${(k + 1) * 1000}円`),
      '以上',
      '担当：財務部 経理課 収入係 TEL 052-641-0184 FAX 052-641-0185',
    ].join('\n');
    const fields = findIssuerContact(prepareInvoiceText(text), '国立大学法人双葉大学');
    expect(fields.issuer_phone).toEqual({ value: '052-641-0184', confidence: 0.85 });
    // Without the 担当 the number that far may be anyone's.
    const unsigned = text.replace('担当：財務部 経理課 収入係 ', '');
    expect(findIssuerContact(prepareInvoiceText(unsigned), '国立大学法人双葉大学').issuer_phone.value).toBeNull();
  });

  it('takes the 本社’s 〒, address and TEL over another office’s printed nearer the registration number', () => {
    const text = [
      '納品書兼請求書',
      '株式会社山田物産 御中',
      '(株)北斗セーフティ',
      '代表取締役 高橋 由美',
      '本社\t〒105-0011 東京都港区芝公園5-15-20 協和ビル3F',
      'TEL 03-6755-3632 FAX 03-6755-3633',
      '配送センター 〒369-1203 埼玉県大里郡寄居町寄居3800-8',
      'TEL 048-539-8237',
      '登録番号 T2119681503570',
    ];
    expect(find(text.join('\n'), '(株)北斗セーフティ')).toEqual([
      '1050011',
      '東京都港区芝公園5-15-20 協和ビル3F',
      '03-6755-3632',
    ]);
    // OCR set the labels apart from their blocks and lost the 本社's: what is left may be the
    // other office's, and is not given as sure.
    const apart = ['納品書兼請求書', '株式会社山田物産 御中', '(株)北斗セーフティ', '本社', '配送センター'];
    apart.push('〒369-1203', 'TEL 048-539-8237', '登録番号 T2119681503570');
    const fields = findIssuerContact(prepareInvoiceText(apart.join('\n')), '(株)北斗セーフティ');
    expect(fields.issuer_phone).toEqual({ value: '048-539-8237', confidence: 0.85 });
    expect(fields.issuer_postal_code.confidence).toBe(0.85);
  });

  it('takes no window envelope’s 〒 and address above the title for the issuer’s printed below it', () => {
    const text = [
      '請求日 令和8年12月20日',
      '〒980-0811',
      '宮城県仙台市青葉区一番町4-7-18',
      '御 請 求 書',
      '田中不動産鑑定事務所',
      '不動産鑑定士 田中 健一',
      '株式会社みどり食品 御中\t不動産鑑定業者 兵庫県知事(7)第1715号',
      '不動産鑑定士登録 第5529号',
      '〒650-0021',
      '兵庫県神戸市中央区三宮町4-14-15',
      'TEL 078-213-0852',
      '登録番号 T4431441685886',
    ];
    expect(find(text.join('\n'), '田中不動産鑑定事務所').slice(0, 2)).toEqual(['6500021', '兵庫県神戸市中央区三宮町4-14-15']);
  });

  it('takes the issuer’s 〒 printed between the buyer’s address and name, in the same town as the buyer’s', () => {
    // A letter: the buyer's block at the left, the issuer's at the right, their lines interleaved.
    const text = [
      '請 求 書',
      '〒311-3116\t一般社団法人茨城町観光協会',
      '茨城県東茨城郡茨城町長岡355番地\t会長 井上 美咲',
      '〒311-3116',
      '有限会社小林屋 御中',
      '茨城県東茨城郡茨城町長岡1749-1',
      '代表取締役 小林 由美 様\tTEL 029-746-3357 FAX 029-746-3358',
      '登録番号 T4604184909933',
    ].join('\n');
    expect(find(text, '一般社団法人茨城町観光協会')).toEqual(['3113116', '茨城県東茨城郡茨城町長岡1749-1', '029-746-3357']);
  });

  it('takes a postal code printed without 〒 alone on its line, over a prefecture’s address', () => {
    const text = '発行元\n日の出運輸(株)\n260-0013\n千葉県千葉市中央区中央4-8-5\nTel. 043-253-4455\n登録番号 T2218727968223';
    expect(find(text, '日の出運輸(株)')).toEqual(['2600013', '千葉県千葉市中央区中央4-8-5', '043-253-4455']);
    // Over anything else it is no postal code.
    expect(find('日の出運輸(株)\n260-0013\n品名', '日の出運輸(株)')[0]).toBeNull();
  });

  it('reads a kanji 一 OCR put between an address’s numbers as the hyphen', () => {
    const text = '株式会社サンプル工業\n〒460-0008 愛知県名古屋市中区栄1-5 一7 グランドメゾン101\n登録番号 T7123456789012';
    expect(find(text, '株式会社サンプル工業')[1]).toBe('愛知県名古屋市中区栄1-5-7 グランドメゾン101');
  });

  it('joins the building printed on the line under the address, and nothing else', () => {
    const two =
      '株式会社サンプル工業\n〒530-0001 大阪府大阪市北区梅田1-2-3\n梅田スカイビル12F\nTEL 06-1234-5678\n登録番号 T7123456789012';
    expect(find(two, '株式会社サンプル工業')[1]).toBe('大阪府大阪市北区梅田1-2-3 梅田スカイビル12F');
    const phone = '株式会社サンプル工業\n〒530-0001 大阪府大阪市北区梅田1-2-3\nTEL 06-1234-5678\n登録番号 T7123456789012';
    expect(find(phone, '株式会社サンプル工業')[1]).toBe('大阪府大阪市北区梅田1-2-3');
    // The block at the left of the page, the dates on the right: the building is the line's first cell.
    const left =
      '湊環境衛生有限会社\n〒330-0063\t「NVOICE\n埼玉県さいたま市浦和区高砂4-11-13\n協和ビル3F\t請求日 2026-09-30\nTEL 048-505-0700';
    expect(find(left, '湊環境衛生有限会社')[1]).toBe('埼玉県さいたま市浦和区高砂4-11-13 協和ビル3F');
    const built = '株式会社サンプル工業\n〒530-0001 大阪府大阪市北区梅田1-2-3 梅田ビル5F\n北浜センター\n登録番号 T7123456789012';
    expect(find(built, '株式会社サンプル工業')[1]).toBe('大阪府大阪市北区梅田1-2-3 梅田ビル5F');
  });

  it('takes no licence line for the address, and joins a building with its room number from the last column', () => {
    const licence =
      '株式会社サンプル工業\n建設業許可 群馬県知事許可(般-6)第56311号\n〒370-0841 群馬県高崎市栄町2-12-18\n登録番号 T7123456789012';
    expect(find(licence, '株式会社サンプル工業')[1]).toBe('群馬県高崎市栄町2-12-18');
    const right =
      '株式会社サンプル工業\n株式会社A 御中\t〒460-0008 愛知県名古屋市中区栄3-15-21\n下記のとおりご請求申し上げます。\t第2松本ビル 302\n登録番号 T7123456789012';
    expect(find(right, '株式会社サンプル工業')[1]).toBe('愛知県名古屋市中区栄3-15-21 第2松本ビル 302');
  });

  it('joins the building below an address followed by a seal’s characters, from the cell of the same rank', () => {
    const sealed = [
      '千代田製麺所有限会社\t之製千',
      '〒980-0811',
      '納品先：中華そば 駅前店\t宮城県仙台市青葉区一番町2-11-23\t所田',
      'お得意様No. 0079\t丸の内ビル8F',
      'TEL 022-727-4736',
    ].join('\n');
    expect(find(sealed, '千代田製麺所有限会社')[1]).toBe('宮城県仙台市青葉区一番町2-11-23 丸の内ビル8F');
  });

  it('joins a building two lines down past the other block’s line, not past its own block’s TEL', () => {
    const past = [
      '日の出急送株式会社',
      '荷主コード 363577\t〒330-0063',
      '埼玉県さいたま市浦和区高砂5-6-3',
      '請求締日\t令和7年9月20日(20日締め)',
      'サンシャインハイツ201',
      '登録番号 T5138682814988',
    ].join('\n');
    expect(find(past, '日の出急送株式会社')[1]).toBe('埼玉県さいたま市浦和区高砂5-6-3 サンシャインハイツ201');
    const own = '株式会社サンプル工業\n〒530-0001 大阪府大阪市北区梅田1-2-3\nTEL 06-1234-5678\n梅田スカイビル12F';
    expect(find(own, '株式会社サンプル工業')[1]).toBe('大阪府大阪市北区梅田1-2-3');
  });

  it('repairs what OCR made of a block number’s last digit and of a prefecture', () => {
    const address = (line: string) => find(`株式会社サンプル工業\n${line}\n登録番号 T7123456789012`, '株式会社サンプル工業')[1];
    expect(address('〒100-0005 東京都千代田区丸の内5-8-2 6 グランドメゾン101')).toBe(
      '東京都千代田区丸の内5-8-26 グランドメゾン101',
    );
    expect(address('〒370-0841 解馬県高崎市栄町1-9-7')).toBe('群馬県高崎市栄町1-9-7');
    // Full-width digits OCR read one by one (L269): '6 2 4番地' is 624番地.
    expect(address('〒630-8213 奈良県奈良市登大路町6 2 4番地の5')).toBe('奈良県奈良市登大路町624番地の5');
    // The 〒 glued after its address by the text layer (L138).
    expect(address('愛知県名古屋市中区栄4-9-27〒460-0008')).toBe('愛知県名古屋市中区栄4-9-27');
    expect(address('〒530-0001 大阪府大阪市北区梅田4-18-4 丸の内ビルSF')).toBe('大阪府大阪市北区梅田4-18-4 丸の内ビル8F');
    expect(address('〒150-0002 東京都渋谷区渋谷3-2-26 NSビル 8了')).toBe('東京都渋谷区渋谷3-2-26 NSビル 8階');
    expect(address('〒150-0002 東京都渋谷区渋谷3-4-12 丸の内ビル8P')).toBe('東京都渋谷区渋谷3-4-12 丸の内ビル8F');
    expect(address('〒260-0013 千葉県千葉市中央区中央2-4-12 ANビル5本')).toBe('千葉県千葉市中央区中央2-4-12 ANビル5階');
    expect(address('〒160-0023 東京都新宿区西新宿4-15-6 ANビル5此')).toBe('東京都新宿区西新宿4-15-6 ANビル5階');
    // (Its 〒 lost after the head office's label, L271.)
    expect(address('本社 160-0023 東京都新宿区西新宿4-15-6 ANビル5階 TEL 03-3929-3566')).toBe(
      '東京都新宿区西新宿4-15-6 ANビル5階',
    );
    expect(find('ネクスト揚重株式会社\n本社 160-0023 東京都新宿区西新宿4-15-6 ANビル5階', 'ネクスト揚重株式会社')[0]).toBe(
      '1600023',
    );
    expect(find('朝日重機(株)\n本社 Y160.0023 東京都新宿区西新宿5.10.21 TEL03-8872.3310', '朝日重機(株)').slice(0, 2)).toEqual([
      '1600023',
      '東京都新宿区西新宿5-10-21',
    ]);
    // …and a building's ビル read with the semi-voiced mark ('花村ピル2階'), where a name or a number stands before it.
    expect(address('〒810-0801 福岡県福岡市博多区中洲1-18-2 花村ピル2階')).toBe('福岡県福岡市博多区中洲1-18-2 花村ビル2階');
    expect(address('〒810-0801 福岡県福岡市博多区中洲1-18-2 第2ピル')).toBe('福岡県福岡市博多区中洲1-18-2 第2ビル');
    // Two prefectures one character away ('山X県': 山形県, 山梨県, 山口県): left as read.
    expect(address('〒370-0841 山本県高崎市栄町1-9-7')).toBe('山本県高崎市栄町1-9-7');
  });

  it('reads a postal code without its 〒 over the address in the last column', () => {
    const text = [
      '下記のとおりご請求申し上げます。\t(株)北斗新報社',
      '下記のとおりご請求申し上げます。\t160-0023',
      '一計\t東京都新宿区西新宿4-20-4 丸の内ビル8F',
      '登録番号 T9728341432516',
    ].join('\n');
    expect(find(text, '(株)北斗新報社')[0]).toBe('1600023');
  });

  it('reads a telephone number in the cell after its label, as a form prints it', () => {
    const text = [
      '商号又は名称\t株式会社千代田総合建設',
      '電話番号\t092-059-6076(FAX 092-059-6077)',
      '登録番号\tT2984622587463',
    ].join('\n');
    expect(find(text, '株式会社千代田総合建設')[2]).toBe('092-059-6076');
  });

  it('reads OCR’s “.-” between an address’s numbers as the hyphen', () => {
    const text = '株式会社サンプル工業\n〒460-0008 愛知県名古屋市中区栄2.-3-18 協和ビル3F\n登録番号 T7123456789012';
    expect(find(text, '株式会社サンプル工業')[1]).toBe('愛知県名古屋市中区栄2-3-18 協和ビル3F');
  });

  it('takes the building from the same address printed again, where the first copy garbled it', () => {
    // (A 請求書 兼 領収書: the receipt half repeats the issuer's address.)
    const text = [
      '吉田氷店',
      '4月分 納品回数 21回\t〒105-0011 東京都港区芝公園5-16-15 サンシマゼ フ201',
      'ご請求金額 (税込) ¥112,658',
      '領 収 書',
      '吉田氷店',
      '東京都港区芝公園5-16-15 サンシャインハイツ201',
    ].join('\n');
    expect(find(text, '吉田氷店')[1]).toBe('東京都港区芝公園5-16-15 サンシャインハイツ201');
  });

  it('joins the building below the address without the table rule OCR read before it', () => {
    const text = [
      '(株)ブルーオーシャン',
      '〒420-0857 静岡県静岡市葵区御幸町3-20-10',
      '|サンシャインハイツ201',
      'TEL 054-000-0000',
    ].join('\n');
    expect(find(text, '(株)ブルーオーシャン')[1]).toBe('静岡県静岡市葵区御幸町3-20-10 サンシャインハイツ201');
  });
});

describe('findIssuerContact, the buyer’s address where its block is not plain', () => {
  it('passes over the 船舶管理会社 a bill is sent in care of (気付), and its 〒', () => {
    const text = [
      '請求日\t2026年4月17日',
      '修 繕 工 事 代 金 御 請 求 書',
      '船主\t千代田造船工業株式会社',
      '有限会社三栄汽船 御中\t代表取締役 松本 誠',
      '(船舶管理会社 東和マリンサービス株式会社 気付)',
      '〒541-0041 大阪府大阪市中央区北浜1-16-4',
      '本社工場 〒857-0851',
      '長崎県佐世保市稲荷町645番地',
      'TEL 0956-91-3154 FAX 0956-91-3155',
      '登録番号 T6143929063497',
    ].join('\n');
    expect(find(text, '千代田造船工業株式会社')).toEqual(['8570851', '長崎県佐世保市稲荷町645番地', '0956-91-3154']);
  });

  it('passes over the buyer’s 〒 ending a row of the issuer’s block, its name set lower', () => {
    const text = [
      '山田管楽器リペア\tR E P A I R I N V O I C E',
      '山田管楽器リペア\t〒541-0041 大阪府大阪市中央区北浜2-11-3',
      'リペアマン 山田 恵',
      '〒980-0811 宮城県仙台市青葉区一番町4-14-29',
      'TEL 090-4030-1846',
      '株式会社協和楽器 本店 御中',
      '修理受付ご担当 加藤 花子 様',
      '登録番号 T6146422745447',
    ].join('\n');
    expect(find(text, '山田管楽器リペア')).toEqual(['9800811', '宮城県仙台市青葉区一番町4-14-29', '090-4030-1846']);
  });

  it('takes a window envelope’s 〒 under a letterhead’s spaced tagline for the buyer’s', () => {
    const text = [
      '鈴木動物病院\t診 療 費 ご 請 求 書',
      'A N I M A L H O S P I T A L',
      '〒604-8005 京都府京都市中京区恵比須町4-6-29\t請求書No.\tAH2511-3197',
      '株式会社東和ドッグスクール 御中\t請求日\t2025/11/30',
      '診療日\t項目\t数量\t金額',
      '11/6(木)\t再診料\t1\t990',
      '小計(マロン)\t18,170',
      '鈴木動物病院\t10%対象(税込)\t42,940',
      '院長 獣医師 鈴木 京子',
      '〒170-0013 東京都豊島区東池袋1-1-20',
      'TEL 03-2279-5695 FAX 03-2279-5696',
      '登録番号 T5368534622798',
    ].join('\n');
    expect(find(text, '鈴木動物病院')).toEqual(['1700013', '東京都豊島区東池袋1-1-20', '03-2279-5695']);
  });

  it('passes over the buyer’s 〒 ending a row of a sidebar, past the sidebar’s lines and a licence naming its prefecture', () => {
    const text = [
      '(株)千代田設計\t請求日\t2026年5月31日',
      '請求番号 KS2605-784',
      '一級建築士事務所',
      '東京都知事登録 第26220号\t〒170-0013 東京都豊島区東池袋5-2-18',
      '管理建築士 清水 直樹',
      '〒170-0013',
      '東京都豊島区東池袋5-18-16',
      'TEL 03-1525-0830',
      'FAX 03-1525-0831',
      'office@example.jp',
      '登録番号',
      '青葉ホーム株式会社 御中',
      '工務部 木村 由美 様',
    ].join('\n');
    expect(find(text, '(株)千代田設計')).toEqual(['1700013', '東京都豊島区東池袋5-18-16', '03-1525-0830']);
  });

  it('takes the issuer’s own 〒 over its 直売所’s, printed nearer its 登録番号', () => {
    const text = [
      '醸造元',
      '合資会社加藤醸造',
      '代表社員 山田 美咲',
      '〒370-3521 群馬県高崎市菅谷町776-2',
      'TEL 027-929-7823 FAX 027-929-7824',
      '登録番号 T3964325874432',
      '蔵元直売所「北斗錦蔵」 〒370-3545 群馬県高崎市菅谷町478番地',
      'TEL 027-929-5816 営業時間 10:00〜17:00(水曜定休)',
    ].join('\n');
    expect(find(text, '合資会社加藤醸造')).toEqual(['3703521', '群馬県高崎市菅谷町776-2', '027-929-7823']);
  });

  it('passes over a place of the buyer’s named first in its cell, its label lost', () => {
    const text = [
      '作業報告書 兼 御請求書\t株式会社千代田ロボテック',
      '株式会社東和プレス工業 御中',
      '〒170-0013',
      '東京都豊島区東池袋3-7-29',
      'TEL 03-9544-2609 FAX 03-9544-2600',
      '登録番号 T5623630627972',
      '株式会社東和プレス工業 本社工場 〒321-4305 栃木県真岡市荒町1427番地 TEL 0285-21-4168',
    ].join('\n');
    expect(find(text, '株式会社千代田ロボテック')).toEqual(['1700013', '東京都豊島区東池袋3-7-29', '03-9544-2609']);
  });

  it('keeps the 本社工場’s 〒: the head office’s works are no other office', () => {
    const text = [
      '株式会社東和船渠',
      '本社工場 〒737-0029 広島県呉市宝町5丁目11番13号',
      'TEL 0823-82-4141',
      '登録番号 T4894464662019',
      '〒160-0023 東京都新宿区西新宿2-3-14',
    ].join('\n');
    expect(find(text, '株式会社東和船渠')).toEqual(['7370029', '広島県呉市宝町5丁目11番13号', '0823-82-4141']);
  });

  it('takes no block of the agent a 管理組合’s name was lost for, its role on the line above', () => {
    const text = [
      '駐車場使用料 請求書\t請求番号 P-2610-127',
      '〒150-0002 東京都渋谷区渋谷2-19-26',
      '理事長 吉田 太郎',
      '登録番号 T4977704538709',
      '〒150-0002 東京都渋谷区渋谷4-13-5',
      '日の出建設株式会社 御中',
      '総務部 ご担当者様',
      'ご請求金額 ¥281,650',
      'お支払期限 2026年10月31日',
      '城南信用金庫 丸の内支店 普通預金 5087872',
      '事務受託者',
      '株式会社協和ハウジング 〒060-0042 北海道札幌市中央区大通西1-4-18',
      '(管理会社)',
      'フロント担当 木村 TEL 011-570-2154 (平日 9:00〜18:00)',
    ].join('\n');
    expect(find(text, '株式会社協和ハウジング')).toEqual(['1500002', '東京都渋谷区渋谷2-19-26', null]);
  });

  it('takes a window envelope’s 〒 for the buyer’s under the other block’s department line', () => {
    const text = [
      '作業報告書 兼 御請求書\t光陽ロボットエンジニアリング株式会社',
      'サービス部',
      '〒220-0012 神奈川県横浜市西区みなとみらい5-18-4\t〒100-0005',
      '丸星精機株式会社 御中',
      '購買部 田中 彩 様',
      '東京都千代田区丸の内1-17-10',
      '第2松本ビル 302',
      'TEL 03-2756-5937 FAX 03-2756-5938',
      '登録番号 T1835647687748',
    ].join('\n');
    expect(find(text, '光陽ロボットエンジニアリング株式会社')).toEqual([
      '1000005',
      '東京都千代田区丸の内1-17-10 第2松本ビル 302',
      '03-2756-5937',
    ]);
  });
});

describe('findIssuerContact, a mobile number whose hyphens OCR lost', () => {
  it.each([
    ['TEL 070-68630020', '070-6863-0020'],
    ['TEL 07057134300', '070-5713-4300'],
    ['携帯 090-1234-5678', '090-1234-5678'],
    ['TEL 03-2279-5695', '03-2279-5695'],
  ])('%s → %s', (line, phone) => {
    const text = ['緑町町内会', '〒359-1111', '埼玉県所沢市緑町3-13-18', line].join('\n');
    expect(find(text, '緑町町内会')[2]).toBe(phone);
  });

  it('finds the block of a 屋号 printed with a space inside it, its 〒 on the addressee’s line', () => {
    const text = [
      '御 請 求 書',
      '書房 ふでのや',
      '株式会社丸星商会 御中',
      '書家 瑞光（鈴木 恵）',
      '総務部 井上 健一 様\t〒150-0002',
      '令和7年10月31日',
      '請求番号 7-114',
      '瑞',
      '光',
      '東京都渋谷区渋谷1-6-13 第2松本ビル 302',
      '携帯 080-1985-8043',
      'info40@example.com',
      '登録番号 T4314422030441',
    ].join('\n');
    expect(find(text, '書房 ふでのや')[0]).toBe('1500002');
  });
});

describe('findIssuerContact, the buyer’s and other places’ blocks set beside the issuer’s', () => {
  it('keeps the only TEL on the page under the person addressed: a letterhead set below in one column (L59, L222)', () => {
    const text = [
      '中央ファミリークリニック',
      '御 請 求 書',
      '青葉不動産株式会社 御中',
      '総務部 健康管理ご担当 吉田 花子 様',
      'TEL 03-1599-2491 FAX 03-1599-2492',
      '登録番号 T5841517350101',
      '請求日\t令和8年10月31日',
    ].join('\n');
    expect(find(text, '中央ファミリークリニック')[2]).toBe('03-1599-2491');
  });

  it('keeps the TEL and FAX under the person addressed the issuer’s, the school’s TEL in the window above (L219)', () => {
    const text = [
      'No. No.71438',
      '〒541-0041 大阪府大阪市中央区北浜2-12-18',
      'TEL 06-4056-9994',
      '御 請 求 書\t令和8年3月7日',
      '株式会社みどりフォトスタジオ',
      '〒541-0041',
      '学校法人グリーンフィールド学園 グリーンフィールド高等\t大阪府大阪市中央区北浜5-5-6 ANビル5階',
      '学校 御中',
      '事務長 吉田 先生',
      'TEL 06-0619-6393 FAX 06-0619-6394',
      '登録番号 T6190983007994',
    ].join('\n');
    expect(find(text, '株式会社みどりフォトスタジオ')[2]).toBe('06-0619-6393');
  });

  it('passes over the town’s TEL under its mayor, the issuer’s name beside it (L284)', () => {
    const text = [
      '〒099-4192\t請求日\t令和8年1月6日',
      '北海道斜里郡斜里町本町12番地\t請求番号\t202512158',
      '斜里町長 伊藤 誠 様',
      'TEL 0152-31-3857\t桜井水産株式会社',
      '代表取締役 木村 大輔',
      '〒099-4113',
      '北海道斜里郡斜里町本町1029番地',
      'TEL 0152-51-9087 FAX 0152-25-5052',
      '登録番号 T5811103769253',
    ].join('\n');
    expect(find(text, '桜井水産株式会社')[2]).toBe('0152-51-9087');
  });
  it('passes over the TEL under the person addressed (院長 … 先生), the issuer’s TEL beside the 御中 (L283)', () => {
    const text = [
      '〒604-8005',
      '京都府京都市中京区恵比須町3-15-16',
      '新生歯科商会株式会社',
      '〒420-0857',
      '医療法人社団朝日会\t静岡県静岡市葵区御幸町1-1-2 サンシャインハイツ201',
      '朝日歯科クリニック 御中\tTEL 054-776-3549 FAX 054-881-4547',
      '院長 加藤 大輔 先生',
      'TEL 075-761-8272',
      '登録番号 T8191880306041',
      '担当 森',
    ].join('\n');
    expect(find(text, '新生歯科商会株式会社')).toEqual([
      '4200857',
      '静岡県静岡市葵区御幸町1-1-2 サンシャインハイツ201',
      '054-776-3549',
    ]);
  });
  it('passes over a window envelope’s block over the buyer’s company, its 代表取締役 殿 under it', () => {
    const text = [
      '丸 星 監 査 法人\t請求書番号 AU26-9717',
      'Maruboshi Audit Corporation\t令和8年11月30日',
      '〒260-0013\t丸星監査法人',
      '千葉県千葉市中央区中央3-5-26\t代表社員 公認会計士 小林 恵',
      '湊食品工業株式会社',
      '代表取締役社長 中村 由美 殿',
      '業務執行社員 公認会計士 鈴木 直樹',
      '登録番号 T 8207 8077 1940 3',
      '請 求 書',
      '1．ご請求金額\t金 1,110,428 円 （消費税込）',
      '5．お振込先 みずほ銀行 東京営業部 当座預金 2283094',
      '口座名義 マルボシカンサホウジン',
      '以上',
      '札幌事務所（主たる事務所）\t福岡事務所',
      '〒060-0042 北海道札幌市中央区大通西5-5-16 サンライズタワー15F\t〒812-0011 福岡県福岡市博多区博多駅前4-8-8 センタービル7F',
      'TEL 011-298-5609 FAX 011-298-5600\tTEL 092-310-0147',
    ].join('\n');
    // The 主たる事務所's block in the footer, far from the name, is the issuer's own.
    expect(find(text, '丸星監査法人')).toEqual(['0600042', '北海道札幌市中央区大通西5-5-16 サンライズタワー15F', '011-298-5609']);
  });

  it('takes the 〒 and address run on under the buyer’s block at the left for the issuer’s, its seal’s letter cut', () => {
    const text = [
      '御 請 求 書',
      '令和8年11月30日',
      'No. 8-33',
      '〒321-4305\t吉田養蜂場',
      '栃木県真岡市荒町4016番地9\t代表 吉田 直樹\t吉',
      '〒419-0101 静岡県田方郡函南町桑原1077番地 田',
      '株式会社丸星農園 御中',
      'TEL 055-756-0085',
      '登録番号 T2781306817055',
    ].join('\n');
    expect(find(text, '吉田養蜂場')).toEqual(['4190101', '静岡県田方郡函南町桑原1077番地', '055-756-0085']);
  });

  it('passes over a window envelope’s 〒 and address when another address stands over its 〒', () => {
    const text = [
      'Flower Shop',
      '請 求 書',
      'フラワーショップ すずらん',
      '請求日 2026年10月31日\t代表 高橋 健一',
      '請求No. 2610-016\t〒100-0005',
      '東京都千代田区丸の内1-14-12 ANビル5階',
      '〒100-0005\tTEL 03-9819-4790 FAX 03-9819-4791',
      '東京都千代田区丸の内5-14-9 第2ビル 5F\t登録番号 T9575432703978',
      '花キューピット加盟店 No.25-3045',
      '中央物産株式会社 御中',
      '総務部 総務課 ご担当 清水 直樹 様',
    ].join('\n');
    expect(find(text, 'フラワーショップ すずらん')[1]).toBe('東京都千代田区丸の内1-14-12 ANビル5階');
  });

  it('passes over the buyer’s block under a 発行日 label, and joins the issuer’s building printed under its address', () => {
    const text = [
      '発行日\t2025/09/01',
      '運営代行料 ご請求書\t請求書番号 202508-DN477',
      '2025年8月分（2025/08/01 〜 2025/08/31）\tお支払期限 2025/09/20',
      '〒060-0042\t株式会社朝日ホームシェア',
      '北海道札幌市中央区大通西1-6-29\t〒160-0023 東京都新宿区西新宿5-9-9',
      'フロントプレイス 14F',
      '合同会社東和プロパティ 御中',
      'TEL 03-0049-4477 owner@stay-827.example.jp',
      '適格請求書発行事業者 登録番号 T5875626625151',
    ].join('\n');
    expect(find(text, '株式会社朝日ホームシェア')).toEqual([
      '1600023',
      '東京都新宿区西新宿5-9-9 フロントプレイス 14F',
      '03-0049-4477',
    ]);
  });

  it('passes over the 〒 under a 納品先 label, the warehouse the goods went to', () => {
    const text = [
      '小林縫工株式会社',
      '今回御請求額（税込）',
      '¥1,614,223-',
      'お支払期限 2025/11/30',
      '代表取締役 小林 京子',
      '〒321-4305',
      '栃木県真岡市荒町735番地3',
      'TEL 0285-82-0615 FAX 0285-82-0616',
      '登録番号 T8782874208463',
      '納品先\tサンライズロジスティクス株式会社 さいたまDC\tお振込先\t栃木銀行 本店営業部（店番001）',
      '〒330-0063 埼玉県さいたま市浦和区高砂3-2-23\t口座\t普通預金 2495258',
    ].join('\n');
    expect(find(text, '小林縫工株式会社').slice(0, 2)).toEqual(['3214305', '栃木県真岡市荒町735番地3']);
  });

  it('takes a 〒 OCR read twice over the buyer’s block for the buyer’s, not the issuer’s', () => {
    const text = [
      '〒330.0063\t株式会社みどりリース',
      '〒330-0063',
      '埼玉県さいたま市浦和区高砂2-18-17\t本社営業所',
      '協和企画株式会社 御中\t2025年9月30日締切分',
      '東京都港区芝公園5-11-9 グランドメゾン101',
      '得意先コード : 060569\tTEL 03-7587-3894 FAX 03-7587-3895',
      '登録番号 T9232341161589',
    ].join('\n');
    expect(find(text, '株式会社みどりリース')[0]).toBeNull();
  });

  it('keeps the issuer’s block under its licence’s line, a note’s お客様 under it addressing nobody', () => {
    const text = [
      '当月ご請求額(税込)\t254,892',
      '株式会社山田燃商\tお振込先',
      '液化石油ガス販売事業者登録静岡県知事第9485号\t京都信用金庫 渋谷支店',
      '〒419-0101 静岡県田方郡函南町桑原595番地8\t普通預金 0165469',
      'TEL 055-204-3331 FAX 055-204-3332\t口座名義 カ)ヤマダネンシヨウ',
      '登録番号 T6966059799963',
      '※振込手数料はお客様にてご負担願います。',
    ].join('\n');
    expect(find(text, '株式会社山田燃商').slice(0, 2)).toEqual(['4190101', '静岡県田方郡函南町桑原595番地8']);
  });

  it('prefers the company’s TEL to a member of staff’s mobile, and passes over the 設置先’s', () => {
    const text = [
      'ピュアマット西新宿支店',
      '運営 アルファ商事㈱',
      '医療法人社団新生会 御中\t〒160-0023 東京都新宿区西新宿1-19-29 協和ビル3F',
      '管理部 総務課 ご担当者様\tTEL 03-0282-4118 FAX 03-0282-4119',
      '登録番号 T3365549416078',
      'サービス担当 渡辺（携帯 070-7081-8621）',
      '設置先：本社 〒160-0023 東京都新宿区西新宿2-17-11 TEL 03-6450-2021',
    ].join('\n');
    expect(find(text, 'アルファ商事(株)')[2]).toBe('03-0282-4118');
    // A freelancer who prints only a mobile: that number.
    const alone = ['ことば工房 しおり', '〒420-0857 静岡県静岡市葵区御幸町4-12-1', '担当 鈴木（携帯 070-8676-4609）'].join('\n');
    expect(find(alone, 'ことば工房 しおり')[2]).toBe('070-8676-4609');
  });

  it('takes neither the franchisor’s block nor a note naming it for the issuer’s, where OCR lost the franchisee’s name', () => {
    const text = [
      'SAWAYAKA LIFE',
      'さわやかライフ',
      '〒812-0011',
      'ーンサービス',
      '福岡県福岡市博多区博多駅前4-3-9',
      '株式会社丸星ホーム 御中',
      '経理部 ご担当者様\tTEL 092-764-9929 FAX 092-764-9920',
      '登録番号 T4114351934104',
      'お客様No. 6157-45836\t請求書No 2612-54409',
      '今回ご請求額 (税込)',
      '¥30,976',
      'お支払期限 2027年1月31日',
      '商品名\tサイズ\t数量\t交換回数\t単価\t金額',
      'キッチンマット (耐油)\t60X180cm\t2枚\t2回\t1,260\t5,040',
      '合計\t¥30,976',
      'さわやかライフ* フランチャイズ本部 株式会社さわやかライフジャパン\tお客様相談室 0120-584-585',
      '〒170-0013 東京都豊島区東池袋1-13-15 本部ビル',
      'さわやかライフ博多駅前支店は株式会社さわやかライフジャパンのフランチャイズ加盟店です。',
    ].join('\n');
    const name = findIssuerName(prepareInvoiceText(text));
    expect(find(text, name.value)[0]).not.toBe('1700013');
  });

  it('leaves the buyer’s 〒 and address printed under its addressee, name first, to the buyer', () => {
    const text = [
      '令和7年8月20日',
      '請求書番号 2025-0849',
      '御 請 求 書',
      'サンライズホテルズ株式会社 御中',
      '管理部 人事課 松本 花子 様',
      '〒060-0042 北海道札幌市中央区大通西1-16-29',
      '行政書士渡辺法務事務所',
      '行政書士 渡辺 花子',
      '〒420-0857',
      '静岡県静岡市葵区御幸町1-11-20 協和ビル3F',
      '携帯 080-5265-1538',
      '登録番号 T3791503695244',
    ].join('\n');
    expect(find(text, '行政書士渡辺法務事務所')).toEqual([
      '4200857',
      '静岡県静岡市葵区御幸町1-11-20 協和ビル3F',
      '080-5265-1538',
    ]);
    // A letterhead's 〒 and address under the addressee, its TEL under them: the issuer's.
    const letterhead = ['株式会社丸星商事 御中', '〒420-0857 静岡県静岡市葵区御幸町1-11-20', 'TEL 054-310-8027', '渡辺商店'];
    expect(find(letterhead.join('\n'), '渡辺商店')[0]).toBe('4200857');
  });

  it('leaves out a footer’s separator that OCR read as an underscore after the address', () => {
    const text = [
      '株式会社丸星商事 御中',
      '運営会社 株式会社双葉スペース _〒150-0002 東京都渋谷区渋谷5-1-9 協和ビル3F _ TEL 03-1354-3473',
    ].join('\n');
    expect(find(text, '株式会社双葉スペース')[1]).toBe('東京都渋谷区渋谷5-1-9 協和ビル3F');
  });

  it('leaves a seal’s row printed beside the address after a space off its end (L227)', () => {
    const text = [
      '請 求 書',
      '株式会社中央ホーム 御中',
      '田中土地家屋調査士事務所',
      '土地家屋',
      '〒370-0841 群馬県高崎市栄町5-9-28 サンシャインハイツ201 田調',
      '査',
      'TEL 027-400-7251 FAX 027-400-7252\t中士',
      '登録番号 T3691115345504',
    ].join('\n');
    expect(find(text, '田中土地家屋調査士事務所')[1]).toBe('群馬県高崎市栄町5-9-28 サンシャインハイツ201');
  });

  it('takes the 本社’s address over a theatre company’s 稽古場 printed before it (L232 page image)', () => {
    const text = [
      'お振込先',
      '千葉銀行',
      '新宿支店普通 1528805',
      '運営大和プロダクション株式会社\t稽古場〒100-6327 東京都千代田区西原3-29-3 TEL 03-4716-5462',
      '本社_〒100-0005 東京都千代田区丸の内4-8-17 サンシャインハイツ201\t公演担当 (携帯) 080-0593-9903',
      'TEL 03-4920-9537 FAX 03-4920-9538 登録番号 T5462618771661',
    ].join('\n');
    expect(find(text, '大和プロダクション株式会社')).toEqual([
      '1000005',
      '東京都千代田区丸の内4-8-17 サンシャインハイツ201',
      '03-4920-9537',
    ]);
  });

  it('leaves the shops listed under a 作業場所 heading to the buyer, its 本店 first (L237)', () => {
    const text = [
      '請 求 書',
      '大和観光株式会社\t様',
      '中村刃物店\t中村',
      '下記の通りご請求申し上げます。\t代表 中村 由美',
      '〒541-0041 大阪府大阪市中央区北浜3-8-7 グランドメゾン101',
      '合計金額\tTEL 080-6713-3543',
      '¥165,660-',
      '登録番号 T4209184533261',
      '作業場所 割烹 葵',
      '本店 〒812-0011 福岡県福岡市博多区博多駅前3-6-28 TEL 092-656-3892',
      '駅前店 〒812-0011 福岡県福岡市博多区博多駅前5-10-19 TEL 092-004-2529',
    ].join('\n');
    expect(find(text, '中村刃物店')).toEqual(['5410041', '大阪府大阪市中央区北浜3-8-7 グランドメゾン101', '080-6713-3543']);
  });

  it('keeps a 本店 line that follows no place’s heading the issuer’s', () => {
    const text = [
      '請求書',
      '大和観光株式会社 御中',
      '株式会社中村刃物',
      '登録番号 T4209184533261',
      '本店 〒812-0011 福岡県福岡市博多区博多駅前3-6-28 TEL 092-656-3892',
      '駅前店 〒812-0011 福岡県福岡市博多区博多駅前5-10-19 TEL 092-004-2529',
    ].join('\n');
    expect(find(text, '株式会社中村刃物')).toEqual(['8120011', '福岡県福岡市博多区博多駅前3-6-28', '092-656-3892']);
  });

  it('takes the 〒 block over a ライスセンター’s address glued to its label, nearer the 登録番号 (L235)', () => {
    const text = [
      '請 求 書',
      '農事組合法人新田ファーム\t株式会社大沢ファーム 御中',
      '代表理事 吉田 美咲',
      '〒997-0035 山形県鶴岡市馬場町2418番地\t生産者番号 9420',
      'TEL 0235-92-3919 FAX 0235-92-3910\t請求日\tR8.11.27',
      '登録番号 T3238186216492\t請求No.\tRC26-851',
      'ライスセンター 山形県鶴岡市大字藤ノ木284番地',
      'TEL 0235-60-2762(受付 8:00〜17:00)',
    ].join('\n');
    expect(find(text, '農事組合法人新田ファーム')).toEqual(['9970035', '山形県鶴岡市馬場町2418番地', '0235-92-3919']);
  });

  it('reads the address a text layer gives after the block’s TEL, on the 〒’s line (L237)', () => {
    const text = [
      '株式会社みどり\t様',
      '下記の通りご請求申し上げます。\t森刃物店',
      '代表 森 彩',
      '合計金額\t〒650-0021TEL 080-8736-4557兵庫県神戸市中央区三宮町4-9-22 ANビル5階',
      '登録番号 T1948905293784',
    ].join('\n');
    expect(find(text, '森刃物店')).toEqual(['6500021', '兵庫県神戸市中央区三宮町4-9-22 ANビル5階', '080-8736-4557']);
  });

  it('keeps the space between an address’s 番地 and its building (L234)', () => {
    const text = [
      '鶴亀観光株式会社 御中\t千歳温泉開発株式会社',
      '〒869-2402 熊本県阿蘇郡南小国町満願寺765番地 湯元会館2F',
      'TEL 0967-48-1754 FAX 0967-48-1755',
      '登録番号 T7148245461498',
    ].join('\n');
    expect(find(text, '千歳温泉開発株式会社')[1]).toBe('熊本県阿蘇郡南小国町満願寺765番地 湯元会館2F');
  });

  it('reads a printed e-mail thread’s issuer in the signature of the message holding the invoice (L260)', () => {
    const thread = [
      'Gmail\t井上 誠 <m.inoue@towa-kogyo.co.jp>',
      '井上 誠 <m.inoue@towa-kogyo.co.jp>\t2025年3月18日(火) 13:29',
      'To: taro.kobayashi.shuwa@gmail.com',
      '小林 太郎 様',
      '下記の日程にて手話通訳をお願いしたく、ご連絡いたしました。',
      '──────────────────',
      '東和工業株式会社',
      'サステナビリティ推進室 井上 誠',
      '〒812-0011 福岡県福岡市博多区博多駅前3-11-15',
      'TEL 092-518-8416（代表）',
      '──────────────────',
      '小林 太郎 <taro.kobayashi.shuwa@gmail.com>\t2025年5月3日(土) 17:23',
      'To: 井上 誠 <m.inoue@towa-kogyo.co.jp>',
      '東和工業株式会社',
      'サステナビリティ推進室 井上 様',
      '請 求 書',
      '発行者：小林 太郎',
      '■ご請求金額：25,180円',
      '■お振込先',
      'みずほ銀行 池袋支店 普通 7242468',
      '口座名義：コバヤシ タロウ',
      '登録番号：T9768264707949',
      '今後ともどうぞよろしくお願いいたします。',
      '--',
      '手話通訳士 小林 太郎',
      '〒330-0063 埼玉県さいたま市浦和区高砂4-10-10 グランドメゾン101',
      'TEL 090-0361-1815',
    ];
    const expected = ['3300063', '埼玉県さいたま市浦和区高砂4-10-10 グランドメゾン101', '090-0361-1815'];
    expect(find(thread.join('\n'), '小林 太郎')).toEqual(expected);
    // Unregistered, the signature alone places the block.
    expect(find(thread.filter((line) => !line.startsWith('登録番号')).join('\n'), '小林 太郎')).toEqual(expected);
  });

  it('finds the invoice’s message in a thread as OCR reads it: addresses garbled, the --, the title and To’s colon lost', () => {
    const thread = [
      '山田 大輔 <d.yamadaGasahi-kensetsu.coJjp>',
      '佐藤 由美 様',
      '〒812-0011 福岡県福岡市博多区博多駅前3-15-2',
      'TEL 092-792-1572 (代表)',
      '佐藤 由美 <imterp sato@gmal com>',
      'To 山田 大輔 <d yamada@asah-kensetsu co jp>',
      'いつもお世話になっております。手話通訳の佐藤です。',
      '請求番号 : 2026-057',
      '発行者 : 佐藤 由美',
      'ご請求金額 14,579円',
      '手話通訳士 佐藤 由美',
      '〒730-0011 広島県広島市中区基町5-13-27 第2松本ビル 302',
      'TEL 082-196-6163',
    ];
    expect(find(thread.join('\n'), '佐藤 由美')).toEqual([
      '7300011',
      '広島県広島市中区基町5-13-27 第2松本ビル 302',
      '082-196-6163',
    ]);
  });
  it('never takes the buyer’s window address for the issuer’s where the issuer’s 〒 stands over it or beside it (L264)', () => {
    const over = [
      '修 理 明 細 書 兼 請 求 書',
      '株式会社大和農機販売',
      '〒321-0903',
      '〒321-0958 栃木県宇都宮市字中島96\t栃木県宇都宮市下平出町438',
      '有限会社光陽農産 御中\tTEL 028-948-5052 FAX 028-999-5091',
      '登録番号 T9104504581336',
    ];
    expect(find(over.join('\n'), '株式会社大和農機販売')).toEqual(['3210903', '栃木県宇都宮市下平出町438', '028-948-5052']);
    const beside = [
      '修 理 明 細 書 兼 請 求 書',
      '森農機',
      '代表 森 直樹',
      '〒830-0568 福岡県久留米市字新田314\t〒830-0047',
      '株式会社三栄ファーム 御中\t福岡県久留米市津福本町41',
      'TEL 0942-55-7660 FAX 0942-75-7216',
    ];
    expect(find(beside.join('\n'), '森農機')).toEqual(['8300047', '福岡県久留米市津福本町41', '0942-55-7660']);
    // A sparse reading that set the buyer's bare 〒 over the issuer's 〒 line, the buyer's address under
    // it: the walk up from 御中 passes the bare 〒, whose address is not beside (L233, a page image).
    const scrambled = [
      '(合計請求書)',
      '日の出酒類販売株式会社',
      '〒160-0023',
      '〒260-0013 千葉県千葉市中央区中央2-4-24 グランドメゾン101',
      '東京都新宿区西新宿1-12-17',
      'TEL 043-212-5116 FAX 043-212-5117',
      '株式会社桜井フーズ 御中',
      '登録番号 _T8436511563976',
    ];
    expect(find(scrambled.join('\n'), '日の出酒類販売株式会社')[1]).toBe('千葉県千葉市中央区中央2-4-24 グランドメゾン101');
  });

  it('reads the block the name heads again at the foot when nothing is printed near it at the top (L268)', () => {
    const text = [
      'ひなた学習教室\t発行日\t2026年3月20日',
      '請求番号 2604-506',
      '授業料等 ご請求書 (4月分)\t生徒番号 6820',
      '加藤 彩 様',
      '生徒名:加藤 京子 さん(中学1年)',
      'いつも当塾をご利用いただきありがとうございます。',
      '今回のご請求額 34,100円\t(税込)',
      '月謝(個別指導 週2回・中学1年)4月分\t1月\t31,900\t31,900',
      '合計(税込)\t34,100円',
      'お振込期限:2026年4月5日(日) までにお振込みをお願いいたします。',
      'お振込先',
      '口座名義 キムラ ケンイチ',
      '※振込手数料はご負担をお願いいたします。',
      'ひなた学習教室',
      '塾長 木村 健一',
      '〒220-0012 神奈川県横浜市西区みなとみらい3-6-23 サンシャインハイツ201',
      'TEL 045-243-2869 受付時間 14:00〜21:30(日曜・祝日休)',
    ];
    expect(find(text.join('\n'), 'ひなた学習教室')).toEqual([
      '2200012',
      '神奈川県横浜市西区みなとみらい3-6-23 サンシャインハイツ201',
      '045-243-2869',
    ]);
  });

  it('leaves the buyer’s window block under the header’s row whose title OCR garbled, the issuer’s 〒 lost (L275, a page image)', () => {
    const text = [
      '請求日\t2025/09/06',
      '2\t計寺求\tー',
      '御月2|\t書\t請求No.\tKS-2509-882',
      '2024-9583',
      '〒541-0041\t会',
      '大阪府大阪市中央区北浜3-15-25\t富士見機工有限会社',
      '有限会社日の出鉄工所 御中\t大阪府大阪市北区梅田3-5-19',
      'TEL 06-6925-0937 FAX 06-7127-0973',
      '工場長 小林様\t登録番号 T2392878687616',
    ].join('\n');
    expect(find(text, '富士見機工有限会社')).toEqual([null, '大阪府大阪市北区梅田3-5-19', '06-6925-0937']);
  });

  it('keeps a letterhead’s 〒 and address beside the header’s labels, its TEL and 登録番号 under them (L243)', () => {
    const text = [
      '月刊なび大阪\t請 求 書 （ 訂 正 ）',
      '発行 みどりタウン情報社合同会社\t請求日 令和8年10月8日',
      '〒530-0001 大阪府大阪市北区梅田1-1-27 ANビル5階\t請求書No.\t2610-754-2',
      'TEL 06-4814-8131 FAX 06-4814-8132',
      '登録番号 T7835754509302',
      '株式会社朝日住宅 御中',
      'ご担当 加藤 様',
    ].join('\n');
    expect(find(text, 'みどりタウン情報社合同会社').slice(0, 2)).toEqual(['5300001', '大阪府大阪市北区梅田1-1-27 ANビル5階']);
  });

  it('joins the building printed right over the block’s TEL, the total’s box read between (L141)', () => {
    const text = [
      '御 使 用 代 金 御 請 求 書',
      '〒812-0011\t東和配置薬株式会社',
      '福岡県福岡市博多区博多駅前1-10-24\t代表取締役 小林 恵',
      'ネクスト建設株式会社 御中\t〒604-8005',
      '京都府京都市中京区恵比須町3-19-16',
      '設置場所 受付カウンター 救急箱No. 97588',
      'いつも配置薬をご利用いただきありがとうございます。',
      '今回のご使用分を下記のとおりご請求申し上げます。',
      'ご使用代金合計',
      '¥15,566',
      '（税込）',
      '協和ビル3F',
      'TEL 075-173-1017 FAX 075-173-1018',
      '登録番号 T6826845375703',
    ].join('\n');
    expect(find(text, '東和配置薬株式会社').slice(0, 2)).toEqual(['6048005', '京都府京都市中京区恵比須町3-19-16 協和ビル3F']);
    // (Not past another block's address between: its building is that block's.)
    const another = text.replace('今回のご使用分を下記のとおりご請求申し上げます。', '愛知県名古屋市中区栄4-9-27');
    expect(find(another, '東和配置薬株式会社')[1]).toBe('京都府京都市中京区恵比須町3-19-16');
  });

  it('reads the TEL over the buyer’s person of a one-kanji name, no wrapped honorific of it (L275)', () => {
    const text = [
      '青葉機工(株)',
      '〒100-0005',
      '有限会社アルファ鉄工所 御中\t東京都千代田区丸の内1-5-3 丸の内ビル8F',
      'TEL 03-3857-7622 FAX 03-5440-2177',
      '購買部 森 様\t登録番号 T8223307773666',
    ].join('\n');
    expect(find(text, '青葉機工(株)')[2]).toBe('03-3857-7622');
  });

  it('reads the issuer’s 〒 after its label beside the buyer’s address, its own address alone on the line under (L277)', () => {
    const text = [
      '株式会社湊養鶏場',
      '〒370-0841',
      '群馬県高崎市栄町5-3-14\t本社・農場 〒869-1235',
      '熊本県菊池郡大津町室516番地',
      '株式会社グリーンフィールドベーカリー 御中\tTEL 096-265-9993 FAX 096-835-7653',
      'お客様コード 1794\t登録番号 T9235246341504',
      '請 求 書',
    ].join('\n');
    expect(find(text, '株式会社湊養鶏場')).toEqual(['8691235', '熊本県菊池郡大津町室516番地', '096-265-9993']);
  });

  it('leaves the buyer’s 〒 and address right over its 御中 where OCR lost the issuer’s address over its TEL (L270, a page image)', () => {
    const text = [
      '株式会社日の出模型製作所',
      'lal 0 0 王区提レル\t| N V O | C E',
      'TEL03-3017-2998\t請求書',
      '〒105-0011 東京都港区芝公園5-8-16',
      '桜井アーキテクツ一級建築士事務所御中\tProject (仮称) 中央邸新築計画',
      'ご担当小林様\tScale S=1/50 用途設計競技提出用',
    ].join('\n');
    expect(find(text, '株式会社日の出模型製作所')).toEqual([null, null, '03-3017-2998']);
  });

  it('finds the block under the letterhead’s misread name when the name was read at the foot (L296, a scan)', () => {
    const head = ['年間保守料 ご請求書', '請求日 2025.06.02 請求書番号 2506-0966', '株式会社協和製作所 _ 御中', '管理部 中村様'];
    const block = [
      '(〇サンライィス情報システム株式会社',
      '〒160-0023',
      '東京都新宿区西新宿1-11-18 丸の内ビル8F',
      'TEL03-2746-4712 FAX 03-5864-4697',
    ];
    const body = Array.from({ length: 30 }, (_, k) => `${k + 1}月\t99,833`);
    const foot = ['発行事業者登録番号_T9568352237400', '', 'サンライズ情報システム株式会社'];
    const text = [...head, ...block, ...body, ...foot].join('\n');
    expect(find(text, 'サンライズ情報システム株式会社')).toEqual([
      '1600023',
      '東京都新宿区西新宿1-11-18 丸の内ビル8F',
      '03-2746-4712',
    ]);
    // A name that differs in more letters than one in four is another's: its block is not the issuer's.
    expect(find(text.replace('サンライィス', 'ノースウエスト'), 'サンライズ情報システム株式会社')).toEqual([null, null, null]);
    // One in four of a long name's letters may be misread: three of '協和データサービス株式会社' (L296, a page image).
    const misread = text
      .replace('(〇サンライィス情報システム株式会社', '〇 !鍋データサービス株式会')
      .replace('サンライズ情報システム株式会社', '協和データサービス株式会社');
    expect(find(misread, '協和データサービス株式会社')).toEqual([
      '1600023',
      '東京都新宿区西新宿1-11-18 丸の内ビル8F',
      '03-2746-4712',
    ]);
  });

  it('never takes the 〒 of a place named in passing, in brackets after its name (L304)', () => {
    const text = [
      '請 求 書 （精算）',
      '一般社団法人日本応用地質学会 御中\t〒980-0811',
      '所在地',
      '第20回学術集会 大会長 松本 花子 先生',
      '宮城県仙台市青葉区一番町3-6-4 第2松本ビル 302',
      '名 称\t株式会社東和コンベンションサービス',
      '代表者\t代表取締役 伊藤 京子',
      '電話番号\t022-386-4555',
      '登録番号\tT6122205832380',
      '差引ご請求額 ¥2,769,944\tお支払期限 2025年10月31日',
      '会期 2025年8月8日（金）〜9日（土） 会場 静岡コンベンションセンター（〒420-0857 静岡県静岡市葵区御幸町3-18-25） 参加者数 517名',
    ].join('\n');
    expect(find(text, '株式会社東和コンベンションサービス')).toEqual([
      '9800811',
      '宮城県仙台市青葉区一番町3-6-4 第2松本ビル 302',
      '022-386-4555',
    ]);
  });

  it('keeps a form’s rows naming the issuer out of the block under the person addressed (L304)', () => {
    // The 大会長's line has a second cell (the issuer's logo), so the lines under it were taken for
    // the buyer's block, the issuer's 電話番号 row with them.
    const text = [
      '一般社団法人日本口腔衛生学会 御中\t〒541-0041',
      '所在地',
      '大阪府大阪市中央区北浜3-19-4 協和ビル3F',
      '第37回学術集会 大会長 井上 太郎 先生\tMICE',
      '名 称\t㈱湊MICEプランニング',
      '代表者\t代表取締役 山田 大輔',
      '電話番号\t06-7605-6831',
      '登録番号\tT4862584126975',
    ].join('\n');
    expect(find(text, '(株)湊MICEプランニング')[2]).toBe('06-7605-6831');
  });

  it('takes the buyer’s 〒 ending the issuer’s TEL row for the buyer’s, the issuer’s 登録番号 between (L299)', () => {
    const text = [
      '井上海事代理士事務所',
      '御 請 求 書',
      '海事代理士 井上 花子',
      '海事代理士 登録番号 第8874号\t請求番号 K8-790',
      '〒060-0042 北海道札幌市中央区大通西3-10-27 協和ビル3F',
      'TEL 011-794-1095 FAX 011-304-7653\t〒100-0005 東京都千代田区丸の内3-1-5',
      '適格請求書発行事業者登録番号 T4149008705309',
      '株式会社グリーンフィールド汽船 御中',
      '工務部 吉田 様',
    ].join('\n');
    expect(find(text, '井上海事代理士事務所')).toEqual(['0600042', '北海道札幌市中央区大通西3-10-27 協和ビル3F', '011-794-1095']);
  });

  it('gives the mobile of the person in charge only as a guess, where OCR garbled the company’s TEL (L303, a page image)', () => {
    const text = [
      'お振込先',
      '住信SBIネット銀行 法人第一支店 普通 5319682',
      'ご担当',
      '青木 翔',
      'sales53@pipeline.jp 携帯 080-5647-2460',
      '富士見セールスパートナーズ合同会社',
      '〒160-0023 東',
      'TEL 03.68464 734 登録番号 T1309075517457',
    ].join('\n');
    const fields = findIssuerContact(prepareInvoiceText(text), '富士見セールスパートナーズ合同会社');
    expect(fields.issuer_phone.value).toBe('080-5647-2460');
    expect(fields.issuer_phone.confidence).toBeLessThanOrEqual(0.6);
  });
});
