// Invoice corpus layouts L71–L76: each pushed onto core.mjs's LAYOUTS, in order.
import {
  BRANCHES,
  DATE_FORMATS,
  GIVEN,
  LAYOUTS,
  MAIN_PRINTED,
  PLACES,
  STEMS,
  SURNAMES,
  TYPE_LABEL,
  addDays,
  endOfMonth,
  holderPrinted,
  pad2,
  spelled,
  summarize,
  yen,
} from './core.mjs';
import { kakuin, landline, shuffle, weekday } from './layouts-019-028.mjs';
import { abbreviated, mail, secondAccount, setCorp } from './layouts-029-034.mjs';
import { BLDG_LINES, EN_MONTHS, ordinaryAtNetBank, rebank } from './layouts-035-040.mjs';
import { BANK_EN, PREF_CODES, SWIFT, prefOf } from './layouts-053-058.mjs';

// ---- 71–76: written blind as the ninth round's fresh set, to be measured once at its end (ADR 0025).

/** The 地方運輸局 over a prefecture, and the abbreviation its 許可番号 start with (関自旅二第…号, 近自貨第…号). */
const UNYU_BUREAU = {
  北海道: ['北海道', '北'],
  宮城県: ['東北', '東北'],
  東京都: ['関東', '関'],
  神奈川県: ['関東', '関'],
  埼玉県: ['関東', '関'],
  千葉県: ['関東', '関'],
  群馬県: ['関東', '関'],
  静岡県: ['中部', '中'],
  愛知県: ['中部', '中'],
  大阪府: ['近畿', '近'],
  京都府: ['近畿', '近'],
  兵庫県: ['近畿', '近'],
  広島県: ['中国', '中国'],
  福岡県: ['九州', '九'],
};
const bureauOf = (address) => UNYU_BUREAU[prefOf(address)] ?? ['関東', '関'];

