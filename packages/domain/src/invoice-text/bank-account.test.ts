import { describe, it, expect } from 'vitest';
import { cleanAccountHolder, findBankAccount, mainBankCode } from './bank-account.ts';
import { prepareInvoiceText } from './text.ts';

const values = (text: string) =>
  Object.fromEntries(Object.entries(findBankAccount(prepareInvoiceText(text))).map(([k, v]) => [k, v.value]));

describe('findBankAccount', () => {
  it('joins a grid’s cells wrapped with their parentheses open, the labels’ row between (L234)', () => {
    const text = [
      'お振込先',
      '千葉銀行(金融機関コー\t丸の内支店(支店番号',
      '金融機関\t支店\t源泉管理事務所',
      'ド 0134)\t499)',
      '預金種目\t普通\t口座番号\t8804910\tTEL 0279-98-8616',
    ].join('\n');
    expect(values(text)).toMatchObject({
      bank_name: '千葉銀行',
      bank_code: '0134',
      branch_name: '丸の内支店',
      branch_code: '499',
    });
  });

  it('never takes an office’s heading in the cell after a bare 支店 for the branch (L234)', () => {
    const text = [
      'お振込先',
      '丸の内支',
      '金融機関\t京都信用金庫(金融機関コード 1610) 支店\t源泉管理事務所',
      '店',
      '預金種目\t普通\t口座番号\t4483305\tTEL 0977-56-0566',
    ].join('\n');
    expect(values(text)).toMatchObject({ bank_name: '京都信用金庫', branch_name: null, account_number: '4483305' });
  });

  it('reads a one-line 振込先 and a labelled holder', () => {
    expect(values('お振込先：三菱UFJ銀行 渋谷支店 普通 1234567\n口座名義：カ）サンプルコウギヨウ')).toEqual({
      bank_name: '三菱UFJ銀行',
      bank_code: '0005',
      branch_name: '渋谷支店',
      branch_code: null,
      account_type: '2',
      account_number: '1234567',
      account_holder: 'カ)サンプルコウギヨウ',
    });
  });

  it('never takes a bilingual label’s Branch for the branch’s name (L162 page image)', () => {
    const text = ['銀行Bank\t横浜銀行 (0138)\t消費税 (10%) Consumption tax\t¥8,050', '支店Branch\t丸の内支店 (813)'].join('\n');
    expect(values(text)).toMatchObject({ bank_name: '横浜銀行', branch_name: '丸の内支店', branch_code: '813' });
  });

  it('reads a bank whose 銀 OCR read as 鈴 (L223 photo)', () => {
    const text = ['お振込口座', '楽天鈴行 ジャズ支店 (店番486)', '普通預金 3919063'].join('\n');
    expect(values(text)).toMatchObject({
      bank_name: '楽天銀行',
      bank_code: '0036',
      branch_name: 'ジャズ支店',
      branch_code: '486',
    });
  });

  it('reads the values of bilingual labels whose English half follows the Japanese one', () => {
    const text = [
      'Bank Account / お振込先',
      '銀行名 Bank\t三井住友信託銀行',
      '銀行コード Bank Code\t0294',
      '支店名 Branch\t京都支店',
      '支店コード Branch Code\t453',
      '口座種別 Account Type\t当座',
      '口座番号 Account No.\t4268188',
      '口座名義 Account Name\tｱｻﾋｷﾝｿﾞｸｺｳｷﾞｮｳ(ﾕ',
    ].join('\n');
    expect(values(text)).toEqual({
      bank_name: '三井住友信託銀行',
      bank_code: '0294',
      branch_name: '京都支店',
      branch_code: '453',
      account_type: '1',
      account_number: '4268188',
      account_holder: 'アサヒキンゾクコウギョウ(ユ',
    });
  });

  it('reads a sidebar’s bank beside a note on paying by 銀行振込, and a 支店名 label alone on its line', () => {
    const text = [
      'お振込先',
      '銀行名',
      '備考:お支払いは銀行振込にてお願いいたします。振込手数料は貴社にてご負担くださ\t三菱UFJ銀行',
      'い。',
      '支店名',
      '横浜駅前支店(店番 581)',
      '種別・口座番号',
      '普通 9212764',
      '口座名義',
      'ﾕ)ｻﾝｴｲｷｶｸ',
    ].join('\n');
    expect(values(text)).toEqual({
      bank_name: '三菱UFJ銀行',
      bank_code: '0005',
      branch_name: '横浜駅前支店',
      branch_code: '581',
      account_type: '2',
      account_number: '9212764',
      account_holder: 'ユ)サンエイキカク',
    });
  });

  it('takes no label before a colon for a branch, and finds the branch a few lines under the bank', () => {
    const text = [
      'お振込先',
      '銀行名',
      '横浜銀行',
      '支店名',
      '備考:お支払いは銀行振込にてお願いいたします。',
      'い。\t博多支店(店番 708)',
      '種別・口座番号',
      '当座 9719618',
    ].join('\n');
    expect(values(text)).toMatchObject({ bank_name: '横浜銀行', branch_name: '博多支店', account_number: '9719618' });
  });

  it('pairs a column of labels with the column of values OCR read after it, by rank', () => {
    const text = [
      'PAYMENT DETAILS / お振込先',
      'Bank',
      'Branch',
      'Account type',
      'Account No.',
      'Account name',
      '楽天銀行 (0036)',
      '第一営業支店 (536)',
      '普通 (Savings)',
      '4202973',
      'シミズ ナオキ',
    ].join('\n');
    expect(values(text)).toMatchObject({ account_number: '4202973', account_holder: 'シミズ ナオキ' });
    // Fewer values than labels: which label lacks its value is unknown, so none is paired (by rank,
    // Account No. would take the third value).
    expect(values('Bank\nBranch\nAccount No.\nAccount type\n楽天銀行\n第一営業支店\n4202973').account_number).toBeNull();
    // Nor a label that ends the column ('Account name' is none): its values are not the column's.
    expect(values('Account type\nAccount No.\nAccount name\n4202973').account_number).toBeNull();
  });

  it('reads a branch’s code in parentheses after its name: (No. 100), (店番 708)', () => {
    const grid = ['BANK DETAILS / お振込先', 'Bank 銀行\tみずほ銀行 (Mizuho Bank, Ltd.)', 'Branch 支店\t本店 (No. 100)'];
    expect(values(grid.join('\n'))).toMatchObject({ branch_name: '本店', branch_code: '100' });
    expect(values('お振込先 福岡銀行 新宿支店 (店番 665) 普通 1093569')).toMatchObject({
      branch_name: '新宿支店',
      branch_code: '665',
    });
  });

  it('reads a table’s abbreviated account type, (普) or (当), and the number after it', () => {
    const line = 'お振込先 三菱UFJ銀行 京都支店 (普) 5070309 口座名義 ド）アオバショウジ';
    expect(values(line)).toMatchObject({ account_type: '2', account_number: '5070309' });
    expect(values(line.replace('(普)', '(当)'))).toMatchObject({ account_type: '1', account_number: '5070309' });
  });

  it('reads a grid whose header row sets some labels a space apart (店番 種別 口座番号)', () => {
    const text = [
      'お振込先',
      '銀行名\t支店名\t店番 種別 口座番号',
      '福岡銀行\t本店\t100\t普通 6251932',
      '口座名義\tトウワケイビホショウ(ド',
    ].join('\n');
    expect(values(text)).toMatchObject({
      bank_name: '福岡銀行',
      branch_name: '本店',
      branch_code: '100',
      account_number: '6251932',
    });
  });

  it('reads a 払込取扱票’s boxed 記号番号 whose short 番号 stands apart, right-aligned', () => {
    const text = [
      '口座記号番号\t金 額',
      '0 0 6 4 0 1\t3 4 4 4\t千 百 十 万 千 百 十 円\t0 0 6 4 0 - 1 -\t3 4 4 4',
      '加入者名',
    ].join('\n');
    expect(values(text)).toMatchObject({ bank_name: 'ゆうちょ銀行', branch_code: '069', account_number: '0003444' });
  });

  it('reads bank and branch codes printed one digit a box', () => {
    const text = [
      'お振込先',
      '金融機関名 七十七銀行 金融機関コード 0 1 2 5\t消費税(10%)\t23,600',
      '支店名\t池袋支店\t支店コード\t4 7 6\t合計\t259,600',
      '預金種目\t普通\t口座番号\t6608264',
    ].join('\n');
    expect(values(text)).toMatchObject({ bank_code: '0125', branch_code: '476', account_number: '6608264' });
  });

  it('takes no bank called Bank from a bilingual label', () => {
    expect(values('Bank 銀行名\t三井住友銀行\nBranch 支店名\t梅田支店\n普通 1234567').bank_name).toBe('三井住友銀行');
  });

  it('reads an account number printed one digit a box', () => {
    expect(values('振込先 住信SBIネット銀行 法人第一支店\n預金種目 普通\t口座番号 7 2 6 4 1 5 4').account_number).toBe('7264154');
  });

  it('reads a one-line 振込先 whose details are separated by slashes (∕ or /)', () => {
    for (const slash of ['\u2215', '/']) {
      const line = ['振込先 三菱UFJ銀行', '新宿支店', '当座預金', '3076094', 'ｶ)ﾔﾏﾀﾞﾌﾞｯｻﾝ'].join(slash);
      expect(values(`備考\n${line}\nお手数ですが`)).toMatchObject({
        bank_name: '三菱UFJ銀行',
        branch_name: '新宿支店',
        account_type: '1',
        account_number: '3076094',
        account_holder: 'カ)ヤマダブッサン',
      });
    }
  });

  it('joins a holder that wrapped onto the next line, and only katakana', () => {
    const wrapped =
      'お支払いは R9/1/10 までに下記口座へお振込みください。PayPay銀行ビジネス営業部 普通預金 0028530 名義 ｶ)ﾌﾀ\nﾊﾞｼｮｸﾋﾝ\n※は軽減税率（8%）対象です。';
    expect(values(wrapped).account_holder).toBe('カ)フタバショクヒン');
    expect(values('三菱UFJ銀行博多支店 普通預金3180618 名義ﾄﾞ)ｷﾖｳﾜｲﾝ\nｻﾂ').account_holder).toBe('ド)キヨウワインサツ');
    const unlabelled = '三井住友信託銀行横浜駅前支店 当座預金 9070618 ﾋ\nﾉﾃﾞｺｳｷﾞｮｳ(ﾕ';
    expect(values(unlabelled).account_holder).toBe('ヒノデコウギョウ(ユ');
    expect(values('口座名義：カ）サンプル\n登録番号 T1345678901234').account_holder).toBe('カ)サンプル');
    expect(values('口座名義：カ）サンプル\tTEL 03-1234-5678\nヤマダ タロウ').account_holder).toBe('カ)サンプル');
  });

  it('reads the account number after a 預金 OCR garbled (普通地金)', () => {
    expect(values('「振込先」 三菱UFJ銀行 (0005) 横浜駅前支店 (335) 普通地金 2460113').account_number).toBe('2460113');
  });

  it('reads a labelled table with printed codes', () => {
    const text =
      '銀行名\tみずほ銀行（0001）\n支店名\t横浜支店（325）\n口座種別\t当座\n口座番号\t0456789\n口座名義\tカ）ミナトロジスティクス';
    expect(values(text)).toEqual({
      bank_name: 'みずほ銀行',
      bank_code: '0001',
      branch_name: '横浜支店',
      branch_code: '325',
      account_type: '1',
      account_number: '0456789',
      account_holder: 'カ)ミナトロジスティクス',
    });
  });

  it('reads a bank spelled in hiragana after a Latin brand, and codes labelled in their parentheses', () => {
    const text =
      'お振込先 GMOあおぞらネット銀行（銀行コード 0310） 法人第二営業部（支店コード 102） 普通 2082897\n口座名義 ｶ)ﾐﾄﾞﾘﾃｸﾉﾛｼﾞｰｽﾞ';
    expect(values(text)).toMatchObject({
      bank_name: 'GMOあおぞらネット銀行',
      bank_code: '0310',
      branch_name: '法人第二営業部',
      branch_code: '102',
    });
    // Still no bank from a sentence with hiragana before 銀行, labelled or not.
    expect(values('下記のいずれかの銀行へお振込みください').bank_name).toBeNull();
    expect(values('お振込先 ご指定の銀行へお振込みください 普通 1234567').bank_name).toBeNull();
  });

  it('reads a 農協 or a 信用金庫 spelled in hiragana after the transfer details’ label', () => {
    const text = 'お振込先 ちばみどり農業協同組合 東部支店 普通貯金 2712636\n口座名義 ソウサシンリンクミアイ';
    expect(values(text)).toMatchObject({
      bank_name: 'ちばみどり農業協同組合',
      branch_name: '東部支店',
      account_number: '2712636',
    });
    expect(values('お振込先\nしののめ信用金庫 本店 普通 1234567').bank_name).toBe('しののめ信用金庫');
  });

  it('reads a 農協 by its brand, JA and the region, up to the space before the branch', () => {
    expect(values('お振込先\nJA上伊那 東部支店 普通貯金 8156836\n口座名義 ノウ）ミドリノサト')).toMatchObject({
      bank_name: 'JA上伊那',
      bank_code: null,
      branch_name: '東部支店',
      account_type: '2',
      account_number: '8156836',
      account_holder: 'ノウ)ミドリノサト',
    });
    // A JA named in a sentence, with no account, is no bank.
    expect(values('JA全農 と の 共同 企画 です').bank_name).toBeNull();
  });

  it('takes the first of two accounts side by side, reading no 銀行名 label inside 三菱UFJ銀行名古屋支店', () => {
    const text = '① 三菱UFJ銀行 名古屋支店\t② 横浜銀行 池袋支店\n普通 6124596\t普通 9073180\n口座名義（①②共通） ﾄﾞ)ﾁﾕｳｵｳﾀﾞｲﾚｸﾄ';
    expect(values(text)).toMatchObject({
      bank_name: '三菱UFJ銀行',
      bank_code: '0005',
      branch_name: '名古屋支店',
      account_number: '6124596',
    });
  });

  it('drops the holder label’s note in parentheses (口座名義(共通), two accounts offered)', () => {
    const text =
      'お振込先\n① 住信SBIネット銀行 法人第一支店\t② 京都信用金庫 東京営業部\n普通預金 口座番号 1421342\t当座預金 口座番号 7427649\n口座名義（共通） シヤ）シンセイキヤリアシエンキコウ';
    expect(values(text).account_holder).toBe('シヤ)シンセイキヤリアシエンキコウ');
  });

  it('reads the number past an English gloss of the type, and the holder from its own cell', () => {
    const text = [
      'お振込先 / Bank Details',
      'みずほ銀行 (Mizuho Bank, Ltd.)',
      '神戸支店 普通 (Ordinary) 0777587',
      '口座名義 ｶ)ﾋﾉﾃﾞｼﾞﾕｳﾀｸ\t東京都豊島区東池袋3-2-9 グランドメゾン101',
    ].join('\n');
    expect(values(text)).toMatchObject({ account_number: '0777587', account_holder: 'カ)ヒノデジユウタク' });
    const unbracketed =
      'お振込先 Bank Details\n銀行 Bank\t横浜銀行（0138）\n支店 Branch\t丸の内支店（813）\n口座 Account\t普通 Ordinary 3643815';
    expect(values(unbracketed)).toMatchObject({ account_type: '2', account_number: '3643815' });
  });

  it('reads a bank under the block’s heading when OCR garbled the account’s line', () => {
    const text = [
      'お振込先 / Bank Details\t課税対象額 (10%)\t30.000',
      '三井住友信託銀行 (Sumitomo Mitsui Trust Bank, Limited)\t消費税 (10%)\t3.000',
      '浜駅前:\t普:\tin\t4',
    ];
    expect(values(text.join('\n')).bank_name).toBe('三井住友信託銀行');
    // Without the heading, a bank's name alone is no account's.
    expect(values(text.slice(1).join('\n')).bank_name).toBeNull();
  });

  it('reads ご入金口座 as the 振込先 label, not part of the bank’s name', () => {
    expect(values('ご入金口座楽天銀行 第一営業支店 普通 4202973').bank_name).toBe('楽天銀行');
  });

  it('reads an unlabelled holder at the end of the line, and a non-main bank without its code', () => {
    expect(values('振込先 北洋銀行 札幌駅前支店(143) 普通 3344556 ブルースカイ(ド')).toEqual({
      bank_name: '北洋銀行',
      bank_code: null,
      branch_name: '札幌駅前支店',
      branch_code: '143',
      account_type: '2',
      account_number: '3344556',
      account_holder: 'ブルースカイ(ド',
    });
  });

  it('reads 本店営業部, 信用金庫 and 店番 printed apart', () => {
    expect(values('振込先 城南信用金庫 本店営業部 店番 001 当座預金 口座番号 765432')).toMatchObject({
      bank_name: '城南信用金庫',
      branch_name: '本店営業部',
      branch_code: '001',
      account_type: '1',
      // six digits: zero-padded to Zengin's seven
      account_number: '0765432',
    });
  });

  it('converts ゆうちょ 記号・番号 to 店番 and 口座番号', () => {
    expect(values('ゆうちょ銀行 記号 12345 番号 12345671')).toMatchObject({
      bank_name: 'ゆうちょ銀行',
      bank_code: '9900',
      branch_name: '二三八店',
      branch_code: '238',
      account_type: '2',
      account_number: '1234567',
    });
    expect(values('ゆうちょ銀行 〇一八店 普通 1234567')).toMatchObject({ branch_name: '〇一八店', branch_code: '018' });
    // 記号 and 番号 on lines of their own, the issuer's block beside them.
    const beside =
      'お振込先\t山田建工\nゆうちょ銀行\t代表 山田 京子\n記号 15860\t〒980-0811\n番号 67386301\t宮城県仙台市青葉区一番町1-18-10\n口座名義 ヤマダ キョウコ';
    expect(values(beside)).toMatchObject({
      branch_name: '五八八店',
      branch_code: '588',
      account_type: '2',
      account_number: '6738630',
    });
  });

  it('does not take 銀行名 out of 三井住友銀行名古屋支店, nor a sentence for a bank', () => {
    expect(values('三井住友銀行 名古屋支店 普通預金 9081726')).toMatchObject({
      bank_name: '三井住友銀行',
      branch_name: '名古屋支店',
    });
    expect(values('お支払いは銀行振込にてお願いいたします。恐れ入りますが銀行の手数料はご負担ください').bank_name).toBeNull();
  });

  it('reads OCR noise around the number and the holder', () => {
    expect(values('三井住友銀行 名古屋支店 普通預金 _9081726\n口 座 名 義 、サトウ ハナコ')).toMatchObject({
      account_number: '9081726',
      account_holder: 'サトウ ハナコ',
    });
  });

  // Failure class: the branch read as a bare 「支店」.
  it.each([
    ['みずほ銀行 支店 渋谷 普通 1234567', '渋谷支店'],
    ['銀行名\tみずほ銀行\n支店名\t渋谷\n口座番号\t1234567', '渋谷支店'],
    ['銀行名：みずほ銀行\n支店名：渋谷(123)\n普通 1234567', '渋谷支店'],
    ['みずほ銀行\t支店\t渋谷\n普通\t1234567', '渋谷支店'],
    ['銀行 :・ みずほ銀行 (銀行コード 0001) 支店・東京営業部 (支店コード 325)\n口座: 普通 5436412', '東京営業部'],
  ])('never reads a bare 支店 as the branch: %j', (text, branch) => {
    expect(values(text).branch_name).toBe(branch);
  });

  // Failure class: the 振込先 split across two columns, its cells interleaved with another block's.
  it.each([
    [
      'a label/value block beside another',
      '【お振込先】\t【発行元】\n金融機関名\tみずほ銀行\t社名\t株式会社サンプル\n支店名\t渋谷支店\t住所\t東京都渋谷区1-2-3\n口座種別\t普通\t電話\t03-1234-5678\n口座番号\t1234567\t登録番号\tT7123456789012\n口座名義\tカ)サンプル',
    ],
    [
      'the bank block on the right of the issuer block',
      '株式会社サンプル\tお振込先:みずほ銀行\n〒100-0001 東京都千代田区1-1\t渋谷支店 普通 1234567\nTEL 03-1234-5678\t口座名義:カ)サンプル',
    ],
    [
      'one 振込先 line cut by the other block’s cells',
      'お振込先:みずほ銀行\t〒100-0001 東京都千代田区1-1\t渋谷支店\tTEL 03-1234-5678\t普通 1234567\n口座名義 カ)サンプル',
    ],
    [
      'an OCR line with a space before 銀行 and an unlabelled holder cell',
      'お振込先\t発行元\nみずほ 銀行 渋谷支店\t株式会社サンプル\n普通預金 1234567\t東京都千代田区1-1\nカ)サンプル\tTEL 03-1234-5678',
    ],
  ])('reads %s', (_, text) => {
    expect(values(text)).toMatchObject({
      bank_name: 'みずほ銀行',
      bank_code: '0001',
      branch_name: '渋谷支店',
      account_type: '2',
      account_number: '1234567',
      account_holder: 'カ)サンプル',
    });
  });

  it('reads a main bank whose name OCR misread by one character, below the promise', () => {
    const fields = findBankAccount(prepareInvoiceText('お振込先 みずほぼ銀行 丸の内支店 普通 7187500'));
    expect(fields.bank_name).toEqual({ value: 'みずほ銀行', confidence: 0.85 });
    expect(fields.bank_code.value).toBe('0001');
    expect(values('銀行名 住信SB|ネット銀行\n支計名|イチゴ支店').bank_name).toBe('住信SBIネット銀行');
    expect(values('銀行名 住信SB|ネット銀行\n支計名|イチゴ支店').branch_name).toBe('イチゴ支店');
    // A bank in the list, spelled right, is confirmed by the list.
    expect(findBankAccount(prepareInvoiceText('みずほ銀行 丸の内支店 普通 7187500')).bank_name.confidence).toBe(0.98);
  });

  it('takes 銀行振込 before the bank’s name for the way to pay, not a part of the name', () => {
    const fields = values('取引方法\t銀行振込 楽天銀行 ロック支店\n普通 2166224 口座名義 ｻﾝﾗｲｽﾞｾｲﾌｸ(ﾕ');
    expect(fields.bank_name).toBe('楽天銀行');
    expect(fields.bank_code).toBe('0036');
    expect(fields.branch_name).toBe('ロック支店');
    expect(values('銀行振込 京都信用金庫 四条支店 普通 1234567').bank_name).toBe('京都信用金庫');
    // A sentence about paying by transfer names no bank.
    expect(values('お支払いは銀行振込にてお願いいたします。').bank_name).toBeNull();
  });

  it('reads a long main bank name with two characters misread, 銀行 among them, and takes the bank that fits best', () => {
    // Two slips in a name of six characters or more: 住信 read as one kanji.
    expect(values('お振込先\n語SBIネット銀行 法人第一支店\n普通預金 7998465').bank_name).toBe('住信SBIネット銀行');
    // 託 and 銀 misread, the branch right after: 三井住友信託 (six right) over 三井住友 (four).
    const fields = findBankAccount(prepareInvoiceText('お振込先\n三井住友信記雪行 梅田支店\n普通預金 6740635'));
    expect(fields.bank_name).toEqual({ value: '三井住友信託銀行', confidence: 0.85 });
    expect(fields.bank_code.value).toBe('0294');
    expect(fields.branch_name.value).toBe('梅田支店');
    // Two slips in a short name are another bank's name, and a word without account details is no bank.
    expect(values('お振込先 みずほぼぼ銀行 丸の内支店 普通 7187500').bank_name).not.toBe('みずほ銀行');
    expect(values('三井住友信記雪行のご案内').bank_name).toBeNull();
    // An insurer two slips from a bank's name, an account mentioned under it: no bank.
    expect(values('三井住友海上火災保険 自動車保険料\n口座振替日 毎月27日').bank_name).toBeNull();
  });

  it('finds nothing in an invoice without bank details', () => {
    expect(Object.values(values('請求書\n合計 ¥1,000')).every((v) => v === null)).toBe(true);
  });

  it('reads a 漁協’s federation (信用漁業協同組合連合会) and its branch as the bank', () => {
    const read = values(
      'お振込先 神奈川県信用漁業協同組合連合会 三浦支店 普通貯金 口座番号 4200592\n口座名義 ギヨキヨウ)サンエイミナト',
    );
    expect(read).toMatchObject({
      bank_name: '神奈川県信用漁業協同組合連合会',
      branch_name: '三浦支店',
      account_number: '4200592',
    });
    expect(values('お振込先 宮城県信用漁業協同組合連合会 本店 普通貯金 5963230')).toMatchObject({
      bank_name: '宮城県信用漁業協同組合連合会',
      branch_name: '本店',
    });
    // The label glued to the name, one kanji of it misread.
    expect(values('お搬込先宮城県信用漁業協同組合連合会 本店 普通貯金 5963230')).toMatchObject({
      bank_name: '宮城県信用漁業協同組合連合会',
    });
    expect(values('お振込先 長野県信用農業協同組合連合会 本所 普通貯金 1234567')).toMatchObject({
      bank_name: '長野県信用農業協同組合連合会',
    });
  });
  it('reads 当座 with its 座 misread as 鹿 or 産 (L255, a page image)', () => {
    const text = ['お振込先', '金融機関\tみずほ銀行\t当鹿', '名古屋支店\t3751850', 'サトウコウゾウケイカク サトウメグミ'].join(
      '\n',
    );
    expect(values(text)).toMatchObject({ account_type: '1', account_number: '3751850' });
    expect(values(text.replace('当鹿', '当産'))).toMatchObject({ account_type: '1', account_number: '3751850' });
  });
  it('reads the number after the type on the 振込先 line over a slip’s boxes OCR garbled under 口座番号 (L256, a page image)', () => {
    const text = [
      'お振込先 福岡銀行 (金融機関コード 0177) 本店 (店番 100) 普通預金 4806312 口座名義 シヤ)チヨダカンコウブツサンキヨウカイ',
      '振込金受取書\t振込依頼書',
      '本店\t預金種目\t|<d計 2当座\t口座番号\t4|8lo|e|s|1l|2',
    ].join('\n');
    expect(values(text)).toMatchObject({ account_number: '4806312' });
  });
});

