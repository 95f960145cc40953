// Invoice corpus layouts L233–L238: each pushed onto core.mjs's LAYOUTS, in order.
import {
  DATE_FORMATS,
  GIVEN,
  LAYOUTS,
  PLACES,
  SURNAMES,
  TYPE_LABEL,
  YAGO_WORDS,
  addDays,
  addMonths,
  endOfMonth,
  holderPrinted,
  mobile,
  netOrdinary,
  otherStem,
  pad2,
  reiwa,
  seal,
  setCompanyWithKana,
  spelled,
  summarize,
  toKata,
  yen,
} from './core.mjs';

// ---- 233–238: written blind as the thirty-seventh round's fresh set.

const PREF_RE = /^(東京都|北海道|大阪府|京都府|.{2,3}?県)/;
/** A landline on the area code, the local part as long as Japanese numbers make it. */
const landlineOn = (r, area) => {
  const mid = { 2: 4, 3: 3, 4: 2, 5: 1 }[area.length];
  return `${area}-${r.digits(mid)}-${r.digits(4)}`;
};
/** The FAX beside a TEL: the same number, its last digit one up. */
const faxOf = (tel) => `${tel.slice(0, -1)}${(Number(tel.slice(-1)) + 1) % 10}`;
/** The issuer somewhere of its own (a spa town, a farming town): 〒, address, TEL and FAX on its area code. */
function placeIssuer(d, r, [zip, town, area], address) {
  d.zip = zip;
  d.address = address ?? `${town}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
  d.tel = landlineOn(r, area);
  d.fax = faxOf(d.tel);
}
/** Items of [name, unit, lo, hi] priced to the ten yen. */
const priced = (r, lo, hi) => Math.round(r.int(lo, hi) / 10) * 10;

// 233 — a 酒販店 (業務用酒類卸) bills a restaurant company for the month's deliveries to its shops: a 合計請求書 with the buyer's 〒
// address in the window at the top left, the shop's block at the right, a strip of boxes (前回御請求額 / 御入金額 / 繰越金額 / 今回御買上額 /
// 消費税額 / 容器保証金 / 今回御請求額), one row per 伝票 line (日付, 伝票No., 納品先, 品名 with ※ on the 軽減 rows, 数量, 単価, 金額, 区分),
// keg and bottle deposits charged and returned, a 税率別 table, and the 振込先 on one line in a coloured band at the foot.
const SAKE10 = [
  ['生ビール 樽 10L', '樽', 7800, 9800],
  ['生ビール 樽 19L', '樽', 14500, 17800],
  ['瓶ビール 中瓶 20本入', 'ケース', 5200, 6400],
  ['日本酒 純米 1.8L', '本', 2100, 3600],
  ['日本酒 本醸造 1.8L', '本', 1700, 2600],
  ['芋焼酎 25度 1.8L', '本', 1800, 2900],
  ['麦焼酎 25度 1.8L', '本', 1500, 2500],
  ['ウイスキー 700ml', '本', 1200, 3800],
  ['レモンサワーの素 1.8L', '本', 1300, 2200],
  ['ハウスワイン 赤 1.5L', '本', 1100, 1900],
  ['炭酸ガス 5kg（ボンベ）', '本', 2800, 3900],
];
const SAKE8 = [
  ['ウーロン茶 2L×6', 'ケース', 780, 1200],
  ['炭酸水 500ml×24', 'ケース', 1500, 2400],
  ['オレンジジュース 1L×6', 'ケース', 1300, 2100],
  ['ノンアルコールビール 334ml×24', 'ケース', 3200, 4200],
  ['かち割り氷 1貫目', '袋', 350, 600],
  ['ミックスナッツ 1kg', '袋', 1400, 2300],
];
const SAKE_TRADES = [
  ['酒店', 'サケテン'],
  ['酒販', 'シュハン'],
  ['商店', 'ショウテン'],
  ['リカー', 'リカー'],
  ['酒類販売', 'シュルイハンバイ'],
];
const SHOP_WORDS = ['はなみ', '大漁', 'こまち', '松風', '千鳥', '葵', '一力', 'ほたる'];
LAYOUTS.push({
  id: 'L233-sakaya-gyomuyou',
  split: 'dev',
  title:
    "酒販店's monthly 合計請求書 to a restaurant company: the buyer's 〒 address in the window, the shop's block at the right, a strip of 前回御請求額 / 御入金額 / 繰越金額 / 今回御買上額 / 消費税額 / 容器保証金 / 今回御請求額, 伝票 lines by date and 納品先 with ※ on 8% rows, keg and bottle 保証金 charged and returned (不課税), a 税率別 table and the 振込先 on one line in a band at the foot",
  exercises:
    "a 業務用 酒販店 (株式会社…酒店 / …リカー株式会社 / ㈱…商店, or a sole proprietor's 屋号 …酒店 / 酒の… with 店主 …) bills a restaurant company (株式会社…フーズ 御中, its 〒 address in the window at the top left, お客様コード) for a month's deliveries to its shops: 請求日 (…日締, 2026/01/20 or 2026年01月20日) and 請求書No. at the right; a strip of seven boxes — 前回御請求額, 御入金額, 繰越金額 (often 0, sometimes not), 今回御買上額 (税抜), 消費税額, 容器保証金 (charged less returned, △ when more came back), 今回御請求額 — total_amount, the 繰越 in it (as L08) and the 保証金 (不課税, as L158); one row per 伝票 line: 日付 (1/12), 伝票No., 納品先 (the buyer's shop), 品名 (樽生, 瓶ビール, 日本酒, 焼酎, 炭酸ガス; ウーロン茶, 炭酸水, 氷 with ※ at 8%), 数量, 単価, 金額, 区分 (10 / 8※ / 不課); 樽保証金 and P箱・空瓶保証金 charged, 空樽返却 and 空瓶・P箱返却 △; a 税率別 table (10%対象, 8%対象, 不課税 容器保証金); the 振込先 on one line in a coloured band at the foot with the お支払期限 (holder ｶ)… / …ｻｹﾃﾝ ﾔﾏﾀﾞ ﾀﾛｳ as printed)",
  opts: (r, inst) => ({ sole: inst === 2, rates: '10', items: 1, bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    let issuer;
    let stem = '';
    if (d.sole) {
      const [sn] = d.person.split(' ');
      const [snk] = d.holderBase.split(' ');
      const k = r.int(0, 2);
      d.yago = [`${sn}酒店`, `酒の${sn}`, `${sn}屋酒店`][k];
      d.issuerName = d.yago;
      if (r.chance(0.5)) d.holderBase = `${[`${snk}サケテン`, `サケノ${snk}`, `${snk}ヤサケテン`][k]} ${d.holderBase}`;
      issuer = d.yago;
    } else {
      [stem] = setCompanyWithKana(d, r, SAKE_TRADES, [
        ['株式会社', 'カ'],
        ['株式会社', 'カ'],
        ['有限会社', 'ユ'],
      ]);
      issuer = r.chance(0.6) ? d.issuerName : spelled(d, r.pick(['paren', 'circled', 'wide']));
    }
    netOrdinary(d);
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const bs = otherStem(r, stem);
    const buyer = r.pick([`株式会社${bs}フーズ`, `有限会社${bs}`, `${bs}ダイニング株式会社`, `株式会社${bs}フードサービス`]);
    const brand = `${r.pick(['炭火焼', '居酒屋', '酒場', '海鮮'])} ${r.pick(SHOP_WORDS)}`;
    const shops = ['本店', '駅前店', '北口店', '中央店', '別館'].filter(() => r.chance(0.5)).slice(0, 3);
    if (shops.length === 0) shops.push('本店');
    const [y, m] = d.issue;
    const closeDay = r.pick([20, 25, 0]);
    d.issue = closeDay ? [y, m, closeDay] : endOfMonth(y, m);
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 1), r.pick([10, 15, 20])];
    d.no = r.chance(0.5) ? `${String(y).slice(2)}${pad2(m)}-${r.digits(4)}` : `${r.int(1, 9)}${r.digits(5)}`;
    const custCode = r.digits(5);
    // 伝票 lines, and the deposits that follow the kegs and the bottles.
    const n = r.int(7, 12);
    const lines = [];
    const eightOk = r.chance(0.7);
    for (let k = 0; k < n; k++) {
      const day = addDays(d.issue, -r.int(0, 27));
      const slip = r.digits(5);
      const shop = r.pick(shops);
      const eight = eightOk && r.chance(0.3);
      const [name, unit, lo, hi] = r.pick(eight ? SAKE8 : SAKE10);
      const qty = unit === '樽' ? r.int(1, 4) : unit === 'ケース' ? r.int(1, 5) : r.int(1, 12);
      const price = priced(r, lo, hi);
      lines.push({ day, slip, shop, name, unit, qty, price, amount: qty * price, rate: eight ? 8 : 10 });
      if (unit === '樽')
        lines.push({ day, slip, shop, name: '樽保証金', unit: '樽', qty, price: 3000, amount: qty * 3000, rate: 0 });
      if (name.startsWith('瓶ビール'))
        lines.push({ day, slip, shop, name: 'P箱・空瓶保証金', unit: 'ケース', qty, price: 300, amount: qty * 300, rate: 0 });
      if (name.startsWith('炭酸ガス') && r.chance(0.5))
        lines.push({ day, slip, shop, name: 'ボンベ保証金', unit: '本', qty, price: 5000, amount: qty * 5000, rate: 0 });
    }
    const backs = r.int(1, 3);
    for (let k = 0; k < backs; k++) {
      const keg = r.chance(0.6);
      const qty = r.int(1, 4);
      const price = keg ? 3000 : 300;
      lines.push({
        day: addDays(d.issue, -r.int(0, 27)),
        slip: r.digits(5),
        shop: r.pick(shops),
        name: keg ? '空樽返却' : '空瓶・P箱返却',
        unit: keg ? '樽' : 'ケース',
        qty,
        price,
        amount: -qty * price,
        rate: 0,
      });
    }
    lines.sort((a, b) => Date.UTC(...a.day) - Date.UTC(...b.day));
    d.items = lines.filter((x) => x.rate);
    d.sum = summarize(d.items);
    const s = d.sum;
    const deposit = lines.filter((x) => !x.rate).reduce((a, x) => a + x.amount, 0);
    const prev = r.int(80, 600) * 1000 + r.int(0, 999);
    const paid = r.chance(0.7) ? prev : prev - r.int(1, 60) * 1000;
    const carry = prev - paid;
    const total = carry + s.total + deposit;
    const fmt = r.pick([DATE_FORMATS.slash, DATE_FORMATS.seirekiPad]);
    const signed = (v) => (v < 0 ? `△${yen(-v)}` : yen(v));
    const showBranchCode = r.chance(0.35);
    const color = r.pick(['#7a1f1f', '#1f3d7a', '#2f5d3a']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 8.6px; color: #1c1c1c; line-height: 1.45; }
      .wrap { position: relative; height: 1123px; padding: 34px 40px 0; }
      h1 { margin: 0; text-align: center; font-size: 20px; letter-spacing: .5em; font-weight: 700; } h1 small { display: block; font-size: 9px; letter-spacing: .3em; font-weight: 400; color: #555; }
      .hd { display: flex; justify-content: space-between; margin-top: 10px; }
      .win { width: 330px; height: 120px; padding: 14px 16px; font-size: 10px; line-height: 1.6; } .win .n { font-size: 13.5px; font-weight: 700; margin-top: 6px; }
      .co { width: 290px; font-size: 9px; line-height: 1.6; position: relative; } .co .n { font-size: 15px; font-weight: 900; color: ${color}; letter-spacing: .04em; }
      .meta { margin-top: 6px; } .meta td { border: 1px solid #888; padding: 2px 8px; } .meta td.l { background: #f1eee8; }
      .strip { width: 100%; margin-top: 12px; table-layout: fixed; } .strip th { border: 1px solid #555; background: #f1eee8; font-weight: 500; padding: 3px 2px; font-size: 8.4px; } .strip td { border: 1px solid #555; padding: 6px 6px; font-size: 11px; text-align: right; } .strip td.g { font-size: 13px; font-weight: 700; background: #fff6e0; }
      table.t { width: 100%; margin-top: 10px; font-size: 8.4px; } .t th { border-bottom: 1.5px solid #333; border-top: 1.5px solid #333; font-weight: 500; padding: 2px; } .t td { border-bottom: 1px solid #ddd; padding: 2px 4px; } .t td.c { text-align: center; }
      .tax { margin-left: auto; margin-top: 8px; font-size: 8.6px; } .tax td { border: 1px solid #999; padding: 2px 10px; } .tax td.l { background: #f5f5f5; }
      .nt { font-size: 8px; color: #444; margin-top: 6px; }
      .band { position: absolute; left: 40px; right: 40px; bottom: 40px; background: ${color}; color: #fff; padding: 8px 14px; font-size: 10px; line-height: 1.7; }`;
    const branch = showBranchCode ? `${d.branch.name}（店番${d.branch.code}）` : d.branch.name;
    const page = `<div class="wrap"><h1>御 請 求 書<small>（合計請求書）</small></h1>
      <div class="hd"><div class="win">〒${d.buyerZip}<br>${d.buyerAddress}<div class="n">${buyer}　御中</div><div>${brand}　ご担当 ${r.pick(SURNAMES)[0]} 様</div><div style="font-size:8.6px;color:#555">お客様コード ${custCode}</div></div>
        <div class="co"><div class="n">${issuer}</div>${d.sole ? `店主　${d.person}<br>` : ''}〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}${/^0[789]0/.test(d.tel) ? '' : `　FAX ${d.fax}`}<br>登録番号　${d.reg}
          <table class="meta"><tr><td class="l">請求日</td><td>${fmt(d.issue)}（${closeDay ? `${closeDay}日` : '末日'}締）</td></tr><tr><td class="l">請求書No.</td><td>${d.no}</td></tr></table></div></div>
      <div style="margin-top:4px">毎度格別のお引き立てを賜り、厚く御礼申し上げます。下記のとおりご請求申し上げます。</div>
      <table class="strip"><tr><th>前回御請求額</th><th>御入金額</th><th>繰越金額</th><th>今回御買上額</th><th>消費税額</th><th>容器保証金</th><th>今回御請求額</th></tr>
        <tr><td>${yen(prev)}</td><td>${yen(paid)}</td><td>${yen(carry)}</td><td>${yen(s.subtotal)}</td><td>${yen(s.tax)}</td><td>${signed(deposit)}</td><td class="g">${yen(total)}</td></tr></table>
      <table class="t"><tr><th style="width:38px">日付</th><th style="width:46px">伝票No.</th><th style="width:54px">納品先</th><th style="text-align:left">品名</th><th style="width:34px">数量</th><th style="width:34px">単位</th><th style="width:56px">単価</th><th style="width:64px">金額</th><th style="width:30px">区分</th></tr>
        ${lines.map((x) => `<tr><td class="c">${x.day[1]}/${x.day[2]}</td><td class="c">${x.slip}</td><td class="c">${x.shop}</td><td>${x.name}${x.rate === 8 ? ' ※' : ''}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${signed(x.amount)}</td><td class="c">${x.rate === 8 ? '8※' : x.rate ? '10' : '不課'}</td></tr>`).join('')}</table>
      <table class="tax"><tr><td class="l">10%対象</td><td class="num">${yen(s.by[10]?.base ?? 0)}</td><td class="l">消費税</td><td class="num">${yen(s.by[10]?.tax ?? 0)}</td></tr>
        ${s.by[8] ? `<tr><td class="l">8%対象（※軽減税率）</td><td class="num">${yen(s.by[8].base)}</td><td class="l">消費税</td><td class="num">${yen(s.by[8].tax)}</td></tr>` : ''}
        <tr><td class="l">不課税（容器保証金）</td><td class="num">${signed(deposit)}</td><td class="l"></td><td></td></tr></table>
      <div class="nt">※印は軽減税率（8%）対象品目です。容器保証金は空容器ご返却時に返金（相殺）いたします。<br>※${m}月分のお取引明細です。内容にご不明な点がございましたらお知らせください。</div>
      <div class="band">お支払期限　${fmt(d.due)}　　お振込先　${d.bank.name}　${branch}　${TYPE_LABEL[d.type]}　${d.account}　口座名義　${holder}<br><span style="font-size:8.4px">※振込手数料は誠に恐れ入りますが貴社にてご負担くださいますようお願い申し上げます。</span></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBranchCode } };
  },
});

// 234 — a 温泉供給 company bills an inn for the month's 配湯 (hot-spring water piped from its 源泉): a utility-style bill, the 検針
// table (検針日, 使用期間, メーター番号, 前回・今回指針, 使用湯量, 基本湯量, 超過湯量), the 源泉 (名称, 泉質, 温度) in a small box, the ご請求金額
// on a dotted leader across the page, 基本料金 by 口, 超過湯量料金 by ㎥, 維持管理費, 量水器使用料, and at the foot the 振込先 in a
// two-column box beside the 源泉管理事務所 and a 24時間 緊急連絡先.
const ONSEN_PLACES = [
  ['377-1711', '群馬県吾妻郡草津町草津', '0279'],
  ['413-0231', '静岡県伊東市富戸', '0557'],
  ['990-2301', '山形県山形市蔵王温泉', '023'],
  ['874-0920', '大分県別府市北浜', '0977'],
  ['509-2207', '岐阜県下呂市湯之島', '0576'],
  ['250-0311', '神奈川県足柄下郡箱根町湯本', '0460'],
  ['869-2402', '熊本県阿蘇郡南小国町満願寺', '0967'],
];
const ONSEN_STEMS = [
  ['湯ノ峰', 'ユノミネ'],
  ['白雲', 'ハクウン'],
  ['岩戸', 'イワト'],
  ['千歳', 'チトセ'],
  ['湯元', 'ユモト'],
  ['若松', 'ワカマツ'],
  ['鶴の湯', 'ツルノユ'],
];
const ONSEN_TRADES = [
  ['温泉開発', 'オンセンカイハツ'],
  ['温泉', 'オンセン'],
  ['温泉供給', 'オンセンキョウキュウ'],
  ['観光開発', 'カンコウカイハツ'],
];
const SENSHITSU = [
  'ナトリウム－塩化物泉',
  '単純温泉',
  '酸性・含鉄－硫酸塩泉',
  'ナトリウム－炭酸水素塩泉',
  '含硫黄－カルシウム－硫酸塩泉',
];
const INN_WORDS = ['松風', '鶴亀', '福寿', '花月', '白梅', '清流', '翠山'];
LAYOUTS.push({
  id: 'L234-onsen-haitou',
  split: 'dev',
  title:
    "温泉供給 company's monthly 配湯料 bill to an inn: a utility-style 温泉使用料 請求書 with a 検針 table (検針日, 使用期間, メーター番号, 指針, 使用湯量, 基本湯量, 超過湯量), the 源泉's name, 泉質 and 温度, the ご請求金額 on a dotted leader, 基本料金 by 口 / 超過湯量料金 / 維持管理費 / 量水器使用料, and the 振込先 in a two-column box beside the 源泉管理事務所 and a 24時間 緊急連絡先",
  exercises:
    "a company supplying hot-spring water from its 源泉 (…温泉開発株式会社 / 株式会社…温泉 / 有限会社…観光開発, in a spa town: a 番地 address, a four-digit area code) bills the company running an inn (株式会社…館 御中, the inn's name and its own 〒 address and TEL in the same town): 請求日 and 請求番号 (R8-01…) and the 配湯契約番号 at the top right, in 和暦 mostly; a 検針 table — 検針日 (the last day of the month before), 使用期間, メーター番号, 前回指針 / 今回指針, 使用湯量, 基本湯量, 超過湯量 (㎥) — none of the fields nor the dates; the 源泉 box (…第2号源泉, 泉質, 源泉温度 ℃); ご請求金額 with its amount at the far right of a dotted leader — total_amount; rows 基本料金 (口 × 単価), 超過湯量料金 (㎥ × 単価, when over), 配湯管 維持管理費, 量水器使用料, a 再分析 負担金 sometimes; 小計 / 消費税（10%）/ 合計; お支払期限 (the 25th or the month's last day); the 振込先 in a two-column box (金融機関 | 支店, 種目 | 口座番号, 口座名義; 金融機関コード and 支店番号 when printed) at the foot beside the 源泉管理事務所 (its 字 address and TEL) and the 24時間 緊急連絡先 (a mobile) — none of the fields; the issuer's TEL is in its block under the buyer",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    const [stem] = setCompanyWithKana(
      d,
      r,
      ONSEN_TRADES,
      [
        ['株式会社', 'カ'],
        ['株式会社', 'カ'],
        ['有限会社', 'ユ'],
      ],
      ONSEN_STEMS,
    );
    netOrdinary(d);
    const issuer = r.chance(0.75) ? d.issuerName : spelled(d, r.pick(['paren', 'circled']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full', 'big']));
    const place = r.pick(ONSEN_PLACES);
    const banchi = () => (r.chance(0.5) ? `${r.int(1, 999)}番地` : `${r.int(1, 999)}-${r.int(1, 30)}`);
    placeIssuer(d, r, place, `${place[1]}${banchi()}${r.chance(0.3) ? ' 湯元会館2F' : ''}`);
    const w = r.pick(INN_WORDS);
    const buyer = r.pick([`株式会社${w}館`, `${w}観光株式会社`, `有限会社${w}荘`]);
    const inn = r.pick([`旅館 ${w}館`, `ホテル${w}`, `湯宿 ${w}荘`]);
    const innAddr = `${place[1]}${banchi()}`;
    const innTel = landlineOn(r, place[2]);
    const source = `${stem}${r.pick(['第1号', '第2号', '第3号'])}源泉`;
    const office = `${place[1]}字${r.pick(['湯ノ沢', '大湯', '湯川', '湯坂'])}${r.int(100, 999)}`;
    const officeTel = landlineOn(r, place[2]);
    const [y, m] = d.issue;
    const [py, pm] = addMonths([y, m], -1);
    const read = endOfMonth(py, pm);
    d.issue = [y, m, r.int(3, 10)];
    d.due = r.chance(0.5) ? [y, m, 25] : endOfMonth(y, m);
    d.no = r.chance(0.5) ? `R${reiwa(y)}-${pad2(m)}${r.digits(3)}` : `${String(y).slice(2)}${pad2(m)}${r.digits(4)}`;
    const contract = `第${r.int(10, 299)}号`;
    const kuchi = r.int(1, 4);
    const allow = kuchi * r.pick([300, 400, 450]);
    const usage = Math.round(allow * r.range(0.8, 1.35));
    const prevRead = r.int(10000, 90000);
    const excess = Math.max(0, usage - allow);
    const meterNo = `M-${r.digits(6)}`;
    const rows = [[`基本料金（契約湯量 ${kuchi * 10}L/分）`, kuchi, '口', r.int(18, 40) * 1000]];
    if (excess) rows.push(['超過湯量料金', excess, '㎥', r.pick([80, 100, 120, 150])]);
    rows.push(['配湯管 維持管理費', kuchi, '口', r.int(3, 6) * 1000]);
    rows.push(['量水器使用料', 1, '個', r.pick([550, 800, 1100])]);
    if (r.chance(0.3)) rows.push(['温泉成分 再分析費 負担金（按分）', 1, '式', r.int(10, 30) * 1000]);
    d.items = rows.map(([name, qty, unit, price]) => ({ name, qty, unit, price, amount: qty * price, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = r.chance(0.7) ? DATE_FORMATS.wareki : DATE_FORMATS.seireki;
    const showBankCode = !d.bank.main && r.chance(0.5);
    const showBranchCode = r.chance(0.4);
    const sealHtml = seal(d, `right:${r.int(0, 24)}px;top:${r.int(-6, 10)}px;`);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 9.4px; color: #1e1e1e; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 40px 48px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 3px double #4a3b2a; padding-bottom: 8px; }
      h1 { margin: 0; font-size: 19px; letter-spacing: .15em; font-weight: 700; color: #4a3b2a; } h1 small { display: block; font-size: 10px; letter-spacing: .2em; font-weight: 400; }
      .meta td { padding: 1px 0 1px 10px; } .meta td.l { color: #555; }
      .mid { display: flex; justify-content: space-between; margin-top: 14px; }
      .to { width: 330px; } .to .n { font-size: 14px; font-weight: 700; border-bottom: 1px solid #333; padding-bottom: 2px; } .to .s { font-size: 11px; margin-top: 4px; }
      .co { width: 300px; position: relative; font-size: 9px; line-height: 1.6; } .co .n { font-size: 14px; font-weight: 700; }
      table.k { width: 100%; margin-top: 14px; font-size: 8.8px; } .k th { background: #efe8dc; border: 1px solid #8a7a66; font-weight: 500; padding: 3px; } .k td { border: 1px solid #8a7a66; padding: 3px 6px; text-align: center; }
      .src { margin-top: 8px; border: 1px solid #8a7a66; padding: 4px 10px; font-size: 8.8px; display: inline-block; }
      .amt { margin-top: 16px; display: flex; align-items: baseline; font-size: 13px; } .amt .dots { flex: 1; border-bottom: 2px dotted #555; margin: 0 10px; } .amt .v { font-size: 22px; font-weight: 700; }
      table.t { width: 100%; margin-top: 12px; } .t th { border-top: 1.5px solid #333; border-bottom: 1px solid #333; font-weight: 500; padding: 3px; } .t td { border-bottom: 1px solid #ccc; padding: 3px 6px; }
      .sum { width: 280px; margin-left: auto; margin-top: 6px; } .sum td { padding: 2px 8px; border-bottom: 1px solid #ccc; } .sum tr.g td { font-weight: 700; border-bottom: 3px double #333; }
      .foot { position: absolute; left: 48px; right: 48px; bottom: 44px; display: flex; gap: 18px; align-items: flex-end; }
      .bk { flex: 1.4; border: 3px double #4a3b2a; padding: 6px 10px; } .bk .h { font-weight: 700; margin-bottom: 3px; } .bk table { width: 100%; } .bk td { border: 1px solid #aaa; padding: 2px 6px; } .bk td.l { background: #f4efe6; width: 70px; }
      .ot { flex: 1; font-size: 8.6px; line-height: 1.7; border-left: 1px solid #999; padding-left: 10px; }`;
    const bankName = showBankCode ? `${d.bank.name}（金融機関コード ${d.bank.code}）` : d.bank.name;
    const branch = showBranchCode ? `${d.branch.name}（支店番号 ${d.branch.code}）` : d.branch.name;
    const page = `<div class="wrap"><div class="top"><h1>温泉使用料（配湯料）請求書<small>${pm}月分</small></h1>
        <table class="meta"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求番号</td><td>${d.no}</td></tr><tr><td class="l">配湯契約番号</td><td>${contract}</td></tr></table></div>
      <div class="mid"><div class="to"><div class="n">${buyer}　御中</div><div class="s">${inn}　様</div><div style="font-size:8.8px;margin-top:4px">〒${place[0]}　${innAddr}<br>TEL ${innTel}</div></div>
        <div class="co">${sealHtml}<div class="n">${issuer}</div>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}</div></div>
      <table class="k"><tr><th>検針日</th><th>使用期間</th><th>メーター番号</th><th>前回指針</th><th>今回指針</th><th>使用湯量</th><th>基本湯量</th><th>超過湯量</th></tr>
        <tr><td>${fmt(read)}</td><td>${pm}月1日～${pm}月${read[2]}日</td><td>${meterNo}</td><td>${yen(prevRead)}</td><td>${yen(prevRead + usage)}</td><td>${yen(usage)}㎥</td><td>${yen(allow)}㎥</td><td>${yen(excess)}㎥</td></tr></table>
      <div class="src">源泉名　${source}　／　泉質　${r.pick(SENSHITSU)}　／　源泉温度　${r.int(42, 96)}.${r.int(0, 9)}℃　／　引湯口数　${kuchi}口</div>
      <div class="amt"><span>ご請求金額</span><span class="dots"></span><span class="v">¥${yen(s.total)}</span><span style="font-size:10px;margin-left:4px">（税込）</span></div>
      <table class="t"><tr><th style="text-align:left">料金項目</th><th style="width:56px">数量</th><th style="width:36px">単位</th><th style="width:76px">単価</th><th style="width:92px">金額</th></tr>
        ${d.items.map((x) => `<tr><td>${x.name}</td><td class="num">${yen(x.qty)}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <table class="sum"><tr><td>小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="g"><td>合計</td><td class="num">${yen(s.total)}</td></tr></table>
      <div style="margin-top:10px">お支払期限　${fmt(d.due)}　までに下記口座へお振込みください。</div>
      <div class="foot"><div class="bk"><div class="h">お振込先</div><table><tr><td class="l">金融機関</td><td>${bankName}</td><td class="l">支店</td><td>${branch}</td></tr>
          <tr><td class="l">預金種目</td><td>${TYPE_LABEL[d.type]}</td><td class="l">口座番号</td><td>${d.account}</td></tr><tr><td class="l">口座名義</td><td colspan="3">${holder}</td></tr></table></div>
        <div class="ot">源泉管理事務所<br>${office}<br>TEL ${officeTel}<br>湯量・湯温の異常、配湯管の漏れは<br>24時間 緊急連絡先　${mobile(r)}</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total: s.total, showBankCode, showBranchCode } };
  },
});

