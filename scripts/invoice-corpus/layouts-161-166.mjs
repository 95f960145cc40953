// Invoice corpus layouts L161–L166: each pushed onto core.mjs's LAYOUTS, in order.
import {
  BRANCHES,
  DATE_FORMATS,
  GIVEN,
  KANJI_DIGITS,
  LAYOUTS,
  MAIN_PRINTED,
  STEMS,
  SURNAMES,
  TYPE_LABEL,
  addDays,
  endOfMonth,
  holderPrinted,
  iso,
  pad2,
  summarize,
  yen,
} from './core.mjs';
import { regHyphen, shortNo } from './layouts-013-018.mjs';
import { kakuin, landline, shuffle, weekday } from './layouts-019-028.mjs';
import { abbreviated, setCorp } from './layouts-029-034.mjs';
import { addrHtml, addrLines, enDate, ordinaryAtNetBank, rebank } from './layouts-035-040.mjs';
import { kanjiDate, tate } from './layouts-047-052.mjs';
import { EN_MONTHS_LONG, prefOf } from './layouts-053-058.mjs';
import { JA_BRANCHES, TOWN_JA, relocate } from './layouts-089-094.mjs';
import { addMonths, padC, padR, printCols } from './layouts-095-100.mjs';
import { warekiShortPad } from './layouts-131-136.mjs';
import { TOWN_SHINKUMI } from './layouts-137-142.mjs';
import { REGIONAL_BANKS, localBank, redate, setFamilyCorp } from './layouts-143-148.mjs';

// ---- 161–166: written blind as the twenty-fourth round's fresh set, measured once (ADR 0025), now dev.

