// Invoice corpus layouts L35–L40: each pushed onto core.mjs's LAYOUTS, in order.
import {
  BRANCHES,
  DATE_FORMATS,
  GIVEN,
  ITEMS10,
  ITEMS8,
  KANJI_DIGITS,
  LAYOUTS,
  MAIN_PRINTED,
  ODD_BRANCHES,
  OTHER_BANKS,
  PLACES,
  STEMS,
  SURNAMES,
  TYPE_LABEL,
  YAGO_WORDS,
  addDays,
  endOfMonth,
  holderPrinted,
  iso,
  mark8,
  pad2,
  reiwa,
  rowsOf,
  spelled,
  summarize,
  yen,
  yuchoToBankAccount,
} from './core.mjs';
import { billedMonth, itemsFrom, kakuin, landline, paddedRows, setYago, shuffle } from './layouts-019-028.mjs';

// ---- dev (third round): 35–40, more families to tune on.

/** Buildings for addresses printed over two lines, the building on a line of its own. */
const BLDG_LINES = [
  'スカイビル12F',
  'NSビル 8階',
  '第一松井ビル3F',
  'サンライズタワー15F',
  'プラザビル 502',
  'ミナト第2ビル 4階',
  '駅前センタービル7F',
  'メゾン東和201',
];
/** The address with a building after one space (as expected.json holds it), one drawn if it had none. */
const withBuilding = (r, address) => (address.includes(' ') ? address : `${address} ${r.pick(BLDG_LINES)}`);
/** An address as [street, building]: the building printed on a line of its own. */
const addrLines = (a) => {
  const i = a.indexOf(' ');
  return i < 0 ? [a, ''] : [a.slice(0, i), a.slice(i + 1)];
};
/** The address on one line, or over two with the building on the second. */
const addrHtml = (a, two) => {
  const [street, bldg] = addrLines(a);
  return two && bldg
    ? `<span class="addr">${street}</span><br><span class="addr">${bldg}</span>`
    : `<span class="addr">${a}</span>`;
};
/** A company renamed for its trade (丸星 + 食品), the holder's kana kept in step with the name. */
const retrade = (d, r, [trade, tradeKana]) => {
  const [stem, stemKana] = r.pick(STEMS);
  const abbrev = { 株式会社: 'カ', 有限会社: 'ユ', 合同会社: 'ド' }[d.form];
  d.corpBody = `${stem}${trade}`;
  d.issuerName = d.formBefore ? `${d.form}${d.corpBody}` : `${d.corpBody}${d.form}`;
  d.holderBase = d.formBefore ? `${abbrev}）${stemKana}${tradeKana}` : `${stemKana}${tradeKana}（${abbrev}`;
};
/** The account moved to a 信用金庫 ('shinkin') or a net bank ('net'), branch and number drawn as makeData draws them. */
const rebank = (d, r, kind) => {
  const pool =
    kind === 'shinkin'
      ? OTHER_BANKS.filter(([name]) => name.endsWith('信用金庫')).map(([name, code]) => ({ name, code, main: false }))
      : [
          { name: MAIN_PRINTED['0036'], code: '0036', main: true },
          { name: MAIN_PRINTED['0038'], code: '0038', main: true },
          { name: 'PayPay銀行', code: '0033', main: false },
        ];
  d.bank = r.pick(pool);
  delete d.yucho;
  const name = ODD_BRANCHES[d.bank.code] ? r.pick(ODD_BRANCHES[d.bank.code]) : r.pick(BRANCHES);
  d.branch = { name, code: name.startsWith('本店') ? r.pick(['001', '100']) : `${r.int(1, 8)}${r.digits(2)}` };
  d.account = r.digits(7);
};
/** A ゆうちょ 振替口座 (00120-1-123456), converted as yucho.ts converts it (店番 019, 当座). */
const furikaeAccount = (d, r) => {
  const symbol = `00${r.int(1, 9)}${r.int(0, 9)}0`;
  const number = String(r.chance(0.7) ? r.int(100000, 999999) : r.int(1000, 99999));
  const conv = yuchoToBankAccount(symbol, number);
  if (!conv.ok) throw new Error(`furikae ${symbol} ${number}: ${conv.message}`);
  d.yucho = { symbol, number, check: r.int(0, 9) };
  d.bank = { name: 'ゆうちょ銀行', code: '9900', main: true };
  d.branch = { name: `${[...conv.branchCode].map((c) => KANJI_DIGITS[c]).join('')}店`, code: conv.branchCode };
  d.type = Number(conv.accountType);
  d.account = conv.accountNumber;
};
/** A second bank of the issuer's, other than the first: a city bank or a regional one. */
const secondBank = (d, r) => {
  const pool = [
    ...['0001', '0005', '0009', '0010'].map((code) => [MAIN_PRINTED[code], code]),
    ...OTHER_BANKS.filter(([name]) => name !== 'PayPay銀行'),
  ].filter(([, code]) => code !== d.bank.code);
  const [name] = r.pick(pool);
  return { name, branch: r.pick(BRANCHES), type: r.chance(0.5) ? 1 : 2, account: r.digits(7) };
};
/** Net banks keep 普通 accounts only: a 当座 drawn for one becomes 普通. */
const ordinaryAtNetBank = (d) => {
  if (['0036', '0038', '0033'].includes(d.bank.code)) d.type = 2;
};
/** △ for a negative amount, as 販売管理 software prints a return. */
const tri = (n) => (n < 0 ? `△${yen(-n)}` : yen(n));
/** Who signs for the issuer: 代表 of a sole proprietor, 代表社員 of a 合同会社, else 代表取締役. */
const representative = (d, r) =>
  d.sole
    ? `代表　${d.person}`
    : `${d.form === '合同会社' ? '代表社員' : '代表取締役'}　${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;

// 35 — a 複写式 請求書 pad (コクヨ style): the customer's sheet filled in by ballpoint (or its no-carbon
// copy), the issuer a rubber 社判, the 振込先 written (or stamped) into the 備考 box.
const PAD_TRADES = [
  {
    trade: ['印刷', 'インサツ'],
    yago: '印刷所',
    items: [
      ['名刺印刷（100枚）', '箱', 1200, 3000],
      ['封筒印刷 長3', '枚', 8, 25],
      ['チラシ印刷 A4両面', '枚', 4, 15],
      ['版下作成', '式', 5000, 20000],
      ['複写伝票印刷', '冊', 600, 1500],
    ],
  },
  {
    trade: ['電気', 'デンキ'],
    yago: '電気商会',
    items: [
      ['LED照明器具交換', '台', 6000, 18000],
      ['コンセント増設工事', '箇所', 5000, 12000],
      ['換気扇取替', '台', 12000, 30000],
      ['部材費', '式', 2000, 15000],
      ['出張費', '回', 3000, 6000],
    ],
  },
  {
    trade: ['事務機', 'ジムキ'],
    yago: '文具店',
    items: [
      ['コピー用紙 A4（2500枚）', '箱', 2600, 4200],
      ['トナーカートリッジ', '本', 6000, 18000],
      ['フラットファイル', '冊', 60, 150],
      ['ボールペン（10本入）', '箱', 800, 1500],
      ['来客用お茶', '箱', 800, 2000, 8],
      ['スティックコーヒー（100本）', '箱', 1500, 3000, 8],
    ],
  },
];
LAYOUTS.push({
  id: 'L35-carbon-form',
  split: 'dev',
  title: '複写式 請求書 pad, handwritten, issuer by 社判',
  exercises:
    'a stationery-pad 複写式 請求書 (pre-printed boxes 品名/数量/単価/金額, 10%/8% 税抜金額・消費税額 grid, 税抜合計・消費税・税込合計 boxes with the values under their labels) filled in by ballpoint or as a faint no-carbon copy, red numbering No., 令和 date in boxes, the issuer only as a rubber 社判 (〒, address often over two lines, name, 代表, TEL/FAX, sometimes 登録番号) or 登録番号 T + handwritten digits, 振込先 and お支払期限 handwritten (or a 口座 stamp) in the 備考 box, ゆうちょ 記号番号 or a 信用金庫',
  opts: (r, inst) => ({ sole: inst === 1, bank: inst === 2 ? r.pick(['yucho', 'main']) : 'main' }),
  render(d, r) {
    const job = r.pick(PAD_TRADES);
    if (d.sole) {
      setYago(d, job.yago);
      landline(d);
      rebank(d, r, 'shinkin');
    } else retrade(d, r, job.trade);
    const twoLine = r.chance(0.6) || d.address.length > 24;
    if (twoLine) d.address = withBuilding(r, d.address);
    ordinaryAtNetBank(d);
    d.no = String(r.int(1, 99999)).padStart(6, '0');
    d.items = itemsFrom(r, job.items, r.int(2, 5), (unit, hi) =>
      unit === '式' ? 1 : unit === '枚' ? r.int(3, 30) * 100 : hi < 3000 ? r.int(2, 20) : r.int(1, 6),
    );
    d.sum = summarize(d.items);
    const s = d.sum;
    const fc = r.pick(['#2f7a55', '#a33b2c', '#2b5597']);
    const carbon = r.chance(0.5);
    const pen = carbon ? '#4b3f9e' : r.pick(['#1d2a6e', '#262626']);
    const stampInk = r.pick(['#b8312f', '#3d3a8f', '#23408a']);
    const tilt = () => `transform: rotate(${r.range(-1.4, 1.4).toFixed(2)}deg) translateY(${r.range(-1.5, 1.5).toFixed(1)}px)`;
    const h = (x) => `<span class="h" style="${tilt()}">${x}</span>`;
    const boxes = ([y, m, dd]) =>
      `令和<span class="bx">${h(reiwa(y))}</span>年<span class="bx">${h(m)}</span>月<span class="bx">${h(dd)}</span>日`;
    const due = DATE_FORMATS[r.pick(['wareki', 'warekiShort'])](d.due);
    const issuer = d.sole ? d.yago : spelled(d, r.pick(['full', 'paren', 'circled']));
    const rep = representative(d, r);
    const regInStamp = r.chance(0.5);
    const [street, bldg] = addrLines(d.address);
    const stamp = `<div class="shaban" style="transform: rotate(${r.range(-2.5, 2.5).toFixed(2)}deg)">
        <div>〒${d.zip}</div><div>${twoLine ? `${street}<br>${bldg}` : d.address}</div>
        <div class="nm">${issuer}</div><div>${rep}</div><div>TEL ${d.tel}　FAX ${d.fax}</div>
        ${regInStamp ? `<div>登録番号 ${d.reg}</div>` : ''}</div>`;
    const stamped = r.chance(0.35);
    const holder = holderPrinted(d, stamped ? r.pick(['half', 'half-big', 'full']) : r.pick(['full', 'big']));
    const account = d.yucho
      ? `ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}`
      : `${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}`;
    const bankHtml = stamped
      ? `<div class="kstamp" style="transform: rotate(${r.range(-2, 2).toFixed(2)}deg)">お振込先　${account}<br>口座名義　${holder}</div>`
      : `<div>${h(`振込先　${account}`)}</div><div>${h(`名義　${holder}`)}</div>`;
    const cols = [
      [(it) => h(`${it.name}${it.rate === 8 ? ' ※' : ''}`)],
      [(it) => h(`${it.qty}${it.unit}`), 'num'],
      [(it) => h(yen(it.price)), 'num'],
      [(it) => h(yen(it.amount)), 'num'],
    ];
    const rate = (k) =>
      `<tr><th>${k}%対象${k === 8 ? '※' : ''}</th><td class="num">${s.by[k] ? h(yen(s.by[k].base)) : ''}</td><td class="num">${s.by[k] ? h(yen(s.by[k].tax)) : ''}</td></tr>`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 12px; color: ${fc}; }
      .form { position: absolute; left: 46px; right: 46px; top: 44px; bottom: 64px; border: 2px solid ${fc}; padding: 18px 22px; }
      .h { font-family: 'Noto Sans CJK JP'; font-weight: ${carbon ? 300 : 400}; color: ${pen}; font-size: 15px; display: inline-block; letter-spacing: .03em;
           ${carbon ? 'opacity: .8;' : ''} }
      .ttl { text-align: center; font-size: 30px; letter-spacing: .9em; padding-left: .9em; margin-top: 4px; }
      .ttl span { border-bottom: 4px double ${fc}; }
      .no { position: absolute; right: 22px; top: 16px; font-size: 13px; } .no .red { color: #c8231e; font-family: 'Noto Sans Mono CJK JP'; font-size: 17px; letter-spacing: .08em; }
      .date { position: absolute; right: 22px; top: 64px; font-size: 13px; }
      .bx { display: inline-block; min-width: 34px; height: 28px; border: 1px solid ${fc}; text-align: center; margin: 0 3px; vertical-align: middle; }
      .bx .h { margin-top: 1px; }
      .to { width: 340px; border-bottom: 1px solid ${fc}; display: flex; justify-content: space-between; align-items: flex-end; font-size: 14px; }
      .to .h { font-size: 19px; }
      .amt { margin-top: 16px; width: 340px; border: 2px solid ${fc}; display: flex; align-items: center; }
      .amt .l { border-right: 1px solid ${fc}; padding: 8px 12px; font-size: 13px; } .amt .h { font-size: 22px; padding-left: 14px; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 40px; }
      .shaban { width: 290px; color: ${stampInk}; text-align: center; line-height: 1.45; font-size: 11.5px;
                font-family: 'Noto Serif CJK JP'; opacity: .86; }
      .shaban .nm { font-size: 20px; font-weight: 700; letter-spacing: .08em; margin: 2px 0; }
      .reg { margin-top: 8px; font-size: 12px; text-align: right; padding-right: 6px; }
      .grid { width: 100%; margin-top: 18px; } .grid th, .grid td { border: 1px solid ${fc}; padding: 1px 8px; height: 31px; font-weight: normal; }
      .grid th { height: 24px; background: ${fc}14; letter-spacing: .3em; }
      .grid td:nth-child(n+3) { background-image: repeating-linear-gradient(to left, transparent 0 27px, ${fc}55 27px 28px); }
      .low { display: flex; justify-content: space-between; margin-top: 10px; gap: 16px; }
      .low table th, .low table td { border: 1px solid ${fc}; padding: 2px 8px; height: 30px; font-weight: normal; min-width: 96px; }
      .low table th { height: 22px; background: ${fc}14; }
      .tot td { min-width: 118px; } .tot th.g, .tot td.g { border-width: 2px; }
      .memo { margin-top: 14px; border: 1px solid ${fc}; display: flex; min-height: 190px; }
      .memo .l { writing-mode: vertical-rl; letter-spacing: .6em; padding: 10px 6px; border-right: 1px solid ${fc}; background: ${fc}14; }
      .memo .b { padding: 10px 14px; line-height: 1.9; }
      .kstamp { display: inline-block; margin-top: 6px; color: ${stampInk}; border: 1.5px solid ${stampInk}; padding: 4px 10px; font-size: 12.5px;
                font-family: 'Noto Sans CJK JP'; line-height: 1.6; opacity: .85; }
      .pad { position: absolute; right: 48px; bottom: 40px; font-size: 9.5px; }`;
    const page = `<div class="form"><div class="ttl"><span>請求書</span></div>
      <div class="no">No. <span class="red">${d.no}</span></div>
      <div class="date">${boxes(d.issue)}</div>
      <div class="top"><div><div class="to">${h(d.buyerName)}<span>${r.chance(0.5) ? '御中' : '様'}</span></div>
      <div style="margin-top:6px">下記のとおりご請求申し上げます。</div>
      ${r.chance(0.5) ? `<div class="amt"><div class="l">ご請求金額</div>${h(`¥${yen(s.total)}-`)}</div>` : ''}
      </div><div>${stamp}${regInStamp ? '' : `<div class="reg">登録番号　T ${h(d.reg.slice(1))}</div>`}</div></div>
      <table class="grid"><tr><th>品　名</th><th style="width:80px">数量</th><th style="width:112px">単価</th><th style="width:140px">金額</th></tr>
        ${paddedRows(d.items, cols, 12)}</table>
      <div class="low"><table><tr><th>税率区分</th><th>税抜金額</th><th>消費税額</th></tr>${rate(10)}${rate(8)}</table>
        <table class="tot"><tr><th>税抜合計</th><th>消費税</th><th class="g">税込合計</th></tr>
          <tr><td class="num">${h(yen(s.subtotal))}</td><td class="num">${h(yen(s.tax))}</td><td class="num g">${h(yen(s.total))}</td></tr></table></div>
      <div style="font-size:10.5px;margin-top:3px">※印は軽減税率（8%）対象品目</div>
      <div class="memo"><div class="l">備考</div><div class="b"><div>${h(`お支払期限　${due}`)}</div>${bankHtml}</div></div></div>
      <div class="pad">複写式 請求書 B5 50組</div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 36 — a wholesaler's monthly 請求明細書 from its 販売管理 software: 締切日, slips by 伝票日付/伝票番号
// with 納品, 返品 (△) and 入金 lines, the 前月御請求額 … 当月御請求額 row, 取引銀行 with two banks.
const FOOD_GOODS = [
  ['国産小麦粉 25kg', '袋', 4200, 7000, 8],
  ['上白糖 20kg', '袋', 5200, 8000, 8],
  ['キャノーラ油 16.5kg', '缶', 5800, 9500, 8],
  ['濃口醤油 18L', '缶', 3800, 6200, 8],
  ['冷凍むきえび 1kg', 'P', 1900, 3600, 8],
  ['業務用ケチャップ 3.3kg', '本', 900, 1600, 8],
  ['鶏がらスープ 1kg', '袋', 1200, 2400, 8],
  ['割箸 100膳', '袋', 200, 480, 10],
  ['紙おしぼり 100枚', '箱', 600, 1200, 10],
  ['業務用ラップ 45cm', '本', 800, 1500, 10],
];
const MATERIAL_GOODS = [
  ['塩ビ管 VP50 4m', '本', 1500, 3000],
  ['エルボ 50A', '個', 150, 400],
  ['六角ボルト M12×50', '箱', 1200, 2500],
  ['コンパネ 12mm', '枚', 1500, 2600],
  ['養生テープ 50mm', '巻', 150, 300],
  ['VVFケーブル 2.0-3C 100m', '巻', 12000, 20000],
  ['作業手袋（10双）', '袋', 600, 1200],
  ['コーキング材', '本', 400, 900],
];
const WHOLESALE = [
  { trade: ['食品', 'ショクヒン'], goods: FOOD_GOODS, buyers: ['株式会社{s}フードサービス', '有限会社{s}亭', '{s}給食株式会社'] },
  { trade: ['物産', 'ブッサン'], goods: FOOD_GOODS, buyers: ['株式会社{s}フードサービス', '有限会社{s}亭', '{s}給食株式会社'] },
  { trade: ['資材', 'シザイ'], goods: MATERIAL_GOODS, buyers: ['{s}建設株式会社', '株式会社{s}設備', '{s}工業株式会社'] },
  { trade: ['産業', 'サンギョウ'], goods: MATERIAL_GOODS, buyers: ['{s}建設株式会社', '株式会社{s}設備', '{s}工業株式会社'] },
];
const DUE_TERMS = ['翌月末日', '翌月10日', '翌々月10日'];
LAYOUTS.push({
  id: 'L36-wholesale-statement',
  split: 'dev',
  title: "wholesaler's monthly 請求明細書",
  exercises:
    "a wholesaler's 請求明細書 printed by 販売管理 software: 締切日 (20日締/25日締/末日締) beside the 請求日, 得意先コード, 伝票日付/伝票No./区分 rows with 納品, 返品 (△ quantities and amounts) and 入金 (振込, 振込手数料) lines, 伝票計 lines, a 前月御請求額/御入金額/差引繰越額/当月御買上額/消費税額/当月御請求額 row (the amount to pay the last cell, the carry-over included), 税率別 消費税 lines, 支払条件 and お支払期日, 取引銀行 with two banks (the first to use) and one holder, mixed rates for food, (株)/㈱ or in full, half-width holders, addresses on one or two lines",
  opts: (r, inst) => ({ bank: inst === 1 ? 'other' : 'main', checking: r.chance(0.5) }),
  render(d, r) {
    const w = r.pick(WHOLESALE);
    retrade(d, r, w.trade);
    d.buyerName = r.pick(w.buyers).replace('{s}', r.pick(STEMS)[0]);
    const twoLine = r.chance(0.5) || d.address.length > 28;
    if (twoLine) d.address = withBuilding(r, d.address);
    ordinaryAtNetBank(d);
    const closeDay = r.pick([20, 25, 0]);
    const [y, m] = d.issue;
    const closing = closeDay ? [y, m, closeDay] : endOfMonth(y, m);
    d.issue = r.chance(0.6) ? closing : addDays(closing, r.int(1, 4));
    const next = addDays(endOfMonth(y, m), 1);
    const after = addDays(endOfMonth(next[0], next[1]), 1);
    const term = r.int(0, 2);
    d.due = [endOfMonth(next[0], next[1]), [next[0], next[1], 10], [after[0], after[1], 10]][term];
    d.no = String(r.int(1, 99999)).padStart(r.pick([6, 8]), '0');
    const prevEnd = addDays([y, m, 1], -1);
    const start = closeDay ? addDays([prevEnd[0], prevEnd[1], closeDay], 1) : [y, m, 1];
    const span = Math.round(
      (Date.UTC(closing[0], closing[1] - 1, closing[2]) - Date.UTC(start[0], start[1] - 1, start[2])) / 864e5,
    );
    // Slips: deliveries of a few regular goods, one or two returns, the last month's payment.
    const step = (hi) => (hi > 20000 ? 1000 : hi > 1000 ? 10 : 1);
    const goods = shuffle(r, w.goods)
      .slice(0, r.int(5, 7))
      .map(([name, unit, lo, hi, rate = 10]) => ({
        name,
        unit,
        hi,
        rate,
        price: Math.max(lo, Math.round(r.int(lo, hi) / step(hi)) * step(hi)),
      }));
    const slips = [];
    for (let k = 0, n = r.int(5, 7); k < n; k++)
      slips.push({
        day: r.int(0, span - 2),
        kind: '納品',
        lines: shuffle(r, goods)
          .slice(0, r.int(1, 3))
          .map((g) => {
            const qty = g.hi < 3000 ? r.int(4, 30) : r.int(1, 8);
            return { name: g.name, unit: g.unit, qty, price: g.price, amount: qty * g.price, rate: g.rate };
          }),
      });
    const delivered = slips.flatMap((sl) => sl.lines.map((ln) => ({ ...ln, day: sl.day })));
    for (const ln of shuffle(r, delivered).slice(0, r.int(1, 2))) {
      const qty = -Math.min(ln.qty, r.int(1, 3));
      slips.push({ day: Math.min(span, ln.day + r.int(1, 6)), kind: '返品', lines: [{ ...ln, qty, amount: qty * ln.price }] });
    }
    const prev = r.int(120, 950) * 1000 + r.int(0, 999);
    const fee = r.pick([440, 660, 770]);
    const mode = r.int(0, 2);
    const short = r.int(5, 60) * 1000;
    const payments =
      mode === 0
        ? [['振込', prev]]
        : mode === 1
          ? [
              ['振込', prev - fee],
              ['振込手数料', fee],
            ]
          : [['振込', prev - short]];
    slips.push({ day: r.int(3, span - 3), kind: '入金', lines: payments.map(([name, paid]) => ({ name, paid })) });
    slips.sort((a, b) => a.day - b.day);
    let slipNo = r.int(10000, 80000);
    for (const sl of slips) sl.no = String((slipNo += r.int(2, 30))).padStart(6, '0');
    const sales = slips.filter((sl) => sl.kind !== '入金').flatMap((sl) => sl.lines);
    d.items = sales;
    d.sum = summarize(sales);
    const s = d.sum;
    const paid = payments.reduce((t, [, x]) => t + x, 0);
    const carry = prev - paid;
    const total = carry + s.total;
    const fmt = DATE_FORMATS[r.pick(['seireki', 'seirekiPad', 'slash', 'wareki'])];
    const md = (off) => {
      const [, mm, dd] = addDays(start, off);
      return `${pad2(mm)}/${pad2(dd)}`;
    };
    const issuer = spelled(d, r.pick(['paren', 'circled', 'full']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full']));
    const b2 = secondBank(d, r);
    const rows = slips
      .flatMap((sl) => {
        const head = (i) => (i ? '<td></td><td></td><td></td>' : `<td>${md(sl.day)}</td><td>${sl.no}</td><td>${sl.kind}</td>`);
        if (sl.kind === '入金')
          return sl.lines.map(
            (ln, i) =>
              `<tr class="in">${head(i)}<td>${ln.name}</td><td></td><td></td><td></td><td></td><td class="num">${yen(ln.paid)}</td><td></td></tr>`,
          );
        const lines = sl.lines.map(
          (ln, i) =>
            `<tr>${head(i)}<td>${ln.name}${ln.rate === 8 ? ' ※' : ''}</td><td class="num">${tri(ln.qty)}</td><td>${ln.unit}</td><td class="num">${yen(ln.price)}</td><td class="num">${tri(ln.amount)}</td><td></td><td class="num">${ln.rate}%</td></tr>`,
        );
        if (sl.lines.length > 1)
          lines.push(
            `<tr class="sub"><td></td><td></td><td></td><td>　＊＊ 伝票計 ＊＊</td><td></td><td></td><td></td><td class="num">${tri(sl.lines.reduce((t, ln) => t + ln.amount, 0))}</td><td></td><td></td></tr>`,
          );
        return lines;
      })
      .join('');
    const taxRows = [10, 8]
      .filter((k) => s.by[k])
      .map(
        (k) =>
          `<tr class="sub"><td></td><td></td><td></td><td>　＊＊ 消費税（${k}%${k === 8 ? '軽減' : ''}） ＊＊　対象 ${yen(s.by[k].base)}</td><td></td><td></td><td></td><td class="num">${yen(s.by[k].tax)}</td><td></td><td></td></tr>`,
      )
      .join('');
    const title = r.pick(['請 求 書', '御 請 求 書', '請 求 明 細 書']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 11px; color: #1a1a1a; }
      .wrap { padding: 34px 40px; } .mono { font-family: 'Noto Sans Mono CJK JP'; }
      h1 { text-align: center; font-size: 24px; margin: 0 0 2px; letter-spacing: .3em; font-weight: 500; }
      .pg { position: absolute; right: 40px; top: 34px; font-size: 10.5px; text-align: right; line-height: 1.6; }
      .hd { display: flex; justify-content: space-between; margin-top: 10px; }
      .to { width: 330px; line-height: 1.55; } .to .n { font-size: 16px; border-bottom: 1px solid #333; margin-top: 4px; padding-bottom: 2px; }
      .meta { margin-top: 10px; } .meta th, .meta td { border: 1px solid #5a7fa8; padding: 2px 8px; font-weight: normal; } .meta th { background: #e3ecf6; }
      .from { width: 330px; line-height: 1.5; font-size: 10.5px; position: relative; } .from b { font-size: 15px; }
      .bk { margin-top: 3px; display: flex; } .bk > span:first-child { flex: none; width: 56px; }
      .st { width: 100%; margin-top: 12px; } .st th, .st td { border: 1px solid #5a7fa8; text-align: center; font-weight: normal; padding: 3px 4px; }
      .st th { background: #e3ecf6; font-size: 10.5px; } .st td { font-size: 14px; height: 28px; } .st .g { background: #fff6d6; font-weight: bold; font-size: 15px; }
      .dt { width: 100%; margin-top: 10px; } .dt th { background: #e3ecf6; border: 1px solid #5a7fa8; font-weight: normal; padding: 2px; font-size: 10.5px; }
      .dt td { border-left: 1px solid #5a7fa8; border-right: 1px solid #5a7fa8; padding: 1px 4px; height: 17px; white-space: nowrap; }
      .dt tr:nth-child(2n+3) td { background: #f3f7fb; } .dt tr:last-child td { border-bottom: 1px solid #5a7fa8; }
      .dt .sub td { color: #333; } .dt .in td { color: #1d3d7a; }
      .foot { display: flex; justify-content: space-between; margin-top: 10px; line-height: 1.7; }`;
    const page = `<div class="wrap"><h1>${title}</h1>
      <div class="pg">請求No. <span class="mono">${d.no}</span><br>1 / 1 頁</div>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<div class="n">${d.buyerName}　御中</div>
          <div>得意先コード <span class="mono">${String(r.int(100, 99999)).padStart(6, '0')}</span></div>
          <table class="meta"><tr><th>請求日</th><td>${fmt(d.issue)}</td></tr><tr><th>締切日</th><td>${fmt(closing)}（${closeDay ? `${closeDay}日` : '末日'}締）</td></tr></table></div>
        <div class="from"><b>${issuer}</b><br>〒${d.zip}<br>${addrHtml(d.address, twoLine)}<br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}
          <div class="bk"><span>取引銀行</span><span>${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}<br>${b2.name}　${b2.branch}　${TYPE_LABEL[b2.type]}　${b2.account}</span></div>
          <div class="bk"><span>口座名義</span><span>${holder}</span></div>
          ${kakuin(d, 'right: 0; top: 0;')}</div></div>
      <div style="margin-top:8px">毎度格別のお引き立てを賜り、誠にありがとうございます。下記の通りご請求申し上げます。</div>
      <table class="st mono"><tr><th>前月御請求額</th><th>御入金額</th><th>差引繰越額</th><th>当月御買上額</th><th>消費税額</th><th>当月御請求額</th></tr>
        <tr><td>${yen(prev)}</td><td>${yen(paid)}</td><td>${yen(carry)}</td><td>${yen(s.subtotal)}</td><td>${yen(s.tax)}</td><td class="g">${yen(total)}</td></tr></table>
      <table class="dt"><tr><th style="width:40px">日付</th><th style="width:52px">伝票No.</th><th style="width:32px">区分</th><th>品名</th><th style="width:44px">数量</th><th style="width:26px">単位</th>
          <th style="width:56px">単価</th><th style="width:70px">売上金額</th><th style="width:70px">入金額</th><th style="width:30px">税率</th></tr>
        ${rows}${taxRows}</table>
      <div class="foot"><div>${s.mixed ? '※印は軽減税率（8%）対象商品です。<br>' : ''}支払条件：${closeDay ? `${closeDay}日` : '末日'}締め　${DUE_TERMS[term]}払い</div>
        <div style="text-align:right">お支払期日　${fmt(d.due)}<br>恐れ入りますが、振込手数料は貴社にてご負担願います。</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, address: d.address } };
  },
});

// 37 — an IT freelancer's invoice made from an English template: INVOICE, Invoice #, Bill To, Payment details.
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const enDate = ([y, m, d]) => `${EN_MONTHS[m - 1]} ${d}, ${y}`;
const IT_WORK = [
  ['Web application development', 'hrs', 5000, 9000],
  ['Frontend implementation (React / TypeScript)', 'hrs', 5000, 8000],
  ['Backend API development', 'hrs', 6000, 9500],
  ['Technical consulting', 'hrs', 8000, 15000],
  ['Code review & refactoring', 'hrs', 5000, 8000],
  ['Infrastructure maintenance (AWS)', 'month', 30000, 120000],
  ['iOS app bug fixes', 'set', 30000, 150000],
  ['Monthly development retainer', 'month', 150000, 450000],
];
LAYOUTS.push({
  id: 'L37-freelance-english',
  split: 'dev',
  title: "IT freelancer's invoice in English",
  exercises:
    "an IT freelancer's invoice from an English template: INVOICE, Invoice #, Bill To (the buyer with 御中, or a person with 様), Issue date / Due date as 2026-11-30 or Nov 30, 2026, English line items with hrs × hourly rate, Subtotal 小計 / Consumption tax 消費税 / Total 合計 with ¥ and an Amount due box, Payment details as Bank / Branch (code) / Account type 普通 (Savings) / Account No. / Account name in katakana, a sole proprietor under a personal name (issuer_name the name) or a 屋号, net banks, ゆうちょ by its 店名, mobile phone",
  // inst 0: a net bank (drawn in render), 1: a main bank, 2: ゆうちょ (its 〇一八店 form).
  opts: (r, inst) => ({ sole: true, rates: '10', items: 1, bank: ['other', 'main', 'yucho'][inst] }),
  render(d, r) {
    if (!d.bank.main) rebank(d, r, 'net');
    if (!d.yucho) d.type = 2;
    const yago = r.chance(0.4);
    d.yago = r.chance(0.5)
      ? `${d.person.split(' ')[0]}システム開発`
      : `${r.pick(['ラボ', 'オフィス', 'スタジオ'])}${r.pick(YAGO_WORDS)}`;
    d.issuerName = yago ? d.yago : d.person;
    const works = shuffle(r, IT_WORK).slice(0, r.int(2, 4));
    d.items = works.map(([name, unit, lo, hi]) => {
      const price = unit === 'hrs' ? Math.round(r.int(lo, hi) / 500) * 500 : Math.round(r.int(lo, hi) / 1000) * 1000;
      const qty = unit === 'hrs' ? r.int(6, 120) : 1;
      return { name, unit, qty, price, amount: qty * price, rate: 10 };
    });
    d.sum = summarize(d.items);
    const s = d.sum;
    const [y, m] = billedMonth(d.issue);
    const iso8601 = r.chance(0.5);
    const fmt = iso8601 ? iso : enDate;
    d.no = r.pick([
      `INV-${d.issue[0]}-${String(r.int(1, 120)).padStart(3, '0')}`,
      `${d.issue[0]}${pad2(d.issue[1])}-${r.int(1, 9)}`,
      `${String(r.int(1, 300)).padStart(4, '0')}`,
    ]);
    const holder = holderPrinted(d, r.pick(['full', 'full', 'half']));
    const showBranchCode = d.yucho ? true : r.chance(0.6);
    const showBankCode = r.chance(0.3);
    const billTo = r.chance(0.5) ? `${d.buyerName} 御中` : `${d.buyerName}<br>${d.buyerPerson} 様`;
    const email = `${r.pick(['hello', 'contact', 'billing', 'dev'])}@${r.pick(['example.dev', 'example.jp', 'example.com'])}`;
    const accent = r.pick(['#3a5bd9', '#0f766e', '#444']);
    const bankName = d.yucho ? 'ゆうちょ銀行 (Japan Post Bank)' : d.bank.name;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 12.5px; color: #2a2a2a; }
      .wrap { padding: 58px 64px; } .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .title { font-size: 42px; font-weight: 700; letter-spacing: .08em; color: ${accent}; line-height: 1; }
      .from { text-align: right; line-height: 1.6; font-size: 12px; } .from b { font-size: 16px; }
      .lbl { text-transform: uppercase; font-size: 10.5px; letter-spacing: .08em; color: #888; margin-bottom: 3px; }
      .mid { display: flex; justify-content: space-between; margin-top: 38px; }
      .bill { font-size: 16px; line-height: 1.5; } .bill small { font-size: 12px; color: #555; }
      .meta td { padding: 3px 0 3px 24px; } .meta td:first-child { color: #777; }
      .due { margin-top: 26px; background: ${accent}12; border-left: 4px solid ${accent}; padding: 10px 16px; display: flex; justify-content: space-between; align-items: baseline; }
      .due b { font-size: 24px; }
      .items { width: 100%; margin-top: 26px; } .items th { text-align: left; font-weight: 500; color: #666; border-bottom: 2px solid #2a2a2a; padding: 6px 4px; font-size: 11.5px; }
      .items th.num { text-align: right; }
      .items td { border-bottom: 1px solid #e3e3e3; padding: 9px 4px; }
      .sum { margin: 14px 0 0 auto; width: 330px; } .sum td { padding: 4px; } .sum .t td { border-top: 2px solid #2a2a2a; font-weight: 700; font-size: 16px; padding-top: 8px; }
      .pay { margin-top: 34px; width: 440px; } .pay td { padding: 3px 0; vertical-align: top; } .pay td:first-child { color: #777; width: 130px; }
      .note { position: absolute; left: 64px; right: 64px; bottom: 56px; border-top: 1px solid #ddd; padding-top: 12px; font-size: 11px; color: #666; line-height: 1.7; }`;
    const page = `<div class="wrap"><div class="top"><div><div class="title">INVOICE</div><div style="color:#888;margin-top:6px">請求書</div></div>
        <div class="from"><b>${yago ? d.yago : d.person}</b><br>${yago ? `${d.person}<br>` : 'Freelance Software Engineer<br>'}〒${d.zip}<br><span class="addr">${d.address}</span><br>
          Tel: ${d.tel}<br>${email}<br>Registration No. (登録番号): ${d.reg}</div></div>
      <div class="mid"><div><div class="lbl">Bill To</div><div class="bill">${billTo}</div>${r.chance(0.5) ? `<div style="margin-top:4px;color:#555">〒${d.buyerZip} ${d.buyerAddress}</div>` : ''}</div>
        <table class="meta"><tr><td>Invoice #</td><td>${d.no}</td></tr><tr><td>Issue date</td><td>${fmt(d.issue)}</td></tr><tr><td>Due date</td><td>${fmt(d.due)}</td></tr></table></div>
      <div class="due"><span>Amount due (JPY)</span><b>¥${yen(s.total)}</b></div>
      <table class="items"><tr><th>Description</th><th class="num">Qty</th><th class="num">Unit price</th><th class="num">Amount</th></tr>
        ${rowsOf(d.items, [[(it) => it.name], [(it) => `${it.qty} ${it.unit}`, 'num'], [(it) => `¥${yen(it.price)}`, 'num'], [(it) => `¥${yen(it.amount)}`, 'num']])}</table>
      <div style="margin-top:6px;color:#777;font-size:11.5px">Service period: ${iso8601 ? `${y}-${pad2(m)}-01 – ${iso(endOfMonth(y, m))}` : `${EN_MONTHS[m - 1]} 1 – ${endOfMonth(y, m)[2]}, ${y}`}</div>
      <table class="sum"><tr><td>Subtotal 小計</td><td class="num">¥${yen(s.subtotal)}</td></tr><tr><td>Consumption tax 消費税 (10%)</td><td class="num">¥${yen(s.tax)}</td></tr>
        <tr class="t"><td>Total 合計</td><td class="num">¥${yen(s.total)}</td></tr></table>
      <div class="lbl" style="margin-top:34px">Payment details / お振込先</div>
      <table class="pay" style="margin-top:0"><tr><td>Bank</td><td>${bankName}${showBankCode ? ` (${d.bank.code})` : ''}</td></tr>
        <tr><td>Branch</td><td>${d.branch.name}${showBranchCode ? ` (${d.branch.code})` : ''}</td></tr>
        <tr><td>Account type</td><td>${TYPE_LABEL[d.type]} (${d.type === 2 ? 'Savings' : 'Checking'})</td></tr>
        <tr><td>Account No.</td><td>${d.account}</td></tr><tr><td>Account name</td><td>${holder}</td></tr></table></div>
      <div class="note">Please transfer the amount due by ${fmt(d.due)}. Bank transfer fees are to be borne by the client.<br>
        お支払期日までに上記口座へお振込みください。振込手数料は貴社にてご負担をお願いいたします。　Thank you for your business!</div>`;
    return { pages: [page], css, printed: { issuer: yago ? d.yago : d.person, holder, showBankCode, showBranchCode } };
  },
});

