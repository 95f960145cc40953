// The invoice corpus's shared parts: the command line, seeded randomness, formatting, data pools, one
// invoice's data (makeData), the expected fields, and LAYOUTS, which each layouts-NNN-NNN.mjs fills in order.
import { resolve } from 'node:path';

const { MAIN_BANKS } = await import('../../packages/domain/src/banks.ts');
const { yuchoToBankAccount } = await import('../../packages/domain/src/yucho.ts');

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, ...v] = a.replace(/^--/, '').split('=');
    return [k, v.length ? v.join('=') : 'true'];
  }),
);
const SEED = Number(args.seed ?? 1);
const OUT = resolve(args.out ?? 'bench/results/corpus');
const ONLY = args.layouts ? new Set(args.layouts.split(',')) : null;

// ---- deterministic randomness --------------------------------------------------------------

function mulberry32(a) {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const hashStr = (s) => {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.codePointAt(0), 16777619);
  return h >>> 0;
};
/** One generator per purpose, so that changing one layout leaves the others' data alone. */
const rngFor = (...keys) => mulberry32(hashStr(`${SEED}:${keys.join(':')}`));
const makePick = (rng) => ({
  rng,
  int: (lo, hi) => lo + Math.floor(rng() * (hi - lo + 1)),
  pick: (xs) => xs[Math.floor(rng() * xs.length)],
  chance: (p) => rng() < p,
  digits: (n) => Array.from({ length: n }, () => Math.floor(rng() * 10)).join(''),
  range: (lo, hi) => lo + rng() * (hi - lo),
});

// ---- formatting ----------------------------------------------------------------------------

const yen = (n) => n.toLocaleString('en-US');
const pad2 = (n) => String(n).padStart(2, '0');
const iso = ([y, m, d]) => `${y}-${pad2(m)}-${pad2(d)}`;
const reiwa = (y) => (y - 2018 === 1 ? '元' : String(y - 2018));
const DATE_FORMATS = {
  seireki: ([y, m, d]) => `${y}年${m}月${d}日`,
  seirekiPad: ([y, m, d]) => `${y}年${pad2(m)}月${pad2(d)}日`,
  slash: ([y, m, d]) => `${y}/${pad2(m)}/${pad2(d)}`,
  slashLoose: ([y, m, d]) => `${y}/${m}/${d}`,
  dot: ([y, m, d]) => `${y}.${pad2(m)}.${pad2(d)}`,
  hyphen: (d) => iso(d),
  wareki: ([y, m, d]) => `令和${reiwa(y)}年${m}月${d}日`,
  warekiShort: ([y, m, d]) => `R${y - 2018}.${m}.${d}`,
};
const KANJI_DIGITS = '〇一二三四五六七八九';
const TYPE_LABEL = { 2: '普通', 1: '当座' };
const addDays = ([y, m, d], n) => {
  const t = new Date(Date.UTC(y, m - 1, d + n));
  return [t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate()];
};
const endOfMonth = (y, m) => [y, m, new Date(Date.UTC(y, m, 0)).getUTCDate()];

/** 国税庁's check digit: 9 − (Σ Pn×Qn mod 9), Pn the n-th digit from the right, Qn 1/2 for odd/even n. */
function registrationNumber(base12) {
  let sum = 0;
  for (let n = 1; n <= 12; n++) sum += Number(base12[12 - n]) * (n % 2 === 1 ? 1 : 2);
  return `T${9 - (sum % 9)}${base12}`;
}

// Full-width → half-width katakana, built from NFKC (which maps the other way).
const HANKAKU = new Map();
for (let c = 0xff66; c <= 0xff9d; c++) {
  const hw = String.fromCharCode(c);
  HANKAKU.set(hw.normalize('NFKC'), hw);
  for (const mark of ['ﾞ', 'ﾟ']) {
    const full = (hw + mark).normalize('NFKC');
    if (full.length === 1) HANKAKU.set(full, hw + mark);
  }
}
Object.entries({ '）': ')', '（': '(', ' ': ' ', '　': ' ', ー: 'ｰ', '.': '.', '・': '･' }).forEach(([f, h]) =>
  HANKAKU.set(f, h),
);
const toHankaku = (s) => [...s].map((c) => HANKAKU.get(c) ?? c).join('');
/** Bank-register style: small kana printed large (ショウジ → シヨウジ). */
const bigKana = (s) => s.replace(/[ァィゥェォャュョッ]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 1));