// 235 — a 農事組合法人 running a ライスセンター bills a 農業法人 for the autumn's 作業受託: the 組合's name and its 事務所 at the top left,
// its ライスセンター (another 字 address and TEL) under it, the buyer with its 生産者番号 at the right, the ご請求金額 in a wide box with
// its amount at the far end, one row per 圃場 and 作業 (作業日, 圃場 字…番, 品種, 面積 a at 単価 per 10a), 乾燥・調製 and 米袋 by the 袋,
// and the 振込先 — the local JA — on one line.
const RICE_PLACES = [
  ['949-6680', '新潟県南魚沼市六日町', '025', 'みなみ魚沼', 'コシヒカリ'],
  ['014-0027', '秋田県大仙市大曲通町', '0187', '秋田おばこ', 'あきたこまち'],
  ['989-6162', '宮城県大崎市古川駅前大通', '0229', '古川', 'ひとめぼれ'],
  ['997-0035', '山形県鶴岡市馬場町', '0235', '鶴岡', 'つや姫'],
  ['939-1363', '富山県砺波市太郎丸', '0763', 'となみ野', 'コシヒカリ'],
  ['523-0891', '滋賀県近江八幡市鷹飼町', '0748', 'グリーン近江', 'みずかがみ'],
];
const RICE_STEMS = [
  ['上野', 'ウエノ'],
  ['中島', 'ナカジマ'],
  ['新田', 'ニッタ'],
  ['下郷', 'シモゴウ'],
  ['北原', 'キタハラ'],
  ['大沢', 'オオサワ'],
  ['西谷', 'ニシタニ'],
];
const RICE_TRADES = [
  ['営農組合', 'エイノウクミアイ'],
  ['生産組合', 'セイサンクミアイ'],
  ['ファーム', 'ファーム'],
  ['営農', 'エイノウ'],
];
const AZA = ['前田', '大久保', '下川原', '向山', '中島', '長塚', '藤ノ木', '堰下'];
LAYOUTS.push({
  id: 'L235-ricecenter-jutaku',
  split: 'dev',
  title:
    "農事組合法人's ライスセンター 作業受託 bill to a 農業法人: the 組合 and its 事務所 at the top left with its ライスセンター (another 字 address and TEL) under it, the buyer with its 生産者番号 at the right, the ご請求金額 in a wide box with the amount at the far end, rows per 圃場 and 作業 (作業日, 字…番, 品種, 面積 a × 単価/10a), 乾燥・調製 and 米袋 by the 袋, and the JA 振込先 on one line",
  exercises:
    "a 農事組合法人 (農事組合法人…営農組合 / …生産組合 / …ファーム, in a rice-growing town: a 番地 address, a four-digit area code sometimes) bills a 農業法人 (株式会社…ファーム / 有限会社…農産 御中, 生産者番号) for the 稲刈り and 乾燥・調製 it did: at the top left the 組合's name, 代表理事, 事務所 (〒 address, TEL / FAX) and 登録番号, and under them its ライスセンター (a 字 address and its own TEL) — none of the fields; 請求日 and 請求No. (R8.1.31 / 令和8年1月31日) at the right; ご請求金額 in a wide box, its amount at the far right — total_amount; rows: 作業日 (9/24), 圃場 (字前田 1234番), 品種, 作業 (稲刈り（コンバイン）, 田植え sometimes), 面積 (a) × 単価 (円/10a), and 乾燥・調製 (籾摺・選別) and 米袋 (30kg) by the 袋 — the dates, 圃場 numbers and areas none of the fields; 小計 / 消費税（10%）/ 合計; the お支払期限; the 振込先 on one line: the local JA (JA… or …農業協同組合, bank_name as printed, 普通貯金 as 普通, no codes, as L174) and the holder ﾉｳ)… as printed",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const [stem, stemKana] = r.pick(RICE_STEMS);
    const [trade, tradeKana] = r.pick(RICE_TRADES);
    d.sole = false;
    d.corpBody = stem + trade;
    d.form = '農事組合法人';
    d.formBefore = true;
    d.issuerName = `農事組合法人${d.corpBody}`;
    d.holderBase = `ノウ）${stemKana}${tradeKana}`;
    const place = r.pick(RICE_PLACES);
    const [, town, area, ja, variety] = place;
    placeIssuer(d, r, place, `${town}${r.int(1, 2999)}番地${r.chance(0.4) ? r.int(1, 9) : ''}`);
    const formal = ja === '鶴岡' ? '鶴岡市農業協同組合' : `${ja}農業協同組合`;
    d.bank = { name: r.chance(0.5) ? `JA${ja}` : formal, code: null, main: false };
    d.branch = { name: r.pick(['本店', '中央支店', '東部支店', '西部支店', '北支店']), code: null };
    d.type = r.chance(0.1) ? 1 : 2;
    d.account = r.digits(7);
    delete d.yucho;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full', 'big']));
    const center = `${town.replace(/[^市郡]+$/, '')}${r.pick(['字', '大字'])}${r.pick(AZA)}${r.int(100, 2999)}番地`;
    const centerTel = landlineOn(r, area);
    const [bs] = r.pick(RICE_STEMS.filter(([x]) => x !== stem));
    const buyer = r.pick([`株式会社${bs}ファーム`, `有限会社${bs}農産`, `${bs}アグリ株式会社`]);
    const y = d.issue[0];
    const m = r.pick([10, 11, 11, 12]);
    d.issue = r.chance(0.5) ? endOfMonth(y, m) : [y, m, r.int(5, 28)];
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([y, m], 1)) : addDays(d.issue, 30);
    d.no = r.chance(0.5) ? `RC${String(y).slice(2)}-${r.digits(3)}` : `${y}-${r.int(100, 999)}`;
    const fields = Array.from({ length: r.int(3, 6) }, () => ({
      day: addDays(d.issue, -r.int(12, 45)),
      lot: `${r.pick(['字', '大字'])}${r.pick(AZA)} ${r.int(1, 2999)}番`,
      variety: r.chance(0.8) ? variety : 'こがねもち',
      area: r.int(15, 80),
    }));
    fields.sort((a, b) => Date.UTC(...a.day) - Date.UTC(...b.day));
    const harvest = r.int(180, 240) * 100;
    const rows = fields.map((f) => ({
      day: `${f.day[1]}/${f.day[2]}`,
      lot: f.lot,
      variety: f.variety,
      work: '稲刈り（コンバイン）',
      qty: `${f.area}`,
      unit: 'a',
      price: `${yen(harvest)}/10a`,
      amount: (f.area * harvest) / 10,
    }));
    const areaSum = fields.reduce((a, f) => a + f.area, 0);
    const bags = Math.round(areaSum * r.range(1.6, 1.95));
    const dry = r.int(110, 150) * 10;
    const bag = r.pick([110, 120, 130]);
    rows.push({
      day: '',
      lot: '（ライスセンター）',
      variety: '',
      work: '乾燥・調製（籾摺・選別）',
      qty: yen(bags),
      unit: '袋',
      price: yen(dry),
      amount: bags * dry,
    });
    rows.push({
      day: '',
      lot: '',
      variety: '',
      work: '米袋（30kg 紙袋）',
      qty: yen(bags),
      unit: '袋',
      price: yen(bag),
      amount: bags * bag,
    });
    if (r.chance(0.4)) {
      const trips = r.int(3, 12);
      const fare = r.pick([2000, 2500, 3000]);
      rows.push({
        day: '',
        lot: '',
        variety: '',
        work: '籾運搬（圃場→センター）',
        qty: `${trips}`,
        unit: '回',
        price: yen(fare),
        amount: trips * fare,
      });
    }
    d.items = rows.map((x) => ({ name: x.work, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = r.chance(0.5) ? DATE_FORMATS.warekiShort : DATE_FORMATS.wareki;
    const rep = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.2px; color: #222; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 40px 46px 0; }
      h1 { margin: 0 0 12px; text-align: center; font-size: 21px; letter-spacing: .6em; font-weight: 500; border-bottom: 2px solid #4c6b2f; padding-bottom: 6px; }
      .hd { display: flex; justify-content: space-between; }
      .co { width: 360px; line-height: 1.65; } .co .n { font-size: 15px; font-weight: 700; color: #3d5a24; } .co .c { margin-top: 6px; padding: 4px 8px; background: #f1f5ea; font-size: 8.6px; }
      .to { width: 280px; text-align: right; } .to .n { font-size: 14px; font-weight: 700; border-bottom: 1px solid #333; padding-bottom: 2px; text-align: left; } .to table { margin: 8px 0 0 auto; } .to td { border: 1px solid #999; padding: 2px 8px; text-align: left; } .to td.l { background: #f1f5ea; }
      .amt { margin-top: 18px; border: 2px solid #4c6b2f; display: flex; justify-content: space-between; align-items: center; padding: 8px 16px; } .amt .l { font-size: 13px; } .amt .v { font-size: 22px; font-weight: 700; }
      table.t { width: 100%; margin-top: 14px; font-size: 8.8px; } .t th { background: #4c6b2f; color: #fff; font-weight: 500; padding: 3px; border: 1px solid #4c6b2f; } .t td { border: 1px solid #bbb; padding: 3px 5px; } .t td.c { text-align: center; }
      .sum { width: 270px; margin-left: auto; margin-top: 6px; } .sum td { border: 1px solid #bbb; padding: 2px 8px; } .sum td.l { background: #f1f5ea; } .sum tr.g td { font-weight: 700; font-size: 11px; }
      .bk { margin-top: 16px; padding: 6px 0; border-top: 1px solid #4c6b2f; border-bottom: 1px solid #4c6b2f; font-size: 9.6px; }`;
    const page = `<div class="wrap"><h1>請求書</h1>
      <div class="hd"><div class="co"><div class="n">${d.issuerName}</div>代表理事　${rep}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}
          <div class="c">ライスセンター　${center}<br>TEL ${centerTel}（受付 8:00～17:00・収穫期は日曜も稼働）</div></div>
        <div class="to"><div class="n">${buyer}　御中</div><table><tr><td class="l">生産者番号</td><td>${r.digits(4)}</td></tr><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求No.</td><td>${d.no}</td></tr></table></div></div>
      <div style="margin-top:12px">本年度の作業受託につきまして、下記のとおりご請求申し上げます。</div>
      <div class="amt"><span class="l">ご請求金額（税込）</span><span class="v">¥${yen(s.total)}</span></div>
      <table class="t"><tr><th style="width:40px">作業日</th><th style="width:120px">圃場</th><th style="width:70px">品種</th><th>作業内容</th><th style="width:46px">数量</th><th style="width:30px">単位</th><th style="width:74px">単価</th><th style="width:76px">金額</th></tr>
        ${rows.map((x) => `<tr><td class="c">${x.day}</td><td>${x.lot}</td><td>${x.variety}</td><td>${x.work}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${x.price}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <table class="sum"><tr><td class="l">小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="g"><td class="l">合計</td><td class="num">${yen(s.total)}</td></tr></table>
      <div style="font-size:8.6px;color:#444">作付面積合計 ${areaSum}a　／　出荷袋数 ${bags}袋（30kg）</div>
      <div style="margin-top:10px">お支払期限　${fmt(d.due)}</div>
      <div class="bk">お振込先：${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}貯金　${d.account}　口座名義　${holder}</div>
      <div style="margin-top:6px;font-size:8.4px;color:#444">※振込手数料はご負担願います。※ご不明の点は事務所までお問い合わせください。</div></div>`;
    return { pages: [page], css, printed: { issuer: d.issuerName, holder, total: s.total } };
  },
});

// 236 — a composer trading under a 屋号 bills a game or animation company for BGM, jingles and 効果音: INVOICE / 請求書 set large, the
// composer's block at the top left, the company and its サウンドディレクター at the right, a 案件 box (作品名（仮）, 発注書番号, 発注日, 最終納品日),
// one row per kind of work, 著作権譲渡対価 sometimes, 消費税, the 源泉徴収税額 on the fees, the スタジオ使用料 as 立替金 added back,
// the 差引ご請求額, and the 振込先 in two panels side by side (bank and branch | 種別, number and holder).
const SOUND_BUYERS = [
  '株式会社{s}ゲームス',
  '{s}エンタテインメント株式会社',
  '株式会社{s}インタラクティブ',
  '{s}アニメーション株式会社',
];
const WORKS = [
  'ドラゴンレガシー',
  '星降る街のアトリエ',
  'ネオンランナー',
  'きつねの郵便屋さん',
  '鋼鉄のアルカディア',
  'ミラージュ・クロニクル',
];
LAYOUTS.push({
  id: 'L236-sakkyoku-gensen',
  split: 'dev',
  title:
    "composer's (屋号) bill to a game or animation company: INVOICE / 請求書, the composer's block top left, a 案件 box (作品名（仮）, 発注書番号, 発注日, 最終納品日), rows BGM 作曲・編曲 / ジングル / 効果音 / ミキシング / 著作権譲渡対価, 消費税, 源泉徴収税額 on the fees, スタジオ使用料 as 立替金, the 差引ご請求額, and the 振込先 in two panels side by side",
  exercises:
    "a composer trading under a 屋号 (…音楽事務所 / …サウンド / スタジオ… / …サウンドワークス — a sole proprietor, issuer_name that 屋号, as L22) with 作曲家 and the personal name under it, a home address, a mobile or a landline, a mail address and 登録番号 bills a game or animation company (株式会社…ゲームス 御中, サウンドディレクター … 様): INVOICE / 請求書 large, 請求日 and 請求書番号 in dot dates (2026.01.31); a 案件 box: 作品名（仮）, 発注書番号 PO-…, 発注日 and 最終納品日 — none of the fields nor the dates; rows BGM 作曲・編曲 (曲 × 単価), ジングル, 効果音 (SE), ミキシング・マスタリング, 著作権譲渡対価 (一式) sometimes; 報酬 小計 / 消費税（10%）/ 源泉徴収税額 (報酬 × 10.21%, or over 100万円 the 20.42% part added) △ / 立替金（スタジオ使用料・領収書添付）sometimes / 差引ご請求額 — total_amount, after the 源泉 with the 立替 added back (as L22); the お支払期限 (月末締め翌月末); the 振込先 in two panels side by side — the bank and branch at the left, 種別, 口座番号 and 口座名義 (the person, or the 屋号's kana with the person, full- or half-width, as printed) at the right",
  opts: (r, inst) => ({ sole: true, rates: '10', items: 1, bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    const [sn] = d.person.split(' ');
    const [snk] = d.holderBase.split(' ');
    const w = r.pick(YAGO_WORDS);
    const k = r.int(0, 3);
    d.yago = [`${sn}音楽事務所`, `${w}サウンド`, `スタジオ${w}`, `${sn}サウンドワークス`][k];
    d.issuerName = d.yago;
    const yagoKana = [`${snk}オンガクジムショ`, `${toKata(w)}サウンド`, `スタジオ${toKata(w)}`, `${snk}サウンドワークス`][k];
    if (r.chance(0.5)) d.holderBase = `${yagoKana} ${d.holderBase}`;
    netOrdinary(d);
    const holder = holderPrinted(d, r.pick(['full', 'half', 'big']));
    const buyer = r.pick(SOUND_BUYERS).replace('{s}', otherStem(r, sn));
    const [y, m] = d.issue;
    d.issue = r.chance(0.6) ? endOfMonth(y, m) : [y, m, r.int(10, 28)];
    d.due = endOfMonth(...addMonths([y, m], 1));
    d.no = r.chance(0.5) ? `${y}${pad2(m)}-${r.int(1, 9)}` : `INV-${String(y).slice(2)}${pad2(m)}${r.digits(2)}`;
    const ordered = addDays(d.issue, -r.int(40, 120));
    const delivered = addDays(d.issue, -r.int(1, 20));
    const rows = [];
    const bgm = r.int(3, 12);
    rows.push([`BGM 作曲・編曲（${bgm}曲・ループ対応）`, bgm, '曲', r.int(8, 24) * 5000]);
    if (r.chance(0.6)) rows.push(['ジングル（短尺・5～10秒）', r.int(1, 4), '曲', r.int(3, 6) * 5000]);
    if (r.chance(0.6)) rows.push(['効果音（SE）制作', r.int(10, 40), '点', r.int(4, 10) * 500]);
    if (r.chance(0.6)) rows.push(['ミキシング・マスタリング', 1, '式', r.int(5, 15) * 10000]);
    if (r.chance(0.5)) rows.push(['著作権譲渡対価（上記楽曲一式）', 1, '式', r.int(5, 30) * 10000]);
    const items = rows.map(([name, qty, unit, price]) => ({ name, qty, unit, price, amount: qty * price }));
    const fee = items.reduce((a, x) => a + x.amount, 0);
    d.items = [{ name: '報酬', amount: fee, rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const over = fee > 1000000;
    const gensen = over ? Math.floor(((fee - 1000000) * 2042) / 10000) + 102100 : Math.floor((fee * 1021) / 10000);
    const studio = r.chance(0.5) ? r.int(2, 8) * 11000 : 0;
    const total = s.total - gensen + studio;
    const fmt = DATE_FORMATS.dot;
    const mail = `${r.pick(['info', 'contact', 'music', 'office'])}@${r.pick(['sound', 'studio', 'music'])}-${r.pick(['sora', 'hinata', 'luce', 'haru', 'tsubasa', 'aoi'])}.jp`;
    const showBranchCode = r.chance(0.5);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.2px; color: #202020; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 46px 54px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-end; }
      .ttl { font-size: 34px; font-weight: 300; letter-spacing: .12em; line-height: 1; } .ttl small { display: block; font-size: 12px; letter-spacing: .5em; margin-top: 6px; }
      .meta { text-align: right; line-height: 1.8; } .meta b { font-weight: 500; display: inline-block; width: 70px; text-align: left; color: #777; }
      .hd { display: flex; justify-content: space-between; margin-top: 26px; }
      .co { width: 330px; line-height: 1.7; } .co .n { font-size: 15px; font-weight: 700; letter-spacing: .04em; }
      .to { width: 300px; } .to .n { font-size: 13.5px; font-weight: 700; border-bottom: 1px solid #222; padding-bottom: 2px; }
      .pj { margin-top: 18px; width: 100%; } .pj td { border-top: 1px solid #ccc; border-bottom: 1px solid #ccc; padding: 4px 8px; } .pj td.l { color: #777; width: 80px; }
      table.t { width: 100%; margin-top: 18px; } .t th { text-align: left; font-weight: 500; color: #777; border-bottom: 1px solid #222; padding: 3px 6px; } .t td { border-bottom: 1px solid #e2e2e2; padding: 5px 6px; }
      .sum { width: 330px; margin-left: auto; margin-top: 10px; } .sum td { padding: 3px 8px; } .sum tr.g td { font-size: 13px; font-weight: 700; border-top: 1.5px solid #222; padding-top: 6px; }
      .bk { display: flex; margin-top: 26px; border: 1px solid #222; } .bk > div { flex: 1; padding: 8px 14px; line-height: 1.8; } .bk > div + div { border-left: 1px solid #222; } .bk .h { color: #777; font-size: 8.4px; letter-spacing: .2em; }
      .nt { margin-top: 10px; font-size: 8.4px; color: #555; }`;
    const branch = showBranchCode ? `${d.branch.name}（${d.branch.code}）` : d.branch.name;
    const page = `<div class="wrap"><div class="top"><div class="ttl">INVOICE<small>請求書</small></div><div class="meta"><b>請求日</b>${fmt(d.issue)}<br><b>請求書番号</b>${d.no}</div></div>
      <div class="hd"><div class="co"><div class="n">${d.yago}</div>作曲家　${d.person}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　${mail}<br>登録番号　${d.reg}</div>
        <div class="to"><div class="n">${buyer}　御中</div><div style="margin-top:4px">サウンドディレクター　${r.pick(SURNAMES)[0]} 様</div></div></div>
      <table class="pj"><tr><td class="l">作品名</td><td>『${r.pick(WORKS)}』（仮）</td><td class="l">発注書番号</td><td>PO-${y}${r.digits(4)}</td></tr>
        <tr><td class="l">発注日</td><td>${fmt(ordered)}</td><td class="l">最終納品日</td><td>${fmt(delivered)}</td></tr></table>
      <table class="t"><tr><th>内容</th><th style="width:50px;text-align:right">数量</th><th style="width:34px">単位</th><th style="width:80px;text-align:right">単価</th><th style="width:96px;text-align:right">金額</th></tr>
        ${items.map((x) => `<tr><td>${x.name}</td><td class="num">${x.qty}</td><td>${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <table class="sum"><tr><td>報酬 小計</td><td class="num">${yen(fee)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr>
        <tr><td>源泉徴収税額<br><span style="font-size:8px;color:#666">${over ? `（${yen(fee)} − 1,000,000）× 20.42% ＋ 102,100` : `${yen(fee)} × 10.21%`}</span></td><td class="num">△${yen(gensen)}</td></tr>
        ${studio ? `<tr><td>立替金（スタジオ使用料・領収書添付）</td><td class="num">${yen(studio)}</td></tr>` : ''}
        <tr class="g"><td>差引ご請求額</td><td class="num">¥${yen(total)}</td></tr></table>
      <div style="margin-top:8px">お支払期限　${fmt(d.due)}</div>
      <div class="bk"><div><div class="h">お振込先</div>${d.bank.name}<br>${branch}</div><div><div class="h">口座</div>${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}</div></div>
      <div class="nt">※源泉徴収税額は報酬（税抜）に対して計算しております。立替金は不課税です。<br>※お振込手数料は貴社にてご負担いただけますと幸いです。</div></div>`;
    return { pages: [page], css, printed: { issuer: d.yago, holder, total, showBranchCode } };
  },
});

// 237 — a 刃物研ぎ craftsman who sharpens a restaurant company's knives at its shops bills it on a stationery-shop 請求書 form: red ruled
// lines and a printed red serial No., the entries in blue ballpoint (the 令和 date filled into the form's blanks, the buyer's name on the
// 様 line, the amount in the 合計金額 box), the shops visited listed with their 〒 addresses and TELs, one row per visit and knife kind with
// every price 税込, a 出張費 per visit, the 合計 and its 内消費税; the issuer's 住所印 stamped in blue at the right and the 振込先 stamped
// as a rubber-stamp box at the foot; the お支払期限 written as a month's 末日.
const KNIVES = [
  ['牛刀 240mm', 14, 23],
  ['柳刃 270mm', 15, 27],
  ['出刃 180mm', 12, 20],
  ['ペティナイフ', 8, 11],
  ['菜切', 10, 14],
  ['中華包丁', 14, 20],
  ['刃欠け修理（追加）', 5, 14],
  ['柄交換（朴の木）', 25, 36],
  ['調理鋏 研ぎ', 10, 15],
];
LAYOUTS.push({
  id: 'L237-hamono-togi',
  split: 'dev',
  title:
    "刃物研ぎ craftsman's bill to a restaurant company on a stationery-shop 請求書 form: red ruling and serial No., entries in blue ballpoint (令和 date in the form's blanks, 様 line, 合計金額 box), the shops visited with their 〒 addresses and TELs, rows per visit and knife kind 税込 with a 出張費 per visit, 合計 and 内消費税, a blue 住所印 and a rubber-stamped 振込先 box, the お支払期限 written as a month's 末日",
  exercises:
    "a 刃物研ぎ craftsman (研ぎ処 山田 / 山田刃物研磨 / 山田刃物店 — a sole proprietor, issuer_name that 屋号 as NFKC gives it, as L22) sharpening knives at a restaurant company's shops bills it (株式会社…フードサービス on the form's 様 line) on a pre-printed stationery-shop form: red ruled lines, 請 求 書, a red printed No. (0012345 — the invoice_number), the date filled into 令和　年　月　日 (令和 8 年 1 月 31 日), 下記の通りご請求申し上げます, the 合計金額 box (¥…-) — total_amount; the 作業場所: the buyer's shops with their 〒 addresses and TELs — none of the fields; rows by 月 / 日 / 品名 (牛刀, 柳刃, 出刃, 刃欠け修理, 柄交換, 出張費 with the shop), 数量, 単価, 金額, every price 税込; 合計（税込）and （内消費税 10%）(as L63); the お支払期限 written 令和8年2月末日 (that month's last day, as L59); the issuer's 住所印 stamped in blue (屋号, 〒 address, 代表 name, TEL, 登録番号) with a round 認印; the 振込先 as a rubber-stamped box (bank, branch, 普通, number, 口座名義 ﾔﾏﾀﾞ ﾀﾛｳ / ヤマダ タロウ as printed), slightly askew",
  opts: (r, inst) => ({ sole: true, rates: '10', items: 1, bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const [sn] = d.person.split(' ');
    const k = r.int(0, 2);
    d.yago = [`研ぎ処　${sn}`, `${sn}刃物研磨`, `${sn}刃物店`][k];
    d.issuerName = d.yago;
    netOrdinary(d);
    const holder = holderPrinted(d, r.pick(['half', 'full']));
    const bs = otherStem(r, sn);
    const buyer = r.pick([`株式会社${bs}フードサービス`, `${bs}観光株式会社`, `株式会社${bs}`]);
    const brand =
      r.pick(['割烹', '寿司', '和食処', 'レストラン', '鮨', '料亭']) +
      ' ' +
      r.pick(['はなみ', '千鳥', '葵', '松風', '銀河', '八千代']);
    const shopNames = ['本店', '駅前店', '南口店', '別邸'].filter(() => r.chance(0.6)).slice(0, 3);
    if (shopNames.length < 2) shopNames.splice(0, shopNames.length, '本店', '駅前店');
    const city = PLACES.find(([z]) => z === d.buyerZip);
    const shops = shopNames.map((name, i) => ({
      name,
      zip: i === 0 ? d.buyerZip : city[0],
      address: i === 0 ? d.buyerAddress : `${city[1]}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`,
      tel: i === 0 ? d.buyerTel : landlineOn(r, city[2]),
    }));
    const [y, m] = d.issue;
    d.issue = endOfMonth(y, m);
    const [dy, dm] = addMonths([y, m], 1);
    d.due = endOfMonth(dy, dm);
    d.no = `00${r.digits(5)}`;
    const trip = r.pick([1100, 2200, 3300]);
    const rows = [];
    for (const shop of shops) {
      const visits = r.int(1, 2);
      for (let v = 0; v < visits; v++) {
        const day = [y, m, r.int(1, d.issue[2])];
        const kinds = KNIVES.filter(() => r.chance(0.35)).slice(0, 4);
        if (!kinds.length) kinds.push(KNIVES[0]);
        for (const [name, lo, hi] of kinds) {
          const qty = name.startsWith('柄') || name.startsWith('刃欠') ? r.int(1, 3) : r.int(2, 10);
          const price = r.int(lo, hi) * 110;
          rows.push({ day, name, qty, price, shop: shop.name });
        }
        rows.push({ day, name: `出張費（${shop.name}）`, qty: 1, price: trip, shop: shop.name });
      }
    }
    rows.sort((a, b) => a.day[2] - b.day[2]);
    rows.forEach((x) => (x.amount = x.qty * x.price));
    const gross = rows.reduce((a, x) => a + x.amount, 0);
    const inner = Math.floor((gross * 10) / 110);
    d.items = [{ name: '研ぎ代', amount: gross - inner, rate: 10 }];
    d.sum = { ...summarize(d.items), tax: inner, total: gross };
    const blank = Math.max(0, 20 - rows.length);
    const tilt = r.range(-2.2, 2.2).toFixed(1);
    const ink = '#1f3a8a';
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 9.6px; color: #c0392b; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 44px 50px 0; }
      .h { font-family: 'Noto Sans CJK JP'; color: ${ink}; font-weight: 300; font-size: 11.5px; letter-spacing: .02em; }
      h1 { margin: 0; text-align: center; font-size: 24px; letter-spacing: 1em; font-weight: 500; } .no { position: absolute; right: 52px; top: 48px; font-family: 'Noto Sans Mono CJK JP'; font-size: 13px; }
      .date { text-align: right; margin-top: 14px; font-size: 11px; }
      .to { margin-top: 10px; width: 370px; border-bottom: 1px solid #c0392b; font-size: 12px; display: flex; justify-content: space-between; align-items: flex-end; padding-bottom: 2px; } .to .h { font-size: 14.5px; }
      .lead { margin-top: 10px; font-size: 10px; }
      .tot { margin-top: 8px; width: 360px; border: 1.5px solid #c0392b; display: flex; } .tot .l { background: #fbe9e7; padding: 6px 12px; border-right: 1px solid #c0392b; } .tot .v { padding: 4px 14px; font-size: 18px; }
      .stamp { position: absolute; right: 40px; top: 136px; width: 310px; color: ${ink}; border: 0; font-family: 'Noto Sans CJK JP'; font-size: 9px; line-height: 1.55; opacity: .82; transform: rotate(${(-tilt / 2).toFixed(1)}deg); } .stamp .n { font-size: 15px; font-weight: 700; font-family: 'Noto Serif CJK JP'; letter-spacing: .08em; }
      .mitome { position: absolute; right: 60px; top: 120px; width: 46px; height: 46px; border-radius: 50%; border: 2px solid #d23; color: #d23; display: flex; align-items: center; justify-content: center; font-size: 14px; opacity: .7; }
      .place { margin-top: 12px; font-size: 8.6px; color: ${ink}; font-family: 'Noto Sans CJK JP'; line-height: 1.6; } .place .lb { color: #c0392b; font-family: 'Noto Serif CJK JP'; }
      table.f { width: 100%; margin-top: 8px; } .f th { border: 1px solid #c0392b; font-weight: 500; padding: 2px; background: #fbe9e7; } .f td { border: 1px solid #c0392b; height: 19px; padding: 0 5px; } .f td.c { text-align: center; } .f .h { font-size: 10px; }
      .low { position: absolute; left: 50px; right: 50px; bottom: 52px; display: flex; justify-content: space-between; align-items: flex-end; }
      .bank { border: 2px solid ${ink}; color: ${ink}; font-family: 'Noto Sans CJK JP'; padding: 6px 12px; font-size: 10px; line-height: 1.6; transform: rotate(${tilt}deg); opacity: .85; }
      .memo { width: 280px; border: 1px solid #c0392b; padding: 4px 8px; min-height: 60px; }`;
    const dateHtml = `令和 <span class="h">${reiwa(y)}</span> 年 <span class="h">${m}</span> 月 <span class="h">${d.issue[2]}</span> 日`;
    const page = `<div class="wrap"><h1>請求書</h1><div class="no">No. ${d.no}</div>
      <div class="date">${dateHtml}</div>
      <div class="to"><span class="h">${buyer}</span><span>様</span></div>
      <div class="lead">下記の通りご請求申し上げます。</div>
      <div class="tot"><div class="l">合計金額</div><div class="v"><span class="h" style="font-size:18px">¥${yen(gross)}-</span></div></div>
      <div class="stamp"><div class="n">${d.yago}</div>代表　${d.person}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}<br>登録番号 ${d.reg}</div>
      <div class="mitome">${sn.slice(0, 2)}</div>
      <div class="place"><span class="lb">作業場所</span>　${brand}<br>${shops.map((x) => `${x.name}　〒${x.zip}　${x.address}　TEL ${x.tel}`).join('<br>')}</div>
      <table class="f"><tr><th style="width:28px">月</th><th style="width:28px">日</th><th>品　　名</th><th style="width:48px">数量</th><th style="width:72px">単価</th><th style="width:86px">金額</th><th style="width:90px">摘要</th></tr>
        ${rows.map((x) => `<tr><td class="c"><span class="h">${x.day[1]}</span></td><td class="c"><span class="h">${x.day[2]}</span></td><td><span class="h">${x.name}</span></td><td class="num"><span class="h">${x.qty}</span></td><td class="num"><span class="h">${yen(x.price)}</span></td><td class="num"><span class="h">${yen(x.amount)}</span></td><td><span class="h">${x.shop}</span></td></tr>`).join('')}
        ${'<tr><td></td><td></td><td></td><td></td><td></td><td></td><td></td></tr>'.repeat(blank)}
        <tr><td colspan="5" style="text-align:right">合　計（税込）</td><td class="num"><span class="h">${yen(gross)}</span></td><td></td></tr>
        <tr><td colspan="5" style="text-align:right">内消費税（10%）</td><td class="num"><span class="h">${yen(inner)}</span></td><td></td></tr></table>
      <div class="low"><div class="bank">お振込先　${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}</div>
        <div class="memo">備考<br><span class="h">お支払期限　令和${reiwa(dy)}年${dm}月末日<br>価格はすべて税込です。</span></div></div></div>`;
    return { pages: [page], css, printed: { issuer: d.yago, holder, total: gross } };
  },
});

// 238 — a 解体 contractor bills the 工務店 that ordered it (元請) for pulling down a client's old house: the contractor's letterhead across
// the top with its 建設業許可 or 解体工事業 登録 and 産業廃棄物収集運搬業 許可, the 元請 御中 with its 現場担当 and 貴社工事番号, a 工事概要 box
// (工事名 …様邸 解体工事, 工事場所, 構造・延床面積, 工期, 建設リサイクル法 通知 and 石綿 事前調査結果報告 受付番号, マニフェスト 交付番号), the
// 今回御請求額 at the left with its amount at the far right, rows of 解体 / 付帯 / 産廃 処分 by the t and ㎥ / 石綿 事前調査 / 重機回送,
// the 鉄スクラップ sold taken off before the 消費税, and the 振込先 as a one-row table with its bank and branch codes.
const KAITAI_TRADES = [
  ['解体工業', 'カイタイコウギョウ'],
  ['興業', 'コウギョウ'],
  ['解体', 'カイタイ'],
  ['産業', 'サンギョウ'],
];
LAYOUTS.push({
  id: 'L238-kaitai-motouke',
  split: 'dev',
  title:
    "解体 contractor's bill to the 工務店 (元請) for pulling down a client's house: letterhead with 建設業許可 / 解体工事業 登録 and 産廃 収集運搬 許可, the 元請 with its 現場担当 and 工事番号, a 工事概要 box (…様邸 解体工事, 工事場所, 構造・延床, 工期, リサイクル法 通知 and 石綿 報告 受付番号, マニフェスト No.), 今回御請求額 at the left with the amount at the far right, 解体 / 付帯 / 産廃 (t, ㎥) / 石綿 事前調査 / 重機回送 rows, the 鉄スクラップ sold △ before the 消費税, and the 振込先 as a one-row table with codes",
  exercises:
    "a 解体 contractor (株式会社…解体工業 / …興業株式会社 / 有限会社…産業, ㈱ or (株) sometimes) bills the 工務店 that ordered the work (株式会社…工務店 / …ホーム株式会社 御中, 現場担当 … 様, 貴社工事番号) for pulling down its client's house: the letterhead across the top — name, 〒 address, TEL / FAX, 登録番号, and a 建設業許可 (…県知事 許可（般-5）第12345号) or 解体工事業 登録 number and the 産業廃棄物収集運搬業 許可 number — none of the fields but the first four; 請求日 and 請求書No. at the right (2026年01月31日 / 2026年1月31日); a 工事概要 box — 工事名 (…様邸 解体工事), 工事場所 (the client's 〒 address), 構造 and 延床面積, 工期 (from – to), the 建設リサイクル法 通知 受付番号, the 石綿 事前調査結果報告 受付番号 and the マニフェスト 交付番号 — none of the fields nor the dates; 今回御請求額（税込）at the left and its amount in a box at the far right — total_amount; rows 木造住宅 解体 (㎡ × 単価), 養生シート・足場, ブロック塀撤去 (m), カーポート / 庭木 sometimes, 木くず / がれき類 / 石膏ボード (t) and 混合廃棄物 (㎥) 運搬・処分, 石綿 事前調査, 重機回送 (2回), 整地, and 発生材（鉄スクラップ）売却 △ (kg × 単価) and an 出精値引 △ sometimes, both before the 消費税 (as L180); 小計 / 消費税（10%）/ 合計; お支払期限; the 振込先 as a one-row table (金融機関 with its code, 支店 with its code, 種目, 口座番号, 口座名義 ｶ)… / ﾕ)… as printed)",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 0 ? 'other' : 'main' }),
  render(d, r) {
    const [stem] = setCompanyWithKana(d, r, KAITAI_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    netOrdinary(d);
    const issuer = r.chance(0.6) ? d.issuerName : spelled(d, r.pick(['paren', 'circled']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big']));
    const pref = PLACES.find(([z]) => z === d.zip)[1].match(PREF_RE)[1];
    const license = r.chance(0.5)
      ? `建設業許可　${pref}知事 許可（般-${r.int(3, 7)}）第${r.int(10000, 99999)}号`
      : `解体工事業登録　${pref}知事 登録（解-${r.int(1, 5)}）第${r.int(100, 9999)}号`;
    const sanpai = `産業廃棄物収集運搬業許可　第${r.digits(3)}0${r.digits(6)}号`;
    const bs = otherStem(r, stem);
    const buyer = r.pick([`株式会社${bs}工務店`, `${bs}ホーム株式会社`, `${bs}建設株式会社`]);
    const owner = r.pick(SURNAMES)[0];
    const [szip, stown] = r.pick(PLACES.filter(([z]) => z !== d.zip));
    const site = `〒${szip}　${stown}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
    const [y, m] = d.issue;
    d.issue = r.chance(0.5) ? endOfMonth(y, m) : [y, m, r.int(5, 28)];
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 2), 10];
    d.no = r.chance(0.5) ? `K${String(y).slice(2)}-${r.digits(4)}` : `${y}${pad2(m)}${r.digits(3)}`;
    const end = addDays(d.issue, -r.int(3, 15));
    const start = addDays(end, -r.int(10, 30));
    const floor = r.int(80, 180);
    const rows = [
      [`木造${r.pick(['2階建', '平屋建'])} 住宅解体工事（延床 ${floor}㎡）`, floor, '㎡', r.int(28, 45) * 100],
      ['養生シート・足場 設置撤去', r.int(120, 260), '㎡', r.int(5, 9) * 100],
      ['ブロック塀撤去', r.int(5, 25), 'm', r.int(4, 8) * 1000],
    ];
    if (r.chance(0.5)) rows.push(['カーポート撤去', 1, '式', r.int(3, 6) * 10000]);
    if (r.chance(0.5)) rows.push(['庭木伐採・抜根', 1, '式', r.int(3, 12) * 10000]);
    rows.push(['木くず 運搬・処分', r.int(8, 25), 't', r.int(18, 25) * 1000]);
    rows.push(['がれき類（コンクリート・瓦）運搬・処分', r.int(10, 40), 't', r.int(6, 9) * 1000]);
    rows.push(['石膏ボード 運搬・処分', r.int(2, 8), 't', r.int(25, 35) * 1000]);
    rows.push(['混合廃棄物 運搬・処分', r.int(4, 16), '㎥', r.int(15, 22) * 1000]);
    rows.push(['石綿含有建材 事前調査・報告', 1, '式', r.int(5, 12) * 10000]);
    rows.push(['重機回送費（0.45㎥級）', 2, '回', r.int(25, 40) * 1000]);
    rows.push(['整地（砕石敷均し）', 1, '式', r.int(3, 8) * 10000]);
    const scrapKg = r.int(300, 1500);
    rows.push(['発生材（鉄スクラップ）売却', scrapKg, 'kg', -r.int(20, 45)]);
    const items = rows.map(([name, qty, unit, price]) => ({ name, qty, unit, price, amount: qty * price }));
    const gross = items.reduce((a, x) => a + x.amount, 0);
    if (r.chance(0.4)) {
      const cut = gross % 10000 || 10000;
      items.push({ name: '出精値引', qty: 1, unit: '式', price: -cut, amount: -cut });
    }
    const net = items.reduce((a, x) => a + x.amount, 0);
    d.items = [{ name: '解体工事', amount: net, rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = r.pick([DATE_FORMATS.seirekiPad, DATE_FORMATS.seireki]);
    const signed = (v) => (v < 0 ? `△${yen(-v)}` : yen(v));
    const sealHtml = seal(d, `left:${r.int(250, 300)}px;top:${r.int(8, 30)}px;`);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9px; color: #1d1d1d; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 32px 42px 0; }
      .lh { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 4px solid #c8641e; padding-bottom: 8px; position: relative; }
      .lh .n { font-size: 19px; font-weight: 900; letter-spacing: .05em; } .lh .sub { font-size: 8.4px; color: #444; line-height: 1.6; }
      h1 { margin: 0; font-size: 22px; letter-spacing: .4em; font-weight: 700; text-align: right; } .meta { text-align: right; margin-top: 4px; line-height: 1.7; }
      .to { margin-top: 14px; } .to .n { font-size: 14px; font-weight: 700; border-bottom: 1.5px solid #222; display: inline-block; padding: 0 40px 2px 0; }
      .gx { width: 100%; margin-top: 12px; font-size: 8.6px; } .gx td { border: 1px solid #999; padding: 3px 7px; } .gx td.l { background: #fbeee4; width: 96px; }
      .amt { margin-top: 14px; display: flex; justify-content: space-between; align-items: center; } .amt .l { font-size: 13px; font-weight: 700; } .amt .v { border: 2px solid #c8641e; padding: 4px 18px; font-size: 20px; font-weight: 700; min-width: 220px; text-align: right; }
      table.t { width: 100%; margin-top: 12px; font-size: 8.6px; } .t th { background: #3a3a3a; color: #fff; font-weight: 500; padding: 3px; } .t td { border-bottom: 1px solid #d5d5d5; padding: 3px 6px; }
      .sum { width: 260px; margin-left: auto; margin-top: 6px; } .sum td { border: 1px solid #999; padding: 2px 8px; } .sum td.l { background: #f3f3f3; } .sum tr.g td { font-weight: 700; font-size: 11px; }
      .bk { position: absolute; left: 42px; right: 42px; bottom: 46px; } .bk table { width: 100%; font-size: 8.8px; } .bk th { background: #fbeee4; border: 1px solid #999; font-weight: 500; padding: 2px; } .bk td { border: 1px solid #999; padding: 4px 6px; text-align: center; }`;
    const manifest = Array.from({ length: r.int(2, 4) }, () => r.digits(11)).join('、');
    const page = `<div class="wrap"><div class="lh"><div>${sealHtml}<div class="n">${issuer}</div><div class="sub">〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}　登録番号 ${d.reg}<br>${license}<br>${sanpai}</div></div>
        <div><h1>御請求書</h1><div class="meta">請求日　${fmt(d.issue)}<br>請求書No.　${d.no}</div></div></div>
      <div class="to"><div class="n">${buyer}　御中</div><div style="margin-top:3px">現場担当　${r.pick(SURNAMES)[0]} 様　　貴社工事番号　${r.pick(['K', 'No.', 'W'])}${r.digits(5)}</div></div>
      <table class="gx"><tr><td class="l">工事名</td><td>${owner}様邸 解体工事</td><td class="l">工期</td><td>${fmt(start)} ～ ${fmt(end)}</td></tr>
        <tr><td class="l">工事場所</td><td colspan="3">${site}</td></tr>
        <tr><td class="l">建設リサイクル法</td><td>通知 受付番号 第${r.int(100, 9999)}号</td><td class="l">石綿 事前調査結果</td><td>報告 受付番号 ${r.digits(8)}</td></tr>
        <tr><td class="l">マニフェスト</td><td colspan="3">交付番号 ${manifest}</td></tr></table>
      <div class="amt"><div class="l">今回御請求額（税込）</div><div class="v">¥${yen(s.total)}－</div></div>
      <table class="t"><tr><th style="text-align:left">工事内容</th><th style="width:54px">数量</th><th style="width:30px">単位</th><th style="width:70px">単価</th><th style="width:90px">金額</th></tr>
        ${items.map((x) => `<tr><td>${x.name}</td><td class="num">${yen(x.qty)}</td><td style="text-align:center">${x.unit}</td><td class="num">${signed(x.price)}</td><td class="num">${signed(x.amount)}</td></tr>`).join('')}</table>
      <table class="sum"><tr><td class="l">小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="g"><td class="l">合計</td><td class="num">${yen(s.total)}</td></tr></table>
      <div style="margin-top:6px">お支払期限　${fmt(d.due)}　　※発生材の売却代金は工事代金から差し引いております。</div>
      <div class="bk"><div style="font-weight:700;margin-bottom:3px">お振込先</div><table><tr><th>金融機関</th><th>支店</th><th>種目</th><th>口座番号</th><th>口座名義</th></tr>
        <tr><td>${d.bank.name}（${d.bank.code}）</td><td>${d.branch.name}（${d.branch.code}）</td><td>${TYPE_LABEL[d.type]}</td><td>${d.account}</td><td>${holder}</td></tr></table></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total: s.total, showBankCode: true, showBranchCode: true } };
  },
});
