// Invoice corpus layouts L275–L280: each pushed onto core.mjs's LAYOUTS, in order.
import {
  BRANCHES,
  DATE_FORMATS,
  GIVEN,
  HAN_STEMS,
  KANJI_DIGITS,
  LAYOUTS,
  MAIN_PRINTED,
  OTHER_BANKS,
  PLACES,
  STEMS,
  SURNAMES,
  TYPE_LABEL,
  YAGO_WORDS,
  addDays,
  addMonths,
  endOfMonth,
  hanko,
  holderPrinted,
  landlineOn,
  nearby,
  netOrdinary,
  otherStem,
  pad2,
  placeOf,
  prefOf,
  reiwa,
  setCompany,
  spelled,
  weekday,
  yen,
  yuchoToBankAccount,
} from './core.mjs';

// ---- 275–280: written blind as the forty-fourth round's fresh set.
// The expected values follow scripts/generate-invoice-corpus.mjs's header; where a layout prints something that could be read two
// ways, a comment marked "Decided:" says which way the expected value goes.

const HIRA_WORDS = YAGO_WORDS.filter((w) => /^\p{Script=Hiragana}+$/u.test(w));

// 275 — a 中古工作機械 dealer bills a machine shop for a used machine it delivered and installed, with the shop's old machine taken in
// part payment: 御請求書 with 請求日 / 請求No. / 売買契約No. in a ruled box at the top right, the buyer 御中 at the left, the dealer's
// block (㈱…, 〒 address, TEL / FAX, 登録番号, its 古物商許可 number) at the right under a square seal, the 差引ご請求額 boxed large, then
// 1. 販売機械・付帯作業 (the machine with its maker, 型式, 年式 and 製造No., 搬出・運搬, 据付・試運転, tooling), 小計 / 消費税 / 合計,
// 2. 下取機械 (its own maker, 型式, 年式, 製造No. and 下取価格（税込）), the 合計 − 下取価格 = 差引ご請求額 sum, and two accounts ① ② side
// by side over one 口座名義.
const KIKAI_TRADES = [
  ['機械', 'キカイ'],
  ['機工', 'キコウ'],
  ['マシナリー', 'マシナリー'],
  ['機械商会', 'キカイショウカイ'],
];
// [品名, メーカー, 型式, price lo, hi (万円)]
const USED_MACHINES = [
  ['CNC旋盤', 'オークマ', ['LB3000EX', 'LB2000EXII', 'LU3000EX'], 380, 900],
  ['立形マシニングセンタ', 'ヤマザキマザック', ['VCN-530C', 'VCN-410A', 'VTC-300C'], 420, 1100],
  ['CNC旋盤', '森精機製作所', ['NL2500', 'SL-25', 'CL-2000'], 250, 700],
  ['ベンディングマシン', 'アマダ', ['HG-1003', 'RG-80', 'FBDIII-8025'], 300, 850],
  ['平面研削盤', '岡本工作機械製作所', ['PSG-63DX', 'PSG-52CA'], 120, 380],
  ['ワイヤ放電加工機', 'ソディック', ['AQ537L', 'ALN400G'], 350, 900],
];
const TRADE_INS = [
  ['汎用旋盤', '大隈鐵工所', ['LS-1000', 'LS-850']],
  ['汎用フライス盤', '牧野フライス製作所', ['KGJP-55', 'KSAP-55']],
  ['ラジアルボール盤', '吉良鉄工所', ['RAD-1100', 'ARM-1000']],
  ['NC旋盤', '滝澤鉄工所', ['TC-20', 'TCN-2000']],
  ['シャーリング', 'アマダ', ['M-2545', 'H-3013']],
];
LAYOUTS.push({
  id: 'L275-chuuko-kikai-shitadori',
  split: 'dev',
  title:
    "中古工作機械 dealer's 御請求書 for a used machine delivered and installed, the buyer's old machine taken in part payment: 請求日 / 請求No. / 売買契約No. top right, buyer 御中 at the left, the dealer's block with a square seal and its 古物商許可 at the right, the 差引ご請求額 boxed, 販売機械・付帯作業 (maker, 型式, 年式, 製造No.), 小計 / 消費税 / 合計, 下取機械 with its 下取価格（税込）, 合計 − 下取 = 差引ご請求額, and two accounts ① ② side by side over one 口座名義",
  exercises:
    "a 中古工作機械 dealer (株式会社…機械 / ㈱…機工 / 有限会社…マシナリー) bills a machine shop (株式会社…製作所 / …精工株式会社 / 有限会社…鉄工所 御中, its 〒 address and 担当 — none of the fields) for a used CNC machine: 御 請 求 書 with a ruled box at the top right (請求日 2026/01/31 — issue_date; 請求No. — invoice_number; 売買契約No. — never the invoice_number); the dealer's block at the right (name, 〒 address, TEL / FAX — the issuer's fields —, 登録番号, the 古物商許可 …県公安委員会 第123456789012号 — none of the fields) under a square red seal; 差引ご請求額（税込）boxed large, お支払期日 under it; 1. 販売機械・付帯作業: 中古CNC旋盤 with its メーカー, 型式, 年式 (2015年製) and 製造No. (none of the fields), 搬出・運搬費, 据付・レベル調整・試運転, ツーリング, 下取機 解体・搬出費; 小計 / 消費税（10%）/ 合計（税込）; 2. 下取機械 (汎用旋盤 …, 1998年製, 製造No.) and its 下取価格（税込）; then 合計（税込）− 下取価格（税込）△ = 差引ご請求額 — total_amount the 差引ご請求額, the 合計 less the machine taken in (as L130); お振込先 in two boxes side by side, ① at the left and ② at the right, one 口座名義 under both — the account is ① (as L105); holder ｶ)… / …(ﾕ as printed",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const stem = setCompany(
      d,
      r,
      KIKAI_TRADES,
      [
        ['株式会社', 'カ'],
        ['株式会社', 'カ'],
        ['有限会社', 'ユ'],
      ],
      HAN_STEMS,
    );
    netOrdinary(d);
    const issuer = r.chance(0.5) ? spelled(d, 'circled') : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full']));
    const [, town, area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const kobutsu = `${prefOf(town)}公安委員会 第${r.int(1, 9)}${r.digits(11)}号`;
    const bs = otherStem(r, stem);
    const buyer = r.pick([`株式会社${bs}製作所`, `${bs}精工株式会社`, `有限会社${bs}鉄工所`, `${bs}工業株式会社`]);
    const [bz, btown] = r.pick(nearby(d.zip));
    const baddr = `${btown}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
    const [y, m] = d.issue;
    const yy = String(y).slice(2);
    d.issue = r.chance(0.5) ? endOfMonth(y, m) : [y, m, r.int(5, 28)];
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 1), r.pick([10, 15, 20, 25])];
    d.no = r.chance(0.5) ? `KS-${yy}${pad2(m)}-${r.digits(3)}` : `${yy}${pad2(m)}${r.digits(3)}`;
    const contractNo = `${y - 1 + r.int(0, 1)}-${r.digits(4)}`;
    const delivered = addDays(d.issue, -r.int(3, 20));
    const [mName, maker, models, lo, hi] = r.pick(USED_MACHINES);
    const rows = [
      {
        name: `中古${mName}`,
        spec: `${maker}　${r.pick(models)}`,
        sub: `${r.int(2008, 2020)}年製　製造No.${r.digits(6)}`,
        qty: 1,
        unit: '台',
        price: r.int(lo, hi) * 10000,
      },
      {
        name: '搬出・運搬費',
        spec: r.pick(['トレーラー 1台', 'ユニック車 2台', '4t車・ユニック車']),
        sub: '',
        qty: 1,
        unit: '式',
        price: r.int(12, 40) * 10000,
      },
      {
        name: '据付・レベル調整・試運転',
        spec: r.pick(['アンカー施工含む', '一次側電源工事は別途', '']),
        sub: '',
        qty: 1,
        unit: '式',
        price: r.int(6, 25) * 10000,
      },
    ];
    if (r.chance(0.5))
      rows.push({
        name: 'ツーリング・付属品一式',
        spec: r.pick(['チャック爪・ツールホルダー', 'バイス・ツールホルダー 10本', '取扱説明書・パラメータ表']),
        sub: '',
        qty: 1,
        unit: '式',
        price: r.int(5, 30) * 10000,
      });
    if (r.chance(0.5))
      rows.push({ name: '下取機 解体・搬出費', spec: '', sub: '', qty: 1, unit: '式', price: r.int(3, 12) * 10000 });
    rows.forEach((x) => (x.amount = x.qty * x.price));
    const sub = rows.reduce((a, x) => a + x.amount, 0);
    const tax = Math.floor(sub / 10);
    const total = sub + tax;
    const [tName, tMaker, tModels] = r.pick(TRADE_INS);
    const tradeIn = Math.min(r.int(5, 120), Math.floor(total / 20000)) * 10000;
    // Decided: the 下取価格, 税込, is set off after the 消費税; total_amount is the 差引ご請求額, the amount left to pay (as L130).
    const net = total - tradeIn;
    // The second account, printed beside the first: another bank, its own branch and number.
    const pool = [...['0001', '0005', '0009', '0010'].map((c) => MAIN_PRINTED[c]), ...OTHER_BANKS.map(([n]) => n)].filter(
      (n) => n !== d.bank.name && n !== 'PayPay銀行',
    );
    const bank2 = r.pick(pool);
    const branch2 = r.pick(BRANCHES.filter((b) => b !== d.branch.name));
    const type2 = r.chance(0.4) ? 1 : 2;
    const acc2 = r.digits(7);
    const fmt = DATE_FORMATS.slash;
    const navy = r.pick(['#1e3a5f', '#30343b', '#14532d']);
    const sealText = `${d.corpBody}之印`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9px; color: #1f2933; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 38px 44px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 3px solid ${navy}; padding-bottom: 8px; }
      .top h1 { margin: 10px 0 0; font-size: 25px; letter-spacing: .55em; color: ${navy}; }
      table.meta { border: 1.5px solid ${navy}; font-size: 9.4px; } .meta td { border: 1px solid #8795a6; padding: 2px 10px; } .meta td.l { background: ${navy}; color: #fff; width: 78px; text-align: center; }
      .hd { display: flex; justify-content: space-between; margin-top: 14px; }
      .to { font-size: 9.2px; line-height: 1.7; } .to .n { font-size: 14.5px; font-weight: 700; border-bottom: 1.5px solid #222; display: inline-block; padding: 0 26px 2px 0; margin: 2px 0; }
      .co { position: relative; width: 300px; font-size: 8.8px; line-height: 1.65; } .co .n { font-size: 15px; font-weight: 700; letter-spacing: .06em; } .co .s { font-size: 7.8px; color: #52606d; }
      .intro { margin-top: 12px; }
      .big { margin-top: 10px; display: flex; align-items: stretch; border: 2px solid ${navy}; width: 430px; } .big .l { background: ${navy}; color: #fff; padding: 8px 14px; font-size: 11px; display: flex; align-items: center; }
      .big .v { flex: 1; text-align: right; padding: 4px 16px; font-size: 23px; font-weight: 700; }
      .due { margin-top: 4px; font-size: 9.6px; }
      .h2 { margin-top: 14px; font-weight: 700; font-size: 10px; color: ${navy}; }
      table.t { width: 100%; margin-top: 3px; } .t th { background: #e8edf3; border: 1px solid #8795a6; font-weight: 500; padding: 3px; } .t td { border: 1px solid #b6c0cc; padding: 4px 6px; vertical-align: top; } .t .sm { font-size: 7.8px; color: #52606d; }
      table.sum { width: 270px; margin: 4px 0 0 auto; } .sum td { border: 1px solid #b6c0cc; padding: 3px 8px; } .sum td.l { background: #e8edf3; }
      table.calc { width: 100%; margin-top: 12px; border: 2px solid ${navy}; } .calc td { padding: 5px 10px; text-align: center; font-size: 10.5px; } .calc td.l { font-size: 8.4px; color: #52606d; } .calc td.op { font-size: 15px; width: 30px; } .calc td.g { font-size: 14px; font-weight: 700; background: ${navy}12; }
      .bk { margin-top: 14px; border: 1px solid #8795a6; padding: 6px 12px 8px; } .bk .h { font-weight: 700; font-size: 9.6px; }
      .bk .two { display: flex; gap: 14px; margin-top: 4px; } .bk .two div { flex: 1; border: 1px dashed #8795a6; padding: 4px 10px; line-height: 1.75; font-size: 9.4px; }
      .nt { margin-top: 10px; font-size: 7.9px; color: #52606d; line-height: 1.7; }`;
    const acc1 = `①　${d.bank.name}　${d.branch.name}<br>　　${TYPE_LABEL[d.type]}預金　${d.account}`;
    const acc2Html = `②　${bank2}　${branch2}<br>　　${TYPE_LABEL[type2]}預金　${acc2}`;
    const page = `<div class="wrap"><div class="top"><h1>御請求書</h1>
        <table class="meta"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求No.</td><td>${d.no}</td></tr><tr><td class="l">売買契約No.</td><td>${contractNo}</td></tr></table></div>
      <div class="hd"><div class="to">〒${bz}<br>${baddr}<br><span class="n">${buyer}　御中</span><br>${r.pick(['工場長', '購買部', '製造部'])}　${r.pick(SURNAMES)[0]} 様</div>
        <div class="co">${hanko(sealText, `right:4px;top:-6px;width:60px;height:60px;font-size:${sealText.length > 6 ? 10 : 12}px;`)}<div class="n">${issuer}</div>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}<br><span class="s">古物商許可　${kobutsu}（機械工具商）</span><br>営業担当　${r.pick(SURNAMES)[0]}</div></div>
      <div class="intro">このたびは中古機械をお買い上げいただき、誠にありがとうございます。${fmt(delivered)} 納入・据付分につき、下記のとおりご請求申し上げます。</div>
      <div class="big"><span class="l">差引ご請求額（税込）</span><span class="v">¥${yen(net)}－</span></div>
      <div class="due">お支払期日　${fmt(d.due)}</div>
      <div class="h2">1. 販売機械・付帯作業</div>
      <table class="t"><tr><th>品名</th><th style="width:190px">メーカー・型式／仕様</th><th style="width:40px">数量</th><th style="width:84px">単価</th><th style="width:92px">金額</th></tr>
        ${rows.map((x) => `<tr><td>${x.name}${x.sub ? `<br><span class="sm">${x.sub}</span>` : ''}</td><td>${x.spec}</td><td class="num">${x.qty} ${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <table class="sum"><tr><td class="l">小計</td><td class="num">${yen(sub)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(tax)}</td></tr><tr><td class="l">合計（税込）</td><td class="num">${yen(total)}</td></tr></table>
      <div class="h2">2. 下取機械</div>
      <table class="t"><tr><th>品名</th><th style="width:190px">メーカー・型式</th><th style="width:150px">年式・製造No.</th><th style="width:110px">下取価格（税込）</th></tr>
        <tr><td>${tName}</td><td>${tMaker}　${r.pick(tModels)}</td><td>${r.int(1985, 2005)}年製　No.${r.digits(5)}</td><td class="num">${yen(tradeIn)}</td></tr></table>
      <table class="calc"><tr><td class="l">合計（税込）</td><td></td><td class="l">下取価格（税込）</td><td></td><td class="l">差引ご請求額</td></tr>
        <tr><td>¥${yen(total)}</td><td class="op">－</td><td>△¥${yen(tradeIn)}</td><td class="op">＝</td><td class="g">¥${yen(net)}</td></tr></table>
      <div class="bk"><span class="h">お振込先</span>（下記いずれかの口座へお振込みください）
        <div class="two"><div>${acc1}</div><div>${acc2Html}</div></div>
        <div style="margin-top:4px;font-size:9.4px">口座名義（共通）　${holder}</div></div>
      <div class="nt">※中古機械につき現状有姿でのお引渡しとなります。保証内容は売買契約書の定めによります。<br>※下取機械の所有権は、差引ご請求額のお支払い完了をもって当社に移転いたします。※振込手数料は貴社にてご負担願います。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total: net } };
  },
});

