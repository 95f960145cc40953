// Invoice corpus layouts L13–L18: each pushed onto core.mjs's LAYOUTS, in order.
import {
  DATE_FORMATS,
  LAYOUTS,
  TYPE_LABEL,
  addDays,
  holderPrinted,
  mark8,
  rowsOf,
  seal,
  spelled,
  summarize,
  yen,
} from './core.mjs';
import { longItems } from './layouts-001-012.mjs';

// ---- round 2 dev layouts (L13–L18): other people's templates ------------------------------

const regHyphen = (t) => `T-${t.slice(1, 5)}-${t.slice(5, 9)}-${t.slice(9, 13)}-${t.slice(13)}`;
const regSpaced = (t) => `T ${t.slice(1, 5)} ${t.slice(5, 9)} ${t.slice(9, 13)} ${t.slice(13)}`;
const warekiSlash = ([y, m, d]) => `R${y - 2018}/${m}/${d}`;
const shortNo = (r) => String(r.int(1, 9999)).padStart(4, '0');
/** 源泉徴収税額 on a fee: 10.21% up to 1,000,000 yen, 20.42% above. */
const withholding = (base) =>
  base <= 1000000 ? Math.floor((base * 1021) / 10000) : 102100 + Math.floor(((base - 1000000) * 2042) / 10000);

