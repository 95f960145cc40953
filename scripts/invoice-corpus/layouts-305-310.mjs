// Invoice corpus layouts L305–L310: each pushed onto core.mjs's LAYOUTS, in order.
import {
  DATE_FORMATS,
  GIVEN,
  HAN_STEMS,
  LAYOUTS,
  PLACES,
  SURNAMES,
  TYPE_LABEL,
  YAGO_WORDS,
  addDays,
  addMonths,
  digitsInKana,
  endOfMonth,
  hanko,
  holderPrinted,
  landlineOn,
  lotOf,
  mobile,
  nearby,
  netOrdinary,
  noNetBank,
  otherStem,
  pad2,
  placeOf,
  prefOf,
  reiwa,
  setCompany,
  spelled,
  toKata,
  waMatsu,
  weekday,
  yen,
} from './core.mjs';
import { addrHtml } from './layouts-035-040.mjs';
import { daiji } from './layouts-047-052.mjs';
import { cityOf } from './layouts-089-094.mjs';

// ---- 305–310: written blind as the forty-ninth round's fresh set.
// The expected values follow scripts/generate-invoice-corpus.mjs's header; where a layout prints something that could be read two
// ways, a comment marked "Decided:" says which way the expected value goes.

/** Places a site of the business could be at: its prefecture, else its 〒 region (the first digit), else anywhere else. */
const closeBy = (zip) => {
  const same = nearby(zip);
  if (prefOf(same[0][1]) === prefOf(placeOf(zip)[1])) return same;
  const region = PLACES.filter(([z]) => z !== zip && z[0] === zip[0]);
  return region.length ? region : same;
};
/** The weekday on or before a day (a job done on a working day). */
const workday = (day) => {
  let t = day;
  while ('土日'.includes(weekday(t))) t = addDays(t, -1);
  return t;
};
/** Someone else's 登録番号, check digit as 国税庁 computes it (Σ digit × 1 or 2 from the right, 9 − Σ mod 9). */
const thirdPartyReg = (r) => {
  const base = `${r.int(1, 9)}${r.digits(11)}`;
  const sum = [...base].reverse().reduce((a, c, i) => a + Number(c) * (i % 2 ? 2 : 1), 0);
  return `T${9 - (sum % 9)}${base}`;
};
/** A quantity with one decimal (㎡, m), kept in tenths: 865 → 86.5. */
const tenths = (q10) => (q10 / 10).toFixed(1);

