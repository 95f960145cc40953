// Invoice corpus layouts L149–L154: each pushed onto core.mjs's LAYOUTS, in order.
import {
  DATE_FORMATS,
  GIVEN,
  LAYOUTS,
  STEMS,
  SURNAMES,
  TRADES,
  TYPE_LABEL,
  YAGO_WORDS,
  addDays,
  endOfMonth,
  holderPrinted,
  pad2,
  reiwa,
  summarize,
  yen,
} from './core.mjs';
import { regHyphen, regSpaced, shortNo, withholding } from './layouts-013-018.mjs';
import { kakuin, landline, setYago, shuffle, weekday, zen } from './layouts-019-028.mjs';
import { abbreviated, mail, setCorp } from './layouts-029-034.mjs';
import { addrHtml, ordinaryAtNetBank, rebank, tri } from './layouts-035-040.mjs';
import { daysBetween } from './layouts-047-052.mjs';
import { prefOf } from './layouts-053-058.mjs';
import { periodStart } from './layouts-077-082.mjs';
import { TOWN_JA, cityOf, relocate, warekiDual } from './layouts-089-094.mjs';
import { addMonths, roundSeal, yagoHolder } from './layouts-095-100.mjs';
import { MANSION_NAMES } from './layouts-131-136.mjs';
import { LOCAL_BRANCHES, TOWN_SHINKUMI } from './layouts-137-142.mjs';
import { REGIONAL_BANKS, localBank, redate, setFamilyCorp, zenNum } from './layouts-143-148.mjs';

// ---- 149–154: written blind as the twenty-second round's fresh set, measured once (ADR 0025), now dev.

/** A ゆうちょ 記号・番号 drawn as makeData draws it, for an account printed beside the one expected. */
const yuchoPair = (r) => ({ symbol: `1${r.digits(3)}0`, number: `${r.int(1, 9)}${r.digits(6)}1` });
/** The town of an address in TOWNS, its 郡 dropped (東茨城郡茨城町 → 茨城町). */
const townOf = (address) => cityOf(address).replace(/^.+郡/, '');