describe('mainBankCode', () => {
  it.each([
    ['みずほ銀行', '0001'],
    ['三菱UFJ銀行', '0005'],
    ['三菱ＵＦＪ銀行', '0005'],
    ['三井住友銀行', '0009'],
    ['三井住友信託銀行', '0294'],
    ['住信SBIネット銀行', '0038'],
    ['ゆうちょ銀行', '9900'],
  ])('%s → %s', (name, code) => {
    expect(mainBankCode(name)).toBe(code);
  });

  it('knows only the main banks', () => {
    expect(mainBankCode('北洋銀行')).toBeNull();
  });
});

describe('accounts numbered ① and ②', () => {
  it('takes the one marked ① where OCR read ② first', () => {
    const text = [
      'お振込先 下記いずれかの口座へお振込みください。',
      '普通預金 8086106',
      '② ゆうちょ銀行 記号 13920 番号 39091971',
      '① 群馬県信用組合 東支店',
      '口座名義 (共通) ﾕ)ｻﾄｳｼﾝﾌﾞﾝﾃﾝ',
    ].join('\n');
    const fields = findBankAccount(prepareInvoiceText(text));
    expect([fields.bank_name.value, fields.branch_name.value]).toEqual(['群馬県信用組合', '東支店']);
    // Never ゆうちょ's account under the other bank's name.
    expect([fields.branch_code.value, fields.account_number.value]).not.toContain('3909197');
  });

  it('takes ② only as a guess when OCR lost the bank on the line marked ①', () => {
    const text = [
      'お振込先 下記いずれかの口座へお振込みください。',
      '1 足利釘仁、 南支店 普通預金 3183021',
      '② ゆうちょ銀行 記号 18440 番号 66029211',
      '口座名義 (共通) ﾕ)ｻﾄｳｼﾝﾌﾞﾝﾃﾝ',
    ].join('\n');
    const fields = findBankAccount(prepareInvoiceText(text));
    expect(fields.bank_name.value).toBe('ゆうちょ銀行');
    for (const field of [fields.bank_name, fields.branch_code, fields.account_number]) expect(field.confidence).toBeLessThan(0.9);
  });
});