// ---- data pools ----------------------------------------------------------------------------

const STEMS = [
  ['山田', 'ヤマダ'],
  ['青葉', 'アオバ'],
  ['東和', 'トウワ'],
  ['北斗', 'ホクト'],
  ['富士見', 'フジミ'],
  ['中央', 'チュウオウ'],
  ['三栄', 'サンエイ'],
  ['大和', 'ダイワ'],
  ['日の出', 'ヒノデ'],
  ['丸星', 'マルボシ'],
  ['朝日', 'アサヒ'],
  ['協和', 'キョウワ'],
  ['光陽', 'コウヨウ'],
  ['新生', 'シンセイ'],
  ['桜井', 'サクライ'],
  ['双葉', 'フタバ'],
  ['千代田', 'チヨダ'],
  ['湊', 'ミナト'],
  ['サンライズ', 'サンライズ'],
  ['グリーンフィールド', 'グリーンフィールド'],
  ['アルファ', 'アルファ'],
  ['ネクスト', 'ネクスト'],
  ['ブルーオーシャン', 'ブルーオーシャン'],
  ['みどり', 'ミドリ'],
];
const TRADES = [
  ['商事', 'ショウジ'],
  ['工業', 'コウギョウ'],
  ['物産', 'ブッサン'],
  ['運輸', 'ウンユ'],
  ['電機', 'デンキ'],
  ['建設', 'ケンセツ'],
  ['印刷', 'インサツ'],
  ['設計', 'セッケイ'],
  ['食品', 'ショクヒン'],
  ['製作所', 'セイサクショ'],
  ['システムズ', 'システムズ'],
  ['ロジスティクス', 'ロジスティクス'],
  ['企画', 'キカク'],
  ['不動産', 'フドウサン'],
  ['テクノロジー', 'テクノロジー'],
];
const FORMS = [
  ['株式会社', 'カ'],
  ['株式会社', 'カ'],
  ['株式会社', 'カ'],
  ['有限会社', 'ユ'],
  ['合同会社', 'ド'],
];
const SURNAMES = [
  ['山田', 'ヤマダ'],
  ['佐藤', 'サトウ'],
  ['鈴木', 'スズキ'],
  ['高橋', 'タカハシ'],
  ['田中', 'タナカ'],
  ['伊藤', 'イトウ'],
  ['渡辺', 'ワタナベ'],
  ['中村', 'ナカムラ'],
  ['小林', 'コバヤシ'],
  ['加藤', 'カトウ'],
  ['吉田', 'ヨシダ'],
  ['松本', 'マツモト'],
  ['井上', 'イノウエ'],
  ['木村', 'キムラ'],
  ['清水', 'シミズ'],
  ['森', 'モリ'],
];
const GIVEN = [
  ['太郎', 'タロウ'],
  ['花子', 'ハナコ'],
  ['健一', 'ケンイチ'],
  ['美咲', 'ミサキ'],
  ['翔太', 'ショウタ'],
  ['由美', 'ユミ'],
  ['直樹', 'ナオキ'],
  ['恵', 'メグミ'],
  ['大輔', 'ダイスケ'],
  ['彩', 'アヤ'],
  ['誠', 'マコト'],
  ['京子', 'キョウコ'],
];
const YAGO_TRADES = [
  'デザイン事務所',
  '写真事務所',
  '設計室',
  '翻訳オフィス',
  '行政書士事務所',
  '編集室',
  '映像制作',
  'ウェブ工房',
];
const YAGO_FANCY = ['アトリエ', 'スタジオ', 'オフィス', 'ラボ'];
const YAGO_WORDS = ['そら', 'こもれび', 'ひなた', 'ルーチェ', 'みなも', 'あおい', 'ハル', 'つばさ'];
// [zip, prefecture + city + town, area code]
const PLACES = [
  ['100-0005', '東京都千代田区丸の内', '03'],
  ['150-0002', '東京都渋谷区渋谷', '03'],
  ['160-0023', '東京都新宿区西新宿', '03'],
  ['105-0011', '東京都港区芝公園', '03'],
  ['170-0013', '東京都豊島区東池袋', '03'],
  ['530-0001', '大阪府大阪市北区梅田', '06'],
  ['541-0041', '大阪府大阪市中央区北浜', '06'],
  ['460-0008', '愛知県名古屋市中区栄', '052'],
  ['812-0011', '福岡県福岡市博多区博多駅前', '092'],
  ['060-0042', '北海道札幌市中央区大通西', '011'],
  ['980-0811', '宮城県仙台市青葉区一番町', '022'],
  ['220-0012', '神奈川県横浜市西区みなとみらい', '045'],
  ['604-8005', '京都府京都市中京区恵比須町', '075'],
  ['650-0021', '兵庫県神戸市中央区三宮町', '078'],
  ['730-0011', '広島県広島市中区基町', '082'],
  ['330-0063', '埼玉県さいたま市浦和区高砂', '048'],
  ['260-0013', '千葉県千葉市中央区中央', '043'],
  ['420-0857', '静岡県静岡市葵区御幸町', '054'],
  ['370-0841', '群馬県高崎市栄町', '027'],
];
const BUILDINGS = [
  '',
  '',
  ' 丸の内ビル8F',
  ' 第2松本ビル 302',
  ' サンシャインハイツ201',
  ' ANビル5階',
  ' 協和ビル3F',
  ' グランドメゾン101',
];
const ITEMS10 = [
  ['ウェブサイト保守費（月額）', '式', 30000, 120000],
  ['システム開発費', '式', 200000, 900000],
  ['デザイン制作費', '式', 50000, 300000],
  ['配送料', '件', 800, 4500],
  ['倉庫保管料', 'ヶ月', 40000, 150000],
  ['梱包資材', '個', 80, 600],
  ['印刷費（A4チラシ）', '部', 8, 40],
  ['コンサルティング費', '時間', 8000, 25000],
  ['交通費', '式', 1200, 30000],
  ['サーバー利用料', 'ヶ月', 3000, 50000],
  ['精密部品 A-12', '個', 120, 2400],
  ['治具製作', '式', 60000, 250000],
  ['清掃業務委託', '回', 15000, 60000],
  ['撮影費', '日', 30000, 120000],
  ['翻訳料（英→日）', '文字', 8, 20],
  ['機器レンタル料', '台', 2000, 15000],
  ['作業費', '人日', 25000, 60000],
  ['出張費', '式', 10000, 80000],
];
const ITEMS8 = [
  ['ミネラルウォーター 500ml', '本', 60, 120],
  ['弁当（会議用）', '個', 600, 1500],
  ['コーヒー豆 1kg', '袋', 1800, 4200],
  ['菓子詰合せ', '箱', 1000, 3500],
  ['緑茶ティーバッグ', '箱', 400, 1200],
  ['新聞購読料', 'ヶ月', 3500, 4900],
];
// Banks: the 8 of MAIN_BANKS (printed under their everyday names), and some others.
const MAIN_PRINTED = {
  '0001': 'みずほ銀行',
  '0005': '三菱UFJ銀行',
  '0009': '三井住友銀行',
  '0010': 'りそな銀行',
  '0036': '楽天銀行',
  '0038': '住信SBIネット銀行',
  '0294': '三井住友信託銀行',
  9900: 'ゆうちょ銀行',
};
const OTHER_BANKS = [
  ['横浜銀行', '0138'],
  ['京都信用金庫', '1610'],
  ['静岡銀行', '0149'],
  ['千葉銀行', '0134'],
  ['福岡銀行', '0177'],
  ['七十七銀行', '0125'],
  ['城南信用金庫', '1344'],
  ['PayPay銀行', '0033'],
];
const BRANCHES = [
  '本店営業部',
  '本店',
  '渋谷支店',
  '新宿支店',
  '東京営業部',
  '梅田支店',
  '名古屋支店',
  '横浜駅前支店',
  '札幌支店',
  '博多支店',
  '京都支店',
  '池袋支店',
  '丸の内支店',
  '神戸支店',
];
const ODD_BRANCHES = {
  '0036': ['第一営業支店', 'ジャズ支店', 'ロック支店'],
  '0038': ['法人第一支店', 'イチゴ支店'],
  '0033': ['ビジネス営業部'],
};

