// Invoice corpus layouts L263–L268: each pushed onto core.mjs's LAYOUTS, in order.
import {
  BRANCHES,
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
  endOfMonth,
  holderPrinted,
  landlineOn,
  mobile,
  netOrdinary,
  otherStem,
  pad2,
  placeOf,
  reiwa,
  seal,
  setCompanyWithKana,
  spelled,
  weekday,
  yen,
} from './core.mjs';

// ---- 263–268: written blind as the forty-second round's fresh set.

const kata = (s) => s.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
const signed = (v) => (v < 0 ? `△${yen(-v)}` : yen(v));
/** A red seal: text set in vertical columns inside a square or round border. */
const hanko = (text, style) =>
  `<div style="position:absolute;border:2.5px solid #d23;color:#d23;font-family:'Noto Serif CJK JP';writing-mode:vertical-rl;display:flex;align-items:center;justify-content:center;text-align:center;line-height:1.05;letter-spacing:-1px;padding:3px;opacity:.85;${style}">${text}</div>`;
/** The days of a month falling on a weekday (0 = Sunday). */
const daysOn = ([y, m], wd) => {
  const out = [];
  for (let k = 1; k <= endOfMonth(y, m)[2]; k++) if (new Date(Date.UTC(y, m - 1, k)).getUTCDay() === wd) out.push(k);
  return out;
};
/** Hiragana words of the 屋号 pool (そら, ひなた…). */
const KANA_WORDS = YAGO_WORDS.filter((w) => /^\p{Script=Hiragana}+$/u.test(w));