describe('a list of the issuer’s banks with the one to pay into marked', () => {
  // L229, a well-drilling contractor: three accounts in a grid, the note above them says which.
  const text = [
    '取引銀行 お振込は◎印の口座へお願いいたします。',
    '金融機関\t支店\t種別\t口座番号',
    '七十七銀行\t丸の内支店\t普通\t2918752',
    '京都信用金庫\t神戸支店\t当座\t0019957',
    '◎ 楽天銀行\t第一営業支店（420）\t普通\t6103504',
    '口座名義（共通） ｱｻﾋﾁｶｽｲｶｲﾊﾂ(ｶ',
  ].join('\n');

  it('takes the marked account, not the first listed nor the grid’s first row under its labels', () => {
    expect(values(text)).toEqual({
      bank_name: '楽天銀行',
      bank_code: '0036',
      branch_name: '第一営業支店',
      branch_code: '420',
      account_type: '2',
      account_number: '6103504',
      account_holder: 'アサヒチカスイカイハツ(カ',
    });
  });

  it('finds the ring as OCR reads it, in the note and at the row’s start (L229 page image)', () => {
    const read = [
      '取引銀行お振込はO印の口座へお願いいたします。',
      '金融機関\t支店\t種別\t口座番号',
      '三菱UP銀行\t本店\t涯通\t1241736',
      '【@ | 京都信用金庫\t名古屋支店\t首通\t4303864',
      '| 住信SBIネット銀行\t本店営業部\t普通\t5853756',
    ].join('\n');
    expect(values(read)).toMatchObject({ bank_name: '京都信用金庫', branch_name: '名古屋支店', account_number: '4303864' });
  });

  it('gives the first listed as a guess where OCR lost the mark (L229 photo)', () => {
    const lost = text.replace('◎ ', '').replace('◎印', '印');
    const fields = findBankAccount(prepareInvoiceText(lost));
    expect(fields.bank_name).toEqual({ value: '七十七銀行', confidence: 0.6 });
    expect(fields.account_number.confidence).toBeLessThanOrEqual(0.6);
  });

  it('takes the first listed where no note says a mark chooses', () => {
    expect(values(text.replace('お振込は◎印の口座へお願いいたします。', ''))).toMatchObject({
      bank_name: '七十七銀行',
      account_number: '2918752',
    });
  });
});

