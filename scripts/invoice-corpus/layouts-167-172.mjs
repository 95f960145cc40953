// Invoice corpus layouts L167–L172: each pushed onto core.mjs's LAYOUTS, in order.
import {
  BRANCHES,
  BUILDINGS,
  DATE_FORMATS,
  GIVEN,
  LAYOUTS,
  MAIN_BANKS,
  MAIN_PRINTED,
  ODD_BRANCHES,
  PLACES,
  STEMS,
  SURNAMES,
  TRADES,
  TYPE_LABEL,
  addDays,
  endOfMonth,
  holderPrinted,
  pad2,
  summarize,
  toHankaku,
  yen,
} from './core.mjs';
import { regHyphen, regSpaced } from './layouts-013-018.mjs';
import { kakuin, landline, setYago, shuffle, weekday } from './layouts-019-028.mjs';
import { abbreviated, setCorp } from './layouts-029-034.mjs';
import { addrHtml, ordinaryAtNetBank, rebank, tri } from './layouts-035-040.mjs';
import { daysBetween } from './layouts-047-052.mjs';
import { prefOf } from './layouts-053-058.mjs';
import { JA_BRANCHES, TOWN_JA, relocate } from './layouts-089-094.mjs';
import { PLATE_KANA, addMonths, yagoHolder } from './layouts-095-100.mjs';
import { warekiPad } from './layouts-125-130.mjs';
import { TOWN_SHINKUMI } from './layouts-137-142.mjs';
import { REGIONAL_BANKS, localBank, setFamilyCorp } from './layouts-143-148.mjs';

// ---- 167–172: written blind as the twenty-fifth round's fresh set, measured once (ADR 0025), now dev.

/** A seal carved with its own words (…管理組合理事長之印, …大学長之印), `per` characters a column, right to left. */
const textSeal = (text, per, style) => {
  const cols = [];
  for (let k = 0; k < text.length; k += per) cols.push(text.slice(k, k + per));
  return `<div class="seal" style="${style}"><div>${cols.join('<br>')}</div></div>`;
};
/** Stems written in kanji only, that read as place names (青葉, 北斗, 富士見 …). */
const KANJI_STEMS = STEMS.filter(([s]) => /^[\u4e00-\u9fff]+$/.test(s) && !['山田', '桜井'].includes(s));
/** A date with its 曜日 in brackets: 2026年1月10日（土）, in any of DATE_FORMATS' styles. */
const withWeekday = (fmt) => (dt) => `${fmt(dt)}（${weekday(dt)}）`;

// 167 — a マンション管理組合 (…管理組合 of a condominium — グランメゾン青葉台, サンクレスト東和公園 — with its 理事長, or a
// …管理組合法人) lets vacant spaces of its car park to a neighbouring company (外部貸し) and bills it in advance for one, three or
// six months: 駐車場使用料 請求書 printed and sent by its 管理会社 on its behalf — the 管理組合's name set as a letterhead with the
// building's 〒 address, the 理事長 and its 登録番号 under it, a round 理事長印 half over the name; the company with 御中, one row
// per 区画 (区画番号, 種別 平置き / 機械式（上段）, the car's 登録番号, 対象期間, 月額 × 月数), a 契約事務手数料 and a ゲートリモコン
// 保証金 (預り金, 不課税) on a first bill sometimes, 小計 / 消費税 / 保証金 / ご請求金額 at the right with the お支払期限 under
// them, the account in the 管理組合's name with its 理事長 (…カンリクミアイ リジチヨウ …) across the page below, and the 管理会社
// (事務受託者) in a ruled block of its own at the bottom with its own 〒 address, フロント担当 and the only telephone number
// printed; 西暦 dates.
const MANSION_HEADS = [
  ['グランメゾン', 'グランメゾン'],
  ['サンクレスト', 'サンクレスト'],
  ['パレス', 'パレス'],
  ['ロイヤルハイツ', 'ロイヤルハイツ'],
  ['シティコート', 'シティコート'],
  ['ルミエール', 'ルミエール'],
];
const MANSION_TAILS = [
  ['', ''],
  ['', ''],
  ['台', 'ダイ'],
  ['公園', 'コウエン'],
  ['ヒルズ', 'ヒルズ'],
  ['レジデンス', 'レジデンス'],
];
const KANRI_COMPANIES = [
  '株式会社{s}コミュニティ',
  '{s}住宅サービス株式会社',
  '株式会社{s}ハウジング',
  '{s}管理サービス株式会社',
];
// [種別, 月額 relative to a 平置き]
const PARKING_KINDS = [
  ['平置き', 0],
  ['平置き', 0],
  ['屋内平置き', 3000],
  ['機械式（上段）', -2000],
  ['機械式（下段）', -4000],
];
const PLATE_PLACES = {
  '03': ['品川', '練馬', '足立', '多摩', '世田谷'],
  '06': ['なにわ', '大阪', '和泉'],
  '052': ['名古屋', '尾張小牧'],
  '092': ['福岡'],
  '011': ['札幌'],
  '022': ['宮城'],
  '045': ['横浜', '湘南'],
  '075': ['京都'],
  '078': ['神戸'],
  '082': ['広島'],
  '048': ['大宮', '所沢'],
  '043': ['千葉', '習志野'],
  '054': ['静岡'],
  '027': ['群馬', '高崎'],
};
LAYOUTS.push({
  id: 'L167-kanrikumiai-chushajo',
  split: 'dev',
  title:
    "マンション管理組合's 駐車場使用料 請求書 to a neighbouring company (外部貸し), sent by its 管理会社: the 管理組合 as a letterhead under a 理事長印, one row per 区画 billed months ahead, a リモコン保証金 不課税, the account held by …カンリクミアイ リジチヨウ …, the 管理会社's block with the only TEL",
  exercises:
    "a マンション管理組合 (グランメゾン青葉台管理組合 / サンクレスト東和公園管理組合 / …管理組合法人) bills a neighbouring company for the spaces of its car park let to it (外部貸し), on a bill its 管理会社 prints and sends: 駐車場使用料 請求書 at the top left with 請求日 / 請求番号 at the right, the 管理組合's name centred as a letterhead with the building's 〒 address, 理事長 and the name, 登録番号, and a round red 理事長印 half over the name, the company's 〒 address and name with 御中 and 総務部 ご担当者様, a greeting, one row per 区画 (No.12, 平置き / 屋内平置き / 機械式（上段）/ 機械式（下段）, the car's 登録番号 品川 300 さ 12-34, 対象期間 2026年2月分〜2026年4月分, 月額, 月数, 金額), 契約事務手数料（初回のみ）and ゲートリモコン保証金（預り金・解約時返還・不課税）on a first bill sometimes, 小計 / 消費税（10%）/ 保証金（不課税）/ ご請求金額 at the right with the お支払期限 (…月末日 sometimes) under them, the お振込先 across the page below (a city bank or a 信用金庫, the holder the 管理組合's kana with リジチヨウ and the 理事長's name, half-width mostly), and at the bottom a ruled block 事務受託者（管理会社）with the 管理会社's name, its own 〒 address, フロント担当 and TEL — the only telephone number printed; 西暦 dates (2026年1月20日 or 2026年01月20日)",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const [head, headKana] = r.pick(MANSION_HEADS);
    const [stem, stemKana] = r.pick(KANJI_STEMS);
    const [tail, tailKana] = r.pick(MANSION_TAILS);
    const mansion = `${head}${stem}${tail}`;
    const corp = r.chance(0.25);
    d.corpBody = `${mansion}管理組合`;
    d.form = corp ? '管理組合法人' : '管理組合';
    d.issuerName = corp ? `${mansion}管理組合法人` : `${mansion}管理組合`;
    const [csn, csnk] = r.pick(SURNAMES);
    const [cgn, cgnk] = r.pick(GIVEN);
    const kana = `${headKana}${stemKana}${tailKana}`;
    const holderBase = corp
      ? `${kana} カンリクミアイホウジン${r.chance(0.5) ? ` リジチョウ ${csnk} ${cgnk}` : ''}`
      : `${kana} カンリクミアイ リジチョウ ${csnk} ${cgnk}`;
    // The building: its address without a building line (the 管理組合 is named after it).
    d.address = d.address.replace(/ .*$/, '');
    const area = d.tel.split('-')[0];
    const town = d.address.replace(/\d+-\d+-\d+$/, '');
    d.buyerZip = d.zip;
    d.buyerAddress = `${town}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
    if (!d.bank.main && r.chance(0.5)) rebank(d, r, 'shinkin');
    // A 管理組合 banks where its 管理会社 has it bank: a city bank, not a net or trust bank.
    if (d.bank.main && !['0001', '0005', '0009', '0010'].includes(d.bank.code)) {
      const code = r.pick(['0001', '0005', '0009', '0010']);
      d.bank = { name: MAIN_PRINTED[code], code, main: true };
      const br = r.pick(BRANCHES);
      d.branch = { name: br, code: br.startsWith('本店') ? '001' : `${r.int(1, 8)}${r.digits(2)}` };
    }
    if (r.chance(0.85)) d.type = 2;
    const [y, m] = d.issue;
    d.issue = [y, m, r.pick([10, 15, 20, 25])];
    d.due = r.chance(0.7) ? endOfMonth(y, m) : [y, m, 27];
    d.no = `${r.pick(['P', 'PK', 'CP'])}-${String(y).slice(2)}${pad2(m)}-${r.digits(3)}`;
    const months = r.pick([1, 3, 3, 6]);
    const from = addMonths([y, m], 1);
    const to = addMonths(from, months - 1);
    const period = months === 1 ? `${from[0]}年${from[1]}月分` : `${from[0]}年${from[1]}月分〜${to[0]}年${to[1]}月分`;
    const city = ['03', '06', '045', '052'].includes(area);
    const base = (city ? r.int(56, 96) : r.int(24, 52)) * 500;
    const plates = PLATE_PLACES[area] ?? ['品川'];
    const n = r.int(1, 3);
    const used = new Set();
    const rows = [];
    for (let k = 0; k < n; k++) {
      let no = r.int(1, 48);
      while (used.has(no)) no = r.int(1, 48);
      used.add(no);
      const [kind, delta] = r.pick(PARKING_KINDS);
      const plate = `${r.pick(plates)} ${r.int(300, 599)} ${r.pick([...PLATE_KANA])} ${r.int(1, 99)}-${pad2(r.int(0, 99))}`;
      const price = base + delta;
      rows.push({ slot: `No.${no}`, kind, plate, price, months, amount: price * months });
    }
    rows.sort((a, b) => Number(a.slot.slice(3)) - Number(b.slot.slice(3)));
    const first = r.chance(0.35);
    const fee = first ? r.pick([5000, 5500, 10000]) : 0;
    const perRemote = r.pick([3000, 5000, 10000]);
    const deposit = first && r.chance(0.7) ? n * perRemote : 0;
    d.items = [
      ...rows.map((x) => ({ name: `駐車場使用料 ${x.slot}`, amount: x.amount, rate: 10 })),
      ...(fee ? [{ name: '契約事務手数料', amount: fee, rate: 10 }] : []),
    ];
    d.sum = summarize(d.items);
    const s = d.sum;
    const total = s.total + deposit;
    const fmt = DATE_FORMATS[r.pick(['seireki', 'seirekiPad'])];
    const dueText = d.due[2] !== 27 && r.chance(0.4) ? `${y}年${m}月末日` : fmt(d.due);
    const issuer = d.issuerName;
    const holder = holderPrinted({ holderBase }, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const [ks] = r.pick(STEMS);
    const company = r.pick(KANRI_COMPANIES).replace('{s}', ks);
    const mp = r.pick(PLACES.filter((p) => p[0] !== d.zip));
    const mAddr = `${mp[1]}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}${r.pick(BUILDINGS)}`;
    const mTel = `${mp[2]}-${mp[2].length === 2 ? r.digits(4) : r.digits(3)}-${r.digits(4)}`;
    const front = `${r.pick(SURNAMES)[0]}`;
    const accent = r.pick(['#2f5d8a', '#3d6b48', '#6a4a7a']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10.5px; color: #222; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 40px 56px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid ${accent}; padding-bottom: 6px; }
      .top .t { font-size: 20px; font-weight: 700; letter-spacing: .15em; color: ${accent}; } .top .meta { text-align: right; }
      .lh { position: relative; text-align: center; margin: 18px auto 0; width: 460px; line-height: 1.7; }
      .lh .nm { font-size: 19px; font-weight: 700; letter-spacing: .06em; } .lh .nw { position: relative; display: inline-block; }
      .to { margin-top: 18px; line-height: 1.8; } .to .n { font-size: 15px; font-weight: 700; border-bottom: 1px solid #333; padding-right: 24px; }
      .det { width: 100%; border-collapse: collapse; margin-top: 14px; } .det th { background: ${accent}; color: #fff; font-weight: normal; padding: 4px 6px; border: 1px solid ${accent}; }
      .det td { border: 1px solid #bbb; padding: 5px 6px; } .det td.c { text-align: center; white-space: nowrap; }
      .low { display: flex; justify-content: flex-end; margin-top: 16px; }
      .bank { margin-top: 10px; border: 1px solid #999; padding: 8px 12px; line-height: 1.8; } .bank b { color: ${accent}; }
      .sum { border-collapse: collapse; min-width: 290px; } .sum td { padding: 4px 10px; border-bottom: 1px solid #ccc; } .sum td.num { width: 120px; }
      .sum tr.t td { font-size: 15px; font-weight: 700; border: 3px double #222; }
      .due { margin-top: 10px; text-align: right; font-size: 12px; }
      .note { margin-top: 12px; font-size: 9px; color: #444; line-height: 1.7; }
      .foot { position: absolute; left: 56px; right: 56px; bottom: 52px; border: 1px solid #777; padding: 8px 14px; font-size: 9.5px; line-height: 1.7; display: flex; gap: 16px; }
      .foot .l { writing-mode: horizontal-tb; font-weight: 700; white-space: nowrap; color: #555; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td class="c">${x.slot}</td><td class="c">${x.kind}</td><td class="c">${x.plate}</td><td class="c">${period}</td><td class="num">${yen(x.price)}</td><td class="num">${x.months}ヶ月</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const extra =
      (fee
        ? `<tr><td class="c">―</td><td colspan="3">契約事務手数料（初回のみ）</td><td class="num">${yen(fee)}</td><td class="num">1式</td><td class="num">${yen(fee)}</td></tr>`
        : '') +
      (deposit
        ? `<tr><td class="c">―</td><td colspan="3">ゲートリモコン保証金（預り金・解約時返還・不課税）</td><td class="num">${yen(perRemote)}</td><td class="num">${n}個</td><td class="num">${yen(deposit)}</td></tr>`
        : '');
    const sums = [
      ['小計（10%対象）', yen(s.subtotal)],
      ['消費税（10%）', yen(s.tax)],
      ...(deposit ? [['リモコン保証金（不課税）', yen(deposit)]] : []),
      ['ご請求金額', `¥${yen(total)}`],
    ];
    const page = `<div class="wrap">
      <div class="top"><div class="t">駐車場使用料 請求書</div><div class="meta">請求日　${fmt(d.issue)}<br>請求番号　${d.no}</div></div>
      <div class="lh"><div class="nm"><span class="nw">${issuer}${textSeal('理事長之印', 3, `border-radius: 50%; right: ${r.int(-44, -24)}px; top: ${r.int(-12, 0)}px; width: 54px; height: 54px; font-size: 11px; opacity: .75;`)}</span></div>〒${d.zip}　<span class="addr">${d.address}</span><br>理事長　${csn} ${cgn}<br>登録番号　${reg}</div>
      <div class="to">〒${d.buyerZip}　${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>総務部　ご担当者様</div>
      <div style="margin-top:12px">平素は当管理組合の運営にご理解を賜り、誠にありがとうございます。<br>当マンション駐車場（外部使用区画）の使用料を、下記のとおりご請求申し上げます。</div>
      <table class="det"><tr><th style="width:56px">区画</th><th style="width:96px">種別</th><th>車両（登録番号）</th><th style="width:170px">対象期間</th><th style="width:70px">月額</th><th style="width:50px">月数</th><th style="width:84px">金額</th></tr>${body}${extra}</table>
      <div class="low">
        <table class="sum">${sums.map(([l, v], i) => `<tr${i === sums.length - 1 ? ' class="t"' : ''}><td>${l}</td><td class="num">${v}</td></tr>`).join('')}</table></div>
      <div class="due">お支払期限　<b>${dueText}</b></div>
      <div class="bank"><b>お振込先</b><br>${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}<br><span style="font-size:9px">※振込手数料はご負担くださいますようお願いいたします。</span></div>
      <div class="note">※使用料は前払いでお願いしております。期限までにお振込みが確認できない場合、使用をお断りすることがあります。<br>※外部使用区画の使用料は消費税の課税対象です。${deposit ? 'リモコン保証金は解約時に返還する預り金のため不課税です。' : ''}</div>
      <div class="foot"><div class="l">事務受託者<br>（管理会社）</div><div>${company}　〒${mp[0]}　<span class="addr">${mAddr}</span><br>フロント担当　${front}　TEL ${mTel}（平日 9:00〜18:00）<br>本請求書は${issuer}の委託により当社が発行しております。お問い合わせは上記までお願いいたします。</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showTel: false } };
  },
});

