// Invoice corpus layouts L287–L292: each pushed onto core.mjs's LAYOUTS, in order.
import {
  DATE_FORMATS,
  GIVEN,
  HAN_STEMS,
  LAYOUTS,
  PLACES,
  STEMS,
  SURNAMES,
  TYPE_LABEL,
  addDays,
  addMonths,
  daysUpTo,
  endOfMonth,
  hanko,
  holderPrinted,
  landlineOn,
  lotOf,
  netOrdinary,
  noNetBank,
  otherStem,
  pad2,
  placeOf,
  prefOf,
  reiwa,
  sameDay,
  setBank,
  setCompany,
  setCompanyWithKana,
  spelled,
  waMatsu,
  weekday,
  yen,
  yuchoToBankAccount,
} from './core.mjs';

// ---- 287–292: written blind as the forty-sixth round's fresh set.
// The expected values follow scripts/generate-invoice-corpus.mjs's header; where a layout prints something that could be read two
// ways, a comment marked "Decided:" says which way the expected value goes.

/** A ゆうちょ 記号・番号 that converts, for an account printed beside the one expected. */
const yuchoPair = (r) => {
  for (;;) {
    const symbol = `1${r.digits(3)}0`;
    const number = `${r.int(1, 9)}${r.digits(6)}1`;
    if (yuchoToBankAccount(symbol, number).ok) return { symbol, number };
  }
};
/** Another bank's account, printed after the expected one as an alternative. */
const otherAccount = (r, not) => {
  const name = r.pick(
    ['みずほ銀行', '三井住友銀行', '三菱UFJ銀行', 'りそな銀行', '横浜銀行', '千葉銀行', '城南信用金庫', '京都信用金庫'].filter(
      (x) => x !== not,
    ),
  );
  return {
    name,
    branch: r.pick(['本店営業部', '駅前支店', '中央支店', '北支店', '西口支店']),
    type: r.pick([2, 2, 1]),
    no: r.digits(7),
  };
};