describe('a form’s numbered choices of account type, the chosen one circled', () => {
  // L230, a city's own 請求書 form: '①普通 2 当座' with a ring round 1 普通, which OCR loses.
  const form = (typeRow: string) =>
    [
      '振込先',
      '金融機関名\t城南信用金庫\t金融機関コード',
      '本・支店名\t本店営業部\t店番',
      `預金種別\t${typeRow}\t口座番号 1363830`,
    ].join('\n');

  it('never takes the 振込先 heading for a branch under 本・支店名 (L230 page image)', () => {
    const read = [
      '金融機関名',
      '本・支店名',
      '振込先',
      '預金種別',
      '口座名義 (カナ)',
      '城南信用金庫\t| 金融機関コード | 1 | 31414',
      '本店営業部\t店番',
      '2 当座\t口座番号',
      '1363830',
    ].join('\n');
    expect(values(read)).toMatchObject({ bank_name: '城南信用金庫', branch_name: '本店営業部', account_type: '2' });
  });

  it('takes the choice OCR did not read for the circled one', () => {
    expect(findBankAccount(prepareInvoiceText(form('2 当座'))).account_type).toEqual({ value: '2', confidence: 0.6 });
    expect(values(form('1 普通')).account_type).toBe('1');
  });

  it('gives the first choice as a guess where both were read, the ring unseen (L230 text PDF)', () => {
    expect(findBankAccount(prepareInvoiceText(form('1 普通 2 当座'))).account_type).toEqual({ value: '2', confidence: 0.6 });
  });

  it('takes a numbered table row’s type as printed', () => {
    expect(values('お振込先\n1 三井住友銀行 渋谷支店 普通 1234567').account_type).toBe('2');
  });
});

