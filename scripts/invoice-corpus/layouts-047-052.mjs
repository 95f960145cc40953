// Invoice corpus layouts L47–L52: each pushed onto core.mjs's LAYOUTS, in order.
import {
  DATE_FORMATS,
  FORMS,
  GIVEN,
  KANJI_DIGITS,
  LAYOUTS,
  STEMS,
  SURNAMES,
  TYPE_LABEL,
  addDays,
  endOfMonth,
  holderPrinted,
  pad2,
  reiwa,
  rowsOf,
  spelled,
  summarize,
  yen,
} from './core.mjs';
import { billedMonth, itemsFrom, kakuin, landline, setYago, shuffle, zen } from './layouts-019-028.mjs';
import { abbreviated, secondAccount, setCorp } from './layouts-029-034.mjs';
import { addrHtml, addrLines, ordinaryAtNetBank, rebank, representative } from './layouts-035-040.mjs';

// ---- 47–52: written blind as the fifth round's fresh set, measured once at its end (ADR 0025), now dev.

/** 大字 as formal documents write an amount: 123456 → 壱拾弐萬参千四百五拾六 (壱 before 拾/百/千 too). */
const DAIJI = ['', '壱', '弐', '参', '四', '五', '六', '七', '八', '九'];
const daiji = (n, man = '萬') => {
  const group = (g) =>
    [
      [1000, '千'],
      [100, '百'],
      [10, '拾'],
      [1, ''],
    ]
      .map(([u, l]) => {
        const k = Math.floor(g / u) % 10;
        return k ? DAIJI[k] + l : '';
      })
      .join('');
  const oku = Math.floor(n / 1e8);
  const mn = Math.floor(n / 1e4) % 1e4;
  return `${oku ? `${group(oku)}億` : ''}${mn ? `${group(mn)}${man}` : ''}${group(n % 1e4)}`;
};
/** 1–99 in kanji numerals (十一, 三十), and a date so written: 令和八年十二月五日 or 二〇二六年十二月五日. */
const kanjiNum = (n) =>
  n >= 10 ? `${n >= 20 ? KANJI_DIGITS[Math.floor(n / 10)] : ''}十${n % 10 ? KANJI_DIGITS[n % 10] : ''}` : KANJI_DIGITS[n];
const kanjiDate = ([y, m, d], era) =>
  `${era ? `令和${y - 2018 === 1 ? '元' : kanjiNum(y - 2018)}` : [...String(y)].map((c) => KANJI_DIGITS[c]).join('')}年${kanjiNum(m)}月${kanjiNum(d)}日`;
const daysBetween = (a, b) => Math.round((Date.UTC(b[0], b[1] - 1, b[2]) - Date.UTC(a[0], a[1] - 1, a[2])) / 864e5);

