// Invoice corpus layouts L191–L196: each pushed onto core.mjs's LAYOUTS, in order.
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
  summarize,
  yen,
} from './core.mjs';
import { regHyphen, regSpaced } from './layouts-013-018.mjs';
import { kakuin, landline, setYago, shuffle, weekday } from './layouts-019-028.mjs';
import { abbreviated, mail } from './layouts-029-034.mjs';
import { addrHtml, ordinaryAtNetBank, rebank } from './layouts-035-040.mjs';
import { daysBetween } from './layouts-047-052.mjs';
import { prefOf } from './layouts-053-058.mjs';
import { mdSlash, periodStart } from './layouts-077-082.mjs';
import { cityOf, relocate, warekiDual } from './layouts-089-094.mjs';
import { addMonths, yagoHolder } from './layouts-095-100.mjs';
import { warekiPad } from './layouts-125-130.mjs';
import { KOHAN, LOCAL_BRANCHES, TOWN_SHINKUMI } from './layouts-137-142.mjs';
import { AZA, REGIONAL_BANKS, localBank, seqNo, setFamilyCorp } from './layouts-143-148.mjs';
import { townOf, yuchoPair } from './layouts-149-154.mjs';
import { KANJI_STEMS, textSeal } from './layouts-167-172.mjs';
import { cityBank, setNamedCorp } from './layouts-185-190.mjs';

// ---- 191–196: written blind as the thirtieth round's fresh set, measured once (ADR 0025), now dev.

/** A seal of a name set round a ring, with words across its middle (代表取締役印, 銀行之印), as company seals are carved. */
const ringSeal = (outer, inner, size, style) => {
  const chars = [...outer];
  const span = Math.min(330, chars.length * 30);
  const ring = chars
    .map((c, i) => {
      const a = -span / 2 + (span * (i + 0.5)) / chars.length;
      return `<i style="transform: rotate(${a.toFixed(1)}deg) translateY(-${(size / 2 - 12).toFixed(0)}px)">${c}</i>`;
    })
    .join('');
  const per = inner.length <= 4 ? 2 : 3;
  const cols = [];
  for (let k = 0; k < inner.length; k += per) cols.push(inner.slice(k, k + per));
  return `<div class="ring" style="width:${size}px;height:${size}px;${style}">${ring}<div class="in" style="width:${Math.round(size * 0.52)}px;height:${Math.round(size * 0.52)}px"><div>${cols.join('<br>')}</div></div></div>`;
};
/** A customer in the issuer's own town: its 町 with another street number, the same 〒 and area code. */
const localBuyer = (d, r) => {
  const [area] = d.fax.split('-');
  d.buyerZip = d.zip;
  d.buyerAddress = `${d.address.replace(/\d.*$/, '')}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
  d.buyerTel = `${area}-${area.length === 2 ? r.digits(4) : r.digits(3)}-${r.digits(4)}`;
};
/** A 六曜 for a wedding day: drawn (weddings keep to 大安, 友引 and 先勝), not computed from the lunisolar calendar. */
const WEDDING_ROKUYO = ['大安', '大安', '友引', '先勝'];
const RING_CSS = `.ring { position: relative; border: 2.5px solid #c8302c; border-radius: 50%; color: #c8302c; font-family: 'Noto Serif CJK JP'; font-weight: 700; }
  .ring > i { position: absolute; left: calc(50% - 6px); top: calc(50% - 7px); width: 12px; height: 14px; font-style: normal; font-size: 11px; line-height: 14px; text-align: center; }
  .ring .in { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%); border: 1.5px solid #c8302c; border-radius: 50%; display: flex; align-items: center; justify-content: center; }
  .ring .in div { writing-mode: vertical-rl; font-size: 11px; line-height: 1.1; letter-spacing: -1px; }`;

// 191 — a 訪問理美容 (a 理容師 or 美容師 trading under its 屋号: 訪問理美容 はなみずき / 出張美容室 こすもす / 佐藤理容室) visits a 介護施設
// two or three times a month and bills the facility for the cuts it gave its residents: ご利用料金 請求書 under a band with the 屋号, the
// facility (its 法人 over its name, 御中 and its 事務長 様, or its 施設長 殿) at the left, 請求日 / No. / 対象期間 and the 理美容師 (屋号, its
// 免許 and its 理容師免許 / 美容師免許 登録 number, 〒 address, TEL — a mobile often —, 登録番号, a round 認印) at the right, the ご請求金額
// with the 内消費税 beside it, one block per 訪問日 with a row per resident (居室, ご利用者名 様, メニュー, 料金 税込) and a 出張費 sometimes,
// the ご利用件数 and the 合計（税込）with its 内消費税, the お支払期限 and the お振込先 (ゆうちょ 記号・番号 only, a 信用金庫 or a city bank)
// at the foot; 2026/1/31 dates, the 訪問日 as 1月14日（水）.
const HOUMON_WORDS = [
  ['はなみずき', 'ハナミズキ'],
  ['ひだまり', 'ヒダマリ'],
  ['すずらん', 'スズラン'],
  ['こすもす', 'コスモス'],
  ['つばき', 'ツバキ'],
  ['ひまわり', 'ヒマワリ'],
];
// [屋号, its kana, 免許]: {w} a word, {s} the owner's surname.
const HOUMON_YAGO = [
  ['訪問理美容 {w}', 'ホウモンリビヨウ{w}', '理容師'],
  ['出張美容室 {w}', 'シュッチョウビヨウシツ{w}', '美容師'],
  ['訪問美容 {w}', 'ホウモンビヨウ{w}', '美容師'],
  ['{s}理容室', '{s}リヨウシツ', '理容師'],
  ['ヘアーサロン{s}', 'ヘアーサロン{s}', '理容師'],
];
const HOUMON_FACILITIES = [
  ['社会福祉法人{s}会', '特別養護老人ホーム {w}の里'],
  ['社会福祉法人{s}福祉会', '特別養護老人ホーム {w}苑'],
  ['医療法人社団{s}会', '介護老人保健施設 {w}'],
  ['株式会社{s}ケア', 'グループホーム {w}'],
  ['株式会社{s}ライフ', '介護付有料老人ホーム {w}'],
];
const FACILITY_WORDS = ['さくら', 'やまぶき', 'かがやき', 'ゆうあい', 'せせらぎ', 'のぞみ', 'わかば'];
const ELDER_GIVEN = [
  'トメ',
  'キヨ',
  'ハル',
  '節子',
  '和子',
  '光子',
  '正雄',
  '清',
  '茂',
  '勝',
  'フミ',
  '幸子',
  '久子',
  '実',
  '武',
  '千代',
];
// [メニュー, 料金（税込）lo–hi]
const HOUMON_MENU = [
  ['カット', 2200, 3000],
  ['カット・顔そり', 3000, 3800],
  ['カット・シャンプー', 3000, 3800],
  ['ベッド上カット', 2800, 3500],
  ['顔そり', 1000, 1500],
  ['白髪染め（カラー）', 4000, 5500],
  ['パーマ（カット込み）', 6000, 7500],
];
LAYOUTS.push({
  id: 'L191-houmon-biyou',
  split: 'dev',
  title:
    "訪問理美容's monthly ご利用料金 請求書 to a 介護施設: one block per 訪問日 with a row per resident (居室, ご利用者名 様, メニュー) at 税込 prices, the 内消費税 only, the facility as 施設長 殿 or 御中, a 理容師免許 登録 number beside the 登録番号, ゆうちょ 記号・番号 only sometimes",
  exercises:
    "a 理容師 or 美容師 trading under its 屋号 (訪問理美容 はなみずき / 出張美容室 こすもす / 訪問美容 ひだまり / 佐藤理容室 / ヘアーサロン佐藤 — the issuer_name, the owner's name beside it) visits a 介護施設 on two or three days of a month and bills the facility: a coloured band with the 屋号 and 訪問理美容サービス, ご利用料金 請求書, the facility at the left (〒 address, its 法人 — 社会福祉法人…会 / 医療法人社団…会 / 株式会社…ケア — over its name: 特別養護老人ホーム …の里 / 介護老人保健施設 … / グループホーム …, with 御中 and 事務長 … 様, or with 施設長 … 殿), 請求日 / No. / 対象期間 at the right over the issuer (屋号, 理容師 or 美容師 and the name, 理容師免許登録 第123456号 — not the registration_number —, 〒 address, TEL or 携帯, 登録番号) under a round 認印, a ご請求金額 line with （税込・うち消費税等 ¥…）beside it, a table of one block per 訪問日 (1月14日（水）spanning its rows) with a row per resident (居室 203, ご利用者名 … 様, メニュー: カット / カット・顔そり / ベッド上カット / 顔そり / 白髪染め / パーマ, 料金（税込）) and a 出張費 row per visit sometimes, ご利用件数 / 合計（税込）/ 内消費税（10%）at the right — prices 税込, the total their sum —, a note that the facility collects from the residents, the お支払期限 and the お振込先 at the foot (ゆうちょ銀行 記号・番号 only, a 信用金庫 or a city bank; holder the 屋号's kana with the owner's, or the owner's alone, full or half-width); 2026/1/31 dates",
  opts: (r, inst) => ({ sole: true, rates: '10', bank: ['yucho', 'other', 'main'][inst] }),
  render(d, r) {
    const [sn] = d.person.split(' ');
    const snk = d.holderBase.split(' ')[0];
    const [w, wk] = r.pick(HOUMON_WORDS);
    const [yagoT, kanaT, license] = r.pick(HOUMON_YAGO);
    d.yago = yagoT.replace('{w}', w).replace('{s}', sn);
    d.issuerName = d.yago;
    const yagoKana = kanaT.replace('{w}', wk).replace('{s}', snk);
    const mobile = /^0[789]0-/.test(d.tel);
    const licenseNo = `${license}免許登録　第${r.int(120000, 489999)}号`;
    if (!d.yucho) {
      if (!d.bank.main) rebank(d, r, 'shinkin');
      ordinaryAtNetBank(d);
      d.type = 2;
    }
    const holderBase = !d.yucho && r.chance(0.55) ? `${yagoKana} ${d.holderBase}` : d.holderBase;
    const holder = holderPrinted({ holderBase }, r.pick(['full', 'half', 'half-big']));
    // The month visited, billed at its end or in the first days of the next.
    const [y, m] = d.issue[2] >= 28 ? d.issue : addMonths(d.issue, -1);
    const close = endOfMonth(y, m);
    d.issue = r.chance(0.5) || close[1] === 12 ? close : addDays(close, r.int(1, 5));
    const nm = addMonths(close, 1);
    d.due = r.chance(0.5) ? endOfMonth(...nm) : [...nm, r.pick([15, 20, 25])];
    d.no = `${String(y).slice(2)}${pad2(m)}-${pad2(r.int(1, 30))}`;
    const [fs] = r.pick(KANJI_STEMS);
    const [corpT, facT] = r.pick(HOUMON_FACILITIES);
    const corp = corpT.replace('{s}', fs);
    const facility = facT.replace('{w}', r.pick(FACILITY_WORDS));
    d.buyerName = `${corp} ${facility}`;
    localBuyer(d, r);
    // Every other week on one weekday: the 1st and 3rd, the 2nd and 4th, or the 1st, 3rd and 5th.
    const wd = r.int(1, 5);
    const same = Array.from({ length: close[2] }, (_, i) => [y, m, i + 1]).filter(
      ([yy, mm, dd]) => new Date(Date.UTC(yy, mm - 1, dd)).getUTCDay() === wd,
    );
    const visits = r.chance(0.5)
      ? [same[1], same[3]]
      : same.length === 5 && r.chance(0.5)
        ? [same[0], same[2], same[4]]
        : [same[0], same[2]];
    const prices = new Map(HOUMON_MENU.map(([name, lo, hi]) => [name, r.int(lo / 100, hi / 100) * 100]));
    const rooms = new Set();
    while (rooms.size < 12) rooms.add(`${r.int(1, 3)}${pad2(r.int(1, 24))}`);
    const residents = [...rooms].map((room) => ({ room, name: `${r.pick(SURNAMES)[0]} ${r.pick(ELDER_GIVEN)}` }));
    const menus = [
      'カット',
      'カット',
      'カット',
      'カット・顔そり',
      'カット・シャンプー',
      'ベッド上カット',
      '顔そり',
      '白髪染め（カラー）',
    ];
    if (r.chance(0.5)) menus.push('パーマ（カット込み）');
    const trip = r.chance(0.5) ? r.pick([500, 1000, 1500]) : 0;
    const blocks = visits.map((dt) => ({
      dt,
      rows: shuffle(r, residents)
        .slice(0, r.int(3, 6))
        .sort((a, b) => a.room.localeCompare(b.room))
        .map((p) => {
          const menu = r.pick(menus);
          return { ...p, menu, price: prices.get(menu) };
        }),
    }));
    const count = blocks.reduce((t, b) => t + b.rows.length, 0);
    const total = blocks.reduce((t, b) => t + b.rows.reduce((u, x) => u + x.price, 0) + trip, 0);
    const inner = Math.floor((total * 10) / 110);
    d.items = [{ name: '訪問理美容 ご利用料金（税込）', amount: total - inner, rate: 10 }];
    d.sum = { ...summarize(d.items), tax: inner, total };
    const fmt = DATE_FORMATS.slashLoose;
    const visitDate = ([, mm, dd]) => `${mm}月${dd}日（${weekday([y, mm, dd])}）`;
    const tono = r.chance(0.45);
    const to = tono
      ? `${corp}<br><span class="n">${facility}</span><br>施設長　${d.buyerPerson}　殿`
      : `${corp}<br><span class="n">${facility}　御中</span><br>事務長　${d.buyerPerson} 様`;
    const bankText = d.yucho
      ? `ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}`
      : `${d.bank.name}　${d.branch.name}　普通預金　${d.account}`;
    const color = r.pick(['#c0607a', '#4f8a8b', '#8a6bb0', '#d07a3a']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.8px; color: #2a2a2a; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 30px 48px 0; }
      .band { display: flex; align-items: center; gap: 10px; border-bottom: 3px solid ${color}; padding-bottom: 6px; }
      .band .cm { width: 26px; height: 26px; border-radius: 50%; border: 4px solid ${color}; } .band b { font-size: 20px; color: ${color}; letter-spacing: .06em; }
      .band span { margin-left: auto; color: #777; letter-spacing: .15em; }
      h1 { text-align: center; font-size: 20px; letter-spacing: .35em; margin: 14px 0 10px .35em; font-weight: 700; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; gap: 20px; }
      .to { line-height: 1.75; padding-top: 4px; } .to .n { font-size: 14.5px; font-weight: 700; }
      .rt { width: 300px; } .mt { border-collapse: collapse; margin-left: auto; } .mt td { padding: 1px 0 1px 12px; } .mt td.l { color: #666; }
      .co { position: relative; margin-top: 8px; line-height: 1.6; font-size: 9.4px; } .co .nm { font-size: 14px; font-weight: 700; }
      .lead { margin-top: 10px; }
      .amt { display: flex; align-items: baseline; gap: 14px; margin-top: 8px; padding: 6px 12px; background: #f6f2f3; border-left: 5px solid ${color}; }
      .amt .l { font-size: 12px; font-weight: 700; } .amt .v { font-size: 21px; font-weight: 700; } .amt .s { color: #555; }
      .det { width: 100%; border-collapse: collapse; margin-top: 10px; } .det th { background: #efefef; border: 1px solid #aaa; font-weight: normal; padding: 3px; }
      .det td { border: 1px solid #bbb; padding: 2px 8px; } .det td.c { text-align: center; white-space: nowrap; } .det td.dt { background: #fafafa; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; gap: 18px; margin-top: 8px; }
      .nt { font-size: 9px; color: #555; line-height: 1.7; }
      .tx { border-collapse: collapse; min-width: 250px; } .tx td { border: 1px solid #aaa; padding: 2px 10px; } .tx td.l { background: #efefef; }
      .tx tr.t td { font-weight: 700; font-size: 13px; border: 2px solid #333; }
      .pay { position: absolute; left: 48px; right: 48px; bottom: 70px; border: 1px solid #aaa; padding: 8px 14px; line-height: 1.85; }
      .pay b { color: ${color}; }`;
    const det = blocks
      .map((b) => {
        const n = b.rows.length + (trip ? 1 : 0);
        const rows = b.rows.map(
          (x, i) =>
            `<tr>${i === 0 ? `<td class="c dt" rowspan="${n}">${visitDate(b.dt)}</td>` : ''}<td class="c">${x.room}</td><td>${x.name} 様</td><td>${x.menu}</td><td class="num">${yen(x.price)}</td></tr>`,
        );
        if (trip) rows.push(`<tr><td class="c">―</td><td>出張費</td><td>訪問1回</td><td class="num">${yen(trip)}</td></tr>`);
        return rows.join('');
      })
      .join('');
    const sealStyle = `right: ${r.int(0, 24)}px; top: ${r.int(0, 16)}px; width: 44px; height: 44px; border-radius: 50%; font-size: 14px; opacity: .7;`;
    const page = `<div class="wrap"><div class="band"><i class="cm"></i><b>${d.yago}</b><span>訪問理美容サービス</span></div>
      <h1>ご利用料金 請求書</h1>
      <div class="hd"><div class="to">〒${d.buyerZip}　${d.buyerAddress}<br>${to}</div>
        <div class="rt"><table class="mt"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">No.</td><td>${d.no}</td></tr><tr><td class="l">対象期間</td><td>${fmt([y, m, 1])}〜${fmt(close)}</td></tr></table>
          <div class="co"><span class="nm">${d.yago}</span><br>${license}　${d.person}<br>${licenseNo}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>${mobile ? '携帯' : 'TEL'} ${d.tel}<br>登録番号　${d.reg}
            ${textSeal(sn, 2, sealStyle)}</div></div></div>
      <div class="lead">いつも大変お世話になっております。${m}月分の訪問理美容のご利用料金を、下記のとおりご請求申し上げます。</div>
      <div class="amt"><span class="l">ご請求金額</span><span class="v">¥${yen(total)}</span><span class="s">（税込・うち消費税等 ¥${yen(inner)}）</span></div>
      <table class="det"><tr><th style="width:96px">訪問日</th><th style="width:50px">居室</th><th>ご利用者名</th><th>メニュー</th><th style="width:90px">料金（税込）</th></tr>${det}</table>
      <div class="low"><div class="nt">※料金はすべて消費税込みの金額です。<br>※各ご利用者様へのご請求は、貴施設にてお取りまとめくださいますようお願いいたします。<br>※次回の訪問日は、別紙のご予約表にてご案内いたします。</div>
        <table class="tx"><tr><td class="l">ご利用件数</td><td class="num">${count}件</td></tr><tr class="t"><td class="l">合計（税込）</td><td class="num">¥${yen(total)}</td></tr><tr><td class="l">内消費税（10%）</td><td class="num">${yen(inner)}</td></tr></table></div>
      <div class="pay"><b>お支払期限</b>　${fmt(d.due)}<br><b>お振込先</b>　${bankText}<br>口座名義　${holder}<br><span style="font-size:8.8px;color:#666">※恐れ入りますが、振込手数料は貴施設にてご負担くださいますようお願いいたします。</span></div></div>`;
    return { pages: [page], css, printed: { issuer: d.yago, holder, total } };
  },
});

