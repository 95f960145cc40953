// Invoice corpus layouts L173–L178: each pushed onto core.mjs's LAYOUTS, in order.
import {
  DATE_FORMATS,
  GIVEN,
  LAYOUTS,
  MAIN_PRINTED,
  PLACES,
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
import { regHyphen, withholding } from './layouts-013-018.mjs';
import { kakuin, landline, setYago, shuffle, weekday } from './layouts-019-028.mjs';
import { abbreviated, setCorp } from './layouts-029-034.mjs';
import { enDate, ordinaryAtNetBank, representative, tri } from './layouts-035-040.mjs';
import { kanjiNum } from './layouts-047-052.mjs';
import { BANK_EN, EN_MONTHS_LONG, prefOf } from './layouts-053-058.mjs';
import { JA_BRANCHES, TOWNS, cityOf, relocate } from './layouts-089-094.mjs';
import { addMonths, roundSeal, yagoHolder } from './layouts-095-100.mjs';
import { dmy } from './layouts-107-112.mjs';
import { warekiPad } from './layouts-125-130.mjs';
import { seqNo } from './layouts-143-148.mjs';
import { KANJI_STEMS } from './layouts-167-172.mjs';

// ---- 173–178: written blind as the twenty-sixth round's fresh set, measured once (ADR 0025), now dev.

// 173 — an exhibition organiser (a trade-press publisher or an event company: 株式会社…メディア / …新聞社 / …コンベンション, which
// runs the show's 運営事務局) bills an exhibitor for the rest of its 出展料, the 申込金 having been paid with the application: the
// show's key visual as a coloured band across the top (第n回, the show's name and year, its English name, 会期 with weekdays, 会場),
// 出展料 ご請求書（残金）with 請求日 / 請求書番号, then two blocks side by side — the 運営事務局 with 主催：the company, its 〒 address,
// TEL/FAX, e-mail and 登録番号 under a 角印 at the left, the exhibitor's 〒 address and name with 御中, 出展ご担当 様, 出展者ID, 小間番号
// and 小間数 at the right — 今回ご請求額（残金）boxed with the お支払期限, a table whose first column merges its cells over each group
// (出展料 with an 早期申込割引 △ and a 角小間料金 sometimes / 電気 by the kW / 備品・オプション), 小計 / 消費税 / ご契約金額（税込）,
// the お申込金 (…ご入金済) △ and 今回ご請求額（残金）, the お振込先, and the キャンセル規定 with dates of its own; 西暦 dates.
const EXPO_TRADES = [
  ['メディア', 'メディア'],
  ['新聞社', 'シンブンシャ'],
  ['コンベンション', 'コンベンション'],
  ['エキスポ', 'エキスポ'],
  ['イベント企画', 'イベントキカク'],
];
// [the show's name, its English name]
const EXPO_SHOWS = [
  ['スマート物流EXPO', 'SMART LOGISTICS EXPO'],
  ['インフラ維持管理・防災技術展', 'INFRASTRUCTURE MAINTENANCE & RESILIENCE SHOW'],
  ['介護・福祉ビジネスショー', 'CARE & WELFARE BUSINESS SHOW'],
  ['フードテック商談展', 'FOODTECH TRADE SHOW'],
  ['スマート農業・アグリDX展', 'AGRI-DX EXPO'],
  ['工場の省エネ・脱炭素フェア', 'FACTORY GX FAIR'],
  ['リテールテック・店舗DX展', 'RETAIL TECH EXPO'],
];
const EXPO_VENUES = [
  '東京ビッグサイト 東展示棟 4・5・6ホール',
  '幕張メッセ 国際展示場 4・5ホール',
  'インテックス大阪 4号館・5号館',
  'ポートメッセなごや 第1展示館',
  'マリンメッセ福岡 B館',
  'パシフィコ横浜 展示ホールC・D',
];
// [品名, 単位, 単価 lo–hi, 数量 lo–hi]
const EXPO_OPTIONS = [
  ['スポットライト（LED・アーム式）', '灯', 3000, 4500, 2, 8],
  ['展示台（W900×D600×H700）', '台', 5000, 8000, 1, 4],
  ['折りたたみ椅子', '脚', 800, 1200, 2, 6],
  ['カタログスタンド（A4・3段）', '台', 3500, 5000, 1, 2],
  ['出展者バッジ 追加発行', '枚', 1000, 2000, 2, 10],
  ['公式ガイドブック 広告掲載料（1/2ページ）', '式', 80000, 150000, 1, 1],
  ['ブース内 インターネット回線（有線・固定IP）', '回線', 25000, 40000, 1, 1],
  ['来場者バーコードリーダー レンタル', '台', 12000, 18000, 1, 2],
];
LAYOUTS.push({
  id: 'L173-tenjikai-zankin',
  split: 'dev',
  title:
    "展示会 organiser's 出展料 ご請求書（残金）to an exhibitor: the show's key visual across the top (会期, 会場), the 運営事務局 with 主催：the company at the left and the exhibitor at the right, groups with merged cells, an 早期申込割引 △, the 申込金 already paid deducted from the ご契約金額, a キャンセル規定 with its own dates",
  exercises:
    "an exhibition organiser (株式会社…メディア / …新聞社 / …コンベンション / …エキスポ / …イベント企画, (株)/㈱ sometimes) bills an exhibitor for the rest of its 出展料: a coloured key-visual band across the top (第12回, スマート物流EXPO 2026 and its English name, 会期 2026.3.4（水）–3.6（金）, 会場 東京ビッグサイト …), 出展料 ご請求書（残金）with 請求日 / 請求書番号 at the right, two blocks side by side — at the left the show's 運営事務局 with 主催：the company, 〒 address, TEL/FAX, e-mail and 登録番号 under a 角印; at the right the exhibitor's 〒 address and name with 御中, 出展ご担当 … 様, 出展者ID, 小間番号 and 小間数 — 今回ご請求額（残金）boxed with the お支払期限, a table whose first column merges its cells over each group (出展料: 基礎小間 3m×3m by the 小間, 早期申込割引 △ sometimes, 角小間料金 sometimes; 電気: 幹線工事費 and 使用料 by the kW; 備品・オプション: spotlights, 展示台, badges, a guidebook ad, a line), 小計（税抜）/ 消費税（10%）/ ご契約金額（税込）, お申込金（… ご入金済）△ and 今回ご請求額（残金）— the amount to pay, the お振込先 with a note to put the 出展者ID before the remitter's name, and a キャンセル規定 with dates of its own (90 days before the show); 西暦 dates (2026年1月20日, 2026年01月20日 or 2026/01/20)",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, EXPO_TRADES, [['株式会社', 'カ']]);
    landline(d);
    ordinaryAtNetBank(d);
    if (r.chance(0.7)) d.type = 2;
    const [show, showEn] = r.pick(EXPO_SHOWS);
    const venue = r.pick(EXPO_VENUES);
    const start = addDays(d.issue, r.int(70, 120));
    const end = addDays(start, r.pick([2, 2, 2, 1, 3]));
    const nth = r.int(3, 18);
    d.due = r.chance(0.5) ? endOfMonth(...addMonths(d.issue, 1)) : addDays(d.issue, 30);
    d.no = `${r.pick(['EX', 'SE', 'TS'])}-${String(d.issue[0]).slice(2)}${pad2(d.issue[1])}-${r.digits(4)}`;
    const exId = `${String(start[0]).slice(2)}${r.pick(['A', 'B', 'C', 'E'])}${r.digits(4)}`;
    const booth = `${r.pick(['A', 'B', 'C', 'D', 'E', 'F'])}-${r.int(1, 80)}`;
    const booths = r.int(1, 4);
    const boothPrice = r.int(27, 45) * 10000;
    const boothRows = [{ name: '出展料（基礎小間 3m×3m）', qty: booths, unit: '小間', price: boothPrice }];
    if (r.chance(0.35))
      boothRows.push({ name: '早期申込割引', qty: booths, unit: '小間', price: -r.pick([20000, 30000, 50000]) });
    if (booths >= 2 && r.chance(0.5))
      boothRows.push({ name: '角小間料金', qty: 1, unit: '式', price: r.pick([30000, 50000, 55000]) });
    const kw = r.int(1, 6);
    const power = [
      { name: '電気幹線工事費（単相100V）', qty: kw, unit: 'kW', price: r.pick([10000, 11000, 12000, 13000]) },
      { name: '電気使用料（会期中）', qty: kw, unit: 'kW', price: r.pick([3000, 3500, 4000]) },
    ];
    const options = shuffle(r, EXPO_OPTIONS)
      .slice(0, r.int(1, 4))
      .map(([name, unit, lo, hi, qlo, qhi]) => ({
        name,
        unit,
        qty: r.int(qlo, qhi),
        price: Math.round(r.int(lo, hi) / 100) * 100,
      }));
    const groups = [
      ['出展料', boothRows],
      ['電気', power],
      ['備品・<br>オプション', options],
    ];
    for (const [, xs] of groups) for (const x of xs) x.amount = x.qty * x.price;
    d.items = groups.flatMap(([, xs]) => xs.map((x) => ({ name: x.name, amount: x.amount, rate: 10 })));
    d.sum = summarize(d.items);
    const s = d.sum;
    // The 申込金: a share of the 出展料 at its list price, 税込, paid with the application.
    const share = r.pick([30, 50, 50]);
    const deposit = Math.floor((booths * boothPrice * 110 * share) / 10000);
    const paidOn = addDays(d.issue, -r.int(40, 120));
    const total = s.total - deposit;
    const fmt = DATE_FORMATS[r.pick(['seireki', 'seirekiPad', 'slash'])];
    const dot = (dt) => `${dt[0]}.${dt[1]}.${dt[2]}（${weekday(dt)}）`;
    const kvDates = end[0] === start[0] ? `${dot(start)}–${dot(end).slice(5)}` : `${dot(start)}–${dot(end)}`;
    const issuer = r.chance(0.6) ? d.issuerName : abbreviated(d, r.pick([0, 1]));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full', 'half-big']));
    const accent = r.pick(['#0b5aa6', '#c4462a', '#23794a', '#6b3fa0']);
    const email = `${r.pick(['exhibit', 'shutten', 'expo-office'])}@${r.pick(['example.co.jp', 'example.jp'])}`;
    const c90 = addDays(start, -90);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10.5px; color: #222; line-height: 1.55; }
      .kv { position: relative; height: 118px; padding: 16px 48px 0; color: #fff; background: linear-gradient(115deg, ${accent} 0%, ${accent} 55%, ${accent}bb 55%, ${accent}88 100%); }
      .kv .n { font-size: 12px; letter-spacing: .2em; } .kv .t { font-size: 27px; font-weight: 900; letter-spacing: .03em; line-height: 1.25; }
      .kv .e { font-size: 9.5px; letter-spacing: .22em; opacity: .9; }
      .kv .w { position: absolute; right: 48px; bottom: 12px; text-align: right; font-size: 11px; line-height: 1.6; } .kv .w b { font-size: 15px; }
      .wrap { padding: 14px 48px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid ${accent}; padding-bottom: 4px; }
      h1 { font-size: 21px; margin: 0; letter-spacing: .12em; } h1 span { font-size: 14px; letter-spacing: .05em; }
      .meta td { padding: 0 0 0 14px; } .meta td:first-child { color: #666; }
      .two { display: flex; justify-content: space-between; gap: 24px; margin-top: 12px; }
      .co { position: relative; width: 330px; font-size: 10px; line-height: 1.65; } .co .of { font-weight: 700; color: ${accent}; } .co .nm { font-size: 14px; font-weight: 700; } .co .nw { position: relative; display: inline-block; }
      .to { width: 320px; line-height: 1.65; } .to .n { font-size: 15px; font-weight: 700; border-bottom: 1px solid #333; display: inline-block; padding-right: 20px; }
      .ids { border-collapse: collapse; margin-top: 4px; } .ids td { border: 1px solid #aaa; padding: 1px 8px; } .ids td:first-child { background: #f1f1f1; }
      .amt { display: flex; align-items: center; margin-top: 12px; border: 2px solid #222; } .amt div { padding: 6px 12px; }
      .amt .l { background: ${accent}; color: #fff; font-weight: 700; } .amt .v { font-size: 21px; font-weight: 700; flex: 1; text-align: right; } .amt .d { border-left: 1px solid #222; }
      .det { width: 100%; border-collapse: collapse; margin-top: 10px; } .det th { background: #eee; border: 1px solid #888; font-weight: normal; padding: 3px; }
      .det td { border: 1px solid #aaa; padding: 3px 6px; } .det td.g { background: #f6f6f6; text-align: center; font-weight: 700; width: 78px; } .det td.c { text-align: center; }
      .sum { border-collapse: collapse; margin: 8px 0 0 auto; min-width: 330px; } .sum td { border-bottom: 1px solid #ccc; padding: 3px 10px; } .sum td.num { width: 120px; }
      .sum tr.k td { font-weight: 700; } .sum tr.t td { font-weight: 700; font-size: 14px; border: 2px solid #222; }
      .bank { margin-top: 10px; border: 1px solid #888; padding: 6px 12px; line-height: 1.75; }
      .cancel { margin-top: 8px; font-size: 9px; color: #444; line-height: 1.65; }`;
    const det = groups
      .filter(([, xs]) => xs.length)
      .map(([g, xs]) =>
        xs
          .map(
            (x, i) =>
              `<tr>${i === 0 ? `<td class="g" rowspan="${xs.length}">${g}</td>` : ''}<td>${x.name}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${tri(x.price)}</td><td class="num">${tri(x.amount)}</td></tr>`,
          )
          .join(''),
      )
      .join('');
    const sums = [
      ['', '小計（税抜）', yen(s.subtotal)],
      ['', '消費税（10%）', yen(s.tax)],
      ['k', 'ご契約金額（税込）', yen(s.total)],
      ['', `お申込金（${fmt(paidOn)} ご入金済）`, `△${yen(deposit)}`],
      ['t', '今回ご請求額（残金）', `¥${yen(total)}`],
    ];
    const page = `<div class="kv"><div class="n">第${nth}回</div><div class="t">${show} ${start[0]}</div><div class="e">${showEn} ${start[0]}</div>
        <div class="w">会期　<b>${kvDates}</b><br>会場　${venue}</div></div>
      <div class="wrap"><div class="hd"><h1>出展料 ご請求書<span>（残金）</span></h1><table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書番号</td><td>${d.no}</td></tr></table></div>
      <div class="two"><div class="co"><div class="of">${show} ${start[0]} 運営事務局</div><div class="nm"><span class="nw">主催：${issuer}${kakuin(d, `right: ${r.int(-62, -50)}px; top: ${r.int(-24, -18)}px; width: 54px; height: 54px; font-size: 12px; opacity: .6;`)}</span></div>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>E-mail ${email}<br>登録番号　${d.reg}</div>
        <div class="to">〒${d.buyerZip}　${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>出展ご担当　${d.buyerPerson}　様
          <table class="ids"><tr><td>出展者ID</td><td>${exId}</td><td>小間番号</td><td>${booth}</td><td>小間数</td><td>${booths}小間</td></tr></table></div></div>
      <div style="margin-top:10px">このたびは「第${nth}回 ${show} ${start[0]}」にご出展をお申し込みいただき、誠にありがとうございます。<br>出展料等の残金を下記のとおりご請求申し上げます。</div>
      <div class="amt"><div class="l">今回ご請求額（残金）</div><div class="v">¥${yen(total)}</div><div class="d">お支払期限　<b>${fmt(d.due)}</b></div></div>
      <table class="det"><tr><th>区分</th><th>項目</th><th style="width:50px">数量</th><th style="width:40px">単位</th><th style="width:80px">単価</th><th style="width:96px">金額</th></tr>${det}</table>
      <table class="sum">${sums.map(([c, l, v]) => `<tr${c ? ` class="${c}"` : ''}><td>${l}</td><td class="num">${v}</td></tr>`).join('')}</table>
      <div class="bank"><b>お振込先</b>　${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}　口座名義　${holder}<br><span style="font-size:9px">※お振込の際は、ご依頼人名の前に出展者ID（${exId}）を付記してください。振込手数料は貴社にてご負担願います。</span></div>
      <div class="cancel">【キャンセル規定】お申込後に出展を取り消される場合、${fmt(c90)}までは申込金を、${fmt(addDays(c90, 1))}以降は出展料等の全額を申し受けます。<br>【搬入】${fmt(addDays(start, -1))} 13:00〜20:00　出展者マニュアルは出展者専用サイトよりダウンロードいただけます。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 174 — a 農業協同組合 bills a 農業法人 for the month's 購買品 (肥料, 農薬, 資材, 種子; 精米 and お茶 at 8% ※ sometimes) on its
// 購買品 ご請求書: a green band across the top with the JA's brand (JA北斗みらい) set large as a logo, the buyer's 〒 address with 御中
// and 組合員番号 at the left, 請求日 / 締切日 / 請求書番号 over the 組合's formal name (北斗みらい農業協同組合), 代表理事組合長, 〒
// address, TEL/FAX, 営農経済部 資材課 and 登録番号 under a 角印 at the right, a statement strip (前月ご請求額 / ご入金額 / 差引繰越額 /
// 当月ご利用額 / 消費税額 / 当月ご請求額), one row per 伝票 line (供給日, 伝票No., 品名・規格, 数量, 単位, 単価, 金額, 税率), a 予約肥料
// 早期引取奨励 △ and a 配達料 sometimes, a 税率別 table, the お支払期限 and the 振込先 — the JA itself (JA… or …農業協同組合, its 本店
// or a 支店, 普通貯金), held in its name (ﾉｳｷﾖｳ)… or …ﾉｳｷﾞﾖｳｷﾖｳﾄﾞｳｸﾐｱｲ) — and a 振込依頼書 under a キリトリ線 repeating it with the
// amount in boxes and the buyer as ご依頼人; 令和 or slash dates.
const JA_SUFFIXES = [
  ['みらい', 'ミライ'],
  ['中央', 'チュウオウ'],
  ['ひかり', 'ヒカリ'],
  ['南部', 'ナンブ'],
  ['あおぞら', 'アオゾラ'],
];
const JA_FARMS = [
  '株式会社{s}ファーム',
  '農事組合法人{s}営農組合',
  '有限会社{s}農園',
  '株式会社{s}アグリ',
  '株式会社{s}ベジタブル',
];
// [品名・規格, 単位, 単価 lo–hi, 税率]
const JA_GOODS = [
  ['化成肥料 14-14-14 20kg', '袋', 2400, 3600],
  ['苦土石灰（粒状）20kg', '袋', 700, 1100],
  ['有機配合肥料 8-8-8 20kg', '袋', 2600, 3800],
  ['育苗培土 40L', '袋', 900, 1500],
  ['殺菌剤（水和剤）500g', '袋', 1800, 3200],
  ['殺虫剤（乳剤）500ml', '本', 2200, 4200],
  ['除草剤（液剤）5L', '本', 4800, 8800],
  ['農業用マルチ 黒 0.02mm×135cm×200m', '本', 2800, 4200],
  ['防虫ネット 0.6mm目 1.8m×100m', '本', 9000, 16000],
  ['出荷用段ボール 5kg用', '枚', 80, 140],
  ['ハウス用POフィルム 0.15mm 5.4m×50m', '本', 28000, 52000],
  ['ほうれん草 種子 2dL', '缶', 1500, 4000],
  ['灯油（ハウス加温用）18L', '缶', 1900, 2600],
];
const JA_FOODS = [
  ['精米 10kg（従業員まかない用）', '袋', 3800, 5200, 8],
  ['緑茶 2L×6本（作業用）', 'ケース', 900, 1400, 8],
];
LAYOUTS.push({
  id: 'L174-ja-koubai',
  split: 'dev',
  title:
    "農業協同組合's monthly 購買品 ご請求書 to a 農業法人: the JA… brand large in a green band over the 組合's formal name, a 前月/入金/繰越/当月ご利用/消費税/当月ご請求額 strip, 伝票 lines of 肥料・農薬・資材, an 早期引取奨励 △, the JA's own 普通貯金 account and a 振込依頼書 under a キリトリ線",
  exercises:
    "a 農業協同組合 bills a 農業法人 (株式会社…ファーム / 農事組合法人…営農組合 / 有限会社…農園) for its month's 購買品: a green band across the top with the JA's brand (JA北斗みらい) set large as a logo and 購買品 ご請求書 at the right, the buyer's 〒 address, name with 御中 and 組合員番号 at the left, a small ruled table of 請求日 / 締切日 / 請求書番号 over the 組合's formal name (北斗みらい農業協同組合 — the issuer, not the brand), 代表理事組合長, a town address with a 番地, TEL/FAX, 営農経済部 資材課 and 登録番号 under a 角印 at the right, a statement strip (前月ご請求額 / ご入金額 / 差引繰越額 / 当月ご利用額 / 消費税額 / 当月ご請求額 — the amount to pay, with any 繰越), one row per 伝票 line (供給日, 伝票No., 品名・規格 with ※ on 軽減 rows, 数量, 単位, 単価, 金額, 税率): 化成肥料 14-14-14 20kg, 苦土石灰, 農薬, マルチ, 防虫ネット, 段ボール, 種子, 灯油, 精米 and お茶 at 8% sometimes, a 予約肥料 早期引取奨励（3%）△ and a 配達料 sometimes; a 税率別 table, the お支払期限 and the お振込先 — the JA itself (JA… or …農業協同組合, its 本店 or a 支店, 普通貯金 or 当座貯金, no codes) held in its own name (ﾉｳｷﾖｳ)ﾎｸﾄﾐﾗｲ or ﾎｸﾄﾐﾗｲﾉｳｷﾞﾖｳｷﾖｳﾄﾞｳｸﾐｱｲ, half-width or full) — and under a キリトリ線 a 振込依頼書 repeating the account, the amount in boxes and the buyer as ご依頼人; 令和 or slash dates",
  opts: () => ({ rates: '10', bank: 'other' }),
  render(d, r) {
    const [stem, stemKana] = r.pick(KANJI_STEMS);
    const [suf, sufKana] = r.pick(JA_SUFFIXES);
    const ja = `${stem}${suf}`;
    const jaKana = `${stemKana}${sufKana}`;
    const brand = `JA${ja}`;
    d.corpBody = `${ja}農協`;
    d.form = '農業協同組合';
    d.issuerName = `${ja}農業協同組合`;
    const holderBase = r.chance(0.6) ? `ノウキョウ）${jaKana}` : `${jaKana}ノウギョウキョウドウクミアイ`;
    relocate(d, r, true);
    // The account is at the JA itself.
    delete d.yucho;
    d.bank = { name: r.chance(0.5) ? brand : d.issuerName, code: null, main: false };
    const br = r.pick(['本店', '本店', ...JA_BRANCHES]);
    d.branch = { name: br, code: br === '本店' ? '001' : `${r.int(1, 8)}${r.digits(2)}` };
    d.account = r.digits(7);
    d.type = r.chance(0.85) ? 2 : 1;
    const [y, m] = d.issue;
    const close = endOfMonth(y, m);
    d.issue = r.chance(0.5) ? close : addDays(close, r.int(3, 6));
    const nm = addMonths([y, m], 1);
    d.due = r.chance(0.6) ? [...nm, 25] : endOfMonth(...nm);
    d.no = `${String(y).slice(2)}${pad2(m)}${r.digits(6)}`;
    const member = r.digits(7);
    const [bs] = r.pick(KANJI_STEMS.filter(([s]) => s !== stem));
    d.buyerName = r.pick(JA_FARMS).replace('{s}', bs);
    const town = d.address.replace(/\d.*$/, '');
    d.buyerZip = d.zip;
    d.buyerAddress = `${town}${r.int(12, 3999)}${r.chance(0.5) ? '番地' : `-${r.int(1, 9)}`}`;
    // The month's 伝票: some days, one to three lines each.
    const mixed = r.chance(0.4);
    const pool = [...JA_GOODS, ...(mixed ? JA_FOODS : [])];
    const days = shuffle(
      r,
      Array.from({ length: close[2] }, (_, i) => [y, m, i + 1]).filter((dt) => weekday(dt) !== '日'),
    )
      .slice(0, r.int(4, 7))
      .sort((a, b) => a[2] - b[2]);
    const rows = [];
    let slip = r.int(100000, 899999);
    // The month's price of each item, the same on every 伝票.
    const step = (hi) => (hi > 20000 ? 100 : 10);
    const prices = new Map(pool.map(([name, , lo, hi]) => [name, Math.max(lo, Math.round(r.int(lo, hi) / step(hi)) * step(hi))]));
    for (const dt of days) {
      slip += r.int(5, 300);
      for (const [name, unit, , hi, rate = 10] of shuffle(r, pool).slice(0, r.int(1, 3))) {
        const price = prices.get(name);
        const qty = hi < 500 ? r.int(5, 40) * 10 : hi < 5000 ? r.int(2, 30) : r.int(1, 4);
        rows.push({ dt, slip, name, unit, qty, price, amount: qty * price, rate });
      }
    }
    if (mixed && !rows.some((x) => x.rate === 8)) {
      const [name, unit] = JA_FOODS[0];
      const price = prices.get(name);
      const qty = r.int(1, 4);
      rows.push({ dt: days[days.length - 1], slip, name, unit, qty, price, amount: qty * price, rate: 8 });
    }
    if (r.chance(0.5)) {
      const dt = r.pick(days);
      const fee = r.pick([550, 1100]);
      rows.push({
        dt,
        slip: rows.find((x) => x.dt === dt).slip,
        name: '配達料（圃場直送）',
        unit: '回',
        qty: 1,
        price: fee,
        amount: fee,
        rate: 10,
      });
    }
    const fert = rows.filter((x) => /肥料|石灰/.test(x.name)).reduce((t, x) => t + x.amount, 0);
    if (fert && r.chance(0.55)) {
      const off = -Math.floor((fert * 3) / 100);
      rows.push({
        dt: close,
        slip: slip + r.int(5, 60),
        name: '予約肥料 早期引取奨励（3%）',
        unit: '式',
        qty: 1,
        price: off,
        amount: off,
        rate: 10,
      });
    }
    rows.sort((a, b) => a.dt[2] - b.dt[2] || a.slip - b.slip);
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: x.rate }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const prev = r.int(60, 900) * 1000 + r.int(0, 999);
    const paid = r.chance(0.7) ? prev : prev - r.int(10, 50) * 1000;
    const carry = prev - paid;
    const total = carry + s.total;
    const fmt = r.pick([DATE_FORMATS.wareki, DATE_FORMATS.wareki, warekiPad, DATE_FORMATS.slash]);
    const md = ([, mm, dd]) => `${mm}/${dd}`;
    const holder = holderPrinted({ holderBase }, r.pick(['half', 'half', 'half-big', 'full']));
    const pres = `${r.pick(SURNAMES)[0]}　${r.pick(GIVEN)[0]}`;
    const staff = r.pick(SURNAMES)[0];
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const typeLabel = `${TYPE_LABEL[d.type]}貯金`;
    const green = r.pick(['#1e8a4c', '#2b8f3a', '#167a5b']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.8px; color: #1d1d1d; line-height: 1.5; }
      .band { display: flex; justify-content: space-between; align-items: center; background: ${green}; color: #fff; padding: 12px 44px; }
      .logo { font-size: 26px; font-weight: 900; letter-spacing: .02em; display: flex; align-items: center; gap: 8px; }
      .logo .mk { display: inline-block; background: #fff; color: ${green}; border-radius: 50%; width: 40px; height: 40px; line-height: 40px; text-align: center; font-size: 17px; }
      .band .t { font-size: 19px; font-weight: 700; letter-spacing: .18em; }
      .wrap { padding: 12px 44px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .to { width: 330px; line-height: 1.7; padding-top: 4px; } .to .n { font-size: 15px; font-weight: 700; border-bottom: 1px solid #222; display: inline-block; padding-right: 24px; }
      .rt { width: 320px; } .mt { border-collapse: collapse; margin-left: auto; } .mt td { border: 1px solid #888; padding: 1px 8px; } .mt td.l { background: #eef5ef; }
      .co { position: relative; margin-top: 6px; font-size: 9.5px; line-height: 1.6; } .co .nm { font-size: 14px; font-weight: 700; }
      .strip { display: flex; margin-top: 10px; border: 1.5px solid #333; } .strip div { flex: 1; text-align: center; border-right: 1px solid #888; }
      .strip div:last-child { border-right: 0; background: #fff6dc; } .strip i { display: block; font-style: normal; background: #eef5ef; border-bottom: 1px solid #888; padding: 1px 0; }
      .strip b { display: block; font-size: 12.5px; text-align: right; padding: 3px 8px; }
      .det { width: 100%; border-collapse: collapse; margin-top: 8px; } .det th { background: #eef5ef; border: 1px solid #888; font-weight: normal; padding: 2px; }
      .det td { border-left: 1px solid #aaa; border-right: 1px solid #aaa; padding: 1px 5px; height: 16px; } .det tr:last-child td { border-bottom: 1px solid #888; }
      .det td.c { text-align: center; }
      .ft { display: flex; justify-content: space-between; gap: 14px; margin-top: 8px; align-items: flex-start; }
      .tx { border-collapse: collapse; } .tx td, .tx th { border: 1px solid #888; padding: 2px 10px; font-weight: normal; } .tx th { background: #eef5ef; }
      .bank { flex: 1; border: 1px solid #888; padding: 5px 10px; line-height: 1.7; }
      .cut { margin-top: 14px; border-top: 1.5px dashed #777; text-align: center; font-size: 9px; color: #666; } .cut span { position: relative; top: -8px; background: #fff; padding: 0 10px; }
      .slip { border: 1.5px solid ${green}; padding: 6px 10px 8px; } .slip .st { font-weight: 700; color: ${green}; font-size: 12px; letter-spacing: .2em; }
      .slip table { width: 100%; border-collapse: collapse; margin-top: 4px; } .slip th { background: #eef5ef; border: 1px solid #999; font-weight: normal; padding: 2px 6px; white-space: nowrap; }
      .slip td { border: 1px solid #999; padding: 2px 6px; }
      .bx { display: inline-flex; } .bx i { display: inline-block; width: 17px; height: 20px; border: 1px solid #777; margin-left: -1px; text-align: center; font-style: normal; font-size: 12px; line-height: 20px; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td class="c">${md(x.dt)}</td><td class="c">${x.slip}</td><td>${x.rate === 8 ? '※' : ''}${x.name}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${tri(x.price)}</td><td class="num">${tri(x.amount)}</td><td class="c">${x.rate}%</td></tr>`,
      )
      .join('');
    const blank = Array.from({ length: Math.max(0, 18 - rows.length) }, () => `<tr>${'<td></td>'.repeat(8)}</tr>`).join('');
    const box = (l, v) => `<div><i>${l}</i><b>${v}</b></div>`;
    const digitsBoxes = `¥${total}`.padStart(10, ' ');
    const page = `<div class="band"><div class="logo"><span class="mk">JA</span>${brand}</div><div class="t">購買品 ご請求書</div></div>
      <div class="wrap"><div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>組合員番号　${member}</div>
        <div class="rt"><table class="mt"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">締切日</td><td>${fmt(close)}</td></tr><tr><td class="l">請求書番号</td><td>${d.no}</td></tr></table>
          <div class="co"><div class="nm">${d.issuerName}</div>代表理事組合長　${pres}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>営農経済部 資材課（担当：${staff}）<br>登録番号　${reg}
            ${kakuin(d, `right: ${r.int(0, 30)}px; top: ${r.int(-4, 14)}px; opacity: .55;`)}</div></div></div>
      <div style="margin-top:6px">毎度格別のお引き立てを賜り、厚く御礼申し上げます。${fmt(close)}締めの購買品代金を下記のとおりご請求申し上げます。</div>
      <div class="strip">${box('前月ご請求額', yen(prev))}${box('ご入金額', yen(paid))}${box('差引繰越額', yen(carry))}${box('当月ご利用額', yen(s.subtotal))}${box('消費税額', yen(s.tax))}${box('当月ご請求額', `¥${yen(total)}`)}</div>
      <table class="det"><tr><th style="width:40px">供給日</th><th style="width:58px">伝票No.</th><th>品名・規格</th><th style="width:46px">数量</th><th style="width:36px">単位</th><th style="width:66px">単価</th><th style="width:80px">金額</th><th style="width:36px">税率</th></tr>${body}${blank}</table>
      <div class="ft"><table class="tx"><tr><th></th><th>対象額</th><th>消費税</th></tr><tr><th>10%</th><td class="num">${yen(s.by[10]?.base ?? 0)}</td><td class="num">${yen(s.by[10]?.tax ?? 0)}</td></tr>${s.by[8] ? `<tr><th>※8%</th><td class="num">${yen(s.by[8].base)}</td><td class="num">${yen(s.by[8].tax)}</td></tr>` : ''}</table>
        <div class="bank">お支払期限　<b>${fmt(d.due)}</b><br>お振込先　${d.bank.name}　${d.branch.name}　${typeLabel}　${d.account}　口座名義　${holder}<br><span style="font-size:8.8px">${s.by[8] ? '※印は軽減税率（8%）対象品目です。' : ''}貯金口座からの振替をご希望の場合は、最寄りの支店窓口へお申し出ください。</span></div></div>
      <div class="cut"><span>✂ キリトリ</span></div>
      <div class="slip"><div class="st">振込依頼書</div><table>
        <tr><th>お振込先</th><td>${d.bank.name}　${d.branch.name}</td><th>貯金種目</th><td>${typeLabel}</td><th>口座番号</th><td>${d.account}</td></tr>
        <tr><th>受取人</th><td colspan="5">${holder}</td></tr>
        <tr><th>金額</th><td colspan="3"><span class="bx">${[...digitsBoxes].map((c) => `<i>${c.trim()}</i>`).join('')}</span></td><th>ご依頼人</th><td>${d.buyerName}<br><span style="font-size:8.5px">組合員番号 ${member}</span></td></tr></table></div></div>`;
    return { pages: [page], css, printed: { issuer: d.issuerName, holder, total } };
  },
});

// 175 — a foreign cloud platform's Japanese subsidiary (a 合同会社: ニンバスクラウドジャパン合同会社, Nimbus Cloud Japan G.K.) bills
// a company for a month's metered usage on a portrait invoice set in English: the brand as a logo, Tax Invoice / 適格請求書, the
// seller's English and Japanese names with its Tokyo address, Tel and Registration No., Bill to (the company with 御中), Invoice
// number / Invoice date / Due date / Account ID / Billing period as label–value pairs, Amount due boxed, one row per metered service
// (English names, usage to three decimals, unit prices to four decimals of a yen, amounts rounded), a Support plan, a promotional or
// committed-use credit △ sometimes, Subtotal / Credits / Taxable amount / Consumption tax / Total, a month-to-date estimate for the
// next period sometimes, and the bank transfer details with both codes in Japanese and English; English or ISO dates.
const CLOUD_BRANDS = [
  ['Nimbus Cloud', 'ニンバスクラウド'],
  ['Stratus Compute', 'ストラタスコンピュート'],
  ['Cirrus Platform', 'シーラスプラットフォーム'],
  ['Vectorline', 'ベクターライン'],
  ['Orbitstack', 'オービットスタック'],
];
const CLOUD_TOWERS = [
  'グランフロントタワー 21F',
  'シティプレイス 18階',
  'スクエアタワー 30F',
  'ビジネスコート 12F',
  'センタービル 9F',
];
// [service, unit, unit price lo–hi in 1/10,000 yen, usage lo–hi, decimals of the usage]
const CLOUD_METERS = [
  ['Compute — general purpose instances', 'vCPU-hours', 48000, 72000, 700, 22000, 3],
  ['Compute — memory', 'GB-hours', 6200, 9500, 2800, 88000, 3],
  ['Block storage — SSD', 'GB-months', 120000, 180000, 200, 6000, 3],
  ['Object storage — standard', 'GB-months', 28000, 36000, 500, 40000, 3],
  ['Data transfer — internet egress', 'GB', 115000, 170000, 50, 9000, 3],
  ['Managed PostgreSQL — db.m.large', 'instance-hours', 380000, 960000, 300, 1488, 0],
  ['Load balancer — capacity units', 'LCU-hours', 11000, 16000, 700, 6000, 3],
  ['Serverless functions — requests', 'million requests', 280000, 420000, 1, 900, 3],
  ['Static IPv4 addresses', 'IP-hours', 5500, 8000, 744, 5952, 0],
];
LAYOUTS.push({
  id: 'L175-cloud-usage-en',
  split: 'dev',
  title:
    "foreign cloud platform's Japanese 合同会社 billing metered usage on a portrait invoice in English: Tax Invoice / 適格請求書, the seller's English and Japanese names, Account ID beside the Invoice number, usage to three decimals × unit prices to four, a credit △ before the tax, a next-period estimate, English dates",
  exercises:
    "a foreign cloud platform's Japanese subsidiary (ニンバスクラウドジャパン合同会社 / Nimbus Cloud Japan G.K.) bills a company for a month's metered usage on a portrait invoice set in English: the brand as a logo at the top left, Tax Invoice with 適格請求書 under it at the right, the seller block (its English name, its Japanese name — the issuer_name — its 〒 Tokyo address in Japanese with a tower's floor, Tel and Registration No. (登録番号)), Bill to (the company with 御中 and its address), Invoice number / Invoice date / Due date / Account ID / Billing period / Payment terms as label–value pairs, Amount due (JPY) boxed with the due date, one row per metered service (Compute — general purpose instances, Block storage — SSD, Data transfer — internet egress, Managed PostgreSQL, …) with usage to three decimals, its unit, a unit price to four decimals of a yen (¥6.2400) and the amount rounded to the yen, a Support — Business plan, a Promotional credit or a Committed use discount as a negative line sometimes, Subtotal / Credits / Taxable amount (10%) / Consumption tax (10%) / Total (JPY) — the amount due, a grey panel with the month-to-date estimate for the next period (not billed) sometimes, and Payment by bank transfer (the bank's Japanese and English names with the bank code, the branch with its code, 普通 (Ordinary), the account number, the account name ﾆﾝﾊﾞｽｸﾗｳﾄﾞｼﾞﾔﾊﾟﾝ(ﾄﾞ half-width), with a note to put the Account ID before the remitter's name; dates as Dec 1, 2026, 1 Dec 2026, December 1, 2026 or 2026-12-01",
  opts: () => ({ rates: '10', bank: 'main', checking: false }),
  render(d, r) {
    const [brand, brandKana] = r.pick(CLOUD_BRANDS);
    d.corpBody = `${brandKana}ジャパン`;
    d.form = '合同会社';
    d.formBefore = false;
    d.issuerName = `${brandKana}ジャパン合同会社`;
    d.holderBase = `${brandKana}ジャパン（ド`;
    const en = `${brand} Japan G.K.`;
    const [zip, town] = r.pick(PLACES.filter(([, a]) => a.startsWith('東京都')));
    d.zip = zip;
    d.address = `${town}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)} ${r.pick(CLOUD_TOWERS)}`;
    d.tel = `03-${r.digits(4)}-${r.digits(4)}`;
    // A city bank, 普通.
    if (!['0001', '0005', '0009'].includes(d.bank.code)) {
      const code = r.pick(['0001', '0005', '0009']);
      d.bank = { name: MAIN_PRINTED[code], code, main: true };
      const br = r.pick(['東京営業部', '本店', '丸の内支店', '新宿支店', '渋谷支店']);
      d.branch = { name: br, code: br.startsWith('本店') ? '001' : `${r.int(1, 8)}${r.digits(2)}` };
    }
    d.type = 2;
    // Billed on the 1st–3rd for the month before.
    const [py, pm] = addMonths(d.issue, -1);
    d.issue = [d.issue[0], d.issue[1], r.int(1, 3)];
    d.due = r.chance(0.5) ? addDays(d.issue, 30) : endOfMonth(d.issue[0], d.issue[1]);
    d.no = r.pick([`JPINV-${d.issue[0]}${pad2(d.issue[1])}-${r.digits(6)}`, `INV-JP-${r.digits(10)}`]);
    const account = `${r.digits(4)}-${r.digits(4)}-${r.digits(4)}`;
    const lines = shuffle(r, CLOUD_METERS)
      .slice(0, r.int(3, 6))
      .map(([name, unit, plo, phi, qlo, qhi, dec]) => {
        const p4 = r.int(plo / 100, phi / 100) * 100;
        const q1000 = dec ? r.int(qlo * 1000, qhi * 1000) : r.int(qlo, qhi) * 1000;
        return { name, unit, p4, q1000, dec, amount: Math.round((q1000 * p4) / 1e7) };
      });
    if (r.chance(0.7)) {
      const fee = r.int(15, 60) * 1000;
      lines.push({ name: 'Support — Business plan (monthly)', unit: 'month', p4: fee * 10000, q1000: 1000, dec: 0, amount: fee });
    }
    const gross = lines.reduce((t, x) => t + x.amount, 0);
    const creditKind = r.pick(['', '', 'promo', 'cud']);
    const credit =
      creditKind === 'promo'
        ? -Math.min(gross - 1000, r.int(5, 30) * 1000)
        : creditKind === 'cud'
          ? -Math.floor((gross * r.pick([5, 10, 15])) / 100)
          : 0;
    const creditName =
      creditKind === 'promo'
        ? `Promotional credit (${r.pick(['STARTUP', 'MIGRATE', 'LAUNCH'])}-${r.digits(4)})`
        : 'Committed use discount';
    d.items = [
      ...lines.map((x) => ({ name: x.name, amount: x.amount, rate: 10 })),
      ...(credit ? [{ name: creditName, amount: credit, rate: 10 }] : []),
    ];
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = r.pick([enDate, dmy, ([yy, mm, dd]) => `${EN_MONTHS_LONG[mm - 1]} ${dd}, ${yy}`, iso]);
    const periodEnd = endOfMonth(py, pm);
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big']));
    const estimate = r.chance(0.5) ? Math.round((s.total * r.int(20, 60)) / 100) : 0;
    const yen4 = (p4) => `¥${(p4 / 10000).toLocaleString('en-US', { minimumFractionDigits: 4, maximumFractionDigits: 4 })}`;
    const qty = (x) => (x.q1000 / 1000).toLocaleString('en-US', { minimumFractionDigits: x.dec, maximumFractionDigits: x.dec });
    const accent = r.pick(['#4f46e5', '#0e7490', '#c2410c', '#1f2937']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10.5px; color: #1f2328; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 46px 56px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .logo { display: flex; align-items: center; gap: 10px; font-size: 22px; font-weight: 700; letter-spacing: -.01em; }
      .logo .mk { width: 34px; height: 34px; border-radius: 9px; background: ${accent}; position: relative; }
      .logo .mk::after { content: ''; position: absolute; left: 8px; top: 12px; width: 18px; height: 10px; border-radius: 6px; background: #fff; }
      .ttl { text-align: right; } .ttl b { font-size: 24px; font-weight: 700; display: block; } .ttl span { color: #666; }
      .grid { display: flex; justify-content: space-between; gap: 24px; margin-top: 20px; }
      .lbl { font-size: 9px; text-transform: uppercase; letter-spacing: .08em; color: #6b7280; margin-bottom: 2px; }
      .blk { width: 300px; line-height: 1.6; } .blk b { font-size: 12.5px; }
      .meta { border-collapse: collapse; } .meta td { padding: 2px 0 2px 18px; } .meta td:first-child { color: #6b7280; padding-left: 0; }
      .due { margin-top: 20px; display: flex; justify-content: space-between; align-items: center; border: 1px solid #d0d7de; border-left: 5px solid ${accent}; padding: 10px 16px; }
      .due .v { font-size: 22px; font-weight: 700; }
      .items { width: 100%; border-collapse: collapse; margin-top: 20px; } .items th { font-weight: 500; text-align: left; color: #6b7280; font-size: 9.5px; border-bottom: 1.5px solid #1f2328; padding: 5px 4px; }
      .items th.num { text-align: right; } .items td { border-bottom: 1px solid #e5e7eb; padding: 4px 4px; line-height: 1.35; } .items td small { color: #6b7280; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 12px; gap: 20px; }
      .est { width: 280px; background: #f3f4f6; padding: 8px 12px; font-size: 9.5px; color: #4b5563; }
      .sum { border-collapse: collapse; width: 330px; margin-left: auto; } .sum td { padding: 3px 4px; } .sum tr.t td { border-top: 1.5px solid #1f2328; font-weight: 700; font-size: 13px; padding-top: 6px; }
      .pay { margin-top: 4px; border-collapse: collapse; } .pay td { padding: 2px 18px 2px 0; vertical-align: top; } .pay td:first-child { color: #6b7280; width: 120px; }
      .foot { position: absolute; left: 56px; right: 56px; bottom: 46px; border-top: 1px solid #e5e7eb; padding-top: 8px; font-size: 8.5px; color: #6b7280; display: flex; justify-content: space-between; }`;
    const body = lines
      .map(
        (x) =>
          `<tr><td>${x.name}<br><small>${x.unit}</small></td><td class="num">${qty(x)}</td><td class="num">${x.unit === 'month' ? `¥${yen(x.p4 / 10000)}` : yen4(x.p4)}</td><td class="num">¥${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const creditRow = credit
      ? `<tr><td>${creditName}</td><td class="num"></td><td class="num"></td><td class="num">−¥${yen(-credit)}</td></tr>`
      : '';
    const sums = [
      ['', 'Subtotal', `¥${yen(gross)}`],
      ...(credit ? [['', 'Credits', `−¥${yen(-credit)}`]] : []),
      ['', 'Taxable amount (10%)', `¥${yen(s.subtotal)}`],
      ['', 'Consumption tax (10%) 消費税', `¥${yen(s.tax)}`],
      ['t', 'Total (JPY) 合計', `¥${yen(s.total)}`],
    ];
    const bankEn = BANK_EN[d.bank.code];
    const page = `<div class="wrap"><div class="top"><div class="logo"><span class="mk"></span>${brand}</div><div class="ttl"><b>Tax Invoice</b><span>適格請求書</span></div></div>
      <div class="grid"><div class="blk"><div class="lbl">From</div><b>${en}</b><br>${d.issuerName}<br>〒${d.zip} <span class="addr">${d.address}</span><br>Tel: ${d.tel}<br>Registration No. (登録番号): ${d.reg}</div>
        <table class="meta"><tr><td>Invoice number</td><td>${d.no}</td></tr><tr><td>Invoice date</td><td>${fmt(d.issue)}</td></tr><tr><td>Due date</td><td>${fmt(d.due)}</td></tr>
          <tr><td>Account ID</td><td>${account}</td></tr><tr><td>Billing period</td><td>${fmt([py, pm, 1])} – ${fmt(periodEnd)}</td></tr><tr><td>Payment terms</td><td>Bank transfer</td></tr></table></div>
      <div class="grid" style="margin-top:16px"><div class="blk"><div class="lbl">Bill to</div><b>${d.buyerName} 御中</b><br>〒${d.buyerZip} ${d.buyerAddress}</div></div>
      <div class="due"><span>Amount due (JPY)<br><span style="color:#6b7280">Please pay by ${fmt(d.due)}</span></span><span class="v">¥${yen(s.total)}</span></div>
      <table class="items"><tr><th>Service</th><th class="num" style="width:120px">Usage</th><th class="num" style="width:110px">Unit price</th><th class="num" style="width:100px">Amount</th></tr>${body}${creditRow}</table>
      <div class="low">${estimate ? `<div class="est"><b>Month-to-date estimate</b><br>Charges so far for ${EN_MONTHS_LONG[d.issue[1] - 1]} ${d.issue[0]} (not billed): ¥${yen(estimate)}<br>Final charges will appear on your next invoice.</div>` : '<div></div>'}
        <table class="sum">${sums.map(([c, l, v]) => `<tr${c ? ` class="${c}"` : ''}><td>${l}</td><td class="num">${v}</td></tr>`).join('')}</table></div>
      <div class="lbl" style="margin-top:18px">Payment by bank transfer / お振込先</div>
      <table class="pay"><tr><td>Bank</td><td>${d.bank.name} (${bankEn}) — Bank code ${d.bank.code}</td></tr><tr><td>Branch</td><td>${d.branch.name} — Branch code ${d.branch.code}</td></tr>
        <tr><td>Account type</td><td>普通 (Ordinary)</td></tr><tr><td>Account number</td><td>${d.account}</td></tr><tr><td>Account name</td><td>${holder}</td></tr></table>
      <div style="margin-top:10px;font-size:9.5px;color:#4b5563">Please enter your Account ID (${account.replace(/-/g, '')}) before your company name as the remitter. Transfer fees are borne by the customer.<br>お振込の際は、ご依頼人名の前にアカウントIDをご入力ください。</div>
      <div class="foot"><span>${en} · ${d.issuerName}</span><span>Page 1 of 1</span></div></div>`;
    return {
      pages: [page],
      css,
      printed: { issuer: d.issuerName, holder, total: s.total, showBankCode: true, showBranchCode: true },
    };
  },
});

// 176 — a business hotel's month-end 法人様 ご利用明細書 兼 請求書 for a company's staff stays, printed from its PMS on a laser
// printer low on toner: the hotel's name as a logotype at the top (HOTEL … and its Japanese name), 出力日時 / 帳票ID / Page 1/1,
// 法人コード and the company with 御中, 請求書No. / 請求日 / ご利用期間 / お支払期限 in a ruled block, one row per stay in a
// monospaced ledger (チェックイン, 泊数, 部屋, タイプ, ご宿泊者 … 様, 室料 and 朝食 税込 per night, 宿泊税 by the city's bands, 請求額,
// 区分 後払 / 現地精算 — a stay settled at the front listed with 請求額 ―), a キャンセル料 (不課税) sometimes, the totals (10%対象
// 税込 with its 内消費税, 宿泊税, キャンセル料, ご請求金額) and 現地精算分 for reference, the 振込先 with the branch code, and the 運営会社
// (name, 〒 address, TEL/FAX, 登録番号) at the foot — the only address and telephone printed; slash dates.
const BIZHOTEL_TRADES = [
  ['ホテルズ', 'ホテルズ'],
  ['ホテル開発', 'ホテルカイハツ'],
  ['観光', 'カンコウ'],
  ['ホテルマネジメント', 'ホテルマネジメント'],
  ['リゾート', 'リゾート'],
];
const HOTEL_AREAS = {
  東京都: ['新宿', '上野', '品川', '八重洲', '浜松町'],
  大阪府: ['梅田', 'なんば', '新大阪', '本町'],
  京都府: ['京都駅前', '四条烏丸', '三条'],
  福岡県: ['博多', '天神', '中洲'],
};
// 宿泊税 per person-night on the room rate before tax, as each prefecture or city sets its bands.
const STAY_TAX = {
  東京都: (p) => (p < 10000 ? 0 : p < 15000 ? 100 : 200),
  大阪府: (p) => (p < 5000 ? 0 : p < 15000 ? 200 : p < 20000 ? 400 : 500),
  京都府: (p) => (p < 20000 ? 200 : p < 50000 ? 500 : 1000),
  福岡県: (p) => (p < 20000 ? 200 : 500),
};
// [type, 室料 税込 per night]
const HOTEL_ROOMS = [
  ['シングル', [7700, 8800, 9900, 11000, 12100, 13200]],
  ['シングル', [8800, 9900, 11000, 12100]],
  ['セミダブル', [9900, 11000, 12100, 13200, 14300]],
  ['ダブル(1名)', [12100, 13200, 15400, 16500]],
  ['ツイン(1名)', [14300, 16500, 18700, 22000]],
];
LAYOUTS.push({
  id: 'L176-hotel-houjin-pms',
  split: 'dev',
  title:
    "business hotel's month-end 法人様 ご利用明細書 兼 請求書 printed from its PMS, faint: one row per staff stay, 室料 and 朝食 税込 with the 内消費税, 宿泊税 by the city's bands and a キャンセル料 outside the 消費税, a stay settled at the front listed but not billed, the 運営会社 at the foot",
  exercises:
    "a business hotel's month-end bill to a company for its staff's stays, printed from the hotel's PMS on a laser printer low on toner (grey text, hairlines): the hotel's name as a logotype at the top (HOTEL … / ホテル… 新宿), 出力日時, 帳票ID and Page 1/1 at the right, 法人様 ご利用明細書 兼 請求書, the company's 〒 address and name with 御中, 法人コード and ご担当 様, 請求書No. / 請求日 / ご利用期間 / お支払期限 in a ruled block, a monospaced ledger with one row per stay (C/I 月日 and 曜日, 泊数, 部屋番号, タイプ, ご宿泊者 … 様, 室料 and 朝食 税込 per night, 宿泊税 by the 東京都 / 大阪府 / 京都市 / 福岡市 bands per person-night, 請求額, 区分 後払 or 現地精算 — a stay settled at the front listed with ― as its 請求額), a キャンセル料（前日・50%）不課税 sometimes, then the totals: 10%対象（税込）with （内消費税 …）, 宿泊税（不課税）, キャンセル料（不課税）, ご請求金額 (the 税込 sum plus the levies), and 現地精算分（ご請求対象外・参考）, the お振込先 with the 支店番号, and at the foot the 運営会社 (株式会社…ホテルズ / …観光 / …ホテル開発, its 〒 address, TEL/FAX — the only ones printed — and 登録番号); slash dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, BIZHOTEL_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
    ]);
    ordinaryAtNetBank(d);
    const [zip, town, area] = r.pick(PLACES.filter(([, a]) => /^(東京都|大阪府|京都府|福岡県)/.test(a)));
    const pref = prefOf(town);
    d.zip = zip;
    d.address = `${town}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
    const local = area.length === 2 ? `${r.digits(4)}-${r.digits(4)}` : `${r.digits(3)}-${r.digits(4)}`;
    d.tel = `${area}-${local}`;
    d.fax = `${area}-${local.slice(0, -1)}${(Number(local.slice(-1)) + 3) % 10}`;
    const [hs] = r.pick(STEMS);
    const spot = r.pick(HOTEL_AREAS[pref]);
    const hotel = r.pick([`ホテル${hs} ${spot}`, `${hs}イン ${spot}`, `ホテル${hs}ステーション${spot}`]);
    const tagline = r.pick(['BUSINESS HOTEL', 'HOTEL & STAY', 'CITY HOTEL']);
    // The month billed: the one before the 請求日 (the 1st–5th).
    const [by, bm] = d.issue;
    const close = endOfMonth(by, bm);
    d.issue = addDays(close, r.int(1, 5));
    d.due = r.chance(0.5) ? endOfMonth(d.issue[0], d.issue[1]) : [d.issue[0], d.issue[1], 25];
    d.no = `${r.pick(['AR', 'INV', 'CB'])}${String(d.issue[0]).slice(2)}${pad2(d.issue[1])}-${r.digits(5)}`;
    const corpCode = `C${r.digits(5)}`;
    const taxOf = STAY_TAX[pref];
    const guests = Array.from({ length: r.int(2, 5) }, () => `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`);
    // Each guest's trips through the month, one after another, in the room type the company allows them.
    const trips = [];
    for (const guest of guests) {
      const [type, rates] = r.pick(HOTEL_ROOMS);
      let day = r.int(1, 12);
      for (let k = r.int(1, 3); k > 0; k--) {
        const nights = r.pick([1, 1, 1, 2, 2, 3, 4]);
        if (day + nights > close[2]) break;
        trips.push({ guest, type, rate: r.pick(rates), ci: [by, bm, day], nights });
        day += nights + r.int(2, 9);
      }
    }
    const stays = [];
    for (const { guest, type, rate, ci, nights } of trips) {
      const breakfast = r.chance(0.6) ? r.pick([1100, 1320, 1650]) : 0;
      const stayTax = taxOf(rate / 1.1) * nights;
      const room = `${r.int(3, 14)}${pad2(r.int(1, 28))}`;
      const front = r.chance(0.12);
      const sales = (rate + breakfast) * nights;
      stays.push({
        ci,
        nights,
        type,
        rate,
        breakfast,
        stayTax,
        room,
        guest,
        front,
        sales,
        billed: sales + stayTax,
      });
    }
    if (!stays.some((x) => !x.front)) stays[0].front = false;
    stays.sort((a, b) => a.ci[2] - b.ci[2] || a.room.localeCompare(b.room));
    const cancel = r.chance(0.3) ? Math.floor(r.pick([9900, 11000, 12100]) / 2) : 0;
    const cancelDay = [by, bm, r.int(1, close[2])];
    const billed = stays.filter((x) => !x.front);
    const incl = billed.reduce((t, x) => t + x.sales, 0);
    const levy = billed.reduce((t, x) => t + x.stayTax, 0);
    const inner = Math.floor((incl * 10) / 110);
    const total = incl + levy + cancel;
    const frontSum = stays.filter((x) => x.front).reduce((t, x) => t + x.billed, 0);
    const slash = DATE_FORMATS.slash;
    const md = (dt) => `${pad2(dt[1])}/${pad2(dt[2])}(${weekday(dt)})`;
    const issuer = d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big']));
    const out = `${slash(d.issue)} ${pad2(r.int(8, 11))}:${pad2(r.int(0, 59))}`;
    const levyName = pref === '京都府' ? '宿泊税（京都市）' : pref === '福岡県' ? '宿泊税（福岡市）' : `宿泊税（${pref}）`;
    const css = `body { font-family: 'Noto Sans Mono CJK JP'; font-size: 9.6px; color: #5b5b5b; line-height: 1.45; }
      .wrap { position: relative; height: 1123px; padding: 36px 44px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .brand { font-family: 'Noto Serif CJK JP'; color: #6b6b6b; } .brand .ja { font-size: 21px; letter-spacing: .1em; } .brand .en { font-size: 9px; letter-spacing: .4em; }
      .sys { text-align: right; font-size: 8.6px; color: #777; }
      h1 { font-family: 'Noto Sans CJK JP'; font-weight: 500; font-size: 16px; text-align: center; letter-spacing: .3em; margin: 12px 0 8px; color: #555; border-top: 1px solid #aaa; border-bottom: 1px solid #aaa; padding: 3px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .to { line-height: 1.7; } .to .n { font-size: 13px; color: #444; }
      .mt { border-collapse: collapse; } .mt td { border: 1px solid #bbb; padding: 1px 8px; } .mt td.l { color: #777; }
      .led { width: 100%; border-collapse: collapse; margin-top: 10px; } .led th { border-top: 1px solid #999; border-bottom: 1px solid #999; font-weight: normal; padding: 2px 3px; color: #666; }
      .led td { padding: 2px 3px; border-bottom: 1px dotted #ccc; white-space: nowrap; } .led td.c { text-align: center; }
      .led tr.fr td { color: #8a8a8a; }
      .tot { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 10px; }
      .sum { border-collapse: collapse; min-width: 330px; } .sum td { padding: 2px 8px; border-bottom: 1px solid #ccc; } .sum tr.t td { color: #3f3f3f; font-size: 12.5px; border-top: 1px solid #888; border-bottom: 3px double #888; }
      .note { width: 330px; font-size: 8.8px; color: #777; line-height: 1.6; }
      .bank { margin-top: 12px; border: 1px solid #bbb; padding: 6px 10px; line-height: 1.7; }
      .foot { position: absolute; left: 44px; right: 44px; bottom: 44px; border-top: 1px solid #aaa; padding-top: 6px; font-size: 9px; line-height: 1.6; }`;
    const body = stays
      .map(
        (x) =>
          `<tr${x.front ? ' class="fr"' : ''}><td>${md(x.ci)}</td><td class="c">${x.nights}</td><td class="c">${x.room}</td><td>${x.type}</td><td>${x.guest} 様</td><td class="num">${yen(x.rate)}</td><td class="num">${x.breakfast ? yen(x.breakfast) : '-'}</td><td class="num">${x.stayTax ? yen(x.stayTax) : '0'}</td><td class="num">${x.front ? '―' : yen(x.billed)}</td><td class="c">${x.front ? '現地精算' : '後払'}</td></tr>`,
      )
      .join('');
    const cancelRow = cancel
      ? `<tr><td>${md(cancelDay)}</td><td class="c">-</td><td class="c">-</td><td>キャンセル料</td><td>前日取消・50%（不課税）</td><td class="num"></td><td class="num"></td><td class="num"></td><td class="num">${yen(cancel)}</td><td class="c">後払</td></tr>`
      : '';
    const sums = [
      ['', `10%対象（税込）`, yen(incl)],
      ['', `　（内消費税 10%）`, `(${yen(inner)})`],
      ['', `${levyName}（不課税）`, yen(levy)],
      ...(cancel ? [['', 'キャンセル料（不課税）', yen(cancel)]] : []),
      ['t', 'ご請求金額', `¥${yen(total)}`],
    ];
    const page = `<div class="wrap"><div class="top"><div class="brand"><div class="ja">${hotel}</div><div class="en">${tagline}</div></div>
        <div class="sys">出力日時 ${out}<br>帳票ID PMS-AR-${r.pick(['021', '104', '310'])}<br>Page 1/1</div></div>
      <h1>法人様 ご利用明細書 兼 請求書</h1>
      <div class="hd"><div class="to">〒${d.buyerZip}　${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>法人コード ${corpCode}　ご担当 ${d.buyerPerson} 様</div>
        <table class="mt"><tr><td class="l">請求書No.</td><td>${d.no}</td></tr><tr><td class="l">請求日</td><td>${slash(d.issue)}</td></tr><tr><td class="l">ご利用期間</td><td>${slash([by, bm, 1])}〜${slash(close)}</td></tr><tr><td class="l">お支払期限</td><td>${slash(d.due)}</td></tr></table></div>
      <div style="margin-top:8px">平素は格別のご愛顧を賜り、誠にありがとうございます。${bm}月分のご利用につき下記のとおりご請求申し上げます。</div>
      <table class="led"><tr><th>C/I</th><th>泊</th><th>部屋</th><th>タイプ</th><th>ご宿泊者</th><th class="num">室料/泊</th><th class="num">朝食/泊</th><th class="num">宿泊税</th><th class="num">請求額</th><th>区分</th></tr>${body}${cancelRow}</table>
      <div style="font-size:8.6px;margin-top:3px">※室料・朝食は消費税込の金額です。宿泊税は1人1泊あたりの室料（税抜）に応じて課税され、消費税の対象外です。</div>
      <div class="tot"><div class="note">${frontSum ? `現地精算分（ご請求対象外・参考）　${yen(frontSum)}<br>` : ''}ご宿泊者様が直接お支払いになった分は、本請求書に含まれておりません。<br>領収書が必要な場合はフロントまでお申し付けください。</div>
        <table class="sum">${sums.map(([c, l, v]) => `<tr${c ? ` class="${c}"` : ''}><td>${l}</td><td class="num">${v}</td></tr>`).join('')}</table></div>
      <div class="bank">お振込先　${d.bank.name}　${d.branch.name}（支店番号 ${d.branch.code}）　${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}　　※振込手数料はお客様にてご負担願います。</div>
      <div class="foot">運営会社　${issuer}　〒${d.zip}　<span class="addr">${d.address}</span>　TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}　　${hotel}は${issuer}が運営しております。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBranchCode: true } };
  },
});

// 177 — a 不動産鑑定士 trading under a 屋号 (山田不動産鑑定事務所, with 不動産鑑定士 and the name, its 鑑定業者 登録 and the 鑑定士's
// 登録番号, a round 職印) bills a company for one 鑑定評価 on a serif 御請求書: 請求日 / 請求書番号 at the top right, the company
// with 御中 at the left and the office at the right, ご請求金額（源泉徴収税額控除後）boxed, a ruled ご依頼案件 table (依頼目的, 対象不動産
// 所在・地番 in kanji 丁目 and 番, 類型, 地積 ㎡ to two decimals, 価格時点, 鑑定評価書 No. and its 発行日, and the 鑑定評価額 printed as
// the basis of the 報酬 — a large sum that is not the amount to pay), the 報酬 (基本報酬 by the 評価額's band, 加算 for a building
// or an urgent job), 消費税, 源泉徴収税額 △ on the 報酬, the 実費 (登記事項証明書, 公図, 評価証明書 — 立替, 不課税) and the
// 差引ご請求額, the 振込先 and notes; 令和 dates.
const KANTEI_PURPOSES = [
  '関連会社間売買の参考',
  '資産評価（減損会計）の参考',
  '担保評価',
  '現物出資財産の価額証明',
  '役員への社有地譲渡に係る適正価格の把握',
];
// [類型, has a building]
const KANTEI_TYPES = [
  ['更地', false],
  ['建付地', false],
  ['自用の建物及びその敷地', true],
  ['貸家及びその敷地', true],
];
LAYOUTS.push({
  id: 'L177-kanteishi-gensen',
  split: 'dev',
  title:
    "不動産鑑定士's 御請求書 under its 屋号 for one 鑑定評価: a ご依頼案件 table with the 鑑定評価額 printed as the 報酬's basis, 価格時点 and the 鑑定評価書's 発行日, 基本報酬 by band with 加算, 源泉徴収 △, 登記事項証明書 等 実費 不課税, 差引ご請求額, 令和 dates",
  exercises:
    "a 不動産鑑定士 trading under a 屋号 (山田不動産鑑定事務所 — the issuer_name — with 不動産鑑定士 山田 太郎, 不動産鑑定業者 …知事（2）第1234号, 不動産鑑定士 登録 第5678号, 〒 address, TEL/FAX, 登録番号 and a round red 職印) bills a company for one 鑑定評価 on a serif 御請求書: 請求日 / 請求書番号 at the top right, the company's 〒 address and name with 御中 at the left, the office at the right, a greeting, ご請求金額（源泉徴収税額控除後）boxed, a ruled ご依頼案件 table — 依頼目的 (関連会社間売買の参考, 担保評価, 減損会計 …), 対象不動産 (所在 …二丁目 and 地番 123番4), 類型 (更地 / 建付地 / 自用の建物及びその敷地 / 貸家及びその敷地), 地積 ㎡ to two decimals and a 延床面積 for a building, 価格時点, 鑑定評価書 No. with its 発行日, and the 鑑定評価額 (hundreds of millions of yen) labelled as the 報酬算定の基礎 — then the 報酬 rows (基本報酬 for its band of 評価額, 建物 加算, 特急 加算 sometimes), 報酬 小計 / 消費税（10%）/ 報酬計, 源泉徴収税額（10.21%）△ on the 報酬 before tax, 実費（立替金・不課税）rows (登記事項証明書 600円 × n, 公図・地積測量図, 固定資産評価証明書), 実費計 and 差引ご請求額 — the amount to pay; the 振込先 (a bank or a 信用金庫, the holder the 屋号's kana with the 鑑定士's or the name alone) and notes; 令和 dates",
  opts: (r, inst) => ({ sole: true, rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    setYago(d, '不動産鑑定事務所');
    const holderBase = yagoHolder(d, 'フドウサンカンテイジムショ', r.chance(0.5));
    landline(d);
    ordinaryAtNetBank(d);
    if (r.chance(0.7)) d.type = 2;
    const pref = prefOf(d.address);
    d.due = r.chance(0.5) ? endOfMonth(...addMonths(d.issue, 1)) : addDays(d.issue, 30);
    d.no = `${d.issue[0] - 2018}-${String(r.int(1, 160)).padStart(3, '0')}`;
    const purpose = r.pick(KANTEI_PURPOSES);
    const [kind, bldg] = r.pick(KANTEI_TYPES);
    const lotTown = d.buyerAddress.replace(/\d.*$/, '');
    const lot = `${lotTown}${kanjiNum(r.int(1, 5))}丁目 ${r.int(1, 2400)}番${r.int(1, 30)}`;
    const area = r.int(9000, 420000);
    const floor = bldg ? r.int(Math.floor(area * 0.6), Math.floor(area * 2.4)) : 0;
    const priceDay = addDays(d.issue, -r.int(25, 70));
    const reportDay = addDays(d.issue, -r.int(0, 6));
    const reportNo = `第${d.issue[0] - 2018}-${String(r.int(1, 90)).padStart(3, '0')}号`;
    const value = r.int(300, 9000) * 100000;
    const [band, base] =
      value <= 100000000
        ? ['1億円以下', r.int(35, 45) * 10000]
        : value <= 300000000
          ? ['1億円超 3億円以下', r.int(48, 60) * 10000]
          : ['3億円超 10億円以下', r.int(65, 85) * 10000];
    const fees = [{ name: `基本報酬（鑑定評価額 ${band}）`, amount: base }];
    if (bldg) fees.push({ name: '建物 加算（複合不動産）', amount: Math.round((base * r.pick([20, 25, 30])) / 100000) * 1000 });
    if (r.chance(0.3)) fees.push({ name: '特急 加算（納期短縮）', amount: Math.round((base * 20) / 100000) * 1000 });
    const jippi = [
      { name: '登記事項証明書（土地・建物）', qty: r.int(2, 6), price: 600 },
      { name: '公図・地積測量図（写し）', qty: r.int(1, 3), price: 450 },
    ];
    if (r.chance(0.6)) jippi.push({ name: '固定資産評価証明書', qty: r.int(1, 3), price: pref === '東京都' ? 400 : 300 });
    for (const x of jippi) x.amount = x.qty * x.price;
    d.items = fees.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const gensen = withholding(s.subtotal);
    const jp = jippi.reduce((t, x) => t + x.amount, 0);
    const total = s.total - gensen + jp;
    const fmt = r.chance(0.7) ? DATE_FORMATS.wareki : warekiPad;
    const holder = holderPrinted({ holderBase }, r.pick(['full', 'half', 'half-big']));
    const license = `${pref}知事（${r.int(1, 8)}）第${r.int(100, 3999)}号`;
    const own = `第${r.int(3000, 9999)}号`;
    const m2 = (x) => (x / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 10.5px; color: #1a1a1a; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 44px 60px 0; }
      .meta { text-align: right; line-height: 1.8; }
      h1 { text-align: center; font-size: 25px; letter-spacing: .9em; margin: 6px 0 14px .9em; font-weight: 700; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .to .n { font-size: 15px; border-bottom: 1px solid #222; display: inline-block; padding-right: 30px; }
      .co { position: relative; width: 290px; font-size: 10px; line-height: 1.65; } .co .nm { font-size: 16px; font-weight: 700; letter-spacing: .04em; }
      .amt { margin: 14px 0 0; display: flex; border: 2px solid #1a1a1a; width: 470px; } .amt div { padding: 6px 12px; } .amt .l { background: #efefef; border-right: 1px solid #1a1a1a; }
      .amt .v { flex: 1; text-align: right; font-size: 19px; font-weight: 700; }
      .case { width: 100%; border-collapse: collapse; margin-top: 12px; } .case th { width: 130px; background: #f4f4f4; border: 1px solid #777; font-weight: normal; text-align: left; padding: 3px 8px; }
      .case td { border: 1px solid #777; padding: 3px 8px; }
      .cols { display: flex; gap: 18px; margin-top: 12px; align-items: flex-start; } .cols > div { flex: 1; }
      .fee { width: 100%; border-collapse: collapse; } .fee caption { text-align: left; font-weight: 700; padding-bottom: 2px; }
      .fee td { border: 1px solid #999; padding: 3px 8px; } .fee tr.s td { background: #f6f6f6; } .fee tr.o td { color: #8b1c1c; }
      .fin { border-collapse: collapse; margin: 10px 0 0 auto; } .fin td { padding: 3px 12px; border-bottom: 1px solid #aaa; } .fin td.num { width: 130px; }
      .fin tr.t td { font-weight: 700; font-size: 14px; border: 2px solid #1a1a1a; }
      .bank { margin-top: 12px; border: 1px solid #777; padding: 6px 12px; line-height: 1.75; }
      .note { margin-top: 8px; font-size: 9px; color: #444; line-height: 1.7; }`;
    const feeRows = fees.map((x) => `<tr><td>${x.name}</td><td class="num">${yen(x.amount)}</td></tr>`).join('');
    const jpRows = jippi
      .map((x) => `<tr><td>${x.name}　${yen(x.price)}円×${x.qty}通</td><td class="num">${yen(x.amount)}</td></tr>`)
      .join('');
    const page = `<div class="wrap"><div class="meta">請求日　${fmt(d.issue)}<br>請求書番号　${d.no}</div>
      <h1>御請求書</h1>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span></div>
        <div class="co"><div class="nm">${d.yago}</div>不動産鑑定士　${d.person}<br>不動産鑑定業者　${license}<br>不動産鑑定士登録　${own}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}
          ${roundSeal(d, `left: ${r.int(170, 220)}px; top: ${r.int(0, 20)}px; width: 58px; height: 58px; opacity: .78;`)}</div></div>
      <div style="margin-top:12px">拝啓　時下ますますご清栄のこととお慶び申し上げます。このたびは不動産鑑定評価をご依頼いただき、誠にありがとうございました。<br>鑑定評価書を${fmt(reportDay)}付にて納品いたしましたので、鑑定報酬等を下記のとおりご請求申し上げます。</div>
      <div class="amt"><div class="l">ご請求金額<br><span style="font-size:9px">（源泉徴収税額控除後）</span></div><div class="v">¥${yen(total)}－</div></div>
      <table class="case"><tr><th>依頼目的</th><td>${purpose}</td></tr><tr><th>対象不動産</th><td>${lot}</td></tr>
        <tr><th>類型</th><td>${kind}</td></tr><tr><th>地積</th><td>${m2(area)}㎡${bldg ? `　（建物 延床面積 ${m2(floor)}㎡）` : ''}</td></tr>
        <tr><th>価格時点</th><td>${fmt(priceDay)}</td></tr><tr><th>鑑定評価書</th><td>${reportNo}　（発行日 ${fmt(reportDay)}）</td></tr>
        <tr><th>鑑定評価額</th><td>金 ${yen(value)} 円　<span style="font-size:9px">（報酬算定の基礎）</span></td></tr></table>
      <div class="cols"><div><table class="fee"><caption>【鑑定報酬】</caption>${feeRows}<tr class="s"><td>報酬 小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="s"><td>報酬計</td><td class="num">${yen(s.total)}</td></tr><tr class="o"><td>源泉徴収税額（10.21%）</td><td class="num">△${yen(gensen)}</td></tr></table></div>
        <div><table class="fee"><caption>【実費（立替金・不課税）】</caption>${jpRows}<tr class="s"><td>実費計</td><td class="num">${yen(jp)}</td></tr></table></div></div>
      <table class="fin"><tr><td>報酬計（税込）</td><td class="num">${yen(s.total)}</td></tr><tr><td>源泉徴収税額</td><td class="num">△${yen(gensen)}</td></tr><tr><td>実費計</td><td class="num">${yen(jp)}</td></tr><tr class="t"><td>差引ご請求額</td><td class="num">¥${yen(total)}</td></tr></table>
      <div class="bank">お振込先　${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}</div>
      <div class="note">お支払期限　${fmt(d.due)}<br>※源泉徴収税額は報酬額（消費税抜き）に10.21%を乗じて算出しております。貴社にて納付くださいますようお願いいたします。<br>※実費は法務局等への手数料の立替分であり、消費税の対象外です。</div></div>`;
    return { pages: [page], css, printed: { issuer: d.yago, holder, total } };
  },
});

// 178 — a 防災用品 company (株式会社…防災 / …セーフティ / …防災設備) replaces a company's 備蓄品 (the stock of emergency food,
// water and goods kept for its staff) and bills it on a 納品書 兼 請求書: No., 納品日 and 請求日 (two dates) at the top right with
// 検収 / 担当 seal boxes, the company with 御中 at the left, the issuer at the right with its 本社 (〒 address, TEL/FAX) and a
// 配送センター of its own (another 〒 address and TEL) under its name, ご請求金額 boxed, a table whose first column merges its
// cells over each 保管場所 (本社 B1F 備蓄倉庫, …営業所) and a group of 作業・その他, each item with its 保存期限 (2031年9月), 入数,
// 数量 and 単位, ※ on the 8% rows (アルファ米, 保存水, パン缶), a 旧備蓄品 回収・処分費 by the kg and a フードバンク寄贈 手続 at 0
// sometimes, a 税率別 table, the 振込先 and a 次回入替 推奨時期; slash or 年月日 dates.
const BICHIKU_TRADES = [
  ['防災', 'ボウサイ'],
  ['防災設備', 'ボウサイセツビ'],
  ['セーフティ', 'セーフティ'],
  ['防災用品', 'ボウサイヨウヒン'],
];
// [品名, 入数, 単位, 単価 lo–hi, 税率, 保存年数]
const BICHIKU_ITEMS = [
  ['アルファ米 五目ごはん', 50, 'ケース', 14000, 19000, 8, 5],
  ['アルファ米 白飯', 50, 'ケース', 12000, 17000, 8, 5],
  ['保存用パン缶', 24, 'ケース', 9000, 12500, 8, 5],
  ['長期保存水 2L', 6, 'ケース', 1500, 2400, 8, 7],
  ['長期保存水 500ml', 24, 'ケース', 2600, 3800, 8, 5],
  ['保存用ビスケット', 60, 'ケース', 9000, 13000, 8, 5],
  ['長期保存ようかん', 100, 'ケース', 13000, 17000, 8, 5],
  ['非常用簡易トイレ 凝固剤セット（100回分）', 1, 'セット', 9000, 14000, 10, 10],
  ['アルミ保温シート', 100, 'ケース', 8000, 12000, 10, 0],
  ['折りたたみ式防災ヘルメット', 1, '個', 3200, 4800, 10, 0],
  ['LEDランタン（乾電池式）', 1, '個', 1800, 3200, 10, 0],
  ['救急セット（30人用）', 1, 'セット', 12000, 22000, 10, 0],
  ['長期保存ウェットタオル', 50, 'ケース', 4000, 6500, 10, 5],
];
const BICHIKU_PLACES = ['本社 B1F 備蓄倉庫', '本社 5F 防災倉庫', '第二工場 事務棟', '物流センター 1F', '{p}営業所', '{p}支店'];
LAYOUTS.push({
  id: 'L178-bousai-bichiku',
  split: 'dev',
  title:
    "防災用品 company's 納品書 兼 請求書 for replacing a company's 備蓄品: 納品日 beside 請求日, a 本社 and a 配送センター under the issuer's name, rows grouped by 保管場所 in merged cells with each item's 保存期限, ※ 8% food and water beside 10% goods, a 旧備蓄品 処分費 and a 0-yen row",
  exercises:
    "a 防災用品 company (株式会社…防災 / …防災設備 / …セーフティ / …防災用品, ㈱/(株) sometimes) replaces a company's 備蓄品 and bills it on a 納品書 兼 請求書: the title at the top left, No. (the invoice number), 納品日 and 請求日 — two dates — at the top right beside empty 検収 / 担当 seal boxes, the company's 〒 address and name with 御中 at the left, the issuer at the right with its name, 代表取締役, the 本社 (〒 address, TEL/FAX — the issuer's address and telephone) and a 配送センター (its own 〒 address and TEL) under it, 登録番号 and a 角印, ご請求金額（税込）boxed with the お支払期限, a table whose first column merges its cells over each 保管場所 (本社 B1F 備蓄倉庫 / 第二工場 事務棟 / …営業所) and over 作業・その他, each item with its 保存期限 (2031年9月), 入数, 数量, 単位, 単価, 金額 and 税率, ※ on the 8% rows (アルファ米, 保存水, パン缶, ビスケット) beside 10% goods (簡易トイレ, 保温シート, ヘルメット, ランタン, 救急セット), 搬入・棚入れ作業費, a 旧備蓄品 回収・処分費 by the kg and a フードバンク寄贈 手続代行 at 0 sometimes, a 税率別 table (8%対象 / 消費税 / 10%対象 / 消費税 / 合計), the お振込先 and a 次回入替 推奨時期; slash or 年月日 dates",
  opts: (r, inst) => ({ rates: 'mixed', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, BICHIKU_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    landline(d);
    ordinaryAtNetBank(d);
    if (r.chance(0.7)) d.type = 2;
    const delivered = addDays(d.issue, -r.int(1, 10));
    d.due = r.chance(0.6) ? endOfMonth(...addMonths(d.issue, 1)) : addDays(d.issue, 30);
    d.no = r.chance(0.5) ? seqNo(r) : `B${String(d.issue[0]).slice(2)}${pad2(d.issue[1])}-${r.digits(3)}`;
    const center = r.pick(TOWNS);
    const cLocal =
      center[2].length === 4 ? `${r.int(2, 9)}${r.digits(1)}-${r.digits(4)}` : `${r.int(2, 9)}${r.digits(2)}-${r.digits(4)}`;
    const cAddr = `${center[1]}${r.int(12, 3999)}-${r.int(1, 9)}`;
    const cTel = `${center[2]}-${cLocal}`;
    const [bs] = r.pick(STEMS);
    const city = cityOf(d.buyerAddress)
      .replace(/^.+郡/, '')
      .replace(/[市区町村]$/, '');
    const places = shuffle(r, BICHIKU_PLACES)
      .slice(0, r.int(1, 3))
      .map((p) => p.replace('{p}', r.pick([city, bs])));
    // Items for each place: food and water mostly, a good or two.
    const food = BICHIKU_ITEMS.filter((x) => x[5] === 8);
    const goods = BICHIKU_ITEMS.filter((x) => x[5] === 10);
    const groups = places.map((place) => {
      const picks = [...shuffle(r, food).slice(0, r.int(1, 3)), ...shuffle(r, goods).slice(0, r.int(0, 2))];
      return [
        place,
        picks.map(([name, per, unit, lo, hi, rate, years]) => {
          const price = Math.round(r.int(lo, hi) / 100) * 100;
          const qty = unit === 'ケース' ? r.int(2, 24) : r.int(1, 10);
          const until = years ? `${delivered[0] + years}年${r.int(1, 12)}月` : '―';
          return { name, per, unit, qty, price, amount: qty * price, rate, until };
        }),
      ];
    });
    const work = [{ name: '搬入・棚入れ作業費', per: '', unit: '式', qty: 1, price: r.int(15, 45) * 1000, rate: 10, until: '' }];
    if (r.chance(0.6))
      work.push({
        name: '旧備蓄品 回収・処分費（期限切れ分）',
        per: '',
        unit: 'kg',
        qty: r.int(40, 400),
        price: r.pick([60, 80, 100, 120]),
        rate: 10,
        until: '',
      });
    if (r.chance(0.4))
      work.push({
        name: 'フードバンク寄贈 手続代行（期限内の旧備蓄品）',
        per: '',
        unit: '式',
        qty: 1,
        price: 0,
        rate: 10,
        until: '',
      });
    for (const x of work) x.amount = x.qty * x.price;
    groups.push(['作業・その他', work]);
    d.items = groups.flatMap(([, xs]) => xs.map((x) => ({ name: x.name, amount: x.amount, rate: x.rate })));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['slash', 'seireki', 'seirekiPad'])];
    const issuer = r.chance(0.6) ? d.issuerName : abbreviated(d, r.pick([0, 1]));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full', 'half-big']));
    const next = `${delivered[0] + 5}年${delivered[1]}月頃`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #1e1e1e; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 38px 46px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { margin: 0; font-size: 22px; letter-spacing: .18em; border-bottom: 3px double #1e1e1e; padding: 0 10px 2px 0; }
      .rt { display: flex; gap: 10px; align-items: flex-start; }
      .mt { border-collapse: collapse; } .mt td { border: 1px solid #777; padding: 2px 8px; } .mt td.l { background: #f3f3f3; }
      .stamp { border-collapse: collapse; } .stamp td { border: 1px solid #777; width: 52px; text-align: center; font-size: 9px; } .stamp tr.b td { height: 48px; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 14px; }
      .to { width: 330px; line-height: 1.7; } .to .n { font-size: 15px; font-weight: 700; border-bottom: 1px solid #1e1e1e; display: inline-block; padding-right: 24px; }
      .co { position: relative; width: 320px; font-size: 9.5px; line-height: 1.6; } .co .nm { font-size: 15px; font-weight: 700; }
      .co table td { padding: 0 6px 0 0; vertical-align: top; } .co table td.l { white-space: nowrap; font-weight: 700; }
      .amt { margin-top: 10px; display: flex; align-items: stretch; border: 2px solid #1e1e1e; width: 480px; } .amt div { padding: 5px 12px; }
      .amt .l { background: #c0392b; color: #fff; font-weight: 700; } .amt .v { flex: 1; text-align: right; font-size: 19px; font-weight: 700; } .amt .d { border-left: 1px solid #1e1e1e; font-size: 9.5px; }
      .det { width: 100%; border-collapse: collapse; margin-top: 10px; } .det th { background: #f0e4e2; border: 1px solid #777; font-weight: normal; padding: 3px 2px; }
      .det td { border: 1px solid #999; padding: 2px 5px; } .det td.g { writing-mode: vertical-rl; text-align: center; background: #faf5f4; font-weight: 700; width: 34px; letter-spacing: .1em; padding: 6px 2px; }
      .det td.c { text-align: center; white-space: nowrap; }
      .ft { display: flex; justify-content: space-between; gap: 16px; margin-top: 8px; align-items: flex-start; }
      .tx { border-collapse: collapse; } .tx td, .tx th { border: 1px solid #777; padding: 2px 10px; font-weight: normal; } .tx th { background: #f3f3f3; text-align: left; } .tx tr.t td, .tx tr.t th { font-weight: 700; }
      .bank { flex: 1; border: 1px solid #777; padding: 6px 10px; line-height: 1.7; }
      .note { margin-top: 8px; font-size: 9px; color: #444; line-height: 1.65; }`;
    const det = groups
      .map(([g, xs]) =>
        xs
          .map(
            (x, i) =>
              `<tr>${i === 0 ? `<td class="g" rowspan="${xs.length}">${g}</td>` : ''}<td>${x.rate === 8 ? '※' : ''}${x.name}</td><td class="c">${x.until}</td><td class="num">${x.per}</td><td class="num">${yen(x.qty)}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td><td class="c">${x.rate}%</td></tr>`,
          )
          .join(''),
      )
      .join('');
    const page = `<div class="wrap"><div class="top"><h1>納品書 兼 請求書</h1>
        <div class="rt"><table class="mt"><tr><td class="l">No.</td><td>${d.no}</td></tr><tr><td class="l">納品日</td><td>${fmt(delivered)}</td></tr><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr></table>
          <table class="stamp"><tr><td>検収</td><td>担当</td></tr><tr class="b"><td></td><td></td></tr></table></div></div>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>総務部　防災ご担当者様</div>
        <div class="co"><div class="nm">${issuer}</div>${representative(d, r)}<table><tr><td class="l">本社</td><td>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}</td></tr>
          <tr><td class="l">配送センター</td><td>〒${center[0]}　<span class="addr">${cAddr}</span><br>TEL ${cTel}</td></tr></table>登録番号　${d.reg}
          ${kakuin(d, `right: ${r.int(0, 30)}px; top: ${r.int(-8, 6)}px; opacity: .55;`)}</div></div>
      <div style="margin-top:8px">毎度格別のお引き立てを賜り、誠にありがとうございます。備蓄品の入替を下記のとおり納品いたしましたので、ご請求申し上げます。</div>
      <div class="amt"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(s.total)}</div><div class="d">お支払期限<br><b>${fmt(d.due)}</b></div></div>
      <table class="det"><tr><th>保管場所</th><th>品名</th><th style="width:74px">保存期限</th><th style="width:36px">入数</th><th style="width:42px">数量</th><th style="width:40px">単位</th><th style="width:62px">単価</th><th style="width:78px">金額</th><th style="width:34px">税率</th></tr>${det}</table>
      <div class="ft"><table class="tx"><tr><th>※8%対象</th><td class="num">${yen(s.by[8]?.base ?? 0)}</td></tr><tr><th>消費税（8%）</th><td class="num">${yen(s.by[8]?.tax ?? 0)}</td></tr><tr><th>10%対象</th><td class="num">${yen(s.by[10]?.base ?? 0)}</td></tr><tr><th>消費税（10%）</th><td class="num">${yen(s.by[10]?.tax ?? 0)}</td></tr><tr class="t"><th>合計</th><td class="num">¥${yen(s.total)}</td></tr></table>
        <div class="bank"><b>お振込先</b><br>${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}<br><span style="font-size:9px">※振込手数料は貴社にてご負担くださいますようお願いいたします。</span></div></div>
      <div class="note">※印は軽減税率（8%）対象品目です。保存期限は製造元の表示によります。<br>※次回入替の推奨時期：${next}（時期が近づきましたら担当よりご案内いたします）</div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});
