// Invoice corpus layouts L215–L220: each pushed onto core.mjs's LAYOUTS, in order.
import {
  DATE_FORMATS,
  GIVEN,
  LAYOUTS,
  PLACES,
  STEMS,
  SURNAMES,
  TYPE_LABEL,
  addDays,
  addMonths,
  endOfMonth,
  holderPrinted,
  netOrdinary,
  pad2,
  reiwa,
  setCompany,
  spelled,
  summarize,
  weekday,
  yen,
} from './core.mjs';

// ---- 215–220: written blind as the thirty-fourth round's fresh set.

/** Fisher–Yates on a copy, with the layout's generator. */
const shuffle = (r, xs) => {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(r.rng() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
};
const PREF_RE = /^(東京都|北海道|大阪府|京都府|.{2,3}?県)/;
const prefOf = (s) => s.match(PREF_RE)[1];
/** The town's last part: 丸の内, 梅田, みなとみらい, 恵比須町. */
const areaOf = (town) =>
  town
    .replace(PREF_RE, '')
    .replace(/^.+?市/, '')
    .replace(/^.+?区/, '');
/** 東京都千代田区丸の内 → 千代田区, 大阪府大阪市北区梅田 → 大阪市. */
const cityOf = (town) => town.replace(PREF_RE, '').match(/^.+?[市区]/)[0];
/** The PLACES entry of an address made by makeData (its 〒). */
const placeOf = (d) => PLACES.find(([z]) => z === d.zip);
const landlineOn = (r, area) => `${area}-${area.length === 2 ? r.digits(4) : r.digits(3)}-${r.digits(4)}`;
/** Somewhere else of PLACES: 〒, town, street address and a TEL on its area code. */
const placeElsewhere = (r, notZips, filter = () => true) => {
  const [zip, town, area] = r.pick(PLACES.filter(([z, t]) => !notZips.includes(z) && filter(t)));
  return { zip, town, area, address: `${town}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`, tel: landlineOn(r, area) };
};
/** T1-2345-6789-0123. */
const regHyphen = (t) => `${t.slice(0, 2)}-${t.slice(2, 6)}-${t.slice(6, 10)}-${t.slice(10)}`;
/** R8.1.31. */
const warekiDots = ([y, m, dd]) => `R${reiwa(y)}.${m}.${dd}`;
const letters = (r, n, set = 'ABCDEFGHJKLMNPRSTUVWXYZ') => Array.from({ length: n }, () => r.pick([...set])).join('');

/** 信用金庫 of PLACES' prefectures (printed without codes). */
const SHINKIN = {
  東京都: ['城南信用金庫', '西武信用金庫', '東京東信用金庫', '多摩信用金庫'],
  大阪府: ['大阪信用金庫', '大阪シティ信用金庫', '北おおさか信用金庫'],
  愛知県: ['瀬戸信用金庫', '岡崎信用金庫', '碧海信用金庫'],
  福岡県: ['福岡信用金庫', '福岡ひびき信用金庫'],
  北海道: ['北海道信用金庫', '札幌信用金庫'],
  宮城県: ['杜の都信用金庫', '石巻信用金庫'],
  神奈川県: ['横浜信用金庫', '川崎信用金庫', 'さがみ信用金庫'],
  京都府: ['京都信用金庫', '京都中央信用金庫'],
  兵庫県: ['尼崎信用金庫', '播州信用金庫'],
  広島県: ['広島信用金庫', '呉信用金庫'],
  埼玉県: ['埼玉縣信用金庫', '川口信用金庫'],
  千葉県: ['千葉信用金庫', '京葉信用金庫'],
  静岡県: ['静清信用金庫', '浜松いわた信用金庫'],
  群馬県: ['高崎信用金庫', 'しののめ信用金庫'],
};
/** An account at a local 信用金庫 instead of makeData's bank outside the eight: printed without codes. */
const toShinkin = (d, r) => {
  d.bank = { name: r.pick(SHINKIN[prefOf(d.address)]), code: null, main: false };
  const name = r.pick(['本店', `${areaOf(placeOf(d)[1])}支店`, '駅前支店', '中央支店']);
  d.branch = { name, code: name === '本店' ? '001' : `${r.int(1, 8)}${r.digits(2)}` };
};
/** A red seal: text set in vertical columns inside a square or round border. */
const hanko = (text, style) =>
  `<div style="position:absolute;border:2.5px solid #d23;color:#d23;font-family:'Noto Serif CJK JP';writing-mode:vertical-rl;display:flex;align-items:center;justify-content:center;text-align:center;line-height:1.05;letter-spacing:-1px;padding:3px;${style}">${text}</div>`;

// 215 — a 遺品整理 company bills the deceased's heir (an individual, 様) for clearing the family home: the heir's 〒 address in
// the window at the top left, the company's block at the right with its 古物商許可 (…県公安委員会 第…号, twelve digits) and
// 遺品整理士 認定 numbers beside the 登録番号, a 作業場所 box (故 … 様 ご実家, its own 〒 address), 作業日, then the 課税 rows
// (整理作業 一式 by the 間取り, 作業員 人工, トラック, 貴重品捜索, お焚き上げ供養 at a temple, ハウスクリーニング), the 家電リサイクル
// 料金 (不課税) per appliance, 小計 / 消費税 / 合計, the 買取品 (骨董・家具, 税込) taken off after it (買取金額 △) and the 差引ご請求額.
const IHIN_TRADES = [
  ['ライフサポート', 'ライフサポート'],
  ['クリーンサービス', 'クリーンサービス'],
  ['リユース', 'リユース'],
  ['遺品整理サービス', 'イヒンセイリサービス'],
  ['ハートサービス', 'ハートサービス'],
];
// [品目, 料金] — 家電リサイクル料金 (a maker's, 税込 as set; 不課税 here as collected for the 指定引取場所).
const RECYCLE = [
  ['テレビ（ブラウン管・15型以下）', 1870],
  ['テレビ（液晶・16型以上）', 2970],
  ['冷蔵庫（171L以上）', 4730],
  ['冷蔵庫（170L以下）', 3740],
  ['洗濯機', 2530],
  ['衣類乾燥機', 2530],
  ['エアコン', 990],
];
const KAIDORI = [
  '桐箪笥',
  '掛軸（山水画）',
  '着物・帯 一式',
  '茶道具',
  '切手・古銭',
  'ダイニングセット',
  '腕時計',
  '洋酒（未開栓）',
  'カメラ・レンズ',
];
const TEMPLES = ['浄土宗 光明寺', '曹洞宗 長福寺', '真言宗 宝珠院', '浄土真宗 西念寺', '日蓮宗 妙法寺'];
LAYOUTS.push({
  id: 'L215-ihin-seiri',
  split: 'dev',
  title:
    "遺品整理 company's 御請求書 to the deceased's heir (an individual, 様): the heir's 〒 address in the window, a 作業場所 box with the family home's own 〒 address, 古物商許可 and 遺品整理士 numbers beside the 登録番号, 課税 rows, 家電リサイクル料金（不課税）, and the 買取品 (税込) taken off after the 合計 (買取金額 △) to the 差引ご請求額",
  exercises:
    "a 遺品整理 company (株式会社…ライフサポート / …リユース合同会社) bills the heir of a deceased person: the heir's 〒 address and name … 様 at the top left in the window (another city — not the issuer's), the company's block at the right with its name, 〒 address, TEL / フリーダイヤル 0120 (the TEL the issuer_phone), 登録番号 T…, 古物商許可 …県公安委員会 第123456789012号 and 遺品整理士 認定番号 (none of the fields); a boxed 作業場所 (故 … 様 ご実家, its own 〒 address — none of the fields) with the お見積日 and 作業日 (neither the issue_date nor the due_date); rows 遺品整理作業（3LDK）, 作業員 人工, 2tトラック, 貴重品捜索・仕分け, お焚き上げ供養 at a named temple, ハウスクリーニング (10%), then 家電リサイクル料金（不課税）per appliance; 小計 / 消費税 / 合計, 買取金額（税込）△ for the 骨董・家具 bought, and the 差引ご請求額 — total_amount, the amount left to pay (as L161); お支払期限; the お振込先 at the foot",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    setCompany(d, r, IHIN_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
    ]);
    if (!d.bank.main) toShinkin(d, r);
    netOrdinary(d);
    const issuer = r.chance(0.75) ? d.issuerName : spelled(d, r.pick(['paren', 'circled']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full']));
    const [, town] = placeOf(d);
    const pref = prefOf(town);
    // The heir lives elsewhere; the family home is in the company's area.
    const [hs] = r.pick(SURNAMES);
    const heirGiven = r.pick(GIVEN)[0];
    const heir = placeElsewhere(r, [d.zip]);
    const deceased = `${hs} ${r.pick(['正男', '和子', '茂', '幸子', '清', '節子', '勇', '久子'])}`;
    const home = { zip: d.zip, address: `${town}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}` };
    const madori = r.pick([
      ['2DK', 180000, 260000],
      ['3LDK', 280000, 420000],
      ['4LDK（戸建）', 380000, 600000],
      ['5DK（戸建・物置あり）', 480000, 750000],
    ]);
    const [y, m] = d.issue;
    const work = [y, m, r.int(2, 22)];
    const estimate = addDays(work, -r.int(6, 20));
    d.issue = addDays(work, r.int(1, 5));
    d.due = r.chance(0.5) ? addDays(d.issue, 14) : endOfMonth(...addMonths([d.issue[0], d.issue[1]], 1));
    d.no = r.chance(0.5) ? `IH-${String(y).slice(2)}${pad2(m)}-${r.digits(3)}` : `${y}${pad2(m)}${r.digits(4)}`;
    const workers = r.int(3, 6);
    const days = r.int(1, 3);
    const rows = [];
    rows.push({
      name: `遺品整理作業（${madori[0]}）`,
      note: '仕分け・搬出・分別',
      qty: 1,
      unit: '式',
      price: Math.round(r.int(madori[1], madori[2]) / 1000) * 1000,
    });
    rows.push({
      name: '作業員 追加',
      note: `${workers}名 × ${days}日のうち追加分`,
      qty: r.int(1, 3),
      unit: '人工',
      price: r.int(18, 28) * 1000,
    });
    rows.push({
      name: r.pick(['2tトラック（搬出）', '2t平ボディ 車両費', '軽トラック（搬出）']),
      note: '',
      qty: r.int(1, 4),
      unit: '台',
      price: r.int(20, 45) * 1000,
    });
    if (r.chance(0.7))
      rows.push({ name: '貴重品捜索・書類仕分け', note: '通帳・権利証等', qty: 1, unit: '式', price: r.int(10, 30) * 1000 });
    const temple = r.pick(TEMPLES);
    if (r.chance(0.8))
      rows.push({
        name: 'お焚き上げ供養（仏壇・写真・人形）',
        note: `${temple}にて`,
        qty: 1,
        unit: '式',
        price: r.int(15, 60) * 1000,
      });
    if (r.chance(0.6))
      rows.push({ name: 'ハウスクリーニング（水回り）', note: '', qty: 1, unit: '式', price: r.int(25, 65) * 1000 });
    for (const x of rows) x.amount = x.qty * x.price;
    const recycle = shuffle(r, RECYCLE)
      .slice(0, r.int(1, 4))
      .map(([name, price]) => ({ name, qty: r.int(1, 2), price }));
    for (const x of recycle) x.amount = x.qty * x.price;
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const recycleSum = recycle.reduce((a, x) => a + x.amount, 0);
    const bought = shuffle(r, KAIDORI)
      .slice(0, r.int(1, 3))
      .map((name) => ({ name, amount: r.int(3, 80) * 500 }));
    const boughtSum = bought.reduce((a, x) => a + x.amount, 0);
    const gross = s.total + recycleSum;
    const total = gross - boughtSum;
    const fmt = r.pick([DATE_FORMATS.seireki, DATE_FORMATS.wareki, DATE_FORMATS.slash]);
    const kobutsu = `${pref}公安委員会 第${r.int(3, 9)}${r.digits(11)}号`;
    const ihinNo = `IS${r.digits(5)}`;
    const free = `0120-${r.digits(3)}-${r.digits(3)}`;
    const showBranchCode = r.chance(0.3);
    const branch = showBranchCode ? `${d.branch.name}（店番 ${d.branch.code}）` : d.branch.name;
    const staff = `${r.pick(SURNAMES)[0]}`;
    const accent = r.pick(['#4a6b5a', '#5b4a6b', '#3d5a73']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.4px; color: #222; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 40px 46px 0; }
      .win { position: absolute; left: 46px; top: 62px; width: 330px; line-height: 1.7; font-size: 10px; } .win .n { font-size: 15px; margin-top: 6px; }
      .co { position: absolute; right: 46px; top: 92px; width: 300px; line-height: 1.6; font-size: 9px; } .co .n { font-size: 15px; font-weight: 700; color: ${accent}; } .co .s { color: #555; font-size: 8.4px; }
      .meta { position: absolute; right: 46px; top: 34px; font-size: 9px; text-align: right; }
      h1 { position: absolute; left: 0; right: 0; top: 238px; text-align: center; font-family: 'Noto Serif CJK JP'; font-size: 22px; letter-spacing: .6em; margin: 0; font-weight: 600; }
      .body { position: absolute; left: 46px; right: 46px; top: 290px; }
      .site { display: flex; gap: 14px; } .site > div { border: 1px solid ${accent}; padding: 5px 10px; } .site .h { color: ${accent}; font-weight: 700; }
      .big { display: flex; align-items: center; margin-top: 12px; border-bottom: 2px solid #222; width: 360px; padding-bottom: 3px; } .big .l { font-size: 12px; } .big .v { margin-left: auto; font-size: 21px; font-weight: 700; }
      table.t { width: 100%; margin-top: 12px; font-size: 9px; } .t th { background: ${accent}; color: #fff; font-weight: normal; padding: 3px; border: 1px solid ${accent}; }
      .t td { border: 1px solid #bbb; padding: 2px 6px; } .t td.c { text-align: center; } .t tr.sec td { background: #f1f3f1; font-weight: 700; }
      .t small { color: #666; margin-left: 6px; }
      .foot { display: flex; justify-content: space-between; margin-top: 12px; gap: 16px; align-items: flex-start; }
      .bank { border: 1px solid #999; padding: 6px 12px; width: 330px; line-height: 1.75; }
      .sum td { border: 1px solid #bbb; padding: 2px 10px; } .sum td.l { background: #f4f4f4; } .sum tr.g td { border-top: 2px solid #222; font-weight: 700; font-size: 12px; }
      .nt { margin-top: 12px; font-size: 8.5px; color: #444; line-height: 1.7; }`;
    const row = (x, tax) =>
      `<tr><td>${x.name}${x.note ? `<small>${x.note}</small>` : ''}</td><td class="num">${x.qty}</td><td class="c">${x.unit ?? '台'}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td><td class="c">${tax}</td></tr>`;
    const seal = hanko(
      `${d.corpBody.slice(0, 6)}之印`,
      `right:${r.int(-4, 10)}px;top:${r.int(-6, 14)}px;width:54px;height:54px;font-size:11px;opacity:.6;`,
    );
    const page = `<div class="wrap"><div class="meta">請求番号　${d.no}<br>請求日　${fmt(d.issue)}</div>
      <div class="win">〒${heir.zip}<br>${heir.address}<div class="n">${hs} ${heirGiven}　様</div></div>
      <div class="co">${seal}<div class="n">${issuer}</div>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>フリーダイヤル ${free}<br>登録番号 ${d.reg}<br><span class="s">古物商許可　${kobutsu}<br>遺品整理士 認定番号 第${ihinNo}号　担当 ${staff}</span></div>
      <h1>御請求書</h1>
      <div class="body">
        <div>このたびは遺品整理のご用命を賜り、誠にありがとうございました。故 ${deceased} 様のご冥福を心よりお祈り申し上げます。下記のとおりご請求申し上げます。</div>
        <div class="site" style="margin-top:8px"><div style="flex:1"><span class="h">作業場所</span>　故 ${deceased} 様 ご実家<br>〒${home.zip}　${home.address}</div><div><span class="h">お見積日</span>　${fmt(estimate)}<br><span class="h">作業日</span>　${fmt(work)}${days > 1 ? ` ～ ${fmt(addDays(work, days - 1))}` : ''}</div></div>
        <div class="big"><span class="l">差引ご請求額</span><span class="v">¥${yen(total)}-</span></div>
        <div style="margin-top:3px">お支払期限　${fmt(d.due)}</div>
        <table class="t"><tr><th>品目・作業内容</th><th style="width:44px">数量</th><th style="width:36px">単位</th><th style="width:70px">単価</th><th style="width:80px">金額</th><th style="width:44px">税区分</th></tr>
          <tr class="sec"><td colspan="6">作業費（課税 10%）</td></tr>${rows.map((x) => row(x, '10%')).join('')}
          <tr class="sec"><td colspan="6">家電リサイクル料金（不課税・指定引取場所へお支払いする料金）</td></tr>${recycle.map((x) => row({ ...x, unit: '台' }, '不課税')).join('')}</table>
        <div class="foot"><div class="bank"><b>お振込先</b><br>${d.bank.name}　${branch}<br>${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}<br><span style="font-size:8.4px">※恐れ入りますが振込手数料はご負担ください。</span></div>
          <table class="sum"><tr><td class="l">課税対象額（10%）</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr><td class="l">不課税（家電リサイクル料金）</td><td class="num">${yen(recycleSum)}</td></tr><tr><td class="l">合計</td><td class="num">${yen(gross)}</td></tr>
            <tr><td class="l">買取金額（税込）</td><td class="num">△${yen(boughtSum)}</td></tr><tr class="g"><td class="l">差引ご請求額</td><td class="num">¥${yen(total)}</td></tr></table></div>
        <table class="t" style="width:330px"><tr><th>買取品（相殺）</th><th style="width:90px">買取金額（税込）</th></tr>${bought.map((x) => `<tr><td>${x.name}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
        <div class="nt">※買取品の代金は、お客様のご了承のもと上記ご請求額と相殺させていただきました（買取証明書を別途お渡ししております）。<br>※一般廃棄物は${cityOf(town)}の許可業者に委託し、適正に処理いたしました。<br>※ご不明な点は担当 ${staff}（${free}）までお問い合わせください。</div>
      </div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBranchCode } };
  },
});

// 216 — a 海上コンテナ 輸送 (ドレージ) trucker bills a forwarder for the month's container moves: the title 運賃請求書 with the 締
// 期間, the forwarder 御中 at the left, the 本社 block at the right with its 一般貨物自動車運送事業 許可 number, a 今回ご請求額 box, then a
// dense table, one row per container (作業日, 輸入/輸出, 本船名・VOY, B/L・BKG No., コンテナNo. with its check digit, サイズ, the CY and
// the 搬入・搬出先, 基本運賃, 待機料, シャーシ留置料, 高速代), a 燃料サーチャージ row on the 基本運賃, 小計 / 消費税 / 合計, the お振込先,
// and the port's 配車センター (its own 〒 address and TEL) in the footer.
const DRAY_TRADES = [
  ['運輸', 'ウンユ'],
  ['海運', 'カイウン'],
  ['トランスポート', 'トランスポート'],
  ['港運', 'コウウン'],
  ['陸運', 'リクウン'],
];
// [zip of PLACES, CYs, 配車センター 〒, its town]
const PORTS = [
  ['220-0012', ['本牧ふ頭 D-5', '南本牧ふ頭 MC-3', '大黒ふ頭 C-4'], '231-0811', '神奈川県横浜市中区本牧ふ頭'],
  [
    '650-0021',
    ['ポートアイランド PC-18', '六甲アイランド RC-5', 'ポートアイランド PC-15'],
    '650-0046',
    '兵庫県神戸市中央区港島中町',
  ],
  ['541-0041', ['南港 C-10', '夢洲 C-12', '南港 C-9'], '559-0031', '大阪府大阪市住之江区南港東'],
  ['460-0008', ['飛島ふ頭 TCB', '鍋田ふ頭 CT', '飛島ふ頭南側 CT'], '455-0848', '愛知県名古屋市港区金城ふ頭'],
  ['812-0011', ['アイランドシティ IC-1', '香椎パークポート', '中央ふ頭'], '813-0018', '福岡県福岡市東区香椎浜ふ頭'],
];
const VESSELS = [
  'ONE HARMONY',
  'WAN HAI 317',
  'KOTA LAYANG',
  'SITC HAKATA',
  'YM UNANIMITY',
  'HMM PROMISE',
  'EVER LIVELY',
  'CMA CGM TAGE',
  'MAERSK KOBE',
  'OOCL NAGOYA',
];
const CARRIERS = ['ONEY', 'MAEU', 'EGLV', 'SITU', 'YMLU', 'HDMU', 'CMDU'];
const CTR_OWNERS = ['TGHU', 'MSKU', 'ONEU', 'TCNU', 'BMOU', 'SEGU', 'FCIU', 'TRHU', 'CAIU', 'GESU'];
const SIZES = [
  ["20'DV", 0],
  ["40'DV", 1],
  ["40'HC", 1],
  ["40'HC", 1],
  ["20'RF", 2],
];
const DRAY_BUYERS = [
  '株式会社{s}シッピング',
  '{s}国際物流株式会社',
  '株式会社{s}エクスプレス',
  '{s}通関株式会社',
  '株式会社{s}フォワーディング',
];
const SHIPPERS = [
  '{s}食品 {c}物流センター',
  '{s}工業 {c}工場',
  '{s}物産 {c}倉庫',
  '{s}ホームセンター {c}DC',
  '{s}製作所 {c}工場',
];
const ISO_LETTERS = (() => {
  const m = {};
  let v = 10;
  for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (v % 11 === 0) v++;
    m[c] = v++;
  }
  return m;
})();
/** ISO 6346: owner code + U-category already in the 4 letters, 6 digits, check digit. */
const containerNo = (r) => {
  const body = `${r.pick(CTR_OWNERS)}${r.digits(6)}`;
  let sum = 0;
  [...body].forEach((c, i) => {
    sum += (ISO_LETTERS[c] ?? Number(c)) * 2 ** i;
  });
  return `${body.slice(0, 4)} ${body.slice(4)} ${(sum % 11) % 10}`;
};
LAYOUTS.push({
  id: 'L216-dray-container',
  split: 'dev',
  title:
    "海上コンテナ ドレージ trucker's 運賃請求書 to a forwarder: a 締 期間, a dense row per container (作業日, 輸入/輸出, 本船名・VOY, B/L・BKG No., コンテナNo. with check digit, サイズ, CY, 搬入・搬出先 of the 荷主, 基本運賃, 待機料, シャーシ留置料, 高速代), a 燃料サーチャージ row, the port's 配車センター with its own 〒 address and TEL in the footer",
  exercises:
    "a container trucker (株式会社…運輸 / …海運株式会社 / 有限会社…陸運, in a port city) bills a forwarder or 通関業者 (株式会社…シッピング / …国際物流株式会社, 御中, 海上輸入課 … 様): 運 賃 請 求 書 with the 締 期間 (…月21日～…月20日 締, or the month) — none of the dates; the 本社 block at the right (name, 〒 address, TEL/FAX, 登録番号 and 一般貨物自動車運送事業 許可 関自貨第…号 — not the registration_number); a 今回ご請求額（税込）box with the お支払期日; a dense table, one row per container: 作業日 m/d, 輸入 / 輸出, 本船名 and VOY (ONE HARMONY 045E), B/L No. or BKG No. (ONEYTYO123456), コンテナNo. (TGHU 123456 7, eleven characters — none of the fields), サイズ 40'HC, the CY (本牧ふ頭 D-5) and the 搬入・搬出先 (the 荷主's warehouse, another company), 基本運賃, 待機料 by the 30分, シャーシ留置料 by the 日, 高速代; a 燃料サーチャージ（基本運賃の…%）row; 小計 / 消費税（10%）/ 合計 — total_amount the 今回ご請求額, that 合計; the お振込先 (holder ｶ)… as printed); in the footer the 配車センター at the port with its own 〒 address, TEL and FAX (none of the fields: issuer_address, issuer_postal_code and issuer_phone are the 本社's, as L178); 2026/01/20 or 2026年1月20日 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main', items: 1 }),
  render(d, r) {
    setCompany(d, r, DRAY_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    // The company sits in a port city.
    const port = PORTS.find(([z]) => z === d.zip) ?? r.pick(PORTS);
    const [zip, town, area] = PLACES.find(([z]) => z === port[0]);
    d.zip = zip;
    d.address = `${town}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}${r.pick(['', '', ' 港ビル4F', ' 第一ポートビル 6階'])}`;
    const local = area.length === 2 ? `${r.digits(4)}-${r.digits(4)}` : `${r.digits(3)}-${r.digits(4)}`;
    d.tel = `${area}-${local}`;
    d.fax = `${area}-${local.slice(0, -1)}${(Number(local.slice(-1)) + 1) % 10}`;
    if (!d.bank.main) toShinkin(d, r);
    netOrdinary(d);
    const issuer = r.chance(0.7) ? d.issuerName : spelled(d, r.pick(['paren', 'circled']));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big']));
    const center = {
      zip: port[2],
      address: `${port[3]}${r.int(1, 9)}-${r.int(1, 30)}`,
      tel: landlineOn(r, area),
    };
    const centerFax = landlineOn(r, area);
    const kyoka = `${r.pick(['関自貨', '近運輸', '中運自貨', '九運自貨'])}第${r.int(100, 2999)}号`;
    const buyer = placeElsewhere(r, [d.zip]);
    const [bs] = r.pick(STEMS);
    d.buyerName = r.pick(DRAY_BUYERS).replace('{s}', bs);
    // 締 on the 20th or the month's end.
    const [y, m] = d.issue;
    const on20 = r.chance(0.5);
    const close = on20 ? [y, m, 20] : endOfMonth(y, m);
    const from = on20 ? [...addMonths([y, m], -1), 21] : [y, m, 1];
    d.issue = close;
    d.due = r.chance(0.6) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 2), 10];
    d.no = r.chance(0.5) ? `D${String(y).slice(2)}${pad2(m)}-${r.digits(4)}` : `${y}${pad2(m)}-${r.digits(3)}`;
    const nRows = r.int(5, 10);
    const cys = port[1];
    const rows = [];
    for (let k = 0; k < nRows; k++) {
      const dt = addDays(
        from,
        r.int(
          0,
          Math.max(
            0,
            Math.round(
              (Date.UTC(...close.map((v, i) => (i === 1 ? v - 1 : v))) - Date.UTC(from[0], from[1] - 1, from[2])) / 86400000,
            ),
          ),
        ),
      );
      const imp = r.chance(0.6);
      const [size, cls] = r.pick(SIZES);
      const shipper = r
        .pick(SHIPPERS)
        .replace('{s}', r.pick(STEMS)[0])
        .replace(
          '{c}',
          placeElsewhere(r, [])
            .town.replace(PREF_RE, '')
            .replace(/[市区].*$/, ''),
        );
      const base = (cls === 0 ? r.int(22, 48) : r.int(28, 62)) * 1000 + (cls === 2 ? 8000 : 0);
      const waitUnits = r.chance(0.35) ? r.int(1, 6) : 0;
      const chassisDays = r.chance(0.2) ? r.int(1, 3) : 0;
      const toll = r.chance(0.55) ? r.int(8, 60) * 100 + r.pick([0, 10, 30, 70]) : 0;
      const carrier = r.pick(CARRIERS);
      rows.push({
        dt,
        kind: imp ? '輸入' : '輸出',
        vessel: `${r.pick(VESSELS)} ${r.digits(3)}${r.pick(['E', 'W', 'N', 'S'])}`,
        ref: imp ? `${carrier}${letters(r, 3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${r.digits(6)}` : `BKG ${r.digits(10)}`,
        ctr: containerNo(r),
        size,
        cy: r.pick(cys),
        shipper,
        base,
        wait: waitUnits * 3000,
        waitUnits,
        chassis: chassisDays * 2500,
        chassisDays,
        toll,
      });
    }
    rows.sort((a, b) => Date.UTC(...a.dt) - Date.UTC(...b.dt));
    const baseSum = rows.reduce((a, x) => a + x.base, 0);
    const fscPct = r.pick([8, 10, 12, 15]);
    const fsc = Math.floor((baseSum * fscPct) / 100);
    const rowsTotal = rows.reduce((a, x) => a + x.base + x.wait + x.chassis + x.toll, 0);
    d.items = [{ name: 'コンテナ輸送', amount: rowsTotal + fsc, rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = r.pick([DATE_FORMATS.slash, DATE_FORMATS.seireki]);
    const md = ([, mm, dd]) => `${mm}/${dd}`;
    const reg = r.chance(0.35) ? regHyphen(d.reg) : d.reg;
    const showBranchCode = r.chance(0.4);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 8.6px; color: #111; line-height: 1.45; }
      .wrap { position: relative; height: 1123px; padding: 28px 26px 0; }
      h1 { margin: 0; text-align: center; font-size: 19px; letter-spacing: .7em; border-top: 3px solid #111; border-bottom: 1px solid #111; padding: 4px 0; }
      .per { text-align: center; margin-top: 3px; font-size: 9.5px; }
      .hd { display: flex; justify-content: space-between; margin-top: 10px; } .to { width: 360px; font-size: 9.5px; line-height: 1.7; } .to .n { font-size: 14px; border-bottom: 1px solid #111; display: inline-block; padding-right: 30px; }
      .co { width: 290px; position: relative; line-height: 1.6; } .co .n { font-size: 14px; font-weight: 700; } .co .k { color: #444; font-size: 8.2px; }
      .meta td { padding: 0 6px; } .box { margin-top: 10px; display: flex; gap: 10px; align-items: stretch; }
      .box .a { border: 2px solid #111; display: flex; } .box .a .l { background: #111; color: #fff; padding: 6px 10px; font-size: 10.5px; } .box .a .v { padding: 4px 14px; font-size: 20px; font-weight: 700; min-width: 170px; text-align: right; }
      .box .due { border: 1px solid #111; padding: 6px 10px; font-size: 10px; }
      table.g { width: 100%; margin-top: 10px; font-size: 7.9px; } .g th { background: #e6e6e6; border: 1px solid #777; font-weight: normal; padding: 2px 1px; line-height: 1.25; }
      .g td { border: 1px solid #999; padding: 1px 3px; white-space: nowrap; } .g td.c { text-align: center; } .g td.w { white-space: normal; line-height: 1.25; }
      .g tr:nth-child(even) td { background: #fafafa; } .g tr.f td { background: #f0f0f0; font-weight: 700; }
      .low { display: flex; justify-content: space-between; margin-top: 10px; gap: 12px; } .bank { border: 1px solid #777; padding: 5px 10px; line-height: 1.7; width: 370px; }
      .sum td { border: 1px solid #777; padding: 2px 10px; min-width: 90px; } .sum td.l { background: #eee; } .sum tr.t td { font-weight: 700; font-size: 11.5px; border: 2px solid #111; }
      .ft { position: absolute; left: 26px; right: 26px; bottom: 34px; border-top: 1px solid #777; padding-top: 5px; font-size: 8.2px; color: #333; display: flex; justify-content: space-between; }`;
    const trs = rows
      .map(
        (x, i) =>
          `<tr><td class="c">${i + 1}</td><td class="c">${md(x.dt)}</td><td class="c">${x.kind}</td><td>${x.vessel}</td><td>${x.ref}</td><td>${x.ctr}</td><td class="c">${x.size}</td><td>${x.cy}</td><td class="w">${x.shipper}</td><td class="num">${yen(x.base)}</td><td class="num">${x.wait ? `${yen(x.wait)}<br><span style="font-size:7px">(${x.waitUnits}×30分)</span>` : ''}</td><td class="num">${x.chassis ? `${yen(x.chassis)}<br><span style="font-size:7px">(${x.chassisDays}日)</span>` : ''}</td><td class="num">${x.toll ? yen(x.toll) : ''}</td><td class="num">${yen(x.base + x.wait + x.chassis + x.toll)}</td></tr>`,
      )
      .join('');
    const seal = hanko(
      `${d.corpBody.slice(0, 6)}之印`,
      `right:${r.int(0, 16)}px;top:${r.int(0, 18)}px;width:52px;height:52px;font-size:10.5px;opacity:.55;`,
    );
    const page = `<div class="wrap"><h1>運賃請求書</h1><div class="per">（${fmt(from)} ～ ${fmt(close)} 締）</div>
      <div class="hd"><div class="to">〒${buyer.zip} ${buyer.address}<br><span class="n">${d.buyerName}　御中</span><br>${r.pick(['海上輸入課', '通関部 輸入グループ', '業務部 海上課'])}　${d.buyerPerson} 様
        <table class="meta" style="margin-top:6px"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求No.</td><td>${d.no}</td></tr><tr><td>取引先コード</td><td>${r.digits(5)}</td></tr></table></div>
        <div class="co">${seal}<div class="n">${issuer}</div>本社　〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${reg}<br><span class="k">一般貨物自動車運送事業 ${kyoka}</span></div></div>
      <div class="box"><div class="a"><div class="l">今回ご請求額<br>（税込）</div><div class="v">¥${yen(s.total)}</div></div><div class="due">お支払期日<br><b>${fmt(d.due)}</b></div><div class="due" style="flex:1;font-size:8.6px">待機料は搬入・搬出先到着後2時間を超えた分を30分毎 3,000円、シャーシ留置料は1日 2,500円にて算定しております。高速代は実費です。</div></div>
      <table class="g"><tr><th>No</th><th>作業日</th><th>区分</th><th>本船名・VOY</th><th>B/L・BKG No.</th><th>コンテナNo.</th><th>サイズ</th><th>CY</th><th>搬入・搬出先</th><th>基本運賃</th><th>待機料</th><th>シャーシ<br>留置料</th><th>高速代</th><th>計</th></tr>${trs}
        <tr><td class="c">${rows.length + 1}</td><td></td><td colspan="7">燃料サーチャージ（基本運賃 ${yen(baseSum)} 円の ${fscPct}%）</td><td></td><td></td><td></td><td></td><td class="num">${yen(fsc)}</td></tr>
        <tr class="f"><td colspan="9" style="text-align:right">本数 ${rows.length} 本　計</td><td class="num">${yen(baseSum)}</td><td class="num">${yen(rows.reduce((a, x) => a + x.wait, 0))}</td><td class="num">${yen(rows.reduce((a, x) => a + x.chassis, 0))}</td><td class="num">${yen(rows.reduce((a, x) => a + x.toll, 0))}</td><td class="num">${yen(s.subtotal)}</td></tr></table>
      <div class="low"><div class="bank"><b>お振込先</b>　${d.bank.name} ${d.branch.name}${showBranchCode ? `（${d.branch.code}）` : ''}　${TYPE_LABEL[d.type]}預金 ${d.account}<br>口座名義　${holder}<br>※お支払は上記口座へお振込みをお願いいたします。</div>
        <table class="sum"><tr><td class="l">小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="t"><td class="l">合計</td><td class="num">${yen(s.total)}</td></tr></table></div>
      <div class="ft"><div>配車・お問い合わせ：${cys[0].split(' ')[0]}配車センター　〒${center.zip} ${center.address}　TEL ${center.tel}　FAX ${centerFax}</div><div>P.1/1</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total: s.total, showBranchCode } };
  },
});

// 217 — a 行政書士 in practice alone under his office's name bills a company employing foreign staff for the 在留資格 applications it
// filed: a letter-style 御請求書 (請求日 and 請求書番号 at the top right, the company 御中 at the left, the office's block with the
// 行政書士's name, 日本行政書士会連合会 登録番号, 単位会 会員番号 and 申請取次 届出 beside the 登録番号), 記, a table per 申請人 (name in
// romaji, 国籍, 在留カード番号, 申請種別, 申請日 and 受付番号, 報酬), 翻訳 and 交通費, the 収入印紙 paid for the company (立替・不課税),
// 小計 / 消費税 / 立替金 / ご請求金額, a note that the 報酬 is not subject to 源泉徴収, the 申請先 入管 with its 〒 address, 以上, and the
// account (ゆうちょ 記号・番号 mostly).
const NYUKAN = [
  [['東京都', '神奈川県', '千葉県', '埼玉県', '群馬県', '静岡県'], '東京出入国在留管理局', '108-8255', '東京都港区港南5-5-30'],
  [['大阪府', '京都府', '兵庫県'], '大阪出入国在留管理局', '559-0034', '大阪府大阪市住之江区南港北1-29-53'],
  [['愛知県'], '名古屋出入国在留管理局', '455-8601', '愛知県名古屋市港区正保町5-18'],
  [['福岡県'], '福岡出入国在留管理局', '810-0073', '福岡県福岡市中央区舞鶴3-5-25'],
  [['宮城県'], '仙台出入国在留管理局', '983-0842', '宮城県仙台市宮城野区五輪1-3-20'],
  [['北海道'], '札幌出入国在留管理局', '060-0042', '北海道札幌市中央区大通西12丁目'],
  [['広島県'], '広島出入国在留管理局', '730-0012', '広島県広島市中区上八丁堀2-31'],
];
// [name, 国籍]
const APPLICANTS = [
  ['NGUYEN VAN AN', 'ベトナム'],
  ['TRAN THI HOA', 'ベトナム'],
  ['PHAM MINH DUC', 'ベトナム'],
  ['LI WEI', '中国'],
  ['ZHANG MEI', '中国'],
  ['SANTOS MARIA CLARA', 'フィリピン'],
  ['REYES JOHN PAUL', 'フィリピン'],
  ['GURUNG BISHAL', 'ネパール'],
  ['PUTRI AYU LESTARI', 'インドネシア'],
  ['KIM MINJUN', '韓国'],
  ['AUNG KYAW MIN', 'ミャンマー'],
  ['SHARMA RAHUL', 'インド'],
];
// [申請種別, 報酬 lo–hi (千円), 印紙]
const SHINSEI = [
  ['在留資格認定証明書交付申請（技術・人文知識・国際業務）', 100, 150, 0],
  ['在留資格変更許可申請（留学→技術・人文知識・国際業務）', 80, 120, 6000],
  ['在留期間更新許可申請（技術・人文知識・国際業務）', 35, 60, 6000],
  ['在留資格変更許可申請（技能実習→特定技能1号）', 90, 140, 6000],
  ['在留期間更新許可申請（特定技能1号）', 40, 70, 6000],
  ['資格外活動許可申請', 15, 30, 0],
];
LAYOUTS.push({
  id: 'L217-gyosei-zairyu',
  split: 'dev',
  title:
    "行政書士 (a sole practice under its office's name) billing a company for its foreign staff's 在留資格 applications: letter style with 記 and 以上, a row per 申請人 (romaji name, 国籍, 在留カード番号, 申請種別, 申請日, 受付番号), the 収入印紙 as 立替金（不課税）, no 源泉徴収 (a note says why), the 申請先 入管 with its 〒 address, ゆうちょ 記号・番号 mostly",
  exercises:
    "a 行政書士 practising alone under his office's name (…行政書士事務所 / 行政書士…法務事務所 — the 屋号, the issuer_name, as L22; 行政書士 … the person, 日本行政書士会連合会 登録番号 第12345678号, …行政書士会 会員番号, 申請取次 届出済 — none of the fields) bills the company employing foreign staff (株式会社… 人事部 御中) for the applications filed: 御 請 求 書, 請求日 and 請求書番号 at the top right (令和 dates mostly), the office's 〒 address, TEL (or a 携帯 only) and 登録番号 T…; 記, then a table, a row per 申請人 (NGUYEN VAN AN, ベトナム, 在留カード番号 AB12345678CD, 在留期間更新許可申請（特定技能1号）, 申請日 and 申請受付番号 — none of the fields) with its 報酬, 書類翻訳 by the page and 交通費; 小計 / 消費税（10%）, 立替金 収入印紙（不課税, 6,000円 per 変更・更新）and ご請求金額 — total_amount, 報酬 and 消費税 and the 立替金; a note that the 行政書士 報酬 is not subject to 源泉徴収, so nothing is withheld; the 申請先 (…出入国在留管理局, its 〒 address — none of the fields); お振込先 ゆうちょ銀行 記号 1xxx0 番号 …1 (converted as yucho.ts does) or a bank, holder ギョウセイシヨシ … or the person's kana as printed; お支払期限",
  opts: (r, inst) => ({ sole: true, rates: '10', bank: inst === 1 ? 'main' : 'yucho' }),
  render(d, r) {
    const sn = d.person.split(' ')[0];
    d.yago = r.pick([`${sn}行政書士事務所`, `行政書士${sn}法務事務所`, `${sn}国際行政書士事務所`]);
    d.issuerName = d.yago;
    netOrdinary(d);
    const withTitle = !d.yucho && r.chance(0.5);
    const holderCore = holderPrinted(d, r.pick(['full', 'half']));
    const holder = withTitle ? `${/[ｦ-ﾟ]/.test(holderCore) ? 'ｷﾞﾖｳｾｲｼﾖｼ' : 'ギヨウセイシヨシ'} ${holderCore}` : holderCore;
    const pref = prefOf(d.address);
    const nyukan = NYUKAN.find(([ps]) => ps.includes(pref)) ?? NYUKAN[0];
    const buyer = placeElsewhere(r, [], (t) => prefOf(t) === pref || r.chance(0.3));
    const bname = `${r.pick(STEMS)[0]}${r.pick(['フーズ', '製作所', 'ケアサービス', 'システムズ', '建設', 'ホテルズ'])}`;
    d.buyerName = r.chance(0.5) ? `株式会社${bname}` : `${bname}株式会社`;
    const [y, m] = d.issue;
    d.issue = r.chance(0.5) ? endOfMonth(y, m) : [y, m, r.int(5, 28)];
    d.due = r.chance(0.5) ? addDays(d.issue, 14) : endOfMonth(...addMonths([y, m], 1));
    d.no = r.chance(0.5) ? `G${String(y).slice(2)}-${r.digits(3)}` : `${y}-${pad2(m)}${r.digits(2)}`;
    const people = shuffle(r, APPLICANTS).slice(0, r.int(1, 4));
    const rows = people.map(([name, nat]) => {
      const [kind, lo, hi, stamp] = r.pick(SHINSEI);
      const filed = addDays(d.issue, -r.int(3, 40));
      return {
        name,
        nat,
        card: `${letters(r, 2)}${r.digits(8)}${letters(r, 2)}`,
        kind,
        filed,
        receipt: `${nyukan[1].slice(0, 2)}${r.int(1, 9)}-${r.digits(6)}`,
        fee: r.int(lo, hi) * 1000,
        stamp,
      };
    });
    const extra = [];
    if (r.chance(0.6)) {
      const pages = r.int(2, 12);
      const p = r.pick([3000, 4000, 5000]);
      extra.push({ name: '書類翻訳（在職証明書・卒業証明書ほか）', qty: `${pages}枚`, price: p, amount: pages * p });
    }
    if (r.chance(0.6)) {
      const times = r.int(1, 3);
      const p = r.int(8, 30) * 100;
      extra.push({ name: `交通費（${nyukan[1]} 往復）`, qty: `${times}回`, price: p, amount: times * p });
    }
    d.items = [
      ...rows.map((x) => ({ name: x.kind, amount: x.fee, rate: 10 })),
      ...extra.map((x) => ({ name: x.name, amount: x.amount, rate: 10 })),
    ];
    d.sum = summarize(d.items);
    const s = d.sum;
    const stamps = rows.filter((x) => x.stamp);
    const stampSum = stamps.reduce((a, x) => a + x.stamp, 0);
    const total = s.total + stampSum;
    const fmt = r.pick([DATE_FORMATS.wareki, DATE_FORMATS.wareki, DATE_FORMATS.seireki]);
    const short = r.pick([warekiDots, DATE_FORMATS.slash]);
    const nichigyoren = r.digits(8);
    const kai = `${pref.replace(/[都府県]$/, '')}行政書士会 会員番号 第${r.int(1000, 9999)}号`;
    const toriji = `（${nyukan[1].slice(0, 2)}）行${r.digits(2)}第${r.int(100, 999)}号`;
    const isMobile = /^0[789]0/.test(d.tel);
    const bankLines = d.yucho
      ? `ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}${r.chance(0.5) ? `<br><span style="font-size:8.4px">（他金融機関から：${d.branch.name}（${d.branch.code}）${TYPE_LABEL[d.type]} ${d.account}）</span>` : ''}`
      : `${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}`;
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 9.8px; color: #1a1a1a; line-height: 1.65; }
      .wrap { position: relative; height: 1123px; padding: 52px 60px 0; }
      .rt { text-align: right; } h1 { text-align: center; font-size: 22px; letter-spacing: .8em; margin: 18px 0 14px .8em; font-weight: 600; }
      .to { font-size: 14px; border-bottom: 1px solid #333; display: inline-block; padding: 0 40px 1px 0; } .to small { display: block; font-size: 10px; }
      .of { position: relative; margin: 6px 0 0 auto; width: 300px; font-size: 9.4px; line-height: 1.6; } .of .n { font-size: 14.5px; font-weight: 600; } .of .p { font-size: 11.5px; } .of .k { font-size: 8.3px; color: #444; }
      .ki { text-align: center; margin: 16px 0 8px; font-size: 12px; }
      .amt { display: flex; justify-content: center; } .amt div { border-bottom: 3px double #222; font-size: 16px; padding: 0 24px; }
      table.t { width: 100%; margin-top: 12px; font-size: 8.8px; font-family: 'Noto Sans CJK JP'; } .t th { border: 1px solid #555; background: #f0efe9; font-weight: normal; padding: 2px 4px; }
      .t td { border: 1px solid #888; padding: 2px 5px; vertical-align: top; } .t small { display: block; color: #555; font-size: 8px; } .t td.c { text-align: center; }
      .sum { margin: 8px 0 0 auto; font-family: 'Noto Sans CJK JP'; } .sum td { border: 1px solid #888; padding: 2px 12px; } .sum td.l { background: #f0efe9; } .sum tr.g td { border: 2px solid #222; font-weight: 700; }
      .nt { margin-top: 12px; font-size: 8.8px; line-height: 1.75; } .bk { margin-top: 10px; border: 1px solid #555; padding: 6px 14px; width: 420px; line-height: 1.8; }
      .ij { text-align: right; margin-top: 10px; }`;
    const trs = rows
      .map(
        (x, i) =>
          `<tr><td class="c">${i + 1}</td><td>${x.name}<small>国籍 ${x.nat}　在留カード番号 ${x.card}</small></td><td>${x.kind}<small>申請日 ${short(x.filed)}　申請受付番号 ${x.receipt}</small></td><td class="num">${yen(x.fee)}</td></tr>`,
      )
      .join('');
    const ex = extra
      .map(
        (x, i) =>
          `<tr><td class="c">${rows.length + i + 1}</td><td colspan="2">${x.name}　${x.qty} × ${yen(x.price)}円</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const stampRows = stamps
      .map(
        (x) =>
          `<tr><td class="c">―</td><td colspan="2">収入印紙（許可手数料）　${x.name}</td><td class="num">${yen(x.stamp)}</td></tr>`,
      )
      .join('');
    const stampSeal = hanko(
      '行政書士<br>' + sn + '之印',
      `right:${r.int(-10, 10)}px;top:${r.int(8, 26)}px;width:54px;height:54px;font-size:10px;border-radius:50%;opacity:.6;`,
    );
    const page = `<div class="wrap"><div class="rt">${fmt(d.issue)}<br>請求書番号　${d.no}</div>
      <h1>御請求書</h1>
      <div class="to">${d.buyerName}　御中<small>${r.pick(['人事部', '管理部 人事課', '総務部'])}　${d.buyerPerson} 様</small></div>
      <div style="font-size:9px;margin-top:2px">〒${buyer.zip}　${buyer.address}</div>
      <div class="of">${stampSeal}<div class="n">${d.yago}</div><div class="p">行政書士　${d.person}</div>〒${d.zip}<br><span class="addr">${d.address}</span><br>${isMobile ? '携帯' : 'TEL'} ${d.tel}${isMobile ? '' : `　FAX ${d.fax}`}<br>登録番号　${d.reg}<br><span class="k">日本行政書士会連合会 登録番号 第${nichigyoren}号<br>${kai}<br>申請取次行政書士 届出済 ${toriji}</span></div>
      <div style="margin-top:14px">拝啓　時下ますますご清栄のこととお慶び申し上げます。さて、貴社従業員の方の在留手続につきまして、下記のとおりご請求申し上げます。ご査収のほどよろしくお願い申し上げます。</div>
      <div class="ki">記</div>
      <div class="amt"><div>ご請求金額　金 ${yen(total)} 円（税込）</div></div>
      <table class="t"><tr><th style="width:24px">No.</th><th style="width:190px">申請人</th><th>業務内容</th><th style="width:84px">報酬額（税抜）</th></tr>${trs}${ex}
        <tr><td colspan="4" style="background:#fafaf7">立替金（不課税）</td></tr>${stampRows || '<tr><td class="c">―</td><td colspan="2">収入印紙　該当なし</td><td class="num">0</td></tr>'}</table>
      <table class="sum"><tr><td class="l">報酬額 小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr><td class="l">立替金（収入印紙）</td><td class="num">${yen(stampSum)}</td></tr><tr class="g"><td class="l">ご請求金額</td><td class="num">¥${yen(total)}</td></tr></table>
      <div class="nt">・お支払期限　${fmt(d.due)}<br>・行政書士の報酬は所得税法第204条第1項の源泉徴収の対象ではありませんので、源泉徴収をせずにお支払いください。<br>・申請先　${nyukan[1]}　〒${nyukan[2]} ${nyukan[3]}<br>・結果の通知（はがき）が届きましたら、速やかにご連絡ください。許可後の在留カード受領は当職が代行いたします。</div>
      <div class="bk">【お振込先】<br>${bankLines}<br>口座名義　${holder}</div>
      <div class="ij">以上</div></div>`;
    return { pages: [page], css, printed: { issuer: d.yago, holder, total, showTel: true } };
  },
});

// 218 — a バーチャルオフィス service bills a small company that registered its 本店 at one of its centres: a cloud-style ご請求書 with a
// coloured sidebar (the brand's logo and the centre's name), the member company's 〒 address — the centre's building — at the top, the
// 会員番号, the 050 number and FAX it was given, a ご請求額 card, rows for the next month's 月額基本料 (前払い) and the last month's
// 従量 (郵便物転送, 通話料, 会議室), the 郵便料 実費 (立替・不課税), 小計 / 消費税 / ご請求額, the お振込先, and the operating company in a
// small footer (its 本社 〒 address, TEL, 登録番号) with the centre's own 受付 TEL.
const VO_BRANDS = [
  ['BIZ BASE', 'ビズベース', '#24415f'],
  ['OFFICE NEST', 'オフィスネスト', '#2e6b5e'],
  ['WORK PORT', 'ワークポート', '#6a3d7a'],
  ['THE ADDRESS', 'ザ・アドレス', '#8a5a1f'],
];
const VO_TRADES = [
  ['ビジネスサービス', 'ビジネスサービス'],
  ['オフィスサービス', 'オフィスサービス'],
  ['コーポレーション', 'コーポレーション'],
  ['スペース', 'スペース'],
];
const VO_BUYERS = [
  '合同会社{s}デザイン',
  '株式会社{s}コンサルティング',
  '{s}トレーディング合同会社',
  '株式会社{s}ラボ',
  '合同会社{s}ワークス',
];
LAYOUTS.push({
  id: 'L218-virtual-office',
  split: 'dev',
  title:
    "バーチャルオフィス service's cloud-style ご請求書 to a member company registered at the centre's address: brand sidebar, the member's 〒 address (the centre's building) at the top, 会員番号, its 050 転送番号 and FAX, the next month's 月額基本料 (前払い) with the last month's 従量 rows and 郵便料 実費 (不課税), the operating company in a small footer with the centre's 受付 TEL",
  exercises:
    "a バーチャルオフィス brand (BIZ BASE over ビズベース, set as a logo in a coloured sidebar with the centre's name, BIZ BASE 銀座 — not the issuer_name) bills a small company registered at the centre: at the top, the member's 〒 address (the centre's building, ビル 7F — the buyer's, never the issuer's) and its name 御中, 会員番号 (none of the fields), its 050 電話転送番号 and 専用FAX番号 (none of the fields); ご請求番号, 発行日, お支払期限 (前月末 for the next month's fee) in a card with the ご請求額（税込）— total_amount; rows: 月額基本料（…月分・翌月分 前払い）, 郵便物転送（週1回）, 電話転送 基本料, 通話料（…月ご利用分）, 会議室利用 (date and hours — none of the dates) at 10%, then 郵便料 実費（立替・不課税）; 小計 / 消費税（10%）/ 立替金 / ご請求額; the お振込先 (a bank, holder as printed); in a small footer the operating company (株式会社…ビジネスサービス — the issuer_name, the one registered, as L68), its 本社 〒 address, TEL and 登録番号 T…, and the centre's 受付 TEL (none of the fields: the issuer's are the 本社's, as L178); 2026年1月31日 / 2026.01.31 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main', checking: false }),
  render(d, r) {
    setCompany(d, r, VO_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
    ]);
    netOrdinary(d);
    const issuer = d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full']));
    const [brand, brandKana, color] = r.pick(VO_BRANDS);
    // The centre: a prime address in a big city, maybe not the 本社's.
    const centre = placeElsewhere(r, [d.zip], (t) => /^(東京都|大阪府|愛知県|福岡県)/.test(t));
    const centreName = `${brand} ${areaOf(centre.town)}`;
    const building = `${r.pick(['', 'グラン', 'ヒルズ'])}${areaOf(centre.town).slice(0, 2)}${r.pick(['ビル', 'スクエア', 'タワー'])} ${r.int(3, 12)}F`;
    const centreAddr = `${centre.address} ${building}`;
    const [bs] = r.pick(STEMS);
    d.buyerName = r.pick(VO_BUYERS).replace('{s}', bs);
    const member = `${letters(r, 2, 'ABCDEGHKMNPRSTVWXY')}-${r.digits(6)}`;
    const tel050 = `050-${r.digits(4)}-${r.digits(4)}`;
    const faxMember = landlineOn(r, centre.area);
    const [y, m] = d.issue;
    d.issue = [y, m, r.int(1, 5)];
    d.due = endOfMonth(y, m);
    const [ny, nm] = addMonths([y, m], 1);
    const [py, pm] = addMonths([y, m], -1);
    d.no = `${r.pick(['VO', 'BL', 'IN'])}${y}${pad2(m)}${r.digits(5)}`;
    const plan = r.pick([
      ['法人登記プラン', 3, 11],
      ['郵便転送プラン', 2, 6],
      ['電話転送＋登記プラン', 8, 18],
    ]);
    const rows = [
      {
        name: `月額基本料　${plan[0]}`,
        note: `${ny}年${nm}月分（前払い）`,
        qty: '1',
        price: r.int(plan[1], plan[2]) * 1000 - r.pick([0, 20, 100]),
        unit: 'ヶ月',
      },
    ];
    const weeks = r.int(3, 5);
    rows.push({
      name: '郵便物転送 手数料（週1回）',
      note: `${py}年${pm}月 実施分`,
      qty: String(weeks),
      price: r.pick([500, 550, 800]),
      unit: '回',
    });
    if (plan[0].includes('電話') || r.chance(0.4)) {
      rows.push({
        name: '電話転送 基本料（050番号）',
        note: `${tel050}`,
        qty: '1',
        price: r.pick([1500, 2000, 2980]),
        unit: 'ヶ月',
      });
      const calls = r.int(120, 2400);
      rows.push({
        name: '通話料（転送分）',
        note: `${py}年${pm}月ご利用分`,
        qty: `${calls}`,
        price: null,
        amount: Math.floor(calls * 1.1),
        unit: '秒課金',
      });
    }
    let meeting;
    if (r.chance(0.6)) {
      const dd = [py, pm, r.int(1, 28)];
      const hours = r.int(1, 4);
      meeting = { dd, hours };
      rows.push({
        name: '会議室利用（4名室）',
        note: `${pm}/${dd[2]}（${weekday(dd)}）${r.int(9, 14)}:00～ ${hours}時間`,
        qty: String(hours),
        price: r.pick([1100, 1500, 2000]),
        unit: '時間',
      });
    }
    for (const x of rows) x.amount ??= Number(x.qty) * x.price;
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const postage = r.int(2, 9) * 140 + r.pick([0, 110, 180, 250]);
    const total = s.total + postage;
    const fmt = r.pick([DATE_FORMATS.seireki, DATE_FORMATS.dot]);
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const showBranchCode = r.chance(0.5);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.2px; color: #222; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; display: flex; }
      .side { width: 150px; background: ${color}; color: #fff; padding: 36px 16px; } .side .lg { font-size: 19px; font-weight: 800; letter-spacing: .06em; line-height: 1.1; } .side .kn { font-size: 9px; opacity: .85; margin-top: 4px; } .side .ct { margin-top: 26px; font-size: 10px; border-top: 1px solid rgba(255,255,255,.5); padding-top: 8px; } .side .sm { margin-top: 14px; font-size: 8px; line-height: 1.6; opacity: .9; }
      .main { flex: 1; padding: 36px 36px 0 30px; position: relative; }
      .tp { display: flex; justify-content: space-between; align-items: flex-start; } .tp h1 { margin: 0; font-size: 22px; letter-spacing: .2em; color: ${color}; } .tp table td { padding: 0 0 0 10px; }
      .to { margin-top: 18px; line-height: 1.7; } .to .n { font-size: 15px; font-weight: 700; } .to .m { color: #555; font-size: 8.6px; }
      .card { margin-top: 14px; display: flex; border: 1px solid #ccd; border-radius: 6px; overflow: hidden; } .card > div { padding: 8px 14px; flex: 1; } .card .l { font-size: 8.6px; color: #666; } .card .v { font-size: 20px; font-weight: 700; color: ${color}; } .card > div + div { border-left: 1px solid #ccd; }
      table.t { width: 100%; margin-top: 16px; } .t th { text-align: left; border-bottom: 2px solid ${color}; font-weight: 700; padding: 4px 6px; font-size: 8.8px; } .t td { border-bottom: 1px solid #e2e2ea; padding: 4px 6px; } .t small { display: block; color: #777; font-size: 8px; }
      .sum { margin: 10px 0 0 auto; } .sum td { padding: 3px 8px; } .sum td.l { color: #555; } .sum tr.g td { border-top: 2px solid ${color}; font-weight: 700; font-size: 12.5px; }
      .bank { margin-top: 14px; background: #f5f6f9; border-radius: 6px; padding: 8px 14px; line-height: 1.75; }
      .nt { margin-top: 10px; font-size: 8.2px; color: #555; line-height: 1.7; }
      .ft { position: absolute; left: 30px; right: 36px; bottom: 30px; border-top: 1px solid #ccd; padding-top: 6px; font-size: 7.9px; color: #555; line-height: 1.6; }`;
    const trs = rows
      .map(
        (x) =>
          `<tr><td>${x.name}<small>${x.note}</small></td><td class="num">${x.qty} ${x.unit}</td><td class="num">${x.price == null ? '1.1円/秒' : yen(x.price)}</td><td class="num">${yen(x.amount)}</td><td>10%</td></tr>`,
      )
      .join('');
    const page = `<div class="wrap"><div class="side"><div class="lg">${brand}</div><div class="kn">${brandKana}</div><div class="ct">${centreName}</div><div class="sm">住所利用・法人登記<br>郵便物転送<br>電話転送・秘書代行<br>会議室</div></div>
      <div class="main"><div class="tp"><h1>ご請求書</h1><table><tr><td>ご請求番号</td><td>${d.no}</td></tr><tr><td>発行日</td><td>${fmt(d.issue)}</td></tr><tr><td>会員番号</td><td>${member}</td></tr></table></div>
        <div class="to">〒${centre.zip}　${centreAddr}<br><span class="n">${d.buyerName}　御中</span><br><span class="m">ご契約プラン：${plan[0]}（${centreName}）　電話転送番号 ${tel050}　専用FAX ${faxMember}</span></div>
        <div class="card"><div><div class="l">ご請求額（税込）</div><div class="v">¥${yen(total)}</div></div><div><div class="l">お支払期限</div><div style="font-size:14px;font-weight:700">${fmt(d.due)}</div><div class="l">翌月分を前月末までにお支払いください</div></div></div>
        <table class="t"><tr><th>内容</th><th class="num" style="width:80px">数量</th><th class="num" style="width:70px">単価</th><th class="num" style="width:80px">金額</th><th style="width:40px">税率</th></tr>${trs}
          <tr><td>郵便料 実費（転送時の切手代・立替金）<small>${py}年${pm}月 転送分</small></td><td class="num">―</td><td class="num">―</td><td class="num">${yen(postage)}</td><td>不課税</td></tr></table>
        <table class="sum"><tr><td class="l">小計（10%対象）</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr><td class="l">立替金（不課税）</td><td class="num">${yen(postage)}</td></tr><tr class="g"><td class="l">ご請求額</td><td class="num">¥${yen(total)}</td></tr></table>
        <div class="bank"><b>お振込先</b>　${d.bank.name}　${d.branch.name}${showBranchCode ? `（支店番号 ${d.branch.code}）` : ''}　${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}<br><span style="font-size:8.2px">お振込の際は、ご依頼人名の前に会員番号（${member.replace('-', '')}）をご入力ください。</span></div>
        <div class="nt">※月額基本料は前払い制です。郵便物転送・通話料・会議室のご利用分は翌月のご請求に含めております。${meeting ? '' : '<br>※当月の会議室のご利用はありませんでした。'}<br>※犯罪による収益の移転防止に関する法律に基づき、ご登録内容に変更がある場合は速やかにお届けください。</div>
        <div class="ft">${centreName} 受付　TEL ${centre.tel}（平日 9:00～18:00）<br>運営会社　${issuer}　〒${d.zip} <span class="addr">${d.address}</span>　TEL ${d.tel}<br>適格請求書発行事業者 登録番号　${reg}</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBranchCode } };
  },
});

// 219 — a 写真館 (a sole proprietor's 屋号 or a 有限会社) bills a school for its 卒業アルバム: a bordered form, 御請求書 with 令和 dates,
// the school (…市立…中学校 卒業アルバム委員会 / 学校法人…学園 …高等学校) 御中 with its 〒 address and TEL in the 写真館's own town, the
// 写真館's block with a seal, 件名 令和…年度 卒業アルバム, rows (アルバム本体 部数 × 単価, 教職員用, 個人写真 出張撮影, 修学旅行 同行撮影
// with its dates and destination, 行事スナップ, 送料), 小計 / 消費税 / 合計, the 内金 received in the autumn (△) and the 差引ご請求額.
const SCHOOL_TRIPS = ['京都・奈良', '広島・宮島', '沖縄', '東京・鎌倉', '長崎', '北海道'];
LAYOUTS.push({
  id: 'L219-sotsugyo-album',
  split: 'dev',
  title:
    "写真館's 御請求書 for a school's 卒業アルバム: a bordered form with 令和 dates, the school 御中 with its 〒 address and TEL in the same town, rows for the アルバム 部数 × 単価, 教職員用, 出張撮影 and 修学旅行 同行撮影 (with its dates), the autumn's 内金 taken off (△) to the 差引ご請求額",
  exercises:
    "a 写真館 — a sole proprietor's 屋号 (…写真館 / フォトスタジオ… with 代表 and the person's name — issuer_name the 屋号) or 有限会社…写真館 — bills a school for its 卒業アルバム: 御 請 求 書 in a double-ruled border, 請求日 and No. at the top right in 令和 (令和8年2月20日 / R8.2.20); the school at the left (…市立…中学校 卒業アルバム委員会 御中 / 学校法人…学園 …高等学校 御中, its 〒 address — the same 〒 as the 写真館's sometimes — and TEL; none of the fields), the 写真館's block at the right (〒 address, TEL/FAX, 登録番号, a seal); 件名 令和7年度 卒業アルバム制作; rows アルバム本体（A4・ハードカバー・40頁）部数 × 単価, 教職員用, 個人写真 出張撮影 by the 日, 修学旅行 同行撮影 (…泊…日, its dates and destination — none of the dates), 行事スナップ (運動会・文化祭), 送料; 小計 / 消費税（10%）/ 合計, then 内金（令和7年10月…日 ご入金）△ and the 差引ご請求額 — total_amount, the amount left to pay (as a 前払金); お支払期限; the お振込先 at a 信用金庫 or a main bank",
  opts: (r, inst) => ({ sole: inst === 1, rates: '10', bank: inst === 0 ? 'main' : 'other' }),
  render(d, r) {
    const [, town, area] = placeOf(d);
    if (d.sole) {
      const sn = d.person.split(' ')[0];
      d.yago = r.pick([
        `${sn}写真館`,
        `フォトスタジオ${r.pick(['ひかり', 'こもれび', 'あおば', 'ルーチェ', 'ハル'])}`,
        `写真の${sn}`,
      ]);
      d.issuerName = d.yago;
    } else {
      setCompany(
        d,
        r,
        [
          ['写真館', 'シャシンカン'],
          ['写真', 'シャシン'],
          ['フォトスタジオ', 'フォトスタジオ'],
        ],
        [
          ['有限会社', 'ユ'],
          ['株式会社', 'カ'],
        ],
      );
    }
    if (!d.bank.main) toShinkin(d, r);
    netOrdinary(d);
    const issuer = d.issuerName;
    const holder = d.sole ? holderPrinted(d, r.pick(['full', 'half'])) : holderPrinted(d, r.pick(['half', 'half-big', 'full']));
    const [ss] = r.pick(STEMS);
    const city = cityOf(town);
    const isPublic = r.chance(0.6);
    const school = isPublic ? `${city.endsWith('区') ? city : city}立${ss}中学校` : `学校法人${ss}学園 ${ss}高等学校`;
    const schoolTo = isPublic ? `${school}　卒業アルバム委員会` : school;
    const schoolZip = r.chance(0.5) ? d.zip : placeElsewhere(r, [], (t) => prefOf(t) === prefOf(town)).zip;
    const schoolAddr = `${town}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
    const schoolTel = landlineOn(r, area);
    // Billed in February or March of the school year ending then.
    const fy = d.issue[0];
    const im = r.pick([2, 2, 3]);
    d.issue = [fy, im, r.int(5, 25)];
    d.due = im === 2 ? endOfMonth(fy, 3) : [fy, 3, 31];
    if (im === 3 && d.issue[2] > 20) d.due = endOfMonth(fy, 4);
    d.no = r.chance(0.5) ? `${fy - 2018}-${r.digits(3)}` : `No.${r.digits(5)}`;
    const nendo = `令和${reiwa(fy - 1)}年度`;
    const students = r.int(60, 240);
    const teachers = r.int(8, 30);
    const unit = r.int(80, 140) * 100;
    const rows = [
      { name: 'アルバム本体（A4・ハードカバー・40頁・ケース付）', qty: students, u: '冊', price: unit },
      { name: '同 教職員用', qty: teachers, u: '冊', price: unit },
    ];
    const shootDays = r.int(1, 3);
    rows.push({ name: '個人写真 出張撮影（撮影・修整）', qty: shootDays, u: '日', price: r.int(25, 50) * 1000 });
    const tripStart = [fy - 1, r.pick([5, 6, 10, 11]), r.int(1, 25)];
    const nights = r.int(1, 3);
    const dest = r.pick(SCHOOL_TRIPS);
    if (!isPublic || r.chance(0.8))
      rows.push({
        name: `修学旅行 同行撮影（${dest}・${nights}泊${nights + 1}日）`,
        note: `${warekiDots(tripStart)}～${warekiDots(addDays(tripStart, nights))}`,
        qty: 1,
        u: '式',
        price: r.int(60, 150) * 1000,
      });
    if (r.chance(0.7))
      rows.push({
        name: '行事スナップ撮影（運動会・文化祭・合唱コンクール）',
        qty: r.int(2, 4),
        u: '回',
        price: r.int(15, 30) * 1000,
      });
    if (r.chance(0.5)) rows.push({ name: '送料（学校様一括納品）', qty: 1, u: '式', price: r.int(3, 9) * 1000 });
    for (const x of rows) x.amount = x.qty * x.price;
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const advance = Math.round((s.total * r.pick([0.3, 0.4, 0.5])) / 10000) * 10000;
    const advDate = [fy - 1, r.pick([9, 10, 11]), r.int(1, 28)];
    const total = s.total - advance;
    const fmt = r.pick([DATE_FORMATS.wareki, DATE_FORMATS.wareki, warekiDots]);
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const showBranchCode = r.chance(0.4);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 9.8px; color: #222; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 36px; }
      .frame { border: 4px double #3a3a3a; height: 1051px; padding: 22px 28px; position: relative; }
      h1 { text-align: center; margin: 4px 0 0; font-size: 24px; letter-spacing: 1em; text-indent: 1em; font-weight: 700; }
      .meta { position: absolute; right: 28px; top: 26px; text-align: right; font-size: 9.6px; }
      .hd { display: flex; justify-content: space-between; margin-top: 26px; } .to { width: 380px; line-height: 1.75; } .to .n { font-size: 14.5px; border-bottom: 1px solid #333; padding-bottom: 2px; }
      .co { width: 260px; position: relative; line-height: 1.65; font-size: 9.4px; } .co .n { font-size: 15px; font-weight: 700; }
      .kn { margin-top: 16px; } .amt { margin-top: 10px; display: flex; border: 2px solid #333; width: 420px; } .amt .l { background: #eee; padding: 6px 14px; font-size: 12px; border-right: 1px solid #333; } .amt .v { flex: 1; text-align: right; padding: 4px 14px; font-size: 20px; font-weight: 700; }
      table.t { width: 100%; margin-top: 14px; font-size: 9.2px; } .t th { border: 1px solid #333; background: #eee; font-weight: normal; padding: 3px; } .t td { border: 1px solid #555; padding: 3px 6px; } .t td.c { text-align: center; } .t small { display: block; font-size: 8.2px; color: #555; }
      .t tr.s td { border-top: 1.5px solid #333; } .t tr.g td { font-weight: 700; font-size: 11px; border: 2px solid #333; }
      .bk { margin-top: 16px; border: 1px solid #555; padding: 8px 14px; width: 440px; line-height: 1.8; } .nt { margin-top: 12px; font-size: 8.8px; line-height: 1.75; }`;
    const trs = rows
      .map(
        (x, i) =>
          `<tr><td class="c">${i + 1}</td><td>${x.name}${x.note ? `<small>${x.note}</small>` : ''}</td><td class="num">${yen(x.qty)}</td><td class="c">${x.u}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const sealText = d.sole ? `${d.yago.slice(0, 6)}` : `${d.corpBody.slice(0, 6)}之印`;
    const seal = hanko(
      sealText,
      `right:${r.int(-6, 10)}px;top:${r.int(0, 22)}px;width:54px;height:54px;font-size:11px;opacity:.55;`,
    );
    const page = `<div class="wrap"><div class="frame"><h1>御請求書</h1><div class="meta">No. ${d.no}<br>${fmt(d.issue)}</div>
      <div class="hd"><div class="to">〒${schoolZip}　${schoolAddr}<br>TEL ${schoolTel}<div class="n">${schoolTo}　御中</div>${r.pick(['学年主任', '卒業アルバム係', '事務長'])}　${r.pick(SURNAMES)[0]} 先生</div>
        <div class="co">${seal}<div class="n">${issuer}</div>${d.sole ? `代表　${d.person}<br>` : ''}〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}${/^0[789]0/.test(d.tel) ? '' : `　FAX ${d.fax}`}<br>登録番号　${reg}</div></div>
      <div class="kn">件名　${nendo} 卒業アルバム制作（卒業生 ${students} 名）<br>平素より格別のご高配を賜り厚く御礼申し上げます。下記のとおりご請求申し上げます。</div>
      <div class="amt"><div class="l">差引ご請求額</div><div class="v">¥${yen(total)}-</div></div>
      <table class="t"><tr><th style="width:26px">No</th><th>品名・内容</th><th style="width:50px">数量</th><th style="width:34px">単位</th><th style="width:66px">単価</th><th style="width:84px">金額</th></tr>${trs}
        <tr class="s"><td colspan="5" style="text-align:right">小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td colspan="5" style="text-align:right">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr>
        <tr><td colspan="5" style="text-align:right">合計（税込）</td><td class="num">${yen(s.total)}</td></tr><tr><td colspan="5" style="text-align:right">内金（${DATE_FORMATS.wareki(advDate)} ご入金分）</td><td class="num">△${yen(advance)}</td></tr>
        <tr class="g"><td colspan="5" style="text-align:right">差引ご請求額</td><td class="num">¥${yen(total)}</td></tr></table>
      <div class="bk">お振込先　${d.bank.name}　${d.branch.name}${showBranchCode ? `（${d.branch.code}）` : ''}<br>${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}</div>
      <div class="nt">お支払期限　${fmt(d.due)}<br>※アルバムは卒業式に間に合うよう${DATE_FORMATS.wareki([fy, 3, r.int(1, 10)])}に学校様へ一括納品いたします。<br>※追加注文（1冊 ${yen(unit)}円・税別）は卒業後も承ります。</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBranchCode } };
  },
});

// 220 — a 地盤調査 company bills a house builder for the month's surveys: an Excel-like grid, 請求書 with the 締日, the builder 御中 at
// the left, the company's 本社 and its 営業所 (own 〒 address, TEL) both in the header, a row per 物件 (…様邸 新築工事, the 調査地 as a
// 地名地番, 調査日, 調査方法 SWS試験 …箇所, 基本料金, 追加測点, 障害物撤去, 報告書 追加, and the 地盤保証 登録料 for a 地盤保証会社), 合計 /
// 消費税 / 今回ご請求額, two accounts as ① and ②, and the 判定 column's 要改良 / 良好 as notes.
const JIBAN_TRADES = [
  ['ジオテック', 'ジオテツク'],
  ['地盤調査', 'ジバンチヨウサ'],
  ['地質', 'チシツ'],
  ['基礎調査', 'キソチヨウサ'],
];
const BUILDERS = ['株式会社{s}ホーム', '{s}住宅株式会社', '株式会社{s}工務店', '{s}ハウス株式会社'];
const AZA = ['字上ノ原', '字中島', '字東田', '字宮前', '字北谷', '字新田', '字大道'];
const GUARANTORS = ['日本地盤保証株式会社', '株式会社住宅地盤サポート', '地盤安心保証株式会社'];
LAYOUTS.push({
  id: 'L220-jiban-chousa',
  split: 'dev',
  title:
    "地盤調査 company's Excel-like 請求書 to a house builder: the 締日, the 本社 and an 営業所 (its own 〒 address and TEL) both in the header, a row per 物件 (…様邸, 調査地 地名地番, 調査日, SWS試験 …箇所, 追加測点, 障害物撤去, 報告書, 地盤保証 登録料), 判定, two accounts ① and ②",
  exercises:
    "a 地盤調査 company (株式会社…ジオテック / …地盤調査株式会社) bills a house builder (株式会社…ホーム / …住宅株式会社 御中, 工事部 … 様): 請 求 書 (…月20日締 or 末日締) with 請求日 (R8.1.20 / 令和8年1月20日 / 2026/01/20) and 請求No.; the header names the 本社 (〒 address, TEL/FAX — the issuer's) and the …営業所 that did the work (its own 〒 address and TEL — none of the fields, as L178), the 登録番号 T…; a grid, a row per 物件: 物件名 (…様邸 新築工事 — the 施主 none of the fields), 調査地 (…市…町字…123番4, none of the fields), 調査日 (none of the dates), 調査方法 スクリューウエイト貫入試験 5箇所, 基本料金, 追加測点, 障害物撤去, 報告書 追加部数, 地盤保証 登録料 (取次: the 地盤保証会社 named — another company) and 判定 (良好 / 要改良 / 要検討); 小計 / 消費税（10%）/ 今回ご請求額 — total_amount; お支払期日; two accounts offered as ① and ② over one 口座名義 — the account is ① (as L30)",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    setCompany(d, r, JIBAN_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    if (!d.bank.main) toShinkin(d, r);
    netOrdinary(d);
    const issuer = r.chance(0.7) ? d.issuerName : spelled(d, r.pick(['paren', 'circled', 'wide']));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    // The second account: another bank of the eight, or a 信用金庫.
    const second = r.chance(0.5)
      ? {
          name: r.pick(['みずほ銀行', '三井住友銀行', '三菱UFJ銀行', 'りそな銀行'].filter((n) => n !== d.bank.name)),
          branch: r.pick(['本店営業部', '新宿支店', '梅田支店', '名古屋支店', '博多支店']),
        }
      : {
          name: r.pick(SHINKIN[prefOf(d.address)].filter((n) => n !== d.bank.name)),
          branch: r.pick(['本店', '駅前支店', '中央支店']),
        };
    const secondType = r.chance(0.8) ? 2 : 1;
    const secondNo = r.digits(7);
    // The 営業所 elsewhere, in the builder's area.
    const office = placeElsewhere(r, [d.zip]);
    const officeName = `${cityOf(office.town).replace(/[市区]$/, '')}営業所`;
    const [bs] = r.pick(STEMS);
    d.buyerName = r.pick(BUILDERS).replace('{s}', bs);
    const [y, m] = d.issue;
    const on20 = r.chance(0.5);
    d.issue = on20 ? [y, m, 20] : endOfMonth(y, m);
    d.due = on20 ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 1), r.pick([20, 25])];
    if (!on20 && r.chance(0.4)) d.due = endOfMonth(...addMonths([y, m], 2));
    d.no = r.chance(0.5) ? `${String(y).slice(2)}${pad2(m)}-${r.digits(3)}` : `J${r.digits(6)}`;
    const n = r.int(3, 7);
    const props = [];
    const guarantor = r.pick(GUARANTORS);
    for (let k = 0; k < n; k++) {
      const [owner] = r.pick(SURNAMES);
      const dd = [y, m, r.int(1, on20 ? 19 : 28)];
      const pts = r.pick([4, 5, 5, 5, 6]);
      const base = r.pick([30000, 33000, 35000, 38000, 40000]);
      const extra = pts > 5 ? (pts - 5) * 5000 : 0;
      const obstacle = r.chance(0.2) ? r.pick([5000, 8000, 10000]) : 0;
      const report = r.chance(0.3) ? 2000 * r.int(1, 2) : 0;
      const guarantee = r.chance(0.6) ? r.pick([20000, 25000, 30000, 35000]) : 0;
      props.push({
        name: `${owner}様邸 新築工事`,
        site: `${cityOf(office.town)}${r.pick(['桜', '緑', '若葉', '本', '新'])}町${r.pick(AZA)}${r.int(10, 999)}番${r.int(1, 30)}`,
        dd,
        method: `SWS試験 ${pts}箇所`,
        base,
        extra,
        obstacle,
        report,
        guarantee,
        verdict: guarantee ? r.pick(['良好', '良好', '要改良（表層）', '要改良（柱状）']) : r.pick(['良好', '要検討']),
      });
    }
    props.sort((a, b) => a.dd[2] - b.dd[2]);
    const amount = (p) => p.base + p.extra + p.obstacle + p.report + p.guarantee;
    d.items = props.map((p) => ({ name: p.name, amount: amount(p), rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = r.pick([warekiDots, DATE_FORMATS.wareki, DATE_FORMATS.slash]);
    const md = ([, mm, dd]) => `${mm}/${dd}`;
    const showBranchCode = r.chance(0.35);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 8.8px; color: #111; line-height: 1.45; }
      .wrap { position: relative; height: 1123px; padding: 30px 30px 0; }
      .g, .g td, .g th { border: 1px solid #9a9a9a; } .g { border-collapse: collapse; width: 100%; } .g td, .g th { padding: 2px 5px; }
      .ttl td { border: none; } .ttl h1 { margin: 0; font-size: 22px; letter-spacing: .8em; font-weight: 700; text-align: center; }
      .hd { display: flex; justify-content: space-between; margin-top: 12px; gap: 14px; } .to { width: 340px; line-height: 1.7; } .to .n { font-size: 14px; font-weight: 700; border-bottom: 1.5px solid #111; }
      .co { width: 330px; position: relative; line-height: 1.55; font-size: 8.6px; } .co .n { font-size: 14px; font-weight: 700; } .co .o { margin-top: 3px; color: #444; }
      .tot { margin-top: 10px; width: 400px; } .tot td { font-size: 10px; padding: 3px 8px; } .tot td.h { background: #dde6ee; width: 120px; } .tot tr.b td { font-size: 14px; font-weight: 700; }
      .grid { margin-top: 12px; font-size: 8.1px; } .grid th { background: #dde6ee; font-weight: normal; line-height: 1.25; } .grid td.c { text-align: center; } .grid td { height: 28px; }
      .grid tr.f td { background: #f2f2f2; font-weight: 700; height: auto; }
      .bank { margin-top: 12px; } .bank td { padding: 3px 8px; font-size: 9px; } .bank td.h { background: #dde6ee; }
      .nt { margin-top: 10px; font-size: 8.3px; line-height: 1.7; color: #333; }`;
    const trs = props
      .map(
        (p, i) =>
          `<tr><td class="c">${i + 1}</td><td>${p.name}<br><span style="font-size:7.6px;color:#444">${p.site}</span></td><td class="c">${md(p.dd)}</td><td class="c">${p.method}</td><td class="num">${yen(p.base)}</td><td class="num">${p.extra ? yen(p.extra) : ''}</td><td class="num">${p.obstacle ? yen(p.obstacle) : ''}</td><td class="num">${p.report ? yen(p.report) : ''}</td><td class="num">${p.guarantee ? yen(p.guarantee) : ''}</td><td class="num">${yen(amount(p))}</td><td class="c">${p.verdict}</td></tr>`,
      )
      .join('');
    const sum = (f) => yen(props.reduce((a, p) => a + p[f], 0));
    const seal = hanko(
      `${d.corpBody.slice(0, 6)}之印`,
      `right:${r.int(0, 14)}px;top:${r.int(0, 20)}px;width:52px;height:52px;font-size:10.5px;opacity:.55;`,
    );
    const page = `<div class="wrap"><table class="g ttl"><tr><td><h1>請求書</h1></td></tr></table>
      <div style="text-align:center;font-size:9.5px">（${m}月${on20 ? '20日' : '末日'}締）</div>
      <div class="hd"><div class="to"><div class="n">${d.buyerName}　御中</div>${r.pick(['工事部', '設計部 積算課', '工務課'])}　${d.buyerPerson} 様<br>〒${d.buyerZip}　${d.buyerAddress}
          <table class="g" style="margin-top:8px;width:260px"><tr><td style="background:#dde6ee;width:80px">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td style="background:#dde6ee">請求No.</td><td>${d.no}</td></tr></table></div>
        <div class="co">${seal}<div class="n">${issuer}</div>本社　〒${d.zip} <span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}<div class="o">${officeName}（担当）　〒${office.zip} ${office.address}<br>TEL ${office.tel}　担当 ${r.pick(SURNAMES)[0]}</div></div></div>
      <table class="g tot"><tr><td class="h">小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="h">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="b"><td class="h">今回ご請求額</td><td class="num">¥${yen(s.total)}</td></tr><tr><td class="h">お支払期日</td><td>${fmt(d.due)}</td></tr></table>
      <table class="g grid"><tr><th style="width:20px">No</th><th>物件名／調査地</th><th style="width:34px">調査日</th><th style="width:74px">調査方法</th><th style="width:50px">基本料金</th><th style="width:44px">追加測点</th><th style="width:44px">障害物<br>撤去</th><th style="width:40px">報告書<br>追加</th><th style="width:50px">地盤保証<br>登録料</th><th style="width:58px">金額（税抜）</th><th style="width:56px">判定</th></tr>${trs}
        <tr class="f"><td colspan="4" style="text-align:right">計　${props.length} 件</td><td class="num">${sum('base')}</td><td class="num">${sum('extra')}</td><td class="num">${sum('obstacle')}</td><td class="num">${sum('report')}</td><td class="num">${sum('guarantee')}</td><td class="num">${yen(s.subtotal)}</td><td></td></tr></table>
      <table class="g bank"><tr><td class="h" rowspan="3" style="width:70px">お振込先</td><td>① ${d.bank.name}　${d.branch.name}${showBranchCode ? `（${d.branch.code}）` : ''}　${TYPE_LABEL[d.type]}　${d.account}</td></tr><tr><td>② ${second.name}　${second.branch}　${TYPE_LABEL[secondType]}　${secondNo}</td></tr><tr><td>口座名義（共通）　${holder}</td></tr></table>
      <div class="nt">※調査方法：スクリューウエイト貫入試験（旧スウェーデン式サウンディング試験）。測点5箇所を超える分は1箇所につき 5,000円です。<br>※地盤保証登録料は${guarantor}への登録を当社が取り次いだものです（保証書は同社より発行されます）。<br>※判定が「要改良」の物件は、別途 地盤補強工事のお見積りをお送りいたします。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total: s.total, showBranchCode } };
  },
});
