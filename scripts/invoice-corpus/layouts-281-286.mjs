// Invoice corpus layouts L281–L286: each pushed onto core.mjs's LAYOUTS, in order.
import {
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
  landlineOn,
  lotOf,
  mobile,
  netOrdinary,
  noNetBank,
  otherStem,
  pad2,
  placeOf,
  reiwa,
  setBank,
  setCompany,
  spelled,
  weekday,
  yen,
  yuchoToBankAccount,
} from './core.mjs';

// ---- 281–286: written blind as the forty-fifth round's fresh set.
// The expected values follow scripts/generate-invoice-corpus.mjs's header; where a layout prints something that could be read two
// ways, a comment marked "Decided:" says which way the expected value goes.

const isMonthEnd = ([y, m, dd]) => dd === endOfMonth(y, m)[2];
const PREF_RE = /^(東京都|北海道|大阪府|京都府|.{2,3}?県)/;

// 281 — a freelance ナレーター bills a video production company for the month's recording sessions: 請求書 at the top left over a
// coloured rule with 請求日 / 請求書番号 at the right, the company 御中 with its 〒 address and TEL in small type, the narrator's
// block (屋号 over the name, or the name alone) with a round 認印, 件名, a tinted ご請求金額（源泉徴収後）bar with the お支払期限, one
// row per session (収録日, 発注No., the work and its client, 尺 and studio) with 二次使用料, 延長 and リテイク rows under it, a 立替交通費
// table beside 報酬額 / 消費税 / 源泉徴収税額 △ / 立替交通費 / ご請求金額, and the お振込先 (a ゆうちょ 記号・番号 or a bank).
const NARRATION_JOBS = [
  // [work ({c} the client, {p} a product, {n} a number, {tv} a station), 尺, 出演料 lo, hi (千円)]
  ['企業VP「{c} 会社案内」', '約12分', 40, 80],
  ['展示会用 製品紹介映像「{p}」', '約5分', 30, 50],
  ['WebCM「{p}」', '15秒×3本', 30, 60],
  ['eラーニング教材「安全衛生教育」第{n}章', '約20分', 35, 70],
  ['工場見学用 紹介映像', '約8分', 30, 55],
  ['採用動画「{c}で働くということ」', '約6分', 30, 50],
  ['情報番組 コーナーナレーション（{tv}）', '約4分', 25, 45],
  ['館内音声ガイド（{c}ミュージアム）', '全{n}トラック', 30, 70],
];
const NARRATION_PRODUCTS = [
  '業務用冷凍庫 Fシリーズ',
  '次世代リチウム電池',
  'スマートロック K-2',
  '産業用ドローン X1',
  '高圧洗浄ユニット',
  '省エネ空調 エコエア',
];
const CLIENT_TRADES = ['工業', '電機', '化学', '食品', 'ハウス', '製薬', '精機'];
const STUDIO_TOWNS = ['赤坂', '六本木', '五反田', '麻布十番', '神宮前', '乃木坂'];
const HOME_STATIONS = ['荻窪', '武蔵小杉', '北千住', '吉祥寺', '川口', '下北沢'];
LAYOUTS.push({
  id: 'L281-narration-gensen',
  split: 'dev',
  title:
    "freelance ナレーター's 請求書 to a video production company: 請求書 over a coloured rule with 請求日 / 請求書番号 at the right, company 御中 with its 〒 address and TEL small, the narrator (屋号 and name, or the name alone) with a round 認印, a tinted ご請求金額（源泉徴収後）bar, a row per 収録 (発注No., work, client, 尺, studio) with 二次使用料 / 延長 / リテイク rows, 立替交通費 beside 報酬額 / 消費税 / 源泉徴収税額 △ / ご請求金額, お振込先 ゆうちょ 記号・番号 or a bank",
  exercises:
    "a freelance ナレーター — under a 屋号 (ボイスオフィス ひなた / 山田ナレーション事務所 / オフィスルーチェ, ナレーター and the personal name under it — issuer_name the 屋号, its full-width space an ASCII one as NFKC gives it, as L22) or under the personal name alone (山田 花子 — issuer_name the name as printed, as L15) — bills a video production company (株式会社…映像 / …プロダクション株式会社 御中, its 〒 address, TEL and 制作部 担当 — none of the fields) for the month's sessions: 請求書 at the top left, 請求日 (2026/01/31, 2026年1月31日 or 2026.01.31 — issue_date) and 請求書番号 (invoice_number) at the top right; the narrator's block at the right (〒 address, TEL — a mobile often —, E-mail, 登録番号) under a round red 認印 with the surname; 件名 …月分 ナレーション出演料; a tinted bar ご請求金額（源泉徴収後）¥…- — total_amount — with the お支払期限 (due_date) at its right; rows: 収録日, 発注No. (PO-2601-0123 — none of the fields), the work (企業VP, WebCM, eラーニング, 番組) with its クライアント … 様 and 尺 and the 収録スタジオ under it (none of the fields), 出演料, and under it 二次使用料（Web公開 1年間）, 録音延長 and リテイク rows; a 立替交通費（実費）table (date, 区間 往復, 金額) beside 報酬額（税抜）/ 消費税（10%）/ 源泉徴収税額（10.21%）△ / 立替交通費 / ご請求金額 — total_amount after the 源泉 on the 報酬額 with the 交通費 added back (as L22, L260); お振込先: a ゆうちょ 記号・番号 (with the 他金融機関から 店名 〇一八（ゼロイチハチ）店 / 店番 / 普通預金 line sometimes) converting as the ゆうちょ rules above, or a bank, branch, 普通預金, number; 口座名義 the narrator's name in full-width or half-width kana, as printed",
  opts: (r, inst) => ({ sole: true, rates: '10', items: 1, bank: ['yucho', 'other', 'main'][inst] }),
  render(d, r) {
    const [sn] = d.person.split(' ');
    const personPrinted = d.person.replace(' ', '　');
    const w = r.pick(YAGO_WORDS);
    const noYago = r.chance(0.35);
    d.yago = noYago
      ? null
      : r.pick([`ボイスオフィス　${w}`, `${sn}ナレーション事務所`, `ナレーション工房　${w}`, `オフィス${w}`]);
    // Decided: with no 屋号 printed, issuer_name is the personal name as printed (as L15).
    d.issuerName = noYago ? personPrinted : d.yago;
    d.type = 2;
    const issuer = d.issuerName;
    const holder = holderPrinted(d, r.pick(['full', 'full', 'half']));
    if (!/^0[789]0-/.test(d.tel) && r.chance(0.4)) d.tel = mobile(r);
    const bs = otherStem(r, sn);
    const buyer = r.pick([
      `株式会社${bs}映像`,
      `${bs}プロダクション株式会社`,
      `株式会社${bs}ビジュアル`,
      `有限会社${bs}企画`,
      `株式会社${bs}クリエイト`,
    ]);
    const [bz, btown, barea] = r.pick(PLACES.filter(([z]) => z !== d.zip));
    const baddr = `${btown}${lotOf(r)}`;
    const btel = landlineOn(r, barea);
    const [y, m] = d.issue;
    const yy = String(y).slice(2);
    d.issue = r.chance(0.6) ? endOfMonth(y, m) : [y, m, r.int(20, 28)];
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 1), r.pick([10, 15, 20, 25])];
    d.no = r.pick([() => `${yy}${pad2(m)}-${r.int(1, 3)}`, () => `NA-${y}${pad2(m)}`, () => `${y}-${pad2(m)}${r.digits(2)}`])();
    const pool = [...NARRATION_JOBS];
    const days = daysUpTo(r, r.int(2, 4), 2, d.issue[2] - 1);
    const rows = [];
    const travel = [];
    const home = r.pick(HOME_STATIONS);
    for (const day of days) {
      const [tpl, len, lo, hi] = pool.splice(r.int(0, pool.length - 1), 1)[0];
      const cs = otherStem(r, bs);
      const clientBody = `${cs}${r.pick(CLIENT_TRADES)}`;
      const work = tpl
        .replace('{c}', clientBody)
        .replace('{p}', r.pick(NARRATION_PRODUCTS))
        .replace('{n}', String(r.int(2, 12)))
        .replace('{tv}', `${otherStem(r, cs)}テレビ`);
      const atHome = r.chance(0.25);
      const town = r.pick(STUDIO_TOWNS);
      const studio = atHome
        ? '自宅スタジオ（宅録・データ納品）'
        : `${r.pick(['スタジオ', 'サウンド'])}${r.pick(YAGO_WORDS)} ${town}`;
      const fee = r.int(lo, hi) * 1000;
      const md = `${m}/${day}`;
      rows.push({
        md,
        po: `PO-${yy}${pad2(m)}-${r.digits(4)}`,
        name: work,
        sub: `クライアント：${clientBody}株式会社 様　尺 ${len.replace('{n}', String(r.int(8, 24)))}　収録：${studio}`,
        qty: 1,
        unit: '式',
        price: fee,
      });
      if (r.chance(0.5))
        rows.push({
          md: '',
          po: '',
          name: `　└ 二次使用料（${r.pick(['Web公開 1年間', '展示会・店頭放映 1年間', 'YouTube広告 6か月'])}）`,
          qty: 1,
          unit: '式',
          price: Math.round((fee * r.pick([0.3, 0.5])) / 1000) * 1000,
        });
      if (r.chance(0.3))
        rows.push({
          md: '',
          po: '',
          name: '　└ 録音延長（30分単位）',
          qty: r.int(1, 3),
          unit: '回',
          price: r.pick([5000, 7500]),
        });
      if (r.chance(0.2))
        rows.push({ md: '', po: '', name: '　└ リテイク収録（原稿修正分）', qty: 1, unit: '式', price: r.pick([10000, 15000]) });
      if (!atHome) travel.push({ md, route: `${home}⇔${town}（往復）`, fare: r.pick([420, 560, 680, 840, 1260]) * 2 });
    }
    rows.forEach((x) => (x.amount = x.qty * x.price));
    const sub = rows.reduce((a, x) => a + x.amount, 0);
    const tax = Math.floor(sub / 10);
    // Decided: the 源泉 is on the 報酬額 without its 消費税 (printed apart); the 交通費 is reimbursed 実費, added back after it (as L22).
    const gensen = Math.floor((sub * 1021) / 10000);
    const fares = travel.reduce((a, x) => a + x.fare, 0);
    const net = sub + tax - gensen + fares;
    const fmt = r.pick([DATE_FORMATS.slash, DATE_FORMATS.seireki, DATE_FORMATS.dot]);
    let bankHtml;
    if (d.yucho) {
      const other = r.chance(0.6)
        ? `<div class="sm">他金融機関からのお振込み：店名 ${d.branch.name}（${digitsInKana(d.branch.code)}店）　店番 ${d.branch.code}　普通預金　${d.account}</div>`
        : '';
      bankHtml = `ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}${other}`;
    } else {
      bankHtml = `${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}`;
    }
    const accent = r.pick(['#0f766e', '#9a3412', '#3730a3', '#374151']);
    const mail = `${r.pick(['voice', 'narration', 'info'])}.${r.pick(['hinata', 'sora', 'koe', 'aoi'])}@${r.pick(['gmail.com', 'voice-office.jp', 'icloud.com'])}`;
    const me = noYago
      ? `<div class="n">${personPrinted}</div>ナレーター<br>`
      : `<div class="n">${d.yago}</div><div class="p">ナレーター　${personPrinted}</div>`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.4px; color: #222; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 48px 54px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid ${accent}; padding-bottom: 6px; }
      .top h1 { margin: 0; font-size: 26px; letter-spacing: .5em; font-weight: 700; color: ${accent}; }
      .top table td { padding: 1px 0 1px 14px; font-size: 9.6px; } .top td.l { color: #666; }
      .hd { display: flex; justify-content: space-between; margin-top: 18px; }
      .to { width: 330px; } .to .n { font-size: 15px; font-weight: 700; border-bottom: 1px solid #222; display: inline-block; padding-right: 30px; }
      .to .s { font-size: 8.4px; color: #555; margin-top: 5px; line-height: 1.6; }
      .me { position: relative; width: 270px; font-size: 9px; line-height: 1.65; } .me .n { font-size: 14px; font-weight: 700; } .me .p { font-size: 10.5px; }
      .sub { margin-top: 14px; font-size: 10px; }
      .amt { margin-top: 10px; display: flex; align-items: center; gap: 20px; background: ${accent}14; border-left: 5px solid ${accent}; padding: 8px 16px; }
      .amt .l { font-size: 11px; font-weight: 700; } .amt .v { font-size: 24px; font-weight: 700; } .amt .du { margin-left: auto; font-size: 9.8px; }
      table.t { width: 100%; margin-top: 14px; } .t th { background: ${accent}; color: #fff; font-weight: 500; padding: 3px 4px; }
      .t td { border-bottom: 1px solid #ddd; padding: 4px 5px; vertical-align: top; } .t .sm { font-size: 7.8px; color: #666; }
      .low { display: flex; gap: 18px; margin-top: 14px; align-items: flex-start; }
      table.tr { width: 310px; font-size: 8.6px; } .tr caption { text-align: left; font-weight: 700; padding-bottom: 2px; } .tr td { border-bottom: 1px dotted #bbb; padding: 2px 4px; }
      table.sum { margin-left: auto; width: 320px; } .sum td { padding: 3px 8px; border-bottom: 1px solid #ddd; }
      .sum tr.g td { border-top: 2px solid ${accent}; border-bottom: none; font-weight: 700; font-size: 12px; }
      .bk { margin-top: 18px; border: 1px solid #bbb; padding: 8px 14px; line-height: 1.85; font-size: 9.8px; } .bk .h { font-weight: 700; color: ${accent}; } .bk .sm { font-size: 8.4px; color: #444; }
      .nt { margin-top: 10px; font-size: 8px; color: #555; line-height: 1.7; }`;
    const page = `<div class="wrap"><div class="top"><h1>請求書</h1>
        <table><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求書番号</td><td>${d.no}</td></tr></table></div>
      <div class="hd"><div class="to"><span class="n">${buyer}　御中</span><div>制作部　${r.pick(SURNAMES)[0]} 様</div>
          <div class="s">〒${bz} ${baddr}<br>TEL ${btel}</div></div>
        <div class="me">${hanko(sn, 'right:0;top:-4px;width:40px;height:40px;font-size:13px;', true)}${me}〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}<br>E-mail ${mail}<br>登録番号 ${d.reg}</div></div>
      <div class="sub">件名：${y}年${m}月分　ナレーション出演料<br>いつもお世話になっております。下記のとおりご請求申し上げます。</div>
      <div class="amt"><span class="l">ご請求金額（源泉徴収後）</span><span class="v">¥${yen(net)}-</span><span class="du">お支払期限　${fmt(d.due)}</span></div>
      <table class="t"><tr><th style="width:44px">収録日</th><th style="width:92px">発注No.</th><th>内容</th><th style="width:50px">数量</th><th style="width:70px">単価</th><th style="width:80px">金額</th></tr>
        ${rows.map((x) => `<tr><td style="text-align:center">${x.md}</td><td>${x.po}</td><td>${x.name}${x.sub ? `<br><span class="sm">${x.sub}</span>` : ''}</td><td class="num">${x.qty} ${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <div class="low">${
        travel.length
          ? `<table class="tr"><caption>立替交通費（実費）</caption>${travel.map((x) => `<tr><td>${x.md}</td><td>${x.route}</td><td class="num">${yen(x.fare)}円</td></tr>`).join('')}<tr><td colspan="2" style="text-align:right">計</td><td class="num">${yen(fares)}円</td></tr></table>`
          : '<div></div>'
      }
        <table class="sum"><tr><td>報酬額（税抜）</td><td class="num">${yen(sub)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(tax)}</td></tr>
          <tr><td>源泉徴収税額（10.21%）</td><td class="num">△${yen(gensen)}</td></tr>${travel.length ? `<tr><td>立替交通費</td><td class="num">${yen(fares)}</td></tr>` : ''}
          <tr class="g"><td>ご請求金額</td><td class="num">¥${yen(net)}</td></tr></table></div>
      <div class="bk"><span class="h">お振込先</span><br>${bankHtml}<br>口座名義　${holder}</div>
      <div class="nt">※源泉徴収税額は、報酬額（税抜）に10.21%を乗じて算出しております（1円未満切捨て）。<br>※二次使用の範囲・期間は各発注書の記載のとおりです。範囲を超えるご使用の際は事前にご相談ください。<br>※恐れ入りますが、振込手数料は貴社にてご負担くださいますようお願いいたします。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total: net } };
  },
});

// 282 — a 地方独立行政法人 (a prefecture's 産業技術センター) bills a company for its 依頼試験 and 機器利用 fees, an official letter: the
// 文書番号 over the date in 令和 at the top right, the company's 〒 address and 代表取締役 … 様 at the left, the 法人 with its 理事長 and a
// square 理事長之印 at the right (its 〒 address, TEL（代表）/ FAX, 登録番号 in small type), 請 求 書, 記 with numbered items
// (請求書番号, 請求金額 with the うち消費税, 件名, 納付期限), 5 内訳 by 受付番号 at 税込 手数料, 6 振込先 in a ruled table (金融機関コード and
// 店番 sometimes) and the 問合せ先 with the 担当's 直通 at the foot.
const SANGI = [
  // [prefecture, its kana, 文書番号's head, zip, town, area code, city (for a main bank's branch), [local bank, code, branch]]
  ['静岡県', 'シズオカケン', '静産技', '421-1221', '静岡県静岡市葵区牧ヶ谷', '054', '静岡', ['静岡銀行', '0149', '県庁支店']],
  ['千葉県', 'チバケン', '千産技', '263-0016', '千葉県千葉市稲毛区天台', '043', '千葉', ['千葉銀行', '0134', '県庁支店']],
  ['宮城県', 'ミヤギケン', '宮産技', '981-3206', '宮城県仙台市泉区明通', '022', '仙台', ['七十七銀行', '0125', '県庁支店']],
  [
    '福岡県',
    'フクオカケン',
    '福産技',
    '839-0861',
    '福岡県久留米市合川町',
    '0942',
    '久留米',
    ['福岡銀行', '0177', '久留米営業部'],
  ],
  [
    '神奈川県',
    'カナガワケン',
    '神産技',
    '243-0435',
    '神奈川県海老名市下今泉',
    '046',
    '海老名',
    ['横浜銀行', '0138', '海老名支店'],
  ],
  ['群馬県', 'グンマケン', '群産技', '379-2147', '群馬県前橋市亀里町', '027', '前橋', ['群馬銀行', '0128', '県庁支店']],
  ['広島県', 'ヒロシマケン', '広産技', '737-0004', '広島県呉市阿賀南', '0823', '呉', ['広島銀行', '0169', '呉支店']],
];
const SANGI_KINDS = [
  ['産業技術総合センター', 'サンギョウギジュツソウゴウセンター'],
  ['工業技術センター', 'コウギョウギジュツセンター'],
  ['産業技術研究所', 'サンギョウギジュツケンキュウショ'],
  ['ものづくり技術支援センター', 'モノヅクリギジュツシエンセンター'],
];
const IRAI = [
  // [区分, 項目, 単位, 単価（税込）choices, qty lo, hi]
  ['依頼試験', '引張試験（金属材料・常温）', '試験片', [3960, 4400, 4950], 3, 15],
  ['依頼試験', '硬さ試験（ビッカース）', '点', [1320, 1650], 5, 30],
  ['依頼試験', '塩水噴霧試験（JIS Z 2371）', '24時間', [4620, 5280], 2, 10],
  ['依頼試験', '蛍光X線分析（定性）', '試料', [6600, 7700], 1, 6],
  ['依頼試験', '三次元測定機による寸法測定', '時間', [7150, 8250], 1, 6],
  ['依頼試験', '放射エミッション測定（電波暗室）', '時間', [17600, 19800], 2, 8],
  ['依頼試験', '恒温恒湿試験（85℃・85%RH）', '日', [5500, 6600], 3, 14],
  ['機器利用', '走査電子顕微鏡（SEM-EDS）', '時間', [3850, 4400], 1, 8],
  ['機器利用', 'X線CT装置', '時間', [9900, 11000], 1, 5],
  ['機器利用', '万能材料試験機（100kN）', '時間', [2640, 3300], 1, 6],
  ['機器利用', '樹脂3Dプリンター', '時間', [1100, 1320], 2, 20],
  ['機器利用', '冷熱衝撃試験機', '日', [4400, 5170], 1, 7],
];
LAYOUTS.push({
  id: 'L282-sangi-irai-shiken',
  split: 'dev',
  title:
    "地方独立行政法人 (a prefecture's 産業技術センター) 請求書 for 依頼試験 and 機器利用 fees as an official letter: 文書番号 over a 令和 date top right, the company with 〒 address and 代表取締役 様 at the left, the 法人, its 理事長 and a square 理事長之印 at the right with 〒 address / TEL（代表）/ 登録番号 small, 請 求 書, 記 with 請求書番号 / 請求金額（うち消費税）/ 件名 / 納付期限, 内訳 by 受付番号 at 税込 手数料, a ruled 振込先 table, the 問合せ先 with a 直通 at the foot",
  exercises:
    "a 地方独立行政法人 running a prefecture's 産業技術センター (地方独立行政法人静岡県産業技術総合センター, printed with a full-width space after 地方独立行政法人 sometimes — issuer_name the name as registered, without that space, as L278) bills a manufacturer (…精機株式会社 / 株式会社…電子, its 〒 address and 代表取締役 … 様 at the top left — none of the fields) for a month's tests, as an official letter: at the top right the 文書番号 (静産技第1234号 — never the invoice_number, as L170) over the date in 令和 (令和8年1月20日 — issue_date); the 法人's name, 理事長 … and a square red 理事長之印 at the right, its 〒 address, TEL（代表）(issuer_phone) / FAX and 登録番号 under them in small type; 請 求 書; 記: 1 請求書番号 (0812345 — invoice_number), 2 請求金額 金…円（うち消費税及び地方消費税の額 …円）— total_amount, every 手数料 税込 (as L63) —, 3 件名 依頼試験手数料等（令和…年…月分）, 4 納付期限 in 令和 — due_date; 5 内訳: 区分 (依頼試験 / 機器利用 / 成績書), 受付番号 (8依0123 — none of the fields), 項目, 完了日, 数量 and 単位 (試験片, 点, 24時間, 時間, 日), 手数料単価（税込）, 金額, 合計（税込）with the 10%対象 and うち消費税; 6 振込先 in a ruled table: the prefecture's bank (静岡銀行, 千葉銀行, 七十七銀行… with （金融機関コード 0149）sometimes — bank_code only when printed —; 県庁支店 with （店番 123）sometimes — branch_code only then) or a main bank, 普通預金 / 当座預金, 口座番号, 口座名義 ﾁﾄﾞｸ)… in half-width kana (or full-width) as printed; the foot's 問合せ先 (…技術部 …科, 担当 …, 直通 TEL and E-mail) — never the issuer_phone",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 2 ? 'main' : 'other' }),
  render(d, r) {
    const [pref, prefKana, head, zip, town, area, city, [bankName, bankCode, branchName]] = r.pick(SANGI);
    const [kind, kindKana] = r.pick(SANGI_KINDS);
    const body = `${pref}${kind}`;
    d.sole = false;
    d.corpBody = body;
    d.form = '地方独立行政法人';
    d.formBefore = true;
    d.issuerName = `地方独立行政法人${body}`;
    d.holderBase = `チドク）${prefKana}${kindKana}`;
    const issuerPrinted = r.chance(0.5) ? `地方独立行政法人　${body}` : d.issuerName;
    if (d.bank.main) {
      noNetBank(d, r);
      d.branch = { name: `${city}支店`, code: `${r.int(1, 8)}${r.digits(2)}` };
      d.account = r.digits(7);
    } else setBank(d, r, bankName, bankCode, branchName);
    netOrdinary(d);
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'big']));
    d.zip = zip;
    d.address = `${town}${r.chance(0.5) ? `${r.int(100, 3000)}番地${r.chance(0.4) ? `の${r.int(1, 9)}` : ''}` : `${r.int(1, 4)}-${r.int(1, 30)}-${r.int(1, 20)}`}`;
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const direct = landlineOn(r, area);
    const chief = `${r.pick(SURNAMES)[0]}　${r.pick(GIVEN)[0]}`;
    const staff = r.pick(SURNAMES)[0];
    const dept = r.pick(['材料技術部 評価試験科', '機械電子部 計測技術科', '企画連携部 技術支援課', '化学環境部 分析科']);
    const bs = r.pick(HAN_STEMS)[0];
    const bt = r.pick(['精機', '工業', '電子', '化成', '金属', 'テクノ']);
    const buyer = r.chance(0.5) ? `${bs}${bt}株式会社` : `株式会社${bs}${bt}`;
    const near = PLACES.filter(([, t]) => t.startsWith(pref));
    const [bz, btown] = r.pick(near.length ? near : PLACES);
    const baddr = `${btown}${lotOf(r)}`;
    const rep = `${r.pick(SURNAMES)[0]}　${r.pick(GIVEN)[0]}`;
    const [y, m] = d.issue;
    // The month tested, billed in the next one.
    const [ty, tm] = addMonths([y, m], -1);
    d.issue = [y, m, r.int(8, 25)];
    d.due = r.chance(0.5) ? addDays(d.issue, 30) : endOfMonth(...addMonths([y, m], 1));
    d.no = `${pad2(y - 2018)}${r.digits(5)}`;
    const docNo = `${head}第${r.int(100, 3999)}号`;
    const pool = [...IRAI];
    const rows = [];
    const n = r.int(2, 5);
    const lastDay = endOfMonth(ty, tm)[2];
    const doneDays = daysUpTo(r, n, 3, lastDay);
    let tests = 0;
    for (const day of doneDays) {
      const [cat, name, unit, prices, lo, hi] = pool.splice(r.int(0, pool.length - 1), 1)[0];
      const qty = r.int(lo, hi);
      rows.push({
        cat,
        no: `${ty - 2018}${cat === '依頼試験' ? '依' : '機'}${r.digits(4)}`,
        name,
        md: `${tm}/${day}`,
        qty,
        unit,
        price: r.pick(prices),
      });
      if (cat === '依頼試験') tests++;
    }
    if (tests) {
      rows.push({ cat: '成績書', no: '', name: '試験成績書（和文）', md: '', qty: tests, unit: '通', price: 550 });
      if (r.chance(0.4))
        rows.push({ cat: '成績書', no: '', name: '試験成績書 英文併記', md: '', qty: r.int(1, tests), unit: '通', price: 2200 });
      if (r.chance(0.3))
        rows.push({ cat: '成績書', no: '', name: '成績書 副本追加', md: '', qty: r.int(1, 3), unit: '通', price: 330 });
    }
    rows.forEach((x) => (x.amount = x.qty * x.price));
    // Decided: every 手数料 is 税込 (the センター's 手数料表); total_amount is their sum, the うち消費税 inside it (as L63).
    const total = rows.reduce((a, x) => a + x.amount, 0);
    const inTax = Math.floor((total * 10) / 110);
    const wa = DATE_FORMATS.wareki;
    const showBankCode = !d.bank.main && r.chance(0.6);
    const showBranchCode = r.chance(0.5);
    const ink = r.pick(['#1a1a1a', '#1f2a44']);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 10px; color: ${ink}; line-height: 1.7; }
      .wrap { position: relative; height: 1123px; padding: 52px 66px 0; }
      .dn { text-align: right; line-height: 1.8; }
      .to { margin-top: 10px; line-height: 1.7; } .to .n { font-size: 13.5px; }
      .fr { position: relative; margin: 8px 0 0 auto; width: 380px; } .fr .n { font-size: 12.5px; } .fr .c { font-size: 12px; margin-top: 2px; letter-spacing: .1em; }
      .fr .ad { font-family: 'Noto Sans CJK JP'; font-size: 8.2px; line-height: 1.6; margin-top: 4px; color: #333; }
      h1 { margin: 20px 0 0; text-align: center; font-size: 21px; font-weight: 500; letter-spacing: .6em; padding-left: .6em; }
      .lead { margin-top: 14px; text-indent: 1em; }
      .ki { text-align: center; margin-top: 6px; }
      table.kv { margin-top: 4px; } .kv th { text-align: left; font-weight: 400; padding: 2px 20px 2px 0; white-space: nowrap; vertical-align: top; } .kv td { padding: 2px 0; }
      .kv .big { font-size: 15px; font-weight: 700; } .kv .big span { font-size: 9.4px; font-weight: 400; margin-left: 8px; }
      .h { margin-top: 10px; }
      table.t { width: 100%; margin-top: 3px; font-size: 8.8px; font-family: 'Noto Sans CJK JP'; } .t th { border: 1px solid #444; background: #f1f1f1; font-weight: 500; padding: 2px; }
      .t td { border: 1px solid #777; padding: 2px 5px; } .t tr.g td { font-weight: 700; }
      table.bk { margin-top: 3px; width: 470px; font-size: 9.2px; font-family: 'Noto Sans CJK JP'; } .bk th { border: 1px solid #777; background: #f1f1f1; font-weight: 500; width: 92px; padding: 2px 6px; text-align: left; } .bk td { border: 1px solid #777; padding: 2px 8px; }
      .nt { margin-top: 10px; font-size: 8.6px; line-height: 1.7; }
      .ft { position: absolute; left: 66px; right: 66px; bottom: 42px; border: 1px solid #777; padding: 5px 12px; font-size: 8.6px; line-height: 1.7; font-family: 'Noto Sans CJK JP'; }`;
    const catCell = (x, i) => (i === 0 || rows[i - 1].cat !== x.cat ? x.cat : '');
    const page = `<div class="wrap"><div class="dn">${docNo}<br>${wa(d.issue)}</div>
      <div class="to">〒${bz}<br>${baddr}<br><span class="n">${buyer}</span><br>代表取締役　${rep}　様</div>
      <div class="fr">${hanko('理事長之印', 'right:6px;top:-6px;width:54px;height:54px;font-size:13px;')}<div class="n">${issuerPrinted}</div><div class="c">理事長　${chief}</div>
        <div class="ad">〒${d.zip}　<span class="addr">${d.address}</span><br>TEL（代表）${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}</div></div>
      <h1>請求書</h1>
      <div class="lead">${wa([ty, tm, 1])}から${wa([ty, tm, lastDay])}までに実施した依頼試験及び機器利用に係る手数料等について、下記のとおり請求します。</div>
      <div class="ki">記</div>
      <table class="kv"><tr><th>1　請求書番号</th><td>${d.no}</td></tr>
        <tr><th>2　請求金額</th><td class="big">金 ${yen(total)} 円<span>（うち消費税及び地方消費税の額 ${yen(inTax)} 円）</span></td></tr>
        <tr><th>3　件　　名</th><td>依頼試験手数料等（令和${reiwa(ty)}年${tm}月分）</td></tr>
        <tr><th>4　納付期限</th><td>${wa(d.due)}</td></tr></table>
      <div class="h">5　内訳</div>
      <table class="t"><tr><th style="width:58px">区分</th><th style="width:64px">受付番号</th><th>項目</th><th style="width:44px">完了日</th><th style="width:70px">数量</th><th style="width:76px">手数料単価<br>（税込）</th><th style="width:76px">金額（円）</th></tr>
        ${rows.map((x, i) => `<tr><td>${catCell(x, i)}</td><td>${x.no}</td><td>${x.name}</td><td style="text-align:center">${x.md}</td><td class="num">${x.qty} ${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}
        <tr class="g"><td colspan="6" style="text-align:right">合計（税込・10%対象）</td><td class="num">${yen(total)}</td></tr>
        <tr><td colspan="7" style="text-align:right;font-size:8.4px">（うち消費税額 10%　${yen(inTax)}円）</td></tr></table>
      <div class="h">6　振込先</div>
      <table class="bk"><tr><th>金融機関名</th><td>${d.bank.name}${showBankCode ? `（金融機関コード ${d.bank.code}）` : ''}</td></tr>
        <tr><th>支店名</th><td>${d.branch.name}${showBranchCode ? `（店番 ${d.branch.code}）` : ''}</td></tr>
        <tr><th>預金種別</th><td>${TYPE_LABEL[d.type]}預金</td></tr><tr><th>口座番号</th><td>${d.account}</td></tr><tr><th>口座名義</th><td>${holder}</td></tr></table>
      <div class="nt">注1　納付期限までに上記口座へお振り込みください。振込手数料はご負担願います。<br>注2　試験成績書は、別途送付済みです。納付期限を過ぎた場合は、次回以降の受付をお待ちいただくことがあります。</div>
      <div class="ft">（問合せ先）${dept}　担当　${staff}<br>直通 TEL ${direct}　E-mail ${r.pick(['shiken', 'kiki', 'irai'])}@${r.pick(['sangi', 'itc', 'iri'])}.${r.pick(['lg.jp', 'or.jp', 'go.jp'])}</div></div>`;
    // Decided: issuer_phone is the TEL（代表）under the 法人's address; the 担当's 直通 in the 問合せ先 at the foot is none of the fields.
    return { pages: [page], css, printed: { issuer: d.issuerName, holder, total, showBankCode, showBranchCode } };
  },
});

// 283 — a 歯科材料商 bills a dental clinic for the month, a 販売管理 system's 合計請求書: 御 請 求 書 at the top left, 請求日（締日）/
// 請求書No. / 得意先コード / page at the top right, the clinic 御中 with its 院長 先生 and 〒 address at the left, the dealer's block with a
// tooth mark and a square seal at the right, a seven-cell strip 前回御請求額 / 御入金額 / 調整額 / 差引繰越額 / 今回御買上額 / 消費税額 /
// 今回御請求額, the deliveries by 伝票 (a 返品 △ sometimes), and two accounts ① ② side by side over one 口座名義 in a box at the foot;
// the long version's rows run onto a second page, its totals there.
const DENTAL_TRADES = [
  ['デンタル', 'デンタル'],
  ['歯科商会', 'シカショウカイ'],
  ['デンタルサプライ', 'デンタルサプライ'],
  ['歯科材料', 'シカザイリョウ'],
];
// [品名, 規格, メーカー, 単位, price lo, hi]
const DENTAL_ITEMS = [
  ['コンポジットレジン', 'ユニバーサル A2 シリンジ', 'トクヤマデンタル', '本', 2400, 3800],
  ['ボンディング材', '5ml', 'クラレノリタケ', '本', 5800, 9800],
  ['アルジネート印象材', '500g', 'ジーシー', '袋', 800, 1400],
  ['シリコーン印象材', 'パテタイプ', 'ジーシー', 'セット', 6800, 11000],
  ['ニトリルグローブ', 'M 200枚', 'ディスポ', '箱', 900, 1600],
  ['ペーパーエプロン', '500枚', 'ディスポ', '箱', 2800, 4600],
  ['ダイヤモンドバー', 'FG ラウンド 5本入', '松風', '箱', 1400, 2600],
  ['グラスアイオノマーセメント', '粉液セット', 'ジーシー', 'セット', 7600, 12800],
  ['仮封材', '40g', 'ネオ製薬', '個', 1100, 2000],
  ['滅菌パック', '90×230mm 200枚', 'ホギメディカル', '箱', 1300, 2200],
  ['歯科鋳造用金銀パラジウム合金', '30g', '石福金属', '個', 88000, 112000],
  ['ディスポ印象用トレー', '上顎 M 50個', 'YAMAKIN', '袋', 2800, 4200],
  ['根管用ファイル', '21mm #15-40 6本', 'マニー', '箱', 1200, 2000],
  ['フッ化物歯面塗布剤', '40g', 'ビーブランド', '本', 1800, 3200],
  ['ロール綿', '#2 800個', 'リッチモンド', '箱', 600, 1100],
];
LAYOUTS.push({
  id: 'L283-shika-zairyou-seikyuu',
  split: 'dev',
  twoPage: true,
  title:
    "歯科材料商's monthly 御請求書 to a dental clinic from a 販売管理 system: 御 請 求 書 top left, 請求日 / 請求書No. / 得意先コード / page top right, the clinic 御中 with 院長 先生 and 〒 address, the dealer's block with a tooth mark and a square seal, a seven-cell 前回御請求額 / 御入金額 / 調整額 / 差引繰越額 / 今回御買上額 / 消費税額 / 今回御請求額 strip, rows by 伝票 with a 返品 △, two accounts ① ② in a box over one 口座名義; onto a second page in the long version",
  exercises:
    "a 歯科材料商 (株式会社…デンタル / ㈱…歯科商会 / …デンタルサプライ(株) / 有限会社…歯科材料) bills a dental clinic (医療法人社団…会 …歯科クリニック / …歯科医院 御中, 院長 … 先生, its 〒 address and TEL — none of the fields) for the month, a 販売管理 system's 合計請求書: 御 請 求 書 at the top left; at the top right 請求日（締日）2026/01/31 (issue_date), 請求書No. (invoice_number), 得意先コード (none of the fields) and the page (1/2); the dealer's block (a tooth mark, name, 〒 address, TEL / FAX — the issuer's fields —, 登録番号, 担当) under a square seal; the strip: 前回御請求額 / 御入金額 / 調整額 (振込手数料) / 差引繰越額 / 今回御買上額 / 消費税額 / 今回御請求額 — total_amount the 今回御請求額, the 差引繰越額 in it (as L08; a 振込手数料 only the 繰越 reflects, as L125), never the 前回御請求額 or the 今回御買上額; the お支払期限 under it (due_date); rows by 伝票: 日付, 伝票No. (none of the fields), 品名・規格, メーカー, 数量, 単位, 単価, 金額 — a 返品 row △ sometimes —, all at 10%; 今回御買上額 / 消費税額（10%）/ 今回御請求額 after the rows; お振込先 in a box at the foot, two accounts side by side under いずれかの口座へ, ① at the left (a bank, branch, 普通 / 当座, number) and ② at the right (another bank, or a ゆうちょ 記号・番号), one 口座名義 under both (ｶ)… / …(ﾕ as printed) — the account is ① (as L105); the long version's rows run onto page 2 under a 請求明細（続き）head, its totals there",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 1 ? 'other' : 'main' }),
  render(d, r, { long }) {
    const stem = setCompany(d, r, DENTAL_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    noNetBank(d, r);
    netOrdinary(d);
    const issuer = spelled(d, r.pick(['full', 'full', 'circled', 'paren']));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const [, , area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const bs = otherStem(r, stem);
    const dr = r.pick(SURNAMES)[0];
    // [the 医療法人 (or none), the clinic]
    const [corp, clinic] = r.pick([
      [`医療法人社団${bs}会`, `${r.pick(['みどり', 'さくら', 'ひかり', bs])}歯科クリニック`],
      ['', `${dr}歯科医院`],
      [`医療法人${bs}会`, `${bs}デンタルクリニック`],
    ]);
    const [bz, btown, barea] = r.pick(PLACES.filter(([z]) => z !== d.zip));
    const baddr = `${btown}${lotOf(r)}`;
    const btel = landlineOn(r, barea);
    const cust = `${r.int(1, 9)}${r.digits(4)}`;
    const [y, m] = d.issue;
    d.issue = r.chance(0.7) ? endOfMonth(y, m) : [y, m, 20];
    d.due = r.chance(0.6) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 1), r.pick([10, 20, 25])];
    d.no = r.chance(0.5) ? `${r.int(1, 9)}${r.digits(5)}` : `${String(y).slice(2)}${pad2(m)}-${cust}`;
    const [py, pm] = addMonths([y, m], -1);
    // The deliveries: the long version's run onto a second page.
    const nDel = long ? r.int(10, 12) : r.int(4, 6);
    const days = daysUpTo(r, nDel, 1, d.issue[2]);
    const prices = new Map();
    const priceOf = (name, lo, hi) => {
      if (!prices.has(name)) prices.set(name, Math.round(r.int(lo, hi) / 10) * 10);
      return prices.get(name);
    };
    let slip = r.int(20000, 80000);
    const rows = [];
    const bought = [];
    for (const day of days) {
      slip += r.int(5, 80);
      const k = long ? r.int(2, 4) : r.int(1, 3);
      const seen = new Set();
      let first = true;
      for (let i = 0; i < k; i++) {
        let it = r.pick(DENTAL_ITEMS);
        // The alloy, costly, is bought now and then.
        if (it[0].startsWith('歯科鋳造') && r.chance(0.7)) it = r.pick(DENTAL_ITEMS.filter((x) => x[4] < 50000));
        if (seen.has(it[0])) continue;
        seen.add(it[0]);
        const [name, spec, maker, unit, lo, hi] = it;
        const qty = lo > 50000 ? 1 : r.int(1, unit === '箱' ? 6 : 4);
        rows.push({
          md: first ? `${m}/${day}` : '',
          slip: first ? String(slip) : '',
          name,
          spec,
          maker,
          unit,
          qty,
          price: priceOf(name, lo, hi),
        });
        bought.push(rows.at(-1));
        first = false;
      }
      if (r.chance(long ? 0.15 : 0.2) && bought.length > 1) {
        const b = r.pick(bought.filter((x) => x.price < 50000));
        if (b)
          rows.push({
            md: '',
            slip: '',
            name: `【返品】${b.name}`,
            spec: b.spec,
            maker: b.maker,
            unit: b.unit,
            qty: -1,
            price: b.price,
          });
      }
    }
    rows.forEach((x) => (x.amount = x.qty * x.price));
    const bought0 = rows.reduce((a, x) => a + x.amount, 0);
    const tax = Math.floor(bought0 / 10);
    const prev = r.int(40, 380) * 1000 + r.int(0, 999);
    const adj = r.pick([0, 0, 440, 660]);
    // Last month's bill paid less the 振込手数料 (an 調整額), or partly, or in full.
    const paid = r.chance(0.2) ? prev - r.int(5, 30) * 1000 - adj : prev - adj;
    const carry = prev - paid - adj;
    // Decided: total_amount is the 今回御請求額, the 差引繰越額 in it (as L08).
    const total = carry + bought0 + tax;
    const fmt = DATE_FORMATS.slash;
    const cell = (v) => (v < 0 ? `△${yen(-v)}` : yen(v));
    // The second account, beside the first: another bank, or a ゆうちょ 記号・番号.
    let second;
    if (r.chance(0.5)) {
      let symbol;
      let number;
      for (;;) {
        symbol = `1${r.digits(3)}0`;
        number = `${r.int(1, 9)}${r.digits(6)}1`;
        if (yuchoToBankAccount(symbol, number).ok) break;
      }
      second = `②　ゆうちょ銀行<br>　　記号 ${symbol}　番号 ${number}`;
    } else {
      const b2 = r.pick(
        ['みずほ銀行', '三井住友銀行', '三菱UFJ銀行', 'りそな銀行', '城南信用金庫', '京都信用金庫'].filter(
          (x) => x !== d.bank.name,
        ),
      );
      second = `②　${b2}　${r.pick(['本店', '駅前支店', '中央支店', '北支店'])}<br>　　${r.pick(['普通', '当座'])}　${r.digits(7)}`;
    }
    const acc1 = `①　${d.bank.name}　${d.branch.name}<br>　　${TYPE_LABEL[d.type]}　${d.account}`;
    const teal = r.pick(['#0e7490', '#1d4ed8', '#475569']);
    const sealText = `${d.corpBody}之印`;
    let split = rows.length;
    if (long) {
      split = 1;
      for (let i = 1; i <= 24 && rows.length - i >= 5; i++) if (rows[i].md) split = i;
    }
    const pages = long ? 2 : 1;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 8.8px; color: #222; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 40px 44px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .top h1 { margin: 4px 0 0; font-size: 24px; letter-spacing: .7em; font-weight: 500; border-bottom: 3px double #333; padding: 0 0 2px .2em; }
      table.meta td { padding: 1px 6px; border: 1px solid #999; font-size: 9px; } table.meta td.l { background: #eef2f5; width: 82px; }
      .hd { display: flex; justify-content: space-between; margin-top: 14px; }
      .to { width: 340px; line-height: 1.7; font-size: 9.2px; } .to .n { font-size: 13.5px; font-weight: 700; border-bottom: 1px solid #333; display: inline-block; padding-right: 18px; }
      .co { position: relative; width: 300px; font-size: 8.6px; line-height: 1.6; } .co .lg { display: flex; align-items: center; gap: 6px; } .co .n { font-size: 14.5px; font-weight: 700; color: ${teal}; }
      .tooth { width: 18px; height: 20px; background: ${teal}; border-radius: 40% 40% 20% 20%; clip-path: polygon(0 0, 100% 0, 100% 55%, 80% 100%, 62% 100%, 50% 62%, 38% 100%, 20% 100%, 0 55%); }
      .msg { margin-top: 10px; }
      table.strip { width: 100%; margin-top: 4px; border: 1.5px solid #333; } .strip td { border: 1px solid #777; text-align: center; padding: 3px 2px; } .strip tr.l td { background: #eef2f5; font-size: 8.2px; }
      .strip tr.v td { font-size: 11px; text-align: right; padding-right: 8px; } .strip td.g { font-weight: 700; background: ${teal}1a; font-size: 13px !important; }
      .due { text-align: right; margin-top: 3px; font-size: 9.4px; }
      table.t { width: 100%; margin-top: 8px; font-size: 8.4px; } .t th { background: #eef2f5; border: 1px solid #999; font-weight: 500; padding: 2px; } .t td { border: 1px solid #c4c4c4; padding: 2px 5px; }
      table.tot { width: 330px; margin: 6px 0 0 auto; } .tot td { border: 1px solid #999; padding: 3px 8px; } .tot td.l { background: #eef2f5; } .tot tr.g td { font-weight: 700; font-size: 11px; }
      .bk { position: absolute; left: 44px; right: 44px; bottom: 40px; border: 1.5px solid #333; padding: 5px 12px 6px; font-size: 9px; }
      .bk .h { font-weight: 700; } .bk .two { display: flex; gap: 12px; margin-top: 3px; } .bk .two div { flex: 1; border: 1px solid #aaa; padding: 3px 10px; line-height: 1.7; }
      .ph { display: flex; justify-content: space-between; border-bottom: 2px solid #333; padding-bottom: 4px; font-size: 9px; }
      .pg { position: absolute; right: 44px; bottom: 18px; font-size: 8px; color: #666; }`;
    const head = `<tr><th style="width:36px">日付</th><th style="width:48px">伝票No.</th><th>品名・規格</th><th style="width:92px">メーカー</th><th style="width:34px">数量</th><th style="width:40px">単位</th><th style="width:58px">単価</th><th style="width:70px">金額</th></tr>`;
    const rowHtml = (x) =>
      `<tr><td style="text-align:center">${x.md}</td><td style="text-align:center">${x.slip}</td><td>${x.name}　${x.spec}</td><td>${x.maker}</td><td class="num">${cell(x.qty)}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${cell(x.amount)}</td></tr>`;
    const totals = `<table class="tot"><tr><td class="l">差引繰越額</td><td class="num">${yen(carry)}</td></tr><tr><td class="l">今回御買上額</td><td class="num">${yen(bought0)}</td></tr>
      <tr><td class="l">消費税額（10%）</td><td class="num">${yen(tax)}</td></tr><tr class="g"><td class="l">今回御請求額</td><td class="num">¥${yen(total)}</td></tr></table>`;
    const bank = `<div class="bk"><span class="h">お振込先</span>　下記いずれかの口座へお振込みくださいますようお願い申し上げます。（振込手数料は貴院にてご負担ください）
        <div class="two"><div>${acc1}</div><div>${second}</div></div><div style="margin-top:3px">口座名義（共通）　${holder}</div></div>`;
    const page1 = `<div class="wrap"><div class="top"><h1>御請求書</h1>
        <table class="meta"><tr><td class="l">請求日（締日）</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求書No.</td><td>${d.no}</td></tr><tr><td class="l">得意先コード</td><td>${cust}</td></tr><tr><td class="l">頁</td><td>1 / ${pages}</td></tr></table></div>
      <div class="hd"><div class="to">〒${bz}<br>${baddr}<br>${corp ? `${corp}<br>` : ''}<span class="n">${clinic}　御中</span><br>院長　${dr} ${r.pick(GIVEN)[0]}　先生<br>TEL ${btel}</div>
        <div class="co">${hanko(sealText, `right:0;top:-8px;width:58px;height:58px;font-size:${sealText.length > 6 ? 9.5 : 12}px;`)}<div class="lg"><span class="tooth"></span><span class="n">${issuer}</span></div>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}<br>担当　${r.pick(SURNAMES)[0]}</div></div>
      <div class="msg">毎度格別のお引き立てをいただき、誠にありがとうございます。${m}月${d.issue[2]}日締切分を下記のとおりご請求申し上げます。</div>
      <table class="strip"><tr class="l"><td>前回御請求額</td><td>御入金額</td><td>調整額</td><td>差引繰越額</td><td>今回御買上額</td><td>消費税額</td><td>今回御請求額</td></tr>
        <tr class="v"><td>${yen(prev)}</td><td>${yen(paid)}</td><td>${yen(adj)}</td><td>${yen(carry)}</td><td>${yen(bought0)}</td><td>${yen(tax)}</td><td class="g">${yen(total)}</td></tr></table>
      <div class="due">（前回御入金日 ${fmt([py, pm, r.int(20, endOfMonth(py, pm)[2])])}）　お支払期限　${fmt(d.due)}</div>
      <table class="t">${head}${rows.slice(0, split).map(rowHtml).join('')}${long ? '<tr><td colspan="8" style="text-align:right;color:#666">（次頁へ続く）</td></tr>' : ''}</table>
      ${long ? '' : totals}${bank}${long ? '<div class="pg">1 / 2</div>' : ''}</div>`;
    const page2 = `<div class="wrap"><div class="ph"><span><b>請求明細（続き）</b>　${clinic}　御中</span><span>請求書No. ${d.no}　${fmt(d.issue)}　${issuer}</span></div>
      <table class="t">${head}${rows.slice(split).map(rowHtml).join('')}</table>${totals}<div class="pg">2 / 2</div></div>`;
    return { pages: long ? [page1, page2] : [page1], css, printed: { issuer, holder, total } };
  },
});

// 284 — a producer bills a town or a city for the ふるさと納税 返礼品 it shipped to the donors in a month: 請 求 書 with ふるさと納税
// 返礼品代金 under it, the 市長 / 町長 様 or its ふるさと納税 係 御中 with the office's 〒 address at the left, 請求日 in 令和 / 請求番号 /
// 返礼品提供事業者 No. at the right over the producer's block (a 農事組合法人, a company, or a shop under its owner's name) with a seal,
// the ご請求金額 box with the お支払期限, the 発送明細 (発送日, 寄附受付番号, 寄附者 様, お届け先, 返礼品 ※ at 8% and 送料 at 10% in two
// columns), a 税率別 summary and the お振込先; the long version sets a 品目別 summary on page 1 and the 発送明細 on page 2.
const FURUSATO = [
  // [zip, town, area code, municipality, its office's zip and address, local bank and code, by the sea]
  [
    '099-4113',
    '北海道斜里郡斜里町本町',
    '0152',
    '斜里町',
    '099-4192',
    '北海道斜里郡斜里町本町12番地',
    ['北洋銀行', '0501'],
    true,
  ],
  [
    '959-1325',
    '新潟県加茂市神明町',
    '0256',
    '加茂市',
    '959-1392',
    '新潟県加茂市幸町2丁目3番5号',
    ['第四北越銀行', '0140'],
    false,
  ],
  [
    '899-8102',
    '鹿児島県曽於市大隅町岩川',
    '0994',
    '曽於市',
    '899-8692',
    '鹿児島県曽於市大隅町中之内9023番地',
    ['鹿児島銀行', '0185'],
    false,
  ],
  [
    '689-2303',
    '鳥取県東伯郡琴浦町徳万',
    '0858',
    '琴浦町',
    '689-2392',
    '鳥取県東伯郡琴浦町大字徳万591番地2',
    ['鳥取銀行', '0166'],
    true,
  ],
  [
    '769-2401',
    '香川県さぬき市津田町津田',
    '0879',
    'さぬき市',
    '769-2195',
    '香川県さぬき市志度5385番地8',
    ['百十四銀行', '0173'],
    true,
  ],
  [
    '999-3511',
    '山形県西村山郡河北町谷地',
    '0237',
    '河北町',
    '999-3592',
    '山形県西村山郡河北町谷地戊81番地',
    ['山形銀行', '0122'],
    false,
  ],
  [
    '889-1301',
    '宮崎県児湯郡川南町川南',
    '0983',
    '川南町',
    '889-1392',
    '宮崎県児湯郡川南町大字川南13680番地1',
    ['宮崎銀行', '0184'],
    true,
  ],
];
const HENREI = {
  // [返礼品コード, 品名, price lo, hi] — food, at 8%
  farm: [
    ['SM-01', 'シャインマスカット 2房（約1.2kg）', 5400, 7200],
    ['KM-05', '特別栽培米 コシヒカリ 5kg', 2600, 3400],
    ['YS-10', '旬の野菜詰め合わせ（8～10品）', 2800, 3800],
    ['ML-02', '赤肉メロン 2玉（約3kg）', 4800, 6600],
    ['MT-02', 'フルーツミニトマト 2kg', 2200, 3000],
    ['AP-05', 'りんご「ふじ」5kg', 2600, 3600],
  ],
  sea: [
    ['HT-10', 'ほたて貝柱（冷凍）1kg', 4200, 5600],
    ['IK-05', 'いくら醤油漬 250g×2', 5200, 7000],
    ['HM-08', '干物詰め合わせ 8枚', 2800, 3800],
    ['SK-20', '甘塩 鮭切り身 2kg', 3200, 4400],
    ['KN-03', '海の珍味 3種セット', 3000, 4200],
  ],
  shop: [
    ['UM-10', '南高梅 しそ漬 梅干し 1kg', 2600, 3400],
    ['JM-03', '手作りジャム 3本セット', 2200, 2800],
    ['MS-20', '手造り味噌 2kg 樽入', 2400, 3200],
    ['HI-10', '干しいも 平切り 1kg', 2800, 3600],
    ['TK-05', '昔ながらのたくあん漬 5本', 2000, 2800],
  ],
};
const DEST_PREFS = [
  '東京都',
  '神奈川県',
  '大阪府',
  '愛知県',
  '埼玉県',
  '千葉県',
  '福岡県',
  '兵庫県',
  '京都府',
  '宮城県',
  '広島県',
  '静岡県',
  '北海道',
  '沖縄県',
];
LAYOUTS.push({
  id: 'L284-furusato-henreihin',
  split: 'dev',
  twoPage: true,
  title:
    "producer's 請求書 to a town or city for a month's ふるさと納税 返礼品: the 町長 様 or its ふるさと納税 係 御中 with the office's 〒 address at the left, 請求日 in 令和 / 請求番号 / 返礼品提供事業者 No. at the right over the producer (農事組合法人, company, or a shop under its owner's name) with a seal, ご請求金額 box, 発送明細 (発送日, 寄附受付番号, 寄附者 様, お届け先, 返礼品 ※8% and 送料 10% in two columns), 税率別 summary, お振込先; a 品目別 summary on page 1 and the 発送明細 on page 2 in the long version",
  exercises:
    "a producer registered with a town or a city as a ふるさと納税 返礼品 提供事業者 — a 農事組合法人 (農事組合法人…生産組合, holder ﾉｳ)… as printed, its account at the local 農業協同組合 (bank_name as printed, 普通貯金 as 普通, as L174)), a company (有限会社…水産 / 株式会社…農園) or a shop under its owner's name (…商店 / …本舗 with 代表 … — issuer_name the 屋号, as L22, its holder …ｼﾖｳﾃﾝ … as printed) — bills the municipality for the 返礼品 shipped in a month: 請 求 書 with ふるさと納税 返礼品代金（令和…年…月発送分）under it; at the left the buyer (…町長 … 様, or …町役場 …課 ふるさと納税係 御中) with the office's 〒 address and TEL — none of the fields; at the right 請求日 (令和8年1月31日 or R8.2.5 — issue_date), 請求番号 (invoice_number) and 返礼品提供事業者 No. (none of the fields) over the producer's block (〒 address, TEL / FAX — the issuer's fields —, 登録番号) with a square seal; the ご請求金額（税込）box — total_amount — with the お支払期限 (due_date, …月末日 sometimes, that month's last day as L59); the 発送明細: 発送日, 寄附受付番号 (none of the fields), 寄附者 … 様 and お届け先 (a prefecture) — none of the fields —, 返礼品 (code and 品名 ※), 数量, 返礼品代（※8%）and 送料（10%）in two columns; a 税率別 summary (※8%対象 / 10%対象, 消費税 each) and 合計 — total_amount the 合計, both rates' bases and taxes; お振込先 (the prefecture's bank with its code in brackets sometimes — bank_code only when printed —, or the JA; branch, 普通預金 / 当座預金 / 普通貯金, number, 口座名義 in half-width kana); under them a …町使用欄 (a blank 検収日 and stamp boxes for 担当 / 係長 / 課長 — none of the fields); the long version sets a 品目別集計 (code, 品名, 件数, 金額) on page 1 and the 発送明細 on page 2",
  opts: (r, inst) => ({ sole: inst === 2, rates: 'mixed', items: 1, bank: 'other' }),
  render(d, r, { long }) {
    const [zip, town, area, muni, hallZip, hallAddr, [bankName, bankCode], sea] = r.pick(FURUSATO);
    let kind;
    let issuer;
    let rep;
    if (d.sole) {
      kind = 'shop';
      const [sn] = d.person.split(' ');
      const snKana = d.holderBase.split(' ')[0];
      const honpo = r.chance(0.4);
      d.yago = honpo ? `${sn}本舗` : `${sn}商店`;
      d.issuerName = d.yago;
      d.holderBase = `${snKana}${honpo ? 'ホンポ' : 'ショウテン'} ${d.holderBase}`;
      rep = `代表　${d.person.replace(' ', '　')}`;
      issuer = d.issuerName;
      d.type = 2;
    } else if (r.chance(0.5)) {
      kind = 'farm';
      const [stem, stemKana] = r.pick(HAN_STEMS);
      const [trade, tradeKana] = r.pick([
        ['生産組合', 'セイサンクミアイ'],
        ['営農組合', 'エイノウクミアイ'],
        ['ファーム', 'ファーム'],
      ]);
      d.corpBody = `${stem}${trade}`;
      d.form = '農事組合法人';
      d.formBefore = true;
      d.issuerName = `農事組合法人${d.corpBody}`;
      d.holderBase = `ノウ）${stemKana}${tradeKana}`;
      issuer = d.issuerName;
      rep = `代表理事　${r.pick(SURNAMES)[0]}　${r.pick(GIVEN)[0]}`;
      // The JA of the town: bank_name as printed, 普通貯金 as 普通 (as L174).
      d.bank = { name: `${muni.replace(/[市町]$/, '')}農業協同組合`, code: null, main: false };
      d.branch = { name: r.pick(['本所', `${muni.replace(/[市町]$/, '')}中央支所`, '東支所']), code: null };
      d.account = r.digits(7);
      d.type = 2;
    } else {
      kind = sea ? 'sea' : 'farm';
      setCompany(
        d,
        r,
        sea
          ? [
              ['水産', 'スイサン'],
              ['海産', 'カイサン'],
            ]
          : [
              ['農園', 'ノウエン'],
              ['果樹園', 'カジュエン'],
            ],
        [
          ['有限会社', 'ユ'],
          ['株式会社', 'カ'],
        ],
        HAN_STEMS,
      );
      issuer = spelled(d, r.pick(['full', 'full', 'circled']));
      rep = `代表取締役　${r.pick(SURNAMES)[0]}　${r.pick(GIVEN)[0]}`;
    }
    if (!d.bank.name.endsWith('農業協同組合')) {
      setBank(d, r, bankName, bankCode, r.pick(['本店営業部', `${muni.replace(/[市町]$/, '')}支店`, '役場前支店']));
      netOrdinary(d);
    }
    const showBankCode = !d.bank.main && d.bank.code !== null && r.chance(0.4);
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big']));
    d.zip = zip;
    d.address = `${town}${r.chance(0.6) ? `${r.int(10, 2999)}番地${r.chance(0.3) ? r.int(1, 9) : ''}` : `${r.int(1, 9)}-${r.int(1, 30)}`}`;
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const hallTel = landlineOn(r, area);
    const buyerLines = r.chance(0.5)
      ? `<span class="n">${muni}長　${r.pick(SURNAMES)[0]}　${r.pick(GIVEN)[0]}　様</span>`
      : `<span class="n">${muni}${muni.endsWith('市') ? '役所' : '役場'}</span><br>${r.pick(['企画課', '地域振興課', '総務課'])}　ふるさと納税係　御中`;
    const [y, m] = d.issue;
    const [ny, nm] = addMonths([y, m], 1);
    // The month shipped; billed at its end or in the first days of the next.
    d.issue = r.chance(0.5) ? endOfMonth(y, m) : [ny, nm, r.int(3, 10)];
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([d.issue[0], d.issue[1]], 1)) : addDays(d.issue, 30);
    d.no = r.chance(0.5) ? `F${String(y).slice(2)}${pad2(m)}-${r.digits(2)}` : `${y}${pad2(m)}${r.digits(3)}`;
    const vendorNo = `${r.pick(['A', 'B', 'C'])}${r.digits(3)}`;
    const items = [...HENREI[kind]];
    const line = [];
    for (let i = 0; i < (long ? 3 : 2); i++) line.push(items.splice(r.int(0, items.length - 1), 1)[0]);
    const price = new Map(line.map(([code, , lo, hi]) => [code, Math.round(r.int(lo, hi) / 100) * 100]));
    const nShip = long ? r.int(20, 26) : r.int(6, 10);
    const lastDay = endOfMonth(y, m)[2];
    const rows = [];
    let recv = r.int(100000, 899999);
    for (let i = 0; i < nShip; i++) {
      const [code, name] = r.pick(line);
      const qty = r.chance(0.15) ? 2 : 1;
      recv += r.int(3, 400);
      const dest = r.pick(DEST_PREFS);
      const far = dest === '北海道' || dest === '沖縄県';
      rows.push({
        day: r.int(1, lastDay),
        recv: `${y}-${recv}`,
        donor: `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`,
        dest,
        code,
        name,
        qty,
        goods: qty * price.get(code),
        ship: qty * (far ? r.pick([2200, 2640]) : r.pick([1100, 1320, 1540, 1760])),
      });
    }
    rows.sort((a, b) => a.day - b.day);
    const base8 = rows.reduce((a, x) => a + x.goods, 0);
    const base10 = rows.reduce((a, x) => a + x.ship, 0);
    const tax8 = Math.floor((base8 * 8) / 100);
    const tax10 = Math.floor((base10 * 10) / 100);
    const total = base8 + base10 + tax8 + tax10;
    const fmt = r.pick([DATE_FORMATS.wareki, DATE_FORMATS.wareki, DATE_FORMATS.warekiShort]);
    const [dy, dm] = d.due;
    const dueText = isMonthEnd(d.due) && r.chance(0.6) ? `令和${reiwa(dy)}年${dm}月末日` : DATE_FORMATS.wareki(d.due);
    const green = r.pick(['#365314', '#14532d', '#7c2d12', '#1e3a8a']);
    const sealText = `${(d.corpBody ?? d.yago).slice(0, 6)}之印`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 8.8px; color: #222; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 40px 46px 0; }
      h1 { margin: 0; text-align: center; font-size: 23px; letter-spacing: .8em; padding-left: .8em; font-weight: 700; }
      .st { text-align: center; font-size: 10.5px; margin-top: 2px; color: ${green}; }
      .hd { display: flex; justify-content: space-between; margin-top: 16px; }
      .to { width: 330px; font-size: 9.2px; line-height: 1.75; } .to .n { font-size: 14px; font-weight: 700; }
      .rt { width: 300px; } table.meta { margin-left: auto; } .meta td { padding: 1px 0 1px 10px; font-size: 9.2px; } .meta td.l { color: #555; }
      .co { position: relative; margin-top: 8px; font-size: 8.6px; line-height: 1.6; } .co .n { font-size: 13.5px; font-weight: 700; color: ${green}; }
      .amt { margin-top: 12px; display: flex; border: 2px solid ${green}; width: 470px; } .amt .l { background: ${green}; color: #fff; padding: 6px 12px; font-size: 10.5px; display: flex; align-items: center; }
      .amt .v { flex: 1; font-size: 21px; font-weight: 700; text-align: right; padding: 2px 14px; } .amt .du { font-size: 9.2px; padding: 8px 12px 0 0; }
      .h { margin-top: 12px; font-weight: 700; font-size: 9.8px; color: ${green}; border-left: 4px solid ${green}; padding-left: 6px; }
      table.t { width: 100%; margin-top: 4px; font-size: 8.2px; } .t th { background: ${green}; color: #fff; font-weight: 500; padding: 2px; border: 1px solid ${green}; } .t td { border: 1px solid #ccc; padding: 2px 4px; }
      .low { display: flex; gap: 16px; margin-top: 10px; align-items: flex-start; }
      table.rate { width: 360px; } .rate th { background: #f2f2f2; border: 1px solid #aaa; font-weight: 500; padding: 2px; } .rate td { border: 1px solid #aaa; padding: 3px 8px; } .rate tr.g td { font-weight: 700; font-size: 11px; }
      .bk { flex: 1; border: 1px solid #aaa; padding: 5px 10px; line-height: 1.75; font-size: 9px; } .bk .h2 { font-weight: 700; }
      .nt { margin-top: 8px; font-size: 7.9px; color: #555; }
      .ph { display: flex; justify-content: space-between; border-bottom: 2px solid ${green}; padding-bottom: 4px; font-size: 9px; }
      .pg { position: absolute; right: 46px; bottom: 20px; font-size: 8px; color: #666; }
      table.kn { margin: 16px 0 0 auto; width: 360px; font-size: 8px; } .kn td { border: 1px solid #999; text-align: center; padding: 2px; } .kn tr.s td { height: 44px; }`;
    const rowHtml = (x) =>
      `<tr><td style="text-align:center">${m}/${x.day}</td><td>${x.recv}</td><td>${x.donor} 様</td><td>${x.dest}</td><td>${x.code}　${x.name} ※</td><td class="num">${x.qty}</td><td class="num">${yen(x.goods)}</td><td class="num">${yen(x.ship)}</td></tr>`;
    const detail = `<table class="t"><tr><th style="width:34px">発送日</th><th style="width:76px">寄附受付番号</th><th style="width:74px">寄附者</th><th style="width:50px">お届け先</th><th>返礼品</th><th style="width:26px">数量</th><th style="width:62px">返礼品代<br>（※8%）</th><th style="width:54px">送料<br>（10%）</th></tr>
      ${rows.map(rowHtml).join('')}<tr><td colspan="6" style="text-align:right">計</td><td class="num">${yen(base8)}</td><td class="num">${yen(base10)}</td></tr></table>`;
    const summary = `<table class="t"><tr><th style="width:64px">コード</th><th>返礼品</th><th style="width:50px">単価</th><th style="width:50px">件数</th><th style="width:50px">数量</th><th style="width:80px">返礼品代（※8%）</th><th style="width:74px">送料（10%）</th></tr>
      ${line
        .map(([code, name]) => {
          const rs = rows.filter((x) => x.code === code);
          return `<tr><td>${code}</td><td>${name} ※</td><td class="num">${yen(price.get(code))}</td><td class="num">${rs.length}</td><td class="num">${rs.reduce((a, x) => a + x.qty, 0)}</td><td class="num">${yen(rs.reduce((a, x) => a + x.goods, 0))}</td><td class="num">${yen(rs.reduce((a, x) => a + x.ship, 0))}</td></tr>`;
        })
        .join(
          '',
        )}<tr><td colspan="5" style="text-align:right">計（${rows.length}件）</td><td class="num">${yen(base8)}</td><td class="num">${yen(base10)}</td></tr></table>`;
    const low = `<div class="low"><table class="rate"><tr><th>税率区分</th><th>対象額（税抜）</th><th>消費税</th></tr>
        <tr><td>※8%（軽減税率）</td><td class="num">${yen(base8)}</td><td class="num">${yen(tax8)}</td></tr><tr><td>10%</td><td class="num">${yen(base10)}</td><td class="num">${yen(tax10)}</td></tr>
        <tr class="g"><td>合計（税込）</td><td class="num" colspan="2">¥${yen(total)}</td></tr></table>
      <div class="bk"><span class="h2">お振込先</span><br>${d.bank.name}${showBankCode ? `（${d.bank.code}）` : ''}　${d.branch.name}<br>${d.bank.name.endsWith('農業協同組合') ? '普通貯金' : `${TYPE_LABEL[d.type]}預金`}　${d.account}<br>口座名義　${holder}</div></div>
      <div class="nt">※印は軽減税率（8%）対象です。送料は産地直送（クール便）の実費相当額です。寄附者情報の取扱いには十分注意しております。</div>
      <table class="kn"><tr><td colspan="4">${muni}使用欄</td></tr><tr><td style="width:40%">検収日</td><td>担当</td><td>係長</td><td>課長</td></tr>
        <tr class="s"><td>令和　　年　　月　　日</td><td></td><td></td><td></td></tr></table>`;
    const page1 = `<div class="wrap"><h1>請求書</h1><div class="st">ふるさと納税 返礼品代金（令和${reiwa(y)}年${m}月発送分）</div>
      <div class="hd"><div class="to">〒${hallZip}<br>${hallAddr}<br>${buyerLines}<br><span style="font-size:8.4px">TEL ${hallTel}</span></div>
        <div class="rt"><table class="meta"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求番号</td><td>${d.no}</td></tr><tr><td class="l">返礼品提供事業者No.</td><td>${vendorNo}</td></tr></table>
          <div class="co">${hanko(sealText, `right:0;top:-4px;width:56px;height:56px;font-size:${sealText.length > 6 ? 10 : 12}px;`)}<div class="n">${issuer}</div>${rep}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}</div></div></div>
      <div style="margin-top:12px">平素より大変お世話になっております。${muni}ふるさと納税の返礼品につきまして、下記のとおりご請求申し上げます。</div>
      <div class="amt"><span class="l">ご請求金額（税込）</span><span class="v">¥${yen(total)}</span><span class="du">お支払期限　${dueText}</span></div>
      <div class="h">${long ? '品目別集計' : '発送明細'}</div>${long ? summary : detail}${low}${long ? '<div class="pg">1 / 2</div>' : ''}</div>`;
    const page2 = `<div class="wrap"><div class="ph"><span><b>発送明細</b>　${muni}　ふるさと納税 返礼品（令和${reiwa(y)}年${m}月発送分）</span><span>請求番号 ${d.no}　${issuer}</span></div>
      ${detail}<div class="pg">2 / 2</div></div>`;
    return { pages: long ? [page1, page2] : [page1], css, printed: { issuer, holder, total, showBankCode } };
  },
});

// 285 — a 公益財団法人 running a city's hall as its 指定管理者 bills a company for the day it used the hall (a 株主総会, a 式典): the
// hall's mark and name set large with its English name at the top left, ご利用料金 請求書 at the right, the company 御中 at the left,
// 請求日 / 請求番号 / 利用許可番号 at the right over the 指定管理者's block with a round seal, a 利用内容 box (利用日 with its weekday,
// 時間, 催物名, 入場者数), rows at 税込 prices (施設利用料金 by 区分, 楽屋, 附属設備, 冷暖房, 延長), 利用料金合計 / うち消費税 / 前納済額 △
// / 差引ご請求額, the お振込先, and the hall's チケットセンター in a band at the foot.
const KAIKAN = [
  // [city, its kana, zip, town, area code, English, [the city's own bank, its branch]]
  ['高崎', 'タカサキ', '370-0829', '群馬県高崎市高松町', '027', 'TAKASAKI', ['群馬銀行', '高崎支店']],
  ['静岡', 'シズオカ', '420-0856', '静岡県静岡市葵区駿府町', '054', 'SHIZUOKA', ['静岡銀行', '本店営業部']],
  ['所沢', 'トコロザワ', '359-0042', '埼玉県所沢市並木', '04', 'TOKOROZAWA', ['埼玉りそな銀行', '所沢支店']],
  ['仙台', 'センダイ', '980-0821', '宮城県仙台市青葉区春日町', '022', 'SENDAI', ['七十七銀行', '本店営業部']],
  ['北九州', 'キタキュウシュウ', '803-0812', '福岡県北九州市小倉北区室町', '093', 'KITAKYUSHU', ['北九州銀行', '本店営業部']],
  ['姫路', 'ヒメジ', '670-0012', '兵庫県姫路市本町', '079', 'HIMEJI', ['姫路信用金庫', '本店営業部']],
  ['市原', 'イチハラ', '290-0050', '千葉県市原市更級', '0436', 'ICHIHARA', ['千葉銀行', '市原支店']],
];
const KUBUN = [
  ['午前', '9:00～12:00'],
  ['午後', '13:00～17:00'],
  ['夜間', '18:00～22:00'],
];
LAYOUTS.push({
  id: 'L285-kaikan-shiteikanri',
  split: 'dev',
  title:
    "公益財団法人 (a city hall's 指定管理者) ご利用料金 請求書 to a company after its 株主総会 or 式典: the hall's mark and name large with its English name, the company 御中 at the left, 請求日 / 請求番号 / 利用許可番号 at the right over the 指定管理者's block with a round seal, a 利用内容 box (利用日 with weekday, 時間, 催物名), rows at 税込 prices (施設 by 区分, 楽屋, 附属設備, 冷暖房, 延長), 利用料金合計 / うち消費税 / 前納済額 △ / 差引ご請求額, お振込先, the チケットセンター in a foot band",
  exercises:
    "a 公益財団法人 or 一般財団法人 running a city's hall as its 指定管理者 (公益財団法人…市文化振興財団, printed with a full-width space after 公益財団法人 sometimes — issuer_name the name as registered, without that space, as L278) bills a company (株式会社… 総務部 御中, its 〒 address — none of the fields) for the day it used the hall: the hall's mark and its name (…市民文化会館 / …市文化センター) set large with its English name at the top left — never the issuer_name (the 財団, as L79); ご利用料金 請求書 at the right; 請求日 (令和8年1月30日 or 2026年1月30日 — issue_date), 請求番号 (invoice_number) and 利用許可番号 (第R7-1234号 — none of the fields) at the right over the block 指定管理者 公益財団法人… (〒 address, TEL / FAX — the issuer's fields —, 登録番号) with a round red seal; 差引ご請求額 boxed with the お支払期限 (due_date); a 利用内容 box (利用日 令和…年…月…日（土）, 時間, 催物名, 入場者数 — none of the fields); rows at 税込 prices: 大ホール 利用料金 by 区分 (午前 9:00～12:00, 午後, 夜間), 楽屋, 附属設備 (舞台照明, 音響, ワイヤレスマイク, プロジェクター, ピアノ), 冷暖房料, 延長利用 (30分) — each marked 前納済 or not; 利用料金合計（税込）, （うち消費税額 10%）, 前納済額（施設利用料金 … 納付）△ and 差引ご請求額 — total_amount the 差引ご請求額, the 合計 less the 利用料金 paid when the use was granted (as a 前払金); お振込先 (the city's own bank with no code printed — bank_code null —, or a main bank's …支店; 普通 / 当座, number, 口座名義 ｻﾞｲ)… as printed); the チケットセンター (0570 / a local number) in a band at the foot — never the issuer_phone",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 0 ? 'other' : 'main' }),
  render(d, r) {
    const [city, cityKana, zip, town, area, en, [localBank, localBranch]] = r.pick(KAIKAN);
    const [body, bodyKana, form] = r.pick([
      [`${city}市文化振興財団`, `${cityKana}シブンカシンコウザイダン`, '公益財団法人'],
      [`${city}市民文化事業団`, `${cityKana}シミンブンカジギョウダン`, '公益財団法人'],
      [`${city}市文化・スポーツ振興財団`, `${cityKana}シブンカスポーツシンコウザイダン`, '一般財団法人'],
    ]);
    d.sole = false;
    d.corpBody = body;
    d.form = form;
    d.formBefore = true;
    d.issuerName = `${form}${body}`;
    d.holderBase = `ザイ）${bodyKana}`;
    const issuerPrinted = r.chance(0.5) ? `${form}　${body}` : d.issuerName;
    // The city's own bank (no code printed, so bank_code null as for any bank outside the eight), or a main bank.
    if (!d.bank.main) setBank(d, r, localBank, null, localBranch);
    else {
      noNetBank(d, r);
      d.branch = { name: `${city}支店`, code: `${r.int(1, 8)}${r.digits(2)}` };
    }
    netOrdinary(d);
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full']));
    const [venue, venueEn] = r.pick([
      [`${city}市民文化会館`, `${en} CIVIC CULTURAL HALL`],
      [`${city}市文化センター`, `${en} CULTURE CENTER`],
      [`${city}市民会館`, `${en} CITIZENS HALL`],
    ]);
    d.zip = zip;
    d.address = `${town}${r.int(1, 4)}-${r.int(1, 30)}-${r.int(1, 20)}`;
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const ticket = r.chance(0.5) ? `0570-0${r.digits(2)}-${r.digits(3)}` : landlineOn(r, area);
    const bs = r.pick(HAN_STEMS)[0];
    const bt = r.pick(['商事', '工業', '建設', '食品', 'ホールディングス', '電機']);
    const buyerBody = `${bs}${bt}`;
    const buyer = r.chance(0.5) ? `株式会社${buyerBody}` : `${buyerBody}株式会社`;
    const [bz, btown] = r.pick(PLACES);
    const baddr = `${btown}${lotOf(r)}`;
    const event = r.pick([
      `${buyer} 第${r.int(20, 78)}回定時株主総会`,
      `${buyer} 創立${r.pick([30, 50, 60, 70, 100])}周年記念式典`,
      `${buyerBody} 社員表彰式・新年賀詞交歓会`,
      `${buyerBody} 新製品発表会`,
    ]);
    // The day used, then the bill a few days after it.
    const [y, m] = d.issue;
    const useDay = [y, m, r.int(1, 20)];
    d.issue = addDays(useDay, r.int(3, 10));
    d.due = r.chance(0.5) ? addDays(d.issue, r.pick([20, 30])) : endOfMonth(...addMonths([d.issue[0], d.issue[1]], 1));
    d.no = `${r.pick(['K', 'KH', 'B'])}${String(d.issue[0]).slice(2)}${pad2(d.issue[1])}-${r.digits(4)}`;
    const granted = addDays(useDay, -r.int(60, 150));
    const permit = `第R${reiwa(granted[0])}-${r.digits(4)}号`;
    const weekend = ['土', '日'].includes(weekday(useDay));
    const start = r.int(0, 1);
    const nK = r.int(2, 3 - start);
    const kubun = KUBUN.slice(start, start + nK);
    const seats = r.pick([1200, 1500, 1800, 2000]);
    const base = r.pick([28600, 35200, 41800, 52800]);
    const up = (x) => Math.round((weekend ? x * 1.2 : x) / 10) * 10;
    const hallPrice = { 午前: up(base), 午後: up(base * 1.35), 夜間: up(base * 1.6) };
    const rows = [];
    for (const [k, t] of kubun)
      rows.push({ name: `大ホール（${seats}席）${k}（${t}）`, qty: 1, unit: '区分', price: hallPrice[k], pre: true });
    rows.push({ name: '楽屋1（洋室・20名）', qty: nK, unit: '区分', price: r.pick([1100, 1650, 2200]), pre: true });
    if (r.chance(0.6)) rows.push({ name: '楽屋3（和室・10名）', qty: nK, unit: '区分', price: r.pick([880, 1100]), pre: true });
    if (r.chance(0.4))
      rows.push({ name: '展示室（ホワイエ受付用）', qty: nK, unit: '区分', price: r.pick([3300, 4400]), pre: true });
    rows.push({ name: '舞台照明設備 基本セット', qty: nK, unit: '区分', price: r.pick([4400, 5500, 6600]), pre: false });
    rows.push({ name: '音響設備 基本セット', qty: nK, unit: '区分', price: r.pick([3300, 4400, 5500]), pre: false });
    const mics = r.int(2, 6);
    rows.push({ name: `ワイヤレスマイク（${mics}本）`, qty: mics * nK, unit: '本・区分', price: 1100, pre: false });
    if (r.chance(0.6))
      rows.push({ name: 'プロジェクター（1万lm）・スクリーン', qty: nK, unit: '区分', price: r.pick([5500, 8800]), pre: false });
    if (r.chance(0.3)) rows.push({ name: 'グランドピアノ（調律料別途）', qty: 1, unit: '日', price: 11000, pre: false });
    if (r.chance(0.5)) rows.push({ name: '演台・司会台・花台', qty: 1, unit: '式', price: r.pick([550, 1100]), pre: false });
    rows.push({ name: `冷暖房料（大ホール）`, qty: nK, unit: '区分', price: r.pick([5500, 7700, 9900]), pre: false });
    if (kubun.at(-1)[0] !== '夜間' && r.chance(0.5))
      rows.push({
        name: `大ホール 延長利用（30分・${kubun.at(-1)[1].split('～')[1]}以降）`,
        qty: r.int(1, 2),
        unit: '回',
        price: Math.ceil(hallPrice[kubun.at(-1)[0]] / 8 / 10) * 10,
        pre: false,
      });
    rows.forEach((x) => (x.amount = x.qty * x.price));
    const total = rows.reduce((a, x) => a + x.amount, 0);
    const inTax = Math.floor((total * 10) / 110);
    const prepaid = rows.filter((x) => x.pre).reduce((a, x) => a + x.amount, 0);
    // Decided: the 施設利用料金 paid when the use was granted is taken off the 合計 (税込); total_amount is the 差引ご請求額 (as a 前払金).
    const net = total - prepaid;
    const wa = DATE_FORMATS.wareki;
    const fmt = r.pick([wa, wa, DATE_FORMATS.seireki]);
    const hue = r.pick(['#7f1d1d', '#1e3a8a', '#134e4a', '#581c87']);
    const mark = city.slice(0, 1);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9px; color: #222; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 34px 46px 0; }
      .top { display: flex; justify-content: space-between; align-items: center; border-bottom: 3px solid ${hue}; padding-bottom: 8px; }
      .lg { display: flex; align-items: center; gap: 10px; } .lg .mk { width: 46px; height: 46px; border-radius: 50%; border: 4px solid ${hue}; color: ${hue}; font-family: 'Noto Serif CJK JP'; font-size: 22px; font-weight: 700; display: flex; align-items: center; justify-content: center; }
      .lg .n { font-family: 'Noto Serif CJK JP'; font-size: 21px; font-weight: 700; letter-spacing: .08em; color: ${hue}; } .lg .e { font-size: 8px; letter-spacing: .25em; color: #666; }
      .top .tt { font-size: 19px; font-weight: 700; letter-spacing: .2em; }
      .hd { display: flex; justify-content: space-between; margin-top: 14px; }
      .to { width: 330px; line-height: 1.75; font-size: 9.2px; } .to .n { font-size: 14px; font-weight: 700; border-bottom: 1px solid #222; display: inline-block; padding-right: 20px; }
      .rt { width: 310px; } table.meta { margin-left: auto; } .meta td { padding: 1px 0 1px 12px; font-size: 9.2px; } .meta td.l { color: #555; }
      .co { position: relative; margin-top: 8px; border-top: 1px solid #ccc; padding-top: 5px; font-size: 8.6px; line-height: 1.6; } .co .s { font-size: 8px; color: #555; } .co .n { font-size: 12.5px; font-weight: 700; }
      .amt { margin-top: 12px; display: flex; align-items: stretch; border: 2px solid ${hue}; width: 460px; } .amt .l { background: ${hue}; color: #fff; padding: 6px 14px; font-size: 11px; display: flex; align-items: center; }
      .amt .v { flex: 1; text-align: right; padding: 2px 14px; font-size: 22px; font-weight: 700; } .due { margin-top: 3px; font-size: 9.4px; }
      table.use { width: 100%; margin-top: 10px; } .use td { border: 1px solid #aaa; padding: 3px 8px; } .use td.l { background: #f3f3f3; width: 74px; }
      table.t { width: 100%; margin-top: 10px; font-size: 8.6px; } .t th { background: #f3f3f3; border: 1px solid #999; font-weight: 500; padding: 2px; } .t td { border: 1px solid #bbb; padding: 3px 6px; }
      .t td.pre { text-align: center; color: ${hue}; font-size: 8px; }
      table.sum { width: 330px; margin: 6px 0 0 auto; } .sum td { border: 1px solid #aaa; padding: 3px 8px; } .sum td.l { background: #f3f3f3; } .sum tr.g td { font-weight: 700; font-size: 12px; border: 1.5px solid ${hue}; }
      .bk { margin-top: 12px; border: 1px solid #999; padding: 5px 12px; line-height: 1.8; font-size: 9.2px; } .bk .h { font-weight: 700; color: ${hue}; }
      .nt { margin-top: 6px; font-size: 7.9px; color: #555; line-height: 1.7; }
      .ft { position: absolute; left: 0; right: 0; bottom: 0; background: ${hue}; color: #fff; padding: 8px 46px 12px; font-size: 8.4px; line-height: 1.7; display: flex; justify-content: space-between; }`;
    const page = `<div class="wrap"><div class="top"><div class="lg"><div class="mk">${mark}</div><div><div class="n">${venue}</div><div class="e">${venueEn}</div></div></div><div class="tt">ご利用料金 請求書</div></div>
      <div class="hd"><div class="to">〒${bz}<br>${baddr}<br><span class="n">${buyer}</span><br>総務部　御中</div>
        <div class="rt"><table class="meta"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求番号</td><td>${d.no}</td></tr><tr><td class="l">利用許可番号</td><td>${permit}</td></tr></table>
          <div class="co">${hanko(`${body.slice(0, 8)}之印`, 'right:0;top:34px;width:58px;height:58px;font-size:8.8px;', true)}<span class="s">指定管理者</span><br><span class="n">${issuerPrinted}</span><br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}</div></div></div>
      <div style="margin-top:10px">このたびは${venue}をご利用いただき、誠にありがとうございました。下記のとおりご利用料金をご請求申し上げます。</div>
      <div class="amt"><span class="l">差引ご請求額</span><span class="v">¥${yen(net)}</span></div><div class="due">お支払期限　${wa(d.due)}（${weekday(d.due)}）</div>
      <table class="use"><tr><td class="l">利用日</td><td>${wa(useDay)}（${weekday(useDay)}）</td><td class="l">利用時間</td><td>${kubun[0][1].split('～')[0]}～${kubun.at(-1)[1].split('～')[1]}</td></tr>
        <tr><td class="l">催物名</td><td>${event}</td><td class="l">入場者数</td><td>${r.int(12, Math.floor(seats / 10)) * 10}名（予定）</td></tr></table>
      <table class="t"><tr><th>利用施設・設備</th><th style="width:40px">数量</th><th style="width:50px">単位</th><th style="width:70px">単価（税込）</th><th style="width:76px">金額（税込）</th><th style="width:46px">備考</th></tr>
        ${rows.map((x) => `<tr><td>${x.name}</td><td class="num">${x.qty}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td><td class="pre">${x.pre ? '前納済' : ''}</td></tr>`).join('')}</table>
      <table class="sum"><tr><td class="l">利用料金合計（税込）</td><td class="num">${yen(total)}</td></tr><tr><td class="l">（うち消費税額 10%）</td><td class="num">（${yen(inTax)}）</td></tr>
        <tr><td class="l">前納済額（${wa(granted)} 納付）</td><td class="num">△${yen(prepaid)}</td></tr><tr class="g"><td>差引ご請求額</td><td class="num">¥${yen(net)}</td></tr></table>
      <div class="bk"><span class="h">お振込先</span>　${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}</div>
      <div class="nt">※施設利用料金は利用許可時に前納いただいております。附属設備使用料・冷暖房料・延長料金は、ご利用実績に基づき後納でご請求いたします。<br>※振込手数料はお客様にてご負担ください。領収書が必要な場合はお申し出ください。</div>
      <div class="ft"><span>${venue}　${venueEn}</span><span>チケットセンター　${ticket}（10:00～19:00・月曜休館）</span></div></div>`;
    return { pages: [page], css, printed: { issuer: d.issuerName, holder, total: net } };
  },
});

// 286 — a 金型 maker bills a moulder for the mould it delivered and the buyer accepted (検収), the 着手金 billed before: the maker's mark
// and name at the top left, 請求書 with 請求日 / No. at the top right, the buyer 御中 with its 購買部 and the 納入先 (its 工場, another
// 〒 address) at the left, the maker's 〒 address / TEL / FAX / 登録番号 with a square seal at the right, a 金型 box (注文書No., 型番,
// 製品品番・品名, 取数, 検収日, 金型契約金額, 着手金 ご請求済 with its own 請求書No. and date), the 今回ご請求金額 label at the left of a
// full-width row and the amount at its far right, rows (金型製作費 残金, 設計変更による修正, トライ, 樹脂材料, 送料), 小計 / 消費税 / 合計,
// お支払条件, the お振込先 with its codes, and notes on the 金型's keeping and the 量産単価's 見積No.
const MOLD_TRADES = [
  ['精工', 'セイコウ'],
  ['金型製作所', 'カナガタセイサクショ'],
  ['モールド', 'モールド'],
  ['精密金型', 'セイミツカナガタ'],
];
const MOLD_PARTS = [
  // [製品名, 樹脂]
  ['操作パネル カバー', 'ABS'],
  ['コネクタハウジング', 'PBT-GF30'],
  ['ドアトリム クリップ', 'POM'],
  ['テールランプ インナーレンズ', 'PMMA'],
  ['家電用 減速ギア', 'POM'],
  ['医療容器用 キャップ', 'PP'],
  ['電動工具 ハウジング', 'PA6-GF30'],
];
LAYOUTS.push({
  id: 'L286-kanagata-kenshu',
  split: 'dev',
  title:
    "金型 maker's 請求書 to a moulder for a mould accepted (検収), the 着手金 billed before: mark and name top left, 請求書 with 請求日 / No. top right, buyer 御中 with 購買部 and its 納入先 工場 (another 〒 address), the maker's block with a square seal, a 金型 box (注文書No., 型番, 品番, 検収日, 金型契約金額, 着手金 ご請求済 with its own 請求書No.), the 今回ご請求金額 label at the left of a row and the amount at its far right, rows (残金, 修正, トライ, 樹脂, 送料), 小計 / 消費税 / 合計, お支払条件, お振込先 with codes, notes",
  exercises:
    "a 金型 maker (株式会社…精工 / …金型製作所㈱ / 有限会社…モールド, its mark beside its name at the top left) bills a moulder (…化成株式会社 / 株式会社…製作所 御中, 購買部 … 様, and its 納入先 …工場 with another 〒 address — none of the fields) for a mould it accepted: 請求書 at the top right with 請求日 (2026年1月31日 or 2026-01-31 — issue_date) and No. (invoice_number); the maker's block at the right (〒 address, TEL / FAX — the issuer's fields —, 登録番号) under a square red seal; a 金型 box: 貴社注文書No. (PO…), 型番 (M-2601-03), 製品品番・品名, 取数, 成形機, 検収日 (none of the dates), 金型契約金額（税抜）and 着手金（…%）ご請求済 with its own 請求書No. and date — none of the fields; the 今回ご請求金額（税込）label at the left of a full-width row, the amount at its far right (total_amount — this invoice's 合計, never the 契約金額 or the 着手金); rows: 金型製作費 残金（検収分）, 設計変更に伴う金型修正, T1 / T2 トライ成形 by the 回, トライ用樹脂材料 by the kg, サンプル送料 — 小計 / 消費税（10%）/ 合計; お支払条件 (月末締め 翌月末 / 翌々月10日 現金振込) with the お支払期日 (due_date); お振込先 (bank with its code in brackets sometimes — bank_code only when printed or a main bank —, branch with （店番 123）sometimes — branch_code only then —, 普通 / 当座, number, 口座名義 ｶ)… / …(ﾕ in half-width kana as printed); notes on keeping the 金型 and the 量産単価's 見積No. (none of the fields)",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 0 ? 'main' : 'other' }),
  render(d, r) {
    const stem = setCompany(
      d,
      r,
      MOLD_TRADES,
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
    const holder = holderPrinted(d, r.pick(['half', 'half-big']));
    const [, , area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const bs = otherStem(r, stem);
    const buyerBody = r.pick([`${bs}化成`, `${bs}製作所`, `${bs}樹脂工業`, `${bs}プラスチック`]);
    const buyer = r.chance(0.5) ? `${buyerBody}株式会社` : `株式会社${buyerBody}`;
    const [bz, btown] = r.pick(PLACES.filter(([z]) => z !== d.zip));
    const baddr = `${btown}${lotOf(r)}`;
    const [fz, ftown] = r.pick(PLACES.filter(([z]) => z !== d.zip && z !== bz));
    const faddr = `${ftown}${lotOf(r)}`;
    const factory = r.pick(['第二工場', '本社工場', `${ftown.replace(PREF_RE, '').replace(/[市区].*$/, '')}工場`]);
    const [y, m] = d.issue;
    const yy = String(y).slice(2);
    d.issue = r.chance(0.7) ? endOfMonth(y, m) : [y, m, 20];
    const nextNext = r.chance(0.4);
    d.due = nextNext ? [...addMonths([y, m], 2), 10] : endOfMonth(...addMonths([y, m], 1));
    const noOf = (yr, mo) =>
      r.chance(0.5) ? `${String(yr).slice(2)}${pad2(mo)}-${r.digits(3)}` : `${r.int(1, 9)}${r.digits(5)}`;
    d.no = noOf(y, m);
    const [part, resin] = r.pick(MOLD_PARTS);
    const cavity = r.pick(['1個取り', '2個取り', '4個取り', '1個取り（ホットランナー）']);
    const ton = r.pick([80, 110, 150, 220, 350, 450]);
    const contract = r.int(120, 680) * 10000;
    const rate = r.pick([30, 50]);
    const deposit = (contract * rate) / 100;
    const [oy, om] = addMonths([y, m], -r.int(2, 4));
    const oldNo = noOf(oy, om);
    const oldDate = endOfMonth(oy, om);
    const accepted = addDays(d.issue, -r.int(2, 15));
    const po = `PO-${yy}${r.digits(5)}`;
    const moldNo = `M-${String(oy).slice(2)}${pad2(om)}-${pad2(r.int(1, 30))}`;
    const partNo = `${r.digits(5)}-${r.pick(['A', 'B', 'K', 'T'])}${r.digits(3)}`;
    const rows = [
      { name: `金型製作費 残金（検収分）　${part} 射出成形金型 ${cavity}`, qty: 1, unit: '式', price: contract - deposit },
    ];
    if (r.chance(0.6))
      rows.push({ name: '設計変更に伴う金型修正（リブ追加・ゲート位置変更）', qty: 1, unit: '式', price: r.int(3, 25) * 10000 });
    const trials = r.int(1, 3);
    rows.push({
      name: `トライ成形（T1～T${trials}・${ton}t成形機）`,
      qty: trials,
      unit: '回',
      price: r.pick([25000, 35000, 45000, 60000]),
    });
    if (r.chance(0.6))
      rows.push({ name: `トライ用樹脂材料（${resin}）`, qty: r.int(5, 40), unit: 'kg', price: r.pick([480, 650, 820, 1200]) });
    if (r.chance(0.5)) rows.push({ name: 'サンプル成形品 送料', qty: 1, unit: '式', price: r.pick([1200, 1800, 2600]) });
    rows.forEach((x) => (x.amount = x.qty * x.price));
    const sub = rows.reduce((a, x) => a + x.amount, 0);
    const tax = Math.floor(sub / 10);
    const total = sub + tax;
    const fmt = r.pick([DATE_FORMATS.seireki, DATE_FORMATS.hyphen, DATE_FORMATS.seirekiPad]);
    const showBankCode = r.chance(0.5);
    const showBranchCode = r.chance(0.5);
    const steel = r.pick(['#334155', '#1f3a5f', '#3f3f46']);
    const sealText = `${d.corpBody}之印`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9px; color: #1f2937; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 40px 48px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .lg { display: flex; align-items: center; gap: 10px; } .lg .mk { width: 40px; height: 40px; background: ${steel}; color: #fff; display: flex; align-items: center; justify-content: center; font-weight: 900; font-size: 17px; transform: skewX(-8deg); }
      .lg .n { font-size: 17px; font-weight: 700; letter-spacing: .05em; } .lg .e { font-size: 7.6px; color: #6b7280; letter-spacing: .18em; }
      .tt { text-align: right; } .tt h1 { margin: 0; font-size: 24px; letter-spacing: .4em; color: ${steel}; } .tt div { font-size: 9.4px; line-height: 1.7; }
      .hd { display: flex; justify-content: space-between; margin-top: 16px; }
      .to { width: 340px; line-height: 1.7; } .to .n { font-size: 14px; font-weight: 700; border-bottom: 1px solid #1f2937; display: inline-block; padding-right: 20px; } .to .dl { margin-top: 5px; font-size: 8.2px; color: #4b5563; border: 1px dashed #9ca3af; padding: 3px 8px; }
      .co { position: relative; width: 290px; font-size: 8.8px; line-height: 1.65; }
      table.mold { width: 100%; margin-top: 14px; } .mold td { border: 1px solid #9ca3af; padding: 3px 8px; font-size: 8.8px; } .mold td.l { background: #f3f4f6; width: 96px; }
      table.big { width: 100%; margin-top: 14px; border-top: 2px solid ${steel}; border-bottom: 2px solid ${steel}; } .big td { padding: 8px 6px; } .big td.l { font-size: 11px; font-weight: 700; width: 200px; } .big td.s { font-size: 8.2px; color: #6b7280; }
      .big td.v { text-align: right; font-size: 22px; font-weight: 700; width: 200px; }
      table.t { width: 100%; margin-top: 12px; } .t th { background: ${steel}; color: #fff; font-weight: 500; padding: 3px; } .t td { border-bottom: 1px solid #d1d5db; padding: 4px 6px; }
      table.sum { width: 280px; margin: 6px 0 0 auto; } .sum td { padding: 3px 8px; border-bottom: 1px solid #d1d5db; } .sum tr.g td { font-weight: 700; font-size: 11.5px; border-bottom: 2px solid ${steel}; }
      .pay { display: flex; gap: 16px; margin-top: 14px; } .pay > div { flex: 1; border: 1px solid #9ca3af; padding: 6px 12px; line-height: 1.8; } .pay .h { font-weight: 700; color: ${steel}; }
      .nt { margin-top: 10px; font-size: 7.9px; color: #4b5563; line-height: 1.7; }`;
    const page = `<div class="wrap"><div class="top"><div class="lg"><div class="mk">${stem.slice(0, 1)}</div><div><div class="n">${issuer}</div><div class="e">PRECISION MOLD &amp; DIE</div></div></div>
        <div class="tt"><h1>請求書</h1><div>請求日　${fmt(d.issue)}<br>No.　${d.no}</div></div></div>
      <div class="hd"><div class="to">〒${bz}<br>${baddr}<br><span class="n">${buyer}　御中</span><br>購買部　${r.pick(SURNAMES)[0]} 様
          <div class="dl">納入先：${buyer}　${factory}　〒${fz} ${faddr}</div></div>
        <div class="co">${hanko(sealText, `right:0;top:-6px;width:56px;height:56px;font-size:${sealText.length > 6 ? 9.5 : 12}px;`)}<b style="font-size:11.5px">${issuer}</b><br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}<br>営業担当　${r.pick(SURNAMES)[0]}</div></div>
      <table class="mold"><tr><td class="l">貴社注文書No.</td><td>${po}</td><td class="l">型番</td><td>${moldNo}</td></tr>
        <tr><td class="l">製品品番・品名</td><td>${partNo}　${part}（${resin}）</td><td class="l">取数・成形機</td><td>${cavity}・${ton}t</td></tr>
        <tr><td class="l">検収日</td><td>${fmt(accepted)}</td><td class="l">金型契約金額</td><td>¥${yen(contract)}（税抜）</td></tr>
        <tr><td class="l">着手金（${rate}%）</td><td colspan="3">¥${yen(deposit)}（税抜）　ご請求済（${fmt(oldDate)}付 請求書No. ${oldNo}）</td></tr></table>
      <table class="big"><tr><td class="l">今回ご請求金額（税込）</td><td class="s">上記金型の検収に伴い、残金及び付帯費用を下記のとおりご請求申し上げます。</td><td class="v">¥${yen(total)}－</td></tr></table>
      <table class="t"><tr><th style="text-align:left">品名・内容</th><th style="width:50px">数量</th><th style="width:36px">単位</th><th style="width:80px">単価</th><th style="width:90px">金額</th></tr>
        ${rows.map((x) => `<tr><td>${x.name}</td><td class="num">${x.qty}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <table class="sum"><tr><td>小計</td><td class="num">${yen(sub)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(tax)}</td></tr><tr class="g"><td>合計</td><td class="num">¥${yen(total)}</td></tr></table>
      <div class="pay"><div><span class="h">お支払条件</span><br>${nextNext ? '月末締め　翌々月10日' : '月末締め　翌月末日'}　現金振込<br>お支払期日　${fmt(d.due)}</div>
        <div><span class="h">お振込先</span><br>${d.bank.name}${showBankCode ? `（${d.bank.code}）` : ''}　${d.branch.name}${showBranchCode ? `（店番 ${d.branch.code}）` : ''}<br>${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}</div></div>
      <div class="nt">※本金型は貴社ご所有の預り金型として、弊社にて適切に保管いたします（最終生産後3年間）。<br>※量産時の成形品単価は、別途お見積書（見積No. Q${yy}-${r.digits(4)}）のとおりです。<br>※振込手数料は貴社にてご負担くださいますようお願い申し上げます。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBankCode, showBranchCode } };
  },
});
