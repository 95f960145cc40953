// Invoice corpus layouts L29–L34: each pushed onto core.mjs's LAYOUTS, in order.
import {
  BRANCHES,
  DATE_FORMATS,
  FORMS,
  GIVEN,
  LAYOUTS,
  MAIN_BANKS,
  MAIN_PRINTED,
  ODD_BRANCHES,
  PLACES,
  STEMS,
  SURNAMES,
  TYPE_LABEL,
  YAGO_WORDS,
  addDays,
  endOfMonth,
  holderPrinted,
  iso,
  pad2,
  reiwa,
  rowsOf,
  spelled,
  summarize,
  yen,
} from './core.mjs';
import { withholding } from './layouts-013-018.mjs';
import { billedMonth, chome, itemsFrom, kakuin, landline, shuffle, zen } from './layouts-019-028.mjs';

// ---- 29–34: written blind as the third round's fresh set, measured once at its end (ADR 0025), now dev.

/** A company in a given trade (stem + trade, a form from `forms`), its holder kana to match. */
const setCorp = (d, r, trades, forms = FORMS) => {
  const [stem, stemKana] = r.pick(STEMS);
  const [trade, tradeKana] = r.pick(trades);
  const [form, abbrev] = r.pick(forms);
  d.corpBody = stem + trade;
  d.form = form;
  d.formBefore = form === '株式会社' ? r.chance(0.6) : r.chance(0.5);
  d.issuerName = d.formBefore ? form + d.corpBody : d.corpBody + form;
  d.holderBase = d.formBefore ? `${abbrev}）${stemKana}${tradeKana}` : `${stemKana}${tradeKana}（${abbrev}`;
};
/** The company form abbreviated: (株)/㈱/（株）, (有)/㈲/（有）; 合同会社 stays spelled out. */
const FORM_MARKS = { 株式会社: ['(株)', '㈱', '（株）'], 有限会社: ['(有)', '㈲', '（有）'] };
const abbreviated = (d, k) => {
  const mark = FORM_MARKS[d.form]?.[k];
  if (!mark) return d.issuerName;
  return d.formBefore ? mark + d.corpBody : d.corpBody + mark;
};
const katakana = (s) => s.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
/** A second account at another main bank, for invoices that offer two. */
const secondAccount = (r, d) => {
  const b = r.pick(MAIN_BANKS.filter((x) => x.code !== '9900' && x.code !== d.bank.code));
  const name = ODD_BRANCHES[b.code] ? r.pick(ODD_BRANCHES[b.code]) : r.pick(BRANCHES);
  return { bank: MAIN_PRINTED[b.code], branch: name, type: r.chance(0.7) ? 2 : 1, account: r.digits(7) };
};
/** The building on a line of its own under the street address, as long addresses are set in narrow blocks. */
const twoLineAddr = (a) => `<span class="addr">${a.replace(' ', '</span><br><span class="addr">')}</span>`;
const mail = (r) =>
  `${r.pick(['info', 'billing', 'keiri', 'office', 'contact'])}@${r.pick(['example.co.jp', 'example.jp', 'example.com'])}`;