// 47 — a small 製造業's 請求書 exported from Excel with the sheet's gridlines printed: merged cells for the title, the
// amount and the blocks, 納品日/図番/材質 columns, 20日締 or 末日締, the 振込先 boxed at the bottom left beside 備考, the
// 角印 stamped over the issuer's name.
const MACHINING_TRADES = [
  ['製作所', 'セイサクショ'],
  ['精工', 'セイコウ'],
  ['精機', 'セイキ'],
  ['鉄工所', 'テッコウショ'],
  ['金属工業', 'キンゾクコウギョウ'],
  ['工業', 'コウギョウ'],
];
const MACHINED = [
  ['ブラケット', ['SS400', 'SPCC'], 300, 2800],
  ['シャフト', ['S45C', 'SUS304'], 800, 6500],
  ['フランジ', ['SS400', 'SUS304'], 1200, 9800],
  ['スペーサー', ['A5052', 'SUS303'], 80, 900],
  ['ベースプレート', ['SS400', 'A5052'], 2500, 18000],
  ['ブッシュ', ['C3604', 'S45C'], 150, 1500],
  ['カバー', ['SPCC', 'A5052'], 600, 4800],
  ['ピン', ['SUS304', 'SK材'], 60, 600],
  ['ホルダー', ['A7075', 'S50C'], 1800, 12000],
];
const FINISHES = ['黒染め', '無電解ニッケルめっき', '白アルマイト', '三価クロメート'];
const XL_COLS = 24;
/** One row of a sheet printed with its gridlines: [span, html, class] cells, a number for that many empty cells. */
const xlRow = (h, ...cells) => {
  let n = 0;
  const html = cells
    .map((c) => {
      if (typeof c === 'number') {
        n += c;
        return '<td></td>'.repeat(c);
      }
      const [span, text = '', cls = ''] = c;
      n += span;
      return `<td colspan="${span}"${cls ? ` class="${cls}"` : ''}>${text}</td>`;
    })
    .join('');
  if (n !== XL_COLS) throw new Error(`xlRow: ${n} columns`);
  return `<tr style="height:${h}px">${html}</tr>`;
};
LAYOUTS.push({
  id: 'L47-excel-gridlines',
  split: 'dev',
  title: "small 製造業's Excel 請求書 printed with its gridlines",
  exercises:
    "a small 製造業's 請求書 exported from Excel with the sheet's gridlines printed: merged cells for the title, 御請求金額 and the blocks, No./請求日/締切日 as label|value cells, 納品日 (m/d)/図番/品名/材質/数量/単位/単価/金額 columns with 表面処理 and 運賃 lines and blank rows, 小計/消費税/合計 at the right, 20日締 or 末日締 with a 支払条件 (翌月末日, 翌月25日, 翌々月10日) and the お支払期限 date, the 振込先 boxed as label|value rows at the bottom left beside 備考, the 角印 stamped over the issuer's name, the issuer's address over two rows when it has a building, (有)/有限会社/株式会社, 信用金庫 or banks, slash/年月日/令和 dates, half-width holders",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, MACHINING_TRADES, [...FORMS.slice(0, 4), ['有限会社', 'ユ']]);
    landline(d);
    if (!d.bank.main && r.chance(0.5)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const twenty = r.chance(0.5);
    const closing = twenty ? [y, m, 20] : endOfMonth(y, m);
    const pm = addDays([y, m, 1], -1);
    const start = twenty ? [pm[0], pm[1], 21] : [y, m, 1];
    d.issue = r.chance(0.6) ? closing : addDays(closing, r.int(1, 4));
    const nm = addDays(endOfMonth(y, m), 1);
    const terms = r.pick(['翌月末日', '翌月25日', '翌々月10日']);
    const nn = addDays(endOfMonth(nm[0], nm[1]), 1);
    d.due = terms === '翌月末日' ? endOfMonth(nm[0], nm[1]) : terms === '翌月25日' ? [nm[0], nm[1], 25] : [nn[0], nn[1], 10];
    if (r.chance(0.5)) d.no = `${String(closing[0]).slice(2)}${pad2(closing[1])}-${pad2(r.int(1, 80))}`;
    const prefix = r.pick(['A', 'KD', 'N', 'TS', 'M']);
    const items = shuffle(r, MACHINED)
      .slice(0, r.int(3, 6))
      .map(([name, mats, lo, hi]) => {
        const step = hi > 1000 ? 10 : 1;
        const price = Math.max(lo, Math.round(r.int(lo, hi) / step) * step);
        const qty = hi < 2000 ? r.int(10, 200) : r.int(2, 30);
        return {
          name,
          mat: r.pick(mats),
          dwg: `${prefix}-${r.digits(4)}-${pad2(r.int(1, 30))}`,
          unit: '個',
          qty,
          price,
          amount: qty * price,
          rate: 10,
        };
      });
    const extra = (name, p) => items.push({ name, mat: '', dwg: '', unit: '式', qty: 1, price: p, amount: p, rate: 10 });
    if (r.chance(0.6)) extra(`表面処理（${r.pick(FINISHES)}）`, r.int(5, 60) * 500);
    if (r.chance(0.5)) extra('運賃', r.int(3, 12) * 500);
    const span = daysBetween(start, closing);
    const days = items.map(() => r.int(0, span)).sort((a, b) => a - b);
    items.forEach((it, i) => {
      const dt = addDays(start, days[i]);
      it.day = `${dt[1]}/${dt[2]}`;
    });
    d.items = items;
    d.sum = summarize(items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['slash', 'seireki', 'wareki'])];
    const issuer = r.chance(0.3) ? abbreviated(d, 0) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'half']));
    const showBranchCode = r.chance(0.4);
    const [street, bldg] = addrLines(d.address);
    const staff = `${r.pick(SURNAMES)[0]}`;
    const sealLeft = Math.max(100, Math.min(220, [...issuer].length * 15 - 44));
    const left = [
      [30, [[13, `${d.buyerName}　御中`, 'buyer']]],
      [20, [[13, `〒${d.buyerZip}　${d.buyerAddress}`, 'sm']]],
      [18, [13]],
      [22, [[13, '下記の通り御請求申し上げます。']]],
      [
        38,
        [
          [4, '御請求金額', 'lab'],
          [9, `¥${yen(s.total)}`, 'amt'],
        ],
      ],
      [20, [4, [9, '（消費税込）', 'sm r']]],
      [
        22,
        [
          [4, 'お支払期限', 'k'],
          [9, fmt(d.due), 'v'],
        ],
      ],
      [
        22,
        [
          [4, '支払条件', 'k'],
          [9, `${twenty ? '20日' : '末日'}締　${terms}払い`, 'v'],
        ],
      ],
    ];
    const right = [
      [
        22,
        [
          [3, 'No.', 'k'],
          [7, d.no, 'v'],
        ],
      ],
      [
        22,
        [
          [3, '請求日', 'k'],
          [7, fmt(d.issue), 'v'],
        ],
      ],
      [
        22,
        [
          [3, '締切日', 'k'],
          [7, fmt(closing), 'v'],
        ],
      ],
      [26, [[10, `<div class="nm">${issuer}${kakuin(d, `left: ${sealLeft}px; top: -10px; opacity: .8;`)}</div>`, 'name']]],
      [20, [[10, `〒${d.zip}`]]],
      [20, [[10, street]]],
      ...(bldg ? [[20, [[10, bldg]]]] : []),
      [20, [[10, `TEL ${d.tel}　FAX ${d.fax}`]]],
      [20, [[10, `登録番号 ${d.reg}`]]],
      [20, [[10, `担当：${staff}`]]],
    ];
    const rows = Math.max(left.length, right.length);
    const head = [];
    for (let i = 0; i < rows; i++) {
      const [hl, cl] = left[i] ?? [20, [13]];
      const [hr, cr] = right[i] ?? [20, [10]];
      head.push(xlRow(Math.max(hl, hr), ...cl, 1, ...cr));
    }
    const itemRow = (it, i) =>
      xlRow(
        21,
        [1, it ? i + 1 : '', 'g c'],
        [2, it?.day ?? '', 'g c'],
        [4, it?.dwg ?? '', 'g'],
        [6, it?.name ?? '', 'g'],
        [3, it?.mat ?? '', 'g c'],
        [2, it ? yen(it.qty) : '', 'g n'],
        [1, it?.unit ?? '', 'g c'],
        [2, it ? yen(it.price) : '', 'g n'],
        [3, it ? yen(it.amount) : '', 'g n'],
      );
    const bankRows = [
      ['銀行名', d.bank.name],
      ['支店名', `${d.branch.name}${showBranchCode ? `（店番 ${d.branch.code}）` : ''}`],
      ['預金種目', TYPE_LABEL[d.type]],
      ['口座番号', d.account],
      ['口座名義', holder],
    ];
    const notes = [
      '※振込手数料は貴社にてご負担願います。',
      '※図番・数量に相違がございましたら',
      '　ご連絡くださいますようお願いいたします。',
      r.pick(['※材料は弊社手配分です。', '※支給材分は含みません。', '']),
      '',
    ];
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 11.5px; color: #111; }
      .xl { position: absolute; left: 40px; top: 38px; width: 714px; table-layout: fixed; }
      .xl td { border: 1px solid #d0d0d0; padding: 0 3px; white-space: nowrap; overflow: hidden; vertical-align: middle; }
      .xl .t { font-size: 24px; letter-spacing: .8em; text-align: center; background: #dbe5f1; border: 2px solid #1a1a1a; }
      .xl .buyer { font-size: 16px; border-bottom: 2px solid #111; } .xl .sm { font-size: 10.5px; } .xl .r { text-align: right; }
      .xl .lab { background: #dbe5f1; border: 2px solid #111; text-align: center; font-size: 13px; }
      .xl .amt { border: 2px solid #111; font-size: 20px; font-weight: bold; text-align: right; padding-right: 10px; }
      .xl .k { background: #f2f2f2; border: 1px solid #555; text-align: center; } .xl .v { border: 1px solid #555; padding-left: 8px; }
      .xl .name { font-size: 15px; font-weight: bold; overflow: visible; } .xl .nm { position: relative; }
      .xl .th { background: #dbe5f1; border: 1px solid #333; text-align: center; }
      .xl .g { border: 1px solid #444; } .xl .n { text-align: right; } .xl .c { text-align: center; } .xl .b { font-weight: bold; font-size: 13px; }
      .xl .bh { background: #dbe5f1; border: 2px solid #111; font-weight: bold; padding-left: 8px; }
      .xl .bl { background: #f2f2f2; border: 1px solid #555; border-left: 2px solid #111; text-align: center; }
      .xl .bv { border: 1px solid #555; border-right: 2px solid #111; padding-left: 8px; } .xl .end { border-bottom: 2px solid #111; }
      .xl .nh { background: #f2f2f2; border: 1px solid #555; padding-left: 8px; } .xl .nt { font-size: 10.5px; }
      .pg { position: absolute; left: 0; right: 0; bottom: 26px; text-align: center; font-size: 10px; color: #444; }`;
    const page = `<table class="xl"><colgroup>${`<col style="width:${714 / XL_COLS}px">`.repeat(XL_COLS)}</colgroup>
      ${xlRow(8, 24)}
      ${xlRow(42, [24, '請求書', 't'])}
      ${xlRow(14, 24)}
      ${head.join('')}
      ${xlRow(14, 24)}
      ${xlRow(24, [1, 'No.', 'th'], [2, '納品日', 'th'], [4, '図番', 'th'], [6, '品名', 'th'], [3, '材質', 'th'], [2, '数量', 'th'], [1, '単位', 'th'], [2, '単価', 'th'], [3, '金額', 'th'])}
      ${Array.from({ length: Math.max(13, items.length) }, (_, i) => itemRow(items[i], i)).join('')}
      ${xlRow(22, 15, [4, '小計', 'th'], [5, yen(s.subtotal), 'g n'])}
      ${xlRow(22, 15, [4, '消費税（10%）', 'th'], [5, yen(s.tax), 'g n'])}
      ${xlRow(26, 15, [4, '合計', 'th'], [5, `¥${yen(s.total)}`, 'g n b'])}
      ${xlRow(16, 24)}
      ${xlRow(22, [13, 'お振込先', 'bh'], 1, [10, '備考', 'nh'])}
      ${bankRows.map(([l, v], i) => xlRow(22, [3, l, `bl${i === bankRows.length - 1 ? ' end' : ''}`], [10, v, `bv${i === bankRows.length - 1 ? ' end' : ''}`], 1, [10, notes[i], 'nt'])).join('')}
      ${xlRow(14, 24)}</table>
      <div class="pg">1 / 1</div>`;
    return { pages: [page], css, printed: { issuer, holder, showBranchCode } };
  },
});

// 48 — a 介護・医療用品 supplier's monthly 請求書 to a care home or a clinic: 非課税 身体障害者用物品 (車いす, 特殊寝台 …)
// beside 10% supplies and 8% 介護食, a 税区分 column and a 区分別 table, the amount also written in 大字 (金壱拾弐萬…円也).
const CARE_TRADES = [
  ['メディカル', 'メディカル'],
  ['ケアサービス', 'ケアサービス'],
  ['福祉用具', 'フクシヨウグ'],
  ['ヘルスケア', 'ヘルスケア'],
  ['メディカルサプライ', 'メディカルサプライ'],
  ['介護用品', 'カイゴヨウヒン'],
];
const CARE_ITEMS = [
  ['車いす（自走用標準形）月額レンタル', '台', 3000, 8000, 0],
  ['特殊寝台（3モーター）月額レンタル', '台', 8000, 15000, 0],
  ['床ずれ防止用具（エアマット）月額レンタル', '台', 5000, 12000, 0],
  ['歩行器（四輪）', '台', 15000, 40000, 0],
  ['移動用リフト 吊り具', '個', 20000, 60000, 0],
  ['紙おむつ テープ止め（M）', 'ケース', 3000, 6000, 10],
  ['尿とりパッド（夜用）', 'ケース', 2000, 4500, 10],
  ['ニトリル手袋（100枚入）', '箱', 500, 1200, 10],
  ['手指消毒用アルコール 1L', '本', 600, 1500, 10],
  ['口腔ケアスポンジ（50本入）', '袋', 300, 900, 10],
  ['防水シーツ', '枚', 800, 2500, 10],
  ['サージカルマスク（50枚入）', '箱', 300, 1000, 10],
  ['介護食 ムース（やわらか食）', 'ケース', 3000, 8000, 8],
  ['とろみ調整食品 2kg', '袋', 2500, 6000, 8],
  ['栄養補助ゼリー（30個入）', '箱', 2500, 6500, 8],
  ['経口補水液 500ml（24本）', 'ケース', 3000, 5500, 8],
];
const CARE_BUYERS = [
  ['社会福祉法人{s}会', '特別養護老人ホーム {t}苑'],
  ['医療法人社団{s}会', '{t}クリニック'],
  ['株式会社{s}ケア', '介護付有料老人ホーム {t}'],
  ['社会福祉法人{s}福祉会', 'デイサービスセンター {t}'],
  ['医療法人{s}会', '介護老人保健施設 {t}の里'],
];
const CARE_WORDS = ['さくら', 'ひだまり', 'やすらぎ', 'かえで', 'あおば', 'すみれ', '陽だまり', 'なごみ'];
LAYOUTS.push({
  id: 'L48-care-hikazei-daiji',
  split: 'dev',
  title: "介護・医療用品 supplier's 請求書 with 非課税 lines and a 大字 amount",
  exercises:
    "a 介護・医療用品 supplier's monthly 請求書 to a care home or a clinic (法人名 over the 施設名, 御中, 施設長/事務長 様): 非課税 身体障害者用物品 (車いす・特殊寝台 レンタル) beside 10% supplies and 8%※ 介護食, a 税区分 column (非課税/8%※/10%) and a 区分別 対象額/消費税 table with the 非課税 amount, ご請求金額 as 大字 金壱拾弐萬参千四百五拾六円也 with the digits (¥/￥…-) beside it or the other way round, 介護保険事業所番号 beside the 登録番号, the issuer's address over two lines when long, 納品日 per line, 令和 or 西暦 dates, the 振込先 as a labelled box, 信用金庫 or banks",
  opts: (r, inst) => ({ bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, CARE_TRADES);
    landline(d);
    if (!d.bank.main && r.chance(0.5)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [by, bm] = billedMonth(d.issue);
    const last = endOfMonth(by, bm);
    const qtyOf = (unit, hi) => (unit === '台' && hi < 20000 ? r.int(1, 6) : hi > 10000 ? r.int(1, 3) : r.int(2, 20));
    const pool = (rate) => CARE_ITEMS.filter((x) => x[4] === rate);
    const items = shuffle(r, [
      ...itemsFrom(r, pool(0), r.int(1, 2), qtyOf),
      ...itemsFrom(r, pool(10), r.int(2, 3), qtyOf),
      ...(r.chance(0.75) ? itemsFrom(r, pool(8), r.int(1, 2), qtyOf) : []),
    ]);
    const days = items.map(() => r.int(1, last[2])).sort((a, b) => a - b);
    items.forEach((it, i) => {
      it.day = `${bm}/${days[i]}`;
    });
    const taxable = items.filter((it) => it.rate > 0);
    const nontax = items.filter((it) => it.rate === 0).reduce((t, it) => t + it.amount, 0);
    d.items = taxable;
    d.sum = summarize(taxable);
    const s = d.sum;
    const total = s.total + nontax;
    const wareki = r.chance(0.6);
    const fmt = DATE_FORMATS[wareki ? 'wareki' : r.pick(['seireki', 'slash'])];
    const period = wareki ? `令和${reiwa(by)}年${bm}月分` : `${by}年${bm}月分`;
    const issuer = spelled(d, r.pick(['full', 'full', 'paren']));
    const holder = holderPrinted(d, r.pick(['full', 'half', 'half-big']));
    const [st] = r.pick(STEMS);
    const [corp, facility] = r.pick(CARE_BUYERS);
    const word = r.pick(CARE_WORDS);
    const buyerCorp = corp.replace('{s}', st);
    const buyerFacility = facility.replace('{t}', r.chance(0.5) ? word : st);
    const daijiFirst = r.chance(0.5);
    const yenMark = r.pick(['¥', '￥']);
    const written = `金${daiji(total, r.pick(['萬', '万']))}円也`;
    const digits = `${yenMark}${yen(total)}-`;
    const kaigoNo = `${r.int(10, 47)}7${r.digits(7)}`;
    const label = (rate) => (rate === 0 ? '非課税' : rate === 8 ? '8%※' : '10%');
    const accent = r.pick(['#1f6f78', '#2e6b3a', '#44546a']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 12px; color: #222; }
      .wrap { padding: 44px 56px; } .top { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { margin: 0; font-size: 28px; letter-spacing: .4em; color: ${accent}; font-weight: 600; } h1 small { font-size: 13px; letter-spacing: .1em; color: #333; font-weight: normal; }
      .meta { font-size: 11.5px; line-height: 1.7; text-align: right; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 16px; }
      .to { line-height: 1.5; } .to .c { font-size: 13px; } .to .f { font-size: 18px; border-bottom: 1px solid #222; padding-right: 24px; white-space: nowrap; }
      .from { position: relative; line-height: 1.6; font-size: 11px; width: 330px; } .from b { font-size: 15px; }
      .amt { margin-top: 18px; border: 2px solid ${accent}; display: flex; align-items: center; }
      .amt .l { background: ${accent}; color: #fff; padding: 12px 16px; font-size: 14px; align-self: stretch; display: flex; align-items: center; }
      .amt .big { font-size: 22px; font-weight: bold; padding: 6px 16px; font-family: 'Noto Serif CJK JP'; white-space: nowrap; }
      .amt .sub { font-size: 13px; color: #333; padding-right: 14px; white-space: nowrap; }
      .items { width: 100%; margin-top: 14px; } .items th { background: ${accent}; color: #fff; font-weight: normal; padding: 4px; border: 1px solid ${accent}; }
      .items td { border: 1px solid #bbb; padding: 4px 6px; } .items .c { text-align: center; }
      .low { display: flex; justify-content: space-between; margin-top: 12px; align-items: flex-start; }
      .kb th, .kb td { border: 1px solid #999; padding: 3px 10px; font-weight: normal; } .kb th { background: #eef2f3; }
      .pay { width: 330px; border: 1px solid #888; } .pay caption { text-align: left; font-weight: bold; color: ${accent}; padding-bottom: 3px; }
      .pay th, .pay td { border: 1px solid #bbb; padding: 3px 8px; font-weight: normal; text-align: left; } .pay th { background: #eef2f3; width: 80px; }
      .note { margin-top: 12px; font-size: 10.5px; color: #444; line-height: 1.7; }`;
    const page = `<div class="wrap"><div class="top"><h1>請求書 <small>（${period}）</small></h1>
        <div class="meta">請求日　${fmt(d.issue)}<br>請求書番号　${d.no}</div></div>
      <div class="hd"><div class="to"><div class="c">${buyerCorp}</div><div class="f" style="font-size:${Math.min(18, Math.floor(340 / ([...buyerFacility].length + 3)))}px">${buyerFacility}　御中</div>
          <div style="margin-top:4px">${r.pick(['施設長', '事務長', '管理者'])}　${d.buyerPerson} 様</div>
          <p style="margin:14px 0 0">平素より格別のご高配を賜り厚く御礼申し上げます。<br>${period}の納品代金を下記のとおりご請求申し上げます。</p></div>
        <div class="from"><b>${issuer}</b><br>〒${d.zip}<br>${addrHtml(d.address, [...d.address].length > 24)}<br>TEL ${d.tel}　FAX ${d.fax}<br>介護保険事業所番号 ${kaigoNo}<br>登録番号 ${d.reg}
          ${kakuin(d, 'right: -4px; top: 46px; opacity: .78;')}</div></div>
      <div class="amt"><div class="l">ご請求金額</div><div class="big">${daijiFirst ? written : digits}</div><div class="sub">（${daijiFirst ? digits : written}）</div></div>
      <div style="margin-top:8px">お支払期限　${fmt(d.due)}</div>
      <table class="items"><tr><th style="width:52px">納品日</th><th>品名</th><th style="width:60px">税区分</th><th style="width:70px">数量</th><th style="width:72px">単価</th><th style="width:90px">金額</th></tr>
        ${rowsOf(items, [[(it) => it.day, 'c'], [(it) => it.name], [(it) => label(it.rate), 'c'], [(it) => `${it.qty}${it.unit}`, 'num'], [(it) => yen(it.price), 'num'], [(it) => yen(it.amount), 'num']])}</table>
      <div class="low"><table class="kb"><tr><th>区分</th><th>対象金額</th><th>消費税</th></tr>
          ${[10, 8]
            .filter((k) => s.by[k])
            .map(
              (k) =>
                `<tr><td>${k}%対象${k === 8 ? '※' : ''}</td><td class="num">${yen(s.by[k].base)}</td><td class="num">${yen(s.by[k].tax)}</td></tr>`,
            )
            .join('')}
          <tr><td>非課税</td><td class="num">${yen(nontax)}</td><td class="num">−</td></tr>
          <tr><td>計</td><td class="num">${yen(s.subtotal + nontax)}</td><td class="num">${yen(s.tax)}</td></tr>
          <tr><th><b>合計（税込）</b></th><td class="num" colspan="2"><b>${yen(total)}</b></td></tr></table>
        <table class="pay"><caption>お振込先</caption><tr><th>金融機関</th><td>${d.bank.name}　${d.branch.name}</td></tr>
          <tr><th>口座</th><td>${TYPE_LABEL[d.type]}預金　${d.account}</td></tr><tr><th>口座名義</th><td>${holder}</td></tr></table></div>
      <div class="note">${s.by[8] ? '※は軽減税率（8%）対象品目です。<br>' : ''}車いす・特殊寝台等の身体障害者用物品の貸付け・譲渡は消費税非課税です。<br>恐れ入りますが、振込手数料は貴施設にてご負担くださいますようお願い申し上げます。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 49 — a 司法書士 office's 御請求書 for a 登記: 報酬 and 実費（立替金）in two tables side by side, a 精算 table where the
// 源泉徴収税額 ((報酬額 − 10,000円) × 10.21%, for a company client) comes off the 報酬 only, the 実費 is added, a 預り金 maybe
// deducted; 事件名 / 対象 / 申請日 / 登記完了日 rows, a round 職印.
const REG_CASES_CORP = [
  {
    name: '役員変更登記',
    target: 'co',
    fees: [
      ['登記申請代理（役員変更）', 15000, 30000],
      ['株主総会議事録・就任承諾書等作成', 5000, 20000],
    ],
    tax: () => 10000,
  },
  {
    name: '本店移転登記（管轄内）',
    target: 'co',
    fees: [
      ['登記申請代理（本店移転）', 20000, 40000],
      ['取締役会議事録作成', 5000, 15000],
    ],
    tax: () => 30000,
  },
  {
    name: '目的変更登記',
    target: 'co',
    fees: [
      ['登記申請代理（目的変更）', 20000, 40000],
      ['株主総会議事録作成', 5000, 15000],
      ['定款変更案作成', 10000, 30000],
    ],
    tax: () => 30000,
  },
  {
    name: '所有権移転登記（売買）',
    target: 'land',
    fees: [
      ['所有権移転登記 申請代理', 40000, 80000],
      ['登記原因証明情報作成', 10000, 20000],
      ['決済立会', 10000, 30000],
    ],
    tax: (r) => Math.floor((r.int(800, 6000) * 10000 * 0.02) / 100) * 100,
  },
  {
    name: '抵当権抹消登記',
    target: 'land',
    fees: [
      ['抵当権抹消登記 申請代理', 12000, 20000],
      ['登記原因証明情報作成', 3000, 8000],
    ],
    tax: (r) => 1000 * r.int(1, 3),
  },
];
const REG_CASES_PERSON = [
  {
    name: '相続による所有権移転登記',
    target: 'land',
    fees: [
      ['相続登記 申請代理', 40000, 90000],
      ['遺産分割協議書作成', 20000, 50000],
      ['戸籍謄本等収集代行', 10000, 30000],
      ['相続関係説明図作成', 5000, 15000],
    ],
    tax: (r) => Math.floor((r.int(500, 4000) * 10000 * 0.004) / 100) * 100,
    koseki: true,
  },
  REG_CASES_CORP[4],
];
const LAND_TOWNS = [
  '東京都世田谷区桜新町',
  '東京都杉並区荻窪',
  '東京都練馬区石神井町',
  '埼玉県川口市芝',
  '千葉県船橋市本町',
  '神奈川県藤沢市鵠沼',
  '大阪府豊中市岡町',
  '兵庫県西宮市甲子園町',
];
LAYOUTS.push({
  id: 'L49-shihoshoshi-jippi',
  split: 'dev',
  title: '司法書士 office 御請求書 with 報酬, 実費 and 源泉',
  exercises:
    "a 司法書士 office's 御請求書 for a 登記 (役員変更, 本店移転, 所有権移転, 抵当権抹消, 相続): 事件名/対象/申請日/登記完了日 rows, ご請求金額 金 ¥…－ box, 【報酬】 (小計, 消費税, 報酬計) and 【実費（立替金）】 (登録免許税, 登記事項証明書 @600×n, 登記情報 @331×n, 郵送料, 戸籍 …) in two tables side by side, a 精算 table: 報酬計 − 源泉徴収税額 ((報酬額 − 10,000円) × 10.21%, only for a company client) + 実費計 (− お預り金) = 差引ご請求額, the issuer a 屋号 (山田司法書士事務所) with 司法書士 山田 太郎, 司法書士会 登録 and 認定 numbers, 職印, 令和 dates, TEL + FAX, holder with シホウシヨシ, the 屋号 in kana or the name only, 信用金庫 or banks",
  opts: () => ({ sole: true, rates: '10' }),
  render(d, r) {
    setYago(d, '司法書士事務所');
    landline(d);
    if (!d.bank.main && r.chance(0.5)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const person = r.chance(0.35);
    const job = r.pick(person ? REG_CASES_PERSON : REG_CASES_CORP);
    const round = (n) => Math.round(n / 1000) * 1000;
    const fees = job.fees.filter((f, i) => i === 0 || r.chance(0.75)).map(([name, lo, hi]) => [name, round(r.int(lo, hi))]);
    if (r.chance(0.5)) fees.push(['登記事項証明書取得手続', r.pick([1000, 1500, 2000])]);
    if (r.chance(0.4)) fees.push(['事前調査（登記情報確認）', r.pick([1000, 2000, 3000])]);
    const fee = fees.reduce((t, f) => t + f[1], 0);
    d.items = [{ name: '報酬', unit: '式', qty: 1, price: fee, amount: fee, rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const nCert = r.int(1, 3);
    const nInfo = r.int(1, 4);
    const jippi = [
      ['登録免許税', job.tax(r)],
      [`登記事項証明書 交付手数料（@600×${nCert}通）`, 600 * nCert],
    ];
    if (r.chance(0.6)) jippi.push([`登記情報提供サービス利用料（@331×${nInfo}件）`, 331 * nInfo]);
    if (job.koseki) {
      const n = r.int(3, 9);
      jippi.push([`戸籍謄本・除籍謄本等 取得費（${n}通）`, 450 * n + 300 * r.int(0, n)]);
    }
    if (r.chance(0.6)) jippi.push(['郵送料（レターパックプラス）', 600 * r.int(1, 2)]);
    if (r.chance(0.4)) jippi.push(['交通費', r.int(4, 30) * 100]);
    const jippiSum = jippi.reduce((t, j) => t + j[1], 0);
    const gensen = person ? 0 : Math.floor(((s.subtotal - 10000) * 1021) / 10000);
    const before = s.total - gensen + jippiSum;
    const azukari = r.chance(0.3) && before > 30000 ? Math.floor((before * r.range(0.3, 0.8)) / 10000) * 10000 : 0;
    const total = before - azukari;
    const done = addDays(d.issue, -r.int(1, 10));
    const filed = addDays(done, -r.int(5, 14));
    const fmt = DATE_FORMATS.wareki;
    const surnameKana = d.holderBase.split(' ')[0];
    const holder = holderPrinted(
      {
        holderBase: r.pick([`シホウショシ ${d.holderBase}`, d.holderBase, `${surnameKana}シホウショシジムショ`]),
      },
      r.pick(['full', 'big', 'half', 'half-big']),
    );
    const buyer = person ? `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}　様` : `${d.buyerName}　御中`;
    const target =
      job.target === 'co'
        ? `${d.buyerName}（会社法人等番号 ${r.digits(4)}-${pad2(r.int(1, 3))}-${r.digits(6)}）`
        : `${r.pick(LAND_TOWNS)}${r.int(1, 5)}丁目${r.int(1, 40)}番${r.int(1, 20)}の土地${r.chance(0.6) ? '及び建物' : ''}`;
    const pref = d.address.match(/^(東京都|北海道|大阪府|京都府|.{2,3}?県)/)[1];
    const kai = `${{ 東京都: '東京', 北海道: '札幌', 大阪府: '大阪', 京都府: '京都' }[pref] ?? pref}司法書士会`;
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 12.5px; line-height: 1.6; color: #1c1c1c; }
      .wrap { padding: 44px 60px; } .dt { text-align: right; } h1 { text-align: center; font-size: 26px; letter-spacing: .6em; font-weight: 600; margin: 4px 0 14px; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .to { font-size: 18px; border-bottom: 1px solid #222; padding: 0 30px 2px 0; white-space: nowrap; }
      .from { position: relative; font-size: 11.5px; line-height: 1.6; width: 290px; } .from b { font-size: 16px; } .from .nm { font-size: 13.5px; }
      .case { width: 100%; margin-top: 12px; } .case th, .case td { border: 1px solid #555; padding: 3px 8px; font-weight: normal; text-align: left; } .case th { background: #f1efe8; width: 92px; }
      .amt { margin-top: 12px; } .amt th { border: 2px solid #222; background: #f1efe8; font-weight: normal; padding: 6px 16px; font-size: 14px; }
      .amt td { border: 2px solid #222; font-size: 22px; font-weight: bold; padding: 2px 22px; min-width: 240px; text-align: right; }
      .two { display: flex; gap: 16px; margin-top: 14px; align-items: flex-start; } .two table { flex: 1; }
      .sec caption { text-align: left; font-weight: bold; padding-bottom: 2px; } .sec th, .sec td { border: 1px solid #777; padding: 3px 7px; font-weight: normal; font-size: 11.5px; }
      .sec th { background: #f1efe8; } .sec .t td { background: #faf7ec; font-weight: bold; }
      .calc { margin: 14px 0 0 auto; } .calc th, .calc td { border-bottom: 1px solid #888; padding: 3px 10px; font-weight: normal; text-align: left; } .calc td { text-align: right; min-width: 130px; }
      .calc .g th, .calc .g td { font-size: 16px; font-weight: bold; border-bottom: 3px double #222; }
      .pay { margin-top: 16px; border: 1px solid #555; padding: 6px 14px; line-height: 1.8; }`;
    const page = `<div class="wrap"><div class="dt">${fmt(d.issue)}<br>請求番号　${d.no}</div>
      <h1>御請求書</h1>
      <div class="hd"><div><div class="to" style="font-size:${Math.min(18, Math.floor(360 / [...buyer].length))}px">${buyer}</div><p style="margin:12px 0 0">このたびはご依頼いただき誠にありがとうございました。<br>下記のとおり御請求申し上げます。</p></div>
        <div class="from"><b>${d.yago}</b><br><span class="nm">司法書士　${d.person}</span><br>${kai} 登録第${r.int(1000, 9999)}号<br>${r.chance(0.5) ? `簡裁訴訟代理等関係業務認定 第${r.int(100000, 999999)}号<br>` : ''}〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}
          ${kakuin(d, 'right: 6px; top: 2px; border-radius: 50%; opacity: .8;')}</div></div>
      <table class="case"><tr><th>事件名</th><td colspan="3">${job.name}</td></tr><tr><th>対象</th><td colspan="3">${target}</td></tr>
        <tr><th>申請日</th><td>${fmt(filed)}</td><th>登記完了日</th><td>${fmt(done)}</td></tr></table>
      <table class="amt"><tr><th>ご請求金額</th><td>金 ¥${yen(total)}－</td></tr></table>
      <div class="two"><table class="sec"><caption>【報酬】</caption><tr><th>項目</th><th>金額（円）</th></tr>
          ${fees.map(([n, v]) => `<tr><td>${n}</td><td class="num">${yen(v)}</td></tr>`).join('')}
          <tr><td>小計（税抜）</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr>
          <tr class="t"><td>報酬計</td><td class="num">${yen(s.total)}</td></tr></table>
        <table class="sec"><caption>【実費（立替金）】</caption><tr><th>項目</th><th>金額（円）</th></tr>
          ${jippi.map(([n, v]) => `<tr><td>${n}</td><td class="num">${yen(v)}</td></tr>`).join('')}
          <tr class="t"><td>実費計（非課税・不課税）</td><td class="num">${yen(jippiSum)}</td></tr></table></div>
      <table class="calc"><caption style="text-align:left;font-weight:bold">【精算】</caption><tr><th>報酬計（税込）</th><td>${yen(s.total)}円</td></tr>
        ${person ? '' : `<tr><th>源泉徴収税額（（報酬額−10,000円）×10.21%）</th><td>△${yen(gensen)}円</td></tr>`}
        <tr><th>実費計</th><td>${yen(jippiSum)}円</td></tr>
        ${azukari ? `<tr><th>お預り金</th><td>△${yen(azukari)}円</td></tr>` : ''}
        <tr class="g"><th>差引ご請求額</th><td>${yen(total)}円</td></tr></table>
      <div class="pay">お支払期限　${fmt(d.due)}<br>【お振込先】${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}</div>
      <p style="font-size:11px;margin-top:8px">※登録免許税等の実費は立替払いのため消費税の対象外です。${person ? '' : '源泉徴収税額は貴社にて納付をお願いいたします。'}</p></div>`;
    return { pages: [page], css, printed: { holder, total } };
  },
});

// 50 — an old shop's (老舗: 和菓子, 酒造, 茶舗) 御請求書 whose upper half is set vertically (縦書き): 御請求書, the buyer
// with 御中, 金…円也 in full-width digits, 但し書き, the date in kanji numerals, the issuer's block and 角印; the items, the
// 税率別 totals, the due date and the 振込先 set across in the lower half.
const SHINISE = [
  {
    trade: ['本舗', 'ホンポ'],
    items: [
      ['上生菓子 詰合せ（12個入）', '箱', 2500, 4800, 8],
      ['本練羊羹（竹皮包）', '本', 1500, 3500, 8],
      ['最中 詰合せ（20個入）', '箱', 2500, 5000, 8],
      ['どら焼き（10個入）', '箱', 1500, 2800, 8],
      ['季節の干菓子', '箱', 1200, 3000, 8],
      ['掛紙・名入れ', '枚', 50, 200],
      ['配送料', '件', 800, 1500],
    ],
  },
  {
    trade: ['酒造', 'シュゾウ'],
    items: [
      ['純米大吟醸 720ml', '本', 2500, 6000],
      ['純米吟醸 1.8L', '本', 3000, 5000],
      ['本醸造 1.8L', '本', 2000, 3000],
      ['酒粕 1kg', '袋', 500, 900, 8],
      ['米麹甘酒 500ml', '本', 400, 800, 8],
      ['贈答用化粧箱', '個', 200, 500],
      ['配送料', '件', 800, 1500],
    ],
  },
  {
    trade: ['茶舗', 'チャホ'],
    items: [
      ['煎茶 特上 100g', '袋', 1200, 3000, 8],
      ['玉露 100g', '袋', 2000, 5000, 8],
      ['ほうじ茶 200g', '袋', 600, 1200, 8],
      ['抹茶 40g 缶', '缶', 1500, 3500, 8],
      ['急須（常滑焼）', '個', 3000, 8000],
      ['贈答用桐箱', '個', 500, 1500],
      ['配送料', '件', 800, 1500],
    ],
  },
];
/** Full-width digits, letters, hyphens and commas, upright in vertical text (NFKC undoes it). */
const tate = (s) => zen(s).replace(/,/g, '，').replace(/ /g, '　');
LAYOUTS.push({
  id: 'L50-tategaki-shinise',
  split: 'dev',
  title: "老舗's 御請求書 with its upper half set vertically",
  exercises:
    "an old shop's (和菓子 本舗, 酒造, 茶舗) 御請求書 whose upper half is 縦書き, read right to left: 御請求書, the buyer with 御中, 金１２３，４５６円也 in upright full-width digits with （内消費税…円）, 但し書き, the issue date in kanji numerals (令和八年十二月五日 or 二〇二六年十二月五日), 請求番号, then the issuer's 〒 and address (the building in a column of its own), name with 角印, 代表, 電話/ＦＡＸ and 登録番号 all in full-width digits; the lower half set across: items with ※ on 8% rows beside 10% sake, boxes and 配送料, 8%/10% 対象額・消費税, 合計, お支払期限 in Arabic digits, 振込先 on one line, 株式会社/有限会社 spelled in full, half- or full-width holders",
  opts: (r, inst) => ({ bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    const shop = r.pick(SHINISE);
    setCorp(
      d,
      r,
      [shop.trade],
      [
        ['株式会社', 'カ'],
        ['株式会社', 'カ'],
        ['有限会社', 'ユ'],
      ],
    );
    landline(d);
    if (!d.bank.main && r.chance(0.5)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    d.items = itemsFrom(r, shop.items, r.int(3, 6), (unit, hi) =>
      unit === '件' ? r.int(1, 40) : hi < 600 ? r.int(10, 80) : r.int(5, 60),
    );
    d.sum = summarize(d.items);
    const s = d.sum;
    d.no = String(r.int(1000, 99999));
    const [, bm] = billedMonth(d.issue);
    const purpose = [6, 7, 8].includes(bm)
      ? '御中元品代'
      : [11, 12].includes(bm)
        ? '御歳暮品代'
        : r.pick(['御進物代', 'お品代', '御贈答品代']);
    const era = r.chance(0.6);
    const fmt = DATE_FORMATS[r.pick(['wareki', 'seireki', 'slash'])];
    const holder = holderPrinted(d, r.pick(['half', 'full', 'big', 'half-big']));
    const [street, bldg] = addrLines(d.address);
    const rep = representative(d, r);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 13px; color: #1d1a16; }
      .tate { position: absolute; top: 46px; right: 58px; height: 468px; writing-mode: vertical-rl; line-height: 1.75; }
      .tate > div { margin-left: 10px; }
      .tate .ttl { font-size: 34px; letter-spacing: .5em; margin-left: 26px; font-weight: 600; }
      .tate .to { font-size: 20px; border-left: 1px solid #1d1a16; padding-top: 18px; margin-left: 24px; }
      .tate .amt { font-size: 24px; font-weight: 600; padding-top: 40px; }
      .tate .sub { padding-top: 70px; font-size: 12.5px; margin-left: 22px; }
      .tate .tada { padding-top: 40px; margin-left: 34px; }
      .tate .dt { padding-top: 18px; }
      .tate .no { padding-top: 18px; font-size: 12px; margin-left: 24px; }
      .tate .from { text-align: end; font-size: 12.5px; line-height: 1.7; }
      .tate .nm { font-size: 19px; font-weight: 600; position: relative; margin: 0 6px; }
      .rule { position: absolute; left: 56px; right: 56px; top: 536px; border-top: 3px double #5a4a3a; }
      .low { position: absolute; left: 56px; right: 56px; top: 556px; font-size: 12px; }
      .items { width: 100%; } .items th { border-top: 1px solid #5a4a3a; border-bottom: 1px solid #5a4a3a; background: #f4efe6; font-weight: normal; padding: 4px; }
      .items td { border-bottom: 1px dotted #999; padding: 4px 6px; }
      .sums { margin: 10px 0 0 auto; } .sums th { text-align: left; font-weight: normal; padding: 2px 30px 2px 8px; } .sums td { padding: 2px 8px; text-align: right; }
      .sums .g th, .sums .g td { border-top: 1px solid #5a4a3a; font-weight: bold; font-size: 14px; }
      .pay { margin-top: 16px; border: 1px solid #5a4a3a; padding: 8px 14px; line-height: 1.8; }`;
    const upper = `<div class="tate">
      <div class="ttl">御請求書</div>
      <div class="to">${d.buyerName}　御中</div>
      <div>毎度格別のお引き立てを賜り、厚く御礼申し上げます。</div>
      <div>下記の通り御請求申し上げます。</div>
      <div class="amt">一、金　${tate(yen(s.total))}円也</div>
      <div class="sub">（内消費税等　${tate(yen(s.tax))}円）</div>
      <div class="tada">但し　${kanjiNum(bm)}月分　${purpose}として</div>
      <div class="dt">${kanjiDate(d.issue, era)}</div>
      <div class="no">請求番号　${tate(d.no)}</div>
      <div class="from">〒${tate(d.zip)}<br>${tate(street)}${bldg ? `<br>${tate(bldg)}` : ''}</div>
      <div class="from nm">${d.issuerName}${kakuin(d, `left: -22px; top: ${Math.max(0, 468 - [...d.issuerName].length * 19 - 40)}px; opacity: .8;`)}</div>
      <div class="from">${rep}<br>電話　${tate(d.tel)}<br>ＦＡＸ　${tate(d.fax)}<br>登録番号　${tate(d.reg)}</div></div>`;
    const lower = `<div class="rule"></div><div class="low">
      <table class="items"><tr><th>品名</th><th style="width:70px">数量</th><th style="width:80px">単価</th><th style="width:100px">金額</th></tr>
        ${rowsOf(d.items, [[(it) => `${it.name}${it.rate === 8 ? ' ※' : ''}`], [(it) => `${it.qty}${it.unit}`, 'num'], [(it) => yen(it.price), 'num'], [(it) => yen(it.amount), 'num']])}</table>
      <table class="sums">
        ${[8, 10]
          .filter((k) => s.by[k])
          .map(
            (k) =>
              `<tr><th>${k}%対象${k === 8 ? '※' : ''}</th><td>${yen(s.by[k].base)}円</td><th>消費税</th><td>${yen(s.by[k].tax)}円</td></tr>`,
          )
          .join('')}
        <tr class="g"><th>合計</th><td colspan="3">${yen(s.total)}円</td></tr></table>
      ${s.by[8] ? '<div style="font-size:11px">※印は軽減税率（8%）対象です。</div>' : ''}
      <div class="pay">お支払期限　${fmt(d.due)}<br>お振込先　${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}　名義　${holder}</div></div>`;
    return { pages: [upper + lower], css, printed: { holder } };
  },
});

// 51 — a building-services company's (清掃・設備管理・警備) monthly 請求書 for several 現場: the items grouped by 現場 with
// a 小計 each, then 税抜合計/消費税/合計; 発行日/請求書番号/登録番号 stacked small at the top right, the buyer at the top
// left with 様 on its own short underline, two 振込先 as the rows of a 銀行名/支店名/種別/口座番号 table (the first to use).
const FM_TRADES = [
  ['ビルサービス', 'ビルサービス'],
  ['ビル管理', 'ビルカンリ'],
  ['警備保障', 'ケイビホショウ'],
  ['クリーンサービス', 'クリーンサービス'],
  ['ファシリティーズ', 'ファシリティーズ'],
  ['総合管理', 'ソウゴウカンリ'],
];
const FM_WORK = [
  ['日常清掃業務（月額）', '月', 80000, 400000],
  ['定期清掃（床面洗浄・ワックス）', '回', 30000, 120000],
  ['窓ガラス清掃', '回', 20000, 90000],
  ['空調設備点検', '回', 15000, 60000],
  ['消防用設備等点検', '回', 20000, 80000],
  ['施設警備（常駐）', '時間', 1800, 3200],
  ['巡回警備', '回', 3000, 8000],
  ['貯水槽清掃', '式', 30000, 90000],
  ['臨時清掃（作業員2名）', '回', 15000, 40000],
];
const FM_SITES = ['{s}ビル', '{s}第2ビル', '{p}営業所', '{p}物流センター', '{s}本社', '{p}店', '{p}研修センター'];
const FM_TOWNS = ['渋谷', '新宿', '梅田', '栄', '博多', '仙台', '大宮', '千葉', '横浜', '川崎', '厚木', '柏'];
LAYOUTS.push({
  id: 'L51-sites-two-banks',
  split: 'dev',
  title: "building-services company's 請求書 grouped by 現場, two 振込先 in a table",
  exercises:
    "a building-services company's (清掃・設備管理・警備) monthly 請求書: 発行日/請求書番号/登録番号 stacked in small type at the top right over the issuer (name, 〒 address over two lines when long, TEL/FAX, 担当), the buyer top left with 様 on its own short underline and a 部署/担当 line, 件名 with the month, ご請求金額（税込） box and お支払期限, items grouped under ■ 現場 headings (清掃 月額, 定期清掃, 点検, 警備 hours) with a 現場小計 each, then 税抜合計/消費税（10%）/合計, two 振込先 as the rows of a 銀行名/支店名/(店番)/種別/口座番号 table with one 口座名義 under it (the first row is the account), 株式会社 or (株)/㈱, slash or 年月日 dates, half- or full-width holders",
  opts: (r, inst) => ({ rates: '10', bank: inst === 0 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, FM_TRADES);
    landline(d);
    ordinaryAtNetBank(d);
    const [, bm] = billedMonth(d.issue);
    const nSites = r.int(2, 3);
    const names = new Set();
    while (names.size < nSites) names.add(r.pick(FM_SITES).replace('{s}', r.pick(STEMS)[0]).replace('{p}', r.pick(FM_TOWNS)));
    const qtyOf = (unit) => (unit === '時間' ? r.int(12, 70) * 10 : unit === '回' ? r.int(1, 4) : 1);
    const sites = [...names].map((name) => ({ name, items: itemsFrom(r, FM_WORK, r.int(1, 3), qtyOf) }));
    d.items = sites.flatMap((x) => x.items);
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['slash', 'seireki', 'seirekiPad'])];
    const issuer = spelled(d, r.pick(['full', 'full', 'paren', 'circled']));
    const holder = holderPrinted(d, r.pick(['half', 'full', 'half-big']));
    const second = secondAccount(r, d);
    if (['楽天銀行', '住信SBIネット銀行'].includes(second.bank)) second.type = 2;
    const showBranchCode = r.chance(0.5);
    const staff = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const accent = r.pick(['#24466b', '#3a5a40', '#5b4636']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 11.5px; color: #222; }
      .wrap { padding: 40px 54px; } .top { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { font-size: 26px; margin: 0 0 22px; letter-spacing: .4em; font-weight: 500; color: ${accent}; }
      .to { display: flex; align-items: flex-end; gap: 10px; } .to .n { border-bottom: 1px solid #222; min-width: 280px; padding: 0 10px 2px 2px; white-space: nowrap; }
      .to .sama { border-bottom: 1px solid #222; padding: 0 6px 2px; }
      .meta { text-align: right; font-size: 9.5px; line-height: 1.6; color: #333; }
      .from { margin-top: 10px; line-height: 1.6; font-size: 11px; text-align: right; position: relative; } .from b { font-size: 15px; }
      .amt { display: flex; margin-top: 16px; border: 2px solid ${accent}; width: 420px; } .amt div { padding: 7px 12px; } .amt .l { background: ${accent}; color: #fff; }
      .amt .v { font-size: 20px; font-weight: bold; flex: 1; text-align: right; }
      .items { width: 100%; margin-top: 14px; } .items th { background: ${accent}; color: #fff; font-weight: normal; padding: 4px; }
      .items td { border-bottom: 1px solid #d4d4d4; padding: 4px 6px; } .items .site td { background: #eef1f4; font-weight: bold; border-bottom: 1px solid #999; }
      .items .sub td { border-bottom: 1px solid #999; } .items .sub td:first-child { text-align: right; color: #444; }
      .tot { margin: 10px 0 0 auto; } .tot th { text-align: left; font-weight: normal; padding: 3px 30px 3px 8px; border-bottom: 1px solid #ccc; } .tot td { padding: 3px 8px; border-bottom: 1px solid #ccc; text-align: right; min-width: 120px; }
      .tot .g th, .tot .g td { font-weight: bold; font-size: 14px; border-bottom: 2px solid ${accent}; }
      .bank { margin-top: 16px; } .bank caption { text-align: left; font-weight: bold; padding-bottom: 3px; }
      .bank th, .bank td { border: 1px solid #999; padding: 3px 10px; font-weight: normal; } .bank th { background: #eef1f4; }`;
    const rows = sites
      .map(
        (x) =>
          `<tr class="site"><td colspan="5">■ ${x.name}</td></tr>${rowsOf(x.items, [[(it) => `　${it.name}`], [(it) => yen(it.qty), 'num'], [(it) => it.unit], [(it) => yen(it.price), 'num'], [(it) => yen(it.amount), 'num']])}
          <tr class="sub"><td colspan="4">現場小計</td><td class="num">${yen(x.items.reduce((t, it) => t + it.amount, 0))}</td></tr>`,
      )
      .join('');
    const code3 = () => `${r.int(1, 8)}${r.digits(2)}`;
    const page = `<div class="wrap"><div class="top">
        <div><h1>請求書</h1><div class="to" style="font-size:${Math.min(17, Math.floor(290 / [...d.buyerName].length))}px"><span class="n">${d.buyerName}</span><span class="sama">様</span></div>
          <div style="margin-top:6px">${r.pick(['総務部', '管理部', '施設管理部'])}　${d.buyerPerson} 様</div></div>
        <div><div class="meta">発行日　${fmt(d.issue)}<br>請求書番号　${d.no}<br>登録番号　${d.reg}</div>
          <div class="from"><b>${issuer}</b><br>〒${d.zip}　${addrHtml(d.address, [...d.address].length > 24)}<br>TEL ${d.tel}　FAX ${d.fax}<br>担当：${staff}</div></div></div>
      <div style="margin-top:18px">件名：${bm}月分 ${r.pick(['建物管理業務委託料', '清掃・設備管理業務委託料', '施設管理業務委託料'])}</div>
      <div style="margin-top:4px">下記のとおりご請求申し上げます。</div>
      <div class="amt"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(s.total)}</div></div>
      <div style="margin-top:6px">お支払期限：${fmt(d.due)}</div>
      <table class="items"><tr><th>現場・作業内容</th><th style="width:64px">数量</th><th style="width:40px">単位</th><th style="width:80px">単価</th><th style="width:100px">金額</th></tr>${rows}</table>
      <table class="tot"><tr><th>税抜合計</th><td>${yen(s.subtotal)}</td></tr><tr><th>消費税（10%）</th><td>${yen(s.tax)}</td></tr>
        <tr class="g"><th>合計</th><td>¥${yen(s.total)}</td></tr></table>
      <table class="bank"><caption>お振込先（下記いずれかの口座へお振込みください）</caption>
        <tr><th>銀行名</th><th>支店名</th>${showBranchCode ? '<th>店番</th>' : ''}<th>種別</th><th>口座番号</th></tr>
        <tr><td>${d.bank.name}</td><td>${d.branch.name}</td>${showBranchCode ? `<td>${d.branch.code}</td>` : ''}<td>${TYPE_LABEL[d.type]}</td><td>${d.account}</td></tr>
        <tr><td>${second.bank}</td><td>${second.branch}</td>${showBranchCode ? `<td>${code3()}</td>` : ''}<td>${TYPE_LABEL[second.type]}</td><td>${second.account}</td></tr>
        <tr><th>口座名義</th><td colspan="${showBranchCode ? 4 : 3}">${holder}</td></tr></table>
      <p style="font-size:10.5px;color:#555">※振込手数料は貴社にてご負担ください。作業報告書は別途お送りしております。</p></div>`;
    return { pages: [page], css, printed: { issuer, holder, showBranchCode } };
  },
});

// 52 — an office-equipment dealer's monthly 複合機 counter bill, a 請求書兼振込依頼書: the meter readings (前回/今回指針,
// 使用枚数, 基本枚数, 請求枚数, decimal 単価) above a キリトリ線, and below it a bank's 振込依頼書 pre-filled with the
// account: 受取人 one katakana per box, 口座番号 and 金額 one digit per box, the 預金種目 circled, beside its 振込金受取書.
const OA_TRADES = [
  ['事務機', 'ジムキ'],
  ['OAシステム', 'オーエーシステム'],
  ['ビジネスマシン', 'ビジネスマシン'],
  ['オフィス機器', 'オフィスキキ'],
  ['事務器', 'ジムキ'],
];
/** Characters one per box, blank boxes after them up to n. */
const boxes = (chars, n) => `<span class="bx">${Array.from({ length: n }, (_, i) => `<i>${chars[i] ?? ''}</i>`).join('')}</span>`;
LAYOUTS.push({
  id: 'L52-furikomi-irai',
  split: 'dev',
  title: "office-equipment dealer's 請求書兼振込依頼書 (複合機 counter bill)",
  exercises:
    "an office-equipment dealer's monthly 複合機 counter bill as a 請求書兼振込依頼書: the buyer's 〒 address and name at the top left (window envelope), お客様番号/請求書番号/請求日, 機種/機番/検針日, a meter table of 前回指針/今回指針/使用枚数/基本枚数/請求枚数/単価 (1.8, 12.5)/金額 for モノクロ and カラー, 保守基本料金 and paper lines, 小計/消費税/合計, 今回ご請求金額 box and the お支払期限; under a キリトリ線 a bank 振込依頼書 pre-filled with the account — bank and branch, the 預金種目 circled (1 普通 2 当座), 口座番号 and 金額 one digit per box (¥ before the first), the 受取人 one katakana per box — beside a 振込金受取書（ご依頼人控） repeating it, no 振込先 elsewhere; 株式会社/(株), slash or 年月日 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, OA_TRADES);
    landline(d);
    if (!d.bank.main && r.chance(0.4)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const read = r.chance(0.5) ? [y, m, 20] : endOfMonth(y, m);
    d.issue = addDays(read, r.int(1, 6));
    const nm = addDays(endOfMonth(read[0], read[1]), 1);
    d.due = r.chance(0.6) ? endOfMonth(nm[0], nm[1]) : [nm[0], nm[1], r.pick([10, 15, 25])];
    const meter = (lo, hi, usedLo, usedHi, basic, p10lo, p10hi) => {
      const prev = r.int(lo, hi);
      const used = r.int(usedLo, usedHi);
      const billed = Math.max(0, used - basic);
      const p10 = r.int(p10lo, p10hi);
      return { prev, now: prev + used, used, basic, billed, p10, amount: Math.floor((billed * p10) / 10) };
    };
    const meters = [['モノクロ', meter(10000, 900000, 800, 25000, r.pick([0, 0, 500, 1000]), 10, 35)]];
    if (r.chance(0.8)) meters.push(['カラー', meter(2000, 200000, 100, 5000, 0, 80, 250)]);
    const base = r.int(3, 20) * 1000;
    const others = [{ name: '保守基本料金（月額）', unit: '式', qty: 1, price: base, amount: base, rate: 10 }];
    if (r.chance(0.4)) {
      const q = r.int(2, 10);
      const p = r.int(260, 420) * 10;
      others.push({ name: 'A4コピー用紙（2,500枚入）', unit: '箱', qty: q, price: p, amount: q * p, rate: 10 });
    }
    d.items = [
      ...meters.map(([name, x]) => ({ name, unit: '枚', qty: x.billed, price: x.p10 / 10, amount: x.amount, rate: 10 })),
      ...others,
    ];
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['slash', 'seireki', 'seirekiPad'])];
    const issuer = spelled(d, r.pick(['full', 'full', 'paren']));
    const holder = holderPrinted(d, r.pick(['full', 'big']));
    const model = `${r.pick(['DX', 'MF', 'BP'])}-${r.pick(['C', 'M'])}${r.int(2, 6)}${r.int(0, 9)}${r.pick(['20', '35', '51'])}`;
    const ink = r.pick(['#1b6e4e', '#1f4e8c']);
    const amountCells = (() => {
      const digits = [...String(s.total)];
      const cells = Array(9).fill('');
      digits.forEach((c, i) => {
        cells[9 - digits.length + i] = c;
      });
      if (digits.length < 9) cells[8 - digits.length] = '¥';
      return cells;
    })();
    const nBox = Math.max(22, [...holder].length);
    const typeOpt = (t) => `<span class="op${d.type === t ? ' on' : ''}">${t === 2 ? '1' : '2'} ${TYPE_LABEL[t]}</span>`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 11.5px; color: #222; }
      .up { position: absolute; left: 56px; right: 56px; top: 40px; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .to { line-height: 1.6; width: 330px; } .to .n { font-size: 16px; margin-top: 6px; border-bottom: 1px solid #222; white-space: nowrap; }
      h1 { margin: 0; font-size: 24px; letter-spacing: .5em; font-weight: 500; text-align: right; }
      .meta { margin: 6px 0 0 auto; } .meta td { padding: 1px 0 1px 14px; } .meta td:first-child { color: #666; }
      .from { margin-top: 8px; line-height: 1.55; font-size: 11px; text-align: right; position: relative; } .from b { font-size: 14px; }
      .amt { display: inline-flex; border: 2px solid #222; margin-top: 12px; } .amt div { padding: 6px 12px; } .amt .l { background: #eee; } .amt .v { font-size: 19px; font-weight: bold; min-width: 170px; text-align: right; }
      .mc { margin-top: 10px; } .mc td { padding: 1px 16px 1px 0; } .mc td:nth-child(odd) { color: #666; }
      .mt, .ot { width: 100%; margin-top: 8px; } .mt th, .ot th { background: #eee; border: 1px solid #999; font-weight: normal; padding: 3px; font-size: 11px; }
      .mt td, .ot td { border: 1px solid #bbb; padding: 3px 6px; }
      .tot { margin: 8px 0 0 auto; } .tot th { background: #eee; border: 1px solid #999; font-weight: normal; padding: 3px 14px; text-align: left; } .tot td { border: 1px solid #bbb; padding: 3px 10px; text-align: right; min-width: 110px; }
      .cut { position: absolute; left: 30px; right: 30px; top: 736px; border-top: 1px dashed #555; text-align: center; font-size: 10px; color: #555; }
      .cut span { position: relative; top: -8px; background: #fff; padding: 0 10px; }
      .slip { position: absolute; left: 40px; right: 40px; top: 758px; height: 318px; display: flex; gap: 10px; color: ${ink}; font-size: 11px; }
      .slip table { border-collapse: collapse; } .slip th, .slip td { border: 1px solid ${ink}; padding: 2px 5px; font-weight: normal; text-align: left; }
      .slip th { background: ${ink}14; white-space: nowrap; } .slip .t { font-size: 15px; letter-spacing: .3em; font-weight: bold; }
      .rc { width: 208px; } .rc table { width: 100%; } .rc td { color: #222; }
      .iv { flex: 1; } .iv table { width: 100%; } .iv td { color: #222; }
      .bx { display: inline-flex; } .bx i { font-style: normal; width: 17px; height: 22px; border: 1px solid ${ink}; margin-left: -1px; text-align: center; line-height: 21px; font-size: 13px; color: #222; }
      .lb { display: inline-flex; } .lb i { font-style: normal; width: 17px; margin-left: -1px; text-align: center; font-size: 9px; color: ${ink}; }
      .op { padding: 0 6px; margin-right: 6px; color: ${ink}; } .op.on { border: 1.5px solid #222; border-radius: 50%; color: #222; }
      .stamp { width: 64px; height: 64px; border: 1px dashed ${ink}; border-radius: 50%; margin: 6px auto 0; text-align: center; line-height: 64px; font-size: 10px; }`;
    const page = `<div class="up"><div class="top">
        <div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<div class="n">${d.buyerName}　御中</div><div>${r.pick(['総務部', '管理部', '総務課'])}　${d.buyerPerson} 様</div></div>
        <div><h1>請求書</h1><table class="meta"><tr><td>お客様番号</td><td>${r.digits(6)}</td></tr><tr><td>請求書番号</td><td>${d.no}</td></tr><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr></table>
          <div class="from"><b>${issuer}</b><br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}</div></div></div>
      ${kakuin(d, 'left: 400px; top: 36px; opacity: .75;')}
      <div class="amt"><div class="l">今回ご請求金額（税込）</div><div class="v">¥${yen(s.total)}</div></div>
      <div style="margin-top:6px">お支払期限　${fmt(d.due)}　お支払いは下の振込依頼書をご利用ください（振込手数料はお客様ご負担となります）。</div>
      <table class="mc"><tr><td>機種</td><td>デジタル複合機 ${model}</td><td>機番</td><td>${r.digits(8)}</td><td>検針日</td><td>${fmt(read)}</td></tr></table>
      <table class="mt"><tr><th>区分</th><th>前回指針</th><th>今回指針</th><th>使用枚数</th><th>基本枚数</th><th>請求枚数</th><th>単価</th><th>金額</th></tr>
        ${meters.map(([name, x]) => `<tr><td>${name}</td><td class="num">${yen(x.prev)}</td><td class="num">${yen(x.now)}</td><td class="num">${yen(x.used)}</td><td class="num">${yen(x.basic)}</td><td class="num">${yen(x.billed)}</td><td class="num">${(x.p10 / 10).toFixed(1)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <table class="ot"><tr><th>品名</th><th style="width:60px">数量</th><th style="width:80px">単価</th><th style="width:100px">金額</th></tr>
        ${rowsOf(others, [[(it) => it.name], [(it) => `${it.qty}${it.unit}`, 'num'], [(it) => yen(it.price), 'num'], [(it) => yen(it.amount), 'num']])}</table>
      <table class="tot"><tr><th>小計</th><td>${yen(s.subtotal)}</td></tr><tr><th>消費税（10%）</th><td>${yen(s.tax)}</td></tr><tr><th>合計</th><td><b>${yen(s.total)}</b></td></tr></table></div>
      <div class="cut"><span>✂ キリトリ線</span></div>
      <div class="slip"><div class="rc"><table><tr><th colspan="2" class="t" style="font-size:12px;letter-spacing:.1em">振込金受取書<br><span style="font-size:10px;font-weight:normal">（ご依頼人控）</span></th></tr>
          <tr><th>振込先</th><td>${d.bank.name}<br>${d.branch.name}</td></tr><tr><th>預金種目</th><td>${TYPE_LABEL[d.type]}</td></tr>
          <tr><th>口座番号</th><td>${d.account}</td></tr><tr><th>受取人</th><td style="font-size:10px">${holder}</td></tr>
          <tr><th>金額</th><td>¥${yen(s.total)}</td></tr><tr><th>ご依頼人</th><td style="font-size:10px">${d.buyerName}</td></tr></table>
          <div class="stamp">日附印</div></div>
        <div class="iv"><table><tr><th colspan="2"><span class="t">振込依頼書</span>（電信扱）<span style="float:right">振込指定日　　　年　　月　　日</span></th></tr>
          <tr><th>振込先</th><td><span style="font-size:14px">${d.bank.name}</span>　　<span style="font-size:14px">${d.branch.name}</span></td></tr>
          <tr><th>預金種目</th><td>${typeOpt(2)}${typeOpt(1)}<span style="color:${ink};margin:0 8px 0 20px">口座番号</span>${boxes([...d.account], 7)}</td></tr>
          <tr><th>受取人<br><span style="font-size:9px">（フリガナ）</span></th><td>${boxes([...holder], nBox)}</td></tr>
          <tr><th>金額</th><td><span class="lb">${[...'億千百十万千百十円'].map((c) => `<i>${c}</i>`).join('')}</span><br>${boxes(amountCells, 9)}</td></tr>
          <tr><th>ご依頼人</th><td>${d.buyerName}<br><span style="font-size:10px">電話 ${d.buyerTel}　お客様番号 上記請求書のとおり</span></td></tr></table>
          <div style="font-size:9.5px;margin-top:4px">※金額の訂正はできません。※この用紙は振込先が弊社口座として記入済みです。</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

export { daiji, daysBetween, kanjiDate, kanjiNum, tate };
