// Invoice corpus layouts L107–L112: each pushed onto core.mjs's LAYOUTS, in order.
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
import { regHyphen, regSpaced } from './layouts-013-018.mjs';
import { kakuin, landline, setYago, shuffle, weekday } from './layouts-019-028.mjs';
import { abbreviated, setCorp } from './layouts-029-034.mjs';
import { EN_MONTHS, ordinaryAtNetBank, rebank, representative, secondBank, tri } from './layouts-035-040.mjs';
import { daysBetween } from './layouts-047-052.mjs';
import { SWIFT, prefOf } from './layouts-053-058.mjs';
import { relocate } from './layouts-089-094.mjs';
import { roundSeal, yagoHolder } from './layouts-095-100.mjs';

// ---- 107–112: written blind as the fifteenth round's fresh set.

// 107 — a 通訳派遣 company's (a 合同会社 mostly) bilingual INVOICE / 請求書 for a month's assignments: one row per 通訳 day
// (日付, 案件, 言語, 通訳者, 半日/1日, 延長 by the 30分, 交通費), the company's name in Japanese and in English at the top right,
// every date printed twice (2026年11月30日 / 30 Nov 2026), headings in both languages, bank details in a ruled table.
const TSUYAKU_STEMS = [
  ['青葉', 'アオバ', 'Aoba'],
  ['北斗', 'ホクト', 'Hokuto'],
  ['湊', 'ミナト', 'Minato'],
  ['桜井', 'サクライ', 'Sakurai'],
  ['双葉', 'フタバ', 'Futaba'],
  ['朝日', 'アサヒ', 'Asahi'],
  ['サンライズ', 'サンライズ', 'Sunrise'],
  ['ブルーオーシャン', 'ブルーオーシャン', 'Blue Ocean'],
];
const TSUYAKU_TRADES = [
  ['通訳', 'ツウヤク', 'Interpreting'],
  ['ランゲージサービス', 'ランゲージサービス', 'Language Services'],
  ['リンガル', 'リンガル', 'Lingual'],
  ['コミュニケーションズ', 'コミュニケーションズ', 'Communications'],
];
// [案件 JP, EN, 半日 lo–hi, 1日 lo–hi in 千円]
const TSUYAKU_JOBS = [
  ['商談通訳（逐次）', 'Business meeting (consecutive)', 30, 45, 50, 75],
  ['工場視察 アテンド通訳', 'Factory visit escort', 25, 35, 40, 60],
  ['国際会議 同時通訳', 'Conference (simultaneous)', 55, 80, 90, 130],
  ['オンライン会議 通訳', 'Online meeting', 20, 35, 35, 55],
  ['監査立会い 通訳', 'Audit (consecutive)', 35, 50, 60, 85],
  ['展示会 ブース通訳', 'Trade show booth', 25, 35, 40, 55],
];
const TSUYAKU_LANGS = ['英⇔日', '英⇔日', '英⇔日', '中⇔日', '韓⇔日', '独⇔日', '越⇔日'];
const dmy = ([y, m, dd]) => `${dd} ${EN_MONTHS[m - 1]} ${y}`;
LAYOUTS.push({
  id: 'L107-tsuyaku-haken',
  split: 'dev',
  title: "通訳派遣 company's bilingual INVOICE / 請求書 for a month's assignments, every date printed in both forms",
  exercises:
    "a 通訳派遣 company's monthly bilingual INVOICE / 請求書 to a company: INVOICE over 請求書 at the top left, the company at the top right (合同会社 or 株式会社, its name in Japanese and under it in English …LLC / …Co., Ltd., 〒 address, TEL, 登録番号 / Registration No. as T1234567890123 or spaced) with a logo bar, Bill To / 請求先 with 御中 and 担当者 様, a ruled Invoice No. / 請求書番号, Invoice Date / 請求日, Due Date / お支払期限 table with every date printed as 2026年11月30日 / 30 Nov 2026, Amount Due / ご請求金額 in a shaded row, one row per 通訳 assignment (Date / 日付 as MM/DD, Assignment / 案件 with its English under it, 言語 英⇔日 / 中⇔日, Interpreter / 通訳者 as K. Tanaka, 半日 / 1日, 延長 n × 30分, 交通費, Amount / 金額), Subtotal / 小計, 消費税 10% / Consumption Tax, Total / 合計, and Bank Details / お振込先 in a ruled table (銀行名 with its English name in parentheses, 支店名, 口座種別 普通 (Savings) / 当座 (Checking), 口座番号, 口座名義 in kana, SWIFT sometimes)",
  opts: (r, inst) => ({ rates: '10', bank: 'main', checking: inst === 2 }),
  render(d, r) {
    const [stem, stemKana, stemEn] = r.pick(TSUYAKU_STEMS);
    const [trade, tradeKana, tradeEn] = r.pick(TSUYAKU_TRADES);
    const llc = r.chance(0.65);
    d.form = llc ? '合同会社' : '株式会社';
    d.corpBody = stem + trade;
    d.formBefore = r.chance(0.5);
    d.issuerName = d.formBefore ? d.form + d.corpBody : d.corpBody + d.form;
    const abbrev = llc ? 'ド' : 'カ';
    d.holderBase = d.formBefore ? `${abbrev}）${stemKana}${tradeKana}` : `${stemKana}${tradeKana}（${abbrev}`;
    const nameEn = `${stemEn} ${tradeEn} ${llc ? 'LLC' : 'Co., Ltd.'}`;
    landline(d);
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const closing = endOfMonth(y, m);
    d.issue = r.chance(0.5) ? closing : addDays(closing, r.int(1, 6));
    const nm = addDays(closing, 1);
    d.due = r.chance(0.6) ? endOfMonth(nm[0], nm[1]) : addDays(d.issue, 30);
    const days = shuffle(
      r,
      Array.from({ length: closing[2] }, (_, i) => i + 1),
    )
      .filter((day) => !['土', '日'].includes(weekday([y, m, day])))
      .slice(0, r.int(3, 9))
      .sort((a, b) => a - b);
    const pool = shuffle(r, TSUYAKU_JOBS).slice(0, r.int(2, 4));
    const langs = shuffle(r, TSUYAKU_LANGS).slice(0, r.int(1, 2));
    const romaji = ['Tanaka', 'Sato', 'Suzuki', 'Ito', 'Mori', 'Kimura', 'Inoue', 'Chen', 'Park', 'Nguyen', 'Smith'];
    const rows = days.map((day) => {
      const [job, jobEn, hlo, hhi, flo, fhi] = r.pick(pool);
      const full = r.chance(0.55);
      const base = (full ? r.int(flo, fhi) : r.int(hlo, hhi)) * 1000;
      const ext = r.chance(0.3) ? r.int(1, 4) : 0;
      const extPrice = Math.round(base / (full ? 16 : 8) / 500) * 500;
      const fare = r.chance(0.6) ? r.int(3, 60) * 100 : 0;
      const who = `${r.pick('ABKMNSTY')}. ${r.pick(romaji)}`;
      return { day, job, jobEn, lang: r.pick(langs), who, full, base, ext, extPrice, fare, amount: base + ext * extPrice + fare };
    });
    d.items = rows.map((x) => ({ name: x.job, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const both = (dt) => `${DATE_FORMATS.seireki(dt)} / ${dmy(dt)}`;
    const issuer = d.issuerName;
    const holder = holderPrinted(d, r.pick(['full', 'half', 'half-big']));
    const reg = r.chance(0.5) ? regSpaced(d.reg) : d.reg;
    const bankEn = {
      '0001': 'Mizuho Bank',
      '0005': 'MUFG Bank',
      '0009': 'Sumitomo Mitsui Banking Corporation',
      '0010': 'Resona Bank',
      '0036': 'Rakuten Bank',
      '0038': 'SBI Sumishin Net Bank',
      '0294': 'Sumitomo Mitsui Trust Bank',
    }[d.bank.code];
    const swift = SWIFT[d.bank.code] && r.chance(0.6) ? SWIFT[d.bank.code] : null;
    const accent = r.pick(['#0f4c81', '#2f5d50', '#6b2d5c']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #222; }
      .wrap { padding: 40px 46px; } .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { margin: 0; font-size: 30px; letter-spacing: .12em; color: ${accent}; font-weight: 700; } h1 + div { font-size: 15px; letter-spacing: .5em; margin-top: 2px; }
      .co { width: 310px; border-left: 5px solid ${accent}; padding-left: 12px; line-height: 1.55; font-size: 9.5px; } .co .nm { font-size: 15px; font-weight: bold; } .co .en { font-size: 10.5px; color: #555; margin-bottom: 4px; }
      .mid { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 22px; }
      .to .h { color: #777; font-size: 9px; } .to .n { font-size: 15px; border-bottom: 1px solid #333; padding-right: 24px; white-space: nowrap; display: inline-block; margin: 2px 0; }
      .meta td { border: 1px solid #bbb; padding: 3px 8px; } .meta td:first-child { background: #f1f4f8; font-size: 9px; }
      .meta tr.due td { font-weight: bold; } .meta tr.amt td:last-child { font-size: 16px; font-weight: bold; } .meta tr.amt td { background: #f1f4f8; }
      .det { width: 100%; margin-top: 20px; } .det th { background: ${accent}; color: #fff; font-weight: normal; padding: 4px 3px; font-size: 9px; line-height: 1.25; }
      .det td { border-bottom: 1px solid #ccc; padding: 3px 4px; } .det td.c { text-align: center; white-space: nowrap; } .det small { display: block; color: #777; font-size: 8px; }
      .tot { margin: 10px 0 0 auto; } .tot td { padding: 3px 10px; border-bottom: 1px solid #ccc; } .tot td.num { width: 120px; } .tot tr.g td { font-weight: bold; font-size: 12.5px; border-bottom: 2px solid ${accent}; }
      .bank { margin-top: 20px; width: 470px; } .bank caption { text-align: left; font-weight: bold; color: ${accent}; padding-bottom: 3px; }
      .bank th { text-align: left; font-weight: normal; background: #f1f4f8; border: 1px solid #bbb; padding: 3px 8px; width: 150px; font-size: 9px; } .bank td { border: 1px solid #bbb; padding: 3px 8px; }
      .memo { margin-top: 14px; font-size: 8.5px; color: #666; line-height: 1.6; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td class="c">${pad2(m)}/${pad2(x.day)}</td><td>${x.job}<small>${x.jobEn}</small></td><td class="c">${x.lang}</td><td class="c">${x.who}</td><td class="c">${x.full ? '1日' : '半日'}</td><td class="num">${yen(x.base)}</td><td class="num">${x.ext ? `${x.ext} × ${yen(x.extPrice)}` : '—'}</td><td class="num">${x.fare ? yen(x.fare) : '—'}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const page = `<div class="wrap"><div class="hd"><div><h1>INVOICE</h1><div>請求書</div></div>
        <div class="co"><div class="nm">${issuer}</div><div class="en">${nameEn}</div>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}<br>登録番号 / Registration No.　${reg}</div></div>
      <div class="mid"><div class="to"><div class="h">Bill To / 請求先</div><div class="n">${d.buyerName}　御中</div><br>${d.buyerPerson} 様</div>
        <table class="meta"><tr><td>Invoice No. / 請求書番号</td><td>${d.no}</td></tr><tr><td>Invoice Date / 請求日</td><td>${both(d.issue)}</td></tr>
          <tr class="due"><td>Due Date / お支払期限</td><td>${both(d.due)}</td></tr><tr class="amt"><td>Amount Due / ご請求金額</td><td class="num">¥${yen(s.total)}</td></tr></table></div>
      <div style="margin-top:14px">${y}年${m}月分の通訳業務につきまして、下記のとおりご請求申し上げます。<br><span style="color:#666">Interpreting services for ${EN_MONTHS[m - 1]} ${y}, as detailed below.</span></div>
      <table class="det"><tr><th style="width:40px">Date<br>日付</th><th>Assignment<br>案件</th><th style="width:46px">Lang.<br>言語</th><th style="width:70px">Interpreter<br>通訳者</th><th style="width:36px">Time<br>区分</th><th style="width:60px">Base<br>基本料</th><th style="width:76px">Overtime<br>延長(30分)</th><th style="width:50px">Travel<br>交通費</th><th style="width:66px">Amount<br>金額</th></tr>${body}</table>
      <table class="tot"><tr><td>Subtotal / 小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>Consumption Tax / 消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="g"><td>Total / 合計</td><td class="num">¥${yen(s.total)}</td></tr></table>
      <table class="bank"><caption>Bank Details / お振込先</caption><tr><th>Bank / 銀行名</th><td>${d.bank.name}${bankEn ? `（${bankEn}）` : ''}</td></tr><tr><th>Branch / 支店名</th><td>${d.branch.name}</td></tr>
        <tr><th>Account Type / 口座種別</th><td>${TYPE_LABEL[d.type]}（${d.type === 1 ? 'Checking' : 'Savings'}）</td></tr><tr><th>Account No. / 口座番号</th><td>${d.account}</td></tr><tr><th>Account Name / 口座名義</th><td>${holder}</td></tr>${swift ? `<tr><th>SWIFT</th><td>${swift}</td></tr>` : ''}</table>
      <div class="memo">※交通費は実費を計上しております。Travel expenses are charged at cost.<br>※振込手数料は貴社にてご負担ください。Bank charges are to be borne by the payer.</div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 108 — a リネンサプライ company's (マット・モップ・ユニフォーム・おしぼり) monthly 請求書 to a restaurant or a factory, set as a
// statement: 前回御請求額 / 御入金額 / 繰越金額 / 今回御買上額 / 消費税額 / 今回御請求額 in a row of boxes, one row per 納品 (交換) day,
// the company at the top right with its 角印, two banks for the 振込先 at the foot, 令和 dates.
const LINEN_TRADES = [
  ['リネンサプライ', 'リネンサプライ'],
  ['クリーンサービス', 'クリーンサービス'],
  ['ユニフォームサービス', 'ユニフォームサービス'],
  ['白衣センター', 'ハクイセンター'],
];
// [品名, 単位, 単価 lo–hi]
const LINEN_GOODS = [
  ['玄関マット 90×150 交換', '枚', 500, 900],
  ['玄関マット 75×90 交換', '枚', 300, 550],
  ['吸油マット（厨房用）交換', '枚', 400, 700],
  ['ダスターモップ 交換', '本', 250, 450],
  ['コックコート 洗濯', '枚', 180, 320],
  ['前掛け 洗濯', '枚', 80, 150],
  ['作業服 上衣 洗濯', '枚', 150, 280],
  ['作業服 ズボン 洗濯', '枚', 150, 280],
  ['おしぼり（布・業務用）', '本', 6, 12],
  ['タオル（フェイス）', '枚', 20, 45],
];
LAYOUTS.push({
  id: 'L108-linen-supply',
  split: 'dev',
  title: "リネンサプライ company's monthly 請求書 by 納品日, a statement head with the 繰越, two banks at the foot",
  exercises:
    "a リネンサプライ company's monthly 請求書 to a restaurant or factory company (…店 / …工場 as 納品先): 請求書 centred, the buyer with its 納品先 and 御中 at the top left over お客様コード / 締切日, the company at the top right (㈱/(株)/株式会社 or ㈲/有限会社, 代表取締役, 〒 address, TEL/FAX, 登録番号) with its 角印, a row of ruled boxes 前回御請求額 / 御入金額 / 繰越金額 / 今回御買上額 / 消費税額 / 今回御請求額 (the last bold), one row per 納品 day (月/日, 伝票No., 品名 マット・モップ 交換, コックコート・前掛け・作業服 洗濯, おしぼり by the 本, 数量, 単価, 金額) with a 値引 △ row sometimes and a 合計 row, the お支払期限 and at the foot the お振込先 over two banks (①…②…) and one 口座名義 (half-width mostly), 令和 dates (R8.1.31 sometimes)",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, LINEN_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    landline(d);
    if (!d.bank.main && r.chance(0.5)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const other = secondBank(d, r);
    const [y, m] = d.issue;
    const closeDay = r.pick([20, 25, 0]);
    const closing = closeDay ? [y, m, closeDay] : endOfMonth(y, m);
    d.issue = closing;
    const nm = addDays(endOfMonth(y, m), 1);
    d.due = r.chance(0.6) ? endOfMonth(nm[0], nm[1]) : [nm[0], nm[1], r.pick([10, 15, 20])];
    const start = closeDay ? addDays(m === 1 ? [y - 1, 12, closeDay] : [y, m - 1, closeDay], 1) : [y, m, 1];
    const [bs] = r.pick(STEMS);
    const site = r.pick([
      `${r.pick(['和食', '中華', '焼肉', 'イタリアン'])} ${bs} ${r.pick(['本店', '駅前店', '西口店'])}`,
      `${bs}工場`,
      `${bs}ホテル 厨房`,
      `${r.pick(['第一', '第二'])}工場 食堂`,
    ]);
    const weekDays = r.pick([[1, 4], [2, 5], [1], [3]]);
    const goods = shuffle(r, LINEN_GOODS)
      .slice(0, weekDays.length === 2 ? r.int(2, 3) : r.int(3, 5))
      .map(([name, unit, lo, hi]) => ({
        name,
        unit,
        price: Math.round(r.int(lo, hi) / (hi > 100 ? 10 : 1)) * (hi > 100 ? 10 : 1),
        base: name.startsWith('おしぼり') ? r.int(100, 400) : r.int(2, 12),
      }));
    const rows = [];
    let slip = r.int(10000, 90000);
    for (let k = 0; k < 40; k++) {
      const dt = addDays(start, k);
      if (daysBetween(dt, closing) < 0) break;
      if (!weekDays.includes(new Date(Date.UTC(dt[0], dt[1] - 1, dt[2])).getUTCDay())) continue;
      slip += r.int(20, 400);
      for (const g of goods) {
        if (!g.name.startsWith('おしぼり') && r.chance(0.25)) continue;
        const qty = Math.max(1, Math.round(g.base * r.range(0.7, 1.3)));
        rows.push({ dt, slip: String(slip), name: g.name, unit: g.unit, qty, price: g.price, amount: qty * g.price });
      }
    }
    if (r.chance(0.3)) {
      const off = -r.int(5, 30) * 100;
      rows.push({ dt: closing, slip: '', name: '長期ご契約値引', unit: '式', qty: 1, price: off, amount: off });
    }
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const prev = r.int(30, 300) * 100 + r.int(0, 99);
    const paid = r.chance(0.7) ? prev : r.chance(0.5) ? 0 : prev - r.int(1, Math.floor(prev / 200)) * 100;
    const carry = prev - paid;
    const total = carry + s.total;
    const fmt = DATE_FORMATS[r.pick(['wareki', 'wareki', 'warekiShort'])];
    const issuer = r.chance(0.6) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.4) ? regHyphen(d.reg) : d.reg;
    const cust = r.digits(6);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.5px; color: #1e1e1e; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 34px 40px 0; }
      h1 { text-align: center; font-size: 24px; letter-spacing: 1em; padding-left: 1em; margin: 0 0 14px; font-weight: 600; border-bottom: 2px solid #2b6f8e; color: #2b6f8e; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .to { line-height: 1.6; } .to .n { font-size: 15px; border-bottom: 1px solid #222; padding-right: 26px; white-space: nowrap; display: inline-block; }
      .meta { margin-top: 8px; } .meta td { padding: 1px 12px 1px 0; } .meta td:first-child { color: #555; }
      .co { position: relative; width: 330px; line-height: 1.6; font-size: 9.5px; } .co .nm { font-size: 16px; font-weight: bold; white-space: nowrap; }
      .st { width: 100%; margin-top: 16px; table-layout: fixed; } .st th { border: 1px solid #555; background: #e6f0f4; font-weight: normal; padding: 3px; }
      .st td { border: 1px solid #555; text-align: right; padding: 7px 8px; font-size: 12px; } .st td.g { font-weight: bold; font-size: 14px; background: #fffbe8; }
      .det { width: 100%; margin-top: 12px; } .det th { border: 1px solid #777; background: #e6f0f4; font-weight: normal; padding: 2px; }
      .det td { border-left: 1px solid #999; border-right: 1px solid #999; border-bottom: 1px dotted #bbb; padding: 1px 5px; } .det td.c { text-align: center; } .det tr.t td { border: 1px solid #777; font-weight: bold; }
      .foot { margin-top: auto; border-top: 1px solid #555; padding: 10px 0 30px; line-height: 1.8; font-size: 10px; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td class="c">${x.slip ? `${x.dt[1]}/${x.dt[2]}` : ''}</td><td class="c">${x.slip}</td><td>${x.name}</td><td class="num">${yen(x.qty)}</td><td class="c">${x.unit}</td><td class="num">${tri(x.price)}</td><td class="num">${tri(x.amount)}</td></tr>`,
      )
      .join('');
    const acct = (b) => `${b.name}　${b.branch}　${TYPE_LABEL[b.type]}　${b.account}`;
    const page = `<div class="wrap"><h1>請求書</h1>
      <div class="hd"><div><div class="to">〒${d.buyerZip}　${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>納品先：${site}</div>
          <table class="meta"><tr><td>お客様コード</td><td>${cust}</td></tr><tr><td>請求書No.</td><td>${d.no}</td></tr><tr><td>締切日</td><td>${fmt(closing)}</td></tr><tr><td>発行日</td><td>${fmt(d.issue)}</td></tr></table></div>
        <div class="co"><div class="nm">${issuer}</div>${representative(d, r)}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${reg}
          ${kakuin(d, `left: ${r.int(130, 200)}px; top: -4px; opacity: .6;`)}</div></div>
      <div style="margin-top:10px">毎度ありがとうございます。下記のとおりご請求申し上げます。</div>
      <table class="st"><tr><th>前回御請求額</th><th>御入金額</th><th>繰越金額</th><th>今回御買上額</th><th>消費税額</th><th>今回御請求額</th></tr>
        <tr><td>${yen(prev)}</td><td>${yen(paid)}</td><td>${yen(carry)}</td><td>${yen(s.subtotal)}</td><td>${yen(s.tax)}</td><td class="g">${yen(total)}</td></tr></table>
      <table class="det"><tr><th style="width:44px">月/日</th><th style="width:56px">伝票No.</th><th>品　名</th><th style="width:50px">数量</th><th style="width:30px">単位</th><th style="width:56px">単価</th><th style="width:76px">金額</th></tr>${body}
        <tr class="t"><td colspan="6" style="text-align:center">合　計（税抜）</td><td class="num">${yen(s.subtotal)}</td></tr></table>
      <div class="foot">お支払期限　${fmt(d.due)}<br>お振込先　① ${acct({ name: d.bank.name, branch: d.branch.name, type: d.type, account: d.account })}　② ${acct(other)}<br>口座名義　${holder}<br>
        <span style="font-size:8.5px;color:#555">※ご入金の行き違いの際はご容赦ください。振込手数料は貴社にてご負担願います。</span></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 109 — an NPO's (特定非営利活動法人) 就労継続支援B型事業所 請求書 for 受託作業 done for a company: 封入・シール貼り・部品組立・袋詰め
// by the piece at prices with decimals, 集荷・納品 運搬費; the 事業所's name set large as a header with the NPO under it, a Word
// document with a ruled table, the 振込先 at a ゆうちょ (記号番号) or a 信用金庫 in a box, 令和 dates.
const NPO_NAMES = [
  ['ひまわりの会', 'ヒマワリノカイ', 'ひまわり工房'],
  ['あおぞら福祉会', 'アオゾラフクシカイ', 'ワークショップあおぞら'],
  ['みのり', 'ミノリ', 'みのり作業所'],
  ['さくらんぼ', 'サクランボ', 'さくらんぼワークス'],
  ['つくしんぼ', 'ツクシンボ', 'つくし工房'],
  ['虹の架け橋', 'ニジノカケハシ', 'にじいろワーク'],
];
// [作業, 単位, 単価 in tenths of a yen lo–hi]
const NPO_WORKS = [
  ['DM封入・封緘', '通', 15, 40],
  ['シール貼り（ラベル）', '枚', 5, 15],
  ['部品組立（ボルト・ワッシャー）', '個', 10, 30],
  ['袋詰め・検品', '袋', 20, 50],
  ['チラシ三つ折り', '枚', 5, 12],
  ['箱折り（化粧箱）', '箱', 15, 35],
  ['タオル たたみ・袋入れ', '枚', 20, 40],
];
LAYOUTS.push({
  id: 'L109-npo-jutaku',
  split: 'dev',
  title: "NPO's 就労継続支援B型事業所 請求書 for 受託作業 by the piece, the 事業所 set as the header over the 特定非営利活動法人",
  exercises:
    "a 特定非営利活動法人's 就労継続支援B型事業所 請求書 to a company for 受託作業: the 事業所's name large at the top right (…工房 / ワークショップ… with 就労継続支援B型事業所 above it) and under it the NPO (特定非営利活動法人…, 理事長, 〒 address in a town sometimes, TEL/FAX, 登録番号) with its 角印, 請求書 centred in a Word document, the buyer at the left with 御中 and 担当者 様, 請求日 / 請求番号, the amount to pay as ご請求金額 ¥…－ (税込) underlined, a ruled table (作業日 or 納品日, 作業内容 封入・シール貼り・部品組立・袋詰め, 数量, 単位, 単価 with decimals 2.5円, 金額) with 集荷・納品 運搬費 rows, 小計 / 消費税(10%) / 合計, the お振込期限, the お振込先 in a box (ゆうちょ 記号・番号 with its 店名 form, or a 信用金庫 / 地方銀行; 口座名義 ﾄｸﾋ)… or トクヒ）… half- or full-width), a thank-you note about 工賃, 令和 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 0 ? 'yucho' : 'other' }),
  render(d, r) {
    const [body, bodyKana, shop] = r.pick(NPO_NAMES);
    d.form = '特定非営利活動法人';
    d.corpBody = body;
    d.formBefore = true;
    d.issuerName = `特定非営利活動法人${body}`;
    d.holderBase = `トクヒ）${bodyKana}`;
    if (r.chance(0.5)) relocate(d, r, true);
    landline(d);
    if (!d.yucho && r.chance(0.6)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const closing = endOfMonth(y, m);
    d.issue = r.chance(0.5) ? closing : addDays(closing, r.int(1, 8));
    const nm = addDays(closing, 1);
    d.due = r.chance(0.5) ? endOfMonth(nm[0], nm[1]) : [nm[0], nm[1], r.pick([10, 20, 25])];
    const works = shuffle(r, NPO_WORKS)
      .slice(0, r.int(2, 4))
      .map(([name, unit, lo, hi]) => [name, unit, Math.max(5, Math.round(r.int(lo, hi) / 5) * 5)]);
    const rows = [];
    const days = Array.from({ length: r.int(3, 7) }, () => r.int(1, closing[2])).sort((a, b) => a - b);
    for (const day of days) {
      const [name, unit, tenths] = r.pick(works);
      const qty = r.int(2, 60) * 100;
      rows.push({ day, name, unit, qty, p10: tenths, amount: Math.round((qty * tenths) / 10) });
    }
    const trips = r.int(1, 4);
    if (r.chance(0.7))
      rows.push({ day: 0, name: '集荷・納品 運搬費', unit: '回', qty: trips, p10: r.int(10, 40) * 1000, amount: 0 });
    for (const x of rows) if (!x.amount) x.amount = Math.round((x.qty * x.p10) / 10);
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['wareki', 'wareki', 'seireki'])];
    const issuer = d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full', 'half-big']));
    const reg = r.chance(0.4) ? regHyphen(d.reg) : d.reg;
    const chief = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const price = (p10) => (p10 % 10 ? (p10 / 10).toFixed(1) : yen(p10 / 10));
    const bankBox = d.yucho
      ? `ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}<br><span style="font-size:9px">（他の金融機関からお振込みの場合）店名 ${d.branch.name}（店番 ${d.branch.code}）　${TYPE_LABEL[d.type]}　${d.account}</span>`
      : `${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　No. ${d.account}`;
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 10.5px; color: #222; }
      .wrap { padding: 50px 60px; }
      .top { text-align: right; } .top div { line-height: 1.6; }
      h1 { text-align: center; font-size: 22px; letter-spacing: .8em; padding-left: .8em; margin: 18px 0 22px; font-weight: 700; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .to .n { font-size: 15px; border-bottom: 1px solid #222; padding-right: 20px; white-space: nowrap; display: inline-block; }
      .org { position: relative; text-align: left; width: 300px; line-height: 1.6; font-size: 10px; } .org .sh { font-size: 19px; font-weight: 700; color: #8a4b08; font-family: 'Noto Sans CJK JP'; } .org .k { font-size: 9px; color: #8a4b08; }
      .amt { margin-top: 22px; font-size: 15px; } .amt span.v { font-size: 21px; font-weight: 700; border-bottom: 3px double #222; padding: 0 20px 0 10px; }
      .det { width: 100%; margin-top: 18px; } .det th { border: 1px solid #333; background: #f5efe6; font-weight: normal; padding: 4px; } .det td { border: 1px solid #333; padding: 4px 6px; } .det td.c { text-align: center; }
      .det td.e { border: none; } .det td.l { background: #f5efe6; text-align: center; white-space: nowrap; }
      .bank { margin-top: 18px; border: 1px solid #333; padding: 8px 14px; line-height: 1.8; width: 520px; }
      .memo { margin-top: 16px; font-size: 9.5px; line-height: 1.8; }`;
    const bodyRows = rows
      .map(
        (x) =>
          `<tr><td class="c">${x.day ? `${m}月${x.day}日` : `${m}月分`}</td><td>${x.name}</td><td class="num">${yen(x.qty)}</td><td class="c">${x.unit}</td><td class="num">${price(x.p10)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const page = `<div class="wrap"><div class="top"><div>請求日　${fmt(d.issue)}</div><div>請求番号　${d.no}</div></div>
      <h1>請求書</h1>
      <div class="hd"><div class="to"><span class="n">${d.buyerName}　御中</span><br>${r.pick(['総務部', '業務部', '物流部'])}　${d.buyerPerson} 様
          <div class="amt">ご請求金額　<span class="v">¥${yen(s.total)}－</span>（税込）</div></div>
        <div class="org"><div class="k">就労継続支援B型事業所</div><div class="sh">${shop}</div>${issuer}<br>理事長　${chief}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${reg}
          ${kakuin(d, `left: ${r.int(150, 220)}px; top: 26px; opacity: .6;`)}</div></div>
      <p style="margin-top:20px">平素より作業のご依頼をいただき、誠にありがとうございます。${m}月分の受託作業代金を下記のとおりご請求いたします。</p>
      <table class="det"><tr><th style="width:80px">作業日</th><th>作業内容</th><th style="width:64px">数量</th><th style="width:36px">単位</th><th style="width:56px">単価(円)</th><th style="width:84px">金額(円)</th></tr>${bodyRows}
        <tr><td class="e" colspan="4"></td><td class="l">小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="e" colspan="4"></td><td class="l">消費税(10%)</td><td class="num">${yen(s.tax)}</td></tr>
        <tr><td class="e" colspan="4"></td><td class="l">合計</td><td class="num"><b>${yen(s.total)}</b></td></tr></table>
      <div style="margin-top:14px">お振込期限　${fmt(d.due)}</div>
      <div class="bank"><b>お振込先</b><br>${bankBox}<br>口座名義　${holder}</div>
      <div class="memo">いただいた作業代金は、利用者の皆さまの工賃として大切にお支払いさせていただきます。<br>今後とも変わらぬご支援を賜りますよう、よろしくお願い申し上げます。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 110 — a 映像制作 company's 御請求書 for one video: the rows grouped 企画・撮影・編集・諸経費, a 御見積金額 column beside the
// 御請求金額 one (追加 and 減額 noted), both summed; a 着手金 already received deducted sometimes; the company's logo block at
// the top left, the buyer at the top right, the amount to pay boxed under the table, the 振込先 in a band across the foot.
const EIZOU_TRADES = [
  ['映像', 'エイゾウ'],
  ['ピクチャーズ', 'ピクチャーズ'],
  ['プロダクション', 'プロダクション'],
  ['フィルムワークス', 'フィルムワークス'],
  ['クリエイティブ', 'クリエイティブ'],
];
const EIZOU_JOBS = [
  '会社紹介動画（3分）',
  '採用動画（5分）',
  '展示会用 製品PV（90秒）',
  'WEB広告動画（15秒×3本）',
  '工場紹介・安全教育動画（10分）',
  '周年記念映像（8分）',
];
// [区分, 項目, 単位, 単価 lo–hi in 千円, qty lo–hi]
const EIZOU_ROWS = [
  ['企画', '企画・構成費', '式', 50, 200, 1, 1],
  ['企画', 'シナリオ・絵コンテ制作', '式', 30, 120, 1, 1],
  ['撮影', 'ディレクター', '日', 50, 90, 1, 3],
  ['撮影', 'カメラマン', '日', 40, 80, 1, 3],
  ['撮影', '撮影助手', '日', 20, 35, 1, 3],
  ['撮影', '照明技師', '日', 35, 60, 1, 2],
  ['撮影', '撮影機材一式（4Kカメラ・照明・録音）', '日', 30, 80, 1, 3],
  ['撮影', 'ドローン撮影（申請含む）', '式', 60, 150, 1, 1],
  ['編集', 'オフライン編集', '日', 40, 70, 2, 6],
  ['編集', 'カラーグレーディング', '式', 30, 100, 1, 1],
  ['編集', 'MA・整音', '式', 30, 80, 1, 1],
  ['編集', 'テロップ・モーショングラフィックス', '式', 40, 150, 1, 1],
  ['編集', 'ナレーター起用（収録含む）', '式', 40, 120, 1, 1],
  ['編集', 'BGM ライセンス', '曲', 5, 30, 1, 3],
  ['諸経費', '交通費・車両費', '式', 10, 60, 1, 1],
  ['諸経費', 'ロケ弁・雑費', '式', 5, 30, 1, 1],
];
LAYOUTS.push({
  id: 'L110-eizou-seisaku',
  split: 'dev',
  title: "映像制作 company's 御請求書 for one video, 御見積金額 and 御請求金額 columns side by side, a 着手金 deducted sometimes",
  exercises:
    "a 映像制作 company's 御請求書 to a company for one video: the company's logo block at the top left (a black square with its initial, ㈱/(株)/株式会社 or 合同会社, 代表取締役 / 代表社員, 〒 address, TEL, 登録番号) with its 角印, 御請求書 and a small table (請求日 / 請求書番号 / 御見積番号) at the top right over the buyer with 御中, 件名 / 納品日 / 検収日 in a ruled block, a table with rows grouped by 区分 (企画 / 撮影 / 編集 / 諸経費; 項目, 数量, 単位, 単価, 御見積金額, 御請求金額, 備考 追加撮影 / 修正追加 / 減額) and a 小計 row summing both amount columns, then 御見積合計 beside 御請求金額（税抜）/ 消費税（10%）/ 合計（税込）, with a 着手金 (ご入金済) deducted sometimes and the amount to pay boxed (ご請求金額 / 差引ご請求額) at the bottom right, the お支払期限 and the 振込先 in a grey band across the foot, dot dates (2026.11.30)",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, EIZOU_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
    ]);
    landline(d);
    ordinaryAtNetBank(d);
    const delivered = addDays(d.issue, -r.int(3, 20));
    const accepted = addDays(delivered, r.int(1, 5));
    if (daysBetween(accepted, d.issue) < 0) d.issue = accepted;
    const nm = addDays(endOfMonth(d.issue[0], d.issue[1]), 1);
    d.due = r.chance(0.6) ? endOfMonth(nm[0], nm[1]) : addDays(d.issue, 30);
    const job = r.pick(EIZOU_JOBS);
    const picked = EIZOU_ROWS.filter(([grp]) => grp === '企画' || grp === '諸経費' || r.chance(0.6));
    const rows = picked.map(([grp, name, unit, lo, hi, qlo, qhi]) => {
      const qty = r.int(qlo, qhi);
      const price = r.int(lo, hi) * 1000;
      const est = qty * price;
      const change = r.chance(0.2) ? r.pick(['add', 'cut']) : '';
      const cut = est >= 40000 ? r.int(1, 3) * 5000 : 0;
      const qtyReal = change === 'add' && unit === '日' ? qty + 1 : change === 'cut' && qty > 1 ? qty - 1 : qty;
      const amount =
        unit === '式' && change === 'add'
          ? est + r.int(1, 5) * 10000
          : unit === '式' && change === 'cut'
            ? est - cut
            : qtyReal * price;
      const note = amount > est ? (grp === '撮影' ? '追加撮影' : '修正追加') : amount < est ? '減額' : '';
      return { grp, name, unit, qty: qtyReal, price: unit === '式' ? amount : price, est, amount, note };
    });
    if (r.chance(0.4))
      rows.push({
        grp: '編集',
        name: '修正対応（3回目以降）',
        unit: '回',
        qty: r.int(1, 2),
        price: r.int(2, 5) * 10000,
        est: 0,
        amount: 0,
        note: '追加',
      });
    for (const x of rows) if (x.est === 0 && !x.amount) x.amount = x.qty * x.price;
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const estTotal = rows.reduce((t, x) => t + x.est, 0);
    const advance = r.chance(0.45) ? Math.floor((estTotal * 1.1 * r.pick([0.3, 0.5])) / 1000) * 1000 : 0;
    const total = s.total - advance;
    const fmt = DATE_FORMATS[r.pick(['dot', 'dot', 'seireki'])];
    const issuer = d.form === '株式会社' ? spelled(d, r.pick(['full', 'circled', 'paren'])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['full', 'half', 'half-big']));
    const reg = r.chance(0.4) ? regSpaced(d.reg) : d.reg;
    const est = `E-${String(d.issue[0]).slice(2)}${r.digits(4)}`;
    const totLabel = advance ? r.pick(['差引ご請求額', '今回ご請求額']) : r.pick(['ご請求金額', 'ご請求額']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.5px; color: #1a1a1a; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 36px 42px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .lg { position: relative; display: flex; gap: 12px; } .lg .sq { width: 54px; height: 54px; background: #111; color: #fff; font-size: 28px; font-weight: 900; display: flex; align-items: center; justify-content: center; }
      .lg .nm { font-size: 15px; font-weight: bold; } .lg .info { line-height: 1.55; font-size: 9px; color: #333; }
      .rt { text-align: right; } .rt h1 { margin: 0 0 6px; font-size: 24px; letter-spacing: .4em; font-weight: 700; }
      .meta { margin-left: auto; } .meta td { padding: 1px 0 1px 12px; } .meta td:first-child { color: #666; }
      .to { margin-top: 14px; } .to .n { font-size: 15px; border-bottom: 1px solid #222; padding-right: 24px; white-space: nowrap; display: inline-block; }
      .job { width: 100%; margin-top: 18px; } .job th { width: 70px; text-align: left; background: #efefef; border: 1px solid #999; font-weight: normal; padding: 3px 8px; } .job td { border: 1px solid #999; padding: 3px 8px; }
      .det { width: 100%; margin-top: 12px; } .det th { background: #333; color: #fff; font-weight: normal; padding: 3px 2px; } .det td { border-bottom: 1px solid #ccc; padding: 2px 5px; }
      .det tr.g td { background: #f3f3f3; font-weight: bold; border-bottom: 1px solid #999; } .det td.c { text-align: center; } .det td.e { color: #777; } .det tr.s td { border-top: 1.5px solid #333; font-weight: bold; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 14px; gap: 20px; }
      .cmp td { border: 1px solid #aaa; padding: 3px 10px; } .cmp td:first-child { background: #f3f3f3; }
      .tot td { padding: 3px 10px; border-bottom: 1px solid #ccc; } .tot td.num { width: 120px; }
      .box { margin-top: 8px; border: 2px solid #111; display: flex; } .box div { padding: 6px 12px; } .box .l { background: #111; color: #fff; } .box .v { flex: 1; text-align: right; font-size: 18px; font-weight: bold; }
      .band { margin: auto -42px 0; background: #e8e8e8; padding: 12px 42px 30px; line-height: 1.8; font-size: 10px; }`;
    const groups = ['企画', '撮影', '編集', '諸経費'];
    const body = groups
      .map((g) => {
        const xs = rows.filter((x) => x.grp === g);
        if (!xs.length) return '';
        return `<tr class="g"><td colspan="7">■ ${g}</td></tr>${xs
          .map(
            (x) =>
              `<tr><td>${x.name}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num e">${x.est ? yen(x.est) : '—'}</td><td class="num">${yen(x.amount)}</td><td class="c">${x.note}</td></tr>`,
          )
          .join('')}`;
      })
      .join('');
    const page = `<div class="wrap"><div class="hd">
        <div class="lg"><div class="sq">${d.corpBody[0]}</div><div><div class="nm">${issuer}</div><div class="info">${representative(d, r)}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}<br>登録番号 ${reg}</div></div>
          ${kakuin(d, `left: ${r.int(170, 230)}px; top: 0; opacity: .55;`)}</div>
        <div class="rt"><h1>御請求書</h1><table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書番号</td><td>${d.no}</td></tr><tr><td>御見積番号</td><td>${est}</td></tr></table>
          <div class="to"><span class="n">${d.buyerName}　御中</span><br>${r.pick(['広報部', '経営企画部', '人事部', 'マーケティング部'])}　${d.buyerPerson} 様</div></div></div>
      <table class="job"><tr><th>件名</th><td colspan="3">${job} 制作</td></tr><tr><th>納品日</th><td>${fmt(delivered)}</td><th>検収日</th><td>${fmt(accepted)}</td></tr></table>
      <div style="margin-top:10px">このたびはご発注いただき誠にありがとうございました。下記のとおりご請求申し上げます。</div>
      <table class="det"><tr><th>項目</th><th style="width:34px">数量</th><th style="width:30px">単位</th><th style="width:60px">単価</th><th style="width:76px">御見積金額</th><th style="width:76px">御請求金額</th><th style="width:60px">備考</th></tr>${body}
        <tr class="s"><td colspan="4">小計（税抜）</td><td class="num">${yen(estTotal)}</td><td class="num">${yen(s.subtotal)}</td><td></td></tr></table>
      <div class="low"><table class="cmp"><tr><td>御見積合計（税抜）</td><td class="num">${yen(estTotal)}</td></tr><tr><td>御見積合計（税込）</td><td class="num">${yen(estTotal + Math.floor(estTotal / 10))}</td></tr></table>
        <div><table class="tot"><tr><td>御請求金額（税抜）</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr><td>合計（税込）</td><td class="num">${yen(s.total)}</td></tr>
          ${advance ? `<tr><td>着手金（${fmt(addDays(delivered, -r.int(20, 50)))} ご入金済）</td><td class="num">△${yen(advance)}</td></tr>` : ''}</table>
          <div class="box"><div class="l">${totLabel}</div><div class="v">¥${yen(total)}</div></div></div></div>
      <div class="band">お支払期限　${fmt(d.due)}<br>お振込先　${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}　　口座名義　${holder}<br><span style="font-size:8.5px;color:#555">※振込手数料は貴社にてご負担をお願いいたします。※納品データの保管期間は納品日より1年間です。</span></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 111 — a ゴルフ場's 御請求書 for a company's コンペ: the club's name set as the header, the company that runs it in a block at
// the foot; every price 税込 (プレー料金, 昼食, パーティー, 賞品) with the 内消費税 shown, the ゴルフ場利用税 (不課税, 70歳以上 exempt)
// added; the 振込先 in a boxed column at the right of the totals.
const GOLF_CLUBS = ['{s}カントリー倶楽部', '{s}ゴルフクラブ', '{s}国際カントリークラブ', '{s}ヒルズゴルフ倶楽部'];
const GOLF_TRADES = [
  ['開発', 'カイハツ'],
  ['観光', 'カンコウ'],
  ['リゾート', 'リゾート'],
  ['興産', 'コウサン'],
];
LAYOUTS.push({
  id: 'L111-golf-compe',
  split: 'dev',
  title:
    "ゴルフ場's 御請求書 for a company's コンペ, prices 税込 with ゴルフ場利用税 added, the club as the header and its company at the foot",
  exercises:
    "a ゴルフ場's 御請求書 to a company for a コンペ: the club's name (…カントリー倶楽部 / …ゴルフクラブ) large in a green header band with 御請求書 under it, the buyer with 御中 and the コンペ's name (第n回 …会 親睦ゴルフコンペ, 幹事 様), 御利用日 / 組数・人数 / 請求日 / 請求書No. in a ruled block, rows with every price 税込 (プレー料金（乗用カート・昼食付）/ キャディフィ / コンペルーム使用料 / パーティー料理（フリードリンク）/ 賞品 / 記念品 手配, 数量, 単価, 金額, 区分 課税10%), the ゴルフ場利用税 per player with 70歳以上 非課税 (区分 不課税), 課税対象計 with （内消費税）, 利用税計 and the amount to pay (ご請求金額 / お支払金額 / 合計金額), the お振込先 boxed at the right beside them (the company's account, 口座名義 in kana) and the お支払期限, the company that runs the club (運営会社 …開発株式会社 / 株式会社…観光, 〒 address in a town, TEL/FAX, 登録番号) in a block at the foot with its 角印, slash or 令和 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 0 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, GOLF_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    relocate(d, r, true);
    if (!d.bank.main && r.chance(0.5)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const club = r.pick(GOLF_CLUBS).replace('{s}', d.corpBody.replace(/(開発|観光|リゾート|興産)$/, ''));
    const played = addDays(d.issue, -r.int(1, 10));
    d.due = r.chance(0.5) ? endOfMonth(...addDays(endOfMonth(d.issue[0], d.issue[1]), 1).slice(0, 2)) : addDays(d.issue, 14);
    const groups = r.int(3, 10);
    const players = groups * 4 - r.int(0, 2);
    const elder = r.chance(0.5) ? r.int(1, 3) : 0;
    const fee = r.int(90, 260) * 100;
    const rows = [
      {
        name: `プレー料金（${r.pick(['乗用カート・昼食付', 'セルフ・乗用カート', '乗用カート'])}）`,
        qty: players,
        unit: '名',
        price: fee,
      },
    ];
    if (r.chance(0.4)) rows.push({ name: 'キャディフィ（4B）', qty: groups, unit: '組', price: r.int(10, 16) * 1000 });
    if (r.chance(0.6)) rows.push({ name: 'コンペルーム使用料', qty: 1, unit: '室', price: r.int(5, 20) * 1000 });
    rows.push({ name: 'パーティー料理（フリードリンク）', qty: players, unit: '名', price: r.int(25, 55) * 100 });
    if (r.chance(0.6)) rows.push({ name: 'コンペ賞品（ご注文分）', qty: 1, unit: '式', price: r.int(30, 150) * 1000 });
    if (r.chance(0.4)) rows.push({ name: '記念品（ロゴ入りボール）', qty: players, unit: '個', price: r.int(8, 20) * 100 });
    for (const x of rows) x.amount = x.qty * x.price;
    const taxed = rows.reduce((t, x) => t + x.amount, 0);
    const inner = Math.floor((taxed * 10) / 110);
    const levy = r.pick([600, 800, 900, 1000, 1200]);
    const levyN = players - elder;
    const levyAmt = levyN * levy;
    const total = taxed + levyAmt;
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    const fmt = DATE_FORMATS[r.pick(['slash', 'wareki', 'slashLoose'])];
    const issuer = r.chance(0.5) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full', 'half-big']));
    const reg = r.chance(0.4) ? regHyphen(d.reg) : d.reg;
    const totLabel = r.pick(['ご請求金額', 'お支払金額', '合計金額']);
    const [cs] = r.pick(SURNAMES);
    const compe = `第${r.int(2, 60)}回 ${r.pick([`${cs}会`, '取引先親睦会', '協力会', '若葉会'])} ${r.pick(['親睦ゴルフコンペ', 'ゴルフコンペ', '懇親ゴルフ大会'])}`;
    const green = r.pick(['#1f5b3a', '#2d5a27', '#0f4d43']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #1d1d1d; }
      .wrap { height: 1123px; display: flex; flex-direction: column; }
      .band { background: ${green}; color: #fff; padding: 26px 48px 16px; } .band .club { font-family: 'Noto Serif CJK JP'; font-size: 26px; letter-spacing: .12em; font-weight: 700; }
      .band h1 { margin: 8px 0 0; font-size: 17px; letter-spacing: .6em; font-weight: normal; }
      .in { padding: 20px 48px 0; flex: 1; display: flex; flex-direction: column; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .to .n { font-size: 16px; border-bottom: 1px solid #222; padding-right: 24px; white-space: nowrap; display: inline-block; } .to div { margin-top: 4px; }
      .meta td { border: 1px solid #999; padding: 3px 10px; } .meta td:first-child { background: #eef4ef; }
      .det { width: 100%; margin-top: 18px; } .det th { border-bottom: 2px solid ${green}; font-weight: normal; padding: 4px; color: ${green}; } .det td { border-bottom: 1px solid #ccc; padding: 4px 6px; } .det td.c { text-align: center; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; gap: 22px; margin-top: 16px; }
      .tot td { padding: 4px 10px; border-bottom: 1px solid #ccc; } .tot td.num { width: 120px; } .tot td.s { color: #666; font-size: 9px; } .tot tr.g td { font-size: 14px; font-weight: bold; border-bottom: 3px double ${green}; }
      .bank { border: 1.5px solid ${green}; padding: 8px 14px; line-height: 1.8; width: 280px; } .bank b { color: ${green}; }
      .memo { margin-top: 14px; font-size: 9px; color: #555; line-height: 1.7; }
      .co { margin-top: auto; position: relative; border-top: 1px solid ${green}; padding: 12px 0 32px; line-height: 1.6; font-size: 9.5px; } .co .nm { font-size: 14px; font-weight: bold; }`;
    const body =
      rows
        .map(
          (x) =>
            `<tr><td>${x.name}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td><td class="c">課税10%</td></tr>`,
        )
        .join('') +
      `<tr><td>ゴルフ場利用税${elder ? `（70歳以上 ${elder}名 非課税）` : ''}</td><td class="num">${levyN}</td><td class="c">名</td><td class="num">${yen(levy)}</td><td class="num">${yen(levyAmt)}</td><td class="c">不課税</td></tr>`;
    const page = `<div class="wrap"><div class="band"><div class="club">${club}</div><h1>御請求書</h1></div><div class="in">
      <div class="hd"><div class="to"><span class="n">${d.buyerName}　御中</span><div>${compe}</div><div>幹事　${d.buyerPerson} 様</div></div>
        <table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書No.</td><td>${d.no}</td></tr><tr><td>御利用日</td><td>${fmt(played)}（${weekday(played)}）</td></tr><tr><td>組数・人数</td><td>${groups}組 ${players}名</td></tr></table></div>
      <div style="margin-top:12px">このたびは当倶楽部をご利用いただき、誠にありがとうございました。下記のとおりご請求申し上げます。<br>※表示金額はすべて消費税込みです。</div>
      <table class="det"><tr><th style="text-align:left">内　容</th><th style="width:44px">数量</th><th style="width:30px">単位</th><th style="width:70px">単価（税込）</th><th style="width:86px">金額</th><th style="width:56px">区分</th></tr>${body}</table>
      <div class="low"><table class="tot"><tr><td>課税対象計（10%）</td><td class="num">${yen(taxed)}</td></tr><tr><td class="s">（内消費税）</td><td class="num s">（${yen(inner)}）</td></tr><tr><td>ゴルフ場利用税計</td><td class="num">${yen(levyAmt)}</td></tr>
          <tr class="g"><td>${totLabel}</td><td class="num">¥${yen(total)}</td></tr></table>
        <div class="bank"><b>お振込先</b><br>${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}<br><b>お支払期限</b>　${fmt(d.due)}</div></div>
      <div class="memo">※ゴルフ場利用税は地方税法に基づき${prefOf(d.address)}へ納付するもので、消費税の対象外です。<br>※振込手数料はお客様にてご負担くださいますようお願い申し上げます。</div>
      <div class="co">運営会社<div class="nm">${issuer}</div>〒${d.zip}　<span class="addr">${d.address}</span>　TEL ${d.tel}　FAX ${d.fax}<br>適格請求書発行事業者登録番号　${reg}
        ${kakuin(d, `left: ${r.int(120, 200)}px; top: 8px; opacity: .55;`)}</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 112 — a グリーンレンタル (観葉植物リース) business run by a sole proprietor under its 屋号: the monthly レンタル料 by 設置場所 and 鉢
// (パキラ 8号, ドラセナ 10号 …), a 入替 or 植替え spot row now and then; a plain Word 請求書 with the amount to pay in a shaded
// row, two accounts offered (① ②, いずれか, ゆうちょ first sometimes), the shop's block at the bottom right under its round 職印, 令和 dates.
const PLANTS = [
  ['パキラ', [8, 10]],
  ['ドラセナ・コンシンネ', [8, 10]],
  ['モンステラ', [8, 10]],
  ['サンスベリア', [6, 8]],
  ['フィカス・ウンベラータ', [8, 10]],
  ['ストレリチア', [10]],
  ['ポトス（吊り鉢）', [5, 6]],
  ['シェフレラ', [8, 10]],
  ['ユッカ', [10]],
];
const GREEN_SPOTS = ['1F エントランス', '受付', '応接室', '社長室', '会議室A', '執務室', '2F 休憩スペース', 'ショールーム'];
LAYOUTS.push({
  id: 'L112-green-rental',
  split: 'dev',
  title:
    "観葉植物レンタル by a sole proprietor's 屋号, monthly by 設置場所 and 鉢, two accounts offered, the shop at the bottom right under its round 職印",
  exercises:
    "a グリーンレンタル (観葉植物) business's monthly 請求書 to a company, made in Word by a sole proprietor trading under its 屋号 (…園芸 / …グリーンサービス / グリーンスタジオ…): 請求書 centred with a green rule, the buyer at the top left with 御中 and 総務 ご担当者 様, 請求日 / No. at the top right, the amount to pay in a shaded ruled row (今回ご請求額 / ご請求金額 / 合計金額（税込）), a ruled table by 設置場所 (1F エントランス, 受付, 応接室 …) and 鉢 (パキラ 8号, ドラセナ 10号, ポトス 吊り鉢; 数量, 月額単価, 金額) with 季節の鉢 入替 or 植替え作業 rows, 小計 / 消費税（10%）/ 合計, the お支払期限, two accounts offered (①…②…, いずれか; ゆうちょ with 記号・番号 and its 店名 form sometimes first) over one 口座名義 (the 屋号's kana and the owner's name, or the name alone), and the shop's block at the bottom right (屋号 large, 代表 and the name, 〒 address, TEL, 登録番号) with a round 職印 stamped over it, 令和 dates",
  opts: (r, inst) => ({ sole: true, rates: '10', bank: inst === 1 ? 'yucho' : 'other' }),
  render(d, r) {
    let holderBase;
    if (r.chance(0.65)) {
      const [trade, tradeKana] = r.pick([
        ['園芸', 'エンゲイ'],
        ['グリーンサービス', 'グリーンサービス'],
        ['植物園芸', 'ショクブツエンゲイ'],
      ]);
      setYago(d, trade);
      holderBase = yagoHolder(d, tradeKana, !d.yucho && r.chance(0.6));
    } else {
      const [w, wk] = r.pick([
        ['そら', 'ソラ'],
        ['こもれび', 'コモレビ'],
        ['ひなた', 'ヒナタ'],
        ['みどり', 'ミドリ'],
      ]);
      d.yago = `グリーンスタジオ${w}`;
      d.issuerName = d.yago;
      holderBase = !d.yucho && r.chance(0.5) ? `グリーンスタジオ${wk} ${d.holderBase}` : d.holderBase;
    }
    if (!d.yucho && r.chance(0.5)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const other = secondBank(d, r);
    const [y, m] = d.issue;
    const closing = endOfMonth(y, m);
    d.issue = r.chance(0.5) ? closing : [y, m, r.int(20, 28)];
    const nm = addDays(closing, 1);
    d.due = r.chance(0.6) ? endOfMonth(nm[0], nm[1]) : [nm[0], nm[1], r.pick([10, 15, 20])];
    const spots = shuffle(r, GREEN_SPOTS).slice(0, r.int(2, 5));
    const rows = [];
    for (const spot of spots) {
      const n = r.int(1, 3);
      shuffle(r, PLANTS)
        .slice(0, n)
        .forEach(([plant, sizes], k) => {
          const size = r.pick(sizes);
          const price = size * r.int(25, 40) * 10 + (size >= 10 ? 1000 : 0);
          const qty = r.int(1, 3);
          rows.push({ spot: k === 0 ? spot : '', name: `${plant} ${size}号`, qty, unit: '鉢', price, amount: qty * price });
        });
    }
    if (r.chance(0.5)) {
      const q = r.int(1, 4);
      const p = r.int(15, 40) * 100;
      rows.push({
        spot: '',
        name: r.pick([
          '季節の鉢 入替（ポインセチア）',
          '季節の鉢 入替（胡蝶蘭 3本立）',
          '植替え作業・用土代',
          '枯損株 交換（契約外）',
        ]),
        qty: q,
        unit: '式',
        price: p,
        amount: q * p,
      });
    }
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['wareki', 'wareki', 'warekiShort'])];
    const issuer = d.yago;
    const holder = holderPrinted({ holderBase }, r.pick(['half', 'half', 'full', 'half-big']));
    const reg = r.chance(0.35) ? regSpaced(d.reg) : d.reg;
    const amtLabel = r.pick(['今回ご請求額', 'ご請求金額', '合計金額（税込）']);
    const first = d.yucho
      ? `ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}（${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}）`
      : `${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}`;
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 10.5px; color: #222; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 48px 58px 0; }
      h1 { text-align: center; font-size: 23px; letter-spacing: .9em; padding: 0 0 6px .9em; margin: 0; border-bottom: 2px solid #4d7c3a; font-weight: 700; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 20px; }
      .to .n { font-size: 16px; border-bottom: 1px solid #222; padding-right: 24px; white-space: nowrap; display: inline-block; }
      .meta td { padding: 1px 0 1px 12px; }
      .amt { width: 400px; margin-top: 20px; } .amt td { border: 1px solid #333; padding: 7px 12px; } .amt td.l { background: #e9f1e4; width: 140px; } .amt td.v { font-size: 18px; font-weight: 700; text-align: right; }
      .det { width: 100%; margin-top: 18px; } .det th { border: 1px solid #333; background: #e9f1e4; font-weight: normal; padding: 3px; } .det td { border: 1px solid #555; padding: 3px 6px; } .det td.c { text-align: center; }
      .tot { margin: 0 0 0 auto; } .tot td { border: 1px solid #555; padding: 3px 10px; } .tot td.l { background: #e9f1e4; width: 110px; } .tot td.num { width: 102px; }
      .pay { margin-top: 16px; line-height: 1.9; }
      .shop { margin: auto 0 0 auto; position: relative; width: 300px; padding: 0 0 44px; line-height: 1.65; font-size: 10px; } .shop .nm { font-size: 18px; font-weight: 700; color: #3c6a2b; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td>${x.spot}</td><td>${x.name}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const page = `<div class="wrap"><h1>請求書</h1>
      <div class="hd"><div class="to"><span class="n">${d.buyerName}　御中</span><br>総務ご担当者 様</div>
        <table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>No.</td><td>${d.no}</td></tr></table></div>
      <p style="margin-top:18px">いつもグリーンをご愛用いただきありがとうございます。${m}月分のレンタル料を下記のとおりご請求いたします。</p>
      <table class="amt"><tr><td class="l">${amtLabel}</td><td class="v">¥${yen(s.total)}</td></tr></table>
      <table class="det"><tr><th style="width:120px">設置場所</th><th>品名・サイズ</th><th style="width:40px">数量</th><th style="width:30px">単位</th><th style="width:70px">月額単価</th><th style="width:84px">金額</th></tr>${body}</table>
      <table class="tot"><tr><td class="l">小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr><td class="l">合計</td><td class="num">${yen(s.total)}</td></tr></table>
      <div class="pay">お支払期限　${fmt(d.due)}<br>お振込先（下記いずれかの口座へお願いいたします）<br>① ${first}<br>② ${other.name}　${other.branch}　${TYPE_LABEL[other.type]}　${other.account}<br>口座名義（①②共通）　${holder}</div>
      <div class="shop"><div class="nm">${issuer}</div>代表　${d.person}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}<br>登録番号　${reg}
        ${roundSeal(d, `left: ${r.int(120, 200)}px; top: -10px; opacity: .62;`)}</div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

export { dmy };