// ---- one invoice's data --------------------------------------------------------------------

/** opts: sole (sole proprietor), bank ('yucho' | 'main' | 'other' | undefined), items count, rates. */
function makeData(r, opts = {}) {
  const d = {};
  // Issuer
  if (opts.sole) {
    const [sn, snk] = r.pick(SURNAMES);
    const [gn, gnk] = r.pick(GIVEN);
    d.sole = true;
    d.person = `${sn} ${gn}`;
    d.yago = r.chance(0.6) ? `${sn}${r.pick(YAGO_TRADES)}` : `${r.pick(YAGO_FANCY)}${r.pick(YAGO_WORDS)}`;
    d.issuerName = d.yago;
    d.holderBase = `${snk} ${gnk}`;
  } else {
    const [stem, stemKana] = r.pick(STEMS);
    const [trade, tradeKana] = r.pick(TRADES);
    const [form, abbrev] = r.pick(FORMS);
    const before = form === '株式会社' ? r.chance(0.6) : r.chance(0.5);
    const body = stem + trade;
    const kana = stemKana + tradeKana;
    d.corpBody = body;
    d.form = form;
    d.formBefore = before;
    d.issuerName = before ? form + body : body + form;
    d.holderBase = before ? `${abbrev}）${kana}` : `${kana}（${abbrev}`;
  }
  const place = r.pick(PLACES);
  d.zip = place[0];
  d.address = `${place[1]}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}${r.pick(BUILDINGS)}`;
  const area = place[2];
  const local = area.length === 2 ? `${r.digits(4)}-${r.digits(4)}` : `${r.digits(3)}-${r.digits(4)}`;
  d.tel = d.sole && r.chance(0.5) ? `0${r.pick(['90', '80', '70'])}-${r.digits(4)}-${r.digits(4)}` : `${area}-${local}`;
  d.fax = `${area}-${local.slice(0, -1)}${(Number(local.slice(-1)) + 1) % 10}`;
  d.reg = registrationNumber(`${r.int(1, 9)}${r.digits(11)}`);
  // Buyer
  const [bs] = r.pick(STEMS);
  const [bt] = r.pick(TRADES);
  d.buyerName = r.chance(0.5) ? `株式会社${bs}${bt}` : `${bs}${bt}株式会社`;
  const bplace = r.pick(PLACES);
  d.buyerZip = bplace[0];
  d.buyerAddress = `${bplace[1]}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
  d.buyerTel = `${bplace[2]}-${bplace[2].length === 2 ? r.digits(4) : r.digits(3)}-${r.digits(4)}`;
  d.buyerPerson = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
  // Dates: issued between 2025-04 and 2026-12, on a month end or any day.
  const y = r.pick([2025, 2025, 2026, 2026, 2026]);
  const m = y === 2025 ? r.int(4, 12) : r.int(1, 12);
  d.issue = r.chance(0.5) ? endOfMonth(y, m) : [y, m, r.int(1, 28)];
  const dueKind = r.int(0, 2);
  d.due =
    dueKind === 0
      ? endOfMonth(...addDays(endOfMonth(d.issue[0], d.issue[1]), 1).slice(0, 2))
      : dueKind === 1
        ? addDays(d.issue, 30)
        : addDays(endOfMonth(d.issue[0], d.issue[1]), 10);
  // Invoice number
  const yy = String(d.issue[0]).slice(2);
  const shapes = [
    () => `INV-${d.issue[0]}-${r.digits(4)}`,
    () => `${d.issue[0]}${pad2(d.issue[1])}${pad2(d.issue[2])}-${r.digits(3)}`,
    () => `${r.pick(['A', 'B', 'S', 'K'])}-${r.int(1000, 9999)}`,
    () => `${yy}${pad2(d.issue[1])}-${r.digits(4)}`,
    () => `00${r.digits(5)}`,
    () => `R${d.issue[0] - 2018}-${r.digits(3)}`,
    () => `${r.pick(['SK', 'MT', 'HN'])}${yy}${pad2(d.issue[1])}${r.digits(3)}`,
  ];
  d.no = r.pick(shapes)();
  // Items
  const n = opts.items ?? r.int(2, 6);
  const mixed = opts.rates === 'mixed' || (opts.rates !== '10' && r.chance(0.3));
  d.items = [];
  const used = new Set();
  for (let i = 0; i < n; i++) {
    const eight = mixed && (i === n - 1 || r.chance(0.3));
    const pool = eight ? ITEMS8 : ITEMS10;
    let [name, unit, lo, hi] = r.pick(pool);
    if (used.has(name)) name = `${name}（${i + 1}）`;
    used.add(name);
    const cheap = hi < 5000;
    const qty = unit === '式' ? 1 : cheap ? r.int(5, 300) : r.int(1, 12);
    const price = Math.round(r.int(lo, hi) / (hi > 20000 ? 1000 : hi > 1000 ? 10 : 1)) * (hi > 20000 ? 1000 : hi > 1000 ? 10 : 1);
    d.items.push({ name, unit, qty, price, amount: qty * price, rate: eight ? 8 : 10 });
  }
  d.sum = summarize(d.items);
  // Bank
  const bankKind = opts.bank ?? (r.chance(0.65) ? 'main' : 'other');
  if (bankKind === 'yucho') {
    const symbol = `1${r.digits(3)}0`;
    const number = `${r.int(1, 9)}${r.digits(6)}1`;
    const conv = yuchoToBankAccount(symbol, number);
    if (!conv.ok) throw new Error(`yucho ${symbol} ${number}: ${conv.message}`);
    d.yucho = { symbol, number };
    d.bank = { name: 'ゆうちょ銀行', code: '9900', main: true };
    d.branch = { name: `${[...conv.branchCode].map((c) => KANJI_DIGITS[c]).join('')}店`, code: conv.branchCode };
    d.type = Number(conv.accountType);
    d.account = conv.accountNumber;
  } else {
    if (bankKind === 'main') {
      const b = r.pick(MAIN_BANKS.filter((x) => x.code !== '9900'));
      d.bank = { name: MAIN_PRINTED[b.code], code: b.code, main: true };
    } else {
      const [name, code] = r.pick(OTHER_BANKS);
      d.bank = { name, code, main: false };
    }
    const name = ODD_BRANCHES[d.bank.code] ? r.pick(ODD_BRANCHES[d.bank.code]) : r.pick(BRANCHES);
    d.branch = { name, code: name.startsWith('本店') ? r.pick(['001', '100']) : `${r.int(1, 8)}${r.digits(2)}` };
    d.type = (opts.checking ?? r.chance(0.2)) ? 1 : 2;
    d.account = r.digits(7);
  }
  return d;
}

function summarize(items) {
  const by = {};
  for (const it of items) {
    by[it.rate] ??= { base: 0, tax: 0 };
    by[it.rate].base += it.amount;
  }
  for (const rate of Object.keys(by)) by[rate].tax = Math.floor((by[rate].base * Number(rate)) / 100);
  const subtotal = items.reduce((s, it) => s + it.amount, 0);
  const tax = Object.values(by).reduce((s, b) => s + b.tax, 0);
  return { by, subtotal, tax, total: subtotal + tax, mixed: Object.keys(by).length > 1 };
}

/** The account holder as printed: full-width (small kana as spoken, or bank-style large) or half-width. */
function holderPrinted(d, style) {
  const full = style === 'big' || style === 'half-big' ? bigKana(d.holderBase) : d.holderBase;
  return style.startsWith('half') ? toHankaku(full) : full;
}

/** Issuer spelled as (株)／㈱／（株）／株式会社. */
function spelled(d, style) {
  if (d.sole || d.form !== '株式会社' || style === 'full') return d.issuerName;
  const mark = { paren: '(株)', circled: '㈱', wide: '（株）' }[style];
  return d.formBefore ? mark + d.corpBody : d.corpBody + mark;
}

// ---- expected fields -----------------------------------------------------------------------

/**
 * What the invoice says, in expected.json's conventions. p: what the layout printed —
 * issuer (as printed), holder (as printed), total, showBankCode, showBranchCode, showZip, showTel.
 */
function expectedFields(d, p) {
  const nfkc = (s) => (s == null ? null : s.normalize('NFKC'));
  return {
    total_amount: p.total ?? d.sum.total,
    due_date: iso(d.due),
    invoice_number: d.no,
    issue_date: iso(d.issue),
    issuer_name: nfkc(p.issuer ?? d.issuerName),
    registration_number: d.reg,
    bank_name: d.bank.name,
    bank_code: p.showBankCode || d.bank.main ? d.bank.code : null,
    branch_name: d.branch.name,
    branch_code: p.showBranchCode || d.yucho ? d.branch.code : null,
    account_type: String(d.type),
    account_number: d.account,
    account_holder: nfkc(p.holder),
    issuer_postal_code: p.showZip === false ? null : d.zip.replace('-', ''),
    issuer_address: nfkc(p.address ?? d.address),
    issuer_phone: p.showTel === false ? null : d.tel,
  };
}

// ---- layouts -------------------------------------------------------------------------------

const PAGE_CSS = `
  @page { size: A4; margin: 0; }
  * { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; background: #fff; color: #1d1d1d; }
  .page { width: 794px; height: 1123px; overflow: hidden; position: relative; background: #fff; }
  .page + .page { break-before: page; }
  table { border-collapse: collapse; }
  .num { text-align: right; white-space: nowrap; }
  .addr { white-space: nowrap; }
  .seal { position: absolute; width: 62px; height: 62px; border: 3px solid #d33; color: #d33; font-family: 'Noto Serif CJK JP';
          font-size: 13px; line-height: 1.05; writing-mode: vertical-rl; display: flex; align-items: center; justify-content: center;
          border-radius: 4px; opacity: .85; letter-spacing: -1px; padding: 2px; }
`;
const seal = (d, style) => `<div class="seal" style="${style}">${(d.corpBody ?? d.person.split(' ')[0]).slice(0, 6)}之印</div>`;
const mark8 = (it) => (it.rate === 8 ? '※' : '');
const rowsOf = (items, cols) =>
  items.map((it) => `<tr>${cols.map((c) => `<td${c[1] ? ` class="${c[1]}"` : ''}>${c[0](it)}</td>`).join('')}</tr>`).join('');

/**
 * Every layout: { id, split, title, exercises, twoPage?, opts(r, inst) → makeData options,
 * render(d, r, { long }) → { pages: [html], css, printed: {...expectedFields's p} } }.
 */
const LAYOUTS = [];

export {
  BRANCHES,
  BUILDINGS,
  DATE_FORMATS,
  FORMS,
  GIVEN,
  ITEMS10,
  ITEMS8,
  KANJI_DIGITS,
  LAYOUTS,
  MAIN_BANKS,
  MAIN_PRINTED,
  ODD_BRANCHES,
  ONLY,
  OTHER_BANKS,
  OUT,
  PAGE_CSS,
  PLACES,
  SEED,
  STEMS,
  SURNAMES,
  TRADES,
  TYPE_LABEL,
  YAGO_WORDS,
  addDays,
  bigKana,
  endOfMonth,
  expectedFields,
  holderPrinted,
  iso,
  makeData,
  makePick,
  mark8,
  pad2,
  reiwa,
  rngFor,
  rowsOf,
  seal,
  spelled,
  summarize,
  toHankaku,
  yen,
  yuchoToBankAccount,
};

// ---- helpers the layout files share (moved here from the files that each repeated them)

/** [y, m] moved by n months. */
export const addMonths = ([y, m], n) => {
  const t = y * 12 + (m - 1) + n;
  return [Math.floor(t / 12), (t % 12) + 1];
};
/** A landline on the area code, the local part as long as Japanese numbers make it. */
export const landlineOn = (r, area) => {
  const mid = { 2: 4, 3: 3, 4: 2, 5: 1 }[area.length];
  return `${area}-${r.int(2, 9)}${r.digits(mid - 1)}-${r.digits(4)}`;
};
export const placeOf = (zip) => PLACES.find(([z]) => z === zip);
export const prefOf = (town) => town.match(/^(東京都|北海道|大阪府|京都府|.{2,3}?県)/)[1];
/** Places in the same prefecture as a 〒 (anywhere else when it has no other), for a local customer. */
export const nearby = (zip) => {
  const pref = prefOf(placeOf(zip)[1]);
  const near = PLACES.filter(([z, t]) => z !== zip && t.startsWith(pref));
  return near.length ? near : PLACES.filter(([z]) => z !== zip);
};
export const otherStem = (r, not) => r.pick(STEMS.filter(([x]) => x !== not))[0];
export const HAN_STEMS = STEMS.filter(([x]) => /^\p{Script=Han}+$/u.test(x));
export const WEEKDAYS = '日月火水木金土';
export const weekday = ([y, m, dd]) => WEEKDAYS[new Date(Date.UTC(y, m - 1, dd)).getUTCDay()];
/** A company of the given trades and forms: its name and its holder's 略語 form, as makeData builds them. */
export function setCompany(d, r, trades, forms, stems = STEMS) {
  return setCompanyWithKana(d, r, trades, forms, stems)[0];
}
/** setCompany, answering the stem's kana beside the stem: [stem, stemKana]. */
export function setCompanyWithKana(d, r, trades, forms, stems = STEMS) {
  const [stem, stemKana] = r.pick(stems);
  const [trade, tradeKana] = r.pick(trades);
  const [form, abbrev] = r.pick(forms);
  const before = r.chance(form === '株式会社' ? 0.6 : 0.5);
  d.sole = false;
  d.corpBody = stem + trade;
  d.form = form;
  d.formBefore = before;
  d.issuerName = before ? form + d.corpBody : d.corpBody + form;
  d.holderBase = before ? `${abbrev}）${stemKana}${tradeKana}` : `${stemKana}${tradeKana}（${abbrev}`;
  return [stem, stemKana];
}
/** The net banks keep no 当座 for small customers. */
export const netOrdinary = (d) => {
  if (['0036', '0038', '0033'].includes(d.bank.code)) d.type = 2;
};
/** A red seal: text in vertical columns inside a square (or round) border. */
export const hanko = (text, style, round = false) =>
  `<div style="position:absolute;border:2.5px solid #d22;color:#d22;font-family:'Noto Serif CJK JP';writing-mode:vertical-rl;display:flex;align-items:center;justify-content:center;text-align:center;line-height:1.05;letter-spacing:-1px;padding:3px;opacity:.82;${round ? 'border-radius:50%;' : 'border-radius:3px;'}${style}">${text}</div>`;
/** A block-number address's tail: 丁目-番-号 as three numbers. */
export const lotOf = (r) => `${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
/** Distinct integers from first to last, n of them at most, sorted (days of a month, rows of a list). */
export const daysUpTo = (r, n, first, last) => {
  const pool = Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
  const out = [];
  while (out.length < n && pool.length) out.push(pool.splice(r.int(0, pool.length - 1), 1)[0]);
  return out.sort((a, b) => a - b);
};
/** An account at a bank a layout names itself: d.bank / d.branch as makeData sets them. */
export const setBank = (d, r, name, code, branch) => {
  d.bank = { name, code, main: Object.values(MAIN_PRINTED).includes(name) };
  d.branch = { name: branch, code: branch.startsWith('本店') ? r.pick(['001', '100']) : `${r.int(1, 8)}${r.digits(2)}` };
  d.account = r.digits(7);
};
/** A 法人 that banks with a city bank, not a net bank: the net banks drawn by makeData become one. */
export const noNetBank = (d, r) => {
  if (!['0036', '0038', '0033'].includes(d.bank.code)) return;
  const code = r.pick(['0001', '0005', '0009', '0010']);
  setBank(d, r, MAIN_PRINTED[code], code, r.pick(BRANCHES));
};
/** A ゆうちょ branch's code read digit by digit, as its 店名 for transfers from other banks spells it (〇一八 → ゼロイチハチ). */
const KANA_DIGITS = ['ゼロ', 'イチ', 'ニ', 'サン', 'ヨン', 'ゴ', 'ロク', 'ナナ', 'ハチ', 'キュウ'];
export const digitsInKana = (code) => [...code].map((c) => KANA_DIGITS[c]).join('');
/** Two [y, m, d] days the same. */
export const sameDay = (a, b) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2];
/** A month's last day in 和暦 words: 令和8年2月末日. */
export const waMatsu = ([y, m]) => `令和${reiwa(y)}年${m}月末日`;
/** A mobile number as a sole proprietor prints it (090-1234-5678). */
export const mobile = (r) => `0${r.pick(['90', '80', '70'])}-${r.digits(4)}-${r.digits(4)}`;
/** Hiragana → katakana (a 屋号's word as the bank registers it). */
export const toKata = (s) => s.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