// 192 — a 漁業協同組合 running the 産地市場 at its port (北斗浦漁業協同組合 and its 地方卸売市場) bills a 買受人 (a 仲買: 株式会社…水産 /
// 有限会社丸吉商店 / …鮮魚株式会社, with its 買受人番号) for the fish it bought at the セリ in one 旬 (1日〜10日, 11日〜20日, 21日〜末日):
// 買受代金 請求書 from the market's 販売システム — the 組合 as a letterhead (a JF mark, its name large, its 市場 and 販売課 under it) at the
// left, 請求No. / 請求日 / 対象期間 / お支払期限 at the right, the 買受人 boxed with 様 or 御中 and its number, the 組合's 〒 address, 代表理事
// 組合長, TEL/FAX and 登録番号 (hyphenated sometimes) under a 角印, one row per セリ line (セリ日, 船名 — the 出荷者 —, 魚種・規格, 箱数,
// 数量 kg with a decimal, 単価 per kg, 金額) at 8% with the day's 発泡スチロール箱代 and 施氷料（保冷用）at 10%, a 税率別 table beside the
// 今回ご請求額, a note that the 組合 issues it for its members under the 卸売市場特例, and the お振込先 (the prefecture's 信用漁業協同組合
// 連合会 — 普通貯金 — or a regional bank; holder ｷﾞﾖｷﾖｳ)… or the name spelled out); R8.1.20 dates.
const GYOKYO_PORTS = [
  ['288-0001', '千葉県銚子市川口町', '0479'],
  ['311-1301', '茨城県東茨城郡大洗町磯浜町', '029'],
  ['425-0021', '静岡県焼津市中港', '054'],
  ['238-0243', '神奈川県三浦市三崎', '046'],
  ['986-0022', '宮城県石巻市魚町', '0225'],
  ['299-5233', '千葉県勝浦市浜勝浦', '0470'],
];
const GYOKYO_SUFFIXES = [
  ['浦', 'ウラ'],
  ['浜', 'ハマ'],
  ['港', 'ミナト'],
];
const SHINGYOREN = {
  千葉県: '千葉県信用漁業協同組合連合会',
  茨城県: '茨城県信用漁業協同組合連合会',
  静岡県: '静岡県信用漁業協同組合連合会',
  神奈川県: '神奈川県信用漁業協同組合連合会',
  宮城県: '宮城県信用漁業協同組合連合会',
};
const PORT_BANKS = {
  千葉県: ['千葉銀行', '京葉銀行', '銚子信用金庫'],
  茨城県: ['常陽銀行', '筑波銀行', '水戸信用金庫'],
  静岡県: ['静岡銀行', 'スルガ銀行', 'しずおか焼津信用金庫'],
  神奈川県: ['横浜銀行', 'スルガ銀行', 'かながわ信用金庫'],
  宮城県: ['七十七銀行', '仙台銀行', '石巻信用金庫'],
};
const NAKAGAI = ['株式会社{s}水産', '有限会社丸{c}商店', '{s}鮮魚株式会社', '株式会社{s}海産', '丸{c}水産株式会社'];
const MARU = ['吉', '十', '八', '一', '三', '清', '栄'];
const BOATS = ['第八{s}丸', '第三{s}丸', '{s}丸', '第十一{s}丸', '栄福丸', '大漁丸', '第五海幸丸', '勝栄丸', '第二十八宝生丸'];
// [魚種, 規格, 単価 lo–hi per kg, kg per 箱 lo–hi]
const SERI_FISH = [
  ['マアジ', ['大', '中', '小'], 300, 900, 8, 12],
  ['マサバ', ['大', '中'], 150, 500, 10, 15],
  ['マイワシ', ['中', '小'], 80, 300, 10, 15],
  ['スルメイカ', ['生', '大'], 500, 1200, 5, 8],
  ['ヒラメ', ['活', '〆'], 1500, 3500, 3, 6],
  ['キンメダイ', ['大', '中'], 1800, 4500, 4, 7],
  ['カツオ', ['生'], 400, 900, 12, 20],
  ['タチウオ', ['大'], 500, 1400, 5, 8],
  ['マダイ', ['活', '〆'], 900, 2200, 5, 8],
  ['ヤリイカ', ['中'], 900, 2000, 3, 5],
  ['ホウボウ', ['中'], 400, 1000, 4, 7],
];
LAYOUTS.push({
  id: 'L192-gyokyo-kaiuke',
  split: 'dev',
  title:
    "漁業協同組合's 買受代金 請求書 for one 旬 to a 買受人 (仲買) at its 産地市場: the 組合 as letterhead with its 市場 under it, a 買受人番号, one row per セリ line with the 船名 (出荷者), 鮮魚 at 8% and the 発泡箱代・施氷料 at 10%, the 卸売市場特例 note, the prefecture's 信用漁業協同組合連合会 普通貯金 (holder ｷﾞﾖｷﾖｳ)…) or a regional bank; R8.1.20 dates",
  exercises:
    "a 漁業協同組合 (北斗浦漁業協同組合 / 湊浜漁業協同組合 — the issuer_name, its 市場 — …漁港 地方卸売市場 / …魚市場 — and 販売課 set under it) bills a 買受人 at its 産地市場 (株式会社…水産 / 有限会社丸吉商店 / …鮮魚株式会社 / 丸十水産株式会社, with 様 or 御中 and its 買受人番号 in a box) for the fish bought at the セリ in one 旬: 買受代金 請求書 from the market's system — a blue JF mark and the 組合's name as the letterhead at the top left, 請求No. / 請求日 / 対象期間（R8.1.11〜R8.1.20）/ お支払期限 at the top right, the buyer boxed at the left and the 組合 at the right (〒 and a port address, 代表理事組合長 …, TEL/FAX, 登録番号 T… or T-1234-5678-9012-3) under a 角印 …漁業協同組合之印, a 今回ご請求額（税込）box, one row per セリ line (セリ日 1/12（月）, 船名 — 第八北斗丸, the 出荷者 —, 魚種・規格 — マアジ（中）/ キンメダイ（大）/ ヒラメ（活）—, 箱数, 数量 in kg with one decimal, 単価 per kg, 金額, 税率 8%) and per セリ日 the 発泡スチロール箱代 and a 施氷料（保冷用砕氷）sometimes at 10% (per 箱), a 税率別 table (8%対象 / 消費税（8%）/ 10%対象 / 消費税（10%）/ 今回ご請求額), the note that the 組合 issues the invoice for its members' catch under the 卸売市場特例, and at the foot the お振込先 — the prefecture's 信用漁業協同組合連合会 (its 本店 or the port's 支店, 普通貯金 or 当座貯金, no codes) or a regional bank or 信用金庫 — held by the 組合 (ｷﾞﾖｷﾖｳ)ﾎｸﾄｳﾗ half-width, or ホクトウラギョギョウキョウドウクミアイ spelled out); 令和 short dates (R8.1.20)",
  opts: (r, inst) => ({ rates: 'mixed', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const [stem, stemKana] = r.pick(KANJI_STEMS);
    const [suf, sufKana] = r.pick(GYOKYO_SUFFIXES);
    const place = `${stem}${suf}`;
    const placeKana = `${stemKana}${sufKana}`;
    d.issuerName = `${place}漁業協同組合`;
    delete d.corpBody;
    const market = r.chance(0.5) ? `${place}漁港 地方卸売市場` : `${place}魚市場`;
    const [zip, town, area] = r.pick(GYOKYO_PORTS);
    const pref = prefOf(town);
    d.zip = zip;
    d.address = `${town}${r.int(1, 3)}-${r.int(100, 6999)}`;
    const local =
      area.length === 4 ? `${r.int(2, 9)}${r.digits(1)}-${r.digits(4)}` : `${r.int(2, 9)}${r.digits(2)}-${r.digits(4)}`;
    d.tel = `${area}-${local}`;
    d.fax = `${area}-${local.slice(0, -1)}${(Number(local.slice(-1)) + 1) % 10}`;
    if (d.bank.main) {
      const br = r.chance(0.5) ? '本店' : `${townOf(town).replace(/[市町村]$/, '')}支店`;
      d.bank = { name: SHINGYOREN[pref], code: null, main: false };
      d.branch = { name: br, code: br === '本店' ? '001' : `${r.int(1, 8)}${r.digits(2)}` };
      d.account = r.digits(7);
      d.type = r.chance(0.8) ? 2 : 1;
    } else {
      localBank(d, r, PORT_BANKS[pref]);
      d.type = r.chance(0.7) ? 2 : 1;
    }
    const shinren = d.bank.name.includes('漁業');
    const holderBase = r.chance(0.6) ? `ギョキョウ）${placeKana}` : `${placeKana}ギョギョウキョウドウクミアイ`;
    const holder = holderPrinted({ holderBase }, r.pick(['half-big', 'half-big', 'half', 'big']));
    const chief = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    // One 旬 of the month drawn: 1–10, 11–20 or 21 to the end.
    const [y, m] = d.issue;
    const k = r.int(0, 2);
    const start = [y, m, k * 10 + 1];
    const close = k === 2 ? endOfMonth(y, m) : [y, m, (k + 1) * 10];
    d.issue = k === 2 && m === 12 ? close : addDays(close, r.int(1, 3));
    d.due = addDays(close, r.pick([7, 10, 14]));
    d.no = `${String(y).slice(2)}${pad2(m)}${k + 1}-${r.digits(4)}`;
    const buyerNo = String(r.int(1, 120)).padStart(3, '0');
    const [bs] = r.pick(KANJI_STEMS.filter(([s]) => s !== stem));
    const nameT = r.pick(NAKAGAI);
    d.buyerName = nameT.replace('{s}', bs).replace('{c}', r.pick(MARU));
    d.buyerZip = zip;
    d.buyerAddress = `${town}${r.int(1, 3)}-${r.int(100, 6999)}`;
    const honor = d.buyerName.includes('会社') && r.chance(0.5) ? '御中' : '様';
    // The days of セリ: not on Sundays nor on the market's Wednesdays off.
    const days = shuffle(
      r,
      Array.from({ length: close[2] - start[2] + 1 }, (_, i) => [y, m, start[2] + i]).filter(
        (dt) => !['日', '水'].includes(weekday(dt)),
      ),
    )
      .slice(0, r.int(3, 4))
      .sort((a, b) => a[2] - b[2]);
    const boats = shuffle(r, BOATS)
      .slice(0, 4)
      .map((b) => b.replace('{s}', r.pick(KANJI_STEMS)[0]));
    const boxPrice = r.int(15, 26) * 10;
    const icePrice = r.int(3, 6) * 10;
    const rows = [];
    for (const dt of days) {
      let boxes = 0;
      for (const [fish, grades, plo, phi, klo, khi] of shuffle(r, SERI_FISH).slice(0, r.int(1, 3))) {
        const n = r.int(2, 24);
        const kg10 = Array.from({ length: n }, () => r.int(klo * 10, khi * 10)).reduce((t, x) => t + x, 0);
        const price = r.int(plo / 10, phi / 10) * 10;
        boxes += n;
        rows.push({
          dt,
          boat: r.pick(boats),
          name: `${fish}（${r.pick(grades)}）`,
          boxes: n,
          kg10,
          price,
          amount: Math.floor((kg10 * price) / 10),
          rate: 8,
        });
      }
      rows.push({
        dt,
        boat: '',
        name: '発泡スチロール箱代',
        boxes,
        kg10: null,
        price: boxPrice,
        amount: boxes * boxPrice,
        rate: 10,
      });
      if (r.chance(0.5))
        rows.push({
          dt,
          boat: '',
          name: '施氷料（保冷用砕氷）',
          boxes,
          kg10: null,
          price: icePrice,
          amount: boxes * icePrice,
          rate: 10,
        });
    }
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: x.rate }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS.warekiShort;
    const md = ([, mm, dd]) => `${mm}/${dd}（${weekday([y, mm, dd])}）`;
    const reg = r.chance(0.5) ? regHyphen(d.reg) : d.reg;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.6px; color: #1f2630; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 34px 44px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid #1d4f91; padding-bottom: 8px; }
      .lh { display: flex; align-items: center; gap: 10px; } .jf { width: 44px; height: 44px; border-radius: 50%; background: #1d4f91; color: #fff; font-family: 'Liberation Sans', sans-serif; font-weight: 700; font-size: 17px; display: flex; align-items: center; justify-content: center; }
      .lh .nm { font-size: 20px; font-weight: 700; letter-spacing: .08em; line-height: 1.2; } .lh .mk { color: #555; font-size: 10px; }
      .ttl { text-align: right; } .ttl b { font-size: 20px; letter-spacing: .25em; }
      .mt { border-collapse: collapse; margin: 4px 0 0 auto; } .mt td { border: 1px solid #8a96a8; padding: 1px 8px; } .mt td.l { background: #e8eef6; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 10px; gap: 20px; }
      .buy { width: 340px; border: 1.5px solid #1f2630; padding: 6px 10px; line-height: 1.7; } .buy .no { display: inline-block; border: 1px solid #1f2630; padding: 0 6px; margin-left: 6px; font-family: 'Noto Sans Mono CJK JP'; }
      .buy .n { font-size: 15px; font-weight: 700; }
      .co { position: relative; width: 300px; line-height: 1.6; font-size: 9.3px; }
      .amt { display: flex; width: 360px; margin-top: 10px; border: 2px solid #1f2630; } .amt div { padding: 5px 10px; } .amt .l { background: #e8eef6; border-right: 1px solid #1f2630; font-weight: 700; }
      .amt .v { flex: 1; text-align: right; font-size: 19px; font-weight: 700; }
      .det { width: 100%; border-collapse: collapse; margin-top: 10px; font-size: 9.2px; } .det th { background: #e8eef6; border: 1px solid #8a96a8; font-weight: normal; padding: 2px; }
      .det td { border: 1px solid #b3bcc9; padding: 2px 5px; } .det td.c { text-align: center; white-space: nowrap; } .det td.num { font-family: 'Noto Sans Mono CJK JP'; }
      .det tr.x td { color: #444; background: #fbfbfb; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 8px; gap: 16px; }
      .nt { font-size: 8.8px; color: #444; line-height: 1.7; }
      .tx { border-collapse: collapse; min-width: 270px; } .tx td { border: 1px solid #8a96a8; padding: 2px 10px; } .tx td.l { background: #e8eef6; } .tx td.num { font-family: 'Noto Sans Mono CJK JP'; }
      .tx tr.t td { font-weight: 700; font-size: 13px; border: 2px solid #1f2630; }
      .pay { position: absolute; left: 44px; right: 44px; bottom: 64px; border-top: 2px solid #1d4f91; padding-top: 6px; line-height: 1.8; }`;
    const det = rows
      .map((x, i) => {
        const first = i === 0 || rows[i - 1].dt !== x.dt;
        return x.kg10 == null
          ? `<tr class="x"><td class="c">${first ? md(x.dt) : ''}</td><td></td><td>${x.name}</td><td class="num">${x.boxes}</td><td></td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td><td class="c">10%</td></tr>`
          : `<tr><td class="c">${first ? md(x.dt) : ''}</td><td>${x.boat}</td><td>${x.name}</td><td class="num">${x.boxes}</td><td class="num">${(x.kg10 / 10).toFixed(1)}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td><td class="c">8%※</td></tr>`;
      })
      .join('');
    const tx = [
      ['※8%対象（鮮魚）', yen(s.by[8].base)],
      ['消費税（8%）', yen(s.by[8].tax)],
      ['10%対象（箱代等）', yen(s.by[10].base)],
      ['消費税（10%）', yen(s.by[10].tax)],
    ];
    const bankLine = `${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}${shinren ? '貯金' : '預金'}　口座番号 ${d.account}`;
    const page = `<div class="wrap"><div class="top"><div class="lh"><div class="jf">JF</div><div><div class="nm">${d.issuerName}</div><div class="mk">${market}　販売課</div></div></div>
        <div class="ttl"><b>買受代金 請求書</b><table class="mt"><tr><td class="l">請求No.</td><td>${d.no}</td></tr><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">対象期間</td><td>${fmt(start)}〜${fmt(close)}</td></tr></table></div></div>
      <div class="hd"><div class="buy">買受人番号<span class="no">${buyerNo}</span><br><span class="n">${d.buyerName}　${honor}</span><br>〒${d.buyerZip}　${d.buyerAddress}</div>
        <div class="co">${d.issuerName}<br>代表理事組合長　${chief}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${reg}
          ${textSeal(`${d.issuerName}之印`, 4, `right: ${r.int(0, 30)}px; top: ${r.int(-6, 10)}px; width: 58px; height: 58px; font-size: 11px; opacity: .55;`)}</div></div>
      <div style="margin-top:8px">毎度格別のお引き立てを賜り、ありがとうございます。${fmt(start)}〜${fmt(close)}の買受代金を下記のとおりご請求いたします。</div>
      <div class="amt"><div class="l">今回ご請求額（税込）</div><div class="v">¥${yen(s.total)}</div></div>
      <div style="margin-top:4px">お支払期限　${fmt(d.due)}</div>
      <table class="det"><tr><th style="width:62px">セリ日</th><th style="width:96px">船名（出荷者）</th><th>魚種・規格</th><th style="width:38px">箱数</th><th style="width:56px">数量(kg)</th><th style="width:58px">単価(円)</th><th style="width:74px">金額(円)</th><th style="width:40px">税率</th></tr>${det}</table>
      <div class="low"><div class="nt">※印は軽減税率（8%）対象です。鮮魚の単価は1kgあたり、箱代・施氷料は1箱あたりです。<br>本書は、卸売市場特例により、組合員（出荷者）に代わって当組合が交付する適格請求書です。<br>数量は市場計量による正味重量です。</div>
        <table class="tx">${tx.map(([l, v]) => `<tr><td class="l">${l}</td><td class="num">${v}</td></tr>`).join('')}<tr class="t"><td class="l">今回ご請求額</td><td class="num">¥${yen(s.total)}</td></tr></table></div>
      <div class="pay">お振込先　${bankLine}<br>口座名義　${holder}<br><span style="font-size:8.8px;color:#555">※お支払期限までにお振込みください。期限を過ぎた場合、次回のセリへの参加をお断りすることがあります。</span></div></div>`;
    return { pages: [page], css, printed: { issuer: d.issuerName, holder } };
  },
});

// 193 — a 素材生産業者 in a mountain town (有限会社佐藤林業 / 株式会社…林産 / …木材) bills a 製材所 for the 原木 it hauled to the mill's
// 土場 between the 21st and the 20th (20日締め): 御請求書（原木代金 精算書）with the mill's 〒 address and name set where a 長3 window
// envelope shows them (top left), the title, 請求日 / 請求書番号 / 締日 and the company (〒 address with a 番地, TEL/FAX, 登録番号, a
// 角印) at the right, a 今回ご請求金額 box, the 検知 table (納入日, 納品伝票No., 樹種, 長さ m, 末口径 cm, 本数, 材積 ㎥ to three
// decimals by the 末口自乗法, 単価 per ㎥, 金額 rounded down) with a 運搬費 per trip sometimes, 本数・材積 合計, 小計 / 端数値引 △ /
// 課税対象額 / 消費税 / 合計, the 出材地 (…大字… 林班 小班), the 伐採届 受理番号 and the 合法木材 認定番号 in a box, the お振込先 on
// one line; 令和 dates.
const GENBOKU_TRADES = [
  ['林業', 'リンギョウ'],
  ['林産', 'リンサン'],
  ['木材', 'モクザイ'],
  ['造林', 'ゾウリン'],
];
const SEIZAI_BUYERS = ['株式会社{s}製材所', '{s}木材工業株式会社', '有限会社{s}製材', '{s}プレカット株式会社', '株式会社{s}木材'];
// [樹種, 単価 lo–hi per ㎥ for the small, middle and large 径級]
const LOG_SPECIES = [
  ['スギ', [9000, 12000], [11000, 15000], [12000, 17000]],
  ['スギ', [9000, 12000], [11000, 15000], [12000, 17000]],
  ['ヒノキ', [14000, 19000], [18000, 26000], [20000, 32000]],
  ['カラマツ', [10000, 13000], [12000, 16000], [13000, 17000]],
  ['アカマツ', [7000, 10000], [8000, 12000], [9000, 13000]],
];
// [長さ in cm, as printed]
const LOG_LENGTHS = [
  [300, '3.00'],
  [365, '3.65'],
  [400, '4.00'],
];
// 末口径 (even cm) and 本数 per class
const LOG_CLASSES = [
  [14, 18, 20, 70],
  [20, 28, 10, 40],
  [30, 40, 3, 14],
];
const KOAZA = ['奥沢', '石倉', '日影', '大平', '小屋場', '滝ノ上', '笹久保'];
LAYOUTS.push({
  id: 'L193-genboku-seisan',
  split: 'dev',
  title:
    "素材生産業者's 御請求書（原木代金 精算書）to a 製材所, 20日締め: the mill in a 長3 window at the top left, a 検知 table (樹種, 長さ, 末口径, 本数, 材積 ㎥ to three decimals, 単価 per ㎥), 本数・材積 totals, an 端数値引 △ before the 消費税, the 出材地 林班, 伐採届 and 合法木材 認定 numbers; 令和 dates",
  exercises:
    "a 素材生産業者 in a mountain town (有限会社佐藤林業 / 株式会社…林産 / …木材有限会社 / …造林, ㈲ sometimes; 代表取締役) bills a 製材所 (株式会社…製材所 / …木材工業株式会社 / …プレカット株式会社) for the 原木 delivered to its 土場 from the 21st to the 20th: the mill's 〒, address and name with 御中 and its 原木課 ご担当 set in the top-left where a 長3 窓付き封筒 shows them, 御請求書 with （原木代金 精算書）under it, 請求日 / 請求書番号 / 締日 at the right over the company (〒 and a town address with a 番地, TEL/FAX, 登録番号) under a 角印, a 今回ご請求金額 box, the 検知 table — 納入日, 納品伝票No., 樹種 (スギ / ヒノキ / カラマツ / アカマツ), 長さ (3.00 / 3.65 / 4.00 m), 末口径 (cm), 本数, 材積 (㎥, three decimals, 末口自乗法), 単価 (円/㎥), 金額 (rounded down) — with a 運搬費（10tトラック）row per trip sometimes, then 本数 and 材積 合計 (numbers like 48.376 beside the amounts), 小計 / 端数値引 △ (the odd hundreds) / 課税対象額 / 消費税（10%）/ 合計; a box with the 出材地 (…町大字… 字… 12林班 ろ小班), the 伐採及び伐採後の造林の届出 受理番号 and the 合法木材供給事業者 認定番号 (none of them fields), the 検知 note (貴社土場にて検知), and the お振込先 on one line (a regional bank, 信用金庫 or 信用組合 without codes, or a city bank's branch in the prefecture's main city; 普通 or 当座; holder ﾕ)ｻﾄｳﾘﾝｷﾞﾖｳ half-width mostly); 令和 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'main' : 'other' }),
  render(d, r) {
    setFamilyCorp(d, r, GENBOKU_TRADES, [
      ['有限会社', 'ユ'],
      ['有限会社', 'ユ'],
      ['株式会社', 'カ'],
    ]);
    const town = relocate(d, r, true);
    const pref = prefOf(town);
    if (d.bank.main) cityBank(d, r, pref);
    else localBank(d, r, [...REGIONAL_BANKS[pref], TOWN_SHINKUMI[pref]]);
    d.type = r.chance(0.7) ? 2 : 1;
    const rep = `代表取締役　${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    // 20日締め: the 21st of the month before to the 20th, billed on the 20th.
    const close = [d.issue[0], d.issue[1], 20];
    const start = periodStart(close);
    d.issue = close;
    d.due = endOfMonth(...addMonths(close, 1));
    d.no = seqNo(r);
    const [bs] = r.pick(KANJI_STEMS);
    d.buyerName = r.pick(SEIZAI_BUYERS).replace('{s}', bs);
    // A mill in the same town, its 土場 a few kilometres down the valley.
    d.buyerZip = d.zip;
    d.buyerAddress = `${town}${r.int(12, 3999)}${r.chance(0.5) ? '番地' : `-${r.int(1, 9)}`}`;
    const span = daysBetween(start, close);
    const days = shuffle(
      r,
      Array.from({ length: span + 1 }, (_, i) => addDays(start, i)).filter((dt) => weekday(dt) !== '日'),
    )
      .slice(0, r.int(2, 3))
      .sort((a, b) => daysBetween(b, a));
    const trip = r.chance(0.6) ? r.int(25, 48) * 1000 : 0;
    const deliveries = days.map((dt) => {
      const slip = String(r.int(10000, 99999));
      const rows = Array.from({ length: r.int(3, 4) }, () => {
        const [sp, ...prices] = r.pick(LOG_SPECIES);
        const cls = r.chance(0.45) ? 1 : r.chance(0.6) ? 0 : 2;
        const [dlo, dhi, nlo, nhi] = LOG_CLASSES[cls];
        const diam = r.int(dlo / 2, dhi / 2) * 2;
        const [lcm, lText] = r.pick(LOG_LENGTHS);
        const n = r.int(nlo, nhi);
        const vol = Math.round((n * diam * diam * lcm) / 1000);
        const [plo, phi] = prices[cls];
        const price = r.int(plo / 100, phi / 100) * 100;
        return { sp, lText, diam, n, vol, price, amount: Math.floor((vol * price) / 1000) };
      });
      return { dt, slip, rows };
    });
    const logs = deliveries.flatMap((x) => x.rows);
    const logSum = logs.reduce((t, x) => t + x.amount, 0);
    const subtotal = logSum + trip * deliveries.length;
    const disc = subtotal % 1000;
    const base = subtotal - disc;
    const tax = Math.floor(base / 10);
    const total = base + tax;
    d.items = [{ name: '原木代金', amount: base, rate: 10 }];
    d.sum = summarize(d.items);
    const logCount = logs.reduce((t, x) => t + x.n, 0);
    const volSum = logs.reduce((t, x) => t + x.vol, 0);
    const fmt = r.pick([DATE_FORMATS.wareki, DATE_FORMATS.wareki, warekiPad]);
    const issuer = r.chance(0.3) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half-big', 'half-big', 'half', 'full']));
    const site = `${prefOf(town)}${cityOf(town)}大字${r.pick(AZA)}字${r.pick(KOAZA)}　${r.int(3, 80)}林班 ${KOHAN[r.int(0, 5)]}小班`;
    const todoke = `第${r.int(20, 400)}号（${fmt(addDays(start, -r.int(40, 120)))}受理）`;
    const nintei = `${pref}木材協同組合連合会 認定 第${r.int(1, 250)}号`;
    const checker = `${r.pick(SURNAMES)[0]}`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.6px; color: #222; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 0 46px; }
      .win { position: absolute; left: 64px; top: 62px; width: 330px; height: 150px; padding: 14px 14px; line-height: 1.75; }
      .win .z { font-size: 11px; } .win .n { font-size: 14.5px; font-weight: 700; }
      .rt { position: absolute; right: 46px; top: 40px; width: 320px; }
      h1 { font-size: 22px; letter-spacing: .35em; margin: 0; text-align: right; font-family: 'Noto Serif CJK JP'; } .sub { text-align: right; color: #555; }
      .mt { border-collapse: collapse; margin: 6px 0 0 auto; } .mt td { border: 1px solid #999; padding: 1px 8px; } .mt td.l { background: #eef0e8; }
      .co { position: relative; margin-top: 10px; line-height: 1.6; font-size: 9.4px; } .co .nm { font-size: 14px; font-weight: 700; }
      .main { position: absolute; left: 46px; right: 46px; top: 268px; }
      .amt { display: flex; width: 380px; border: 2px solid #3a4a2a; } .amt div { padding: 5px 12px; } .amt .l { background: #eef0e8; border-right: 1px solid #3a4a2a; font-weight: 700; }
      .amt .v { flex: 1; text-align: right; font-size: 19px; font-weight: 700; }
      .det { width: 100%; border-collapse: collapse; margin-top: 10px; font-size: 9.2px; } .det th { background: #eef0e8; border: 1px solid #999; font-weight: normal; padding: 2px; }
      .det td { border: 1px solid #bbb; padding: 2px 5px; } .det td.c { text-align: center; white-space: nowrap; } .det tr.tr td { color: #444; }
      .det tr.g td { background: #f6f6f0; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px; margin-top: 8px; }
      .info { flex: 1; border: 1px solid #999; padding: 5px 10px; font-size: 9px; line-height: 1.75; }
      .tx { border-collapse: collapse; min-width: 250px; } .tx td { border: 1px solid #999; padding: 2px 10px; } .tx td.l { background: #eef0e8; }
      .tx tr.t td { font-weight: 700; font-size: 13px; border: 2px solid #222; }
      .pay { margin-top: 12px; border-top: 1px solid #3a4a2a; border-bottom: 1px solid #3a4a2a; padding: 5px 2px; line-height: 1.8; }`;
    const det = deliveries
      .map((dl) => {
        const rows = dl.rows.map(
          (x, i) =>
            `<tr><td class="c">${i === 0 ? mdSlash(dl.dt) : ''}</td><td class="c">${i === 0 ? dl.slip : ''}</td><td class="c">${x.sp}</td><td class="num">${x.lText}</td><td class="num">${x.diam}</td><td class="num">${x.n}</td><td class="num">${(x.vol / 1000).toFixed(3)}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
        );
        if (trip)
          rows.push(
            `<tr class="tr"><td></td><td></td><td colspan="5">運搬費（10tトラック　山土場→貴社土場）</td><td class="num">${yen(trip)}</td><td class="num">${yen(trip)}</td></tr>`,
          );
        return rows.join('');
      })
      .join('');
    const sums = [
      ['小計', yen(subtotal)],
      ...(disc ? [['端数値引', `△${yen(disc)}`]] : []),
      ['課税対象額（10%）', yen(base)],
      ['消費税（10%）', yen(tax)],
    ];
    const page = `<div class="wrap">
      <div class="win"><span class="z">〒${d.buyerZip}</span><br>${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>原木課　${d.buyerPerson} 様</div>
      <div class="rt"><h1>御請求書</h1><div class="sub">（原木代金 精算書）</div>
        <table class="mt"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求書番号</td><td>${d.no}</td></tr><tr><td class="l">締日</td><td>毎月20日</td></tr></table>
        <div class="co"><span class="nm">${issuer}</span><br>${rep}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}
          ${kakuin(d, `right: ${r.int(0, 24)}px; top: ${r.int(-6, 8)}px; opacity: .55;`)}</div></div>
      <div class="main">
        <div style="margin-bottom:8px">平素より格別のお引き立てを賜り、厚く御礼申し上げます。${fmt(start)}〜${fmt(close)}納入分の原木代金を、下記のとおりご請求申し上げます。</div>
        <div class="amt"><div class="l">今回ご請求金額（税込）</div><div class="v">¥${yen(total)}</div></div>
        <table class="det"><tr><th style="width:44px">納入日</th><th style="width:60px">伝票No.</th><th style="width:56px">樹種</th><th style="width:50px">長さ(m)</th><th style="width:56px">末口径(cm)</th><th style="width:40px">本数</th><th style="width:62px">材積(㎥)</th><th style="width:70px">単価(円/㎥)</th><th>金額(円)</th></tr>${det}
          <tr class="g"><td colspan="5" class="c">計</td><td class="num">${logCount}</td><td class="num">${(volSum / 1000).toFixed(3)}</td><td></td><td class="num">${yen(subtotal)}</td></tr></table>
        <div class="low"><div class="info">出材地　${site}<br>伐採及び伐採後の造林の届出書　受理番号 ${todoke}<br>合法木材供給事業者　${nintei}<br>検知：貴社土場にて実施（検知者 ${checker}）。材積は末口自乗法により算出しております。</div>
          <table class="tx">${sums.map(([l, v]) => `<tr><td class="l">${l}</td><td class="num">${v}</td></tr>`).join('')}<tr class="t"><td class="l">合計</td><td class="num">¥${yen(total)}</td></tr></table></div>
        <div style="margin-top:10px">お支払期限　${fmt(d.due)}（翌月末日）</div>
        <div class="pay">お振込先　${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}　口座名義　${holder}</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 194 — a 貸衣裳 company (株式会社北斗衣裳 / …ブライダル衣裳 / 有限会社…貸衣裳) partnered with a hotel or a 結婚式場 bills it for the month's
// weddings it dressed: 御請求書 in 明朝 with a gold rule, the venue's company with 御中 and its ブライダル事業部 衣裳ご担当 at the left, 請求日 /
// 請求書番号 / お支払期限 and the company (a monogram, 〒 address, TEL/FAX, 登録番号, a 角印, and the 館内衣裳室 it keeps at that venue with
// its own direct TEL) at the right, a ご請求金額 box, one block per 挙式 (挙式日 2026.04.12（日）with its 六曜, the 会場, …家・…家 ご両家 and
// the 新郎 / 新婦 … 様) with its rows (白無垢 / 色打掛 / ドレス, 紋付羽織袴 / タキシード, 着付, かつら・ヘアセット, 小物, 黒留袖 and 着付 for
// the family), a cancelled wedding's キャンセル料 (不課税) sometimes, 小計 / 消費税 / キャンセル料 / ご請求金額, and the お振込先 boxed
// with the 店番 sometimes; dot dates.
const ISHOU_TRADES = [
  ['衣裳', 'イショウ'],
  ['ブライダル衣裳', 'ブライダルイショウ'],
  ['貸衣裳', 'カシイショウ'],
  ['衣裳店', 'イショウテン'],
];
const ISHOU_VENUES = ['株式会社{s}ホテル', '{s}会館株式会社', '株式会社{s}迎賓館', '{s}ウエディング株式会社'];
const ISHOU_HALLS = ['神殿', 'チャペル', '鳳凰の間（人前式）', 'ガーデンチャペル', '白鷺の間', '大神殿'];
const GROOM_GIVEN = ['健一', '翔太', '直樹', '大輔', '誠', '太郎', '拓也', '悠斗'];
const BRIDE_GIVEN = ['花子', '美咲', '由美', '恵', '彩', '京子', '結衣', 'さくら'];
// [品名, 単価 lo–hi (in thousands)]
const ISHOU_BRIDE_WA = [
  ['新婦 白無垢 一式（綿帽子・小物含む）', 180, 320],
  ['新婦 色打掛 一式', 220, 420],
  ['新婦 引振袖 一式', 200, 350],
];
const ISHOU_BRIDE_YO = [
  ['新婦 ウエディングドレス（ベール・グローブ含む）', 150, 320],
  ['新婦 カラードレス（お色直し）', 150, 280],
];
const ISHOU_GROOM_WA = [['新郎 紋付羽織袴 一式（黒五つ紋）', 50, 90]];
const ISHOU_GROOM_YO = [['新郎 タキシード 一式', 40, 80]];
LAYOUTS.push({
  id: 'L194-kashi-ishou',
  split: 'dev',
  title:
    "貸衣裳 company's monthly 御請求書 to its partner hotel or 結婚式場: one block per 挙式 (dot date with 曜日 and 六曜, 会場, …家・…家 ご両家, 新郎・新婦 … 様) with its 衣裳・着付 rows, a cancelled wedding's キャンセル料（不課税）in the total sometimes, the 館内衣裳室 with its own direct TEL under the company",
  exercises:
    "a 貸衣裳 company (株式会社北斗衣裳 / …ブライダル衣裳 / 有限会社…貸衣裳 / …衣裳店, ㈱ sometimes) bills its partner venue (株式会社…ホテル / …会館株式会社 / 株式会社…迎賓館 / …ウエディング株式会社) for the month's weddings: a gold-ruled 御請求書 in 明朝, the venue with 御中 and ブライダル事業部 衣裳ご担当 … 様 at the left, 請求日 / 請求書番号 (WD-2604-012) / お支払期限 at the right over the company (a round monogram, its name, 〒 address — its building on a line of its own —, TEL/FAX, 登録番号) under a 角印, with the line 館内衣裳室（…会館店）and its own direct TEL — the venue's exchange, not the issuer_phone —, a ご請求金額（税込）box, one block per 挙式 headed by 2026.04.12（日）大安 (the 六曜), the 会場 (神殿 / チャペル / 鳳凰の間（人前式）), …家・…家 ご両家 and 新郎 … 様・新婦 … 様 (none of them fields), then its rows (新婦 白無垢 一式 / 色打掛 / 引振袖 / ウエディングドレス / カラードレス, 新郎 紋付羽織袴 / タキシード, 着付（新婦）/（新郎）, かつら・ヘアセット, 小物, 黒留袖（ご親族）and 着付（ご親族）× persons: 数量, 単価, 金額), a cancelled wedding's block with its キャンセル料（ご成約衣裳代の30%・不課税）sometimes, then 小計 / 消費税（10%）/ キャンセル料（不課税）/ ご請求金額 — the total including the キャンセル料 —, and the お振込先 boxed (a city bank with its 店番号 sometimes, 普通 or 当座, holder ｶ)ﾎｸﾄｲｼﾖｳ half-width or full); dot dates (2026.04.30)",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const [stem, stemKana] = r.pick(KANJI_STEMS);
    const [trade, tradeKana] = r.pick(ISHOU_TRADES);
    setNamedCorp(
      d,
      r,
      `${stem}${trade}`,
      `${stemKana}${tradeKana}`,
      r.pick([
        ['株式会社', 'カ'],
        ['株式会社', 'カ'],
        ['有限会社', 'ユ'],
      ]),
    );
    landline(d);
    ordinaryAtNetBank(d);
    const [vs] = r.pick(KANJI_STEMS.filter(([s]) => s !== stem));
    const venueT = r.pick(ISHOU_VENUES);
    d.buyerName = venueT.replace('{s}', vs);
    localBuyer(d, r);
    const venueShort = venueT.replace('{s}', vs).replace(/株式会社/, '');
    // The 衣裳室 at the venue: the venue's exchange, a number of its own.
    const [barea] = d.buyerTel.split('-');
    const roomTel = `${barea}-${barea.length === 2 ? r.digits(4) : r.digits(3)}-${r.digits(4)}`;
    const [y, m] = d.issue[2] >= 28 ? d.issue : addMonths(d.issue, -1);
    const close = endOfMonth(y, m);
    d.issue = close;
    d.due = endOfMonth(...addMonths(close, 1));
    d.no = `WD-${String(y).slice(2)}${pad2(m)}-${r.digits(3)}`;
    const weekend = Array.from({ length: close[2] }, (_, i) => [y, m, i + 1]).filter((dt) => ['土', '日'].includes(weekday(dt)));
    const wdays = shuffle(r, weekend)
      .slice(0, r.int(2, 3))
      .sort((a, b) => a[2] - b[2]);
    const k = (lo, hi) => r.int(lo, hi) * 1000;
    const couple = () => {
      const [g] = r.pick(SURNAMES);
      const [b] = r.pick(SURNAMES.filter(([s]) => s !== g));
      return { g, b, groom: `${g} ${r.pick(GROOM_GIVEN)}`, bride: `${b} ${r.pick(BRIDE_GIVEN)}` };
    };
    const dress = () => {
      const style = r.pick(['wa', 'yo', 'both']);
      const rows = [];
      const one = ([name, lo, hi]) => rows.push({ name, qty: 1, price: k(lo, hi) });
      if (style !== 'yo') one(r.pick(ISHOU_BRIDE_WA));
      if (style !== 'wa') one(r.pick(ISHOU_BRIDE_YO));
      one(style === 'yo' ? ISHOU_GROOM_YO[0] : ISHOU_GROOM_WA[0]);
      if (style !== 'yo') {
        rows.push({ name: '着付（新婦）', qty: 1, price: k(25, 40) });
        rows.push({ name: '着付（新郎）', qty: 1, price: k(5, 10) });
        rows.push({ name: 'かつら・ヘアセット', qty: 1, price: k(30, 60) });
      } else rows.push({ name: 'ヘアセット・小物一式', qty: 1, price: k(15, 35) });
      const fam = r.int(0, 3);
      if (fam) {
        rows.push({ name: '黒留袖（ご親族）', qty: fam, price: k(25, 45) });
        rows.push({ name: '着付（ご親族）', qty: fam, price: k(6, 10) });
      }
      for (const x of rows) x.amount = x.qty * x.price;
      return rows;
    };
    const weddings = wdays.map((dt) => ({
      dt,
      rokuyo: r.pick(WEDDING_ROKUYO),
      hall: r.pick(ISHOU_HALLS),
      ...couple(),
      rows: dress(),
    }));
    const cancelled = r.chance(0.5);
    let cancel = null;
    if (cancelled) {
      const c = couple();
      const planned = dress().reduce((t, x) => t + x.amount, 0);
      const fee = Math.round((planned * 0.3) / 100) * 100;
      const dt = addDays(close, r.int(20, 90));
      cancel = { ...c, dt, planned, fee };
    }
    d.items = weddings.flatMap((w) => w.rows).map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const total = s.total + (cancel ? cancel.fee : 0);
    const fmt = DATE_FORMATS.dot;
    const issuer = d.form === '株式会社' && r.chance(0.3) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const showBranchCode = r.chance(0.5);
    const gold = r.pick(['#a8873a', '#9c7b45', '#8f7a3e']);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 9.8px; color: #2b2620; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 38px 54px 0; }
      .frame { position: absolute; left: 22px; right: 22px; top: 22px; bottom: 22px; border: 1px solid ${gold}; }
      .frame::after { content: ''; position: absolute; left: 4px; right: 4px; top: 4px; bottom: 4px; border: 0.5px solid ${gold}; }
      h1 { text-align: center; font-size: 24px; letter-spacing: .8em; margin: 4px 0 0 .8em; font-weight: 700; } .rule { width: 200px; margin: 4px auto 0; border-top: 2px solid ${gold}; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 16px; }
      .to { width: 370px; line-height: 1.8; } .to .n { font-size: 15px; font-weight: 700; border-bottom: 1px solid #2b2620; padding-right: 24px; display: inline-block; }
      .rt { width: 290px; } .mt { border-collapse: collapse; margin-left: auto; } .mt td { padding: 1px 0 1px 14px; } .mt td.l { color: #6b5f4a; }
      .co { position: relative; margin-top: 10px; line-height: 1.6; font-size: 9.4px; } .co .mono { display: inline-flex; width: 30px; height: 30px; border-radius: 50%; border: 1.5px solid ${gold}; color: ${gold}; align-items: center; justify-content: center; font-size: 16px; font-weight: 700; vertical-align: middle; margin-right: 6px; }
      .co .nm { font-size: 14.5px; font-weight: 700; vertical-align: middle; } .co .rm { margin-top: 4px; font-size: 8.8px; color: #6b5f4a; }
      .amt { display: flex; width: 400px; margin-top: 12px; border: 1.5px solid ${gold}; } .amt div { padding: 5px 12px; } .amt .l { background: #f7f1e4; border-right: 1px solid ${gold}; }
      .amt .v { flex: 1; text-align: right; font-size: 19px; font-weight: 700; }
      .det { width: 100%; border-collapse: collapse; margin-top: 12px; font-size: 9.4px; } .det th { background: #f7f1e4; border: 1px solid #c9b78e; font-weight: normal; padding: 2px; }
      .det td { border: 1px solid #ddd0b0; padding: 2px 8px; } .det tr.w td { background: #fbf8f1; font-weight: 700; border-top: 1.5px solid ${gold}; } .det tr.w span { font-weight: normal; }
      .det tr.cx td { color: #6b3030; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; gap: 18px; margin-top: 10px; }
      .bank { flex: 1; border: 1px solid #c9b78e; padding: 6px 12px; line-height: 1.8; } .bank b { color: ${gold}; }
      .tx { border-collapse: collapse; min-width: 260px; } .tx td { border: 1px solid #c9b78e; padding: 2px 10px; } .tx td.l { background: #f7f1e4; }
      .tx tr.t td { font-weight: 700; font-size: 13px; border: 2px solid #2b2620; }
      .nt { margin-top: 8px; font-size: 8.8px; color: #6b5f4a; }`;
    const det = weddings
      .map(
        (w) =>
          `<tr class="w"><td colspan="4">挙式日 ${fmt(w.dt)}（${weekday(w.dt)}）${w.rokuyo}　<span>会場：${w.hall}　${w.g}家・${w.b}家 ご両家（新郎 ${w.groom} 様・新婦 ${w.bride} 様）</span></td></tr>` +
          w.rows
            .map(
              (x) =>
                `<tr><td>${x.name}</td><td class="num">${x.qty}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
            )
            .join(''),
      )
      .join('');
    const cx = cancel
      ? `<tr class="w"><td colspan="4">ご成約取消　<span>挙式予定日 ${fmt(cancel.dt)}　${cancel.g}家・${cancel.b}家 ご両家（ご成約衣裳代 ${yen(cancel.planned)}円）</span></td></tr><tr class="cx"><td>キャンセル料（ご成約衣裳代の30%・不課税）</td><td class="num">1</td><td class="num">${yen(cancel.fee)}</td><td class="num">${yen(cancel.fee)}</td></tr>`
      : '';
    const sums = [
      ['小計（課税対象）', yen(s.subtotal)],
      ['消費税（10%）', yen(s.tax)],
      ...(cancel ? [['キャンセル料（不課税）', yen(cancel.fee)]] : []),
    ];
    const page = `<div class="frame"></div><div class="wrap"><h1>御請求書</h1><div class="rule"></div>
      <div class="hd"><div class="to">〒${d.buyerZip}　${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>ブライダル事業部　衣裳ご担当　${d.buyerPerson} 様</div>
        <div class="rt"><table class="mt"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求書番号</td><td>${d.no}</td></tr><tr><td class="l">お支払期限</td><td>${fmt(d.due)}</td></tr></table>
          <div class="co"><span class="mono">${stem[0]}</span><span class="nm">${issuer}</span><br>〒${d.zip}　${addrHtml(d.address, true)}<br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}
            <div class="rm">館内衣裳室（${venueShort}店）　直通 ${roomTel}</div>
            ${kakuin(d, `right: ${r.int(-26, -12)}px; top: ${r.int(-14, -2)}px; opacity: .55;`)}</div></div></div>
      <div style="margin-top:10px">平素は格別のご高配を賜り、誠にありがとうございます。${y}年${m}月 挙式分の衣裳・着付料を下記のとおりご請求申し上げます。</div>
      <div class="amt"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(total)}</div></div>
      <table class="det"><tr><th>品名</th><th style="width:44px">数量</th><th style="width:80px">単価</th><th style="width:90px">金額</th></tr>${det}${cx}</table>
      <div class="low"><div class="bank"><b>お振込先</b><br>${d.bank.name}　${d.branch.name}${showBranchCode ? `（店番号 ${d.branch.code}）` : ''}<br>${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}</div>
        <table class="tx">${sums.map(([l, v]) => `<tr><td class="l">${l}</td><td class="num">${v}</td></tr>`).join('')}<tr class="t"><td class="l">ご請求金額</td><td class="num">¥${yen(total)}</td></tr></table></div>
      <div class="nt">※キャンセル料は、お客様のご成約取消に伴う解約金のため、消費税の課税対象外です。<br>※衣裳の汚損・破損がございました場合は、別途ご相談させていただきます。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBranchCode } };
  },
});

// 195 — a 印章店 (佐藤印房 under its owner, or 有限会社…印章店 / 株式会社…はんこ堂) delivers a new company's seals and bills it on its own
// 納品書 兼 請求書: the title and 伝票番号 / 受付日 / 納品日 / 請求日 at the top, the company with 御中 and its 代表取締役 様, a ご請求金額
// box, one row per item (代表者印（実印）本柘 18.0mm, 銀行印 黒水牛, 角印, 印鑑ケース, 住所印 ゴム印, 浸透印, 名刺 …), an 印影確認欄 where
// the seals made are stamped for the customer to check — the 代表者印 and 銀行印 with the company's name round a ring, its 角印, and its
// 住所印 with the company's own 〒, address, TEL and FAX —, 小計 / 消費税 / 合計, the お支払期限 and the お振込先, and the shop's own block
// (name, 代表, 〒 address, TEL/FAX, 営業時間, 登録番号 spaced sometimes) across the foot under its own 角印; 2026年01月31日 dates.
const INSHOU_TRADES = [
  ['印房', 'インボウ'],
  ['印章店', 'インショウテン'],
  ['はんこ堂', 'ハンコドウ'],
  ['印舗', 'インポ'],
];
// [品名, 単位, 単価 lo–hi (in hundreds), 数量 hi]
const INSHOU_JITSUIN = [
  ['代表者印（実印）本柘 18.0mm 天丸寸胴', '本', 150, 300, 1],
  ['代表者印（実印）黒水牛 18.0mm 天丸寸胴', '本', 200, 380, 1],
];
const INSHOU_MORE = [
  ['3本用 印鑑ケース（もみ革）', '個', 30, 60, 1],
  ['住所印 ゴム印 4行 63×28mm', '個', 35, 60, 1],
  ['浸透印 ネーム印（9mm）', '本', 18, 28, 6],
  ['名刺印刷 片面モノクロ 100枚', '箱', 25, 45, 8],
  ['データ印（日付印）15mm', '本', 35, 55, 2],
  ['スタンプ台（朱肉）中', '個', 12, 20, 2],
];
const NEW_CORP_TRADES = [
  ['システムズ', 'システムズ'],
  ['コンサルティング', 'コンサルティング'],
  ['デザイン', 'デザイン'],
  ['商事', 'ショウジ'],
  ['フーズ', 'フーズ'],
  ['ホームサービス', 'ホームサービス'],
];
LAYOUTS.push({
  id: 'L195-inshou-inbou',
  split: 'dev',
  title:
    "印章店's 納品書 兼 請求書 to a newly set-up company for its seals: an 印影確認欄 stamping the customer's 代表者印・銀行印 (its name round a ring), 角印 and 住所印 (its own 〒, address, TEL, FAX), the shop's block across the foot under its 角印, 伝票番号 beside 受付日 / 納品日 / 請求日",
  exercises:
    "a 印章店 (佐藤印房 / 佐藤はんこ堂 under its owner — a sole proprietor, the 屋号 the issuer_name —, or 有限会社佐藤印章店 / 株式会社…印舗) bills a newly set-up company (株式会社北斗システムズ / …コンサルティング合同会社 …) for the seals it made: 納品書 兼 請求書 with 伝票番号 / 受付日 / 納品日 / 請求日 (four numbers and dates) at the top right, the company's 〒 address and name with 御中 and 代表取締役 … 様 at the left, a ご請求金額（税込）box, one row per item (代表者印（実印）本柘 or 黒水牛 18.0mm 天丸寸胴, 銀行印 16.5mm, 角印 24.0mm, 3本用 印鑑ケース, 住所印 ゴム印 4行, 浸透印 ネーム印 × people, 名刺印刷 × boxes, データ印, スタンプ台) with 数量 / 単価 / 金額, an 印影確認欄 where the new seals are stamped in red (the 代表者印 and 銀行印: the company's name round a ring with 代表取締役印 / 銀行之印 in the middle; its 角印 …之印) and the 住所印 in blue (the company's 〒 and address, name, TEL and FAX — none of them the issuer's), 小計 / 消費税（10%）/ 合計 at the right, the お支払期限 and the お振込先 on a line (holder ｶ)… / ﾕ)… or the 屋号's kana with the owner's), and at the foot the shop's own block across the page — 印章・ゴム印・名刺・表札 over its name, 代表, 〒 address, TEL/FAX, 営業時間 and 登録番号 (T 1234 5678 9012 3 spaced sometimes) — under its own 角印 (…印房之印); 2026年01月31日 dates",
  opts: (r, inst) => ({ rates: '10', sole: inst === 2, bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const [trade, tradeKana] = r.pick(INSHOU_TRADES);
    let sn;
    if (d.sole) {
      setYago(d, trade);
      sn = d.person.split(' ')[0];
      d.holderBase = yagoHolder(d, tradeKana, r.chance(0.6));
      d.type = 2;
    } else {
      sn = setFamilyCorp(
        d,
        r,
        [[trade, tradeKana]],
        [
          ['有限会社', 'ユ'],
          ['有限会社', 'ユ'],
          ['株式会社', 'カ'],
        ],
      );
    }
    landline(d);
    ordinaryAtNetBank(d);
    const rep = d.sole ? `代表　${d.person}` : `代表取締役　${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    // The new company: its name, its 代表取締役, its own 〒 address, TEL and FAX (printed by its 住所印).
    const [bs] = r.pick(STEMS.filter(([s]) => s !== sn));
    const [bt] = r.pick(NEW_CORP_TRADES);
    const bform = r.pick(['株式会社', '株式会社', '合同会社']);
    const bBefore = bform === '株式会社' && r.chance(0.6);
    d.buyerName = bBefore ? `${bform}${bs}${bt}` : `${bs}${bt}${bform}`;
    localBuyer(d, r);
    const boss = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const bossTitle = bform === '合同会社' ? '代表社員' : '代表取締役';
    const bFax = d.buyerTel.replace(/\d$/, (x) => String((Number(x) + 1) % 10));
    // Ordered, delivered a week or two later, billed on delivery or at the month's end.
    const delivered = d.issue[2] > 25 ? [d.issue[0], d.issue[1], r.int(5, 25)] : d.issue;
    const ordered = addDays(delivered, -r.int(5, 12));
    d.issue = r.chance(0.5) ? delivered : endOfMonth(delivered[0], delivered[1]);
    d.due = r.chance(0.5) ? addDays(d.issue, 14) : endOfMonth(...addMonths(d.issue, 1));
    d.no = String(r.int(1200, 98000)).padStart(6, '0');
    const k = (lo, hi) => r.int(lo, hi) * 100;
    const rows = [];
    const add = ([name, unit, lo, hi, qhi]) => rows.push({ name, unit, qty: qhi > 1 ? r.int(2, qhi) : 1, price: k(lo, hi) });
    add(r.pick(INSHOU_JITSUIN));
    const buffalo = r.chance(0.5);
    add([`銀行印 ${buffalo ? '黒水牛' : '本柘'} 16.5mm 寸胴`, '本', buffalo ? 120 : 90, buffalo ? 250 : 180, 1]);
    add([`角印 ${r.chance(0.6) ? '本柘' : '黒水牛'} 24.0mm`, '本', 160, 320, 1]);
    for (const x of shuffle(r, INSHOU_MORE).slice(0, r.int(2, 4))) add(x);
    if (!rows.some((x) => x.name.startsWith('住所印'))) add(INSHOU_MORE[1]);
    for (const x of rows) x.amount = x.qty * x.price;
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS.seirekiPad;
    const issuer = !d.sole && d.form === '株式会社' && r.chance(0.3) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.4) ? regSpaced(d.reg) : d.reg;
    const shopName = d.sole ? d.yago : d.corpBody;
    const red = '#c8302c';
    const stamp = (inner, size) => ringSeal(d.buyerName, inner, size, 'display: inline-block; opacity: .85;');
    const kaku = textSeal(
      `${d.buyerName}之印`,
      4,
      'position: relative; display: inline-flex; width: 76px; height: 76px; font-size: 14px; opacity: .85;',
    );
    const jusho = `<div class="gom"><div>〒${d.buyerZip}</div><div>${d.buyerAddress}</div><div class="b">${d.buyerName}</div><div>${bossTitle}　${boss}</div><div>TEL ${d.buyerTel}　FAX ${bFax}</div></div>`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.8px; color: #222; line-height: 1.5; }
      ${RING_CSS}
      .wrap { position: relative; height: 1123px; padding: 36px 50px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { font-size: 21px; letter-spacing: .2em; margin: 0 0 10px; font-weight: 700; border-bottom: 3px double #222; display: inline-block; padding: 0 6px 2px; }
      .to { line-height: 1.75; } .to .n { font-size: 15px; font-weight: 700; }
      .mt { border-collapse: collapse; } .mt td { border: 1px solid #999; padding: 2px 10px; } .mt td.l { background: #f3eeee; }
      .amt { display: flex; width: 380px; margin-top: 12px; border: 2px solid #222; } .amt div { padding: 5px 12px; } .amt .l { background: #f3eeee; border-right: 1px solid #222; font-weight: 700; }
      .amt .v { flex: 1; text-align: right; font-size: 19px; font-weight: 700; }
      .det { width: 100%; border-collapse: collapse; margin-top: 10px; } .det th { background: #f3eeee; border: 1px solid #999; font-weight: normal; padding: 2px; }
      .det td { border: 1px solid #bbb; padding: 3px 8px; } .det td.c { text-align: center; }
      .proof { margin-top: 8px; border: 1px solid #999; padding: 4px 10px 8px; } .proof .h { font-weight: 700; } .proof .h span { font-weight: normal; color: #666; font-size: 8.8px; }
      .proof .row { display: flex; align-items: flex-end; gap: 14px; margin-top: 6px; } .proof figure { margin: 0; text-align: center; font-size: 8.5px; color: #555; }
      .proof figure > div { margin: 0 auto 3px; }
      .gom { border: 2px solid #2a4a9c; color: #2a4a9c; padding: 3px 8px; font-size: 9px; line-height: 1.45; transform: rotate(-1.2deg); opacity: .85; white-space: nowrap; } .gom .b { font-size: 12px; font-weight: 700; }
      .tx { border-collapse: collapse; min-width: 240px; margin: 6px 0 0 auto; } .tx td { border: 1px solid #999; padding: 2px 10px; } .tx td.l { background: #f3eeee; }
      .tx tr.t td { font-weight: 700; font-size: 13px; border: 2px solid #222; }
      .pay { margin-top: 10px; line-height: 1.8; }
      .ft { position: absolute; left: 30px; right: 30px; bottom: 40px; border-top: 3px solid ${red}; padding: 8px 20px 0; display: flex; align-items: center; gap: 18px; }
      .ft .mk { width: 46px; height: 46px; background: ${red}; color: #fff; font-family: 'Noto Serif CJK JP'; font-size: 28px; font-weight: 700; display: flex; align-items: center; justify-content: center; }
      .ft .co { position: relative; flex: 1; line-height: 1.6; } .ft .co .tag { font-size: 9px; color: #777; letter-spacing: .1em; } .ft .co .nm { font-size: 16px; font-weight: 700; font-family: 'Noto Serif CJK JP'; }`;
    const det = rows
      .map(
        (x, i) =>
          `<tr><td class="c">${i + 1}</td><td>${x.name}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const page = `<div class="wrap"><div class="hd"><div><h1>納品書 兼 請求書</h1>
          <div class="to">〒${d.buyerZip}　${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>${bossTitle}　${boss} 様</div></div>
        <table class="mt"><tr><td class="l">伝票番号</td><td>${d.no}</td></tr><tr><td class="l">受付日</td><td>${fmt(ordered)}</td></tr><tr><td class="l">納品日</td><td>${fmt(delivered)}</td></tr><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr></table></div>
      <div style="margin-top:10px">このたびはご用命をいただき、誠にありがとうございました。下記のとおり納品いたしましたので、ご請求申し上げます。</div>
      <div class="amt"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(s.total)}</div></div>
      <table class="det"><tr><th style="width:26px">No.</th><th>品名・仕様</th><th style="width:40px">数量</th><th style="width:32px">単位</th><th style="width:70px">単価</th><th style="width:80px">金額</th></tr>${det}</table>
      <table class="tx"><tr><td class="l">小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="t"><td class="l">合計</td><td class="num">¥${yen(s.total)}</td></tr></table>
      <div class="proof"><div class="h">印影確認欄　<span>（納品した印鑑の試し押しです。お手元の印鑑とご照合ください）</span></div>
        <div class="row"><figure>${stamp(bossTitle === '代表社員' ? '代表社員印' : '代表取締役印', 90)}代表者印</figure><figure>${stamp('銀行之印', 82)}銀行印</figure><figure>${kaku}<br>角印</figure><figure>${jusho}住所印</figure></div></div>
      <div class="pay">お支払期限　${fmt(d.due)}<br>お振込先　${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}　口座名義　${holder}<br><span style="font-size:8.8px;color:#666">※印鑑は手彫り仕上げのため、印影が見本と若干異なる場合がございます。ご登録前に必ずご確認ください。</span></div>
      <div class="ft"><div class="mk">印</div><div class="co"><div class="tag">印章・ゴム印・名刺・表札</div><span class="nm">${issuer}</span>　${rep}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}　営業時間 9:00〜18:30（日・祝休）<br>登録番号 ${reg}
        ${textSeal(`${shopName}之印`, shopName.length + 2 <= 6 ? 3 : 4, `right: ${r.int(40, 110)}px; top: ${r.int(0, 16)}px; opacity: .6;`)}</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 196 — a 指定自動車教習所 in a country town (株式会社北斗自動車学校 / …自動車教習所株式会社 / 株式会社…ドライビングスクール) bills a
// company (a 運送会社, a 建設会社) for the licences its employees took there under a 法人契約, and for a 安全運転研修 it ran sometimes: the
// school's name set large with DRIVING SCHOOL and its 公安委員会指定 number in a band at the top, 御請求書 under it, the company with 御中 and
// its 総務部 人事課 at the left, 請求日 / 請求書番号 / お支払期限 and the company's block (〒 address, TEL/FAX, 登録番号) under its 角印 at
// the right, a ご請求金額 line, one block per 教習生 (教習生番号, 氏名 … 様, 車種 — 中型（8t限定解除）/ 準中型 / 大型特殊 / けん引 —, 入所日
// and 卒業日) with its rows (入所金, 技能教習 × 時限, 補習, 検定料, 教材費, and the 仮免許 試験・交付手数料 paid for the trainee as 立替金,
// 不課税), a 法人契約割引 △ on the 技能教習, 課税対象額 / 消費税 / 立替金 / ご請求金額, a note on the 助成金 papers, and two accounts to
// choose from (①② いずれかの口座へ); ISO or 令和（西暦）dates.
const KYOSHU_TRADES = [
  ['自動車学校', 'ジドウシャガッコウ'],
  ['自動車教習所', 'ジドウシャキョウシュウジョ'],
  ['ドライビングスクール', 'ドライビングスクール'],
];
const KYOSHU_BUYERS = [
  '株式会社{s}運輸',
  '{s}物流株式会社',
  '{s}建設株式会社',
  '株式会社{s}急送',
  '{s}通運株式会社',
  '株式会社{s}造園',
];
// [車種, 入所金 (in thousands), 技能教習 時限 lo–hi, 検定 [name, fee], 仮免許]
const KYOSHU_COURSES = [
  ['中型自動車（8t限定解除）', 22, [5, 7], [['限定解除審査料', 8000]], false],
  [
    '準中型自動車（普通免許所持）',
    33,
    [13, 15],
    [
      ['修了検定料', 6000],
      ['卒業検定料', 6000],
    ],
    true,
  ],
  [
    '中型自動車（普通免許所持）',
    33,
    [15, 18],
    [
      ['修了検定料', 6500],
      ['卒業検定料', 6500],
    ],
    true,
  ],
  ['大型特殊自動車（普通免許所持）', 22, [6, 8], [['卒業検定料', 6000]], false],
  ['けん引（普通免許所持）', 22, [12, 14], [['卒業検定料', 6000]], false],
  [
    '大型自動車（中型免許所持）',
    38,
    [18, 22],
    [
      ['修了検定料', 7000],
      ['卒業検定料', 7000],
    ],
    true,
  ],
];
LAYOUTS.push({
  id: 'L196-kyoushujo-houjin',
  split: 'dev',
  title:
    "指定自動車教習所's 法人契約 御請求書 to a 運送・建設 company for its employees' licences: one block per 教習生 (教習生番号, 氏名 様, 車種, 入所・卒業日) with 入所金 / 技能教習 × 時限 / 検定料 and the 仮免許 手数料 as 立替金（不課税）, a 法人契約割引 △ before the 消費税, a 安全運転研修 sometimes, two accounts ①② to choose from",
  exercises:
    "a 指定自動車教習所 in a country town (株式会社北斗自動車学校 / …自動車教習所株式会社 / 株式会社…ドライビングスクール — the issuer_name as its block prints it; the school's name set large without 株式会社 in the band, with DRIVING SCHOOL and …県公安委員会指定 第12号) bills a company (株式会社…運輸 / …物流株式会社 / …建設株式会社 / …通運) for the licences its employees took under a 法人契約: 御請求書 under the band, the company's 〒 address and name with 御中 and 総務部 人事課 … 様 at the left, 請求日 / 請求書番号 / お支払期限 and the school's company (〒 and a town address, TEL/FAX, e-mail, 登録番号) under a 角印 at the right, a ご請求金額（税込・立替金含む）line, one block per 教習生 headed by 教習生番号 2601-023, 氏名 … 様, 車種 (中型自動車（8t限定解除）/ 準中型 / 中型 / 大型 / 大型特殊 / けん引) and 入所 1/8・卒業 2/3, with its rows (入所金, 技能教習 × 時限 at a 時限単価, 補習（技能教習 追加）sometimes, 限定解除審査料 / 修了検定料 / 卒業検定料, 教材費, and for the courses with a 仮免許 the 仮免許 学科試験・交付手数料 ¥2,850 as 立替金（不課税）), a 企業向け安全運転研修 block sometimes (研修 per 名, 運転適性検査（OD式）per 名, 研修車両使用料 per 台), a 法人契約割引（技能教習料の5% / 10%）△ before the 消費税, then 課税対象額 / 消費税（10%）/ 立替金（不課税）/ ご請求金額 — the total with the 立替金; no 立替金 line when no course had a 仮免許 —, a note that the 受講証明書 for the 人材開発支援助成金 are sent apart, and お振込先（いずれかの口座へ）as ① and ② rows (a regional bank or a city bank's branch in the prefecture's city first, a second bank or ゆうちょ 記号・番号 second — the account is ①) over one 口座名義 (ｶ)… half-width or full); ISO dates (2026-01-31) or 令和8年（2026年）1月31日",
  opts: (r, inst) => ({ rates: '10', bank: inst === 0 ? 'main' : 'other' }),
  render(d, r) {
    const [stem, stemKana] = r.pick(KANJI_STEMS);
    const [trade, tradeKana] = r.pick(KYOSHU_TRADES);
    setNamedCorp(d, r, `${stem}${trade}`, `${stemKana}${tradeKana}`, ['株式会社', 'カ'], trade === '自動車教習所' ? 0.3 : 0.6);
    const town = relocate(d, r, false);
    const pref = prefOf(town);
    if (d.bank.main) cityBank(d, r, pref);
    else localBank(d, r, REGIONAL_BANKS[pref]);
    d.type = r.chance(0.7) ? 2 : 1;
    // The second account offered: a ゆうちょ 記号・番号, or another bank of the prefecture.
    const yp = yuchoPair(r);
    const other = r.pick(REGIONAL_BANKS[pref].filter((b) => b !== d.bank.name));
    const second = r.chance(0.5)
      ? `ゆうちょ銀行　記号 ${yp.symbol}　番号 ${yp.number}`
      : `${other}　${r.pick(LOCAL_BRANCHES)}　${r.chance(0.7) ? '普通' : '当座'}　${r.digits(7)}`;
    const email = mail(r);
    const school = `${stem}${trade}`;
    const koan = `${pref}公安委員会指定　第${r.int(3, 60)}号`;
    // Graduated in the month billed, or the one before; billed at its end.
    const [y, m] = d.issue[2] >= 28 ? d.issue : addMonths(d.issue, -1);
    const close = endOfMonth(y, m);
    d.issue = r.chance(0.6) || close[1] === 12 ? close : addDays(close, r.int(1, 5));
    d.due = endOfMonth(...addMonths(close, 1));
    d.no = `${String(y).slice(2)}${pad2(m)}-H${r.digits(3)}`;
    const [bs] = r.pick(KANJI_STEMS.filter(([s]) => s !== stem));
    d.buyerName = r.pick(KYOSHU_BUYERS).replace('{s}', bs);
    d.buyerZip = d.zip;
    d.buyerAddress = `${town}${r.int(12, 3999)}${r.chance(0.5) ? '番地' : `-${r.int(1, 9)}`}`;
    const hour = r.int(48, 65) * 100;
    const materials = r.int(20, 50) * 100;
    const trainees = Array.from({ length: r.int(2, 3) }, () => {
      const [course, entry, [hlo, hhi], exams, kari] = r.pick(KYOSHU_COURSES);
      const hours = r.int(hlo, hhi);
      const extra = r.chance(0.35) ? r.int(1, 3) : 0;
      const graduated = [y, m, r.int(3, close[2])];
      const entered = addDays(graduated, -r.int(14, 45));
      const rows = [
        { name: '入所金', qty: 1, unit: '式', price: entry * 1000, tax: true },
        { name: `技能教習（${course.replace(/（.*/, '')}）`, qty: hours, unit: '時限', price: hour, tax: true, skill: true },
        ...(extra ? [{ name: '補習（技能教習 追加）', qty: extra, unit: '時限', price: hour, tax: true, skill: true }] : []),
        ...exams.map(([name, fee]) => ({ name, qty: 1, unit: '回', price: fee, tax: true })),
        { name: '教材費', qty: 1, unit: '式', price: materials, tax: true },
        ...(kari ? [{ name: '仮免許 学科試験・交付手数料（立替）', qty: 1, unit: '件', price: 2850, tax: false }] : []),
      ];
      return {
        no: `${String(entered[0]).slice(2)}${pad2(entered[1])}-${r.digits(3)}`,
        name: `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN.filter(([, k]) => !['ハナコ', 'ミサキ', 'ユミ', 'メグミ', 'アヤ', 'キョウコ'].includes(k)))[0]}`,
        course,
        entered,
        graduated,
        rows,
      };
    });
    const training = r.chance(0.45)
      ? (() => {
          const people = r.int(6, 18);
          return [
            { name: '企業向け安全運転研修（半日・座学＋実車）', qty: people, unit: '名', price: r.int(16, 30) * 500, tax: true },
            { name: '運転適性検査（OD式）', qty: people, unit: '名', price: r.int(15, 25) * 100, tax: true },
            { name: '研修車両使用料（2tトラック）', qty: r.int(1, 3), unit: '台', price: r.int(8, 15) * 1000, tax: true },
          ];
        })()
      : [];
    const all = [...trainees.flatMap((t) => t.rows), ...training];
    for (const x of all) x.amount = x.qty * x.price;
    const pct = r.pick([5, 10]);
    const skill = all.filter((x) => x.skill).reduce((t, x) => t + x.amount, 0);
    const discount = Math.floor((skill * pct) / 100 / 10) * 10;
    const taxable = all.filter((x) => x.tax).reduce((t, x) => t + x.amount, 0) - discount;
    const tax = Math.floor(taxable / 10);
    const tatekae = all.filter((x) => !x.tax).reduce((t, x) => t + x.amount, 0);
    const total = taxable + tax + tatekae;
    d.items = [{ name: '教習料', amount: taxable, rate: 10 }];
    d.sum = summarize(d.items);
    const fmt = r.pick([DATE_FORMATS.hyphen, DATE_FORMATS.hyphen, warekiDual]);
    const issuer = r.chance(0.75) ? d.issuerName : abbreviated(d, r.pick([0, 1]));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const blue = r.pick(['#1b5e9c', '#0f7a5a', '#b3462d']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.4px; color: #222; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 0 44px; }
      .band { margin: 0 -44px; padding: 16px 44px 12px; background: ${blue}; color: #fff; display: flex; align-items: flex-end; gap: 14px; }
      .band .wh { width: 34px; height: 34px; border: 5px solid #fff; border-radius: 50%; position: relative; } .band .wh::after { content: ''; position: absolute; left: 9px; top: 9px; width: 6px; height: 6px; background: #fff; border-radius: 50%; }
      .band b { font-size: 24px; letter-spacing: .12em; line-height: 1.1; } .band .en { font-family: 'Liberation Sans', sans-serif; font-size: 10px; letter-spacing: .35em; }
      .band .ko { margin-left: auto; font-size: 9.5px; border: 1px solid #fff; padding: 2px 8px; }
      h1 { text-align: center; font-size: 20px; letter-spacing: .6em; margin: 12px 0 6px .6em; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; gap: 20px; }
      .to { line-height: 1.75; } .to .n { font-size: 14.5px; font-weight: 700; border-bottom: 1px solid #222; padding-right: 20px; display: inline-block; }
      .rt { width: 300px; } .mt { border-collapse: collapse; margin-left: auto; } .mt td { padding: 1px 0 1px 12px; } .mt td.l { color: #666; }
      .co { position: relative; margin-top: 6px; line-height: 1.55; font-size: 9.2px; } .co .nm { font-size: 13.5px; font-weight: 700; }
      .amt { display: flex; justify-content: space-between; align-items: baseline; margin-top: 8px; border-bottom: 2px solid ${blue}; padding: 2px 4px; }
      .amt .l { font-size: 11px; font-weight: 700; } .amt .v { font-size: 19px; font-weight: 700; }
      .det { width: 100%; border-collapse: collapse; margin-top: 8px; font-size: 9px; } .det th { background: #eef2f6; border: 1px solid #9aa5b1; font-weight: normal; padding: 2px; }
      .det td { border: 1px solid #c3cad3; padding: 1px 6px; } .det td.c { text-align: center; white-space: nowrap; } .det tr.p td { background: #f7f9fb; font-weight: 700; } .det tr.p span { font-weight: normal; }
      .det tr.tk td { color: #555; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px; margin-top: 6px; }
      .nt { font-size: 8.6px; color: #555; line-height: 1.65; }
      .sum { border-collapse: collapse; min-width: 250px; } .sum td { border: 1px solid #9aa5b1; padding: 1px 10px; } .sum td.l { background: #eef2f6; }
      .sum tr.t td { font-weight: 700; font-size: 12.5px; border: 2px solid #222; }
      .bank { margin-top: 8px; border: 1px solid #9aa5b1; } .bank .h { background: #eef2f6; padding: 2px 10px; font-weight: 700; } .bank table { width: 100%; border-collapse: collapse; } .bank td { padding: 2px 10px; border-top: 1px dotted #c3cad3; }`;
    const line = (x) =>
      `<tr${x.tax ? '' : ' class="tk"'}><td>${x.name}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td><td class="c">${x.tax ? '課税' : '不課税'}</td></tr>`;
    const blocks = trainees
      .map(
        (t) =>
          `<tr class="p"><td colspan="6">教習生番号 ${t.no}　${t.name} 様　<span>車種：${t.course}　入所 ${mdSlash(t.entered)}・卒業 ${mdSlash(t.graduated)}</span></td></tr>${t.rows.map(line).join('')}`,
      )
      .join('');
    const trainingBlock = training.length
      ? `<tr class="p"><td colspan="6">企業向け安全運転研修　<span>実施日 ${mdSlash([y, m, r.int(1, close[2])])}　会場：当校 コース・第2教室</span></td></tr>${training.map(line).join('')}`
      : '';
    const sums = [
      ['課税対象額（10%）', yen(taxable)],
      ['消費税（10%）', yen(tax)],
      ...(tatekae ? [['立替金（不課税）', yen(tatekae)]] : []),
    ];
    const page = `<div class="wrap"><div class="band"><i class="wh"></i><div><b>${school}</b><br><span class="en">DRIVING SCHOOL</span></div><span class="ko">${koan}</span></div>
      <h1>御請求書</h1>
      <div class="hd"><div class="to">〒${d.buyerZip}　${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>総務部 人事課　${d.buyerPerson} 様</div>
        <div class="rt"><table class="mt"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求書番号</td><td>${d.no}</td></tr><tr><td class="l">お支払期限</td><td>${fmt(d.due)}</td></tr></table>
          <div class="co"><span class="nm">${issuer}</span><br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>${email}<br>登録番号　${d.reg}
            ${textSeal(`${d.corpBody}之印`, Math.ceil((d.corpBody.length + 2) / 3), `right: ${r.int(0, 20)}px; top: ${r.int(-4, 12)}px; width: 70px; height: 70px; font-size: 12px; opacity: .5;`)}</div></div></div>
      <div style="margin-top:6px">平素より格別のご愛顧を賜り、厚く御礼申し上げます。法人契約に基づき、下記のとおりご請求申し上げます。</div>
      <div class="amt"><span class="l">ご請求金額（税込${tatekae ? '・立替金含む' : ''}）</span><span class="v">¥${yen(total)}</span></div>
      <table class="det"><tr><th>内容</th><th style="width:40px">数量</th><th style="width:34px">単位</th><th style="width:62px">単価</th><th style="width:72px">金額</th><th style="width:44px">区分</th></tr>${blocks}${trainingBlock}
        <tr><td>法人契約割引（技能教習料の${pct}%）</td><td class="num">1</td><td class="c">式</td><td class="num">△${yen(discount)}</td><td class="num">△${yen(discount)}</td><td class="c">課税</td></tr></table>
      <div class="low"><div class="nt">${tatekae ? `※立替金は、${pref}公安委員会へ納付する仮免許の試験手数料・交付手数料（${pref}収入証紙）です。<br>` : ''}※人材開発支援助成金の申請に必要な受講証明書・領収書は、ご入金確認後に別途お送りいたします。<br>※振込手数料は貴社にてご負担ください。</div>
        <table class="sum">${sums.map(([l, v]) => `<tr><td class="l">${l}</td><td class="num">${v}</td></tr>`).join('')}<tr class="t"><td class="l">ご請求金額</td><td class="num">¥${yen(total)}</td></tr></table></div>
      <div class="bank"><div class="h">お振込先（いずれかの口座へお振込みください）</div><table>
        <tr><td style="width:24px">①</td><td>${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}</td></tr>
        <tr><td>②</td><td>${second}</td></tr>
        <tr><td></td><td>口座名義　${holder}</td></tr></table></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

LAYOUTS.forEach((l, i) => {
  l.n = i + 1;
  l.split ??= i < 8 ? 'dev' : 'holdout';
});