// 287 — a 運送会社 bills a shipper for the month (月締め), a 運賃請求書: 運 賃 請 求 書 over a heavy rule with the 締日, 対象期間,
// 請求日 and No. at the right, the shipper 御中 at the left and the carrier's block (its 一般貨物自動車運送事業 許可 number, a square
// seal) at the right; one row per delivery (日付, 発地 → 着地 with the consignee, 車種, 個数・重量, 運賃, 高速代, 駐車代, 備考); under it
// the 課税 panel (運賃計, 燃料サーチャージ at a %, 待機料, 課税対象額, 消費税) beside the 立替金（非課税）panel (高速道路通行料, 駐車料金);
// a summary bar across the page with the ご請求金額 in its last cell at the far right; the お振込先 and お支払期日 under it.
const FREIGHT_TRADES = [
  ['運輸', 'ウンユ'],
  ['運送', 'ウンソウ'],
  ['物流', 'ブツリュウ'],
  ['急送', 'キュウソウ'],
  ['トランスポート', 'トランスポート'],
];
// [車種, 運賃 lo, hi (百円), load: case / kg / pl, big (tolls)]
const TRUCKS = [
  ['軽貨物', 80, 160, 'case', false],
  ['2t車', 160, 320, 'case', false],
  ['2t冷凍車', 200, 360, 'case', false],
  ['4t車', 260, 480, 'kg', false],
  ['4tウイング', 300, 520, 'pl', false],
  ['10t車', 520, 950, 'kg', true],
  ['10tウイング', 580, 980, 'pl', true],
  ['トレーラー', 850, 1400, 'kg', true],
];
const FREIGHT_TOWNS = [
  '川口',
  '戸田',
  '厚木',
  '相模原',
  '八王子',
  '柏',
  '市川',
  '船橋',
  '岩槻',
  '春日部',
  '越谷',
  '平和島',
  '東扇島',
  '本牧',
  '野田',
  '三郷',
  '入間',
  '狭山',
  '小牧',
  '春日井',
  '堺',
  '東大阪',
  '門真',
  '尼崎',
];
const CONSIGNEE_TRADES = ['商事', '物流', '倉庫', '工業', 'ストア', '産業'];
const TRANSPORT_BUREAU = {
  東京都: '関自貨',
  神奈川県: '関自貨',
  埼玉県: '関自貨',
  千葉県: '関自貨',
  群馬県: '関自貨',
  大阪府: '近運自貨',
  京都府: '近運自貨',
  兵庫県: '近運自貨',
  愛知県: '中運自貨',
  静岡県: '中運自貨',
  福岡県: '九運自貨',
  北海道: '札運自貨',
  宮城県: '東北自貨',
  広島県: '中国自貨',
};
LAYOUTS.push({
  id: 'L287-unchin-tatekae',
  split: 'dev',
  title:
    "運送会社's monthly 運賃請求書 (月締め) to a shipper: 運 賃 請 求 書 over a heavy rule with 締日 / 対象期間 / 請求日 / No. at the right, shipper 御中 left, the carrier's block with its 運送事業 許可 and a square seal right, a row per delivery (日付, 発地 → 着地, 車種, 個数・重量, 運賃, 高速代, 駐車代, 備考), a 課税 panel (運賃計, 燃料サーチャージ %, 待機料, 課税対象額, 消費税) beside a 立替金（非課税）panel, a summary bar with the ご請求金額 in its far-right cell, お振込先 and お支払期日 under it",
  exercises:
    "a 運送会社 (株式会社…運輸 / …物流㈱ / 有限会社…急送 / (株)…トランスポート) bills a shipper (…食品株式会社 / 株式会社…化学 御中, 物流部 … 様, its 〒 address — none of the fields) for the month: 運 賃 請 求 書 at the top left over a heavy rule; at the right 締日 (20日締め or 末日締め) and 対象期間 (none of the dates), 請求日 (2026年1月20日, 2026/01/23 — issue_date, a few days after the 締日 sometimes: the 請求日, never the 締日) and 請求書No. (invoice_number); the carrier's block at the right (〒 address, TEL / FAX — the issuer's fields —, 一般貨物自動車運送事業 許可 関自貨第1234号 — none of the fields —, 登録番号) with a square red seal; お客様コード (none of the fields); one row per delivery: No., 日付 (1/21), 発地 → 着地 (貴社 …工場 → 厚木（…商事様）; none of the fields), 車種 (2t車, 4tウイング, 10t車, トレーラー), 個数・重量 (…ケース, 3,200kg, 12PL), 運賃, 高速代 and 駐車代 (立替, blank when none), 備考 (待機1.0h, 時間指定, 貸切); a 課税 panel: 運賃計, 燃料サーチャージ（運賃計 × 5%）, 待機料（計 … 時間 × @3,000）sometimes, 課税対象額（10%対象）, 消費税（10%）, 税込小計; beside it the 立替金（非課税）panel: 高速道路通行料, 駐車料金, 立替金計 — not in the 消費税's base; a summary bar of 課税対象額 / 消費税 / 税込小計 / 立替金（非課税）/ ご請求金額, the last at the far right — total_amount the ご請求金額, the 税込小計 with the 立替金 added (as L22, L222); お振込先 under the bar (a bank, branch, 普通 / 当座, number, with （0005）and （店番 123）sometimes — bank_code as a main bank's or when printed, branch_code only when printed —, 口座名義 ｶ)…ｳﾝﾕ / …(ﾕ in half-width kana or full-width, as printed) and the お支払期日 (due_date)",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const stem = setCompany(d, r, FREIGHT_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    noNetBank(d, r);
    netOrdinary(d);
    const issuer = spelled(d, r.pick(['full', 'full', 'circled', 'paren', 'wide']));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const [, town, area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const permit = `${TRANSPORT_BUREAU[prefOf(town)]}第${r.int(100, 2999)}号`;
    const bs = otherStem(r, stem);
    const shipperBody = `${bs}${r.pick(['食品', '化学', '製紙', '産業', '資材', '工業'])}`;
    const buyer = r.chance(0.5) ? `${shipperBody}株式会社` : `株式会社${shipperBody}`;
    const [bz, btown] = r.pick(PLACES.filter(([z]) => z !== d.zip));
    const baddr = `${btown}${lotOf(r)}`;
    const towns = [...FREIGHT_TOWNS];
    const plant = towns.splice(r.int(0, towns.length - 1), 1)[0];
    const cust = `${r.int(1, 9)}${r.digits(4)}`;
    // The 締日 (20日 or 末日) and its period; the 請求日 on it or a few days after.
    const [y, m] = d.issue;
    const twenty = r.chance(0.5);
    const close = twenty ? [y, m, 20] : endOfMonth(y, m);
    const from = twenty ? [...addMonths([y, m], -1), 21] : [y, m, 1];
    const later = r.chance(0.4);
    // Decided: issue_date is the 請求日 printed apart from the 締日, never the 締日 when they differ.
    d.issue = later ? addDays(close, r.int(2, 5)) : close;
    d.due = r.chance(0.6) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 1), twenty ? 20 : 25];
    d.no = r.pick([
      () => `${String(y).slice(2)}${pad2(m)}-${r.digits(4)}`,
      () => `U${r.digits(6)}`,
      () => `${y}${pad2(m)}-${r.int(100, 999)}`,
    ])();
    const period = [];
    for (let t = from; ; t = addDays(t, 1)) {
      period.push(t);
      if (sameDay(t, close)) break;
    }
    const picks = daysUpTo(r, r.int(9, 15), 0, period.length - 1).map((i) => period[i]);
    const waitRate = r.pick([2500, 3000, 3500]);
    const rows = picks.map((day) => {
      const [truck, lo, hi, load, big] = r.pick(TRUCKS);
      const there = `${r.pick(towns)}（${otherStem(r, bs)}${r.pick(CONSIGNEE_TRADES)}様）`;
      const home = `貴社 ${plant}工場`;
      const route = r.chance(0.8) ? `${home} → ${there}` : `${there} → ${home}`;
      let qty;
      if (load === 'case') qty = `${r.int(8, 240)}ケース`;
      else if (load === 'pl') qty = `${r.int(2, big ? 16 : 8)}PL`;
      else qty = `${yen((truck === 'トレーラー' ? r.int(80, 200) : big ? r.int(30, 100) : r.int(8, 40)) * 100)}kg`;
      const wait = r.chance(0.15) ? r.pick([0.5, 1, 1.5, 2]) : 0;
      return {
        md: `${day[1]}/${day[2]}`,
        route,
        truck,
        qty,
        fare: r.int(lo, hi) * 100,
        highway: r.chance(truck === '軽貨物' ? 0.2 : 0.5) ? r.int(50, big ? 1500 : 700) * 10 : 0,
        parking: r.chance(0.2) ? r.pick([200, 300, 400, 500, 600, 800, 1000, 1200]) : 0,
        wait,
        note: wait ? `待機${wait.toFixed(1)}h` : r.pick(['', '', '', '時間指定', '午前必着', '手積み・手降ろし', '貸切']),
      };
    });
    const fare = rows.reduce((a, x) => a + x.fare, 0);
    const surRate = r.pick([4, 5, 6, 8]);
    const sur = Math.floor((fare * surRate) / 100);
    const waitH = rows.reduce((a, x) => a + x.wait, 0);
    const waitFee = waitH * waitRate;
    const taxable = fare + sur + waitFee;
    const tax = Math.floor(taxable / 10);
    const hw = rows.reduce((a, x) => a + x.highway, 0);
    const pk = rows.reduce((a, x) => a + x.parking, 0);
    const tate = hw + pk;
    // Decided: the 高速代・駐車代 are 立替金 outside the 消費税, added after it; total_amount is the ご請求金額 with them (as L22).
    const total = taxable + tax + tate;
    const fmt = r.pick([DATE_FORMATS.seireki, DATE_FORMATS.slash, DATE_FORMATS.seirekiPad]);
    const showBankCode = r.chance(0.4);
    const showBranchCode = r.chance(0.4);
    const c = r.pick(['#1e3a8a', '#14532d', '#7c2d12', '#111827']);
    const mono = r.chance(0.5);
    const cell = (v) => (v ? yen(v) : '');
    const sealText = `${d.corpBody}之印`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9px; color: #1f2937; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 38px 42px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 5px solid ${c}; padding-bottom: 6px; }
      .top h1 { margin: 0; font-size: 26px; letter-spacing: .45em; color: ${c}; font-weight: 900; }
      .top .s { font-size: 9.5px; color: #4b5563; margin-top: 2px; }
      table.meta td { padding: 1px 6px; font-size: 9.2px; } table.meta td.l { color: #6b7280; text-align: right; }
      .hd { display: flex; justify-content: space-between; margin-top: 14px; }
      .to { width: 330px; line-height: 1.7; } .to .n { font-size: 14.5px; font-weight: 700; border-bottom: 1.5px solid #1f2937; display: inline-block; padding-right: 24px; }
      .co { position: relative; width: 310px; font-size: 8.8px; line-height: 1.6; } .co .n { font-size: 14px; font-weight: 700; color: ${c}; }
      .msg { margin-top: 10px; }
      table.t { width: 100%; margin-top: 6px; font-size: 8.4px; ${mono ? "font-family: 'Noto Sans Mono CJK JP';" : ''} }
      .t th { background: ${c}; color: #fff; font-weight: 500; padding: 3px 2px; border: 1px solid ${c}; font-family: 'Noto Sans CJK JP'; }
      .t td { border: 1px solid #cbd5e1; padding: 2px 4px; } .t tr:nth-child(odd) td { background: #f8fafc; } .t tr.g td { background: #e2e8f0; font-weight: 700; }
      .calc { display: flex; gap: 14px; margin-top: 10px; align-items: flex-start; }
      .calc table { flex: 1; } .calc caption { text-align: left; font-weight: 700; color: ${c}; padding-bottom: 2px; }
      .calc td { border-bottom: 1px solid #cbd5e1; padding: 3px 8px; } .calc tr.g td { border-top: 1.5px solid ${c}; font-weight: 700; }
      .calc .nt { font-size: 7.8px; color: #6b7280; }
      .bar { display: flex; margin-top: 14px; border: 2px solid ${c}; }
      .bar div { flex: 1; text-align: center; border-right: 1px solid ${c}; padding: 3px 4px 5px; }
      .bar span { display: block; font-size: 8px; color: #4b5563; } .bar b { font-size: 13px; font-weight: 500; }
      .bar div.g { flex: 1.6; border-right: none; background: ${c}; color: #fff; } .bar div.g span { color: #fff; } .bar div.g b { font-size: 19px; font-weight: 700; }
      .pay { display: flex; gap: 14px; margin-top: 12px; } .pay > div { border: 1px solid #94a3b8; padding: 6px 12px; line-height: 1.8; font-size: 9.4px; }
      .pay .h { font-weight: 700; color: ${c}; } .pay .bk { flex: 1.5; } .pay .du { flex: 1; }
      .nt2 { margin-top: 8px; font-size: 7.9px; color: #4b5563; line-height: 1.7; }`;
    const page = `<div class="wrap"><div class="top"><div><h1>運賃請求書</h1><div class="s">${twenty ? '毎月20日締め' : '毎月末日締め'}　対象期間 ${fmt(from)} ～ ${fmt(close)}</div></div>
        <table class="meta"><tr><td class="l">締日</td><td>${fmt(close)}</td></tr>${later ? `<tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr>` : ''}<tr><td class="l">請求書No.</td><td>${d.no}</td></tr><tr><td class="l">お客様コード</td><td>${cust}</td></tr></table></div>
      <div class="hd"><div class="to">〒${bz}<br>${baddr}<br><span class="n">${buyer}　御中</span><br>${r.pick(['物流部', '購買部', '業務部 物流課'])}　${r.pick(SURNAMES)[0]} 様${later ? '' : `<br>請求日　${fmt(d.issue)}`}</div>
        <div class="co">${hanko(sealText, `right:0;bottom:-20px;width:56px;height:56px;font-size:${sealText.length > 6 ? 9.5 : 12}px;`)}<div class="n">${issuer}</div>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>一般貨物自動車運送事業 ${permit}<br>登録番号 ${d.reg}</div></div>
      <div class="msg">毎度格別のお引き立てを賜り、厚く御礼申し上げます。下記のとおり運賃をご請求申し上げます。</div>
      <table class="t"><tr><th style="width:22px">No.</th><th style="width:36px">日付</th><th>発地 → 着地</th><th style="width:58px">車種</th><th style="width:58px">個数・重量</th><th style="width:60px">運賃</th><th style="width:50px">高速代</th><th style="width:42px">駐車代</th><th style="width:86px">備考</th></tr>
        ${rows.map((x, i) => `<tr><td style="text-align:center">${i + 1}</td><td style="text-align:center">${x.md}</td><td>${x.route}</td><td>${x.truck}</td><td class="num">${x.qty}</td><td class="num">${yen(x.fare)}</td><td class="num">${cell(x.highway)}</td><td class="num">${cell(x.parking)}</td><td>${x.note}</td></tr>`).join('')}
        <tr class="g"><td colspan="5" style="text-align:center">計　${rows.length}件</td><td class="num">${yen(fare)}</td><td class="num">${yen(hw)}</td><td class="num">${yen(pk)}</td><td></td></tr></table>
      <div class="calc"><table><caption>課税分（10%）</caption><tr><td>運賃計</td><td class="num">${yen(fare)}</td></tr>
          <tr><td>燃料サーチャージ（運賃計 × ${surRate}%）</td><td class="num">${yen(sur)}</td></tr>
          ${waitFee ? `<tr><td>待機料（計 ${waitH.toFixed(1)}時間 × @${yen(waitRate)}）</td><td class="num">${yen(waitFee)}</td></tr>` : ''}
          <tr><td>課税対象額（10%対象）</td><td class="num">${yen(taxable)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(tax)}</td></tr>
          <tr class="g"><td>税込小計</td><td class="num">${yen(taxable + tax)}</td></tr></table>
        <table><caption>立替金（非課税）</caption><tr><td>高速道路通行料</td><td class="num">${yen(hw)}</td></tr><tr><td>駐車料金</td><td class="num">${yen(pk)}</td></tr>
          <tr class="g"><td>立替金計</td><td class="num">${yen(tate)}</td></tr><tr><td colspan="2" class="nt">※立替金は実費精算のため消費税の対象外です。領収書の写しを添付いたします。</td></tr></table></div>
      <div class="bar"><div><span>課税対象額</span><b>${yen(taxable)}</b></div><div><span>消費税（10%）</span><b>${yen(tax)}</b></div><div><span>税込小計</span><b>${yen(taxable + tax)}</b></div>
        <div><span>立替金（非課税）</span><b>${yen(tate)}</b></div><div class="g"><span>ご請求金額</span><b>¥${yen(total)}</b></div></div>
      <div class="pay"><div class="bk"><span class="h">お振込先</span><br>${d.bank.name}${showBankCode ? `（${d.bank.code}）` : ''}　${d.branch.name}${showBranchCode ? `（店番 ${d.branch.code}）` : ''}　${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}</div>
        <div class="du"><span class="h">お支払期日</span><br>${fmt(d.due)}</div></div>
      <div class="nt2">※振込手数料は貴社にてご負担くださいますようお願い申し上げます。<br>※燃料サーチャージは、当社規定により当月の軽油価格（全国平均）に基づき算出しております。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBankCode, showBranchCode } };
  },
});

// 288 — a 建設 subcontractor bills its general contractor for the month's progress, an 出来高請求書: 出来高請求書 centred in 明朝, the
// 元請 (…建設株式会社 …支店 御中, 作業所長 … 殿) at the left, a grid at the right of 請求日 (令和), 請求書No., 貴社注文書No. and 工事名;
// the 差引支払額 boxed under the 元請; the subcontractor's block with its 建設業許可 and a round 代表取締役之印 over its 代表者's name; 1 契約
// ・出来高 (契約金額 / 前回までの出来高 / 今回出来高 / 累計 / 残高 with their %), 2 工種別内訳, 3 今回請求額 (今回出来高, 消費税, 今回請求額
// （税込）, 保留金 △, 協力会費 △, 差引支払額), the 振込先 as a ruled table at the bottom left and the 元請's 確認欄 boxes at the right.
const SUB_TRADES = [
  // [trade, kana, 工種]
  [
    '電工',
    'デンコウ',
    ['幹線・動力設備工事', '電灯コンセント設備工事', '弱電・情報通信設備工事', '照明器具取付工事', '受変電設備工事'],
  ],
  ['設備工業', 'セツビコウギョウ', ['空調設備工事', '換気設備工事', '給排水衛生設備工事', '自動制御設備工事', 'ガス設備工事']],
  ['塗装', 'トソウ', ['外壁塗装工事', '鉄部塗装工事', '内部塗装工事', '床塗装（防塵）工事', 'シーリング・防水工事']],
  ['内装', 'ナイソウ', ['軽量鉄骨下地工事', 'せっこうボード張り工事', 'クロス・床仕上工事', '天井仕上工事', '内部建具取付工事']],
  ['鉄工', 'テッコウ', ['鉄骨製作', '鉄骨建方', '階段・手摺製作取付', 'デッキプレート敷設', '現場溶接・ボルト本締め']],
  ['興業', 'コウギョウ', ['山留工事', '杭工事', '土工事（掘削・残土処分）', '基礎躯体工事', '仮設工事']],
];
const SITE_TOWNS = [
  '南青山',
  '丸の内',
  '西新宿',
  '芝浦',
  '東池袋',
  '梅田',
  '北浜',
  '栄',
  '博多駅前',
  '大通西',
  '一番町',
  'みなとみらい',
  '三宮',
  '幕張',
];
const SITE_KINDS = ['計画 新築工事', 'ビル新築工事', '物流倉庫新築工事', '共同住宅新築工事', '工場増築工事', '庁舎耐震改修工事'];
LAYOUTS.push({
  id: 'L288-dekidaka-horyukin',
  split: 'dev',
  title:
    "建設 subcontractor's 出来高請求書 to its general contractor: title centred in 明朝, 元請 …支店 御中 / 作業所長 殿 at the left, a grid of 請求日 (令和) / 請求書No. / 貴社注文書No. / 工事名 at the right, the 差引支払額 boxed, the subcontractor's block with 建設業許可 and a round 代表取締役之印 over the name, 1 契約・出来高 (契約金額 / 前回までの出来高 / 今回出来高 / 累計 / 残高 with %), 2 工種別内訳, 3 今回請求額（税込）less 保留金 △ and 協力会費 △ = 差引支払額, 振込先 table and 元請 確認欄",
  exercises:
    "a subcontractor (株式会社…電工 / …設備工業(株) / 有限会社…塗装 / ㈱…鉄工) bills its general contractor (…建設株式会社 / 株式会社…組, …支店 御中, 作業所長 … 殿 — none of the fields) for the month's 出来高: 出来高請求書 centred; at the right a grid of 請求日 (令和8年1月25日 or R8.1.25 — issue_date, the 締日), 請求書No. (invoice_number), 貴社注文書No. (K26-01234 — none of the fields) and 工事名 (（仮称）…新築工事 — none of the fields); the subcontractor's block under it (〒 address, TEL / FAX — the issuer's fields —, 建設業許可 …知事許可（般-6）第12345号 and 登録番号) with a round red 代表取締役之印 over 代表取締役 …; a box 差引支払額 ¥… under the 元請 — total_amount —; 1 契約・出来高: 契約金額（税抜）, 前回までの出来高 (amount and %), 今回出来高 (amount and %), 累計出来高, 残高 — none of them the total; 2 工種別内訳 (工種, 契約金額, 前回まで %, 今回 %, 今回出来高金額, 累計 %); 3 今回請求額: 今回出来高（税抜）, 消費税（10%）, 今回請求額（税込）, 保留金（今回請求額（税込）の5% / 10%）△, 協力会費（今回出来高の0.3%）△ (安全協力会費 sometimes), 差引支払額 — total_amount the 差引支払額 after both are taken off (as a 前払金; as L161's 相殺), never the 今回請求額（税込）nor the 契約金額; a （参考）保留金累計額 (none of the fields); お支払予定日 (令和8年2月末日 — that month's last day, as L59 —, or 令和8年3月10日 — due_date); 振込先 as a ruled table (bank, branch, 普通 / 当座, number, 口座名義 ｶ)…ﾃﾞﾝｺｳ / …(ﾕ as printed; a 信用金庫 with no code — bank_code null); the 元請's 確認欄 (査定, 担当, 所長 — blank boxes, none of the fields)",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 2 ? 'main' : 'other', checking: r.chance(0.4) }),
  render(d, r) {
    const [trade, tradeKana, kinds] = r.pick(SUB_TRADES);
    const stem = setCompany(
      d,
      r,
      [[trade, tradeKana]],
      [
        ['株式会社', 'カ'],
        ['株式会社', 'カ'],
        ['有限会社', 'ユ'],
      ],
      HAN_STEMS,
    );
    noNetBank(d, r);
    netOrdinary(d);
    const issuer = spelled(d, r.pick(['full', 'full', 'circled', 'paren']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full']));
    const [, town, area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const pref = prefOf(town);
    const license = `${pref}知事許可（般-${r.int(1, 7)}）第${r.int(1000, 99999)}号`;
    const rep = `${r.pick(SURNAMES)[0]}　${r.pick(GIVEN)[0]}`;
    const gs = otherStem(r, stem);
    const gc = r.pick([`${gs}建設株式会社`, `株式会社${gs}組`, `${gs}建設工業株式会社`, `株式会社${gs}工務店`]);
    const branch = r.pick(['東京支店', '横浜支店', '大阪支店', '名古屋支店', '本店']);
    const chief = r.pick(SURNAMES)[0];
    const site = `（仮称）${r.pick(SITE_TOWNS)}${r.pick(['一丁目', '二丁目', '三丁目', ''])}${r.pick(SITE_KINDS)}`;
    const [y, m] = d.issue;
    const yy = String(y).slice(2);
    const close = r.pick([20, 25, 25]);
    d.issue = [y, m, close];
    const monthEnd = r.chance(0.6);
    d.due = monthEnd ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 2), 10];
    d.no = r.pick([
      () => `D${yy}${pad2(m)}-${r.digits(3)}`,
      () => `${r.int(1, 9)}${r.digits(4)}`,
      () => `SK-${yy}${pad2(m)}${r.digits(2)}`,
    ])();
    const po = `${r.pick(['K', 'A', 'C'])}${String(y - r.int(0, 1)).slice(2)}-${r.digits(5)}`;
    // The 工種: 契約金額 each, the 出来高 % before this month and after it.
    const pool = [...kinds];
    const rows = [];
    for (let i = 0, n = r.int(2, 4); i < n; i++) {
      const name = pool.splice(r.int(0, pool.length - 1), 1)[0];
      const contract = r.int(30, 600) * 10000;
      const p0 = r.pick([0, 10, 20, 30, 40, 50, 60]);
      const p1 = r.chance(0.2) ? p0 : Math.min(100, p0 + r.pick([5, 10, 15, 20, 25, 30]));
      rows.push({ name, contract, p0, p1 });
    }
    if (rows.every((x) => x.p1 === x.p0)) rows[0].p1 = Math.min(100, rows[0].p0 + 20);
    for (const x of rows) {
      x.prev = (x.contract * x.p0) / 100;
      x.cum = (x.contract * x.p1) / 100;
      x.now = x.cum - x.prev;
    }
    const sum = (k) => rows.reduce((a, x) => a + x[k], 0);
    const C = sum('contract');
    const P = sum('prev');
    const N = sum('now');
    const K = sum('cum');
    const pct = (v) => `${((v * 100) / C).toFixed(1)}%`;
    const tax = Math.floor(N / 10);
    const incl = N + tax;
    const retRate = r.pick([5, 10]);
    const ret = Math.floor((incl * retRate) / 100);
    const feeTenths = r.pick([2, 3, 5]);
    const fee = Math.floor((N * feeTenths) / 1000);
    const feeLabel = r.pick(['協力会費', '安全協力会費']);
    // Decided: the 保留金 (retention, paid at completion) and the 協力会費 are taken off the 今回請求額（税込）; total_amount is the
    // 差引支払額, the amount this invoice asks to be paid now (as a 前払金 taken off), never the 今回請求額（税込）.
    const net = incl - ret - fee;
    const netLabel = r.pick(['差引支払額', '差引ご請求額（お支払額）']);
    const retTotal = Math.floor((Math.floor((P * 11) / 10) * retRate) / 100) + ret;
    const wa = r.pick([DATE_FORMATS.wareki, DATE_FORMATS.wareki, DATE_FORMATS.warekiShort]);
    const dueText = monthEnd && r.chance(0.6) ? waMatsu(d.due) : wa(d.due);
    const showBranchCode = r.chance(0.4);
    const sign = r.pick(['△', '▲']);
    const ink = r.pick(['#111', '#1c2a3a']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9px; color: ${ink}; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 40px 50px 0; }
      h1 { margin: 0; text-align: center; font-family: 'Noto Serif CJK JP'; font-size: 24px; font-weight: 700; letter-spacing: .5em; padding-left: .5em; }
      h1 + .u { width: 260px; margin: 3px auto 0; border-top: 3px double ${ink}; }
      .hd { display: flex; justify-content: space-between; margin-top: 16px; }
      .to { width: 330px; line-height: 1.75; font-size: 9.4px; } .to .n { font-size: 14.5px; font-family: 'Noto Serif CJK JP'; font-weight: 700; }
      .box { margin-top: 12px; border: 2.5px solid ${ink}; display: flex; } .box .l { background: #e5e7eb; padding: 8px 10px; font-weight: 700; font-size: 10.5px; border-right: 1px solid ${ink}; }
      .box .v { flex: 1; text-align: right; font-size: 21px; font-weight: 700; padding: 3px 12px; }
      .rt { width: 330px; } table.grid { width: 100%; } .grid td { border: 1px solid #6b7280; padding: 2px 7px; font-size: 9px; } .grid td.l { background: #f3f4f6; width: 86px; }
      .co { position: relative; margin-top: 8px; font-size: 8.8px; line-height: 1.6; } .co .n { font-size: 13.5px; font-weight: 700; } .co .rp { position: relative; font-size: 10px; height: 46px; line-height: 46px; }
      .h { margin-top: 12px; font-weight: 700; font-size: 10px; border-bottom: 1.5px solid ${ink}; padding-bottom: 1px; }
      table.t { width: 100%; margin-top: 4px; font-size: 8.8px; } .t th { border: 1px solid #6b7280; background: #f3f4f6; font-weight: 500; padding: 2px; } .t td { border: 1px solid #9ca3af; padding: 3px 6px; }
      .t tr.g td { font-weight: 700; background: #f9fafb; }
      table.calc { width: 420px; margin: 4px 0 0 auto; font-size: 9.2px; } .calc td { border: 1px solid #9ca3af; padding: 3px 8px; } .calc td.l { background: #f3f4f6; }
      .calc tr.g td { border: 2px solid ${ink}; font-weight: 700; font-size: 12px; }
      .ref { text-align: right; font-size: 8px; color: #4b5563; margin-top: 2px; }
      .low { display: flex; justify-content: space-between; align-items: flex-end; margin-top: 14px; }
      table.bk { width: 420px; font-size: 9px; } .bk th { border: 1px solid #6b7280; background: #f3f4f6; font-weight: 500; padding: 2px 6px; } .bk td { border: 1px solid #6b7280; padding: 3px 6px; text-align: center; }
      table.kn { font-size: 8px; } .kn td { border: 1px solid #6b7280; width: 54px; text-align: center; padding: 1px; } .kn tr.s td { height: 46px; }
      .nt { margin-top: 10px; font-size: 7.9px; color: #374151; line-height: 1.7; }`;
    const page = `<div class="wrap"><h1>出来高請求書</h1><div class="u"></div>
      <div class="hd"><div class="to"><span class="n">${gc}</span><br><span class="n">${branch}　御中</span><br>作業所長　${chief}　殿
          <div class="box"><span class="l">${netLabel}</span><span class="v">¥${yen(net)}－</span></div>
          <div style="margin-top:6px">下記工事の出来高につき、以下のとおりご請求申し上げます。</div></div>
        <div class="rt"><table class="grid"><tr><td class="l">請求日</td><td>${wa(d.issue)}（${close}日締め）</td></tr><tr><td class="l">請求書No.</td><td>${d.no}</td></tr>
            <tr><td class="l">貴社注文書No.</td><td>${po}</td></tr><tr><td class="l">工事名</td><td>${site}</td></tr></table>
          <div class="co"><div class="n">${issuer}</div><div class="rp">代表取締役　${rep}${hanko('代表取締役之印', 'left:96px;top:0;width:46px;height:46px;font-size:10px;', true)}</div>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>建設業許可　${license}<br>登録番号　${d.reg}</div></div></div>
      <div class="h">1　契約・出来高</div>
      <table class="t"><tr><th>契約金額（税抜）</th><th>前回までの出来高</th><th>今回出来高</th><th>累計出来高</th><th>残高</th></tr>
        <tr><td class="num">${yen(C)}</td><td class="num">${yen(P)}（${pct(P)}）</td><td class="num">${yen(N)}（${pct(N)}）</td><td class="num">${yen(K)}（${pct(K)}）</td><td class="num">${yen(C - K)}</td></tr></table>
      <div class="h">2　工種別内訳</div>
      <table class="t"><tr><th>工種</th><th style="width:90px">契約金額</th><th style="width:62px">前回まで</th><th style="width:54px">今回</th><th style="width:90px">今回出来高金額</th><th style="width:62px">累計</th><th style="width:90px">累計出来高金額</th></tr>
        ${rows.map((x) => `<tr><td>${x.name}</td><td class="num">${yen(x.contract)}</td><td class="num">${x.p0}%</td><td class="num">${x.p1 - x.p0}%</td><td class="num">${yen(x.now)}</td><td class="num">${x.p1}%</td><td class="num">${yen(x.cum)}</td></tr>`).join('')}
        <tr class="g"><td>合計</td><td class="num">${yen(C)}</td><td></td><td></td><td class="num">${yen(N)}</td><td></td><td class="num">${yen(K)}</td></tr></table>
      <div class="h">3　今回請求額</div>
      <table class="calc"><tr><td class="l">今回出来高（税抜）</td><td class="num">${yen(N)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(tax)}</td></tr>
        <tr><td class="l">今回請求額（税込）</td><td class="num">${yen(incl)}</td></tr><tr><td class="l">保留金（今回請求額（税込）の${retRate}%）</td><td class="num">${sign}${yen(ret)}</td></tr>
        <tr><td class="l">${feeLabel}（今回出来高の${(feeTenths / 10).toFixed(1)}%）</td><td class="num">${sign}${yen(fee)}</td></tr><tr class="g"><td>${netLabel}</td><td class="num">¥${yen(net)}</td></tr></table>
      <div class="ref">（参考）保留金累計額 ${yen(retTotal)}円（竣工検査後に精算）</div>
      <div style="margin-top:6px;font-size:9.6px">お支払予定日　${dueText}</div>
      <div class="low"><table class="bk"><tr><th>振込先金融機関</th><th>支店名</th><th>種別</th><th>口座番号</th></tr>
          <tr><td>${d.bank.name}</td><td>${d.branch.name}${showBranchCode ? `（${d.branch.code}）` : ''}</td><td>${TYPE_LABEL[d.type]}</td><td>${d.account}</td></tr>
          <tr><th>口座名義</th><td colspan="3" style="text-align:left">${holder}</td></tr></table>
        <table class="kn"><tr><td colspan="3">${gc.replace(/株式会社/, '(株)')} 確認欄</td></tr><tr><td>所長</td><td>担当</td><td>査定</td></tr><tr class="s"><td></td><td></td><td></td></tr></table></div>
      <div class="nt">※出来高は${wa(d.issue)}現在の査定前数量によります。貴社査定により金額に変更がある場合はご連絡ください。<br>※保留金は貴社工事請負基準に基づき控除しております。振込手数料は貴社ご負担にてお願いいたします。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total: net, showBranchCode } };
  },
});

// 289 — a 司法書士 (alone, under his office's name or his own) bills a company for a 登記, a 登記費用 請求書 in 明朝: the title centred,
// No. and date at the top right, the company 御中 at the left, the 司法書士 at the right with his 司法書士会 登録番号 and 認定番号 beside the
// 適格請求書 登録番号 T…, a square 職印 over his name; a 事件 box (件名, 物件 or 会社, 申請日, 完了日); Ⅰ 報酬（課税）and Ⅱ 立替実費
// （非課税）stacked as two tables, each with its 計; a 精算 table at the right of the foot (報酬額 / 消費税 / 源泉徴収税額 △ / 立替実費 /
// ご請求金額) beside the 振込先 at the left.
const REG_CASES = [
  {
    name: '所有権移転登記（売買）',
    target: 'land',
    fees: [
      ['所有権移転登記 申請代理', 45000, 80000],
      ['登記原因証明情報 作成', 10000, 20000],
      ['決済立会 日当', 10000, 30000],
      ['事前調査（登記情報・公図・評価証明）', 3000, 8000],
    ],
    tax: (r) => {
      const v = r.int(800, 6000) * 10000;
      return [`登録免許税（評価額 ${yen(v)}円 × 2%）`, Math.floor((v * 2) / 100 / 100) * 100];
    },
  },
  {
    name: '抵当権抹消登記',
    target: 'land',
    fees: [
      ['抵当権抹消登記 申請代理', 12000, 25000],
      ['登記原因証明情報 作成', 3000, 8000],
    ],
    tax: (r) => {
      const n = r.int(1, 3);
      return [`登録免許税（不動産${n}個 × 1,000円）`, n * 1000];
    },
  },
  {
    name: '役員変更登記',
    target: 'corp',
    fees: [
      ['役員変更登記 申請代理', 25000, 45000],
      ['株主総会議事録・就任承諾書 作成', 5000, 20000],
      ['事前調査（登記記録確認）', 1000, 3000],
    ],
    tax: (r) => (r.chance(0.7) ? ['登録免許税（資本金1億円以下）', 10000] : ['登録免許税', 30000]),
  },
  {
    name: '本店移転登記（管轄外）',
    target: 'corp',
    fees: [
      ['本店移転登記 申請代理（旧・新管轄）', 50000, 80000],
      ['取締役会議事録・定款変更 作成', 10000, 25000],
    ],
    tax: () => ['登録免許税（30,000円 × 2管轄）', 60000],
  },
];
const SHIHO_KAI = {
  東京都: '東京司法書士会',
  大阪府: '大阪司法書士会',
  愛知県: '愛知県司法書士会',
  福岡県: '福岡県司法書士会',
  北海道: '札幌司法書士会',
  宮城県: '宮城県司法書士会',
  神奈川県: '神奈川県司法書士会',
  京都府: '京都司法書士会',
  兵庫県: '兵庫県司法書士会',
  広島県: '広島司法書士会',
  埼玉県: '埼玉司法書士会',
  千葉県: '千葉司法書士会',
  静岡県: '静岡県司法書士会',
  群馬県: '群馬司法書士会',
};
LAYOUTS.push({
  id: 'L289-shihoshoshi-touki-hiyou',
  split: 'dev',
  title:
    "司法書士's 登記費用 請求書 in 明朝 to a company: No. and date top right, company 御中 left, the 司法書士 (office name or his own) with 司法書士会 登録番号 / 認定番号 beside the 適格 登録番号 and a square 職印 over his name, a 事件 box, Ⅰ 報酬（課税）and Ⅱ 立替実費（非課税: 登録免許税, 印紙, 謄本代）stacked, a 精算 table (報酬額 / 消費税 / 源泉徴収税額 △ / 立替実費 / ご請求金額) at the foot's right beside the 振込先",
  exercises:
    "a 司法書士 practising alone — under his office's name (…司法書士事務所 / 司法書士…事務所 / さくら司法書士事務所 — issuer_name the 屋号, as L22) or under his own (司法書士 山田 太郎 — issuer_name the name without the title, as L120) — bills a company (株式会社…不動産 / …商事株式会社 御中, 総務部 … 様 — none of the fields) for a 登記 (所有権移転（売買）with 抵当権抹消, 役員変更, 本店移転): 登記費用 請求書 centred; No. (invoice_number) and the date (令和8年1月20日 or 2026年1月20日 — issue_date) at the top right; at the right 司法書士 … with his 〒 address and TEL / FAX (the issuer's fields), …司法書士会 登録番号 第1234号 and 簡裁訴訟代理等関係業務 認定番号 第501234号 — none of the fields, never the registration_number, which is the 適格請求書発行事業者 登録番号 T… printed under them —, a square red 職印 over his name; a 事件 box (件名, 物件 所在・地番 or 会社の商号, 申請日, 完了日 — none of the fields); Ⅰ 報酬（課税）: rows (申請代理, 登記原因証明情報 作成, 議事録作成, 立会 日当, 事前調査), 報酬額（税抜）, 消費税（10%）; Ⅱ 立替実費（非課税）: 登録免許税 (with its basis: 評価額 … × 2%), 印紙代, 謄本代（登記事項証明書 @600 × …通）, 登記情報 @331, 郵送料; the 精算 table: 報酬額 / 消費税 / 源泉徴収税額（(報酬額 − 10,000円) × 10.21%）△ / 立替実費 / ご請求金額 — total_amount the ご請求金額: the 報酬 with its 消費税, less the 源泉 on the 報酬 only, with the 実費 added back (as L22, L227); the お支払期限 (due_date); 振込先 at the left of the 精算 (a bank or a 信用金庫 — bank_code null when not one of the eight —, or a ゆうちょ 記号・番号 converting as the ゆうちょ rules above; 口座名義 ｼﾎｳｼﾖｼ ﾔﾏﾀﾞ ﾀﾛｳ / ﾔﾏﾀﾞｼﾎｳｼﾖｼｼﾞﾑｼﾖ … / the name only, as printed)",
  opts: (r, inst) => ({ sole: true, rates: '10', items: 1, bank: ['other', 'main', 'yucho'][inst] }),
  render(d, r) {
    const [sn, gn] = d.person.split(' ');
    const [snk, gnk] = d.holderBase.split(' ');
    const personPrinted = `${sn}　${gn}`;
    const place = placeOf(d.zip);
    d.tel = landlineOn(r, place[2]);
    d.fax = landlineOn(r, place[2]);
    const kai = SHIHO_KAI[prefOf(place[1])];
    const kind = r.pick(['surname', 'surname', 'full', 'word', 'none']);
    const [word, wordKana] = r.pick([
      ['さくら', 'サクラ'],
      ['あおば', 'アオバ'],
      ['駅前', 'エキマエ'],
      ['中央', 'チュウオウ'],
    ]);
    const yagoOf = {
      surname: [`${sn}司法書士事務所`, `${snk}シホウショシジムショ`],
      full: [`司法書士${sn}${gn}事務所`, `シホウショシ${snk}${gnk}ジムショ`],
      word: [`${word}司法書士事務所`, `${wordKana}シホウショシジムショ`],
      none: [null, null],
    }[kind];
    d.yago = yagoOf[0];
    // Decided: with no office name printed, issuer_name is his name without 司法書士 before it (as L120).
    d.issuerName = d.yago ?? d.person;
    const holderKind = r.pick(d.yago ? ['title', 'yago', 'name'] : ['title', 'name']);
    d.holderBase = { title: `シホウショシ ${snk} ${gnk}`, yago: `${yagoOf[1]} ${snk} ${gnk}`, name: `${snk} ${gnk}` }[holderKind];
    if (!d.bank.main && !d.yucho && r.chance(0.5))
      setBank(
        d,
        r,
        r.pick(['城南信用金庫', '京都信用金庫', '多摩信用金庫', '西武信用金庫']),
        null,
        r.pick(['本店', '駅前支店', '中央支店']),
      );
    if (!d.yucho) d.type = 2;
    netOrdinary(d);
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full']));
    const bs = otherStem(r, sn);
    const buyer = r.pick([`株式会社${bs}不動産`, `${bs}商事株式会社`, `株式会社${bs}ホーム`, `${bs}興産株式会社`]);
    // The cases: a 所有権移転 with the seller's 抵当権 cleared sometimes, or a company's 登記.
    const first = r.pick(REG_CASES);
    const cases = [first];
    if (first.name.startsWith('所有権') && r.chance(0.5)) cases.push(REG_CASES[1]);
    const round = (n) => Math.round(n / 1000) * 1000;
    const fees = [];
    for (const c of cases)
      for (const [name, lo, hi] of c.fees) if (fees.length === 0 || r.chance(0.75)) fees.push([name, round(r.int(lo, hi))]);
    const nCert = r.int(1, 4);
    const jippi = cases.map((c) => c.tax(r));
    if (r.chance(0.7)) {
      const n = r.int(1, 3);
      jippi.push([`印紙代（${first.target === 'land' ? '地図・公図 写し' : '印鑑証明書'} @450 × ${n}通）`, 450 * n]);
    }
    jippi.push([`謄本代（登記事項証明書 @600 × ${nCert}通）`, 600 * nCert]);
    if (r.chance(0.5)) {
      const n = r.int(1, 4);
      jippi.push([`登記情報提供サービス（@331 × ${n}件）`, 331 * n]);
    }
    if (r.chance(0.6)) jippi.push(['郵送料（レターパック）', r.pick([430, 600, 1030, 1200])]);
    const fee = fees.reduce((a, x) => a + x[1], 0);
    const tax = Math.floor(fee / 10);
    // Decided: the 源泉 is on the 報酬額（税抜）less 10,000円 (a 司法書士's 1回の支払), the 立替実費 never in its base; total_amount the
    // ご請求金額: 報酬額 + 消費税 − 源泉徴収税額 + 立替実費 (as L22, L227).
    const gensen = Math.floor(((fee - 10000) * 1021) / 10000);
    const jsum = jippi.reduce((a, x) => a + x[1], 0);
    const total = fee + tax - gensen + jsum;
    const [y, m] = d.issue;
    d.issue = [y, m, r.int(5, 28)];
    d.due = r.chance(0.5) ? addDays(d.issue, 14) : endOfMonth(...addMonths([y, m], r.chance(0.5) ? 0 : 1));
    if (d.due[0] === d.issue[0] && d.due[1] === d.issue[1] && d.due[2] - d.issue[2] < 7) d.due = addDays(d.issue, 14);
    d.no = r.pick([
      () => `${y}-${r.digits(4)}`,
      () => `${String(y).slice(2)}${pad2(m)}${r.digits(2)}`,
      () => `S${r.int(100, 999)}`,
    ])();
    const applied = addDays(d.issue, -r.int(8, 25));
    const done = addDays(applied, r.int(4, 10));
    const fmt = r.pick([DATE_FORMATS.wareki, DATE_FORMATS.wareki, DATE_FORMATS.seireki]);
    const [, btown] = r.pick(PLACES.filter(([z]) => z !== d.zip));
    const objectLine =
      first.target === 'land'
        ? `${btown.replace(/^(東京都|北海道|大阪府|京都府|.{2,3}?県)/, '')}${r.int(1, 5)}丁目 ${r.int(100, 3999)}番${r.int(1, 30)}（土地）${r.chance(0.6) ? `、同所 家屋番号 ${r.int(100, 3999)}番${r.int(1, 30)}（建物）` : ''}`
        : `${buyer}（会社法人等番号 ${r.digits(4)}-${r.digits(2)}-${r.digits(6)}）`;
    // Decided: registration_number is the 適格請求書発行事業者 登録番号 T…; the 司法書士会 登録番号 and the 認定番号 are none of the fields.
    const regNo = `第${r.int(100, 9999)}号`;
    const nintei = `第${r.int(101, 912)}${r.digits(3)}号`;
    let bankHtml;
    if (d.yucho) bankHtml = `ゆうちょ銀行<br>記号 ${d.yucho.symbol}　番号 ${d.yucho.number}`;
    else bankHtml = `${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}預金　${d.account}`;
    const head = r.pick(['登記費用 請求書', '登記費用 御請求書', '請求書（登記費用）']);
    // The 職印 over the end of his name: its left edge in the name's last character.
    const nameEnd = Math.round((5 + [...personPrinted].length) * (d.yago ? 12 : 14) * 1.08);
    const seal = hanko(`司法書士${sn}${gn}之印`, `left:${nameEnd - 7}px;top:-1px;width:52px;height:52px;font-size:9.5px;`);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 9.4px; color: #1a1a1a; line-height: 1.65; }
      .wrap { position: relative; height: 1123px; padding: 46px 58px 0; }
      .dt { text-align: right; line-height: 1.7; }
      h1 { margin: 6px 0 0; text-align: center; font-size: 22px; font-weight: 600; letter-spacing: .35em; }
      .hd { display: flex; justify-content: space-between; margin-top: 18px; }
      .to { width: 300px; } .to .n { font-size: 14.5px; border-bottom: 1px solid #1a1a1a; display: inline-block; padding-right: 24px; } .to .s { margin-top: 4px; }
      .me { position: relative; width: 320px; line-height: 1.6; } .me .o { font-size: 13px; font-weight: 700; } .me .p { position: relative; font-size: 12px; letter-spacing: .08em; height: 52px; line-height: 50px; }
      .me .r { font-family: 'Noto Sans CJK JP'; font-size: 8.2px; color: #333; margin-top: 3px; line-height: 1.65; }
      .lead { margin-top: 14px; }
      .amt { margin-top: 8px; font-size: 15px; border-bottom: 3px double #1a1a1a; display: inline-block; padding: 0 18px 1px 0; }
      table.case { width: 100%; margin-top: 12px; font-size: 9px; } .case td { border: 1px solid #777; padding: 3px 8px; } .case td.l { width: 70px; background: #f4f1ea; }
      .sec { margin-top: 12px; font-weight: 700; font-size: 10.5px; }
      table.t { width: 100%; margin-top: 2px; font-size: 9px; font-family: 'Noto Sans CJK JP'; } .t th { border-top: 1.5px solid #1a1a1a; border-bottom: 1px solid #1a1a1a; font-weight: 500; padding: 3px; }
      .t td { border-bottom: 1px dotted #999; padding: 2px 8px; } .t tr.g td { border-bottom: 1.5px solid #1a1a1a; font-weight: 700; }
      .foot { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 16px; gap: 18px; }
      .bk { flex: 1; border: 1px solid #777; padding: 6px 12px; line-height: 1.8; font-size: 9.4px; } .bk .h { font-weight: 700; }
      table.st { width: 330px; font-size: 9.4px; } .st td { border: 1px solid #777; padding: 3px 8px; } .st td.l { background: #f4f1ea; } .st tr.g td { font-weight: 700; font-size: 12.5px; border: 2px solid #1a1a1a; }
      .nt { margin-top: 10px; font-size: 8.2px; color: #333; line-height: 1.7; }`;
    const me = d.yago
      ? `<div class="o">${d.yago}</div><div class="p">司法書士　${personPrinted}${seal}</div>`
      : `<div class="p" style="font-size:14px">司法書士　${personPrinted}${seal}</div>`;
    const page = `<div class="wrap"><div class="dt">No. ${d.no}<br>${fmt(d.issue)}</div><h1>${head}</h1>
      <div class="hd"><div class="to"><span class="n">${buyer}　御中</span><div class="s">${r.pick(['総務部', '管理部', '法務部'])}　${r.pick(SURNAMES)[0]} 様</div></div>
        <div class="me">${me}〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}
          <div class="r">${kai} 登録番号 ${regNo}<br>簡裁訴訟代理等関係業務 認定番号 ${nintei}<br>適格請求書発行事業者 登録番号 ${d.reg}</div></div></div>
      <div class="lead">このたびはご依頼を賜り誠にありがとうございました。下記登記手続に係る費用を、次のとおりご請求申し上げます。</div>
      <div class="amt">ご請求金額　金 ${yen(total)} 円</div>
      <table class="case"><tr><td class="l">件　名</td><td>${cases.map((c) => c.name).join('・')}</td></tr><tr><td class="l">${first.target === 'land' ? '物　件' : '会　社'}</td><td>${objectLine}</td></tr>
        <tr><td class="l">申請日</td><td>${fmt(applied)}（${r.pick(['東京法務局', '横浜地方法務局', '大阪法務局', 'さいたま地方法務局'])} ${r.pick(['本局', '港出張所', '北出張所', '城北出張所'])}）</td></tr><tr><td class="l">完了日</td><td>${fmt(done)}</td></tr></table>
      <div class="sec">Ⅰ　報酬（課税）</div>
      <table class="t"><tr><th style="text-align:left">内容</th><th style="width:110px">金額（円）</th></tr>
        ${fees.map(([n, v]) => `<tr><td>${n}</td><td class="num">${yen(v)}</td></tr>`).join('')}
        <tr><td>報酬額（税抜）</td><td class="num">${yen(fee)}</td></tr><tr class="g"><td>消費税（10%）</td><td class="num">${yen(tax)}</td></tr></table>
      <div class="sec">Ⅱ　立替実費（非課税）</div>
      <table class="t"><tr><th style="text-align:left">内容</th><th style="width:110px">金額（円）</th></tr>
        ${jippi.map(([n, v]) => `<tr><td>${n}</td><td class="num">${yen(v)}</td></tr>`).join('')}
        <tr class="g"><td>立替実費 計</td><td class="num">${yen(jsum)}</td></tr></table>
      <div class="foot"><div class="bk"><span class="h">お振込先</span><br>${bankHtml}<br>口座名義　${holder}<br>お支払期限　${fmt(d.due)}</div>
        <table class="st"><tr><td class="l">報酬額（税抜）</td><td class="num">${yen(fee)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(tax)}</td></tr>
          <tr><td class="l">源泉徴収税額<br><span style="font-size:7.8px">（報酬額 − 10,000円）× 10.21%</span></td><td class="num">△${yen(gensen)}</td></tr>
          <tr><td class="l">立替実費（非課税）</td><td class="num">${yen(jsum)}</td></tr><tr class="g"><td>ご請求金額</td><td class="num">¥${yen(total)}</td></tr></table></div>
      <div class="nt">※源泉徴収税額は、貴社にて納付をお願いいたします（所得税法第204条第1項第2号）。<br>※立替実費は領収証書の写しを添付しております。登記識別情報通知・登記完了証は別送いたしました。</div></div>`;
    return { pages: [page], css, printed: { issuer: d.issuerName, holder, total } };
  },
});

// 290 — a 不動産管理会社 bills an office tenant for next month's 賃料等 with the 更新料, issued in its own name for the 貸主: 賃料等請求書
// at the top left with 請求日 / 請求No. at the right, the tenant 御中 and 担当 at the left with the ご請求金額 box and the お支払期限 (毎月27日,
// this time's date and weekday) at the right; a 契約 table (物件・区画, 貸主, 契約番号, 契約期間 and 更新後の期間); rows 賃料 (坪 × 単価), 共益費,
// 駐車場使用料, 更新料（賃料の1ヶ月分）, 電気料金 (子メーター) with 金額（税抜）/ 消費税 / 税込 columns; the お振込先 (the 貸主's account,
// or the company's as its 代理人) at the left of the foot beside notes; the company's block in a footer band with its 宅建業 免許 and seal.
const MGMT_TRADES = [
  ['不動産', 'フドウサン'],
  ['地所', 'ジショ'],
  ['エステート', 'エステート'],
  ['ビル管理', 'ビルカンリ'],
  ['不動産管理', 'フドウサンカンリ'],
];
const OWNER_TRADES = [
  ['興産', 'コウサン'],
  ['ビル', 'ビル'],
  ['地所', 'ジショ'],
  ['開発', 'カイハツ'],
  ['殖産', 'ショクサン'],
];
LAYOUTS.push({
  id: 'L290-chinryou-kanri-daiken',
  split: 'dev',
  title:
    "不動産管理会社's 賃料等請求書 to an office tenant for next month with the 更新料, issued in its own name for the 貸主: title top left, 請求日 / No. right, tenant 御中 left, ご請求金額 box with お支払期限 毎月27日 (this time's date), a 契約 table (物件・区画, 貸主, 契約期間, 更新後), rows 賃料 (坪 × 単価), 共益費, 駐車場, 更新料 1ヶ月分, 電気料金 with 税抜 / 消費税 / 税込 columns, お振込先 (貸主 account or 代理人 form), the company in a footer band with 宅建業 免許 and a seal",
  exercises:
    "a 不動産管理会社 (株式会社…不動産 / …地所㈱ / …エステート(株) / 有限会社…ビル管理) bills a company renting an office (…株式会社 総務部 御中 — none of the fields) for next month's 賃料等 and the lease's 更新料, in its own name on the 貸主's behalf: 賃料等請求書 at the top left, 請求日 (2026年1月10日 or 令和8年1月10日 — issue_date) and 請求No. (invoice_number) at the right; the ご請求金額（税込）box — total_amount, the 税込 合計 of every row, all 課税 (an office's 賃料 and 共益費 are taxable) — with お支払期限 毎月27日（今回 …年…月27日（火））— due_date the 27th printed, never moved by the 休業日 note (前営業日 / 翌営業日); a 契約 table: 物件 (…ビル 5階 501区画, its 所在地 — none of the fields), 貸主 (株式会社…興産 or a person — none of the fields), 契約番号, 契約期間 and 更新後の期間 (none of the dates); rows: 賃料（…坪 × @…）, 共益費, 駐車場使用料（…台）, 更新料（新賃料の1ヶ月分）, 電気料金（子メーター …月分）sometimes, each with 金額（税抜）, 消費税（10%）and 税込金額; 合計; お振込先 at the foot's left, the 貸主's account kept by the company — 口座名義 the 貸主's (ｶ)ﾐﾅﾄｺｳｻﾝ) or in a 代理人 form (ﾔﾏﾀﾞ ﾀﾛｳ ﾀﾞｲﾘﾆﾝ ｶ)ｱｵﾊﾞﾌﾄﾞｳｻﾝ, ｶ)ｱｵﾊﾞﾌﾄﾞｳｻﾝ(ﾀﾞｲ) — account_holder as printed, whoever it names; bank, branch, 普通 / 当座, number (bank_code only when printed or a main bank); 振込手数料 borne by the tenant (a note); issuer_name, address, TEL and registration_number the 管理会社's, in the footer band with its 宅地建物取引業 免許 (none of the fields) and a square seal — never the 貸主 in the 契約 table",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const [stem] = setCompanyWithKana(d, r, MGMT_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    noNetBank(d, r);
    netOrdinary(d);
    const issuer = spelled(d, r.pick(['full', 'full', 'circled', 'paren']));
    const [, town, area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const license = `${r.chance(0.3) ? '国土交通大臣' : `${prefOf(town)}知事`}（${r.int(1, 12)}）第${r.int(1000, 99999)}号`;
    const mgmtHolder = d.holderBase;
    // The 貸主: a company (its own account) or a person (the 管理会社 as 代理人).
    const ownerCorp = r.chance(0.55);
    let owner;
    if (ownerCorp) {
      const [os, osk] = r.pick(STEMS.filter(([x]) => x !== stem));
      const [ot, otk] = r.pick(OWNER_TRADES);
      const before = r.chance(0.6);
      owner = before ? `株式会社${os}${ot}` : `${os}${ot}株式会社`;
      d.holderBase = before ? `カ）${osk}${otk}` : `${osk}${otk}（カ`;
    } else {
      const [sn, snk] = r.pick(SURNAMES);
      const [gn, gnk] = r.pick(GIVEN);
      owner = `${sn}　${gn}`;
      d.holderBase = d.formBefore && r.chance(0.5) ? `${mgmtHolder}（ダイ` : `${snk} ${gnk} ダイリニン ${mgmtHolder}`;
    }
    // Decided: the account is the 貸主's kept by the 管理会社 (or the company's as 代理人); account_holder is the 口座名義 as printed, whoever
    // it names; the invoice is the 管理会社's (its name, 登録番号 and block), the 貸主 in the 契約 table none of the fields.
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const bs = otherStem(r, stem);
    const tenant = r.pick([
      `株式会社${bs}システムズ`,
      `${bs}商事株式会社`,
      `${bs}電機株式会社`,
      `株式会社${bs}企画`,
      `${bs}設計株式会社`,
    ]);
    const [bldZip, bldTown] = r.pick(PLACES);
    const building = `${r.pick(HAN_STEMS)[0]}${r.pick(['ビル', '第2ビル', 'センタービル', 'スクエア'])}`;
    const floor = r.int(2, 9);
    const unit = `${floor}階 ${floor}0${r.int(1, 4)}区画`;
    const [y, m] = d.issue;
    const [ny, nm] = addMonths([y, m], 1);
    d.issue = [y, m, r.pick([5, 10, 12, 15, 20])];
    // Decided: due_date is this time's 27th as printed (今回 …27日), never moved by the note on 金融機関休業日 (前営業日).
    d.due = [y, m, 27];
    d.no = r.pick([
      () => `${ny}${pad2(nm)}-${r.digits(4)}`,
      () => `R${r.digits(6)}`,
      () => `${String(ny).slice(2)}${pad2(nm)}${r.digits(3)}`,
    ])();
    const fmt = r.pick([DATE_FORMATS.seireki, DATE_FORMATS.wareki, DATE_FORMATS.seirekiPad]);
    const wareki = fmt === DATE_FORMATS.wareki;
    const monthLabel = wareki ? `令和${reiwa(ny)}年${nm}月分` : `${ny}年${nm}月分`;
    const tsubo = r.int(30, 160) / 2;
    const tanka = r.int(16, 44) * 500;
    const kyoeki = r.int(4, 8) * 500;
    const rent = tsubo * tanka;
    const cars = r.int(0, 3);
    const carFee = r.int(15, 40) * 1000;
    const rows = [
      { name: `賃料（${tsubo}坪 × @${yen(tanka)}）`, term: monthLabel, amount: rent },
      { name: `共益費（${tsubo}坪 × @${yen(kyoeki)}）`, term: monthLabel, amount: tsubo * kyoeki },
    ];
    if (cars) rows.push({ name: `駐車場使用料（${cars}台 × @${yen(carFee)}）`, term: monthLabel, amount: cars * carFee });
    // The lease renews with next month: the 更新料, one month of the 賃料.
    const start = [ny - r.pick([2, 3]), nm, 1];
    const renewed = [ny, nm, 1];
    const renewEnd = addDays([ny + r.pick([2, 3]), nm, 1], -1);
    rows.push({ name: '更新料（新賃料の1ヶ月分）', term: '契約更新時', amount: rent });
    if (r.chance(0.5)) {
      const [py, pm] = addMonths([y, m], -1);
      rows.push({
        name: `電気料金（子メーター ${r.int(800, 4800)}kWh）`,
        term: wareki ? `令和${reiwa(py)}年${pm}月分` : `${py}年${pm}月分`,
        amount: r.int(200, 1600) * 50,
      });
    }
    for (const x of rows) x.tax = Math.floor(x.amount / 10);
    const base = rows.reduce((a, x) => a + x.amount, 0);
    const tax = rows.reduce((a, x) => a + x.tax, 0);
    const total = base + tax;
    const showBankCode = r.chance(0.3);
    const navy = r.pick(['#0f2f57', '#3b2f2f', '#134e4a', '#312e81']);
    const sealText = `${d.corpBody}之印`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.2px; color: #222; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 42px 50px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .top h1 { margin: 0; font-size: 23px; letter-spacing: .25em; color: ${navy}; font-weight: 700; border-left: 8px solid ${navy}; padding-left: 12px; }
      .top table td { padding: 1px 0 1px 12px; } .top td.l { color: #666; }
      .hd { display: flex; justify-content: space-between; margin-top: 18px; align-items: flex-start; }
      .to { width: 320px; line-height: 1.7; } .to .n { font-size: 15px; font-weight: 700; border-bottom: 1px solid #222; display: inline-block; padding-right: 24px; }
      .amt { width: 330px; border: 2px solid ${navy}; } .amt .l { background: ${navy}; color: #fff; padding: 3px 10px; font-size: 10px; }
      .amt .v { text-align: right; font-size: 22px; font-weight: 700; padding: 4px 12px 0; } .amt .du { padding: 2px 12px 6px; font-size: 9.4px; }
      table.ct { width: 100%; margin-top: 14px; } .ct td { border: 1px solid #9aa3ad; padding: 3px 8px; } .ct td.l { background: #eef1f5; width: 78px; }
      table.t { width: 100%; margin-top: 12px; } .t th { background: #eef1f5; border: 1px solid #9aa3ad; font-weight: 500; padding: 3px; } .t td { border: 1px solid #c3c9d0; padding: 4px 8px; }
      .t tr.g td { font-weight: 700; border-top: 2px solid ${navy}; font-size: 10.5px; }
      .low { display: flex; gap: 16px; margin-top: 16px; align-items: flex-start; }
      .bk { width: 390px; border: 1.5px solid ${navy}; padding: 6px 12px; line-height: 1.85; } .bk .h { font-weight: 700; color: ${navy}; } .bk .s { font-size: 8.2px; color: #555; }
      .nt { flex: 1; font-size: 8.4px; line-height: 1.75; color: #333; }
      .ft { position: absolute; left: 0; right: 0; bottom: 0; border-top: 3px solid ${navy}; background: #f5f7fa; padding: 12px 50px 18px; display: flex; justify-content: space-between; align-items: flex-start; }
      .ft .co { position: relative; width: 400px; font-size: 8.8px; line-height: 1.65; } .ft .co .n { font-size: 14px; font-weight: 700; color: ${navy}; }
      .ft .tt { font-size: 8px; color: #555; width: 230px; line-height: 1.7; }`;
    const page = `<div class="wrap"><div class="top"><h1>賃料等請求書</h1><table><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求No.</td><td>${d.no}</td></tr></table></div>
      <div class="hd"><div class="to"><span class="n">${tenant}　御中</span><br>総務部　${r.pick(SURNAMES)[0]} 様<br><br>平素より格別のご高配を賜り、厚く御礼申し上げます。<br>${monthLabel}賃料等および契約更新に伴う更新料を下記のとおりご請求申し上げます。</div>
        <div class="amt"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(total)}</div><div class="du">お支払期限　毎月27日（今回 ${fmt(d.due)}（${weekday(d.due)}））</div></div></div>
      <table class="ct"><tr><td class="l">物件・区画</td><td>${building}　${unit}</td><td class="l">契約番号</td><td>${r.pick(['C', 'T', 'KJ'])}-${r.digits(5)}</td></tr>
        <tr><td class="l">所在地</td><td colspan="3">〒${bldZip}　${bldTown}${lotOf(r)}</td></tr>
        <tr><td class="l">貸主</td><td>${owner}</td><td class="l">用途</td><td>事務所</td></tr>
        <tr><td class="l">契約期間</td><td>${fmt(start)} ～ ${fmt(addDays(renewed, -1))}</td><td class="l">更新後</td><td>${fmt(renewed)} ～ ${fmt(renewEnd)}</td></tr></table>
      <table class="t"><tr><th style="text-align:left">項目</th><th style="width:100px">対象期間</th><th style="width:96px">金額（税抜）</th><th style="width:82px">消費税（10%）</th><th style="width:100px">税込金額</th></tr>
        ${rows.map((x) => `<tr><td>${x.name}</td><td style="text-align:center">${x.term}</td><td class="num">${yen(x.amount)}</td><td class="num">${yen(x.tax)}</td><td class="num">${yen(x.amount + x.tax)}</td></tr>`).join('')}
        <tr class="g"><td colspan="2">合計（10%対象）</td><td class="num">${yen(base)}</td><td class="num">${yen(tax)}</td><td class="num">¥${yen(total)}</td></tr></table>
      <div class="low"><div class="bk"><span class="h">お振込先</span>　<span class="s">${ownerCorp ? '貸主口座（当社管理）' : '貸主代理人口座'}</span><br>${d.bank.name}${showBankCode ? `（金融機関コード ${d.bank.code}）` : ''}　${d.branch.name}<br>${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}</div>
        <div class="nt">※賃料等は前月27日までにお振込みください（金融機関休業日の場合は前営業日）。<br>※振込手数料は貴社にてご負担くださいますようお願いいたします。<br>※本請求書は、貸主からの委託に基づき当社が発行しております。<br>※電気料金は子メーターの検針値によります。</div></div>
      <div class="ft"><div class="co">${hanko(sealText, `right:0;top:2px;width:54px;height:54px;font-size:${sealText.length > 6 ? 9.5 : 12}px;`)}<span style="font-size:8px;color:#555">管理会社</span><br><span class="n">${issuer}</span><br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}</div>
        <div class="tt">宅地建物取引業 ${license}<br>賃貸住宅管理業 登録済<br>担当　賃貸管理部 ${r.pick(SURNAMES)[0]}</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBankCode } };
  },
});

// 291 — a 警備会社 bills a construction company for the month's 交通誘導警備, a small 請求書 on an A5 sheet set landscape (the sheet at the
// top of the A4 scan, the rest blank): 請 求 書 with the month at the top left, 請求日 / No. at the right, the buyer 御中 and the ご請求金額 at
// the left, the company's block with its 公安委員会 認定 and a round seal at the right; a wide table by 現場 (業務, 実施日, 人数 × 日数 = 人工,
// 単価, 金額: 日勤, 夜勤, 深夜割増, 有資格者加算, 残業); two 振込先 under いずれかにお振込ください at the left of the foot, 小計 / 消費税 /
// 合計 at its right.
const GUARD_TRADES = [
  ['警備保障', 'ケイビホショウ'],
  ['セキュリティ', 'セキュリティ'],
  ['警備', 'ケイビ'],
  ['ガードサービス', 'ガードサービス'],
];
const GUARD_SITES = [
  '{t}{n}丁目 道路改良工事',
  '{t}駅前 再開発ビル新築工事',
  '{t}地区 下水道管渠工事',
  '{t}{n}丁目 電線共同溝工事',
  '（仮称）{t}物流センター新築工事',
  '{t}{n}丁目 ガス管入替工事',
  '{t}橋 補修工事',
];
const GUARD_TOWNS = ['戸田', '本町', '新栄', '中央', '東雲', '大宮', '浦和', '南町', '緑町', '港北', '川崎', '宮前'];
LAYOUTS.push({
  id: 'L291-keibi-ninku-a5',
  split: 'dev',
  title:
    "警備会社's small 請求書 on an A5 sheet set landscape at the top of an A4 scan, for a month of 交通誘導警備: 請 求 書 and the month top left, 請求日 / No. right, buyer 御中 with the ご請求金額, the company with its 公安委員会 認定 and a round seal, a wide table by 現場 (業務, 実施日, 人数 × 日数 = 人工, 単価, 金額: 日勤, 夜勤, 深夜割増, 有資格者加算, 残業), two 振込先 under いずれかにお振込ください beside 小計 / 消費税 / 合計",
  exercises:
    "a 警備会社 (株式会社…警備保障 / …セキュリティ(株) / 有限会社…警備 / ㈱…ガードサービス) bills a construction company (…建設株式会社 / 株式会社…組 / …道路株式会社 御中 — none of the fields) for the month's 交通誘導警備 on a small A5 sheet set landscape, scanned at the top of an A4 page (the rest of the page blank): 請 求 書 with …月度 警備料金 at the top left; 請求日 (2026年1月31日, 令和8年1月31日 or 2026/01/31 — issue_date) and No. (invoice_number) at the top right; the buyer 御中 with the ご請求金額（税込）¥… underlined — total_amount —; the company's block at the right (〒 address, TEL / FAX — the issuer's fields —, …県公安委員会 認定 第…号 — none of the fields —, 登録番号) with a round red seal; a wide table with the 現場名 spanning its rows (…道路改良工事 — none of the fields): 業務 (交通誘導警備（2号）日勤 8:00～17:00, 夜勤 20:00～翌5:00, 深夜割増（22時～翌5時）, 交通誘導警備業務検定 2級 配置加算, 残業（時間）), 実施日 (1/6～1/28 のうち12日 — none of the dates), 人数, 日数, 人工 (人数 × 日数), 単価, 金額; 小計 / 消費税（10%）/ 合計 at the right of the foot (the 合計 total_amount); at its left お振込先 under 下記いずれかにお振込ください: ① a bank, branch, 普通 / 当座, number, ② another bank or a ゆうちょ 記号・番号, one 口座名義 (ｶ)…ｹｲﾋﾞﾎｼﾖｳ as printed) — the account is ①, the first listed (as L30); the お支払期限 under it (due_date)",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 0 ? 'other' : 'main' }),
  render(d, r) {
    const stem = setCompany(d, r, GUARD_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    noNetBank(d, r);
    netOrdinary(d);
    const issuer = spelled(d, r.pick(['full', 'circled', 'paren', 'full']));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big']));
    const [, town, area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const nintei = `${prefOf(town)}公安委員会 認定 第${r.int(30000000, 49999999)}号`;
    const bs = otherStem(r, stem);
    const buyer = r.pick([`${bs}建設株式会社`, `株式会社${bs}組`, `${bs}道路株式会社`, `株式会社${bs}土木`]);
    const [y, m] = d.issue;
    const monthEnd = endOfMonth(y, m);
    d.issue = r.chance(0.7) ? monthEnd : [...addMonths([y, m], 1), r.int(1, 5)];
    d.due = r.chance(0.6) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 1), 25];
    d.no = r.pick([
      () => `${String(y).slice(2)}${pad2(m)}-${r.digits(3)}`,
      () => `G${r.digits(5)}`,
      () => `${y}-${pad2(m)}${r.digits(2)}`,
    ])();
    const last = monthEnd[2];
    const dayRate = r.int(28, 36) * 500;
    const nightRate = dayRate + r.int(4, 10) * 500;
    const premium = r.pick([3000, 3500, 4000, 4500]);
    const qualified = r.pick([1500, 2000, 2500]);
    const overtime = r.pick([1800, 2000, 2200, 2500]);
    const span = (n) => {
      const days = daysUpTo(r, n, 1, last);
      return `${m}/${days[0]}～${m}/${days.at(-1)} のうち${n}日`;
    };
    const sites = [];
    const towns = [...GUARD_TOWNS];
    let lines = 0;
    for (let i = 0, n = r.int(1, 3); i < n && lines < 6; i++) {
      const name = r
        .pick(GUARD_SITES)
        .replace('{t}', towns.splice(r.int(0, towns.length - 1), 1)[0])
        .replace('{n}', String(r.int(1, 5)));
      const rows = [];
      const days = r.int(4, 22);
      const people = r.int(1, 4);
      rows.push({ job: '交通誘導警備（2号）日勤 8:00～17:00', when: span(days), people, days, price: dayRate });
      if (r.chance(0.5)) {
        const nd = r.int(2, 10);
        const np = r.int(2, 4);
        rows.push({ job: '交通誘導警備（2号）夜勤 20:00～翌5:00', when: span(nd), people: np, days: nd, price: nightRate });
        rows.push({ job: '深夜割増（22時～翌5時）', when: '夜勤分', people: np, days: nd, price: premium });
      }
      if (r.chance(0.4))
        rows.push({ job: '交通誘導警備業務検定 2級 配置加算', when: '日勤分', people: 1, days, price: qualified });
      if (r.chance(0.35)) rows.push({ job: '残業（1時間単位）', when: `計${r.int(2, 14)}時間`, hours: true, price: overtime });
      for (const x of rows) {
        if (x.hours) {
          x.qty = Number(x.when.match(/\d+/)[0]);
          x.amount = x.qty * x.price;
        } else {
          x.qty = x.people * x.days;
          x.amount = x.qty * x.price;
        }
      }
      // The sheet is small: a site whose rows would not fit is left for the next sheet.
      if (sites.length && lines + rows.length > 8) break;
      lines += rows.length;
      sites.push({ name, rows });
    }
    const sub = sites.reduce((a, s) => a + s.rows.reduce((b, x) => b + x.amount, 0), 0);
    const tax = Math.floor(sub / 10);
    const total = sub + tax;
    const fmt = r.pick([DATE_FORMATS.seireki, DATE_FORMATS.wareki, DATE_FORMATS.slash]);
    // Decided: of the two accounts under いずれかにお振込ください, the account is ①, the first listed (as L30).
    const second = r.chance(0.35) ? { yucho: yuchoPair(r) } : otherAccount(r, d.bank.name);
    const acc2 = second.yucho
      ? `ゆうちょ銀行　記号 ${second.yucho.symbol}　番号 ${second.yucho.number}`
      : `${second.name}　${second.branch}　${TYPE_LABEL[second.type]}　${second.no}`;
    const red = r.pick(['#b91c1c', '#1e3a8a', '#0f172a']);
    const sealText = `${d.corpBody}之印`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.4px; color: #1f2937; line-height: 1.5; }
      .sheet { position: absolute; left: 0; top: 0; width: 794px; height: 561px; padding: 20px 28px 0; border-bottom: 1px solid #e5e7eb; border-right: 1px solid #eef0f2; box-shadow: 1px 2px 3px rgba(0,0,0,.08); }
      .top { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid ${red}; padding-bottom: 3px; }
      .top h1 { margin: 0; font-size: 24px; letter-spacing: .6em; font-weight: 700; } .top h1 span { font-size: 11px; letter-spacing: .05em; font-weight: 500; margin-left: 6px; color: ${red}; }
      .top .m td { padding: 0 0 0 10px; font-size: 9.8px; } .top .m td.l { color: #6b7280; }
      .hd { display: flex; justify-content: space-between; margin-top: 8px; }
      .to { width: 350px; } .to .n { font-size: 14.5px; font-weight: 700; } .to .a { margin-top: 8px; font-size: 10.5px; } .to .a b { font-size: 19px; border-bottom: 2px solid #1f2937; padding: 0 10px 0 6px; }
      .co { position: relative; width: 360px; font-size: 9px; line-height: 1.55; } .co .n { font-size: 13.5px; font-weight: 700; }
      table.t { width: 100%; margin-top: 10px; font-size: 9px; } .t th { background: #f3f4f6; border: 1px solid #9ca3af; font-weight: 500; padding: 2px; } .t td { border: 1px solid #c7ccd3; padding: 3px 5px; }
      .t td.s { font-weight: 700; background: #fafafa; width: 150px; }
      .low { display: flex; justify-content: space-between; gap: 14px; margin-top: 9px; align-items: flex-start; }
      .bk { flex: 1; border: 1px solid #9ca3af; padding: 4px 10px; line-height: 1.65; font-size: 9.4px; } .bk .h { font-weight: 700; color: ${red}; }
      table.sum { width: 240px; font-size: 9.8px; } .sum td { border: 1px solid #9ca3af; padding: 3px 8px; } .sum td.l { background: #f3f4f6; } .sum tr.g td { font-weight: 700; font-size: 12.5px; border: 1.5px solid #1f2937; }
      .nt { margin-top: 5px; font-size: 8px; color: #4b5563; }`;
    const body = sites
      .map((s) =>
        s.rows
          .map(
            (x, i) =>
              `<tr>${i === 0 ? `<td class="s" rowspan="${s.rows.length}">${s.name}</td>` : ''}<td>${x.job}</td><td>${x.when}</td><td class="num">${x.hours ? '' : x.people}</td><td class="num">${x.hours ? '' : x.days}</td><td class="num">${x.hours ? `${x.qty}h` : x.qty}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
          )
          .join(''),
      )
      .join('');
    const page = `<div class="sheet"><div class="top"><h1>請求書<span>${m}月度 警備料金</span></h1><table class="m"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td><td class="l">No.</td><td>${d.no}</td></tr></table></div>
      <div class="hd"><div class="to"><span class="n">${buyer}　御中</span><br>工事部　${r.pick(SURNAMES)[0]} 様<div class="a">ご請求金額（税込）<b>¥${yen(total)}－</b></div><div style="margin-top:4px">下記のとおり警備料金をご請求申し上げます。</div></div>
        <div class="co">${hanko(sealText, `right:0;top:4px;width:54px;height:54px;font-size:${sealText.length > 6 ? 9 : 11.5}px;`, true)}<div class="n">${issuer}</div>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>${nintei}<br>登録番号 ${d.reg}</div></div>
      <table class="t"><tr><th>現場名</th><th>業務内容</th><th style="width:118px">実施日</th><th style="width:30px">人数</th><th style="width:30px">日数</th><th style="width:36px">人工</th><th style="width:54px">単価</th><th style="width:66px">金額</th></tr>${body}</table>
      <div class="low"><div class="bk"><span class="h">お振込先</span>　下記いずれかにお振込ください<br>①　${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}<br>②　${acc2}<br>口座名義（共通）　${holder}<br>お支払期限　${fmt(d.due)}</div>
        <table class="sum"><tr><td class="l">小計</td><td class="num">${yen(sub)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(tax)}</td></tr><tr class="g"><td>合計</td><td class="num">¥${yen(total)}</td></tr></table></div>
      <div class="nt">※人工＝人数×日数。警備員の配置は貴社ご指示によります。振込手数料は貴社にてご負担ください。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 292 — an 広告代理店 bills an advertiser for a campaign's 媒体費, a letter over the invoice: the date and AD-2026-1234 at the top right,
// the advertiser 御中 and its 担当 様 at the left, the agency's block with a square seal at the right, 御請求書 and 件名, 拝啓 … 敬具 and 記;
// rows 媒体費 (gross, with the うち代理店手数料 15% noted, or net with the 代理店手数料 15% as a row), 制作費, 出精値引 as a negative row, all
// at 10%; 小計 / 消費税 / 合計, the お支払期限 and the お振込先; the long version sets a summary by 区分 under the letter on page 1 and the
// 媒体別 明細 on page 2.
const AD_TRADES = [
  ['広告', 'コウコク'],
  ['エージェンシー', 'エージェンシー'],
  ['アド', 'アド'],
  ['広告社', 'コウコクシャ'],
  ['コミュニケーションズ', 'コミュニケーションズ'],
];
// [区分, 媒体, 掲載・放送 (its dates), gross lo, hi (千円)]
const MEDIA = [
  ['新聞', '{paper} 朝刊 全5段 モノクロ', '掲載日 {d1}', 600, 2500],
  ['新聞', '{paper} 夕刊 半5段 カラー', '掲載日 {d1}', 300, 1200],
  ['交通', '{line} 中吊りポスター（B3・1週間）', '掲出 {d1}～{d7}', 400, 1800],
  ['交通', '{station}駅 デジタルサイネージ（15秒・1週間）', '放映 {d1}～{d7}', 500, 2000],
  ['テレビ', '{tv} スポットCM 15秒 × {n}本', '放送 {d1}～{d14}', 1200, 6000],
  ['ラジオ', '{radio} ラジオCM 20秒 × {n}本', '放送 {d1}～{d14}', 200, 900],
  ['雑誌', '月刊{mag} 4C1P（表3）', '{mo}月号', 500, 1600],
  ['Web', '検索連動型広告（Google 広告）', '運用 {d1}～{d28}', 300, 3000],
  ['Web', 'SNS広告（Instagram・Facebook）', '運用 {d1}～{d28}', 200, 2000],
  ['屋外', '{station}駅前 大型ビジョン（15秒 × 1日60回）', '放映 {d1}～{d14}', 400, 1500],
];
// [制作費, lo, hi (千円), the 区分 it goes with]
const PRODUCTION = [
  ['新聞広告 版下制作費', 80, 300, '新聞'],
  ['雑誌広告 デザイン・入稿データ制作', 80, 250, '雑誌'],
  ['ポスターデザイン・印刷（B3 × {n}枚）', 60, 250, '交通'],
  ['CM制作費（撮影・編集・MA）', 800, 3000, 'テレビ'],
  ['サイネージ用 動画編集（15秒）', 100, 400, '屋外'],
  ['Webバナー制作（{n}サイズ）', 30, 150, 'Web'],
  ['ラジオCM制作費（ナレーション収録含む）', 100, 400, 'ラジオ'],
  ['LP改修・計測タグ設定', 80, 300, 'Web'],
];
const PAPERS = ['日本経済新聞', '読売新聞', '朝日新聞', '中日新聞', '西日本新聞', '北海道新聞', '神戸新聞'];
const TVS = ['東海テレビ', 'テレビ大阪', 'tvk', 'RKB毎日放送', 'HTB北海道テレビ', '仙台放送'];
const RADIOS = ['TOKYO FM', 'FM大阪', 'ZIP-FM', 'CROSS FM', 'bayfm', 'NACK5'];
const LINES = ['JR山手線', '東京メトロ銀座線', '大阪メトロ御堂筋線', '名鉄名古屋本線', '西鉄天神大牟田線', '東急東横線'];
const STATIONS = ['渋谷', '新宿', '梅田', '名古屋', '博多', '札幌', '横浜', '三宮'];
const MAGS = ['ビジネスライフ', '暮らしと住まい', 'おとなの旅', 'ゴルフマガジン', 'ママと子ども'];
LAYOUTS.push({
  id: 'L292-baitai-dairiten',
  split: 'dev',
  twoPage: true,
  title:
    "広告代理店's 御請求書 for a campaign's 媒体費 set as a letter: date and AD-2026-1234 top right, advertiser 御中 and 担当 様 left, the agency with a square seal right, 御請求書 and 件名, 拝啓 … 敬具 and 記, rows 媒体費 (gross with うち代理店手数料 15% noted, or net with 代理店手数料 15% as a row), 制作費, 出精値引 negative, all 10%, 小計 / 消費税 / 合計, お支払期限, お振込先; a 区分 summary on page 1 and the 媒体別 明細 on page 2 in the long version",
  exercises:
    "an 広告代理店 (株式会社…広告 / …エージェンシー㈱ / 株式会社…アド / …広告社(株)) bills an advertiser (…食品株式会社 / 株式会社…ホーム 御中, 宣伝部 … 様 — none of the fields) for a campaign: the date (2026年2月10日 or 令和8年2月10日 — issue_date) and 請求書番号 AD-2026-1234 (invoice_number) at the top right; the agency's block at the right (〒 address, TEL / FAX — the issuer's fields —, 登録番号) with a square red seal and its 営業担当; 御請求書 with 件名 (…キャンペーン 広告出稿（…月実施分）); a letter: 拝啓 時下ますます … 敬具, then 記; rows (all 10%): 媒体費 by medium (新聞, 交通, テレビ, ラジオ, 雑誌, Web, 屋外 — their papers, stations, lines and dates none of the fields) — either gross, with a （うち代理店手数料 15% 相当額 …円）note in the 摘要 that is inside the 媒体費, never added to them, or net with 代理店手数料（媒体費 × 15%）as a row of its own, added —, 制作費 rows, 出精値引 as a negative row (−, △ or ▲) taken off before the 消費税; 小計（税抜）/ 消費税（10%）/ 合計（税込）— total_amount the 合計 —; お支払期限 (due_date); お振込先 (bank with 金融機関コード and 支店コード printed sometimes — bank_code as a main bank's or when printed, branch_code only when printed —, 普通 / 当座, number, 口座名義 ｶ)…ｺｳｺｸ as printed); 以上; the long version sets a summary by 区分 (媒体費 / 代理店手数料 / 制作費 / 値引 / 小計 / 消費税 / ご請求金額) under the letter on page 1 with the お振込先, and the 媒体別 明細 (the rows above) on page 2 under a header repeating the AD number",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 2 ? 'other' : 'main' }),
  render(d, r, { long }) {
    const stem = setCompany(d, r, AD_TRADES, [['株式会社', 'カ']]);
    noNetBank(d, r);
    netOrdinary(d);
    const issuer = spelled(d, r.pick(['full', 'full', 'circled', 'paren']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full']));
    const [, , area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const bs = otherStem(r, stem);
    const advertiser = r.pick([
      `${bs}食品株式会社`,
      `株式会社${bs}ホーム`,
      `${bs}製薬株式会社`,
      `株式会社${bs}モータース`,
      `${bs}酒造株式会社`,
    ]);
    const [y, m] = d.issue;
    const [py, pm] = addMonths([y, m], -1);
    d.issue = [y, m, r.int(1, 15)];
    d.due = endOfMonth(y, m);
    if (r.chance(0.4)) d.due = endOfMonth(...addMonths([y, m], 1));
    d.no = `AD-${y}-${r.digits(4)}`;
    const campaign = r.pick([
      `${r.pick(['春の', '夏の', '秋の', '冬の', '新春', '決算'])}キャンペーン`,
      `新商品「${r.pick(['プレミアム', 'ナチュラル', 'スマート', 'クラシック'])}${r.pick(['ライン', 'シリーズ', 'セレクト'])}」発売告知`,
      `創業${r.pick([30, 50, 70, 100])}周年 ブランド広告`,
    ]);
    const dOf = (n) => `${pm}/${Math.min(n, endOfMonth(py, pm)[2])}`;
    const startDay = r.int(1, 10);
    const fill = (s) =>
      s
        .replace('{paper}', r.pick(PAPERS))
        .replace('{tv}', r.pick(TVS))
        .replace('{radio}', r.pick(RADIOS))
        .replace('{line}', r.pick(LINES))
        .replace('{station}', r.pick(STATIONS))
        .replace('{mag}', r.pick(MAGS))
        .replace('{mo}', String(pm))
        .replace('{n}', String(r.int(2, 6) * 10))
        .replace('{d1}', dOf(startDay))
        .replace('{d7}', dOf(startDay + 6))
        .replace('{d14}', dOf(startDay + 13))
        .replace('{d28}', dOf(startDay + 27));
    const pool = [...MEDIA];
    const media = [];
    for (let i = 0, n = long ? r.int(5, 7) : r.int(2, 3); i < n; i++) {
      const [kind, name, when, lo, hi] = pool.splice(r.int(0, pool.length - 1), 1)[0];
      media.push({ kind, name: fill(name), when: fill(when), gross: r.int(lo, hi) * 1000 });
    }
    const gross = r.chance(0.5);
    // Decided: 媒体費 printed gross carry the 代理店手数料 inside them (the うち… note is not a row and not added); printed net, the
    // 代理店手数料 15% is a row of its own, added. Either way total_amount is the 合計（税込）after the 出精値引.
    const rows = [];
    for (const x of media) {
      const amount = gross ? x.gross : (x.gross * 85) / 100;
      rows.push({ cat: `媒体費（${x.kind}）`, name: x.name, when: x.when, amount });
    }
    const mediaSum = rows.reduce((a, x) => a + x.amount, 0);
    const commission = Math.floor((mediaSum * 15) / 100);
    if (!gross)
      rows.push({ cat: '代理店手数料', name: `媒体費（ネット）${yen(mediaSum)}円 × 15%`, when: '', amount: commission });
    // 制作費 for the media bought (one 区分 has one or two).
    const prodPool = PRODUCTION.filter(([, , , kind]) => media.some((x) => x.kind === kind));
    const prod = [];
    for (let i = 0, n = long ? r.int(2, 3) : r.int(1, 2); i < n; i++) {
      if (!prodPool.length) break;
      const [name, lo, hi] = prodPool.splice(r.int(0, prodPool.length - 1), 1)[0];
      prod.push({ cat: '制作費', name: name.replace('{n}', String(r.int(3, 12))), when: '', amount: r.int(lo, hi) * 1000 });
    }
    rows.push(...prod);
    const before = rows.reduce((a, x) => a + x.amount, 0);
    const odd = before % 10000;
    const off = odd && r.chance(0.5) ? odd : r.int(1, 10) * 10000;
    rows.push({ cat: '値引', name: '出精値引', when: '', amount: -off });
    const sub = before - off;
    const tax = Math.floor(sub / 10);
    const total = sub + tax;
    const sign = r.pick(['−', '△', '▲']);
    const money = (v) => (v < 0 ? `${sign}${yen(-v)}` : yen(v));
    const fmt = r.pick([DATE_FORMATS.seireki, DATE_FORMATS.wareki]);
    const showCodes = r.chance(0.5);
    const wine = r.pick(['#7f1d1d', '#1e293b', '#0c4a6e', '#3f6212']);
    const sealText = `${d.corpBody}之印`;
    const staff = `${r.pick(['第一営業局', '営業部', 'メディア局'])}　${r.pick(SURNAMES)[0]}`;
    const note = gross
      ? `<tr class="ref"><td></td><td colspan="2">（うち代理店手数料 15% 相当額 ${yen(commission)}円 を含む）</td><td></td></tr>`
      : '';
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 9.4px; color: #1c1917; line-height: 1.7; }
      .wrap { position: relative; height: 1123px; padding: 44px 60px 0; }
      .dt { text-align: right; font-family: 'Noto Sans CJK JP'; font-size: 9.2px; line-height: 1.7; }
      .hd { display: flex; justify-content: space-between; margin-top: 8px; }
      .to { width: 330px; } .to .n { font-size: 14.5px; font-weight: 700; } .to .p { margin-top: 2px; }
      .co { position: relative; width: 310px; margin-top: 18px; font-family: 'Noto Sans CJK JP'; font-size: 8.8px; line-height: 1.6; } .co .n { font-size: 13.5px; font-weight: 700; color: ${wine}; }
      h1 { margin: 18px 0 0; text-align: center; font-size: 21px; font-weight: 600; letter-spacing: .5em; padding-left: .5em; }
      .subj { text-align: center; margin-top: 2px; font-size: 10.5px; }
      .letter { margin-top: 12px; text-indent: 1em; } .letter .k { text-align: right; margin-top: 2px; }
      .ki { text-align: center; margin-top: 6px; }
      .amt { margin: 6px auto 0; width: 420px; border: 2px solid ${wine}; display: flex; } .amt .l { background: ${wine}; color: #fff; padding: 5px 12px; font-size: 10.5px; } .amt .v { flex: 1; text-align: right; font-size: 19px; font-weight: 700; padding: 1px 12px; font-family: 'Noto Sans CJK JP'; }
      table.t { width: 100%; margin-top: 10px; font-family: 'Noto Sans CJK JP'; font-size: 8.6px; } .t th { border-top: 2px solid ${wine}; border-bottom: 1px solid ${wine}; font-weight: 500; padding: 3px; }
      .t td { border-bottom: 1px solid #ddd; padding: 3px 6px; vertical-align: top; } .t td.w { font-size: 7.8px; color: #57534e; } .t tr.ref td { border-bottom: 1px solid #ddd; font-size: 8px; color: #57534e; }
      table.sum { width: 300px; margin: 6px 0 0 auto; font-family: 'Noto Sans CJK JP'; } .sum td { padding: 2px 8px; border-bottom: 1px solid #ddd; } .sum tr.g td { border-top: 2px solid ${wine}; border-bottom: 2px solid ${wine}; font-weight: 700; font-size: 11.5px; }
      .pay { margin-top: 12px; font-family: 'Noto Sans CJK JP'; border: 1px solid #a8a29e; padding: 6px 14px; line-height: 1.85; font-size: 9.2px; } .pay .h { font-weight: 700; color: ${wine}; }
      .end { text-align: right; margin-top: 6px; }
      .ph { display: flex; justify-content: space-between; border-bottom: 2px solid ${wine}; padding-bottom: 4px; font-family: 'Noto Sans CJK JP'; font-size: 9px; }
      .pg { position: absolute; right: 60px; bottom: 22px; font-size: 8px; color: #78716c; font-family: 'Noto Sans CJK JP'; }`;
    const head = `<div class="dt">${fmt(d.issue)}<br>請求書番号　${d.no}</div>
      <div class="hd"><div class="to"><span class="n">${advertiser}　御中</span><div class="p">${r.pick(['宣伝部', 'マーケティング部', '販売促進部'])}　${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]} 様</div></div>
        <div class="co">${hanko(sealText, `right:0;bottom:-20px;width:56px;height:56px;font-size:${sealText.length > 6 ? 9.5 : 12}px;`)}<div class="n">${issuer}</div>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}<br>担当　${staff}</div></div>
      <h1>御請求書</h1><div class="subj">件名：${campaign} 広告出稿（${pm}月実施分）</div>
      <div class="letter">拝啓　時下ますますご清栄のこととお慶び申し上げます。平素は格別のお引き立てを賜り、厚く御礼申し上げます。<br>さて、${py}年${pm}月に実施いたしました標記広告の媒体費および制作費につきまして、下記のとおりご請求申し上げます。ご査収のほど、よろしくお願い申し上げます。<div class="k">敬具</div></div>
      <div class="ki">記</div>
      <div class="amt"><span class="l">ご請求金額（税込）</span><span class="v">¥${yen(total)}</span></div>`;
    const detailRows = rows
      .map(
        (x, i) =>
          `<tr><td>${x.cat}</td><td>${x.name}</td><td class="w">${x.when}</td><td class="num">${money(x.amount)}</td></tr>${gross && i === media.length - 1 ? note : ''}`,
      )
      .join('');
    const detail = `<table class="t"><tr><th style="width:96px;text-align:left">区分</th><th style="text-align:left">内容</th><th style="width:${long ? 120 : 96}px;text-align:left">期間・掲載</th><th style="width:86px">金額（税抜）</th></tr>${detailRows}</table>`;
    const sums = `<table class="sum"><tr><td>小計（税抜）</td><td class="num">${yen(sub)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(tax)}</td></tr><tr class="g"><td>合計（税込）</td><td class="num">¥${yen(total)}</td></tr></table>`;
    const pay = `<div class="pay"><span class="h">お支払期限</span>　${fmt(d.due)}<br><span class="h">お振込先</span>　${d.bank.name}${showCodes ? `（金融機関コード ${d.bank.code}）` : ''}　${d.branch.name}${showCodes ? `（支店コード ${d.branch.code}）` : ''}　${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}<br><span style="font-size:8.2px">※振込手数料は貴社にてご負担くださいますようお願い申し上げます。</span></div>`;
    if (!long) {
      const page = `<div class="wrap">${head}${detail}${sums}${pay}<div class="end">以上</div></div>`;
      return { pages: [page], css, printed: { issuer, holder, total, showBankCode: showCodes, showBranchCode: showCodes } };
    }
    const catSum = (pred) => rows.filter(pred).reduce((a, x) => a + x.amount, 0);
    const summary = `<table class="t"><tr><th style="text-align:left">区分</th><th style="width:120px">金額（税抜）</th></tr>
        <tr><td>媒体費（${media.length}媒体${gross ? '・グロス' : '・ネット'}）${gross ? `<br><span style="font-size:7.8px;color:#57534e">（うち代理店手数料 15% 相当額 ${yen(commission)}円 を含む）</span>` : ''}</td><td class="num">${yen(mediaSum)}</td></tr>
        ${gross ? '' : `<tr><td>代理店手数料（15%）</td><td class="num">${yen(commission)}</td></tr>`}
        <tr><td>制作費</td><td class="num">${yen(catSum((x) => x.cat === '制作費'))}</td></tr><tr><td>出精値引</td><td class="num">${money(-off)}</td></tr></table>
      <div style="font-family:'Noto Sans CJK JP';font-size:8.4px;margin-top:3px">※媒体別の明細は次頁のとおりです。</div>`;
    const page1 = `<div class="wrap">${head}${summary}${sums}${pay}<div class="end">以上</div><div class="pg">1 / 2</div></div>`;
    const page2 = `<div class="wrap"><div class="ph"><span><b>媒体別 明細</b>　${advertiser}　御中</span><span>請求書番号 ${d.no}　${fmt(d.issue)}　${issuer}</span></div>
      ${detail}${sums}<div class="pg">2 / 2</div></div>`;
    return { pages: [page1, page2], css, printed: { issuer, holder, total, showBankCode: showCodes, showBranchCode: showCodes } };
  },
});
