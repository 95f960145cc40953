// Invoice corpus layouts L41–L46: each pushed onto core.mjs's LAYOUTS, in order.
import {
  DATE_FORMATS,
  FORMS,
  GIVEN,
  LAYOUTS,
  STEMS,
  SURNAMES,
  TYPE_LABEL,
  addDays,
  endOfMonth,
  holderPrinted,
  pad2,
  rowsOf,
  spelled,
  summarize,
  yen,
} from './core.mjs';
import { withholding } from './layouts-013-018.mjs';
import { billedMonth, itemsFrom, kakuin, landline, paddedRows, shuffle, zen } from './layouts-019-028.mjs';
import { abbreviated, mail, setCorp } from './layouts-029-034.mjs';
import { addrHtml, ordinaryAtNetBank, rebank, representative, tri } from './layouts-035-040.mjs';

// ---- 41–46: written blind as the fourth round's fresh set, measured once at its end (ADR 0025), now dev.

// 41 — a general contractor's 工事代金請求書 (完成払) on its own 様式: the 請負代金 (with a change order), the 前払金 and
// 部分払 already received, the rest to pay; 工事名/工期 rows, the 請求者 as labelled rows (住所, 商号又は名称, 代表者氏名).
const BUILDER_TRADES = [
  ['建設', 'ケンセツ'],
  ['組', 'グミ'],
  ['建工', 'ケンコウ'],
  ['土木', 'ドボク'],
  ['総合建設', 'ソウゴウケンセツ'],
];
const BUILD_PROJECTS = [
  '{s}ビル新築工事',
  '{s}倉庫新築工事',
  '{s}本社社屋改修工事',
  '{s}第二工場増築工事',
  '{s}社員寮耐震補強工事',
  '（仮称）{s}店舗新築工事',
];
const CIRCLED = '①②③④⑤⑥⑦';
LAYOUTS.push({
  id: 'L41-kouji-kansei',
  split: 'dev',
  title: "general contractor's 工事代金請求書 (完成払) on its own 様式",
  exercises:
    "a general contractor's 工事代金請求書（完成払） on a numbered 様式: 請求金額 金 ¥…－ at the top, 工事名/工事場所/工期/契約日 rows, a ①②③… table of 請負代金額 (and 変更増減額), 前払金受領額, 部分払受領額 and 今回請求額 (the amount to pay, after what was received), 支払期日, 振込先 ruled grid (codes sometimes), the 請求者 as labelled rows 住所/商号又は名称/代表者氏名 with 印/電話番号/登録番号/建設業許可, 令和 or 西暦 dates sometimes in full-width digits, 殿/御中, 当座 or 普通, 信用金庫",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'main' : 'other', checking: r.chance(0.5) }),
  render(d, r) {
    setCorp(d, r, BUILDER_TRADES);
    landline(d);
    if (!d.bank.main && r.chance(0.5)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [bs] = r.pick(STEMS);
    d.buyerName = r.pick([
      `株式会社${bs}不動産`,
      `${bs}興産株式会社`,
      `株式会社${bs}ホールディングス`,
      `${bs}商事株式会社`,
      `医療法人社団${bs}会`,
    ]);
    const project = r.pick(BUILD_PROJECTS).replace('{s}', r.chance(0.5) ? bs : r.pick(STEMS)[0]);
    const base = r.int(300, 6000) * 10000;
    const change = r.chance(0.45) ? r.pick([1, 1, -1]) * r.int(5, 90) * 10000 : 0;
    d.items = [{ name: '請負代金', unit: '式', qty: 1, price: base, amount: base, rate: 10 }];
    if (change) d.items.push({ name: '変更増減', unit: '式', qty: 1, price: change, amount: change, rate: 10 });
    d.sum = summarize(d.items);
    const s = d.sum;
    const withTax = (n) => n + n / 10;
    const maePct = r.pick([30, 40, 40]);
    const mae = Math.floor((withTax(base) * maePct) / 100 / 10000) * 10000;
    const bu = r.chance(0.5) ? Math.floor(((s.total - mae) * r.range(0.25, 0.55)) / 10000) * 10000 : 0;
    const total = s.total - mae - bu;
    const z = r.chance(0.5) ? zen : (x) => x;
    const fmtBase = DATE_FORMATS[r.pick(['wareki', 'wareki', 'seireki'])];
    const fmt = (x) => z(fmtBase(x));
    const done = addDays(d.issue, -r.int(1, 12));
    const start = addDays(done, -r.int(120, 330));
    const signed = addDays(start, -r.int(7, 40));
    const maeDay = addDays(start, r.int(5, 25));
    const next = addDays(endOfMonth(d.issue[0], d.issue[1]), 1);
    d.due = r.chance(0.6) ? endOfMonth(next[0], next[1]) : [...addDays(endOfMonth(next[0], next[1]), 1).slice(0, 2), 10];
    d.no = r.chance(0.5) ? `K${String(d.issue[0]).slice(2)}-${r.digits(4)}` : `${d.issue[0]}-C${r.digits(3)}`;
    const issuer = spelled(d, r.pick(['full', 'full', 'circled']));
    const holder = holderPrinted(d, r.pick(['full', 'big', 'half-big']));
    const rep = representative(d, r);
    const codes = r.chance(0.4);
    const pref = d.address.match(/^(東京都|北海道|(?:大阪|京都)府|.{2,3}県)/)[1];
    const permit = r.chance(0.25)
      ? `国土交通大臣許可（特-${r.int(2, 7)}）第${r.int(1000, 29999)}号`
      : `${pref}知事許可（${r.pick(['特', '般'])}-${r.int(2, 7)}）第${r.int(10000, 99999)}号`;
    const honor = r.chance(0.5) ? `${d.buyerName}　御中` : `${d.buyerName}<br>代表取締役　${d.buyerPerson}　殿`;
    const rows = change
      ? [
          ['当初請負代金額（税込）', yen(withTax(base)), `うち消費税額 ${yen(base / 10)}`],
          ['変更増減額（税込）', tri(withTax(change)), `変更契約 ${fmt(addDays(done, -r.int(20, 60)))}`],
          ['変更後請負代金額（①＋②）', yen(s.total), `10%対象 ${yen(s.subtotal)}　消費税 ${yen(s.tax)}`],
        ]
      : [['請負代金額（税込）', yen(s.total), `10%対象 ${yen(s.subtotal)}　消費税 ${yen(s.tax)}`]];
    const k = rows.length;
    rows.push(['前払金受領額', yen(mae), `契約額の${maePct}%　${fmt(maeDay)}受領`]);
    rows.push([bu ? '部分払受領額（既受領額）' : '部分払受領額', yen(bu), bu ? '第1回 出来高払' : '−']);
    rows.push([`今回請求額（${CIRCLED[k - 1]}－${CIRCLED[k]}－${CIRCLED[k + 1]}）`, yen(total), '']);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 12.5px; color: #1b1b1b; }
      .wrap { padding: 40px 54px; } .form { position: absolute; left: 38px; top: 30px; font-size: 11px; }
      .no { position: absolute; right: 54px; top: 30px; font-size: 11.5px; }
      h1 { text-align: center; font-size: 26px; letter-spacing: .45em; margin: 14px 0 0; font-weight: 600; }
      .kind { text-align: center; font-size: 13px; margin-bottom: 10px; }
      .hd { display: flex; justify-content: space-between; align-items: flex-end; }
      .to { font-size: 16.5px; border-bottom: 1px solid #222; padding: 0 30px 2px 2px; line-height: 1.5; }
      .g th, .g td { border: 1px solid #333; padding: 4px 8px; font-weight: normal; text-align: left; } .g th { background: #f0efe9; }
      .amt { margin-top: 12px; } .amt th { font-size: 15px; padding: 8px 16px; } .amt td { font-size: 22px; font-weight: bold; padding: 4px 24px; min-width: 280px; text-align: right; }
      .job { width: 100%; margin-top: 12px; } .job th { width: 96px; }
      .money { width: 100%; margin-top: 12px; } .money td:nth-child(2) { text-align: right; width: 150px; font-size: 14px; } .money td:nth-child(3) { font-size: 11px; color: #333; }
      .money .t td { font-weight: bold; background: #fbf3d5; font-size: 14px; border-width: 2px; }
      .due { margin-top: 10px; } .due td { min-width: 200px; }
      .bank { width: 100%; margin-top: 12px; } .bank th { width: 124px; white-space: nowrap; } .bank .v { width: 28px; text-align: center; line-height: 1.3; }
      .who { position: relative; margin-top: 14px; } .who table { width: 100%; } .who th { width: 110px; } .who caption { text-align: left; font-size: 12px; padding-bottom: 2px; }
      .in { display: inline-block; width: 22px; height: 22px; border: 1px solid #555; border-radius: 50%; text-align: center; line-height: 20px; font-size: 11px; margin-left: 20px; color: #555; }`;
    const page = `<div class="form">様式第${r.pick(['3', '5', '12'])}号${r.chance(0.5) ? '（第18条関係）' : ''}</div><div class="no">No. ${d.no}</div>
      <div class="wrap"><h1>工事代金請求書</h1><div class="kind">（完成払）</div>
      <div class="hd"><div class="to">${honor}</div><div>請求日　${fmt(d.issue)}</div></div>
      <p style="margin:12px 0 0">下記工事の完成に伴い、工事代金を下記のとおり請求いたします。</p>
      <table class="g amt"><tr><th>請求金額</th><td>金 ¥${z(yen(total))}－</td></tr></table>
      <table class="g job"><tr><th>工事名</th><td colspan="3">${project}</td></tr>
        <tr><th>工事場所</th><td colspan="3">${d.buyerAddress}</td></tr>
        <tr><th>工期</th><td colspan="3">${fmt(start)}　から　${fmt(done)}　まで（${fmt(done)}　完成・引渡し）</td></tr>
        <tr><th>契約日</th><td>${fmt(signed)}</td><th style="width:96px">契約番号</th><td>${r.pick(['第', ''])}${String(signed[0]).slice(2)}-${r.int(10, 999)}号</td></tr></table>
      <table class="g money"><tr><th>区分</th><th style="text-align:right">金額（円）</th><th>摘要</th></tr>
        ${rows.map(([l, v, note], i) => `<tr${i === rows.length - 1 ? ' class="t"' : ''}><td>${CIRCLED[i]} ${l}</td><td>${v}</td><td>${note}</td></tr>`).join('')}</table>
      <table class="g due"><tr><th>支払期日</th><td>${fmt(d.due)}</td></tr></table>
      <table class="g bank"><tr><th rowspan="3" class="v">振<br>込<br>先</th><th>金融機関名</th><td>${d.bank.name}${codes ? `（${d.bank.code}）` : ''}</td><th>支店名</th><td>${d.branch.name}${codes ? `（${d.branch.code}）` : ''}</td></tr>
        <tr><th>預金種別</th><td>${TYPE_LABEL[d.type]}預金</td><th>口座番号</th><td>${d.account}</td></tr>
        <tr><th>口座名義（カナ）</th><td colspan="3">${holder}</td></tr></table>
      <div class="who"><table class="g"><caption>請求者</caption>
        <tr><th>住所</th><td>〒${d.zip}　<span class="addr">${d.address}</span></td></tr>
        <tr><th>商号又は名称</th><td>${issuer}</td></tr>
        <tr><th>代表者氏名</th><td>${rep}<span class="in">印</span></td></tr>
        <tr><th>電話番号</th><td>${d.tel}（FAX ${d.fax}）</td></tr>
        <tr><th>登録番号</th><td>${d.reg}</td></tr>
        <tr><th>建設業許可</th><td>${permit}</td></tr></table>
        ${kakuin(d, 'right: 40px; top: 40px; opacity: .8;')}</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBankCode: codes, showBranchCode: codes } };
  },
});

// 42 — an IT company's monthly 保守契約 invoice: issuer top-left, 令和 issue date, the period in R8.11.1 form, the due
// date in 西暦, the 振込先 bottom-left and the total in a big box at the bottom right.
const IT_TRADES = [
  ['システムズ', 'システムズ'],
  ['情報システム', 'ジョウホウシステム'],
  ['ソリューションズ', 'ソリューションズ'],
  ['ネットワークス', 'ネットワークス'],
  ['テクノロジー', 'テクノロジー'],
  ['データサービス', 'データサービス'],
];
const MAINT_ITEMS = [
  ['システム保守サービス（基本料）', '月', 50000, 300000],
  ['サーバー監視サービス', '月', 10000, 60000],
  ['ヘルプデスク対応（契約時間超過分）', '時間', 5000, 12000],
  ['ソフトウェアライセンス保守', '月', 3000, 30000],
  ['定期点検作業', '回', 20000, 80000],
  ['バックアップ運用管理', '月', 5000, 30000],
  ['オンサイト対応（緊急出動）', '回', 30000, 90000],
];
LAYOUTS.push({
  id: 'L42-hoshu-monthly',
  split: 'dev',
  title: "IT company's monthly 保守契約 invoice, total boxed at the bottom right",
  exercises:
    "an IT company's monthly 保守契約 invoice: issuer block top-left under its name, 請求書 and 発行日 (令和8年12月5日)/請求番号/契約番号 top-right, 件名 and 対象期間 in R8.11.1 form, items with half-hour quantities, お支払期限 in 西暦 (2026/12/31 or 2026年12月31日) beside the 振込先 at the bottom left, 小計/消費税 over a big ご請求金額 box at the bottom right, 担当 in the footer, main or other banks, half- or full-width holders",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, IT_TRADES);
    landline(d);
    ordinaryAtNetBank(d);
    const [by, bm] = billedMonth(d.issue);
    const last = endOfMonth(by, bm);
    const qtyOf = (unit) => (unit === '月' ? 1 : unit === '時間' ? r.int(2, 20) / 2 : r.int(1, 3));
    d.items = [...itemsFrom(r, MAINT_ITEMS.slice(0, 1), 1, qtyOf), ...itemsFrom(r, MAINT_ITEMS.slice(1), r.int(1, 3), qtyOf)];
    d.sum = summarize(d.items);
    const s = d.sum;
    if (r.chance(0.5)) d.no = `${r.pick(['MS', 'HS', 'SV'])}${String(d.issue[0]).slice(2)}${pad2(d.issue[1])}-${r.digits(4)}`;
    const issued = DATE_FORMATS.wareki(d.issue);
    const dueFmt = DATE_FORMATS[r.pick(['slash', 'seireki'])];
    const short = ([y, m, dd]) => `R${y - 2018}.${m}.${dd}`;
    const issuer = spelled(d, r.pick(['full', 'full', 'paren']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full']));
    const showBranchCode = r.chance(0.5);
    const system = r.pick([
      '販売管理システム',
      '基幹業務システム',
      '社内ネットワーク',
      '会計システム',
      'ECサイト',
      '勤怠管理システム',
    ]);
    const staff = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const accent = r.pick(['#0e4d92', '#155e63', '#3b3b98']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 12px; color: #222; }
      .wrap { padding: 46px 56px; } .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .from { line-height: 1.6; font-size: 11.5px; width: 360px; } .from .n { font-size: 18px; font-weight: bold; color: ${accent}; margin-bottom: 4px; white-space: nowrap; }
      .ttl { text-align: right; } .ttl h1 { margin: 0 0 8px; font-size: 28px; letter-spacing: .35em; font-weight: 500; }
      .meta { margin-left: auto; } .meta td { padding: 1px 0 1px 16px; text-align: left; } .meta td:first-child { color: #666; }
      .rule { border-top: 3px solid ${accent}; margin: 18px 0 14px; }
      .buyer { font-size: 17px; } .dept { margin-top: 2px; }
      .kv { margin-top: 12px; } .kv td { padding: 2px 14px 2px 0; } .kv td:first-child { color: #666; }
      .items { width: 100%; margin-top: 14px; } .items th { background: ${accent}; color: #fff; font-weight: normal; padding: 5px; }
      .items td { border-bottom: 1px solid #d6d6d6; padding: 6px; }
      .bottom { position: absolute; left: 56px; right: 56px; bottom: 96px; display: flex; justify-content: space-between; align-items: flex-end; }
      .pay { width: 340px; line-height: 1.75; font-size: 11.5px; } .pay .l { font-weight: bold; color: ${accent}; border-bottom: 1px solid ${accent}; margin-bottom: 3px; }
      .pay table td { padding: 0 12px 0 0; vertical-align: top; } .pay table td:first-child { color: #666; white-space: nowrap; }
      .sum { width: 290px; } .sum table { width: 100%; } .sum table td { padding: 3px 6px; border-bottom: 1px solid #ddd; }
      .big { margin-top: 10px; border: 3px solid ${accent}; padding: 8px 14px; } .big .l { font-size: 12px; color: ${accent}; }
      .big .v { font-size: 30px; font-weight: bold; text-align: right; line-height: 1.2; }
      .foot { position: absolute; left: 56px; right: 56px; bottom: 40px; border-top: 1px solid #ccc; padding-top: 6px; font-size: 10.5px; color: #555; display: flex; justify-content: space-between; }`;
    const page = `<div class="wrap"><div class="top">
        <div class="from"><div class="n">${issuer}</div>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}</div>
        <div class="ttl"><h1>請求書</h1><table class="meta"><tr><td>発行日</td><td>${issued}</td></tr><tr><td>請求番号</td><td>${d.no}</td></tr>
          <tr><td>契約番号</td><td>${r.pick(['HK', 'MC', 'CT'])}-${r.int(2019, by)}-${r.digits(3)}</td></tr></table></div></div>
      <div class="rule"></div>
      <div class="buyer">${d.buyerName}　御中</div><div class="dept">${r.pick(['情報システム部', '総務部', '管理部'])}　${d.buyerPerson} 様</div>
      <table class="kv"><tr><td>件名</td><td>${system} 保守サービス料（${bm}月分）</td></tr>
        <tr><td>対象期間</td><td>${short([by, bm, 1])} 〜 ${short(last)}</td></tr></table>
      <div style="margin-top:8px">平素より格別のご愛顧を賜り、誠にありがとうございます。保守契約に基づき、下記のとおりご請求申し上げます。</div>
      <table class="items"><tr><th style="width:32px">No.</th><th style="text-align:left">品目</th><th style="width:60px">数量</th><th style="width:44px">単位</th><th style="width:90px">単価</th><th style="width:100px">金額</th></tr>
        ${rowsOf(
          d.items.map((it, i) => ({ ...it, i: i + 1 })),
          [
            [(it) => it.i, 'num'],
            [(it) => it.name],
            [(it) => it.qty, 'num'],
            [(it) => it.unit],
            [(it) => yen(it.price), 'num'],
            [(it) => yen(it.amount), 'num'],
          ],
        )}</table>
      ${d.items.some((it) => it.unit === '時間') ? '<div style="margin-top:6px;font-size:11px;color:#555">※ヘルプデスク対応は月間契約時間を超過した分を0.5時間単位でご請求しております。</div>' : ''}</div>
      <div class="bottom"><div class="pay"><div class="l">お振込先</div><table>
          <tr><td>銀行</td><td>${d.bank.name}　${d.branch.name}${showBranchCode ? `（${d.branch.code}）` : ''}</td></tr>
          <tr><td>口座</td><td>${TYPE_LABEL[d.type]}　${d.account}</td></tr><tr><td>名義</td><td>${holder}</td></tr>
          <tr><td>お支払期限</td><td><b>${dueFmt(d.due)}</b></td></tr></table>
          <div style="font-size:10.5px;margin-top:4px">※振込手数料は貴社にてご負担ください。</div></div>
        <div class="sum"><table><tr><td>小計（税抜）</td><td class="num">¥${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">¥${yen(s.tax)}</td></tr></table>
          <div class="big"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(s.total)}</div></div></div></div>
      <div class="foot"><span>担当：${r.pick(['カスタマーサポート部', '保守サービス課', '営業部'])}　${staff}</span><span>本書は適格請求書です。</span></div>`;
    return { pages: [page], css, printed: { issuer, holder, showBranchCode } };
  },
});

// 43 — a food wholesaler's monthly 納品請求書 to a restaurant: many short dated rows set in two panels side by side,
// ※ on the 軽減税率 (8%) rows, 税率別 totals, 今回ご請求額.
const FOOD_ROWS8 = [
  ['玉ねぎ 10kg', '箱', 1500, 3200],
  ['じゃがいも 10kg', '箱', 1800, 3500],
  ['人参 5kg', '箱', 1200, 2600],
  ['キャベツ', '玉', 150, 380],
  ['長ねぎ', '束', 120, 300],
  ['大葉 100枚', '束', 300, 700],
  ['トマト 4kg', '箱', 1800, 3800],
  ['きゅうり', '本', 40, 90],
  ['レモン', '個', 60, 150],
  ['豆腐（業務用）', '丁', 120, 300],
  ['鶏もも肉 2kg', 'P', 1400, 2600],
  ['豚バラ肉 1kg', 'P', 1300, 2400],
  ['卵 10kg', 'ケース', 2600, 4200],
  ['生しいたけ 1kg', '箱', 900, 2000],
  ['白菜', '玉', 200, 500],
  ['大根', '本', 100, 280],
  ['もやし 4kg', '袋', 300, 600],
  ['しめじ', 'P', 60, 150],
  ['生クリーム 1L', '本', 700, 1300],
  ['米 10kg', '袋', 3500, 5500],
];
const SUPPLY_ROWS10 = [
  ['割箸 100膳', '袋', 200, 480],
  ['アルミホイル 30cm', '本', 300, 700],
  ['食器用洗剤 4L', '本', 600, 1400],
  ['ポリ袋 45L', '袋', 150, 400],
  ['配送料', '回', 300, 800],
];
const FOOD_TRADES = [
  ['青果', 'セイカ'],
  ['食品', 'ショクヒン'],
  ['フーズ', 'フーズ'],
  ['商店', 'ショウテン'],
  ['食材', 'ショクザイ'],
];
const EATERIES = ['和食処 {s}', '居酒屋 {s}', 'レストラン{s}', '{s}食堂', 'そば処 {s}', 'ビストロ{s}'];
LAYOUTS.push({
  id: 'L43-food-delivery-panels',
  split: 'dev',
  title: "food wholesaler's 納品請求書 with many rows in two panels",
  exercises:
    "a food wholesaler's monthly 納品請求書 to a restaurant (様): 18–30 short rows of 月日/品名/数量/単価/金額 set in two panels side by side, the date printed once per delivery day, ※ on the 軽減税率 8% rows beside 10% supplies and 配送料, 8%※/10% 対象額・消費税額 grid and 合計, 今回ご請求額 box, 末日締, 有限会社/(有)/㈱ issuers with a 業種 line, TEL/FAX, 信用金庫 or banks, half-width holders",
  opts: (r, inst) => ({ bank: inst === 0 ? 'main' : 'other', checking: false }),
  render(d, r) {
    setCorp(d, r, FOOD_TRADES, [...FORMS.slice(0, 4), ['有限会社', 'ユ']]);
    landline(d);
    if (!d.bank.main && r.chance(0.6)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const closing = endOfMonth(y, m);
    d.issue = r.chance(0.5) ? closing : addDays(closing, r.int(1, 3));
    const next = addDays(closing, 1);
    d.due = r.chance(0.6) ? endOfMonth(next[0], next[1]) : [next[0], next[1], r.pick([10, 15, 20])];
    d.no = String(r.int(1, 999999)).padStart(6, '0');
    const n = r.int(18, 30);
    const days = shuffle(
      r,
      Array.from({ length: closing[2] }, (_, i) => i + 1),
    )
      .slice(0, r.int(6, 11))
      .sort((a, b) => a - b);
    // The customer's regular goods, each at its price for the month.
    const step = (hi) => (hi > 1000 ? 10 : 1);
    const priced = (xs) =>
      xs.map(([name, unit, lo, hi]) => [name, unit, hi, Math.max(lo, Math.round(r.int(lo, hi) / step(hi)) * step(hi))]);
    const pool8 = priced(shuffle(r, FOOD_ROWS8).slice(0, 12));
    const pool10 = priced(shuffle(r, SUPPLY_ROWS10).slice(0, 3));
    const rows = [];
    for (let i = 0; i < n; i++) {
      const eight = r.chance(0.85);
      const [name, unit, hi, price] = eight ? r.pick(pool8) : r.pick(pool10);
      const qty = name === '配送料' ? 1 : hi < 500 ? r.int(2, 30) : r.int(1, 6);
      const day = days[Math.min(days.length - 1, Math.floor((i * days.length) / n))];
      rows.push({ name, unit, qty, price, amount: qty * price, rate: eight ? 8 : 10, day });
    }
    for (const [i, it] of rows.entries()) it.shown = i === 0 || rows[i - 1].day !== it.day ? `${m}/${it.day}` : '';
    d.items = rows;
    d.sum = summarize(rows);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['seireki', 'slash', 'seirekiPad'])];
    const issuer = r.chance(0.5) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'half']));
    const [es] = r.pick(STEMS);
    const buyer = r.pick(EATERIES).replace('{s}', r.chance(0.5) ? es : r.pick(['さくら', 'ひより', 'まる', 'いろは', 'はな']));
    const per = Math.max(13, Math.ceil(n / 2));
    const cols = [
      [(it) => it.shown, 'c'],
      [(it) => `${it.rate === 8 ? '※' : ''}${it.name}`],
      [(it) => it.qty, 'num'],
      [(it) => yen(it.price), 'num'],
      [(it) => yen(it.amount), 'num'],
    ];
    const panel = (part) =>
      `<table class="p"><tr><th style="width:36px">月日</th><th>品名</th><th style="width:34px">数量</th><th style="width:48px">単価</th><th style="width:60px">金額</th></tr>${paddedRows(part, cols, per)}</table>`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 11px; color: #1f1f1f; }
      .wrap { padding: 36px 40px; } h1 { margin: 0; font-size: 24px; letter-spacing: .3em; font-weight: 600; } h1 small { font-size: 13px; letter-spacing: .1em; font-weight: normal; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 10px; }
      .hd > div:first-child { flex: 1; min-width: 0; padding-right: 18px; } .hd > div:last-child { flex: none; }
      .to { font-size: 18px; border-bottom: 1px solid #333; padding: 0 40px 2px 4px; white-space: nowrap; display: inline-block; }
      .meta td { padding: 1px 0 1px 14px; } .meta td:first-child { color: #555; }
      .from { margin-top: 8px; line-height: 1.55; min-width: 290px; position: relative; } .from b { font-size: 15px; } .from .biz { font-size: 10.5px; color: #555; }
      .due { margin-top: 12px; display: inline-flex; border: 2px solid #6b8e23; } .due div { padding: 5px 12px; } .due .l { background: #6b8e23; color: #fff; }
      .due .v { font-size: 19px; font-weight: bold; min-width: 170px; text-align: right; }
      .panels { display: flex; gap: 14px; margin-top: 14px; } .panels > table { flex: 1; }
      .p th { background: #edf3e1; border: 1px solid #8aa05a; font-weight: normal; padding: 2px; font-size: 10.5px; }
      .p td { border: 1px solid #b9c89a; padding: 1px 4px; height: 19px; white-space: nowrap; } .p .c { text-align: center; }
      .low { display: flex; justify-content: space-between; margin-top: 12px; align-items: flex-start; }
      .tx th, .tx td { border: 1px solid #8aa05a; padding: 3px 10px; font-weight: normal; } .tx th { background: #edf3e1; }
      .pay { margin-top: 12px; line-height: 1.8; border-top: 1px dashed #666; padding-top: 6px; }`;
    const half = Math.ceil(n / 2);
    const page = `<div class="wrap"><h1>請求書 <small>（納品明細）</small></h1>
      <div class="hd"><div><div class="to">${buyer}　様</div><div style="margin-top:4px">お客様コード ${r.int(100, 9999)}</div>
          <div style="margin-top:8px">毎度ありがとうございます。${m}月分の納品代金を下記のとおりご請求申し上げます。</div>
          <div class="due"><div class="l">今回ご請求額</div><div class="v">¥${yen(s.total)}</div></div>
          <div style="margin-top:6px">お支払期限　${fmt(d.due)}</div></div>
        <div><table class="meta"><tr><td>請求書No.</td><td>${d.no}</td></tr><tr><td>締日</td><td>${fmt(closing)}（末日締）</td></tr><tr><td>発行日</td><td>${fmt(d.issue)}</td></tr></table>
          <div class="from"><b>${issuer}</b><br><span class="biz">${r.pick(['業務用青果・食材卸', '業務用食品卸', '青果・精肉・業務用食材'])}</span><br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}
            ${kakuin(d, 'right: 0; top: -10px; opacity: .75;')}</div></div></div>
      <div class="panels">${panel(rows.slice(0, half))}${panel(rows.slice(half))}</div>
      <div style="font-size:10.5px;margin-top:3px">※印は軽減税率（8%）対象品目です。</div>
      <div class="low"><table class="tx"><tr><th>税率区分</th><th>対象額（税抜）</th><th>消費税額</th></tr>
          ${[8, 10]
            .filter((k) => s.by[k])
            .map(
              (k) =>
                `<tr><td>${k}%${k === 8 ? '※（軽減）' : ''}</td><td class="num">${yen(s.by[k].base)}</td><td class="num">${yen(s.by[k].tax)}</td></tr>`,
            )
            .join('')}</table>
        <table class="tx"><tr><th>税抜合計</th><td class="num" style="width:110px">${yen(s.subtotal)}</td></tr><tr><th>消費税計</th><td class="num">${yen(s.tax)}</td></tr>
          <tr><th>合計（税込）</th><td class="num"><b>${yen(s.total)}</b></td></tr></table></div>
      <div class="pay">お振込先：${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}　名義 ${holder}<br>
        <span style="font-size:10.5px">※恐れ入りますが振込手数料はご負担ください。納品書と照合のうえ、相違がございましたらご連絡ください。</span></div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 44 — a freelance photographer's plain 請求書: a 屋号 (often in roman letters) or the name alone, 源泉徴収税額 deducted, the
// 振込先 as a table with 金融機関名/支店名/預金種目/口座番号/口座名義 as row headers.
const PHOTO_ITEMS = [
  ['撮影料（半日）', '式', 30000, 60000],
  ['撮影料（終日）', '式', 50000, 120000],
  ['商品撮影（物撮り）', 'カット', 1500, 5000],
  ['画像レタッチ', '点', 500, 3000],
  ['ロケーションハンティング', '式', 10000, 30000],
  ['機材費（ストロボ一式）', '式', 5000, 20000],
  ['データ納品・セレクト作業', '式', 3000, 10000],
  ['出張費', '式', 5000, 20000],
];
const ROMAN_WORDS = ['SORA', 'HINATA', 'MINAMO', 'KOMOREBI', 'TSUBASA', 'AOI', 'HARU', 'LUCE'];
const SHOOTS = [
  '商品撮影',
  '社員ポートレート撮影',
  'Webサイト用撮影',
  'イベント記録撮影',
  'カタログ撮影',
  '採用パンフレット撮影',
];
LAYOUTS.push({
  id: 'L44-photographer-gensen',
  split: 'dev',
  title: "freelance photographer's 請求書 with 源泉徴収",
  exercises:
    "a freelance photographer's plain 請求書: a 屋号 in roman letters (Photo Office SORA), a 写真事務所 or the personal name alone, フォトグラファー and the name, 携帯/TEL and e-mail, 件名, 撮影料/レタッチ (カット, 点) rows, 小計/消費税/合計（税込） then 源泉徴収税額（10.21%） as −/▲ and the 差引ご請求額 (also boxed at the top), 西暦 dates, the 振込先 as a table with 金融機関名/支店名/預金種目/口座番号/口座名義 as row headers, a personal holder full- or half-width, ゆうちょ by its 店名",
  opts: (r, inst) => ({ sole: true, rates: '10', bank: ['main', 'other', 'yucho'][inst] }),
  render(d, r) {
    const [sn] = d.person.split(' ');
    const kind = r.pick(['roman', 'roman', 'office', 'none']);
    if (kind === 'roman') {
      const w = r.pick(ROMAN_WORDS);
      d.yago = r.pick([`Photo Office ${w}`, `PHOTO WORKS ${w}`, `Studio ${w}`, `${w} PHOTOGRAPHY`]);
    } else if (kind === 'office') d.yago = `${sn}写真事務所`;
    d.issuerName = kind === 'none' ? d.person : d.yago;
    const fee = itemsFrom(r, PHOTO_ITEMS.slice(0, 2), 1, () => 1);
    const qtyOf = (unit) => (unit === '式' ? 1 : unit === 'カット' ? r.int(5, 40) : r.int(5, 60));
    d.items = [...fee, ...itemsFrom(r, PHOTO_ITEMS.slice(2), r.int(1, 3), qtyOf)];
    d.sum = summarize(d.items);
    const s = d.sum;
    const gensen = withholding(s.subtotal);
    const total = s.total - gensen;
    d.no = r.chance(0.5) ? String(r.int(1, 300)).padStart(4, '0') : `${d.issue[0]}${pad2(d.issue[1])}-${r.int(1, 9)}`;
    const fmt = DATE_FORMATS[r.pick(['seireki', 'seirekiPad'])];
    const holder = holderPrinted(d, r.pick(['full', 'half', 'big']));
    const minus = r.pick(['−', '▲', '-']);
    const subject = `${d.buyerName.replace(/株式会社/, '').trim()} ${r.pick(SHOOTS)}`;
    const phone = /^0[789]0/.test(d.tel) ? `携帯 ${d.tel}` : `TEL ${d.tel}`;
    const shotDay = addDays(d.issue, -r.int(3, 20));
    const dated = d.items.map((it, i) => ({ ...it, day: i === 0 ? `${shotDay[1]}/${shotDay[2]}` : '' }));
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 12.5px; color: #2b2b2b; font-weight: 300; }
      b, strong { font-weight: 500; }
      .wrap { padding: 64px 72px; } .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { font-size: 30px; font-weight: 300; letter-spacing: .5em; margin: 0; } .meta { text-align: right; line-height: 1.8; }
      .to { margin-top: 30px; font-size: 17px; border-bottom: 1px solid #2b2b2b; display: inline-block; padding: 0 50px 3px 0; font-weight: 400; }
      .two { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 16px; }
      .from { line-height: 1.7; font-size: 11.5px; text-align: left; min-width: 240px; } .from .y { font-size: 16px; font-weight: 500; letter-spacing: .04em; }
      .amt { margin-top: 18px; border-top: 1px solid #2b2b2b; border-bottom: 1px solid #2b2b2b; padding: 8px 4px; display: flex; gap: 30px; align-items: baseline; width: 360px; }
      .amt .v { font-size: 24px; font-weight: 500; }
      .items { width: 100%; margin-top: 26px; } .items th { font-weight: 400; color: #777; border-bottom: 1px solid #2b2b2b; padding: 4px; text-align: left; } .items th.num { text-align: right; }
      .items td { border-bottom: 1px solid #e2e2e2; padding: 7px 4px; }
      .sum { margin: 10px 0 0 auto; width: 320px; } .sum td { padding: 3px 4px; } .sum .s td { border-top: 1px solid #2b2b2b; font-weight: 500; font-size: 14px; }
      .bank { margin-top: 26px; width: 400px; } .bank caption { text-align: left; font-weight: 500; padding-bottom: 4px; }
      .bank th, .bank td { border: 1px solid #bbb; padding: 5px 10px; font-weight: 300; text-align: left; } .bank th { background: #f4f4f4; width: 110px; }
      .note { margin-top: 18px; font-size: 11px; color: #666; line-height: 1.7; }`;
    const page = `<div class="wrap"><div class="hd"><h1>請求書</h1><div class="meta">請求日　${fmt(d.issue)}<br>請求書番号　${d.no}</div></div>
      <div class="to">${d.buyerName}　御中</div>
      <div class="two"><div><div>件名：${subject}</div><div style="margin-top:4px">下記のとおりご請求申し上げます。</div>
          <div class="amt"><span>ご請求金額</span><span class="v">¥${yen(total)}</span></div>
          <div style="font-size:11px;margin-top:4px">（源泉徴収税額控除後）</div>
          <div style="margin-top:10px">お支払期限　${fmt(d.due)}</div></div>
        <div class="from">${kind === 'none' ? `<span class="y">${d.person}</span><br>フォトグラファー` : `<span class="y">${d.yago}</span><br>フォトグラファー　${d.person}`}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>${phone}<br>${r.pick(['photo', 'info', 'hello'])}@${r.pick(['example.jp', 'example.com'])}<br>登録番号　${d.reg}</div></div>
      <table class="items"><tr><th style="width:56px">撮影日</th><th>内容</th><th class="num" style="width:70px">数量</th><th class="num" style="width:90px">単価</th><th class="num" style="width:100px">金額</th></tr>
        ${rowsOf(dated, [[(it) => it.day], [(it) => it.name], [(it) => `${it.qty}${it.unit}`, 'num'], [(it) => yen(it.price), 'num'], [(it) => yen(it.amount), 'num']])}</table>
      <table class="sum"><tr><td>小計（税抜）</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr>
        <tr><td>合計（税込）</td><td class="num">${yen(s.total)}</td></tr><tr><td>源泉徴収税額（10.21%）</td><td class="num">${minus}${yen(gensen)}</td></tr>
        <tr class="s"><td>差引ご請求額</td><td class="num">¥${yen(total)}</td></tr></table>
      <table class="bank"><caption>お振込先</caption>
        <tr><th>金融機関名</th><td>${d.bank.name}</td></tr><tr><th>支店名</th><td>${d.branch.name}</td></tr>
        <tr><th>預金種目</th><td>${TYPE_LABEL[d.type]}</td></tr><tr><th>口座番号</th><td>${d.account}</td></tr><tr><th>口座名義</th><td>${holder}</td></tr></table>
      <div class="note">※源泉徴収税額は報酬額（税抜）に対して算出しています。<br>※お振込手数料はご負担いただけますと幸いです。撮影データの使用範囲は別途お見積書のとおりです。</div></div>`;
    return { pages: [page], css, printed: { holder, total, issuer: d.issuerName } };
  },
});

// 45 — a two-block invoice: the title, buyer and line items in the wide left block, a shaded right column holding the
// issuer, the dates, ご請求金額 and the 振込先 beside the items.
LAYOUTS.push({
  id: 'L45-sidebar-twoblock',
  split: 'dev',
  title: 'two-block invoice with a shaded right column',
  exercises:
    'a two-block invoice: title, buyer 御中, 件名 and the items with 小計/消費税/合計 in the wide left block; a shaded right column with the issuer (name sized to fit, address over two lines when it has a building, TEL, 登録番号), 請求日/請求番号/お支払期限 as labels over values, ご請求金額, and the 振込先 stacked (銀行名, 支店名 sometimes with 店番, 種別・口座番号, 名義) beside the items; dot, slash or 年月日 dates; a company or a 屋号 with its owner',
  opts: (r, inst) => ({ sole: inst === 2, bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    if (d.sole) landline(d);
    ordinaryAtNetBank(d);
    const fmt = DATE_FORMATS[r.pick(['dot', 'slash', 'seireki'])];
    const issuer = d.sole ? d.yago : spelled(d, r.pick(['full', 'paren', 'full']));
    const holder = holderPrinted(d, r.pick(['half', 'full', 'big', 'half-big']));
    const s = d.sum;
    const showBranchCode = r.chance(0.4);
    const nameSize = Math.min(17, Math.floor(236 / [...issuer].length));
    const accent = r.pick(['#2d4a6b', '#5b3a29', '#2f5d50']);
    const label = (l, v, big) => `<div class="kv"><div class="l">${l}</div><div class="v${big ? ' big' : ''}">${v}</div></div>`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 12px; color: #242424; }
      .main { position: absolute; left: 0; top: 0; width: 514px; padding: 50px 30px 40px 48px; }
      .side { position: absolute; right: 0; top: 0; bottom: 0; width: 280px; background: #f1f3f5; border-left: 4px solid ${accent}; padding: 50px 22px 30px; }
      h1 { font-size: 30px; margin: 0 0 26px; letter-spacing: .3em; color: ${accent}; font-weight: 600; }
      .to { font-size: 17px; border-bottom: 1px solid #242424; padding-bottom: 2px; white-space: nowrap; }
      .subj { margin-top: 12px; } .subj span { color: #777; margin-right: 10px; }
      .items { width: 100%; margin-top: 20px; } .items th { border-bottom: 2px solid ${accent}; font-weight: normal; color: #555; padding: 4px; text-align: left; }
      .items td { border-bottom: 1px solid #ddd; padding: 6px 4px; } .items th.num { text-align: right; }
      .tot { margin: 10px 0 0 auto; width: 250px; } .tot td { padding: 3px 4px; } .tot .g td { border-top: 2px solid ${accent}; font-size: 15px; font-weight: bold; }
      .memo { margin-top: 24px; font-size: 11px; color: #555; line-height: 1.7; }
      .side .n { font-weight: bold; white-space: nowrap; } .side .from { line-height: 1.6; font-size: 11px; position: relative; }
      .side .sec { margin-top: 22px; border-top: 1px solid #c8ced4; padding-top: 12px; }
      .kv { margin-bottom: 8px; } .kv .l { font-size: 10px; color: #777; letter-spacing: .05em; } .kv .v { font-size: 13px; white-space: nowrap; }
      .kv .big { font-size: 24px; font-weight: bold; color: ${accent}; }
      .bk { font-size: 11.5px; line-height: 1.75; white-space: nowrap; } .bk .h { font-size: 10px; color: #777; }`;
    const page = `<div class="main"><h1>請求書</h1>
        <div class="to">${d.buyerName}　御中</div>
        <div class="subj"><span>件名</span>${d.items[0].name}${d.items.length > 1 ? ' ほか' : ''}</div>
        <div style="margin-top:6px">下記のとおりご請求申し上げます。</div>
        <table class="items"><tr><th>品目</th><th class="num" style="width:64px">数量</th><th class="num" style="width:72px">単価</th><th class="num" style="width:86px">金額</th></tr>
          ${rowsOf(d.items, [[(it) => `${it.name}${it.rate === 8 ? ' ※' : ''}`], [(it) => `${it.qty}${it.unit}`, 'num'], [(it) => yen(it.price), 'num'], [(it) => yen(it.amount), 'num']])}</table>
        <table class="tot"><tr><td>小計</td><td class="num">${yen(s.subtotal)}</td></tr>
          ${[10, 8]
            .filter((k) => s.by[k])
            .map((k) => `<tr><td>消費税（${k}%${k === 8 ? '※' : ''}）</td><td class="num">${yen(s.by[k].tax)}</td></tr>`)
            .join('')}
          <tr class="g"><td>合計</td><td class="num">¥${yen(s.total)}</td></tr></table>
        ${s.mixed ? `<div style="font-size:10.5px;margin-top:4px">※は軽減税率（8%）対象　8%対象 ${yen(s.by[8].base)}円／10%対象 ${yen(s.by[10].base)}円</div>` : ''}
        <div class="memo">備考：お支払いは銀行振込にてお願いいたします。振込手数料は貴社にてご負担ください。</div></div>
      <div class="side"><div class="from"><div class="n" style="font-size:${nameSize}px">${issuer}</div>${d.sole ? `${d.person}<br>` : ''}〒${d.zip}<br>${addrHtml(d.address, true)}<br>TEL ${d.tel}<br>登録番号 ${d.reg}
          ${d.sole ? '' : kakuin(d, 'right: -6px; top: 26px; opacity: .75;')}</div>
        <div class="sec">${label('請求日', fmt(d.issue))}${label('請求番号', d.no)}${label('お支払期限', fmt(d.due))}</div>
        <div class="sec">${label('ご請求金額（税込）', `¥${yen(s.total)}`, true)}</div>
        <div class="sec"><div class="h" style="font-size:11px;font-weight:bold;color:${accent};margin-bottom:4px">お振込先</div>
          <div class="bk"><span class="h">銀行名</span><br>${d.bank.name}<br><span class="h">支店名</span><br>${d.branch.name}${showBranchCode ? `（店番 ${d.branch.code}）` : ''}<br>
            <span class="h">種別・口座番号</span><br>${TYPE_LABEL[d.type]}　${d.account}<br><span class="h">口座名義</span><br>${holder}</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, showBranchCode } };
  },
});

// 46 — a template whose issuer block (name, address, TEL/FAX, 担当) sits at the foot of the page, the
// 適格請求書発行事業者登録番号 alone under the title, the buyer's own address at the top.
LAYOUTS.push({
  id: 'L46-issuer-foot',
  split: 'dev',
  title: 'invoice with the issuer block at the foot of the page',
  exercises:
    "an invoice template with the issuer's block (name, 〒 address, TEL/FAX, 担当 with e-mail, 角印) at the foot of the page under a rule, the 適格請求書発行事業者登録番号 T… alone under the title, the buyer's 〒 address and name at the top, ご請求金額（税込）/お支払期限 as a two-row table, 税率 column with ※ and 10%/8% 内訳, 振込先 in a box with a half- or full-width カ）holder, dates as R8.12.5, 2026/12/05 or 2026年12月5日",
  opts: () => ({}),
  render(d, r) {
    landline(d);
    ordinaryAtNetBank(d);
    const fmt = DATE_FORMATS[r.pick(['warekiShort', 'slash', 'seireki'])];
    const issuer = spelled(d, r.pick(['full', 'full', 'wide', 'circled']));
    const holder = holderPrinted(d, r.pick(['half', 'full', 'half-big']));
    const s = d.sum;
    const staff = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 12px; color: #202020; }
      .wrap { padding: 44px 58px; } h1 { text-align: center; font-size: 26px; letter-spacing: .6em; margin: 0; font-weight: 500; }
      .reg { text-align: center; font-size: 11px; color: #444; margin-top: 4px; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 18px; }
      .to { line-height: 1.6; } .to .n { font-size: 17px; border-bottom: 1px solid #202020; margin-top: 4px; padding-right: 30px; white-space: nowrap; }
      .meta td { padding: 1px 0 1px 14px; } .meta td:first-child { color: #666; }
      .box { margin-top: 14px; } .box th, .box td { border: 1px solid #555; padding: 6px 14px; font-weight: normal; text-align: left; } .box th { background: #eee; }
      .box .v { font-size: 20px; font-weight: bold; min-width: 220px; text-align: right; }
      .items { width: 100%; margin-top: 16px; } .items th { background: #eee; border: 1px solid #888; font-weight: normal; padding: 4px; } .items td { border: 1px solid #bbb; padding: 4px 6px; }
      .low { display: flex; justify-content: space-between; margin-top: 10px; align-items: flex-start; }
      .low table th, .low table td { border: 1px solid #bbb; padding: 3px 10px; font-weight: normal; } .low table th { background: #f5f5f5; text-align: left; }
      .bank { margin-top: 16px; border: 1px solid #555; padding: 8px 14px; line-height: 1.8; width: 520px; }
      .foot { position: absolute; left: 58px; right: 58px; bottom: 48px; border-top: 2px solid #202020; padding-top: 10px; display: flex; justify-content: space-between; align-items: flex-start; }
      .foot .a { line-height: 1.65; position: relative; } .foot .a b { font-size: 17px; } .foot .c { line-height: 1.65; text-align: right; font-size: 11.5px; }`;
    const page = `<div class="wrap"><h1>請求書</h1><div class="reg">適格請求書発行事業者登録番号：${d.reg}</div>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<div class="n">${d.buyerName}　御中</div>
          <div>${r.pick(['経理部', '購買部', '総務部'])}　${d.buyerPerson} 様</div></div>
        <table class="meta"><tr><td>請求書番号</td><td>${d.no}</td></tr><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr></table></div>
      <div style="margin-top:14px">平素は格別のお引き立てをいただき、誠にありがとうございます。下記のとおりご請求申し上げます。</div>
      <table class="box"><tr><th>ご請求金額（税込）</th><td class="v">¥${yen(s.total)}－</td></tr><tr><th>お支払期限</th><td>${fmt(d.due)}</td></tr></table>
      <table class="items"><tr><th>品名</th><th style="width:56px">数量</th><th style="width:40px">単位</th><th style="width:80px">単価</th><th style="width:48px">税率</th><th style="width:96px">金額</th></tr>
        ${rowsOf(d.items, [[(it) => `${it.name}${it.rate === 8 ? ' ※' : ''}`], [(it) => it.qty, 'num'], [(it) => it.unit], [(it) => yen(it.price), 'num'], [(it) => `${it.rate}%`, 'num'], [(it) => yen(it.amount), 'num']])}</table>
      <div class="low"><table><tr><th>内訳</th><th>対象金額</th><th>消費税</th></tr>
          ${[10, 8]
            .filter((k) => s.by[k])
            .map(
              (k) =>
                `<tr><td>${k}%対象${k === 8 ? '（※軽減税率）' : ''}</td><td class="num">${yen(s.by[k].base)}</td><td class="num">${yen(s.by[k].tax)}</td></tr>`,
            )
            .join('')}</table>
        <table><tr><th>小計</th><td class="num" style="width:110px">${yen(s.subtotal)}</td></tr><tr><th>消費税</th><td class="num">${yen(s.tax)}</td></tr>
          <tr><th>合計</th><td class="num"><b>${yen(s.total)}</b></td></tr></table></div>
      ${s.mixed ? '<div style="font-size:10.5px;margin-top:3px">※は軽減税率（8%）対象です。</div>' : ''}
      <div class="bank">【お振込先】${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}<br>口座名義：${holder}<br>
        <span style="font-size:10.5px">※お振込手数料は貴社にてご負担いただきますようお願いいたします。</span></div></div>
      <div class="foot"><div class="a"><b>${issuer}</b><br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}
          ${kakuin(d, 'left: 330px; top: -6px; opacity: .8;')}</div>
        <div class="c">担当：${r.pick(['営業部', '業務部', '管理部'])}　${staff}<br>${mail(r)}</div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});
