import { describe, it, expect } from 'vitest';
import { buyerCells } from './addressee.ts';
import { prepareInvoiceText } from './text.ts';

const cells = (text: string) => [...buyerCells(prepareInvoiceText(text))].sort();

describe('buyerCells', () => {
  it('marks the 御中/様 cell and the buyer block below it, column by column', () => {
    const text =
      '株式会社新生印刷 御中\t(株)協和印刷\n〒812-0011 福岡県福岡市\t〒420-0857\nTEL 092-021-8327\t静岡県静岡市\n請求書番号 1';
    expect(cells(text)).toEqual(['0:0', '1:0', '2:0']);
  });

  it('marks the cells under a buyer heading (【支払元】, Bill to)', () => {
    expect(cells('【支払元】\t【お支払先】\n株式会社A\t株式会社B\n東京都港区1-1\t〒420-0857')).toEqual(['1:0', '2:0']);
    expect(cells('Bill to / 請求先\tInvoice No. 1\n株式会社A 御中\tIssue date 2025/10/15')).toEqual(['1:0']);
  });

  it('follows a lone 様 cell’s name column down, and leaves a 〒 above the issuer’s address beside it', () => {
    const text = [
      '〒460-0008',
      '株式会社日の出不動産\t様\t愛知県名古屋市中区栄1-5-18',
      '下記のとおりご請求申し上げます。\t小林文具店',
    ].join('\n');
    // 0:0 is the issuer's 〒; 2:1 the issuer's 屋号 under the 様 cell.
    expect(cells(text)).toEqual(['1:0', '1:1', '2:0']);
  });

  it('reads a window envelope’s block up past a seal’s fragments to the top of the page', () => {
    const text = ['葉', '性ヨ', '登録番号 T3572807202964', '〒370-0841', '群馬県高崎市栄町5-16-2', '株式会社協和物産 御中'].join(
      '\n',
    );
    expect(cells(text)).toEqual(['3:0', '4:0', '5:0']);
  });

  it('marks the organisation over a facility or a department addressed with 御中', () => {
    const text = '社会福祉法人アルファ福祉会\tグリーンフィールドメディカル株式会社\nデイサービスセンター さくら 御中\t〒730-0011';
    expect(cells(text)).toContain('0:0');
    expect(cells(text)).not.toContain('0:1');
    // The issuer's 〒 on a line of its own between them.
    const between = '医療法人社団三栄会\n〒730-0011\n三栄デンタルクリニック 御中\t広島県広島市中区基町4-3-14 丸の内ビル8F';
    expect(cells(between)).toContain('0:0');
    // A company addressed with its own 御中 leaves the line above alone.
    expect(cells('株式会社サンプル工業\n株式会社テスト商事 御中')).toEqual(['1:0']);
    // A label's 様 in the header's row above ('お客様コード 294772') has addressed nobody yet.
    const header = [
      '請求書番号\tR8-688\t保守契約番号 MC-2024-5813\tお客様コード 294772',
      '医療法人みどり会\t株式会社日の出メディカル',
      'みどり病院 御中\t〒370-0841',
    ];
    expect(cells(header.join('\n'))).toContain('1:0');
    expect(cells(header.join('\n'))).not.toContain('1:1');
  });

  it('leaves the issuer’s name alone above a department when the organisation was addressed already', () => {
    const text = [
      '株式会社双葉システムズ 御中',
      '請求日\t2026年03月31日',
      '㈲中央堂書店',
      '総務部 図書ご担当 様\t印書中',
      '外商部',
    ];
    expect(cells(text.join('\n'))).not.toContain('2:0');
  });

  it('takes a label with its number (お客様番号 0644097) for no heading', () => {
    expect(cells('お客様番号 0644097\n株式会社朝日出版\n〒170-0013')).toEqual([]);
    // Nor its number in the next cell: お客様ID is no addressee (様) and no heading.
    expect(cells('株式会社朝日出版\tお客様ID\tC100007\n〒170-0013\t〒541-0041')).toEqual([]);
    expect(cells('株式会社朝日出版\tお客様コード\t294772\n〒170-0013\t〒541-0041')).toEqual([]);
  });

  it('marks a name whose honorific wrapped onto the next line', () => {
    expect(cells('株式会社ブルーオーシャン不動産 御\n中\n請求書')).toEqual(['0:0']);
    // (OCR's '|' between them is no cell: prepareInvoiceText drops it.)
    expect(cells('請求書\t|\t株式会社日の出食品\n御中')).toEqual(['0:0', '0:1', '1:0']);
  });

  it('leaves the issuer alone: a whole name with 御中 below is its own line, not a continuation', () => {
    expect(cells('合同会社アルファ食品\n請求書\n広島県広島市中区基町1-1-9\n株式会社青葉電機 御中\tTEL 082-292-4661')).toEqual([
      '3:0',
    ]);
  });

  it('takes the 〒 and address above a 御中 line as the buyer’s when nothing but a title stands above them (a window envelope)', () => {
    const text = [
      '請求書',
      '〒980-0811\t請求日\t2025/11/30',
      '宮城県仙台市青葉区一番町3-11-28\t請求書番号 INV-7227',
      '登録番号\tT4849192369708',
      'アルファ商事株式会社 御中',
      '北斗工業合同会社',
      '〒220-0012',
      '神奈川県横浜市西区みなとみらい2-14-4',
    ];
    expect(cells(text.join('\n'))).toEqual(['1:0', '2:0', '4:0']);
  });

  it('takes a letterhead’s name at the top of the page for a logo over the window envelope’s block', () => {
    const text = [
      '千代田人材センター(株)\t御 請 求 書',
      '〒260-0013\t請求日\t2026年2月5日',
      '千葉県千葉市中央区中央4-4-4\t請求書番号 R8-489',
      'アルファ工業株式会社 御中',
      '〒530-0001 大阪府大阪市北区梅田2-5-21',
      'TEL 06-3196-2173',
    ];
    expect(cells(text.join('\n'))).toEqual(['1:0', '2:0', '3:0']);
    // OCR garbled the 〒 ('ィ260.003'): still no name between the name and the address.
    const garbled = [text[0]!.replace(/\t.*/, ''), 'ィ260.003\t請求日 2026年8月3日', ...text.slice(2)];
    expect(cells(garbled.join('\n'))).toEqual(['2:0', '3:0']);
    // With its TEL under it the name heads its own block; so it does where no other 〒 is printed.
    const withTel = [...text.slice(0, 1), 'TEL 03-1234-5678', ...text.slice(1)];
    expect(cells(withTel.join('\n'))).toEqual(['4:0']);
    expect(cells(text.slice(0, 4).join('\n'))).toEqual(['3:0']);
  });

  it('takes a window envelope’s block with a site’s line under the address, the issuer’s 〒 beside the name', () => {
    const text = [
      '〒541-0041\t㈲東和重機',
      '大阪府大阪市中央区北浜3-15-2\t請 求 書',
      '物流センター',
      'スり',
      '丸星製作所株式会社 御中\t2025/05/20 締切分\t〒260-0013',
      '千葉県千葉市中央区中央5-19-3 ANビル5階',
    ];
    // OCR's symbols under a bare 〒 are no building's line: that 〒 is the issuer's, beside it.
    const issuerPostal = [
      '請求書\t新生電機株式会社',
      '〒604-8005',
      '=ルミ\t京都府京都市中京区恵比須町4-13-17',
      '株式会社中央設計 御中\tTEL 075-192-1576',
    ];
    expect(cells(issuerPostal.join('\n'))).toEqual(['3:0']);
    // The seal's two characters between count for no line of the block.
    expect(cells(text.join('\n'))).toEqual(['0:0', '1:0', '2:0', '4:0']);
  });

  it('takes no 様 inside a word for an addressee: 佐藤様邸 is a job, not the buyer', () => {
    expect(
      cells(
        '佐藤 彩 様\t吉田工務店\n工事名\t佐藤様邸 トイレ改修工事\t〒330-0063\n工事場所 東京都豊島区東池袋2-1-28\t埼玉県さいたま市浦和区高砂4-3-14',
      ),
    ).toEqual(['0:0', '1:0', '2:0']);
  });

  it('marks the name beside a 様 set apart in its own cell, on the name’s underline', () => {
    expect(cells('令和7年6月30日\n株式会社新生システムズ\t様\n下記の通りご請求申し上げます。')).toEqual(['1:0', '1:1']);
  });

  it('passes over what OCR made of an underline when taking the address above 御中 as the buyer’s', () => {
    const text =
      '請求書\n〒730-0011\t請求日 2025/04/02\n広島県広島市中区基町5-13-11\t請求書番号 2504-6657\nーー ノ\t登録番号 T4110698701247\n山田製作所株式会社 御中\n合同会社中央工業';
    expect(cells(text)).toEqual(expect.arrayContaining(['1:0', '2:0', '4:0']));
  });

  it('marks a person addressed by their post, the facility over them, its 法人 and the 〒 over that', () => {
    const text = [
      'ご 利 用 料 金 請 求 書',
      '〒650-0021 兵庫県神戸市中央区三宮町3-7-25\t請求日\t2026/2/28',
      '株式会社湊ライフ\tNo.\t2602-25',
      '対象期間 2026/2/1〜2026/2/28',
      '介護付有料老人ホーム やまぶき',
      '施設長 清水 美咲 殿\t出張美容室 ひだまり',
      '〒650-0021 兵庫県神戸市中央区三宮町3-3-11',
    ].join('\n');
    expect(cells(text)).toEqual(['1:0', '2:0', '4:0', '5:0']);
    // The facility addressed with 御中, the other block's dated line between it and its 法人.
    const facility = [
      '〒530-0001 大阪府大阪市北区梅田5-6-9\t請求日\t2025/7/31',
      '株式会社丸星ケア\tNo.\t2507-02',
      '対象期間 2025/7/1〜2025/7/31',
      'グループホーム さくら 御中',
      '事務長 鈴木 由美 様\t訪問美容 ひだまり',
    ].join('\n');
    expect(cells(facility)).toEqual(expect.arrayContaining(['0:0', '1:0', '3:0']));
    // A person without a post names no facility: the line above is left alone.
    expect(cells('ご利用料金請求書\t出張美容室 ひだまり\n介護付有料老人ホーム やまぶき\n担当 清水 美咲 様')).toEqual(['2:0']);
    // The issuer's letterhead, its name over its 〒, keeps its address.
    const letterhead = [
      '有限会社青葉商事',
      '〒650-0021 兵庫県神戸市中央区三宮町3-7-25',
      '株式会社湊ライフ',
      'やまぶき 御中',
    ].join('\n');
    expect(cells(letterhead)).not.toContain('1:0');
  });

  it('passes over a line of the other block’s with OCR’s marks beside it between a facility and its 法人', () => {
    const text = [
      'ご利用料金 請求書',
      '〒260-0013 千葉県千葉市中央区中央3-5-9\t請求日\t2026/2/28',
      '株式会社中央ライフ\tNo.\t2602-05',
      'ニニ\t対象期間 2026/2/1~2026/2/28',
      '介護付有料老人ホーム ゆうあい',
      '施設長 鈴木京子 殿\tヘアーサロン渡辺',
    ].join('\n');
    expect(cells(text)).toEqual(['1:0', '2:0', '4:0', '5:0']);
  });

  it('marks a window envelope’s block right under the title, whatever OCR read above the title', () => {
    // A letterhead's logo read as 'ビー ゴコ' over the title; the buyer's 〒 and address under it.
    const text = [
      'ビー ゴコ\tで',
      '請 求 書',
      '〒604-8005\t締切日',
      '京都府京都市中京区恵比須町2-10-8\t2025/11/20',
      '東和建設株式会社 御中',
    ].join('\n');
    expect(cells(text)).toEqual(['2:0', '3:0', '4:0']);
    // No window block, the addressee's line alone the buyer's: a letterhead's name over its own 〒,
    // the title above both; a company's name right over the title (a sparse reading of a title set
    // beside the name); a line that shares the title's with the owner's name, under the 屋号.
    const issuersBlocks = [
      ['請求書', '日の出商会有限会社', '〒604-8005', '京都府京都市中京区恵比須町2-10-8', '東和建設株式会社 御中'],
      ['新生電機株式会社', '請求書', '〒604-8005', '京都府京都市中京区恵比須町4-13-17 協和ビル3F', '株式会社中央設計 御中'],
      [
        '加藤ウェブ工房',
        '請 求 書\t加藤 彩',
        '〒650-0021',
        '兵庫県神戸市中央区三宮町4-17-22',
        '湊ロジスティクス株式会社 御中\t協和ビル3F',
      ],
    ];
    for (const lines of issuersBlocks) expect(cells(lines.join('\n'))).toEqual(['4:0']);
  });
});