// 276 — a freelance 翻訳者 bills a translation agency for the month's jobs, a letter-like Word document in a Mincho face: the date in
// 令和 and 請求番号 at the top right, 請 求 書 centred, the agency 御中 at the left, the translator (屋号 over the name, or only the
// name) with 〒 address, TEL, E-mail and 登録番号 at the right, 件名, the ご請求金額 underlined, the jobs by 案件番号 (言語, 原文の
// ワード数 or 文字数, a 単価 with a half yen, the 金額 rounded down), 小計 / 消費税 / 合計 / 源泉徴収税額 / 差引ご請求額, and 【お振込先】
// in plain lines with the お支払期限 (…月末日 sometimes), 以上 at the end.
const HONYAKU_JOBS = [
  // [内容, 言語, unit, 単価 choices]
  ['特許明細書（化学）', '英→日', 'ワード', [14, 15.5, 16, 18]],
  ['取扱説明書（産業機械）', '英→日', 'ワード', [10, 11.5, 12, 13]],
  ['臨床試験報告書（抜粋）', '英→日', 'ワード', [16, 17.5, 20]],
  ['会社案内・IR資料', '日→英', '文字', [7, 8.5, 9, 10]],
  ['製品紹介ウェブページ', '日→英', '文字', [6, 6.5, 7.5]],
  ['売買基本契約書', '英→日', 'ワード', [15, 16.5, 18]],
  ['ソフトウェアUI文字列', '英→日', 'ワード', [8, 9.5, 11]],
  ['安全データシート（SDS）', '日→英', '文字', [6.5, 7, 8]],
];
LAYOUTS.push({
  id: 'L276-honyaku-gensen',
  split: 'dev',
  title:
    "freelance 翻訳者's 請求書 to a translation agency, a Word letter in Mincho: date in 令和 and 請求番号 top right, 請 求 書 centred, agency 御中 at the left, the translator (屋号 and name, or the name alone) with 〒 address / TEL / E-mail / 登録番号 at the right, 件名, the ご請求金額 underlined, jobs by 案件番号 with ワード数・文字数 and a 単価 with half yen, 小計 / 消費税 / 合計 / 源泉徴収税額 / 差引ご請求額, 【お振込先】 lines and the お支払期限, 以上",
  exercises:
    "a freelance 翻訳者 — under a 屋号 (山田翻訳事務所 / 翻訳工房 ひなた, its full-width space an ASCII one as NFKC gives it / 山田翻訳オフィス, 翻訳者 and the personal name under it — issuer_name the 屋号, as L22) or under the personal name alone (山田 太郎 — issuer_name that name as printed, as L15) — bills a translation agency (株式会社…翻訳センター / …ランゲージサービス株式会社 御中, its PM … 様 — none of the fields) for the month: a letter-like Word document in a Mincho face; at the top right the date (令和8年1月31日 — issue_date) and 請求番号 (invoice_number); 請 求 書 centred; the translator's block at the right (〒 address, TEL — a mobile often —, E-mail, 登録番号); 件名 …年…月分 翻訳料; ご請求金額 ￥…－ underlined (源泉徴収税額控除後) — total_amount; rows: No., 案件番号 (J2601-0123 — none of the fields), 内容 and 言語 (英→日), 納品日, 数量 (原文 3,245 ワード / 12,800 文字), 単価 (15.5円), 金額 — each 金額 rounded down as printed; 小計 / 消費税（10%）/ 合計 / 源泉徴収税額（10.21%）△ / 差引ご請求額 — total_amount the 差引ご請求額 after the 源泉 on the 小計 (as L15); 【お振込先】 a bank, branch, 普通 / 当座, number, 口座名義 in the translator's personal name (full-width or half-width kana, as printed); お支払期限 — due_date, printed …月末日 sometimes (that month's last day, as L59)",
  opts: (r, inst) => ({ sole: true, rates: '10', items: 1, bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const [sn] = d.person.split(' ');
    const w = r.pick(HIRA_WORDS);
    // One in three translators print no 屋号; issuer_name is then the personal name as printed (as L15).
    const noYago = r.chance(0.34);
    const personPrinted = d.person.replace(' ', '　');
    if (noYago) {
      d.yago = null;
      d.issuerName = personPrinted;
    } else {
      d.yago = r.pick([`${sn}翻訳事務所`, `翻訳工房　${w}`, `${sn}翻訳オフィス`]);
      d.issuerName = d.yago;
    }
    netOrdinary(d);
    const issuer = d.issuerName;
    // The account is in the translator's own name (d.holderBase is the personal name's kana).
    const holder = holderPrinted(d, r.pick(['full', 'full', 'half']));
    if (!/^0[789]0-/.test(d.tel) && r.chance(0.5)) d.tel = `0${r.pick(['90', '80', '70'])}-${r.digits(4)}-${r.digits(4)}`;
    const agencyStem = r.pick(STEMS)[0];
    const buyer = r.pick([
      `株式会社${agencyStem}翻訳センター`,
      `${agencyStem}ランゲージサービス株式会社`,
      `株式会社${agencyStem}トランスレーション`,
    ]);
    const [y, m] = d.issue;
    const yy = String(y).slice(2);
    d.issue = r.chance(0.7) ? endOfMonth(y, m) : [y, m, r.int(20, 28)];
    d.due = r.chance(0.6) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 1), r.pick([15, 20, 25])];
    d.no = r.chance(0.5) ? `${yy}${pad2(m)}-${pad2(r.int(1, 4))}` : `${y}-${pad2(m)}${r.int(1, 3)}`;
    const pool = [...HONYAKU_JOBS];
    const rows = [];
    const nJobs = r.int(2, 5);
    const lastDay = endOfMonth(y, m)[2];
    const days = [...new Set(Array.from({ length: nJobs }, () => r.int(3, Math.min(lastDay, d.issue[2]))))].sort((a, b) => a - b);
    for (const day of days) {
      const [name, lang, unit, prices] = pool.splice(r.int(0, pool.length - 1), 1)[0];
      const qty = unit === 'ワード' ? r.int(600, 8500) : r.int(1800, 19000);
      const price = r.pick(prices);
      rows.push({
        id: `J${yy}${pad2(m)}-${r.digits(4)}`,
        name: `${name}　${lang}`,
        md: `${m}/${day}`,
        qty: `${yen(qty)} ${unit}`,
        price: `${price}円`,
        amount: Math.floor(qty * price),
      });
    }
    if (r.chance(0.5)) {
      const h = r.int(2, 8);
      const p = r.pick([3000, 3500, 4000]);
      rows.push({
        id: rows[0].id,
        name: r.pick(['用語集作成・訳語統一対応', 'クライアント修正反映', 'レイアウト調整（PowerPoint）']),
        md: rows[0].md,
        qty: `${h} 時間`,
        price: `${yen(p)}円`,
        amount: h * p,
      });
    }
    const sub = rows.reduce((a, x) => a + x.amount, 0);
    const tax = Math.floor(sub / 10);
    const total = sub + tax;
    // Decided: the 源泉徴収 is on the 報酬 without its 消費税 (the 小計, printed apart); total_amount is the 差引ご請求額 (as L15).
    const gensen = Math.floor((sub * 1021) / 10000);
    const net = total - gensen;
    const wa = DATE_FORMATS.wareki;
    const [dy, dm, dd] = d.due;
    const dueText = dd === endOfMonth(dy, dm)[2] && r.chance(0.6) ? `令和${reiwa(dy)}年${dm}月末日` : wa(d.due);
    const mail = `${r.pick(['info', 'office', 'trans'])}@${r.pick(['honyaku', 'translate', 'words'])}-${r.pick(['office', 'works', 'lab'])}.jp`;
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 10.4px; color: #111; line-height: 1.75; }
      .wrap { position: relative; height: 1123px; padding: 64px 74px 0; }
      .date { text-align: right; }
      h1 { margin: 14px 0 0; text-align: center; font-size: 22px; font-weight: 500; letter-spacing: .9em; padding-left: .9em; }
      .hd { display: flex; justify-content: space-between; margin-top: 18px; }
      .to .n { font-size: 14px; border-bottom: 1px solid #111; padding-right: 24px; } .to div { margin-top: 4px; }
      .me { width: 260px; font-size: 9.8px; line-height: 1.7; } .me .n { font-size: 13px; }
      .body { margin-top: 20px; }
      .amt { margin-top: 12px; font-size: 13px; border-bottom: 1.5px solid #111; display: inline-block; padding: 0 40px 2px 0; } .amt b { font-size: 17px; margin-left: 16px; }
      table.t { width: 100%; margin-top: 16px; font-size: 9.6px; } .t th { border: 1px solid #111; font-weight: 500; padding: 3px; } .t td { border: 1px solid #111; padding: 3px 6px; }
      table.sum { width: 300px; margin: -1px 0 0 auto; font-size: 9.8px; } .sum td { border: 1px solid #111; padding: 2px 8px; } .sum tr.g td { font-weight: 700; }
      .nt { margin-top: 10px; font-size: 8.8px; }
      .bk { margin-top: 16px; line-height: 1.9; }
      .end { text-align: right; margin-top: 16px; }`;
    const me = noYago ? `<div class="n">${personPrinted}</div>` : `<div class="n">${d.yago}</div>翻訳者　${personPrinted}<br>`;
    const page = `<div class="wrap"><div class="date">${wa(d.issue)}<br>請求番号：${d.no}</div>
      <h1>請求書</h1>
      <div class="hd"><div class="to"><span class="n">${buyer}　御中</span><div>${r.pick(['プロジェクトマネージャー', '翻訳コーディネーター', '制作部'])}　${r.pick(SURNAMES)[0]} 様</div></div>
        <div class="me">${me}〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL：${d.tel}<br>E-mail：${mail}<br>登録番号：${d.reg}</div></div>
      <div class="body">件名：${y}年${m}月分　翻訳料<br>平素より大変お世話になっております。下記のとおりご請求申し上げます。</div>
      <div class="amt">ご請求金額<b>￥${yen(net)}－</b><span style="font-size:9px;margin-left:10px">（源泉徴収税額控除後）</span></div>
      <table class="t"><tr><th style="width:26px">No.</th><th style="width:82px">案件番号</th><th>内容・言語</th><th style="width:44px">納品日</th><th style="width:92px">数量</th><th style="width:52px">単価</th><th style="width:78px">金額</th></tr>
        ${rows.map((x, i) => `<tr><td style="text-align:center">${i + 1}</td><td>${x.id}</td><td>${x.name}</td><td style="text-align:center">${x.md}</td><td class="num">${x.qty}</td><td class="num">${x.price}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <table class="sum"><tr><td>小計</td><td class="num">${yen(sub)}円</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(tax)}円</td></tr><tr><td>合計</td><td class="num">${yen(total)}円</td></tr>
        <tr><td>源泉徴収税額（10.21%）</td><td class="num">△${yen(gensen)}円</td></tr><tr class="g"><td>差引ご請求額</td><td class="num">${yen(net)}円</td></tr></table>
      <div class="nt">※ワード数・文字数は原文のカウントです（翻訳支援ツールの分析結果による）。1円未満は切り捨てております。<br>※源泉徴収税額は、消費税を除いた報酬額（小計）に10.21%を乗じて算出しております。</div>
      <div class="bk">【お振込先】<br>　${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}<br>　口座名義　${holder}<br>【お支払期限】<br>　${dueText}までにお振込みいただけますと幸いです。</div>
      <div class="end">以上</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total: net } };
  },
});

// 277 — a 養鶏場 bills a bakery or a confectioner for the month's eggs: the buyer in the window at the top left, the farm's letterhead
// at the top right (its 本社・農場 〒 address, TEL / FAX, 登録番号, and its 直売所 with another 番地 and TEL under it), 請 求 書, a ruled
// 請求日（締日）/ 請求番号 / お客様コード / 対象期間 line, the 今回ご請求額 box beside a 税率別 table (※8% 軽減 and 10%), the お振込先, then
// the deliveries by 納品日 and 伝票No. (eggs ※ at 8%, 配送料 and trays at 10%) and the totals; the long version's deliveries run onto
// a second page, the totals there.
const FARM_PLACES = [
  // [zip, town, area code]
  ['311-3416', '茨城県小美玉市羽鳥', '0299'],
  ['370-3104', '群馬県高崎市箕郷町生原', '027'],
  ['399-4511', '長野県上伊那郡南箕輪村', '0265'],
  ['437-1121', '静岡県掛川市大坂', '0537'],
  ['869-1235', '熊本県菊池郡大津町室', '096'],
  ['299-4301', '千葉県長生郡一宮町一宮', '0475'],
];
// [品名, 規格, 単位, price lo, hi]: eggs at 8%, FARM_TEN at 10%
const EGGS = [
  ['鶏卵 赤玉', 'L 10kg箱', '箱', 3400, 4600],
  ['鶏卵 白玉', 'M 10kg箱', '箱', 2900, 3900],
  ['鶏卵 白玉（加工用）', 'MS・S混 10kg箱', '箱', 2300, 3000],
  ['平飼いたまご', '30個 トレー', '枚', 1500, 2100],
  ['液卵 全卵', '10kg 冷蔵', '袋', 4200, 6200],
  ['液卵 卵黄（加糖20%）', '2kg 冷蔵', '袋', 1800, 2600],
  ['ゆで卵（殻むき）', 'M 50個入', '袋', 1900, 2700],
];
const FARM_TEN = [
  ['鶏卵用 紙トレー', '30個用 100枚', '束', 1200, 1800],
  ['発酵鶏ふん堆肥', '15kg', '袋', 400, 700],
];
LAYOUTS.push({
  id: 'L277-youkei-keiran',
  split: 'dev',
  twoPage: true,
  title:
    "養鶏場's monthly 請求書 to a bakery: buyer in the window top left, the farm's letterhead top right (本社・農場 〒 address, TEL / FAX, 登録番号, its 直売所 with another address and TEL), a ruled 請求日（締日）/ 請求番号 / お客様コード / 対象期間 line, the 今回ご請求額 box beside a 税率別 table (※8% and 10%), お振込先, deliveries by 納品日 and 伝票No. (eggs ※8%, 配送料 and trays 10%) and the totals; onto a second page in the long version",
  exercises:
    "a 養鶏場 (有限会社…養鶏場 / 株式会社…ファーム / …たまご園株式会社) bills a bakery or a confectioner (株式会社…ベーカリー / 有限会社パティスリー… / …製菓株式会社 御中, its 〒 address in the window at the top left and its お客様コード — none of the fields) for the month's eggs: the farm's letterhead at the top right — 本社・農場 〒 and address (a rural 番地), TEL / FAX (issuer_phone the TEL), 登録番号 — and under it its 直売所「…」with another 番地 and its own TEL — none of the fields (as L178); 請 求 書; a ruled line 請求日（締日）2026年01月31日 — issue_date; 請求番号 — invoice_number; お客様コード; 対象期間; the 今回ご請求額（税込）box with the お支払期限 (due_date) beside a 税率別 table (※8%（軽減税率）対象 / 10%対象: 対象額, 消費税); お振込先 (bank, branch, 普通 / 当座, number, 口座名義 ﾕ)… / ｶ)… as printed); the deliveries: 納品日, 伝票No. (none of the fields), 品名 (鶏卵 赤玉 ※, 液卵 全卵 ※ — 8%; 配送料, 紙トレー, 鶏ふん堆肥 — 10%), 規格, 数量, 単位, 単価, 金額, 税率; 8%対象計 / 10%対象計 / 消費税 / 合計 — total_amount the 今回ご請求額, the 8% and 10% bases with their taxes; the long version's deliveries run onto page 2, its totals there",
  opts: (r, inst) => ({ rates: 'mixed', items: 1, bank: inst === 2 ? 'main' : 'other' }),
  render(d, r, { long }) {
    const stem = setCompany(
      d,
      r,
      [
        ['養鶏場', 'ヨウケイジョウ'],
        ['ファーム', 'ファーム'],
        ['たまご園', 'タマゴエン'],
        ['養鶏', 'ヨウケイ'],
      ],
      [
        ['有限会社', 'ユ'],
        ['株式会社', 'カ'],
        ['株式会社', 'カ'],
      ],
      HAN_STEMS,
    );
    netOrdinary(d);
    const issuer = d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half-big']));
    const [zip, town, area] = r.pick(FARM_PLACES);
    const lot = () => (r.chance(0.5) ? `${r.int(120, 2890)}番地` : `${r.int(120, 2890)}-${r.int(1, 9)}`);
    d.zip = zip;
    d.address = `${town}${lot()}`;
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const shop = r.pick(['たまごの家', 'こっこ村', 'たまご工房', 'エッグテラス']);
    const shopAddr = `${town}${lot()}`;
    const shopTel = landlineOn(r, area);
    const bs = otherStem(r, stem);
    const buyer = r.pick([`株式会社${bs}ベーカリー`, `有限会社パティスリー${bs}`, `${bs}製菓株式会社`, `株式会社${bs}フーズ`]);
    const [bz, btown] = r.pick(PLACES);
    const baddr = `${btown}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
    const cust = `${r.int(1, 9)}${r.digits(3)}`;
    const [y, m] = d.issue;
    d.issue = endOfMonth(y, m);
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 1), r.pick([10, 20, 25])];
    d.no = r.chance(0.5) ? `${String(y).slice(2)}${pad2(m)}-${cust}` : `${r.int(1, 9)}${r.digits(5)}`;
    const usual = Array.from({ length: r.int(2, 3) }, () => r.pick(EGGS));
    const nDel = long ? r.int(12, 15) : r.int(3, 4);
    const dayPool = Array.from({ length: d.issue[2] - 1 }, (_, i) => i + 1);
    const days = [];
    while (days.length < nDel) days.push(dayPool.splice(r.int(0, dayPool.length - 1), 1)[0]);
    days.sort((a, b) => a - b);
    let slip = r.int(10000, 90000);
    const prices = new Map();
    const priceOf = (name, lo, hi) => {
      if (!prices.has(name)) prices.set(name, Math.round(r.int(lo, hi) / 10) * 10);
      return prices.get(name);
    };
    const rows = [];
    const fee = r.pick([0, 880, 1100, 1320]);
    for (const day of days) {
      slip += r.int(3, 60);
      const seen = new Set();
      const items = [...usual];
      if (r.chance(0.3)) items.push(r.pick(EGGS));
      let first = true;
      for (const [name, spec, unit, lo, hi] of items) {
        if (seen.has(name)) continue;
        seen.add(name);
        if (!first && r.chance(0.25)) continue;
        const qty = unit === '箱' ? r.int(2, 12) : r.int(2, 20);
        const price = priceOf(name, lo, hi);
        rows.push({ md: first ? `${m}/${day}` : '', slip: first ? String(slip) : '', name, spec, unit, qty, price, rate: 8 });
        first = false;
      }
      if (r.chance(0.12)) {
        const [name, spec, unit, lo, hi] = r.pick(FARM_TEN);
        rows.push({ md: '', slip: '', name, spec, unit, qty: r.int(1, 5), price: priceOf(name, lo, hi), rate: 10 });
      }
      if (fee) rows.push({ md: '', slip: '', name: '配送料', spec: '冷蔵便', unit: '回', qty: 1, price: fee, rate: 10 });
    }
    if (!rows.some((x) => x.rate === 10)) {
      const [name, spec, unit, lo, hi] = FARM_TEN[0];
      rows.push({
        md: `${m}/${days.at(-1)}`,
        slip: '',
        name,
        spec,
        unit,
        qty: r.int(1, 3),
        price: priceOf(name, lo, hi),
        rate: 10,
      });
    }
    rows.forEach((x) => (x.amount = x.qty * x.price));
    const base8 = rows.filter((x) => x.rate === 8).reduce((a, x) => a + x.amount, 0);
    const base10 = rows.filter((x) => x.rate === 10).reduce((a, x) => a + x.amount, 0);
    const tax8 = Math.floor((base8 * 8) / 100);
    const tax10 = Math.floor((base10 * 10) / 100);
    const total = base8 + base10 + tax8 + tax10;
    const fmt = DATE_FORMATS.seirekiPad;
    const showBranchCode = r.chance(0.4) && !!d.branch.code;
    const green = r.pick(['#3f6212', '#854d0e', '#166534']);
    let split = rows.length;
    if (long) {
      split = 1;
      for (let i = 1; i <= 32 && rows.length - i >= 4; i++) if (rows[i].md) split = i;
    }
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 8.8px; color: #292524; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 40px 44px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .win { width: 330px; height: 118px; padding: 14px 16px; font-size: 9.4px; line-height: 1.7; } .win .n { font-size: 13.5px; font-weight: 700; } .win .cd { font-size: 8px; color: #57534e; }
      .co { width: 320px; font-size: 8.6px; line-height: 1.6; } .co .lg { display: flex; align-items: center; gap: 8px; } .co .n { font-size: 16px; font-weight: 700; color: ${green}; letter-spacing: .05em; }
      .egg { width: 22px; height: 28px; border-radius: 50% 50% 50% 50% / 60% 60% 40% 40%; background: ${green}; display: inline-block; }
      .co .shop { margin-top: 4px; border-top: 1px dotted #a8a29e; padding-top: 3px; font-size: 8px; color: #57534e; }
      h1 { margin: 14px 0 0; text-align: center; font-size: 22px; letter-spacing: .8em; padding-left: .8em; color: ${green}; }
      table.meta { width: 100%; margin-top: 10px; border: 1.5px solid ${green}; } .meta td { border: 1px solid #a8a29e; padding: 3px 8px; } .meta td.l { background: ${green}; color: #fff; white-space: nowrap; }
      .mid { display: flex; gap: 14px; margin-top: 10px; align-items: stretch; }
      .amt { width: 250px; border: 2px solid ${green}; padding: 6px 12px; } .amt .l { font-size: 9.4px; font-weight: 700; } .amt .v { font-size: 22px; font-weight: 700; text-align: right; margin-top: 2px; } .amt .du { font-size: 9px; text-align: right; }
      table.rate { flex: 1; } .rate th { background: #f5f5f4; border: 1px solid #a8a29e; font-weight: 500; padding: 2px; } .rate td { border: 1px solid #a8a29e; padding: 3px 8px; }
      .bk { margin-top: 8px; border: 1px solid #a8a29e; padding: 4px 10px; font-size: 9px; }
      table.t { width: 100%; margin-top: 10px; font-size: 8.4px; } .t th { background: ${green}; color: #fff; font-weight: 500; padding: 2px; border: 1px solid ${green}; } .t td { border: 1px solid #d6d3d1; padding: 2px 5px; }
      table.tot { width: 300px; margin: 8px 0 0 auto; } .tot td { border: 1px solid #a8a29e; padding: 3px 8px; } .tot td.l { background: #f5f5f4; } .tot tr.g td { font-weight: 700; font-size: 11.5px; }
      .nt { margin-top: 8px; font-size: 8px; color: #57534e; }
      .ph { display: flex; justify-content: space-between; border-bottom: 2px solid ${green}; padding-bottom: 4px; font-size: 9px; }
      .pg { position: absolute; right: 44px; bottom: 22px; font-size: 8px; color: #78716c; }`;
    const head = `<tr><th style="width:38px">納品日</th><th style="width:52px">伝票No.</th><th>品名</th><th style="width:110px">規格</th><th style="width:34px">数量</th><th style="width:30px">単位</th><th style="width:56px">単価</th><th style="width:66px">金額</th><th style="width:40px">税率</th></tr>`;
    const rowHtml = (x) =>
      `<tr><td style="text-align:center">${x.md}</td><td style="text-align:center">${x.slip}</td><td>${x.name}${x.rate === 8 ? ' ※' : ''}</td><td>${x.spec}</td><td class="num">${x.qty}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td><td style="text-align:center">${x.rate}%</td></tr>`;
    const totals = `<table class="tot"><tr><td class="l">※8%対象 計</td><td class="num">${yen(base8)}</td></tr><tr><td class="l">10%対象 計</td><td class="num">${yen(base10)}</td></tr>
        <tr><td class="l">消費税（8%）</td><td class="num">${yen(tax8)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(tax10)}</td></tr><tr class="g"><td class="l">合計（税込）</td><td class="num">¥${yen(total)}</td></tr></table>
      <div class="nt">※印は軽減税率（8%）対象品目です。</div>`;
    const page1 = `<div class="wrap"><div class="hd"><div class="win">〒${bz}<br>${baddr}<br><span class="n">${buyer}　御中</span><br><span class="cd">お客様コード ${cust}</span></div>
        <div class="co"><div class="lg"><span class="egg"></span><span class="n">${issuer}</span></div>本社・農場　〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}
          <div class="shop">直売所「${shop}」　${shopAddr}　TEL ${shopTel}</div></div></div>
      <h1>請求書</h1>
      <table class="meta"><tr><td class="l">請求日（締日）</td><td>${fmt(d.issue)}</td><td class="l">請求番号</td><td>${d.no}</td><td class="l">対象期間</td><td>${m}/1～${m}/${d.issue[2]}納品分</td></tr></table>
      <div class="mid"><div class="amt"><div class="l">今回ご請求額（税込）</div><div class="v">¥${yen(total)}</div><div class="du">お支払期限　${fmt(d.due)}</div></div>
        <table class="rate"><tr><th>税率区分</th><th>対象額（税抜）</th><th>消費税</th><th>税込計</th></tr>
          <tr><td>※8%（軽減税率）</td><td class="num">${yen(base8)}</td><td class="num">${yen(tax8)}</td><td class="num">${yen(base8 + tax8)}</td></tr>
          <tr><td>10%</td><td class="num">${yen(base10)}</td><td class="num">${yen(tax10)}</td><td class="num">${yen(base10 + tax10)}</td></tr></table></div>
      <div class="bk">お振込先：${d.bank.name}　${d.branch.name}${showBranchCode ? `（店番${d.branch.code}）` : ''}　${TYPE_LABEL[d.type]}　${d.account}　口座名義　${holder}</div>
      <table class="t">${head}${rows.slice(0, split).map(rowHtml).join('')}${long ? '<tr><td colspan="9" style="text-align:right;color:#78716c">（次頁へ続きます）</td></tr>' : ''}</table>
      ${long ? '<div class="pg">1 / 2</div>' : totals}</div>`;
    const page2 = `<div class="wrap"><div class="ph"><span><b>納品明細（続き）</b>　${buyer}　御中</span><span>請求番号 ${d.no}　${fmt(d.issue)}　${issuer}</span></div>
      <table class="t">${head}${rows.slice(split).map(rowHtml).join('')}</table>${totals}<div class="pg">2 / 2</div></div>`;
    return { pages: long ? [page1, page2] : [page1], css, printed: { issuer, holder, total, showBranchCode } };
  },
});

// 278 — a 一般社団法人 that runs a 検定 bills a company for its staff's 団体受験: the company with its 〒 address and 人事部 at the top left,
// 発行日 in 令和 and 請求番号 at the top right, 団体受験料 ご請求書, the 法人's block with its mark and a square 協会印, then 【ご請求金額】,
// 【内訳】 (受験料 by 級 at 税込 prices, 公式テキスト, 送料; 合計（税込）with the うち消費税), 【受験者一覧】 in two columns (受験番号, 氏名,
// 級 — none of the fields), 【お振込先】 (a ゆうちょ 振替口座 with its 加入者名, or a bank) and the お支払期限 with its weekday.
const KENTEI = [
  // [name, kana, the 検定]
  ['日本ビジネス文書検定協会', 'ニホンビジネスブンショケンテイキョウカイ', 'ビジネス文書検定'],
  ['日本実務英語検定協会', 'ニホンジツムエイゴケンテイキョウカイ', '実務英語検定'],
  ['全国食品衛生管理検定協会', 'ゼンコクショクヒンエイセイカンリケンテイキョウカイ', '食品衛生管理検定'],
  ['日本情報処理技能検定協会', 'ニホンジョウホウショリギノウケンテイキョウカイ', '情報処理技能検定'],
  ['日本物流管理検定協会', 'ニホンブツリュウカンリケンテイキョウカイ', '物流管理検定'],
];
LAYOUTS.push({
  id: 'L278-kentei-dantai',
  split: 'dev',
  title:
    "一般社団法人's 団体受験料 ご請求書 to a company: buyer with 〒 address and 人事部 top left, 発行日 in 令和 and 請求番号 top right, the 法人's block with its mark and a square 協会印, 【ご請求金額】, 【内訳】 (受験料 by 級 税込, 公式テキスト, 送料, 合計（税込）and うち消費税), 【受験者一覧】 in two columns, 【お振込先】 (ゆうちょ 振替口座 with its 加入者名, or a bank) and the お支払期限 with its weekday",
  exercises:
    "a 一般社団法人 running a 検定 (一般社団法人日本…検定協会, printed with a full-width space after 一般社団法人 sometimes — issuer_name the name as registered, without that space) bills a company (株式会社… 人事部 人材開発課 御中, its 〒 address and 研修担当 — none of the fields) for its staff's 団体受験: 発行日 in 令和 (令和8年1月20日 — issue_date) and 請求番号 at the top right; 団体受験料 ご請求書; the 法人's block (〒 address, TEL / FAX — the issuer's fields —, 登録番号) with a round mark and a square 協会印; 【ご請求金額】 ¥…（税込）; 【内訳】: 第…回 …検定 1級 / 2級 / 準2級 / 3級 受験料 by the 名 at 税込 prices, 公式テキスト and 過去問題集 by the 冊, 送料 — 合計（税込）and （うち消費税額（10%）…円）— total_amount the 合計, the 消費税 inside it (as L63); the 試験日 and 会場 — none of the dates; 【受験者一覧】 in two columns (受験番号, 氏名, 級 — none of the fields); 【お振込先】: a ゆうちょ 振替口座 (00150-3-123456, 加入者名 in kanji — the holder as printed, as L39 — with the 他の金融機関から 〇一九店 当座 … line sometimes) converting as the ゆうちょ rules above, or a bank with 口座名義 ｼﾔ)… in half-width kana as printed; お支払期限 令和…年…月…日（金）— due_date",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: ['yucho', 'main', 'other'][inst] }),
  render(d, r) {
    const [name, kana, kentei] = r.pick(KENTEI);
    d.sole = false;
    d.corpBody = name;
    d.form = '一般社団法人';
    d.formBefore = true;
    d.issuerName = `一般社団法人${name}`;
    d.holderBase = `シャ）${kana}`;
    const issuer = r.chance(0.5) ? `一般社団法人　${name}` : d.issuerName;
    // The ゆうちょ instance names a 振替口座, as associations often do, not a 総合口座.
    const furikae = Boolean(d.yucho);
    let holder;
    let bankHtml;
    if (furikae) {
      const symbol = `00${r.int(1, 9)}${r.int(0, 9)}0`;
      const number = String(r.chance(0.7) ? r.int(100000, 999999) : r.int(1000, 99999));
      const conv = yuchoToBankAccount(symbol, number);
      if (!conv.ok) throw new Error(`furikae ${symbol} ${number}: ${conv.message}`);
      d.yucho = { symbol, number };
      d.bank = { name: 'ゆうちょ銀行', code: '9900', main: true };
      d.branch = { name: `${[...conv.branchCode].map((c) => KANJI_DIGITS[c]).join('')}店`, code: conv.branchCode };
      d.type = Number(conv.accountType);
      d.account = conv.accountNumber;
      // Decided: the 加入者名 of a 振替口座, printed in kanji, is the account_holder as printed (as L39).
      holder = issuer;
      const other = r.chance(0.5) ? `<br>（他の金融機関からのお振込み：ゆうちょ銀行　${d.branch.name}　当座　${d.account}）` : '';
      bankHtml = `ゆうちょ銀行　振替口座　口座記号番号　${symbol}-${r.int(0, 9)}-${number}<br>加入者名　${holder}${other}`;
    } else {
      netOrdinary(d);
      holder = holderPrinted(d, r.pick(['half-big', 'half-big', 'big']));
      bankHtml = `${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}`;
    }
    const [, , area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const [bs] = r.pick(STEMS);
    const bt = r.pick(['商事', '物産', 'ロジスティクス', '食品', 'システムズ']);
    const buyer = r.chance(0.5) ? `株式会社${bs}${bt}` : `${bs}${bt}株式会社`;
    const [bz, btown] = r.pick(PLACES.filter(([z]) => z !== d.zip));
    const baddr = `${btown}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
    const [y, m] = d.issue;
    d.issue = [y, m, r.int(5, 25)];
    const exam = addDays(d.issue, r.int(20, 45));
    // Due a few days before the 試験日, on a weekday.
    let due = addDays(exam, -r.int(7, 12));
    while (['土', '日'].includes(weekday(due))) due = addDays(due, -1);
    d.due = due;
    d.no = `${r.pick(['KT', 'G', 'DJ'])}${String(y).slice(2)}-${r.digits(5)}`;
    const kai = r.int(18, 64);
    const p1 = r.pick([8800, 9900, 11000]);
    const levels = [
      ['1級', p1],
      ['2級', p1 - 2200],
      ['準2級', p1 - 3300],
      ['3級', p1 - 4400],
    ];
    const people = [];
    const rows = [];
    for (const [lv, price] of levels) {
      const n = r.chance(lv === '1級' ? 0.5 : 0.8) ? r.int(1, 5) : 0;
      if (!n) continue;
      rows.push({ name: `第${kai}回 ${kentei} ${lv} 受験料`, qty: n, unit: '名', price });
      for (let i = 0; i < n; i++) people.push({ lv, name: `${r.pick(SURNAMES)[0]}　${r.pick(GIVEN)[0]}` });
    }
    if (!rows.length) {
      rows.push({ name: `第${kai}回 ${kentei} 3級 受験料`, qty: 2, unit: '名', price: levels[3][1] });
      people.push({ lv: '3級', name: `${r.pick(SURNAMES)[0]}　${r.pick(GIVEN)[0]}` });
      people.push({ lv: '3級', name: `${r.pick(SURNAMES)[0]}　${r.pick(GIVEN)[0]}` });
    }
    const books = r.int(0, people.length);
    if (books)
      rows.push({ name: `${kentei} 公式テキスト（${y}年版）`, qty: books, unit: '冊', price: r.pick([2420, 2750, 3080]) });
    if (r.chance(0.5))
      rows.push({ name: `${kentei} 過去問題集`, qty: r.int(1, people.length), unit: '冊', price: r.pick([1650, 1980]) });
    if (books) rows.push({ name: '送料（テキスト発送）', qty: 1, unit: '式', price: r.pick([770, 1100, 1320]) });
    rows.forEach((x) => (x.amount = x.qty * x.price));
    // Decided: every price is 税込; total_amount is the 合計（税込）, the うち消費税 inside it (as L63).
    const total = rows.reduce((a, x) => a + x.amount, 0);
    const inTax = Math.floor((total * 10) / 110);
    const wa = DATE_FORMATS.wareki;
    const base = `${String(y).slice(2)}${pad2(kai)}`;
    people.forEach((p, i) => (p.no = `${base}-${r.digits(2)}${pad2(i + 1)}`));
    const half = Math.ceil(people.length / 2);
    const pRows = Array.from({ length: half }, (_, i) => [people[i], people[i + half]]);
    const cell = (p) =>
      p ? `<td>${p.no}</td><td>${p.name}</td><td style="text-align:center">${p.lv}</td>` : '<td></td><td></td><td></td>';
    const blue = r.pick(['#1d4e89', '#6b21a8', '#0f5257']);
    const sealText = `${name.slice(0, 8)}之印`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.2px; color: #222; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 42px 50px 0; }
      .top { display: flex; justify-content: space-between; } .to { font-size: 9.4px; line-height: 1.7; } .to .n { font-size: 14px; font-weight: 700; }
      .meta { text-align: right; font-size: 9.6px; line-height: 1.8; }
      h1 { margin: 20px 0 0; text-align: center; font-size: 20px; letter-spacing: .3em; border-top: 2px solid ${blue}; border-bottom: 2px solid ${blue}; padding: 4px 0; color: ${blue}; }
      .org { position: relative; margin: 12px 0 0 auto; width: 390px; display: flex; gap: 10px; font-size: 8.8px; line-height: 1.6; }
      .org .mk { width: 38px; height: 38px; flex: none; border-radius: 50%; background: ${blue}; color: #fff; font-size: 18px; font-weight: 700; display: flex; align-items: center; justify-content: center; }
      .org .n { font-size: 12.5px; font-weight: 700; }
      .h { margin-top: 12px; font-weight: 700; font-size: 10.4px; color: ${blue}; }
      .amt { font-size: 20px; font-weight: 700; margin-left: 16px; border-bottom: 2px solid #222; display: inline-block; padding: 0 20px 0 4px; } .amt small { font-size: 10px; font-weight: 400; }
      table.t { width: 100%; margin-top: 3px; } .t th { background: ${blue}14; border: 1px solid #999; font-weight: 500; padding: 2px; } .t td { border: 1px solid #bbb; padding: 3px 6px; }
      .t tr.g td { font-weight: 700; border-top: 1.5px solid #444; }
      table.p { width: 100%; margin-top: 3px; font-size: 8.4px; } .p th { background: #f3f3f3; border: 1px solid #bbb; font-weight: 500; } .p td { border: 1px solid #ddd; padding: 1px 6px; }
      .bk { margin-top: 3px; border: 1px solid #999; padding: 5px 12px; line-height: 1.8; font-size: 9.6px; }
      .nt { margin-top: 10px; font-size: 8px; color: #555; line-height: 1.7; }`;
    const page = `<div class="wrap"><div class="top"><div class="to">〒${bz}<br>${baddr}<br><span class="n">${buyer}</span><br>人事部 人材開発課　御中<br>研修ご担当　${r.pick(SURNAMES)[0]} 様</div>
        <div class="meta">発行日　${wa(d.issue)}<br>請求番号　${d.no}</div></div>
      <h1>団体受験料 ご請求書</h1>
      <div class="org">${hanko(sealText, 'right:-16px;top:-8px;width:62px;height:62px;font-size:9.5px;', true)}<div class="mk">${name.startsWith('全国') ? '全' : '日'}</div><div><div class="n">${issuer}</div>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}</div></div>
      <div style="margin-top:10px">このたびは第${kai}回${kentei}（${wa(exam)}実施）に団体でお申込みいただき、誠にありがとうございます。<br>下記のとおり受験料等をご請求申し上げます。</div>
      <div class="h">【ご請求金額】</div><div class="amt">¥${yen(total)}<small>（税込）</small></div>
      <div class="h">【内訳】</div>
      <table class="t"><tr><th>項目</th><th style="width:50px">数量</th><th style="width:84px">単価（税込）</th><th style="width:92px">金額（税込）</th></tr>
        ${rows.map((x) => `<tr><td>${x.name}</td><td class="num">${x.qty} ${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}
        <tr class="g"><td colspan="3" style="text-align:right">合計（税込）</td><td class="num">¥${yen(total)}</td></tr>
        <tr><td colspan="4" style="text-align:right;font-size:8.4px">（うち消費税額（10%）${yen(inTax)}円）</td></tr></table>
      <div class="h">【受験者一覧】</div>
      <table class="p"><tr><th>受験番号</th><th>氏名</th><th>級</th><th>受験番号</th><th>氏名</th><th>級</th></tr>${pRows.map(([a, b]) => `<tr>${cell(a)}${cell(b)}</tr>`).join('')}</table>
      <div class="h">【お振込先】</div>
      <div class="bk">${bankHtml}<br>お支払期限　${wa(d.due)}（${weekday(d.due)}）</div>
      <div class="nt">※受験票は試験日の1週間前までに、ご担当者様宛にまとめて発送いたします。<br>※お振込み後の受験料の返金・次回への振替はいたしかねます。振込手数料は貴社にてご負担ください。</div></div>`;
    // (The 法人's name as registered: the space printed after 一般社団法人 is the letterhead's typography.)
    return { pages: [page], css, printed: { issuer: d.issuerName, holder, total } };
  },
});

// 279 — a 塗装店 bills a homeowner for the 外壁・屋根塗装工事 it finished, the 着工金 already paid: 工事代金 御請求書 in a serif face in a
// double frame, the 施主 様 large at the top left with the 工事場所 (the house), No. and the date in 令和 at the top right over the
// painter's block (屋号 or company, 〒 address, TEL, 登録番号, 建設業許可 or 一級塗装技能士) with a seal, the 今回ご請求額（残金）, a
// three-cell line ご契約金額 / 着工金 / 今回ご請求額, 工事名 / 工期, the 内訳 with areas in ㎡ and lengths in m to one decimal (amounts
// rounded down), 小計 / 消費税 / 工事代金合計 / 着工金 △ / 今回ご請求額, and お支払について with the account and the 期限.
LAYOUTS.push({
  id: 'L279-tosou-gaiheki',
  split: 'dev',
  title:
    "塗装店's 工事代金 御請求書 to a homeowner after a 外壁・屋根塗装, 着工金 received: serif in a double frame, 施主 様 large top left with the 工事場所, No. and 令和 date top right over the painter's block with a seal, the 今回ご請求額（残金）, ご契約金額 / 着工金 / 今回ご請求額 cells, 工事名 / 工期, 内訳 in ㎡ and m to one decimal, 小計 / 消費税 / 工事代金合計 / 着工金 △ / 今回ご請求額, お支払について with the account",
  exercises:
    "a 塗装店 — a sole proprietor under its 屋号 (山田塗装 / 塗装の山田 / 山田塗装店 — issuer_name the 屋号, as L22; 一級塗装技能士 and the owner's name under it) or a company (株式会社…塗装工業 / 有限会社…ペイント) — bills a homeowner (… 様, the 工事場所 its 〒 address — none of the fields) after a 外壁・屋根塗装工事: 工事代金 御請求書 in a serif face inside a double frame; No. and the date in 令和 (issue_date) at the top right over the painter's block (〒 address, TEL — a mobile sometimes —, 登録番号; 建設業許可 …知事許可（般-7）第012345号 — none of the fields) with a red seal; 今回ご請求額（残金）boxed — total_amount; ご契約金額（税込）| 着工金（受領済）| 今回ご請求額 in three cells; 工事名 and 工期 (令和…～…) — none of the dates; 内訳: 仮設足場 ㎡, 高圧洗浄 ㎡, 外壁 下塗り / 中塗り・上塗り ㎡, 屋根 遮熱塗装 ㎡, シーリング打替え m — quantities to one decimal, each 金額 rounded down as printed —, 付帯部, 養生, 廃材処分 式; 小計 / 消費税（10%）/ 工事代金合計 / 着工金（…受領）△ / 今回ご請求額 — total_amount the 今回ご請求額, the 合計 less the 着工金 (as a 前払金); お支払について: the account (a local bank or a main one, 普通, number, 口座名義 ヤマダトソウ ヤマダ タロウ / ｶ)…) and お支払期限 — due_date",
  opts: (r, inst) => ({ sole: inst !== 1, rates: '10', items: 1, bank: inst === 0 ? 'other' : 'main' }),
  render(d, r) {
    let sub2;
    if (d.sole) {
      const [sn] = d.person.split(' ');
      const [snk] = d.holderBase.split(' ');
      const k = r.int(0, 2);
      d.yago = [`${sn}塗装`, `塗装の${sn}`, `${sn}塗装店`][k];
      d.issuerName = d.yago;
      if (r.chance(0.5)) d.holderBase = `${[`${snk}トソウ`, `トソウノ${snk}`, `${snk}トソウテン`][k]} ${d.holderBase}`;
      sub2 = `一級塗装技能士　${d.person.replace(' ', '　')}`;
    } else {
      setCompany(
        d,
        r,
        [
          ['塗装工業', 'トソウコウギョウ'],
          ['ペイント', 'ペイント'],
          ['塗装', 'トソウ'],
        ],
        [
          ['株式会社', 'カ'],
          ['有限会社', 'ユ'],
        ],
        HAN_STEMS,
      );
      sub2 = `代表取締役　${r.pick(SURNAMES)[0]}　${r.pick(GIVEN)[0]}`;
    }
    netOrdinary(d);
    const issuer = d.issuerName;
    const holder = holderPrinted(d, r.pick(d.sole ? ['full', 'full', 'half'] : ['half', 'full']));
    const [, town, area] = placeOf(d.zip);
    if (!d.sole || !/^0[789]0-/.test(d.tel)) d.tel = landlineOn(r, area);
    const permit = d.sole ? '' : `建設業許可　${prefOf(town)}知事許可（般-${r.int(1, 7)}）第0${r.digits(5)}号`;
    const owner = `${r.pick(SURNAMES)[0]}　${r.pick(GIVEN)[0]}`;
    // The house is in the painter's own prefecture (its own town, or another there).
    const [bz, btown] = r.pick(PLACES.filter(([, t]) => t.startsWith(prefOf(town))));
    const site = `${btown}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
    const [y, m] = d.issue;
    d.issue = [y, m, r.int(1, 28)];
    d.due = addDays(d.issue, r.pick([10, 14, 14, 20]));
    d.no = r.chance(0.5) ? `${String(y).slice(2)}-${r.digits(3)}` : `${r.digits(4)}`;
    const done = addDays(d.issue, -r.int(1, 6));
    const start = addDays(done, -r.int(12, 25));
    const wall = r.int(1200, 2400);
    const roof = r.chance(0.7) ? r.int(700, 1400) : 0;
    const scaffold = Math.round(wall * r.range(1.15, 1.35));
    const paint = r.pick([
      ['シリコン樹脂塗料', 1800, 2400],
      ['フッ素樹脂塗料', 2800, 3800],
      ['ラジカル制御形塗料', 2000, 2700],
    ]);
    // Quantities in tenths; 金額 = ⌊数量 × 単価⌋, as printed.
    const rows = [
      { name: '仮設足場（架設・解体）', spec: 'メッシュシート共', q: scaffold, unit: '㎡', price: r.pick([700, 750, 800, 850]) },
      { name: '高圧洗浄', spec: roof ? '外壁・屋根' : '外壁', q: wall + roof, unit: '㎡', price: r.pick([200, 250, 300]) },
      { name: '外壁 下塗り', spec: '微弾性フィラー', q: wall, unit: '㎡', price: r.int(6, 9) * 100 },
      {
        name: '外壁 中塗り・上塗り',
        spec: paint[0],
        q: wall,
        unit: '㎡',
        price: Math.round(r.int(paint[1], paint[2]) / 100) * 100,
      },
    ];
    if (roof)
      rows.push({
        name: '屋根塗装（3回塗り）',
        spec: '遮熱塗料',
        q: roof,
        unit: '㎡',
        price: Math.round(r.int(2000, 3000) / 100) * 100,
      });
    rows.push({
      name: 'シーリング打替え',
      spec: '外壁目地・サッシ廻り',
      q: r.int(800, 2200),
      unit: 'm',
      price: r.pick([900, 1000, 1100, 1200]),
    });
    rows.forEach((x) => {
      x.qty = (x.q / 10).toFixed(1);
      x.amount = Math.floor((x.q * x.price) / 10);
    });
    const lump = [
      ['付帯部塗装', '雨樋・破風・軒天・水切り', r.int(6, 15) * 10000],
      ['養生費', 'サッシ・植栽・車両', r.int(2, 5) * 10000],
      ['廃材処分・清掃', '', r.int(15, 30) * 1000],
    ];
    if (r.chance(0.4)) lump.push(['追加工事：ベランダ防水', 'トップコート塗替え', r.int(3, 8) * 10000]);
    for (const [name, spec, price] of lump) rows.push({ name, spec, qty: '1', unit: '式', price, amount: price });
    const sub = rows.reduce((a, x) => a + x.amount, 0);
    const tax = Math.floor(sub / 10);
    const total = sub + tax;
    const deposit = Math.floor((total * r.pick([0.3, 0.3, 0.5])) / 10000) * 10000;
    const depositDay = addDays(start, -r.int(3, 10));
    // Decided: the 着工金, 税込 and received before the work, is taken off the 工事代金合計; total_amount is the 今回ご請求額（残金）, as
    // with a 前払金 — never the 合計 or the ご契約金額 (the 合計 without an 追加工事).
    const net = total - deposit;
    const contract = total - (lump.length > 3 ? lump[3][2] + Math.floor(lump[3][2] / 10) : 0);
    const wa = DATE_FORMATS.wareki;
    const sealText = d.sole ? d.yago : `${d.corpBody}之印`;
    const ink = r.pick(['#1c1917', '#1e293b']);
    const frame = r.pick(['#7f1d1d', '#1e3a8a', '#3f3f46']);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 9.4px; color: ${ink}; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 30px; }
      .fr { height: 1063px; border: 4px double ${frame}; padding: 26px 30px; position: relative; }
      h1 { margin: 0; text-align: center; font-size: 23px; letter-spacing: .4em; padding-left: .4em; font-weight: 700; color: ${frame}; } h1 small { font-size: 13px; letter-spacing: .2em; }
      .hd { display: flex; justify-content: space-between; margin-top: 18px; }
      .to .n { font-size: 19px; border-bottom: 1.5px solid ${ink}; padding: 0 30px 2px 4px; display: inline-block; } .to .s { margin-top: 6px; font-size: 9px; line-height: 1.7; }
      .rt { width: 280px; } .rt .mt { text-align: right; font-size: 10px; line-height: 1.8; }
      .co { position: relative; margin-top: 8px; font-size: 8.8px; line-height: 1.65; } .co .n { font-size: 15px; font-weight: 700; letter-spacing: .08em; } .co .pm { font-size: 7.8px; }
      .amt { margin-top: 14px; display: flex; border: 2px solid ${frame}; width: 440px; } .amt .l { background: ${frame}; color: #fff; padding: 6px 14px; font-size: 11px; } .amt .v { flex: 1; text-align: right; padding: 2px 16px; font-size: 22px; font-weight: 700; }
      table.three { margin-top: 10px; width: 100%; } .three td { border: 1px solid #78716c; text-align: center; padding: 3px; } .three tr.l td { background: #f5f5f4; font-size: 8.6px; } .three tr.v td { font-size: 12px; }
      .kj { margin-top: 10px; font-size: 9.4px; line-height: 1.8; }
      table.t { width: 100%; margin-top: 8px; font-size: 8.8px; } .t th { border: 1px solid #57534e; background: #f5f5f4; font-weight: 500; padding: 3px; } .t td { border: 1px solid #a8a29e; padding: 3px 6px; }
      table.sum { width: 300px; margin: 6px 0 0 auto; } .sum td { border: 1px solid #a8a29e; padding: 3px 8px; } .sum td.l { background: #f5f5f4; } .sum tr.g td { font-weight: 700; font-size: 12px; border: 1.5px solid ${frame}; }
      .pay { position: absolute; left: 30px; right: 30px; bottom: 26px; border: 1px solid #57534e; padding: 6px 14px; font-size: 9.4px; line-height: 1.8; } .pay .h { font-weight: 700; }`;
    const page = `<div class="wrap"><div class="fr"><h1>工事代金 御請求書</h1>
      <div class="hd"><div class="to"><span class="n">${owner}　様</span><div class="s">工事場所　〒${bz}<br>　${site}</div></div>
        <div class="rt"><div class="mt">No.　${d.no}<br>${wa(d.issue)}</div>
          <div class="co">${hanko(sealText, `right:6px;top:-2px;width:58px;height:58px;font-size:${sealText.length > 6 ? 9.5 : sealText.length > 4 ? 11 : 13}px;`, d.sole)}<div class="n">${issuer}</div>${sub2}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}<br>登録番号　${d.reg}${permit ? `<br><span class="pm">${permit}</span>` : ''}</div></div></div>
      <div style="margin-top:14px">このたびは弊社にご用命いただき、誠にありがとうございました。下記工事が完了いたしましたので、残金をご請求申し上げます。</div>
      <div class="amt"><span class="l">今回ご請求額（残金）</span><span class="v">¥${yen(net)}－</span></div>
      <table class="three"><tr class="l"><td>工事代金合計（税込）</td><td>着工金（${wa(depositDay)} 受領済）</td><td>今回ご請求額</td></tr><tr class="v"><td>¥${yen(total)}</td><td>¥${yen(deposit)}</td><td>¥${yen(net)}</td></tr></table>
      <div class="kj">工事名　外壁${roof ? '・屋根' : ''}塗装工事　（${owner}様邸）<br>工　期　${wa(start)} ～ ${wa(done)}${contract !== total ? `<br>ご契約金額　¥${yen(contract)}（税込）＋追加工事` : ''}</div>
      <table class="t"><tr><th>名称</th><th style="width:140px">仕様</th><th style="width:54px">数量</th><th style="width:28px">単位</th><th style="width:60px">単価</th><th style="width:80px">金額</th></tr>
        ${rows.map((x) => `<tr><td>${x.name}</td><td>${x.spec}</td><td class="num">${x.qty}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <table class="sum"><tr><td class="l">小計</td><td class="num">${yen(sub)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(tax)}</td></tr><tr><td class="l">工事代金合計</td><td class="num">${yen(total)}</td></tr>
        <tr><td class="l">着工金（受領済）</td><td class="num">△${yen(deposit)}</td></tr><tr class="g"><td>今回ご請求額</td><td class="num">¥${yen(net)}</td></tr></table>
      <div class="pay"><span class="h">お支払について</span>　お手数ですが、${wa(d.due)}までに下記口座へお振込みくださいますようお願い申し上げます。<br>
        ${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}　　口座名義　${holder}<br><span style="font-size:8.2px">※工事保証書（外壁 ${r.pick([7, 8, 10])}年）は、ご入金確認後にお届けいたします。</span></div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total: net } };
  },
});

// 280 — a professional sports club bills a sponsor for its season's 協賛金: a coloured band across the top with the club's emblem
// and name set large as the brand and ご請求書 at the right, the sponsor 御中 at the left and 請求日 / 請求書番号 / 契約番号 in dot
// dates at the right, the ご請求金額 beside the お振込先 table (金融機関 with its code, 支店 with its 店番, 種別, 口座番号, 口座名義), the
// rows (a season's スポンサー協賛金 by its plan, LED / ビジョン, 看板制作費, 冠試合, 追加招待券), 小計 / 消費税 / 合計, a 協賛特典 box, and
// the 運営会社 in the footer with its 〒 address, 代表 TEL and 登録番号 beside the チケットセンター and ファンクラブ numbers.
const CLUBS = [
  // [company trade, its kana, brand, 競技]
  ['フットボールクラブ', 'フットボールクラブ', (s) => [`FC${s}`, `${s}ユナイテッド`], 'サッカー'],
  ['バスケットボールクラブ', 'バスケットボールクラブ', (s) => [`${s}ブレイブス`, `${s}サンダーズ`], 'バスケットボール'],
  ['スポーツクラブ', 'スポーツクラブ', (s) => [`${s}ウォリアーズ`, `${s}レッドウィングス`], 'バレーボール'],
  ['ベースボールクラブ', 'ベースボールクラブ', (s) => [`${s}スターズ`, `${s}ファイターズ`], '野球（独立リーグ）'],
];
const PLANS = [
  ['ユニフォームスポンサー（袖）', 120, 300],
  ['オフィシャルパートナー', 50, 150],
  ['ゴールドスポンサー', 30, 80],
  ['クラブサポーター（法人）', 10, 30],
];
LAYOUTS.push({
  id: 'L280-sports-kyousan',
  split: 'dev',
  title:
    "sports club's ご請求書 for a sponsor's season 協賛金: coloured band with the club's emblem and name as the brand and ご請求書 at the right, sponsor 御中 at the left, 請求日 / 請求書番号 / 契約番号 in dot dates at the right, the ご請求金額 beside the お振込先 table (codes in brackets), rows (協賛金 by plan, LED ビジョン, 看板制作費, 冠試合, 招待券), 小計 / 消費税 / 合計, 協賛特典 box, the 運営会社 in the footer beside the チケットセンター and ファンクラブ numbers",
  exercises:
    "a professional club (バスケットボール, サッカー, バレーボール, 独立リーグ 野球) bills a sponsor (株式会社… 御中, 広報部 … 様 — none of the fields) for the season: a coloured BAND across the top with the club's emblem and its brand (FC北斗 / 青葉ブレイブス — never the issuer_name) and ご請求書 / INVOICE at the right; 請求日 2026.01.31 (issue_date), 請求書番号 (invoice_number) and 協賛契約番号 (never the invoice_number) at the right; ご請求金額（税込）large — total_amount — beside the お振込先 table (金融機関 with （0005）sometimes — bank_code only when printed or a main bank —, 支店 with （店番 123）sometimes — branch_code only then —, 種別, 口座番号, 口座名義 ｶ)…ｸﾗﾌﾞ as printed) and the お支払期限 (due_date); rows: …シーズン ユニフォームスポンサー（袖）協賛金, LEDビジョン 広告放映, 会場看板 制作費 by the 枚, 冠試合 開催協賛, 追加招待チケット by the 枚 — 小計 / 消費税（10%）/ 合計; a 協賛特典 box (招待券, ロゴ掲載) and the ホームアリーナ — none of the fields; the FOOTER: 運営会社 株式会社…フットボールクラブ (issuer_name — the company, not the brand, as L68), 〒 address, 代表 TEL (issuer_phone), 登録番号; the チケットセンター 0570 number and the ファンクラブ事務局 TEL beside it — never the issuer_phone",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 1 ? 'other' : 'main', checking: inst === 2 ? true : undefined }),
  render(d, r) {
    const [trade, tradeKana, brands, sport] = r.pick(CLUBS);
    const [stem, stemKana] = r.pick(HAN_STEMS.filter(([x]) => !['山田', '桜井'].includes(x)));
    d.sole = false;
    d.corpBody = `${stem}${trade}`;
    d.form = '株式会社';
    d.formBefore = r.chance(0.7);
    d.issuerName = d.formBefore ? `株式会社${d.corpBody}` : `${d.corpBody}株式会社`;
    d.holderBase = d.formBefore ? `カ）${stemKana}${tradeKana}` : `${stemKana}${tradeKana}（カ`;
    const brand = r.pick(brands(stem));
    netOrdinary(d);
    const issuer = d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full']));
    const [, , area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    const ticket = `0570-0${r.digits(2)}-${r.digits(3)}`;
    const fanclub = landlineOn(r, area);
    const bs = otherStem(r, stem);
    const buyer = r.pick([`株式会社${bs}ホールディングス`, `${bs}建設株式会社`, `${bs}信用金庫`, `株式会社${bs}自動車`]);
    const [y, m] = d.issue;
    d.issue = r.chance(0.5) ? endOfMonth(y, m) : [y, m, r.int(1, 28)];
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([y, m], 1)) : addDays(d.issue, 30);
    d.no = `SP${String(y).slice(2)}${pad2(m)}-${r.digits(3)}`;
    const contractNo = `${y}-SP-${r.digits(3)}`;
    const season = m >= 7 ? `${y}-${String(y + 1).slice(2)}` : `${y}`;
    const [plan, plo, phi] = r.pick(PLANS);
    const rows = [{ name: `${season}シーズン ${plan} 協賛金`, qty: 1, unit: '式', price: r.int(plo, phi) * 10000 }];
    if (r.chance(0.6))
      rows.push({
        name: `LEDビジョン 広告放映（ホームゲーム全${r.pick([18, 20, 25, 30])}試合・15秒）`,
        qty: 1,
        unit: '式',
        price: r.int(10, 50) * 10000,
      });
    if (r.chance(0.6))
      rows.push({ name: '会場看板 制作費（W3,600×H900 ターポリン）', qty: r.int(1, 4), unit: '枚', price: r.int(40, 80) * 1000 });
    if (r.chance(0.3))
      rows.push({ name: `冠試合 開催協賛（${m}月ホームゲーム）`, qty: 1, unit: '式', price: r.int(30, 80) * 10000 });
    if (r.chance(0.5))
      rows.push({ name: '追加招待チケット（SS席）', qty: r.int(10, 40), unit: '枚', price: r.pick([3000, 3500, 4500]) });
    rows.forEach((x) => (x.amount = x.qty * x.price));
    const sub = rows.reduce((a, x) => a + x.amount, 0);
    const tax = Math.floor(sub / 10);
    const total = sub + tax;
    const showBankCode = r.chance(0.5);
    const showBranchCode = r.chance(0.6);
    const fmt = DATE_FORMATS.dot;
    const [c1, c2] = r.pick([
      ['#0b3d91', '#f4b400'],
      ['#8b0000', '#111111'],
      ['#00695c', '#ffca28'],
      ['#4a148c', '#e0e0e0'],
    ]);
    const initials = brand.replace(/^FC/, '').slice(0, 2);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9px; color: #1b1b1b; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; }
      .band { background: ${c1}; color: #fff; padding: 22px 44px 18px; display: flex; justify-content: space-between; align-items: center; border-bottom: 6px solid ${c2}; }
      .em { display: flex; align-items: center; gap: 12px; } .em .b { width: 54px; height: 60px; background: ${c2}; color: ${c1}; clip-path: polygon(50% 0, 100% 18%, 100% 62%, 50% 100%, 0 62%, 0 18%); display: flex; align-items: center; justify-content: center; font-weight: 900; font-size: 15px; }
      .em .n { font-size: 26px; font-weight: 900; letter-spacing: .06em; font-style: italic; } .em .s { font-size: 8.4px; letter-spacing: .2em; opacity: .85; }
      .band .tt { text-align: right; } .band .tt div { font-size: 22px; font-weight: 700; letter-spacing: .2em; } .band .tt small { font-size: 9px; letter-spacing: .4em; }
      .body { padding: 22px 44px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-end; } .to .n { font-size: 15px; font-weight: 700; border-bottom: 2px solid ${c1}; padding: 0 28px 2px 0; display: inline-block; }
      table.meta td { padding: 2px 0 2px 14px; font-size: 9.4px; } table.meta td.l { color: #666; }
      .mid { display: flex; gap: 18px; margin-top: 18px; }
      .amt { width: 270px; border: 2px solid ${c1}; } .amt .l { background: ${c1}; color: #fff; padding: 4px 12px; font-size: 10px; } .amt .v { font-size: 24px; font-weight: 900; text-align: right; padding: 10px 14px 2px; } .amt .du { text-align: right; padding: 0 14px 8px; font-size: 9px; }
      table.bk { flex: 1; } .bk td { border: 1px solid #c7c7c7; padding: 3px 8px; font-size: 9px; } .bk td.l { background: #f2f2f2; width: 70px; } .bk caption { text-align: left; font-weight: 700; color: ${c1}; padding-bottom: 2px; }
      table.t { width: 100%; margin-top: 20px; } .t th { background: #1b1b1b; color: #fff; font-weight: 500; padding: 4px; } .t td { border-bottom: 1px solid #d4d4d4; padding: 6px; }
      table.sum { width: 280px; margin: 8px 0 0 auto; } .sum td { padding: 3px 8px; } .sum tr.g td { border-top: 2px solid ${c1}; font-weight: 900; font-size: 13px; color: ${c1}; }
      .tk { margin-top: 16px; border: 1px dashed ${c1}; padding: 8px 14px; font-size: 8.6px; line-height: 1.8; } .tk b { color: ${c1}; }
      .ft { position: absolute; left: 0; right: 0; bottom: 0; background: #f2f2f2; border-top: 3px solid ${c1}; padding: 12px 44px 18px; display: flex; justify-content: space-between; font-size: 8.4px; line-height: 1.7; }
      .ft .n { font-size: 11.5px; font-weight: 700; } .ft .o { text-align: right; color: #555; }`;
    const bankCell = `${d.bank.name}${showBankCode ? `（${d.bank.code}）` : ''}`;
    const branchCell = `${d.branch.name}${showBranchCode ? `（店番 ${d.branch.code}）` : ''}`;
    const page = `<div class="wrap"><div class="band"><div class="em"><div class="b">${initials}</div><div><div class="n">${brand}</div><div class="s">OFFICIAL ${sport === 'サッカー' ? 'FOOTBALL' : 'SPORTS'} CLUB　｜　${sport}</div></div></div>
        <div class="tt"><div>ご請求書</div><small>INVOICE</small></div></div>
      <div class="body"><div class="hd"><div class="to"><span class="n">${buyer}　御中</span><div style="margin-top:4px">${r.pick(['広報部', '総務部', '経営企画室'])}　${r.pick(SURNAMES)[0]} 様</div></div>
        <table class="meta"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求書番号</td><td>${d.no}</td></tr><tr><td class="l">協賛契約番号</td><td>${contractNo}</td></tr></table></div>
      <div style="margin-top:14px">平素より${brand}へ格別のご支援を賜り、心より御礼申し上げます。${season}シーズンの協賛金につき、下記のとおりご請求申し上げます。</div>
      <div class="mid"><div class="amt"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(total)}</div><div class="du">お支払期限　${fmt(d.due)}</div></div>
        <table class="bk"><caption>お振込先</caption><tr><td class="l">金融機関</td><td>${bankCell}</td></tr><tr><td class="l">支店</td><td>${branchCell}</td></tr><tr><td class="l">種別</td><td>${TYPE_LABEL[d.type]}</td></tr><tr><td class="l">口座番号</td><td>${d.account}</td></tr><tr><td class="l">口座名義</td><td>${holder}</td></tr></table></div>
      <table class="t"><tr><th style="text-align:left">内容</th><th style="width:50px">数量</th><th style="width:90px">単価</th><th style="width:100px">金額</th></tr>
        ${rows.map((x) => `<tr><td>${x.name}</td><td class="num">${x.qty} ${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <table class="sum"><tr><td>小計</td><td class="num">¥${yen(sub)}</td></tr><tr><td>消費税（10%）</td><td class="num">¥${yen(tax)}</td></tr><tr class="g"><td>合計</td><td class="num">¥${yen(total)}</td></tr></table>
      <div class="tk"><b>協賛特典</b>　ホームゲーム招待券 年間${r.pick([10, 20, 30])}枚／公式サイト・マッチデープログラムへのロゴ掲載／選手サイン入りユニフォーム 1着<br>ホームアリーナ：${stem}${r.pick(['総合体育館', 'アリーナ', '総合運動公園'])}　※振込手数料は貴社にてご負担くださいますようお願いいたします。</div></div>
      <div class="ft"><div><span style="color:#555">運営会社</span>　<span class="n">${issuer}</span><br>〒${d.zip} <span class="addr">${d.address}</span><br>TEL ${d.tel}（代表）　登録番号 ${d.reg}</div>
        <div class="o">チケットセンター ${ticket}<br>ファンクラブ事務局 ${fanclub}<br>（平日 10:00～18:00）</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBankCode, showBranchCode } };
  },
});