describe('an invoice debited from the buyer’s account', () => {
  it('pays into the account offered for a failed debit, not the buyer’s own account printed masked', () => {
    const text = [
      'ご請求書 兼 口座振替のお知らせ\tお引落口座',
      'お客様番号\t299-716344\t住信SBIネット銀行 法人第一支店 普通 ＊＊＊9135',
      'ご契約者\t株式会社桜井建設 様',
      '口座名義 ｶ)ｻｸﾗｲｹﾝｾﾂ',
      '振替ができなかった場合',
      'お手数ですが、R8.7.31までに下記口座へお振込みください。',
      'お振込先 三井住友信託銀行 本店',
      '普通 8997219 口座名義 ｶ)ｱｵﾊﾞﾎﾞｳﾊﾝｻｰﾋﾞｽ',
    ].join('\n');
    expect(values(text)).toMatchObject({
      bank_name: '三井住友信託銀行',
      branch_name: '本店',
      account_number: '8997219',
      account_holder: 'カ)アオバボウハンサービス',
    });
    // The ＊ read as ネ (L172's photo), the label beside it lost.
    const misread = text.replace('\tお引落口座', '').replace('普通 ＊＊＊9135', '普通 ネネネ9135');
    expect(values(misread)).toMatchObject({ bank_name: '三井住友信託銀行', account_number: '8997219' });
  });
});

describe('two accounts side by side', () => {
  it('reads the first account’s type and number from its own column', () => {
    const text = [
      '下記いずれかの口座へお振込みください。',
      '① 住信SBIネット銀行 イチゴ支店\t② 城南信用金庫 本店営業部',
      '普通 9210661\t当座 8767233',
      '口座名義(①②共通) ﾄﾞ)ﾈｸｽﾄﾊﾂｿｳｾﾝﾀｰ',
    ].join('\n');
    const fields = findBankAccount(prepareInvoiceText(text));
    expect([fields.bank_name.value, fields.account_type.value, fields.account_number.value]).toEqual([
      '住信SBIネット銀行',
      '2',
      '9210661',
    ]);
  });

  it('takes nothing from the other account’s column where OCR lost the first one’s type', () => {
    const text = [
      '下記いずれかの口座へお振込みください。',
      '① 住信SBIネット銀行 イチゴ支店\t② 城南信用金庫 本店営業部',
      '替通 9210661\t当座 8767233',
    ].join('\n');
    const fields = findBankAccount(prepareInvoiceText(text));
    expect([fields.account_type.value, fields.account_number.value]).not.toContain('8767233');
    expect(fields.account_type.value).not.toBe('1');
  });
});

describe('ゆうちょ listed first of two accounts', () => {
  it('names the branch by its 記号, not by the bank listed under it', () => {
    const text = [
      'お振込先 下記いずれかの口座へお振込みください。',
      '① ゆうちょ銀行 記号 12220 番号 42768031',
      '② 栃木銀行 本店 普通預金 0130291',
      '口座名義(共通) ｷﾑﾗｼﾝﾌﾞﾝﾃﾝ ｷﾑﾗ ｼｮｳﾀ',
    ].join('\n');
    const fields = findBankAccount(prepareInvoiceText(text));
    expect([fields.bank_name.value, fields.branch_name.value, fields.branch_code.value, fields.account_number.value]).toEqual([
      'ゆうちょ銀行',
      '二二八店',
      '228',
      '4276803',
    ]);
  });
});

describe('cleanAccountHolder', () => {
  it.each([
    ['カ ) サ ン プ ル シ ヨ ウ ジ', 'カ)サンプルシヨウジ'],
    ['ヤマダ タロウ', 'ヤマダ タロウ'],
    ['ド) ミドリソフト', 'ド)ミドリソフト'],
    // The note after the name read as katakana (L222's scans): its '(' never closed.
    ['ﾕ)ﾁﾕｳｵｳﾛｰﾄﾞｻｰﾋﾞｽ(ｵｬｽﾞｶﾞ', 'ユ)チユウオウロードサービス'],
    ['カ)サンプル(ミナミシテン)', 'カ)サンプル(ミナミシテン)'],
    // OCR's kanji 一 for the long-vowel mark
    ['ブル一スカイ(ド', 'ブルースカイ(ド'],
    ['株式会社サンプル', 'サンプル'],
    // OCR's 力 for カ, and a doubled カ, in the legal-form abbreviation
    ['力)サンプルコウギヨウ', 'カ)サンプルコウギヨウ'],
    ['カカ) サ ン プ ル', 'カ)サンプル'],
    // half-width kana, as banks print them
    ['ｶ)ｻﾝﾌﾟﾙ', 'カ)サンプル'],
    // A company's name is one piece: OCR's space inside it goes, and its doubled parenthesis.
    ['カ)フタバ セツケイ', 'カ)フタバセツケイ'],
    ['アオバ システムズ((ユ', 'アオバシステムズ(ユ'],
    [')カ)フタバヒツコシセンター', 'カ)フタバヒツコシセンター'],
    ['ナカムラコウムテン ナカムラ タロウ', 'ナカムラコウムテン ナカムラ タロウ'],
    // small kana as printed
    ['カ) キョウワインサツ', 'カ)キョウワインサツ'],
    // a note in parentheses after the name
    ['ﾔﾏﾀﾞﾏﾙ(ｶ （恐れ入りますが振込手数料はご負担願います）', 'ヤマダマル(カ'],
    ['ﾕ)ｲﾄｳﾏﾙ （恐れ入りますが振込手数料はご負担願います）', 'ユ)イトウマル'],
    // OCR's reading of what stood before it: a note ('(共通)'), a mark, the label's end
    ['(オキォカ)シャ)ヤマダジンザイ', 'シャ)ヤマダジンザイ'],
    ['CS Pビニーィ ド)ネクストハツソウセンター', 'ド)ネクストハツソウセンター'],
    ['ヘコウシャ)シズオカシルバー', 'コウシャ)シズオカシルバー'],
    ['(オキヨカ)キムラシンブンテン キムラ ショウタ', 'キムラシンブンテン キムラ ショウタ'],
    // A 代理店's account: Zengin's business abbreviation after the name is no note ((ダイ, (エイ, (シユツ).
    ['ユ）キョウワジショ（ダイ', 'ユ)キョウワジショ(ダイ'],
    ['ｶ)ﾐﾄﾞﾘｼﾖｳｼﾞ(ｴｲ', 'カ)ミドリシヨウジ(エイ'],
    // An agent's account (代理人) names the owner, the word and the agent: the words stay apart.
    ['コバヤシ アヤ ダイリニン サンエイエステート（ユ', 'コバヤシ アヤ ダイリニン サンエイエステート(ユ'],
    ['ｲﾉｳｴ ｼﾖｳﾀ ﾀﾞｲﾘﾆﾝ ﾕ)ﾌﾞﾙｰｵｰｼﾔﾝｼﾞｼﾖ', 'イノウエ シヨウタ ダイリニン ユ)ブルーオーシヤンジシヨ'],
    // …but a form in its parentheses, or inside the name, stays; and so does a word before a form
    ['(カ)サンプル', '(カ)サンプル'],
    ['ヤマダ(カ)ショウテン', 'ヤマダ(カ)ショウテン'],
    ['ヤマダイ)サンプル', 'ヤマダイ)サンプル'],
  ])('%j → %j', (s, v) => {
    expect(cleanAccountHolder(s)).toBe(v);
  });

  it('needs katakana', () => {
    expect(cleanAccountHolder('山田太郎')).toBeNull();
  });
});

