// Invoice corpus layouts L251–L256: each pushed onto core.mjs's LAYOUTS, in order.
import {
  DATE_FORMATS,
  GIVEN,
  HAN_STEMS,
  LAYOUTS,
  PLACES,
  STEMS,
  SURNAMES,
  TYPE_LABEL,
  YAGO_WORDS,
  addDays,
  addMonths,
  endOfMonth,
  holderPrinted,
  landlineOn,
  mobile,
  otherStem,
  pad2,
  placeOf,
  seal,
  setCompanyWithKana,
  spelled,
  weekday,
  yen,
} from './core.mjs';

// ---- 251–256: written blind as the fortieth round's fresh set.

const PREF_RE = /^(東京都|北海道|大阪府|京都府|.{2,3}?県)/;
/** 東京都千代田区丸の内 → 千代田区, 大阪府大阪市北区梅田 → 大阪市. */
const cityOf = (town) => town.replace(PREF_RE, '').match(/^.+?[市区]/)[0];
/** 東京都千代田区丸の内 → 丸の内, 大阪府大阪市北区梅田 → 梅田: the town's own name, as shops and branches take it. */
const townName = (town) =>
  town
    .replace(PREF_RE, '')
    .replace(/^.+?[市区]/, '')
    .replace(/^.+?区/, '') || cityOf(town);