// 71 — a 貸切バス会社's 御請求書 for a company's trip: the 団体名 御一行様, the 運行 day by day (行程, 車種, 台数), the
// 運賃 by 時間制 and キロ制 (hours × 時間単価, km × キロ単価, per the 公示運賃) with 料金 (深夜早朝, 交替運転者), 消費税
// on those, then 高速道路通行料, 駐車場代 and 乗務員宿泊費 billed at cost as 立替金 after it; the お振込口座 boxed at the
// top right, above the issuer with its 許可番号 and 安全性評価 stars.
const BUS_TRADES = [
  ['観光バス', 'カンコウバス'],
  ['観光', 'カンコウ'],
  ['交通', 'コウツウ'],
  ['バス', 'バス'],
  ['観光自動車', 'カンコウジドウシャ'],
];
// [area, sights, the night's stay]
const BUS_TRIPS = [
  ['箱根', ['大涌谷', '芦ノ湖', '箱根神社', '御殿場アウトレット'], '強羅温泉'],
  ['日光', ['日光東照宮', '華厳の滝', '中禅寺湖', '日光江戸村'], '鬼怒川温泉'],
  ['伊豆', ['城ヶ崎海岸', '大室山', '修善寺', '河津七滝'], '熱川温泉'],
  ['草津', ['湯畑', '白根山', '軽井沢', '伊香保'], '草津温泉'],
  ['富士五湖', ['河口湖', '富士山五合目', '忍野八海', '山中湖'], '河口湖温泉'],
  ['京都', ['嵐山', '清水寺', '伏見稲荷大社', '金閣寺'], '京都市内'],
  ['南紀', ['三段壁', 'アドベンチャーワールド', '熊野本宮大社', '那智の滝'], '白浜温泉'],
  ['有馬・六甲', ['六甲山', '神戸港', '北野異人館', '有馬温泉街'], '有馬温泉'],
];
const BUS_PURPOSES = ['社員旅行', '研修旅行', '慰安旅行', '工場見学', '創立記念旅行', '内定者研修', '視察研修'];
// [車種, 定員, 時間単価 lo–hi, キロ単価 lo–hi]
const BUS_CARS = [
  ['大型', '正席49＋補助11', [7300, 9800], [150, 210]],
  ['大型', '正席45', [7300, 9800], [150, 210]],
  ['中型', '正席27', [6100, 8200], [130, 180]],
  ['小型', '正席21', [5000, 6900], [110, 150]],
];
LAYOUTS.push({
  id: 'L71-kashikiri-bus',
  split: 'dev',
  title: "貸切バス会社's 御請求書 for a company trip, 運賃・料金 with tolls and parking as 立替金",
  exercises:
    "a 貸切バス会社's 御請求書 to a company for a trip (日帰り or 1–2泊): 御請求書 centred over a double rule, the buyer with 御中 and the 団体名 … 御一行様, 御請求金額 ¥…- boxed with the お支払期限 under it, 請求日 / 請求書番号, the bank account boxed at the top right (お振込口座 / お振込先 / 振込先口座, a half-width or full-width holder) over the issuer (㈱/(株) or spelled out, 一般貸切旅客自動車運送事業 許可番号, 安全性評価認定 ★, 〒 address, TEL/FAX, 登録番号, 角印), a 運行内容 table (運行日 with weekday, 行程 with →, 車種 and 定員, 台数), a 明細 of 運賃（時間制）/ 運賃（キロ制）per day with the calculation written out, 深夜早朝運行料金 or 交替運転者配置料金 sometimes, 運賃・料金計 / 消費税（10%）, then 高速道路通行料, 駐車場代 and 乗務員宿泊費 as 立替金（実費） outside the 消費税 and 御請求金額 the sum, 令和 or 西暦 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main', checking: r.chance(0.15) }),
  render(d, r) {
    setCorp(d, r, BUS_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    landline(d);
    if (!d.bank.main && r.chance(0.5)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [area, sights, stay] = r.pick(BUS_TRIPS);
    const nights = r.pick([0, 0, 1, 1, 2]);
    const [car, seats, [hlo, hhi], [klo, khi]] = r.pick(BUS_CARS);
    const cars = car === '大型' ? r.int(1, 3) : r.int(1, 2);
    const hourly = r.int(hlo / 10, hhi / 10) * 10;
    const perKm = r.int(klo, khi);
    const start = addDays(d.issue, -(nights + r.int(3, 18)));
    const origin = r.pick(['貴社前', '貴社本社前', '貴社工場正門前', '最寄駅ロータリー']);
    const seen = shuffle(r, sights);
    const early = r.chance(0.35);
    const days = Array.from({ length: nights + 1 }, (_, k) => {
      const first = k === 0;
      const last = k === nights;
      const route =
        nights === 0
          ? `${origin} → ${seen[0]} → ${seen[1]} → ${origin}`
          : first
            ? `${origin} → ${seen[0]} → ${stay}（泊）`
            : last
              ? `${stay} → ${seen[Math.min(3, k + 1)]} → ${origin}`
              : `${stay} → ${seen[1]} → ${seen[2]} → ${stay}（泊）`;
      return {
        dt: addDays(start, k),
        route,
        hours: first || last ? r.int(9, 13) : r.int(6, 9),
        km: first || last ? r.int(140, 360) : r.int(50, 160),
      };
    });
    const wd = (dt) => `（${weekday(dt)}）`;
    const lines = [];
    days.forEach((x, k) => {
      lines.push({
        day: x.dt,
        name: '運賃（時間制）',
        calc: `${x.hours}時間 × ${yen(hourly)}円 × ${cars}台`,
        amount: x.hours * hourly * cars,
      });
      lines.push({
        day: null,
        name: '運賃（キロ制）',
        calc: `${x.km}km × ${yen(perKm)}円 × ${cars}台`,
        amount: x.km * perKm * cars,
      });
      if (early && k === 0) {
        const h = r.int(1, 2);
        lines.push({
          day: null,
          name: '深夜早朝運行料金',
          calc: `${h}時間 × ${yen(hourly)}円 × 2割 × ${cars}台`,
          amount: Math.floor((h * hourly * 2) / 10) * cars,
        });
      }
    });
    const relief = nights === 0 && days[0].hours >= 12 && r.chance(0.6);
    if (relief) {
      const fee = r.int(28, 45) * 1000;
      lines.push({ day: null, name: '交替運転者配置料金', calc: `${yen(fee)}円 × ${cars}台`, amount: fee * cars });
    }
    d.items = lines.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const tolls = days.reduce((t) => t + r.int(180, 1480) * 10, 0) * cars;
    const parking = r.chance(0.6) ? r.int(1, 3) * 1000 * cars : 0;
    const crew = cars * (relief ? 2 : 1);
    const lodging = nights ? r.pick([8800, 9900, 11000]) : 0;
    const advances = [
      { name: '高速道路通行料', calc: `${days.length}日間 ${cars}台分（ETC利用明細による）`, amount: tolls },
      ...(parking ? [{ name: '駐車場代', calc: `${area} 観光地駐車場 ${cars}台分`, amount: parking }] : []),
      ...(lodging
        ? [{ name: '乗務員宿泊費', calc: `${crew}名 × ${nights}泊 × ${yen(lodging)}円`, amount: crew * nights * lodging }]
        : []),
    ];
    const advance = advances.reduce((t, x) => t + x.amount, 0);
    const total = s.total + advance;
    const wareki = r.chance(0.55);
    const fmt = DATE_FORMATS[wareki ? 'wareki' : r.pick(['seireki', 'seirekiPad'])];
    const md = ([, m, dd]) => `${m}月${dd}日`;
    const issuer =
      d.form === '株式会社'
        ? spelled(d, r.pick(['full', 'full', 'circled', 'paren']))
        : r.chance(0.5)
          ? abbreviated(d, r.pick([0, 1]))
          : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full']));
    const bankLabel = r.pick(['お振込口座', 'お振込先', '振込先口座']);
    const dueLabel = r.pick(['お支払期限', 'お支払期日']);
    const [bureau, abbr] = bureauOf(d.address);
    const party = `${d.buyerName}　${r.pick(BUS_PURPOSES)}　御一行様`;
    const ink = r.pick(['#0b3d91', '#14532d', '#7c2d12']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 11px; color: #1a1a1a; }
      .wrap { padding: 40px 48px; } h1 { text-align: center; font-size: 26px; letter-spacing: .8em; margin: 0 auto 18px; width: 300px; padding-left: .8em; border-bottom: 4px double ${ink}; color: ${ink}; font-weight: 600; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; gap: 20px; }
      .to .n { font-size: 16px; border-bottom: 1px solid #222; padding-right: 20px; white-space: nowrap; } .to .p { margin-top: 6px; font-size: 11.5px; }
      .amt { margin-top: 16px; border: 2px solid ${ink}; display: flex; width: 380px; } .amt div { padding: 8px 12px; }
      .amt .l { background: ${ink}; color: #fff; font-size: 13px; display: flex; align-items: center; } .amt .v { flex: 1; text-align: right; font-size: 22px; font-weight: bold; }
      .meta { text-align: right; line-height: 1.7; }
      .bank { border: 2px solid #333; padding: 6px 12px; margin-top: 6px; line-height: 1.65; width: 300px; font-size: 11px; } .bank b { display: block; border-bottom: 1px solid #999; margin-bottom: 3px; }
      .from { position: relative; margin-top: 10px; line-height: 1.55; font-size: 10px; } .from .nm { font-size: 15px; font-weight: bold; }
      .star { color: #c99700; letter-spacing: .1em; }
      h2 { font-size: 12px; margin: 16px 0 4px; color: ${ink}; }
      .run, .det { width: 100%; } .run th, .det th { background: #eef2f7; border: 1px solid #777; font-weight: normal; padding: 3px; }
      .run td, .det td { border: 1px solid #999; padding: 3px 6px; } .run td.c, .det td.c { text-align: center; white-space: nowrap; }
      .det tr.adv td { background: #fafafa; } .det tr.h td { background: #f3f3f3; font-weight: bold; }
      .sum { margin: 8px 0 0 auto; } .sum th { text-align: left; font-weight: normal; border: 1px solid #777; background: #eef2f7; padding: 3px 12px; width: 170px; }
      .sum td { border: 1px solid #777; padding: 3px 10px; width: 140px; text-align: right; } .sum tr.g th, .sum tr.g td { font-weight: bold; font-size: 13px; border-top: 2px solid #222; }
      .note { margin-top: 12px; font-size: 9.5px; color: #444; line-height: 1.6; }`;
    const page = `<div class="wrap"><h1>御請求書</h1>
      <div class="top"><div class="to"><div class="n">${d.buyerName}　御中</div><div class="p">${party}</div>
          <p style="margin-top:14px">平素より格別のお引き立てを賜り厚く御礼申し上げます。<br>下記のとおり貸切バス運賃・料金をご請求申し上げます。</p>
          <div class="amt"><div class="l">御請求金額</div><div class="v">¥${yen(total)}-</div></div>
          <div style="margin-top:6px">${dueLabel}　${fmt(d.due)}</div></div>
        <div><div class="meta">請求日　${fmt(d.issue)}<br>請求書番号　${d.no}</div>
          <div class="bank"><b>${bankLabel}</b>${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}</div>
          <div class="from"><div class="nm">${issuer}</div>一般貸切旅客自動車運送事業 ${abbr}自旅二第${r.int(11, 980)}号<br>貸切バス事業者安全性評価認定 <span class="star">${'★'.repeat(r.int(1, 3))}</span><br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}
            ${kakuin(d, 'right: 0; top: 0; opacity: .6;')}</div></div></div>
      <h2>■ 運行内容</h2>
      <table class="run"><tr><th style="width:120px">運行日</th><th>行程</th><th style="width:130px">車種</th><th style="width:40px">台数</th></tr>
        ${days.map((x) => `<tr><td class="c">${md(x.dt)}${wd(x.dt)}</td><td>${x.route}</td><td class="c">${car}（${seats}）</td><td class="c">${cars}台</td></tr>`).join('')}</table>
      <h2>■ 明細</h2>
      <table class="det"><tr><th style="width:90px">運行日</th><th style="width:150px">項目</th><th>算出内訳</th><th style="width:100px">金額（円）</th></tr>
        ${lines.map((x) => `<tr><td class="c">${x.day ? md(x.day) : ''}</td><td>${x.name}</td><td>${x.calc}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}
        <tr class="h"><td></td><td>運賃・料金 計</td><td>時間単価・キロ単価は届出運賃（${bureau}運輸局 公示運賃の範囲内）</td><td class="num">${yen(s.subtotal)}</td></tr>
        ${advances.map((x) => `<tr class="adv"><td class="c">立替</td><td>${x.name}</td><td>${x.calc}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <table class="sum"><tr><th>運賃・料金（税抜）</th><td>${yen(s.subtotal)}</td></tr><tr><th>消費税（10%）</th><td>${yen(s.tax)}</td></tr>
        <tr><th>立替金（実費）</th><td>${yen(advance)}</td></tr><tr class="g"><th>御請求金額</th><td>${yen(total)}</td></tr></table>
      <div class="note">※高速道路通行料・駐車場代・乗務員宿泊費は弊社にて立替えた実費であり、消費税の計算対象外としております。<br>
        ※恐れ入りますが、お振込手数料は貴社にてご負担くださいますようお願い申し上げます。またのご用命を心よりお待ち申し上げております。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 72 — a 人材紹介会社's 請求書 for a 紹介手数料 (成功報酬): one or two 入社者 (氏名 様, 職種, 入社日, 理論年収 and the 料率),
// the fee the 年収 × 料率, 消費税, the お支払期日 (入社月の翌月末), the 振込先 and the 返金規定; typed in Word by the
// consultant, a 株式会社 or 合同会社 with its 有料職業紹介事業 許可番号.
const AGENT_TRADES = [
  ['キャリア', 'キャリア'],
  ['エージェント', 'エージェント'],
  ['ヒューマンリソース', 'ヒューマンリソース'],
  ['人材センター', 'ジンザイセンター'],
  ['リクルーティング', 'リクルーティング'],
  ['キャリアパートナーズ', 'キャリアパートナーズ'],
];
const HIRE_JOBS = [
  '経理マネージャー',
  '法人営業',
  'Webエンジニア',
  '施工管理技士',
  '人事労務担当',
  '機械設計エンジニア',
  '店舗開発',
  'データアナリスト',
  '生産技術',
  '社内SE',
];
LAYOUTS.push({
  id: 'L72-jinzai-shokai',
  split: 'dev',
  title: "人材紹介会社's 請求書 for a 紹介手数料 (年収 × 料率), typed in Word",
  exercises:
    "a 人材紹介会社's 請求書 for a 紹介手数料, typed in Word: 請求日 and 請求書番号 at the top right, ご請求書 with a coloured rule, the buyer with 御中 and 人事部 採用ご担当 … 様, the issuer at the right (a coloured logo mark, 株式会社 or 合同会社 spelled out, 〒 address, TEL, 有料職業紹介事業 許可番号 13-ユ-301234, 登録番号, the consultant), 件名, ご請求金額（税込）¥… underlined, a table of one or two 入社者 (氏名 様, 職種, 入社日, 理論年収, 料率 %, 紹介手数料), 小計 / 消費税（10%） / 合計, then 【お支払期日】 (or 期限) with 入社月の翌月末日 or a date 30 days on, 【お振込先】 or 【振込先口座】 as lines, and a 【返金規定】 paragraph; 西暦 年月日 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, AGENT_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
    ]);
    landline(d);
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const hires = Array.from({ length: r.chance(0.7) ? 1 : 2 }, () => {
      const income = r.int(38, 120) * 100000;
      const rate = r.pick([30, 33, 35, 35, 35, 40]);
      return {
        name: `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`,
        job: r.pick(HIRE_JOBS),
        join: [y, m, r.pick([1, 1, 1, 16])],
        income,
        rate,
        fee: (income * rate) / 100,
      };
    }).sort((a, b) => a.join[2] - b.join[2]);
    d.issue = addDays(hires[hires.length - 1].join, r.int(0, 9));
    const nextMonth = r.chance(0.65);
    const nm = addDays(endOfMonth(y, m), 1);
    d.due = nextMonth ? endOfMonth(nm[0], nm[1]) : addDays(d.issue, 30);
    d.items = hires.map((h) => ({ name: `紹介手数料（${h.name} 様）`, amount: h.fee, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['seireki', 'seireki', 'seirekiPad'])];
    const holder = holderPrinted(d, r.pick(['full', 'half', 'big']));
    const dueLabel = r.pick(['お支払期日', 'お支払期日', 'お支払期限']);
    const bankLabel = r.pick(['お振込先', '振込先口座']);
    const pref = PREF_CODES[prefOf(d.address)] ?? '13';
    const license = `${pref}-ユ-${r.int(300001, 314999)}`;
    const consultant = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const accent = r.pick(['#1f6f8b', '#b23a48', '#3d5a80', '#2d6a4f']);
    const dept = r.pick(['人事部', '人事総務部', '管理本部 人事課', '経営企画室']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 11.5px; color: #222; line-height: 1.6; }
      .wrap { padding: 64px 72px; } .meta { text-align: right; }
      h1 { font-size: 24px; font-weight: 600; margin: 16px 0 18px; padding-bottom: 6px; border-bottom: 3px solid ${accent}; letter-spacing: .3em; }
      .two { display: flex; justify-content: space-between; align-items: flex-start; }
      .to .n { font-size: 16px; } .from { width: 290px; font-size: 10.5px; line-height: 1.55; }
      .logo { display: flex; align-items: center; gap: 6px; font-size: 14px; font-weight: bold; margin-bottom: 4px; } .logo i { width: 16px; height: 16px; background: ${accent}; transform: rotate(45deg); display: inline-block; }
      .amt { margin: 18px 0 8px; font-size: 15px; } .amt span { font-size: 21px; font-weight: bold; border-bottom: 2px solid #222; padding: 0 10px 0 24px; margin-left: 12px; }
      .items { width: 100%; margin-top: 10px; } .items th { background: ${accent}; color: #fff; font-weight: normal; padding: 4px; border: 1px solid ${accent}; }
      .items td { border: 1px solid #aaa; padding: 5px 6px; } .items td.c { text-align: center; }
      .sum { margin: 8px 0 0 auto; } .sum td { border: 1px solid #aaa; padding: 3px 12px; } .sum td:first-child { background: #f2f2f2; width: 120px; } .sum td.num { width: 140px; }
      .sum tr:last-child td { font-weight: bold; }
      .sec { margin-top: 14px; } .sec b { color: ${accent}; }
      .small { font-size: 9.5px; color: #444; line-height: 1.6; }`;
    const page = `<div class="wrap"><div class="meta">請求日：${fmt(d.issue)}<br>請求書番号：${d.no}</div>
      <h1>ご請求書</h1>
      <div class="two"><div class="to"><div class="n">${d.buyerName}　御中</div><div>${dept}　採用ご担当　${d.buyerPerson.split(' ')[0]} 様</div>
          <p style="margin-top:18px">平素より格別のご高配を賜り、誠にありがとうございます。<br>下記の通り人材紹介手数料をご請求申し上げます。</p></div>
        <div class="from"><div class="logo"><i></i>${d.corpBody}</div>${d.issuerName}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL：${d.tel}<br>有料職業紹介事業 許可番号：${license}<br>登録番号：${d.reg}<br>担当コンサルタント：${consultant}</div></div>
      <div>件名：人材紹介手数料（成功報酬）のご請求</div>
      <div class="amt">ご請求金額（税込）<span>¥${yen(s.total)}</span></div>
      <table class="items"><tr><th>入社者氏名</th><th>職種</th><th>入社日</th><th>理論年収</th><th>料率</th><th>紹介手数料</th></tr>
        ${hires.map((h) => `<tr><td>${h.name} 様</td><td>${h.job}</td><td class="c">${fmt(h.join)}</td><td class="num">${yen(h.income)}円</td><td class="c">${h.rate}%</td><td class="num">${yen(h.fee)}円</td></tr>`).join('')}</table>
      <table class="sum"><tr><td>小計</td><td class="num">${yen(s.subtotal)}円</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}円</td></tr><tr><td>合計</td><td class="num">${yen(s.total)}円</td></tr></table>
      <div class="sec"><b>【${dueLabel}】</b><br>${fmt(d.due)}${nextMonth ? '（ご入社月の翌月末日）' : ''}</div>
      <div class="sec"><b>【${bankLabel}】</b><br>${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}<br><span class="small">※振込手数料は貴社にてご負担をお願いいたします。</span></div>
      <div class="sec"><b>【返金規定】</b><div class="small">ご入社日から起算して1ヶ月以内に自己都合により退職した場合は紹介手数料の80%、3ヶ月以内の場合は50%を返金いたします。<br>
        詳細は人材紹介基本契約書第${r.int(7, 12)}条をご確認ください。本書に記載の個人情報は、紹介手数料のご請求の目的以外には使用いたしません。</div></div></div>`;
    return { pages: [page], css, printed: { holder } };
  },
});

// 73 — a 不動産仲介 shop's 御請求書 for the 契約金 of an office or shop lease: the 物件 (名称, 所在地, 号室, 用途, 契約期間),
// 貸主 and 借主, then 保証金（敷金）不課税, 礼金, 日割賃料・共益費 and the next month's, 仲介手数料 and 鍵交換 課税, 保証会社の
// 初回保証料 and 火災保険料 非課税, each with its 税区分; 消費税 on the 課税 lines only; the ご入金額合計 is the sum;
// the ご入金期日 before the 契約開始日; a 宅地建物取引業 免許 and the 協会 under the name, set in 明朝.
const CHUKAI_TRADES = [
  ['不動産', 'フドウサン'],
  ['住宅', 'ジュウタク'],
  ['エステート', 'エステート'],
  ['ハウジング', 'ハウジング'],
  ['不動産販売', 'フドウサンハンバイ'],
  ['地所', 'ジショ'],
];
const LEASE_BLDGS = ['{s}ビル', '第2{s}ビル', '{s}センタービル', '{s}スクエア', '{s}第一ビル', '{s}プラザ'];
LAYOUTS.push({
  id: 'L73-chukai-keiyakukin',
  split: 'dev',
  title: "不動産仲介's 御請求書 for an office lease's 契約金 with 課税・非課税・不課税 lines",
  exercises:
    "a 不動産仲介 shop's 御請求書 for the 契約金 of an office or shop lease, set in 明朝: the title (御請求書, 契約金御請求書 or ご契約金 ご請求書), the buyer (借主) with 御中, 請求日 and No., the 物件 table (物件名 and 号室, 所在地, 用途 事務所/店舗, 契約期間, 月額賃料, 貸主 a company or 様), a table of 項目 / 摘要 / 金額 / 税区分: 保証金（敷金）不課税, 礼金, 日割賃料 and 日割共益費 for the first part-month, the next month's 賃料・共益費, 仲介手数料, 鍵交換費用 (課税), 保証会社初回保証料 and 火災保険料 (非課税); 課税対象額 / 消費税（10%） / 非課税・不課税 / ご入金額合計 (the amount to pay, the sum), ご入金期日 before the 契約開始日, the ご入金先 (a 信用金庫 often, 店番 sometimes, a half-width ﾕ) or ｶ) holder), the issuer at the bottom right (㈲/(有), ㈱/(株) or spelled out, 宅地建物取引業 東京都知事（3）第12345号 or 国土交通大臣, 協会 会員, 〒 address, TEL/FAX, 登録番号, 角印), 西暦 zero-padded or 令和 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 0 ? 'main' : 'other', checking: false }),
  render(d, r) {
    setCorp(d, r, CHUKAI_TRADES, [
      ['有限会社', 'ユ'],
      ['有限会社', 'ユ'],
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
    ]);
    landline(d);
    if (!d.bank.main && r.chance(0.65)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const s0 = addDays(d.issue, r.int(20, 40));
    const start = [s0[0], s0[1], r.pick([1, 1, 1, 10, 15, 16, 20])];
    d.due = addDays(start, -r.int(4, 12));
    d.issue = addDays(d.due, -r.int(7, 18));
    const rent = r.int(12, 95) * 10000 + r.pick([0, 0, 5000]);
    const common = Math.round((rent * r.range(0.08, 0.16)) / 1000) * 1000;
    const dim = endOfMonth(start[0], start[1])[2];
    const partial = start[2] !== 1;
    const days = dim - start[2] + 1;
    const firstFull = partial ? addDays(endOfMonth(start[0], start[1]), 1) : start;
    const depositMonths = r.pick([3, 6, 6, 10, 12]);
    const keyMoney = r.pick([0, 1, 1, 2]);
    const rows = [{ name: '保証金（敷金）', note: `賃料 ${depositMonths}ヶ月分`, amount: rent * depositMonths, kind: '不課税' }];
    if (keyMoney) rows.push({ name: '礼金', note: `賃料 ${keyMoney}ヶ月分`, amount: rent * keyMoney, kind: '課税' });
    const span = `${start[1]}/${start[2]}〜${start[1]}/${dim}（${days}日分）`;
    if (partial) {
      rows.push({ name: '日割賃料', note: span, amount: Math.floor((rent * days) / dim), kind: '課税' });
      rows.push({ name: '日割共益費', note: span, amount: Math.floor((common * days) / dim), kind: '課税' });
    }
    rows.push({ name: `${firstFull[1]}月分賃料`, note: `${firstFull[0]}年${firstFull[1]}月分`, amount: rent, kind: '課税' });
    rows.push({ name: `${firstFull[1]}月分共益費`, note: `${firstFull[0]}年${firstFull[1]}月分`, amount: common, kind: '課税' });
    rows.push({ name: '仲介手数料', note: '賃料の1ヶ月分', amount: rent, kind: '課税' });
    if (r.chance(0.6)) rows.push({ name: '鍵交換費用', note: 'シリンダー交換', amount: r.int(15, 35) * 1000, kind: '課税' });
    if (r.chance(0.5)) {
      const pct = r.pick([50, 50, 100]);
      rows.push({
        name: '保証会社 初回保証料',
        note: `月額賃料等（税込）の${pct}%`,
        amount: Math.floor(((((rent + common) * 11) / 10) * pct) / 100),
        kind: '非課税',
      });
    }
    rows.push({
      name: '火災保険料',
      note: `テナント総合保険（${r.pick([1, 2])}年）`,
      amount: r.pick([15000, 20000, 24000, 30000, 36000]),
      kind: '非課税',
    });
    d.items = rows.filter((x) => x.kind === '課税').map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const other = rows.filter((x) => x.kind !== '課税').reduce((t, x) => t + x.amount, 0);
    const total = s.total + other;
    const fmt = DATE_FORMATS[r.pick(['seirekiPad', 'seirekiPad', 'wareki'])];
    const issuer =
      d.form === '株式会社'
        ? spelled(d, r.pick(['full', 'circled', 'paren']))
        : r.chance(0.55)
          ? abbreviated(d, r.pick([0, 1]))
          : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const showBranchCode = r.chance(0.45);
    const pref = prefOf(d.address);
    const license = r.chance(0.2)
      ? `国土交通大臣（${r.int(1, 4)}）第00${r.int(6000, 9999)}号`
      : `${pref}知事（${r.int(1, 12)}）第${r.int(10000, 69999)}号`;
    const assoc = r.pick([
      '（公社）全日本不動産協会 会員',
      '（公社）全国宅地建物取引業保証協会 会員',
      '（公社）全国宅地建物取引業協会連合会 会員',
    ]);
    const [bs] = r.pick(STEMS.filter(([x]) => x !== d.corpBody.slice(0, x.length)));
    const floor = r.int(2, 9);
    const bldg = `${r.pick(LEASE_BLDGS).replace('{s}', bs)}　${floor}階 ${floor}0${r.int(1, 4)}号室`;
    const place = r.pick(PLACES.filter((p) => p[1].startsWith(pref))) ?? r.pick(PLACES);
    const site = `${place[1]}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
    const landlord = r.chance(0.6)
      ? `${r.pick(STEMS)[0]}${r.pick(['地所', '興産', 'ビル', '不動産'])}株式会社`
      : `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]} 様`;
    const years = r.pick([2, 3]);
    const endTerm = addDays([start[0] + years, start[1], start[2]], -1);
    const title = r.pick(['御請求書', '契約金御請求書', 'ご契約金 ご請求書']);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 11.5px; color: #111; }
      .wrap { padding: 48px 58px; } h1 { text-align: center; font-size: 24px; letter-spacing: .4em; margin: 0 0 20px; font-weight: 600; }
      .hd { display: flex; justify-content: space-between; align-items: flex-end; }
      .to { font-size: 17px; border-bottom: 1px solid #111; padding: 0 30px 2px 4px; white-space: nowrap; } .meta { text-align: right; line-height: 1.7; }
      .prop { width: 100%; margin-top: 14px; } .prop th { background: #f1efe8; border: 1px solid #555; font-weight: normal; width: 110px; padding: 3px 8px; text-align: left; }
      .prop td { border: 1px solid #555; padding: 3px 8px; }
      .items { width: 100%; margin-top: 14px; } .items th { background: #f1efe8; border: 1px solid #555; font-weight: normal; padding: 4px; }
      .items td { border: 1px solid #777; padding: 4px 8px; } .items td.c { text-align: center; }
      .tot { margin: 10px 0 0 auto; } .tot th { background: #f1efe8; border: 1px solid #555; font-weight: normal; padding: 4px 14px; text-align: left; width: 150px; }
      .tot td { border: 1px solid #555; padding: 4px 12px; text-align: right; width: 150px; } .tot tr.g th, .tot tr.g td { font-size: 14px; font-weight: bold; border: 2px solid #111; }
      .foot { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 18px; }
      .bank { border: 1px solid #555; padding: 8px 14px; line-height: 1.8; width: 330px; }
      .from { position: relative; line-height: 1.6; font-size: 10.5px; width: 290px; } .from .nm { font-size: 16px; font-weight: bold; }`;
    const page = `<div class="wrap"><h1>${title}</h1>
      <div class="hd"><div class="to">${d.buyerName}　御中</div><div class="meta">請求日　${fmt(d.issue)}<br>No.　${d.no}</div></div>
      <p style="margin:14px 0 0">このたびは弊社仲介による賃貸借契約につき誠にありがとうございます。<br>下記物件の契約金につきまして、次のとおりご請求申し上げます。</p>
      <table class="prop"><tr><th>物件名</th><td>${bldg}</td><th>用途</th><td>${r.pick(['事務所', '事務所', '店舗'])}</td></tr>
        <tr><th>所在地</th><td colspan="3">${site}</td></tr>
        <tr><th>契約期間</th><td colspan="3">${fmt(start)} 〜 ${fmt(endTerm)}（${years}年間）</td></tr>
        <tr><th>月額賃料</th><td>${yen(rent)}円（税別）　共益費 ${yen(common)}円（税別）</td><th>貸主</th><td>${landlord}</td></tr></table>
      <table class="items"><tr><th>項　目</th><th>摘　要</th><th style="width:120px">金　額</th><th style="width:70px">税区分</th></tr>
        ${rows.map((x) => `<tr><td>${x.name}</td><td>${x.note}</td><td class="num">${yen(x.amount)}円</td><td class="c">${x.kind}</td></tr>`).join('')}</table>
      <table class="tot"><tr><th>課税対象額</th><td>${yen(s.subtotal)}円</td></tr><tr><th>消費税（10%）</th><td>${yen(s.tax)}円</td></tr>
        <tr><th>非課税・不課税</th><td>${yen(other)}円</td></tr><tr class="g"><th>ご入金額合計</th><td>${yen(total)}円</td></tr></table>
      <p style="margin:12px 0 0"><b>ご入金期日　${fmt(d.due)}</b>　（契約開始日 ${fmt(start)} の前日までに鍵をお渡しいたします）</p>
      <div class="foot"><div class="bank"><b>【ご入金先】</b><br>${d.bank.name}　${d.branch.name}${showBranchCode ? `（店番${d.branch.code}）` : ''}<br>${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}
          <div style="font-size:9.5px;color:#444;line-height:1.5">※お振込手数料はお客様のご負担にてお願いいたします。<br>※保証金（敷金）は貸主へお預け入れいたします。</div></div>
        <div class="from"><div class="nm">${issuer}</div>宅地建物取引業 ${license}<br>${assoc}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}
          ${kakuin(d, 'right: 6px; top: 0; opacity: .65;')}</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBranchCode } };
  },
});

// 74 — a 翻訳会社's monthly 請求書 (月末締め): one row per 案件 delivered that month (納品日, 受注No., ご依頼部署・ご担当,
// 案件名, 言語, 数量 in 文字 or ワード, 単価, 金額) with 特急料金, ネイティブチェック or DTP rows under a job sometimes; the
// ご請求金額 and the お振込先 on the first page; the long version runs the 明細 onto a second page, 小計 / 消費税 / 合計
// at its end.
const HONYAKU_TRADES = [
  ['翻訳', 'ホンヤク'],
  ['トランスレーション', 'トランスレーション'],
  ['翻訳センター', 'ホンヤクセンター'],
  ['リンガル', 'リンガル'],
  ['ランゲージサービス', 'ランゲージサービス'],
];
// [案件名, 言語, 単位, 単価 lo, hi]
const TRANS_JOBS = [
  ['取扱説明書', '日→英', '文字', 12, 18],
  ['秘密保持契約書', '英→日', 'ワード', 18, 28],
  ['プレスリリース', '日→英', '文字', 14, 22],
  ['Webサイト更新分', '日→中（簡体）', '文字', 11, 16],
  ['技術仕様書', '英→日', 'ワード', 16, 25],
  ['会社案内', '日→英', '文字', 14, 20],
  ['決算説明資料', '日→英', '文字', 16, 24],
  ['特許明細書', '英→日', 'ワード', 22, 32],
  ['製品カタログ', '日→韓', '文字', 11, 16],
  ['就業規則', '日→英', '文字', 13, 19],
  ['安全データシート', '日→英', '文字', 12, 18],
  ['社内報記事', '日→英', '文字', 12, 18],
  ['監査報告書', '英→日', 'ワード', 20, 30],
  ['研修資料', '英→日', 'ワード', 15, 22],
  ['アプリUI文言', '日→英', '文字', 14, 20],
  ['販売代理店契約書', '英→日', 'ワード', 20, 30],
];
const TRANS_DEPTS = ['経営企画部', '法務部', '広報部', '品質保証部', '海外事業部', 'IR室', '人事部', '開発部', '営業企画部'];
LAYOUTS.push({
  id: 'L74-honyaku-monthly',
  split: 'dev',
  twoPage: true,
  title: "翻訳会社's monthly 請求書 with one row per 案件, the long version over two pages",
  exercises:
    "a 翻訳会社's monthly 請求書 (月末締め): the issuer's name as a wordmark at the top left with its 〒 address, TEL, e-mail and 登録番号 under it, 請求書 with INVOICE small at the right over 請求日 / 請求書番号 / 対象期間, the buyer with 御中, a ご請求金額（税込） band with the お支払期限 beside it, the お振込先 (銀行名, 支店名, 口座種別, 口座番号, 口座名義 half-width) in a bordered box beside the buyer on page 1, a 明細 with one row per 案件 (納品日 MM/DD, 受注No., ご依頼部署 and 担当 様, 案件名, 言語 日→英 / 英→日, 数量 with 文字 or ワード, 単価 with decimals sometimes, 金額) and 特急料金（30%） / ネイティブチェック / DTP rows under a job, 小計 / 消費税（10%） / 合計 at the end; two pages in the long version (16–20 案件, 次頁へ続く, the totals on page 2, 1/2 and 2/2), slash or hyphen dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r, { long }) {
    setCorp(d, r, HONYAKU_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
      ['合同会社', 'ド'],
    ]);
    landline(d);
    if (!d.bank.main && r.chance(0.5)) rebank(d, r, 'net');
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const closing = endOfMonth(y, m);
    d.issue = r.chance(0.5) ? closing : addDays(closing, r.int(1, 5));
    const nm = addDays(closing, 1);
    d.due = r.chance(0.7) ? endOfMonth(nm[0], nm[1]) : addDays(endOfMonth(nm[0], nm[1]), r.pick([10, 15]));
    const nJobs = long ? r.int(16, 20) : r.int(3, 5);
    const people = Array.from({ length: 3 }, () => [r.pick(TRANS_DEPTS), r.pick(SURNAMES)[0]]);
    const dec = r.chance(0.3);
    const pool = shuffle(r, TRANS_JOBS);
    const jobs = Array.from({ length: nJobs }, (_, k) => (k < pool.length ? pool[k] : r.pick(pool)))
      .map(([name, lang, unit, lo, hi]) => {
        const qty = unit === '文字' ? r.int(8, 300) * 100 : r.int(3, 120) * 50;
        const price = dec && unit === 'ワード' ? r.int(lo * 2, hi * 2) / 2 : r.int(lo, hi);
        return { day: r.int(1, closing[2]), name, lang, unit, qty, price, amount: Math.floor(qty * price) };
      })
      .sort((a, b) => a.day - b.day);
    let seq = r.int(120, 760);
    const rows = [];
    for (const j of jobs) {
      const [dept, who] = r.pick(people);
      rows.push({
        dt: `${pad2(m)}/${pad2(j.day)}`,
        no: `${String(y).slice(2)}${pad2(m)}-${seq}`,
        who: `${dept} ${who} 様`,
        name: j.name,
        lang: j.lang,
        qty: `${yen(j.qty)} ${j.unit}`,
        price: j.price % 1 ? j.price.toFixed(1) : yen(j.price),
        amount: j.amount,
      });
      seq += r.int(1, 9);
      const extra = r.int(0, 9);
      if (extra === 0)
        rows.push({
          dt: '',
          no: '',
          who: '',
          name: '　特急料金（翻訳料の30%）',
          lang: '',
          qty: '1 式',
          price: yen(Math.floor(j.amount * 0.3)),
          amount: Math.floor(j.amount * 0.3),
        });
      else if (extra === 1 && j.unit === '文字') {
        const p = r.int(3, 6);
        rows.push({
          dt: '',
          no: '',
          who: '',
          name: '　ネイティブチェック',
          lang: '',
          qty: `${yen(j.qty)} 文字`,
          price: yen(p),
          amount: j.qty * p,
        });
      } else if (extra === 2) {
        const pages = r.int(4, 40);
        const p = r.int(15, 40) * 100;
        rows.push({
          dt: '',
          no: '',
          who: '',
          name: '　DTP作業（レイアウト調整）',
          lang: '',
          qty: `${pages} 頁`,
          price: yen(p),
          amount: pages * p,
        });
      }
    }
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['slash', 'slash', 'hyphen', 'slashLoose'])];
    const holder = holderPrinted(d, r.pick(['half', 'half-big']));
    const issuer = d.form === '株式会社' ? spelled(d, r.pick(['full', 'full', 'paren'])) : d.issuerName;
    const accent = r.pick(['#00796b', '#37474f', '#5e35b1', '#c2185b']);
    const email = mail(r);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #263238; }
      .wrap { padding: 40px 46px; } .pg { position: absolute; right: 46px; bottom: 24px; font-size: 9px; color: #777; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .mark { font-size: 19px; font-weight: bold; color: ${accent}; letter-spacing: .02em; } .mark small { display: block; font-size: 9.5px; color: #546e7a; font-weight: normal; line-height: 1.55; margin-top: 4px; }
      .ttl { text-align: right; } .ttl h1 { margin: 0; font-size: 24px; letter-spacing: .4em; font-weight: 600; } .ttl .en { font-size: 9px; letter-spacing: .4em; color: #90a4ae; }
      .ttl table { margin: 8px 0 0 auto; } .ttl td { padding: 1px 0 1px 14px; } .ttl td:first-child { color: #78909c; }
      .mid { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 18px; gap: 20px; }
      .to .n { font-size: 15px; border-bottom: 1px solid #263238; padding-right: 24px; white-space: nowrap; }
      .bank { border: 1px solid ${accent}; padding: 6px 12px; width: 300px; line-height: 1.6; } .bank .l { color: ${accent}; font-weight: bold; }
      .band { display: flex; justify-content: space-between; align-items: center; margin-top: 14px; background: ${accent}; color: #fff; padding: 8px 14px; }
      .band b { font-size: 20px; }
      .det { width: 100%; margin-top: 12px; } .det th { background: #eceff1; border-top: 1px solid #90a4ae; border-bottom: 1px solid #90a4ae; font-weight: normal; padding: 4px 3px; line-height: 1.3; }
      .det th small { display: block; font-size: 7.5px; color: #90a4ae; letter-spacing: .05em; }
      .det td { border-bottom: 1px solid #e0e0e0; padding: 4px 4px; white-space: nowrap; } .det td.c { text-align: center; }
      .tot { margin: 10px 0 0 auto; width: 270px; } .tot td { padding: 3px 6px; border-bottom: 1px solid #e0e0e0; } .tot td:last-child { text-align: right; }
      .tot tr.g td { font-weight: bold; font-size: 12.5px; border-bottom: 2px solid ${accent}; }
      .note { margin-top: 14px; font-size: 9px; color: #607d8b; line-height: 1.6; }`;
    const head = `<tr><th style="width:40px">納品日<small>DATE</small></th><th style="width:64px">受注No.<small>ORDER</small></th><th>ご依頼部署・ご担当<small>REQUESTED BY</small></th><th>案件名<small>PROJECT</small></th><th style="width:70px">言語<small>LANGUAGE</small></th><th style="width:74px">数量<small>VOLUME</small></th><th style="width:42px">単価<small>RATE</small></th><th style="width:72px">金額<small>AMOUNT</small></th></tr>`;
    const body = (xs) =>
      xs
        .map(
          (x) =>
            `<tr><td class="c">${x.dt}</td><td class="c">${x.no}</td><td>${x.who}</td><td>${x.name}</td><td>${x.lang}</td><td class="num">${x.qty}</td><td class="num">${x.price}</td><td class="num">${yen(x.amount)}</td></tr>`,
        )
        .join('');
    const totals = `<table class="tot"><tr><td>小計</td><td>¥${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td>¥${yen(s.tax)}</td></tr><tr class="g"><td>合計</td><td>¥${yen(s.total)}</td></tr></table>
      <div class="note">※単価は1文字（原文）または1ワード（原文）あたりの金額です。※消費税率10%対象。<br>※お振込手数料は貴社にてご負担くださいますようお願い申し上げます。</div>`;
    let split = long ? 15 : rows.length;
    while (split < rows.length && !rows[split].no) split++;
    const page1 = `<div class="wrap"><div class="hd">
        <div class="mark">${issuer}<small>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　${email}<br>登録番号 ${d.reg}</small></div>
        <div class="ttl"><h1>請求書</h1><div class="en">INVOICE</div><table><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書番号</td><td>${d.no}</td></tr>
          <tr><td>対象期間</td><td>${fmt([y, m, 1])} 〜 ${fmt(closing)}</td></tr></table></div></div>
      <div class="mid"><div class="to"><div class="n">${d.buyerName}　御中</div><p style="margin-top:12px;line-height:1.7">いつも格別のお引き立てをいただきありがとうございます。<br>${m}月納品分の翻訳料金を下記のとおりご請求申し上げます。</p></div>
        <div class="bank"><span class="l">お振込先</span><br>${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}</div></div>
      <div class="band"><span>ご請求金額（税込）</span><b>¥${yen(s.total)}</b><span>お支払期限　${fmt(d.due)}</span></div>
      <table class="det">${head}${body(rows.slice(0, split))}</table>
      ${long ? '<div style="text-align:right;margin-top:6px;color:#78909c">（次頁へ続く）</div>' : totals}</div>${long ? '<div class="pg">1 / 2</div>' : ''}`;
    const pages = [page1];
    if (long)
      pages.push(
        `<div class="wrap"><div style="display:flex;justify-content:space-between;border-bottom:2px solid ${accent};padding-bottom:4px"><b style="font-size:13px">請求明細（続き）</b><span>${d.buyerName} 御中　請求書番号 ${d.no}</span></div>
          <table class="det">${head}${body(rows.slice(split))}</table>${totals}</div><div class="pg">2 / 2</div>`,
      );
    return { pages, css, printed: { issuer, holder } };
  },
});

// 75 — a 引越会社's 御請求書 for a company's office move (事務所移転): 見積No., the 作業日 (土日), the 旧所在地 and the
// 新所在地 (the buyer's own two addresses), 車両費 by truck, 作業員 by 人工, a 休日割増, 梱包資材, 養生, OA機器 and 複合機の
// 移設, 不用品処分, an 出精値引き; 小計 / 消費税 / 合計; one or two 振込先 (いずれかの口座), 振込期日.
const MOVER_TRADES = [
  ['引越センター', 'ヒッコシセンター'],
  ['運輸', 'ウンユ'],
  ['エクスプレス', 'エクスプレス'],
  ['通運', 'ツウウン'],
  ['移転サービス', 'イテンサービス'],
];
LAYOUTS.push({
  id: 'L75-hikkoshi-jimusho',
  split: 'dev',
  title: "引越会社's 御請求書 for a company's office move, with the old and new addresses",
  exercises:
    "a 引越会社's 御請求書 for a company's office move: the issuer's name large at the top right (㈱/(株) or spelled out) with 一般貨物自動車運送事業 許可, 〒 address, TEL/FAX and 登録番号, 御請求書 at the left, the buyer with 御中 and 総務部 … 様, a 作業概要 table (見積No., 作業日 with weekday over one or two days, 旧所在地 and 新所在地 — the buyer's addresses with buildings and floors, 作業内容), 請求日 / 請求No., a 御請求金額（消費税込）box, a 明細 of 車両費 by truck, 作業員 / 作業責任者 by 人工, 休日作業割増, 梱包資材, 養生費, OA機器 取外し・設置, 複合機移設, 不用品回収・処分, an 出精値引き as − or ▲ sometimes, 小計 / 消費税（10%） / 合計, 振込期日 (or お支払期日), the 振込先 — one, or two printed as ① ② いずれかの口座 — with a half-width holder, 西暦 dates (年月日 or hyphen)",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, MOVER_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    landline(d);
    ordinaryAtNetBank(d);
    const w0 = addDays(d.issue, -r.int(5, 20));
    const dow = new Date(Date.UTC(w0[0], w0[1] - 1, w0[2])).getUTCDay();
    const work = addDays(w0, (6 - dow + 7) % 7);
    const twoDays = r.chance(0.4);
    const workEnd = twoDays ? addDays(work, 1) : work;
    d.issue = addDays(workEnd, r.int(1, 8));
    const nm = addDays(endOfMonth(d.issue[0], d.issue[1]), 1);
    d.due = r.pick([endOfMonth(nm[0], nm[1]), [nm[0], nm[1], 10], addDays(d.issue, 14)]);
    const base = d.buyerAddress.replace(/\d+-\d+-\d+$/, '');
    const oldAddr = `${d.buyerAddress} ${r.pick(BLDG_LINES)}`;
    const newAddr = `${base}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)} ${r.pick(BLDG_LINES)}`;
    const staff = r.int(4, 16);
    const nDays = twoDays ? 2 : 1;
    const lines = [
      { name: '車両費（4tトラック・ロング）', qty: r.int(1, 4) * nDays, unit: '台', price: r.int(42, 65) * 1000 },
      ...(r.chance(0.5) ? [{ name: '車両費（2tトラック）', qty: nDays, unit: '台', price: r.int(28, 38) * 1000 }] : []),
      { name: '作業員', qty: staff * nDays, unit: '人工', price: r.int(18, 26) * 1000 },
      { name: '作業責任者', qty: nDays, unit: '人工', price: r.int(28, 38) * 1000 },
    ];
    if (r.chance(0.7)) {
      const labour = lines.filter((x) => x.unit === '人工').reduce((t, x) => t + x.qty * x.price, 0);
      lines.push({ name: '休日作業割増（人件費の25%）', qty: 1, unit: '式', price: Math.floor(labour / 4) });
    }
    lines.push({ name: '梱包資材（段ボール大・小）', qty: r.int(5, 40) * 10, unit: '枚', price: r.int(15, 30) * 10 });
    lines.push({ name: '養生費（旧・新 共用部）', qty: 1, unit: '式', price: r.int(3, 12) * 10000 });
    lines.push({ name: 'OA機器 取外し・設置', qty: r.int(8, 80), unit: '台', price: r.int(25, 60) * 100 });
    if (r.chance(0.5))
      lines.push({ name: '複合機 移設（専門業者手配）', qty: r.int(1, 2), unit: '台', price: r.int(25, 45) * 1000 });
    if (r.chance(0.5)) lines.push({ name: 'スチール書庫 分解・組立', qty: r.int(2, 20), unit: '台', price: r.int(30, 60) * 100 });
    if (r.chance(0.55))
      lines.push({ name: '不用品回収・処分費（産業廃棄物）', qty: r.int(2, 12), unit: 'm³', price: r.int(8, 15) * 1000 });
    const gross = lines.reduce((t, x) => t + x.qty * x.price, 0);
    if (r.chance(0.6))
      lines.push({
        name: '出精値引き',
        qty: 1,
        unit: '式',
        price: -Math.max(5000, Math.floor((gross * r.range(0.03, 0.08)) / 1000) * 1000),
      });
    d.items = lines.map((x) => ({ ...x, amount: x.qty * x.price, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['seireki', 'seireki', 'hyphen'])];
    const wfmt = (dt) => `${dt[0]}年${dt[1]}月${dt[2]}日（${weekday(dt)}）`;
    const minus = r.pick(['−', '▲', '-']);
    const money = (n) => (n < 0 ? `${minus}${yen(-n)}` : yen(n));
    const issuer =
      d.form === '株式会社' ? spelled(d, r.pick(['full', 'paren', 'circled'])) : r.chance(0.5) ? abbreviated(d, 0) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half-big']));
    const two = r.chance(0.35) ? secondAccount(r, d) : null;
    const dueLabel = r.pick(['振込期日', 'お支払期日']);
    const [, abbr] = bureauOf(d.address);
    const estimate = `M${String(work[0]).slice(2)}-${r.digits(5)}`;
    const ink = r.pick(['#e65100', '#1565c0', '#2e7d32']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 11px; color: #212121; }
      .wrap { padding: 40px 50px; } .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { margin: 0; font-size: 28px; letter-spacing: .3em; font-weight: 600; } .to { margin-top: 16px; } .to .n { font-size: 16px; border-bottom: 1px solid #212121; padding-right: 24px; white-space: nowrap; }
      .from { text-align: right; line-height: 1.55; font-size: 10px; } .from .nm { font-size: 18px; font-weight: bold; color: ${ink}; }
      .meta { margin-top: 8px; text-align: right; }
      .job { width: 100%; margin-top: 14px; } .job th { width: 90px; background: ${ink}1a; border: 1px solid #999; font-weight: normal; padding: 3px 8px; text-align: left; }
      .job td { border: 1px solid #999; padding: 3px 8px; }
      .amt { display: flex; margin-top: 14px; border: 2px solid #212121; width: 420px; } .amt div { padding: 6px 12px; } .amt .l { border-right: 1px solid #212121; background: #f5f5f5; }
      .amt .v { flex: 1; text-align: right; font-size: 20px; font-weight: bold; }
      .items { width: 100%; margin-top: 12px; } .items th { background: #424242; color: #fff; font-weight: normal; padding: 4px; }
      .items td { border-bottom: 1px solid #bdbdbd; padding: 4px 6px; } .items td.c { text-align: center; }
      .ft { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 12px; }
      .bank { line-height: 1.7; width: 420px; } .bank .h { font-weight: bold; border-left: 4px solid ${ink}; padding-left: 6px; margin-bottom: 2px; }
      .sum td { border: 1px solid #999; padding: 3px 10px; } .sum td:first-child { background: #f5f5f5; width: 100px; } .sum td.num { width: 130px; } .sum tr:last-child td { font-weight: bold; font-size: 13px; }`;
    const acct = (b) => `${b.bank}　${b.branch}　${TYPE_LABEL[b.type]}　${b.account}`;
    const bank = two
      ? `<div class="h">お振込先（下記いずれかの口座へお振込みください）</div>① ${acct({ bank: d.bank.name, branch: d.branch.name, type: d.type, account: d.account })}<br>② ${acct(two)}<br>口座名義（共通）　${holder}`
      : `<div class="h">お振込先</div>${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}預金　口座番号 ${d.account}<br>口座名義　${holder}`;
    const page = `<div class="wrap"><div class="hd">
        <div><h1>御請求書</h1><div class="to"><div class="n">${d.buyerName}　御中</div><div style="margin-top:4px">${r.pick(['総務部', '総務課', '管理部'])}　${d.buyerPerson.split(' ')[0]} 様</div></div></div>
        <div><div class="from"><div class="nm">${issuer}</div>一般貨物自動車運送事業 ${abbr}自貨第${r.int(100, 2999)}号<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}</div>
          <div class="meta">請求日 ${fmt(d.issue)}<br>請求No. ${d.no}</div></div></div>
      <p style="margin:14px 0 0">この度は弊社をご用命いただき誠にありがとうございました。下記のとおりご請求申し上げます。</p>
      <table class="job"><tr><th>見積No.</th><td>${estimate}</td><th>作業日</th><td>${wfmt(work)}${twoDays ? `〜${workEnd[2]}日（${weekday(workEnd)}）` : ''}</td></tr>
        <tr><th>旧所在地</th><td colspan="3">${oldAddr}</td></tr><tr><th>新所在地</th><td colspan="3">${newAddr}</td></tr>
        <tr><th>作業内容</th><td colspan="3">事務所移転作業一式（搬出・輸送・搬入・什器設置）</td></tr></table>
      <div class="amt"><div class="l">御請求金額（消費税込）</div><div class="v">¥${yen(s.total)}</div></div>
      <table class="items"><tr><th>品目・作業内容</th><th style="width:60px">数量</th><th style="width:44px">単位</th><th style="width:80px">単価</th><th style="width:100px">金額</th></tr>
        ${d.items.map((x) => `<tr><td>${x.name}</td><td class="num">${yen(x.qty)}</td><td class="c">${x.unit}</td><td class="num">${money(x.price)}</td><td class="num">${money(x.amount)}</td></tr>`).join('')}</table>
      <div class="ft"><div class="bank">${bank}<div style="margin-top:6px"><b>${dueLabel}</b>　${fmt(d.due)}</div>
          <div style="font-size:9.5px;color:#555">※振込手数料は貴社にてご負担願います。</div></div>
        <table class="sum"><tr><td>小計</td><td class="num">${money(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr><td>合計</td><td class="num">¥${yen(s.total)}</td></tr></table></div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 76 — a 通関業者 / forwarder's 請求書 for one import shipment: the shipment block (B/L No., Vessel/Voy., POL, POD, ETA,
// 品名, 個数・重量・容積, 申告番号, 輸入許可日, 取引条件), the charges in three groups with a 税区分 — 課税 (国内配送,
// 保管), 免税 (海上運賃 in USD at a rate, THC or CFS, D/O, 通関料, 取扱料) and 立替金 (関税, 輸入消費税, 地方消費税),
// 消費税 on the 課税 group only, the ご請求金額 the sum of all three; half of them a foreign group's Japanese subsidiary
// printing its English name under the Japanese one and the bank's in English with its SWIFT.
const FORWARDER_TRADES = [
  ['海運', 'カイウン'],
  ['通関', 'ツウカン'],
  ['シッピング', 'シッピング'],
  ['国際物流', 'コクサイブツリュウ'],
  ['トランスポート', 'トランスポート'],
];
// [Japanese name, holder kana, English name]
const FORWARDER_SUBS = [
  ['ノルドライン・ジャパン', 'ノルドラインジャパン', 'Nordline Japan K.K.'],
  ['パシフィックリンク・ジャパン', 'パシフィックリンクジャパン', 'Pacific Link Japan K.K.'],
  ['ユーロカーゴ・ジャパン', 'ユーロカーゴジャパン', 'Eurocargo Japan Co., Ltd.'],
  ['トランスアジア・ロジスティクス・ジャパン', 'トランスアジアロジスティクスジャパン', 'Trans-Asia Logistics Japan K.K.'],
  ['ブルーウェーブ・フレイト・ジャパン', 'ブルーウェーブフレイトジャパン', 'Bluewave Freight Japan K.K.'],
];
const VESSELS = [
  'ONE HUMBER',
  'MAERSK KOBE',
  'CMA CGM RIVOLI',
  'NYK REMUS',
  'WAN HAI 316',
  'SITC SHANGHAI',
  'KMTC TOKYO',
  'EVER LOGIC',
  'YM WELLNESS',
];
const POLS = [
  'SHANGHAI, CN',
  'NINGBO, CN',
  'BUSAN, KR',
  'KAOHSIUNG, TW',
  'HO CHI MINH, VN',
  'LAEM CHABANG, TH',
  'HAMBURG, DE',
  'ROTTERDAM, NL',
  'LOS ANGELES, US',
];
const PODS = ['TOKYO, JP', 'YOKOHAMA, JP', 'NAGOYA, JP', 'OSAKA, JP', 'KOBE, JP', 'HAKATA, JP'];
// [品名, 関税率 %]
const COMMODITIES = [
  ['家具部品（木製）', 0],
  ['アパレル製品（綿製シャツ）', 7.4],
  ['電子部品（コネクタ）', 0],
  ['冷凍えび', 1],
  ['自動車部品', 0],
  ['ワイン（750ml）', 15],
  ['樹脂原料（ペレット）', 3.1],
  ['雑貨（陶磁器製食器）', 2.8],
  ['革製バッグ', 8],
];
LAYOUTS.push({
  id: 'L76-tsukan-tatekae',
  split: 'dev',
  title: "通関業者 / forwarder's import 請求書 with 課税, 免税 and 立替金 (関税・輸入消費税) groups",
  exercises:
    "a 通関業者 / forwarder's 請求書 for one import shipment, Japanese with English labels: the issuer at the top left (a domestic 株式会社, or a foreign group's Japanese subsidiary ノルドライン・ジャパン株式会社 with its English name under it), 〒 address, TEL/FAX, 通関業 許可, 登録番号, 請求書 / INVOICE at the right over Invoice No. 請求書番号, Date 請求日, Payment Due お支払期限 and Customer Code, Bill To with 御中, a shipment grid (B/L No., Vessel/Voy., POL, POD, ETA as 12-Jan-2026, 品名, 個数・重量・容積 or a container, 輸入申告番号, 輸入許可日, 取引条件 FOB/CIF), a charges table (Description 摘要, Currency, Rate, Amount (JPY), 税区分) grouped 課税 (国内配送料, 保管料, 書類送付料) / 免税 (Ocean Freight USD … @152.34, THC or CFS Charge, D/O Fee, 通関料, 取扱手数料) / 立替金 (関税, 輸入消費税, 地方消費税), a summary 課税対象額 / 消費税（10%） / 免税 / 立替金 / ご請求金額合計 (the sum), the お振込先 / Bank Details (with the bank's English name and SWIFT for the subsidiaries, a half-width holder), slash or dot dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main', checking: r.chance(0.25) }),
  render(d, r) {
    const sub = r.chance(0.5);
    if (sub) {
      const [name, kana, en] = r.pick(FORWARDER_SUBS);
      d.corpBody = name;
      d.form = '株式会社';
      d.formBefore = false;
      d.issuerName = `${name}株式会社`;
      d.holderBase = `${kana}（カ`;
      d.en = en;
      if (!d.bank.main) {
        const b = r.pick(['0001', '0005', '0009']);
        d.bank = { name: MAIN_PRINTED[b], code: b, main: true };
        const branch = r.pick(BRANCHES);
        d.branch = { name: branch, code: branch.startsWith('本店') ? r.pick(['001', '100']) : `${r.int(1, 8)}${r.digits(2)}` };
      }
    } else setCorp(d, r, FORWARDER_TRADES, [['株式会社', 'カ']]);
    landline(d);
    ordinaryAtNetBank(d);
    const eta = addDays(d.issue, -r.int(3, 12));
    const permit = addDays(eta, r.int(1, 3));
    const nm = addDays(endOfMonth(d.issue[0], d.issue[1]), 1);
    d.due = r.chance(0.6) ? endOfMonth(nm[0], nm[1]) : addDays(d.issue, 30);
    const fcl = r.chance(0.55);
    const [goods, duty] = r.pick(COMMODITIES);
    const terms = r.pick(['FOB', 'FOB', 'CIF', 'EXW']);
    const usdRate = r.int(14000, 15800);
    const rateText = (usdRate / 100).toFixed(2);
    const pkgs = r.int(20, 900);
    const kg = r.int(300, 18000);
    const m3 = fcl ? r.int(200, 600) / 10 : r.int(15, 120) / 10;
    const rt = Math.max(1, Math.ceil(Math.max(m3, kg / 1000)));
    const box = fcl ? `1 x ${r.pick(["20'DRY", "40'DRY", "40'HC"])}` : `LCL ${pkgs} CTNS`;
    const taxed = [{ name: '国内配送料（4t車・チャーター）', cur: '', rate: '', amount: r.int(25, 90) * 1000 }];
    if (r.chance(0.4)) taxed.push({ name: '倉庫保管料（許可後）', cur: '', rate: '', amount: r.int(3, 25) * 1000 });
    if (r.chance(0.5)) taxed.push({ name: '書類送付料', cur: '', rate: '', amount: 1000 });
    const exempt = [];
    if (terms !== 'CIF') {
      const usd = fcl ? r.int(300, 2200) : r.int(18, 60) * rt;
      exempt.push({
        name: 'Ocean Freight 海上運賃',
        cur: `USD ${yen(usd)}.00`,
        rate: rateText,
        amount: Math.floor((usd * usdRate) / 100),
      });
    }
    exempt.push(
      fcl
        ? { name: 'THC（ターミナルハンドリングチャージ）', cur: '', rate: '', amount: r.pick([46000, 49000, 52000, 55000]) }
        : { name: `CFS Charge（${rt} R/T）`, cur: '', rate: '', amount: rt * r.int(40, 60) * 100 },
    );
    exempt.push({ name: 'D/O Fee', cur: '', rate: '', amount: r.pick([5500, 6000, 7000]) });
    exempt.push({ name: '通関料（輸入申告）', cur: '', rate: '', amount: 11800 });
    exempt.push({ name: '取扱手数料', cur: '', rate: '', amount: r.int(8, 15) * 1000 });
    const cif = r.int(80, 2500) * 10000 + r.int(0, 9999);
    const dutyAmt = Math.floor((Math.floor(cif / 1000) * 1000 * duty) / 100 / 100) * 100;
    const base = Math.floor((cif + dutyAmt) / 1000) * 1000;
    const ctax = Math.floor((base * 78) / 1000 / 100) * 100;
    const ltax = Math.floor((ctax * 22) / 78 / 100) * 100;
    const advances = [
      ...(dutyAmt ? [{ name: `関税（税率 ${duty}%）`, cur: '', rate: '', amount: dutyAmt }] : []),
      { name: '輸入消費税', cur: '', rate: '', amount: ctax },
      { name: '地方消費税', cur: '', rate: '', amount: ltax },
    ];
    d.items = taxed.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const exemptSum = exempt.reduce((t, x) => t + x.amount, 0);
    const advanceSum = advances.reduce((t, x) => t + x.amount, 0);
    const total = s.total + exemptSum + advanceSum;
    const fmt = DATE_FORMATS[r.pick(['slash', 'slash', 'dot'])];
    const enDay = ([yy, mm, dd]) => `${pad2(dd)}-${EN_MONTHS[mm - 1]}-${yy}`;
    const issuer = sub ? d.issuerName : spelled(d, r.pick(['full', 'full', 'paren']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big']));
    const customs = `${{ 神奈川県: '横浜', 千葉県: '横浜', 宮城県: '横浜', 愛知県: '名古屋', 静岡県: '名古屋', 大阪府: '大阪', 京都府: '大阪', 兵庫県: '神戸', 広島県: '神戸', 福岡県: '門司', 北海道: '函館' }[prefOf(d.address)] ?? '東京'}税関`;
    const bankEn = sub ? BANK_EN[d.bank.code] : null;
    const swift = sub ? SWIFT[d.bank.code] : null;
    const bl = `${r.pick(['ONEY', 'MAEU', 'COSU', 'EGLV', 'HLCU', 'NYKS'])}${r.pick(['SHA', 'PUS', 'KHH', 'SGN', 'HAM', ''])}${r.digits(9)}`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #1b1b1b; }
      .wrap { padding: 36px 42px; } .hd { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid #0d2c54; padding-bottom: 10px; }
      .from { line-height: 1.5; font-size: 9.5px; } .from .nm { font-size: 16px; font-weight: bold; color: #0d2c54; } .from .en { font-family: 'Liberation Sans', sans-serif; font-size: 11px; color: #0d2c54; letter-spacing: .03em; }
      .ttl { text-align: right; } .ttl h1 { margin: 0; font-size: 22px; letter-spacing: .3em; color: #0d2c54; } .ttl h1 small { font-size: 12px; letter-spacing: .2em; font-family: 'Liberation Sans', sans-serif; }
      .ttl table { margin: 6px 0 0 auto; } .ttl td { padding: 1px 0 1px 12px; } .ttl td:first-child { color: #555; font-size: 9px; }
      .bill { margin-top: 12px; font-size: 14px; } .bill small { display: block; font-size: 8.5px; color: #666; letter-spacing: .1em; }
      .shp { width: 100%; margin-top: 10px; table-layout: fixed; } .shp th { background: #e8edf4; border: 1px solid #8a9bb3; font-weight: normal; font-size: 8.5px; padding: 2px 4px; text-align: left; }
      .shp td { border: 1px solid #8a9bb3; padding: 3px 5px; font-size: 9.5px; word-break: break-all; }
      .ch { width: 100%; margin-top: 12px; } .ch th { background: #0d2c54; color: #fff; font-weight: normal; padding: 4px; font-size: 9px; }
      .ch td { border-bottom: 1px solid #ccd5e0; padding: 3px 6px; } .ch td.c { text-align: center; } .ch tr.grp td { background: #e8edf4; font-weight: bold; border-bottom: 1px solid #8a9bb3; }
      .ch tr.st td { border-bottom: 1.5px solid #8a9bb3; }
      .ft { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 12px; gap: 16px; }
      .bank { border: 1px solid #8a9bb3; padding: 6px 10px; line-height: 1.6; flex: 1; } .bank .h { font-weight: bold; color: #0d2c54; }
      .sum { border-collapse: collapse; } .sum td { border: 1px solid #8a9bb3; padding: 3px 10px; } .sum td:first-child { background: #e8edf4; width: 150px; } .sum td.num { width: 120px; }
      .sum tr.g td { font-weight: bold; font-size: 12.5px; border: 2px solid #0d2c54; }`;
    const group = (label, xs, kind, subtotal) =>
      `<tr class="grp"><td colspan="5">${label}</td></tr>${xs
        .map(
          (x) =>
            `<tr><td>${x.name}</td><td class="c">${x.cur}</td><td class="c">${x.rate}</td><td class="num">${yen(x.amount)}</td><td class="c">${kind}</td></tr>`,
        )
        .join(
          '',
        )}<tr class="st"><td colspan="3" style="text-align:right">小計 Subtotal</td><td class="num">${yen(subtotal)}</td><td></td></tr>`;
    const page = `<div class="wrap"><div class="hd">
        <div class="from"><div class="nm">${issuer}</div>${sub ? `<div class="en">${d.en}</div>` : ''}〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>通関業許可 ${customs} 第${r.int(100, 999)}号　登録番号 ${d.reg}</div>
        <div class="ttl"><h1>請求書 <small>INVOICE</small></h1><table><tr><td>Invoice No. 請求書番号</td><td>${d.no}</td></tr><tr><td>Date 請求日</td><td>${fmt(d.issue)}</td></tr>
          <tr><td>Payment Due お支払期限</td><td><b>${fmt(d.due)}</b></td></tr><tr><td>Customer Code</td><td>${r.pick(['C', 'K'])}${r.digits(5)}</td></tr></table></div></div>
      <div class="bill"><small>BILL TO / ご請求先</small>${d.buyerName}　御中</div>
      <table class="shp"><tr><th>B/L No.</th><th>Vessel / Voy.</th><th>POL 積地</th><th>POD 揚地</th><th>ETA 入港日</th></tr>
        <tr><td>${bl}</td><td>${r.pick(VESSELS)} ${r.digits(3)}${r.pick(['E', 'W', 'N', 'S'])}</td><td>${r.pick(POLS)}</td><td>${r.pick(PODS)}</td><td>${enDay(eta)}</td></tr>
        <tr><th>品名 Commodity</th><th>個数・重量・容積</th><th>輸入申告番号</th><th>輸入許可日</th><th>取引条件 Terms</th></tr>
        <tr><td>${goods}</td><td>${fcl ? `${box} / ${yen(kg)} KGS` : `${box} / ${yen(kg)} KGS / ${m3.toFixed(1)} M3`}</td><td>${r.int(1, 9)}${r.digits(10)}</td><td>${fmt(permit)}</td><td>${terms}</td></tr></table>
      <table class="ch"><tr><th>摘要 Description</th><th style="width:100px">外貨 Currency</th><th style="width:60px">Rate</th><th style="width:100px">金額 Amount (JPY)</th><th style="width:70px">税区分</th></tr>
        ${group('課税 Taxable（10%）', taxed, '課税', s.subtotal)}
        ${group('免税 Tax Exempt', exempt, '免税', exemptSum)}
        ${group('立替金 Disbursements', advances, '不課税', advanceSum)}</table>
      <div class="ft"><div class="bank"><span class="h">お振込先 / Bank Details</span><br>
          ${d.bank.name}${bankEn ? ` (${bankEn})` : ''}<br>${d.branch.name}　${TYPE_LABEL[d.type]}${sub ? ` (${d.type === 2 ? 'Ordinary' : 'Current'})` : ''}　${d.account}<br>口座名義 ${holder}${swift ? `<br>SWIFT ${swift}` : ''}
          <div style="font-size:8.5px;color:#555;margin-top:4px">※関税・消費税等は弊社立替分です（不課税）。振込手数料はご負担ください。<br>Bank charges are to be borne by the remitter.</div></div>
        <table class="sum"><tr><td>課税対象額（10%）</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr>
          <tr><td>免税</td><td class="num">${yen(exemptSum)}</td></tr><tr><td>立替金</td><td class="num">${yen(advanceSum)}</td></tr>
          <tr class="g"><td>ご請求金額合計<br><span style="font-size:8.5px;font-weight:normal">Total Amount Due</span></td><td class="num">¥${yen(total)}</td></tr></table></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});
