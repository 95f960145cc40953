// Invoice corpus layouts L131–L136: each pushed onto core.mjs's LAYOUTS, in order.
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
  toHankaku,
  yen,
} from './core.mjs';
import { regHyphen, regSpaced } from './layouts-013-018.mjs';
import { holderFormSpelled, kakuin, landline, setYago, shuffle, weekday } from './layouts-019-028.mjs';
import { abbreviated, mail, setCorp } from './layouts-029-034.mjs';
import { addrHtml, ordinaryAtNetBank, rebank } from './layouts-035-040.mjs';
import { daiji, daysBetween } from './layouts-047-052.mjs';
import { prefOf } from './layouts-053-058.mjs';
import { addMonths, roundSeal, yagoHolder } from './layouts-095-100.mjs';

// ---- 131–136: written blind as the nineteenth round's fresh set, measured once (ADR 0025), now dev.

// 131 — a 医療機器 販売・保守 company bills a clinic for a quarter of its 年間保守契約 (one row per 対象機器) and a 臨時修理
// sometimes: the 請求書番号 and the 保守契約番号 side by side in one ruled row, a 対象機器 table with 型式, 製造番号 and the
// 定期点検日, every date in short 和暦 (R7.11.30), two accounts offered at the foot, ① a bank and ② ゆうちょ.
const MEDICAL_TRADES = [
  ['メディカル', 'メディカル'],
  ['医科器械', 'イカキカイ'],
  ['医療器', 'イリョウキ'],
  ['メディカルサービス', 'メディカルサービス'],
  ['医機', 'イキ'],
];
// [機器名, 型式 prefix, 設置場所, 年額保守料 lo–hi in 千円]
const MEDICAL_DEVICES = [
  ['デジタルX線撮影装置（FPD）', 'DR-', 'X線室', 360, 900],
  ['超音波診断装置', 'US-', '診察室2', 240, 600],
  ['電子内視鏡システム', 'EV-', '内視鏡室', 480, 1200],
  ['生体情報モニタ', 'BM-', '処置室', 60, 180],
  ['高圧蒸気滅菌器（オートクレーブ）', 'AC-', '中材室', 80, 200],
  ['心電計', 'EC-', '検査室', 40, 120],
  ['自動血球計数器', 'HC-', '検査室', 150, 360],
  ['骨密度測定装置', 'BD-', 'X線室', 200, 480],
  ['電動診察台', 'ET-', '診察室1', 30, 90],
];
const MEDICAL_PARTS = [
  ['プローブケーブル', 30, 120],
  ['ドアパッキン', 8, 20],
  ['バッテリーパック', 15, 45],
  ['電源ユニット', 40, 150],
  ['冷却ファン', 10, 30],
  ['記録紙ユニット', 12, 35],
];
const CLINIC_BUYERS = [
  ['医療法人社団{s}会', '{s}クリニック'],
  ['医療法人{s}会', '{s}整形外科'],
  ['医療法人社団{s}会', '{s}内科医院'],
  ['医療法人{s}会', '{s}病院'],
  ['医療法人社団{s}会', '{s}消化器内科'],
];
const warekiShortPad = ([y, m, dd]) => `R${pad2(y - 2018)}.${pad2(m)}.${pad2(dd)}`;
LAYOUTS.push({
  id: 'L131-iryou-hoshu',
  split: 'dev',
  title:
    "医療機器 保守 company's 請求書 to a clinic for a quarter of its 保守契約, the 保守契約番号 beside the 請求書番号, dates in short 和暦, ① a bank ② ゆうちょ",
  exercises:
    "a 医療機器 販売・保守 company (…メディカル / …医科器械 / …医療器 / …医機, 株式会社 or 有限会社, ㈱/(株) sometimes) bills a 医療法人's clinic (the 法人 over its clinic, 御中, 事務長 様) for a quarter of its 年間保守契約: 請求書 at the top left, 請求日 at the top right, one ruled row 請求書番号 | 保守契約番号 | お客様コード, the company at the right (〒 address, TEL/FAX, 登録番号, サービス部 担当) under a 角印, ご請求金額（税込）and お支払期限 in a bar, a 対象機器 table (機器名, 型式, 製造番号, 設置場所, 定期点検日), rows 保守契約料 per device for R7.10～R7.12, a 臨時修理 (部品, 技術料 by the hour, 出張費) sometimes, 小計 / 消費税（10%）/ 合計, two accounts at the foot (①a bank or a 信用金庫, ②ゆうちょ 記号・番号) over one 口座名義, いずれかの口座へ, every date R7.11.30 or R07.11.30",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, MEDICAL_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    landline(d);
    if (!d.bank.main && r.chance(0.5)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const qs = addMonths([y, m], -((m - 1) % 3));
    const qe = addMonths(qs, 2);
    const fq = Math.floor((((qs[1] - 4 + 12) % 12) / 3) % 4) + 1;
    d.due = r.chance(0.6) ? endOfMonth(...addMonths([y, m], 1)) : addDays(d.issue, 30);
    const fmt = r.chance(0.65) ? DATE_FORMATS.warekiShort : warekiShortPad;
    const ym = ([yy, mm]) => `R${yy - 2018}.${mm}`;
    const period = `${ym(qs)}～${ym(qe)}`;
    const devices = shuffle(r, MEDICAL_DEVICES)
      .slice(0, r.int(1, 4))
      .map(([name, pre, room, lo, hi]) => ({
        name,
        model: `${pre}${r.int(100, 990)}${r.pick(['', 'A', 'S', 'II'])}`,
        serial: `${r.pick(['SN', 'No.', ''])}${r.int(10, 99)}${r.digits(5)}`,
        room,
        checked: addDays(d.issue, -r.int(3, 40)),
        amount: Math.round((r.int(lo, hi) * 1000) / 4 / 100) * 100,
      }));
    const rows = devices.map((x) => ({
      dt: null,
      name: `保守契約料　${x.name}（${x.model}）　${period}分`,
      qty: 1,
      unit: '式',
      price: x.amount,
      amount: x.amount,
    }));
    let repair = null;
    if (r.chance(0.45)) {
      const dev = r.pick(devices);
      const [part, lo, hi] = r.pick(MEDICAL_PARTS);
      const when = addDays(d.issue, -r.int(2, 25));
      const hours = r.int(2, 8) / 2;
      const rate = r.pick([9000, 10000, 12000]);
      repair = { dev, when };
      const pp = r.int(lo, hi) * 1000;
      rows.push({ dt: when, name: `臨時修理　${dev.name}　${part} 交換（部品代）`, qty: 1, unit: '個', price: pp, amount: pp });
      rows.push({
        dt: when,
        name: `臨時修理　技術料（${hours.toFixed(1)}時間）`,
        qty: hours,
        unit: '時間',
        price: rate,
        amount: hours * rate,
      });
      if (r.chance(0.6)) {
        const trip = r.pick([5000, 8000, 10000]);
        rows.push({ dt: when, name: '臨時修理　出張費', qty: 1, unit: '回', price: trip, amount: trip });
      }
    }
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const [hojin, clinic] = r.pick(CLINIC_BUYERS);
    const [bs] = r.pick(STEMS);
    d.buyerName = hojin.replace('{s}', bs);
    const clinicName = clinic.replace('{s}', bs);
    const issuer = r.chance(0.5) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = r.chance(0.25)
      ? holderFormSpelled(d, r.pick(['half', 'full']))
      : holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const codes = r.chance(0.4);
    const contractNo = r.pick([
      () => `MC-${qs[0] - r.int(0, 3)}-${r.digits(4)}`,
      () => `保${r.digits(6)}`,
      () => `HS${r.digits(2)}-${r.digits(5)}`,
    ])();
    const yuchoSymbol = `1${r.digits(3)}0`;
    const yuchoNumber = `${r.int(1, 9)}${r.digits(6)}1`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #1e2328; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 40px 48px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 3px solid #2a6f97; padding-bottom: 6px; }
      h1 { margin: 0; font-size: 28px; letter-spacing: .5em; color: #2a6f97; font-weight: 700; } .hd .dt { font-size: 11px; }
      .nos { width: 100%; margin-top: 8px; table-layout: fixed; } .nos th { background: #e4eef5; border: 1px solid #8aa9bd; font-weight: normal; padding: 3px 6px; width: 86px; } .nos td { border: 1px solid #8aa9bd; padding: 3px 8px; font-size: 11px; }
      .two { display: flex; justify-content: space-between; margin-top: 14px; }
      .to { line-height: 1.7; } .to .h { font-size: 12px; } .to .n { font-size: 16px; border-bottom: 1px solid #1e2328; padding-right: 24px; white-space: nowrap; display: inline-block; }
      .co { position: relative; width: 300px; line-height: 1.6; } .co .nm { font-size: 15px; font-weight: bold; white-space: nowrap; }
      .bar { display: flex; margin-top: 14px; border: 2px solid #2a6f97; } .bar div { padding: 6px 14px; } .bar .l { background: #2a6f97; color: #fff; } .bar .v { font-size: 19px; font-weight: bold; min-width: 170px; text-align: right; } .bar .d { margin-left: auto; border-left: 1px solid #2a6f97; }
      .cap { margin-top: 14px; font-weight: bold; color: #2a6f97; }
      .dev { width: 100%; margin-top: 3px; } .dev th { background: #e4eef5; border: 1px solid #8aa9bd; font-weight: normal; padding: 3px; } .dev td { border: 1px solid #b5c8d5; padding: 3px 6px; } .dev td.c { text-align: center; }
      .det { width: 100%; margin-top: 3px; } .det th { background: #e4eef5; border: 1px solid #8aa9bd; font-weight: normal; padding: 3px; } .det td { border: 1px solid #b5c8d5; padding: 4px 6px; } .det td.c { text-align: center; white-space: nowrap; }
      .tot { margin: 6px 0 0 auto; } .tot td { border: 1px solid #8aa9bd; padding: 3px 12px; } .tot td.l { background: #e4eef5; } .tot td.num { width: 120px; } .tot tr.g td { font-weight: bold; font-size: 12px; }
      .memo { margin-top: 8px; font-size: 9px; color: #444; line-height: 1.7; }
      .bank { margin-top: auto; margin-bottom: 60px; border: 1px solid #2a6f97; } .bank .h { background: #2a6f97; color: #fff; padding: 3px 10px; }
      .bank .b { display: flex; } .bank .b div { flex: 1; padding: 6px 12px; line-height: 1.75; } .bank .b div + div { border-left: 1px dashed #8aa9bd; } .bank .f { border-top: 1px solid #b5c8d5; padding: 4px 12px; }`;
    const devRows = devices
      .map(
        (x, i) =>
          `<tr><td class="c">${i + 1}</td><td>${x.name}</td><td class="c">${x.model}</td><td class="c">${x.serial}</td><td class="c">${x.room}</td><td class="c">${fmt(x.checked)}</td></tr>`,
      )
      .join('');
    const body = rows
      .map(
        (x) =>
          `<tr><td class="c">${x.dt ? fmt(x.dt) : ''}</td><td>${x.name}</td><td class="num">${x.qty % 1 ? x.qty.toFixed(1) : x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const bank1 = `${d.bank.name}${codes ? `（${d.bank.code}）` : ''}　${d.branch.name}${codes ? `（${d.branch.code}）` : ''}<br>${TYPE_LABEL[d.type]}預金　${d.account}`;
    const page = `<div class="wrap"><div class="hd"><h1>請求書</h1><div class="dt">請求日　${fmt(d.issue)}</div></div>
      <table class="nos"><tr><th>請求書番号</th><td>${d.no}</td><th>保守契約番号</th><td>${contractNo}</td><th>お客様コード</th><td>${r.digits(6)}</td></tr></table>
      <div class="two"><div class="to"><div class="h">${d.buyerName}</div><span class="n">${clinicName}　御中</span><br>${r.pick(['事務長', '院長', '事務部'])}　${d.buyerPerson} 様
          <div style="margin-top:10px">平素より格別のご高配を賜り厚く御礼申し上げます。<br>保守契約に基づき、下記のとおりご請求申し上げます。</div></div>
        <div class="co"><div class="nm">${issuer}</div>〒${d.zip}<br>${addrHtml(d.address, true)}<br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${reg}<br>サービス部　担当 ${r.pick(SURNAMES)[0]}
          ${kakuin(d, `right: ${r.int(0, 40)}px; top: ${r.int(0, 30)}px; opacity: .5;`)}</div></div>
      <div class="bar"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(s.total)}</div><div class="d">お支払期限　${fmt(d.due)}</div></div>
      <div class="cap">■ 対象機器（第${fq}四半期　${period}）</div>
      <table class="dev"><tr><th style="width:24px">No.</th><th>機器名</th><th>型式</th><th>製造番号</th><th>設置場所</th><th>定期点検日</th></tr>${devRows}</table>
      <div class="cap">■ ご請求明細</div>
      <table class="det"><tr><th style="width:62px">日付</th><th>品名・内容</th><th style="width:40px">数量</th><th style="width:34px">単位</th><th style="width:70px">単価</th><th style="width:84px">金額</th></tr>${body}</table>
      <table class="tot"><tr><td class="l">小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="g"><td class="l">合計</td><td class="num">¥${yen(s.total)}</td></tr></table>
      <div class="memo">※保守契約料は四半期ごとの前払いでご請求しております。${repair ? `<br>※臨時修理（${fmt(repair.when)} 実施）は保守契約の対象外部品のため別途ご請求いたします。作業報告書を同封いたします。` : ''}</div>
      <div class="bank"><div class="h">お振込先（下記いずれかの口座へお振込みください）</div>
        <div class="b"><div>① ${bank1}</div><div>② ゆうちょ銀行<br>記号 ${yuchoSymbol}　番号 ${yuchoNumber}</div></div>
        <div class="f">口座名義　${holder}　　※振込手数料は貴院にてご負担願います。</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, showBankCode: codes, showBranchCode: codes } };
  },
});

// 132 — a freelance 動画編集者 with no 屋号 bills a 制作会社 for a month's edits, the sheet made in a spreadsheet: a grid of
// equal columns with merged cells (the title across the sheet, the buyer, the amount, the issuer's lines), the gridlines
// printed sometimes, blank rows padding the table, and the 振込先 as one line in the footer: a ネット銀行's personal branch
// (ｲﾁｺﾞ支店, ｼﾞｬｽﾞ支店, すずめ支店) with its 支店番号, the holder the name's kana.
// [品名, 単位, 単価 lo–hi, 数量 lo–hi]
const EDIT_WORKS = [
  ['YouTube動画 編集（10〜15分）', '本', 8000, 25000, 2, 8],
  ['ショート動画 編集（60秒以内）', '本', 3000, 8000, 3, 15],
  ['サムネイル制作', '枚', 2000, 6000, 2, 10],
  ['テロップ・字幕 追加（全編）', '本', 2000, 6000, 1, 6],
  ['セミナー動画 カット編集（60分）', '本', 15000, 40000, 1, 3],
  ['オープニング アニメーション制作', '式', 20000, 60000, 1, 1],
  ['修正対応（3回目以降）', '回', 2000, 5000, 1, 4],
  ['BGM・効果音 選定', '本', 1000, 3000, 2, 8],
];
const CHANNEL_BUYERS = ['株式会社{s}メディア', '合同会社{s}クリエイティブ', '株式会社{s}プロダクション', '{s}企画株式会社'];
// Net banks' personal branches: [bank code, bank, [[支店, 支店番号]]].
const NET_PERSONAL = [
  [
    '0038',
    '住信SBIネット銀行',
    [
      ['イチゴ支店', '101'],
      ['ブドウ支店', '102'],
      ['ミカン支店', '103'],
      ['レモン支店', '104'],
    ],
  ],
  [
    '0036',
    '楽天銀行',
    [
      ['ジャズ支店', '205'],
      ['ロック支店', '201'],
      ['サンバ支店', '203'],
      ['ダンス支店', '212'],
    ],
  ],
  [
    '0033',
    'PayPay銀行',
    [
      ['すずめ支店', '002'],
      ['はやぶさ支店', '003'],
      ['ふくろう支店', '004'],
    ],
  ],
];
LAYOUTS.push({
  id: 'L132-douga-henshu',
  split: 'dev',
  title:
    "freelance 動画編集者's 請求書 with no 屋号, made in a spreadsheet with merged cells, the 振込先 a one-line footer at a ネット銀行's ｲﾁｺﾞ支店",
  exercises:
    "a freelance 動画編集者 under a personal name only (no 屋号) bills a 制作会社 (…メディア / …クリエイティブ / …プロダクション) for a month's edits, made in a spreadsheet: a grid of twelve equal columns (the gridlines printed sometimes), 請求書 in a filled cell merged across the sheet, the buyer with 御中 in merged cells at the left and 請求日 / 請求書番号 / お支払期限 label|value cells at the right, 件名 and ご請求金額（税込）in merged cells over the issuer's lines at the right (the name, 〒 address, 携帯 or TEL, mail, 登録番号), rows (No., 品名, 数量, 単位, 単価, 金額; YouTube動画 編集 by the 本, サムネイル制作, テロップ, 修正対応) padded with blank rows, 小計 / 消費税（10%）/ 合計 at the right, a 備考 cell, and the 振込先 as one line in the footer: a ネット銀行 (住信SBIネット銀行 ｲﾁｺﾞ支店 / 楽天銀行 ｼﾞｬｽﾞ支店 / PayPay銀行 すずめ支店, the branch in half-width kana sometimes, its 支店番号 in brackets, the 銀行コード sometimes), 普通, the number and the name's kana, slash dates",
  opts: () => ({ sole: true, rates: '10', bank: 'main' }),
  render(d, r) {
    delete d.yago;
    d.issuerName = d.person;
    const [code, bankName, branches] = r.pick(NET_PERSONAL);
    const [branch, branchCode] = r.pick(branches);
    d.bank = { name: bankName, code, main: code !== '0033' };
    delete d.yucho;
    d.branch = { name: branch, code: branchCode };
    d.type = 2;
    d.account = r.digits(7);
    const [y, m] = d.issue;
    d.issue = r.chance(0.6) ? endOfMonth(y, m) : addDays(endOfMonth(y, m), 1);
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([y, m], 1)) : addDays(endOfMonth(...addMonths([y, m], 1)), 10);
    d.no = r.pick([() => `${y}${pad2(m)}-${r.int(1, 3)}`, () => `No.${pad2(y % 100)}${pad2(m)}${r.digits(2)}`, () => d.no])();
    const rows = shuffle(r, EDIT_WORKS)
      .slice(0, r.int(2, 5))
      .map(([name, unit, lo, hi, qlo, qhi]) => {
        const qty = unit === '式' ? 1 : r.int(qlo, qhi);
        const price = Math.round(r.int(lo, hi) / 500) * 500;
        return { name, unit, qty, price, amount: qty * price };
      });
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['slash', 'slashLoose', 'slash'])];
    const issuer = d.person;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full']));
    const katakanaBranch = /^[ァ-ヶー]+支店$/.test(branch);
    const branchPrinted = katakanaBranch && r.chance(0.6) ? toHankaku(branch) : branch;
    const bankCode = r.chance(0.4);
    const grid = r.chance(0.5);
    const mobile = /^0[789]0/.test(d.tel);
    const [bs] = r.pick(STEMS);
    d.buyerName = r.pick(CHANNEL_BUYERS).replace('{s}', bs);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10.5px; color: #000; }
      .wrap { padding: 46px 52px 0; }
      .sh { width: 690px; table-layout: fixed; } .sh col { width: 57.5px; }
      .sh td { height: 21px; padding: 1px 4px; white-space: nowrap; overflow: hidden; ${grid ? 'border: 1px solid #d8d8d8;' : ''} }
      .sh td.t { background: #1f4e79; color: #fff; font-size: 20px; text-align: center; letter-spacing: .6em; height: 40px; }
      .sh td.b { font-size: 14px; border-bottom: 1.5px solid #000; }
      .sh td.lb { background: #ddebf7; border: 1px solid #7f7f7f; } .sh td.v { border: 1px solid #7f7f7f; }
      .sh td.am { font-size: 17px; font-weight: bold; border: 1px solid #7f7f7f; border-bottom: 3px double #000; }
      .sh td.nm { font-size: 13px; font-weight: bold; }
      .sh td.h { background: #1f4e79; color: #fff; text-align: center; border: 1px solid #7f7f7f; }
      .sh td.r { border: 1px solid #7f7f7f; } .sh td.c { text-align: center; } .sh td.num { text-align: right; }
      .sh td.memo { height: 60px; vertical-align: top; border: 1px solid #7f7f7f; white-space: normal; }
      .sh td.ft { border-top: 1.5px solid #000; font-size: 10.5px; }`;
    const td = (text, span = 1, cls = '') =>
      `<td${span > 1 ? ` colspan="${span}"` : ''}${cls ? ` class="${cls}"` : ''}>${text}</td>`;
    const blank = (n = 12) => td('', n);
    const tr = (...cells) => `<tr>${cells.join('')}</tr>`;
    const side = [
      td(issuer, 5, 'nm'),
      td(`〒${d.zip}`, 5),
      td(`<span class="addr">${d.address}</span>`, 5),
      td(`${mobile ? '携帯' : 'TEL'} ${d.tel}`, 5),
      td(`Mail ${mail(r)}`, 5),
      td(`登録番号 ${d.reg}`, 5),
    ];
    const nRows = Math.max(8, rows.length + 2);
    const body = Array.from({ length: nRows }, (_, i) => {
      const x = rows[i];
      return x
        ? tr(
            td(i + 1, 1, 'r c'),
            td(x.name, 6, 'r'),
            td(x.qty, 1, 'r num'),
            td(x.unit, 1, 'r c'),
            td(yen(x.price), 1, 'r num'),
            td(yen(x.amount), 2, 'r num'),
          )
        : tr(td('', 1, 'r'), td('', 6, 'r'), td('', 1, 'r'), td('', 1, 'r'), td('', 1, 'r'), td('', 2, 'r'));
    }).join('');
    const bankLine = `【お振込先】${bankName}${bankCode ? `（${code}）` : ''}　${branchPrinted}（${branchCode}）　普通　${d.account}　${holder}`;
    const sheet = [
      tr(td('請求書', 12, 't')),
      tr(blank()),
      tr(td(`${d.buyerName}　御中`, 7, 'b'), td('', 1), td('請求日', 2, 'lb'), td(fmt(d.issue), 2, 'v')),
      tr(td('', 7), td('', 1), td('請求書番号', 2, 'lb'), td(d.no, 2, 'v')),
      tr(td('下記のとおりご請求申し上げます。', 7), td('', 1), td('お支払期限', 2, 'lb'), td(fmt(d.due), 2, 'v')),
      tr(blank()),
      tr(td('件名', 2, 'lb'), td(`${m}月分 動画編集業務`, 5, 'v'), side[0]),
      tr(td('ご請求金額', 2, 'lb'), td(`¥${yen(s.total)}（税込）`, 5, 'am'), side[1]),
      tr(td('', 7), side[2]),
      tr(td('', 7), side[3]),
      tr(td('', 7), side[4]),
      tr(td('', 7), side[5]),
      tr(blank()),
      tr(td('No.', 1, 'h'), td('品名', 6, 'h'), td('数量', 1, 'h'), td('単位', 1, 'h'), td('単価', 1, 'h'), td('金額', 2, 'h')),
      body,
      tr(td('', 8), td('小計', 2, 'lb'), td(yen(s.subtotal), 2, 'v num')),
      tr(td('', 8), td('消費税（10%）', 2, 'lb'), td(yen(s.tax), 2, 'v num')),
      tr(td('', 8), td('合計', 2, 'lb'), td(`¥${yen(s.total)}`, 2, 'v num')),
      tr(blank()),
      tr(
        td(
          `備考：${m}月納品分（各案件の納品日・動画タイトルは別紙納品リストをご参照ください）。<br>お振込手数料はご負担いただけますと幸いです。`,
          12,
          'memo',
        ),
      ),
      tr(blank()),
      tr(td(bankLine, 12, 'ft')),
    ].join('');
    const page = `<div class="wrap"><table class="sh"><colgroup>${'<col>'.repeat(12)}</colgroup>${sheet}</table></div>`;
    return { pages: [page], css, printed: { issuer, holder, showBankCode: bankCode, showBranchCode: true } };
  },
});

// 133 — a 葬儀社 bills a company for the 社葬 / お別れの会 / 合同葬 it held for its late 会長 or 相談役: the 葬儀社's block at the
// top left (its 24時間 受付 フリーダイヤル beside the office's TEL), 御請求書 centred, the 施行内容 (故人, 形式, 日時, 会場,
// 葬儀委員長), the amount in 大字 (金壱百弐拾参萬…円也) beside its digits, rows grouped 葬儀施行 (10%) / 飲食・返礼品 (10% and
// 8% ※) / 立替金 (不課税), a お預り金 deducted sometimes; the buyer at the bottom left, the 振込先 at the bottom right.
const SOUGI_TRADES = [
  ['典礼', 'テンレイ'],
  ['葬祭', 'ソウサイ'],
  ['セレモニー', 'セレモニー'],
  ['葬儀社', 'ソウギシャ'],
  ['メモリアル', 'メモリアル'],
];
// [品名, 単位, 単価 lo–hi, 数量: 1 | 'staff' | 'guests' | 'flowers' | 'bus', group]
const SHASOU_ROWS = [
  ['生花祭壇（間口{w}尺）', '式', 400000, 1500000, 1, 'a'],
  ['式場設営・撤去費', '式', 100000, 300000, 1, 'a'],
  ['司会・進行', '式', 50000, 120000, 1, 'a'],
  ['運営スタッフ', '名', 25000, 40000, 'staff', 'a'],
  ['受付用品一式（芳名録・名札・記帳台）', '式', 20000, 50000, 1, 'a'],
  ['遺影写真（額装・修整）', '式', 30000, 60000, 1, 'a'],
  ['案内看板・誘導表示', '式', 30000, 80000, 1, 'a'],
  ['メモリアル映像制作・上映', '式', 80000, 250000, 1, 'a'],
  ['献花用 カーネーション', '本', 300, 500, 'flowers', 'a'],
  ['送迎マイクロバス', '台', 40000, 80000, 'bus', 'a'],
  ['会食（精進落とし 会席料理）', '名', 5000, 12000, 'meal', 'b'],
  ['会葬御礼品 カタログギフト', '個', 3000, 5000, 'guests', 'b'],
];
const SHASOU_ROWS8 = [
  ['会葬御礼品 日本茶ティーバッグ詰合せ', '個', 500, 1000, 'guests', 'b'],
  ['会葬御礼品 焼菓子詰合せ', '個', 600, 1200, 'guests', 'b'],
  ['供養菓子（お持ち帰り）', '個', 800, 1500, 'meal', 'b'],
];
const SHASOU_TATEKAE = [
  ['新聞 社葬告知広告 掲載料（立替）', 150000, 600000],
  ['心付け（運転手・会場係員）（立替）', 10000, 30000],
  ['会場使用料 ホテル宴会場（立替）', 300000, 900000],
];
const SOUGI_VENUES = ['{s}会館 大ホール', 'ホテル{s} 鳳凰の間', '{s}斎場 式場', '{s}記念ホール'];
LAYOUTS.push({
  id: 'L133-sougi-shasou',
  split: 'dev',
  title:
    "葬儀社's 御請求書 for a company's 社葬 or お別れの会, the 葬儀社 at the top left and the buyer at the bottom left, the amount in 大字 beside its digits, 10%, 8% ※ and 立替 rows",
  exercises:
    "a 葬儀社 (…典礼 / …葬祭 / …セレモニー / …葬儀社 / …メモリアル, 株式会社 or 有限会社, ㈱ sometimes) bills a company for the 社葬 / お別れの会 / 合同葬 of its late 会長 or 相談役: the 葬儀社 at the top left (〒 address, TEL and FAX with a 24時間 受付 フリーダイヤル 0120 beside them, 登録番号, 担当) under a 角印, No. and 請求日 at the top right, 御請求書 centred, 施行内容 (故人 …儀, 形式, 日時 with the weekday, 会場, 葬儀委員長), ご請求金額 written 金壱百弐拾参萬四千円也 beside ¥1,234,000－, rows grouped ■葬儀施行 / ■飲食・返礼品 (会葬御礼品 茶・菓子 at 8% marked ※) / ■立替金（不課税）(新聞 告知広告, 心付け, a hotel's 会場使用料), 10%対象 / 消費税, 8%対象 / 消費税, 立替金, 合計, お預り金 △ sometimes, ご請求金額 (the amount left), the buyer at the bottom left (請求先: 〒 address, 御中, 総務部長 様) and the お振込先 with the お支払期限 at the bottom right, 西暦 or 令和 dates",
  opts: (r, inst) => ({ rates: 'mixed', bank: inst === 0 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, SOUGI_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    landline(d);
    if (!d.bank.main && r.chance(0.4)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const held = addDays(d.issue, -r.int(3, 14));
    d.due = addDays(d.issue, r.pick([7, 10, 14, 30]));
    const kind = r.pick(['社葬', 'お別れの会', '合同葬']);
    const guests = r.int(8, 60) * 10;
    const qtyOf = (q) =>
      q === 1
        ? 1
        : q === 'staff'
          ? r.int(4, 14)
          : q === 'guests'
            ? guests
            : q === 'flowers'
              ? guests + r.int(0, 10) * 10
              : q === 'bus'
                ? r.int(1, 3)
                : Math.round((guests * r.range(0.15, 0.4)) / 5) * 5;
    const wanted = SHASOU_ROWS.filter((x, i) => i < 3 || r.chance(0.55));
    const rows = [...wanted, ...shuffle(r, SHASOU_ROWS8).slice(0, r.int(1, 2))].map(([name, unit, lo, hi, q, grp], i) => {
      const step = hi >= 100000 ? 10000 : hi >= 10000 ? 1000 : 100;
      const price = Math.max(lo, Math.round(r.int(lo, hi) / step) * step);
      const qty = qtyOf(q);
      return {
        name: name.replace('{w}', String(r.int(4, 8) * 3)),
        unit,
        qty,
        price,
        amount: qty * price,
        rate: i >= wanted.length ? 8 : 10,
        grp,
      };
    });
    const venue = r.pick(SOUGI_VENUES).replace('{s}', r.pick(STEMS)[0]);
    const hotel = venue.startsWith('ホテル');
    const tatekae = SHASOU_TATEKAE.filter(([name]) => (name.includes('ホテル') ? hotel : r.chance(0.6))).map(
      ([name, lo, hi]) => ({
        name,
        amount: Math.round(r.int(lo, hi) / 1000) * 1000,
      }),
    );
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: x.rate }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const jippi = tatekae.reduce((t, x) => t + x.amount, 0);
    const gross = s.total + jippi;
    const deposit = r.chance(0.4) ? Math.min(r.pick([300000, 500000, 1000000]), Math.floor(gross / 2 / 100000) * 100000) : 0;
    const total = gross - deposit;
    const fmt = DATE_FORMATS[r.pick(['seireki', 'wareki', 'seireki'])];
    const issuer = r.chance(0.35) ? abbreviated(d, 1) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'full', 'half-big']));
    const reg = r.chance(0.3) ? regSpaced(d.reg) : d.reg;
    const [sn, gn] = [r.pick(SURNAMES)[0], r.pick(GIVEN)[0]];
    const role = r.pick(['代表取締役会長', '取締役相談役', '名誉会長', '元代表取締役社長']);
    const free = `0120-${r.digits(2)}-${r.digits(4)}`;
    const written = `金${daiji(total, r.pick(['萬', '万']))}円也`;
    const by8 = s.by[8] ?? { base: 0, tax: 0 };
    const by10 = s.by[10] ?? { base: 0, tax: 0 };
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 10px; color: #1a1a1a; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 40px 54px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .co { position: relative; width: 330px; line-height: 1.6; } .co .nm { font-size: 17px; font-weight: 700; letter-spacing: .06em; white-space: nowrap; } .co .fd { font-size: 9px; border: 1px solid #555; display: inline-block; padding: 0 6px; margin-top: 2px; }
      .meta td { padding: 2px 0 2px 14px; }
      h1 { text-align: center; font-size: 24px; letter-spacing: .9em; padding-left: .9em; margin: 16px 0 10px; font-weight: 600; border-top: 1px solid #1a1a1a; border-bottom: 1px solid #1a1a1a; }
      .ev { width: 100%; } .ev th { border: 1px solid #777; background: #f0eee9; font-weight: normal; padding: 3px 8px; width: 80px; text-align: left; } .ev td { border: 1px solid #777; padding: 3px 10px; }
      .amt { margin: 12px 0 4px; border: 2px solid #1a1a1a; padding: 8px 16px; display: flex; align-items: baseline; gap: 18px; } .amt .l { font-size: 12px; } .amt .w { font-size: 17px; font-weight: 700; letter-spacing: .04em; } .amt .v { margin-left: auto; font-size: 14px; }
      .det { width: 100%; margin-top: 8px; } .det th { border: 1px solid #555; background: #f0eee9; font-weight: normal; padding: 3px; } .det td { border: 1px solid #888; padding: 3px 6px; } .det tr.g td { background: #f7f6f2; font-weight: 700; }
      .tot { margin: 6px 0 0 auto; } .tot td { border: 1px solid #888; padding: 2px 12px; } .tot td.num { width: 120px; } .tot tr.f td { font-weight: 700; font-size: 12px; border: 2px solid #1a1a1a; }
      .note { font-size: 8.5px; color: #444; margin-top: 4px; }
      .low { display: flex; justify-content: space-between; align-items: flex-end; gap: 20px; margin-top: auto; margin-bottom: 60px; }
      .to { width: 320px; border-top: 1px solid #1a1a1a; padding-top: 6px; line-height: 1.7; } .to .n { font-size: 15px; }
      .bank { width: 330px; border: 1px solid #333; padding: 8px 12px; line-height: 1.8; }`;
    const grpName = { a: '葬儀施行', b: '飲食・返礼品' };
    const line = (x) =>
      `<tr><td>${x.name}${x.rate === 8 ? ' ※' : ''}</td><td class="num">${yen(x.qty)}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`;
    const body =
      ['a', 'b']
        .map(
          (g) =>
            `<tr class="g"><td colspan="5">■ ${grpName[g]}</td></tr>${rows
              .filter((x) => x.grp === g)
              .map(line)
              .join('')}`,
        )
        .join('') +
      (tatekae.length
        ? `<tr class="g"><td colspan="5">■ 立替金（不課税）</td></tr>${tatekae.map((x) => `<tr><td>${x.name}</td><td class="num">1</td><td style="text-align:center">式</td><td class="num">${yen(x.amount)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}`
        : '');
    const page = `<div class="wrap"><div class="hd">
        <div class="co"><div class="nm">${issuer}</div>〒${d.zip}<br>${addrHtml(d.address, true)}<br>TEL ${d.tel}　FAX ${d.fax}<br><span class="fd">24時間受付 フリーダイヤル ${free}</span><br>登録番号　${reg}<br>担当　${r.pick(SURNAMES)[0]}
          ${kakuin(d, `left: ${r.int(160, 240)}px; top: ${r.int(0, 20)}px; opacity: .55;`)}</div>
        <table class="meta"><tr><td>No.</td><td>${d.no}</td></tr><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr></table></div>
      <h1>御請求書</h1>
      <div>このたびの${kind}に際しましては、弊社にご用命を賜り誠にありがとうございました。下記のとおりご請求申し上げます。</div>
      <table class="ev" style="margin-top:8px"><tr><th>故人</th><td>故 ${role}　${sn} ${gn} 儀</td></tr><tr><th>形式</th><td>${kind}${kind === 'お別れの会' ? '（献花式）' : '（無宗教形式）'}</td></tr>
        <tr><th>日時</th><td>${fmt(held)}（${weekday(held)}）　${r.pick(['11時', '13時', '14時'])}開式</td></tr><tr><th>会場</th><td>${venue}</td></tr><tr><th>葬儀委員長</th><td>代表取締役社長　${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]} 様</td></tr></table>
      <div class="amt"><span class="l">ご請求金額</span><span class="w">${written}</span><span class="v">（¥${yen(total)}－）</span></div>
      <table class="det"><tr><th>品名</th><th style="width:46px">数量</th><th style="width:30px">単位</th><th style="width:76px">単価</th><th style="width:90px">金額</th></tr>${body}</table>
      <table class="tot"><tr><td>10%対象（税抜）</td><td class="num">${yen(by10.base)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(by10.tax)}</td></tr>
        <tr><td>8%対象（税抜）※</td><td class="num">${yen(by8.base)}</td></tr><tr><td>消費税（8%）</td><td class="num">${yen(by8.tax)}</td></tr>
        ${jippi ? `<tr><td>立替金（不課税）</td><td class="num">${yen(jippi)}</td></tr>` : ''}<tr><td>合計</td><td class="num">${yen(gross)}</td></tr>
        ${deposit ? `<tr><td>お預り金（${fmt(addDays(held, -r.int(2, 6)))}）</td><td class="num">△${yen(deposit)}</td></tr>` : ''}<tr class="f"><td>ご請求金額</td><td class="num">¥${yen(total)}</td></tr></table>
      <div class="note">※印は軽減税率（8%）対象です。立替金は領収書の写しを添付いたします。</div>
      <div class="low"><div class="to">請求先<br>〒${d.buyerZip}　${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>総務部長　${d.buyerPerson} 様</div>
        <div class="bank">お支払期限　${fmt(d.due)}<br>お振込先　${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 134 — an 氷屋 (a sole proprietor under its 屋号, or a small 有限会社) bills a bar or restaurant company for a month's ice on
// its 請求書兼領収書: the upper part the 請求書 (純氷・ロックアイス・かち割り at 8% ※, ドライアイス・装飾用 氷柱 and a 深夜配達料
// at 10%), under a 切り取り線 a 領収書 for the day the shop collects in cash (the amount again, 但し書き, 領収日 left blank, a
// 収入印紙 box from ¥50,000), the note that a transfer's 振込明細 stands for it, the 振込先 in the upper part.
const ICE_YAGO = [
  ['氷店', 'コオリテン'],
  ['氷室', 'ヒムロ'],
  ['製氷所', 'セイヒョウショ'],
  ['氷業', 'ヒョウギョウ'],
];
const ICE_CORP = [
  ['製氷', 'セイヒョウ'],
  ['氷業', 'ヒョウギョウ'],
  ['冷凍', 'レイトウ'],
];
// [品名, 単位, 単価 lo–hi, 月の数量 lo–hi, rate]
const ICE_GOODS = [
  ['純氷 角氷 1貫目（3.75kg）', '貫', 350, 600, 20, 160, 8],
  ['純氷 ロックアイス 1kg', '袋', 180, 300, 20, 150, 8],
  ['かち割り氷 10kg', '袋', 900, 1500, 5, 40, 8],
  ['クラッシュアイス 5kg', '袋', 600, 1000, 5, 40, 8],
  ['丸氷（φ60mm）', '個', 80, 150, 50, 400, 8],
  ['ダイヤカット氷', '個', 100, 200, 30, 200, 8],
  ['ドライアイス（ブロック）', 'kg', 200, 400, 5, 40, 10],
  ['氷柱（装飾用 135kg）', '本', 15000, 30000, 1, 2, 10],
];
const BAR_BUYERS = [
  ['株式会社{s}ダイニング', '{s}酒場 本店'],
  ['有限会社バー{s}', 'Bar {s}'],
  ['{s}フーズ株式会社', '炉端 {s} 駅前店'],
  ['株式会社{s}', 'スナック {s}'],
  ['株式会社{s}グループ', '鮨 {s}'],
];
LAYOUTS.push({
  id: 'L134-kouri-ryoushu',
  split: 'dev',
  title:
    "氷屋's monthly 請求書兼領収書 to a bar or restaurant, ice at 8% ※ and ドライアイス at 10%, a 領収書 for cash collection under a 切り取り線",
  exercises:
    "an 氷屋 (a sole proprietor under its 屋号 …氷店 / …氷室 / …製氷所 / …氷業 with 代表 and the name, or a 有限会社 / 株式会社 …製氷) bills a bar or restaurant company for a month's ice on one sheet, 請求書兼領収書: the upper part 請求書 with 請求日 / No., the buyer with 御中 and its 店舗, the shop at the right (〒 address, TEL/FAX, 登録番号) under a round 印, n月分 (n/1～n/末) and 納品回数, rows (品名, 数量, 単位, 単価, 金額, 税率; 純氷 角氷 1貫目・ロックアイス・かち割り・丸氷 at 8% ※, ドライアイス・装飾用 氷柱・深夜配達料 at 10%), 8%対象 / 消費税, 10%対象 / 消費税, ご請求金額（税込）, お支払期限 and the お振込先 (a 信用金庫 or a bank, the 屋号's kana and the owner's name, half-width mostly), a note that 集金 is receipted below and a transfer's 振込明細 stands for the 領収書; under a ✂ キリトリ line the 領収書 (No., the buyer 様, ¥ amount, 但 氷代 n月分として, 内訳 by rate, 領収日 年 月 日 left blank, 収入印紙 box from ¥50,000, the shop's name, address and 登録番号 again), 西暦 or slash dates",
  opts: (r, inst) => ({ sole: inst !== 0, rates: 'mixed', bank: inst === 2 ? 'main' : 'other' }),
  render(d, r) {
    let holderBase;
    if (d.sole) {
      const [trade, tradeKana] = r.pick(ICE_YAGO);
      setYago(d, trade);
      holderBase = yagoHolder(d, tradeKana, r.chance(0.6));
    } else {
      setCorp(d, r, ICE_CORP, [
        ['有限会社', 'ユ'],
        ['株式会社', 'カ'],
      ]);
      holderBase = d.holderBase;
    }
    landline(d);
    if (!d.yucho && !d.bank.main && r.chance(0.6)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    if (d.sole) d.type = 2;
    const [y, m] = d.issue;
    d.issue = endOfMonth(y, m);
    const nm = addMonths([y, m], 1);
    d.due = r.chance(0.5) ? endOfMonth(...nm) : [nm[0], nm[1], r.pick([10, 15, 20])];
    const deliveries = r.int(12, 26);
    const goods8 = ICE_GOODS.filter((x) => x[6] === 8);
    const goods10 = ICE_GOODS.filter((x) => x[6] === 10);
    const picked = [...shuffle(r, goods8).slice(0, r.int(2, 4)), ...shuffle(r, goods10).slice(0, r.int(1, 2))];
    const rows = picked.map(([name, unit, lo, hi, qlo, qhi, rate]) => {
      const step = hi > 1000 ? 100 : 10;
      const price = Math.max(lo, Math.round(r.int(lo, hi) / step) * step);
      const qty = r.int(qlo, qhi);
      return { name, unit, qty, price, amount: qty * price, rate };
    });
    if (r.chance(0.4)) {
      const n = r.int(2, Math.min(10, deliveries));
      const p = r.pick([300, 500, 800]);
      rows.push({ name: '深夜配達料（22時以降）', unit: '回', qty: n, price: p, amount: n * p, rate: 10 });
    }
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: x.rate }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const by8 = s.by[8] ?? { base: 0, tax: 0 };
    const by10 = s.by[10] ?? { base: 0, tax: 0 };
    const fmt = DATE_FORMATS[r.pick(['seireki', 'slash', 'seirekiPad'])];
    const issuer = d.sole ? d.yago : r.chance(0.4) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = holderPrinted({ holderBase }, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const [buyer, shop] = r.pick(BAR_BUYERS);
    const [bs] = r.pick(STEMS);
    d.buyerName = buyer.replace('{s}', bs);
    const shopName = shop.replace('{s}', bs);
    d.no = r.chance(0.6) ? `${String(y).slice(2)}${pad2(m)}-${r.digits(3)}` : d.no;
    const mEnd = endOfMonth(y, m);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #14283c; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 34px 48px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid #14283c; padding-bottom: 4px; }
      h1 { margin: 0; font-size: 22px; letter-spacing: .2em; } h1 small { font-size: 12px; letter-spacing: .1em; font-weight: normal; margin-left: 8px; }
      .meta td { padding: 1px 0 1px 12px; }
      .two { display: flex; justify-content: space-between; margin-top: 10px; }
      .to { line-height: 1.7; } .to .n { font-size: 15px; border-bottom: 1px solid #14283c; padding-right: 24px; white-space: nowrap; display: inline-block; }
      .co { position: relative; width: 290px; line-height: 1.55; } .co .nm { font-size: 16px; font-weight: bold; white-space: nowrap; letter-spacing: .05em; }
      .amt { margin-top: 10px; display: flex; border: 2px solid #14283c; width: 470px; } .amt div { padding: 5px 14px; } .amt .l { background: #d8e6f2; border-right: 1px solid #14283c; } .amt .v { font-size: 18px; font-weight: bold; }
      .det { width: 100%; margin-top: 8px; } .det th { background: #d8e6f2; border: 1px solid #6d8aa5; font-weight: normal; padding: 3px; } .det td { border: 1px solid #9fb5c9; padding: 3px 6px; } .det td.c { text-align: center; }
      .sumrow { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 6px; gap: 16px; }
      .pay { line-height: 1.75; font-size: 9.5px; flex: 1; border: 1px solid #6d8aa5; padding: 6px 10px; }
      .tot td { border: 1px solid #9fb5c9; padding: 2px 10px; } .tot td.num { width: 100px; } .tot tr.g td { font-weight: bold; font-size: 12px; border: 2px solid #14283c; }
      .cut { margin: 14px -48px 0; border-top: 1.5px dashed #444; text-align: center; font-size: 9px; color: #444; line-height: 0; } .cut span { background: #fff; padding: 0 10px; }
      .rc { position: relative; margin-top: 22px; border: 1.5px solid #14283c; padding: 12px 18px; display: flex; gap: 18px; }
      .rc h2 { margin: 0 0 6px; font-size: 18px; letter-spacing: .8em; } .rc .n { font-size: 14px; border-bottom: 1px solid #14283c; display: inline-block; padding-right: 40px; }
      .rc .v { font-size: 18px; font-weight: bold; border-bottom: 3px double #14283c; display: inline-block; margin: 8px 0 4px; padding: 0 20px; }
      .rc .stamp { width: 70px; height: 84px; border: 1px dashed #777; font-size: 8.5px; color: #777; display: flex; align-items: center; justify-content: center; text-align: center; }
      .rc .l { flex: 1; line-height: 1.8; } .rc .r { width: 250px; line-height: 1.6; font-size: 9.5px; position: relative; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td>${x.name}${x.rate === 8 ? ' ※' : ''}</td><td class="num">${yen(x.qty)}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td><td class="c">${x.rate}%</td></tr>`,
      )
      .join('');
    const nameLine = d.sole ? `<div class="nm">${issuer}</div>代表　${d.person}` : `<div class="nm">${issuer}</div>`;
    const bank = `${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}`;
    const page = `<div class="wrap"><div class="hd"><h1>請求書<small>兼 領収書</small></h1><table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td><td>No.</td><td>${d.no}</td></tr></table></div>
      <div class="two"><div class="to"><span class="n">${d.buyerName}　御中</span><br>（${shopName}）<br>${m}月分（${m}/1～${m}/${mEnd[2]}）　納品回数 ${deliveries}回<br>毎度ありがとうございます。下記のとおりご請求申し上げます。</div>
        <div class="co">${nameLine}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${reg}
          ${roundSeal(d, `right: ${r.int(0, 30)}px; top: -6px; opacity: .55;`)}</div></div>
      <div class="amt"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(s.total)}</div></div>
      <table class="det"><tr><th>品名</th><th style="width:60px">数量</th><th style="width:34px">単位</th><th style="width:70px">単価</th><th style="width:86px">金額</th><th style="width:40px">税率</th></tr>${body}</table>
      <div class="sumrow"><div class="pay">お支払期限　${fmt(d.due)}<br>お振込先　${bank}<br>口座名義　${holder}<br>※集金の際は下の領収書に受領印を押してお渡しいたします。お振込みの場合は、振込明細書をもって領収書に代えさせていただきます。<br>※印は軽減税率（8%）対象</div>
        <table class="tot"><tr><td>8%対象</td><td class="num">${yen(by8.base)}</td></tr><tr><td>消費税（8%）</td><td class="num">${yen(by8.tax)}</td></tr><tr><td>10%対象</td><td class="num">${yen(by10.base)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(by10.tax)}</td></tr><tr class="g"><td>ご請求金額</td><td class="num">¥${yen(s.total)}</td></tr></table></div>
      <div class="cut"><span>✂ キリトリ ✂</span></div>
      <div class="rc">${s.total >= 50000 ? '<div class="stamp">収入<br>印紙</div>' : ''}
        <div class="l"><h2>領収書</h2><span class="n">${d.buyerName}　様</span><br><span class="v">¥${yen(s.total)}－</span><br>但　氷代 ${m}月分として<br>上記正に領収いたしました。<br>領収日　　　　年　　月　　日
          <div style="font-size:8.5px;color:#444">内訳　8%対象 ${yen(by8.base + by8.tax)}（うち消費税 ${yen(by8.tax)}）　10%対象 ${yen(by10.base + by10.tax)}（うち消費税 ${yen(by10.tax)}）</div></div>
        <div class="r">No. ${d.no}<br><b style="font-size:13px">${issuer}</b><br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}<br>登録番号　${reg}<br><span style="display:inline-block;border:1px solid #777;width:46px;height:46px;margin-top:6px;text-align:center;line-height:46px;color:#777">受領印</span></div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 135 — a ユニフォーム販売店 bills a company for work uniforms on the 見積書 template it quoted on: the same blocks with the
// title changed to 御請求書 (見積No. kept as a reference, 件名 / 納品日 / 納品場所 / お支払期限 / 取引方法 in a ruled block at
// the left, the 振込先 written into the 取引方法 cell), 承認・検印・担当 boxes under the company, the rows by 品番 with カラー and a
// サイズ内訳 (S2 M5 L4 LL1), 刺繍加工 by the 枚, a 刺繍 版代 and 裾上げ sometimes; 合計金額 boxed like a quote's.
const UNIFORM_TRADES = [
  ['ユニフォーム', 'ユニフォーム'],
  ['被服', 'ヒフク'],
  ['作業服', 'サギョウフク'],
  ['ワークウェア', 'ワークウェア'],
  ['制服', 'セイフク'],
];
// [品番 prefix, 品名, 単価 lo–hi, kind]
const UNIFORM_GOODS = [
  ['WB-', '長袖ブルゾン（ストレッチ）', 3800, 7800, 'top'],
  ['WP-', 'ワークパンツ（ノータック）', 2800, 5800, 'pants'],
  ['PS-', 'ポロシャツ（半袖・吸汗速乾）', 1800, 3800, 'top'],
  ['SC-', 'スタッフコート（白衣）', 3500, 6800, 'top'],
  ['VS-', '防寒ベスト', 3800, 6800, 'top'],
  ['AP-', '胸当てエプロン', 1500, 3200, 'free'],
  ['CP-', 'ワークキャップ', 900, 1800, 'free'],
  ['SS-', '安全靴（先芯入り）', 4800, 8800, 'shoes'],
];
const UNIFORM_COLORS = ['ネイビー', 'チャコール', 'ブラック', 'ホワイト', 'ライトグレー', 'ワイン', 'カーキ'];
LAYOUTS.push({
  id: 'L135-uniform-mitsumori',
  split: 'dev',
  title:
    "ユニフォーム販売店's 御請求書 made on its 見積書 template: 見積No. kept, 取引方法 cell holding the 振込先, 承認・検印・担当 boxes, rows by 品番 with a サイズ内訳",
  exercises:
    "a ユニフォーム・作業服 dealer (…ユニフォーム / …被服 / …作業服 / …ワークウェア / …制服, 株式会社 or 有限会社 or 合同会社) bills a company for work uniforms on the template of its 見積書: No. and 発行日 at the top right, 御請求書 centred (ご参照：見積No. Q-… under it), the buyer with 御中 at the left and under it 下記のとおり御請求申し上げます and a ruled block 件名 / 納品日 / 納品場所 / お支払期限 / 取引方法 (銀行振込 and the 振込先 written into the cell: bank, branch, 普通/当座, number, 口座名義), the company at the right (〒 address, TEL/FAX, 登録番号, 担当) with a 角印 and three boxes 承認 / 検印 / 担当 (a 担当 印 in one), 合計金額（税込）boxed and underlined as a quote prints it, rows (品番, 品名, カラー, サイズ内訳 S2 M5 L4 LL1 or 25.5cm×3, 数量, 単価, 金額) with 刺繍加工（左胸 社名ロゴ）by the 枚, a 刺繍 版代 and 裾上げ sometimes, 送料, 小計 / 消費税（10%）/ 合計 in the table's foot, a 備考 box (the quote's 有効期限 line crossed out sometimes), slash or 西暦 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, UNIFORM_TRADES);
    landline(d);
    if (!d.bank.main && r.chance(0.4)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const delivered = addDays(d.issue, -r.int(1, 15));
    const quoted = addDays(delivered, -r.int(20, 50));
    const picked = shuffle(r, UNIFORM_GOODS).slice(0, r.int(2, 4));
    const sizes = ['S', 'M', 'L', 'LL', '3L'];
    let garments = 0;
    let pants = 0;
    const rows = picked.map(([pre, name, lo, hi, kind]) => {
      let breakdown;
      let qty;
      if (kind === 'free') {
        qty = r.int(5, 40);
        breakdown = 'フリー';
      } else if (kind === 'shoes') {
        const ss = shuffle(r, ['24.5', '25.0', '25.5', '26.0', '26.5', '27.0', '28.0']).slice(0, r.int(2, 4)).sort();
        const n = ss.map(() => r.int(1, 5));
        qty = n.reduce((a, b) => a + b, 0);
        breakdown = ss.map((x, i) => `${x}cm×${n[i]}`).join(' ');
      } else {
        const k0 = r.int(0, 1);
        const ss = sizes.slice(k0, k0 + r.int(3, 4));
        const n = ss.map(() => r.int(1, 9));
        qty = n.reduce((a, b) => a + b, 0);
        breakdown = ss.map((x, i) => `${x}${n[i]}`).join(' ');
        garments += qty;
        if (kind === 'pants') pants += qty;
      }
      const price = Math.round(r.int(lo, hi) / 100) * 100;
      return {
        no: `${pre}${r.int(100, 999)}`,
        name,
        color: r.pick(UNIFORM_COLORS),
        breakdown,
        qty,
        unit: kind === 'shoes' ? '足' : '枚',
        price,
        amount: qty * price,
      };
    });
    if (garments > 0) {
      const p = r.pick([300, 350, 400, 450, 500, 600]);
      rows.push({
        no: '加工',
        name: '刺繍加工（左胸 社名ロゴ 1色）',
        color: '',
        breakdown: '',
        qty: garments,
        unit: '枚',
        price: p,
        amount: garments * p,
      });
      if (r.chance(0.5)) {
        const p2 = r.pick([5000, 8000, 10000, 15000]);
        rows.push({
          no: '加工',
          name: '刺繍 版代（初回のみ）',
          color: '',
          breakdown: '',
          qty: 1,
          unit: '式',
          price: p2,
          amount: p2,
        });
      }
    }
    if (pants > 0 && r.chance(0.5)) {
      const n = r.int(1, pants);
      const p = r.pick([300, 400, 500]);
      rows.push({
        no: '加工',
        name: '裾上げ（シングル）',
        color: '',
        breakdown: '',
        qty: n,
        unit: '本',
        price: p,
        amount: n * p,
      });
    }
    const ship = r.chance(0.6) ? r.pick([1000, 1200, 1500, 2000]) : 0;
    if (ship) rows.push({ no: '', name: '送料', color: '', breakdown: '', qty: 1, unit: '式', price: ship, amount: ship });
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['slash', 'seireki', 'seirekiPad'])];
    const issuer = r.chance(0.4) ? abbreviated(d, r.pick([0, 2])) : d.issuerName;
    const holder = r.chance(0.3)
      ? holderFormSpelled(d, r.pick(['half', 'full']))
      : holderPrinted(d, r.pick(['half', 'half', 'full', 'half-big']));
    const reg = r.chance(0.3) ? regSpaced(d.reg) : d.reg;
    const tanto = r.pick(SURNAMES)[0];
    const quoteNo = `Q-${String(quoted[0]).slice(2)}${pad2(quoted[1])}-${r.digits(3)}`;
    const place = r.pick(['貴社 本社', '貴社 第二工場', '貴社 物流センター', '貴社 各店舗（別紙のとおり）']);
    const validity = r.chance(0.5);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #222; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 40px 48px 0; }
      .top { text-align: right; line-height: 1.6; } h1 { text-align: center; font-size: 26px; letter-spacing: .6em; padding-left: .6em; margin: 2px 0 0; font-weight: 700; }
      .ref { text-align: center; font-size: 9px; color: #555; margin-bottom: 10px; }
      .two { display: flex; justify-content: space-between; align-items: flex-start; }
      .lt { width: 380px; } .to .n { font-size: 16px; border-bottom: 1.5px solid #222; white-space: nowrap; display: block; padding-bottom: 2px; }
      .kv { width: 100%; margin-top: 8px; } .kv th { text-align: left; font-weight: normal; border-bottom: 1px solid #999; padding: 3px 4px; width: 76px; color: #444; } .kv td { border-bottom: 1px solid #999; padding: 3px 6px; line-height: 1.6; }
      .rt { position: relative; width: 270px; line-height: 1.6; } .rt .nm { font-size: 15px; font-weight: bold; white-space: nowrap; }
      .boxes { display: flex; justify-content: flex-end; margin-top: 6px; } .boxes div { width: 48px; border: 1px solid #666; text-align: center; font-size: 8.5px; } .boxes div span { display: block; height: 40px; border-top: 1px solid #666; position: relative; }
      .hanko { position: absolute; left: 6px; top: 4px; width: 32px; height: 32px; border: 1.5px solid #d33; border-radius: 50%; color: #d33; font-size: 11px; line-height: 30px; opacity: .85; }
      .amt { margin-top: 12px; width: 380px; display: flex; align-items: baseline; border-bottom: 3px double #222; padding-bottom: 2px; } .amt .l { font-size: 13px; } .amt .v { margin-left: auto; font-size: 21px; font-weight: bold; }
      .det { width: 100%; margin-top: 12px; } .det th { background: #4a4a4a; color: #fff; font-weight: normal; padding: 4px 3px; border: 1px solid #4a4a4a; } .det td { border: 1px solid #aaa; padding: 3px 5px; } .det td.c { text-align: center; white-space: nowrap; }
      .det tr.f td { border: none; } .det tr.f td.l { border: 1px solid #aaa; background: #eee; } .det tr.f td.num { border: 1px solid #aaa; } .det tr.g td.l, .det tr.g td.num { font-weight: bold; font-size: 11px; }
      .bikou { margin: 10px 0 0; border: 1px solid #999; padding: 6px 10px; min-height: 60px; line-height: 1.7; } .bikou s { color: #777; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td class="c">${x.no}</td><td>${x.name}</td><td class="c">${x.color}</td><td>${x.breakdown}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const pad = Array.from(
      { length: Math.max(0, 12 - rows.length) },
      () => '<tr><td>&nbsp;</td><td></td><td></td><td></td><td></td><td></td><td></td><td></td></tr>',
    ).join('');
    const foot = (l, v, g) =>
      `<tr class="f${g ? ' g' : ''}"><td colspan="5"></td><td class="l" colspan="2">${l}</td><td class="num">${v}</td></tr>`;
    const page = `<div class="wrap"><div class="top">No. ${d.no}<br>発行日　${fmt(d.issue)}</div>
      <h1>御請求書</h1><div class="ref">（ご参照：見積No. ${quoteNo}　${fmt(quoted)} 付 御見積書）</div>
      <div class="two"><div class="lt"><div class="to"><span class="n">${d.buyerName}　御中</span></div>
          <div style="margin-top:6px">毎度格別のお引き立てを賜り厚く御礼申し上げます。<br>下記のとおり御請求申し上げます。</div>
          <table class="kv"><tr><th>件名</th><td>${r.pick(['作業服 一式', '制服 更新分', '新入社員用 ユニフォーム', '夏物 ユニフォーム'])}</td></tr><tr><th>納品日</th><td>${fmt(delivered)}</td></tr>
            <tr><th>納品場所</th><td>${place}</td></tr><tr><th>お支払期限</th><td>${fmt(d.due)}</td></tr>
            <tr><th>取引方法</th><td>銀行振込　${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}　${d.account}　口座名義 ${holder}</td></tr></table>
          <div class="amt"><span class="l">合計金額（税込）</span><span class="v">¥${yen(s.total)}－</span></div></div>
        <div class="rt"><div class="nm">${issuer}</div>〒${d.zip}<br>${addrHtml(d.address, true)}<br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${reg}<br>担当　${tanto}
          ${kakuin(d, `right: ${r.int(0, 30)}px; top: ${r.int(10, 40)}px; opacity: .5;`)}
          <div class="boxes"><div>承認<span></span></div><div>検印<span></span></div><div>担当<span><i class="hanko" style="font-style:normal">${tanto.slice(0, 2)}</i></span></div></div></div></div>
      <table class="det"><tr><th style="width:50px">品番</th><th>品名</th><th style="width:60px">カラー</th><th style="width:128px">サイズ内訳</th><th style="width:34px">数量</th><th style="width:28px">単位</th><th style="width:56px">単価</th><th style="width:76px">金額</th></tr>${body}${pad}
        ${foot('小計', yen(s.subtotal))}${foot('消費税（10%）', yen(s.tax))}${foot('合計', `¥${yen(s.total)}`, true)}</table>
      <div class="bikou">備考<br>${validity ? '<s>御見積有効期限：発行日より30日</s><br>' : ''}${ship ? '' : '送料は弊社にて負担いたします。<br>'}サイズ交換は納品後2週間以内、未使用・刺繍加工前のものに限り承ります。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 136 — a 不動産管理会社 bills a company for renewing the lease of a flat it rents as a 借上社宅: 賃貸借契約更新のご案内 兼
// ご請求書, a letter naming the 物件 (its own address, the 号室, the employee living there), the 現契約期間 and the 更新後 period
// in short 和暦 (R7.4.1～R9.3.31), then the fees: 更新料 (非課税, a residential lease), 火災保険料 and 保証会社 更新保証料 (非課税)
// beside a 更新事務手数料 and a 24時間 サポート 更新 (課税), the 振込先 boxed with the date the renewal papers are due.
const KANRI_TRADES = [
  ['不動産', 'フドウサン'],
  ['地所', 'ジショ'],
  ['ハウジング', 'ハウジング'],
  ['住宅管理', 'ジュウタクカンリ'],
  ['エステート', 'エステート'],
  ['不動産管理', 'フドウサンカンリ'],
];
const MANSION_NAMES = ['{s}ハイツ', 'グランメゾン{s}', '{s}レジデンス', 'パークサイド{s}', 'コーポ{s}', 'ライオンズ{s}'];
LAYOUTS.push({
  id: 'L136-shataku-koushin',
  split: 'dev',
  title:
    "不動産管理会社's 賃貸借契約更新のご案内 兼 ご請求書 for a company's 借上社宅: 更新料 and 保険・保証料 非課税 beside a 課税 事務手数料, periods in short 和暦",
  exercises:
    "a 不動産管理会社 (…不動産 / …地所 / …ハウジング / …住宅管理 / …エステート, 株式会社 or 有限会社, ㈱ sometimes) bills a company (the 借主 of a 借上社宅) for renewing a flat's lease: No. and 発行日 at the top right, the buyer with 御中 and 総務部 社宅ご担当者様 at the top left, the company at the right (〒 address, TEL/FAX, 宅地建物取引業者免許 …知事（n）第…号, 登録番号, 賃貸管理部 担当) under a 角印, 賃貸借契約更新のご案内 兼 ご請求書, a letter (拝啓 … 敬具) on the lease expiring, a ruled 物件 table (物件名 and 号室, the 物件's own 所在地, ご入居者 様, 現契約期間 and 更新後契約期間 in short 和暦 R7.4.1～R9.3.31, 月額賃料 and 共益費 unchanged), the fees (項目, 課税区分, 金額: 更新料（新賃料の1ヶ月分）非課税, 更新事務手数料 課税, 火災保険料（2年）非課税, 保証会社 更新保証料 非課税, 24時間 駆けつけサポート 更新 課税 sometimes), 課税対象額 / 消費税（10%）/ 非課税 計 / ご請求金額 boxed, the お振込先 and the お支払期限 (before the renewal) in a box, 更新契約書 to be returned, 令和 dates (令和7年2月10日 or R7.2.10)",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, KANRI_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    landline(d);
    if (!d.bank.main && r.chance(0.4)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const endYm = addMonths([y, m], r.int(1, 2));
    const end = endOfMonth(...endYm);
    const newStart = addDays(end, 1);
    const newEnd = addDays([newStart[0] + 2, newStart[1], newStart[2]], -1);
    const oldStart = [newStart[0] - 2, newStart[1], newStart[2]];
    d.due = r.chance(0.5) ? [end[0], end[1], r.pick([15, 20, 25])] : endOfMonth(...addMonths(endYm, -1));
    if (daysBetween(d.issue, d.due) < 7) d.due = end;
    const rent = r.int(60, 180) * 1000;
    const kyoeki = r.int(3, 12) * 1000;
    const jimu = r.pick([10000, 15000, 20000, 30000]);
    const taxed = [{ name: '更新事務手数料', amount: jimu, cls: '課税' }];
    if (r.chance(0.4))
      taxed.push({ name: '24時間 駆けつけサポート 更新（2年）', amount: r.pick([15000, 18000, 20000]), cls: '課税' });
    const free = [{ name: '更新料（新賃料の1ヶ月分）', amount: rent, cls: '非課税' }];
    if (r.chance(0.7))
      free.push({ name: '火災保険料（借家人賠償責任補償付・2年）', amount: r.pick([15000, 18000, 20000, 22000]), cls: '非課税' });
    if (r.chance(0.6)) free.push({ name: '保証会社 更新保証料', amount: r.pick([10000, 15000, 20000]), cls: '非課税' });
    const order = shuffle(r, [...taxed.slice(1), ...free.slice(1)]);
    const lines = [free[0], taxed[0], ...order];
    d.items = taxed.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const freeSum = free.reduce((t, x) => t + x.amount, 0);
    const total = s.total + freeSum;
    const fmt = DATE_FORMATS[r.pick(['wareki', 'wareki', 'warekiShort'])];
    const short = DATE_FORMATS.warekiShort;
    const issuer = r.chance(0.35) ? abbreviated(d, 1) : d.issuerName;
    const holder = r.chance(0.3)
      ? holderFormSpelled(d, r.pick(['half', 'full']))
      : holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const pref = prefOf(d.address);
    const license =
      pref === '北海道' || r.chance(0.2)
        ? `国土交通大臣（${r.int(1, 4)}）第${r.int(5000, 9999)}号`
        : `${pref}知事（${r.int(1, 12)}）第${r.int(1000, 29999)}号`;
    const [bs] = r.pick(STEMS);
    const bplace = r.pick(PLACES);
    const building = r.pick(MANSION_NAMES).replace('{s}', bs);
    const room = `${r.int(1, 9)}0${r.int(1, 8)}`;
    const propAddr = `${bplace[1]}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
    const tenant = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 10px; color: #222; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 42px 56px 0; }
      .top { text-align: right; line-height: 1.6; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 4px; }
      .to { line-height: 1.8; } .to .n { font-size: 15px; border-bottom: 1px solid #222; padding-right: 26px; white-space: nowrap; display: inline-block; }
      .co { position: relative; width: 310px; line-height: 1.55; font-size: 9.5px; } .co .nm { font-size: 15px; font-weight: 700; white-space: nowrap; }
      h1 { text-align: center; font-size: 18px; letter-spacing: .15em; margin: 16px 0 10px; font-weight: 700; border-bottom: 2px solid #222; padding-bottom: 4px; }
      p { margin: 0; line-height: 1.8; } .ind { text-indent: 1em; } .keigu { text-align: right; }
      .ki { text-align: center; margin: 6px 0; font-size: 12px; }
      .prop { width: 100%; } .prop th { border: 1px solid #777; background: #f1efe8; font-weight: normal; padding: 3px 8px; width: 96px; text-align: left; } .prop td { border: 1px solid #777; padding: 3px 10px; }
      .fee { width: 100%; margin-top: 10px; } .fee th { border: 1px solid #555; background: #f1efe8; font-weight: normal; padding: 3px; } .fee td { border: 1px solid #888; padding: 4px 8px; } .fee td.c { text-align: center; width: 60px; }
      .fee tr.s td { background: #fafaf6; } .fee tr.g td { font-weight: 700; font-size: 12px; border: 2px solid #222; }
      .bank { margin-top: 12px; border: 1.5px solid #222; padding: 8px 14px; line-height: 1.8; }
      .memo { margin-top: 8px; font-size: 9px; line-height: 1.7; color: #333; }`;
    const feeRows = lines
      .map((x) => `<tr><td>${x.name}</td><td class="c">${x.cls}</td><td class="num">${yen(x.amount)}</td></tr>`)
      .join('');
    const page = `<div class="wrap"><div class="top">No. ${d.no}<br>発行日　${fmt(d.issue)}</div>
      <div class="hd"><div class="to"><span class="n">${d.buyerName}　御中</span><br>総務部　社宅ご担当者様</div>
        <div class="co"><div class="nm">${issuer}</div>〒${d.zip}<br>${addrHtml(d.address, true)}<br>TEL ${d.tel}　FAX ${d.fax}<br>宅地建物取引業者免許　${license}<br>登録番号　${reg}<br>賃貸管理部　担当 ${r.pick(SURNAMES)[0]}
          ${kakuin(d, `right: ${r.int(0, 40)}px; top: ${r.int(0, 24)}px; opacity: .5;`)}</div></div>
      <h1>賃貸借契約更新のご案内　兼　ご請求書</h1>
      <p>拝啓　時下ますますご清栄のこととお慶び申し上げます。平素は格別のご高配を賜り、厚く御礼申し上げます。</p>
      <p class="ind">さて、貴社にてご契約いただいております下記物件の賃貸借契約が${short(end)}をもって期間満了となります。つきましては、貸主様のご意向により従前と同一の条件にて更新させていただきたく、更新に伴う費用を下記のとおりご請求申し上げます。</p>
      <p class="keigu">敬具</p><div class="ki">記</div>
      <table class="prop"><tr><th>物件名</th><td>${building}　${room}号室</td></tr><tr><th>物件所在地</th><td>${propAddr}</td></tr><tr><th>ご入居者</th><td>${tenant} 様</td></tr>
        <tr><th>現契約期間</th><td>${short(oldStart)}～${short(end)}</td></tr><tr><th>更新後契約期間</th><td>${short(newStart)}～${short(newEnd)}（2年間）</td></tr>
        <tr><th>月額賃料</th><td>${yen(rent)}円（共益費 ${yen(kyoeki)}円）※更新後も変更はございません</td></tr></table>
      <table class="fee"><tr><th>項目</th><th>課税区分</th><th style="width:110px">金額（円）</th></tr>${feeRows}
        <tr class="s"><td>課税対象額（10%）</td><td class="c"></td><td class="num">${yen(s.subtotal)}</td></tr><tr class="s"><td>消費税（10%）</td><td class="c"></td><td class="num">${yen(s.tax)}</td></tr>
        <tr class="s"><td>非課税 計</td><td class="c"></td><td class="num">${yen(freeSum)}</td></tr><tr class="g"><td>ご請求金額</td><td class="c"></td><td class="num">¥${yen(total)}</td></tr></table>
      <div class="bank">お支払期限　${fmt(d.due)}<br>お振込先　${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}</div>
      <div class="memo">※同封の更新契約書2通にご署名・ご捺印のうえ、1通を${short(d.due)}までにご返送ください。<br>※更新料は居住用建物の賃料に係るものとして非課税、火災保険料・保証料は非課税です。<br>※お振込手数料は貴社にてご負担くださいますようお願い申し上げます。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

export { MANSION_NAMES, warekiShortPad };
