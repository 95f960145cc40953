// Invoice corpus layouts L137–L142: each pushed onto core.mjs's LAYOUTS, in order.
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
  reiwa,
  summarize,
  yen,
} from './core.mjs';
import { regHyphen, regSpaced } from './layouts-013-018.mjs';
import { holderFormSpelled, kakuin, landline, setYago, shuffle } from './layouts-019-028.mjs';
import { abbreviated, mail, setCorp } from './layouts-029-034.mjs';
import { addrHtml, ordinaryAtNetBank, rebank, representative } from './layouts-035-040.mjs';
import { daysBetween } from './layouts-047-052.mjs';
import { codeBoxes, prefOf } from './layouts-053-058.mjs';
import { mdSlash } from './layouts-077-082.mjs';
import { JA_BRANCHES, TOWNS, TOWN_JA, cityOf, relocate } from './layouts-089-094.mjs';
import { addMonths, roundSeal, yagoHolder } from './layouts-095-100.mjs';
import { warekiPad } from './layouts-125-130.mjs';

// ---- 137–142: written blind as the twentieth round's fresh set, measured once (ADR 0025), now dev.

// 137 — a 浄化槽 維持管理 company in a country town bills a company for the upkeep of the 浄化槽 at one of its sites: a ruled
// form (浄化槽維持管理 御請求書) with お客様番号 / 請求日 / 請求書番号 as labels over values, the 設置場所 in a row of four ruled
// cells (設置場所, 処理方式, 人槽, 管理番号), one row per 作業 (保守点検 by the visit, 清掃 by the ㎥ of 汚泥, 消毒剤, a part
// replaced), the 法定検査手数料 paid on the owner's behalf as a 立替金 outside the 消費税, the totals as a row of boxes (label
// over value), the 振込先 a 信用組合, the local JA or a bank, 令和 dates.
const JOKASO_TRADES = [
  ['環境サービス', 'カンキョウサービス'],
  ['衛生', 'エイセイ'],
  ['環境保全', 'カンキョウホゼン'],
  ['クリーンサービス', 'クリーンサービス'],
  ['浄化槽管理', 'ジョウカソウカンリ'],
];
const JOKASO_SITES = ['第二工場', '社員寮', '物流センター', '研修所', '資材センター', '営業所', '保養所'];
// [処理方式, 人槽 choices]
const JOKASO_KINDS = [
  ['合併処理浄化槽（接触ばっ気方式）', [21, 30, 50]],
  ['合併処理浄化槽（嫌気ろ床接触ばっ気方式）', [10, 14, 18, 21]],
  ['合併処理浄化槽（回分式活性汚泥方式）', [51, 80, 101, 150]],
  ['単独処理浄化槽（分離接触ばっ気方式）', [10, 20, 30]],
];
// The 信用組合 (or, where none is at hand, the 信用金庫) of each town in TOWNS.
const TOWN_SHINKUMI = {
  茨城県: '茨城県信用組合',
  埼玉県: '埼玉信用組合',
  栃木県: '真岡信用組合',
  長野県: '長野県信用組合',
  千葉県: '銚子商工信用組合',
  群馬県: '群馬県信用組合',
  静岡県: '三島信用金庫',
};
const LOCAL_BRANCHES = ['本店', '本店営業部', '中央支店', '駅前支店', '東支店', '西支店', '南支店'];
LAYOUTS.push({
  id: 'L137-jokaso-hoshu',
  split: 'dev',
  title:
    "浄化槽 維持管理 company's ruled 御請求書 for a site's 浄化槽: 保守点検 by the visit, 清掃 by the ㎥, the 法定検査手数料 立替 outside the 消費税, totals as a row of boxes, a 信用組合 or JA account",
  exercises:
    "a 浄化槽 維持管理 company in a country town (…環境サービス / …衛生 / …環境保全 / …クリーンサービス / …浄化槽管理, 有限会社 mostly, ㈲/(有)/(株) sometimes; a town address with a 番地, TEL/FAX on a 3–4-digit area code) bills a company for the 浄化槽 at one of its sites on a ruled form: 浄化槽維持管理 御請求書 in a double-ruled box at the top left, お客様番号 / 請求日 / 請求書番号 as a ruled row of labels over a row of values at the top right, the buyer's 〒 address and name with 御中 in a 請求先 box at the left, the company at the right (name, 代表取締役, 〒 address, TEL/FAX, 登録番号, 浄化槽保守点検業 登録 and 浄化槽清掃業 許可 numbers) under a 角印, the 設置場所 as a row of four ruled cells with labels over values (設置場所 the buyer's site and town address, 処理方式, 人槽, 管理番号), rows (作業日 m/d, 作業内容, 数量, 単位, 単価, 金額, 区分 課税/不課税): 保守点検（定期）by the visit, 浄化槽清掃（汚泥引抜き）by the ㎥ with one decimal and a 清掃 基本料, 消毒剤 by the 袋, a ブロワー part replaced sometimes, 法定検査手数料（第11条検査）立替 不課税 sometimes; the totals as a ruled row of four boxes (課税対象額 / 消費税（10%）/ 立替金（不課税）/ 今回御請求額, the label over the value), the お支払期限 and the お振込先 boxed at the foot (the town's 信用組合 or the local JA (JA… or …農業協同組合) with no codes, or a bank with its codes sometimes; holder ﾕ)…/ｶ)… half-width mostly), 令和 dates (令和7年3月31日 or 令和07年03月31日)",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'main' : 'other' }),
  render(d, r) {
    setCorp(d, r, JOKASO_TRADES, [
      ['有限会社', 'ユ'],
      ['有限会社', 'ユ'],
      ['株式会社', 'カ'],
    ]);
    const town = relocate(d, r, true);
    const pref = prefOf(town);
    if (!d.bank.main) {
      if (r.chance(0.5)) {
        d.bank = { name: TOWN_SHINKUMI[pref], code: null, main: false };
      } else {
        const ja = TOWN_JA[pref];
        d.bank = { name: r.chance(0.5) ? `JA${ja}` : `${ja}農業協同組合`, code: null, main: false };
      }
      const branch = r.pick(LOCAL_BRANCHES);
      d.branch = { name: branch, code: branch.startsWith('本店') ? '001' : `${r.int(1, 8)}${r.digits(2)}` };
      d.account = r.digits(7);
    }
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    d.issue = r.chance(0.6) ? endOfMonth(y, m) : addDays(endOfMonth(y, m), r.int(1, 6));
    const nm = addMonths([y, m], 1);
    d.due = r.chance(0.5) ? endOfMonth(...nm) : [nm[0], nm[1], r.pick([15, 20, 25])];
    if (daysBetween(d.issue, d.due) < 10) d.due = endOfMonth(...addMonths([y, m], 2));
    const [kind, sizes] = r.pick(JOKASO_KINDS);
    const ninsou = r.pick(sizes);
    const visitPrice = ninsou <= 21 ? r.int(12, 18) * 500 : ninsou <= 50 ? r.int(18, 30) * 500 : r.int(36, 70) * 500;
    const visits = r.pick([1, 1, 2, 3]);
    const rows = [];
    for (let k = visits - 1; k >= 0; k--) {
      const dt = addDays([y, m, r.int(5, 25)], -30 * k);
      rows.push({ dt, name: '保守点検（定期）', qty: 1, unit: '回', price: visitPrice, rate: 10 });
    }
    const last = rows[rows.length - 1].dt;
    if (r.chance(0.55)) {
      const qty = Math.round(((ninsou / 10) * r.range(0.8, 1.6) + 1) * 10) / 10;
      rows.push({
        dt: last,
        name: '浄化槽清掃 基本料（車両出動）',
        qty: 1,
        unit: '回',
        price: r.pick([8000, 10000, 12000]),
        rate: 10,
      });
      rows.push({
        dt: last,
        name: '浄化槽清掃（汚泥引抜き・洗浄）',
        qty,
        unit: '㎥',
        price: r.pick([11000, 12000, 13500, 15000]),
        rate: 10,
      });
    }
    if (r.chance(0.7))
      rows.push({
        dt: last,
        name: '消毒剤（固形塩素剤）',
        qty: r.int(1, 4),
        unit: '袋',
        price: r.pick([1500, 1800, 2200]),
        rate: 10,
      });
    if (r.chance(0.3))
      rows.push({
        dt: addDays(last, -r.int(1, 4)),
        name: r.pick(['ブロワー ダイヤフラム交換（部品代込）', 'ブロワー 本体交換（HP-80）', '散気管 洗浄・調整']),
        qty: 1,
        unit: '式',
        price: r.int(12, 48) * 1000,
        rate: 10,
      });
    rows.sort((a, b) => daysBetween(b.dt, a.dt));
    rows.forEach((x) => (x.amount = Math.round(x.qty * x.price)));
    const houtei = r.chance(0.6) ? (ninsou <= 20 ? 5000 : ninsou <= 50 ? r.pick([6000, 8000]) : r.pick([10000, 12000])) : 0;
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const total = s.total + houtei;
    const fmt = r.chance(0.6) ? DATE_FORMATS.wareki : warekiPad;
    const issuer = r.chance(0.4) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = r.chance(0.2)
      ? holderFormSpelled(d, r.pick(['half', 'full']))
      : holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.3) ? regSpaced(d.reg) : d.reg;
    const codes = d.bank.main && r.chance(0.5);
    const city = cityOf(town);
    const [sz, stown] = r.pick(TOWNS);
    const siteAddr = `${stown}${r.int(100, 2999)}${r.chance(0.5) ? '番地' : `-${r.int(1, 9)}`}`;
    const site = `${d.buyerName}　${r.pick(JOKASO_SITES)}`;
    const custNo = `${r.int(1, 9)}${r.digits(4)}`;
    const mgmt = `${r.pick(['K', 'J', ''])}${r.digits(2)}-${r.digits(4)}`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #1a1a1a; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 40px 46px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { margin: 0; font-size: 20px; letter-spacing: .18em; border: 3px double #1a1a1a; padding: 6px 16px; font-weight: 700; }
      .g { border-collapse: collapse; } .g th { border: 1px solid #333; background: #ececec; font-weight: normal; padding: 2px 8px; font-size: 9px; } .g td { border: 1px solid #333; padding: 4px 10px; text-align: center; }
      .two { display: flex; justify-content: space-between; margin-top: 12px; gap: 16px; }
      .to { width: 330px; border: 1px solid #333; padding: 0; } .to .lb { background: #ececec; border-bottom: 1px solid #333; padding: 2px 8px; font-size: 9px; } .to .bd { padding: 6px 10px 10px; line-height: 1.7; } .to .n { font-size: 15px; white-space: nowrap; }
      .co { position: relative; width: 320px; line-height: 1.55; font-size: 9.5px; } .co .nm { font-size: 15px; font-weight: 700; white-space: nowrap; } .co .lic { font-size: 8.5px; color: #333; }
      .site { width: 100%; margin-top: 12px; table-layout: fixed; } .site td { text-align: left; }
      .det { width: 100%; margin-top: 10px; } .det th { border: 1px solid #333; background: #ececec; font-weight: normal; padding: 3px; } .det td { border: 1px solid #555; padding: 4px 6px; height: 22px; } .det td.c { text-align: center; }
      .boxes { width: 100%; margin-top: 10px; table-layout: fixed; } .boxes td { font-size: 13px; text-align: right; padding: 6px 12px; } .boxes td.g2 { font-size: 15px; font-weight: 700; border: 2px solid #1a1a1a; } .boxes th.g2 { border: 2px solid #1a1a1a; border-bottom: 1px solid #333; }
      .foot { display: flex; gap: 14px; margin-top: 12px; }
      .bank { flex: 1; border: 1.5px solid #1a1a1a; padding: 6px 12px; line-height: 1.8; } .bank .h { font-weight: 700; }
      .due { width: 210px; border: 1.5px solid #1a1a1a; padding: 6px 12px; line-height: 1.8; }
      .memo { margin-top: 8px; font-size: 8.5px; color: #333; line-height: 1.7; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td class="c">${mdSlash(x.dt)}</td><td>${x.name}</td><td class="num">${x.unit === '㎥' ? x.qty.toFixed(1) : x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td><td class="c">課税</td></tr>`,
      )
      .join('');
    const tatekaeRow = houtei
      ? `<tr><td class="c">${mdSlash(addDays(last, -r.int(0, 20)))}</td><td>法定検査手数料（第11条検査）立替</td><td class="num">1</td><td class="c">回</td><td class="num">${yen(houtei)}</td><td class="num">${yen(houtei)}</td><td class="c">不課税</td></tr>`
      : '';
    const pad = Array.from(
      { length: Math.max(0, 9 - rows.length - (houtei ? 1 : 0)) },
      () => '<tr><td></td><td></td><td></td><td></td><td></td><td></td><td></td></tr>',
    ).join('');
    const bankLine = `${d.bank.name}${codes ? `（金融機関コード ${d.bank.code}）` : ''}　${d.branch.name}${codes ? `（店番 ${d.branch.code}）` : ''}`;
    const page = `<div class="wrap"><div class="hd"><h1>浄化槽維持管理 御請求書</h1>
        <table class="g"><tr><th>お客様番号</th><th>請求日</th><th>請求書番号</th></tr><tr><td>${custNo}</td><td>${fmt(d.issue)}</td><td>${d.no}</td></tr></table></div>
      <div class="two"><div class="to"><div class="lb">請求先</div><div class="bd">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>総務課　御担当者様</div></div>
        <div class="co"><div class="nm">${issuer}</div>代表取締役　${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${reg}
          <div class="lic">浄化槽保守点検業 登録　${pref}知事 第${r.int(10, 999)}号<br>浄化槽清掃業 許可　${city}長 第${r.int(1, 60)}号</div>
          ${kakuin(d, `right: ${r.int(0, 40)}px; top: ${r.int(0, 20)}px; opacity: .5;`)}</div></div>
      <div style="margin-top:10px">毎度ありがとうございます。下記のとおり御請求申し上げます。</div>
      <table class="g site"><tr><th style="width:40%">設置場所</th><th style="width:34%">処理方式</th><th>人槽</th><th>管理番号</th></tr>
        <tr><td>${site}<br><span style="font-size:9px">〒${sz}　${siteAddr}</span></td><td>${kind}</td><td style="text-align:center">${ninsou}人槽</td><td style="text-align:center">${mgmt}</td></tr></table>
      <table class="det"><tr><th style="width:44px">作業日</th><th>作業内容</th><th style="width:46px">数量</th><th style="width:30px">単位</th><th style="width:70px">単価</th><th style="width:86px">金額</th><th style="width:44px">区分</th></tr>${body}${tatekaeRow}${pad}</table>
      <table class="g boxes"><tr><th>課税対象額</th><th>消費税（10%）</th><th>立替金（不課税）</th><th class="g2">今回御請求額</th></tr>
        <tr><td>${yen(s.subtotal)}</td><td>${yen(s.tax)}</td><td>${houtei ? yen(houtei) : '0'}</td><td class="g2">¥${yen(total)}</td></tr></table>
      <div class="foot"><div class="bank"><span class="h">お振込先</span>　${bankLine}<br>${TYPE_LABEL[d.type]}${/^JA|農業協同組合$/.test(d.bank.name) ? '貯金' : '預金'}　口座番号 ${d.account}<br>口座名義　${holder}</div>
        <div class="due">お支払期限<br><b style="font-size:13px">${fmt(d.due)}</b></div></div>
      <div class="memo">※保守点検記録票（写）を同封いたします。${houtei ? '法定検査手数料は指定検査機関へ弊社にて立替払いいたしました。' : ''}<br>※浄化槽法により、年1回の清掃および定期的な保守点検が義務付けられております。次回の作業日は担当よりご連絡いたします。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBankCode: codes, showBranchCode: codes } };
  },
});

// 138 — a クリーニング店 run by its owner under a 屋号 bills a hotel, a restaurant, a clinic or a care home once a month for the
// 法人 work it washed: a table whose header spans two rows (点数 over 上旬 1〜10日 / 中旬 11〜20日 / 下旬 21日〜末日), the count,
// the 単価 and the 金額 per 品目, a 法人割引 as a △ row and a 集配料 sometimes, the shop's block stamped in blue like a rubber
// 社判 with the owner's round 認印, the 振込先 a ゆうちょ 記号・番号 on its own (or a 信用金庫), 令和 or 西暦 dates.
const CLEAN_WORDS = [
  ['ひなた', 'ヒナタ'],
  ['さくら', 'サクラ'],
  ['エース', 'エース'],
  ['ハロー', 'ハロー'],
  ['しろたえ', 'シロタエ'],
];
// [品目, 単価 lo–hi (10-yen steps), 点数 per third lo–hi]
const CLEAN_GOODS = [
  ['ワイシャツ（水洗い・プレス）', 15, 30, 5, 40],
  ['白衣（長袖）', 30, 55, 3, 30],
  ['コックコート', 35, 60, 3, 25],
  ['コック帽・和帽子', 12, 25, 3, 25],
  ['前掛け（ロング）', 20, 40, 3, 30],
  ['作業服 上', 35, 60, 2, 20],
  ['作業服 下', 30, 55, 2, 20],
  ['テーブルクロス（大）', 50, 120, 2, 20],
  ['ナプキン', 6, 12, 20, 120],
  ['ユニフォーム ワンピース', 45, 80, 2, 15],
  ['ケーシー（上衣）', 30, 50, 3, 25],
  ['ひざ掛け・ブランケット', 80, 150, 1, 8],
  ['のれん（店頭用）', 120, 250, 0, 2],
];
// [buyer, its facility (printed under it)]
const CLEAN_BUYERS = [
  ['株式会社{s}ホテル', '{s}ホテル 本館'],
  ['有限会社{s}', '割烹 {s}'],
  ['医療法人社団{s}会', '{s}整形外科クリニック'],
  ['株式会社{s}フーズ', 'レストラン{s}'],
  ['社会福祉法人{s}会', '特別養護老人ホーム {s}苑'],
  ['株式会社{s}', '{s}歯科医院'],
];
LAYOUTS.push({
  id: 'L138-cleaning-houjin',
  split: 'dev',
  title:
    "クリーニング店's monthly 請求書 under a sole proprietor's 屋号 for a hotel's or a clinic's 法人 work, 点数 by 上旬・中旬・下旬 under a two-row header, the shop block stamped in blue, ゆうちょ 記号・番号",
  exercises:
    "a クリーニング店 (a sole proprietor under its 屋号: …クリーニング / …洗染店 / クリーニング…, with 代表 and the owner's name) bills a hotel, a restaurant, a clinic (医療法人社団…会) or a care home (社会福祉法人…会) once a month: 御請求書 at the top left with 請求日 / No. under it, the shop's block at the right stamped in blue ink like a rubber 社判, a little askew (屋号, 代表 and name, 〒 address over two lines when it has a building, TEL/FAX, 登録番号) with the owner's round 認印 in red over it, the buyer with 御中 and its facility (…ホテル 本館, 割烹 …, …クリニック, …苑) with ご担当者様 under it, n月分 (n/1〜n/末日) and a 今月御請求額 box, a table whose header spans two rows (品目 | 単価 | 点数 over 上旬 1〜10日 / 中旬 11〜20日 / 下旬 21日〜末日 | 計 | 金額): ワイシャツ, 白衣, コックコート, 前掛け, テーブルクロス, ナプキン…, a 集配料 by the 回 sometimes, a 法人割引（5% or 10%）as a △ row sometimes, 小計 / 消費税（10%）/ 合計, the お振込先 at the foot (ゆうちょ銀行 記号・番号 only, no 店名; or a 信用金庫 with the 屋号's kana and the owner's name as the holder), the お支払期限 beside it, 令和 or 西暦 dates",
  opts: (r, inst) => ({ sole: true, rates: '10', bank: inst === 1 ? 'other' : 'yucho' }),
  render(d, r) {
    let holderBase = d.holderBase;
    const kind = r.int(0, 2);
    if (kind === 0) {
      setYago(d, 'クリーニング');
      if (!d.yucho && r.chance(0.7)) holderBase = yagoHolder(d, 'クリーニング', true);
    } else if (kind === 1) {
      setYago(d, '洗染店');
      if (!d.yucho && r.chance(0.7)) holderBase = yagoHolder(d, 'センセンテン', true);
    } else {
      const [w, wk] = r.pick(CLEAN_WORDS);
      d.yago = `クリーニング${w}`;
      d.issuerName = d.yago;
      if (!d.yucho && r.chance(0.7)) holderBase = `クリーニング${wk} ${d.holderBase}`;
    }
    landline(d);
    if (!d.yucho && !d.bank.main) rebank(d, r, 'shinkin');
    if (!d.yucho) d.type = 2;
    const [y, m] = d.issue;
    const end = endOfMonth(y, m);
    d.issue = r.chance(0.6) ? end : addDays(end, r.int(1, 5));
    const nm = addMonths([y, m], 1);
    d.due = r.chance(0.5) ? endOfMonth(...nm) : [nm[0], nm[1], r.pick([10, 15, 20])];
    if (daysBetween(d.issue, d.due) < 8) d.due = endOfMonth(...nm);
    const rows = shuffle(r, CLEAN_GOODS)
      .slice(0, r.int(3, 7))
      .map(([name, lo, hi, qlo, qhi]) => {
        const price = r.int(lo, hi) * 10;
        const thirds = [r.int(qlo, qhi), r.int(qlo, qhi), r.int(qlo, qhi)];
        const qty = thirds[0] + thirds[1] + thirds[2];
        return { name, price, thirds, qty, amount: qty * price };
      })
      .filter((x) => x.qty > 0);
    const extra = [];
    if (r.chance(0.4)) {
      const n = r.int(4, 12);
      const p = r.pick([300, 500]);
      extra.push({ name: '集配料', note: `${n}回`, amount: n * p, price: p, qty: n });
    }
    const goodsSum = rows.reduce((t, x) => t + x.amount, 0);
    const pct = r.chance(0.4) ? r.pick([5, 10]) : 0;
    const discount = pct ? -Math.floor((goodsSum * pct) / 100) : 0;
    d.items = [
      ...rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 })),
      ...extra.map((x) => ({ name: x.name, amount: x.amount, rate: 10 })),
      ...(discount ? [{ name: '法人割引', amount: discount, rate: 10 }] : []),
    ];
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['wareki', 'seireki', 'wareki'])];
    const issuer = d.yago;
    const holder = holderPrinted({ holderBase }, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const [buyerTpl, facTpl] = r.pick(CLEAN_BUYERS);
    const [bs] = r.pick(STEMS);
    d.buyerName = buyerTpl.replace('{s}', bs);
    const facility = facTpl.replace('{s}', bs);
    d.no = r.chance(0.6) ? `${String(y).slice(2)}${pad2(m)}-${r.int(1, 60)}` : d.no;
    const ink = r.pick(['#23439a', '#2b3a8c', '#1f5296']);
    const tilt = r.range(-2.2, 2.2).toFixed(2);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #222; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 42px 50px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { margin: 0; font-size: 24px; letter-spacing: .5em; font-weight: 700; border-bottom: 2px solid #222; padding-bottom: 2px; display: inline-block; }
      .meta { margin-top: 8px; line-height: 1.7; }
      .stamp { position: relative; width: 300px; margin-top: 4px; margin-right: 10px; color: ${ink}; border: 2px solid ${ink}; padding: 6px 10px; line-height: 1.5; font-family: 'Noto Serif CJK JP'; font-size: 9.5px; transform: rotate(${tilt}deg); opacity: .88; }
      .stamp .nm { font-size: 17px; font-weight: 700; letter-spacing: .08em; white-space: nowrap; }
      .stamp .seal { color: #d33; border-color: #d33; }
      .to { margin-top: 14px; line-height: 1.7; } .to .n { font-size: 16px; border-bottom: 1px solid #222; padding-right: 30px; white-space: nowrap; display: inline-block; }
      .amt { margin-top: 12px; display: flex; align-items: stretch; border: 2px solid #222; width: 420px; } .amt div { padding: 6px 14px; } .amt .l { background: #eee; border-right: 1px solid #222; display: flex; align-items: center; } .amt .v { font-size: 20px; font-weight: 700; margin-left: auto; }
      .det { width: 100%; margin-top: 14px; } .det th { border: 1px solid #444; background: #eee; font-weight: normal; padding: 3px 4px; } .det td { border: 1px solid #777; padding: 4px 6px; } .det td.c { text-align: center; }
      .tot { margin: 6px 0 0 auto; } .tot td { border: 1px solid #777; padding: 3px 12px; } .tot td.num { width: 110px; } .tot tr.g td { font-weight: 700; font-size: 12px; border: 2px solid #222; }
      .foot { margin-top: auto; margin-bottom: 64px; display: flex; gap: 16px; align-items: stretch; }
      .bank { flex: 1; border: 1px solid #444; padding: 8px 12px; line-height: 1.85; } .due { width: 200px; border: 1px solid #444; padding: 8px 12px; line-height: 1.85; }`;
    const body =
      rows
        .map(
          (x) =>
            `<tr><td>${x.name}</td><td class="num">${yen(x.price)}</td>${x.thirds.map((q) => `<td class="num">${q}</td>`).join('')}<td class="num">${x.qty}</td><td class="num">${yen(x.amount)}</td></tr>`,
        )
        .join('') +
      extra
        .map(
          (x) =>
            `<tr><td>${x.name}（${x.note}）</td><td class="num">${yen(x.price)}</td><td></td><td></td><td></td><td class="num">${x.qty}</td><td class="num">${yen(x.amount)}</td></tr>`,
        )
        .join('') +
      (discount
        ? `<tr><td>法人割引（${pct}%）</td><td></td><td></td><td></td><td></td><td></td><td class="num">△${yen(-discount)}</td></tr>`
        : '');
    const bankBody = d.yucho
      ? `ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}`
      : `${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}`;
    const page = `<div class="wrap"><div class="hd"><div><h1>御請求書</h1><div class="meta">請求日　${fmt(d.issue)}<br>No.　${d.no}</div></div>
        <div class="stamp"><div class="nm">${issuer}</div>代表　${d.person}<br>〒${d.zip}<br>${addrHtml(d.address, true)}<br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${reg}
          ${roundSeal(d, `right: ${r.int(4, 40)}px; top: ${r.int(2, 20)}px; width: 46px; height: 46px; font-size: 10px;`)}</div></div>
      <div class="to"><span class="n">${d.buyerName}　御中</span><br>${facility}　ご担当者様</div>
      <div style="margin-top:8px">いつもご利用いただきありがとうございます。${m}月分（${m}/1〜${m}/${end[2]}）のクリーニング代金を下記のとおりご請求申し上げます。</div>
      <div class="amt"><div class="l">今月御請求額（税込）</div><div class="v">¥${yen(s.total)}－</div></div>
      <table class="det"><tr><th rowspan="2">品目</th><th rowspan="2" style="width:52px">単価</th><th colspan="3">点数</th><th rowspan="2" style="width:44px">計</th><th rowspan="2" style="width:84px">金額</th></tr>
        <tr><th style="width:60px">上旬<br>1〜10日</th><th style="width:60px">中旬<br>11〜20日</th><th style="width:68px">下旬<br>21日〜末日</th></tr>${body}</table>
      <table class="tot"><tr><td>小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="g"><td>合計</td><td class="num">¥${yen(s.total)}</td></tr></table>
      <div class="foot"><div class="bank">お振込先　${bankBody}<br>口座名義　${holder}<br><span style="font-size:9px">※お振込手数料はご負担くださいますようお願いいたします。</span></div>
        <div class="due">お支払期限<br><b style="font-size:13px">${fmt(d.due)}</b></div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 139 — a 電話代行・秘書代行 company bills a small company at the start of a month: the plan's 基本料金 for the month just begun
// (前払い) and last month's usage after it (後払い: 受電件数 over the plan's, 転送通話 by the minute, 郵便物転送 手数料, and the
// 郵送料 paid on the customer's behalf as a 立替金 outside the 消費税), three tiles at the top (ご請求金額 / お支払期限 /
// ご契約プラン), the totals as full-width rows with dotted leaders between each label and its amount, dot dates.
const DAIKO_TRADES = [
  ['コールサービス', 'コールサービス'],
  ['テレサービス', 'テレサービス'],
  ['オフィスサポート', 'オフィスサポート'],
  ['ビジネスサポート', 'ビジネスサポート'],
  ['コミュニケーションズ', 'コミュニケーションズ'],
];
// [プラン, 月間受電件数, 基本料金, 超過 1件]
const DAIKO_PLANS = [
  ['ライトプラン', 30, 9800, 250],
  ['ベーシックプラン', 50, 14800, 220],
  ['スタンダードプラン', 100, 24800, 180],
  ['プレミアムプラン', 200, 42000, 150],
];
const DAIKO_OPTIONS = [
  ['土日祝 受付オプション', 5000, 9800],
  ['英語対応オプション', 8000, 12000],
  ['秘書代行（スケジュール管理）', 10000, 20000],
  ['着信通知 チャット連携', 1000, 3000],
  ['専用電話番号 貸出', 1000, 2000],
];
const DAIKO_BUYERS = [
  '株式会社{s}コンサルティング',
  '{s}法律事務所',
  '合同会社{s}ラボ',
  '株式会社{s}ホーム',
  '{s}デザイン株式会社',
  '株式会社{s}トレーディング',
];
LAYOUTS.push({
  id: 'L139-denwa-daikou',
  split: 'dev',
  title:
    "電話代行・秘書代行 company's monthly 請求書: the month's 基本料金 in advance and last month's usage after it, 郵送料 立替 outside the 消費税, totals with dotted leaders across the page",
  exercises:
    "a 電話代行・秘書代行 company (…コールサービス / …テレサービス / …オフィスサポート / …ビジネスサポート / …コミュニケーションズ, 株式会社 mostly, ㈱/(株) sometimes) bills a small company or a 法律事務所 early in the month: the company's name as a wordmark at the top left over a coloured rule, ご利用料金 請求書 with 請求日 / 請求書番号 / お客様ID at the top right, the buyer's 〒 address and name with 御中 and ご担当者 様 at the left, the company at the right (〒 address, TEL, e-mail, 登録番号), three tiles (ご請求金額（税込）/ お支払期限 / ご契約プラン) with the label over the value, two sections: ■ 基本料金（前払い）for the month just begun (プラン, オプション) and ■ ご利用料金（後払い）for the month before (受電件数 n件 with n件 included and the 超過 n件 × 単価, 転送通話料 by the 分, 郵便物転送 手数料 by the 回), then 郵送料（実費・立替）不課税 outside the 消費税, the totals as full-width rows (小計 / 消費税（10%）/ 立替金 / ご請求金額) with dotted leaders from the label at the left edge to the amount at the right, the お振込先 in a grey footer box (a ネット銀行's 法人 branch or a city bank, the codes sometimes, holder ｶ)… half-width mostly), dot or 年月日 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 0 ? 'main' : 'other' }),
  render(d, r) {
    setCorp(d, r, DAIKO_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
    ]);
    landline(d);
    if (!d.bank.main) rebank(d, r, r.chance(0.6) ? 'net' : 'shinkin');
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    d.issue = [y, m, r.int(1, 5)];
    d.due = r.chance(0.5) ? endOfMonth(y, m) : [y, m, r.pick([20, 25])];
    const prev = addMonths([y, m], -1);
    const prevEnd = endOfMonth(...prev);
    const [plan, included, base, over] = r.pick(DAIKO_PLANS);
    const opts = shuffle(r, DAIKO_OPTIONS)
      .slice(0, r.int(0, 2))
      .map(([name, lo, hi]) => ({ name, amount: Math.round(r.int(lo, hi) / 100) * 100 }));
    const calls = Math.max(1, Math.round(included * r.range(0.6, 1.6)));
    const excess = Math.max(0, calls - included);
    const minutes = r.chance(0.6) ? r.int(12, 240) : 0;
    const perMin = r.pick([30, 40, 50]);
    const mails = r.chance(0.5) ? r.int(1, 5) : 0;
    const mailFee = r.pick([300, 500]);
    const postage = mails ? mails * r.pick([110, 140, 180, 210, 320]) : 0;
    const fmt = DATE_FORMATS[r.pick(['dot', 'dot', 'seirekiPad'])];
    const pre = [
      { name: `${plan}　基本料金（${y}年${m}月分）`, qty: 1, unit: '月', price: base },
      ...opts.map((o) => ({ name: `${o.name}（${y}年${m}月分）`, qty: 1, unit: '月', price: o.amount })),
    ];
    const post = [
      { name: `受電件数 ${calls}件（プラン内 ${included}件）超過分`, qty: excess, unit: '件', price: over },
      ...(minutes ? [{ name: '転送通話料', qty: minutes, unit: '分', price: perMin }] : []),
      ...(mails ? [{ name: '郵便物転送 手数料', qty: mails, unit: '回', price: mailFee }] : []),
    ];
    [...pre, ...post].forEach((x) => (x.amount = x.qty * x.price));
    d.items = [...pre, ...post].map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const total = s.total + postage;
    const issuer = r.chance(0.4) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const codes = r.chance(0.5);
    const [bs] = r.pick(STEMS);
    d.buyerName = r.pick(DAIKO_BUYERS).replace('{s}', bs);
    const custId = `C${r.digits(6)}`;
    const accent = r.pick(['#0f766e', '#1d4ed8', '#7c3aed', '#b45309']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #222; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 40px 52px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 3px solid ${accent}; padding-bottom: 8px; }
      .brand { font-size: 19px; font-weight: 700; color: ${accent}; letter-spacing: .04em; white-space: nowrap; }
      .ttl { text-align: right; } .ttl h1 { margin: 0 0 4px; font-size: 20px; letter-spacing: .15em; }
      .meta td { padding: 1px 0 1px 14px; } .meta td:first-child { color: #666; }
      .two { display: flex; justify-content: space-between; margin-top: 16px; }
      .to { line-height: 1.7; } .to .n { font-size: 15px; font-weight: 700; }
      .co { width: 270px; line-height: 1.6; font-size: 9.5px; color: #444; }
      .tiles { display: flex; gap: 12px; margin-top: 18px; } .tiles div { flex: 1; border: 1px solid #ccc; border-top: 4px solid ${accent}; padding: 8px 12px; background: #fafafa; }
      .tiles span { display: block; color: #666; font-size: 9px; } .tiles b { font-size: 17px; }
      h2 { font-size: 11px; margin: 18px 0 4px; color: ${accent}; }
      .det { width: 100%; } .det th { border-bottom: 1.5px solid #444; font-weight: normal; color: #555; padding: 3px 6px; text-align: left; } .det td { border-bottom: 1px solid #ddd; padding: 5px 6px; } .det th.num { text-align: right; }
      .sums { margin-top: 18px; } .sums div { display: flex; align-items: baseline; padding: 4px 0; font-size: 11px; } .sums i { flex: 1; border-bottom: 1.5px dotted #999; margin: 0 8px; }
      .sums .g { font-size: 14px; font-weight: 700; border-top: 2px solid #222; margin-top: 4px; padding-top: 8px; }
      .bank { margin-top: auto; margin-bottom: 56px; background: #f1f1f1; padding: 10px 16px; line-height: 1.8; }
      .note { font-size: 8.5px; color: #666; margin-top: 8px; line-height: 1.6; }`;
    const table = (xs) =>
      `<table class="det"><tr><th>項目</th><th class="num" style="width:60px">数量</th><th class="num" style="width:80px">単価</th><th class="num" style="width:90px">金額</th></tr>${xs
        .map(
          (x) =>
            `<tr><td>${x.name}</td><td class="num">${x.qty} ${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
        )
        .join('')}</table>`;
    const line = (l, v, g) => `<div${g ? ' class="g"' : ''}><span>${l}</span><i></i><span>${v}</span></div>`;
    const bankLine = `${d.bank.name}${codes ? `（${d.bank.code}）` : ''}　${d.branch.name}${codes ? `（${d.branch.code}）` : ''}　${TYPE_LABEL[d.type]}　${d.account}`;
    const page = `<div class="wrap"><div class="hd"><div class="brand">${issuer}</div>
        <div class="ttl"><h1>ご利用料金 請求書</h1><table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書番号</td><td>${d.no}</td></tr><tr><td>お客様ID</td><td>${custId}</td></tr></table></div></div>
      <div class="two"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>ご担当　${d.buyerPerson} 様</div>
        <div class="co">〒${d.zip}<br>${addrHtml(d.address, true)}<br>TEL ${d.tel}<br>${mail(r)}<br>登録番号 ${reg}</div></div>
      <div style="margin-top:14px">平素は弊社サービスをご利用いただき誠にありがとうございます。下記のとおりご請求申し上げます。</div>
      <div class="tiles"><div><span>ご請求金額（税込）</span><b>¥${yen(total)}</b></div><div><span>お支払期限</span><b>${fmt(d.due)}</b></div><div><span>ご契約プラン</span><b>${plan.replace('プラン', '')}</b></div></div>
      <h2>■ 基本料金（前払い）　${fmt([y, m, 1])}〜${fmt(endOfMonth(y, m))}</h2>${table(pre)}
      <h2>■ ご利用料金（後払い）　${fmt([prev[0], prev[1], 1])}〜${fmt(prevEnd)}</h2>${table(post)}
      ${postage ? `<div class="note">郵便物転送の郵送料（切手代）${mails}回分 ${yen(postage)}円は実費を立替金としてご請求いたします（不課税）。</div>` : ''}
      <div class="sums">${line('小計（課税対象）', `¥${yen(s.subtotal)}`)}${line('消費税（10%）', `¥${yen(s.tax)}`)}${postage ? line('立替金（郵送料実費・不課税）', `¥${yen(postage)}`) : ''}${line('ご請求金額（税込）', `¥${yen(total)}`, true)}</div>
      <div class="bank"><b>お振込先</b>　${bankLine}<br>口座名義　${holder}
        <div class="note">※お振込手数料はお客様にてご負担ください。※口座振替をご希望の場合は担当までお申し付けください。</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBankCode: codes, showBranchCode: codes } };
  },
});

// 140 — a 森林組合 bills a company for the 森林整備 it carried out in the company's 社有林: a formal 請求書 in 明朝 (請求金額 金…円
// near the top), the 施業地 as a ruled table (所在地 with its 林班・小班, 面積 ha, 樹種・林齢, 施業期間), rows by 施業種 (間伐 and
// 下刈り by the ha with two decimals, 作業道 補修 and 獣害防護柵 by the m, 調査・測量, 事務手数料), the 事業費 and its 消費税, then
// the 造林補助金 the 組合 received on the owner's behalf deducted (補助金充当額 △) down to the 差引ご請求額; the 組合 with
// its 代表理事組合長 and a square 組合印, the 振込先 at the local JA (or a bank), 令和 dates.
// [組合 name's stem, kana] by prefecture of TOWNS.
const SHINRIN_STEMS = {
  茨城県: ['水戸地方', 'ミトチホウ'],
  埼玉県: ['大里寄居', 'オオサトヨリイ'],
  栃木県: ['芳賀郡市', 'ハガグンシ'],
  長野県: ['上伊那', 'カミイナ'],
  千葉県: ['匝瑳', 'ソウサ'],
  群馬県: ['高崎市', 'タカサキシ'],
  静岡県: ['田方', 'タガタ'],
};
// [施業種, 単位, 単価 lo–hi, 数量 lo–hi (ha with two decimals, else whole)]
const SHINRIN_WORKS = [
  ['保育間伐（切捨）', 'ha', 180000, 320000, 0.8, 4.5],
  ['搬出間伐', 'ha', 350000, 600000, 0.5, 3.0],
  ['下刈り', 'ha', 90000, 160000, 0.5, 3.5],
  ['枝打ち', 'ha', 200000, 300000, 0.3, 2.0],
  ['除伐', 'ha', 120000, 200000, 0.5, 2.5],
  ['作業道 補修', 'm', 1200, 2500, 80, 600],
  ['獣害防護柵 設置', 'm', 1800, 3200, 100, 800],
];
const SHINRIN_OWNERS = [
  '株式会社{s}建設',
  '{s}製紙株式会社',
  '株式会社{s}木材',
  '{s}不動産株式会社',
  '株式会社{s}ホールディングス',
];
const KOHAN = 'いろはにほへとちりぬ';
LAYOUTS.push({
  id: 'L140-shinrin-kumiai',
  split: 'dev',
  title:
    "森林組合's 請求書 for 森林整備 in a company's 社有林: 施業地 table, 間伐・下刈り by the ha, the 造林補助金 received on the owner's behalf deducted down to a 差引ご請求額, a JA account",
  exercises:
    "a 森林組合 (…森林組合 on its own, 代表理事組合長 and the name, a town address with a 番地, TEL/FAX on a 3–4-digit area code, 登録番号) bills the company owning a 社有林 (…建設 / …製紙 / …木材, 御中) for 森林整備, set in 明朝: 請求書 centred, the 請求日 at the top right, the buyer's 〒 address and name with 御中 at the left, the 組合 at the right under a square 組合印, 下記のとおり請求いたします, 請求金額 金 ¥…－ in a ruled box (the amount to pay), 件名 (…年度 森林整備事業（…）), a ruled 施業地 table (所在地 in the town with 林班・小班, 面積 ha, 樹種・林齢 スギ・ヒノキ, 施業期間 in 令和 from … to …), rows (施業種, 数量 ha with two decimals or m, 単位, 単価, 金額, 摘要): 保育間伐, 搬出間伐, 下刈り, 枝打ち, 除伐, 作業道 補修, 獣害防護柵 設置, 調査・測量・設計, 事務手数料; a summary at the right: 事業費（税抜）/ 消費税（10%）/ 事業費 計 / 補助金充当額（県・市町村 造林補助金）△ / 差引ご請求額, a note on the 補助金 (交付決定 number), 請求書番号 and お支払期限 in a small ruled table, the お振込先 (the local JA: JA… or …農業協同組合 with a 支店, no codes, or a bank; the holder the 組合's kana, with ﾀﾞｲﾋﾖｳﾘｼﾞｸﾐｱｲﾁﾖｳ and the name after it sometimes), 令和 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'main' : 'other' }),
  render(d, r) {
    const town = relocate(d, r, true);
    const pref = prefOf(town);
    const [stem, stemKana] = SHINRIN_STEMS[pref];
    d.corpBody = `${stem}森林組合`;
    d.issuerName = d.corpBody;
    delete d.form;
    const [chiefS, chiefSk] = r.pick(SURNAMES);
    const [chiefG, chiefGk] = r.pick(GIVEN);
    const withChief = r.chance(0.35);
    const holderBase = `${stemKana}シンリンクミアイ${withChief ? ` ダイヒョウリジクミアイチョウ ${chiefSk} ${chiefGk}` : ''}`;
    if (!d.bank.main) {
      const ja = TOWN_JA[pref];
      d.bank = { name: r.chance(0.5) ? `JA${ja}` : `${ja}農業協同組合`, code: null, main: false };
      const branch = r.pick(JA_BRANCHES);
      d.branch = { name: branch, code: branch === '本店' ? '001' : `${r.int(1, 8)}${r.digits(2)}` };
      d.account = r.digits(7);
    }
    d.type = r.chance(0.3) ? 1 : 2;
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    d.issue = r.chance(0.5) ? endOfMonth(y, m) : [y, m, r.int(5, 25)];
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([y, m], 1)) : addDays(d.issue, 30);
    const fy = m >= 4 ? y : y - 1;
    d.no = r.pick([
      () => `${fy}-${r.digits(4)}`,
      () => `SR-${String(d.issue[0]).slice(2)}${pad2(d.issue[1])}-${r.digits(3)}`,
      () => `R${d.issue[0] - 2018}-${r.digits(3)}`,
    ])();
    const workEnd = addDays(d.issue, -r.int(5, 25));
    const workStart = addDays(workEnd, -r.int(20, 90));
    const area = Math.round(r.range(1.5, 9.5) * 100) / 100;
    const trees = r.pick(['スギ', 'ヒノキ', 'スギ・ヒノキ', 'カラマツ', 'アカマツ']);
    const age = r.int(12, 55);
    const rows = shuffle(r, SHINRIN_WORKS)
      .slice(0, r.int(2, 4))
      .map(([name, unit, lo, hi, qlo, qhi]) => {
        const qty = unit === 'ha' ? Math.min(area, Math.round(r.range(qlo, qhi) * 100) / 100) : r.int(qlo / 10, qhi / 10) * 10;
        const price = Math.round(r.int(lo, hi) / (unit === 'ha' ? 1000 : 10)) * (unit === 'ha' ? 1000 : 10);
        return { name, unit, qty, price, amount: Math.round(qty * price), memo: unit === 'ha' ? trees : '' };
      });
    if (r.chance(0.6)) {
      const p = r.int(8, 30) * 10000;
      rows.push({ name: '調査・測量・設計', unit: '式', qty: 1, price: p, amount: p, memo: '' });
    }
    const fee = Math.round((rows.reduce((t, x) => t + x.amount, 0) * r.pick([0.05, 0.08, 0.1])) / 100) * 100;
    rows.push({ name: '事務手数料', unit: '式', qty: 1, price: fee, amount: fee, memo: '補助申請事務' });
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const subsidy = Math.floor((s.subtotal * r.pick([0.4, 0.5, 0.6, 0.68])) / 1000) * 1000;
    const total = s.total - subsidy;
    const fmt = r.chance(0.7) ? DATE_FORMATS.wareki : warekiPad;
    const issuer = d.issuerName;
    const holder = holderPrinted({ holderBase }, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const codes = d.bank.main && r.chance(0.4);
    const [bs] = r.pick(STEMS);
    d.buyerName = r.pick(SHINRIN_OWNERS).replace('{s}', bs);
    const rinpan = `${r.int(3, 180)}林班 ${KOHAN[r.int(0, KOHAN.length - 1)]}小班`;
    const city = cityOf(town);
    const aza = r.pick(['大字', '字']);
    const place = `${city}${aza}${r.pick(['奥山', '西沢', '大久保', '長峰', '滝ノ入', '小松原'])} ${r.int(100, 3999)}番`;
    const kofu = `${pref.slice(0, -1)}${r.pick(['林', '森'])}第${r.int(100, 2999)}号`;
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 10px; color: #1b1b1b; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 44px 56px 0; }
      .date { text-align: right; } h1 { text-align: center; font-size: 24px; letter-spacing: 1em; padding-left: 1em; margin: 6px 0 14px; font-weight: 600; }
      .two { display: flex; justify-content: space-between; align-items: flex-start; }
      .to { line-height: 1.8; } .to .n { font-size: 15px; border-bottom: 1px solid #1b1b1b; padding-right: 30px; white-space: nowrap; display: inline-block; }
      .co { position: relative; width: 300px; line-height: 1.6; } .co .nm { font-size: 16px; font-weight: 700; letter-spacing: .1em; }
      .amt { margin: 14px 0 0; border: 1.5px solid #1b1b1b; display: flex; width: 440px; } .amt div { padding: 6px 14px; } .amt .l { border-right: 1px solid #1b1b1b; } .amt .v { font-size: 18px; font-weight: 700; }
      .t { border-collapse: collapse; } .t th { border: 1px solid #444; background: #f2f0ea; font-weight: normal; padding: 3px 6px; } .t td { border: 1px solid #666; padding: 4px 8px; }
      .site { width: 100%; margin-top: 10px; } .site td { text-align: center; }
      .det { width: 100%; margin-top: 10px; } .det td.c { text-align: center; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 10px; gap: 18px; }
      .note { flex: 1; font-size: 9px; line-height: 1.7; }
      .sum td.num { width: 120px; } .sum tr.g td { font-weight: 700; font-size: 12px; border: 2px solid #1b1b1b; }
      .bank { margin-top: 14px; border: 1px solid #444; padding: 8px 14px; line-height: 1.8; width: 440px; }
      .kv { margin-top: 10px; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td>${x.name}</td><td class="num">${x.unit === 'ha' ? x.qty.toFixed(2) : yen(x.qty)}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td><td>${x.memo}</td></tr>`,
      )
      .join('');
    const bankLine = `${d.bank.name}${codes ? `（${d.bank.code}）` : ''}　${d.branch.name}${codes ? `（${d.branch.code}）` : ''}　${TYPE_LABEL[d.type]}${d.bank.main ? '預金' : '貯金'}`;
    const sealText = `${d.corpBody}之印`;
    const sealCols = Array.from({ length: Math.ceil(sealText.length / 3) }, (_, k) => sealText.slice(k * 3, k * 3 + 3));
    const kumiaiSeal = `<div class="seal" style="right: ${r.int(0, 30)}px; top: ${r.int(0, 24)}px; opacity: .5; width: 66px; height: 66px; font-size: 12px;"><div>${sealCols.join('<br>')}</div></div>`;
    const page = `<div class="wrap"><div class="date">${fmt(d.issue)}</div><h1>請求書</h1>
      <div class="two"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span></div>
        <div class="co"><div class="nm">${issuer}</div>代表理事組合長　${chiefS} ${chiefG}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${reg}
          ${kumiaiSeal}</div></div>
      <div style="margin-top:12px">下記のとおり請求いたします。</div>
      <div class="amt"><div class="l">請求金額</div><div class="v">金 ¥${yen(total)}－</div></div>
      <table class="t kv"><tr><th>件名</th><td>令和${reiwa(fy)}年度 森林整備事業（${rows[0].name.replace(/（.*）/, '')}ほか）</td><th>請求書番号</th><td>${d.no}</td></tr><tr><th>お支払期限</th><td colspan="3">${fmt(d.due)}</td></tr></table>
      <table class="t site"><tr><th>所在地</th><th>林班・小班</th><th>面積</th><th>樹種・林齢</th><th>施業期間</th></tr>
        <tr><td>${place}</td><td>${rinpan}</td><td>${area.toFixed(2)} ha</td><td>${trees}　${age}年生</td><td>${fmt(workStart)}〜<br>${fmt(workEnd)}</td></tr></table>
      <table class="t det"><tr><th>施業種</th><th style="width:56px">数量</th><th style="width:38px">単位</th><th style="width:70px">単価</th><th style="width:86px">金額</th><th style="width:110px">摘要</th></tr>${body}</table>
      <div class="low"><div class="note">※補助金充当額は、令和${reiwa(fy)}年度 ${pref}森林整備事業補助金（交付決定 ${kofu}）および${city.replace(/^.+郡/, '')}森林整備補助金として当組合が受領した額を事業費より差し引いたものです。<br>※施業完了届・写真台帳を添付いたします。</div>
        <table class="t sum"><tr><td>事業費（税抜）</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr><td>事業費 計</td><td class="num">${yen(s.total)}</td></tr>
          <tr><td>補助金充当額</td><td class="num">△${yen(subsidy)}</td></tr><tr class="g"><td>差引ご請求額</td><td class="num">¥${yen(total)}</td></tr></table></div>
      <div class="bank">お振込先　${bankLine}　${d.account}<br>口座名義　${holder}</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBankCode: codes, showBranchCode: codes } };
  },
});

// 141 — a 配置薬 (置き薬) company bills an office for what was used from the 救急箱 it keeps there, after its 配置員's visit: two
// columns at the top (the buyer and the 設置場所 with the amount at the left; the company, its 配置販売業 届出 and the 配置員 at
// the right over a ruled 訪問日 / 次回訪問予定日 / 請求日 / 請求書No. table), a 明細 of every 配置品 (区分 第2類・第3類・指定
// 医薬部外品・医療機器・食品, 配置数, 使用数, 補充数, 単価, 金額; unused ones with a dash), 経口補水液・のど飴 (食品) at 8% ※
// beside the medicines at 10%, totals by rate at the bottom right and the 振込先 at the bottom left with its codes in boxes.
const HAICHI_TRADES = [
  ['薬品', 'ヤクヒン'],
  ['配置薬', 'ハイチヤク'],
  ['薬業', 'ヤクギョウ'],
  ['ヘルスケア', 'ヘルスケア'],
  ['置き薬', 'オキグスリ'],
];
// [品名, 規格, 区分, 単価 lo–hi (10-yen steps), rate]
const HAICHI_GOODS = [
  ['総合かぜ薬 顆粒', '12包', '第2類', 90, 160, 10],
  ['解熱鎮痛薬 錠', '24錠', '第2類', 70, 140, 10],
  ['胃腸薬 細粒', '12包', '第2類', 80, 130, 10],
  ['目薬 クール', '15mL', '第3類', 50, 90, 10],
  ['外用消炎鎮痛 湿布', '7枚', '第3類', 60, 110, 10],
  ['救急絆創膏 Mサイズ', '20枚', '医療機器', 30, 60, 10],
  ['栄養ドリンク 100mL', '1本', '指定医薬部外品', 15, 30, 10],
  ['うがい薬', '50mL', '第3類', 50, 90, 10],
  ['下痢止め 錠', '12錠', '第2類', 80, 140, 10],
  ['経口補水液 500mL', '1本', '食品', 15, 25, 8],
  ['のど飴 個包装', '1袋', '食品', 20, 40, 8],
  ['栄養補助ゼリー', '1個', '食品', 18, 30, 8],
];
const TOYAMA = ['930-0083', '富山県富山市総曲輪', '076'];
const HAICHI_SPOTS = ['1F 休憩室', '2F 事務所', '受付カウンター', '工場 詰所', '倉庫 事務所', '各フロア（3箱）'];
LAYOUTS.push({
  id: 'L141-haichi-yaku',
  split: 'dev',
  title:
    "配置薬 company's 御使用代金 請求書 for an office's 救急箱: every 配置品 listed with 配置数・使用数・補充数, 食品 at 8% ※ beside medicines at 10%, two columns at the top, codes in boxes",
  exercises:
    "a 配置薬 (置き薬) company (…薬品 / …配置薬 / …薬業 / …ヘルスケア / …置き薬, 株式会社 or 有限会社, ㈱/(株)/(有) sometimes; its seat in 富山 sometimes) bills an office for what was used from its 救急箱: 御使用代金 御請求書 across the top, two columns under it: at the left the buyer's 〒 address and name with 御中, the 設置場所 and the ご使用代金合計（税込）boxed; at the right the company (name, 代表取締役, 〒 address, TEL/FAX, 配置販売業 届出 …県 第…号, 登録番号, 担当 配置員 and the name) under a 角印 over a ruled table (訪問日 / 次回訪問予定日 / 請求日 / 請求書No.), a 明細 of every 配置品 (品名 with ※ on 軽減 rows, 規格, 区分 第2類 / 第3類 / 指定医薬部外品 / 医療機器 / 食品, 配置数, 使用数, 補充数, 単価, 金額; unused ones with a dash and no amount), ※は軽減税率（8%）対象, at the bottom right 10%対象 / 消費税, 8%対象 / 消費税, 合計 and at the bottom left the お振込先 (bank and branch with their codes in digit boxes sometimes, 種目, 番号, 口座名義 ｶ)… / ﾕ)…) and the お支払期限, 西暦 dates (年月日 or slash)",
  opts: (r, inst) => ({ rates: 'mixed', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, HAICHI_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    if (r.chance(0.4)) {
      d.zip = TOYAMA[0];
      const local = `${r.int(4, 9)}${r.digits(2)}-${r.digits(4)}`;
      d.address = `${TOYAMA[1]}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}${r.pick(['', '', ' 総曲輪ビル3F'])}`;
      d.tel = `${TOYAMA[2]}-${local}`;
      d.fax = `${TOYAMA[2]}-${local.slice(0, -1)}${(Number(local.slice(-1)) + 1) % 10}`;
    }
    landline(d);
    ordinaryAtNetBank(d);
    const visit = d.issue;
    const nextVisit = addDays(visit, r.pick([60, 90, 90, 120]));
    d.due = endOfMonth(...addMonths([visit[0], visit[1]], 1));
    const goods8 = HAICHI_GOODS.filter((g) => g[5] === 8);
    const goods10 = HAICHI_GOODS.filter((g) => g[5] === 10);
    const picked = [...shuffle(r, goods10).slice(0, r.int(5, 7)), ...shuffle(r, goods8).slice(0, r.int(1, 2))];
    const rows = picked.map(([name, spec, cls, lo, hi, rate], i) => {
      const placed = r.int(2, 10);
      const used = i === picked.length - 1 || r.chance(0.7) ? r.int(1, placed) : 0;
      const price = r.int(lo, hi) * 10;
      return { name, spec, cls, placed, used, refill: used, price, amount: used * price, rate };
    });
    const billed = rows.filter((x) => x.used);
    if (!billed.some((x) => x.rate === 10)) rows[0].used = rows[0].refill = 1;
    rows.forEach((x) => (x.amount = x.used * x.price));
    d.items = rows.filter((x) => x.used).map((x) => ({ name: x.name, amount: x.amount, rate: x.rate }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const by8 = s.by[8] ?? { base: 0, tax: 0 };
    const by10 = s.by[10] ?? { base: 0, tax: 0 };
    const fmt = DATE_FORMATS[r.pick(['seireki', 'slash', 'seireki'])];
    const issuer = r.chance(0.45) ? abbreviated(d, r.pick([0, 1, 2])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.3) ? regSpaced(d.reg) : d.reg;
    const codes = r.chance(0.5);
    const pref = prefOf(d.address);
    const tanto = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const spot = r.pick(HAICHI_SPOTS);
    d.no = r.chance(0.5) ? `${r.pick(['H', 'OK', 'T'])}${String(visit[0]).slice(2)}${pad2(visit[1])}${r.digits(4)}` : d.no;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #222; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 38px 46px 0; }
      h1 { margin: 0; text-align: center; font-size: 22px; letter-spacing: .3em; padding: 6px 0; background: #2f6b3b; color: #fff; font-weight: 700; }
      .cols { display: flex; gap: 20px; margin-top: 14px; } .lc { flex: 1; } .rc { position: relative; width: 320px; line-height: 1.55; font-size: 9.5px; }
      .to { line-height: 1.7; } .to .n { font-size: 15px; border-bottom: 1px solid #222; padding-right: 24px; white-space: nowrap; display: inline-block; }
      .spot { margin-top: 8px; } .spot th { background: #e5efe6; border: 1px solid #6f9a77; font-weight: normal; padding: 3px 8px; } .spot td { border: 1px solid #6f9a77; padding: 3px 10px; }
      .amt { margin-top: 12px; border: 2px solid #2f6b3b; display: flex; } .amt div { padding: 6px 12px; } .amt .l { background: #e5efe6; border-right: 1px solid #2f6b3b; } .amt .v { font-size: 19px; font-weight: 700; margin-left: auto; }
      .rc .nm { font-size: 15px; font-weight: 700; white-space: nowrap; }
      .mt { width: 100%; margin-top: 8px; } .mt th { background: #e5efe6; border: 1px solid #6f9a77; font-weight: normal; padding: 2px 6px; text-align: left; width: 96px; } .mt td { border: 1px solid #6f9a77; padding: 2px 8px; }
      .det { width: 100%; margin-top: 14px; } .det th { background: #2f6b3b; color: #fff; font-weight: normal; padding: 3px; border: 1px solid #2f6b3b; } .det td { border: 1px solid #9db8a2; padding: 3px 5px; } .det td.c { text-align: center; }
      .legend { font-size: 9px; margin-top: 3px; }
      .low { display: flex; gap: 20px; margin-top: 12px; align-items: flex-start; }
      .bank { flex: 1; border: 1px solid #6f9a77; padding: 8px 12px; line-height: 1.9; } .bank .h { font-weight: 700; color: #2f6b3b; }
      .cb { display: inline-flex; vertical-align: middle; } .cb i { font-style: normal; width: 15px; height: 17px; border: 1px solid #555; margin-left: -1px; text-align: center; line-height: 16px; }
      .tot td { border: 1px solid #9db8a2; padding: 3px 10px; } .tot td.num { width: 100px; } .tot tr.g td { font-weight: 700; font-size: 12px; border: 2px solid #2f6b3b; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td>${x.name}${x.rate === 8 ? ' ※' : ''}</td><td class="c">${x.spec}</td><td class="c">${x.cls}</td><td class="num">${x.placed}</td><td class="num">${x.used}</td><td class="num">${x.refill}</td><td class="num">${yen(x.price)}</td><td class="num">${x.used ? yen(x.amount) : '―'}</td></tr>`,
      )
      .join('');
    const bankHtml = codes
      ? `${d.bank.name}　金融機関コード ${codeBoxes(d.bank.code)}<br>${d.branch.name}　支店コード ${codeBoxes(d.branch.code)}`
      : `${d.bank.name}　${d.branch.name}`;
    const page = `<div class="wrap"><h1>御使用代金 御請求書</h1>
      <div class="cols"><div class="lc"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span></div>
          <table class="spot"><tr><th>設置場所</th><td>${spot}</td><th>救急箱No.</th><td>${r.digits(5)}</td></tr></table>
          <div style="margin-top:10px">いつも配置薬をご利用いただきありがとうございます。<br>今回のご使用分を下記のとおりご請求申し上げます。</div>
          <div class="amt"><div class="l">ご使用代金合計<br>（税込）</div><div class="v">¥${yen(s.total)}</div></div></div>
        <div class="rc"><div class="nm">${issuer}</div>代表取締役　${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}<br>〒${d.zip}<br>${addrHtml(d.address, true)}<br>TEL ${d.tel}　FAX ${d.fax}<br>配置販売業 届出　${pref}　第${r.int(100, 9999)}号<br>登録番号　${reg}<br>担当配置員　${tanto}
          ${kakuin(d, `right: ${r.int(0, 40)}px; top: ${r.int(0, 30)}px; opacity: .5;`)}
          <table class="mt"><tr><th>訪問日</th><td>${fmt(visit)}</td></tr><tr><th>次回訪問予定日</th><td>${fmt(nextVisit)}</td></tr><tr><th>請求日</th><td>${fmt(d.issue)}</td></tr><tr><th>請求書No.</th><td>${d.no}</td></tr></table></div></div>
      <table class="det"><tr><th>品名</th><th style="width:46px">規格</th><th style="width:86px">区分</th><th style="width:40px">配置数</th><th style="width:40px">使用数</th><th style="width:40px">補充数</th><th style="width:54px">単価</th><th style="width:74px">金額</th></tr>${body}</table>
      <div class="legend">※は軽減税率（8%）対象です。区分は医薬品のリスク区分です。補充数は今回補充した数量で、ご請求は使用数分のみです。</div>
      <div class="low"><div class="bank"><span class="h">お振込先</span><br>${bankHtml}<br>${TYPE_LABEL[d.type]}預金　口座番号 ${d.account}<br>口座名義　${holder}<br>お支払期限　${fmt(d.due)}</div>
        <table class="tot"><tr><td>10%対象（税抜）</td><td class="num">${yen(by10.base)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(by10.tax)}</td></tr>
          <tr><td>8%対象（税抜）※</td><td class="num">${yen(by8.base)}</td></tr><tr><td>消費税（8%）</td><td class="num">${yen(by8.tax)}</td></tr>
          <tr class="g"><td>合計（税込）</td><td class="num">¥${yen(s.total)}</td></tr></table></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, showBankCode: codes, showBranchCode: codes } };
  },
});

// 142 — a ポスティング (チラシ配布) company bills a 不動産会社, a 学習塾 or a 宅配 shop for one distribution of its flyers: 件名,
// 配布期間 and the flyer's サイズ, one row per 配布エリア (…市…町1〜3丁目) with 配布方法, 部数 under a two-row header (予定 /
// 実績) and a 単価 with decimals (¥3.5 a 部), the 金額 the 実績 × 単価 rounded; a GPS 配布報告書 and a 残チラシ 処分 fee
// sometimes; the 振込先 in a ruled table with 銀行コード and 支店コード columns, slash dates.
const POSTING_TRADES = [
  ['ポスティング', 'ポスティング'],
  ['メディアサービス', 'メディアサービス'],
  ['配布センター', 'ハイフセンター'],
  ['エリアメディア', 'エリアメディア'],
  ['チラシ配布', 'チラシハイフ'],
];
// [市区, [町名]]
const POSTING_AREAS = [
  ['さいたま市浦和区', ['高砂', '岸町', '常盤', '仲町', '北浦和', '領家', '針ヶ谷']],
  ['横浜市港北区', ['日吉', '綱島西', '大倉山', '菊名', '篠原町', '樽町']],
  ['船橋市', ['本町', '湊町', '宮本', '前原西', '習志野台', '夏見']],
  ['川口市', ['芝', '並木', '西川口', '青木', '栄町', '本町']],
  ['世田谷区', ['桜新町', '経堂', '用賀', '上馬', '三軒茶屋', '弦巻']],
  ['豊中市', ['曽根東町', '服部元町', '庄内西町', '岡町北', '上野坂', '新千里東町']],
];
const POSTING_BUYERS = [
  '株式会社{s}不動産',
  '{s}ゼミナール株式会社',
  '株式会社{s}ピザ',
  '{s}ホーム株式会社',
  '株式会社{s}リフォーム',
];
LAYOUTS.push({
  id: 'L142-posting-haifu',
  split: 'dev',
  title:
    "ポスティング company's 請求書 for one flyer distribution, one row per 配布エリア, 部数 予定/実績 under a two-row header, 単価 with decimals (¥3.5), codes in the 振込先 table",
  exercises:
    'a ポスティング company (…ポスティング / …メディアサービス / …配布センター / …エリアメディア / …チラシ配布, 株式会社 or 合同会社, ㈱/(株) sometimes) bills a 不動産会社, a 学習塾 or a 宅配ピザ shop for one distribution: 請求書 at the top left with the buyer and 御中 under it, the company at the top right (name, 代表取締役 / 代表社員, 〒 address, TEL/FAX, 登録番号) under a 角印, a ruled row of 請求日 / 請求書番号 / お支払期限 (labels over values), ご請求金額（税込）in a bar, a 配布概要 table (件名 …月 第n弾 ポスティング, 発注書No., 配布期間 m/d〜m/d, チラシ B4/A4 片面・両面, 配布方法), one row per 配布エリア (…区…町1〜3丁目) with 配布方法 (軒並み / 戸建限定 / 集合住宅限定), 部数 as 予定 and 実績 under a two-row header, 単価 with a decimal (3.5, 4.0, 5.5), 金額 = 実績 × 単価 rounded; GPS 配布報告書 and 残チラシ 処分 as 式 rows sometimes; 小計 / 消費税（10%）/ 合計 at the right, the お振込先 as a ruled table (金融機関 | 銀行コード | 支店 | 支店コード | 種目 | 口座番号 over one row, 口座名義 under it), slash dates',
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, POSTING_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
    ]);
    landline(d);
    ordinaryAtNetBank(d);
    const start = addDays(d.issue, -r.int(8, 20));
    const end = addDays(start, r.int(3, 7));
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([d.issue[0], d.issue[1]], 1)) : addDays(d.issue, r.pick([14, 30]));
    const [city, towns] = r.pick(POSTING_AREAS);
    const size = r.pick(['B4 片面', 'A4 両面', 'B5 片面', 'A3 二つ折り']);
    const heavy = size.startsWith('A3');
    const rows = shuffle(r, towns)
      .slice(0, r.int(3, 6))
      .map((t) => {
        const a = r.int(1, 3);
        const b = a + r.int(1, 3);
        const method = r.pick(['軒並み', '軒並み', '戸建限定', '集合住宅限定']);
        const plan = r.int(8, 60) * 100;
        const actual = plan - r.int(0, 30) * 10;
        const price = method === '戸建限定' ? r.pick([5.5, 6.0, 6.5]) : heavy ? r.pick([4.5, 5.0]) : r.pick([3.3, 3.5, 4.0]);
        return { name: `${city}${t}${a}〜${b}丁目`, method, plan, actual, price, amount: Math.round(actual * price) };
      });
    const extras = [];
    if (r.chance(0.5)) extras.push({ name: 'GPS 配布報告書（地図・軌跡）', amount: r.pick([3000, 5000, 8000]) });
    if (r.chance(0.4)) extras.push({ name: '残チラシ 処分費', amount: r.pick([1500, 2000, 3000]) });
    d.items = [...rows, ...extras].map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['slash', 'slashLoose', 'slash'])];
    const issuer = r.chance(0.4) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = r.chance(0.25)
      ? holderFormSpelled(d, r.pick(['half', 'full']))
      : holderPrinted(d, r.pick(['half', 'half', 'full', 'half-big']));
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const [bs] = r.pick(STEMS);
    d.buyerName = r.pick(POSTING_BUYERS).replace('{s}', bs);
    const [, m] = start;
    const wave = r.int(1, 3);
    const orderNo = `PO-${r.digits(5)}`;
    const showBranchCode = r.chance(0.8);
    const cols = showBranchCode ? 6 : 5;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #222; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 40px 48px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { margin: 0 0 12px; font-size: 26px; letter-spacing: .4em; color: #c2410c; font-weight: 700; }
      .to .n { font-size: 16px; border-bottom: 2px solid #c2410c; padding-right: 30px; white-space: nowrap; display: inline-block; }
      .co { position: relative; width: 290px; line-height: 1.55; font-size: 9.5px; } .co .nm { font-size: 15px; font-weight: 700; white-space: nowrap; }
      .g { border-collapse: collapse; } .g th { background: #fdebdf; border: 1px solid #b45a2c; font-weight: normal; padding: 2px 8px; } .g td { border: 1px solid #b45a2c; padding: 3px 10px; text-align: center; }
      .bar { margin-top: 12px; display: flex; align-items: center; background: #c2410c; color: #fff; padding: 6px 16px; width: 420px; } .bar .v { margin-left: auto; font-size: 19px; font-weight: 700; }
      .ov { width: 100%; margin-top: 12px; } .ov th { width: 80px; text-align: left; } .ov td { text-align: left; }
      .det { width: 100%; margin-top: 12px; } .det th { background: #fdebdf; border: 1px solid #b45a2c; font-weight: normal; padding: 2px 4px; } .det td { border: 1px solid #d9a184; padding: 4px 6px; } .det td.c { text-align: center; }
      .tot { margin: 6px 0 0 auto; } .tot td { border: 1px solid #d9a184; padding: 3px 12px; } .tot td.num { width: 110px; } .tot tr.f td { font-weight: 700; font-size: 12px; border: 2px solid #c2410c; }
      .bank { width: 100%; margin-top: auto; margin-bottom: 64px; } .bank td { text-align: left; }
      .note { font-size: 8.5px; color: #555; margin-top: 6px; line-height: 1.6; }`;
    const body =
      rows
        .map(
          (x) =>
            `<tr><td>${x.name}</td><td class="c">${x.method}</td><td class="num">${yen(x.plan)}</td><td class="num">${yen(x.actual)}</td><td class="num">${x.price.toFixed(1)}</td><td class="num">${yen(x.amount)}</td></tr>`,
        )
        .join('') +
      extras
        .map(
          (x) =>
            `<tr><td>${x.name}</td><td class="c">―</td><td></td><td class="num">1式</td><td class="num">${yen(x.amount)}</td><td class="num">${yen(x.amount)}</td></tr>`,
        )
        .join('');
    const page = `<div class="wrap"><div class="hd"><div><h1>請求書</h1><div class="to"><span class="n">${d.buyerName}　御中</span></div>
          <div style="margin-top:10px">平素は格別のお引き立てを賜り厚く御礼申し上げます。<br>チラシ配布業務につき、下記のとおりご請求申し上げます。</div></div>
        <div class="co"><div class="nm">${issuer}</div>${representative(d, r)}<br>〒${d.zip}<br>${addrHtml(d.address, true)}<br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${reg}
          ${kakuin(d, `right: ${r.int(0, 40)}px; top: ${r.int(0, 20)}px; opacity: .5;`)}</div></div>
      <table class="g" style="margin-top:12px"><tr><th>請求日</th><th>請求書番号</th><th>お支払期限</th></tr><tr><td>${fmt(d.issue)}</td><td>${d.no}</td><td>${fmt(d.due)}</td></tr></table>
      <div class="bar"><span>ご請求金額（税込）</span><span class="v">¥${yen(s.total)}</span></div>
      <table class="g ov"><tr><th>件名</th><td>${m}月 第${wave}弾 チラシ ポスティング（${city}）</td><th>発注書No.</th><td>${orderNo}</td></tr>
        <tr><th>配布期間</th><td>${fmt(start)}〜${fmt(end)}</td><th>チラシ</th><td>${size}</td></tr></table>
      <table class="det"><tr><th rowspan="2">配布エリア</th><th rowspan="2" style="width:78px">配布方法</th><th colspan="2">部数</th><th rowspan="2" style="width:52px">単価</th><th rowspan="2" style="width:84px">金額</th></tr>
        <tr><th style="width:60px">予定</th><th style="width:60px">実績</th></tr>${body}</table>
      <div class="note">※金額は配布実績部数×単価（円未満四捨五入）です。配布不可（チラシお断り・空室等）の分はご請求しておりません。</div>
      <table class="tot"><tr><td>小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="f"><td>合計</td><td class="num">¥${yen(s.total)}</td></tr></table>
      <table class="g bank"><tr><th colspan="${cols}" style="text-align:left">お振込先</th></tr>
        <tr><th>金融機関</th><th>銀行コード</th><th>支店</th>${showBranchCode ? '<th>支店コード</th>' : ''}<th>種目</th><th>口座番号</th></tr>
        <tr><td>${d.bank.name}</td><td>${d.bank.code}</td><td>${d.branch.name}</td>${showBranchCode ? `<td>${d.branch.code}</td>` : ''}<td>${TYPE_LABEL[d.type]}</td><td>${d.account}</td></tr>
        <tr><th>口座名義</th><td colspan="${cols - 1}">${holder}</td></tr></table></div>`;
    return { pages: [page], css, printed: { issuer, holder, showBankCode: true, showBranchCode } };
  },
});

export { KOHAN, LOCAL_BRANCHES, TOWN_SHINKUMI };
