// Invoice corpus layouts L53–L58: each pushed onto core.mjs's LAYOUTS, in order.
import {
  DATE_FORMATS,
  FORMS,
  GIVEN,
  LAYOUTS,
  STEMS,
  SURNAMES,
  TYPE_LABEL,
  addDays,
  endOfMonth,
  holderPrinted,
  iso,
  pad2,
  rowsOf,
  spelled,
  summarize,
  yen,
} from './core.mjs';
import { billedMonth, itemsFrom, kakuin, landline, shuffle, weekday } from './layouts-019-028.mjs';
import { setCorp } from './layouts-029-034.mjs';
import { ordinaryAtNetBank, rebank } from './layouts-035-040.mjs';
import { daysBetween } from './layouts-047-052.mjs';

// ---- 53–58: written blind as the sixth round's fresh set, measured once at its end (ADR 0025), now dev.

// 53 — a 販売管理 package's 請求書 (弥生販売 style): the buyer's 〒 address with 得意先コード, a three-column box
// 税抜御買上額 / 消費税額 / 今回御請求額, slips by 日付/伝票No./商品コード with a 税率 column, 【…対象】 summary rows, the
// issuer's block printed and its 社判 (name, address, TEL) stamped across the address, the 振込先 with (普)/(当).
const HANBAI_TRADES = [
  ['商事', 'ショウジ'],
  ['商会', 'ショウカイ'],
  ['産業', 'サンギョウ'],
  ['物産', 'ブッサン'],
  ['資材', 'シザイ'],
];
const HANBAI_GOODS = [
  ['コピー用紙 A4 500枚', '冊', 350, 600],
  ['トナーカートリッジ（黒）', '本', 6000, 18000],
  ['養生テープ 50mm', '巻', 150, 400],
  ['段ボール箱 100サイズ', '枚', 80, 250],
  ['結束バンド 200mm（100本）', '袋', 300, 900],
  ['作業用手袋（10双組）', '組', 500, 1500],
  ['ステンレスボルト M8×30', '本', 20, 80],
  ['ストレッチフィルム 500mm', '巻', 1200, 2800],
  ['LED直管ランプ 40W形', '本', 1500, 4000],
  ['緑茶 500ml（24本）', 'ケース', 2000, 3500, 8],
  ['ミネラルウォーター 2L（6本）', 'ケース', 600, 1200, 8],
  ['インスタントコーヒー 200g', '瓶', 800, 1600, 8],
];
LAYOUTS.push({
  id: 'L53-hanbai-shaban',
  split: 'dev',
  title: "販売管理 package's 請求書 with a three-column amount box and a 社判 over the address",
  exercises:
    "a 販売管理 package's 請求書 (弥生販売 style): the buyer's 〒 address, name with 御中 and 得意先コード at the top left, 締切日/請求書No./頁 at the right, a three-column box 税抜御買上額 / 消費税額 / 今回御請求額, the issuer's block (name, 〒 address, TEL/FAX, 登録番号) with its red 社判 (name, address, TEL) stamped across it, お支払期限, a slip table 日付/伝票No./商品コード/商品名/数量/単位/単価/金額/税率 with 【10%対象】/【8%対象】 summary rows, the 振込先 on one line with (普)/(当), 20日締 or 末日締, slash dates, 株式会社 or (株)/㈱",
  opts: (r, inst) => ({ bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, HANBAI_TRADES);
    landline(d);
    ordinaryAtNetBank(d);
    const [cy, cm] = d.issue;
    const close = r.chance(0.5) ? [cy, cm, 20] : endOfMonth(cy, cm);
    d.issue = close;
    const nm = addDays(endOfMonth(close[0], close[1]), 1);
    d.due = r.chance(0.6) ? endOfMonth(nm[0], nm[1]) : [nm[0], nm[1], 10];
    const qtyOf = (unit, hi) => (hi < 1000 ? r.int(10, 120) : r.int(1, 15));
    const goods = shuffle(r, HANBAI_GOODS);
    const items = itemsFrom(
      r,
      goods.filter((g) => !g[4]),
      r.int(3, 6),
      qtyOf,
    );
    if (r.chance(0.5))
      items.push(
        ...itemsFrom(
          r,
          goods.filter((g) => g[4] === 8),
          r.int(1, 2),
          qtyOf,
        ),
      );
    const from = close[2] === 20 ? addDays(close, -29) : [close[0], close[1], 1];
    const span = daysBetween(from, close);
    const dates = items.map(() => addDays(from, r.int(0, span))).sort((a, b) => iso(a).localeCompare(iso(b)));
    let slip = r.int(1000, 8000);
    const slips = dates.map((dt) => {
      slip += r.int(1, 40);
      return { dt, no: String(slip).padStart(6, '0') };
    });
    d.items = items;
    d.sum = summarize(items);
    const s = d.sum;
    const fmt = DATE_FORMATS.slash;
    const issuer = spelled(d, r.pick(['full', 'full', 'paren', 'circled']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full']));
    const code = () => `${r.pick(['A', 'B', 'K', 'S'])}${r.digits(4)}`;
    const stampInk = r.pick(['#c8322d', '#d0463a', '#b4232b']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 11.5px; color: #111; }
      .wrap { padding: 36px 48px; } h1 { text-align: center; font-size: 24px; letter-spacing: 1em; margin: 0 0 18px; font-weight: 500; }
      h1 span { border-bottom: 3px double #111; padding: 0 0 2px 1em; }
      .top { display: flex; justify-content: space-between; }
      .to { width: 340px; line-height: 1.55; font-size: 12px; } .to .n { font-size: 16px; margin-top: 8px; border-bottom: 1px solid #111; white-space: nowrap; }
      .hdr td, .hdr th { border: 1px solid #444; padding: 2px 8px; font-weight: normal; } .hdr th { background: #e4e4e4; }
      .from { position: relative; margin-top: 10px; line-height: 1.55; font-size: 11px; } .from b { font-size: 15px; }
      .shaban { position: absolute; left: 40px; top: 22px; border: 2px solid ${stampInk}; color: ${stampInk}; padding: 4px 10px; line-height: 1.35;
                font-family: 'Noto Serif CJK JP'; opacity: .62; transform: rotate(-3deg); font-size: 10px; white-space: nowrap; }
      .shaban .sn { font-size: 15px; font-weight: bold; letter-spacing: .08em; }
      .box3 { margin-top: 12px; } .box3 th, .box3 td { border: 1.5px solid #111; padding: 3px 10px; font-weight: normal; width: 150px; text-align: center; }
      .box3 th { background: #e4e4e4; font-size: 11px; } .box3 td { text-align: right; font-size: 15px; height: 30px; } .box3 td.g { font-weight: bold; font-size: 17px; }
      .det { width: 100%; margin-top: 12px; font-size: 10.5px; } .det th { background: #e4e4e4; border: 1px solid #555; font-weight: normal; padding: 3px; }
      .det td { border-left: 1px solid #555; border-right: 1px solid #555; border-bottom: 1px dotted #999; padding: 3px 5px; }
      .det tr.sm td { border-bottom: 1px solid #555; background: #f5f5f5; } .det .c { text-align: center; }
      .pay { margin-top: 14px; border: 1px solid #555; padding: 6px 10px; line-height: 1.7; }`;
    const taxLabel = (it) => (it.rate === 8 ? '※8%' : '10%');
    const rows = items
      .map(
        (it, i) =>
          `<tr><td class="c">${pad2(slips[i].dt[1])}/${pad2(slips[i].dt[2])}</td><td class="c">${slips[i].no}</td><td class="c">${code(it)}</td><td>${it.name}</td><td class="num">${yen(it.qty)}</td><td class="c">${it.unit}</td><td class="num">${yen(it.price)}</td><td class="num">${yen(it.amount)}</td><td class="c">${taxLabel(it)}</td></tr>`,
      )
      .join('');
    const sums = [10, 8]
      .filter((k) => s.by[k])
      .map(
        (k) =>
          `<tr class="sm"><td colspan="3"></td><td>【${k}%対象${k === 8 ? '（軽減）' : ''}】　税抜 ${yen(s.by[k].base)}　消費税 ${yen(s.by[k].tax)}</td><td colspan="5"></td></tr>`,
      )
      .join('');
    const page = `<div class="wrap"><h1><span>請求書</span></h1>
      <div class="top"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<div class="n">${d.buyerName}　御中</div>
          <div style="margin-top:4px">得意先コード　${r.digits(5)}</div></div>
        <div style="width:330px"><table class="hdr" style="margin-left:auto"><tr><th>締切日</th><th>請求書No.</th><th>頁</th></tr>
            <tr><td>${fmt(d.issue)}</td><td>${d.no}</td><td>1</td></tr></table>
          <div class="from"><b>${issuer}</b><br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}
            <div class="shaban"><div class="sn">${issuer}</div>〒${d.zip} ${d.address}<br>TEL ${d.tel}</div></div></div></div>
      <div style="margin-top:14px">毎度ありがとうございます。下記の通りご請求申し上げます。</div>
      <table class="box3"><tr><th>税抜御買上額</th><th>消費税額</th><th>今回御請求額</th></tr>
        <tr><td>${yen(s.subtotal)}</td><td>${yen(s.tax)}</td><td class="g">${yen(s.total)}</td></tr></table>
      <div style="margin-top:6px">お支払期限　${fmt(d.due)}</div>
      <table class="det"><tr><th style="width:46px">日付</th><th style="width:60px">伝票No.</th><th style="width:66px">商品コード</th><th>商品名</th><th style="width:50px">数量</th><th style="width:40px">単位</th><th style="width:62px">単価</th><th style="width:78px">金額</th><th style="width:36px">税率</th></tr>
        ${rows}${sums}</table>
      ${s.by[8] ? '<div style="font-size:10px;margin-top:3px">※は軽減税率（8%）対象商品です。</div>' : ''}
      <div class="pay">お振込先　${d.bank.name}　${d.branch.name}　(${TYPE_LABEL[d.type].slice(0, 1)})　${d.account}　口座名義　${holder}<br>
        <span style="font-size:10px">※恐れ入りますが、振込手数料は貴社にてご負担くださいますようお願い申し上げます。</span></div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 54 — an IT freelancer's 請求書 typed in Google Docs: the default fonts and margins, everything left-aligned, key：value
// paragraphs, a plain ruled table, the totals as lines of text, the 振込先 as a bulleted list, the sender's block at the
// top or as a last 発行者 section.
const DOC_WORK = [
  ['{m}月分 システム開発業務（準委任）', '式', 300000, 800000],
  ['追加機能開発（管理画面）', '式', 50000, 300000],
  ['技術サポート（時間外対応）', '時間', 4000, 8000],
  ['サーバー保守（{m}月分）', '式', 20000, 60000],
  ['要件定義・設計支援', '時間', 5000, 10000],
  ['テスト・不具合修正', '時間', 4000, 7000],
];
LAYOUTS.push({
  id: 'L54-gdocs-freelance',
  split: 'dev',
  title: "IT freelancer's 請求書 typed in Google Docs",
  exercises:
    "an IT freelancer's 請求書 typed in Google Docs: default margins and fonts, left-aligned paragraphs, a Title 請求書, the buyer with 御中 or a person with 様, key：value lines (請求日 / 請求番号 / お支払期限 / 件名), ご請求金額 as ¥… or …円（税込）, a plain ruled table, 小計/消費税/合計 as lines of text, お振込先 as a bulleted list (銀行名 / 支店名 with 支店番号 or not / 口座種別 / 口座番号 / 口座名義), the sender as 屋号 + 氏名 or a 氏名 alone (issuer_name the name), 住所 with 〒 on one line, 電話 (mobile) and メール, at the top or as a last 発行者 section, 年月日 or 2026/3/31 dates",
  opts: (r, inst) => ({ sole: true, rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    if (!d.bank.main && r.chance(0.6)) rebank(d, r, 'net');
    d.type = 2;
    const yago = r.chance(0.5);
    d.issuerName = yago ? d.yago : d.person;
    const [, bm] = billedMonth(d.issue);
    const qtyOf = (unit) => (unit === '時間' ? r.int(3, 40) : 1);
    d.items = itemsFrom(r, DOC_WORK, r.int(1, 3), qtyOf).map((it) => ({ ...it, name: it.name.replace('{m}', bm) }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['seireki', 'slashLoose'])];
    const money = r.chance(0.5) ? (n) => `¥${yen(n)}` : (n) => `${yen(n)}円`;
    const holder = holderPrinted(d, r.pick(['full', 'full', 'half']));
    const showBranchCode = r.chance(0.5);
    const email = `${r.pick(['yamada', 'dev', 'contact', 'mail'])}${r.int(1, 99)}@${r.pick(['gmail.com', 'example.jp', 'example.dev'])}`;
    const bullet = r.pick(['disc', 'circle']);
    const top = r.chance(0.5);
    const sender = `${yago ? `屋号：${d.yago}<br>` : ''}氏名：${d.person}<br>住所：〒${d.zip} ${d.address}<br>電話：${d.tel}<br>メール：${email}<br>登録番号：${d.reg}`;
    const to = r.chance(0.6) ? `${d.buyerName} 御中` : `${d.buyerName}<br>${d.buyerPerson} 様`;
    const css = `body { font-family: 'Liberation Sans', 'Noto Sans CJK JP'; font-size: 14.5px; color: #000; }
      .doc { padding: 96px 96px; line-height: 1.38; } p { margin: 0; } .title { font-size: 34px; margin-bottom: 4px; }
      h2 { font-size: 20px; font-weight: normal; margin: 14px 0 4px; } .big { font-size: 18px; }
      table.t { width: 100%; margin: 6px 0; } table.t td { border: 1px solid #000; padding: 5px 7px; vertical-align: top; }
      ul { margin: 0; padding-left: 34px; list-style: ${bullet}; } li { padding-left: 6px; }`;
    const page = `<div class="doc"><p class="title">請求書</p>${top ? `<p>${sender}</p><p>&nbsp;</p>` : ''}
      <p>${to}</p><p>&nbsp;</p>
      <p>請求日：${fmt(d.issue)}</p><p>請求番号：${d.no}</p><p>お支払期限：${fmt(d.due)}</p><p>件名：${bm}月分 開発業務委託料</p><p>&nbsp;</p>
      <p>いつもお世話になっております。下記のとおりご請求いたします。</p><p>&nbsp;</p>
      <p class="big"><b>ご請求金額：${money(s.total)}（税込）</b></p>
      <table class="t"><tr><td><b>内容</b></td><td><b>数量</b></td><td><b>単価</b></td><td><b>金額</b></td></tr>
        ${rowsOf(d.items, [[(it) => it.name], [(it) => `${it.qty}${it.unit}`], [(it) => money(it.price)], [(it) => money(it.amount)]])}</table>
      <p>小計：${money(s.subtotal)}</p><p>消費税（10%）：${money(s.tax)}</p><p><b>合計：${money(s.total)}</b></p>
      <h2>お振込先</h2>
      <ul><li>銀行名：${d.bank.name}</li><li>支店名：${d.branch.name}${showBranchCode ? `（支店番号：${d.branch.code}）` : ''}</li><li>口座種別：${TYPE_LABEL[d.type]}</li>
        <li>口座番号：${d.account}</li><li>口座名義：${holder}</li></ul>
      <p>※振込手数料はご負担いただけますと幸いです。</p>
      ${top ? '' : `<h2>発行者</h2><p>${sender}</p>`}</div>`;
    return { pages: [page], css, printed: { issuer: d.issuerName, holder, showBranchCode } };
  },
});

// 55 — an event production company's bilingual INVOICE / 御請求書: every amount written "JPY 1,234,567", labels in English
// and Japanese, the event's name, venue and date, bank details with the bank's English name and a SWIFT code.
const EVENT_TRADES = [
  ['企画', 'キカク'],
  ['プロモーション', 'プロモーション'],
  ['イベント', 'イベント'],
  ['クリエイティブ', 'クリエイティブ'],
  ['エンタープライズ', 'エンタープライズ'],
];
const EVENT_ITEMS = [
  ['Venue rental / 会場使用料', 'day', 200000, 900000],
  ['Stage & lighting / 舞台・照明一式', 'set', 150000, 600000],
  ['Audio system / 音響機材一式', 'set', 80000, 300000],
  ['MC / 司会進行', 'day', 50000, 150000],
  ['Interpretation / 同時通訳（英⇔日）', 'day', 120000, 300000],
  ['Event staff / 運営スタッフ', 'person-day', 18000, 30000],
  ['Signage & printing / サイン・印刷物', 'set', 40000, 200000],
  ['Catering / ケータリング（立食）', 'guest', 3000, 8000],
];
const EVENT_NAMES = [
  'Partner Summit',
  'Annual Kick-off Meeting',
  'Product Launch',
  'Customer Forum',
  'Tech Conference',
  'Awards Night',
];
const VENUES = [
  '東京国際フォーラム ホールB7',
  'ベルサール渋谷ガーデン',
  'パシフィコ横浜 会議センター',
  'グランキューブ大阪',
  '名古屋国際会議場',
  '幕張メッセ 国際会議場',
];
const EN_MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const BANK_EN = {
  '0001': 'Mizuho Bank, Ltd.',
  '0005': 'MUFG Bank, Ltd.',
  '0009': 'Sumitomo Mitsui Banking Corporation',
  '0010': 'Resona Bank, Limited',
  '0036': 'Rakuten Bank, Ltd.',
  '0038': 'SBI Sumishin Net Bank, Ltd.',
  '0294': 'Sumitomo Mitsui Trust Bank, Limited',
  '0138': 'The Bank of Yokohama, Ltd.',
  '0149': 'The Shizuoka Bank, Ltd.',
  '0134': 'The Chiba Bank, Ltd.',
  '0177': 'The Bank of Fukuoka, Ltd.',
  '0125': 'The 77 Bank, Ltd.',
  '0033': 'PayPay Bank Corporation',
  1610: 'The Kyoto Shinkin Bank',
  1344: 'Johnan Shinkin Bank',
};
const SWIFT = { '0001': 'MHCBJPJT', '0005': 'BOTKJPJT', '0009': 'SMBCJPJT', '0010': 'DIWAJPJT' };
LAYOUTS.push({
  id: 'L55-event-jpy',
  split: 'dev',
  title: "event company's bilingual INVOICE / 御請求書 with amounts as JPY",
  exercises:
    "an event production company's bilingual INVOICE / 御請求書: the issuer's name, address, Tel and Registration No. / 登録番号 under the title, Invoice No. / Issue Date / Payment Due with Japanese labels, Bill To / 御請求先 with 御中 and Attn. 様, the event's name, venue and date, Total Amount Due / ご請求金額 as JPY 1,234,567 (tax incl.), bilingual line items with every amount as JPY …, Subtotal 小計 / Consumption Tax 消費税 (10%) / Total 合計, Bank Details / お振込先 with the bank's Japanese and English names, the branch (with its number or not), 普通 (Ordinary), Account Name in katakana and a SWIFT code, 31 March 2026 or 年月日 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, EVENT_TRADES);
    landline(d);
    ordinaryAtNetBank(d);
    const qtyOf = (unit) =>
      unit === 'day' ? r.int(1, 2) : unit === 'person-day' ? r.int(4, 20) : unit === 'guest' ? r.int(50, 300) : 1;
    d.items = itemsFrom(r, EVENT_ITEMS, r.int(3, 6), qtyOf);
    d.sum = summarize(d.items);
    const s = d.sum;
    const en = r.chance(0.6);
    const fmt = en ? ([y, m, dd]) => `${dd} ${EN_MONTHS_LONG[m - 1]} ${y}` : DATE_FORMATS.seireki;
    const jpy = (n) => `JPY ${yen(n)}`;
    const issuer = spelled(d, r.pick(['full', 'full', 'paren']));
    const holder = holderPrinted(d, r.pick(['full', 'half']));
    const showBranchCode = r.chance(0.5);
    const eventDay = addDays(d.issue, -r.int(3, 20));
    const eventName = `${r.pick(STEMS)[0]} ${r.pick(EVENT_NAMES)} ${eventDay[0]}`;
    const accent = r.pick(['#b3262d', '#1d3c78', '#0f6e5a', '#333']);
    const css = `body { font-family: 'Liberation Sans', 'Noto Sans CJK JP'; font-size: 11.5px; color: #222; }
      .wrap { padding: 44px 56px; } .hd { display: flex; justify-content: space-between; border-bottom: 3px solid ${accent}; padding-bottom: 12px; }
      .t { font-size: 34px; font-weight: bold; color: ${accent}; letter-spacing: .06em; line-height: 1; } .t small { display: block; font-size: 15px; color: #444; letter-spacing: .3em; margin-top: 6px; font-weight: normal; }
      .from { margin-top: 10px; line-height: 1.55; font-size: 11px; } .from b { font-size: 15px; }
      .meta td { padding: 3px 0 3px 14px; } .meta td:first-child { color: #666; font-size: 10.5px; } .meta td:last-child { text-align: right; font-weight: bold; }
      .mid { display: flex; justify-content: space-between; margin-top: 16px; line-height: 1.6; } .lb { font-size: 10px; color: #777; letter-spacing: .05em; }
      .bill { font-size: 15px; } .ev td { padding: 1px 0 1px 10px; vertical-align: top; } .ev td:first-child { color: #666; font-size: 10.5px; }
      .due { margin-top: 16px; display: flex; justify-content: space-between; align-items: center; background: ${accent}; color: #fff; padding: 10px 16px; }
      .due b { font-size: 22px; }
      .items { width: 100%; margin-top: 14px; } .items th { border-bottom: 2px solid #222; font-weight: normal; text-align: left; padding: 5px 4px; font-size: 10.5px; color: #555; }
      .items th.num { text-align: right; } .items td { border-bottom: 1px solid #ddd; padding: 6px 4px; }
      .sum { margin: 10px 0 0 auto; width: 340px; } .sum td { padding: 3px 4px; } .sum .g td { border-top: 2px solid #222; font-weight: bold; font-size: 14px; }
      .bank { margin-top: 18px; border: 1px solid #bbb; padding: 8px 14px; width: 470px; } .bank td { padding: 2px 14px 2px 0; vertical-align: top; } .bank td:first-child { color: #666; font-size: 10.5px; width: 150px; }`;
    const bankEn = BANK_EN[d.bank.code];
    const page = `<div class="wrap"><div class="hd"><div><div class="t">INVOICE<small>御請求書</small></div>
          <div class="from"><b>${issuer}</b><br>〒${d.zip} <span class="addr">${d.address}</span><br>Tel ${d.tel}　Fax ${d.fax}<br>Registration No. 登録番号: ${d.reg}</div></div>
        <table class="meta" style="align-self:flex-start"><tr><td>Invoice No. 請求書番号</td><td>${d.no}</td></tr><tr><td>Issue Date 発行日</td><td>${fmt(d.issue)}</td></tr>
          <tr><td>Payment Due お支払期限</td><td>${fmt(d.due)}</td></tr></table></div>
      <div class="mid"><div><div class="lb">BILL TO / 御請求先</div><div class="bill">${d.buyerName} 御中</div><div>Attn. ${d.buyerPerson} 様</div></div>
        <table class="ev"><tr><td>Event 案件名</td><td>${eventName}</td></tr><tr><td>Venue 会場</td><td>${r.pick(VENUES)}</td></tr><tr><td>Date 開催日</td><td>${fmt(eventDay)}</td></tr></table></div>
      <div class="due"><span>Total Amount Due ご請求金額 (tax incl. 税込)</span><b>${jpy(s.total)}</b></div>
      <table class="items"><tr><th>Description 内容</th><th class="num">Qty 数量</th><th>Unit 単位</th><th class="num">Unit Price 単価</th><th class="num">Amount 金額</th></tr>
        ${rowsOf(d.items, [[(it) => it.name], [(it) => yen(it.qty), 'num'], [(it) => it.unit], [(it) => jpy(it.price), 'num'], [(it) => jpy(it.amount), 'num']])}</table>
      <table class="sum"><tr><td>Subtotal 小計</td><td class="num">${jpy(s.subtotal)}</td></tr><tr><td>Consumption Tax 消費税 (10%)</td><td class="num">${jpy(s.tax)}</td></tr>
        <tr class="g"><td>Total 合計</td><td class="num">${jpy(s.total)}</td></tr></table>
      <div class="bank"><div class="lb" style="margin-bottom:4px">BANK DETAILS / お振込先</div><table>
        <tr><td>Bank 銀行</td><td>${d.bank.name}${bankEn ? ` (${bankEn})` : ''}</td></tr>
        <tr><td>Branch 支店</td><td>${d.branch.name}${showBranchCode ? ` (No. ${d.branch.code})` : ''}</td></tr>
        <tr><td>Account Type 預金種目</td><td>${TYPE_LABEL[d.type]} (${d.type === 2 ? 'Ordinary' : 'Current'})</td></tr>
        <tr><td>Account No. 口座番号</td><td>${d.account}</td></tr><tr><td>Account Name 口座名義</td><td>${holder}</td></tr>
        ${SWIFT[d.bank.code] ? `<tr><td>SWIFT</td><td>${SWIFT[d.bank.code]}</td></tr>` : ''}</table></div>
      <p style="margin-top:14px;font-size:10.5px;color:#555;line-height:1.7">Please remit the total amount by the due date. Bank charges are to be borne by the remitter.<br>
        お支払期限までに上記口座へお振込みください。振込手数料はご負担くださいますようお願いいたします。</p></div>`;
    return { pages: [page], css, printed: { issuer, holder, showBranchCode } };
  },
});

// 56 — an 産業廃棄物 収集運搬・処分 company's monthly 請求書 to a builder: its 許可番号 under the name, the 現場名, one row per
// 搬出 (収集運搬費 per truck, 処分費 by m³ or t with a decimal 数量) with its マニフェスト交付番号, the totals and the 振込先 as
// two blocks side by side at the foot, 金融機関コード and 支店コード printed one digit per small box.
const WASTE_TRADES = [
  ['環境サービス', 'カンキョウサービス'],
  ['クリーン', 'クリーン'],
  ['環境開発', 'カンキョウカイハツ'],
  ['リサイクル', 'リサイクル'],
  ['産業', 'サンギョウ'],
];
const WASTES = [
  ['廃プラスチック類', 'm³', 6000, 15000],
  ['木くず', 'm³', 4000, 9000],
  ['がれき類', 't', 3000, 8000],
  ['汚泥', 't', 15000, 35000],
  ['混合廃棄物（安定型）', 'm³', 8000, 18000],
  ['廃石膏ボード', 'm³', 10000, 20000],
  ['ガラスくず・陶磁器くず', 'm³', 5000, 12000],
];
const TRUCKS = ['2tダンプ', '4tダンプ', '4t平ボディ', '10tダンプ', 'パッカー車'];
const BUILD_SITES = ['{s}邸新築工事', '{s}ビル解体工事', '{s}マンション改修工事', '{s}倉庫新築工事', '{s}店舗内装工事'];
/** JIS prefecture codes of PLACES' prefectures, which permits (産廃 許可番号, 派遣 許可番号) begin with. */
const PREF_CODES = {
  東京都: '13',
  大阪府: '27',
  愛知県: '23',
  福岡県: '40',
  北海道: '01',
  宮城県: '04',
  神奈川県: '14',
  京都府: '26',
  兵庫県: '28',
  広島県: '34',
  埼玉県: '11',
  千葉県: '12',
  静岡県: '22',
  群馬県: '10',
};
const prefOf = (address) => address.match(/^(東京都|北海道|(?:大阪|京都)府|.{2,3}?県)/)[1];
const codeBoxes = (s) => `<span class="cb">${[...s].map((c) => `<i>${c}</i>`).join('')}</span>`;
LAYOUTS.push({
  id: 'L56-sanpai-codeboxes',
  split: 'dev',
  title: "産業廃棄物 収集運搬・処分 company's 請求書 with 金融機関コード/支店コード in boxes",
  exercises:
    "an 産業廃棄物 収集運搬・処分 company's monthly 請求書 to a builder: the buyer with 御中 and the 現場名 at the top left, 請求日/請求番号 at the right over the issuer (name, 収集運搬業 and 処分業 許可番号 of 11 digits, 〒 address, TEL/FAX, 登録番号), ご請求金額 and お支払期日, one row per 搬出 with its 搬出日 and マニフェスト交付番号 (収集運搬費 per truck, 処分費 by m³ or t with a decimal 数量), at the foot two blocks side by side: the 振込先 table (金融機関名 and 金融機関コード, 支店名 and 支店コード, each code one digit per small box; 預金種目, 口座番号, 口座名義) and 小計/消費税/合計, 令和 or slash dates, 信用金庫 or banks",
  opts: (r, inst) => ({ rates: '10', bank: inst === 0 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(
      d,
      r,
      WASTE_TRADES,
      FORMS.filter(([f]) => f !== '合同会社'),
    );
    landline(d);
    if (!d.bank.main && r.chance(0.5)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [by, bm] = billedMonth(d.issue);
    const last = endOfMonth(by, bm);
    d.issue = r.chance(0.5) ? last : addDays(last, r.int(1, 5));
    const nm = addDays(endOfMonth(d.issue[0], d.issue[1]), 1);
    d.due = endOfMonth(nm[0], nm[1]);
    const trips = Array.from({ length: r.int(2, 4) }, () => r.int(1, last[2]))
      .sort((a, b) => a - b)
      .map((day) => {
        const [w, unit, lo, hi] = r.pick(WASTES);
        const qty = r.int(2, 16) / 2;
        const price = Math.round(r.int(lo, hi) / 500) * 500;
        const truck = r.pick(TRUCKS);
        const carry = r.int(15, 45) * 1000;
        return {
          date: [by, bm, day],
          mani: `${r.int(1, 9)}${r.digits(10)}`,
          rows: [
            { name: `収集運搬費（${truck}）`, unit: '台', qty: 1, qtyText: '1', price: carry, amount: carry, rate: 10 },
            { name: `処分費　${w}`, unit, qty, qtyText: qty.toFixed(1), price, amount: qty * price, rate: 10 },
          ],
        };
      });
    d.items = trips.flatMap((t) => t.rows);
    d.sum = summarize(d.items);
    const s = d.sum;
    const wareki = r.chance(0.5);
    const fmt = DATE_FORMATS[wareki ? 'wareki' : 'slash'];
    const issuer = spelled(d, r.pick(['full', 'full', 'circled']));
    const holder = holderPrinted(d, r.pick(['half', 'full', 'big']));
    const pref = prefOf(d.address);
    const site = r.pick(BUILD_SITES).replace('{s}', r.pick(STEMS)[0]);
    const permit = () => `${pref}　第${PREF_CODES[pref]}${r.int(0, 2)}${pad2(r.int(0, 99))}${r.digits(6)}号`;
    const accent = r.pick(['#2f6b3b', '#245a7a', '#555']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 11px; color: #222; }
      .wrap { padding: 40px 50px; } .top { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { font-size: 30px; letter-spacing: .5em; margin: 0 0 16px; font-weight: 500; color: ${accent}; }
      .to .n { font-size: 17px; border-bottom: 2px solid ${accent}; padding-right: 20px; white-space: nowrap; } .to div { margin-top: 5px; }
      .meta td { padding: 1px 0 1px 14px; } .meta td:first-child { color: #555; }
      .from { margin-top: 10px; line-height: 1.55; font-size: 10.5px; } .from b { font-size: 15px; } .from .pm { font-size: 9.5px; color: #444; }
      .amt { margin-top: 14px; display: inline-flex; border: 2px solid ${accent}; } .amt div { padding: 6px 14px; } .amt .l { background: ${accent}; color: #fff; }
      .amt .v { font-size: 20px; font-weight: bold; min-width: 200px; text-align: right; }
      .items { width: 100%; margin-top: 12px; } .items th { background: ${accent}; color: #fff; font-weight: normal; padding: 4px; border: 1px solid ${accent}; }
      .items td { border: 1px solid #bbb; padding: 3px 6px; } .items .c { text-align: center; }
      .foot { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 16px; }
      .bank th, .bank td { border: 1px solid #888; padding: 4px 8px; font-weight: normal; text-align: left; } .bank th { background: #eef2ee; white-space: nowrap; font-size: 10px; }
      .cb { display: inline-flex; vertical-align: middle; } .cb i { font-style: normal; width: 16px; height: 20px; border: 1px solid #444; margin-left: -1px; text-align: center; line-height: 19px; font-size: 12px; }
      .tot th, .tot td { border: 1px solid #888; padding: 4px 12px; font-weight: normal; } .tot th { background: #eef2ee; text-align: left; } .tot td { text-align: right; min-width: 120px; }
      .tot .g th, .tot .g td { font-weight: bold; font-size: 13px; }`;
    const rows = trips
      .map((t) =>
        t.rows
          .map(
            (it, k) =>
              `<tr>${k === 0 ? `<td class="c" rowspan="2">${pad2(t.date[1])}/${pad2(t.date[2])}</td><td class="c" rowspan="2">${t.mani}</td>` : ''}<td>${it.name}</td><td class="num">${it.qtyText}</td><td class="c">${it.unit}</td><td class="num">${yen(it.price)}</td><td class="num">${yen(it.amount)}</td></tr>`,
          )
          .join(''),
      )
      .join('');
    const page = `<div class="wrap"><div class="top">
        <div><h1>請求書</h1><div class="to"><div class="n">${d.buyerName}　御中</div><div>現場名：${site}</div><div>${bm}月分　収集運搬・処分料</div></div></div>
        <div style="width:330px"><table class="meta" style="margin-left:auto"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求番号</td><td>${d.no}</td></tr></table>
          <div class="from"><b>${issuer}</b><br><span class="pm">産業廃棄物収集運搬業許可　${permit()}<br>産業廃棄物処分業許可　${permit()}</span><br>
            〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}</div></div></div>
      <div style="margin-top:14px">平素は格別のご高配を賜り、誠にありがとうございます。下記のとおりご請求申し上げます。</div>
      <div class="amt"><div class="l">ご請求金額（税込）</div><div class="v">￥${yen(s.total)}-</div></div>
      <div style="margin-top:6px">お支払期日　${fmt(d.due)}</div>
      <table class="items"><tr><th style="width:50px">搬出日</th><th style="width:100px">マニフェスト<br>交付番号</th><th>品目・内容</th><th style="width:50px">数量</th><th style="width:36px">単位</th><th style="width:70px">単価</th><th style="width:86px">金額</th></tr>${rows}</table>
      <div class="foot"><table class="bank"><tr><th colspan="4" style="background:${accent};color:#fff;font-size:11px">お振込先</th></tr>
          <tr><th>金融機関名</th><td>${d.bank.name}</td><th>金融機関コード</th><td>${codeBoxes(d.bank.code)}</td></tr>
          <tr><th>支店名</th><td>${d.branch.name}</td><th>支店コード</th><td>${codeBoxes(d.branch.code)}</td></tr>
          <tr><th>預金種目</th><td>${TYPE_LABEL[d.type]}</td><th>口座番号</th><td>${d.account}</td></tr>
          <tr><th>口座名義</th><td colspan="3">${holder}</td></tr></table>
        <table class="tot"><tr><th>小計</th><td>${yen(s.subtotal)}</td></tr><tr><th>消費税（10%）</th><td>${yen(s.tax)}</td></tr><tr class="g"><th>合計</th><td>${yen(s.total)}</td></tr></table></div>
      <p style="font-size:10px;color:#555;margin-top:12px">※マニフェスト（E票）は処分完了後に返送いたします。※振込手数料は貴社にてご負担願います。</p></div>`;
    return { pages: [page], css, printed: { issuer, holder, showBankCode: true, showBranchCode: true } };
  },
});

// 57 — a 旅館's 御請求書 for a company's group stay, set in a serif face: the stay (団体名 御一行様, 宿泊日, 人数), 宿泊料 per
// person-night with サービス料, 宴会 extras, 入湯税 (不課税) added after the 消費税, a ご予約金 maybe deducted, 令和 dates.
const RYOKAN_TRADES = [
  ['旅館', 'リョカン'],
  ['観光ホテル', 'カンコウホテル'],
  ['温泉旅館', 'オンセンリョカン'],
  ['館', 'カン'],
  ['荘', 'ソウ'],
];
LAYOUTS.push({
  id: 'L57-ryokan-group',
  split: 'dev',
  title: "旅館's 御請求書 for a group stay with 入湯税",
  exercises:
    "a 旅館's 御請求書 for a company's group stay, set in a serif face: the buyer with 御中 and a 様, the issuer's name large with 〒 address, TEL/FAX and 登録番号 at the right over a 角印, the stay (ご利用団体 … 御一行様, ご宿泊日 with weekdays, ご人数), ご請求金額 in a ruled box, 宿泊料（1泊2食付）per person-night, サービス料（10%）, 宴会 飲物・追加料理・会議室, 課税対象額/消費税（10%）, 入湯税 (150円×人数×泊数, 不課税) added after it, a ご予約金（お預り金） △ deducted or not (the amount left is the total), お支払期日, 令和 dates, regional banks or 信用金庫",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'main' : 'other' }),
  render(d, r) {
    setCorp(
      d,
      r,
      RYOKAN_TRADES,
      FORMS.filter(([f]) => f !== '合同会社'),
    );
    landline(d);
    if (!d.bank.main && r.chance(0.5)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const guests = r.int(8, 40);
    const nights = r.chance(0.75) ? 1 : 2;
    const checkIn = addDays(d.issue, -r.int(4, 20));
    const checkOut = addDays(checkIn, nights);
    const stay = {
      name: 'ご宿泊料（1泊2食付）',
      unit: '名泊',
      qty: guests * nights,
      qtyText: `${guests}名×${nights}泊`,
      price: r.int(24, 56) * 500,
      rate: 10,
    };
    stay.amount = stay.qty * stay.price;
    const service = {
      name: 'サービス料（宿泊料の10%）',
      unit: '式',
      qty: 1,
      price: stay.amount / 10,
      amount: stay.amount / 10,
      rate: 10,
    };
    const drinks = r.int(300, 2000) * 100;
    const items = [stay, service, { name: '宴会 お飲物代', unit: '式', qty: 1, price: drinks, amount: drinks, rate: 10 }];
    if (r.chance(0.6)) {
      const q = r.int(2, 6);
      const p = r.int(6, 15) * 1000;
      items.push({
        name: `追加料理（${r.pick(['舟盛り', '鍋', '和牛陶板焼き', 'オードブル'])}）`,
        unit: '皿',
        qty: q,
        price: p,
        amount: q * p,
        rate: 10,
      });
    }
    if (r.chance(0.5)) {
      const p = r.int(15, 60) * 1000;
      items.push({ name: '会議室使用料', unit: '室', qty: 1, price: p, amount: p, rate: 10 });
    }
    d.items = items;
    d.sum = summarize(items);
    const s = d.sum;
    const nyuto = 150 * guests * nights;
    const deposit = r.chance(0.5) ? r.pick([30000, 50000, 100000]) : 0;
    const total = s.total + nyuto - deposit;
    const fmt = DATE_FORMATS.wareki;
    const wd = (dt) => `${fmt(dt)}（${weekday(dt)}）`;
    const issuer = spelled(d, r.pick(['full', 'full', 'paren']));
    const holder = holderPrinted(d, r.pick(['full', 'half', 'half-big']));
    const dept = r.pick(['総務部', '人事部', '営業部', '経営企画室']);
    const ink = r.pick(['#5a2e1a', '#1f3b4d', '#3b3b3b']);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 12px; color: #222; }
      .frame { position: absolute; inset: 30px; border: 3px double ${ink}; padding: 26px 34px; }
      h1 { text-align: center; font-size: 30px; letter-spacing: .8em; margin: 0 0 6px; color: ${ink}; font-weight: 600; }
      .meta { text-align: right; line-height: 1.7; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 8px; }
      .to { line-height: 1.7; } .to .n { font-size: 18px; border-bottom: 1px solid #222; white-space: nowrap; padding-right: 16px; }
      .from { position: relative; width: 320px; text-align: right; line-height: 1.6; font-size: 11px; } .from b { font-size: 22px; color: ${ink}; letter-spacing: .08em; }
      .stay { margin-top: 16px; } .stay th, .stay td { border: 1px solid #999; padding: 3px 10px; font-weight: normal; text-align: left; } .stay th { background: #f3efe8; }
      .amt { margin-top: 14px; display: flex; border-top: 2px solid ${ink}; border-bottom: 2px solid ${ink}; padding: 8px 4px; align-items: baseline; gap: 30px; }
      .amt b { font-size: 24px; }
      .items { width: 100%; margin-top: 12px; } .items th { border-top: 1px solid #444; border-bottom: 1px solid #444; font-weight: normal; padding: 4px; background: #f3efe8; }
      .items td { border-bottom: 1px dotted #aaa; padding: 4px 6px; }
      .sum { margin: 8px 0 0 auto; } .sum th { text-align: left; font-weight: normal; padding: 3px 30px 3px 6px; border-bottom: 1px dotted #aaa; } .sum td { text-align: right; padding: 3px 6px; border-bottom: 1px dotted #aaa; min-width: 110px; }
      .sum .g th, .sum .g td { font-weight: bold; font-size: 14px; border-bottom: 2px solid ${ink}; }
      .bank { margin-top: 16px; border: 1px solid #999; padding: 8px 14px; line-height: 1.8; width: 420px; }`;
    const sumRows = [
      ['課税対象額（10%）', yen(s.subtotal)],
      ['消費税（10%）', yen(s.tax)],
      [`入湯税（150円×${guests}名×${nights}泊・不課税）`, yen(nyuto)],
      [deposit ? '合計' : '御請求合計', yen(s.total + nyuto), !deposit],
      ...(deposit
        ? [
            ['ご予約金（お預り金）', `△${yen(deposit)}`],
            ['差引御請求額', yen(total), true],
          ]
        : []),
    ];
    const page = `<div class="frame"><h1>御請求書</h1>
      <div class="meta">No. ${d.no}<br>${fmt(d.issue)}</div>
      <div class="top"><div class="to"><div class="n">${d.buyerName}　御中</div><div>${dept}　${d.buyerPerson} 様</div></div>
        <div class="from"><b style="font-size:${Math.min(22, Math.floor(300 / [...issuer].length))}px">${issuer}</b><br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}
          ${kakuin(d, 'right: -6px; top: -16px; opacity: .55;')}</div></div>
      <p style="margin:16px 0 0">このたびはご利用を賜り誠にありがとうございました。下記のとおりご請求申し上げます。</p>
      <table class="stay"><tr><th>ご利用団体</th><td>${d.buyerName} ${dept} 御一行様</td></tr>
        <tr><th>ご宿泊日</th><td>${wd(checkIn)} ～ ${wd(checkOut)}　${nights}泊</td></tr><tr><th>ご人数</th><td>大人 ${guests}名</td></tr></table>
      <div class="amt"><span>ご請求金額</span><b>￥${yen(total)}-</b><span>お支払期日　${fmt(d.due)}</span></div>
      <table class="items"><tr><th>摘要</th><th style="width:70px">数量</th><th style="width:80px">単価</th><th style="width:100px">金額</th></tr>
        ${rowsOf(items, [[(it) => it.name], [(it) => it.qtyText ?? `${it.qty}${it.unit}`, 'num'], [(it) => yen(it.price), 'num'], [(it) => yen(it.amount), 'num']])}</table>
      <table class="sum">${sumRows.map(([k, v, g]) => `<tr${g ? ' class="g"' : ''}><th>${k}</th><td>${v}</td></tr>`).join('')}</table>
      <div class="bank">【お振込先】　${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}</div>
      <p style="font-size:10.5px;color:#555;margin-top:10px">※入湯税は市町村税のため消費税の対象外です。※振込手数料はお客様にてご負担をお願いいたします。</p></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 58 — a 人材派遣 company's monthly 派遣料金 請求書: a coloured band with the issuer's name as its logo, the period, one block
// per 派遣スタッフ (通常勤務 hours × 時給, 時間外 at 1.25×, 交通費) with hours as 152:30 or 152.50, a 小計 each, the
// 許可番号 and 登録番号 beside the issuer, the totals and the 振込先 side by side.
const HAKEN_TRADES = [
  ['スタッフサービス', 'スタッフサービス'],
  ['ヒューマンリソース', 'ヒューマンリソース'],
  ['キャリア', 'キャリア'],
  ['人材センター', 'ジンザイセンター'],
  ['ワークス', 'ワークス'],
];
const HAKEN_JOBS = ['一般事務', '経理事務', '営業事務', 'コールセンター', '軽作業', 'データ入力', 'CADオペレーター', '受付'];
LAYOUTS.push({
  id: 'L58-haken-hours',
  split: 'dev',
  title: "人材派遣 company's monthly 派遣料金 請求書 by staff and hours",
  exercises:
    "a 人材派遣 company's monthly 派遣料金 請求書: a coloured band with the issuer's name as a logo and 御請求書, the buyer's 〒 address and name with 御中 at the left, 請求日/請求書番号/対象期間/お支払期限 at the right, the issuer's 〒 address, TEL/FAX, 労働者派遣事業 許可番号 (派13-301234) and 登録番号, ご請求金額（税込）, one block per 派遣スタッフ (氏名, 職種, 通常勤務 hours × 時給, 時間外 at 1.25×, 交通費) with hours as h:mm or decimal and a スタッフ小計, 小計/消費税/合計 beside the 振込先 box, 株式会社 or (株), slash or 年月日 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, HAKEN_TRADES);
    landline(d);
    ordinaryAtNetBank(d);
    const [by, bm] = billedMonth(d.issue);
    const last = endOfMonth(by, bm);
    d.issue = r.chance(0.5) ? last : addDays(last, r.int(1, 7));
    const nm = addDays(endOfMonth(d.issue[0], d.issue[1]), 1);
    d.due = r.chance(0.6) ? endOfMonth(nm[0], nm[1]) : [nm[0], nm[1], 25];
    const hm = r.chance(0.5);
    const hours = (h) => (hm ? `${Math.floor(h)}:${pad2(Math.round((h % 1) * 60))}` : h.toFixed(2));
    const staff = Array.from({ length: r.int(2, 4) }, () => {
      const rate = 80 * r.int(20, 32);
      const base = r.int(400, 672) / 4;
      const ot = r.chance(0.7) ? r.int(8, 120) / 4 : 0;
      const fare = r.int(20, 200) * 100;
      const rows = [{ name: '通常勤務', qtyText: hours(base), unit: '時間', price: rate, amount: base * rate, rate: 10 }];
      if (ot)
        rows.push({
          name: '時間外勤務（25%増）',
          qtyText: hours(ot),
          unit: '時間',
          price: rate * 1.25,
          amount: ot * rate * 1.25,
          rate: 10,
        });
      rows.push({ name: '交通費', qtyText: '1', unit: '式', price: fare, amount: fare, rate: 10 });
      return { name: `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`, job: r.pick(HAKEN_JOBS), rows };
    });
    d.items = staff.flatMap((x) => x.rows);
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['slash', 'seireki', 'seirekiPad'])];
    const issuer = spelled(d, r.pick(['full', 'full', 'paren']));
    const holder = holderPrinted(d, r.pick(['half', 'full', 'half-big']));
    const band = r.pick(['#e8731c', '#1d6fb8', '#0f8a6a', '#7a3e9d']);
    const prefNo = PREF_CODES[prefOf(d.address)];
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 11px; color: #222; }
      .band { background: ${band}; color: #fff; display: flex; justify-content: space-between; align-items: center; padding: 16px 50px; }
      .band .logo { font-size: 20px; font-weight: bold; letter-spacing: .05em; } .band h1 { margin: 0; font-size: 24px; letter-spacing: .4em; font-weight: 500; }
      .wrap { padding: 20px 50px; } .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .to { line-height: 1.6; width: 330px; } .to .n { font-size: 16px; border-bottom: 1px solid #222; margin-top: 6px; white-space: nowrap; }
      .meta td { padding: 2px 0 2px 12px; } .meta td:first-child { color: #666; }
      .from { margin-top: 8px; line-height: 1.55; text-align: right; font-size: 10.5px; }
      .amt { margin-top: 14px; display: inline-flex; border: 2px solid ${band}; } .amt div { padding: 6px 14px; } .amt .l { background: ${band}; color: #fff; }
      .amt .v { font-size: 19px; font-weight: bold; min-width: 180px; text-align: right; }
      .items { width: 100%; margin-top: 12px; } .items th { background: #f0f0f0; border-bottom: 2px solid ${band}; font-weight: normal; padding: 4px; }
      .items td { border-bottom: 1px solid #e0e0e0; padding: 3px 6px; } .items .st td { background: #fafafa; font-weight: bold; border-top: 1px solid #999; }
      .items .sub td { border-bottom: 1px solid #999; } .items .sub td:first-child { text-align: right; color: #555; }
      .foot { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 14px; }
      .bank { border: 1px solid ${band}; padding: 8px 14px; line-height: 1.75; width: 340px; } .bank b { color: ${band}; }
      .tot th { text-align: left; font-weight: normal; padding: 3px 26px 3px 8px; border-bottom: 1px solid #ccc; } .tot td { text-align: right; padding: 3px 8px; border-bottom: 1px solid #ccc; min-width: 110px; }
      .tot .g th, .tot .g td { font-weight: bold; font-size: 13px; border-bottom: 2px solid ${band}; }`;
    const rows = staff
      .map(
        (x) =>
          `<tr class="st"><td colspan="5">派遣スタッフ：${x.name}　（${x.job}）</td></tr>${rowsOf(x.rows, [[(it) => `　${it.name}`], [(it) => it.qtyText, 'num'], [(it) => it.unit], [(it) => yen(it.price), 'num'], [(it) => yen(it.amount), 'num']])}
          <tr class="sub"><td colspan="4">スタッフ小計</td><td class="num">${yen(x.rows.reduce((t, it) => t + it.amount, 0))}</td></tr>`,
      )
      .join('');
    const page = `<div class="band"><div class="logo">${issuer}</div><h1>御請求書</h1></div>
      <div class="wrap"><div class="top">
        <div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<div class="n">${d.buyerName}　御中</div><div>派遣先：${r.pick(['本社', '物流センター', 'カスタマーセンター', '営業本部'])}</div></div>
        <div><table class="meta" style="margin-left:auto"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書番号</td><td>${d.no}</td></tr>
            <tr><td>対象期間</td><td>${fmt([by, bm, 1])}～${fmt(last)}</td></tr><tr><td>お支払期限</td><td>${fmt(d.due)}</td></tr></table>
          <div class="from">〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>労働者派遣事業　許可番号 派${prefNo}-${r.int(300001, 319999)}<br>登録番号　${d.reg}</div></div></div>
      <p style="margin:12px 0 0">平素より格別のお引き立てを賜り、厚く御礼申し上げます。${bm}月分の派遣料金を下記のとおりご請求申し上げます。</p>
      <div class="amt"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(s.total)}</div></div>
      <table class="items"><tr><th>項目</th><th style="width:80px">時間・数量</th><th style="width:40px">単位</th><th style="width:80px">単価</th><th style="width:100px">金額</th></tr>${rows}</table>
      <div class="foot"><div class="bank"><b>お振込先</b><br>${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}　${d.account}<br>口座名義：${holder}</div>
        <table class="tot"><tr><th>小計</th><td>${yen(s.subtotal)}</td></tr><tr><th>消費税（10%）</th><td>${yen(s.tax)}</td></tr><tr class="g"><th>合計</th><td>¥${yen(s.total)}</td></tr></table></div>
      <p style="font-size:10px;color:#555;margin-top:10px">※勤務時間は派遣先ご担当者様承認済みのタイムシートに基づきます。※振込手数料は貴社にてご負担ください。</p></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

export { BANK_EN, EN_MONTHS_LONG, PREF_CODES, SWIFT, codeBoxes, prefOf };
