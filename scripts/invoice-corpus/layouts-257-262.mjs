// Invoice corpus layouts L257–L262: each pushed onto core.mjs's LAYOUTS, in order.
import {
  BRANCHES,
  DATE_FORMATS,
  GIVEN,
  HAN_STEMS,
  LAYOUTS,
  MAIN_PRINTED,
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

// ---- 257–262: written blind as the forty-first round's fresh set.

const PREF_RE = /^(東京都|北海道|大阪府|京都府|.{2,3}?県)/;
/** The places in the same prefecture as a 〒. */
const samePref = (zip) => {
  const pref = placeOf(zip)[1].match(PREF_RE)[1];
  return PLACES.filter(([, t]) => t.startsWith(pref));
};
/** One of the main banks with branches of the usual names (not ゆうちょ nor the net banks), other than the codes given. */
const mainBank = (r, ...not) => {
  const code = r.pick(Object.keys(MAIN_PRINTED).filter((c) => !['9900', '0036', '0038'].includes(c) && !not.includes(c)));
  return { name: MAIN_PRINTED[code], code, main: true };
};
const kata = (s) => s.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
const signed = (v) => (v < 0 ? `△${yen(-v)}` : yen(v));
/** A red seal: text set in vertical columns inside a square or round border. */
const hanko = (text, style) =>
  `<div style="position:absolute;border:2.5px solid #d23;color:#d23;font-family:'Noto Serif CJK JP';writing-mode:vertical-rl;display:flex;align-items:center;justify-content:center;text-align:center;line-height:1.05;letter-spacing:-1px;padding:3px;opacity:.85;${style}">${text}</div>`;
const kanjiChome = (r) => r.pick(['一', '二', '三', '四', '五']);

// 257 — a 芸能プロダクション bills a programme production company for its talents' appearances of the month: a 御請求書 (鑑) with the
// buyer 御中 at the top left, 請求日 / 請求No. and the agency's block with its square seal at the top right, the ご請求金額 box, a summary
// by 案件 (番組 / CM / イベント), 小計 / 消費税 / 合計, the お支払期限, the お振込先 and a notice that the account has changed (the old one
// printed in a sentence, or a 変更前 | 変更後 table); the 請求明細書 (each appearance: 日付, 案件, 出演者, 内容, 出演料, 交通費等, ヘアメイク)
// under the summary on one page, or as a second page for the long version.
const GEINOU_TRADES = [
  ['プロダクション', 'プロダクション'],
  ['エンタテインメント', 'エンタテインメント'],
  ['アーティスツ', 'アーティスツ'],
  ['プロモーション', 'プロモーション'],
];
// [案件, 区分, the kind of thing]
const GEINOU_JOBS = [
  ['『{s}のまち歩き』', 'ロケ収録', 'tv'],
  ['『朝だ！{s}ワイド』', 'スタジオ生出演', 'tv'],
  ['『{s}クイズ王決定戦』', 'スタジオ収録', 'tv'],
  ['『ドキュメント {s}の人々』', 'ナレーション収録', 'tv'],
  ['{b}「{w}」Web CM', 'CM撮影', 'cm'],
  ['{b} 新春感謝祭 ステージ', 'イベントMC', 'event'],
  ['『{s}ごはん紀行』', 'ロケ収録', 'tv'],
];
const STAGE_NAMES = ['MIZUKI', 'レイナ', 'KENTO', 'ひなの', 'ユウト', 'SAKI', 'RIKU'];
const CM_WORDS = ['はなやぎ茶', 'スパークルレモン', 'まろやか麦茶', 'ひかり乳酸菌'];
LAYOUTS.push({
  id: 'L257-geinou-shutsuen',
  split: 'dev',
  twoPage: true,
  title:
    "芸能プロダクション's 出演料 御請求書 to a programme production company: buyer 御中 top left, 請求日 / 請求No. and the agency's block with a square seal top right, the ご請求金額 box, a summary by 案件, 小計 / 消費税 / 合計, お支払期限, the お振込先 with a notice of its change (the old account in a sentence or a 変更前 | 変更後 table), and the 請求明細書 by appearance under it, or on a second page for the long version",
  exercises:
    "a 芸能プロダクション (株式会社…プロダクション / …エンタテインメント株式会社 / 有限会社…アーティスツ, ㈱ sometimes) bills a programme production company (株式会社…映像 / …テレビ制作株式会社 御中, its 〒 address, 制作部 … 様 — none of the fields) for its talents' appearances of the month: 御 請 求 書 centred; 請求日 (2026/01/31) and 請求No. (GP-2601-012) at the top right over the agency's block (〒 address, TEL / FAX, 登録番号, a square seal over the name) — the issuer's fields; ご請求金額（税込）boxed — total_amount; a summary by 案件 (『…のまち歩き』 ロケ収録, a sponsor's Web CM, an イベントMC; the broadcasters and sponsors named beside them — other companies, none of the fields), 小計 / 消費税（10%）/ 合計 — total_amount the 合計 (no 源泉: the agency is a company); お支払期限; the お振込先 (the NEW account) with a notice that it changed: the 旧口座 (another bank, branch and number, 解約 at a month's end) in the sentence, or a table with 変更前（旧口座） at the LEFT and 変更後（新口座） at the right — the account is always the new one, never the 旧口座; the 請求明細書: 日付, 案件, 出演者 (talents' names and stage names), 内容, 出演料, 交通費・宿泊費, ヘアメイク, 計 — none of them fields; one page for a short month, the long version's 明細書 on page 2 (1/2, 2/2)",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 2 ? 'other' : 'main' }),
  render(d, r, { long }) {
    const [stem] = setCompanyWithKana(d, r, GEINOU_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    netOrdinary(d);
    const issuer = r.chance(0.6) ? d.issuerName : spelled(d, 'circled');
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const [, , area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const bs = otherStem(r, stem);
    const buyer = r.pick([
      `株式会社${bs}映像`,
      `${bs}テレビ制作株式会社`,
      `株式会社${bs}クリエイティブ`,
      `株式会社${bs}ピクチャーズ`,
    ]);
    const producer = `${r.pick(SURNAMES)[0]}`;
    const [y, m] = d.issue;
    const atEnd = r.chance(0.6);
    const svc = atEnd ? [y, m] : addMonths([y, m], -1);
    const [sy, sm] = svc;
    d.issue = atEnd ? endOfMonth(y, m) : [y, m, r.int(1, 8)];
    d.due = r.chance(0.6) ? endOfMonth(...addMonths(svc, 1)) : endOfMonth(...addMonths(svc, 2));
    d.no = `${r.pick(['GP', 'EP', 'PR'])}-${String(sy).slice(2)}${pad2(sm)}-${r.digits(3)}`;
    const last = endOfMonth(sy, sm)[2];
    // The jobs of the month, each with its rows (one per talent and day).
    const usedStems = new Set([stem]);
    const talents = [];
    const nTalents = r.int(2, 4);
    while (talents.length < nTalents) {
      const t = r.chance(0.3) ? r.pick(STAGE_NAMES) : `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
      if (!talents.includes(t)) talents.push(t);
    }
    const kinds = [...GEINOU_JOBS];
    const jobs = Array.from({ length: long ? r.int(3, 5) : r.int(2, 3) }, () => {
      const [name, kind, what] = kinds.splice(r.int(0, kinds.length - 1), 1)[0];
      let s = r.pick(HAN_STEMS)[0];
      while (usedStems.has(s)) s = r.pick(HAN_STEMS)[0];
      usedStems.add(s);
      const b = r.chance(0.5) ? `${otherStem(r, stem)}食品` : `${otherStem(r, stem)}飲料`;
      const label = name.replace('{s}', s).replace('{b}', b).replace('{w}', r.pick(CM_WORDS));
      const station = what === 'tv' ? r.pick([`${otherStem(r, stem)}テレビ`, `BS${s}`, `${otherStem(r, stem)}放送`]) : '';
      const rows = Array.from({ length: long ? r.int(2, 4) : r.int(1, 2) }, () => {
        const narr = kind.startsWith('ナレーション');
        const fee = (narr ? r.int(3, 15) : r.int(5, 40)) * 10000;
        const travel = !narr && r.chance(0.6) ? r.int(60, 480) * 10 : 0;
        const hm = !narr && r.chance(0.35) ? r.pick([15000, 20000, 25000]) : 0;
        return { day: r.int(1, last), talent: r.pick(talents), kind, fee, travel, hm, sum: fee + travel + hm };
      }).sort((a, b2) => a.day - b2.day);
      return { label, kind, station, what, rows, sum: rows.reduce((a, x) => a + x.sum, 0) };
    });
    const sub = jobs.reduce((a, j) => a + j.sum, 0);
    const tax = Math.floor(sub / 10);
    const total = sub + tax;
    const fmt = r.pick([DATE_FORMATS.slash, DATE_FORMATS.slash, DATE_FORMATS.seirekiPad]);
    // The account it used before: another bank, closed at the end of a month.
    const old = {
      bank: mainBank(r, d.bank.code),
      branch: r.pick(BRANCHES),
      account: r.digits(7),
    };
    const closed = endOfMonth(...addMonths([y, m], r.int(0, 2)));
    const fromMonth = addMonths(svc, -r.int(0, 1));
    const table = r.chance(0.5);
    const showBankCode = !d.bank.main && r.chance(0.5);
    const showBranchCode = showBankCode && r.chance(0.7);
    const code = (c, on) => (on ? `（${c}）` : '');
    const newLine = `${d.bank.name}${code(d.bank.code, showBankCode)}　${d.branch.name}${code(d.branch.code, showBranchCode)}　${TYPE_LABEL[d.type]}預金　${d.account}`;
    const oldLine = `${old.bank.name}　${old.branch}　${TYPE_LABEL[d.type]}預金　${old.account}`;
    const payHtml = table
      ? `<div class="bk"><div class="h">【重要】お振込先変更のお知らせ</div>
          <div style="margin:2px 0 4px">${fromMonth[0]}年${fromMonth[1]}月ご請求分より、お振込先を下記のとおり変更いたしました。お手数ですが、ご登録の変更をお願い申し上げます。</div>
          <table><tr><th style="width:50%">変更前（旧口座・${closed[1]}月${closed[2]}日をもって解約）</th><th>変更後（新口座）</th></tr>
          <tr><td class="old">${oldLine}<br>口座名義　${holder}</td><td><b>${newLine}</b><br>口座名義　${holder}</td></tr></table></div>`
      : `<div class="bk"><div class="h">お振込先</div><div style="font-size:10.5px;line-height:1.8">${newLine}<br>口座名義　${holder}</div>
          <div class="chg">【お振込先変更のお知らせ】${fromMonth[0]}年${fromMonth[1]}月ご請求分より、お振込先を上記口座に変更いたしました。旧口座（${oldLine}）は${closed[0]}年${closed[1]}月${closed[2]}日をもって解約いたしますので、お振込の際はご注意くださいますようお願い申し上げます。</div></div>`;
    const red = r.pick(['#9f1239', '#1e3a8a', '#3f3f46']);
    const sealHtml = seal(d, `right:${r.int(-4, 20)}px;top:${r.int(-14, -2)}px;`);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 8.8px; color: #222; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 34px 42px 0; }
      h1 { margin: 0; text-align: center; font-size: 22px; letter-spacing: .9em; padding-left: .9em; font-weight: 700; border-bottom: 3px double ${red}; padding-bottom: 4px; }
      .hd { display: flex; justify-content: space-between; margin-top: 12px; }
      .to { width: 360px; font-size: 9.4px; line-height: 1.6; } .to .n { font-size: 14px; font-weight: 700; border-bottom: 1.5px solid #222; padding: 0 24px 2px 0; display: inline-block; margin: 4px 0; }
      .rt { width: 290px; } .meta { margin-left: auto; } .meta td { padding: 1px 0 1px 12px; font-size: 9.2px; }
      .co { position: relative; margin-top: 8px; line-height: 1.6; } .co .n { font-size: 13.5px; font-weight: 700; }
      .amt { margin-top: 12px; display: inline-flex; border: 2px solid ${red}; } .amt .l { background: ${red}; color: #fff; padding: 5px 14px; font-size: 11px; } .amt .v { padding: 1px 18px; font-size: 20px; font-weight: 700; min-width: 200px; text-align: right; }
      table.s { width: 100%; margin-top: 10px; } .s th { background: ${red}14; border: 1px solid #999; font-weight: 500; padding: 2px 4px; } .s td { border: 1px solid #bbb; padding: 3px 6px; }
      .tot { width: 280px; margin: 6px 0 0 auto; } .tot td { border: 1px solid #999; padding: 2px 8px; } .tot td.l { background: #f4f4f5; } .tot tr.g td { font-weight: 700; font-size: 11.5px; }
      table.m { width: 100%; margin-top: 8px; font-size: 8.2px; } .m th { border-top: 1.5px solid #222; border-bottom: 1px solid #222; font-weight: 500; padding: 2px; } .m td { border-bottom: 1px solid #e4e4e7; padding: 2px 4px; } .m tr.j td { font-weight: 700; background: #fafafa; }
      .bk { margin-top: 10px; border: 1.5px solid #333; padding: 6px 12px; } .bk .h { font-weight: 700; font-size: 10px; }
      .bk table { width: 100%; font-size: 8.8px; } .bk th { background: #f4f4f5; border: 1px solid #999; font-weight: 500; padding: 2px; } .bk td { border: 1px solid #999; padding: 4px 8px; vertical-align: top; line-height: 1.6; } .bk td.old { color: #666; }
      .chg { margin-top: 4px; font-size: 8.2px; color: #9f1239; line-height: 1.6; }
      .pg { position: absolute; right: 42px; bottom: 24px; font-size: 8.6px; color: #555; }
      .ph { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid #222; padding-bottom: 4px; } .ph h2 { margin: 0; font-size: 17px; letter-spacing: .5em; }`;
    const summary = `<table class="s"><tr><th style="width:26px">No.</th><th style="text-align:left">案件名</th><th style="width:96px">区分</th><th style="width:110px">放送局・スポンサー</th><th style="width:96px">金額（税抜）</th></tr>
        ${jobs.map((j, i) => `<tr><td style="text-align:center">${i + 1}</td><td>${j.label}</td><td style="text-align:center">${j.kind}</td><td>${j.what === 'tv' ? j.station : j.what === 'cm' ? j.label.split('「')[0] : '―'}</td><td class="num">${yen(j.sum)}</td></tr>`).join('')}</table>
      <table class="tot"><tr><td class="l">小計</td><td class="num">${yen(sub)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(tax)}</td></tr><tr class="g"><td class="l">合計</td><td class="num">¥${yen(total)}</td></tr></table>`;
    const md = (day) => `${sm}/${day}（${weekday([sy, sm, day])}）`;
    const detail = `<table class="m"><tr><th style="width:58px">日付</th><th style="width:100px">出演者</th><th style="text-align:left">内容</th><th style="width:62px">出演料</th><th style="width:56px">交通費・<br>宿泊費</th><th style="width:52px">ヘアメイク</th><th style="width:66px">計</th></tr>
        ${jobs.map((j) => `<tr class="j"><td colspan="7">■ ${j.label}</td></tr>${j.rows.map((x) => `<tr><td>${md(x.day)}</td><td>${x.talent}</td><td>${x.kind}</td><td class="num">${yen(x.fee)}</td><td class="num">${x.travel ? yen(x.travel) : '―'}</td><td class="num">${x.hm ? yen(x.hm) : '―'}</td><td class="num">${yen(x.sum)}</td></tr>`).join('')}`).join('')}
        <tr><td colspan="6" style="text-align:right;border-top:1.5px solid #222">合計（税抜）</td><td class="num" style="border-top:1.5px solid #222">${yen(sub)}</td></tr></table>`;
    const page1 = `<div class="wrap"><h1>御請求書</h1>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><div class="n">${buyer}　御中</div><br>制作部　${producer} 様</div>
        <div class="rt"><table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求No.</td><td>${d.no}</td></tr></table>
          <div class="co">${sealHtml}<div class="n">${issuer}</div>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}</div></div></div>
      <div style="margin-top:10px">平素より格別のお引き立てを賜り、厚く御礼申し上げます。${sy}年${sm}月出演分につき、下記のとおりご請求申し上げます。</div>
      <div class="amt"><span class="l">ご請求金額（税込）</span><span class="v">¥${yen(total)}-</span></div>
      ${summary}
      <div style="margin-top:4px">お支払期限　${fmt(d.due)}　　※恐れ入りますが、振込手数料は貴社にてご負担ください。${long ? '<br>※出演の明細は次頁「請求明細書」のとおりです。' : ''}</div>
      ${payHtml}
      ${long ? '' : `<div style="margin-top:10px;font-weight:700">請求明細</div>${detail}`}
      ${long ? '<div class="pg">1 / 2</div>' : ''}</div>`;
    const page2 = `<div class="wrap"><div class="ph"><h2>請求明細書</h2><div style="text-align:right">請求No. ${d.no}　${fmt(d.issue)}<br>${buyer}　御中</div></div>
      <div style="margin-top:6px;text-align:right">${issuer}</div>
      ${detail}
      <div style="margin-top:6px;font-size:8.2px;color:#555">※交通費・宿泊費は実費を計上しております。※出演料には当社マネジメント料を含みます。</div>
      <div class="pg">2 / 2</div></div>`;
    return {
      pages: long ? [page1, page2] : [page1],
      css,
      printed: { issuer, holder, total, showBankCode, showBranchCode },
    };
  },
});

// 258 — a 窯元 (a potter under its 窯's name, or its 有限会社) bills a 料亭, an inn or a hotel for the tableware it made to order: 納品書
// 兼 御請求書 in a serif face, the buyer 御中 at the top left, 伝票No. / 納品日 / 請求日 in 令和 at the top right, the 御請求金額 written
// in 大字 (金壱拾弐萬参千四百円也), the rows (器 with their 絵付, 名入れ, 型代, 共箱, 荷造運賃, a 代品 for breakage 無償), 小計 / 消費税 /
// 合計, a 備考 announcing the next 陶器市 (its dates and ground), and at the foot the 窯's block at the left with a round seal beside
// two accounts ① and ② (a local bank and ゆうちょ 記号・番号, in either order) over one 口座名義.
// [zip, town, area code, ware, local banks [name, code]]
const KILN_PLACES = [
  [
    '844-0006',
    '佐賀県西松浦郡有田町大樽',
    '0955',
    '有田焼',
    [
      ['佐賀銀行', '0187'],
      ['十八親和銀行', '0181'],
    ],
  ],
  [
    '321-4217',
    '栃木県芳賀郡益子町益子',
    '0285',
    '益子焼',
    [
      ['足利銀行', '0129'],
      ['栃木銀行', '0521'],
    ],
  ],
  [
    '509-5142',
    '岐阜県土岐市泉町久尻',
    '0572',
    '美濃焼',
    [
      ['十六銀行', '0153'],
      ['大垣共立銀行', '0152'],
    ],
  ],
  ['529-1851', '滋賀県甲賀市信楽町長野', '0748', '信楽焼', [['滋賀銀行', '0157']]],
  ['489-0833', '愛知県瀬戸市赤津町', '0561', '瀬戸焼', [['瀬戸信用金庫', '1553']]],
  ['859-3711', '長崎県東彼杵郡波佐見町中尾郷', '0956', '波佐見焼', [['十八親和銀行', '0181']]],
];
// [器, unit, price lo, hi]
const KILN_WARES = [
  ['八寸皿', '枚', 3200, 9000],
  ['向付', '客', 2400, 6000],
  ['飯碗', '客', 1800, 4200],
  ['湯呑', '客', 1600, 3800],
  ['小鉢', '客', 1500, 3600],
  ['蓋物', '客', 4200, 9800],
  ['徳利', '本', 2800, 5600],
  ['ぐい呑', '個', 1800, 4800],
  ['長角皿', '枚', 3600, 8800],
];
const KILN_MOTIFS = ['染付 唐草', '色絵 梅', '青磁', '粉引', '織部', '灰釉', '鉄釉', '赤絵 花鳥', '瑠璃釉'];
const KILN_WORDS = YAGO_WORDS.filter((w) => /^\p{Script=Hiragana}+$/u.test(w));
/** 金額 in 大字: 123400 → 壱拾弐萬参千四百 (壱 before 拾・百・千 as bankers write it). */
function daiji(n, man, five) {
  const D = ['', '壱', '弐', '参', '四', five, '六', '七', '八', '九'];
  const part = (x) =>
    [
      [Math.floor(x / 1000) % 10, '千'],
      [Math.floor(x / 100) % 10, '百'],
      [Math.floor(x / 10) % 10, '拾'],
      [x % 10, ''],
    ]
      .map(([v, u]) => (v ? D[v] + u : ''))
      .join('');
  const hi = Math.floor(n / 10000);
  return `${hi ? part(hi) + man : ''}${part(n % 10000)}`;
}
LAYOUTS.push({
  id: 'L258-kamamoto-tokuchu',
  split: 'dev',
  title:
    "窯元's 納品書 兼 御請求書 for tableware made to order for a 料亭, an inn or a hotel: serif, buyer 御中 top left, 伝票No. / 納品日 / 請求日 in 令和 top right, the 御請求金額 in 大字 (金…円也), rows (器 and 絵付, 名入れ, 型代, 共箱, 荷造運賃, a 代品 無償), 小計 / 消費税 / 合計, a 備考 on the next 陶器市, and at the foot the 窯's block with a round seal beside accounts ① and ② (a local bank, ゆうちょ 記号・番号) over one 口座名義",
  exercises:
    "a 窯元 — a potter under its 窯's name (山田窯 / ひなた窯 / 陶房 そら, 窯主 and the name under it — a sole proprietor, issuer_name the 屋号, as L22, its full-width space an ASCII one as NFKC gives it) or its company (有限会社…製陶所 / 株式会社…陶苑) — in 有田, 益子, 土岐, 信楽, 瀬戸 or 波佐見 bills a 料亭, an inn or a hotel (株式会社…旅館 / 有限会社 割烹… / 株式会社ホテル… 御中, its 〒 address, 料理長 … 様 — none of the fields) for tableware made to order: 納品書 兼 御請求書 in a serif face; 伝票No., 納品日 and 請求日 in 令和 at the top right — invoice_number the 伝票No., issue_date the 請求日, never the 納品日; the 御請求金額 written in 大字 (金壱拾弐萬参千四百円也（消費税込）) — total_amount; rows: 器 with their 絵付 (八寸皿（染付 唐草）, 向付, 飯碗… by the 枚 / 客), 名入れ (呉須 手描き, the buyer's name), 型代 (石膏型 新規), 木箱（共箱）, 荷造運賃, a 検品時破損分 代品 priced but 無償 (0) — 小計 / 消費税（10%）/ 合計 ¥ — total_amount the 合計; a 備考 announcing the next 陶器市 (its dates in spring and its 会場 with an address in the town) — none of the fields; at the FOOT the 窯's block at the left (the ware, the 屋号 large, 窯主 …, 〒 address, TEL / FAX, 登録番号, a round seal) — the issuer's fields; at the right the お振込先 (いずれかの口座へ): ① and ② over one 口座名義 — a local bank (…銀行 / …信用金庫 …支店, no codes) and ゆうちょ銀行 記号 1…0 番号 …1, in either order — the account is ①, the first listed (as L30), a ゆうちょ ① converting as the ゆうちょ rules above; お支払期限 (令和…年…月末日 as that month's last day, as L59, or a date); holder as printed (the 屋号's kana before the potter's name sometimes)",
  opts: (r, inst) => ({ sole: inst !== 1, rates: '10', items: 1, bank: r.chance(0.45) ? 'yucho' : 'other' }),
  render(d, r) {
    const [zip, town, area, ware, banks] = r.pick(KILN_PLACES);
    d.zip = zip;
    d.address = r.chance(0.5) ? `${town}${r.int(100, 4999)}` : `${town}${r.int(1, 3)}丁目${r.int(1, 20)}-${r.int(1, 15)}`;
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    let sn = '';
    let gn = '';
    if (d.sole) {
      [sn, gn] = d.person.split(' ');
      const [snk] = d.holderBase.split(' ');
      const w = r.pick(KILN_WORDS);
      const k = r.int(0, 2);
      d.yago = [`${sn}窯`, `${w}窯`, `陶房　${w}`][k];
      d.issuerName = d.yago;
      if (r.chance(0.5)) d.holderBase = `${[`${snk}ガマ`, `${kata(w)}ガマ`, `トウボウ${kata(w)}`][k]} ${d.holderBase}`;
    } else {
      setCompanyWithKana(
        d,
        r,
        [
          ['製陶所', 'セイトウショ'],
          ['陶苑', 'トウエン'],
          ['窯業', 'ヨウギョウ'],
        ],
        [
          ['有限会社', 'ユ'],
          ['株式会社', 'カ'],
        ],
        HAN_STEMS,
      );
    }
    const issuer = d.sole ? d.yago : r.chance(0.7) ? d.issuerName : spelled(d, 'paren');
    const holder = holderPrinted(d, r.pick(d.sole ? ['full', 'full', 'big'] : ['half', 'full', 'big']));
    const townShort = town
      .replace(PREF_RE, '')
      .replace(/^.+?郡/, '')
      .match(/^.+?[市町]/)[0];
    const [lbName, lbCode] = r.pick(banks);
    const localBranch = r.pick([
      `${townShort.replace(/[市町]$/, '')}支店`,
      '本店営業部',
      `${townShort.replace(/[市町]$/, '')}駅前支店`,
    ]);
    // ① is the account: the ゆうちょ one when makeData drew it, else the local bank; the other is ②.
    const symbol = `1${r.digits(3)}0`;
    const number = `${r.int(1, 9)}${r.digits(6)}1`;
    const localNo = r.digits(7);
    const localLine = (no) => `${lbName}　${localBranch}　普通預金　${no}`;
    const yuchoLine = (s, n) => `ゆうちょ銀行　記号 ${s}　番号 ${n}`;
    let first;
    let second;
    if (d.yucho) {
      first = yuchoLine(d.yucho.symbol, d.yucho.number);
      second = localLine(localNo);
    } else {
      d.bank = { name: lbName, code: lbCode, main: false };
      d.branch = { name: localBranch, code: `${r.int(1, 3)}${r.digits(2)}` };
      d.type = 2;
      first = localLine(d.account);
      second = yuchoLine(symbol, number);
    }
    const bs = otherStem(r, sn || d.corpBody);
    const bsHan = r.pick(HAN_STEMS)[0];
    const buyer = r.pick([`株式会社${bsHan}旅館`, `有限会社　割烹${bsHan}`, `株式会社ホテル${bs}`, `${bsHan}観光株式会社`]);
    const chef = `料理長　${r.pick(SURNAMES)[0]} 様`;
    const [y, m] = d.issue;
    d.issue = r.chance(0.5) ? endOfMonth(y, m) : [y, m, r.int(10, 28)];
    const delivered = addDays(d.issue, -r.int(2, 12));
    const dueEnd = r.chance(0.5);
    d.due = dueEnd ? endOfMonth(...addMonths([y, m], 1)) : addDays(d.issue, 30);
    d.no = r.chance(0.5) ? `${r.int(1000, 9999)}` : `0${r.digits(4)}`;
    const wares = [...KILN_WARES];
    const rows = [];
    const nWares = r.int(2, 4);
    let named = null;
    for (let k = 0; k < nWares; k++) {
      const [w, unit, lo, hi] = wares.splice(r.int(0, wares.length - 1), 1)[0];
      const qty = r.int(2, 12) * 5;
      const price = Math.round(r.int(lo, hi) / 100) * 100;
      rows.push({ name: `${w}（${r.pick(KILN_MOTIFS)}）`, qty, unit, price, amount: qty * price });
      named ??= { w, qty, unit, price };
    }
    if (r.chance(0.6)) {
      const p = r.pick([300, 400, 500, 600]);
      rows.push({ name: `名入れ（呉須 手描き「${bsHan}」）`, qty: named.qty, unit: '個', price: p, amount: named.qty * p });
    }
    if (r.chance(0.4)) {
      const p = r.int(3, 8) * 10000;
      rows.push({ name: `型代（${named.w} 石膏型 新規）`, qty: 1, unit: '式', price: p, amount: p });
    }
    if (r.chance(0.4)) {
      const n = r.int(2, 6);
      const p = r.int(12, 25) * 100;
      rows.push({ name: '木箱（共箱・5客入）', qty: n, unit: '箱', price: p, amount: n * p });
    }
    const ship = r.int(3, 12) * 1000;
    rows.push({ name: '荷造運賃（陶器専用便）', qty: 1, unit: '式', price: ship, amount: ship });
    if (r.chance(0.4)) {
      const n = r.int(1, 3);
      rows.push({ name: `検品時破損分 代品（${named.w}）`, qty: n, unit: named.unit, price: named.price, amount: 0, free: true });
    }
    const sub = rows.reduce((a, x) => a + x.amount, 0);
    const tax = Math.floor(sub / 10);
    const total = sub + tax;
    const fmt = DATE_FORMATS.wareki;
    const dueText = dueEnd ? `令和${reiwa(d.due[0])}年${d.due[1]}月末日` : fmt(d.due);
    const fairYear = d.issue[1] >= 5 ? d.issue[0] + 1 : d.issue[0];
    const fairAddr = `${town}${r.int(100, 3999)}`;
    const kanji = `金${daiji(total, r.pick(['萬', '万']), r.pick(['五', '伍']))}円也`;
    const ink = r.pick(['#1f2937', '#3b2f2f', '#1e3a5f']);
    const sealText = (d.sole ? d.yago.replace('　', '') : d.corpBody).slice(0, 4);
    const sealHtml = hanko(
      sealText,
      `left:${r.int(170, 220)}px;top:${r.int(4, 20)}px;width:52px;height:52px;border-radius:50%;font-size:${sealText.length > 3 ? 10 : 12}px;`,
    );
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 9.4px; color: ${ink}; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 46px 52px 0; background: #fffdf8; }
      .ttl { text-align: center; font-size: 21px; letter-spacing: .4em; border-top: 1px solid ${ink}; border-bottom: 1px solid ${ink}; padding: 4px 0; width: 330px; margin: 0 auto; }
      .hd { display: flex; justify-content: space-between; margin-top: 22px; align-items: flex-start; }
      .to { width: 360px; font-size: 9.6px; } .to .n { font-size: 15px; border-bottom: 1px solid ${ink}; padding: 0 30px 2px 0; display: inline-block; margin: 4px 0; }
      .meta td { padding: 1px 0 1px 14px; }
      .amt { margin: 18px 0 0; padding: 6px 16px; border: 1.5px solid ${ink}; display: inline-block; font-size: 11px; } .amt b { font-size: 19px; font-weight: 700; margin: 0 10px; letter-spacing: .06em; }
      table.t { width: 100%; margin-top: 16px; } .t th { border-top: 1.5px solid ${ink}; border-bottom: 1px solid ${ink}; font-weight: 500; padding: 3px; } .t td { border-bottom: 1px solid #d8d2c4; padding: 4px 6px; }
      .sum { width: 270px; margin: 8px 0 0 auto; } .sum td { padding: 2px 8px; border-bottom: 1px solid #d8d2c4; } .sum tr.g td { font-weight: 700; font-size: 12px; border-bottom: 3px double ${ink}; }
      .nt { margin-top: 14px; border: 1px dashed #b8ae98; padding: 6px 12px; font-size: 8.8px; line-height: 1.7; }
      .ft { position: absolute; left: 52px; right: 52px; bottom: 54px; display: flex; justify-content: space-between; align-items: flex-end; gap: 20px; }
      .co { position: relative; width: 300px; line-height: 1.7; font-size: 9px; } .co .w { font-size: 8.6px; letter-spacing: .2em; } .co .n { font-size: 19px; letter-spacing: .12em; }
      .bk { flex: 1; border: 1px solid ${ink}; padding: 6px 12px; font-size: 9px; line-height: 1.8; } .bk .h { font-weight: 700; }`;
    const page = `<div class="wrap"><div class="ttl">納品書 兼 御請求書</div>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><div class="n">${buyer}　御中</div><br>${chef}</div>
        <table class="meta"><tr><td>伝票No.</td><td>${d.no}</td></tr><tr><td>納品日</td><td>${fmt(delivered)}</td></tr><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr></table></div>
      <div style="margin-top:16px">毎度格別のお引き立てを賜り、誠にありがとうございます。<br>下記の通り納品いたしましたので、御請求申し上げます。</div>
      <div class="amt">御請求金額<b>${kanji}</b>（消費税込）</div>
      <table class="t"><tr><th style="text-align:left">品名</th><th style="width:50px">数量</th><th style="width:34px">単位</th><th style="width:74px">単価</th><th style="width:90px">金額</th></tr>
        ${rows.map((x) => `<tr><td>${x.name}</td><td class="num">${x.qty}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${x.free ? '無償' : yen(x.amount)}</td></tr>`).join('')}</table>
      <table class="sum"><tr><td>小計</td><td class="num">${yen(sub)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(tax)}</td></tr><tr class="g"><td>合計</td><td class="num">¥${yen(total)}</td></tr></table>
      <div class="nt">備考<br>・器はすべて手仕事のため、色味・寸法に多少の個体差がございます。${rows.some((x) => x.free) ? '<br>・検品時に破損のございました分は代品を無償にてお納めいたしました。' : ''}<br>・${fairYear}年4月29日～5月5日の「${ware}春の陶器市」に出店いたします（会場：〒${zip} ${fairAddr} 特設会場 ${r.int(1, 80)}番ブース）。お近くへお越しの際はぜひお立ち寄りください。</div>
      <div class="ft"><div class="co">${sealHtml}<div class="w">${ware}　窯元</div><div class="n">${issuer}</div>${d.sole ? `窯主　${sn} ${gn}<br>` : ''}〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}</div>
        <div class="bk"><span class="h">お振込先</span>（いずれかの口座へお振込みください）<br>①　${first}<br>②　${second}<br>口座名義　${holder}<br>お支払期限　${dueText}</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 259 — a プレカット工場 sends a 工務店 its 請求書 for the month to its 締日: the buyer's 〒 address 御中 and 得意先コード at the top left,
// 請求書 with 請求日 in 令和 (…締), 請求書No. and page at the top right over the company's block, which lists its 取引銀行 (three banks
// and branches, no numbers) as letterheads do; the 今回御請求額 box, rows grouped by 邸 (the 施主's name 様邸, 建築地 as a 地名地番,
// 延床 坪, 物件コード, 加工日 / 納材日): 構造材 / 羽柄材 プレカット加工 by the 坪, 構造用合板 by the 枚, 接合金物, 運賃, a 返品 △
// sometimes; 小計 / 出精値引 △ / 課税対象額 / 消費税 / 今回御請求額; and the お振込先 box naming one account at one of those banks.
const PRECUT_TRADES = [
  ['プレカット', 'プレカット'],
  ['木材工業', 'モクザイコウギョウ'],
  ['ウッドワークス', 'ウッドワークス'],
  ['住建', 'ジュウケン'],
];
const WOODS = ['国産杉・桧', '集成材（ホワイトウッド）', '国産材（杉KD）', 'レッドウッド集成材'];
LAYOUTS.push({
  id: 'L259-precut-koumuten',
  split: 'dev',
  title:
    "プレカット工場's monthly 請求書 to a 工務店: buyer 〒 address 御中 and 得意先コード top left, 請求書 with 令和 請求日 (…締) / 請求書No. / page top right over the company's block listing its 取引銀行 (three banks, no numbers), the 今回御請求額 box, rows grouped by 邸 (施主 様邸, 建築地 地名地番, 延床 坪, 物件コード, 加工日 / 納材日; 構造材・羽柄材 加工 by the 坪, 合板, 金物, 運賃, a 返品 △), 小計 / 出精値引 △ / 課税対象額 / 消費税 / 今回御請求額, and the お振込先 box with one account",
  exercises:
    "a プレカット工場 (株式会社…プレカット / …木材工業株式会社 / 株式会社…ウッドワークス / 有限会社…住建) bills a 工務店 (株式会社…工務店 / …ホーム株式会社 / 有限会社…建築 御中, its 〒 address and 得意先コード — none of the fields) for the month to its 締日: 請 求 書 at the top right with 請求日 in 令和 (令和8年1月20日（20日締）) — issue_date — 請求書No. and 1/1, over the company's block (〒 address, TEL / FAX, 登録番号 — the issuer's fields) which ends with a line 取引銀行 naming three banks and branches (no account numbers) — letterhead information, none of them the account by itself; 今回御請求額（税込）in a box — total_amount; rows grouped by 邸: a head line (物件コード, the 施主 …様邸 新築工事, 建築地 as a 地名地番 in the same prefecture, 延床 32.25坪, 加工日 and 納材日) — none of the fields; then 構造材 プレカット加工（樹種）and 羽柄材 プレカット加工 by the 坪 (decimals, each 金額 rounded down as printed), 構造用合板 by the 枚, 接合金物 一式, 運賃（4tユニック車）by the 台, a 返品（未使用）with a △ 数量 and 金額 sometimes; 小計 / 出精値引 △ / 課税対象額 / 消費税（10%）/ 今回御請求額 — total_amount after the 値引 taken off before the 消費税 (as L180); お支払期日 (翌月末); the お振込先 box under the totals: ONE account (bank, branch, 普通 or 当座, number, holder ｶ)… as printed) at one of the three 取引銀行 — not always the first listed — the account is the box's",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const [stem] = setCompanyWithKana(d, r, PRECUT_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    netOrdinary(d);
    const issuer = r.chance(0.7) ? d.issuerName : spelled(d, r.pick(['paren', 'wide']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'half', 'full']));
    const [, , area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    // Three 取引銀行: the account's bank and two others, the account's at any place.
    const others = [];
    while (others.length < 2) {
      const b = r.chance(0.6) ? mainBank(r, d.bank.code) : null;
      const nm = b
        ? b.name
        : r.pick(['横浜銀行', '千葉銀行', '静岡銀行', '京都信用金庫', '城南信用金庫', '福岡銀行', '七十七銀行']);
      if (nm !== d.bank.name && !others.some((o) => o.name === nm)) others.push({ name: nm, branch: r.pick(BRANCHES) });
    }
    const at = r.pick([0, 1, 1, 2, 2]);
    const listed = [...others];
    listed.splice(at, 0, { name: d.bank.name, branch: d.branch.name });
    const bsHan = otherStem(r, stem);
    const buyer = r.pick([`株式会社${bsHan}工務店`, `${bsHan}ホーム株式会社`, `有限会社${bsHan}建築`, `株式会社${bsHan}住宅`]);
    const near = samePref(d.zip);
    const [bz, btown] = r.pick(near);
    d.buyerZip = bz;
    d.buyerAddress = `${btown}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
    const cust = `${r.int(1, 9)}${r.digits(3)}`;
    const [y, m] = d.issue;
    const close = r.pick([20, 25, 0]);
    d.issue = close ? [y, m, close] : endOfMonth(y, m);
    const from = close ? addDays([...addMonths([y, m], -1), close], 1) : [y, m, 1];
    d.due = endOfMonth(...addMonths([y, m], 1));
    d.no = r.chance(0.5) ? `${String(y).slice(2)}${pad2(m)}-${r.digits(4)}` : `S${r.digits(6)}`;
    const span = Math.round((Date.UTC(...d.issue) - Date.UTC(...from)) / 864e5);
    const surnames = [...SURNAMES];
    const houses = Array.from({ length: r.int(2, 3) }, () => {
      const owner = surnames.splice(r.int(0, surnames.length - 1), 1)[0][0];
      const [, ht] = r.pick(near);
      const tsubo = r.int(96, 192) / 4;
      const cut = addDays(from, r.int(0, Math.max(0, span - 5)));
      const rows = [
        {
          name: `構造材 プレカット加工（${r.pick(WOODS)}）`,
          qty: tsubo,
          unit: '坪',
          price: r.int(350, 550) * 10,
        },
        { name: '羽柄材 プレカット加工', qty: tsubo, unit: '坪', price: r.int(150, 250) * 10 },
      ];
      if (r.chance(0.7))
        rows.push({ name: '構造用合板 24mm（3×6）', qty: r.int(30, 70), unit: '枚', price: r.int(32, 42) * 100 });
      if (r.chance(0.6)) rows.push({ name: '接合金物 一式', qty: 1, unit: '式', price: r.int(8, 25) * 5000 });
      rows.push({ name: '運賃（4tユニック車）', qty: r.int(1, 2), unit: '台', price: r.int(18, 30) * 1000 });
      if (r.chance(0.3))
        rows.push({ name: '構造用合板 9mm 返品（未使用）', qty: -r.int(2, 10), unit: '枚', price: r.int(14, 18) * 100 });
      rows.forEach((x) => (x.amount = Math.floor(x.qty * x.price)));
      return {
        code: `P${String(y).slice(2)}-${r.digits(4)}`,
        title: `${owner}様邸 新築工事`,
        site: `${ht}${kanjiChome(r)}丁目${r.int(100, 2999)}番${r.int(1, 30)}`,
        tsubo,
        cut,
        deliver: addDays(cut, r.int(2, 5)),
        rows,
      };
    });
    const sub = houses.reduce((a, h) => a + h.rows.reduce((b, x) => b + x.amount, 0), 0);
    const nebiki = sub % 10000 || 10000;
    const base = sub - nebiki;
    const tax = Math.floor(base / 10);
    const total = base + tax;
    const fmt = DATE_FORMATS.wareki;
    const md = ([, mm, dd]) => `${mm}/${dd}`;
    const tsuboStr = (t) => (Number.isInteger(t) ? `${t}.00` : t.toFixed(2));
    const navy = r.pick(['#1e3a5f', '#3f3f46', '#14532d']);
    const sealHtml = seal(d, `right:${r.int(-10, 10)}px;top:${r.int(-8, 6)}px;`);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 8.8px; color: #1c1c1c; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 36px 42px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .to { width: 370px; font-size: 9.4px; line-height: 1.6; padding-top: 24px; } .to .n { font-size: 14px; font-weight: 700; border-bottom: 1.5px solid #222; padding: 0 26px 2px 0; display: inline-block; margin: 4px 0; }
      .rt { width: 300px; } .rt h1 { margin: 0 0 4px; font-size: 22px; letter-spacing: .8em; text-align: center; color: ${navy}; border-bottom: 2px solid ${navy}; }
      .meta { width: 100%; } .meta td { padding: 1px 4px; } .meta td.l { width: 70px; color: #555; }
      .co { position: relative; margin-top: 8px; border-top: 1px solid #ccc; padding-top: 6px; line-height: 1.6; font-size: 8.6px; } .co .n { font-size: 13px; font-weight: 700; } .co .bnk { margin-top: 3px; font-size: 7.8px; color: #444; }
      .amt { margin-top: 12px; display: flex; width: 400px; border: 2px solid ${navy}; } .amt .l { background: ${navy}; color: #fff; padding: 5px 12px; font-size: 10.5px; } .amt .v { flex: 1; text-align: right; padding: 1px 16px; font-size: 19px; font-weight: 700; }
      table.t { width: 100%; margin-top: 10px; font-size: 8.4px; } .t th { background: ${navy}; color: #fff; font-weight: 500; padding: 3px 2px; } .t td { border-bottom: 1px solid #e3e3e3; padding: 2px 5px; } .t tr.h td { background: #eef2f6; border-top: 1px solid #9aa; font-weight: 700; padding-top: 3px; } .t tr.h span { font-weight: 400; font-size: 7.8px; color: #444; margin-left: 8px; }
      .low { display: flex; justify-content: space-between; gap: 18px; margin-top: 8px; align-items: flex-start; }
      .bk { flex: 1; border: 1.5px solid ${navy}; padding: 6px 12px; line-height: 1.8; font-size: 9px; } .bk .h { font-weight: 700; color: ${navy}; }
      .sum { width: 290px; } .sum td { border: 1px solid #aab; padding: 2px 8px; } .sum td.l { background: #f3f5f8; } .sum tr.g td { font-weight: 700; font-size: 11.5px; }`;
    const bankList = listed.map((b) => `<span style="white-space:nowrap">${b.name} ${b.branch}</span>`).join('・');
    const page = `<div class="wrap"><div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><div class="n">${buyer}　御中</div><br>得意先コード　${cust}</div>
        <div class="rt"><h1>請求書</h1><table class="meta"><tr><td class="l">請求日</td><td>${fmt(d.issue)}（${close ? `${close}日` : '末日'}締）</td></tr><tr><td class="l">請求書No.</td><td>${d.no}</td></tr><tr><td class="l">頁</td><td>1/1</td></tr></table>
          <div class="co">${sealHtml}<div class="n">${issuer}</div>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}<div class="bnk">取引銀行　${bankList}</div></div></div></div>
      <div style="margin-top:10px">毎度格別のお引き立てをいただき誠にありがとうございます。${fmt(from)}から${fmt(d.issue)}までのお取引を下記のとおりご請求申し上げます。</div>
      <div class="amt"><span class="l">今回御請求額（税込）</span><span class="v">¥${yen(total)}</span></div>
      <table class="t"><tr><th style="text-align:left">品名・加工内容</th><th style="width:56px">数量</th><th style="width:30px">単位</th><th style="width:62px">単価</th><th style="width:80px">金額</th></tr>
        ${houses.map((h) => `<tr class="h"><td colspan="5">${h.code}　${h.title}<span>建築地：${h.site}　延床 ${tsuboStr(h.tsubo)}坪　加工日 ${md(h.cut)}　納材日 ${md(h.deliver)}</span></td></tr>${h.rows.map((x) => `<tr><td>${x.name}</td><td class="num">${x.unit === '坪' ? tsuboStr(x.qty) : signed(x.qty)}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${signed(x.amount)}</td></tr>`).join('')}`).join('')}</table>
      <div class="low"><div class="bk"><span class="h">お振込先</span><br>${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}<br><span style="font-size:8px">お支払期日　${fmt(d.due)}（翌月末日）　※振込手数料は貴社ご負担にてお願いいたします。</span></div>
        <table class="sum"><tr><td class="l">小計</td><td class="num">${yen(sub)}</td></tr><tr><td class="l">出精値引</td><td class="num">${signed(-nebiki)}</td></tr><tr><td class="l">課税対象額</td><td class="num">${yen(base)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(tax)}</td></tr><tr class="g"><td class="l">今回御請求額</td><td class="num">¥${yen(total)}</td></tr></table></div>
      <div style="margin-top:8px;font-size:8px;color:#555">※加工図の承認後の変更による再加工は別途ご請求となります。※返品は未使用品に限り承ります。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 260 — a freelance 手話通訳士 bills a company by e-mail, and the company's 総務 prints the thread from its webmail: the browser's
// header (print date and time, the page's title) and footer (the URL, 1/1), the webmail's logo and the printing account, the thread's
// subject and 2 件のメッセージ: the company's request (日時, 会場 at its own 〒 address, 内容; its signature with its 〒 address, TEL
// and e-mail), then the interpreter's reply carrying the 請求書 in its body (請求日, 請求番号, ご請求金額, the 内訳 with 源泉徴収 and
// 交通費, お支払期限, お振込先, 登録番号 — or a line saying the interpreter is not registered) and the signature (屋号 sometimes, 手話通訳士 and the
// name, 〒 address, TEL, e-mail).
const SURNAME_ROMA = {
  山田: 'yamada',
  佐藤: 'sato',
  鈴木: 'suzuki',
  高橋: 'takahashi',
  田中: 'tanaka',
  伊藤: 'ito',
  渡辺: 'watanabe',
  中村: 'nakamura',
  小林: 'kobayashi',
  加藤: 'kato',
  吉田: 'yoshida',
  松本: 'matsumoto',
  井上: 'inoue',
  木村: 'kimura',
  清水: 'shimizu',
  森: 'mori',
};
const GIVEN_ROMA = {
  太郎: 'taro',
  花子: 'hanako',
  健一: 'kenichi',
  美咲: 'misaki',
  翔太: 'shota',
  由美: 'yumi',
  直樹: 'naoki',
  恵: 'megumi',
  大輔: 'daisuke',
  彩: 'aya',
  誠: 'makoto',
  京子: 'kyoko',
};
const MAIL_STEMS = [
  ['青葉', 'aoba'],
  ['東和', 'towa'],
  ['北斗', 'hokuto'],
  ['富士見', 'fujimi'],
  ['三栄', 'sanei'],
  ['大和', 'daiwa'],
  ['朝日', 'asahi'],
  ['協和', 'kyowa'],
  ['光陽', 'koyo'],
  ['双葉', 'futaba'],
  ['千代田', 'chiyoda'],
];
const MAIL_TRADES = [
  ['商事', 'shoji'],
  ['工業', 'kogyo'],
  ['物産', 'bussan'],
  ['電機', 'denki'],
  ['建設', 'kensetsu'],
  ['食品', 'foods'],
  ['製作所', 'ss'],
];
const SHUWA_EVENTS = [
  '新入社員研修（安全衛生教育）',
  '全社キックオフミーティング',
  '社内講演会「これからの働き方」',
  '定時株主総会',
  '健康診断結果説明会',
  '管理職研修（ハラスメント防止）',
];
const SHUWA_DEPTS = ['人事部 ダイバーシティ推進課', '総務部 総務課', '人事総務部', 'サステナビリティ推進室'];
LAYOUTS.push({
  id: 'L260-shuwa-mail',
  split: 'dev',
  title:
    "freelance 手話通訳士's 請求書 sent in an e-mail body, printed by the buyer from its webmail: the browser's header (print date, title) and footer (URL, 1/1), the webmail logo and printing account, the subject and 2 件のメッセージ — the buyer's request (日時, 会場, signature with its 〒 address, TEL, e-mail) and the reply with the 請求書 (請求日, 請求番号, ご請求金額, 内訳 with 源泉徴収 and 交通費, お支払期限, お振込先, 登録番号 or a line saying the interpreter is not registered) and the signature",
  exercises:
    "a freelance 手話通訳士 (a sole proprietor; the 屋号 — 手話通訳オフィス ひなた / 山田手話通訳事務所 — printed sometimes: issuer_name that 屋号 when printed (as L22), else the name as printed, without the title 手話通訳士 (as L15, L120)) bills a company by e-mail, and the company's 総務 prints the thread from its webmail: the browser's header line (the print date and time, 'Gmail - ' and the subject) and footer (the URL, 1/1), the webmail's logo and the printing account (the buyer's person and e-mail), the subject and 2 件のメッセージ — none of them fields; the FIRST message is the company's request (its person's name, e-mail and date; 日時 of the event, 会場 — the company's 本社 with its 〒 address —, 内容; its signature: the company, 部署, 〒 address, TEL, E-mail) — none of the fields; the SECOND is the interpreter's reply, sent a day or so after the 請求日 (its date in the message header is not the issue_date), with the 請求書 in its body between rules: 請求日 — issue_date; 請求番号 — invoice_number; ■ご請求金額 — total_amount; ■内訳: 手話通訳料 (単価 × 時間 × 2名 — the partner's name there is none of the fields), 事前打合せ・資料準備 sometimes, 小計（報酬）, 消費税（10%）when registered, 源泉徴収税額（10.21%）△ on the 報酬, 交通費（実費）added after it — total_amount the amount after the 源泉 with the 交通費 added back (as L22); ■お支払期限 — due_date; ■お振込先 (bank, branch, 普通, number, 口座名義 in kana, full-width or half-width as printed); 登録番号：T… — or, when the interpreter is not a 適格請求書発行事業者, a sentence saying so, no 消費税 line and no T number: registration_number null; then the signature (屋号 sometimes, 手話通訳士 and the name, 〒 address, TEL (a mobile or a landline), Mail) — the issuer's address, 〒 and phone; a Cc to the partner sometimes",
  opts: (r, inst) => ({ sole: true, rates: '10', items: 1, bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const [sn, gn] = d.person.split(' ');
    const [snk] = d.holderBase.split(' ');
    const w = r.pick(YAGO_WORDS.filter((x) => /^\p{Script=Hiragana}+$/u.test(x)));
    const showYago = r.chance(0.45);
    const k = r.int(0, 1);
    d.yago = [`手話通訳オフィス　${w}`, `${sn}手話通訳事務所`][k];
    d.issuerName = showYago ? d.yago : d.person;
    const registered = r.chance(0.5);
    if (!registered) d.reg = null;
    netOrdinary(d);
    if (showYago && r.chance(0.3))
      d.holderBase = `${[`シュワツウヤクオフィス${kata(w)}`, `${snk}シュワツウヤクジムショ`][k]} ${d.holderBase}`;
    const holder = holderPrinted(d, r.pick(['full', 'full', 'half']));
    const myMail = r.pick([
      `${GIVEN_ROMA[gn]}.${SURNAME_ROMA[sn]}.shuwa@gmail.com`,
      `${SURNAME_ROMA[sn]}-${GIVEN_ROMA[gn]}@outlook.jp`,
      `interp.${SURNAME_ROMA[sn]}@gmail.com`,
    ]);
    let partner = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    while (partner.split(' ')[0] === sn) partner = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const [ps, pg] = partner.split(' ');
    const partnerMail = `${SURNAME_ROMA[ps]}.${GIVEN_ROMA[pg]}@gmail.com`;
    const [bs, bsr] = r.pick(MAIL_STEMS);
    const [bt, btr] = r.pick(MAIL_TRADES);
    const buyer = r.chance(0.5) ? `株式会社${bs}${bt}` : `${bs}${bt}株式会社`;
    const domain = `${bsr}-${btr}.co.jp`;
    let bp = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    while (bp.split(' ')[0] === sn || bp.split(' ')[0] === ps) bp = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const [bps, bpg] = bp.split(' ');
    const bpMail = `${bpg === '恵' ? 'm' : GIVEN_ROMA[bpg][0]}.${SURNAME_ROMA[bps]}@${domain}`;
    const dept = r.pick(SHUWA_DEPTS);
    const floor = `${r.int(3, 12)}F 大会議室`;
    const event = r.pick(SHUWA_EVENTS);
    const [y, m] = d.issue;
    d.issue = r.chance(0.5) ? endOfMonth(y, m) : [y, m, r.int(5, 28)];
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([y, m], 1)) : addDays(d.issue, 30);
    d.no = r.chance(0.5) ? `${y}-${String(r.int(1, 60)).padStart(3, '0')}` : `${String(y).slice(2)}${pad2(m)}-${r.digits(2)}`;
    const ev = addDays(d.issue, -r.int(3, 20));
    const asked = addDays(ev, -r.int(10, 30));
    const sent = addDays(d.issue, r.int(0, 3));
    const printed = addDays(sent, r.int(0, 4));
    const start = r.pick([9, 10, 13, 14]);
    const hours = r.int(2, 4);
    const pair = hours >= 2 && r.chance(0.75);
    const n = pair ? 2 : 1;
    const rate = r.pick([4000, 4500, 5000, 5500, 6000]);
    const fee = rate * hours * n;
    const prep = r.chance(0.5) ? r.pick([3000, 5000]) * n : 0;
    const travel = n * r.int(22, 140) * 10;
    const reward = fee + prep;
    const tax = registered ? Math.floor(reward / 10) : 0;
    const gensen = Math.floor((reward * 1021) / 10000);
    const total = reward + tax - gensen + travel;
    const jp = ([yy, mm, dd]) => `${yy}年${mm}月${dd}日`;
    const hm = () => `${r.int(8, 19)}:${pad2(r.int(0, 59))}`;
    const stamp = (dt) => `${jp(dt)}(${weekday(dt)}) ${hm()}`;
    const subject = `【ご依頼】${ev[1]}月${ev[2]}日 手話通訳のお願い（${buyer}）`;
    const evLine = `${jp(ev)}（${weekday(ev)}）${start}:00～${start + hours}:00`;
    const rule = '━━━━━━━━━━━━━━━━━━━━━━━━';
    const bankLine = `${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}`;
    const msg1 = `${sn} ${gn} 様<br><br>いつも大変お世話になっております。<br>${buyer} ${dept.split(' ')[0]}の${bps}です。<br><br>
      下記の日程にて手話通訳をお願いしたく、ご連絡いたしました。<br>
      ■日時：${evLine}<br>■会場：弊社本社 ${floor}（〒${d.buyerZip} ${d.buyerAddress}）<br>■内容：${event}<br>■人数：聴覚に障害のある社員 ${r.int(1, 6)}名を含む約${r.int(3, 30) * 10}名<br>
      ${pair ? '長時間となりますので、2名体制でお願いできましたら幸いです。<br>' : ''}資料は前日までにお送りいたします。<br>ご都合のほど、何卒よろしくお願いいたします。<br><br>
      ──────────────────<br>${buyer}<br>${dept}　${bp}<br>〒${d.buyerZip} ${d.buyerAddress}<br>TEL ${d.buyerTel}（代表）<br>E-mail ${bpMail}<br>──────────────────`;
    const lines = [
      `手話通訳料（${ev[1]}/${ev[2]} ${start}:00～${start + hours}:00${pair ? `　${sn}・${ps}` : ''}）<br>　　${yen(rate)}円 × ${hours}時間 × ${n}名　${yen(fee)}円`,
      ...(prep ? [`事前打合せ・資料準備　${yen(prep / n)}円 × ${n}名　${yen(prep)}円`] : []),
      `小計（報酬）　${yen(reward)}円`,
      ...(registered ? [`消費税（10%）　${yen(tax)}円`] : []),
      `源泉徴収税額（10.21%）　△${yen(gensen)}円`,
      `交通費（実費・${n}名分）　${yen(travel)}円`,
    ];
    const msg2 = `${buyer}<br>${dept}　${bps} 様<br><br>いつもお世話になっております。手話通訳の${sn}です。<br>
      先日は${event}にて手話通訳のご依頼をいただき、誠にありがとうございました。<br>下記のとおりご請求申し上げますので、ご確認のほどよろしくお願いいたします。<br><br>
      ${rule}<br>　　請　求　書<br>${rule}<br>請求日：${jp(d.issue)}<br>請求番号：${d.no}<br>発行者：${showYago ? `${d.yago}　` : ''}${d.person}<br><br>
      ■ご請求金額：${yen(total)}円<br><br>■内訳<br>${lines.map((x) => `　${x}`).join('<br>')}<br>　───────────<br>　ご請求金額　${yen(total)}円<br><br>
      ■お支払期限：${jp(d.due)}<br><br>■お振込先<br>　${bankLine}<br>　口座名義：${holder}<br><br>
      ${registered ? `登録番号：${d.reg}<br>` : '※私は適格請求書発行事業者の登録をしておりません（免税事業者）。そのため消費税はいただいておりません。<br>'}※源泉徴収税額は報酬額に対して10.21%で計算しております。${pair ? `<br>※${ps}さんの分もあわせてご請求しております。` : ''}<br>${rule}<br><br>
      今後ともどうぞよろしくお願いいたします。<br><br>--<br>${showYago ? `${d.yago}<br>` : ''}手話通訳士　${d.person}<br>〒${d.zip} ${d.address}<br>TEL ${d.tel}<br>Mail ${myMail}`;
    const [py, pm, pd] = printed;
    const css = `body { font-family: 'Liberation Sans', 'Noto Sans CJK JP'; font-size: 8.6px; color: #222; line-height: 1.45; }
      .wrap { position: relative; height: 1123px; padding: 14px 40px 0; }
      .ph { display: flex; font-size: 7.6px; color: #333; } .ph span { margin-left: 180px; }
      .g { display: flex; justify-content: space-between; align-items: center; margin-top: 14px; } .g .logo { display: flex; align-items: center; gap: 6px; font-size: 15px; color: #5f6368; }
      .g .logo i { display: inline-block; width: 22px; height: 16px; border: 3px solid #d93025; border-top-width: 3px; position: relative; background: linear-gradient(155deg, transparent 46%, #d93025 47%, #d93025 53%, transparent 54%), linear-gradient(25deg, transparent 46%, #d93025 47%, #d93025 53%, transparent 54%); }
      .g .acct { font-size: 8.6px; font-weight: 700; }
      hr { border: 0; border-top: 1px solid #999; margin: 6px 0; }
      .subj { font-size: 12.5px; font-weight: 700; } .cnt { font-size: 8px; color: #555; }
      .msg .from { display: flex; justify-content: space-between; } .msg .from span { font-size: 8px; } .msg .to { font-size: 8px; color: #444; }
      .msg .body { margin-top: 6px; }
      .pf { position: absolute; left: 40px; right: 40px; bottom: 14px; display: flex; justify-content: space-between; font-size: 7.4px; color: #333; }`;
    const page = `<div class="wrap"><div class="ph">${py}/${pad2(pm)}/${pad2(pd)} ${hm()}<span>Gmail - ${subject}</span></div>
      <div class="g"><div class="logo"><i></i>Gmail</div><div class="acct">${bp} &lt;${bpMail}&gt;</div></div><hr>
      <div class="subj">${subject}</div><div class="cnt">2 件のメッセージ</div><hr>
      <div class="msg"><div class="from"><div><b>${bp}</b> &lt;${bpMail}&gt;</div><span>${stamp(asked)}</span></div><div class="to">To: ${myMail}</div><div class="body">${msg1}</div></div><hr>
      <div class="msg"><div class="from"><div><b>${d.person}</b> &lt;${myMail}&gt;</div><span>${stamp(sent)}</span></div><div class="to">To: ${bp} &lt;${bpMail}&gt;${pair && r.chance(0.5) ? `<br>Cc: ${partner} &lt;${partnerMail}&gt;` : ''}</div><div class="body">${msg2}</div></div>
      <div class="pf"><span>https://mail.google.com/mail/u/0/?ik=${r.digits(10)}&amp;view=pt&amp;search=all&amp;permthid=thread-f:${r.digits(19)}</span><span>1/1</span></div></div>`;
    return { pages: [page], css, printed: { issuer: d.issuerName, holder, total } };
  },
});

// 261 — a coffee roaster sells beans and supplies to a café company and bills the month: its brand (… COFFEE ROASTERS) as a round
// logo at the top left, INVOICE 請求書 with No. / 発行日 / お支払期限 in dots at the top right, the buyer 御中 and its 納品先 (the café,
// its 〒 address), the ご請求金額 line, the rows by 納品日 with every price 税込 (beans and drip bags at 8% ※, filters, tools, a machine's
// cleaning and 配送料 at 10%), a 税率別 summary giving each rate's 税込 total and the 消費税 inside it, a thank-you for last month's
// payment (its amount and date), a card-payment box (a QR code, a お支払いID and the 決済代行 company with its own 0120 number), the
// お振込先 on one line, and the company in the footer band (〒 address, TEL, 登録番号, the roastery's hours).
const ROASTER_TRADES = [
  ['珈琲', 'コーヒー'],
  ['コーヒー', 'コーヒー'],
  ['珈琲焙煎所', 'コーヒーバイセンジョ'],
  ['ロースターズ', 'ロースターズ'],
];
const ROAST_BRANDS = ['HINATA', 'KOMOREBI', 'SORA', 'MINAMO', 'TSUBASA', 'AOI', 'HARU', 'LUCE'];
// [品名, 規格, unit, price lo, hi (税込, ×10), rate]
const ROAST_ITEMS = [
  ['ハウスブレンド（深煎り）', '1kg', '袋', 280, 420, 8],
  ['エチオピア イルガチェフェ G1', '1kg', '袋', 420, 620, 8],
  ['コロンビア スプレモ', '1kg', '袋', 340, 480, 8],
  ['デカフェ ブラジル', '500g', '袋', 220, 300, 8],
  ['アイスブレンド', '1kg', '袋', 300, 400, 8],
  ['ドリップバッグ ハウスブレンド', '10g×50袋', '箱', 350, 500, 8],
  ['ペーパーフィルター 1～2杯用', '100枚', 'パック', 30, 60, 10],
  ['磁器ドリッパー', '1個', '個', 180, 320, 10],
  ['ミル 刃交換・調整', '1式', '式', 800, 1500, 10],
  ['エスプレッソマシン 定期清掃', '1回', '回', 660, 1320, 10],
];
LAYOUTS.push({
  id: 'L261-roaster-oroshi',
  split: 'dev',
  title:
    "coffee roaster's monthly 請求書 to a café company: the brand (… COFFEE ROASTERS) as a round logo top left, INVOICE 請求書 with No. / 発行日 / お支払期限 in dots top right, buyer 御中 with its 納品先, the ご請求金額, rows by 納品日 with every price 税込 (8% ※ beans, 10% supplies and 配送料), a 税率別 summary (税込 totals, 内消費税), last month's payment thanked for, a card-payment box (QR, お支払いID, 決済代行 with its 0120), the お振込先 on one line, and the company in the footer band",
  exercises:
    "a coffee roaster (合同会社…珈琲 / 株式会社…コーヒー / …珈琲焙煎所株式会社 / 合同会社…ロースターズ) under its brand (HINATA COFFEE ROASTERS, set as a round logo at the top left — never the issuer_name; the company in the footer band is, as L68) bills a café company (株式会社…フーズ / 有限会社… 御中 — its 納品先, the café with its 〒 address, none of the fields) for the month's beans and supplies: INVOICE 請求書 at the top right with No. (invoice_number), 発行日 (2026.01.31 — issue_date) and お支払期限 (due_date), dotted dates; ご請求金額（税込）— total_amount; rows by 納品日 (1/8, 1/15…): 品名, 規格 (1kg, 10g×50袋), 数量, 単価（税込）, 金額（税込）, 税率 (8% ※ for beans and drip bags, 10% for filters, drippers, a mill's 刃交換, a machine's cleaning and 配送料) — every price 税込 (内税); the 税率別 summary: 8%対象（税込）and its 内消費税, 10%対象（税込）and its 内消費税, 合計（税込）— total_amount the 税込 sum, the 消費税 inside it (as L63, two rates); a line thanking for last month's payment (前月ご請求額 ¥… on its date) — none of the fields; a card-payment box: a QR code, お支払いID, 決済代行 株式会社…ペイメント and its お問い合わせ 0120 — none of the fields; the お振込先 on ONE line (bank, branch, 普通 / 当座, number, holder ﾄﾞ)… / ｶ)… as printed); the footer band: the company's name, 〒 address, TEL, 登録番号 — the issuer's fields — and the roastery's 営業時間 and Instagram",
  opts: (r, inst) => ({ rates: 'mixed', items: 1, bank: inst === 0 ? 'other' : 'main' }),
  render(d, r) {
    const [stem] = setCompanyWithKana(d, r, ROASTER_TRADES, [
      ['合同会社', 'ド'],
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
    ]);
    netOrdinary(d);
    const issuer = d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full', 'half-big']));
    const [, , area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    const brand = r.pick(ROAST_BRANDS);
    const bs = otherStem(r, stem);
    const buyer = r.pick([`株式会社${bs}フーズ`, `有限会社${bs}`, `株式会社${bs}ダイニング`, `${bs}ベーカリー株式会社`]);
    const cafe = r.pick([`カフェ ${r.pick(YAGO_WORDS)}`, `${bs}ベーカリー＆カフェ`, `喫茶 ${r.pick(YAGO_WORDS)}`]);
    const [cz, ctown] = r.pick(samePref(d.zip));
    const cafeAddr = `〒${cz} ${ctown}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
    const [y, m] = d.issue;
    d.issue = endOfMonth(y, m);
    d.due = r.chance(0.6) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 1), r.pick([10, 15, 20])];
    d.no = r.chance(0.5) ? `${String(y).slice(2)}${pad2(m)}-${r.digits(3)}` : `${brand.slice(0, 2)}${r.digits(5)}`;
    const last = d.issue[2];
    const days = [...new Set(Array.from({ length: r.int(2, 4) }, () => r.int(1, last - 1)))].sort((a, b) => a - b);
    // The month's price of each item, the same on every delivery.
    const priceOf = new Map(ROAST_ITEMS.map(([name, , , lo, hi]) => [name, r.int(lo, hi) * 10]));
    const postage = r.pick([660, 880, 990]);
    const rows = [];
    for (const day of days) {
      const pool = [...ROAST_ITEMS];
      const k = r.int(2, 4);
      for (let i = 0; i < k; i++) {
        const it = i === 0 ? pool.splice(0, 1)[0] : pool.splice(r.int(0, pool.length - 1), 1)[0];
        const [name, spec, unit, , , rate] = it;
        const qty = unit === '袋' ? r.int(2, 12) : unit === '箱' || unit === 'パック' ? r.int(1, 6) : 1;
        const price = priceOf.get(name);
        rows.push({ day, name, spec, unit, qty, price, amount: qty * price, rate });
      }
      if (r.chance(0.6)) {
        const p = postage;
        rows.push({ day, name: '配送料', spec: 'クール便なし', unit: '回', qty: 1, price: p, amount: p, rate: 10 });
      }
    }
    const t8 = rows.filter((x) => x.rate === 8).reduce((a, x) => a + x.amount, 0);
    const t10 = rows.filter((x) => x.rate === 10).reduce((a, x) => a + x.amount, 0);
    const in8 = Math.floor((t8 * 8) / 108);
    const in10 = Math.floor((t10 * 10) / 110);
    const total = t8 + t10;
    const prevPaid = addDays(endOfMonth(...addMonths([y, m], -1)), r.int(5, 25));
    const prevAmount = Math.round((total * r.range(0.7, 1.3)) / 10) * 10;
    const payId = r.digits(8);
    const payCo = `株式会社${otherStem(r, stem)}ペイメント`;
    const fmt = DATE_FORMATS.dot;
    const brown = r.pick(['#5b3a29', '#2f3e46', '#7a4b2a']);
    // A QR code's look: finder squares in three corners, the rest seeded.
    const cells = [];
    for (let i = 0; i < 21; i++)
      for (let j = 0; j < 21; j++) {
        const finder = (a, b) => i >= a && i < a + 7 && j >= b && j < b + 7;
        const inFinder = finder(0, 0) || finder(0, 14) || finder(14, 0);
        let on;
        if (inFinder) {
          const a = i >= 14 ? 14 : 0;
          const b = j >= 14 ? 14 : 0;
          const di = i - a;
          const dj = j - b;
          on = di === 0 || di === 6 || dj === 0 || dj === 6 || (di >= 2 && di <= 4 && dj >= 2 && dj <= 4);
        } else on = r.chance(0.5);
        if (on) cells.push(`<rect x="${j}" y="${i}" width="1" height="1"/>`);
      }
    const qr = `<svg viewBox="-1 -1 23 23" width="70" height="70" style="background:#fff">${cells.join('')}</svg>`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 8.8px; color: #2b2b2b; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 40px 44px 0; background: #fcfaf6; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .logo { display: flex; align-items: center; gap: 10px; } .logo .c { width: 58px; height: 58px; border-radius: 50%; border: 2.5px solid ${brown}; display: flex; align-items: center; justify-content: center; }
      .logo .c i { width: 20px; height: 28px; background: ${brown}; border-radius: 50%; position: relative; transform: rotate(30deg); } .logo .c i::after { content: ''; position: absolute; left: 9px; top: 3px; width: 2px; height: 22px; background: #fcfaf6; border-radius: 2px; }
      .logo .b { font-family: 'Liberation Serif', 'Noto Serif CJK JP'; font-size: 17px; letter-spacing: .14em; color: ${brown}; line-height: 1.15; } .logo .b small { display: block; font-size: 8.6px; letter-spacing: .4em; }
      .rt { text-align: right; } .rt h1 { margin: 0; font-family: 'Liberation Serif', 'Noto Serif CJK JP'; font-size: 26px; letter-spacing: .18em; color: ${brown}; font-weight: 400; } .rt h1 small { font-family: 'Noto Sans CJK JP'; font-size: 11px; letter-spacing: .3em; margin-left: 6px; }
      .rt table { margin: 6px 0 0 auto; } .rt td { padding: 1px 0 1px 12px; text-align: left; }
      .to { margin-top: 20px; display: flex; justify-content: space-between; align-items: flex-end; } .to .n { font-size: 14px; font-weight: 700; border-bottom: 1px solid #333; padding: 0 30px 2px 0; }
      .to .dl { font-size: 8.2px; color: #555; text-align: right; }
      .amt { margin-top: 14px; display: flex; align-items: baseline; gap: 24px; background: ${brown}; color: #fff; padding: 6px 16px; border-radius: 4px; } .amt .v { font-size: 20px; font-weight: 700; margin-left: auto; }
      table.t { width: 100%; margin-top: 12px; } .t th { border-bottom: 1.5px solid ${brown}; color: ${brown}; font-weight: 500; padding: 3px 4px; } .t td { border-bottom: 1px solid #e7e1d6; padding: 2.5px 4px; }
      .low { display: flex; justify-content: space-between; gap: 18px; margin-top: 10px; align-items: flex-start; }
      .card { flex: 1; border: 1px solid #cfc6b6; border-radius: 6px; padding: 8px 12px; display: flex; gap: 12px; align-items: center; font-size: 8.2px; line-height: 1.6; }
      .sum { width: 300px; } .sum td { padding: 2px 8px; border-bottom: 1px solid #e7e1d6; } .sum td.i { font-size: 8px; color: #666; } .sum tr.g td { border-top: 2px solid ${brown}; border-bottom: 0; font-weight: 700; font-size: 12px; }
      .bk { margin-top: 12px; font-size: 9.2px; border-top: 1px solid #cfc6b6; border-bottom: 1px solid #cfc6b6; padding: 5px 0; white-space: nowrap; }
      .ft { position: absolute; left: 0; right: 0; bottom: 0; height: 66px; background: ${brown}; color: #f5efe6; padding: 12px 44px; font-size: 8.4px; line-height: 1.7; } .ft b { font-size: 10.5px; margin-right: 10px; }`;
    const page = `<div class="wrap"><div class="hd"><div class="logo"><div class="c"><i></i></div><div class="b">${brand}<small>COFFEE ROASTERS</small></div></div>
        <div class="rt"><h1>INVOICE<small>請求書</small></h1><table><tr><td>No.</td><td>${d.no}</td></tr><tr><td>発行日</td><td>${fmt(d.issue)}</td></tr><tr><td>お支払期限</td><td>${fmt(d.due)}</td></tr></table></div></div>
      <div class="to"><div><span class="n">${buyer}　御中</span></div><div class="dl">納品先：${cafe}<br>${cafeAddr}</div></div>
      <div style="margin-top:10px">いつもありがとうございます。${m}月分のお取引につきまして、下記のとおりご請求申し上げます。</div>
      <div class="amt"><span>ご請求金額（税込）</span><span class="v">¥${yen(total)}</span></div>
      <table class="t"><tr><th style="width:44px">納品日</th><th style="text-align:left">品名</th><th style="width:70px;text-align:left">規格</th><th style="width:40px">数量</th><th style="width:70px">単価（税込）</th><th style="width:74px">金額（税込）</th><th style="width:36px">税率</th></tr>
        ${rows.map((x, i) => `<tr><td style="text-align:center">${i && rows[i - 1].day === x.day ? '' : `${m}/${x.day}`}</td><td>${x.name}${x.rate === 8 ? ' ※' : ''}</td><td>${x.spec}</td><td class="num">${x.qty}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td><td style="text-align:center">${x.rate}%</td></tr>`).join('')}</table>
      <div style="margin-top:3px;font-size:8px;color:#666">※印は軽減税率（8%）対象です。価格はすべて税込です。</div>
      <div class="low"><div class="card">${qr}<div><b>クレジットカードでもお支払いいただけます</b><br>QRコードを読み取り、お支払いID <b>${payId}</b> をご入力ください。<br>決済代行：${payCo}<br>（決済に関するお問い合わせ 0120-${r.digits(3)}-${r.digits(3)}）</div></div>
        <table class="sum"><tr><td>8%対象（税込）</td><td class="num">${yen(t8)}</td></tr><tr><td class="i">（内消費税 8%）</td><td class="num i">（${yen(in8)}）</td></tr><tr><td>10%対象（税込）</td><td class="num">${yen(t10)}</td></tr><tr><td class="i">（内消費税 10%）</td><td class="num i">（${yen(in10)}）</td></tr><tr class="g"><td>合計（税込）</td><td class="num">¥${yen(total)}</td></tr></table></div>
      <div style="margin-top:8px;font-size:8.4px">前月ご請求額 ¥${yen(prevAmount)} は ${fmt(prevPaid)} にご入金を確認いたしました。ありがとうございました。</div>
      <div class="bk">お振込先：${d.bank.name} ${d.branch.name} ${TYPE_LABEL[d.type]} ${d.account} ${holder}　※振込手数料はご負担をお願いいたします。</div>
      <div class="ft"><b>${issuer}</b>〒${d.zip} <span class="addr">${d.address}</span>　TEL ${d.tel}<br>登録番号 ${d.reg}　／　焙煎所・ショップ 営業時間 10:00～18:00（火曜定休）　Instagram @${brand.toLowerCase()}_coffee_roasters</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 262 — a marina bills a company that keeps its boat there: the coming quarter's 係留料 in advance with the last month's 陸電 and
// 給油 and any haul-out: a main column with the marina's mark and ご請求書（係留料・ご利用明細）, the buyer 御中 with its 〒 address, the
// ご請求金額, a 艇情報 box (艇名, 艇種, 全長 in feet, 船舶番号, 係留場所, 船舶検査 有効期限), the rows (係留料 for the period, 上下架,
// 船底洗浄, 陸電 by the kWh and ガソリン by the litre with decimals, 清水 無料), 小計 / 消費税 / ご請求金額; and a tinted sidebar at the
// right holding 請求日 and 伝票No. (dates written 2026年（令和8年）3月20日), the company's block (〒 address, TEL / FAX, 営業時間, 登録番号,
// the 夜間・荒天時 緊急連絡先 mobile) and the お振込先.
const MARINA_PLACES = [
  ['251-0035', '神奈川県藤沢市片瀬海岸', '0466', '神奈川'],
  ['240-0112', '神奈川県三浦郡葉山町堀内', '046', '神奈川'],
  ['238-0243', '神奈川県三浦市三崎町', '046', '神奈川'],
  ['279-0011', '千葉県浦安市美浜', '047', '千葉'],
  ['662-0934', '兵庫県西宮市西宮浜', '0798', '兵庫'],
  ['413-0012', '静岡県熱海市東海岸町', '0557', '静岡'],
  ['810-0065', '福岡県福岡市中央区地行浜', '092', '福岡'],
];
const MARINA_TRADES = [
  ['マリン', 'マリン'],
  ['マリーナ', 'マリーナ'],
  ['マリンサービス', 'マリンサービス'],
  ['ヨットハーバー', 'ヨットハーバー'],
];
const MARINA_BRANDS = ['サンセットベイ', 'シーサイド', 'ブルーコーブ', 'オーシャンゲート', 'ベイサイド'];
const BOAT_NAMES = ['SEA BREEZE', 'AQUA WIND Ⅱ', 'はやて', 'BLUE HORIZON', '翔洋丸', 'SEAGULL', 'ORCA'];
LAYOUTS.push({
  id: 'L262-marina-keiryu',
  split: 'dev',
  title:
    "marina's ご請求書（係留料・ご利用明細）to a company keeping its boat there: main column with the marina's mark, buyer 御中, the ご請求金額, a 艇情報 box (艇名, 艇種, 全長 ft, 船舶番号, 係留場所, 船検 有効期限), rows (係留料 for the coming quarter in advance, 上下架, 船底洗浄, 陸電 kWh and ガソリン L with decimals, 清水 無料), 小計 / 消費税 / ご請求金額; a tinted sidebar at the right with 請求日 / 伝票No. (2026年（令和8年）3月20日), the company's block (〒 address, TEL / FAX, 営業時間, 登録番号, 緊急連絡先 mobile) and the お振込先",
  exercises:
    "a marina company (株式会社…マリン / …マリーナ株式会社 / 株式会社…ヨットハーバー) running a marina under a brand (サンセットベイ MARINA, set with its mark at the top — never the issuer_name; the company in the sidebar is, as L68) bills a company that keeps its boat there (株式会社…商事 / …建設株式会社 御中, its 〒 address — none of the fields): ご請求書（係留料・ご利用明細）; ご請求金額（税込）— total_amount; a 艇情報 box: 艇名, 艇種, 全長 (28ft), 船舶番号 (281-12345神奈川), 係留場所 (海上係留 C-12 / 陸上保管 ラック 8), 船舶検査 有効期限 — none of the fields; the rows: 係留料 for the coming quarter, paid in advance (ご利用期間 …4月1日～…6月30日 — none of the dates), its 月額 the feet × a rate, by the 月; 上下架料, 船底洗浄 sometimes; 陸電使用料 (last month's kWh with a decimal × 単価 with a decimal) and 給油 ガソリン (litres with a decimal × 単価 with a decimal), each 金額 rounded down as printed; 清水 at 0 (無料); 小計 / 消費税（10%）/ ご請求金額 — total_amount; a tinted SIDEBAR at the RIGHT: 請求日 and 伝票No. (dates printed 2026年（令和8年）3月20日, 西暦 with 和暦 in brackets — issue_date; お支払期限 likewise — due_date, before the period starts), then the company's block (〒 address, TEL / FAX, 営業時間 and 定休日, 登録番号 — the issuer's fields; the 夜間・荒天時 緊急連絡先 mobile — never the issuer_phone), then the お振込先 (bank, branch, 種別, number, holder ｶ)… / …(ｶ as printed)",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    const [stem] = setCompanyWithKana(d, r, MARINA_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    netOrdinary(d);
    const [zip, town, area, prefShort] = r.pick(MARINA_PLACES);
    d.zip = zip;
    d.address = `${town}${r.int(1, 4)}-${r.int(1, 30)}${r.chance(0.4) ? ' マリーナ管理棟2F' : ''}`;
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const issuer = r.chance(0.7) ? d.issuerName : spelled(d, 'circled');
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const brand = r.pick(MARINA_BRANDS);
    const emergency = mobile(r);
    const bs = otherStem(r, stem);
    d.buyerName = r.pick([`株式会社${bs}商事`, `${bs}建設株式会社`, `株式会社${bs}不動産`, `${bs}工業株式会社`]);
    const boat = r.pick(BOAT_NAMES);
    const sail = r.chance(0.35);
    const feet = r.int(24, 42);
    const regNo = `${r.int(200, 299)}-${r.digits(5)}${prefShort}`;
    const berth = r.chance(0.7) ? `海上係留 ${r.pick(['A', 'B', 'C', 'D'])}-${r.int(1, 30)}` : `陸上保管 ラック ${r.int(1, 40)}`;
    const [y, m] = d.issue;
    // Billed in the last month of a quarter for the next one, due before it starts.
    const qm = [3, 6, 9, 12].find((x) => x >= m);
    d.issue = [y, qm, r.int(15, 24)];
    d.due = endOfMonth(y, qm);
    const p0 = addMonths([y, qm], 1);
    const p1 = endOfMonth(...addMonths([y, qm], 3));
    const used = addMonths([y, qm], -1);
    d.no = r.chance(0.5) ? `M${String(y).slice(2)}${pad2(qm)}-${r.digits(3)}` : `${r.int(10, 99)}${r.digits(4)}`;
    const inspection = [y + r.int(1, 5), r.int(1, 12), r.int(1, 28)];
    const perFt = r.pick([2200, 2500, 2800, 3200, 3600]);
    const monthly = feet * perFt;
    const rows = [
      {
        name: `係留料（${p0[0]}年${p0[1]}月～${p1[1]}月分・前払い）`,
        sub: `${feet}ft × ${yen(perFt)}円／月`,
        qty: '3',
        unit: 'ヶ月',
        price: yen(monthly),
        amount: monthly * 3,
      },
    ];
    if (r.chance(0.5)) {
      const p = feet * r.pick([500, 600, 700]);
      rows.push({ name: '上下架料（船底点検）', sub: '', qty: '1', unit: '回', price: yen(p), amount: p });
      if (r.chance(0.6)) {
        const c = feet * r.pick([400, 500]);
        rows.push({ name: '船底洗浄（高圧洗浄）', sub: '', qty: '1', unit: '式', price: yen(c), amount: c });
      }
    }
    const kwh = r.int(150, 2400) / 10;
    const kwhPrice = r.pick([38.5, 41.2, 45.6, 52.8]);
    rows.push({
      name: `陸電使用料（${used[1]}月分）`,
      sub: '',
      qty: kwh.toFixed(1),
      unit: 'kWh',
      price: kwhPrice.toFixed(1),
      amount: Math.floor(kwh * kwhPrice + 1e-9),
    });
    if (!sail || r.chance(0.4)) {
      const lit = r.int(300, 3200) / 10;
      const lp = r.int(1850, 2290) / 10;
      rows.push({
        name: `給油 ガソリン（レギュラー）${used[1]}/${r.int(1, 28)}`,
        sub: '',
        qty: lit.toFixed(1),
        unit: 'L',
        price: lp.toFixed(1),
        amount: Math.floor(lit * lp + 1e-9),
      });
    }
    rows.push({ name: '清水（給水）', sub: '', qty: '―', unit: '', price: '無料', amount: 0 });
    const sub = rows.reduce((a, x) => a + x.amount, 0);
    const tax = Math.floor(sub / 10);
    const total = sub + tax;
    const both = ([yy, mm, dd]) => `${yy}年（令和${reiwa(yy)}年）${mm}月${dd}日`;
    const jp = ([yy, mm, dd]) => `${yy}年${mm}月${dd}日`;
    const sea = r.pick(['#0c4a6e', '#134e4a', '#1e3a8a']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 8.8px; color: #1f2933; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; display: flex; }
      .main { flex: 1; padding: 36px 26px 0 40px; }
      .mk { display: flex; align-items: center; gap: 10px; } .mk .w { width: 44px; height: 44px; border-radius: 50%; background: ${sea}; position: relative; overflow: hidden; }
      .mk .w::before { content: ''; position: absolute; left: 12px; top: 8px; border-left: 14px solid transparent; border-bottom: 20px solid #fff; } .mk .w::after { content: ''; position: absolute; left: -6px; right: -6px; bottom: 6px; height: 6px; border-top: 3px solid #7dd3fc; border-radius: 50%; }
      .mk .b { font-size: 15px; font-weight: 700; color: ${sea}; letter-spacing: .08em; line-height: 1.2; } .mk .b small { display: block; font-size: 8.4px; letter-spacing: .5em; }
      h1 { margin: 18px 0 0; font-size: 19px; letter-spacing: .2em; } h1 small { font-size: 10.5px; letter-spacing: .05em; margin-left: 6px; font-weight: 500; }
      .to { margin-top: 14px; font-size: 9.4px; line-height: 1.6; } .to .n { font-size: 14px; font-weight: 700; border-bottom: 1.5px solid #222; display: inline-block; padding: 0 28px 2px 0; margin-top: 3px; }
      .amt { margin-top: 14px; display: flex; border: 2px solid ${sea}; } .amt .l { background: ${sea}; color: #fff; padding: 6px 12px; font-size: 10.5px; } .amt .v { flex: 1; text-align: right; padding: 2px 14px; font-size: 19px; font-weight: 700; }
      table.bt { width: 100%; margin-top: 12px; font-size: 8.6px; } .bt td { border: 1px solid #b6c2cc; padding: 3px 6px; } .bt td.l { background: #eef4f8; width: 74px; }
      table.t { width: 100%; margin-top: 12px; font-size: 8.6px; } .t th { border-top: 1.5px solid ${sea}; border-bottom: 1px solid ${sea}; font-weight: 500; padding: 3px 2px; } .t td { border-bottom: 1px solid #e2e8f0; padding: 3px 4px; } .t .sub { font-size: 7.6px; color: #64748b; }
      .sum { width: 250px; margin: 8px 0 0 auto; } .sum td { padding: 2px 8px; border-bottom: 1px solid #e2e8f0; } .sum tr.g td { font-weight: 700; font-size: 12px; border-top: 2px solid ${sea}; }
      .nt { margin-top: 14px; font-size: 8.2px; color: #475569; line-height: 1.7; }
      .side { width: 218px; flex: none; background: ${sea}12; border-left: 3px solid ${sea}; padding: 40px 16px 0; font-size: 8.6px; line-height: 1.7; }
      .side .blk { margin-bottom: 16px; } .side .h { font-size: 8px; color: ${sea}; font-weight: 700; border-bottom: 1px solid ${sea}55; margin-bottom: 3px; letter-spacing: .1em; }
      .side .n { font-size: 12.5px; font-weight: 700; }`;
    const page = `<div class="wrap"><div class="main"><div class="mk"><div class="w"></div><div class="b">${brand}<small>MARINA</small></div></div>
        <h1>ご請求書<small>（係留料・ご利用明細）</small></h1>
        <div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><div class="n">${d.buyerName}　御中</div></div>
        <div style="margin-top:10px">平素より当マリーナをご利用いただき誠にありがとうございます。下記のとおりご請求申し上げます。</div>
        <div class="amt"><span class="l">ご請求金額（税込）</span><span class="v">¥${yen(total)}</span></div>
        <table class="bt"><tr><td class="l">艇名</td><td>${boat}</td><td class="l">艇種</td><td>${sail ? 'セーリングクルーザー' : 'モーターボート'}</td></tr>
          <tr><td class="l">全長</td><td>${feet}ft</td><td class="l">船舶番号</td><td>${regNo}</td></tr>
          <tr><td class="l">係留場所</td><td>${berth}</td><td class="l">船舶検査 有効期限</td><td>${jp(inspection)}</td></tr>
          <tr><td class="l">ご利用期間</td><td colspan="3">${jp([...p0, 1])}～${jp(p1)}（係留料）</td></tr></table>
        <table class="t"><tr><th style="text-align:left">項目</th><th style="width:52px">数量</th><th style="width:32px">単位</th><th style="width:64px">単価</th><th style="width:80px">金額</th></tr>
          ${rows.map((x) => `<tr><td>${x.name}${x.sub ? `<br><span class="sub">${x.sub}</span>` : ''}</td><td class="num">${x.qty}</td><td style="text-align:center">${x.unit}</td><td class="num">${x.price}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
        <table class="sum"><tr><td>小計</td><td class="num">${yen(sub)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(tax)}</td></tr><tr class="g"><td>ご請求金額</td><td class="num">¥${yen(total)}</td></tr></table>
        <div class="nt">※係留料は四半期ごとの前払いとなっております。お支払期限までにお振込みください。<br>※陸電・給油は前月のご利用分です。金額は円未満を切り捨てております。<br>※出港・帰港の際は出入港届を管理棟までご提出ください。</div></div>
      <div class="side"><div class="blk"><div class="h">請求日</div>${both(d.issue)}<div class="h" style="margin-top:6px">伝票No.</div>${d.no}<div class="h" style="margin-top:6px">お支払期限</div>${both(d.due)}</div>
        <div class="blk"><div class="h">発行者</div><div class="n">${issuer}</div>${brand} MARINA<br>〒${d.zip}<br>${d.address.replace(/ (.+)$/, '<br>$1')}<br>TEL ${d.tel}<br>FAX ${d.fax}<br>営業時間 8:30～17:00（水曜定休）<br>登録番号<br>${d.reg}</div>
        <div class="blk"><div class="h">夜間・荒天時 緊急連絡先</div>${emergency}</div>
        <div class="blk"><div class="h">お振込先</div>${d.bank.name}<br>${d.branch.name}<br>${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義<br>${holder}</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});
