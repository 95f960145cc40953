// Invoice corpus layouts L299–L304: each pushed onto core.mjs's LAYOUTS, in order.
import {
  BUILDINGS,
  DATE_FORMATS,
  GIVEN,
  HAN_STEMS,
  LAYOUTS,
  PLACES,
  SURNAMES,
  TYPE_LABEL,
  YAGO_WORDS,
  addDays,
  addMonths,
  daysUpTo,
  digitsInKana,
  endOfMonth,
  hanko,
  holderPrinted,
  iso,
  landlineOn,
  lotOf,
  mobile,
  netOrdinary,
  noNetBank,
  otherStem,
  pad2,
  placeOf,
  prefOf,
  reiwa,
  setCompany,
  spelled,
  toKata,
  waMatsu,
  weekday,
  yen,
} from './core.mjs';

// ---- 299–304: written blind as the forty-eighth round's fresh set.
// The expected values follow scripts/generate-invoice-corpus.mjs's header; where a layout prints something that could be read two
// ways, a comment marked "Decided:" says which way the expected value goes.

/** ASCII → full-width (digits, letters, '-' → '－', ',' → '，'), as a vertical sheet sets them upright; NFKC gives them back. */
const toFull = (s) => String(s).replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const KD = '〇一二三四五六七八九';
/** 1–99 in kanji numerals (十, 二十一), as dates are written vertically. */
const kanjiNum = (n) => (n < 10 ? KD[n] : `${n >= 20 ? KD[Math.floor(n / 10)] : ''}十${n % 10 ? KD[n % 10] : ''}`);
const kanjiDate = ([y, m, dd]) => `令和${kanjiNum(y - 2018)}年${kanjiNum(m)}月${kanjiNum(dd)}日`;
/** An amount digit by digit in kanji, the thousands marked with 、 (一二、三四五、〇〇〇). */
const kanjiPositional = (n) =>
  yen(n)
    .replace(/\d/g, (c) => KD[c])
    .replace(/,/g, '、');
/** An amount in kanji with its units (千二百三十四万五千), or in 大字 (壱千弐百参拾四萬五千) with every 壱 written. */
function kanjiUnits(n, daiji) {
  const D = daiji ? '〇壱弐参四五六七八九' : KD;
  const U = daiji ? ['', '拾', '百', '千'] : ['', '十', '百', '千'];
  const B = daiji ? ['', '萬', '億'] : ['', '万', '億'];
  const four = (x) => {
    let s = '';
    for (let i = 3; i >= 0; i--) {
      const g = Math.floor(x / 10 ** i) % 10;
      if (g) s += (g === 1 && i > 0 && !daiji ? '' : D[g]) + U[i];
    }
    return s;
  };
  let s = '';
  for (let k = 2; k >= 0; k--) {
    const part = Math.floor(n / 10 ** (4 * k)) % 10000;
    if (part) s += four(part) + B[k];
  }
  return s;
}

