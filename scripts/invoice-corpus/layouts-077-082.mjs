// Invoice corpus layouts L77–L82: each pushed onto core.mjs's LAYOUTS, in order.
import {
  DATE_FORMATS,
  GIVEN,
  LAYOUTS,
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
import { abbreviated, mail, setCorp } from './layouts-029-034.mjs';
import { ordinaryAtNetBank, rebank } from './layouts-035-040.mjs';
import { daysBetween } from './layouts-047-052.mjs';
import { PREF_CODES, prefOf } from './layouts-053-058.mjs';

// ---- 77–82: written blind as the tenth round's fresh set.

/** n characters of a serial or model number: capitals (no I/O) and digits. */
const alnum = (r, n, set = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789') =>
  Array.from({ length: n }, () => set[r.int(0, set.length - 1)]).join('');
/** The first day of a billing period that closes on `closing` (20日締め: the 21st of the month before). */
const periodStart = (closing) => {
  if (closing[2] !== 20) return [closing[0], closing[1], 1];
  const prev = addDays([closing[0], closing[1], 1], -1);
  return [prev[0], prev[1], 21];
};
const mdSlash = ([, m, dd]) => `${m}/${dd}`;

// 77 — a 警備会社's monthly 御請求書 to a 建設会社 for 交通誘導警備 (20日締め or 末締め): the 警備業 認定番号 under the
// name, the period, a summary of 日勤 / 夜勤 人工, 検定合格警備員 配置加算 and 残業 hours, then the 稼働明細 one row
// per day and 現場 (警備員数, うち検定, 残業), the 振込口座 at the foot.
const KEIBI_TRADES = [
  ['警備保障', 'ケイビホショウ'],
  ['警備', 'ケイビ'],
  ['セキュリティ', 'セキュリティ'],
  ['ガードシステム', 'ガードシステム'],
  ['総合警備', 'ソウゴウケイビ'],
];
const KEIBI_BUYERS = ['建設', '土木', '工務店', '道路', '舗装', '設備工業', '組'];
const KEIBI_WORKS = [
  '下水道管渠更生工事',
  '配水管布設替工事',
  '舗装補修工事',
  '電線共同溝整備工事',
  'ガス導管入替工事',
  '歩道改良工事',
  '街路灯更新工事',
  '側溝改修工事',
  '消火栓移設工事',
];
const KEIBI_TOWNS = ['本町', '栄町', '緑が丘', '中央', '旭町', '桜台', '東町', '西新町', '若葉', '南町', '春日'];
LAYOUTS.push({
  id: 'L77-keibi-kotsu',
  split: 'dev',
  title: "警備会社's monthly 御請求書 for 交通誘導警備 with 人工 and a daily 稼働明細",
  exercises:
    "a 警備会社's monthly 御請求書 to a 建設会社 for 交通誘導警備 (20日締め or 末締め): 御請求書 over a rule, the buyer with 御中 and 工事部 御担当者様, the issuer at the right (㈱/(株)/(有) or spelled out, 警備業 認定 ○○公安委員会 第…号, 〒 address, TEL/FAX, 登録番号, 角印), 請求日 / 請求No. / 対象期間, 今回御請求金額（消費税込）in a box, a summary table (交通誘導警備 日勤 and 夜勤 in 人工, 検定合格警備員 配置加算, 残業 in 時間, 駐車場代 sometimes) with 小計 / 消費税（10%）/ 合計, then a 稼働明細 one row per day and 現場 (月/日, 曜, 現場名, 日勤/夜勤, 警備員数, うち検定, 残業時間), the 振込口座 (or お振込先) boxed at the foot with the お支払期日 (or 支払期限), a half-width or full-width holder, 令和 or 西暦 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, KEIBI_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    landline(d);
    if (!d.bank.main && r.chance(0.5)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [bs] = r.pick(STEMS);
    const bt = r.pick(KEIBI_BUYERS);
    d.buyerName = r.chance(0.55) ? `株式会社${bs}${bt}` : `${bs}${bt}株式会社`;
    const [y, m] = d.issue;
    const close20 = r.chance(0.5);
    const closing = close20 ? [y, m, 20] : endOfMonth(y, m);
    const from = periodStart(closing);
    d.issue = r.chance(0.6) ? closing : addDays(closing, r.int(1, 4));
    const nm = addDays(endOfMonth(y, m), 1);
    d.due = r.chance(0.7) ? endOfMonth(nm[0], nm[1]) : [nm[0], nm[1], r.pick([10, 15, 25])];
    const nSites = r.pick([1, 1, 2, 2, 3]);
    const sites = shuffle(r, KEIBI_WORKS)
      .slice(0, nSites)
      .map((w) => ({ name: `${r.pick(KEIBI_TOWNS)}${r.int(1, 5)}丁目地内 ${w}`, night: r.chance(0.3) }));
    const span = daysBetween(from, closing) + 1;
    const rows = [];
    const perSite = nSites === 1 ? r.int(8, 16) : nSites === 2 ? r.int(4, 9) : r.int(3, 6);
    sites.forEach((site, k) => {
      const offs = new Set();
      let tries = 0;
      while (offs.size < perSite && tries++ < 200) {
        const off = r.int(0, span - 1);
        if (weekday(addDays(from, off)) === '日') continue;
        offs.add(off);
      }
      for (const off of offs) {
        const guards = r.pick([1, 2, 2, 2, 3, 3, 4]);
        const ot = r.chance(0.22) ? r.pick([0.5, 1, 1, 1.5, 2]) * guards : 0;
        rows.push({
          off,
          dt: addDays(from, off),
          site: k,
          shift: site.night && r.chance(0.75) ? '夜勤' : '日勤',
          guards,
          qual: r.chance(0.45) ? 1 : 0,
          ot,
        });
      }
    });
    rows.sort((a, b) => a.off - b.off || a.site - b.site);
    const dayRate = r.int(32, 42) * 500;
    const nightRate = dayRate + r.pick([3000, 4000, 5000]);
    const qualAdd = r.pick([1500, 2000, 2500, 3000]);
    const otRate = r.pick([2500, 2800, 3000, 3200]);
    const sumOf = (f) => rows.reduce((t, x) => t + f(x), 0);
    const day = sumOf((x) => (x.shift === '日勤' ? x.guards : 0));
    const night = sumOf((x) => (x.shift === '夜勤' ? x.guards : 0));
    const qual = sumOf((x) => x.qual);
    const ot = sumOf((x) => x.ot);
    const lines = [];
    if (day) lines.push({ name: '交通誘導警備業務（日勤 8:00〜17:00）', qty: day, unit: '人工', price: dayRate });
    if (night) lines.push({ name: '交通誘導警備業務（夜勤 21:00〜翌6:00）', qty: night, unit: '人工', price: nightRate });
    if (qual) lines.push({ name: '検定合格警備員 配置加算（交通誘導2級）', qty: qual, unit: '人工', price: qualAdd });
    if (ot) lines.push({ name: '時間外（残業）', qty: ot, unit: '時間', price: otRate });
    if (r.chance(0.3)) lines.push({ name: '現場駐車場代（実費）', qty: 1, unit: '式', price: r.int(3, 24) * 500 });
    d.items = lines.map((x) => ({ ...x, amount: Math.round(x.qty * x.price), rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const wareki = r.chance(0.5);
    const fmt = DATE_FORMATS[wareki ? 'wareki' : r.pick(['seireki', 'seirekiPad'])];
    const issuer =
      d.form === '株式会社'
        ? spelled(d, r.pick(['full', 'full', 'circled', 'paren']))
        : r.chance(0.5)
          ? abbreviated(d, r.pick([0, 1]))
          : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const bankLabel = r.pick(['振込口座', 'お振込先', '振込先']);
    const dueLabel = r.pick(['お支払期日', '支払期限', 'お支払期日']);
    const pref = prefOf(d.address);
    const nintei = `${pref}公安委員会 第${PREF_CODES[pref] ?? '13'}00${r.digits(4)}号`;
    const qty = (q) => (Number.isInteger(q) ? String(q) : q.toFixed(1));
    const ink = r.pick(['#1b365d', '#222', '#3b3b3b']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 11px; color: #111; }
      .wrap { padding: 34px 46px; } h1 { font-size: 24px; letter-spacing: .7em; text-align: center; margin: 0 0 14px; padding-bottom: 4px; border-bottom: 2px solid ${ink}; color: ${ink}; font-weight: 600; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .to .n { font-size: 16px; border-bottom: 1px solid #111; padding-right: 26px; white-space: nowrap; } .to .s { margin-top: 4px; }
      .meta td { padding: 1px 0 1px 10px; } .meta td:first-child { color: #444; }
      .from { position: relative; margin-top: 8px; line-height: 1.55; font-size: 10.5px; width: 310px; } .from .nm { font-size: 15px; font-weight: bold; }
      .amt { margin-top: 14px; border-collapse: collapse; } .amt th { border: 2px solid ${ink}; background: ${ink}; color: #fff; font-weight: normal; padding: 6px 14px; }
      .amt td { border: 2px solid ${ink}; font-size: 20px; font-weight: bold; padding: 2px 18px; min-width: 220px; text-align: right; }
      .sumt { width: 100%; margin-top: 12px; } .sumt th { background: #e9edf2; border: 1px solid #666; font-weight: normal; padding: 3px; }
      .sumt td { border: 1px solid #888; padding: 3px 6px; } .sumt td.c { text-align: center; } .sumt tr.t td { background: #f6f6f6; }
      .sumt tr.g td { font-weight: bold; border-top: 2px solid #333; }
      h2 { font-size: 11.5px; margin: 12px 0 3px; } .det { width: 100%; font-size: 10px; } .det th { background: #e9edf2; border: 1px solid #666; font-weight: normal; padding: 2px; }
      .det td { border: 1px solid #999; padding: 1px 5px; line-height: 1.35; } .det td.c { text-align: center; }
      .foot { display: flex; gap: 18px; margin-top: 12px; align-items: stretch; } .bank { border: 2px solid #333; padding: 5px 12px; line-height: 1.6; flex: 1; }
      .due { border: 2px solid #333; padding: 5px 12px; width: 210px; line-height: 1.6; } .due b { font-size: 14px; }`;
    const summary = d.items
      .map(
        (x) =>
          `<tr><td>${x.name}</td><td class="num">${qty(x.qty)}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const detail = rows
      .map(
        (x) =>
          `<tr><td class="c">${mdSlash(x.dt)}</td><td class="c">${weekday(x.dt)}</td><td>${sites[x.site].name}</td><td class="c">${x.shift}</td><td class="c">${x.guards}名</td><td class="c">${x.qual ? '1名' : '−'}</td><td class="c">${x.ot ? qty(x.ot) : ''}</td></tr>`,
      )
      .join('');
    const page = `<div class="wrap"><h1>御請求書</h1>
      <div class="top"><div class="to"><div class="n">${d.buyerName}　御中</div><div class="s">工事部　御担当者様</div>
          <p style="margin-top:14px;line-height:1.7">毎度格別のお引き立てを賜り厚く御礼申し上げます。<br>${fmt(from)}〜${fmt(closing)}分の警備料金を<br>下記のとおりご請求申し上げます。</p>
          <table class="amt"><tr><th>今回御請求金額<br><span style="font-size:9px">（消費税込）</span></th><td>¥${yen(s.total)}-</td></tr></table></div>
        <div><table class="meta" style="margin-left:auto"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求No.</td><td>${d.no}</td></tr><tr><td>締切日</td><td>${fmt(closing)}</td></tr></table>
          <div class="from"><div class="nm">${issuer}</div>警備業認定　${nintei}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}
            ${kakuin(d, 'right: 0; top: -6px; opacity: .7;')}</div></div></div>
      <table class="sumt"><tr><th>品　名</th><th style="width:60px">数量</th><th style="width:44px">単位</th><th style="width:80px">単価</th><th style="width:100px">金額</th></tr>
        ${summary}
        <tr class="t"><td colspan="4" style="text-align:right">小　計</td><td class="num">${yen(s.subtotal)}</td></tr>
        <tr class="t"><td colspan="4" style="text-align:right">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr>
        <tr class="g"><td colspan="4" style="text-align:right">合　計</td><td class="num">${yen(s.total)}</td></tr></table>
      <h2>■ 稼働明細</h2>
      <table class="det"><tr><th style="width:44px">月/日</th><th style="width:24px">曜</th><th>現場名</th><th style="width:44px">区分</th><th style="width:54px">警備員数</th><th style="width:50px">うち検定</th><th style="width:60px">残業(h)</th></tr>${detail}</table>
      <div class="foot"><div class="bank"><b>【${bankLabel}】</b>　${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}
          <div style="font-size:9px;color:#444">※振込手数料は貴社にてご負担願います。※残業は30分単位で計上しております。</div></div>
        <div class="due">${dueLabel}<br><b>${fmt(d.due)}</b></div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 78 — a 建機・仮設レンタル company's monthly 請求書 from its 販売管理 system: the rentals grouped by 現場, one row per machine
// (出庫No., 品名・型式, 管理No., 数量, 期間, 日数 or 月極, 単価, 金額) with its 損害補償料 under it, 回送費 for the 搬入 and
// 搬出, a 現場計 per 現場; a three-cell 御取引額 / 消費税 / 今回御請求額 box, the 振込先 as one line at the foot.
const RENTAL_TRADES = [
  ['リース', 'リース'],
  ['レンタル', 'レンタル'],
  ['機材', 'キザイ'],
  ['建機', 'ケンキ'],
  ['重機', 'ジュウキ'],
  ['レンタルサービス', 'レンタルサービス'],
];
// [品名, 型式, 日額 lo–hi, 月額 lo–hi (0: not rented so), 単位, 回送 needed]
const RENTAL_MACHINES = [
  ['バックホウ 0.25m³', 'PC78US-11', [9000, 14000], [160000, 230000], '台', true],
  ['ミニバックホウ 0.1m³', 'ViO35-6B', [6000, 9000], [100000, 150000], '台', true],
  ['タイヤショベル 0.4m³', 'WA30-6E0', [8000, 12000], [140000, 200000], '台', true],
  ['振動ローラー 0.8t', 'HV620W', [3000, 5000], [45000, 70000], '台', true],
  ['プレートコンパクター 60kg', 'MVC-F60H', [1000, 1800], [15000, 25000], '台', false],
  ['発電機 25kVA 超低騒音型', 'SDG25S-3A6', [3500, 5500], [50000, 80000], '台', false],
  ['高所作業車 9.9m トラック式', 'SH10B', [15000, 22000], [0, 0], '台', false],
  ['水中ポンプ 50mm', 'KTV2-50', [500, 900], [8000, 12000], '台', false],
  ['LED投光機 400W 三脚式', 'LL-400S', [800, 1500], [12000, 20000], '台', false],
  ['仮設トイレ 水洗式', 'TU-WS1', [0, 0], [18000, 30000], '基', true],
  ['ユニットハウス 2.4×5.4m', 'UH-3S', [0, 0], [30000, 50000], '棟', true],
  ['敷鉄板 22×1524×6096', '3×20', [60, 110], [0, 0], '枚', true],
  ['ランマー 60kg級', 'MTX-60', [1500, 2500], [20000, 32000], '台', false],
];
const RENTAL_SITES = [
  '{t}地区 造成工事',
  '{s}邸 新築工事',
  '{t} 配水管布設工事',
  '(仮称){s}ビル 新築工事',
  '{t}線 道路改良工事',
  '{s}工場 解体工事',
];
LAYOUTS.push({
  id: 'L78-kenki-rental',
  split: 'dev',
  title: "建機・仮設レンタル company's monthly 請求書 grouped by 現場, with 補償料 and 回送費",
  exercises:
    "a 建機・仮設レンタル company's monthly 請求書 from its 販売管理 system: the buyer's 〒 address with 御中 and a 得意先コード at the top left, 請求書 and 締切日 at the top, the issuer at the right (㈱/(株) or spelled out, its 営業所, 〒 address, TEL/FAX, 登録番号, 社判), 請求日 / 請求書No., a three-cell box 御取引額（税抜）/ 消費税額 / 今回御請求額, a table grouped by 現場 (【現場】 header rows): 出庫No., 品名・型式 with the 管理No., 数量 and 単位 (台/基/棟/枚), 期間 MM/DD〜MM/DD, 日数 or 月極, 単価, 金額, a 損害補償料 row under each machine, 回送費（搬入）/（搬出）, a 現場計; the 支払期日 and the 振込先 in one line at the foot with a half-width holder, slash or 年月日 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 0 ? 'main' : 'other', checking: r.chance(0.25) }),
  render(d, r) {
    setCorp(d, r, RENTAL_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    landline(d);
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const closing = r.chance(0.6) ? [y, m, 20] : endOfMonth(y, m);
    const from = periodStart(closing);
    const span = daysBetween(from, closing) + 1;
    d.issue = closing;
    const nm = addDays(endOfMonth(y, m), 1);
    d.due = r.chance(0.6) ? endOfMonth(nm[0], nm[1]) : [nm[0], nm[1], r.pick([10, 20, 25])];
    const custCode = String(r.int(1000, 99999)).padStart(6, '0');
    const nSites = r.pick([1, 2, 2]);
    const towns = ['北', '南', '東', '中央', '新田', '緑町', '上野', '大町', '西原'];
    const comp = r.pick([300, 400, 500, 800]);
    const compLabel = r.pick(['損害補償料', '補償料', '安心補償料']);
    let slip = r.int(10000, 89999);
    const groups = [];
    const pool = shuffle(r, RENTAL_MACHINES);
    let used = 0;
    for (let g = 0; g < nSites; g++) {
      const [ss] = r.pick(STEMS);
      const site = r.pick(RENTAL_SITES).replace('{t}', r.pick(towns)).replace('{s}', ss);
      const rows = [];
      const nMach = nSites === 1 ? r.int(3, 5) : r.int(2, 3);
      let haul = 0;
      for (let k = 0; k < nMach; k++) {
        const [name, model, [dlo, dhi], [mlo, mhi], unit, needsHaul] = pool[used++ % pool.length];
        const qty = unit === '枚' ? r.int(6, 30) : r.pick([1, 1, 1, 2]);
        const monthly = mhi > 0 && (dhi === 0 || r.chance(0.35));
        let s0 = 0;
        let e0 = span - 1;
        if (!monthly) {
          s0 = r.chance(0.4) ? 0 : r.int(0, span - 5);
          e0 = r.chance(0.4) ? span - 1 : r.int(s0 + 2, span - 1);
        }
        const days = e0 - s0 + 1;
        const step = dhi >= 1000 ? 100 : 10;
        const price = monthly ? r.int(mlo / 1000, mhi / 1000) * 1000 : r.int(dlo / step, dhi / step) * step;
        const amount = monthly ? qty * price : qty * days * price;
        const start = addDays(from, s0);
        const end = addDays(from, e0);
        const note = monthly ? '継続' : e0 < span - 1 ? '返却済' : s0 > 0 ? '新規' : '継続';
        rows.push({
          slip: String(slip),
          name,
          model,
          mgmt: `${r.pick(['B', 'G', 'K', 'P', 'T'])}-${r.digits(5)}`,
          qty: `${qty}`,
          unit,
          period: `${mdSlash(start)}〜${mdSlash(end)}`,
          days: monthly ? '月極' : `${days}日`,
          price: yen(price),
          amount,
          note,
        });
        slip += r.int(1, 40);
        if (unit !== '枚' && unit !== '棟' && unit !== '基') {
          rows.push({
            slip: '',
            name: `　${compLabel}`,
            model: '',
            mgmt: '',
            qty: `${qty}`,
            unit,
            period: '',
            days: `${days}日`,
            price: yen(comp),
            amount: qty * days * comp,
            note: '',
          });
        }
        if (needsHaul && (s0 > 0 || e0 < span - 1) && haul < 2) {
          const fee = r.int(15, 38) * 1000;
          if (s0 > 0)
            rows.push({
              slip: '',
              name: '　回送費（搬入）',
              model: r.pick(['4tユニック', 'セルフ車', '2t車']),
              mgmt: '',
              qty: '1',
              unit: '回',
              period: mdSlash(start),
              days: '',
              price: yen(fee),
              amount: fee,
              note: '',
            });
          if (e0 < span - 1)
            rows.push({
              slip: '',
              name: '　回送費（搬出）',
              model: r.pick(['4tユニック', 'セルフ車', '2t車']),
              mgmt: '',
              qty: '1',
              unit: '回',
              period: mdSlash(end),
              days: '',
              price: yen(fee),
              amount: fee,
              note: '',
            });
          haul++;
        }
      }
      groups.push({ site, rows, total: rows.reduce((t, x) => t + x.amount, 0) });
    }
    d.items = groups.flatMap((g) => g.rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 })));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['slash', 'slash', 'seireki', 'seirekiPad'])];
    const issuer =
      d.form === '株式会社'
        ? spelled(d, r.pick(['full', 'circled', 'paren', 'wide']))
        : r.chance(0.5)
          ? abbreviated(d, r.pick([0, 1]))
          : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big']));
    const office = r.pick(['本社営業所', '第一営業所', '東営業所', '北営業所', '物流センター']);
    const bankLabel = r.pick(['お振込先', '振込先', 'お振込み口座']);
    const dueLabel = r.pick(['支払期日', 'お支払期日', 'お支払予定日']);
    const cols = `<tr><th style="width:52px">出庫No.</th><th>品名・型式</th><th style="width:60px">管理No.</th><th style="width:46px">数量</th><th style="width:86px">期間</th><th style="width:40px">日数</th><th style="width:58px">単価</th><th style="width:74px">金額</th><th style="width:40px">備考</th></tr>`;
    const body = groups
      .map(
        (g) =>
          `<tr class="site"><td colspan="9">【現場】${g.site}</td></tr>` +
          g.rows
            .map(
              (x) =>
                `<tr><td class="c">${x.slip}</td><td>${x.name}${x.model ? `<span class="mdl">${x.model}</span>` : ''}</td><td class="c">${x.mgmt}</td><td class="num">${x.qty}${x.unit}</td><td class="c">${x.period}</td><td class="c">${x.days}</td><td class="num">${x.price}</td><td class="num">${yen(x.amount)}</td><td class="c">${x.note}</td></tr>`,
            )
            .join('') +
          `<tr class="st"><td></td><td colspan="6" style="text-align:right">現場計</td><td class="num">${yen(g.total)}</td><td></td></tr>`,
      )
      .join('');
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10.5px; color: #1a1a1a; }
      .wrap { padding: 30px 40px; } .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .to { width: 330px; line-height: 1.5; } .to .n { font-size: 15px; margin-top: 4px; } .to .code { margin-top: 8px; font-size: 10px; }
      .ttl { text-align: center; } .ttl h1 { margin: 0; font-size: 22px; letter-spacing: .5em; padding-left: .5em; border: 1.5px solid #333; padding: 2px 10px 2px 20px; font-weight: 600; }
      .ttl div { margin-top: 4px; }
      .from { position: relative; width: 250px; line-height: 1.5; font-size: 10px; } .from .nm { font-size: 14px; font-weight: bold; }
      .meta { margin: 6px 0 0 auto; } .meta td { border: 1px solid #555; padding: 2px 8px; } .meta td:first-child { background: #eee; }
      .box { margin-top: 12px; } .box th { border: 1px solid #333; background: #e6ebe6; font-weight: normal; padding: 3px 10px; width: 150px; }
      .box td { border: 1px solid #333; text-align: right; padding: 4px 10px; font-size: 14px; } .box td.g { font-weight: bold; font-size: 16px; background: #fffbe6; }
      .det { width: 100%; margin-top: 12px; font-size: 9.5px; } .det th { background: #e6ebe6; border: 1px solid #555; font-weight: normal; padding: 3px 2px; }
      .det td { border-left: 1px solid #999; border-right: 1px solid #999; border-bottom: 1px dotted #bbb; padding: 2px 4px; white-space: nowrap; } .det td.c { text-align: center; }
      .det .mdl { margin-left: 6px; color: #555; font-size: 8.5px; } .det tr.site td { background: #f3f6f3; font-weight: bold; border: 1px solid #999; }
      .det tr.st td { border-top: 1px solid #777; border-bottom: 1px solid #777; font-weight: bold; }
      .det tr.end td { border-top: 2px solid #333; border-bottom: 1px solid #333; }
      .foot { margin-top: 12px; border-top: 1px solid #333; padding-top: 6px; line-height: 1.7; }`;
    const page = `<div class="wrap"><div class="hd">
        <div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<div class="n">${d.buyerName}　御中</div><div class="code">得意先コード：${custCode}</div></div>
        <div class="ttl"><h1>請求書</h1><div>${fmt(closing)} 締切分</div></div>
        <div class="from"><div class="nm">${issuer}</div>${office}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}
          ${kakuin(d, 'right: 4px; top: -10px; opacity: .6;')}</div></div>
      <table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td><td>請求書No.</td><td>${d.no}</td></tr></table>
      <p style="margin:6px 0 0">毎度ありがとうございます。下記のとおりご請求申し上げます。（対象期間 ${fmt(from)}〜${fmt(closing)}）</p>
      <table class="box"><tr><th>御取引額（税抜）</th><th>消費税額（10%）</th><th>今回御請求額</th></tr>
        <tr><td>${yen(s.subtotal)}</td><td>${yen(s.tax)}</td><td class="g">${yen(s.total)}</td></tr></table>
      <table class="det">${cols}${body}
        <tr class="end"><td></td><td colspan="6" style="text-align:right">合計（税抜）</td><td class="num">${yen(s.subtotal)}</td><td></td></tr>
        <tr><td></td><td colspan="6" style="text-align:right">消費税（10%）</td><td class="num">${yen(s.tax)}</td><td></td></tr>
        <tr class="st"><td></td><td colspan="6" style="text-align:right">今回御請求額</td><td class="num">${yen(s.total)}</td><td></td></tr></table>
      <div class="foot">${dueLabel}：${fmt(d.due)}　　${bankLabel}：${d.bank.name} ${d.branch.name} ${TYPE_LABEL[d.type]} ${d.account} ${holder}<br>
        <span style="font-size:9px;color:#444">※${compLabel}は1台1日あたり${yen(comp)}円です。※返却日は弊社営業所への返却日（引取日）を含みます。※振込手数料はお客様負担でお願いいたします。</span></div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 79 — a 貸会議室 / カンファレンスセンター's 請求書 for a company's event: the venue's name set large as the header, the
// company running it (運営) under it; 催事名, the ご利用日 and 会場; 室料 by the hour per day, 延長, 附帯設備, and 飲食 —
// お弁当・お茶 at 8% (軽減) beside ケータリング at 10%; 税率別 対象額 and 消費税; the bank boxed at the top right; paid in
// advance (by a date before the event) or after it (翌月末).
const KAIGI_TRADES = [
  ['ビル', 'ビル'],
  ['地所', 'ジショ'],
  ['ビルマネジメント', 'ビルマネジメント'],
  ['スペース', 'スペース'],
  ['興産', 'コウサン'],
  ['会館', 'カイカン'],
];
// [室名, レイアウト・定員, 時間単価 lo–hi, 定員]
const KAIGI_ROOMS = [
  ['ホールA', 'シアター形式 180名', [25000, 45000], 180],
  ['ルーム1', 'スクール形式 60名', [9000, 18000], 60],
  ['大会議室', 'スクール形式 90名', [14000, 26000], 90],
  ['セミナールームB', 'スクール形式 42名', [7000, 13000], 42],
  ['ルーム5', 'ロの字形式 30名', [6000, 11000], 30],
];
const KAIGI_EVENTS = [
  '新製品発表会',
  '新入社員研修',
  '販売代理店会議',
  '株主向け説明会',
  '採用説明会',
  'キックオフミーティング',
  '技術セミナー',
  '管理職研修',
];
const KAIGI_EQUIP = [
  ['プロジェクター・スクリーン一式', '日', 5000, 11000],
  ['ワイヤレスマイク', '本', 1500, 3000],
  ['演台・司会台', '式', 2000, 4000],
  ['配信用専用回線（有線LAN）', '日', 5000, 15000],
  ['案内看板（A1パネル）作成', '枚', 3000, 6000],
  ['ホワイトボード（追加）', '台', 1000, 2000],
  ['音響オペレーター', '名', 25000, 40000],
];
LAYOUTS.push({
  id: 'L79-kashi-kaigishitsu',
  split: 'dev',
  title: "貸会議室 / カンファレンスセンター's 請求書 for an event, 室料 with 8% and 10% 飲食",
  exercises:
    "a 貸会議室 / カンファレンスセンター's 請求書 for a company's event: the venue's name set large as a logotype at the top left with 運営：the company (㈱/(株)/(有) or spelled out) under it, 請求書 (or ご利用料金 請求書) at the right over 請求日 / 請求番号 / ご予約番号, the bank in a bordered box at the top right (お振込先 / ご入金先 / お振込口座, a half-width or full-width holder), the buyer with 御中 and the 担当 様, 催事名 / ご利用日 / 会場, ご請求金額（税込）large, a 明細 with a 税率 column: 室料 by the hour per day (日付, 時間帯), 延長料金, 附帯設備 (プロジェクター, マイク, 配信回線 …), お弁当 and ペットボトル茶 at 8%※ and コーヒーブレイク or 懇親会 ケータリング at 10%; 10%対象 / 消費税, 8%対象 / 消費税, 合計; the お支払期日 (before the event, with a キャンセル料 note, or 翌月末 after it); the company's 〒 address, TEL, 登録番号 and 角印 at the bottom right",
  opts: (r, inst) => ({ rates: 'mixed', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    const [stem, stemKana] = r.pick(STEMS);
    const [trade, tradeKana] = r.pick(KAIGI_TRADES);
    const [form, abbrev] = r.pick([
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    d.corpBody = stem + trade;
    d.form = form;
    d.formBefore = form === '株式会社' ? r.chance(0.6) : r.chance(0.5);
    d.issuerName = d.formBefore ? form + d.corpBody : d.corpBody + form;
    d.holderBase = d.formBefore ? `${abbrev}）${stemKana}${tradeKana}` : `${stemKana}${tradeKana}（${abbrev}`;
    landline(d);
    ordinaryAtNetBank(d);
    const venue = `${stem}${r.pick(['カンファレンスセンター', '貸会議室', 'ホール＆カンファレンス', 'ビジネスセンター'])}`;
    const [room, roomLayout, [rlo, rhi], cap] = r.pick(KAIGI_ROOMS);
    const rate = r.int(rlo / 500, rhi / 500) * 500;
    const nDays = r.chance(0.25) ? 2 : 1;
    const first = addDays(d.issue, r.int(5, 40));
    const days = Array.from({ length: nDays }, (_, k) => addDays(first, k));
    const startH = r.pick([9, 9, 10, 13]);
    const hours = startH === 13 ? r.int(3, 5) : r.int(4, 9);
    const people = r.int(Math.max(10, Math.floor(cap / 3)), cap);
    const md = (dt) => `${dt[1]}月${dt[2]}日（${weekday(dt)}）`;
    const lines = [];
    days.forEach((dt) => {
      lines.push({
        name: `室料　${room}`,
        note: `${md(dt)} ${startH}:00〜${startH + hours}:00`,
        qty: hours,
        unit: '時間',
        price: rate,
        rate: 10,
      });
    });
    if (r.chance(0.35))
      lines.push({
        name: '延長料金',
        note: `${md(days[nDays - 1])} ${startH + hours}:00〜${startH + hours + 1}:00`,
        qty: 1,
        unit: '時間',
        price: Math.round((rate * 1.2) / 100) * 100,
        rate: 10,
      });
    if (r.chance(0.35)) {
      const sub = Math.round(rate / 3 / 500) * 500 || 2000;
      lines.push({ name: '控室　小会議室C', note: `${md(days[0])} 終日`, qty: hours, unit: '時間', price: sub, rate: 10 });
    }
    for (const [name, unit, lo, hi] of shuffle(r, KAIGI_EQUIP).slice(0, r.int(1, 4))) {
      const qty = unit === '日' ? nDays : unit === '本' ? r.int(1, 4) : unit === '名' ? nDays : 1;
      lines.push({ name, note: '', qty, unit, price: r.int(lo / 100, hi / 100) * 100, rate: 10 });
    }
    const meals = r.int(0, 3);
    if (meals !== 1)
      lines.push({
        name: 'お弁当（幕の内）',
        note: '会場お届け',
        qty: people * nDays,
        unit: '個',
        price: r.int(90, 180) * 10,
        rate: 8,
      });
    lines.push({ name: 'ペットボトル茶 500ml', note: '', qty: people * nDays, unit: '本', price: r.int(12, 18) * 10, rate: 8 });
    if (meals >= 1)
      lines.push({
        name: 'コーヒーブレイク（ケータリング）',
        note: '会場内サービス',
        qty: people,
        unit: '名',
        price: r.int(5, 9) * 100,
        rate: 10,
      });
    if (meals === 3)
      lines.push({
        name: '懇親会 立食ケータリング',
        note: `${md(days[nDays - 1])} 会場内`,
        qty: Math.floor(people * 0.7),
        unit: '名',
        price: r.int(35, 60) * 100,
        rate: 10,
      });
    d.items = lines.map((x) => ({ ...x, amount: x.qty * x.price }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const prepaid = r.chance(0.55);
    if (prepaid) {
      d.due = addDays(first, -r.int(3, 10));
      d.issue = addDays(d.due, -r.int(10, 25));
    } else {
      const last = days[nDays - 1];
      d.issue = addDays(last, r.int(1, 7));
      const nm = addDays(endOfMonth(d.issue[0], d.issue[1]), 1);
      d.due = endOfMonth(nm[0], nm[1]);
    }
    const fmt = DATE_FORMATS[r.pick(['seireki', 'seirekiPad', 'slash', 'wareki'])];
    const issuer =
      d.form === '株式会社'
        ? spelled(d, r.pick(['full', 'full', 'circled', 'paren']))
        : r.chance(0.5)
          ? abbreviated(d, r.pick([0, 1]))
          : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'full', 'half-big']));
    const bankLabel = r.pick(['お振込先', 'ご入金先', 'お振込口座']);
    const dueLabel = prepaid ? r.pick(['お支払期日', 'お振込期限', 'ご入金期日']) : r.pick(['お支払期日', 'お支払期限']);
    const event = r.pick(KAIGI_EVENTS);
    const reserve = `${r.pick(['RV', 'Y', 'K'])}${String(d.issue[0]).slice(2)}-${r.digits(5)}`;
    const dept = r.pick(['総務部', '人事部', '営業企画部', '広報部', '経営企画室']);
    const accent = r.pick(['#8a5a2b', '#0f4c5c', '#5b3f8c', '#2f5d3a']);
    const by = s.by;
    const taxRows = [10, 8]
      .filter((k) => by[k])
      .map(
        (k) =>
          `<tr><td>${k}%対象${k === 8 ? '（軽減税率）' : ''}</td><td class="num">${yen(by[k].base)}円</td><td>消費税</td><td class="num">${yen(by[k].tax)}円</td></tr>`,
      )
      .join('');
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10.5px; color: #222; }
      .wrap { padding: 36px 44px; } .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .logo { font-size: 21px; font-weight: bold; color: ${accent}; letter-spacing: .04em; border-left: 8px solid ${accent}; padding-left: 10px; line-height: 1.2; }
      .logo small { display: block; font-size: 10px; color: #555; font-weight: normal; letter-spacing: 0; margin-top: 4px; }
      .ttl { text-align: right; } .ttl h1 { font-size: 22px; margin: 0 0 6px; letter-spacing: .3em; font-weight: 600; }
      .ttl table { margin-left: auto; } .ttl td { padding: 1px 0 1px 12px; text-align: left; }
      .bank { border: 1.5px solid ${accent}; padding: 6px 12px; margin-top: 8px; width: 300px; line-height: 1.6; text-align: left; } .bank b { color: ${accent}; }
      .mid { display: flex; justify-content: space-between; align-items: flex-end; margin-top: 14px; }
      .to .n { font-size: 16px; border-bottom: 1px solid #222; padding-right: 24px; white-space: nowrap; } .to .p { margin-top: 4px; }
      .ev { width: 100%; margin-top: 12px; } .ev th { background: #f4f1ec; border: 1px solid #999; font-weight: normal; width: 90px; padding: 3px 8px; text-align: left; } .ev td { border: 1px solid #999; padding: 3px 8px; }
      .amt { margin-top: 12px; display: flex; align-items: baseline; gap: 18px; border-bottom: 2px solid ${accent}; padding-bottom: 4px; }
      .amt b { font-size: 22px; } .amt span.d { margin-left: auto; }
      .det { width: 100%; margin-top: 10px; } .det th { background: ${accent}; color: #fff; font-weight: normal; padding: 3px; border: 1px solid ${accent}; }
      .det td { border: 1px solid #bbb; padding: 3px 6px; } .det td.c { text-align: center; white-space: nowrap; } .det td.note { font-size: 9.5px; color: #444; }
      .tax { margin: 8px 0 0 auto; } .tax td { border-bottom: 1px solid #ccc; padding: 2px 10px; } .tax tr.g td { font-size: 13px; font-weight: bold; border-bottom: 2px solid #222; }
      .foot { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 14px; }
      .notes { font-size: 9px; color: #444; line-height: 1.6; width: 380px; }
      .from { position: relative; width: 260px; line-height: 1.55; font-size: 10px; } .from .nm { font-size: 13px; font-weight: bold; }`;
    const page = `<div class="wrap"><div class="hd">
        <div class="logo">${venue}<small>運営：${issuer}</small></div>
        <div class="ttl"><h1>${r.pick(['請求書', 'ご利用料金 請求書'])}</h1><table><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求番号</td><td>${d.no}</td></tr><tr><td>ご予約番号</td><td>${reserve}</td></tr></table>
          <div class="bank"><b>${bankLabel}</b><br>${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}　${d.account}<br>名義　${holder}</div></div></div>
      <div class="mid"><div class="to"><div class="n">${d.buyerName}　御中</div><div class="p">${dept}　${d.buyerPerson} 様</div></div>
        <div style="text-align:right">このたびは${venue}をご利用いただき<br>誠にありがとうございます。</div></div>
      <table class="ev"><tr><th>催事名</th><td>${event}</td><th>ご利用人数</th><td>${people}名</td></tr>
        <tr><th>ご利用日</th><td colspan="3">${days.map((x) => fmt(x) + `（${weekday(x)}）`).join('・')}　${startH}:00〜${startH + hours}:00</td></tr>
        <tr><th>会場</th><td colspan="3">${room}（${roomLayout}）</td></tr></table>
      <div class="amt">ご請求金額（税込）<b>¥${yen(s.total)}</b><span class="d">${dueLabel}　${fmt(d.due)}</span></div>
      <table class="det"><tr><th>項目</th><th>内容</th><th style="width:44px">数量</th><th style="width:36px">単位</th><th style="width:64px">単価</th><th style="width:42px">税率</th><th style="width:80px">金額</th></tr>
        ${d.items.map((x) => `<tr><td>${x.name}</td><td class="note">${x.note}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="c">${x.rate}%${x.rate === 8 ? '※' : ''}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <table class="tax">${taxRows}<tr class="g"><td colspan="3">合計（税込）</td><td class="num">${yen(s.total)}円</td></tr></table>
      <div class="foot"><div class="notes">※印は軽減税率（8%）対象品目です。<br>${
        prepaid
          ? `※ご利用料金は${dueLabel}までにお振込みください。ご入金の確認をもってご予約確定となります。<br>※ご利用日の30日前以降のキャンセルは室料の50%、7日前以降は100%をキャンセル料として申し受けます。`
          : '※ご利用実績に基づきご請求いたします。'
      }<br>※お振込手数料はお客様にてご負担ください。</div>
        <div class="from"><div class="nm">${issuer}</div>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}<br>登録番号　${d.reg}
          ${kakuin(d, 'right: -10px; top: -24px; opacity: .6;')}</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 80 — a 弁理士法人 (patent office)'s 御請求書 for one matter: the 案件 (貴社整理番号, 弊所整理番号, 出願番号, 発明の名称 or
// 商標 and 区分), 弊所手数料 (課税) and 特許庁費用 (印紙代, 不課税) in two groups, 手数料 + 消費税 + 庁費用 = ご請求金額;
// set in 明朝 as a letter from the 代表弁理士; the holder the 法人's name spelled out in kana.
const PATENT_SUFFIXES = [
  ['国際特許事務所', 'コクサイトッキョジムショ'],
  ['特許事務所', 'トッキョジムショ'],
  ['特許商標事務所', 'トッキョショウヒョウジムショ'],
];
const INVENTIONS = [
  '搬送装置及び搬送方法',
  '樹脂組成物及びその製造方法',
  '情報処理装置、情報処理方法及びプログラム',
  '電池用電極及び二次電池',
  '車両用シート',
  '食品包装容器',
  '画像処理システム',
  '熱交換器',
  '在庫管理システム及び在庫管理方法',
];
const MARKS = ['SORAMICHI', 'ひだまりテック', 'NEXLINE', 'ミナモ', 'AOBA CRAFT', 'つばさ便', 'LUCE PLUS'];
LAYOUTS.push({
  id: 'L80-benrishi-houjin',
  split: 'dev',
  title: "弁理士法人's 御請求書 for one matter, 手数料 (課税) and 特許庁費用 (不課税)",
  exercises:
    "a 弁理士法人 (patent and trademark office)'s 御請求書 for one matter, set in 明朝: 御請求書 centred, the buyer with 御中 and 知的財産部 … 様, 請求日 and 請求番号 at the right, the issuer (弁理士法人 + 国際特許事務所 / 特許事務所 as one name, 代表弁理士, 〒 address, TEL/FAX, 登録番号, 角印), a 案件 table (件名 特許出願 / 審査請求 / 拒絶理由通知への応答 / 商標登録出願, 貴社整理番号, 弊所整理番号, 出願番号 特願/商願, 発明の名称 or 商標 and 区分), ご請求金額 boxed, 【弊所手数料】 (基本手数料, 明細書・請求項・図面 加算, 応答手数料 …) with 小計 and 消費税（10%）, 【特許庁費用（印紙代・不課税）】 (出願料, 審査請求料 138,000円+4,000円×請求項数, 商標 出願料 3,400円+8,600円×区分数), 手数料計 + 特許庁費用 = ご請求金額, お支払期日 (or お支払日), お振込先 with the 法人's name in kana (full-width or half-width, spelled out), 令和 or 西暦 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const [sn, snk] = r.pick(SURNAMES);
    const [suffix, suffixKana] = r.pick(PATENT_SUFFIXES);
    d.corpBody = `${sn}${suffix}`;
    d.form = '弁理士法人';
    d.formBefore = true;
    d.issuerName = `弁理士法人${d.corpBody}`;
    d.holderBase = `ベンリシホウジン ${snk}${suffixKana}`;
    landline(d);
    ordinaryAtNetBank(d);
    const kind = r.pick(['patent', 'patent', 'exam', 'oa', 'tm']);
    const claims = r.int(4, 16);
    const yy = d.issue[0];
    const appNo =
      kind === 'tm'
        ? `商願${yy}-${r.int(10000, 150000)}`
        : `特願${kind === 'patent' ? yy : yy - r.int(1, 2)}-${r.int(10000, 220000)}`;
    const fees = [];
    const office = [];
    let subject;
    let titleRow;
    if (kind === 'patent' || kind === 'exam') {
      const title = r.pick(INVENTIONS);
      titleRow = ['発明の名称', title];
      if (kind === 'patent') {
        subject = '特許出願';
        const pages = r.int(15, 45);
        const figs = r.int(3, 14);
        fees.push(['出願基本手数料', '', r.int(12, 20) * 10000]);
        if (pages > 20) fees.push(['明細書加算', `${pages - 20}頁 × ${yen(5000)}円`, (pages - 20) * 5000]);
        if (claims > 10) fees.push(['請求項加算', `${claims - 10}項 × ${yen(6000)}円`, (claims - 10) * 6000]);
        fees.push(['図面作成', `${figs}図 × ${yen(8000)}円`, figs * 8000]);
        office.push(['出願料', '', 14000]);
        if (r.chance(0.35)) {
          subject = '特許出願・審査請求';
          fees.push(['審査請求手数料', '', r.int(2, 4) * 10000]);
          office.push(['審査請求料', `138,000円 + 4,000円 × ${claims}項`, 138000 + 4000 * claims]);
        }
      } else {
        subject = '審査請求';
        fees.push(['審査請求手数料', '', r.int(2, 4) * 10000]);
        office.push(['審査請求料', `138,000円 + 4,000円 × ${claims}項`, 138000 + 4000 * claims]);
      }
    } else if (kind === 'oa') {
      subject = '拒絶理由通知への応答（意見書・手続補正書）';
      titleRow = ['発明の名称', r.pick(INVENTIONS)];
      fees.push(['拒絶理由検討・応答方針ご提案', '', r.int(3, 6) * 10000]);
      fees.push(['意見書作成', '', r.int(6, 12) * 10000]);
      fees.push(['手続補正書作成', '', r.int(3, 6) * 10000]);
      if (r.chance(0.3)) fees.push(['審査官面接', '', r.int(3, 5) * 10000]);
      if (r.chance(0.4)) {
        const extra = r.int(1, 4);
        fees.push(['請求項増加に伴う加算', `${extra}項`, extra * 5000]);
        office.push(['審査請求料（請求項の増加分）', `4,000円 × ${extra}項`, 4000 * extra]);
      }
      if (r.chance(0.3)) office.push(['期間延長請求書', '', 2100]);
    } else {
      subject = '商標登録出願';
      const classes = r.int(1, 3);
      titleRow = [
        '商標・区分',
        `「${r.pick(MARKS)}」　第${shuffle(r, [9, 16, 30, 35, 41, 42])
          .slice(0, classes)
          .sort((a, b) => a - b)
          .join('類・第')}類`,
      ];
      fees.push(['出願手数料（1区分）', '', r.int(4, 6) * 10000]);
      if (classes > 1) fees.push(['区分加算', `${classes - 1}区分 × ${yen(20000)}円`, (classes - 1) * 20000]);
      if (r.chance(0.6)) fees.push(['先行商標調査', '', r.int(2, 4) * 10000]);
      office.push(['出願料', `3,400円 + 8,600円 × ${classes}区分`, 3400 + 8600 * classes]);
    }
    if (r.chance(0.5)) fees.push(['通信費・複写費', '', r.int(2, 6) * 500]);
    d.items = fees.map(([name, , amount]) => ({ name, amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const officeSum = office.reduce((t, x) => t + x[2], 0);
    const total = s.total + officeSum;
    d.due = r.chance(0.6) ? addDays(d.issue, 30) : endOfMonth(...addDays(endOfMonth(d.issue[0], d.issue[1]), 1).slice(0, 2));
    const fmt = DATE_FORMATS[r.pick(['wareki', 'seireki', 'seireki'])];
    const holder = holderPrinted(d, r.pick(['full', 'half', 'half']));
    const dueLabel = r.pick(['お支払期日', 'お支払日', 'お支払期日']);
    const ours = `${kind === 'tm' ? 'T' : 'P'}${String(yy).slice(2)}${r.digits(4)}${r.pick(['JP', 'JP', ''])}`;
    const theirs = r.chance(0.7) ? `${r.pick(['IP', 'PA', 'TM'])}-${yy}-${r.digits(3)}` : '';
    const head = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 11px; color: #111; }
      .wrap { padding: 46px 60px; } .meta { text-align: right; line-height: 1.7; }
      h1 { text-align: center; font-size: 24px; letter-spacing: .6em; padding-left: .6em; margin: 6px 0 18px; font-weight: 600; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .to .n { font-size: 16px; border-bottom: 1px solid #111; padding-right: 30px; white-space: nowrap; } .to .p { margin-top: 4px; }
      .from { position: relative; width: 280px; line-height: 1.6; font-size: 10.5px; } .from .nm { font-size: 14px; font-weight: bold; }
      .case { width: 100%; margin-top: 16px; } .case th { border: 1px solid #444; background: #f3f3f0; font-weight: normal; text-align: left; padding: 3px 8px; width: 100px; }
      .case td { border: 1px solid #444; padding: 3px 8px; }
      .amt { margin: 14px 0 4px; } .amt th { border: 2px solid #111; font-weight: normal; padding: 6px 16px; font-size: 13px; }
      .amt td { border: 2px solid #111; font-size: 20px; font-weight: bold; padding: 4px 24px; min-width: 230px; text-align: right; }
      h3 { font-size: 11.5px; margin: 12px 0 3px; } .grp { width: 100%; } .grp th { border-bottom: 1px solid #111; font-weight: normal; padding: 2px 6px; text-align: left; }
      .grp td { border-bottom: 1px dotted #888; padding: 3px 6px; } .grp td.amt2 { width: 110px; text-align: right; } .grp tr.t td { border-bottom: 1px solid #111; }
      .calc { margin: 12px 0 0 auto; } .calc td { padding: 3px 10px; border-bottom: 1px solid #888; } .calc td.num { width: 120px; } .calc tr.g td { font-weight: bold; font-size: 13px; border-bottom: 3px double #111; }
      .pay { margin-top: 16px; line-height: 1.8; border: 1px solid #444; padding: 6px 14px; }`;
    const feeRows = fees
      .map(([name, calc, amount]) => `<tr><td>${name}</td><td>${calc}</td><td class="amt2">${yen(amount)}円</td></tr>`)
      .join('');
    const officeRows = office
      .map(([name, calc, amount]) => `<tr><td>${name}</td><td>${calc}</td><td class="amt2">${yen(amount)}円</td></tr>`)
      .join('');
    const page = `<div class="wrap"><div class="meta">${fmt(d.issue)}<br>請求番号　${d.no}</div>
      <h1>御請求書</h1>
      <div class="hd"><div class="to"><div class="n">${d.buyerName}　御中</div><div class="p">知的財産部　${d.buyerPerson} 様</div>
          <p style="margin-top:16px;line-height:1.8">拝啓　時下ますますご清栄のこととお慶び申し上げます。<br>下記案件につきまして、弊所手数料及び特許庁費用を<br>ご請求申し上げます。</p><p style="text-align:right;margin:0">敬具</p></div>
        <div class="from"><div class="nm">${d.issuerName}</div>代表弁理士　${head}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}
          ${kakuin(d, 'right: 0; top: -8px; opacity: .7;')}</div></div>
      <table class="case"><tr><th>件名</th><td colspan="3">${subject}</td></tr>
        <tr><th>貴社整理番号</th><td>${theirs || '−'}</td><th>弊所整理番号</th><td>${ours}</td></tr>
        <tr><th>出願番号</th><td colspan="3">${kind === 'patent' ? '（出願完了後にご通知いたします）' : appNo}</td></tr>
        <tr><th>${titleRow[0]}</th><td colspan="3">${titleRow[1]}</td></tr></table>
      <table class="amt"><tr><th>ご請求金額</th><td>¥${yen(total)}</td></tr></table>
      <h3>【弊所手数料】</h3>
      <table class="grp"><tr><th>項目</th><th>算定</th><th style="text-align:right">金額</th></tr>${feeRows}
        <tr><td></td><td style="text-align:right">小計</td><td class="amt2">${yen(s.subtotal)}円</td></tr>
        <tr class="t"><td></td><td style="text-align:right">消費税（10%）</td><td class="amt2">${yen(s.tax)}円</td></tr></table>
      <h3>【特許庁費用（印紙代・立替金／不課税）】</h3>
      <table class="grp"><tr><th>項目</th><th>算定</th><th style="text-align:right">金額</th></tr>${officeRows}
        <tr class="t"><td></td><td style="text-align:right">小計</td><td class="amt2">${yen(officeSum)}円</td></tr></table>
      <table class="calc"><tr><td>弊所手数料（税込）</td><td class="num">${yen(s.total)}円</td></tr><tr><td>特許庁費用</td><td class="num">${yen(officeSum)}円</td></tr>
        <tr class="g"><td>ご請求金額</td><td class="num">${yen(total)}円</td></tr></table>
      <div class="pay">${dueLabel}　${fmt(d.due)}<br>お振込先　${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}<br>
        <span style="font-size:9.5px">※恐れ入りますが、振込手数料は貴社にてご負担くださいますようお願い申し上げます。</span></div></div>`;
    return { pages: [page], css, printed: { holder, total } };
  },
});

// 81 — a タクシー会社's monthly 請求書 for a company's タクシーチケット: one row per ride (ご利用日, 時刻, 券番号, 乗車地 →
// 降車地, ご利用者, 運賃, 迎車料金, 有料道路, 合計), every amount 税込 as the meter shows it, the month's sum the amount to
// pay with its 内消費税; the buyer's 〒 address for a window envelope, the bank at the foot as a ruled table.
const TAXI_TRADES = [
  ['交通', 'コウツウ'],
  ['タクシー', 'タクシー'],
  ['自動車', 'ジドウシャ'],
  ['ハイヤー', 'ハイヤー'],
  ['観光交通', 'カンコウコウツウ'],
  ['無線タクシー', 'ムセンタクシー'],
];
const TAXI_SPOTS = {
  東京都: [
    '東京駅八重洲口',
    '品川駅港南口',
    '新橋駅',
    '大手町',
    '羽田空港第2ターミナル',
    '六本木',
    '赤坂',
    '新宿駅西口',
    '渋谷駅',
    '池袋駅東口',
    '虎ノ門',
    '日本橋',
  ],
  大阪府: ['新大阪駅', '梅田', 'なんば', '本町', '淀屋橋', '伊丹空港', '天王寺', '北浜'],
  愛知県: ['名古屋駅', '栄', '伏見', '金山', '中部国際空港', '名古屋港'],
  福岡県: ['博多駅筑紫口', '天神', '福岡空港国内線', '中洲', '薬院'],
  北海道: ['札幌駅北口', '大通', 'すすきの', '新千歳空港', '円山'],
  宮城県: ['仙台駅東口', '国分町', '仙台空港', '長町'],
  神奈川県: ['横浜駅西口', 'みなとみらい', '新横浜駅', '関内'],
  京都府: ['京都駅八条口', '四条烏丸', '烏丸御池', '京都府庁前'],
  兵庫県: ['三宮', '神戸空港', '新神戸駅', '元町'],
  広島県: ['広島駅南口', '紙屋町', '八丁堀', '広島空港'],
  埼玉県: ['浦和駅西口', '大宮駅西口', 'さいたま新都心'],
  千葉県: ['千葉駅東口', '海浜幕張', '成田空港第1ターミナル'],
  静岡県: ['静岡駅北口', '呉服町', '東静岡駅'],
  群馬県: ['高崎駅西口', '群馬県庁', '前橋駅北口'],
};
const TAXI_DEPTS = ['総務部', '営業部', '営業二部', '役員室', '経理部', '技術部', '秘書室'];
LAYOUTS.push({
  id: 'L81-taxi-ticket',
  split: 'dev',
  title: "タクシー会社's monthly タクシーチケット 請求書, one row per ride, every amount 税込",
  exercises:
    "a タクシー会社's monthly 請求書 for a company's タクシーチケット: the buyer's 〒 address with 御中 at the top left (window envelope), 請求書 with （タクシーチケットご利用分） at the right over お客様コード / 締切日 / 請求日 / 請求書番号, the issuer under it (㈱/(株)/(有) or spelled out, 一般乗用旅客自動車運送事業, 〒 address, TEL/FAX, 登録番号: T…, 社判), a row of cells ご利用件数 / ご利用金額（税込）/ うち消費税等 / 今回ご請求額, a ride table (No., ご利用日, 時刻, 券番号, 乗車地 → 降車地, ご利用者 部署 and name, 運賃, 迎車, 有料道路, 合計) every amount 税込, 合計 with 10%対象 and its 内消費税, then the お支払期限 (or お振込期日 / お支払日) and a ruled bank table (金融機関, 支店, 種目, 口座番号, 口座名義 half-width) at the foot, slash or 年月日 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, TAXI_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    landline(d);
    if (!d.bank.main && r.chance(0.5)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const closing = r.chance(0.75) ? endOfMonth(y, m) : [y, m, 20];
    const from = periodStart(closing);
    const span = daysBetween(from, closing) + 1;
    d.issue = r.chance(0.4) ? closing : addDays(closing, r.int(1, 8));
    const nm = addDays(endOfMonth(y, m), 1);
    d.due = r.chance(0.65) ? endOfMonth(nm[0], nm[1]) : [nm[0], nm[1], r.pick([10, 20, 25])];
    const spots = TAXI_SPOTS[prefOf(d.address)] ?? ['駅前', '市役所前', '空港', '県庁前', '中央病院'];
    const ours = ['貴社本社', '貴社前', '貴社本社', `${r.pick(STEMS)[0]}ホテル`];
    const n = r.int(10, 22);
    let ticket = r.int(1000000, 8999999);
    const users = Array.from({ length: r.int(3, 7) }, () => `${r.pick(TAXI_DEPTS)} ${r.pick(SURNAMES)[0]}`);
    const rides = Array.from({ length: n }, () => {
      const off = r.int(0, span - 1);
      const late = r.chance(0.3);
      const hh = late ? r.pick([22, 23, 0, 1]) : r.int(7, 21);
      const spot = r.pick(spots);
      const out = r.chance(0.5);
      const from1 = out ? r.pick(ours) : spot;
      const to1 = out ? spot : r.pick(ours);
      const airport = /空港/.test(spot);
      const fare = (airport ? r.int(55, 140) : r.int(7, 48)) * 100;
      const pick = r.pick([0, 0, 0, 300, 400, 500]);
      const toll = airport || r.chance(0.1) ? r.pick([330, 660, 990, 1320, 1950]) : 0;
      return {
        off: off + (hh < 5 ? 0.99 : hh / 24),
        dt: addDays(from, off),
        time: `${pad2(hh)}:${pad2(r.int(0, 59))}`,
        from: from1,
        to: to1,
        user: r.pick(users),
        fare,
        pick,
        toll,
      };
    }).sort((a, b) => a.off - b.off);
    rides.forEach((x) => {
      ticket += r.int(1, 60);
      x.ticket = String(ticket);
      x.total = x.fare + x.pick + x.toll;
    });
    const sum = (f) => rides.reduce((t, x) => t + f(x), 0);
    const total = sum((x) => x.total);
    const tax = Math.floor((total * 10) / 110);
    d.items = rides.map((x) => ({ name: `${x.from}→${x.to}`, amount: x.total, rate: 10 }));
    const fmt = DATE_FORMATS[r.pick(['slash', 'slash', 'seireki', 'seirekiPad'])];
    const issuer =
      d.form === '株式会社'
        ? spelled(d, r.pick(['full', 'circled', 'paren']))
        : r.chance(0.5)
          ? abbreviated(d, r.pick([0, 1]))
          : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big']));
    const dueLabel = r.pick(['お支払期限', 'お振込期日', 'お支払日']);
    const custCode = `${r.int(1, 9)}${r.digits(4)}`;
    const band = r.pick(['#f2b705', '#1f4e9c', '#d9480f', '#2b8a3e']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #1c1c1c; }
      .bar { height: 10px; background: ${band}; } .wrap { padding: 26px 40px; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .to { width: 330px; line-height: 1.55; padding-top: 14px; font-size: 10.5px; } .to .n { font-size: 15px; margin-top: 6px; }
      .rt { width: 330px; } .rt h1 { margin: 0; font-size: 22px; letter-spacing: .4em; font-weight: 600; } .rt .sub { font-size: 10.5px; margin-bottom: 6px; }
      .meta { width: 100%; } .meta td { border: 1px solid #888; padding: 2px 6px; } .meta td.l { background: #f1f1f1; width: 80px; }
      .from { position: relative; margin-top: 8px; line-height: 1.5; } .from .nm { font-size: 14px; font-weight: bold; }
      .cells { width: 100%; margin-top: 14px; } .cells th { border: 1px solid #555; background: #f1f1f1; font-weight: normal; padding: 3px; }
      .cells td { border: 1px solid #555; padding: 5px 10px; text-align: right; font-size: 13px; } .cells td.g { font-size: 16px; font-weight: bold; }
      .rides { width: 100%; margin-top: 12px; font-size: 9.5px; } .rides th { background: #333; color: #fff; font-weight: normal; padding: 3px 2px; border: 1px solid #333; }
      .rides td { border: 1px solid #bbb; padding: 2px 4px; white-space: nowrap; } .rides td.c { text-align: center; } .rides tr:nth-child(odd) td { background: #fafafa; }
      .rides tr.t td { background: #eee; font-weight: bold; border-top: 2px solid #333; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 12px; gap: 16px; }
      .bank { border-collapse: collapse; } .bank td { border: 1px solid #555; padding: 3px 8px; } .bank td.l { background: #f1f1f1; }
      .due { font-size: 12px; border: 1.5px solid #333; padding: 6px 12px; }`;
    const rows = rides
      .map(
        (x, k) =>
          `<tr><td class="c">${k + 1}</td><td class="c">${mdSlash(x.dt)}</td><td class="c">${x.time}</td><td class="c">${x.ticket}</td><td>${x.from} → ${x.to}</td><td>${x.user}</td><td class="num">${yen(x.fare)}</td><td class="num">${x.pick ? yen(x.pick) : ''}</td><td class="num">${x.toll ? yen(x.toll) : ''}</td><td class="num">${yen(x.total)}</td></tr>`,
      )
      .join('');
    const page = `<div class="bar"></div><div class="wrap"><div class="hd">
        <div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<div class="n">${d.buyerName}　御中</div><div style="margin-top:4px">総務部　ご担当者様</div></div>
        <div class="rt"><h1>請求書</h1><div class="sub">（タクシーチケットご利用分）</div>
          <table class="meta"><tr><td class="l">お客様コード</td><td>${custCode}</td><td class="l">締切日</td><td>${fmt(closing)}</td></tr>
            <tr><td class="l">請求日</td><td>${fmt(d.issue)}</td><td class="l">請求書番号</td><td>${d.no}</td></tr></table>
          <div class="from"><div class="nm">${issuer}</div>一般乗用旅客自動車運送事業<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号：${d.reg}
            ${kakuin(d, 'right: -8px; top: -14px; opacity: .6;')}</div></div></div>
      <p style="margin:12px 0 0">平素はタクシーチケットをご利用いただき誠にありがとうございます。${fmt(from)}〜${fmt(closing)}のご利用分を下記のとおりご請求申し上げます。</p>
      <table class="cells"><tr><th>ご利用件数</th><th>ご利用金額（税込）</th><th>うち消費税等</th><th>今回ご請求額</th></tr>
        <tr><td>${n}件</td><td>${yen(total)}</td><td>${yen(tax)}</td><td class="g">¥${yen(total)}</td></tr></table>
      <table class="rides"><tr><th style="width:24px">No.</th><th style="width:40px">ご利用日</th><th style="width:36px">時刻</th><th style="width:56px">券番号</th><th>乗車地 → 降車地</th><th style="width:90px">ご利用者</th><th style="width:50px">運賃</th><th style="width:34px">迎車</th><th style="width:46px">有料道路</th><th style="width:56px">合計</th></tr>
        ${rows}
        <tr class="t"><td colspan="6" style="text-align:right">合計（税込）</td><td class="num">${yen(sum((x) => x.fare))}</td><td class="num">${yen(sum((x) => x.pick))}</td><td class="num">${yen(sum((x) => x.toll))}</td><td class="num">${yen(total)}</td></tr></table>
      <div style="text-align:right;margin-top:4px">10%対象 ${yen(total)}円（内消費税等 ${yen(tax)}円）　※金額はすべて税込です。</div>
      <div class="low"><table class="bank"><tr><td class="l" rowspan="3" style="text-align:center">お振込先</td><td class="l">金融機関</td><td>${d.bank.name}　${d.branch.name}</td></tr>
          <tr><td class="l">口座</td><td>${TYPE_LABEL[d.type]}　${d.account}</td></tr><tr><td class="l">口座名義</td><td>${holder}</td></tr></table>
        <div class="due">${dueLabel}　<b>${fmt(d.due)}</b><div style="font-size:9px;margin-top:4px">※振込手数料は貴社にてご負担願います。</div></div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 82 — an IT機器 reseller's monthly 請求書 over several 納品書: a summary of the month's 納品書 (納品日, 納品書No., 貴社注文No.,
// 金額) and then each one's lines, the hardware with its 型番 and シリアルNo. under the name, キッティング, 延長保証, 設置
// and 回収 as services, a 返品 slip or an 出精値引き as minus lines sometimes; the bank with its 銀行コード and 支店コード.
const ITHW_TRADES = [
  ['システム', 'システム'],
  ['情報システム', 'ジョウホウシステム'],
  ['ネットワークス', 'ネットワークス'],
  ['OAシステム', 'OAシステム'],
  ['ビジネスマシン', 'ビジネスマシン'],
  ['電子', 'デンシ'],
];
// [品名, 単位, 単価 lo–hi, 型番 prefix (null: a service, no serial)]
const ITHW_GOODS = [
  ['ノートPC 14型 Core i5/16GB/SSD512GB', '台', 98000, 168000, 'NB'],
  ['デスクトップPC Core i7/32GB/SSD1TB', '台', 118000, 198000, 'DT'],
  ['液晶ディスプレイ 23.8型', '台', 16800, 32000, 'LCD'],
  ['USB-C ドッキングステーション', '台', 18000, 29800, 'DK'],
  ['L2スイッチ 24ポート', '台', 38000, 98000, 'SW'],
  ['無線LANアクセスポイント', '台', 28000, 65000, 'AP'],
  ['UTMアプライアンス', '台', 180000, 380000, 'UTM'],
  ['NAS 4ベイ 16TB', '台', 98000, 198000, 'NAS'],
  ['無停電電源装置 1000VA', '台', 38000, 68000, 'UPS'],
  ['A4モノクロレーザープリンター', '台', 38000, 78000, 'LP'],
];
const ITHW_SERVICES = [
  ['キッティング作業（初期設定・アカウント設定）', '台', 5000, 12000],
  ['データ移行作業', '台', 8000, 15000],
  ['延長保証 5年 オンサイト', '台', 12000, 28000],
  ['設置・配線作業', '式', 30000, 120000],
  ['旧機器回収・データ消去（証明書発行）', '台', 3000, 6000],
  ['配送料', '式', 2000, 8000],
  ['UTM 年間ライセンス', '年', 80000, 160000],
];
LAYOUTS.push({
  id: 'L82-it-kiki-nouhin',
  split: 'dev',
  title: "IT機器 reseller's monthly 請求書 over several 納品書, with 型番 and シリアルNo.",
  exercises:
    "an IT機器 reseller's monthly 請求書 over several 納品書: 請求書 (or ご請求書 / 請求書（納品明細付）) at the top, the buyer's 〒 address with 御中 and the 情報システム部 担当 様 at the left, 請求日 / 請求書No. / 締日 and the issuer at the right (㈱/(株) or spelled out, 〒 address, TEL/FAX, e-mail, 登録番号, 角印), a row of cells 今回お買上額（税抜）/ 消費税額（10%）/ 今回ご請求額, a summary of the month's 納品書 (納品日, 納品書No., 貴社注文No., 金額（税抜）), then each 納品書 as a heading over its lines: hardware with 型番 and シリアルNo. printed under the name (or 別紙シリアル一覧), services (キッティング, データ移行, 延長保証, 設置・配線, 旧機器回収, 配送料, ライセンス), a 返品 slip with minus quantities or an 出精値引き as △ or − sometimes; 小計 / 消費税（10%）/ 合計, the お支払期限 (or 振込期日 / お支払日) and a bank table with 銀行コード and 支店コード (お振込先 / 振込口座 / お支払い口座) and a half-width or full-width holder, slash or 年月日 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, ITHW_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
      ['合同会社', 'ド'],
    ]);
    landline(d);
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const closing = endOfMonth(y, m);
    d.issue = r.chance(0.5) ? closing : addDays(closing, r.int(1, 5));
    const nm = addDays(closing, 1);
    d.due = r.chance(0.7) ? endOfMonth(nm[0], nm[1]) : addDays(closing, r.pick([30, 45]));
    const neg = r.pick(['tri', 'minus']);
    const money = (n) => (n >= 0 ? yen(n) : neg === 'tri' ? `△${yen(-n)}` : `-${yen(-n)}`);
    const nDel = r.int(2, 3);
    const days = shuffle(
      r,
      Array.from({ length: closing[2] - 2 }, (_, k) => k + 2),
    )
      .slice(0, nDel)
      .sort((a, b) => a - b);
    let slip = r.int(10000, 79999);
    const goods = shuffle(r, ITHW_GOODS);
    const services = shuffle(r, ITHW_SERVICES);
    let gi = 0;
    let si = 0;
    const serial = () => `${r.pick(['5CG', 'PF', 'JP', 'SN', 'S'])}${alnum(r, r.int(7, 9))}`;
    const dels = days.map((dd) => {
      const lines = [];
      const nGoods = r.int(1, 2);
      for (let k = 0; k < nGoods; k++) {
        const [name, unit, lo, hi, prefix] = goods[gi++ % goods.length];
        const qty = hi > 150000 ? r.int(1, 2) : r.pick([1, 2, 3, 5, 8, 10]);
        const model = `${prefix}-${r.int(10, 99)}${r.pick(['A', 'B', 'M', 'X', 'S'])}${alnum(r, 2, '0123456789')}${r.pick(['', 'J', '/JP', '-W'])}`;
        const price = r.int(lo / 100, hi / 100) * 100;
        lines.push({ name, model, serials: qty <= 3 ? Array.from({ length: qty }, () => serial()) : null, qty, unit, price });
      }
      for (let k = 0, n = r.int(0, 2); k < n; k++) {
        const [name, unit, lo, hi] = services[si++ % services.length];
        const qty = unit === '台' ? lines[0].qty : 1;
        lines.push({ name, qty, unit, price: r.int(lo / 100, hi / 100) * 100 });
      }
      return {
        dt: [y, m, dd],
        no: `${String(y).slice(2)}-${slip++}`,
        order: r.chance(0.6) ? `PO${r.digits(6)}` : '',
        lines,
        ret: false,
      };
    });
    if (r.chance(0.3)) {
      // A 返品 slip after the deliveries (in place of the third when there are three): the month's total stays positive.
      const src = dels[0].lines[0];
      const back = Math.min(src.qty, r.int(1, 2));
      const lastDay = nDel === 3 ? days[1] : days[nDel - 1];
      const ret = {
        dt: [y, m, r.int(lastDay + 1, closing[2])],
        no: `${String(y).slice(2)}-${slip++}`,
        order: '',
        ret: true,
        lines: [
          {
            name: `【返品】${src.name}`,
            model: src.model,
            serials: src.serials ? src.serials.slice(0, back) : null,
            qty: -back,
            unit: src.unit,
            price: src.price,
            note: `${dels[0].no} 分 ご注文数量変更による`,
          },
        ],
      };
      if (nDel === 3) dels[2] = ret;
      else dels.push(ret);
    } else if (r.chance(0.35)) {
      const t = dels[nDel - 1].lines.reduce((a, x) => a + x.qty * x.price, 0);
      const disc = Math.floor((t * r.range(0.01, 0.05)) / 1000) * 1000 || 1000;
      dels[nDel - 1].lines.push({ name: '出精値引き', qty: 1, unit: '式', price: -disc });
    }
    for (const dl of dels) {
      dl.lines.forEach((x) => (x.amount = x.qty * x.price));
      dl.total = dl.lines.reduce((a, x) => a + x.amount, 0);
    }
    d.items = dels.flatMap((dl) => dl.lines.map((x) => ({ name: x.name, amount: x.amount, rate: 10 })));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['slash', 'seireki', 'seirekiPad', 'dot'])];
    const issuer =
      d.form === '株式会社'
        ? spelled(d, r.pick(['full', 'full', 'circled', 'paren']))
        : r.chance(0.5)
          ? abbreviated(d, r.pick([0, 1]))
          : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'full', 'half-big']));
    const bankLabel = r.pick(['お振込先', '振込口座', 'お支払い口座']);
    const dueLabel = r.pick(['お支払期限', '振込期日', 'お支払日']);
    const email = mail(r);
    const accent = r.pick(['#004b87', '#333f48', '#00695c', '#6a1b9a']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #222; }
      .wrap { padding: 30px 42px; } h1 { margin: 0 0 12px; font-size: 22px; letter-spacing: .35em; font-weight: 600; color: ${accent}; border-bottom: 3px solid ${accent}; padding-bottom: 4px; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .to { width: 340px; line-height: 1.5; font-size: 10.5px; } .to .n { font-size: 15px; margin-top: 4px; border-bottom: 1px solid #222; display: inline-block; padding-right: 20px; }
      .meta { margin-left: auto; } .meta td { padding: 1px 0 1px 12px; }
      .from { position: relative; width: 300px; margin-top: 16px; line-height: 1.5; } .from .nm { font-size: 13.5px; font-weight: bold; }
      .cells { width: 100%; margin-top: 12px; } .cells th { background: ${accent}; color: #fff; font-weight: normal; border: 1px solid ${accent}; padding: 3px; }
      .cells td { border: 1px solid ${accent}; text-align: right; padding: 4px 12px; font-size: 13px; } .cells td.g { font-weight: bold; font-size: 16px; }
      .list { margin-top: 10px; width: 70%; } .list th { border-bottom: 1px solid #333; font-weight: normal; padding: 2px 6px; text-align: left; } .list td { border-bottom: 1px dotted #999; padding: 2px 6px; }
      .det { width: 100%; margin-top: 10px; } .det th { background: #eef1f4; border: 1px solid #999; font-weight: normal; padding: 3px; }
      .det td { border: 1px solid #bbb; padding: 2px 6px; vertical-align: top; } .det td.c { text-align: center; }
      .det tr.slip td { background: #f7f7f7; font-weight: bold; border-top: 1.5px solid #555; } .det .sub { font-size: 8.5px; color: #555; line-height: 1.35; }
      .tot { margin: 8px 0 0 auto; } .tot td { border: 1px solid #999; padding: 3px 12px; } .tot td.l { background: #eef1f4; width: 120px; } .tot td.num { width: 130px; }
      .tot tr.g td { font-weight: bold; font-size: 12.5px; }
      .bank { margin-top: 12px; } .bank td { border: 1px solid #777; padding: 3px 8px; } .bank td.l { background: #eef1f4; }`;
    const det = dels
      .map(
        (dl) =>
          `<tr class="slip"><td colspan="5">${dl.ret ? '返品伝票' : '納品書'}No. ${dl.no}　納品日 ${fmt(dl.dt)}${dl.order ? `　貴社注文No. ${dl.order}` : ''}</td></tr>` +
          dl.lines
            .map((x) => {
              const sub = [
                x.model ? `型番：${x.model}` : '',
                x.serials ? `S/N：${x.serials.join(', ')}` : x.model ? 'S/N：別紙シリアル一覧のとおり' : '',
                x.note ?? '',
              ]
                .filter(Boolean)
                .map((t) => `<div class="sub">${t}</div>`)
                .join('');
              return `<tr><td>${x.name}${sub}</td><td class="num">${money(x.qty)}</td><td class="c">${x.unit}</td><td class="num">${money(x.price)}</td><td class="num">${money(x.amount)}</td></tr>`;
            })
            .join(''),
      )
      .join('');
    const page = `<div class="wrap"><h1>${r.pick(['請求書', 'ご請求書', '請求書（納品明細付）'])}</h1>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><div class="n">${d.buyerName}　御中</div><div style="margin-top:4px">情報システム部　${d.buyerPerson} 様</div>
          <p style="margin-top:10px">毎度お引き立ていただきありがとうございます。<br>${m}月分の納品につき下記のとおりご請求申し上げます。</p></div>
        <div><table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書No.</td><td>${d.no}</td></tr><tr><td>締日</td><td>${fmt(closing)}</td></tr></table>
          <div class="from"><div class="nm">${issuer}</div>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>${email}<br>登録番号 ${d.reg}
            ${kakuin(d, 'right: -6px; top: -22px; opacity: .6;')}</div></div></div>
      <table class="cells"><tr><th>今回お買上額（税抜）</th><th>消費税額（10%）</th><th>今回ご請求額</th></tr><tr><td>${money(s.subtotal)}</td><td>${money(s.tax)}</td><td class="g">¥${money(s.total)}</td></tr></table>
      <table class="list"><tr><th>納品日</th><th>伝票No.</th><th>貴社注文No.</th><th style="text-align:right">金額（税抜）</th></tr>
        ${dels.map((dl) => `<tr><td>${fmt(dl.dt)}</td><td>${dl.no}${dl.ret ? '（返品）' : ''}</td><td>${dl.order || '−'}</td><td class="num">${money(dl.total)}</td></tr>`).join('')}</table>
      <table class="det"><tr><th>品名・型番・シリアルNo.</th><th style="width:46px">数量</th><th style="width:34px">単位</th><th style="width:74px">単価</th><th style="width:86px">金額</th></tr>${det}</table>
      <table class="tot"><tr><td class="l">小計</td><td class="num">${money(s.subtotal)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${money(s.tax)}</td></tr><tr class="g"><td class="l">合計</td><td class="num">${money(s.total)}</td></tr></table>
      <div style="margin-top:8px;font-size:11px"><b>${dueLabel}　${fmt(d.due)}</b></div>
      <table class="bank"><tr><td class="l" rowspan="2">${bankLabel}</td><td class="l">銀行名</td><td>${d.bank.name}（${d.bank.code}）</td><td class="l">支店名</td><td>${d.branch.name}（${d.branch.code}）</td></tr>
        <tr><td class="l">口座</td><td>${TYPE_LABEL[d.type]}　${d.account}</td><td class="l">口座名義</td><td>${holder}</td></tr></table>
      <div style="font-size:9px;color:#555;margin-top:4px">※振込手数料は貴社にてご負担ください。※シリアル番号の一覧は納品書に添付しております。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, showBankCode: true, showBranchCode: true } };
  },
});

export { KEIBI_TOWNS, alnum, mdSlash, periodStart };
