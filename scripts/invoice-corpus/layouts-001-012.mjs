// Invoice corpus layouts L01–L12: each pushed onto core.mjs's LAYOUTS, in order.
import {
  DATE_FORMATS,
  ITEMS10,
  LAYOUTS,
  TYPE_LABEL,
  endOfMonth,
  holderPrinted,
  mark8,
  pad2,
  rowsOf,
  seal,
  spelled,
  summarize,
  yen,
} from './core.mjs';

// 1 — 窓付き封筒: the buyer's 〒 address top-left with 御中 large, a ご請求金額 box, one-line 振込先.
LAYOUTS.push({
  id: 'L01-window',
  exercises:
    'buyer 〒 address + 御中 at the top (a second address), seal with text, ご請求金額 box "¥…-", 西暦 年月日, one-line 振込先, TEL + FAX',
  opts: () => ({ rates: '10' }),
  render(d, r) {
    const fmt = DATE_FORMATS[r.pick(['seireki', 'seirekiPad'])];
    const holder = holderPrinted(d, r.pick(['full', 'big']));
    const issuer = spelled(d, 'full');
    const s = d.sum;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 14px; }
      .to { position: absolute; left: 70px; top: 60px; width: 430px; line-height: 1.6; }
      .to .name { font-size: 22px; margin-top: 14px; border-bottom: 1px solid #333; white-space: nowrap; }
      .meta { position: absolute; right: 60px; top: 60px; text-align: right; line-height: 1.8; }
      h1 { position: absolute; top: 250px; width: 100%; text-align: center; font-size: 30px; letter-spacing: .6em; margin: 0; }
      .from { position: absolute; right: 60px; top: 320px; width: 300px; line-height: 1.6; font-size: 13px; }
      .from b { font-size: 17px; }
      .lead { position: absolute; left: 70px; top: 330px; }
      .box { position: absolute; left: 70px; top: 380px; border: 2px solid #222; display: flex; font-size: 22px; }
      .box div { padding: 8px 16px; } .box .l { background: #e8e8e8; border-right: 2px solid #222; font-size: 16px; display: flex; align-items: center; }
      .items { position: absolute; left: 70px; right: 60px; top: 520px; width: 664px; font-size: 13px; }
      .items th { background: #ddd; border: 1px solid #777; font-weight: normal; padding: 4px; }
      .items td { border: 1px solid #999; padding: 4px 6px; }
      .sums { margin: 8px 0 0 auto; font-size: 14px; } .sums th { text-align: left; font-weight: normal; padding: 2px 30px 2px 8px; border-bottom: 1px solid #bbb; }
      .sums td { border-bottom: 1px solid #bbb; padding: 2px 8px; }
      .pay { position: absolute; left: 70px; right: 60px; bottom: 90px; border-top: 2px solid #333; padding-top: 10px; line-height: 1.9; }`;
    const page = `
      <div class="to"><div>〒${d.buyerZip}</div><div>${d.buyerAddress}</div><div class="name">${d.buyerName}　御中</div></div>
      <div class="meta"><div>請求日　${fmt(d.issue)}</div><div>請求書番号　${d.no}</div></div>
      <h1>請求書</h1>
      <div class="lead">下記のとおりご請求申し上げます。</div>
      <div class="box"><div class="l">ご請求金額</div><div><b>¥${yen(s.total)}-</b></div></div>
      <div class="from"><b>${issuer}</b><br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}</div>
      ${seal(d, 'right: 70px; top: 300px;')}
      <div class="items"><table style="width:100%"><tr><th>品名</th><th>数量</th><th>単位</th><th>単価</th><th>金額</th></tr>
        ${rowsOf(d.items, [[(it) => it.name], [(it) => it.qty, 'num'], [(it) => it.unit], [(it) => yen(it.price), 'num'], [(it) => yen(it.amount), 'num']])}</table>
        <table class="sums"><tr><th>小計</th><td class="num">${yen(s.subtotal)}</td></tr><tr><th>消費税（10%）</th><td class="num">${yen(s.tax)}</td></tr>
        <tr><th>合計</th><td class="num"><b>${yen(s.total)}</b></td></tr></table></div>
      <div class="pay">お支払期限：${fmt(d.due)}<br>お振込先：${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}　${holder}<br>
        <span style="font-size:12px;color:#555">※恐れ入りますが振込手数料は貴社にてご負担願います。</span></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 2 — 振込先 in two columns side by side; 税率別 lines with ※軽減税率.
LAYOUTS.push({
  id: 'L02-twocol-bank',
  exercises:
    '振込先 split in two side-by-side tables (bank|branch left, type|number|holder right), 税率 column with ※ and 10%/8% 税率別 lines, (株) spelling, slash dates, half-width holder',
  opts: () => ({ rates: 'mixed', items: undefined }),
  render(d, r) {
    const fmt = DATE_FORMATS.slash;
    const holder = holderPrinted(d, r.pick(['half', 'half-big']));
    const issuer = spelled(d, 'paren');
    const buyer = d.buyerName.replace('株式会社', '(株)');
    const s = d.sum;
    const showBranchCode = r.chance(0.5);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 13px; }
      .band { background: #27496d; color: #fff; padding: 26px 50px 18px; display: flex; justify-content: space-between; align-items: flex-end; }
      .band h1 { margin: 0; font-size: 28px; letter-spacing: .3em; } .band small { font-size: 12px; opacity: .8; }
      .wrap { padding: 20px 50px; }
      .top { display: flex; justify-content: space-between; }
      .buyer { font-size: 19px; margin-top: 10px; }
      .dates td { border: 1px solid #27496d; padding: 3px 10px; } .dates td:first-child { background: #e6edf4; }
      .issuer { margin-top: 14px; text-align: right; line-height: 1.6; }
      .items { width: 100%; margin-top: 16px; } .items th { background: #e6edf4; border: 1px solid #9ab; font-weight: normal; padding: 4px; }
      .items td { border: 1px solid #bcc; padding: 4px 6px; }
      .tax { margin: 10px 0 0 auto; } .tax td, .tax th { border: 1px solid #9ab; padding: 3px 10px; font-weight: normal; }
      .total { margin: 10px 0 0 auto; font-size: 20px; border-bottom: 3px double #27496d; width: 340px; display: flex; justify-content: space-between; }
      .bankh { margin-top: 24px; font-weight: bold; border-left: 5px solid #27496d; padding-left: 8px; }
      .cols { display: flex; gap: 18px; margin-top: 6px; } .cols table { flex: 1; } .cols th { background: #e6edf4; font-weight: normal; width: 90px; text-align: left; }
      .cols th, .cols td { border: 1px solid #9ab; padding: 5px 8px; }`;
    const page = `
      <div class="band"><div><h1>請求書</h1><small>INVOICE</small></div><div>No. ${d.no}</div></div>
      <div class="wrap">
        <div class="top"><div><div class="buyer">${buyer} 御中</div><p>平素は格別のお引き立てを賜り厚く御礼申し上げます。<br>下記の通りご請求申し上げます。</p></div>
          <div><table class="dates"><tr><td>発行日</td><td>${fmt(d.issue)}</td></tr><tr><td>お支払期限</td><td>${fmt(d.due)}</td></tr></table>
          <div class="issuer"><b style="font-size:16px">${issuer}</b><br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL: ${d.tel}<br>登録番号: ${d.reg}</div></div></div>
        <table class="items"><tr><th>品目</th><th>数量</th><th>単価</th><th>税率</th><th>金額（税抜）</th></tr>
          ${rowsOf(d.items, [[(it) => `${it.name}${mark8(it)}`], [(it) => `${it.qty} ${it.unit}`, 'num'], [(it) => yen(it.price), 'num'], [(it) => `${it.rate}%${it.rate === 8 ? '※' : ''}`, 'num'], [(it) => yen(it.amount), 'num']])}</table>
        <div style="font-size:11px;margin-top:4px">※は軽減税率（8%）対象品目です。</div>
        <table class="tax"><tr><th>税率区分</th><th>対象額（税抜）</th><th>消費税額</th></tr>
          ${[10, 8]
            .filter((k) => s.by[k])
            .map(
              (k) =>
                `<tr><td>${k}%対象${k === 8 ? '※' : ''}</td><td class="num">¥${yen(s.by[k].base)}</td><td class="num">¥${yen(s.by[k].tax)}</td></tr>`,
            )
            .join('')}
          <tr><td>小計</td><td class="num">¥${yen(s.subtotal)}</td><td class="num">¥${yen(s.tax)}</td></tr></table>
        <div class="total"><span>合計金額（税込）</span><b>¥${yen(s.total)}</b></div>
        <div class="bankh">お振込先</div>
        <div class="cols">
          <table><tr><th>金融機関</th><td>${d.bank.name}</td></tr><tr><th>支店名</th><td>${d.branch.name}${showBranchCode ? `（${d.branch.code}）` : ''}</td></tr></table>
          <table><tr><th>預金種目</th><td>${TYPE_LABEL[d.type]}</td></tr><tr><th>口座番号</th><td>${d.account}</td></tr><tr><th>口座名義</th><td>${holder}</td></tr></table>
        </div>
      </div>`;
    return { pages: [page], css, printed: { issuer, holder, showBranchCode } };
  },
});

// 3 — sole proprietor, 和暦, 屋号 + name, ゆうちょ 記号番号 with the 他金融機関から line.
LAYOUTS.push({
  id: 'L03-sole-wareki',
  exercises:
    'sole proprietor (屋号 + personal name, mobile phone), 和暦 令和, buyer with 様, 金…円 amount, ゆうちょ銀行 記号番号 plus 他金融機関から 店名/店番 (or a main bank), personal holder full- or half-width',
  opts: (r, inst) => ({ sole: true, bank: inst === 1 ? 'main' : 'yucho' }),
  render(d, r) {
    const fmt = DATE_FORMATS.wareki;
    const holder = holderPrinted(d, r.pick(['full', 'half']));
    const s = d.sum;
    const buyer = r.chance(0.5) ? `${d.buyerName} ${d.buyerPerson} 様` : `${d.buyerName} 様`;
    const bank = d.yucho
      ? `<div>ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}</div>
         <div style="font-size:13px">（他金融機関からのお振込）店名 ${d.branch.name}（店番 ${d.branch.code}）　${TYPE_LABEL[d.type]}預金　${d.account}</div>`
      : `<div>${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　口座番号 ${d.account}</div>`;
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 15px; line-height: 1.8; }
      .wrap { padding: 60px 70px; } .date { text-align: right; }
      h1 { font-weight: normal; text-align: center; font-size: 28px; letter-spacing: .5em; border-bottom: 3px double #333; width: 300px; margin: 10px auto 26px; }
      .two { display: flex; justify-content: space-between; } .buyer { font-size: 20px; border-bottom: 1px solid #333; display: inline-block; padding-right: 30px; }
      .amount { font-size: 22px; margin: 24px 0 6px; } .amount span { border-bottom: 2px solid #333; padding: 0 20px; }
      .issuer { font-size: 14px; line-height: 1.7; }
      .items { width: 100%; margin-top: 24px; font-size: 14px; } .items th { border-bottom: 2px solid #333; font-weight: normal; }
      .items td { border-bottom: 1px dotted #888; padding: 3px 6px; }
      .sums { margin: 10px 0 0 auto; font-size: 14px; } .sums th { font-weight: normal; text-align: left; padding-right: 30px; }
      .bank { margin-top: 26px; border: 1px solid #555; padding: 10px 16px; }`;
    const lines = [10, 8]
      .filter((k) => s.by[k])
      .map((k) => `<tr><th>${k}%対象 ${yen(s.by[k].base)}円</th><td class="num">消費税 ${yen(s.by[k].tax)}円</td></tr>`)
      .join('');
    const page = `<div class="wrap">
      <div class="date">No.${d.no}<br>${fmt(d.issue)}</div>
      <h1>御請求書</h1>
      <div class="buyer">${buyer}</div>
      <div class="two"><div>
        <div class="amount">ご請求額　<span>金${yen(s.total)}円</span></div><div>（うち消費税 ${yen(s.tax)}円）</div>
        <div>お支払期限　${fmt(d.due)}</div></div>
        <div class="issuer">${d.yago}<br>${d.person}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>${/^0[789]0/.test(d.tel) ? '携帯' : 'TEL'} ${d.tel}<br>登録番号 ${d.reg}</div></div>
      <table class="items"><tr><th>内容</th><th>数量</th><th>単価</th><th>金額</th></tr>
        ${rowsOf(d.items, [[(it) => `${it.name}${it.rate === 8 ? ' ※軽減' : ''}`], [(it) => it.qty, 'num'], [(it) => yen(it.price), 'num'], [(it) => yen(it.amount), 'num']])}</table>
      <table class="sums"><tr><th>小計</th><td class="num">${yen(s.subtotal)}円</td></tr>${lines}<tr><th>合計</th><td class="num">${yen(s.total)}円</td></tr></table>
      <div class="bank">【お振込先】${bank}<div>口座名義　${holder}</div></div>
      <p style="font-size:13px">お手数ですが、上記期限までにお振込みくださいますようお願いいたします。</p></div>`;
    return { pages: [page], css, printed: { holder, showBranchCode: Boolean(d.yucho) } };
  },
});

// 4 — the total far from its label; 小計 first and bigger; due date on top, issue date at the bottom.
LAYOUTS.push({
  id: 'L04-total-far',
  exercises:
    'ご請求金額 label in a black band with the value right-aligned far across the page and lower, 小計 printed first and bigger than 合計, due date at the top and issue date at the page bottom (dot dates), 本店営業部 / branch code printed as 店番, ㈱ spelling',
  opts: () => ({ rates: '10' }),
  render(d, r) {
    const fmt = DATE_FORMATS.dot;
    const holder = holderPrinted(d, r.pick(['big', 'full', 'half']));
    const issuer = spelled(d, 'circled');
    const s = d.sum;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 13px; }
      h1 { position: absolute; left: 60px; top: 50px; margin: 0; font-size: 34px; font-weight: 300; letter-spacing: .2em; }
      .due { position: absolute; left: 60px; top: 110px; font-size: 15px; }
      .buyer { position: absolute; right: 60px; top: 60px; font-size: 21px; text-align: right; }
      .lab { position: absolute; left: 60px; top: 190px; width: 220px; background: #111; color: #fff; font-size: 18px; padding: 10px 16px; }
      .val { position: absolute; right: 60px; top: 236px; font-size: 34px; font-weight: bold; }
      .rule { position: absolute; left: 60px; right: 60px; top: 290px; border-top: 1px solid #111; }
      .strip { position: absolute; left: 60px; top: 310px; display: flex; gap: 30px; align-items: baseline; }
      .strip .sub { font-size: 22px; } .strip .small { font-size: 13px; color: #333; }
      .items { position: absolute; left: 60px; top: 370px; width: 674px; } .items th { border-bottom: 2px solid #111; font-weight: normal; text-align: left; padding: 4px; }
      .items td { border-bottom: 1px solid #ccc; padding: 5px 4px; }
      .bank { position: absolute; left: 60px; top: 760px; width: 400px; line-height: 1.8; }
      .from { position: absolute; right: 60px; top: 760px; line-height: 1.7; font-size: 12px; }
      .issued { position: absolute; right: 60px; bottom: 50px; font-size: 12px; color: #444; }`;
    const page = `
      <h1>請求書</h1><div class="due">お支払期限　${fmt(d.due)}</div>
      <div class="buyer">${d.buyerName}<br>御中</div>
      <div class="lab">ご請求金額（税込）</div><div class="val">¥${yen(s.total)}</div><div class="rule"></div>
      <div class="strip"><span class="sub">小計 ¥${yen(s.subtotal)}</span><span class="small">消費税(10%) ¥${yen(s.tax)}</span><span class="small">合計 ¥${yen(s.total)}</span></div>
      <table class="items"><tr><th>明細</th><th class="num">数量</th><th class="num">単価</th><th class="num">金額</th></tr>
        ${rowsOf(d.items, [[(it) => it.name], [(it) => `${it.qty}${it.unit}`, 'num'], [(it) => yen(it.price), 'num'], [(it) => yen(it.amount), 'num']])}</table>
      <div class="bank"><b>お振込先</b><br>${d.bank.name} ${d.branch.name}（店番 ${d.branch.code}）<br>${TYPE_LABEL[d.type]}預金 ${d.account}<br>名義 ${holder}</div>
      <div class="from"><b style="font-size:15px">${issuer}</b><br><span class="addr">〒${d.zip} ${d.address}</span><br>Tel ${d.tel}<br>適格請求書発行事業者登録番号<br>${d.reg}<br>請求番号 ${d.no}</div>
      <div class="issued">発行日 ${fmt(d.issue)}</div>`;
    return { pages: [page], css, printed: { issuer, holder, showBranchCode: true } };
  },
});

// 5 — 【】 section headings; the buyer's full contact printed as 【支払元】.
LAYOUTS.push({
  id: 'L05-sections',
  exercises:
    '【支払元】 (buyer with its own 〒, address and TEL) / 【お支払先】 / 【振込先】 headings, hyphen ISO-like dates, （株） spelling, bank code printed',
  opts: () => ({}),
  render(d, r) {
    const fmt = DATE_FORMATS.hyphen;
    const holder = holderPrinted(d, r.pick(['full', 'half']));
    const issuer = spelled(d, 'wide');
    const s = d.sum;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 13px; line-height: 1.7; }
      .wrap { padding: 50px 64px; } h1 { font-size: 24px; text-align: center; margin: 0 0 18px; }
      h2 { font-size: 14px; margin: 14px 0 2px; } .cols { display: flex; gap: 40px; } .cols > div { flex: 1; }
      .items { width: 100%; } .items th, .items td { border: 1px solid #888; padding: 3px 6px; font-weight: normal; } .items th { background: #f0f0f0; }
      .big { font-size: 20px; font-weight: bold; }`;
    const page = `<div class="wrap"><h1>ご請求書</h1>
      <div style="text-align:right">請求日 ${fmt(d.issue)}　請求No. ${d.no}</div>
      <div class="cols">
        <div><h2>【支払元】</h2>${d.buyerName} 御中<br>〒${d.buyerZip} ${d.buyerAddress}<br>TEL ${d.buyerTel}<br>ご担当 ${d.buyerPerson} 様</div>
        <div><h2>【お支払先】</h2>${issuer}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}<br>登録番号 ${d.reg}</div>
      </div>
      <h2>【ご請求金額】</h2><div class="big">¥${yen(s.total)}（税込）</div>
      <h2>【お支払期限】</h2><div>${fmt(d.due)}</div>
      <h2>【ご請求内容】</h2>
      <table class="items"><tr><th>項目</th><th>数量</th><th>単価</th><th>税率</th><th>金額</th></tr>
        ${rowsOf(d.items, [[(it) => it.name], [(it) => it.qty, 'num'], [(it) => yen(it.price), 'num'], [(it) => `${it.rate}%`, 'num'], [(it) => yen(it.amount), 'num']])}
        ${[10, 8]
          .filter((k) => s.by[k])
          .map((k) => `<tr><td colspan="4">消費税（${k}%）</td><td class="num">${yen(s.by[k].tax)}</td></tr>`)
          .join('')}
        <tr><td colspan="4">合計</td><td class="num">${yen(s.total)}</td></tr></table>
      <h2>【振込先】</h2>
      <div>銀行：${d.bank.name}（銀行コード ${d.bank.code}）　支店：${d.branch.name}（支店コード ${d.branch.code}）</div>
      <div>口座：${TYPE_LABEL[d.type]} ${d.account}　名義：${holder}</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, showBankCode: true, showBranchCode: true } };
  },
});

// 6 — modern bilingual SaaS-style invoice.
LAYOUTS.push({
  id: 'L06-bilingual',
  exercises:
    'English + Japanese labels (Invoice No., Issue date, Due date, Subtotal, Total), issuer details in the footer, slash dates, "X株式会社"/合同会社 spelled in full, branch code in parentheses, half-width holder',
  opts: () => ({ rates: '10' }),
  render(d, r) {
    const fmt = DATE_FORMATS[r.pick(['slash', 'slashLoose'])];
    const holder = holderPrinted(d, 'half');
    const s = d.sum;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 12.5px; color: #222; }
      .wrap { padding: 56px 60px; } .title { font-size: 40px; font-weight: 700; color: #e4572e; letter-spacing: .05em; }
      .sub { color: #888; } .grid { display: flex; justify-content: space-between; margin-top: 30px; }
      .lbl { color: #888; font-size: 11px; } .bill { font-size: 18px; }
      .meta td { padding: 2px 0 2px 20px; } .meta td:first-child { color: #888; }
      .items { width: 100%; margin-top: 34px; } .items th { text-align: left; color: #888; font-weight: normal; border-bottom: 1px solid #ddd; padding: 6px 4px; }
      .items td { border-bottom: 1px solid #eee; padding: 8px 4px; }
      .sum { margin: 18px 0 0 auto; width: 300px; } .sum td { padding: 4px; } .sum .t td { border-top: 2px solid #222; font-size: 18px; font-weight: 700; }
      .foot { position: absolute; left: 60px; right: 60px; bottom: 60px; display: flex; gap: 40px; border-top: 1px solid #ddd; padding-top: 16px; font-size: 11.5px; line-height: 1.7; }`;
    const page = `<div class="wrap"><div class="title">INVOICE</div><div class="sub">請求書</div>
      <div class="grid"><div><div class="lbl">Bill to / 請求先</div><div class="bill">${d.buyerName} 御中</div></div>
        <table class="meta"><tr><td>Invoice No. / 請求書番号</td><td>${d.no}</td></tr><tr><td>Issue date / 発行日</td><td>${fmt(d.issue)}</td></tr>
        <tr><td>Due date / お支払期限</td><td>${fmt(d.due)}</td></tr></table></div>
      <table class="items"><tr><th>Description / 品目</th><th class="num">Qty</th><th class="num">Unit price</th><th class="num">Amount</th></tr>
        ${rowsOf(d.items, [[(it) => it.name], [(it) => it.qty, 'num'], [(it) => `¥${yen(it.price)}`, 'num'], [(it) => `¥${yen(it.amount)}`, 'num']])}</table>
      <table class="sum"><tr><td>Subtotal / 小計</td><td class="num">¥${yen(s.subtotal)}</td></tr><tr><td>Tax / 消費税 (10%)</td><td class="num">¥${yen(s.tax)}</td></tr>
        <tr class="t"><td>Total / 合計</td><td class="num">¥${yen(s.total)}</td></tr></table></div>
      <div class="foot"><div><b>${d.issuerName}</b><br><span class="addr">〒${d.zip} ${d.address}</span><br>TEL ${d.tel}<br>Registration No. / 登録番号 ${d.reg}</div>
        <div><b>Payment / お振込先</b><br>${d.bank.name} ${d.branch.name}(${d.branch.code})<br>${TYPE_LABEL[d.type]} ${d.account}<br>${holder}</div></div>`;
    return { pages: [page], css, printed: { holder, showBranchCode: true } };
  },
});

// Items paginated over two pages (long) or one (short): the shared table of the two-page layouts.
const longItems = (r, n) => {
  const items = [];
  for (let i = 0; i < n; i++) {
    const [name, unit, lo, hi] = r.pick(ITEMS10.filter((x) => x[3] < 100000));
    const qty = unit === '式' ? 1 : r.int(1, 40);
    const price = Math.round(r.int(lo, hi) / 10) * 10 || lo;
    items.push({ name: `${pad2(r.int(1, 12))}/${pad2(r.int(1, 28))} ${name}`, unit, qty, price, amount: qty * price, rate: 10 });
  }
  return items;
};

// 7 — two pages: total on page 1, 振込先 and due date on page 2.
LAYOUTS.push({
  id: 'L07-two-page',
  twoPage: true,
  exercises:
    'two pages (long item list with MM/DD dates per line): ご請求金額 on page 1, 税率別 totals, 振込先 and 支払期日 on page 2; 西暦 年月日; 三井住友信託/住信SBI-style bank names',
  opts: () => ({ rates: '10' }),
  render(d, r, { long }) {
    if (long) {
      d.items = longItems(r, r.int(34, 42));
      d.sum = summarize(d.items);
    }
    const fmt = DATE_FORMATS.seireki;
    const holder = holderPrinted(d, r.pick(['full', 'big']));
    const s = d.sum;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 12px; }
      .wrap { padding: 44px 56px; } h1 { margin: 0; font-size: 26px; } .pg { position: absolute; right: 56px; bottom: 30px; font-size: 11px; }
      .hd { display: flex; justify-content: space-between; } .buyer { font-size: 18px; margin: 14px 0; }
      .from { line-height: 1.6; text-align: right; }
      .sumbox { border: 2px solid #333; padding: 8px 14px; font-size: 18px; width: 360px; margin: 10px 0; }
      .items { width: 100%; margin-top: 8px; } .items th { background: #eee; border: 1px solid #999; font-weight: normal; padding: 3px; }
      .items td { border: 1px solid #aaa; padding: 2px 6px; }
      .tot { margin: 10px 0 0 auto; font-size: 13px; } .tot td { border: 1px solid #999; padding: 3px 10px; }
      .bank { margin-top: 24px; border: 1px solid #333; padding: 10px 14px; line-height: 1.8; width: 460px; }`;
    const cols = [
      [(it) => it.name],
      [(it) => `${it.qty}${it.unit}`, 'num'],
      [(it) => yen(it.price), 'num'],
      [(it) => yen(it.amount), 'num'],
    ];
    const head = '<tr><th>日付・品名</th><th>数量</th><th>単価</th><th>金額</th></tr>';
    const first = long ? d.items.slice(0, 26) : d.items;
    const rest = long ? d.items.slice(26) : [];
    const header = `<div class="hd"><div><h1>請求書</h1><div class="buyer">${d.buyerName} 御中</div>
        <div>請求書番号：${d.no}<br>請求日：${fmt(d.issue)}</div><div class="sumbox">ご請求金額　¥${yen(s.total)}</div></div>
        <div class="from"><b style="font-size:15px">${d.issuerName}</b><br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}<br>登録番号 ${d.reg}</div></div>`;
    const tail = `<table class="tot"><tr><td>小計</td><td class="num">¥${yen(s.subtotal)}</td></tr><tr><td>10%対象 消費税</td><td class="num">¥${yen(s.tax)}</td></tr>
        <tr><td>合計（税込）</td><td class="num"><b>¥${yen(s.total)}</b></td></tr></table>
      <div class="bank"><b>お振込先</b><br>${d.bank.name}　${d.branch.name}<br>口座種別：${TYPE_LABEL[d.type]}　口座番号：${d.account}<br>口座名義：${holder}<br>
        支払期日：${fmt(d.due)}</div>`;
    const pages = [
      `<div class="wrap">${header}<table class="items">${head}${rowsOf(first, cols)}</table>${long ? '' : tail}</div>${long ? '<div class="pg">1 / 2</div>' : ''}`,
    ];
    if (long)
      pages.push(
        `<div class="wrap"><div style="display:flex;justify-content:space-between"><b>請求書（続き）</b><span>請求書番号：${d.no}</span></div>
          <table class="items">${head}${rowsOf(rest, cols)}</table>${tail}</div><div class="pg">2 / 2</div>`,
      );
    return { pages, css, printed: { holder } };
  },
});

// 8 — 請求明細 statement: 前回請求額 / 入金額 / 繰越 / 今回お買上 / 消費税 / 今回ご請求額.
LAYOUTS.push({
  id: 'L08-statement',
  exercises:
    'wholesale statement: 前回御請求額/御入金額/繰越金額/今回御買上額/消費税額/今回御請求額 row (the total is the last cell, other amounts around it), 締切日 as a second date, delivery dates per line, 当座 accounts, 本店営業部, other banks',
  opts: () => ({ bank: 'other', checking: true, rates: 'mixed', items: 7 }),
  render(d, r) {
    const fmt = DATE_FORMATS.seirekiPad;
    const holder = holderPrinted(d, r.pick(['big', 'half-big']));
    const s = d.sum;
    const prev = r.int(50, 900) * 1000 + r.int(0, 999);
    const paid = r.chance(0.7) ? prev : prev - r.int(1, 40) * 1000;
    const carry = prev - paid;
    const total = carry + s.total;
    const closing = endOfMonth(d.issue[0], d.issue[1]);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 12.5px; }
      .wrap { padding: 46px 52px; } h1 { text-align: center; font-size: 26px; letter-spacing: .8em; margin: 0 0 16px; }
      .hd { display: flex; justify-content: space-between; line-height: 1.7; } .buyer { font-size: 19px; }
      .st { width: 100%; margin-top: 18px; } .st th, .st td { border: 1px solid #444; padding: 4px 6px; text-align: center; font-weight: normal; }
      .st th { background: #eee; font-size: 12px; } .st td { font-size: 15px; } .st .g { background: #fff3c4; font-weight: bold; }
      .items { width: 100%; margin-top: 16px; } .items th, .items td { border: 1px solid #777; padding: 3px 6px; font-weight: normal; }
      .foot { margin-top: 20px; line-height: 1.8; }`;
    const dated = d.items.map((it, i) => ({ ...it, day: `${pad2(closing[1])}/${pad2(Math.min(closing[2], 3 + i * 4))}` }));
    const page = `<div class="wrap"><h1>御請求書</h1>
      <div class="hd"><div><div class="buyer">${d.buyerName}　御中</div><div>〒${d.buyerZip} ${d.buyerAddress}</div>
        <div style="margin-top:10px">締切日　${fmt(closing)}　（毎月末日締）</div><div>発行日　${fmt(d.issue)}</div><div>請求番号　${d.no}</div></div>
        <div style="text-align:right"><b style="font-size:16px">${d.issuerName}</b><br>〒${d.zip}<br><span class="addr">${d.address}</span><br>電話 ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}</div></div>
      <table class="st"><tr><th>前回御請求額</th><th>御入金額</th><th>繰越金額</th><th>今回御買上額</th><th>消費税額</th><th>今回御請求額</th></tr>
        <tr><td>${yen(prev)}</td><td>${yen(paid)}</td><td>${yen(carry)}</td><td>${yen(s.subtotal)}</td><td>${yen(s.tax)}</td><td class="g">${yen(total)}</td></tr></table>
      <table class="items"><tr><th>月日</th><th>品名</th><th>数量</th><th>単価</th><th>金額</th><th>税率</th></tr>
        ${rowsOf(dated, [[(it) => it.day], [(it) => `${it.name}${mark8(it)}`], [(it) => it.qty, 'num'], [(it) => yen(it.price), 'num'], [(it) => yen(it.amount), 'num'], [(it) => `${it.rate}%`, 'num']])}
        ${[10, 8]
          .filter((k) => s.by[k])
          .map(
            (k) =>
              `<tr><td></td><td>（${k}%対象 ${yen(s.by[k].base)}）消費税</td><td></td><td></td><td class="num">${yen(s.by[k].tax)}</td><td></td></tr>`,
          )
          .join('')}</table>
      <div style="font-size:11px">※印は軽減税率対象</div>
      <div class="foot">お支払期日：${fmt(d.due)}<br>お振込先：${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　No.${d.account}<br>口座名義：${holder}</div></div>`;
    return { pages: [page], css, printed: { holder, total } };
  },
});

// 9 (holdout) — key：value list, due date first, codes printed, half-width corporate holder.
LAYOUTS.push({
  id: 'L09-keyvalue',
  split: 'holdout',
  exercises:
    'plain 項目：値 lines in a monospace font, 支払期限 before 請求日, ご請求額 "¥…-", bank and branch codes in parentheses, half-width corporate holder (ｶ)…), invoice number after "No."',
  opts: () => ({ rates: '10' }),
  render(d, r) {
    const fmt = DATE_FORMATS[r.pick(['seireki', 'slash'])];
    const holder = holderPrinted(d, 'half');
    const s = d.sum;
    const css = `body { font-family: 'Noto Sans Mono CJK JP'; font-size: 14px; line-height: 1.9; }
      .wrap { padding: 70px 90px; } h1 { font-size: 22px; margin: 0 0 20px; border-bottom: 2px solid #000; }
      .k { display: inline-block; width: 170px; }`;
    const kv = (k, v) => `<div><span class="k">${k}</span>：${v}</div>`;
    const page = `<div class="wrap"><h1>請 求 書　　No.${d.no}</h1>
      <div style="font-size:17px;margin-bottom:12px">${d.buyerName} 御中</div>
      ${kv('お支払期限', fmt(d.due))}${kv('請求日', fmt(d.issue))}${kv('ご請求額', `¥${yen(s.total)}-`)}<br>
      ${kv('内訳', '')}${d.items.map((it) => `<div>　・${it.name}　${it.qty}${it.unit} × ${yen(it.price)} = ${yen(it.amount)}</div>`).join('')}
      ${kv('小計', yen(s.subtotal))}${kv('消費税（10%）', yen(s.tax))}${kv('合計', `¥${yen(s.total)}-`)}<br>
      ${kv('振込先銀行', `${d.bank.name}（${d.bank.code}）`)}${kv('支店', `${d.branch.name}（${d.branch.code}）`)}${kv('口座', `${TYPE_LABEL[d.type]} ${d.account}`)}${kv('名義', holder)}<br>
      ${kv('発行者', d.issuerName)}${kv('所在地', `<span class="addr">〒${d.zip} ${d.address}</span>`)}${kv('電話番号', d.tel)}${kv('登録番号', d.reg)}</div>`;
    return { pages: [page], css, printed: { holder, showBankCode: true, showBranchCode: true } };
  },
});

// 10 (holdout) — sole proprietor with 源泉徴収: the amount to pay is less than 合計.
LAYOUTS.push({
  id: 'L10-withholding',
  split: 'holdout',
  exercises:
    'sole proprietor with 源泉徴収税 deducted (差引ご請求金額 < 合計), big amount box with the value far right, 和暦 dates, 信用金庫 and other banks, personal holder half- or full-width',
  opts: () => ({ sole: true, bank: 'other', rates: '10', items: 3 }),
  render(d, r) {
    const fmt = DATE_FORMATS.wareki;
    const holder = holderPrinted(d, r.pick(['half', 'full']));
    const s = d.sum;
    const withholding = Math.floor(s.subtotal * 0.1021);
    const total = s.total - withholding;
    const showBranchCode = r.chance(0.5);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 14px; line-height: 1.7; }
      .wrap { padding: 56px 64px; } h1 { text-align: center; font-size: 26px; font-weight: normal; letter-spacing: .6em; margin: 0 0 20px; }
      .hd { display: flex; justify-content: space-between; } .buyer { font-size: 21px; }
      .amt { display: flex; justify-content: space-between; align-items: flex-end; border: 2px solid #333; padding: 12px 18px; margin: 24px 0 10px; }
      .amt .l { font-size: 17px; } .amt .v { font-size: 28px; margin-top: 30px; }
      table.i { width: 100%; } .i th { border-bottom: 1px solid #333; font-weight: normal; } .i td { padding: 4px; border-bottom: 1px solid #ddd; }
      .calc { margin: 12px 0 0 auto; } .calc th { font-weight: normal; text-align: left; padding-right: 40px; }
      .bank { margin-top: 24px; line-height: 1.8; }`;
    const page = `<div class="wrap"><h1>請求書</h1>
      <div class="hd"><div><div class="buyer">${d.buyerName} 御中</div><div>件名：${d.items[0].name.replace(/（.*/, '')} ほか</div></div>
        <div style="text-align:right">請求日 ${fmt(d.issue)}<br>請求書番号 ${d.no}</div></div>
      <div class="amt"><div class="l">差引ご請求金額</div><div class="v">${yen(total)}円</div></div>
      <div style="display:flex;justify-content:space-between"><div>お支払期限 ${fmt(d.due)}</div>
        <div style="text-align:right;font-size:13px">${d.yago}　${d.person}<br><span class="addr">〒${d.zip} ${d.address}</span><br>TEL ${d.tel}<br>登録番号 ${d.reg}</div></div>
      <table class="i" style="margin-top:16px"><tr><th>内容</th><th>数量</th><th>単価</th><th>金額</th></tr>
        ${rowsOf(d.items, [[(it) => it.name], [(it) => it.qty, 'num'], [(it) => yen(it.price), 'num'], [(it) => yen(it.amount), 'num']])}</table>
      <table class="calc"><tr><th>小計</th><td class="num">${yen(s.subtotal)}円</td></tr><tr><th>消費税（10%）</th><td class="num">${yen(s.tax)}円</td></tr>
        <tr><th>合計</th><td class="num">${yen(s.total)}円</td></tr><tr><th>源泉徴収税額（10.21%）</th><td class="num">△${yen(withholding)}円</td></tr>
        <tr><th><b>差引ご請求金額</b></th><td class="num"><b>${yen(total)}円</b></td></tr></table>
      <div class="bank">お振込先　${d.bank.name}　${d.branch.name}${showBranchCode ? `（${d.branch.code}）` : ''}　${TYPE_LABEL[d.type]}　${d.account}<br>名義　${holder}</div></div>`;
    return { pages: [page], css, printed: { holder, total, showBranchCode } };
  },
});

// 11 (holdout) — two pages with the total and the bank on page 2 only.
LAYOUTS.push({
  id: 'L11-two-page-tail',
  split: 'holdout',
  twoPage: true,
  exercises:
    'two pages: page 1 has no amount at all, the total, 振込先 and due date come on page 2; issue date 和暦 at the top, due date slash at the bottom; ㈱ spelling; 横浜銀行 and others',
  opts: () => ({ rates: '10' }),
  render(d, r, { long }) {
    if (long) {
      d.items = longItems(r, r.int(36, 44));
      d.sum = summarize(d.items);
    }
    const holder = holderPrinted(d, r.pick(['full', 'half']));
    const issuer = spelled(d, 'circled');
    const s = d.sum;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 12px; }
      .wrap { padding: 44px 56px; } .top { display: flex; justify-content: space-between; }
      h1 { font-size: 22px; margin: 0 0 10px; border-left: 8px solid #4a7c59; padding-left: 10px; }
      .items { width: 100%; margin-top: 12px; } .items th { background: #4a7c59; color: #fff; font-weight: normal; padding: 3px; }
      .items td { border-bottom: 1px solid #bbb; padding: 2px 6px; }
      .end { display: flex; justify-content: space-between; margin-top: 20px; } .end table td { padding: 3px 10px; border-bottom: 1px solid #999; }
      .grand { font-size: 20px; font-weight: bold; }
      .pg { position: absolute; bottom: 28px; width: 100%; text-align: center; font-size: 11px; }`;
    const cols = [
      [(it) => it.name],
      [(it) => it.qty, 'num'],
      [(it) => it.unit],
      [(it) => yen(it.price), 'num'],
      [(it) => yen(it.amount), 'num'],
    ];
    const head = '<tr><th>摘要</th><th>数量</th><th>単位</th><th>単価</th><th>金額</th></tr>';
    const first = long ? d.items.slice(0, 28) : d.items;
    const rest = long ? d.items.slice(28) : [];
    const tail = `<div class="end"><div style="line-height:1.9"><b>【振込先】</b><br>${d.bank.name} ${d.branch.name}<br>${TYPE_LABEL[d.type]}口座 ${d.account}<br>口座名義 ${holder}<br>
        お支払期限：${DATE_FORMATS.slash(d.due)}</div>
        <table><tr><td>小計</td><td class="num">${yen(s.subtotal)}円</td></tr><tr><td>消費税等(10%)</td><td class="num">${yen(s.tax)}円</td></tr>
        <tr><td class="grand">ご請求金額</td><td class="num grand">${yen(s.total)}円</td></tr></table></div>`;
    const pages = [
      `<div class="wrap"><div class="top"><div><h1>請求書</h1><div style="font-size:18px">${d.buyerName} 御中</div>
          <div style="margin-top:8px">いつもお世話になっております。下記のとおりご請求いたします。</div></div>
        <div style="text-align:right;line-height:1.6">${DATE_FORMATS.wareki(d.issue)}<br>請求書No. ${d.no}<br><b style="font-size:14px">${issuer}</b><br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}<br>登録番号 ${d.reg}</div></div>
        <table class="items">${head}${rowsOf(first, cols)}</table>${long ? '<div style="text-align:right;margin-top:6px">（次頁に続く）</div>' : tail}</div>
        ${long ? '<div class="pg">- 1 -</div>' : ''}`,
    ];
    if (long)
      pages.push(
        `<div class="wrap"><div>請求書No. ${d.no}（2枚目）</div><table class="items">${head}${rowsOf(rest, cols)}</table>${tail}</div><div class="pg">- 2 -</div>`,
      );
    return { pages, css, printed: { issuer, holder } };
  },
});

// 12 (holdout) — boxed business form (伝票 style): 年 月 日 in cells, full-width digits in the address.
LAYOUTS.push({
  id: 'L12-form-grid',
  split: 'holdout',
  exercises:
    'ruled business form: dates as "2026 年 11 月 30 日" in separate cells, amount in a boxed row with ¥ in its own cell, full-width digits in the address (expected after NFKC), ゆうちょ 記号番号 only (branch derived) or a main bank, 御中 large at the top',
  opts: (r, inst) => ({ bank: inst === 0 ? 'yucho' : 'main' }),
  render(d, r) {
    const holder = holderPrinted(d, r.pick(['full', 'big']));
    const s = d.sum;
    const wide = (x) => x.replace(/[0-9-]/g, (c) => (c === '-' ? '－' : String.fromCharCode(c.charCodeAt(0) + 0xfee0)));
    const address = wide(d.address);
    const dateCells = ([y, m, dd]) =>
      `<td class="c">${y}</td><td class="u">年</td><td class="c">${m}</td><td class="u">月</td><td class="c">${dd}</td><td class="u">日</td>`;
    const bank = d.yucho
      ? `<tr><th>金融機関</th><td colspan="3">ゆうちょ銀行</td></tr><tr><th>記号</th><td>${d.yucho.symbol}</td><th>番号</th><td>${d.yucho.number}</td></tr>`
      : `<tr><th>金融機関</th><td>${d.bank.name}</td><th>支店</th><td>${d.branch.name}</td></tr><tr><th>種別</th><td>${TYPE_LABEL[d.type]}</td><th>口座番号</th><td>${d.account}</td></tr>`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 13px; color: #0b3d2e; }
      .wrap { padding: 40px 50px; } .g { border: 2px solid #2f7a5a; } .g th, .g td { border: 1px solid #2f7a5a; padding: 4px 6px; font-weight: normal; }
      .g th { background: #e5f2ea; white-space: nowrap; } .c { text-align: center; min-width: 30px; } .u { border-left: none !important; color: #2f7a5a; }
      h1 { text-align: center; font-size: 26px; letter-spacing: 1em; margin: 0 0 10px; color: #0b3d2e; }
      .buyer { font-size: 26px; border-bottom: 2px solid #2f7a5a; display: inline-block; padding: 0 20px 2px 0; }`;
    const page = `<div class="wrap">
      <div class="buyer">${d.buyerName}　御中</div>
      <h1>請求書</h1>
      <div style="display:flex;justify-content:space-between;align-items:flex-start;gap:20px">
        <table class="g"><tr><th>請求日</th>${dateCells(d.issue)}</tr><tr><th>支払期限</th>${dateCells(d.due)}</tr><tr><th>伝票番号</th><td colspan="6">${d.no}</td></tr></table>
        <table class="g" style="font-size:11.5px;flex-shrink:0"><tr><th>発行元</th><td>${d.issuerName}</td></tr><tr><th>住所</th><td>〒${d.zip}<br><span class="addr">${address}</span></td></tr>
          <tr><th>電話</th><td>${d.tel}</td></tr><tr><th>登録番号</th><td>${d.reg}</td></tr></table></div>
      <table class="g" style="margin-top:16px;font-size:22px"><tr><th style="font-size:14px">ご請求金額</th><td class="c">¥</td><td class="num" style="width:260px">${yen(s.total)}</td><td style="font-size:12px">（消費税込）</td></tr></table>
      <table class="g" style="width:100%;margin-top:14px"><tr><th>品名・摘要</th><th>数量</th><th>単位</th><th>単価</th><th>金額</th><th>税区分</th></tr>
        ${rowsOf(d.items, [[(it) => it.name], [(it) => it.qty, 'num'], [(it) => it.unit], [(it) => yen(it.price), 'num'], [(it) => yen(it.amount), 'num'], [(it) => (it.rate === 8 ? '軽8%' : '10%')]])}
        ${Array.from({ length: Math.max(0, 8 - d.items.length) }, () => '<tr><td>&nbsp;</td><td></td><td></td><td></td><td></td><td></td></tr>').join('')}
        <tr><th colspan="4">税抜合計</th><td class="num">${yen(s.subtotal)}</td><td></td></tr>
        ${[10, 8]
          .filter((k) => s.by[k])
          .map((k) => `<tr><th colspan="4">消費税（${k}%）</th><td class="num">${yen(s.by[k].tax)}</td><td></td></tr>`)
          .join('')}
        <tr><th colspan="4">税込合計</th><td class="num">${yen(s.total)}</td><td></td></tr></table>
      <table class="g" style="margin-top:14px;width:480px"><caption style="text-align:left;font-weight:bold">お振込先</caption>${bank}<tr><th>口座名義</th><td colspan="3">${holder}</td></tr></table></div>`;
    return { pages: [page], css, printed: { holder, address } };
  },
});

export { longItems };