// 299 — a 海事代理士 (the licensed agent for ships' registration, inspection and seafarers' papers) practising alone under his
// office's name bills a shipping company or a fishing company for the 手続 of one ship: the office's block at the TOP LEFT (屋号 large,
// 海事代理士 and the name with a round 職印 over it, its own 海事代理士 登録番号 第…号, 〒 address, TEL / FAX, the 適格請求書発行事業者
// 登録番号 T…), 御請求書 with 請求日 / 請求番号 at the top right and the buyer's 〒 address and name 御中 under it; a boxed ご請求金額
// (源泉徴収税額控除後) with the お支払期限; a 船舶の表示 grid (船名, 船舶の種類, 船舶番号, 総トン数, 信号符字, 船籍港, IMO番号 sometimes);
// rows 区分 報酬 / 立替金 with the 申請先 and 申請日; at the foot the 振込先 at the left and the 計算 at the right: 報酬額 小計, 消費税,
// 立替金 小計（不課税）, 合計, 源泉徴収税額 (報酬額 − 10,000円) × 10.21% △, 差引ご請求額.
const PORT_OFFICES = {
  神奈川県: ['横浜地方法務局', '関東運輸局 神奈川運輸支局'],
  兵庫県: ['神戸地方法務局', '神戸運輸監理部'],
  広島県: ['広島法務局', '中国運輸局'],
  福岡県: ['福岡法務局', '九州運輸局 福岡運輸支局'],
  宮城県: ['仙台法務局', '東北運輸局 宮城運輸支局'],
  北海道: ['札幌法務局', '北海道運輸局'],
  大阪府: ['大阪法務局', '近畿運輸局'],
  東京都: ['東京法務局', '関東運輸局 東京運輸支局'],
  静岡県: ['静岡地方法務局', '中部運輸局 静岡運輸支局'],
};
// [種類, 総トン数 lo, hi]
const SHIP_KINDS = [
  ['貨物船', 199, 749],
  ['油送船', 199, 999],
  ['旅客船', 19, 499],
  ['漁船', 19, 160],
  ['作業船', 19, 299],
  ['砂利運搬船', 199, 499],
];
const HOME_PORTS = ['今治市', '尾道市', '神戸市', '横浜市', '石巻市', '焼津市', '下関市', '長崎市', '函館市', '鳴門市', '坂出市'];
const SHIP_STEMS = [
  '北斗',
  '朝日',
  '大和',
  '光陽',
  '新生',
  '丸星',
  '協和',
  '東和',
  '宝栄',
  '福徳',
  '昭栄',
  '海王',
  '勝栄',
  '日の出',
];
const KAIJI_WORDS = [
  ['みなと', 'ミナト'],
  ['しおさい', 'シオサイ'],
  ['汐見', 'シオミ'],
  ['海星', 'カイセイ'],
  ['うしお', 'ウシオ'],
];
LAYOUTS.push({
  id: 'L299-kaiji-dairishi',
  split: 'dev',
  title:
    "海事代理士's (sole proprietor, 屋号) 御請求書 for one ship's 登記・登録・検査・船員 手続: the office's block at the TOP LEFT (屋号, 海事代理士 and the name under a round 職印, its 海事代理士 登録番号 第…号 beside the 適格請求書発行事業者登録番号 T…, 〒 address, TEL / FAX), 御請求書 / 請求日 / 請求番号 and the buyer's 〒 address and name 御中 at the top right, a boxed ご請求金額（源泉徴収税額控除後）with the お支払期限, a 船舶の表示 grid, rows 報酬 / 立替金 with 申請先 and 申請日, the 振込先 beside a 計算 (報酬額, 消費税, 立替金, 合計, 源泉徴収税額 (報酬額 − 1万円) × 10.21% △, 差引ご請求額)",
  exercises:
    "a 海事代理士 practising alone under his office's name (山田海事代理士事務所 / 海事代理士山田事務所 / みなと海事事務所 — issuer_name that 屋号, a sole proprietor's, as L22) bills a shipowner (…海運株式会社 / 株式会社…汽船 / 有限会社…水産 御中, its 〒 address and 船舶管理部 … 様 — none of the fields) for one ship's papers: the office's block at the TOP LEFT, where buyers usually sit — the 屋号 large, 海事代理士（・行政書士）and his name under a round red 職印 (never the issuer_name), 海事代理士 登録番号 第1234号 (none of the fields: not the registration_number, which is the 適格請求書発行事業者登録番号 T… printed under it), 〒 address, TEL (a mobile sometimes) / FAX — the issuer's fields; at the top right 御請求書 over 請求日 (令和8年1月20日, R8.1.20 or 2026年1月20日 — issue_date) and 請求番号 (invoice_number), the buyer under them; a boxed ご請求金額（源泉徴収税額控除後）— total_amount — with the お支払期限 (a date or 令和…年…月末日, that month's last day as L59 — due_date); a 船舶の表示 grid: 船名 (第八北斗丸), 船舶の種類, 船舶番号 (six digits), 総トン数, 信号符字 (JD1234), 船籍港 and, for the larger ships, IMO番号 — none of the fields; rows with 区分 報酬 (所有権移転 / 保存 登記申請, 移転登録 / 新規登録, 船舶国籍証書 書換, 総トン数 測度, 定期 / 中間検査 申請, 船員手帳 交付 and 雇入契約 届出 … 名, 登記事項証明書 取得) or 立替金 (登録免許税, 測度 / 検査 手数料 and 船員手帳 交付手数料 in 収入印紙, 登記事項証明書 手数料, 郵送料 — 不課税), each with its 申請先 (…法務局, …運輸局) and 申請日 (none of the dates); at the foot the 振込先 (a local bank with its 店番 and its 金融機関コード sometimes — bank_code only when printed, as for any bank outside the eight —, a ゆうちょ 記号・番号 with its 店名 form sometimes, converting as the ゆうちょ rules above, or a main bank; 普通; 口座名義 カイジダイリシ ヤマダ タロウ or the 屋号 in kana and the name, half-width or full-width, as printed) beside the 計算: 報酬額 小計（税抜）, 消費税（10%）, 立替金 小計（不課税）, 合計 (never the total), 源泉徴収税額（(報酬額 − 10,000円) × 10.21%）△ — a 海事代理士's 報酬 is withheld on like a 司法書士's, less 1万円 a payment —, 差引ご請求額 — total_amount, the amount to pay, the 立替金 in it (as L22, L227)",
  opts: (r, inst) => ({ sole: true, rates: '10', items: 1, bank: ['other', 'yucho', 'main'][inst] }),
  render(d, r) {
    const [sn, gn] = d.person.split(' ');
    const [snk, gnk] = d.holderBase.split(' ');
    const pref = r.pick(Object.keys(PORT_OFFICES));
    const [zip, town, area] = r.pick(PLACES.filter(([, t]) => t.startsWith(pref)));
    const [houmu, unyu] = PORT_OFFICES[pref];
    d.zip = zip;
    d.address = `${town}${lotOf(r)}${r.pick(BUILDINGS)}`;
    d.tel = r.chance(0.75) ? landlineOn(r, area) : mobile(r);
    const fax = landlineOn(r, area);
    const [w, wk] = r.pick(KAIJI_WORDS);
    const [yago, yagoKana] = r.pick([
      [`${sn}海事代理士事務所`, `${snk}カイジダイリシジムショ`],
      [`${sn}海事代理士事務所`, `${snk}カイジダイリシジムショ`],
      [`海事代理士${sn}事務所`, `カイジダイリシ${snk}ジムショ`],
      [`${w}海事事務所`, `${wk}カイジジムショ`],
    ]);
    d.yago = yago;
    d.issuerName = yago;
    d.holderBase = r.pick([`カイジダイリシ ${snk} ${gnk}`, `${yagoKana} ${snk} ${gnk}`, `${snk} ${gnk}`]);
    netOrdinary(d);
    if (!d.yucho) d.type = 2;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const bs = otherStem(r, sn);
    const buyer = r.pick([
      `${bs}海運株式会社`,
      `株式会社${bs}汽船`,
      `${bs}マリン株式会社`,
      `有限会社${bs}水産`,
      `${bs}タンカー株式会社`,
    ]);
    const [bz, btown] = r.pick(PLACES.filter(([z]) => z !== d.zip));
    const baddr = `${btown}${lotOf(r)}`;
    // The ship.
    const [kind, tlo, thi] = r.pick(SHIP_KINDS);
    const tons = r.int(tlo, thi);
    const ship = `${r.chance(0.6) ? `第${kanjiNum(r.int(1, 18))}` : ''}${r.pick(SHIP_STEMS)}丸`;
    const shipNo = `1${r.int(28, 42)}${r.digits(3)}`;
    const callSign = `J${r.pick(['D', 'G', 'K', 'L', 'M'])}${r.digits(4)}`;
    const imo = tons >= 400 ? `9${r.digits(6)}` : '';
    const homePort = r.pick(HOME_PORTS);
    // The 手続: one case, seafarers' papers with it sometimes; every application some days before the 請求日.
    const [y, m] = d.issue;
    const applied = () => addDays(d.issue, -r.int(6, 40));
    const rows = [];
    const fee = (name, office, lo, hi, step = 1000) =>
      rows.push({ cls: '報酬', name, office, day: applied(), amount: r.int(lo / step, hi / step) * step });
    const cost = (name, office, amount) => rows.push({ cls: '立替金', name, office, day: null, amount });
    const ton100 = (rate) => Math.max(1000, Math.round((tons * rate) / 100) * 100);
    const caseKind =
      kind === '漁船' || kind === '旅客船'
        ? r.pick(['iten', 'kensa', 'kensa', 'hozon'])
        : r.pick(['iten', 'iten', 'hozon', 'kensa']);
    if (caseKind === 'iten') {
      fee('船舶所有権移転登記申請', houmu, 35000, 60000);
      fee('移転登録申請（船舶原簿）', unyu, 20000, 35000);
      fee('船舶国籍証書 書換申請', unyu, 12000, 22000);
      cost('登録免許税（所有権移転登記）', houmu, ton100(r.pick([1500, 2000])));
    } else if (caseKind === 'hozon') {
      fee('船舶所有権保存登記申請', houmu, 40000, 70000);
      fee('新規登録申請・船舶国籍証書 交付申請', unyu, 30000, 50000);
      fee('総トン数 測度申請', unyu, 30000, 80000);
      cost('登録免許税（所有権保存登記）', houmu, ton100(1000));
      cost('測度手数料（収入印紙）', unyu, r.int(12, 60) * 1000);
    } else {
      const which = r.pick(['定期検査', '中間検査']);
      fee(`${which} 申請手続`, unyu, 25000, 45000);
      fee('船舶検査証書 書換・受領', unyu, 8000, 15000);
      cost(`${which} 手数料（収入印紙）`, unyu, r.int(20, 150) * 1000);
    }
    if (r.chance(0.4)) {
      const crew = r.int(2, 9);
      const books = r.int(1, Math.min(4, crew));
      rows.push({
        cls: '報酬',
        name: `雇入契約 成立届（${crew}名）`,
        office: unyu,
        day: applied(),
        amount: crew * r.pick([2000, 2500, 3000]),
      });
      rows.push({
        cls: '報酬',
        name: `船員手帳 交付申請（${books}名）`,
        office: unyu,
        day: applied(),
        amount: books * r.pick([4000, 5000]),
      });
      cost(`船員手帳 交付手数料（収入印紙 ${books}名分）`, unyu, books * 2700);
    }
    if (r.chance(0.6)) {
      const n = r.int(1, 3);
      rows.push({ cls: '報酬', name: `登記事項証明書 取得（${n}通）`, office: houmu, day: applied(), amount: n * 2000 });
      cost(`登記事項証明書 交付手数料（${n}通）`, houmu, n * 600);
    }
    if (r.chance(0.5)) cost('郵送料（レターパック・書留）', '', r.pick([520, 740, 1040, 1480]));
    // The 登記 done (or the 検査証書 received) a few days before the 請求日, with its 受付番号: none of the fields.
    const done = addDays(d.issue, -r.int(1, 5));
    const receipt = `第${r.int(1, 9)}${r.digits(3)}号`;
    const sorted = [...rows.filter((x) => x.cls === '報酬'), ...rows.filter((x) => x.cls === '立替金')];
    const fees = rows.filter((x) => x.cls === '報酬').reduce((a, x) => a + x.amount, 0);
    const costs = rows.filter((x) => x.cls === '立替金').reduce((a, x) => a + x.amount, 0);
    const tax = Math.floor(fees / 10);
    const gross = fees + tax + costs;
    // Decided: the withholding is on the 報酬 less 1万円 (a 海事代理士 as a 司法書士), never on the 消費税 or the 立替金; total_amount
    // is the 差引ご請求額 — the 合計 less it, the 立替金 in it —, the amount boxed at the top.
    const gensen = Math.floor(((fees - 10000) * 1021) / 10000);
    const total = gross - gensen;
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([y, m], 1)) : addDays(d.issue, 30);
    const dueEnd = d.due[2] === endOfMonth(d.due[0], d.due[1])[2] && r.chance(0.6);
    d.no = r.pick([
      () => `K${reiwa(y)}-${r.digits(3)}`,
      () => `${y}-${r.digits(3)}`,
      () => `${String(y).slice(2)}${pad2(m)}${r.digits(2)}`,
    ])();
    const fmt = r.pick([DATE_FORMATS.wareki, DATE_FORMATS.wareki, DATE_FORMATS.warekiShort, DATE_FORMATS.seireki]);
    const short = ([, mm, dd]) => `${mm}/${dd}`;
    const showBankCode = !d.yucho && !d.bank.main && r.chance(0.5);
    const showBranchCode = !d.yucho && (!d.bank.main || r.chance(0.4));
    let bankHtml;
    if (d.yucho) {
      const shop = r.chance(0.6)
        ? `<br><span class="s">（他の金融機関から）${d.branch.name}（${digitsInKana(d.branch.code)}店）　普通預金　${d.account}</span>`
        : '';
      bankHtml = `ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}${shop}`;
    } else
      bankHtml = `${d.bank.name}${showBankCode ? `（金融機関コード ${d.bank.code}）` : ''}<br>${d.branch.name}${showBranchCode ? `（店番 ${d.branch.code}）` : ''}　普通預金　${d.account}`;
    const license = `第${r.int(1, 9)}${r.digits(3)}号`;
    const rep = `${sn}　${gn}`;
    const title = r.pick(['海事代理士', '海事代理士', '海事代理士・行政書士']);
    const ink = r.pick(['#1b2a3a', '#202020', '#1d2f2a']);
    const sea = r.pick(['#1f4e79', '#22577a', '#2f4858']);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 9.4px; color: ${ink}; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 40px 52px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .me { width: 360px; font-size: 8.9px; line-height: 1.65; border-left: 4px solid ${sea}; padding-left: 10px; }
      .me .yg { font-size: 17px; font-weight: 700; letter-spacing: .06em; color: ${sea}; }
      .me .rp { position: relative; font-size: 11px; height: 36px; line-height: 36px; } .me .lc { color: #555; }
      .rt { width: 300px; } .rt h1 { margin: 0; font-size: 25px; letter-spacing: .45em; font-weight: 700; text-align: right; margin-right: -.45em; }
      .rt table.m { margin: 4px 0 0 auto; } .m td { padding: 1px 0 1px 12px; } .m td.l { color: #555; }
      .to { margin-top: 16px; line-height: 1.65; font-size: 9px; } .to .n { font-size: 14.5px; font-weight: 700; border-bottom: 1px solid ${ink}; display: inline-block; padding-right: 24px; margin-top: 2px; }
      .lead { margin-top: 14px; }
      .amt { margin-top: 6px; display: flex; align-items: stretch; border: 2px solid ${sea}; }
      .amt .l { background: ${sea}; color: #fff; padding: 6px 12px; font-size: 10.5px; line-height: 1.4; } .amt .v { font-size: 22px; font-weight: 700; padding: 4px 18px; flex: 1; }
      .amt .du { padding: 8px 14px; border-left: 1px solid ${sea}; font-size: 9.6px; line-height: 1.5; }
      .h { margin-top: 14px; font-weight: 700; font-size: 10px; }
      table.sh { width: 100%; margin-top: 3px; font-size: 9px; } .sh td { border: 1px solid #888; padding: 2px 8px; } .sh td.l { background: #eef2f6; width: 80px; }
      table.t { width: 100%; margin-top: 3px; font-size: 9px; } .t th { border-top: 1.5px solid ${ink}; border-bottom: 1px solid ${ink}; font-weight: 500; padding: 3px; background: #f4f6f8; }
      .t td { border-bottom: 1px solid #ccc; padding: 3px 6px; } .t td.c { text-align: center; }
      .foot { display: flex; justify-content: space-between; align-items: flex-start; gap: 18px; margin-top: 16px; }
      .bk { flex: 1; border: 1px solid #888; padding: 7px 12px; line-height: 1.8; font-size: 9.2px; } .bk .hh { font-weight: 700; } .bk .s { font-size: 8.2px; }
      table.sum { width: 330px; font-size: 9.3px; } .sum td { border: 1px solid #888; padding: 3px 8px; } .sum td.l { background: #f4f6f8; }
      .sum tr.w td { color: #9b1c1c; } .sum tr.g td { border: 2px solid ${sea}; font-weight: 700; font-size: 12px; }
      .nt { margin-top: 14px; font-size: 8.2px; line-height: 1.7; color: #444; }`;
    const shipRows = [
      ['船名', ship, '船舶の種類', kind],
      ['船舶番号', shipNo, '総トン数', `${tons}トン`],
      ['信号符字', callSign, '船籍港', homePort],
    ];
    if (imo) shipRows.push(['IMO番号', imo, '', '']);
    const page = `<div class="wrap"><div class="top">
        <div class="me"><div class="yg">${yago}</div>
          <div class="rp">${title}　${rep}${hanko(sn, `left:${Math.round(([...title].length + 4) * 11)}px;top:-3px;width:40px;height:40px;font-size:13px;`, true)}</div>
          <span class="lc">海事代理士 登録番号　${license}</span><br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${fax}<br>適格請求書発行事業者登録番号　${d.reg}</div>
        <div class="rt"><h1>御請求書</h1><table class="m"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求番号</td><td>${d.no}</td></tr></table>
          <div class="to">〒${bz}　${baddr}<br><span class="n">${buyer}　御中</span><br>${r.pick(['船舶管理部', '総務部', '工務部'])}　${r.pick(SURNAMES)[0]} 様</div></div></div>
      <div class="lead">平素より格別のお引き立てを賜り、厚く御礼申し上げます。下記船舶の手続につき、報酬及び立替金を次のとおりご請求申し上げます。</div>
      <div class="amt"><div class="l">ご請求金額<br><span style="font-size:8.4px">（源泉徴収税額控除後）</span></div><div class="v">¥${yen(total)}－</div><div class="du">お支払期限<br><b>${dueEnd ? waMatsu(d.due) : fmt(d.due)}</b></div></div>
      <div class="h">■ 船舶の表示</div>
      <table class="sh">${shipRows.map(([a, b, c, e]) => `<tr><td class="l">${a}</td><td>${b}</td><td class="l">${c}</td><td>${e}</td></tr>`).join('')}</table>
      <div class="h">■ 明細</div>
      <table class="t"><tr><th style="width:52px">区分</th><th style="text-align:left">手続の内容</th><th style="width:150px;text-align:left">申請先</th><th style="width:48px">申請日</th><th style="width:84px">金額</th></tr>
        ${sorted.map((x) => `<tr><td class="c">${x.cls}</td><td>${x.name}</td><td>${x.office}</td><td class="c">${x.day ? short(x.day) : ''}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <div class="foot"><div class="bk"><span class="hh">お振込先</span><br>${bankHtml}<br>口座名義　${holder}<br><span class="s">※恐れ入りますが振込手数料はご負担願います。</span></div>
        <table class="sum"><tr><td class="l">報酬額 小計（税抜）</td><td class="num">${yen(fees)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(tax)}</td></tr>
          <tr><td class="l">立替金 小計（不課税）</td><td class="num">${yen(costs)}</td></tr><tr><td class="l">合計</td><td class="num">${yen(gross)}</td></tr>
          <tr class="w"><td class="l">源泉徴収税額<br><span style="font-size:7.8px">（報酬額 ${yen(fees)} − 10,000円）× 10.21%</span></td><td class="num">△${yen(gensen)}</td></tr>
          <tr class="g"><td>差引ご請求額</td><td class="num">¥${yen(total)}</td></tr></table></div>
      <div class="nt">備考：${caseKind === 'kensa' ? `船舶検査証書 受領日 ${fmt(done)}` : `登記完了日 ${fmt(done)}（受付番号 ${receipt}）`}　担当 ${r.pick(['補助者', '事務員'])} ${r.pick(SURNAMES)[0]}<br>※立替金の領収証書（写）及び登記事項証明書を同封いたします。<br>※源泉徴収税額は貴社にて納付くださいますようお願い申し上げます。</div></div>`;
    return { pages: [page], css, printed: { issuer: yago, holder, total, showBankCode, showBranchCode } };
  },
});

// 300 — a 鋳物工場 (a foundry casting grey and ductile iron) bills a machine maker for the month's castings, priced by the kg: 請 求 書
// at the top left over 請求日 / 請求No. / 得意先コード / 締日, the buyer 御中 under it; the foundry's block at the top right (a round
// mark, the name, 〒 address, TEL / FAX, 登録番号, and a 取引銀行 line naming three banks without numbers sometimes) with the 今回御請求額
// （税込）box and the お支払期限 under it, and the month's 出荷重量 beside it; rows by 納品日 (伝票No., 品番・品名, 材質 FC250 / FCD450,
// 単重 kg, 数量, 重量 kg, 単価 円/kg, 金額), a 鋳巣不良 返品 △ sometimes, 木型修正 / ミルシート / チャーター便 rows and the 材料サーチャージ
// (重量 × 円/kg with a decimal); 小計 / 消費税 / 合計 and the お振込先 at the foot. The long version runs to two pages: page 1 ends with
// a 頁計 and 次頁へ続く, page 2 opens with 前頁より繰越 and ends with the totals and the お振込先.
const CAST_TRADES = [
  ['鋳造所', 'チュウゾウショ'],
  ['鋳工', 'チュウコウ'],
  ['鋳造', 'チュウゾウ'],
  ['鋳鉄工業', 'チュウテツコウギョウ'],
  ['キャスティング', 'キャスティング'],
];
// [品番 prefix, 品名, 単重 kg lo, hi]
const CAST_PARTS = [
  ['BH', 'ベアリングハウジング', 3, 45],
  ['PC', 'ポンプケーシング', 8, 120],
  ['VB', 'バルブボディ', 1.2, 30],
  ['GB', 'ギヤボックス', 15, 240],
  ['FL', 'フランジ', 0.8, 12],
  ['BR', 'ブラケット', 0.5, 8],
  ['IM', 'インペラ', 1.5, 25],
  ['BS', 'ベッド', 80, 420],
  ['CV', 'カバー', 1, 18],
  ['MF', 'モーターフレーム', 10, 90],
  ['PL', 'プーリー', 2, 35],
];
// [材質, 単価 円/kg lo, hi]
const CAST_IRONS = [
  ['FC200', 330, 520],
  ['FC250', 350, 560],
  ['FC250', 350, 560],
  ['FC300', 380, 600],
  ['FCD450', 450, 720],
  ['FCD500', 480, 760],
];
const CAST_BANKS = [
  'みずほ銀行',
  '三菱UFJ銀行',
  '三井住友銀行',
  'りそな銀行',
  '埼玉りそな銀行',
  '商工組合中央金庫',
  '横浜銀行',
  '静岡銀行',
  '群馬銀行',
];
LAYOUTS.push({
  id: 'L300-imono-kg-tanka',
  split: 'dev',
  twoPage: true,
  title:
    "鋳物工場's monthly 請求書 to a machine maker for castings priced by the kg: 請 求 書 top left over 請求日 / 請求No. / 得意先コード / 締日 and the buyer 御中, the foundry's block top right (round mark, name, 〒 address, TEL / FAX, 登録番号, a 取引銀行 line of three banks sometimes) with the 今回御請求額（税込）box, the お支払期限 and the month's 出荷重量; rows by 納品日 (伝票No., 品番・品名, 材質, 単重, 数量, 重量 kg, 単価 円/kg, 金額), a 鋳巣不良 返品 △ sometimes, 木型修正 / ミルシート / チャーター便 and the 材料サーチャージ (kg × 円/kg with a decimal); 小計 / 消費税 / 合計 and the お振込先 at the end; the long version runs to two pages with a 頁計 / 次頁へ続く and 前頁より繰越",
  exercises:
    "a foundry (株式会社…鋳造所 / …鋳工㈱ / 有限会社…鋳造 / (株)…キャスティング) bills a machine maker (株式会社…機械製作所 / …ポンプ株式会社 / …工機株式会社 御中, 購買部 … 様 — none of the fields) for the month's iron castings: 請 求 書 at the top left over 請求日 (the 締日, 2026/01/20, 2026.01.31 or 2026年1月31日 — issue_date), 請求No. (invoice_number), 得意先コード and 締日 (毎月20日締 — none of the fields); the foundry's block at the top right: a round mark, the name, 〒 address, TEL / FAX — the issuer's fields —, 登録番号 and, sometimes, 取引銀行：…銀行 …支店／…銀行 …支店／… (three banks, no numbers: not the account, even when the 振込先's bank is among them); under it the 今回御請求額（税込）box — total_amount — with the お支払期限 (due_date) and 当月出荷重量 … kg (none of the fields); rows by 納品日 (1/8 — none of the dates): 伝票No., 品番・品名 (PC-118 ポンプケーシング), 材質 (FC250, FCD450), 単重 (kg, one decimal), 数量, 重量 (kg), 単価 (円/kg), 金額 (重量 × 単価, rounded down as printed); a 鋳巣不良 返品 row with a △ quantity and amount sometimes; 木型修正費 一式, 検査成績書（ミルシート）発行 … 件, 運賃（チャーター便）… 回 sometimes; 材料サーチャージ（…月適用 …円/kg × … kg）rounded down; 小計 / 消費税（10%）/ 合計 — total_amount the 合計, the 今回御請求額 in the box, the 返品 taken off before the 消費税; the お振込先 at the end (bank, branch, 当座 / 普通, number, 口座名義 ｶ)…ﾁﾕｳｿﾞｳｼﾖ as printed; a main bank's bank_code even when not printed). The long version (text_pdf / scanned_pdf \"a\") runs to two pages: page 1 has the header, the box and the first rows closed by a 頁計 (this page's sum — never the total) and 次頁へ続く; page 2 repeats the 請求No. and opens with 前頁より繰越 (the 頁計 again), then the rest of the rows, the totals and the お振込先",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 1 ? 'other' : 'main', checking: r.chance(0.5) }),
  render(d, r, { long }) {
    const stem = setCompany(
      d,
      r,
      CAST_TRADES,
      [
        ['株式会社', 'カ'],
        ['株式会社', 'カ'],
        ['有限会社', 'ユ'],
      ],
      HAN_STEMS,
    );
    noNetBank(d, r);
    netOrdinary(d);
    const issuer = spelled(d, r.pick(['full', 'full', 'circled', 'paren']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'half-big', 'full']));
    const [, , area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const bs = otherStem(r, stem);
    const buyer = r.pick([
      `株式会社${bs}機械製作所`,
      `${bs}ポンプ株式会社`,
      `${bs}工機株式会社`,
      `株式会社${bs}バルブ`,
      `${bs}精機株式会社`,
    ]);
    const [y, m] = d.issue;
    const twenty = r.chance(0.5);
    d.issue = twenty ? [y, m, 20] : endOfMonth(y, m);
    const from = twenty ? [...addMonths([y, m], -1), 21] : [y, m, 1];
    d.due = r.chance(0.6) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 2), 10];
    d.no = r.pick([
      () => `${String(y).slice(2)}${pad2(m)}-${r.digits(4)}`,
      () => `0${r.digits(6)}`,
      () => `C${y}${pad2(m)}${r.digits(3)}`,
    ])();
    const cust = `${r.int(1, 9)}${r.digits(4)}`;
    // The parts this customer buys, each with its iron, weight and price per kg (heavier castings cheaper by the kg).
    const pool = [...CAST_PARTS];
    const parts = [];
    for (let i = 0, n = long ? r.int(6, 9) : r.int(3, 5); i < n; i++) {
      const [code, name, lo, hi] = pool.splice(r.int(0, pool.length - 1), 1)[0];
      const [iron, plo, phi] = r.pick(CAST_IRONS);
      const u10 = r.int(lo * 10, hi * 10);
      const heavy = u10 > 1000 ? 0.8 : u10 > 300 ? 0.9 : 1;
      parts.push({
        no: `${code}-${r.int(100, 999)}${r.pick(['', '', 'A', 'B'])}`,
        name,
        iron,
        u10,
        price: Math.round((r.int(plo, phi) * heavy) / 5) * 5,
      });
    }
    // Deliveries: days in the period, a part or two each.
    const span = [];
    for (let t = from; span.length < 40; t = addDays(t, 1)) {
      if (!'土日'.includes(weekday(t))) span.push(t);
      if (t[0] === d.issue[0] && t[1] === d.issue[1] && t[2] === d.issue[2]) break;
    }
    const want = long ? r.int(38, 44) : r.int(10, 14);
    const days = daysUpTo(r, Math.min(span.length, Math.ceil(want / 1.4)), 0, span.length - 1).map((k) => span[k]);
    const rows = [];
    for (const day of days) {
      const picks = [...parts];
      for (let i = 0, n = r.chance(0.4) ? 2 : 1; i < n && rows.length < want; i++) {
        const p = picks.splice(r.int(0, picks.length - 1), 1)[0];
        const qty = r.int(1, Math.max(1, Math.min(60, Math.floor(8000 / p.u10))));
        rows.push({ day, slip: `${r.int(1, 9)}${r.digits(5)}`, p, qty });
      }
    }
    while (rows.length < want) {
      const p = r.pick(parts);
      rows.push({
        day: r.pick(days),
        slip: `${r.int(1, 9)}${r.digits(5)}`,
        p,
        qty: r.int(1, Math.max(1, Math.min(60, Math.floor(8000 / p.u10)))),
      });
    }
    const dayKey = ([yy, mm, dd]) => yy * 10000 + mm * 100 + dd;
    rows.sort((a, b) => dayKey(a.day) - dayKey(b.day));
    const kgOf = (w10) => (w10 / 10).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const lines = rows.map((x) => {
      const w10 = x.p.u10 * x.qty;
      return {
        key: dayKey(x.day),
        md: `${x.day[1]}/${x.day[2]}`,
        slip: x.slip,
        item: `${x.p.no} ${x.p.name}`,
        iron: x.p.iron,
        unit: (x.p.u10 / 10).toFixed(1),
        qty: yen(x.qty),
        weight: kgOf(w10),
        price: yen(x.p.price),
        amount: Math.floor((w10 * x.p.price) / 10),
        w10,
      };
    });
    // A 鋳巣不良 returned, at its delivery's weight and price, a negative row.
    if (r.chance(0.45)) {
      const src = r.pick(rows);
      const q = Math.min(src.qty, r.int(1, 3));
      const w10 = src.p.u10 * q;
      let back = addDays(src.day, r.int(2, 8));
      if (dayKey(back) > dayKey(d.issue)) back = d.issue;
      lines.push({
        key: dayKey(back) + 0.5,
        md: `${back[1]}/${back[2]}`,
        slip: `${r.int(1, 9)}${r.digits(5)}`,
        item: `${src.p.no} ${src.p.name}（鋳巣不良 返品）`,
        iron: src.p.iron,
        unit: (src.p.u10 / 10).toFixed(1),
        qty: `△${q}`,
        weight: `△${kgOf(w10)}`,
        price: yen(src.p.price),
        amount: -Math.floor((w10 * src.p.price) / 10),
        w10: -w10,
      });
    }
    lines.sort((a, b) => a.key - b.key);
    const kg10 = lines.reduce((a, x) => a + x.w10, 0);
    const kgText = kgOf(kg10);
    const extras = [];
    if (r.chance(0.4))
      extras.push({ item: `木型修正費（${r.pick(parts).no}）`, qty: '1', unitName: '式', price: r.int(15, 80) * 1000 });
    if (r.chance(0.35))
      extras.push({ item: '検査成績書（ミルシート）発行', qty: String(r.int(2, 8)), unitName: '件', price: 1000 });
    if (r.chance(0.4))
      extras.push({ item: '運賃（チャーター便）', qty: String(r.int(1, 4)), unitName: '回', price: r.int(8, 25) * 1000 });
    for (const x of extras) x.amount = Number(x.qty) * x.price;
    const s10 = r.int(80, 280);
    const surcharge = Math.floor((kg10 * s10) / 100);
    const surchargeRow = {
      item: `材料サーチャージ（${m}月適用 ${(s10 / 10).toFixed(1)}円/kg × ${kgText}kg）`,
      amount: surcharge,
    };
    const sub = lines.reduce((a, x) => a + x.amount, 0) + extras.reduce((a, x) => a + x.amount, 0) + surcharge;
    const tax = Math.floor(sub / 10);
    // Decided: total_amount is the 合計 (the 今回御請求額 in the box), the 返品 taken off before the 消費税; the 頁計 closing page 1 of
    // the long version and the 前頁より繰越 opening page 2 are part sums only.
    const total = sub + tax;
    const fmt = r.pick([DATE_FORMATS.slash, DATE_FORMATS.dot, DATE_FORMATS.seireki]);
    const banks = r.chance(0.55)
      ? [d.bank.name, ...CAST_BANKS.filter((b) => b !== d.bank.name).sort(() => r.rng() - 0.5)]
          .slice(0, 3)
          .sort(() => r.rng() - 0.5)
      : null;
    const bankBranch = (b) =>
      b === d.bank.name ? d.branch.name : r.pick(['本店営業部', '本店', '川口支店', '駅前支店', '工業団地支店', '中央支店']);
    const ink = r.pick(['#1e1e1e', '#222a35', '#2a2520']);
    const c = r.pick(['#7a2e12', '#374151', '#1f3a5f']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 8.8px; color: ${ink}; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 36px 44px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .ti h1 { margin: 0; font-size: 24px; letter-spacing: .55em; font-weight: 700; border-bottom: 2px solid ${c}; display: inline-block; padding-right: 4px; }
      table.m { margin-top: 6px; font-size: 9px; } .m td { border: 1px solid #999; padding: 1px 10px; } .m td.l { background: #f1efec; }
      .to { margin-top: 12px; } .to .n { font-size: 14px; font-weight: 700; border-bottom: 1px solid ${ink}; padding-right: 24px; } .to .p { margin-top: 2px; }
      .me { width: 330px; font-size: 8.8px; line-height: 1.6; } .me .lg { display: flex; align-items: center; gap: 8px; }
      .me .mk { width: 30px; height: 30px; border-radius: 50%; border: 3px solid ${c}; color: ${c}; font-weight: 900; font-size: 15px; display: flex; align-items: center; justify-content: center; font-family: 'Noto Serif CJK JP'; }
      .me .n { font-size: 15px; font-weight: 700; } .me .bk { font-size: 8px; color: #555; }
      .amt { margin-top: 8px; border: 2px solid ${c}; display: flex; } .amt .l { background: ${c}; color: #fff; padding: 5px 10px; font-size: 10px; line-height: 1.35; }
      .amt .v { flex: 1; text-align: right; font-size: 20px; font-weight: 700; padding: 3px 12px; }
      .sub { display: flex; justify-content: space-between; margin-top: 3px; font-size: 8.8px; }
      table.t { width: 100%; margin-top: 12px; font-size: 8.3px; } .t th { background: #e9e6e1; border: 1px solid #888; font-weight: 500; padding: 2px; }
      .t td { border: 1px solid #aaa; padding: 2px 4px; height: 17px; } .t td.c { text-align: center; } .t tr.pk td { background: #f6f4f0; font-weight: 700; }
      .cont { text-align: right; font-size: 8.4px; margin-top: 3px; }
      .foot { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px; margin-top: 10px; }
      .pay { flex: 1; border: 1px solid #888; padding: 6px 12px; line-height: 1.8; font-size: 9px; } .pay .h { font-weight: 700; }
      table.sum { width: 250px; font-size: 9.4px; } .sum td { border: 1px solid #888; padding: 3px 8px; } .sum td.l { background: #e9e6e1; }
      .sum tr.g td { border: 2px solid ${c}; font-weight: 700; font-size: 12px; }
      .ph { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid ${c}; padding-bottom: 4px; font-size: 9px; } .ph b { font-size: 14px; letter-spacing: .3em; }
      .pg { position: absolute; right: 44px; bottom: 22px; font-size: 8px; color: #666; }
      .nt { margin-top: 8px; font-size: 7.9px; color: #555; line-height: 1.6; }`;
    const head = `<div class="top"><div class="ti"><h1>請求書</h1>
          <table class="m"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td><td class="l">請求No.</td><td>${d.no}</td></tr><tr><td class="l">得意先コード</td><td>${cust}</td><td class="l">締日</td><td>${twenty ? '毎月20日締' : '毎月末日締'}</td></tr></table>
          <div class="to"><span class="n">${buyer}　御中</span><div class="p">購買部　${r.pick(SURNAMES)[0]} 様</div></div></div>
        <div class="me"><div class="lg"><span class="mk">${stem.slice(0, 1)}</span><span class="n">${issuer}</span></div>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}
          ${banks ? `<br><span class="bk">取引銀行：${banks.map((b) => `${b} ${bankBranch(b)}`).join('／')}</span>` : ''}
          <div class="amt"><div class="l">今回御請求額<br>（税込）</div><div class="v">¥${yen(total)}</div></div>
          <div class="sub"><span>お支払期限　${fmt(d.due)}</span><span>当月出荷重量　${kgText} kg</span></div></div></div>
      <div style="margin-top:10px">毎度格別のお引き立てを賜り厚く御礼申し上げます。${fmt(from)} ～ ${fmt(d.issue)} 納品分を下記のとおりご請求申し上げます。</div>`;
    const th = `<tr><th style="width:34px">納品日</th><th style="width:50px">伝票No.</th><th>品番・品名</th><th style="width:48px">材質</th><th style="width:44px">単重(kg)</th><th style="width:34px">数量</th><th style="width:62px">重量(kg)</th><th style="width:52px">単価(円/kg)</th><th style="width:72px">金額</th></tr>`;
    const lineRow = (x) =>
      `<tr><td class="c">${x.md}</td><td class="c">${x.slip}</td><td>${x.item}</td><td class="c">${x.iron}</td><td class="num">${x.unit}</td><td class="num">${x.qty}</td><td class="num">${x.weight}</td><td class="num">${x.price}</td><td class="num">${x.amount < 0 ? `△${yen(-x.amount)}` : yen(x.amount)}</td></tr>`;
    const extraRow = (x) =>
      `<tr><td></td><td></td><td>${x.item}</td><td></td><td></td><td class="num">${x.qty}${x.unitName}</td><td></td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`;
    const tailRows = `${extras.map(extraRow).join('')}<tr><td></td><td></td><td colspan="6">${surchargeRow.item}</td><td class="num">${yen(surcharge)}</td></tr>`;
    const sums = `<table class="sum"><tr><td class="l">小計</td><td class="num">${yen(sub)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(tax)}</td></tr><tr class="g"><td>合計</td><td class="num">¥${yen(total)}</td></tr></table>`;
    const pay = `<div class="pay"><span class="h">お振込先</span><br>${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}<br><span style="font-size:8px">※お振込手数料は貴社にてご負担願います。手形でのお支払いはご容赦ください。</span></div>`;
    const note = `<div class="nt">※重量は出荷時の実測値です。材料サーチャージは前月の銑鉄・鋼屑の購入価格に連動して毎月改定いたします。</div>`;
    if (!long) {
      const page = `<div class="wrap">${head}<table class="t">${th}${lines.map(lineRow).join('')}${tailRows}</table>
        <div class="foot">${pay}${sums}</div>${note}</div>`;
      return { pages: [page], css, printed: { issuer, holder, total } };
    }
    const cut = 32;
    const first = lines.slice(0, cut);
    const pageSum = first.reduce((a, x) => a + x.amount, 0);
    const page1 = `<div class="wrap">${head}<table class="t">${th}${first.map(lineRow).join('')}<tr class="pk"><td colspan="8" style="text-align:right">頁計</td><td class="num">${yen(pageSum)}</td></tr></table>
      <div class="cont">次頁へ続く</div><div class="pg">1 / 2</div></div>`;
    const page2 = `<div class="wrap"><div class="ph"><span><b>請求書</b>（続き）　${buyer}　御中</span><span>請求No. ${d.no}　${fmt(d.issue)}　${issuer}</span></div>
      <table class="t">${th}<tr class="pk"><td colspan="8" style="text-align:right">前頁より繰越</td><td class="num">${yen(pageSum)}</td></tr>${lines.slice(cut).map(lineRow).join('')}${tailRows}</table>
      <div class="foot">${pay}${sums}</div>${note}<div class="pg">2 / 2</div></div>`;
    return { pages: [page1, page2], css, printed: { issuer, holder, total } };
  },
});

// 301 — a 全国通訳案内士 (a licensed guide-interpreter) working freelance bills an inbound travel company for one tour: a coloured
// SIDEBAR at the left holds the guide's own block (屋号 when there is one, 全国通訳案内士（英語）and the name, its 登録 by the
// prefecture 第…号, 〒 address, TEL (a mobile), e-mail, the 登録番号 T…) and, at its foot, the お振込先; the main column has 請求書 /
// INVOICE with the date and No., the travel company 御中 with its 手配番号, the ご請求金額, a ツアー概要 grid (ツアー名 in English, ツアー
// コード, ゲスト代表 Mr./Ms. … 他 … 名, 国籍, 業務期間), a ガイド業務 table by day (終日 / 半日 / 空港送迎, 拘束時間, 超過時間), a 立替金
// table (拝観料・入場料 for the guests, their 交通費, 不課税), and a 精算: 小計, 消費税, 立替金, 仮払金（受領済）△, ご請求金額.
const GUIDE_LANGS = ['英語', '英語', '英語', 'スペイン語', 'フランス語', '中国語'];
const TOUR_NAMES = [
  'Classic Japan 8 Days',
  'Kyoto & Nara Cultural Discovery',
  'Tokyo Highlights Private Tour',
  'Japan Alps & Hot Springs',
  'Hiroshima and Miyajima Heritage Tour',
  'Hokkaido Winter Wonderland',
  'Golden Route Premium 10 Days',
];
const GUEST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Garcia',
  'Miller',
  'Martin',
  'Dubois',
  'Rossi',
  'Thompson',
  'Lee',
  'Walker',
];
const GUEST_COUNTRIES = ['米国', '英国', 'オーストラリア', 'カナダ', 'フランス', 'スペイン', 'シンガポール'];
// [業務, 区分, 拘束時間]
const GUIDE_DAYS = [
  ['終日ガイド（市内観光）', '終日', '08:30–17:30'],
  ['終日ガイド（寺社・庭園）', '終日', '09:00–18:00'],
  ['終日ガイド（日帰り バス観光）', '終日', '08:00–18:30'],
  ['半日ガイド（街歩き）', '半日', '13:00–17:00'],
  ['空港送迎アシスト（到着）', '送迎', '14:00–18:00'],
  ['空港送迎アシスト（出発）', '送迎', '06:30–10:00'],
];
// [立替の内容, 一人当たり lo, hi, at a sight]
const GUIDE_PAID = [
  ['拝観料', 400, 1000, true],
  ['入館料', 500, 1500, true],
  ['庭園 入園料', 300, 800, true],
  ['地下鉄 1日乗車券', 600, 800, false],
  ['ロープウェイ 乗車券', 1000, 2400, false],
  ['茶道体験 参加費', 2500, 4500, false],
];
const GUEST_LEADS = [
  ['Mr.', 'John'],
  ['Ms.', 'Emily'],
  ['Mr.', 'David'],
  ['Ms.', 'Sarah'],
  ['Dr.', 'Michael'],
  ['Mrs.', 'Laura'],
  ['Mr.', 'Pierre'],
  ['Ms.', 'Carmen'],
];
const GUIDE_SIGHTS = [
  '金閣寺',
  '清水寺',
  '二条城',
  '東大寺',
  '浅草寺',
  '明治神宮',
  '東京国立博物館',
  '兼六園',
  '厳島神社',
  '姫路城',
  '箱根',
];
LAYOUTS.push({
  id: 'L301-tsuuyaku-annaishi',
  split: 'dev',
  title:
    "全国通訳案内士's (freelance, a 屋号 or the name alone) 請求書 to an inbound travel company for one tour: a coloured SIDEBAR at the left with the guide's block (屋号, 全国通訳案内士（英語）and the name, its 登録 第…号, 〒 address, mobile, e-mail, 登録番号 T…) and the お振込先 at its foot; 請求書 / INVOICE with date and No., the travel company 御中 with its 手配番号, the ご請求金額, a ツアー概要 grid (English tour name, ツアーコード, ゲスト代表 Mr. … 他 … 名, 国籍, 業務期間), a ガイド業務 table by day (終日 / 半日 / 送迎, 拘束時間, 超過時間), a 立替金 table (guests' 拝観料 / 入場料 / 交通費, 不課税) and a 精算 (小計, 消費税, 立替金, 仮払金（受領済）△, ご請求金額)",
  exercises:
    "a 全国通訳案内士 working freelance — under a 屋号 (山田通訳ガイド事務所 / ガイドオフィス ひなた, its full-width space an ASCII one as NFKC gives it — issuer_name the 屋号, as L22) or under the name alone (山田 花子 under 全国通訳案内士（英語）— issuer_name the name without the title, as L15, L120) — bills an inbound travel company (株式会社…トラベル / …ツーリスト株式会社 / 株式会社…インバウンド 御中, 手配部 … 様, its 手配番号 — none of the fields) for a tour: a coloured SIDEBAR at the left with the guide's block: the 屋号 or the name, 全国通訳案内士（英語 / スペイン語 …）, 登録 …都 / …府 第01234号 (none of the fields), 〒 address, TEL (a mobile) — the issuer's fields —, e-mail, 適格請求書発行事業者 登録番号 T… (registration_number) and, at the sidebar's foot, the お振込先 (ゆうちょ 記号・番号 converting as the ゆうちょ rules above, a net bank's branch (楽天銀行 …支店, 住信SBIネット銀行 …支店) or a local bank; 普通; 口座名義 the guide's name, or the 屋号 and the name, in kana as printed); in the main column 請求書 / INVOICE over 請求日 (2026年3月15日 or 2026/03/15 — issue_date) and 請求書No. (invoice_number); a ご請求金額 band — total_amount — with the お支払期限 (due_date); a ツアー概要 grid: ツアー名 (Classic Japan 8 Days), ツアーコード, ゲスト代表 (Mr. John Smith 他 11名), 国籍, 業務期間 (3/10（火）～3/12（木）) — none of the fields or dates; a ガイド業務 table by day: 日付（曜）, 業務 (終日ガイド, 半日ガイド, 空港送迎アシスト), 拘束時間 (08:30–17:30), 基本料金, 超過 (hours × 単価), 金額, and 宿泊を伴う 出張手当 and ガイド交通費（実費）sometimes — all at 10%; a 立替金（不課税）table: the guests' 拝観料 / 入館料 / 乗車券 (…円 × … 名) paid by the guide, with its 場所; a 精算: ガイド料等 小計（税抜）, 消費税（10%）, 立替金 合計, 仮払金（ツアー前 受領済）△ — the cash the travel company advanced for the 立替 —, ご請求金額 — total_amount, the amount left to pay (as a 前払金)",
  opts: (r, inst) => ({ sole: true, rates: '10', items: 1, bank: ['yucho', 'main', 'other'][inst] }),
  render(d, r) {
    const [sn, gn] = d.person.split(' ');
    const [snk, gnk] = d.holderBase.split(' ');
    const word = r.pick(YAGO_WORDS);
    const yagoKind = r.pick(['none', 'none', 'jimusho', 'office']);
    const [yago, yagoKana] =
      yagoKind === 'jimusho'
        ? [`${sn}通訳ガイド事務所`, `${snk}ツウヤクガイドジムショ`]
        : yagoKind === 'office'
          ? [`ガイドオフィス　${word}`, `ガイドオフィス ${toKata(word)}`]
          : [null, null];
    const nameShown = `${sn}　${gn}`;
    // Decided: with no 屋号 the issuer_name is the name printed under 全国通訳案内士 (without the title, as L15 and L120).
    const issuer = yago ?? nameShown;
    d.yago = yago;
    d.issuerName = issuer;
    d.holderBase = yago && r.chance(0.6) ? `${yagoKana} ${snk} ${gnk}` : `${snk} ${gnk}`;
    netOrdinary(d);
    if (!d.yucho) d.type = 2;
    const holder = holderPrinted(d, r.pick(['half', 'full', 'full', 'half-big']));
    d.tel = mobile(r);
    const pref = prefOf(placeOf(d.zip)[1]);
    const lang = r.pick(GUIDE_LANGS);
    const license = `${pref} 第${pad2(r.int(0, 9))}${r.digits(3)}号`;
    const mail = `${r.pick(['guide', 'info', 'tour', snk === 'ヤマダ' ? 'yamada' : 'office'])}.${r.digits(3)}@${r.pick(['gmail.com', 'outlook.jp', 'icloud.com'])}`;
    const bs = otherStem(r, sn);
    const buyer = r.pick([
      `株式会社${bs}トラベル`,
      `${bs}ツーリスト株式会社`,
      `株式会社${bs}インバウンド`,
      `${bs}ジャパンツアーズ株式会社`,
    ]);
    const ref = `${r.pick(['JT', 'IB', 'FIT'])}-${r.digits(5)}`;
    // The tour: some days, ending a few days to three weeks before the 請求日.
    const [y, m] = d.issue;
    const nDays = r.int(2, 4);
    const end = addDays(d.issue, -r.int(3, 20));
    const start = addDays(end, -(nDays - 1));
    const tourDays = Array.from({ length: nDays }, (_, i) => addDays(start, i));
    const guests = r.int(2, 16);
    const lead = `${r.pick(GUEST_LEADS).join(' ')} ${r.pick(GUEST_NAMES)}`;
    const code = `${r.pick(['JP', 'CJ', 'GR'])}${String(start[0]).slice(2)}-${pad2(start[1])}${pad2(start[2])}${r.pick(['A', 'B', 'US', 'EU'])}`;
    const full = r.pick([25000, 28000, 30000, 33000, 35000, 40000]);
    const half = Math.round((full * 0.6) / 1000) * 1000;
    const over = r.pick([3000, 3500, 4000, 5000]);
    const rows = tourDays.map((day, i) => {
      let [what, kind, hours] = r.pick(GUIDE_DAYS.filter(([, k]) => (i === 0 || i === nDays - 1 ? true : k === '終日')));
      if (kind === '送迎')
        [what, kind, hours] = [
          i === 0 ? '空港送迎アシスト（到着）' : '空港送迎アシスト（出発）',
          '送迎',
          i === 0 ? '14:00–18:00' : '06:30–10:00',
        ];
      const base = kind === '終日' ? full : half;
      const extra = kind === '終日' && r.chance(0.35) ? r.int(1, 3) : 0;
      return { day, what, hours, base, extra, amount: base + extra * over };
    });
    const trips = nDays > 2 && r.chance(0.5) ? nDays - 1 : 0;
    const allowance = trips ? trips * r.pick([3000, 5000]) : 0;
    const fare = r.chance(0.6) ? r.int(3, 30) * 100 + r.pick([0, 10000, 14000]) : 0;
    const fees = rows.reduce((a, x) => a + x.amount, 0) + allowance + fare;
    const tax = Math.floor(fees / 10);
    // The guests' 立替 (the guide's own not counted), and the cash advanced before the tour.
    const paid = [];
    const ppool = [...GUIDE_PAID];
    for (let i = 0, n = r.int(1, 4); i < n; i++) {
      const [what, lo, hi, atSight] = ppool.splice(r.int(0, ppool.length - 1), 1)[0];
      const each = r.int(lo / 100, hi / 100) * 100;
      paid.push({
        day: r.pick(tourDays),
        what: atSight ? `${r.pick(GUIDE_SIGHTS)} ${what}` : what,
        each,
        n: guests,
        amount: each * guests,
      });
    }
    paid.sort((a, b) => iso(a.day).localeCompare(iso(b.day)));
    const spent = paid.reduce((a, x) => a + x.amount, 0);
    const advance = Math.max(10000, Math.ceil((spent * r.range(0.7, 1.3)) / 10000) * 10000);
    // Decided: the 仮払金 the travel company advanced is taken off after the 消費税 (it is not a price); total_amount is the ご請求金額,
    // the 小計 with its 消費税 and the 立替金 less the 仮払金 — the amount left to pay, as with a 前払金.
    const total = fees + tax + spent - advance;
    d.due = endOfMonth(...addMonths([y, m], 1));
    d.no = r.pick([
      () => `G${String(y).slice(2)}${pad2(m)}-${r.digits(2)}`,
      () => `${y}-${r.digits(3)}`,
      () => `TG${r.digits(4)}`,
    ])();
    const fmt = r.pick([DATE_FORMATS.seireki, DATE_FORMATS.slash, DATE_FORMATS.seireki]);
    const md = (t) => `${t[1]}/${t[2]}（${weekday(t)}）`;
    let bankHtml;
    if (d.yucho) bankHtml = `ゆうちょ銀行<br>記号 ${d.yucho.symbol}　番号 ${d.yucho.number}`;
    else bankHtml = `${d.bank.name}<br>${d.branch.name}　普通　${d.account}`;
    const c = r.pick(['#0f4c5c', '#264653', '#3d405b', '#5f0f40']);
    const light = r.pick(['#eef4f3', '#f2f0ea', '#eef1f6']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.2px; color: #1f2328; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; display: flex; }
      .side { width: 222px; background: ${c}; color: #fff; padding: 40px 18px 30px; position: relative; font-size: 8.6px; line-height: 1.7; }
      .side .lic { font-size: 8.4px; opacity: .9; } .side .n { font-size: 16px; font-weight: 700; margin: 2px 0 4px; letter-spacing: .05em; line-height: 1.35; }
      .side .nm { font-size: 12.5px; font-weight: 700; } .side hr { border: 0; border-top: 1px solid rgba(255,255,255,.4); margin: 10px 0; }
      .side .bk { position: absolute; left: 18px; right: 18px; bottom: 40px; background: rgba(255,255,255,.12); padding: 8px 10px; line-height: 1.75; font-size: 8.8px; }
      .side .bk .h { font-weight: 700; letter-spacing: .1em; color: #fff; font-size: 9.4px; }
      .main { flex: 1; padding: 40px 40px 0 30px; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; } .hd h1 { margin: 0; font-size: 24px; letter-spacing: .3em; color: ${c}; } .hd h1 span { font-size: 11px; letter-spacing: .2em; color: #777; margin-left: 6px; }
      .hd table td { padding: 0 0 0 10px; } .hd td.l { color: #666; }
      .to { margin-top: 14px; } .to .n { font-size: 14px; font-weight: 700; border-bottom: 1px solid #333; padding-right: 20px; } .to .p { margin-top: 2px; font-size: 8.8px; }
      .amt { margin-top: 12px; display: flex; align-items: center; background: ${light}; border-left: 5px solid ${c}; padding: 6px 14px; }
      .amt .l { font-size: 11px; font-weight: 700; } .amt .v { font-size: 21px; font-weight: 700; margin-left: 18px; } .amt .du { margin-left: auto; font-size: 9px; }
      .h { margin-top: 12px; font-weight: 700; color: ${c}; font-size: 10px; }
      table.g { width: 100%; margin-top: 3px; font-size: 8.8px; } .g td { border-bottom: 1px solid #ddd; padding: 2px 6px; } .g td.l { color: #666; width: 78px; }
      table.t { width: 100%; margin-top: 3px; font-size: 8.6px; } .t th { background: ${light}; font-weight: 500; padding: 3px 4px; border-bottom: 1.5px solid ${c}; }
      .t td { border-bottom: 1px solid #e3e3e3; padding: 3px 5px; } .t td.c { text-align: center; }
      table.s { width: 300px; margin: 8px 0 0 auto; font-size: 9.2px; } .s td { padding: 2px 8px; border-bottom: 1px solid #ddd; } .s tr.k td { color: #8a1c1c; }
      .s tr.g td { border-top: 2px solid ${c}; border-bottom: 2px solid ${c}; font-weight: 700; font-size: 11.5px; }
      .nt { margin-top: 10px; font-size: 8px; color: #555; line-height: 1.7; }`;
    const side = `<div class="side">${yago ? `<div class="n">${yago}</div><div class="lic">全国通訳案内士（${lang}）</div><div class="nm">${nameShown}</div>` : `<div class="lic">全国通訳案内士（${lang}）</div><div class="n">${nameShown}</div>`}
        <div class="lic">登録 ${license}</div><hr>〒${d.zip}<br>${d.address.replace(/ (.+)$/, '<br>$1')}<br>TEL ${d.tel}<br>${mail}<hr>適格請求書発行事業者<br>登録番号 ${d.reg}
        <div class="bk"><span class="h">お振込先</span><br>${bankHtml}<br>口座名義<br>${holder}</div></div>`;
    const guideRows = rows
      .map(
        (x) =>
          `<tr><td class="c">${md(x.day)}</td><td>${x.what}</td><td class="c">${x.hours}</td><td class="num">${yen(x.base)}</td><td class="c">${x.extra ? `${x.extra}h × ${yen(over)}` : '—'}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const moreRows = `${allowance ? `<tr><td class="c"></td><td>宿泊を伴う出張手当（${trips}泊）</td><td></td><td></td><td></td><td class="num">${yen(allowance)}</td></tr>` : ''}${fare ? `<tr><td class="c"></td><td>ガイド交通費（実費）</td><td></td><td></td><td></td><td class="num">${yen(fare)}</td></tr>` : ''}`;
    const paidRows = paid
      .map(
        (x) =>
          `<tr><td class="c">${md(x.day)}</td><td>${x.what}</td><td class="num">${yen(x.each)}円 × ${x.n}名</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const page = `<div class="wrap">${side}<div class="main">
        <div class="hd"><h1>請求書<span>INVOICE</span></h1><table><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求書No.</td><td>${d.no}</td></tr></table></div>
        <div class="to"><span class="n">${buyer}　御中</span><div class="p">${r.pick(['インバウンド手配部', '手配部', 'ツアーオペレーション課'])}　${r.pick(SURNAMES)[0]} 様　（貴社手配番号 ${ref}）</div></div>
        <div class="amt"><span class="l">ご請求金額</span><span class="v">¥${yen(total)}</span><span class="du">お支払期限　${fmt(d.due)}</span></div>
        <div class="h">ツアー概要</div>
        <table class="g"><tr><td class="l">ツアー名</td><td>${r.pick(TOUR_NAMES)}</td><td class="l">ツアーコード</td><td>${code}</td></tr>
          <tr><td class="l">ゲスト代表</td><td>${lead} 他 ${guests - 1}名</td><td class="l">国籍</td><td>${r.pick(GUEST_COUNTRIES)}</td></tr>
          <tr><td class="l">業務期間</td><td>${md(start)} ～ ${md(end)}</td><td class="l">使用言語</td><td>${lang}</td></tr></table>
        <div class="h">ガイド業務（10%対象）</div>
        <table class="t"><tr><th style="width:64px">日付</th><th style="text-align:left">業務</th><th style="width:76px">拘束時間</th><th style="width:60px">基本料金</th><th style="width:70px">超過</th><th style="width:70px">金額</th></tr>${guideRows}${moreRows}</table>
        <div class="h">立替金（ゲスト様分・不課税）</div>
        <table class="t"><tr><th style="width:64px">日付</th><th style="text-align:left">内容</th><th style="width:110px">単価 × 人数</th><th style="width:70px">金額</th></tr>${paidRows}</table>
        <table class="s"><tr><td>ガイド料等 小計（税抜）</td><td class="num">${yen(fees)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(tax)}</td></tr>
          <tr><td>立替金 合計</td><td class="num">${yen(spent)}</td></tr><tr class="k"><td>仮払金（ツアー前 受領済）</td><td class="num">△${yen(advance)}</td></tr>
          <tr class="g"><td>ご請求金額</td><td class="num">¥${yen(total)}</td></tr></table>
        <div class="nt">※立替金の領収書は別送いたします。仮払金との差額を精算しております。<br>※超過料金は拘束時間8時間（半日・送迎は4時間）を超えた分を1時間単位で頂戴しております。</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 302 — a 社寺建築 builder (宮大工) bills a temple for the rest of a repair's price, a sheet set wholly VERTICALLY (縦書き) in 明朝 on
// cream paper, read right to left: 御請求書, 請求番号, 宗教法人…寺 御中 and its 代表役員 住職 … 様, 謹啓 … 謹白, 記, 一、御請求金額 金…円也
// in a frame (大字 壱千弐百参拾四萬五千円也, kanji with units 千二百三十四万五千円也, or digit by digit 一二、三四五、〇〇〇円), the 工事名,
// 工事場所 (the temple's 番地) and 工期, the 内訳 (工事請負代金, 追加工事, 小計, 消費税, 工事代金合計, 既受領額 着手金 and 中間金 with their
// dates, 差引 今回御請求額 — its amounts in kanji digit by digit or in upright full-width digits), 御支払期限, 御振込先, 以上, then the date,
// 〒 address, the company under a red 角印, 代表取締役, 電話 and 登録番号 in upright full-width digits, its 建設業許可 beside them.
const SHAJI_TRADES = [
  ['社寺建築', 'シャジケンチク'],
  ['社寺工務店', 'シャジコウムテン'],
  ['建匠', 'ケンショウ'],
  ['匠工房', 'タクミコウボウ'],
  ['木工舎', 'モッコウシャ'],
];
const TEMPLES = ['光明寺', '長福寺', '西光寺', '正法寺', '妙法寺', '円福寺', '龍泉寺', '大林寺', '浄土寺', '宝積寺'];
const SHAJI_WORKS = [
  '本堂屋根 銅板葺替工事',
  '山門 保存修理工事',
  '鐘楼堂 解体修理工事',
  '庫裏 改修工事',
  '本堂 向拝 修復工事',
  '客殿 耐震補強工事',
  '位牌堂 新築工事',
];
const SHAJI_EXTRAS = ['垂木 取替', '野地板 補修', '雨樋 新設', '蟇股 彫刻 修復', '瓦 葺直し', '縁側 床板 張替', '建具 調整'];
const SHAJI_SHINKIN = ['京都中央信用金庫', '奈良中央信用金庫', '城南信用金庫', '岡崎信用金庫', '尼崎信用金庫', '広島信用金庫'];
LAYOUTS.push({
  id: 'L302-shaji-tategaki',
  split: 'dev',
  title:
    "社寺建築 builder's 御請求書 to a temple for the rest of a repair's price, set wholly vertically (縦書き) in 明朝 on cream paper: 御請求書, 請求番号, 宗教法人…寺 御中 with its 住職, 謹啓 … 謹白, 記, a framed 一、御請求金額 金…円也 (大字, kanji with units, or kanji digit by digit), 工事名, 工事場所, 工期, a 内訳 (請負代金, 追加工事, 小計, 消費税, 工事代金合計, 既受領額 着手金 / 中間金 with their dates, 差引 今回御請求額) in kanji digits or upright full-width digits, 御支払期限, 御振込先, 以上, then the date (kanji numerals), 〒 address, the company under a red 角印, 代表取締役, 電話, 登録番号 and 建設業許可 in upright full-width digits",
  exercises:
    "a 社寺建築 company (株式会社…社寺建築 / 有限会社…建匠 / …社寺工務店株式会社, ㈱ sometimes) bills a temple (宗教法人…寺 御中, 代表役員 住職 … 様 — none of the fields) for the rest of a repair's price, on a sheet set wholly vertically (縦書き), read right to left: 御請求書; 請求番号 in full-width digits (invoice_number, as NFKC gives it); 謹啓 … 謹白; 記; a framed 一、御請求金額 金…円也 — total_amount — written in 大字 (金壱千弐百参拾四萬五千円也), in kanji with units (金千二百三十四万五千円也) or digit by digit (金一二、三四五、〇〇〇円也); 工事名 (本堂屋根 銅板葺替工事), 工事場所 (the temple's 所在地 and 番地, 境内) and 工期 (令和…年…月…日 から … まで) — none of the fields or dates; the 内訳, its amounts digit by digit in kanji or in upright full-width digits: 工事請負代金（当初契約）, 追加工事（…）sometimes, 小計, 消費税（十％）, 工事代金合計（税込）, 既受領額 着手金（令和…年…月…日 受領）and 中間金 (when there was one) — never the amount to pay —, 差引 今回御請求額 — total_amount, the 工事代金合計 less both (as a 前払金, L17 / L229); 御支払期限 in kanji numerals (令和八年三月三十一日 or 令和八年三月末日, that month's last day as L59 — due_date, in ISO as L164); 御振込先: a bank (a main bank, a local bank or a 信用金庫, its 店番 in full-width digits sometimes — bank_code a main bank's, else null, branch_code when printed), 当座 / 普通預金, 口座番号 in full-width digits, 口座名義 カ）…シャジケンチク in full-width kana as printed; 以上; then the date in kanji numerals (令和八年三月十日 — issue_date), 〒 and address in full-width digits (NFKC gives them back), the company's name under a red 角印, 代表取締役 …, 電話 (issuer_phone, full-width digits as NFKC gives them), 登録番号 Ｔ… (registration_number) and its 建設業許可 (…知事許可（般－７）第…号 — none of the fields)",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: ['other', 'main', 'other'][inst], checking: r.chance(0.5) }),
  render(d, r) {
    setCompany(
      d,
      r,
      SHAJI_TRADES,
      [
        ['株式会社', 'カ'],
        ['株式会社', 'カ'],
        ['有限会社', 'ユ'],
      ],
      HAN_STEMS,
    );
    noNetBank(d, r);
    const issuer = spelled(d, r.pick(['full', 'full', 'full', 'circled']));
    const holder = holderPrinted(d, r.pick(['full', 'big']));
    const [, town, area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const pref = prefOf(town);
    if (!d.bank.main && r.chance(0.5)) {
      d.bank = { name: r.pick(SHAJI_SHINKIN), code: null, main: false };
      d.branch = { name: r.pick(['本店', '本店営業部', '駅前支店', '中央支店']), code: `${r.int(1, 4)}${r.digits(2)}` };
    }
    const showBranchCode = r.chance(0.5);
    const temple = r.pick(TEMPLES);
    const priest = `${r.pick(SURNAMES)[0]}　${r.pick(['慈', '賢', '妙', '光', '泰'])}${r.pick(['照', '道', '円', '雲', '順'])}`;
    const [, ttown] = r.pick(PLACES.filter(([, t]) => t.startsWith(pref)).concat(PLACES.slice(0, 1)));
    const site = `${ttown}${r.int(1, 9)}${r.digits(2)}番地`;
    const work = r.pick(SHAJI_WORKS);
    // The price: the contract, a few additions, the 消費税; an 着手金 at the contract and an 中間金 sometimes, the rest billed now.
    const contract = r.int(300, 4000) * 10000;
    const extras = [];
    const xpool = [...SHAJI_EXTRAS];
    for (let i = 0, n = r.pick([0, 1, 1, 2]); i < n; i++)
      extras.push({ name: xpool.splice(r.int(0, xpool.length - 1), 1)[0], amount: r.int(100, 1500) * 1000 });
    const sub = contract + extras.reduce((a, x) => a + x.amount, 0);
    const tax = Math.floor(sub / 10);
    const gross = sub + tax;
    const [y, m] = d.issue;
    d.issue = [y, m, r.int(1, 25)];
    const finished = addDays(d.issue, -r.int(3, 20));
    const began = addDays(finished, -r.int(60, 240));
    const signed = addDays(began, -r.int(10, 45));
    const first = Math.round((gross * r.pick([0.3, 0.3, 0.4])) / 10000) * 10000;
    const middle = r.chance(0.6) ? Math.round((gross * 0.3) / 10000) * 10000 : 0;
    const midDay = addDays(began, r.int(30, 50));
    // Decided: total_amount is the 差引 今回御請求額 (the framed 御請求金額), the 工事代金合計 less the 着手金 and the 中間金 received.
    const total = gross - first - middle;
    const dueEnd = r.chance(0.5);
    d.due = dueEnd ? endOfMonth(...addMonths([y, m], 1)) : addDays(d.issue, 30);
    const dueText = dueEnd && r.chance(0.6) ? `令和${kanjiNum(d.due[0] - 2018)}年${kanjiNum(d.due[1])}月末日` : kanjiDate(d.due);
    d.no = r.pick([
      () => `${reiwa(y)}-${r.digits(3)}`,
      () => `${String(y).slice(2)}${pad2(m)}${r.digits(2)}`,
      () => `${r.int(100, 999)}`,
    ])();
    const head = r.pick(['daiji', 'units', 'pos']);
    const headAmount = head === 'pos' ? `金${kanjiPositional(total)}円也` : `金${kanjiUnits(total, head === 'daiji')}円也`;
    const rowsKanji = r.chance(0.5);
    const amt = (v) => (rowsKanji ? `金${kanjiPositional(v)}円` : `金${toFull(yen(v))}円`);
    const permit = `${pref.replace(/[都府県]$/, '')}${pref === '北海道' ? '' : pref.slice(-1)}知事許可（般－${toFull(r.int(3, 8))}）第${toFull(r.int(1000, 39999))}号`;
    const rep = `${r.pick(SURNAMES)[0]}　${r.pick(GIVEN)[0]}`;
    const sealText = `${d.corpBody}之印`;
    const ink = r.pick(['#1a1a1a', '#2b2118', '#1f2633']);
    const paper = r.pick(['#fbf8ef', '#f8f4e8', '#fdfbf5']);
    const nameLen = [...issuer].length;
    const css = `body { font-family: 'Noto Serif CJK JP'; color: ${ink}; }
      .wrap { position: relative; height: 1123px; background: ${paper}; }
      .frame { position: absolute; top: 32px; right: 28px; bottom: 32px; left: 28px; border: 1.5px solid #8a7a5a; }
      .tate { position: absolute; top: 52px; right: 46px; bottom: 52px; left: 42px; writing-mode: vertical-rl; font-size: 11.6px; line-height: 1.62; }
      .tate h1 { margin: 0 0 0 8px; font-size: 27px; letter-spacing: .6em; font-weight: 700; line-height: 1.3; }
      .i1 { padding-inline-start: 1em; } .i2 { padding-inline-start: 2em; } .i3 { padding-inline-start: 3em; }
      .to { font-size: 16px; font-weight: 700; line-height: 1.5; } .sp { margin-right: 6px; }
      .ln { display: flex; justify-content: space-between; } .ln > span:last-child { padding-inline-end: 2em; }
      .amt { border: 2px solid ${ink}; padding: 6px 2px; margin: 4px 8px; font-size: 16px; font-weight: 700; line-height: 1.4; display: flex; justify-content: space-between; }
      .amt span:last-child { padding-inline-end: 1em; }
      .g { font-weight: 700; } .sm { font-size: 10.6px; }
      .me { font-size: 11.2px; } .me.n { font-size: 16.5px; font-weight: 700; letter-spacing: .12em; position: relative; line-height: 1.5; margin: 0 14px; }
      .end { text-align: end; }`;
    const extraLines = extras
      .map((x) => `<div class="ln i2"><span>追加工事（${x.name}）</span><span>${amt(x.amount)}</span></div>`)
      .join('');
    const bankLines = `<div class="i1">御振込先　${d.bank.name}　${d.branch.name}${showBranchCode ? `（店番　${toFull(d.branch.code)}）` : ''}　${TYPE_LABEL[d.type]}預金　口座番号　${toFull(d.account)}</div>
      <div class="i3">口座名義　${holder}</div>`;
    const sealTop = Math.round(33 + nameLen * 18.5 - 36);
    const page = `<div class="wrap"><div class="frame"></div><div class="tate">
      <div class="ln"><h1>御請求書</h1><span class="sm" style="padding-inline-end:0">請求番号　${toFull(d.no)}</span></div>
      <div class="to sp">宗教法人${temple}　御中</div>
      <div class="i3">代表役員　住職　${priest}　様</div>
      <div class="i1 sp">謹啓　時下ますますご清祥のこととお慶び申し上げます。平素は格別のご高配を賜り、厚く御礼申し上げます。さて、このたび御下命を賜りました${work}は、お蔭様をもちまして無事竣工いたしました。つきましては、工事代金の残金を下記のとおり御請求申し上げます。何卒よろしくお願い申し上げます。</div>
      <div class="end">謹白</div>
      <div style="text-align:center">記</div>
      <div class="amt"><span>一、御請求金額</span><span>${headAmount}</span></div>
      <div class="i1">一、工事名　${work}</div>
      <div class="i1">一、工事場所　${toFull(site)}　${temple}境内　　工期　${kanjiDate(began)}から${kanjiDate(finished)}まで</div>
      <div class="i1">一、内訳</div>
      <div class="ln i2"><span>工事請負代金（${kanjiDate(signed)}契約）</span><span>${amt(contract)}</span></div>
      ${extraLines}
      ${extras.length ? `<div class="ln i2"><span>小　計</span><span>${amt(sub)}</span></div>` : ''}
      <div class="ln i2"><span>消費税（十％）</span><span>${amt(tax)}</span></div>
      <div class="ln i2 g"><span>工事代金合計（税込）</span><span>${amt(gross)}</span></div>
      <div class="ln i2"><span>既受領額　着手金（${kanjiDate(signed)}受領）</span><span>△${amt(first)}</span></div>
      ${middle ? `<div class="ln i2"><span>既受領額　中間金（${kanjiDate(midDay)}受領）</span><span>△${amt(middle)}</span></div>` : ''}
      <div class="ln i2 g"><span>差引　今回御請求額</span><span>${amt(total)}</span></div>
      <div class="i1">一、御支払期限　${dueText}</div>
      ${bankLines}
      <div class="end">以上</div>
      <div class="me sp">${kanjiDate(d.issue)}</div>
      <div class="me i2">〒${toFull(d.zip)}　${toFull(d.address)}</div>
      <div class="me n i2">${issuer}${hanko(sealText, `left:-13px;top:${sealTop}px;width:50px;height:50px;font-size:${sealText.length > 6 ? 9 : 11.5}px;`)}</div>
      <div class="me i3">代表取締役　${rep}</div>
      <div class="me i2 sm">電話　${toFull(d.tel)}　ＦＡＸ　${toFull(d.fax)}</div>
      <div class="me i2 sm">登録番号　${toFull(d.reg)}　　建設業許可　${permit}</div>
      </div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBranchCode } };
  },
});

// 303 — an 営業代行 (outsourced inside sales) company bills a client for the month's calls and appointments, a dashboard-like sheet:
// an English brand as the logo at the top left and 請求書 / INVOICE at the right over 請求日 / 請求書番号 / 契約番号 / 対象期間; the client
// (〒 address, its TEL, 御中); a row of KPI cards (架電数, 接続数, 担当者通話数, アポ獲得数, アポ率) and a （参考）創出商談見込額 card in
// yen; the ご請求金額 card with the お支払期限 and a small （参考）前月ご請求額; rows (月額固定費, 成果報酬 アポ … 件 × @…, リスト作成,
// 追加稼働, スクリプト改訂), a note that the 無効アポ are not billed, 小計 / 消費税 / 合計; the お振込先 box and the 担当; the company
// itself only in a dark FOOTER BAND across the bottom (name, 〒 address, TEL, 登録番号, URL).
const SALES_TRADES = [
  ['セールスパートナーズ', 'セールスパートナーズ'],
  ['マーケティング', 'マーケティング'],
  ['コールソリューションズ', 'コールソリューションズ'],
  ['インサイドセールス', 'インサイドセールス'],
  ['営業支援', 'エイギョウシエン'],
];
const SALES_BRANDS = ['SalesBoost', 'CallNext', 'LeadGrow', 'AppoLab', 'Pipeline+', 'ReachCall'];
LAYOUTS.push({
  id: 'L303-eigyou-daikou-kpi',
  split: 'dev',
  title:
    "営業代行 (inside sales) company's monthly 請求書, a dashboard: an English brand logo top left, 請求書 / INVOICE with 請求日 / 請求書番号 / 契約番号 / 対象期間 at the right, the client's 〒 address, TEL and name 御中, KPI cards (架電数, 接続数, 担当者通話数, アポ獲得数, アポ率) and a （参考）創出商談見込額 in yen, the ご請求金額 card with お支払期限 and （参考）前月ご請求額, rows (月額固定費, 成果報酬 … 件 × @, リスト作成, 追加稼働, スクリプト改訂) with a note on 無効アポ, 小計 / 消費税 / 合計, お振込先 and 担当, the company only in a dark footer band (name, 〒 address, TEL, 登録番号, URL)",
  exercises:
    "an 営業代行 company (株式会社…セールスパートナーズ / …マーケティング合同会社 / 株式会社…インサイドセールス, ㈱ sometimes) bills a client (株式会社…テック / …ソフトウェア株式会社 御中, its 〒 address and TEL under its name, 営業企画部 … 様 — none of the fields; its TEL is never the issuer_phone) for the month: an English brand (SalesBoost, CallNext …) set as the logo at the top left — not the issuer_name (as L68); 請求書 / INVOICE at the right over 請求日 (2026.01.31, 2026-01-31 or 2026/01/31 — issue_date), 請求書番号 (invoice_number), 契約番号 and 対象期間 (the month's first and last days — none of the fields or dates); a row of KPI cards — 架電数, 接続数, 担当者通話数, アポ獲得数 (件), アポ率 (%) — and a （参考）創出商談見込額 ¥… in the millions (none of the fields, never the total); the ご請求金額（税込）card — total_amount — with the お支払期限 (due_date) and a small （参考）前月ご請求額 ¥… (never the total); rows at 10%: 月額固定費（… 名体制）, 成果報酬（アポイント獲得）… 件 × @… — the アポ獲得数 less the 無効 ones named in the note (貴社判定により無効となった … 件は対象外), so the 件 billed differ from the KPI card —, ターゲットリスト作成 … 件 × @…, 追加稼働（土日・夜間）… 時間, トークスクリプト改訂 sometimes; 小計 / 消費税（10%）/ 合計 — total_amount the 合計; the お振込先 box (a main bank or a net bank's 法人 branch — bank_code a main bank's or null, branch_code null, none being printed —, 普通 / 当座, number, 口座名義 ｶ)…ｾｰﾙｽﾊﾟｰﾄﾅｰｽﾞ or ﾄﾞ)… as printed) and the 担当 (name, e-mail and a mobile — never the issuer_phone); the company's own block only in the dark FOOTER BAND across the bottom: the name (issuer_name), 〒 address, TEL (the issuer's fields), 登録番号 and the URL",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 2 ? 'other' : 'main', checking: r.chance(0.2) }),
  render(d, r) {
    const stem = setCompany(d, r, SALES_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
    ]);
    netOrdinary(d);
    const issuer = spelled(d, r.pick(['full', 'full', 'circled', 'paren']));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const [, , area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    const brand = r.pick(SALES_BRANDS);
    const bs = otherStem(r, stem);
    const buyer = r.pick([
      `株式会社${bs}テック`,
      `${bs}ソフトウェア株式会社`,
      `株式会社${bs}クラウド`,
      `${bs}ソリューションズ株式会社`,
    ]);
    const [bz, btown, barea] = r.pick(PLACES.filter(([z]) => z !== d.zip));
    const baddr = `${btown}${lotOf(r)}`;
    const btel = landlineOn(r, barea);
    const [y, m] = d.issue;
    d.issue = endOfMonth(y, m);
    const from = [y, m, 1];
    d.due = endOfMonth(...addMonths([y, m], 1));
    d.no = r.pick([
      () => `INV-${y}${pad2(m)}-${r.digits(3)}`,
      () => `${String(y).slice(2)}${pad2(m)}${r.digits(4)}`,
      () => `S${r.digits(7)}`,
    ])();
    const contractNo = `SC-${y - r.int(0, 1)}-${r.digits(4)}`;
    // The month's activity, and what of it is billed.
    const calls = r.int(600, 2400);
    const connected = Math.round(calls * r.range(0.25, 0.45));
    const talks = Math.round(connected * r.range(0.3, 0.55));
    const apo = r.int(6, 40);
    const invalid = r.chance(0.6) ? r.int(1, Math.min(3, apo - 1)) : 0;
    const billed = apo - invalid;
    const rate = ((apo / connected) * 100).toFixed(1);
    const pipeline = apo * r.int(80, 400) * 10000;
    const staff = r.int(1, 4);
    const rows = [
      {
        name: `月額固定費（インサイドセールス ${staff}名体制・${m}月稼働分）`,
        qty: 1,
        unit: '式',
        price: staff * r.pick([250000, 280000, 300000, 350000]),
      },
      { name: '成果報酬（アポイント獲得）', qty: billed, unit: '件', price: r.pick([10000, 15000, 20000, 25000, 30000]) },
    ];
    if (r.chance(0.6))
      rows.push({ name: 'ターゲットリスト作成', qty: r.int(3, 20) * 100, unit: '件', price: r.pick([30, 40, 50, 60]) });
    if (r.chance(0.35))
      rows.push({ name: '追加稼働（土日・夜間）', qty: r.int(4, 30), unit: '時間', price: r.pick([3000, 3500, 4000]) });
    if (r.chance(0.3)) rows.push({ name: 'トークスクリプト改訂', qty: 1, unit: '式', price: r.int(3, 8) * 10000 });
    for (const x of rows) x.amount = x.qty * x.price;
    const sub = rows.reduce((a, x) => a + x.amount, 0);
    const tax = Math.floor(sub / 10);
    // Decided: total_amount is the 合計 (the ご請求金額 card); the 創出商談見込額 and the 前月ご請求額 are for reference only.
    const total = sub + tax;
    const lastMonth = Math.round((total * r.range(0.75, 1.25)) / 10) * 10;
    const fmt = r.pick([DATE_FORMATS.dot, DATE_FORMATS.hyphen, DATE_FORMATS.slash]);
    const [pn, pk] = [r.pick(SURNAMES), r.pick(GIVEN)];
    const person = `${pn[0]} ${pk[0]}`;
    const pmail = `${pn[1] === 'ヤマダ' ? 'yamada' : 'sales'}${r.digits(2)}@${brand.toLowerCase().replace(/[^a-z]/g, '')}.jp`;
    const c = r.pick(['#4338ca', '#0e7490', '#be123c', '#15803d']);
    const dark = r.pick(['#111827', '#1f2937', '#1e1b4b']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.2px; color: #1f2937; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 34px 44px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .logo { font-family: 'Noto Sans CJK JP'; font-weight: 900; font-size: 22px; color: ${c}; letter-spacing: -.02em; } .logo small { display: block; font-size: 8px; color: #6b7280; font-weight: 400; letter-spacing: .05em; }
      .ti { text-align: right; } .ti h1 { margin: 0; font-size: 22px; letter-spacing: .25em; } .ti h1 span { font-size: 10px; color: #9ca3af; letter-spacing: .2em; margin-left: 6px; }
      .ti table { margin: 4px 0 0 auto; font-size: 8.8px; } .ti td { padding: 0 0 0 12px; text-align: left; } .ti td.l { color: #6b7280; }
      .to { margin-top: 14px; line-height: 1.6; font-size: 8.8px; } .to .n { font-size: 14px; font-weight: 700; }
      .kpi { display: flex; gap: 8px; margin-top: 14px; } .kpi div { flex: 1; border: 1px solid #e5e7eb; border-radius: 6px; padding: 6px 8px; background: #f9fafb; }
      .kpi .l { font-size: 8px; color: #6b7280; display: block; } .kpi .v { font-size: 17px; font-weight: 700; } .kpi .v small { font-size: 9px; font-weight: 400; margin-left: 2px; }
      .kpi .ref { background: #fff; border-style: dashed; }
      .mid { display: flex; gap: 12px; margin-top: 12px; align-items: stretch; }
      .amt { flex: 1.2; background: ${c}; color: #fff; border-radius: 8px; padding: 10px 16px; } .amt .l { font-size: 10px; opacity: .9; } .amt .v { font-size: 26px; font-weight: 700; line-height: 1.3; }
      .amt .du { font-size: 9.4px; margin-top: 2px; }
      .prev { flex: 1; border: 1px solid #e5e7eb; border-radius: 8px; padding: 10px 14px; font-size: 8.8px; color: #4b5563; line-height: 1.8; }
      table.t { width: 100%; margin-top: 14px; } .t th { text-align: left; font-weight: 500; color: #6b7280; border-bottom: 1.5px solid #111827; padding: 4px 6px; font-size: 8.6px; }
      .t td { border-bottom: 1px solid #e5e7eb; padding: 5px 6px; }
      .note { font-size: 8.2px; color: #6b7280; margin-top: 4px; }
      table.s { width: 270px; margin: 6px 0 0 auto; } .s td { padding: 3px 6px; border-bottom: 1px solid #e5e7eb; } .s tr.g td { font-weight: 700; font-size: 12px; border-bottom: 2px solid ${c}; }
      .low { display: flex; gap: 12px; margin-top: 16px; } .low > div { flex: 1; border: 1px solid #d1d5db; border-radius: 6px; padding: 8px 12px; line-height: 1.8; }
      .low .h { font-weight: 700; color: ${c}; }
      .foot { position: absolute; left: 0; right: 0; bottom: 0; height: 92px; background: ${dark}; color: #e5e7eb; padding: 16px 44px; display: flex; justify-content: space-between; align-items: center; font-size: 8.8px; line-height: 1.7; }
      .foot .n { font-size: 14px; font-weight: 700; color: #fff; } .foot .u { text-align: right; color: #9ca3af; }`;
    const kpi = [
      ['架電数', yen(calls), '件'],
      ['接続数', yen(connected), '件'],
      ['担当者通話数', yen(talks), '件'],
      ['アポ獲得数', String(apo), '件'],
      ['アポ率（対接続）', rate, '%'],
    ];
    const page = `<div class="wrap"><div class="hd"><div class="logo">${brand}<small>Inside Sales Outsourcing</small></div>
        <div class="ti"><h1>請求書<span>INVOICE</span></h1><table><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求書番号</td><td>${d.no}</td></tr><tr><td class="l">契約番号</td><td>${contractNo}</td></tr><tr><td class="l">対象期間</td><td>${fmt(from)} ～ ${fmt(d.issue)}</td></tr></table></div></div>
      <div class="to">〒${bz}　${baddr}　TEL ${btel}<br><span class="n">${buyer}　御中</span><br>${r.pick(['営業企画部', 'マーケティング部', '事業開発部'])}　${r.pick(SURNAMES)[0]} 様</div>
      <div class="kpi">${kpi.map(([l, v, u]) => `<div><span class="l">${l}</span><span class="v">${v}<small>${u}</small></span></div>`).join('')}<div class="ref"><span class="l">（参考）創出商談見込額</span><span class="v" style="font-size:14px">¥${yen(pipeline)}</span></div></div>
      <div class="mid"><div class="amt"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(total)}</div><div class="du">お支払期限　${fmt(d.due)}</div></div>
        <div class="prev">（参考）前月ご請求額　¥${yen(lastMonth)}<br>アポ獲得数 ${apo}件 のうち成果報酬対象 ${billed}件<br>月次定例会にて詳細レポートをご報告いたします。</div></div>
      <table class="t"><tr><th>品目</th><th style="width:60px;text-align:right">数量</th><th style="width:36px">単位</th><th style="width:70px;text-align:right">単価</th><th style="width:90px;text-align:right">金額</th></tr>
        ${rows.map((x) => `<tr><td>${x.name}</td><td class="num">${yen(x.qty)}</td><td>${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <div class="note">${invalid ? `※アポ獲得数 ${apo}件のうち、貴社判定により無効（重複・キャンセル）となった ${invalid}件は成果報酬の対象外としております。` : '※アポイントは貴社の商談実施確認をもって成果とさせていただいております。'}　※すべて10%対象</div>
      <table class="s"><tr><td>小計</td><td class="num">${yen(sub)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(tax)}</td></tr><tr class="g"><td>合計</td><td class="num">¥${yen(total)}</td></tr></table>
      <div class="low"><div><span class="h">お振込先</span><br>${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}</div>
        <div><span class="h">ご担当</span><br>${r.pick(['カスタマーサクセス部', 'アカウント営業部'])}　${person}<br>${pmail}　携帯 ${mobile(r)}</div></div>
      <div class="foot"><div><span class="n">${issuer}</span><br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　登録番号 ${d.reg}</div><div class="u">${brand} は${issuer}の<br>インサイドセールス代行サービスです。<br>https://www.${brand.toLowerCase().replace(/[^a-z]/g, '')}.jp</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 304 — a PCO (a company running academic congresses) bills a 学会 for its annual meeting and sets off the 参加登録費 it collected on
// the 学会's behalf: 請求書（精算）centred; the 学会 御中 and its 大会長 … 先生 at the left; at the right a ruled 請求者 grid (所在地, 名称
// under a square seal, 代表者, 電話番号, 登録番号, 担当者) under 請求日 / 請求書番号; 件名, a 差引ご請求額 line, the 会期・会場・参加者数
// strip; three tables — 運営委託費（10%）with the オンライン決済手数料 on the fees collected, 立替金（不課税: 会場使用料, 招聘者 旅費）and
// 参加登録費 収納明細 (区分 × 人数 × 単価) —; a 精算 table ① … ⑥ (小計, 消費税, 立替金, 合計, 参加登録費 収納額（お預り金）△, 差引ご請求額);
// the お振込先 as a ruled grid with 金融機関コード and 支店コード.
const PCO_TRADES = [
  ['コンベンション', 'コンベンション'],
  ['コンベンションサービス', 'コンベンションサービス'],
  ['学会サポート', 'ガッカイサポート'],
  ['コングレス', 'コングレス'],
  ['MICEプランニング', 'マイスプランニング'],
];
const ACADEMIC_FIELDS = [
  '臨床栄養',
  '小児看護',
  '応用地質',
  '環境微生物',
  '医療情報',
  '口腔衛生',
  '睡眠医療',
  '農業機械',
  '建築音響',
  '運動器リハビリテーション',
];
const VENUE_CITIES = {
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
  埼玉県: '大宮',
  千葉県: '幕張',
  静岡県: '静岡',
  群馬県: '高崎',
};
// [区分, 単価 lo, hi (1,000-yen steps), 人数 lo, hi]
const REG_FEES = [
  ['会員（事前登録）', 8, 12, 150, 600],
  ['非会員（事前登録）', 12, 16, 30, 150],
  ['学生・大学院生', 2, 5, 20, 120],
  ['会員（当日登録）', 12, 15, 20, 120],
  ['情報交換会（懇親会）', 5, 8, 60, 250],
];
LAYOUTS.push({
  id: 'L304-gakkai-pco-seisan',
  split: 'dev',
  title:
    "PCO's 請求書（精算）to a 学会 for its annual meeting, setting off the 参加登録費 it collected: title centred, the 学会 御中 and its 大会長 left, a ruled 請求者 grid right (所在地, 名称 under a square seal, 代表者, 電話番号, 登録番号, 担当者) under 請求日 / 請求書番号, 件名, a 差引ご請求額 line, a 会期・会場・参加者数 strip, tables 運営委託費（10%, with the オンライン決済手数料）, 立替金（不課税: 会場使用料, 招聘者 旅費）and 参加登録費 収納明細, a 精算 ①–⑥ (小計, 消費税, 立替金, 合計, 収納額（お預り金）△, 差引ご請求額), the お振込先 as a ruled grid with 金融機関コード and 支店コード",
  exercises:
    'a PCO (株式会社…コンベンション / …学会サポート㈱ / 株式会社…コングレス / …MICEプランニング株式会社) bills a 学会 (一般社団法人日本…学会 御中, 第…回学術集会 大会長 … 先生 — none of the fields) for running its annual meeting and sets off the 参加登録費 it collected for the 学会 through its registration system: 請求書（精算）centred; 請求日 (2026年7月10日, 令和8年7月10日 or 2026/07/10 — issue_date) and 請求書番号 (invoice_number) at the top right over a ruled 請求者 grid: 所在地 (〒 and address), 名称 (the issuer_name, a square red seal over it), 代表者 (代表取締役 …), 電話番号 (issuer_phone), 登録番号 (registration_number), 担当者 (name and e-mail); 件名 第…回 日本…学会学術集会 運営業務委託費（精算）; a 差引ご請求額 line — total_amount; a strip with the 会期 (2026年6月12日（金）～13日（土）), the 会場 (…国際会議場, its own 〒 address) and the 参加者数 — none of the fields or dates; 運営委託費（10%対象）: 企画・運営管理費, 参加登録・演題登録システム利用料, 運営スタッフ … 人日 × @…, 抄録集 編集・印刷 … 部 × @…, 音響・映像機材, 看板・サイン制作, オンライン決済手数料（収納額 × 3.6%）; 立替金（不課税）: 会場使用料 (paid to the venue), 招聘講演者 旅費・宿泊費 (… 名); 参加登録費 収納明細 (会員 / 非会員 事前, 学生, 当日, 情報交換会: 人数 × 単価 = 金額, 収納額 合計 — none of it the total); 精算: ① 運営委託費 小計（税抜）, ② 消費税（10%）, ③ 立替金 合計, ④ 合計（①＋②＋③）— never the total —, ⑤ 参加登録費 収納額（お預り金）△, ⑥ 差引ご請求額（④－⑤）— total_amount, the amount left to pay after the set-off (as L161); お支払期限 (due_date); the お振込先 as a ruled grid: 金融機関名, 金融機関コード, 支店名, 支店コード (bank_code and branch_code as printed), 預金種別, 口座番号, 口座名義（カナ）ｶ)…ｺﾝﾍﾞﾝｼﾖﾝ as printed',
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 1 ? 'other' : 'main', checking: r.chance(0.25) }),
  render(d, r) {
    setCompany(d, r, PCO_TRADES, [['株式会社', 'カ']]);
    noNetBank(d, r);
    netOrdinary(d);
    const issuer = spelled(d, r.pick(['full', 'full', 'circled', 'paren']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full']));
    const [, , area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    const field = r.pick(ACADEMIC_FIELDS);
    const society = `一般社団法人日本${field}学会`;
    const round = r.int(8, 45);
    const chair = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    // The meeting: two days (a Friday and a Saturday) some weeks before the 請求日, at a venue in a city near the PCO.
    const [vz, vtown] = r.pick(PLACES);
    const venue = `${VENUE_CITIES[prefOf(vtown)] ?? '東京'}${r.pick(['国際会議場', 'コンベンションセンター', '国際交流センター'])}`;
    const vaddr = `〒${vz}　${vtown}${lotOf(r)}`;
    let first = addDays(d.issue, -r.int(25, 50));
    while (weekday(first) !== '金') first = addDays(first, -1);
    const second = addDays(first, 1);
    d.issue = addDays(second, r.int(20, 40));
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([d.issue[0], d.issue[1]], 1)) : addDays(d.issue, 30);
    const [y, m] = d.issue;
    d.no = r.pick([
      () => `PCO-${y}-${r.digits(3)}`,
      () => `${String(y).slice(2)}${pad2(m)}${pad2(d.issue[2])}-${r.digits(2)}`,
      () => `C${r.digits(6)}`,
    ])();
    // The fees collected, by category.
    const regs = REG_FEES.filter((x, i) => i === 0 || r.chance(0.75)).map(([name, plo, phi, nlo, nhi]) => ({
      name,
      price: r.int(plo, phi) * 1000,
      n: r.int(nlo, nhi),
    }));
    const fees = [
      { name: '企画・運営管理費', qty: 1, unit: '式', price: r.int(80, 250) * 10000 },
      { name: '参加登録・演題登録システム利用料', qty: 1, unit: '式', price: r.int(20, 60) * 10000 },
      {
        name: '運営スタッフ人件費（設営日・会期中）',
        qty: r.int(20, 80),
        unit: '人日',
        price: r.pick([25000, 28000, 30000, 35000]),
      },
    ];
    if (r.chance(0.7)) fees.push({ name: '抄録集 編集・印刷', qty: r.int(3, 12) * 100, unit: '部', price: r.int(8, 20) * 100 });
    if (r.chance(0.7)) fees.push({ name: '音響・映像・照明機材', qty: 1, unit: '式', price: r.int(30, 120) * 10000 });
    if (r.chance(0.5)) fees.push({ name: '看板・サイン制作', qty: 1, unit: '式', price: r.int(10, 40) * 10000 });
    const costs = [{ name: `会場使用料（${venue}・会場へ支払済）`, amount: r.int(100, 400) * 10000 }];
    const guests = r.chance(0.7) ? r.int(1, 6) : 0;
    if (guests)
      costs.push({ name: `招聘講演者 旅費・宿泊費（${guests}名）`, amount: guests * r.int(40, 120) * 1000 + r.int(0, 9) * 100 });
    // The set-off stays below what is billed: fewer registrations when the fees would come to more.
    let collected;
    let subFees;
    let card;
    let gross;
    for (;;) {
      collected = regs.reduce((a, x) => a + x.price * x.n, 0);
      card = Math.floor((collected * 36) / 1000);
      subFees = fees.reduce((a, x) => a + x.qty * x.price, 0) + card;
      gross = subFees + Math.floor(subFees / 10) + costs.reduce((a, x) => a + x.amount, 0);
      if (collected <= gross * 0.8) break;
      for (const x of regs) x.n = Math.max(5, Math.floor(x.n * 0.85));
    }
    const tax = Math.floor(subFees / 10);
    const costSum = costs.reduce((a, x) => a + x.amount, 0);
    // Decided: the 参加登録費 collected for the 学会 is its money held by the PCO (お預り金), set off after the 消費税; total_amount is the
    // ⑥ 差引ご請求額, never the ④ 合計 nor the 収納額.
    const total = gross - collected;
    const people = regs.filter((x) => !x.name.startsWith('情報交換会')).reduce((a, x) => a + x.n, 0);
    const fmt = r.pick([DATE_FORMATS.seireki, DATE_FORMATS.wareki, DATE_FORMATS.slash]);
    const sday = (t) => `${t[0]}年${t[1]}月${t[2]}日（${weekday(t)}）`;
    const rep = `${r.pick(SURNAMES)[0]}　${r.pick(GIVEN)[0]}`;
    const staff = `${r.pick(SURNAMES)[0]}（${r.pick(['運営部', '学会事業部', 'コンベンション事業部'])}）`;
    const sealText = `${d.corpBody}之印`;
    const c = r.pick(['#1e3a5f', '#3f3f46', '#14532d', '#4a1d3f']);
    const pale = r.pick(['#eef2f7', '#f3f3f1', '#eef5f0']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 8.8px; color: #222; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 34px 46px 0; }
      h1 { margin: 0; text-align: center; font-size: 22px; letter-spacing: .35em; font-weight: 700; } h1 small { font-size: 13px; letter-spacing: .1em; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 10px; }
      .to { width: 330px; padding-top: 26px; line-height: 1.7; } .to .n { font-size: 14px; font-weight: 700; border-bottom: 1px solid #333; padding-right: 16px; } .to .p { font-size: 10px; }
      .rt { width: 350px; } .rt .m { text-align: right; line-height: 1.6; }
      table.q { width: 100%; margin-top: 4px; font-size: 8.6px; } .q td { border: 1px solid #888; padding: 2px 6px; } .q td.l { background: ${pale}; width: 62px; text-align: center; }
      .q .nm { position: relative; font-size: 11.5px; font-weight: 700; }
      .subj { margin-top: 12px; font-size: 10px; font-weight: 700; }
      .amt { margin-top: 4px; display: flex; align-items: center; border-bottom: 2px solid ${c}; padding: 2px 4px; } .amt .l { font-size: 11px; font-weight: 700; } .amt .v { font-size: 19px; font-weight: 700; margin-left: 20px; }
      .amt .du { margin-left: auto; }
      .strip { margin-top: 6px; background: ${pale}; padding: 4px 10px; font-size: 8.4px; line-height: 1.6; }
      .h { margin-top: 8px; font-weight: 700; color: ${c}; }
      table.t { width: 100%; margin-top: 2px; font-size: 8.4px; } .t th { background: ${pale}; border: 1px solid #999; font-weight: 500; padding: 2px; } .t td { border: 1px solid #bbb; padding: 2px 6px; }
      .t tr.s td { font-weight: 700; background: #fafafa; }
      .two { display: flex; gap: 14px; align-items: flex-start; } .two > div { flex: 1; }
      table.z { width: 100%; margin-top: 2px; font-size: 9px; } .z td { border: 1px solid #999; padding: 2.5px 8px; } .z td.l { background: ${pale}; }
      .z tr.k td { color: #8a1c1c; } .z tr.g td { border: 2px solid ${c}; font-weight: 700; font-size: 11px; }
      table.b { width: 100%; margin-top: 2px; font-size: 8.6px; } .b th { background: ${pale}; border: 1px solid #999; font-weight: 500; padding: 2px; } .b td { border: 1px solid #999; padding: 3px 6px; text-align: center; }
      .nt { margin-top: 8px; font-size: 7.9px; color: #555; line-height: 1.6; }`;
    const feeRows = [
      ...fees.map((x) => ({ ...x, amount: x.qty * x.price })),
      {
        name: `オンライン決済手数料（参加登録費 収納額 ${yen(collected)}円 × 3.6%）`,
        qty: '',
        unit: '',
        price: '',
        amount: card,
      },
    ];
    const page = `<div class="wrap"><h1>請求書<small>（精算）</small></h1>
      <div class="hd"><div class="to"><span class="n">${society}　御中</span><div class="p">第${round}回学術集会　大会長　${chair}　先生</div></div>
        <div class="rt"><div class="m">請求日　${fmt(d.issue)}<br>請求書番号　${d.no}</div>
          <table class="q"><tr><td class="l">所在地</td><td>〒${d.zip}<br><span class="addr">${d.address}</span></td></tr>
            <tr><td class="l">名　称</td><td class="nm">${issuer}${hanko(sealText, `right:8px;top:-12px;width:48px;height:48px;font-size:${sealText.length > 6 ? 9 : 11.5}px;`)}</td></tr>
            <tr><td class="l">代表者</td><td>代表取締役　${rep}</td></tr><tr><td class="l">電話番号</td><td>${d.tel}</td></tr>
            <tr><td class="l">登録番号</td><td>${d.reg}</td></tr><tr><td class="l">担当者</td><td>${staff}</td></tr></table></div></div>
      <div class="subj">件名：第${round}回 日本${field}学会学術集会 運営業務委託費（精算）</div>
      <div class="amt"><span class="l">差引ご請求額</span><span class="v">¥${yen(total)}</span><span class="du">お支払期限　${fmt(d.due)}</span></div>
      <div class="strip">会期　${sday(first)}～${second[2]}日（${weekday(second)}）　　会場　${venue}（${vaddr}）　　参加者数　${yen(people)}名</div>
      <div class="h">1. 運営委託費（10%対象）</div>
      <table class="t"><tr><th style="text-align:left">項目</th><th style="width:50px">数量</th><th style="width:34px">単位</th><th style="width:64px">単価</th><th style="width:84px">金額（税抜）</th></tr>
        ${feeRows.map((x) => `<tr><td>${x.name}</td><td class="num">${x.qty === '' ? '' : yen(x.qty)}</td><td style="text-align:center">${x.unit}</td><td class="num">${x.price === '' ? '' : yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}
        <tr class="s"><td colspan="4">小計</td><td class="num">${yen(subFees)}</td></tr></table>
      <div class="two"><div><div class="h">2. 立替金（不課税）</div>
          <table class="t"><tr><th style="text-align:left">項目</th><th style="width:84px">金額</th></tr>${costs.map((x) => `<tr><td>${x.name}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}<tr class="s"><td>合計</td><td class="num">${yen(costSum)}</td></tr></table>
          <div class="h">4. 精算</div>
          <table class="z"><tr><td class="l">① 運営委託費 小計（税抜）</td><td class="num">${yen(subFees)}</td></tr><tr><td class="l">② 消費税（10%）</td><td class="num">${yen(tax)}</td></tr>
            <tr><td class="l">③ 立替金 合計</td><td class="num">${yen(costSum)}</td></tr><tr><td class="l">④ 合計（①＋②＋③）</td><td class="num">${yen(gross)}</td></tr>
            <tr class="k"><td class="l">⑤ 参加登録費 収納額（お預り金）</td><td class="num">△${yen(collected)}</td></tr><tr class="g"><td>⑥ 差引ご請求額（④－⑤）</td><td class="num">¥${yen(total)}</td></tr></table></div>
        <div><div class="h">3. 参加登録費 収納明細（貴会へのお預り金）</div>
          <table class="t"><tr><th style="text-align:left">区分</th><th style="width:46px">人数</th><th style="width:56px">単価</th><th style="width:80px">金額</th></tr>${regs.map((x) => `<tr><td>${x.name}</td><td class="num">${x.n}名</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.price * x.n)}</td></tr>`).join('')}<tr class="s"><td colspan="3">収納額 合計</td><td class="num">${yen(collected)}</td></tr></table>
          <div class="nt">※参加登録費は当社の登録システムにて収納し、貴会のお預り金として本精算にて相殺いたします（不課税）。</div></div></div>
      <div class="h">お振込先</div>
      <table class="b"><tr><th>金融機関名</th><th>金融機関コード</th><th>支店名</th><th>支店コード</th><th>預金種別</th><th>口座番号</th></tr>
        <tr><td>${d.bank.name}</td><td>${d.bank.code}</td><td>${d.branch.name}</td><td>${d.branch.code}</td><td>${TYPE_LABEL[d.type]}</td><td>${d.account}</td></tr>
        <tr><th>口座名義（カナ）</th><td colspan="5" style="text-align:left">${holder}</td></tr></table>
      <div class="nt">※振込手数料は貴会にてご負担くださいますようお願いいたします。各項目の明細・領収書（写）は別添の精算報告書をご参照ください。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBankCode: true, showBranchCode: true } };
  },
});