describe('a ruled grid of bank details', () => {
  it('reads the branch from the cell after 支店名, not 名 itself', () => {
    const doc = prepareInvoiceText('金融機関名 楽天銀行\t支店名\t第一営業支店\n込\t預金種目\t普通\t口座番号\t2214084');
    const fields = findBankAccount(doc);
    expect([fields.bank_name.value, fields.branch_name.value, fields.account_number.value]).toEqual([
      '楽天銀行',
      '第一営業支店',
      '2214084',
    ]);
  });
});

describe('a bilingual list of labels, their values below', () => {
  it('takes no English label read after 支店名 for the branch', () => {
    const text = [
      'Bank / 銀行名',
      'Branch / 支店名',
      'Account Type / 口座種別',
      'Account No./ 口座番号',
      'Account Name / 口座名義',
      '三井住友銀行',
      '名古屋支店',
      '普通',
      '1234567',
    ].join('\n');
    expect(values(text).branch_name).toBe('名古屋支店');
  });
});

describe('ゆうちょ 記号番号 under one label', () => {
  it('converts 記号番号 15770-68297341 like 記号 15770 番号 68297341', () => {
    const fields = findBankAccount(prepareInvoiceText('【お振込先】ゆうちょ銀行 記号番号 15770-68297341\n口座名義 ｱｻﾋｲﾝｻﾂ(ﾄﾞ'));
    expect([fields.branch_name.value, fields.branch_code.value, fields.account_type.value, fields.account_number.value]).toEqual([
      '五七八店',
      '578',
      '2',
      '6829734',
    ]);
  });

  it('reads a 加入者名 as printed, in kanji too, and not the parenthesis its sentence closes', () => {
    const holder = (text: string) => values(text).account_holder;
    expect(holder('(振替口座 00970-8-472515 加入者名 カ）アサヒシユツパン）')).toBe('カ)アサヒシユツパン');
    expect(holder('(振替口座 00800-7-685750 加入者名 ネクストシステムズ合同会社)')).toBe('ネクストシステムズ合同会社');
    expect(holder('口座記号番号\n0 0 9 5 0 - 6 - 6 1 4 7 1 0\n加入者名\n株式会社北斗新報社\n金 額')).toBe('株式会社北斗新報社');
  });

  it('converts a 振替口座 printed 00190-7-757731 and reads its 加入者名', () => {
    expect(values('【お振込先】\nゆうちょ銀行 振替口座 00190-7-757731 加入者名 シヤ）ミナトチイキシンコウキヨウカイ')).toEqual({
      bank_name: 'ゆうちょ銀行',
      bank_code: '9900',
      branch_name: '〇一九店',
      branch_code: '019',
      account_type: '1',
      account_number: '0757731',
      account_holder: 'シヤ)ミナトチイキシンコウキヨウカイ',
    });
  });

  it('converts a 振替口座 printed 00990-7-191334 after a 口座記号番号 label: the 7 is the 記号’s check digit', () => {
    const text = '金融機関\tゆうちょ銀行(振替口座)\t口座記号番号\t00990-7-191334\n加入者名\tｶ)ｻﾝﾗｲｽﾞｼﾞﾄﾞｳｼｬｶﾞｯｺｳ';
    expect(values(text)).toMatchObject({ branch_code: '099', account_type: '1', account_number: '0191334' });
  });

  it('takes no branch from a sentence’s piece OCR put under a bare 支店 label', () => {
    const text = 'お振込口座 みずほ銀行\n支店\nますので、ご確認く\n預金種目\t普通\t口座番号\t7779167';
    expect(values(text).branch_name).toBeNull();
    expect(values('お振込口座 みずほ銀行\n支店\nさいたま\n預金種目\t普通\t口座番号\t7779167').branch_name).toBe('さいたま支店');
  });

  it('reads a 支店コード under its label in a grid’s header row', () => {
    const text =
      '金融機関名\t金融機関コード\t支店名\t支店コード\t預金種目\t口座番号\n三菱UFJ銀行\t0005\t池袋支店\t694\t普通\t9250293';
    expect(values(text)).toMatchObject({ branch_name: '池袋支店', branch_code: '694', account_number: '9250293' });
  });

  it('takes no holder from an address under a lone 名義 label, and one OCR put above it', () => {
    const text =
      'お振込先 京都信用金庫 池袋支店 普通 0298117\nヤマダ マコト\n口座名義\n〒604-8005 京都府京都市中京区恵比須町5-20-30 協和ビル3F';
    expect(values(text).account_holder).toBe('ヤマダ マコト');
    expect(values('お振込先 京都信用金庫 池袋支店 普通 0298117\n口座名義\nカ)サンプル\tTEL 03-1234-5678').account_holder).toBe(
      'カ)サンプル',
    );
  });

  it('does not join the katakana under a short holder line: a 屋号, not the rest of the name', () => {
    const text = [
      'お支払期限 令和7年8月31日までに下記口座へお振込みをお願いいたします',
      'ゆうちょ銀行 記号 11320 番号 85849931',
      '口座名義 イノウエ ショウタ',
      'オフィスルーチェ',
    ].join('\n');
    expect(values(text).account_holder).toBe('イノウエ ショウタ');
  });

  it('reads a 金融機関コード under its label in a grid’s header row', () => {
    const text =
      '金融機関名\t金融機関コード\t支店名\t支店コード\t預金種目\t口座番号\n京都信用金庫\t1610\t本店営業部\t001\t普通\t3161921';
    expect(values(text)).toMatchObject({ bank_name: '京都信用金庫', bank_code: '1610', branch_code: '001' });
  });

  it('reads an English payment block, and 取引銀行 as a label, the type on the bank’s own line', () => {
    expect(values('Bank\t楽天銀行\nBranch\tジャズ支店\nAccount type\t普通 (Savings)\nAccount No.\t2028323')).toMatchObject({
      bank_name: '楽天銀行',
      account_number: '2028323',
    });
    const two = '取引銀行 静岡銀行 梅田支店 当座 6281657\n締切日 2026年11月20日\t城南信用金庫 丸の内支店 普通 5328649';
    expect(values(two)).toMatchObject({
      bank_name: '静岡銀行',
      branch_name: '梅田支店',
      account_type: '1',
      account_number: '6281657',
    });
  });

  it('reads English labels written in lower case (Branch code, Account number)', () => {
    const block = [
      'PAYMENT BY BANK TRANSFER / お振込先',
      'Bank\tみずほ銀行 (Mizuho Bank, Ltd.) ― Bank code 0001',
      'Branch\t池袋支店 ― Branch code 560',
      'Account type\t普通 (Ordinary)',
      'Account number\t5734335',
    ];
    expect(values(block.join('\n'))).toMatchObject({ branch_name: '池袋支店', branch_code: '560', account_number: '5734335' });
  });

  it('reads a 払込取扱票’s 口座記号番号 printed one digit per box as ゆうちょ’s', () => {
    const slip = '払込取扱票\n口座記号番号\n0 0 9 5 0 - 6 - 6 1 4 7 1 0\n加入者名\n株式会社北斗新報社';
    expect(values(slip)).toMatchObject({
      bank_name: 'ゆうちょ銀行',
      bank_code: '9900',
      branch_code: '099',
      account_type: '1',
      account_number: '0614710',
    });
  });

  it('takes no (カナ) left of a split label for the holder', () => {
    expect(values('お振込先 みずほ銀行 渋谷支店 普通 1234567\n口座名義 (カナ)').account_holder).toBeNull();
    expect(values('お振込先 みずほ銀行 渋谷支店 普通 1234567\n口座名義 (カナ) ユ)ネクストナイソウ').account_holder).toBe(
      'ユ)ネクストナイソウ',
    );
  });

  it('takes the branch without the bank named again before it on a line below', () => {
    // A table's cell wraps: the bank alone on one line, then bank and branch on the next.
    const read = values('お支払い 行振込 三菱UFJ銀行\n取引方法 銀行振込 三菱UFJ銀行 池袋支店\n普通 1234567');
    expect(read.bank_name).toBe('三菱UFJ銀行');
    expect(read.branch_name).toBe('池袋支店');
    expect(values('振込先 京都信用金庫\n京都信用金庫 本店営業部 当座 7654321').branch_name).toBe('本店営業部');
    // …and no bare 支店 for a branch when nothing names one.
    expect(values('振込先 千葉銀行\n千葉銀行支店 普通 7654321').branch_name).toBeNull();
  });

  it('takes no sentence’s words before the bank for its name (銀行振込の場合 千葉銀行)', () => {
    const read = values('銀行振込の場合 楽天銀行 第一営業支店 普通預金 7892567 口座名義 ｶ)ｻﾝｴｲﾌﾞﾂﾘｭｳｼﾝﾌﾞﾝｼｬ');
    expect(read.bank_name).toBe('楽天銀行');
    expect(read.bank_code).toBe('0036');
    expect(values('お振込の際は 千葉銀行 丸の内支店 普通 1234567').bank_name).toBe('千葉銀行');
  });

  it('reads 御振込先 as the transfer details’ label, so that a 農協 spelled partly in hiragana is a bank under it', () => {
    const read = values('一、御振込先 埼玉ひびきの農業協同組合 北支店 普通貯金 ９３１８１４１');
    expect(read).toMatchObject({ bank_name: '埼玉ひびきの農業協同組合', branch_name: '北支店', account_number: '9318141' });
  });

  it('reads the holder after a ゆうちょ 記号番号 in a sentence that names no label', () => {
    const read = values('お振込の際は、ゆうちょ銀行 記号12030 番号58908621 ﾀﾅｶﾋﾑﾛ ﾀﾅｶ ﾀﾛｳ 宛にお願い申し上げます。');
    expect(read).toMatchObject({
      bank_name: 'ゆうちょ銀行',
      account_number: '5890862',
      account_holder: 'タナカヒムロ タナカ タロウ',
    });
    // What OCR left of the sentence after the number is no holder.
    expect(values('お振込の際は、ゆうちょ銀行 記号12030 番号58908621 ヵ 209 宛にお願い申し上げます。').account_holder).toBeNull();
  });
});

