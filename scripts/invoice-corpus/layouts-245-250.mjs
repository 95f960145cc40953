// Invoice corpus layouts L245–L250: each pushed onto core.mjs's LAYOUTS, in order.
import {
  DATE_FORMATS,
  GIVEN,
  KANJI_DIGITS,
  LAYOUTS,
  STEMS,
  SURNAMES,
  TYPE_LABEL,
  YAGO_WORDS,
  addDays,
  addMonths,
  endOfMonth,
  holderPrinted,
  landlineOn,
  netOrdinary,
  otherStem,
  pad2,
  placeOf,
  seal,
  setCompanyWithKana,
  spelled,
  summarize,
  weekday,
  yen,
} from './core.mjs';

// ---- 245–250: written blind as the thirty-ninth round's fresh set.

const PREF_RE = /^(東京都|北海道|大阪府|京都府|.{2,3}?県)/;
const isMobile = (tel) => /^0[789]0/.test(tel);
const signed = (v) => (v < 0 ? `△${yen(-v)}` : yen(v));
const hm = (x) => `${pad2(Math.floor(x / 60))}:${pad2(x % 60)}`;
/** The 陸運支局 a car of that prefecture is registered at, as its plate names it. */
const PLATE_REGION = {
  東京都: '品川',
  大阪府: '大阪',
  愛知県: '名古屋',
  福岡県: '福岡',
  北海道: '札幌',
  宮城県: '宮城',
  神奈川県: '横浜',
  京都府: '京都',
  兵庫県: '神戸',
  広島県: '広島',
  埼玉県: '大宮',
  千葉県: '千葉',
  静岡県: '静岡',
  群馬県: '群馬',
};
const regionOf = (zip) => PLATE_REGION[placeOf(zip)[1].match(PREF_RE)[1]];