// 168 — a 食肉卸 (…ミート / …畜産 / …食肉 / …ミートセンター, 株式会社 or 有限会社, (株)/㈱ on the form sometimes) bills a
// 焼肉店 or restaurant company for a month (20日締め or 末締め) on the 横型 (A4横) 請求書 its 販売管理 prints, which reached the
// buyer's inbox set sideways on a portrait page (rotated a quarter turn either way, as a scanner fed it): 請 求 書 centred,
// the buyer's 〒 address with 御中, 得意先コード and the 納品先 店舗 at the left, 請求日 / 締切日 / 請求書No. / 頁 and the company
// (its 食肉販売業 許可番号, 登録番号, a 角印) at the right, a strip of ruled boxes (前回御請求額 / 御入金額 / 繰越金額 / 今回御買上額 /
// 消費税額 / 今回御請求額, the last the amount to pay), one row per 伝票 line (日付, 伝票No., 品名 with ※ on the 軽減 rows, the
// 牛's 10-digit 個体識別番号, 数量 in kg to two decimals, kg単価, 金額 rounded down, 税率), a 返品 as a negative row (△), 小口配送料
// and 木炭 at 10%; a 税率別 table and the 振込先 at the foot; slash dates.
const NIKU_TRADES = [
  ['ミート', 'ミート'],
  ['畜産', 'チクサン'],
  ['食肉', 'ショクニク'],
  ['ミートセンター', 'ミートセンター'],
  ['ミートフーズ', 'ミートフーズ'],
];
const NIKU_BUYERS = [
  '株式会社{s}フードサービス',
  '{s}ダイニング株式会社',
  '株式会社焼肉{s}',
  '株式会社{s}亭',
  '{s}フーズ株式会社',
];
const NIKU_SHOPS = ['焼肉 {s} 本店', '焼肉 {s} 駅前店', '炭火焼肉 {s}', '{s}亭 {t}店', 'ビストロ{s}'];
// [品名, kg単価 lo–hi (10-yen steps), a single 牛 (its 個体識別番号 printed), kg lo–hi in 0.01 kg]
const NIKU_ITEMS = [
  ['黒毛和牛 A4 サーロイン', 9000, 14000, true, 200, 600],
  ['黒毛和牛 A5 リブロース', 11000, 16000, true, 200, 500],
  ['国産牛 肩ロース', 4500, 6500, true, 300, 900],
  ['国産牛 三角バラ', 6000, 9000, true, 200, 600],
  ['国産牛 ウデ 切落し', 3200, 4500, false, 300, 1000],
  ['牛ハラミ（米国産）', 3500, 4800, false, 200, 800],
  ['牛タン 皮むき（豪州産）', 4200, 5600, false, 150, 500],
  ['国産豚 バラ ブロック', 1100, 1600, false, 300, 1200],
  ['国産豚 ロース スライス', 1200, 1800, false, 200, 800],
  ['国産若鶏 もも正肉', 700, 1100, false, 400, 1500],
  ['合挽ミンチ（牛6：豚4）', 1000, 1400, false, 200, 800],
];
const NIKU_RETURNS = ['ドリップ過多', '規格違い', '変色', '数量違い'];
LAYOUTS.push({
  id: 'L168-shokuniku-yokogata',
  split: 'dev',
  title:
    "食肉卸's monthly 横型 請求書 set sideways on a portrait page: a 前回/入金/繰越/今回御買上/消費税/今回御請求額 strip, one row per 伝票 line with the 牛's 個体識別番号, kg to two decimals × kg単価, a 返品 △ row, ※ 軽減 rows beside 配送料 and 木炭 at 10%, slash dates",
  exercises:
    "a 食肉卸 (…ミート / …畜産 / …食肉 / …ミートセンター / …ミートフーズ, 株式会社 or 有限会社, (株)/㈱ sometimes; a 食肉販売業 許可番号, 〒 address, TEL/FAX and 登録番号 under its name, a 角印) bills a 焼肉店 or restaurant company for a month (20日締め or 末締め) on its 販売管理's 横型 (A4横) 請求書, the sheet set sideways on a portrait page (turned a quarter either way, as an ADF scans a landscape sheet): 請 求 書 centred at the top, the buyer's 〒 address, name with 御中, 得意先コード and 納品先 (its 店舗) at the left, 請求日 / 締切日 / 請求書No. / 頁 1/1 and the company at the right, a strip of ruled boxes (前回御請求額 / 御入金額 / 繰越金額 / 今回御買上額 / 消費税額 / 今回御請求額, the amount to pay with any 繰越), one row per 伝票 line (日付 01/05, 伝票No., 品名 with ※ on 軽減 rows — 黒毛和牛 A4 サーロイン, 国産牛 肩ロース, 牛タン（豪州産）, 国産豚 バラ, 若鶏 もも — the 牛's 10-digit 個体識別番号 or ―, 数量 kg to two decimals, kg単価, 金額 rounded down, 税率 8%/10%), a 返品 with its reason as a negative row (△), 小口配送料 by the 伝票 and 木炭（オガ炭）10kg at 10%, at the foot a 税率別 table (8%対象 / 消費税 / 10%対象 / 消費税) and the お振込先 (a bank without codes, holder ｶ)…ﾐｰﾄ half-width mostly) with the お支払期限; slash dates",
  opts: (r, inst) => ({ rates: 'mixed', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, NIKU_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    landline(d);
    ordinaryAtNetBank(d);
    if (r.chance(0.6)) d.type = 2;
    const [y, m] = d.issue;
    const twenty = r.chance(0.5);
    const close = twenty ? [y, m, 20] : endOfMonth(y, m);
    const start = twenty ? addDays([...addMonths([y, m], -1), 20], 1) : [y, m, 1];
    d.issue = close;
    const nm = addMonths([y, m], 1);
    d.due = r.chance(0.6) ? endOfMonth(...nm) : [...nm, twenty ? 10 : 20];
    d.no = `${String(y).slice(2)}${pad2(m)}-${r.digits(5)}`;
    const [bs] = r.pick(STEMS);
    d.buyerName = r.pick(NIKU_BUYERS).replace('{s}', bs);
    const shop = r
      .pick(NIKU_SHOPS)
      .replace('{s}', bs)
      .replace('{t}', r.pick(['新橋', '梅田', '栄', '天神', '駅前', '中央']));
    // The deliveries: some days of the period, one 伝票 each with one or two lines.
    const span = daysBetween(start, close) + 1;
    const days = shuffle(
      r,
      Array.from({ length: span }, (_, i) => addDays(start, i)).filter((dt) => weekday(dt) !== '日'),
    )
      .slice(0, r.int(6, 9))
      .sort((a, b) => daysBetween(b, a));
    const rows = [];
    let slip = r.int(10000, 89000);
    const perKg = (w, price) => Math.floor((w * price) / 100);
    const fee = r.pick([500, 550, 800, 1000]);
    for (const dt of days) {
      if (rows.length >= 18) break;
      slip += r.int(3, 40);
      let slipSum = 0;
      for (const [name, lo, hi, beef, wlo, whi] of shuffle(r, NIKU_ITEMS).slice(0, r.int(1, 2))) {
        const price = r.int(lo / 10, hi / 10) * 10;
        const w = r.int(wlo, whi);
        const amount = perKg(w, price);
        slipSum += amount;
        rows.push({ dt, slip, name, id: beef ? `1${r.digits(9)}` : '―', w, unit: 'kg', price, amount, rate: 8 });
      }
      if (slipSum < 20000)
        rows.push({ dt, slip, name: '小口配送料', id: '', w: null, qty: 1, unit: '回', price: fee, amount: fee, rate: 10 });
      if (r.chance(0.12)) {
        const price = r.int(220, 320) * 10;
        const q = r.int(1, 3);
        rows.push({
          dt,
          slip,
          name: '木炭（オガ炭）10kg',
          id: '',
          w: null,
          qty: q,
          unit: '箱',
          price,
          amount: q * price,
          rate: 10,
        });
      }
    }
    const meat = rows.filter((x) => x.w && x.w > 100);
    if (meat.length && r.chance(0.45)) {
      const src = r.pick(meat);
      const back = addDays(src.dt, r.int(1, 2));
      if (daysBetween(back, close) >= 0) {
        const w = -r.int(50, Math.min(src.w, 300));
        rows.push({
          dt: back,
          slip: src.slip + r.int(50, 90),
          name: `返品 ${src.name}（${r.pick(NIKU_RETURNS)}）`,
          id: src.id,
          w,
          unit: 'kg',
          price: src.price,
          amount: -Math.floor((-w * src.price) / 100),
          rate: 8,
        });
        rows.sort((a, b) => daysBetween(b.dt, a.dt) || a.slip - b.slip);
      }
    }
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: x.rate }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const prev = r.int(250, 1400) * 1000 + r.int(0, 999);
    const paid = r.chance(0.75) ? prev : prev - r.int(20, 200) * 1000;
    const carry = prev - paid;
    const total = carry + s.total;
    const issuer = r.chance(0.5) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const slash = DATE_FORMATS.slash;
    const md = ([, mm, dd]) => `${pad2(mm)}/${pad2(dd)}`;
    const kg = (w) => (w < 0 ? `-${(-w / 100).toFixed(2)}` : (w / 100).toFixed(2));
    const turn = r.chance(0.5) ? 'translate(794px, 0) rotate(90deg)' : 'translate(0, 1123px) rotate(-90deg)';
    const code = r.digits(5);
    const license = `第${r.int(100, 9999)}号`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.5px; color: #1c1c1c; line-height: 1.45; }
      .land { position: absolute; left: 0; top: 0; width: 1123px; height: 794px; transform-origin: 0 0; transform: ${turn}; padding: 30px 40px 0; background: #fff; }
      h1 { text-align: center; font-size: 22px; letter-spacing: .8em; margin: 0 0 6px; font-weight: 700; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .to { width: 420px; line-height: 1.65; } .to .n { font-size: 15px; font-weight: 700; border-bottom: 1px solid #222; padding-right: 30px; }
      .rt { display: flex; gap: 16px; align-items: flex-start; }
      .mt { border-collapse: collapse; } .mt td { border: 1px solid #666; padding: 2px 8px; } .mt td.l { background: #f0f0f0; }
      .co { position: relative; width: 300px; font-size: 9px; line-height: 1.55; } .co .nm { font-size: 14px; font-weight: 700; }
      .strip { display: flex; margin-top: 8px; border: 1.5px solid #222; } .strip div { flex: 1; border-right: 1px solid #666; text-align: center; }
      .strip div:last-child { border-right: 0; background: #fff5e0; } .strip i { display: block; font-style: normal; background: #eee; border-bottom: 1px solid #666; padding: 1px 0; }
      .strip b { display: block; font-size: 13px; padding: 3px 8px; text-align: right; }
      .det { width: 100%; border-collapse: collapse; margin-top: 8px; } .det th { background: #e6e6e6; border: 1px solid #777; font-weight: normal; padding: 2px 4px; }
      .det td { border-left: 1px solid #999; border-right: 1px solid #999; padding: 1px 5px; height: 17px; } .det tr:nth-child(even) td { background: #f7f7f7; }
      .det tr:last-child td { border-bottom: 1px solid #777; } .det td.c { text-align: center; } .det td.id { font-family: 'Noto Sans Mono CJK JP'; text-align: center; }
      .ft { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 8px; gap: 16px; }
      .tx { border-collapse: collapse; } .tx td, .tx th { border: 1px solid #777; padding: 2px 10px; font-weight: normal; } .tx th { background: #eee; }
      .bank { flex: 1; border: 1px solid #777; padding: 5px 10px; line-height: 1.7; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td class="c">${md(x.dt)}</td><td class="c">${x.slip}</td><td>${x.rate === 8 ? '※' : ''}${x.name}</td><td class="id">${x.id}</td><td class="num">${x.w == null ? x.qty : kg(x.w)}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${tri(x.amount)}</td><td class="c">${x.rate}%</td></tr>`,
      )
      .join('');
    const blank = Array.from({ length: Math.max(0, 21 - rows.length) }, () => '<tr>' + '<td></td>'.repeat(9) + '</tr>').join('');
    const box = (l, v) => `<div><i>${l}</i><b>${v}</b></div>`;
    const page = `<div class="land"><h1>請求書</h1>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>得意先コード　${code}　　納品先　${shop}</div>
        <div class="rt"><table class="mt"><tr><td class="l">請求日</td><td>${slash(d.issue)}</td></tr><tr><td class="l">締切日</td><td>${slash(close)}（${twenty ? '20日締' : '末締'}）</td></tr><tr><td class="l">請求書No.</td><td>${d.no}</td></tr><tr><td class="l">頁</td><td>1 / 1</td></tr></table>
          <div class="co"><div class="nm">${issuer}</div>食肉販売業許可 ${license}<br>〒${d.zip}　${addrHtml(d.address, true)}<br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}${kakuin(d, `right: ${r.int(0, 30)}px; top: ${r.int(-6, 10)}px; opacity: .5; width: 56px; height: 56px;`)}</div></div></div>
      <div style="margin-top:6px">毎度ありがとうございます。${slash(start)}〜${slash(close)} のお取引を下記のとおりご請求申し上げます。</div>
      <div class="strip">${box('前回御請求額', yen(prev))}${box('御入金額', yen(paid))}${box('繰越金額', yen(carry))}${box('今回御買上額', yen(s.subtotal))}${box('消費税額', yen(s.tax))}${box('今回御請求額', `¥${yen(total)}`)}</div>
      <table class="det"><tr><th style="width:50px">日付</th><th style="width:64px">伝票No.</th><th>品名</th><th style="width:110px">個体識別番号</th><th style="width:64px">数量</th><th style="width:36px">単位</th><th style="width:72px">単価</th><th style="width:90px">金額</th><th style="width:40px">税率</th></tr>${body}${blank}</table>
      <div class="ft"><table class="tx"><tr><th></th><th>対象額</th><th>消費税</th></tr><tr><th>※8%</th><td class="num">${yen(s.by[8]?.base ?? 0)}</td><td class="num">${yen(s.by[8]?.tax ?? 0)}</td></tr><tr><th>10%</th><td class="num">${yen(s.by[10]?.base ?? 0)}</td><td class="num">${yen(s.by[10]?.tax ?? 0)}</td></tr></table>
        <div class="bank">お振込先　${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}　口座名義　${holder}<br>お支払期限　${slash(d.due)}　※印は軽減税率（8%）対象品目です。振込手数料は貴社にてご負担願います。</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 169 — a 煙火店 in a country town (a family's 有限会社 / 株式会社 …煙火 / …煙火工業 / …花火工業 / …煙火製造所, or a sole
// proprietor under its 屋号 …煙火店 with 代表 and the owner's name) bills a 観光ホテル, a 温泉旅館, a resort or a 遊園地 company
// for the 花火 it set off at the company's event (納涼花火大会, 創業30周年記念 花火, 冬花火): 御請求書 in 明朝 on cream paper,
// two blocks side by side under it — the company with 御中, 件名, 打上日 with its 曜日 and the 予備日 (雨天順延), 打上場所 at
// the left; the 煙火店 (火薬類製造 許可番号, 〒 address, TEL/FAX, 登録番号) at the right, its red 角印 stamped over its name —
// 御請求金額 boxed, rows grouped 【打上煙火】 (3号玉 to 10号玉 by the 発, スターマイン by the 台, ナイアガラ by the 式) /
// 【諸経費】 (打上従事者 by the 人, 資材運搬・筒設置撤去, 保安警備員) / 【立替金（不課税）】 (煙火消費許可申請手数料 paid in the
// prefecture's 収入証紙, 賠償責任保険料), 課税対象額 / 消費税 / 立替金 / 合計, and the 内金 received before the event deducted
// (△) down to a 差引御請求額 sometimes; the お振込先 and お支払期限 at the foot; 令和 dates.
const ENKA_TRADES = [
  ['煙火', 'エンカ'],
  ['煙火工業', 'エンカコウギョウ'],
  ['花火工業', 'ハナビコウギョウ'],
  ['煙火製造所', 'エンカセイゾウショ'],
];
const ENKA_BUYERS = [
  '株式会社{s}観光ホテル',
  '{s}温泉旅館株式会社',
  '株式会社{s}リゾート',
  '{s}観光開発株式会社',
  '株式会社{s}ランド',
];
const ENKA_SUMMER = ['納涼花火大会', '夏の夜空 花火ショー', '夏まつり 花火', '創業{n}周年記念 花火'];
const ENKA_WINTER = ['冬花火', '開業{n}周年記念 花火', 'イルミネーション点灯式 花火', 'カウントダウン花火'];
const ENKA_PLACES = ['貴社ホテル 屋上', '貴館前 河川敷', '貴社 第二駐車場', '園内 中央広場', '湖畔 特設打上場'];
// [玉名, 単価 lo–hi (100-yen steps), 発数 lo–hi]
const ENKA_SHELLS = [
  ['3号玉（割物・菊）', 3000, 5000, 30, 120],
  ['4号玉（割物・牡丹）', 7000, 11000, 10, 50],
  ['5号玉（割物・八重芯）', 14000, 22000, 5, 30],
  ['7号玉（割物・千輪）', 40000, 70000, 1, 6],
  ['10号玉（尺玉・割物）', 70000, 110000, 1, 3],
];
LAYOUTS.push({
  id: 'L169-enka-uchiage',
  split: 'dev',
  title:
    "煙火店's 御請求書 for the 花火 set off at a hotel's or resort's event: two blocks side by side (the buyer, 件名, 打上日 and 予備日 / the 煙火店 under its 角印), 号玉 by the 発, スターマイン, 打上従事者, 立替金 不課税 (収入証紙, 保険料), a 内金 deducted sometimes, 令和 dates",
  exercises:
    "a 煙火店 in a country town (a family's 有限会社 / 株式会社 …煙火 / …煙火工業 / …花火工業 / …煙火製造所, ㈲/(株) sometimes, or a sole proprietor under its 屋号 …煙火店 with 代表 and the name; 火薬類製造 許可番号, a town address with a 番地 or 1234-5, TEL/FAX, 登録番号) bills a 観光ホテル / 温泉旅館 / resort / 遊園地 company for the 花火 it set off at the company's event: 御請求書 centred in 明朝 on cream paper, 請求日 and 請求書番号 at the top right, then two blocks side by side — at the left the company with 御中, 件名 (納涼花火大会 / 創業30周年記念 花火 / 冬花火 / カウントダウン花火 打上業務一式), 打上日 令和8年8月15日（土）and 予備日（雨天順延）, 打上場所; at the right the 煙火店 with its red 角印 stamped over its name — 御請求金額（税込）boxed, rows grouped under 【打上煙火】 (3号玉（割物・菊）… 10号玉（尺玉）by the 発, スターマイン（約2分・250発）by the 台, 仕掛花火 ナイアガラ by the 式), 【諸経費】 (打上従事者（煙火消費保安手帳所持者）by the 人, 資材運搬・打上筒設置撤去費, 保安警備員 by the 人) and 【立替金（不課税）】 (煙火消費許可申請手数料（…県収入証紙）, 賠償責任保険料（イベント行事保険）), 課税対象額 / 消費税（10%）/ 立替金（不課税）/ 合計, then 内金（令和…受領）△ and 差引御請求額 (the amount to pay) sometimes, the お振込先 at the foot (a regional bank / 信用金庫 / 信用組合 of the prefecture or the JA without codes, or a city bank; holder ﾕ)…ｴﾝｶ or the 屋号's kana with the owner's, half-width or full) and the お支払期限; 令和 dates",
  opts: (r, inst) => ({ sole: inst === 2, rates: '10', bank: inst === 1 ? 'main' : 'other' }),
  render(d, r) {
    let holderBase;
    let rep;
    if (d.sole) {
      setYago(d, '煙火店');
      holderBase = yagoHolder(d, 'エンカテン', r.chance(0.6));
      rep = `代表　${d.person}`;
    } else {
      const family = setFamilyCorp(d, r, ENKA_TRADES, [
        ['有限会社', 'ユ'],
        ['株式会社', 'カ'],
        ['株式会社', 'カ'],
      ]);
      holderBase = d.holderBase;
      rep = `代表取締役　${family} ${r.pick(GIVEN)[0]}`;
    }
    const town = relocate(d, r, true);
    const pref = prefOf(town);
    if (!d.bank.main) {
      if (r.chance(0.3)) {
        const ja = TOWN_JA[pref];
        d.bank = { name: r.chance(0.5) ? `JA${ja}` : `${ja}農業協同組合`, code: null, main: false };
        const br = r.pick(JA_BRANCHES);
        d.branch = { name: br, code: br === '本店' ? '001' : `${r.int(1, 8)}${r.digits(2)}` };
        d.account = r.digits(7);
      } else localBank(d, r, [...REGIONAL_BANKS[pref], TOWN_SHINKUMI[pref]]);
    }
    ordinaryAtNetBank(d);
    if (r.chance(0.7)) d.type = 2;
    const [y, m] = d.issue;
    const fired = addDays(d.issue, -r.int(1, 12));
    const spare = addDays(fired, 1);
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([y, m], 1)) : addDays(d.issue, r.pick([14, 30]));
    d.no = `${y - 2018}-${String(r.int(1, 140)).padStart(3, '0')}`;
    const [bs] = r.pick(KANJI_STEMS);
    d.buyerName = r.pick(ENKA_BUYERS).replace('{s}', bs);
    const summer = fired[1] >= 6 && fired[1] <= 9;
    const event = r.pick(summer ? ENKA_SUMMER : ENKA_WINTER).replace('{n}', r.pick([10, 20, 30, 50]));
    const where = r.pick(ENKA_PLACES);
    // The rows, by group.
    const fire = [];
    const shells = shuffle(r, ENKA_SHELLS)
      .slice(0, r.int(2, 4))
      .sort((a, b) => a[1] - b[1]);
    for (const [name, lo, hi, qlo, qhi] of shells) {
      const q = r.int(qlo, qhi);
      fire.push({ name: `打上煙火 ${name}`, qty: q, unit: '発', price: r.int(lo / 100, hi / 100) * 100 });
    }
    if (r.chance(0.8))
      fire.push({
        name: `スターマイン（約${r.int(1, 3)}分・${r.int(10, 40) * 10}発）`,
        qty: r.int(1, 2),
        unit: '台',
        price: r.int(15, 50) * 10000,
      });
    if (r.chance(0.3))
      fire.push({ name: `仕掛花火 ナイアガラ（${r.pick([30, 50, 100])}m）`, qty: 1, unit: '式', price: r.int(12, 30) * 10000 });
    const costs = [
      {
        name: '打上従事者 人件費（煙火消費保安手帳所持者）',
        qty: r.int(3, 8),
        unit: '人',
        price: r.int(25, 35) * 1000,
      },
      { name: '資材運搬・打上筒設置撤去費', qty: 1, unit: '式', price: r.int(5, 15) * 10000 },
    ];
    if (r.chance(0.5))
      costs.push({ name: '保安警備員（観覧場所 誘導）', qty: r.int(2, 6), unit: '人', price: r.int(18, 24) * 1000 });
    const advances = [
      { name: `煙火消費許可申請手数料（${pref}収入証紙）`, qty: 1, unit: '件', price: r.pick([2400, 3300, 4700]) },
    ];
    if (r.chance(0.6))
      advances.push({ name: '賠償責任保険料（イベント行事保険）', qty: 1, unit: '件', price: r.int(8, 40) * 1000 });
    for (const x of [...fire, ...costs, ...advances]) x.amount = x.qty * x.price;
    d.items = [...fire, ...costs].map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const adv = advances.reduce((t, x) => t + x.amount, 0);
    const gross = s.total + adv;
    const deposit = r.chance(0.45) ? Math.floor((gross * r.pick([0.3, 0.5])) / 10000) * 10000 : 0;
    const depositDay = addDays(fired, -r.int(14, 40));
    const total = gross - deposit;
    const fmt = r.chance(0.7) ? DATE_FORMATS.wareki : warekiPad;
    const wd = withWeekday(fmt);
    const issuer = d.sole || r.chance(0.6) ? d.issuerName : abbreviated(d, r.pick([0, 1]));
    const holder = holderPrinted({ holderBase }, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.3) ? regSpaced(d.reg) : d.reg;
    const license = `火薬類製造 ${pref}知事許可 第${r.int(10, 300)}号`;
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 10.5px; color: #1f1a14; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 40px 54px 0; background: #fbf6ea; }
      h1 { text-align: center; font-size: 26px; letter-spacing: .7em; margin: 6px 0 4px; font-weight: 700; }
      .meta { text-align: right; }
      .two { display: flex; gap: 22px; margin-top: 14px; } .two > div { flex: 1; }
      .to .n { font-size: 16px; font-weight: 700; border-bottom: 1px solid #333; display: inline-block; padding-right: 18px; margin-bottom: 6px; }
      .kv td { padding: 1px 10px 1px 0; vertical-align: top; } .kv td:first-child { white-space: nowrap; color: #5a4a36; }
      .co { position: relative; border-left: 3px solid #a33b22; padding-left: 14px; font-size: 10px; } .co .nm { font-size: 17px; font-weight: 700; letter-spacing: .05em; white-space: nowrap; }
      .co .seal { width: 66px; height: 66px; font-size: 13px; }
      .amt { margin: 16px auto 0; width: 430px; border: 2px solid #1f1a14; display: flex; } .amt div { padding: 7px 12px; } .amt .l { border-right: 1px solid #1f1a14; background: #efe4cc; }
      .amt .v { flex: 1; text-align: right; font-size: 20px; font-weight: 700; }
      .det { width: 100%; border-collapse: collapse; margin-top: 14px; } .det th { border: 1px solid #555; background: #efe4cc; font-weight: normal; padding: 3px; }
      .det td { border: 1px solid #888; padding: 3px 6px; } .det tr.g td { background: #f6eedc; font-weight: 700; } .det td.c { text-align: center; }
      .sum { border-collapse: collapse; margin: 8px 0 0 auto; } .sum td { border: 1px solid #888; padding: 3px 12px; } .sum td.num { width: 130px; }
      .sum tr.t td { font-weight: 700; font-size: 13px; border: 2px solid #1f1a14; } .sum tr.off td { color: #8a2b1b; }
      .foot { position: absolute; left: 54px; right: 54px; bottom: 50px; border-top: 1px solid #555; padding-top: 8px; display: flex; justify-content: space-between; gap: 20px; }`;
    const group = (label, xs) =>
      `<tr class="g"><td colspan="5">${label}</td></tr>` +
      xs
        .map(
          (x) =>
            `<tr><td>${x.name}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
        )
        .join('');
    const sums = [
      ['', '課税対象額（10%）', yen(s.subtotal)],
      ['', '消費税（10%）', yen(s.tax)],
      ['', '立替金（不課税）', yen(adv)],
      [deposit ? '' : 't', '合計', deposit ? yen(gross) : `¥${yen(gross)}`],
      ...(deposit
        ? [
            ['off', `内金（${fmt(depositDay)} ご入金）`, `△${yen(deposit)}`],
            ['t', '差引御請求額', `¥${yen(total)}`],
          ]
        : []),
    ];
    const page = `<div class="wrap">
      <div class="meta">請求日　${fmt(d.issue)}<br>請求書番号　${d.no}</div>
      <h1>御請求書</h1>
      <div class="two"><div class="to"><span class="n">${d.buyerName}　御中</span>
          <table class="kv"><tr><td>件名</td><td>${event} 打上業務一式</td></tr><tr><td>打上日</td><td>${wd(fired)}</td></tr><tr><td>予備日</td><td>${wd(spare)}（雨天順延）</td></tr><tr><td>打上場所</td><td>${where}</td></tr></table></div>
        <div class="co"><div class="nm">${issuer}</div>${rep}<br>${license}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${reg}
          ${kakuin(d, `left: ${r.int(60, 150)}px; top: ${r.int(-16, -2)}px; opacity: .78;`)}</div></div>
      <div style="margin-top:14px">このたびは花火打上のご用命を賜り、誠にありがとうございました。下記のとおり御請求申し上げます。</div>
      <div class="amt"><div class="l">御請求金額（税込）</div><div class="v">¥${yen(total)}-</div></div>
      <table class="det"><tr><th>品名・内容</th><th style="width:54px">数量</th><th style="width:40px">単位</th><th style="width:84px">単価</th><th style="width:100px">金額</th></tr>${group('【打上煙火】', fire)}${group('【諸経費】', costs)}${group('【立替金（不課税）】', advances)}</table>
      <table class="sum">${sums.map(([c, l, v]) => `<tr${c ? ` class="${c}"` : ''}><td>${l}</td><td class="num">${v}</td></tr>`).join('')}</table>
      <div class="foot"><div><b>お振込先</b>　${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}</div>
        <div style="text-align:right">お支払期限　<b>${fmt(d.due)}</b><br><span style="font-size:9px">※立替金は実費のため消費税の対象外です。</span></div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 170 — a 国立大学法人 (…大学) or a 公立大学法人 (…市立大学) bills a company for the 共同研究 its researchers carry out with the
// company's, in the style of an official letter: a 文書番号 (北斗大財経第123号) and the date at the top right, 請求書 spaced
// out large, the company's 〒 address and name with 代表取締役 … 殿 at the left, the university's 〒 address, 国立大学法人…大学,
// 学長 and the name under a large red 学長之印 at the right, 下記のとおり請求します。記, then a ruled table of labels and values
// (請求書番号, 請求金額 in a heavy frame, 件名 共同研究経費, 研究題目, 研究代表者 (…研究科 教授 …), 研究期間, 内訳 (直接経費,
// 間接経費 at 10% or 30% of it, 研究料 for a company researcher taken in, 消費税), the 契約金額 and 今回請求額（第1回／全2回）when
// paid in two, 納付期限, 振込先 (銀行名 / 支店名 / 預金種別 / 口座番号 / 口座名義 ﾀﾞｲ)…ﾀﾞｲｶﾞｸ or spelled out) and 備考), and the
// 財務部 経理課 収入係 with its TEL, FAX and e-mail at the foot; 令和 dates.
const UNIV_DEPTS = ['大学院工学研究科', '大学院理学研究院', '農学部', '大学院医学系研究科', '大学院情報科学研究科', '環境科学部'];
const UNIV_TITLES = ['教授', '教授', '准教授'];
const UNIV_THEMES = [
  '高耐熱樹脂材料の熱劣化機構の解明',
  '機械学習を用いた製造ラインの異常検知手法の開発',
  '地域農産物に含まれる機能性成分の評価',
  '低環境負荷コンクリートの長期耐久性に関する研究',
  '小型モータの高効率化に向けた磁性材料の検討',
  '発酵食品由来乳酸菌の保存性向上に関する研究',
  '画像認識による橋梁点検の省力化に関する研究',
];
const UNIV_BUYERS = [
  '株式会社{s}製作所',
  '{s}化学工業株式会社',
  '株式会社{s}食品',
  '{s}電機株式会社',
  '{s}建設株式会社',
  '株式会社{s}マテリアル',
];
LAYOUTS.push({
  id: 'L170-daigaku-kyoudoukenkyu',
  split: 'dev',
  title:
    "国立／公立大学法人's 共同研究経費 請求書 set as an official letter: a 文書番号 above the date, 代表取締役 … 殿, 学長 under a large 学長之印, a ruled table (請求書番号, 請求金額, 研究題目, 直接経費 / 間接経費 / 研究料 / 消費税, an installment sometimes, 納付期限, 振込先 ﾀﾞｲ)…), 令和 dates",
  exercises:
    "a 国立大学法人 (国立大学法人北斗大学) or a 公立大学法人 (公立大学法人光陽市立大学) bills a company (…製作所 / …化学工業 / …食品 / …電機 / …建設 / …マテリアル) for a 共同研究, in the style of an official letter: a 文書番号 (北斗大財経第123号) and the 令和 date at the top right, 請　求　書 spaced out large in the middle, the company's 〒 address, name and 代表取締役 … 殿 at the left, the university's 〒 address, its name, 学長 and the name with a large red square 学長之印 stamped over them at the right, 登録番号 under it, 下記のとおり請求します。 and 記, then a ruled table of labels and values: 請求書番号 (the invoice number, not the 文書番号), 請求金額（消費税及び地方消費税を含む）in a heavy frame, 件名 共同研究経費, 研究題目, 研究代表者 (…研究科 教授 …), 研究期間 (令和8年4月1日から令和9年3月31日まで), 内訳 (直接経費, 間接経費 at 10% or 30% of it, 研究料（研究員 1名）sometimes, 小計, 消費税（10%）, 契約金額) and, when the contract is paid in two, 今回請求額（第1回／全2回）— the amount to pay, 納付期限 (the due date), 振込先 as a nested table (銀行名 a city or regional bank, 支店名, 預金種別, 口座番号, 口座名義 ﾀﾞｲ)ﾎｸﾄﾀﾞｲｶﾞｸ or ｺｸﾘﾂﾀﾞｲｶﾞｸﾎｳｼﾞﾝ ﾎｸﾄﾀﾞｲｶﾞｸ, half-width or full) and 備考 (the 請求書番号 before the 振込依頼人名, 振込手数料); at the foot 担当 財務部 経理課 収入係 with TEL, FAX and an e-mail; 令和 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    const [stem, stemKana] = r.pick(KANJI_STEMS);
    const national = r.chance(0.7);
    const uni = national ? `${stem}大学` : `${stem}市立大学`;
    const uniKana = national ? `${stemKana}ダイガク` : `${stemKana}シリツダイガク`;
    d.corpBody = uni;
    d.form = national ? '国立大学法人' : '公立大学法人';
    d.issuerName = `${d.form}${uni}`;
    const holderBase = r.chance(0.5) ? `ダイ）${uniKana}` : `${national ? 'コクリツ' : 'コウリツ'}ダイガクホウジン ${uniKana}`;
    d.address = `${d.address.replace(/\d+-\d+-\d+.*$/, '')}${r.int(1, 9)}-${r.int(1, 30)}`;
    if (d.bank.main && !['0001', '0005', '0009', '0010'].includes(d.bank.code)) {
      const code = r.pick(['0001', '0005', '0009', '0010']);
      d.bank = { name: MAIN_PRINTED[code], code, main: true };
      d.branch = { name: r.pick(BRANCHES), code: `${r.int(1, 8)}${r.digits(2)}` };
      if (d.branch.name.startsWith('本店')) d.branch.code = '001';
    }
    if (d.bank.code === '0033') {
      d.bank = { name: '横浜銀行', code: '0138', main: false };
      d.branch = { name: '横浜駅前支店', code: `${r.int(1, 8)}${r.digits(2)}` };
    }
    if (r.chance(0.8)) d.type = 2;
    const [y, m] = d.issue;
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([y, m], 1)) : addDays(d.issue, 30);
    d.no = `${r.pick(['K', 'S', 'KS'])}${String(y).slice(2)}-${r.digits(5)}`;
    const docNo = `${stem}${national ? '大' : '市大'}財経第${r.int(12, 2400)}号`;
    const [bs] = r.pick(STEMS);
    d.buyerName = r.pick(UNIV_BUYERS).replace('{s}', bs);
    const ceo = `${r.pick(SURNAMES)[0]}　${r.pick(GIVEN)[0]}`;
    const [psn] = r.pick(SURNAMES);
    const lead = `${r.pick(UNIV_DEPTS)}　${r.pick(UNIV_TITLES)}　${psn} ${r.pick(GIVEN)[0]}`;
    const theme = r.pick(UNIV_THEMES);
    const from = [y, m, 1];
    const to = addDays([...addMonths([y, m], 12), 1], -1);
    // The contract: 直接経費 in 20,000-yen steps, 間接経費 a share of it, a 研究料 per researcher taken in.
    const direct = r.int(25, 250) * 20000;
    const share = r.pick([10, 30, 30]);
    const indirect = (direct * share) / 100;
    const fee = r.chance(0.3) ? r.int(1, 2) * 420000 : 0;
    d.items = [
      { name: '直接経費', amount: direct, rate: 10 },
      { name: `間接経費（直接経費の${share}%）`, amount: indirect, rate: 10 },
      ...(fee ? [{ name: `研究料（研究員 ${fee / 420000}名）`, amount: fee, rate: 10 }] : []),
    ];
    d.sum = summarize(d.items);
    const s = d.sum;
    const split = r.chance(0.35);
    const total = split ? s.total / 2 : s.total;
    const fmt = DATE_FORMATS.wareki;
    const issuer = d.issuerName;
    const holder = holderPrinted({ holderBase }, r.pick(['half', 'half', 'half-big', 'full']));
    const [gsn] = r.pick(SURNAMES);
    const [ggn] = r.pick(GIVEN);
    const mailbox = `${r.pick(['syunyu', 'keiri', 'kenkyu-keiri'])}@${r.pick(['ml', 'office', 'adm'])}.${national ? 'example-u' : 'example-cu'}.ac.jp`;
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 11px; color: #111; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 46px 62px 0; }
      .no { text-align: right; line-height: 1.8; }
      h1 { text-align: center; font-size: 26px; letter-spacing: 1.2em; margin: 18px 0 18px 1.2em; font-weight: 700; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .to { line-height: 1.8; } .to .n { font-size: 15px; }
      .co { position: relative; width: 300px; line-height: 1.8; margin-top: 30px; } .co .nm { font-size: 15px; font-weight: 700; }
      .co .gk { position: relative; display: inline-block; } .co .seal { width: 74px; height: 74px; font-size: 15px; border-width: 3px; }
      .lead { margin: 18px 0 6px; } .ki { text-align: center; margin: 4px 0 8px; }
      .tb { width: 100%; border-collapse: collapse; } .tb > tbody > tr > th { width: 120px; border: 1px solid #333; background: #f2f2f2; font-weight: normal; text-align: left; padding: 4px 8px; vertical-align: top; }
      .tb > tbody > tr > td { border: 1px solid #333; padding: 4px 8px; }
      .tb .big { font-size: 19px; font-weight: 700; border: 2.5px solid #111; display: inline-block; padding: 2px 20px; }
      .in { border-collapse: collapse; } .in td { padding: 1px 14px 1px 0; } .in td.num { min-width: 110px; }
      .foot { position: absolute; left: 62px; right: 62px; bottom: 48px; font-size: 10px; border-top: 1px solid #555; padding-top: 6px; }`;
    const inner = [
      ...d.items.map((x) => [x.name, yen(x.amount)]),
      ['小計', yen(s.subtotal)],
      ['消費税（10%）', yen(s.tax)],
      ['契約金額（税込）', yen(s.total)],
    ];
    const page = `<div class="wrap">
      <div class="no">${docNo}<br>${fmt(d.issue)}</div>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}</span><br><span class="n">代表取締役　${ceo}　殿</span></div>
        <div class="co">〒${d.zip}<br><span class="addr">${d.address}</span><br><span class="nm">${issuer}</span><br><span class="gk">学長　${gsn}　${ggn}${textSeal(`${uni}長之印`, uni.length + 3 <= 9 ? 3 : 4, `right: ${r.int(-58, -34)}px; top: ${r.int(-34, -18)}px; opacity: .72;`)}</span><br><span style="font-size:9.5px">登録番号　${d.reg}</span></div></div>
      <h1>請求書</h1>
      <div class="lead">　下記のとおり請求します。</div><div class="ki">記</div>
      <table class="tb">
        <tr><th>請求書番号</th><td>${d.no}</td></tr>
        <tr><th>請求金額</th><td><span class="big">¥${yen(total)}-</span>　（消費税及び地方消費税を含む）</td></tr>
        <tr><th>件名</th><td>共同研究経費${split ? '（第1回／全2回）' : ''}</td></tr>
        <tr><th>研究題目</th><td>${theme}</td></tr>
        <tr><th>研究代表者</th><td>${lead}</td></tr>
        <tr><th>研究期間</th><td>${fmt(from)}から${fmt(to)}まで</td></tr>
        <tr><th>内訳</th><td><table class="in">${inner.map(([l, v]) => `<tr><td>${l}</td><td class="num">${v}円</td></tr>`).join('')}${split ? `<tr><td><b>今回請求額（第1回／全2回）</b></td><td class="num"><b>${yen(total)}円</b></td></tr>` : ''}</table></td></tr>
        <tr><th>納付期限</th><td>${fmt(d.due)}</td></tr>
        <tr><th>振込先</th><td><table class="in"><tr><td>銀行名</td><td>${d.bank.name}</td></tr><tr><td>支店名</td><td>${d.branch.name}</td></tr><tr><td>預金種別</td><td>${TYPE_LABEL[d.type]}預金</td></tr><tr><td>口座番号</td><td>${d.account}</td></tr><tr><td>口座名義</td><td>${holder}</td></tr></table></td></tr>
        <tr><th>備考</th><td style="font-size:10px">1. お振込みの際は、振込依頼人名の前に請求書番号（${d.no}）を入力してください。<br>2. 振込手数料は貴社にてご負担願います。<br>3. 本学の発行する領収書は、金融機関の振込受付書をもって代えさせていただきます。</td></tr>
      </table>
      <div style="text-align:right;margin-top:6px">以上</div>
      <div class="foot">担当：財務部 経理課 収入係　TEL ${d.tel}　FAX ${d.fax}　E-mail ${mailbox}</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 171 — a company running a 企業主導型保育所 (株式会社 / 合同会社 …キッズ / …チャイルドケア / …保育サービス / …エデュケア) bills a
// company that holds places there for its staff's children (共同利用契約), in advance for the coming month: a soft, rounded
// design in pastel colours, the 園's name (ひだまり保育園 / こもれびキッズガーデン / 企業主導型保育所 そらいろ保育園) set large at the
// top with ご請求書 and the 請求日 (2026年1月20日（火）), the company with 御中 and 人事部 福利厚生ご担当, a card with ご請求金額 and
// お支払期限, one row per child (クラス and age, the employee's surname 様 ご家庭, 共同利用料（月額）by the age, 非課税), 延長保育料
// and 一時預かり of the month before by the 回 (非課税), おむつ定額サービス and 行事写真 at 10% sometimes, 非課税計 / 課税対象額 /
// 消費税 / ご請求金額, the お振込先 (ゆうちょ 記号・番号, or a bank) in a rounded box, and the company that runs the 園 in a 運営
// block at the foot (〒 address, TEL, 登録番号); 西暦 dates with the 曜日.
const HOIKU_TRADES = [
  ['キッズ', 'キッズ'],
  ['チャイルドケア', 'チャイルドケア'],
  ['保育サービス', 'ホイクサービス'],
  ['エデュケア', 'エデュケア'],
];
const HOIKU_WORDS = ['ひだまり', 'こもれび', 'そらいろ', 'にじいろ', 'おひさま', 'どんぐり', 'たんぽぽ'];
const HOIKU_NAMES = ['{w}保育園', '{w}キッズガーデン', '{w}ナーサリー', '企業主導型保育所 {w}保育園'];
// [クラス, 年齢, 共同利用料 lo–hi (1,000-yen steps)]
const HOIKU_CLASSES = [
  ['ひよこ組', '0歳児', 28, 40],
  ['りす組', '1歳児', 24, 36],
  ['うさぎ組', '2歳児', 22, 34],
  ['くま組', '3歳児', 12, 20],
  ['ぞう組', '4・5歳児', 10, 18],
];
const HOIKU_BUYERS = ['株式会社{s}', '{s}工業株式会社', '株式会社{s}システムズ', '{s}メディカル株式会社', '株式会社{s}物流'];
LAYOUTS.push({
  id: 'L171-hoikusho-kyoudouriyou',
  split: 'dev',
  title:
    "企業主導型保育所's 共同利用契約 ご請求書 to a company, in a soft pastel design: the 園's name large over its 運営 company at the foot, one row per child (クラス, 共同利用料 by age, 非課税), 延長保育 and 一時預かり 非課税, おむつ and 写真 at 10% sometimes, ゆうちょ or a bank, 西暦 dates with 曜日",
  exercises:
    "a company running a 企業主導型保育所 (株式会社 / 合同会社 …キッズ / …チャイルドケア / …保育サービス / …エデュケア) bills a company holding places there for its staff's children (共同利用契約) for the coming month, in a soft rounded pastel design: the 園's name (ひだまり保育園 / こもれびキッズガーデン / どんぐりナーサリー / 企業主導型保育所 そらいろ保育園) large at the top left with a line of circles, ご請求書 and 請求日 2026年1月20日（火）/ 請求番号 at the right, the company with 御中 and 人事部 福利厚生ご担当者様, 共同利用契約 ご利用分（2026年2月分）, a rounded card with ご請求金額 and お支払期限, a table with one row per child (ひよこ組（0歳児）/ りす組（1歳児）…, 山田 様 ご家庭, 共同利用料（月額）by the age, 区分 非課税), 延長保育料（1月ご利用分 n回）and 一時預かり（n日）非課税, おむつ定額サービス (by the child) and 行事写真（発表会）at 10% sometimes, 非課税計 / 課税対象額（10%）/ 消費税（10%）/ ご請求金額 (the amount to pay, the 非課税 rows in it), a note that 保育料 are 非課税, the お振込先 in a rounded box (ゆうちょ銀行 記号・番号 with the 他金融機関から 店名 sometimes, or a bank; holder ｶ)… half-width or full), and at the foot 運営 with the company's name, 〒 address, TEL and 登録番号 (issuer_name the company, not the 園); 西暦 dates with the 曜日",
  opts: (r, inst) => ({ rates: '10', bank: ['yucho', 'main', 'other'][inst] }),
  render(d, r) {
    setCorp(d, r, HOIKU_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
    ]);
    landline(d);
    if (!d.bank.main && r.chance(0.5)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    if (!d.yucho) d.type = 2;
    const en = r.pick(HOIKU_NAMES).replace('{w}', r.pick(HOIKU_WORDS));
    const [y, m] = d.issue;
    d.issue = [y, m, r.int(15, 25)];
    d.due = r.chance(0.6) ? endOfMonth(y, m) : [y, m, 27];
    d.no = `${String(y).slice(2)}${pad2(m)}-${pad2(r.int(1, 40))}`;
    const [bs] = r.pick(STEMS);
    d.buyerName = r.pick(HOIKU_BUYERS).replace('{s}', bs);
    const next = addMonths([y, m], 1);
    const [py, pm] = addMonths([y, m], -1);
    const n = r.int(1, 5);
    const families = shuffle(r, SURNAMES).slice(0, n);
    const prices = Object.fromEntries(HOIKU_CLASSES.map(([c, , lo, hi]) => [c, r.int(lo, hi) * 1000]));
    const rows = families.map((fam) => {
      const [cls, age] = r.pick(HOIKU_CLASSES);
      return {
        name: `共同利用料（月額）${cls}（${age}）　${fam[0]} 様 ご家庭`,
        qty: 1,
        unit: '月',
        price: prices[cls],
        tax: false,
      };
    });
    if (r.chance(0.6)) {
      const fam = r.pick(families)[0];
      rows.push({
        name: `延長保育料（${pm}月ご利用分）　${fam} 様 ご家庭`,
        qty: r.int(2, 18),
        unit: '回',
        price: r.pick([200, 300, 500]),
        tax: false,
      });
    }
    if (r.chance(0.3))
      rows.push({ name: `一時預かり（${pm}月ご利用分）`, qty: r.int(1, 4), unit: '日', price: r.int(20, 30) * 100, tax: false });
    if (r.chance(0.5))
      rows.push({ name: 'おむつ定額サービス', qty: r.int(1, n), unit: '名', price: r.pick([2500, 2980, 3300]), tax: true });
    if (r.chance(0.3))
      rows.push({
        name: `行事写真データ（${r.pick(['発表会', '運動会', '夏まつり'])}）`,
        qty: 1,
        unit: '式',
        price: r.int(20, 60) * 100,
        tax: true,
      });
    for (const x of rows) x.amount = x.qty * x.price;
    d.items = rows.filter((x) => x.tax).map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const free = rows.filter((x) => !x.tax).reduce((t, x) => t + x.amount, 0);
    const total = free + s.total;
    const fmt = withWeekday(DATE_FORMATS[r.pick(['seireki', 'seirekiPad'])]);
    const issuer = d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full', 'half-big']));
    const showBranchCode = !d.yucho && r.chance(0.3);
    const acct = d.yucho
      ? `ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}${r.chance(0.5) ? `<br><span class="sm">他の金融機関からのお振込み：${d.branch.name}（店番 ${d.branch.code}）${TYPE_LABEL[d.type]}預金 ${d.account}</span>` : ''}`
      : `${d.bank.name}　${d.branch.name}${showBranchCode ? `（店番 ${d.branch.code}）` : ''}　${TYPE_LABEL[d.type]}預金　${d.account}`;
    const [c1, c2, c3] = r.pick([
      ['#f4a261', '#fdebd3', '#7a4b1e'],
      ['#7cc3a8', '#e3f4ec', '#2f6b55'],
      ['#f28fad', '#fde6ee', '#8a3452'],
      ['#8fb8e8', '#e6f0fb', '#2f5483'],
    ]);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10.5px; color: #3a3a3a; line-height: 1.65; }
      .wrap { position: relative; height: 1123px; padding: 36px 50px 0; }
      .dots { position: absolute; left: 0; right: 0; top: 0; height: 14px; background: ${c2}; }
      .dots i { position: absolute; top: 4px; width: 22px; height: 22px; border-radius: 50%; background: ${c1}; opacity: .55; }
      .hd { display: flex; justify-content: space-between; align-items: flex-end; margin-top: 10px; }
      .en { font-size: 24px; font-weight: 700; color: ${c3}; letter-spacing: .06em; }
      .ttl { text-align: right; } .ttl b { display: inline-block; font-size: 17px; background: ${c1}; color: #fff; border-radius: 16px; padding: 2px 18px; margin-bottom: 4px; }
      .to { margin-top: 18px; } .to .n { font-size: 15px; font-weight: 700; }
      .card { margin-top: 14px; background: ${c2}; border-radius: 16px; padding: 12px 22px; display: flex; align-items: center; gap: 30px; }
      .card .v { font-size: 24px; font-weight: 700; color: ${c3}; } .card .due { margin-left: auto; text-align: right; }
      .det { width: 100%; border-collapse: separate; border-spacing: 0; margin-top: 14px; border: 1.5px solid ${c1}; border-radius: 12px; overflow: hidden; }
      .det th { background: ${c1}; color: #fff; font-weight: normal; padding: 4px 6px; } .det td { padding: 6px; border-top: 1px dashed ${c1}; } .det td.c { text-align: center; }
      .sum { border-collapse: collapse; margin: 10px 0 0 auto; min-width: 300px; } .sum td { padding: 3px 10px; } .sum td.num { width: 120px; }
      .sum tr.t td { font-size: 15px; font-weight: 700; color: ${c3}; border-top: 2px solid ${c1}; }
      .note { font-size: 9px; color: #666; margin-top: 8px; }
      .bank { margin-top: 14px; border: 2px dashed ${c1}; border-radius: 14px; padding: 10px 18px; line-height: 1.8; } .bank .h { color: ${c3}; font-weight: 700; }
      .sm { font-size: 9px; color: #666; }
      .foot { position: absolute; left: 50px; right: 50px; bottom: 44px; background: ${c2}; border-radius: 14px; padding: 10px 18px; font-size: 9.5px; line-height: 1.7; }
      .foot .nm { font-size: 13px; font-weight: 700; color: ${c3}; }`;
    const dots = Array.from({ length: 9 }, (_, i) => `<i style="left:${40 + i * 88 + r.int(-10, 10)}px"></i>`).join('');
    const body = rows
      .map(
        (x) =>
          `<tr><td>${x.name}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td><td class="c">${x.tax ? '10%' : '非課税'}</td></tr>`,
      )
      .join('');
    const sums = [
      ['', '非課税計', yen(free)],
      ...(s.subtotal
        ? [
            ['', '課税対象額（10%）', yen(s.subtotal)],
            ['', '消費税（10%）', yen(s.tax)],
          ]
        : []),
      ['t', 'ご請求金額', `¥${yen(total)}`],
    ];
    const page = `<div class="dots">${dots}</div><div class="wrap">
      <div class="hd"><div class="en">${en}</div><div class="ttl"><b>ご請求書</b><br>請求日　${fmt(d.issue)}<br>請求番号　${d.no}</div></div>
      <div class="to"><span class="n">${d.buyerName}　御中</span><br>人事部　福利厚生ご担当者様</div>
      <div style="margin-top:10px">いつも当園をご利用いただき、ありがとうございます。共同利用契約に基づき、${next[0]}年${next[1]}月分の利用料等をご請求いたします。</div>
      <div class="card"><div>ご請求金額</div><div class="v">¥${yen(total)}</div><div class="due">お支払期限<br><b style="font-size:13px">${fmt(d.due)}</b></div></div>
      <table class="det"><tr><th style="text-align:left">内容</th><th style="width:44px">数量</th><th style="width:36px">単位</th><th style="width:70px">単価</th><th style="width:84px">金額</th><th style="width:56px">区分</th></tr>${body}</table>
      <table class="sum">${sums.map(([c, l, v]) => `<tr${c ? ` class="${c}"` : ''}><td>${l}</td><td class="num">${v}</td></tr>`).join('')}</table>
      <div class="note">※共同利用料・延長保育料・一時預かり料は保育料のため消費税は非課税です。${s.subtotal ? 'おむつ定額サービス等は10%課税です。' : ''}${rows.some((x) => x.unit !== '月' && !x.tax) ? `<br>※${py}年${pm}月分の延長保育・一時預かりは実績に基づきご請求しております。` : ''}</div>
      <div class="bank"><span class="h">お振込先</span><br>${acct}<br>口座名義　${holder}<br><span class="sm">※お振込手数料は貴社にてご負担をお願いいたします。</span></div>
      <div class="foot">運営<br><span class="nm">${issuer}</span><br>〒${d.zip}　<span class="addr">${d.address}</span>　TEL ${d.tel}<br>登録番号　${d.reg}</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBranchCode } };
  },
});

// 172 — a 機械警備 company (…セキュリティ / …警備保障 / …ガードシステム / …防犯サービス, its name without the form in a logo
// bar, 株式会社 or ㈱ in its block) bills a company for a quarter of its 機械警備 contract, in advance, on a 圧着はがき (a
// sealed postcard opened flat): the two inner panels side by side, laid on the scanner's glass at the top of an otherwise
// empty A4 page, a little askew, with a dashed fold between them and perforations along the edges. The left panel: the logo bar, ご請求書 兼 口座振替の
// お知らせ, お客様番号, 発行日, 請求番号, the company with 様, the 警備対象 (…営業所 and its address), ご請求金額 and the 振替日
// large, rows (機械警備料（月額）× 3ヶ月, 画像監視サービス, 機器保守料, 緊急出動料 of the quarter before by the 回, 鍵保管料), 小計 /
// 消費税 / 合計. The right panel: お引落口座 — the buyer's own bank, branch, 普通 and its number masked (＊＊＊1234), its
// 口座名義 ｶ)… —, then a box 振替ができなかった場合 with a later 振込期限 and the 警備会社's 振込先 (bank, branch, account,
// holder), then the company (〒 address, お客様センター TEL, 警備業 認定番号, 登録番号); R8.1.27 or 令和 dates.
const KIKAI_KEIBI_TRADES = [
  ['セキュリティ', 'セキュリティ'],
  ['警備保障', 'ケイビホショウ'],
  ['ガードシステム', 'ガードシステム'],
  ['防犯サービス', 'ボウハンサービス'],
];
const KEIBI_SITES = ['本社', '{t}営業所', '{t}倉庫', '{t}店', '第二工場', '{t}事業所'];
const KOAN = {
  東京都: '東京都公安委員会',
  大阪府: '大阪府公安委員会',
  愛知県: '愛知県公安委員会',
  福岡県: '福岡県公安委員会',
  北海道: '北海道公安委員会',
  宮城県: '宮城県公安委員会',
  神奈川県: '神奈川県公安委員会',
  京都府: '京都府公安委員会',
  兵庫県: '兵庫県公安委員会',
  広島県: '広島県公安委員会',
  埼玉県: '埼玉県公安委員会',
  千葉県: '千葉県公安委員会',
  静岡県: '静岡県公安委員会',
  群馬県: '群馬県公安委員会',
};
LAYOUTS.push({
  id: 'L172-kikaikeibi-asshaku',
  split: 'dev',
  title:
    "機械警備 company's quarterly ご請求書 兼 口座振替のお知らせ on an opened 圧着はがき laid on an A4 scan: two small panels side by side, the 振替日 large, the buyer's own 引落口座 (masked, ｶ)… its 名義) beside the 警備会社's 振込先 for a failed debit with a later 振込期限, R8.1.27 dates",
  exercises:
    "a 機械警備 company (…セキュリティ / …警備保障 / …ガードシステム / …防犯サービス, its name without the form in a logo bar, 株式会社 / 有限会社 or ㈱ / ㈲ in its block; 〒 address, お客様センター TEL, 警備業 認定番号 (…公安委員会 第…号), 登録番号) bills a company for a quarter of its 機械警備 contract, in advance, on a 圧着はがき opened flat and scanned at the top of an A4 page (the rest of the page empty, the card a little askew; a dashed fold between the two panels, perforations along the edges, はがしてください at a corner): the left panel with the logo bar, ご請求書 兼 口座振替のお知らせ, お客様番号, 発行日, 請求番号, the company with 様, 警備対象 (本社 / …営業所 / …倉庫 and its address), ご請求金額 and 振替日 large, rows (機械警備料（月額）by the 月 × 3, 画像監視サービス, 機器保守料, 緊急出動料（前期 n回）, 鍵保管料), 小計 / 消費税（10%）/ 合計 (the amount to pay); the right panel with お引落口座 — the buyer's own bank, branch, 普通 and its number masked (＊＊＊1234) with its 口座名義 (ｶ)… of the buyer) —, a box 振替ができなかった場合 with a later 振込期限 and the 警備会社's お振込先 (bank, branch, 種別, number, holder ｶ)…ｾｷｭﾘﾃｨ half-width or full), then the company's block; due_date the 振替日, the account the 警備会社's; R8.1.27 or 令和 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, KIKAI_KEIBI_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    landline(d);
    ordinaryAtNetBank(d);
    if (r.chance(0.7)) d.type = 2;
    const [y, m] = d.issue;
    d.issue = [y, m, r.int(3, 12)];
    d.due = [y, m, r.pick([26, 27, 27])];
    const nm = addMonths([y, m], 1);
    const fallback = r.chance(0.5) ? endOfMonth(...nm) : [...nm, 10];
    d.no = `${String(y).slice(2)}${pad2(m)}${r.digits(6)}`;
    // The buyer, with the kana of its own account.
    const [bs, bsk] = r.pick(STEMS);
    const [bt, btk] = r.pick(TRADES);
    const before = r.chance(0.5);
    d.buyerName = before ? `株式会社${bs}${bt}` : `${bs}${bt}株式会社`;
    const buyerHolder = toHankaku(before ? `カ）${bsk}${btk}` : `${bsk}${btk}（カ`);
    const bb = r.pick(MAIN_BANKS.filter((x) => !['9900', d.bank.code].includes(x.code)));
    const buyerBank = `${MAIN_PRINTED[bb.code]}　${ODD_BRANCHES[bb.code] ? r.pick(ODD_BRANCHES[bb.code]) : r.pick(BRANCHES)}`;
    const masked = `＊＊＊${r.digits(4)}`;
    const site = r.pick(KEIBI_SITES).replace('{t}', r.pick(['大宮', '川崎', '船橋', '八王子', '堺', '豊田', '厚木']));
    const custNo = `${r.digits(3)}-${r.digits(6)}`;
    const q = [0, 1, 2].map((k) => addMonths(nm, k));
    const quarter = `${q[0][0]}年${q[0][1]}月〜${q[2][0] === q[0][0] ? '' : `${q[2][0]}年`}${q[2][1]}月分`;
    const rows = [{ name: '機械警備料（月額）', qty: 3, unit: 'ヶ月', price: r.int(24, 90) * 500 }];
    if (r.chance(0.4)) rows.push({ name: '画像監視サービス（カメラ2台）', qty: 3, unit: 'ヶ月', price: r.int(6, 16) * 500 });
    if (r.chance(0.5)) rows.push({ name: '機器保守料（月額）', qty: 3, unit: 'ヶ月', price: r.int(4, 12) * 500 });
    if (r.chance(0.35))
      rows.push({ name: '緊急出動料（前期ご利用分）', qty: r.int(1, 3), unit: '回', price: r.pick([5000, 5500, 8000]) });
    if (r.chance(0.3)) rows.push({ name: '鍵保管料（月額）', qty: 3, unit: 'ヶ月', price: r.pick([500, 1000, 1100]) });
    for (const x of rows) x.amount = x.qty * x.price;
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['warekiShort', 'warekiShort', 'wareki'])];
    const issuer = r.chance(0.4) ? abbreviated(d, 1) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const koan = `${KOAN[prefOf(d.address)] ?? '東京都公安委員会'} 第${r.int(30000000, 30009999)}号`;
    const ink = r.pick(['#0f5f8c', '#1d6b3a', '#8c2f1f']);
    const tilt = r.range(-0.8, 0.8).toFixed(2);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9px; color: #222; line-height: 1.5; }
      .glass { position: absolute; inset: 0; background: #fff; }
      .card { position: absolute; left: ${r.int(14, 26)}px; top: ${r.int(16, 34)}px; width: 756px; height: 560px; transform: rotate(${tilt}deg); transform-origin: 0 0;
              background: #fdfdfb; box-shadow: 0 0 0 1px #ccc, 2px 3px 6px rgba(0,0,0,.18); display: flex; }
      .card::before { content: ''; position: absolute; inset: 5px; border: 1px dotted #bbb; pointer-events: none; }
      .p { position: relative; width: 378px; height: 560px; padding: 16px 16px 10px; }
      .p + .p { border-left: 1px dashed #999; }
      .bar { background: ${ink}; color: #fff; padding: 4px 8px; font-weight: 700; font-size: 11px; display: flex; justify-content: space-between; align-items: center; }
      .bar span { font-size: 7.5px; font-weight: normal; }
      .h { font-size: 12px; font-weight: 700; color: ${ink}; margin: 8px 0 4px; border-bottom: 1.5px solid ${ink}; }
      .kv { border-collapse: collapse; width: 100%; } .kv td { padding: 1px 4px; border-bottom: 1px dotted #bbb; } .kv td.l { color: #555; width: 80px; white-space: nowrap; }
      .big { display: flex; gap: 6px; margin: 6px 0; } .big div { flex: 1; border: 1.5px solid ${ink}; padding: 3px 6px; } .big b { display: block; font-size: 15px; text-align: right; color: #111; }
      .det { width: 100%; border-collapse: collapse; margin-top: 4px; } .det th { background: #eef3f6; font-weight: normal; border: 1px solid #aaa; padding: 1px 3px; }
      .det td { border: 1px solid #bbb; padding: 1px 4px; } .det tr.t td { font-weight: 700; border-top: 1.5px solid #333; }
      .box { border: 1px solid #999; padding: 5px 7px; margin-top: 6px; line-height: 1.6; } .box.warn { border: 1.5px solid #c0392b; background: #fff7f5; }
      .peel { position: absolute; right: 6px; top: 2px; font-size: 7px; color: #999; }
      .co { margin-top: 8px; font-size: 8px; line-height: 1.55; } .co .nm { font-size: 11px; font-weight: 700; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td>${x.name}</td><td class="num">${x.qty}${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const left = `<div class="p"><div class="peel">◀ こちらからはがしてください</div>
      <div class="bar">${d.corpBody}<span>SECURITY SERVICE</span></div>
      <div class="h">ご請求書 兼 口座振替のお知らせ</div>
      <table class="kv"><tr><td class="l">お客様番号</td><td>${custNo}</td></tr><tr><td class="l">発行日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求番号</td><td>${d.no}</td></tr>
        <tr><td class="l">ご契約者</td><td>${d.buyerName}　様</td></tr><tr><td class="l">警備対象</td><td>${site}<br>${d.buyerAddress}</td></tr><tr><td class="l">対象期間</td><td>${quarter}（3ヶ月分）</td></tr></table>
      <div class="big"><div>ご請求金額（税込）<b>¥${yen(s.total)}</b></div><div>口座振替日<b>${fmt(d.due)}</b></div></div>
      <table class="det"><tr><th>項目</th><th style="width:44px">数量</th><th style="width:54px">単価</th><th style="width:64px">金額</th></tr>${body}
        <tr><td colspan="3">小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td colspan="3">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="t"><td colspan="3">合計</td><td class="num">${yen(s.total)}</td></tr></table>
      <div style="margin-top:6px;font-size:7.8px;color:#555">平素は格別のご愛顧を賜り誠にありがとうございます。上記のとおりご請求申し上げ、ご指定の口座より振替させていただきます。</div></div>`;
    const right = `<div class="p">
      <div class="h">口座振替のご案内</div>
      <div class="box"><b>お引落口座</b><br>${buyerBank}　普通　${masked}<br>口座名義　${buyerHolder}<br><span style="font-size:7.8px">振替日の前営業日までにご入金（残高のご確認）をお願いいたします。</span></div>
      <div class="box warn"><b>振替ができなかった場合</b><br>お手数ですが、${fmt(fallback)}までに下記口座へお振込みください。<br>
        お振込先　${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}　${d.account}　口座名義　${holder}<br><span style="font-size:7.8px">※振込手数料はお客様のご負担となります。</span></div>
      <div class="co"><div class="nm">${issuer}</div>〒${d.zip}　<span class="addr">${d.address}</span><br>お客様センター　TEL ${d.tel}（24時間受付）<br>警備業認定　${koan}<br>登録番号　${d.reg}</div>
      <div class="box" style="margin-top:8px;font-size:8.4px"><b>【お知らせ】</b>${r.pick(['警報機器のバッテリー定期交換を順次実施しております。作業日が近づきましたら担当よりご連絡いたします。', 'ご契約先の鍵・暗証番号・緊急連絡先に変更がございましたら、お早めにお客様センターまでお知らせください。', '年末年始も通常どおり24時間監視いたします。長期休業の際は事前にご連絡ください。'])}</div>
      <div style="margin-top:8px;font-size:7.5px;color:#777">個人情報保護のため、本はがきは圧着しております。ご契約内容の変更はお客様センターまでご連絡ください。</div></div>`;
    const page = `<div class="glass"></div><div class="card">${left}${right}</div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

export { KANJI_STEMS, textSeal };