// 13 — 納品書兼請求書: 納品日 per line, buyer right-aligned with 様, issuer bottom-left, ご請求額合計 at the bottom.
LAYOUTS.push({
  id: 'L13-delivery-invoice',
  split: 'dev',
  exercises:
    '納品書兼請求書 title, buyer block right-aligned with 様, issuer block at the bottom left, No. 0123 number, R7/12/1 dates, 納品日 column, total only at the bottom as ご請求額合計, 電話, registration T-1234-5678-9012-3, 振込先 as a sentence',
  opts: () => ({ rates: 'mixed' }),
  render(d, r) {
    d.no = shortNo(r);
    const fmt = warekiSlash;
    const holder = holderPrinted(d, r.pick(['half', 'half-big']));
    const issuer = spelled(d, r.pick(['full', 'paren']));
    const s = d.sum;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 13px; }
      h1 { position: absolute; left: 0; right: 0; top: 50px; text-align: center; font-size: 26px; margin: 0; letter-spacing: .2em; }
      .meta { position: absolute; left: 60px; top: 110px; line-height: 1.8; }
      .buyer { position: absolute; right: 60px; top: 110px; text-align: right; line-height: 1.7; }
      .buyer .n { font-size: 19px; border-bottom: 1px solid #333; }
      .lead { position: absolute; left: 60px; top: 230px; }
      .items { position: absolute; left: 60px; top: 270px; width: 674px; } .items th { background: #e9f1e6; border: 1px solid #7a7; font-weight: normal; padding: 4px; }
      .items td { border: 1px solid #9b9; padding: 4px 6px; }
      .sums { position: absolute; right: 60px; top: 620px; } .sums th { text-align: left; font-weight: normal; padding: 3px 24px 3px 8px; border-bottom: 1px solid #9b9; }
      .sums td { border-bottom: 1px solid #9b9; padding: 3px 8px; } .sums .g th, .sums .g td { font-size: 18px; font-weight: bold; border-bottom: 3px double #333; }
      .pay { position: absolute; left: 60px; top: 800px; width: 674px; line-height: 1.8; }
      .from { position: absolute; left: 60px; bottom: 60px; line-height: 1.6; font-size: 12.5px; }`;
    const day = (i) => fmt(addDays(d.issue, -(i * 3 + 2)));
    const page = `<h1>納品書兼請求書</h1>
      <div class="meta">No. ${d.no}<br>発行日 ${fmt(d.issue)}</div>
      <div class="buyer"><div class="n">${d.buyerName} 様</div>〒${d.buyerZip}<br>${d.buyerAddress}</div>
      <div class="lead">毎度ありがとうございます。下記のとおり納品し、ご請求申し上げます。</div>
      <table class="items"><tr><th>納品日</th><th>品名</th><th>数量</th><th>単価</th><th>金額</th></tr>
        ${rowsOf(
          d.items.map((it, i) => ({ ...it, day: day(i) })),
          [
            [(it) => it.day],
            [(it) => `${it.name}${mark8(it)}`],
            [(it) => `${it.qty}${it.unit}`, 'num'],
            [(it) => yen(it.price), 'num'],
            [(it) => yen(it.amount), 'num'],
          ],
        )}</table>
      <table class="sums"><tr><th>税抜合計</th><td class="num">${yen(s.subtotal)}</td></tr>
        ${[10, 8]
          .filter((k) => s.by[k])
          .map((k) => `<tr><th>消費税 ${k}%${k === 8 ? '※' : ''}</th><td class="num">${yen(s.by[k].tax)}</td></tr>`)
          .join('')}
        <tr class="g"><th>ご請求額合計</th><td class="num">${yen(s.total)}円</td></tr></table>
      <div class="pay">お支払いは ${fmt(d.due)} までに下記口座へお振込みください。${d.bank.name}${d.branch.name} ${TYPE_LABEL[d.type]}預金 ${d.account} 名義 ${holder}<br>
        <span style="font-size:11.5px">※は軽減税率（8%）対象です。</span></div>
      <div class="from"><b style="font-size:15px">${issuer}</b><br>〒${d.zip} <span class="addr">${d.address}</span><br>電話 ${d.tel}<br>登録番号 ${regHyphen(d.reg)}</div>
      ${seal(d, 'left: 520px; bottom: 80px;')}`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 14 — 請求明細書 with many rows and the total only at the bottom as 合計金額.
LAYOUTS.push({
  id: 'L14-long-detail',
  split: 'dev',
  exercises:
    '請求明細書 with 16–22 dated rows on one page, the total only at the bottom (合計金額), 請求No, 2025.12.01 dates, ☎ phone, registration with spaces (T 1234 5678 9012 3), 振込先 as a header row + value row table, buyer 御中 left',
  opts: () => ({ rates: '10' }),
  render(d, r) {
    d.items = longItems(r, r.int(16, 22));
    d.sum = summarize(d.items);
    const fmt = DATE_FORMATS.dot;
    const holder = holderPrinted(d, r.pick(['full', 'half']));
    const s = d.sum;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 11.5px; }
      .wrap { padding: 40px 54px; } h1 { font-size: 22px; margin: 0 0 10px; border-bottom: 2px solid #345; }
      .hd { display: flex; justify-content: space-between; line-height: 1.6; } .buyer { font-size: 16px; }
      .items { width: 100%; margin-top: 10px; } .items th { background: #345; color: #fff; font-weight: normal; padding: 3px; }
      .items td { border-bottom: 1px solid #ccd; padding: 2px 6px; }
      .tot { margin: 8px 0 0 auto; } .tot th { text-align: left; font-weight: normal; padding: 2px 30px 2px 6px; } .tot td { padding: 2px 6px; }
      .tot .g th, .tot .g td { font-size: 17px; font-weight: bold; border-top: 2px solid #345; }
      .bank { width: 100%; margin-top: 14px; } .bank th { background: #eef; font-weight: normal; border: 1px solid #99a; padding: 3px; } .bank td { border: 1px solid #99a; padding: 3px 6px; text-align: center; }`;
    const page = `<div class="wrap"><h1>請求明細書</h1>
      <div class="hd"><div><div class="buyer">${d.buyerName} 御中</div><div>請求No ${d.no}</div><div>請求日 ${fmt(d.issue)}</div><div>お支払期日 ${fmt(d.due)}</div></div>
        <div style="text-align:right"><b style="font-size:14px">${d.issuerName}</b><br>〒${d.zip}<br><span class="addr">${d.address}</span><br>☎ ${d.tel}<br>登録番号 ${regSpaced(d.reg)}</div></div>
      <table class="items"><tr><th>日付・摘要</th><th>数量</th><th>単価</th><th>金額</th></tr>
        ${rowsOf(d.items, [[(it) => it.name], [(it) => `${it.qty}${it.unit}`, 'num'], [(it) => yen(it.price), 'num'], [(it) => yen(it.amount), 'num']])}</table>
      <table class="tot"><tr><th>小計</th><td class="num">${yen(s.subtotal)}</td></tr><tr><th>消費税（10%）</th><td class="num">${yen(s.tax)}</td></tr>
        <tr class="g"><th>合計金額</th><td class="num">¥${yen(s.total)}</td></tr></table>
      <table class="bank"><tr><th>振込先銀行</th><th>支店</th><th>種別</th><th>口座番号</th><th>口座名義</th></tr>
        <tr><td>${d.bank.name}</td><td>${d.branch.name}</td><td>${TYPE_LABEL[d.type]}</td><td>${d.account}</td><td>${holder}</td></tr></table></div>`;
    return { pages: [page], css, printed: { holder } };
  },
});

// 15 — freelancer: a personal name only (no 屋号), 源泉徴収税 deducted, 金…円也, 振込手数料 note.
LAYOUTS.push({
  id: 'L15-freelancer',
  split: 'dev',
  exercises:
    "freelancer's invoice under a personal name only (no 屋号, no company form), 源泉徴収税 deducted (total = 差引ご請求額), 金 123,456円也, 令和 dates, TEL. with a mobile number, 振込先 as a sentence with a personal holder, 振込手数料はご負担ください",
  opts: () => ({ sole: true, rates: '10', items: 3 }),
  render(d, r) {
    d.issuerName = d.person;
    const fmt = DATE_FORMATS.wareki;
    const holder = holderPrinted(d, r.pick(['full', 'half']));
    const s = d.sum;
    const gensen = withholding(s.subtotal);
    const total = s.total - gensen;
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 14px; line-height: 1.8; }
      .wrap { padding: 60px 72px; } h1 { font-size: 26px; font-weight: normal; text-align: center; letter-spacing: .4em; margin: 0 0 20px; }
      .buyer { font-size: 19px; border-bottom: 1px solid #333; display: inline-block; padding-right: 40px; }
      .right { text-align: right; } .amount { font-size: 24px; margin: 20px 0; border: 1px solid #333; padding: 6px 20px; display: inline-block; }
      .items { width: 100%; margin-top: 16px; } .items th { border-bottom: 1px solid #333; font-weight: normal; } .items td { border-bottom: 1px dotted #999; padding: 3px 6px; }
      .sums { margin: 10px 0 0 auto; } .sums th { text-align: left; font-weight: normal; padding-right: 40px; }
      .note { margin-top: 20px; font-size: 13px; }`;
    const page = `<div class="wrap"><h1>請求書</h1>
      <div class="right">${fmt(d.issue)}<br>請求書番号 ${d.no}</div>
      <div class="buyer">${d.buyerName} 御中</div>
      <div style="display:flex;justify-content:space-between;align-items:flex-start">
        <div><div class="amount">ご請求金額　金 ${yen(total)}円也</div><div>件名：${d.items[0].name}ほか</div></div>
        <div class="right" style="margin-top:16px">${d.person}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL. ${d.tel}<br>登録番号 ${d.reg}</div></div>
      <table class="items"><tr><th>内容</th><th>数量</th><th>単価</th><th>金額</th></tr>
        ${rowsOf(d.items, [[(it) => it.name], [(it) => `${it.qty}${it.unit}`, 'num'], [(it) => yen(it.price), 'num'], [(it) => yen(it.amount), 'num']])}</table>
      <table class="sums"><tr><th>報酬額（税抜）</th><td class="num">${yen(s.subtotal)}円</td></tr><tr><th>消費税（10%）</th><td class="num">${yen(s.tax)}円</td></tr>
        <tr><th>小計</th><td class="num">${yen(s.total)}円</td></tr><tr><th>源泉徴収税（10.21%）</th><td class="num">△${yen(gensen)}円</td></tr>
        <tr><th><b>差引ご請求額</b></th><td class="num"><b>${yen(total)}円</b></td></tr></table>
      <div class="note">恐れ入りますが、${fmt(d.due)}までに下記口座へお振込みください。<br>
        ${d.bank.name} ${d.branch.name} ${TYPE_LABEL[d.type]} ${d.account} 名義 ${holder}<br>
        ※振込手数料はご負担ください。</div></div>`;
    return { pages: [page], css, printed: { holder, total, issuer: d.person } };
  },
});

// 16 — key–value list with labels in 「」 brackets.
LAYOUTS.push({
  id: 'L16-bracket-kv',
  split: 'dev',
  exercises:
    'key–value list with labels in 「」 (「請求番号」「件名」「請求日」「支払期日」「請求金額」「振込先」「口座名義」), 金 123,456 円也, 西暦 zero-padded dates, 電話, registration with spaces, bank code and branch code printed as 番号, 株式会社 spelled in full',
  opts: () => ({}),
  render(d, r) {
    const fmt = DATE_FORMATS.seirekiPad;
    const holder = holderPrinted(d, r.pick(['full', 'big', 'half']));
    const s = d.sum;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 13.5px; line-height: 1.9; }
      .wrap { padding: 56px 70px; } h1 { font-size: 24px; margin: 0 0 18px; letter-spacing: .3em; }
      .kv td { padding: 1px 12px 1px 0; vertical-align: top; } .kv td:first-child { width: 130px; }
      .from { position: absolute; right: 70px; top: 56px; text-align: right; line-height: 1.6; font-size: 12.5px; }
      .items { width: 100%; margin-top: 18px; } .items th, .items td { border: 1px solid #666; padding: 2px 6px; font-weight: normal; }`;
    const page = `<div class="wrap"><h1>請求書</h1>
      <div class="from"><b style="font-size:15px">${d.issuerName}</b><br>〒${d.zip}<br><span class="addr">${d.address}</span><br>電話 ${d.tel}<br>登録番号 ${regSpaced(d.reg)}</div>
      <div style="font-size:18px;margin-bottom:14px">${d.buyerName} 御中</div>
      <table class="kv">
        <tr><td>「請求番号」</td><td>${d.no}</td></tr>
        <tr><td>「件名」</td><td>${d.items[0].name}</td></tr>
        <tr><td>「請求日」</td><td>${fmt(d.issue)}</td></tr>
        <tr><td>「支払期日」</td><td>${fmt(d.due)}</td></tr>
        <tr><td>「請求金額」</td><td><b style="font-size:18px">金 ${yen(s.total)} 円也</b>（税込）</td></tr>
        <tr><td>「振込先」</td><td>${d.bank.name}（${d.bank.code}） ${d.branch.name}（${d.branch.code}） ${TYPE_LABEL[d.type]}預金 ${d.account}</td></tr>
        <tr><td>「口座名義」</td><td>${holder}</td></tr></table>
      <table class="items"><tr><th>品名</th><th>数量</th><th>単価</th><th>税率</th><th>金額</th></tr>
        ${rowsOf(d.items, [[(it) => it.name], [(it) => it.qty, 'num'], [(it) => yen(it.price), 'num'], [(it) => `${it.rate}%`, 'num'], [(it) => yen(it.amount), 'num']])}
        <tr><td colspan="4">税抜金額</td><td class="num">${yen(s.subtotal)}</td></tr>
        ${[10, 8]
          .filter((k) => s.by[k])
          .map((k) => `<tr><td colspan="4">${k}%対象 消費税</td><td class="num">${yen(s.by[k].tax)}</td></tr>`)
          .join('')}
        <tr><td colspan="4">税込金額</td><td class="num">${yen(s.total)}</td></tr></table></div>`;
    return { pages: [page], css, printed: { holder, showBankCode: true, showBranchCode: true } };
  },
});

// 17 — construction 出来高 invoice: 契約金額 / 前回までの請求 / 今回請求 / 残高.
LAYOUTS.push({
  id: 'L17-progress',
  split: 'dev',
  exercises:
    'construction 出来高 invoice: 工事名, a row of 契約金額 / 前回までの請求額 / 今回出来高 / 請求累計 / 請求残高 (the amount to pay is 今回ご請求額 = 今回 + 消費税), R7.12.1 dates, TEL., issuer block bottom-left with seal, 当座 or 普通, other banks',
  opts: () => ({ rates: '10', bank: 'other', items: 3 }),
  render(d, r) {
    const fmt = DATE_FORMATS.warekiShort;
    const holder = holderPrinted(d, r.pick(['big', 'half-big', 'full']));
    const issuer = spelled(d, r.pick(['full', 'circled']));
    const s = d.sum;
    const contract = Math.ceil((s.subtotal * r.range(2.2, 4)) / 10000) * 10000;
    const prev = Math.floor(((contract - s.subtotal) * r.range(0.2, 0.7)) / 1000) * 1000;
    const cum = prev + s.subtotal;
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 13px; }
      .wrap { padding: 50px 58px; } h1 { text-align: center; font-size: 26px; letter-spacing: .5em; margin: 0 0 14px; }
      .hd { display: flex; justify-content: space-between; line-height: 1.8; } .buyer { font-size: 18px; border-bottom: 1px solid #333; }
      .pr { width: 100%; margin-top: 16px; } .pr th, .pr td { border: 1px solid #444; padding: 4px 6px; text-align: center; font-weight: normal; } .pr th { background: #eee; font-size: 12px; }
      .items { width: 100%; margin-top: 16px; } .items th, .items td { border: 1px solid #777; padding: 3px 6px; font-weight: normal; }
      .pay { margin: 14px 0 0 auto; font-size: 15px; } .pay th { text-align: left; font-weight: normal; padding: 2px 30px 2px 6px; } .pay .g { font-size: 19px; font-weight: bold; border-bottom: 3px double #333; }
      .bank { margin-top: 16px; line-height: 1.8; }
      .from { position: absolute; left: 58px; bottom: 56px; line-height: 1.6; }`;
    const page = `<div class="wrap"><h1>請求書</h1>
      <div class="hd"><div><div class="buyer">${d.buyerName} 御中</div><div>工事名　${d.buyerName.replace(/株式会社/, '')} 社屋改修工事</div><div>工事場所　${d.buyerAddress}</div></div>
        <div style="text-align:right">請求番号 ${d.no}<br>請求日 ${fmt(d.issue)}<br>支払予定日 ${fmt(d.due)}</div></div>
      <table class="pr"><tr><th>契約金額</th><th>前回までの請求額</th><th>今回出来高</th><th>請求累計</th><th>請求残高</th></tr>
        <tr><td>${yen(contract)}</td><td>${yen(prev)}</td><td>${yen(s.subtotal)}</td><td>${yen(cum)}</td><td>${yen(contract - cum)}</td></tr></table>
      <table class="items"><tr><th>工種</th><th>数量</th><th>単位</th><th>単価</th><th>今回請求</th></tr>
        ${rowsOf(d.items, [[(it) => it.name], [(it) => it.qty, 'num'], [(it) => it.unit], [(it) => yen(it.price), 'num'], [(it) => yen(it.amount), 'num']])}</table>
      <table class="pay"><tr><th>今回請求額（税抜）</th><td class="num">${yen(s.subtotal)}</td></tr><tr><th>消費税（10%）</th><td class="num">${yen(s.tax)}</td></tr>
        <tr><th class="g">今回ご請求額</th><td class="num g">${yen(s.total)}円</td></tr></table>
      <div class="bank">振込先：${d.bank.name} ${d.branch.name} ${TYPE_LABEL[d.type]} ${d.account}<br>口座名義：${holder}</div></div>
      <div class="from"><b style="font-size:15px">${issuer}</b><br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL. ${d.tel}　FAX. ${d.fax}<br>登録番号 ${d.reg}</div>
      ${seal(d, 'left: 560px; bottom: 80px;')}`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 18 — 御請求書 with 金…円也 box, buyer right with 様, issuer bottom-left, 振込先 sentence, ゆうちょ or a main bank.
LAYOUTS.push({
  id: 'L18-receipt-style',
  split: 'dev',
  exercises:
    '御請求書 with a 金 123,456円也 box, buyer right-aligned with 様 and 御担当 様, issuer at the bottom left with ☎, 請求No., slash dates without padding, mixed rates, 振込先 as a sentence (下記口座へお振込みください。…), registration T-1234-5678-9012-3',
  opts: (r, inst) => ({ rates: 'mixed', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    const fmt = DATE_FORMATS.slashLoose;
    const holder = holderPrinted(d, 'half');
    const issuer = spelled(d, r.pick(['wide', 'full']));
    const s = d.sum;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 13px; line-height: 1.7; }
      h1 { position: absolute; left: 60px; top: 50px; margin: 0; font-size: 30px; letter-spacing: .3em; font-weight: 500; }
      .meta { position: absolute; left: 60px; top: 110px; }
      .buyer { position: absolute; right: 60px; top: 60px; text-align: right; font-size: 16px; }
      .box { position: absolute; left: 60px; top: 190px; font-size: 24px; border-bottom: 3px double #333; padding: 0 30px 0 0; }
      .items { position: absolute; left: 60px; top: 270px; width: 674px; } .items th { border-top: 2px solid #333; border-bottom: 1px solid #333; font-weight: normal; padding: 4px; }
      .items td { border-bottom: 1px solid #ccc; padding: 4px 6px; }
      .sums { position: absolute; right: 60px; top: 560px; } .sums th { font-weight: normal; text-align: left; padding-right: 30px; }
      .pay { position: absolute; left: 60px; right: 60px; top: 730px; border: 1px dashed #555; padding: 8px 14px; }
      .from { position: absolute; left: 60px; bottom: 60px; line-height: 1.6; }`;
    const page = `<h1>御請求書</h1>
      <div class="meta">請求No. ${d.no}<br>請求日：${fmt(d.issue)}</div>
      <div class="buyer">${d.buyerName} 様<br><span style="font-size:13px">御担当 ${d.buyerPerson} 様</span></div>
      <div class="box">金 ${yen(s.total)}円也</div>
      <table class="items"><tr><th>品名</th><th>数量</th><th>単価</th><th>税率</th><th>金額</th></tr>
        ${rowsOf(d.items, [[(it) => it.name], [(it) => it.qty, 'num'], [(it) => yen(it.price), 'num'], [(it) => `${it.rate}%`, 'num'], [(it) => yen(it.amount), 'num']])}</table>
      <table class="sums">
        ${[10, 8]
          .filter((k) => s.by[k])
          .map((k) => `<tr><th>${k}%対象 ${yen(s.by[k].base)}</th><td class="num">税 ${yen(s.by[k].tax)}</td></tr>`)
          .join('')}
        <tr><th>ご請求額合計</th><td class="num"><b>${yen(s.total)}円</b></td></tr></table>
      <div class="pay">お支払期限 ${fmt(d.due)}　下記口座へお振込みください。<br>${d.bank.name}${d.branch.name} ${TYPE_LABEL[d.type]}預金 ${d.account} 名義 ${holder}</div>
      <div class="from"><b style="font-size:15px">${issuer}</b><br>〒${d.zip} <span class="addr">${d.address}</span><br>☎ ${d.tel}<br>登録番号：${regHyphen(d.reg)}</div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

export { regHyphen, regSpaced, shortNo, withholding };