// 245 — a レンタカー company bills a contractor for a month of rentals on its 法人契約: a thin band with the ご予約センター's 0120
// number at the top right, the buyer's block and 法人コード at the left, a ruled 請求日 / 請求書番号 / ご利用期間 / お支払期限 table at
// the right, the 合計ご請求金額 in a bar, one row per 貸渡 (貸渡番号, 出発 and 返却 日時 with their 店舗, クラス and わ-plate, ご利用者,
// 基本料金, 免責補償, 乗捨・燃料, 小計) with the ETC 通行料 passed on as 立替金 in its own column, and at the foot the company's block
// at the bottom left (its 本社) beside the 振込先 written as a sentence, a strip of its 営業所 and their TELs under both.
const RENTA_TRADES = [
  ['レンタリース', 'レンタリース'],
  ['レンタカー', 'レンタカー'],
  ['オートリース', 'オートリース'],
  ['カーレンタル', 'カーレンタル'],
];
// [class, car, 24時間 price lo, hi, plate series]
const CAR_CLASSES = [
  ['S', 'コンパクト 1300cc', 5500, 7500, '500'],
  ['A', 'セダン 1500cc', 8000, 11000, '500'],
  ['HV', 'ハイブリッド 1800cc', 9000, 12500, '300'],
  ['W', 'ワゴン 7～8人乗り', 13000, 18000, '300'],
  ['V', 'ワゴン 10人乗り', 16000, 22000, '300'],
  ['K', '軽トラック', 5000, 7000, '480'],
  ['T2', '2tトラック 平ボディ', 14000, 19000, '100'],
];
const RENTA_SHOPS = ['駅前', '新幹線口', '空港', '中央', 'インター', '北口', '東口'];
// [hours, label, × the 24時間 price]
const DURATIONS = [
  [6, '6時間', 0.7],
  [12, '12時間', 0.85],
  [24, '24時間', 1],
  [24, '24時間', 1],
  [48, '2日', 2],
  [72, '3日', 3],
];
LAYOUTS.push({
  id: 'L245-rentacar-houjin',
  split: 'dev',
  title:
    "レンタカー company's monthly 法人契約 bill to a contractor: ご予約センター 0120 at the top right, buyer and 法人コード at the left, a ruled 請求日 / 請求書番号 / ご利用期間 / お支払期限 table at the right, the 合計ご請求金額 bar, one row per 貸渡 (貸渡番号, 出発・返却 日時 and 店舗, クラス and わ-plate, ご利用者, 基本料金, 免責補償, 乗捨・燃料, 小計) with the ETC 通行料 立替 in its own column, and the company's 本社 block at the bottom left beside the 振込先 as a sentence, its 営業所 TELs in a strip under both",
  exercises:
    "a car-rental company (株式会社…レンタリース / …レンタカー株式会社 / 有限会社…オートリース, ㈱ or (株) sometimes) bills a contractor (株式会社…建設 / …設備工業株式会社 / …電機株式会社 御中, 総務部 車両ご担当 様, 法人コード H12345) for the month's rentals on its 法人契約: a band at the top with ご 請 求 書 and at the right the ご予約センター 0120-… (年中無休) — never the issuer_phone; a ruled table at the right — 請求日 (2026/01/31, or early the next month), 請求書番号, ご利用期間 (the month's 1st to its last day) and お支払期限 (the next month's end, or the one after) — the ご利用期間 none of the dates; 合計ご請求金額（税込・立替金含む）in a bar — total_amount; one row per 貸渡: No., 貸渡番号 (8 digits), 出発 and 返却 (1/12 09:00 over the 店舗 …駅前店 / 空港店), 車両 (クラス S / W / T2 and the car, over its plate 品川 500 わ 12-34), ご利用者 (… 様), 基本料金 (6時間 / 12時間 / 24時間 / 2日 / 3日), 免責補償, 乗捨・燃料 (乗捨料 when returned elsewhere, 燃料精算 by the litre), 小計（税抜）, ETC 通行料（立替）— the 貸渡番号, plates and times none of the fields; under the table 課税対象額（税抜）/ 消費税（10%）/ ETC通行料（立替金・不課税）/ 合計ご請求金額 — the 立替 in it (as L22); at the foot the company's block at the BOTTOM LEFT (its name large with a square seal over it, 本社 〒 address, TEL / FAX, 登録番号 — the issuer's fields) and at the right the お振込先 written as one sentence (お振込みは…銀行…支店の普通預金 No.1234567、口座名義 ｶ)…ﾚﾝﾀﾘｰｽ へお願いいたします; 店番 sometimes); a strip under both listing the 営業所 (…駅前店 TEL …, 空港店 TEL …) — none of the fields",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    const [stem] = setCompanyWithKana(d, r, RENTA_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    netOrdinary(d);
    const issuer = r.chance(0.65) ? d.issuerName : spelled(d, r.pick(['paren', 'circled']));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big']));
    const area = placeOf(d.zip)[2];
    const region = regionOf(d.zip);
    const words = RENTA_SHOPS.filter(() => r.chance(0.45)).slice(0, 4);
    for (const w of RENTA_SHOPS) if (words.length < 2 && !words.includes(w)) words.push(w);
    const shops = words.map((w) => ({ name: `${w}店`, tel: landlineOn(r, area) }));
    const center = `0120-${r.digits(3)}-${r.digits(3)}`;
    const bs = otherStem(r, stem);
    const buyer = r.pick([`株式会社${bs}建設`, `${bs}設備工業株式会社`, `株式会社${bs}商事`, `${bs}電機株式会社`]);
    const [y, m] = d.issue;
    const atEnd = r.chance(0.5);
    const svc = atEnd ? [y, m] : addMonths([y, m], -1);
    const [sy, sm] = svc;
    d.issue = atEnd ? endOfMonth(y, m) : [y, m, r.int(1, 5)];
    d.due = endOfMonth(...addMonths(svc, r.pick([1, 1, 2])));
    d.no = r.chance(0.5) ? `RC${String(sy).slice(2)}${pad2(sm)}-${r.digits(4)}` : `${r.int(1, 9)}${r.digits(7)}`;
    const cust = `H${r.digits(5)}`;
    const last = endOfMonth(sy, sm)[2];
    const rows = [];
    for (let k = r.int(4, 8); k > 0; k--) {
      const day = r.int(1, last - 3);
      const startMin = r.int(16, 36) * 30;
      const [hours, label, mult] = r.pick(DURATIONS);
      const endAbs = (day - 1) * 1440 + startMin + hours * 60;
      const [cls, car, lo, hi, series] = r.pick(CAR_CLASSES);
      const base = Math.round((Math.round(r.int(lo, hi) / 100) * 100 * mult) / 10) * 10;
      const days = Math.ceil(hours / 24);
      const cdw = r.chance(0.85) ? days * (['W', 'V', 'T2'].includes(cls) ? 2000 : 1000) : 0;
      const out = r.pick(shops);
      const back = r.chance(0.2) ? r.pick(shops.filter((s) => s !== out)) : out;
      const drop = back === out ? 0 : r.int(3, 11) * 1000;
      const litres = r.chance(0.25) ? r.int(8, 40) : 0;
      const fuel = litres * r.pick([175, 180, 185]);
      const etc = r.chance(0.55) ? r.int(30, 900) * 10 : 0;
      rows.push({
        no: `${r.int(1, 9)}${r.digits(7)}`,
        day,
        start: `${sm}/${day} ${hm(startMin)}`,
        end: `${sm}/${Math.floor(endAbs / 1440) + 1} ${hm(endAbs % 1440)}`,
        out,
        back,
        cls,
        car,
        plate: `${region} ${series} ${r.pick(['わ', 'わ', 'れ'])} ${r.int(10, 99)}-${r.int(10, 99)}`,
        user: `${r.pick(SURNAMES)[0]} 様`,
        label,
        base,
        cdw,
        drop,
        litres,
        fuel,
        etc,
        sub: base + cdw + drop + fuel,
      });
    }
    rows.sort((a, b) => a.day - b.day);
    d.items = [{ name: 'レンタカー料金', amount: rows.reduce((a, x) => a + x.sub, 0), rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const etcTotal = rows.reduce((a, x) => a + x.etc, 0);
    const total = s.total + etcTotal;
    const fmt = DATE_FORMATS.slash;
    const showBranchCode = r.chance(0.4);
    const color = r.pick(['#0b6e4f', '#c2410c', '#1d4ed8']);
    const sealHtml = seal(d, `left:${r.int(300, 330)}px;top:${r.int(-22, -8)}px;`);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 8.6px; color: #1f1f1f; line-height: 1.45; }
      .wrap { position: relative; height: 1123px; padding: 0 34px; }
      .band { margin: 0 -34px; padding: 14px 34px 10px; border-top: 8px solid ${color}; display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 1px solid #ccc; }
      .band h1 { margin: 0; font-size: 22px; letter-spacing: .45em; font-weight: 700; } .band .rc { text-align: right; font-size: 8.4px; color: #444; } .band .rc b { font-size: 13px; color: ${color}; letter-spacing: .05em; }
      .hd { display: flex; justify-content: space-between; margin-top: 14px; }
      .to { width: 360px; font-size: 9.6px; line-height: 1.6; } .to .n { font-size: 14px; font-weight: 700; border-bottom: 1.5px solid #333; padding-bottom: 2px; margin: 4px 0; }
      .meta { width: 300px; } .meta td { border: 1px solid #999; padding: 3px 8px; font-size: 9.4px; } .meta td.l { background: ${color}14; width: 90px; }
      .bar { margin-top: 14px; display: flex; justify-content: space-between; align-items: center; background: ${color}; color: #fff; padding: 7px 16px; } .bar .l { font-size: 12px; font-weight: 700; } .bar .v { font-size: 21px; font-weight: 700; letter-spacing: .02em; }
      table.t { width: 100%; margin-top: 12px; font-size: 8px; } .t th { background: #f0f0f0; border-top: 1.5px solid #333; border-bottom: 1px solid #333; font-weight: 500; padding: 3px 2px; line-height: 1.3; } .t td { border-bottom: 1px solid #ddd; padding: 3px 3px; vertical-align: top; line-height: 1.4; } .t td.c { text-align: center; } .t .sm { color: #555; font-size: 7.6px; }
      .sum { width: 320px; margin-left: auto; margin-top: 8px; font-size: 9.4px; } .sum td { border-bottom: 1px solid #ccc; padding: 3px 8px; } .sum tr.g td { font-weight: 700; font-size: 12px; border-top: 2px solid #333; border-bottom: 3px double #333; }
      .foot { position: absolute; left: 34px; right: 34px; bottom: 64px; display: flex; gap: 22px; align-items: flex-end; }
      .co { position: relative; width: 400px; line-height: 1.65; font-size: 9.2px; } .co .n { font-size: 15px; font-weight: 700; letter-spacing: .04em; }
      .bk { flex: 1; border: 1px solid #999; padding: 8px 12px; font-size: 9.4px; line-height: 1.75; } .bk .h { font-weight: 700; color: ${color}; }
      .strip { position: absolute; left: 34px; right: 34px; bottom: 30px; border-top: 1px solid #bbb; padding-top: 5px; font-size: 8px; color: #444; }`;
    const branch = showBranchCode ? `${d.branch.name}（店番${d.branch.code}）` : d.branch.name;
    const page = `<div class="wrap"><div class="band"><h1>ご請求書</h1><div class="rc">ご予約・お問合せ　ご予約センター<br><b>${center}</b>（年中無休 8:00～20:00）</div></div>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<div class="n">${buyer}　御中</div>総務部　車両ご担当 ${r.pick(SURNAMES)[0]} 様<br>法人コード　${cust}</div>
        <table class="meta"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求書番号</td><td>${d.no}</td></tr><tr><td class="l">ご利用期間</td><td>${fmt([sy, sm, 1])} ～ ${fmt([sy, sm, last])}</td></tr><tr><td class="l">お支払期限</td><td>${fmt(d.due)}</td></tr></table></div>
      <div style="margin-top:10px">平素より格別のお引き立てを賜り、誠にありがとうございます。${sm}月分のご利用料金を下記のとおりご請求申し上げます。</div>
      <div class="bar"><span class="l">合計ご請求金額（税込・立替金含む）</span><span class="v">¥${yen(total)}</span></div>
      <table class="t"><tr><th style="width:20px">No.</th><th style="width:54px">貸渡番号</th><th style="width:70px">出発</th><th style="width:70px">返却</th><th style="text-align:left">車両・登録番号</th><th style="width:52px">ご利用者</th><th style="width:58px">基本料金</th><th style="width:44px">免責補償</th><th style="width:56px">乗捨・燃料</th><th style="width:56px">小計（税抜）</th><th style="width:50px">ETC（立替）</th></tr>
        ${rows
          .map((x, i) => {
            const extra = [x.drop ? `乗捨 ${yen(x.drop)}` : '', x.fuel ? `燃料 ${x.litres}L ${yen(x.fuel)}` : ''].filter(Boolean);
            return `<tr><td class="c">${i + 1}</td><td class="c">${x.no}</td><td>${x.start}<br><span class="sm">${x.out.name}</span></td><td>${x.end}<br><span class="sm">${x.back.name}</span></td><td>${x.cls} ${x.car}<br><span class="sm">${x.plate}</span></td><td>${x.user}</td><td class="num">${yen(x.base)}<br><span class="sm">${x.label}</span></td><td class="num">${x.cdw ? yen(x.cdw) : '―'}</td><td class="num">${extra.length ? extra.join('<br>') : '―'}</td><td class="num">${yen(x.sub)}</td><td class="num">${x.etc ? yen(x.etc) : '―'}</td></tr>`;
          })
          .join('')}</table>
      <table class="sum"><tr><td>課税対象額（税抜）</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr><td>ETC通行料（立替金・不課税）</td><td class="num">${yen(etcTotal)}</td></tr><tr class="g"><td>合計ご請求金額</td><td class="num">¥${yen(total)}</td></tr></table>
      <div style="margin-top:6px;font-size:8.2px;color:#444">※免責補償制度にご加入の場合、事故時の対物・車両免責額のお客様負担が免除されます。※ETC通行料は当社ETCカードでのお立替分です。</div>
      <div class="foot"><div class="co">${sealHtml}<div class="n">${issuer}</div>本社　〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}</div>
        <div class="bk"><span class="h">お振込先</span><br>お振込みは ${d.bank.name} ${branch}の${TYPE_LABEL[d.type]}預金 No.${d.account}、口座名義 <span style="white-space:nowrap">${holder}</span> へお願いいたします。<br>恐れ入りますが、振込手数料は貴社にてご負担ください。</div></div>
      <div class="strip">営業所　${shops.map((x) => `${x.name} TEL ${x.tel}`).join('　／　')}</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBranchCode } };
  },
});

// 246 — a ferry company bills a trucking company for the month's 車両航送 on its route: a letterhead with the company's name beside a
// round wave mark, its 本社 and 営業部 TEL, 車両航送運賃 御請求書 at the right over the 請求日 / 請求書No. / 対象期間, the buyer 御中 with
// its お客様コード, the ご請求金額 box, one row per sailing (乗船日 with 曜日, 便 and 船名, 航路, 車両番号, 車長, 車長区分, 有人 / 無人, 航送運賃,
// 燃料油価格変動調整金), a 大口割引 taken off before the 消費税, the ports' ターミナル and the 予約センター in a note, and the 振込先 as a
// one-row table with the 金融機関コード and 支店コード.
const FERRY_TRADES = [
  ['フェリー', 'フェリー'],
  ['汽船', 'キセン'],
  ['海運', 'カイウン'],
  ['マリン', 'マリン'],
];
const SEA_STEMS = [
  ...STEMS.slice(0, 12),
  ['瀬戸内', 'セトウチ'],
  ['黒潮', 'クロシオ'],
  ['玄海', 'ゲンカイ'],
  ['みちのく', 'ミチノク'],
];
// [port, port, a 12m truck's fare lo, hi]
const PORT_AREA = {
  大阪南港: '06',
  新門司: '093',
  神戸: '078',
  大分: '097',
  志布志: '099',
  苫小牧: '0144',
  八戸: '0178',
  名古屋: '052',
  仙台: '022',
  敦賀: '0770',
  苫小牧東: '0145',
  東京: '03',
  徳島: '088',
  宮崎: '0985',
  新潟: '025',
  小樽: '0134',
};
const ROUTES = [
  ['大阪南港', '新門司', 52000, 68000],
  ['神戸', '大分', 48000, 62000],
  ['大阪南港', '志布志', 70000, 88000],
  ['苫小牧', '八戸', 38000, 52000],
  ['名古屋', '仙台', 72000, 92000],
  ['敦賀', '苫小牧東', 98000, 125000],
  ['東京', '徳島', 62000, 80000],
  ['神戸', '宮崎', 66000, 84000],
  ['新潟', '小樽', 88000, 110000],
];
const SHIP_WORDS = ['さつき', 'はまゆう', 'あかつき', 'みらい', 'つくし', 'ほくと', 'しらゆり', 'おおとり'];
// [車長区分, × the 12m fare, length lo, hi in cm, unmanned]
const LENGTH_CLASSES = [
  ['9m未満', 0.76, 710, 899, false],
  ['12m未満', 1, 1050, 1199, false],
  ['12m未満', 1, 1050, 1199, false],
  ['13m未満', 1.1, 1200, 1299, false],
  ['16m未満', 1.28, 1350, 1599, true],
];
LAYOUTS.push({
  id: 'L246-ferry-kousou',
  split: 'dev',
  title:
    "ferry company's monthly 車両航送運賃 bill to a trucking company: a letterhead with the company beside a round wave mark, 本社 and 営業部 TEL, a square seal beside it, 車両航送運賃 御請求書 at the right over 請求日 / 請求書No. / 対象期間, the buyer 御中, a ご請求金額 box, one row per sailing (乗船日・曜日, 便 and 船名, 航路, 車両番号, 車長, 区分, 有人 / 無人（シャーシ）, 航送運賃, 燃料油価格変動調整金), a 大口割引 △ before the 消費税, the ports' ターミナル and 予約センター in a note, and the 振込先 as a one-row table with 金融機関コード and 支店コード",
  exercises:
    "a 長距離フェリー company (…フェリー株式会社 / 株式会社…汽船 / …海運株式会社, its stem a company's or a sea's: 瀬戸内 / 黒潮 / 玄海; ㈱ or （株） sometimes) bills a trucking company (…運輸株式会社 / 株式会社…物流 / 有限会社…急送 御中, 配車ご担当 様, お客様コード) for the month's 車両航送 on one route: the letterhead at the top left (a round mark, the company's name, 本社 〒 and address on the next line, 営業部 TEL / FAX, 登録番号) with a square seal stamped beside it — the issuer's fields; 車両航送運賃 御請求書 at the right over a ruled 請求日 (令和8年1月31日, or early the next month) / 請求書No. / 対象期間 (…月1日～…月末日 乗船分) — the 対象期間 none of the dates; ご請求金額（税込）in a box — total_amount; one row per sailing: 乗船日 (1/12（月）), 便 (19:30発) and 船名 (フェリーさつき), 航路 (大阪南港 → 新門司, both ways), 車両番号 (the buyer's trucks: 大阪 100 か 12-34), 車長 (11.98m), 車長区分 (9m未満 / 12m未満 / 13m未満 / 16m未満), 乗務 (有人 / 無人（シャーシ）), 航送運賃, 燃料油価格変動調整金 — none of the fields but their sums; 航送運賃 計 / 燃料油価格変動調整金 計 / 大口割引（月間…台以上 5%）△ sometimes / 小計（税抜）/ 消費税（10%）/ ご請求金額（税込）— total_amount after the 割引 taken off before the 消費税 (as L180); the お支払期限; a note naming the two ports' フェリーターミナル and the 予約センター with their TELs — none of them the issuer_phone (as L178); the お振込先 as a one-row table (金融機関名, 金融機関コード, 支店名, 支店コード, 預金種目, 口座番号, 口座名義 full-width with small kana or bank-style large ones (マリン（カ / フエリー), or ｶ)… half-width, as printed) — bank_code and branch_code as printed",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const [stem] = setCompanyWithKana(d, r, FERRY_TRADES, [['株式会社', 'カ']], SEA_STEMS);
    netOrdinary(d);
    const issuer = r.chance(0.7) ? d.issuerName : spelled(d, r.pick(['circled', 'wide']));
    const holder = holderPrinted(d, r.pick(['full', 'big', 'half']));
    const [pa, pb, lo, hi] = r.pick(ROUTES);
    const s1 = r.pick(SHIP_WORDS);
    const s2 = r.pick(SHIP_WORDS.filter((x) => x !== s1));
    const dirs = [
      { from: pa, to: pb, ship: `フェリー${s1}`, dep: r.pick([17, 18, 19, 20, 23]) * 60 + r.pick([0, 30, 50]) },
      { from: pb, to: pa, ship: `フェリー${s2}`, dep: r.pick([17, 18, 19, 20, 21]) * 60 + r.pick([0, 30]) },
    ];
    const bs = otherStem(r, stem);
    const buyer = r.pick([`${bs}運輸株式会社`, `株式会社${bs}物流`, `有限会社${bs}急送`, `${bs}トランスポート株式会社`]);
    const region = regionOf(d.buyerZip);
    const trucks = Array.from({ length: r.int(2, 4) }, () => {
      const [cls, mult, a, b, unmanned] = r.pick(LENGTH_CLASSES);
      const kana = r.pick(['あ', 'い', 'う', 'か', 'き', 'く', 'け', 'こ']);
      return {
        plate: `${region} ${unmanned ? r.pick(['130', '800']) : r.pick(['100', '101', '130'])} ${kana} ${r.int(10, 99)}-${r.int(10, 99)}`,
        len: `${(r.int(a, b) / 100).toFixed(2)}m`,
        cls,
        mult,
        unmanned,
      };
    });
    const [y, m] = d.issue;
    const atEnd = r.chance(0.5);
    const svc = atEnd ? [y, m] : addMonths([y, m], -1);
    const [sy, sm] = svc;
    d.issue = atEnd ? endOfMonth(y, m) : [y, m, r.int(1, 7)];
    d.due = r.chance(0.5) ? endOfMonth(...addMonths(svc, 1)) : [...addMonths(svc, 2), 10];
    d.no = r.chance(0.5) ? `FK-${String(sy).slice(2)}${pad2(sm)}-${r.digits(4)}` : `${sy}${pad2(sm)}${r.digits(4)}`;
    const cust = `${r.int(1, 9)}${r.digits(5)}`;
    const last = endOfMonth(sy, sm)[2];
    const fare12 = Math.round(r.int(lo, hi) / 100) * 100;
    const adj12 = r.int(30, 90) * 100;
    // Each truck goes out and comes back: one sailing a way, the next a few days later.
    const trips = [];
    for (const t of trucks) {
      let day = r.int(1, 6);
      let way = r.int(0, 1);
      for (let c = r.int(2, 5); c > 0 && day <= last; c--) {
        const dir = dirs[way];
        trips.push({
          day,
          dir,
          t,
          fare: Math.round((fare12 * t.mult) / 100) * 100,
          adj: Math.round((adj12 * t.mult) / 100) * 100,
        });
        way = 1 - way;
        day += r.int(2, 6);
      }
    }
    trips.sort((a, b) => a.day - b.day || a.dir.dep - b.dir.dep);
    trips.splice(14);
    const fareSum = trips.reduce((a, x) => a + x.fare, 0);
    const adjSum = trips.reduce((a, x) => a + x.adj, 0);
    const pct = r.chance(0.6) ? r.pick([3, 5, 8]) : 0;
    const disc = Math.floor((fareSum * pct) / 100);
    d.items = [{ name: '車両航送運賃', amount: fareSum + adjSum - disc, rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = r.pick([DATE_FORMATS.wareki, DATE_FORMATS.wareki, DATE_FORMATS.seireki]);
    const q = Math.floor((sm - 1) / 3) * 3 + 1;
    const portTel = (port) => `${port}フェリーターミナル TEL ${landlineOn(r, PORT_AREA[port])}`;
    const sealHtml = `<div style="position:relative;width:70px;height:66px;flex:none;margin-top:${r.int(0, 14)}px">${seal(d, 'left:0;top:0;')}</div>`;
    const navy = '#123a63';
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 8.8px; color: #1b2430; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 30px 38px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 3px double ${navy}; padding-bottom: 10px; }
      .lh { position: relative; display: flex; gap: 10px; } .mk { width: 46px; height: 46px; border-radius: 50%; background: ${navy}; position: relative; overflow: hidden; flex: none; } .mk::after { content: ''; position: absolute; left: -10px; right: -10px; top: 24px; height: 30px; border-radius: 50%; border-top: 5px solid #fff; }
      .lh .n { font-size: 18px; font-weight: 900; color: ${navy}; letter-spacing: .05em; line-height: 1.3; } .lh .a { font-size: 8.6px; line-height: 1.6; }
      .ttl { text-align: right; } .ttl h1 { margin: 0; font-size: 18px; font-weight: 700; letter-spacing: .2em; } .ttl h1 small { display: block; font-size: 10px; letter-spacing: .5em; color: ${navy}; }
      .meta { margin: 6px 0 0 auto; } .meta td { border: 1px solid #8a9bb0; padding: 2px 8px; text-align: left; } .meta td.l { background: #e8eef5; }
      .mid { display: flex; justify-content: space-between; align-items: flex-end; margin-top: 14px; }
      .to .n { font-size: 14.5px; font-weight: 700; border-bottom: 1.5px solid #222; padding: 0 30px 2px 0; display: inline-block; }
      .amt { border: 2px solid ${navy}; display: flex; } .amt .l { background: ${navy}; color: #fff; padding: 7px 12px; font-size: 11px; } .amt .v { padding: 3px 16px; font-size: 20px; font-weight: 700; min-width: 190px; text-align: right; }
      table.t { width: 100%; margin-top: 14px; font-size: 8.2px; } .t th { background: #e8eef5; border: 1px solid #8a9bb0; font-weight: 500; padding: 3px 2px; } .t td { border: 1px solid #c3ccd8; padding: 3px 4px; } .t td.c { text-align: center; }
      .sum { width: 310px; margin-left: auto; margin-top: 8px; } .sum td { border: 1px solid #8a9bb0; padding: 3px 8px; } .sum td.l { background: #e8eef5; } .sum tr.g td { font-weight: 700; font-size: 11.5px; }
      .nt { margin-top: 10px; font-size: 8.2px; color: #333; line-height: 1.7; border-top: 1px dashed #8a9bb0; padding-top: 6px; }
      .bk { position: absolute; left: 38px; right: 38px; bottom: 44px; } .bk table { width: 100%; font-size: 8.8px; } .bk th { background: ${navy}; color: #fff; font-weight: 500; padding: 2px; border: 1px solid ${navy}; } .bk td { border: 1px solid #8a9bb0; padding: 5px 6px; text-align: center; }`;
    const page = `<div class="wrap"><div class="top"><div class="lh"><div class="mk"></div><div><div class="n">${issuer}</div><div class="a">本社　〒${d.zip}<br><span class="addr">${d.address}</span><br>営業部　TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}</div></div></div>${sealHtml}
        <div class="ttl"><h1>車両航送運賃 御請求書<small>INVOICE</small></h1><table class="meta"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求書No.</td><td>${d.no}</td></tr><tr><td class="l">対象期間</td><td>${sm}月1日～${sm}月${last}日 乗船分</td></tr></table></div></div>
      <div class="mid"><div class="to"><div class="n">${buyer}　御中</div><div style="margin-top:4px">配車ご担当　${r.pick(SURNAMES)[0]} 様　　お客様コード ${cust}</div><div style="margin-top:6px">毎度ご乗船いただき誠にありがとうございます。<br>${sy}年${sm}月分の航送運賃を下記のとおりご請求申し上げます。</div></div>
        <div class="amt"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(s.total)}</div></div></div>
      <table class="t"><tr><th style="width:62px">乗船日</th><th style="width:128px">便・船名</th><th>航路</th><th style="width:92px">車両番号</th><th style="width:42px">車長</th><th style="width:58px">車長区分</th><th style="width:80px">乗務</th><th style="width:60px">航送運賃</th><th style="width:64px">燃料油価格<br>変動調整金</th></tr>
        ${trips.map((x) => `<tr><td class="c">${sm}/${x.day}（${weekday([sy, sm, x.day])}）</td><td style="white-space:nowrap">${hm(x.dir.dep)}発 ${x.dir.ship}</td><td>${x.dir.from} → ${x.dir.to}</td><td>${x.t.plate}</td><td class="num">${x.t.len}</td><td class="c">${x.t.cls}</td><td class="c" style="white-space:nowrap">${x.t.unmanned ? '無人（シャーシ）' : '有人'}</td><td class="num">${yen(x.fare)}</td><td class="num">${yen(x.adj)}</td></tr>`).join('')}</table>
      <table class="sum"><tr><td class="l">航送運賃 計（${trips.length}台）</td><td class="num">${yen(fareSum)}</td></tr><tr><td class="l">燃料油価格変動調整金 計</td><td class="num">${yen(adjSum)}</td></tr>
        ${pct ? `<tr><td class="l">大口割引（月間${trips.length > 8 ? 8 : 5}台以上 ${pct}%）</td><td class="num">${signed(-disc)}</td></tr>` : ''}
        <tr><td class="l">小計（税抜）</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="g"><td class="l">ご請求金額（税込）</td><td class="num">¥${yen(s.total)}</td></tr></table>
      <div style="margin-top:4px">お支払期限　${fmt(d.due)}</div>
      <div class="nt">※有人航送の運賃には運転者1名の2等寝台運賃を含みます。無人航送（シャーシ）は両港での荷役料を含みます。<br>※燃料油価格変動調整金は${sy}年${q}月～${q + 2}月期の適用額です。${pct ? '大口割引は航送運賃に対して適用しております。' : ''}<br>
        ${portTel(pa)}　／　${portTel(pb)}　／　ご予約センター ${`0120-${r.digits(3)}-${r.digits(3)}`}（9:00～18:00）</div>
      <div class="bk"><div style="font-weight:700;margin-bottom:3px;color:${navy}">お振込先</div><table><tr><th>金融機関名</th><th>金融機関コード</th><th>支店名</th><th>支店コード</th><th>預金種目</th><th>口座番号</th><th>口座名義</th></tr>
        <tr><td>${d.bank.name}</td><td>${d.bank.code}</td><td>${d.branch.name}</td><td>${d.branch.code}</td><td>${TYPE_LABEL[d.type]}</td><td>${d.account}</td><td>${holder}</td></tr></table></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total: s.total, showBankCode: true, showBranchCode: true } };
  },
});

// 247 — a software house bills one milestone of a 受託開発 contract, on its 検収: its logo mark, name and address at the top left, 請求書
// INVOICE at the right over three cards (請求番号 / 請求日 / お支払期限), the buyer 御中 with its 情報システム部, a project box (件名, 契約番号,
// 注文書番号, 検収日, 検収書番号), the 今回ご請求金額 large, the items billed now (the milestone, an 追加開発 under a 変更契約 sometimes, 出張
// 旅費), the totals, a ご参考 table of every milestone with its 検収日 or 検収予定 and 請求済 / 今回請求 / 未請求 and the 契約金額 / 既請求額 /
// 残額 under it, and the 振込先 as a vertical key–value table at the bottom left.
const DEV_TRADES = [
  ['システムズ', 'システムズ'],
  ['テクノロジー', 'テクノロジー'],
  ['ソフトウェア', 'ソフトウェア'],
  ['ラボ', 'ラボ'],
  ['デジタル', 'デジタル'],
  ['ソリューションズ', 'ソリューションズ'],
];
const SYSTEMS = [
  '在庫管理システム',
  '受発注Webシステム',
  '来店予約アプリ',
  '勤怠管理システム',
  '顧客ポータルサイト',
  '配送管理システム',
  '会員管理アプリ',
];
const PHASES = [
  ['要件定義', '要件定義書'],
  ['基本設計', '基本設計書・画面設計書'],
  ['詳細設計・開発（第1次）', 'ソースコード・単体テスト報告書'],
  ['開発（第2次）・結合テスト', 'ソースコード・結合テスト報告書'],
  ['総合テスト・本番移行', '総合テスト報告書・移行手順書'],
];
LAYOUTS.push({
  id: 'L247-jutaku-kaihatsu',
  split: 'dev',
  title:
    "software house's bill for one milestone of a 受託開発 contract on its 検収: logo and company at the top left, 請求書 INVOICE over three cards (請求番号 / 請求日 / お支払期限), buyer 御中, a project box (件名, 契約番号, 注文書番号, 検収日, 検収書番号), the 今回ご請求金額 large, the items billed now, a ご参考 milestone table (検収日 / 予定, 請求済 / 今回請求 / 未請求) with 契約金額 / 既請求額 / 残額, and the 振込先 as a vertical key–value table",
  exercises:
    "a software house (株式会社…システムズ / …テクノロジー株式会社 / 合同会社…ラボ, ㈱ or (株) sometimes) bills a company (株式会社…物流 / …商事株式会社 / …ホールディングス株式会社 御中, 情報システム部 ご担当 様) for one milestone of a 受託開発 contract after its 検収: the company's logo mark (its initial in a square), name, 〒 address, TEL and 登録番号 at the TOP LEFT — the issuer's fields; 請求書 / INVOICE at the right over three cards — 請求番号, 請求日 (2026-01-31 or 2026/01/31: the day of the 検収 or a few days after, or the month's end), お支払期限 (the next month's end); a project box — 件名 (…システム開発), 契約番号 (C-2025-012), 注文書番号 (PO-…), 検収日 and 検収書番号 — none of the fields nor the dates; 今回ご請求金額（税込）large — total_amount; the items billed now: the milestone (第2回 基本設計, its 成果物 in small type), an 追加開発（変更契約 第1号）by 人日 × 単価 sometimes, 出張旅費（実費）sometimes; 小計 / 消費税（10%）/ 合計; a ご参考 table of the contract's milestones (No., フェーズ, 成果物, 検収日 or …年…月（予定）, 金額（税抜）, 状態 請求済 / 今回請求 / 未請求) with 契約金額（税抜）/ 既ご請求額 / 今回ご請求額（税抜）/ 残額 under it — none of them the total; the お振込先 as a vertical key–value table at the bottom left (銀行名 / 支店名 / 口座種別 / 口座番号 / 口座名義 ｶ)… / ﾄﾞ)… as printed; 支店番号 sometimes) and a 備考 at the right (振込手数料 borne by the buyer)",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    const [stem] = setCompanyWithKana(d, r, DEV_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
    ]);
    netOrdinary(d);
    const issuer = r.chance(0.7) ? d.issuerName : spelled(d, r.pick(['circled', 'paren']));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full']));
    const bs = otherStem(r, stem);
    const buyer = r.pick([`株式会社${bs}物流`, `${bs}商事株式会社`, `${bs}ホールディングス株式会社`, `株式会社${bs}フーズ`]);
    const sys = r.pick(SYSTEMS);
    // The milestones: 要件定義 first, 総合テスト last, some of the middle ones.
    const n = r.int(3, 5);
    const mid = [1, 2, 3].filter(() => r.chance(0.6)).slice(0, n - 2);
    for (const i of [1, 2, 3]) if (mid.length < n - 2 && !mid.includes(i)) mid.push(i);
    const phases = [0, ...mid.sort((a, b) => a - b), 4].map((i) => ({
      name: PHASES[i][0],
      out: PHASES[i][1],
      amount: r.int(8, 60) * 50000,
    }));
    const k = r.int(1, n - 1);
    const [y, m] = d.issue;
    const accepted = [y, m, r.int(5, 26)];
    d.issue = r.chance(0.5) ? endOfMonth(y, m) : addDays(accepted, r.int(0, 3));
    d.due = endOfMonth(...addMonths([y, m], 1));
    const gap = r.pick([1, 1, 2]);
    phases.forEach((p, i) => {
      const [py, pm] = addMonths([y, m], (i - k) * gap);
      p.when = i < k ? [py, pm, r.int(5, 26)] : i === k ? accepted : [py, pm];
      p.state = i < k ? '請求済' : i === k ? '今回請求' : '未請求';
      p.kensho = i <= k ? `KS-${String(p.when[0]).slice(2)}${pad2(p.when[1])}-${r.digits(3)}` : '';
    });
    const cur = phases[k];
    d.no = r.chance(0.5) ? `INV-${y}${pad2(m)}-${r.digits(3)}` : `${String(y).slice(2)}${pad2(m)}${r.digits(4)}`;
    const contractNo = `C-${phases[0].when[0]}-${r.digits(3)}`;
    const po = `PO-${r.digits(6)}`;
    const items = [{ name: `第${k + 1}回　${cur.name}`, sub: `成果物：${cur.out}`, qty: 1, unit: '式', price: cur.amount }];
    if (r.chance(0.4)) {
      const days = r.int(3, 15);
      items.push({
        name: '追加開発（変更契約 第1号）',
        sub: '帳票出力機能の追加',
        qty: days,
        unit: '人日',
        price: r.int(55, 85) * 1000,
      });
    }
    if (r.chance(0.4))
      items.push({
        name: '出張旅費（実費）',
        sub: '本番移行立会い',
        qty: 1,
        unit: '式',
        price: r.int(20, 90) * 1000 + r.int(0, 9) * 100,
      });
    items.forEach((x) => (x.amount = x.qty * x.price));
    d.items = [{ name: '受託開発', amount: items.reduce((a, x) => a + x.amount, 0), rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const contract = phases.reduce((a, p) => a + p.amount, 0);
    const billed = phases.slice(0, k).reduce((a, p) => a + p.amount, 0);
    const fmt = r.pick([DATE_FORMATS.hyphen, DATE_FORMATS.slash]);
    const showBranchCode = r.chance(0.4);
    const accent = r.pick(['#4f46e5', '#0f766e', '#be123c']);
    const sealHtml = seal(d, `left:${r.int(292, 312)}px;top:${r.int(14, 36)}px;`);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 8.8px; color: #222; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 36px 44px 0; border-left: 10px solid ${accent}; }
      .top { display: flex; justify-content: space-between; }
      .co { position: relative; width: 330px; line-height: 1.6; } .co .lg { display: flex; align-items: center; gap: 8px; } .co .mk { width: 30px; height: 30px; background: ${accent}; color: #fff; font-size: 17px; font-weight: 900; display: flex; align-items: center; justify-content: center; border-radius: 6px; } .co .n { font-size: 15px; font-weight: 700; }
      .ttl { text-align: right; } .ttl h1 { margin: 0; font-size: 24px; font-weight: 700; letter-spacing: .15em; } .ttl h1 small { font-size: 11px; color: ${accent}; letter-spacing: .3em; margin-left: 6px; }
      .cards { display: flex; gap: 6px; margin-top: 8px; justify-content: flex-end; } .cards div { border: 1px solid #ddd; border-radius: 6px; padding: 4px 10px; text-align: left; min-width: 92px; } .cards span { display: block; font-size: 7.6px; color: #777; }
      .to { margin-top: 18px; } .to .n { font-size: 14px; font-weight: 700; }
      .pj { margin-top: 10px; width: 100%; font-size: 8.6px; } .pj td { border: 1px solid #e2e2e2; padding: 3px 8px; } .pj td.l { background: #f6f6f8; color: #555; width: 74px; }
      .amt { margin-top: 14px; background: #f6f6f8; border-radius: 8px; padding: 10px 16px; display: flex; justify-content: space-between; align-items: center; } .amt .l { font-size: 11px; color: #555; } .amt .v { font-size: 24px; font-weight: 700; color: ${accent}; }
      table.t { width: 100%; margin-top: 12px; } .t th { border-bottom: 2px solid ${accent}; font-weight: 500; padding: 3px; color: #555; } .t td { border-bottom: 1px solid #eee; padding: 4px 6px; } .t .sub { font-size: 7.8px; color: #777; }
      .sum { width: 280px; margin-left: auto; margin-top: 6px; } .sum td { padding: 2px 8px; } .sum tr.g td { font-weight: 700; font-size: 11.5px; border-top: 1.5px solid #333; }
      .cap { margin-top: 14px; font-weight: 700; color: #555; } table.ms { width: 100%; margin-top: 3px; font-size: 8.2px; } .ms th { background: #f6f6f8; font-weight: 500; padding: 2px; border: 1px solid #e2e2e2; } .ms td { border: 1px solid #e2e2e2; padding: 2px 6px; } .ms tr.now td { background: ${accent}12; font-weight: 700; }
      .ms2 { margin-top: 4px; margin-left: auto; font-size: 8.2px; color: #555; } .ms2 td { padding: 1px 8px; }
      .foot { position: absolute; left: 44px; right: 44px; bottom: 44px; display: flex; gap: 18px; align-items: flex-start; }
      table.bk { width: 330px; font-size: 9px; } .bk td { border: 1px solid #ccc; padding: 3px 8px; } .bk td.l { background: #f6f6f8; width: 76px; } .bk caption { text-align: left; font-weight: 700; padding-bottom: 3px; }
      .rm { flex: 1; border: 1px solid #e2e2e2; border-radius: 6px; padding: 8px 10px; font-size: 8.4px; line-height: 1.7; color: #444; }`;
    const ym = (w) => (w.length === 3 ? fmt(w) : `${w[0]}年${w[1]}月（予定）`);
    const page = `<div class="wrap"><div class="top"><div class="co">${sealHtml}<div class="lg"><div class="mk">${stem.slice(0, 1)}</div><div class="n">${issuer}</div></div><div style="margin-top:6px">〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}<br>登録番号　${d.reg}</div></div>
        <div class="ttl"><h1>請求書<small>INVOICE</small></h1><div class="cards"><div><span>請求番号</span>${d.no}</div><div><span>請求日</span>${fmt(d.issue)}</div><div><span>お支払期限</span>${fmt(d.due)}</div></div></div></div>
      <div class="to"><div class="n">${buyer}　御中</div><div>情報システム部　${r.pick(SURNAMES)[0]} 様</div></div>
      <table class="pj"><tr><td class="l">件名</td><td colspan="3">${sys}開発</td></tr><tr><td class="l">契約番号</td><td>${contractNo}</td><td class="l">注文書番号</td><td>${po}</td></tr><tr><td class="l">検収日</td><td>${fmt(accepted)}</td><td class="l">検収書番号</td><td>${cur.kensho}</td></tr></table>
      <div class="amt"><span class="l">今回ご請求金額（税込）</span><span class="v">¥${yen(s.total)}</span></div>
      <table class="t"><tr><th style="text-align:left">内容</th><th style="width:50px">数量</th><th style="width:36px">単位</th><th style="width:80px">単価</th><th style="width:90px">金額</th></tr>
        ${items.map((x) => `<tr><td>${x.name}<br><span class="sub">${x.sub}</span></td><td class="num">${x.qty}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <table class="sum"><tr><td>小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="g"><td>合計</td><td class="num">¥${yen(s.total)}</td></tr></table>
      <div class="cap">ご参考：契約・検収状況</div>
      <table class="ms"><tr><th style="width:24px">No.</th><th style="text-align:left">フェーズ</th><th style="text-align:left">成果物</th><th style="width:96px">検収日</th><th style="width:76px">金額（税抜）</th><th style="width:56px">状態</th></tr>
        ${phases.map((p, i) => `<tr class="${i === k ? 'now' : ''}"><td style="text-align:center">${i + 1}</td><td>${p.name}</td><td>${p.out}</td><td>${ym(p.when)}</td><td class="num">${yen(p.amount)}</td><td style="text-align:center">${p.state}</td></tr>`).join('')}</table>
      <table class="ms2"><tr><td>契約金額（税抜）</td><td class="num">${yen(contract)}</td><td>既ご請求額（税抜）</td><td class="num">${yen(billed)}</td><td>今回（税抜）</td><td class="num">${yen(cur.amount)}</td><td>残額（税抜）</td><td class="num">${yen(contract - billed - cur.amount)}</td></tr></table>
      <div class="foot"><table class="bk"><caption>お振込先</caption><tr><td class="l">銀行名</td><td>${d.bank.name}</td></tr><tr><td class="l">支店名</td><td>${d.branch.name}${showBranchCode ? `（支店番号 ${d.branch.code}）` : ''}</td></tr><tr><td class="l">口座種別</td><td>${TYPE_LABEL[d.type]}</td></tr><tr><td class="l">口座番号</td><td>${d.account}</td></tr><tr><td class="l">口座名義</td><td>${holder}</td></tr></table>
        <div class="rm"><b>備考</b><br>検収書（${cur.kensho}）の受領をもってご請求申し上げます。<br>お振込手数料は貴社にてご負担をお願いいたします。<br>次回のご請求は${k + 1 < n ? `第${k + 2}回（${phases[k + 1].name}）の検収後を予定しております。` : 'ございません（最終回）。'}</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total: s.total, showBranchCode } };
  },
});

// 248 — a 家事代行 company bills a company for the month its employees used the service under a 福利厚生 contract: the buyer 御中 at the
// left with its 人事部, the date, No. and the company's block at the right, the ご請求金額 box, one row per visit (利用日, 社員番号, the
// employee's name with its given name masked, メニュー, 時間, ご利用料金, 貴社ご負担, 従業員様ご負担), a summary that takes the employees'
// share (paid by card) off the ご利用総額 and adds the 法人プラン 月額基本料 before the 消費税, and the 振込先 in small type in a footer
// box with the company's other notes.
const KAJI_TRADES = [
  ['ライフサポート', 'ライフサポート'],
  ['ホームサービス', 'ホームサービス'],
  ['ハウスキーピング', 'ハウスキーピング'],
  ['家事サービス', 'カジサービス'],
];
const KAJI_MENU = [
  ['定期家事代行', 3000, 3800],
  ['スポット家事代行', 3600, 4500],
  ['料理代行（作り置き）', 3500, 4400],
  ['水回りクリーニング', 4000, 5200],
  ['整理収納サポート', 3800, 4800],
];
LAYOUTS.push({
  id: 'L248-kajidaikou-fukuri',
  split: 'dev',
  title:
    "家事代行 company's monthly bill to a company under a 福利厚生 contract: buyer 御中 with its 人事部 at the left, date, No. and the company's block at the right, the ご請求金額 box, one row per visit (利用日, 社員番号, masked name, メニュー, 時間, ご利用料金, 貴社ご負担, 従業員様ご負担), a summary taking the employees' share off the ご利用総額 and adding the 月額基本料 before the 消費税, and the 振込先 in small type in a footer box",
  exercises:
    "a 家事代行 company (株式会社…ライフサポート / …ホームサービス株式会社 / 株式会社…ハウスキーピング, ㈱ sometimes) bills a company (株式会社…商事 / …工業株式会社 御中, 人事部 福利厚生ご担当 様) for the month its employees used the service under a 福利厚生 contract (貴社ご負担 50% / 70%, or 1時間あたり 1,500円 / 2,000円): ご 請 求 書; 請求日 (2026年1月31日 / 2026年01月31日, or early the next month) and 請求書番号 at the right above the company's block (〒 address, TEL / FAX, 登録番号, a square seal) — the issuer's fields; ご請求金額（税込）in a box — total_amount; one row per visit: 利用日, 社員番号 (E12345), ご利用者 (山田 ●● 様), メニュー (定期家事代行 / 料理代行（作り置き）/ 水回りクリーニング), 時間, ご利用料金（税抜）, 貴社ご負担, 従業員様ご負担 — none of the fields but their sums; the summary: ご利用総額（税抜）, 従業員様ご負担額（お支払済）△, 貴社ご負担額（税抜）, 法人プラン 月額基本料, 課税対象額, 消費税（10%）, ご請求金額（税込）— total_amount, never the ご利用総額 nor the employees' share; the お支払期限; a footer box in small type with the お振込先 (bank, branch, 種目, number, holder ｶ)… half-width or full-width, as printed), the 振込手数料 note and the 法人窓口's hours",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const [stem] = setCompanyWithKana(d, r, KAJI_TRADES, [['株式会社', 'カ']]);
    netOrdinary(d);
    const issuer = r.chance(0.7) ? d.issuerName : spelled(d, 'circled');
    const holder = holderPrinted(d, r.pick(['half', 'full', 'half-big']));
    const bs = otherStem(r, stem);
    const buyer = r.pick([`株式会社${bs}商事`, `${bs}工業株式会社`, `株式会社${bs}システムズ`, `${bs}製薬株式会社`]);
    const ratio = r.chance(0.5) ? r.pick([50, 70]) : 0;
    const perHour = ratio ? 0 : r.pick([1500, 2000]);
    const baseFee = r.pick([10000, 20000, 30000]);
    const [y, m] = d.issue;
    const atEnd = r.chance(0.5);
    const svc = atEnd ? [y, m] : addMonths([y, m], -1);
    const [sy, sm] = svc;
    d.issue = atEnd ? endOfMonth(y, m) : [y, m, r.int(1, 6)];
    d.due = r.chance(0.5) ? endOfMonth(...addMonths(svc, 1)) : [...addMonths(svc, 2), 15];
    d.no = r.chance(0.5) ? `KJ-${String(sy).slice(2)}${pad2(sm)}-${r.digits(3)}` : `${r.int(1, 9)}${r.digits(6)}`;
    const last = endOfMonth(sy, sm)[2];
    const people = Array.from({ length: r.int(4, 9) }, () => ({ no: `E${r.digits(5)}`, name: `${r.pick(SURNAMES)[0]} ●●` }));
    const rows = Array.from({ length: r.int(7, 15) }, () => {
      const [menu, lo, hi] = r.pick(KAJI_MENU);
      const hours = r.pick([2, 2, 3, 3, 4]);
      const amount = hours * Math.round(r.int(lo, hi) / 100) * 100;
      const co = ratio ? Math.floor((amount * ratio) / 100) : Math.min(amount, hours * perHour);
      return { day: r.int(1, last), p: r.pick(people), menu, hours, amount, co, emp: amount - co };
    }).sort((a, b) => a.day - b.day);
    const all = rows.reduce((a, x) => a + x.amount, 0);
    const co = rows.reduce((a, x) => a + x.co, 0);
    d.items = [{ name: '家事代行 貴社ご負担額', amount: co + baseFee, rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = r.pick([DATE_FORMATS.seireki, DATE_FORMATS.seirekiPad]);
    const showBranchCode = r.chance(0.3);
    const sealHtml = seal(d, `right:${r.int(0, 30)}px;top:${r.int(-4, 14)}px;`);
    const rose = r.pick(['#b4536a', '#3f7d6e', '#8a6d3b']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9px; color: #2b2b2b; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 40px 44px 0; }
      h1 { margin: 0; text-align: center; font-size: 21px; font-weight: 500; letter-spacing: .6em; color: ${rose}; border-bottom: 1px solid ${rose}; padding-bottom: 6px; }
      .hd { display: flex; justify-content: space-between; margin-top: 16px; }
      .to { width: 360px; } .to .n { font-size: 15px; font-weight: 700; border-bottom: 1px solid #333; padding-bottom: 2px; } .to .p { margin-top: 4px; }
      .rt { width: 300px; text-align: right; line-height: 1.7; } .co { position: relative; text-align: left; margin-top: 8px; line-height: 1.65; } .co .n { font-size: 13.5px; font-weight: 700; }
      .amt { margin-top: 10px; display: inline-flex; border: 1.5px solid ${rose}; } .amt .l { padding: 6px 14px; background: ${rose}; color: #fff; font-size: 11px; } .amt .v { padding: 3px 20px; font-size: 20px; font-weight: 700; min-width: 200px; text-align: right; }
      .plan { margin-top: 8px; font-size: 8.6px; color: #555; }
      table.t { width: 100%; margin-top: 10px; font-size: 8.4px; } .t th { background: ${rose}; color: #fff; font-weight: 500; padding: 3px 2px; } .t td { border-bottom: 1px solid #e6e6e6; padding: 3px 5px; } .t td.c { text-align: center; }
      .sum { width: 340px; margin-left: auto; margin-top: 10px; } .sum td { padding: 3px 8px; border-bottom: 1px solid #e6e6e6; } .sum tr.x td { color: #666; } .sum tr.g td { font-weight: 700; font-size: 12px; border-top: 2px solid ${rose}; border-bottom: 0; }
      .fb { position: absolute; left: 44px; right: 44px; bottom: 34px; border: 1px solid #bbb; padding: 6px 10px; font-size: 7.4px; line-height: 1.65; color: #444; }`;
    const rule = ratio
      ? `ご利用料金の${ratio}%を貴社にてご負担`
      : `1時間あたり${yen(perHour)}円（ご利用料金を上限）を貴社にてご負担`;
    const branch = showBranchCode ? `${d.branch.name}（${d.branch.code}）` : d.branch.name;
    const page = `<div class="wrap"><h1>ご請求書</h1>
      <div class="hd"><div class="to"><div class="n">${buyer}　御中</div><div class="p">人事部　福利厚生ご担当 ${r.pick(SURNAMES)[0]} 様</div>
          <div style="margin-top:12px">平素は格別のご高配を賜り、厚く御礼申し上げます。<br>${sy}年${sm}月分の福利厚生サービスご利用料金（貴社ご負担分）を<br>下記のとおりご請求申し上げます。</div></div>
        <div class="rt">請求日　${fmt(d.issue)}<br>請求書番号　${d.no}<div class="co">${sealHtml}<div class="n">${issuer}</div>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}</div></div></div>
      <div class="amt"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(s.total)}</div></div>
      <div class="plan">ご契約：法人福利厚生プラン（${rule}）　ご利用件数 ${rows.length}件　お支払期限 ${fmt(d.due)}</div>
      <table class="t"><tr><th style="width:46px">利用日</th><th style="width:56px">社員番号</th><th style="width:80px">ご利用者</th><th style="text-align:left">メニュー</th><th style="width:34px">時間</th><th style="width:66px">ご利用料金<br>（税抜）</th><th style="width:62px">貴社ご負担</th><th style="width:62px">従業員様<br>ご負担</th></tr>
        ${rows.map((x) => `<tr><td class="c">${sm}/${x.day}</td><td class="c">${x.p.no}</td><td>${x.p.name} 様</td><td>${x.menu}</td><td class="c">${x.hours}h</td><td class="num">${yen(x.amount)}</td><td class="num">${yen(x.co)}</td><td class="num">${yen(x.emp)}</td></tr>`).join('')}</table>
      <table class="sum"><tr class="x"><td>ご利用総額（税抜）</td><td class="num">${yen(all)}</td></tr><tr class="x"><td>従業員様ご負担額（お支払済）</td><td class="num">${signed(-(all - co))}</td></tr>
        <tr><td>貴社ご負担額（税抜）</td><td class="num">${yen(co)}</td></tr><tr><td>法人プラン 月額基本料</td><td class="num">${yen(baseFee)}</td></tr><tr><td>課税対象額</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr>
        <tr class="g"><td>ご請求金額（税込）</td><td class="num">¥${yen(s.total)}</td></tr></table>
      <div style="margin-top:8px;font-size:8.4px;color:#555">※従業員様ご負担分は、各従業員様よりクレジットカードにてお支払いいただいております。<br>※ご利用者のお名前は個人情報保護のため一部伏せて記載しております。</div>
      <div class="fb"><b>お振込先</b>　${d.bank.name}　${branch}　${TYPE_LABEL[d.type]}預金　${d.account}　口座名義 ${holder}<br>※お振込手数料は貴社にてご負担くださいますようお願い申し上げます。※本請求書の内容に関するお問い合わせは、法人窓口（平日 9:00～18:00）までご連絡ください。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total: s.total, showBranchCode } };
  },
});

// 249 — a gallery renting paintings to a hotel, a clinic or an office bills the quarter in advance: a serif page with wide margins, 御請求書
// centred between two thin rules, the buyer 御中 at the left, the date in kanji numerals (令和八年一月五日) and No. at the right with the
// gallery's block and a round stamp, the 御請求金額 in full-width digits (￥１２３，４５６－), one row per work (作品No., 作家, 作品名, 技法・
// サイズ, 設置場所, 月額, 月数, 金額), a 掛け替え and 額装 row sometimes, and the 振込先 in a sentence (a 信用組合 often) under a short rule.
const ART_TRADES = [
  ['画廊', 'ガロウ'],
  ['アートレンタル', 'アートレンタル'],
  ['美術', 'ビジュツ'],
];
const WORK_TITLES = [
  '春の湊',
  '朝霧',
  '静物　青い器',
  '海辺の午後',
  '白い道',
  '森の記憶',
  '雪解け',
  '夕凪',
  '窓辺',
  '遠い街',
  '鳥の歌',
  '水の庭',
];
const TECHNIQUES = [
  '油彩 F10',
  '油彩 F20',
  '水彩 F6',
  'シルクスクリーン 12/50',
  '日本画 P8',
  'アクリル S20',
  '銅版画 ed.8/30',
  '木版画 24/80',
];
const SPOTS = ['1F ロビー', '2F 応接室', '役員室', '受付', '待合室', '廊下 東側', '会議室A', 'エレベーターホール'];
/** 八, 十二, 二十五: the kanji numerals of 1–99. */
const kanjiNum = (n) =>
  n < 10 ? KANJI_DIGITS[n] : `${n >= 20 ? KANJI_DIGITS[Math.floor(n / 10)] : ''}十${n % 10 ? KANJI_DIGITS[n % 10] : ''}`;
const kanjiDate = ([y, m, dd]) => `令和${y - 2018 === 1 ? '元' : kanjiNum(y - 2018)}年${kanjiNum(m)}月${kanjiNum(dd)}日`;
const wide = (s) => s.replace(/[0-9,]/g, (c) => (c === ',' ? '，' : String.fromCharCode(c.charCodeAt(0) + 0xfee0)));
const kata = (s) => s.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
LAYOUTS.push({
  id: 'L249-art-rental',
  split: 'dev',
  title:
    "gallery's quarterly 絵画レンタル bill to a hotel, clinic or office: a serif page with wide margins, 御請求書 between thin rules, buyer 御中 left, a kanji-numeral date (令和八年一月五日) and No. right over the gallery's block with a round stamp, the 御請求金額 in full-width digits, one row per work (作品No., 作家, 作品名, 技法・サイズ, 設置場所, 月額 × 月数), 掛け替え / 額装 rows, and the 振込先 as a sentence (a 信用組合 often)",
  exercises:
    "a gallery renting paintings — a sole proprietor's 屋号 (ギャラリー そら / 佐藤画廊 / アートスペース ひなた, its full-width space an ASCII one as NFKC gives it, with 代表 … under it: issuer_name the 屋号, as L22) or a company (株式会社…画廊 / …アートレンタル株式会社 / 有限会社…美術) — bills a hotel, a clinic or an office (株式会社ホテル… / 医療法人社団…会 / …不動産株式会社 御中, 総務部 … 様) for a quarter (or a month) in advance: a serif page with wide margins, 御 請 求 書 centred between two thin rules; the date in kanji numerals (令和八年一月五日 — issue_date in ISO, as L164) and No. at the right over the gallery's block (〒 address, TEL — a mobile sometimes — / FAX, 登録番号) with a round stamp; 御請求金額 in full-width digits (￥１２３，４５６－ — total_amount, as NFKC reads it); one row per work: 作品No. (A-123), 作家 (other people's names — none of the fields), 作品名 (「春の湊」), 技法・サイズ (油彩 F10, 銅版画 ed.8/30), 設置場所 (1F ロビー), 月額, 月数 (3), 金額; 掛け替え作業費（季節替え）and 額装クリーニング sometimes; 小計 / 消費税（10%）/ 合計; the レンタル期間 (…年1月～3月分) — none of the dates; お支払期限 in kanji numerals too (令和八年一月三十一日, or 令和八年一月末日 — that month's last day, as L59); the お振込先 in one sentence under a short rule: a 信用組合 (…信用組合 本店 / …支店, no codes) often, a 信用金庫 or a bank otherwise, holder full-width (ギャラリーソラ サトウ ハナコ / カ）… / ユ）…, as printed)",
  opts: (r, inst) => ({ sole: inst !== 1, rates: '10', items: 1, bank: inst === 2 ? 'main' : 'other' }),
  render(d, r) {
    let stem;
    let mark;
    let yagoKana = '';
    if (d.sole) {
      const [sn] = d.person.split(' ');
      const w = r.pick(YAGO_WORDS);
      const k = r.int(0, 2);
      d.yago = [`ギャラリー　${w}`, `${sn}画廊`, `アートスペース　${w}`][k];
      yagoKana = [`ギャラリー${kata(w)}`, `${d.holderBase.split(' ')[0]}ガロウ`, `アートスペース${kata(w)}`][k];
      d.issuerName = d.yago;
      stem = sn;
      mark = [w, `${sn}画廊`, w][k];
    } else {
      [stem] = setCompanyWithKana(d, r, ART_TRADES, [
        ['株式会社', 'カ'],
        ['有限会社', 'ユ'],
      ]);
      mark = d.corpBody.endsWith('画廊') ? d.corpBody : stem;
    }
    // A 信用組合 mostly, where a small gallery keeps its account.
    if (!d.bank.main && r.chance(0.7)) {
      d.bank = {
        name: `${r.pick(STEMS.filter(([x]) => x !== stem && /^\p{Script=Han}+$/u.test(x)))[0]}信用組合`,
        code: `2${r.digits(3)}`,
        main: false,
      };
      d.branch = { name: r.pick(['本店', '本店営業部', '中央支店', '駅前支店']), code: r.digits(3) };
      d.type = 2;
    }
    netOrdinary(d);
    if (d.sole && yagoKana && r.chance(0.6)) d.holderBase = `${yagoKana} ${d.holderBase}`;
    const holder = holderPrinted(d, r.pick(['full', 'full', 'big']));
    const issuer = d.sole ? d.yago : r.chance(0.75) ? d.issuerName : spelled(d, 'wide');
    const bs = otherStem(r, stem);
    const buyer = r.pick([`株式会社ホテル${bs}`, `医療法人社団${bs}会`, `${bs}不動産株式会社`, `株式会社${bs}設計`]);
    const [y, m] = d.issue;
    const months = r.chance(0.7) ? 3 : 1;
    // Billed in the month before the period, or on its first days.
    const early = r.chance(0.5);
    const start = early ? addMonths([y, m], 1) : [y, m];
    d.issue = early ? [y, m, r.int(20, 28)] : [y, m, r.int(1, 8)];
    const monthEnd = r.chance(0.4);
    d.due = monthEnd ? endOfMonth(...start) : [...start, r.pick([20, 25])];
    if (Date.UTC(...d.due) - Date.UTC(...d.issue) < 7 * 864e5) d.due = endOfMonth(...addMonths(start, 1));
    const dueText =
      monthEnd && d.due[1] === start[1] ? `令和${kanjiNum(d.due[0] - 2018)}年${kanjiNum(d.due[1])}月末日` : kanjiDate(d.due);
    const endP = addMonths(start, months - 1);
    d.no = r.chance(0.5) ? `${String(y).slice(2)}${pad2(m)}-${r.digits(2)}` : `G-${r.int(100, 999)}`;
    const used = new Set();
    const works = Array.from({ length: r.int(3, 7) }, () => {
      let t = r.pick(WORK_TITLES);
      while (used.has(t)) t = r.pick(WORK_TITLES);
      used.add(t);
      const [an] = r.pick(SURNAMES.filter(([x]) => x !== stem));
      return {
        no: `${r.pick(['A', 'B', 'C'])}-${r.int(100, 999)}`,
        artist: `${an} ${r.pick(GIVEN)[0]}`,
        title: `「${t}」`,
        tech: r.pick(TECHNIQUES),
        spot: r.pick(SPOTS),
        fee: Math.round(r.int(3000, 25000) / 500) * 500,
      };
    });
    const rows = works.map((w) => ({ ...w, qty: months, amount: w.fee * months }));
    if (r.chance(0.6))
      rows.push({
        no: '',
        artist: '',
        title: '掛け替え作業費（季節替え）',
        tech: '',
        spot: '',
        fee: r.int(10, 25) * 1000,
        qty: 1,
      });
    if (r.chance(0.4))
      rows.push({
        no: '',
        artist: '',
        title: '額装クリーニング',
        tech: '',
        spot: '',
        fee: r.int(2, 6) * 1000,
        qty: r.int(1, works.length),
      });
    rows.forEach((x) => (x.amount = x.fee * x.qty));
    d.items = [{ name: '絵画レンタル料', amount: rows.reduce((a, x) => a + x.amount, 0), rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const stamp = `<div class="stamp">${mark}</div>`;
    const period =
      months === 1
        ? `${start[0]}年${start[1]}月分`
        : `${start[0]}年${start[1]}月～${endP[0] === start[0] ? '' : `${endP[0]}年`}${endP[1]}月分（${months}ヶ月）`;
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 9.6px; color: #2a2a2a; line-height: 1.65; }
      .wrap { position: relative; height: 1123px; padding: 60px 70px 0; }
      h1 { margin: 0; text-align: center; font-size: 22px; font-weight: 500; letter-spacing: 1em; padding: 8px 0 8px 1em; border-top: 1px solid #444; border-bottom: 1px solid #444; }
      .hd { display: flex; justify-content: space-between; margin-top: 22px; }
      .to { width: 330px; padding-top: 10px; } .to .n { font-size: 15px; border-bottom: 1px solid #444; padding-bottom: 2px; }
      .rt { width: 280px; text-align: right; } .co { position: relative; text-align: left; margin-top: 10px; line-height: 1.7; font-size: 9.2px; } .co .n { font-size: 15px; letter-spacing: .08em; }
      .stamp { position: absolute; right: 0; top: -4px; width: 54px; height: 54px; border: 2px solid #c23b22; border-radius: 50%; color: #c23b22; font-size: 10px; line-height: 1.1; display: flex; align-items: center; justify-content: center; text-align: center; opacity: .75; padding: 6px; }
      .amt { margin-top: 24px; display: flex; align-items: baseline; gap: 24px; border-bottom: 1.5px solid #444; width: 420px; padding-bottom: 4px; } .amt .v { font-size: 22px; letter-spacing: .05em; }
      table.t { width: 100%; margin-top: 22px; font-size: 8.8px; } .t th { border-top: 1px solid #444; border-bottom: 1px solid #444; font-weight: 500; padding: 4px 2px; } .t td { border-bottom: 1px solid #ddd; padding: 5px 4px; } .t td.c { text-align: center; }
      .sum { width: 260px; margin-left: auto; margin-top: 10px; } .sum td { padding: 3px 8px; } .sum tr.g td { border-top: 1px solid #444; font-size: 11.5px; }
      .bk { position: absolute; left: 70px; right: 70px; bottom: 70px; font-size: 9.4px; line-height: 1.9; } .bk hr { width: 120px; margin: 0 0 8px; border: 0; border-top: 1px solid #444; }`;
    const page = `<div class="wrap"><h1>御請求書</h1>
      <div class="hd"><div class="to"><div class="n">${buyer}　御中</div><div style="margin-top:6px">総務部　${r.pick(SURNAMES)[0]} 様</div></div>
        <div class="rt">${kanjiDate(d.issue)}<br>No.　${d.no}<div class="co">${stamp}<div class="n">${issuer}</div>${d.sole ? `代表　${d.person}<br>` : ''}〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}${isMobile(d.tel) ? '' : `　FAX ${d.fax}`}<br>登録番号　${d.reg}</div></div></div>
      <div style="margin-top:20px">平素より格別のお引き立てを賜り、誠にありがとうございます。<br>絵画レンタル料（${period}）を下記のとおりご請求申し上げます。</div>
      <div class="amt"><span>御請求金額</span><span class="v">￥${wide(yen(s.total))}－</span></div>
      <table class="t"><tr><th style="width:48px">作品No.</th><th style="width:76px">作家</th><th style="text-align:left">作品名</th><th style="width:108px">技法・サイズ</th><th style="width:96px">設置場所</th><th style="width:56px">月額</th><th style="width:30px">数量</th><th style="width:68px">金額</th></tr>
        ${rows.map((x) => `<tr><td class="c">${x.no}</td><td>${x.artist}</td><td>${x.title}</td><td>${x.tech}</td><td>${x.spot}</td><td class="num">${yen(x.fee)}</td><td class="c">${x.qty}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <table class="sum"><tr><td>小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="g"><td>合計</td><td class="num">${yen(s.total)}</td></tr></table>
      <div style="margin-top:14px">お支払期限　${dueText}</div>
      <div class="bk"><hr>お手数ながら、${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}　名義 ${holder}　宛にお振込みくださいますようお願い申し上げます。<br>作品の入替えをご希望の際は、お気軽にお申し付けください。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total: s.total } };
  },
});

// 250 — a 葬儀社 bills the 喪主 of a family funeral: the 喪主's 〒 address and name 様 in the window at the top left, 御請求書 and the
// date / No. / 施行番号 at the right, a box naming the 故人, the 通夜 and 告別式 and the hall, 差引ご請求額 金…円也 large, rows grouped under
// 【葬儀一式】【お料理】【返礼品】(※ 8%) and 【立替金】(the city's 火葬料 and 式場使用料, 不課税), a 税率別 summary, the 互助会 掛金 applied and a
// 内金 taken off after the 消費税, a note that the お布施 is not in it, and a footer bar with the company, its hall and the 振込先.
const SOUGI_TRADES = [
  ['典礼', 'テンレイ'],
  ['セレモニー', 'セレモニー'],
  ['葬祭', 'ソウサイ'],
  ['メモリアル', 'メモリアル'],
];
const HALL_WORDS = ['やすらぎ', '蓮華', '光輪', 'しらかば', '永安', 'さくら'];
const PLANS = ['家族葬プラン「やすらぎ」', '家族葬プラン「想」', '一日葬プラン「紡」', '家族葬プラン「花」'];
const GOJOKAI = ['さくらコース', 'ゆりコース', '松コース', 'ファミリーコース'];
LAYOUTS.push({
  id: 'L250-sougi-gojokai',
  split: 'dev',
  title:
    "葬儀社's 御請求書 to the 喪主 of a family funeral: the 喪主 in the window at the top left, 御請求書 with date / No. / 施行番号 at the right, a box naming the 故人, 通夜, 告別式 and hall, 差引ご請求額 金…円也, rows under 【葬儀一式】【お料理】【返礼品】※8% and 【立替金】(火葬料, 式場使用料, 不課税), a 税率別 summary, the 互助会 掛金 and a 内金 taken off after the 消費税, a note that the お布施 is not in it, and a footer bar with the company, its hall and the 振込先",
  exercises:
    "a 葬儀社 (株式会社…典礼 / …セレモニー株式会社 / 有限会社…葬祭, ㈱ sometimes) bills the 喪主 of a family funeral (〒 address and … 様 in the window at the top left — none of the fields): 御請求書; 請求日 (令和8年1月20日), 請求書No. and 施行番号 at the right — invoice_number the 請求書No., never the 施行番号; a box naming the 故人 (故 … 様), the 通夜 and 告別式 dates, the hall and the 火葬場 — none of the fields nor the dates; 差引ご請求額 金…円也 large — total_amount; rows grouped under 【葬儀一式】(a プラン, 生花祭壇 追加, 寝台車, 霊柩車, ドライアイス by the day, 湯灌・納棺, 会葬礼状 by the sheet, マイクロバス), 【お料理】(通夜振る舞い, 精進落とし, 10%), 【返礼品】(会葬御礼品 and 即日返し, 8% with ※) and 【立替金】(火葬料 and 式場使用料 of the city's 斎場, 不課税); a summary: 10%対象 / 消費税, 8%対象 / 消費税, 立替金（不課税）, 御葬儀代金 合計, 互助会 掛金充当額（…コース … 満期）△, 内金（ご入金済）△ sometimes, 差引ご請求額 — total_amount the amount left to pay (as a 前払金); a note that the 寺院 お布施 is not in it; a footer bar: the company (name, 本社 〒 address, TEL, 登録番号 — the issuer's fields; its hall's own address and TEL and the 24時間 0120 number none of them, as L178), the お支払期限 and the お振込先 (a bank with its branch, or ゆうちょ 記号・番号 with the 店名 form for other banks; holder full-width or half-width, as printed)",
  opts: (r, inst) => ({ rates: 'mixed', items: 1, bank: inst === 1 ? 'yucho' : inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCompanyWithKana(d, r, SOUGI_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    netOrdinary(d);
    const issuer = r.chance(0.7) ? d.issuerName : spelled(d, r.pick(['circled', 'paren']));
    const holder = holderPrinted(d, r.pick(['full', 'half', 'half-big']));
    const [, town, area] = placeOf(d.zip);
    const city = town.replace(PREF_RE, '').match(/^.+?[市区]/)[0];
    const hall = `${r.pick(['セレモニーホール', 'メモリアルホール', '会館'])}${r.pick(HALL_WORDS)}`;
    const hallAddr = `${town}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
    const hallTel = landlineOn(r, area);
    // The family lives in the town: its 喪主's home under the same 〒.
    const home = `${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
    const [msn] = r.pick(SURNAMES);
    const chief = `${msn} ${r.pick(GIVEN)[0]}`;
    const dead = `${msn} ${r.pick(GIVEN)[0]}`;
    const [y, m] = d.issue;
    const death = [y, m, r.int(1, 18)];
    const tsuya = addDays(death, r.int(1, 3));
    const soushiki = addDays(tsuya, 1);
    d.issue = addDays(soushiki, r.int(1, 5));
    d.due = r.chance(0.5) ? addDays(d.issue, r.pick([7, 10, 14])) : endOfMonth(...d.issue.slice(0, 2));
    if (Date.UTC(...d.due) - Date.UTC(...d.issue) < 5 * 864e5) d.due = addDays(d.issue, 10);
    d.no = r.chance(0.5) ? `${String(d.issue[0]).slice(2)}${pad2(d.issue[1])}-${r.digits(3)}` : `${r.int(1, 9)}${r.digits(5)}`;
    const seko = `S${r.digits(5)}`;
    const guests = r.int(15, 60);
    const ice = r.int(2, 4);
    const groups = [];
    const one = [];
    one.push([r.pick(PLANS), '祭壇・棺・骨壺・遺影写真・受付備品一式', 1, '式', r.int(38, 78) * 10000, 10]);
    if (r.chance(0.5)) one.push(['生花祭壇 グレードアップ', '', 1, '式', r.int(5, 20) * 10000, 10]);
    one.push(['寝台車（病院→ご自宅）', '', 1, '回', r.int(15, 25) * 1000, 10]);
    one.push(['霊柩車（式場→斎場）', '', 1, '回', r.int(20, 40) * 1000, 10]);
    one.push(['ドライアイス', '', ice, '日', r.pick([8000, 10000]), 10]);
    if (r.chance(0.5)) one.push(['湯灌・納棺の儀', '', 1, '式', r.int(5, 9) * 10000, 10]);
    one.push(['会葬礼状', '', guests + r.int(0, 20), '枚', r.pick([80, 100, 120]), 10]);
    if (r.chance(0.4)) one.push(['マイクロバス（式場⇔斎場）', '', 1, '台', r.int(3, 5) * 10000, 10]);
    groups.push(['葬儀一式', one]);
    groups.push([
      'お料理',
      [
        ['通夜振る舞い（大皿）', '', r.int(3, 8), '皿', r.int(8, 15) * 1000, 10],
        ['精進落とし（会席膳）', '', r.int(8, 25), '名', r.int(45, 70) * 100, 10],
      ],
    ]);
    groups.push([
      '返礼品',
      [
        ['会葬御礼品（緑茶ティーバッグ）', '', guests, '個', r.int(5, 8) * 100, 8],
        ['即日返し（海苔詰合せ）', '', r.int(10, guests), '個', r.int(25, 35) * 100, 8],
      ],
    ]);
    const fire = r.pick([0, 10000, 20000, 30000, 50000]);
    const tate = [['火葬料', `${city}斎場`, 1, '件', fire, 0]];
    if (r.chance(0.5)) tate.push(['式場使用料', `${city}斎場`, 1, '件', r.int(2, 8) * 5000, 0]);
    groups.push(['立替金（不課税）', tate]);
    const all = groups.flatMap(([, rows]) =>
      rows.map(([name, sub, qty, unit, price, rate]) => ({ name, sub, qty, unit, price, amount: qty * price, rate })),
    );
    d.items = all.filter((x) => x.rate);
    d.sum = summarize(d.items);
    const s = d.sum;
    const tatekae = all.filter((x) => !x.rate).reduce((a, x) => a + x.amount, 0);
    const gross = s.total + tatekae;
    const course = r.pick(GOJOKAI);
    const gojo = r.pick([180000, 240000, 300000, 360000].filter((x) => gross - x >= 50000));
    const deposit = r.pick([50000, 100000, 200000]);
    const uchikin = r.chance(0.4) && gross - gojo - deposit >= 50000 ? deposit : 0;
    const total = gross - gojo - uchikin;
    const fmt = r.pick([DATE_FORMATS.wareki, DATE_FORMATS.wareki, DATE_FORMATS.seireki]);
    const showBranchCode = !d.yucho && r.chance(0.3);
    const bankHtml = d.yucho
      ? `ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}<br><span style="font-size:8.4px">（他の金融機関から：${d.branch.name}（店番${d.branch.code}）${TYPE_LABEL[d.type]} ${d.account}）</span>`
      : `${d.bank.name}　${d.branch.name}${showBranchCode ? `（${d.branch.code}）` : ''}　${TYPE_LABEL[d.type]}預金　${d.account}`;
    const sealHtml = seal(d, `left:${r.int(300, 314)}px;top:${r.int(-10, -2)}px;`);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 9px; color: #222; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 34px 44px 0; }
      .hd { display: flex; justify-content: space-between; }
      .win { width: 320px; height: 116px; padding: 14px 14px; font-size: 10px; line-height: 1.6; } .win .n { font-size: 15px; margin-top: 8px; letter-spacing: .1em; }
      .rt { width: 300px; } .rt h1 { margin: 0 0 6px; font-size: 22px; letter-spacing: .6em; text-align: center; font-weight: 500; border-bottom: 3px double #444; }
      .meta { width: 100%; } .meta td { border: 1px solid #888; padding: 2px 8px; } .meta td.l { background: #eeece8; width: 84px; }
      .gx { margin-top: 10px; width: 100%; border: 1px solid #888; } .gx td { padding: 3px 10px; border: 1px solid #ccc; } .gx td.l { background: #eeece8; width: 70px; }
      .amt { margin-top: 12px; display: flex; align-items: baseline; gap: 16px; border-bottom: 2px solid #444; padding-bottom: 4px; width: 460px; } .amt .l { font-size: 12px; } .amt .v { font-size: 22px; letter-spacing: .08em; }
      table.t { width: 100%; margin-top: 10px; font-size: 8.6px; } .t th { background: #4a4a4a; color: #fff; font-weight: 500; padding: 2px; } .t td { border-bottom: 1px solid #ddd; padding: 2px 6px; } .t tr.g td { background: #eeece8; font-weight: 700; padding: 2px 6px; } .t .sub { font-size: 7.8px; color: #666; }
      .low { display: flex; justify-content: space-between; margin-top: 8px; gap: 18px; }
      .nt { flex: 1; font-size: 8.4px; line-height: 1.7; color: #333; }
      .sum { width: 330px; } .sum td { border: 1px solid #aaa; padding: 2px 8px; } .sum td.l { background: #f3f1ed; } .sum tr.g td { font-weight: 700; font-size: 11.5px; border-top: 2px solid #222; }
      .ft { position: absolute; left: 44px; right: 44px; bottom: 36px; border-top: 2px solid #444; padding-top: 8px; display: flex; gap: 20px; }
      .ft .co { position: relative; width: 380px; line-height: 1.65; } .ft .co .n { font-size: 15px; letter-spacing: .08em; }
      .ft .bk { flex: 1; border: 1px solid #888; padding: 6px 10px; line-height: 1.75; } .ft .bk .h { font-weight: 700; }`;
    const rowsHtml = groups
      .map(
        ([label, rows]) =>
          `<tr class="g"><td colspan="5">【${label}】</td></tr>` +
          rows
            .map(
              ([name, sub, qty, unit, price, rate]) =>
                `<tr><td>${name}${rate === 8 ? ' ※' : ''}${sub ? `<br><span class="sub">${sub}</span>` : ''}</td><td class="num">${qty}</td><td style="text-align:center">${unit}</td><td class="num">${yen(price)}</td><td class="num">${yen(qty * price)}</td></tr>`,
            )
            .join(''),
      )
      .join('');
    const page = `<div class="wrap"><div class="hd"><div class="win">〒${d.zip}<br>${town}${home}<div class="n">${chief}　様</div></div>
        <div class="rt"><h1>御請求書</h1><table class="meta"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求書No.</td><td>${d.no}</td></tr><tr><td class="l">施行番号</td><td>${seko}</td></tr></table></div></div>
      <table class="gx"><tr><td class="l">故人</td><td>故 ${dead} 様</td><td class="l">式場</td><td>${hall}</td></tr><tr><td class="l">通夜</td><td>${fmt(tsuya)}</td><td class="l">告別式</td><td>${fmt(soushiki)}</td></tr><tr><td class="l">火葬場</td><td colspan="3">${city}斎場</td></tr></table>
      <div style="margin-top:10px">このたびは心よりお悔やみ申し上げます。御葬儀の代金を下記のとおりご請求申し上げます。</div>
      <div class="amt"><span class="l">差引ご請求額</span><span class="v">金 ${yen(total)} 円也</span></div>
      <table class="t"><tr><th style="text-align:left">品目</th><th style="width:44px">数量</th><th style="width:30px">単位</th><th style="width:70px">単価</th><th style="width:80px">金額</th></tr>${rowsHtml}</table>
      <div class="low"><div class="nt">※印は軽減税率（8%）対象品目です。<br>※ご寺院様へのお布施・御車代・御膳料は本請求に含まれておりません。<br>※互助会の掛金は御葬儀代金に充当しております。<br>お支払期限　${fmt(d.due)}</div>
        <table class="sum"><tr><td class="l">10%対象</td><td class="num">${yen(s.by[10].base)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(s.by[10].tax)}</td></tr><tr><td class="l">8%対象</td><td class="num">${yen(s.by[8].base)}</td></tr><tr><td class="l">消費税（8%）</td><td class="num">${yen(s.by[8].tax)}</td></tr><tr><td class="l">立替金（不課税）</td><td class="num">${yen(tatekae)}</td></tr>
          <tr><td class="l">御葬儀代金 合計</td><td class="num">${yen(gross)}</td></tr><tr><td class="l">互助会 掛金充当額<br><span style="font-size:7.8px">（${course} ${yen(gojo)}円 満期）</span></td><td class="num">${signed(-gojo)}</td></tr>
          ${uchikin ? `<tr><td class="l">内金（ご入金済）</td><td class="num">${signed(-uchikin)}</td></tr>` : ''}<tr class="g"><td class="l">差引ご請求額</td><td class="num">¥${yen(total)}</td></tr></table></div>
      <div class="ft"><div class="co">${sealHtml}<div class="n">${issuer}</div>本社　〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　　登録番号 ${d.reg}<br><span style="font-size:8.2px">${hall}　${hallAddr}　TEL ${hallTel}<br>24時間ご相談受付　0120-${r.digits(3)}-${r.digits(3)}</span></div>
        <div class="bk"><span class="h">お振込先</span><br>${bankHtml}<br>口座名義　${holder}</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBranchCode } };
  },
});