// 305 — a 作業環境測定機関 (the firm a factory hires for the legally required six-monthly measurement of solvents, dust and
// specified chemicals at its workplaces) bills a manufacturer: the firm's block in a narrow tinted column at the RIGHT, set small
// (mark, name, 本社 〒 address over two lines, TEL / FAX, its 分析センター with its own 〒 address and TEL, the 作業環境測定機関
// 登録番号 第13-57号 under its 労働局, then the 適格請求書発行事業者登録番号 T…, and the お振込先 at the column's foot); the main
// column has 御請求書 with 請求日 / 請求書番号 / お支払期限, the buyer set LARGE (its name 御中, its 工場 and that factory's 〒 address
// and TEL — where the measurements were made), a ご請求金額 box, a 測定概要 grid (測定実施日, 単位作業場所, 作業環境測定士, 報告書番号),
// rows by 測定対象 (デザイン・サンプリング per 単位作業場所, 分析 per 試料, 騒音, 報告書作成, 出張費), 小計 / 消費税 / 合計.
const SOKUTEI_TRADES = [
  ['環境測定', 'カンキョウソクテイ'],
  ['環境分析センター', 'カンキョウブンセキセンター'],
  ['環境技研', 'カンキョウギケン'],
  ['環境衛生研究所', 'カンキョウエイセイケンキュウショ'],
  ['労働衛生サービス', 'ロウドウエイセイサービス'],
];
// The 都道府県労働局 a 作業環境測定機関 registers with, and its number (the first part of the 登録番号).
const LABOUR_BUREAUS = {
  北海道: '01',
  宮城県: '04',
  群馬県: '10',
  埼玉県: '11',
  千葉県: '12',
  東京都: '13',
  神奈川県: '14',
  静岡県: '22',
  愛知県: '23',
  京都府: '26',
  大阪府: '27',
  兵庫県: '28',
  広島県: '34',
  福岡県: '40',
};
// [測定対象, サンプリング 単価 lo, hi (100-yen steps), 分析 (label, 単価 lo, hi, per 試料?) or null]
const HAZARDS = [
  ['有機溶剤（トルエン・キシレン）', 180, 280, ['分析（ガスクロマトグラフ法・2物質）', 45, 70, true]],
  ['有機溶剤（酢酸エチル・イソプロピルアルコール）', 180, 280, ['分析（ガスクロマトグラフ法・2物質）', 45, 70, true]],
  ['粉じん（相対濃度指示方法）', 150, 250, ['質量濃度変換係数 併行測定・秤量', 120, 200, false]],
  ['特定化学物質（溶接ヒューム・マンガン）', 200, 300, ['分析（ICP発光分光分析法）', 80, 120, true]],
  ['特定化学物質（ホルムアルデヒド）', 200, 300, ['分析（高速液体クロマトグラフ法）', 60, 100, true]],
  ['騒音（等価騒音レベル）', 100, 180, null],
];
const WORKPLACES = [
  '塗装ブース',
  '第1研削作業場',
  '溶接ライン',
  '調合室',
  '洗浄工程',
  '組立場',
  '乾燥炉前',
  '検査室',
  '印刷機周辺',
  '接着工程',
];
LAYOUTS.push({
  id: 'L305-sagyou-kankyou-sokutei',
  split: 'fresh',
  title:
    "作業環境測定機関's 御請求書 to a manufacturer for a six-monthly 作業環境測定: the firm's block in a narrow tinted column at the RIGHT in small type (mark and name with a square seal, 本社 〒 address over two lines, TEL / FAX, its 分析センター with its own 〒 address and TEL, the 作業環境測定機関 登録番号 第13-57号, the 適格請求書発行事業者登録番号 T…, the お振込先 at the foot); the main column: 御請求書, 請求日 / 請求書番号 / お支払期限, the buyer set LARGE with its 工場's 〒 address and TEL, a ご請求金額 box, a 測定概要 grid (測定実施日, 単位作業場所, 作業環境測定士, 報告書番号), rows by 測定対象 (デザイン・サンプリング, 分析 per 試料, 騒音, 報告書作成, 出張費), 小計 / 消費税 / 合計",
  exercises:
    "a 作業環境測定機関 (株式会社…環境測定 / …環境分析センター㈱ / (株)…環境技研 / 株式会社…労働衛生サービス) bills a manufacturer (株式会社…製作所 / …工業株式会社 御中, set LARGE at the top left of the main column, with its …工場, that factory's 〒 address and TEL and 環境安全課 … 様 under it — none of the fields: the first company name on the page and the first 〒 address are the buyer's) for the measurements required by the 労働安全衛生法: the issuer's block is a narrow tinted column at the RIGHT set in small type — a mark and the name (issuer_name, ㈱ / (株) as printed, a square red seal over it), 本社 〒 and address over two lines (the building on the second: expected on one line, one space before the building, as L35) and TEL / FAX (issuer_postal_code, issuer_address, issuer_phone: the 本社's), then its 分析センター with its own 〒 address and TEL (none of the fields, as L178), then 作業環境測定機関（…労働局長登録）登録番号 第13-57号 (never the registration_number, though labelled 登録番号) and the 適格請求書発行事業者登録番号 T… (the registration_number), and at the column's foot the お振込先 (bank, branch with its 店番 sometimes — branch_code when printed —, a bank outside the eight with its 金融機関コード sometimes, 普通 / 当座, number, 口座名義 ｶ)…ｶﾝｷｮｳｿｸﾃｲ or full-width, as printed); the main column: 御請求書, 請求日 (2026/01/31, 2026年01月31日 or 2026.01.31 — issue_date), 請求書番号 (invoice_number), お支払期限 (due_date); a ご請求金額（税込）box (total_amount); a 測定概要 grid: 測定実施日 (a working day some weeks before — none of the dates), 測定場所 (the buyer's 工場), 単位作業場所 (塗装ブース, 溶接ライン …), 作業環境測定士 (第一種作業環境測定士 … 登録 第…号) and 測定結果報告書番号 (shaped like an invoice number — never the invoice_number); rows by 測定対象: デザイン・サンプリング … 単位作業場所 × @…, 分析 … 試料 × @… (A測定 5点 + B測定 1点 a place), 騒音, 測定結果報告書 作成, 出張費（機材運搬・交通費）; 小計 / 消費税（10%）/ 合計 — total_amount the 合計, the amount in the box",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 1 ? 'other' : 'main', checking: r.chance(0.25) }),
  render(d, r) {
    const stem = setCompany(d, r, SOKUTEI_TRADES, [['株式会社', 'カ']]);
    noNetBank(d, r);
    netOrdinary(d);
    const issuer = spelled(d, r.pick(['full', 'full', 'circled', 'paren']));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full']));
    const [, town, area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const pref = prefOf(town);
    const bureau = `${pref.replace(/[都府県]$/, '')}労働局長登録`;
    const license = `第${LABOUR_BUREAUS[pref]}-${r.int(2, 98)}号`;
    // The 分析センター, the firm's own lab, in the same prefecture or near it.
    const [lz, ltown, larea] = r.pick(closeBy(d.zip));
    const lab = { zip: lz, address: `${ltown}${lotOf(r)}`, tel: landlineOn(r, larea) };
    // The buyer and the factory measured: its own 〒 address and TEL, set large at the top.
    const bs = otherStem(r, stem);
    const buyer = r.pick([
      `株式会社${bs}製作所`,
      `${bs}工業株式会社`,
      `${bs}化成株式会社`,
      `株式会社${bs}精工`,
      `${bs}塗装工業株式会社`,
    ]);
    const [fz, ftown, farea] = r.pick(closeBy(d.zip));
    const factory = r.pick([`${cityOf(ftown).replace(/[市区町村]$/, '')}工場`, '本社工場', '第二工場']);
    const faddr = `〒${fz}　${ftown}${lotOf(r)}`;
    const ftel = landlineOn(r, farea);
    // The measurements: a few 測定対象, each at one to four 単位作業場所.
    const pool = [...WORKPLACES];
    const hazards = [...HAZARDS].sort(() => r.rng() - 0.5).slice(0, r.int(2, 4));
    const rows = [];
    const places = [];
    for (const [name, slo, shi, analysis] of hazards) {
      const n = r.int(1, 4);
      for (let i = 0; i < n && pool.length; i++) places.push(pool.splice(r.int(0, pool.length - 1), 1)[0]);
      const sampling = name.startsWith('騒音') ? '測定' : 'デザイン・サンプリング';
      rows.push({ name: `${name}　${sampling}`, qty: n, unit: '単位作業場所', price: r.int(slo, shi) * 100 });
      if (analysis) {
        const [label, alo, ahi, perSample] = analysis;
        rows.push({
          name: `　${label}`,
          qty: perSample ? n * 6 : n,
          unit: perSample ? '試料' : '単位作業場所',
          price: r.int(alo, ahi) * 100,
        });
      }
    }
    rows.push({ name: '作業環境測定結果報告書 作成', qty: 1, unit: '式', price: r.int(5, 15) * 1000 });
    rows.push({ name: '出張費（機材運搬・交通費）', qty: 1, unit: '式', price: r.int(8, 30) * 1000 });
    for (const x of rows) x.amount = x.qty * x.price;
    const sub = rows.reduce((a, x) => a + x.amount, 0);
    const tax = Math.floor(sub / 10);
    const total = sub + tax;
    const [y, m] = d.issue;
    const measured = workday(addDays(d.issue, -r.int(12, 35)));
    d.due = r.chance(0.6) ? endOfMonth(...addMonths([y, m], 1)) : addDays(d.issue, 30);
    const yy = String(y).slice(2);
    d.no = r.pick([() => `S${yy}${pad2(m)}-${r.digits(3)}`, () => `${y}-${r.digits(5)}`, () => `INV${yy}${r.digits(5)}`])();
    // Decided: the 測定結果報告書番号 in the 測定概要 is shaped like the 請求書番号 (the same year, the same length) and is none
    // of the fields; the 作業環境測定機関 登録番号 is never the registration_number, the T… under 適格請求書発行事業者登録番号 is.
    const report = r.pick([
      () => `${y}-${r.digits(5)}`,
      () => `R${yy}${pad2(measured[1])}-${r.digits(3)}`,
      () => `WEM-${r.digits(6)}`,
    ])();
    const officer = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const fmt = r.pick([DATE_FORMATS.slash, DATE_FORMATS.seirekiPad, DATE_FORMATS.dot]);
    const showBranchCode = r.chance(0.5);
    const showBankCode = !d.bank.main && r.chance(0.5);
    const rep = `${r.pick(SURNAMES)[0]}　${r.pick(GIVEN)[0]}`;
    const c = r.pick(['#14532d', '#1e3a5f', '#4b5563', '#5b2c06']);
    const tint = r.pick(['#eef5f0', '#eef2f7', '#f3f4f6', '#f7f1ea']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.2px; color: #222; line-height: 1.55; }
      .main { position: absolute; left: 40px; top: 36px; width: 496px; }
      .side { position: absolute; right: 0; top: 0; width: 232px; height: 1123px; background: ${tint}; border-left: 3px solid ${c}; padding: 40px 14px 0 16px; font-size: 7.8px; line-height: 1.6; color: #333; }
      .side .mk { display: inline-block; width: 22px; height: 22px; background: ${c}; color: #fff; font-weight: 700; text-align: center; line-height: 22px; font-size: 12px; border-radius: 3px; vertical-align: middle; }
      .side .n { position: relative; font-size: 11px; font-weight: 700; color: ${c}; margin: 4px 0 6px; }
      .side .h { font-weight: 700; color: ${c}; margin-top: 9px; border-bottom: 1px solid ${c}55; }
      .side .bk { margin-top: 16px; border: 1px solid ${c}; background: #fff; padding: 6px 8px; }
      h1 { margin: 0; font-size: 25px; letter-spacing: .4em; font-weight: 700; color: ${c}; }
      table.m { margin-top: 4px; } .m td { padding: 1px 14px 1px 0; } .m td.l { color: #666; }
      .to { margin-top: 16px; } .to .n { font-size: 21px; font-weight: 700; letter-spacing: .02em; } .to .p { font-size: 9px; color: #444; margin-top: 2px; line-height: 1.6; }
      .amt { margin-top: 14px; display: flex; border: 2px solid ${c}; width: 340px; } .amt .l { background: ${c}; color: #fff; padding: 6px 10px; font-size: 10px; }
      .amt .v { flex: 1; text-align: right; font-size: 20px; font-weight: 700; padding: 2px 12px; }
      table.g { width: 100%; margin-top: 14px; font-size: 8.6px; } .g td { border: 1px solid #aaa; padding: 2px 6px; } .g td.l { background: ${tint}; width: 84px; }
      table.t { width: 100%; margin-top: 12px; font-size: 8.6px; } .t th { background: ${c}; color: #fff; font-weight: 500; padding: 3px; }
      .t td { border-bottom: 1px solid #ccc; padding: 3px 5px; }
      table.s { width: 230px; margin: 6px 0 0 auto; } .s td { padding: 2px 8px; border-bottom: 1px solid #ccc; } .s tr.g td { border-bottom: 2px solid ${c}; font-weight: 700; font-size: 11px; }
      .nt { margin-top: 14px; font-size: 7.9px; color: #555; line-height: 1.7; }`;
    const bankLine = `${d.bank.name}${showBankCode ? `（${d.bank.code}）` : ''}<br>${d.branch.name}${showBranchCode ? `（店番 ${d.branch.code}）` : ''}<br>${TYPE_LABEL[d.type]}預金　${d.account}`;
    const seal = `${stem}${d.corpBody.slice(stem.length, stem.length + 2)}之印`;
    const page = `<div class="main"><h1>御請求書</h1>
        <table class="m"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td><td class="l">請求書番号</td><td>${d.no}</td></tr><tr><td class="l">お支払期限</td><td>${fmt(d.due)}</td><td></td><td></td></tr></table>
        <div class="to"><div class="n">${buyer}　御中</div><div class="p">${factory}　環境安全課　${r.pick(SURNAMES)[0]} 様<br>${faddr}　TEL ${ftel}</div></div>
        <div style="margin-top:10px">平素は格別のお引き立てを賜り、誠にありがとうございます。下記のとおり作業環境測定業務の費用をご請求申し上げます。</div>
        <div class="amt"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(total)}</div></div>
        <table class="g"><tr><td class="l">測定実施日</td><td>${fmt(measured)}（${weekday(measured)}）</td><td class="l">報告書番号</td><td>${report}</td></tr>
          <tr><td class="l">測定場所</td><td colspan="3">${buyer}　${factory}</td></tr>
          <tr><td class="l">単位作業場所</td><td colspan="3">${places.join('、')}（計${places.length}か所）</td></tr>
          <tr><td class="l">作業環境測定士</td><td colspan="3">第一種作業環境測定士　${officer}（登録 第${r.int(1, 9)}${r.digits(4)}号）</td></tr></table>
        <table class="t"><tr><th style="text-align:left">項目</th><th style="width:40px">数量</th><th style="width:70px">単位</th><th style="width:60px">単価</th><th style="width:74px">金額</th></tr>
          ${rows.map((x) => `<tr><td>${x.name}</td><td class="num">${x.qty}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
        <table class="s"><tr><td>小計</td><td class="num">${yen(sub)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(tax)}</td></tr><tr class="g"><td>合計</td><td class="num">¥${yen(total)}</td></tr></table>
        <div class="nt">※測定結果（管理区分の評価）は別送の作業環境測定結果報告書をご確認ください。次回測定は概ね6か月後を予定しております。<br>※お振込手数料は貴社にてご負担くださいますようお願いいたします。</div></div>
      <div class="side"><span class="mk">${stem.slice(0, 1)}</span>
        <div class="n">${issuer}${hanko(seal, `right:-4px;top:-8px;width:44px;height:44px;font-size:${seal.length > 7 ? 8 : 9.5}px;`)}</div>
        代表取締役　${rep}
        <div class="h">本社</div>〒${d.zip}<br>${addrHtml(d.address, true)}<br>TEL ${d.tel}<br>FAX ${d.fax}
        <div class="h">分析センター</div>〒${lab.zip}<br>${lab.address}<br>TEL ${lab.tel}
        <div class="h">作業環境測定機関</div>${bureau}<br>登録番号　${license}
        <div class="h">適格請求書発行事業者登録番号</div>${d.reg}
        <div class="bk"><b>お振込先</b><br>${bankLine}<br>口座名義<br>${holder}</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBankCode, showBranchCode } };
  },
});

// 306 — an イベント用品レンタル company bills an event organiser for a weekend festival's tents, tables, chairs, generators and the
// crew that put them up: ご請求書 and the company's brand mark at the top left, 請求日 / 請求書No. / お客様No. at the top right, the
// buyer 御中 with a 件名 box (イベント名, 開催日, 会場 with its own 〒 address, 搬入・設営日 and 撤去日), the ご請求金額 box; rows with
// 数量 × 日数 × 単価 (テント 2間×3間, 横幕, ウエイト, 長机, パイプ椅子, 発電機, 投光器 …), 設営・撤去作業費 by the 人工, 運搬費 by the
// truck; 小計 / 消費税 / 破損弁償金（不課税）/ 合計 and, when a ご予約金 was paid, ご予約金 △ and 差引ご請求額; the company itself only in
// a dark FOOTER BAND (name, 〒 address, TEL / FAX, 登録番号) beside its 物流センター (own 〒 address and TEL) and the 当日緊急連絡先 mobile.
const RENTAL_TRADES = [
  ['レンタル', 'レンタル'],
  ['イベントサービス', 'イベントサービス'],
  ['テント', 'テント'],
  ['イベントレンタル', 'イベントレンタル'],
  ['リース', 'リース'],
];
// [品名, 規格, 単位, 単価 lo, hi (10-yen steps), 数量 lo, hi]
const EVENT_GOODS = [
  ['テント', '2間×3間（3.6×5.4m）', '張', 1200, 1800, 2, 12],
  ['テント', '1.5間×2間（2.7×3.6m）', '張', 700, 1000, 1, 6],
  ['テント横幕（3方）', '2間×3間用', '張', 300, 500, 1, 6],
  ['テント用ウエイト', '20kg', '個', 30, 60, 8, 40],
  ['ワンタッチテント', '3.0×3.0m', '張', 600, 900, 2, 10],
  ['長机', '1800×450', '台', 50, 90, 10, 60],
  ['パイプ椅子', '折りたたみ', '脚', 10, 25, 30, 300],
  ['発電機', '2.8kVA（燃料込）', '台', 800, 1500, 1, 4],
  ['LED投光器', '三脚付', '台', 250, 450, 2, 10],
  ['簡易音響セット', 'SP2台・ワイヤレスマイク2本', '式', 2500, 4500, 1, 1],
  ['紅白幕', '5間（9m）', '張', 200, 350, 2, 8],
  ['コードリール', '30m', '個', 50, 100, 2, 10],
  ['ゴミステーション', '分別3種', '基', 300, 600, 1, 4],
];
const EVENT_KINDS = [
  '夏まつり',
  'ふれあいフェスタ',
  'マルシェ',
  '産業まつり',
  '秋まつり',
  'スポーツフェスティバル',
  '商店街 感謝祭',
];
const EVENT_VENUES = ['中央公園 多目的広場', '市民運動公園 芝生広場', '駅前広場', '総合体育館 駐車場', '河川敷 イベント広場'];
const DAMAGES = [
  ['パイプ椅子 脚部破損', '脚', 3500, 3],
  ['テント天幕 焼け焦げ（補修）', '張', 18000, 1],
  ['長机 天板破損', '台', 8000, 2],
  ['LED投光器 レンズ破損', '台', 12000, 1],
];
LAYOUTS.push({
  id: 'L306-event-rental',
  split: 'fresh',
  title:
    "イベント用品レンタル company's ご請求書 to an event organiser for a weekend festival: brand mark and ご請求書 top left, 請求日 / 請求書No. / お客様No. top right, the buyer 御中 with a 件名 box (イベント名, 開催日, 会場 and its 〒 address, 搬入・設営日, 撤去日), the ご請求金額 box; rows 数量 × 日数 × 単価 (テント, 横幕, ウエイト, 長机, パイプ椅子, 発電機, 投光器 …), 設営・撤去作業費 by the 人工, 運搬費 by the truck; 小計 / 消費税 / 破損弁償金（不課税）/ 合計 and ご予約金 △ / 差引ご請求額 sometimes; the company only in a dark FOOTER BAND (name, 〒 address, TEL / FAX, 登録番号) beside its 物流センター and a 当日緊急連絡先 mobile",
  exercises:
    "an event-rental company (株式会社…レンタル / ㈱…イベントサービス / 合同会社…テント / …リース株式会社) bills an event organiser (株式会社…企画 / …イベント株式会社 / …実行委員会 御中 — none of the fields) for a weekend festival: ご請求書 at the top left under a brand mark (the company's stem in a box — not the issuer_name), 請求日 (2026.02.06, 2026年02月06日 or 2026/02/06 — issue_date), 請求書No. (invoice_number) and お客様No. (none of the fields) at the top right; a 件名 box: the イベント名 (…ふれあいフェスタ2026), 開催日 (a Saturday, and the Sunday sometimes), 会場 (…公園 多目的広場, its own 〒 address), 搬入・設営日 and 撤去日 — none of the fields or dates; the ご請求金額 box (total_amount) and the お支払期限 (due_date); rows 品名 / 規格 / 数量 / 日数 / 単価 / 金額 (数量 × 日数 × 単価): テント 2間×3間, 横幕, テント用ウエイト, 長机, パイプ椅子, 発電機 2.8kVA, LED投光器, 簡易音響セット …; 設営・撤去作業費 … 人工 × @… and 運搬費（2t / 4t 車・往復）… 台 with no 日数; 小計（10%対象）, 消費税（10%）, 破損弁償金（不課税 — a broken chair or a scorched tent, compensation outside the 消費税; in the total, as L158) sometimes, 合計, and when a ご予約金 was paid (with its 入金日) ご予約金 △ and 差引ご請求額 — total_amount the 差引ご請求額, the amount left to pay (as a 前払金), else the 合計; the お振込先 (bank, branch, 普通 / 当座, number, 口座名義 ｶ)…ﾚﾝﾀﾙ as printed; a bank outside the eight with its コード sometimes); the company's own fields only in a dark FOOTER BAND: its name (issuer_name), 〒 address, TEL / FAX, 登録番号 — and beside them, in the same band, its 物流センター（貸出・返却窓口）with its own 〒 address and TEL and the 当日緊急連絡先 (the 担当's mobile): none of the fields (as L178)",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    const stem = setCompany(d, r, RENTAL_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
    ]);
    noNetBank(d, r);
    netOrdinary(d);
    const issuer = spelled(d, r.pick(['full', 'circled', 'circled', 'paren']));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const [, , area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const [cz, ctown, carea] = r.pick(closeBy(d.zip));
    const center = { zip: cz, address: `${ctown}${lotOf(r)}`, tel: landlineOn(r, carea) };
    const staff = r.pick(SURNAMES)[0];
    // The event: a Saturday (and Sunday) a week or two before the 請求日, in a town near the company.
    const [vz, vtown] = r.pick(closeBy(d.zip));
    const city = cityOf(vtown);
    const eventName = `${city.replace(/[市区町村]$/, '')}${r.pick(EVENT_KINDS)}${d.issue[0]}`;
    const venue = `${city}${r.pick(EVENT_VENUES)}`;
    const vaddr = `〒${vz}　${vtown}${lotOf(r)}`;
    let sat = addDays(d.issue, -r.int(6, 16));
    while (weekday(sat) !== '土') sat = addDays(sat, -1);
    const twoDays = r.chance(0.5);
    const last = twoDays ? addDays(sat, 1) : sat;
    const setup = addDays(sat, -1);
    const teardown = r.chance(0.5) ? last : addDays(last, 1);
    d.issue = addDays(teardown, r.int(3, 10));
    const [y, m] = d.issue;
    d.due = r.chance(0.6) ? endOfMonth(...addMonths([y, m], 1)) : addDays(d.issue, 30);
    d.no = r.pick([
      () => `${String(y).slice(2)}${pad2(m)}-${r.digits(4)}`,
      () => `R${r.digits(6)}`,
      () => `EV-${y}-${r.digits(4)}`,
    ])();
    const cust = `${r.int(1, 9)}${r.digits(4)}`;
    const bs = otherStem(r, stem);
    const buyer = r.pick([`株式会社${bs}企画`, `${bs}イベント株式会社`, `${eventName}実行委員会`, `株式会社${bs}プロモーション`]);
    // The goods, each for the event's days (the day of setting up too, sometimes).
    const days = (twoDays ? 2 : 1) + (r.chance(0.3) ? 1 : 0);
    const goods = [...EVENT_GOODS].sort(() => r.rng() - 0.5).slice(0, r.int(5, 9));
    const rows = goods.map(([name, spec, unit, lo, hi, qlo, qhi]) => {
      const qty = r.int(qlo, qhi);
      const price = lo >= 100 ? r.int(lo / 10, hi / 10) * 100 : r.int(lo, hi) * 10;
      return { name, spec, unit, qty, days, price, amount: qty * days * price };
    });
    const crew = 2 * r.int(2, 8);
    const crewPrice = r.pick([18000, 20000, 22000, 25000]);
    rows.push({
      name: '設営・撤去作業費',
      spec: `${crew / 2}名 × 2回`,
      unit: '人工',
      qty: crew,
      days: '',
      price: crewPrice,
      amount: crew * crewPrice,
    });
    const truck = r.pick(['2t車', '4t車']);
    const trucks = r.int(1, 3);
    const truckPrice = (truck === '2t車' ? r.int(15, 25) : r.int(25, 40)) * 1000;
    rows.push({
      name: `運搬費（${truck}・往復）`,
      spec: '',
      unit: '台',
      qty: trucks,
      days: '',
      price: truckPrice,
      amount: trucks * truckPrice,
    });
    const sub = rows.reduce((a, x) => a + x.amount, 0);
    const tax = Math.floor(sub / 10);
    const damage = r.chance(0.45) ? r.pick(DAMAGES) : null;
    const damageQty = damage ? r.int(1, damage[3]) : 0;
    const damageSum = damage ? damageQty * damage[2] : 0;
    const gross = sub + tax + damageSum;
    const deposit = r.chance(0.5) ? Math.min(r.pick([30000, 50000, 100000]), Math.floor(gross / 20000) * 10000) : 0;
    const paidOn = addDays(sat, -r.int(20, 50));
    // Decided: the 破損弁償金 is compensation outside the 消費税 and in the total; with a ご予約金 paid, total_amount is the 差引ご請求額
    // (the 合計 less it), the amount in the box; the 物流センター and the 当日緊急連絡先 in the footer band are none of the fields.
    const total = gross - deposit;
    const fmt = r.pick([DATE_FORMATS.dot, DATE_FORMATS.seirekiPad, DATE_FORMATS.slash]);
    const md = (t) => `${t[1]}月${t[2]}日（${weekday(t)}）`;
    const showBankCode = !d.bank.main && r.chance(0.5);
    const c = r.pick(['#0e4d64', '#7c2d12', '#1f2937', '#14532d']);
    const accent = r.pick(['#f59e0b', '#10b981', '#e11d48', '#0ea5e9']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.2px; color: #222; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 34px 44px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .brand { display: flex; align-items: center; gap: 8px; } .brand .mk { width: 34px; height: 34px; background: ${c}; color: #fff; font-weight: 900; font-size: 15px; display: flex; align-items: center; justify-content: center; border-bottom: 4px solid ${accent}; }
      .brand .w { font-size: 10px; font-weight: 700; color: ${c}; letter-spacing: .12em; }
      h1 { margin: 10px 0 0; font-size: 24px; letter-spacing: .3em; }
      table.m { font-size: 9px; } .m td { padding: 1px 0 1px 14px; } .m td.l { color: #666; }
      .to { margin-top: 12px; } .to .n { font-size: 15px; font-weight: 700; border-bottom: 1.5px solid #222; padding-right: 20px; }
      .box { display: flex; gap: 16px; margin-top: 12px; }
      table.k { flex: 1; font-size: 8.8px; } .k td { border: 1px solid #aaa; padding: 2px 6px; } .k td.l { background: #f3f4f6; width: 62px; }
      .amt { width: 240px; border: 2px solid ${c}; } .amt .l { background: ${c}; color: #fff; padding: 3px 10px; } .amt .v { font-size: 22px; font-weight: 700; text-align: right; padding: 4px 12px 0; } .amt .du { text-align: right; padding: 0 12px 5px; }
      table.t { width: 100%; margin-top: 14px; font-size: 8.7px; } .t th { background: #e5e7eb; border: 1px solid #9ca3af; font-weight: 500; padding: 3px; }
      .t td { border: 1px solid #d1d5db; padding: 3px 5px; } .t td.c { text-align: center; }
      .low { display: flex; justify-content: space-between; gap: 16px; margin-top: 10px; align-items: flex-start; }
      .pay { flex: 1; border: 1px dashed #6b7280; padding: 7px 12px; line-height: 1.8; } .pay b { color: ${c}; }
      table.s { width: 330px; font-size: 9.2px; } .s td { border: 1px solid #9ca3af; padding: 3px 8px; white-space: nowrap; } .s td.l { background: #f3f4f6; width: 200px; }
      .s tr.k td { color: #9b1c1c; } .s tr.g td { border: 2px solid ${c}; font-weight: 700; font-size: 11.5px; }
      .nt { margin-top: 12px; font-size: 8px; color: #555; line-height: 1.7; }
      .band { position: absolute; left: 0; right: 0; bottom: 0; height: 112px; background: ${c}; color: #f3f4f6; padding: 16px 44px; display: flex; justify-content: space-between; font-size: 8.6px; line-height: 1.7; }
      .band .n { font-size: 14px; font-weight: 700; color: #fff; } .band .o { width: 300px; border-left: 1px solid #ffffff66; padding-left: 14px; font-size: 8px; color: #d1d5db; }`;
    const rowHtml = (x) =>
      `<tr><td>${x.name}</td><td>${x.spec}</td><td class="num">${yen(x.qty)}</td><td class="c">${x.unit}</td><td class="c">${x.days === '' ? '―' : `${x.days}日`}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`;
    const page = `<div class="wrap"><div class="top"><div><div class="brand"><span class="mk">${stem.slice(0, 1)}</span><span class="w">EVENT RENTAL &amp; SUPPLY</span></div><h1>ご請求書</h1></div>
        <table class="m"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求書No.</td><td>${d.no}</td></tr><tr><td class="l">お客様No.</td><td>${cust}</td></tr></table></div>
      <div class="to"><span class="n">${buyer}　御中</span>　${buyer.endsWith('実行委員会') ? '事務局' : '営業部'}　${r.pick(SURNAMES)[0]} 様</div>
      <div style="margin-top:8px">このたびはご用命いただき誠にありがとうございました。下記のとおりご請求申し上げます。</div>
      <div class="box"><table class="k"><tr><td class="l">件名</td><td>${eventName}　備品レンタル・設営一式</td></tr>
          <tr><td class="l">開催日</td><td>${sat[0]}年${md(sat)}${twoDays ? `・${md(last)}` : ''}</td></tr>
          <tr><td class="l">会場</td><td>${venue}（${vaddr}）</td></tr>
          <tr><td class="l">搬入・設営</td><td>${md(setup)}　／　撤去　${md(teardown)}</td></tr></table>
        <div class="amt"><div class="l">ご請求金額</div><div class="v">¥${yen(total)}</div><div class="du">お支払期限　${fmt(d.due)}</div></div></div>
      <table class="t"><tr><th style="text-align:left">品名</th><th style="text-align:left">規格</th><th style="width:40px">数量</th><th style="width:30px">単位</th><th style="width:34px">日数</th><th style="width:56px">単価</th><th style="width:76px">金額</th></tr>
        ${rows.map(rowHtml).join('')}</table>
      <div class="low"><div class="pay"><b>お振込先</b><br>${d.bank.name}${showBankCode ? `（銀行コード ${d.bank.code}）` : ''}　${d.branch.name}<br>${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}<br><span style="font-size:8px">※振込手数料はお客様にてご負担ください。</span></div>
        <table class="s"><tr><td class="l">小計（10%対象）</td><td class="num">${yen(sub)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(tax)}</td></tr>
          ${damage ? `<tr><td class="l">破損弁償金（不課税）<br><span style="font-size:7.8px">${damage[0]} ${damageQty}${damage[1]} × ${yen(damage[2])}</span></td><td class="num">${yen(damageSum)}</td></tr>` : ''}
          ${deposit ? `<tr><td class="l">合計</td><td class="num">${yen(gross)}</td></tr><tr class="k"><td class="l">ご予約金（${fmt(paidOn)} ご入金済）</td><td class="num">△${yen(deposit)}</td></tr><tr class="g"><td>差引ご請求額</td><td class="num">¥${yen(total)}</td></tr>` : `<tr class="g"><td>合計</td><td class="num">¥${yen(total)}</td></tr>`}</table></div>
      <div class="nt">※レンタル品の破損・紛失は弁償金（不課税）として別途ご請求いたします。<br>※雨天等による日程変更は前日15時までにご連絡ください。</div>
      <div class="band"><div><span class="n">${issuer}</span><br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}</div>
        <div class="o">物流センター（貸出・返却窓口）<br>〒${center.zip}　${center.address}　TEL ${center.tel}<br>当日緊急連絡先（担当 ${staff}）${mobile(r)}</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBankCode } };
  },
});

// 307 — a 防水工事 contractor (a sole proprietor under his shop's name, or a small 有限会社) bills the 工務店 that ordered a roof or
// balcony waterproofing: 御 請 求 書 centred under a double rule; the contractor's letterhead at the LEFT (name large in serif, 代表 and
// his name with a square seal, 〒 address, TEL / FAX, 建設業許可 …知事許可（般-6）第…号, 登録番号) and the buyer 御中 at the RIGHT with 請求日
// and No. over it; the amount ONLY in words on a centred line (御請求金額 金壱百弐拾参萬四千五百円也, 但し … 工事代金として); a 工事概要
// (工事名, 工事場所 with its own 〒 address, 工期, 完工日); rows in ㎡ and m with one decimal (高圧洗浄, 下地調整, ウレタン塗膜防水 通気緩衝
// 工法, 立上り, 脱気筒, 改修用ドレン, トップコート, 廃材処分, 諸経費); 小計 / 出精値引 △ / 消費税 / 合計 in digits at the foot; a 保証 line
// (保証期間 ten years from the 完工日, 保証書No.) and the お振込先.
const BOUSUI_TRADES = [
  ['防水', 'ボウスイ'],
  ['防水工業', 'ボウスイコウギョウ'],
  ['建装', 'ケンソウ'],
  ['防水技研', 'ボウスイギケン'],
];
// [工法, 単価 lo, hi (100-yen steps), 脱気筒?, 保証年数]
const BOUSUI_KINDS = [
  ['ウレタン塗膜防水 通気緩衝工法（X-1）', 55, 75, true, 10],
  ['ウレタン塗膜防水 密着工法（X-2）', 40, 55, false, 5],
  ['塩ビシート防水 機械的固定工法', 65, 85, true, 10],
  ['FRP防水（2プライ）', 60, 90, false, 5],
];
const BOUSUI_SITES = ['屋上防水改修工事', 'バルコニー防水工事', '陸屋根防水改修工事', '外部廊下・階段 防水工事'];
LAYOUTS.push({
  id: 'L307-bousui-daiji',
  split: 'fresh',
  title:
    "防水工事 contractor's (sole proprietor with 屋号, or 有限会社 / 株式会社) 御請求書 to a 工務店: 御 請 求 書 centred under a double rule, the contractor's letterhead LEFT (name in serif, 代表 and name with a square seal, 〒 address, TEL / FAX, 建設業許可, 登録番号), the buyer 御中 RIGHT under 請求日 / No., the amount ONLY in words on a centred line (御請求金額 金…萬…円也, 但し … 工事代金として), a 工事概要 (工事名, 工事場所 with its 〒 address, 工期, 完工日), rows in ㎡ / m with one decimal, 小計 / 出精値引 △ / 消費税 / 合計 in digits at the foot, a 保証 line (保証期間, 保証書No.) and the お振込先; 和暦 dates",
  exercises:
    "a 防水工事 contractor — a sole proprietor under his shop's name (山田防水 / 山田防水工業 / ひなた防水: issuer_name the 屋号, as L22; 代表 山田 太郎 under it is not) or a company (有限会社…防水 / …建装株式会社) — bills a 工務店 or リフォーム company (株式会社…工務店 / …ハウス株式会社 御中, 工事部 … 様 — none of the fields) for a waterproofing job: 御 請 求 書 centred; the contractor's letterhead at the LEFT: the name large in serif, 代表 (代表取締役) and the name with a square red seal, 〒 address, TEL / FAX (the issuer's fields), 建設業許可 …県知事許可（般-6）第12345号 (none of the fields), 登録番号 T…; at the RIGHT 請求日 (令和8年1月31日 or R8.1.31 — issue_date) and No. (invoice_number) over the buyer; the amount is printed ONLY in words at the top — 御請求金額　金壱百弐拾参萬四千五百円也 (大字: 壱 弐 参 拾 萬, 壱 written before 拾/百/千) — total_amount as a number; 但し … 工事代金として; a 工事概要: 工事名 (…様邸 屋上防水改修工事, …ビル …), 工事場所 (〒 and address — the site, none of the fields), 工期 (令和…年…月…日～…), 完工日 — none of the dates; rows 名称 / 仕様 / 数量 / 単位 / 単価 / 金額 with ㎡ and m to one decimal (高圧洗浄, 下地調整, 既存防水層撤去, クラック補修, the 工法 (ウレタン塗膜防水 通気緩衝工法（X-1）, 塩ビシート防水, FRP防水), 立上り部, 脱気筒 設置, 改修用ドレン, トップコート, 笠木シーリング, 産業廃棄物処分費, 諸経費), each 金額 rounded down as printed; at the foot in digits 小計, 出精値引 △ (sometimes, taken off before the 消費税, as L180), 消費税（10%）, 合計 — the same number as the words, the only digits of the total; お支払期限 (a date, or 令和…年…月末日, that month's last day, as L59 — due_date); a 保証 line: 防水保証 10年 / 5年, 保証期間 令和…年…月…日～令和18年… and 保証書No. — none of the fields or dates; the お振込先: a bank (branch, 普通 / 当座, number) or a ゆうちょ 記号・番号 with its 店名 form sometimes (converting as the ゆうちょ rules above), 口座名義 ヤマダボウスイ ヤマダ タロウ / ﾕ)…ﾎﾞｳｽｲ as printed",
  opts: (r, inst) => ({ sole: inst !== 1, rates: '10', items: 1, bank: ['main', 'other', 'yucho'][inst] }),
  render(d, r) {
    let issuer;
    let stem;
    let rep;
    if (d.sole) {
      const [sn, gn] = d.person.split(' ');
      const [snk, gnk] = d.holderBase.split(' ');
      const w = r.pick(YAGO_WORDS.filter((x) => /^\p{Script=Hiragana}+$/u.test(x)));
      const [yago, kana] = r.pick([
        [`${sn}防水`, `${snk}ボウスイ`],
        [`${sn}防水`, `${snk}ボウスイ`],
        [`${sn}防水工業`, `${snk}ボウスイコウギョウ`],
        [`${w}防水`, `${toKata(w)}ボウスイ`],
      ]);
      d.yago = yago;
      d.issuerName = yago;
      d.holderBase = r.chance(0.6) ? `${kana} ${snk} ${gnk}` : `${snk} ${gnk}`;
      issuer = yago;
      stem = sn;
      rep = `代表　${sn}　${gn}`;
    } else {
      stem = setCompany(
        d,
        r,
        BOUSUI_TRADES,
        [
          ['有限会社', 'ユ'],
          ['有限会社', 'ユ'],
          ['株式会社', 'カ'],
        ],
        HAN_STEMS,
      );
      noNetBank(d, r);
      issuer = spelled(d, r.pick(['full', 'full', 'paren']));
      rep = `代表取締役　${r.pick(SURNAMES)[0]}　${r.pick(GIVEN)[0]}`;
    }
    netOrdinary(d);
    if (d.sole && !d.yucho) d.type = 2;
    const holder = holderPrinted(d, r.pick(d.sole ? ['full', 'full', 'half'] : ['half', 'half-big', 'full']));
    const [, town, area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const pref = prefOf(town);
    const permit = `${pref.replace(/[都府県]$/, '')}${pref === '北海道' ? '' : pref.slice(-1)}知事許可（般-${r.int(2, 7)}）第${r.int(1, 9)}${r.digits(4)}号`;
    const bs = otherStem(r, stem);
    const buyer = r.pick([`株式会社${bs}工務店`, `${bs}ハウス株式会社`, `${bs}リフォーム株式会社`, `株式会社${bs}住建`]);
    // The job and its site, near the contractor.
    const [sz, stown] = r.pick(closeBy(d.zip));
    const site = `〒${sz}　${stown}${lotOf(r)}`;
    const owner = r.pick(SURNAMES)[0];
    const siteName = r.pick([
      `${owner}様邸 ${r.pick(BOUSUI_SITES.slice(0, 3))}`,
      `${otherStem(r, stem)}ビル ${BOUSUI_SITES[0]}`,
      `ハイツ${r.pick(HAN_STEMS)[0]} ${BOUSUI_SITES[3]}`,
    ]);
    const [kind, klo, khi, vents, years] = r.pick(BOUSUI_KINDS);
    const a10 = r.int(250, 2200);
    const edge10 = Math.round(Math.sqrt(a10 / 10) * 40 * r.range(0.8, 1.2));
    const rows = [];
    const perM = (name, spec, q10, unit, lo, hi, step = 100) => {
      const price = r.int(lo / step, hi / step) * step;
      rows.push({ name, spec, qty: tenths(q10), unit, price, amount: Math.floor((q10 * price) / 10) });
    };
    const each = (name, spec, qty, unit, lo, hi, step = 1000) => {
      const price = r.int(lo / step, hi / step) * step;
      rows.push({ name, spec, qty: String(qty), unit, price, amount: qty * price });
    };
    perM('高圧洗浄', '', a10, '㎡', 200, 400, 10);
    perM('下地調整', 'ケレン・清掃・プライマー', a10, '㎡', 500, 900, 10);
    if (r.chance(0.4)) perM('既存防水層 撤去', '', a10, '㎡', 1500, 2800);
    if (r.chance(0.6)) each('クラック補修', 'Uカット・シーリング充填', r.int(5, 40), 'm', 1500, 2500, 100);
    perM(kind.split('（')[0], kind.includes('（') ? kind.split('（')[1].replace('）', '') : '', a10, '㎡', klo * 100, khi * 100);
    perM('立上り部', 'W300', edge10, 'm', 2500, 4000);
    if (vents) each('脱気筒 設置', 'ステンレス製', Math.max(1, Math.ceil(a10 / 500)), '箇所', 15000, 25000);
    each('改修用ドレン 設置', '', r.int(1, 4), '箇所', 15000, 28000);
    if (kind.startsWith('ウレタン') && r.chance(0.7)) perM('トップコート', '遮熱タイプ', a10, '㎡', 800, 1500, 10);
    if (r.chance(0.4)) perM('笠木 シーリング打替え', '', Math.round(edge10 * 0.8), 'm', 1200, 2000);
    each('産業廃棄物 処分費', '', 1, '式', 20000, 60000);
    const base = rows.reduce((a, x) => a + x.amount, 0);
    each('諸経費', '', 1, '式', Math.max(10, Math.round(base / 25000)) * 1000, Math.max(12, Math.round(base / 12500)) * 1000);
    const sub = rows.reduce((a, x) => a + x.amount, 0);
    const cut = r.chance(0.55) ? (sub % 10000) + r.pick([0, 0, 10000, 20000]) : 0;
    const net = sub - cut;
    const tax = Math.floor(net / 10);
    // Decided: the total is printed in digits only as the 合計 at the foot; the words at the top are the same amount, total_amount.
    const total = net + tax;
    const [y, m] = d.issue;
    const done = workday(addDays(d.issue, -r.int(2, 12)));
    const start = workday(addDays(done, -r.int(4, 14)));
    d.due = r.chance(0.6) ? endOfMonth(...addMonths([y, m], 1)) : addDays(d.issue, 30);
    const dueEnd = d.due[2] === endOfMonth(d.due[0], d.due[1])[2] && r.chance(0.6);
    d.no = r.pick([
      () => `${reiwa(y)}-${r.digits(3)}`,
      () => String(r.int(1000, 9999)),
      () => `B${String(y).slice(2)}${pad2(m)}${r.digits(2)}`,
    ])();
    const warrantyTo = addDays([done[0] + years, done[1], done[2]], -1);
    const warrantyNo = `${r.pick(['B', 'W', 'H'])}${String(done[0]).slice(2)}-${r.digits(4)}`;
    const fmt = r.pick([DATE_FORMATS.wareki, DATE_FORMATS.wareki, DATE_FORMATS.warekiShort]);
    const hyaku = r.chance(0.5);
    const words = daiji(total).replace(/百/g, hyaku ? '百' : '佰');
    let bankHtml;
    if (d.yucho) {
      const shop = r.chance(0.6)
        ? `<br>（他行から）${d.branch.name}（${digitsInKana(d.branch.code)}店）　普通　${d.account}`
        : '';
      bankHtml = `ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}${shop}`;
    } else bankHtml = `${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}`;
    const ink = r.pick(['#1f1f1f', '#1c2430', '#2b2118']);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 9.4px; color: ${ink}; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 40px 50px 0; }
      h1 { margin: 0; text-align: center; font-size: 26px; letter-spacing: .7em; font-weight: 700; margin-right: -.7em; }
      .dbl { border-top: 3px double ${ink}; margin-top: 6px; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 14px; }
      .me { position: relative; width: 360px; line-height: 1.7; font-size: 9px; } .me .n { font-size: 19px; font-weight: 700; letter-spacing: .08em; } .me .rp { font-size: 10.5px; margin: 2px 0 4px; }
      .rt { width: 290px; text-align: right; } .rt table { margin-left: auto; } .rt td { padding: 1px 0 1px 12px; text-align: left; }
      .rt .n { margin-top: 18px; font-size: 15px; font-weight: 700; border-bottom: 1px solid ${ink}; display: inline-block; padding-left: 20px; } .rt .p { margin-top: 2px; }
      .amt { margin: 20px auto 0; width: 560px; text-align: center; border-top: 1.5px solid ${ink}; border-bottom: 1.5px solid ${ink}; padding: 8px 0 6px; }
      .amt .v { font-size: 20px; font-weight: 700; letter-spacing: .06em; } .amt .l { font-size: 12px; margin-right: 18px; } .amt .tg { font-size: 9.6px; margin-top: 2px; }
      table.g { width: 100%; margin-top: 14px; font-size: 9px; } .g td { border: 1px solid #888; padding: 2px 8px; } .g td.l { width: 72px; background: #f3f1ec; text-align: center; }
      table.t { width: 100%; margin-top: 10px; font-size: 8.9px; } .t th { border: 1px solid #666; background: #f3f1ec; font-weight: 500; padding: 3px; } .t td { border: 1px solid #999; padding: 2.5px 6px; }
      .foot { display: flex; justify-content: space-between; gap: 18px; margin-top: 10px; align-items: flex-start; }
      .pay { flex: 1; border: 1px solid #888; padding: 7px 12px; line-height: 1.85; font-size: 9px; }
      table.s { width: 250px; font-size: 9.4px; } .s td { border: 1px solid #888; padding: 3px 8px; } .s td.l { background: #f3f1ec; } .s tr.k td { color: #8a1c1c; } .s tr.g td { border: 2px solid ${ink}; font-weight: 700; }
      .wr { margin-top: 10px; border: 1px dashed #888; padding: 5px 12px; font-size: 8.8px; }
      .nt { margin-top: 8px; font-size: 8px; color: #555; }`;
    const page = `<div class="wrap"><h1>御請求書</h1><div class="dbl"></div>
      <div class="hd"><div class="me"><div class="n">${issuer}</div><div class="rp">${rep}</div>
          ${hanko(`${stem}${d.sole ? '' : d.corpBody.slice(stem.length, stem.length + 2)}之印`, 'left:260px;top:2px;width:46px;height:46px;font-size:11px;')}
          〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>建設業許可　${permit}<br>登録番号　${d.reg}</div>
        <div class="rt"><table><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>No.</td><td>${d.no}</td></tr></table>
          <div class="n">${buyer}　御中</div><div class="p">工事部　${r.pick(SURNAMES)[0]} 様</div></div></div>
      <div class="amt"><span class="l">御請求金額</span><span class="v">金${words}円也</span><div class="tg">但し　${siteName}　工事代金として</div></div>
      <div style="margin-top:10px">毎々格別のお引き立てを賜り厚く御礼申し上げます。下記工事が完了いたしましたので、ご請求申し上げます。</div>
      <table class="g"><tr><td class="l">工事名</td><td colspan="3">${siteName}</td></tr><tr><td class="l">工事場所</td><td colspan="3">${site}</td></tr>
        <tr><td class="l">工期</td><td>${fmt(start)} ～ ${fmt(done)}</td><td class="l">完工日</td><td>${fmt(done)}</td></tr></table>
      <table class="t"><tr><th style="text-align:left">名称</th><th style="text-align:left">仕様</th><th style="width:50px">数量</th><th style="width:34px">単位</th><th style="width:60px">単価</th><th style="width:80px">金額</th></tr>
        ${rows.map((x) => `<tr><td>${x.name}</td><td>${x.spec}</td><td class="num">${x.qty}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <div class="foot"><div class="pay"><b>お振込先</b><br>${bankHtml}<br>口座名義　${holder}<br>お支払期限　${dueEnd ? waMatsu(d.due) : fmt(d.due)}</div>
        <table class="s"><tr><td class="l">小計</td><td class="num">${yen(sub)}</td></tr>${cut ? `<tr class="k"><td class="l">出精値引</td><td class="num">△${yen(cut)}</td></tr>` : ''}
          <tr><td class="l">消費税（10%）</td><td class="num">${yen(tax)}</td></tr><tr class="g"><td>合計</td><td class="num">${yen(total)}</td></tr></table></div>
      <div class="wr">防水保証　${years}年　保証期間 ${fmt(done)} ～ ${fmt(warrantyTo)}　保証書No. ${warrantyNo}（保証書は別途お施主様へお渡しください）</div>
      <div class="nt">※振込手数料は貴社にてご負担願います。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 308 — an オリジナルTシャツ print shop (a sole proprietor's 工房, or a 合同会社) sends a 納品書 兼 請求書 with the shirts it printed
// for a company's event: the title and the buyer 御中 at the top left, the shop's block at the top right under a round mark; a meta
// strip (発行日, 伝票番号, WEB ご注文番号, 受注日, 発送日, 送り状番号 of the carrier); the ご請求金額 box; rows ボディ by size group (S〜L,
// XL, XXL), プリント代 front / back / sleeve by the colour, 版代 by the 版, 袋詰め, 送料; 小計 / 消費税 / 合計; the お振込先 as a QR-style
// box ("read with your bank's app") with the account in text beside it.
const PRINT_TRADES = [
  ['プリント', 'プリント'],
  ['シルクスクリーン', 'シルクスクリーン'],
  ['ウエア', 'ウエア'],
  ['オリジナルウェア', 'オリジナルウエア'],
];
// [ボディ, カラー, 単価 S〜L lo, hi (10-yen steps)]
const BODIES = [
  ['5.6oz ヘビーウェイトTシャツ', 'ホワイト', 45, 56],
  ['5.6oz ヘビーウェイトTシャツ', 'ネイビー', 58, 70],
  ['4.4oz ドライTシャツ', 'ホワイト', 44, 52],
  ['4.4oz ドライTシャツ', 'ブラック', 52, 62],
  ['10.0oz スウェットパーカー', 'グレー', 210, 260],
  ['ドライポロシャツ', 'ネイビー', 130, 160],
];
const SHIRT_USES = ['スタッフTシャツ', 'チームTシャツ', 'ユニフォーム', 'ブースTシャツ', '記念Tシャツ'];
const SHIRT_EVENTS = ['創業周年記念', '社内運動会', '夏季展示会', 'チャリティーラン', '地域清掃活動', '新店オープン'];
/** A picture of a QR code (finder squares and random modules) as an SVG: it shows a code, it does not hold one. */
const qrPicture = (r, size, n = 25) => {
  const finder = (x, y) =>
    `<rect x="${x}" y="${y}" width="7" height="7"/><rect x="${x + 1}" y="${y + 1}" width="5" height="5" fill="#fff"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3"/>`;
  const cells = [];
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      const corner = (x < 8 && y < 8) || (x >= n - 8 && y < 8) || (x < 8 && y >= n - 8);
      if (!corner && r.chance(0.48)) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
    }
  return `<svg width="${size}" height="${size}" viewBox="-2 -2 ${n + 4} ${n + 4}" shape-rendering="crispEdges"><rect x="-2" y="-2" width="${n + 4}" height="${n + 4}" fill="#fff"/><g fill="#111">${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}${cells.join('')}</g></svg>`;
};
LAYOUTS.push({
  id: 'L308-tshirt-print-qr',
  split: 'fresh',
  title:
    "オリジナルTシャツ print shop's (sole proprietor's 工房 with 屋号, or 合同会社 / 株式会社) 納品書 兼 請求書 for a company's event shirts: title and buyer 御中 top left, the shop's block under a round mark top right, a meta strip (発行日, 伝票番号, WEB ご注文番号, 受注日, 発送日, 送り状番号), the ご請求金額 box, rows ボディ by size group (S〜L, XL, XXL), プリント代 front / back / sleeve by the colour, 版代 by the 版, 袋詰め, 送料; 小計 / 消費税 / 合計; the お振込先 as a QR-style box (銀行アプリで読み取り) with the account in text beside it",
  exercises:
    "a T-shirt print shop — a sole proprietor's 工房 (プリント工房 そら / ひなたプリント / 山田プリント: issuer_name the 屋号, its full-width space an ASCII one as NFKC gives it, as L237; the owner's name under it is not) or a company (合同会社…プリント / …シルクスクリーン株式会社) — bills a company (株式会社…商事 / …物産株式会社 御中, 総務部 … 様 — none of the fields) for printed shirts: 納品書 兼 請求書 and the buyer at the top left; the shop's block at the top right under a round mark: name, 〒 address, TEL (a mobile sometimes, the only number printed — issuer_phone), e-mail, 登録番号; a meta strip: 発行日 (2026年1月12日 or 2026-01-12 — issue_date), 伝票番号 (invoice_number), WEB ご注文番号 (WEB260102-1234, shaped like an invoice number — none of the fields), 受注日 and 発送日 (none of the dates: issue_date is the 発行日, as L195), 送り状番号（ヤマト運輸）1234-5678-9012 (none of the fields); the ご請求金額（税込）box with the お支払期限 (due_date); 件名 (…記念 スタッフTシャツ); rows: ボディ (5.6oz ヘビーウェイトTシャツ ネイビー) S〜L / XL / XXL with the sizes' counts, プリント代（前面・3色）, （背面・1色）, 袖プリント, 版代（シルクスクリーン版）… 版 × @…, 個別袋詰め, デザイン調整, 送料（… 箱）— all 10%; 小計 / 消費税（10%）/ 合計 (total_amount, the amount in the box); the お振込先 as a QR-style box (a picture of a code, 銀行アプリで読み取るとお振込先が入力されます) with the account in text beside it: bank (楽天銀行, PayPay銀行 … — a main bank's code even when not printed), branch (ジャズ支店, ビジネス営業部 …), 普通, number, 口座名義 (プリントコウボウソラ ヤマダ タロウ / ﾄﾞ)…ﾌﾟﾘﾝﾄ as printed)",
  opts: (r, inst) => ({ sole: inst === 0, rates: '10', items: 1, bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    let issuer;
    let stem;
    let person = '';
    if (d.sole) {
      const [sn, gn] = d.person.split(' ');
      const [snk, gnk] = d.holderBase.split(' ');
      const w = r.pick(YAGO_WORDS);
      const [yago, kana] = r.pick([
        [`プリント工房　${w}`, `プリントコウボウ${toKata(w)}`],
        [`Tシャツ工房　${w}`, `ティーシャツコウボウ${toKata(w)}`],
        [`${w}プリント`, `${toKata(w)}プリント`],
        [`${sn}プリント`, `${snk}プリント`],
      ]);
      d.yago = yago;
      d.issuerName = yago;
      d.holderBase = r.chance(0.65) ? `${kana} ${snk} ${gnk}` : `${snk} ${gnk}`;
      issuer = yago;
      stem = sn;
      person = `代表　${sn} ${gn}`;
    } else {
      stem = setCompany(d, r, PRINT_TRADES, [
        ['合同会社', 'ド'],
        ['合同会社', 'ド'],
        ['株式会社', 'カ'],
      ]);
      issuer = spelled(d, r.pick(['full', 'full', 'circled']));
    }
    netOrdinary(d);
    if (d.sole) d.type = 2;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full']));
    const [, , area] = placeOf(d.zip);
    d.tel = d.sole && r.chance(0.5) ? mobile(r) : landlineOn(r, area);
    const mail = `${r.pick(['info', 'order', 'print', 'hello'])}@${r.pick(['tshirt', 'print', 'wear', 'silk'])}-${r.int(10, 99)}.jp`;
    const bs = otherStem(r, stem);
    const buyer = r.pick([
      `株式会社${bs}商事`,
      `${bs}物産株式会社`,
      `株式会社${bs}システムズ`,
      `${bs}不動産株式会社`,
      `株式会社${bs}フーズ`,
    ]);
    // The order: placed on the web some days before it shipped; the 発行日 on or a few days after the 発送日.
    const ship = addDays(d.issue, -r.int(0, 3));
    const ordered = addDays(ship, -r.int(8, 18));
    const [y, m] = d.issue;
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([y, m], 1)) : addDays(d.issue, r.pick([14, 30]));
    const yy = String(y).slice(2);
    d.no = r.pick([() => String(r.int(10000, 99999)), () => `D-${r.digits(5)}`, () => `${yy}${pad2(m)}${r.digits(3)}`])();
    // Decided: the WEB ご注文番号 and the 送り状番号 are none of the fields (invoice_number is the 伝票番号), issue_date the 発行日.
    const orderNo = `WEB${String(ordered[0]).slice(2)}${pad2(ordered[1])}${pad2(ordered[2])}-${r.digits(4)}`;
    const tracking = `${r.digits(4)}-${r.digits(4)}-${r.digits(4)}`;
    const [body, colour, blo, bhi] = r.pick(BODIES);
    const sizes = { S: r.int(0, 10), M: r.int(5, 40), L: r.int(5, 40), XL: r.int(0, 20), XXL: r.chance(0.5) ? r.int(1, 6) : 0 };
    const base = r.int(blo, bhi) * 10;
    const rows = [];
    const sl = sizes.S + sizes.M + sizes.L;
    rows.push({ name: `${body}（${colour}）`, spec: `S〜L（S${sizes.S}・M${sizes.M}・L${sizes.L}）`, qty: sl, price: base });
    if (sizes.XL) rows.push({ name: '〃', spec: 'XL', qty: sizes.XL, price: base + 100 });
    if (sizes.XXL) rows.push({ name: '〃', spec: 'XXL', qty: sizes.XXL, price: base + 200 });
    const n = sl + sizes.XL + sizes.XXL;
    const perColour = n < 30 ? 200 : n < 60 ? 150 : n < 120 ? 110 : 80;
    const front = r.int(1, 4);
    rows.push({ name: `プリント代（前面・${front}色）`, spec: 'シルクスクリーン', qty: n, price: perColour * front + 50 });
    let plates = front;
    if (r.chance(0.6)) {
      const back = r.int(1, 2);
      plates += back;
      rows.push({ name: `プリント代（背面・${back}色）`, spec: 'シルクスクリーン', qty: n, price: perColour * back + 50 });
    }
    if (r.chance(0.3)) {
      plates += 1;
      rows.push({ name: '袖プリント（左袖・1色）', spec: '', qty: n, price: perColour + 50 });
    }
    rows.push({ name: '版代（シルクスクリーン版）', spec: `${plates}版`, qty: plates, price: r.int(8, 12) * 500 });
    if (r.chance(0.25)) rows.push({ name: 'デザイン調整（データ修正）', spec: '', qty: 1, price: r.pick([3000, 5000]) });
    if (r.chance(0.4)) rows.push({ name: '個別袋詰め', spec: 'OPP袋', qty: n, price: r.pick([30, 40, 50]) });
    const boxes = Math.ceil(n / 60);
    rows.push({ name: `送料（${boxes}箱）`, spec: 'ヤマト運輸', qty: boxes, price: r.pick([1100, 1300, 1600]) });
    for (const x of rows) x.amount = x.qty * x.price;
    const sub = rows.reduce((a, x) => a + x.amount, 0);
    const tax = Math.floor(sub / 10);
    const total = sub + tax;
    const subject = `${r.pick(SHIRT_EVENTS).replace('周年', `${r.int(5, 60)}周年`)} ${r.pick(SHIRT_USES)}`;
    const fmt = r.pick([DATE_FORMATS.seireki, DATE_FORMATS.seireki, DATE_FORMATS.hyphen]);
    const c = r.pick(['#0f766e', '#b45309', '#7c3aed', '#be123c', '#1d4ed8']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.3px; color: #222; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 38px 46px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { margin: 0; font-size: 21px; letter-spacing: .15em; font-weight: 700; } h1 span { font-size: 15px; color: #666; margin: 0 6px; }
      .to { margin-top: 16px; } .to .n { font-size: 15px; font-weight: 700; border-bottom: 1.5px solid #222; padding-right: 20px; display: inline-block; }
      .me { width: 270px; line-height: 1.65; font-size: 8.9px; } .me .lg { display: flex; align-items: center; gap: 8px; margin-bottom: 4px; }
      .me .mk { width: 34px; height: 34px; border-radius: 50%; background: ${c}; color: #fff; font-weight: 700; font-size: 15px; display: flex; align-items: center; justify-content: center; }
      .me .n { font-size: 13.5px; font-weight: 700; }
      table.meta { width: 100%; margin-top: 16px; font-size: 8.6px; } .meta td { border: 1px solid #ccc; padding: 2px 6px; } .meta td.l { background: #f4f4f5; color: #555; width: 62px; }
      .mid { display: flex; justify-content: space-between; align-items: flex-end; margin-top: 14px; }
      .amt { border: 2px solid ${c}; display: flex; width: 330px; } .amt .l { background: ${c}; color: #fff; padding: 6px 10px; } .amt .v { flex: 1; text-align: right; font-size: 20px; font-weight: 700; padding: 2px 12px; }
      table.t { width: 100%; margin-top: 10px; font-size: 8.8px; } .t th { border-bottom: 2px solid ${c}; font-weight: 500; padding: 4px; text-align: left; } .t td { border-bottom: 1px solid #e4e4e7; padding: 4px 6px; }
      table.s { width: 250px; margin: 6px 0 0 auto; } .s td { padding: 2px 8px; } .s tr.g td { border-top: 2px solid ${c}; font-weight: 700; font-size: 12px; }
      .pay { display: flex; gap: 14px; margin-top: 18px; border: 1.5px solid ${c}; padding: 10px 12px; align-items: center; width: 470px; }
      .pay .cap { font-size: 7.8px; color: #555; text-align: center; margin-top: 2px; } .pay .tx { line-height: 1.8; } .pay .h { font-weight: 700; color: ${c}; }
      .nt { margin-top: 12px; font-size: 8px; color: #555; line-height: 1.7; }`;
    const page = `<div class="wrap"><div class="top"><div><h1>納品書<span>兼</span>請求書</h1>
          <div class="to"><span class="n">${buyer}　御中</span><br>${r.pick(['総務部', '人事部', '営業企画部'])}　${r.pick(SURNAMES)[0]} 様</div></div>
        <div class="me"><div class="lg"><span class="mk">${issuer.replace(/^(合同会社|株式会社|Tシャツ工房|プリント工房)　?/, '').slice(0, 1)}</span><span class="n">${issuer}</span></div>${person ? `${person}<br>` : ''}〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}<br>${mail}<br>登録番号　${d.reg}</div></div>
      <table class="meta"><tr><td class="l">発行日</td><td>${fmt(d.issue)}</td><td class="l">伝票番号</td><td>${d.no}</td><td class="l">ご注文番号</td><td>${orderNo}</td></tr>
        <tr><td class="l">受注日</td><td>${fmt(ordered)}</td><td class="l">発送日</td><td>${fmt(ship)}</td><td class="l">送り状番号</td><td>${tracking}（ヤマト運輸）</td></tr></table>
      <div class="mid"><div>件名：${subject}<br>下記のとおり納品し、ご請求申し上げます。</div><div class="amt"><div class="l">ご請求金額<br>（税込）</div><div class="v">¥${yen(total)}</div></div></div>
      <table class="t"><tr><th>品名</th><th>サイズ・仕様</th><th style="width:50px;text-align:right">数量</th><th style="width:60px;text-align:right">単価</th><th style="width:80px;text-align:right">金額</th></tr>
        ${rows.map((x) => `<tr><td>${x.name}</td><td>${x.spec}</td><td class="num">${yen(x.qty)}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <table class="s"><tr><td>小計</td><td class="num">${yen(sub)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(tax)}</td></tr><tr class="g"><td>合計</td><td class="num">¥${yen(total)}</td></tr></table>
      <div class="pay"><div>${qrPicture(r, 92)}<div class="cap">お振込用QR</div></div>
        <div class="tx"><span class="h">お振込先</span>　お支払期限 ${fmt(d.due)}<br>${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}<br><span style="font-size:7.8px;color:#555">銀行アプリでQRを読み取ると、お振込先が入力されます（対応銀行のみ）。</span></div></div>
      <div class="nt">※版は最終ご注文日から1年間保管いたします（追加注文の際は版代不要）。<br>※お振込手数料はお客様にてご負担をお願いいたします。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 309 — a market-research company bills a manufacturer for a consumer survey (an online survey, a group interview sometimes):
// 請求書 / INVOICE at the top left, 請求日 / 請求書番号 at the top right; the buyer 御中 at the left and the company's block at the
// right (name under a square seal, 〒 address, TEL（代表）, 登録番号); a 調査概要 grid (件名, 案件番号, 調査手法, 実査期間, 回収数 and
// the パネル提供 company with ITS OWN 登録番号 T…); the ご請求金額 box; rows 調査企画・設計, スクリーニング調査 by the 配信, 本調査 実査 by
// the 回収, 画面作成, 集計, アフターコーディング, 報告書, the group interviews; a 立替金（不課税）table when there were interviews
// (対象者謝礼, 会場使用料); 調査費 小計 / 消費税 / 立替金 / ご請求金額; the お振込先 and the 担当's 直通 and e-mail at the foot.
const RESEARCH_TRADES = [
  ['リサーチ', 'リサーチ'],
  ['マーケティングリサーチ', 'マーケティングリサーチ'],
  ['インサイト', 'インサイト'],
  ['市場調査研究所', 'シジョウチョウサケンキュウショ'],
  ['データリサーチ', 'データリサーチ'],
];
const SURVEY_TOPICS = [
  '冷凍食品の購買行動',
  'スキンケア製品の使用実態',
  'ペットフードの購入実態',
  'キャッシュレス決済の利用',
  '在宅勤務時の昼食',
  '防災用品の備蓄',
  '健康飲料の飲用実態',
];
const PANEL_NAMES = ['パネル', 'モニターネット', 'アンケートモール', 'リサーチパネル'];
LAYOUTS.push({
  id: 'L309-research-jissa',
  split: 'fresh',
  title:
    "market-research company's 請求書 to a manufacturer for a consumer survey: 請求書 / INVOICE top left, 請求日 / 請求書番号 top right, buyer 御中 left and the company's block right (name under a square seal, 〒 address, TEL（代表）, 登録番号), a 調査概要 grid (件名, 案件番号, 調査手法, 実査期間, 回収数, the パネル提供 company with its own 登録番号 T…), the ご請求金額 box, rows 調査企画・設計 / スクリーニング / 本調査 実査 / 画面作成 / 集計 / コーディング / 報告書 / グループインタビュー, a 立替金（不課税）table sometimes (対象者謝礼, 会場使用料), 調査費 小計 / 消費税 / 立替金 / ご請求金額, お振込先 and the 担当's 直通 at the foot",
  exercises:
    "a market-research company (株式会社…リサーチ / …インサイト(株) / 株式会社…市場調査研究所) bills a manufacturer (株式会社…食品 / …化粧品株式会社 御中, マーケティング部 … 様 — none of the fields) for a survey: 請求書 / INVOICE at the top left; 請求日 (2026/1/31 or 2026年1月31日 — issue_date) and 請求書番号 (invoice_number) at the top right; the company's block at the right under the meta: the name (issuer_name, (株) / （株） as printed, a square red seal over it), 〒 address, TEL（代表）(issuer_phone), FAX, 登録番号 T… (the registration_number); a 調査概要 grid: 件名 (…に関する消費者調査), 案件番号 (P26-0123 — none of the fields), 貴社発注番号 sometimes, 調査手法, 実査期間 (two dates — none of the dates), 回収数 (n=1,030), and パネル提供 …株式会社 with that company's own 適格請求書発行事業者 登録番号 T… — never the registration_number, the issuer's is in its block; the ご請求金額 box (total_amount) with the お支払期限 (due_date); rows (調査費, 10%): 調査企画・設計／調査票作成, スクリーニング調査（配信 … 件 × @…）, 本調査 実査（… 問）回収 … × @…, 画面作成・動作確認, 集計（単純集計・クロス集計 … 軸）, 自由回答 アフターコーディング, 調査報告書 作成, and for a group interview グループインタビュー 実施 / 発言録 作成 / 対象者 リクルート; with interviews a 立替金（不課税）table: 対象者謝礼 … 名 × @…, インタビュールーム使用料 — in the total (as L22); the 計算: 調査費 小計, 消費税（10%）, 立替金（不課税）, ご請求金額 — total_amount; at the foot the お振込先 (bank, branch, 普通 / 当座, number, 口座名義 ｶ)…ﾘｻｰﾁ as printed) and the 担当 (リサーチ部 …, 直通 03-…, e-mail: the 直通 is not the issuer_phone, the TEL（代表）is)",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 2 ? 'other' : 'main', checking: r.chance(0.3) }),
  render(d, r) {
    const stem = setCompany(d, r, RESEARCH_TRADES, [['株式会社', 'カ']]);
    noNetBank(d, r);
    netOrdinary(d);
    const issuer = spelled(d, r.pick(['full', 'paren', 'wide', 'full']));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const [, , area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const direct = landlineOn(r, area);
    const bs = otherStem(r, stem);
    const buyer = r.pick([
      `株式会社${bs}食品`,
      `${bs}化粧品株式会社`,
      `${bs}製薬株式会社`,
      `株式会社${bs}ホールディングス`,
      `${bs}飲料株式会社`,
    ]);
    const [y, m] = d.issue;
    const yy = String(y).slice(2);
    d.due = r.chance(0.6) ? endOfMonth(...addMonths([y, m], 1)) : addDays(d.issue, 30);
    d.no = r.pick([() => `INV-${y}${pad2(m)}-${r.digits(3)}`, () => `${yy}${pad2(m)}${r.digits(4)}`, () => `R${r.digits(7)}`])();
    // Decided: the 案件番号 (and the 貴社発注番号) are none of the fields; the パネル提供 company's 登録番号 is never the registration_number.
    const project = `P${yy}-${r.digits(4)}`;
    const po = r.chance(0.4) ? `PO-${r.digits(6)}` : '';
    const topic = r.pick(SURVEY_TOPICS);
    const gi = r.chance(0.45);
    const method = gi ? 'インターネット調査 ＋ グループインタビュー' : 'インターネット調査（Webアンケート）';
    const fieldEnd = workday(addDays(d.issue, -r.int(10, 30)));
    const fieldStart = addDays(fieldEnd, -r.int(3, 9));
    const n = r.int(30, 200) * 10 + r.int(0, 9);
    const questions = r.int(12, 40);
    const screen = r.int(3, 20) * 1000;
    const panelCo = `株式会社${otherStem(r, stem)}${r.pick(PANEL_NAMES)}`;
    const panelReg = thirdPartyReg(r);
    const rows = [
      { name: '調査企画・設計／調査票作成', qty: 1, unit: '式', price: r.int(15, 40) * 10000 },
      { name: `スクリーニング調査（配信・回収 ${yen(screen)}件）`, qty: screen, unit: '件', price: r.pick([10, 15, 20]) },
      { name: `本調査 実査（${questions}問）`, qty: n, unit: 'サンプル', price: r.int(20, 60) * 10 },
      { name: '画面作成・動作確認', qty: 1, unit: '式', price: r.int(3, 8) * 10000 },
      { name: `集計（単純集計・クロス集計 ${r.int(4, 12)}軸）`, qty: 1, unit: '式', price: r.int(5, 15) * 10000 },
    ];
    if (r.chance(0.5))
      rows.push({ name: '自由回答 アフターコーディング', qty: n * r.int(1, 2), unit: '件', price: r.pick([20, 30, 40]) });
    if (r.chance(0.7))
      rows.push({ name: '調査報告書 作成（グラフ・サマリー）', qty: 1, unit: '式', price: r.int(10, 30) * 10000 });
    const costs = [];
    if (gi) {
      const groups = r.int(2, 4);
      const people = groups * 6;
      rows.push({ name: 'グループインタビュー 実施（司会・運営）', qty: groups, unit: 'グループ', price: r.int(15, 25) * 10000 });
      rows.push({ name: '対象者リクルート', qty: people, unit: '名', price: r.int(8, 15) * 1000 });
      rows.push({ name: '発言録 作成', qty: groups, unit: 'グループ', price: r.int(3, 5) * 10000 });
      costs.push({ name: `対象者謝礼（${people}名 × ${yen(10000)}円）`, amount: people * 10000 });
      costs.push({ name: `インタビュールーム使用料（${groups}枠）`, amount: groups * r.int(6, 12) * 10000 });
    }
    for (const x of rows) x.amount = x.qty * x.price;
    const sub = rows.reduce((a, x) => a + x.amount, 0);
    const tax = Math.floor(sub / 10);
    const costSum = costs.reduce((a, x) => a + x.amount, 0);
    const total = sub + tax + costSum;
    const fmt = r.pick([DATE_FORMATS.slashLoose, DATE_FORMATS.seireki]);
    const staff = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const c = r.pick(['#1e3a8a', '#334155', '#065f46', '#6b21a8']);
    const pale = r.pick(['#eff3fa', '#f1f5f9', '#ecf6f1', '#f5f0fa']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.2px; color: #1f2937; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 38px 46px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid ${c}; padding-bottom: 6px; }
      h1 { margin: 0; font-size: 24px; letter-spacing: .3em; color: ${c}; } h1 small { font-size: 10px; letter-spacing: .25em; color: #6b7280; margin-left: 6px; }
      table.m td { padding: 0 0 0 14px; } table.m td.l { color: #6b7280; }
      .hd { display: flex; justify-content: space-between; margin-top: 14px; align-items: flex-start; }
      .to { padding-top: 6px; } .to .n { font-size: 15px; font-weight: 700; border-bottom: 1px solid #1f2937; padding-right: 20px; display: inline-block; } .to .p { margin-top: 3px; }
      .me { position: relative; width: 280px; line-height: 1.65; font-size: 8.8px; } .me .n { font-size: 13px; font-weight: 700; }
      table.g { width: 100%; margin-top: 14px; font-size: 8.7px; } .g td { border: 1px solid #cbd5e1; padding: 2.5px 7px; } .g td.l { background: ${pale}; width: 76px; }
      .amt { display: flex; align-items: center; gap: 18px; margin-top: 12px; } .amt .b { display: flex; border: 2px solid ${c}; } .amt .l { background: ${c}; color: #fff; padding: 6px 12px; } .amt .v { font-size: 20px; font-weight: 700; padding: 2px 16px; min-width: 170px; text-align: right; }
      .h { margin-top: 12px; font-weight: 700; color: ${c}; }
      table.t { width: 100%; margin-top: 3px; font-size: 8.7px; } .t th { background: ${pale}; border-bottom: 1.5px solid ${c}; font-weight: 500; padding: 3px; } .t td { border-bottom: 1px solid #e2e8f0; padding: 3px 6px; }
      .foot { display: flex; justify-content: space-between; gap: 16px; margin-top: 14px; align-items: flex-start; }
      .pay { flex: 1; background: ${pale}; padding: 8px 12px; line-height: 1.8; } .pay b { color: ${c}; }
      table.s { width: 270px; font-size: 9.2px; } .s td { border-bottom: 1px solid #cbd5e1; padding: 3px 8px; } .s tr.g td { border-top: 2px solid ${c}; border-bottom: 2px solid ${c}; font-weight: 700; font-size: 11.5px; }
      .nt { margin-top: 12px; font-size: 8px; color: #64748b; line-height: 1.7; }`;
    const seal = `${stem}之印`;
    const page = `<div class="wrap"><div class="top"><h1>請求書<small>INVOICE</small></h1>
        <table class="m"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求書番号</td><td>${d.no}</td></tr></table></div>
      <div class="hd"><div class="to"><span class="n">${buyer}　御中</span><div class="p">${r.pick(['マーケティング部', '商品企画部', 'ブランド戦略室'])}　${r.pick(SURNAMES)[0]} 様</div></div>
        <div class="me"><div class="n">${issuer}</div>${hanko(seal, 'right:6px;top:-4px;width:46px;height:46px;font-size:10px;')}〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}（代表）　FAX ${d.fax}<br>登録番号 ${d.reg}</div></div>
      <div style="margin-top:10px">平素は格別のお引き立てを賜り、厚く御礼申し上げます。下記調査の費用をご請求申し上げます。</div>
      <table class="g"><tr><td class="l">件名</td><td colspan="3">${topic}に関する消費者調査</td></tr>
        <tr><td class="l">案件番号</td><td>${project}</td><td class="l">${po ? '貴社発注番号' : '調査手法'}</td><td>${po || method}</td></tr>
        ${po ? `<tr><td class="l">調査手法</td><td colspan="3">${method}</td></tr>` : ''}
        <tr><td class="l">実査期間</td><td>${fmt(fieldStart)} ～ ${fmt(fieldEnd)}</td><td class="l">回収数</td><td>n=${yen(n)}</td></tr>
        <tr><td class="l">パネル提供</td><td colspan="3">${panelCo}（適格請求書発行事業者 登録番号 ${panelReg}）</td></tr></table>
      <div class="amt"><div class="b"><div class="l">ご請求金額</div><div class="v">¥${yen(total)}</div></div><div>お支払期限　${fmt(d.due)}</div></div>
      <div class="h">調査費（10%対象）</div>
      <table class="t"><tr><th style="text-align:left">項目</th><th style="width:54px">数量</th><th style="width:54px">単位</th><th style="width:60px">単価</th><th style="width:82px">金額</th></tr>
        ${rows.map((x) => `<tr><td>${x.name}</td><td class="num">${yen(x.qty)}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      ${costs.length ? `<div class="h">立替金（不課税）</div><table class="t"><tr><th style="text-align:left">項目</th><th style="width:82px">金額</th></tr>${costs.map((x) => `<tr><td>${x.name}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>` : ''}
      <div class="foot"><div class="pay"><b>お振込先</b><br>${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}</div>
        <table class="s"><tr><td>調査費 小計</td><td class="num">${yen(sub)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(tax)}</td></tr>
          ${costs.length ? `<tr><td>立替金（不課税）</td><td class="num">${yen(costSum)}</td></tr>` : ''}<tr class="g"><td>ご請求金額</td><td class="num">¥${yen(total)}</td></tr></table></div>
      <div class="nt">担当：リサーチ部　${staff}　直通 ${direct}　${r.pick(['research', 'project', 'info'])}@${r.pick(['mr', 'insight', 'survey'])}-${r.int(10, 99)}.co.jp<br>※お振込手数料は貴社にてご負担ください。※報告書・ローデータは納品済みです。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 310 — a 仮設トイレ rental company bills a general contractor for the month's toilets at its 作業所: a band at the top with the
// rental brand and a 24時間 汲み取り・緊急受付 0120 number; 請求書 centred; the buyer 御中 with its 得意先コード at the left, 請求日 /
// 請求書No. / 対象期間 at the right; a strip 前回ご請求額 / ご入金額 / 繰越額 / 今回お買上額 / 消費税 / 今回ご請求額; one block per 現場
// (現場名, 所在地 with its 〒, 貴社工事No.) with rows 月額 基本料 (日割 when set up or taken away this month), 汲み取り by the 回,
// 搬入・設置 / 撤去・搬出, 消耗品, and a 現場計; the company's block at the BOTTOM LEFT with a square seal (〒 address, TEL / FAX,
// 登録番号) beside the お振込先; a note naming the 許可業者 that collects the waste.
const TOILET_TRADES = [
  ['リース', 'リース'],
  ['衛生', 'エイセイ'],
  ['サニタリー', 'サニタリー'],
  ['環境サービス', 'カンキョウサービス'],
  ['ハウスリース', 'ハウスリース'],
];
// [品名, 月額 lo, hi (100-yen steps)]
const TOILET_UNITS = [
  ['水洗式 仮設トイレ（洋式）', 140, 220],
  ['簡易水洗式 仮設トイレ（和式）', 80, 120],
  ['簡易水洗式 仮設トイレ（洋式）', 100, 150],
  ['快適トイレ（洋式・手洗付）', 250, 350],
  ['小便器ユニット', 40, 70],
  ['手洗器（ペダル式）', 20, 40],
];
LAYOUTS.push({
  id: 'L310-kasetsu-toilet',
  split: 'fresh',
  title:
    "仮設トイレ rental company's monthly 請求書 to a general contractor: a top band with the rental brand and a 24時間 汲み取り・緊急受付 0120, 請求書 centred, the buyer 御中 with 得意先コード left, 請求日 / 請求書No. / 対象期間 right, a strip 前回ご請求額 / ご入金額 / 繰越額 / 今回お買上額 / 消費税 / 今回ご請求額, one block per 現場 (現場名, 所在地 with 〒, 貴社工事No.) with rows 月額 基本料 (日割 sometimes), 汲み取り, 搬入・設置 / 撤去・搬出, 消耗品 and a 現場計, the company's block at the BOTTOM LEFT with a square seal beside the お振込先, a note naming the 許可業者 that collects the waste; 和暦 dates",
  exercises:
    "a 仮設トイレ rental company (株式会社…リース / 有限会社…衛生 / ㈱…サニタリー / …環境サービス株式会社) bills a general contractor (…建設株式会社 / 株式会社…組 / …土木株式会社 御中, with its 得意先コード — none of the fields) for a month (末締): a band at the top with the rental brand (…トイレレンタル) and 汲み取り・緊急受付（24時間）0120-… (never the issuer_phone); 請求書 centred; 請求日 (R8.1.31 or 令和8年1月31日 — issue_date), 請求書No. (invoice_number) and 対象期間 (the month — none of the dates) at the right; a ruled strip 前回ご請求額 / ご入金額 / 繰越額 / 今回お買上額 / 消費税額 / 今回ご請求額 — total_amount the 今回ご請求額, the 繰越額 in it (as L08), mostly 0; one block per 現場 (1–3): 現場名 (（仮称）…ビル新築工事, 市道…号線 道路改良工事), 所在地 (〒 and address — the site, none of the fields), 貴社工事No. (25-0412, K12345 — none of the fields); rows 品名 / 期間 / 数量 / 単価 / 金額: 月額 基本料 of 水洗式 / 簡易水洗式 / 快適トイレ / 小便器ユニット / 手洗器 (台 × 月額, or （日割 … 日分）— 台 × 月額 × the days ÷ the month's days — when set up or taken away this month, rounded down as printed), 汲み取り（バキューム）… 回, 搬入・設置費 / 撤去・搬出費, 消耗品 (トイレットペーパー・芳香剤); a 現場計 a block; the company's block at the BOTTOM LEFT with a square red seal: its name (issuer_name), 〒, the address with its building on the next line (expected on one line, one space before the building, as L35), TEL / FAX (the issuer's fields), 登録番号 T…; beside it the お振込先 (bank, branch, 普通 / 当座, number, 口座名義 ｶ)…ﾘｰｽ / ﾕ)…ｴｲｾｲ as printed; お支払期限 — due_date); a note: し尿の収集運搬は …衛生（有）（…市 一般廃棄物収集運搬業許可 第…号）が行います — that company is none of the fields",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 0 ? 'other' : 'main', checking: r.chance(0.3) }),
  render(d, r) {
    const stem = setCompany(
      d,
      r,
      TOILET_TRADES,
      [
        ['株式会社', 'カ'],
        ['株式会社', 'カ'],
        ['有限会社', 'ユ'],
      ],
      HAN_STEMS,
    );
    noNetBank(d, r);
    netOrdinary(d);
    const issuer = spelled(d, r.pick(['full', 'circled', 'paren', 'full']));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const [, town, area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const free = `0120-${r.digits(2)}-${r.digits(4)}`;
    const bs = otherStem(r, stem);
    const buyer = r.pick([`${bs}建設株式会社`, `株式会社${bs}組`, `${bs}土木株式会社`, `株式会社${bs}工務店`]);
    const cust = `${r.int(1, 9)}${r.digits(3)}`;
    // The month: 末締, billed on its last day.
    const [y, m] = d.issue;
    d.issue = endOfMonth(y, m);
    const dim = d.issue[2];
    d.due = r.chance(0.6) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 2), 10];
    const yy = String(y).slice(2);
    d.no = r.pick([
      () => `${yy}${pad2(m)}-${r.digits(4)}`,
      () => `T${r.digits(6)}`,
      () => `${reiwa(y)}${pad2(m)}${r.digits(3)}`,
    ])();
    // The sites: each with its own toilets, set up or taken away this month sometimes (日割).
    const usedStems = new Set([stem, bs]);
    const sites = [];
    for (let k = 0, ns = r.int(1, 3); k < ns; k++) {
      const st = r.pick(HAN_STEMS.filter(([x]) => !usedStems.has(x)))[0];
      usedStems.add(st);
      const [sz, stown] = r.pick(closeBy(d.zip));
      const name = r.pick([
        `（仮称）${st}ビル新築工事`,
        `${cityOf(stown)}${st}地区 下水道管渠工事`,
        `市道${r.int(1, 40)}号線 道路改良工事`,
        `${st}小学校 体育館改修工事`,
        `（仮称）${st}マンション新築工事`,
      ]);
      const status = r.pick(['full', 'full', 'in', 'out']);
      const day = r.int(5, dim - 5);
      const [from, to] = status === 'in' ? [day, dim] : status === 'out' ? [1, day] : [1, dim];
      const days = to - from + 1;
      const rows = [];
      for (const [uname, lo, hi] of [...TOILET_UNITS].sort(() => r.rng() - 0.5).slice(0, r.int(1, 3))) {
        const qty = r.int(1, 4);
        const price = r.int(lo, hi) * 100;
        const amount = status === 'full' ? qty * price : Math.floor((qty * price * days) / dim);
        const period = `${m}/${from}～${m}/${to}${status === 'full' ? '' : `（日割 ${days}日分）`}`;
        rows.push({ name: `${uname} 基本料`, period, qty: `${qty}台`, price, amount });
      }
      const times = Math.max(1, Math.round((r.int(2, 8) * days) / dim));
      const pump = r.int(16, 30) * 500;
      rows.push({ name: '汲み取り（バキューム）', period: '', qty: `${times}回`, price: pump, amount: times * pump });
      if (status === 'in') {
        const p = r.int(15, 30) * 1000;
        rows.push({ name: '搬入・設置費', period: `${m}/${from}`, qty: '1式', price: p, amount: p });
      }
      if (status === 'out') {
        const p = r.int(15, 30) * 1000;
        rows.push({ name: '撤去・搬出費', period: `${m}/${to}`, qty: '1式', price: p, amount: p });
      }
      if (r.chance(0.5)) {
        const p = r.int(10, 40) * 100;
        rows.push({ name: '消耗品（トイレットペーパー・芳香剤）', period: '', qty: '1式', price: p, amount: p });
      }
      const workNo = r.pick([`${yy}-${r.digits(4)}`, `K${r.digits(5)}`, `${r.digits(6)}`]);
      sites.push({ name, addr: `〒${sz}　${stown}${lotOf(r)}`, workNo, rows, sum: rows.reduce((a, x) => a + x.amount, 0) });
    }
    const sub = sites.reduce((a, s) => a + s.sum, 0);
    const tax = Math.floor(sub / 10);
    const prev = r.int(80, 600) * 100 + r.int(0, 9) * 10;
    const carry = r.chance(0.25) ? r.int(1, 5) * 1100 : 0;
    const paid = prev - carry;
    // Decided: total_amount is the 今回ご請求額 — the 繰越額 (mostly 0) with this month's 今回お買上額 and its 消費税, as L08; the 0120
    // in the band, the 現場's addresses and 工事No., and the 許可業者 in the note are none of the fields.
    const total = carry + sub + tax;
    const fmt = r.pick([DATE_FORMATS.warekiShort, DATE_FORMATS.wareki, DATE_FORMATS.wareki]);
    const partner = `${r.pick(HAN_STEMS.filter(([x]) => !usedStems.has(x)))[0]}衛生${r.pick(['（有）', '（株）'])}`;
    const cityOfHq = cityOf(town);
    const brand = `${stem}トイレレンタル`;
    const c = r.pick(['#0f4c5c', '#1e40af', '#166534', '#44403c']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9px; color: #222; line-height: 1.5; }
      .band { height: 44px; background: ${c}; color: #fff; display: flex; justify-content: space-between; align-items: center; padding: 0 44px; }
      .band .b { font-size: 15px; font-weight: 700; letter-spacing: .08em; } .band .f { font-size: 10px; text-align: right; line-height: 1.3; } .band .f b { font-size: 15px; }
      .wrap { position: relative; padding: 14px 44px 0; }
      h1 { margin: 0; text-align: center; font-size: 24px; letter-spacing: .6em; margin-right: -.6em; }
      .hd { display: flex; justify-content: space-between; align-items: flex-end; margin-top: 6px; }
      .to .n { font-size: 15px; font-weight: 700; border-bottom: 1.5px solid #222; padding-right: 20px; display: inline-block; }
      table.m { font-size: 9px; } .m td { padding: 0 0 0 14px; } .m td.l { color: #555; }
      table.st { width: 100%; margin-top: 10px; font-size: 8.8px; text-align: center; } .st th { background: #e7e5e4; border: 1px solid #888; font-weight: 500; padding: 2px; } .st td { border: 1px solid #888; padding: 3px 6px; text-align: right; }
      .st td.g { font-weight: 700; font-size: 12px; border: 2px solid ${c}; }
      .site { margin-top: 10px; } .site .sh { background: #f5f5f4; border-left: 4px solid ${c}; padding: 2px 8px; font-size: 8.8px; } .site .sh b { font-size: 9.6px; }
      table.t { width: 100%; font-size: 8.6px; } .t th { border-bottom: 1px solid #888; font-weight: 500; padding: 2px; color: #555; } .t td { border-bottom: 1px solid #e7e5e4; padding: 2px 6px; }
      .t tr.k td { font-weight: 700; border-bottom: 1.5px solid #888; }
      .foot { margin: 26px 44px 0; display: flex; gap: 16px; align-items: stretch; }
      .me { position: relative; flex: 1.1; border: 1px solid #888; padding: 8px 12px; line-height: 1.7; } .me .n { font-size: 13px; font-weight: 700; }
      .pay { flex: 1; border: 1.5px solid ${c}; padding: 8px 12px; line-height: 1.8; } .pay b { color: ${c}; }
      .nt { margin: 12px 44px 0; font-size: 7.9px; color: #555; line-height: 1.7; }`;
    const siteHtml = (
      s,
    ) => `<div class="site"><div class="sh"><b>現場名　${s.name}</b>　　貴社工事No. ${s.workNo}<br>所在地　${s.addr}</div>
      <table class="t"><tr><th style="text-align:left">品名</th><th style="width:150px;text-align:left">期間</th><th style="width:44px">数量</th><th style="width:60px">単価</th><th style="width:76px">金額</th></tr>
        ${s.rows.map((x) => `<tr><td>${x.name}</td><td>${x.period}</td><td class="num">${x.qty}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}
        <tr class="k"><td colspan="4" style="text-align:right">現場計</td><td class="num">${yen(s.sum)}</td></tr></table></div>`;
    const seal = `${stem}之印`;
    const page = `<div class="band"><span class="b">${brand}</span><span class="f">汲み取り・緊急受付（24時間）<br><b>${free}</b></span></div>
      <div class="wrap"><h1>請求書</h1>
        <div class="hd"><div class="to"><span class="n">${buyer}　御中</span><br>得意先コード ${cust}　工事部 ${r.pick(SURNAMES)[0]} 様</div>
          <table class="m"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求書No.</td><td>${d.no}</td></tr><tr><td class="l">対象期間</td><td>${fmt([y, m, 1])}～${fmt(d.issue)}</td></tr></table></div>
        <table class="st"><tr><th>前回ご請求額</th><th>ご入金額</th><th>繰越額</th><th>今回お買上額</th><th>消費税額（10%）</th><th>今回ご請求額</th></tr>
          <tr><td>${yen(prev)}</td><td>${yen(paid)}</td><td>${yen(carry)}</td><td>${yen(sub)}</td><td>${yen(tax)}</td><td class="g">¥${yen(total)}</td></tr></table>
        ${sites.map(siteHtml).join('')}</div>
      <div class="foot"><div class="me"><div class="n">${issuer}</div>${hanko(seal, 'right:10px;top:8px;width:48px;height:48px;font-size:10px;')}〒${d.zip}<br>${addrHtml(d.address, true)}<br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}</div>
        <div class="pay"><b>お振込先</b><br>${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}<br>お支払期限　${fmt(d.due)}</div></div>
      <div class="nt">※し尿の収集運搬は ${partner}（${cityOfHq} 一般廃棄物収集運搬業許可 第${r.int(1, 99)}号）が行います。<br>※設置・撤去のご依頼は3営業日前までにご連絡ください。振込手数料は貴社にてご負担ください。</div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});
