// Invoice corpus layouts L293–L298: each pushed onto core.mjs's LAYOUTS, in order.
import {
  DATE_FORMATS,
  GIVEN,
  HAN_STEMS,
  LAYOUTS,
  PLACES,
  SURNAMES,
  TYPE_LABEL,
  addDays,
  addMonths,
  daysUpTo,
  digitsInKana,
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
  setCompany,
  spelled,
  waMatsu,
  weekday,
  yen,
} from './core.mjs';

// ---- 293–298: written blind as the forty-seventh round's fresh set.
// The expected values follow scripts/generate-invoice-corpus.mjs's header; where a layout prints something that could be read two
// ways, a comment marked "Decided:" says which way the expected value goes.

/** The weekday on or before a day (a deadline moved off a weekend). */
const onWeekday = (day) => {
  let t = day;
  while ('土日'.includes(weekday(t))) t = addDays(t, -1);
  return t;
};
/** Every day from first to last, both included. */
const daysFromTo = (first, last) => {
  const out = [];
  for (let t = first; ; t = addDays(t, 1)) {
    out.push(t);
    if (sameDay(t, last)) return out;
  }
};
/** A ゆうちょ account as printed: 記号・番号, and sometimes the 店名 form for transfers from other banks under it. */
const yuchoLines = (d, r, sep) => {
  const kana = digitsInKana(d.branch.code);
  const shop = r.chance(0.6)
    ? `${sep}<span style="font-size:.86em">（他金融機関から）${d.branch.name}（${kana}店）店番 ${d.branch.code}　普通預金　${d.account}</span>`
    : '';
  return `ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}${shop}`;
};