// 149 — a 新聞販売店 (a sole proprietor under its 屋号 …新聞店 / …新聞舗 / …新聞販売所, or a small 有限会社 of the same name)
// in a country town bills a company's office or factory in the town for the papers it delivers there, for a month or, paid
// ahead, three or six: 新聞購読料 ご請求書 from the shop's 顧客管理 software, the buyer's 〒 address and name set where a 長3
// envelope's window shows them (top left), 請求日 / 請求書No. / お客様番号 and the shop (屋号, 代表, 〒 address, TEL/FAX,
// 登録番号, a round 認印) at the right, one row per paper (新聞名, 部数, 月額 税込, 期間 R8.2〜R8.4, 月数, 金額 税込, ※ for 8%):
// 日刊紙 at 8% (軽減税率), a weekly at 10% sometimes; the prices 税込 as papers are sold, and no ご請求金額 box: the total only
// as the 合計 row of the 税率別 summary (対象金額 税込 / うち消費税 per rate); two 振込先 printed as alternatives (①②, いずれか
// の口座へ) over one 口座名義: a regional bank or 信用金庫 of the prefecture (no codes) and ゆうちょ 記号・番号, in either order —
// the account is ①, the first listed (as L30); 令和 dates.
const SHINBUN_TRADES = [
  ['新聞店', 'シンブンテン'],
  ['新聞店', 'シンブンテン'],
  ['新聞舗', 'シンブンホ'],
  ['新聞販売所', 'シンブンハンバイショ'],
];
// [新聞名, 月額（税込）, 税率]
const DAILY_PAPERS = [
  ['日本経済新聞（統合版）', 4800, 8],
  ['朝日新聞（統合版）', 4400, 8],
  ['読売新聞（統合版）', 4400, 8],
  ['毎日新聞（統合版）', 4300, 8],
  ['産経新聞', 3900, 8],
  ['日刊工業新聞', 4800, 8],
  ['日経MJ（週3回発行）', 2000, 8],
];
const WEEKLY_PAPERS = [
  ['日経ヴェリタス（週刊）', 1900, 10],
  ['週刊 地域経済ジャーナル', 2200, 10],
  ['The Japan Times Alpha（週刊）', 1850, 10],
];
const LOCAL_PAPERS = {
  茨城県: '茨城新聞',
  埼玉県: '埼玉新聞',
  栃木県: '下野新聞',
  長野県: '信濃毎日新聞',
  千葉県: '千葉日報',
  群馬県: '上毛新聞',
  静岡県: '静岡新聞',
};
const SHINBUN_SITES = ['{t}工場', '{t}営業所', '本社', '{t}事業所', '{t}物流センター', '{t}支店'];
LAYOUTS.push({
  id: 'L149-shinbun-koudokuryou',
  split: 'dev',
  title:
    "新聞販売店's 新聞購読料 ご請求書 to a company's office in its town: buyer in the window position, prices 税込 at 8% (10% for a weekly), the total only in the 税率別 summary, two 振込先 (local bank and ゆうちょ 記号・番号) as alternatives, 令和 dates",
  exercises:
    "a 新聞販売店 in a country town (a sole proprietor under its 屋号 …新聞店 / …新聞舗 / …新聞販売所 with 代表 and the owner's name, or a 有限会社 of the same name; a town address with a 番地 or 1234-5, TEL/FAX on the town's area code) bills a company's 工場 / 営業所 / 本社 in the same town for the papers it delivers there, monthly or three or six months ahead: 新聞購読料 ご請求書 at the top right, the buyer's 〒 address, name with 御中 and its site under it set at the top left where a 長3 envelope's window shows them, 請求日 / 請求書No. / お客様番号 at the right over the shop's block (屋号 or company, 代表 / 代表取締役, 〒 address, TEL/FAX, 登録番号) with a round 認印, a greeting, one row per paper (新聞名 日本経済新聞（統合版）/ 朝日新聞 / 読売新聞 / 日刊工業新聞 / 日経MJ / the prefecture's paper at 8% marked ※, a weekly at 10% sometimes; 部数, 月額（税込）, 期間 R8.2 or R8.2〜R8.4, 月数, 金額（税込）), the prices 税込 (内税) and no ご請求金額 box: the amount to pay only as the 合計 row of the 税率別 summary under the table (税率 | 対象金額（税込）| うち消費税: 8%（軽減税率）, 10% when a weekly is taken, 合計), お支払期限 at its left, and at the foot two 振込先 as alternatives (下記いずれかの口座へ, ① ②) over one 口座名義: a regional bank or 信用金庫 of the prefecture without codes and ゆうちょ銀行 記号・番号 (with the 他金融機関から 店名 line sometimes when it comes first), in either order — expected is ①; the holder the 屋号's kana with the owner's name (ﾔﾏﾀﾞｼﾝﾌﾞﾝﾃﾝ ﾔﾏﾀﾞ ﾀﾛｳ) or the name alone, ﾕ)… for a 有限会社, half-width or full; 令和 dates",
  opts: (r, inst) => ({ sole: inst !== 2, rates: '10', bank: inst === 1 ? 'yucho' : 'other' }),
  render(d, r) {
    let holderBase;
    let family = '';
    if (d.sole) {
      const [trade, tradeKana] = r.pick(SHINBUN_TRADES);
      setYago(d, trade);
      holderBase = r.chance(0.65) ? yagoHolder(d, tradeKana, true) : d.holderBase;
    } else {
      family = setFamilyCorp(d, r, SHINBUN_TRADES, [['有限会社', 'ユ']]);
      holderBase = d.holderBase;
    }
    const town = relocate(d, r, true);
    const pref = prefOf(town);
    const tn = townOf(town);
    const yuchoFirst = Boolean(d.yucho);
    const locals = [...REGIONAL_BANKS[pref], TOWN_SHINKUMI[pref]];
    let other;
    if (yuchoFirst) {
      const branch = r.pick(LOCAL_BRANCHES);
      other = { name: r.pick(locals), branch, type: r.chance(0.85) ? 2 : 1, account: r.digits(7) };
    } else {
      localBank(d, r, locals);
      if (r.chance(0.8)) d.type = 2;
      other = yuchoPair(r);
    }
    // Billed around the 20th for the month after (and the next ones when paid ahead).
    const [y, m] = d.issue;
    d.issue = [y, m, r.int(18, 26)];
    redate(d);
    const months = r.chance(0.55) ? 1 : r.pick([3, 3, 6]);
    const first = addMonths([y, m], 1);
    const last = addMonths(first, months - 1);
    d.due = r.chance(0.6) ? endOfMonth(...first) : [first[0], first[1], r.pick([10, 15, 20])];
    const rMonth = ([yy, mm]) => `R${yy - 2018}.${mm}`;
    const span = months === 1 ? rMonth(first) : `${rMonth(first)}〜${rMonth(last)}`;
    const papers = shuffle(r, [...DAILY_PAPERS, [LOCAL_PAPERS[pref], r.int(33, 44) * 100, 8]]).slice(0, r.int(2, 4));
    if (r.chance(0.35)) papers.push(r.pick(WEEKLY_PAPERS));
    const rows = papers.map(([name, price, rate]) => {
      const copies = r.chance(0.7) ? 1 : r.int(2, 3);
      return { name, price, rate, copies, amount: price * copies * months };
    });
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: x.rate }));
    const by = [8, 10]
      .map((rate) => {
        const gross = rows.filter((x) => x.rate === rate).reduce((t, x) => t + x.amount, 0);
        return { rate, gross, tax: Math.floor((gross * rate) / (100 + rate)) };
      })
      .filter((b) => b.gross > 0);
    const total = by.reduce((t, b) => t + b.gross, 0);
    const taxAll = by.reduce((t, b) => t + b.tax, 0);
    const fmt = DATE_FORMATS.wareki;
    const issuer = d.issuerName;
    const holder = holderPrinted({ holderBase }, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const custNo = `${r.int(1, 9)}${r.digits(1)}-${r.digits(4)}`;
    const [bs] = r.pick(STEMS);
    const [bt] = r.pick(TRADES);
    d.buyerName = r.chance(0.5) ? `株式会社${bs}${bt}` : `${bs}${bt}株式会社`;
    const site = r.pick(SHINBUN_SITES).replace('{t}', tn.replace(/[市町村]$/, ''));
    d.buyerZip = d.zip;
    d.buyerAddress = `${town}${r.int(12, 3999)}-${r.int(1, 9)}`;
    const otherLine = yuchoFirst && r.chance(0.5);
    const yuchoHtml = (acc, withShop) =>
      `ゆうちょ銀行　記号 ${acc.symbol}　番号 ${acc.number}${
        withShop
          ? `<br><span class="sm">（他金融機関からのお振込み）店名 ${d.branch.name}（店番 ${d.branch.code}）${TYPE_LABEL[d.type]}預金 ${d.account}</span>`
          : ''
      }`;
    const bankHtml = (b) => `${b.name}　${b.branch}　${TYPE_LABEL[b.type]}預金　${b.account}`;
    const accounts = yuchoFirst
      ? [yuchoHtml(d.yucho, otherLine), bankHtml(other)]
      : [bankHtml({ name: d.bank.name, branch: d.branch.name, type: d.type, account: d.account }), yuchoHtml(other, false)];
    const ink = r.pick(['#1d3557', '#2f2f2f', '#264653']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #222; }
      .wrap { position: relative; height: 1123px; padding: 0 50px; }
      .win { position: absolute; left: 87px; top: 58px; width: 330px; height: 160px; line-height: 1.65; font-size: 11px; }
      .win .n { font-size: 15px; font-weight: 700; white-space: nowrap; }
      .rh { position: absolute; right: 50px; top: 40px; width: 300px; }
      h1 { margin: 0 0 8px; font-size: 19px; letter-spacing: .12em; color: ${ink}; border-bottom: 3px solid ${ink}; padding-bottom: 4px; text-align: right; }
      .mt { margin-left: auto; } .mt td { padding: 1px 0 1px 12px; } .mt td:first-child { color: #555; }
      .shop { position: relative; margin-top: 10px; line-height: 1.55; font-size: 9.5px; } .shop .nm { font-size: 16px; font-weight: 700; white-space: nowrap; letter-spacing: .04em; }
      .body { position: absolute; left: 50px; right: 50px; top: 300px; }
      .g { border-collapse: collapse; } .g th { border: 1px solid #777; background: #eef1f4; font-weight: normal; padding: 3px 5px; } .g td { border: 1px solid #999; padding: 4px 6px; }
      .det { width: 100%; margin-top: 10px; } .det td.c { text-align: center; white-space: nowrap; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 12px; }
      .zei td { text-align: right; min-width: 92px; } .zei td:first-child { text-align: left; } .zei tr.t td { font-weight: 700; font-size: 12px; border-top: 2px solid #222; }
      .foot { position: absolute; left: 50px; right: 50px; bottom: 70px; border: 1.5px solid ${ink}; padding: 8px 14px; line-height: 1.9; }
      .foot .h { font-weight: 700; color: ${ink}; } .sm { font-size: 8.5px; color: #444; }
      .memo { position: absolute; left: 50px; right: 50px; bottom: 40px; font-size: 8.5px; color: #555; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td>${x.name}${x.rate === 8 ? ' ※' : ''}</td><td class="num">${x.copies}部</td><td class="num">${yen(x.price)}</td><td class="c">${span}</td><td class="num">${months}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const zei = by
      .map((b) => `<tr><td>${b.rate === 8 ? '8%（軽減税率）' : '10%'}</td><td>${yen(b.gross)}</td><td>${yen(b.tax)}</td></tr>`)
      .join('');
    const page = `<div class="wrap">
      <div class="win">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>${site}　ご担当者様</div>
      <div class="rh"><h1>新聞購読料 ご請求書</h1>
        <table class="mt"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書No.</td><td>${d.no}</td></tr><tr><td>お客様番号</td><td>${custNo}</td></tr></table>
        <div class="shop"><div class="nm">${issuer}</div>${d.sole ? `代表　${d.person}` : `代表取締役　${family} ${r.pick(GIVEN)[0]}`}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${reg}
          ${roundSeal(d, `right: ${r.int(0, 36)}px; top: ${r.int(0, 14)}px; width: 48px; height: 48px; font-size: 10px;`)}</div></div>
      <div class="body">
        <div>平素は格別のご愛読を賜り、厚く御礼申し上げます。${months === 1 ? `令和${reiwa(first[0])}年${first[1]}月分` : `${months}ヶ月分（${span}）`}の新聞購読料を下記のとおりご請求申し上げます。</div>
        <table class="g det"><tr><th>新聞名</th><th style="width:50px">部数</th><th style="width:84px">月額（税込）</th><th style="width:96px">期間</th><th style="width:40px">月数</th><th style="width:96px">金額（税込）</th></tr>${body}</table>
        <div class="low"><div style="line-height:1.9">お支払期限　<b style="font-size:12px">${fmt(d.due)}</b><br><span class="sm">※印は軽減税率（8%）対象です。新聞代金は消費税込みの価格です。</span></div>
          <table class="g zei"><tr><th>税率</th><th>対象金額（税込）</th><th>うち消費税</th></tr>${zei}
            <tr class="t"><td>合計</td><td>¥${yen(total)}</td><td>¥${yen(taxAll)}</td></tr></table></div></div>
      <div class="foot"><span class="h">お振込先</span>　下記いずれかの口座へお振込みください。<br>① ${accounts[0]}<br>② ${accounts[1]}<br>口座名義（共通）　${holder}</div>
      <div class="memo">※集金をご希望の場合、また休刊日・配達についてのお問い合わせは当店までご連絡ください。お振込手数料はご負担くださいますようお願いいたします。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 150 — a 屋形船 (a 船宿 run by a 有限会社 or a 株式会社 named after its owner's family: …丸 / …屋) bills a company for the
// 貸切 cruise of its 納涼会 / 忘年会 / 新年会 / お花見 / 歓送迎会 on a pre-printed 御請求書 form printed in one ink: the
// 屋形船's name set as a brand at the top left (屋形船 山田丸) with the company that runs it in the block at the bottom left
// (有限会社山田丸 or ㈲山田丸, 〒 address, TEL/FAX, 登録番号, a 角印), No. and the date at the top right, the buyer right-
// aligned under them with 様 and its 幹事, ご請求金額 boxed, the cruise as a ruled block (ご乗船日 with 曜日, 出船〜帰着, 乗船場,
// 船名 第二山田丸, ご人数, ご宴会名), rows (貸切乗船料 per head with the course and 飲み放題, 貸切保証料 for the heads short of
// the minimum sometimes, 延長料金 by the 30 minutes, お飲物追加, お土産 佃煮 to take home at 8%), 10%対象 / 8%対象 with their
// 消費税, 合計, the 予約金 paid at booking deducted (△, ご予約金) sometimes, 差引ご請求額 — the amount to pay, the ご請求金額
// box holding it; the 振込先 one line at the foot, 西暦 年月日 dates.
// [〒, the 本社's town, area code, 乗船場]
const YAKATA_PORTS = [
  ['140-0001', '東京都品川区北品川', '03', '北品川 船着場'],
  ['135-0047', '東京都江東区富岡', '03', '深川 門前仲町 船着場'],
  ['104-0053', '東京都中央区晴海', '03', '晴海 船着場'],
  ['111-0032', '東京都台東区浅草', '03', '浅草 吾妻橋 船着場'],
  ['143-0011', '東京都大田区大森本町', '03', '大森 船着場'],
  ['236-0002', '神奈川県横浜市金沢区鳥浜町', '045', '横浜 金沢八景 船着場'],
  ['540-0032', '大阪府大阪市中央区天満橋京町', '06', '天満橋 八軒家浜 船着場'],
];
const YAKATA_TRADES = [
  ['丸', 'マル'],
  ['丸', 'マル'],
  ['屋', 'ヤ'],
];
// [コース, 1名 lo–hi (税抜)]
const YAKATA_COURSES = [
  ['天ぷら', 9000, 12000],
  ['江戸前 天ぷら・刺身', 10500, 14000],
  ['もんじゃ・天ぷら', 8000, 10000],
  ['特選 会席', 13000, 18000],
];
const YAKATA_EVENTS = {
  1: '新年会',
  3: 'お花見',
  4: 'お花見',
  6: '納涼会',
  7: '納涼会',
  8: '納涼会',
  9: '納涼会',
  12: '忘年会',
};
LAYOUTS.push({
  id: 'L150-yakatabune-kashikiri',
  split: 'dev',
  title:
    "屋形船's 貸切 御請求書 on a one-ink pre-printed form: the boat's brand at the top, the company at the bottom left, buyer right-aligned with 様, per-head course, お土産 at 8%, the ご予約金 deducted into 差引ご請求額, one-line 振込先",
  exercises:
    'a 屋形船 (a 船宿 run by a family company …丸 / …屋, 有限会社 mostly, 株式会社 sometimes, printed ㈲/(有)/(株) sometimes; Tokyo, Yokohama or Osaka, TEL/FAX) bills a company for the 貸切 cruise of its 新年会 / お花見 / 納涼会 / 忘年会 / 懇親会 on a pre-printed 御請求書 form in one ink colour: 屋形船 …丸 set large as a brand at the top left, 御請求書 centred, No. and the 年月日 date at the top right, the buyer right-aligned under them (…株式会社 様, ご幹事 … 様), a ご請求金額 box (the amount to pay), the cruise as a ruled block (ご乗船日 with 曜日, 出船・帰着 18:30〜21:00, 乗船場, 船名 第二…丸, ご人数 n名様, ご宴会名), rows (貸切乗船料（…コース・飲み放題付）n名 × 単価, 貸切保証料 for the heads short of a minimum sometimes, 延長料金（30分）sometimes, お飲物追加 sometimes, お土産 佃煮詰合せ（お持ち帰り）at 8% marked ※ sometimes), 10%対象 / 消費税（10%）/ 8%対象 / 消費税（8%）/ 合計, ご予約金（…ご入金分）△ when one was paid at booking, 差引ご請求額 — the amount to pay; お支払期限, the company that runs the boat in a block at the bottom left (issuer_name: the company, not the brand) with its 角印, the お振込先 one line at the foot (bank, branch, 普通/当座, number, holder ﾕ)…/ｶ)… half-width), 西暦 年月日 dates',
  opts: (r, inst) => ({ rates: 'mixed', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    const family = setFamilyCorp(d, r, YAKATA_TRADES, [
      ['有限会社', 'ユ'],
      ['有限会社', 'ユ'],
      ['株式会社', 'カ'],
    ]);
    const [zip, base, area, pier] = r.pick(YAKATA_PORTS);
    if (!d.bank.main) {
      // The 信用金庫 of the port's city, printed without codes.
      const name =
        { '06': '大阪シティ信用金庫', '045': '横浜信用金庫' }[area] ?? r.pick(['城南信用金庫', '東京東信用金庫', '芝信用金庫']);
      const branch = r.pick(LOCAL_BRANCHES);
      d.bank = { name, code: null, main: false };
      d.branch = { name: branch, code: branch.startsWith('本店') ? '001' : `${r.int(1, 8)}${r.digits(2)}` };
      d.account = r.digits(7);
    }
    d.zip = zip;
    d.address = `${base}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
    const local =
      area.length === 2 ? `${r.int(3, 6)}${r.digits(3)}-${r.digits(4)}` : `${r.int(2, 9)}${r.digits(2)}-${r.digits(4)}`;
    d.tel = `${area}-${local}`;
    d.fax = `${area}-${local.slice(0, -1)}${(Number(local.slice(-1)) + 1) % 10}`;
    const brand = `屋形船 ${d.corpBody}`;
    const boat = `${r.pick(['第一', '第二', '第三', '第五', '新'])}${family}丸`;
    const cruise = addDays(d.issue, -r.int(1, 6));
    const event = YAKATA_EVENTS[cruise[1]] ?? r.pick(['懇親会', '歓送迎会', '創立記念パーティー', '周年記念懇親会']);
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([d.issue[0], d.issue[1]], 1)) : addDays(d.issue, 14);
    const [course, lo, hi] = r.pick(YAKATA_COURSES);
    const people = r.int(14, 60);
    const price = r.int(lo / 500, hi / 500) * 500;
    const rows = [{ name: `貸切乗船料（${course}コース・飲み放題付）`, qty: people, unit: '名', price, rate: 10 }];
    const min = people < 25 && r.chance(0.6) ? r.pick([25, 30]) : 0;
    if (min) rows.push({ name: `貸切保証料（最低${min}名様に満たない分）`, qty: min - people, unit: '名', price, rate: 10 });
    if (r.chance(0.35))
      rows.push({ name: '延長料金（30分）', qty: r.int(1, 2), unit: '回', price: r.int(15, 30) * 1000, rate: 10 });
    if (r.chance(0.5))
      rows.push({ name: 'お飲物追加（日本酒・ワイン）', qty: r.int(3, 18), unit: '本', price: r.int(15, 40) * 100, rate: 10 });
    if (r.chance(0.5))
      rows.push({ name: 'お土産 佃煮詰合せ（お持ち帰り）', qty: people, unit: '個', price: r.int(8, 15) * 100, rate: 8 });
    rows.forEach((x) => (x.amount = x.qty * x.price));
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: x.rate }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const deposit = r.chance(0.6) ? Math.min(r.pick([30000, 50000, 100000]), Math.floor(s.total / 20000) * 10000) : 0;
    const total = s.total - deposit;
    const paidOn = addDays(cruise, -r.int(10, 40));
    const fmt = DATE_FORMATS[r.pick(['seireki', 'seireki', 'seirekiPad'])];
    const issuer = r.chance(0.4) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big']));
    const reg = r.chance(0.3) ? regSpaced(d.reg) : d.reg;
    d.no = r.chance(0.6) ? shortNo(r) : d.no;
    const startH = r.pick(['18:00', '18:30', '19:00', '12:00']);
    const hours = r.pick([2.5, 2.5, 3]);
    const [h0, m0] = startH.split(':').map(Number);
    const endMin = h0 * 60 + m0 + hours * 60;
    const back = `${Math.floor(endMin / 60)}:${pad2(endMin % 60)}`;
    const ink = r.pick(['#1b3a6b', '#7a1f1f', '#1e4d3a']);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 10.5px; color: ${ink}; }
      .wrap { position: relative; height: 1123px; padding: 36px 46px 0; }
      .brand { position: absolute; left: 46px; top: 34px; font-size: 20px; font-weight: 900; letter-spacing: .12em; border: 2px solid ${ink}; border-radius: 18px; padding: 4px 16px; }
      h1 { margin: 14px 0 0; text-align: center; font-size: 26px; letter-spacing: 1em; font-weight: 700; }
      .no { position: absolute; right: 46px; top: 36px; text-align: right; line-height: 1.8; }
      .to { text-align: right; margin-top: 26px; line-height: 1.8; } .to .n { font-size: 17px; border-bottom: 1.5px solid ${ink}; padding-left: 40px; white-space: nowrap; color: #111; }
      .fill { color: #111; font-family: 'Noto Sans CJK JP'; }
      .amt { margin-top: 14px; display: flex; border: 2px solid ${ink}; width: 420px; } .amt div { padding: 6px 14px; } .amt .l { border-right: 1px solid ${ink}; display: flex; align-items: center; letter-spacing: .2em; } .amt .v { font-size: 21px; font-weight: 700; margin-left: auto; color: #111; font-family: 'Noto Sans CJK JP'; }
      .g { border-collapse: collapse; } .g th { border: 1px solid ${ink}; font-weight: normal; padding: 3px 6px; background: rgba(0,0,0,.04); } .g td { border: 1px solid ${ink}; padding: 4px 8px; }
      .cr { width: 100%; margin-top: 12px; } .cr th { width: 84px; text-align: left; }
      .det { width: 100%; margin-top: 10px; } .det td.c { text-align: center; }
      .tot { margin: 6px 0 0 auto; } .tot td { padding: 3px 12px; } .tot td.num { width: 120px; } .tot tr.f td { font-weight: 700; font-size: 12.5px; border: 2px solid ${ink}; }
      .co { position: absolute; left: 46px; bottom: 96px; width: 330px; line-height: 1.6; font-size: 10px; } .co .nm { font-size: 15px; font-weight: 700; white-space: nowrap; }
      .due { position: absolute; right: 46px; bottom: 120px; border: 1px solid ${ink}; padding: 6px 14px; line-height: 1.8; }
      .bank { position: absolute; left: 46px; right: 46px; bottom: 52px; border-top: 1.5px solid ${ink}; padding-top: 6px; font-size: 10.5px; }`;
    const f = (x) => `<span class="fill">${x}</span>`;
    const body = rows
      .map(
        (x) =>
          `<tr><td>${f(x.name)}${x.rate === 8 ? f(' ※') : ''}</td><td class="num">${f(x.qty)}</td><td class="c">${f(x.unit)}</td><td class="num">${f(yen(x.price))}</td><td class="num">${f(yen(x.amount))}</td></tr>`,
      )
      .join('');
    const tot = [
      ['10%対象', yen(s.by[10].base)],
      ['消費税（10%）', yen(s.by[10].tax)],
      ...(s.by[8]
        ? [
            ['8%対象 ※', yen(s.by[8].base)],
            ['消費税（8%）', yen(s.by[8].tax)],
          ]
        : []),
      [deposit ? '合計' : '合計（ご請求額）', `¥${yen(s.total)}`],
      ...(deposit ? [[`ご予約金（${fmt(paidOn)}ご入金分）`, `△${yen(deposit)}`]] : []),
      ...(deposit ? [['差引ご請求額', `¥${yen(total)}`]] : []),
    ];
    const totHtml = tot
      .map(([l, v], i) => `<tr${i === tot.length - 1 ? ' class="f"' : ''}><td>${l}</td><td class="num">${f(v)}</td></tr>`)
      .join('');
    const page = `<div class="wrap"><div class="brand">${brand}</div>
      <div class="no">No. ${f(d.no)}<br>${f(fmt(d.issue))}</div>
      <h1>御請求書</h1>
      <div class="to"><span class="n">${f(d.buyerName)}　様</span><br>ご幹事　${f(d.buyerPerson)}　様</div>
      <div>このたびは${brand}をご利用いただき、誠にありがとうございました。下記のとおりご請求申し上げます。</div>
      <div class="amt"><div class="l">ご請求金額</div><div class="v">¥${yen(total)}－</div></div>
      <table class="g cr"><tr><th>ご乗船日</th><td>${f(`${fmt(cruise)}（${weekday(cruise)}）`)}</td><th>出船・帰着</th><td>${f(`${startH}〜${back}`)}</td></tr>
        <tr><th>乗船場</th><td>${f(pier)}</td><th>船名</th><td>${f(boat)}</td></tr>
        <tr><th>ご人数</th><td>${f(`${people}名様`)}</td><th>ご宴会名</th><td>${f(`${event}（貸切）`)}</td></tr></table>
      <table class="g det"><tr><th>品名</th><th style="width:52px">数量</th><th style="width:40px">単位</th><th style="width:84px">単価</th><th style="width:100px">金額</th></tr>${body}</table>
      <div style="font-size:9px;margin-top:3px">※印は軽減税率（8%）対象　単価は税抜です。</div>
      <table class="g tot">${totHtml}</table>
      <div class="due">お支払期限<br><b class="fill" style="font-size:12px">${fmt(d.due)}</b></div>
      <div class="co"><div class="nm">${issuer}</div>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${reg}
        ${kakuin(d, `left: ${r.int(60, 130)}px; top: ${r.int(-10, 8)}px; opacity: .55;`)}</div>
      <div class="bank">お振込先　${f(`${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}　口座名義　${holder}`)}　（恐れ入りますが振込手数料はご負担願います）</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 151 — a 段ボール・紙器 maker (…紙器 / …パッケージ / …段ボール / …紙工 / …包装資材, 株式会社 printed (株)/㈱ mostly) bills
// a food or parts factory once a month from its 販売管理 system (20日締め or 末締め): 請求明細書 with the 締切日, a statement of
// boxes (前回御請求額 / 今回御入金額 / 繰越金額 / 今回御買上額 / 消費税額 / 今回御請求額) whose last is the amount to pay, one
// row per 納品 (月.日, 伝票No., 品番, 品名 with the 形式 (A式 / C式 / N式 / 仕切り / パッド) and 寸法 400×300×250, 材質 K5×K5 AF
// under it, 数量 枚, 単価 with two decimals (86.50), 金額 rounded down), a 版代 / 抜型代 once, 運賃 by the 便 and a 返品 △ row
// sometimes, the 10%対象 summary, and the 振込先 as a ruled box with the 銀行コード and 支店コード printed; dot dates 2026.01.31.
const DANBORU_TRADES = [
  ['紙器', 'シキ'],
  ['パッケージ', 'パッケージ'],
  ['段ボール', 'ダンボール'],
  ['紙工', 'シコウ'],
  ['包装資材', 'ホウソウシザイ'],
];
// [buyer, its site]
const DANBORU_BUYERS = [
  ['{s}食品株式会社', '{t}工場'],
  ['株式会社{s}製菓', '本社工場'],
  ['{s}精工株式会社', '{t}事業所'],
  ['株式会社{s}フーズ', '{t}センター'],
  ['{s}電子工業株式会社', '{t}工場'],
  ['株式会社{s}農産', '{t}集荷場'],
];
const DANBORU_TOWNS = ['厚木', '狭山', '小山', '太田', '岩槻', '野田', '富士', '古河'];
// [品名, 形式, 材質, 単価 lo–hi (yen), 寸法: 3 sides or 2 (a sheet)]
const CARTONS = [
  ['外装ケース（冷凍食品12入）', 'A式', 'K5×K5 AF', 80, 160, 3],
  ['外装ケース（菓子24入）', 'A式', 'K5×K5 BF', 60, 120, 3],
  ['通い箱', 'A式', 'K6×強化芯×K6 WF', 180, 360, 3],
  ['ギフト箱（身蓋式）', 'C式', 'C5×C5 BF', 120, 260, 3],
  ['トレー', 'N式', 'C5×C5 EF', 40, 90, 3],
  ['仕切り（12マス）', '仕切り', 'C5×C5 BF', 25, 60, 2],
  ['パッド（天地）', 'パッド', 'K5×K5 AF', 8, 25, 2],
  ['地獄底ケース', '組立箱', 'C5×C5 BF', 70, 140, 3],
  ['ダンボール箱（出荷用 大）', 'A式', 'K6×K6 AF', 110, 210, 3],
];
LAYOUTS.push({
  id: 'L151-danboru-meisai',
  split: 'dev',
  title:
    "段ボール・紙器 maker's monthly 請求明細書: a statement of boxes ending in 今回御請求額 after a 繰越, one row per 納品 with 寸法 and 材質, 単価 with two decimals, a 返品 △, the 振込先 boxed with bank and branch codes, dot dates",
  exercises:
    "a 段ボール・紙器 maker (…紙器 / …パッケージ / …段ボール / …紙工 / …包装資材, 株式会社, printed (株)/㈱ often) bills a food or parts factory (…食品 / …製菓 / …精工 / …フーズ / …電子工業 / …農産, with its 工場 or センター) once a month from its 販売管理 system, 20日締め or 末締め: 請求明細書 centred, the buyer's 〒 address, name with 御中, its site and 得意先コード at the left, 請求日 / 締切日 / 請求No. and the company (name, 〒 address, TEL/FAX, 登録番号) under its 角印 at the right, a statement as a row of boxes (前回御請求額 / 今回御入金額 / 繰越金額 / 今回御買上額 / 消費税額 / 今回御請求額, the last the amount to pay, bold), one row per 納品 (日付 01.12, 伝票No., 品番, 品名 with its 形式 and 寸法 under it: A式 400×300×250 K5×K5 AF; 数量 in 枚 by the 50, 単価 with two decimals, 金額 rounded down), a 版代（新版 2色）or 抜型代 once sometimes, 運賃（チャーター便）sometimes, a 返品 row with △ quantity and amount sometimes, 伝票計 and the 10%対象 / 消費税 summary at the foot, お支払条件 and the お振込先 as a ruled box with the codes (銀行名（0138）/ 支店名（123）/ 預金種目 / 口座番号 / 口座名義, holder ｶ)… half-width), dot dates (2026.01.31)",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, DANBORU_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    landline(d);
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const twenty = r.chance(0.5);
    const closing = twenty ? [y, m, 20] : endOfMonth(y, m);
    const from = periodStart(closing);
    d.issue = closing;
    redate(d);
    const nm = addMonths([y, m], 1);
    const terms = r.pick([
      ['翌月末日', endOfMonth(...nm)],
      ['翌々月10日', [...addMonths([y, m], 2), 10]],
      ['翌月25日', [...nm, 25]],
    ]);
    d.due = terms[1];
    const [bs] = r.pick(STEMS);
    const [buyerTpl, siteTpl] = r.pick(DANBORU_BUYERS);
    d.buyerName = buyerTpl.replace('{s}', bs);
    const site = siteTpl.replace('{t}', r.pick(DANBORU_TOWNS));
    const products = shuffle(r, CARTONS)
      .slice(0, r.int(2, 5))
      .map(([name, form, board, lo, hi, sides]) => {
        const l = r.int(40, 120) * 5;
        const w = Math.min(l, r.int(30, 80) * 5);
        const h = r.int(16, 70) * 5;
        return {
          code: `${r.pick(['C', 'K', 'P'])}${r.int(10, 99)}-${r.digits(4)}`,
          name,
          spec: `${form} ${sides === 3 ? `${l}×${w}×${h}` : `${l}×${w}`} ${board}`,
          cents: r.int(lo * 10, hi * 10) * 10,
        };
      });
    const span = daysBetween(from, closing) + 1;
    let slip = r.int(20000, 89999);
    const rows = [];
    const nDel = r.int(5, 12);
    const dates = Array.from({ length: nDel }, () => addDays(from, r.int(0, span - 1))).sort((a, b) => daysBetween(b, a));
    for (const dt of dates) {
      slip += r.int(5, 90);
      const p = r.pick(products);
      const qty = r.int(2, 40) * 50;
      rows.push({ dt, slip: String(slip), code: p.code, name: p.name, spec: p.spec, qty, unit: '枚', cents: p.cents });
    }
    if (r.chance(0.45)) {
      const newVer = r.chance(0.5);
      const at = rows[r.int(0, Math.min(2, rows.length - 1))];
      rows.splice(rows.indexOf(at) + 1, 0, {
        dt: at.dt,
        slip: at.slip,
        code: '',
        name: newVer ? '版代（新版 2色）' : '抜型代（新規）',
        spec: at.name,
        qty: 1,
        unit: '式',
        cents: (newVer ? r.int(15, 45) : r.int(25, 80)) * 100000,
      });
    }
    if (r.chance(0.4)) {
      const at = r.pick(rows.filter((x) => x.unit === '枚'));
      rows.splice(rows.indexOf(at) + 1, 0, {
        dt: at.dt,
        slip: String(Number(at.slip) + 1),
        code: at.code,
        name: `${at.name}（返品）`,
        spec: r.pick(['印刷不良のため', '寸法相違のため', '過剰納品分']),
        qty: -Math.min(at.qty, r.int(1, 6) * 50),
        unit: '枚',
        cents: at.cents,
      });
    }
    if (r.chance(0.4)) {
      const n = r.int(1, 3);
      rows.push({
        dt: closing,
        slip: '',
        code: '',
        name: '運賃（チャーター便 2t）',
        spec: '',
        qty: n,
        unit: '便',
        cents: r.int(8, 15) * 100000,
      });
    }
    rows.forEach((x) => (x.amount = x.qty < 0 ? -Math.floor((-x.qty * x.cents) / 100) : Math.floor((x.qty * x.cents) / 100)));
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const prev = r.int(200, 2400) * 1000 + r.int(0, 999);
    const paid = r.chance(0.75) ? prev : prev - r.int(1, 40) * 1000;
    const carry = prev - paid;
    const total = carry + s.total;
    const dot = DATE_FORMATS.dot;
    const mdDot = ([, mm, dd]) => `${pad2(mm)}.${pad2(dd)}`;
    const issuer = r.chance(0.65) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big']));
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const custCode = `${r.int(1, 9)}${r.digits(5)}`;
    const price = (x) => (x.unit === '枚' ? (x.cents / 100).toFixed(2) : yen(x.cents / 100));
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.5px; color: #1c1c1c; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 34px 40px 0; }
      h1 { margin: 0; text-align: center; font-size: 20px; letter-spacing: .6em; font-weight: 700; }
      .hd { display: flex; justify-content: space-between; margin-top: 10px; }
      .to { line-height: 1.65; width: 350px; } .to .n { font-size: 14.5px; border-bottom: 1px solid #222; display: inline-block; padding-right: 26px; white-space: nowrap; }
      .rt { width: 290px; } .mt { margin-left: auto; } .mt td { padding: 1px 0 1px 12px; } .mt td:first-child { color: #555; }
      .co { position: relative; margin-top: 6px; line-height: 1.55; } .co .nm { font-size: 14px; font-weight: 700; white-space: nowrap; }
      .g { border-collapse: collapse; } .g th { border: 1px solid #444; background: #e8ece6; font-weight: normal; padding: 2px 4px; } .g td { border: 1px solid #666; padding: 3px 6px; }
      .st { width: 100%; margin-top: 10px; table-layout: fixed; } .st td { text-align: right; font-size: 11.5px; } .st td.k { font-weight: 700; font-size: 13px; background: #fff7d6; }
      .det { width: 100%; margin-top: 8px; } .det td { border-top: none; border-bottom: 1px dotted #999; white-space: nowrap; } .det td.c { text-align: center; } .det .sp { font-size: 8px; color: #555; }
      .det tr:last-child td { border-bottom: 1px solid #666; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 10px; gap: 16px; }
      .bank th { width: 62px; text-align: left; } .bank td { width: 220px; }
      .tot td { text-align: right; min-width: 100px; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td class="c">${mdDot(x.dt)}</td><td class="c">${x.slip}</td><td class="c">${x.code}</td><td>${x.name}${x.spec ? `<br><span class="sp">${x.spec}</span>` : ''}</td><td class="num">${x.qty < 0 ? `△${yen(-x.qty)}` : yen(x.qty)}</td><td class="c">${x.unit}</td><td class="num">${price(x)}</td><td class="num">${tri(x.amount)}</td></tr>`,
      )
      .join('');
    const page = `<div class="wrap"><h1>請求明細書</h1>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>${site}　購買ご担当者様<br>得意先コード　${custCode}
          <div style="margin-top:8px">毎度ありがとうございます。下記のとおりご請求申し上げます。</div></div>
        <div class="rt"><table class="mt"><tr><td>請求日</td><td>${dot(d.issue)}</td></tr><tr><td>締切日</td><td>${dot(closing)}（${twenty ? '20日締' : '末締'}）</td></tr><tr><td>請求No.</td><td>${d.no}</td></tr></table>
          <div class="co"><div class="nm">${issuer}</div>〒${d.zip}<br>${addrHtml(d.address, true)}<br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${reg}
            ${kakuin(d, `right: ${r.int(0, 40)}px; top: ${r.int(-6, 10)}px; opacity: .5;`)}</div></div></div>
      <table class="g st"><tr><th>前回御請求額</th><th>今回御入金額</th><th>繰越金額</th><th>今回御買上額</th><th>消費税額</th><th>今回御請求額</th></tr>
        <tr><td>${yen(prev)}</td><td>${yen(paid)}</td><td>${yen(carry)}</td><td>${yen(s.subtotal)}</td><td>${yen(s.tax)}</td><td class="k">${yen(total)}</td></tr></table>
      <table class="g det"><tr><th style="width:38px">日付</th><th style="width:46px">伝票No.</th><th style="width:62px">品番</th><th>品名・仕様</th><th style="width:52px">数量</th><th style="width:24px">単位</th><th style="width:58px">単価</th><th style="width:72px">金額</th></tr>${body}</table>
      <div class="low"><div><div style="margin-bottom:4px">お支払条件　${twenty ? '20日締' : '末締'} ${terms[0]}払（お支払期日 ${dot(d.due)}）</div>
          <table class="g bank"><tr><th colspan="2" style="text-align:center">お振込先</th></tr><tr><th>銀行名</th><td>${d.bank.name}（${d.bank.code}）</td></tr><tr><th>支店名</th><td>${d.branch.name}（${d.branch.code}）</td></tr>
            <tr><th>預金種目</th><td>${TYPE_LABEL[d.type]}</td></tr><tr><th>口座番号</th><td>${d.account}</td></tr><tr><th>口座名義</th><td>${holder}</td></tr></table></div>
        <table class="g tot"><tr><th>伝票計（税抜）</th><td>${yen(s.subtotal)}</td></tr><tr><th>10%対象</th><td>${yen(s.subtotal)}</td></tr><tr><th>消費税（10%）</th><td>${yen(s.tax)}</td></tr><tr><th>今回御買上額（税込）</th><td>${yen(s.total)}</td></tr></table></div>
      <div style="margin-top:auto;margin-bottom:44px;font-size:8.5px;color:#444">※単価は1枚あたり（税抜）です。金額は明細行ごとに円未満を切り捨てております。お振込手数料は貴社にてご負担ください。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBankCode: true, showBranchCode: true } };
  },
});

// 152 — a 嘱託産業医 (a doctor working for himself: under a 屋号 …労働衛生コンサルタント事務所 / …産業医事務所 / 産業保健オフィス…,
// or under the name alone) bills a company for a month (or a quarter) of 産業医業務 under its 産業医契約, typed in Word in a
// serif face with every digit full-width (令和８年１月３１日, ０３－１２３４－５６７８, Ｔ１２３…): 請求書 centred, the company with
// 御中 and 人事部 健康管理ご担当 … 様 at the left, 請求書番号 and the date at the top right, the doctor at the right (屋号, then
// 医師 / 労働衛生コンサルタント and the name with a round 認印 stamped over it; or the name alone with ㊞), 〒 address, TEL,
// 登録番号), ご請求金額 (源泉徴収税額控除後) underlined, 件名, the rows (嘱託産業医報酬 by the month, 長時間労働者 面接指導 and
// 高ストレス者 面接指導 by the 名, 就業判定・意見書 by the 件, 衛生講話 by the 回, 交通費（実費）), 小計 / 消費税（10%）/ 合計, the
// 源泉徴収税額 on the 報酬 (交通費 left out, the base printed) △, 差引ご請求額 — the amount to pay; the お振込先 as a two-row
// ruled table, held in the doctor's own name (ﾔﾏﾀﾞ ﾀﾛｳ). issuer_name: the 屋号 when one is set above the name, else the name.
const SANGYOI_YAGO = [
  ['労働衛生コンサルタント事務所', true],
  ['産業医事務所', true],
  ['産業保健オフィス', false],
];
const SANGYOI_DEPTS = ['人事部 健康管理室', '総務部 安全衛生課', '人事総務部', '管理本部 人事グループ', '健康推進室'];
LAYOUTS.push({
  id: 'L152-sangyoui-houshuu',
  split: 'dev',
  title:
    "嘱託産業医's 請求書 typed in Word with full-width digits: 報酬 by the month, 面接指導 by the 名, 交通費, 源泉徴収税額 on the 報酬 deducted into 差引ご請求額, a 屋号 or the doctor's name with a round 認印, 令和 dates",
  exercises:
    "a 嘱託産業医 (a doctor as a sole proprietor: under a 屋号 …労働衛生コンサルタント事務所 / …産業医事務所 / 産業保健オフィス… set above 医師・労働衛生コンサルタント and the name, or under the name alone: 産業医 … ㊞) bills a company for a month or a quarter of its 産業医契約, typed in Word in a serif face with full-width digits (令和８年１月３１日, 〒１５０－０００２, ０３－… or a mobile, Ｔ１２３…, the account number; the amounts full-width too sometimes): 請求書 centred, 請求書番号 and the date at the top right, the company with 御中 and its 人事部 健康管理室 … 様 at the left, the doctor's block at the right (屋号 or name, 日本医師会認定産業医 / 労働衛生コンサルタント, 〒 address, TEL, 登録番号) with a round red 認印 over the name, ご請求金額 金…円 underlined (the amount after the 源泉徴収), 件名 …年…月分 産業医業務, the rows (嘱託産業医報酬（月額：職場巡視・衛生委員会出席を含む）by the ヶ月, 長時間労働者 面接指導 and 高ストレス者 面接指導（ストレスチェック）by the 名, 就業判定・意見書作成 by the 件, 衛生講話 by the 回, 交通費（実費）), 小計 / 消費税（10%）/ 合計（税込）/ 源泉徴収税額（報酬 …円 × 10.21%）△ / 差引ご請求額 (the amount to pay, bold), お支払期限, the お振込先 as a small two-row ruled table (bank, branch, 普通, number; 口座名義 the doctor's own name in kana, half-width or full), 令和 dates",
  opts: (r, inst) => ({ sole: true, rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    const withYago = r.chance(0.6);
    const [sn] = d.person.split(' ');
    if (withYago) {
      const [trade, surname] = r.pick(SANGYOI_YAGO);
      d.yago = surname ? `${sn}${trade}` : `${trade}${r.pick(YAGO_WORDS)}`;
      d.issuerName = d.yago;
    } else {
      delete d.yago;
      d.issuerName = d.person;
    }
    if (!d.bank.main) rebank(d, r, r.chance(0.5) ? 'shinkin' : 'net');
    d.type = 2;
    const [y, m] = d.issue;
    const quarter = r.chance(0.3);
    const months = quarter ? 3 : 1;
    const firstM = addMonths([y, m], -(months - 1));
    const end = endOfMonth(y, m);
    d.issue = r.chance(0.6) ? end : addDays(end, r.int(1, 7));
    d.due = r.chance(0.6) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 1), r.pick([15, 20, 25])];
    d.no = r.chance(0.5) ? `${y}${pad2(m)}-${r.int(1, 9)}` : d.no;
    redate(d);
    const rows = [];
    const add = (name, qty, unit, price, fee = true) => rows.push({ name, qty, unit, price, amount: qty * price, fee });
    add('嘱託産業医報酬（月額：職場巡視・衛生委員会出席を含む）', months, 'ヶ月', r.int(5, 15) * 10000);
    if (r.chance(0.7)) add('長時間労働者 面接指導', r.int(1, 4) * months, '名', r.int(10, 20) * 1000);
    if (r.chance(0.45)) add('高ストレス者 面接指導（ストレスチェック）', r.int(1, 3), '名', r.int(15, 30) * 1000);
    if (r.chance(0.4)) add('就業判定・意見書作成（健康診断結果）', r.int(2, 15), '件', r.int(3, 5) * 1000);
    if (r.chance(0.25)) add('衛生講話（メンタルヘルス・熱中症予防 等）', 1, '回', r.int(3, 5) * 10000);
    add('交通費（実費）', 1, '式', r.int(60, 480) * 10 * months, false);
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fees = rows.filter((x) => x.fee).reduce((t, x) => t + x.amount, 0);
    const wh = withholding(fees);
    const total = s.total - wh;
    const wide = r.chance(0.5);
    const amt = (n) => (wide ? zenNum(yen(n)) : yen(n));
    const fmt = (dt) => zen(DATE_FORMATS.wareki(dt));
    const issuer = d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'full', 'half']));
    const reg = r.chance(0.25) ? regHyphen(d.reg) : d.reg;
    const dept = r.pick(SANGYOI_DEPTS);
    const period = quarter
      ? `令和${reiwa(firstM[0])}年${firstM[1]}月〜${firstM[0] === y ? '' : `令和${reiwa(y)}年`}${m}月分`
      : `令和${reiwa(y)}年${m}月分`;
    const quals = r.pick([
      '日本医師会認定産業医・労働衛生コンサルタント（保健衛生）',
      '日本医師会認定産業医',
      '労働衛生コンサルタント（保健衛生）',
    ]);
    const seal = roundSeal(
      d,
      `left: ${withYago ? r.int(60, 110) : r.int(110, 160)}px; top: ${withYago ? r.int(24, 36) : r.int(-8, 4)}px; width: 46px; height: 46px; font-size: 10px; opacity: .8;`,
    );
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 11px; color: #111; line-height: 1.65; }
      .wrap { position: relative; height: 1123px; padding: 56px 70px 0; }
      .rt { text-align: right; }
      h1 { text-align: center; font-size: 22px; letter-spacing: 1em; margin: 16px 0 10px; font-weight: 700; }
      .two { display: flex; justify-content: space-between; }
      .to .n { font-size: 15px; } .co { position: relative; width: 300px; font-size: 10px; line-height: 1.65; } .co .nm { font-size: 14px; font-weight: 700; white-space: nowrap; }
      .amt { margin-top: 18px; font-size: 13px; } .amt b { font-size: 19px; border-bottom: 1.5px solid #111; padding: 0 26px 0 8px; }
      p { margin: 6px 0; }
      .det { width: 100%; border-collapse: collapse; margin-top: 8px; } .det th { border: 1px solid #333; font-weight: normal; background: #f1f1f1; padding: 2px 4px; } .det td { border: 1px solid #555; padding: 3px 6px; }
      .sum { margin: 0 0 0 auto; border-collapse: collapse; } .sum td { border: 1px solid #555; padding: 2px 10px; } .sum td.num { width: 130px; } .sum tr.g td { font-weight: 700; border: 2px solid #111; }
      .bank { border-collapse: collapse; margin-top: 6px; } .bank th { border: 1px solid #555; font-weight: normal; background: #f1f1f1; padding: 2px 8px; text-align: left; } .bank td { border: 1px solid #555; padding: 2px 10px; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td>${x.name}</td><td class="num">${zen(x.qty)}</td><td style="text-align:center">${x.unit}</td><td class="num">${amt(x.price)}</td><td class="num">${amt(x.amount)}</td></tr>`,
      )
      .join('');
    const sums = [
      ['小計', amt(s.subtotal)],
      ['消費税（１０％）', amt(s.tax)],
      ['合計（税込）', amt(s.total)],
      [`源泉徴収税額（報酬 ${amt(fees)}円 × １０．２１％）`, `△${amt(wh)}`],
      ['差引ご請求額', `￥${amt(total)}`],
    ];
    const sumHtml = sums
      .map(([l, v], i) => `<tr${i === sums.length - 1 ? ' class="g"' : ''}><td>${l}</td><td class="num">${v}</td></tr>`)
      .join('');
    const who = withYago
      ? `<div class="nm">${issuer}</div>${quals}<br>医師　${d.person}`
      : `<div class="nm">産業医　${d.person}　㊞</div>${quals}`;
    const page = `<div class="wrap"><div class="rt">請求書番号　${zen(d.no)}<br>${fmt(d.issue)}</div>
      <h1>請求書</h1>
      <div class="two"><div class="to"><span class="n">${d.buyerName}　御中</span><br>${dept}<br>${d.buyerPerson}　様</div>
        <div class="co">${who}<br>〒${zen(d.zip)}<br>${addrHtml(zen(d.address), true)}<br>ＴＥＬ　${zen(d.tel)}<br>登録番号　${zen(reg)}${seal}</div></div>
      <div class="amt">ご請求金額　<b>金${zenNum(yen(total))}円</b>（源泉徴収税額控除後）</div>
      <p>件名　${zen(period)}　産業医業務</p>
      <p>平素より大変お世話になっております。${zen(period)}の産業医業務につきまして、下記のとおりご請求申し上げます。</p>
      <table class="det"><tr><th>項目</th><th style="width:48px">数量</th><th style="width:40px">単位</th><th style="width:90px">単価（円）</th><th style="width:100px">金額（円）</th></tr>${body}</table>
      <table class="sum">${sumHtml}</table>
      <p style="font-size:9.5px">※源泉徴収税額は報酬（消費税・交通費を除く）に１０．２１％を乗じて算出しております。源泉所得税の納付は貴社にてお願いいたします。</p>
      <p>お支払期限　${fmt(d.due)}</p>
      <table class="bank"><tr><th>お振込先</th><td>${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${zen(d.account)}</td></tr><tr><th>口座名義</th><td>${holder}</td></tr></table>
      <div class="rt" style="margin-top:10px">以上</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 153 — a 鍵・錠前 company (…ロックサービス / …キーサービス / …セキュリティ / …錠前サービス, a 合同会社 mostly) bills a
// 不動産管理会社 for a month's work at the flats it manages (シリンダー交換 after a tenant leaves, 鍵開け when one lost a key, a
// ポスト ダイヤル錠 or a キーボックス), made with a cloud invoicing service: 請求書 large at the top left over the buyer (御中,
// ご担当 … 様), 請求日 / 請求書番号 / お支払期限 as key–value rows at the right over the company (a round logo with its
// initial, name, 〒 address, TEL, e-mail, 登録番号), a ご請求金額（税込）band in the accent colour, one group of rows per 作業
// (作業日, 物件名 and 号室, then 部品 with the maker's model, 作業費, 出張費, 夜間・休日割増), 小計 / 消費税（10%）/ 合計, and the
// 振込先 at a net bank printed with its 銀行コード and 支店コード (GMOあおぞらネット銀行, PayPay銀行, 住信SBIネット銀行, 楽天銀行),
// holder ﾄﾞ)… half-width; hyphen or slash dates.
const KAGI_TRADES = [
  ['ロックサービス', 'ロックサービス'],
  ['キーサービス', 'キーサービス'],
  ['セキュリティ', 'セキュリティ'],
  ['錠前サービス', 'ジョウマエサービス'],
];
const KAGI_BUYERS = [
  '株式会社{s}不動産管理',
  '{s}リアルエステート株式会社',
  '株式会社{s}ハウジング',
  '{s}地所株式会社',
  '株式会社{s}住宅サービス',
];
// [部品, 単価 lo–hi (100-yen steps)]
const CYLINDERS = [
  ['MIWA U9シリンダー（LA・DA用）キー3本', 88, 130],
  ['MIWA PRシリンダー（LIX用）キー3本', 120, 180],
  ['GOAL V18シリンダー キー5本', 140, 200],
  ['WEST リプレイスシリンダー 916', 90, 140],
  ['ディンプルキー シリンダー（キー5本付）', 160, 260],
];
const NET_BANKS = [
  ['GMOあおぞらネット銀行', '0310', ['法人営業部', 'ビジネス第一支店']],
  ['PayPay銀行', '0033', ['ビジネス営業部']],
  ['住信SBIネット銀行', '0038', ['法人第一支店', '法人第二支店']],
  ['楽天銀行', '0036', ['第一営業支店', '第三営業支店']],
];
LAYOUTS.push({
  id: 'L153-kagi-koukan',
  split: 'dev',
  title:
    "鍵・錠前 company's cloud-service 請求書 to a 不動産管理会社 for a month's シリンダー交換 and 鍵開け: a ご請求金額 band, one group of rows per 作業 with the 物件・号室, the 振込先 at a net bank with its codes printed, hyphen or slash dates",
  exercises:
    "a 鍵・錠前 company (…ロックサービス / …キーサービス / …セキュリティ / …錠前サービス, 合同会社 mostly, 株式会社 sometimes) bills a 不動産管理会社 (…不動産管理 / …リアルエステート / …ハウジング / …地所 / …住宅サービス) for a month's work at the flats it manages, on a cloud invoicing service's template: 請求書 large at the top left with the buyer under it (御中, ご担当 … 様), 請求日 / 請求書番号 / お支払期限 as key–value rows at the right over the company (a round logo with its initial, name, 〒 address, TEL, e-mail, 登録番号), 件名 …月分 鍵交換・開錠作業, a ご請求金額（税込）band in the accent colour, one group of rows per 作業 (作業日 and 物件名 …ハイツ 203号室 on the group's first row; シリンダー交換（退去後）with its part MIWA U9 / GOAL V18 / ディンプルキー, 作業費 and 出張費; 鍵開け（鍵紛失・入居者立会い）with 夜間・休日割増 sometimes; 郵便ポスト ダイヤル錠 交換, キーボックス設置; 出張費 0 when two jobs share a trip), 小計 / 消費税（10%）/ 合計 under it, the お振込先 as a block at the foot at a net bank printed with its codes (銀行名（0310）支店名（101）, GMOあおぞらネット銀行 / PayPay銀行 / 住信SBIネット銀行 / 楽天銀行; 普通; holder ﾄﾞ)… or ｶ)… half-width), 備考 notes, hyphen or slash dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, KAGI_TRADES, [
      ['合同会社', 'ド'],
      ['合同会社', 'ド'],
      ['株式会社', 'カ'],
    ]);
    landline(d);
    const [bankName, bankCode, branches] = r.pick(NET_BANKS);
    const branch = r.pick(branches);
    d.bank = { name: bankName, code: bankCode, main: ['0036', '0038'].includes(bankCode) };
    delete d.yucho;
    d.branch = { name: branch, code: `${r.int(1, 2)}0${r.int(1, 9)}` };
    d.type = 2;
    d.account = r.digits(7);
    const [bs] = r.pick(SURNAMES);
    d.buyerName = r.pick(KAGI_BUYERS).replace('{s}', bs);
    const [y, m] = d.issue;
    const end = endOfMonth(y, m);
    d.issue = r.chance(0.6) ? end : addDays(end, r.int(1, 4));
    redate(d);
    d.due = r.chance(0.6) ? endOfMonth(...addMonths([y, m], 1)) : addDays(d.issue, 30);
    const days = shuffle(
      r,
      Array.from({ length: end[2] }, (_, i) => i + 1),
    )
      .slice(0, r.int(2, 4))
      .sort((a, b) => a - b);
    const jobs = [];
    // Two jobs on one day share a trip; six at most, as one page holds them.
    for (const dd of days)
      for (let k = r.chance(0.3) ? 2 : 1, first = true; k > 0 && jobs.length < 6; k--, first = false) {
        const building = r.pick(MANSION_NAMES).replace('{s}', r.pick(STEMS)[0]);
        const room = `${r.int(1, 6)}0${r.int(1, 8)}号室`;
        const kind = r.pick(['cyl', 'cyl', 'cyl', 'open', 'post', 'box']);
        const lines = [];
        if (kind === 'cyl') {
          const [part, lo, hi] = r.pick(CYLINDERS);
          const n = r.chance(0.25) ? 2 : 1;
          lines.push({ name: `部品代　${part}`, qty: n, unit: '個', price: r.int(lo, hi) * 100 });
          lines.push({
            name: n > 1 ? 'シリンダー交換作業（2か所）' : 'シリンダー交換作業',
            qty: 1,
            unit: '式',
            price: r.int(6, 10) * 1000,
          });
        } else if (kind === 'open') {
          lines.push({ name: '開錠作業（鍵紛失・入居者様立会い）', qty: 1, unit: '式', price: r.int(8, 15) * 1000 });
          if (r.chance(0.5)) lines.push({ name: '夜間・休日割増', qty: 1, unit: '式', price: r.pick([3000, 5000, 8000]) });
        } else if (kind === 'post') {
          lines.push({ name: '部品代　郵便ポスト ダイヤル錠', qty: 1, unit: '個', price: r.int(28, 60) * 100 });
          lines.push({ name: 'ダイヤル錠 交換作業・番号設定', qty: 1, unit: '式', price: r.int(3, 6) * 1000 });
        } else {
          lines.push({ name: '部品代　キーボックス（ダイヤル式）', qty: 1, unit: '個', price: r.int(35, 80) * 100 });
          lines.push({ name: 'キーボックス設置作業', qty: 1, unit: '式', price: r.int(2, 5) * 1000 });
        }
        lines.push(
          first
            ? { name: '出張費', qty: 1, unit: '回', price: r.int(3, 6) * 1000 }
            : { name: '出張費（同日他件と同一出張のため）', qty: 1, unit: '回', price: 0 },
        );
        jobs.push({ dt: [y, m, dd], place: `${building} ${room}`, lines });
      }
    const rows = jobs.flatMap((j) => j.lines.map((x, i) => ({ ...x, dt: i === 0 ? j.dt : null, place: i === 0 ? j.place : '' })));
    rows.forEach((x) => (x.amount = x.qty * x.price));
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['hyphen', 'hyphen', 'slash'])];
    const md = ([, mm, dd]) => `${mm}/${dd}`;
    const issuer = d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big']));
    const reg = d.reg;
    const accent = r.pick(['#0f766e', '#b45309', '#1d4ed8', '#9f1239']);
    const initial = d.corpBody[0];
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #222; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 48px 54px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { margin: 0 0 20px; font-size: 30px; font-weight: 700; letter-spacing: .15em; }
      .to .n { font-size: 16px; font-weight: 700; border-bottom: 1px solid #999; padding-bottom: 2px; } .to { line-height: 1.8; }
      .meta td { padding: 2px 0 2px 16px; } .meta td:first-child { color: #777; }
      .co { margin-top: 14px; line-height: 1.6; font-size: 9.5px; display: flex; gap: 10px; } .co .nm { font-size: 13px; font-weight: 700; white-space: nowrap; }
      .logo { width: 40px; height: 40px; border-radius: 50%; background: ${accent}; color: #fff; display: flex; align-items: center; justify-content: center; font-size: 20px; font-weight: 700; flex: none; }
      .subj { margin-top: 18px; font-size: 11px; }
      .band { margin-top: 8px; background: ${accent}; color: #fff; display: flex; justify-content: space-between; align-items: center; padding: 10px 18px; border-radius: 4px; }
      .band .v { font-size: 22px; font-weight: 700; letter-spacing: .03em; }
      .det { width: 100%; border-collapse: collapse; margin-top: 14px; } .det th { border-bottom: 2px solid ${accent}; color: #555; font-weight: 500; padding: 4px 6px; text-align: left; } .det th.num { text-align: right; }
      .det td { border-bottom: 1px solid #eee; padding: 3px 6px; } .det tr.top td { border-top: 1px solid #bbb; } .det td.pl { white-space: nowrap; }
      .tot { margin: 8px 0 0 auto; border-collapse: collapse; } .tot td { padding: 3px 10px; } .tot td.num { width: 120px; } .tot tr.g td { font-weight: 700; font-size: 13px; border-top: 2px solid #222; }
      .foot { margin-top: auto; margin-bottom: 60px; display: flex; gap: 18px; }
      .foot > div { flex: 1; background: #f6f6f6; border-radius: 4px; padding: 10px 14px; line-height: 1.8; } .foot b { color: ${accent}; }`;
    const body = rows
      .map(
        (x) =>
          `<tr${x.dt ? ' class="top"' : ''}><td>${x.dt ? md(x.dt) : ''}</td><td class="pl">${x.place}</td><td>${x.name}</td><td class="num">${x.qty}</td><td>${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const page = `<div class="wrap"><div class="hd"><div><h1>請求書</h1><div class="to"><span class="n">${d.buyerName}　御中</span><br>ご担当　${d.buyerPerson}　様</div></div>
        <div><table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書番号</td><td>${d.no}</td></tr><tr><td>お支払期限</td><td>${fmt(d.due)}</td></tr></table>
          <div class="co"><div class="logo">${initial}</div><div><div class="nm">${issuer}</div>〒${d.zip}<br>${addrHtml(d.address, true)}<br>TEL ${d.tel}<br>${mail(r)}<br>登録番号 ${reg}</div></div></div></div>
      <div class="subj">件名：${m}月分 鍵交換・開錠作業（管理物件）</div>
      <div class="band"><span>ご請求金額（税込）</span><span class="v">¥${yen(s.total)}</span></div>
      <table class="det"><tr><th style="width:50px">作業日</th><th style="width:170px">物件名・号室</th><th>内容</th><th class="num" style="width:36px">数量</th><th style="width:28px">単位</th><th class="num" style="width:64px">単価</th><th class="num" style="width:76px">金額</th></tr>${body}</table>
      <table class="tot"><tr><td>小計</td><td class="num">¥${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">¥${yen(s.tax)}</td></tr><tr class="g"><td>合計</td><td class="num">¥${yen(s.total)}</td></tr></table>
      <div class="foot"><div><b>お振込先</b><br>${d.bank.name}（${d.bank.code}）　${d.branch.name}（${d.branch.code}）<br>${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}</div>
        <div><b>備考</b><br>作業報告書（交換前後の写真付き）は別途メールにてお送りしております。<br>交換後の鍵は各物件の管理事務所へお届け済みです。<br>恐れ入りますが、振込手数料は貴社にてご負担ください。</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, showBankCode: true, showBranchCode: true } };
  },
});

// 154 — a town's 観光協会 (一般社団法人 …町観光協会 / …市観光物産協会) bills a local company (a 旅館, a 酒造, a bus company, a
// 土産物 maker, a 建設会社) for its advertisement in the 協会's 観光ガイドマップ or パンフレット (and a バナー on its website
// sometimes) and for its 協賛金 for the town's 祭り / 花火大会, with the year's 法人会員 年会費 sometimes: a formal 請求書 in 明朝
// typed in Word, the date in both eras (令和8年（2026年）1月31日), 請求書番号 at the top right, the buyer with 御中 and its
// 代表取締役 … 様 at the left, the 協会 at the right (一般社団法人…観光協会 on one line, 会長 and the name, 〒 address, TEL/FAX,
// 登録番号) under its 角印, 請求金額 金…円也 centred in a double-ruled box, the rows under 課税 and 不課税 headings (広告掲載料 10%,
// 協賛金 and 年会費 不課税 outside the 消費税), 課税対象額 / 消費税 / 不課税計 / 合計; the 振込先 at the JA or a regional bank of
// the prefecture (no codes), held in the 協会's name, with its 会長's title and name after it sometimes (ｼﾔ)…ｶﾝｺｳｷﾖｳｶｲ ｶｲﾁﾖｳ
// ﾔﾏﾀﾞ ﾀﾛｳ, as L90). issuer_name is the 一般社団法人's name.
// 町/村/市 of TOWNS, as the 協会's kana needs them.
const TOWN_KANA = {
  茨城町: 'イバラキマチ',
  寄居町: 'ヨリイマチ',
  真岡市: 'モオカシ',
  南箕輪村: 'ミナミミノワムラ',
  匝瑳市: 'ソウサシ',
  高崎市: 'タカサキシ',
  函南町: 'カンナミチョウ',
};
const KANKO_KINDS = [
  ['観光協会', 'カンコウキョウカイ'],
  ['観光協会', 'カンコウキョウカイ'],
  ['観光物産協会', 'カンコウブッサンキョウカイ'],
];
const KANKO_BUYERS = [
  '株式会社{s}旅館',
  '{s}酒造株式会社',
  '{s}交通株式会社',
  '有限会社{s}屋',
  '株式会社{s}製菓',
  '{s}建設株式会社',
];
const KANKO_EVENTS = ['夏まつり', '花火大会', '秋まつり', 'さくらまつり', 'ふるさとまつり', 'イルミネーション'];
// [広告, 単価 lo–hi (1,000-yen steps)]
const KANKO_ADS = [
  ['観光ガイドマップ 広告掲載料（1/4ページ・4色）', 30, 60],
  ['観光ガイドマップ 広告掲載料（1/2ページ・4色）', 60, 120],
  ['観光パンフレット 裏表紙 広告掲載料', 120, 200],
  ['イベントプログラム 広告掲載料（1/8ページ）', 10, 25],
];
LAYOUTS.push({
  id: 'L154-kankou-kyoukai',
  split: 'dev',
  title:
    "一般社団法人 観光協会's 請求書 in 明朝 for an 広告掲載料 and a 祭り 協賛金 (不課税): 金…円也 in a double-ruled box, rows under 課税 / 不課税, dates in both eras, a JA or regional bank held in the 協会's name",
  exercises:
    "a town's 観光協会 (一般社団法人 …町観光協会 / …市観光協会 / …村観光物産協会 in a country town; 会長 and the name, a town address with a 番地 or 1234-5, TEL/FAX on the town's area code) bills a local company (…旅館 / …酒造 / …交通 / …屋 / …製菓 / …建設) for an advertisement and a 協賛金, a formal 請求書 typed in Word in a serif face: 請求書番号 and the date in both eras (令和8年（2026年）1月31日) at the top right, 請求書 centred, the buyer with 御中 and 代表取締役 … 様 at the left, the 協会 at the right under its 角印 (一般社団法人…観光協会 on one line, 会長 and the name, 〒 address, TEL/FAX, 登録番号), a greeting, 請求金額 金…円也 (digits full-width sometimes) centred in a double-ruled box with the お支払期限 under it, the rows under 【課税】 and 【不課税】 headings (観光ガイドマップ / パンフレット / イベントプログラム 広告掲載料 and 公式ウェブサイト バナー広告（12ヶ月）at 10%; …まつり / 花火大会 協賛金 and 法人会員 年会費（n口）不課税, outside the 消費税), 課税対象額 / 消費税（10%）/ 不課税 計 / 合計 (the amount to pay, as in the box), then the お振込先 (JA… / …農業協同組合 or a regional bank or 信用金庫 of the prefecture, no codes; holder ｼﾔ)…ｶﾝｺｳｷﾖｳｶｲ half-width, with ｶｲﾁﾖｳ and the 会長's name after it sometimes), and 以上",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'main' : 'other' }),
  render(d, r) {
    const town = relocate(d, r, true);
    const pref = prefOf(town);
    const tn = townOf(town);
    const [kind, kindKana] = r.pick(KANKO_KINDS);
    d.corpBody = `${tn}${kind}`;
    d.form = '一般社団法人';
    d.formBefore = true;
    d.issuerName = `一般社団法人${d.corpBody}`;
    d.holderBase = `シャ）${TOWN_KANA[tn]}${kindKana}`;
    const [csn, csnk] = r.pick(SURNAMES);
    const [cgn, cgnk] = r.pick(GIVEN);
    const holderBase = r.chance(0.5) ? `${d.holderBase} カイチョウ ${csnk} ${cgnk}` : d.holderBase;
    if (!d.bank.main || ['0036', '0038', '0294'].includes(d.bank.code) || r.chance(0.5)) {
      const ja = TOWN_JA[pref];
      const names = [r.chance(0.5) ? `JA${ja}` : `${ja}農業協同組合`, ...REGIONAL_BANKS[pref]];
      localBank(d, r, names);
    }
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const fy = m >= 4 ? y : y - 1;
    d.no = `R${fy - 2018}-${String(r.int(1, 240)).padStart(3, '0')}`;
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([y, m], 1)) : addDays(d.issue, r.pick([14, 21, 30]));
    const [bsn] = r.pick(SURNAMES);
    d.buyerName = r.pick(KANKO_BUYERS).replace('{s}', bsn);
    d.buyerZip = d.zip;
    d.buyerAddress = `${town}${r.int(12, 3999)}${r.chance(0.5) ? `-${r.int(1, 9)}` : '番地'}`;
    const rows = [];
    const [ad, lo, hi] = r.pick(KANKO_ADS);
    rows.push({ name: `${ad}（令和${fy - 2018}年度版）`, qty: 1, unit: '件', price: r.int(lo, hi) * 1000, rate: 10 });
    if (r.chance(0.4))
      rows.push({
        name: '公式ウェブサイト バナー広告掲載料（12ヶ月）',
        qty: 1,
        unit: '件',
        price: r.int(12, 36) * 1000,
        rate: 10,
      });
    const free = [];
    const event = `${tn.replace(/[市町村]$/, '')}${r.pick(KANKO_EVENTS)}`;
    if (r.chance(0.8))
      free.push({
        name: `第${r.int(12, 68)}回 ${event} 協賛金`,
        qty: 1,
        unit: '口',
        price: r.pick([10000, 20000, 30000, 50000, 100000]),
      });
    if (r.chance(0.5) || !free.length) {
      const units = r.int(1, 3);
      free.push({ name: `令和${fy - 2018}年度 法人会員 年会費`, qty: units, unit: '口', price: r.pick([10000, 12000, 20000]) });
    }
    rows.forEach((x) => (x.amount = x.qty * x.price));
    free.forEach((x) => (x.amount = x.qty * x.price));
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const freeSum = free.reduce((t, x) => t + x.amount, 0);
    const total = s.total + freeSum;
    const dual = r.chance(0.7) ? warekiDual : DATE_FORMATS.wareki;
    const wideAmt = r.chance(0.5);
    const issuer = d.issuerName;
    const holder = holderPrinted({ holderBase }, r.pick(['half-big', 'half-big', 'big']));
    const reg = r.chance(0.3) ? regSpaced(d.reg) : d.reg;
    const row = (x) =>
      `<tr><td>${x.name}</td><td class="num">${x.qty}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`;
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 11px; color: #111; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 50px 66px 0; }
      .rt { text-align: right; }
      h1 { text-align: center; font-size: 24px; letter-spacing: 1.2em; margin: 14px 0 12px; font-weight: 700; }
      .two { display: flex; justify-content: space-between; align-items: flex-start; }
      .to { line-height: 1.8; } .to .n { font-size: 15.5px; }
      .co { position: relative; width: 290px; font-size: 10px; line-height: 1.6; } .co .nm { font-size: 14px; font-weight: 700; white-space: nowrap; }
      .amt { margin: 8px auto 4px; width: 420px; border: 4px double #111; text-align: center; padding: 8px 0; font-size: 13px; } .amt b { font-size: 21px; letter-spacing: .06em; margin-left: 14px; }
      .det { width: 100%; border-collapse: collapse; margin-top: 12px; } .det th { border: 1px solid #333; font-weight: normal; background: #f3f3f3; padding: 2px 4px; } .det td { border: 1px solid #555; padding: 3px 6px; }
      .det tr.h td { background: #fafafa; font-weight: 700; border-bottom: 1px dotted #999; }
      .sum { margin: 6px 0 0 auto; border-collapse: collapse; } .sum td { border: 1px solid #555; padding: 2px 10px; } .sum td.num { width: 120px; } .sum tr.g td { font-weight: 700; border: 2px solid #111; }
      .bank { margin-top: 16px; border: 1px solid #555; padding: 8px 14px; line-height: 1.9; width: 460px; }`;
    const page = `<div class="wrap"><div class="rt">請求書番号　${d.no}<br>${dual(d.issue)}</div>
      <h1>請求書</h1>
      <div class="two"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>代表取締役　${d.buyerPerson}　様</div>
        <div class="co"><div class="nm">${issuer}</div>会長　${csn} ${cgn}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${reg}
          ${kakuin(d, `right: ${r.int(0, 30)}px; top: ${r.int(-4, 16)}px; opacity: .55;`)}</div></div>
      <p style="margin-top:18px">拝啓　時下ますますご清祥のこととお慶び申し上げます。平素より当協会の事業に格別のご理解とご協力を賜り、厚く御礼申し上げます。下記のとおりご請求申し上げますので、よろしくお願い申し上げます。</p>
      <p style="text-align:right">敬具</p>
      <div style="text-align:center">記</div>
      <div class="amt">請求金額<b>金${wideAmt ? zenNum(yen(total)) : yen(total)}円也</b></div>
      <div style="text-align:center">お支払期限　${dual(d.due)}</div>
      <table class="det"><tr><th>摘要</th><th style="width:44px">数量</th><th style="width:36px">単位</th><th style="width:84px">単価（円）</th><th style="width:96px">金額（円）</th></tr>
        <tr class="h"><td colspan="5">【課税】（消費税10%）</td></tr>${rows.map(row).join('')}
        <tr class="h"><td colspan="5">【不課税】（協賛金・会費は消費税の対象外です）</td></tr>${free.map(row).join('')}</table>
      <table class="sum"><tr><td>課税対象額</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr>
        <tr><td>不課税 計</td><td class="num">${yen(freeSum)}</td></tr><tr class="g"><td>合計</td><td class="num">${yen(total)}</td></tr></table>
      <div class="bank">お振込先　${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}<br><span style="font-size:9.5px">※お振込手数料はご負担くださいますようお願い申し上げます。</span></div>
      <div class="rt" style="margin-top:10px">以上</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

export { townOf, yuchoPair };