describe('findBankAccount, a 振込先 box beside the items table', () => {
  it('reads the account from the lines’ last cells, where OCR set the box’s lines on the table’s rows (L240)', () => {
    const text = [
      '受付日   お客様   品目・加工   寸法 (鯨尺)    金額      振込先',
      '5715 伊藤様   浴衣   身丈3尺6寸5分   12.000       横浜銀行',
      '5722 佐藤様   色無地 (袷)   身丈3尺1寸   37,500     新宿支店',
      'し湯のし      1700   普通',
      'し胴裏 (正絹)     10.000      9982740',
      'し八掛 (正絹)    7300   名義',
      '5724 小林様   色無地 (袷)   身丈4尺1寸    32,500        イノウエ ハナコ',
      'し湯のし     2.200',
    ].join('\n');
    expect(values(text)).toMatchObject({
      bank_name: '横浜銀行',
      branch_name: '新宿支店',
      account_type: '2',
      account_number: '9982740',
      account_holder: 'イノウエ ハナコ',
    });
  });
});

describe('findBankAccount, the account in a sentence', () => {
  it('reads the bank after お振込みは, and the holder under its label before the sentence goes on (L245)', () => {
    const text = [
      'お振込先',
      'お振込みは 横浜銀行 本店の普通預金 No.0312508、口座名義',
      'ﾁｭｳｵｳｵｰﾄﾘｰｽ(ｶ へお願いいたします。',
      '恐れ入りますが、振込手数料は貴社にてご負担ください。',
    ].join('\n');
    expect(values(text)).toMatchObject({
      bank_name: '横浜銀行',
      branch_name: '本店',
      account_type: '2',
      account_number: '0312508',
      account_holder: 'チュウオウオートリース(カ',
    });
    expect(
      values('お振込みは 三井住友銀行 新宿支店の普通預金 No.8887039、口座名義 カ)ダイワオートリース へお願いいたします。'),
    ).toMatchObject({
      bank_name: '三井住友銀行',
      bank_code: '0009',
    });
  });
});

describe('findBankAccount, 銀行 misread', () => {
  it('keeps a bank whose name ends in a main bank’s, 埼玉りそな銀行, as printed (L285)', () => {
    const text = 'お振込先 埼玉りそな銀行 所沢支店 普通預金 8343913\n口座名義 ザイ)トコロザワシブンカシンコウザイダン';
    expect(values(text)).toMatchObject({ bank_name: '埼玉りそな銀行', bank_code: null, branch_name: '所沢支店' });
  });

  it('reads a bank whose 銀 OCR read as 観, its branch right after it (L248)', () => {
    const text = 'お振込先 静岡観行 博多支店 普通預金 6101703 口座名義 チュウオウハウス';
    expect(values(text)).toMatchObject({ bank_name: '静岡銀行', branch_name: '博多支店', account_number: '6101703' });
    // (Without a branch after it, no bank.)
    expect(values('静岡観行の記念品 6101703').bank_name).toBeNull();
  });

  it('reads a main bank misread, its transfer label misread before it without a space (L248)', () => {
    const text = 'お竹込先住信S8Iネット准行 法人第一支店 普通預金 8350782 口座名義 サンライズライフサポート (カ';
    expect(values(text)).toMatchObject({ bank_name: '住信SBIネット銀行', bank_code: '0038', branch_name: '法人第一支店' });
  });
});

describe('findBankAccount, a two-column foot', () => {
  it('reads the number in the right-hand column’s next line, the type ending the bank’s (L245)', () => {
    const text = [
      'お振込先',
      '本社 〒330-0063\tお振込みは 楽天銀行 第一営業支店 (店番666) の普通預金',
      '埼玉県さいたま市浦和区高砂1-16-8 第2松本ビル 302\tNo.9051847、口座名義 りり本旧-2(1 へお願いいたします。',
    ].join('\n');
    expect(values(text)).toMatchObject({
      bank_name: '楽天銀行',
      branch_code: '666',
      account_type: '2',
      account_number: '9051847',
    });
  });
});