// 161 — a 業務委託 美容師 (a sole proprietor working in a company's salon on a 歩合: under a 屋号 in Latin letters or kana, or
// her name alone) bills the salon's company for a month from a smartphone invoice app (the app's name in the footer):
// 業務委託報酬 請求書, 技術売上 × 歩合率 and 店販売上 × 手数料率 as rows, 指名料 by the count, 消費税 10%, then what the salon
// charges her set off after the 消費税 (材料費負担 △, タオル・備品使用料 △, 税込) down to a 差引ご請求額, a note that no
// 源泉徴収 applies to a 美容師, the 振込先 at a net bank (its codes in brackets sometimes), ゆうちょ 記号・番号 or a city bank,
// a mobile number, slash dates.
const SALON_WORDS = [
  ['sora', 'ソラ'],
  ['luce', 'ルーチェ'],
  ['hinata', 'ヒナタ'],
  ['mimosa', 'ミモザ'],
  ['olive', 'オリーブ'],
  ['nagi', 'ナギ'],
  ['lino', 'リノ'],
  ['coco', 'ココ'],
];
const SALON_YAGO = ['hair works {w}', 'atelier {W}', '{W} hair design', 'HAIR MAKE {U}', 'ヘアメイク {k}', 'hair room {w}'];
const SALON_BRANDS = ['Hair Salon {B}', 'hair & spa {B}', 'ヘアサロン {B}', '{B} hair'];
const SALON_BRAND_WORDS = ['LUMIERE', 'Bloom', 'AVENUE', 'ciel', 'Feliz', 'リアン', 'Nook'];
const SALON_SHOPS = ['表参道店', '銀座店', '梅田店', '栄店', '天神店', '自由が丘店', '横浜元町店', '三宮店'];
const SALON_OPERATORS = ['株式会社{s}', '株式会社{s}ビューティー', '{s}美容株式会社', '有限会社ヘアー{s}'];
const INVOICE_APPS = ['ポケット請求書', 'スマ請求', 'Invoice Pocket', 'かんたん請求 Lite'];
LAYOUTS.push({
  id: 'L161-biyoushi-itaku',
  split: 'dev',
  title:
    "業務委託 美容師's monthly 業務委託報酬 請求書 from a smartphone app: 技術売上 × 歩合率, 店販手数料, 指名料, the salon's 材料費負担 set off after the 消費税 down to a 差引ご請求額, no 源泉徴収, a net bank or ゆうちょ, slash dates",
  exercises:
    "a 業務委託 美容師 (a sole proprietor under a 屋号 in Latin letters or kana: hair works sora / atelier Luce / HAIR MAKE NAGI / ヘアメイク ミモザ, with 美容師 and her name under it, or her name alone with 美容師（業務委託）; her home 〒 address, the building on a line of its own, a mobile number, an e-mail, 登録番号) bills the company running the salon she works in (株式会社… / …美容株式会社 / 有限会社ヘアー…, with the salon's name and shop in brackets under it) for a month, from a smartphone invoice app: a coloured band with 請求書 INVOICE and 請求日 / 請求書番号 (No. 0012 or 202601-01), the buyer with 御中 and 件名 at the left, the issuer at the right, a card with ご請求金額（税込）and お支払期限, 対象期間, rows (業務委託報酬（技術売上 1,234,500円 × 45%）, 店販手数料（店販売上 × 10–20%）, 指名料 by the 件, 新人アシスタント指導 by the hour sometimes), 小計 / 消費税（10%）/ 合計（税込）, then the salon's charges set off after the 消費税 (相殺：材料費負担（技術売上の5%・税込）△, タオル・備品使用料（月額・税込）△) and 差引ご請求額 (the amount to pay; the 合計 when nothing is set off), a note that a 美容師's 業務委託報酬 is outside 源泉徴収, the お振込先 (楽天銀行 / 住信SBIネット銀行 / PayPay銀行 with the bank's and the branch's codes in brackets sometimes, ゆうちょ銀行 記号・番号 with the 他金融機関から 店名・店番 sometimes, or a city bank; holder her name in kana, half-width or full), and the app's name at the foot (この請求書は … で作成されました); slash or 年月日 dates",
  opts: (r, inst) => ({ sole: true, rates: '10', bank: ['other', 'yucho', 'main'][inst] }),
  render(d, r) {
    const [w, wk] = r.pick(SALON_WORDS);
    const withYago = r.chance(0.65);
    if (withYago) {
      d.yago = r
        .pick(SALON_YAGO)
        .replace('{w}', w)
        .replace('{W}', w[0].toUpperCase() + w.slice(1))
        .replace('{U}', w.toUpperCase())
        .replace('{k}', wk);
      d.issuerName = d.yago;
    } else {
      delete d.yago;
      d.issuerName = d.person;
    }
    d.tel = `0${r.pick(['90', '80', '70'])}-${r.digits(4)}-${r.digits(4)}`;
    if (!d.bank.main) rebank(d, r, 'net');
    if (!d.yucho) d.type = 2;
    const [y, m] = d.issue;
    const end = endOfMonth(y, m);
    d.issue = r.chance(0.5) ? end : addDays(end, r.int(1, 3));
    const nm = addMonths([y, m], 1);
    d.due = r.chance(0.5) ? [...nm, r.pick([10, 15, 20, 25])] : endOfMonth(...nm);
    d.no = r.chance(0.5) ? shortNo(r) : `${y}${pad2(m)}-${pad2(r.int(1, 3))}`;
    const [bs] = r.pick(STEMS);
    d.buyerName = r.pick(SALON_OPERATORS).replace('{s}', bs);
    const salon = `${r.pick(SALON_BRANDS).replace('{B}', r.pick(SALON_BRAND_WORDS))} ${r.pick(SALON_SHOPS)}`;
    // The month's takings and the rows they make.
    const tech = r.int(45, 180) * 5000 + r.int(0, 49) * 100;
    const rate = r.pick([40, 45, 50, 50, 55, 60]);
    const rows = [];
    const add = (name, qty, unit, price) => rows.push({ name, qty, unit, price, amount: qty * price });
    add(`業務委託報酬（技術売上 ${yen(tech)}円 × ${rate}%）`, 1, '式', Math.floor((tech * rate) / 100));
    if (r.chance(0.75)) {
      const retail = r.int(3, 120) * 1000 + r.int(0, 9) * 100;
      const rr = r.pick([10, 15, 20]);
      add(`店販手数料（店販売上 ${yen(retail)}円 × ${rr}%）`, 1, '式', Math.floor((retail * rr) / 100));
    }
    if (r.chance(0.7)) add('指名料', r.int(8, 60), '件', r.pick([300, 500, 1000]));
    if (r.chance(0.25)) add('新人アシスタント指導', r.int(2, 8), '時間', r.pick([1500, 2000]));
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const offsets = [];
    if (r.chance(0.7)) {
      const pct = r.pick([3, 5, 8]);
      offsets.push([`材料費負担（技術売上の${pct}%・税込）`, Math.floor((tech * pct * 11) / 1000)]);
    }
    if (r.chance(0.45)) offsets.push(['タオル・備品使用料（月額・税込）', r.pick([3300, 5500, 8800, 11000])]);
    const total = s.total - offsets.reduce((t, [, v]) => t + v, 0);
    const fmt = DATE_FORMATS[r.pick(['slash', 'slash', 'seireki'])];
    const issuer = d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full', 'half-big']));
    const app = r.pick(INVOICE_APPS);
    const showBankCode = !d.yucho && r.chance(0.3);
    const showBranchCode = !d.yucho && r.chance(0.5);
    const acct = d.yucho
      ? `ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}${r.chance(0.5) ? `<br><span class="sm">他金融機関からのお振込：店名 ${d.branch.name}（店番 ${d.branch.code}）${TYPE_LABEL[d.type]} ${d.account}</span>` : ''}`
      : `${d.bank.name}${showBankCode ? `（${d.bank.code}）` : ''}　${d.branch.name}${showBranchCode ? `（${d.branch.code}）` : ''}　${TYPE_LABEL[d.type]}　${d.account}`;
    const theme = r.pick(['#c86a82', '#3f8f84', '#6d62a8', '#b7843a']);
    const email = `${w}.${r.pick(['hair', 'style', 'salon'])}${r.int(1, 99)}@${r.pick(['example.com', 'example.jp'])}`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10.5px; color: #2b2b2b; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 0 0 0; }
      .band { background: ${theme}; color: #fff; padding: 26px 52px 20px; display: flex; justify-content: space-between; align-items: flex-end; }
      .band .t { font-size: 26px; font-weight: 700; letter-spacing: .12em; } .band .t span { font-size: 11px; letter-spacing: .3em; margin-left: 12px; opacity: .85; }
      .band .meta { text-align: right; font-size: 10px; line-height: 1.7; }
      .body { padding: 22px 52px 0; }
      .two { display: flex; justify-content: space-between; align-items: flex-start; }
      .to .n { font-size: 15px; font-weight: 700; border-bottom: 2px solid ${theme}; padding-bottom: 2px; display: inline-block; }
      .to .s { color: #666; font-size: 10px; }
      .co { width: 280px; font-size: 9.5px; line-height: 1.65; } .co .nm { font-size: 15px; font-weight: 700; color: ${theme}; }
      .card { margin-top: 16px; border-radius: 10px; background: #f6f3f4; padding: 12px 18px; display: flex; align-items: center; gap: 26px; }
      .card .v { font-size: 24px; font-weight: 700; } .card .due { margin-left: auto; font-size: 10px; text-align: right; }
      .det { width: 100%; border-collapse: collapse; margin-top: 14px; } .det th { text-align: left; color: #777; font-weight: normal; font-size: 9.5px; border-bottom: 1.5px solid ${theme}; padding: 4px 6px; }
      .det td { border-bottom: 1px solid #e4e0e2; padding: 7px 6px; }
      .sum { margin: 10px 0 0 auto; border-collapse: collapse; min-width: 330px; } .sum td { padding: 4px 8px; } .sum td.num { width: 120px; }
      .sum tr.g td { border-top: 1px solid #bbb; font-weight: 700; } .sum tr.off td { color: #a23; } .sum tr.t td { font-size: 14px; font-weight: 700; border-top: 2px solid ${theme}; }
      .note { margin-top: 14px; font-size: 9px; color: #555; line-height: 1.7; }
      .bank { margin-top: 14px; border: 1px solid #ddd; border-radius: 8px; padding: 10px 16px; line-height: 1.8; } .bank .h { color: ${theme}; font-weight: 700; }
      .sm { font-size: 9px; color: #555; }
      .foot { position: absolute; left: 0; right: 0; bottom: 26px; text-align: center; font-size: 8.5px; color: #999; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td>${x.name}</td><td class="num">${x.qty}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const sums = [
      ['', '小計', yen(s.subtotal)],
      ['', '消費税（10%）', yen(s.tax)],
      ['g', '合計（税込）', offsets.length ? yen(s.total) : `¥${yen(s.total)}`],
      ...offsets.map(([l, v]) => ['off', `相殺：${l}`, `△${yen(v)}`]),
      ...(offsets.length ? [['t', '差引ご請求額', `¥${yen(total)}`]] : []),
    ];
    const who = withYago
      ? `<div class="nm">${issuer}</div>美容師　${d.person}<br>`
      : `<div class="nm">${issuer}</div>美容師（業務委託）<br>`;
    const page = `<div class="wrap">
      <div class="band"><div class="t">請求書<span>INVOICE</span></div><div class="meta">請求日　${fmt(d.issue)}<br>請求書番号　No. ${d.no}</div></div>
      <div class="body">
      <div class="two"><div class="to"><div class="n">${d.buyerName}　御中</div><div class="s">（${salon}）</div><div style="margin-top:10px">件名：${y}年${m}月分 業務委託報酬</div></div>
        <div class="co">${who}〒${d.zip}<br>${addrHtml(d.address, true)}<br>TEL ${d.tel}<br>${email}<br>登録番号 ${d.reg}</div></div>
      <div class="card"><div>ご請求金額（税込）</div><div class="v">¥${yen(total)}</div><div class="due">お支払期限<br><b style="font-size:12px">${fmt(d.due)}</b></div></div>
      <div style="margin-top:10px">対象期間　${fmt([y, m, 1])} 〜 ${fmt(end)}</div>
      <table class="det"><tr><th>品目</th><th style="width:50px;text-align:right">数量</th><th style="width:40px;text-align:center">単位</th><th style="width:84px;text-align:right">単価</th><th style="width:96px;text-align:right">金額</th></tr>${body}</table>
      <table class="sum">${sums.map(([c, l, v]) => `<tr${c ? ` class="${c}"` : ''}><td>${l}</td><td class="num">${v}</td></tr>`).join('')}</table>
      <div class="note">※美容師の業務委託報酬は所得税法第204条に定める源泉徴収の対象ではないため、源泉徴収税額は差し引いておりません。${offsets.length ? `<br>※${offsets.map(([l]) => l.replace(/（.*/, '')).join('・')}は貴社からのご請求額を相殺しております（税込）。` : ''}</div>
      <div class="bank"><span class="h">お振込先</span><br>${acct}<br>口座名義　${holder}<br><span class="sm">※お振込手数料は貴社にてご負担をお願いいたします。</span></div></div>
      <div class="foot">この請求書は「${app}」で作成されました</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBankCode, showBranchCode } };
  },
});

// 162 — an 英会話スクール (a company running a school under a brand in English: Maple English Academy, English Studio
// Clover …) bills a company for its staff's lessons in a month (法人研修): a bilingual INVOICE / 御請求書 with the brand set
// as a logo over the company's name, an attendance grid (受講者 by row, the month's lesson days by column: ○ attended,
// × 当日キャンセル counted as taken, 休 cancelled in time and not counted), 受講回数 × 単価 by course, テキスト and
// レベルチェック rows sometimes, 小計 / 消費税 / 合計 (Total), the お振込先 in Japanese and English with the bank's and the
// branch's codes, 年月日 dates with their English form beside.
const EIKAIWA_WORDS = ['Maple', 'Bright', 'Harbor', 'Clover', 'Summit', 'Lighthouse', 'Willow', 'Aurora'];
const EIKAIWA_BRANDS = ['{w} English Academy', '{w} Language School', 'English Studio {w}', '{w} Eikaiwa'];
const EIKAIWA_TRADES = [
  ['ランゲージ', 'ランゲージ'],
  ['インターナショナル', 'インターナショナル'],
  ['エデュケーション', 'エデュケーション'],
  ['グローバル教育', 'グローバルキョウイク'],
];
// [course, 単価 per head and lesson lo–hi (100-yen steps)]
const EIKAIWA_COURSES = [
  ['ビジネス英会話 マンツーマン（50分）', 55, 90],
  ['グループレッスン（4名まで・80分）', 30, 45],
  ['オンライン マンツーマン（25分）', 18, 30],
  ['TOEIC L&R 対策（60分）', 40, 60],
];
const EIKAIWA_BOOKS = [
  'Business Result Intermediate',
  'Business Result Pre-intermediate',
  'TOEIC L&R 公式問題集',
  'English Firsthand 2',
];
LAYOUTS.push({
  id: 'L162-eikaiwa-houjin',
  split: 'dev',
  title:
    "英会話スクール's bilingual INVOICE / 御請求書 for a company's staff lessons: the school's brand as a logo over its company, an attendance grid (受講者 × lesson days, ○ / × 当日キャンセル / 休), 受講回数 × 単価, the bank in two languages with both codes",
  exercises:
    "an 英会話スクール run by a company (株式会社 / 合同会社 …ランゲージ / …インターナショナル / …エデュケーション / …グローバル教育) under a brand in English (Maple English Academy / English Studio Clover / Summit Language School / Aurora Eikaiwa) bills a company for a month's 法人研修 lessons: the brand set as a logo at the top left with the company's name, 〒 address, TEL and 登録番号 (Registration No.) under it (issuer_name: the company, not the brand), INVOICE / 御請求書 with Invoice No. and 請求日 Date (2026年1月31日 (Jan 31, 2026)) at the top right, Bill To / 御請求先 with 御中 and 人事部 研修ご担当 … 様, a box ご請求金額 Amount Due with お支払期限 Due Date, 対象期間 Period, an attendance grid (one row per 受講者 with the course — ビジネス英会話 マンツーマン（50分）/ グループレッスン / オンライン マンツーマン（25分）/ TOEIC L&R 対策 — a narrow column per lesson day of the month (1/6 火), ○ 受講, × 当日キャンセル counted as a lesson, 休 cancelled in time and not counted, then 回数, 単価 and 金額), a legend, テキスト by the 冊 and 入会時レベルチェックテスト rows sometimes, 小計 Subtotal / 消費税（10%）Consumption tax / 合計 Total (the amount to pay); お振込先 Bank Details as a table (銀行 Bank with its code, 支店 Branch with its code, 口座 Account 普通 Ordinary / 当座 Current, 名義 Account Name ｶ)… half-width); 年月日 dates with the English form beside",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, EIKAIWA_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
    ]);
    landline(d);
    ordinaryAtNetBank(d);
    const word = r.pick(EIKAIWA_WORDS);
    const brand = r.pick(EIKAIWA_BRANDS).replace('{w}', word);
    const [y, m] = d.issue;
    const end = endOfMonth(y, m);
    d.issue = r.chance(0.6) ? end : addDays(end, r.int(1, 5));
    const nm = addMonths([y, m], 1);
    d.due = r.chance(0.6) ? endOfMonth(...nm) : [...nm, r.pick([15, 20, 25])];
    d.no = `${r.pick(['EA', 'INV', 'LS'])}-${y}${pad2(m)}-${r.digits(3)}`;
    // The lesson days: two weekdays a week, the school closed over the New Year.
    const days = r.pick([
      [1, 3],
      [2, 4],
      [3, 5],
      [2, 5],
      [1, 4],
    ]);
    const dates = Array.from({ length: end[2] }, (_, i) => i + 1).filter(
      (dd) => days.includes(new Date(Date.UTC(y, m - 1, dd)).getUTCDay()) && !(m === 1 && dd <= 4) && !(m === 12 && dd >= 28),
    );
    const courses = shuffle(r, EIKAIWA_COURSES)
      .slice(0, r.int(1, 2))
      .map(([name, lo, hi]) => ({ name, price: r.int(lo, hi) * 100 }));
    const n = r.int(3, 7);
    const students = shuffle(r, SURNAMES)
      .slice(0, n)
      .map(([sn]) => {
        const c = r.pick(courses);
        const marks = dates.map(() => {
          const x = r.rng();
          return x < 0.74 ? '○' : x < 0.8 ? '×' : x < 0.93 ? '休' : '';
        });
        if (!marks.some((k) => k === '○' || k === '×')) marks[0] = '○';
        const count = marks.filter((k) => k === '○' || k === '×').length;
        return { name: `${sn} ${r.pick(GIVEN)[0]}`, c, marks, count, amount: count * c.price };
      });
    const extras = [];
    if (r.chance(0.35)) {
      const k = r.int(1, n);
      const price = r.int(25, 38) * 100;
      extras.push({ name: `テキスト「${r.pick(EIKAIWA_BOOKS)}」`, qty: k, unit: '冊', price, amount: k * price });
    }
    if (r.chance(0.3)) {
      const k = r.int(1, 3);
      const price = r.pick([3000, 3300, 5000, 5500]);
      extras.push({ name: '入会時レベルチェックテスト', qty: k, unit: '名', price, amount: k * price });
    }
    d.items = [
      ...students.map((x) => ({ name: x.name, amount: x.amount, rate: 10 })),
      ...extras.map((x) => ({ name: x.name, amount: x.amount, rate: 10 })),
    ];
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['seireki', 'seireki', 'seirekiPad'])];
    const both = (dt) => `${fmt(dt)}（${enDate(dt)}）`;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big']));
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const accent = r.pick(['#1f4e79', '#0f6b5c', '#7a2e3a', '#3b3b8f']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.5px; color: #222; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 38px 46px 0; }
      .head { display: flex; justify-content: space-between; align-items: flex-start; }
      .logo { display: flex; align-items: center; gap: 10px; } .logo .mk { width: 40px; height: 40px; border-radius: 50%; background: ${accent}; color: #fff; font-family: 'Noto Serif CJK JP'; font-size: 22px; display: flex; align-items: center; justify-content: center; font-weight: 700; }
      .logo .bn { font-family: 'Noto Serif CJK JP'; font-size: 19px; font-weight: 700; color: ${accent}; font-style: italic; letter-spacing: .02em; }
      .co { margin-top: 6px; font-size: 9px; line-height: 1.6; } .co .nm { font-size: 11px; font-weight: 700; }
      .ti { text-align: right; } .ti .t { font-size: 24px; font-weight: 700; letter-spacing: .18em; color: ${accent}; } .ti .t span { font-size: 14px; letter-spacing: .3em; margin-left: 6px; }
      .ti table { margin: 6px 0 0 auto; border-collapse: collapse; } .ti td { padding: 1px 0 1px 12px; text-align: right; }
      .bill { margin-top: 16px; display: flex; justify-content: space-between; align-items: flex-end; }
      .bill .n { font-size: 14px; font-weight: 700; border-bottom: 1px solid #222; padding-right: 18px; }
      .due { border: 2px solid ${accent}; } .due div { padding: 4px 14px; } .due .l { background: ${accent}; color: #fff; font-size: 9px; } .due .v { font-size: 19px; font-weight: 700; text-align: right; }
      .g { width: 100%; border-collapse: collapse; margin-top: 10px; } .g th { background: ${accent}; color: #fff; font-weight: normal; padding: 2px 2px; font-size: 8.5px; line-height: 1.3; border: 1px solid ${accent}; }
      .g td { border: 1px solid #bbb; padding: 3px 4px; } .g td.mk { text-align: center; width: 26px; padding: 3px 0; font-size: 10px; } .g td.c { font-size: 8.5px; }
      .g td.x { color: #b02; } .g td.h { color: #888; }
      .legend { font-size: 8.5px; color: #555; margin-top: 4px; }
      .low { display: flex; justify-content: space-between; gap: 20px; margin-top: 12px; align-items: flex-start; }
      .sum { border-collapse: collapse; min-width: 270px; } .sum td { border-bottom: 1px solid #ccc; padding: 4px 8px; } .sum tr.t td { font-weight: 700; font-size: 13px; border-top: 2px solid ${accent}; border-bottom: 2px solid ${accent}; }
      .bank { border-collapse: collapse; } .bank th { text-align: left; font-weight: normal; color: #555; padding: 3px 10px 3px 0; white-space: nowrap; } .bank td { padding: 3px 0; }
      .thanks { margin-top: 18px; font-size: 9px; color: #555; }`;
    const gridHead = dates.map((dd) => `<th style="width:26px">${m}/${dd}<br>${weekday([y, m, dd])}</th>`).join('');
    const markTd = (k) => `<td class="mk${k === '×' ? ' x' : k === '休' ? ' h' : ''}">${k}</td>`;
    const gridRows = students
      .map(
        (x) =>
          `<tr><td style="white-space:nowrap">${x.name}</td><td class="c">${x.c.name}</td>${x.marks.map(markTd).join('')}<td class="num">${x.count}</td><td class="num">${yen(x.c.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const extraRows = extras
      .map(
        (x) =>
          `<tr><td colspan="${dates.length + 2}">${x.name}</td><td class="num">${x.qty}${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const page = `<div class="wrap">
      <div class="head"><div><div class="logo"><div class="mk">${word[0]}</div><div class="bn">${brand}</div></div>
          <div class="co"><div class="nm">${d.issuerName}</div>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 Registration No.　${reg}</div></div>
        <div class="ti"><div class="t">INVOICE<span>御請求書</span></div><table><tr><td>請求書番号 Invoice No.</td><td>${d.no}</td></tr><tr><td>請求日 Date</td><td>${both(d.issue)}</td></tr></table></div></div>
      <div class="bill"><div><div style="font-size:9px;color:#666">御請求先 Bill To</div><div class="n">${d.buyerName}　御中</div><div>人事部　研修ご担当　${d.buyerPerson}　様</div>
          <div style="margin-top:8px">対象期間 Period：${fmt([y, m, 1])}〜${fmt(end)}（${EN_MONTHS_LONG[m - 1]} ${y}）　法人研修 英会話レッスン</div></div>
        <div class="due"><div class="l">ご請求金額 Amount Due（税込）</div><div class="v">¥${yen(s.total)}</div><div class="l">お支払期限 Due Date</div><div style="text-align:right;font-weight:700">${both(d.due)}</div></div></div>
      <table class="g"><tr><th style="width:80px">受講者 Name</th><th>コース Course</th>${gridHead}<th style="width:30px">回数</th><th style="width:50px">単価</th><th style="width:64px">金額 Amount</th></tr>${gridRows}${extraRows}</table>
      <div class="legend">○ 受講 Attended　× 当日キャンセル Late cancellation（1回として計上）　休 事前キャンセル Cancelled in advance（計上なし）</div>
      <div class="low"><table class="bank"><tr><th colspan="2" style="color:${accent};font-weight:700">お振込先 Bank Details</th></tr>
          <tr><th>銀行 Bank</th><td>${d.bank.name}（${d.bank.code}）</td></tr><tr><th>支店 Branch</th><td>${d.branch.name}（${d.branch.code}）</td></tr>
          <tr><th>口座 Account</th><td>${TYPE_LABEL[d.type]} ${d.type === 2 ? 'Ordinary' : 'Current'}　${d.account}</td></tr><tr><th>名義 Account Name</th><td>${holder}</td></tr></table>
        <table class="sum"><tr><td>小計 Subtotal</td><td class="num">¥${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）Consumption tax</td><td class="num">¥${yen(s.tax)}</td></tr><tr class="t"><td>合計 Total</td><td class="num">¥${yen(s.total)}</td></tr></table></div>
      <div class="thanks">お振込手数料は貴社にてご負担ください。Bank charges are to be borne by the payer. Thank you for your business.</div></div>`;
    return { pages: [page], css, printed: { holder, showBankCode: true, showBranchCode: true } };
  },
});

// 163 — a 業界紙 publisher (株式会社…建設新聞社 / …工業新聞社 / …食品新聞社 / …住宅新聞社 / …物流新聞社, its paper's title set as
// a masthead: 日刊建設タイムス, 週刊物流ニュース …) bills an advertiser for the month's 広告掲載料 and a 購読料: rows by 掲載日
// (面, 広告サイズ 記事下 3段1/2 / 2段1/3 / 題字下 / 突き出し, カラー料金), the 購読料 of a 日刊 paper at 8% (※軽減) but of a
// 週刊 one at 10%, an 電子版 at 10%, 10%対象 / 8%対象 and their 消費税, 合計; the bank for a 振込 printed above a キリトリ線,
// and under it a コンビニ払込票 of a 収納代行 company (払込票 with a barcode and its digits, 払込受領証, お客様控): its
// 収納代行 name, お客様番号 and 支払期限 (the due date in another style); 令和 dates on the invoice.
const GYOKAI_TRADES = [
  ['建設新聞社', 'ケンセツシンブンシャ', '建設'],
  ['工業新聞社', 'コウギョウシンブンシャ', '工業'],
  ['食品新聞社', 'ショクヒンシンブンシャ', '食品'],
  ['住宅新聞社', 'ジュウタクシンブンシャ', '住宅'],
  ['物流新聞社', 'ブツリュウシンブンシャ', '物流'],
];
// [広告サイズ, 料金 lo–hi (1,000-yen steps)]
const GYOKAI_ADS = [
  ['記事下 全3段', 60, 110],
  ['記事下 3段1/2', 35, 60],
  ['2段1/3', 18, 32],
  ['題字下', 10, 20],
  ['突き出し', 12, 25],
  ['案内広告 1段1/4', 5, 10],
];
const CVS_AGENTS = [
  '株式会社ペイメントゲート',
  'コンビニ収納サービス株式会社',
  'ジャパン収納代行株式会社',
  '株式会社しゅうのうネット',
];
LAYOUTS.push({
  id: 'L163-gyoukaishi-konbini',
  split: 'dev',
  title:
    "業界紙's 広告掲載料・購読料 御請求書: the paper's masthead over the publisher, ad rows by 掲載日, a 日刊 paper's 購読料 at 8% ※ or a 週刊 one's at 10%, the bank above a キリトリ線 and a 収納代行 コンビニ払込票 with a barcode under it, 令和 dates",
  exercises:
    "a 業界紙 publisher (株式会社…建設新聞社 / …工業新聞社 / …食品新聞社 / …住宅新聞社 / …物流新聞社, its paper's title set as a masthead at the top left: 日刊建設タイムス / 週刊物流ニュース / 日刊食品通信; the company with 広告局, 〒 address, TEL/FAX and 登録番号 at the top right under a 角印) bills an advertiser with 御中 and 広告ご担当 … 様 for the month: 広告掲載料・購読料 御請求書, 請求日 and 請求書番号, ご請求金額（税込）boxed with the お支払期限, rows (掲載日 令和8年1月15日付 with the 面, 広告サイズ 記事下 全3段 / 記事下 3段1/2 / 2段1/3 / 題字下 / 突き出し / 案内広告 1段1/4, モノクロ or カラー with a カラー料金 row, 新年名刺広告 in January, 広告原稿制作費 sometimes; 年間 or 半年 購読料 of a 日刊 paper at 8% marked ※ (軽減税率) or of a 週刊 paper at 10% with a note why, an 電子版 at 10%), 10%対象 / 消費税（10%）/ 8%対象 / 消費税（8%）/ 合計 (the amount to pay); the bank for a 振込 (a city or regional bank, no codes; holder ｶ)…ｼﾝﾌﾞﾝｼﾔ half-width or full) above a キリトリ線, and under it a コンビニ払込票 in three parts (払込票 with the 収納代行 company's name, お客様番号, 請求元, 金額, 支払期限 as 2026年02月28日 or 2026.02.28 and a barcode with its (91)… digits, the amount among them; 払込受領証; お客様控) — the fields are the invoice's, the 振込先 the bank; 令和 dates on the invoice",
  opts: (r, inst) => ({ rates: 'mixed', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const [trade, tradeKana, word] = r.pick(GYOKAI_TRADES);
    setCorp(d, r, [[trade, tradeKana]], [['株式会社', 'カ']]);
    landline(d);
    ordinaryAtNetBank(d);
    const daily = r.chance(0.6);
    const paper = `${daily ? '日刊' : '週刊'}${word}${r.pick(['タイムス', 'ニュース', '通信', '新報'])}`;
    const [y, m] = d.issue;
    const end = endOfMonth(y, m);
    d.issue = r.chance(0.7) ? end : [y, m, r.pick([20, 25])];
    redate(d);
    const nm = addMonths([y, m], 1);
    d.due = r.chance(0.6) ? endOfMonth(...nm) : [...nm, r.pick([10, 20, 25])];
    // The days it appears: any weekday for a daily, one weekday for a weekly.
    const onDay = r.int(1, 5);
    const issues = Array.from({ length: end[2] }, (_, i) => i + 1).filter((dd) => {
      const wd = new Date(Date.UTC(y, m - 1, dd)).getUTCDay();
      return daily ? wd >= 1 && wd <= 5 : wd === onDay;
    });
    const fmt = DATE_FORMATS.wareki;
    const md = (dd) => `${m}月${dd}日付`;
    let ads = [];
    const picks = shuffle(r, issues)
      .slice(0, r.int(1, 3))
      .sort((a, b) => a - b);
    for (const dd of picks) {
      const [size, lo, hi] = r.pick(GYOKAI_ADS);
      const colour = r.chance(0.3);
      const rowsOf1 = [
        {
          when: md(dd),
          name: `広告掲載料　${size}（${colour ? 'カラー' : 'モノクロ'}）`,
          men: `${r.int(1, 16)}面`,
          amount: r.int(lo, hi) * 1000,
          rate: 10,
        },
      ];
      if (colour) rowsOf1.push({ when: md(dd), name: 'カラー料金', men: '', amount: r.int(10, 30) * 1000, rate: 10 });
      ads.push(rowsOf1);
    }
    const other = [];
    if (m === 1 && r.chance(0.6))
      other.push({ when: '1月1日付', name: '新年名刺広告（新年特集号）', men: '特集面', amount: r.int(12, 20) * 1000, rate: 10 });
    if (r.chance(0.35)) other.push({ when: '', name: '広告原稿制作費', men: '', amount: r.int(5, 20) * 1000, rate: 10 });
    const months = r.pick([6, 12, 12]);
    const from = addMonths([y, m], 1);
    const to = addMonths(from, months - 1);
    const period = `${from[0]}年${from[1]}月〜${to[0]}年${to[1]}月`;
    if (r.chance(0.65))
      other.push({
        when: period,
        name: `${paper} ${months === 12 ? '年間' : '半年'}購読料${daily ? '　※' : ''}`,
        men: '',
        amount: months * (daily ? r.int(30, 48) : r.int(12, 24)) * 100,
        rate: daily ? 8 : 10,
      });
    if (r.chance(0.3))
      other.push({ when: period, name: `${paper} 電子版 利用料`, men: '', amount: months * r.int(5, 15) * 100, rate: 10 });
    // A コンビニ払込票 takes no more than 300,000 yen: fewer ads until it fits.
    const build = () => [...ads.flat(), ...other];
    while (summarize(build()).total >= 300000 && ads.length > 1) ads = ads.slice(0, -1);
    d.items = build();
    d.sum = summarize(d.items);
    const s = d.sum;
    const issuer = r.chance(0.3) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const agent = r.pick(CVS_AGENTS);
    const slipFmt = DATE_FORMATS[r.pick(['seirekiPad', 'dot'])];
    const cust = `${r.digits(4)}-${r.digits(4)}-${r.digits(4)}-${r.digits(4)}`;
    const yymmdd = `${String(d.due[0]).slice(2)}${pad2(d.due[1])}${pad2(d.due[2])}`;
    const code = `(91)9${r.digits(5)}-${r.digits(11)}-${r.digits(11)}-${yymmdd}-${r.int(0, 1)}-${String(s.total).padStart(6, '0')}-${r.digits(1)}`;
    const bars = Array.from(
      { length: 120 },
      (_, k) => `<i style="width:${r.int(1, 3)}px;background:${k % 2 ? '#fff' : '#111'}"></i>`,
    ).join('');
    const accent = r.pick(['#1d3d6e', '#5b1f1f', '#1f4d2e']);
    const slipInk = r.pick(['#2f7d5b', '#2d5f9a', '#8a5a2b']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #1e1e1e; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 34px 46px 0; }
      .mast { font-family: 'Noto Serif CJK JP'; font-size: 25px; font-weight: 900; color: ${accent}; letter-spacing: .06em; border-bottom: 3px double ${accent}; display: inline-block; padding: 0 8px 0 0; }
      .head { display: flex; justify-content: space-between; align-items: flex-start; }
      .co { position: relative; width: 300px; font-size: 9px; line-height: 1.6; } .co .nm { font-size: 13px; font-weight: 700; }
      h1 { font-size: 18px; text-align: center; letter-spacing: .25em; margin: 10px 0 8px; }
      .to .n { font-size: 14px; font-weight: 700; border-bottom: 1px solid #222; padding-right: 20px; }
      .amt { display: flex; border: 2px solid ${accent}; margin-top: 10px; } .amt div { padding: 5px 12px; } .amt .l { background: ${accent}; color: #fff; } .amt .v { font-size: 18px; font-weight: 700; min-width: 170px; text-align: right; } .amt .due { margin-left: auto; border-left: 1px solid ${accent}; }
      .det { width: 100%; border-collapse: collapse; margin-top: 10px; } .det th { background: #eef0f4; border: 1px solid #889; font-weight: normal; padding: 3px; } .det td { border: 1px solid #99a; padding: 3px 6px; }
      .sum { border-collapse: collapse; margin: 6px 0 0 auto; } .sum td { border: 1px solid #99a; padding: 2px 10px; } .sum td.num { width: 110px; } .sum tr.t td { font-weight: 700; font-size: 12px; border: 2px solid #222; }
      .bank { margin-top: 8px; line-height: 1.7; border-left: 4px solid ${accent}; padding-left: 10px; }
      .cut { position: absolute; left: 0; right: 0; top: 806px; border-top: 1.5px dashed #777; text-align: center; font-size: 8.5px; color: #666; } .cut span { background: #fff; position: relative; top: -8px; padding: 0 10px; }
      .slip { position: absolute; left: 30px; right: 30px; top: 826px; height: 256px; display: flex; color: ${slipInk}; font-size: 8.5px; line-height: 1.45; }
      .slip > div { border: 1.2px solid ${slipInk}; padding: 6px 8px; background: rgba(120,180,150,.07); }
      .slip .p1 { flex: 2.1; } .slip .p2, .slip .p3 { flex: 1; margin-left: 6px; border-style: solid; }
      .slip .h { font-size: 11px; font-weight: 700; text-align: center; border-bottom: 1px solid ${slipInk}; margin-bottom: 4px; letter-spacing: .2em; }
      .slip table { border-collapse: collapse; width: 100%; } .slip td { border: 1px solid ${slipInk}; padding: 2px 4px; color: #222; } .slip td.l { color: ${slipInk}; width: 62px; white-space: nowrap; }
      .slip .yen { font-size: 13px; font-weight: 700; text-align: right; }
      .bc { display: flex; height: 44px; margin: 8px 4px 2px; } .bc i { display: block; height: 44px; }
      .code { font-family: 'Noto Sans Mono CJK JP'; font-size: 7.5px; color: #222; letter-spacing: .02em; text-align: center; }
      .stamp { width: 62px; height: 62px; border: 1px dashed ${slipInk}; border-radius: 50%; margin: 8px auto 0; display: flex; align-items: center; justify-content: center; font-size: 7.5px; }`;
    const body = d.items
      .map(
        (it) =>
          `<tr><td style="white-space:nowrap">${it.when}</td><td>${it.name}</td><td style="text-align:center">${it.men}</td><td class="num">${yen(it.amount)}</td><td style="text-align:center">${it.rate}%${it.rate === 8 ? '※' : ''}</td></tr>`,
      )
      .join('');
    const sums = [
      ['10%対象', yen(s.by[10]?.base ?? 0)],
      ['消費税（10%）', yen(s.by[10]?.tax ?? 0)],
      ...(s.by[8]
        ? [
            ['8%対象※', yen(s.by[8].base)],
            ['消費税（8%）', yen(s.by[8].tax)],
          ]
        : []),
      ['合計', `¥${yen(s.total)}`],
    ];
    const notes = [
      ...(s.by[8] ? ['※印は軽減税率（8%）対象です（週2回以上発行の新聞の定期購読料）。'] : []),
      ...(!daily && other.some((x) => x.name.includes('購読料'))
        ? ['週刊紙の購読料は軽減税率の対象外のため標準税率（10%）です。']
        : []),
    ];
    const slipRows = (withCode) =>
      `<table><tr><td class="l">金額</td><td class="yen">¥${yen(s.total)}</td></tr><tr><td class="l">支払期限</td><td>${slipFmt(d.due)}</td></tr>${withCode ? `<tr><td class="l">お客様番号</td><td>${cust}</td></tr>` : ''}<tr><td class="l">請求元</td><td>${issuer}</td></tr><tr><td class="l">お客様名</td><td>${d.buyerName} 様</td></tr></table>`;
    const page = `<div class="wrap">
      <div class="head"><div><div class="mast">${paper}</div><div style="font-size:9px;color:#555;margin-top:2px">${daily ? '月〜金曜日発行' : `毎週${'日月火水木金土'[onDay]}曜日発行`}</div></div>
        <div class="co"><div class="nm">${issuer}</div>広告局　〒${d.zip}<br>${addrHtml(d.address, true)}<br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${reg}${kakuin(d, `right: ${r.int(0, 20)}px; top: ${r.int(0, 14)}px; opacity: .5;`)}</div></div>
      <h1>広告掲載料・購読料　御請求書</h1>
      <div class="head"><div class="to"><span class="n">${d.buyerName}　御中</span><br>広告ご担当　${d.buyerPerson}　様</div><div style="text-align:right">請求日　${fmt(d.issue)}<br>請求書番号　${d.no}</div></div>
      <div style="margin-top:6px">平素は${paper}をご愛顧いただき誠にありがとうございます。下記のとおりご請求申し上げます。</div>
      <div class="amt"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(s.total)}</div><div class="due">お支払期限　<b>${fmt(d.due)}</b></div></div>
      <table class="det"><tr><th style="width:120px">掲載日・期間</th><th>内容</th><th style="width:50px">掲載面</th><th style="width:86px">金額（税抜）</th><th style="width:44px">税率</th></tr>${body}</table>
      <table class="sum">${sums.map(([l, v], i) => `<tr${i === sums.length - 1 ? ' class="t"' : ''}><td>${l}</td><td class="num">${v}</td></tr>`).join('')}</table>
      ${notes.length ? `<div style="font-size:8.5px;color:#444">${notes.join('<br>')}</div>` : ''}
      <div class="bank"><b>銀行振込の場合</b>　${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}　口座名義　${holder}<br><span style="font-size:8.5px">コンビニエンスストアでお支払いの場合は、下の払込票をお使いください（30万円未満）。いずれか一方でお支払いください。</span></div>
      <div class="cut"><span>✂ ･････････ キリトリ線 ･････････</span></div>
      <div class="slip"><div class="p1"><div class="h">払 込 票</div><div style="margin-bottom:3px">収納代行会社：${agent}</div>${slipRows(true)}<div class="bc">${bars}</div><div class="code">${code}</div></div>
        <div class="p2"><div class="h">払込受領証</div>${slipRows(false)}<div class="stamp">領収日付印</div></div>
        <div class="p3"><div class="h">お客様控</div>${slipRows(false)}<div style="margin-top:6px;color:#444">本票はコンビニエンスストアでのお支払い専用です。お支払い後は払込受領証を大切に保管してください。</div></div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 164 — a shrine (宗教法人…神社 in a country town, its 宮司) bills a builder for a 祭典 it held at a 現場 (地鎮祭, 上棟祭,
// 竣工祭, 工事安全祈願祭, 解体清祓): a 請求書 set wholly vertically (縦書き) in 明朝 on cream paper, read right to left: 請求書,
// 請求番号, the builder with 御中, a 謹啓 … 謹白 greeting, 記, 一、御請求金額 金３３，０００円也 in upright full-width digits, the
// 祭典 with its date and the 工事名, the 内訳 (初穂料 不課税, 祭壇・テント設営 and 神饌物 at 10%, 御車料 不課税), 課税対象額 /
// 消費税 / 不課税計, お支払期限 and the 御振込先 (the local JA's 普通貯金, a 信用金庫 or 信用組合, ゆうちょ 記号・番号 or a city
// bank; holder シユウ）…ジンジヤ or シュウキョウホウジン …), 以上, then the date, 〒 address, 宗教法人…神社 under a red 角印, 宮司,
// 電話 and 登録番号, all digits full-width and the dates in kanji numerals (令和八年一月十日).
const JINJA = [
  ['氷川神社', 'ヒカワジンジャ'],
  ['八幡神社', 'ハチマンジンジャ'],
  ['稲荷神社', 'イナリジンジャ'],
  ['熊野神社', 'クマノジンジャ'],
  ['春日神社', 'カスガジンジャ'],
  ['白山神社', 'ハクサンジンジャ'],
  ['天満宮', 'テンマングウ'],
  ['香取神社', 'カトリジンジャ'],
];
// [祭典, 初穂料 lo–hi (5,000-yen steps)]
const SAITEN = [
  ['地鎮祭', 20000, 50000],
  ['上棟祭', 20000, 40000],
  ['竣工祭', 30000, 50000],
  ['工事安全祈願祭', 30000, 50000],
  ['解体清祓', 20000, 30000],
];
const JINJA_BUYERS = ['株式会社{s}建設', '{s}工務店株式会社', '株式会社{s}ホーム', '{s}建設工業株式会社'];
const JINJA_SITES = ['{n}様邸新築工事', '（仮称）{t}ビル新築工事', '{t}倉庫新築工事', '{n}様邸建替工事', '{t}共同住宅新築工事'];
LAYOUTS.push({
  id: 'L164-jinja-saiten',
  split: 'dev',
  title:
    "神社's (宗教法人) 請求書 to a builder for a 地鎮祭 or 上棟祭, set wholly vertically: 金…円也 and every digit full-width upright, 初穂料 不課税 beside a 祭壇・テント設営 at 10%, kanji-numeral dates, a JA 普通貯金 / 信用金庫 / ゆうちょ account held by シユウ）…",
  exercises:
    "a shrine in a country town (宗教法人…神社: 氷川 / 八幡 / 稲荷 / 熊野 / 春日 / 白山 / 香取神社, 天満宮; its 宮司; a town address with a 番地 or 1234-5, a 電話 on the town's area code, 登録番号) bills a builder (…建設 / …工務店 / …ホーム, 御中) for a 祭典 it held at the builder's 現場, on a 請求書 set wholly vertically (縦書き, 明朝, cream paper), read right to left: 請求書, 請求番号 ８－０１２, the builder with 御中 and 工事部 ご担当 様, 謹啓 … 謹白, 記, 一、御請求金額　金　３３，０００円也 (the amount to pay, in upright full-width digits), 一、祭典 地鎮祭 / 上棟祭 / 竣工祭 / 工事安全祈願祭 / 解体清祓 with the day it was held (令和八年一月十日 斎行), 一、工事名 …様邸新築工事, 一、内訳 (初穂料（地鎮祭）金３０，０００円（不課税）, 祭壇・テント設営一式 and 神饌物一式 at 10% sometimes, 御車料（神職二名）不課税 sometimes), 課税対象額 and 消費税（１０％）, 不課税計, 一、お支払期限 in kanji numerals, 一、御振込先 (the local JA (ＪＡ… or …農業協同組合) 普通貯金, a 信用金庫 / 信用組合 / regional bank 普通預金, ゆうちょ銀行 記号・番号, or a city bank; no codes; holder シユウ）…ジンジヤ or シュウキョウホウジン … in full-width kana), 以上, then the 請求日 in kanji numerals (令和八年一月十二日), 〒 and address, 宗教法人…神社 large under a red square seal, 宮司 and the name, 電話 and 登録番号 in full-width digits",
  opts: (r, inst) => ({ rates: '10', bank: ['other', 'yucho', 'main'][inst] }),
  render(d, r) {
    const [name, kana] = r.pick(JINJA);
    d.corpBody = name;
    d.form = '宗教法人';
    d.formBefore = true;
    d.issuerName = `宗教法人${name}`;
    const holderBase = r.chance(0.7) ? `シュウ）${kana}` : `シュウキョウホウジン ${kana}`;
    const town = relocate(d, r, true);
    const pref = prefOf(town);
    if (!d.bank.main) {
      if (r.chance(0.6)) {
        const ja = TOWN_JA[pref];
        d.bank = { name: r.chance(0.5) ? `JA${ja}` : `${ja}農業協同組合`, code: null, main: false };
        const br = r.pick(JA_BRANCHES);
        d.branch = { name: br, code: br === '本店' ? '001' : `${r.int(1, 8)}${r.digits(2)}` };
        d.account = r.digits(7);
      } else localBank(d, r, [...REGIONAL_BANKS[pref], TOWN_SHINKUMI[pref]]);
    } else if (!d.yucho && !['0001', '0005', '0009', '0010'].includes(d.bank.code)) {
      const code = r.pick(['0001', '0005', '0009', '0010']);
      d.bank = { name: MAIN_PRINTED[code], code, main: true };
      const br = r.pick(BRANCHES);
      d.branch = { name: br, code: br.startsWith('本店') ? '001' : `${r.int(1, 8)}${r.digits(2)}` };
    }
    if (!d.yucho) d.type = 2;
    const [rite, lo, hi] = r.pick(SAITEN);
    const held = addDays(d.issue, -r.int(0, 12));
    const [y, m] = d.issue;
    d.due = r.chance(0.5)
      ? d.issue[2] <= 20
        ? endOfMonth(y, m)
        : endOfMonth(...addMonths([y, m], 1))
      : addDays(d.issue, r.pick([14, 20, 30]));
    d.no = `${y - 2018}-${String(r.int(1, 180)).padStart(3, '0')}`;
    const [bs] = r.pick(SURNAMES);
    d.buyerName = r.pick(JINJA_BUYERS).replace('{s}', bs);
    const site = r.pick(JINJA_SITES).replace('{n}', r.pick(SURNAMES)[0]).replace('{t}', r.pick(STEMS)[0]);
    const rows = [{ name: `初穂料（${rite}）`, amount: r.int(lo / 5000, hi / 5000) * 5000, tax: false }];
    if (rite !== '解体清祓' && r.chance(0.7))
      rows.push({ name: '祭壇・テント設営一式（紅白幕・椅子共）', amount: r.int(2, 6) * 10000, tax: true });
    if (r.chance(0.5)) rows.push({ name: '神饌物一式', amount: r.int(5, 15) * 1000, tax: true });
    if (r.chance(0.5)) {
      const k = r.int(1, 2);
      rows.push({ name: `御車料（神職${KANJI_DIGITS[k]}名）`, amount: k * r.pick([5000, 10000]), tax: false });
    }
    d.items = rows.filter((x) => x.tax).map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const free = rows.filter((x) => !x.tax).reduce((t, x) => t + x.amount, 0);
    const total = s.total + free;
    const holder = holderPrinted({ holderBase }, r.pick(['full', 'big', 'big']));
    const [psn] = r.pick(SURNAMES);
    const [pgn] = r.pick(GIVEN);
    const kd = (dt) => kanjiDate(dt, true);
    const kin = (n) => `金${tate(yen(n))}円`;
    const bankLine = d.yucho
      ? `ゆうちょ銀行　記号　${tate(d.yucho.symbol)}　番号　${tate(d.yucho.number)}`
      : `${tate(d.bank.name)}　${d.branch.name}　${TYPE_LABEL[d.type]}${/^JA|農業協同組合$/.test(d.bank.name) ? '貯金' : '預金'}　${tate(d.account)}`;
    const [street, bldg] = addrLines(d.address);
    const ink = r.pick(['#1b1b1b', '#26221c']);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 13px; color: ${ink}; }
      .paper { position: absolute; inset: 0; background: #fbf7ec; }
      .frame { position: absolute; left: 30px; right: 30px; top: 30px; bottom: 30px; border: 1px solid #b33a2a; outline: 3px solid rgba(179,58,42,.25); outline-offset: 3px; }
      .tate { position: absolute; top: 58px; right: 52px; bottom: 58px; left: 40px; writing-mode: vertical-rl; line-height: 1.55; }
      .tate > div { margin-left: 4px; }
      .tate .ttl { font-size: 32px; letter-spacing: .6em; font-weight: 700; margin-left: 10px; padding-top: 40px; }
      .tate .no { font-size: 11.5px; padding-top: 10px; margin-left: 14px; }
      .tate .to { font-size: 19px; padding-top: 14px; margin-left: 4px; }
      .tate .tan { padding-top: 90px; margin-left: 16px; }
      .tate .ki { text-align: center; margin: 0 12px; }
      .tate .amt { font-size: 19px; font-weight: 700; padding-top: 24px; margin-left: 10px; }
      .tate .in { padding-top: 44px; font-size: 12.5px; }
      .tate .it { padding-top: 14px; }
      .tate .ijo { text-align: end; margin-left: 16px; }
      .tate .dt { padding-top: 40px; margin-left: 8px; }
      .tate .from { text-align: end; font-size: 12.5px; }
      .tate .nm { text-align: end; font-size: 21px; font-weight: 700; position: relative; margin: 0 6px; letter-spacing: .08em; }
      .tate .nm .seal { width: 50px; height: 50px; font-size: 11px; }`;
    const inner = rows.map((x) => `<div class="in">${x.name}　${kin(x.amount)}${x.tax ? '' : '（不課税）'}</div>`).join('');
    const page = `<div class="paper"></div><div class="frame"></div><div class="tate">
      <div class="ttl">請求書</div>
      <div class="no">請求番号　${tate(d.no)}</div>
      <div class="to">${d.buyerName}　御中</div>
      <div class="tan">工事部　ご担当者様</div>
      <div class="it">謹啓　時下ますますご清栄のこととお慶び申し上げます。平素は格別のご高配を賜り厚く御礼申し上げます。</div>
      <div class="it">さて、このたびは${rite}の御奉仕を御用命いただき誠に有難く存じます。下記のとおり御請求申し上げます。　謹白</div>
      <div class="ki">記</div>
      <div class="amt">一、御請求金額　金　${tate(yen(total))}円也</div>
      <div class="it">一、祭典　${rite}（${kd(held)}　斎行）</div>
      <div class="it">一、工事名　${site}</div>
      <div class="it">一、内訳</div>${inner}
      <div class="in">${s.subtotal ? `課税対象額　${kin(s.subtotal)}　消費税（１０％）　${kin(s.tax)}　` : ''}不課税計　${kin(free)}</div>
      <div class="it">一、お支払期限　${kd(d.due)}</div>
      <div class="it">一、御振込先　${bankLine}</div>
      <div class="in">口座名義　${holder}</div>
      <div class="ijo">以上</div>
      <div class="dt">${kd(d.issue)}</div>
      <div class="from">〒${tate(d.zip)}　${tate(street)}${bldg ? `　${tate(bldg)}` : ''}　電話　${tate(d.tel)}</div>
      <div class="nm">${d.issuerName}${kakuin(d, `left: -7px; bottom: ${r.int(-6, 16)}px; opacity: .7;`)}</div>
      <div class="from">登録番号　${tate(d.reg)}　　宮司　${psn}　${pgn}</div></div>`;
    return { pages: [page], css, printed: { issuer: d.issuerName, holder, total } };
  },
});

// 165 — a 水道 company in a country town (…水道設備 / …管工 / …設備工業 / …水道工業, a family's 有限会社 or 株式会社, (有)/(株)
// on the slip sometimes) repairs a leak or a blockage at a company's office, shop or dormitory and prints its 請求書 on the
// spot with a handheld thermal printer: a narrow slip in a monospaced face (請求書 in double size, the company, 〒 address,
// TEL, 登録番号, the buyer with 様, 発行日 with its 曜日 and the time, 請求No., 担当, 作業場所, each row on two lines — 品名,
// then 数量 × 単価 and 金額 — prices 税込 with 内消費税 or 税抜 with 消費税, 合計 in double size, お支払期限, the お振込先 with
// the holder in 半角カナ). The buyer's 経理 pasted the slip onto its own 証憑貼付台紙 and wrote its entries in ballpoint
// (起票日, 支払先 shortened, 勘定科目 修繕費, 部門, 金額, 支払予定日 on the company's own 支払日, 摘要) under a row of 承認 boxes
// with seals: the fields are the slip's.
const SUIDOU_TRADES = [
  ['水道設備', 'スイドウセツビ'],
  ['管工', 'カンコウ'],
  ['設備工業', 'セツビコウギョウ'],
  ['水道工業', 'スイドウコウギョウ'],
];
const SUIDOU_SPOTS = [
  '本社2F 給湯室',
  '本社1F 男子トイレ',
  '第二工場 手洗い場',
  '店舗 厨房',
  '社員寮 浴室',
  '倉庫 屋外散水栓',
  '事務所 女子トイレ',
];
// [品名, 単位, 単価 lo–hi (10-yen steps)]
const SUIDOU_WORKS = [
  ['漏水調査', '式', 5000, 15000],
  ['水栓カートリッジ交換 作業料', '式', 6000, 12000],
  ['部品 シングルレバー用カートリッジ', '個', 3500, 8500],
  ['トイレ詰まり除去(ローポンプ)', '式', 8000, 15000],
  ['排水管 高圧洗浄', 'm', 1500, 3000],
  ['ボールタップ交換 作業料', '式', 6000, 10000],
  ['部品 ボールタップ', '個', 2500, 5500],
  ['止水栓パッキン交換', '箇所', 1500, 3500],
  ['給水管 漏水補修(露出部)', '式', 12000, 35000],
  ['排水トラップ交換', '式', 8000, 16000],
];
const SLIP_W = 40;
LAYOUTS.push({
  id: 'L165-suidou-daishi',
  split: 'dev',
  title:
    "水道 company's 請求書 printed on the spot by a handheld thermal printer, the slip pasted on the buyer's 証憑貼付台紙 under its own ballpoint entries (起票日, 支払予定日, 金額) and 承認 seals; 税込 or 税抜 rows, 半角カナ holder, slash dates with 曜日 and time",
  exercises:
    "a 水道 company in a country town (…水道設備 / …管工 / …設備工業 / …水道工業, a family's 有限会社 or 株式会社, (有)/(株) on the slip sometimes; a town address, TEL on the town's area code, 登録番号) repairs a leak or a blockage at a company's 本社 / 工場 / 店舗 / 社員寮 and prints its 請求書 on the spot from a handheld thermal printer: a narrow slip in a monospaced face, 請求書 in double size, the company, 〒, address, TEL, 登録番号, a dashed rule, the buyer with 様, 発行日 2026/01/15(木) 14:32, 請求No. 260115-003, 担当, 作業場所, each row on two lines (出張費 / 漏水調査 / 水栓カートリッジ交換 作業料 / 部品 … / トイレ詰まり除去 / 排水管 高圧洗浄 by the m / 夜間・休日割増 on a weekend, then 1式 × 8,800 and the 金額 at the right), prices 税込 with 合計(税込), 10%対象 and 内消費税, or 税抜 with 小計 / 消費税(10%) / 合計, the 合計 in double size (the amount to pay), お支払期限 2026/02/28, the お振込先 (a regional bank / 信用金庫 / 信用組合 of the prefecture without codes, or a city bank) with the holder in 半角カナ (ﾕ)ﾔﾏﾀﾞｽｲﾄﾞｳｾﾂﾋﾞ). The buyer's 経理 pasted the slip, a little askew, onto its own A4 証憑貼付台紙 (支払用, the buyer's name and 経理部 at the top, 承認 boxes 経理部長 / 経理 / 起票者 with red seals) and filled in its entries in blue ballpoint: 起票日 (a few days after), 伝票No., 支払先 shortened (山田水道), 勘定科目 修繕費, 部門, 金額 ¥…-, 支払予定日 on the company's own 支払日 (never the slip's お支払期限), 支払方法 ☑振込, 摘要; the fields are the slip's: issue_date its 発行日, due_date its お支払期限, issuer_name the company as the slip prints it",
  opts: (r, inst) => ({ rates: '10', bank: ['other', 'main', 'other'][inst] }),
  render(d, r) {
    const sn = setFamilyCorp(d, r, SUIDOU_TRADES, [
      ['有限会社', 'ユ'],
      ['有限会社', 'ユ'],
      ['株式会社', 'カ'],
    ]);
    const town = relocate(d, r, true);
    const pref = prefOf(town);
    if (!d.bank.main) localBank(d, r, [...REGIONAL_BANKS[pref], TOWN_SHINKUMI[pref]]);
    ordinaryAtNetBank(d);
    if (r.chance(0.7)) d.type = 2;
    const [y, m] = d.issue;
    d.issue = [y, m, r.int(1, endOfMonth(y, m)[2])];
    const nm = addMonths([y, m], 1);
    d.due = r.chance(0.5) ? endOfMonth(...nm) : addDays(d.issue, r.pick([14, 30]));
    d.no = `${String(y).slice(2)}${pad2(m)}${pad2(d.issue[2])}-${String(r.int(1, 12)).padStart(3, '0')}`;
    const wd = weekday(d.issue);
    const weekend = wd === '土' || wd === '日';
    const time = `${r.int(weekend ? 9 : 10, 19)}:${pad2(r.int(0, 59))}`;
    const spot = r.pick(SUIDOU_SPOTS);
    const rows = [];
    const add = (name, qty, unit, price) => rows.push({ name, qty, unit, price, amount: qty * price });
    add('出張費', 1, '回', r.int(30, 55) * 100);
    for (const [name, unit, lo, hi] of shuffle(r, SUIDOU_WORKS).slice(0, r.int(1, 3))) {
      const qty = unit === 'm' ? r.int(3, 15) : unit === '箇所' ? r.int(1, 3) : unit === '個' ? r.int(1, 2) : 1;
      add(name, qty, unit, r.int(lo / 10, hi / 10) * 10);
    }
    if (weekend) add('休日割増', 1, '式', r.int(30, 80) * 100);
    const inclusive = r.chance(0.5);
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const gross = rows.reduce((t, x) => t + x.amount, 0);
    const total = inclusive ? gross : d.sum.total;
    const innerTax = Math.floor((gross * 10) / 110);
    const issuer = r.chance(0.4) ? abbreviated(d, 0) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half-big']));
    const slash = ([yy, mm, dd]) => `${yy}/${pad2(mm)}/${pad2(dd)}`;
    const staff = r.pick(SURNAMES)[0];
    // The slip, line by line: 40 columns, full-width characters taking two.
    const line = (l, rt = '') => `${padR(l, SLIP_W - printCols(rt))}${rt}`;
    const rule = '-'.repeat(SLIP_W);
    const esc = (t) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    const L = [];
    const big = (t) => L.push(`<div class="dbl">${esc(t)}</div>`);
    const txt = (t) => L.push(`<div>${esc(t) || '&nbsp;'}</div>`);
    big('請 求 書');
    txt('');
    txt(padC(issuer, SLIP_W).trimEnd());
    txt(`〒${d.zip}`);
    txt(d.address);
    txt(`TEL ${d.tel}`);
    txt(`登録番号 ${d.reg}`);
    txt(rule);
    txt(`${d.buyerName} 様`);
    txt(line('発行日', `${slash(d.issue)}(${wd}) ${time}`));
    txt(line('請求No.', d.no));
    txt(line('担当', staff));
    txt(`作業場所:${spot}`);
    txt(rule);
    for (const x of rows) {
      txt(x.name);
      txt(line(`   ${x.qty}${x.unit} × ${yen(x.price)}`, yen(x.amount)));
    }
    txt(rule);
    if (inclusive) {
      txt(line('小計(税込)', yen(gross)));
      txt(line(' (10%対象', `${yen(gross)})`));
      txt(line(' (内消費税', `${yen(innerTax)})`));
    } else {
      txt(line('小計(税抜)', yen(d.sum.subtotal)));
      txt(line('消費税(10%)', yen(d.sum.tax)));
    }
    big(`合計 ¥${yen(total)}`);
    txt('='.repeat(SLIP_W));
    txt(line('お支払期限', slash(d.due)));
    txt('お振込先');
    txt(` ${d.bank.name} ${d.branch.name}`);
    txt(` ${TYPE_LABEL[d.type]} ${d.account}`);
    txt(` ${holder}`);
    txt(rule);
    txt('※振込手数料はご負担願います');
    txt('ご利用ありがとうございました');
    // The buyer's 台紙 and what its 経理 wrote on it.
    const filed = addDays(d.issue, r.int(1, 6));
    const payOptions = [[...nm, 25], [...nm, 10], endOfMonth(...nm), [...addMonths(nm, 1), 10]].filter(
      (x) => iso(x) !== iso(d.due),
    );
    const payDay = r.pick(payOptions);
    const pen = r.pick(['#1b2f8a', '#243a9a', '#222']);
    const tilt = () => `transform: rotate(${r.range(-1.5, 1.5).toFixed(2)}deg)`;
    const hw = (t) => `<span class="hw" style="${tilt()}">${t}</span>`;
    const people = shuffle(r, SURNAMES).slice(0, 3);
    const sealed = [r.chance(0.6), true, true];
    const dept = r.pick(['総務部', '管理部', '製造部', '店舗運営部', '総務課']);
    const handDate = ([yy, mm, dd], full) => (full ? `${yy}/${mm}/${dd}` : `${mm}/${dd}`);
    const job = rows.find((x) => x.name !== '出張費').name.replace(/ 作業料|部品 /, '');
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #333; }
      .wrap { position: relative; height: 1123px; padding: 36px 44px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-end; }
      .ti { font-size: 20px; letter-spacing: .35em; font-weight: 700; color: #444; } .ti span { font-size: 11px; letter-spacing: .1em; font-weight: 400; }
      .own { font-size: 10px; color: #555; margin-top: 4px; }
      .appr { border-collapse: collapse; } .appr th { border: 1px solid #777; font-size: 8px; font-weight: normal; padding: 1px 6px; background: #f2f2f2; } .appr td { border: 1px solid #777; width: 46px; height: 42px; position: relative; }
      .ps { position: absolute; left: 8px; top: 6px; width: 29px; height: 29px; border: 1.5px solid #d0312d; border-radius: 50%; color: #d0312d; font-family: 'Noto Serif CJK JP'; font-size: 11px; display: flex; align-items: center; justify-content: center; opacity: .85; }
      .ent { width: 100%; border-collapse: collapse; margin-top: 10px; } .ent th { border: 1px solid #777; background: #f2f2f2; font-weight: normal; width: 80px; padding: 3px 6px; text-align: left; } .ent td { border: 1px solid #777; height: 30px; padding: 2px 10px; }
      .hw { color: ${pen}; display: inline-block; font-size: 14px; font-weight: 500; }
      .paste { position: relative; margin-top: 12px; border: 1.5px dashed #999; height: 800px; }
      .paste .lbl { position: absolute; right: 10px; top: 6px; font-size: 9px; color: #888; }
      .slip { position: absolute; left: ${r.int(110, 250)}px; top: ${r.int(14, 36)}px; background: #fdfdfb; padding: 18px 16px 24px; box-shadow: 1px 2px 4px rgba(0,0,0,.25); ${`transform: rotate(${r.range(-2, 2).toFixed(2)}deg)`};
        font-family: 'Noto Sans Mono CJK JP'; font-size: 11.5px; line-height: 1.42; color: #2a2a2a; white-space: pre; }
      .slip .dbl { font-size: 19px; line-height: 1.3; text-align: center; font-weight: 700; white-space: nowrap; }`;
    const page = `<div class="wrap">
      <div class="top"><div><div class="ti">証憑貼付台紙<span>（支払用）</span></div><div class="own">${d.buyerName}　経理部</div></div>
        <table class="appr"><tr><th>経理部長</th><th>経理</th><th>起票者</th></tr><tr>${people
          .map((p, i) => `<td>${sealed[i] ? `<div class="ps" style="${tilt()}">${p[0].slice(0, 2)}</div>` : ''}</td>`)
          .join('')}</tr></table></div>
      <table class="ent"><tr><th>起票日</th><td>${hw(handDate(filed, true))}</td><th>伝票No.</th><td>${hw(`${r.int(100, 980)}`)}</td></tr>
        <tr><th>支払先</th><td colspan="3">${hw(`${sn}水道`)}</td></tr>
        <tr><th>勘定科目</th><td>${hw('修繕費')}</td><th>部門</th><td>${hw(dept)}</td></tr>
        <tr><th>金額</th><td>${hw(`¥${yen(total)}-`)}</td><th>支払予定日</th><td>${hw(handDate(payDay, r.chance(0.4)))}</td></tr>
        <tr><th>支払方法</th><td colspan="3">☑ 振込　　□ 現金　　□ 口座振替　　□ その他（　　　　）</td></tr>
        <tr><th>摘要</th><td colspan="3">${hw(`${spot} ${job}`)}</td></tr></table>
      <div class="paste"><div class="lbl">証憑貼付欄（のり付け・ホチキス止め不可）</div><div class="slip">${L.join('')}</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 166 — a ペット霊園 (its name set as the header — ペット霊園 やすらぎの丘, ひだまりペットメモリアルパーク — run by a company:
// 株式会社 / 有限会社 …ペットメモリアル / …ペットセレモニー / …動物霊園 / …ペット葬祭, set in a 運営会社 block at the foot) bills
// an 動物病院 for the month's 受託火葬 of the animals that died in its care: one row per お預かり (受付日, 受付No., お名前
// モモちゃん, 種類 犬（柴）/ 猫 / ウサギ …, 体重 kg to one decimal, 区分 合同火葬 or 個別火葬（返骨）, 料金 by the weight's
// tier), 引取出張料 by the visit, 骨壺・骨袋 for each 返骨, 小計 / 消費税 / 合計; its 料金表 (税抜) in a box at the side, the
// お振込先 with its 金融機関コード and 店番 (or ゆうちょ 記号・番号), R8.1.31 dates.
const PET_TRADES = [
  ['ペットメモリアル', 'ペットメモリアル'],
  ['ペットセレモニー', 'ペットセレモニー'],
  ['動物霊園', 'ドウブツレイエン'],
  ['ペット葬祭', 'ペットソウサイ'],
];
const PET_PARKS = ['ペット霊園 {w}の丘', '{w}ペットメモリアルパーク', 'ペットの森 {w}'];
const PET_PARK_WORDS = ['やすらぎ', 'ひだまり', '虹', '四季', 'そよかぜ', 'ほほえみ'];
const PET_CLINICS = ['{s}動物病院', '{s}どうぶつ病院', '株式会社{s}アニマルクリニック', '{s}犬猫病院'];
// [種類, 体重 lo–hi in 0.1 kg]
const PET_KINDS = [
  ['犬（チワワ）', 15, 40],
  ['犬（トイ・プードル）', 20, 60],
  ['犬（柴）', 60, 120],
  ['犬（ゴールデン・レトリーバー）', 220, 350],
  ['猫', 25, 65],
  ['猫', 30, 70],
  ['ウサギ', 10, 30],
  ['フェレット', 6, 15],
  ['ハムスター', 1, 2],
  ['インコ', 1, 1],
];
const PET_NAMES = ['モモ', 'ココ', 'レオ', 'ソラ', 'チョコ', 'マロン', 'ハナ', 'コタロウ', 'ムギ', 'ルナ', 'ミルク', 'タロウ'];
// [the tier's upper bound in 0.1 kg, its label]
const PET_TIERS = [
  [10, '〜1kg'],
  [50, '1kg超〜5kg'],
  [100, '5kg超〜10kg'],
  [200, '10kg超〜20kg'],
  [Infinity, '20kg超'],
];
LAYOUTS.push({
  id: 'L166-pet-reien',
  split: 'dev',
  title:
    "ペット霊園's monthly 御請求書 to an 動物病院 for 受託火葬: the 霊園's name as the header over its 運営会社 at the foot, one row per お預かり (お名前, 種類, 体重 kg, 合同 / 個別火葬), a 料金表 box at the side, 金融機関コード and 店番 printed, R8.1.31 dates",
  exercises:
    "a ペット霊園 (ペット霊園 やすらぎの丘 / ひだまりペットメモリアルパーク / ペットの森 虹, set large as the header with a line of praise under it) run by a company (株式会社 / 有限会社 …ペットメモリアル / …ペットセレモニー / …動物霊園 / …ペット葬祭, set with its 〒 address, TEL/FAX and 登録番号 in a 運営会社 block at the foot under a 角印; issuer_name the company, not the 霊園) bills an 動物病院 (…動物病院 / …どうぶつ病院 / 株式会社…アニマルクリニック, 御中, 院長 … 先生) for the month's 受託火葬: 御請求書, No. and 発行日 (R8.1.31 or R08.01.31) at the top right, ご請求金額（税込）boxed with お支払期限, 対象期間, one row per お預かり (受付日 1/5, 受付No., お名前 モモちゃん, 種類 犬（チワワ）/ 犬（柴）/ 猫 / ウサギ / フェレット / ハムスター / インコ, 体重 3.2kg, 区分 合同火葬 or 個別火葬（返骨）, 料金 by the weight's tier), 引取出張料 by the visit (n回), 骨壺・骨袋（返骨分）by the 組, 小計 / 消費税（10%）/ 合計 (the amount to pay); a 料金表（税抜）box at the right of the rows (合同火葬 and 個別火葬 by the weight's tier: 〜1kg / 1kg超〜5kg / … / 20kg超, with amounts that are not billed); the お振込先 with its codes (…信用金庫（金融機関コード 1344）…支店（店番 123）普通 1234567, or a city bank so, or ゆうちょ銀行 記号・番号; holder ｶ)…/ﾕ)… half-width or full), R8.1.31 dates",
  opts: (r, inst) => ({ rates: '10', bank: ['other', 'main', 'yucho'][inst] }),
  render(d, r) {
    setCorp(d, r, PET_TRADES, [
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    landline(d);
    if (!d.bank.main && r.chance(0.5)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const park = r.pick(PET_PARKS).replace('{w}', r.pick(PET_PARK_WORDS));
    const [y, m] = d.issue;
    const end = endOfMonth(y, m);
    d.issue = r.chance(0.7) ? end : addDays(end, r.int(1, 4));
    redate(d);
    const nm = addMonths([y, m], 1);
    d.due = r.chance(0.6) ? endOfMonth(...nm) : [...nm, r.pick([15, 20])];
    const [bs] = r.pick(SURNAMES);
    d.buyerName = r.pick(PET_CLINICS).replace('{s}', bs);
    const goudou = [r.int(30, 50), r.int(60, 90), r.int(100, 130), r.int(150, 190), r.int(220, 280)].map((x) => x * 100);
    const plus = r.int(8, 12) * 1000;
    const kobetsu = goudou.map((x) => x + plus);
    const tierOf = (w10) => PET_TIERS.findIndex(([hi]) => w10 <= hi);
    // The cases: on a few 引取 days, one to three each.
    const visits = shuffle(
      r,
      Array.from({ length: end[2] }, (_, i) => i + 1),
    )
      .slice(0, r.int(2, 5))
      .sort((a, b) => a - b);
    const cases = [];
    let seq = r.int(1, 40);
    for (const dd of visits)
      for (let k = r.int(1, 3); k > 0; k--) {
        const [kind, lo, hi] = r.pick(PET_KINDS);
        const w10 = r.int(lo, hi);
        const own = r.chance(0.25);
        const t = tierOf(w10);
        cases.push({
          dd,
          no: `${String(y).slice(2)}${pad2(m)}-${String(seq++).padStart(3, '0')}`,
          pet: `${r.pick(PET_NAMES)}ちゃん`,
          kind,
          w: (Math.max(w10, 1) / 10).toFixed(1),
          own,
          amount: own ? kobetsu[t] : goudou[t],
        });
      }
    const pickup = r.pick([2000, 3000, 3500]);
    const urns = cases.filter((x) => x.own).length;
    const urn = r.pick([2500, 3000, 4000]);
    d.items = [
      ...cases.map((x) => ({ name: x.pet, amount: x.amount, rate: 10 })),
      { name: '引取出張料', amount: visits.length * pickup, rate: 10 },
      ...(urns ? [{ name: '骨壺・骨袋', amount: urns * urn, rate: 10 }] : []),
    ];
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = r.chance(0.6) ? DATE_FORMATS.warekiShort : warekiShortPad;
    const issuer = r.chance(0.3) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full', 'half-big']));
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const acct = d.yucho
      ? `ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}`
      : `${d.bank.name}（金融機関コード ${d.bank.code}）　${d.branch.name}（店番 ${d.branch.code}）　${TYPE_LABEL[d.type]}　${d.account}`;
    const accent = r.pick(['#6b5b8a', '#4f7a5a', '#8a6b4f']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #2a2a2a; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 36px 46px 0; }
      .park { text-align: center; font-family: 'Noto Serif CJK JP'; font-size: 24px; font-weight: 700; color: ${accent}; letter-spacing: .18em; }
      .praise { text-align: center; font-size: 9.5px; color: #777; margin-top: 2px; letter-spacing: .1em; }
      .no { position: absolute; right: 46px; top: 92px; text-align: right; line-height: 1.7; }
      h1 { font-size: 18px; letter-spacing: .6em; margin: 26px 0 10px; font-weight: 500; border-bottom: 1px solid ${accent}; display: inline-block; padding-right: 10px; }
      .to .n { font-size: 14px; font-weight: 700; }
      .amt { margin-top: 10px; display: flex; gap: 0; border: 1.5px solid ${accent}; width: 470px; } .amt div { padding: 5px 12px; } .amt .l { background: ${accent}; color: #fff; } .amt .v { font-size: 18px; font-weight: 700; flex: 1; text-align: right; }
      .mid { display: flex; gap: 12px; margin-top: 12px; align-items: flex-start; }
      .det { flex: 1; border-collapse: collapse; } .det th { background: #f1eef5; border: 1px solid #aaa; font-weight: normal; padding: 3px 2px; font-size: 9px; } .det td { border: 1px solid #bbb; padding: 3px 4px; white-space: nowrap; } .det td.c { text-align: center; }
      .price { width: 150px; border: 1px solid ${accent}; font-size: 8.5px; padding: 6px 8px; line-height: 1.5; } .price .h { color: ${accent}; font-weight: 700; text-align: center; margin-bottom: 4px; }
      .price table { width: 100%; border-collapse: collapse; } .price td { padding: 1px 0; border-bottom: 1px dotted #bbb; }
      .sum { border-collapse: collapse; margin: 10px 162px 0 auto; } .sum td { border: 1px solid #bbb; padding: 3px 10px; } .sum td.num { width: 110px; } .sum tr.t td { font-weight: 700; font-size: 12px; border: 1.5px solid #333; }
      .bank { margin-top: 16px; border: 1px solid #bbb; padding: 8px 12px; line-height: 1.8; }
      .co { position: absolute; left: 46px; right: 46px; bottom: 46px; border-top: 1px solid #ccc; padding-top: 10px; font-size: 9.5px; line-height: 1.6; }
      .co .nm { font-size: 12.5px; font-weight: 700; }`;
    const body = cases
      .map(
        (x) =>
          `<tr><td class="c">${m}/${x.dd}</td><td class="c">${x.no}</td><td>${x.pet}</td><td>${x.kind}</td><td class="num">${x.w}kg</td><td>${x.own ? '個別火葬（返骨）' : '合同火葬'}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const extra = `<tr><td colspan="6">引取出張料（${visits.map((dd) => `${m}/${dd}`).join('・')}）　${visits.length}回 × ${yen(pickup)}</td><td class="num">${yen(visits.length * pickup)}</td></tr>${
      urns
        ? `<tr><td colspan="6">骨壺・骨袋（返骨分）　${urns}組 × ${yen(urn)}</td><td class="num">${yen(urns * urn)}</td></tr>`
        : ''
    }`;
    const priceList = PET_TIERS.map(
      ([, label], i) => `<tr><td>${label}</td><td class="num">${yen(goudou[i])}</td><td class="num">${yen(kobetsu[i])}</td></tr>`,
    ).join('');
    const page = `<div class="wrap">
      <div class="park">${park}</div><div class="praise">〜 大切なご家族の旅立ちを、心をこめてお手伝いいたします 〜</div>
      <div class="no">No. ${d.no}<br>発行日　${fmt(d.issue)}</div>
      <h1>御請求書</h1>
      <div class="to"><span class="n">${d.buyerName}　御中</span><br>院長　${d.buyerPerson}　先生</div>
      <div style="margin-top:6px">平素より格別のお引き立てを賜り厚く御礼申し上げます。${fmt([y, m, 1])}〜${fmt(end)} お預かり分の火葬料を下記のとおりご請求申し上げます。</div>
      <div class="amt"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(s.total)}</div></div>
      <div style="margin-top:4px">お支払期限　${fmt(d.due)}</div>
      <div class="mid"><table class="det"><tr><th style="width:34px">受付日</th><th style="width:62px">受付No.</th><th>お名前</th><th>種類</th><th style="width:44px">体重</th><th>区分</th><th style="width:62px">料金</th></tr>${body}${extra}</table>
        <div class="price"><div class="h">料金表（税抜）</div><table><tr><td>体重</td><td class="num">合同</td><td class="num">個別</td></tr>${priceList}</table><div style="margin-top:4px">引取出張料 1回 ${yen(pickup)}円<br>骨壺・骨袋 1組 ${yen(urn)}円</div></div></div>
      <table class="sum"><tr><td>小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="t"><td>合計</td><td class="num">¥${yen(s.total)}</td></tr></table>
      <div class="bank"><b>お振込先</b>　${acct}<br>口座名義　${holder}<br><span style="font-size:9px">※恐れ入りますが振込手数料は貴院にてご負担ください。</span></div>
      <div class="co" style="position:absolute"><div style="position:relative;width:360px">運営会社<div class="nm">${issuer}</div>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${reg}${kakuin(d, `right: ${r.int(-10, 20)}px; top: ${r.int(0, 16)}px; opacity: .55;`)}</div></div></div>`;
    const showCodes = !d.yucho;
    return { pages: [page], css, printed: { issuer, holder, showBankCode: showCodes, showBranchCode: showCodes } };
  },
});
