// Invoice corpus layouts L143–L148: each pushed onto core.mjs's LAYOUTS, in order.
import {
  DATE_FORMATS,
  GIVEN,
  LAYOUTS,
  STEMS,
  SURNAMES,
  TRADES,
  TYPE_LABEL,
  addDays,
  endOfMonth,
  holderPrinted,
  iso,
  pad2,
  reiwa,
  summarize,
  yen,
} from './core.mjs';
import { regHyphen, regSpaced } from './layouts-013-018.mjs';
import { holderFormSpelled, kakuin, landline, shuffle, weekday, zen } from './layouts-019-028.mjs';
import { abbreviated, mail, setCorp } from './layouts-029-034.mjs';
import { addrHtml, furikaeAccount, ordinaryAtNetBank, rebank, representative } from './layouts-035-040.mjs';
import { daysBetween } from './layouts-047-052.mjs';
import { PREF_CODES, prefOf } from './layouts-053-058.mjs';
import { KEIBI_TOWNS, mdSlash, periodStart } from './layouts-077-082.mjs';
import { TOWNS, cityOf, relocate } from './layouts-089-094.mjs';
import { addMonths } from './layouts-095-100.mjs';
import { LOCAL_BRANCHES } from './layouts-137-142.mjs';

// ---- 143–148: written blind as the twenty-first round's fresh set, measured once (ADR 0025), now dev.

/** Amounts typed full-width in Word (１２３，４５６): digits and commas, NFKC gives them back. */
const zenNum = (s) => zen(s).replace(/,/g, '，');
/** A small company's running 請求書番号, printed No. 00123. */
const seqNo = (r) => String(r.int(12, 4800)).padStart(5, '0');
/** An invoice number made of its date (20261031-123) kept in step when the layout moves the date. */
const redate = (d) => {
  d.no = d.no.replace(/^\d{8}(?=-)/, iso(d.issue).replace(/-/g, ''));
};
/** A company whose name is an owner's surname and a trade (有限会社佐藤建設), its holder kana to match. */
const setFamilyCorp = (d, r, trades, forms) => {
  const [sn, snk] = r.pick(SURNAMES);
  const [trade, tradeKana] = r.pick(trades);
  const [form, abbrev] = r.pick(forms);
  d.corpBody = sn + trade;
  d.form = form;
  d.formBefore = form === '株式会社' ? r.chance(0.6) : r.chance(0.5);
  d.issuerName = d.formBefore ? form + d.corpBody : d.corpBody + form;
  d.holderBase = d.formBefore ? `${abbrev}）${snk}${tradeKana}` : `${snk}${tradeKana}（${abbrev}`;
  return sn;
};
/** The account moved to a regional bank or 信用金庫 printed without codes. */
const localBank = (d, r, names) => {
  d.bank = { name: r.pick(names), code: null, main: false };
  delete d.yucho;
  const branch = r.pick(LOCAL_BRANCHES);
  d.branch = { name: branch, code: branch.startsWith('本店') ? '001' : `${r.int(1, 8)}${r.digits(2)}` };
  d.account = r.digits(7);
};