// 29 — a cloud invoicing service's PDF with the usual blocks mirrored: the issuer top-left under the title, the buyer
// top-right over a small 請求日 / 請求書番号 / お支払期限 table, 振込先 as one line of the 備考.
LAYOUTS.push({
  id: 'L29-cloud-mirror',
  split: 'dev',
  title: 'cloud invoicing service PDF, issuer top-left and buyer top-right',
  exercises:
    'cloud-service invoice with the blocks mirrored: issuer (担当, e-mail, 角印) top-left under the title, buyer 御中 top-right over a small 請求日 / 請求書番号 / お支払期限 table, ご請求金額 at the left end of a full-width bar and its value at the far right, 税率 column and 10%/8% 内訳, 振込先 as one line of the 備考 text (branch with or without 店番), net banks, a company or a sole proprietor (屋号 over the name)',
  opts: (r, inst) => ({ sole: inst === 2, bank: inst === 0 ? 'other' : 'main' }),
  render(d, r) {
    const fmt = DATE_FORMATS[r.pick(['slash', 'seireki', 'slashLoose'])];
    const holder = holderPrinted(d, r.pick(['half', 'full', 'half-big']));
    const issuer = spelled(d, r.pick(['full', 'paren', 'full']));
    const s = d.sum;
    const contact = d.sole ? '' : `担当：${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}　`;
    const showBranchCode = r.chance(0.5);
    const subject = r.pick([
      `${d.items[0].name}${d.items.length > 1 ? ' 他' : ''}`,
      `${billedMonth(d.issue)[1]}月分 ご利用料金`,
      `${billedMonth(d.issue)[1]}月度 業務委託料`,
    ]);
    const pay = r.pick([
      `お振込先：${d.bank.name} ${d.branch.name}${showBranchCode ? `（店番 ${d.branch.code}）` : ''} ${TYPE_LABEL[d.type]} ${d.account} ${holder}`,
      `振込先 ${d.bank.name}／${d.branch.name}${showBranchCode ? `（${d.branch.code}）` : ''}／${TYPE_LABEL[d.type]}預金／${d.account}／${holder}`,
      `【お振込先】${d.bank.name} ${d.branch.name}${showBranchCode ? `(支店番号${d.branch.code})` : ''} ${TYPE_LABEL[d.type]} ${d.account} 口座名義：${holder}`,
    ]);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 11px; color: #333; }
      .wrap { padding: 44px 52px; } .top { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { font-size: 24px; font-weight: 500; margin: 0 0 14px; letter-spacing: .3em; color: #1e6b52; }
      .from { position: relative; line-height: 1.65; width: 330px; } .from b { font-size: 14px; }
      .to { width: 320px; } .to .n { font-size: 16px; border-bottom: 2px solid #1e6b52; padding-bottom: 3px; white-space: nowrap; }
      .meta { margin-top: 12px; width: 100%; } .meta th, .meta td { border: 1px solid #b9d3c8; padding: 4px 8px; font-weight: normal; text-align: left; }
      .meta th { background: #eef5f1; width: 100px; }
      .subj { margin-top: 20px; } .subj span { color: #888; margin-right: 14px; }
      .bar { margin-top: 10px; display: flex; justify-content: space-between; align-items: baseline; background: #eef5f1; border-top: 2px solid #1e6b52; padding: 8px 14px; }
      .bar .l { font-size: 13px; } .bar .v { font-size: 22px; font-weight: bold; }
      .items { width: 100%; margin-top: 16px; } .items th { background: #1e6b52; color: #fff; font-weight: normal; padding: 5px; }
      .items td { border-bottom: 1px solid #dde5e1; padding: 5px 6px; }
      .low { display: flex; justify-content: space-between; margin-top: 12px; }
      .low table td, .low table th { padding: 3px 10px; font-weight: normal; border-bottom: 1px solid #dde5e1; text-align: left; }
      .low caption { text-align: left; color: #888; }
      .memo { margin-top: 26px; } .memo .l { color: #1e6b52; font-weight: bold; border-bottom: 1px solid #1e6b52; margin-bottom: 4px; }
      .memo .b { line-height: 1.8; white-space: nowrap; }`;
    const page = `<div class="wrap"><div class="top">
        <div><h1>請求書</h1><div class="from"><b>${issuer}</b>${d.sole ? `<br>${d.person}` : ''}<br>〒${d.zip}<br>${twoLineAddr(d.address)}<br>TEL ${d.tel}<br>登録番号 ${d.reg}<br>${contact}${mail(r)}
          ${kakuin(d, 'left: 210px; top: -6px;')}</div></div>
        <div class="to"><div class="n">${d.buyerName} 御中</div>
          <table class="meta"><tr><th>請求日</th><td>${fmt(d.issue)}</td></tr><tr><th>請求書番号</th><td>${d.no}</td></tr><tr><th>お支払期限</th><td>${fmt(d.due)}</td></tr></table></div></div>
      <div class="subj"><span>件名</span>${subject}</div>
      <div style="margin-top:4px">下記のとおりご請求申し上げます。</div>
      <div class="bar"><span class="l">ご請求金額（税込）</span><span class="v">¥${yen(s.total)}</span></div>
      <table class="items"><tr><th style="text-align:left">摘要</th><th class="num">数量</th><th>単位</th><th class="num">単価</th><th class="num">税率</th><th class="num">金額</th></tr>
        ${rowsOf(d.items, [[(it) => it.name], [(it) => it.qty, 'num'], [(it) => it.unit], [(it) => yen(it.price), 'num'], [(it) => `${it.rate}%${it.rate === 8 ? '※' : ''}`, 'num'], [(it) => yen(it.amount), 'num']])}</table>
      <div class="low"><table><caption>内訳</caption>
          ${[10, 8]
            .filter((k) => s.by[k])
            .map(
              (k) =>
                `<tr><th>${k}%対象</th><td class="num">¥${yen(s.by[k].base)}</td><th>消費税</th><td class="num">¥${yen(s.by[k].tax)}</td></tr>`,
            )
            .join('')}</table>
        <table><tr><th>小計</th><td class="num">¥${yen(s.subtotal)}</td></tr><tr><th>消費税</th><td class="num">¥${yen(s.tax)}</td></tr>
          <tr><th><b>合計</b></th><td class="num"><b>¥${yen(s.total)}</b></td></tr></table></div>
      ${s.mixed ? '<div style="font-size:10px;margin-top:4px">※は軽減税率対象です。</div>' : ''}
      <div class="memo"><div class="l">備考</div><div class="b">${pay}<br>お手数ですが、振込手数料は貴社にてご負担ください。</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, showBranchCode } };
  },
});

// 30 — a 運送会社's monthly 御請求書: 20日締め, a wide table of shipments, the 前回/入金/繰越/今回/消費税/今回御請求額 row at
// the bottom, 支払期日 翌月末日 with its date, sometimes two accounts to choose from.
const CARRIER_TRADES = [
  ['運輸', 'ウンユ'],
  ['運送', 'ウンソウ'],
  ['物流', 'ブツリュウ'],
  ['ロジスティクス', 'ロジスティクス'],
  ['急送', 'キュウソウ'],
];
const DEPOTS = ['江東区', '大田区', '戸田市', '市川市', '川崎市', '厚木市', '柏市', 'さいたま市岩槻区'];
const DESTS = [
  '千代田区',
  '渋谷区',
  '横浜市港北区',
  'さいたま市大宮区',
  '千葉市美浜区',
  '八王子市',
  '船橋市',
  '春日部市',
  '藤沢市',
  '太田市',
  '小山市',
  '宇都宮市',
  '静岡市清水区',
  '甲府市',
  '水戸市',
  '高崎市',
];
LAYOUTS.push({
  id: 'L30-unso-monthly',
  split: 'dev',
  title: "運送会社's monthly 御請求書 with a table of shipments",
  exercises:
    "運送会社's monthly 御請求書: 20日締め with the period, a wide 日付/伝票番号/発地/着地/個数/運賃/摘要 table (12-digit 伝票番号, チャーター 車), 前回御請求額/御入金額/繰越金額/今回御買上額/消費税/今回御請求額 row at the bottom (the amount to pay is 今回御請求額, 繰越 included), 支払期日 翌月末日 with the date, 荷主コード, 有限会社/㈱, 当座 or 普通, sometimes two 振込先 ①② (the first is expected)",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'main' : 'other', checking: r.chance(0.5) }),
  render(d, r) {
    setCorp(d, r, CARRIER_TRADES, [...FORMS, ['有限会社', 'ユ']]);
    const closing = [d.issue[0], d.issue[1], 20];
    d.issue = addDays(closing, r.int(0, 6));
    d.no = r.chance(0.5) ? `${String(closing[0]).slice(2)}${pad2(closing[1])}-${r.digits(4)}` : `S${r.digits(6)}`;
    const next = addDays(endOfMonth(closing[0], closing[1]), 1);
    d.due = endOfMonth(next[0], next[1]);
    const from = addDays(closing, -30).slice(0, 2).concat(21);
    const fmt = DATE_FORMATS[r.pick(['seirekiPad', 'seireki', 'wareki'])];
    const depot = r.pick(DEPOTS);
    const n = r.int(12, 18);
    const days = Array.from({ length: n }, () => addDays(from, r.int(0, 29)))
      .filter((x) => iso(x) <= iso(closing))
      .sort((a, b) => (iso(a) < iso(b) ? -1 : 1));
    d.items = days.map((day) => {
      const charter = r.chance(0.2);
      const qty = charter ? 1 : r.int(1, 40);
      const amount = charter ? r.int(18, 55) * 1000 : Math.round((800 + qty * r.int(120, 420)) / 10) * 10;
      return {
        day: `${pad2(day[1])}/${pad2(day[2])}`,
        slip: `${r.digits(4)}-${r.digits(4)}-${r.digits(4)}`,
        from: depot,
        to: r.pick(DESTS),
        qty: charter ? `${r.pick(['2t', '4t'])}車` : `${qty}個`,
        note: charter ? 'チャーター' : r.pick(['', '', '', '時間指定', '再配達', '代引']),
        name: '運賃',
        amount,
        rate: 10,
      };
    });
    d.sum = summarize(d.items);
    const s = d.sum;
    const prev = r.int(80, 900) * 1000 + r.int(0, 99) * 10;
    const paid = r.chance(0.65) ? prev : prev - r.int(1, 60) * 1000;
    const carry = prev - paid;
    const total = carry + s.total;
    const holder = holderPrinted(d, r.pick(['full', 'big', 'half-big']));
    const issuer = r.chance(0.5) ? abbreviated(d, 1) : d.issuerName;
    const buyLabel = r.pick(['今回御買上額', '今回運賃額', '今回御取引額']);
    const two = r.chance(0.6) ? secondAccount(r, d) : null;
    const acct = (b, br, t, a) => `${b}　${br}　${TYPE_LABEL[t]}預金　${a}`;
    const bank = two
      ? `お振込先（下記いずれかの口座へお願いいたします）<br>① ${acct(d.bank.name, d.branch.name, d.type, d.account)}<br>② ${acct(two.bank, two.branch, two.type, two.account)}<br>口座名義　${holder}`
      : `お振込先　${acct(d.bank.name, d.branch.name, d.type, d.account)}<br>口座名義　${holder}`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 11.5px; }
      .wrap { padding: 40px 46px; } h1 { text-align: center; font-size: 24px; letter-spacing: .6em; margin: 0 0 12px; font-weight: 600; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; line-height: 1.65; }
      .buyer { font-size: 17px; border-bottom: 1px solid #333; padding-right: 40px; margin: 4px 0 6px; white-space: nowrap; }
      .from { position: relative; width: 300px; } .from b { font-size: 15px; }
      .terms { margin-top: 10px; } .terms td { border: 1px solid #666; padding: 3px 10px; } .terms td:nth-child(odd) { background: #eee; }
      .ship { width: 100%; margin-top: 12px; } .ship th { background: #e4e9ef; border: 1px solid #667; font-weight: normal; padding: 3px; }
      .ship td { border: 1px solid #99a; padding: 2px 5px; height: 19px; } .ship .c { text-align: center; }
      .st { width: 100%; margin-top: 14px; } .st th, .st td { border: 1px solid #333; text-align: center; font-weight: normal; padding: 4px; }
      .st th { background: #e4e9ef; font-size: 11px; } .st td { font-size: 14px; } .st .g { font-weight: bold; font-size: 16px; background: #fdf2d0; }
      .bank { margin-top: 14px; line-height: 1.8; border: 1px solid #666; padding: 6px 12px; }`;
    const page = `<div class="wrap"><h1>御請求書</h1>
      <div class="hd"><div>〒${d.buyerZip} ${d.buyerAddress}<div class="buyer">${d.buyerName}　御中</div>荷主コード ${r.digits(6)}
          <table class="terms"><tr><td>請求締日</td><td>${fmt(closing)}（20日締め）</td></tr>
            <tr><td>対象期間</td><td>${from[1]}月21日〜${closing[1]}月20日</td></tr>
            <tr><td>お支払期日</td><td>翌月末日（${fmt(d.due)}）</td></tr></table></div>
        <div><div style="text-align:right">請求書No. ${d.no}<br>発行日 ${fmt(d.issue)}</div>
          <div class="from"><b>${issuer}</b><br>〒${d.zip}<br>${twoLineAddr(d.address)}<br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}
            ${kakuin(d, 'left: -78px; top: 22px;')}</div></div></div>
      <table class="ship"><tr><th style="width:46px">日付</th><th>伝票番号</th><th>発地</th><th>着地</th><th style="width:50px">個数</th><th style="width:80px">運賃</th><th style="width:80px">摘要</th></tr>
        ${rowsOf(d.items, [[(it) => it.day, 'c'], [(it) => it.slip, 'c'], [(it) => it.from], [(it) => it.to], [(it) => it.qty, 'num'], [(it) => yen(it.amount), 'num'], [(it) => it.note]])}
        <tr><td colspan="5" class="c">計　${d.items.length}件</td><td class="num">${yen(s.subtotal)}</td><td></td></tr></table>
      <table class="st"><tr><th>前回御請求額</th><th>御入金額</th><th>繰越金額</th><th>${buyLabel}</th><th>消費税(10%)</th><th>今回御請求額</th></tr>
        <tr><td>${yen(prev)}</td><td>${yen(paid)}</td><td>${yen(carry)}</td><td>${yen(s.subtotal)}</td><td>${yen(s.tax)}</td><td class="g">${yen(total)}</td></tr></table>
      <div class="bank">${bank}</div>
      <div style="font-size:10.5px;margin-top:6px">※ご入金の確認は${closing[1]}月20日までの分です。行き違いの際はご容赦ください。振込手数料は貴社にてご負担願います。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 31 — a freelance designer's 請求書 typed in a word processor: a letter (拝啓 … 敬具, 記 … 以上), numbered paragraphs,
// amounts with 円 and no ¥, 源泉所得税 deducted, 令和 dates often in full-width digits, holder with the 屋号.
const DESIGN_ITEMS = [
  ['ロゴデザイン制作', '式', 50000, 200000],
  ['名刺デザイン', '式', 10000, 30000],
  ['会社案内パンフレット デザイン（A4・8P）', '式', 120000, 300000],
  ['Webバナー制作', '点', 5000, 20000],
  ['イラスト制作', '点', 8000, 40000],
  ['チラシデザイン（A4両面）', '式', 30000, 80000],
  ['修正対応（追加分）', '時間', 4000, 8000],
  ['パッケージデザイン', '式', 80000, 250000],
];
LAYOUTS.push({
  id: 'L31-designer-letter',
  split: 'dev',
  title: "freelance designer's 請求書 typed as a letter",
  exercises:
    "個人事業主 designer's word-processor 請求書 as a letter: 拝啓…敬具, 記 … 以上 with numbered paragraphs (１．件名 ２．ご請求金額 ３．内訳 ４．お支払期限 ５．お振込先), amounts with 円 and no ¥, 源泉所得税（10.21%） deducted with △/－/▲ (total = 差引ご請求金額), 令和 dates often in full-width digits, 屋号 over the personal name with a mobile or landline and e-mail, holder in full-width katakana with the 屋号, ゆうちょ 記号番号 or a bank",
  opts: (r, inst) => ({ sole: true, rates: '10', bank: inst === 0 ? 'yucho' : inst === 1 ? 'main' : r.pick(['main', 'other']) }),
  render(d, r) {
    const [sn] = d.person.split(' ');
    const [snk] = d.holderBase.split(' ');
    if (r.chance(0.5)) {
      d.yago = `${sn}デザイン事務所`;
      d.yagoKana = `${snk}デザインジムショ`;
    } else {
      const head = r.pick(['アトリエ', 'スタジオ', 'デザインオフィス']);
      const word = r.pick(YAGO_WORDS);
      d.yago = `${head}${word}`;
      d.yagoKana = katakana(d.yago);
    }
    d.issuerName = d.yago;
    d.items = itemsFrom(r, DESIGN_ITEMS, r.int(1, 4), (unit) => (unit === '式' ? 1 : unit === '点' ? r.int(2, 8) : r.int(2, 10)));
    d.sum = summarize(d.items);
    const s = d.sum;
    const gensen = withholding(s.subtotal);
    const total = s.total - gensen;
    const z = r.chance(0.6) ? zen : (x) => x;
    const date = (x) => z(DATE_FORMATS.wareki(x));
    const minus = r.pick(['△', '－', '▲']);
    const holder = holderPrinted({ holderBase: `${d.yagoKana} ${d.holderBase}` }, r.pick(['full', 'big'])).replace(/ /g, '　');
    const honor = r.chance(0.5) ? `${d.buyerName}<br>　経理ご担当者 様` : `${d.buyerName}　御中`;
    const subject = d.items.length > 1 ? `${d.items[0].name} ほか` : d.items[0].name;
    const bank = d.yucho
      ? `ゆうちょ銀行　記号 ${z(d.yucho.symbol)}　番号 ${z(d.yucho.number)}<br>（他の金融機関から）${d.branch.name}（${z(d.branch.code)}）　${TYPE_LABEL[d.type]}預金　${z(d.account)}`
      : `${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　口座番号 ${z(d.account)}`;
    const phone = /^0[789]0/.test(d.tel) ? `携帯：${z(d.tel)}` : `TEL：${z(d.tel)}`;
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 13.5px; line-height: 1.75; }
      .wrap { padding: 60px 76px; } .r { text-align: right; } .c { text-align: center; }
      .to { font-size: 15.5px; margin-top: 8px; } .from { margin: 6px 0 0 auto; display: table; min-width: 300px; white-space: nowrap; font-size: 12.5px; line-height: 1.6; }
      .from .y { font-size: 15px; }
      h1 { text-align: center; font-size: 22px; letter-spacing: 1em; font-weight: normal; margin: 16px 0 12px; }
      p { margin: 0; text-indent: 1em; }
      .ki { text-align: center; margin: 10px 0 6px; }
      .sec { margin: 2px 0; } .sec .k { display: inline-block; width: 130px; vertical-align: top; } .sec .v { display: inline-block; }
      .items { margin: 4px 0 4px 2em; width: 560px; font-size: 12.5px; } .items th, .items td { border: 1px solid #444; padding: 2px 8px; font-weight: normal; }
      .ind { margin-left: 2em; }`;
    const page = `<div class="wrap"><div class="r">${date(d.issue)}<br>請求番号　${z(d.no)}</div>
      <div class="to">${honor}</div>
      <div class="from"><span class="y">${d.yago}</span><br>${d.person}<br>〒${z(d.zip)}<br>${z(d.address)}<br>${phone}<br>${mail(r)}<br>登録番号　${z(d.reg)}</div>
      <h1>請求書</h1>
      <p>拝啓　時下ますますご清栄のこととお慶び申し上げます。平素は格別のお引き立てを賜り、厚く御礼申し上げます。</p>
      <p>さて、このたびご依頼いただきました業務につきまして、下記のとおりご請求申し上げます。お手数ではございますが、${date(d.due)}までに下記口座へお振込みくださいますようお願い申し上げます。</p>
      <div class="r">敬具</div>
      <div class="ki">記</div>
      <div class="sec"><span class="k">１．件名</span>${subject}</div>
      <div class="sec"><span class="k">２．ご請求金額</span><b>金${yen(total)}円</b>（源泉所得税控除後）</div>
      <div class="sec"><span class="k">３．内訳</span></div>
      <table class="items"><tr><th>内容</th><th>数量</th><th>単価</th><th>金額</th></tr>
        ${rowsOf(d.items, [[(it) => it.name], [(it) => `${it.qty}${it.unit}`, 'num'], [(it) => `${yen(it.price)}円`, 'num'], [(it) => `${yen(it.amount)}円`, 'num']])}
        <tr><td colspan="3">小計（税抜）</td><td class="num">${yen(s.subtotal)}円</td></tr>
        <tr><td colspan="3">消費税（10%）</td><td class="num">${yen(s.tax)}円</td></tr>
        <tr><td colspan="3">源泉所得税（10.21%）</td><td class="num">${minus}${yen(gensen)}円</td></tr>
        <tr><td colspan="3">差引ご請求金額</td><td class="num">${yen(total)}円</td></tr></table>
      <div class="sec"><span class="k">４．お支払期限</span>${date(d.due)}</div>
      <div class="sec"><span class="k">５．お振込先</span><span class="v">${bank}<br>口座名義　${holder}</span></div>
      <div class="sec ind" style="font-size:12px">※恐れ入りますが、振込手数料はご負担くださいますようお願いいたします。</div>
      <div class="r">以上</div></div>`;
    return { pages: [page], css, printed: { holder, total } };
  },
});

// 32 — a parts maker's bilingual INVOICE / 請求書: Invoice No., Date, Due Date, Amount Due / ご請求金額, 品番 and unit
// prices with decimals, the bank as a two-column label|value table.
const PARTS = [
  ['精密シャフト', 'SH', 80, 900],
  ['ブッシュ', 'BU', 15, 120],
  ['ブラケット', 'BR', 60, 480],
  ['六角ボルト M8×30', 'HB', 8, 40],
  ['アルミプレート', 'AP', 200, 1800],
  ['樹脂ギア', 'GR', 30, 260],
  ['スペーサー', 'SP', 5, 60],
  ['治具製作', 'JG', 30000, 150000],
  ['金型修理', 'MR', 20000, 120000],
];
const MAKER_TRADES = [
  ['製作所', 'セイサクショ'],
  ['精機', 'セイキ'],
  ['工業', 'コウギョウ'],
  ['精工', 'セイコウ'],
  ['金属工業', 'キンゾクコウギョウ'],
];
LAYOUTS.push({
  id: 'L32-parts-bilingual',
  split: 'dev',
  title: "parts maker's bilingual INVOICE / 請求書",
  exercises:
    '製造業 parts INVOICE / 請求書 with English/Japanese labels (Invoice No. / 請求書番号, Date / 請求日, Due Date / お支払期日, Payment Terms 月末締め翌月末払い, Amount Due / ご請求金額), slash dates 2026/11/30, (株)/㈱/(有) issuer, 品番 and 注文番号 per line, unit prices with decimals (@12.35), the 振込先 as a two-column 銀行名 Bank | 支店名 Branch | 口座種別 | 口座番号 | 口座名義 table, sometimes with 銀行コード/支店コード rows',
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, MAKER_TRADES, [...FORMS.slice(0, 4), ['有限会社', 'ユ']]);
    landline(d);
    const terms = r.pick(['月末締め翌月末払い', '月末締め翌々月10日払い']);
    const [y, m] = d.issue;
    d.issue = endOfMonth(y, m);
    d.no = r.chance(0.6) ? `INV-${String(y).slice(2)}${pad2(m)}-${r.digits(3)}` : `${r.pick(['S', 'U'])}${r.digits(7)}`;
    const n1 = addDays(d.issue, 1);
    d.due = terms.includes('翌々月') ? [...addDays(endOfMonth(n1[0], n1[1]), 1).slice(0, 2), 10] : endOfMonth(n1[0], n1[1]);
    const fmt = DATE_FORMATS.slash;
    d.items = shuffle(r, PARTS)
      .slice(0, r.int(3, 7))
      .map(([name, code, lo, hi]) => {
        const lot = hi >= 20000;
        const cents = lot ? r.int(lo / 1000, hi / 1000) * 100000 : r.int(lo * 20, hi * 20) * 5;
        const qty = lot ? 1 : r.int(1, 30) * 100;
        return {
          name,
          partNo: `${code}-${r.int(1000, 9999)}-${pad2(r.int(1, 20))}`,
          po: `PO${d.issue[0] % 100}${pad2(m)}${r.digits(3)}`,
          unit: lot ? '式' : 'pcs',
          qty,
          cents,
          amount: Math.floor((qty * cents) / 100),
          rate: 10,
        };
      });
    d.sum = summarize(d.items);
    const s = d.sum;
    const price = (it) => (it.unit === '式' ? yen(it.cents / 100) : `${yen(Math.floor(it.cents / 100))}.${pad2(it.cents % 100)}`);
    const issuer = abbreviated(d, r.pick([0, 0, 1]));
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full']));
    const codes = r.chance(0.4);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 11.5px; color: #222; }
      .wrap { padding: 42px 50px; } .top { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 3px solid #2b3a55; padding-bottom: 10px; }
      .ttl { font-size: 34px; font-weight: 700; letter-spacing: .08em; color: #2b3a55; line-height: 1; } .ttl small { display: block; font-size: 15px; letter-spacing: .6em; margin-top: 6px; font-weight: normal; }
      .meta td { padding: 2px 0 2px 14px; } .meta td:first-child { color: #666; }
      .two { display: flex; justify-content: space-between; margin-top: 16px; }
      .lbl { color: #666; font-size: 10.5px; } .bill { font-size: 16px; border-bottom: 1px solid #222; padding-right: 30px; white-space: nowrap; }
      .from { line-height: 1.6; position: relative; width: 300px; } .from b { font-size: 14px; }
      .due { margin-top: 16px; display: inline-flex; border: 2px solid #2b3a55; } .due div { padding: 6px 14px; } .due .l { background: #2b3a55; color: #fff; }
      .due .v { font-size: 20px; font-weight: bold; min-width: 200px; text-align: right; }
      .items { width: 100%; margin-top: 18px; } .items th { background: #e8ecf3; border: 1px solid #99a3b8; font-weight: normal; padding: 4px; font-size: 10.5px; line-height: 1.3; }
      .items td { border: 1px solid #c3c9d6; padding: 4px 5px; }
      .sum { margin: 8px 0 0 auto; } .sum th, .sum td { border: 1px solid #99a3b8; padding: 3px 10px; font-weight: normal; text-align: left; } .sum th { background: #e8ecf3; }
      .sum .g td, .sum .g th { font-weight: bold; font-size: 14px; }
      .bank { margin-top: 22px; width: 420px; } .bank caption { text-align: left; font-weight: bold; color: #2b3a55; padding-bottom: 3px; }
      .bank th, .bank td { border: 1px solid #99a3b8; padding: 4px 10px; font-weight: normal; text-align: left; } .bank th { background: #e8ecf3; width: 170px; }`;
    const page = `<div class="wrap"><div class="top"><div class="ttl">INVOICE<small>請求書</small></div>
        <table class="meta"><tr><td>Invoice No. / 請求書番号</td><td>${d.no}</td></tr><tr><td>Date / 請求日</td><td>${fmt(d.issue)}</td></tr>
          <tr><td>Due Date / お支払期日</td><td>${fmt(d.due)}</td></tr><tr><td>Payment Terms / 支払条件</td><td>${terms}</td></tr></table></div>
      <div class="two"><div><div class="lbl">Bill To / ご請求先</div><div class="bill">${d.buyerName}　御中</div>
          <div style="margin-top:4px">〒${d.buyerZip} ${d.buyerAddress}</div>
          <div class="due"><div class="l">Amount Due<br>ご請求金額</div><div class="v">¥${yen(s.total)}</div></div></div>
        <div class="from"><div class="lbl">From / 発行元</div><b>${issuer}</b><br>〒${d.zip}<br>${twoLineAddr(d.address)}<br>TEL ${d.tel}　FAX ${d.fax}<br>Registration No. / 登録番号 ${d.reg}
          ${kakuin(d, 'right: 0; top: -8px;')}</div></div>
      <table class="items"><tr><th>No.</th><th>Part No.<br>品番</th><th>Description<br>品名</th><th>Order No.<br>注文番号</th><th>Qty<br>数量</th><th>Unit Price<br>単価</th><th>Amount<br>金額</th></tr>
        ${rowsOf(
          d.items.map((it, i) => ({ ...it, i: i + 1 })),
          [
            [(it) => it.i, 'num'],
            [(it) => it.partNo],
            [(it) => it.name],
            [(it) => it.po],
            [(it) => `${yen(it.qty)} ${it.unit}`, 'num'],
            [(it) => price(it), 'num'],
            [(it) => yen(it.amount), 'num'],
          ],
        )}</table>
      <table class="sum"><tr><th>Subtotal / 小計</th><td class="num">¥${yen(s.subtotal)}</td></tr><tr><th>Consumption Tax (10%) / 消費税</th><td class="num">¥${yen(s.tax)}</td></tr>
        <tr class="g"><th>Total / 合計</th><td class="num">¥${yen(s.total)}</td></tr></table>
      <table class="bank"><caption>Bank Account / お振込先</caption>
        <tr><th>銀行名 Bank</th><td>${d.bank.name}</td></tr>${codes ? `<tr><th>銀行コード Bank Code</th><td>${d.bank.code}</td></tr>` : ''}
        <tr><th>支店名 Branch</th><td>${d.branch.name}</td></tr>${codes ? `<tr><th>支店コード Branch Code</th><td>${d.branch.code}</td></tr>` : ''}
        <tr><th>口座種別 Account Type</th><td>${TYPE_LABEL[d.type]}</td></tr><tr><th>口座番号 Account No.</th><td>${d.account}</td></tr>
        <tr><th>口座名義 Account Name</th><td>${holder}</td></tr></table>
      <div style="margin-top:10px;font-size:10.5px;color:#555">Remarks / 備考：振込手数料は貴社ご負担にてお願いいたします。Bank charges are to be borne by the remitter.</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, showBankCode: codes, showBranchCode: codes } };
  },
});

// 33 — a 不動産管理会社's monthly rent 請求書: 物件名, 賃料/共益費/駐車場 with 非課税 lines, 消費税 on part only, 毎月27日 with
// this month's date, a 当座 account.
const ESTATE_TRADES = [
  ['不動産', 'フドウサン'],
  ['地所', 'ジショ'],
  ['不動産管理', 'フドウサンカンリ'],
  ['エステート', 'エステート'],
  ['ハウジング', 'ハウジング'],
];
LAYOUTS.push({
  id: 'L33-rent-management',
  split: 'dev',
  title: "不動産管理会社's monthly rent 請求書",
  exercises:
    "不動産管理会社's rent 請求書 for next month (翌月分): 物件名/所在地/契約番号/入居者, 賃料・共益費 非課税 beside a taxable 駐車場使用料 (消費税 on part only) or an office's all-taxable rent, 課税/非課税 column and 課税対象額/非課税額 totals, お振込期限 毎月27日 with this month's date, 宅建業免許 number, 当座預金 mostly, 西暦 or 令和",
  opts: (r, inst) => ({ bank: inst === 1 ? 'main' : r.pick(['main', 'other']), checking: inst !== 2 || r.chance(0.5) }),
  render(d, r) {
    setCorp(d, r, ESTATE_TRADES);
    landline(d);
    const [y, m] = d.issue;
    d.issue = [y, m, r.pick([1, 5, 10, 15, 20])];
    d.due = [y, m, 27];
    const [ny, nm] = addDays(endOfMonth(y, m), 1);
    d.no = r.chance(0.6) ? `${ny}${pad2(nm)}-${r.digits(4)}` : d.no;
    const fmt = DATE_FORMATS[r.pick(['seireki', 'wareki', 'seirekiPad'])];
    const monthLabel = fmt === DATE_FORMATS.wareki ? `令和${reiwa(ny)}年${nm}月分` : `${ny}年${nm}月分`;
    const office = r.chance(0.35);
    const [stem] = r.pick(STEMS);
    const room = office ? `${r.int(2, 9)}F` : `${r.int(1, 8)}0${r.int(1, 9)}号室`;
    const property = office
      ? `${stem}ビル ${room}`
      : `${r.pick(['', 'パーク', 'グラン'])}${stem}${r.pick(['ハイツ', 'マンション', 'レジデンス', 'コーポ'])} ${room}`;
    const place = r.pick(PLACES);
    const lines = office
      ? [
          ['賃料', r.int(150, 800) * 1000, 10],
          ['共益費', r.int(15, 80) * 1000, 10],
          ...(r.chance(0.6) ? [['駐車場使用料（1台）', r.int(15, 40) * 1000, 10]] : []),
          ...(r.chance(0.5) ? [['看板使用料', r.int(3, 10) * 1000, 10]] : []),
        ]
      : [
          ['賃料', r.int(60, 180) * 1000, 0],
          [r.pick(['共益費', '管理費']), r.int(3, 15) * 1000, 0],
          ['駐車場使用料（1台）', r.int(8, 35) * 1000, 10],
          ...(r.chance(0.4) ? [['駐輪場使用料', r.int(2, 5) * 100, 10]] : []),
          ...(r.chance(0.4) ? [['町内会費', r.pick([300, 500, 800]), -1]] : []),
        ];
    const taxable = lines.filter((l) => l[2] === 10).map(([name, amount]) => ({ name, amount, rate: 10 }));
    d.items = taxable;
    d.sum = summarize(taxable);
    const s = d.sum;
    const nontax = lines.filter((l) => l[2] !== 10).reduce((t, l) => t + l[1], 0);
    const total = s.total + nontax;
    const kind = (rate) => (rate === 10 ? '課税（10%）' : rate === 0 ? '非課税' : '不課税');
    const address = r.chance(0.4) ? chome(d.address) : d.address;
    const issuer = spelled(d, r.pick(['full', 'full', 'circled']));
    const holder = holderPrinted(d, r.pick(['full', 'big', 'half']));
    const license = `${r.chance(0.3) ? '国土交通大臣' : `${d.address.match(/^(東京都|大阪府|京都府|北海道|.+?県)/)[1]}知事`}（${r.int(1, 12)}）第${r.int(1000, 99999)}号`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 12.5px; line-height: 1.6; }
      .wrap { padding: 50px 60px; } h1 { font-size: 24px; margin: 0 0 16px; text-align: center; letter-spacing: .4em; font-weight: 500; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .buyer { font-size: 18px; border-bottom: 1px solid #333; padding-right: 30px; white-space: nowrap; }
      .hd > div:first-child { flex: 1; min-width: 0; padding-right: 18px; }
      .from { position: relative; width: 330px; font-size: 12px; } .from b { font-size: 15px; }
      .prop { width: 100%; margin-top: 16px; } .prop th, .prop td { border: 1px solid #777; padding: 4px 10px; font-weight: normal; text-align: left; } .prop th { background: #f1efe8; width: 110px; }
      .amt { margin-top: 16px; display: flex; gap: 40px; align-items: baseline; } .amt .v { font-size: 22px; font-weight: bold; border-bottom: 3px double #333; padding: 0 10px; }
      .items { width: 100%; margin-top: 14px; } .items th, .items td { border: 1px solid #777; padding: 4px 10px; font-weight: normal; } .items th { background: #f1efe8; }
      .pay { margin-top: 20px; border: 1px solid #777; padding: 8px 14px; line-height: 1.9; }`;
    const page = `<div class="wrap"><h1>請求書</h1>
      <div class="hd"><div><div class="buyer">${d.buyerName}　御中</div>
          <p>平素は格別のご高配を賜り、誠にありがとうございます。<br>${monthLabel}の賃料等を下記のとおりご請求申し上げます。</p></div>
        <div><div style="text-align:right">請求日　${fmt(d.issue)}<br>請求No.　${d.no}</div>
          <div class="from"><b>${issuer}</b><br>〒${d.zip}<br>${twoLineAddr(address)}<br>TEL ${d.tel}　FAX ${d.fax}<br>宅地建物取引業 ${license}<br>登録番号 ${d.reg}
            ${kakuin(d, 'right: -6px; top: -2px;')}</div></div></div>
      <table class="prop"><tr><th>物件名</th><td>${property}</td><th>契約番号</th><td>${r.pick(['K', 'C'])}-${r.digits(6)}</td></tr>
        <tr><th>所在地</th><td colspan="3">${place[1]}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}</td></tr>
        <tr><th>${office ? '用途' : '入居者'}</th><td colspan="3">${office ? '事務所' : `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]} 様（社宅）`}</td></tr></table>
      <div class="amt"><span>ご請求金額</span><span class="v">¥${yen(total)}</span><span>お振込期限　毎月27日（今回：${fmt(d.due)}）</span></div>
      <table class="items"><tr><th>項目</th><th>対象期間</th><th>課税区分</th><th>金額</th></tr>
        ${lines.map(([name, amount, rate]) => `<tr><td>${name}</td><td>${monthLabel}</td><td>${kind(rate)}</td><td class="num">${yen(amount)}</td></tr>`).join('')}
        <tr><td colspan="3">課税対象額（10%）</td><td class="num">${yen(s.subtotal)}</td></tr>
        <tr><td colspan="3">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr>
        ${nontax ? `<tr><td colspan="3">${lines.some((l) => l[2] < 0) ? '非課税・不課税額' : '非課税額'}</td><td class="num">${yen(nontax)}</td></tr>` : ''}
        <tr><td colspan="3"><b>合計</b></td><td class="num"><b>${yen(total)}</b></td></tr></table>
      <div class="pay">【お振込先】${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}</div>
      <p style="font-size:11.5px">※賃料等は前月27日までにお振込みください（前払い）。振込手数料はご負担願います。${office ? '' : `<br>※住宅の賃料・${lines[1][0]}は非課税です。${lines.some((l) => l[2] < 0) ? '町内会費は不課税です。' : ''}`}</p></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, address } };
  },
});

// 34 — an 広告代理店's 御請求書: the title stacked vertically in a band down the left, 件名, a 出精値引き line with a △/−
// amount, 合計 after the discount, the payee boxed at the bottom right with 金融機関コード/支店コード.
const AD_ITEMS = [
  ['リスティング広告 媒体費', '式', 100000, 800000],
  ['SNS広告 媒体費', '式', 50000, 500000],
  ['広告運用代行手数料', '式', 30000, 150000],
  ['バナー制作費', '点', 10000, 40000],
  ['LP制作費', '式', 200000, 600000],
  ['新聞折込チラシ 印刷・折込費', '部', 8, 15],
  ['駅貼りポスター 掲出料（B0・1週）', '枚', 20000, 60000],
  ['撮影費（スチール）', '式', 80000, 250000],
  ['コピーライティング', '式', 30000, 120000],
];
const AD_TRADES = [
  ['広告', 'コウコク'],
  ['エージェンシー', 'エージェンシー'],
  ['企画', 'キカク'],
  ['コミュニケーションズ', 'コミュニケーションズ'],
  ['メディア', 'メディア'],
];
LAYOUTS.push({
  id: 'L34-ad-agency',
  split: 'dev',
  title: "広告代理店's 御請求書 with a vertical title band",
  exercises:
    '広告代理店 御請求書: 御請求書 stacked vertically in a band down the left edge, 件名 (campaign), 出精値引き line with △/▲/− amount, 小計 after the discount, 消費税, 合計 with its label at the left of a wide table and the value at the right, payee boxed at the bottom right with 金融機関コード and 支店コード printed, 角印 stamped over the end of a long company name (as etiquette has it), 部/枚/点 units, 株式会社/㈱/(株), 西暦 or 令和, half-width holder',
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, AD_TRADES);
    landline(d);
    const items = itemsFrom(r, AD_ITEMS, r.int(3, 5), (unit) =>
      unit === '部' ? r.int(10, 80) * 1000 : unit === '点' ? r.int(2, 10) : unit === '枚' ? r.int(1, 5) : 1,
    );
    const gross = items.reduce((t, it) => t + it.amount, 0);
    const off = gross % 10000 && r.chance(0.5) ? gross % 10000 : r.int(1, 10) * 5000;
    items.push({ name: '出精値引き', unit: '式', qty: 1, price: -off, amount: -off, rate: 10 });
    d.items = items;
    d.sum = summarize(items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['seireki', 'wareki', 'slash'])];
    const sign = r.pick(['△', '▲', '−']);
    const money = (n) => (n < 0 ? `${sign}${yen(-n)}` : yen(n));
    const issuer = spelled(d, r.pick(['full', 'circled', 'paren']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big']));
    const [, bm] = billedMonth(d.issue);
    const subject = r.pick([
      `${bm}月度 Web広告運用`,
      `${r.pick(['春', '夏', '秋', '冬', '新春', '決算'])}キャンペーン 広告制作・出稿`,
      `新商品プロモーション（${bm}月実施分）`,
    ]);
    const topBox = r.chance(0.5);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 12px; line-height: 1.6; }
      .band { position: absolute; left: 0; top: 0; bottom: 0; width: 96px; background: #7a1f2b; color: #fff; }
      .band .t { position: absolute; left: 22px; top: 70px; writing-mode: vertical-rl; font-size: 36px; letter-spacing: .7em; font-family: 'Noto Serif CJK JP'; }
      .band .e { position: absolute; left: 38px; bottom: 60px; writing-mode: vertical-rl; font-size: 11px; letter-spacing: .3em; opacity: .8; }
      .main { position: absolute; left: 136px; right: 54px; top: 54px; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .buyer { font-size: 18px; border-bottom: 1px solid #333; padding-right: 30px; white-space: nowrap; margin-top: 6px; display: inline-block; }
      .hd > div:first-child { flex: 1; min-width: 0; }
      .from { position: relative; min-width: 250px; flex: none; margin-top: 10px; font-size: 11.5px; line-height: 1.6; } .from b { font-size: 15px; }
      .subj { margin-top: 16px; font-size: 14px; } .subj span { border: 1px solid #7a1f2b; color: #7a1f2b; padding: 0 8px; margin-right: 10px; font-size: 12px; }
      .box { margin-top: 12px; display: inline-block; border-bottom: 2px solid #7a1f2b; font-size: 18px; padding: 0 10px 2px 0; }
      .items { width: 100%; margin-top: 16px; } .items th { border-top: 2px solid #7a1f2b; border-bottom: 1px solid #7a1f2b; font-weight: normal; padding: 5px; }
      .items td { border-bottom: 1px solid #ddd; padding: 5px 6px; } .items .t td { border-bottom: none; } .items .g td { border-top: 2px solid #7a1f2b; border-bottom: 2px solid #7a1f2b; font-size: 16px; font-weight: bold; }
      .payee { position: absolute; right: 54px; bottom: 60px; width: 360px; border: 2px solid #7a1f2b; padding: 8px 14px; line-height: 1.8; font-size: 11.5px; }
      .payee .l { color: #7a1f2b; font-weight: bold; border-bottom: 1px solid #7a1f2b; margin-bottom: 2px; }
      .note { position: absolute; left: 136px; bottom: 64px; width: 260px; font-size: 11.5px; line-height: 1.8; }`;
    const page = `<div class="band"><div class="t">御請求書</div><div class="e">INVOICE</div></div>
      <div class="main"><div style="text-align:right">請求日：${fmt(d.issue)}<br>請求番号：${d.no}</div>
        <div class="buyer">${d.buyerName}　御中</div>
        <div class="hd"><div><div style="margin-top:10px">下記のとおりご請求申し上げます。</div>
            <div class="subj"><span>件名</span>${subject}</div>
            ${topBox ? `<div class="box">ご請求金額　¥${yen(s.total)}（税込）</div>` : ''}</div>
          <div class="from"><b>${issuer}</b><br>〒${d.zip}<br>${twoLineAddr(d.address)}<br>TEL：${d.tel}<br>登録番号：${d.reg}
            ${kakuin(d, 'right: -4px; top: -32px; opacity: .7;')}</div></div>
        <table class="items"><tr><th style="text-align:left">品目</th><th class="num">数量</th><th>単位</th><th class="num">単価</th><th class="num">金額</th></tr>
          ${rowsOf(items, [[(it) => it.name], [(it) => yen(it.qty), 'num'], [(it) => it.unit], [(it) => money(it.price), 'num'], [(it) => money(it.amount), 'num']])}
          <tr class="t"><td colspan="4">小計（値引後・税抜）</td><td class="num">${yen(s.subtotal)}</td></tr>
          <tr class="t"><td colspan="4">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr>
          <tr class="g"><td colspan="4">合計</td><td class="num">¥${yen(s.total)}</td></tr></table></div>
      <div class="note">お支払期限：${fmt(d.due)}<br>上記期限までに右記口座へお振込みください。<br>※振込手数料は貴社にてご負担願います。</div>
      <div class="payee"><div class="l">お振込先</div>
        金融機関：${d.bank.name}（金融機関コード ${d.bank.code}）<br>支店：${d.branch.name}（支店コード ${d.branch.code}）<br>
        預金種目：${TYPE_LABEL[d.type]}　口座番号：${d.account}<br>口座名義：${holder}</div>`;
    return { pages: [page], css, printed: { issuer, holder, showBankCode: true, showBranchCode: true } };
  },
});

export { abbreviated, mail, secondAccount, setCorp };