describe('findBankAccount, a table’s row of values', () => {
  it('reads the codes in cells of their own, the header row lost (L246)', () => {
    const text = '三井住友信託銀行         0294        名古屋支店       664       当座     9983342       カ) クロシオキセン';
    expect(values(text)).toMatchObject({
      bank_name: '三井住友信託銀行',
      bank_code: '0294',
      branch_name: '名古屋支店',
      branch_code: '664',
      account_type: '1',
      account_number: '9983342',
    });
    expect(values('お振込先 京都信用金庫 1610 四条支店 123 普通 1234567')).toMatchObject({
      bank_code: '1610',
      branch_code: '123',
    });
    // (A rule OCR read as a bar between the cells.)
    const ruled =
      'PayPay銀行                       0033                         ビジネス営業部                     677          |        普通               8781937';
    expect(values(ruled)).toMatchObject({
      bank_code: '0033',
      branch_name: 'ビジネス営業部',
      branch_code: '677',
      account_number: '8781937',
    });
  });

  it('pays into the new account where a notice prints the closing one beside or before it (L257)', () => {
    const sideBySide = [
      '【重要】お振込先変更のお知らせ',
      '変更前（旧口座・12月31日をもって解約）\t変更後（新口座）',
      'りそな銀行 博多支店 普通預金 6614449\t千葉銀行（0134） 池袋支店（608） 普通預金 2170127',
      '口座名義 ﾕ)ﾁﾕｳｵｳﾌﾟﾛﾀﾞｸｼﾖﾝ\t口座名義 ﾕ)ﾁﾕｳｵｳﾌﾟﾛﾀﾞｸｼﾖﾝ',
    ].join('\n');
    expect(values(sideBySide)).toMatchObject({
      bank_name: '千葉銀行',
      bank_code: '0134',
      branch_name: '池袋支店',
      branch_code: '608',
      account_type: '2',
      account_number: '2170127',
      account_holder: 'ユ)チユウオウプロダクシヨン',
    });
    const stacked = [
      'お振込先',
      '旧口座：りそな銀行 東京営業部 普通 7281665（解約）',
      '新口座：みずほ銀行 新宿支店 普通 4756284',
    ];
    expect(values(stacked.join('\n'))).toMatchObject({
      bank_name: 'みずほ銀行',
      branch_name: '新宿支店',
      account_number: '4756284',
    });
    // The old account named after the new one, in the notice's sentence, changes nothing.
    const after = [
      'お振込先',
      '三井住友銀行 池袋支店 普通預金 1073057',
      '旧口座（みずほ銀行 本店 普通預金 7244829）は9月30日をもって解約いたします',
    ];
    expect(values(after.join('\n'))).toMatchObject({ bank_name: '三井住友銀行', account_number: '1073057' });
  });

  it('never pays into a letterhead’s list of the banks it deals with, where a 振込先 is printed (L259)', () => {
    const text = [
      '株式会社三栄プレカット',
      '取引銀行 三菱UFJ銀行 神戸支店・三井住友信託銀行 横浜駅前支店・',
      '横浜銀行 新宿支店',
      '今回御請求額（税込）\t¥561,000',
      'お振込先',
      '横浜銀行 新宿支店 普通 2654773\t出精値引\t△3,917',
      '口座名義 ｶ)ﾎｸﾄﾌﾟﾚｶｯﾄ\t課税対象額\t1,130,000',
    ].join('\n');
    expect(values(text)).toMatchObject({
      bank_name: '横浜銀行',
      branch_name: '新宿支店',
      account_type: '2',
      account_number: '2654773',
    });
    // Alone, お取引銀行 labels the 振込先.
    expect(values('お取引銀行 みずほ銀行 渋谷支店 普通 1234567')).toMatchObject({
      bank_name: 'みずほ銀行',
      account_number: '1234567',
    });
  });

  it('pays into the new account as OCR reads a change notice: a bar between the headings, the headings first, a bank name garbled', () => {
    const barred = [
      '変更前 (旧口座・8月31日をもって解約)    |    変更後 (新口座',
      '三菱UFJ銀行 本店 普通預金 0407087    住信SBIネット銀行 法人第一支店 普通預金 9476022',
    ];
    expect(values(barred.join('\n'))).toMatchObject({ bank_name: '住信SBIネット銀行', account_number: '9476022' });
    const headingsFirst = [
      '変更前 (旧口座・8月31日をもって解約)',
      '変更後 (新口座)',
      '三菱UFJ銀行 本店 普通預金 0407087',
      '住信SBIネット銀行 法人第一支店 普通預金 9476022',
    ];
    expect(values(headingsFirst.join('\n'))).toMatchObject({ bank_name: '住信SBIネット銀行', account_number: '9476022' });
    // The closing account's bank unread ('三菱UF」銀行'): the number is the one in the named bank's cell.
    const garbled = '三菱UF」銀行 本店 普通預金 0407087    住信SBIネット銀行 法人第一支店 普通預金 9476022';
    expect(values(garbled)).toMatchObject({ bank_name: '住信SBIネット銀行', account_number: '9476022' });
  });

  it('skips a 取引銀行 list read under its label on a line of its own, and reads 普通 misread as 葵通', () => {
    const text = ['取引銀行', 'りそな銀行 本店営業部・静岡銀行 札幌支店', 'お振込先', '静岡銀行 札幌支店 普通 7063063'];
    expect(values(text.join('\n'))).toMatchObject({ bank_name: '静岡銀行', branch_name: '札幌支店', account_number: '7063063' });
    expect(values('お振込先 : 三井住友銀行 池袋支店 葵通 9885190')).toMatchObject({
      account_type: '2',
      account_number: '9885190',
    });
    // The list's label garbled: its branches listed with '・' and no number say what it is; the
    // account after it is the one printed with its number, its label lost too.
    const garbled = [
      '取3|志行 弁住友衣行 名古屋支店・千葉語行 新宿支店・',
      '寺住友全託生行 法谷衣店',
      '三井住友信託銀行 渋谷支店 普通 6866416',
    ];
    expect(values(garbled.join('\n'))).toMatchObject({
      bank_name: '三井住友信託銀行',
      branch_name: '渋谷支店',
      account_number: '6866416',
    });
  });

  it('pays into the first of the accounts a 取引銀行 label lists with their numbers (L36)', () => {
    const text = ['取引銀行 静岡銀行 梅田支店 当座 6281657', '締切日 | 2026年11月20日', '城南信用金庫 丸の内支店 普通 5328649'];
    expect(values(text.join('\n'))).toMatchObject({ bank_name: '静岡銀行', account_type: '1', account_number: '6281657' });
  });
  it('reads the codes printed in parentheses under the bank’s and the branch’s names (L263)', () => {
    const text = [
      'お振込先\t小計\t22,900',
      '金融機関\t支店\t種目\t口座番号',
      '消費税(10%)\t2,290',
      '千葉銀行\t博多支店',
      '普通\t0886280',
      '(0134)\t(365)',
      'ご請求金額(税込)\t¥25,190',
      '口座名義\tﾎｸﾄｱｸｱﾌﾟﾗﾝﾂ(ｶ',
    ].join('\n');
    expect(values(text)).toMatchObject({
      bank_name: '千葉銀行',
      bank_code: '0134',
      branch_name: '博多支店',
      branch_code: '365',
      account_number: '0886280',
    });
  });

  it('reads a 農協 named in hiragana with its account on its line, under a label the totals’ lines set apart, and its 本所 (L264)', () => {
    const alternatives = [
      'お振込先(下記いずれかの口座へお振込みください)',
      '小計\t155,070',
      'あきた北農業協同組合 大館支店 普通貯金 1341904',
      '秋田銀行 本店営業部 普通預金 7827175',
      '口座名義 コバヤシ キョウコ',
    ].join('\n');
    expect(values(alternatives)).toMatchObject({
      bank_name: 'あきた北農業協同組合',
      branch_name: '大館支店',
      account_number: '1341904',
    });
    const alone = [
      'お振込先',
      '小計\t69,010',
      'くるめ農業協同組合 本所 普通貯金 9152277',
      '口座名義 モリノウキ モリ ナオキ',
    ].join('\n');
    expect(values(alone)).toMatchObject({ bank_name: 'くるめ農業協同組合', branch_name: '本所', account_number: '9152277' });
    // (A sentence in hiragana before an institution's name, with no account after it, names none.)
    expect(values('ならびに信用金庫などの窓口でもお支払いいただけます').bank_name).toBeNull();
  });
  it('never takes the header row’s next label, nor its rule, read under a bare 支店 for the branch (L263, a photo)', () => {
    const header = (below: string) =>
      values(
        ['お振込先', '支店\t| 種目 |\t口座番号\t|', `${below}\t消費税 (10%)\t8.483`, '|\t|\t横浜駅前支店\t普通\t3275623'].join(
          '\n',
        ),
      );
    // (No bank named on the page: no branch, rather than a word of the grid's.)
    expect(header('ーーコー一一 ーー一ーー一一').branch_name).toBeNull();
    expect(header('').branch_name).toBeNull();
  });
});
