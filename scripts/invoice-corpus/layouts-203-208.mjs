// Invoice corpus layouts L203–L208: each pushed onto core.mjs's LAYOUTS, in order.
import {
  DATE_FORMATS,
  GIVEN,
  LAYOUTS,
  PLACES,
  STEMS,
  SURNAMES,
  TRADES,
  TYPE_LABEL,
  addDays,
  endOfMonth,
  holderPrinted,
  pad2,
  reiwa,
  summarize,
  yen,
} from './core.mjs';
import { regHyphen, regSpaced } from './layouts-013-018.mjs';
import { landline, shuffle } from './layouts-019-028.mjs';
import { abbreviated, secondAccount, setCorp } from './layouts-029-034.mjs';
import { addrHtml, ordinaryAtNetBank, rebank } from './layouts-035-040.mjs';
import { daysBetween } from './layouts-047-052.mjs';
import { PREF_CODES, prefOf } from './layouts-053-058.mjs';
import { alnum, mdSlash } from './layouts-077-082.mjs';
import { JA_BRANCHES, TOWN_JA, TOWNS, cityOf, relocate } from './layouts-089-094.mjs';
import { PLATE_KANA, addMonths } from './layouts-095-100.mjs';
import { warekiPad } from './layouts-125-130.mjs';
import { AZA, REGIONAL_BANKS, localBank, setFamilyCorp } from './layouts-143-148.mjs';
import { townOf } from './layouts-149-154.mjs';
import { KANJI_STEMS, textSeal } from './layouts-167-172.mjs';

// ---- 203–208: written blind as the thirty-second round's fresh set.

/** One of PLACES in another prefecture than those given: 〒, its town, a street address and a TEL on its area code. */
const placeOutside = (r, prefs, filter = () => true) => {
  const [zip, town, area] = r.pick(PLACES.filter(([, t]) => !prefs.includes(prefOf(t)) && filter(t)));
  return {
    zip,
    town,
    address: `${town}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`,
    tel: `${area}-${area.length === 2 ? r.digits(4) : r.digits(3)}-${r.digits(4)}`,
  };
};

/** 信用金庫 of PLACES' prefectures, for small shops that bank locally (printed without codes). */
const SHINKIN_OF = {
  東京都: ['城南信用金庫', '西武信用金庫', '朝日信用金庫'],
  大阪府: ['大阪信用金庫', '大阪シティ信用金庫'],
  愛知県: ['瀬戸信用金庫', '碧海信用金庫'],
  福岡県: ['福岡信用金庫', '遠賀信用金庫'],
  北海道: ['北海道信用金庫', '札幌信用金庫'],
  宮城県: ['杜の都信用金庫', '仙南信用金庫'],
  神奈川県: ['横浜信用金庫', 'かながわ信用金庫'],
  京都府: ['京都信用金庫', '京都北都信用金庫'],
  兵庫県: ['尼崎信用金庫', '但陽信用金庫'],
  広島県: ['広島信用金庫', 'しまなみ信用金庫'],
  埼玉県: ['埼玉縣信用金庫', '青木信用金庫'],
  千葉県: ['千葉信用金庫', '銚子信用金庫'],
  静岡県: ['静清信用金庫', '島田掛川信用金庫'],
  群馬県: ['高崎信用金庫', '桐生信用金庫'],
};

/** Floors of office buildings, for firms that are always in one. */
const OFFICE_FLOORS = [
  'スカイビル12F',
  'NSビル 8階',
  '第一松井ビル3F',
  'サンライズタワー15F',
  '駅前センタービル7F',
  'フロントプレイス 14F',
];
const officeAddress = (r, address) => `${address.split(' ')[0]} ${r.pick(OFFICE_FLOORS)}`;

/** R8.1.31, as the older 販売管理 packages print dates. */
const warekiDots = ([y, m, dd]) => `R${reiwa(y)}.${m}.${dd}`;