/** The places in the same prefecture as a 〒. */
const samePref = (zip) => {
  const pref = placeOf(zip)[1].match(PREF_RE)[1];
  return PLACES.filter(([, t]) => t.startsWith(pref));
};
/** The buyer moved into the issuer's prefecture, as a local business's customers are. */
const buyerNear = (d, r) => {
  const [bz, btown, barea] = r.pick(samePref(d.zip));
  d.buyerZip = bz;
  d.buyerAddress = `${btown}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
  d.buyerTel = landlineOn(r, barea);
};
/** The net banks keep no 当座 for small customers. */
const netOrdinary = (d) => {
  if (['0036', '0038', '0033', '0310'].includes(d.bank.code)) d.type = 2;
};
const signed = (v) => (v < 0 ? `△${yen(-v)}` : yen(v));
/** 国税庁's check digit, for a 登録番号 that is someone else's. */
function registrationNumber(base12) {
  let sum = 0;
  for (let n = 1; n <= 12; n++) sum += Number(base12[12 - n]) * (n % 2 === 1 ? 1 : 2);
  return `T${9 - (sum % 9)}${base12}`;
}
const otherReg = (r) => registrationNumber(`${r.int(1, 9)}${r.digits(11)}`);
const kata = (s) => s.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
/** A 信用金庫 (or 信用組合) named after a stem other than the issuer's, its code as the 全銀 codes of those run. */
const localCoop = (r, not, kind = '信用金庫') => {
  const [stem] = r.pick(HAN_STEMS.filter(([x]) => x !== not));
  return { name: `${stem}${kind}`, code: `${kind === '信用金庫' ? '1' : '2'}${r.int(2, 9)}${r.digits(2)}`, main: false };
};
/** A red seal: text set in vertical columns inside a square or round border. */
const hanko = (text, style) =>
  `<div style="position:absolute;border:2.5px solid #d23;color:#d23;font-family:'Noto Serif CJK JP';writing-mode:vertical-rl;display:flex;align-items:center;justify-content:center;text-align:center;line-height:1.05;letter-spacing:-1px;padding:3px;opacity:.85;${style}">${text}</div>`;

// 251 — a 設備 company bills a マンション管理会社 for the yearly 排水管高圧洗浄 of the buildings it manages: a letterhead across
// the top (the company's name and mark at the left, its 〒 address, TEL / FAX, 夜間・休日緊急 mobile, 管工事業 許可 and 登録番号 at
// the right), 御請求書 centred under a rule, the 管理会社 御中 with its 〒 address at the left, a ruled 請求日 / 請求書番号 / 貴社発注番号
// table at the right, the ご請求金額 box, a 物件 table (マンション name, 〒 所在地, 総戸数, 実施日, 実施戸数, 不在戸数), the 明細 grouped
// by 物件 (共用部 横主管, 専有部 by the 戸, 不在住戸 再訪), the coin-parking fees passed on as 立替金 with the parking company's own
// 登録番号, and the 振込先 as a ruled table (銀行名 | 支店名 | 種別 | 口座番号 | 口座名義), the codes under the names sometimes.
const SETSUBI_TRADES = [
  ['設備', 'セツビ'],
  ['管工', 'カンコウ'],
  ['設備工業', 'セツビコウギョウ'],
  ['環境サービス', 'カンキョウサービス'],
];
const MANSION_WORDS = ['パークハイツ', 'グランコート', 'レジデンス', 'メゾン', 'サンクレスト', 'コートハウス', 'ガーデンヒルズ'];
const PARKING_COS = ['パークシステム', 'パーキング', 'モータープール'];
LAYOUTS.push({
  id: 'L251-haisuikan-senjou',
  split: 'dev',
  title:
    "設備 company's 排水管高圧洗浄 bill to a マンション管理会社: a letterhead across the top (name and mark left; 〒 address, TEL / FAX, 夜間・休日緊急 mobile, 管工事業 許可, 登録番号 right), 御請求書 centred, the 管理会社 御中 with its 〒 address, a 請求日 / 請求書番号 / 貴社発注番号 table, the ご請求金額 box, a 物件 table (name, 〒 所在地, 戸数, 実施日), 明細 grouped by 物件, coin-parking 立替金 with the parking company's 登録番号, and the 振込先 as a ruled table with codes under the names sometimes",
  exercises:
    "a 設備 company (株式会社…設備 / 有限会社…管工 / …環境サービス株式会社, ㈱ sometimes) bills a マンション管理会社 (株式会社…コミュニティ / …住宅管理株式会社 御中, its 〒 address and マンション管理部 … 様 — none of the fields) for the 排水管高圧洗浄 of the buildings it manages: a letterhead across the top — the company's name and mark at the left, at the right its 〒 address, TEL / FAX, a 夜間・休日緊急 mobile (never the issuer_phone), its 管工事業 許可 (…知事許可（般-6）第12345号) and 登録番号 — the issuer's fields; 御 請 求 書 centred; a ruled table at the right: 請求日 (2026/01/31 or early the next month), 請求書番号, 貴社発注番号 — the 発注番号 none of the fields; ご請求金額（税込）in a box — total_amount; a 物件 table: マンション name (パークハイツ桜井), its own 〒 所在地, 総戸数, 実施日 (one or two days), 実施戸数 and 不在戸数 — none of the fields; 明細 grouped by 物件: 排水横主管 高圧洗浄（共用部）1 式, 専有部 雑排水管 洗浄 by the 戸, 不在住戸 再訪作業 sometimes, 作業報告書作成（写真付）; 駐車料金（立替金・不課税）for the coin parking, with the parking company's name and ITS 登録番号 (T…) in small type — never the registration_number; 課税対象額 / 消費税（10%）/ 立替金（不課税）/ ご請求金額 — total_amount with the 立替 in it (as L22); お支払期限; the お振込先 as a ruled table (銀行名 | 支店名 | 預金種別 | 口座番号 | 口座名義), a main bank or a 信用金庫 (…信用金庫 第一営業部 / 本店営業部), 銀行コード and 支店コード in small type under the names sometimes — bank_code and branch_code as printed; holder ｶ)…, ﾕ)…, カ）… or …（ユ as printed",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const [stem] = setCompanyWithKana(d, r, SETSUBI_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    if (!d.bank.main && r.chance(0.7)) {
      d.bank = localCoop(r, stem);
      d.branch = r.pick([
        { name: '本店営業部', code: '001' },
        { name: '第一営業部', code: '002' },
        { name: `${townName(placeOf(d.zip)[1])}支店`, code: `${r.int(1, 8)}${r.digits(2)}` },
      ]);
    }
    netOrdinary(d);
    const issuer = r.chance(0.7) ? d.issuerName : spelled(d, 'circled');
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full', 'big']));
    const [, town, area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const night = mobile(r);
    const permit = `${town.match(PREF_RE)[1]}知事許可（般-${r.int(1, 7)}）第${r.int(10000, 99999)}号`;
    // The 管理会社 and its buildings are in the issuer's prefecture.
    const near = samePref(d.zip);
    buyerNear(d, r);
    const bs = otherStem(r, stem);
    const buyer = r.pick([
      `株式会社${bs}コミュニティ`,
      `${bs}住宅管理株式会社`,
      `株式会社${bs}ハウジング`,
      `${bs}不動産管理株式会社`,
    ]);
    const [y, m] = d.issue;
    const atEnd = r.chance(0.5);
    const svc = atEnd ? [y, m] : addMonths([y, m], -1);
    const [sy, sm] = svc;
    d.issue = atEnd ? endOfMonth(y, m) : [y, m, r.int(1, 7)];
    d.due = r.chance(0.6) ? endOfMonth(...addMonths(svc, 1)) : [...addMonths(svc, 2), 10];
    d.no = r.chance(0.5) ? `${String(sy).slice(2)}${pad2(sm)}-${r.digits(3)}` : `HS${r.digits(6)}`;
    const order = `${r.pick(['HK', 'KN', 'MC'])}-${String(sy).slice(2)}-${r.digits(4)}`;
    const last = endOfMonth(sy, sm)[2];
    const ps = otherStem(r, stem);
    const pw = r.pick(PARKING_COS);
    const parkCo = r.chance(0.5) ? `株式会社${ps}${pw}` : `${ps}${pw}株式会社`;
    const parkReg = otherReg(r);
    const used = new Set();
    const props = Array.from({ length: r.int(1, 3) }, () => {
      let name;
      do name = r.chance(0.5) ? `${r.pick(MANSION_WORDS)}${otherStem(r, stem)}` : `${otherStem(r, stem)}${r.pick(MANSION_WORDS)}`;
      while (used.has(name));
      used.add(name);
      const [pz, ptown] = r.pick(near);
      const units = r.int(18, 80);
      const absent = r.int(0, Math.floor(units / 6));
      const day = r.int(1, last - 1);
      return {
        name: `${name}${r.chance(0.3) ? r.pick(['第2', 'Ⅱ', '弐番館']) : ''}`,
        zip: pz,
        addr: `${ptown}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`,
        units,
        done: units - absent,
        absent,
        days: units > 50 ? [day, day + 1] : [day],
        revisit: absent && r.chance(0.6) ? r.int(1, absent) : 0,
        main: r.int(4, 14) * 10000,
        unit: r.pick([3500, 4000, 4500, 5000]),
        park: r.int(3, 18) * 100 * (units > 50 ? 2 : 1),
      };
    });
    props.sort((a, b) => a.days[0] - b.days[0]);
    const rows = [];
    for (const p of props) {
      rows.push({ head: `■ ${p.name}` });
      rows.push({ name: '排水横主管 高圧洗浄（共用部）', qty: 1, unit: '式', price: p.main });
      rows.push({ name: '専有部 雑排水管 高圧洗浄（台所・浴室・洗面・洗濯）', qty: p.done, unit: '戸', price: p.unit });
      if (p.revisit) rows.push({ name: '不在住戸 再訪作業', qty: p.revisit, unit: '戸', price: p.unit + 1000 });
    }
    const report = r.chance(0.6) ? r.int(1, 3) * 5000 : 0;
    if (report) rows.push({ head: '■ 共通' }, { name: '作業報告書作成（写真付）', qty: 1, unit: '式', price: report });
    rows.forEach((x) => x.price && (x.amount = x.qty * x.price));
    const subtotal = rows.reduce((a, x) => a + (x.amount ?? 0), 0);
    const tax = Math.floor(subtotal / 10);
    const park = props.reduce((a, p) => a + p.park, 0);
    const total = subtotal + tax + park;
    const fmt = r.pick([DATE_FORMATS.slash, DATE_FORMATS.slash, DATE_FORMATS.seireki]);
    const showBankCode = r.chance(0.6);
    const showBranchCode = showBankCode && r.chance(0.8);
    const green = r.pick(['#166534', '#1e3a8a', '#0e7490']);
    const sealHtml = seal(d, `right:${r.int(-56, -40)}px;top:${r.int(-18, -8)}px;`);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 8.8px; color: #1f2328; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 28px 40px 0; }
      .lh { position: relative; display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 3px solid ${green}; padding-bottom: 8px; }
      .lh .nm { display: flex; align-items: center; gap: 10px; } .lh .mk { width: 38px; height: 38px; border: 4px solid ${green}; border-radius: 50%; position: relative; } .lh .mk::after { content: ''; position: absolute; left: 8px; top: 4px; width: 10px; height: 18px; background: ${green}; border-radius: 50% 50% 50% 50% / 60% 60% 40% 40%; }
      .lh .n { font-size: 19px; font-weight: 900; letter-spacing: .06em; } .lh .ad { text-align: right; font-size: 8.4px; line-height: 1.6; }
      h1 { margin: 14px 0 0; text-align: center; font-size: 20px; letter-spacing: .8em; font-weight: 700; }
      .hd { display: flex; justify-content: space-between; margin-top: 10px; }
      .to { width: 380px; line-height: 1.6; font-size: 9.4px; } .to .n { font-size: 14px; font-weight: 700; border-bottom: 1.5px solid #222; display: inline-block; padding-right: 30px; margin: 3px 0; }
      .meta td { border: 1px solid #9aa; padding: 2px 10px; font-size: 9.2px; } .meta td.l { background: ${green}18; }
      .amt { margin-top: 10px; display: flex; width: 420px; border: 2px solid #222; } .amt .l { padding: 6px 14px; background: #222; color: #fff; font-size: 11px; } .amt .v { flex: 1; text-align: right; padding: 2px 16px; font-size: 20px; font-weight: 700; }
      table.pr { width: 100%; margin-top: 10px; font-size: 8.4px; } .pr th { background: ${green}18; border: 1px solid #9aa; font-weight: 500; padding: 2px; } .pr td { border: 1px solid #ccd; padding: 2px 5px; } .pr td.c { text-align: center; }
      table.t { width: 100%; margin-top: 8px; } .t th { border-top: 1.5px solid #222; border-bottom: 1px solid #222; font-weight: 500; padding: 3px; } .t td { border-bottom: 1px solid #e2e2e2; padding: 2px 6px; } .t tr.h td { font-weight: 700; color: ${green}; border-bottom: 0; padding-top: 5px; }
      .low { display: flex; justify-content: space-between; gap: 16px; margin-top: 8px; }
      .nt { flex: 1; font-size: 8.2px; line-height: 1.65; color: #333; }
      .sum { width: 300px; } .sum td { border: 1px solid #bbc; padding: 2px 8px; } .sum td.l { background: #f4f6f7; } .sum tr.g td { font-weight: 700; font-size: 11.5px; border-top: 2px solid #222; }
      .bk { position: absolute; left: 40px; right: 40px; bottom: 46px; } .bk .h { font-weight: 700; margin-bottom: 3px; } .bk table { width: 100%; font-size: 9px; } .bk th { background: #f4f6f7; border: 1px solid #888; font-weight: 500; padding: 2px; } .bk td { border: 1px solid #888; padding: 4px 6px; text-align: center; line-height: 1.35; } .bk .cd { font-size: 7.6px; color: #555; }`;
    const codeLine = (label, code, on) => (on ? `<br><span class="cd">（${label} ${code}）</span>` : '');
    const page = `<div class="wrap"><div class="lh"><div class="nm"><div class="mk"></div><div class="n" style="position:relative">${issuer}${sealHtml}</div></div>
        <div class="ad">〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>夜間・休日緊急連絡先　${night}<br>${permit}<br>登録番号　${d.reg}</div></div>
      <h1>御請求書</h1>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><div class="n">${buyer}　御中</div><br>マンション管理部　${r.pick(SURNAMES)[0]} 様</div>
        <table class="meta"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求書番号</td><td>${d.no}</td></tr><tr><td class="l">貴社発注番号</td><td>${order}</td></tr></table></div>
      <div style="margin-top:8px">平素は格別のお引き立てを賜り厚く御礼申し上げます。排水管高圧洗浄作業（${sy}年${sm}月実施分）につきまして、下記のとおりご請求申し上げます。</div>
      <div class="amt"><span class="l">ご請求金額（税込）</span><span class="v">¥${yen(total)}-</span></div>
      <table class="pr"><tr><th style="text-align:left">物件名</th><th style="text-align:left">所在地</th><th style="width:44px">総戸数</th><th style="width:96px">実施日</th><th style="width:50px">実施戸数</th><th style="width:44px">不在</th></tr>
        ${props.map((p) => `<tr><td>${p.name}</td><td>〒${p.zip} ${p.addr}</td><td class="c">${p.units}戸</td><td class="c">${p.days.map((x) => `${sm}/${x}（${weekday([sy, sm, x])}）`).join('・')}</td><td class="c">${p.done}戸</td><td class="c">${p.absent}戸</td></tr>`).join('')}</table>
      <table class="t"><tr><th style="text-align:left">作業内容</th><th style="width:50px">数量</th><th style="width:30px">単位</th><th style="width:70px">単価</th><th style="width:84px">金額</th></tr>
        ${rows.map((x) => (x.head ? `<tr class="h"><td colspan="5">${x.head}</td></tr>` : `<tr><td>${x.name}</td><td class="num">${x.qty}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`)).join('')}
        <tr class="h"><td colspan="5">■ 立替金</td></tr><tr><td>駐車料金（作業車両 コインパーキング利用分・実費）<br><span style="font-size:7.6px;color:#555">発行：${parkCo}　登録番号 ${parkReg}　※領収書写し添付</span></td><td class="num">${props.length}</td><td style="text-align:center">件</td><td class="num">―</td><td class="num">${yen(park)}</td></tr></table>
      <div class="low"><div class="nt">お支払期限　${fmt(d.due)}<br>※共用部は各棟の排水横主管を高圧洗浄車にて洗浄いたしました。<br>※不在住戸につきましては、管理組合様と調整のうえ再訪日をご案内いたします。<br>※駐車料金は立替金（不課税）として実費をご請求いたします。</div>
        <table class="sum"><tr><td class="l">課税対象額（税抜）</td><td class="num">${yen(subtotal)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(tax)}</td></tr><tr><td class="l">立替金（不課税）</td><td class="num">${yen(park)}</td></tr><tr class="g"><td class="l">ご請求金額</td><td class="num">¥${yen(total)}</td></tr></table></div>
      <div class="bk"><div class="h">お振込先</div><table><tr><th>銀行名</th><th>支店名</th><th>預金種別</th><th>口座番号</th><th>口座名義</th></tr>
        <tr><td>${d.bank.name}${codeLine('銀行コード', d.bank.code, showBankCode)}</td><td>${d.branch.name}${codeLine('支店コード', d.branch.code, showBranchCode)}</td><td>${TYPE_LABEL[d.type]}</td><td>${d.account}</td><td>${holder}</td></tr></table>
        <div style="margin-top:4px;font-size:8px;color:#555">※お振込手数料は貴社にてご負担くださいますようお願いいたします。</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBankCode, showBranchCode } };
  },
});

// 252 — a 製本所 sends a printing company its 合計請求書 for the month to its 締日, printed by its sales system on plain paper: the buyer's
// 〒 address and name 御中 with its 得意先コード at the top left, 請求書 and 請求日 (…締切分) / 請求書No. / page at the top right, a strip
// of boxes (前回御請求額 | 御入金額 | 調整額 | 差引繰越額 | 今回御買上額 | 消費税額 | 今回御請求額), the ledger of 伝票 (月日, 伝票No., 品名 and
// 加工, 数量, 単位, 単価 with decimals, 金額, 御入金 in its own column, the job number as 備考), and the 製本所's block at the bottom right
// with its seal, the 振込先 on one line under a rule at the foot.
const SEIHON_TRADES = [
  ['製本', 'セイホン'],
  ['製本所', 'セイホンショ'],
  ['紙工', 'シコウ'],
  ['製本工業', 'セイホンコウギョウ'],
];
// [job, size and pages, binding, its price per 部 ×10 lo, hi]
const BIND_JOBS = [
  ['会社案内', 'A4 16P', '中綴じ', 45, 95],
  ['商品カタログ', 'A4 64P', '無線綴じ', 180, 380],
  ['記念誌', 'B5 120P', '上製本（角背）', 3500, 8000],
  ['取扱説明書', 'A5 32P', '中綴じ', 40, 80],
  ['社内報', 'A4 12P', '中綴じ', 38, 70],
  ['学校要覧', 'A4 48P', '無線綴じ', 160, 320],
  ['調査報告書', 'A4 80P', '無線綴じ', 200, 420],
  ['文集', 'B5 96P', 'PUR製本', 260, 480],
];
// [extra process, unit, price ×10 lo, hi, per 部]
const BIND_EXTRAS = [
  ['表紙 PP貼り（グロス）', '枚', 60, 150, true],
  ['折り（八つ折り）', '部', 8, 25, true],
  ['丁合', '部', 15, 40, true],
  ['断裁（仕上げ三方）', '式', 30000, 80000, false],
  ['帯掛け', '部', 20, 60, true],
  ['梱包・結束（100部結束）', '式', 20000, 60000, false],
];
const price10 = (p) => (p % 10 ? (p / 10).toFixed(1) : yen(p / 10));
LAYOUTS.push({
  id: 'L252-seihon-gokei',
  split: 'dev',
  title:
    "製本所's system-printed 合計請求書 to a printing company: buyer 〒 address 御中 and 得意先コード top left, 請求書 with 請求日 (…締切分) / 請求書No. / page top right, a strip of boxes (前回御請求額 | 御入金額 | 調整額 | 差引繰越額 | 今回御買上額 | 消費税額 | 今回御請求額), a ledger of 伝票 (月日, 伝票No., 品名・加工, 数量, 単位, 単価 with decimals, 金額, 御入金, 備考 job No.), the 製本所's block at the bottom right with its seal, and the 振込先 on one line at the foot",
  exercises:
    "a 製本所 (株式会社…製本 / …製本所 / 有限会社…紙工, (株) or ㈱ sometimes) sends a printing company (株式会社…印刷 / …プリント株式会社 御中, its 〒 address and 得意先コード — none of the fields) its 合計請求書 up to its 締日 (20日 / 25日 / 末日): 請 求 書 at the top right with 請求日 (2026.01.20, dots) and （20日締切分）, 請求書No. and 1/1; a strip of boxes — 前回御請求額, 御入金額, 調整額 (the 振込手数料 the buyer took off, sometimes), 差引繰越額 (0, or last month's left unpaid), 今回御買上額, 消費税額, 今回御請求額 — total_amount the 今回御請求額, its 繰越 in it (as L08), never the 前回御請求額 nor the 今回御買上額; the ledger: 月日 (01.08), 伝票No., 品名 (a job: 会社案内 A4 16P and its binding 中綴じ / 無線綴じ / 上製本, then 表紙 PP貼り, 折り, 丁合, 断裁, 帯掛け, 梱包), 数量 (部, 枚, 式), 単価 with one decimal (6.5, 23.8), 金額 each rounded down, the buyer's payment in the 御入金額 column (振込) — the 伝票No. and job numbers none of the fields; the tax line 消費税（10%）at the foot of the ledger; the 製本所's block at the BOTTOM right (〒 address, TEL / FAX, 登録番号, a square seal) — the issuer's fields; the お支払期日 (2026.02.28) beside it; the お振込先 on ONE line under a rule at the very foot (…銀行 …支店 普通 1234567 ｶ)…ｾｲﾎﾝ or カ）… as printed)",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    const [stem] = setCompanyWithKana(d, r, SEIHON_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    netOrdinary(d);
    const issuer = r.chance(0.5) ? d.issuerName : spelled(d, r.pick(['paren', 'circled']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full']));
    const bs = otherStem(r, stem);
    buyerNear(d, r);
    const buyer = r.pick([`株式会社${bs}印刷`, `${bs}印刷株式会社`, `${bs}プリント株式会社`, `株式会社${bs}グラフィック`]);
    const cust = `${r.int(1, 9)}${r.digits(4)}`;
    const [y, m] = d.issue;
    const close = r.pick([20, 25, 0]);
    d.issue = close ? [y, m, close] : endOfMonth(y, m);
    const from = close ? addDays([...addMonths([y, m], -1), close], 1) : [y, m, 1];
    d.due = r.chance(0.6) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 2), 10];
    d.no = r.chance(0.5) ? `${String(y).slice(2)}${pad2(m)}${r.digits(4)}` : `${r.int(1, 9)}${r.digits(5)}`;
    const span = Math.round((Date.UTC(...d.issue) - Date.UTC(...from)) / 864e5);
    const dayOf = () => addDays(from, r.int(0, span));
    const jobs = [];
    const usedJobs = new Set();
    for (let k = r.int(3, 5); k > 0; k--) {
      let job = r.pick(BIND_JOBS);
      while (usedJobs.has(job[0])) job = r.pick(BIND_JOBS);
      usedJobs.add(job[0]);
      const [name, size, bind, lo, hi] = job;
      const copies = bind.startsWith('上製本') ? r.int(4, 30) * 10 : r.int(4, 100) * 50;
      const p10 = lo >= 1000 ? Math.round(r.int(lo, hi) / 100) * 100 : r.int(lo, hi);
      const lines = [{ name: `${name}　${size}　${bind}`, qty: copies, unit: '部', p10 }];
      const extras = BIND_EXTRAS.filter(() => r.chance(0.35)).slice(0, 2);
      for (const [en, eu, elo, ehi, per] of extras)
        lines.push({
          name: `　${en}`,
          qty: per ? copies : 1,
          unit: eu,
          p10: Math.round(r.int(elo, ehi) / (per ? 1 : 1000)) * (per ? 1 : 1000),
        });
      lines.forEach((x) => (x.amount = Math.floor((x.qty * x.p10) / 10)));
      jobs.push({ date: dayOf(), slip: `${r.int(10, 99)}${r.digits(4)}`, job: `J${String(y).slice(2)}-${r.digits(4)}`, lines });
    }
    const buy = jobs.reduce((a, j) => a + j.lines.reduce((b, x) => b + x.amount, 0), 0);
    const tax = Math.floor(buy / 10);
    const prev = r.int(80, 900) * 1000 + r.int(0, 99) * 10;
    const kind = r.pick([0, 0, 1, 2]);
    const fee = r.pick([660, 770, 880]);
    const paid = kind === 0 ? prev : kind === 1 ? prev - fee : 0;
    const adjust = kind === 1 ? fee : 0;
    const carry = prev - paid - adjust;
    const total = carry + buy + tax;
    const payDay = addDays(from, r.int(3, Math.max(3, span - 2)));
    const fmt = DATE_FORMATS.dot;
    const md = ([, mm, dd]) => `${pad2(mm)}.${pad2(dd)}`;
    const entries = [
      ...jobs.map((j) => ({ ...j, kind: 'job' })),
      ...(paid ? [{ kind: 'pay', date: payDay, slip: `N${r.digits(5)}` }] : []),
    ].sort((a, b) => Date.UTC(...a.date) - Date.UTC(...b.date));
    const rowsHtml = entries
      .map((e) =>
        e.kind === 'pay'
          ? `<tr><td>${md(e.date)}</td><td>${e.slip}</td><td>御入金　振込</td><td></td><td></td><td></td><td></td><td class="num">${yen(paid)}</td><td></td></tr>${adjust ? `<tr><td>${md(e.date)}</td><td>${e.slip}</td><td>調整　振込手数料</td><td></td><td></td><td></td><td></td><td class="num">${yen(adjust)}</td><td></td></tr>` : ''}`
          : e.lines
              .map(
                (x, i) =>
                  `<tr><td>${i ? '' : md(e.date)}</td><td>${i ? '' : e.slip}</td><td>${x.name}</td><td class="num">${yen(x.qty)}</td><td style="text-align:center">${x.unit}</td><td class="num">${price10(x.p10)}</td><td class="num">${yen(x.amount)}</td><td></td><td>${i ? '' : e.job}</td></tr>`,
              )
              .join(''),
      )
      .join('');
    const sealHtml = seal(d, `right:${r.int(0, 30)}px;top:${r.int(-6, 10)}px;`);
    const css = `body { font-family: 'Noto Sans Mono CJK JP', 'Noto Sans CJK JP'; font-size: 8.8px; color: #111; line-height: 1.45; }
      .wrap { position: relative; height: 1123px; padding: 40px 44px 0; }
      .hd { display: flex; justify-content: space-between; }
      .to { width: 360px; font-size: 9.6px; line-height: 1.6; padding-top: 20px; } .to .n { font-size: 13.5px; margin-top: 8px; }
      .rt { width: 280px; } .rt h1 { margin: 0 0 8px; font-size: 20px; letter-spacing: 1em; text-align: center; font-weight: 500; }
      .rt table { width: 100%; } .rt td { padding: 1px 4px; } .rt td.l { width: 80px; }
      .msg { margin-top: 16px; }
      table.bx { width: 100%; margin-top: 6px; } .bx th { border: 1px solid #333; font-weight: 400; padding: 2px; font-size: 8.4px; background: #f1f1f1; } .bx td { border: 1px solid #333; padding: 6px 6px; text-align: right; font-size: 10.5px; } .bx td.g { font-weight: 700; font-size: 12px; }
      table.t { width: 100%; margin-top: 12px; font-size: 8.4px; } .t th { border-top: 1px solid #333; border-bottom: 1px solid #333; font-weight: 400; padding: 2px; } .t td { padding: 1.5px 4px; border-bottom: 1px dotted #bbb; white-space: nowrap; } .t tr.x td { border-top: 1px solid #333; border-bottom: 1px solid #333; }
      .ft { position: absolute; left: 44px; right: 44px; bottom: 80px; display: flex; justify-content: space-between; align-items: flex-end; }
      .ft .due { font-size: 9.6px; } .co { position: relative; width: 300px; line-height: 1.6; } .co .n { font-size: 13px; }
      .bk { position: absolute; left: 44px; right: 44px; bottom: 40px; border-top: 1px solid #333; padding-top: 5px; font-size: 9.2px; white-space: nowrap; }`;
    const period = `${fmt(from)}～${fmt(d.issue)}`;
    const page = `<div class="wrap"><div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<div class="n">${buyer}　御中</div><div style="margin-top:6px">得意先コード　${cust}</div></div>
        <div class="rt"><h1>請求書</h1><table><tr><td class="l">請求日</td><td>${fmt(d.issue)}（${close ? `${close}日` : '末日'}締切分）</td></tr><tr><td class="l">請求書No.</td><td>${d.no}</td></tr><tr><td class="l">対象期間</td><td>${period}</td></tr><tr><td class="l">頁</td><td>1/1</td></tr></table></div></div>
      <div class="msg">毎度ありがとうございます。下記のとおりご請求申し上げます。</div>
      <table class="bx"><tr><th>前回御請求額</th><th>御入金額</th><th>調整額</th><th>差引繰越額</th><th>今回御買上額</th><th>消費税額</th><th>今回御請求額</th></tr>
        <tr><td>${yen(prev)}</td><td>${yen(paid)}</td><td>${yen(adjust)}</td><td>${yen(carry)}</td><td>${yen(buy)}</td><td>${yen(tax)}</td><td class="g">${yen(total)}</td></tr></table>
      <table class="t"><tr><th style="width:38px">月日</th><th style="width:54px">伝票No.</th><th style="text-align:left">品名・加工内容</th><th style="width:52px">数量</th><th style="width:28px">単位</th><th style="width:52px">単価</th><th style="width:70px">金額</th><th style="width:66px">御入金額</th><th style="width:66px">備考</th></tr>
        ${rowsHtml}<tr class="x"><td></td><td></td><td>＊＊ 消費税（10%）　対象額 ${yen(buy)}</td><td></td><td></td><td></td><td class="num">${yen(tax)}</td><td></td><td></td></tr>
        <tr class="x"><td></td><td></td><td>＊＊ 合計</td><td></td><td></td><td></td><td class="num">${yen(buy + tax)}</td><td class="num">${yen(paid + adjust)}</td><td></td></tr></table>
      <div class="ft"><div class="due">お支払期日　${fmt(d.due)}<br><span style="font-size:8.2px">※単価は1部（1枚）あたり、金額は円未満切捨てです。</span></div>
        <div class="co">${sealHtml}〒${d.zip}<br><span class="addr">${d.address}</span><div class="n">${issuer}</div>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}</div></div>
      <div class="bk">お振込先：${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}　${holder}　（振込手数料は貴社ご負担にてお願いいたします）</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 253 — a small security company bills a store chain for the month's クラウド録画 and 保守 of its shops' cameras: a dark sidebar at the
// left holds the company (its mark, name, 〒 address, TEL, 登録番号, the 24時間 監視センター 0120 and a サポート 050 number), the main
// column has 請求書 with only a date at the top right, 請求書番号 / 契約番号 / 顧客番号 in a row, the buyer 御中, the ご請求額 card and a
// small （ご参考）前月ご請求額, a 設置先 table (each shop's 〒 address, TEL, カメラ台数, 録画プラン), the 明細 with a キャンペーン値引 △
// before the 消費税 sometimes, 合計, and the 振込先 in a box: a net bank's 法人 branch, its codes printed sometimes.
const BOUHAN_TRADES = [
  ['セキュリティ', 'セキュリティ'],
  ['セキュリティサービス', 'セキュリティサービス'],
  ['防犯システム', 'ボウハンシステム'],
  ['ネットワークス', 'ネットワークス'],
];
// [bank, code, main, [[branch, code]]]
const NET_BANKS = [
  [
    '住信SBIネット銀行',
    '0038',
    true,
    [
      ['法人第一支店', '106'],
      ['法人第二支店', '107'],
    ],
  ],
  [
    'GMOあおぞらネット銀行',
    '0310',
    false,
    [
      ['法人営業部', '101'],
      ['法人第二営業部', '102'],
    ],
  ],
  ['PayPay銀行', '0033', false, [['ビジネス営業部', '005']]],
  [
    '楽天銀行',
    '0036',
    true,
    [
      ['第一営業支店', '251'],
      ['第三営業支店', '253'],
    ],
  ],
];
// [plan, monthly per camera]
const REC_PLANS = [
  ['クラウド録画 14日保存', 1100],
  ['クラウド録画 30日保存', 1500],
  ['クラウド録画 60日保存', 2400],
];
LAYOUTS.push({
  id: 'L253-bouhan-camera',
  split: 'dev',
  title:
    "security company's monthly クラウド録画・保守 bill to a store chain: a dark sidebar at the left with the company (mark, name, 〒 address, TEL, 登録番号, 24時間 監視センター 0120, サポート 050), 請求書 with only a date at the top right, 請求書番号 / 契約番号 / 顧客番号 in a row, buyer 御中, the ご請求額 card and a （ご参考）前月ご請求額, a 設置先 table (shops' 〒 address, TEL, cameras, plan), 明細 with a キャンペーン値引 △ sometimes, 合計, and the 振込先 in a box (a net bank's 法人 branch, codes sometimes)",
  exercises:
    "a security company (…セキュリティ合同会社 / 合同会社…防犯システム / 株式会社…ネットワークス, a 合同会社 mostly) bills a store chain (株式会社…フーズ / …ドラッグ株式会社 / 株式会社…ストア 御中, 店舗運営部 … 様) for the month's クラウド録画 and 保守 of its shops' cameras: a dark SIDEBAR at the left holds the company — its mark, name, 〒 address, TEL, 登録番号 (the issuer's fields), the 24時間 監視センター 0120-… and a 技術サポート 050-… (never the issuer_phone); 請求書 with only a DATE at the top right, no label (2026年1月31日 or 2026-01-31) — issue_date; 請求書番号, 契約番号 (SC-…) and 顧客番号 (C-…) in a row — invoice_number the 請求書番号 only; ご請求額（税込）in a card — total_amount; a small （ご参考）前月ご請求額 ¥… under it — never the total; a 設置先 table: each shop (…店), its 〒 address and TEL, カメラ台数, 録画プラン — none of the fields; the 明細: クラウド録画サービス by the 台 for each shop, 保守サービス月額 by the 拠点, a カメラ交換 or 出張作業費 sometimes, a キャンペーン値引 △ before the 消費税 sometimes (as L180); 小計 / 値引 / 課税対象額 / 消費税（10%）/ 合計 — total_amount the 合計; the お支払期限 (or 支払期日); the お振込先 in a box: a net bank's 法人 branch (住信SBIネット銀行 法人第一支店, GMOあおぞらネット銀行 法人営業部, PayPay銀行 ビジネス営業部, 楽天銀行 第一営業支店), 普通, holder ﾄﾞ)… / …(ﾄﾞ as printed; 銀行コード and 支店コード printed beside the names sometimes — bank_code of a bank outside the eight only when printed, branch_code only when printed",
  opts: () => ({ rates: '10', items: 1, bank: 'main' }),
  render(d, r) {
    const [stem] = setCompanyWithKana(d, r, BOUHAN_TRADES, [
      ['合同会社', 'ド'],
      ['合同会社', 'ド'],
      ['株式会社', 'カ'],
    ]);
    const [bank, bankCode, main, branches] = r.pick(NET_BANKS);
    const [branch, branchCode] = r.pick(branches);
    d.bank = { name: bank, code: bankCode, main };
    d.branch = { name: branch, code: branchCode };
    d.type = 2;
    const issuer = d.form === '株式会社' && r.chance(0.4) ? spelled(d, 'paren') : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const center = `0120-${r.digits(3)}-${r.digits(3)}`;
    const support = `050-${r.digits(4)}-${r.digits(4)}`;
    const bs = otherStem(r, stem);
    const [chain, suffix] = r.pick([
      [`株式会社${bs}フーズ`, ''],
      [`${bs}ドラッグ株式会社`, `${bs}ドラッグ `],
      [`株式会社${bs}ストア`, `${bs}ストア `],
      [`株式会社${bs}ベーカリー`, ''],
    ]);
    const [y, m] = d.issue;
    const atEnd = r.chance(0.6);
    d.issue = atEnd ? endOfMonth(y, m) : [y, m, r.int(1, 5)];
    const svc = atEnd ? [y, m] : addMonths([y, m], -1);
    d.due = r.chance(0.5) ? endOfMonth(...addMonths(svc, 1)) : [...addMonths(svc, 2), 5];
    d.no = r.chance(0.5) ? `INV-${String(y)}${pad2(m)}-${r.digits(4)}` : `${String(y).slice(2)}${pad2(m)}${r.digits(5)}`;
    const contract = `SC-${r.int(2021, 2025)}-${r.digits(4)}`;
    const cust = `C-${r.digits(6)}`;
    const usedTowns = new Set();
    const shops = Array.from({ length: r.int(2, 4) }, () => {
      let pl = r.pick(PLACES);
      while (usedTowns.has(pl[0])) pl = r.pick(PLACES);
      usedTowns.add(pl[0]);
      const [z, town, area] = pl;
      const [plan, per] = r.pick(REC_PLANS);
      return {
        name: `${suffix}${townName(town)}店`,
        zip: z,
        addr: `${town}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`,
        tel: landlineOn(r, area),
        cams: r.int(4, 16),
        plan,
        per,
      };
    });
    const rows = shops.map((s) => ({
      name: `クラウド録画サービス（${s.name}・${s.plan}）`,
      qty: s.cams,
      unit: '台',
      price: s.per,
    }));
    const maint = r.pick([3000, 5000, 8000]);
    rows.push({ name: '保守サービス月額（定期点検・故障時駆付け）', qty: shops.length, unit: '拠点', price: maint });
    if (r.chance(0.4))
      rows.push({
        name: `カメラ交換（屋外ドーム型IPカメラ・${shops[0].name}）`,
        qty: 1,
        unit: '台',
        price: r.int(28, 45) * 1000,
      });
    if (r.chance(0.4)) rows.push({ name: '出張作業費（録画装置設定変更）', qty: 1, unit: '回', price: r.int(12, 18) * 1000 });
    rows.forEach((x) => (x.amount = x.qty * x.price));
    const sub = rows.reduce((a, x) => a + x.amount, 0);
    const pct = r.chance(0.45) ? r.pick([10, 20]) : 0;
    const disc = pct ? Math.floor((maint * shops.length * pct) / 100) : 0;
    const base = sub - disc;
    const tax = Math.floor(base / 10);
    const total = base + tax;
    const lastMonth = Math.round((total * r.range(0.85, 1.2)) / 10) * 10;
    const fmt = r.pick([DATE_FORMATS.seireki, DATE_FORMATS.hyphen]);
    const dueLabel = r.pick(['お支払期限', '支払期日']);
    const showCodes = r.chance(0.65);
    const accent = r.pick(['#0f172a', '#1f2937', '#172554']);
    const hi = r.pick(['#f59e0b', '#22c55e', '#38bdf8']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 8.8px; color: #1e293b; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; display: flex; }
      .side { width: 224px; height: 1123px; flex: none; background: ${accent}; color: #e2e8f0; padding: 40px 14px 0 16px; position: relative; font-size: 8.6px; line-height: 1.7; }
      .side .mk { width: 44px; height: 44px; border-radius: 10px; background: ${hi}; color: ${accent}; font-size: 22px; font-weight: 900; display: flex; align-items: center; justify-content: center; }
      .side .n { margin-top: 10px; font-size: 13px; font-weight: 700; color: #fff; line-height: 1.4; } .side .sec { margin-top: 16px; border-top: 1px solid #475569; padding-top: 8px; } .side .sec b { color: ${hi}; font-weight: 500; display: block; font-size: 8px; }
      .main { flex: 1; padding: 40px 36px 0 30px; position: relative; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; } .top h1 { margin: 0; font-size: 26px; font-weight: 700; letter-spacing: .2em; } .top .dt { font-size: 10px; padding-top: 8px; }
      .ids { display: flex; gap: 14px; margin-top: 8px; font-size: 8.6px; color: #475569; } .ids span b { color: #1e293b; font-weight: 500; margin-left: 4px; }
      .to { margin-top: 16px; } .to .n { font-size: 14px; font-weight: 700; }
      .card { margin-top: 12px; border: 1.5px solid ${accent}; border-radius: 8px; display: flex; justify-content: space-between; align-items: center; padding: 8px 16px; } .card .l { font-size: 11px; } .card .v { font-size: 22px; font-weight: 700; }
      .ref { text-align: right; font-size: 8px; color: #64748b; margin-top: 2px; }
      table.s { width: 100%; margin-top: 10px; font-size: 8.2px; } .s th { background: #e2e8f0; font-weight: 500; padding: 2px 4px; text-align: left; } .s td { border-bottom: 1px solid #e2e8f0; padding: 2px 4px; }
      table.t { width: 100%; margin-top: 12px; } .t th { border-bottom: 1.5px solid ${accent}; font-weight: 500; padding: 3px 4px; } .t td { border-bottom: 1px solid #e2e8f0; padding: 3px 4px; }
      .sum { width: 250px; margin-left: auto; margin-top: 6px; } .sum td { padding: 2px 6px; } .sum tr.g td { border-top: 2px solid ${accent}; font-weight: 700; font-size: 12px; }
      .bk { position: absolute; left: 30px; right: 36px; bottom: 52px; border: 1.5px solid ${accent}; border-radius: 6px; padding: 8px 14px; font-size: 9.2px; line-height: 1.8; } .bk .h { font-weight: 700; }`;
    const bankLine = showCodes
      ? `${d.bank.name}（銀行コード ${d.bank.code}）　${d.branch.name}（支店コード ${d.branch.code}）`
      : `${d.bank.name}　${d.branch.name}`;
    const page = `<div class="wrap"><div class="side"><div class="mk">${stem.slice(0, 1)}</div><div class="n">${issuer}</div>
        <div class="sec">〒${d.zip}<br>${d.address.replace(/ (.+)$/, '<br>$1')}<br>TEL ${d.tel}</div>
        <div class="sec"><b>適格請求書発行事業者 登録番号</b>${d.reg}</div>
        <div class="sec"><b>24時間 監視センター</b>${center}<br><b style="margin-top:4px">技術サポート（平日 9:00～18:00）</b>${support}</div></div>
      <div class="main"><div class="top"><h1>請求書</h1><div class="dt">${fmt(d.issue)}</div></div>
        <div class="ids"><span>請求書番号<b>${d.no}</b></span><span>契約番号<b>${contract}</b></span><span>顧客番号<b>${cust}</b></span></div>
        <div class="to"><div class="n">${chain}　御中</div><div>店舗運営部　${r.pick(SURNAMES)[0]} 様</div><div style="margin-top:6px">${svc[0]}年${svc[1]}月分のご利用料金を下記のとおりご請求いたします。</div></div>
        <div class="card"><span class="l">ご請求額（税込）</span><span class="v">¥${yen(total)}</span></div>
        <div class="ref">（ご参考）前月ご請求額 ¥${yen(lastMonth)}　／　${dueLabel} ${fmt(d.due)}</div>
        <table class="s"><tr><th>設置先</th><th>所在地</th><th>電話番号</th><th style="text-align:center">台数</th><th>録画プラン</th></tr>
          ${shops.map((s) => `<tr><td>${s.name}</td><td>〒${s.zip} ${s.addr}</td><td>${s.tel}</td><td style="text-align:center">${s.cams}台</td><td>${s.plan}</td></tr>`).join('')}</table>
        <table class="t"><tr><th style="text-align:left">品目</th><th style="width:36px">数量</th><th style="width:30px">単位</th><th style="width:58px">単価</th><th style="width:72px">金額</th></tr>
          ${rows.map((x) => `<tr><td>${x.name}</td><td class="num">${x.qty}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
        <table class="sum"><tr><td>小計</td><td class="num">${yen(sub)}</td></tr>${pct ? `<tr><td>キャンペーン値引（保守 ${pct}%OFF）</td><td class="num">${signed(-disc)}</td></tr><tr><td>課税対象額</td><td class="num">${yen(base)}</td></tr>` : ''}<tr><td>消費税（10%）</td><td class="num">${yen(tax)}</td></tr><tr class="g"><td>合計</td><td class="num">¥${yen(total)}</td></tr></table>
        <div style="margin-top:8px;font-size:8.2px;color:#475569">※録画データの保存期間はプランにより異なります。※機器の故障・映像の不具合は監視センターまでご連絡ください。</div>
        <div class="bk"><span class="h">お振込先</span><br>${bankLine}<br>${TYPE_LABEL[d.type]}預金　${d.account}　口座名義　${holder}<br><span style="font-size:8px">※振込手数料は貴社にてご負担をお願いいたします。</span></div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBankCode: showCodes, showBranchCode: showCodes } };
  },
});