// 293 — a 給与計算代行 company (payroll outsourcing) bills its client for the month's 業務委託料, and on the same sheet asks for the
// payroll funds it will pay out to the client's staff: the company's letterhead at the top left (a square mark, name, 〒 address,
// TEL / FAX, 登録番号), 請求書 with 請求日 / 請求番号 / お客様番号 at the top right; the client 御中 at the left and the ご請求金額
// （業務委託料・税込）box with its お支払期限 at the right; rows (基本料金, 給与計算 by the head, 明細配信, 振込代行, 年末調整, 賞与計算)
// at 10%; under them two panels side by side: お振込先（業務委託料）and a shaded 給与振込資金 ご入金のお願い with the 振込総額, a
// 住民税 納付代行分, the ご入金額 合計, an earlier ご入金期限 and a second account (資金専用口座) in the same company's name.
const PAYROLL_TRADES = [
  ['ビジネスサービス', 'ビジネスサービス'],
  ['ペイロールサービス', 'ペイロールサービス'],
  ['人事サポート', 'ジンジサポート'],
  ['アウトソーシング', 'アウトソーシング'],
  ['経営サポート', 'ケイエイサポート'],
];
const FUND_BANKS = ['みずほ銀行', '三井住友銀行', '三菱UFJ銀行', 'りそな銀行', '横浜銀行', '千葉銀行', '静岡銀行', '福岡銀行'];
LAYOUTS.push({
  id: 'L293-kyuyo-keisan-shikin',
  split: 'dev',
  title:
    "給与計算代行 company's monthly 請求書 for its 業務委託料 that also asks for the payroll funds: letterhead with a square mark top left, 請求書 with 請求日 / 請求番号 / お客様番号 top right, client 御中 left, the ご請求金額（業務委託料・税込）box with お支払期限 right, rows by the head (基本料金, 給与計算 月給者 / 時給者, Web明細, 振込代行, 年末調整, 賞与計算) at 10%, お振込先（業務委託料）beside a shaded 給与振込資金 ご入金のお願い (振込総額, 住民税 納付代行分, ご入金額 合計, an earlier ご入金期限, a 資金専用口座 in the same name)",
  exercises:
    "a 給与計算代行 company (株式会社…ビジネスサービス / …ペイロールサービス㈱ / 合同会社…人事サポート) bills a client (株式会社…製作所 / …商事株式会社 御中, 人事部 … 様 — none of the fields) for the month's payroll work: its letterhead at the top left (a square mark, the name, 〒 address, TEL / FAX — the issuer's fields —, 登録番号); 請求書 at the top right over 請求日 (2026/01/08, 2026年1月8日 or 2026.01.08 — issue_date), 請求番号 (invoice_number) and お客様番号 (none of the fields); the ご請求金額（業務委託料・税込）box with the お支払期限 (due_date) under it; 件名 …月分 給与計算業務委託料; rows 基本料金（月額）, 給与計算（月給者）… 名 × @…, 給与計算（時給・日給者）, Web給与明細 配信, 給与振込代行手数料 … 件 × @…, 年末調整（…年分）in January, 賞与計算 after a bonus month, マスタ登録・変更 … 件 — 小計 / 消費税（10%）/ 合計 — total_amount the 合計, the ご請求金額 in the box; at the foot two panels: お振込先（業務委託料）— the account: bank (a main bank's code even when not printed), branch, 普通 / 当座, number, 口座名義 ｶ)…ﾋﾞｼﾞﾈｽｻｰﾋﾞｽ as printed — and a shaded 【別途】給与振込資金 ご入金のお願い: 支給日, 給与振込総額（… 名）in the millions, 住民税 納付代行分, ご入金額 合計, ご入金期限 (a few days before the 支給日, earlier than the お支払期限) and a 資金専用口座 at another bank in the same name — none of these are the fields: the 資金 is the client's own payroll passed through, not this invoice's amount, and its account is not the one to pay the invoice into",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const stem = setCompany(d, r, PAYROLL_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
    ]);
    noNetBank(d, r);
    netOrdinary(d);
    const issuer = spelled(d, r.pick(['full', 'full', 'circled', 'paren']));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const [, , area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const bs = otherStem(r, stem);
    const buyer = r.pick([
      `株式会社${bs}製作所`,
      `${bs}商事株式会社`,
      `株式会社${bs}フーズ`,
      `${bs}運輸株式会社`,
      `株式会社${bs}メディカル`,
    ]);
    // The month's pay (for last month's work) goes out on the 支給日; the invoice comes some days before it.
    const [y, m] = d.issue;
    const [py, pm] = addMonths([y, m], -1);
    const payDay = onWeekday([y, m, r.pick([20, 25, 25, 25])]);
    d.issue = [y, m, r.int(3, 10)];
    const fundDue = onWeekday(addDays(payDay, -r.pick([2, 3, 3, 4])));
    d.due = r.chance(0.6) ? endOfMonth(y, m) : [...addMonths([y, m], 1), 10];
    d.no = r.pick([
      () => `PR-${y}${pad2(m)}-${r.digits(3)}`,
      () => `${String(y).slice(2)}${pad2(m)}${r.digits(4)}`,
      () => `K${r.digits(6)}`,
    ])();
    const cust = `C-${r.digits(5)}`;
    const monthly = r.int(8, 90);
    const hourly = r.chance(0.6) ? r.int(3, 45) : 0;
    const heads = monthly + hourly;
    const payees = heads - Math.min(heads - 1, r.chance(0.3) ? r.int(1, 2) : 0);
    const rows = [
      { name: '基本料金（月額）', qty: 1, unit: '式', price: r.pick([20000, 25000, 30000, 40000, 50000]) },
      { name: '給与計算（月給者）', qty: monthly, unit: '名', price: r.pick([600, 800, 1000, 1200]) },
    ];
    if (hourly)
      rows.push({
        name: '給与計算（時給・日給者／勤怠集計含む）',
        qty: hourly,
        unit: '名',
        price: r.pick([900, 1000, 1200, 1500]),
      });
    if (r.chance(0.5)) rows.push({ name: 'Web給与明細 配信', qty: heads, unit: '名', price: r.pick([100, 150, 200]) });
    rows.push({ name: '給与振込代行手数料', qty: payees, unit: '件', price: r.pick([110, 150, 220, 330]) });
    if (pm === 12)
      rows.push({ name: `年末調整（${py}年分）`, qty: heads - r.int(0, 2), unit: '名', price: r.pick([2000, 2500, 3000]) });
    if ([6, 7, 12].includes(pm) && r.chance(0.7))
      rows.push({ name: `賞与計算（${pm}月支給分）`, qty: monthly, unit: '名', price: r.pick([800, 1000]) });
    if ([5, 6].includes(pm) && r.chance(0.6))
      rows.push({ name: '住民税 特別徴収税額の更新', qty: heads, unit: '名', price: r.pick([100, 150]) });
    if (r.chance(0.45))
      rows.push({ name: '入退社に伴う従業員マスタ登録・変更', qty: r.int(1, 6), unit: '件', price: r.pick([1500, 2000]) });
    for (const x of rows) x.amount = x.qty * x.price;
    const sub = rows.reduce((a, x) => a + x.amount, 0);
    const tax = Math.floor(sub / 10);
    const total = sub + tax;
    // The payroll funds: the staff's net pay, and the 住民税 the company pays to the cities for the client sometimes.
    let fund = 0;
    for (let i = 0; i < payees; i++) fund += (i < monthly ? r.int(1700, 3900) : r.int(400, 1800)) * 100 + r.int(0, 99);
    const juminzei = r.chance(0.6) ? Math.round((fund * r.range(0.03, 0.05)) / 100) * 100 : 0;
    const fundTotal = fund + juminzei;
    const fundBank = r.pick(FUND_BANKS.filter((x) => x !== d.bank.name));
    const fundBranch = r.pick(['本店営業部', '東京営業部', '新宿支店', '日本橋支店', '梅田支店', '名古屋支店', '博多支店']);
    const fundType = r.pick([1, 1, 2]);
    const fundNo = r.digits(7);
    // Decided: total_amount is the 業務委託料's ご請求金額 (the 合計), due_date its お支払期限 and the account its お振込先; the
    // 給与振込資金 (the client's own payroll, passed through to its staff), its ご入金期限 and its 資金専用口座 are none of the fields.
    const fmt = r.pick([DATE_FORMATS.slash, DATE_FORMATS.seireki, DATE_FORMATS.dot]);
    const c = r.pick(['#0f4c81', '#1f6f5c', '#5b3a8c', '#8a3b12']);
    const mark = stem.slice(0, 1);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.3px; color: #1f2933; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 40px 48px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .me { width: 380px; font-size: 8.8px; line-height: 1.6; } .me .lg { display: flex; align-items: center; gap: 8px; margin-bottom: 4px; }
      .me .mk { width: 30px; height: 30px; border-radius: 6px; background: ${c}; color: #fff; font-weight: 700; font-size: 16px; display: flex; align-items: center; justify-content: center; }
      .me .n { font-size: 15px; font-weight: 700; color: ${c}; }
      .ti { text-align: right; } .ti h1 { margin: 0 -.4em 0 0; font-size: 28px; letter-spacing: .4em; font-weight: 700; color: ${c}; }
      .ti table { margin: 4px 0 0 auto; } .ti td { padding: 1px 0 1px 12px; text-align: left; } .ti td.l { color: #6b7280; }
      .hd { display: flex; justify-content: space-between; margin-top: 24px; align-items: flex-end; }
      .to { width: 350px; line-height: 1.75; } .to .n { font-size: 15px; font-weight: 700; border-bottom: 1.5px solid #1f2933; display: inline-block; padding-right: 26px; }
      .amt { width: 320px; border: 2px solid ${c}; } .amt .l { background: ${c}; color: #fff; padding: 3px 10px; font-size: 9.8px; }
      .amt .v { text-align: right; font-size: 23px; font-weight: 700; padding: 3px 12px 0; } .amt .du { padding: 0 12px 5px; text-align: right; }
      .subj { margin-top: 16px; font-size: 10px; border-left: 4px solid ${c}; padding-left: 8px; }
      table.t { width: 100%; margin-top: 8px; } .t th { background: #eef2f6; border-top: 1.5px solid ${c}; border-bottom: 1px solid ${c}; font-weight: 500; padding: 4px; }
      .t td { border-bottom: 1px solid #e5e7eb; padding: 4px 6px; }
      table.sum { width: 280px; margin: 6px 0 0 auto; } .sum td { padding: 3px 8px; border-bottom: 1px solid #e5e7eb; }
      .sum tr.g td { font-weight: 700; font-size: 12px; border-top: 2px solid ${c}; border-bottom: 2px solid ${c}; }
      .low { display: flex; gap: 14px; margin-top: 18px; align-items: stretch; }
      .bk { flex: 1; border: 1.5px solid ${c}; padding: 8px 12px; line-height: 1.85; font-size: 9.4px; } .bk .h { font-weight: 700; color: ${c}; }
      .fd { flex: 1.2; background: #f3f4f6; border: 1px dashed #8b95a1; padding: 8px 12px; line-height: 1.65; font-size: 8.7px; color: #374151; }
      .fd .h { font-weight: 700; font-size: 9.4px; } .fd table { margin: 3px 0; } .fd td { padding: 1px 14px 1px 0; }
      .nt { margin-top: 14px; font-size: 8px; color: #52606d; line-height: 1.7; }`;
    const page = `<div class="wrap"><div class="top">
        <div class="me"><div class="lg"><span class="mk">${mark}</span><span class="n">${issuer}</span></div>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}</div>
        <div class="ti"><h1>請求書</h1><table><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求番号</td><td>${d.no}</td></tr><tr><td class="l">お客様番号</td><td>${cust}</td></tr></table></div></div>
      <div class="hd"><div class="to"><span class="n">${buyer}　御中</span><br>${r.pick(['人事部', '総務部', '管理本部 人事総務課'])}　${r.pick(SURNAMES)[0]} 様<br>平素より格別のご高配を賜り、厚く御礼申し上げます。<br>下記のとおりご請求申し上げます。</div>
        <div class="amt"><div class="l">ご請求金額（業務委託料・税込）</div><div class="v">¥${yen(total)}</div><div class="du">お支払期限　${fmt(d.due)}</div></div></div>
      <div class="subj">件名：${pm}月分 給与計算業務委託料（${pm}月勤怠締め・${m}月${payDay[2]}日支給分）</div>
      <table class="t"><tr><th style="width:28px">No.</th><th style="text-align:left">項目</th><th style="width:56px">数量</th><th style="width:40px">単位</th><th style="width:70px">単価</th><th style="width:90px">金額</th></tr>
        ${rows.map((x, i) => `<tr><td style="text-align:center">${i + 1}</td><td>${x.name}</td><td class="num">${yen(x.qty)}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <table class="sum"><tr><td>小計（10%対象）</td><td class="num">${yen(sub)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(tax)}</td></tr><tr class="g"><td>合計</td><td class="num">¥${yen(total)}</td></tr></table>
      <div class="low"><div class="bk"><span class="h">お振込先（業務委託料）</span><br>${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}<br><span style="font-size:8px">※振込手数料は貴社にてご負担ください。</span></div>
        <div class="fd"><span class="h">【別途】給与振込資金 ご入金のお願い</span><br>${pm}月分給与（支給日 ${fmt(payDay)}）の振込資金を、下記の資金専用口座へご入金ください。本請求書のご請求金額とは別にお手続きをお願いいたします。
          <table><tr><td>給与振込総額（${payees}名）</td><td class="num">${yen(fund)}円</td></tr>${juminzei ? `<tr><td>住民税 納付代行分（${m}月納付）</td><td class="num">${yen(juminzei)}円</td></tr>` : ''}<tr><td><b>ご入金額 合計</b></td><td class="num"><b>${yen(fundTotal)}円</b></td></tr><tr><td>ご入金期限</td><td>${fmt(fundDue)}（${weekday(fundDue)}）</td></tr></table>
          資金専用口座　${fundBank}　${fundBranch}　${TYPE_LABEL[fundType]}　${fundNo}<br>口座名義　${holder}</div></div>
      <div class="nt">※ご入金期限までに給与振込資金の着金が確認できない場合、支給日当日のお振込みができないことがございます。<br>※勤怠データの締切後の修正は、翌月分にて精算いたします。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 294 — a 残土処分場 operator bills a construction company for the month's 建設発生土 received, by the m³ of each dump truck: 請 求 書
// centred over a double rule; the operator's own block at the LEFT (name with a square seal over its end, 〒 address, TEL / FAX,
// 登録番号), the buyer 御中 at the right under a 請求日 (令和) / 請求No. / 締日 grid; a strip naming the 受入地 (the yard, its own 〒
// 字 address and TEL, its 許可); rows grouped by 現場 (工事名) — 搬入日, 搬入伝票No., 車種, 台数, m³ per truck, 数量 m³, 土質区分, 単価
// per m³, 金額 — with a 受入証明書 and 場内整地 row sometimes; the 振込先 as a ruled table (codes in columns sometimes) at the left of
// the foot, 小計 / 消費税 / 今回ご請求額 at its right (no total at the top).
const SOIL_TRADES = [
  ['興業', 'コウギョウ'],
  ['開発', 'カイハツ'],
  ['土木', 'ドボク'],
  ['建材', 'ケンザイ'],
  ['産業', 'サンギョウ'],
  ['重機', 'ジュウキ'],
];
// prefecture → [city, 〒 first three digits, area code]
const RURAL = {
  東京都: [
    ['青梅市', '198', '0428'],
    ['あきる野市', '197', '042'],
    ['八王子市', '192', '042'],
  ],
  大阪府: [
    ['和泉市', '594', '0725'],
    ['河内長野市', '586', '0721'],
    ['岸和田市', '596', '072'],
  ],
  愛知県: [
    ['豊田市', '470', '0565'],
    ['瀬戸市', '489', '0561'],
    ['新城市', '441', '0536'],
  ],
  福岡県: [
    ['糸島市', '819', '092'],
    ['飯塚市', '820', '0948'],
    ['宗像市', '811', '0940'],
  ],
  北海道: [
    ['石狩市', '061', '0133'],
    ['江別市', '067', '011'],
    ['北広島市', '061', '011'],
  ],
  宮城県: [
    ['大崎市', '989', '0229'],
    ['富谷市', '981', '022'],
    ['黒川郡大和町', '981', '022'],
  ],
  神奈川県: [
    ['相模原市緑区', '252', '042'],
    ['愛甲郡愛川町', '243', '046'],
    ['秦野市', '257', '0463'],
  ],
  京都府: [
    ['亀岡市', '621', '0771'],
    ['南丹市', '622', '0771'],
    ['京田辺市', '610', '0774'],
  ],
  兵庫県: [
    ['三木市', '673', '0794'],
    ['三田市', '669', '079'],
    ['加東市', '673', '0795'],
  ],
  広島県: [
    ['東広島市', '739', '082'],
    ['三次市', '728', '0824'],
    ['安芸高田市', '731', '0826'],
  ],
  埼玉県: [
    ['熊谷市', '360', '048'],
    ['秩父市', '368', '0494'],
    ['大里郡寄居町', '369', '048'],
  ],
  千葉県: [
    ['市原市', '290', '0436'],
    ['富津市', '293', '0439'],
    ['山武市', '289', '0475'],
  ],
  静岡県: [
    ['富士宮市', '418', '0544'],
    ['御殿場市', '412', '0550'],
    ['掛川市', '436', '0537'],
  ],
  群馬県: [
    ['渋川市', '377', '0279'],
    ['富岡市', '370', '0274'],
    ['安中市', '379', '027'],
  ],
};
const AZA = ['上野', '中原', '北山', '東谷', '大沢', '下田', '西ノ原', '長峰', '清水', '向山'];
// [車種, m³ per truck × 10]
const DUMPS = [
  ['2tダンプ', 10],
  ['4tダンプ', 25],
  ['増トンダンプ', 40],
  ['10tダンプ', 60],
  ['10tダンプ', 60],
];
// [土質区分, 単価 lo, hi per m³]
const SOILS = [
  ['第1種建設発生土（砂・礫）', 1800, 2800],
  ['第2種建設発生土（砂質土）', 2200, 3400],
  ['第2種建設発生土（砂質土）', 2200, 3400],
  ['第3種建設発生土（粘性土）', 3000, 4500],
  ['第4種建設発生土（要改良）', 4800, 7500],
];
const DIG_WORKS = [
  'マンション新築工事',
  '下水道管布設工事',
  '宅地造成工事',
  '物流倉庫新築工事',
  '道路改良工事',
  '基礎・掘削工事',
  '共同住宅新築工事',
];
LAYOUTS.push({
  id: 'L294-zando-ukeire',
  split: 'dev',
  title:
    "残土処分場 operator's monthly 請求書 to a construction company for 建設発生土 received, by the m³ of each dump truck: 請 求 書 centred over a double rule, the operator's block at the LEFT with a square seal over its name, buyer 御中 at the right under a 令和 請求日 / 請求No. / 締日 grid, a 受入地 strip (the yard's own 〒 字 address, TEL and 許可), rows grouped by 現場 (搬入日, 伝票No., 車種, 台数, m³/台, 数量 m³, 土質区分, 単価 per m³, 金額), a ruled 振込先 table (codes in columns sometimes) beside 小計 / 消費税 / 今回ご請求額 at the foot only",
  exercises:
    "a 残土処分場 operator (株式会社…興業 / …開発㈱ / 有限会社…土木 / (株)…建材) bills a construction company (…建設株式会社 / 株式会社…組 / …土木株式会社 御中, 工事部 … 様 — none of the fields) for the month's 建設発生土: 請 求 書 centred; the operator's block at the LEFT, where buyers usually sit (the name with a square red seal over its end, 〒 address, TEL / FAX — the issuer's fields —, 登録番号); at the right a grid of 請求日 (令和8年1月31日 or R8.1.31 — issue_date), 請求No. (invoice_number) and 締日 (末日締め / 20日締め), the buyer 御中 under it; a strip 受入地：…残土処分場 with its own 〒, a 大字…字… address and TEL (受付 7:30～17:00) and its 許可 (土砂等の埋立て等 許可 第…号) — none of the fields, the 本社 block's are (as L178); rows grouped under each 現場 (工事名 and 発生場所 — none of the fields): 搬入日 (1/6), 搬入伝票No., 車種 (2t / 4t / 増トン / 10tダンプ), 台数, m³/台 (1.0 / 2.5 / 4.0 / 6.0), 数量（m³）with one decimal, 土質区分 (第1種 … 第4種建設発生土), 単価（円/m³）, 金額; a 受入証明書 発行手数料 and 場内整地（重機）row sometimes; at the foot 小計 / 消費税（10%）/ 今回ご請求額 — total_amount the 今回ご請求額, printed only there; the 振込先 as a ruled table (金融機関名, 金融機関コード and 店番 in their own columns sometimes — bank_code as a main bank's or when printed, branch_code only when printed —, 預金種目, 口座番号, 口座名義 ｶ)…ｺｳｷﾞﾖｳ as printed); お支払期限 under it (令和…年…月末日 as that month's last day, as L59)",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 2 ? 'other' : 'main', checking: r.chance(0.3) }),
  render(d, r) {
    const stem = setCompany(
      d,
      r,
      SOIL_TRADES,
      [
        ['株式会社', 'カ'],
        ['株式会社', 'カ'],
        ['有限会社', 'ユ'],
      ],
      HAN_STEMS,
    );
    noNetBank(d, r);
    netOrdinary(d);
    const issuer = spelled(d, r.pick(['full', 'full', 'circled', 'paren', 'wide']));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const [, town, area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const pref = prefOf(town);
    // The yard: a 字 address out of town, with its own 〒 and TEL (none of the fields).
    const [city, z3, yArea] = r.pick(RURAL[pref]);
    const aza = [...AZA];
    const a1 = aza.splice(r.int(0, aza.length - 1), 1)[0];
    const a2 = r.pick(aza);
    const yard = `${stem}${r.pick(['第二', '第一', ''])}${r.pick(['残土処分場', '土砂受入地', 'ストックヤード'])}`;
    const yZip = `${z3}-0${r.digits(3)}`;
    const yAddr = `${pref}${city}大字${a1}字${a2}${r.int(100, 2999)}番${r.int(1, 9)}`;
    const yTel = landlineOn(r, yArea);
    const permit = `土砂等の埋立て等 許可（${pref}）第${r.int(1, 40)}-${r.int(1, 99)}号`;
    const bs = otherStem(r, stem);
    const buyer = r.pick([`${bs}建設株式会社`, `株式会社${bs}組`, `${bs}土木株式会社`, `株式会社${bs}工務店`]);
    const [y, m] = d.issue;
    const twenty = r.chance(0.4);
    const close = twenty ? [y, m, 20] : endOfMonth(y, m);
    const from = twenty ? [...addMonths([y, m], -1), 21] : [y, m, 1];
    d.issue = close;
    const dueEnd = r.chance(0.6);
    d.due = dueEnd ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 1), 25];
    d.no = r.pick([
      () => `${String(y).slice(2)}${pad2(m)}-${r.digits(3)}`,
      () => `Z${r.digits(5)}`,
      () => `${reiwa(y)}${pad2(m)}${r.digits(3)}`,
    ])();
    const period = daysFromTo(from, close);
    // The 現場: one to three, each with its soil and its trucks.
    const sites = [];
    const works = [...DIG_WORKS];
    let lines = 0;
    for (let i = 0, n = r.int(1, 3); i < n; i++) {
      const [, stown] = r.pick(PLACES.filter(([, t]) => t.startsWith(pref)));
      const place = `${stown.replace(/^(東京都|北海道|大阪府|京都府|.{2,3}?県)/, '')}${r.int(1, 5)}丁目`;
      const work = works.splice(r.int(0, works.length - 1), 1)[0];
      const [soil, lo, hi] = r.pick(SOILS);
      const price = r.int(lo / 100, hi / 100) * 100;
      const days = daysUpTo(r, r.int(2, i === 0 ? 7 : 5), 0, period.length - 1).map((k) => period[k]);
      if (sites.length && lines + days.length > 13) break;
      const rows = days.map((day) => {
        const [truck, per10] = r.pick(DUMPS);
        const count = r.int(1, per10 >= 40 ? 14 : 8);
        const qty10 = count * per10;
        return {
          md: `${day[1]}/${day[2]}`,
          slip: `${r.int(1, 9)}${r.digits(5)}`,
          truck,
          count,
          per: (per10 / 10).toFixed(1),
          qty: (qty10 / 10).toFixed(1),
          soil,
          price,
          amount: (qty10 * price) / 10,
        };
      });
      lines += rows.length + 1;
      sites.push({ name: `（仮称）${place} ${work}`, rows });
    }
    const extras = [];
    if (r.chance(0.5)) {
      const n = r.int(1, 3);
      extras.push({ name: '受入証明書 発行手数料', qty: n, unit: '通', price: r.pick([2000, 3000]), amount: 0 });
    }
    if (r.chance(0.3)) {
      const n = r.int(2, 8);
      extras.push({ name: '場内整地（重機・オペ付）', qty: n, unit: '時間', price: r.pick([9000, 12000, 15000]), amount: 0 });
    }
    for (const x of extras) x.amount = x.qty * x.price;
    const sub =
      sites.reduce((a, s) => a + s.rows.reduce((b, x) => b + x.amount, 0), 0) + extras.reduce((a, x) => a + x.amount, 0);
    const tax = Math.floor(sub / 10);
    // Decided: total_amount is the 今回ご請求額 at the foot (小計 + 消費税), the only total printed.
    const total = sub + tax;
    const totalM3 = sites.reduce((a, s) => a + s.rows.reduce((b, x) => b + Number(x.qty) * 10, 0), 0) / 10;
    const fmt = r.pick([DATE_FORMATS.wareki, DATE_FORMATS.wareki, DATE_FORMATS.warekiShort]);
    const dueText = dueEnd && r.chance(0.6) ? waMatsu(d.due) : fmt(d.due);
    const showBankCode = r.chance(0.5);
    const showBranchCode = showBankCode || r.chance(0.3);
    const ink = r.pick(['#1b1b1b', '#1d2b20', '#2a2118']);
    const band = r.pick(['#e8e1d3', '#e2e8df', '#e5e5e5']);
    const sealText = `${d.corpBody}之印`;
    const nameLen = [...issuer].length;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.2px; color: ${ink}; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 36px 46px 0; }
      h1 { margin: 0; text-align: center; font-size: 25px; letter-spacing: .6em; padding-left: .6em; font-weight: 700; font-family: 'Noto Serif CJK JP'; }
      h1 + .u { width: 250px; margin: 2px auto 0; border-top: 3px double ${ink}; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 16px; }
      .me { position: relative; width: 350px; font-size: 9px; line-height: 1.6; } .me .n { font-size: 16px; font-weight: 700; letter-spacing: .04em; margin-bottom: 3px; }
      .rt { width: 320px; } table.g { width: 100%; } .g td { border: 1px solid #777; padding: 2px 8px; } .g td.l { background: ${band}; width: 70px; }
      .to { margin-top: 12px; line-height: 1.7; } .to .n { font-size: 14.5px; font-weight: 700; border-bottom: 1.5px solid ${ink}; display: inline-block; padding-right: 26px; }
      .uk { margin-top: 12px; border: 1px solid #888; background: ${band}; padding: 4px 10px; font-size: 8.6px; line-height: 1.6; }
      .lead { margin-top: 8px; }
      table.t { width: 100%; margin-top: 4px; font-size: 8.5px; } .t th { border: 1px solid #666; background: ${band}; font-weight: 500; padding: 2px; }
      .t td { border: 1px solid #aaa; padding: 2px 5px; } .t tr.s td { background: #f6f6f2; font-weight: 700; } .t tr.k td { background: #fafafa; }
      .foot { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 14px; gap: 16px; }
      table.bk { flex: 1; font-size: 8.8px; } .bk caption { text-align: left; font-weight: 700; padding-bottom: 2px; } .bk th { border: 1px solid #666; background: ${band}; font-weight: 500; padding: 2px 4px; }
      .bk td { border: 1px solid #666; padding: 3px 6px; text-align: center; }
      table.sum { width: 250px; font-size: 9.6px; } .sum td { border: 1px solid #666; padding: 3px 8px; } .sum td.l { background: ${band}; }
      .sum tr.g td { border: 2.5px solid ${ink}; font-weight: 700; font-size: 13px; }
      .nt { margin-top: 12px; font-size: 8px; line-height: 1.7; color: #444; }`;
    const body = sites
      .map(
        (s) =>
          `<tr class="s"><td colspan="9">現場：${s.name}</td></tr>${s.rows.map((x) => `<tr><td style="text-align:center">${x.md}</td><td style="text-align:center">${x.slip}</td><td>${x.truck}</td><td class="num">${x.count}</td><td class="num">${x.per}</td><td class="num">${x.qty}m³</td><td>${x.soil}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}`,
      )
      .join('');
    const extraRows = extras
      .map(
        (x) =>
          `<tr class="k"><td colspan="5">${x.name}</td><td class="num">${x.qty}${x.unit}</td><td></td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const cols = [['金融機関名', d.bank.name]];
    if (showBankCode) cols.push(['金融機関コード', d.bank.code]);
    cols.push(['支店名', d.branch.name]);
    if (showBranchCode) cols.push(['店番', d.branch.code]);
    cols.push(['預金種目', TYPE_LABEL[d.type]], ['口座番号', d.account]);
    const page = `<div class="wrap"><h1>請求書</h1><div class="u"></div>
      <div class="hd"><div class="me">${hanko(sealText, `left:${Math.min(250, Math.round(nameLen * 16.6) - 12)}px;top:-6px;width:54px;height:54px;font-size:${sealText.length > 6 ? 9.5 : 12}px;`)}<div class="n">${issuer}</div>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}</div>
        <div class="rt"><table class="g"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求No.</td><td>${d.no}</td></tr><tr><td class="l">締日</td><td>${twenty ? '毎月20日締め' : '毎月末日締め'}</td></tr></table>
          <div class="to"><span class="n">${buyer}　御中</span><br>工事部　${r.pick(SURNAMES)[0]} 様</div></div></div>
      <div class="uk">受入地：${yard}　〒${yZip}　${yAddr}　TEL ${yTel}（受付 7:30～17:00）<br>${permit}　　対象期間 ${fmt(from)} ～ ${fmt(close)}　搬入量 計 ${totalM3.toFixed(1)}m³</div>
      <div class="lead">毎度ありがとうございます。下記のとおり建設発生土の受入料金をご請求申し上げます。</div>
      <table class="t"><tr><th style="width:36px">搬入日</th><th style="width:54px">伝票No.</th><th style="width:72px">車種</th><th style="width:28px">台数</th><th style="width:36px">m³/台</th><th style="width:54px">数量</th><th>土質区分</th><th style="width:62px">単価(円/m³)</th><th style="width:74px">金額</th></tr>${body}${extraRows}</table>
      <div class="foot"><table class="bk"><caption>お振込先</caption><tr>${cols.map(([h]) => `<th>${h}</th>`).join('')}</tr><tr>${cols.map(([, v]) => `<td>${v}</td>`).join('')}</tr>
          <tr><th>口座名義</th><td colspan="${cols.length - 1}" style="text-align:left">${holder}</td></tr><tr><th>お支払期限</th><td colspan="${cols.length - 1}" style="text-align:left">${dueText}</td></tr></table>
        <table class="sum"><tr><td class="l">小計</td><td class="num">${yen(sub)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(tax)}</td></tr><tr class="g"><td>今回ご請求額</td><td class="num">¥${yen(total)}</td></tr></table></div>
      <div class="nt">※数量は搬入伝票の車種別換算容量（m³/台）によります。土質区分は受入時の目視確認および試験成績書によります。<br>※振込手数料は貴社にてご負担願います。ご不明な点は本社 業務課までお問い合わせください。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBankCode, showBranchCode } };
  },
});

// 295 — an M&A 仲介 company bills the buyer for its 成功報酬 after the closing, a letter in 明朝: a red 親展 box and the buyer (company,
// 代表取締役 … 様) at the top left, date and No. at the top right, 御請求書 centred, 拝啓 … 敬具 and 記, the ご請求金額 in a box; an 案件概要
// table (project code name, 対象会社 with its own 〒 本店所在地, スキーム, 譲渡価額, 株式譲渡契約日, 譲渡実行日); a レーマン方式 table (each
// tier's 基準額 and %), 最低報酬額 applied sometimes; a 精算 table (成功報酬 − 着手金 受領済 − 中間金 受領済 = 差引, 消費税, ご請求金額);
// お支払期限 and お振込先; 以上; and the issuer's block at the BOTTOM RIGHT as a letter's signature, a square seal over its 代表取締役.
const MA_TRADES = [
  ['キャピタル', 'キャピタル'],
  ['アドバイザリー', 'アドバイザリー'],
  ['事業承継パートナーズ', 'ジギョウショウケイパートナーズ'],
  ['M&Aコンサルティング', 'エムアンドエーコンサルティング'],
  ['コーポレートアドバイザーズ', 'コーポレートアドバイザーズ'],
];
const LEHMAN = [
  [500_000_000, 5, '5億円以下の部分'],
  [500_000_000, 4, '5億円超 10億円以下の部分'],
  [4_000_000_000, 3, '10億円超 50億円以下の部分'],
  [5_000_000_000, 2, '50億円超 100億円以下の部分'],
  [Infinity, 1, '100億円超の部分'],
];
const TARGET_TRADES = ['製作所', '精工', '食品', '物流', '設備', 'メディカル', '化成', '電子'];
const CODENAMES = ['さくら', 'あおば', 'ひかり', 'つばさ', 'かえで', 'みなと', 'オリオン', 'ポラリス'];
LAYOUTS.push({
  id: 'L295-ma-seikou-houshuu',
  split: 'dev',
  title:
    "M&A 仲介 company's 成功報酬 御請求書 to the buyer after the closing, a letter in 明朝: red 親展 box and the buyer (代表取締役 … 様) top left, date and No. top right, 御請求書 centred, 拝啓 … 敬具 / 記, the ご請求金額 boxed, an 案件概要 table (code name, 対象会社 with its own 〒 本店所在地, スキーム, 譲渡価額, 契約日, 譲渡実行日), a レーマン方式 table by tier, 最低報酬額 sometimes, a 精算 table (成功報酬 − 着手金 − 中間金 = 差引, 消費税, ご請求金額), お支払期限 / お振込先, 以上, and the issuer's block as the signature at the bottom right with a square seal over its 代表取締役",
  exercises:
    "an M&A 仲介・アドバイザリー company (株式会社…キャピタル / …アドバイザリー㈱ / 株式会社…事業承継パートナーズ) bills the buyer of a company (…ホールディングス株式会社 / 株式会社…工業, 代表取締役 … 様 — none of the fields) for its 成功報酬 once the 株式譲渡 has closed: a letter in 明朝; a red 親展 box; the date (2026年2月3日 or 令和8年2月3日 — issue_date) and No. (MA-2026-012 — invoice_number) at the top right; 御請求書 centred; 拝啓 … 敬具 naming the closing and the 業務委託契約; 記; ご請求金額 金 …円（税込）boxed — total_amount —; an 案件概要 table: プロジェクト名 (code name), 対象会社 (株式会社…製作所 with its own 〒 本店所在地 — none of the fields), スキーム (株式譲渡 100%), 株式譲渡価額 (hundreds of millions of yen — none of the fields, the fee's basis), 株式譲渡契約締結日 and 譲渡実行日（クロージング）(none of the dates); 成功報酬の計算 (レーマン方式): 基準額 (the 株式譲渡価額, or the 移動総資産額 with the 有利子負債 added) split by tier (5億円以下の部分 × 5%, 5億円超 10億円以下 × 4%, 10億円超 … × 3%), 成功報酬額, with 最低報酬額 … 円を適用 when the tiers come to less; 精算: 成功報酬額（税抜）, 着手金（受領済）△, 中間金（基本合意時・受領済）△ (when there was one), 差引 成功報酬（税抜）, 消費税（10%）, ご請求金額（税込）— total_amount after both received amounts are taken off before the 消費税 (as a 前払金), never the 成功報酬額 nor the 譲渡価額; お支払期限 (due_date); お振込先 (bank with 支店, 普通 / 当座, number; 口座名義 ｶ)…ｷﾔﾋﾟﾀﾙ as printed); 以上; the issuer's block last, at the bottom right: 〒 address, the company, 代表取締役 … with a square red seal over the name, TEL, 登録番号 — the issuer's fields",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 1 ? 'other' : 'main', checking: r.chance(0.25) }),
  render(d, r) {
    const stem = setCompany(d, r, MA_TRADES, [['株式会社', 'カ']]);
    noNetBank(d, r);
    netOrdinary(d);
    const issuer = spelled(d, r.pick(['full', 'full', 'full', 'circled', 'paren']));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const [, , area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    const rep = `${r.pick(SURNAMES)[0]}　${r.pick(GIVEN)[0]}`;
    const bs = otherStem(r, stem);
    const buyer = r.pick([`${bs}ホールディングス株式会社`, `株式会社${bs}工業`, `${bs}商事株式会社`, `株式会社${bs}グループ`]);
    const buyerRep = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const ts = otherStem(r, bs);
    const target = `株式会社${ts}${r.pick(TARGET_TRADES)}`;
    const [tz, ttown] = r.pick(PLACES.filter(([z]) => z !== d.zip));
    const taddr = `〒${tz}　${ttown}${lotOf(r)}`;
    const code = r.pick(CODENAMES);
    // The deal: the price, the basis (the price, or the price and the debt taken over), the fee by the tiers.
    const price = r.int(8, 300) * 10_000_000;
    const withDebt = r.chance(0.35);
    const debt = withDebt ? r.int(5, 80) * 10_000_000 : 0;
    const basis = price + debt;
    const tiers = [];
    let rest = basis;
    for (const [cap, pct, label] of LEHMAN) {
      if (rest <= 0) break;
      const part = Math.min(rest, cap);
      tiers.push({ label, part, pct, fee: (part * pct) / 100 });
      rest -= part;
    }
    const byTiers = tiers.reduce((a, x) => a + x.fee, 0);
    const minimum = r.pick([10_000_000, 15_000_000, 20_000_000]);
    const useMin = byTiers < minimum;
    const fee = useMin ? minimum : byTiers;
    const chakushu = r.pick([0, 1_000_000, 1_500_000, 2_000_000, 3_000_000]);
    const chukan = r.chance(0.65) ? r.pick([2_000_000, 3_000_000, 5_000_000]) : 0;
    // Decided: the 着手金 and the 中間金, billed and paid before with their own 消費税, are taken off the 成功報酬 before its 消費税
    // (充当, as the contract says); total_amount is the ご請求金額（税込）, never the 成功報酬額 nor the 譲渡価額.
    const net = fee - chakushu - chukan;
    const tax = Math.floor(net / 10);
    const total = net + tax;
    const [y, m] = d.issue;
    const closing = [y, m, r.int(1, 24)];
    d.issue = addDays(closing, r.int(1, 6));
    d.due = r.chance(0.5) ? addDays(closing, 30) : endOfMonth(...addMonths([y, m], 1));
    const spa = addDays(closing, -r.int(14, 45));
    const loi = addDays(spa, -r.int(30, 90));
    const engage = addDays(loi, -r.int(90, 240));
    d.no = r.pick([() => `MA-${y}-${r.digits(3)}`, () => `${y}${pad2(d.issue[1])}-${r.digits(2)}`, () => `INV${r.digits(6)}`])();
    const fmt = r.pick([DATE_FORMATS.seireki, DATE_FORMATS.wareki, DATE_FORMATS.seirekiPad]);
    const article = r.int(5, 9);
    const ink = r.pick(['#1a1a1a', '#1f2433', '#2b1d14']);
    const rule = r.pick(['#1a1a1a', '#3b4a6b', '#6b4a2b']);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 9.3px; color: ${ink}; line-height: 1.62; }
      .wrap { position: relative; height: 1123px; padding: 38px 60px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .sh { display: inline-block; border: 2px solid #c0262d; color: #c0262d; font-weight: 700; font-size: 12px; padding: 0 8px; letter-spacing: .3em; }
      .to { margin-top: 8px; line-height: 1.7; } .to .n { font-size: 14.5px; font-weight: 700; } .to .p { font-size: 11.5px; }
      .dt { text-align: right; line-height: 1.7; }
      h1 { margin: 8px 0 0; text-align: center; font-size: 22px; font-weight: 600; letter-spacing: .5em; padding-left: .5em; }
      .letter { margin-top: 8px; text-indent: 1em; } .letter .k { text-align: right; }
      .ki { text-align: center; margin-top: 2px; }
      .amt { margin: 4px auto 0; width: 400px; border: 2px solid ${rule}; text-align: center; font-size: 15px; padding: 4px; font-weight: 700; }
      .h { margin-top: 8px; font-weight: 700; font-size: 10px; }
      table.c { width: 100%; margin-top: 2px; font-size: 8.9px; } .c td { border: 1px solid #8a8a8a; padding: 2px 8px; } .c td.l { background: #f3f1ec; width: 150px; }
      table.t { width: 100%; margin-top: 2px; font-size: 8.9px; font-family: 'Noto Sans CJK JP'; } .t th { border-top: 1.5px solid ${rule}; border-bottom: 1px solid ${rule}; font-weight: 500; padding: 2px; }
      .t td { border-bottom: 1px dotted #999; padding: 2px 8px; } .t tr.g td { border-bottom: 1.5px solid ${rule}; font-weight: 700; }
      table.s { width: 400px; margin: 2px 0 0 auto; font-size: 9.2px; } .s td { border: 1px solid #8a8a8a; padding: 2px 8px; } .s td.l { background: #f3f1ec; }
      .s tr.g td { border: 2px solid ${rule}; font-weight: 700; font-size: 11.5px; }
      .pay { margin-top: 8px; line-height: 1.75; } .pay td { padding: 0 10px 0 0; vertical-align: top; }
      .end { text-align: right; margin-top: 2px; }
      .sig { position: absolute; right: 60px; bottom: 34px; width: 400px; line-height: 1.6; font-size: 9px; }
      .sig .n { font-size: 13px; font-weight: 700; white-space: nowrap; } .sig .rp { position: relative; font-size: 11px; height: 40px; line-height: 40px; }`;
    const page = `<div class="wrap"><div class="top"><div><span class="sh">親展</span>
          <div class="to"><span class="n">${buyer}</span><br><span class="p">代表取締役　${buyerRep}　様</span></div></div>
        <div class="dt">${fmt(d.issue)}<br>No. ${d.no}</div></div>
      <h1>御請求書</h1>
      <div class="letter">拝啓　時下ますますご清祥のこととお慶び申し上げます。このたびは${target}の株式譲渡が${fmt(closing)}に実行されましたこと、心よりお慶び申し上げます。つきましては、${fmt(engage)}付 業務委託契約書第${article}条に基づき、成功報酬を下記のとおりご請求申し上げます。<div class="k">敬具</div></div>
      <div class="ki">記</div>
      <div class="amt">ご請求金額　金 ${yen(total)} 円（税込）</div>
      <div class="h">1．案件概要</div>
      <table class="c"><tr><td class="l">プロジェクト名</td><td>プロジェクト「${code}」</td></tr><tr><td class="l">対象会社</td><td>${target}（本店所在地 ${taddr}）</td></tr>
        <tr><td class="l">スキーム</td><td>株式譲渡（発行済株式の100%）</td></tr><tr><td class="l">株式譲渡価額</td><td>${yen(price)}円</td></tr>
        <tr><td class="l">株式譲渡契約締結日</td><td>${fmt(spa)}</td></tr><tr><td class="l">譲渡実行日（クロージング）</td><td>${fmt(closing)}</td></tr></table>
      <div class="h">2．成功報酬の計算（レーマン方式）</div>
      <table class="t"><tr><th style="text-align:left">基準額の区分</th><th style="width:130px">基準額（円）</th><th style="width:50px">料率</th><th style="width:120px">報酬額（円）</th></tr>
        <tr><td colspan="4">基準額　${withDebt ? `移動総資産額 ${yen(basis)}円（株式譲渡価額 ${yen(price)}円 ＋ 有利子負債 ${yen(debt)}円）` : `株式譲渡価額 ${yen(basis)}円`}</td></tr>
        ${tiers.map((x) => `<tr><td>${x.label}</td><td class="num">${yen(x.part)}</td><td class="num">${x.pct}%</td><td class="num">${yen(x.fee)}</td></tr>`).join('')}
        <tr class="g"><td colspan="3">${useMin ? `計 ${yen(byTiers)}円 → 最低報酬額 ${yen(minimum)}円を適用` : '成功報酬額（税抜）'}</td><td class="num">${yen(fee)}</td></tr></table>
      <div class="h">3．精算</div>
      <table class="s"><tr><td class="l">成功報酬額（税抜）</td><td class="num">${yen(fee)}</td></tr>
        ${chakushu ? `<tr><td class="l">着手金（受領済）</td><td class="num">△${yen(chakushu)}</td></tr>` : ''}
        ${chukan ? `<tr><td class="l">中間金（基本合意時 ${fmt(loi)}・受領済）</td><td class="num">△${yen(chukan)}</td></tr>` : ''}
        <tr><td class="l">差引 成功報酬（税抜）</td><td class="num">${yen(net)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(tax)}</td></tr>
        <tr class="g"><td>ご請求金額（税込）</td><td class="num">¥${yen(total)}</td></tr></table>
      <table class="pay"><tr><td>お支払期限</td><td>${fmt(d.due)}</td></tr><tr><td>お振込先</td><td>${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}</td></tr></table>
      <div style="font-size:8.2px;margin-top:2px">※着手金${chukan ? 'および中間金' : ''}は、契約に基づき成功報酬に充当しております。振込手数料は貴社にてご負担ください。</div>
      <div class="end">以上</div>
      <div class="sig">〒${d.zip}<br><span class="addr">${d.address}</span><br><span class="n">${issuer}</span><div class="rp">代表取締役　${rep}${hanko('代表取締役之印', `left:${Math.round((6 + [...rep].length) * 11) - 10}px;top:-6px;width:52px;height:52px;font-size:10px;`, true)}</div>TEL ${d.tel}<br>登録番号 ${d.reg}</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 296 — a software company bills a year of a system's 保守 in advance: 年間保守料 ご請求書 at the top left with the client 御中 under it,
// the company's block with a logo at the top right (no 登録番号 there); three cards across the page — ご請求金額（税込）, お支払期限 and
// the お振込先 (the account at the top, beside the amount); a 契約 table (契約番号, 対象システム, 保守契約期間, 更新区分); rows (年間保守料,
// クライアントライセンス, オプション, オンサイト点検, バックアップ, 長期継続割引 △); 小計 / 消費税 / 合計; a （ご参考）月額按分表 across the
// page (twelve months and their 合計, 税抜); a 料金改定 note with last year's amount sometimes; the 登録番号 in the footer line only.
const SOFT_TRADES = [
  ['システムズ', 'システムズ'],
  ['ソフトウェア', 'ソフトウェア'],
  ['情報システム', 'ジョウホウシステム'],
  ['ソリューションズ', 'ソリューションズ'],
  ['データサービス', 'データサービス'],
];
const SYSTEM_KINDS = ['販売管理', '生産管理', '在庫・倉庫管理', '原価管理', '給与・就業管理', '受発注管理'];
const BRANDS = ['ACE', 'Kaede', 'NEXUS', 'Rise', 'Cobalt', 'Tsubasa', 'Libra'];
const OPTIONS = [
  'EDI連携オプション',
  '帳票設計ツール',
  'ハンディターミナル連携',
  'BIダッシュボード',
  'Web受注オプション',
  '電子帳簿保存オプション',
];
LAYOUTS.push({
  id: 'L296-nenkan-hoshu-anbun',
  split: 'dev',
  title:
    "software company's 年間保守料 ご請求書 billed a year in advance: title and client 御中 top left, the company with a logo top right (no 登録番号 there), three cards (ご請求金額（税込）/ お支払期限 / お振込先) across the page, a 契約 table (契約番号, 対象システム, 保守契約期間, 更新区分), rows (年間保守料, クライアントライセンス by the user, オプション, オンサイト点検, バックアップ, 長期継続割引 △), 小計 / 消費税 / 合計, a （ご参考）月額按分表 of twelve months, a 料金改定 note with last year's amount sometimes, the 登録番号 only in the footer line",
  exercises:
    "a software company (株式会社…システムズ / …ソフトウェア㈱ / 株式会社…ソリューションズ) bills a client (…株式会社 御中, 情報システム部 … 様 — none of the fields) for the coming year's 保守 of its system, in advance: 年間保守料 ご請求書 at the top left; the company at the top right with a logo, 〒 address, TEL / FAX (the issuer's fields) — its 登録番号 printed only in the footer line at the bottom of the page (適格請求書発行事業者登録番号 T…, with the company's name again); 請求日 (2026.03.02, 2026-03-02 or 2026/03/02 — issue_date) and 請求書番号 (invoice_number) under the title; three cards: ご請求金額（税込）— total_amount —, お支払期限 (due_date; the day before the 保守 begins or that month's end) and お振込先 (the account: bank, branch with 店番 sometimes — branch_code when printed —, 普通 / 当座, number, 口座名義 ｶ)…ｼｽﾃﾑｽﾞ as printed); a 契約 table: 契約番号 and お客様番号 (none of the fields), 対象システム (販売管理システム「… Pro」), 保守契約期間 (2026.04.01 ～ 2027.03.31 — none of the dates), 更新区分 (1年ごと自動更新); rows at 10%: 年間保守料（標準 / プレミアムサポート）, クライアントライセンス 保守 by the ユーザー, オプション 保守, オンサイト定期点検（年…回）, クラウドバックアップ 年額, 長期継続割引（…%）△ taken off before the 消費税; 小計 / 消費税（10%）/ 合計 — total_amount the 合計, the card's; a （ご参考）月額按分表（税抜）with twelve months (4月 … 3月) of about a twelfth each and their 合計 (the 小計) — none of them the total; a 料金改定のお知らせ with the 前年度ご請求額（税込）sometimes — none of the fields",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 2 ? 'other' : 'main', checking: r.chance(0.2) }),
  render(d, r) {
    const stem = setCompany(d, r, SOFT_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    noNetBank(d, r);
    netOrdinary(d);
    const issuer = spelled(d, r.pick(['full', 'full', 'circled', 'paren']));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const [, , area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const bs = otherStem(r, stem);
    const buyer = r.pick([
      `${bs}産業株式会社`,
      `株式会社${bs}製作所`,
      `${bs}物産株式会社`,
      `株式会社${bs}食品`,
      `${bs}精機株式会社`,
    ]);
    // The 保守 year starts on the first of the month after the invoice.
    const [y, m] = d.issue;
    const start = [...addMonths([y, m], r.chance(0.6) ? 1 : 2), 1];
    const end = addDays([start[0] + 1, start[1], 1], -1);
    d.issue = [y, m, r.int(1, 15)];
    d.due = r.chance(0.5) ? addDays(start, -1) : endOfMonth(start[0], start[1]);
    d.no = r.pick([
      () => `HS${y}-${r.digits(5)}`,
      () => `${String(y).slice(2)}${pad2(m)}-${r.digits(4)}`,
      () => `M-${r.digits(7)}`,
    ])();
    const contract = `MC-${r.digits(6)}`;
    const cust = `${r.int(1, 9)}${r.digits(5)}`;
    const brand = r.pick(BRANDS);
    const system = `${r.pick(SYSTEM_KINDS)}システム「${brand} ${r.pick(['Pro', 'Standard', 'Enterprise', 'Cloud'])}」`;
    const premium = r.chance(0.35);
    const rows = [];
    rows.push({
      name: `${system} 年間保守料（${premium ? 'プレミアムサポート 24時間' : '標準サポート 平日9:00～18:00'}）`,
      qty: 1,
      unit: '式',
      price: r.int(6, 60) * 2500 * 12,
    });
    rows.push({
      name: 'クライアントライセンス 保守（年額）',
      qty: r.int(3, 40),
      unit: 'ユーザー',
      price: r.pick([6000, 9600, 12000, 18000]),
    });
    const opts = [...OPTIONS];
    for (let i = 0, n = r.int(0, 2); i < n; i++)
      rows.push({
        name: `${opts.splice(r.int(0, opts.length - 1), 1)[0]} 保守（年額）`,
        qty: 1,
        unit: '式',
        price: r.int(2, 12) * 6000,
      });
    if (r.chance(0.5)) {
      const k = r.pick([2, 4]);
      rows.push({ name: `オンサイト定期点検（年${k}回）`, qty: k, unit: '回', price: r.pick([30000, 45000, 50000]) });
    }
    if (r.chance(0.4)) rows.push({ name: 'クラウドバックアップ（100GB）年額', qty: 1, unit: '式', price: r.int(3, 10) * 12000 });
    for (const x of rows) x.amount = x.qty * x.price;
    const gross = rows.reduce((a, x) => a + x.amount, 0);
    if (r.chance(0.5)) {
      const p = r.pick([3, 5, 10]);
      rows.push({ name: `長期継続割引（${p}%）`, qty: null, unit: '', price: null, amount: -Math.floor((gross * p) / 100) });
    }
    const sub = rows.reduce((a, x) => a + x.amount, 0);
    const tax = Math.floor(sub / 10);
    const total = sub + tax;
    // The 按分表: a twelfth each month, the rest in the last.
    const monthly = Math.floor(sub / 12);
    const months = Array.from({ length: 12 }, (_, i) => ({
      label: `${addMonths(start, i)[1]}月`,
      amount: i === 11 ? sub - monthly * 11 : monthly,
    }));
    const prev = r.chance(0.55) ? Math.round(total / (1 + r.pick([0.03, 0.05, 0.08])) / 10) * 10 : 0;
    // Decided: total_amount is the year's 合計（税込）in the ご請求金額 card; the 月額按分表's months and 合計 (税抜) and the 前年度
    // ご請求額 in the 料金改定 note are none of the fields; due_date the お支払期限 card, never the 保守契約期間's dates.
    const fmt = r.pick([DATE_FORMATS.dot, DATE_FORMATS.hyphen, DATE_FORMATS.slash]);
    const showBranchCode = r.chance(0.5);
    const c = r.pick(['#0b5cad', '#0e7490', '#4338ca', '#15803d']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.2px; color: #1e293b; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 40px 46px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .ti h1 { margin: 0; font-size: 22px; font-weight: 700; color: #0f172a; } .ti h1 span { color: ${c}; }
      .ti .m { margin-top: 4px; color: #475569; } .ti .to { margin-top: 14px; line-height: 1.7; } .ti .to .n { font-size: 15px; font-weight: 700; border-bottom: 1.5px solid #0f172a; padding-right: 24px; }
      .co { width: 270px; font-size: 8.8px; line-height: 1.6; } .co .lg { display: flex; align-items: center; gap: 7px; margin-bottom: 3px; }
      .co .mk { width: 26px; height: 26px; border-radius: 50%; border: 4px solid ${c}; } .co .n { font-size: 13.5px; font-weight: 700; }
      .cards { display: flex; gap: 10px; margin-top: 18px; } .cards > div { border: 1px solid #cbd5e1; border-top: 4px solid ${c}; padding: 6px 12px; border-radius: 4px; }
      .cards .l { font-size: 8.4px; color: #64748b; } .cards .a { flex: 1.1; } .cards .a b { font-size: 22px; } .cards .d { flex: .8; } .cards .d b { font-size: 14px; }
      .cards .b { flex: 1.6; font-size: 8.8px; line-height: 1.6; }
      table.ct { width: 100%; margin-top: 14px; } .ct td { border: 1px solid #cbd5e1; padding: 3px 8px; } .ct td.l { background: #f1f5f9; width: 86px; color: #334155; }
      table.t { width: 100%; margin-top: 12px; } .t th { background: ${c}; color: #fff; font-weight: 500; padding: 3px 4px; } .t td { border-bottom: 1px solid #e2e8f0; padding: 4px 6px; }
      table.sum { width: 270px; margin: 6px 0 0 auto; } .sum td { padding: 3px 8px; border-bottom: 1px solid #e2e8f0; } .sum tr.g td { font-weight: 700; font-size: 12px; border-bottom: 2px solid ${c}; }
      .an { margin-top: 14px; } .an .h { font-weight: 700; font-size: 9.4px; } .an .h span { font-weight: 400; color: #64748b; font-size: 8px; }
      table.am { width: 100%; margin-top: 3px; font-size: 7.8px; } .am td, .am th { border: 1px solid #cbd5e1; padding: 2px 3px; text-align: right; } .am th { background: #f1f5f9; font-weight: 500; text-align: center; }
      .kt { margin-top: 12px; border: 1px solid #fcd34d; background: #fffbeb; padding: 5px 12px; font-size: 8.4px; line-height: 1.65; }
      .nt { margin-top: 10px; font-size: 8px; color: #475569; line-height: 1.7; }
      .ft { position: absolute; left: 46px; right: 46px; bottom: 24px; border-top: 1px solid #cbd5e1; padding-top: 5px; font-size: 7.8px; color: #475569; display: flex; justify-content: space-between; }`;
    const bankCard = `<span class="l">お振込先</span><br>${d.bank.name}　${d.branch.name}${showBranchCode ? `（店番 ${d.branch.code}）` : ''}<br>${TYPE_LABEL[d.type]}　${d.account}<br>名義　${holder}`;
    const page = `<div class="wrap"><div class="top">
        <div class="ti"><h1><span>年間保守料</span> ご請求書</h1><div class="m">請求日 ${fmt(d.issue)}　　請求書番号 ${d.no}</div>
          <div class="to"><span class="n">${buyer}　御中</span><br>${r.pick(['情報システム部', '管理部', '経営企画室'])}　${r.pick(SURNAMES)[0]} 様</div></div>
        <div class="co"><div class="lg"><span class="mk"></span><span class="n">${issuer}</span></div>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>担当　カスタマーサポート部 ${r.pick(SURNAMES)[0]}</div></div>
      <div class="cards"><div class="a"><span class="l">ご請求金額（税込）</span><br><b>¥${yen(total)}</b></div><div class="d"><span class="l">お支払期限</span><br><b>${fmt(d.due)}</b></div><div class="b">${bankCard}</div></div>
      <table class="ct"><tr><td class="l">契約番号</td><td>${contract}</td><td class="l">お客様番号</td><td>${cust}</td></tr>
        <tr><td class="l">対象システム</td><td colspan="3">${system}</td></tr>
        <tr><td class="l">保守契約期間</td><td>${fmt(start)} ～ ${fmt(end)}</td><td class="l">更新区分</td><td>1年ごと自動更新</td></tr></table>
      <table class="t"><tr><th style="text-align:left">品目</th><th style="width:52px">数量</th><th style="width:54px">単位</th><th style="width:76px">単価</th><th style="width:90px">金額</th></tr>
        ${rows.map((x) => `<tr><td>${x.name}</td><td class="num">${x.qty ?? ''}</td><td style="text-align:center">${x.unit}</td><td class="num">${x.price == null ? '' : yen(x.price)}</td><td class="num">${x.amount < 0 ? `△${yen(-x.amount)}` : yen(x.amount)}</td></tr>`).join('')}</table>
      <table class="sum"><tr><td>小計</td><td class="num">${yen(sub)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(tax)}</td></tr><tr class="g"><td>合計</td><td class="num">¥${yen(total)}</td></tr></table>
      <div class="an"><div class="h">（ご参考）月額按分表　<span>前払費用の月割計上用・税抜（円）</span></div>
        <table class="am"><tr><th></th>${months.map((x) => `<th>${x.label}</th>`).join('')}<th>合計</th></tr><tr><th>月額</th>${months.map((x) => `<td>${yen(x.amount)}</td>`).join('')}<td>${yen(sub)}</td></tr></table></div>
      ${prev ? `<div class="kt"><b>料金改定のお知らせ</b>　人件費および保守部材価格の上昇に伴い、本年度より保守料金を改定させていただきました。前年度ご請求額（税込）${yen(prev)}円。何卒ご理解賜りますようお願い申し上げます。</div>` : ''}
      <div class="nt">※本請求は${fmt(start)}から1年間の保守料を一括してご請求するものです。期間途中の解約による返金はいたしかねます。<br>※振込手数料はお客様にてご負担ください。</div>
      <div class="ft"><span>適格請求書発行事業者登録番号　${d.reg}</span><span>${issuer}</span></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBranchCode } };
  },
});

// 297 — a company running a prefecture's 官報販売所 bills a company for placing its 公告 in the 官報: the client 御中 at the top left, the
// 販売所's name large with a round mark at the top right and the company after 運営 under it (〒 address, TEL / FAX, 登録番号, a square
// seal), 御請求書 centred with 請求日 (令和) / 請求書番号 / 受付番号; the ご請求金額（税込）box; rows all 税込 (公告掲載料 by the 枠 or the
// 行, 掲載紙代, 郵送料, 原稿作成手数料) with the うち消費税; a 掲載内容（校了原稿の写し）box copying the notice as printed — a 決算公告's
// 貸借対照表の要旨 in 百万円 with the client's 本店所在地 and 代表取締役, or a 資本金の額の減少公告 / 合併公告 / 解散公告 — beside the
// お振込先 (a ゆうちょ 記号・番号 or a bank).
const KANPOU_TRADES = [
  ['書店', 'ショテン'],
  ['書房', 'ショボウ'],
  ['図書', 'トショ'],
  ['出版販売', 'シュッパンハンバイ'],
];
const kanpouShop = (pref) => (pref === '東京都' ? '東京官報販売所' : pref === '大阪府' ? '大阪官報販売所' : `${pref}官報販売所`);
const LINE_RATE = 3854;
LAYOUTS.push({
  id: 'L297-kanpou-koukoku',
  split: 'dev',
  title:
    "官報販売所's 御請求書 for a company's 公告 in the 官報, issued by the company that runs it: client 御中 top left, the 販売所's name large with a round mark top right and 運営 company under it with a square seal, 御請求書 centred with 令和 請求日 / 請求書番号 / 受付番号, the ご請求金額（税込）box, rows all 税込 (公告掲載料 by the 枠 or the 行, 掲載紙代, 郵送料, 原稿作成手数料) with うち消費税, a 掲載内容（校了原稿の写し）box copying the notice (決算公告's 貸借対照表の要旨 in 百万円, or 資本金の額の減少 / 合併 / 解散公告) beside the お振込先",
  exercises:
    "a company running a prefecture's 官報販売所 (…官報販売所, 運営 株式会社…書店 / …書房㈱ / 有限会社…図書) bills a company (…株式会社 御中, 総務部 … 様 — none of the fields) for placing its 公告 in the 官報: the client at the top left; at the top right the 販売所's name set large with a round 官 mark and under it 運営 and the company (〒 address, TEL / FAX, 登録番号 — the issuer's fields) with a square red seal — issuer_name the company, not the 販売所 (as L79); 御請求書 centred over 請求日 (令和8年1月20日 or R8.1.20 — issue_date), 請求書番号 (invoice_number) and 受付番号 (none of the fields); the ご請求金額（税込）box — total_amount; rows, every price 税込: 公告掲載料（決算公告 1枠 / 資本金の額の減少公告 … 行 × @3,854）, 掲載紙代（官報 令和…年…月…日 号外第…号）… 部, 郵送料（レターパック）, 原稿作成・校正手数料; 合計（税込）and うち消費税（10%）— total_amount the 合計, the 消費税 inside it (as L63); 掲載日 and 申込日 (none of the dates); お支払期限 (due_date); a 掲載内容（校了原稿の写し）box copying the notice: a 決算公告 with the client's 本店所在地 (its 〒 address), its name and 代表取締役, and a 貸借対照表の要旨 (単位：百万円: 流動資産, 固定資産, 資産合計, 流動負債, 固定負債, 資本金, 利益剰余金, 負債・純資産合計), or a 資本金の額の減少公告 (資本金 … 円 to … 円), a 合併公告 (甲 and 乙 with their addresses) or a 解散公告 with its 清算人 — none of it the fields; お振込先 beside it: a ゆうちょ 記号・番号 (its 店名 form under it sometimes) converting as the ゆうちょ rules above, or a bank, branch, 普通 / 当座, number; 口座名義 ｶ)…ｼﾖﾃﾝ as printed",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: ['yucho', 'main', 'other'][inst] }),
  render(d, r) {
    const stem = setCompany(
      d,
      r,
      KANPOU_TRADES,
      [
        ['株式会社', 'カ'],
        ['株式会社', 'カ'],
        ['有限会社', 'ユ'],
      ],
      HAN_STEMS,
    );
    if (!d.yucho) {
      noNetBank(d, r);
      netOrdinary(d);
    }
    // Decided: the 販売所 set large is the shop the company runs; issuer_name is the company after 運営 (as L79).
    const issuer = spelled(d, r.pick(['full', 'full', 'circled', 'paren']));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const [, town, area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const shop = kanpouShop(prefOf(town));
    const bs = otherStem(r, stem);
    const client = r.pick([`${bs}産業株式会社`, `株式会社${bs}ホールディングス`, `${bs}興産株式会社`, `株式会社${bs}商会`]);
    const [, ctown] = r.pick(PLACES.filter(([z]) => z !== d.zip));
    const caddr = `${ctown}${lotOf(r)}`;
    const crep = `${r.pick(SURNAMES)[0]}　${r.pick(GIVEN)[0]}`;
    const [y, m] = d.issue;
    const kind = r.pick(['kessan', 'kessan', 'kessan', 'gensi', 'gappei', 'kaisan']);
    const published = [y, m, r.int(3, 22)];
    d.issue = addDays(published, r.int(1, 6));
    d.due = r.chance(0.5) ? addDays(d.issue, 14) : endOfMonth(...addMonths(d.issue, 1));
    const applied = addDays(published, -r.int(10, 25));
    d.no = r.pick([
      () => `K${String(y).slice(2)}-${r.digits(4)}`,
      () => `${reiwa(y)}${pad2(m)}${r.digits(3)}`,
      () => `${y}${pad2(m)}-${r.digits(3)}`,
    ])();
    const receipt = `受${r.digits(5)}`;
    const issueNo = `号外第${r.int(1, 280)}号`;
    const wa = r.pick([DATE_FORMATS.wareki, DATE_FORMATS.wareki, DATE_FORMATS.warekiShort]);
    const waLong = DATE_FORMATS.wareki;
    // The rows, 税込.
    const rows = [];
    let notice;
    if (kind === 'kessan') {
      const waku = r.pick([1, 1, 2]);
      const fyEnd = endOfMonth(...addMonths(published, -r.int(3, 5)));
      const term = r.int(5, 78);
      rows.push({ name: `公告掲載料（第${term}期 決算公告・貸借対照表の要旨）`, qty: waku, unit: '枠', price: LINE_RATE * 20 });
      const total = r.int(130, 6000);
      const cur = Math.floor(total * r.range(0.3, 0.65));
      const fixed = total - cur;
      const cl = Math.floor(total * r.range(0.15, 0.4));
      const fl = Math.floor(total * r.range(0.05, 0.25));
      const eq = total - cl - fl;
      const cap = Math.max(1, Math.min(r.pick([10, 20, 30, 50, 100, 300]), Math.floor(eq / 2)));
      const row = (a, b, c, dd) => `<tr><td>${a}</td><td class="num">${b}</td><td>${c}</td><td class="num">${dd}</td></tr>`;
      notice = `<div class="nh">第${term}期決算公告</div><div class="nr">${waLong(published)}</div><div class="nr">${caddr}<br>${client}<br>代表取締役　${crep}</div>
        <div class="nc">貸借対照表の要旨（${waLong(fyEnd)}現在）（単位：百万円）</div>
        <table class="bs"><tr><th>科　目</th><th>金　額</th><th>科　目</th><th>金　額</th></tr>
          ${row('流動資産', yen(cur), '流動負債', yen(cl))}${row('固定資産', yen(fixed), '固定負債', yen(fl))}${row('', '', '純資産の部', yen(eq))}
          ${row('', '', '　資本金', yen(cap))}${row('', '', '　利益剰余金', yen(eq - cap))}${row('資産合計', yen(total), '負債・純資産合計', yen(total))}</table>`;
    } else {
      const lines = { gensi: r.int(12, 22), gappei: r.int(18, 30), kaisan: r.int(10, 18) }[kind];
      const label = { gensi: '資本金の額の減少公告', gappei: '合併公告（吸収合併）', kaisan: '解散公告（債権者に対する催告）' }[
        kind
      ];
      rows.push({ name: `公告掲載料（${label}）`, qty: lines, unit: '行', price: LINE_RATE });
      const effective = addDays(published, r.int(35, 60));
      if (kind === 'gensi') {
        const before = r.pick([100, 200, 300, 500]) * 1_000_000;
        const after = r.pick([10, 30, 50]) * 1_000_000;
        notice = `<div class="nh">資本金の額の減少公告</div><div class="np">当社は、資本金の額を${yen(before - after)}円減少し${yen(after)}円とすることにいたしました。効力発生日は${waLong(effective)}です。この決定に対し異議のある債権者は、本公告掲載の翌日から一箇月以内にお申し出下さい。なお、最終貸借対照表の開示状況は次のとおりです。掲載紙　官報</div>
          <div class="nr">${waLong(published)}</div><div class="nr">${caddr}<br>${client}<br>代表取締役　${crep}</div>`;
      } else if (kind === 'gappei') {
        const os = otherStem(r, bs);
        const [, otown] = r.pick(PLACES);
        notice = `<div class="nh">合併公告</div><div class="np">左記会社は合併して甲は乙の権利義務全部を承継して存続し乙は解散することにいたしました。効力発生日は${waLong(effective)}です。この合併に対し異議のある債権者は、本公告掲載の翌日から一箇月以内にお申し出下さい。</div>
          <div class="nr">${waLong(published)}</div><div class="nr">${caddr}<br>（甲）${client}<br>代表取締役　${crep}</div><div class="nr">${otown}${lotOf(r)}<br>（乙）株式会社${os}${r.pick(['サービス', '販売', '技研'])}<br>代表取締役　${r.pick(SURNAMES)[0]}　${r.pick(GIVEN)[0]}</div>`;
      } else {
        notice = `<div class="nh">解散公告</div><div class="np">当社は、${waLong(addDays(published, -r.int(10, 30)))}開催の株主総会の決議により解散いたしましたので、当社に債権を有する方は、本公告掲載の翌日から二箇月以内にお申し出下さい。なお、右期間内にお申し出がないときは清算から除斥します。</div>
          <div class="nr">${waLong(published)}</div><div class="nr">${caddr}<br>${client}<br>清算人　${crep}</div>`;
      }
    }
    const copies = r.int(1, 5);
    rows.push({
      name: `掲載紙代（官報 ${waLong(published)} ${issueNo}）`,
      qty: copies,
      unit: '部',
      price: r.pick([148, 297, 445]),
    });
    if (r.chance(0.7)) {
      const plus = r.chance(0.5);
      rows.push({ name: `郵送料（レターパック${plus ? 'プラス' : 'ライト'}）`, qty: 1, unit: '通', price: plus ? 600 : 430 });
    }
    if (r.chance(0.5)) rows.push({ name: '原稿作成・校正手数料', qty: 1, unit: '式', price: r.pick([3300, 5500, 11000]) });
    for (const x of rows) x.amount = x.qty * x.price;
    // Decided: every price is 税込 (the 官報's 掲載料 is set so); total_amount is the 合計（税込）, the うち消費税 inside it (as L63).
    const total = rows.reduce((a, x) => a + x.amount, 0);
    const inner = Math.floor((total * 10) / 110);
    const bankHtml = d.yucho
      ? yuchoLines(d, r, '<br>')
      : `${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}預金　${d.account}`;
    const ink = r.pick(['#1a1a1a', '#14213d', '#2d2a26']);
    const sealText = `${d.corpBody}之印`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.2px; color: ${ink}; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 40px 50px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .to { width: 360px; margin-top: 24px; line-height: 1.75; } .to .n { font-size: 14px; font-weight: 700; border-bottom: 1px solid ${ink}; display: inline-block; padding-right: 26px; white-space: nowrap; }
      .co { position: relative; width: 320px; font-size: 8.8px; line-height: 1.6; } .co .sh { display: flex; align-items: center; gap: 8px; font-family: 'Noto Serif CJK JP'; font-size: 19px; font-weight: 700; letter-spacing: .08em; }
      .co .mk { width: 34px; height: 34px; border-radius: 50%; border: 2px solid ${ink}; font-size: 18px; display: flex; align-items: center; justify-content: center; letter-spacing: 0; }
      .co .un { margin-top: 2px; } .co .nm { position: relative; height: 44px; line-height: 44px; } .co .nm b { font-size: 12.5px; }
      h1 { margin: 14px 0 0; text-align: center; font-family: 'Noto Serif CJK JP'; font-size: 22px; letter-spacing: .5em; padding-left: .5em; font-weight: 600; }
      .meta { text-align: center; margin-top: 2px; } .meta span { margin: 0 10px; }
      .amt { margin: 10px auto 0; width: 440px; display: flex; border: 2px solid ${ink}; } .amt .l { background: #eceae4; padding: 6px 14px; font-weight: 700; border-right: 1px solid ${ink}; }
      .amt .v { flex: 1; text-align: right; padding: 2px 14px; font-size: 21px; font-weight: 700; }
      table.t { width: 100%; margin-top: 14px; } .t th { border: 1px solid #777; background: #eceae4; font-weight: 500; padding: 3px; } .t td { border: 1px solid #aaa; padding: 4px 7px; }
      .t tr.g td { font-weight: 700; font-size: 11px; border-top: 2px solid ${ink}; } .t tr.u td { font-size: 8.6px; }
      .dd { margin-top: 6px; display: flex; gap: 30px; font-size: 9px; }
      .low { display: flex; gap: 16px; margin-top: 14px; align-items: flex-start; }
      .gk { width: 360px; border: 1px solid #888; padding: 8px 12px; font-family: 'Noto Serif CJK JP'; font-size: 8.4px; line-height: 1.6; }
      .gk .cap { font-family: 'Noto Sans CJK JP'; font-size: 8px; color: #555; border-bottom: 1px solid #bbb; margin-bottom: 4px; }
      .gk .nh { text-align: center; font-size: 11px; font-weight: 700; letter-spacing: .2em; } .gk .nr { text-align: right; margin-top: 2px; } .gk .nc { margin-top: 4px; text-align: center; }
      .gk .np { margin-top: 3px; text-indent: 1em; }
      table.bs { width: 100%; font-size: 8px; margin-top: 2px; } .bs th, .bs td { border: 1px solid #999; padding: 1px 5px; } .bs th { font-weight: 500; }
      .bk { flex: 1; border: 1.5px solid ${ink}; padding: 8px 12px; line-height: 1.85; font-size: 9.2px; } .bk .h { font-weight: 700; }
      .nt { margin-top: 12px; font-size: 8px; color: #444; line-height: 1.7; }`;
    const page = `<div class="wrap"><div class="top">
        <div class="to"><span class="n">${client}　御中</span><br>総務部　${r.pick(SURNAMES)[0]} 様</div>
        <div class="co"><div class="sh"><span class="mk">官</span>${shop}</div>
          <div class="un"><div class="nm">運営　<b>${issuer}</b>${hanko(sealText, `left:${Math.min(250, 26 + Math.round([...issuer].length * 12.8) - 14)}px;top:-3px;width:48px;height:48px;font-size:${sealText.length > 6 ? 9 : 11.5}px;`)}</div>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}</div></div></div>
      <h1>御請求書</h1><div class="meta"><span>請求日　${wa(d.issue)}</span><span>請求書番号　${d.no}</span><span>受付番号　${receipt}</span></div>
      <div class="amt"><span class="l">ご請求金額（税込）</span><span class="v">¥${yen(total)}</span></div>
      <table class="t"><tr><th style="text-align:left">品　名</th><th style="width:50px">数量</th><th style="width:36px">単位</th><th style="width:70px">単価（税込）</th><th style="width:90px">金額（税込）</th></tr>
        ${rows.map((x) => `<tr><td>${x.name}</td><td class="num">${x.qty}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}
        <tr class="g"><td colspan="4">合計（税込）</td><td class="num">¥${yen(total)}</td></tr><tr class="u"><td colspan="4">うち消費税（10%対象 ${yen(total)}円）</td><td class="num">${yen(inner)}</td></tr></table>
      <div class="dd"><span>お申込日　${wa(applied)}</span><span>掲載日　${wa(published)}（${issueNo}）</span><span>お支払期限　${wa(d.due)}</span></div>
      <div class="low"><div class="gk"><div class="cap">掲載内容（校了原稿の写し）</div>${notice}</div>
        <div class="bk"><span class="h">お振込先</span><br>${bankHtml}<br>口座名義　${holder}<br><span style="font-size:8px">※振込手数料はご負担くださいますようお願いいたします。</span></div></div>
      <div class="nt">※掲載紙を同封いたしますのでご査収ください。公告掲載料は国立印刷局の定める料金（税込）によります。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 298 — a 和菓子屋 run by its owner bills an inn or a hotel for the month's 茶菓子, a ruled serif sheet: 御請求書 and the buyer 御中 at the
// top left; at the top right a vertical 屋号 plate (a brush-like 屋号 in a frame, as on the shop's 暖簾) beside the horizontal block —
// 御菓子司 set small before the 屋号, 〒 address, TEL / FAX, 登録番号, 店主 and a round seal over the name; a 今回御請求額 bar with the
// お支払期限; rows by 納品日 with ※ on the 8% (菓子, 抹茶) and none on the 10% (化粧箱・掛け紙, 手提げ袋, 焼印 版代, 配達料); a 税率別
// 内訳 table (8%対象 / 消費税, 10%対象 / 消費税, 合計) at the right of the foot and the 振込先 (a ゆうちょ or a 信用金庫) at its left.
const WAGASHI_WORDS = [
  ['松月', 'ショウゲツ'],
  ['菊水', 'キクスイ'],
  ['千歳', 'チトセ'],
  ['花月', 'カゲツ'],
  ['福寿', 'フクジュ'],
  ['若竹', 'ワカタケ'],
  ['梅林', 'バイリン'],
];
const SWEETS8 = [
  ['客室用 茶菓子「{w}」個包装', '個', 60, 150, 100, 600],
  ['上生菓子（季節の五種）', '個', 280, 450, 10, 80],
  ['最中「{w}」', '個', 150, 260, 20, 200],
  ['宴会用 紅白まんじゅう（名入れ焼印）', '個', 180, 300, 30, 200],
  ['干菓子 詰合せ', '箱', 800, 1800, 5, 40],
  ['どら焼き', '個', 160, 240, 20, 150],
  ['抹茶（薄茶用）40g缶', '缶', 1200, 2800, 1, 6],
];
const SHINKIN = {
  東京都: ['城南信用金庫', '多摩信用金庫', '西武信用金庫'],
  大阪府: ['大阪信用金庫', '大阪シティ信用金庫'],
  愛知県: ['岡崎信用金庫', '瀬戸信用金庫'],
  福岡県: ['福岡信用金庫', '遠賀信用金庫'],
  北海道: ['北海道信用金庫', '空知信用金庫'],
  宮城県: ['杜の都信用金庫', '石巻信用金庫'],
  神奈川県: ['横浜信用金庫', '湘南信用金庫'],
  京都府: ['京都信用金庫', '京都中央信用金庫'],
  兵庫県: ['尼崎信用金庫', '但陽信用金庫'],
  広島県: ['広島信用金庫', '呉信用金庫'],
  埼玉県: ['埼玉縣信用金庫', '川口信用金庫'],
  千葉県: ['千葉信用金庫', '銚子信用金庫'],
  静岡県: ['静岡信用金庫', 'しずおか焼津信用金庫'],
  群馬県: ['高崎信用金庫', 'しののめ信用金庫'],
};
const WRAP10 = [
  ['化粧箱・掛け紙（のし）', '個', 80, 200],
  ['手提げ袋', '枚', 30, 80],
];
LAYOUTS.push({
  id: 'L298-wagashi-chagashi',
  split: 'dev',
  title:
    "和菓子屋's (屋号, owner-run) monthly 御請求書 to an inn or a hotel for 茶菓子, a ruled serif sheet: 御請求書 and buyer 御中 top left, a vertical 屋号 plate beside the horizontal block (御菓子司 set small before the 屋号, 〒 address, TEL / FAX, 登録番号, 店主 with a round seal over the name) top right, a 今回御請求額 bar with the お支払期限, rows by 納品日 with ※ on the 8% (菓子, 抹茶) and not on the 10% (化粧箱・掛け紙, 手提げ袋, 焼印 版代, 配達料), a 税率別内訳 (8%対象 / 消費税, 10%対象 / 消費税, 合計) beside the 振込先 (ゆうちょ or a 信用金庫)",
  exercises:
    "a 和菓子屋 run by its owner (屋号 …堂 / …庵 / …屋 / …菓舗) bills an inn or a hotel (株式会社…館 / 有限会社…荘 / …観光株式会社 / 株式会社ホテル… 御中, 購買 or フロント … 様 — none of the fields) for the month's 茶菓子: 御請求書 at the top left with 請求日 (令和8年1月31日 or R8.1.31 — issue_date) and No. (invoice_number); at the top right the 屋号 set vertically in a framed plate and, beside it, the horizontal block: 御菓子司 set small before the 屋号 — issuer_name the 屋号 alone (a sole proprietor's, as L22), 御菓子司 being the trade's title, not part of it —, 〒 address, TEL / FAX (the issuer's fields), 登録番号 and 店主 … with a round red seal over the name (never the issuer_name); a 今回御請求額 bar — total_amount — with the お支払期限 at its right (…年…月末日 as that month's last day, as L59, or a date — due_date); rows by 納品日 (1/5): 品名, 数量, 単価, 金額, ※ on the 8% rows (客室用 茶菓子, 上生菓子, 最中, 紅白まんじゅう, 干菓子, 抹茶) and none on the 10% (化粧箱・掛け紙（のし）, 手提げ袋, 焼印 版代, 配達料); under them ※印は軽減税率（8%）対象; a 税率別内訳 table: 8%対象 …円 消費税 …円, 10%対象 …円 消費税 …円, 合計 — total_amount the 合計, both rates' 消費税 in it; the 振込先 at the foot's left: a ゆうちょ 記号・番号 (with its 店名 form sometimes) converting as the ゆうちょ rules above, or a 信用金庫 / local bank (bank_code null when not one of the eight and not printed), 普通, number; 口座名義 the owner's name, or the 屋号 and name, in half-width or full-width kana, as printed",
  opts: (r, inst) => ({ sole: true, rates: 'mixed', items: 1, bank: ['yucho', 'other', 'yucho'][inst] }),
  render(d, r) {
    const [sn, gn] = d.person.split(' ');
    const [snk, gnk] = d.holderBase.split(' ');
    const [w, wk] = r.pick(WAGASHI_WORDS);
    const kind = r.pick(['do', 'an', 'ya', 'kaho']);
    const [yago, yagoKana] = {
      do: [`${w}堂`, `${wk}ドウ`],
      an: [`${w}庵`, `${wk}アン`],
      ya: [`${sn}屋`, `${snk}ヤ`],
      kaho: [`${sn}菓舗`, `${snk}カホ`],
    }[kind];
    // Decided: issuer_name is the 屋号 alone; 御菓子司 set small before it is the trade's title (as 司法書士 before a name, L289).
    d.yago = yago;
    d.issuerName = yago;
    d.holderBase = r.chance(0.5) ? `${yagoKana} ${snk} ${gnk}` : `${snk} ${gnk}`;
    if (!d.yucho) d.type = 2;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const [, , area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const bs = otherStem(r, sn);
    const buyer = r.pick([`株式会社${bs}館`, `有限会社${bs}荘`, `${bs}観光株式会社`, `株式会社ホテル${bs}`]);
    const [y, m] = d.issue;
    d.issue = r.chance(0.7) ? endOfMonth(y, m) : [y, m, r.pick([20, 25])];
    const dueEnd = r.chance(0.6);
    d.due = dueEnd ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 1), r.pick([10, 15, 20])];
    d.no = r.pick([
      () => `${reiwa(y)}-${pad2(m)}${r.digits(2)}`,
      () => `${r.int(1000, 9999)}`,
      () => `${String(y).slice(2)}${pad2(m)}${r.digits(3)}`,
    ])();
    // Deliveries in the month, up to the 請求日; each sweet at one price all month, the date on a delivery's first row.
    const days = daysUpTo(r, r.int(3, 7), 1, d.issue[2]);
    const priceOf = new Map([...SWEETS8, ...WRAP10].map(([name, , lo, hi]) => [name, r.int(lo / 10, hi / 10) * 10]));
    const delivery = r.pick([500, 800, 1000]);
    const rows = [];
    let plate = false;
    for (const day of days) {
      const pool = [...SWEETS8];
      for (let i = 0, n = r.int(1, 2); i < n; i++) {
        const [name, unit, , , qlo, qhi] = pool.splice(r.int(0, pool.length - 1), 1)[0];
        const md = i === 0 ? `${m}/${day}` : '';
        rows.push({ md, name: name.replace('{w}', w), unit, qty: r.int(qlo, qhi), price: priceOf.get(name), rate: 8 });
        if (name.includes('名入れ') && !plate) {
          plate = true;
          rows.push({ md: '', name: '名入れ焼印 版代', unit: '式', qty: 1, price: r.pick([8000, 12000, 15000]), rate: 10 });
        }
      }
      if (r.chance(0.3)) {
        const [name, unit] = r.pick(WRAP10);
        rows.push({ md: '', name, unit, qty: r.int(5, 60), price: priceOf.get(name), rate: 10 });
      }
      if (r.chance(0.35)) rows.push({ md: '', name: '配達料', unit: '回', qty: 1, price: delivery, rate: 10 });
      if (rows.length > 15) break;
    }
    if (!rows.some((x) => x.rate === 10)) rows.push({ md: '', name: '配達料', unit: '回', qty: 1, price: delivery, rate: 10 });
    for (const x of rows) x.amount = x.qty * x.price;
    const base8 = rows.filter((x) => x.rate === 8).reduce((a, x) => a + x.amount, 0);
    const base10 = rows.filter((x) => x.rate === 10).reduce((a, x) => a + x.amount, 0);
    const tax8 = Math.floor((base8 * 8) / 100);
    const tax10 = Math.floor(base10 / 10);
    const total = base8 + tax8 + base10 + tax10;
    const fmt = r.pick([DATE_FORMATS.wareki, DATE_FORMATS.wareki, DATE_FORMATS.warekiShort]);
    const dueText = dueEnd && r.chance(0.6) ? waMatsu(d.due) : fmt(d.due);
    let bankHtml;
    if (d.yucho) bankHtml = yuchoLines(d, r, '<br>');
    else {
      if (!d.bank.main && r.chance(0.6)) {
        d.bank = { name: r.pick(SHINKIN[prefOf(placeOf(d.zip)[1])]), code: null, main: false };
        d.branch = { name: r.pick(['本店', '駅前支店', '中央支店', '東支店']), code: null };
      }
      bankHtml = `${d.bank.name}　${d.branch.name}<br>普通預金　${d.account}`;
    }
    const ink = r.pick(['#2b2118', '#1f2a44', '#24301f']);
    const red = '#b3282d';
    const rep = `${sn}　${gn}`;
    const plateH = Math.max(110, [...yago].length * 34 + 20);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 9.4px; color: ${ink}; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 40px 50px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .ti h1 { margin: 0; font-size: 25px; letter-spacing: .4em; font-weight: 700; border-bottom: 3px double ${ink}; display: inline-block; padding: 0 6px 2px 0; }
      .ti .m { margin-top: 6px; line-height: 1.7; } .ti .to { margin-top: 14px; line-height: 1.75; } .ti .to .n { font-size: 15px; font-weight: 700; border-bottom: 1px solid ${ink}; padding-right: 24px; }
      .me { display: flex; gap: 12px; align-items: flex-start; }
      .pl { writing-mode: vertical-rl; border: 2px solid ${ink}; outline: 1px solid ${ink}; outline-offset: 2px; padding: 10px 6px; font-size: 28px; font-weight: 900; letter-spacing: .15em; height: ${plateH}px; display: flex; align-items: center; justify-content: center; background: #faf6ee; }
      .bl { position: relative; width: 250px; font-size: 8.8px; line-height: 1.65; } .bl .t { font-size: 8.6px; } .bl .n { font-size: 16px; font-weight: 700; letter-spacing: .1em; }
      .bl .rp { position: relative; font-size: 10.5px; height: 44px; line-height: 44px; }
      .amt { margin-top: 18px; display: flex; align-items: center; border-top: 2px solid ${ink}; border-bottom: 2px solid ${ink}; padding: 5px 10px; }
      .amt .l { font-size: 12px; font-weight: 700; letter-spacing: .2em; } .amt .v { font-size: 22px; font-weight: 700; margin-left: 18px; } .amt .du { margin-left: auto; }
      table.t { width: 100%; margin-top: 12px; } .t th { border: 1px solid #777; background: #f3efe6; font-weight: 500; padding: 3px; } .t td { border: 1px solid #aaa; padding: 3px 7px; }
      .t td.k { width: 16px; text-align: center; color: ${red}; }
      .ky { font-size: 8.2px; margin-top: 3px; }
      .foot { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px; margin-top: 14px; }
      .bk { flex: 1; border: 1px solid #888; padding: 7px 12px; line-height: 1.8; font-size: 9.2px; } .bk .h { font-weight: 700; }
      table.z { width: 300px; font-size: 9.2px; } .z th { border: 1px solid #777; background: #f3efe6; font-weight: 500; padding: 2px 6px; } .z td { border: 1px solid #999; padding: 3px 8px; }
      .z tr.g td { font-weight: 700; font-size: 11.5px; border: 2px solid ${ink}; }
      .nt { margin-top: 12px; font-size: 8.2px; line-height: 1.7; }`;
    const page = `<div class="wrap"><div class="top">
        <div class="ti"><h1>御請求書</h1><div class="m">請求日　${fmt(d.issue)}<br>No.　${d.no}</div><div class="to"><span class="n">${buyer}　御中</span><br>${r.pick(['購買ご担当', 'フロント', '調理部'])}　${r.pick(SURNAMES)[0]} 様</div></div>
        <div class="me"><div class="pl">${yago}</div>
          <div class="bl"><span class="t">御菓子司</span>　<span class="n">${yago}</span><br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}
            <div class="rp">店主　${rep}${hanko(sn, `left:${Math.round((3 + [...rep].length) * 10.5) - 6}px;top:0;width:42px;height:42px;font-size:14px;`, true)}</div></div></div></div>
      <div class="amt"><span class="l">今回御請求額</span><span class="v">¥${yen(total)}</span><span class="du">お支払期限　${dueText}</span></div>
      <div style="margin-top:8px">毎度格別のお引き立てを賜り、ありがとうございます。${m}月分を下記のとおりご請求申し上げます。</div>
      <table class="t"><tr><th style="width:44px">納品日</th><th style="width:16px"></th><th style="text-align:left">品　名</th><th style="width:50px">数量</th><th style="width:34px">単位</th><th style="width:60px">単価</th><th style="width:80px">金額</th></tr>
        ${rows.map((x) => `<tr><td style="text-align:center">${x.md}</td><td class="k">${x.rate === 8 ? '※' : ''}</td><td>${x.name}</td><td class="num">${yen(x.qty)}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <div class="ky">※印は軽減税率（8%）対象品目です。</div>
      <div class="foot"><div class="bk"><span class="h">お振込先</span><br>${bankHtml}<br>口座名義　${holder}</div>
        <table class="z"><tr><th>税率</th><th>対象額（税抜）</th><th>消費税</th></tr><tr><td>8%（※）</td><td class="num">${yen(base8)}</td><td class="num">${yen(tax8)}</td></tr>
          <tr><td>10%</td><td class="num">${yen(base10)}</td><td class="num">${yen(tax10)}</td></tr><tr class="g"><td colspan="2">合計（税込）</td><td class="num">¥${yen(total)}</td></tr></table></div>
      <div class="nt">※恐れ入りますが、振込手数料はご負担くださいますようお願い申し上げます。<br>※季節の上生菓子の内容は、月ごとに替わります。ご注文は前日正午までに承ります。</div></div>`;
    return { pages: [page], css, printed: { issuer: yago, holder, total } };
  },
});
