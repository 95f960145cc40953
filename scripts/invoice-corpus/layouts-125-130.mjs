// Invoice corpus layouts L125–L130: each pushed onto core.mjs's LAYOUTS, in order.
import {
  DATE_FORMATS,
  LAYOUTS,
  STEMS,
  SURNAMES,
  TYPE_LABEL,
  addDays,
  endOfMonth,
  holderPrinted,
  pad2,
  reiwa,
  spelled,
  summarize,
  yen,
} from './core.mjs';
import { regHyphen, regSpaced } from './layouts-013-018.mjs';
import { holderFormSpelled, kakuin, landline, setYago, shuffle, weekday } from './layouts-019-028.mjs';
import { abbreviated, setCorp } from './layouts-029-034.mjs';
import { addrHtml, ordinaryAtNetBank, rebank, tri } from './layouts-035-040.mjs';
import { daysBetween } from './layouts-047-052.mjs';
import { prefOf } from './layouts-053-058.mjs';
import { PLATE_AREAS } from './layouts-059-070.mjs';
import { relocate } from './layouts-089-094.mjs';
import { PLATE_KANA, addMonths, roundSeal, yagoHolder } from './layouts-095-100.mjs';

// ---- 125–130: written blind as the eighteenth round's fresh set, measured once (ADR 0025), now dev.

