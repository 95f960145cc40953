// Invoice corpus layouts L101–L106: each pushed onto core.mjs's LAYOUTS, in order.
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
  spelled,
  summarize,
  yen,
} from './core.mjs';
import { regHyphen, regSpaced } from './layouts-013-018.mjs';
import { itemsFrom, kakuin, landline, setYago, shuffle, weekday } from './layouts-019-028.mjs';
import { abbreviated, setCorp } from './layouts-029-034.mjs';
import { ordinaryAtNetBank, rebank, representative, secondBank, tri } from './layouts-035-040.mjs';
import { prefOf } from './layouts-053-058.mjs';
import { alnum } from './layouts-077-082.mjs';
import { cityOf, warekiDual } from './layouts-089-094.mjs';
import { addMonths, roundSeal, yagoHolder } from './layouts-095-100.mjs';

// ---- 101–106: written blind as the fourteenth round's fresh set.

// 101 — a 歯科技工所's monthly 技工料 請求書 to a 歯科医院 (a 医療法人社団's clinic, or a 院長's own): one row per 技工指示書
// (納品日, 指示書No., 患者名, 部位, 技工物, 保険/自費/材料, 数量, 単価, 金額), a 再製 at no charge now and then, the 金パラ used
// by the gram; the lab (a sole proprietor under its 屋号, or a small company) at the top right with a round 職印 (or a
// 角印) stamped over its name, a 区分別 summary beside the totals, the 振込先 and the due date in a band across the foot, 令和 dates.
const GIKOU_YAGO = [
  ['歯科技工所', 'シカギコウジョ'],
  ['デンタルラボ', 'デンタルラボ'],
  ['デンタルスタジオ', 'デンタルスタジオ'],
  ['歯研', 'シケン'],
];
const GIKOU_CORP = [
  ['デンタル', 'デンタル'],
  ['歯科技研', 'シカギケン'],
  ['デンタルテクノ', 'デンタルテクノ'],
];
// [技工物, 区分, 単価 lo–hi in 百円, 単位, 部位: 'molar' | 'front' | 'bridge' | 'jaw' | 'both']
const GIKOU_WORKS = [
  ['FMC（全部金属冠）', '保険', 35, 60, '本', 'molar'],
  ['CAD/CAM冠', '保険', 60, 95, '本', 'molar'],
  ['インレー（金パラ）', '保険', 20, 40, '個', 'molar'],
  ['硬質レジン前装冠', '保険', 55, 85, '本', 'front'],
  ['メタルコア（間接法）', '保険', 15, 30, '本', 'molar'],
  ['ブリッジ（3ユニット）', '保険', 150, 240, '装置', 'bridge'],
  ['部分床義歯（鉤2本）', '保険', 120, 220, '床', 'jaw'],
  ['総義歯', '保険', 250, 420, '床', 'jaw'],
  ['義歯修理（増歯・裏装）', '保険', 30, 80, '件', 'jaw'],
  ['ジルコニアクラウン', '自費', 220, 380, '本', 'molar'],
  ['e.max クラウン', '自費', 200, 320, '本', 'front'],
  ['セラミックインレー', '自費', 120, 200, '個', 'molar'],
  ['ナイトガード', '自費', 60, 120, '装置', 'jaw'],
  ['ホワイトニングトレー（上下）', '自費', 50, 90, '組', 'both'],
];
const QUADRANTS = ['右上', '左上', '右下', '左下'];
LAYOUTS.push({
  id: 'L101-shika-gikou',
  split: 'dev',
  title: "歯科技工所's monthly 技工料 請求書 to a 歯科医院, one row per 技工指示書, the 振込先 in a band at the foot",
  exercises:
    "a 歯科技工所's monthly 技工料 請求書 to a 歯科医院: 御請求書 with （技工料） at the top left over the clinic (医療法人社団…会 over the clinic's name with 御中, or the clinic with 院長 … 先生), 請求日 / 請求書No. / 対象 (…月納品分) under it, the lab at the top right in a serif face (a sole proprietor's 屋号 …歯科技工所 / デンタルラボ / …歯研 with 代表 歯科技工士 and the name, or ㈲/(有)/有限会社/株式会社; 〒 address, TEL/FAX, 登録番号) with a round 職印 (a company's 角印) stamped over its name, the amount to pay in a ruled box (今月御請求額 / ご請求金額 / 御請求額) with （税込）, one row per 技工指示書 (納品日 MM/DD, 指示書No., 患者名 … 様, 部位 右上6 / 左下5〜7 / 上顎, 技工物, 区分 保険/自費, 数量, 単価, 金額) with a 再製 at 0 and 金銀パラジウム合金 by the gram (区分 材料), a 区分別 table (保険 / 自費 / 材料) at the left of 小計 / 消費税（10%）/ 合計, and a grey band across the foot holding the お振込先 (a 信用金庫, a regional or main bank, or ゆうちょ 記号・番号 with the 店名 form), the 口座名義 (the 屋号's kana and the owner's name, the name alone, or the company's; half-width mostly) and the お支払期限, 令和 dates",
  opts: (r, inst) => ({ sole: inst !== 1, rates: '10', bank: inst === 2 ? 'yucho' : inst === 1 ? 'main' : 'other' }),
  render(d, r) {
    let holderBase;
    if (d.sole) {
      const [trade, tradeKana] = r.pick(GIKOU_YAGO);
      if (trade === 'デンタルラボ' && r.chance(0.5)) {
        const [stem, stemKana] = r.pick(STEMS.filter(([s]) => s.length <= 3));
        d.yago = `${stem}${trade}`;
        d.issuerName = d.yago;
        holderBase = r.chance(0.6) ? `${stemKana}${tradeKana} ${d.holderBase}` : d.holderBase;
      } else {
        setYago(d, trade);
        holderBase = yagoHolder(d, tradeKana, !d.yucho && r.chance(0.6));
      }
    } else {
      setCorp(d, r, GIKOU_CORP, [
        ['有限会社', 'ユ'],
        ['有限会社', 'ユ'],
        ['株式会社', 'カ'],
      ]);
      holderBase = d.holderBase;
    }
    landline(d);
    if (!d.yucho && !d.bank.main && r.chance(0.6)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const closing = endOfMonth(y, m);
    d.issue = r.chance(0.6) ? closing : addDays(closing, r.int(1, 5));
    const nm = addDays(closing, 1);
    d.due = r.chance(0.5) ? endOfMonth(nm[0], nm[1]) : [nm[0], nm[1], r.pick([10, 15, 20, 25])];
    const [cs] = r.pick(STEMS);
    const [sn] = r.pick(SURNAMES);
    const clinic = r.pick([`${sn}歯科医院`, `${cs}デンタルクリニック`, `${sn}歯科クリニック`, `${cs}歯科`]);
    const corp = r.chance(0.6) ? `医療法人社団${cs}会` : null;
    const director = `${sn} ${r.pick(GIVEN)[0]}`;
    const pool = shuffle(r, GIKOU_WORKS).slice(0, r.int(5, 9));
    const metalPrice = r.int(28, 40) * 100;
    const metalCharged = r.chance(0.7);
    const days = Array.from({ length: r.int(10, 17) }, () => r.int(1, closing[2])).sort((a, b) => a - b);
    let slip = r.int(100, 700);
    const rows = [];
    for (const day of days) {
      const [work, kind, lo, hi, unit, where] = r.pick(pool);
      slip += r.int(1, 9);
      const q = r.pick(QUADRANTS);
      const two = unit === '本' && r.chance(0.2);
      const t = where === 'front' ? r.int(1, 3) : r.int(4, 6);
      const part =
        where === 'bridge'
          ? `${q}${t - 1}〜${t + 1}`
          : where === 'jaw'
            ? r.pick(['上顎', '下顎'])
            : where === 'both'
              ? '上下'
              : two
                ? `${q}${t}・${t + 1}`
                : `${q}${t}`;
      const qty = two ? 2 : 1;
      const remake = kind === '保険' && r.chance(0.07);
      const price = remake ? 0 : r.int(lo, hi) * 100;
      const no = `${pad2(closing[1])}-${String(slip).padStart(4, '0')}`;
      rows.push({
        day,
        no,
        patient: `${r.pick(SURNAMES)[0]} 様`,
        part,
        work: remake ? `${work}（再製）` : work,
        kind,
        qty: String(qty),
        unit,
        price,
        amount: qty * price,
        note: remake ? '当所起因・無償' : '',
      });
      if (metalCharged && !remake && /金パラ|FMC|メタルコア|ブリッジ|前装冠/.test(work)) {
        const g10 = r.int(8, 30) * (where === 'bridge' ? 3 : qty);
        rows.push({
          day,
          no,
          patient: '',
          part: '',
          work: '金銀パラジウム合金',
          kind: '材料',
          qty: (g10 / 10).toFixed(1),
          unit: 'g',
          price: metalPrice,
          amount: Math.floor((g10 * metalPrice) / 10),
          note: '',
        });
      }
    }
    d.items = rows.map((x) => ({ name: x.work, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const byKind = ['保険', '自費', '材料']
      .map((k) => [k, rows.filter((x) => x.kind === k).reduce((t, x) => t + x.amount, 0)])
      .filter(([, v]) => v);
    const fmt = DATE_FORMATS[r.pick(['wareki', 'wareki', 'warekiShort'])];
    const issuer = d.sole ? d.yago : r.chance(0.6) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = holderPrinted({ holderBase }, r.pick(['half', 'half', 'half-big', 'full']));
    const amtLabel = r.pick(['今月御請求額', 'ご請求金額', '御請求額']);
    const dueLabel = r.pick(['お支払期限', 'お振込期限', 'お支払期日']);
    const signer = d.sole ? `代表　歯科技工士　${d.person}` : representative(d, r);
    const ink = r.pick(['#234e52', '#3d3a6b', '#5a3d2b']);
    const bankLine = d.yucho
      ? `ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}${r.chance(0.6) ? `<span class="sm">（他金融機関から：${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}）</span>` : ''}`
      : `${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.5px; color: #1c1c1c; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 34px 40px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { margin: 0; font-size: 25px; letter-spacing: .3em; font-weight: 600; color: ${ink}; } h1 small { font-size: 12px; letter-spacing: .1em; margin-left: 6px; }
      .to { margin-top: 16px; line-height: 1.6; } .to .n { font-size: 15px; border-bottom: 1px solid #222; padding-right: 26px; white-space: nowrap; display: inline-block; }
      .meta { margin-top: 10px; } .meta td { padding: 1px 12px 1px 0; } .meta td:first-child { color: #555; }
      .lab { position: relative; width: 300px; font-family: 'Noto Serif CJK JP'; line-height: 1.6; font-size: 10px; padding-top: 6px; }
      .lab .nm { font-size: 20px; font-weight: 700; letter-spacing: .06em; margin-bottom: 2px; }
      .amt { display: inline-flex; margin-top: 14px; border: 2px solid ${ink}; } .amt div { padding: 6px 14px; } .amt .l { background: ${ink}; color: #fff; font-size: 12px; }
      .amt .v { font-size: 20px; font-weight: bold; min-width: 180px; text-align: right; } .amt .t { font-size: 10px; color: #444; padding-left: 0; padding-top: 12px; }
      .det { width: 100%; margin-top: 12px; } .det th { background: #eef1f1; border: 1px solid #777; font-weight: normal; padding: 3px 2px; }
      .det td { border: 1px solid #aaa; padding: 2px 4px; white-space: nowrap; } .det td.c { text-align: center; } .det tr.mt td { color: #444; background: #fafafa; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 10px; }
      .kind td, .kind th { border: 1px solid #999; padding: 2px 10px; font-weight: normal; } .kind th { background: #eef1f1; }
      .tot td { border: 1px solid #777; padding: 3px 10px; } .tot td.l { background: #eef1f1; width: 100px; } .tot td.num { width: 110px; } .tot tr.g td { font-weight: bold; font-size: 12px; }
      .memo { margin-top: 8px; font-size: 8.5px; color: #555; line-height: 1.6; }
      .band { margin: auto -40px 0; background: #ececec; border-top: 2px solid ${ink}; padding: 10px 40px 30px; line-height: 1.9; font-size: 10.5px; }
      .band b { color: ${ink}; display: inline-block; width: 72px; } .band .sm { font-size: 9px; margin-left: 6px; }`;
    const body = rows
      .map(
        (x) =>
          `<tr${x.kind === '材料' ? ' class="mt"' : ''}><td class="c">${x.kind === '材料' ? '' : `${pad2(closing[1])}/${pad2(x.day)}`}</td><td class="c">${x.kind === '材料' ? '' : x.no}</td><td>${x.patient}</td><td class="c">${x.part}</td><td>${x.work}</td><td class="c">${x.kind}</td><td class="num">${x.qty}${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td><td>${x.note}</td></tr>`,
      )
      .join('');
    const page = `<div class="wrap"><div class="hd">
        <div><h1>御請求書<small>（技工料）</small></h1>
          <div class="to">${corp ? `${corp}<br><span class="n">${clinic}　御中</span>` : `<span class="n">${clinic}</span><br>院長　${director}　先生`}</div>
          <table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書No.</td><td>${d.no}</td></tr><tr><td>対象</td><td>${closing[1]}月納品分（${fmt([y, m, 1])}〜${fmt(closing)}）</td></tr></table></div>
        <div class="lab"><div class="nm">${issuer}</div>${signer}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}
          ${(d.sole ? roundSeal : kakuin)(d, `left: ${r.int(60, 150)}px; top: -8px; opacity: .68;`)}</div></div>
      <div>いつも大変お世話になっております。${closing[1]}月分の技工料を下記のとおりご請求申し上げます。</div>
      <div><div class="amt"><div class="l">${amtLabel}</div><div class="v">¥${yen(s.total)}</div><div class="t">（税込）</div></div></div>
      <table class="det"><tr><th style="width:38px">納品日</th><th style="width:56px">指示書No.</th><th style="width:62px">患者名</th><th style="width:56px">部位</th><th>技工物</th><th style="width:30px">区分</th><th style="width:46px">数量</th><th style="width:54px">単価</th><th style="width:62px">金額</th><th style="width:70px">備考</th></tr>${body}</table>
      <div class="low"><div><table class="kind"><tr><th>区分</th><th>金額（税抜）</th></tr>${byKind.map(([k, v]) => `<tr><td>${k}</td><td class="num">${yen(v)}</td></tr>`).join('')}</table>
          <div class="memo">※再製のうち当所起因のものは無償としております。${metalCharged ? `<br>※金銀パラジウム合金は当月単価 ${yen(metalPrice)}円/g にて計算しております。` : ''}</div></div>
        <table class="tot"><tr><td class="l">小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="g"><td class="l">合計</td><td class="num">¥${yen(s.total)}</td></tr></table></div>
      <div class="band"><b>お振込先</b>${bankLine}<br><b>口座名義</b>${holder}<br><b>${dueLabel}</b>${fmt(d.due)}<span class="sm">※恐れ入りますが振込手数料は貴院にてご負担願います。</span></div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 102 — an オフィスコーヒー・ウォーターサーバー company's monthly 請求書 to a company: one group of rows per 設置場所 (サーバー and
// マシン rental at 10%, 天然水 bottles, coffee, tea, sugar and milk at 8% marked ＊, cups and メンテナンス at 10%), a 返品 or a
// campaign 値引 as a △ row now and then, 税率別 対象額 and 消費税; the company's name and mark at the top left, its address,
// TEL and 登録番号 in a small line at the very foot, the お振込先 at a net bank or a main one, with its codes sometimes.
const OCS_TRADES = [
  ['アクア', 'アクア'],
  ['ウォーターサービス', 'ウォーターサービス'],
  ['オフィスサービス', 'オフィスサービス'],
  ['ビバレッジ', 'ビバレッジ'],
  ['コーヒーサービス', 'コーヒーサービス'],
];
// [品名, 単位, 単価 lo–hi, 税率]
const OCS_RENTAL = [
  ['ウォーターサーバー レンタル料（床置型）', '台', 800, 1500, 10],
  ['ウォーターサーバー レンタル料（卓上型）', '台', 600, 1100, 10],
  ['コーヒーマシン レンタル料（全自動）', '台', 3000, 8000, 10],
];
const OCS_GOODS = [
  ['天然水 12L ボトル', '本', 1100, 1500, 8],
  ['RO水 12L ボトル', '本', 900, 1250, 8],
  ['コーヒー豆 オリジナルブレンド 500g', '袋', 1500, 2800, 8],
  ['ドリップバッグ（50袋入）', '箱', 1800, 3000, 8],
  ['緑茶ティーバッグ（100袋入）', '箱', 900, 1600, 8],
  ['スティックシュガー（100本入）', '箱', 350, 600, 8],
  ['ポーションミルク（50個入）', '袋', 500, 900, 8],
  ['紙コップ 7oz（100個入）', '袋', 250, 450, 10],
  ['マドラー（500本入）', '箱', 300, 600, 10],
];
const OCS_SERVICE = [
  ['サーバー衛生メンテナンス', '回', 3000, 6000, 10],
  ['マシン定期清掃・点検', '回', 4000, 8000, 10],
  ['交換用フィルター', '個', 1500, 3000, 10],
];
const OCS_PLACES = [
  '本社 3F 給湯室',
  '本社 5F リフレッシュルーム',
  '第二営業所',
  '物流センター 事務所',
  '工場 食堂',
  '1F 受付ロビー',
  '研修センター',
];
LAYOUTS.push({
  id: 'L102-ocs-water',
  split: 'dev',
  title:
    "オフィスコーヒー・ウォーターサーバー company's monthly 請求書 by 設置場所, 8% and 10% with a △ row, the address in a line at the foot",
  exercises:
    "an オフィスコーヒー・ウォーターサーバー company's monthly 請求書 to a company: a tinted rule across the top, the company's mark and name at the top left (㈱/(株) or spelled out, 合同会社), 請求書 / INVOICE at the top right over 請求日 / 請求番号 / お客様番号 / ご利用期間, the buyer with 御中 and 総務部 ご担当者 様, the amount to pay large (お支払金額 / ご請求金額（税込）) with the お振込期限 beside it, a 税率別 grid (10%対象 / 消費税, 8%対象 / 消費税) at the right, one group of rows per 設置場所 (■ header rows): サーバー and コーヒーマシン レンタル料 at 10%, 天然水 12L ボトル, コーヒー豆, ドリップバッグ, 緑茶, シュガー, ミルク at 8% with ＊ and a 税率 column, 紙コップ, マドラー, メンテナンス and フィルター at 10%, a △ 返品 (ボトル破損) or キャンペーン値引 row, 小計 / 消費税 / 合計 at the right; the お振込先 in a ruled table at the bottom left (a net bank with its odd branch name, or a main bank; 金融機関コード and 支店コード printed sometimes; the holder full- or half-width), a カスタマーセンター フリーダイヤル, and the company's 〒 address, TEL and 登録番号 (T-1234-5678-9012-3 sometimes) in one small line at the very foot under a rule, slash dates",
  opts: (r, inst) => ({ rates: 'mixed', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, OCS_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
    ]);
    landline(d);
    if (r.chance(0.5)) rebank(d, r, 'net');
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const closing = endOfMonth(y, m);
    d.issue = r.chance(0.5) ? closing : addDays(closing, r.int(1, 6));
    const nm = addDays(closing, 1);
    d.due = r.chance(0.5) ? endOfMonth(nm[0], nm[1]) : [nm[0], nm[1], r.pick([20, 25, 27])];
    const water = r.chance(0.5) ? OCS_GOODS[0] : OCS_GOODS[1];
    const groups = shuffle(r, OCS_PLACES)
      .slice(0, r.int(1, 3))
      .map((place) => {
        const pick = (pool) =>
          itemsFrom(r, pool, 1, (unit) => (unit === '台' ? r.int(1, 2) : unit === '本' ? r.int(4, 30) : r.int(1, 6)))[0];
        const rows = [pick(OCS_RENTAL.slice(0, 2)), pick([water])];
        if (r.chance(0.5)) rows.push(pick(OCS_RENTAL.slice(2)));
        for (const it of itemsFrom(r, OCS_GOODS.slice(2), r.int(1, 4), () => r.int(1, 6))) rows.push(it);
        if (r.chance(0.4)) rows.push(pick(OCS_SERVICE));
        return { place, rows };
      });
    const credit = r.pick([null, 'return', 'campaign']);
    if (credit === 'return') {
      const back = r.int(1, 3);
      const w = groups[0].rows[1];
      groups[0].rows.push({
        name: `返品（${w.name} 破損・交換済）`,
        unit: '本',
        qty: -back,
        price: w.price,
        amount: -back * w.price,
        rate: 8,
      });
    } else if (credit === 'campaign') {
      const rent = groups[0].rows[0];
      groups[0].rows.push({
        name: 'キャンペーン値引（サーバーレンタル料 初回3か月）',
        unit: '式',
        qty: 1,
        price: -rent.price * rent.qty,
        amount: -rent.price * rent.qty,
        rate: 10,
      });
    }
    d.items = groups.flatMap((g) => g.rows);
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['slash', 'slash', 'slashLoose'])];
    const issuer = d.form === '株式会社' ? spelled(d, r.pick(['full', 'full', 'circled', 'paren'])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['full', 'half', 'half-big', 'big']));
    const codes = r.chance(0.55);
    const reg = r.chance(0.5) ? regHyphen(d.reg) : d.reg;
    const amtLabel = r.pick(['お支払金額', 'ご請求金額（税込）']);
    const dueLabel = r.pick(['お振込期限', 'お支払期限']);
    const custNo = `${r.int(10, 99)}-${r.digits(6)}`;
    const dial = `0120-${r.digits(3)}-${r.digits(3)}`;
    const [c1, c2] = r.pick([
      ['#0b7fab', '#e7f3f8'],
      ['#6b4226', '#f5eee8'],
      ['#2e7d5b', '#e8f3ee'],
    ]);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #222; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 0 44px; border-top: 10px solid ${c1}; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 26px; }
      .brand { display: flex; align-items: center; gap: 10px; } .mark { width: 38px; height: 38px; border-radius: 50% 50% 50% 0; transform: rotate(-45deg); background: ${c1}; }
      .brand .nm { font-size: 17px; font-weight: bold; color: ${c1}; letter-spacing: .04em; }
      .ttl { text-align: right; } .ttl h1 { margin: 0; font-size: 24px; letter-spacing: .3em; font-weight: 500; } .ttl .en { font-size: 9px; letter-spacing: .5em; color: #777; }
      .meta { margin: 6px 0 0 auto; } .meta td { padding: 1px 0 1px 14px; text-align: right; } .meta td:first-child { color: #777; }
      .mid { display: flex; justify-content: space-between; align-items: flex-end; margin-top: 18px; gap: 20px; }
      .to .n { font-size: 15px; border-bottom: 1px solid #333; padding-right: 24px; white-space: nowrap; } .to .p { margin-top: 4px; }
      .pay { margin-top: 14px; } .pay .l { font-size: 11px; color: ${c1}; font-weight: bold; } .pay .v { font-size: 28px; font-weight: bold; letter-spacing: .02em; } .pay .d { color: #444; }
      .rates td, .rates th { border: 1px solid #bbb; padding: 3px 10px; font-weight: normal; } .rates th { background: ${c2}; }
      .det { width: 100%; margin-top: 16px; } .det th { background: ${c1}; color: #fff; font-weight: normal; padding: 4px; }
      .det td { border-bottom: 1px solid #ddd; padding: 3px 6px; } .det td.c { text-align: center; } .det tr.g td { background: ${c2}; font-weight: bold; color: ${c1}; }
      .det tr.neg td { color: #b3261e; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; gap: 24px; margin-top: 14px; }
      .bank { border-collapse: collapse; min-width: 340px; } .bank th { background: ${c2}; border: 1px solid #bbb; font-weight: normal; padding: 3px 8px; text-align: left; white-space: nowrap; } .bank td { border: 1px solid #bbb; padding: 3px 8px; }
      .tot td { padding: 3px 10px; border-bottom: 1px solid #ddd; } .tot td.num { width: 110px; } .tot tr.f td { font-weight: bold; font-size: 13px; border-bottom: 2px solid ${c1}; }
      .note { margin-top: 10px; font-size: 8.5px; color: #555; line-height: 1.7; }
      .foot { margin-top: auto; border-top: 1px solid #bbb; padding: 8px 0 26px; font-size: 8.5px; color: #444; text-align: center; }`;
    const mark = (it) => (it.rate === 8 ? '＊' : '');
    const body = groups
      .map(
        (g) =>
          `<tr class="g"><td colspan="6">■ ${g.place}</td></tr>` +
          g.rows
            .map(
              (x) =>
                `<tr${x.amount < 0 ? ' class="neg"' : ''}><td>${x.name}${mark(x)}</td><td class="num">${tri(x.qty)}</td><td class="c">${x.unit}</td><td class="num">${tri(x.price)}</td><td class="c">${x.rate}%</td><td class="num">${tri(x.amount)}</td></tr>`,
            )
            .join(''),
      )
      .join('');
    const rateRows = [10, 8]
      .filter((k) => s.by[k])
      .map(
        (k) =>
          `<tr><td>${k}%対象${k === 8 ? '（軽減）' : ''}</td><td class="num">${tri(s.by[k].base)}</td><td>消費税</td><td class="num">${tri(s.by[k].tax)}</td></tr>`,
      )
      .join('');
    const bankName = codes ? `${d.bank.name}（${d.bank.code}）` : d.bank.name;
    const branchName = codes ? `${d.branch.name}（${d.branch.code}）` : d.branch.name;
    const page = `<div class="wrap"><div class="hd">
        <div class="brand"><div class="mark"></div><div class="nm">${issuer}</div></div>
        <div class="ttl"><h1>請求書</h1><div class="en">INVOICE</div>
          <table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求番号</td><td>${d.no}</td></tr><tr><td>お客様番号</td><td>${custNo}</td></tr><tr><td>ご利用期間</td><td>${fmt([y, m, 1])}〜${fmt(closing)}</td></tr></table></div></div>
      <div class="mid"><div><div class="to"><span class="n">${d.buyerName}　御中</span><div class="p">総務部　ご担当者 様</div></div>
          <div class="pay"><div class="l">${amtLabel}</div><div class="v">¥${yen(s.total)}</div><div class="d">${dueLabel}　${fmt(d.due)}</div></div></div>
        <table class="rates"><tr><th>税率区分</th><th>対象額</th><th></th><th>税額</th></tr>${rateRows}</table></div>
      <table class="det"><tr><th style="text-align:left">品名</th><th style="width:50px">数量</th><th style="width:36px">単位</th><th style="width:64px">単価</th><th style="width:40px">税率</th><th style="width:80px">金額</th></tr>${body}</table>
      <div class="low"><div><table class="bank"><tr><th colspan="2">お振込先</th></tr><tr><th>金融機関</th><td>${bankName}</td></tr><tr><th>支店</th><td>${branchName}</td></tr>
            <tr><th>預金種目</th><td>${TYPE_LABEL[d.type]}</td></tr><tr><th>口座番号</th><td>${d.account}</td></tr><tr><th>口座名義</th><td>${holder}</td></tr></table>
          <div class="note">＊印は軽減税率（8%）対象です。△はマイナス（返品・値引）を表します。<br>振込手数料はお客様にてご負担ください。<br>ご不明点はカスタマーセンター（フリーダイヤル ${dial}　平日9:00〜18:00）まで。</div></div>
        <table class="tot"><tr><td>小計（税抜）</td><td class="num">${tri(s.subtotal)}</td></tr><tr><td>消費税</td><td class="num">${yen(s.tax)}</td></tr><tr class="f"><td>合計</td><td class="num">¥${yen(s.total)}</td></tr></table></div>
      <div class="foot">${issuer}　〒${d.zip} <span class="addr">${d.address}</span>　TEL ${d.tel}　FAX ${d.fax}　登録番号 ${reg}</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, showBankCode: codes, showBranchCode: codes } };
  },
});

// 103 — a 計測器校正 company's 請求書 to a maker's 品質保証 for the instruments it calibrated: one row per instrument (the
// buyer's 管理番号, 品名 with メーカー・型式 under it, 製造番号, 校正区分 JCSS / 一般校正, 証明書番号, 判定, 金額), 調整 and
// 修理 rows, 引取・返却 運送費; a letterhead at the top left with the company's mark and its JCSS 登録 beside the invoice's
// 登録番号, the buyer and the 貴社注文番号 at the right, the 振込先 boxed at the left of the totals (two accounts sometimes);
// the long version over two pages.
const CALIB_TRADES = [
  ['計測', 'ケイソク'],
  ['計測サービス', 'ケイソクサービス'],
  ['校正センター', 'コウセイセンター'],
  ['キャリブレーション', 'キャリブレーション'],
  ['テクニカルサービス', 'テクニカルサービス'],
];
// [品名, メーカー, 型式, 一般校正料 lo–hi in 百円, 修理 possible]
const INSTRUMENTS = [
  ['デジタルノギス 150mm', 'ミツトヨ', 'CD-15AX', 50, 90],
  ['外側マイクロメータ 0-25mm', 'ミツトヨ', 'M110-25', 50, 100],
  ['ダイヤルゲージ 10mm', 'テクロック', 'TM-110', 40, 80],
  ['ハイトゲージ 300mm', 'ミツトヨ', 'HDS-30C', 110, 200],
  ['トルクレンチ 10〜50N·m', '東日製作所', 'QL50N', 50, 110],
  ['デジタルマルチメータ', '日置電機', 'DT4282', 110, 240],
  ['クランプメータ', '共立電気計器', 'KEW 2200R', 70, 140],
  ['絶縁抵抗計', '日置電機', 'IR4056', 80, 170],
  ['オシロスコープ 200MHz', 'テクトロニクス', 'TBS2204B', 240, 460],
  ['電子天びん 220g', 'エー・アンド・デイ', 'GX-224A', 140, 260],
  ['ブルドン管圧力計 0〜1MPa', '長野計器', 'GV50-173', 40, 90],
  ['デジタル温度計（熱電対K）', '安立計器', 'HA-300E', 70, 150],
  ['照度計', 'コニカミノルタ', 'T-10A', 110, 200],
  ['普通騒音計', 'リオン', 'NL-27', 160, 300],
  ['ピンゲージ（10本組）', '日本ゲージ', 'AA級', 90, 160],
];
LAYOUTS.push({
  id: 'L103-kousei-keisokuki',
  split: 'dev',
  twoPage: true,
  title:
    "計測器校正 company's 請求書 with a row per instrument, JCSS and 一般校正, the 振込先 boxed beside the totals, the long version over two pages",
  exercises:
    "a 計測器校正 company's 請求書 to a maker: a letterhead at the top left (a square mark with the stem's first character, the company ㈱/(株)/株式会社 or 合同会社, 校正センター's 〒 address, TEL/FAX, 登録番号 beside a JCSS 登録 番号 and 認定 line) with its 角印 over the name, 請求書 at the top right over a ruled 請求日 / 請求書番号 / 貴社注文番号 / 検収月 table, the buyer (…精機・…製作所 with 御中, 品質保証部 計測器管理ご担当 様), ご請求金額（税込）in a ruled row with the お支払期限, a ruled table with one row per instrument (No., 管理番号, 品名 over メーカー・型式 in small type, 製造番号, 校正区分 JCSS / 一般 / 一般（トレーサビリティ書類付）, 証明書番号, 判定 合格 / 調整後合格 / 修理後合格, 金額) with 調整作業 and 修理 rows under some, 引取・返却 運送費 and 英文証明書 at the end; the お振込先 boxed at the left (one account, or two as ① ② いずれか, a holder half- or full-width) and 小計 / 消費税（10%）/ 合計金額（税込）at the right; the long version over two pages (…次頁に続く, 2/2 with the number again, the totals and the 振込先 on page 2), ISO or 年月日 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r, { long }) {
    setCorp(d, r, CALIB_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
    ]);
    landline(d);
    ordinaryAtNetBank(d);
    const two = r.chance(0.45);
    const other = two ? secondBank(d, r) : null;
    const [y, m] = d.issue;
    const closing = endOfMonth(y, m);
    d.issue = r.chance(0.5) ? closing : addDays(closing, r.int(1, 5));
    const nm = addDays(closing, 1);
    d.due = r.chance(0.6) ? endOfMonth(nm[0], nm[1]) : addDays(d.issue, 30);
    const [bs] = r.pick(STEMS);
    const buyer = r.pick([`株式会社${bs}精機`, `${bs}製作所株式会社`, `株式会社${bs}電子工業`, `${bs}精工株式会社`]);
    const prefix = r.pick(['QA', 'KS', 'M', 'SK']);
    const yy = String(y).slice(2);
    let cert = r.int(1000, 8000);
    const n = long ? r.int(30, 34) : r.int(5, 10);
    const rows = [];
    for (let k = 0; k < n; k++) {
      const [name, maker, model, lo, hi] = r.pick(INSTRUMENTS);
      const jcss = r.chance(0.3);
      const trace = !jcss && r.chance(0.35);
      const price = Math.round((r.int(lo, hi) * (jcss ? 1.7 : 1) * (trace ? 1.2 : 1)) / 5) * 500;
      const verdict = r.chance(0.8) ? '合格' : r.chance(0.7) ? '調整後合格' : '修理後合格';
      cert += r.int(1, 30);
      rows.push({
        mgmt: `${prefix}-${String(r.int(1, 2999)).padStart(4, '0')}`,
        name,
        sub: `${maker}　${model}`,
        serial: alnum(r, r.int(6, 8), '0123456789ABCDEFGHJKLMNPRSTUVWXYZ'),
        kind: jcss ? 'JCSS' : trace ? '一般（トレーサ書類付）' : '一般',
        cert: `${jcss ? 'J' : 'C'}${yy}-${String(cert).padStart(5, '0')}`,
        verdict,
        amount: price,
      });
      if (verdict === '調整後合格')
        rows.push({
          mgmt: '',
          name: '　調整作業',
          sub: '',
          serial: '',
          kind: '',
          cert: '',
          verdict: '',
          amount: r.int(3, 12) * 1000,
        });
      if (verdict === '修理後合格')
        rows.push({
          mgmt: '',
          name: '　修理（部品交換・お見積承認済）',
          sub: '',
          serial: '',
          kind: '',
          cert: '',
          verdict: '',
          amount: r.int(8, 45) * 1000,
        });
    }
    const trips = r.int(1, 3);
    rows.push({
      mgmt: '',
      name: `引取・返却 運送費（${trips}回）`,
      sub: '',
      serial: '',
      kind: '',
      cert: '',
      verdict: '',
      amount: trips * r.int(3, 8) * 1000,
    });
    if (r.chance(0.35)) {
      const k = r.int(1, 4);
      rows.push({
        mgmt: '',
        name: `英文校正証明書 追加発行（${k}通）`,
        sub: '',
        serial: '',
        kind: '',
        cert: '',
        verdict: '',
        amount: k * 1500,
      });
    }
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['hyphen', 'seireki', 'seirekiPad'])];
    const issuer = d.form === '株式会社' ? spelled(d, r.pick(['full', 'full', 'circled', 'paren'])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full', 'half-big']));
    const po = `PO-${y}-${r.digits(5)}`;
    const jcssNo = String(r.int(1, 350)).padStart(4, '0');
    const lab = r.pick(['校正センター', '本社・校正室', 'テクニカルセンター']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.5px; color: #1b1b1b; }
      .wrap { padding: 34px 40px; } .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .lh { position: relative; display: flex; gap: 12px; } .logo { width: 46px; height: 46px; background: #1d3f72; color: #fff; font-size: 26px; font-weight: bold; display: flex; align-items: center; justify-content: center; }
      .lh .nm { font-size: 16px; font-weight: bold; color: #1d3f72; } .lh .info { line-height: 1.5; font-size: 9px; } .lh .j { display: inline-block; border: 1px solid #1d3f72; color: #1d3f72; padding: 0 4px; margin-top: 2px; font-size: 8.5px; }
      .rt h1 { margin: 0 0 6px; font-size: 26px; letter-spacing: .5em; text-align: right; font-weight: 600; }
      .meta td { border: 1px solid #777; padding: 2px 8px; } .meta td:first-child { background: #e9eef5; }
      .to { margin-top: 14px; line-height: 1.6; } .to .n { font-size: 15px; border-bottom: 1px solid #222; padding-right: 26px; white-space: nowrap; display: inline-block; }
      .amt { display: flex; margin-top: 10px; border: 1.5px solid #1d3f72; width: 520px; } .amt div { padding: 5px 12px; } .amt .l { background: #1d3f72; color: #fff; }
      .amt .v { flex: 1; font-size: 18px; font-weight: bold; text-align: right; } .amt .d { border-left: 1px solid #1d3f72; background: #e9eef5; }
      .det { width: 100%; margin-top: 10px; } .det th { background: #e9eef5; border: 1px solid #667; font-weight: normal; padding: 3px 2px; }
      .det td { border: 1px solid #aab; padding: 1px 4px; white-space: nowrap; } .det td.c { text-align: center; } .det small { display: block; color: #555; font-size: 7.5px; line-height: 1.2; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; gap: 20px; margin-top: 12px; }
      .bank { border: 1.5px solid #1d3f72; padding: 6px 12px; line-height: 1.7; width: 380px; } .bank b { color: #1d3f72; } .bank .o { border-top: 1px dashed #999; margin-top: 3px; padding-top: 3px; }
      .tot td { border: 1px solid #667; padding: 3px 10px; } .tot td.l { background: #e9eef5; } .tot td.num { width: 110px; } .tot tr.g td { font-weight: bold; font-size: 12px; }
      .memo { margin-top: 10px; font-size: 8.5px; color: #555; line-height: 1.6; }
      .pg { position: absolute; right: 40px; bottom: 22px; font-size: 9px; color: #555; }`;
    const head = `<tr><th style="width:24px">No.</th><th style="width:58px">管理番号</th><th>品名／メーカー・型式</th><th style="width:66px">製造番号</th><th style="width:96px">校正区分</th><th style="width:70px">証明書番号</th><th style="width:58px">判定</th><th style="width:66px">金額</th></tr>`;
    let no = 0;
    const numbered = rows.map((x) => ({ ...x, no: x.mgmt ? String(++no) : '' }));
    const body = (xs) =>
      xs
        .map(
          (x) =>
            `<tr><td class="c">${x.no}</td><td class="c">${x.mgmt}</td><td>${x.name}${x.sub ? `<small>${x.sub}</small>` : ''}</td><td class="c">${x.serial}</td><td class="c">${x.kind}</td><td class="c">${x.cert}</td><td class="c">${x.verdict}</td><td class="num">${yen(x.amount)}</td></tr>`,
        )
        .join('');
    const bankBlock = (b) => `${b.name}　${b.branch}　${TYPE_LABEL[b.type]}　${b.account}`;
    const tail = `<div class="low"><div class="bank"><b>お振込先</b>${two ? '（下記いずれかの口座へお振込みください）' : ''}<br>
          ${two ? '① ' : ''}${bankBlock({ name: d.bank.name, branch: d.branch.name, type: d.type, account: d.account })}
          ${two ? `<div class="o">② ${bankBlock(other)}</div>` : '<br>'}口座名義　${holder}</div>
        <table class="tot"><tr><td class="l">小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr>
          <tr class="g"><td class="l">合計金額（税込）</td><td class="num">¥${yen(s.total)}</td></tr></table></div>
      <div class="memo">※校正証明書・試験成績書・トレーサビリティ体系図は機器に同梱して返却済です。<br>※振込手数料は貴社にてご負担くださいますようお願い申し上げます。</div>`;
    const split = long ? 25 : numbered.length;
    const page1 = `<div class="wrap"><div class="hd">
        <div class="lh"><div class="logo">${d.corpBody[0]}</div><div><div class="nm">${issuer}</div><div class="info">${lab}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}</div>
          <span class="j">JCSS ${jcssNo}　計量法校正事業者登録制度 登録事業者</span></div>${kakuin(d, 'left: 150px; top: -16px; opacity: .55;')}</div>
        <div class="rt"><h1>請求書</h1><table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書番号</td><td>${d.no}</td></tr><tr><td>貴社注文番号</td><td>${po}</td></tr><tr><td>検収月</td><td>${y}年${m}月</td></tr></table></div></div>
      <div class="to"><span class="n">${buyer}　御中</span><br>品質保証部　計測器管理ご担当 様</div>
      <div style="margin-top:8px">平素より格別のお引き立てを賜り、誠にありがとうございます。下記のとおり校正料をご請求申し上げます。</div>
      <div class="amt"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(s.total)}</div><div class="d">お支払期限　${fmt(d.due)}</div></div>
      <table class="det">${head}${body(numbered.slice(0, split))}</table>
      ${long ? '<div style="text-align:right;margin-top:4px">…次頁に続く</div>' : tail}</div>${long ? '<div class="pg">1/2</div>' : ''}`;
    const pages = [page1];
    if (long)
      pages.push(
        `<div class="wrap"><div style="display:flex;justify-content:space-between;border-bottom:1.5px solid #1d3f72;padding-bottom:4px"><b style="font-size:12px">請求書（明細つづき）</b><span>${buyer}　御中　／　請求書番号 ${d.no}</span></div>
          <table class="det">${head}${body(numbered.slice(split))}</table>${tail}</div><div class="pg">2/2</div>`,
      );
    return { pages, css, printed: { issuer, holder } };
  },
});

// 104 — a 機密文書 溶解処理 company's monthly 御請求書 to a company: one row per 回収 (回収日, 回収場所, 品目 — 段ボール箱 by the
// 箱 or by the kg, セキュリティボックス 定期回収, HDD 物理破壊, 出張回収費 — with the 溶解証明書No.), the amount to pay on a
// dotted leader under the title, the 振込先 in a ruled table at the right of the totals, the company's block at the very
// bottom with its 角印 stamped over its name, 令和 dates (お支払期限 …月末日 sometimes).
const SHRED_TRADES = [
  ['リサイクル', 'リサイクル'],
  ['紙業', 'シギョウ'],
  ['資源', 'シゲン'],
  ['再生資源', 'サイセイシゲン'],
  ['文書管理サービス', 'ブンショカンリサービス'],
];
const SHRED_PLACES = ['本社', '本社 書庫', '{p}支店', '{p}営業所', '物流センター', '{p}工場 事務棟'];
const SHRED_TOWNS = ['横浜', '大宮', '千葉', '立川', '川崎', '船橋', '町田', '柏'];
LAYOUTS.push({
  id: 'L104-kimitsu-youkai',
  split: 'dev',
  title:
    "機密文書 溶解処理 company's monthly 御請求書 by 回収, 溶解証明書No. per row, the company at the very bottom under its 角印",
  exercises:
    "a 機密文書 溶解処理 company's monthly 御請求書 to a company: 御請求書 centred in a double-ruled frame, the buyer's 〒 address and name with 御中 and 総務部 文書管理ご担当 様 at the top left, No. / 請求日 / 締日 at the top right, the amount to pay on one dotted-leader line (御請求金額 / 今回御請求額 / ご請求額 … ¥…-) with （消費税込）, the お支払期限 (a date or …月末日) on the next, a ruled table with one row per 回収 (回収日, 回収場所 本社 / …支店 / 物流センター, 品目 機密文書 溶解処理 by the 箱 or the kg, セキュリティボックス 定期回収, HDD・記録媒体 物理破壊, 出張回収費, 数量, 単位, 単価, 金額, 溶解証明書No.), 税抜金額 / 消費税（10%）/ 合計 at the left and the お振込先 ruled table (金融機関 / 支店 / 種別 / 口座番号 / 口座名義, a half-width holder (ﾕ)… / ｶ)… mostly) at the right, then the company's block across the bottom under a rule (㈲/(有)/有限会社/株式会社, 代表取締役, 〒 address, TEL/FAX, its 一般廃棄物 and 産業廃棄物 収集運搬 licences, 登録番号 T-1234-5678-9012-3 or T1234567890123) with its 角印 stamped over the name, 令和 or R7.10.31 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 0 ? 'main' : 'other', checking: r.chance(0.3) }),
  render(d, r) {
    setCorp(d, r, SHRED_TRADES, [
      ['有限会社', 'ユ'],
      ['有限会社', 'ユ'],
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
    ]);
    landline(d);
    if (!d.bank.main && r.chance(0.5)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const closing = endOfMonth(y, m);
    d.issue = r.chance(0.5) ? closing : addDays(closing, r.int(1, 7));
    const nm = addDays(closing, 1);
    const endDue = r.chance(0.6);
    d.due = endDue ? endOfMonth(nm[0], nm[1]) : [nm[0], nm[1], r.pick([10, 15, 20])];
    const dueText = (fmt) => (endDue && r.chance(0.5) ? `令和${reiwa(d.due[0])}年${d.due[1]}月末日` : fmt(d.due));
    const byKg = r.chance(0.4);
    const boxPrice = r.int(8, 16) * 100;
    const kgPrice = r.int(35, 70);
    const rows = [];
    const days = shuffle(
      r,
      Array.from({ length: closing[2] }, (_, i) => i + 1),
    )
      .filter((day) => !['土', '日'].includes(weekday([y, m, day])))
      .slice(0, r.int(2, 6))
      .sort((a, b) => a - b);
    let cert = r.int(1000, 9000);
    const series = r.pick(['YK', 'MS', 'D']);
    for (const day of days) {
      const place = r.pick(SHRED_PLACES).replace('{p}', r.pick(SHRED_TOWNS));
      cert += r.int(5, 80);
      const no = `${series}-${String(y).slice(2)}${pad2(m)}-${String(cert).padStart(4, '0')}`;
      if (byKg) {
        const kg = r.int(6, 90) * 10;
        rows.push({ day, place, name: '機密文書 溶解処理（重量）', qty: kg, unit: 'kg', price: kgPrice, cert: no });
      } else {
        rows.push({
          day,
          place,
          name: '機密文書 溶解処理（段ボール箱）',
          qty: r.int(5, 80),
          unit: '箱',
          price: boxPrice,
          cert: no,
        });
      }
      if (r.chance(0.35))
        rows.push({
          day,
          place: '',
          name: 'セキュリティボックス 定期回収',
          qty: r.int(1, 6),
          unit: '個',
          price: r.int(15, 30) * 100,
          cert: no,
        });
      if (r.chance(0.2))
        rows.push({
          day,
          place: '',
          name: 'HDD・記録媒体 物理破壊',
          qty: r.int(2, 20),
          unit: '台',
          price: r.int(10, 30) * 100,
          cert: `${no}H`,
        });
      if (r.chance(0.6))
        rows.push({ day, place: '', name: '出張回収費（2t車）', qty: 1, unit: '回', price: r.int(3, 8) * 1000, cert: '' });
    }
    d.items = rows.map((x) => ({ name: x.name, qty: x.qty, price: x.price, amount: x.qty * x.price, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['wareki', 'wareki', 'warekiShort'])];
    const issuer = r.chance(0.6) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.5) ? regHyphen(d.reg) : d.reg;
    const amtLabel = r.pick(['御請求金額', '今回御請求額', 'ご請求額']);
    const pref = prefOf(d.address);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10.5px; color: #1a1a1a; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 40px 52px 0; }
      .ttl { align-self: center; border: 3px double #333; padding: 6px 50px; } .ttl h1 { margin: 0; font-size: 24px; letter-spacing: .7em; padding-left: .7em; font-weight: 600; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 22px; }
      .to { line-height: 1.6; } .to .n { font-size: 16px; border-bottom: 1px solid #222; padding-right: 30px; white-space: nowrap; margin-top: 4px; }
      .meta td { padding: 1px 0 1px 14px; } .meta td:first-child { color: #555; }
      .lead { margin-top: 16px; }
      .ldr { display: flex; align-items: baseline; margin-top: 10px; font-size: 15px; } .ldr .dots { flex: 1; border-bottom: 2px dotted #555; margin: 0 10px; }
      .ldr .v { font-size: 22px; font-weight: bold; } .ldr .t { font-size: 10px; margin-left: 6px; }
      .due { margin-top: 6px; font-size: 12px; }
      .det { width: 100%; margin-top: 16px; } .det th { border-top: 2px solid #333; border-bottom: 1px solid #333; font-weight: normal; padding: 4px 3px; background: #f1f1ec; }
      .det td { border-bottom: 1px solid #ccc; padding: 3px 5px; } .det td.c { text-align: center; white-space: nowrap; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; gap: 20px; margin-top: 16px; }
      .tot td { padding: 4px 10px; border-bottom: 1px solid #bbb; } .tot td.num { width: 120px; } .tot tr.g td { font-weight: bold; border-bottom: 3px double #333; }
      .bank th { border: 1px solid #666; background: #f1f1ec; font-weight: normal; padding: 3px 8px; text-align: left; white-space: nowrap; } .bank td { border: 1px solid #666; padding: 3px 8px; min-width: 190px; }
      .memo { margin-top: 14px; font-size: 9px; color: #555; line-height: 1.7; }
      .firm { margin-top: auto; border-top: 1.5px solid #333; padding: 14px 0 34px; position: relative; display: flex; gap: 26px; align-items: flex-start; }
      .firm .nm { font-size: 20px; font-weight: 700; letter-spacing: .1em; white-space: nowrap; } .firm .info { line-height: 1.65; font-size: 9.5px; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td class="c">${x.place ? `${m}/${x.day}` : ''}</td><td>${x.place}</td><td>${x.name}</td><td class="num">${yen(x.qty)}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.qty * x.price)}</td><td class="c">${x.cert}</td></tr>`,
      )
      .join('');
    const page = `<div class="wrap"><div class="ttl"><h1>御請求書</h1></div>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<div class="n">${d.buyerName}　御中</div>総務部　文書管理ご担当 様</div>
        <table class="meta"><tr><td>No.</td><td>${d.no}</td></tr><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>締日</td><td>${fmt(closing)}</td></tr></table></div>
      <div class="lead">毎度格別のご用命を賜り、厚く御礼申し上げます。${m}月分の機密文書処理料金を下記のとおりご請求申し上げます。</div>
      <div class="ldr"><span>${amtLabel}</span><span class="dots"></span><span class="v">¥${yen(s.total)}-</span><span class="t">（消費税込）</span></div>
      <div class="due">お支払期限　${dueText(fmt)}</div>
      <table class="det"><tr><th style="width:40px">回収日</th><th style="width:120px">回収場所</th><th>品　目</th><th style="width:50px">数量</th><th style="width:30px">単位</th><th style="width:56px">単価</th><th style="width:76px">金額</th><th style="width:104px">溶解証明書No.</th></tr>${body}</table>
      <div class="low"><table class="tot"><tr><td>税抜金額</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="g"><td>合　計</td><td class="num">${yen(s.total)}</td></tr></table>
        <table class="bank"><tr><th colspan="2">お振込先</th></tr><tr><th>金融機関</th><td>${d.bank.name}</td></tr><tr><th>支店</th><td>${d.branch.name}</td></tr><tr><th>種別</th><td>${TYPE_LABEL[d.type]}</td></tr><tr><th>口座番号</th><td>${d.account}</td></tr><tr><th>口座名義</th><td>${holder}</td></tr></table></div>
      <div class="memo">※溶解証明書は回収ごとに発行し、処理完了後にお送りしております。<br>※溶解処理後の古紙は製紙原料として再生利用しております。<br>※恐れ入りますが、振込手数料は貴社にてご負担願います。</div>
      <div class="firm"><div class="nm">${issuer}</div><div class="info">${representative(d, r)}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>
          ${cityOf(d.address)}一般廃棄物収集運搬業許可 第${r.int(1, 99)}号　${pref}産業廃棄物収集運搬業許可 第0${r.digits(10)}号<br>登録番号 ${reg}</div>
        ${kakuin(d, `left: ${r.int(30, 110)}px; top: 2px; opacity: .62;`)}</div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 105 — a DM発送代行 company's 請求書 for one mailing: the 件名 and 発送日, 発送通数; 作業料 rows at 10% (データ処理, 宛名印字,
// 封筒印刷, 封入, 封緘, 区分・差出) priced by the 通 with decimals, then the 郵便料金 or ゆうメール 運賃 it paid out (料金後納,
// 立替金, 不課税) added after the 消費税; a four-cell summary bar (作業料 / 消費税 / 立替金 / ご請求金額), the company at the top
// right, two accounts side by side (① ②) at the foot.
const DM_TRADES = [
  ['メールサービス', 'メールサービス'],
  ['ダイレクト', 'ダイレクト'],
  ['フルフィルメント', 'フルフィルメント'],
  ['発送センター', 'ハッソウセンター'],
  ['ビジネスサポート', 'ビジネスサポート'],
];
// [件名, 封入点数, 郵送 kind]
const DM_JOBS = [
  ['新商品カタログ 送付', 2, 'yumail'],
  ['会員様向け DM（秋号）', 3, 'letter'],
  ['株主通信 第{n}期 中間号', 2, 'letter'],
  ['セミナー開催のご案内', 3, 'letter'],
  ['会報誌 Vol.{n}', 1, 'yumail'],
  ['保守契約更新のご案内', 4, 'letter'],
  ['周年記念 ノベルティ送付', 2, 'yumail'],
];
LAYOUTS.push({
  id: 'L105-dm-hassou',
  split: 'dev',
  title:
    "DM発送代行 company's 請求書 for one mailing, 作業料 by the 通 and 郵便料金 立替 added after the 消費税, two accounts side by side",
  exercises:
    "a DM発送代行 company's 請求書 to a company for one mailing: 請求書 at the top left over 請求日 / 請求書番号 / 作業No., the company at the top right (its mark, ㈱/(株)/株式会社 or 合同会社, 〒 address, TEL/FAX, 登録番号 as T1234567890123 or T 1234 5678 9012 3) with its 角印, the buyer with 御中 and 販売促進部 ご担当者 様, 件名 / 発送日 / 発送通数 in a ruled block, a four-cell summary bar (作業料（税抜）/ 消費税（10%）/ 立替金（郵送料）/ ご請求金額, the last shaded), rows 項目 / 数量 / 単位 / 単価 (3.5 円 by the 通) / 金額 / 税区分 (10% or 対象外): データ処理（住所クリーニング・重複排除）, 宛名ラベル印字・貼付 or 宛名 直接印字, 封筒印刷, 封入（n点）, 封緘, 区分・差出作業, 不着戻り 処理 sometimes, then 郵便料金（料金後納・区分郵便物割引）or ゆうメール 運賃（特約）as 立替金; 作業料計 / 消費税 / 小計 / 立替金計 / ご請求金額, the お支払期限, and at the foot two accounts side by side (① ② いずれか) over one 口座名義 (full- or half-width), 年月日 dates",
  opts: (r, inst) => ({ rates: '10', bank: 'main', checking: inst === 2 && r.chance(0.5) }),
  render(d, r) {
    setCorp(d, r, DM_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
    ]);
    landline(d);
    ordinaryAtNetBank(d);
    const other = secondBank(d, r);
    const [job, inserts, post] = r.pick(DM_JOBS);
    const title = job.replace('{n}', String(r.int(12, 48)));
    const sent = d.issue[2] > 20 ? [d.issue[0], d.issue[1], r.int(5, 20)] : addDays(d.issue, -r.int(1, 6));
    const nm = addDays(endOfMonth(d.issue[0], d.issue[1]), 1);
    d.due = r.chance(0.6) ? endOfMonth(nm[0], nm[1]) : addDays(d.issue, 30);
    const count = r.int(15, 400) * 100 + r.pick([0, 0, r.int(1, 99)]);
    const tenths = (lo, hi) => r.int(lo * 2, hi * 2) * 5;
    const lines = [{ name: 'データ処理（住所クリーニング・重複排除）', qty: 1, unit: '式', p10: r.int(10, 40) * 10000 }];
    if (r.chance(0.5)) lines.push({ name: '宛名ラベル印字・貼付', qty: count, unit: '通', p10: tenths(3, 6) });
    else lines.push({ name: '宛名 直接印字（封筒）', qty: count, unit: '通', p10: tenths(2, 4) });
    if (post === 'letter' && r.chance(0.6))
      lines.push({ name: '封筒印刷（長3 窓付・1色）', qty: count, unit: '枚', p10: tenths(6, 12) });
    if (post === 'yumail') lines.push({ name: 'OPP袋（角2サイズ）', qty: count, unit: '枚', p10: tenths(4, 8) });
    lines.push({ name: `封入（${inserts}点）`, qty: count, unit: '通', p10: tenths(1 + inserts, 3 + inserts) });
    lines.push({ name: post === 'yumail' ? '封緘（テープ）' : '封緘（のり）', qty: count, unit: '通', p10: tenths(1, 2) });
    lines.push({ name: '区分・差出作業', qty: count, unit: '通', p10: tenths(1, 3) });
    if (r.chance(0.3)) {
      const back = r.int(20, 300);
      lines.push({ name: '不着戻り 処理・データ化', qty: back, unit: '件', p10: r.int(3, 8) * 100 });
    }
    const work = lines.map((x) => ({ ...x, amount: Math.round((x.qty * x.p10) / 10) }));
    d.items = work.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const postUnit = post === 'yumail' ? r.int(150, 260) : r.pick([69, 74, 78, 85, 92]);
    const postage = {
      name: post === 'yumail' ? 'ゆうメール 運賃（特約・150g以内）' : '郵便料金（料金後納・区分郵便物割引適用）',
      qty: count,
      unit: '通',
      p10: postUnit * 10,
      amount: count * postUnit,
    };
    const total = s.total + postage.amount;
    const fmt = DATE_FORMATS[r.pick(['seireki', 'seirekiPad'])];
    const issuer = d.form === '株式会社' ? spelled(d, r.pick(['full', 'circled', 'paren'])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['full', 'half', 'half-big']));
    const reg = r.chance(0.5) ? regSpaced(d.reg) : d.reg;
    const workNo = `W${String(d.issue[0]).slice(2)}-${r.digits(4)}`;
    const price = (p10) => (p10 % 10 ? (p10 / 10).toFixed(1) : yen(p10 / 10));
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #202020; }
      .wrap { padding: 40px 46px; } .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { margin: 0 0 8px; font-size: 28px; letter-spacing: .35em; font-weight: 700; }
      .meta td { padding: 1px 14px 1px 0; } .meta td:first-child { color: #666; }
      .from { position: relative; width: 300px; line-height: 1.6; font-size: 9.5px; } .from .nm { font-size: 15px; font-weight: bold; display: flex; align-items: center; gap: 6px; }
      .from .mk { display: inline-block; width: 16px; height: 16px; border: 4px solid #c2410c; border-radius: 3px; }
      .to { margin-top: 16px; line-height: 1.7; } .to .n { font-size: 15px; border-bottom: 1px solid #222; padding-right: 28px; white-space: nowrap; display: inline-block; }
      .job { margin-top: 12px; width: 100%; } .job th { background: #f6ede6; border: 1px solid #999; font-weight: normal; width: 80px; padding: 3px 6px; text-align: left; } .job td { border: 1px solid #999; padding: 3px 8px; }
      .bar { display: flex; margin-top: 14px; border: 1.5px solid #555; } .bar div { flex: 1; border-left: 1px solid #999; } .bar div:first-child { border-left: none; }
      .bar span { display: block; padding: 3px 8px; } .bar .l { background: #eee; font-size: 9.5px; text-align: center; } .bar .v { font-size: 15px; text-align: right; padding: 6px 10px; }
      .bar .g { flex: 1.3; } .bar .g .l { background: #c2410c; color: #fff; } .bar .g .v { font-weight: bold; font-size: 18px; background: #fdf3ec; }
      .det { width: 100%; margin-top: 16px; } .det th { border-bottom: 1.5px solid #333; font-weight: normal; padding: 4px; text-align: left; }
      .det td { border-bottom: 1px solid #ddd; padding: 4px 6px; } .det td.c { text-align: center; } .det tr.sec td { background: #f7f7f7; font-weight: bold; }
      .tot { margin: 10px 0 0 auto; } .tot td { padding: 3px 10px; } .tot td.num { width: 120px; } .tot tr.s td { border-top: 1px solid #888; } .tot tr.f td { font-weight: bold; font-size: 13px; border-top: 1.5px solid #333; border-bottom: 3px double #333; }
      .banks { display: flex; gap: 14px; margin-top: 18px; } .banks .b { flex: 1; border: 1px solid #777; padding: 6px 10px; line-height: 1.7; } .banks .b b { color: #c2410c; }
      .memo { margin-top: 10px; font-size: 8.5px; color: #555; line-height: 1.7; }`;
    const row = (x, tax) =>
      `<tr><td>${x.name}</td><td class="num">${yen(x.qty)}</td><td class="c">${x.unit}</td><td class="num">${price(x.p10)}</td><td class="num">${yen(x.amount)}</td><td class="c">${tax}</td></tr>`;
    const acct = (mark, b) =>
      `<div class="b"><b>${mark}</b>　${b.name}　${b.branch}<br>${TYPE_LABEL[b.type]}　${b.account}</div>`;
    const page = `<div class="wrap"><div class="hd">
        <div><h1>請求書</h1><table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書番号</td><td>${d.no}</td></tr><tr><td>作業No.</td><td>${workNo}</td></tr></table>
          <div class="to"><span class="n">${d.buyerName}　御中</span><br>販売促進部　ご担当者 様</div></div>
        <div class="from"><div class="nm"><span class="mk"></span>${issuer}</div>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${reg}
          ${kakuin(d, `right: ${r.int(0, 40)}px; top: 14px; opacity: .55;`)}</div></div>
      <table class="job"><tr><th>件名</th><td colspan="3">${title}</td></tr><tr><th>発送日</th><td>${fmt(sent)}</td><th>発送通数</th><td>${yen(count)} 通</td></tr></table>
      <div class="bar"><div><span class="l">作業料（税抜）</span><span class="v">${yen(s.subtotal)}</span></div><div><span class="l">消費税（10%）</span><span class="v">${yen(s.tax)}</span></div>
        <div><span class="l">立替金（郵送料）</span><span class="v">${yen(postage.amount)}</span></div><div class="g"><span class="l">ご請求金額</span><span class="v">¥${yen(total)}</span></div></div>
      <table class="det"><tr><th>項目</th><th style="width:64px;text-align:right">数量</th><th style="width:34px">単位</th><th style="width:60px;text-align:right">単価</th><th style="width:90px;text-align:right">金額</th><th style="width:50px;text-align:center">税区分</th></tr>
        <tr class="sec"><td colspan="6">作業料</td></tr>${work.map((x) => row(x, '10%')).join('')}
        <tr class="sec"><td colspan="6">立替金</td></tr>${row(postage, '対象外')}</table>
      <table class="tot"><tr><td>作業料 計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr>
        <tr class="s"><td>小計（税込）</td><td class="num">${yen(s.total)}</td></tr><tr><td>立替金 計（不課税）</td><td class="num">${yen(postage.amount)}</td></tr>
        <tr class="f"><td>ご請求金額</td><td class="num">¥${yen(total)}</td></tr></table>
      <div style="margin-top:10px">お支払期限　${fmt(d.due)}　までに、下記いずれかの口座へお振込みくださいますようお願い申し上げます。</div>
      <div class="banks">${acct('①', { name: d.bank.name, branch: d.branch.name, type: d.type, account: d.account })}${acct('②', other)}</div>
      <div style="margin-top:6px">口座名義（①②共通）　${holder}</div>
      <div class="memo">※郵送料は弊社が${post === 'yumail' ? '日本郵便株式会社へ' : '料金後納郵便として'}立替払いしたもので、消費税の課税対象外です。<br>※作業単価はお見積書No.${r.digits(5)}によります。※振込手数料は貴社にてご負担願います。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 106 — an 電気保安協会's (一般財団法人, billing from one of its 事業所) or an 電気管理事務所's (an 電気管理技術者, a sole
// proprietor under its 屋号) 請求書 for the 保安管理業務 of a company's 高圧 受電設備, billed by the quarter or the month: one
// row per 事業場 (お客さま番号, 事業場名, 受電電圧, 設備容量 kVA, 点検頻度, 月額 × 月数), 年次点検 and 臨時点検 rows; the issuer as a
// letterhead at the top left, the 振込先 boxed at the top right above the amount, set in a serif face, 令和 dates with
// the 西暦 in parentheses sometimes.
const HOAN_OFFICES = ['中央', '東部', '西部', '北部', '南部', '城北', '城南', '湾岸'];
const HOAN_SITES = ['本社ビル', '第一工場', '第二工場', '物流センター', '研究所', '{t}店', '{t}営業所', '社員寮', '配送センター'];
const HOAN_TOWNS = ['駅前', '中央', '港北', '北口', '多摩', '川越', '厚木', '春日部'];
LAYOUTS.push({
  id: 'L106-denki-hoan',
  split: 'dev',
  title: "電気保安協会 (一般財団法人) or 電気管理事務所's 保安管理業務委託料 請求書 by 事業場, the 振込先 boxed at the top right",
  exercises:
    "an 電気保安協会's or 電気管理技術者's 保安管理業務委託料 請求書 to a company for its 高圧 受電設備, set in a serif face: 保安管理業務委託料 請求書 centred under a thin double rule, 請求書番号 and 発行日 at the top right, the issuer as a letterhead at the top left (一般財団法人…電気保安協会 with its …事業所 and 事業所長, or a sole proprietor's 屋号 …電気管理事務所 with 電気管理技術者 / 第三種電気主任技術者 and the name; 〒 address, TEL/FAX, 登録番号 as T1234567890123 or T-1234-5678-9012-3) with its 角印 or round 職印, the buyer with 御中 and 施設管理ご担当 様 under it, a box at the top right with the お振込先 (a main or regional bank or a 信用金庫, the 口座名義 ｻﾞｲ)… or the 屋号's kana and the name, half- or full-width) over the amount to pay (ご請求額 / 請求金額 / 今回ご請求額) and the お支払期限, a ruled table with one row per 事業場 (お客さま番号, 事業場名, 受電 6.6kV, 設備容量 kVA, 点検 月次/隔月, 対象期間 …月〜…月, 月額, 月数, 金額) and 年次点検（停電）, 臨時点検 (漏電警報 出動) or 絶縁監視装置 レンタル rows, 課税対象額 / 消費税等（10%）/ 合計 at the right, 令和 dates (令和7年（2025年）… sometimes)",
  opts: (r, inst) => ({ sole: inst === 2, rates: '10', bank: inst === 0 ? 'main' : 'other' }),
  render(d, r) {
    let holderBase;
    const zaidan = !d.sole;
    let office = '';
    let signer;
    if (zaidan) {
      const [stem, stemKana] = r.pick(STEMS.filter(([s]) => s.length <= 4));
      d.corpBody = `${stem}電気保安協会`;
      d.form = '一般財団法人';
      d.formBefore = true;
      d.issuerName = `一般財団法人${d.corpBody}`;
      holderBase = `ザイ）${stemKana}デンキホアンキョウカイ`;
      office = `${r.pick(HOAN_OFFICES)}事業所`;
      signer = `事業所長　${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    } else {
      setYago(d, '電気管理事務所');
      holderBase = yagoHolder(d, 'デンキカンリジムショ', r.chance(0.6));
      signer = `電気管理技術者（第${r.pick(['二', '三'])}種電気主任技術者）　${d.person}`;
    }
    landline(d);
    if (!d.bank.main && r.chance(0.5)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const quarterly = zaidan && r.chance(0.6);
    const from = quarterly ? [y, m - ((m - 1) % 3)] : [y, m];
    const months = quarterly ? 3 : 1;
    const to = addMonths(from, months - 1);
    d.issue = quarterly ? [y, from[1], r.int(1, 10)] : [y, m, r.chance(0.5) ? endOfMonth(y, m)[2] : r.int(1, 10)];
    d.due = quarterly ? endOfMonth(y, from[1]) : endOfMonth(...addMonths([y, m], 1));
    const sites = shuffle(r, HOAN_SITES)
      .slice(0, d.sole ? r.int(1, 2) : r.int(1, 4))
      .map((name) => {
        const kva = r.int(2, 30) * 50;
        const bimonthly = kva <= 300 && r.chance(0.4);
        const monthly = Math.round((6000 + kva * r.int(20, 32)) / 100) * 100;
        return {
          cust: r.digits(8),
          name: name.replace('{t}', r.pick(HOAN_TOWNS)),
          kva,
          freq: bimonthly ? '隔月' : '毎月',
          monthly,
        };
      });
    const period = months === 1 ? `${from[1]}月分` : `${from[1]}月〜${to[1]}月`;
    const rows = sites.map((x) => ({ ...x, period, count: months, amount: x.monthly * months }));
    const extras = [];
    if (r.chance(0.35)) {
      const site = r.pick(sites);
      const crew = r.int(2, 4);
      extras.push({ name: `年次点検（停電作業）${site.name}　技術者${crew}名`, amount: crew * r.int(25, 45) * 1000 });
    }
    if (r.chance(0.3))
      extras.push({ name: `臨時点検（${from[1]}月${r.int(1, 28)}日 漏電警報 出動）`, amount: r.int(15, 30) * 1000 });
    if (r.chance(0.3)) extras.push({ name: `絶縁監視装置 レンタル料（${period}）`, amount: r.int(15, 30) * 100 * months });
    d.items = [...rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 })), ...extras.map((x) => ({ ...x, rate: 10 }))];
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = r.chance(0.4) ? warekiDual : DATE_FORMATS.wareki;
    const issuer = d.issuerName;
    const holder = holderPrinted({ holderBase }, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.4) ? regHyphen(d.reg) : d.reg;
    const amtLabel = r.pick(['ご請求額', '請求金額', '今回ご請求額']);
    const stamp = zaidan
      ? kakuin({ corpBody: '電気保安協会' }, 'left: 120px; top: -6px; opacity: .6;')
      : roundSeal(d, 'left: 150px; top: -18px; opacity: .65;');
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 10.5px; color: #1a1a1a; }
      .wrap { padding: 36px 50px; }
      .top { display: flex; justify-content: flex-end; gap: 20px; font-size: 10px; }
      h1 { text-align: center; font-size: 21px; letter-spacing: .25em; font-weight: 700; margin: 10px 0 0; padding: 8px 0; border-top: 3px double #333; border-bottom: 3px double #333; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; gap: 24px; margin-top: 20px; }
      .from { position: relative; line-height: 1.65; font-size: 10px; } .from .nm { font-size: 17px; font-weight: 700; } .from .of { font-size: 12px; }
      .to { margin-top: 16px; } .to .n { font-size: 15px; border-bottom: 1px solid #222; padding-right: 26px; white-space: nowrap; display: inline-block; }
      .box { border: 1.5px solid #333; width: 300px; } .box .b { padding: 8px 12px; line-height: 1.75; border-bottom: 1px solid #333; font-size: 10px; }
      .box .a { display: flex; justify-content: space-between; align-items: baseline; padding: 8px 12px; background: #f3f1ea; } .box .a .v { font-size: 19px; font-weight: 700; }
      .box .d { padding: 4px 12px 6px; background: #f3f1ea; }
      .det { width: 100%; margin-top: 22px; } .det th { border: 1px solid #444; background: #f3f1ea; font-weight: normal; padding: 4px 2px; }
      .det td { border: 1px solid #777; padding: 4px 5px; } .det td.c { text-align: center; white-space: nowrap; }
      .tot { margin: 12px 0 0 auto; } .tot td { border: 1px solid #444; padding: 4px 12px; } .tot td.l { background: #f3f1ea; } .tot td.num { width: 120px; } .tot tr.g td { font-weight: 700; font-size: 12.5px; }
      .memo { margin-top: 18px; font-size: 9px; line-height: 1.8; color: #444; }`;
    const body =
      rows
        .map(
          (x) =>
            `<tr><td class="c">${x.cust}</td><td>${x.name}</td><td class="c">6.6kV</td><td class="num">${yen(x.kva)}kVA</td><td class="c">${x.freq}</td><td class="c">${x.period}</td><td class="num">${yen(x.monthly)}</td><td class="c">${x.count}</td><td class="num">${yen(x.amount)}</td></tr>`,
        )
        .join('') +
      extras.map((x) => `<tr><td></td><td colspan="7">${x.name}</td><td class="num">${yen(x.amount)}</td></tr>`).join('');
    const bankLine = `${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}預金　${d.account}`;
    const page = `<div class="wrap"><div class="top"><span>請求書番号　${d.no}</span><span>発行日　${fmt(d.issue)}</span></div>
      <h1>保安管理業務委託料 請求書</h1>
      <div class="hd"><div><div class="from"><div class="nm">${issuer}</div>${office ? `<div class="of">${office}</div>` : ''}${signer}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${reg}${stamp}</div>
          <div class="to"><span class="n">${d.buyerName}　御中</span><br>施設管理ご担当 様</div>
          <p style="margin:14px 0 0">平素より電気保安業務にご理解とご協力を賜り、厚く御礼申し上げます。<br>${period}${quarterly ? '（3か月分）' : ''}の保安管理業務委託料を右記のとおりご請求申し上げます。</p></div>
        <div class="box"><div class="b"><b>お振込先</b><br>${bankLine}<br>口座名義　${holder}</div>
          <div class="a"><span>${amtLabel}</span><span class="v">¥${yen(s.total)}</span></div><div class="d">お支払期限　${fmt(d.due)}</div></div></div>
      <table class="det"><tr><th style="width:70px">お客さま番号</th><th>事業場名</th><th style="width:40px">受電</th><th style="width:64px">設備容量</th><th style="width:34px">点検</th><th style="width:70px">対象期間</th><th style="width:56px">月額</th><th style="width:30px">月数</th><th style="width:72px">金額</th></tr>${body}</table>
      <table class="tot"><tr><td class="l">課税対象額</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="l">消費税等（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="g"><td class="l">合　計</td><td class="num">${yen(s.total)}</td></tr></table>
      <div class="memo">※保安管理業務は電気事業法第42条・第43条に基づく保安規程により実施しております。<br>※点検結果は月次点検報告書にてご報告しております。<br>※振込手数料はお客さまにてご負担くださいますようお願いいたします。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});