// 263 — an aquarium company rents out and maintains the fish tanks of a clinic, a hotel, an office or a care home, and bills the month:
// its name with a drop-shaped mark at the top left and 請求書 at the right, a thin band under them holding its 〒 address, TEL / FAX and
// 登録番号 on one line, the buyer (its 〒 address, the facility, 総務 … 様) at the left beside 請求書番号 / 発行日 / お支払期限 (slashes)
// and a square seal, a box of the month's メンテナンス実施日, the rows (each tank's レンタル料 by its 設置場所, size and kind, the
// 定期メンテナンス by the visit, 生体補充, 水草, ろ材, LED), and at the foot the お振込先 table (codes sometimes) and a 備考 at the left
// beside 小計 / 消費税 / ご請求金額（税込）at the right — no amount box at the top.
const AQUA_TRADES = [
  ['アクアリウム', 'アクアリウム'],
  ['アクアデザイン', 'アクアデザイン'],
  ['水景工房', 'スイケイコウボウ'],
  ['アクアプランツ', 'アクアプランツ'],
];
// [width cm, kind, monthly rental lo, hi (in hundreds of yen), marine]
const TANKS = [
  [45, 'アクアテラリウム', 50, 80, false],
  [60, '淡水・水草', 60, 95, false],
  [90, '淡水・水草', 120, 180, false],
  [120, '淡水・熱帯魚', 180, 260, false],
  [90, '海水・サンゴ', 220, 320, true],
  [120, '海水・魚のみ', 280, 380, true],
];
const TANK_SIZE = { 45: '450×270×300', 60: '600×300×360', 90: '900×450×450', 120: '1200×450×450' };
const AQUA_SITES = {
  clinic: ['待合室', '受付横', '診察室前 廊下', '小児待合'],
  hotel: ['1F ロビー', '2F レストラン入口', 'ラウンジ', '宴会場前 ホワイエ'],
  office: ['本社 受付', '応接室', '役員フロア エントランス', '社員食堂'],
  care: ['1F 食堂', 'デイルーム', '玄関ホール'],
};
// [name, unit, qty lo, hi, price lo, hi, for marine tanks (null: any)]
const AQUA_EXTRAS = [
  ['生体補充（ネオンテトラ）', '匹', 10, 30, 150, 250, false],
  ['生体補充（カクレクマノミ）', '匹', 1, 3, 2800, 4200, true],
  ['水草トリミング・植え替え', '式', 1, 1, 3000, 8000, false],
  ['ろ材・活性炭 交換', '式', 1, 1, 2500, 6000, null],
  ['LED照明 交換（部品代）', '台', 1, 1, 8800, 16500, null],
  ['コケ取り貝 追加', '匹', 3, 10, 180, 300, null],
  ['人工海水 補充（25L用）', '袋', 2, 6, 900, 1400, true],
];
LAYOUTS.push({
  id: 'L263-aquarium-rental',
  split: 'dev',
  title:
    "aquarium company's monthly 請求書 for renting and maintaining a client's fish tanks: name with a drop mark top left and 請求書 right, a thin band with its 〒 address, TEL / FAX and 登録番号 on one line, buyer (〒 address, facility, 総務 … 様) left beside 請求書番号 / 発行日 / お支払期限 (slashes) and a square seal, a メンテナンス実施日 box, rows (each tank's レンタル料, 定期メンテナンス by the visit, 生体補充, 水草, ろ材, LED), and at the foot the お振込先 table with a 備考 left of 小計 / 消費税 / ご請求金額（税込）",
  exercises:
    "an aquarium company (株式会社…アクアリウム / …水景工房株式会社 / 合同会社…アクアデザイン, (株) or ㈱ sometimes) bills a clinic's 医療法人社団, a hotel, an office or a 社会福祉法人 (its 〒 address, the facility's name, 総務 … 様 — none of the fields) for the month's tank rental and maintenance: the company's name set large with its mark at the top left and 請求書 at the right, then a thin ruled band holding its 〒 address, TEL / FAX and 登録番号 on one line — the issuer's fields; 請求書番号, 発行日 and お支払期限 in a small table at the right (2026/01/31) — invoice_number, issue_date, due_date — with a square seal; a box listing the month's メンテナンス実施日 (1/7（水）・1/21（水）) and the next visit — none of the dates; rows: 水槽レンタル料 per tank (its 設置場所, W×D×H mm and 淡水・水草 / 海水・サンゴ) by the month, 定期メンテナンス (水換え・ガラス清掃・水質測定) by the visit, 生体補充 by the 匹, 水草トリミング, ろ材交換, LED照明 sometimes; at the FOOT the お振込先 table (金融機関 | 支店 | 種目 | 口座番号, with the bank and branch codes under the names sometimes, 口座名義 ｶ)… / …(ﾄﾞ as printed) and a 備考 at the left; 小計 / 消費税（10%）/ ご請求金額（税込）at the right — total_amount, the only place the amount is printed",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const [stem] = setCompanyWithKana(d, r, AQUA_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
      ['有限会社', 'ユ'],
    ]);
    netOrdinary(d);
    const issuer = r.chance(0.7) ? d.issuerName : spelled(d, r.pick(['paren', 'circled']));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full', 'half-big']));
    const [, , area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const bs = otherStem(r, stem);
    const kind = r.pick(['clinic', 'hotel', 'office', 'care']);
    const buyer = {
      clinic: `医療法人社団${bs}会`,
      hotel: `株式会社ホテル${bs}`,
      office: r.pick([`${bs}不動産株式会社`, `株式会社${bs}商事`]),
      care: `社会福祉法人${bs}福祉会`,
    }[kind];
    const facility = {
      clinic: `${bs}${r.pick(['歯科クリニック', '内科クリニック', 'こどもクリニック'])}`,
      hotel: '',
      office: '',
      care: `特別養護老人ホーム ${bs}苑`,
    }[kind];
    const contact = `${kind === 'clinic' ? '事務長' : '総務部'}　${r.pick(SURNAMES)[0]} 様`;
    const [y, m] = d.issue;
    const atEnd = r.chance(0.6);
    const svc = atEnd ? [y, m] : addMonths([y, m], -1);
    d.issue = atEnd ? endOfMonth(y, m) : [y, m, r.pick([5, 10])];
    d.due = endOfMonth(...addMonths(svc, 1));
    d.no = r.chance(0.5)
      ? `AQ-${String(svc[0]).slice(2)}${pad2(svc[1])}-${r.digits(3)}`
      : `${String(svc[0]).slice(2)}${pad2(svc[1])}${r.digits(4)}`;
    // The tanks, each at its own place.
    const sites = [...AQUA_SITES[kind]];
    const tanks = Array.from({ length: r.int(1, 3) }, () => {
      const [w, what, lo, hi, marine] = r.pick(TANKS);
      const site = sites.splice(r.int(0, sites.length - 1), 1)[0];
      return { w, what, marine, site, price: r.int(lo, hi) * 100 };
    });
    const wd = r.int(1, 5);
    const days = daysOn(svc, wd);
    const weekly = r.chance(0.35);
    const first = r.int(0, 1);
    const visits = weekly ? days.slice(0, 4) : [days[first], days[first + 2]];
    const next = daysOn(addMonths(svc, 1), wd)[0];
    const rows = tanks.map((t) => ({
      name: `水槽レンタル料（${t.site}）`,
      sub: `W${t.w}cm ${t.what}　${TANK_SIZE[t.w]}mm`,
      qty: 1,
      unit: 'ヶ月',
      price: t.price,
    }));
    rows.push({
      name: '定期メンテナンス',
      sub: `水換え・ガラス清掃・水質測定（${tanks.length}本）`,
      qty: visits.length,
      unit: '回',
      price: tanks.length * r.pick([4000, 4500, 5000, 6000]),
    });
    const anyMarine = tanks.some((t) => t.marine);
    const anyFresh = tanks.some((t) => !t.marine);
    const extras = AQUA_EXTRAS.filter(([, , , , , , sea]) => sea === null || (sea ? anyMarine : anyFresh));
    for (let k = r.int(0, 2); k > 0; k--) {
      const [name, unit, qlo, qhi, plo, phi] = extras.splice(r.int(0, extras.length - 1), 1)[0];
      rows.push({ name, sub: '', qty: r.int(qlo, qhi), unit, price: Math.round(r.int(plo, phi) / 10) * 10 });
    }
    rows.forEach((x) => (x.amount = x.qty * x.price));
    const sub = rows.reduce((a, x) => a + x.amount, 0);
    const tax = Math.floor(sub / 10);
    const total = sub + tax;
    const fmt = DATE_FORMATS.slash;
    const md = (dd) => `${svc[1]}/${dd}（${weekday([...svc, dd])}）`;
    const showCodes = r.chance(0.5);
    const code = (c) => (showCodes ? `<div class="cd">（${c}）</div>` : '');
    const teal = r.pick(['#0e7490', '#0f766e', '#1d4ed8']);
    const sealHtml = seal(d, `right:${r.int(-6, 14)}px;top:${r.int(34, 52)}px;`);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9px; color: #1e293b; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 40px 44px 0; }
      .lh { display: flex; justify-content: space-between; align-items: flex-end; }
      .logo { display: flex; align-items: center; gap: 10px; } .logo .dr { width: 34px; height: 34px; background: ${teal}; border-radius: 0 50% 50% 50%; transform: rotate(45deg); }
      .logo .n { font-size: 17px; font-weight: 700; color: ${teal}; letter-spacing: .04em; } .logo .en { font-size: 7.4px; letter-spacing: .28em; color: #64748b; }
      h1 { margin: 0; font-size: 24px; letter-spacing: .5em; font-weight: 500; color: ${teal}; }
      .band { margin-top: 8px; border-top: 2px solid ${teal}; border-bottom: 1px solid ${teal}; padding: 3px 0; font-size: 8.2px; color: #334155; white-space: nowrap; }
      .hd { display: flex; justify-content: space-between; margin-top: 18px; }
      .to { font-size: 9.4px; line-height: 1.65; } .to .n { font-size: 14px; font-weight: 700; border-bottom: 1.5px solid #1e293b; padding: 0 30px 2px 0; display: inline-block; margin: 3px 0; }
      .rt { position: relative; width: 250px; } .meta { width: 100%; } .meta td { border-bottom: 1px solid #cbd5e1; padding: 3px 6px; } .meta td.l { color: #475569; width: 84px; }
      .vs { margin-top: 14px; border: 1px dashed ${teal}; border-radius: 6px; padding: 5px 12px; font-size: 8.6px; }
      table.t { width: 100%; margin-top: 12px; } .t th { background: ${teal}; color: #fff; font-weight: 500; padding: 4px; } .t td { border-bottom: 1px solid #e2e8f0; padding: 4px 6px; } .t .sub { font-size: 7.6px; color: #64748b; }
      .low { display: flex; gap: 22px; margin-top: 14px; align-items: flex-start; }
      .lt { flex: 1; } .bk { width: 100%; font-size: 8.6px; } .bk th { background: #f1f5f9; border: 1px solid #94a3b8; font-weight: 500; padding: 2px 4px; } .bk td { border: 1px solid #94a3b8; padding: 3px 6px; text-align: center; } .bk .cd { font-size: 7.6px; color: #475569; }
      .cap { font-weight: 700; color: ${teal}; margin-bottom: 2px; }
      .nt { margin-top: 10px; font-size: 8.2px; color: #475569; line-height: 1.7; }
      .sum { width: 250px; } .sum td { padding: 4px 8px; border-bottom: 1px solid #e2e8f0; } .sum tr.g td { background: ${teal}14; border-top: 2px solid ${teal}; border-bottom: 2px solid ${teal}; font-weight: 700; font-size: 13px; }`;
    const page = `<div class="wrap"><div class="lh"><div class="logo"><div class="dr"></div><div><div class="n">${issuer}</div><div class="en">AQUARIUM RENTAL &amp; MAINTENANCE</div></div></div><h1>請求書</h1></div>
      <div class="band">〒${d.zip} ${d.address}　TEL ${d.tel}　FAX ${d.fax}　登録番号 ${d.reg}</div>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><div class="n">${buyer}　御中</div>${facility ? `<br>${facility}` : ''}<br>${contact}</div>
        <div class="rt"><table class="meta"><tr><td class="l">請求書番号</td><td>${d.no}</td></tr><tr><td class="l">発行日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">お支払期限</td><td>${fmt(d.due)}</td></tr></table>${sealHtml}</div></div>
      <div style="margin-top:16px">いつも水槽をご愛用いただきありがとうございます。${svc[0]}年${svc[1]}月分のレンタル料・メンテナンス料を下記のとおりご請求いたします。</div>
      <div class="vs">今月のメンテナンス実施日：${visits.map(md).join('・')}${atEnd ? `　／　次回予定：${addMonths(svc, 1)[1]}/${next}（${weekday([...addMonths(svc, 1), next])}）` : ''}</div>
      <table class="t"><tr><th style="text-align:left">品目・内容</th><th style="width:50px">数量</th><th style="width:40px">単位</th><th style="width:80px">単価</th><th style="width:90px">金額</th></tr>
        ${rows.map((x) => `<tr><td>${x.name}${x.sub ? `<br><span class="sub">${x.sub}</span>` : ''}</td><td class="num">${x.qty}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <div class="low"><div class="lt"><div class="cap">お振込先</div>
          <table class="bk"><tr><th>金融機関</th><th>支店</th><th>種目</th><th>口座番号</th></tr>
            <tr><td>${d.bank.name}${code(d.bank.code)}</td><td>${d.branch.name}${code(d.branch.code)}</td><td>${TYPE_LABEL[d.type]}</td><td>${d.account}</td></tr>
            <tr><th>口座名義</th><td colspan="3" style="text-align:left">${holder}</td></tr></table>
          <div class="nt">備考<br>・振込手数料は貴社にてご負担くださいますようお願いいたします。<br>・生体の死着・白点病等は2週間以内であれば無償にて補充いたします。<br>・水槽の移設・増設のご相談も承っております。</div></div>
        <table class="sum"><tr><td>小計</td><td class="num">${yen(sub)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(tax)}</td></tr><tr class="g"><td>ご請求金額（税込）</td><td class="num">¥${yen(total)}</td></tr></table></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBankCode: showCodes, showBranchCode: showCodes } };
  },
});

// 264 — a 農機具店 (its owner under the shop's name, or its 有限会社) bills a farmer or a 農業法人 for a machine's service: 修理明細書 兼
// 請求書 on a ruled form, the shop's block with a square seal at the top right, the customer (様 or 御中, a 大字 address) at the left, a
// grid of the machine (機種, 型式, 機番, アワーメーター, 受付日, 完了日) beside 伝票No. and 請求日 (令和 with the digits padded as the
// system prints them), the parts table (部品番号, 品名, 数量, 単価, 金額), the 工賃 lines (点検整備 by the hour, 出張費, 廃油処理), a
// totals grid (部品代 / 工賃 / 小計 / 消費税 / 御請求額), the お支払期限 (…月末日), and the お振込先 at the foot: the local JA alone or
// with a regional bank, as alternatives.
// [zip, city, town, area code, regional bank, JA (its name after JA), 支所 word]
const FARM_PLACES = [
  ['999-7781', '山形県東田川郡庄内町', '余目', '0234', '荘内銀行', '庄内みどり', '余目'],
  ['017-0044', '秋田県大館市', '御成町', '0186', '秋田銀行', 'あきた北', '大館'],
  ['959-1232', '新潟県燕市', '長辻', '0256', '第四北越銀行', '越後中央', '燕'],
  ['321-0903', '栃木県宇都宮市', '下平出町', '028', '足利銀行', 'うつのみや', '平出'],
  ['830-0047', '福岡県久留米市', '津福本町', '0942', '筑邦銀行', 'くるめ', '津福'],
  ['861-1102', '熊本県合志市', '須屋', '096', '肥後銀行', '菊池', '合志'],
  ['089-0536', '北海道中川郡幕別町', '札内中央町', '0155', '帯広信用金庫', '幕別町', '札内'],
];
const FARM_AZA = ['大字狩川', '大字西野', '字新田', '大字高野', '字中島', '大字上郷', '字北浦'];
const MACHINES = [
  ['トラクター', ['クボタ KL33', 'ヤンマー YT333', 'イセキ TJV655', '三菱 GS280']],
  ['コンバイン', ['クボタ ER467', 'ヤンマー YH448', 'イセキ HJ5118']],
  ['田植機', ['クボタ NW8S', 'ヤンマー YR6D', 'イセキ PRJ8']],
  ['乾燥機', ['サタケ GDR-30', '静岡製機 SAC-400']],
  ['管理機', ['ホンダ FF300', 'クボタ TMS30']],
];
// [品名, unit, price lo, hi, qty lo, hi]
const FARM_PARTS = {
  common: [
    ['エンジンオイル 10W-30', 'L', 850, 1200, 3, 8],
    ['オイルエレメント', '個', 1200, 2400, 1, 1],
    ['燃料フィルター', '個', 900, 1800, 1, 1],
    ['エアクリーナーエレメント', '個', 2800, 5200, 1, 1],
    ['バッテリー 80D26R', '個', 18000, 26000, 1, 1],
    ['グリス（400g）', '本', 600, 900, 1, 2],
  ],
  トラクター: [
    ['ロータリー爪', '本', 380, 620, 24, 42],
    ['ミッションオイル', 'L', 900, 1300, 10, 20],
  ],
  コンバイン: [
    ['刈刃', '組', 16000, 28000, 1, 1],
    ['Vベルト', '本', 2200, 5600, 1, 3],
    ['こぎ歯', '本', 450, 900, 6, 20],
  ],
  田植機: [
    ['植付爪', '本', 800, 1400, 8, 16],
    ['フロートカバー', '枚', 3200, 5800, 1, 2],
  ],
  乾燥機: [
    ['バケットベルト', '本', 14000, 26000, 1, 1],
    ['バーナーノズル', '個', 4200, 7800, 1, 1],
  ],
  管理機: [
    ['耕うん爪', '本', 320, 520, 12, 24],
    ['リコイルスターター', '個', 6800, 11000, 1, 1],
  ],
};
const NOUKI_WORDS = [
  ['農機', 'ノウキ'],
  ['農機具店', 'ノウキグテン'],
  ['農機商会', 'ノウキショウカイ'],
];
LAYOUTS.push({
  id: 'L264-nouki-shuuri',
  split: 'dev',
  title:
    "農機具店's 修理明細書 兼 請求書 to a farmer or a 農業法人 on a ruled form: the shop's block with a square seal top right, the customer (様 / 御中, a 大字 address) left, a grid of the machine (機種, 型式, 機番, アワーメーター, 受付日, 完了日) beside 伝票No. and 請求日 (令和, padded digits), parts (部品番号, 品名, 数量, 単価, 金額), 工賃 lines (点検整備 by the hour, 出張費, 廃油処理), a totals grid (部品代 / 工賃 / 小計 / 消費税 / 御請求額), お支払期限 …月末日, and the お振込先 at the foot: the JA alone or with a regional bank as alternatives",
  exercises:
    "a 農機具店 — its owner trading under the shop's name (山田農機 / 佐藤農機具店 / 田中農機商会, 代表 and his name under it — a sole proprietor, issuer_name the 屋号, as L22) or its company (有限会社…農機 / 株式会社…農機商会) — in a farming town (庄内町, 大館, 燕, 宇都宮, 久留米, 合志, 幕別) bills a farmer (… 様) or a 農業法人 (農事組合法人… / 株式会社…ファーム / 有限会社…農産 御中), its 〒 and 大字 address — none of the fields: 修理明細書 兼 請求書 on a ruled form; the shop's block at the top right (農業機械 販売・修理, 〒 address, TEL / FAX, the サービスカー mobile — never the issuer_phone — 登録番号, a square seal); 伝票No. and 請求日 (令和 8年 1月31日, the digits padded with spaces as the system prints them) — invoice_number, issue_date; a grid of the machine: 機種 (トラクター / コンバイン / 田植機 / 乾燥機 / 管理機), 型式 (クボタ KL33 — a maker's name, never the issuer), 機番, アワーメーター, 受付日 and 完了日 — none of the fields; one or two machines, each with its parts (部品番号 5T124-51410, 品名, 数量, 単位, 単価, 金額) and its 工賃 (点検整備 by the hour with halves); 出張費（往復 km）and 廃油処理 once; a totals grid 部品代 / 工賃・出張費 / 小計 / 消費税（10%）/ 御請求額 — total_amount; お支払期限 令和…年…月末日 — that month's last day (as L59); the お振込先 at the FOOT: the local JA alone (JA… or …農業協同組合, …支所 / 本所, 普通貯金 — as L174's, bank_name as printed, no codes) or the JA and a regional bank (…銀行 / …信用金庫 …支店 普通預金) as alternatives (いずれかの口座へ, either first): the account is the first listed (as L30); holder as printed (the 屋号's kana before the owner's name sometimes, ﾕ)… for the company)",
  opts: (r, inst) => ({ sole: inst !== 1, rates: '10', items: 1, bank: 'other' }),
  render(d, r) {
    const [zip, city, town, area, lbName, ja, jaWord] = r.pick(FARM_PLACES);
    d.zip = zip;
    d.address = `${city}${town}${r.int(1, 450)}${r.chance(0.4) ? `-${r.int(1, 9)}` : ''}`;
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const carPhone = mobile(r);
    let sn = '';
    let gn = '';
    if (d.sole) {
      [sn, gn] = d.person.split(' ');
      const [snk] = d.holderBase.split(' ');
      const [word, wordKana] = r.pick(NOUKI_WORDS);
      d.yago = `${sn}${word}`;
      d.issuerName = d.yago;
      if (r.chance(0.6)) d.holderBase = `${snk}${wordKana} ${d.holderBase}`;
    } else {
      setCompanyWithKana(
        d,
        r,
        [
          ['農機', 'ノウキ'],
          ['農機商会', 'ノウキショウカイ'],
          ['農機販売', 'ノウキハンバイ'],
        ],
        [
          ['有限会社', 'ユ'],
          ['有限会社', 'ユ'],
          ['株式会社', 'カ'],
        ],
        HAN_STEMS,
      );
    }
    const issuer = d.sole ? d.yago : r.chance(0.7) ? d.issuerName : spelled(d, 'paren');
    const holder = holderPrinted(d, r.pick(d.sole ? ['half', 'half', 'full', 'big'] : ['half', 'half-big', 'full']));
    // The accounts: the JA's, and the regional bank's sometimes; the first listed is the account.
    const jaName = r.chance(0.5) ? `JA${ja}` : `${ja}農業協同組合`;
    const jaBranch = r.pick([`${jaWord}支所`, '本所', `${jaWord}支店`]);
    const lbBranch = r.pick([`${jaWord}支店`, '本店営業部', `${jaWord}駅前支店`]);
    const jaAcc = {
      bank: { name: jaName, code: null, main: false },
      branch: { name: jaBranch, code: `${r.int(1, 9)}${r.digits(2)}` },
      kind: '貯金',
    };
    const lbAcc = {
      bank: { name: lbName, code: null, main: false },
      branch: { name: lbBranch, code: `${r.int(1, 9)}${r.digits(2)}` },
      kind: '預金',
    };
    const two = r.chance(0.6);
    const accounts = two ? (r.chance(0.6) ? [jaAcc, lbAcc] : [lbAcc, jaAcc]) : [jaAcc];
    accounts.forEach((a) => (a.account = r.digits(7)));
    d.bank = accounts[0].bank;
    d.branch = accounts[0].branch;
    d.account = accounts[0].account;
    d.type = !d.sole && r.chance(0.2) ? 1 : 2;
    // The customer.
    const farmer = r.chance(0.5);
    const bsHan = r.pick(HAN_STEMS)[0];
    const aza = r.pick(FARM_AZA);
    const buyer = farmer
      ? `${r.pick(SURNAMES.filter(([x]) => x !== sn))[0]} ${r.pick(GIVEN)[0]}　様`
      : `${r.pick([`農事組合法人${aza.replace(/^大?字/, '')}営農組合`, `株式会社${bsHan}ファーム`, `有限会社${bsHan}農産`])}　御中`;
    const buyerAddr = `〒${zip.slice(0, 5)}${r.digits(3)}　${city}${aza}${r.int(1, 999)}`;
    const [y, m] = d.issue;
    const atEnd = r.chance(0.5);
    d.issue = atEnd ? endOfMonth(y, m) : [y, m, r.int(3, 27)];
    d.due = endOfMonth(...addMonths([y, m], 1));
    d.no = r.chance(0.5) ? `${r.int(10, 99)}${r.digits(4)}` : `S-${String(y).slice(2)}${r.digits(4)}`;
    // The machines serviced, each with its parts and hours.
    const kinds = [...MACHINES];
    const machines = Array.from({ length: r.chance(0.35) ? 2 : 1 }, () => {
      const [kind, models] = kinds.splice(r.int(0, kinds.length - 1), 1)[0];
      const pool = [...FARM_PARTS.common, ...FARM_PARTS[kind]];
      const parts = Array.from({ length: r.int(2, 5) }, () => {
        const [name, unit, lo, hi, qlo, qhi] = pool.splice(r.int(0, pool.length - 1), 1)[0];
        const qty = r.int(qlo, qhi);
        const price = Math.round(r.int(lo, hi) / 10) * 10;
        return {
          code: `${r.int(1, 9)}${r.pick(['T', 'K', 'A', 'H'])}${r.digits(3)}-${r.digits(5)}`,
          name,
          unit,
          qty,
          price,
          amount: qty * price,
        };
      });
      const hours = r.int(2, 14) / 2;
      const rate = r.pick([6500, 7500, 8000]);
      const got = addDays(d.issue, -r.int(6, 25));
      return {
        kind,
        model: r.pick(models),
        serial: `${r.int(10, 99)}${r.digits(3)}`,
        meter: `${r.int(80, 2400)}.${r.int(0, 9)} h`,
        got,
        done: addDays(got, r.int(2, 5)),
        parts,
        labour: {
          name: `${kind} ${r.pick(['シーズン前点検整備', '定期点検整備', '修理（異音・不調）'])} 工賃`,
          hours,
          rate,
          amount: hours * rate,
        },
      };
    });
    const km = r.int(6, 40);
    const trip = { name: `出張費（往復 ${km * 2}km）`, amount: r.pick([2000, 3000, 3500, 5000]) };
    const oil = r.chance(0.6) ? { name: '廃油処理料', amount: r.pick([500, 800, 1000]) } : null;
    const partsSum = machines.reduce((a, x) => a + x.parts.reduce((b, p) => b + p.amount, 0), 0);
    const labourSum = machines.reduce((a, x) => a + x.labour.amount, 0) + trip.amount + (oil ? oil.amount : 0);
    const sub = partsSum + labourSum;
    const tax = Math.floor(sub / 10);
    const total = sub + tax;
    const sys = ([yy, mm, dd]) =>
      `令和${String(yy - 2018).padStart(2, ' ')}年${String(mm).padStart(2, ' ')}月${String(dd).padStart(2, ' ')}日`;
    const dueText = `令和${reiwa(d.due[0])}年${d.due[1]}月末日`;
    const accLine = (a) => `${a.bank.name}　${a.branch.name}　${TYPE_LABEL[d.type]}${a.kind}　${a.account}`;
    const green = r.pick(['#166534', '#1e40af', '#9a3412']);
    const sealText = (d.sole ? d.yago : d.corpBody).slice(0, 6);
    const sealHtml = hanko(
      `${sealText}之印`,
      `right:${r.int(0, 20)}px;top:${r.int(0, 14)}px;width:58px;height:58px;font-size:12px;`,
    );
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 8.8px; color: #222; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 34px 40px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { margin: 0; font-size: 19px; color: ${green}; letter-spacing: .25em; border-bottom: 2px solid ${green}; padding-bottom: 2px; }
      .to { margin-top: 12px; font-size: 9.4px; line-height: 1.7; } .to .n { font-size: 14px; font-weight: 700; border-bottom: 1px solid ${green}; padding-right: 30px; display: inline-block; }
      .co { position: relative; width: 270px; line-height: 1.6; font-size: 8.6px; } .co .t { font-size: 8px; color: ${green}; } .co .n { font-size: 15px; font-weight: 700; }
      .sys { font-family: 'Noto Sans Mono CJK JP'; white-space: pre; }
      table.g { width: 100%; margin-top: 12px; border: 1.5px solid ${green}; } .g td { border: 1px solid ${green}88; padding: 3px 6px; } .g td.l { background: ${green}12; color: ${green}; width: 62px; font-size: 8.2px; }
      .mh { margin-top: 10px; background: ${green}; color: #fff; padding: 2px 8px; font-weight: 700; }
      table.t { width: 100%; border: 1.5px solid ${green}; border-top: 0; table-layout: fixed; } .t th { background: ${green}12; color: ${green}; border: 1px solid ${green}88; font-weight: 500; padding: 2px; font-size: 8.2px; } .t td { border: 1px solid ${green}55; padding: 2px 6px; } .t .pn { font-family: 'Noto Sans Mono CJK JP'; font-size: 8.2px; }
      .low { display: flex; justify-content: space-between; margin-top: 12px; gap: 18px; align-items: flex-start; }
      .sum { width: 270px; border: 1.5px solid ${green}; } .sum td { border: 1px solid ${green}88; padding: 3px 8px; } .sum td.l { background: ${green}12; color: ${green}; width: 118px; white-space: nowrap; } .sum tr.g td { font-size: 13px; font-weight: 700; border-top: 2px solid ${green}; }
      .bk { position: absolute; left: 40px; right: 40px; bottom: 46px; border: 1.5px solid ${green}; padding: 6px 12px; font-size: 9.2px; line-height: 1.8; } .bk .h { color: ${green}; font-weight: 700; }`;
    const cols =
      '<colgroup><col style="width:96px"><col><col style="width:44px"><col style="width:30px"><col style="width:70px"><col style="width:80px"></colgroup>';
    const worksOf = (x) =>
      `${x.parts.map((p) => `${p.name.replace(/（.*|\s.*/, '')}交換`).join('、')}、各部点検・給脂${x.kind === 'コンバイン' || x.kind === 'トラクター' ? '、ベルト張り調整' : ''}`;
    const machineHtml = machines
      .map(
        (x, i) => `<div class="mh">${machines.length > 1 ? `${i + 1}. ` : ''}${x.kind}　${x.model}</div>
        <table class="g" style="margin-top:0;border-top:0"><tr><td class="l">機番</td><td>${x.serial}</td><td class="l">アワーメーター</td><td>${x.meter}</td><td class="l">受付日</td><td class="sys">${sys(x.got)}</td><td class="l">完了日</td><td class="sys">${sys(x.done)}</td></tr>
          <tr><td class="l">作業内容</td><td colspan="7">${worksOf(x)}</td></tr></table>
        <table class="t">${cols}<tr><th style="width:96px">部品番号</th><th style="text-align:left">品名・作業内容</th><th style="width:44px">数量</th><th style="width:30px">単位</th><th style="width:70px">単価</th><th style="width:80px">金額</th></tr>
          ${x.parts.map((p) => `<tr><td class="pn">${p.code}</td><td>${p.name}</td><td class="num">${p.qty}</td><td style="text-align:center">${p.unit}</td><td class="num">${yen(p.price)}</td><td class="num">${yen(p.amount)}</td></tr>`).join('')}
          <tr><td class="pn">工賃</td><td>${x.labour.name}</td><td class="num">${x.labour.hours.toFixed(1)}</td><td style="text-align:center">h</td><td class="num">${yen(x.labour.rate)}</td><td class="num">${yen(x.labour.amount)}</td></tr></table>`,
      )
      .join('');
    const extraRows = [trip, oil]
      .filter(Boolean)
      .map(
        (x) =>
          `<tr><td class="pn">${x === trip ? '出張' : '処理'}</td><td>${x.name}</td><td class="num">1</td><td style="text-align:center">式</td><td class="num">${yen(x.amount)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const page = `<div class="wrap"><div class="top"><div><h1>修理明細書 兼 請求書</h1>
          <div class="to">${buyerAddr}<br><span class="n">${buyer}</span></div></div>
        <div class="co">${sealHtml}<div class="t">農業機械 販売・修理・中古買取</div><div class="n">${issuer}</div>${d.sole ? `代表　${sn} ${gn}<br>` : ''}〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>サービスカー ${carPhone}<br>登録番号 ${d.reg}</div></div>
      <table class="g"><tr><td class="l">伝票No.</td><td>${d.no}</td><td class="l">請求日</td><td class="sys">${sys(d.issue)}</td><td class="l">担当</td><td>${d.sole ? sn : r.pick(SURNAMES)[0]}</td></tr></table>
      <div style="margin-top:8px">毎度ありがとうございます。下記のとおり整備いたしましたので、ご請求申し上げます。</div>
      ${machineHtml}
      <div class="mh">共通</div><table class="t">${cols}${extraRows}</table>
      <div class="low"><div style="flex:1;font-size:8.4px;line-height:1.8">※交換した部品はご希望によりお返しいたします。<br>※次回のオイル交換目安：アワーメーター＋100時間<br>お支払期限　<b>${dueText}</b></div>
        <table class="sum"><tr><td class="l">部品代</td><td class="num">${yen(partsSum)}</td></tr><tr><td class="l">工賃・出張費等</td><td class="num">${yen(labourSum)}</td></tr><tr><td class="l">小計</td><td class="num">${yen(sub)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(tax)}</td></tr><tr class="g"><td class="l">御請求額</td><td class="num">¥${yen(total)}</td></tr></table></div>
      <div class="bk"><span class="h">お振込先</span>${two ? '（下記いずれかの口座へお振込みください）' : ''}<br>${accounts.map(accLine).join('<br>')}<br>口座名義　${holder}</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 265 — a 空き家管理 service (a company or an NPO in the house's town) bills the owner, who lives in a city far away, for the month's
// visits: 空き家管理 巡回報告書 兼 ご請求書, 発行日 / 請求番号 / 契約番号 at the top right (西暦 in kanji), the ご契約者 (〒 address in the
// city, … 様) and the 管理物件 (its 所在地 with its own 〒, 木造2階建) side by side, then two columns: at the left the 巡回報告 (the visit's
// date, photo frames with date stamps, a check list), at the right the bill (今回ご請求額, rows with a 立替 postage 不課税, 小計 /
// 消費税 / 立替金 / 今回ご請求額, the お支払期限, the お振込先); the service's block across the foot with its 担当's mobile.
// [zip, city + town, area code, [another 〒 and town of the same city, for the house], snowy]
const AKIYA_PLACES = [
  ['386-0012', '長野県上田市中央', '0268', ['386-0404', '長野県上田市上丸子'], true],
  ['410-2407', '静岡県伊豆市柏久保', '0558', ['410-2501', '静岡県伊豆市上白岩'], false],
  ['646-0031', '和歌山県田辺市湊', '0739', ['646-0051', '和歌山県田辺市稲成町'], false],
  ['690-0003', '島根県松江市朝日町', '0852', ['690-0872', '島根県松江市奥谷町'], false],
  ['376-0031', '群馬県桐生市本町', '0277', ['376-0013', '群馬県桐生市広沢町'], false],
  ['710-0055', '岡山県倉敷市阿知', '086', ['710-0803', '岡山県倉敷市中島'], false],
  ['036-8182', '青森県弘前市土手町', '0172', ['036-8316', '青森県弘前市石渡'], true],
];
const AKIYA_TRADES = [
  ['ハウスケア', 'ハウスケア'],
  ['住まいサポート', 'スマイサポート'],
  ['ホームキーパー', 'ホームキーパー'],
  ['不動産管理', 'フドウサンカンリ'],
];
LAYOUTS.push({
  id: 'L265-akiya-kanri',
  split: 'dev',
  title:
    "空き家管理 service's 巡回報告書 兼 ご請求書 to an owner living far away: 発行日 / 請求番号 / 契約番号 top right (西暦 in kanji), the ご契約者 (city 〒 address, … 様) beside the 管理物件 (its own 〒 所在地, 木造2階建), then two columns — the 巡回報告 at the left (visit date, photo frames with date stamps, a check list) and the bill at the right (今回ご請求額, rows with a 立替 postage 不課税, 小計 / 消費税 / 立替金 / 今回ご請求額, お支払期限, お振込先) — and the service's block across the foot with its 担当's mobile",
  exercises:
    "a 空き家管理 service in the house's town (株式会社…ハウスケア / 合同会社…ホームキーパー / …不動産管理有限会社, or 特定非営利活動法人…空き家サポート — issuer_name the name as printed, its holder ﾄｸﾋ)… as printed) bills the owner, who lives in a city (its 〒 address, … 様 — none of the fields): 空き家管理 巡回報告書 兼 ご請求書; 発行日 (2026年2月3日) — issue_date — 請求番号 — invoice_number — and 契約番号 (none) at the top right; the 管理物件's 所在地 (its own 〒 in the service's city, 木造2階建) — none of the fields; the 巡回報告 at the LEFT: 巡回日 (none of the dates), photo frames stamped with the visit's date, a check list (外観, 雨漏り, 通水, 通風, 郵便物, 庭); the bill at the RIGHT: 今回ご請求額 — total_amount; rows: 巡回管理 …プラン（…月分）, 郵便物転送 手数料, 郵送料 レターパック（立替・不課税）, 草刈り, 屋根雪下ろし in a snowy town's winter, 臨時巡回, 防虫剤・除湿剤 sometimes; 小計（課税対象）/ 消費税（10%）/ 立替金（不課税）/ 今回ご請求額 — total_amount with the 立替金 in it (as L22); お支払期限 (a date, or …年…月末日 as that month's last day, as L59); the お振込先 under it (bank, branch, 種目, number, holder as printed); the service's block across the FOOT — name, 〒 address, TEL / FAX, 登録番号 (the issuer's fields) and the 担当's mobile (never the issuer_phone)",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    const [zip, town, area, [hzip, htown], snowy] = r.pick(AKIYA_PLACES);
    const npo = r.chance(0.3);
    if (npo) {
      const [s, sk] = r.pick(HAN_STEMS);
      d.sole = false;
      d.corpBody = `${s}空き家サポート`;
      d.form = '特定非営利活動法人';
      d.formBefore = true;
      d.issuerName = `特定非営利活動法人${d.corpBody}`;
      d.holderBase = `トクヒ）${sk}アキヤサポート`;
    } else {
      setCompanyWithKana(d, r, AKIYA_TRADES, [
        ['株式会社', 'カ'],
        ['合同会社', 'ド'],
        ['有限会社', 'ユ'],
      ]);
    }
    netOrdinary(d);
    d.zip = zip;
    d.address = `${town}${r.int(1, 4)}-${r.int(1, 20)}-${r.int(1, 15)}${r.chance(0.3) ? ` ${r.pick(['中央ビル2F', '本町プラザ101', 'まちづくり会館3F'])}` : ''}`;
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const issuer = npo || r.chance(0.75) ? d.issuerName : spelled(d, 'paren');
    const holder = holderPrinted(d, r.pick(['half', 'full', 'half-big']));
    const staff = `${r.pick(SURNAMES)[0]}`;
    const staffPhone = mobile(r);
    // The owner, in a city, and the house, in the service's town.
    const owner = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const ownerPlace = r.pick(PLACES.filter(([, t]) => /^(東京都|大阪府|神奈川県|愛知県|埼玉県|千葉県)/.test(t)));
    d.buyerZip = ownerPlace[0];
    d.buyerAddress = `${ownerPlace[1]}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}${r.chance(0.4) ? `-${r.int(101, 1204)}` : ''}`;
    const house = `〒${hzip}　${htown}${r.int(100, 2999)}${r.chance(0.5) ? `-${r.int(1, 9)}` : ''}`;
    const [y, m] = d.issue;
    const svc = [y, m];
    const atEnd = r.chance(0.4);
    d.issue = atEnd ? endOfMonth(y, m) : [...addMonths(svc, 1), r.int(1, 6)];
    const dueEnd = r.chance(0.5);
    d.due = dueEnd ? endOfMonth(...addMonths(svc, 1)) : addDays(d.issue, r.pick([14, 20]));
    d.no = r.chance(0.5) ? `AK${String(y).slice(2)}${pad2(m)}-${r.digits(3)}` : `${y}-${pad2(m)}${r.digits(3)}`;
    const contract = `K-${r.int(1000, 9999)}`;
    const [planName, planPrice, times] = r.pick([
      ['ライト', 5000, 1],
      ['スタンダード', 8000, 1],
      ['プレミアム', 12000, 2],
    ]);
    const visitDays = [r.int(5, 14)];
    if (times === 2) visitDays.push(r.int(18, 27));
    const visits = visitDays.map((dd) => [y, m, dd]);
    const mails = r.int(0, 6);
    const rows = [
      { name: `空き家巡回管理 ${planName}プラン（${m}月分・月${times}回）`, qty: 1, unit: '月', price: planPrice, taxed: true },
    ];
    if (mails > 0) {
      const mailRows = r.int(1, Math.min(2, mails));
      rows.push({ name: '郵便物転送 手数料', qty: mailRows, unit: '回', price: r.pick([300, 500]), taxed: true });
      const [lp, lpPrice] = r.pick([
        ['レターパックライト', 430],
        ['レターパックプラス', 600],
      ]);
      rows.push({ name: `郵送料（${lp}）立替`, qty: mailRows, unit: '通', price: lpPrice, taxed: false });
    }
    const summer = m >= 5 && m <= 10;
    const winter = m === 12 || m <= 2;
    let grass = 0;
    if (summer && r.chance(0.6)) {
      grass = r.int(4, 16) * 10;
      rows.push({
        name: `草刈り（約${grass}㎡・刈草処分込）`,
        qty: 1,
        unit: '式',
        price: grass * r.pick([150, 200, 250]),
        taxed: true,
      });
    }
    if (snowy && winter && r.chance(0.7))
      rows.push({ name: '屋根雪下ろし（作業員2名）', qty: 1, unit: '式', price: r.int(25, 45) * 1000, taxed: true });
    if (r.chance(0.3)) rows.push({ name: '臨時巡回（強風・大雨後の点検）', qty: 1, unit: '回', price: 3000, taxed: true });
    if (r.chance(0.3))
      rows.push({ name: '防虫剤・除湿剤 交換（材料費込）', qty: 1, unit: '式', price: r.int(15, 30) * 100, taxed: true });
    rows.forEach((x) => (x.amount = x.qty * x.price));
    const taxed = rows.filter((x) => x.taxed).reduce((a, x) => a + x.amount, 0);
    const tatekae = rows.filter((x) => !x.taxed).reduce((a, x) => a + x.amount, 0);
    const tax = Math.floor(taxed / 10);
    const total = taxed + tax + tatekae;
    const fmt = DATE_FORMATS.seireki;
    const dot = ([yy, mm, dd]) => `${yy}.${pad2(mm)}.${pad2(dd)}`;
    const dueText = dueEnd ? `${d.due[0]}年${d.due[1]}月末日` : fmt(d.due);
    const leak = r.chance(0.2);
    const checks = [
      ['外観（屋根・外壁・窓）', '異常なし'],
      ['雨漏り・室内のカビ', leak ? '2階和室の天井に雨染みあり（経過観察）' : '異常なし'],
      ['通水（台所・浴室・トイレ）', '実施（各約3分）'],
      ['通風・換気', `実施（全室 約${r.pick([30, 40, 60])}分）`],
      ['郵便物', mails ? `${mails}通（ご自宅へ転送済）` : 'なし'],
      ['庭・敷地', grass ? '草刈りを実施しました' : summer ? '草の伸びは軽微です' : '異常なし'],
    ];
    const photos = ['外観（南側）', '居間', '台所', '庭'].slice(0, r.int(3, 4));
    const warm = r.pick(['#b45309', '#4d7c0f', '#0f766e']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 8.8px; color: #292524; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 36px 38px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { margin: 0; font-size: 18px; color: ${warm}; } h1 small { display: block; font-size: 10px; color: #57534e; font-weight: 500; letter-spacing: .2em; }
      .meta td { padding: 1px 0 1px 12px; font-size: 8.8px; } .meta td.l { color: #78716c; }
      .pp { display: flex; gap: 14px; margin-top: 14px; } .pp > div { flex: 1; border: 1px solid #d6d3d1; border-radius: 6px; padding: 6px 12px; line-height: 1.65; } .pp .h { font-size: 8px; color: ${warm}; font-weight: 700; letter-spacing: .1em; } .pp .n { font-size: 13px; font-weight: 700; }
      .cols { display: flex; gap: 16px; margin-top: 14px; }
      .rep { width: 330px; } .cap { background: ${warm}; color: #fff; padding: 3px 10px; font-weight: 700; border-radius: 4px 4px 0 0; }
      .ph { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 6px; } .ph div { width: 159px; height: 96px; background: linear-gradient(160deg, #d6d3d1, #a8a29e); position: relative; border-radius: 3px; }
      .ph span { position: absolute; left: 4px; top: 3px; font-size: 7.6px; color: #fff; } .ph i { position: absolute; right: 5px; bottom: 3px; font-style: normal; font-family: 'Noto Sans Mono CJK JP'; font-size: 8px; color: #fb923c; }
      table.ck { width: 100%; margin-top: 6px; } .ck td { border-bottom: 1px solid #e7e5e4; padding: 3px 4px; vertical-align: top; } .ck td.l { width: 118px; color: #57534e; }
      .bill { flex: 1; }
      .amt { border: 2px solid ${warm}; border-top: 0; padding: 6px 10px; display: flex; justify-content: space-between; align-items: baseline; } .amt b { font-size: 19px; }
      table.t { width: 100%; margin-top: 8px; font-size: 8.4px; } .t th { border-bottom: 1.5px solid ${warm}; font-weight: 500; padding: 2px; } .t td { border-bottom: 1px solid #e7e5e4; padding: 3px 4px; }
      .sum { width: 100%; margin-top: 6px; } .sum td { padding: 2px 6px; } .sum tr.g td { font-weight: 700; font-size: 12px; border-top: 1.5px solid ${warm}; }
      .bk { margin-top: 10px; background: #fafaf9; border: 1px solid #d6d3d1; padding: 6px 10px; line-height: 1.75; } .bk .h { font-weight: 700; color: ${warm}; }
      .ft { position: absolute; left: 0; right: 0; bottom: 0; border-top: 3px solid ${warm}; background: #fafaf9; padding: 12px 38px 16px; display: flex; justify-content: space-between; align-items: flex-end; font-size: 8.6px; line-height: 1.7; } .ft .n { font-size: 14px; font-weight: 700; }`;
    const page = `<div class="wrap"><div class="hd"><h1><small>空き家管理サービス</small>巡回報告書 兼 ご請求書</h1>
        <table class="meta"><tr><td class="l">発行日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求番号</td><td>${d.no}</td></tr><tr><td class="l">契約番号</td><td>${contract}</td></tr></table></div>
      <div class="pp"><div><div class="h">ご契約者様</div>〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${owner}</span>　様</div>
        <div><div class="h">管理物件</div>${house}<br>木造2階建　${owner.split(' ')[0]}様邸<br>管理プラン：${planName}（月${times}回巡回）</div></div>
      <div style="margin-top:10px">いつも当社の空き家管理サービスをご利用いただきありがとうございます。${y}年${m}月の巡回結果をご報告するとともに、管理費用をご請求申し上げます。</div>
      <div class="cols"><div class="rep"><div class="cap">巡回報告</div>
          <div style="margin-top:4px">巡回日：${visits.map((v) => `${v[1]}月${v[2]}日（${weekday(v)}）`).join('、')}　担当：${staff}</div>
          <div class="ph">${photos.map((p) => `<div><span>${p}</span><i>${dot(visits[0])}</i></div>`).join('')}</div>
          <table class="ck">${checks.map(([k, v]) => `<tr><td class="l">${k}</td><td>${v}</td></tr>`).join('')}</table></div>
        <div class="bill"><div class="cap">ご請求</div><div class="amt"><span>今回ご請求額</span><b>¥${yen(total)}</b></div>
          <table class="t"><tr><th style="text-align:left">内容</th><th style="width:30px">数量</th><th style="width:50px">単価</th><th style="width:58px">金額</th></tr>
            ${rows.map((x) => `<tr><td>${x.name}${x.taxed ? '' : '<br><span style="font-size:7.4px;color:#78716c">（不課税）</span>'}</td><td class="num">${x.qty}${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
          <table class="sum"><tr><td>小計（課税対象）</td><td class="num">${yen(taxed)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(tax)}</td></tr>${tatekae ? `<tr><td>立替金（不課税）</td><td class="num">${yen(tatekae)}</td></tr>` : ''}<tr class="g"><td>今回ご請求額</td><td class="num">¥${yen(total)}</td></tr></table>
          <div style="margin-top:6px">お支払期限：${dueText}</div>
          <div class="bk"><span class="h">お振込先</span><br>${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義：${holder}<br><span style="font-size:7.6px;color:#78716c">※振込手数料はご負担をお願いいたします。</span></div></div></div>
      <div class="ft"><div><span class="n">${issuer}</span><br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}　登録番号 ${d.reg}</div>
        <div style="text-align:right">巡回担当　${staff}<br>携帯 ${staffPhone}<br>（巡回日以外のご連絡は平日9時～17時）</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 266 — a 技術士 working alone under his office's name bills a 建設コンサルタント for a month of 照査 or 技術指導 by the day: a formal
// letter, 請求日 (令和) and No. at the top right, the buyer 御中 and its 担当 at the left, the 技術士's block under the date (屋号, 技術士
// （建設部門）and his name, 技術士登録番号, 〒 address, TEL, 登録番号, a round seal), 請 求 書, a 記 list (件名, 業務期間, ご請求金額, お支払
// 期限, お振込先 with its 店番), and the 内訳: the 業務日報 (date, work, 人日) and the calculation (技術指導料 日額 × 人日, 旅費交通費,
// 宿泊費, 小計, 消費税, 合計, 源泉所得税 △, 差引ご請求額).
const GIJUTSU_WORKS = [
  ['{s}川橋梁 補修設計 照査業務', '照査'],
  ['{s}トンネル 定期点検 技術指導業務', '指導'],
  ['{s}地区 砂防堰堤 詳細設計 照査業務', '照査'],
  ['{s}排水機場 耐震補強設計 技術指導業務', '指導'],
  ['{s}地区 地すべり対策 調査解析 照査業務', '照査'],
];
const GIJUTSU_ENTRIES = [
  '設計計算書の照査',
  '図面照査（一般図・構造図）',
  '打合せ（貴社会議室）',
  '現地踏査',
  '照査報告書の作成',
  '発注者協議 同席',
  '数量計算書の照査',
  '点検調書の確認・指導',
  'Web会議（進捗確認）',
];
const GIJUTSU_BUMON = ['建設部門', '建設部門・総合技術監理部門', '建設部門（鋼構造及びコンクリート）', '応用理学部門'];
LAYOUTS.push({
  id: 'L266-gijutsushi-shousa',
  split: 'dev',
  title:
    "技術士's letter-style 請求書 under his office's name to a 建設コンサルタント for a month of 照査 / 技術指導 by the day: 請求日 (令和) and No. top right, buyer 御中 and 担当 left, his block under the date (屋号, 技術士（建設部門）and name, 技術士登録番号, 〒 address, TEL, 登録番号, round seal), 請 求 書, a 記 list (件名, 業務期間, ご請求金額, お支払期限, お振込先 with 店番), and the 内訳: 業務日報 (date, work, 人日) and 技術指導料 日額 × 人日, 旅費交通費, 宿泊費, 小計, 消費税, 合計, 源泉所得税 △, 差引ご請求額",
  exercises:
    "a 技術士 working alone under his office's name (山田技術士事務所 / 佐藤技術事務所 / 田中エンジニアリング — a sole proprietor, issuer_name the 屋号 as L22, never his name under 技術士（建設部門）) bills a 建設コンサルタント (株式会社…コンサルタンツ / …技研株式会社 / 株式会社…設計コンサルタント 御中, 技術部 … 様 — none of the fields) for a month's 照査 or 技術指導: a formal letter in a serif face; 請求日 (令和8年1月31日) and No. at the top right — issue_date, invoice_number; his block under them (屋号, 技術士（建設部門）…, 技術士登録番号 第12345号 — none of the fields — 〒 address, TEL / FAX or a mobile, 登録番号, a round seal); 請 求 書; a 記 list: 1. 件名 (…川橋梁 補修設計 照査業務) 2. 業務期間 (…年…月1日～…月末日 — none of the dates) 3. ご請求金額 金…円（源泉所得税控除後）— total_amount 4. お支払期限 — due_date 5. お振込先 (bank, branch with （店番 123）, 普通預金 number, 口座名義 as printed — the 屋号's kana before his name sometimes); the 内訳: the 業務日報 (日付, 業務内容, 人日 1.0 / 0.5 — none of the fields) then 技術指導料 (日額 × 人日), 旅費交通費, 宿泊費 sometimes, 小計（税抜）/ 消費税（10%）/ 合計 / 源泉所得税（小計 × 10.21%）△ / 差引ご請求額 — total_amount the amount after the 源泉 (as L15), never the 合計",
  opts: (r, inst) => ({ sole: true, rates: '10', items: 1, bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    const [sn, gn] = d.person.split(' ');
    const [snk] = d.holderBase.split(' ');
    const [word, wordKana] = r.pick([
      ['技術士事務所', 'ギジュツシジムショ'],
      ['技術士事務所', 'ギジュツシジムショ'],
      ['技術事務所', 'ギジュツジムショ'],
      ['エンジニアリング', 'エンジニアリング'],
    ]);
    d.yago = `${sn}${word}`;
    d.issuerName = d.yago;
    netOrdinary(d);
    if (r.chance(0.5)) d.holderBase = `${snk}${wordKana} ${d.holderBase}`;
    const holder = holderPrinted(d, r.pick(['full', 'big', 'half', 'half-big']));
    const bs = otherStem(r, sn);
    const buyer = r.pick([
      `株式会社${bs}コンサルタンツ`,
      `${bs}技研株式会社`,
      `株式会社${bs}設計コンサルタント`,
      `${bs}建設コンサルタント株式会社`,
    ]);
    const tanto = `技術部　${r.pick(SURNAMES.filter(([x]) => x !== sn))[0]} ${r.pick(GIVEN)[0]} 様`;
    const [work, what] = r.pick(GIJUTSU_WORKS);
    const subject = work.replace('{s}', r.pick(HAN_STEMS)[0]);
    const [y, m] = d.issue;
    const atEnd = r.chance(0.6);
    const svc = atEnd ? [y, m] : addMonths([y, m], -1);
    d.issue = atEnd ? endOfMonth(y, m) : [y, m, r.int(3, 10)];
    d.due = r.chance(0.6) ? endOfMonth(...addMonths(svc, 1)) : [...addMonths(svc, 2), r.pick([10, 15])];
    // A number printed after a bare No. is the number without it, as L01's (No.26092 over the date).
    const plainNo = r.chance(0.5);
    d.no = plainNo ? `${svc[0]}-${r.digits(3)}` : `${String(svc[0]).slice(2)}${pad2(svc[1])}${r.int(1, 9)}`;
    // The days worked: weekdays of the month, one or a half.
    const last = endOfMonth(...svc)[2];
    const pool = [];
    for (let k = 1; k <= last; k++) {
      const wd = new Date(Date.UTC(svc[0], svc[1] - 1, k)).getUTCDay();
      if (wd > 0 && wd < 6) pool.push(k);
    }
    const n = r.int(4, 9);
    const picked = [];
    while (picked.length < n) {
      const k = pool.splice(r.int(0, pool.length - 1), 1)[0];
      picked.push(k);
    }
    picked.sort((a, b) => a - b);
    const entries = picked.map((k) => {
      const e = r.pick(GIJUTSU_ENTRIES);
      return { day: k, what: e, md: e.startsWith('Web') || e.startsWith('照査報告書') ? 0.5 : r.chance(0.25) ? 0.5 : 1 };
    });
    const days = entries.reduce((a, e) => a + e.md, 0);
    const rate = r.pick([50000, 55000, 60000, 65000]);
    const fee = days * rate;
    const site = entries.some((e) => e.what === '現地踏査');
    const travel = r.int(4, 36) * 1000 + (site ? r.int(8, 30) * 100 : 0);
    const nights = site && r.chance(0.6) ? r.int(1, 2) : 0;
    const hotel = nights * r.pick([8800, 9800, 11000]);
    const sub = fee + travel + hotel;
    const tax = Math.floor(sub / 10);
    const gensen = Math.floor((sub * 1021) / 10000);
    const total = sub + tax - gensen;
    const fmt = DATE_FORMATS.wareki;
    const showBankCode = !d.bank.main && r.chance(0.4);
    const bumon = r.pick(GIJUTSU_BUMON);
    const sealHtml = hanko(
      `技術士<br>${sn}`,
      `right:${r.int(-6, 10)}px;top:${r.int(10, 30)}px;width:54px;height:54px;border-radius:50%;font-size:11px;`,
    );
    const ink = r.pick(['#1f2937', '#1e293b', '#292524']);
    const bankLine = `${d.bank.name}${showBankCode ? `（金融機関コード ${d.bank.code}）` : ''}　${d.branch.name}（店番 ${d.branch.code}）　${TYPE_LABEL[d.type]}預金　${d.account}`;
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 9.4px; color: ${ink}; line-height: 1.65; }
      .wrap { position: relative; height: 1123px; padding: 50px 60px 0; }
      .rt { text-align: right; } .hd { display: flex; justify-content: space-between; margin-top: 14px; }
      .to .n { font-size: 14px; border-bottom: 1px solid ${ink}; padding: 0 20px 1px 0; }
      .co { position: relative; width: 270px; font-size: 8.8px; line-height: 1.6; } .co .n { font-size: 14px; font-weight: 700; } .co .q { font-size: 8px; }
      h1 { margin: 22px 0 0; text-align: center; font-size: 21px; font-weight: 500; letter-spacing: 1em; padding-left: 1em; }
      .ki { text-align: center; margin: 12px 0 6px; }
      table.k { width: 100%; } .k td { padding: 3px 6px; vertical-align: top; } .k td.l { width: 96px; } .k .big { font-size: 16px; font-weight: 700; border-bottom: 1px solid ${ink}; }
      .sec { margin-top: 14px; font-weight: 700; border-bottom: 1px solid ${ink}; }
      table.n { width: 100%; margin-top: 4px; font-size: 8.8px; } .n th { border-bottom: 1px solid ${ink}; font-weight: 500; padding: 2px; } .n td { border-bottom: 1px dotted #999; padding: 2px 6px; }
      table.c { width: 360px; margin: 8px 0 0 auto; font-size: 9px; } .c td { padding: 2px 8px; border-bottom: 1px solid #ccc; } .c tr.w td { color: #555; } .c tr.g td { font-size: 12px; font-weight: 700; border-top: 1.5px solid ${ink}; border-bottom: 3px double ${ink}; }
      .ij { text-align: right; margin-top: 10px; }`;
    const page = `<div class="wrap"><div class="rt">${plainNo ? '' : 'No.'}${d.no}<br>${fmt(d.issue)}</div>
      <div class="hd"><div class="to"><span class="n">${buyer}　御中</span><br><span style="display:inline-block;margin-top:6px">${tanto}</span></div>
        <div class="co">${sealHtml}<div class="n">${d.yago}</div>技術士（${bumon}）<br>${sn} ${gn}<br><span class="q">技術士登録番号 第${r.int(10000, 99999)}号</span><br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}${/^0[789]0/.test(d.tel) ? '' : `　FAX ${d.fax}`}<br>登録番号 ${d.reg}</div></div>
      <h1>請求書</h1>
      <div style="margin-top:14px">拝啓　時下ますますご清栄のこととお慶び申し上げます。平素は格別のご高配を賜り厚く御礼申し上げます。<br>さて、下記業務につきまして${svc[1]}月分の${what === '照査' ? '照査' : '技術指導'}料をご請求申し上げますので、お支払いのほどよろしくお願い申し上げます。</div>
      <div class="rt">敬具</div>
      <div class="ki">記</div>
      <table class="k"><tr><td class="l">1. 件名</td><td>${subject}</td></tr>
        <tr><td class="l">2. 業務期間</td><td>${fmt([...svc, 1])}～${fmt(endOfMonth(...svc))}</td></tr>
        <tr><td class="l">3. ご請求金額</td><td><span class="big">金 ${yen(total)} 円</span>（源泉所得税控除後）</td></tr>
        <tr><td class="l">4. お支払期限</td><td>${fmt(d.due)}</td></tr>
        <tr><td class="l">5. お振込先</td><td>${bankLine}<br>口座名義　${holder}</td></tr></table>
      <div class="sec">内訳</div>
      <table class="n"><tr><th style="width:90px">日付</th><th style="text-align:left">業務内容</th><th style="width:50px">人日</th></tr>
        ${entries.map((e) => `<tr><td>${svc[1]}月${e.day}日（${weekday([...svc, e.day])}）</td><td>${e.what}</td><td class="num">${e.md.toFixed(1)}</td></tr>`).join('')}
        <tr><td></td><td style="text-align:right">計</td><td class="num">${days.toFixed(1)}</td></tr></table>
      <table class="c"><tr><td>技術指導料（日額 ${yen(rate)}円 × ${days.toFixed(1)}人日）</td><td class="num">${yen(fee)}</td></tr>
        <tr><td>旅費交通費</td><td class="num">${yen(travel)}</td></tr>${nights ? `<tr><td>宿泊費（${nights}泊）</td><td class="num">${yen(hotel)}</td></tr>` : ''}
        <tr><td>小計（税抜）</td><td class="num">${yen(sub)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(tax)}</td></tr><tr><td>合計</td><td class="num">${yen(sub + tax)}</td></tr>
        <tr class="w"><td>源泉所得税（${yen(sub)} × 10.21%）</td><td class="num">△${yen(gensen)}</td></tr><tr class="g"><td>差引ご請求額</td><td class="num">¥${yen(total)}</td></tr></table>
      <div style="margin-top:8px;font-size:8.4px">※旅費交通費は実費を計上しております。領収書の写しは別途お送りいたします。<br>※源泉所得税は貴社にて納付くださいますようお願い申し上げます。</div>
      <div class="ij">以上</div></div>`;
    return { pages: [page], css, printed: { issuer: d.yago, holder, total, showBankCode, showBranchCode: true } };
  },
});

// 267 — a 炭問屋 sends a 焼鳥 / 焼肉 restaurant company its 御請求書 for the month to its 締日: 御 請 求 書 across the top, the buyer's
// 〒 address 御中 and 得意先コード at the left, 締切日 / 請求No. (dots) and the company's block with a square seal over its name at
// the right, a row of six boxes (前回御請求額 | 御入金額 | 繰越金額 | 今回御買上額 | 消費税額 | 今回御請求額), the 納品 rows (日付, 伝票No.,
// 品名, 数量, 単位, 単価, 金額, 納品先) running to a second page in the long version, and at the foot the お振込先 (two banks, one
// 口座名義) and notes.
const SUMI_TRADES = [
  ['木炭', 'モクタン'],
  ['燃料店', 'ネンリョウテン'],
  ['炭商店', 'スミショウテン'],
  ['備長炭本舗', 'ビンチョウタンホンポ'],
];
// [品名, unit, price lo, hi (in tens), qty lo, hi]
const SUMI_GOODS = [
  ['紀州備長炭 馬目 上小丸 15kg', '箱', 1800, 2600, 1, 4],
  ['紀州備長炭 割 15kg', '箱', 1400, 1900, 1, 4],
  ['土佐備長炭 中丸 15kg', '箱', 1300, 1700, 1, 6],
  ['オガ炭（国産）10kg', '箱', 320, 480, 2, 10],
  ['オガ炭（輸入）10kg', '箱', 220, 300, 2, 12],
  ['岩手切炭 6kg', '箱', 260, 360, 1, 6],
  ['着火剤（ジェル 1L）', '本', 38, 60, 2, 12],
  ['炭火用ロストル（焼台用）', '枚', 180, 320, 2, 10],
  ['七輪（切り出し・角型）', '台', 680, 1200, 1, 4],
  ['火消し壺', '個', 350, 580, 1, 2],
];
const SUMI_SHOPS = ['本店', '駅前店', '西口店', '北口店', '中央通り店', '東店'];
LAYOUTS.push({
  id: 'L267-sumi-oroshi',
  split: 'dev',
  twoPage: true,
  title:
    "炭問屋's monthly 御請求書 to a 焼鳥 / 焼肉 restaurant company: 御 請 求 書 across the top, buyer 〒 address 御中 and 得意先コード left, 締切日 / 請求No. (dots) and the company's block with a square seal over its name right, six boxes (前回御請求額 | 御入金額 | 繰越金額 | 今回御買上額 | 消費税額 | 今回御請求額), the 納品 rows (日付, 伝票No., 品名, 数量, 単位, 単価, 金額, 納品先), on to a second page in the long version, and at the foot the お振込先 (two banks over one 口座名義) and notes",
  exercises:
    "a 炭問屋 (株式会社…木炭 / …燃料店有限会社 / 合資会社…炭商店 / 株式会社…備長炭本舗, ㈱ sometimes) bills a 焼鳥 / 焼肉 restaurant company (株式会社…フードサービス / 有限会社とり… / …ダイニング株式会社 御中, its 〒 address and 得意先コード — none of the fields) for the month to its 締日: 御 請 求 書 across the top; 締切日 (2026.01.20) — issue_date — and 請求No. — invoice_number — at the right over the company's block (〒 address, TEL / FAX, 登録番号 — the issuer's fields; a square seal set over its name); a row of six boxes: 前回御請求額 | 御入金額 | 繰越金額 | 今回御買上額 | 消費税額 | 今回御請求額 — total_amount the 今回御請求額, the 繰越金額 in it (as L08); the 納品 rows: 日付 (1/5), 伝票No., 品名 (紀州備長炭 馬目 上小丸 15kg, オガ炭, 着火剤, ロストル, 七輪…), 数量, 単位, 単価, 金額, 納品先 (the buyer's shops) — none of the fields; a 返品 with a △ 数量 sometimes; the long version's rows run onto a second page (…ページ 2/2) with the 合計 under them; the お支払期限 (翌月末日 as a date); at the FOOT the お振込先: two banks, one under the other, over one 口座名義 (bank, branch, 普通 / 当座, number), no markers — the account is the first listed (as L30); holder ｶ)… / ｼ)… / …(ﾕ as printed",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 2 ? 'other' : 'main' }),
  render(d, r, { long }) {
    const [stem] = setCompanyWithKana(d, r, SUMI_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
      ['合資会社', 'シ'],
    ]);
    netOrdinary(d);
    const issuer = r.chance(0.7) ? d.issuerName : spelled(d, 'circled');
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const [, , area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    // The second bank: another of the usual, printed under the account.
    const alt = r.pick([
      ['みずほ銀行', '0001'],
      ['三井住友銀行', '0009'],
      ['りそな銀行', '0010'],
      ['三菱UFJ銀行', '0005'],
      ['城南信用金庫', '1344'],
      ['横浜銀行', '0138'],
      ['京都信用金庫', '1610'],
    ]);
    const altBank = alt[0] === d.bank.name ? '商工組合中央金庫' : alt[0];
    const altLine = `${altBank}　${r.pick(BRANCHES.filter((b) => b !== d.branch.name))}　普通　${r.digits(7)}`;
    const bs = otherStem(r, stem);
    const toriStem = r.pick(HAN_STEMS)[0];
    const buyer = r.pick([
      `株式会社${bs}フードサービス`,
      `有限会社とり${toriStem}`,
      `${bs}ダイニング株式会社`,
      `株式会社焼肉${toriStem}`,
    ]);
    const shopBase = buyer.includes('焼肉') ? `焼肉${toriStem}` : `${r.pick(['炭火焼鳥', 'やきとり', '備長炭焼'])} ${toriStem}`;
    const shopPool = [...SUMI_SHOPS];
    const shops = Array.from({ length: r.int(2, 3) }, () => shopPool.splice(r.int(0, shopPool.length - 1), 1)[0]);
    const cust = `${r.int(1, 9)}${r.digits(4)}`;
    const [y, m] = d.issue;
    const close = r.pick([20, 25, 0]);
    d.issue = close ? [y, m, close] : endOfMonth(y, m);
    const from = close ? addDays([...addMonths([y, m], -1), close], 1) : [y, m, 1];
    d.due = endOfMonth(...addMonths([y, m], 1));
    d.no = r.chance(0.5) ? `${String(y).slice(2)}${pad2(m)}${r.digits(4)}` : `SM-${r.int(10000, 99999)}`;
    const span = Math.round((Date.UTC(...d.issue) - Date.UTC(...from)) / 864e5);
    const nRows = long ? r.int(36, 42) : r.int(8, 14);
    let slip = r.int(1000, 8999);
    const rows = [];
    for (let k = 0; k < nRows; k++) {
      const [name, unit, lo, hi, qlo, qhi] = r.pick(SUMI_GOODS);
      const qty = r.int(qlo, qhi);
      const price = r.int(lo, hi) * 10;
      rows.push({ date: addDays(from, r.int(0, span)), name, unit, qty, price, shop: r.pick(shops) });
    }
    if (r.chance(0.35)) {
      const [name, unit, lo, hi] = r.pick(SUMI_GOODS.slice(0, 6));
      rows.push({
        date: addDays(from, r.int(0, span)),
        name: `${name}（返品・湿気）`,
        unit,
        qty: -1,
        price: r.int(lo, hi) * 10,
        shop: r.pick(shops),
      });
    }
    rows.sort((a, b) => Date.UTC(...a.date) - Date.UTC(...b.date));
    rows.forEach((x, i) => {
      if (i === 0 || x.date.join() !== rows[i - 1].date.join() || x.shop !== rows[i - 1].shop) slip += r.int(1, 40);
      x.slip = slip;
      x.amount = x.qty * x.price;
    });
    const purchases = rows.reduce((a, x) => a + x.amount, 0);
    const tax = Math.floor(purchases / 10);
    const prev = r.int(80, 600) * 1000 + r.int(0, 999);
    const paid = r.chance(0.7) ? prev : prev - r.int(1, 9) * 10000;
    const carry = prev - paid;
    const total = carry + purchases + tax;
    const dotf = DATE_FORMATS.dot;
    const md = ([, mm, dd]) => `${mm}/${dd}`;
    const ink = r.pick(['#1c1917', '#1f2937']);
    const accent = r.pick(['#7c2d12', '#374151', '#14532d']);
    const sealHtml = seal(d, `left:${r.int(90, 170)}px;top:${r.int(-10, 4)}px;`);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 8.6px; color: ${ink}; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 34px 40px 0; }
      h1 { margin: 0; text-align: center; font-size: 21px; letter-spacing: 1em; padding-left: 1em; font-weight: 700; }
      h1 + .rule { border-bottom: 3px double ${accent}; width: 300px; margin: 2px auto 0; }
      .hd { display: flex; justify-content: space-between; margin-top: 14px; align-items: flex-start; }
      .to { width: 340px; font-size: 9.4px; line-height: 1.65; } .to .n { font-size: 14px; font-weight: 700; border-bottom: 1px solid ${ink}; padding-right: 30px; display: inline-block; margin-top: 3px; }
      .rt { width: 290px; } .meta { margin-left: auto; } .meta td { padding: 1px 0 1px 12px; }
      .co { position: relative; margin-top: 10px; line-height: 1.6; } .co .n { font-size: 14px; font-weight: 700; }
      table.box { width: 100%; margin-top: 14px; border: 1.5px solid ${accent}; } .box th { background: ${accent}; color: #fff; font-weight: 500; padding: 3px; font-size: 8.4px; border-left: 1px solid #fff; } .box td { border-left: 1px solid ${accent}66; padding: 5px 8px; font-size: 11px; text-align: right; } .box td.g { font-weight: 700; font-size: 13px; background: ${accent}12; }
      table.t { width: 100%; margin-top: 10px; } .t th { border-top: 1.5px solid ${ink}; border-bottom: 1px solid ${ink}; font-weight: 500; padding: 2px; } .t td { border-bottom: 1px solid #e5e5e5; padding: 2px 4px; } .t tr.s td { border-top: 1.5px solid ${ink}; font-weight: 700; }
      .ft { position: absolute; left: 40px; right: 40px; bottom: 40px; display: flex; gap: 18px; align-items: stretch; }
      .bk { width: 380px; border: 1px solid ${ink}; padding: 5px 10px; line-height: 1.75; } .bk .h { font-weight: 700; }
      .nt { flex: 1; font-size: 8px; line-height: 1.7; color: #444; }
      .pg { position: absolute; right: 40px; top: 16px; font-size: 8px; color: #555; }`;
    const head = `<tr><th style="width:38px">日付</th><th style="width:46px">伝票No.</th><th style="text-align:left">品名</th><th style="width:36px">数量</th><th style="width:30px">単位</th><th style="width:60px">単価</th><th style="width:72px">金額</th><th style="width:98px;text-align:left">納品先</th></tr>`;
    const rowHtml = (x, i, all) =>
      `<tr><td>${i && all[i - 1].date.join() === x.date.join() ? '' : md(x.date)}</td><td>${x.slip}</td><td>${x.name}</td><td class="num">${signed(x.qty)}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${signed(x.amount)}</td><td>${shopBase} ${x.shop}</td></tr>`;
    const sumRow = `<tr class="s"><td colspan="6" style="text-align:right">今回御買上額 合計</td><td class="num">${yen(purchases)}</td><td></td></tr>`;
    const split = long ? 26 : rows.length;
    const first = rows.slice(0, split);
    const rest = rows.slice(split);
    const foot = `<div class="ft"><div class="bk"><span class="h">お振込先</span><br>${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}<br>${altLine}<br>口座名義　${holder}</div>
        <div class="nt">※お支払期限：${dotf(d.due)}<br>※振込手数料は貴社にてご負担願います。<br>※炭は湿気を避けて保管してください。<br>※${shopBase}各店様への配達は毎週${r.pick(['月・木', '火・金', '水・土'])}曜日です。</div></div>`;
    const page1 = `<div class="wrap">${long ? '<div class="pg">1 / 2</div>' : ''}<h1>御請求書</h1><div class="rule"></div>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${buyer}　御中</span><br>得意先コード　${cust}</div>
        <div class="rt"><table class="meta"><tr><td>締切日</td><td>${dotf(d.issue)}</td></tr><tr><td>請求No.</td><td>${d.no}</td></tr></table>
          <div class="co">${sealHtml}<div class="n">${issuer}</div>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}</div></div></div>
      <div style="margin-top:10px">毎度ありがとうございます。${dotf(from)}～${dotf(d.issue)}の御買上分を下記のとおり御請求申し上げます。</div>
      <table class="box"><tr><th>前回御請求額</th><th>御入金額</th><th>繰越金額</th><th>今回御買上額</th><th>消費税額</th><th>今回御請求額</th></tr>
        <tr><td>${yen(prev)}</td><td>${yen(paid)}</td><td>${yen(carry)}</td><td>${yen(purchases)}</td><td>${yen(tax)}</td><td class="g">${yen(total)}</td></tr></table>
      <table class="t">${head}${first.map(rowHtml).join('')}${long ? '<tr><td colspan="8" style="text-align:right;color:#666">（次頁へ続く）</td></tr>' : sumRow}</table>
      ${foot}</div>`;
    const page2 = `<div class="wrap"><div class="pg">2 / 2</div>
      <div style="display:flex;justify-content:space-between;border-bottom:1.5px solid ${ink};padding-bottom:3px"><b style="font-size:13px">御請求明細（続き）</b><span>${buyer}　御中　／　締切日 ${dotf(d.issue)}　請求No. ${d.no}</span></div>
      <table class="t">${head}${rest.map(rowHtml).join('')}${sumRow}
        <tr><td colspan="6" style="text-align:right">消費税（10%）</td><td class="num">${yen(tax)}</td><td></td></tr></table>
      <div style="margin-top:6px;text-align:right">${issuer}</div></div>`;
    return { pages: long ? [page1, page2] : [page1], css, printed: { issuer, holder, total } };
  },
});

// 268 — a 学習塾 (its owner under the school's name, or the company that runs it) bills a pupil's parent for next month's 月謝: a soft,
// rounded sheet, 授業料等 ご請求書（…月分）with the parent 様 and the pupil's name and grade, 発行日 / 請求番号 / 生徒番号 at the right,
// a pill with 今回のご請求額, the rows (月謝, 教室維持費, a 講習 by the コマ, 教材費, 模試, a 兄弟割引 △) all 税込 with the うち消費税, the
// お振込期限 with its weekday, the お振込先 (a ゆうちょ account set out for ゆうちょ and for other banks, or a bank), and the school's
// block at the foot (教室, 〒 address, TEL, 受付時間, 登録番号 — or, for a small 塾 that is not registered, a note saying so).
const JUKU_COURSES = [
  ['個別指導 週1回', 110, 160],
  ['個別指導 週2回', 200, 300],
  ['集団授業 5教科', 180, 260],
  ['個別指導 週2回＋自習室', 220, 320],
];
const JUKU_SUBJECTS = ['数学', '英語', '国語', '理科', '社会'];
const YUCHO_KANA = ['ゼロ', 'イチ', 'ニ', 'サン', 'ヨン', 'ゴ', 'ロク', 'ナナ', 'ハチ', 'キユウ'];
LAYOUTS.push({
  id: 'L268-juku-gessha',
  split: 'dev',
  title:
    "学習塾's 授業料等 ご請求書 to a pupil's parent: a soft rounded sheet, parent 様 with the pupil's name and grade, 発行日 / 請求番号 / 生徒番号 right, a pill with 今回のご請求額, rows (月謝, 教室維持費, a 講習 by the コマ, 教材費, 模試, 兄弟割引 △) 税込 with the うち消費税, the お振込期限 with its weekday, the お振込先 (ゆうちょ set out for ゆうちょ and for other banks, or a bank), and the school's block at the foot (教室, 〒 address, TEL, 受付時間, 登録番号 or a note that it is not registered)",
  exercises:
    "a 学習塾 — its owner under the school's name (山田塾 / 個別指導　ひなた塾 / そら学習教室, 塾長 and his name — a sole proprietor, issuer_name the 屋号, its full-width space an ASCII one as NFKC gives it, as L22 and L237) or a company running a school under its brand (個別指導 …塾 …教室, 運営：株式会社…エデュケーション / 合同会社…ゼミナール — issuer_name the company after 運営, as L79) — bills a pupil's parent (… 様, the pupil … さん and grade — none of the fields) for next month: 授業料等 ご請求書（…月分）; 発行日 (2026年1月20日) — issue_date — 請求番号 — invoice_number — and 生徒番号 (none) at the right; 今回のご請求額 in a pill — total_amount; rows all 税込: 月謝 (the course, …月分), 教室維持費, 冬期・春期・夏期講習 by the コマ, 教材費, 模試 受験料 sometimes, 兄弟割引 △ sometimes; 合計（税込）with （うち消費税 10% …円）— total_amount the 合計, the tax inside it (as L63); お振込期限 2026年2月10日（火）— due_date; the お振込先: a ゆうちょ account set out twice — ゆうちょ銀行から (記号 1…0 番号 …1) and 他の金融機関から (店名 〇一八店（ゼロイチハチ店）, 店番 018, 普通預金, 口座番号) — converting as the ゆうちょ rules above, or a bank (…銀行 …支店 普通 1234567); holder as printed (the 塾's kana before the owner's name sometimes); the school's block at the FOOT (教室, 〒 address, TEL, 受付時間, 登録番号 — the issuer's fields); a small 塾 not registered says so in a note and prints no 登録番号 and no うち消費税: registration_number null (as L260)",
  opts: (r, inst) => ({
    sole: inst !== 2,
    rates: '10',
    items: 1,
    bank: inst === 2 ? 'main' : inst === 1 ? 'yucho' : r.chance(0.6) ? 'yucho' : 'other',
  }),
  render(d, r) {
    let sn = '';
    let gn = '';
    let brand;
    const w = r.pick(KANA_WORDS);
    if (d.sole) {
      [sn, gn] = d.person.split(' ');
      const [snk] = d.holderBase.split(' ');
      const k = r.int(0, 2);
      d.yago = [`${sn}塾`, `個別指導　${w}塾`, `${w}学習教室`][k];
      d.issuerName = d.yago;
      const yagoKana = [`${snk}ジュク`, `コベツシドウ${kata(w)}ジュク`, `${kata(w)}ガクシュウキョウシツ`][k];
      if (r.chance(0.5)) d.holderBase = `${yagoKana} ${d.holderBase}`;
      brand = d.yago;
    } else {
      setCompanyWithKana(
        d,
        r,
        [
          ['エデュケーション', 'エデュケーション'],
          ['ゼミナール', 'ゼミナール'],
          ['教育企画', 'キョウイクキカク'],
        ],
        [
          ['株式会社', 'カ'],
          ['合同会社', 'ド'],
          ['有限会社', 'ユ'],
        ],
      );
      brand = `個別指導 ${w}塾`;
    }
    netOrdinary(d);
    const registered = !d.sole || r.chance(0.7);
    if (!registered) d.reg = null;
    const holder = holderPrinted(d, r.pick(d.sole ? ['full', 'full', 'big', 'half'] : ['half', 'full']));
    const [, town] = placeOf(d.zip);
    const classroom = `${town
      .replace(/^(東京都|北海道|大阪府|京都府|.{2,3}?県)/, '')
      .replace(/^.+?[市区](?=.)/, '')
      .replace(/^.+?区/, '')}教室`;
    // The parent and the pupil.
    const [psn] = r.pick(SURNAMES.filter(([x]) => x !== sn));
    const givens = GIVEN.map(([g]) => g).filter((g) => g !== gn);
    const parent = `${psn} ${givens.splice(r.int(0, givens.length - 1), 1)[0]}`;
    const pupil = `${psn} ${givens.splice(r.int(0, givens.length - 1), 1)[0]}`;
    const sibling = givens.splice(r.int(0, givens.length - 1), 1)[0];
    const grade = r.pick(['小学5年', '小学6年', '中学1年', '中学2年', '中学3年', '高校1年']);
    const pupilNo = `${r.int(1, 9)}${r.digits(3)}`;
    const [y, m] = d.issue;
    d.issue = [y, m, r.int(15, 25)];
    const nm = addMonths([y, m], 1);
    d.due = r.chance(0.5) ? [...nm, r.pick([5, 10, 15])] : endOfMonth(y, m);
    d.no = r.chance(0.5) ? `${String(nm[0]).slice(2)}${pad2(nm[1])}-${r.digits(3)}` : `J${r.int(10000, 99999)}`;
    const [course, lo, hi] = r.pick(JUKU_COURSES);
    const rows = [{ name: `月謝（${course}・${grade}）${nm[1]}月分`, qty: 1, unit: '月', price: r.int(lo, hi) * 110 }];
    rows.push({ name: `教室維持費（${nm[1]}月分）`, qty: 1, unit: '月', price: r.pick([1650, 2200, 3300]) });
    const season = [12, 1].includes(nm[1]) ? '冬期講習' : [7, 8].includes(nm[1]) ? '夏期講習' : nm[1] === 3 ? '春期講習' : null;
    if (season) {
      const koma = r.int(6, 16);
      rows.push({
        name: `${season}（${r.pick(JUKU_SUBJECTS)}・${r.pick(JUKU_SUBJECTS)}）`,
        qty: koma,
        unit: 'コマ',
        price: r.pick([2750, 3080, 3300]),
      });
    }
    if (r.chance(0.5))
      rows.push({
        name: `教材費（${r.pick(JUKU_SUBJECTS)} 問題集）`,
        qty: r.int(1, 2),
        unit: '冊',
        price: r.pick([1650, 1980, 2420]),
      });
    if (grade.startsWith('中学') && r.chance(0.4))
      rows.push({ name: '会場模試 受験料', qty: 1, unit: '回', price: r.pick([4400, 5500]) });
    if (r.chance(0.3))
      rows.push({ name: `兄弟割引（${sibling}さん在籍）`, qty: 1, unit: '月', price: -r.pick([1100, 2200, 3300]) });
    rows.forEach((x) => (x.amount = x.qty * x.price));
    const total = rows.reduce((a, x) => a + x.amount, 0);
    const inner = Math.floor((total * 10) / 110);
    const fmt = DATE_FORMATS.seireki;
    const dueText = `${fmt(d.due)}（${weekday(d.due)}）`;
    let bankHtml;
    if (d.yucho) {
      const kana = `${[...d.branch.code].map((c) => YUCHO_KANA[c]).join('')}店`;
      bankHtml = `<div class="yb"><div><div class="h">ゆうちょ銀行からお振込みの場合</div>記号　${d.yucho.symbol}<br>番号　${d.yucho.number}</div>
          <div><div class="h">他の金融機関からお振込みの場合</div>銀行名　ゆうちょ銀行<br>店名　${d.branch.name}（${kana}）　店番　${d.branch.code}<br>${TYPE_LABEL[d.type]}預金　口座番号　${d.account}</div></div>
        <div style="margin-top:4px">口座名義　${holder}</div>`;
    } else {
      bankHtml = `<div>${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}</div>`;
    }
    const pink = r.pick(['#db2777', '#ea580c', '#2563eb', '#16a34a']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.2px; color: #333; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 36px 44px 0; }
      .sheet { border: 2px solid ${pink}55; border-radius: 18px; padding: 22px 26px; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .sc { font-size: 11px; color: ${pink}; font-weight: 700; } h1 { margin: 2px 0 0; font-size: 20px; } h1 small { font-size: 12px; font-weight: 500; margin-left: 6px; }
      .meta td { padding: 1px 0 1px 12px; } .meta td.l { color: #888; }
      .to { margin-top: 16px; font-size: 10px; } .to .n { font-size: 15px; font-weight: 700; } .to .p { margin-top: 3px; color: #555; }
      .pill { margin-top: 14px; display: inline-flex; align-items: center; gap: 18px; background: ${pink}14; border-radius: 999px; padding: 8px 26px; } .pill b { font-size: 20px; color: ${pink}; }
      table.t { width: 100%; margin-top: 14px; } .t th { background: ${pink}18; font-weight: 500; padding: 4px; } .t th:first-child { border-radius: 8px 0 0 8px; } .t th:last-child { border-radius: 0 8px 8px 0; } .t td { border-bottom: 1px dashed #ddd; padding: 5px 6px; }
      .tot { width: 300px; margin: 8px 0 0 auto; } .tot td { padding: 3px 8px; } .tot tr.g td { font-size: 13px; font-weight: 700; border-top: 2px solid ${pink}; } .tot td.i { font-size: 8.4px; color: #666; }
      .due { margin-top: 10px; font-size: 10px; } .due b { color: ${pink}; }
      .bk { margin-top: 12px; border-radius: 10px; background: #f8f8f8; padding: 8px 14px; line-height: 1.7; } .bk .cap { font-weight: 700; margin-bottom: 2px; }
      .yb { display: flex; gap: 14px; } .yb > div { flex: 1; background: #fff; border-radius: 8px; padding: 4px 10px; } .yb .h { font-size: 8.2px; color: ${pink}; font-weight: 700; }
      .nt { margin-top: 10px; font-size: 8.4px; color: #555; line-height: 1.7; }
      .ft { margin-top: 22px; text-align: center; line-height: 1.7; font-size: 8.8px; } .ft .n { font-size: 14px; font-weight: 700; }`;
    const page = `<div class="wrap"><div class="sheet"><div class="hd"><div><div class="sc">${brand}${d.sole ? '' : `　${classroom}`}</div><h1>授業料等 ご請求書<small>（${nm[1]}月分）</small></h1></div>
        <table class="meta"><tr><td class="l">発行日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求番号</td><td>${d.no}</td></tr><tr><td class="l">生徒番号</td><td>${pupilNo}</td></tr></table></div>
      <div class="to"><span class="n">${parent}</span>　様<div class="p">生徒名：${pupil} さん（${grade}）</div></div>
      <div style="margin-top:12px">いつも当塾をご利用いただきありがとうございます。${nm[1]}月分の授業料等を下記のとおりご案内いたします。</div>
      <div class="pill"><span>今回のご請求額</span><b>${yen(total)}円</b><span style="font-size:8.4px;color:#666">（税込）</span></div>
      <table class="t"><tr><th style="text-align:left">項目</th><th style="width:60px">数量</th><th style="width:80px">単価（税込）</th><th style="width:86px">金額（税込）</th></tr>
        ${rows.map((x) => `<tr><td>${x.name}</td><td class="num">${x.qty}${x.unit}</td><td class="num">${signed(x.price)}</td><td class="num">${signed(x.amount)}</td></tr>`).join('')}</table>
      <table class="tot"><tr class="g"><td>合計（税込）</td><td class="num">${yen(total)}円</td></tr>${registered ? `<tr><td class="i">（うち消費税 10%）</td><td class="num i">（${yen(inner)}円）</td></tr>` : ''}</table>
      <div class="due">お振込期限：<b>${dueText}</b>　までにお振込みをお願いいたします。</div>
      <div class="bk"><div class="cap">お振込先</div>${bankHtml}</div>
      <div class="nt">※お振込みの際は、ご依頼人名の前に生徒番号（${pupilNo}）をご入力ください。<br>※振込手数料はご負担をお願いいたします。${registered ? '' : '<br>※当塾は適格請求書発行事業者ではございません（免税事業者）。'}<br>※休塾・退塾のご連絡は前月20日までに教室までお願いいたします。</div>
      <div class="ft">${d.sole ? `<div class="n">${d.yago}</div>塾長　${sn} ${gn}<br>` : `<div class="n">${brand}　${classroom}</div>運営：${d.issuerName}<br>`}〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　受付時間 14:00～21:30（日曜・祝日休）${registered ? `<br>登録番号 ${d.reg}` : ''}</div></div></div>`;
    return { pages: [page], css, printed: { issuer: d.issuerName, holder, total } };
  },
});