// 38 — a 下請's 出来高請求書 to its 元請, on the 元請's own form: 注文書番号, 工事名, a column of
// 契約金額 … 残額 with 今回請求額（税込） the amount to pay, the 工種 breakdown, 振込先 as a 2×3 table.
const SUBCON = [
  {
    trade: ['設備', 'セツビ'],
    yago: '設備',
    works: ['給水設備工事', '排水設備工事', '空調設備工事', '換気設備工事', '衛生器具取付工事'],
  },
  {
    trade: ['電設', 'デンセツ'],
    yago: '電気工事',
    works: ['幹線設備工事', '電灯コンセント設備工事', '弱電設備工事', '照明器具取付工事', '動力設備工事'],
  },
  { trade: ['塗装', 'トソウ'], yago: '塗装', works: ['外壁塗装工事', '鉄部塗装工事', '内部塗装工事', '屋上防水工事'] },
  {
    trade: ['内装', 'ナイソウ'],
    yago: '内装',
    works: ['軽量鉄骨下地工事', 'ボード張り工事', 'クロス貼り工事', '長尺シート床工事'],
  },
];
const SITES = [
  '（仮称）{s}マンション新築工事',
  '{s}ビル改修工事',
  '{s}物流センター新築工事',
  '{s}第二工場増築工事',
  '{s}小学校校舎改修工事',
];
LAYOUTS.push({
  id: 'L38-subcon-progress',
  split: 'dev',
  title: "下請's 出来高請求書 on the 元請's form",
  exercises:
    "a subcontractor's 出来高請求書 on the general contractor's form: 取引先コード, 注文書番号, 工事名, 工事場所, 工期, a column of 契約金額 / 前回迄請求額 / 今回請求額（税抜） / 消費税 / 今回請求額（税込） / 累計請求額 / 残額 with the values far right (the amount to pay is 今回請求額（税込）), a 工種 table of 契約金額 / 前回迄出来高 / 今回出来高 / 出来高率 / 累計 / 残高, 支払条件 and 支払予定日, the issuer with 建設業許可 and an address often over two lines, 振込先 as a 2×3 table with labels above the values, 当座 or 普通, 信用金庫 / regional banks, a company or a sole proprietor (屋号)",
  opts: (r, inst) => ({ sole: inst === 2, rates: '10', bank: inst === 0 ? 'main' : 'other', checking: r.chance(0.4) }),
  render(d, r) {
    const job = r.pick(SUBCON);
    if (d.sole) {
      setYago(d, job.yago);
      landline(d);
    } else retrade(d, r, job.trade);
    if (!d.bank.main && r.chance(0.6)) rebank(d, r, 'shinkin');
    const twoLine = r.chance(0.6) || d.address.length > 26;
    if (twoLine) d.address = withBuilding(r, d.address);
    ordinaryAtNetBank(d);
    const [gs] = r.pick(STEMS);
    d.buyerName = r.pick([`${gs}建設株式会社`, `株式会社${gs}組`, `株式会社${gs}工務店`, `${gs}建設工業株式会社`]);
    const [, site] = r.pick(PLACES);
    const [ss] = r.pick(STEMS);
    const project = r.pick(SITES).replace('{s}', ss);
    // 20日締 or 末日締, paid at the end of the next month (or the 10th after).
    const [y, m] = d.issue;
    d.issue = r.chance(0.5) ? [y, m, 20] : endOfMonth(y, m);
    const next = addDays(endOfMonth(y, m), 1);
    d.due = r.chance(0.7) ? endOfMonth(next[0], next[1]) : addDays(endOfMonth(next[0], next[1]), 10);
    d.no = `${String(y).slice(2)}${pad2(m)}-${r.digits(3)}`;
    const works = shuffle(r, job.works)
      .slice(0, r.int(2, 4))
      .map((name, i) => {
        const contract = r.int(30, 600) * 10000;
        const prevPct = r.int(0, 12) * 5;
        const nowPct = Math.min(100 - prevPct, r.int(i ? 0 : 1, 8) * 5);
        return { name, contract, prevPct, nowPct, prev: (contract * prevPct) / 100, now: (contract * nowPct) / 100 };
      });
    d.items = works.map((w) => ({ name: w.name, unit: '式', qty: 1, price: w.now, amount: w.now, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const contract = works.reduce((t, w) => t + w.contract, 0);
    const prev = works.reduce((t, w) => t + w.prev, 0);
    const cum = prev + s.subtotal;
    const fmt = DATE_FORMATS[r.pick(['wareki', 'seireki', 'slash'])];
    const start = addDays(d.issue, -r.int(60, 200));
    const end = addDays(d.issue, r.int(60, 240));
    const issuer = d.sole ? d.yago : spelled(d, r.pick(['full', 'circled', 'paren']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full', 'big']));
    const rep = representative(d, r);
    const pref = d.address.match(/^(東京都|北海道|(?:大阪|京都)府|.{2,3}県)/)[1];
    const permit = `${pref}知事許可（般-${r.int(2, 7)}）第${r.int(10000, 99999)}号`;
    const pct = (x) => `${x}%`;
    const sumRow = (label, value, cls = '') => `<tr class="${cls}"><th>${label}</th><td class="num">${value}</td></tr>`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 12px; color: #1c1c1c; }
      .wrap { padding: 42px 52px; } h1 { text-align: center; font-size: 24px; letter-spacing: .5em; margin: 0; font-weight: 500; }
      .sub { text-align: center; font-size: 12px; color: #444; margin-bottom: 10px; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .to { font-size: 17px; border-bottom: 1px solid #222; padding: 0 30px 2px 2px; display: inline-block; }
      .meta { font-size: 11.5px; } .meta th, .meta td { border: 1px solid #444; padding: 2px 8px; font-weight: normal; } .meta th { background: #eee; }
      .from { width: 300px; line-height: 1.55; font-size: 11px; position: relative; margin-top: 6px; } .from b { font-size: 15px; }
      .job { width: 100%; margin-top: 12px; } .job th, .job td { border: 1px solid #444; padding: 4px 8px; font-weight: normal; text-align: left; } .job th { background: #eee; width: 110px; }
      .two { display: flex; gap: 18px; margin-top: 12px; align-items: flex-start; }
      .sum { width: 370px; } .sum th, .sum td { border: 1px solid #444; padding: 5px 8px; font-weight: normal; } .sum th { background: #eee; text-align: left; width: 170px; }
      .sum td { font-size: 14px; } .sum .g th, .sum .g td { background: #fdf1c7; font-weight: bold; font-size: 15px; border-width: 2px; }
      .bank { flex: 1; } .bank td { border: 1px solid #444; padding: 3px 8px 5px; vertical-align: top; font-size: 12.5px; } .bank small { display: block; color: #555; font-size: 10px; }
      .cap { font-size: 11px; margin-bottom: 2px; }
      .wk { width: 100%; margin-top: 14px; } .wk th, .wk td { border: 1px solid #444; padding: 4px 6px; font-weight: normal; } .wk th { background: #eee; font-size: 11px; }
      .wk .t td { border-top: 2px solid #222; }
      .foot { margin-top: 12px; line-height: 1.8; font-size: 11.5px; }`;
    const page = `<div class="wrap"><h1>請求書</h1><div class="sub">（出来高請求用）</div>
      <div class="hd"><div><div class="to">${d.buyerName}　御中</div>
          <table class="meta" style="margin-top:10px"><tr><th>取引先コード</th><td>${r.int(10000, 99999)}</td><th>請求No.</th><td>${d.no}</td></tr>
            <tr><th>請求日</th><td>${fmt(d.issue)}</td><th>締日</th><td>${d.issue[2] === 20 ? '20日' : '末日'}</td></tr></table></div>
        <div class="from"><b>${issuer}</b><br>${rep}<br>〒${d.zip}<br>${addrHtml(d.address, twoLine)}<br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}<br>${permit}
          ${kakuin(d, 'right: 6px; top: -4px;')}</div></div>
      <table class="job"><tr><th>注文書番号</th><td>${r.pick(['', 'PO-'])}${String(y).slice(2)}${r.digits(5)}</td><th>工事名</th><td>${project}</td></tr>
        <tr><th>工事場所</th><td>${site}${r.int(1, 9)}-${r.int(1, 30)}</td><th>工期</th><td>${fmt(start)} 〜 ${fmt(end)}</td></tr></table>
      <div class="two"><table class="sum">
          ${sumRow('契約金額（税抜）', yen(contract))}
          ${sumRow('前回迄請求額', yen(prev))}
          ${sumRow('今回請求額（税抜）', yen(s.subtotal))}
          ${sumRow('消費税（10%）', yen(s.tax))}
          ${sumRow('今回請求額（税込）', `¥${yen(s.total)}`, 'g')}
          ${sumRow('累計請求額（税抜）', yen(cum))}
          ${sumRow('残額（税抜）', yen(contract - cum))}</table>
        <div class="bank"><div class="cap">振込先</div><table style="width:100%">
          <tr><td><small>銀行名</small>${d.bank.name}</td><td><small>支店名</small>${d.branch.name}</td><td><small>預金種目</small>${TYPE_LABEL[d.type]}</td></tr>
          <tr><td><small>口座番号</small>${d.account}</td><td colspan="2"><small>口座名義（カナ）</small>${holder}</td></tr></table>
          <div class="foot">支払条件：${d.issue[2] === 20 ? '20日' : '末日'}締め ${d.due[2] === 10 ? '翌々月10日' : '翌月末日'} 現金払い<br>支払予定日：${fmt(d.due)}</div></div></div>
      <table class="wk"><tr><th>工種</th><th>契約金額</th><th>前回迄出来高</th><th>率</th><th>今回出来高</th><th>率</th><th>累計出来高</th><th>残高</th></tr>
        ${works
          .map(
            (w) =>
              `<tr><td>${w.name}</td><td class="num">${yen(w.contract)}</td><td class="num">${yen(w.prev)}</td><td class="num">${pct(w.prevPct)}</td><td class="num">${yen(w.now)}</td><td class="num">${pct(w.nowPct)}</td><td class="num">${yen(w.prev + w.now)}</td><td class="num">${yen(w.contract - w.prev - w.now)}</td></tr>`,
          )
          .join('')}
        <tr class="t"><td>合計</td><td class="num">${yen(contract)}</td><td class="num">${yen(prev)}</td><td></td><td class="num">${yen(s.subtotal)}</td><td></td><td class="num">${yen(cum)}</td><td class="num">${yen(contract - cum)}</td></tr></table>
      <div class="foot">※本請求書は毎月${d.issue[2] === 20 ? '20日' : '末日'}締めにて、翌月5日必着で当社工事部へご提出ください。</div>
      <table class="meta" style="margin-top:6px"><tr><th colspan="3">当社記入欄</th></tr><tr><th>工事部長</th><th>担当</th><th>経理</th></tr><tr><td style="height:46px;width:70px"></td><td style="width:70px"></td><td style="width:70px"></td></tr></table></div>`;
    return { pages: [page], css, printed: { issuer, holder, address: d.address } };
  },
});

// 39 — a subscription invoice with a ゆうちょ 払込取扱票 below a キリトリ線: the 振替口座 the only 振込先.
const SUBSCRIPTIONS = [
  {
    trade: ['新報社', 'シンポウシヤ'],
    title: 'ご購読料請求書',
    items: (paper) => [
      [`「${paper}新報」購読料（週2回発行）`, 'ヶ月', 2400, 4200, 8],
      [`「${paper}新報」電子版オプション`, 'ヶ月', 500, 1200],
      ['郵送料', '式', 1200, 3600],
    ],
  },
  {
    trade: ['出版', 'シユツパン'],
    title: '年間購読料 ご請求書',
    items: (paper) => [
      [`月刊「${paper}経営」年間購読料`, '年', 12000, 24000],
      [`別冊「${paper}年鑑」`, '冊', 3000, 6000],
      ['送料', '年', 1000, 3000],
    ],
  },
  {
    trade: ['システムズ', 'システムズ'],
    title: '年間保守料 ご請求書',
    items: () => [
      ['販売管理ソフト 年間保守料', '年', 36000, 120000],
      ['クラウドバックアップ（年額）', '年', 12000, 36000],
      ['追加ライセンス', 'ID', 6000, 15000],
    ],
  },
];
/** Digits one per cell, right-aligned, ¥ in the cell before the first (as a 払込取扱票 is filled in). */
const cellDigits = (n, len) => {
  const ds = String(n).split('');
  const cells = Array.from({ length: len }, (_, i) => ds[i - (len - ds.length)] ?? '');
  if (ds.length < len) cells[len - ds.length - 1] = '¥';
  return cells;
};
LAYOUTS.push({
  id: 'L39-yucho-slip',
  split: 'dev',
  title: 'subscription invoice with a ゆうちょ 払込取扱票',
  exercises:
    'an invoice for a subscription or an annual fee whose only 振込先 is the ゆうちょ 払込取扱票 printed below a キリトリ線 (blue-green, 口座記号番号 00120-1-123456 in one box per digit, 金額 one digit per cell under 千百十万千百十円 with ¥, 加入者名 in kanji or katakana, 通信欄, ご依頼人 おところ/おなまえ with the buyer pre-filled, 振替払込請求書兼受領証 repeating the account and amount), the body maybe naming the 振替口座 too, the issuer address over two lines when long, お客様番号, 8% for a newspaper beside 10% items, 令和 or 西暦 dates, the buyer with its 〒 address at the top (window envelope)',
  opts: () => ({ rates: '10', bank: 'main' }),
  render(d, r) {
    const sub = r.pick(SUBSCRIPTIONS);
    retrade(d, r, sub.trade);
    furikaeAccount(d, r);
    // A long address (or some others) goes over two lines, the building on the second.
    const twoLine = d.address.length > 24 || r.chance(0.3);
    if (twoLine) d.address = withBuilding(r, d.address);
    const [paper] = r.pick(STEMS);
    const pool = sub.items(paper);
    const months = r.pick([6, 12]);
    d.items = itemsFrom(r, pool, r.int(2, 3), (unit) => (unit === 'ヶ月' ? months : unit === 'ID' ? r.int(1, 5) : 1));
    d.items.sort((a, b) => pool.findIndex((p) => p[0] === a.name) - pool.findIndex((p) => p[0] === b.name));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['wareki', 'seireki', 'seirekiPad'])];
    const customer = r.digits(7);
    const kana = r.chance(0.4);
    const holder = kana ? holderPrinted(d, r.pick(['full', 'big'])) : d.issuerName;
    const issuer = spelled(d, r.pick(['full', 'paren', 'full']));
    const sym = [...d.yucho.symbol];
    const num = String(d.yucho.number).padStart(6, ' ').split('');
    const ink = '#12807a';
    const boxes = (xs) => xs.map((c) => `<span class="dg">${c.trim() ? c : '&nbsp;'}</span>`).join('');
    const kigou = `${boxes(sym)}<span class="hy">-</span>${boxes([String(d.yucho.check)])}<span class="hy">-</span>${boxes(num)}`;
    const amountCells = (n) =>
      `<table class="amt"><tr>${['千', '百', '十', '万', '千', '百', '十', '円'].map((u) => `<th>${u}</th>`).join('')}</tr>
        <tr>${cellDigits(n, 8)
          .map((c) => `<td>${c}</td>`)
          .join('')}</tr></table>`;
    const period = `令和${reiwa(d.due[0])}年度`;
    const memo = `${sub.title.replace(/ ?ご?請求書$/, '')}<br>お客様番号 ${customer}<br>請求書番号 ${d.no}`;
    const inBody = r.chance(0.5);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 12px; color: #1f1f1f; }
      .body { position: absolute; left: 58px; right: 58px; top: 40px; height: 660px; }
      .to { line-height: 1.5; font-size: 12.5px; } .to .n { font-size: 17px; margin-top: 6px; }
      .meta { position: absolute; right: 0; top: 0; text-align: right; line-height: 1.7; }
      h1 { text-align: center; font-size: 22px; letter-spacing: .2em; margin: 24px 0 12px; font-weight: 500; }
      .two { display: flex; justify-content: space-between; align-items: flex-start; }
      .from { line-height: 1.55; font-size: 11.5px; position: relative; } .from b { font-size: 15px; }
      .box { margin-top: 10px; border: 2px solid #333; display: flex; width: 330px; } .box div { padding: 6px 12px; } .box .l { background: #eee; border-right: 1px solid #333; }
      .box .v { font-size: 20px; font-weight: bold; flex: 1; text-align: right; }
      .items { width: 100%; margin-top: 14px; } .items th, .items td { border: 1px solid #666; padding: 3px 8px; font-weight: normal; } .items th { background: #eee; }
      .msg { margin-top: 10px; line-height: 1.7; font-size: 11.5px; }
      .cut { position: absolute; left: 0; right: 0; top: 718px; border-top: 1.5px dashed #666; text-align: center; font-size: 10px; color: #555; }
      .cut span { position: relative; top: -9px; background: #fff; padding: 0 10px; }
      .slip { position: absolute; left: 22px; right: 22px; top: 742px; height: 350px; border: 1.5px solid ${ink}; color: ${ink}; display: flex; font-size: 10px; }
      .slip .v { color: #111; font-size: 13px; }
      .L { width: 492px; border-right: 1.5px dashed ${ink}; padding: 8px 10px; position: relative; } .R { flex: 1; padding: 8px 10px; }
      .ttl { font-size: 15px; font-weight: bold; letter-spacing: .25em; }
      .row { display: flex; gap: 8px; margin-top: 6px; } .cell { border: 1px solid ${ink}; padding: 3px 6px; }
      .dg { display: inline-block; width: 17px; height: 22px; border: 1px solid ${ink}; margin-right: -1px; text-align: center; color: #111; font-size: 13px; line-height: 21px;
            font-family: 'Noto Sans Mono CJK JP'; }
      .hy { display: inline-block; width: 9px; text-align: center; color: ${ink}; }
      .amt { border-collapse: collapse; } .amt th { font-weight: normal; font-size: 9px; border: 1px solid ${ink}; width: 20px; padding: 0; }
      .amt td { border: 1px solid ${ink}; height: 24px; text-align: center; color: #111; font-size: 14px; font-family: 'Noto Sans Mono CJK JP'; }
      .amt th:nth-child(4), .amt td:nth-child(4) { border-right-width: 2px; }
      .stampc { width: 70px; height: 70px; border: 1px dashed ${ink}; border-radius: 50%; display: flex; align-items: center; justify-content: center; font-size: 9px; }`;
    const page = `<div class="body">
        <div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<div class="n">${d.buyerName}　御中</div>${r.chance(0.5) ? `<div>ご担当　${d.buyerPerson} 様</div>` : ''}</div>
        <div class="meta">発行日　${fmt(d.issue)}<br>請求書番号　${d.no}<br>お客様番号　${customer}</div>
        <h1>${sub.title}</h1>
        <div class="two"><div>平素は格別のご愛顧を賜り、厚く御礼申し上げます。<br>下記のとおりご請求申し上げます。
            <div class="box"><div class="l">ご請求金額</div><div class="v">¥${yen(s.total)}</div></div>
            <div style="margin-top:6px">お支払期限　${fmt(d.due)}</div></div>
          <div class="from"><b>${issuer}</b><br>〒${d.zip}<br>${addrHtml(d.address, twoLine)}<br>TEL ${d.tel}<br>登録番号 ${d.reg}${kakuin(d, 'right: 0; top: -76px;')}</div></div>
        <table class="items"><tr><th>品名</th><th>数量</th><th>単価</th><th>金額</th></tr>
          ${rowsOf(d.items, [[(it) => `${it.name}${it.rate === 8 ? ' ※' : ''}`], [(it) => `${it.qty}${it.unit}`, 'num'], [(it) => yen(it.price), 'num'], [(it) => yen(it.amount), 'num']])}
          ${[10, 8]
            .filter((k) => s.by[k])
            .map(
              (k) =>
                `<tr><td colspan="3">${k}%対象 ${yen(s.by[k].base)}円　消費税（${k}%）</td><td class="num">${yen(s.by[k].tax)}</td></tr>`,
            )
            .join('')}
          <tr><td colspan="3">合計（税込）</td><td class="num"><b>${yen(s.total)}</b></td></tr></table>
        ${s.mixed ? '<div style="font-size:10.5px">※は軽減税率（8%）対象です。</div>' : ''}
        <div class="msg">お手数ですが、お支払期限までに下記の払込取扱票にて、ゆうちょ銀行または郵便局の窓口・ATMでお払込みください。${
          inBody ? `<br>（振替口座　${d.yucho.symbol}-${d.yucho.check}-${d.yucho.number}　加入者名　${holder}）` : ''
        }<br>※払込料金はお客様のご負担となります。ご入金の確認をもって領収書に代えさせていただきます。</div></div>
      <div class="cut"><span>✂ キリトリ線</span></div>
      <div class="slip"><div class="L"><div class="ttl">払込取扱票</div>
          <div class="row"><div class="cell"><div>口座記号番号</div>${kigou}</div><div class="cell"><div>金　額</div>${amountCells(s.total)}</div></div>
          <div class="row"><div class="cell" style="flex:1"><div>加入者名</div><div class="v" style="font-size:15px;padding:4px 6px">${holder}</div></div></div>
          <div class="row"><div class="cell" style="width:200px;height:118px"><div>通信欄</div><div class="v" style="font-size:11.5px;line-height:1.6;margin-top:4px">${period} ${memo}</div></div>
            <div class="cell" style="flex:1;height:118px"><div>ご依頼人　おところ（郵便番号）</div><div class="v" style="font-size:11px;line-height:1.5">〒${d.buyerZip}<br>${d.buyerAddress}</div>
              <div style="margin-top:4px">おなまえ</div><div class="v" style="font-size:12.5px">${d.buyerName}　様</div></div></div>
          <div style="position:absolute;left:10px;bottom:6px;font-size:8.5px">この払込取扱票は、機械で処理しますので、金額を記入する際は、枠内にはっきりと記入してください。</div></div>
        <div class="R"><div class="ttl" style="font-size:11.5px;letter-spacing:.05em">振替払込請求書兼受領証</div>
          <div class="cell" style="margin-top:6px"><div>口座記号番号</div>${kigou}</div>
          <div class="cell" style="margin-top:4px"><div>加入者名</div><div class="v" style="font-size:11.5px">${holder}</div></div>
          <div class="cell" style="margin-top:4px"><div>金　額</div>${amountCells(s.total)}</div>
          <div class="cell" style="margin-top:4px"><div>ご依頼人</div><div class="v" style="font-size:11px">${d.buyerName}　様</div></div>
          <div class="row" style="align-items:center"><div class="cell" style="flex:1;height:36px">料金</div><div class="stampc">受付局日附印</div></div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 40 — a two-column letterhead invoice: the buyer's block left, the issuer's letterhead right, both
// addresses over two lines (the building on the second), TEL and FAX on one line, 支店番号 in parentheses.
LAYOUTS.push({
  id: 'L40-letterhead-twocol',
  split: 'dev',
  title: 'two-column letterhead invoice, addresses over two lines',
  exercises:
    "a letterhead invoice in two columns: the buyer's 〒 + address on one line and its building on the next, then the name with 御中 and 担当 様, on the left; the issuer's logo and name, 〒 + address, the building on a line of its own, TEL and FAX on one line, 登録番号, on the right; ご請求金額 label left with the value far right, 税率別 内訳, 振込先 with the 支店番号 in parentheses (梅田支店（支店番号 123）), 西暦 or 令和 dates, (株)/㈱/株式会社, a company or a sole proprietor's 屋号, half-width or full-width holders",
  opts: (r, inst) => ({ sole: inst === 2, bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    if (d.sole) landline(d);
    d.address = withBuilding(r, d.address);
    ordinaryAtNetBank(d);
    const qty = (unit, hi) =>
      unit === '式'
        ? 1
        : unit === '文字'
          ? r.int(8, 80) * 100
          : unit === 'ヶ月'
            ? r.int(1, 3)
            : hi < 5000
              ? r.int(2, 40)
              : r.int(1, 6);
    d.items = itemsFrom(r, ITEMS10, r.int(2, 5), qty);
    if (r.chance(0.3))
      d.items.push(
        ...itemsFrom(
          r,
          ITEMS8.map((it) => [...it, 8]),
          1,
          qty,
        ),
      );
    d.sum = summarize(d.items);
    const [street, bldg] = addrLines(d.address);
    const buyerBldg = r.pick(BLDG_LINES.filter((b) => !d.address.endsWith(b)));
    const fmt = DATE_FORMATS[r.pick(['seireki', 'seirekiPad', 'wareki', 'dot'])];
    const issuer = d.sole ? d.yago : spelled(d, r.pick(['full', 'paren', 'circled']));
    const buyer = r.chance(0.5) ? d.buyerName : d.buyerName.replace('株式会社', r.pick(['(株)', '㈱']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full', 'big']));
    const s = d.sum;
    const accent = r.pick(['#1f4e79', '#7a2e2e', '#2e5e3a', '#4a4a4a']);
    const logo = (d.corpBody ?? d.yago).slice(0, 1);
    const branchNo = r.pick([`（支店番号 ${d.branch.code}）`, `（店番${d.branch.code}）`, `(${d.branch.code})`]);
    const tel = r.pick([`TEL ${d.tel}　FAX ${d.fax}`, `TEL：${d.tel} / FAX：${d.fax}`, `Tel. ${d.tel}　Fax. ${d.fax}`]);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 12.5px; color: #222; }
      .rule { position: absolute; left: 0; right: 0; top: 0; height: 10px; background: ${accent}; }
      .wrap { padding: 52px 60px; }
      h1 { font-size: 26px; font-weight: 500; letter-spacing: .4em; margin: 0 0 22px; color: ${accent}; }
      .cols { display: flex; justify-content: space-between; align-items: flex-start; }
      .left { width: 330px; line-height: 1.6; } .left .n { font-size: 18px; border-bottom: 1px solid #222; margin-top: 8px; padding-bottom: 2px; }
      .right { width: 300px; line-height: 1.6; font-size: 12px; position: relative; }
      .brand { display: flex; align-items: center; gap: 10px; margin-bottom: 6px; }
      .mark { width: 38px; height: 38px; border-radius: 50%; background: ${accent}; color: #fff; font-size: 20px; font-family: 'Noto Serif CJK JP';
              display: flex; align-items: center; justify-content: center; flex: none; }
      .brand b { font-size: 18px; }
      .meta { margin-top: 14px; } .meta td { padding: 1px 14px 1px 0; } .meta td:first-child { color: #666; }
      .amt { margin-top: 26px; display: flex; justify-content: space-between; align-items: baseline; border-top: 2px solid ${accent}; border-bottom: 2px solid ${accent}; padding: 8px 4px; }
      .amt .v { font-size: 26px; font-weight: bold; }
      .items { width: 100%; margin-top: 18px; } .items th { background: ${accent}; color: #fff; font-weight: normal; padding: 5px; }
      .items td { border-bottom: 1px solid #ccc; padding: 5px 6px; }
      .tot { display: flex; justify-content: space-between; margin-top: 12px; align-items: flex-start; }
      .tot table td, .tot table th { padding: 3px 10px; font-weight: normal; border-bottom: 1px solid #ccc; } .tot th { text-align: left; color: #555; }
      .bank { margin-top: 26px; border: 1px solid ${accent}; padding: 10px 14px; line-height: 1.8; } .bank .l { color: ${accent}; font-weight: bold; }
      .foot { position: absolute; left: 60px; right: 60px; bottom: 44px; font-size: 10.5px; color: #666; border-top: 1px solid #ccc; padding-top: 6px; display: flex; justify-content: space-between; }`;
    const page = `<div class="rule"></div><div class="wrap"><h1>請求書</h1>
      <div class="cols"><div class="left">〒${d.buyerZip}　${d.buyerAddress}<br>${buyerBldg}
          <div class="n">${buyer}　御中</div><div>${r.pick(['経理部', '総務部', '購買部'])}　${d.buyerPerson} 様</div>
          <table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書番号</td><td>${d.no}</td></tr><tr><td>お支払期限</td><td>${fmt(d.due)}</td></tr></table></div>
        <div class="right"><div class="brand"><div class="mark">${logo}</div><b>${issuer}</b></div>
          ${d.sole ? `代表　${d.person}<br>` : ''}<span class="addr">〒${d.zip}　${street}</span><br><span class="addr">${bldg}</span><br>${tel}<br>登録番号：${d.reg}
          ${d.sole ? '' : kakuin(d, 'right: 0; top: -80px;')}</div></div>
      <div style="margin-top:22px">下記のとおりご請求申し上げます。</div>
      <div class="amt"><span>ご請求金額（税込）</span><span class="v">¥${yen(s.total)}</span></div>
      <table class="items"><tr><th style="text-align:left">品目</th><th>数量</th><th>単価</th><th>税率</th><th>金額</th></tr>
        ${rowsOf(d.items, [[(it) => `${it.name}${mark8(it)}`], [(it) => `${it.qty}${it.unit}`, 'num'], [(it) => yen(it.price), 'num'], [(it) => `${it.rate}%`, 'num'], [(it) => yen(it.amount), 'num']])}</table>
      <div class="tot"><table>${[10, 8]
        .filter((k) => s.by[k])
        .map(
          (k) =>
            `<tr><th>${k}%対象${k === 8 ? '（軽減）' : ''}</th><td class="num">${yen(s.by[k].base)}</td><th>消費税</th><td class="num">${yen(s.by[k].tax)}</td></tr>`,
        )
        .join('')}</table>
        <table><tr><th>小計</th><td class="num">${yen(s.subtotal)}</td></tr><tr><th>消費税</th><td class="num">${yen(s.tax)}</td></tr><tr><th>合計</th><td class="num"><b>${yen(s.total)}</b></td></tr></table></div>
      ${s.mixed ? '<div style="font-size:11px">※は軽減税率（8%）対象です。</div>' : ''}
      <div class="bank"><span class="l">お振込先</span><br>${d.bank.name}　${d.branch.name}${branchNo}　${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}</div>
      <div style="margin-top:8px;font-size:11.5px">※お振込手数料は貴社にてご負担くださいますようお願い申し上げます。</div></div>
      <div class="foot"><span>${issuer}</span><span>${r.pick(['www.example.co.jp', 'www.example.jp'])}</span></div>`;
    return { pages: [page], css, printed: { issuer, holder, showBranchCode: true } };
  },
});

export {
  BLDG_LINES,
  EN_MONTHS,
  addrHtml,
  addrLines,
  enDate,
  furikaeAccount,
  ordinaryAtNetBank,
  rebank,
  representative,
  secondBank,
  tri,
  withBuilding,
};
