// Invoice corpus layouts L221–L226: each pushed onto core.mjs's LAYOUTS, in order.
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
  bigKana,
  digitsInKana,
  endOfMonth,
  holderPrinted,
  netOrdinary,
  otherStem,
  pad2,
  setCompanyWithKana,
  spelled,
  summarize,
  toHankaku,
  toKata,
  weekday,
  yen,
} from './core.mjs';

// ---- 221–226: written blind as the thirty-fifth round's fresh set.

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
/** 東京都千代田区丸の内 → 千代田区, 大阪府大阪市北区梅田 → 大阪市. */
const cityOf = (town) => town.replace(PREF_RE, '').match(/^.+?[市区]/)[0];
/** The town's last part: 丸の内, 梅田, みなとみらい. */
const areaOf = (town) =>
  town
    .replace(PREF_RE, '')
    .replace(/^.+?市/, '')
    .replace(/^.+?区/, '');
const landlineOn = (r, area) => `${area}-${area.length === 2 ? r.digits(4) : r.digits(3)}-${r.digits(4)}`;
/** Somewhere else of PLACES: 〒, town, street address and a TEL on its area code. */
const placeElsewhere = (r, notZips) => {
  const [zip, town, area] = r.pick(PLACES.filter(([z]) => !notZips.includes(z)));
  return { zip, town, area, address: `${town}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`, tel: landlineOn(r, area) };
};
/** Days from a to b. */
const daysBetween = (a, b) => Math.round((Date.UTC(b[0], b[1] - 1, b[2]) - Date.UTC(a[0], a[1] - 1, a[2])) / 86400000);
/** A red seal: text set in vertical columns inside a square or round border. */
const hanko = (text, style) =>
  `<div style="position:absolute;border:2.5px solid #d23;color:#d23;font-family:'Noto Serif CJK JP';writing-mode:vertical-rl;display:flex;align-items:center;justify-content:center;text-align:center;line-height:1.05;letter-spacing:-1px;padding:3px;${style}">${text}</div>`;