// 125 — a 建材店 bills a 工務店 once a month with the 合計請求書 its 販売管理 prints: no goods, one row per 納品書 (日付, 伝票No.,
// 現場名, 摘要 "…他", 税抜金額; a 返品 as a △ 赤伝), a statement head with 前回御請求額 / 御入金額 / 調整額 (the 振込手数料 the
// buyer deducted from its last payment, borne by the seller) / 繰越金額 / 今回御買上額 / 消費税額 / 今回御請求額, a 現場別 summary
// beside the 振込先 at the foot; the buyer at the top left for a window envelope, the 建材店 at the right under the title.
const KENZAI_TRADES = [
  ['建材', 'ケンザイ'],
  ['建材店', 'ケンザイテン'],
  ['住建', 'ジュウケン'],
  ['木材', 'モクザイ'],
  ['建材商会', 'ケンザイショウカイ'],
];
// [摘要, 税抜 lo–hi in 百円]
const KENZAI_SLIPS = [
  ['構造用合板 12mm 他', 300, 2500],
  ['石膏ボード 12.5mm 他', 200, 1800],
  ['杉KD材 105角 他', 500, 4000],
  ['断熱材 グラスウール 他', 300, 2000],
  ['ユニットバス 1616 一式', 3500, 8000],
  ['システムキッチン I型2550 一式', 4000, 9000],
  ['アルミサッシ 他', 1500, 6000],
  ['複合フローリング 12mm 他', 600, 3000],
  ['透湿防水シート 他', 100, 900],
  ['構造金物・ビス 他', 50, 800],
  ['窯業系サイディング 他', 1200, 5000],
  ['洗面化粧台 750 他', 800, 2500],
  ['コンパネ・養生材 他', 100, 700],
  ['防腐土台・米ヒバ 他', 200, 1200],
];
const KOUMUTEN_NAMES = ['株式会社{s}工務店', '有限会社{s}建築', '{s}ホーム株式会社', '株式会社{s}住建', '{s}建設株式会社'];
const KOUMUTEN_SITES = [
  '{p}様邸 新築工事',
  '{p}様邸 リフォーム工事',
  '{b}ビル 改修工事',
  'アパート{b} 外壁改修',
  '{p}様邸 増築工事',
  '{b}保育園 内装工事',
];
LAYOUTS.push({
  id: 'L125-kenzai-goukei',
  split: 'dev',
  title:
    "建材店's monthly 合計請求書 to a 工務店, one row per 納品書 with its 現場, a statement head with an 調整額 for the 振込手数料",
  exercises:
    "a 建材店's monthly 合計請求書 to a 工務店 (…建材 / …建材店 / …住建 / …木材 / …建材商会, 株式会社 or 有限会社, (株)/㈲ sometimes): the buyer's 〒 address and name with 御中 and 得意先コード at the top left, 合計請求書 at the top right over 請求日 (n日締 / 末日締) / 請求書No. and the company (〒 address in a city or a town with a 番地, TEL/FAX, 登録番号) with a 角印, a ruled statement head 前回御請求額 / 御入金額 / 調整額 / 繰越金額 / 今回御買上額 / 消費税額 / 今回御請求額 (the amount to pay, bold) with a line on the 前回ご入金日 and the 振込手数料 taken as 調整額, one row per 納品書 (日付, 伝票No., 現場名, 摘要 …他, 金額（税抜）, a 返品 as a △ 赤伝), 伝票枚数 and 今回御買上額 計, a 現場別 集計 at the bottom left and the お支払期限 and お振込先 (holder half-width or full, カブシキガイシャ spelled out sometimes) at the bottom right, slash or 令和 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 0 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, KENZAI_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    if (r.chance(0.5)) relocate(d, r, true);
    else landline(d);
    if (!d.bank.main && r.chance(0.5)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    d.buyerName = r.pick(KOUMUTEN_NAMES).replace('{s}', r.pick(STEMS)[0]);
    const [y, m] = d.issue;
    const closeDay = r.pick([20, 25, 0, 0]);
    const closing = closeDay ? [y, m, closeDay] : endOfMonth(y, m);
    d.issue = closing;
    const nm = addDays(endOfMonth(y, m), 1);
    d.due = r.chance(0.5) ? endOfMonth(nm[0], nm[1]) : [nm[0], nm[1], r.pick([10, 15, 20])];
    const start = closeDay ? addDays(m === 1 ? [y - 1, 12, closeDay] : [y, m - 1, closeDay], 1) : [y, m, 1];
    const span = daysBetween(start, closing) + 1;
    const sites = shuffle(r, KOUMUTEN_SITES)
      .slice(0, r.int(1, 4))
      .map((x) => x.replace('{p}', r.pick(SURNAMES)[0]).replace('{b}', r.pick(STEMS)[0]));
    const rows = Array.from({ length: r.int(6, 16) }, () => {
      const [desc, lo, hi] = r.pick(KENZAI_SLIPS);
      return { k: r.int(0, span - 1), site: r.pick(sites), desc, amount: r.int(lo, hi) * 100 + r.int(0, 9) * 10, note: '' };
    });
    if (r.chance(0.45)) {
      const from = r.pick(rows);
      const back = Math.min(from.amount, r.int(5, 60) * 100);
      rows.push({
        k: Math.min(span - 1, from.k + r.int(1, 6)),
        site: from.site,
        desc: `返品 ${from.desc.replace(/ (他|一式)$/, '')}`,
        amount: -back,
        note: '赤伝',
      });
    }
    rows.sort((a, b) => a.k - b.k);
    let slip = r.int(10000, 90000);
    for (const x of rows) {
      slip += r.int(3, 140);
      x.slip = String(slip);
      x.dt = addDays(start, x.k);
    }
    d.items = rows.map((x) => ({ name: x.desc, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const prev = Math.round(s.total * r.range(0.5, 1.5)) + r.int(0, 99);
    const mode = r.pick(['fee', 'fee', 'full', 'part']);
    const adj = mode === 'fee' ? r.pick([440, 550, 660, 770, 880]) : 0;
    const paid = mode === 'part' ? Math.floor((prev * r.range(0.4, 0.8)) / 1000) * 1000 : prev - adj;
    const carry = prev - paid - adj;
    const total = carry + s.total;
    const paidOn = addDays(start, r.int(3, Math.min(20, span - 1)));
    const fmt = DATE_FORMATS[r.pick(['slash', 'slash', 'wareki', 'seirekiPad'])];
    const md = ([, mm, dd]) => `${pad2(mm)}/${pad2(dd)}`;
    const issuer = r.chance(0.5) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = r.chance(0.3)
      ? holderFormSpelled(d, r.pick(['half', 'full']))
      : holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const bySite = sites
      .map((site) => [site, rows.filter((x) => x.site === site).reduce((t, x) => t + x.amount, 0)])
      .filter(([site]) => rows.some((x) => x.site === site));
    const stNote =
      mode === 'fee'
        ? `前回ご入金日 ${md(paidOn)}　※お振込手数料 ${yen(adj)}円は当社負担とし、調整額にて処理いたしました。`
        : mode === 'part'
          ? `前回ご入金日 ${md(paidOn)}　※前回ご請求残高 ${yen(carry)}円を繰越しております。`
          : `前回ご入金日 ${md(paidOn)}　毎度ありがとうございます。`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.5px; color: #1c1c1c; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 40px 44px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .to { line-height: 1.6; padding-top: 14px; } .to .n { font-size: 15px; border-bottom: 1px solid #1c1c1c; padding-right: 26px; white-space: nowrap; display: inline-block; margin-top: 6px; }
      .rt { width: 320px; position: relative; } h1 { margin: 0; font-size: 22px; letter-spacing: .4em; text-align: center; border: 2px solid #1c1c1c; padding: 4px 0; }
      .meta { margin-top: 6px; width: 100%; } .meta td { border: 1px solid #999; padding: 2px 8px; } .meta td.l { background: #eef0f2; width: 80px; }
      .co { margin-top: 10px; line-height: 1.6; } .co .nm { font-size: 15px; font-weight: bold; white-space: nowrap; }
      .lead { margin: 14px 0 6px; }
      .st { width: 100%; table-layout: fixed; } .st th { border: 1px solid #444; background: #eef0f2; font-weight: normal; padding: 3px 2px; font-size: 9px; }
      .st td { border: 1px solid #444; text-align: right; padding: 7px 6px; font-size: 11.5px; } .st td.g { font-weight: bold; font-size: 13.5px; background: #fffbe6; }
      .stn { font-size: 8.5px; color: #444; margin-top: 3px; }
      .det { width: 100%; margin-top: 12px; } .det th { border: 1px solid #666; background: #eef0f2; font-weight: normal; padding: 3px; }
      .det td { border-left: 1px solid #999; border-right: 1px solid #999; border-bottom: 1px dotted #bbb; padding: 3px 6px; } .det td.c { text-align: center; } .det tr.t td { border: 1px solid #666; font-weight: bold; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; gap: 18px; margin-top: auto; margin-bottom: 64px; }
      .site th, .site td { border: 1px solid #888; padding: 2px 8px; } .site th { background: #eef0f2; font-weight: normal; } .site caption { text-align: left; padding-bottom: 2px; }
      .bank { width: 330px; border: 1.5px solid #1c1c1c; padding: 8px 12px; line-height: 1.8; }`;
    const body =
      rows
        .map(
          (x) =>
            `<tr><td class="c">${md(x.dt)}</td><td class="c">${x.slip}</td><td>${x.site}</td><td>${x.desc}</td><td class="num">${tri(x.amount)}</td><td class="c">${x.note}</td></tr>`,
        )
        .join('') +
      `<tr class="t"><td colspan="4">伝票枚数 ${rows.length} 枚　　今回御買上額 計</td><td class="num">${yen(s.subtotal)}</td><td></td></tr>`;
    const page = `<div class="wrap"><div class="hd">
        <div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>得意先コード ${r.digits(5)}</div>
        <div class="rt"><h1>合計請求書</h1><table class="meta"><tr><td class="l">請求日</td><td>${fmt(closing)}（${closeDay ? `${closeDay}日締` : '末日締'}）</td></tr><tr><td class="l">請求書No.</td><td>${d.no}</td></tr></table>
          <div class="co"><div class="nm">${issuer}</div>〒${d.zip}<br>${addrHtml(d.address, true)}<br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${reg}</div>
          ${kakuin(d, `right: ${r.int(0, 40)}px; top: ${r.int(86, 100)}px; opacity: .55;`)}</div></div>
      <div class="lead">毎度格別のお引き立てを賜り厚く御礼申し上げます。下記のとおりご請求申し上げます。</div>
      <table class="st"><tr><th>前回御請求額</th><th>御入金額</th><th>調整額</th><th>繰越金額</th><th>今回御買上額</th><th>消費税額（10%）</th><th>今回御請求額</th></tr>
        <tr><td>${yen(prev)}</td><td>${yen(paid)}</td><td>${yen(adj)}</td><td>${yen(carry)}</td><td>${yen(s.subtotal)}</td><td>${yen(s.tax)}</td><td class="g">${yen(total)}</td></tr></table>
      <div class="stn">${stNote}</div>
      <table class="det"><tr><th style="width:44px">日付</th><th style="width:58px">伝票No.</th><th style="width:170px">現場名</th><th>摘要</th><th style="width:84px">金額（税抜）</th><th style="width:40px">備考</th></tr>${body}</table>
      <div class="low"><table class="site"><caption>現場別 集計（税抜）</caption><tr><th>現場名</th><th>金額</th></tr>${bySite.map(([site, amt]) => `<tr><td>${site}</td><td class="num">${tri(amt)}</td></tr>`).join('')}</table>
        <div class="bank">お支払期限　${fmt(d.due)}<br>お振込先　${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}<br><span style="font-size:8.5px;color:#555">※消費税は請求書単位で計算しております（端数切捨て）。</span></div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 126 — the owner of a 月極駐車場 (a sole proprietor under a 屋号: …不動産 / …パーキング / …地所 / …商店 / …興産) bills a company
// for the 区画 its cars use, the next month in advance or a quarter: every date in 令和, the 振込先 in a ruled band under the title
// (a bank, a 信用金庫 or ゆうちょ, the account in the owner's own name, half-width mostly), a 保証金 (不課税) and 事務手数料 when a 区画
// is added, the totals boxed at the bottom right with a note that the 振込手数料 may be deducted, the owner's block at the foot.
const PARKING_YAGO = [
  ['不動産', 'フドウサン'],
  ['パーキング', 'パーキング'],
  ['地所', 'ジショ'],
  ['商店', 'ショウテン'],
  ['興産', 'コウサン'],
];
const warekiPad = ([y, m, dd]) => `令和${pad2(y - 2018)}年${pad2(m)}月${pad2(dd)}日`;
LAYOUTS.push({
  id: 'L126-tsukigime-parking',
  split: 'dev',
  title:
    "月極駐車場 owner's 駐車場使用料 請求書 by 区画 under a sole proprietor's 屋号, dates in 令和 only, the 振込先 in a band under the title",
  exercises:
    "the owner of a 月極駐車場 (a sole proprietor under a 屋号: …不動産 / …パーキング / …地所 / …商店 / …興産) bills a company for its cars' 区画, the next month in advance (or three months): No. and 発行日 at the top right, 駐車場使用料 請求書 centred, the お振込先 in a ruled band under it (a bank or a 信用金庫 with 普通預金, or ゆうちょ 記号・番号, the account in the owner's name, half-width kana mostly), the buyer with 御中 and 総務部 ご担当者様, ご利用月 and お支払期限 (前月末日 / 27日, printed 令和n年m月末日 sometimes), rows (駐車場名, 区画, 車両番号 like 品川 330 さ 12-34, ご利用期間, 月額, 月数, 金額; a 新規 区画 with 事務手数料 and 保証金（不課税・解約時返還）), 小計 / 消費税（10%）/ 保証金 / ご請求金額 boxed at the bottom right, notes (振込手数料 may be deducted from the amount), the owner's block at the bottom left (屋号 large, 代表 and the name, 〒 address, TEL, 登録番号) under a round 印, every date 令和 (令和8年1月31日 or 令和08年01月31日)",
  opts: (r, inst) => ({ sole: true, rates: '10', bank: inst === 0 ? 'other' : inst === 1 ? 'yucho' : 'main' }),
  render(d, r) {
    setYago(d, r.pick(PARKING_YAGO)[0]);
    const surname = d.person.split(' ')[0];
    if (r.chance(0.5)) relocate(d, r, true);
    if (!d.yucho && !d.bank.main && r.chance(0.5)) rebank(d, r, 'shinkin');
    if (!d.yucho) d.type = 2;
    const [y, m] = d.issue;
    d.issue = [y, m, r.int(15, 25)];
    const matsu = r.chance(0.6);
    d.due = matsu ? endOfMonth(y, m) : [y, m, 27];
    const months = r.chance(0.3) ? 3 : 1;
    const [fy, fm] = addMonths([y, m], 1);
    const [ly, lm] = addMonths([y, m], months);
    const period =
      months === 1
        ? `令和${reiwa(fy)}年${fm}月分`
        : `令和${reiwa(fy)}年${fm}月分～令和${reiwa(ly)}年${lm}月分（${months}ヶ月分）`;
    const lots = shuffle(r, [
      `${surname}第${r.int(1, 5)}駐車場`,
      `${r.pick(['駅前', '中央', '東口', '本町', '北町'])}月極駐車場`,
      `${surname}パーキング第${r.int(2, 3)}`,
    ]).slice(0, r.chance(0.3) ? 2 : 1);
    const price = Object.fromEntries(lots.map((l) => [l, r.int(16, 50) * 500]));
    const spaces = shuffle(
      r,
      Array.from({ length: 30 }, (_, k) => k + 1),
    );
    const plateArea = r.pick(PLATE_AREAS);
    const plateOf = () =>
      `${r.chance(0.8) ? plateArea : r.pick(PLATE_AREAS)} ${r.pick(['300', '330', '500', '400', '480', '580'])} ${PLATE_KANA[r.int(0, PLATE_KANA.length - 1)]} ${r.int(1, 99)}-${r.digits(2)}`;
    const rows = Array.from({ length: r.int(1, 4) }, (_, k) => {
      const lot = lots[k % lots.length];
      return { lot, space: `No.${spaces[k]}`, plate: plateOf(), price: price[lot], months, amount: price[lot] * months };
    });
    const added = r.chance(0.3);
    let deposit = 0;
    const fees = [];
    if (added) {
      const lot = lots[0];
      rows.push({
        lot,
        space: `No.${spaces[rows.length]}（新規）`,
        plate: plateOf(),
        price: price[lot],
        months,
        amount: price[lot] * months,
      });
      deposit = price[lot];
      fees.push({ name: '事務手数料（新規契約）', amount: r.pick([3000, 5000, 10000]) });
    }
    d.items = [
      ...rows.map((x) => ({ name: `${x.lot} ${x.space}`, amount: x.amount, rate: 10 })),
      ...fees.map((x) => ({ ...x, rate: 10 })),
    ];
    d.sum = summarize(d.items);
    const s = d.sum;
    const total = s.total + deposit;
    const fmt = r.chance(0.7) ? DATE_FORMATS.wareki : warekiPad;
    const dueText = matsu && r.chance(0.4) ? `令和${reiwa(y)}年${m}月末日` : fmt(d.due);
    const issuer = d.yago;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half', 'full']));
    const reg = r.chance(0.3) ? regSpaced(d.reg) : d.reg;
    const mobile = /^0[789]0/.test(d.tel);
    const bank = d.yucho
      ? `ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}${r.chance(0.5) ? `（${d.branch.name} ${TYPE_LABEL[d.type]} ${d.account}）` : ''}`
      : `${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}`;
    const feeNote = r.chance(0.6)
      ? '※お振込手数料は、ご請求金額から差し引いてお振込みいただいて差し支えございません。'
      : '※お振込手数料は貴社にてご負担くださいますようお願いいたします。';
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 10.5px; color: #202020; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 44px 56px 0; }
      .top { text-align: right; line-height: 1.6; } h1 { text-align: center; font-size: 22px; letter-spacing: .25em; margin: 8px 0 12px; font-weight: 600; }
      .band { border-top: 2px solid #333; border-bottom: 2px solid #333; padding: 7px 10px; line-height: 1.75; background: #f7f5ef; }
      .band b { display: inline-block; width: 74px; }
      .to { margin-top: 22px; } .to .n { font-size: 16px; border-bottom: 1px solid #222; padding-right: 30px; white-space: nowrap; display: inline-block; }
      .lead { margin: 16px 0 8px; line-height: 1.8; }
      .kv { border-collapse: collapse; } .kv th { border: 1px solid #777; background: #efece3; font-weight: normal; padding: 3px 10px; } .kv td { border: 1px solid #777; padding: 3px 14px; }
      .det { width: 100%; margin-top: 14px; font-size: 10px; } .det th { border: 1px solid #555; background: #efece3; font-weight: normal; padding: 4px 3px; } .det td { border: 1px solid #777; padding: 5px 5px; } .det td.c { text-align: center; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; gap: 20px; margin-top: 14px; }
      .memo { font-size: 9px; line-height: 1.8; color: #333; flex: 1; }
      .tot { border: 2px solid #222; } .tot td { padding: 4px 12px; border-bottom: 1px solid #aaa; } .tot td.num { width: 120px; } .tot tr.g td { font-weight: bold; font-size: 14px; border-top: 2px solid #222; border-bottom: none; }
      .own { position: relative; margin: auto 0 66px; width: 340px; line-height: 1.7; font-size: 10px; } .own .y { font-size: 19px; font-weight: 700; letter-spacing: .08em; }`;
    const body = [
      ...rows.map(
        (x, i) =>
          `<tr><td class="c">${i + 1}</td><td>${x.lot}</td><td class="c">${x.space}</td><td class="c">${x.plate}</td><td class="num">${yen(x.price)}</td><td class="c">${x.months}</td><td class="num">${yen(x.amount)}</td></tr>`,
      ),
      ...fees.map(
        (x) =>
          `<tr><td class="c">${rows.length + 1}</td><td colspan="3">${x.name}</td><td class="num">${yen(x.amount)}</td><td class="c">—</td><td class="num">${yen(x.amount)}</td></tr>`,
      ),
    ].join('');
    const page = `<div class="wrap"><div class="top">No. ${d.no}<br>発行日　${fmt(d.issue)}</div>
      <h1>駐車場使用料　請求書</h1>
      <div class="band"><b>お振込先</b>${bank}<br><b>口座名義</b>${holder}</div>
      <div class="to"><span class="n">${d.buyerName}　御中</span><br>${r.pick(['総務部', '管理部', '総務課'])}　ご担当者様</div>
      <div class="lead">平素より当駐車場をご利用いただき、誠にありがとうございます。<br>${period}の駐車場使用料を下記のとおりご請求申し上げます。${months > 1 ? '（前払い）' : ''}</div>
      <table class="kv"><tr><th>ご利用月</th><td>${period}</td></tr><tr><th>お支払期限</th><td>${dueText}</td></tr></table>
      <table class="det"><tr><th style="width:26px">No.</th><th>駐車場名</th><th style="width:88px">区画</th><th style="width:150px">車両番号</th><th style="width:64px">月額（税抜）</th><th style="width:36px">月数</th><th style="width:80px">金額</th></tr>${body}</table>
      <div class="low"><div class="memo">※駐車場使用料は消費税（10%）の課税対象です。${deposit ? '<br>※保証金は解約時にご返還いたします（消費税の対象外）。' : ''}<br>${feeNote}<br>※車両の入替え・ご解約は1ヶ月前までにお申し出ください。</div>
        <table class="tot"><tr><td>小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr>${deposit ? `<tr><td>保証金（不課税）</td><td class="num">${yen(deposit)}</td></tr>` : ''}<tr class="g"><td>ご請求金額</td><td class="num">¥${yen(total)}</td></tr></table></div>
      <div class="own"><div class="y">${issuer}</div>代表　${d.person}<br>〒${d.zip}<br>${addrHtml(d.address, true)}<br>${mobile ? '携帯' : 'TEL'}　${d.tel}<br>登録番号　${reg}
        ${roundSeal(d, `left: ${r.int(150, 230)}px; top: -10px; opacity: .6;`)}</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 127 — a 製麺所 bills a ラーメン店 company for a month's deliveries to one 店舗: one row per 品目 and a narrow column per day of the
// closing period (up to 31 across the sheet, the 定休日 shaded and blank), then 数量計, 単価 and 金額; noodles and 餃子の皮 at 8%
// marked ※, 割箸 and 容器 at 10%, 8%・10% 対象 with their 消費税, the amount in a bar over the grid and the 振込先 at the bottom left.
const SEIMEN_TRADES = [
  ['製麺', 'セイメン'],
  ['製麺所', 'セイメンショ'],
  ['麺業', 'メンギョウ'],
  ['めん工房', 'メンコウボウ'],
];
// [品名, 単位, 単価 lo–hi, 1回の数量 lo–hi, rate, how often]
const NOODLE_GOODS = [
  ['中華麺 細ストレート 130g', '玉', 38, 55, 20, 90, 8, 'daily'],
  ['中華麺 中太ちぢれ 150g', '玉', 40, 60, 20, 90, 8, 'daily'],
  ['つけ麺用 極太麺 220g', '玉', 60, 85, 10, 40, 8, 'daily'],
  ['生うどん 200g', '玉', 35, 50, 10, 40, 8, 'daily'],
  ['替玉用 極細麺 100g', '玉', 28, 40, 10, 40, 8, 'daily'],
  ['冷やし中華麺 140g', '玉', 42, 60, 5, 30, 8, 'summer'],
  ['餃子の皮 大判 30枚入', '袋', 120, 180, 2, 10, 8, 'often'],
  ['ワンタンの皮 50枚入', '袋', 150, 220, 1, 4, 8, 'often'],
  ['業務用割箸 元禄 100膳', '袋', 250, 400, 1, 3, 10, 'seldom'],
  ['持ち帰り用 麺容器 50個', '袋', 700, 1200, 1, 2, 10, 'seldom'],
  ['レジ袋 Mサイズ 100枚', '袋', 300, 500, 1, 2, 10, 'seldom'],
];
const RAMEN_BUYERS = ['株式会社{s}フーズ', '有限会社らーめん{s}', '株式会社{s}ダイニング', '{s}飲食株式会社'];
const RAMEN_SHOPS = ['らーめん{s}', '中華そば {s}', 'つけ麺 {s}', '麺処 {s}'];
LAYOUTS.push({
  id: 'L127-seimen-calendar',
  split: 'dev',
  title:
    "製麺所's monthly 請求書 to a ラーメン店 with a grid of 品目 by day (31 narrow columns), noodles at 8% ※ and 割箸・容器 at 10%",
  exercises:
    "a 製麺所's monthly 請求書 to a restaurant company for the deliveries to one 店舗 (…製麺 / …製麺所 / …麺業 / …めん工房, 株式会社 or 有限会社): 請求書 with its month and 締 at the top left over the buyer with 御中 and 納品先 (the shop), 請求日 / 請求書番号 and the company (〒 address, TEL/FAX, 登録番号) with a 角印 at the top right, ご請求金額（税込）and お支払期限 in a bar, then a wide grid: one row per 品目 (中華麺 細ストレート 130g / 中太ちぢれ / つけ麺用 極太 / 生うどん / 替玉 / 冷やし中華 in summer / 餃子の皮 / ワンタンの皮 marked ※, 割箸 / 麺容器 / レジ袋 at 10%) with 単価, a narrow column per day of the period (1–31, or 21–20 over two months; the weekday under each, the 定休日 shaded and blank), 数量 and 金額; 8%対象 / 消費税（8%）/ 10%対象 / 消費税（10%）/ 合計 at the bottom right, ※は軽減税率（8%）対象, the お振込先 (holder half-width or full) at the bottom left, 西暦 dates",
  opts: (r, inst) => ({ rates: 'mixed', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, SEIMEN_TRADES, [
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
      ['有限会社', 'ユ'],
    ]);
    if (r.chance(0.3)) relocate(d, r, false);
    else landline(d);
    if (!d.bank.main && r.chance(0.5)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [bs] = r.pick(STEMS);
    d.buyerName = r.pick(RAMEN_BUYERS).replace('{s}', bs);
    const shop = `${r.pick(RAMEN_SHOPS).replace('{s}', bs)} ${r.pick(['本店', '駅前店', '2号店', '中央店'])}`;
    const [y, m] = d.issue;
    const closeDay = r.pick([20, 0, 0]);
    const closing = closeDay ? [y, m, closeDay] : endOfMonth(y, m);
    d.issue = closing;
    const nm = addDays(endOfMonth(y, m), 1);
    d.due = r.chance(0.6) ? endOfMonth(nm[0], nm[1]) : [nm[0], nm[1], r.pick([10, 15])];
    const start = closeDay ? addDays(m === 1 ? [y - 1, 12, closeDay] : [y, m - 1, closeDay], 1) : [y, m, 1];
    const days = Array.from({ length: daysBetween(start, closing) + 1 }, (_, k) => addDays(start, k));
    const closedWd = r.int(0, 6);
    const wdOf = (dt) => new Date(Date.UTC(dt[0], dt[1] - 1, dt[2])).getUTCDay();
    const open = days.map((dt) => wdOf(dt) !== closedWd && !r.chance(0.03));
    const summer = m >= 5 && m <= 9;
    const pool = NOODLE_GOODS.filter((g) => g[7] !== 'summer' || summer);
    const picked = [
      ...shuffle(
        r,
        pool.filter((g) => g[7] === 'daily'),
      ).slice(0, r.int(2, 3)),
      ...pool.filter((g) => g[7] === 'summer' && r.chance(0.7)),
      ...pool.filter((g) => g[7] === 'often' && r.chance(0.6)),
      ...shuffle(
        r,
        pool.filter((g) => g[7] === 'seldom'),
      ).slice(0, r.int(1, 2)),
    ];
    const rows = picked.map(([name, unit, lo, hi, qlo, qhi, rate, how]) => {
      const step = hi > 100 ? 10 : 1;
      const price = Math.round(r.int(lo, hi) / step) * step;
      const p = how === 'daily' || how === 'summer' ? 1 : how === 'often' ? 0.4 : 0.12;
      const q = days.map((dt, k) => {
        if (!open[k] || !r.chance(p)) return 0;
        const weekend = [0, 6].includes(wdOf(dt)) ? 1.3 : 1;
        const n = r.int(qlo, qhi) * weekend;
        return qhi >= 20 ? Math.max(5, Math.round(n / 5) * 5) : Math.max(1, Math.round(n));
      });
      if (!q.some(Boolean)) q[open.indexOf(true)] = qlo;
      const qty = q.reduce((t, x) => t + x, 0);
      return { name, unit, price, rate, q, qty, amount: qty * price };
    });
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: x.rate }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['seireki', 'seirekiPad', 'slash'])];
    const issuer = r.chance(0.4) ? abbreviated(d, r.pick([0, 2])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full', 'big']));
    const reg = r.chance(0.3) ? regSpaced(d.reg) : d.reg;
    const by8 = s.by[8] ?? { base: 0, tax: 0 };
    const by10 = s.by[10] ?? { base: 0, tax: 0 };
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.5px; color: #1a1a1a; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 34px 26px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { margin: 0; font-size: 26px; letter-spacing: .3em; font-weight: 700; } h1 small { font-size: 11px; letter-spacing: .05em; font-weight: normal; margin-left: 6px; }
      .to { margin-top: 14px; line-height: 1.7; } .to .n { font-size: 15px; border-bottom: 1px solid #1a1a1a; padding-right: 26px; white-space: nowrap; display: inline-block; }
      .rt { position: relative; width: 300px; line-height: 1.6; } .meta td { padding: 1px 12px 1px 0; } .rt .nm { font-size: 15px; font-weight: bold; margin-top: 6px; white-space: nowrap; }
      .bar { display: flex; margin-top: 14px; border: 2px solid #1a1a1a; } .bar div { padding: 6px 14px; } .bar .l { background: #1a1a1a; color: #fff; } .bar .v { font-size: 18px; font-weight: bold; min-width: 170px; text-align: right; } .bar .d { margin-left: auto; border-left: 1px solid #1a1a1a; }
      .grid { width: 100%; margin-top: 12px; table-layout: fixed; font-size: 8px; } .grid th, .grid td { border: 1px solid #888; padding: 2px 1px; text-align: center; }
      .grid th { background: #eceff1; font-weight: normal; } .grid td.nmc { text-align: left; padding-left: 3px; font-size: 8px; } .grid td.num { text-align: right; padding-right: 3px; }
      .grid .off { background: #e2e2e2; } .grid .sun { color: #c0392b; } .grid .sat { color: #1f5fa8; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; gap: 20px; margin-top: 14px; }
      .bank { border: 1px solid #333; padding: 8px 12px; line-height: 1.8; width: 340px; }
      .tot td { border: 1px solid #777; padding: 3px 10px; } .tot td.l { background: #eceff1; } .tot td.num { width: 110px; } .tot tr.g td { font-weight: bold; font-size: 12px; border: 2px solid #1a1a1a; }
      .memo { margin-top: 10px; font-size: 8.5px; color: #444; line-height: 1.7; }`;
    const wdCls = (dt) => (wdOf(dt) === 0 ? 'sun' : wdOf(dt) === 6 ? 'sat' : '');
    const head =
      `<tr><th rowspan="2" style="width:112px">品名</th><th rowspan="2" style="width:30px">単価</th>${days.map((dt, k) => `<th class="${open[k] ? wdCls(dt) : 'off'}">${dt[2]}</th>`).join('')}<th rowspan="2" style="width:34px">数量</th><th rowspan="2" style="width:52px">金額</th></tr>` +
      `<tr>${days.map((dt, k) => `<th class="${open[k] ? wdCls(dt) : 'off'}">${weekday(dt)}</th>`).join('')}</tr>`;
    const body = rows
      .map(
        (x) =>
          `<tr><td class="nmc">${x.rate === 8 ? '※' : ''}${x.name}</td><td class="num">${yen(x.price)}</td>${x.q.map((n, k) => `<td${open[k] ? '' : ' class="off"'}>${n || ''}</td>`).join('')}<td class="num">${yen(x.qty)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const month = closeDay ? `${m}月分　${start[1]}/${start[2]}～${m}/${closeDay}　${closeDay}日締` : `${m}月分　末日締`;
    const page = `<div class="wrap"><div class="hd"><div><h1>請求書<small>（${month}）</small></h1>
          <div class="to"><span class="n">${d.buyerName}　御中</span><br>納品先：${shop}<br>お得意様No. ${r.digits(4)}</div></div>
        <div class="rt"><table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書番号</td><td>${d.no}</td></tr></table>
          <div class="nm">${issuer}</div>〒${d.zip}<br>${addrHtml(d.address, true)}<br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${reg}
          ${kakuin(d, `right: ${r.int(0, 30)}px; top: ${r.int(30, 50)}px; opacity: .5;`)}</div></div>
      <div class="bar"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(s.total)}</div><div class="d">お支払期限　${fmt(d.due)}</div></div>
      <table class="grid">${head}${body}</table>
      <div class="memo">※印は軽減税率（8%）対象品目です。網掛けの日は定休日（毎週${'日月火水木金土'[closedWd]}曜日）・臨時休業日のため納品はございません。数量は納品書控えと照合のうえご確認ください。</div>
      <div class="low"><div class="bank">お振込先　${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}<br><span style="font-size:8.5px;color:#555">※振込手数料はご負担くださいますようお願い申し上げます。</span></div>
        <table class="tot"><tr><td class="l">8%対象（税抜）※</td><td class="num">${yen(by8.base)}</td></tr><tr><td class="l">消費税（8%）</td><td class="num">${yen(by8.tax)}</td></tr>
          <tr><td class="l">10%対象（税抜）</td><td class="num">${yen(by10.base)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(by10.tax)}</td></tr>
          <tr class="g"><td class="l">合計</td><td class="num">¥${yen(s.total)}</td></tr></table></div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 128 — a 軽貨物 driver (a sole proprietor under a 屋号: …急便 / …運送 / …エクスプレス, or つばさ便 …) bills the 運送会社 it delivers
// for, once a month: one row per day worked (日付 with the weekday, 業務内容 — a ルート 配送 by the day, 宅配 by the piece, a スポット
// チャーター, 時間外 —, 数量, 単価, 金額) and a column of 高速代・駐車代 paid out of pocket, added after the 消費税; the driver's block
// with a 携帯 and a round 認印 at the top right, the account in the owner's own name, half-width mostly.
const KEIKA_YAGO = [
  ['急便', 'キュウビン'],
  ['運送', 'ウンソウ'],
  ['エクスプレス', 'エクスプレス'],
  ['配送', 'ハイソウ'],
  ['物流サービス', 'ブツリュウサービス'],
];
const KEIKA_FANCY = [
  ['つばさ便', 'ツバサビン'],
  ['ひまわり急送', 'ヒマワリキュウソウ'],
  ['あおば配送', 'アオバハイソウ'],
  ['スマイル便', 'スマイルビン'],
];
const KEIKA_BUYERS = ['株式会社{s}運輸', '{s}ロジスティクス株式会社', '{s}物流株式会社', '株式会社{s}急送'];
const KEIKA_AREAS = [
  '江東区',
  '品川区',
  '大田区',
  '足立区',
  '江戸川区',
  '川崎市中原区',
  '横浜市港北区',
  '板橋区',
  '練馬区',
  '船橋市',
];
const KEIKA_SPOTS = ['平和島→厚木', '大井→柏', '有明→八王子', '川崎→つくば', '羽田→春日部', '浦安→相模原'];
LAYOUTS.push({
  id: 'L128-keikamotsu-driver',
  split: 'dev',
  title:
    "軽貨物 driver's monthly 業務委託料 請求書 under a sole proprietor's 屋号, a row per day worked, 高速代・駐車代 実費 added after the 消費税",
  exercises:
    "a 軽貨物 driver (a sole proprietor under a 屋号: …急便 / …運送 / …エクスプレス / …配送, or つばさ便 / スマイル便 …) bills the 運送会社 it works for, once a month: 請求書 at the top left over the buyer with 御中 and the 営業所 and 所長 様, 請求日 / 請求書番号 at the top right over the driver's block (屋号, 代表 and the name, 〒 address with a アパート, 携帯, 登録番号) and a round 認印, the period (m月分, 1日～末日 or 16日～15日), ご請求金額（税込）and お支払期限 in a ruled row, one row per day worked (日付 with the weekday, 業務内容: 企業配 Xコース（江東区）日当 / 宅配（品川区）個建 × 個数 / スポット便 平和島→厚木 / 時間外, 数量, 単位, 単価, 金額, 高速・駐車（実費）), 合計, then 業務委託料（税抜）/ 消費税（10%）/ 立替実費 / ご請求金額, the お振込先 at the bottom (holder the owner's kana, half-width mostly, the 屋号's before it sometimes), slash dates",
  opts: (r, inst) => ({ sole: true, rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    let holderBase = d.holderBase;
    if (r.chance(0.65)) {
      const [trade, tradeKana] = r.pick(KEIKA_YAGO);
      setYago(d, trade);
      holderBase = yagoHolder(d, tradeKana, r.chance(0.3));
    } else {
      const [name, kana] = r.pick(KEIKA_FANCY);
      d.yago = name;
      d.issuerName = name;
      if (r.chance(0.3)) holderBase = `${kana} ${d.holderBase}`;
    }
    if (!/^0[789]0/.test(d.tel)) d.tel = `0${r.pick(['90', '80', '70'])}-${r.digits(4)}-${r.digits(4)}`;
    if (!d.address.includes(' '))
      d.address = `${d.address} ${r.pick(['コーポ', 'ハイツ', 'メゾン'])}${r.pick(STEMS)[0]} ${r.int(1, 3)}0${r.int(1, 6)}`;
    if (!d.bank.main && r.chance(0.4)) rebank(d, r, r.chance(0.5) ? 'shinkin' : 'net');
    d.type = 2;
    const [bs] = r.pick(STEMS);
    d.buyerName = r.pick(KEIKA_BUYERS).replace('{s}', bs);
    const office = `${r.pick(['東京', '城南', '江東', '湾岸', '川崎', '京葉'])}営業所`;
    const [y, m] = d.issue;
    const mid = r.chance(0.3);
    const closing = mid ? [y, m, 15] : endOfMonth(y, m);
    const start = mid ? addDays(m === 1 ? [y - 1, 12, 15] : [y, m - 1, 15], 1) : [y, m, 1];
    d.issue = addDays(closing, r.int(0, 3));
    const nm = addDays(endOfMonth(y, m), 1);
    d.due = mid ? endOfMonth(y, m) : r.chance(0.6) ? endOfMonth(nm[0], nm[1]) : [nm[0], nm[1], 15];
    const mode = r.pick(['route', 'route', 'piece']);
    const area = r.pick(KEIKA_AREAS);
    const course = `${r.pick(['A', 'B', 'C', 'D'])}-${r.int(1, 9)}`;
    const dayRate = r.int(14, 19) * 1000;
    const piece = r.pick([140, 150, 160, 170, 180]);
    const otRate = r.pick([1500, 1800, 2000]);
    const rows = [];
    const span = daysBetween(start, closing) + 1;
    for (let k = 0; k < span; k++) {
      const dt = addDays(start, k);
      const wd = new Date(Date.UTC(dt[0], dt[1] - 1, dt[2])).getUTCDay();
      if (wd === 0 || r.chance(0.08) || (dt[1] === 12 && dt[2] >= 30) || (dt[1] === 1 && dt[2] <= 3)) continue;
      if (wd === 6 && r.chance(0.5)) {
        if (r.chance(0.5)) continue;
        const fare = r.int(12, 30) * 1000;
        rows.push({
          dt,
          what: `スポット便 ${r.pick(KEIKA_SPOTS)}（チャーター）`,
          qty: 1,
          unit: '件',
          price: fare,
          amount: fare,
          cost: r.int(15, 60) * 100 + r.pick([0, 20, 40, 70]),
        });
        continue;
      }
      if (mode === 'route') {
        rows.push({
          dt,
          what: `企業配 ${course}コース（${area}）`,
          qty: 1,
          unit: '日',
          price: dayRate,
          amount: dayRate,
          cost: r.chance(0.25) ? r.int(2, 8) * 100 : 0,
        });
        if (r.chance(0.2)) {
          const h = r.pick([1, 1.5, 2]);
          rows.push({ dt: null, what: '　時間外', qty: h, unit: '時間', price: otRate, amount: h * otRate, cost: 0 });
        }
      } else {
        const n = r.int(60, 140);
        rows.push({
          dt,
          what: `宅配（${area}）個建`,
          qty: n,
          unit: '個',
          price: piece,
          amount: n * piece,
          cost: r.chance(0.15) ? r.int(2, 6) * 100 : 0,
        });
      }
    }
    d.items = rows.map((x) => ({ name: x.what, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const jippi = rows.reduce((t, x) => t + x.cost, 0);
    const total = s.total + jippi;
    const fmt = DATE_FORMATS[r.pick(['slash', 'slashLoose', 'seireki'])];
    const md = (dt) => `${dt[1]}/${dt[2]}（${weekday(dt)}）`;
    const issuer = d.yago;
    const holder = holderPrinted({ holderBase }, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.4) ? regHyphen(d.reg) : d.reg;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9px; color: #222; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 34px 48px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { margin: 0; font-size: 24px; letter-spacing: .6em; font-weight: 500; }
      .to { margin-top: 16px; line-height: 1.7; } .to .n { font-size: 14.5px; border-bottom: 1px solid #222; padding-right: 24px; white-space: nowrap; display: inline-block; }
      .rt { width: 290px; position: relative; line-height: 1.6; } .meta td { padding: 1px 12px 1px 0; } .rt .y { font-size: 15px; font-weight: bold; margin-top: 8px; }
      .lead { margin: 12px 0 6px; }
      .amt { width: 100%; } .amt th { border: 1px solid #333; background: #e8eef5; font-weight: normal; padding: 5px 8px; width: 110px; } .amt td { border: 1px solid #333; padding: 5px 12px; } .amt td.v { font-size: 16px; font-weight: bold; text-align: right; }
      .det { width: 100%; margin-top: 10px; } .det th { border: 1px solid #555; background: #e8eef5; font-weight: normal; padding: 2px; } .det td { border: 1px solid #aaa; padding: 1.5px 5px; } .det td.c { text-align: center; white-space: nowrap; }
      .det tr.t td { border: 1px solid #555; font-weight: bold; background: #f5f7fa; }
      .sum { margin: 8px 0 0 auto; } .sum td { padding: 2px 10px; border-bottom: 1px solid #ccc; } .sum td.num { width: 110px; } .sum tr.g td { font-weight: bold; font-size: 12px; border-bottom: 3px double #222; }
      .bank { margin-top: 10px; border: 1px solid #333; padding: 6px 12px; line-height: 1.7; width: 440px; }
      .memo { margin-top: 6px; font-size: 8px; color: #555; }`;
    const body =
      rows
        .map(
          (x) =>
            `<tr><td class="c">${x.dt ? md(x.dt) : ''}</td><td>${x.what}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td><td class="num">${x.cost ? yen(x.cost) : ''}</td></tr>`,
        )
        .join('') +
      `<tr class="t"><td class="c">合計</td><td>稼働日数 ${rows.filter((x) => x.dt).length} 日</td><td></td><td></td><td></td><td class="num">${yen(s.subtotal)}</td><td class="num">${yen(jippi)}</td></tr>`;
    const page = `<div class="wrap"><div class="hd"><div><h1>請求書</h1>
          <div class="to"><span class="n">${d.buyerName}　御中</span><br>${office}　${r.pick(SURNAMES)[0]} 所長 様</div></div>
        <div class="rt"><table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書番号</td><td>${d.no}</td></tr></table>
          <div class="y">${issuer}</div>代表　${d.person}<br>〒${d.zip}<br>${addrHtml(d.address, true)}<br>携帯 ${d.tel}<br>登録番号 ${reg}
          ${roundSeal(d, `right: ${r.int(0, 40)}px; top: ${r.int(40, 60)}px; width: 46px; height: 46px; font-size: 11px; border-width: 2px; opacity: .65;`)}</div></div>
      <div class="lead">${m}月分（${fmt(start)}～${fmt(closing)}）の業務委託料を、下記のとおりご請求いたします。</div>
      <table class="amt"><tr><th>ご請求金額</th><td class="v">¥${yen(total)}（税込）</td><th>お支払期限</th><td>${fmt(d.due)}</td></tr></table>
      <table class="det"><tr><th style="width:64px">日付</th><th>業務内容</th><th style="width:40px">数量</th><th style="width:30px">単位</th><th style="width:56px">単価</th><th style="width:70px">金額</th><th style="width:66px">高速・駐車<br>（実費）</th></tr>${body}</table>
      <table class="sum"><tr><td>業務委託料（税抜）</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr>${jippi ? `<tr><td>立替実費（高速代・駐車代）</td><td class="num">${yen(jippi)}</td></tr>` : ''}<tr class="g"><td>ご請求金額</td><td class="num">¥${yen(total)}</td></tr></table>
      <div class="bank">【お振込先】${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}</div>
      <div class="memo">※高速代・駐車代は立替えた実費（ETC利用明細・領収書を添付）のため、消費税の対象外としております。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 129 — a 給食会社 that runs a company's 社員食堂 bills it monthly: the 委託管理費, the company's share of each meal by menu (喫食数 ×
// 会社補助単価), a 行事食 now and then and 厨房消耗品 at 10%, 弁当 delivered for the night shift or a meeting at 8% marked ※; the
// 振込先 boxed at the top left under the buyer, the company at the top right, a 喫食実績 box and the totals by rate boxed at the
// bottom right, the only place the amount is printed.
const SHOKUDO_TRADES = [
  ['給食', 'キュウショク'],
  ['ミールサービス', 'ミールサービス'],
  ['フードシステム', 'フードシステム'],
  ['ランチサービス', 'ランチサービス'],
  ['コントラクトフード', 'コントラクトフード'],
];
// [メニュー, 会社補助単価 lo–hi, 1日の食数 share]
const SHOKUDO_MENU = [
  ['日替り定食', 180, 320, 0.4],
  ['麺類（うどん・そば・ラーメン）', 100, 220, 0.2],
  ['カレーライス', 100, 200, 0.15],
  ['丼もの', 120, 250, 0.15],
  ['ヘルシー定食', 200, 350, 0.1],
];
const GYOUJI = {
  1: '新春 祝い膳',
  2: '節分 恵方巻',
  3: 'ひな祭りメニュー',
  7: '土用丑の日 うなぎ丼',
  12: 'クリスマスメニュー',
};
LAYOUTS.push({
  id: 'L129-shokudo-itaku',
  split: 'dev',
  title:
    "給食会社's monthly 請求書 for running a company's 社員食堂, meals at 10% and delivered 弁当 at 8% ※, the 振込先 at the top and the amount only in the totals box at the bottom right",
  exercises:
    'a 給食会社 (…給食 / …ミールサービス / …フードシステム / …ランチサービス / …コントラクトフード, 株式会社 / ㈱ / 合同会社) bills the company whose 社員食堂 it runs, monthly: 請求書 at the top left with 請求日 / 請求番号 / 対象期間 at the top right over a rule, the buyer with 御中 and its 事業所 社員食堂 at the left over a boxed お振込先 (bank, branch, 普通/当座, number, 口座名義 full or half-width, お支払期限), the company at the right (〒 address, TEL/FAX, 登録番号, 営業担当) with a 角印, rows (区分 / 品目 / 数量 / 単位 / 単価 / 金額 / 税率): 委託管理費（m月分）, 喫食数 × 会社補助単価 by menu (日替り定食 / 麺類 / カレーライス / 丼もの / ヘルシー定食), 行事食 some months, 厨房用消耗品, and 夜勤者用 弁当（配達）/ 会議用 弁当（お届け）at 8% marked ※; a 喫食実績 box (営業日数, 総喫食数, 1日平均) and notes at the bottom left, the totals boxed at the bottom right (10%対象 / 消費税（10%）/ 8%対象 ※ / 消費税（8%）/ ご請求金額（税込）), no amount at the top, 西暦 dates',
  opts: (r, inst) => ({ rates: 'mixed', bank: inst === 0 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, SHOKUDO_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
    ]);
    landline(d);
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const mEnd = endOfMonth(y, m);
    d.issue = r.chance(0.6) ? mEnd : addDays(mEnd, r.int(1, 5));
    const nm = addDays(mEnd, 1);
    d.due = r.chance(0.7) ? endOfMonth(nm[0], nm[1]) : [nm[0], nm[1], 20];
    const wdays = Array.from({ length: mEnd[2] }, (_, k) => [y, m, k + 1]).filter((dt) => {
      const wd = new Date(Date.UTC(dt[0], dt[1] - 1, dt[2])).getUTCDay();
      return wd !== 0 && wd !== 6;
    });
    const opened = wdays.length - r.int(0, 2);
    const perDay = r.int(60, 400);
    const menus = [SHOKUDO_MENU[0], ...shuffle(r, SHOKUDO_MENU.slice(1)).slice(0, r.int(1, 3))];
    const shareSum = menus.reduce((t, x) => t + x[3], 0);
    const rows = [];
    const fee = r.int(20, 90) * 10000;
    rows.push({ grp: '委託費', name: `食堂運営 委託管理費（${m}月分）`, qty: 1, unit: '式', price: fee, rate: 10 });
    let meals = 0;
    for (const [name, lo, hi, share] of menus) {
      const qty = Math.max(1, Math.round(((opened * perDay * share) / shareSum) * r.range(0.85, 1.15)));
      meals += qty;
      rows.push({ grp: '食事代', name: `${name}　会社補助分`, qty, unit: '食', price: r.int(lo / 10, hi / 10) * 10, rate: 10 });
    }
    if (GYOUJI[m] || r.chance(0.2))
      rows.push({
        grp: '食事代',
        name: `行事食（${GYOUJI[m] ?? '創業記念 特別メニュー'}）差額`,
        qty: Math.round(perDay * r.range(0.7, 1)),
        unit: '食',
        price: r.int(10, 40) * 10,
        rate: 10,
      });
    const bento = [];
    if (r.chance(0.7))
      bento.push({
        grp: '弁当',
        name: '夜勤者用 弁当（配達）',
        qty: opened * r.int(5, 30),
        unit: '個',
        price: r.int(45, 65) * 10,
        rate: 8,
      });
    if (!bento.length || r.chance(0.5))
      bento.push({
        grp: '弁当',
        name: '会議用 弁当（お届け）',
        qty: r.int(10, 80),
        unit: '個',
        price: r.int(80, 150) * 10,
        rate: 8,
      });
    rows.push(...bento);
    if (r.chance(0.6))
      rows.push({
        grp: '消耗品',
        name: '厨房用消耗品（洗剤・ラップ・手袋 等）',
        qty: 1,
        unit: '式',
        price: r.int(10, 50) * 1000,
        rate: 10,
      });
    for (const x of rows) x.amount = x.qty * x.price;
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: x.rate }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const by8 = s.by[8] ?? { base: 0, tax: 0 };
    const by10 = s.by[10] ?? { base: 0, tax: 0 };
    const fmt = DATE_FORMATS[r.pick(['seireki', 'seirekiPad', 'dot'])];
    const issuer = d.form === '株式会社' ? spelled(d, r.pick(['full', 'full', 'circled'])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['full', 'half', 'half', 'big']));
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const site = r.pick(['本社', '第一工場', '物流センター', '研究所', '本社工場']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #1f2a30; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 40px 50px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 3px solid #2e6b57; padding-bottom: 6px; }
      h1 { margin: 0; font-size: 28px; letter-spacing: .35em; color: #2e6b57; font-weight: 700; } .meta td { padding: 1px 0 1px 14px; }
      .two { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 18px; gap: 20px; }
      .to .n { font-size: 16px; border-bottom: 1px solid #1f2a30; padding-right: 30px; white-space: nowrap; display: inline-block; }
      .bank { margin-top: 14px; border: 1px solid #2e6b57; width: 330px; } .bank .h { background: #2e6b57; color: #fff; padding: 3px 10px; } .bank .b { padding: 6px 10px; line-height: 1.75; }
      .co { position: relative; width: 300px; line-height: 1.65; } .co .nm { font-size: 15px; font-weight: bold; white-space: nowrap; }
      .lead { margin: 16px 0 6px; }
      .det { width: 100%; } .det th { background: #e3efe9; border: 1px solid #7a9a8e; font-weight: normal; padding: 4px; } .det td { border: 1px solid #a9c0b7; padding: 4px 6px; } .det td.c { text-align: center; }
      .low { display: flex; justify-content: space-between; align-items: flex-end; gap: 20px; margin-top: auto; margin-bottom: 70px; }
      .js { border: 1px dashed #7a9a8e; padding: 8px 12px; line-height: 1.8; width: 300px; font-size: 9.5px; }
      .tot { border: 2.5px solid #1f2a30; } .tot td { padding: 4px 12px; border-bottom: 1px solid #c9d6d1; } .tot td.num { width: 120px; } .tot tr.g td { font-size: 15px; font-weight: bold; background: #e3efe9; border-top: 2px solid #1f2a30; border-bottom: none; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td class="c">${x.grp}</td><td>${x.name}${x.rate === 8 ? ' ※' : ''}</td><td class="num">${yen(x.qty)}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td><td class="c">${x.rate === 8 ? '8%※' : '10%'}</td></tr>`,
      )
      .join('');
    const page = `<div class="wrap"><div class="hd"><h1>請求書</h1><table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求番号</td><td>${d.no}</td></tr><tr><td>対象期間</td><td>${fmt([y, m, 1])} ～ ${fmt(mEnd)}</td></tr></table></div>
      <div class="two"><div><div class="to"><span class="n">${d.buyerName}　御中</span><br>${site}　社員食堂ご担当　${d.buyerPerson} 様</div>
          <div class="bank"><div class="h">お振込先</div><div class="b">${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}<br>お支払期限　${fmt(d.due)}</div></div></div>
        <div class="co"><div class="nm">${issuer}</div>〒${d.zip}<br>${addrHtml(d.address, true)}<br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${reg}<br>営業担当　${r.pick(SURNAMES)[0]}
          ${kakuin(d, `right: ${r.int(0, 40)}px; top: ${r.int(22, 44)}px; opacity: .5;`)}</div></div>
      <div class="lead">平素は格別のご高配を賜り、厚く御礼申し上げます。${m}月分の社員食堂運営に係る費用を下記のとおりご請求申し上げます。</div>
      <table class="det"><tr><th style="width:54px">区分</th><th>品目</th><th style="width:56px">数量</th><th style="width:30px">単位</th><th style="width:62px">単価</th><th style="width:84px">金額</th><th style="width:44px">税率</th></tr>${body}</table>
      <div class="low"><div class="js"><b>${m}月 喫食実績</b><br>営業日数　${opened}日<br>総喫食数　${yen(meals)}食（1日平均 ${(meals / opened).toFixed(1)}食）<br><span style="color:#555">※印は軽減税率（8%）対象です。社員様のご負担分は給与控除のため本請求書には含まれておりません。</span></div>
        <table class="tot"><tr><td>10%対象（税抜）</td><td class="num">${yen(by10.base)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(by10.tax)}</td></tr><tr><td>8%対象（税抜）※</td><td class="num">${yen(by8.base)}</td></tr><tr><td>消費税（8%）</td><td class="num">${yen(by8.tax)}</td></tr><tr class="g"><td>ご請求金額（税込）</td><td class="num">¥${yen(s.total)}</td></tr></table></div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 130 — a 中古車販売店 bills a company for a used car bought as a 社用車, set like a car dealer's 注文書: the 車両明細 (車名, 型式,
// 年式 in 西暦 and 和暦, 車台番号, 走行距離, 車検, 色, 付属品, a 下取車 sometimes) at the left and a lettered お支払金額明細 at the
// right: 車両本体価格, 付属品, 手続代行費用 (課税), their 消費税, 税金・保険料 (非課税) and 預り法定費用・リサイクル預託金 (不課税)
// outside it, the お支払総額, then the 下取車 充当額 and a 申込金 deducted to the 差引ご請求額; the dealer with its 古物商許可 number.
const CAR_TRADES = [
  ['自動車', 'ジドウシャ'],
  ['モータース', 'モータース'],
  ['オート', 'オート'],
  ['カーセールス', 'カーセールス'],
  ['自動車販売', 'ジドウシャハンバイ'],
];
// [車名, 型式, 軽, 本体 lo–hi in 万円, 重量税, 自賠責 (24ヶ月)]
const USED_CARS = [
  ['トヨタ プロボックス バン DX', '5BE-NCP160V', false, 60, 150, 16400, 18160],
  ['トヨタ ハイエースバン DX', '3BF-TRH200V', false, 150, 320, 16400, 18160],
  ['日産 NV200バネット バン VX', '5BF-VM20', false, 70, 180, 16400, 18160],
  ['スズキ エブリイ PA', '3BD-DA17V', true, 40, 110, 6600, 17540],
  ['ホンダ N-VAN G', '5BD-JJ1', true, 60, 140, 6600, 17540],
  ['トヨタ アクア S', '6AA-MXPK10', false, 90, 190, 15000, 17650],
  ['ダイハツ ハイゼットカーゴ DX', '3BD-S700V', true, 50, 120, 6600, 17540],
  ['トヨタ カローラフィールダー EX', '5BA-NRE161G', false, 70, 150, 24600, 17650],
];
const CAR_COLORS = ['ホワイト', 'シルバーメタリック', 'ブラック', 'ライトブルー', 'グレーメタリック'];
const CAR_OPTIONS = [
  ['ETC車載器（セットアップ込）', 15, 25],
  ['ドライブレコーダー（前後2カメラ）', 25, 45],
  ['フロアマット', 8, 18],
  ['社名ロゴ カッティングシート（両側面）', 30, 60],
  ['スタッドレスタイヤ・ホイール 4本', 50, 90],
  ['ルーフキャリア', 20, 40],
];
const eraYear = (y) => (y >= 2020 ? `令和${y - 2018}年` : y === 2019 ? '平成31年' : `平成${y - 1988}年`);
LAYOUTS.push({
  id: 'L130-chuukosha-hanbai',
  split: 'dev',
  title:
    "中古車販売店's 御請求書 for a 社用車, set like a car dealer's 注文書: 車両明細 beside a lettered お支払金額明細 with 非課税・不課税 費用, a 下取車 and a 申込金 deducted",
  exercises:
    'a 中古車販売店 (…自動車 / …モータース / …オート / …カーセールス, 株式会社 or 有限会社, (株)/㈲ sometimes) bills a company for a used car bought as a 社用車: 御請求書（自動車売買代金）at the top left, No. / 請求日 at the top right, the buyer with 御中 and its 担当 様, ご契約日 and 納車予定日, the dealer at the right (〒 address, TEL/FAX, 古物商許可 …公安委員会 第…号, 登録番号, 担当) with a 角印, 差引ご請求額 and お支払期限 in a bar, then 車両明細 at the left (車名, 型式, 年式 2022年（令和4年）, 車台番号, 走行距離, 車検 整備付 or 残, 車体色, 付属品, a 下取車 with its 登録番号 sometimes) and at the right the お支払金額明細 lettered A–G (車両本体価格; 付属品価格; 手続代行費用等: 検査登録・車庫証明 代行費用, 納車費用, 点検整備費用; 消費税（10%）of A–C; 税金・保険料（非課税）: 自動車税 月割, 重量税, 自賠責; 預り法定費用（不課税）: 印紙代, 証紙代, ナンバー代; リサイクル預託金), お支払総額, 下取車充当額 △ and 申込金 △, 差引ご請求額 (the amount to pay), the お振込先 at the foot (銀行コード・支店コード sometimes, holder full or half-width), 西暦, 和暦 or slash dates',
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, CAR_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    if (r.chance(0.4)) relocate(d, r, true);
    else landline(d);
    if (!d.bank.main && r.chance(0.4)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [car, model, kei, lo, hi, weightTax, jibai] = r.pick(USED_CARS);
    const contract = addDays(d.issue, -r.int(1, 10));
    d.due = addDays(d.issue, r.int(5, 14));
    const delivery = addDays(d.due, r.int(2, 10));
    const year = d.issue[0] - r.int(2, 7);
    const shaken = r.chance(0.55);
    const body = r.int(lo, hi) * 10000 + r.pick([0, 0, 8000, 5000]);
    const opts = shuffle(r, CAR_OPTIONS)
      .slice(0, r.int(1, 3))
      .map(([name, a, b]) => ({ name, amount: r.int(a, b) * 1000 }));
    const proc = [
      { name: `検査登録手続代行費用`, amount: r.int(15, 35) * 1000 },
      { name: kei ? '保管場所届出手続代行費用' : '車庫証明手続代行費用', amount: r.int(10, 20) * 1000 },
    ];
    if (r.chance(0.6)) proc.push({ name: '納車費用', amount: r.int(5, 15) * 1000 });
    if (shaken) proc.push({ name: '車検整備費用（24ヶ月点検）', amount: r.int(30, 70) * 1000 });
    else proc.push({ name: '納車前点検整備費用', amount: r.int(10, 30) * 1000 });
    const taxes = [];
    const remaining = (3 - delivery[1] + 12) % 12;
    if (!kei && remaining > 0 && r.chance(0.7)) {
      const annual = model.endsWith('V') ? 16000 : 30500;
      taxes.push({ name: `自動車税（種別割）月割 ${remaining}ヶ月`, amount: Math.floor((annual * remaining) / 12 / 100) * 100 });
    }
    if (shaken) {
      taxes.push({ name: '自動車重量税', amount: weightTax });
      taxes.push({ name: '自賠責保険料（24ヶ月）', amount: jibai });
    }
    const legal = [
      { name: '検査登録印紙代', amount: kei ? 1400 : r.pick([1800, 2100]) },
      { name: kei ? '保管場所届出 証紙代' : '車庫証明 証紙代', amount: kei ? 550 : r.pick([2600, 2750]) },
      { name: 'ナンバープレート代', amount: r.pick([1440, 1500, 1530, 1600]) },
    ];
    const recycle = r.int(kei ? 60 : 80, kei ? 100 : 150) * 100 + r.pick([0, 10, 30, 60, 80]);
    const taxed = [{ name: '車両本体価格', amount: body }, ...opts.map((x) => ({ ...x, name: `付属品 ${x.name}` })), ...proc];
    d.items = taxed.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const sumOf = (xs) => xs.reduce((t, x) => t + x.amount, 0);
    const optSum = sumOf(opts);
    const procSum = sumOf(proc);
    const taxSum = sumOf(taxes);
    const legalSum = sumOf(legal);
    const gross = s.total + taxSum + legalSum + recycle;
    const [oldCar] = r.pick(USED_CARS.filter((c) => c[0] !== car));
    const tradeIn = r.chance(0.4) ? Math.min(r.int(3, 40) * 10000, Math.floor(gross / 20000) * 10000) : 0;
    const deposit = r.chance(0.45) ? r.pick([30000, 50000, 100000]) : 0;
    const depositOn = contract;
    const total = gross - tradeIn - deposit;
    const fmt = DATE_FORMATS[r.pick(['seireki', 'wareki', 'slash'])];
    const issuer = r.chance(0.4) ? abbreviated(d, r.pick([0, 2])) : d.issuerName;
    const holder = r.chance(0.3)
      ? holderFormSpelled(d, r.pick(['half', 'full']))
      : holderPrinted(d, r.pick(['full', 'half', 'half-big']));
    const reg = r.chance(0.3) ? regSpaced(d.reg) : d.reg;
    const codes = r.chance(0.5);
    const chassis = `${model.split('-')[1].replace(/[VG]$/, '')}-${r.int(0, 2)}${r.digits(6)}`;
    const plate = `${r.pick(PLATE_AREAS)} ${kei ? `4${r.int(0, 9)}${r.int(0, 9)}` : r.pick(['400', '300', '500', '501'])} ${PLATE_KANA[r.int(0, PLATE_KANA.length - 1)]} ${r.int(1, 99)}-${r.digits(2)}`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.5px; color: #1d1d1d; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 36px 40px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { margin: 0; font-size: 24px; letter-spacing: .3em; font-weight: 700; } .sub { font-size: 11px; margin-top: 2px; }
      .meta th { font-weight: normal; text-align: left; padding: 1px 10px; background: #eef1f6; border: 1px solid #999; } .meta td { padding: 1px 12px; border: 1px solid #999; min-width: 110px; }
      .hd2 { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 14px; }
      .to { line-height: 1.8; } .to .n { font-size: 15px; border-bottom: 1px solid #1d1d1d; padding-right: 26px; white-space: nowrap; display: inline-block; }
      .co { position: relative; width: 330px; line-height: 1.6; font-size: 9px; } .co .nm { font-size: 15px; font-weight: bold; white-space: nowrap; }
      .bar { display: flex; margin-top: 14px; border: 2px solid #1d3b6e; } .bar div { padding: 6px 14px; } .bar .l { background: #1d3b6e; color: #fff; } .bar .v { font-size: 18px; font-weight: bold; min-width: 180px; text-align: right; } .bar .d { margin-left: auto; border-left: 1px solid #1d3b6e; }
      .grid { display: flex; gap: 12px; margin-top: 12px; align-items: flex-start; }
      .car { width: 300px; } .car th, .car td { border: 1px solid #8a94a6; padding: 3px 6px; } .car th { background: #eef1f6; font-weight: normal; width: 70px; text-align: left; } .car caption, .money caption { text-align: left; font-weight: bold; padding-bottom: 3px; }
      .car tr.h th { background: #d9dfeb; text-align: center; }
      .money { flex: 1; } .money td { border: 1px solid #8a94a6; padding: 2px 6px; } .money td.k { width: 18px; text-align: center; background: #1d3b6e; color: #fff; font-weight: bold; }
      .money tr.s td { font-size: 8.5px; color: #444; border-top: none; } .money tr.s td.n { padding-left: 16px; } .money tr.g td { font-weight: bold; background: #eef1f6; } .money tr.f td { font-weight: bold; font-size: 12px; border: 2px solid #1d3b6e; }
      .pay { margin-top: auto; margin-bottom: 60px; border: 1px solid #333; padding: 8px 14px; line-height: 1.8; }`;
    const sub = (xs) =>
      xs.map((x) => `<tr class="s"><td></td><td class="n">${x.name}</td><td class="num">${yen(x.amount)}</td></tr>`).join('');
    const line = (k, label, v, cls = '') =>
      `<tr${cls ? ` class="${cls}"` : ''}><td class="k">${k}</td><td>${label}</td><td class="num">${v}</td></tr>`;
    const money = `<table class="money"><caption>お支払金額明細</caption>
        ${line('A', '車両本体価格', yen(body))}
        ${line('B', '付属品価格', yen(optSum))}${sub(opts)}
        ${line('C', '手続代行費用等（課税）', yen(procSum))}${sub(proc)}
        ${line('D', '消費税（10%）（A＋B＋C）', yen(s.tax))}
        ${taxes.length ? `${line('E', '税金・保険料（非課税）', yen(taxSum))}${sub(taxes)}` : ''}
        ${line('F', '預り法定費用（不課税）', yen(legalSum))}${sub(legal)}
        ${line('G', 'リサイクル預託金（不課税）', yen(recycle))}
        <tr class="g"><td></td><td>お支払総額（A～G）</td><td class="num">${yen(gross)}</td></tr>
        ${tradeIn ? `<tr><td></td><td>下取車充当額（税込）</td><td class="num">△${yen(tradeIn)}</td></tr>` : ''}
        ${deposit ? `<tr><td></td><td>申込金（${fmt(depositOn)} お預り）</td><td class="num">△${yen(deposit)}</td></tr>` : ''}
        <tr class="f"><td></td><td>差引ご請求額</td><td class="num">¥${yen(total)}</td></tr></table>`;
    const carTable = `<table class="car"><caption>車両明細</caption>
        <tr><th>車名</th><td>${car}</td></tr><tr><th>型式</th><td>${model}</td></tr><tr><th>年式</th><td>${year}年（${eraYear(year)}）</td></tr>
        <tr><th>車台番号</th><td>${chassis}</td></tr><tr><th>走行距離</th><td>${yen(r.int(8, 140) * 1000 + r.int(0, 999))} km</td></tr>
        <tr><th>車検</th><td>${shaken ? '車検整備付（新規2年）' : `残あり（${eraYear(d.issue[0] + 1)}${r.int(1, 12)}月）`}</td></tr>
        <tr><th>車体色</th><td>${r.pick(CAR_COLORS)}</td></tr><tr><th>付属品</th><td>${opts.map((x) => x.name).join('<br>')}</td></tr>
        ${tradeIn ? `<tr class="h"><th colspan="2">下取車</th></tr><tr><th>車名</th><td>${oldCar}</td></tr><tr><th>登録番号</th><td>${plate}</td></tr><tr><th>年式</th><td>${year - r.int(5, 9)}年</td></tr>` : ''}
        <tr><th>備考</th><td>${r.pick(['修復歴なし', '修復歴なし・禁煙車', '修復歴なし・ワンオーナー'])}</td></tr></table>`;
    const bank = `${d.bank.name}${codes ? `（${d.bank.code}）` : ''}　${d.branch.name}${codes ? `（${d.branch.code}）` : ''}　${TYPE_LABEL[d.type]}預金　${d.account}`;
    const page = `<div class="wrap"><div class="hd"><div><h1>御請求書</h1><div class="sub">（自動車売買代金）</div></div>
        <table class="meta"><tr><th>No.</th><td>${d.no}</td></tr><tr><th>請求日</th><td>${fmt(d.issue)}</td></tr></table></div>
      <div class="hd2"><div class="to"><span class="n">${d.buyerName}　御中</span><br>${r.pick(['総務部', '管理部', '業務部'])}　${d.buyerPerson} 様<br>ご契約日　${fmt(contract)}<br>納車予定日　${fmt(delivery)}</div>
        <div class="co"><div class="nm">${issuer}</div>〒${d.zip}<br>${addrHtml(d.address, true)}<br>TEL ${d.tel}　FAX ${d.fax}<br>古物商許可　${prefOf(d.address)}公安委員会 第${r.int(1, 9)}${r.digits(11)}号<br>登録番号　${reg}<br>担当　${r.pick(SURNAMES)[0]}
          ${kakuin(d, `right: ${r.int(0, 40)}px; top: ${r.int(0, 24)}px; opacity: .5;`)}</div></div>
      <div class="bar"><div class="l">差引ご請求額</div><div class="v">¥${yen(total)}</div><div class="d">お支払期限　${fmt(d.due)}</div></div>
      <div class="grid">${carTable}${money}</div>
      <div class="pay">お振込先　${bank}<br>口座名義　${holder}<br><span style="font-size:8.5px;color:#555">※ご入金を確認のうえ、登録・納車の手続きを進めさせていただきます。振込手数料は貴社にてご負担ください。<br>※税金・保険料は非課税、預り法定費用・リサイクル預託金は不課税のため、消費税の計算には含めておりません。</span></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBankCode: codes, showBranchCode: codes } };
  },
});

export { warekiPad };