// 254 — a 福祉タクシー run by its owner bills a hospital or a care home for the month's transfers of its patients: ご利用料金 請求書 at the
// top left over the buyer 御中 (its 〒 address, 地域連携室 or 生活相談員 … 様), the owner's block at the top right (屋号 large, 代表 and
// the name, 〒 address, TEL / FAX, the 予約専用 mobile, the 福祉輸送事業限定 許可 and 登録番号, a round seal), 請求日 and No. in 令和, one
// row per ride (ご利用日 with 曜日, ご利用者 … 様, 乗車地 → 降車地, 運賃 by time or distance, 介助料, 機材, 待機料, 計, 有料道路 立替), every
// fare 税込, a summary giving the 内消費税 and adding the tolls, and the 振込先 in a box: a ゆうちょ 記号・番号 with its 店名 form, or a
// 信用金庫.
const TAXI_HELP = [
  ['乗降介助', 1000],
  ['身体介助', 2000],
  ['階段介助', 3000],
];
const TAXI_GEAR = [
  ['車いす', 500],
  ['リクライニング車いす', 1500],
  ['ストレッチャー', 3000],
];
const HOSP_WORDS = ['市民病院', '総合病院', '大学病院', '医療センター', 'クリニック', '整形外科', '透析クリニック'];
LAYOUTS.push({
  id: 'L254-fukushi-taxi',
  split: 'dev',
  title:
    "福祉タクシー owner's monthly ご利用料金 請求書 to a hospital or a care home: title and buyer 御中 at the top left, the owner's block at the top right (屋号, 代表 and name, 〒 address, TEL / FAX, 予約専用 mobile, 福祉輸送事業限定 許可, 登録番号, a round seal), 令和 請求日 and No., one row per ride (日, ご利用者, 乗車地 → 降車地, 運賃 by time or distance, 介助料, 機材, 待機料, 計, 有料道路 立替), fares 税込 with the 内消費税 and the tolls added, and the 振込先 in a box (ゆうちょ 記号・番号 with its 店名 form, or a 信用金庫)",
  exercises:
    "a 福祉タクシー run by its owner (屋号 福祉タクシー ひなた / 山田介護タクシー / ケアタクシー そら, 代表 … under it — issuer_name the 屋号, as L22, its full-width space an ASCII one as NFKC gives it) bills a hospital or a care home (医療法人社団…会 …病院 / 社会福祉法人…会 特別養護老人ホーム… 御中, its 〒 address, 地域連携室 / 生活相談員 … 様 — none of the fields) for the month's rides: ご利用料金 請求書 at the top left; the owner's block at the TOP RIGHT (〒 address, TEL / FAX — the issuer's; the 予約専用 mobile never the issuer_phone; the 一般乗用旅客自動車運送事業（福祉輸送事業限定）許可 number none of the fields; 登録番号) with a round seal; 請求日 (令和8年1月31日) and 請求書No.; one row per ride: ご利用日 (1月12日（月）), ご利用者 (… 様, the patients — none of the fields), 乗車地 → 降車地 (自宅（…市…）, …市民病院, the buyer's home), 運賃 (時間制 90分 / 距離制 12.4km), 介助料, 機材 (車いす, ストレッチャー), 待機料, 計, 有料道路・駐車料（立替）— every fare 税込 (内税); the summary: 運賃・料金 合計（税込）, うち消費税（10%）, 有料道路・駐車料（立替金・不課税）, ご請求金額 — total_amount the 税込 sum plus the tolls (as L63 with L22's 立替), the 内消費税 inside it; お振込期日 (令和8年2月28日) — due_date; the お振込先 in a box: ゆうちょ銀行 記号 1…0 番号 …1 with its 店名 form for other banks (〇一八店 普通 1234567) — converted as the ゆうちょ rules above, or a 信用金庫 (…信用金庫 …支店, no codes); holder the owner's name, or the 屋号's kana before it (フクシタクシーヒナタ ヤマダ タロウ), as printed",
  opts: (r, inst) => ({ sole: true, rates: '10', items: 1, bank: inst === 1 ? 'other' : 'yucho' }),
  render(d, r) {
    const [sn, gn] = d.person.split(' ');
    const [snk] = d.holderBase.split(' ');
    const w = r.pick(YAGO_WORDS);
    const k = r.int(0, 3);
    d.yago = [`福祉タクシー　${w}`, `${sn}介護タクシー`, `ケアタクシー　${w}`, `介護タクシー${kata(w)}`][k];
    const yagoKana = [`フクシタクシー${kata(w)}`, `${snk}カイゴタクシー`, `ケアタクシー${kata(w)}`, `カイゴタクシー${kata(w)}`][
      k
    ];
    d.issuerName = d.yago;
    if (!d.yucho) {
      d.bank = localCoop(r, sn);
      d.branch = { name: r.pick(['本店', `${townName(placeOf(d.zip)[1])}支店`, '駅前支店', '中央支店']), code: r.digits(3) };
      d.type = 2;
    }
    if (r.chance(0.6)) d.holderBase = `${yagoKana} ${d.holderBase}`;
    const holder = holderPrinted(d, r.pick(['full', 'full', 'big', 'half']));
    const [, town, area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const resv = mobile(r);
    const city = cityOf(town);
    const bureau = {
      東京都: '関東運輸局',
      神奈川県: '関東運輸局',
      埼玉県: '関東運輸局',
      千葉県: '関東運輸局',
      群馬県: '関東運輸局',
      大阪府: '近畿運輸局',
      京都府: '近畿運輸局',
      兵庫県: '近畿運輸局',
      愛知県: '中部運輸局',
      静岡県: '中部運輸局',
      福岡県: '九州運輸局',
      北海道: '北海道運輸局',
      宮城県: '東北運輸局',
      広島県: '中国運輸局',
    }[town.match(PREF_RE)[1]];
    const permit = `${bureau} 許可第${r.int(100, 9999)}号`;
    buyerNear(d, r);
    const bs = otherStem(r, sn);
    const [buyer, unit, home] = r.pick([
      [`医療法人社団${bs}会　${bs}病院`, '地域連携室', `${bs}病院`],
      [`社会福祉法人${bs}会　特別養護老人ホーム${bs}の里`, '生活相談員', `${bs}の里`],
      [`医療法人${bs}会　介護老人保健施設${bs}`, '支援相談員', `老健${bs}`],
    ]);
    const [y, m] = d.issue;
    const atEnd = r.chance(0.5);
    const svc = atEnd ? [y, m] : addMonths([y, m], -1);
    const [sy, sm] = svc;
    d.issue = atEnd ? endOfMonth(y, m) : [y, m, r.int(1, 7)];
    d.due = r.chance(0.6) ? endOfMonth(...addMonths(svc, 1)) : [...addMonths(svc, 1), r.pick([15, 20, 25])];
    if (Date.UTC(...d.due) - Date.UTC(...d.issue) < 7 * 864e5) d.due = endOfMonth(...addMonths(svc, 2));
    d.no = r.chance(0.5) ? `${sy - 2018}${pad2(sm)}-${r.digits(2)}` : `FK-${r.int(1000, 9999)}`;
    const last = endOfMonth(sy, sm)[2];
    const people = Array.from({ length: r.int(2, 5) }, () => `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`);
    const hospitals = Array.from({ length: 3 }, () => `${r.pick(HAN_STEMS)[0]}${r.pick(HOSP_WORDS)}`);
    const rides = Array.from({ length: r.int(5, 10) }, () => {
      const who = r.pick(people);
      const there = r.pick(hospitals);
      const kind = r.int(0, 2);
      const [from, to] = kind === 0 ? [home, there] : kind === 1 ? [there, home] : [`自宅（${city}）`, home];
      const timed = r.chance(0.5);
      const mins = r.int(2, 8) * 15;
      const km = r.int(25, 280) / 10;
      const fare = timed
        ? Math.ceil(mins / 30) * r.pick([1800, 2000, 2200])
        : 750 + Math.ceil(Math.max(0, km - 1.1) / 0.26) * 100;
      const help = r.chance(0.8) ? r.pick(TAXI_HELP) : null;
      const gear = r.chance(0.7) ? r.pick(TAXI_GEAR) : null;
      const wait = r.chance(0.3) ? r.int(1, 4) * 30 : 0;
      const waitFee = (wait / 30) * r.pick([1000, 1200]);
      const toll = r.chance(0.25) ? r.int(3, 30) * 10 + r.pick([0, 300, 500]) : 0;
      const sum = fare + (help?.[1] ?? 0) + (gear?.[1] ?? 0) + waitFee;
      return { day: r.int(1, last), who, from, to, timed, mins, km, fare, help, gear, wait, waitFee, sum, toll };
    }).sort((a, b) => a.day - b.day);
    const gross = rides.reduce((a, x) => a + x.sum, 0);
    const inner = Math.floor((gross * 10) / 110);
    const tolls = rides.reduce((a, x) => a + x.toll, 0);
    const total = gross + tolls;
    const fmt = DATE_FORMATS.wareki;
    const teal = r.pick(['#0f766e', '#c2410c', '#6d28d9']);
    const sealHtml = `<div style="position:absolute;right:${r.int(0, 24)}px;top:${r.int(-6, 6)}px;width:54px;height:54px;border:2.5px solid #d23;border-radius:50%;color:#d23;font-family:'Noto Serif CJK JP';font-size:12px;display:flex;align-items:center;justify-content:center;text-align:center;line-height:1.1;opacity:.8">${sn}<br>之印</div>`;
    const bankHtml = d.yucho
      ? `ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}<br><span style="font-size:8.4px">他の金融機関からのお振込み：店名 ${d.branch.name}（店番 ${d.branch.code}）　${TYPE_LABEL[d.type]}預金　口座番号 ${d.account}</span>`
      : `${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9px; color: #222; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 40px 40px 0; }
      .hd { display: flex; justify-content: space-between; }
      .lt { width: 370px; } .lt h1 { margin: 0; font-size: 21px; font-weight: 700; color: ${teal}; letter-spacing: .12em; } .lt h1 small { display: block; font-size: 10px; color: #555; letter-spacing: .3em; font-weight: 500; }
      .to { margin-top: 18px; font-size: 9.4px; line-height: 1.6; } .to .n { font-size: 13.5px; font-weight: 700; border-bottom: 1.5px solid #333; padding-bottom: 2px; margin: 4px 0; }
      .co { position: relative; width: 300px; line-height: 1.65; font-size: 8.8px; } .co .n { font-size: 16px; font-weight: 700; letter-spacing: .05em; } .co .rv { display: inline-block; margin-top: 2px; border: 1px solid ${teal}; color: ${teal}; padding: 0 6px; border-radius: 3px; }
      .meta { margin-top: 8px; } .meta td { padding: 1px 10px 1px 0; font-size: 9.4px; }
      .amt { margin-top: 14px; display: flex; align-items: baseline; gap: 20px; border-bottom: 2px solid ${teal}; width: 400px; padding-bottom: 3px; } .amt .l { font-size: 12px; } .amt .v { font-size: 21px; font-weight: 700; }
      table.t { width: 100%; margin-top: 12px; font-size: 8.2px; } .t th { background: ${teal}; color: #fff; font-weight: 500; padding: 3px 2px; line-height: 1.3; } .t td { border-bottom: 1px solid #ddd; padding: 3px 3px; vertical-align: top; line-height: 1.35; } .t td.c { text-align: center; } .t .sm { font-size: 7.4px; color: #666; }
      .low { display: flex; justify-content: space-between; gap: 16px; margin-top: 10px; }
      .nt { flex: 1; font-size: 8.2px; line-height: 1.7; color: #444; }
      .sum { width: 300px; } .sum td { border: 1px solid #bbb; padding: 3px 8px; } .sum td.l { background: #f5f5f4; } .sum tr.i td { font-size: 8.2px; color: #555; } .sum tr.g td { font-weight: 700; font-size: 12px; border-top: 2px solid #222; }
      .bk { position: absolute; left: 40px; right: 40px; bottom: 56px; border: 1.5px solid ${teal}; padding: 8px 14px; line-height: 1.8; font-size: 9.4px; } .bk .h { font-weight: 700; color: ${teal}; }`;
    const page = `<div class="wrap"><div class="hd"><div class="lt"><h1>ご利用料金 請求書<small>福祉タクシー</small></h1>
          <div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<div class="n">${buyer}　御中</div>${unit}　${r.pick(SURNAMES)[0]} 様</div>
          <table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書No.</td><td>${d.no}</td></tr></table></div>
        <div class="co">${sealHtml}<div class="n">${d.yago}</div>代表　${sn} ${gn}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br><span class="rv">ご予約専用　${resv}</span><br>
          <span style="font-size:7.8px">一般乗用旅客自動車運送事業（福祉輸送事業限定）<br>${permit}</span><br>登録番号　${d.reg}</div></div>
      <div style="margin-top:14px">いつもご利用いただき誠にありがとうございます。${sy}年${sm}月分のご利用料金を下記のとおりご請求申し上げます。</div>
      <div class="amt"><span class="l">ご請求金額</span><span class="v">¥${yen(total)}-</span></div>
      <table class="t"><tr><th style="width:62px">ご利用日</th><th style="width:70px">ご利用者</th><th>乗車地 → 降車地</th><th style="width:58px">運賃</th><th style="width:56px">介助料</th><th style="width:62px">機材</th><th style="width:44px">待機料</th><th style="width:56px">計（税込）</th><th style="width:50px">有料道路<br>（立替）</th></tr>
        ${rides.map((x) => `<tr><td class="c">${sm}月${x.day}日（${weekday([sy, sm, x.day])}）</td><td>${x.who} 様</td><td>${x.from} → ${x.to}</td><td class="num">${yen(x.fare)}<br><span class="sm">${x.timed ? `時間制 ${x.mins}分` : `距離制 ${x.km.toFixed(1)}km`}</span></td><td class="num">${x.help ? `${yen(x.help[1])}<br><span class="sm">${x.help[0]}</span>` : '―'}</td><td class="num">${x.gear ? `${yen(x.gear[1])}<br><span class="sm">${x.gear[0]}</span>` : '―'}</td><td class="num">${x.wait ? `${yen(x.waitFee)}<br><span class="sm">${x.wait}分</span>` : '―'}</td><td class="num">${yen(x.sum)}</td><td class="num">${x.toll ? yen(x.toll) : '―'}</td></tr>`).join('')}</table>
      <div class="low"><div class="nt">※運賃・料金はすべて消費税込みの金額です。<br>※有料道路・駐車場の料金は立替金（不課税）として実費をご請求いたします。<br>※ご予約・キャンセルはご予約専用ダイヤルまでお願いいたします。<br>お振込期日　${fmt(d.due)}</div>
        <table class="sum"><tr><td class="l">運賃・料金 合計（税込）</td><td class="num">${yen(gross)}</td></tr><tr class="i"><td class="l">（うち消費税 10%）</td><td class="num">（${yen(inner)}）</td></tr><tr><td class="l">有料道路・駐車料（立替金・不課税）</td><td class="num">${yen(tolls)}</td></tr><tr class="g"><td class="l">ご請求金額</td><td class="num">¥${yen(total)}</td></tr></table></div>
      <div class="bk"><span class="h">お振込先</span><br>${bankHtml}<br>口座名義　${holder}</div></div>`;
    return { pages: [page], css, printed: { issuer: d.yago, holder, total, showTel: true } };
  },
});

// 255 — a 構造設計 engineer working alone under his office's name bills an architect's office for the 構造設計 of one building: 請求書
// centred, the buyer 御中 at the left, 請求日 and 請求No. at the right, a 業務概要 box (物件名, 建設地 as a 地名地番, 構造・規模, 確認申請
// and 構造計算適合性判定 numbers), the 報酬 rows, 報酬額 / 消費税 / 合計 / 源泉徴収税額 △ / 差引ご請求額, the お支払期限, and at the foot the
// engineer's block at the left (屋号, his 一級建築士 and 構造設計一級建築士 numbers, the 建築士事務所 登録, 〒 address, TEL, 登録番号, his
// seal) beside the 振込先 in two columns.
const KOUZOU_WORDS = ['構造設計事務所', '構造設計室', '建築構造研究所', '構造計画'];
const BUILDINGS_PLANNED = [
  ['邸新築工事', '木造 地上2階', 110, 220],
  ['ビル新築工事', 'RC造 地上5階', 900, 2400],
  ['共同住宅新築工事', 'RC造 地上4階', 800, 1800],
  ['倉庫新築工事', 'S造 平屋建', 600, 2200],
  ['クリニック新築工事', 'S造 地上3階', 400, 900],
  ['保育園増築工事', '木造 地上2階', 300, 700],
];
LAYOUTS.push({
  id: 'L255-kouzou-sekkei',
  split: 'dev',
  title:
    "構造設計 engineer's bill under his office's name to an architect's office: 請求書 centred, buyer 御中 left, 請求日 and 請求No. right, a 業務概要 box (物件名, 建設地 地名地番, 構造・規模, 確認申請 and 適判 numbers), 報酬 rows, 報酬額 / 消費税 / 合計 / 源泉徴収税額 △ / 差引ご請求額, and at the foot his block (屋号, 一級建築士 and 構造設計一級建築士 numbers, 建築士事務所 登録, 〒 address, TEL, 登録番号, seal) at the left beside the 振込先 in two columns",
  exercises:
    "a 構造設計 engineer working alone under his office's name (山田構造設計事務所 / 構造設計室 そら / 佐藤建築構造研究所 — a sole proprietor, issuer_name the 屋号 as L22, never his name under it) bills an architect's office (株式会社…設計 / …建築設計事務所 / 株式会社…工務店 一級建築士事務所 御中, … 様) for the 構造設計 of one building: 請 求 書 centred; 請求日 (令和8年1月31日, or R8.1.31) and 請求No. at the right; a 業務概要 box — 物件名 (（仮称）…邸新築工事 / …ビル新築工事), 建設地 (a 地名地番, …町二丁目123番4), 構造・規模 (RC造 地上5階, 延床面積 1,234.56㎡), 確認申請 受付番号 and 構造計算適合性判定 番号 — none of the fields; rows: 構造設計・構造計算業務 1 式, 構造図作成 by the 枚, 適合性判定 質疑対応, 配筋検査 立会い by the 回, 設計変更対応 sometimes; 報酬額（税抜）/ 消費税（10%）/ 合計 / 源泉徴収税額 (報酬額 × 10.21%, or (報酬額 − 100万円) × 20.42% + 102,100 over 100万円) △ / 差引ご請求額 — total_amount the amount after the 源泉 (as L15), never the 合計; お支払期限 (令和…年…月…日); at the FOOT his block at the left — 屋号, 代表 and his name, 一級建築士（大臣登録 第123456号）, 構造設計一級建築士（交付 第1234号）, 一級建築士事務所（…知事登録 第12345号）— none of them fields — then 〒 address, TEL / FAX or a mobile, 登録番号 (the issuer's fields) and his seal; the お振込先 at the right in two columns (金融機関 …銀行 …支店 | 口座 普通 1234567, 口座名義 spanning: his name, or the 屋号's kana before it, full-width or half-width, as printed)",
  opts: (r, inst) => ({ sole: true, rates: '10', items: 1, bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    const [sn, gn] = d.person.split(' ');
    const [snk] = d.holderBase.split(' ');
    const word = r.pick(KOUZOU_WORDS);
    const yw = r.pick(YAGO_WORDS);
    const fancy = word === '構造設計室' && r.chance(0.6);
    d.yago = fancy ? `構造設計室　${yw}` : `${sn}${word}`;
    const wordKana = {
      構造設計事務所: 'コウゾウセッケイジムショ',
      構造設計室: 'コウゾウセッケイシツ',
      建築構造研究所: 'ケンチクコウゾウケンキュウショ',
      構造計画: 'コウゾウケイカク',
    }[word];
    const yagoKana = fancy ? `コウゾウセッケイシツ${kata(yw)}` : `${snk}${wordKana}`;
    d.issuerName = d.yago;
    netOrdinary(d);
    if (r.chance(0.5)) d.holderBase = `${yagoKana} ${d.holderBase}`;
    const holder = holderPrinted(d, r.pick(['full', 'big', 'half-big']));
    const [, town] = placeOf(d.zip);
    const pref = town.match(PREF_RE)[1];
    buyerNear(d, r);
    const bs = otherStem(r, sn);
    const buyer = r.pick([
      `株式会社${bs}設計`,
      `${bs}建築設計事務所`,
      `株式会社${bs}工務店　一級建築士事務所`,
      `株式会社${bs}アーキテクツ`,
    ]);
    const [kind, struct, alo, ahi] = r.pick(BUILDINGS_PLANNED);
    const owner = kind.startsWith('邸') ? `${r.pick(SURNAMES)[0]}` : r.pick(HAN_STEMS)[0];
    const title = `（仮称）${owner}${kind}`;
    const [, siteTown] = r.pick(samePref(d.zip));
    const site = `${siteTown}${r.pick(['一', '二', '三', '四'])}丁目${r.int(10, 999)}番${r.int(1, 30)}`;
    const area2 = (r.int(alo * 100, ahi * 100) / 100).toFixed(2);
    const [y, m] = d.issue;
    d.issue = r.chance(0.5) ? endOfMonth(y, m) : [y, m, r.int(5, 28)];
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 1), r.pick([15, 20, 25])];
    d.no = r.chance(0.5) ? `${String(y).slice(2)}-${r.digits(3)}` : `K${y - 2018}${pad2(m)}${r.digits(2)}`;
    const small = kind.startsWith('邸');
    const rows = [
      {
        name: '構造設計・構造計算業務',
        sub: struct,
        qty: 1,
        unit: '式',
        price: (small ? r.int(15, 40) : r.int(60, 180)) * 10000,
      },
      {
        name: '構造図作成',
        sub: '伏図・軸組図・断面リスト・詳細図',
        qty: r.int(6, small ? 12 : 30),
        unit: '枚',
        price: r.pick([8000, 10000, 12000]),
      },
    ];
    if (!small && r.chance(0.7))
      rows.push({ name: '構造計算適合性判定 質疑対応', sub: '', qty: 1, unit: '式', price: r.int(10, 30) * 10000 });
    if (r.chance(0.6))
      rows.push({ name: '配筋検査 立会い', sub: '', qty: r.int(1, 4), unit: '回', price: r.pick([30000, 40000, 50000]) });
    if (r.chance(0.3))
      rows.push({ name: '設計変更対応（開口追加に伴う再計算）', sub: '', qty: 1, unit: '式', price: r.int(5, 20) * 10000 });
    rows.forEach((x) => (x.amount = x.qty * x.price));
    const fee = rows.reduce((a, x) => a + x.amount, 0);
    const tax = Math.floor(fee / 10);
    const over = fee > 1000000;
    const gensen = over ? Math.floor(((fee - 1000000) * 2042) / 10000) + 102100 : Math.floor((fee * 1021) / 10000);
    const total = fee + tax - gensen;
    const fmt = r.pick([DATE_FORMATS.wareki, DATE_FORMATS.wareki, DATE_FORMATS.warekiShort]);
    const confirm = `第${r.pick(['BV', 'ERI', 'UHEC'])}${String(y).slice(2)}${r.digits(5)}号`;
    const tekihan = `第${r.int(10, 99)}-${r.digits(4)}号`;
    const sealHtml = seal(d, `left:${r.int(200, 250)}px;top:${r.int(-6, 10)}px;`);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 9.4px; color: #222; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 52px 56px 0; }
      h1 { margin: 0; text-align: center; font-size: 22px; font-weight: 500; letter-spacing: 1em; padding-left: 1em; }
      .hd { display: flex; justify-content: space-between; margin-top: 26px; align-items: flex-end; }
      .to .n { font-size: 14.5px; border-bottom: 1px solid #333; padding: 0 24px 2px 0; } .rt { text-align: right; line-height: 1.8; }
      .gx { width: 100%; margin-top: 18px; border: 1px solid #555; font-size: 9px; } .gx td { border: 1px solid #aaa; padding: 3px 8px; } .gx td.l { background: #f1efe9; width: 110px; }
      table.t { width: 100%; margin-top: 16px; } .t th { border-top: 1px solid #333; border-bottom: 1px solid #333; font-weight: 500; padding: 3px; } .t td { border-bottom: 1px solid #ddd; padding: 4px 6px; } .t .sub { font-size: 8px; color: #666; }
      .sum { width: 330px; margin-left: auto; margin-top: 10px; } .sum td { padding: 3px 8px; border-bottom: 1px solid #ddd; } .sum tr.w td { color: #333; } .sum tr.g td { font-size: 13px; font-weight: 700; border-top: 1.5px solid #222; border-bottom: 3px double #222; }
      .ft { position: absolute; left: 56px; right: 56px; bottom: 56px; display: flex; gap: 22px; align-items: flex-end; }
      .co { position: relative; width: 330px; line-height: 1.65; font-size: 8.8px; } .co .n { font-size: 15px; letter-spacing: .06em; } .co .q { font-size: 7.8px; color: #444; }
      .bk { flex: 1; } .bk .h { font-weight: 700; margin-bottom: 3px; } .bk table { width: 100%; } .bk td { border: 1px solid #888; padding: 4px 8px; vertical-align: top; } .bk td.l { background: #f1efe9; width: 56px; }`;
    const page = `<div class="wrap"><h1>請求書</h1>
      <div class="hd"><div class="to"><div class="n">${buyer}　御中</div><div style="margin-top:4px">${r.pick(SURNAMES)[0]} 様</div></div><div class="rt">請求日　${fmt(d.issue)}<br>請求No.　${d.no}</div></div>
      <div style="margin-top:16px">拝啓　時下ますますご清栄のこととお慶び申し上げます。<br>下記物件の構造設計業務につきまして、以下のとおりご請求申し上げます。</div>
      <table class="gx"><tr><td class="l">物件名</td><td colspan="3">${title}</td></tr><tr><td class="l">建設地</td><td colspan="3">${site}</td></tr>
        <tr><td class="l">構造・規模</td><td>${struct}</td><td class="l">延床面積</td><td>${yen(Math.floor(area2))}.${area2.split('.')[1]}㎡</td></tr>
        <tr><td class="l">確認申請 受付番号</td><td>${confirm}</td><td class="l">適合性判定</td><td>${small ? '対象外' : tekihan}</td></tr></table>
      <table class="t"><tr><th style="text-align:left">業務内容</th><th style="width:50px">数量</th><th style="width:34px">単位</th><th style="width:84px">単価</th><th style="width:96px">金額</th></tr>
        ${rows.map((x) => `<tr><td>${x.name}${x.sub ? `<br><span class="sub">${x.sub}</span>` : ''}</td><td class="num">${x.qty}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <table class="sum"><tr><td>報酬額（税抜）</td><td class="num">${yen(fee)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(tax)}</td></tr><tr><td>合計</td><td class="num">${yen(fee + tax)}</td></tr>
        <tr class="w"><td>源泉徴収税額<br><span style="font-size:7.8px">${over ? `（${yen(fee)} − 1,000,000）× 20.42% ＋ 102,100` : `${yen(fee)} × 10.21%`}</span></td><td class="num">△${yen(gensen)}</td></tr><tr class="g"><td>差引ご請求額</td><td class="num">¥${yen(total)}</td></tr></table>
      <div style="margin-top:12px">お支払期限　${fmt(d.due)}</div>
      <div style="margin-top:4px;font-size:8.6px;color:#444">※源泉徴収税額は貴社にて納付くださいますようお願いいたします。</div>
      <div class="ft"><div class="co">${sealHtml}<div class="n">${d.yago}</div>代表　${sn} ${gn}<br><span class="q">一級建築士（大臣登録 第${r.int(100000, 399999)}号）<br>構造設計一級建築士（交付 第${r.int(1000, 9999)}号）<br>一級建築士事務所（${pref}知事登録 第${r.int(10000, 69999)}号）</span><br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}${/^0[789]0/.test(d.tel) ? '' : `　FAX ${d.fax}`}<br>登録番号　${d.reg}</div>
        <div class="bk"><div class="h">お振込先</div><table><tr><td class="l">金融機関</td><td>${d.bank.name}<br>${d.branch.name}</td><td class="l">口座</td><td>${TYPE_LABEL[d.type]}<br>${d.account}</td></tr><tr><td class="l">口座名義</td><td colspan="3">${holder}</td></tr></table></div></div></div>`;
    return { pages: [page], css, printed: { issuer: d.yago, holder, total } };
  },
});

// 256 — a 一般社団法人 that promotes its region's products bills a company for the お歳暮 (or お中元) it sent through it: a letterhead
// centred at the top (a round mark, the 法人's name, its 事務局's 〒 address, TEL / FAX and 登録番号), 御請求書 with 発行日 / 請求書番号 /
// ご注文番号 / ご注文日, the buyer 御中 with its 〒 address, the 御請求金額 box, the 商品 table (食品 ※8%, 地酒 and 工芸品 10%, 送料 10%),
// a 税率別 summary, the お届け先一覧 (each recipient's 〒 address, name 様 and TEL), the 振込先 with its codes, the 協会's アンテナショップ
// in a line, and a 振込依頼書 under a キリトリ線 with its ご依頼人控, the account, the amount in boxes and the buyer's お客様番号.
const BUSSAN_KINDS = [
  ['物産振興協会', 'ブッサンシンコウキョウカイ'],
  ['観光物産協会', 'カンコウブッサンキョウカイ'],
  ['ふるさと物産協会', 'フルサトブッサンキョウカイ'],
];
// [product, price lo, hi, rate]
const GIFTS = [
  ['特選りんご（ふじ）5kg 化粧箱', 4800, 6800, 8],
  ['黒毛和牛 すき焼き用 600g', 8000, 12000, 8],
  ['銘菓詰合せ 24個入', 2500, 4200, 8],
  ['手延べうどん 乾麺 20束', 3000, 4500, 8],
  ['季節の果物 詰合せ', 5000, 8000, 8],
  ['特産はちみつ 3本セット', 3600, 5400, 8],
  ['干し椎茸・昆布 詰合せ', 3200, 5000, 8],
];
const GIFTS10 = [
  ['地酒 純米吟醸 720ml 2本箱入', 4500, 7000, 10],
  ['地ビール 6本セット', 3800, 5200, 10],
  ['漆塗り 夫婦箸セット', 3800, 6500, 10],
  ['木工 コースター 5枚組', 2200, 3600, 10],
];
LAYOUTS.push({
  id: 'L256-bussan-zoutou',
  split: 'dev',
  title:
    "一般社団法人 物産協会's bill for a company's お歳暮 / お中元 sent through it: a centred letterhead (mark, the 法人, 事務局 〒 address, TEL / FAX, 登録番号), 御請求書 with 発行日 / 請求書番号 / ご注文番号 / ご注文日, buyer 御中 with its 〒 address, the 御請求金額 box, 商品 rows (食品 ※8%, 地酒・工芸品 10%, 送料), a 税率別 summary, the お届け先一覧 (recipients' 〒 address, name 様, TEL), the 振込先 with codes, the アンテナショップ line, and a 振込依頼書 with its ご依頼人控 under a キリトリ線",
  exercises:
    "a 一般社団法人 promoting its region's products (一般社団法人…物産振興協会 / …観光物産協会 / …ふるさと物産協会) bills a company (株式会社…商事 / …工業株式会社 御中, 総務部, its 〒 address and TEL — none of the fields) for the お歳暮 or お中元 it sent to the company's customers: a letterhead CENTRED at the top (a round mark, the 法人's name, 事務局 〒 address, TEL / FAX, 登録番号 — the issuer's fields; issuer_name the 法人's name as printed, 一般社団法人 and all); 御請求書; 発行日 (2026年1月15日 or 2026/01/15), 請求書番号, ご注文番号 (W-… / F-…) and ご注文日 — invoice_number the 請求書番号, issue_date the 発行日; 御請求金額（税込）in a box — total_amount; the 商品 table: 商品コード, 商品名 (りんご, 和牛, 銘菓 with ※ at 8%; 地酒, 地ビール, 漆器 at 10% — alcohol is not reduced), 税率, 単価, 数量, 金額, then 送料 by the 件 (10%) and のし・包装 無料; a 税率別 summary: 8%対象 / 消費税（8%）/ 10%対象 / 消費税（10%）/ 御請求金額 — total_amount; お振込期日; the お届け先一覧: No., each recipient's 〒 address, name 様 (people and companies) and TEL, 商品, 発送日 — none of the fields; the お振込先 (a main bank, a regional bank, a 信用金庫 or 信用組合) with its 金融機関コード and 店番 printed — bank_code and branch_code as printed; the 協会's アンテナショップ (…物産館, its own 〒 address and TEL) in a line — none of the fields (as L178); under a キリトリ線 a 振込依頼書 with its 振込金受取書（ご依頼人控）: the account again (code boxes, 預金種目 circled, 口座番号 in boxes), 受取人 the holder (ｼﾔ)… / シヤ）…, as printed), the amount in boxes, ご依頼人 the buyer's name with its お客様番号 — never the issuer, nor another amount",
  opts: (r, inst) => ({ rates: 'mixed', items: 1, bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const [stem, stemKana] = r.pick(STEMS);
    const [kind, kindKana] = r.pick(BUSSAN_KINDS);
    d.sole = false;
    d.corpBody = `${stem}${kind}`;
    d.form = '一般社団法人';
    d.formBefore = true;
    d.issuerName = `一般社団法人${stem}${kind}`;
    d.holderBase = `シャ）${stemKana}${kindKana}`;
    if (!d.bank.main && r.chance(0.6)) {
      d.bank = localCoop(r, stem, r.pick(['信用金庫', '信用組合']));
      d.branch = r.pick([
        { name: '本店営業部', code: '001' },
        { name: '本店', code: '001' },
        { name: `${townName(placeOf(d.zip)[1])}支店`, code: `${r.int(1, 8)}${r.digits(2)}` },
      ]);
    }
    netOrdinary(d);
    const holder = holderPrinted(d, r.pick(['big', 'half-big', 'half-big']));
    const [, town, area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const shop = `${stem}${r.pick(['物産館', 'ふるさと館', '特産品センター'])}`;
    const shopAddr = `${town}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
    const shopTel = landlineOn(r, area);
    const bs = otherStem(r, stem);
    const buyer = r.pick([`株式会社${bs}商事`, `${bs}工業株式会社`, `株式会社${bs}建設`, `${bs}電機株式会社`]);
    const custNo = r.digits(6);
    const [y, m] = d.issue;
    const winter = r.chance(0.6);
    // お歳暮 ordered in November and December, お中元 in June and July; billed when shipped.
    const [oy, om] = winter ? [m <= 6 ? y - 1 : y, r.pick([11, 12])] : [y, r.pick([6, 7])];
    const ordered = [oy, om, r.int(1, 15)];
    const shipDay = addDays(ordered, r.int(3, 10));
    d.issue = addDays(shipDay, r.int(0, 6));
    d.due = r.chance(0.5) ? endOfMonth(...addMonths(d.issue.slice(0, 2), 1)) : addDays(d.issue, r.pick([14, 20, 30]));
    d.no = r.chance(0.5) ? `${String(d.issue[0]).slice(2)}${pad2(d.issue[1])}-${r.digits(4)}` : `BS${r.digits(6)}`;
    const orderNo = `${r.pick(['W', 'F'])}-${r.digits(7)}`;
    const picks = [r.pick(GIFTS)];
    const pool = [...GIFTS.filter((g) => g !== picks[0]), ...GIFTS10, ...GIFTS10];
    for (let k = r.int(1, 3); k > 0; k--) {
      const g = r.pick(pool.filter((x) => !picks.includes(x)));
      picks.push(g);
    }
    const products = picks.map(([name, lo, hi, rate]) => ({
      code: `${rate === 8 ? 'F' : 'G'}${r.digits(4)}`,
      name,
      rate,
      price: Math.round(r.int(lo, hi) / 100) * 100 + r.pick([0, 0, 80]),
      qty: 0,
    }));
    const families = [...SURNAMES];
    const recipients = Array.from({ length: r.int(4, 7) }, (_, i) => {
      const [z, t, a] = r.pick(PLACES);
      const p = products[i < products.length ? i : r.int(0, products.length - 1)];
      p.qty += 1;
      const sur = families.splice(r.int(0, families.length - 1), 1)[0][0];
      const company = r.chance(0.4);
      return {
        zip: z,
        addr: `${t}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`,
        name: company
          ? `${r.pick(['株式会社', '有限会社'])}${otherStem(r, stem)}${r.pick(['工業', '商事', '建設'])}　${sur} ${r.pick(GIVEN)[0]} 様`
          : `${sur} ${r.pick(GIVEN)[0]} 様`,
        tel: landlineOn(r, a),
        item: p.name,
        ship: addDays(shipDay, r.int(0, 2)),
      };
    });
    const used = products.filter((p) => p.qty);
    const postage = r.pick([880, 990, 1100]);
    const lines = [
      ...used.map((p) => ({ ...p, amount: p.qty * p.price })),
      {
        code: '',
        name: '送料（県外・常温）',
        rate: 10,
        price: postage,
        qty: recipients.length,
        amount: postage * recipients.length,
      },
    ];
    const by = { 8: 0, 10: 0 };
    for (const x of lines) by[x.rate] += x.amount;
    const tax8 = Math.floor((by[8] * 8) / 100);
    const tax10 = Math.floor(by[10] / 10);
    const total = by[8] + tax8 + by[10] + tax10;
    const fmt = r.pick([DATE_FORMATS.seireki, DATE_FORMATS.slash]);
    const md = ([, mm, dd]) => `${mm}/${dd}`;
    // 1.普通 2.当座, the account's circled.
    const typeMark = [2, 1]
      .map(
        (t, i) =>
          `<span style="${d.type === t ? 'border:1px solid #222;border-radius:50%;' : ''}padding:0 3px">${i + 1}.${TYPE_LABEL[t]}</span>`,
      )
      .join(' ');
    const boxes = (s, n) =>
      `<span class="bx">${Array.from({ length: n }, (_, i) => `<i>${s.padStart(n, ' ')[i].trim()}</i>`).join('')}</span>`;
    const brown = r.pick(['#7c2d12', '#14532d', '#1e3a5f']);
    const sealHtml = hanko(
      '理事長<br>之印',
      `right:${r.int(0, 24)}px;top:${r.int(-2, 8)}px;width:48px;height:48px;border-radius:50%;font-size:10px;`,
    );
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 8.6px; color: #222; line-height: 1.45; }
      .wrap { position: relative; height: 1123px; padding: 24px 38px 0; }
      .lh { position: relative; text-align: center; border-bottom: 2px solid ${brown}; padding-bottom: 6px; }
      .lh .mk { display: inline-block; width: 26px; height: 26px; border-radius: 50%; border: 3px solid ${brown}; vertical-align: middle; margin-right: 8px; background: radial-gradient(circle, ${brown} 30%, transparent 32%); }
      .lh .n { display: inline-block; vertical-align: middle; font-size: 18px; font-weight: 700; letter-spacing: .08em; color: ${brown}; } .lh .a { font-size: 8.2px; margin-top: 2px; }
      .hd { display: flex; justify-content: space-between; margin-top: 10px; align-items: flex-start; }
      .to { width: 360px; font-size: 9px; } .to .n { font-size: 13.5px; font-weight: 700; border-bottom: 1.5px solid #222; padding-bottom: 1px; margin: 3px 0; }
      .rt h1 { margin: 0 0 4px; font-size: 19px; letter-spacing: .5em; text-align: right; } .meta td { border: 1px solid #aaa; padding: 1px 8px; } .meta td.l { background: #f4efe8; }
      .amt { margin-top: 8px; display: inline-flex; border: 2px solid ${brown}; } .amt .l { background: ${brown}; color: #fff; padding: 4px 12px; font-size: 10.5px; } .amt .v { padding: 1px 16px; font-size: 18px; font-weight: 700; min-width: 180px; text-align: right; }
      table.t { width: 100%; margin-top: 8px; } .t th { background: #f4efe8; border: 1px solid #aaa; font-weight: 500; padding: 1px 3px; } .t td { border: 1px solid #ccc; padding: 1.5px 5px; }
      .mid { display: flex; justify-content: space-between; gap: 14px; margin-top: 6px; } .nt { flex: 1; font-size: 8px; color: #444; line-height: 1.6; }
      .sum { width: 290px; } .sum td { border: 1px solid #aaa; padding: 1.5px 8px; } .sum td.l { background: #f4efe8; } .sum tr.g td { font-weight: 700; font-size: 11px; }
      .cap { margin-top: 8px; font-weight: 700; color: ${brown}; } table.dl { width: 100%; font-size: 7.8px; margin-top: 2px; } .dl th { background: #f4efe8; border: 1px solid #aaa; font-weight: 500; padding: 1px; } .dl td { border: 1px solid #ddd; padding: 1px 4px; white-space: nowrap; overflow: hidden; }
      .bk { margin-top: 8px; border: 1px solid #888; padding: 4px 10px; font-size: 9px; }
      .shop { margin-top: 4px; font-size: 7.8px; color: #555; }
      .cut { position: absolute; left: 0; right: 0; top: 858px; border-top: 1px dashed #666; text-align: center; font-size: 7.6px; color: #666; } .cut span { position: relative; top: -6px; background: #fff; padding: 0 8px; }
      .slip { position: absolute; left: 30px; right: 30px; top: 872px; height: 222px; display: flex; gap: 8px; font-size: 8px; }
      .slip .p { border: 1.2px solid #2f6f3e; padding: 5px 7px; color: #1c3b24; } .slip .h { text-align: center; font-weight: 700; font-size: 10px; letter-spacing: .3em; border-bottom: 1px solid #2f6f3e; margin-bottom: 4px; }
      .slip table { width: 100%; } .slip td { border: 1px solid #8fb59a; padding: 2px 4px; vertical-align: middle; } .slip td.l { background: #eef6ef; width: 62px; font-size: 7.6px; }
      .bx { display: inline-flex; } .bx i { font-style: normal; display: inline-block; width: 13px; height: 16px; border: 1px solid #8fb59a; margin-left: -1px; text-align: center; line-height: 15px; font-size: 9.5px; color: #111; }`;
    const page = `<div class="wrap"><div class="lh">${sealHtml}<span class="mk"></span><span class="n">${d.issuerName}</span><div class="a">事務局　〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}　登録番号 ${d.reg}</div></div>
      <div class="hd"><div class="to">〒${d.buyerZip}　${d.buyerAddress}<div class="n">${buyer}　御中</div>総務部　${r.pick(SURNAMES)[0]} 様　TEL ${d.buyerTel}<div style="margin-top:5px">このたびは${winter ? 'お歳暮' : 'お中元'}のご用命を賜り誠にありがとうございました。<br>下記のとおりご請求申し上げます。</div></div>
        <div class="rt"><h1>御請求書</h1><table class="meta"><tr><td class="l">発行日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求書番号</td><td>${d.no}</td></tr><tr><td class="l">ご注文番号</td><td>${orderNo}</td></tr><tr><td class="l">ご注文日</td><td>${fmt(ordered)}</td></tr></table></div></div>
      <div class="amt"><span class="l">御請求金額（税込）</span><span class="v">¥${yen(total)}-</span></div>
      <table class="t"><tr><th style="width:50px">商品コード</th><th style="text-align:left">商品名</th><th style="width:34px">税率</th><th style="width:60px">単価</th><th style="width:34px">数量</th><th style="width:72px">金額</th></tr>
        ${lines.map((x) => `<tr><td style="text-align:center">${x.code}</td><td>${x.name}${x.rate === 8 ? ' ※' : ''}</td><td style="text-align:center">${x.rate}%</td><td class="num">${yen(x.price)}</td><td class="num">${x.qty}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}
        <tr><td></td><td>のし・包装（${winter ? '御歳暮' : '御中元'}・外のし）</td><td></td><td class="num">0</td><td class="num">${recipients.length}</td><td class="num">0</td></tr></table>
      <div class="mid"><div class="nt">※印は軽減税率（8%）対象商品です。酒類・工芸品・送料は標準税率（10%）です。<br>お振込期日　<b>${fmt(d.due)}</b><br>※商品到着後の破損・不良は、お届け先様より直接ご連絡いただいても承ります。</div>
        <table class="sum"><tr><td class="l">8%対象（※）</td><td class="num">${yen(by[8])}</td><td class="l">消費税（8%）</td><td class="num">${yen(tax8)}</td></tr><tr><td class="l">10%対象</td><td class="num">${yen(by[10])}</td><td class="l">消費税（10%）</td><td class="num">${yen(tax10)}</td></tr><tr class="g"><td class="l" colspan="2">御請求金額（税込）</td><td class="num" colspan="2">¥${yen(total)}</td></tr></table></div>
      <div class="cap">お届け先一覧（${recipients.length}件）</div>
      <table class="dl"><tr><th style="width:18px">No.</th><th style="text-align:left">お届け先（ご住所・お名前・電話番号）</th><th style="text-align:left;width:170px">商品</th><th style="width:40px">発送日</th></tr>
        ${recipients.map((x, i) => `<tr><td style="text-align:center">${i + 1}</td><td>〒${x.zip} ${x.addr}　${x.name}　TEL ${x.tel}</td><td>${x.item}</td><td style="text-align:center">${md(x.ship)}</td></tr>`).join('')}</table>
      <div class="bk"><b>お振込先</b>　${d.bank.name}（金融機関コード ${d.bank.code}）　${d.branch.name}（店番 ${d.branch.code}）　${TYPE_LABEL[d.type]}預金　${d.account}　口座名義 ${holder}</div>
      <div class="shop">アンテナショップ　${shop}　〒${d.zip}　${shopAddr}　TEL ${shopTel}（10:00～18:00 水曜定休）</div>
      <div class="cut"><span>✂ キ リ ト リ 線</span></div>
      <div class="slip"><div class="p" style="width:190px"><div class="h">振込金受取書</div><div style="text-align:center;font-size:7.4px;margin:-2px 0 4px">（ご依頼人控）</div>
          <table><tr><td class="l">お振込先</td><td>${d.bank.name}<br>${d.branch.name}</td></tr><tr><td class="l">口座番号</td><td>${TYPE_LABEL[d.type]} ${d.account}</td></tr><tr><td class="l">受取人</td><td>${holder}</td></tr><tr><td class="l">金額</td><td style="font-size:11px;text-align:right">¥${yen(total)}</td></tr><tr><td class="l">ご依頼人</td><td style="height:34px"></td></tr></table>
          <div style="margin-top:6px;font-size:7.2px">※この受取書は大切に保管してください。</div></div>
        <div class="p" style="flex:1"><div class="h">振込依頼書</div>
          <table><tr><td class="l">金融機関</td><td>${d.bank.name}　${boxes(d.bank.code, 4)}</td><td class="l">支店</td><td>${d.branch.name}　${boxes(d.branch.code, 3)}</td></tr>
            <tr><td class="l">預金種目</td><td>${typeMark}</td><td class="l">口座番号</td><td>${boxes(d.account, 7)}</td></tr>
            <tr><td class="l">受取人</td><td colspan="3" style="font-size:10px">${holder}</td></tr>
            <tr><td class="l">金額</td><td colspan="3">￥ ${boxes(String(total), 10)}</td></tr>
            <tr><td class="l">ご依頼人</td><td colspan="3" style="font-size:9.4px">${custNo}　${buyer}<br><span style="font-size:7.2px">※ご依頼人名の前にお客様番号（${custNo}）をご記入ください。</span></td></tr>
            <tr><td class="l">電話番号</td><td colspan="3" style="height:18px"></td></tr></table></div></div></div>`;
    return { pages: [page], css, printed: { issuer: d.issuerName, holder, total, showBankCode: true, showBranchCode: true } };
  },
});