// 221 — a 家屋調査 (事前・事後調査) firm bills a general contractor's 作業所 for the houses it surveyed around a construction
// site: the 作業所 御中 with its own 〒 address and TEL at the left, the 工事名 and 発注者, the firm's block at the right with its
// 補償業務 登録 number, a table of the houses (所有者 … 様 邸, 所在地, 構造, 延床面積, 事前/事後, 調査日, 金額), the 報告書 rows,
// 小計 / 消費税 / 御請求金額, and the 振込先 as a grid at the bottom right.
const CHOUSA_TRADES = [
  ['補償コンサルタント', 'ホショウコンサルタント'],
  ['家屋調査', 'カオクチョウサ'],
  ['調査設計', 'チョウサセッケイ'],
  ['技術コンサルタント', 'ギジュツコンサルタント'],
];
const GC_NAMES = ['{s}建設株式会社', '株式会社{s}組', '{s}工務店株式会社', '株式会社{s}土木', '{s}建設工業株式会社'];
const WORKS = [
  '（仮称）{a}駅前地区第一種市街地再開発事業 施設建築物新築工事',
  '{a}三丁目共同住宅新築工事',
  '{c}下水道管渠布設工事（その{n}）',
  '都市計画道路 {a}線 道路改良工事',
  '（仮称）{a}物流倉庫新築工事',
  '{c}立{a}小学校 校舎改築工事',
];
const STRUCTS = [
  ['木造2階建', 38000, 62000, [70, 160]],
  ['木造平屋建', 30000, 48000, [50, 110]],
  ['軽量鉄骨造2階建', 45000, 70000, [80, 180]],
  ['RC造3階建（共同住宅）', 90000, 160000, [280, 900]],
  ['S造2階建（店舗併用）', 60000, 98000, [120, 320]],
];
LAYOUTS.push({
  id: 'L221-kaoku-chousa',
  split: 'dev',
  title:
    "家屋調査 firm's 請求書 to a general contractor's 作業所 for the houses surveyed before or after the works: the 作業所's own 〒 address and TEL, the 工事名 and 発注者, a table of houses (所有者 … 様 邸, 所在地, 構造, 延床面積, 事前/事後, 調査日), the 報告書 rows, and the 振込先 as a grid at the bottom right",
  exercises:
    "a 家屋調査 firm (株式会社…補償コンサルタント / 有限会社…家屋調査) bills a general contractor (…建設株式会社 / 株式会社…組) at its 作業所 (…作業所 御中, 所長 … 様, with the 作業所's own 〒 address and TEL — none of the fields), naming the 工事名 and the 発注者 (a city or a developer); the firm's block at the right (name, 〒 address, TEL/FAX, 登録番号, 補償コンサルタント登録 補…第…号 — not the registration_number); 請求日 and お支払期日 in 和暦 or 西暦; a table of the surveyed houses, one per row: 所有者 (… 様 邸), 所在地 (the site's town, 丁目-番-号), 構造 (木造2階建, RC造3階建), 延床面積 ㎡, 事前 / 事後, 調査日 — none of the fields — and the 金額; 調査報告書 作成 and 写真台帳 rows; 小計 / 消費税（10%）/ 御請求金額 — total_amount; the 振込先 grid at the bottom right (金融機関 / 支店 / 種別 / 口座番号 / 口座名義)",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main', items: 1 }),
  render(d, r) {
    const [stem1] = setCompanyWithKana(d, r, CHOUSA_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    netOrdinary(d);
    const issuer = r.chance(0.7) ? d.issuerName : spelled(d, r.pick(['paren', 'wide']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full']));
    const site = placeElsewhere(r, [d.zip]);
    const bs = otherStem(r, stem1);
    const gc = r.pick(GC_NAMES).replace('{s}', bs);
    const area = areaOf(site.town);
    const work = r
      .pick(WORKS)
      .replace('{a}', area)
      .replace('{c}', cityOf(site.town))
      .replace('{n}', String(r.int(2, 6)));
    const office = `${area}作業所`;
    const owner = r.chance(0.5) ? cityOf(site.town) : `${r.pick(STEMS)[0]}不動産株式会社`;
    const chief = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const [y, m] = d.issue;
    const close = endOfMonth(y, m);
    d.issue = r.chance(0.6) ? close : [y, m, r.int(20, 27)];
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 2), 10];
    d.no = r.chance(0.5) ? `KC${String(y).slice(2)}${pad2(m)}-${r.digits(3)}` : `${y}-${r.int(100, 999)}`;
    const phase = r.chance(0.6) ? '事前' : '事後';
    const nHouses = r.int(5, 11);
    const houses = [];
    for (let k = 0; k < nHouses; k++) {
      const [st, lo, hi, [alo, ahi]] = r.pick(STRUCTS);
      const surveyDay = [y, m, r.int(1, Math.min(28, d.issue[2]))];
      houses.push({
        owner: `${r.pick(SURNAMES)[0]} ${r.pick(['', '', '', '一郎', '和子', '茂'])}`.trim(),
        addr: `${area}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`,
        st,
        area: `${r.int(alo, ahi)}.${r.digits(2)}`,
        phase: r.chance(0.85) ? phase : phase === '事前' ? '事後' : '事前',
        day: surveyDay,
        price: Math.round(r.int(lo, hi) / 1000) * 1000,
      });
    }
    houses.sort((a, b) => Date.UTC(...a.day) - Date.UTC(...b.day));
    const report = { qty: 1, price: r.int(20, 60) * 1000 };
    const photos = { qty: r.int(2, 4), price: r.int(3, 8) * 1000 };
    const travel = r.chance(0.5) ? r.int(8, 40) * 1000 : 0;
    const housesSum = houses.reduce((a, x) => a + x.price, 0);
    d.items = [{ name: '家屋調査', amount: housesSum + report.price + photos.qty * photos.price + travel, rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = r.pick([DATE_FORMATS.wareki, DATE_FORMATS.seireki, DATE_FORMATS.wareki]);
    const md = ([, mm, dd]) => `${mm}/${dd}`;
    const hoshoReg = `補${String(r.int(1, 9))}-第${r.int(1000, 9999)}号`;
    const showBranchCode = r.chance(0.4);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 9.2px; color: #1a1a1a; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 40px 48px 0; }
      h1 { margin: 0; text-align: center; font-size: 24px; letter-spacing: 1em; font-weight: 700; }
      .meta { position: absolute; right: 48px; top: 40px; text-align: right; font-family: 'Noto Sans CJK JP'; font-size: 9px; }
      .top { display: flex; justify-content: space-between; margin-top: 26px; }
      .to { width: 360px; } .to .n { font-size: 15px; border-bottom: 1px solid #333; padding-bottom: 2px; margin-top: 3px; } .to .sub { font-size: 9px; margin-top: 4px; line-height: 1.6; }
      .co { width: 290px; position: relative; font-size: 9px; line-height: 1.6; } .co .n { font-size: 14px; font-weight: 700; }
      .kk { margin-top: 14px; border: 1px solid #333; } .kk td { padding: 3px 8px; border: 1px solid #333; } .kk td.l { background: #eee; width: 70px; text-align: center; }
      .amt { display: flex; align-items: baseline; gap: 20px; margin-top: 12px; font-size: 12px; } .amt .v { font-size: 20px; font-weight: 700; border-bottom: 3px double #111; padding: 0 8px; }
      table.t { width: 100%; margin-top: 10px; font-family: 'Noto Sans CJK JP'; font-size: 8.6px; } .t th { background: #e6e6e6; border: 1px solid #555; padding: 3px; font-weight: 500; }
      .t td { border: 1px solid #777; padding: 2px 5px; } .t td.c { text-align: center; }
      .low { display: flex; justify-content: space-between; margin-top: 12px; gap: 18px; align-items: flex-start; }
      .nt { font-size: 8.4px; line-height: 1.7; width: 320px; }
      .bk { font-family: 'Noto Sans CJK JP'; font-size: 8.8px; } .bk td { border: 1px solid #555; padding: 3px 8px; } .bk td.l { background: #eee; width: 62px; }
      .sum { font-family: 'Noto Sans CJK JP'; font-size: 9px; margin-left: auto; } .sum td { border: 1px solid #555; padding: 3px 10px; } .sum td.l { background: #eee; } .sum tr.g td { font-weight: 700; font-size: 11px; }`;
    const seal = hanko(
      `${d.corpBody.slice(0, 8)}之印`,
      `right:${r.int(-6, 8)}px;top:${r.int(0, 16)}px;width:56px;height:56px;font-size:11px;opacity:.55;`,
    );
    const branch = showBranchCode ? `${d.branch.name}（${d.branch.code}）` : d.branch.name;
    const page = `<div class="wrap"><div class="meta">No. ${d.no}<br>請求日　${fmt(d.issue)}</div>
      <h1 style="margin-top:30px">請求書</h1>
      <div class="top"><div class="to"><div style="font-size:12px">${gc}</div><div class="n">${office}　御中</div>
          <div class="sub">所長　${chief}　様<br>〒${site.zip}　${site.address}<br>TEL ${site.tel}</div></div>
        <div class="co">${seal}<div class="n">${issuer}</div>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}<br><span style="font-size:8.4px">補償コンサルタント登録　${hoshoReg}</span></div></div>
      <table class="kk"><tr><td class="l">工事名</td><td>${work}</td></tr><tr><td class="l">発注者</td><td>${owner}</td></tr><tr><td class="l">業務内容</td><td>工事に伴う近隣家屋${phase}調査（${yen(nHouses)}棟）</td></tr></table>
      <div class="amt"><span>下記のとおりご請求申し上げます。</span><span>御請求金額</span><span class="v">￥${yen(s.total)}－</span><span style="font-size:9px">（消費税込）</span></div>
      <table class="t"><tr><th style="width:24px">No.</th><th>所有者</th><th>所在地</th><th>構造</th><th style="width:62px">延床面積</th><th style="width:34px">区分</th><th style="width:44px">調査日</th><th style="width:74px">金額</th></tr>
        ${houses.map((x, i) => `<tr><td class="c">${i + 1}</td><td>${x.owner} 様 邸</td><td>${x.addr}</td><td>${x.st}</td><td class="num">${x.area}㎡</td><td class="c">${x.phase}</td><td class="c">${md(x.day)}</td><td class="num">${yen(x.price)}</td></tr>`).join('')}
        <tr><td class="c">${nHouses + 1}</td><td colspan="6">調査報告書 作成・製本（正${report.qty}部・副1部）</td><td class="num">${yen(report.price)}</td></tr>
        <tr><td class="c">${nHouses + 2}</td><td colspan="6">写真台帳・CD-R（${photos.qty}部 × ${yen(photos.price)}円）</td><td class="num">${yen(photos.qty * photos.price)}</td></tr>
        ${travel ? `<tr><td class="c">${nHouses + 3}</td><td colspan="6">旅費・交通費</td><td class="num">${yen(travel)}</td></tr>` : ''}</table>
      <table class="sum" style="margin-top:8px"><tr><td class="l">小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="g"><td class="l">御請求金額</td><td class="num">￥${yen(s.total)}</td></tr></table>
      <div class="low"><div class="nt">お支払期日　${fmt(d.due)}<br>※調査結果は調査報告書にてご報告済みです。<br>${phase === '事前' ? '※事後調査は工事完了後、別途ご請求いたします。' : '※事前調査分は前回ご請求済みです。'}<br>※お振込手数料は貴社にてご負担願います。</div>
        <table class="bk"><tr><td class="l" colspan="2" style="text-align:center">お振込先</td></tr><tr><td class="l">金融機関</td><td>${d.bank.name}</td></tr><tr><td class="l">支店</td><td>${branch}</td></tr><tr><td class="l">種別</td><td>${TYPE_LABEL[d.type]}預金</td></tr><tr><td class="l">口座番号</td><td>${d.account}</td></tr><tr><td class="l">口座名義</td><td>${holder}</td></tr></table></div>
      </div>`;
    return { pages: [page], css, printed: { issuer, holder, total: s.total, showBranchCode } };
  },
});

// 222 — a レッカー・ロードサービス company bills a trucking company for the month's call-outs: its name in a dark band with the
// 24時間 出動受付 free-dial set large, the 発行日 and 請求No. under it, the trucking company 御中 (車両管理課) at the left, the company's
// small block at the right with its 保管ヤード (own 〒 address, no TEL); one row per call-out (受付日時, 出動場所 on an expressway's
// KP or a road, 登録番号 plates, 車種, 作業内容, 牽引距離 km, 基本料, 距離料, 深夜・休日加算, 作業料), the 高速道路通行料 and 保管料 (立替 and
// 課税), a 税率別 summary and the ご請求金額, and the 振込先 on one line in the footer band.
const TOW_TRADES = [
  ['ロードサービス', 'ロードサービス'],
  ['レッカー', 'レッカー'],
  ['自動車', 'ジドウシャ'],
  ['モータース', 'モータース'],
];
const HIGHWAYS = [
  ['東名高速', ['上り', '下り'], 340],
  ['中央道', ['上り', '下り'], 360],
  ['東北道', ['上り', '下り'], 670],
  ['名神高速', ['上り', '下り'], 190],
  ['首都高速 湾岸線', ['東行き', '西行き'], 30],
  ['阪神高速 3号神戸線', ['上り', '下り'], 27],
  ['九州道', ['上り', '下り'], 340],
  ['新東名高速', ['上り', '下り'], 250],
];
const PLATE_AREAS = [
  '品川',
  '練馬',
  '足立',
  '多摩',
  '横浜',
  '川崎',
  '大宮',
  '千葉',
  '名古屋',
  '大阪',
  'なにわ',
  '神戸',
  '福岡',
  '札幌',
];
const TRUCKS = [
  '日野 プロフィア（大型冷凍車）',
  'いすゞ ギガ（大型ウイング）',
  'いすゞ エルフ（2t）',
  '三菱ふそう ファイター（4t）',
  'UD クオン（トラクタ）',
  'トヨタ ハイエース',
  '日野 レンジャー（4t平）',
];
const TOW_WORKS = [
  ['レッカー牽引', true, 0],
  ['レッカー牽引（大型）', true, 25000],
  ['バッテリー上がり（ジャンピング）', false, 0],
  ['パンク・タイヤ交換', false, 8000],
  ['脱輪引き上げ', false, 18000],
  ['燃料切れ（給油）', false, 3000],
  ['鍵閉じ込み開錠', false, 6000],
];
LAYOUTS.push({
  id: 'L222-road-service',
  split: 'dev',
  title:
    "レッカー・ロードサービス company's monthly ご請求書（出動明細）to a trucking company: its name in a dark band with the 24時間 出動受付 free-dial set large, a 保管ヤード with its own 〒 address, one row per call-out (受付日時, 出動場所 by expressway KP, 登録番号 plates, 車種, 作業内容, 牽引距離), 高速道路通行料（立替・不課税）and 保管料, and the 振込先 on one line in the footer band",
  exercises:
    "a road-service company (有限会社…レッカー / 株式会社…ロードサービス) bills a trucking company (…運輸株式会社 御中, 車両管理課 … 様) for the month's call-outs: a dark band with its name and 24時間 出動受付 0120-… set large (none of the fields, nor the 携帯 of the 夜間 driver); its block at the right (〒 address, TEL / FAX — the TEL the issuer_phone —, 登録番号) with its 保管ヤード (another 〒 address — none of the fields); 発行日 2026/01/31 or 2026年1月31日; one row per call-out: 受付日時 (1/12 02:35), 出動場所 (東名高速 上り 45.2KP 付近, or a road and town), 登録番号 (品川 100 か 12-34), 車種, 作業内容, 牽引距離 km — none of the fields — and 基本料 / 距離料 / 深夜・休日加算 / 作業料 / 金額; 高速道路通行料（立替・不課税）per call-out and a 保管料 (日 × 単価, 課税); a summary (10%対象 / 消費税 / 立替金（不課税）/ ご請求金額 — total_amount, the 立替 in it, as L22); お支払期限; the 振込先 on one line in the footer band (ｶ)… / ﾕ)… as printed)",
  opts: (r, inst) => ({ rates: '10', bank: inst === 0 ? 'other' : 'main', items: 1 }),
  render(d, r) {
    const [stem] = setCompanyWithKana(d, r, TOW_TRADES, [
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
      ['有限会社', 'ユ'],
    ]);
    netOrdinary(d);
    const issuer = r.chance(0.75) ? d.issuerName : spelled(d, r.pick(['paren', 'circled']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big']));
    const place = PLACES.find(([z]) => z === d.zip);
    const yard = {
      zip: `${d.zip.slice(0, 3)}-${r.digits(4)}`,
      address: `${cityOf(place[1])}${r.pick(['港町', '東雲', '新田', '中島', '流通センター'])}${r.int(1, 6)}-${r.int(1, 40)}`,
    };
    const yardAddr = `${place[1].match(PREF_RE)[1]}${yard.address}`;
    const free = `0120-${r.digits(3)}-${r.digits(3)}`;
    const night = `0${r.pick(['90', '80'])}-${r.digits(4)}-${r.digits(4)}`;
    const bs = otherStem(r, stem);
    const buyer = r.pick([`${bs}運輸株式会社`, `株式会社${bs}ロジスティクス`, `${bs}急送株式会社`, `株式会社${bs}冷凍輸送`]);
    const person = r.pick(SURNAMES)[0];
    const [y, m] = d.issue;
    d.issue = endOfMonth(y, m);
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 1), r.pick([10, 15, 25])];
    d.no = r.chance(0.5) ? `RS-${y}${pad2(m)}-${r.digits(3)}` : `${String(y).slice(2)}${pad2(m)}${r.digits(4)}`;
    const n = r.int(3, 7);
    const calls = [];
    for (let k = 0; k < n; k++) {
      const day = [y, m, r.int(1, d.issue[2])];
      const hour = r.int(0, 23);
      // The first a tow off an expressway, so that every month has a 高速代.
      const [work, tow, extra] = k === 0 ? r.pick(TOW_WORKS.slice(0, 2)) : r.pick([...TOW_WORKS, TOW_WORKS[0]]);
      const onHighway = k === 0 || r.chance(0.6);
      let where;
      if (onHighway) {
        const [hw, dirs, maxKp] = r.pick(HIGHWAYS);
        where = `${hw} ${r.pick(dirs)} ${r.int(1, maxKp)}.${r.int(0, 9)}KP 付近`;
      } else {
        const [, t] = r.pick(PLACES);
        where = `国道${r.int(1, 470)}号 ${cityOf(t)}${areaOf(t)}交差点付近`;
      }
      const km = tow ? r.int(4, 85) : 0;
      const base = tow ? r.pick([13000, 15000, 18000]) : r.pick([8000, 10000, 12000]);
      const dist = km > 10 ? (km - 10) * r.pick([600, 700, 800]) : 0;
      const late = hour >= 22 || hour < 6 || weekday(day) === '日' ? Math.round(base * 0.3) : 0;
      const plate = `${r.pick(PLATE_AREAS)} ${r.pick(['100', '130', '800', '400', '11', '88'])} ${r.pick(['あ', 'か', 'さ', 'た', 'な', 'は', 'ま', 'や', 'ら', 'わ'])} ${r.int(1, 99)}-${pad2(r.int(0, 99))}`;
      calls.push({
        day,
        time: `${pad2(hour)}:${pad2(r.int(0, 59))}`,
        where,
        plate,
        truck: r.pick(TRUCKS),
        work,
        km,
        base,
        dist,
        late,
        extra,
        toll: onHighway && tow ? r.int(12, 140) * 10 * 10 + r.pick([0, 20, 60]) : 0,
      });
    }
    calls.sort((a, b) => Date.UTC(...a.day) - Date.UTC(...b.day));
    const storeDays = r.chance(0.6) ? r.int(1, 6) : 0;
    const storePrice = r.pick([2000, 3000, 5000]);
    const taxable = calls.reduce((a, x) => a + x.base + x.dist + x.late + x.extra, 0) + storeDays * storePrice;
    const tolls = calls.reduce((a, x) => a + x.toll, 0);
    d.items = [{ name: 'ロードサービス', amount: taxable, rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const total = s.total + tolls;
    const fmt = r.pick([DATE_FORMATS.slash, DATE_FORMATS.seireki]);
    const showBranchCode = r.chance(0.5);
    const showBankCode = !d.bank.main && showBranchCode && r.chance(0.5);
    const bankStr = `${d.bank.name}${showBankCode ? `（${d.bank.code}）` : ''}　${d.branch.name}${showBranchCode ? `（${d.branch.code}）` : ''}`;
    const band = r.pick(['#1f2a44', '#2b2b2b', '#0d3b2e']);
    const accent = r.pick(['#f2b705', '#ff7a00', '#e0e0e0']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 8.6px; color: #111; line-height: 1.45; }
      .wrap { position: relative; height: 1123px; }
      .band { background: ${band}; color: #fff; padding: 16px 34px 14px; display: flex; justify-content: space-between; align-items: center; }
      .band .n { font-size: 20px; font-weight: 900; letter-spacing: .04em; } .band .n small { display: block; font-size: 9px; font-weight: 400; color: ${accent}; letter-spacing: .2em; }
      .band .fd { text-align: right; } .band .fd .v { font-size: 22px; font-weight: 900; color: ${accent}; } .band .fd .l { font-size: 9px; }
      .in { padding: 14px 34px 0; }
      h1 { margin: 0; font-size: 17px; letter-spacing: .3em; } .h1s { font-size: 10px; margin-left: 8px; letter-spacing: 0; font-weight: 400; }
      .hd { display: flex; justify-content: space-between; margin-top: 10px; }
      .to .n { font-size: 14px; font-weight: 700; border-bottom: 2px solid ${band}; padding-bottom: 2px; } .to { width: 330px; line-height: 1.7; }
      .co { width: 300px; position: relative; line-height: 1.6; } .co .n { font-size: 12.5px; font-weight: 700; }
      .box { display: flex; margin-top: 10px; border: 2px solid ${band}; width: 420px; } .box div { padding: 5px 10px; } .box .l { background: ${band}; color: #fff; font-size: 11px; } .box .v { font-size: 18px; font-weight: 700; margin-left: auto; }
      table.t { width: 100%; margin-top: 10px; font-size: 7.9px; } .t th { background: ${band}; color: #fff; font-weight: 500; padding: 3px 2px; border: 1px solid ${band}; }
      .t td { border: 1px solid #aaa; padding: 2px 3px; vertical-align: top; } .t td.c { text-align: center; } .t tr:nth-child(odd) td { background: #f6f6f6; }
      .sum { margin-left: auto; margin-top: 8px; font-size: 9px; } .sum td { border: 1px solid #888; padding: 2px 10px; } .sum td.l { background: #eee; } .sum tr.g td { font-weight: 700; font-size: 11px; background: #fff3c4; }
      .nt { font-size: 8.2px; color: #333; margin-top: 8px; line-height: 1.7; }
      .foot { position: absolute; left: 0; right: 0; bottom: 0; background: ${band}; color: #fff; padding: 10px 34px 12px; font-size: 9.4px; }`;
    const rowHtml = (x, i) =>
      `<tr><td class="c">${i + 1}</td><td class="c">${x.day[1]}/${x.day[2]}（${weekday(x.day)}）<br>${x.time}</td><td>${x.where}</td><td>${x.plate}<br>${x.truck}</td><td>${x.work}</td><td class="num">${x.km ? `${x.km}km` : '―'}</td><td class="num">${yen(x.base)}</td><td class="num">${x.dist ? yen(x.dist) : ''}</td><td class="num">${x.late ? yen(x.late) : ''}</td><td class="num">${x.extra ? yen(x.extra) : ''}</td><td class="num">${yen(x.base + x.dist + x.late + x.extra)}</td><td class="num">${x.toll ? yen(x.toll) : ''}</td></tr>`;
    const page = `<div class="wrap"><div class="band"><div class="n"><small>ROAD SERVICE &amp; WRECKER</small>${stem}レッカー24</div><div class="fd"><div class="l">24時間365日 出動受付</div><div class="v">${free}</div></div></div>
      <div class="in"><div style="display:flex;justify-content:space-between;align-items:flex-end"><h1>ご請求書<span class="h1s">（出動明細）</span></h1><div style="text-align:right">発行日　${fmt(d.issue)}<br>請求No.　${d.no}</div></div>
        <div class="hd"><div class="to"><div class="n">${buyer}　御中</div>車両管理課　${person} 様<br>${d.issue[1]}月分の出動につき、下記のとおりご請求申し上げます。</div>
          <div class="co"><div class="n">${issuer}</div>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}<br>保管ヤード　〒${yard.zip}　${yardAddr}<br>夜間緊急（ドライバー直通）${night}</div></div>
        <div class="box"><div class="l">ご請求金額</div><div class="v">¥${yen(total)}</div><div class="l" style="font-size:9px">お支払期限<br>${fmt(d.due)}</div></div>
        <table class="t"><tr><th style="width:18px">No</th><th style="width:56px">受付日時</th><th>出動場所</th><th style="width:128px">登録番号・車種</th><th style="width:92px">作業内容</th><th style="width:36px">牽引距離</th><th style="width:44px">基本料</th><th style="width:42px">距離料</th><th style="width:42px">深夜休日</th><th style="width:40px">作業料</th><th style="width:48px">金額</th><th style="width:46px">高速代<br>（立替）</th></tr>
          ${calls.map(rowHtml).join('')}
          ${storeDays ? `<tr><td class="c">${n + 1}</td><td></td><td colspan="3">車両保管料（保管ヤード）${storeDays}日 × ${yen(storePrice)}円</td><td></td><td></td><td></td><td></td><td></td><td class="num">${yen(storeDays * storePrice)}</td><td></td></tr>` : ''}</table>
        <table class="sum"><tr><td class="l">10%対象</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr><td class="l">高速道路通行料（立替金・不課税）</td><td class="num">${yen(tolls)}</td></tr><tr class="g"><td class="l">ご請求金額</td><td class="num">¥${yen(total)}</td></tr></table>
        <div class="nt">※牽引距離は出動場所から搬送先（お客様指定工場）までの実走行距離です。10kmまでは基本料に含みます。<br>※深夜（22時～翌6時）・日曜の出動は基本料の30%を加算しております。<br>※高速道路通行料は当社にて立て替えたものです（領収書写し添付）。</div></div>
      <div class="foot">お振込先：${bankStr}　${TYPE_LABEL[d.type]}　${d.account}　名義 ${holder}　（恐れ入りますが振込手数料はご負担ください）</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBranchCode, showBankCode } };
  },
});

// 223 — a コミュニティFM station bills an advertising agency (or the advertiser itself) for a month's air time: the station's
// brand (FMあさひ 78.6MHz) set as the logo at the top left, the company that holds the licence in the block under the title at the
// right with its リクエスト line, the agency 御中 and the 広告主 and CM素材 named apart, rows of スポットCM and 番組提供 (本数 ×
// 単価), the CM制作費, an 代理店手数料 taken off the air time before the 消費税, a 放送確認書 log of the on-air times, the totals, and the
// お振込口座 boxed under the log.
const FM_TRADES = [
  ['コミュニティ放送', 'コミュニティホウソウ'],
  ['シティエフエム', 'シティエフエム'],
  ['エフエム放送', 'エフエムホウソウ'],
  ['ラジオ放送', 'ラジオホウソウ'],
];
const AD_BUYERS = ['株式会社{s}広告社', '{s}エージェンシー株式会社', '株式会社{s}アド', '{s}宣広株式会社'];
const ADVERTISERS = [
  '{s}自動車販売株式会社',
  '{s}ホーム株式会社',
  '医療法人社団{s}会 {s}歯科',
  '{s}ドラッグ株式会社',
  '{s}信用組合',
  '株式会社{s}住設',
];
const SPOTS = ['初売りセール篇', '新生活応援篇', '決算フェア篇', '求人篇', '夏の感謝祭篇', '新店舗オープン篇', '見学会告知篇'];
const PROGRAMS = [
  'モーニングワイド',
  'ランチタイム・カフェ',
  'ドライブ・ステーション',
  'まちかど情報局',
  'サタデー・ミュージック',
];
const hira = (s) => s.replace(/[ァ-ヶ]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
LAYOUTS.push({
  id: 'L223-community-fm',
  split: 'dev',
  title:
    "コミュニティFM station's 放送料 請求書 to an ad agency: the station's brand and frequency as the logo, the licence holder's block with a リクエスト line, the 広告主 and CM素材 apart, スポットCM and 番組提供 rows, CM制作費, an 代理店手数料 △ before the 消費税, a 放送確認書 log of on-air times, and the お振込口座 boxed under it",
  exercises:
    "a community radio company (株式会社…コミュニティ放送 / …シティエフエム株式会社) bills under its station brand set as a logo (FMあさひ / FMサンライズ 78.6MHz — not the issuer_name, the company in the block under the title is, as L68); its block: 〒 address, 代表 TEL (the issuer_phone), 登録番号, and a リクエスト・メッセージ line (another number — none of the fields); the agency (株式会社…広告社 御中, 営業部 … 様) or the advertiser itself; a 件名 box with the 広告主 (another company, or a 医療法人's clinic) and the CM素材 (…篇 20秒) — none of the fields — and the 放送期間; rows スポットCM（20秒）本数 × 単価, 番組提供（…内 30秒CM）回 × 単価, CM制作費; 代理店手数料（放送料の20%）△ taken off before the 消費税 when billed to an agency; 小計 / 消費税（10%）/ ご請求額（税込）— total_amount; 請求日 and お支払期日 as 2026-01-31, 2026.01.31 or 2026年01月31日; a 放送確認書 grid of on-air dates and times (none of the dates); the お振込口座 boxed (ｶ)… or …(ｶ as printed)",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main', items: 1 }),
  render(d, r) {
    const [stem, stemKana] = setCompanyWithKana(d, r, FM_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
    ]);
    netOrdinary(d);
    const issuer = r.chance(0.8) ? d.issuerName : spelled(d, r.pick(['paren', 'circled']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full']));
    const brand = `FM${stem === stemKana ? stem : hira(stemKana)}`;
    const freq = `${r.int(76, 89)}.${r.int(0, 9)}`;
    const area = PLACES.find(([z]) => z === d.zip)[2];
    const request = landlineOn(r, area);
    const agency = r.chance(0.7);
    const bs = otherStem(r, stem);
    const cs = otherStem(r, stem);
    const buyer = agency ? r.pick(AD_BUYERS).replace('{s}', bs) : null;
    const advertiser = r.pick(ADVERTISERS).replaceAll('{s}', cs);
    const spotName = `${r.pick(SPOTS)} 20秒`;
    const program = `${brand} ${r.pick(PROGRAMS)}`;
    const [y, m] = d.issue;
    d.issue = endOfMonth(y, m);
    d.due = r.chance(0.6) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 2), 10];
    d.no = r.chance(0.5) ? `${String(y).slice(2)}${pad2(m)}-${r.digits(3)}` : `FM${y}${pad2(m)}-${r.digits(2)}`;
    const from = [y, m, r.int(1, 10)];
    const to = r.chance(0.6) ? d.issue : addDays(from, r.int(10, 18));
    const spotN = r.int(3, 9) * 5;
    const spotPrice = r.pick([2500, 3000, 3500, 4000, 5000]);
    const progN = r.chance(0.7) ? r.int(2, 5) : 0;
    const progPrice = r.int(15, 40) * 1000;
    const prod = r.chance(0.6) ? r.int(3, 9) * 10000 : 0;
    const airSum = spotN * spotPrice + progN * progPrice;
    const rate = r.pick([15, 20, 20]);
    const commission = agency ? Math.floor((airSum * rate) / 100) : 0;
    d.items = [{ name: '放送料', amount: airSum - commission + prod, rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = r.pick([DATE_FORMATS.hyphen, DATE_FORMATS.dot, DATE_FORMATS.seirekiPad]);
    const span = daysBetween(from, to);
    const log = [];
    for (let k = 0; k < Math.min(spotN, 24); k++) {
      const day = addDays(from, r.int(0, span));
      log.push({ day, t: `${pad2(r.pick([6, 7, 8, 9, 11, 12, 13, 15, 16, 17, 18, 19]))}:${pad2(r.int(0, 11) * 5)}` });
    }
    log.sort((a, b) => Date.UTC(...a.day) - Date.UTC(...b.day) || a.t.localeCompare(b.t));
    const showBranchCode = r.chance(0.35);
    const color = r.pick(['#e4572e', '#1b998b', '#2e86ab', '#a23b72']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9px; color: #222; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 34px 44px 0; }
      .logo { display: flex; align-items: center; gap: 10px; } .logo .c { width: 58px; height: 58px; border-radius: 50%; background: ${color}; color: #fff; display: flex; align-items: center; justify-content: center; font-size: 15px; font-weight: 900; }
      .logo .b { font-size: 24px; font-weight: 900; color: ${color}; line-height: 1.1; } .logo .f { font-size: 11px; color: #555; letter-spacing: .1em; }
      .ttl { position: absolute; right: 44px; top: 36px; text-align: right; } .ttl h1 { margin: 0; font-size: 22px; letter-spacing: .5em; font-weight: 500; }
      .hd { display: flex; justify-content: space-between; margin-top: 22px; }
      .to { width: 340px; } .to .n { font-size: 14.5px; border-bottom: 1px solid #222; padding-bottom: 2px; }
      .co { width: 280px; line-height: 1.65; font-size: 8.8px; } .co .n { font-size: 12.5px; font-weight: 700; }
      .ken { margin-top: 12px; width: 100%; } .ken td { border: 1px solid #bbb; padding: 3px 8px; } .ken td.l { background: ${color}18; width: 80px; color: #333; }
      .tot { display: flex; align-items: center; gap: 16px; margin-top: 12px; } .tot .l { background: ${color}; color: #fff; padding: 6px 14px; font-size: 12px; } .tot .v { font-size: 20px; font-weight: 700; }
      table.t { width: 100%; margin-top: 12px; } .t th { border-bottom: 2px solid ${color}; padding: 3px; font-weight: 500; text-align: left; } .t th.num { text-align: right; } .t td { border-bottom: 1px solid #ddd; padding: 4px 4px; }
      .low { display: flex; gap: 20px; margin-top: 14px; align-items: flex-start; }
      .log { flex: 1; } .log .h { font-weight: 700; color: ${color}; border-bottom: 1px solid ${color}; margin-bottom: 4px; }
      .log .g { display: grid; grid-template-columns: repeat(3, 1fr); gap: 1px 10px; font-size: 8.2px; }
      .sum { width: 250px; } .sum td { padding: 3px 8px; border-bottom: 1px solid #ddd; } .sum tr.g td { border-top: 2px solid #222; border-bottom: 2px solid #222; font-weight: 700; font-size: 11px; }
      .bk { margin-top: 12px; border: 1.5px solid ${color}; padding: 6px 12px; width: 380px; line-height: 1.7; } .bk .h { font-weight: 700; color: ${color}; }
      .foot { position: absolute; left: 44px; right: 44px; bottom: 30px; font-size: 8px; color: #666; border-top: 1px solid #ccc; padding-top: 5px; }`;
    const row = (name, qty, unit, price, amount) =>
      `<tr><td>${name}</td><td class="num">${qty}</td><td>${unit}</td><td class="num">${price}</td><td class="num">${amount}</td></tr>`;
    const md = ([, mm, dd]) => `${mm}/${dd}（${weekday([y, mm, dd])}）`;
    const page = `<div class="wrap"><div class="logo"><div class="c">FM</div><div><div class="b">${brand}</div><div class="f">${freq}MHz　COMMUNITY RADIO</div></div></div>
      <div class="ttl"><h1>請求書</h1>請求番号 ${d.no}<br>請求日 ${fmt(d.issue)}</div>
      <div class="hd"><div class="to"><div class="n">${agency ? buyer : advertiser}　御中</div><div style="margin-top:4px">${agency ? `営業部　${r.pick(SURNAMES)[0]} 様` : `${r.pick(['総務部', '経営企画室', '広報担当'])} 御担当者 様`}</div></div>
        <div class="co"><div class="n">${issuer}</div>〒${d.zip}　<span class="addr">${d.address}</span><br>代表 TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}<br><span style="color:#777">リクエスト・メッセージ ${request}（番組宛）</span></div></div>
      <table class="ken"><tr><td class="l">件名</td><td>${m}月度 放送料</td></tr>${agency ? `<tr><td class="l">広告主</td><td>${advertiser} 様</td></tr>` : ''}<tr><td class="l">CM素材</td><td>${spotName}</td></tr><tr><td class="l">放送期間</td><td>${fmt(from)} ～ ${fmt(to)}</td></tr></table>
      <div class="tot"><span class="l">ご請求額（税込）</span><span class="v">¥${yen(s.total)}</span><span>お支払期日　${fmt(d.due)}</span></div>
      <table class="t"><tr><th>品目</th><th class="num" style="width:50px">数量</th><th style="width:30px">単位</th><th class="num" style="width:80px">単価</th><th class="num" style="width:96px">金額</th></tr>
        ${row('スポットCM（20秒）', spotN, '本', yen(spotPrice), yen(spotN * spotPrice))}
        ${progN ? row(`番組提供「${program}」（30秒CM付）`, progN, '回', yen(progPrice), yen(progN * progPrice)) : ''}
        ${agency ? row(`代理店手数料（放送料の${rate}%）`, '', '', '', `△${yen(commission)}`) : ''}
        ${prod ? row('CM制作費（ナレーション・BGM・録音）', 1, '式', yen(prod), yen(prod)) : ''}</table>
      <div class="low"><div class="log"><div class="h">放送確認書（スポットCM 放送実績${spotN > 24 ? '・抜粋' : ''}）</div><div class="g">${log.map((x) => `<span>${md(x.day)} ${x.t}</span>`).join('')}</div>
          <div class="bk"><span class="h">お振込口座</span><br>${d.bank.name}　${d.branch.name}${showBranchCode ? `（店番${d.branch.code}）` : ''}<br>${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}</div></div>
        <table class="sum"><tr><td>小計（10%対象）</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="g"><td>ご請求額</td><td class="num">¥${yen(s.total)}</td></tr></table></div>
      <div class="foot">${brand} ${freq}MHz は${issuer}が運営するコミュニティ放送局です。　放送内容・CMに関するお問い合わせは営業部まで。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total: s.total, showBranchCode } };
  },
});

// 224 — a 中小企業診断士 in practice alone bills a client for the 成功報酬 of a 補助金 application once the 交付決定 came: a formal
// letter (御請求書 at the left, 和暦 dates at the right), the client's 代表取締役 … 様, the office under its 屋号 with 中小企業診断士 …
// and 経営革新等支援機関 認定 ID, a box naming the 補助金 (…補助金（第19次）), its 事業計画名, 採択日, 交付決定日 and 交付決定額 (the basis of
// the fee), the 成功報酬 at its rate, an optional 実績報告 支援, the 消費税, the 着手金 already received (税込) taken off after it, the
// 差引ご請求金額, and the account under a sentence that names the due date (…までに下記口座へお振込み).
const SUBSIDIES = [
  ['ものづくり・商業・サービス生産性向上促進補助金', 5000000, 12500000],
  ['事業再構築補助金', 8000000, 30000000],
  ['中小企業省力化投資補助金（一般型）', 3000000, 15000000],
  ['小規模事業者持続化補助金（一般型）', 500000, 2000000],
  ['IT導入補助金（通常枠）', 1000000, 4500000],
  ['中小企業新事業進出補助金', 7000000, 25000000],
];
const PLANS = [
  '五軸マシニングセンタ導入による難削材加工の内製化',
  'AI外観検査システムによる検査工程の省人化',
  'セントラルキッチン新設による冷凍総菜の卸売事業への進出',
  '自動倉庫とWMSの導入による出荷リードタイムの短縮',
  '予約・顧客管理システム導入によるリピート率向上',
  '高精度レーザー溶接機導入による医療機器部品への参入',
];
LAYOUTS.push({
  id: 'L224-shindanshi-seikou',
  split: 'dev',
  title:
    '中小企業診断士 (sole, under a 屋号) bills the 成功報酬 of a 補助金 application: a formal letter, a box naming the 補助金, its 事業計画名, 採択日, 交付決定日 and 交付決定額 (the basis of the fee), the 成功報酬 at its rate, the 消費税, the 着手金 received (税込) taken off after it to the 差引ご請求金額, and the account under a sentence naming the due date',
  exercises:
    "a 中小企業診断士 in practice alone (…経営研究所 / …診断士事務所 / オフィス…, its 屋号 the issuer_name; 中小企業診断士 … and 経営革新等支援機関 認定 ID — none of the fields) bills a client (株式会社… 代表取締役 … 様, its 〒 address — not the issuer's): 令和8年1月31日 or 2026年1月31日 dates; a 件名; a box naming the 補助金 (…補助金（第19次）), the 事業計画名, 採択日, 交付決定日 (none of the dates) and 交付決定額 (none of the amounts, the basis of the 成功報酬); rows 成功報酬（交付決定額の10%）and an optional 交付申請・実績報告 支援; 小計 / 消費税（10%）/ 合計, then 着手金（…年…月…日 受領済・税込）△ and the 差引ご請求金額 — total_amount, the amount left to pay (as a 前払金); no 源泉徴収 (a 中小企業診断士's fee is not subject to it); the due date only in the sentence …までに下記口座へお振込みくださいますよう (お支払期限 in 和暦 or 西暦); the account under it, its holder as printed (the 屋号 in kana with the name, or the name alone); a 携帯 may be the only number",
  opts: (r, inst) => ({ sole: true, rates: '10', bank: inst === 2 ? 'other' : 'main', items: 1 }),
  render(d, r) {
    const [sn, snk] = r.pick(SURNAMES);
    const [gn, gnk] = r.pick(GIVEN);
    d.person = `${sn} ${gn}`;
    const yago = r.pick([
      [`${sn}経営研究所`, `${snk}ケイエイケンキュウショ`],
      [`${sn}中小企業診断士事務所`, `${snk}シンダンシジムショ`],
      [`${sn}経営コンサルティング事務所`, `${snk}ケイエイコンサルティングジムショ`],
      ['オフィス' + r.pick(['ひなた', 'みらい', 'つばさ', 'ルーチェ']), null],
    ]);
    if (!yago[1]) yago[1] = `オフィス${toKata(yago[0].slice(4))}`;
    d.yago = yago[0];
    d.issuerName = yago[0];
    d.holderBase = `${snk} ${gnk}`;
    const kana = r.chance(0.5) ? bigKana : (x) => x;
    const holderFull = r.chance(0.5) ? `${kana(yago[1])} ${kana(d.holderBase)}` : kana(d.holderBase);
    const holder = r.chance(0.7) ? toHankaku(holderFull) : holderFull;
    netOrdinary(d);
    const [bs] = r.pick(STEMS);
    const client = r.pick([
      `株式会社${bs}製作所`,
      `${bs}精機株式会社`,
      `株式会社${bs}フーズ`,
      `${bs}工業株式会社`,
      `有限会社${bs}商会`,
    ]);
    const rep = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const cl = placeElsewhere(r, [d.zip]);
    const [sub, lo, hi] = r.pick(SUBSIDIES);
    const round = r.int(12, 21);
    const grant = Math.round(r.int(lo, hi) / 1000) * 1000;
    const pct = r.pick([10, 10, 12, 15]);
    const [y, m] = d.issue;
    const kettei = addDays([y, m, r.int(1, 20)], -r.int(3, 12));
    const saitaku = addDays(kettei, -r.int(30, 75));
    d.issue = addDays(kettei, r.int(5, 15));
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([d.issue[0], d.issue[1]], 1)) : addDays(d.issue, 14);
    d.no = r.chance(0.5) ? `${d.issue[0]}-${pad2(d.issue[1])}${r.digits(2)}` : `S-${r.digits(4)}`;
    const fee = Math.floor((grant * pct) / 100);
    const support = r.chance(0.5) ? r.int(10, 30) * 10000 : 0;
    const askedChakushu = r.pick([110000, 165000, 220000, 55000]);
    const paidOn = addDays(saitaku, -r.int(40, 90));
    d.items = [{ name: '成功報酬', amount: fee + support, rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    // A 着手金 is a part of the fee paid ahead, never more than half of it: no bill comes out negative.
    const chakushu = Math.min(askedChakushu, Math.floor(s.total / 2000) * 1000);
    const total = s.total - chakushu;
    const fmt = r.pick([DATE_FORMATS.wareki, DATE_FORMATS.wareki, DATE_FORMATS.seireki]);
    const supportId = `${r.pick(['1064', '1063', '1065'])}${r.digits(6)}`;
    const shindanNo = `第${r.int(1, 4)}${r.digits(5)}号`;
    const showBranchCode = r.chance(0.4);
    const serif = r.chance(0.6);
    const css = `body { font-family: ${serif ? "'Noto Serif CJK JP'" : "'Noto Sans CJK JP'"}; font-size: 9.8px; color: #1e1e1e; line-height: 1.65; }
      .wrap { position: relative; height: 1123px; padding: 56px 64px 0; }
      .dt { position: absolute; right: 64px; top: 56px; text-align: right; }
      h1 { margin: 0; font-size: 21px; font-weight: 600; letter-spacing: .4em; }
      .to { margin-top: 20px; } .to .n { font-size: 14px; } .to .a { font-size: 9px; color: #444; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .co { position: relative; margin-top: 44px; width: 290px; font-size: 9.2px; line-height: 1.7; } .co .n { font-size: 14px; font-weight: 600; }
      .lead { margin-top: 20px; } .ken { margin-top: 6px; font-weight: 600; }
      .box { margin-top: 12px; border: 1px solid #555; padding: 8px 14px; } .box table td { padding: 1px 10px 1px 0; vertical-align: top; } .box td.l { color: #555; width: 96px; }
      .big { margin-top: 14px; display: flex; align-items: baseline; gap: 18px; border-bottom: 1.5px solid #222; width: 380px; padding-bottom: 3px; } .big .v { font-size: 20px; font-weight: 700; margin-left: auto; }
      table.t { width: 100%; margin-top: 14px; } .t th { border-top: 1.5px solid #222; border-bottom: 1px solid #222; padding: 4px; font-weight: 500; } .t td { border-bottom: 1px solid #bbb; padding: 4px; }
      .t tr.s td { border-bottom: none; padding: 2px 4px; } .t tr.g td { border-top: 1.5px solid #222; border-bottom: 1.5px solid #222; font-weight: 700; }
      .pay { margin-top: 18px; } .bk { margin-top: 6px; margin-left: 20px; } .bk td { padding: 1px 16px 1px 0; }
      .nt { margin-top: 18px; font-size: 8.8px; color: #444; }`;
    const seal = hanko(
      `${sn}`,
      `right:${r.int(0, 20)}px;top:${r.int(-4, 10)}px;width:40px;height:40px;border-radius:50%;font-size:13px;opacity:.6;`,
    );
    const page = `<div class="wrap"><div class="dt">${fmt(d.issue)}<br>請求書番号　${d.no}</div>
      <h1>御請求書</h1>
      <div class="hd"><div class="to"><div class="n">${client}<br>代表取締役　${rep}　様</div><div class="a">〒${cl.zip}　${cl.address}</div></div>
      <div class="co">${seal}<div class="n">${yago[0]}</div>中小企業診断士　${d.person}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}<br>登録番号　${d.reg}<br><span style="font-size:8.4px;color:#555">中小企業診断士 登録番号 ${shindanNo}<br>経営革新等支援機関 認定ID ${supportId}</span></div></div>
      <div class="lead">拝啓　時下ますますご清栄のこととお慶び申し上げます。このたびは補助金の交付決定、誠におめでとうございます。<br>ご契約（支援業務委託契約書 第5条）に基づき、成功報酬を下記のとおりご請求申し上げます。</div>
      <div class="ken">件名：${sub} 申請支援業務 成功報酬</div>
      <div class="box"><table><tr><td class="l">補助事業名</td><td>${sub}（第${round}次）</td></tr><tr><td class="l">事業計画名</td><td>${r.pick(PLANS)}</td></tr><tr><td class="l">採択日</td><td>${fmt(saitaku)}</td></tr><tr><td class="l">交付決定日</td><td>${fmt(kettei)}</td></tr><tr><td class="l">交付決定額</td><td>${yen(grant)}円（補助金額）</td></tr></table></div>
      <div class="big"><span>差引ご請求金額</span><span class="v">金 ${yen(total)} 円</span></div>
      <table class="t"><tr><th style="text-align:left">摘要</th><th style="width:130px">算定</th><th style="width:110px" class="num">金額（円）</th></tr>
        <tr><td>成功報酬</td><td>交付決定額 × ${pct}%</td><td class="num">${yen(fee)}</td></tr>
        ${support ? `<tr><td>交付申請・実績報告 支援</td><td>一式</td><td class="num">${yen(support)}</td></tr>` : ''}
        <tr class="s"><td></td><td>小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr class="s"><td></td><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="s"><td></td><td>合計</td><td class="num">${yen(s.total)}</td></tr>
        <tr class="s"><td style="text-align:right;color:#555">（${fmt(paidOn)} 受領済・税込）</td><td>着手金</td><td class="num">△${yen(chakushu)}</td></tr>
        <tr class="g"><td></td><td>差引ご請求金額</td><td class="num">${yen(total)}</td></tr></table>
      <div class="pay">つきましては、${fmt(d.due)}までに下記口座へお振込みくださいますようお願い申し上げます。</div>
      <table class="bk"><tr><td>${d.bank.name}　${d.branch.name}${showBranchCode ? `（支店番号 ${d.branch.code}）` : ''}</td></tr><tr><td>${TYPE_LABEL[d.type]}預金　口座番号 ${d.account}</td></tr><tr><td>口座名義　${holder}</td></tr></table>
      <div class="nt">※中小企業診断士の報酬は源泉徴収の対象外のため、源泉所得税は差し引いておりません。<br>※補助金は実績報告・確定検査を経て交付されます。今後の手続きもお手伝いいたします。</div>
      <div style="text-align:right;margin-top:10px">敬具</div></div>`;
    return { pages: [page], css, printed: { issuer: yago[0], holder, total, showBranchCode } };
  },
});

// 225 — a タイヤ shop bills a company for changing its fleet's tyres at the company's 営業所 (出張作業): the shop's block across the top
// left with its 作業場所 apart, the buyer 御中 at the right, 発行日 and No. in a strip, one block per vehicle (登録番号 plates, 車種, 走行
// 距離, then tyres by 銘柄 and size × 4, 組替・バランス, 廃タイヤ処分料, バルブ), the 出張作業料 and a 保管料, a totals column at the right
// with the お振込先 under it, bank and branch with their codes.
const TIRE_TRADES = [
  ['タイヤ商会', 'タイヤショウカイ'],
  ['タイヤサービス', 'タイヤサービス'],
  ['タイヤ', 'タイヤ'],
  ['オートサービス', 'オートサービス'],
];
// [車種, sizes]
const FLEET = [
  ['トヨタ プロボックス', ['155/80R14 88/86N LT', '165/80R14 97/95N LT']],
  ['日産 NV200バネット', ['165/80R14 97/95N LT', '175/80R14 99/98N LT']],
  ['ホンダ N-VAN', ['145/80R12 80/78N LT']],
  ['スズキ エブリイ', ['145/80R12 80/78N LT']],
  ['トヨタ ハイエースバン', ['195/80R15 107/105N LT']],
  ['トヨタ カローラ', ['195/65R15 91S', '205/55R16 91V']],
  ['日産 キャラバン', ['195/80R15 107/105N LT']],
];
const TIRE_BRANDS = {
  summer: ['BRIDGESTONE ECOPIA', 'YOKOHAMA BluEarth-Van', 'DUNLOP ENASAVE VAN01', 'TOYO H30', 'BRIDGESTONE K370'],
  winter: ['BRIDGESTONE BLIZZAK VL10A', 'YOKOHAMA iceGUARD iG91', 'DUNLOP WINTER MAXX SV01', 'TOYO DELVEX 935'],
};
LAYOUTS.push({
  id: 'L225-tire-fleet',
  split: 'dev',
  title:
    "タイヤ shop's 請求書（作業明細）to a company for changing its fleet's tyres at its 営業所: the buyer's 作業場所 with its own 〒 address and TEL, one block per vehicle (登録番号 plates, 車種, 走行距離, tyres by 銘柄 and size, 組替・バランス, 廃タイヤ処分料, バルブ), 出張作業料, 保管料, and the お振込先 with bank and branch codes in the totals column",
  exercises:
    "a tyre shop (有限会社…タイヤ商会 / 株式会社…タイヤサービス) bills a company (…株式会社 総務部 御中) for a 夏→冬 or 冬→夏 change of its vans at one of its 営業所 (作業場所: the buyer's 営業所, its 〒 address and TEL — none of the fields); the shop's block at the top left (name, 〒 address, TEL / FAX, 登録番号); 発行日 and お支払日 as 2026/01/31 or 2026.01.31; one block per vehicle: 登録番号 (多摩 400 す 12-34 — not the registration_number), 車種, 走行距離 (…km), tyres (BRIDGESTONE BLIZZAK VL10A 165/80R14 97/95N LT — none of the fields) × 4, 組替・バランス工賃, 廃タイヤ処分料, ゴムバルブ交換; 出張作業料 and a シーズン保管料; 小計 / 消費税（10%）/ 今回ご請求金額 — total_amount; the お振込先 under the totals with its codes (三井住友銀行（0009）丸の内支店（123）), ｶ)… / ﾕ)… as printed",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main', items: 1 }),
  render(d, r) {
    const [stem] = setCompanyWithKana(d, r, TIRE_TRADES, [
      ['有限会社', 'ユ'],
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
    ]);
    netOrdinary(d);
    const issuer = r.chance(0.75) ? d.issuerName : spelled(d, r.pick(['paren', 'circled']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'half']));
    const bs = otherStem(r, stem);
    const buyer = r.pick([`${bs}商事株式会社`, `株式会社${bs}設備`, `${bs}食品株式会社`, `株式会社${bs}サービス`]);
    const [, town, area] = PLACES.find(([z]) => z === d.zip);
    const siteArea = areaOf(town);
    const site = { zip: d.zip, address: `${town}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`, tel: landlineOn(r, area) };
    // Tyres are changed in November–December (to winter) and March–April (back to summer).
    const y = d.issue[0];
    const m = r.pick([11, 12, 3, 4]);
    const winter = m >= 11;
    d.issue = r.chance(0.5) ? endOfMonth(y, m) : [y, m, r.int(10, 28)];
    d.due = r.chance(0.6) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 1), r.pick([10, 20, 25])];
    d.no = r.chance(0.5) ? `${String(y).slice(2)}${pad2(m)}${r.digits(3)}` : `T-${r.int(10000, 99999)}`;
    const workDay = [y, m, r.int(1, Math.max(1, d.issue[2] - 1))];
    const plateArea = r.pick([
      '多摩',
      '品川',
      '練馬',
      '横浜',
      '相模',
      '大宮',
      '所沢',
      '千葉',
      '名古屋',
      '大阪',
      '福岡',
      '札幌',
      '宮城',
      '京都',
      '神戸',
      '広島',
      '静岡',
      '群馬',
    ]);
    const nVeh = r.int(2, 4);
    const blocks = [];
    for (let k = 0; k < nVeh; k++) {
      const [car, sizes] = r.pick(FLEET);
      const size = r.pick(sizes);
      const brand = r.pick(TIRE_BRANDS[winter ? 'winter' : 'summer']);
      const small = size.endsWith('R12 80/78N LT');
      const lines = [
        [`${brand} ${size}`, 4, '本', Math.round(r.int(small ? 6000 : 9000, small ? 11000 : 24000) / 100) * 100],
        ['組替・バランス工賃', 4, '本', r.pick([1500, 2000, 2500, 3000])],
        ['廃タイヤ処分料', 4, '本', r.pick([300, 400, 500])],
        ['ゴムバルブ交換', 4, '個', r.pick([300, 400, 550])],
      ];
      if (r.chance(0.3)) lines.push(['ナット（交換）', r.int(1, 4), '個', 330]);
      blocks.push({
        plate: `${plateArea} ${r.pick(['400', '480', '500', '300', '800'])} ${r.pick(['す', 'せ', 'そ', 'ち', 'つ', 'て', 'と', 'の'])} ${r.int(1, 99)}-${pad2(r.int(0, 99))}`,
        car,
        km: r.int(8000, 180000),
        lines: lines.map(([n, q, u, p]) => ({ n, q, u, p, a: q * p })),
      });
    }
    const trip = r.pick([3000, 5000, 8000]);
    const store = r.chance(0.6) ? { q: nVeh, p: r.pick([8000, 10000, 12000]) } : null;
    const amount = blocks.reduce((a, b) => a + b.lines.reduce((x, l) => x + l.a, 0), 0) + trip + (store ? store.q * store.p : 0);
    d.items = [{ name: 'タイヤ交換', amount, rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = r.pick([DATE_FORMATS.slash, DATE_FORMATS.dot]);
    const showBankCode = !d.bank.main;
    const accent = r.pick(['#c8102e', '#0b4f8a', '#222']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 8.8px; color: #1c1c1c; line-height: 1.45; }
      .wrap { position: relative; height: 1123px; padding: 32px 36px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .co { width: 330px; line-height: 1.6; } .co .lg { font-size: 20px; font-weight: 900; font-style: italic; color: ${accent}; letter-spacing: .02em; } .co .n { font-size: 12px; font-weight: 700; }
      .ti { text-align: right; } .ti h1 { margin: 0; font-size: 22px; letter-spacing: .3em; } .ti .s { font-size: 10px; }
      .strip { display: flex; gap: 0; margin-top: 10px; border: 1px solid #333; } .strip div { padding: 3px 10px; border-right: 1px solid #333; } .strip div:last-child { border-right: none; } .strip .l { background: ${accent}; color: #fff; }
      .to { margin-top: 12px; display: flex; justify-content: space-between; } .to .n { font-size: 14px; font-weight: 700; border-bottom: 1px solid #333; } .site { width: 330px; border: 1px dashed #666; padding: 4px 10px; }
      .main { display: flex; gap: 14px; margin-top: 12px; align-items: flex-start; }
      table.t { flex: 1; font-size: 8.4px; } .t th { background: #333; color: #fff; padding: 3px; font-weight: 500; } .t td { border-bottom: 1px solid #ccc; padding: 2px 4px; }
      .t tr.v td { background: #f1f1f1; font-weight: 700; border-top: 1.5px solid #333; } .t td.c { text-align: center; }
      .side { width: 190px; } .side table { width: 100%; } .side td { border: 1px solid #333; padding: 3px 6px; } .side td.l { background: #eee; } .side tr.g td { font-weight: 700; font-size: 11px; }
      .bk { margin-top: 10px; border: 1px solid #333; padding: 5px 8px; line-height: 1.7; } .bk .h { background: ${accent}; color: #fff; margin: -5px -8px 4px; padding: 2px 8px; }
      .nt { margin-top: 12px; font-size: 8px; color: #444; line-height: 1.7; }`;
    const lineHtml = (l) =>
      `<tr><td>${l.n}</td><td class="num">${l.q}</td><td class="c">${l.u}</td><td class="num">${yen(l.p)}</td><td class="num">${yen(l.a)}</td></tr>`;
    const page = `<div class="wrap"><div class="top"><div class="co"><div class="lg">${stem} TIRE</div><div class="n">${issuer}</div>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}</div>
        <div class="ti"><h1>請求書</h1><div class="s">（作業明細）</div></div></div>
      <div class="strip"><div class="l">No.</div><div>${d.no}</div><div class="l">発行日</div><div>${fmt(d.issue)}</div><div class="l">作業日</div><div>${fmt(workDay)}</div><div class="l">お支払日</div><div>${fmt(d.due)}</div></div>
      <div class="to"><div><div class="n">${buyer}　御中</div><div style="margin-top:3px">総務部 車両ご担当　${r.pick(SURNAMES)[0]} 様</div></div>
        <div class="site"><b>作業場所</b>（出張作業）　${buyer} ${siteArea}営業所 駐車場<br>〒${site.zip}　${site.address}　TEL ${site.tel}</div></div>
      <div class="main"><table class="t"><tr><th>品名・作業内容</th><th style="width:34px">数量</th><th style="width:40px">単位</th><th style="width:56px">単価</th><th style="width:68px">金額</th></tr>
          ${blocks.map((b) => `<tr class="v"><td colspan="5">登録番号 ${b.plate}　／　${b.car}　／　走行距離 ${yen(b.km)}km　（${winter ? '夏→冬タイヤ' : '冬→夏タイヤ'}）</td></tr>${b.lines.map(lineHtml).join('')}`).join('')}
          <tr class="v"><td colspan="5">共通</td></tr>${lineHtml({ n: '出張作業料', q: 1, u: '回', p: trip, a: trip })}${store ? lineHtml({ n: `${winter ? '夏' : '冬'}タイヤ シーズン保管料`, q: store.q, u: 'セット', p: store.p, a: store.q * store.p }) : ''}</table>
        <div class="side"><table><tr><td class="l">小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="g"><td class="l">今回ご請求金額</td><td class="num">¥${yen(s.total)}</td></tr></table>
          <div class="bk"><div class="h">お振込先</div>${d.bank.name}（${d.bank.code}）<br>${d.branch.name}（${d.branch.code}）<br>${TYPE_LABEL[d.type]}　${d.account}<br>${holder}</div></div></div>
      <div class="nt">※ホイールナットは規定トルクにて締付済みです。100km程度走行後に増し締めをお願いいたします。<br>※お預かりタイヤは当社保管庫にて次シーズンまで保管いたします。<br>※振込手数料はお客様にてご負担ください。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total: s.total, showBankCode, showBranchCode: true } };
  },
});

// 226 — a 社会福祉法人's 就労継続支援B型事業所 bills a company for the month's 受託作業 done by its users: the 事業所's name set large
// with the 法人 (社会福祉法人…会) under it, its 〒 address, TEL, 登録番号 and 障害福祉サービス 事業所番号, the company 御中 at the left, a
// table of piece work at unit prices with decimals (袋詰め 3.5円 × 袋), each 金額 rounded down, the 運搬費, the totals, a note that the
// money goes to the users as 工賃, and the account at the foot: ゆうちょ 記号・番号 with the 店名 form for other banks, or a bank.
const FUKUSHI_SUFFIX = [
  ['会', 'カイ'],
  ['福祉会', 'フクシカイ'],
  ['の里', 'ノサト'],
  ['厚生会', 'コウセイカイ'],
];
const JUTAKU = [
  ['部品の袋詰め（ボルト・ナット5点セット）', '袋', 2000, 12000, [25, 30, 35, 40]],
  ['DM封入・封緘（A4三つ折り）', '通', 1000, 8000, [20, 25, 28, 30]],
  ['バーコードラベル貼り', '枚', 3000, 20000, [8, 10, 12, 15]],
  ['タオルたたみ・検品', '枚', 500, 3000, [40, 45, 50]],
  ['化粧箱の組立（箱折り）', '箱', 500, 4000, [50, 60, 75]],
  ['割り箸の袋入れ', '膳', 5000, 30000, [5, 6, 8]],
  ['チラシの折り（二つ折り）', '枚', 3000, 15000, [5, 8, 10]],
];
LAYOUTS.push({
  id: 'L226-shuro-b-jutaku',
  split: 'dev',
  title:
    "社会福祉法人's 就労継続支援B型事業所 bills a company for 受託作業: the 事業所's name large with the 法人 under it, its 障害福祉サービス 事業所番号, piece work at unit prices with decimals (3.5円 × 袋) rounded down per row, the 運搬費, a note on 工賃, and the account at the foot (ゆうちょ 記号・番号 with the 店名 form, or a bank)",
  exercises:
    "a 就労継続支援B型事業所 (ワークセンター… / …作業所, set large) run by a 社会福祉法人 (社会福祉法人…会 — the issuer_name, the 法人 registered and holding the account, not the 事業所, as L109) bills a company (…株式会社 御中, 購買部 / 総務部 … 様): its block under the 事業所's name (〒 address, TEL / FAX, 登録番号, 障害福祉サービス 事業所番号 ten digits — none of the fields); 請求日 and お振込期限 in 和暦 (令和8年1月31日) or 西暦; a table of 受託作業 (部品の袋詰め, DM封入・封緘, ラベル貼り, 箱折り) by 数量 × 単価 with decimals (3.5 円), each 金額 rounded down as printed, and 運搬費（引取・納品）; 小計 / 消費税（10%）/ ご請求金額 — total_amount; a note that the 作業代金 is paid to the users as 工賃; at the foot the account: a ゆうちょ 記号・番号 with the 店名 form for other banks beside it (〇一八店（ゼロイチハチ店）普通 1234567, converted as the header's ゆうちょ rules say), or a bank; its holder ﾌｸ)… as printed, with the 事業所's name after it sometimes",
  opts: (r, inst) => ({ rates: '10', bank: inst === 0 ? 'yucho' : inst === 1 ? 'other' : 'main', items: 1 }),
  render(d, r) {
    const [stem, stemKana] = r.pick(STEMS);
    const [suf, sufKana] = r.pick(FUKUSHI_SUFFIX);
    d.sole = false;
    d.corpBody = `${stem}${suf}`;
    d.form = '社会福祉法人';
    d.formBefore = true;
    d.issuerName = `社会福祉法人${stem}${suf}`;
    const [jigyo, jigyoKana] = r.pick([
      [`ワークセンター${stem}`, `ワークセンター${stemKana}`],
      [`${stem}作業所`, `${stemKana}サギョウショ`],
      [`就労支援センター ${stem}の家`, `シュウロウシエンセンター ${stemKana}ノイエ`],
      [`${stem}ワークス`, `${stemKana}ワークス`],
    ]);
    d.holderBase = `フク）${stemKana}${sufKana}`;
    if (r.chance(0.4)) d.holderBase += ` ${jigyoKana}`;
    netOrdinary(d);
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full']));
    const bs = otherStem(r, stem);
    const buyer = r.pick([
      `${bs}工業株式会社`,
      `株式会社${bs}商事`,
      `${bs}印刷株式会社`,
      `株式会社${bs}物産`,
      `${bs}食品株式会社`,
    ]);
    const dept = r.pick(['購買部', '総務部', '業務課', '製造部']);
    const jigyoNo = `${r.pick(['13', '27', '23', '40', '01', '04', '14', '26', '28', '34', '11', '12', '22', '10'])}${r.pick(['1', '3', '5'])}${r.digits(7)}`;
    const [y, m] = d.issue;
    d.issue = r.chance(0.6) ? endOfMonth(y, m) : [y, m, r.int(20, 28)];
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 2), r.pick([10, 15, 20])];
    d.no = r.chance(0.5) ? `B${String(y).slice(2)}${pad2(m)}-${pad2(r.int(1, 30))}` : `${y}${pad2(m)}${r.digits(2)}`;
    const rows = shuffle(r, JUTAKU)
      .slice(0, r.int(2, 4))
      .map(([name, unit, lo, hi, prices]) => {
        const qty = Math.round(r.int(lo, hi) / 10) * 10 + r.pick([0, 0, 5]);
        const p10 = r.pick(prices);
        return { name, unit, qty, p10, amount: Math.floor((qty * p10) / 10) };
      });
    const trips = r.int(1, 5);
    const tripPrice = r.pick([1500, 2000, 3000]);
    const amount = rows.reduce((a, x) => a + x.amount, 0) + trips * tripPrice;
    d.items = [{ name: '受託作業', amount, rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = r.pick([DATE_FORMATS.wareki, DATE_FORMATS.wareki, DATE_FORMATS.seireki]);
    const price = (p10) => (p10 % 10 ? `${Math.floor(p10 / 10)}.${p10 % 10}` : String(p10 / 10));
    const showBranchCode = !d.yucho && r.chance(0.4);
    let bankHtml;
    if (d.yucho) {
      const reading = digitsInKana(d.branch.code);
      bankHtml = `<table class="bk"><tr><th>ゆうちょ銀行からのお振込み</th><th>他の金融機関からのお振込み</th></tr><tr><td>ゆうちょ銀行<br>記号　${d.yucho.symbol}　番号　${d.yucho.number}</td><td>ゆうちょ銀行　${d.branch.name}（${reading}店）<br>店番 ${d.branch.code}　${TYPE_LABEL[d.type]}預金　${d.account}</td></tr><tr><td colspan="2">口座名義　${holder}</td></tr></table>`;
    } else {
      bankHtml = `<table class="bk"><tr><th colspan="2">お振込先</th></tr><tr><td>${d.bank.name}　${d.branch.name}${showBranchCode ? `（店番 ${d.branch.code}）` : ''}　${TYPE_LABEL[d.type]}　${d.account}</td><td>口座名義　${holder}</td></tr></table>`;
    }
    const green = r.pick(['#5a8f3c', '#3c7a8f', '#8f6a3c']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.4px; color: #2a2a2a; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 36px 50px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .to { width: 330px; margin-top: 70px; } .to .n { font-size: 14px; border-bottom: 1px solid #333; padding-bottom: 2px; }
      .co { width: 310px; line-height: 1.6; font-size: 8.9px; } .co .k { font-size: 9px; color: ${green}; } .co .j { font-size: 20px; font-weight: 700; color: ${green}; line-height: 1.25; } .co .h { font-size: 12px; font-weight: 700; margin-top: 2px; }
      h1 { text-align: center; font-size: 20px; letter-spacing: .6em; font-weight: 500; margin: 22px 0 0; }
      .meta { text-align: right; margin-top: 4px; }
      .tot { margin-top: 10px; display: flex; gap: 24px; align-items: baseline; background: ${green}14; padding: 8px 14px; } .tot .v { font-size: 19px; font-weight: 700; }
      table.t { width: 100%; margin-top: 12px; } .t th { background: ${green}; color: #fff; font-weight: 500; padding: 3px; } .t td { border-bottom: 1px solid #ccc; padding: 4px 6px; } .t td.c { text-align: center; }
      .sum { margin-left: auto; margin-top: 6px; } .sum td { padding: 2px 10px; border-bottom: 1px solid #ccc; } .sum tr.g td { font-weight: 700; font-size: 11px; border-bottom: 2px solid #333; }
      .note { margin-top: 14px; border: 1px solid ${green}; border-radius: 8px; padding: 8px 12px; font-size: 8.8px; line-height: 1.7; }
      table.bk { width: 100%; margin-top: 14px; font-size: 9px; } .bk th { background: #eee; border: 1px solid #999; padding: 3px; font-weight: 500; } .bk td { border: 1px solid #999; padding: 4px 8px; line-height: 1.7; }`;
    const page = `<div class="wrap"><div class="hd"><div class="to"><div class="n">${buyer}　御中</div><div style="margin-top:3px">${dept}　${r.pick(SURNAMES)[0]} 様</div></div>
        <div class="co"><div class="k">就労継続支援B型事業所</div><div class="j">${jigyo}</div><div class="h">${d.issuerName}</div>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}<br><span style="color:#666">障害福祉サービス 事業所番号 ${jigyoNo}</span></div></div>
      <h1>ご請求書</h1>
      <div class="meta">請求番号　${d.no}<br>請求日　${fmt(d.issue)}</div>
      <div>いつも利用者の仕事づくりにご協力をいただき、ありがとうございます。${m}月分の作業代金を下記のとおりご請求いたします。</div>
      <div class="tot"><span>ご請求金額</span><span class="v">¥${yen(s.total)}</span><span>お振込期限　${fmt(d.due)}</span></div>
      <table class="t"><tr><th>作業内容</th><th style="width:70px">数量</th><th style="width:36px">単位</th><th style="width:56px">単価（円）</th><th style="width:86px">金額（円）</th></tr>
        ${rows.map((x) => `<tr><td>${x.name}</td><td class="num">${yen(x.qty)}</td><td class="c">${x.unit}</td><td class="num">${price(x.p10)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}
        <tr><td>運搬費（引取・納品）</td><td class="num">${trips}</td><td class="c">回</td><td class="num">${yen(tripPrice)}</td><td class="num">${yen(trips * tripPrice)}</td></tr></table>
      <table class="sum"><tr><td>小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="g"><td>ご請求金額</td><td class="num">¥${yen(s.total)}</td></tr></table>
      <div style="font-size:8.4px;color:#555;text-align:right">※金額は各行で1円未満を切り捨てております。</div>
      <div class="note">作業代金は、必要経費を除き、作業に従事した利用者の皆さまへ工賃としてお支払いいたします。<br>次月の作業量の見込みがございましたら、サービス管理責任者（TEL ${d.tel}）までお知らせください。</div>
      ${bankHtml}</div>`;
    return { pages: [page], css, printed: { issuer: d.issuerName, holder, total: s.total, showBranchCode } };
  },
});
