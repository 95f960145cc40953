// Invoice corpus layouts L19–L28: each pushed onto core.mjs's LAYOUTS, in order.
import {
  DATE_FORMATS,
  GIVEN,
  ITEMS10,
  ITEMS8,
  KANJI_DIGITS,
  LAYOUTS,
  STEMS,
  SURNAMES,
  TYPE_LABEL,
  addDays,
  endOfMonth,
  holderPrinted,
  reiwa,
  rowsOf,
  spelled,
  summarize,
  yen,
  yuchoToBankAccount,
} from './core.mjs';
import { withholding } from './layouts-013-018.mjs';

// ---- layouts 19–28: more sources of real invoices (all dev; 25–28 were the second round's fresh set) --

/** Full-width digits, Latin letters and hyphens, as typed into an Excel or Word template (NFKC undoes it). */
const zen = (s) =>
  String(s)
    .replace(/[0-9A-Za-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))
    .replace(/-/g, '－');
/** The month an invoice issued on `date` bills: its own from the 25th, else the one before. */
const billedMonth = ([y, m, d]) => (d >= 25 ? [y, m] : addDays([y, m, 1], -1).slice(0, 2));
const weekday = ([y, m, d]) => '日月火水木金土'[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
/** 丸の内1-2-3 → 丸の内1丁目2番3号 (the building kept after it): issuer_address is then that, as printed. */
const chome = (address) => address.replace(/(\d+)-(\d+)-(\d+)/, '$1丁目$2番$3号');
const FORM_KANA = { 株式会社: 'カブシキガイシャ', 有限会社: 'ユウゲンガイシャ', 合同会社: 'ゴウドウガイシャ' };
/** A company's holder with its form spelled out (カブシキガイシャ ヤマダショウジ) rather than カ）. */
const holderFormSpelled = (d, style) => {
  const kana = d.holderBase.replace(/^.）|（.$/, '');
  return holderPrinted({ holderBase: d.formBefore ? `${FORM_KANA[d.form]} ${kana}` : `${kana} ${FORM_KANA[d.form]}` }, style);
};
/** A sole proprietor trading as surname + trade (山田工務店): the 屋号 is the issuer_name. */
const setYago = (d, trade) => {
  d.yago = `${d.person.split(' ')[0]}${trade}`;
  d.issuerName = d.yago;
};
/** Offices and shops print a landline: a mobile number becomes the one just before the FAX. */
const landline = (d) => {
  if (/^0[789]0/.test(d.tel)) d.tel = d.fax.replace(/\d$/, (x) => String((Number(x) + 9) % 10));
};
const shuffle = (r, xs) => {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
};
/** n distinct items from a pool of [name, unit, lo, hi, rate = 10], prices rounded as makeData rounds them. */
const itemsFrom = (r, pool, n, qtyOf = (unit, hi) => (unit === '式' ? 1 : hi < 5000 ? r.int(2, 30) : r.int(1, 6))) =>
  shuffle(r, pool)
    .slice(0, n)
    .map(([name, unit, lo, hi, rate = 10]) => {
      const step = hi > 20000 ? 1000 : hi > 1000 ? 10 : 1;
      const price = Math.max(lo, Math.round(r.int(lo, hi) / step) * step);
      const qty = qtyOf(unit, hi);
      return { name, unit, qty, price, amount: qty * price, rate };
    });
/** A 角印 / 職印 whose characters sit in columns of three (right to left), as carved seals do. */
const kakuin = (d, style) => {
  const text = `${(d.corpBody ?? d.person.split(' ')[0]).slice(0, 7)}之印`;
  const per = text.length <= 4 ? 2 : 3;
  const cols = [];
  for (let k = 0; k < text.length; k += per) cols.push(text.slice(k, k + per));
  return `<div class="seal" style="${style}"><div>${cols.join('<br>')}</div></div>`;
};
/** Rows of a ruled template: the items, then blank rows down to `n`. */
const paddedRows = (items, cols, n) =>
  rowsOf(items, cols) +
  Array.from({ length: Math.max(0, n - items.length) }, () => `<tr>${cols.map(() => '<td>&nbsp;</td>').join('')}</tr>`).join('');

// 19 — an Excel 請求書 template: every cell ruled, text typed in full-width, meta as a header row over a value row.
LAYOUTS.push({
  id: 'L19-excel-grid',
  split: 'dev',
  title: 'Excel 請求書 template, ruled cell by cell',
  exercises:
    'Excel-template 請求書 ruled cell by cell: 請求日 / 請求番号 / お支払期限 as a header row with the values in the row below, full-width digits typed in on most (〒, address, TEL, FAX on its own line, 登録番号, 請求番号), ご請求金額 ¥1,234,567- in a ruled box, blank item rows, 税率別 対象額/消費税額 grid, 振込先 as a ruled label|value grid, half-width holder ｶ)…/…(ｶ, 角印 beside the issuer',
  opts: () => ({}),
  render(d, r) {
    const fmt = DATE_FORMATS[r.pick(['seireki', 'seirekiPad', 'slash'])];
    const z = r.chance(0.7) ? zen : (x) => x;
    const holder = holderPrinted(d, r.pick(['half', 'half-big']));
    const issuer = spelled(d, r.pick(['full', 'paren']));
    const s = d.sum;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 12px; }
      .wrap { padding: 40px 50px; }
      .g th, .g td { border: 1px solid #222; padding: 3px 6px; font-weight: normal; } .g th { background: #dde6f0; }
      h1 { text-align: center; font-size: 26px; letter-spacing: .6em; margin: 0 0 14px; border-bottom: 4px double #222; padding-bottom: 4px; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .buyer { font-size: 18px; border-bottom: 1px solid #222; padding: 0 40px 2px 4px; margin-top: 6px; white-space: nowrap; }
      .meta td { text-align: center; min-width: 110px; }
      .mid { display: flex; justify-content: flex-end; margin-top: 4px; }
      .box th { font-size: 14px; padding: 8px 12px; } .box td { font-size: 22px; font-weight: bold; padding: 6px 18px; min-width: 200px; text-align: right; }
      .from { position: relative; line-height: 1.6; font-size: 12px; white-space: nowrap; } .from b { font-size: 15px; }
      .items { width: 100%; margin-top: 14px; } .items td { height: 16px; }
      .low { display: flex; justify-content: space-between; margin-top: 10px; }
      .bank { width: 100%; margin-top: 14px; } .bank th { width: 90px; }
      .memo { width: 100%; margin-top: 10px; } .memo td { height: 38px; vertical-align: top; }`;
    const cols = [
      [(it) => it.i],
      [(it) => `${it.name}${it.rate === 8 ? ' ※' : ''}`],
      [(it) => it.qty, 'num'],
      [(it) => it.unit],
      [(it) => yen(it.price), 'num'],
      [(it) => yen(it.amount), 'num'],
    ];
    const numbered = d.items.map((it, i) => ({ ...it, i: i + 1 }));
    const page = `<div class="wrap"><h1>請求書</h1>
      <div class="top"><div><div class="buyer">${d.buyerName}　御中</div><p>下記のとおりご請求申し上げます。</p></div>
        <table class="g meta"><tr><th>請求日</th><th>請求番号</th><th>お支払期限</th></tr>
          <tr><td>${fmt(d.issue)}</td><td>${z(d.no)}</td><td>${fmt(d.due)}</td></tr></table></div>
      <div class="mid"><div class="from"><b>${issuer}</b><br>〒${z(d.zip)}<br>${z(d.address)}<br>TEL：${z(d.tel)}<br>FAX：${z(d.fax)}<br>登録番号：${z(d.reg)}
        ${kakuin(d, 'left: -84px; top: 2px;')}</div></div>
      <table class="g box"><tr><th>ご請求金額（税込）</th><td>¥${yen(s.total)}-</td></tr></table>
      <table class="g items"><tr><th style="width:30px">No.</th><th>品名</th><th style="width:50px">数量</th><th style="width:40px">単位</th><th style="width:80px">単価</th><th style="width:100px">金額</th></tr>
        ${paddedRows(numbered, cols, 12)}</table>
      <div class="low"><table class="g"><tr><th>税率区分</th><th>対象額（税抜）</th><th>消費税額</th></tr>
          ${[10, 8]
            .filter((k) => s.by[k])
            .map(
              (k) =>
                `<tr><td>${k}%${k === 8 ? '（軽減）' : ''}</td><td class="num">${yen(s.by[k].base)}</td><td class="num">${yen(s.by[k].tax)}</td></tr>`,
            )
            .join('')}</table>
        <table class="g"><tr><th>小計</th><td class="num" style="width:120px">${yen(s.subtotal)}</td></tr><tr><th>消費税</th><td class="num">${yen(s.tax)}</td></tr>
          <tr><th>合計</th><td class="num"><b>${yen(s.total)}</b></td></tr></table></div>
      ${s.mixed ? '<div style="font-size:11px">※は軽減税率（8%）対象です。</div>' : ''}
      <table class="g bank"><tr><th rowspan="3" style="width:40px">振<br>込<br>先</th><th>金融機関名</th><td>${d.bank.name}</td><th>支店名</th><td>${d.branch.name}</td></tr>
        <tr><th>預金種目</th><td>${TYPE_LABEL[d.type]}</td><th>口座番号</th><td>${d.account}</td></tr>
        <tr><th>口座名義</th><td colspan="3">${holder}</td></tr></table>
      <table class="g memo"><tr><th style="width:60px">備考</th><td>お振込手数料は貴社にてご負担くださいますようお願い申し上げます。</td></tr></table></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 20 — a cloud invoicing service's PDF (Misoca / board style): buyer's address block, 件名, a summary bar of cells.
LAYOUTS.push({
  id: 'L20-cloud-summary-bar',
  split: 'dev',
  title: 'cloud invoicing service PDF with a summary bar',
  exercises:
    "cloud-service invoice: the buyer's 〒 and address above its name with 御中, 件名, a summary bar of ruled cells (小計 | 消費税 | ご請求金額 | お支払期限) with the values under their labels, issuer top-right with 担当 and an e-mail, 税率 column 10% / 8%※ and a 税率ごとの内訳 table, slash dates, 振込先 on one line with (支店番号 123), a company or a sole proprietor (屋号 over the personal name), holder full- or half-width",
  opts: (r, inst) => ({ sole: inst === 2 }),
  render(d, r) {
    const fmt = DATE_FORMATS[r.pick(['slash', 'slashLoose'])];
    const holder = holderPrinted(d, r.pick(['half', 'full', 'half-big']));
    const s = d.sum;
    const subject = r.pick([`${d.items[0].name}ほか`, `${d.issue[1]}月分 ご請求`, `${d.issue[1]}月度 業務委託費`]);
    const contact = d.sole ? d.person : `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const mail = `${r.pick(['info', 'billing', 'keiri', 'office'])}@${r.pick(['example.co.jp', 'example.jp', 'example.com'])}`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 11.5px; color: #333; }
      .wrap { padding: 46px 54px; } .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { font-size: 26px; font-weight: 500; margin: 0 0 18px; letter-spacing: .15em; }
      .to { line-height: 1.6; } .to .n { font-size: 17px; border-bottom: 1px solid #2a9d8f; padding-bottom: 2px; margin-top: 4px; white-space: nowrap; }
      .meta td { padding: 1px 0 1px 14px; } .meta td:first-child { color: #777; }
      .from { margin-top: 10px; line-height: 1.6; font-size: 11px; } .from b { font-size: 14px; }
      .subj { margin-top: 16px; } .subj span { color: #777; margin-right: 12px; }
      .bar { width: 100%; margin-top: 14px; } .bar th { background: #2a9d8f; color: #fff; font-weight: normal; padding: 4px; border: 1px solid #2a9d8f; }
      .bar td { border: 1px solid #9cc; text-align: center; font-size: 15px; padding: 6px; } .bar .g { font-size: 19px; font-weight: bold; }
      .items { width: 100%; margin-top: 18px; } .items th { background: #eef6f5; font-weight: normal; padding: 5px; border-bottom: 1px solid #2a9d8f; }
      .items td { border-bottom: 1px solid #dde; padding: 5px 6px; }
      .tot { display: flex; justify-content: flex-end; gap: 24px; margin-top: 12px; } .tot table td, .tot table th { padding: 2px 10px; font-weight: normal; border-bottom: 1px solid #dde; }
      .tot caption { text-align: left; color: #777; }
      .bank { margin-top: 22px; border: 1px solid #9cc; padding: 8px 12px; line-height: 1.8; } .bank .l { color: #2a9d8f; font-weight: bold; }`;
    const page = `<div class="wrap"><h1>請求書</h1>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<div class="n">${d.buyerName} 御中</div></div>
        <div><table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書番号</td><td>${d.no}</td></tr><tr><td>登録番号</td><td>${d.reg}</td></tr></table>
          <div class="from"><b>${d.issuerName}</b>${d.sole ? `<br>${d.person}` : ''}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL：${d.tel}<br>担当：${contact}<br>${mail}</div></div></div>
      <div class="subj"><span>件名</span>${subject}</div><div>下記の通りご請求申し上げます。</div>
      <table class="bar"><tr><th>小計</th><th>消費税</th><th>ご請求金額</th><th>お支払期限</th></tr>
        <tr><td>¥${yen(s.subtotal)}</td><td>¥${yen(s.tax)}</td><td class="g">¥${yen(s.total)}</td><td>${fmt(d.due)}</td></tr></table>
      <table class="items"><tr><th style="text-align:left">摘要</th><th class="num">数量</th><th class="num">単価</th><th class="num">税率</th><th class="num">金額</th></tr>
        ${rowsOf(d.items, [[(it) => it.name], [(it) => `${it.qty} ${it.unit}`, 'num'], [(it) => yen(it.price), 'num'], [(it) => `${it.rate}%${it.rate === 8 ? '※' : ''}`, 'num'], [(it) => yen(it.amount), 'num']])}</table>
      <div class="tot"><table><caption>税率ごとの内訳</caption>
          ${[10, 8]
            .filter((k) => s.by[k])
            .map(
              (k) =>
                `<tr><th>${k}%対象（税抜）</th><td class="num">¥${yen(s.by[k].base)}</td><th>消費税（${k}%）</th><td class="num">¥${yen(s.by[k].tax)}</td></tr>`,
            )
            .join('')}</table>
        <table><tr><th>小計</th><td class="num">¥${yen(s.subtotal)}</td></tr><tr><th>消費税</th><td class="num">¥${yen(s.tax)}</td></tr>
          <tr><th><b>合計</b></th><td class="num"><b>¥${yen(s.total)}</b></td></tr></table></div>
      ${s.mixed ? '<div style="font-size:10.5px;margin-top:4px">※は軽減税率対象</div>' : ''}
      <div class="bank"><span class="l">お振込先</span>　${d.bank.name}　${d.branch.name}（支店番号 ${d.branch.code}）　${TYPE_LABEL[d.type]}預金　${d.account}　口座名義 ${holder}<br>
        <span style="font-size:10.5px">※お振込手数料は貴社にてご負担ください。</span></div></div>`;
    return { pages: [page], css, printed: { holder, showBranchCode: true } };
  },
});

// 21 — 国税庁's 適格請求書 記載例, filled in as a small trader would: "10月分 131,200円（税込）" and a tax-exclusive 合計.
LAYOUTS.push({
  id: 'L21-nta-example',
  split: 'dev',
  title: "国税庁's 適格請求書 記載例",
  exercises:
    "国税庁's 適格請求書 記載例 layout: the amount to pay only as '10月分 131,200円（税込）' near the top, 合計 120,000円（消費税 11,200円） tax-exclusive at the bottom, 10%対象 / 8%対象 lines with 消費税 in parentheses, 日付|品名|金額 with 円 on every line and ※, issuer with (株)/㈱ and 登録番号 at the bottom right, 令和 dates, 電話, ゆうちょ 記号・番号 only (店名/店番 not printed) or another bank",
  opts: (r, inst) => ({ rates: 'mixed', bank: inst === 1 ? 'other' : 'yucho' }),
  render(d, r) {
    const pool8 = ITEMS8.map((it) => [...it, 8]);
    const pool10 = ITEMS10.filter((it) => it[3] <= 60000);
    d.items = shuffle(r, [...itemsFrom(r, pool8, r.int(1, 3)), ...itemsFrom(r, pool10, r.int(2, 4))]);
    d.sum = summarize(d.items);
    const fmt = DATE_FORMATS.wareki;
    const holder = holderPrinted(d, r.pick(['full', 'big', 'half']));
    const issuer = spelled(d, r.pick(['circled', 'paren']));
    const buyer = d.buyerName.replace('株式会社', r.pick(['㈱', '(株)']));
    const s = d.sum;
    const [, bm] = billedMonth(d.issue);
    const dated = d.items.map((it, i) => ({ ...it, day: `${bm}/${1 + i * 4}` }));
    const bank = d.yucho
      ? `ゆうちょ銀行　${r.chance(0.5) ? `記号 ${d.yucho.symbol}　番号 ${d.yucho.number}` : `記号番号 ${d.yucho.symbol}-${d.yucho.number}`}`
      : `${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 14px; }
      .wrap { padding: 60px 80px; } h1 { text-align: center; font-size: 26px; letter-spacing: .4em; margin: 0 0 24px; }
      .hd { display: flex; justify-content: space-between; align-items: flex-end; } .buyer { font-size: 18px; border-bottom: 1px solid #222; padding-right: 30px; }
      .month { font-size: 22px; margin: 26px 0 4px; border-bottom: 2px solid #222; display: inline-block; padding: 0 16px 2px 0; }
      .items { width: 100%; margin-top: 18px; } .items th, .items td { border: 1px solid #444; padding: 5px 8px; font-weight: normal; } .items th { background: #f2f2f2; }
      .sum { margin-top: 4px; width: 100%; } .sum td { border: 1px solid #444; padding: 5px 8px; }
      .bank { margin-top: 26px; line-height: 1.8; }
      .from { position: absolute; right: 80px; bottom: 70px; text-align: right; line-height: 1.6; font-size: 13px; } .from b { font-size: 17px; }`;
    const sumRow = (label, base, tax) =>
      `<tr><td style="width:38%">${label}</td><td class="num">${yen(base)}円</td><td class="num">（消費税 ${yen(tax)}円）</td></tr>`;
    const page = `<div class="wrap"><h1>請求書</h1>
      <div class="hd"><div class="buyer">${buyer}御中</div><div style="text-align:right">${fmt(d.issue)}<br>請求書番号 ${d.no}</div></div>
      <div class="month">${bm}月分　${yen(s.total)}円（税込）</div>
      <div>お支払期限　${fmt(d.due)}</div>
      <table class="items"><tr><th style="width:80px">日付</th><th>品名</th><th style="width:150px">金額</th></tr>
        ${rowsOf(dated, [[(it) => it.day], [(it) => `${it.name}${it.rate === 8 ? ' ※' : ''}`], [(it) => `${yen(it.amount)}円`, 'num']])}</table>
      <table class="sum">${sumRow('合計', s.subtotal, s.tax)}${[10, 8]
        .filter((k) => s.by[k])
        .map((k) => sumRow(`${k}%対象`, s.by[k].base, s.by[k].tax))
        .join('')}</table>
      <div style="font-size:12.5px;margin-top:4px">※印は軽減税率対象商品</div>
      <div class="bank">【お振込先】${bank}<br>口座名義　${holder}</div>
      <div class="from"><b>${issuer}</b><br>〒${d.zip}　<span class="addr">${d.address}</span><br>電話 ${d.tel}<br>登録番号 ${d.reg}</div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 22 — a 士業 office (税理士 / 弁護士 / 社会保険労務士): 報酬, 源泉所得税 deducted, 立替金 added, 差引ご請求額.
const SHIGYO = [
  {
    title: '税理士',
    office: '税理士事務所',
    kana: 'ゼイリシ',
    items: [
      ['顧問報酬（月額）', 'ヶ月', 30000, 80000],
      ['記帳代行報酬', 'ヶ月', 10000, 40000],
      ['決算申告報酬', '式', 150000, 400000],
      ['年末調整報酬', '式', 20000, 60000],
      ['償却資産申告書作成報酬', '式', 10000, 30000],
    ],
  },
  {
    title: '弁護士',
    office: '法律事務所',
    kana: 'ベンゴシ',
    items: [
      ['法律顧問料（月額）', 'ヶ月', 30000, 100000],
      ['着手金', '式', 100000, 300000],
      ['法律相談料', '時間', 10000, 30000],
      ['内容証明郵便作成手数料', '式', 30000, 50000],
    ],
    advance: '収入印紙代・郵便切手代（立替金）',
  },
  {
    title: '社会保険労務士',
    office: '社会保険労務士事務所',
    kana: 'シャカイホケンロウムシ',
    items: [
      ['顧問報酬（月額）', 'ヶ月', 20000, 60000],
      ['給与計算代行', 'ヶ月', 10000, 50000],
      ['労働保険年度更新手続', '式', 20000, 60000],
      ['就業規則変更届作成', '式', 50000, 150000],
    ],
  },
];
LAYOUTS.push({
  id: 'L22-shigyo-gensen',
  split: 'dev',
  title: '税理士・弁護士・社労士 invoice with 源泉徴収',
  exercises:
    '士業 office (税理士事務所 / 法律事務所 / 社会保険労務士事務所 as 屋号, 税理士 山田 太郎 below it, 職印), 報酬額（税抜）/ 消費税 / 源泉所得税 △ / 立替金（非課税） / 差引ご請求額 (the amount to pay, also in a ¥…- box at the top), address in 丁目番地号, 令和 dates, TEL + FAX, holder with the profession (ゼイリシ ヤマダ タロウ) or the name only',
  opts: () => ({ sole: true, rates: '10' }),
  render(d, r) {
    const job = r.pick(SHIGYO);
    setYago(d, job.office);
    landline(d);
    d.items = itemsFrom(r, job.items, r.int(2, 4), (unit) => (unit === '式' ? 1 : unit === '時間' ? r.int(1, 5) : r.int(1, 2)));
    d.sum = summarize(d.items);
    const s = d.sum;
    const gensen = withholding(s.subtotal);
    const advance = job.advance && r.chance(0.7) ? r.int(10, 200) * 100 : 0;
    const total = s.total - gensen + advance;
    const fmt = DATE_FORMATS.wareki;
    const address = chome(d.address);
    const holder = holderPrinted(
      { holderBase: r.chance(0.5) ? `${job.kana} ${d.holderBase}` : d.holderBase },
      r.pick(['full', 'half', 'half-big']),
    );
    const tel = r.pick(['TEL', '電話', '電話番号']);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 13.5px; line-height: 1.7; }
      .wrap { padding: 56px 70px; } h1 { text-align: center; font-size: 26px; font-weight: normal; letter-spacing: .5em; margin: 6px 0 20px; }
      .buyer { font-size: 19px; border-bottom: 1px solid #333; display: inline-block; padding-right: 40px; }
      .two { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 10px; position: relative; }
      .amt th { border: 1px solid #333; background: #f3f3f3; font-weight: normal; padding: 6px 12px; } .amt td { border: 1px solid #333; font-size: 22px; padding: 4px 18px; }
      .from { line-height: 1.6; font-size: 12.5px; text-align: left; } .from b { font-size: 16px; }
      .items { width: 100%; margin-top: 22px; } .items th { border-top: 1px solid #333; border-bottom: 1px solid #333; font-weight: normal; padding: 4px; }
      .items td { border-bottom: 1px dotted #888; padding: 4px 6px; }
      .sums { margin: 12px 0 0 auto; } .sums th { text-align: left; font-weight: normal; padding: 2px 40px 2px 8px; } .sums td { padding: 2px 8px; }
      .sums .g th, .sums .g td { border-top: 1px solid #333; border-bottom: 3px double #333; font-size: 17px; font-weight: bold; }
      .bank { margin-top: 24px; border: 1px solid #555; padding: 8px 16px; }`;
    const page = `<div class="wrap"><div style="text-align:right">${fmt(d.issue)}<br>請求番号 ${d.no}</div>
      <h1>御請求書</h1>
      <div class="buyer">${d.buyerName}　御中</div>
      <div class="two"><div><p>下記のとおり御請求申し上げます。</p>
          <table class="amt"><tr><th>ご請求金額</th><td>¥${yen(total)}-</td></tr></table>
          <div style="margin-top:8px">お支払期限　${fmt(d.due)}</div></div>
        <div class="from"><b>${d.yago}</b><br>${job.title}　${d.person}<br>〒${d.zip}<br><span class="addr">${address}</span><br>${tel} ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}</div>
        ${kakuin(d, 'right: 10px; top: -64px; border-radius: 50%;')}</div>
      <table class="items"><tr><th>摘要</th><th>数量</th><th>単価</th><th>金額</th></tr>
        ${rowsOf(d.items, [[(it) => it.name], [(it) => `${it.qty}${it.unit}`, 'num'], [(it) => yen(it.price), 'num'], [(it) => yen(it.amount), 'num']])}
        ${advance ? `<tr><td>${job.advance}</td><td class="num">1式</td><td class="num">${yen(advance)}</td><td class="num">${yen(advance)}</td></tr>` : ''}</table>
      <table class="sums"><tr><th>報酬額（税抜）</th><td class="num">${yen(s.subtotal)}円</td></tr>
        <tr><th>消費税（10%）</th><td class="num">${yen(s.tax)}円</td></tr>
        <tr><th>源泉所得税（10.21%）</th><td class="num">△${yen(gensen)}円</td></tr>
        ${advance ? `<tr><th>立替金（非課税）</th><td class="num">${yen(advance)}円</td></tr>` : ''}
        <tr class="g"><th>差引ご請求額</th><td class="num">${yen(total)}円</td></tr></table>
      <div style="font-size:12px;text-align:right">（10%対象 ${yen(s.subtotal)}円　消費税 ${yen(s.tax)}円）</div>
      <div class="bank">【お振込先】${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}</div>
      <p style="font-size:12px">※恐れ入りますが、振込手数料はご負担くださいますようお願い申し上げます。</p></div>`;
    return { pages: [page], css, printed: { holder, total, address } };
  },
});

// 23 — a vertical 項目｜内容 table holding everything, the issuer at the bottom right under its 角印.
LAYOUTS.push({
  id: 'L23-kv-table-seal',
  split: 'dev',
  title: 'vertical 項目｜内容 table, issuer at the bottom with a seal',
  exercises:
    'a ruled two-column 項目｜内容 table (請求書番号, 請求日, 件名, ご請求金額（税込）, 内訳, お支払期限, お振込先, 口座名義), dates with the weekday 2025年10月31日（金）, 〒-less postal code, Tel., issuer block at the bottom right under 発行元 with its 角印 over the name, holder with the company form spelled out (カブシキガイシヤ …), ゆうちょ given as 店名 only (〇一八店 普通 1234567, no 記号番号) or a main bank with its codes',
  opts: (r, inst) => ({ bank: inst === 2 ? 'yucho' : 'main' }),
  render(d, r) {
    const [po, pc] = r.pick([
      ['（', '）'],
      ['(', ')'],
    ]);
    const fmt = (date) => `${DATE_FORMATS.seireki(date)}${po}${weekday(date)}${pc}`;
    const holder = d.form in FORM_KANA ? holderFormSpelled(d, r.pick(['full', 'big', 'half-big'])) : holderPrinted(d, 'big');
    const issuer = spelled(d, r.pick(['full', 'wide']));
    const s = d.sum;
    const codes = !d.yucho;
    const bank = d.yucho
      ? `ゆうちょ銀行　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}`
      : `${d.bank.name}（${d.bank.code}）　${d.branch.name}（${d.branch.code}）　${TYPE_LABEL[d.type]}預金　${d.account}`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 13px; line-height: 1.6; }
      .wrap { padding: 50px 64px; } h1 { font-size: 25px; margin: 0 0 16px; text-align: center; letter-spacing: .3em; }
      .buyer { font-size: 18px; border-bottom: 1px solid #333; display: inline-block; padding-right: 30px; }
      .kv { width: 100%; margin-top: 10px; } .kv th, .kv td { border: 1px solid #555; padding: 5px 10px; font-weight: normal; text-align: left; }
      .kv thead th { background: #444; color: #fff; text-align: center; } .kv tbody th { width: 150px; background: #f1f1f1; }
      .items { width: 100%; margin-top: 14px; } .items th { border-bottom: 2px solid #555; font-weight: normal; padding: 3px; } .items td { border-bottom: 1px solid #ccc; padding: 3px 6px; }
      .from { position: absolute; right: 64px; bottom: 56px; width: 330px; line-height: 1.6; font-size: 12.5px; }
      .from .l { border-bottom: 1px solid #333; margin-bottom: 4px; color: #555; } .from b { font-size: 16px; }`;
    const breakdown = [10, 8]
      .filter((k) => s.by[k])
      .map((k) => `${k}%対象 ${yen(s.by[k].base)}円（消費税 ${yen(s.by[k].tax)}円）`)
      .join('<br>');
    const page = `<div class="wrap"><h1>請求書</h1>
      <div class="buyer">${d.buyerName} 御中</div>
      <p>平素より格別のご高配を賜り、厚く御礼申し上げます。下記のとおりご請求申し上げます。</p>
      <table class="kv"><thead><tr><th>項目</th><th>内容</th></tr></thead><tbody>
        <tr><th>請求書番号</th><td>${d.no}</td></tr>
        <tr><th>請求日</th><td>${fmt(d.issue)}</td></tr>
        <tr><th>件名</th><td>${d.items[0].name}${d.items.length > 1 ? ' 他' : ''}</td></tr>
        <tr><th>ご請求金額（税込）</th><td><b style="font-size:17px">${yen(s.total)}円</b></td></tr>
        <tr><th>内訳</th><td>税抜金額 ${yen(s.subtotal)}円　消費税額 ${yen(s.tax)}円<br>${breakdown}</td></tr>
        <tr><th>お支払期限</th><td>${fmt(d.due)}</td></tr>
        <tr><th>お振込先</th><td>${bank}</td></tr>
        <tr><th>口座名義</th><td>${holder}</td></tr>
        <tr><th>備考</th><td>振込手数料は貴社にてご負担をお願いいたします。</td></tr></tbody></table>
      <table class="items"><tr><th style="text-align:left">品目</th><th class="num">数量</th><th class="num">単価</th><th class="num">税率</th><th class="num">金額</th></tr>
        ${rowsOf(d.items, [[(it) => it.name], [(it) => `${it.qty}${it.unit}`, 'num'], [(it) => yen(it.price), 'num'], [(it) => `${it.rate}%`, 'num'], [(it) => yen(it.amount), 'num']])}</table></div>
      <div class="from"><div class="l">発行元</div><b>${issuer}</b><br>${d.zip} <span class="addr">${d.address}</span><br>Tel. ${d.tel}<br>登録番号 ${d.reg}</div>
      ${kakuin(d, 'right: 90px; bottom: 112px;')}`;
    return { pages: [page], css, printed: { issuer, holder, showBankCode: codes, showBranchCode: codes } };
  },
});

// 24 — a 工務店's 御請求書 to a house owner: 工事名/工事場所/工期, 諸経費 and 端数値引き, the amount in a big box.
const WORKS = ['浴室改修工事', '外壁塗装工事', 'キッチン入替工事', '屋根葺替工事', '和室改装工事', 'トイレ改修工事'];
const KOUMU_TRADES = [
  ['工務店', 'コウムテン'],
  ['建築', 'ケンチク'],
  ['住建', 'ジュウケン'],
  ['建工', 'ケンコウ'],
];
const CONSTRUCTION = [
  ['仮設工事（足場・養生）', '式', 80000, 250000],
  ['解体・撤去工事', '式', 50000, 200000],
  ['木工事（材料費）', '式', 60000, 300000],
  ['大工手間', '人工', 22000, 30000],
  ['内装工事（クロス張替）', '㎡', 1000, 1600],
  ['給排水設備工事', '式', 80000, 250000],
  ['電気工事', '式', 30000, 120000],
  ['塗装工事', '㎡', 2000, 3500],
  ['産業廃棄物処分費', '式', 20000, 80000],
];
LAYOUTS.push({
  id: 'L24-koumuten',
  split: 'dev',
  title: "工務店's 御請求書 to a house owner",
  exercises:
    '工務店 御請求書: sole proprietor 屋号 + 代表 name (issuer_name the 屋号), buyer a person with 様 or a company with 御中, 工事名/工事場所/工期 (two more 令和 dates), 人工/㎡ units, 諸経費 and a negative 端数値引き line, 御請求金額 …円 in a big box with （うち消費税）, 工事金額（税抜）/消費税/合計（税込）, TEL + FAX or 携帯 only, 信用金庫/地方銀行, holder 屋号 kana + name or the name only',
  opts: () => ({ sole: true, rates: '10', bank: 'other' }),
  render(d, r) {
    const [trade, tradeKana] = r.pick(KOUMU_TRADES);
    setYago(d, trade);
    const items = itemsFrom(r, CONSTRUCTION, r.int(3, 5), (unit) =>
      unit === '式' ? 1 : unit === '㎡' ? r.int(15, 120) : r.int(2, 12),
    );
    const direct = items.reduce((t, it) => t + it.amount, 0);
    const overhead = Math.round((direct * r.range(0.05, 0.1)) / 1000) * 1000;
    items.push({ name: '諸経費', unit: '式', qty: 1, price: overhead, amount: overhead, rate: 10 });
    const odd = (direct + overhead) % 10000;
    if (odd) items.push({ name: '端数値引き', unit: '式', qty: 1, price: -odd, amount: -odd, rate: 10 });
    d.items = items;
    d.sum = summarize(items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['wareki', 'warekiShort'])];
    const start = addDays(d.issue, -r.int(20, 45));
    const end = addDays(d.issue, -r.int(1, 10));
    const work = r.pick(WORKS);
    const person = r.chance(0.6);
    const yagoKana = `${d.holderBase.split(' ')[0]}${tradeKana}`;
    const holder = holderPrinted(
      { holderBase: r.chance(0.5) ? `${yagoKana} ${d.holderBase}` : d.holderBase },
      r.pick(['half-big', 'big', 'full']),
    );
    const mobile = /^0[789]0/.test(d.tel);
    const money = (n) => (n < 0 ? `△${yen(-n)}` : yen(n));
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 13px; line-height: 1.6; }
      .wrap { padding: 48px 60px; } h1 { text-align: center; font-size: 28px; letter-spacing: .8em; margin: 4px 0 18px; font-weight: 600; }
      .two { display: flex; justify-content: space-between; align-items: flex-start; position: relative; }
      .buyer { font-size: 19px; border-bottom: 1px solid #333; display: inline-block; padding-right: 40px; }
      .job { margin-top: 10px; } .job th { text-align: left; font-weight: normal; padding: 1px 16px 1px 0; vertical-align: top; }
      .from { width: 290px; line-height: 1.6; font-size: 12.5px; } .from b { font-size: 17px; }
      .big { margin: 18px 0 6px; border: 3px solid #333; width: 440px; display: flex; align-items: center; }
      .big .l { background: #333; color: #fff; padding: 14px 16px; font-size: 16px; } .big .v { font-size: 26px; font-weight: bold; padding: 6px 20px; flex: 1; text-align: right; }
      .items { width: 100%; margin-top: 14px; } .items th, .items td { border: 1px solid #555; padding: 4px 6px; font-weight: normal; } .items th { background: #eee; }
      .sums { margin: 8px 0 0 auto; } .sums th, .sums td { border: 1px solid #555; padding: 3px 10px; font-weight: normal; } .sums th { background: #eee; text-align: left; }
      .pay { margin-top: 20px; line-height: 1.9; border-top: 1px solid #333; padding-top: 8px; }`;
    const page = `<div class="wrap"><div style="text-align:right">No. ${d.no}<br>${fmt(d.issue)}</div>
      <h1>御請求書</h1>
      <div class="two"><div><div class="buyer">${person ? `${d.buyerPerson}　様` : `${d.buyerName}　御中`}</div>
          <table class="job"><tr><th>工事名</th><td>${person ? `${d.buyerPerson.split(' ')[0]}様邸 ` : ''}${work}</td></tr>
            <tr><th>工事場所</th><td>${d.buyerAddress}</td></tr><tr><th>工期</th><td>${fmt(start)} 〜 ${fmt(end)}</td></tr></table></div>
        <div class="from"><b>${d.yago}</b><br>代表　${d.person}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>${mobile ? `携帯 ${d.tel}` : `TEL ${d.tel}　FAX ${d.fax}`}<br>登録番号 ${d.reg}</div>
        ${kakuin(d, 'right: 0; top: 0;')}</div>
      <div>下記の通り御請求申し上げます。</div>
      <div class="big"><div class="l">御請求金額</div><div class="v">${yen(s.total)}円</div></div>
      <div>（うち消費税 ${yen(s.tax)}円）</div>
      <table class="items"><tr><th>名称</th><th>数量</th><th>単位</th><th>単価</th><th>金額</th></tr>
        ${rowsOf(items, [[(it) => it.name], [(it) => it.qty, 'num'], [(it) => it.unit], [(it) => money(it.price), 'num'], [(it) => money(it.amount), 'num']])}</table>
      <table class="sums"><tr><th>工事金額（税抜）</th><td class="num">${yen(s.subtotal)}</td></tr><tr><th>消費税（10%）</th><td class="num">${yen(s.tax)}</td></tr>
        <tr><th>合計（税込）</th><td class="num"><b>${yen(s.total)}</b></td></tr></table>
      <div class="pay">お支払期日　${fmt(d.due)}<br>お振込先　${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}</div></div>`;
    return { pages: [page], css, printed: { holder } };
  },
});

// ---- 25–28: written blind as the second round's fresh set, measured once at its end (ADR 0025),
// dev since the third round.

// 25 — a small shop's pre-printed 請求書 form filled in by hand, the shop's rubber stamp as the issuer.
const SHOP_TRADES = ['酒店', '商店', '米穀店', '茶舗', '青果店'];
const SHOP_ITEMS = [
  ['米 5kg', '袋', 1900, 3200, 8],
  ['緑茶 100g', '袋', 600, 2000, 8],
  ['菓子折', '箱', 1500, 4000, 8],
  ['ミネラルウォーター 2L', '箱', 800, 1400, 8],
  ['コーヒー豆 200g', '袋', 900, 1800, 8],
  ['みかん', '箱', 2500, 4500, 8],
];
const SHOP_ITEMS10 = [
  ['ビール 350ml', '箱', 4800, 6200],
  ['日本酒 1.8L', '本', 2000, 4200],
  ['配達料', '回', 300, 800],
  ['贈答用包装', '個', 100, 300],
];
LAYOUTS.push({
  id: 'L25-shop-form',
  split: 'dev',
  title: "small shop's handwritten 請求書 form",
  exercises:
    "a stationery-shop 請求書 form filled in by hand (numbers in the form's blanks), a rubber-stamped issuer, mixed rates, a 〇一八店 or another bank",
  opts: (r, inst) => ({ sole: true, bank: inst === 1 ? 'other' : 'yucho' }),
  render(d, r) {
    setYago(d, r.pick(SHOP_TRADES));
    landline(d);
    d.no = String(r.int(1, 99999)).padStart(6, '0');
    const qty = (unit, hi) => (hi < 1000 ? r.int(2, 20) : r.int(1, 6));
    d.items = [...itemsFrom(r, SHOP_ITEMS, r.int(2, 4), qty), ...itemsFrom(r, SHOP_ITEMS10, r.int(1, 2), qty)];
    d.sum = summarize(d.items);
    const s = d.sum;
    const holder = holderPrinted(d, r.pick(['full', 'big']));
    const ink = r.pick(['#1f6f5c', '#9a3b2a', '#23508e']);
    const h = (x) => `<span class="h">${x}</span>`;
    const date = ([y, m, dd]) => `令和 ${h(reiwa(y))} 年 ${h(m)} 月 ${h(dd)} 日`;
    const bank = d.yucho
      ? `ゆうちょ銀行　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}`
      : `${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}`;
    const [, bm] = billedMonth(d.issue);
    const tilt = () => `transform: rotate(${r.range(-1.2, 1.2).toFixed(2)}deg)`;
    const cols = [
      [(it) => h(`${bm}/${2 + it.i * 5}`)],
      [(it) => h(`${it.name}${it.rate === 8 ? ' ※' : ''}`)],
      [(it) => h(it.qty), 'num'],
      [(it) => h(yen(it.price)), 'num'],
      [(it) => h(yen(it.amount)), 'num'],
    ];
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 12px; color: ${ink}; }
      .form { position: absolute; left: 56px; right: 56px; top: 50px; bottom: 50px; border: 2px solid ${ink}; padding: 20px 26px; }
      .h { font-family: 'Noto Serif CJK JP'; color: #1a1f4d; font-size: 15px; font-weight: 500; display: inline-block; letter-spacing: .04em; }
      .ttl { text-align: center; font-size: 28px; letter-spacing: 1em; margin: 0 0 6px; }
      .no { position: absolute; right: 26px; top: 22px; font-size: 13px; } .no .red { color: #c22; font-family: 'Noto Sans Mono CJK JP'; font-size: 15px; }
      .date { text-align: right; margin-top: 10px; font-size: 13px; }
      .to { margin-top: 16px; width: 360px; border-bottom: 1px solid ${ink}; font-size: 14px; display: flex; justify-content: space-between; }
      .to .h { font-size: 19px; }
      .amt { margin-top: 18px; width: 360px; border: 2px solid ${ink}; display: flex; align-items: center; }
      .amt .l { border-right: 1px solid ${ink}; padding: 10px 14px; font-size: 14px; } .amt .h { font-size: 24px; padding-left: 18px; }
      .grid { width: 100%; margin-top: 20px; } .grid th, .grid td { border: 1px solid ${ink}; padding: 2px 6px; height: 25px; font-weight: normal; }
      .tax { margin: 8px 0 0 auto; } .tax th, .tax td { border: 1px solid ${ink}; padding: 2px 8px; font-weight: normal; min-width: 110px; height: 24px; }
      .pay { margin-top: 16px; line-height: 2.1; font-size: 13px; } .pay .line { border-bottom: 1px dotted ${ink}; }
      .stamp { position: absolute; left: 30px; bottom: 26px; color: #4a3a8c; border: 1px solid #4a3a8c; padding: 6px 12px; line-height: 1.5;
               font-size: 12px; transform: rotate(-2deg); opacity: .9; } .stamp b { font-size: 17px; letter-spacing: .1em; }`;
    const numbered = d.items.map((it, i) => ({ ...it, i }));
    const page = `<div class="form"><div class="ttl">請求書</div><div class="no">No. <span class="red">${d.no}</span></div>
      <div class="date" style="${tilt()}">${date(d.issue)}</div>
      <div class="to"><span style="${tilt()}">${h(d.buyerName)}</span><span>様</span></div>
      <div style="margin-top:6px">下記の通りご請求申し上げます。</div>
      <div class="amt"><div class="l">金額</div><span class="h" style="${tilt()}">¥${yen(s.total)}-</span></div>
      <table class="grid"><tr><th style="width:60px">月日</th><th>品名</th><th style="width:50px">数量</th><th style="width:80px">単価</th><th style="width:100px">金額</th></tr>
        ${paddedRows(numbered, cols, 10)}</table>
      <table class="tax"><tr><th>税率</th><th>税抜金額</th><th>消費税額</th></tr>
        ${[10, 8].map((k) => `<tr><td>${k}%${k === 8 ? '※' : ''}</td><td class="num">${h(yen(s.by[k].base))}</td><td class="num">${h(yen(s.by[k].tax))}</td></tr>`).join('')}
        <tr><td>合計</td><td colspan="2" class="num">${h(yen(s.total))}</td></tr></table>
      <div style="font-size:11px">※印は軽減税率（8%）対象品目</div>
      <div class="pay"><div class="line">お支払期日　<span style="${tilt()};display:inline-block">${date(d.due)}</span></div>
        <div class="line">お振込先　<span style="${tilt()};display:inline-block">${h(bank)}</span></div>
        <div class="line">口座名義　<span style="${tilt()};display:inline-block">${h(holder)}</span></div></div>
      <div class="stamp">〒${d.zip}　<span class="addr">${d.address}</span><br><b>${d.yago}</b>　代表 ${d.person}<br>☎ ${d.tel}　登録番号 ${d.reg}</div>
      ${kakuin(d, 'right: 40px; bottom: 34px;')}</div>`;
    return { pages: [page], css, printed: { holder } };
  },
});

// 26 — a cloud accounting service's invoice (MoneyForward style): small type, 件名, amount and due as a two-row box.
LAYOUTS.push({
  id: 'L26-cloud-accounting',
  split: 'dev',
  title: 'cloud accounting service invoice',
  exercises: 'a cloud accounting service invoice: small type, 件名, ご請求金額/お支払期限 box, 内訳 table, 振込先 in the 備考',
  opts: () => ({}),
  render(d, r) {
    const fmt = DATE_FORMATS[r.pick(['seireki', 'slash'])];
    const holder = holderPrinted(d, r.pick(['half', 'half-big']));
    const issuer = spelled(d, 'full');
    const s = d.sum;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10.5px; color: #222; }
      .wrap { padding: 44px 52px; } h1 { text-align: center; font-size: 20px; font-weight: 500; letter-spacing: .4em; margin: 0 0 18px; }
      .hd { display: flex; justify-content: space-between; } .buyer { font-size: 15px; border-bottom: 1px solid #222; padding-right: 60px; white-space: nowrap; }
      .meta { text-align: right; line-height: 1.7; } .from { line-height: 1.6; margin-top: 10px; position: relative; }
      .box { margin-top: 12px; } .box th { background: #e9ecef; font-weight: normal; text-align: left; padding: 6px 12px; border: 1px solid #adb5bd; }
      .box td { border: 1px solid #adb5bd; padding: 4px 14px; font-size: 13px; min-width: 180px; } .box .g { font-size: 18px; font-weight: bold; }
      .items { width: 100%; margin-top: 16px; } .items th { background: #e9ecef; font-weight: normal; padding: 4px; border: 1px solid #adb5bd; }
      .items td { border: 1px solid #dee2e6; padding: 4px 6px; }
      .foot { display: flex; justify-content: space-between; margin-top: 10px; } .foot table td, .foot table th { border: 1px solid #dee2e6; padding: 3px 10px; font-weight: normal; }
      .foot th { background: #f8f9fa; text-align: left; }
      .memo { margin-top: 16px; border: 1px solid #adb5bd; } .memo .l { background: #e9ecef; padding: 3px 8px; } .memo .b { padding: 6px 10px; line-height: 1.7; }`;
    const page = `<div class="wrap"><h1>請求書</h1>
      <div class="hd"><div><div class="buyer">${d.buyerName} 御中</div>
          <div style="margin-top:10px">件名：${d.items[0].name}${d.items.length > 1 ? ' ほか' : ''}</div><div style="margin-top:6px">下記の通りご請求申し上げます。</div>
          <table class="box"><tr><th>ご請求金額</th><td class="g">¥${yen(s.total)} -</td></tr><tr><th>お支払期限</th><td>${fmt(d.due)}</td></tr></table></div>
        <div><div class="meta">請求日　${fmt(d.issue)}<br>請求書番号　${d.no}<br>登録番号　${d.reg}</div>
          <div style="display:flex;justify-content:flex-end;gap:6px;align-items:flex-start"><div class="from"><b style="font-size:13px">${issuer}</b><br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL: ${d.tel}</div>
            ${kakuin(d, 'position: relative; flex: none; margin-top: 10px;')}</div></div></div>
      <table class="items"><tr><th>品番・品名</th><th>数量</th><th>単価</th><th>金額</th></tr>
        ${rowsOf(d.items, [[(it) => `${it.name}${it.rate === 8 ? '（軽減税率対象）' : ''}`], [(it) => `${it.qty} ${it.unit}`, 'num'], [(it) => yen(it.price), 'num'], [(it) => yen(it.amount), 'num']])}</table>
      <div class="foot"><table><tr><th>内訳</th><th>税抜金額</th><th>消費税額</th></tr>
          ${[10, 8]
            .filter((k) => s.by[k])
            .map(
              (k) =>
                `<tr><td>${k}%対象</td><td class="num">${yen(s.by[k].base)}</td><td class="num">${yen(s.by[k].tax)}</td></tr>`,
            )
            .join('')}</table>
        <table><tr><th>小計</th><td class="num">${yen(s.subtotal)}</td></tr><tr><th>消費税</th><td class="num">${yen(s.tax)}</td></tr><tr><th>合計</th><td class="num"><b>${yen(s.total)}</b></td></tr></table></div>
      <div class="memo"><div class="l">備考</div><div class="b">お振込先：${d.bank.name} ${d.branch.name}（店番 ${d.branch.code}）${TYPE_LABEL[d.type]} ${d.account} ${holder}<br>
        恐れ入りますが、振込手数料は貴社にてご負担ください。</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, showBranchCode: true } };
  },
});

// 27 — a 一般社団法人's 請求書 for its members: 年会費 (不課税) beside taxable fees, ゆうちょ 振替口座 or a main bank.
const ASSOCS = [
  ['情報技術協会', 'ジョウホウギジュツキョウカイ'],
  ['地域振興協会', 'チイキシンコウキョウカイ'],
  ['建築技術研究会', 'ケンチクギジュツケンキュウカイ'],
  ['食品衛生協会', 'ショクヒンエイセイキョウカイ'],
  ['経営支援センター', 'ケイエイシエンセンター'],
];
LAYOUTS.push({
  id: 'L27-association',
  split: 'dev',
  title: "一般社団法人's 会費等請求書",
  exercises:
    "an association's 請求書 to a member: 一般社団法人/一般財団法人, non-taxable fee beside taxable ones, 令和 dates, ゆうちょ 振替口座 or a main bank",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'main' : 'yucho' }),
  render(d, r) {
    const [stem, stemKana] = r.pick(STEMS);
    const [assoc, assocKana] = r.pick(ASSOCS);
    const [form, abbrev] = r.pick([
      ['一般社団法人', 'シャ'],
      ['一般社団法人', 'シャ'],
      ['一般財団法人', 'ザイ'],
    ]);
    d.corpBody = `${stem}${assoc}`;
    d.form = form;
    d.formBefore = true;
    d.issuerName = `${form}${d.corpBody}`;
    d.holderBase = `${abbrev}）${stemKana}${assocKana}`;
    landline(d);
    const furikae = d.yucho && r.chance(0.7);
    if (furikae) {
      const symbol = `00${r.int(1, 9)}${r.int(0, 9)}0`;
      const number = String(r.int(10000, 999999));
      const conv = yuchoToBankAccount(symbol, number);
      if (!conv.ok) throw new Error(`furikae ${symbol} ${number}: ${conv.message}`);
      d.yucho = { symbol, number, check: r.int(0, 9) };
      d.branch = { name: `${[...conv.branchCode].map((c) => KANJI_DIGITS[c]).join('')}店`, code: conv.branchCode };
      d.type = Number(conv.accountType);
      d.account = conv.accountNumber;
    }
    const fy = d.issue[1] >= 4 ? d.issue[0] : d.issue[0] - 1;
    const fee = r.int(1, 10) * 10000;
    const taxable = itemsFrom(
      r,
      [
        ['研修会参加費', '名', 5000, 20000],
        ['テキスト代', '冊', 1000, 4000],
        ['懇親会費', '名', 3000, 6000],
        ['検定受験料', '名', 4000, 12000],
      ],
      r.int(1, 3),
      () => r.int(1, 5),
    );
    d.items = taxable;
    d.sum = summarize(taxable);
    const s = d.sum;
    const total = s.total + fee;
    const fmt = DATE_FORMATS.wareki;
    const holder = holderPrinted(d, r.pick(['full', 'big', 'half-big']));
    const chair = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const bank = furikae
      ? `ゆうちょ銀行 振替口座　${d.yucho.symbol}-${d.yucho.check}-${d.yucho.number}　加入者名 ${holder}${
          r.chance(0.5)
            ? `<br>（他金融機関から）ゆうちょ銀行 ${d.branch.name}（${d.branch.code}） ${TYPE_LABEL[d.type]} ${d.account}`
            : ''
        }`
      : d.yucho
        ? `ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}<br>口座名義　${holder}`
        : `${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}`;
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 13.5px; line-height: 1.7; }
      .wrap { padding: 54px 68px; } h1 { text-align: center; font-size: 24px; letter-spacing: .5em; margin: 8px 0 20px; font-weight: normal; }
      .two { display: flex; justify-content: space-between; align-items: flex-start; position: relative; }
      .two > div:first-child { flex: 1; min-width: 0; padding-right: 24px; }
      .buyer { font-size: 18px; border-bottom: 1px solid #333; padding-right: 30px; }
      .from { font-size: 12.5px; line-height: 1.6; flex: none; } .from b { font-size: 15px; }
      .amt { margin-top: 18px; font-size: 19px; } .amt span { border-bottom: 3px double #333; padding: 0 16px; }
      .items { width: 100%; margin-top: 20px; } .items th, .items td { border: 1px solid #555; padding: 4px 8px; font-weight: normal; } .items th { background: #f0f0ea; }
      .bank { margin-top: 22px; border: 1px solid #555; padding: 8px 14px; }`;
    const page = `<div class="wrap"><div style="text-align:right">請求番号 ${d.no}<br>${fmt(d.issue)}</div>
      <h1>請求書</h1>
      <div class="two"><div><div class="buyer">${d.buyerName}　御中</div><div style="font-size:12px">会員番号 ${r.int(1000, 99999)}</div>
          <p>令和${reiwa(fy)}年度の年会費等を下記のとおりご請求申し上げます。</p>
          <div class="amt">ご請求金額　<span>${yen(total)}円</span></div><div>お支払期限　${fmt(d.due)}まで</div></div>
        <div class="from"><b>${d.issuerName}</b><br>代表理事　${chair}<br>〒${d.zip}<br><span class="addr">${chome(d.address)}</span><br>電話 ${d.tel}<br>登録番号 ${d.reg}</div>
        ${kakuin(d, 'right: 0; top: -70px;')}</div>
      <table class="items"><tr><th>内容</th><th>数量</th><th>単価</th><th>金額</th><th>区分</th></tr>
        <tr><td>令和${reiwa(fy)}年度 年会費</td><td class="num">1口</td><td class="num">${yen(fee)}</td><td class="num">${yen(fee)}</td><td>不課税</td></tr>
        ${rowsOf(taxable, [[(it) => it.name], [(it) => `${it.qty}${it.unit}`, 'num'], [(it) => yen(it.price), 'num'], [(it) => yen(it.amount), 'num'], [() => '10%']])}
        <tr><td colspan="3">10%対象 ${yen(s.subtotal)}円　消費税</td><td class="num">${yen(s.tax)}</td><td></td></tr>
        <tr><td colspan="3">不課税</td><td class="num">${yen(fee)}</td><td></td></tr>
        <tr><td colspan="3"><b>合計</b></td><td class="num"><b>${yen(total)}</b></td><td></td></tr></table>
      <div class="bank">【お振込先】<br>${bank}</div>
      <p style="font-size:12px">※会費は消費税の課税対象外（不課税）です。※振込手数料はご負担願います。</p></div>`;
    return { pages: [page], css, printed: { holder, total, address: chome(d.address) } };
  },
});

// 28 — a monthly service bill: ご利用期間, お客様番号, the amount in a box, the bank as a header row over a value row with codes.
const SERVICE_ITEMS = [
  ['クラウドサーバー利用料', 'ヶ月', 5000, 80000],
  ['ライセンス利用料', 'ID', 800, 3000],
  ['保守サポート費', 'ヶ月', 10000, 50000],
  ['データ転送量（超過分）', 'GB', 10, 50],
  ['オプション：バックアップ', 'ヶ月', 2000, 8000],
  ['電話サポート', '件', 1000, 5000],
];
LAYOUTS.push({
  id: 'L28-monthly-service',
  split: 'dev',
  title: 'monthly service bill',
  exercises:
    'a monthly service bill: ご利用期間 and お客様番号 near the dates, amount box, 税抜/消費税/税込 row, bank details as a ruled header row over a value row with codes',
  opts: () => ({ rates: '10' }),
  render(d, r) {
    d.items = itemsFrom(r, SERVICE_ITEMS, r.int(2, 5), (unit, hi) =>
      unit === 'ヶ月' ? 1 : hi <= 50 ? r.int(20, 500) : r.int(1, 30),
    );
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['seirekiPad', 'slash'])];
    const [py, pm] = d.issue[2] === endOfMonth(d.issue[0], d.issue[1])[2] ? d.issue : addDays([d.issue[0], d.issue[1], 1], -1);
    const holder = r.chance(0.5) ? holderFormSpelled(d, r.pick(['half', 'full', 'half-big'])) : holderPrinted(d, 'half');
    const issuer = spelled(d, r.pick(['full', 'paren']));
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 12px; color: #222; }
      .wrap { padding: 46px 56px; } .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .logo { font-size: 18px; font-weight: bold; color: #0b5394; } .from { line-height: 1.6; font-size: 11.5px; }
      h1 { font-size: 22px; margin: 22px 0 12px; border-left: 6px solid #0b5394; padding-left: 10px; }
      .meta td { padding: 2px 0 2px 16px; } .meta td:first-child { color: #666; }
      .buyer { font-size: 16px; margin-top: 4px; }
      .box { margin-top: 14px; border: 2px solid #0b5394; display: inline-flex; } .box div { padding: 8px 16px; } .box .l { background: #0b5394; color: #fff; display: flex; align-items: center; }
      .box .v { font-size: 22px; font-weight: bold; }
      .items { width: 100%; margin-top: 16px; } .items th { background: #dfe9f5; font-weight: normal; padding: 4px; border: 1px solid #9bb; } .items td { border: 1px solid #ccd; padding: 4px 6px; }
      .sum { width: 100%; margin-top: 10px; } .sum th, .sum td { border: 1px solid #9bb; padding: 4px; text-align: center; font-weight: normal; } .sum th { background: #dfe9f5; }
      .bank { width: 100%; margin-top: 18px; } .bank th, .bank td { border: 1px solid #9bb; padding: 4px; text-align: center; font-weight: normal; } .bank th { background: #dfe9f5; }`;
    const page = `<div class="wrap"><div class="hd"><div><div class="logo">${issuer}</div>
          <div class="from">〒${d.zip} <span class="addr">${d.address}</span><br>TEL ${d.tel}（受付時間 平日10:00〜18:00）<br>登録番号 ${d.reg}</div></div>
        <table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書番号</td><td>${d.no}</td></tr>
          <tr><td>お客様番号</td><td>C-${r.digits(6)}</td></tr><tr><td>ご利用期間</td><td>${fmt([py, pm, 1])}〜${fmt(endOfMonth(py, pm))}</td></tr></table></div>
      <h1>請求書（${pm}月ご利用分）</h1>
      <div class="buyer">${d.buyerName} 御中</div>
      <div>いつもご利用いただき誠にありがとうございます。${pm}月分のご利用料金を下記のとおりご請求申し上げます。</div>
      <div class="box"><div class="l">ご請求金額（税込）</div><div class="v">${yen(s.total)}円</div></div>
      <div style="margin-top:6px">お支払期限：${fmt(d.due)}</div>
      <table class="items"><tr><th>ご利用内容</th><th>数量</th><th>単位</th><th>単価</th><th>金額</th></tr>
        ${rowsOf(d.items, [[(it) => it.name], [(it) => it.qty, 'num'], [(it) => it.unit], [(it) => yen(it.price), 'num'], [(it) => yen(it.amount), 'num']])}</table>
      <table class="sum"><tr><th>税抜金額（10%対象）</th><th>消費税（10%）</th><th>税込金額</th></tr>
        <tr><td>${yen(s.subtotal)}円</td><td>${yen(s.tax)}円</td><td><b>${yen(s.total)}円</b></td></tr></table>
      <table class="bank"><tr><th>金融機関名</th><th>金融機関コード</th><th>支店名</th><th>支店コード</th><th>預金種目</th><th>口座番号</th></tr>
        <tr><td>${d.bank.name}</td><td>${d.bank.code}</td><td>${d.branch.name}</td><td>${d.branch.code}</td><td>${TYPE_LABEL[d.type]}</td><td>${d.account}</td></tr>
        <tr><th>口座名義</th><td colspan="5">${holder}</td></tr></table>
      <p style="font-size:11px">※お振込手数料はお客様のご負担となります。※本書は適格請求書です。</p></div>`;
    return { pages: [page], css, printed: { issuer, holder, showBankCode: true, showBranchCode: true } };
  },
});

export { billedMonth, chome, holderFormSpelled, itemsFrom, kakuin, landline, paddedRows, setYago, shuffle, weekday, zen };