// 203 — a 縫製工場 (有限会社佐藤縫製 / 株式会社青葉ソーイング / …縫工 / …ニット, in a country town often) bills an apparel company
// for the 加工賃 of the garments it sewed in a 20日締め period: an Excel-made 請求書 — the buyer's 〒 address, name with 御中 and its
// 生産管理部 … 様 at the top left, 請 求 書 with 請求日 / 締日 / 請求No. / 取引先コード at the right, the 今回御請求額 box with the
// 加工期間 and the 納品先 (the buyer's 物流センター run by a 3PL company, with its own 〒 and address) under it, the factory's block at
// the right with a 角印 and its お振込先 set in a small ruled table right under it (not at the foot), then one size-matrix table:
// per 品番 and カラー a row (納品日, 発注No., 品番・品名, カラー, S / M / L / LL / 3L counts, 計, 工賃, 金額), the 付帯加工 rows (検針,
// 袋入れ・下げ札付け, 特急加工) and a 不良品 返品 △ row taken off before the 消費税, and at the foot 加工賃計 / 付帯加工 / 不良品差引 /
// 税抜金額 / 消費税 / 今回御請求額; slash or 年月日 dates.
const HOUSEI_TRADES = [
  ['縫製', 'ホウセイ'],
  ['ソーイング', 'ソーイング'],
  ['縫工', 'ホウコウ'],
  ['ニット', 'ニット'],
];
const HOUSEI_BUYERS = ['株式会社{s}アパレル', '{s}ファッション株式会社', '株式会社{s}ウェア', '{s}繊維株式会社'];
// [品名, 工賃 lo–hi (×10), sizes sewn]
const HOUSEI_STYLES = [
  ['レディース ブラウス', 48, 120, ['S', 'M', 'L', 'LL']],
  ['メンズ オックスフォードシャツ', 55, 140, ['S', 'M', 'L', 'LL', '3L']],
  ['ワンピース（裏地付）', 120, 280, ['S', 'M', 'L']],
  ['カットソー（長袖）', 25, 60, ['S', 'M', 'L', 'LL']],
  ['テーパードパンツ', 80, 180, ['S', 'M', 'L', 'LL']],
  ['ワークジャケット', 150, 320, ['M', 'L', 'LL', '3L']],
  ['プリーツスカート', 70, 160, ['S', 'M', 'L']],
];
const HOUSEI_COLORS = ['01 オフ白', '09 黒', '79 紺', '15 ベージュ', '06 グレー', '37 カーキ', '52 サックス', '63 ボルドー'];
const SIZE_COLS = ['S', 'M', 'L', 'LL', '3L'];
const SIZE_RANGE = { S: [4, 30], M: [18, 80], L: [18, 80], LL: [4, 40], '3L': [2, 16] };
LAYOUTS.push({
  id: 'L203-housei-kouchin',
  split: 'dev',
  title:
    "縫製工場's 加工賃 請求書 to an apparel company, 20日締め: a size-matrix table (per 品番 and カラー the S / M / L / LL / 3L counts, 計, 工賃, 金額), 検針 and 袋入れ rows, a 不良品 返品 △ before the 消費税, the 納品先 物流センター of a 3PL with its own address, the お振込先 under the factory's block at the top right",
  exercises:
    "a 縫製工場 (有限会社佐藤縫製 / 株式会社青葉ソーイング / 北斗縫工株式会社 / …ニット, (有)/(株)/㈱ sometimes, in a country town often — the issuer_name) bills an apparel company (株式会社…アパレル / …ファッション株式会社 / …繊維株式会社, 御中, 生産管理部 … 様) for the 加工賃 of a 20日締め (or 25日 / 末日) period in an Excel-made 請求書: the buyer's 〒 address at the top left, 請 求 書 with 請求日 / 締日 / 請求No. / 取引先コード at the right, a 今回御請求額（税込）box with the 加工期間 (2025/12/21〜2026/01/20 — dates that are neither the issue_date nor the due_date) and the 納品先 (the buyer's 物流センター run by …ロジスティクス株式会社, with its own 〒 and address — none of the fields) under it, the factory's block at the right (name, 代表取締役, 〒 address, TEL/FAX, 登録番号) under a 角印 and its お振込先 right under it in a small ruled table (a regional bank or 信用金庫 in a country town, a 信用金庫 in a city, a main bank; the 店番 in brackets sometimes; holder ﾕ)… / ｶ)…, half-width mostly), then one size-matrix table: per 品番 (26SS-1042) and カラー (79 紺) a row with its 納品日 m/d, 発注No. (PO-…), the S / M / L / LL / 3L counts, 計 (pieces), 工賃 and 金額 (none of them fields), the 付帯加工 rows (検針（全数）by the 枚, 袋入れ・下げ札付け, 特急加工料) and a 不良品 返品 row (△, taken off before the 消費税), at the foot 加工賃 計 / 付帯加工 計 / 不良品 差引 / 税抜金額 / 消費税（10%）/ 今回御請求額 — total_amount the 今回御請求額; 2026/01/20 or 2026年01月20日 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'main' : 'other' }),
  render(d, r) {
    const forms = [
      ['有限会社', 'ユ'],
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
    ];
    const family = r.chance(0.5);
    let boss;
    if (family) {
      const sn = setFamilyCorp(d, r, HOUSEI_TRADES, forms);
      boss = `${sn} ${r.pick(GIVEN)[0]}`;
    } else {
      setCorp(d, r, HOUSEI_TRADES, forms);
      boss = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    }
    landline(d);
    const rural = r.chance(0.55);
    if (rural) relocate(d, r, true);
    const pref = prefOf(d.address);
    if (!d.bank.main) localBank(d, r, rural ? REGIONAL_BANKS[pref] : SHINKIN_OF[pref]);
    ordinaryAtNetBank(d);
    const issuer = r.chance(0.7) ? d.issuerName : abbreviated(d, r.int(0, 2));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    // The buyer in Tokyo or Osaka; its 物流センター run by a 3PL in a neighbouring prefecture.
    const buyer = placeOutside(r, [], (t) => /^(東京都|大阪府)/.test(t));
    d.buyerZip = buyer.zip;
    d.buyerAddress = buyer.address;
    d.buyerName = r.pick(HOUSEI_BUYERS).replace('{s}', r.pick(STEMS)[0]);
    const dc = placeOutside(r, ['東京都', '大阪府'], (t) => /^(埼玉県|千葉県|神奈川県|兵庫県|愛知県)/.test(t));
    const dcName = `${r.pick(STEMS)[0]}ロジスティクス株式会社 ${cityOf(dc.town)
      .replace(/^(.+?市).*$/, '$1')
      .replace(/市$/, '')}${r.pick(['物流センター', 'DC', '配送センター'])}`;
    const code = `${r.int(100, 899)}${r.digits(2)}`;
    // The period: the 21st to the 20th (or to the 25th, or the calendar month).
    const [y, m] = d.issue;
    const closeDay = r.pick([20, 20, 25, 0]);
    const close = closeDay ? [y, m, closeDay] : endOfMonth(y, m);
    const start = closeDay ? addDays([...addMonths([y, m], -1), closeDay], 1) : [y, m, 1];
    d.issue = r.chance(0.6) ? close : addDays(close, r.int(1, 3));
    d.due = r.chance(0.6) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], closeDay ? 1 : 2), 10];
    d.no = r.chance(0.5) ? `${String(y).slice(2)}${pad2(m)}-${r.digits(3)}` : `No.${String(r.int(120, 2400)).padStart(5, '0')}`;
    const span = daysBetween(start, close);
    // Sewn half a year ahead: the autumn's range in spring and summer, next spring's from September.
    const season = m >= 3 && m <= 8 ? `${String(y).slice(2)}AW` : `${String(m >= 9 ? y + 1 : y).slice(2)}SS`;
    const styles = shuffle(r, HOUSEI_STYLES)
      .slice(0, r.int(2, 4))
      .map(([name, lo, hi, sizes]) => ({
        name,
        price: r.int(lo, hi) * 10,
        hinban: `${season}-${r.int(1000, 9899)}`,
        po: `PO-${r.digits(6)}`,
        dt: addDays(start, r.int(2, span)),
        colors: shuffle(r, HOUSEI_COLORS)
          .slice(0, r.int(1, 3))
          .map((color) => {
            const counts = Object.fromEntries(sizes.map((s) => [s, r.int(...SIZE_RANGE[s])]));
            return { color, counts, qty: Object.values(counts).reduce((t, n) => t + n, 0) };
          }),
      }))
      .sort((a, b) => daysBetween(b.dt, a.dt));
    const rows = [];
    for (const st of styles)
      st.colors.forEach((c, k) =>
        rows.push({
          st,
          first: k === 0,
          color: c.color,
          counts: c.counts,
          qty: c.qty,
          price: st.price,
          amount: c.qty * st.price,
        }),
      );
    const pieces = rows.reduce((t, x) => t + x.qty, 0);
    const sewing = rows.reduce((t, x) => t + x.amount, 0);
    const extras = [];
    if (r.chance(0.8)) {
      const p = r.pick([3, 5, 6, 8]);
      extras.push({ name: '検針（全数 検針機通し）', qty: pieces, unit: '枚', price: p, amount: pieces * p });
    }
    if (r.chance(0.5)) {
      const p = r.int(8, 20);
      extras.push({ name: '袋入れ・下げ札付け', qty: pieces, unit: '枚', price: p, amount: pieces * p });
    }
    if (r.chance(0.25)) {
      const p = r.int(10, 30) * 1000;
      extras.push({ name: `特急加工料（${styles[0].hinban} 納期短縮）`, qty: 1, unit: '式', price: p, amount: p });
    }
    const extra = extras.reduce((t, x) => t + x.amount, 0);
    let defect = null;
    if (r.chance(0.45)) {
      const x = r.pick(rows);
      const q = Math.min(x.qty, r.int(2, 9));
      defect = {
        label: `不良品 返品（${x.st.hinban} ${x.color.replace(/^\d+ /, '')}　${r.pick(['縫製不良', '目飛び', 'ステッチ曲がり', '寸法不良'])}）`,
        qty: q,
        price: x.price,
        amount: -q * x.price,
      };
    }
    const sub = sewing + extra + (defect ? defect.amount : 0);
    d.items = [{ name: '加工賃', amount: sub, rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = r.pick([DATE_FORMATS.slash, DATE_FORMATS.slash, DATE_FORMATS.seirekiPad]);
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const showBranchCode = r.chance(0.35);
    const branch = showBranchCode ? `${d.branch.name}（店番${d.branch.code}）` : d.branch.name;
    const twoLine = r.chance(0.4);
    const rule = r.pick(['#7a8aa0', '#8c9a7e', '#9a8c7e']);
    const head = r.pick(['#e8edf4', '#eef2e8', '#f3ede6']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.2px; color: #222; line-height: 1.45; }
      .wrap { position: relative; height: 1123px; padding: 30px 36px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .to { line-height: 1.65; padding-top: 6px; } .to .n { font-size: 14px; font-weight: 700; border-bottom: 1.5px solid #222; display: inline-block; padding-right: 20px; }
      .rt { width: 300px; text-align: right; } .rt h1 { font-size: 22px; letter-spacing: .6em; margin: 0 -.6em 4px 0; font-weight: 700; }
      .mt { border-collapse: collapse; margin-left: auto; } .mt td { border: 1px solid ${rule}; padding: 1px 8px; text-align: left; } .mt td.l { background: ${head}; }
      .mid { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 10px; gap: 16px; }
      .amt { border: 2px solid #222; display: flex; width: 330px; } .amt .l { background: ${head}; border-right: 1px solid #222; padding: 6px 10px; font-weight: 700; }
      .amt .v { flex: 1; text-align: right; padding: 4px 12px; font-size: 19px; font-weight: 700; }
      .info { margin-top: 6px; line-height: 1.65; font-size: 8.8px; } .info .k { display: inline-block; width: 48px; color: #555; }
      .co { position: relative; width: 320px; line-height: 1.5; font-size: 8.8px; } .co .nm { font-size: 13.5px; font-weight: 700; }
      .bk { border-collapse: collapse; margin-top: 5px; width: 100%; font-size: 8.6px; } .bk td { border: 1px solid ${rule}; padding: 1px 6px; } .bk td.l { background: ${head}; width: 62px; }
      .det { width: 100%; border-collapse: collapse; margin-top: 12px; font-size: 8.5px; table-layout: fixed; } .det th { background: ${head}; border: 1px solid ${rule}; font-weight: normal; padding: 2px 1px; }
      .det td { border: 1px solid ${rule}; padding: 1px 4px; height: 17px; overflow: hidden; white-space: nowrap; } .det td.c { text-align: center; } .det td.z { text-align: right; }
      .det tr.x td { background: #fafafa; } .det tr.neg td { color: #b00; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 8px; gap: 16px; }
      .nt { font-size: 8.4px; color: #444; line-height: 1.7; }
      .sum { border-collapse: collapse; min-width: 250px; } .sum td { border: 1px solid ${rule}; padding: 1px 10px; } .sum td.l { background: ${head}; }
      .sum tr.t td { border: 2px solid #222; font-weight: 700; font-size: 12px; }`;
    const sizeCells = (counts) => SIZE_COLS.map((z) => `<td class="z">${counts[z] ?? ''}</td>`).join('');
    const det =
      rows
        .map(
          (x) =>
            `<tr><td class="c">${x.first ? mdSlash(x.st.dt) : ''}</td><td>${x.first ? x.st.po : ''}</td><td>${x.first ? `${x.st.hinban} ${x.st.name}` : '〃'}</td><td>${x.color}</td>${sizeCells(x.counts)}<td class="num">${yen(x.qty)}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
        )
        .join('') +
      extras
        .map(
          (x) =>
            `<tr class="x"><td></td><td></td><td colspan="7">${x.name}</td><td class="num">${yen(x.qty)}${x.unit === '式' ? '式' : ''}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
        )
        .join('') +
      (defect
        ? `<tr class="x neg"><td></td><td></td><td colspan="7">${defect.label}</td><td class="num">△${defect.qty}</td><td class="num">${yen(defect.price)}</td><td class="num">△${yen(-defect.amount)}</td></tr>`
        : '');
    const blank = Array.from(
      { length: Math.max(0, 18 - rows.length - extras.length - (defect ? 1 : 0)) },
      () => `<tr>${'<td></td>'.repeat(12)}</tr>`,
    ).join('');
    const seal = textSeal(
      `${d.corpBody}之印`,
      Math.max(2, Math.ceil((d.corpBody.length + 2) / 3)),
      `right: ${r.int(0, 30)}px; top: ${r.int(-6, 10)}px; width: 58px; height: 58px; font-size: 12px; opacity: .55;`,
    );
    const page = `<div class="wrap"><div class="top"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>${r.pick(['生産管理部', '商品部 生産課'])}　${d.buyerPerson} 様</div>
        <div class="rt"><h1>請求書</h1><table class="mt"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">締日</td><td>${fmt(close)} 締</td></tr><tr><td class="l">請求No.</td><td>${d.no}</td></tr><tr><td class="l">取引先コード</td><td>${code}</td></tr></table></div></div>
      <div class="mid"><div><div style="margin-bottom:6px">毎度格別のお引き立てを賜り、厚く御礼申し上げます。下記のとおりご請求申し上げます。</div>
          <div class="amt"><div class="l">今回御請求額（税込）</div><div class="v">¥${yen(s.total)}-</div></div>
          <div class="info"><span class="k">加工期間</span>${fmt(start)} 〜 ${fmt(close)}<br><span class="k">お支払期限</span>${fmt(d.due)}<br><span class="k">納品先</span>${dcName}<br><span class="k"></span>〒${dc.zip}　${dc.address}</div></div>
        <div class="co"><span class="nm">${issuer}</span><br>代表取締役　${boss}<br>〒${d.zip}<br>${addrHtml(d.address, twoLine)}<br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${reg}${seal}
          <table class="bk"><tr><td class="l">お振込先</td><td>${d.bank.name}　${branch}</td></tr><tr><td class="l">口座</td><td>${TYPE_LABEL[d.type]}預金　${d.account}</td></tr><tr><td class="l">口座名義</td><td>${holder}</td></tr></table></div></div>
      <table class="det"><colgroup><col style="width:38px"><col style="width:62px"><col><col style="width:66px">${SIZE_COLS.map(() => '<col style="width:30px">').join('')}<col style="width:40px"><col style="width:46px"><col style="width:70px"></colgroup>
        <tr><th>納品日</th><th>発注No.</th><th>品番・品名</th><th>カラー</th>${SIZE_COLS.map((z) => `<th>${z}</th>`).join('')}<th>計</th><th>工賃</th><th>金額</th></tr>${det}${blank}</table>
      <div class="low"><div class="nt">※工賃には裁断・縫製・仕上げ・検品を含みます（副資材はお客様ご支給）。<br>※不良品は検品結果報告書のとおり返品を受け、工賃を差し引いております。<br>※数量は各納品書（出荷控）と照合済みです。</div>
        <table class="sum"><tr><td class="l">加工賃 計</td><td class="num">${yen(sewing)}</td></tr><tr><td class="l">付帯加工 計</td><td class="num">${yen(extra)}</td></tr><tr><td class="l">不良品 差引</td><td class="num">${defect ? `△${yen(-defect.amount)}` : '0'}</td></tr>
          <tr><td class="l">税抜金額</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="t"><td class="l">今回御請求額</td><td class="num">¥${yen(s.total)}</td></tr></table></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total: s.total, showBranchCode } };
  },
});

// 204 — a 監査法人 (青葉監査法人 / 監査法人東和) bills a company for one installment of its annual 監査報酬: a formal letter — the
// firm's name large in 明朝 with its English name under it at the top left, 請求書番号 and the date at the right, the company with its
// 代表取締役社長 … 殿 at the left, the firm's 代表社員 and 業務執行社員 (公認会計士) under its name at the right with a 角印, 拝啓 … the
// 監査契約 signed on a date, for the company's 第n期 (自 … 至 …), 記, 1. ご請求金額 (金 … 円), 2. 内訳 (監査報酬 第i回 of k, 旅費交通費
// 実費, 小計 / 消費税 / 合計), 3. the 監査報酬 table (契約報酬額（年額）/ 既ご請求額 / 今回ご請求額 / 未請求残額), 4. お支払期日, 5. お振込先
// (当座 often; holder カンサホウジン … spelled out, no 略語 exists for it), 以上; the firm's offices in a footer band (its 主たる事務所 and
// another 事務所 in another city, each with its 〒 address and TEL); 令和 or 年月日 dates.
const AUDIT_ROMAJI = {
  青葉: 'Aoba',
  東和: 'Towa',
  北斗: 'Hokuto',
  富士見: 'Fujimi',
  中央: 'Chuo',
  三栄: 'San-ei',
  大和: 'Daiwa',
  丸星: 'Maruboshi',
  朝日: 'Asahi',
  協和: 'Kyowa',
  光陽: 'Koyo',
  新生: 'Shinsei',
  双葉: 'Futaba',
  千代田: 'Chiyoda',
  湊: 'Minato',
};
const OFFICE_CITY = {
  東京都: '東京',
  大阪府: '大阪',
  愛知県: '名古屋',
  福岡県: '福岡',
  北海道: '札幌',
  宮城県: '仙台',
  神奈川県: '横浜',
  京都府: '京都',
  兵庫県: '神戸',
  広島県: '広島',
  埼玉県: 'さいたま',
  千葉県: '千葉',
  静岡県: '静岡',
  群馬県: '高崎',
};
/** The regional bank of each of PLACES' prefectures, printed without codes. */
const CITY_REGIONAL = {
  東京都: 'きらぼし銀行',
  大阪府: '関西みらい銀行',
  愛知県: 'あいち銀行',
  福岡県: '西日本シティ銀行',
  北海道: '北洋銀行',
  宮城県: '七十七銀行',
  神奈川県: '横浜銀行',
  京都府: '京都銀行',
  兵庫県: 'みなと銀行',
  広島県: '広島銀行',
  埼玉県: '武蔵野銀行',
  千葉県: '千葉銀行',
  静岡県: '静岡銀行',
  群馬県: '群馬銀行',
};
const AUDIT_BUYERS = [
  '株式会社{s}ホールディングス',
  '{s}産業株式会社',
  '株式会社{s}電機',
  '{s}化学工業株式会社',
  '株式会社{s}精機',
  '{s}食品工業株式会社',
];
const AUDIT_KINDS = [
  '会社法第436条第2項第1号に基づく監査',
  '金融商品取引法第193条の2第1項に基づく監査',
  '会社法及び金融商品取引法に基づく監査',
];
LAYOUTS.push({
  id: 'L204-kansa-houshuu',
  split: 'dev',
  title:
    "監査法人's formal 監査報酬 請求書 for one installment: 拝啓 … 記 letter with the 監査契約's date and the audited 第n期 (自 … 至 …), 1. ご請求金額 2. 内訳 (監査報酬 第i回, 旅費交通費 実費) 3. a 契約報酬額 / 既ご請求額 / 今回ご請求額 / 未請求残額 table 4. お支払期日 5. お振込先 (当座 often, holder カンサホウジン … spelled out), the firm's 主たる事務所 and another 事務所 in a footer band",
  exercises:
    "a 監査法人 (青葉監査法人 / 監査法人東和 — the issuer_name, not its English name Aoba Audit Corporation under it, nor its 代表社員 and 業務執行社員 公認会計士 …) bills a company (株式会社…ホールディングス / …産業株式会社 / …化学工業株式会社, 代表取締役社長 … 殿) for one installment of its annual 監査報酬 in a formal letter in 明朝: 請求書番号 and the date at the top right, 拝啓 … naming the date the 監査契約 was signed and the company's 第n期 (自 2025年4月1日 至 2026年3月31日 — none of them the issue_date or the due_date), 記, 1. ご請求金額 金 … 円（消費税込）, 2. 内訳 (監査報酬（第2回／全3回 期末監査分）, 旅費交通費（実費）sometimes, 小計 / 消費税（10%）/ 合計), 3. a 監査報酬 table (契約報酬額（年額・税抜）, 既ご請求額, 今回ご請求額, 未請求残額 — total_amount is the ご請求金額 of this installment with its 消費税, never the 契約報酬額, as L60), 4. お支払期日, 5. お振込先 (a main bank's 当座 or 普通, a regional bank sometimes; holder カンサホウジン アオバ or トウワカンサホウジン spelled out in full- or half-width kana, as printed), 以上; the firm's offices in a footer band: …事務所（主たる事務所）with its 〒 address, TEL and FAX — the issuer's address and phone — and another …事務所 in another city with its own 〒 address and TEL (none of the fields, as L178); 令和8年1月31日 or 2026年1月31日 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main', checking: r.chance(0.55) }),
  render(d, r) {
    const [stem, kana] = r.pick(KANJI_STEMS.filter(([x]) => AUDIT_ROMAJI[x]));
    d.corpBody = stem;
    d.form = '監査法人';
    d.formBefore = r.chance(0.5);
    d.issuerName = d.formBefore ? `監査法人${stem}` : `${stem}監査法人`;
    const english = `${AUDIT_ROMAJI[stem]} Audit Corporation`;
    const holderBase = d.formBefore ? `カンサホウジン ${kana}` : `${kana}カンサホウジン`;
    const holder = holderPrinted({ holderBase }, r.pick(['full', 'full', 'half', 'big']));
    landline(d);
    // An office building always; a bank of the prefecture for the account at a bank outside the eight.
    d.address = officeAddress(r, d.address);
    const pref = prefOf(d.address);
    if (!d.bank.main) localBank(d, r, [CITY_REGIONAL[pref]]);
    ordinaryAtNetBank(d);
    const mainOffice = `${OFFICE_CITY[pref]}事務所`;
    const other = placeOutside(r, [pref]);
    const otherOffice = `${OFFICE_CITY[prefOf(other.town)]}事務所`;
    const otherAddr = `${other.address} ${r.pick(['第一生命ビル 9F', '朝日ビル 12階', 'センタービル7F', 'スクエア 15F'])}`;
    const [bs] = r.pick(KANJI_STEMS);
    d.buyerName = r.pick(AUDIT_BUYERS).replace('{s}', bs);
    const buyer = placeOutside(r, []);
    d.buyerZip = buyer.zip;
    d.buyerAddress = buyer.address;
    const [ps, ...others] = shuffle(r, SURNAMES).map(([sn]) => sn);
    const president = `${ps} ${r.pick(GIVEN)[0]}`;
    const partners = others.slice(0, 2).map((sn) => `${sn} ${r.pick(GIVEN)[0]}`);
    // The fiscal year and its installments: the i-th of k billed o months after the year's start (the last after its end).
    const fe = r.pick([3, 3, 3, 12, 12, 9, 6]);
    const k = r.pick([2, 2, 3, 4]);
    const i = r.int(1, k);
    const o = Math.floor((12 * i) / k) + (i === k ? 2 : 0);
    const sm = (fe % 12) + 1;
    const billYear = d.issue[0];
    const sy = [billYear, billYear - 1, billYear - 2].find((yy) => addMonths([yy, sm], o - 1)[0] === billYear);
    const billing = addMonths([sy, sm], o - 1);
    const periodStart = [sy, sm, 1];
    const periodEnd = endOfMonth(...addMonths([sy, sm], 11));
    const contract = [...addMonths([sy, sm], 2), r.int(18, 28)];
    d.issue = i === 1 || r.chance(0.6) ? endOfMonth(...billing) : [...billing, r.pick([25, 28])];
    d.due = r.chance(0.6) ? endOfMonth(...addMonths(billing, 1)) : addDays(d.issue, 30);
    d.no = r.chance(0.5) ? `AU${String(billing[0]).slice(2)}-${r.digits(4)}` : `${billing[0]}-${r.int(100, 999)}`;
    const term = r.int(12, 78);
    const kind = r.pick(AUDIT_KINDS);
    const fee = r.int(60, 420) * 10000;
    const annual = fee * k;
    const billed = fee * (i - 1);
    const rest = annual - billed - fee;
    const label = `第${i}回／全${k}回　${i === k ? '期末監査' : '期中監査'}分`;
    const travel = r.chance(0.6) ? r.int(8, 180) * 100 + r.int(0, 9) * 10 : 0;
    d.items = [
      { name: '監査報酬', amount: fee, rate: 10 },
      ...(travel ? [{ name: '旅費交通費', amount: travel, rate: 10 }] : []),
    ];
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = r.chance(0.6) ? DATE_FORMATS.wareki : DATE_FORMATS.seireki;
    const reg = r.chance(0.3) ? regSpaced(d.reg) : d.reg;
    const ink = r.pick(['#1f2430', '#22262e', '#2a2320']);
    const line = r.pick(['#1d3b6a', '#4a3b2a', '#2b4a3a']);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 10px; color: ${ink}; line-height: 1.7; }
      .wrap { position: relative; height: 1123px; padding: 44px 60px 0; }
      .lh { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid ${line}; padding-bottom: 6px; }
      .lh .nm { font-size: 20px; font-weight: 700; letter-spacing: .12em; color: ${line}; } .lh .en { font-family: 'Liberation Serif', serif; font-size: 10px; letter-spacing: .08em; color: #555; }
      .lh .mt { text-align: right; line-height: 1.8; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 16px; }
      .to { line-height: 1.8; padding-top: 4px; } .to .n { font-size: 15px; font-weight: 700; }
      .co { position: relative; width: 270px; line-height: 1.7; font-size: 9.6px; padding-top: 2px; } .co .nm { font-size: 14px; font-weight: 700; letter-spacing: .06em; }
      h1 { text-align: center; font-size: 20px; letter-spacing: .5em; margin: 18px 0 8px .5em; font-weight: 700; }
      .body { text-indent: 1em; } .ki { text-align: center; margin: 10px 0 6px; }
      .sec { margin-top: 8px; } .sec .h { font-weight: 700; }
      .tot { display: inline-block; margin-left: 24px; border-bottom: 3px double ${ink}; font-size: 15px; font-weight: 700; padding: 0 12px; }
      table.t { border-collapse: collapse; margin: 4px 0 0 24px; } table.t td, table.t th { border: 1px solid #8a8f98; padding: 2px 12px; } table.t th { font-weight: normal; background: #f2f3f5; }
      table.t tr.g td { font-weight: 700; border-top: 2px solid ${ink}; }
      .end { text-align: right; margin-top: 8px; }
      .foot { position: absolute; left: 60px; right: 60px; bottom: 36px; border-top: 1px solid ${line}; padding-top: 6px; display: flex; gap: 26px; font-size: 8.6px; line-height: 1.6; color: #444; }
      .foot b { color: ${line}; }`;
    const detail = `<tr><td>監査報酬（${label}）</td><td class="num">${yen(fee)}円</td></tr>${travel ? `<tr><td>旅費交通費（実費）</td><td class="num">${yen(travel)}円</td></tr>` : ''}
      <tr><td>小計</td><td class="num">${yen(s.subtotal)}円</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}円</td></tr><tr class="g"><td>合計</td><td class="num">${yen(s.total)}円</td></tr>`;
    const status = `<tr><th>契約報酬額（年額・税抜）</th><th>既ご請求額</th><th>今回ご請求額</th><th>未請求残額</th></tr>
      <tr><td class="num">${yen(annual)}円</td><td class="num">${yen(billed)}円</td><td class="num">${yen(fee)}円</td><td class="num">${yen(rest)}円</td></tr>`;
    const branch = d.branch.name;
    const seal = textSeal(
      `${d.issuerName}之印`,
      3,
      `right: ${r.int(-4, 20)}px; top: ${r.int(4, 24)}px; width: 64px; height: 64px; font-size: 12.5px; opacity: .55;`,
    );
    const page = `<div class="wrap"><div class="lh"><div><div class="nm">${d.issuerName}</div><div class="en">${english}</div></div><div class="mt">請求書番号　${d.no}<br>${fmt(d.issue)}</div></div>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}</span><br>代表取締役社長　${president}　殿</div>
        <div class="co"><span class="nm">${d.issuerName}</span><br>代表社員　公認会計士　${partners[0]}<br>業務執行社員　公認会計士　${partners[1]}<br>登録番号　${reg}${seal}</div></div>
      <h1>請求書</h1>
      <div class="body">拝啓　時下ますますご清栄のこととお慶び申し上げます。平素は格別のご高配を賜り、厚く御礼申し上げます。</div>
      <div class="body">さて、${fmt(contract)}付で締結いたしました監査契約書に基づき、貴社第${term}期（自 ${fmt(periodStart)}　至 ${fmt(periodEnd)}）の${kind}に係る監査報酬（${label}）を、下記のとおりご請求申し上げます。ご査収のほど、よろしくお願い申し上げます。</div>
      <div class="end">敬具</div><div class="ki">記</div>
      <div class="sec"><span class="h">1．ご請求金額</span><span class="tot">金 ${yen(s.total)} 円</span>（消費税込）</div>
      <div class="sec"><span class="h">2．内訳</span><table class="t">${detail}</table></div>
      <div class="sec"><span class="h">3．監査報酬のご請求状況</span><table class="t">${status}</table></div>
      <div class="sec"><span class="h">4．お支払期日</span>　${fmt(d.due)}</div>
      <div class="sec"><span class="h">5．お振込先</span>　${d.bank.name}　${branch}　${TYPE_LABEL[d.type]}預金　${d.account}<br><span style="margin-left:6.2em">口座名義　${holder}</span><br><span style="margin-left:6.2em;font-size:9px">※恐れ入りますが、振込手数料は貴社にてご負担くださいますようお願い申し上げます。</span></div>
      <div class="end">以上</div>
      <div class="foot"><div><b>${mainOffice}（主たる事務所）</b><br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}</div><div><b>${otherOffice}</b><br>〒${other.zip}　<span class="addr">${otherAddr}</span><br>TEL ${other.tel}</div></div></div>`;
    return { pages: [page], css, printed: { issuer: d.issuerName, holder, total: s.total } };
  },
});

// 205 — a 養蜂家 in a country town (a sole proprietor under its 屋号: 佐藤養蜂園 / 佐藤養蜂場 / はちみつの佐藤) bills a 施設園芸 farm
// for the 交配用ミツバチ it rents for the season in its greenhouses: a plain Word 御請求書 — the title centred, the date and No. at the
// right, the farm's 〒 address and name at the left, the 屋号 large at the right with 代表, 〒 address, a mobile, 登録番号 and its
// 蜜蜂飼育届 number under a round 認印, a 交配の概要 box (作物 and ハウス棟数, the 設置場所 — the farm's field, not an address of the
// issuer's —, 搬入日, 回収予定日, 群数), rows (交配用蜜蜂 貸出 by the 群, 搬入・設置料, 蜂群 補充, ※国産はちみつ at 8%, a 巣箱保証金
// 不課税, refunded when the hives come back), no amount at the top: the ご請求金額 only at the foot of a 税率別 summary (10%対象 / 消費税
// / ※8%対象 / 消費税 / 不課税 保証金), and the お振込先 boxed at the bottom (the local JA's 普通貯金, a regional bank, or ゆうちょ 記号・番号);
// 令和 dates.
const YOUHOU_YAGO = [
  ['{s}養蜂園', '{k}ヨウホウエン'],
  ['{s}養蜂場', '{k}ヨウホウジョウ'],
  ['はちみつの{s}', 'ハチミツノ{k}'],
  ['{s}ビーファーム', '{k}ビーファーム'],
];
const YOUHOU_CROPS = [
  ['いちご', 2, 8],
  ['メロン', 2, 6],
  ['すいか', 1, 4],
  ['なす', 2, 5],
  ['さくらんぼ', 1, 3],
];
const YOUHOU_BUYERS = ['株式会社{s}ファーム', '有限会社{s}いちご園', '農事組合法人{s}施設園芸組合', '株式会社{s}農園'];
const HONEY = [
  ['※国産 百花はちみつ（1kg 瓶）', 2800, 4200],
  ['※国産 アカシアはちみつ（500g 瓶）', 1800, 2600],
  ['※国産 れんげはちみつ（600g 瓶）', 2000, 3000],
];
LAYOUTS.push({
  id: 'L205-youhou-kouhai',
  split: 'dev',
  title:
    "養蜂家's 御請求書 for 交配用ミツバチ rented to a 施設園芸 farm: a 交配の概要 box (作物, ハウス棟数, 設置場所, 搬入日, 回収予定日), rows by the 群 with a 巣箱保証金 (不課税, refunded) and ※はちみつ at 8%, no amount at the top — the ご請求金額 only under a 税率別 summary; the 屋号 with its 蜜蜂飼育届 number; 令和 dates",
  exercises:
    "a 養蜂家 in a country town (a sole proprietor under its 屋号 佐藤養蜂園 / 佐藤養蜂場 / はちみつの佐藤 / 佐藤ビーファーム — the issuer_name — with 代表 and the name) bills a 施設園芸 farm (株式会社…ファーム / 有限会社…いちご園 / 農事組合法人…施設園芸組合, 御中) for the 交配用ミツバチ it rents for the season: a plain Word 御請求書 — the title centred, the date (令和8年1月31日 or 令和08年01月31日) and No. 8-07 at the right, the farm's 〒 address and name at the left, the 屋号 large at the right (代表, 〒 address with a 番地, 携帯 or TEL, 登録番号, 蜜蜂飼育届出番号 …県 第123号 — not a field) under a round 認印; a 交配の概要 box (交配作物 いちご（ハウス5棟）, 設置場所 — the farm's field, …町字上原1234番地 ほか, not an address of the issuer's —, 搬入日 and 回収予定日 — neither the issue_date nor the due_date —, 群数); rows 交配用蜜蜂 貸出（セイヨウミツバチ）by the 群, 搬入・設置料（ハウス n棟）, 蜂群 補充 sometimes, ※国産はちみつ by the 瓶 at 8% sometimes, and a 巣箱保証金（返却時ご返金）by the 群, 不課税, sometimes; no amount at the top: the ご請求金額 only at the foot of a 税率別 summary (10%対象 / 消費税 / ※8%対象 / 消費税 / 不課税（巣箱保証金）/ ご請求金額 — total_amount the ご請求金額, the 保証金 in it as the fees outside the 消費税 above); the お振込先 boxed at the bottom (the town's JA — JA… or …農業協同組合, 普通貯金, as L174 —, a regional bank or 信用金庫, or ゆうちょ 記号・番号; holder the 屋号's kana with the owner's, or the owner's, full or half-width) with the お支払期限; 令和 dates",
  opts: (r, inst) => ({ sole: true, rates: 'mixed', bank: ['main', 'yucho', 'other'][inst] }),
  render(d, r) {
    const [sn] = d.person.split(' ');
    const snk = d.holderBase.split(' ')[0];
    const [yt, kt] = r.pick(YOUHOU_YAGO);
    d.yago = yt.replace('{s}', sn);
    d.issuerName = d.yago;
    const yagoKana = kt.replace('{k}', snk);
    const town = relocate(d, r, true);
    const pref = prefOf(town);
    if (r.chance(0.6)) d.tel = `0${r.pick(['90', '80'])}-${r.digits(4)}-${r.digits(4)}`;
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
    const holderBase = !d.yucho && r.chance(0.55) ? `${yagoKana} ${d.holderBase}` : d.holderBase;
    const holder = holderPrinted({ holderBase }, r.pick(['full', 'full', 'half', 'half-big']));
    // The farm in another town of the region, its greenhouses on a field with a 字.
    const [fzip, farmTown] = r.chance(0.6) ? [d.zip, town] : r.pick(TOWNS.filter(([, t]) => t !== town));
    const [bs] = r.pick(KANJI_STEMS);
    d.buyerName = r.pick(YOUHOU_BUYERS).replace('{s}', bs);
    d.buyerZip = fzip;
    d.buyerAddress = `${farmTown}${r.int(100, 4999)}番地${r.chance(0.3) ? r.int(1, 9) : ''}`;
    const field = `${townOf(farmTown)}字${r.pick(AZA)}${r.int(100, 2999)}番地${r.chance(0.5) ? ' ほか' : ''}`;
    const [crop, hlo, hhi] = r.pick(YOUHOU_CROPS);
    const houses = r.int(hlo, hhi);
    const hives = houses + r.int(0, 2);
    const placed = addDays(d.issue, -r.int(3, 20));
    const collect = addDays(placed, r.int(60, 110));
    d.due = r.chance(0.5) ? endOfMonth(...addMonths(d.issue, 1)) : addDays(d.issue, 30);
    d.no = `${reiwa(d.issue[0])}-${pad2(r.int(1, 40))}`;
    const rent = r.int(28, 52) * 500;
    const rows = [
      { name: `交配用蜜蜂 貸出（セイヨウミツバチ・${crop}）`, qty: hives, unit: '群', price: rent, rate: 10 },
      { name: `搬入・設置料（ハウス${houses}棟）`, qty: 1, unit: '式', price: r.int(3, 12) * 1000, rate: 10 },
    ];
    if (r.chance(0.4))
      rows.push({ name: '蜂群 補充（働き蜂 追加）', qty: r.int(1, 2), unit: '群', price: r.int(6, 10) * 1000, rate: 10 });
    if (r.chance(0.6)) {
      const [hn, lo, hi] = r.pick(HONEY);
      rows.push({ name: hn, qty: r.int(2, 20), unit: '瓶', price: Math.round(r.int(lo, hi) / 10) * 10, rate: 8 });
    }
    const deposit = r.chance(0.65) ? r.pick([5000, 8000, 10000]) : 0;
    for (const x of rows) x.amount = x.qty * x.price;
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: x.rate }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const depositTotal = deposit * hives;
    const total = s.total + depositTotal;
    const fmt = r.chance(0.6) ? DATE_FORMATS.wareki : warekiPad;
    const notice = `${pref} 第${r.int(100, 2999)}号`;
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const bankHtml = d.yucho
      ? `ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}`
      : `${d.bank.name}　${d.branch.name}　${ja ? '普通貯金' : '普通預金'}　${d.account}`;
    const amber = r.pick(['#b7791f', '#a16207', '#9a6a1c']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #2a2118; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 46px 58px 0; }
      h1 { text-align: center; font-size: 22px; letter-spacing: .8em; margin: 0 0 0 .8em; font-weight: 700; }
      .meta { text-align: right; margin-top: 6px; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 8px; gap: 20px; }
      .to { padding-top: 6px; line-height: 1.8; } .to .n { font-size: 15px; font-weight: 700; border-bottom: 1px solid #2a2118; padding-right: 18px; display: inline-block; }
      .co { position: relative; width: 280px; line-height: 1.6; font-size: 9.6px; } .co .nm { font-size: 18px; font-weight: 700; letter-spacing: .06em; display: flex; align-items: center; gap: 6px; }
      .hex { width: 20px; height: 22px; background: ${amber}; clip-path: polygon(50% 0, 100% 25%, 100% 75%, 50% 100%, 0 75%, 0 25%); }
      .lead { margin-top: 16px; }
      .ov { border-collapse: collapse; margin-top: 8px; width: 100%; } .ov th { width: 92px; background: #fbf3e4; border: 1px solid #c9b48f; font-weight: normal; padding: 3px 8px; text-align: left; } .ov td { border: 1px solid #c9b48f; padding: 3px 8px; }
      .det { width: 100%; border-collapse: collapse; margin-top: 14px; } .det th { border-top: 2px solid #2a2118; border-bottom: 1px solid #2a2118; font-weight: normal; padding: 3px; }
      .det td { border-bottom: 1px solid #ddd2bf; padding: 4px 6px; } .det td.c { text-align: center; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 12px; gap: 20px; }
      .nt { font-size: 9.2px; line-height: 1.8; }
      .sum { border-collapse: collapse; min-width: 260px; } .sum td { padding: 2px 10px; border-bottom: 1px solid #ddd2bf; }
      .sum tr.t td { border-top: 2px solid #2a2118; border-bottom: 3px double #2a2118; font-size: 14px; font-weight: 700; padding: 4px 10px; }
      .bank { margin-top: 26px; border: 1.5px solid ${amber}; padding: 6px 12px; line-height: 1.9; width: 460px; } .bank table { border-collapse: collapse; } .bank td { padding: 0 6px; } .bank td.h { color: ${amber}; font-weight: 700; vertical-align: top; padding-right: 14px; }`;
    const det = rows
      .map(
        (x, k) =>
          `<tr><td class="c">${k + 1}</td><td>${x.name}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td><td class="c">${x.rate}%</td></tr>`,
      )
      .join('');
    const depRow = deposit
      ? `<tr><td class="c">${rows.length + 1}</td><td>巣箱保証金（返却時ご返金）</td><td class="num">${hives}</td><td class="c">群</td><td class="num">${yen(deposit)}</td><td class="num">${yen(depositTotal)}</td><td class="c">不課税</td></tr>`
      : '';
    const sums = [
      ['10%対象', yen(s.by[10]?.base ?? 0)],
      ['消費税（10%）', yen(s.by[10]?.tax ?? 0)],
      ...(s.by[8]
        ? [
            ['※8%対象', yen(s.by[8].base)],
            ['消費税（8%）', yen(s.by[8].tax)],
          ]
        : []),
      ...(deposit ? [['不課税（巣箱保証金）', yen(depositTotal)]] : []),
    ];
    const page = `<div class="wrap"><h1>御請求書</h1>
      <div class="meta">${fmt(d.issue)}<br>No. ${d.no}</div>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span></div>
        <div class="co"><span class="nm"><i class="hex"></i>${d.yago}</span>代表　${d.person}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>${mobile ? '携帯' : 'TEL'}　${d.tel}<br>登録番号　${reg}<br>蜜蜂飼育届出番号　${notice}
          ${textSeal(sn, 2, `right: ${r.int(0, 30)}px; top: ${r.int(0, 20)}px; width: 44px; height: 44px; border-radius: 50%; font-size: 14px; opacity: .6;`)}</div></div>
      <div class="lead">いつもお世話になっております。今季の花粉交配用ミツバチの貸出につきまして、下記のとおりご請求申し上げます。</div>
      <table class="ov"><tr><th>交配作物</th><td>${crop}（ハウス${houses}棟）</td><th>群数</th><td>${hives}群</td></tr><tr><th>設置場所</th><td colspan="3">${field}</td></tr><tr><th>搬入日</th><td>${fmt(placed)}</td><th>回収予定日</th><td>${fmt(collect)}</td></tr></table>
      <table class="det"><tr><th style="width:28px">No.</th><th>品名</th><th style="width:46px">数量</th><th style="width:36px">単位</th><th style="width:64px">単価</th><th style="width:80px">金額</th><th style="width:52px">税区分</th></tr>${det}${depRow}</table>
      <div class="low"><div class="nt">${s.by[8] ? '※印は軽減税率（8%）対象です。<br>' : ''}${deposit ? '巣箱保証金は、回収時に巣箱の破損がなければ全額ご返金いたします。<br>' : ''}農薬を散布される際は、必ず3日前までにご連絡ください。<br>蜂群の弱り・逃去の際は無償で入れ替えいたします。</div>
        <table class="sum">${sums.map(([l, v]) => `<tr><td>${l}</td><td class="num">${v}</td></tr>`).join('')}<tr class="t"><td>ご請求金額</td><td class="num">¥${yen(total)}</td></tr></table></div>
      <div class="bank"><table><tr><td class="h" rowspan="3">お振込先</td><td>${bankHtml}</td></tr><tr><td>口座名義　${holder}</td></tr><tr><td>お支払期限　${fmt(d.due)}</td></tr></table></div></div>`;
    return { pages: [page], css, printed: { issuer: d.yago, holder, total } };
  },
});

// 206 — a 生花店 (a sole proprietor's フラワーショップ ひなた / 花の佐藤 / 佐藤生花店, or 有限会社佐藤生花) bills a company's 総務部 for
// the month's 祝花・供花 and 活け込み: a 請求書 with a coloured band down the left edge, the shop's name with its English line (Flower Shop)
// and a 花キューピット-like 加盟店 No. at the top right over its block, the company with 御中 at the left, a ご請求金額 line with a thick
// underline, one row per order (日付, ご用途 tag 祝 / 供 / 見 / 社, 品名 — スタンド花, 胡蝶蘭, 供花 一基, アレンジメント, ※フルーツ籠 at
// 8% —, お届け先 — another company's name 様 with the occasion, a 斎場 and the deceased, a hospital and a patient — with the 立札 naming
// the buyer and its 代表取締役 under it, 数量, 単価, 配達料, 金額), a 税率別 summary beside the お振込先 table at the foot; 年月日 dates.
const HANA_YAGO = [
  ['フラワーショップ {w}', 'フラワーショップ{wk}'],
  ['花の{s}', 'ハナノ{k}'],
  ['{s}生花店', '{k}セイカテン'],
  ['花工房 {w}', 'ハナコウボウ{wk}'],
];
const HANA_WORDS = [
  ['ひなた', 'ヒナタ'],
  ['すずらん', 'スズラン'],
  ['ミモザ', 'ミモザ'],
  ['はなもも', 'ハナモモ'],
  ['こもれび', 'コモレビ'],
];
// [tag, ご用途, 品名, 単価 lo–hi (×1000), rate, kind of お届け先]
const HANA_ORDERS = [
  ['祝', '御開店祝', 'スタンド花（2段）', 18, 30, 10, 'co'],
  ['祝', '御就任祝', '胡蝶蘭（3本立・白）', 22, 50, 10, 'co'],
  ['祝', '御移転祝', '観葉植物（パキラ 8号鉢）', 12, 25, 10, 'co'],
  ['祝', '竣工祝', 'スタンド花（1段）', 12, 20, 10, 'co'],
  ['祝', '創立記念祝', 'アレンジメント（L）', 8, 15, 10, 'co'],
  ['供', '御供', '供花（一基）', 15, 22, 10, 'hall'],
  ['供', '御供', '枕花（籠）', 10, 20, 10, 'hall'],
  ['見', '御見舞', 'アレンジメント（M）', 5, 10, 10, 'hosp'],
  ['見', '御見舞', '※フルーツ籠', 5, 15, 8, 'hosp'],
  ['社', '受付 活け込み', '生花 活け込み（週1回）', 6, 12, 10, 'self'],
  ['社', '退職者 花束贈呈', '花束', 3, 8, 10, 'self'],
  ['社', '式典 壇上花', '壇上花（演台・卓上）', 15, 40, 10, 'self'],
];
const CO_EVENTS = ['新社屋', '本社移転', '新店舗', '創立30周年', '工場竣工'];
LAYOUTS.push({
  id: 'L206-hanaya-kyouka',
  split: 'dev',
  title:
    "生花店's monthly 請求書 to a company's 総務部 for 祝花・供花・御見舞 and 活け込み: one row per order with a ご用途 tag, the お届け先 (other companies 様, a 斎場 and the deceased, a hospital) and the 立札 naming the buyer, a 配達料 column, ※フルーツ籠 at 8%, a coloured band down the left edge, the 加盟店 No. by the shop, the お振込先 table beside the 税率別 summary",
  exercises:
    "a 生花店 (a sole proprietor under its 屋号 — フラワーショップ ひなた / 花の佐藤 / 佐藤生花店 / 花工房 ミモザ — with 代表 and the name, or 有限会社佐藤生花 / 株式会社佐藤フラワー; the issuer_name the 屋号 or the company, not the English line Flower Shop … set over it) bills a company (its 総務部 or 秘書室) for the month's flowers: a coloured band down the left edge, 請求書 at the top left with 請求日 and 請求No., the shop's block at the top right (name, 〒 address, TEL/FAX, 登録番号, 花キューピット加盟店 No. 12-3456 — not a field) with a round seal, the company's 〒 address and name with 御中 and ご担当 … 様 at the left, ご請求金額 ¥… on a thick underline, one row per order: 日付 m/d, a ご用途 tag (祝 / 供 / 見 / 社) with 御開店祝 / 御就任祝 / 御供 / 御見舞 / 受付 活け込み, 品名 (スタンド花（2段）, 胡蝶蘭（3本立）, 供花（一基）, 枕花, アレンジメント, ※フルーツ籠 at 8%, 生花 活け込み（週1回）, 花束, 壇上花), お届け先 — another company's name 様 and its 新社屋 / 新店舗, a 斎場 and 故 … 様, a hospital and a patient 様, 貴社 受付 — with the 立札 (…株式会社 代表取締役 … — the buyer's own name and its president's) under it, none of them fields, 数量, 単価, 配達料, 金額; under the table a 税率別 summary (10%対象 / 消費税 / ※8%対象 / 消費税 / 合計 — total_amount the ご請求金額, that 合計) beside the お振込先 table (a 信用金庫 of the prefecture, a main bank; holder the 屋号's kana with the owner's, or ﾕ)…, full or half-width) and the お支払期限; 2026年1月31日 or 2026/01/31 dates, the orders m/d",
  opts: (r, inst) => ({ sole: inst !== 1, rates: 'mixed', bank: inst === 2 ? 'main' : 'other' }),
  render(d, r) {
    let holderBase;
    let rep;
    if (d.sole) {
      const [sn] = d.person.split(' ');
      const snk = d.holderBase.split(' ')[0];
      const [yt, kt] = r.pick(HANA_YAGO);
      const [w, wk] = r.pick(HANA_WORDS);
      d.yago = yt.replace('{s}', sn).replace('{w}', w);
      d.issuerName = d.yago;
      const yagoKana = kt.replace('{k}', snk).replace('{wk}', wk);
      holderBase = r.chance(0.6) ? `${yagoKana} ${d.holderBase}` : d.holderBase;
      rep = `代表　${d.person}`;
    } else {
      const sn = setFamilyCorp(
        d,
        r,
        [
          ['生花', 'セイカ'],
          ['フラワー', 'フラワー'],
          ['花店', 'ハナテン'],
        ],
        [
          ['有限会社', 'ユ'],
          ['株式会社', 'カ'],
        ],
      );
      holderBase = d.holderBase;
      rep = `代表取締役　${sn} ${r.pick(GIVEN)[0]}`;
    }
    landline(d);
    const pref = prefOf(d.address);
    if (!d.bank.main) localBank(d, r, SHINKIN_OF[pref]);
    d.type = d.sole ? 2 : d.type;
    ordinaryAtNetBank(d);
    const holder = holderPrinted({ holderBase }, r.pick(['full', 'half', 'half', 'half-big']));
    const [bs] = r.pick(KANJI_STEMS);
    const [bt] = r.pick(TRADES);
    d.buyerName = r.chance(0.5) ? `株式会社${bs}${bt}` : `${bs}${bt}株式会社`;
    const street = d.address.replace(/\d.*$/, '');
    d.buyerZip = d.zip;
    d.buyerAddress = `${street}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}${r.pick(['', ' ' + r.pick(['本社ビル', '第2ビル 5F', 'センタービル8F'])])}`;
    const president = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const city = cityOf(d.address).replace(/^(.+?市).*$/, '$1');
    const [y, m] = d.issue;
    const close = endOfMonth(y, m);
    d.issue = r.chance(0.6) || m === 12 ? close : addDays(close, r.int(1, 4));
    d.due = r.chance(0.6) ? endOfMonth(...addMonths(close, 1)) : [...addMonths(close, 1), 20];
    d.no = `${String(y).slice(2)}${pad2(m)}-${String(r.int(1, 80)).padStart(3, '0')}`;
    const member = `${r.int(10, 47)}-${r.digits(4)}`;
    const names = shuffle(r, SURNAMES).map(([x]) => x);
    const n = r.int(5, 9);
    const orders = [];
    const picks = Array.from({ length: n }, () => r.pick(HANA_ORDERS));
    if (r.chance(0.55) && !picks.some((x) => x[5] === 8)) picks[n - 1] = HANA_ORDERS.find((x) => x[5] === 8);
    for (let k = 0; k < n; k++) {
      const [tag, use, item, lo, hi, rate, kind] = picks[k];
      const dt = [y, m, r.int(1, close[2])];
      let to;
      let tatefuda = '';
      if (kind === 'co') {
        const [s2] = r.pick(STEMS);
        const [t2] = r.pick(TRADES);
        to = `${r.chance(0.5) ? `株式会社${s2}${t2}` : `${s2}${t2}株式会社`} 様（${r.pick(CO_EVENTS)}）`;
        tatefuda = `立札：祝 ${d.buyerName} 代表取締役 ${president}`;
      } else if (kind === 'hall') {
        to = `${r.pick([`${r.pick(KANJI_STEMS)[0]}会館`, city.endsWith('市') ? `${city}斎場` : `${r.pick(KANJI_STEMS)[0]}斎場`, `${r.pick(KANJI_STEMS)[0]}セレモニーホール`])}（故 ${names[k]} ${r.pick(GIVEN)[0]} 様）`;
        tatefuda = `立札：${d.buyerName} 代表取締役 ${president}`;
      } else if (kind === 'hosp')
        to = `${r.pick(KANJI_STEMS)[0]}${r.pick(['病院', '総合病院', '記念病院'])}　${names[k]} ${r.pick(GIVEN)[0]} 様`;
      else to = r.pick(['貴社 本社受付', '貴社 役員応接室', '貴社 大会議室']);
      const weekly = item.includes('週1回');
      const qty = weekly ? r.int(4, 5) : item.includes('花束') ? r.int(1, 3) : 1;
      const price = r.int(lo, hi) * 1000 + (r.chance(0.3) ? 500 : 0);
      const fee = kind === 'self' || rate === 8 ? 0 : r.pick([0, 1000, 1500, 2000]);
      orders.push({
        dt: weekly ? [y, m, 1] : dt,
        tag,
        use,
        item,
        to,
        tatefuda,
        qty,
        price,
        fee,
        amount: qty * price + fee,
        rate,
      });
    }
    orders.sort((a, b) => a.dt[2] - b.dt[2]);
    d.items = orders.map((x) => ({ name: x.item, amount: x.amount, rate: x.rate }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = r.pick([DATE_FORMATS.seireki, DATE_FORMATS.seireki, DATE_FORMATS.slash]);
    const reg = r.chance(0.35) ? regHyphen(d.reg) : d.reg;
    const color = r.pick(['#c2577a', '#7a9a3a', '#8a5cb0', '#d07a2a']);
    const tint = { '#c2577a': '#fbeef2', '#7a9a3a': '#f1f6e8', '#8a5cb0': '#f4eefa', '#d07a2a': '#fcf1e6' }[color];
    const tagColor = { 祝: '#c0392b', 供: '#444', 見: '#2a6fb0', 社: '#6b6b6b' };
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.4px; color: #2b2b2b; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 36px 40px 0 64px; }
      .band { position: absolute; left: 0; top: 0; bottom: 0; width: 26px; background: ${color}; }
      .band::after { content: ''; position: absolute; left: 26px; top: 0; bottom: 0; width: 4px; background: ${tint}; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .tt h1 { font-size: 24px; letter-spacing: .3em; margin: 0; color: ${color}; font-weight: 700; } .tt .mt { margin-top: 4px; line-height: 1.7; }
      .co { position: relative; width: 290px; line-height: 1.55; font-size: 9px; } .co .en { font-family: 'Liberation Serif', serif; font-style: italic; color: ${color}; font-size: 11px; letter-spacing: .06em; }
      .co .nm { font-size: 17px; font-weight: 700; letter-spacing: .04em; } .co .mb { display: inline-block; border: 1px solid ${color}; color: ${color}; padding: 0 6px; font-size: 8.4px; margin-top: 2px; }
      .to { margin-top: 12px; line-height: 1.7; } .to .n { font-size: 15px; font-weight: 700; }
      .amt { margin-top: 12px; display: inline-flex; align-items: baseline; gap: 18px; border-bottom: 4px solid ${color}; padding: 0 8px 2px 0; } .amt .v { font-size: 22px; font-weight: 700; letter-spacing: .04em; }
      .det { width: 100%; border-collapse: collapse; margin-top: 14px; } .det th { background: ${tint}; border-bottom: 1.5px solid ${color}; font-weight: normal; padding: 3px 2px; }
      .det td { border-bottom: 1px solid #e3dde0; padding: 3px 4px; vertical-align: top; } .det td.c { text-align: center; } .det small { display: block; color: #777; font-size: 8.2px; }
      .tag { display: inline-block; width: 15px; height: 15px; line-height: 15px; text-align: center; color: #fff; border-radius: 2px; font-size: 9px; margin-right: 4px; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 12px; gap: 20px; }
      .bank { border-collapse: collapse; } .bank td { border: 1px solid #cfc6ca; padding: 2px 10px; } .bank td.l { background: ${tint}; }
      .sum { border-collapse: collapse; min-width: 230px; } .sum td { padding: 2px 10px; border-bottom: 1px solid #e3dde0; } .sum tr.t td { border-top: 1.5px solid ${color}; border-bottom: none; font-weight: 700; font-size: 12.5px; }`;
    const det = orders
      .map(
        (x) =>
          `<tr><td class="c">${mdSlash(x.dt)}</td><td><span class="tag" style="background:${tagColor[x.tag]}">${x.tag}</span>${x.use}</td><td>${x.item}</td><td>${x.to}${x.tatefuda ? `<small>${x.tatefuda}</small>` : ''}</td><td class="num">${x.qty}</td><td class="num">${yen(x.price)}</td><td class="num">${x.fee ? yen(x.fee) : '―'}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const sums = [
      ['10%対象', yen(s.by[10]?.base ?? 0)],
      ['消費税（10%）', yen(s.by[10]?.tax ?? 0)],
      ...(s.by[8]
        ? [
            ['※8%対象', yen(s.by[8].base)],
            ['消費税（8%）', yen(s.by[8].tax)],
          ]
        : []),
    ];
    const sealText = d.sole ? d.person.split(' ')[0] : `${d.corpBody}之印`;
    const page = `<div class="wrap"><div class="band"></div><div class="top"><div class="tt"><h1>請求書</h1><div class="mt">請求日　${fmt(d.issue)}<br>請求No.　${d.no}</div>
          <div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>${r.pick(['総務部', '秘書室', '総務部 総務課'])}　ご担当 ${d.buyerPerson} 様</div></div>
        <div class="co"><span class="en">Flower Shop</span><br><span class="nm">${d.issuerName}</span><br>${rep}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${reg}<br><span class="mb">花キューピット加盟店 No.${member}</span>
          ${textSeal(sealText, d.sole ? 2 : 3, `right: ${r.int(0, 24)}px; top: ${r.int(10, 30)}px; width: ${d.sole ? 44 : 56}px; height: ${d.sole ? 44 : 56}px; border-radius: 50%; font-size: ${d.sole ? 14 : 11}px; opacity: .55;`)}</div></div>
      <div class="amt"><span>ご請求金額（税込）</span><span class="v">¥${yen(s.total)}</span></div>
      <div style="margin-top:6px">${m}月分のご注文につきまして、下記のとおりご請求申し上げます。いつもありがとうございます。</div>
      <table class="det"><tr><th style="width:34px">日付</th><th style="width:104px">ご用途</th><th style="width:128px">品名</th><th>お届け先</th><th style="width:30px">数量</th><th style="width:52px">単価</th><th style="width:46px">配達料</th><th style="width:60px">金額</th></tr>${det}</table>
      <div class="low"><div><table class="bank"><tr><td class="l">お振込先</td><td>${d.bank.name}　${d.branch.name}</td></tr><tr><td class="l">預金種目・口座番号</td><td>${TYPE_LABEL[d.type]}　${d.account}</td></tr><tr><td class="l">口座名義</td><td>${holder}</td></tr></table>
          <div style="margin-top:6px;font-size:9px">お支払期限　${fmt(d.due)}<br>${s.by[8] ? '※印は軽減税率（8%）対象です。' : ''}立札の名義は貴社ご指示によります。</div></div>
        <table class="sum">${sums.map(([l, v]) => `<tr><td>${l}</td><td class="num">${v}</td></tr>`).join('')}<tr class="t"><td>合計</td><td class="num">¥${yen(s.total)}</td></tr></table></div></div>`;
    return { pages: [page], css, printed: { issuer: d.issuerName, holder, total: s.total } };
  },
});

// 207 — a 民泊 運営代行 company (株式会社…ステイ / 合同会社…ホスピタリティ / …バケーションレンタル) bills a property's owner (a person
// 様 or an owner's 合同会社 御中) for a month of running its 民泊: a cloud-made 運営代行料 ご請求書 — the company's name with its
// 住宅宿泊管理業者 登録番号 (国土交通大臣（01）第F01234号) beside its 適格請求書 登録番号, three cards (宿泊売上（参考・OTA入金額）,
// 稼働 n泊 / 31日 (xx%), ご請求金額（税込）), a 物件 line (物件名, 所在地 — the property's address —, 住宅宿泊事業 届出番号 M…), a table
// of the month's stays (予約番号 HM… / 10 digits / RT…, 経路 Airbnb / Booking.com / 楽天トラベル / 直販, チェックイン–アウト m/d, 泊数, 人数,
// 宿泊料金 for reference, 清掃, リネン), then the fees (運営代行手数料 = 宿泊売上 × n%, 清掃費, リネン費, 消耗品補充, 緊急駆けつけ, 備品購入
// 立替), 小計 / 消費税 / ご請求金額 at the right, and the 振込先 in a side card; ISO or slash dates.
const MINPAKU_TRADES = [
  ['ステイ', 'ステイ'],
  ['ホスピタリティ', 'ホスピタリティ'],
  ['バケーションレンタル', 'バケーションレンタル'],
  ['ホームシェア', 'ホームシェア'],
];
// [ward, the area named in the 物件名, the town of its address]
const MINPAKU_AREAS = {
  東京都: [
    ['台東区', '浅草', '浅草'],
    ['台東区', '谷中', '谷中'],
    ['墨田区', '押上', '押上'],
    ['新宿区', '神楽坂', '神楽坂'],
  ],
  大阪府: [
    ['大阪市浪速区', '難波', '難波中'],
    ['大阪市天王寺区', '天王寺', '堀越町'],
    ['大阪市北区', '中崎町', '中崎'],
  ],
  京都府: [
    ['京都市東山区', '東山', '清水'],
    ['京都市東山区', '祇園', '祇園町北側'],
    ['京都市上京区', '西陣', '紋屋町'],
    ['京都市右京区', '嵐山', '嵯峨天龍寺'],
  ],
  福岡県: [
    ['福岡市博多区', '博多', '祇園町'],
    ['福岡市中央区', '大名', '大名'],
  ],
  北海道: [
    ['札幌市中央区', '円山', '北一条西'],
    ['札幌市中央区', 'すすきの', '南五条西'],
  ],
};
const MINPAKU_KINDS = ['町家ステイ', 'ゲストハウス', 'ヴィラ', 'ホームステイ', 'コンドミニアム'];
LAYOUTS.push({
  id: 'L207-minpaku-daikou',
  split: 'dev',
  title:
    "民泊 運営代行 company's 運営代行料 ご請求書 to the owner: three cards (宿泊売上（参考）, 稼働率, ご請求金額), the 物件 with its 所在地 and 住宅宿泊事業 届出番号, a table of the month's stays (予約番号, Airbnb / Booking.com, チェックイン–アウト, 宿泊料金 for reference), fees as a % of 宿泊売上 plus 清掃・リネン, the 住宅宿泊管理業者 登録番号 beside the 適格請求書 登録番号",
  exercises:
    "a 民泊 運営代行 company (株式会社…ステイ / 合同会社…ホスピタリティ / …バケーションレンタル株式会社 — the issuer_name) bills a property's owner (a person … 様, or the owner's 合同会社…プロパティ 御中, living elsewhere) for a month of running its 民泊 in a cloud-made 運営代行料 ご請求書: 発行日 / 請求書番号 / お支払期限 at the top right, the company's block (〒 address, TEL, e-mail, 住宅宿泊管理業者 登録番号 国土交通大臣（01）第F01234号 — not the registration_number — and 適格請求書発行事業者 登録番号 T…), three cards in a row: 宿泊売上（参考・OTA入金額）¥… (the stays' revenue, larger, none of the fields), 稼働 n泊 / 31日 (xx%), ご請求金額（税込）¥… — the total_amount —; a 物件 line (物件名 町家ステイ 東山, 所在地 — the property's address in the company's city, not the issuer's —, 住宅宿泊事業 届出番号 M261234567); a table of the month's stays (予約番号 HMABC12345 / ten digits / RT…, 経路 Airbnb / Booking.com / 楽天トラベル / 直販, チェックイン and チェックアウト m/d — the last one in the next month sometimes —, 泊数, 人数, 宿泊料金 (参考), 清掃, リネン); the fees (運営代行手数料（宿泊売上 ¥… × 20%）, 清掃費 n回, リネン費 n名分, 消耗品補充, 緊急駆けつけ対応 sometimes, 備品購入（立替・課税）sometimes) with 小計 / 消費税（10%）/ ご請求金額 at the right; the お振込先 in a side card (a net bank with its 支店 code, a main bank; holder ｶ)… / ﾄﾞ)… half-width); 2026-02-05, 2026/02/05 or 2026年2月5日 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, MINPAKU_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
    ]);
    landline(d);
    // The company in a tourist city: Tokyo, Osaka, Kyoto, Fukuoka or Sapporo.
    const home = r.pick(PLACES.filter(([, t]) => MINPAKU_AREAS[prefOf(t)]));
    const [hzip, htown, harea] = home;
    d.zip = hzip;
    d.address = officeAddress(r, `${htown}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`);
    const local = harea.length === 2 ? `${r.digits(4)}-${r.digits(4)}` : `${r.digits(3)}-${r.digits(4)}`;
    d.tel = `${harea}-${local}`;
    const pref = prefOf(htown);
    if (!d.bank.main || r.chance(0.4)) rebank(d, r, 'net');
    ordinaryAtNetBank(d);
    const net = ['0036', '0038', '0033'].includes(d.bank.code);
    const showBranchCode = net || r.chance(0.3);
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big']));
    const domain = `${r.pick(['stay', 'vr', 'host', 'minpaku'])}-${d.corpBody.length}${r.digits(2)}.example.jp`;
    const email = `${r.pick(['owner', 'billing', 'support'])}@${domain}`;
    const kanri = `国土交通大臣（${pad2(r.int(1, 2))}）第F${r.digits(5)}号`;
    // The owner: a person or an owner's 合同会社, living elsewhere.
    const owner = placeOutside(r, [pref]);
    d.buyerZip = owner.zip;
    d.buyerAddress = owner.address;
    const person = r.chance(0.55);
    const [os] = r.pick(KANJI_STEMS);
    d.buyerName = person ? `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}` : `合同会社${os}プロパティ`;
    const [ward, area, propTown] = r.pick(MINPAKU_AREAS[pref]);
    const propName = `${r.pick(MINPAKU_KINDS)} ${area}`;
    const propAddr = `${pref}${ward}${propTown}${r.int(1, 5)}-${r.int(1, 20)}${r.chance(0.5) ? `-${r.int(1, 30)}` : ''}`;
    const notice = `M${PREF_CODES[pref]}${r.digits(7)}`;
    const [y, m] = d.issue;
    const close = endOfMonth(y, m);
    d.issue = r.chance(0.3) ? close : [...addMonths([y, m], 1), r.int(1, 5)];
    d.due = r.chance(0.5) ? [...addMonths([y, m], 1), r.pick([20, 25])] : endOfMonth(...addMonths([y, m], 1));
    d.no = `${y}${pad2(m)}-${alnum(r, 2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${r.digits(3)}`;
    // The month's stays, back to back sometimes; the last may check out in the next month.
    const clean = r.int(50, 120) * 100;
    const linen = r.int(8, 13) * 100;
    const nightly = r.int(9, 38) * 1000;
    const stays = [];
    let day = r.int(1, 4);
    while (day <= close[2] && stays.length < 9) {
      const nights = r.int(1, 4);
      const via = r.pick(['Airbnb', 'Airbnb', 'Booking.com', '楽天トラベル', '直販']);
      const id =
        via === 'Airbnb'
          ? `HM${alnum(r, 8, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}`
          : via === 'Booking.com'
            ? r.digits(10)
            : via === '楽天トラベル'
              ? `RT${r.digits(8)}`
              : `D-${r.digits(4)}`;
      const guests = r.int(1, 6);
      const inDate = [y, m, day];
      const outDate = addDays(inDate, nights);
      const stayAmount = nights * Math.round((nightly * (0.85 + r.rng() * 0.4)) / 100) * 100;
      stays.push({ id, via, inDate, outDate, nights, guests, stayAmount });
      day += nights + r.int(0, 4);
    }
    const nightsTotal = stays.reduce((t, x) => t + x.nights, 0);
    const occ = Math.round((Math.min(nightsTotal, close[2]) / close[2]) * 100);
    const revenue = stays.reduce((t, x) => t + x.stayAmount, 0);
    const pct = r.pick([15, 18, 20, 20, 25]);
    const guestsTotal = stays.reduce((t, x) => t + x.guests, 0);
    const fees = [
      {
        name: `運営代行手数料（宿泊売上 ¥${yen(revenue)} × ${pct}%）`,
        qty: 1,
        unit: '式',
        price: Math.floor((revenue * pct) / 100),
      },
      { name: '清掃費', qty: stays.length, unit: '回', price: clean },
      { name: 'リネン費（シーツ・タオル）', qty: guestsTotal, unit: '名分', price: linen },
      { name: '消耗品補充（アメニティ・トイレットペーパー等）', qty: 1, unit: '式', price: r.int(30, 120) * 100 },
    ];
    if (r.chance(0.35))
      fees.push({ name: '緊急駆けつけ対応（鍵トラブル）', qty: 1, unit: '回', price: r.pick([5500, 8800, 11000]) });
    if (r.chance(0.35))
      fees.push({
        name: `備品購入 立替（${r.pick(['ドライヤー', '電気ケトル', 'バスタオル 10枚', '炊飯器'])}）`,
        qty: 1,
        unit: '式',
        price: r.int(198, 980) * 10 + 8,
      });
    for (const x of fees) x.amount = x.qty * x.price;
    d.items = fees.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = r.pick([DATE_FORMATS.hyphen, DATE_FORMATS.slash, DATE_FORMATS.seireki]);
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const branch = showBranchCode ? `${d.branch.name}（${d.branch.code}）` : d.branch.name;
    const twoLine = r.chance(0.5);
    const main = r.pick(['#0f766e', '#1d4ed8', '#be185d', '#334155']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.2px; color: #1f2937; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 32px 40px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .ti { font-size: 20px; font-weight: 700; color: ${main}; } .ti small { display: block; font-size: 10px; color: #6b7280; font-weight: normal; margin-top: 2px; }
      .kv { border-collapse: collapse; } .kv td { padding: 1px 0 1px 14px; } .kv td.l { color: #6b7280; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 14px; gap: 20px; }
      .to { line-height: 1.7; } .to .n { font-size: 14.5px; font-weight: 700; }
      .co { width: 330px; line-height: 1.55; font-size: 8.8px; } .co .nm { font-size: 13px; font-weight: 700; } .co .l { color: #6b7280; }
      .cards { display: flex; gap: 10px; margin-top: 14px; } .card { flex: 1; border: 1px solid #e5e7eb; border-radius: 6px; padding: 8px 12px; background: #f9fafb; }
      .card .l { color: #6b7280; font-size: 8.8px; } .card .v { font-size: 17px; font-weight: 700; margin-top: 2px; } .card.pay { background: ${main}; border-color: ${main}; color: #fff; } .card.pay .l { color: #e5e7eb; }
      .prop { margin-top: 10px; border-left: 3px solid ${main}; padding: 2px 10px; line-height: 1.7; } .prop .l { color: #6b7280; margin-right: 6px; }
      h3 { font-size: 10px; margin: 12px 0 4px; color: ${main}; }
      .tb { width: 100%; border-collapse: collapse; } .tb th { text-align: left; color: #6b7280; font-weight: normal; border-bottom: 1.5px solid #9ca3af; padding: 2px 4px; font-size: 8.6px; }
      .tb td { border-bottom: 1px solid #e5e7eb; padding: 2px 4px; } .tb th.num, .tb td.num { text-align: right; } .tb td.c { text-align: center; } .tb td.g { color: #6b7280; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; gap: 18px; margin-top: 10px; }
      .bank { width: 300px; border: 1px solid #e5e7eb; border-radius: 6px; padding: 8px 12px; line-height: 1.7; } .bank .h { font-weight: 700; color: ${main}; } .bank .l { display: inline-block; width: 56px; color: #6b7280; }
      .sum { border-collapse: collapse; min-width: 250px; } .sum td { padding: 2px 8px; border-bottom: 1px solid #e5e7eb; } .sum tr.t td { border-top: 2px solid ${main}; border-bottom: none; font-size: 13px; font-weight: 700; }
      .nt { margin-top: 10px; font-size: 8.4px; color: #6b7280; line-height: 1.7; }`;
    const stayRows = stays
      .map(
        (x) =>
          `<tr><td>${x.id}</td><td>${x.via}</td><td class="c">${mdSlash(x.inDate)} → ${mdSlash(x.outDate)}</td><td class="num">${x.nights}泊</td><td class="num">${x.guests}名</td><td class="num g">${yen(x.stayAmount)}</td><td class="num">${yen(clean)}</td><td class="num">${yen(x.guests * linen)}</td></tr>`,
      )
      .join('');
    const feeRows = fees
      .map(
        (x) =>
          `<tr><td>${x.name}</td><td class="num">${x.qty}</td><td>${x.unit}</td><td class="num">${yen(x.price)}</td><td class="c">10%</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const page = `<div class="wrap"><div class="top"><div class="ti">運営代行料 ご請求書<small>${y}年${m}月分（${fmt([y, m, 1])} 〜 ${fmt(close)}）</small></div>
        <table class="kv"><tr><td class="l">発行日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求書番号</td><td>${d.no}</td></tr><tr><td class="l">お支払期限</td><td>${fmt(d.due)}</td></tr></table></div>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}　${person ? '様' : '御中'}</span><br>（オーナー様）</div>
        <div class="co"><span class="nm">${d.issuerName}</span><br>〒${d.zip}　${addrHtml(d.address, twoLine)}<br>TEL ${d.tel}　${email}<br><span class="l">住宅宿泊管理業者 登録番号</span>　${kanri}<br><span class="l">適格請求書発行事業者 登録番号</span>　${reg}</div></div>
      <div class="cards"><div class="card"><div class="l">宿泊売上（参考・OTA入金額）</div><div class="v">¥${yen(revenue)}</div></div><div class="card"><div class="l">稼働</div><div class="v">${nightsTotal}泊 / ${close[2]}日（${occ}%）</div></div><div class="card pay"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(s.total)}</div></div></div>
      <div class="prop"><span class="l">物件</span>${propName}　<span class="l">所在地</span>${propAddr}　<span class="l">届出番号</span>${notice}</div>
      <h3>ご宿泊実績</h3><table class="tb"><tr><th>予約番号</th><th>経路</th><th style="text-align:center">チェックイン → アウト</th><th class="num">泊数</th><th class="num">人数</th><th class="num">宿泊料金（参考）</th><th class="num">清掃</th><th class="num">リネン</th></tr>${stayRows}</table>
      <h3>ご請求明細</h3><table class="tb"><tr><th>項目</th><th class="num" style="width:40px">数量</th><th style="width:36px">単位</th><th class="num" style="width:70px">単価</th><th style="width:36px;text-align:center">税率</th><th class="num" style="width:80px">金額</th></tr>${feeRows}</table>
      <div class="low"><div class="bank"><div class="h">お振込先</div><span class="l">金融機関</span>${d.bank.name}<br><span class="l">支店</span>${branch}<br><span class="l">口座</span>${TYPE_LABEL[d.type]}　${d.account}<br><span class="l">名義</span>${holder}</div>
        <table class="sum"><tr><td>小計</td><td class="num">¥${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">¥${yen(s.tax)}</td></tr><tr class="t"><td>ご請求金額</td><td class="num">¥${yen(s.total)}</td></tr></table></div>
      <div class="nt">※宿泊料金はOTAからオーナー様口座へ直接入金されます（上記は参考値・OTA手数料控除後）。<br>※清掃費・リネン費はチェックアウト毎に計上しています。月をまたぐご宿泊はチェックイン月に計上します。<br>※振込手数料はオーナー様にてご負担ください。</div></div>`;
    return { pages: [page], css, printed: { issuer: d.issuerName, holder, total: s.total, showBranchCode } };
  },
});

// 208 — a 車両陸送 company (株式会社…陸送 / 有限会社…オートキャリー / …カートランスポート) bills a car dealer for the month's
// moves: the company's letterhead at the top left (a truck mark, its name, 一般貨物自動車運送事業 許可 …自貨第123号, 〒 address,
// TEL/FAX, 登録番号) above the dealer's 〒 address and name with 御中 — the issuer above the buyer —, a dark title box 陸送料金 請求書
// with 請求日 / 請求No. / 対象期間 at the right over a 今回御請求額 box, one row per car (日付, 車名 and 車台番号, 登録番号 (品川 300 さ
// 12-34) or 未登録 / 仮ナンバー, 発地 → 着地 — the dealer's 本店 and 中古車センター, an オートオークション 会場, a 板金 shop, a customer's
// home, a 自動車検査登録事務所 —, 積載車 / 自走, km, 運賃, 高速代, 立替（不課税）— the 臨時運行許可 手数料 of a car moved on 仮ナンバー),
// 運賃 計 / 高速代 計 / 課税対象額 / 消費税 / 立替金（不課税）/ 御請求金額 at the foot, and the お振込先 in a band across the bottom
// (two accounts ① and ② over one 口座名義 sometimes); R8.1.31, slash or 年月日 dates.
const RIKUSOU_TRADES = [
  ['陸送', 'リクソウ'],
  ['オートキャリー', 'オートキャリー'],
  ['カートランスポート', 'カートランスポート'],
  ['自動車輸送', 'ジドウシャユソウ'],
];
const RIKUSOU_BUYERS = ['{s}モータース株式会社', '株式会社{s}自動車販売', '株式会社オート{s}', '{s}自動車工業株式会社'];
const CARS = [
  ['プリウス', 'ZVW60'],
  ['アクア', 'MXPK11'],
  ['N-BOX', 'JF5'],
  ['ハイエースバン', 'TRH200V'],
  ['セレナ', 'GC28'],
  ['フィット', 'GR3'],
  ['タント', 'LA650S'],
  ['ヴォクシー', 'ZWR90W'],
  ['ジムニー', 'JB64W'],
  ['ノート', 'E13'],
  ['ヤリス', 'MXPA10'],
  ['CX-5', 'KF2P'],
  ['ハスラー', 'MR92S'],
  ['アルファード', 'AGH40W'],
];
const PLATE_OF = {
  東京都: ['品川', '練馬', '足立', '多摩'],
  神奈川県: ['横浜', '相模'],
  埼玉県: ['大宮', '所沢'],
  大阪府: ['なにわ', '和泉'],
  愛知県: ['名古屋', '尾張小牧'],
  福岡県: ['福岡', '北九州'],
  北海道: ['札幌'],
  宮城県: ['宮城'],
  兵庫県: ['神戸', '姫路'],
  京都府: ['京都'],
  広島県: ['広島', '福山'],
  千葉県: ['千葉', '習志野'],
  静岡県: ['静岡', '浜松'],
  群馬県: ['群馬', '高崎'],
};
const TRANSPORT_BUREAU = {
  東京都: '関自貨',
  神奈川県: '関自貨',
  埼玉県: '関自貨',
  千葉県: '関自貨',
  群馬県: '関自貨',
  大阪府: '近自貨',
  京都府: '近自貨',
  兵庫県: '近自貨',
  愛知県: '中自貨',
  静岡県: '中自貨',
  福岡県: '九自貨',
  北海道: '北自貨',
  宮城県: '東北自貨',
  広島県: '中国自貨',
};
LAYOUTS.push({
  id: 'L208-rikusou-meisai',
  split: 'dev',
  title:
    "車両陸送 company's monthly 陸送料金 請求書 to a car dealer: the issuer's letterhead at the top left above the dealer with 御中, one row per car (車名・車台番号, 登録番号 or 仮ナンバー, 発地 → 着地 naming other businesses and a customer's home, 積載車 / 自走, km, 運賃, 高速代, 臨時運行許可 手数料 立替（不課税）), the お振込先 in a bottom band, two accounts ① ② sometimes; R8.1.31 dates",
  exercises:
    "a 車両陸送 company (株式会社…陸送 / 有限会社…オートキャリー / …カートランスポート株式会社 / …自動車輸送, ㈱/(有) sometimes — the issuer_name) bills a car dealer (…モータース株式会社 / 株式会社…自動車販売 / 株式会社オート…, 御中, 業務部 ご担当 … 様) for the month's moves: the company's letterhead at the top left — a truck mark, its name, 一般貨物自動車運送事業 許可 関自貨第1234号 (not a field), 〒 address, TEL/FAX, 登録番号 — above the dealer's 〒 address and name (the issuer printed above the buyer), a dark title box 陸送料金 請求書 with 請求日 / 請求No. / 対象期間 at the right over a 今回御請求額 box with the お支払期限; one row per car: No., 日付 m/d, 車名 and 車台番号 (ZVW60-1234567), 登録番号 (品川 300 さ 12-34) or 未登録 / 仮ナンバー (…市 仮 1234), 発地 → 着地 (the dealer's 本店 and 中古車センター, …オートオークション 会場, …板金塗装, 佐藤様宅（…区）, 品川自動車検査登録事務所 — other businesses' and people's names, none of the fields), 区分 積載車 / 自走, 距離 km, 運賃, 高速代 (実費), 立替（不課税）— the 臨時運行許可 手数料 750 of a car moved on 仮ナンバー; at the foot 運賃 計 / 高速代（実費）計 / 課税対象額 / 消費税（10%）/ 立替金（不課税）/ 御請求金額 — total_amount the 御請求金額, the 立替金 in it (as L185) —, notes, and the お振込先 in a band across the bottom: one account, or two as ① and ② over one 口座名義 (the account is ①, the first listed, as L30; holder ｶ)… / ﾕ)… half-width); R8.1.31, 2026/01/31 or 2026年1月31日 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, RIKUSOU_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    landline(d);
    ordinaryAtNetBank(d);
    const issuer = r.chance(0.6) ? d.issuerName : abbreviated(d, r.int(0, 2));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const pref = prefOf(d.address);
    const licence = `一般貨物自動車運送事業 許可 ${TRANSPORT_BUREAU[pref]}第${r.int(100, 4999)}号`;
    const [bs] = r.pick(KANJI_STEMS);
    d.buyerName = r.pick(RIKUSOU_BUYERS).replace('{s}', bs);
    const buyerShort = d.buyerName.replace(/株式会社/, '');
    const street = d.address.replace(/\d.*$/, '');
    d.buyerZip = d.zip;
    d.buyerAddress = `${street}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
    const city = cityOf(d.address).replace(/^(.+?市).*$/, '$1');
    const areas = PLATE_OF[pref];
    const [y, m] = d.issue;
    const close = endOfMonth(y, m);
    d.issue = r.chance(0.5) || m === 12 ? close : addDays(close, r.int(1, 5));
    d.due = r.chance(0.6) ? endOfMonth(...addMonths(close, 1)) : [...addMonths(close, 2), 10];
    d.no = `${String(y).slice(2)}${pad2(m)}${r.digits(3)}`;
    const places = [
      `${buyerShort} 本店`,
      `${buyerShort} 中古車センター`,
      `${buyerShort} ${r.pick(KANJI_STEMS)[0]}店`,
      `${r.pick(KANJI_STEMS)[0]}オートオークション 会場`,
      `${r.pick(STEMS)[0]}板金塗装`,
      `${areas[0]}自動車検査登録事務所`,
    ];
    const n = r.int(8, 13);
    const tempAt = r.chance(0.75) ? r.int(0, n - 1) : -1;
    const rows = [];
    for (let k = 0; k < n; k++) {
      const [car, model] = r.pick(CARS);
      const chassis = `${model}-${r.chance(0.5) ? r.digits(7) : `${r.int(1, 9)}${r.digits(5)}`}`;
      const unregistered = k === tempAt || r.chance(0.15);
      const self = k === tempAt || r.chance(0.3);
      const temp = unregistered && self;
      const plate = unregistered
        ? temp
          ? `${city} 仮 ${r.int(1, 9999)}`
          : '未登録'
        : `${r.pick(areas)} ${r.int(300, 599)} ${PLATE_KANA[r.int(0, PLATE_KANA.length - 1)]} ${r.int(10, 99)}-${pad2(r.int(0, 99))}`;
      let from = r.pick(places);
      let to = r.pick(places.filter((x) => x !== from));
      if (r.chance(0.25)) to = `${r.pick(SURNAMES)[0]}様宅（${cityOf(r.pick(PLACES.filter(([, t]) => prefOf(t) === pref))[1])}）`;
      if (unregistered && r.chance(0.6))
        from = `${r.pick(['トヨタ', '日産', 'ホンダ', 'マツダ', 'スズキ'])}系 ${r.pick(KANJI_STEMS)[0]}配送センター`;
      const km = r.int(5, 220);
      const fare = self
        ? Math.max(6000, Math.round((4000 + km * 75) / 100) * 100)
        : Math.max(8000, Math.round((6000 + km * 110) / 100) * 100);
      const toll = km >= 40 && r.chance(0.7) ? Math.round((km * r.range(24, 40)) / 10) * 10 : 0;
      const fee = temp ? 750 : 0;
      rows.push({
        dt: [y, m, r.int(1, close[2])],
        car,
        chassis,
        plate,
        from,
        to,
        kind: self ? '自走' : '積載車',
        km,
        fare,
        toll,
        fee,
      });
    }
    rows.sort((a, b) => a.dt[2] - b.dt[2]);
    const fares = rows.reduce((t, x) => t + x.fare, 0);
    const tolls = rows.reduce((t, x) => t + x.toll, 0);
    const fees = rows.reduce((t, x) => t + x.fee, 0);
    d.items = [
      { name: '運賃', amount: fares, rate: 10 },
      { name: '高速代', amount: tolls, rate: 10 },
    ];
    d.sum = summarize(d.items);
    const s = d.sum;
    const total = s.total + fees;
    const two = r.chance(0.4) && d.bank.main;
    const second = two ? secondAccount(r, d) : null;
    const fmt = r.pick([warekiDots, warekiDots, DATE_FORMATS.slash, DATE_FORMATS.seireki]);
    const reg = r.chance(0.3) ? regSpaced(d.reg) : d.reg;
    const dark = r.pick(['#1e293b', '#14325c', '#3b2f2f']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.2px; color: #1f1f1f; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 28px 36px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px; }
      .lh { line-height: 1.55; font-size: 8.8px; } .lh .nm { display: flex; align-items: center; gap: 8px; font-size: 17px; font-weight: 700; }
      .truck { position: relative; width: 34px; height: 20px; } .truck::before { content: ''; position: absolute; left: 0; top: 0; width: 22px; height: 14px; background: ${dark}; }
      .truck::after { content: ''; position: absolute; left: 23px; top: 4px; width: 10px; height: 10px; background: ${dark}; border-radius: 0 4px 0 0; }
      .truck i { position: absolute; bottom: 0; width: 7px; height: 7px; border-radius: 50%; background: #888; } .truck i:first-child { left: 3px; } .truck i:last-child { left: 24px; }
      .lh .lc { color: #555; }
      .tt { width: 300px; } .tt .b { background: ${dark}; color: #fff; font-size: 17px; font-weight: 700; letter-spacing: .2em; text-align: center; padding: 6px 0; }
      .tt table { width: 100%; border-collapse: collapse; } .tt td { border: 1px solid #bbb; padding: 1px 8px; } .tt td.l { background: #f1f1f1; width: 80px; }
      .mid { display: flex; justify-content: space-between; align-items: flex-end; margin-top: 12px; gap: 16px; }
      .to { line-height: 1.7; } .to .n { font-size: 15px; font-weight: 700; border-bottom: 1.5px solid #1f1f1f; padding-right: 24px; display: inline-block; }
      .amt { width: 300px; border: 2px solid ${dark}; } .amt .l { background: ${dark}; color: #fff; padding: 2px 10px; } .amt .v { text-align: right; font-size: 20px; font-weight: 700; padding: 3px 10px; } .amt .d { border-top: 1px solid #bbb; padding: 1px 10px; font-size: 8.8px; }
      .det { width: 100%; border-collapse: collapse; margin-top: 12px; font-size: 8.4px; } .det th { background: #f1f1f1; border: 1px solid #aaa; font-weight: normal; padding: 2px 1px; }
      .det td { border: 1px solid #ccc; padding: 1px 4px; vertical-align: top; line-height: 1.45; } .det td.c { text-align: center; } .det small { color: #555; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 8px; gap: 16px; }
      .nt { font-size: 8.4px; color: #444; line-height: 1.7; }
      .sum { border-collapse: collapse; min-width: 270px; } .sum td { border: 1px solid #bbb; padding: 1px 10px; } .sum td.l { background: #f1f1f1; }
      .sum tr.t td { border: 2px solid ${dark}; font-weight: 700; font-size: 12px; }
      .band { position: absolute; left: 36px; right: 36px; bottom: 34px; border: 1.5px solid ${dark}; padding: 6px 12px; line-height: 1.75; } .band b { background: ${dark}; color: #fff; padding: 0 8px; margin-right: 10px; font-weight: normal; }`;
    const det = rows
      .map(
        (x, k) =>
          `<tr><td class="c">${k + 1}</td><td class="c">${mdSlash(x.dt)}</td><td>${x.car}<br><small>${x.chassis}</small></td><td>${x.plate}</td><td>${x.from}<br>→ ${x.to}</td><td class="c">${x.kind}</td><td class="num">${x.km}</td><td class="num">${yen(x.fare)}</td><td class="num">${x.toll ? yen(x.toll) : ''}</td><td class="num">${x.fee ? yen(x.fee) : ''}</td></tr>`,
      )
      .join('');
    const bankLine = (b) => `${b.bank}　${b.branch}　${TYPE_LABEL[b.type]}　${b.account}`;
    const first = { bank: d.bank.name, branch: d.branch.name, type: d.type, account: d.account };
    const bankHtml = two
      ? `<b>お振込先</b>いずれかの口座へお振込みください。<br>①　${bankLine(first)}　　②　${bankLine(second)}<br>口座名義　${holder}`
      : `<b>お振込先</b>${bankLine(first)}　口座名義　${holder}<br><span style="font-size:8.6px">※振込手数料は貴社にてご負担願います。</span>`;
    const page = `<div class="wrap"><div class="top"><div class="lh"><div class="nm"><span class="truck"><i></i><i></i></span>${issuer}</div><span class="lc">${licence}</span><br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${reg}</div>
        <div class="tt"><div class="b">陸送料金 請求書</div><table><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求No.</td><td>${d.no}</td></tr><tr><td class="l">対象期間</td><td>${fmt([y, m, 1])} 〜 ${fmt(close)}</td></tr></table></div></div>
      <div class="mid"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>業務部　ご担当 ${d.buyerPerson} 様</div>
        <div class="amt"><div class="l">今回御請求額（税込・立替金含む）</div><div class="v">¥${yen(total)}</div><div class="d">お支払期限　${fmt(d.due)}</div></div></div>
      <table class="det"><tr><th style="width:22px">No.</th><th style="width:34px">日付</th><th style="width:104px">車名・車台番号</th><th style="width:104px">登録番号</th><th>発地 → 着地</th><th style="width:40px">区分</th><th style="width:32px">km</th><th style="width:52px">運賃</th><th style="width:46px">高速代</th><th style="width:44px">立替<br>(不課税)</th></tr>${det}</table>
      <div class="low"><div class="nt">※高速代は実費（ETC利用明細のとおり）です。<br>※立替（不課税）は臨時運行許可（仮ナンバー）の申請手数料です。<br>※車両の損傷は引渡時の車両確認書に基づきます。</div>
        <table class="sum"><tr><td class="l">運賃 計</td><td class="num">${yen(fares)}</td></tr><tr><td class="l">高速代（実費）計</td><td class="num">${yen(tolls)}</td></tr><tr><td class="l">課税対象額</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr><td class="l">立替金（不課税）</td><td class="num">${yen(fees)}</td></tr><tr class="t"><td class="l">御請求金額</td><td class="num">¥${yen(total)}</td></tr></table></div>
      <div class="band">${bankHtml}</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

LAYOUTS.forEach((l, i) => {
  l.n = i + 1;
  l.split ??= i < 8 ? 'dev' : 'holdout';
});