// 143 — a 生コン (ready-mixed concrete) plant bills a builder for a month's 出荷 from its 出荷管理 system (20日締め or 末締め):
// one row per 出荷 (出荷日, 納品書No., 納入場所 the builder's 現場, the JIS 呼び方 such as 普通 24-18-20 N, 数量 in ㎥ with two
// decimals, 単価 per ㎥), 割増 rows under a 出荷 (小型車, 土曜, 待機料, 残コン処理), a 呼び方別 数量 summary beside the totals,
// a statement strip (前回御請求額 / 御入金額 / 繰越額 before this month's) sometimes, its JIS 認証番号 and 出荷工場 under the
// name, the 振込先 as five ruled cells (銀行名 / 支店名 / 預金種目 / 口座番号 / 口座名義, labels over values) at a bank of the
// plant's prefecture with no codes, slash dates.
const NAMAKON_TRADES = [
  ['生コン', 'ナマコン'],
  ['生コンクリート', 'ナマコンクリート'],
  ['レミコン', 'レミコン'],
  ['コンクリート工業', 'コンクリートコウギョウ'],
];
const NAMAKON_BUYERS = ['株式会社{s}建設', '{s}工務店株式会社', '有限会社{s}土木', '株式会社{s}組', '{s}建設工業株式会社'];
const NAMAKON_SITES = [
  '{n}邸新築工事',
  '{t}共同住宅新築工事',
  '{t}工場増築工事',
  '市道{t}線 道路改良工事',
  '{t}倉庫土間工事',
  '{t}保育園新築工事',
  '{n}様邸 外構工事',
  '{t}擁壁築造工事',
];
/** Regional banks and 信用金庫 of TOWNS' prefectures. */
const REGIONAL_BANKS = {
  茨城県: ['常陽銀行', '筑波銀行', '水戸信用金庫'],
  埼玉県: ['武蔵野銀行', '埼玉縣信用金庫', '飯能信用金庫'],
  栃木県: ['足利銀行', '栃木銀行', '烏山信用金庫'],
  長野県: ['八十二銀行', 'アルプス中央信用金庫', '長野信用金庫'],
  千葉県: ['千葉銀行', '京葉銀行', '千葉興業銀行'],
  群馬県: ['群馬銀行', '東和銀行', '高崎信用金庫'],
  静岡県: ['静岡銀行', 'スルガ銀行', '三島信用金庫'],
};
LAYOUTS.push({
  id: 'L143-namakon-shukka',
  split: 'dev',
  title:
    "生コン plant's monthly 請求書 from its 出荷管理 system: one row per 出荷 with the JIS 呼び方 (24-18-20 N) and ㎥ to two decimals, 割増 rows, a 呼び方別 数量 summary, a 繰越 strip sometimes, 振込先 as five ruled cells",
  exercises:
    "a 生コン plant (…生コン / …生コンクリート / …レミコン / …コンクリート工業, 株式会社 mostly, (株)/㈱ sometimes; a town address, TEL/FAX on a 3–4-digit area code) bills a builder (…建設 / …工務店 / …土木 / …組) for a month's 出荷 (20日締め or 末締め): 請求書 centred at the top, the buyer's 〒 address and name with 御中 and a 得意先コード at the left, 請求日 / 締切日 / 請求書No. at the right over the company's block (name, 代表取締役, 本社・工場 〒 address, TEL/FAX, 登録番号, JIS A 5308 認証番号 and the 出荷工場) under a 角印, 対象期間 m/d〜m/d, a strip of boxes (前回御請求額 / 御入金額 / 繰越額 sometimes, then 今回出荷額（税抜）/ 消費税額 / 今回御請求額), one row per 出荷 (出荷日, 納品書No., 納入場所 the 現場 name, 品名・呼び方 普通 24-18-20 N / 普通 30-15-20 H / 舗装 4.5-6.5-20 N / モルタル 1:3, 数量 ㎥ with two decimals in quarter steps, 単価 per ㎥, 金額) with 割増 rows under it (小型車割増 by the ㎥, 土曜割増 by the ㎥ on a Saturday, 待機料 by the 30 minutes, 残コン処理費), at the foot a 呼び方別 数量 table at the left and 出荷数量計 ㎥ / 税抜金額 / 消費税（10%）/ 合計 at the right (this month's only, so below the 今回御請求額 when a 繰越 is carried), お支払期日 and the お振込先 as five ruled cells (銀行名 / 支店名 / 預金種目 / 口座番号 / 口座名義, labels over values) at a bank or 信用金庫 of the prefecture with no codes (a city bank sometimes), holder ｶ)… half-width mostly, slash dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'main' : 'other' }),
  render(d, r) {
    setCorp(d, r, NAMAKON_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    const town = relocate(d, r, false);
    const pref = prefOf(town);
    if (!d.bank.main) localBank(d, r, REGIONAL_BANKS[pref]);
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const twenty = r.chance(0.6);
    const closing = twenty ? [y, m, 20] : endOfMonth(y, m);
    const from = periodStart(closing);
    d.issue = r.chance(0.6) ? closing : addDays(closing, r.int(1, 5));
    redate(d);
    const nm = addMonths([y, m], 1);
    d.due = twenty || r.chance(0.5) ? endOfMonth(...nm) : [nm[0], nm[1], 25];
    // The plant's price list: a base for 普通 18-8-40 N, then by strength, slump, aggregate and cement.
    const base = r.pick([15800, 16500, 17200, 18400, 19600, 21300]);
    const mixes = [];
    const addMix = () => {
      const k = r.int(0, 9);
      let mix;
      if (k === 0) mix = { name: '舗装 4.5-6.5-20 N', price: base + 1800 };
      else if (k === 1) mix = { name: 'モルタル 1:3', price: base + 3500 };
      else {
        const st = r.pick([18, 21, 24, 24, 27, 30]);
        const sl = r.pick([8, 12, 15, 18, 18]);
        const ag = st === 18 && sl === 8 ? r.pick([25, 40]) : r.pick([20, 20, 25]);
        const ce = r.pick(['N', 'N', 'N', 'BB', 'H']);
        const price =
          base +
          ((st - 18) / 3) * 300 +
          { 8: 0, 12: 100, 15: 200, 18: 400 }[sl] +
          { 20: 100, 25: 0, 40: -200 }[ag] +
          { N: 0, BB: -100, H: 1200 }[ce];
        mix = { name: `普通 ${st}-${sl}-${ag} ${ce}`, price };
      }
      const known = mixes.find((x) => x.name === mix.name);
      if (known) return known;
      mixes.push(mix);
      return mix;
    };
    const [bs] = r.pick(SURNAMES);
    d.buyerName = r.pick(NAMAKON_BUYERS).replace('{s}', bs);
    const sites = shuffle(r, NAMAKON_SITES)
      .slice(0, r.int(2, 4))
      .map((t) => ({
        name: t.replace('{n}', r.pick(SURNAMES)[0]).replace('{t}', r.pick(KEIBI_TOWNS)),
        mixes: [addMix(), ...(r.chance(0.35) ? [addMix()] : [])],
      }));
    const span = daysBetween(from, closing) + 1;
    const pours = [];
    for (const site of sites)
      for (let k = r.int(1, 4); k > 0; k--) {
        let dt = addDays(from, r.int(0, span - 1));
        if (weekday(dt) === '日') dt = daysBetween(dt, closing) > 0 ? addDays(dt, 1) : addDays(dt, -2);
        const mix = r.pick(site.mixes);
        const big = mix.name.startsWith('普通') && r.chance(0.5);
        const qty = (big ? r.int(24, 180) : r.int(2, 24)) / 4;
        pours.push({ dt, site, mix, qty });
      }
    pours.sort((a, b) => daysBetween(b.dt, a.dt));
    let slip = r.int(100000, 899999);
    const rows = [];
    for (const p of pours) {
      slip += r.int(3, 60);
      rows.push({
        dt: p.dt,
        slip: String(slip),
        site: p.site.name,
        name: p.mix.name,
        qty: p.qty,
        unit: '㎥',
        price: p.mix.price,
        main: p,
      });
      if (p.qty <= 4 && r.chance(0.6))
        rows.push({ dt: p.dt, name: '小型車割増（4t車）', qty: p.qty, unit: '㎥', price: r.pick([1000, 1500, 2000]) });
      if (weekday(p.dt) === '土') rows.push({ dt: p.dt, name: '土曜割増', qty: p.qty, unit: '㎥', price: r.pick([500, 1000]) });
      if (r.chance(0.12))
        rows.push({ dt: p.dt, name: '待機料（30分毎）', qty: r.int(1, 4), unit: '回', price: r.pick([3000, 4000, 5000]) });
      if (r.chance(0.08))
        rows.push({ dt: p.dt, name: '残コン処理費', qty: r.int(1, 4) / 4, unit: '㎥', price: r.pick([5000, 6000, 8000]) });
    }
    rows.forEach((x) => (x.amount = Math.round(x.qty * x.price)));
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const carryStrip = r.chance(0.4);
    const prev = r.int(300, 3000) * 1000 + r.int(0, 999);
    const paid = r.chance(0.75) ? prev : prev - r.int(1, 60) * 1000;
    const carry = carryStrip ? prev - paid : 0;
    const total = carry + s.total;
    const volume = pours.reduce((t, p) => t + p.qty, 0);
    const byMix = mixes
      .map((mx) => [mx.name, pours.filter((p) => p.mix === mx).reduce((t, p) => t + p.qty, 0)])
      .filter(([, q]) => q > 0);
    const fmt = DATE_FORMATS[r.pick(['slash', 'slash', 'slashLoose'])];
    const issuer = r.chance(0.35) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = r.chance(0.2)
      ? holderFormSpelled(d, r.pick(['half', 'full']))
      : holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const custCode = `${r.int(1, 9)}${r.digits(4)}`;
    const plant = `${cityOf(town).replace(/^.+郡/, '')}工場`;
    const jis = `${r.pick(['GB', 'TC', 'JQ'])}0${r.digits(6)}`;
    const q2 = (q) => q.toFixed(2);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.5px; color: #1b1b1b; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 34px 40px 0; }
      h1 { margin: 0; text-align: center; font-size: 22px; letter-spacing: 1em; font-weight: 700; }
      .hd { display: flex; justify-content: space-between; margin-top: 8px; }
      .to { line-height: 1.6; width: 340px; } .to .n { font-size: 15px; border-bottom: 1px solid #1b1b1b; white-space: nowrap; display: inline-block; padding-right: 24px; }
      .rt { width: 300px; } .mt td { padding: 1px 6px; } .mt td:first-child { color: #444; }
      .co { position: relative; line-height: 1.5; margin-top: 6px; } .co .nm { font-size: 14px; font-weight: 700; white-space: nowrap; } .co .sub { font-size: 8.5px; color: #333; }
      .g { border-collapse: collapse; } .g th { border: 1px solid #444; background: #e9eef3; font-weight: normal; padding: 2px 6px; } .g td { border: 1px solid #444; padding: 3px 8px; }
      .strip { width: 100%; margin-top: 8px; table-layout: fixed; } .strip td { text-align: right; font-size: 12px; } .strip .k { font-weight: 700; font-size: 13px; background: #fffbe6; }
      .det { width: 100%; margin-top: 8px; } .det th { border: 1px solid #444; background: #e9eef3; font-weight: normal; padding: 2px 3px; } .det td { border-left: 1px solid #444; border-right: 1px solid #444; border-bottom: 1px dotted #999; padding: 2px 5px; white-space: nowrap; } .det td.c { text-align: center; }
      .det tr.x td { color: #333; } .det tr:last-child td { border-bottom: 1px solid #444; }
      .low { display: flex; justify-content: space-between; margin-top: 8px; align-items: flex-start; }
      .tot td { text-align: right; min-width: 96px; } .tot tr.f td { font-weight: 700; font-size: 11px; }
      .bank { margin-top: 10px; width: 100%; table-layout: fixed; } .bank td { text-align: center; font-size: 10.5px; padding: 5px 4px; }
      .memo { font-size: 8.5px; color: #333; margin-top: 6px; line-height: 1.6; }`;
    const body = rows
      .map((x) =>
        x.main
          ? `<tr><td class="c">${mdSlash(x.dt)}</td><td class="c">${x.slip}</td><td>${x.site}</td><td>${x.name}</td><td class="num">${q2(x.qty)}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`
          : `<tr class="x"><td class="c">${mdSlash(x.dt)}</td><td></td><td></td><td>　${x.name}</td><td class="num">${x.unit === '㎥' ? q2(x.qty) : x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const strip = carryStrip
      ? `<tr><th>前回御請求額</th><th>御入金額</th><th>繰越額</th><th>今回出荷額（税抜）</th><th>消費税額</th><th>今回御請求額</th></tr>
         <tr><td>${yen(prev)}</td><td>${yen(paid)}</td><td>${yen(carry)}</td><td>${yen(s.subtotal)}</td><td>${yen(s.tax)}</td><td class="k">${yen(total)}</td></tr>`
      : `<tr><th>今回出荷額（税抜）</th><th>消費税額</th><th>今回御請求額</th></tr><tr><td>${yen(s.subtotal)}</td><td>${yen(s.tax)}</td><td class="k">¥${yen(total)}</td></tr>`;
    const page = `<div class="wrap"><h1>請求書</h1>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>得意先コード　${custCode}
          <div style="margin-top:10px">毎度格別のお引き立てを賜り厚く御礼申し上げます。<br>下記のとおりご請求申し上げます。</div>
          <div style="margin-top:6px">対象期間　${fmt(from)}〜${fmt(closing)}（${twenty ? '20日締め' : '末締め'}）</div></div>
        <div class="rt"><table class="mt"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>締切日</td><td>${fmt(closing)}</td></tr><tr><td>請求書No.</td><td>${d.no}</td></tr></table>
          <div class="co"><div class="nm">${issuer}</div>代表取締役　${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}<br>本社・工場　〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${reg}
            <div class="sub">JIS A 5308 レディーミクストコンクリート 認証番号 ${jis}<br>出荷工場　${plant}</div>
            ${kakuin(d, `right: ${r.int(0, 30)}px; top: ${r.int(0, 16)}px; opacity: .5;`)}</div></div></div>
      <table class="g strip">${strip}</table>
      <table class="det"><tr><th style="width:40px">出荷日</th><th style="width:56px">納品書No.</th><th>納入場所（現場名）</th><th style="width:150px">品名・呼び方</th><th style="width:52px">数量</th><th style="width:26px">単位</th><th style="width:60px">単価</th><th style="width:78px">金額</th></tr>${body}</table>
      <div class="low"><table class="g"><tr><th>呼び方</th><th>数量計（㎥）</th></tr>${byMix.map(([n, q]) => `<tr><td>${n}</td><td class="num">${q2(q)}</td></tr>`).join('')}</table>
        <table class="g tot"><tr><th>出荷数量計</th><td>${q2(volume)} ㎥</td></tr><tr><th>税抜金額</th><td>${yen(s.subtotal)}</td></tr><tr><th>消費税（10%）</th><td>${yen(s.tax)}</td></tr><tr class="f"><th>合計</th><td>${yen(s.total)}</td></tr></table></div>
      <div style="margin-top:10px">お支払期日　${fmt(d.due)}　　下記口座へお振込みくださいますようお願い申し上げます。</div>
      <table class="g bank"><tr><th>銀行名</th><th>支店名</th><th>預金種目</th><th>口座番号</th><th style="width:34%">口座名義</th></tr>
        <tr><td>${d.bank.name}</td><td>${d.branch.name}</td><td>${TYPE_LABEL[d.type]}</td><td>${d.account}</td><td>${holder}</td></tr></table>
      <div class="memo">※数量は納品書（出荷伝票）記載の数量です。単価は貴社お見積単価によります。<br>※お振込手数料は貴社にてご負担くださいますようお願いいたします。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 144 — a 調査会社 (探偵業) bills a company for one 調査 it was asked to make (a 採用候補者's 経歴, a 取引先's 実態, an employee's
// 勤務実態, a debtor's 所在), typed in Word as a letter with every digit full-width (令和８年１月３１日, ０３－１２３４－５６７８, Ｔ１２３…,
// the amounts too sometimes): 親展 in a red box at the top left, the 探偵業 届出証明書番号 under the company's name, 拝啓 … 敬具,
// then 記 and numbered items (件名, 案件番号, 調査期間, 調査対象 anonymised as A氏 / A社, ご請求金額 金…円, お支払期限), rows of 調査員
// 稼働 by the hour, 車両費 and 機材費 by the day, 報告書作成費, 実費 at 10%, 登記事項証明書 取得費 立替 不課税 sometimes, the
// 着手金 already received deducted sometimes (差引ご請求額, the amount to pay), the お支払期限 as …月末日 sometimes, 以上.
const CHOSA_TRADES = [
  ['リサーチ', 'リサーチ'],
  ['総合調査', 'ソウゴウチョウサ'],
  ['調査事務所', 'チョウサジムショ'],
  ['インテリジェンス', 'インテリジェンス'],
  ['探偵社', 'タンテイシャ'],
];
// [件名, 行動調査 (by the hour, with a car), a company looked into rather than a person]
const CHOSA_KINDS = [
  ['採用候補者 経歴・素行調査（バックグラウンドチェック）', false],
  ['新規取引先 実態調査（信用調査）', false, true],
  ['従業員 勤務実態調査（行動調査）', true],
  ['債務者 所在調査', true],
  ['社内不正に関する事実関係調査', true],
];
LAYOUTS.push({
  id: 'L144-chousa-tantei',
  split: 'dev',
  title:
    "調査会社's (探偵業) 御請求書 typed in Word as a letter, every digit full-width: 親展, 探偵業 届出番号, 記 with numbered items, 調査員 by the hour, 立替 不課税, the 着手金 deducted sometimes, …月末日 due",
  exercises:
    "a 調査会社 (…リサーチ / …総合調査 / …調査事務所 / …インテリジェンス / …探偵社, 株式会社 or 合同会社) bills a company for one 調査 (採用候補者 経歴調査, 取引先 実態調査, 従業員 勤務実態調査, 債務者 所在調査, 社内不正 調査), typed in Word as a letter with full-width digits throughout (令和８年１月３１日, 〒１６０－００２３, ０３－１２３４－５６７８, Ｔ１２３…, the No. and the account number; the amounts full-width too sometimes, １２３，４５６): 親展 in a red box at the top left, 請求書番号 and the date at the top right, the buyer's 〒 address and name with 御中 and 総務部 … 様 at the left, the company at the right (name, 代表取締役 / 代表社員, 〒 address, ＴＥＬ／ＦＡＸ, 探偵業 届出証明書番号 …公安委員会 第…号, 登録番号) under a 角印, 御請求書 centred, 拝啓 … 敬具, 記, numbered items (１．件名 ２．案件番号 ３．調査期間 ４．調査対象 Ａ氏 or Ａ社 (ほかn名 when more) ５．ご請求金額 金…円（税込）６．お支払期限, as 令和…年…月末日 sometimes), a 内訳 table (調査員稼働費 n名体制 by the 時間, 車両費 and 撮影機材費 by the 日, 基本調査費 by the 名, 現地調査 by the 回, 報告書作成費, 実費（交通費・高速道路料金・駐車場代）at 10%, 登記事項証明書 取得費 立替 不課税 sometimes), 小計 / 消費税（10%）/ 立替金 / 合計 and, when a 着手金 was received, 着手金（…ご入金分）△ and 差引ご請求額 (the amount to pay), ７．お振込先 as a line (a city bank, holder ｶ)… half-width), 以上, a 機密 note at the foot",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, CHOSA_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
    ]);
    landline(d);
    ordinaryAtNetBank(d);
    const [kind, active, firm] = r.pick(CHOSA_KINDS);
    let target = 'Ａ氏';
    const start = addDays(d.issue, -r.int(18, 45));
    const end = addDays(start, active ? r.int(3, 14) : r.int(7, 14));
    const monthEndDue = r.chance(0.7);
    d.due = monthEndDue ? endOfMonth(...addMonths([d.issue[0], d.issue[1]], 1)) : addDays(d.issue, r.pick([14, 20]));
    const rows = [];
    if (active) {
      const staff = r.pick([2, 2, 3]);
      const days = r.int(2, 5);
      const hours = staff * days * r.int(4, 8);
      rows.push({ name: `調査員稼働費（${staff}名体制・${days}日間）`, qty: hours, unit: '時間', price: r.int(14, 20) * 500 });
      rows.push({ name: '車両費（調査車両）', qty: days, unit: '日', price: r.int(10, 20) * 1000 });
      if (r.chance(0.7))
        rows.push({ name: '撮影機材費（高感度カメラ・ビデオ）', qty: days, unit: '日', price: r.int(3, 8) * 1000 });
    } else {
      const persons = r.pick([1, 1, 2, 3]);
      const unit = firm ? '社' : '名';
      target = `Ａ${firm ? '社' : '氏'}${persons > 1 ? `ほか${zen(persons - 1)}${unit}` : ''}`;
      rows.push({
        name: firm ? '基本調査費（登記・財務資料の確認・聞込み）' : '基本調査費（経歴確認・照会・聞込み）',
        qty: persons,
        unit,
        price: r.int(6, 15) * 10000,
      });
      if (r.chance(0.7))
        rows.push({ name: '現地調査（所在地・事業実態の確認）', qty: r.int(1, 3), unit: '回', price: r.int(3, 5) * 10000 });
    }
    rows.push({ name: '報告書作成費（写真・資料添付）', qty: 1, unit: '式', price: r.int(2, 5) * 10000 });
    rows.push({ name: '実費（交通費・高速道路料金・駐車場代）', qty: 1, unit: '式', price: r.int(300, 3800) * 10 });
    rows.forEach((x) => (x.amount = x.qty * x.price));
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const copies = r.chance(0.4) ? r.int(1, 4) : 0;
    const tatekae = copies * 600;
    const chakushu = r.chance(0.35) ? Math.max(1, Math.round((s.total * r.range(0.3, 0.5)) / 10000)) * 10000 : 0;
    const total = s.total + tatekae - chakushu;
    const wide = r.chance(0.5);
    const amt = (n) => (wide ? zenNum(yen(n)) : yen(n));
    const fmt = (dt) => zen(DATE_FORMATS.wareki(dt));
    const due = monthEndDue && r.chance(0.7) ? zen(`令和${reiwa(d.due[0])}年${d.due[1]}月末日`) : fmt(d.due);
    const issuer = d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big']));
    const pref = prefOf(d.address);
    const todoke = `${pref}公安委員会　第${pref === '東京都' ? '30' : (PREF_CODES[pref] ?? '13')}${r.digits(6)}号`;
    const caseNo = zen(`${String(start[0]).slice(2)}-${r.digits(4)}`);
    const [bs] = r.pick(STEMS);
    d.buyerName = r.chance(0.5) ? `株式会社${bs}${r.pick(TRADES)[0]}` : `${bs}${r.pick(TRADES)[0]}株式会社`;
    const dept = r.pick(['総務部', '人事部', '法務部', '管理本部', '経営企画室']);
    const paid = addDays(start, -r.int(1, 6));
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 11px; color: #111; line-height: 1.65; }
      .wrap { position: relative; height: 1123px; padding: 46px 64px 0; }
      .shin { position: absolute; left: 64px; top: 40px; border: 2px solid #c62828; color: #c62828; font-size: 15px; padding: 2px 12px; letter-spacing: .3em; font-weight: 700; }
      .rt { text-align: right; }
      .two { display: flex; justify-content: space-between; margin-top: 14px; }
      .to .n { font-size: 15px; } .co { position: relative; width: 300px; font-size: 10px; line-height: 1.6; } .co .nm { font-size: 14px; font-weight: 700; white-space: nowrap; }
      h1 { text-align: center; font-size: 20px; letter-spacing: .5em; margin: 18px 0 8px; font-weight: 700; }
      p { margin: 4px 0; } .ki { text-align: center; margin: 8px 0 4px; }
      .kv td { padding: 1px 8px 1px 0; vertical-align: top; }
      .det { width: 100%; border-collapse: collapse; margin-top: 6px; } .det th { border: 1px solid #333; font-weight: normal; background: #f2f2f2; padding: 2px 4px; } .det td { border: 1px solid #555; padding: 3px 6px; }
      .sum { margin: 0 0 0 auto; border-collapse: collapse; } .sum td { border: 1px solid #555; padding: 2px 10px; } .sum td.num { width: 120px; } .sum tr.g td { font-weight: 700; border: 2px solid #111; }
      .conf { position: absolute; left: 64px; right: 64px; bottom: 50px; font-size: 9px; color: #444; border-top: 1px solid #999; padding-top: 4px; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td>${zen(x.name)}</td><td class="num">${wide ? zen(x.qty) : x.qty}</td><td style="text-align:center">${x.unit}</td><td class="num">${amt(x.price)}</td><td class="num">${amt(x.amount)}</td></tr>`,
      )
      .join('');
    const tatekaeRow = copies
      ? `<tr><td>登記事項証明書 取得費（立替金・不課税）</td><td class="num">${wide ? zen(copies) : copies}</td><td style="text-align:center">通</td><td class="num">${amt(600)}</td><td class="num">${amt(tatekae)}</td></tr>`
      : '';
    const sums = [
      ['小計', amt(s.subtotal)],
      ['消費税（１０％）', amt(s.tax)],
      ...(copies ? [['立替金（不課税）', amt(tatekae)]] : []),
      [chakushu ? '合計' : 'ご請求金額合計', amt(s.total + tatekae)],
      ...(chakushu ? [[`着手金（${fmt(paid)}ご入金分）`, `△${amt(chakushu)}`]] : []),
      ...(chakushu ? [['差引ご請求額', amt(total)]] : []),
    ];
    const sumHtml = sums
      .map(([l, v], i) => `<tr${i === sums.length - 1 ? ' class="g"' : ''}><td>${l}</td><td class="num">${v}</td></tr>`)
      .join('');
    const page = `<div class="wrap"><div class="shin">親展</div>
      <div class="rt">請求書番号　${zen(d.no)}<br>${fmt(d.issue)}</div>
      <div class="two"><div class="to">〒${zen(d.buyerZip)}<br>${zen(d.buyerAddress)}<br><span class="n">${d.buyerName}　御中</span><br>${dept}　${d.buyerPerson}　様</div>
        <div class="co"><div class="nm">${issuer}</div>${representative(d, r)}<br>〒${zen(d.zip)}<br>${addrHtml(zen(d.address), true)}<br>ＴＥＬ　${zen(d.tel)}<br>ＦＡＸ　${zen(d.fax)}<br>探偵業届出証明書番号<br>${zen(todoke)}<br>登録番号　${zen(d.reg)}
          ${kakuin(d, `right: ${r.int(0, 30)}px; top: ${r.int(0, 20)}px; opacity: .5;`)}</div></div>
      <h1>御請求書</h1>
      <p>拝啓　時下ますますご清栄のこととお慶び申し上げます。平素は格別のご高配を賜り、厚く御礼申し上げます。</p>
      <p>さて、先般ご依頼いただきました調査につきましては、${fmt(addDays(end, r.int(1, 4)))}付にて調査報告書をお届けいたしました。つきましては、調査費用を下記のとおりご請求申し上げますので、ご査収のほどよろしくお願い申し上げます。</p>
      <p style="text-align:right">敬具</p>
      <div class="ki">記</div>
      <table class="kv"><tr><td>１．件名</td><td>${kind}</td></tr><tr><td>２．案件番号</td><td>${caseNo}</td></tr>
        <tr><td>３．調査期間</td><td>${fmt(start)}　〜　${fmt(end)}</td></tr><tr><td>４．調査対象</td><td>${target}（詳細は調査報告書のとおり）</td></tr>
        <tr><td>５．ご請求金額</td><td><b style="font-size:14px">金${zenNum(yen(total))}円</b>（消費税込）</td></tr><tr><td>６．お支払期限</td><td>${due}</td></tr></table>
      <div style="margin-top:6px">【内訳】</div>
      <table class="det"><tr><th>項目</th><th style="width:52px">数量</th><th style="width:36px">単位</th><th style="width:90px">単価（円）</th><th style="width:100px">金額（円）</th></tr>${body}${tatekaeRow}</table>
      <table class="sum">${sumHtml}</table>
      <div style="margin-top:8px">７．お振込先　${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${zen(d.account)}<br>　　口座名義　${holder}<br>
        <span style="font-size:10px">※誠に恐れ入りますが、お振込手数料は貴社にてご負担くださいますようお願い申し上げます。</span></div>
      <div style="text-align:right;margin-top:4px">以上</div>
      <div class="conf">本書には調査に関する機密情報が含まれております。お取扱いには十分ご注意くださいますようお願い申し上げます。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 145 — a 除雪 contractor in a snowy town (a small 建設 / 土木 company named after its owner's family: 旭川, 岩見沢, 札幌, 青森,
// 秋田, 山形, 長岡, 南魚沼) bills a company for one winter month of its シーズン契約 for a site's 駐車場 and 構内通路: 除排雪作業
// 御請求書 with the 年度 and the month, the 作業場所 with its 面積 (約…㎡), the month's 基本料金（待機料）, one row per 出動 (月日
// and 曜日, 出動時刻 3:00〜6:30, 降雪 cm, 作業内容, 使用機械 like タイヤショベル（1.3㎥級）, 数量 as 1台×3.5h, 時間単価), 排雪 by the
// ダンプ 台, the 雪捨場 搬入料, 融雪剤 by the 袋, the amount in a box with うち消費税, an 出動要請 mobile number beside the TEL
// sometimes, a regional bank or 信用金庫 of the prefecture (no codes) or ゆうちょ 記号・番号, 令和 dates, …月末日 due sometimes.
// [zip, prefecture + city + town, area code, address shape: 丁目 / 1-2-3 / 番地]
const SNOW_TOWNS = [
  ['070-0031', '北海道旭川市1条通', '0166', 'chome'],
  ['068-0004', '北海道岩見沢市4条東', '0126', 'chome'],
  ['062-0020', '北海道札幌市豊平区月寒中央通', '011', 'chome'],
  ['030-0801', '青森県青森市新町', '017', 'dash'],
  ['010-0921', '秋田県秋田市大町', '018', 'dash'],
  ['990-0042', '山形県山形市七日町', '023', 'dash'],
  ['940-0062', '新潟県長岡市大手通', '0258', 'dash'],
  ['949-6680', '新潟県南魚沼市六日町', '025', 'banchi'],
];
const SNOW_BANKS = {
  北海道: ['北洋銀行', '北海道銀行', '北海道信用金庫'],
  青森県: ['青森みちのく銀行', '青い森信用金庫'],
  秋田県: ['秋田銀行', '北都銀行', '秋田信用金庫'],
  山形県: ['山形銀行', '荘内銀行', '山形信用金庫'],
  新潟県: ['第四北越銀行', '大光銀行', '長岡信用金庫'],
};
const SNOW_TRADES = [
  ['建設', 'ケンセツ'],
  ['興業', 'コウギョウ'],
  ['重機', 'ジュウキ'],
  ['土木', 'ドボク'],
  ['開発', 'カイハツ'],
];
// [buyer, its site]
const SNOW_BUYERS = [
  ['株式会社{s}物流', '{t}配送センター'],
  ['{s}食品株式会社', '{t}工場'],
  ['社会福祉法人{s}会', '特別養護老人ホーム {s}荘'],
  ['株式会社{s}自動車', '{t}店 展示場'],
  ['医療法人社団{s}会', '{s}病院'],
  ['{s}運輸株式会社', '本社営業所'],
];
// [機械, 時間単価 lo–hi in 500s]
const SNOW_MACHINES = [
  ['タイヤショベル（1.3㎥級）', 24, 32],
  ['ホイールローダー（2.0㎥級）', 30, 40],
  ['除雪ドーザ（11t級）', 26, 34],
  ['ロータリ除雪車（小型）', 32, 44],
];
LAYOUTS.push({
  id: 'L145-josetsu-shutsudou',
  split: 'dev',
  title:
    "除雪 contractor's 除排雪作業 御請求書 for one winter month in a snowy town: one row per 出動 with time, 降雪 cm, machine and 1台×3.5h, 排雪 by the ダンプ 台, a local bank or ゆうちょ 記号・番号, 令和 dates",
  exercises:
    'a 除雪 contractor in a snowy town (北海道 旭川 / 岩見沢 / 札幌, 青森, 秋田, 山形, 新潟 長岡 / 南魚沼; a family company …建設 / …興業 / …重機 / …土木 / …開発, 有限会社 or 株式会社; an address with 丁目 or a 番地, TEL/FAX on a 3–4-digit area code, an 出動要請（24時間）mobile number beside them sometimes) bills a company (物流, 食品工場, 特養, 自動車ディーラー, 病院, 運輸) for a month (12月–3月) of its シーズン契約: 除排雪作業 御請求書 with 令和n年度 冬期除排雪業務（m月分）, the buyer with 御中 and its site, 請求日 / 請求書No. / 契約No. at the right over the company (name, 代表取締役, 〒 address, TEL/FAX, 登録番号) under a 角印, ご請求金額 in a box with （うち消費税額 …）, the 作業場所 (…駐車場・構内通路, 約…㎡), rows: 基本料金（待機料）m月分 sometimes, one row per 出動 (m/d(曜), 出動時刻 3:00〜6:30, 降雪 cm, 除雪（駐車場・構内通路）, 使用機械 タイヤショベル（1.3㎥級）/ ホイールローダー / 除雪ドーザ / ロータリ除雪車, 数量 1台×3.5h with halves, 単価 per h, 金額), 排雪（積込・運搬）with the ダンプ（10t）by the 台 and a 雪捨場 搬入料 sometimes, 融雪剤 散布 by the 袋 sometimes, 小計 / 消費税（10%）/ 合計, お支払期限 (令和…年…月末日 sometimes) and the お振込先 boxed (a regional bank or 信用金庫 of the prefecture with no codes, or ゆうちょ銀行 記号・番号 with the 店名 line for other banks sometimes; holder ﾕ)…/ｶ)… half-width), 令和 dates',
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'yucho' : 'other' }),
  render(d, r) {
    const family = setFamilyCorp(d, r, SNOW_TRADES, [
      ['有限会社', 'ユ'],
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
    ]);
    const [zip, town, area, shape] = r.pick(SNOW_TOWNS);
    d.zip = zip;
    d.address =
      shape === 'chome'
        ? `${town}${r.int(1, 12)}丁目${r.int(1, 30)}-${r.int(1, 9)}`
        : shape === 'dash'
          ? `${town}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`
          : `${town}${r.int(100, 2999)}番地${r.int(1, 9)}`;
    const local =
      area.length === 4 ? `${r.int(2, 9)}${r.digits(1)}-${r.digits(4)}` : `${r.int(2, 9)}${r.digits(2)}-${r.digits(4)}`;
    d.tel = `${area}-${local}`;
    d.fax = `${area}-${local.slice(0, -1)}${(Number(local.slice(-1)) + 1) % 10}`;
    const pref = prefOf(town);
    if (!d.yucho) localBank(d, r, SNOW_BANKS[pref]);
    // A winter month: 12月 of 2025 or 2026, 1–3月 of 2026.
    const m = r.pick([12, 1, 1, 2, 2, 3]);
    const y = m === 12 ? r.pick([2025, 2026]) : 2026;
    const end = endOfMonth(y, m);
    d.issue = r.chance(0.6) ? end : addDays(end, r.int(1, 5));
    const nm = addMonths([y, m], 1);
    const monthEndDue = r.chance(0.7);
    d.due = monthEndDue ? endOfMonth(...nm) : [nm[0], nm[1], 20];
    const fy = m === 12 ? y : y - 1;
    const [sn] = r.pick(SURNAMES);
    const [buyerTpl, siteTpl] = r.pick(SNOW_BUYERS);
    d.buyerName = buyerTpl.replace('{s}', sn);
    const townName = cityOf(town)
      .replace(/^(.+郡)/, '')
      .replace(/[市区町村]$/, '');
    const site = siteTpl.replace('{s}', sn).replace('{t}', townName);
    const areaM2 = r.int(8, 60) * 100;
    const [mach, plo, phi] = r.pick(SNOW_MACHINES);
    const mprice = r.int(plo, phi) * 500;
    const rows = [];
    if (r.chance(0.7)) {
      const p = r.int(3, 12) * 10000;
      rows.push({
        date: '',
        time: '',
        snow: '',
        work: `基本料金（待機料）${m}月分`,
        mach: '',
        qty: '1式',
        price: yen(p),
        amount: p,
      });
    }
    const outs = m === 1 || m === 2 ? r.int(5, 10) : r.int(2, 5);
    const days = shuffle(
      r,
      Array.from({ length: end[2] }, (_, i) => i + 1),
    )
      .slice(0, outs)
      .sort((a, b) => a - b);
    const dumpDays = new Set(r.chance(0.6) ? shuffle(r, days).slice(0, r.int(1, 2)) : []);
    for (const dd of days) {
      const dt = [y, m, dd];
      const startH = r.pick([2, 3, 3, 4, 5]);
      const startM = r.pick([0, 0, 30]);
      const units = r.chance(0.2) ? 2 : 1;
      const hours = r.int(3, 12) / 2;
      const endMin = startH * 60 + startM + hours * 60;
      const clock = (mins) => `${Math.floor(mins / 60)}:${pad2(mins % 60)}`;
      const amount = units * hours * mprice;
      rows.push({
        date: `${m}/${dd}（${weekday(dt)}）`,
        time: `${clock(startH * 60 + startM)}〜${clock(endMin)}`,
        snow: `${r.int(8, 45)}cm`,
        work: '除雪（駐車場・構内通路）',
        mach,
        qty: `${units}台×${hours.toFixed(1)}h`,
        price: `${yen(mprice)}/h`,
        amount,
      });
      if (dumpDays.has(dd)) {
        const loads = r.int(4, 16);
        const perLoad = r.int(18, 28) * 500;
        const loaderH = r.int(6, 14) / 2;
        const lp = r.int(30, 40) * 500;
        rows.push({
          date: `${m}/${dd}（${weekday(dt)}）`,
          time: '9:00〜16:00',
          snow: '',
          work: '排雪（積込）',
          mach: 'ホイールローダー（2.0㎥級）',
          qty: `1台×${loaderH.toFixed(1)}h`,
          price: `${yen(lp)}/h`,
          amount: loaderH * lp,
        });
        rows.push({
          date: '',
          time: '',
          snow: '',
          work: '排雪（運搬）',
          mach: 'ダンプ（10t）',
          qty: `${loads}台`,
          price: `${yen(perLoad)}/台`,
          amount: loads * perLoad,
        });
        if (r.chance(0.5)) {
          const fee = r.pick([1000, 1500, 2000]);
          rows.push({
            date: '',
            time: '',
            snow: '',
            work: '雪捨場 搬入料',
            mach: '',
            qty: `${loads}台`,
            price: `${yen(fee)}/台`,
            amount: loads * fee,
          });
        }
      }
    }
    if (r.chance(0.4)) {
      const bags = r.int(2, 12);
      const p = r.int(5, 7) * 500;
      rows.push({
        date: '',
        time: '',
        snow: '',
        work: '融雪剤 散布（塩化カルシウム 25kg）',
        mach: '',
        qty: `${bags}袋`,
        price: `${yen(p)}/袋`,
        amount: bags * p,
      });
    }
    d.items = rows.map((x) => ({ name: x.work, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['wareki', 'wareki', 'seireki'])];
    const due = monthEndDue && r.chance(0.6) ? `令和${reiwa(d.due[0])}年${d.due[1]}月末日` : DATE_FORMATS.wareki(d.due);
    const issuer = r.chance(0.3) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.3) ? regSpaced(d.reg) : d.reg;
    const contractNo = `R${fy - 2018}-${r.int(1, 40)}`;
    d.no = r.chance(0.6) ? `${String(y).slice(2)}${pad2(m)}-${r.int(1, 80)}` : String(r.int(100, 2999));
    const mobile = r.chance(0.5) ? `0${r.pick(['90', '80'])}-${r.digits(4)}-${r.digits(4)}` : '';
    const bank = d.yucho
      ? `ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}${
          r.chance(0.5)
            ? `<br><span style="font-size:9px">（他金融機関から）店名 ${d.branch.name}（店番 ${d.branch.code}）　${TYPE_LABEL[d.type]}預金　${d.account}</span>`
            : ''
        }`
      : `${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #1a1a1a; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 40px 44px 0; }
      h1 { margin: 0; font-size: 22px; letter-spacing: .25em; font-weight: 700; color: #0b3a66; }
      .sub { font-size: 12px; margin-top: 2px; color: #0b3a66; }
      .hd { display: flex; justify-content: space-between; }
      .to { margin-top: 14px; line-height: 1.7; } .to .n { font-size: 16px; border-bottom: 1.5px solid #1a1a1a; white-space: nowrap; display: inline-block; padding-right: 30px; }
      .rt { width: 300px; } .mt td { padding: 1px 8px; } .mt td:first-child { color: #555; }
      .co { position: relative; margin-top: 8px; line-height: 1.55; } .co .nm { font-size: 15px; font-weight: 700; white-space: nowrap; }
      .amt { display: flex; margin-top: 12px; border: 2px solid #0b3a66; width: 440px; } .amt div { padding: 6px 12px; } .amt .l { background: #0b3a66; color: #fff; display: flex; align-items: center; } .amt .v { font-size: 20px; font-weight: 700; } .amt .t { font-size: 10px; align-self: center; }
      .site { margin-top: 10px; } .site th { text-align: left; font-weight: normal; color: #555; padding-right: 12px; }
      .det { width: 100%; margin-top: 8px; border-collapse: collapse; } .det th { background: #dde7f0; border: 1px solid #7a93ab; font-weight: normal; padding: 3px; } .det td { border: 1px solid #aab8c6; padding: 3px 5px; white-space: nowrap; } .det td.c { text-align: center; }
      .tot { margin: 6px 0 0 auto; border-collapse: collapse; } .tot td { border: 1px solid #7a93ab; padding: 3px 12px; } .tot td.num { width: 110px; } .tot tr.g td { font-weight: 700; font-size: 12px; }
      .foot { display: flex; gap: 12px; margin-top: auto; margin-bottom: 60px; } .foot > div { border: 1.5px solid #0b3a66; padding: 8px 12px; line-height: 1.8; } .foot .bank { flex: 1; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td class="c">${x.date}</td><td class="c">${x.time}</td><td class="c">${x.snow}</td><td>${x.work}</td><td>${x.mach}</td><td class="num">${x.qty}</td><td class="num">${x.price}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const page = `<div class="wrap"><div class="hd"><div><h1>除排雪作業 御請求書</h1><div class="sub">令和${fy - 2018}年度 冬期除排雪業務（${m}月分）</div>
          <div class="to"><span class="n">${d.buyerName}　御中</span><br>${site}　御担当者様</div></div>
        <div class="rt"><table class="mt"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書No.</td><td>${d.no}</td></tr><tr><td>契約No.</td><td>${contractNo}</td></tr></table>
          <div class="co"><div class="nm">${issuer}</div>代表取締役　${family} ${r.pick(GIVEN)[0]}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}${mobile ? `<br>出動要請（24時間）${mobile}` : ''}<br>登録番号　${reg}
            ${kakuin(d, `right: ${r.int(0, 30)}px; top: ${r.int(0, 16)}px; opacity: .5;`)}</div></div></div>
      <div style="margin-top:10px">平素は格別のご高配を賜り厚く御礼申し上げます。${m}月分の除排雪作業につきまして、下記のとおりご請求申し上げます。</div>
      <div class="amt"><div class="l">ご請求金額</div><div class="v">¥${yen(s.total)}－</div><div class="t">（うち消費税額 ¥${yen(s.tax)}）</div></div>
      <table class="site"><tr><th>作業場所</th><td>${site}　駐車場・構内通路（約 ${yen(areaM2)}㎡）</td></tr><tr><th>作業期間</th><td>${fmt([y, m, 1])}〜${fmt(end)}</td></tr></table>
      <table class="det"><tr><th style="width:52px">月日</th><th style="width:74px">出動時刻</th><th style="width:34px">降雪</th><th>作業内容</th><th style="width:150px">使用機械</th><th style="width:66px">数量</th><th style="width:72px">単価</th><th style="width:74px">金額</th></tr>${body}</table>
      <table class="tot"><tr><td>小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="g"><td>合計</td><td class="num">¥${yen(s.total)}</td></tr></table>
      <div style="font-size:9px;color:#444;margin-top:4px">※出動時刻・降雪量は弊社作業日報によります。作業時間は30分単位で計上しております。</div>
      <div class="foot"><div class="bank"><b>お振込先</b>　${bank}<br>口座名義　${holder}</div><div>お支払期限<br><b style="font-size:12px">${due}</b></div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 146 — a 測量 company bills a 不動産会社 or a builder for one 測量業務 it completed (現況測量, 境界確定測量, 高低測量, 真北測量): 請求書
// with No. 00123 and the date at the top right, its 測量業者登録 第(n)-…号 under the name, ご請求金額 underlined, the 業務 as a
// ruled table (業務名, 業務場所 with its 地番 and 外n筆, 面積 約…㎡, 履行期間, 成果品 納品日), the 内訳 (資料調査, 4級基準点測量 by
// the 点, 現況平面測量 and 高低測量 by the ha with two decimals, 境界立会い by the 回, 官民境界確定協議, 境界標設置 by the 本, CAD
// 図面, 成果品, 諸経費), an 出精値引き △ to a round sum sometimes, 公図・登記事項証明書 取得費 立替 不課税 sometimes, and the
// 振込先 as a small table of separate ruled cells (銀行名 / 支店名 / 預金種目 / 口座番号 / 口座名義 as labelled rows), 年月日 dates,
// the お支払期限 as …月末日 sometimes.
const SOKU_TRADES = [
  ['測量設計', 'ソクリョウセッケイ'],
  ['測量', 'ソクリョウ'],
  ['測地', 'ソクチ'],
  ['技術コンサルタント', 'ギジュツコンサルタント'],
  ['ランドサーベイ', 'ランドサーベイ'],
];
const SOKU_BUYERS = ['株式会社{s}不動産', '{s}ハウジング株式会社', '株式会社{s}ホーム', '{s}建設株式会社', '株式会社{s}開発'];
const SOKU_AREAS = [
  '埼玉県川越市新宿町',
  '千葉県柏市豊四季',
  '神奈川県相模原市中央区淵野辺',
  '東京都町田市鶴川',
  '東京都八王子市元本郷町',
  '茨城県つくば市竹園',
  '神奈川県藤沢市辻堂',
  '千葉県船橋市前原西',
];
const SOKU_JOBS = [
  '現況測量業務',
  '境界確定測量業務',
  '現況・高低測量業務',
  '宅地造成に伴う用地測量業務',
  '真北測量及び現況測量業務',
];
LAYOUTS.push({
  id: 'L146-sokuryou-gyoumu',
  split: 'dev',
  title:
    "測量 company's 請求書 for one 測量業務: No. 00123 top right, 測量業者登録, the 業務 table with 地番 and 面積, ha with two decimals, 出精値引き, 立替 不課税, the 振込先 as separate ruled cells",
  exercises:
    'a 測量 company (…測量設計 / …測量 / …測地 / …技術コンサルタント / …ランドサーベイ, 株式会社 or 有限会社, (株)/㈲ sometimes) bills a 不動産会社, a house builder or a 建設会社 for one 測量業務 it completed: 請求書 at the top left, No. 00123 (a five-digit running number) and the date at the top right, the buyer with 御中 and ご担当 … 様, the company at the right (name, 測量業者登録 第(n)-…号, 代表取締役, 〒 address, TEL/FAX, 登録番号) under a 角印, ご請求金額 ¥…（税込）underlined, the 業務 as a ruled table (業務名 …地内 現況測量業務 / 境界確定測量業務 / 真北測量…, 業務場所 the prefecture and town with a 地番 …番… and 外n筆, 面積 約…㎡, 履行期間, 成果品納品日, ご注文書No.), the 内訳 (資料調査 式, 4級基準点測量 by the 点, 現況平面測量 and 高低測量 by the ha with two decimals, 境界立会い by the 回, 官民境界確定協議 式, 境界標設置 by the 本, 図面作成（CAD）, 成果品作成, 諸経費), 小計, 出精値引き △ (down to a round thousand or ten thousand) sometimes, 課税対象額 / 消費税（10%）, 公図・登記事項証明書 取得費（立替・不課税）sometimes, 合計, the お支払期限 (…年…月末日 sometimes) and the お振込先 as a small table of separate ruled cells (銀行名 / 支店名 / 預金種目 / 口座番号 / 口座名義, one labelled row each; a city bank, a 信用金庫 or a regional bank, holder ｶ)… half-width or full-width), 年月日 dates',
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, SOKU_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    landline(d);
    ordinaryAtNetBank(d);
    d.no = seqNo(r);
    const [bs] = r.pick(SURNAMES);
    d.buyerName = r.pick(SOKU_BUYERS).replace('{s}', bs);
    const job = r.pick(SOKU_JOBS);
    const boundary = job.startsWith('境界');
    const place = r.pick(SOKU_AREAS);
    const lot = `${r.int(100, 3999)}番${r.int(1, 40)}`;
    const more = r.chance(0.5) ? r.int(1, 4) : 0;
    const m2 = r.int(18, 600) * 10;
    const ha = Math.max(0.05, Math.round((m2 / 10000) * 100 + r.int(0, 3)) / 100);
    const finish = addDays(d.issue, -r.int(1, 12));
    const start = addDays(finish, -r.int(20, 75));
    const rows = [];
    const add = (name, qty, unit, price) => rows.push({ name, qty, unit, price, amount: Math.round(qty * price) });
    add('資料調査（公図・登記簿・道路台帳 等）', 1, '式', r.int(15, 35) * 1000);
    if (r.chance(0.7)) add('4級基準点測量', r.int(3, 6), '点', r.int(20, 35) * 1000);
    add('現況平面測量（トータルステーション）', ha, 'ha', r.int(30, 48) * 10000);
    if (job.includes('高低') || r.chance(0.4)) add('高低測量（レベル）', ha, 'ha', r.int(12, 20) * 10000);
    if (job.startsWith('真北')) add('真北測量（太陽観測）', 1, '式', r.int(30, 50) * 1000);
    if (boundary) {
      add('境界立会い（隣接地所有者）', r.int(1, 3), '回', r.int(25, 40) * 1000);
      if (r.chance(0.6)) add('官民境界確定協議（申請・立会・協定書）', 1, '式', r.int(8, 16) * 10000);
      add('境界標設置（コンクリート杭・金属標）', r.int(4, 12), '本', r.int(6, 12) * 500);
    }
    add(boundary ? '図面作成（現況平面図・境界確定図 CAD）' : '図面作成（現況平面図 CAD）', 1, '式', r.int(30, 80) * 1000);
    add('成果品作成（報告書・座標データ）', 1, '式', r.int(10, 30) * 1000);
    const direct = rows.reduce((t, x) => t + x.amount, 0);
    add('諸経費', 1, '式', Math.round((direct * r.pick([0.1, 0.12, 0.15])) / 1000) * 1000);
    const gross = rows.reduce((t, x) => t + x.amount, 0);
    const step = gross > 500000 ? 10000 : 1000;
    const cut = r.chance(0.45) ? gross % step : 0;
    d.items = [
      ...rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 })),
      ...(cut ? [{ name: '出精値引き', amount: -cut, rate: 10 }] : []),
    ];
    d.sum = summarize(d.items);
    const s = d.sum;
    const kozu = r.chance(0.5) ? r.int(2, 8) : 0;
    const touki = kozu ? r.int(1, 4) : 0;
    const tatekae = kozu * 450 + touki * 600;
    const total = s.total + tatekae;
    const monthEndDue = r.chance(0.5);
    d.due = monthEndDue ? endOfMonth(...addMonths([d.issue[0], d.issue[1]], 1)) : addDays(d.issue, 30);
    const fmt = DATE_FORMATS[r.pick(['seireki', 'seireki', 'seirekiPad'])];
    const due = monthEndDue && r.chance(0.7) ? `${d.due[0]}年${d.due[1]}月末日` : fmt(d.due);
    const issuer = r.chance(0.35) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = r.chance(0.2) ? holderFormSpelled(d, 'half') : holderPrinted(d, r.pick(['half', 'half', 'full', 'half-big']));
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const tourokuNo = `第(${r.int(6, 16)})-${r.int(1000, 39999)}号`;
    const orderNo = r.chance(0.6) ? `${String(start[0]).slice(2)}${pad2(start[1])}-${r.digits(3)}` : '';
    const qtyOf = (x) => (x.unit === 'ha' ? x.qty.toFixed(2) : String(x.qty));
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #222; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 42px 52px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { margin: 0; font-size: 28px; letter-spacing: .6em; font-weight: 500; }
      .no { text-align: right; line-height: 1.7; font-size: 11px; }
      .two { display: flex; justify-content: space-between; margin-top: 14px; }
      .to .n { font-size: 16px; border-bottom: 1px solid #222; white-space: nowrap; display: inline-block; padding-right: 30px; } .to { line-height: 1.8; }
      .co { position: relative; width: 290px; line-height: 1.6; font-size: 9.5px; } .co .nm { font-size: 15px; font-weight: 700; white-space: nowrap; }
      .amt { margin-top: 14px; font-size: 13px; } .amt b { font-size: 22px; border-bottom: 3px double #222; padding: 0 20px 0 10px; }
      .g { border-collapse: collapse; } .g th { border: 1px solid #555; background: #f0f0ea; font-weight: normal; padding: 3px 8px; text-align: left; } .g td { border: 1px solid #555; padding: 3px 8px; }
      .job { width: 100%; margin-top: 12px; } .job th { width: 90px; }
      .det { width: 100%; margin-top: 10px; } .det th { text-align: center; } .det td.c { text-align: center; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 10px; gap: 16px; }
      .bank th { width: 70px; } .bank td { width: 210px; }
      .tot td.num { width: 110px; } .tot tr.f td, .tot tr.f th { font-weight: 700; font-size: 12px; border: 2px solid #222; }
      .memo { margin-top: 10px; font-size: 9px; color: #444; line-height: 1.7; }`;
    const body =
      rows
        .map(
          (x) =>
            `<tr><td>${x.name}</td><td class="num">${qtyOf(x)}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
        )
        .join('') + (cut ? `<tr><td>出精値引き</td><td></td><td></td><td></td><td class="num">△${yen(cut)}</td></tr>` : '');
    const totRows = [
      ...(cut
        ? [
            ['小計', yen(gross)],
            ['出精値引き', `△${yen(cut)}`],
          ]
        : []),
      ['課税対象額', yen(s.subtotal)],
      ['消費税（10%）', yen(s.tax)],
      ...(tatekae ? [['立替金（不課税）', yen(tatekae)]] : []),
    ];
    const tatekaeNote = tatekae
      ? `※立替金の内訳：${kozu ? `公図・地積測量図 写し ${kozu}通 × 450円` : ''}${touki ? `、登記事項証明書 ${touki}通 × 600円` : ''}（法務局手数料の実費、不課税）<br>`
      : '';
    const page = `<div class="wrap"><div class="hd"><h1>請求書</h1><div class="no">No. ${d.no}<br>${fmt(d.issue)}</div></div>
      <div class="two"><div class="to"><span class="n">${d.buyerName}　御中</span><br>ご担当　${d.buyerPerson}　様
          <div style="margin-top:10px">下記業務につきまして、ご請求申し上げます。</div>
          <div class="amt">ご請求金額　<b>¥${yen(total)}</b>（税込）</div></div>
        <div class="co"><div class="nm">${issuer}</div>測量業者登録　${tourokuNo}<br>${representative(d, r)}<br>〒${d.zip}<br>${addrHtml(d.address, true)}<br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${reg}
          ${kakuin(d, `right: ${r.int(0, 30)}px; top: ${r.int(0, 20)}px; opacity: .5;`)}</div></div>
      <table class="g job"><tr><th>業務名</th><td colspan="3">${place.replace(/^.+?[都道府県]/, '').replace(/^.+[市区]/, '')}地内 ${job}</td></tr>
        <tr><th>業務場所</th><td colspan="3">${place}${lot}${more ? ` 外${more}筆` : ''}</td></tr>
        <tr><th>面積</th><td>約 ${yen(m2)}㎡</td><th>ご注文書No.</th><td>${orderNo || '―'}</td></tr>
        <tr><th>履行期間</th><td>${fmt(start)}〜${fmt(finish)}</td><th>成果品納品日</th><td>${fmt(finish)}</td></tr></table>
      <table class="g det"><tr><th>内訳</th><th style="width:56px">数量</th><th style="width:36px">単位</th><th style="width:80px">単価</th><th style="width:96px">金額</th></tr>${body}</table>
      <div class="low"><div><table class="g bank"><tr><th colspan="2" style="text-align:center">お振込先</th></tr><tr><th>銀行名</th><td>${d.bank.name}</td></tr><tr><th>支店名</th><td>${d.branch.name}</td></tr>
          <tr><th>預金種目</th><td>${TYPE_LABEL[d.type]}</td></tr><tr><th>口座番号</th><td>${d.account}</td></tr><tr><th>口座名義</th><td>${holder}</td></tr></table>
          <div style="margin-top:8px">お支払期限　${due}</div></div>
        <table class="g tot">${totRows.map(([l, v]) => `<tr><th>${l}</th><td class="num">${v}</td></tr>`).join('')}<tr class="f"><th>合計</th><td class="num">¥${yen(total)}</td></tr></table></div>
      <div class="memo">${tatekaeNote}※成果品（報告書・図面・座標データ）は${fmt(finish)}に納品いたしました。<br>※お振込手数料は貴社にてご負担くださいますようお願いいたします。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 147 — an O&M company bills the owner of a 太陽光発電所 (an SPC 合同会社 mostly) for a half-year of its 保守管理: a modern
// template, 請求書 with 請求日 / 請求番号 / お支払期限 as key–value rows at the right, 件名, the 発電所 as a ruled table (発電所名,
// 所在地 in a town with 字 and 番, 連系区分 低圧 / 高圧, 設備容量 パネル 64.80kW / PCS 49.5kW), the 明細 (年次点検 by the 回, 遠隔監視
// by the month, 除草作業 and 除草剤 散布 by the ㎡, パネル洗浄 by the 枚, 駆けつけ対応 with its date and cause, PCS 部品交換), and
// no ご請求金額 anywhere but the 税率別 summary at the foot (税率 | 税抜金額 | 消費税額 | 税込金額, the 8% row at zero sometimes,
// 合計): the total is its 税込 合計; hyphen or slash dates, a main or net bank.
const OM_TRADES = [
  ['エナジーサービス', 'エナジーサービス'],
  ['ソーラーメンテナンス', 'ソーラーメンテナンス'],
  ['電工', 'デンコウ'],
  ['エコエナジー', 'エコエナジー'],
  ['パワーテクノ', 'パワーテクノ'],
];
const OM_OWNERS = [
  '合同会社{s}ソーラーパーク',
  '{s}太陽光発電合同会社',
  '合同会社{s}メガソーラー',
  '株式会社{s}エステート',
  '{s}グリーン電力合同会社',
];
const OM_PLANTS = ['{s}太陽光発電所', '{t}第2太陽光発電所', '{s}ソーラーパーク{t}', '{t}太陽光発電所'];
const AZA = ['上原', '下原', '西山', '中谷', '北谷津', '大畑', '向山', '宮前'];
LAYOUTS.push({
  id: 'L147-taiyoukou-om',
  split: 'dev',
  title:
    "太陽光発電所 O&M company's half-yearly 保守管理 請求書 to an SPC: the 発電所 table with kW decimals, 除草 by the ㎡, no ご請求金額 but the 税率別 summary (8% row at zero sometimes), hyphen dates",
  exercises:
    'an O&M company (…エナジーサービス / …ソーラーメンテナンス / …電工 / …エコエナジー / …パワーテクノ, 株式会社 mostly, ㈱ sometimes) bills the owner of a 太陽光発電所 (合同会社…ソーラーパーク / …太陽光発電合同会社 / …グリーン電力合同会社, or a company) for a half-year of 保守管理 in a modern template: 請求書 at the top left over the buyer with 御中, 請求日 / 請求番号 / お支払期限 as key–value rows at the right over the company (name, 〒 address, TEL, e-mail, 登録番号), 件名 …発電所 O&M業務（上期/下期）, the 発電所 as a ruled table (発電所名, 所在地 a town with 字… and …番, 連系区分 低圧 or 高圧, 設備容量 パネル 64.80kW / PCS 49.5kW or 1,512.00kW / 1,250kW), the 明細 (年次点検（目視・絶縁抵抗・I-V測定）by the 回, 遠隔監視サービス by the month for six months, 除草作業（刈払機）by the ㎡, 除草剤 散布 by the ㎡ sometimes, パネル洗浄 by the 枚 sometimes, 駆けつけ対応 with its date and cause sometimes, PCS 部品交換 sometimes), and no ご請求金額 box: the totals only in the 税率別 summary at the foot (税率 | 税抜金額 | 消費税額 | 税込金額: 10%対象, an 8%対象 row at zero sometimes, 合計), the amount to pay its 税込 合計; the お振込先 at the left of the summary (a main or net bank, the codes sometimes, holder カ）… or ｶ)…), hyphen or slash dates',
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, OM_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
    ]);
    landline(d);
    if (!d.bank.main) rebank(d, r, r.chance(0.5) ? 'net' : 'shinkin');
    ordinaryAtNetBank(d);
    const [bs] = r.pick(STEMS);
    d.buyerName = r.pick(OM_OWNERS).replace('{s}', bs);
    const [, town] = r.pick(TOWNS);
    const townName = cityOf(town)
      .replace(/^(.+郡)/, '')
      .replace(/[市区町村]$/, '');
    const plant = r.pick(OM_PLANTS).replace('{s}', bs).replace('{t}', townName);
    const loc = `${town}字${r.pick(AZA)}${r.int(100, 4999)}番${r.chance(0.4) ? ` ほか${r.int(1, 6)}筆` : ''}`;
    const high = r.chance(0.4);
    const pcs = high ? r.pick([500, 750, 990, 1250, 1500, 1990]) : 49.5;
    const panel = high ? Math.round(pcs * r.range(1.1, 1.35) * 100) / 100 : Math.round(r.range(60, 99) * 100) / 100;
    const [y, m] = d.issue;
    const half = m >= 4 && m <= 9 ? '上期' : '下期';
    const fy = m >= 4 ? y : y - 1;
    const months = 6;
    const rows = [];
    const add = (name, qty, unit, price) => rows.push({ name, qty, unit, price, amount: Math.round(qty * price) });
    add('年次点検（目視・絶縁抵抗・I-Vカーブ測定）', 1, '回', high ? r.int(18, 35) * 10000 : r.int(45, 80) * 1000);
    add(`遠隔監視サービス（${fy}年度${half} ${months}ヶ月分）`, months, 'ヶ月', high ? r.int(20, 60) * 500 : r.int(4, 10) * 500);
    const area = high ? r.int(80, 250) * 100 : r.int(6, 15) * 100;
    add('除草作業（刈払機・集草）', area, '㎡', high ? r.int(25, 45) : r.int(40, 80));
    if (r.chance(0.4)) add('除草剤 散布', area, '㎡', r.int(15, 30));
    if (r.chance(0.3)) add('パネル洗浄（純水）', high ? r.int(1500, 3500) : r.int(150, 260), '枚', r.int(6, 10) * 50);
    if (r.chance(0.4)) {
      const when = addDays(d.issue, -r.int(10, 120));
      add(
        `駆けつけ対応（${mdSlash(when)} ${r.pick(['PCS停止アラーム', '発電量低下アラーム', 'フェンス破損', '落雷後点検'])}）`,
        1,
        '回',
        r.int(25, 45) * 1000,
      );
    }
    if (r.chance(0.3))
      add(`PCS 部品交換（${r.pick(['冷却ファン', 'フィルター', '通信ユニット'])}・部品代含む）`, 1, '式', r.int(20, 120) * 1000);
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([y, m], 1)) : addDays(d.issue, 30);
    const fmt = DATE_FORMATS[r.pick(['hyphen', 'hyphen', 'slash'])];
    const issuer = r.chance(0.3) ? abbreviated(d, 1) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'full', 'full', 'half-big']));
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const codes = r.chance(0.5);
    const eight = r.chance(0.5);
    const qtyOf = (x) => (x.unit === '㎡' || x.unit === '枚' ? yen(x.qty) : String(x.qty));
    const accent = r.pick(['#15803d', '#0369a1', '#ca8a04']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #222; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 46px 54px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { margin: 0 0 18px; font-size: 26px; font-weight: 700; letter-spacing: .2em; border-left: 8px solid ${accent}; padding-left: 12px; }
      .to .n { font-size: 16px; font-weight: 700; }
      .meta td { padding: 2px 0 2px 14px; } .meta td:first-child { color: #666; }
      .co { margin-top: 12px; line-height: 1.6; font-size: 9.5px; } .co .nm { font-size: 14px; font-weight: 700; }
      .subj { margin-top: 18px; font-size: 12px; border-bottom: 1px solid #ccc; padding-bottom: 4px; }
      .g { border-collapse: collapse; } .g th { background: #f3f4f6; border: 1px solid #bbb; font-weight: normal; padding: 3px 8px; text-align: left; } .g td { border: 1px solid #bbb; padding: 3px 8px; }
      .pl { width: 100%; margin-top: 10px; }
      .det { width: 100%; margin-top: 12px; } .det th { background: ${accent}; color: #fff; border: none; padding: 4px 6px; } .det td { border: none; border-bottom: 1px solid #e5e5e5; padding: 5px 6px; } .det th.num { text-align: right; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; margin-top: auto; margin-bottom: 64px; gap: 20px; }
      .bank { line-height: 1.8; } .bank b { display: block; border-bottom: 2px solid ${accent}; margin-bottom: 4px; }
      .zei th, .zei td { text-align: right; } .zei th:first-child, .zei td:first-child { text-align: left; } .zei tr.g td { font-weight: 700; font-size: 12px; border-top: 2px solid #222; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td>${x.name}</td><td class="num">${qtyOf(x)}</td><td>${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const bankLine = `${d.bank.name}${codes ? `（${d.bank.code}）` : ''}　${d.branch.name}${codes ? `（${d.branch.code}）` : ''}`;
    const page = `<div class="wrap"><div class="hd"><div><h1>請求書</h1><div class="to"><span class="n">${d.buyerName}　御中</span></div>
          <div style="margin-top:8px">下記のとおりご請求申し上げます。</div></div>
        <div><table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求番号</td><td>${d.no}</td></tr><tr><td>お支払期限</td><td>${fmt(d.due)}</td></tr></table>
          <div class="co"><div class="nm">${issuer}</div>〒${d.zip}<br>${addrHtml(d.address, true)}<br>TEL ${d.tel}<br>${mail(r)}<br>登録番号 ${reg}</div></div></div>
      <div class="subj">件名　${plant} O&M業務（${fy}年度${half}）</div>
      <table class="g pl"><tr><th style="width:80px">発電所名</th><td>${plant}</td><th style="width:70px">連系区分</th><td>${high ? '高圧' : '低圧'}</td></tr>
        <tr><th>所在地</th><td>${loc}</td><th>設備容量</th><td>パネル ${panel.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}kW / PCS ${high ? yen(pcs) : pcs}kW</td></tr></table>
      <table class="g det"><tr><th>品目</th><th class="num" style="width:64px">数量</th><th style="width:36px">単位</th><th class="num" style="width:70px">単価</th><th class="num" style="width:90px">金額</th></tr>${body}</table>
      <div class="low"><div class="bank"><b>お振込先</b>${bankLine}<br>${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}<br><span style="font-size:9px;color:#666">※振込手数料は貴社にてご負担ください。</span></div>
        <table class="g zei"><tr><th>税率</th><th>税抜金額</th><th>消費税額</th><th>税込金額</th></tr>
          <tr><td>10%対象</td><td>${yen(s.subtotal)}</td><td>${yen(s.tax)}</td><td>${yen(s.total)}</td></tr>
          ${eight ? '<tr><td>8%対象</td><td>0</td><td>0</td><td>0</td></tr>' : ''}
          <tr class="g"><td>合計</td><td>¥${yen(s.subtotal)}</td><td>¥${yen(s.tax)}</td><td>¥${yen(s.total)}</td></tr></table></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, showBankCode: codes, showBranchCode: codes } };
  },
});

// 148 — a 登録教習機関 (…教習センター / …自動車学校 / …技能講習センター) bills a company for the 技能講習 and 特別教育 its staff
// took in a month: one row per 受講者 (氏名, 講習名 such as フォークリフト運転技能講習（31時間）, 受講日 m/d〜m/d, 修了証番号),
// the 受講料 and テキスト代 printed 税込 (内税), 合計 with うち消費税 (10%対象), the …労働局長登録教習機関 number under the name,
// the 振込先 a ゆうちょ 振替口座 (00150-3-123456) in ruled cells, with the 他金融機関から 店名・当座 line sometimes, or a bank,
// 年月日 or slash dates.
const KOSHU_TRADES = [
  ['教習センター', 'キョウシュウセンター'],
  ['技能講習センター', 'ギノウコウシュウセンター'],
  ['自動車学校', 'ジドウシャガッコウ'],
  ['安全教育センター', 'アンゼンキョウイクセンター'],
  ['技術教習所', 'ギジュツキョウシュウジョ'],
];
// [講習名, 日数, 受講料（税込）lo–hi in 100s, テキスト代（税込）or 0 when included]
const KOSHU_COURSES = [
  ['フォークリフト運転技能講習（11時間）', 2, 176, 220, 1650],
  ['フォークリフト運転技能講習（31時間）', 4, 363, 440, 1650],
  ['玉掛け技能講習（19時間）', 3, 253, 308, 1980],
  ['小型移動式クレーン運転技能講習（20時間）', 3, 330, 396, 1980],
  ['床上操作式クレーン運転技能講習（20時間）', 3, 319, 374, 1980],
  ['高所作業車運転技能講習（12時間）', 2, 275, 330, 1650],
  ['車両系建設機械（整地等）運転技能講習（14時間）', 2, 396, 495, 2200],
  ['低圧電気取扱業務特別教育', 2, 132, 176, 0],
  ['フルハーネス型墜落制止用器具特別教育', 1, 110, 132, 0],
];
LAYOUTS.push({
  id: 'L148-ginou-koushuu',
  split: 'dev',
  title:
    "登録教習機関's 技能講習 受講料 御請求書 to a company, one row per 受講者, prices 税込 with うち消費税, a ゆうちょ 振替口座 in ruled cells",
  exercises:
    "a 登録教習機関 (…教習センター / …技能講習センター / …自動車学校 / …安全教育センター / …技術教習所, 株式会社 or 有限会社) bills a company for the 技能講習 and 特別教育 its staff took: 技能講習 受講料 御請求書, the buyer with 御中 and 総務部 安全衛生担当 様, 請求日 and 請求書No. at the right over the school (name, …労働局長登録教習機関 登録第n号, 〒 address, TEL/FAX, 登録番号) under a 角印, ご請求金額（税込）in a box, one row per 受講者 (No., 氏名, 講習名 フォークリフト運転技能講習（31時間）/ 玉掛け技能講習（19時間）/ 小型移動式クレーン… / 低圧電気取扱業務特別教育 …, 受講日 m/d〜m/d, 修了証番号, 受講料（税込）, テキスト代（税込）or 受講料に含む, 金額（税込）), 合計（税込）with （10%対象 …円 うち消費税 …円）under it, the 振込先 as ruled cells: a ゆうちょ 振替口座 (口座記号番号 00150-3-123456, 加入者名 in half-width kana) with the 他金融機関から 〇一九店 当座 … line sometimes, or a bank's 銀行名 / 支店名 / 種目 / 口座番号 / 口座名義, お支払期限, 年月日 or slash dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, KOSHU_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    landline(d);
    const furikae = d.bank.main;
    if (furikae) furikaeAccount(d, r);
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const end = endOfMonth(y, m);
    d.issue = r.chance(0.6) ? end : addDays(end, r.int(1, 6));
    redate(d);
    d.due = endOfMonth(...addMonths([y, m], 1));
    const courses = shuffle(r, KOSHU_COURSES)
      .slice(0, r.int(1, 3))
      .map(([name, days, lo, hi, text]) => {
        const first = r.int(3, Math.max(3, end[2] - days - 1));
        return {
          name,
          days,
          fee: r.int(lo, hi) * 100,
          text: r.chance(0.3) ? 0 : text,
          from: [y, m, first],
          to: [y, m, first + days - 1],
        };
      });
    const trainees = [];
    let certNo = r.int(1000, 8999);
    for (const c of courses)
      for (let k = r.int(1, 4); k > 0; k--) {
        certNo += r.int(1, 6);
        trainees.push({
          c,
          name: `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`,
          cert: `${c.name.includes('特別教育') ? '特' : '技'}第${certNo}号`,
          amount: c.fee + c.text,
        });
      }
    const total = trainees.reduce((t, x) => t + x.amount, 0);
    const tax = Math.floor((total * 10) / 110);
    d.items = [{ name: '受講料', amount: total, rate: 10 }];
    const fmt = DATE_FORMATS[r.pick(['seirekiPad', 'seireki', 'slash'])];
    const issuer = r.chance(0.3) ? abbreviated(d, r.pick([0, 2])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big']));
    const reg = r.chance(0.3) ? regSpaced(d.reg) : d.reg;
    const pref = prefOf(d.address);
    const kyoku = pref === '北海道' ? '北海道' : pref.replace(/[都府県]$/, '');
    const otherLine = furikae && r.chance(0.5);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #222; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 44px 48px 0; }
      h1 { margin: 0; text-align: center; font-size: 21px; letter-spacing: .2em; font-weight: 700; border-bottom: 2px solid #222; padding-bottom: 6px; }
      .two { display: flex; justify-content: space-between; margin-top: 16px; }
      .to { line-height: 1.8; } .to .n { font-size: 16px; white-space: nowrap; }
      .rt { width: 340px; } .mt { margin-left: auto; } .mt td { padding: 1px 0 1px 12px; }
      .co { position: relative; margin-top: 8px; line-height: 1.55; font-size: 9.5px; } .co .nm { font-size: 13px; font-weight: 700; white-space: nowrap; }
      .amt { margin-top: 14px; display: flex; border: 2px solid #222; width: 400px; } .amt div { padding: 6px 12px; } .amt .l { border-right: 1px solid #222; background: #efefef; display: flex; align-items: center; } .amt .v { font-size: 19px; font-weight: 700; margin-left: auto; }
      .g { border-collapse: collapse; } .g th { border: 1px solid #555; background: #efefef; font-weight: normal; padding: 3px 4px; } .g td { border: 1px solid #777; padding: 4px 5px; }
      .det { width: 100%; margin-top: 12px; } .det td.c { text-align: center; white-space: nowrap; }
      .tot { margin: 6px 0 0 auto; } .tot td { padding: 4px 12px; } .tot tr.f td { font-weight: 700; font-size: 12px; border: 2px solid #222; }
      .bank { margin-top: 14px; width: 100%; } .bank th { width: 90px; text-align: left; }
      .memo { margin-top: 8px; font-size: 9px; color: #444; line-height: 1.7; }`;
    const body = trainees
      .map(
        (t, i) =>
          `<tr><td class="c">${i + 1}</td><td class="c">${t.name}</td><td>${t.c.name}</td><td class="c">${mdSlash(t.c.from)}${t.c.days > 1 ? `〜${mdSlash(t.c.to)}` : ''}</td><td class="c">${t.cert}</td><td class="num">${yen(t.c.fee)}</td><td class="num">${t.c.text ? yen(t.c.text) : '受講料に含む'}</td><td class="num">${yen(t.amount)}</td></tr>`,
      )
      .join('');
    const bank = furikae
      ? `<tr><th>金融機関</th><td>ゆうちょ銀行（振替口座）</td><th>口座記号番号</th><td>${d.yucho.symbol}-${d.yucho.check}-${d.yucho.number}</td></tr>
         <tr><th>加入者名</th><td colspan="3">${holder}</td></tr>
         ${otherLine ? `<tr><th>他金融機関から</th><td colspan="3">ゆうちょ銀行　${d.branch.name}（店番 ${d.branch.code}）　${TYPE_LABEL[d.type]}預金　${d.account}</td></tr>` : ''}`
      : `<tr><th>金融機関</th><td>${d.bank.name}　${d.branch.name}</td><th>預金種目・口座番号</th><td>${TYPE_LABEL[d.type]}　${d.account}</td></tr>
         <tr><th>口座名義</th><td colspan="3">${holder}</td></tr>`;
    const page = `<div class="wrap"><h1>技能講習 受講料 御請求書</h1>
      <div class="two"><div class="to"><span class="n">${d.buyerName}　御中</span><br>${r.pick(['総務部', '管理部', '安全衛生課', '工場 総務課'])}　安全衛生ご担当者　様
          <div style="margin-top:10px">このたびは当センターの講習をご利用いただき、誠にありがとうございました。<br>下記のとおり受講料をご請求申し上げます。</div>
          <div class="amt"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(total)}－</div></div></div>
        <div class="rt"><table class="mt"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書No.</td><td>${d.no}</td></tr></table>
          <div class="co"><div class="nm">${issuer}</div>${kyoku}労働局長登録教習機関　登録第${r.int(1, 180)}号<br>〒${d.zip}<br>${addrHtml(d.address, true)}<br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${reg}
            ${kakuin(d, `right: ${r.int(0, 30)}px; top: ${r.int(0, 20)}px; opacity: .5;`)}</div></div></div>
      <table class="g det"><tr><th style="width:24px">No.</th><th style="width:74px">受講者氏名</th><th>講習名</th><th style="width:66px">受講日</th><th style="width:62px">修了証番号</th><th style="width:62px">受講料<br>（税込）</th><th style="width:62px">テキスト代<br>（税込）</th><th style="width:70px">金額<br>（税込）</th></tr>${body}</table>
      <table class="g tot"><tr class="f"><td>合計（税込）</td><td class="num">¥${yen(total)}</td></tr><tr><td colspan="2" style="font-size:9.5px">（10%対象 ${yen(total)}円　うち消費税 ${yen(tax)}円）</td></tr></table>
      <div style="margin-top:12px">お支払期限　${fmt(d.due)}　までに下記へお振込みください。</div>
      <table class="g bank">${bank}</table>
      <div class="memo">※修了証は各講習の最終日に受講者ご本人へ交付済みです。<br>※受講料・テキスト代は消費税込みの金額です。お振込手数料は貴社にてご負担くださいますようお願いいたします。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

export { AZA, REGIONAL_BANKS, localBank, redate, seqNo, setFamilyCorp, zenNum };
