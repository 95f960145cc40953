// Invoice corpus layouts L197–L202: each pushed onto core.mjs's LAYOUTS, in order.
import {
  DATE_FORMATS,
  GIVEN,
  LAYOUTS,
  PLACES,
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
import { kakuin, landline, shuffle } from './layouts-019-028.mjs';
import { abbreviated, setCorp } from './layouts-029-034.mjs';
import { addrHtml, ordinaryAtNetBank, rebank, withBuilding } from './layouts-035-040.mjs';
import { kanjiDate } from './layouts-047-052.mjs';
import { prefOf } from './layouts-053-058.mjs';
import { alnum, mdSlash } from './layouts-077-082.mjs';
import { JA_BRANCHES, TOWN_JA, TOWNS, cityOf, relocate } from './layouts-089-094.mjs';
import { addMonths } from './layouts-095-100.mjs';
import { REGIONAL_BANKS, localBank, setFamilyCorp } from './layouts-143-148.mjs';
import { townOf, yuchoPair } from './layouts-149-154.mjs';
import { KANJI_STEMS, textSeal } from './layouts-167-172.mjs';

// ---- 197–202: written blind as the thirty-first round's fresh set.

/** A customer elsewhere: 〒, a street address and a TEL from another of PLACES than the issuer's. */
const elsewhere = (d, r) => {
  const [zip, town, area] = r.pick(PLACES.filter(([z]) => z !== d.zip));
  return {
    zip,
    town,
    address: `${town}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`,
    tel: `${area}-${area.length === 2 ? r.digits(4) : r.digits(3)}-${r.digits(4)}`,
  };
};

/** A 信用金庫 of the prefecture of each of PLACES, for shops that bank locally (printed without codes). */
const PLACE_SHINKIN = {
  東京都: ['城南信用金庫', '西武信用金庫', '巣鴨信用金庫'],
  大阪府: ['大阪信用金庫', '大阪シティ信用金庫'],
  愛知県: ['瀬戸信用金庫', '岡崎信用金庫'],
  福岡県: ['福岡信用金庫', '福岡ひびき信用金庫'],
  北海道: ['北海道信用金庫', '札幌信用金庫'],
  宮城県: ['杜の都信用金庫', '宮城第一信用金庫'],
  神奈川県: ['横浜信用金庫', '川崎信用金庫'],
  京都府: ['京都信用金庫', '京都中央信用金庫'],
  兵庫県: ['尼崎信用金庫', '神戸信用金庫'],
  広島県: ['広島信用金庫', '呉信用金庫'],
  埼玉県: ['埼玉縣信用金庫', '川口信用金庫'],
  千葉県: ['千葉信用金庫', '京葉信用金庫'],
  静岡県: ['静清信用金庫', '浜松いわた信用金庫'],
  群馬県: ['高崎信用金庫', 'しののめ信用金庫'],
};

// 197 — a 事務機 dealer (株式会社…事務機 / …OAシステム / 有限会社…ビジネスマシン) bills a company each month for the copies its
// 複合機 made under a カウンター保守契約: カウンター料金 御請求書 from the dealer's 販売管理 system — a mark and the company's name at
// the top left, the title at the right, the buyer's 〒 address and name with 御中, 総務部 ご担当 and its お客様コード at the left, 請求書
// 番号 / 請求日 / 検針日 / お支払期限 at the right over the dealer's block (its 本社 with 〒 address and TEL/FAX, the 担当 営業所 with its
// own 〒 address and TEL, a 保守受付 0120 number, 登録番号) under a 角印, a 今回ご請求金額 / お支払期限 pair of ruled cells (labels over
// values), one block per machine (機種, 機番, 設置場所 — the buyer's own floors and branches —, 保守契約No.) with its rows (モノクロ and
// カラー: 前回カウンター, 今回カウンター, ご使用枚数, 単価 with decimals (1.20 / 12.50 円), 金額 rounded down; a 基本料金 per machine
// sometimes), コピー用紙 sold sometimes, 小計 / 消費税 / 合計 at the right of the notes (the 本体リース料 billed apart by a named リース会社,
// what the カウンター料金 covers), and the お振込先 in a dark band across the foot; slash or 年月日 dates.
const OA_TRADES = [
  ['事務機', 'ジムキ'],
  ['OAシステム', 'オーエーシステム'],
  ['ビジネスマシン', 'ビジネスマシン'],
  ['情報機器', 'ジョウホウキキ'],
  ['オフィス機器', 'オフィスキキ'],
];
// [種別, 機種 prefix, カラー]
const MFP_KINDS = [
  ['A3カラー複合機', 'C', true],
  ['A3カラー複合機', 'MX-C', true],
  ['A4カラー複合機', 'PX-', true],
  ['A3モノクロ複合機', 'M', false],
];
const MFP_SITES = [
  '本社 1F 受付',
  '本社 2F 営業部',
  '本社 3F 総務部',
  '本社 3F 経理部',
  '第二工場 事務所',
  '物流センター 2F',
  '{c}支店',
  '{c}営業所',
];
LAYOUTS.push({
  id: 'L197-fukugouki-counter',
  split: 'dev',
  title:
    "事務機 dealer's monthly カウンター料金 御請求書 for a company's 複合機: one block per machine (機種, 機番, 設置場所, 保守契約No.) with 前回・今回カウンター, ご使用枚数 and 単価 with decimals, the dealer's 本社 and 担当営業所 each with its 〒 address and TEL, a 保守受付 0120 number, the リース会社 named in a note, the お振込先 in a dark foot band",
  exercises:
    "a 事務機 dealer (株式会社…事務機 / …OAシステム株式会社 / 有限会社…ビジネスマシン / …情報機器, (株)/㈱ sometimes — the issuer_name) bills a company for a month of copies under a カウンター保守契約: a coloured mark and the company's name at the top left, カウンター料金 御請求書 at the right, the buyer's 〒 address, name with 御中, 総務部 ご担当 … 様 and its お客様コード at the left, 請求書番号 / 請求日 / 検針日 (the counters' reading day, not the issue_date) / お支払期限 at the right over the dealer's block — 本社 〒 address and TEL/FAX (the issuer's address and phone), 担当 …営業所 with its own 〒 address and TEL (none of the fields), 保守受付 0120-… (not the issuer_phone), 登録番号 — under a 角印; a pair of ruled cells 今回ご請求金額（税込）| お支払期限 with the labels over the values; one block per 複合機 headed by 機種 C4550F（A3カラー複合機）, 機番 QXJ123456, 設置場所 (the buyer's 本社 3F 総務部 / 大阪支店) and 保守契約No. (none of them fields), with rows モノクロ / カラー (前回カウンター and 今回カウンター six-digit readings with commas, ご使用枚数, 単価 1.20 / 12.50 円 with two decimals, 金額 rounded down) and a 基本料金（月額）row sometimes; コピー用紙 A4 sold by the 箱 sometimes; notes (the 本体リース料 billed apart by …リース株式会社, what the カウンター料金 includes) at the left of 小計 / 消費税（10%）/ 合計; the お振込先 in a dark band across the foot (a main or regional bank, the 店番 in brackets sometimes, holder ｶ)… or カ）…); 2026/01/31 or 2026年01月31日 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, OA_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    landline(d);
    if (!d.bank.main && d.bank.name.endsWith('信用金庫')) localBank(d, r, PLACE_SHINKIN[prefOf(d.address)]);
    ordinaryAtNetBank(d);
    const issuer = r.chance(0.7) ? d.issuerName : abbreviated(d, r.int(0, 2));
    // The 担当 営業所: another city, its own 〒, address and TEL.
    const office = elsewhere(d, r);
    const officeName = `${cityOf(office.town).replace(/[市区]$/, '')}営業所`;
    const officeAddr = `${office.address}${r.pick(['', ' ' + r.pick(['第3ビル 2F', 'センタービル5F', '駅前ビル 401'])])}`;
    const callCenter = `0120-${r.int(100, 999)}-${r.digits(3)}`;
    const buyer = elsewhere(d, r);
    d.buyerZip = buyer.zip;
    d.buyerAddress = buyer.address;
    const buyerCity = cityOf(buyer.town).replace(/[市区]$/, '');
    const customer = `${r.int(10, 99)}-${r.digits(4)}`;
    const [y, m] = d.issue;
    const kd = r.pick([15, 20, 25]);
    const reading = [y, m, kd];
    const before = [...addMonths(reading, -1), kd];
    d.issue = r.chance(0.5) ? endOfMonth(y, m) : addDays(reading, r.int(2, 5));
    const nm = addMonths([y, m], 1);
    d.due = r.chance(0.6) ? endOfMonth(...nm) : [...nm, 20];
    d.no = r.chance(0.5) ? `${String(y).slice(2)}${pad2(m)}${r.digits(5)}` : `CC-${y}${pad2(m)}-${r.digits(4)}`;
    const lease = `${r.pick(STEMS)[0]}リース株式会社`;
    const sitePool = shuffle(r, MFP_SITES);
    const nMachines = r.int(1, 3);
    const machines = Array.from({ length: nMachines }, (_, i) => {
      const [kind, prefix, color] = r.pick(MFP_KINDS);
      const model = `${prefix}${r.int(2, 7)}${r.int(0, 9)}${r.pick(['30', '50', '70'])}${r.pick(['', 'F', 'i'])}`;
      const serial = `${alnum(r, 3, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}${r.digits(6)}`;
      const site = sitePool[i].replace('{c}', buyerCity);
      const contract = `${r.int(1000, 9999)}-${r.digits(3)}`;
      const rows = [];
      const monoPrev = r.int(12000, 880000);
      const mono = r.int(600, 14000);
      const monoPrice = r.int(14, 40) * 5;
      rows.push({ label: 'モノクロ', prev: monoPrev, now: monoPrev + mono, count: mono, price100: monoPrice });
      if (color) {
        const colorPrev = r.int(3000, 420000);
        const cnt = r.int(150, 5200);
        rows.push({ label: 'カラー', prev: colorPrev, now: colorPrev + cnt, count: cnt, price100: r.int(150, 300) * 5 });
      }
      for (const x of rows) x.amount = Math.floor((x.count * x.price100) / 100);
      const base = r.chance(0.45) ? r.pick([2000, 3000, 5000, 8000]) : 0;
      return { kind, model, serial, site, contract, rows, base };
    });
    const paper = r.chance(0.4) ? { qty: r.int(1, 6), price: r.int(240, 360) * 10 } : null;
    const sub =
      machines.reduce((t, mc) => t + mc.rows.reduce((u, x) => u + x.amount, 0) + mc.base, 0) +
      (paper ? paper.qty * paper.price : 0);
    d.items = [{ name: 'カウンター料金', amount: sub, rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = r.pick([DATE_FORMATS.slash, DATE_FORMATS.slash, DATE_FORMATS.seirekiPad]);
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full']));
    const showBranchCode = r.chance(0.4);
    const branch = showBranchCode ? `${d.branch.name}（${d.branch.code}）` : d.branch.name;
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const accent = r.pick(['#1f5fa8', '#c2410c', '#0f766e', '#4338ca']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.4px; color: #222; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 30px 42px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 3px solid ${accent}; padding-bottom: 6px; }
      .logo { display: flex; align-items: center; gap: 8px; } .logo i { width: 30px; height: 30px; background: ${accent}; color: #fff; font-style: normal; font-weight: 700; font-size: 17px; display: flex; align-items: center; justify-content: center; transform: skewX(-10deg); }
      .logo b { font-size: 16px; letter-spacing: .05em; }
      .ttl { text-align: right; } .ttl b { font-size: 20px; letter-spacing: .12em; } .ttl small { display: block; font-family: 'Liberation Sans', sans-serif; font-size: 8.5px; letter-spacing: .3em; color: #777; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; gap: 18px; margin-top: 12px; }
      .to { line-height: 1.7; padding-top: 2px; } .to .n { font-size: 14px; font-weight: 700; border-bottom: 1px solid #222; display: inline-block; padding-right: 16px; }
      .to .cc { display: inline-block; margin-top: 4px; border: 1px solid #999; padding: 0 6px; font-size: 8.8px; }
      .rt { width: 330px; } .mt { border-collapse: collapse; margin-left: auto; } .mt td { padding: 0 0 0 12px; } .mt td.l { color: #666; }
      .co { position: relative; margin-top: 6px; font-size: 8.8px; line-height: 1.5; } .co .nm { font-size: 13px; font-weight: 700; } .co .k { display: inline-block; width: 30px; color: #666; }
      .lead { margin-top: 8px; }
      .amt { border-collapse: collapse; margin-top: 6px; } .amt th { background: ${accent}; color: #fff; font-weight: normal; padding: 2px 16px; border: 1px solid ${accent}; }
      .amt td { border: 1px solid ${accent}; padding: 3px 16px; text-align: right; } .amt td.v { font-size: 18px; font-weight: 700; min-width: 200px; }
      .det { width: 100%; border-collapse: collapse; margin-top: 8px; font-size: 9px; } .det th { background: #eef1f5; border: 1px solid #9aa3ad; font-weight: normal; padding: 2px; }
      .det td { border: 1px solid #c0c6cd; padding: 1px 6px; } .det td.c { text-align: center; } .det tr.m td { background: #f6f8fa; } .det tr.m b { margin-right: 4px; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px; margin-top: 8px; }
      .nt { font-size: 8.6px; color: #555; line-height: 1.7; }
      .sum { border-collapse: collapse; min-width: 240px; } .sum td { border: 1px solid #9aa3ad; padding: 2px 10px; } .sum td.l { background: #eef1f5; }
      .sum tr.t td { font-weight: 700; font-size: 12.5px; border: 2px solid #222; }
      .band { position: absolute; left: 0; right: 0; bottom: 0; background: #27313d; color: #fff; padding: 10px 42px 14px; line-height: 1.8; }
      .band b { color: #ffd76a; font-weight: 700; margin-right: 10px; }`;
    const num = (n) => yen(n);
    const price = (p100) => (p100 / 100).toFixed(2);
    const blocks = machines
      .map(
        (mc) =>
          `<tr class="m"><td colspan="6"><b>機種</b>${mc.model}（${mc.kind}）　<b>機番</b>${mc.serial}　<b>設置場所</b>${mc.site}　<b>保守契約No.</b>${mc.contract}</td></tr>` +
          mc.rows
            .map(
              (x) =>
                `<tr><td class="c">${x.label}</td><td class="num">${num(x.prev)}</td><td class="num">${num(x.now)}</td><td class="num">${num(x.count)}</td><td class="num">${price(x.price100)}</td><td class="num">${num(x.amount)}</td></tr>`,
            )
            .join('') +
          (mc.base
            ? `<tr><td class="c">基本料金</td><td></td><td></td><td class="c">月額</td><td class="num">${num(mc.base)}</td><td class="num">${num(mc.base)}</td></tr>`
            : ''),
      )
      .join('');
    const paperRow = paper
      ? `<tr class="m"><td colspan="6"><b>その他</b>消耗品</td></tr><tr><td class="c">用紙</td><td colspan="2">コピー用紙 A4（500枚×5冊）</td><td class="num">${paper.qty}箱</td><td class="num">${num(paper.price)}</td><td class="num">${num(paper.qty * paper.price)}</td></tr>`
      : '';
    const markChar = d.corpBody[0];
    const page = `<div class="wrap"><div class="top"><div class="logo"><i>${markChar}</i><b>${issuer}</b></div><div class="ttl"><b>カウンター料金 御請求書</b><small>COPY COUNTER CHARGE</small></div></div>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>総務部　${d.buyerPerson} 様<br><span class="cc">お客様コード ${customer}</span></div>
        <div class="rt"><table class="mt"><tr><td class="l">請求書番号</td><td>${d.no}</td></tr><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">検針日</td><td>${fmt(reading)}</td></tr><tr><td class="l">お支払期限</td><td>${fmt(d.due)}</td></tr></table>
          <div class="co"><span class="nm">${issuer}</span><br><span class="k">本社</span>〒${d.zip}　<span class="addr">${d.address}</span><br><span class="k"></span>TEL ${d.tel}　FAX ${d.fax}<br><span class="k">担当</span>${officeName}　TEL ${office.tel}<br><span class="k"></span>〒${office.zip}　<span class="addr">${officeAddr}</span><br>保守受付（コールセンター）${callCenter}<br>登録番号　${reg}
            ${kakuin(d, `right: ${r.int(0, 24)}px; top: ${r.int(-6, 8)}px; width: 58px; height: 58px; font-size: 12px; opacity: .55;`)}</div></div></div>
      <div class="lead">平素は格別のお引き立てを賜り、厚く御礼申し上げます。${fmt(before)}〜${fmt(reading)}検針分のカウンター料金を下記のとおりご請求申し上げます。</div>
      <table class="amt"><tr><th>今回ご請求金額（税込）</th><th>お支払期限</th></tr><tr><td class="v">¥${yen(s.total)}</td><td>${fmt(d.due)}</td></tr></table>
      <table class="det"><tr><th style="width:70px">区分</th><th>前回カウンター</th><th>今回カウンター</th><th>ご使用枚数</th><th style="width:80px">単価（円）</th><th style="width:90px">金額（円）</th></tr>${blocks}${paperRow}</table>
      <div class="low"><div class="nt">※前回検針日 ${fmt(before)}　今回検針日 ${fmt(reading)}<br>※カウンター料金には、トナー・ドラム等の消耗品、部品代、技術料が含まれます。<br>※複合機本体のリース料は、${lease}様より別途ご請求となります。<br>※故障・トナーのご注文は保守受付（${callCenter}）までご連絡ください。</div>
        <table class="sum"><tr><td class="l">小計（税抜）</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="t"><td class="l">合計</td><td class="num">¥${yen(s.total)}</td></tr></table></div>
      <div class="band"><b>お振込先</b>${d.bank.name}　${branch}　${TYPE_LABEL[d.type]}預金　${d.account}　口座名義　${holder}<br><span style="font-size:8.6px;color:#cfd6de">恐れ入りますが、振込手数料は貴社にてご負担くださいますようお願い申し上げます。お振込の際は、お客様コードをご依頼人名の前にご入力ください。</span></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total: s.total, showBranchCode } };
  },
});

// 198 — an 氷屋 in a city or a country town (a sole proprietor under its 屋号: 佐藤氷店 / 佐藤製氷所 / 氷・燃料 佐藤商店, or a family
// 有限会社…製氷) bills a restaurant company or a hotel of its town for the month's ice on a green-ruled 合計請求書 form: the buyer's 〒
// address and name with 御中 at the top left, 請求書 centred, …月末日締切分 with 請求日 and No. at the right, the shop (屋号 large with
// 氷・ドライアイス over it, 店主 or 代表取締役, 〒 address, TEL/FAX, 登録番号) under a round 認印, a row of six ruled boxes with the labels
// over the values (前回御請求額 / 御入金額 / 差引繰越額 / 今回御買上額 / 消費税額 / 今回御請求額 — the amount to pay, with any 繰越), one
// row per delivery (月日, 伝票No., 納品先 — the buyer's 店舗 —, 品名 with ※ on the 食用氷 at 8%, 数量, 単位 貫 / 袋 / 個 / kg, 単価, 金額):
// ドライアイス and the 配達料 at 10%; a 税率別 summary at the foot, and the お振込先 in one sentence at the bottom; 令和 dates.
const KOORI_YAGO = [
  ['{s}氷店', '{k}コオリテン', ''],
  ['{s}製氷所', '{k}セイヒョウジョ', ''],
  ['{s}商店', '{k}ショウテン', '氷・燃料'],
  ['{s}氷室', '{k}ヒムロ', ''],
];
// [品名, 単位, 単価 lo–hi, 税率, 数量 lo–hi]
const KOORI_GOODS = [
  ['純氷 角氷（1貫目）', '貫', 28, 45, 8, 2, 12],
  ['かち割り氷（10kg）', '袋', 50, 90, 8, 2, 10],
  ['クラッシュアイス（5kg）', '袋', 38, 65, 8, 1, 8],
  ['丸氷 φ60（ロック用）', '個', 7, 14, 8, 20, 120],
  ['角柱氷（ハイボール用）', '本', 5, 11, 8, 20, 150],
  ['純氷 ブロック（約135kg）', '本', 420, 650, 8, 1, 2],
  ['ドライアイス（ペレット）', 'kg', 28, 48, 10, 2, 15],
  ['ドライアイス（ブロック）', 'kg', 25, 42, 10, 5, 20],
];
const KOORI_BUYERS = [
  ['株式会社{s}フーズ', ['本店', '駅前店', '{t}店', '北口店']],
  ['有限会社{s}商事', ['居酒屋 {s}', '炉端 {s}', '{s} 二号店']],
  ['{s}観光ホテル株式会社', ['宴会場', '厨房', 'メインバー']],
  ['株式会社{s}鮮魚', ['本店', '市場店']],
];
LAYOUTS.push({
  id: 'L198-koori-gokei',
  split: 'dev',
  title:
    "氷屋's green-ruled 合計請求書 for a month of ice deliveries to a restaurant company or a hotel: a row of six boxes 前回御請求額 … 今回御請求額 (labels over values, a 繰越 sometimes), one row per delivery with the 納品先 店舗, ※食用氷 at 8% and ドライアイス / 配達料 at 10%, the お振込先 in one sentence; 令和 dates",
  exercises:
    "an 氷屋 (a sole proprietor under its 屋号 — 佐藤氷店 / 佐藤製氷所 / 佐藤氷室 / 佐藤商店 with 氷・燃料 over it — with 店主 and the name, or a family 有限会社佐藤製氷 with its 代表取締役; the issuer_name the 屋号 or the company) bills a restaurant company (株式会社…フーズ / 有限会社…商事 with its 居酒屋 / …観光ホテル株式会社 / 株式会社…鮮魚) for the month's ice on a green-ruled 合計請求書 form: the buyer's 〒 address and name with 御中 at the top left, 請 求 書 centred under a double rule, 令和8年1月末日締切分 with 請求日 and No. at the right, the shop at the right (屋号 large, 氷・ドライアイス, 店主 …, 〒 address, TEL/FAX, 登録番号) under a round 認印, a row of six ruled boxes, labels over values — 前回御請求額 / 御入金額 / 差引繰越額 / 今回御買上額（税抜）/ 消費税額 / 今回御請求額, the amount to pay (繰越 added when the last month was not paid in full, as L08) —, one row per delivery (月日 1/5, 伝票No., 納品先 — the buyer's 店舗 or the hotel's 宴会場 / 厨房 —, 品名: 純氷 角氷（1貫目）by the 貫, かち割り氷 / クラッシュアイス by the 袋, 丸氷 / 角柱氷 by the 個 or 本, ブロック by the 本, with ※ as 軽減税率 8%; ドライアイス by the kg at 10%), a 配達料（早朝便）row for the month at 10%, a 税率別 summary (8%対象 / 消費税 / 10%対象 / 消費税) with the ※ note, and the お振込先 as one sentence at the bottom (a 信用金庫 of the prefecture — a regional bank in a country town —, a main bank or ゆうちょ 記号・番号; holder the 屋号's kana with the owner's, the name alone, or ﾕ)… for the company, full or half-width); 令和 dates, the delivery dates m/d",
  opts: (r, inst) => ({ sole: inst !== 2, rates: 'mixed', bank: ['other', 'yucho', 'main'][inst] }),
  render(d, r) {
    let tagline = '氷・ドライアイス';
    let holderBase;
    let boss;
    if (d.sole) {
      const [sn] = d.person.split(' ');
      const snk = d.holderBase.split(' ')[0];
      const [yt, kt, tag] = r.pick(KOORI_YAGO);
      d.yago = yt.replace('{s}', sn);
      d.issuerName = d.yago;
      if (tag) tagline = `${tag}・ドライアイス`;
      holderBase = r.chance(0.55) ? `${kt.replace('{k}', snk)} ${d.holderBase}` : d.holderBase;
      boss = `店主　${d.person}`;
    } else {
      setFamilyCorp(
        d,
        r,
        [
          ['製氷', 'セイヒョウ'],
          ['氷業', 'ヒョウギョウ'],
        ],
        [
          ['有限会社', 'ユ'],
          ['株式会社', 'カ'],
        ],
      );
      holderBase = d.holderBase;
      boss = `代表取締役　${d.corpBody.replace(/(製氷|氷業)$/, '')} ${r.pick(GIVEN)[0]}`;
    }
    landline(d);
    // A shop in a country town sometimes, banking locally; its customers in its own town.
    const rural = r.chance(0.45);
    const street = rural ? relocate(d, r, true) : d.address.replace(/\d.*$/, '');
    if (!d.yucho && !d.bank.main) localBank(d, r, rural ? REGIONAL_BANKS[prefOf(street)] : PLACE_SHINKIN[prefOf(street)]);
    if (!d.yucho) {
      ordinaryAtNetBank(d);
      if (d.sole) d.type = 2;
    }
    const holder = holderPrinted({ holderBase }, r.pick(['full', 'full', 'half', 'half-big']));
    const [bs] = r.pick(KANJI_STEMS);
    const [bt, stores] = r.pick(KOORI_BUYERS);
    d.buyerName = bt.replace('{s}', bs);
    d.buyerZip = d.zip;
    d.buyerAddress = rural
      ? `${street}${r.int(12, 3999)}${r.chance(0.5) ? '番地' : `-${r.int(1, 9)}`}`
      : `${street}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
    const town = cityOf(d.address)
      .replace(/^.+郡/, '')
      .replace(/[市区町村]$/, '');
    const shops = shuffle(
      r,
      stores.map((x) => x.replace('{s}', bs).replace('{t}', town)),
    ).slice(0, r.int(1, Math.min(3, stores.length)));
    // The month delivered, closed at its end; billed that day or in the first days of the next.
    const [y, m] = d.issue;
    const close = endOfMonth(y, m);
    d.issue = r.chance(0.5) || m === 12 ? close : addDays(close, r.int(1, 3));
    d.due = r.chance(0.6) ? endOfMonth(...addMonths(close, 1)) : [...addMonths(close, 1), 20];
    d.no = String(r.int(120, 4800)).padStart(5, '0');
    // The buyer's usual goods, delivered on 8–12 days.
    const usual = shuffle(r, KOORI_GOODS).slice(0, r.int(3, 4));
    if (!usual.some((g) => g[4] === 8)) usual[0] = KOORI_GOODS[0];
    const prices = new Map(usual.map((g) => [g[0], r.int(g[2], g[3]) * 10]));
    const days = shuffle(
      r,
      Array.from({ length: close[2] }, (_, i) => i + 1),
    )
      .slice(0, r.int(8, 12))
      .sort((a, b) => a - b);
    let slip = r.int(1200, 8800);
    const rows = [];
    for (const dd of days) {
      slip += r.int(1, 9);
      const shop = r.pick(shops);
      for (const g of shuffle(r, usual).slice(0, r.chance(0.4) ? 2 : 1)) {
        const qty = r.int(g[5], g[6]);
        const price = prices.get(g[0]);
        rows.push({ dt: [y, m, dd], slip, shop, name: g[0], unit: g[1], qty, price, amount: qty * price, rate: g[4] });
      }
    }
    const trips = days.length;
    const fee = r.int(3, 6) * 100;
    rows.push({
      dt: close,
      slip: '',
      shop: '',
      name: `配達料（早朝便 ${trips}回）`,
      unit: '回',
      qty: trips,
      price: fee,
      amount: trips * fee,
      rate: 10,
    });
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: x.rate }));
    d.sum = summarize(d.items);
    const s = d.sum;
    // Last month's bill, paid in full or all but a 繰越.
    const prev = r.int(300, 2400) * 100 + r.int(0, 99);
    const carry = r.chance(0.35) ? r.int(20, Math.floor(prev / 200)) * 100 + (prev % 100) : 0;
    const paid = prev - carry;
    const total = carry + s.total;
    const fmt = DATE_FORMATS.wareki;
    const warekiMonth = fmt(close).replace(/\d+日$/, '末日');
    const bankText = d.yucho
      ? `ゆうちょ銀行 記号${d.yucho.symbol} 番号${d.yucho.number}`
      : `${d.bank.name} ${d.branch.name} ${TYPE_LABEL[d.type]} ${d.account}`;
    const green = r.pick(['#2f7d4a', '#3b7a57', '#2c6e62']);
    const reg = r.chance(0.35) ? regSpaced(d.reg) : d.reg;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.6px; color: #1e2a22; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 34px 40px 0; }
      .frame { border: 2px solid ${green}; padding: 12px 14px 10px; }
      h1 { text-align: center; font-size: 24px; letter-spacing: 1em; margin: 0 0 0 1em; color: ${green}; font-weight: 700; }
      .rule { width: 240px; margin: 2px auto 0; border-top: 3px double ${green}; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 10px; gap: 16px; }
      .to { width: 330px; line-height: 1.75; } .to .n { font-size: 15px; font-weight: 700; border-bottom: 1px solid ${green}; padding-right: 10px; display: inline-block; }
      .rt { width: 340px; text-align: right; line-height: 1.7; } .rt .cl { display: inline-block; border: 1px solid ${green}; color: ${green}; padding: 0 8px; font-weight: 700; }
      .co { position: relative; text-align: left; margin-top: 8px; line-height: 1.55; padding-left: 24px; } .co .tg { color: ${green}; font-size: 9px; letter-spacing: .1em; } .co .nm { font-size: 18px; font-weight: 700; letter-spacing: .06em; }
      .box { width: 100%; border-collapse: collapse; margin-top: 10px; table-layout: fixed; } .box th { border: 1px solid ${green}; color: ${green}; background: #eef6f0; font-weight: normal; padding: 2px; font-size: 9px; }
      .box td { border: 1px solid ${green}; height: 28px; text-align: right; padding: 0 8px; font-size: 12px; } .box td.t { font-weight: 700; font-size: 14px; border: 2px solid ${green}; }
      .det { width: 100%; border-collapse: collapse; margin-top: 10px; font-size: 9.2px; } .det th { border: 1px solid ${green}; color: ${green}; background: #eef6f0; font-weight: normal; padding: 2px; }
      .det td { border-left: 1px solid ${green}; border-right: 1px solid ${green}; border-bottom: 1px dotted #9cc0a8; padding: 1px 5px; height: 17px; } .det td.c { text-align: center; }
      .det tr:last-child td { border-bottom: 1px solid ${green}; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 8px; }
      .tx { border-collapse: collapse; } .tx td { border: 1px solid ${green}; padding: 1px 10px; } .tx td.l { color: ${green}; background: #eef6f0; }
      .pay { margin-top: 14px; border-top: 1px solid ${green}; padding-top: 6px; line-height: 1.8; }`;
    const det = rows
      .map(
        (x, i) =>
          `<tr><td class="c">${x.slip ? (i > 0 && rows[i - 1].slip === x.slip ? '〃' : mdSlash(x.dt)) : mdSlash(x.dt)}</td><td class="c">${x.slip && !(i > 0 && rows[i - 1].slip === x.slip) ? x.slip : ''}</td><td>${x.shop}</td><td>${x.rate === 8 ? '※' : ''}${x.name}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const blank = Array.from({ length: Math.max(0, 24 - rows.length) }, () => `<tr>${'<td>&nbsp;</td>'.repeat(8)}</tr>`).join('');
    const sealText = d.sole ? d.person.split(' ')[0] : d.corpBody;
    const page = `<div class="wrap"><div class="frame">
      <h1>請求書</h1><div class="rule"></div>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br><span style="font-size:9px">下記のとおりご請求申し上げます。</span></div>
        <div class="rt"><span class="cl">${warekiMonth}締切分</span><br>請求日　${fmt(d.issue)}<br>No.　${d.no}
          <div class="co"><span class="tg">${tagline}</span><br><span class="nm">${d.issuerName}</span><br>${boss}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${reg}
            ${textSeal(d.sole ? sealText : `${sealText}之印`, d.sole ? 2 : 3, `right: ${r.int(0, 30)}px; top: ${r.int(0, 12)}px; width: ${d.sole ? 46 : 58}px; height: ${d.sole ? 46 : 58}px; border-radius: 50%; font-size: ${d.sole ? 14 : 11}px; opacity: .6;`)}</div></div></div>
      <table class="box"><tr><th>前回御請求額</th><th>御入金額</th><th>差引繰越額</th><th>今回御買上額（税抜）</th><th>消費税額</th><th>今回御請求額</th></tr>
        <tr><td>${yen(prev)}</td><td>${yen(paid)}</td><td>${yen(carry)}</td><td>${yen(s.subtotal)}</td><td>${yen(s.tax)}</td><td class="t">${yen(total)}</td></tr></table>
      <table class="det"><tr><th style="width:44px">月日</th><th style="width:50px">伝票No.</th><th style="width:96px">納品先</th><th>品名</th><th style="width:44px">数量</th><th style="width:34px">単位</th><th style="width:56px">単価</th><th style="width:72px">金額</th></tr>${det}${blank}</table>
      <div class="low"><div style="font-size:9px">※印は軽減税率（8%）対象商品です（食用氷）。ドライアイス・配達料は10%です。<br>お支払期限　${fmt(d.due)}</div>
        <table class="tx"><tr><td class="l">8%対象</td><td class="num">${yen(s.by[8]?.base ?? 0)}</td><td class="l">消費税</td><td class="num">${yen(s.by[8]?.tax ?? 0)}</td></tr><tr><td class="l">10%対象</td><td class="num">${yen(s.by[10]?.base ?? 0)}</td><td class="l">消費税</td><td class="num">${yen(s.by[10]?.tax ?? 0)}</td></tr></table></div>
      <div class="pay">お振込の際は、${bankText}　${holder} 宛にお願い申し上げます。<br><span style="font-size:8.8px">毎度ありがとうございます。夏季の大口・お祭り用のご注文はお早めにお申し付けください。</span></div>
      </div></div>`;
    return { pages: [page], css, printed: { issuer: d.issuerName, holder, total } };
  },
});

// 199 — a 筆耕 (a calligrapher trading under its 屋号 — 佐藤筆耕事務所 / 筆耕工房 すずり / 書房 あおい — with its 雅号 and name printed
// under it) bills a company or a hotel for the month's lettering: 御請求書 in 明朝, centred between thin rules, the date (令和八年一月
// 三十一日 in kanji numerals sometimes) at the right, the buyer with 御中 and its 総務部 / 宴会予約課 at the left, the calligrapher at the
// right (屋号 large, 書家 雅号（name）, 〒 address, TEL, e-mail, 登録番号) under a square 落款-like seal of the 雅号, 金 12,345 円也 in a
// double-ruled box, one block per 案件 (ご依頼日, 件名 — 永年勤続表彰 賞状 / 創立記念式典 招待状 宛名 / ご披露宴 席札 —) with its rows
// (賞状 筆耕 A3 by the 枚, 宛名書き by the 件, 席札, 席次表 大判, 式次第, 用紙代, a 特急料金 30% of the block sometimes), 小計 / 消費税 /
// 合計, and the お振込先 in a box with a vertical heading at the bottom left; 令和 dates.
const HIKKO_GAGO = ['翠雲', '香苑', '松韻', '紫峰', '玉蘭', '清風', '桂月', '瑞光'];
// [屋号, its kana]: {s} the surname, {w} a word.
const HIKKO_YAGO = [
  ['{s}筆耕事務所', '{k}ヒッコウジムショ'],
  ['筆耕工房 {w}', 'ヒッコウコウボウ {wk}'],
  ['書房 {w}', 'ショボウ {wk}'],
  ['{s}書道筆耕', '{k}ショドウヒッコウ'],
];
const HIKKO_WORDS = [
  ['すずり', 'スズリ'],
  ['あおい', 'アオイ'],
  ['ふでのや', 'フデノヤ'],
  ['つきあかり', 'ツキアカリ'],
  ['しらうめ', 'シラウメ'],
];
// Blocks: [件名, rows [品名, 単位, 単価 lo–hi (×10), 数量 lo–hi]], {n} an ordinal.
const HIKKO_JOBS_CORP = [
  [
    '永年勤続表彰 賞状',
    [
      ['賞状 筆耕（A3・縦書き）', '枚', 150, 300, 5, 30],
      ['賞状用紙（A3 鳥の子）', '枚', 15, 40, 5, 30],
    ],
  ],
  [
    '創立{n}周年記念式典 招待状 宛名書き',
    [
      ['宛名書き（封筒 角2・毛筆）', '件', 20, 35, 40, 200],
      ['宛名書き（はがき・毛筆）', '件', 12, 25, 30, 150],
    ],
  ],
  [
    '創立{n}周年記念式典 会場掲示',
    [
      ['式次第 筆耕（模造紙）', '枚', 500, 1500, 1, 2],
      ['立て看板 筆耕（式典会場名）', '枚', 800, 2000, 1, 2],
    ],
  ],
  [
    '感謝状 筆耕',
    [
      ['感謝状 筆耕（B4・縦書き）', '枚', 150, 300, 2, 12],
      ['賞状額（B4 金ラック）', '枚', 150, 300, 2, 12],
    ],
  ],
  ['年賀状 宛名書き', [['宛名書き（はがき・毛筆）', '件', 12, 25, 50, 300]]],
];
const HIKKO_JOBS_HOTEL = [
  [
    '{f}家・{g}家 ご披露宴',
    [
      ['席札 筆耕', '枚', 15, 30, 40, 90],
      ['席次表 筆耕（大判）', '枚', 800, 2000, 1, 1],
      ['ウェルカムボード 筆耕', '枚', 500, 1500, 1, 1],
    ],
  ],
  [
    '{f}家 法要 御膳',
    [
      ['席札 筆耕', '枚', 15, 30, 15, 40],
      ['献立表 筆耕（奉書）', '枚', 30, 60, 15, 40],
    ],
  ],
  [
    '{c} 新年賀詞交歓会',
    [
      ['会場看板 筆耕（横長）', '枚', 800, 2000, 1, 1],
      ['名札 筆耕', '枚', 10, 20, 50, 200],
    ],
  ],
];
LAYOUTS.push({
  id: 'L199-hikkou-shoka',
  split: 'dev',
  title:
    "筆耕 calligrapher's 御請求書 in 明朝 under a 屋号 with its 雅号 and name beside: 金 12,345 円也 in a double box, one block per 案件 (賞状, 宛名書き, 席札, 席次表) with a 特急料金 sometimes, a 落款-like seal, the お振込先 boxed with a vertical heading; 令和 dates, in kanji numerals sometimes",
  exercises:
    "a 筆耕 (a calligrapher trading under its 屋号 — 佐藤筆耕事務所 / 筆耕工房 すずり / 書房 あおい / 佐藤書道筆耕, the issuer_name — with 書家 and its 雅号 翠雲 and its name in brackets under it, neither the issuer_name) bills a company (its 総務部) or a hotel (its 宴会予約課) for the month's lettering: 御請求書 in 明朝 centred between thin rules, the date at the right (令和八年一月三十一日 in kanji numerals, or 令和8年1月31日) with the 請求番号, the buyer with 御中 and its 部署・ご担当 … 様 at the left, the calligrapher at the right (屋号 large, 書家 雅号（name）, 〒 address, TEL — a mobile often —, e-mail, 登録番号) under a square red seal carved with the 雅号, 下記のとおりご請求申し上げます and 金 12,345 円也（消費税込）in a double-ruled box, one block per 案件 headed by its ご依頼日 and 件名 (永年勤続表彰 賞状 / 創立50周年記念式典 招待状 宛名書き / 会場掲示 / 感謝状; for a hotel: 佐藤家・鈴木家 ご披露宴, 法要 御膳, …新年賀詞交歓会 — the families' and events' names none of the fields) with its rows (賞状 筆耕（A3・縦書き）and 賞状用紙 by the 枚, 宛名書き（封筒 角2・毛筆）by the 件, 席札 / 席次表（大判）/ ウェルカムボード / 献立表, 式次第 / 立て看板, a 特急料金（翌日仕上げ・30%）row of the block sometimes), 小計 / 消費税（10%）/ 合計 at the right, the お支払期限 as a sentence, and the お振込先 boxed at the bottom left with お振込先 set vertically at its left edge (a bank or ゆうちょ 記号・番号; holder the name's kana, or the 屋号's with it, full-width); 令和 dates",
  opts: (r, inst) => ({ sole: true, rates: '10', bank: ['main', 'yucho', 'other'][inst] }),
  render(d, r) {
    const [sn] = d.person.split(' ');
    const snk = d.holderBase.split(' ')[0];
    const [yt, kt] = r.pick(HIKKO_YAGO);
    const [w, wk] = r.pick(HIKKO_WORDS);
    d.yago = yt.replace('{s}', sn).replace('{w}', w);
    d.issuerName = d.yago;
    const yagoKana = kt.replace('{k}', snk).replace('{wk}', wk);
    const gago = r.pick(HIKKO_GAGO);
    if (!d.yucho) {
      if (!d.bank.main && d.bank.name.endsWith('信用金庫')) localBank(d, r, PLACE_SHINKIN[prefOf(d.address)]);
      ordinaryAtNetBank(d);
      d.type = 2;
    }
    const holderBase = !d.yucho && r.chance(0.4) ? `${yagoKana} ${d.holderBase}` : d.holderBase;
    const holder = holderPrinted({ holderBase }, r.pick(['full', 'full', 'big']));
    const hotel = r.chance(0.45);
    const [bs] = r.pick(KANJI_STEMS);
    d.buyerName = hotel
      ? r.pick(['株式会社{s}ホテル', '{s}グランドホテル株式会社', '株式会社{s}会館']).replace('{s}', bs)
      : r.pick(['{s}工業株式会社', '株式会社{s}製作所', '{s}建設株式会社', '株式会社{s}商会']).replace('{s}', bs);
    const dept = hotel ? r.pick(['宴会予約課', '婚礼課']) : r.pick(['総務部 総務課', '総務部']);
    // A month's orders, billed at its end.
    const [y, m] = d.issue;
    const close = endOfMonth(y, m);
    d.issue = r.chance(0.6) || m === 12 ? close : addDays(close, r.int(1, 4));
    d.due = endOfMonth(...addMonths(close, 1));
    d.no = `${y - 2018}-${String(r.int(1, 240)).padStart(3, '0')}`;
    const pool = hotel ? HIKKO_JOBS_HOTEL : HIKKO_JOBS_CORP;
    const surnames = shuffle(r, SURNAMES).map(([s]) => s);
    const jobs = shuffle(r, pool)
      .slice(0, r.int(2, Math.min(3, pool.length)))
      .map(([title, items], k) => {
        // The paper and the frames go with the 賞状 written: as many.
        const rows = [];
        for (const [name, unit, lo, hi, qlo, qhi] of items) {
          const qty = rows.length && /用紙|額/.test(name) ? rows[0].qty : r.int(qlo, qhi);
          const price = hi >= 500 ? r.int(lo / 10, hi / 10) * 100 : r.int(lo, hi) * 10;
          rows.push({ name, unit, qty, price, amount: qty * price });
        }
        if (r.chance(0.3)) {
          const base = rows.reduce((t, x) => t + x.amount, 0);
          const rush = Math.floor((base * 0.3) / 10) * 10;
          rows.push({ name: '特急料金（翌日仕上げ・30%）', unit: '式', qty: 1, price: rush, amount: rush });
        }
        return {
          date: [y, m, r.int(1, close[2] - 3)],
          title: title
            .replace('{n}', String(r.pick([10, 20, 30, 50, 60])))
            .replace('{f}', surnames[2 * k])
            .replace('{g}', surnames[2 * k + 1])
            .replace('{c}', `${r.pick(KANJI_STEMS)[0]}商工会`),
          rows,
        };
      })
      .sort((a, b) => a.date[2] - b.date[2]);
    if (r.chance(0.5))
      jobs[jobs.length - 1].rows.push({ name: '送料（レターパックプラス）', unit: '通', qty: 1, price: 600, amount: 600 });
    const sub = jobs.reduce((t, j) => t + j.rows.reduce((u, x) => u + x.amount, 0), 0);
    d.items = [{ name: '筆耕料', amount: sub, rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const kanji = r.chance(0.45);
    const fmt = kanji ? (dt) => kanjiDate(dt, true) : DATE_FORMATS.wareki;
    const mobile = /^0[789]0-/.test(d.tel);
    const email = `${r.pick(['hikkou', 'shodo', 'fude', 'info'])}${r.int(1, 99)}@${r.pick(['example.jp', 'example.ne.jp', 'example.com'])}`;
    const bankLines = d.yucho
      ? `<tr><th>金融機関</th><td>ゆうちょ銀行</td></tr><tr><th>記号・番号</th><td>${d.yucho.symbol}-${d.yucho.number}</td></tr>`
      : `<tr><th>金融機関</th><td>${d.bank.name}　${d.branch.name}</td></tr><tr><th>口座</th><td>普通預金　${d.account}</td></tr>`;
    const ink = r.pick(['#222', '#2b2b38', '#3a2a20']);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 10px; color: ${ink}; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 44px 56px 0; }
      .tt { text-align: center; border-top: 1px solid ${ink}; border-bottom: 1px solid ${ink}; padding: 6px 0; margin: 0 150px; }
      .tt b { font-size: 24px; letter-spacing: 1.2em; margin-left: 1.2em; font-weight: 600; }
      .meta { text-align: right; margin-top: 10px; line-height: 1.8; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 4px; gap: 20px; }
      .to { padding-top: 16px; line-height: 1.9; } .to .n { font-size: 16px; border-bottom: 1px solid ${ink}; padding: 0 24px 2px 0; display: inline-block; }
      .co { position: relative; width: 290px; line-height: 1.65; font-size: 9.4px; } .co .nm { font-size: 19px; font-weight: 600; letter-spacing: .08em; } .co .gg { font-size: 11px; }
      .rk { position: absolute; width: 50px; height: 50px; border: 3px solid #c2302b; color: #c2302b; font-size: 16px; line-height: 1.05; display: flex; align-items: center; justify-content: center; writing-mode: vertical-rl; font-weight: 700; opacity: .8; }
      .lead { margin-top: 14px; }
      .amt { display: inline-block; border: 3px double ${ink}; padding: 6px 26px; margin-top: 6px; font-size: 13px; } .amt b { font-size: 22px; margin: 0 10px; letter-spacing: .04em; } .amt small { font-size: 9.5px; }
      .det { width: 100%; border-collapse: collapse; margin-top: 14px; } .det th { border-top: 1.5px solid ${ink}; border-bottom: 1px solid ${ink}; font-weight: 600; padding: 3px; }
      .det td { border-bottom: 1px solid #c9c3bb; padding: 3px 6px; } .det td.c { text-align: center; } .det tr.j td { background: #f5f2ec; font-weight: 600; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 10px; gap: 20px; }
      .sum { border-collapse: collapse; min-width: 230px; } .sum td { padding: 2px 10px; border-bottom: 1px solid #c9c3bb; } .sum tr.t td { border-top: 1.5px solid ${ink}; border-bottom: 3px double ${ink}; font-size: 13px; font-weight: 600; }
      .bank { position: absolute; left: 56px; bottom: 96px; display: flex; border: 1px solid ${ink}; } .bank .v { writing-mode: vertical-rl; letter-spacing: .3em; padding: 8px 5px; border-right: 1px solid ${ink}; background: #f5f2ec; font-weight: 600; }
      .bank table { border-collapse: collapse; margin: 6px 12px; } .bank th { text-align: left; font-weight: normal; padding: 1px 14px 1px 0; color: #666; } .bank td { padding: 1px 0; }`;
    const det = jobs
      .map(
        (j) =>
          `<tr class="j"><td class="c">${mdSlash(j.date)}</td><td colspan="4">${j.title}</td></tr>` +
          j.rows
            .map(
              (x) =>
                `<tr><td></td><td>${x.name}</td><td class="num">${x.qty}${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
            )
            .join(''),
      )
      .join('');
    const rk = `<div class="rk" style="right: ${r.int(-6, 26)}px; top: ${r.int(0, 20)}px;">${gago}</div>`;
    const page = `<div class="wrap"><div class="tt"><b>御請求書</b></div>
      <div class="meta">${fmt(d.issue)}<br>請求番号　${d.no}</div>
      <div class="hd"><div class="to"><span class="n">${d.buyerName}　御中</span><br>${dept}　${d.buyerPerson} 様</div>
        <div class="co"><span class="nm">${d.yago}</span><br><span class="gg">書家　${gago}（${d.person}）</span><br>〒${d.zip}<br><span class="addr">${d.address}</span><br>${mobile ? '携帯' : 'TEL'}　${d.tel}<br>${email}<br>登録番号　${d.reg}${rk}</div></div>
      <div class="lead">拝啓　平素は格別のご用命を賜り、誠にありがとうございます。${m}月分の筆耕料を、下記のとおりご請求申し上げます。</div>
      <div class="amt">金<b>${yen(s.total)}</b>円也　<small>（消費税込）</small></div>
      <table class="det"><tr><th style="width:60px">ご依頼日</th><th>内容</th><th style="width:70px">数量</th><th style="width:70px">単価</th><th style="width:86px">金額</th></tr>${det}</table>
      <div class="low"><div style="font-size:9.4px">お支払は ${fmt(d.due)} までにお願い申し上げます。<br>仕上がりの書き直しは、納品後七日以内に承ります。</div>
        <table class="sum"><tr><td>小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="t"><td>合計</td><td class="num">¥${yen(s.total)}</td></tr></table></div>
      <div class="bank"><div class="v">お振込先</div><table>${bankLines}<tr><th>口座名義</th><td>${holder}</td></tr></table></div></div>`;
    return { pages: [page], css, printed: { issuer: d.yago, holder, total: s.total } };
  },
});

// 200 — a ガラス店 (a sole proprietor's 佐藤硝子店 / 佐藤ガラス, or 有限会社佐藤硝子) bills a 賃貸管理会社 for the month's glass work in
// the rentals it manages: the shop as a letterhead at the top left (屋号 or company, ガラス・サッシ・網戸, 〒 address, TEL/FAX, 登録番号),
// 御請求書 at the top right with 請求日 and 請求No., the 管理会社 with 御中 and its 管理課 … 様, a strip of three ruled cells (小計 /
// 消費税 / 御請求金額, labels over values), one block per 物件 (物件名 and 号室, the 管理会社's 工事依頼No., the 作業日) with its rows
// (ガラス by its 寸法 W×H mm — 透明 3mm / 型板 4mm / 網入り型板 6.8mm / 網入り磨き 6.8mm / ペアガラス —, 取付工賃, 網戸 張替, 戸車 /
// クレセント 交換, 出張費, 廃材処分費), and two accounts side by side at the foot (a 信用金庫 or bank at the left, ゆうちょ 記号・番号 at the
// right) over one 口座名義; 2026年1月31日 dates.
const GLASS_KINDS = [
  ['透明ガラス 3mm', 8, 12],
  ['型板ガラス 4mm', 10, 14],
  ['網入り型板ガラス 6.8mm', 20, 28],
  ['網入り磨きガラス 6.8mm', 28, 36],
  ['複層ガラス（FL3+A6+FL3）', 30, 45],
];
const GLASS_EXTRAS = [
  ['網戸 張替（グラスファイバー）', '枚', 25, 40],
  ['戸車 交換（テラス戸）', '個', 15, 30],
  ['クレセント 交換', '個', 30, 50],
  ['ビート 交換', 'm', 3, 6],
];
const PROPERTY_NAMES = ['コーポ{s}', '{s}ハイツ', 'メゾン{s}', '{s}荘', 'グリーンヒル{s}', 'サンパレス{s}', '{s}レジデンス'];
const KANRI_BUYERS = [
  '株式会社{s}ハウジング',
  '{s}不動産管理株式会社',
  '株式会社{s}住宅管理',
  '{s}地所株式会社',
  '株式会社{s}リビング',
];
LAYOUTS.push({
  id: 'L200-garasu-kanri',
  split: 'dev',
  title:
    "ガラス店's 御請求書 to a 賃貸管理会社: the shop as letterhead at the top left, a 小計 / 消費税 / 御請求金額 strip (labels over values), one block per 物件・号室 with the 工事依頼No., ガラス by 寸法 W×H mm, 網戸・戸車・クレセント, 出張費, two accounts side by side (left a bank, right ゆうちょ) over one 口座名義",
  exercises:
    "a ガラス店 (a sole proprietor under its 屋号 佐藤硝子店 / 佐藤ガラス店 / ガラスの佐藤 with 代表 and the name, or 有限会社佐藤硝子 / 佐藤ガラス有限会社; the issuer_name the 屋号 or the company) bills a 賃貸管理会社 (株式会社…ハウジング / …不動産管理株式会社 / …地所株式会社) for the month's glass work in its managed rentals: the shop as a letterhead at the top left (its name large, ガラス・サッシ・網戸・鏡, 〒 address, TEL/FAX, 登録番号) with a round 認印 or 角印, 御請求書 at the top right over 請求日 and 請求No., the 管理会社's 〒 address and name with 御中 and 賃貸管理課 … 様 at the left, a strip of three ruled cells 小計（税抜）/ 消費税（10%）/ 御請求金額 (labels over values) at the right, one block per 物件 headed by its name and 号室 (コーポ青葉 203号室 / 北斗ハイツ 101号室), 作業日 and the 管理会社's 工事依頼No. (none of the fields), with its rows — ガラス 交換 by its 寸法 (W 880 × H 1,750 mm) and kind (透明 3mm / 型板 4mm / 網入り型板 6.8mm / 網入り磨き 6.8mm / 複層), ガラス取付工賃, 網戸 張替 / 戸車 / クレセント / ビート, 出張費 per visit, 廃材処分費, a 夜間・休日 緊急対応 加算 sometimes, and a 摘要 (熱割れ / 台風による飛来物 / 入居者過失 / 退去時 原状回復) —, and at the foot the お振込先 as two columns side by side (a 信用金庫, a regional or a main bank at the left, ゆうちょ 記号・番号 at the right, unnumbered — the account is the left one, the first listed) over one 口座名義 (the 屋号's kana with the owner's, or ﾕ)…, full or half-width); 2026年1月31日 dates",
  opts: (r, inst) => ({ sole: inst !== 1, rates: '10', bank: inst === 0 ? 'other' : 'main' }),
  render(d, r) {
    let holderBase;
    let rep;
    if (d.sole) {
      const [sn] = d.person.split(' ');
      const snk = d.holderBase.split(' ')[0];
      const [yt, kt] = r.pick([
        ['{s}硝子店', '{k}ガラステン'],
        ['{s}ガラス店', '{k}ガラステン'],
        ['ガラスの{s}', 'ガラスノ{k}'],
      ]);
      d.yago = yt.replace('{s}', sn);
      d.issuerName = d.yago;
      holderBase = r.chance(0.6) ? `${kt.replace('{k}', snk)} ${d.holderBase}` : d.holderBase;
      rep = `代表　${d.person}`;
      landline(d);
    } else {
      const sn = setFamilyCorp(
        d,
        r,
        [
          ['硝子', 'ガラス'],
          ['ガラス', 'ガラス'],
          ['硝子建材', 'ガラスケンザイ'],
        ],
        [['有限会社', 'ユ']],
      );
      holderBase = d.holderBase;
      rep = `代表取締役　${sn} ${r.pick(GIVEN)[0]}`;
    }
    if (!d.bank.main && (r.chance(0.6) || d.bank.name.endsWith('信用金庫'))) localBank(d, r, PLACE_SHINKIN[prefOf(d.address)]);
    d.type = r.chance(0.8) ? 2 : 1;
    ordinaryAtNetBank(d);
    const second = yuchoPair(r);
    const holder = holderPrinted({ holderBase }, r.pick(['full', 'half', 'half-big']));
    const [bs] = r.pick(KANJI_STEMS);
    d.buyerName = r.pick(KANRI_BUYERS).replace('{s}', bs);
    // Properties in the shop's city: its town with other street numbers.
    const street = d.address.replace(/\d.*$/, '');
    d.buyerZip = d.zip;
    d.buyerAddress = `${street}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
    const [y, m] = d.issue;
    const close = endOfMonth(y, m);
    d.issue = r.chance(0.5) || m === 12 ? close : addDays(close, r.int(1, 5));
    d.due = r.chance(0.5) ? endOfMonth(...addMonths(close, 1)) : [...addMonths(close, 1), 25];
    d.no = `${String(y).slice(2)}${pad2(m)}-${String(r.int(1, 60)).padStart(3, '0')}`;
    const trip = r.int(25, 50) * 100;
    const disposal = r.int(10, 30) * 100;
    const fitting = r.int(30, 60) * 100;
    const causes = [
      '熱割れのため交換',
      '台風による飛来物破損',
      '入居者過失（費用は入居者負担分）',
      '退去時 原状回復',
      '経年劣化',
    ];
    const stems = shuffle(r, KANJI_STEMS).map(([s]) => s);
    const sites = Array.from({ length: r.int(2, 4) }, (_, k) => {
      const name = `${r.pick(PROPERTY_NAMES).replace('{s}', stems[k])}　${r.int(1, 4)}0${r.int(1, 8)}号室`;
      const rows = [];
      const panes = r.int(1, 2);
      for (let i = 0; i < panes; i++) {
        const [kind, lo, hi] = r.pick(GLASS_KINDS);
        const wmm = r.int(30, 180) * 10;
        const hmm = r.int(40, 190) * 10;
        const area = (wmm * hmm) / 1e6;
        const price = Math.max(3000, Math.ceil((area * r.int(lo, hi) * 1000) / 100) * 100);
        const qty = r.chance(0.8) ? 1 : 2;
        rows.push({ name: `${kind}　W${yen(wmm)}×H${yen(hmm)}`, qty, unit: '枚', price });
        rows.push({ name: 'ガラス取付工賃', qty, unit: '枚', price: fitting });
      }
      if (r.chance(0.45)) {
        const [name, unit, lo, hi] = r.pick(GLASS_EXTRAS);
        const qty = unit === 'm' ? r.int(3, 8) : r.int(1, 4);
        rows.push({ name, qty, unit, price: r.int(lo, hi) * 100 });
      }
      rows.push({ name: '出張費', qty: 1, unit: '式', price: trip });
      if (r.chance(0.7)) rows.push({ name: '廃材処分費', qty: 1, unit: '式', price: disposal });
      if (r.chance(0.2)) rows.push({ name: '夜間・休日 緊急対応 加算', qty: 1, unit: '式', price: r.int(5, 10) * 1000 });
      for (const x of rows) x.amount = x.qty * x.price;
      return {
        name,
        req: `${r.pick(['K', 'R', 'M'])}${String(y).slice(2)}-${r.digits(4)}`,
        date: [y, m, r.int(1, close[2])],
        cause: r.pick(causes),
        rows,
      };
    }).sort((a, b) => a.date[2] - b.date[2]);
    const sub = sites.reduce((t, st) => t + st.rows.reduce((u, x) => u + x.amount, 0), 0);
    d.items = [{ name: 'ガラス工事', amount: sub, rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS.seireki;
    const left = `${d.bank.name}<br>${d.branch.name}　${TYPE_LABEL[d.type]}預金<br>口座番号　${d.account}`;
    const right = `ゆうちょ銀行<br>記号　${second.symbol}<br>番号　${second.number}`;
    const blue = r.pick(['#1d6fa3', '#2a5d8f', '#3d7ea6']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.6px; color: #1d232a; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 32px 44px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .lh { position: relative; width: 360px; line-height: 1.55; } .lh .nm { font-size: 21px; font-weight: 700; color: ${blue}; letter-spacing: .06em; } .lh .tg { font-size: 9px; color: #fff; background: ${blue}; padding: 0 8px; display: inline-block; margin-bottom: 2px; }
      .tt { text-align: right; } .tt b { font-size: 22px; letter-spacing: .4em; } .tt table { border-collapse: collapse; margin: 6px 0 0 auto; } .tt td { border-bottom: 1px solid #9aa; padding: 1px 6px; text-align: left; }
      .mid { display: flex; justify-content: space-between; align-items: flex-end; margin-top: 16px; gap: 20px; }
      .to { line-height: 1.7; } .to .n { font-size: 15px; font-weight: 700; border-bottom: 1.5px solid #1d232a; padding-right: 24px; display: inline-block; }
      .strip { border-collapse: collapse; } .strip th { background: ${blue}; color: #fff; font-weight: normal; padding: 2px 12px; border: 1px solid ${blue}; font-size: 9px; }
      .strip td { border: 1px solid ${blue}; padding: 4px 12px; text-align: right; font-size: 12px; min-width: 96px; } .strip td.t { font-size: 16px; font-weight: 700; }
      .det { width: 100%; border-collapse: collapse; margin-top: 12px; font-size: 9.2px; } .det th { background: #e7eef4; border: 1px solid #8fa3b5; font-weight: normal; padding: 2px; }
      .det td { border: 1px solid #c2ced9; padding: 1px 6px; } .det td.c { text-align: center; } .det tr.p td { background: #f3f6f9; } .det tr.p b { font-size: 10px; } .det tr.p span { color: #555; margin-left: 10px; }
      .foot { position: absolute; left: 44px; right: 44px; bottom: 70px; }
      .due { margin-bottom: 6px; } .banks { border: 1.5px solid ${blue}; } .banks .h { background: ${blue}; color: #fff; padding: 2px 10px; }
      .banks .cols { display: flex; } .banks .cols div { flex: 1; padding: 6px 14px; line-height: 1.7; } .banks .cols div + div { border-left: 1px dashed ${blue}; }
      .banks .hl { border-top: 1px solid ${blue}; padding: 4px 14px; }`;
    const det = sites
      .map(
        (st) =>
          `<tr class="p"><td colspan="6"><b>${st.name}</b><span>作業日 ${mdSlash(st.date)}</span><span>工事依頼No. ${st.req}</span><span>摘要：${st.cause}</span></td></tr>` +
          st.rows
            .map(
              (x) =>
                `<tr><td>${x.name}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td><td></td></tr>`,
            )
            .join(''),
      )
      .join('');
    const sealHtml = d.sole
      ? textSeal(
          d.person.split(' ')[0],
          2,
          `right: ${r.int(0, 40)}px; top: ${r.int(0, 10)}px; width: 44px; height: 44px; border-radius: 50%; font-size: 14px; opacity: .6;`,
        )
      : kakuin(d, `right: ${r.int(0, 40)}px; top: ${r.int(-4, 6)}px; width: 58px; height: 58px; font-size: 12px; opacity: .55;`);
    const page = `<div class="wrap"><div class="hd"><div class="lh"><span class="tg">ガラス・サッシ・網戸・鏡</span><br><span class="nm">${d.issuerName}</span><br>${rep}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}${sealHtml}</div>
        <div class="tt"><b>御請求書</b><table><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求No.</td><td>${d.no}</td></tr></table></div></div>
      <div class="mid"><div class="to">〒${d.buyerZip}　${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>賃貸管理課　${d.buyerPerson} 様<br>いつもお世話になっております。${m}月分を下記のとおりご請求申し上げます。</div>
        <table class="strip"><tr><th>小計（税抜）</th><th>消費税（10%）</th><th>御請求金額</th></tr><tr><td>${yen(s.subtotal)}</td><td>${yen(s.tax)}</td><td class="t">¥${yen(s.total)}</td></tr></table></div>
      <table class="det"><tr><th>品名・仕様（寸法 mm）</th><th style="width:40px">数量</th><th style="width:34px">単位</th><th style="width:66px">単価</th><th style="width:76px">金額</th><th style="width:60px">備考</th></tr>${det}</table>
      <div class="foot"><div class="due">お支払期限　${fmt(d.due)}　（恐れ入りますが振込手数料はご負担願います）</div>
        <div class="banks"><div class="h">お振込先（下記いずれかの口座へお願いいたします）</div><div class="cols"><div>${left}</div><div>${right}</div></div><div class="hl">口座名義　${holder}</div></div></div></div>`;
    return { pages: [page], css, printed: { issuer: d.issuerName, holder, total: s.total } };
  },
});

// 201 — a 家畜人工授精師 in a country town (a sole proprietor under its 屋号: 佐藤家畜人工授精所 / 佐藤畜産サービス / 佐藤授精所) bills
// a cattle farm (有限会社…牧場 / 株式会社…ファーム / 農事組合法人…肉牛生産組合) for the month's work: 人工授精料 請求書 with a green
// mark, the farm with 御中 at the left, 請求日 / 請求No. at the right over the 授精所 (屋号, 家畜人工授精師 and the name, its 免許番号,
// a town address with a 番地, TEL — a mobile often —, 登録番号), one row per cow and visit (月日, 個体識別番号 ten digits, 名号, 作業 —
// 人工授精 初回 / 再授精, 妊娠鑑定（エコー）, 発情同期化処置 —, 種雄牛, 精液代 and 授精料 as rows), an 往診料 per visit day, no ご請求金額
// box: the total only as the 合計 at the foot of the table; the お振込先 boxed at the right (the local JA's 普通貯金, a regional bank or
// ゆうちょ); R8.1.31 or 令和 dates.
const JUSEI_YAGO = [
  ['{s}家畜人工授精所', '{k}カチクジンコウジュセイジョ'],
  ['{s}畜産サービス', '{k}チクサンサービス'],
  ['{s}授精所', '{k}ジュセイジョ'],
];
const FARM_BUYERS = [
  '有限会社{s}牧場',
  '株式会社{s}ファーム',
  '農事組合法人{s}肉牛生産組合',
  '{s}畜産株式会社',
  '有限会社{s}ランチ',
];
const COW_NAMES = ['はなこ', 'ゆり', 'さくら', 'もも', 'ふく', 'みつ', 'あや', 'きく', 'はるか', 'こまち', 'すみれ', 'かすみ'];
const BULLS = ['福之国', '茂勝栄', '美津照重', '光平照', '安亀忠', '花國安福', '百合白清', '若百合', '勝忠平', '福華茂'];
LAYOUTS.push({
  id: 'L201-jinkou-jusei',
  split: 'dev',
  title:
    "家畜人工授精師's monthly 人工授精料 請求書 to a cattle farm: one row per cow (個体識別番号 ten digits, 名号, 種雄牛) with 精液代 and 授精料, 妊娠鑑定, 往診料 per visit day, no ご請求金額 box — the total only as the 合計 under the table; JA 普通貯金 / regional bank / ゆうちょ boxed at the right",
  exercises:
    "a 家畜人工授精師 in a country town (a sole proprietor under its 屋号 佐藤家畜人工授精所 / 佐藤畜産サービス / 佐藤授精所 — the issuer_name —, 家畜人工授精師 and the name, its 免許 第1234号, a town address with a 番地, TEL — a mobile often —, 登録番号) bills a 繁殖 farm (有限会社…牧場 / 株式会社…ファーム / 農事組合法人…肉牛生産組合 / …畜産株式会社, 御中) for the month's work: 人工授精料 請求書 with a green mark and the 屋号 at the top, the farm's 〒 address and name at the left, 請求日 / 請求No. / 対象月 at the right over the 授精所's block with a round 認印, then one table: per visit day a row 往診料, per cow rows — 月日, 個体識別番号 (ten digits, 1234567890 or 12345 6789 0 as on the 耳標), 名号 (ゆり3), 作業 (人工授精（初回）/ 再授精 / 妊娠鑑定（エコー）/ 発情同期化処置), 種雄牛 (福之国 / 美津照重), the 精液代 and 授精料 as two rows, 数量, 単価, 金額 —; under the table 小計 / 消費税（10%）/ 合計 (no ご請求金額 box: the amount to pay is that 合計), a note on the 受胎 確認 and 再授精, and at the right the お振込先 boxed (the town's JA — JA… 支店 普通貯金 —, a regional bank or 信用金庫 without codes, or ゆうちょ 記号・番号; holder the 屋号's kana with the owner's, or the owner's, full or half-width); 令和 short dates (R8.1.31) or 令和8年1月31日",
  opts: (r, inst) => ({ sole: true, rates: '10', bank: ['main', 'other', 'yucho'][inst] }),
  render(d, r) {
    const [sn] = d.person.split(' ');
    const snk = d.holderBase.split(' ')[0];
    const [yt, kt] = r.pick(JUSEI_YAGO);
    d.yago = yt.replace('{s}', sn);
    d.issuerName = d.yago;
    const yagoKana = kt.replace('{k}', snk);
    const town = relocate(d, r, true);
    const pref = prefOf(town);
    if (r.chance(0.5)) d.tel = `0${r.pick(['90', '80'])}-${r.digits(4)}-${r.digits(4)}`;
    const mobile = /^0[789]0-/.test(d.tel);
    let ja = false;
    if (!d.yucho) {
      if (d.bank.main) {
        ja = true;
        const jaName = r.chance(0.6) ? `JA${TOWN_JA[pref]}` : `${TOWN_JA[pref]}農業協同組合`;
        d.bank = { name: jaName, code: null, main: false };
        const br = r.pick(JA_BRANCHES);
        d.branch = { name: br, code: br === '本店' ? '001' : `${r.int(1, 8)}${r.digits(2)}` };
        d.account = r.digits(7);
      } else localBank(d, r, REGIONAL_BANKS[pref]);
      d.type = 2;
    }
    const holderBase = !d.yucho && r.chance(0.5) ? `${yagoKana} ${d.holderBase}` : d.holderBase;
    const holder = holderPrinted({ holderBase }, r.pick(['full', 'half', 'half-big']));
    const [bs] = r.pick(KANJI_STEMS);
    d.buyerName = r.pick(FARM_BUYERS).replace('{s}', bs);
    d.buyerZip = d.zip;
    d.buyerAddress = `${town}${r.int(100, 4999)}番地${r.chance(0.3) ? r.int(1, 9) : ''}`;
    const license = `第${r.int(100, 9999)}号`;
    const [y, m] = d.issue;
    const close = endOfMonth(y, m);
    d.issue = r.chance(0.5) || m === 12 ? close : addDays(close, r.int(1, 5));
    d.due = r.chance(0.5) ? endOfMonth(...addMonths(close, 1)) : [...addMonths(close, 1), 20];
    d.no = `${y - 2018}${pad2(m)}-${String(r.int(1, 90)).padStart(2, '0')}`;
    const semenPrices = new Map(BULLS.map((b) => [b, r.int(30, 180) * 100]));
    const service = r.int(25, 50) * 100;
    const exam = r.int(10, 20) * 100;
    const sync = r.int(30, 55) * 100;
    const visitFee = r.int(8, 20) * 100;
    const days = shuffle(
      r,
      Array.from({ length: close[2] }, (_, i) => i + 1),
    )
      .slice(0, r.int(3, 5))
      .sort((a, b) => a - b);
    const cows = shuffle(r, COW_NAMES).map((name) => ({
      id: `${r.int(10, 17)}${r.digits(8)}`,
      name: `${name}${r.chance(0.6) ? r.int(2, 9) : ''}`,
    }));
    const spaced = r.chance(0.5);
    const idText = (id) => (spaced ? `${id.slice(0, 5)} ${id.slice(5, 9)} ${id.slice(9)}` : id);
    const rows = [];
    const pool = shuffle(r, cows);
    for (const dd of days) {
      const dt = [y, m, dd];
      rows.push({ dt, id: '', cow: '', work: '往診料', bull: '', qty: 1, unit: '回', price: visitFee });
      const n = r.int(1, 3);
      for (let k = 0; k < n && pool.length; k++) {
        const cow = pool.pop();
        const kind = r.pick(['ai', 'ai', 'ai2', 'exam', 'sync']);
        if (kind === 'ai' || kind === 'ai2') {
          const bull = r.pick(BULLS);
          const label = kind === 'ai' ? '人工授精（初回）' : '再授精';
          rows.push({ dt, id: cow.id, cow: cow.name, work: `${label} 授精料`, bull: '', qty: 1, unit: '頭', price: service });
          rows.push({ dt, id: '', cow: '', work: '凍結精液代', bull, qty: 1, unit: '本', price: semenPrices.get(bull) });
        } else if (kind === 'exam') {
          rows.push({ dt, id: cow.id, cow: cow.name, work: '妊娠鑑定（エコー）', bull: '', qty: 1, unit: '頭', price: exam });
        } else {
          rows.push({ dt, id: cow.id, cow: cow.name, work: '発情同期化処置（CIDR）', bull: '', qty: 1, unit: '頭', price: sync });
        }
      }
    }
    for (const x of rows) x.amount = x.qty * x.price;
    const sub = rows.reduce((t, x) => t + x.amount, 0);
    d.items = [{ name: '人工授精料', amount: sub, rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = r.pick([DATE_FORMATS.warekiShort, DATE_FORMATS.wareki]);
    const md = ([, mm, dd]) => `${mm}/${dd}`;
    const bankHtml = d.yucho
      ? `ゆうちょ銀行<br>記号 ${d.yucho.symbol}　番号 ${d.yucho.number}`
      : `${d.bank.name}　${d.branch.name}<br>${ja ? '普通貯金' : '普通預金'}　${d.account}`;
    const green = r.pick(['#3d7a3a', '#5a7d2a', '#2f6d55']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.6px; color: #23281f; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 36px 46px 0; }
      .top { display: flex; align-items: center; gap: 12px; border-bottom: 2px solid ${green}; padding-bottom: 8px; }
      .top .mk { width: 38px; height: 38px; border-radius: 50%; background: ${green}; color: #fff; font-size: 19px; font-weight: 700; display: flex; align-items: center; justify-content: center; }
      .top .yg { font-size: 15px; font-weight: 700; } .top h1 { margin: 0 0 0 auto; font-size: 20px; letter-spacing: .25em; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 14px; gap: 20px; }
      .to { line-height: 1.8; } .to .n { font-size: 15px; font-weight: 700; border-bottom: 1px solid #23281f; padding-right: 20px; display: inline-block; }
      .rt { width: 300px; } .mt { border-collapse: collapse; margin-left: auto; } .mt td { padding: 0 0 0 14px; } .mt td.l { color: #666; }
      .co { position: relative; margin-top: 8px; line-height: 1.6; font-size: 9.2px; } .co .nm { font-size: 13px; font-weight: 700; }
      .lead { margin-top: 12px; }
      .det { width: 100%; border-collapse: collapse; margin-top: 8px; font-size: 9.1px; } .det th { background: #edf3e9; border: 1px solid #8ea385; font-weight: normal; padding: 2px; }
      .det td { border: 1px solid #c4d0bd; padding: 1px 5px; } .det td.c { text-align: center; white-space: nowrap; } .det td.id { font-family: 'Noto Sans Mono CJK JP'; white-space: nowrap; } .det tr.v td { background: #f7faf5; }
      .det tr.s td { border: none; } .det tr.s td.l { text-align: right; padding-right: 10px; } .det tr.s td.num { border: 1px solid #8ea385; } .det tr.t td.num { font-weight: 700; font-size: 12.5px; border: 2px solid #23281f; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 14px; gap: 20px; }
      .nt { font-size: 8.8px; color: #555; line-height: 1.7; }
      .bank { border: 1.5px solid ${green}; padding: 6px 14px; line-height: 1.75; min-width: 270px; } .bank .h { color: ${green}; font-weight: 700; }`;
    const det = rows
      .map((x, i) => {
        const first = i === 0 || rows[i - 1].dt !== x.dt;
        return `<tr${x.work === '往診料' ? ' class="v"' : ''}><td class="c">${first ? md(x.dt) : ''}</td><td class="id">${x.id ? idText(x.id) : ''}</td><td>${x.cow}</td><td>${x.work}</td><td>${x.bull}</td><td class="num">${x.qty}${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`;
      })
      .join('');
    const sums = `<tr class="s"><td colspan="7" class="l">小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr class="s"><td colspan="7" class="l">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="s t"><td colspan="7" class="l">合計</td><td class="num">${yen(s.total)}</td></tr>`;
    const page = `<div class="wrap"><div class="top"><div class="mk">授</div><div class="yg">${d.yago}</div><h1>人工授精料 請求書</h1></div>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span></div>
        <div class="rt"><table class="mt"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求No.</td><td>${d.no}</td></tr><tr><td class="l">対象月</td><td>${y}年${m}月分</td></tr></table>
          <div class="co"><span class="nm">${d.yago}</span><br>家畜人工授精師　${d.person}<br>（家畜人工授精師免許 ${pref} ${license}）<br>〒${d.zip}　<span class="addr">${d.address}</span><br>${mobile ? '携帯' : 'TEL'}　${d.tel}<br>登録番号　${d.reg}
            ${textSeal(sn, 2, `right: ${r.int(0, 30)}px; top: ${r.int(0, 24)}px; width: 44px; height: 44px; border-radius: 50%; font-size: 14px; opacity: .6;`)}</div></div></div>
      <div class="lead">毎度お世話になっております。${m}月分の人工授精料等を下記のとおりご請求いたします。</div>
      <table class="det"><tr><th style="width:40px">月日</th><th style="width:96px">個体識別番号</th><th style="width:56px">名号</th><th>作業内容</th><th style="width:70px">種雄牛</th><th style="width:46px">数量</th><th style="width:56px">単価</th><th style="width:70px">金額</th></tr>${det}${sums}</table>
      <div class="low"><div class="nt">※不受胎の場合の再授精は、授精料のみ申し受けます（精液代は別途）。<br>※妊娠鑑定の結果は授精台帳にてご確認ください。<br>お支払期限　${fmt(d.due)}</div>
        <div class="bank"><span class="h">お振込先</span><br>${bankHtml}<br>口座名義　${holder}</div></div></div>`;
    return { pages: [page], css, printed: { issuer: d.yago, holder, total: s.total } };
  },
});

// 202 — a drone company (合同会社…エアワークス / 株式会社…ドローンサービス) under an English brand set as its logo bills a 建設会社 or
// an O&M company for a job: a modern template — the brand mark at the top left, 請求書 / INVOICE, 請求日 / 請求番号 / お支払期限 as
// key–value rows at the right, the buyer with 御中 at the left and the company (〒 address, TEL, e-mail, 登録番号) at the right, a
// ご請求金額 bar, a 案件 box (件名, 実施日, 現場所在地 — the buyer's site —, 使用機体 登録記号 JU…, 飛行許可・承認番号 東空運第…号),
// rows (赤外線 点検, 空撮, 写真測量 by the ha with a decimal, 点群・オルソ, 報告書, 飛行許可申請 代行, 補助者, 出張費) with a 税率 column,
// 小計 / 消費税 / 合計, and the 振込先 as a key–value table (a net bank with its 支店 code, or a main bank; holder ﾄﾞ)… or ｶ)…); ISO dates.
const DRONE_TRADES = [
  ['エアワークス', 'エアワークス'],
  ['ドローンサービス', 'ドローンサービス'],
  ['スカイテック', 'スカイテック'],
  ['空撮', 'クウサツ'],
  ['UAVソリューションズ', 'ユーエーブイソリューションズ'],
];
const DRONE_BRANDS = ['SKYLARK', 'AERO SCOPE', 'HOVERWORKS', 'SORA EYE', 'TOPVIEW', 'WINGSHOT'];
const DRONE_BUYERS = [
  '株式会社{s}建設',
  '{s}工務店株式会社',
  '株式会社{s}ソーラーサービス',
  '{s}測量設計株式会社',
  '株式会社{s}屋根工業',
];
// [品名, 単位, 単価 lo–hi (×1000), 数量: 'one' | 'ha' | [lo, hi]]
const DRONE_ITEMS = [
  ['屋根・外壁 赤外線ドローン点検', '件', 40, 90, [1, 3]],
  ['ドローン空撮（静止画・4K動画）', '日', 50, 120, [1, 2]],
  ['UAV写真測量 データ処理', 'ha', 20, 50, 'ha'],
  ['3D点群・オルソ画像 作成', '式', 60, 150, 'one'],
  ['点検報告書 作成', '式', 20, 50, 'one'],
  ['飛行許可・承認申請 代行（DIPS）', '件', 15, 30, 'one'],
  ['補助者（安全監視員）', '人日', 20, 30, [1, 3]],
  ['動画編集（3分以内）', '本', 30, 80, [1, 2]],
];
LAYOUTS.push({
  id: 'L202-drone-tenken',
  split: 'dev',
  title:
    "drone company's modern 請求書 / INVOICE under an English brand logo: a 案件 box with the 現場所在地, the 機体 登録記号 JU… and the 飛行許可・承認番号, rows of 点検・空撮・写真測量 (ha with a decimal) with a 税率 column, the 振込先 as a key–value table at a net bank with its 支店 code; ISO dates",
  exercises:
    "a drone company (合同会社…エアワークス / 株式会社…ドローンサービス / …スカイテック / …空撮 / …UAVソリューションズ — the issuer_name, not the English brand set as its logo: SKYLARK / AERO SCOPE / HOVERWORKS with a mark) bills a 建設会社, a 屋根工業, a 測量設計 or an O&M company for one job in a modern template: the brand at the top left, 請求書 and INVOICE at the right, the buyer's 〒 address and name with 御中 and ご担当 … 様 at the left, 請求日 / 請求番号 / お支払期限 as key–value rows and the company (〒 address, TEL, e-mail, 登録番号) at the right, a ご請求金額（税込）bar, a 案件 box (件名 …邸 / …工場 屋根・外壁 赤外線点検 or …造成地 写真測量, 実施日, 現場所在地 — the site's address, not the issuer's —, 使用機体 and its 登録記号 JU…, 飛行許可・承認番号 東空運第12345号 — none of them fields), rows (品目, 数量 — ha with one decimal —, 単位, 単価, 税率 10%, 金額: 赤外線ドローン点検, 空撮, UAV写真測量 データ処理, 3D点群・オルソ, 報告書, 飛行許可申請 代行, 補助者, 動画編集, 出張費（往復 … km）), 小計 / 消費税（10%）/ 合計 at the right, notes, and the 振込先 as a key–value table at the bottom left (銀行名 / 支店名 with its code in brackets at a net bank / 種別 / 口座番号 / 口座名義 ﾄﾞ)… or ｶ)…); ISO (2026-01-31), dot or 年月日 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, DRONE_TRADES, [
      ['合同会社', 'ド'],
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
    ]);
    landline(d);
    if (!d.bank.main || r.chance(0.5)) rebank(d, r, 'net');
    ordinaryAtNetBank(d);
    const brand = r.pick(DRONE_BRANDS);
    const email = `${r.pick(['info', 'contact', 'billing'])}@${brand.toLowerCase().replace(/\s/g, '')}.example.jp`;
    const [bs] = r.pick(KANJI_STEMS);
    d.buyerName = r.pick(DRONE_BUYERS).replace('{s}', bs);
    // A builder in the company's city, or one in a country town of its region with the site nearby.
    const rural = /^(1|2|3|42)/.test(d.zip) && r.chance(0.5);
    const [tzip, siteTown] = r.pick(TOWNS);
    const street = d.address.replace(/\d.*$/, '');
    d.buyerZip = rural ? tzip : d.zip;
    d.buyerAddress = rural
      ? `${siteTown}${r.int(12, 3999)}-${r.int(1, 9)}`
      : `${street}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
    const siteAddr = rural
      ? `${siteTown}${r.int(100, 3999)}番地${r.chance(0.4) ? ` ほか${r.int(1, 5)}筆` : ''}`
      : `${street}${r.int(1, 9)}丁目${r.int(1, 30)}番`;
    const survey = r.chance(0.4);
    const siteName = rural ? townOf(siteTown) : cityOf(d.address).replace(/[市区]$/, '');
    const subject = survey
      ? `${siteName}${r.pick(['造成地', '工業団地 予定地', '太陽光発電所 予定地'])} UAV写真測量`
      : `${r.pick(KANJI_STEMS)[0]}${r.pick(['様邸', '工場', '倉庫', 'ビル'])} 屋根・外壁 赤外線点検`;
    const workDate = addDays(d.issue, -r.int(5, 25));
    d.due = r.chance(0.5) ? endOfMonth(...addMonths(d.issue, 1)) : addDays(d.issue, 30);
    d.no = `${d.issue[0]}${pad2(d.issue[1])}-${String(r.int(1, 99)).padStart(3, '0')}`;
    const regMark = `JU${alnum(r, 10)}`;
    // 東京航空局 or 大阪航空局 (中部・近畿・西日本), by where the company is.
    const permit = `${/^(46|[5-8])/.test(d.zip) ? '阪空運' : '東空運'}第${r.int(1000, 39999)}号`;
    const machine = r.pick(['Matrice 30T', 'Mavic 3 Enterprise', 'Matrice 350 RTK', 'ACSL SOTEN']);
    const pool = survey
      ? DRONE_ITEMS.filter(([n]) => !n.includes('赤外線'))
      : DRONE_ITEMS.filter(([n]) => !n.includes('写真測量') && !n.includes('点群'));
    const picked = shuffle(r, pool).slice(0, r.int(3, 5));
    if (survey && !picked.some(([n]) => n.includes('写真測量'))) picked[0] = DRONE_ITEMS[2];
    if (!survey && !picked.some(([n]) => n.includes('赤外線'))) picked[0] = DRONE_ITEMS[0];
    const rows = picked.map(([name, unit, lo, hi, q]) => {
      const price = r.int(lo, hi) * 1000;
      if (q === 'ha') {
        const ha10 = r.int(12, 95);
        return { name, unit, qtyText: (ha10 / 10).toFixed(1), price, amount: Math.floor((ha10 * price) / 10) };
      }
      const qty = q === 'one' ? 1 : r.int(q[0], q[1]);
      return { name, unit, qtyText: String(qty), price, amount: qty * price };
    });
    const km = rural ? r.int(40, 120) : r.int(5, 30);
    rows.push({
      name: `出張費（往復 ${km * 2}km）`,
      unit: '式',
      qtyText: '1',
      price: Math.max(3000, Math.round((km * 2 * 50) / 100) * 100),
      amount: 0,
    });
    rows[rows.length - 1].amount = rows[rows.length - 1].price;
    const sub = rows.reduce((t, x) => t + x.amount, 0);
    d.items = [{ name: 'ドローン業務', amount: sub, rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = r.pick([DATE_FORMATS.hyphen, DATE_FORMATS.hyphen, DATE_FORMATS.dot, DATE_FORMATS.seireki]);
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const net = ['0036', '0038', '0033'].includes(d.bank.code);
    const showBranchCode = net || r.chance(0.3);
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const issuer = d.issuerName;
    const addr = r.chance(0.5) ? withBuilding(r, d.address) : d.address;
    d.address = addr;
    const twoLine = r.chance(0.5);
    const navy = r.pick(['#0b2545', '#13315c', '#1b3a4b']);
    const accent = r.pick(['#16a3b8', '#f29f05', '#2ec4b6']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.6px; color: #1c2430; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 38px 48px 0; }
      .top { display: flex; justify-content: space-between; align-items: center; }
      .brand { display: flex; align-items: center; gap: 10px; } .brand i { width: 36px; height: 36px; border: 3px solid ${navy}; border-radius: 50%; position: relative; }
      .brand i::before, .brand i::after { content: ''; position: absolute; background: ${accent}; } .brand i::before { left: 4px; right: 4px; top: 13px; height: 4px; } .brand i::after { top: 4px; bottom: 4px; left: 13px; width: 4px; }
      .brand b { font-family: 'Liberation Sans', sans-serif; font-size: 22px; letter-spacing: .12em; color: ${navy}; }
      .tt { text-align: right; } .tt b { font-size: 22px; letter-spacing: .2em; color: ${navy}; } .tt span { display: block; font-family: 'Liberation Sans', sans-serif; letter-spacing: .4em; color: ${accent}; font-size: 10px; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 22px; gap: 24px; }
      .to { line-height: 1.7; } .to .n { font-size: 15px; font-weight: 700; }
      .rt { width: 290px; } .kv { border-collapse: collapse; width: 100%; } .kv td { padding: 2px 0; border-bottom: 1px solid #dde3ea; } .kv td.l { color: #6b7785; width: 90px; }
      .co { margin-top: 10px; line-height: 1.6; font-size: 9.2px; } .co .nm { font-size: 12.5px; font-weight: 700; }
      .bar { display: flex; justify-content: space-between; align-items: center; background: ${navy}; color: #fff; padding: 8px 16px; margin-top: 16px; border-radius: 3px; }
      .bar .v { font-size: 22px; font-weight: 700; letter-spacing: .04em; }
      .job { margin-top: 12px; border: 1px solid #c9d2dc; border-left: 4px solid ${accent}; padding: 6px 12px; line-height: 1.7; } .job td { padding: 0 16px 0 0; vertical-align: top; } .job td.l { color: #6b7785; white-space: nowrap; }
      .det { width: 100%; border-collapse: collapse; margin-top: 12px; } .det th { text-align: left; color: #6b7785; font-weight: normal; border-bottom: 2px solid ${navy}; padding: 4px 6px; }
      .det td { border-bottom: 1px solid #dde3ea; padding: 5px 6px; } .det th.num, .det td.num { text-align: right; } .det td.c { text-align: center; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; gap: 20px; margin-top: 12px; }
      .sum { border-collapse: collapse; min-width: 230px; } .sum td { padding: 3px 8px; border-bottom: 1px solid #dde3ea; } .sum tr.t td { border-top: 2px solid ${navy}; border-bottom: none; font-weight: 700; font-size: 13px; }
      .bank { position: absolute; left: 48px; bottom: 78px; width: 380px; } .bank .h { font-weight: 700; color: ${navy}; border-bottom: 2px solid ${accent}; padding-bottom: 2px; margin-bottom: 4px; }
      .bank table { border-collapse: collapse; width: 100%; } .bank td { padding: 1px 0; } .bank td.l { color: #6b7785; width: 80px; }
      .nt { position: absolute; right: 48px; bottom: 78px; width: 270px; font-size: 8.6px; color: #6b7785; line-height: 1.7; }`;
    const det = rows
      .map(
        (x) =>
          `<tr><td>${x.name}</td><td class="num">${x.qtyText}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="c">10%</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const branch = showBranchCode ? `${d.branch.name}（${d.branch.code}）` : d.branch.name;
    const page = `<div class="wrap"><div class="top"><div class="brand"><i></i><b>${brand}</b></div><div class="tt"><b>請求書</b><span>INVOICE</span></div></div>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>ご担当　${d.buyerPerson} 様</div>
        <div class="rt"><table class="kv"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求番号</td><td>${d.no}</td></tr><tr><td class="l">お支払期限</td><td>${fmt(d.due)}</td></tr></table>
          <div class="co"><span class="nm">${issuer}</span><br>〒${d.zip}<br>${addrHtml(addr, twoLine)}<br>TEL ${d.tel}<br>${email}<br>登録番号 ${reg}</div></div></div>
      <div class="bar"><span>ご請求金額（税込）</span><span class="v">¥${yen(s.total)}</span></div>
      <div class="job"><table><tr><td class="l">件名</td><td colspan="3">${subject}</td></tr><tr><td class="l">実施日</td><td>${fmt(workDate)}</td><td class="l">現場所在地</td><td>${siteAddr}</td></tr>
        <tr><td class="l">使用機体</td><td>${machine}（登録記号 ${regMark}）</td><td class="l">飛行許可・承認</td><td>${permit}</td></tr></table></div>
      <table class="det"><tr><th>品目</th><th class="num" style="width:50px">数量</th><th style="width:40px;text-align:center">単位</th><th class="num" style="width:80px">単価</th><th style="width:40px;text-align:center">税率</th><th class="num" style="width:90px">金額</th></tr>${det}</table>
      <div class="low"><div></div><table class="sum"><tr><td>小計</td><td class="num">¥${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">¥${yen(s.tax)}</td></tr><tr class="t"><td>合計</td><td class="num">¥${yen(s.total)}</td></tr></table></div>
      <div class="bank"><div class="h">お振込先</div><table><tr><td class="l">銀行名</td><td>${d.bank.name}</td></tr><tr><td class="l">支店名</td><td>${branch}</td></tr><tr><td class="l">種別</td><td>${TYPE_LABEL[d.type]}</td></tr><tr><td class="l">口座番号</td><td>${d.account}</td></tr><tr><td class="l">口座名義</td><td>${holder}</td></tr></table></div>
      <div class="nt">※振込手数料はお客様にてご負担をお願いいたします。<br>※撮影データは納品後90日間、当社クラウドにて保管いたします。<br>※飛行は航空法に基づく許可・承認の範囲内で実施しました。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total: s.total, showBranchCode, address: addr } };
  },
});

LAYOUTS.forEach((l, i) => {
  l.n = i + 1;
  l.split ??= i < 8 ? 'dev' : 'holdout';
});
