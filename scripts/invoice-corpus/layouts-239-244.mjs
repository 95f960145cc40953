// Invoice corpus layouts L239–L244: each pushed onto core.mjs's LAYOUTS, in order.
import {
  BRANCHES,
  DATE_FORMATS,
  GIVEN,
  LAYOUTS,
  MAIN_PRINTED,
  OTHER_BANKS,
  PLACES,
  SURNAMES,
  TYPE_LABEL,
  YAGO_WORDS,
  addDays,
  addMonths,
  endOfMonth,
  holderPrinted,
  netOrdinary,
  otherStem,
  pad2,
  seal,
  setCompanyWithKana,
  spelled,
  summarize,
  weekday,
  yen,
} from './core.mjs';

// ---- 239–244: written blind as the thirty-eighth round's fresh set.

const PREF_RE = /^(東京都|北海道|大阪府|京都府|.{2,3}?県)/;
/** 東京都千代田区丸の内 → 千代田区, 大阪府大阪市北区梅田 → 大阪市. */
const cityOf = (town) => town.replace(PREF_RE, '').match(/^.+?[市区]/)[0];
const landlineOn = (r, area) => `${area}-${area.length === 2 ? r.digits(4) : r.digits(3)}-${r.digits(4)}`;
const isMobile = (tel) => /^0[789]0/.test(tel);
/** A red seal: text set in vertical columns inside a square or round border. */
const hanko = (text, style) =>
  `<div style="position:absolute;border:2.5px solid #d23;color:#d23;font-family:'Noto Serif CJK JP';writing-mode:vertical-rl;display:flex;align-items:center;justify-content:center;text-align:center;line-height:1.05;letter-spacing:-1px;padding:3px;${style}">${text}</div>`;
/** A bank other than the invoice's: [name, branch, type, number]. */
const otherAccount = (r, notName) => {
  const pool = [...Object.values(MAIN_PRINTED).filter((n) => n !== 'ゆうちょ銀行'), ...OTHER_BANKS.map(([n]) => n)];
  const name = r.pick(pool.filter((n) => n !== notName));
  return [name, r.pick(BRANCHES), r.chance(0.3) ? 1 : 2, r.digits(7)];
};
const signed = (v) => (v < 0 ? `△${yen(-v)}` : yen(v));

// 239 — a 給食 company delivering cook-chill meals to a care home bills it for the month: 給食費請求書 with the month, the home (its
// 法人 and the home's name) 御中 at the left, the company's block with its seal at the right, the ご請求金額 in a box, a calendar grid of
// the meals served each day (朝食 / 昼食 / 夕食 / おやつ / 検食 by the day, ★ on the 行事食 days, weekends shaded), the 料金明細 with
// the meals at 8% and the 配送料 and 配膳車 at 10%, a 税率別 table beside it, and the 振込先 under the note at the foot.
const KYUSHOKU_TRADES = [
  ['フードサービス', 'フードサービス'],
  ['給食', 'キュウショク'],
  ['メディカルフーズ', 'メディカルフーズ'],
  ['デリカ', 'デリカ'],
];
const CARE_WORDS = ['やすらぎ', 'ひだまり', '松寿', 'さくら', '清風', '福寿', 'あおば', 'なごみ'];
const GYOJI = {
  1: [
    [1, '元旦（おせち）'],
    [7, '七草がゆ'],
  ],
  2: [[3, '節分']],
  3: [[3, 'ひな祭り']],
  5: [[5, 'こどもの日']],
  7: [[7, '七夕']],
  9: [[15, '敬老会']],
  12: [
    [25, 'クリスマス'],
    [31, '年越しそば'],
  ],
};
LAYOUTS.push({
  id: 'L239-kaigo-haishoku',
  split: 'dev',
  title:
    "給食 company's monthly 給食費 bill to a care home: the home's 法人 and name 御中 at the left, the company's block with its seal at the right, the ご請求金額 box, a calendar grid of meals served each day (朝食 / 昼食 / 夕食 / おやつ / 検食, ★ 行事食 days, weekends shaded, 計 at the right), 料金明細 with the meals at 8% and 配送料 / 配膳車 at 10%, a 税率別 table, and the 振込先 under the note at the foot",
  exercises:
    "a 給食 company delivering cook-chill meals (株式会社…フードサービス / …給食株式会社 / 有限会社…デリカ, ㈱ or (株) sometimes) bills a care home (社会福祉法人…会 over 特別養護老人ホーム …苑 御中, or 医療法人社団…会 介護老人保健施設 …, or 株式会社…ケア 住宅型有料老人ホーム …の家; 栄養士 … 様) for a month's meals: 給 食 費 請 求 書 with （1月分）; 請求日 (the month's last day, or early the next month) and 請求No. at the right above the company's block (〒 address, TEL / FAX, 登録番号, a square seal); ご請求金額（税込）in a box — total_amount; a calendar grid, one column a day (the day, ★ on 行事食 days, the 曜日, weekends shaded) with rows 朝食 / 昼食 / 夕食 / おやつ sometimes / 検食 sometimes and a 計 column — the counts none of the fields; the 料金明細 (区分, 食数, 単価, 金額, 税率): 朝食 / 昼食 / 夕食 / おやつ / 検食 / 行事食加算 at 8% (※ 軽減税率), 配送料（1日2便）and 保温配膳車 賃貸料 at 10%; the 税率別 table beside it (8%対象 / 10%対象 with their 消費税, 合計); a note (the 行事食 days and what they were, お支払期限) and under it the 振込先 on two lines (bank, branch, 種目, number, 口座名義 ｶ)… / ﾕ)… or full-width, as printed)",
  opts: (r, inst) => ({ rates: 'mixed', items: 1, bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const [stem] = setCompanyWithKana(d, r, KYUSHOKU_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    netOrdinary(d);
    const issuer = r.chance(0.6) ? d.issuerName : spelled(d, r.pick(['paren', 'circled', 'wide']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full']));
    const bs = otherStem(r, stem);
    const w = r.pick(CARE_WORDS);
    const k = r.int(0, 2);
    const buyer = [`社会福祉法人${bs}会`, `医療法人社団${bs}会`, `株式会社${bs}ケア`][k];
    const home = [`特別養護老人ホーム ${w}苑`, `介護老人保健施設 ${w}`, `住宅型有料老人ホーム ${w}の家`][k];
    const [iy, im] = d.issue;
    const atEnd = r.chance(0.4);
    const svc = atEnd ? [iy, im] : addMonths([iy, im], -1);
    const [sy, sm] = svc;
    d.issue = atEnd ? endOfMonth(iy, im) : [iy, im, r.int(1, 6)];
    const next = addMonths(svc, 1);
    d.due = r.chance(0.5) ? endOfMonth(...next) : [...next, 25];
    d.no = r.chance(0.5) ? `${String(sy).slice(2)}${pad2(sm)}-${r.digits(3)}` : `KS-${r.digits(5)}`;
    const days = endOfMonth(sy, sm)[2];
    // The 行事食 days: the season's, and the month's 誕生会.
    const events = new Map((GYOJI[sm] ?? []).filter(([n]) => n <= days));
    let bday = r.int(10, 24);
    while (events.has(bday)) bday++;
    events.set(bday, '誕生会');
    const residents = r.int(36, 92);
    const snack = r.chance(0.6);
    const kensho = r.chance(0.5) ? r.pick([1, 3]) : 0;
    const rows = [
      ['朝食', () => residents - r.int(0, 4)],
      ['昼食', () => residents - r.int(0, 3)],
      ['夕食', () => residents - r.int(0, 4)],
    ];
    if (snack) rows.push(['おやつ', () => residents - r.int(0, 6)]);
    if (kensho) rows.push(['検食', () => kensho]);
    const counts = rows.map(([label, f]) => ({ label, per: Array.from({ length: days }, f) }));
    counts.forEach((c) => (c.sum = c.per.reduce((a, x) => a + x, 0)));
    const lunch = counts[1];
    const eventMeals = [...events.keys()].reduce((a, n) => a + lunch.per[n - 1], 0);
    const price = {
      朝食: r.int(28, 40) * 10,
      昼食: r.int(48, 65) * 10,
      夕食: r.int(45, 62) * 10,
      おやつ: r.int(8, 15) * 10,
    };
    price.検食 = price.昼食;
    const fees = counts.map((c) => [c.label, c.sum, '食', price[c.label], 8]);
    fees.push(['行事食加算（★）', eventMeals, '食', r.pick([150, 200, 300]), 8]);
    fees.push(['配送料（1日2便）', days * 2, '便', r.pick([800, 1000, 1200]), 10]);
    if (r.chance(0.5)) fees.push(['保温配膳車 賃貸料（月額）', 1, '式', r.int(2, 6) * 5000, 10]);
    d.items = fees.map(([name, qty, unit, p, rate]) => ({ name, qty, unit, price: p, amount: qty * p, rate }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = r.pick([DATE_FORMATS.seireki, DATE_FORMATS.wareki, DATE_FORMATS.seirekiPad]);
    const showBranchCode = r.chance(0.35);
    const sealHtml = seal(d, `right:${r.int(0, 30)}px;top:${r.int(-4, 14)}px;`);
    const shade = (n) => {
      const wd = weekday([sy, sm, n]);
      return wd === '日' ? 'su' : wd === '土' ? 'sa' : '';
    };
    const dayNums = Array.from({ length: days }, (_, i) => i + 1);
    const grid = `<table class="cal"><tr><th class="lb">日</th>${dayNums.map((n) => `<th class="${shade(n)}">${events.has(n) ? '<span class="ev">★</span><br>' : '<br>'}${n}</th>`).join('')}<th class="tt">計</th></tr>
      <tr><th class="lb">曜</th>${dayNums.map((n) => `<td class="${shade(n)}">${weekday([sy, sm, n])}</td>`).join('')}<td class="tt"></td></tr>
      ${counts.map((c) => `<tr><th class="lb">${c.label}</th>${c.per.map((x, i) => `<td class="${shade(i + 1)}">${x}</td>`).join('')}<td class="tt">${yen(c.sum)}</td></tr>`).join('')}</table>`;
    const color = r.pick(['#2f6b3a', '#b5532a', '#2a5d8f']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9px; color: #202020; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 34px 36px 0; }
      h1 { margin: 0; text-align: center; font-size: 21px; letter-spacing: .5em; font-weight: 700; color: ${color}; } h1 small { font-size: 11px; letter-spacing: .1em; color: #333; font-weight: 500; }
      .hd { display: flex; justify-content: space-between; margin-top: 12px; }
      .to { width: 350px; padding-top: 8px; } .to .h { font-size: 11px; } .to .n { font-size: 15px; font-weight: 700; border-bottom: 1.5px solid #222; padding-bottom: 2px; margin-top: 2px; }
      .rt { width: 340px; } .meta { width: 100%; } .meta td { border: 1px solid #999; padding: 2px 8px; } .meta td.l { background: ${color}18; width: 80px; }
      .co { position: relative; margin-top: 8px; line-height: 1.6; } .co .n { font-size: 14px; font-weight: 700; }
      .amt { margin-top: 12px; display: inline-flex; border: 2px solid ${color}; } .amt .l { background: ${color}; color: #fff; padding: 6px 14px; font-size: 12px; } .amt .v { padding: 3px 22px; font-size: 20px; font-weight: 700; min-width: 210px; text-align: right; }
      .cap { margin-top: 12px; font-weight: 700; color: ${color}; }
      table.cal { width: 100%; table-layout: fixed; font-size: 7.6px; margin-top: 3px; } .cal th, .cal td { border: 1px solid #aaa; text-align: center; padding: 1px 0; font-weight: 400; line-height: 1.3; }
      .cal th.lb { width: 34px; background: #f3f3f3; } .cal .tt { width: 40px; background: #f3f3f3; font-weight: 700; } .cal .sa { background: #e8f0fb; } .cal .su { background: #fbe9e9; } .cal .ev { color: #c0392b; }
      .low { display: flex; gap: 16px; margin-top: 12px; align-items: flex-start; }
      table.f { flex: 1.5; } .f th { background: ${color}; color: #fff; font-weight: 500; padding: 3px; } .f td { border-bottom: 1px solid #ccc; padding: 3px 6px; } .f td.c { text-align: center; }
      table.x { flex: 1; } .x td { border: 1px solid #999; padding: 3px 8px; } .x td.l { background: #f3f3f3; } .x tr.g td { font-weight: 700; font-size: 11px; }
      .note { position: absolute; left: 36px; right: 36px; bottom: 40px; border: 1px solid #999; padding: 8px 12px; line-height: 1.7; } .note .bk { margin-top: 6px; padding-top: 6px; border-top: 1px dashed #999; font-size: 9.6px; }`;
    const evList = [...events.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([n, name]) => `${n}日 ${name}`)
      .join('、');
    const branch = showBranchCode ? `${d.branch.name}（店番 ${d.branch.code}）` : d.branch.name;
    const page = `<div class="wrap"><h1>給食費請求書<small>（${sm}月分）</small></h1>
      <div class="hd"><div class="to"><div class="h">${buyer}</div><div class="n">${home}　御中</div><div style="margin-top:4px">栄養士　${r.pick(SURNAMES)[0]} 様</div>
          <div style="margin-top:10px">平素より格別のご高配を賜り厚く御礼申し上げます。<br>${sy}年${sm}月分のお食事代を下記のとおりご請求申し上げます。</div></div>
        <div class="rt"><table class="meta"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求No.</td><td>${d.no}</td></tr></table>
          <div class="co">${sealHtml}<div class="n">${issuer}</div>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}</div></div></div>
      <div class="amt"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(s.total)}－</div></div>
      <div class="cap">■ 食数表（${sy}年${sm}月1日～${sm}月${days}日）</div>${grid}
      <div class="low"><table class="f"><tr><th style="text-align:left">区分</th><th style="width:50px">食数</th><th style="width:56px">単価</th><th style="width:80px">金額</th><th style="width:40px">税率</th></tr>
          ${d.items.map((x) => `<tr><td>${x.name}${x.rate === 8 ? ' ※' : ''}</td><td class="num">${yen(x.qty)}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td><td class="c">${x.rate}%</td></tr>`).join('')}</table>
        <table class="x"><tr><td class="l">8%対象（※軽減税率）</td><td class="num">${yen(s.by[8].base)}</td></tr><tr><td class="l">　消費税（8%）</td><td class="num">${yen(s.by[8].tax)}</td></tr>
          <tr><td class="l">10%対象</td><td class="num">${yen(s.by[10].base)}</td></tr><tr><td class="l">　消費税（10%）</td><td class="num">${yen(s.by[10].tax)}</td></tr>
          <tr class="g"><td class="l">合計</td><td class="num">${yen(s.total)}</td></tr></table></div>
      <div class="note">備考　★行事食：${evList}（昼食に加算）。※印は軽減税率（8%）対象です。<br>お支払期限　${fmt(d.due)}　までに下記口座へお振込みくださいますようお願いいたします。
        <div class="bk">お振込先　${d.bank.name}　${branch}　${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total: s.total, showBranchCode } };
  },
});

// 240 — a 和裁士 working alone under a 屋号 bills a 呉服店 for the month's tailoring: 御仕立代 請求書 on a ruled serif page, the shop
// 御中 at the left and the date and No. at the right, the ご請求金額 box, one row per piece (受付日, the shop's customer, 品目, 寸法 in
// 鯨尺) with its 加工 and 裏地 in rows under it, the 振込先 in a narrow box at the right of the table (ゆうちょ 記号・番号 alone, a 信用金庫 or
// a bank), and the 和裁士's block with her round seal at the foot.
const WASAI_PIECES = [
  ['訪問着', '袷', 38000, 52000],
  ['付下げ', '袷', 34000, 45000],
  ['小紋', '袷', 28000, 38000],
  ['色無地', '袷', 30000, 40000],
  ['振袖', '袷', 55000, 75000],
  ['紬', '単衣', 26000, 34000],
  ['長襦袢', '', 15000, 22000],
  ['羽織', '袷', 26000, 34000],
  ['名古屋帯', '八寸', 9000, 14000],
  ['浴衣', '', 12000, 16000],
];
const WASAI_KAKOU = [
  ['湯のし', 1500, 3000],
  ['地直し', 2000, 5000],
  ['ガード加工（撥水）', 5000, 9000],
  ['衿芯・衣紋抜き', 800, 1500],
  ['居敷当て', 1500, 2500],
  ['紋入れ（一つ紋）', 6000, 9000],
];
const GOFUKU_WORDS = ['京屋', '丸福', '松坂屋', 'ゑびす屋', '大黒屋', '三升屋', '紅梅', '藤乃屋'];
LAYOUTS.push({
  id: 'L240-wasai-shitate',
  split: 'dev',
  title:
    "和裁士's (屋号) monthly 御仕立代 bill to a 呉服店: a ruled serif page, the shop 御中 at the left, date and No. at the right, the ご請求金額 box, one row per piece (受付日, the shop's customer, 品目, 寸法 in 鯨尺, 仕立代) with 加工 and 裏地 rows under it, the 振込先 in a narrow box at the right of the table, and the 和裁士's block with a round seal at the foot",
  exercises:
    "a 和裁士 working alone under a 屋号 (佐藤和裁所 / 和裁工房 そら / きもの仕立て 佐藤, its space full-width — a sole proprietor, issuer_name that 屋号 as NFKC gives it, as L22) bills a 呉服店 (株式会社京屋呉服店 / 有限会社丸福 / 松坂屋きもの株式会社 御中, ご担当 … 様) for the month's 仕立て: 御 仕 立 代 請 求 書; 請求日 (令和8年1月31日) and No. at the right; ご請求金額 in a box — total_amount; one row per piece: 受付日 (12/5), お客様 (the shop's customer, … 様), 品目 (訪問着（袷）, 長襦袢, 名古屋帯（八寸）), 寸法 (身丈4尺2寸 裄1尺7寸5分), 仕立代, and under it its 加工 and 裏地 (湯のし, ガード加工, 胴裏（正絹）, 八掛（正絹）) with their amounts — the customers, dates and 寸法 none of the fields; 小計 / 消費税（10%）/ 合計; the お支払期限; the 振込先 in a narrow box at the right of the table: ゆうちょ銀行 記号・番号 alone (converted as the ゆうちょ rules say), a 信用金庫 or a bank with its branch, the holder the person's kana (ｻﾄｳ ﾊﾅｺ / サトウ ハナコ as printed); the 和裁士's block at the foot (屋号, 一級和裁技能士 and her name, 〒 address, TEL — a mobile sometimes —, 登録番号) with a round seal of her surname",
  opts: (r, inst) => ({ sole: true, rates: '10', items: 1, bank: inst === 0 ? 'yucho' : inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const [sn] = d.person.split(' ');
    // A woman's given name mostly, as the trade is.
    if (r.chance(0.7)) {
      const [gn, gnk] = r.pick([GIVEN[1], GIVEN[3], GIVEN[5], GIVEN[7], GIVEN[9], GIVEN[11]]);
      d.person = `${sn} ${gn}`;
      d.holderBase = `${d.holderBase.split(' ')[0]} ${gnk}`;
    }
    const w = r.pick(YAGO_WORDS);
    d.yago = r.pick([`${sn}和裁所`, `和裁工房　${w}`, `きもの仕立て　${sn}`]);
    d.issuerName = d.yago;
    // A craftswoman working alone keeps an ordinary account.
    if (!d.yucho) d.type = 2;
    const holder = holderPrinted(d, r.pick(['half', 'full', 'half']));
    const shopWord = r.pick(GOFUKU_WORDS);
    const buyer = r.pick([`株式会社${shopWord}呉服店`, `有限会社${shopWord}`, `${shopWord}きもの株式会社`]);
    const [y, m] = d.issue;
    d.issue = r.chance(0.7) ? endOfMonth(y, m) : [y, m, r.pick([20, 25])];
    const next = addMonths([y, m], 1);
    d.due = r.chance(0.5) ? [...next, 10] : endOfMonth(...next);
    d.no = r.chance(0.5) ? `${String(y).slice(2)}-${pad2(m)}${r.int(1, 9)}` : String(r.int(100, 999));
    const n = r.int(3, 6);
    const pieces = [];
    for (let i = 0; i < n; i++) {
      const [kind, lining, lo, hi] = r.pick(WASAI_PIECES);
      const taken = addDays(d.issue, -r.int(15, 60));
      const kimono = !['名古屋帯'].includes(kind);
      const length = kind === '羽織' ? `2尺${r.int(5, 9)}寸` : `${r.pick(['4尺', '3尺'])}${r.int(0, 9)}寸`;
      const size = kimono
        ? `身丈${length}${r.chance(0.4) ? '5分' : ''} 裄1尺${r.int(6, 8)}寸${r.chance(0.5) ? '5分' : ''}`
        : 'お太鼓柄';
      const subs = WASAI_KAKOU.filter(() => r.chance(0.3)).map(([name, a, b]) => [name, Math.round(r.int(a, b) / 100) * 100]);
      if (lining === '袷' && kind !== '羽織') {
        subs.push(['胴裏（正絹）', r.int(80, 130) * 100]);
        subs.push(['八掛（正絹）', r.int(70, 110) * 100]);
      }
      pieces.push({
        taken,
        client: `${r.pick(SURNAMES)[0]} 様`,
        name: `${kind}${lining ? `（${lining}）` : ''}`,
        size,
        fee: Math.round(r.int(lo, hi) / 500) * 500,
        subs,
      });
    }
    pieces.sort((a, b) => Date.UTC(...a.taken) - Date.UTC(...b.taken));
    const sub = pieces.reduce((a, p) => a + p.fee + p.subs.reduce((b, [, v]) => b + v, 0), 0);
    d.items = [{ name: '仕立代', amount: sub, rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS.wareki;
    const showBranchCode = !d.yucho && r.chance(0.3);
    const bankHtml = d.yucho
      ? `ゆうちょ銀行<br>記号<br><b>${d.yucho.symbol}</b><br>番号<br><b>${d.yucho.number}</b>`
      : `${d.bank.name}<br>${d.branch.name}${showBranchCode ? `<br>（店番 ${d.branch.code}）` : ''}<br>${TYPE_LABEL[d.type]}<br><b>${d.account}</b>`;
    const rowsHtml = pieces
      .map(
        (p) =>
          `<tr><td class="c">${p.taken[1]}/${p.taken[2]}</td><td>${p.client}</td><td>${p.name}</td><td class="sz">${p.size}</td><td class="num">${yen(p.fee)}</td></tr>` +
          p.subs
            .map(
              ([name, v]) => `<tr class="s"><td></td><td></td><td>　└ ${name}</td><td></td><td class="num">${yen(v)}</td></tr>`,
            )
            .join(''),
      )
      .join('');
    const sealHtml = hanko(
      sn,
      `right:${r.int(10, 60)}px;top:${r.int(-6, 8)}px;width:48px;height:48px;font-size:15px;border-radius:50%;opacity:.65;`,
    );
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 9.8px; color: #2a2320; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 40px 46px 0; }
      .fr { border: 1px solid #7a5b45; height: 1040px; padding: 22px 26px; position: relative; }
      h1 { margin: 0; text-align: center; font-size: 22px; letter-spacing: .6em; font-weight: 500; color: #5a3b28; }
      .hd { display: flex; justify-content: space-between; align-items: flex-end; margin-top: 16px; }
      .to .n { font-size: 16px; border-bottom: 1px solid #5a3b28; padding: 0 24px 2px 0; } .meta { text-align: right; line-height: 1.8; }
      .amt { margin-top: 14px; width: 380px; border: 1.5px solid #5a3b28; display: flex; } .amt .l { padding: 6px 12px; border-right: 1px solid #5a3b28; background: #f6efe6; } .amt .v { padding: 3px 16px; font-size: 19px; font-weight: 700; }
      .body { display: flex; gap: 10px; margin-top: 14px; align-items: flex-start; }
      table.t { flex: 1; } .t th { border-top: 1.5px solid #5a3b28; border-bottom: 1px solid #5a3b28; font-weight: 500; padding: 3px; background: #f6efe6; } .t td { border-bottom: 1px solid #e2d8cc; padding: 3px 5px; } .t td.c { text-align: center; } .t td.sz { font-size: 8.4px; } .t tr.s td { font-size: 8.8px; color: #4a3b30; border-bottom: 1px dotted #e2d8cc; }
      .side { width: 116px; border: 1.5px solid #5a3b28; padding: 6px 8px; font-size: 9.4px; line-height: 1.7; } .side .h { text-align: center; background: #5a3b28; color: #fff; margin: -6px -8px 6px; padding: 2px; letter-spacing: .3em; } .side b { font-size: 11px; font-weight: 500; }
      .sum { width: 260px; margin-left: 0; margin-top: 8px; } .sum td { border-bottom: 1px solid #d8ccc0; padding: 2px 8px; } .sum tr.g td { font-weight: 700; font-size: 11.5px; border-bottom: 3px double #5a3b28; }
      .co { position: absolute; left: 26px; right: 26px; bottom: 24px; border-top: 1px solid #7a5b45; padding-top: 10px; line-height: 1.7; } .co .n { font-size: 16px; font-weight: 700; letter-spacing: .08em; }`;
    const page = `<div class="wrap"><div class="fr"><h1>御仕立代請求書</h1>
      <div class="hd"><div class="to"><div class="n">${buyer}　御中</div><div style="margin-top:4px">ご担当　${r.pick(SURNAMES)[0]} 様</div></div>
        <div class="meta">${fmt(d.issue)}<br>No.　${d.no}</div></div>
      <div style="margin-top:12px">いつもお仕立てのご用命を賜り、誠にありがとうございます。<br>${m}月分のお仕立代を下記のとおりご請求申し上げます。</div>
      <div class="amt"><div class="l">ご請求金額</div><div class="v">¥${yen(s.total)}－</div></div>
      <div class="body"><div style="flex:1"><table class="t" style="width:100%"><tr><th style="width:40px">受付日</th><th style="width:70px">お客様</th><th style="text-align:left">品目・加工</th><th style="width:140px">寸法（鯨尺）</th><th style="width:70px">金額</th></tr>${rowsHtml}</table>
          <table class="sum"><tr><td>小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="g"><td>合計</td><td class="num">${yen(s.total)}</td></tr></table>
          <div style="margin-top:8px">お支払期限　${fmt(d.due)}</div></div>
        <div class="side"><div class="h">振込先</div>${bankHtml}<br>名義<br><span style="font-size:11px">${holder}</span></div></div>
      <div class="co">${sealHtml}<div class="n">${d.yago}</div>一級和裁技能士　${d.person}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}${isMobile(d.tel) ? '' : `　FAX ${d.fax}`}<br>登録番号　${d.reg}</div></div></div>`;
    return { pages: [page], css, printed: { issuer: d.yago, holder, total: s.total, showBranchCode } };
  },
});

// 241 — a helicopter operator bills a TV production or survey company for a charter: the company's name white on a navy band at the
// top, INVOICE / 請求書, the buyer 御中 at the left and the date, No. and 本社 block at the right, the ご請求金額 label at the left of a
// long box and its amount at the far right, a フライト明細 (日付, 機体 JA…, 区間, 離陸, 着陸, 飛行時間), the charges by the minute, the
// 着陸料・停留料 paid as 立替金 after the 消費税, and a footer table with the 振込先 in one cell and the 運航所 in another.
const HELI_TRADES = [
  ['航空', 'コウクウ'],
  ['エアサービス', 'エアサービス'],
  ['ヘリコプター', 'ヘリコプター'],
  ['アビエーション', 'アビエーション'],
];
// [heliport, its area code, what is filmed from it]
const HELI_BASES = [
  ['東京ヘリポート', '03', ['東京湾岸', '横浜みなとみらい', '房総半島', '富士山周辺']],
  ['舞洲ヘリポート', '06', ['大阪湾', '琵琶湖', '淡路島']],
  ['名古屋飛行場', '0568', ['伊勢湾', '木曽川', '中部国際空港周辺']],
  ['札幌丘珠空港', '011', ['石狩湾', '支笏湖', '積丹半島']],
  ['静岡ヘリポート', '054', ['富士山周辺', '伊豆半島', '駿河湾']],
  ['岡南飛行場', '086', ['瀬戸内海', '瀬戸大橋', '小豆島']],
];
const HELI_MODELS = ['AS350B3', 'AW109SP', 'Bell 505', 'EC135T2', 'Bell 412EP'];
LAYOUTS.push({
  id: 'L241-heli-charter',
  split: 'dev',
  title:
    "helicopter operator's charter bill to a TV production or survey company: the company white on a navy band, INVOICE / 請求書, buyer 御中 left, date, No. and 本社 block right, the ご請求金額 label left of a long box with the amount at the far right, a フライト明細 (日付, 機体 JA…, 区間, 離陸, 着陸, 飛行時間), charges by the minute, 着陸料・停留料 as 立替金 after the 消費税, and a footer table with the 振込先 in one cell and the 運航所 in another",
  exercises:
    "a helicopter operator (株式会社…航空 / …エアサービス株式会社 / 株式会社…アビエーション, ㈱ sometimes) bills a TV production or survey company (株式会社…映像 / …プロダクション株式会社 / …航測株式会社 御中, ご担当 … 様, a 案件 line) for a charter: the company's name white on a navy band at the top with INVOICE / 請求書; 請求日 and 請求番号 (slash or 年月日) at the right over the 本社 block (〒 address, TEL / FAX, 登録番号) and its 航空運送事業 / 航空機使用事業 許可 (国土交通大臣 …第…号) — none of the fields; ご請求金額（税込・立替金含む）at the left of a long box, its amount at the far right — total_amount; a フライト明細: 日付, 機体 (JA6123 AS350B3), 区間 (…ヘリポート → …上空 → …), 離陸 / 着陸 (09:40), 飛行時間 (1:05 and 65分) — none of the fields nor the dates; charges: 飛行料金 (分 × 分単価), 待機料 (時間), 回送料 sometimes, 防振カメラシステム使用料 and カメラオペレーター (日), 燃料サーチャージ (分); 課税対象額 / 消費税（10%）/ 立替金（着陸料・停留料、不課税）/ ご請求金額 — the 立替 in it (as L22); お支払期限; a footer table: the 振込先 in one cell (bank, branch with its number sometimes, 種目, number, 口座名義 ｶ)… as printed), the 運航所 (its heliport, 格納庫 address and TEL) in another — none of the fields",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    const [stem] = setCompanyWithKana(d, r, HELI_TRADES, [['株式会社', 'カ']]);
    netOrdinary(d);
    const issuer = r.chance(0.7) ? d.issuerName : spelled(d, r.pick(['circled', 'paren']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full']));
    const bs = otherStem(r, stem);
    const survey = r.chance(0.3);
    const buyer = survey
      ? r.pick([`${bs}航測株式会社`, `株式会社${bs}測量設計`])
      : r.pick([`株式会社${bs}映像`, `${bs}プロダクション株式会社`, `株式会社${bs}テレビ制作`]);
    const [base, baseArea, areas] = r.pick(HELI_BASES);
    const area = r.pick(areas);
    const model = r.pick(HELI_MODELS);
    const ja = `JA${r.int(6, 9)}${r.digits(2)}${r.pick(['A', 'H', 'B', r.digits(1)])}`;
    const project = survey ? `航空写真撮影（${area}・垂直写真）` : `番組空撮「${area}の四季」（仮）`;
    const [y, m] = d.issue;
    d.issue = r.chance(0.5) ? endOfMonth(y, m) : [y, m, r.int(5, 28)];
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([y, m], 1)) : addDays(d.issue, 30);
    d.no = r.chance(0.5) ? `HC-${String(y).slice(2)}${pad2(m)}${r.digits(3)}` : `${y}-${r.int(100, 999)}`;
    const nDays = r.int(1, 3);
    let day = addDays(d.issue, -r.int(12, 26));
    const flights = [];
    for (let k = 0; k < nDays; k++) {
      let t = r.int(84, 132) * 5;
      for (let f = r.int(1, 2); f > 0; f--) {
        const mins = r.int(25, 95);
        flights.push({ day, off: t, on: t + mins, mins });
        t += mins + r.int(8, 30) * 5;
      }
      day = addDays(day, r.int(1, 3));
    }
    const hm = (x) => `${pad2(Math.floor(x / 60))}:${pad2(x % 60)}`;
    const dur = (x) => `${Math.floor(x / 60)}:${pad2(x % 60)}`;
    const mins = flights.reduce((a, f) => a + f.mins, 0);
    const perMin = r.int(30, 55) * 100;
    const rows = [[`飛行料金（${model}）`, mins, '分', perMin]];
    const wait = r.int(0, 3);
    if (wait) rows.push(['待機料', wait, '時間', r.int(2, 4) * 10000]);
    if (r.chance(0.4))
      rows.push([`回送料（${r.pick(HELI_BASES.filter(([b]) => b !== base))[0]}→${base}）`, 1, '式', r.int(15, 40) * 10000]);
    rows.push([survey ? 'デジタル航空カメラ使用料' : 'ジャイロ防振カメラシステム使用料', nDays, '日', r.int(15, 35) * 10000]);
    rows.push(['カメラオペレーター', nDays, '日', r.int(5, 9) * 10000]);
    rows.push(['燃料サーチャージ', mins, '分', r.pick([200, 250, 300])]);
    const items = rows.map(([name, qty, unit, p]) => ({ name, qty, unit, price: p, amount: qty * p }));
    d.items = [{ name: 'チャーター', amount: items.reduce((a, x) => a + x.amount, 0), rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const landing = nDays * r.int(3, 12) * 1000 + r.int(0, 9) * 100;
    const total = s.total + landing;
    const fmt = r.pick([DATE_FORMATS.slash, DATE_FORMATS.seirekiPad]);
    const showBranchCode = r.chance(0.5);
    const hangar = `${base} 格納庫${r.int(1, 9)}号`;
    const opsTel = landlineOn(r, baseArea);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9px; color: #1b1f2a; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; }
      .band { background: #15284b; color: #fff; padding: 18px 40px; display: flex; justify-content: space-between; align-items: center; }
      .band .n { font-size: 20px; font-weight: 700; letter-spacing: .08em; } .band .t { text-align: right; font-size: 22px; font-weight: 300; letter-spacing: .2em; line-height: 1.1; } .band .t small { display: block; font-size: 11px; letter-spacing: .6em; }
      .in { padding: 16px 40px 0; }
      .hd { display: flex; justify-content: space-between; }
      .to { width: 350px; } .to .n { font-size: 14.5px; font-weight: 700; border-bottom: 1.5px solid #15284b; padding-bottom: 2px; } .to .pj { margin-top: 8px; background: #eef2f8; padding: 4px 8px; }
      .rt { width: 290px; line-height: 1.6; } .rt table td { padding: 1px 8px 1px 0; } .rt .co { margin-top: 6px; font-size: 8.6px; }
      .amt { margin-top: 14px; display: flex; justify-content: space-between; align-items: center; border: 2px solid #15284b; padding: 6px 14px; } .amt .l { font-size: 11.5px; font-weight: 700; } .amt .v { font-size: 22px; font-weight: 700; }
      .cap { margin-top: 14px; font-weight: 700; border-left: 4px solid #c9a227; padding-left: 6px; }
      table.fl { width: 100%; margin-top: 4px; font-size: 8.6px; } .fl th { background: #eef2f8; border: 1px solid #b8c2d6; font-weight: 500; padding: 2px; } .fl td { border: 1px solid #b8c2d6; padding: 2px 5px; text-align: center; font-family: 'Noto Sans Mono CJK JP'; } .fl td.r { text-align: left; font-family: 'Noto Sans CJK JP'; }
      table.t { width: 100%; margin-top: 4px; } .t th { background: #15284b; color: #fff; font-weight: 500; padding: 3px; } .t td { border-bottom: 1px solid #d4dae6; padding: 3px 6px; }
      .sum { width: 300px; margin-left: auto; margin-top: 6px; } .sum td { padding: 2px 8px; border-bottom: 1px solid #d4dae6; } .sum tr.g td { font-weight: 700; font-size: 11.5px; border-top: 2px solid #15284b; border-bottom: 0; }
      .ft { position: absolute; left: 40px; right: 40px; bottom: 40px; } .ft table { width: 100%; } .ft th { background: #15284b; color: #fff; font-weight: 500; padding: 2px; width: 50%; } .ft td { border: 1px solid #15284b; padding: 6px 10px; line-height: 1.7; vertical-align: top; }`;
    const branch = showBranchCode ? `${d.branch.name}（支店番号 ${d.branch.code}）` : d.branch.name;
    const license = `${r.pick(['航空運送事業', '航空機使用事業'])} 許可　国土交通大臣 ${r.pick(['東空', '阪空'])}第${r.int(10, 399)}号`;
    const page = `<div class="wrap"><div class="band"><div class="n">${issuer}</div><div class="t">INVOICE<small>請求書</small></div></div>
      <div class="in"><div class="hd"><div class="to"><div class="n">${buyer}　御中</div><div style="margin-top:3px">ご担当　${r.pick(SURNAMES)[0]} 様</div><div class="pj">案件　${project}</div></div>
          <div class="rt"><table><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求番号</td><td>${d.no}</td></tr></table>
            <div class="co">本社　〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}<br>${license}</div></div></div>
        <div class="amt"><span class="l">ご請求金額（税込・立替金含む）</span><span class="v">¥${yen(total)}</span></div>
        <div class="cap">フライト明細</div>
        <table class="fl"><tr><th>日付</th><th>機体</th><th>区間</th><th>離陸</th><th>着陸</th><th>飛行時間</th></tr>
          ${flights.map((f) => `<tr><td>${fmt(f.day)}</td><td>${ja}</td><td class="r">${base} → ${area}上空 → ${base}</td><td>${hm(f.off)}</td><td>${hm(f.on)}</td><td>${dur(f.mins)}（${f.mins}分）</td></tr>`).join('')}
          <tr><td colspan="5" style="text-align:right;font-family:'Noto Sans CJK JP'">合計飛行時間</td><td>${dur(mins)}（${mins}分）</td></tr></table>
        <div class="cap">ご請求明細</div>
        <table class="t"><tr><th style="text-align:left">項目</th><th style="width:56px">数量</th><th style="width:40px">単位</th><th style="width:80px">単価</th><th style="width:96px">金額</th></tr>
          ${items.map((x) => `<tr><td>${x.name}</td><td class="num">${yen(x.qty)}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
        <table class="sum"><tr><td>課税対象額</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr>
          <tr><td>立替金（着陸料・停留料／不課税）</td><td class="num">${yen(landing)}</td></tr><tr class="g"><td>ご請求金額</td><td class="num">¥${yen(total)}</td></tr></table>
        <div style="margin-top:6px">お支払期限　${fmt(d.due)}　　※着陸料・停留料は空港管理者へ立替払いしたものです（領収書写し添付）。</div></div>
      <div class="ft"><table><tr><th>お振込先</th><th>運航所</th></tr>
        <tr><td>${d.bank.name}　${branch}<br>${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}</td><td>${hangar}<br>運航管理室　TEL ${opsTel}<br>（フライトのご予約・天候判断のご相談はこちら）</td></tr></table></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBranchCode } };
  },
});

// 242 — a めっき (surface treatment) works bills a machine-parts maker for the month's lots: a system-printed 請求書 on a form with
// light blue rules, the buyer's 〒 address and 御中 in the window at the top left, the 請求日 (…日締), 請求書番号, 得意先コード and page at
// the top right over the company's block and 登録番号, a strip 今回お買上額 / 消費税額 / 今回ご請求額, one row per 納品伝票 line (月日, 伝票No.,
// 品番・品名, 処理内容, 数量 in 個 or kg, 単価 with decimals, 金額 rounded down, a 最低料金 raised to the minimum, a 無償再処理 at 0),
// the 集配運賃, and two 取引銀行 listed over one 口座名義 in a band at the foot.
const MEKKI_TRADES = [
  ['鍍金工業所', 'トキンコウギョウショ'],
  ['メッキ工業', 'メッキコウギョウ'],
  ['化工', 'カコウ'],
  ['表面処理', 'ヒョウメンショリ'],
];
// [処理, 単位, 単価 lo, hi in 1/100 yen]
const MEKKI = [
  ['無電解ニッケルめっき 5μm', '個', 180, 1200],
  ['三価クロメート 亜鉛めっき', 'kg', 18000, 32000],
  ['硬質クロムめっき', '個', 12000, 85000],
  ['黒色アルマイト', '個', 850, 4500],
  ['白アルマイト', '個', 600, 3000],
  ['錫めっき（光沢）', '個', 220, 900],
  ['部分金めっき 0.1μm', '個', 1500, 6000],
  ['四三酸化鉄皮膜（黒染め）', 'kg', 12000, 22000],
];
const PARTS = ['ブラケット', 'シャフト', 'カラー', 'ピン', 'ハウジング', 'ステー', 'ナット', 'プレート', '端子', 'スペーサー'];
LAYOUTS.push({
  id: 'L242-mekki-kakou',
  split: 'dev',
  title:
    "めっき works' monthly system-printed 請求書 to a parts maker: light blue ruled form, the buyer in the window top left, 請求日 (…日締), 請求書番号, 得意先コード and page top right over the company block, a strip 今回お買上額 / 消費税額 / 今回ご請求額, 伝票 lines (品番, 処理内容, 個 or kg, 単価 with decimals, 金額 rounded down, 最低料金, 無償再処理 at 0), 集配運賃, and two 取引銀行 over one 口座名義 in a band at the foot",
  exercises:
    "a めっき works (有限会社…鍍金工業所 / 株式会社…メッキ工業 / …化工株式会社 / …表面処理株式会社, ㈱ sometimes) bills a machine-parts maker (…製作所 / …精機 / …工業 御中, its 〒 address in the window at the top left): a system-printed 請求書 on a light-blue ruled form, in a monospace face; 請求日 (2026/01/20, with （20日締）), 請求書番号, 得意先コード and 頁 1/1 at the top right, the company's block (〒 address, TEL / FAX) and 登録番号 under them with its square seal; a strip of three boxes — 今回お買上額 (税抜), 消費税額, 今回ご請求額 — total_amount, the last box; one row per 納品伝票 line: 月日, 伝票No., 品番 and 品名 (BR-2031 ブラケット), 処理内容 (無電解ニッケル, 三価クロメート, 硬質クロム, アルマイト, 黒染め), 数量 (個, or kg with one decimal), 単価 (1.80 / 185.00 — decimals), 金額 (rounded down), 備考: 最低料金 (the lot's amount raised to the works' minimum), 不良再処理（無償）at 0, 治具製作 sometimes; 集配運賃 (回 × 単価); 合計 / 消費税 (10%) / 請求額 under the table; the お支払期日; a band at the foot: お振込先 — two 取引銀行 listed ① and ② over one 口座名義 (ﾕ)… / ｶ)… as printed): the account is ①, the first listed (as L30, L36)",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const [stem] = setCompanyWithKana(d, r, MEKKI_TRADES, [
      ['有限会社', 'ユ'],
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
    ]);
    netOrdinary(d);
    const issuer = r.chance(0.7) ? d.issuerName : spelled(d, r.pick(['circled', 'paren']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big']));
    const bs = otherStem(r, stem);
    const buyer = r.pick([`株式会社${bs}製作所`, `${bs}精機株式会社`, `${bs}工業株式会社`]);
    const [y, m] = d.issue;
    const close = r.pick([20, 25, 0]);
    d.issue = close ? [y, m, close] : endOfMonth(y, m);
    d.due = endOfMonth(...addMonths([y, m], r.pick([1, 1, 2])));
    d.no = `${String(y).slice(2)}${pad2(m)}${r.digits(4)}`;
    const cust = `${r.int(1, 9)}${r.digits(4)}`;
    const minCharge = r.pick([3000, 5000]);
    // Each part has its process and its price (1/100 yen), quoted once.
    const parts = Array.from({ length: r.int(3, 6) }, () => {
      const proc = r.pick(MEKKI);
      const [, unit, lo, hi] = proc;
      return {
        code: `${r.pick(['BR', 'SH', 'KA', 'PN', 'HG', 'ST'])}-${r.int(1000, 9999)}${r.chance(0.3) ? `-${r.pick(['A', 'B'])}` : ''}`,
        name: r.pick(PARTS),
        proc,
        pc: unit === 'kg' ? Math.round(r.int(lo, hi) / 100) * 100 : Math.round(r.int(lo, hi) / 10) * 10,
      };
    });
    const lines = [];
    const n = r.int(8, 14);
    for (let k = 0; k < n; k++) {
      const p = r.pick(parts);
      const [proc, unit] = p.proc;
      const { pc } = p;
      const qt = unit === 'kg' ? r.int(50, 1800) : r.int(2, 300) * (pc < 2000 ? 100 : 1) * 10;
      let amount = Math.floor((qt * pc) / 1000);
      let memo = '';
      if (amount < minCharge) {
        amount = minCharge;
        memo = '最低料金';
      }
      lines.push({ day: addDays(d.issue, -r.int(0, 27)), slip: r.digits(6), p, proc, unit, qt, pc, amount, memo });
    }
    if (r.chance(0.6)) {
      const p = r.pick(parts);
      const [proc, unit] = p.proc;
      lines.push({
        day: addDays(d.issue, -r.int(0, 27)),
        slip: r.digits(6),
        p,
        proc,
        unit,
        qt: unit === 'kg' ? r.int(10, 120) : r.int(5, 80) * 10,
        pc: 0,
        amount: 0,
        memo: '不良再処理（無償）',
      });
    }
    if (r.chance(0.4)) {
      const p = r.pick(parts);
      const jig = r.int(2, 8) * 5000;
      lines.push({
        day: addDays(d.issue, -r.int(0, 27)),
        slip: r.digits(6),
        p,
        proc: '治具製作（専用ラック）',
        unit: '式',
        qt: 10,
        pc: jig * 100,
        amount: jig,
        memo: '',
      });
    }
    lines.sort((a, b) => Date.UTC(...a.day) - Date.UTC(...b.day));
    const trips = r.int(4, 12);
    const fare = r.pick([1000, 1500, 2000]);
    lines.push({
      day: null,
      slip: '',
      p: { code: '', name: '' },
      proc: '集配運賃',
      unit: '回',
      qt: trips * 10,
      pc: fare * 100,
      amount: trips * fare,
      memo: '',
    });
    d.items = [{ name: '加工賃', amount: lines.reduce((a, x) => a + x.amount, 0), rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS.slash;
    const qtyText = (x) => (x.unit === 'kg' ? (x.qt / 10).toFixed(1) : yen(x.qt / 10));
    const priceText = (x) => (x.pc % 100 === 0 ? `${yen(x.pc / 100)}.00` : (x.pc / 100).toFixed(2));
    const [b2, br2, t2, no2] = otherAccount(r, d.bank.name);
    const showBranchCode = r.chance(0.3);
    const branch = showBranchCode ? `${d.branch.name}(${d.branch.code})` : d.branch.name;
    const sealHtml = seal(d, `right:${r.int(0, 20)}px;top:${r.int(4, 20)}px;`);
    const blue = '#4a7fb5';
    const css = `body { font-family: 'Noto Sans Mono CJK JP'; font-size: 8.8px; color: #222; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 30px 36px 0; }
      .pp { color: ${blue}; font-family: 'Noto Sans CJK JP'; }
      h1 { margin: 0; text-align: center; font-size: 20px; letter-spacing: 1em; font-weight: 500; color: ${blue}; font-family: 'Noto Sans CJK JP'; border-bottom: 3px double ${blue}; width: 260px; margin: 0 auto; }
      .hd { display: flex; justify-content: space-between; margin-top: 12px; }
      .win { width: 310px; height: 118px; border: 1px solid ${blue}55; border-radius: 6px; padding: 12px 16px; font-size: 10px; } .win .n { font-size: 13px; margin-top: 8px; }
      .rt { width: 350px; } .meta { width: 100%; } .meta td { border: 1px solid ${blue}; padding: 2px 6px; } .meta td.l { color: ${blue}; font-family: 'Noto Sans CJK JP'; background: #eef4fb; width: 84px; }
      .co { position: relative; margin-top: 8px; font-family: 'Noto Sans CJK JP'; line-height: 1.6; } .co .n { font-size: 14px; font-weight: 700; }
      .strip { margin-top: 10px; margin-left: auto; width: 420px; table-layout: fixed; } .strip th { border: 1px solid ${blue}; background: #eef4fb; color: ${blue}; font-family: 'Noto Sans CJK JP'; font-weight: 500; padding: 2px; } .strip td { border: 1px solid ${blue}; padding: 5px 8px; text-align: right; font-size: 12px; } .strip td.g { font-size: 14px; font-weight: 700; }
      table.t { width: 100%; margin-top: 10px; font-size: 8.4px; } .t th { border: 1px solid ${blue}; background: #eef4fb; color: ${blue}; font-family: 'Noto Sans CJK JP'; font-weight: 500; padding: 2px; } .t td { border-left: 1px solid ${blue}; border-right: 1px solid ${blue}; border-bottom: 1px dotted ${blue}88; padding: 2px 4px; white-space: nowrap; } .t tr:last-child td { border-bottom: 1px solid ${blue}; }
      .tot { width: 260px; margin-left: auto; margin-top: 4px; } .tot td { border: 1px solid ${blue}; padding: 2px 8px; } .tot td.l { color: ${blue}; font-family: 'Noto Sans CJK JP'; background: #eef4fb; }
      .band { position: absolute; left: 36px; right: 36px; bottom: 38px; border: 1.5px solid ${blue}; padding: 6px 12px; line-height: 1.8; font-size: 9.4px; } .band .h { color: ${blue}; font-family: 'Noto Sans CJK JP'; font-weight: 700; }`;
    const page = `<div class="wrap"><h1>請求書</h1>
      <div class="hd"><div class="win">〒${d.buyerZip}<br>${d.buyerAddress}<div class="n">${buyer}　御中</div><div style="margin-top:4px">購買課　ご担当者様</div></div>
        <div class="rt"><table class="meta"><tr><td class="l">請求日</td><td>${fmt(d.issue)}（${close ? `${close}日` : '末日'}締）</td></tr><tr><td class="l">請求書番号</td><td>${d.no}</td></tr><tr><td class="l">得意先コード</td><td>${cust}</td></tr><tr><td class="l">頁</td><td>1 / 1</td></tr></table>
          <div class="co">${sealHtml}<div class="n">${issuer}</div>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}</div></div></div>
      <div class="pp" style="margin-top:8px">毎度ありがとうございます。下記のとおりご請求申し上げます。</div>
      <table class="strip"><tr><th>今回お買上額</th><th>消費税額</th><th>今回ご請求額</th></tr><tr><td>${yen(s.subtotal)}</td><td>${yen(s.tax)}</td><td class="g">${yen(s.total)}</td></tr></table>
      <table class="t"><tr><th style="width:36px">月日</th><th style="width:50px">伝票No.</th><th style="text-align:left">品番・品名</th><th style="text-align:left">処理内容</th><th style="width:58px">数量</th><th style="width:24px">単位</th><th style="width:60px">単価</th><th style="width:66px">金額</th><th style="width:86px">備考</th></tr>
        ${lines.map((x) => `<tr><td>${x.day ? `${pad2(x.day[1])}/${pad2(x.day[2])}` : ''}</td><td>${x.slip}</td><td>${x.p.code} ${x.p.name}</td><td>${x.proc}</td><td class="num">${qtyText(x)}</td><td>${x.unit}</td><td class="num">${priceText(x)}</td><td class="num">${yen(x.amount)}</td><td>${x.memo}</td></tr>`).join('')}</table>
      <table class="tot"><tr><td class="l">合計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="l">消費税 (10%)</td><td class="num">${yen(s.tax)}</td></tr><tr><td class="l">請求額</td><td class="num">${yen(s.total)}</td></tr></table>
      <div class="pp" style="margin-top:6px;font-size:8.4px">※金額は数量×単価の円未満切り捨て。1伝票あたりの加工賃が${yen(minCharge)}円に満たない場合は最低料金を申し受けます。</div>
      <div class="band"><span class="h">お振込先</span>　お支払期日 ${fmt(d.due)}　（下記いずれかの口座へお振込みください）<br>
        ① ${d.bank.name}　${branch}　${TYPE_LABEL[d.type]}　${d.account}　　② ${b2}　${br2}　${TYPE_LABEL[t2]}　${no2}<br>口座名義　${holder}</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total: s.total, showBranchCode } };
  },
});

// 243 — a town magazine's publisher sends a 訂正請求書 replacing its earlier invoice for an advertiser's 掲載料: the magazine's name set
// large as the logo with the company under it at the top left, 請求書（訂正）with a red 訂正 stamp, the advertiser 御中, a boxed お詫び
// naming the earlier invoice (its date, No. and amount) and why it is withdrawn, one row per 掲載号 (掲載枠, 掲載面, 掲載料), the
// 連続掲載割引 △ and 原稿制作費, the 訂正後ご請求金額 with the 訂正前 and 差額 beside it, and the 振込先 inside the 備考 box.
const MAG_TRADES = [
  ['出版', 'シュッパン'],
  ['タウン情報社', 'タウンジョウホウシャ'],
  ['企画', 'キカク'],
  ['メディア', 'メディア'],
];
const MAG_WORDS = ['まちかど', 'ふれあい', 'ぷらす', 'なび', 'ほっと', 'いろどり'];
const FRAMES = [
  ['1/8ページ', 30000, 45000],
  ['1/4ページ', 50000, 80000],
  ['1/2ページ', 90000, 150000],
  ['1ページ', 160000, 260000],
];
const SECTIONS = ['グルメ', '医療・健康', '住まい', '習い事', 'ビューティー', 'おでかけ'];
LAYOUTS.push({
  id: 'L243-johoshi-teisei',
  split: 'dev',
  title:
    "town magazine publisher's 訂正請求書 for an advertiser's 掲載料: the magazine's name as the logo with the company under it, 請求書（訂正）with a red 訂正 stamp, the advertiser 御中, a boxed お詫び naming the withdrawn invoice (date, No., amount) and why, rows per 掲載号 (枠, 面, 掲載料), 連続掲載割引 △, 原稿制作費, the 訂正後ご請求金額 with the 訂正前 and 差額, and the 振込先 inside the 備考 box",
  exercises:
    "a company publishing a free town magazine (株式会社…出版 / 合同会社…企画 / 有限会社…タウン情報社, the magazine 月刊まちかど… set large as its logo with the company's name, 〒 address, TEL / FAX and 登録番号 under it at the top left — issuer_name the company, not the magazine, as L68) sends an advertiser (株式会社…住宅 / 医療法人社団…会 / 有限会社…自動車 御中, ご担当 … 様) a 請求書（訂正）with a red 訂正 stamp: 請求日 (the 訂正's date) and 請求書No. at the right; a boxed お詫びと訂正 naming the earlier invoice — its date, its No. and its ご請求金額 — and why it is withdrawn (a 掲載枠 enlarged, a 連続掲載割引 left out, a 原稿制作費 counted twice): none of those is a field — invoice_number is the No. at the top, issue_date the 請求日 of this 訂正; rows per 掲載号 (2026年2月号, 発行日), 掲載枠 (1/4ページ カラー), 掲載面, 掲載料; 連続掲載割引（…ヶ月契約 10%）△ and 原稿制作費 (写真撮影含む) before the 消費税; 小計 / 消費税（10%）/ 訂正後ご請求金額 — total_amount; beside it 訂正前 ご請求金額 and 差額 (△ or +) — neither is; a 備考 box with the お支払期限 and the 振込先 in it (bank, branch, 種目, number, holder ｶ)… / ﾄﾞ)… / ﾕ)… as printed) and a note that the 掲載誌 is enclosed",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 0 ? 'other' : 'main' }),
  render(d, r) {
    const [stem] = setCompanyWithKana(d, r, MAG_TRADES, [
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
      ['有限会社', 'ユ'],
    ]);
    netOrdinary(d);
    const issuer = r.chance(0.75) ? d.issuerName : spelled(d, 'paren');
    const holder = holderPrinted(d, r.pick(['half', 'full', 'half-big']));
    const place = PLACES.find(([z]) => z === d.zip);
    const city = cityOf(place[1]).replace(/[市区]$/, '');
    const mag = `${r.pick(['月刊', 'タウン誌 '])}${r.pick(MAG_WORDS)}${city}`;
    const bs = otherStem(r, stem);
    const buyer = r.pick([`株式会社${bs}住宅`, `医療法人社団${bs}会`, `有限会社${bs}自動車`, `株式会社${bs}フーズ`]);
    const [y, m] = d.issue;
    d.issue = [y, m, r.int(8, 28)];
    const oldDate = addDays(d.issue, -r.int(6, 20));
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([y, m], 1)) : endOfMonth(y, m);
    if (Date.UTC(...d.due) - Date.UTC(...d.issue) < 5 * 864e5) d.due = endOfMonth(...addMonths([y, m], 1));
    const base = `${String(y).slice(2)}${pad2(m)}-${r.digits(3)}`;
    const oldNo = r.chance(0.5) ? base : `${String(oldDate[0]).slice(2)}${pad2(oldDate[1])}-${r.digits(3)}`;
    d.no = oldNo === base ? `${base}-2` : base;
    const months = r.int(2, 3);
    const fi = r.int(0, 2);
    const [frame, lo, hi] = FRAMES[fi];
    const fee = Math.round(r.int(lo, hi) / 1000) * 1000;
    const section = r.pick(SECTIONS);
    const issues = Array.from({ length: months }, (_, i) => addMonths([y, m], i - months + 2));
    const reason = r.int(0, 2);
    // The enlarged frame (reason 0) on the last 号, at the next frame's price.
    const [bigFrame, blo, bhi] = FRAMES[fi + 1];
    const bigFee = Math.round(r.int(blo, bhi) / 1000) * 1000;
    const r0 = r.int(1, 3) * 10000;
    const make = (fixed) => {
      const rows = issues.map(([iy, im], i) => {
        const big = reason === 0 && fixed && i === months - 1;
        return {
          name: `${mag} ${iy}年${im}月号`,
          frame: `${big ? bigFrame : frame}（カラー）`,
          section: `${section}面`,
          amount: big ? bigFee : fee,
        };
      });
      const listed = rows.reduce((a, x) => a + x.amount, 0);
      if (reason !== 1 || fixed)
        rows.push({ name: `連続掲載割引（${months}ヶ月契約 10%）`, frame: '', section: '', amount: -Math.floor(listed / 10) });
      const make1 = { name: '原稿制作費（写真撮影含む）', frame: '', section: '', amount: r0 };
      rows.push(make1);
      if (reason === 2 && !fixed) rows.push({ ...make1, name: '原稿制作費' });
      return rows;
    };
    const rows = make(true);
    const oldRows = make(false);
    const sumOf = (xs) => xs.reduce((a, x) => a + x.amount, 0);
    d.items = [{ name: '広告掲載料', amount: sumOf(rows), rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const old = summarize([{ amount: sumOf(oldRows), rate: 10 }]).total;
    const diff = s.total - old;
    const why = [
      `最終号の掲載枠を${frame}から${bigFrame}へ変更いただいた内容が反映されておりませんでした`,
      '連続掲載割引の適用が漏れておりました',
      '原稿制作費を二重に計上しておりました',
    ][reason];
    const fmt = r.pick([DATE_FORMATS.seireki, DATE_FORMATS.wareki]);
    const color = r.pick(['#e4572e', '#17a398', '#6a4c93']);
    const showBranchCode = r.chance(0.3);
    const branch = showBranchCode ? `${d.branch.name}（${d.branch.code}）` : d.branch.name;
    const sealHtml = seal(d, `left:${r.int(320, 350)}px;top:${r.int(36, 60)}px;`);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.2px; color: #232323; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 30px 42px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .logo { position: relative; } .logo .m { font-size: 26px; font-weight: 900; color: ${color}; letter-spacing: .04em; line-height: 1.2; } .logo .c { font-size: 8.6px; line-height: 1.6; margin-top: 4px; } .logo .c .n { font-size: 12.5px; font-weight: 700; }
      .ttl { text-align: right; position: relative; } .ttl h1 { margin: 0; font-size: 21px; letter-spacing: .3em; font-weight: 700; }
      .stamp { position: absolute; left: -84px; top: -4px; width: 64px; height: 64px; border: 3px solid #d22; border-radius: 50%; color: #d22; font-size: 19px; font-weight: 900; display: flex; align-items: center; justify-content: center; transform: rotate(-12deg); opacity: .8; letter-spacing: .1em; }
      .meta { margin-top: 6px; margin-left: auto; } .meta td { padding: 1px 0 1px 10px; text-align: right; }
      .to { margin-top: 14px; } .to .n { font-size: 15px; font-weight: 700; border-bottom: 1.5px solid #222; display: inline-block; padding: 0 40px 2px 0; }
      .owabi { margin-top: 12px; border: 1.5px solid #d22; padding: 8px 12px; line-height: 1.75; } .owabi .h { color: #d22; font-weight: 700; }
      .amt { margin-top: 14px; display: flex; align-items: flex-end; gap: 20px; } .amt .b { border-bottom: 2.5px solid ${color}; padding: 0 8px 2px; } .amt .b .l { font-size: 11px; font-weight: 700; } .amt .b .v { font-size: 22px; font-weight: 700; margin-left: 20px; } .amt .o { font-size: 8.8px; color: #555; line-height: 1.6; }
      table.t { width: 100%; margin-top: 14px; } .t th { background: ${color}; color: #fff; font-weight: 500; padding: 3px; } .t td { border-bottom: 1px solid #ddd; padding: 4px 6px; }
      .sum { width: 280px; margin-left: auto; margin-top: 6px; } .sum td { padding: 2px 8px; border-bottom: 1px solid #ddd; } .sum tr.g td { font-weight: 700; font-size: 11.5px; border-top: 2px solid #333; border-bottom: 0; }
      .bik { position: absolute; left: 42px; right: 42px; bottom: 46px; border: 1px solid #888; padding: 8px 12px; line-height: 1.8; } .bik .h { font-weight: 700; }`;
    const page = `<div class="wrap"><div class="top"><div class="logo">${sealHtml}<div class="m">${mag}</div><div class="c">発行　<span class="n">${issuer}</span><br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}</div></div>
        <div class="ttl"><div class="stamp">訂正</div><h1>請求書（訂正）</h1><table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書No.</td><td>${d.no}</td></tr></table></div></div>
      <div class="to"><div class="n">${buyer}　御中</div><div style="margin-top:3px">ご担当　${r.pick(SURNAMES)[0]} 様</div></div>
      <div class="owabi"><span class="h">お詫びと訂正</span><br>${fmt(oldDate)}付でお送りいたしました請求書（No.${oldNo}、ご請求金額 ¥${yen(old)}）において、${why}。<br>誠に申し訳ございません。お手数ですが先の請求書は破棄していただき、本請求書にてお支払いくださいますようお願い申し上げます。</div>
      <div class="amt"><div class="b"><span class="l">訂正後ご請求金額</span><span class="v">¥${yen(s.total)}</span></div><div class="o">訂正前 ご請求金額　¥${yen(old)}<br>差額　${diff < 0 ? '△' : '+'}${yen(Math.abs(diff))}</div></div>
      <table class="t"><tr><th style="text-align:left">掲載誌・内容</th><th style="width:120px">掲載枠</th><th style="width:90px">掲載面</th><th style="width:96px">金額</th></tr>
        ${rows.map((x) => `<tr><td>${x.name}</td><td style="text-align:center">${x.frame}</td><td style="text-align:center">${x.section}</td><td class="num">${signed(x.amount)}</td></tr>`).join('')}</table>
      <table class="sum"><tr><td>小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="g"><td>訂正後ご請求金額</td><td class="num">¥${yen(s.total)}</td></tr></table>
      <div class="bik"><span class="h">備考</span><br>お支払期限　${fmt(d.due)}<br>お振込先　${d.bank.name}　${branch}　${TYPE_LABEL[d.type]}　${d.account}　口座名義　${holder}<br>※掲載誌を各号1部同封いたしました（掲載証明）。※振込手数料はご負担くださいますようお願いいたします。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total: s.total, showBranchCode } };
  },
});

// 244 — a freelance wedding MC bills a wedding venue for the month's receptions: a word-processor letter with the venue 御中 and its
// 婚礼課 at the top left and the date and No. at the right, the MC's block (a 屋号, or her name alone under ブライダル司会) under them,
// the お振込金額 (after the 源泉) large, one row per reception (日付 and 曜日, 会場, ご両家, 内容), 打合せ and 延長 rows, 報酬額 / 消費税 /
// 源泉徴収税額 △ / お振込金額, and the 振込先 in a two-column box (a bank, ゆうちょ with its 記号・番号 and its 店名 form, a 信用金庫).
const HALLS = ['鳳凰の間', '桜の間', 'クリスタルホール', 'ガーデンチャペル', '翠の間', 'ローズルーム', 'グランドバンケット'];
LAYOUTS.push({
  id: 'L244-bridal-shikai',
  split: 'dev',
  title:
    "freelance wedding MC's monthly bill to a wedding venue: a word-processor letter, the venue 御中 and its 婚礼課 top left, date and No. top right, the MC's block (屋号, or her name alone under ブライダル司会), the お振込金額 large, rows per reception (日付・曜日, 会場, ご両家, 内容) with 打合せ and 延長, 報酬額 / 消費税 / 源泉徴収税額 △ / お振込金額, and the 振込先 in a two-column box",
  exercises:
    "a freelance wedding MC — under a 屋号 (MCオフィス そら / 佐藤ブライダル企画 / 司会事務所 ひなた: issuer_name that 屋号, as L22) or under her name alone with ブライダル司会 on the line above it (issuer_name the name, as L15, L120) — bills the company running a wedding venue (株式会社…ブライダル / …ウエディング株式会社 / 株式会社ホテル… 御中, 婚礼課 ご担当 … 様): 請求日 and No. at the top right (2026年1月31日 / 2026/01/31); the MC's block under the buyer at the right (〒 address, TEL — a mobile often —, 登録番号); お振込金額（源泉徴収後）large — total_amount; one row per reception: 日付 with 曜日, 会場 (…の間), ご両家 (… 家・… 家 — none of the fields), 内容 (披露宴司会 / 二次会司会), 金額, with 事前打合せ and 延長（30分）rows; 報酬額（税抜）/ 消費税（10%）/ 合計 / 源泉徴収税額（報酬額 × 10.21%）△ / お振込金額 — the amount to pay after the 源泉 (as L15); the お支払期限; the 振込先 in a two-column box: a bank (holder the person's kana, as printed), or ゆうちょ with its 記号・番号 and, for other banks, its 店名 form (〇一八店 普通 1234567), or a 信用金庫",
  opts: (r, inst) => ({ sole: true, rates: '10', items: 1, bank: inst === 0 ? 'main' : inst === 1 ? 'yucho' : 'other' }),
  render(d, r) {
    const [sn] = d.person.split(' ');
    const [gn, gnk] = r.pick([GIVEN[1], GIVEN[3], GIVEN[5], GIVEN[7], GIVEN[9], GIVEN[11], GIVEN[0]]);
    d.person = `${sn} ${gn}`;
    d.holderBase = `${d.holderBase.split(' ')[0]} ${gnk}`;
    const hasYago = r.chance(0.6);
    if (hasYago) {
      const w = r.pick(YAGO_WORDS);
      d.yago = r.pick([`MCオフィス　${w}`, `${sn}ブライダル企画`, `司会事務所　${w}`]);
      d.issuerName = d.yago;
    } else {
      delete d.yago;
      d.issuerName = d.person;
    }
    if (!d.yucho) d.type = 2;
    const holder = holderPrinted(d, r.pick(['half', 'full']));
    const bs = otherStem(r, sn);
    const buyer = r.pick([`株式会社${bs}ブライダル`, `${bs}ウエディング株式会社`, `株式会社ホテル${bs}`, `${bs}会館株式会社`]);
    const [y, m] = d.issue;
    const atEnd = r.chance(0.6);
    const svc = atEnd ? [y, m] : addMonths([y, m], -1);
    const [sy, sm] = svc;
    d.issue = atEnd ? endOfMonth(y, m) : [y, m, r.int(1, 5)];
    const next = addMonths(svc, 1);
    d.due = r.chance(0.5) ? endOfMonth(...next) : [...next, 15];
    if (!atEnd && d.due[1] === m && d.due[2] <= d.issue[2]) d.due = endOfMonth(...next);
    d.no = r.chance(0.5) ? `${sy}${pad2(sm)}-${r.int(1, 9)}` : `MC-${String(sy).slice(2)}${pad2(sm)}`;
    const last = endOfMonth(sy, sm)[2];
    const weekend = Array.from({ length: last }, (_, i) => i + 1).filter((n) => ['土', '日'].includes(weekday([sy, sm, n])));
    const picked = weekend.filter(() => r.chance(0.6)).slice(0, 7);
    if (picked.length < 2) picked.splice(0, picked.length, weekend[0], weekend[weekend.length - 1]);
    const fee = r.int(7, 10) * 5000;
    const rows = [];
    for (const n of picked) {
      const fams = r.pick(SURNAMES.filter(([x]) => x !== sn))[0];
      const famb = r.pick(SURNAMES.filter(([x]) => x !== sn && x !== fams))[0];
      const hall = r.pick(HALLS);
      const when = `${sm}/${n}（${weekday([sy, sm, n])}）`;
      rows.push({
        when,
        hall,
        fam: `${fams} 家・${famb} 家`,
        what: `披露宴司会（${r.pick(['11:00', '12:30', '16:00', '17:30'])}～）`,
        amount: fee,
      });
      if (r.chance(0.3)) rows.push({ when: '', hall: '', fam: '', what: '延長（30分）', amount: r.pick([5000, 8000]) });
      if (r.chance(0.2))
        rows.push({ when, hall: '別会場', fam: `${fams} 家・${famb} 家`, what: '二次会司会', amount: r.int(4, 6) * 5000 });
    }
    const meet = r.int(1, picked.length);
    rows.push({ when: '', hall: '', fam: '', what: `事前打合せ（${meet}組）`, amount: meet * r.pick([3000, 5000]) });
    const pay = rows.reduce((a, x) => a + x.amount, 0);
    d.items = [{ name: '司会報酬', amount: pay, rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const gensen = Math.floor((pay * 1021) / 10000);
    const total = s.total - gensen;
    const fmt = r.pick([DATE_FORMATS.seireki, DATE_FORMATS.slash]);
    const showBranchCode = !d.yucho && r.chance(0.4);
    const left = d.yucho
      ? `<div class="h">ゆうちょ銀行から</div>ゆうちょ銀行<br>記号　${d.yucho.symbol}<br>番号　${d.yucho.number}`
      : `<div class="h">金融機関</div>${d.bank.name}<br>${d.branch.name}${showBranchCode ? `（店番 ${d.branch.code}）` : ''}`;
    const right = d.yucho
      ? `<div class="h">他の金融機関から</div>${d.branch.name}（店番 ${d.branch.code}）<br>${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}`
      : `<div class="h">口座</div>${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.8px; color: #1f1f1f; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 52px 60px 0; }
      .meta { text-align: right; line-height: 1.7; }
      .to .n { font-size: 15px; font-weight: 700; } .to { margin-top: -20px; }
      h1 { text-align: center; font-size: 22px; letter-spacing: .8em; font-weight: 500; margin: 22px 0 10px; }
      .co { margin-left: auto; width: 350px; line-height: 1.65; font-size: 9.4px; } .co .t { font-size: 9px; color: #555; } .co .n { font-size: 14px; font-weight: 700; }
      .amt { margin-top: 14px; display: flex; align-items: baseline; gap: 16px; border-bottom: 2px solid #b07a8c; padding-bottom: 3px; width: 420px; } .amt .v { font-size: 22px; font-weight: 700; margin-left: auto; }
      table.t { width: 100%; margin-top: 14px; } .t th { border-bottom: 1.5px solid #b07a8c; font-weight: 500; padding: 3px; color: #7a4a5c; } .t td { border-bottom: 1px solid #eee; padding: 4px 6px; }
      .sum { width: 330px; margin-left: auto; margin-top: 8px; } .sum td { padding: 2px 8px; } .sum tr.b td { border-top: 1px solid #999; } .sum tr.g td { font-weight: 700; font-size: 12px; border-top: 1.5px solid #222; border-bottom: 3px double #222; }
      .bk { display: flex; margin-top: 20px; border: 1px solid #b07a8c; } .bk > div { flex: 1; padding: 8px 14px; line-height: 1.75; } .bk > div + div { border-left: 1px solid #b07a8c; } .bk .h { font-size: 8.4px; color: #7a4a5c; }
      .nt { margin-top: 8px; font-size: 8.6px; color: #555; }`;
    const sealHtml = hanko(
      sn,
      `right:${r.int(0, 30)}px;top:${r.int(-4, 10)}px;width:44px;height:44px;font-size:14px;border-radius:50%;opacity:.6;`,
    );
    const block = hasYago
      ? `<div class="n">${d.yago}</div>ブライダル司会　${d.person}<br>`
      : `<div class="t">ブライダル司会</div><div class="n">${d.person}</div>`;
    const page = `<div class="wrap"><div class="meta">No. ${d.no}<br>${fmt(d.issue)}</div>
      <div class="to"><div class="n">${buyer}　御中</div><div>婚礼課　ご担当 ${r.pick(SURNAMES)[0]} 様</div></div>
      <h1>請求書</h1>
      <div class="co" style="position:relative">${sealHtml}${block}〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}<br>登録番号　${d.reg}</div>
      <div style="margin-top:12px">いつも大切な披露宴の司会をお任せいただき、ありがとうございます。<br>${sy}年${sm}月分の司会報酬を下記のとおりご請求申し上げます。</div>
      <div class="amt"><span>お振込金額（源泉徴収後）</span><span class="v">¥${yen(total)}</span></div>
      <table class="t"><tr><th style="width:70px">日付</th><th style="width:110px;text-align:left">会場</th><th style="text-align:left">ご両家</th><th style="text-align:left">内容</th><th style="width:80px">金額</th></tr>
        ${rows.map((x) => `<tr><td>${x.when}</td><td>${x.hall}</td><td>${x.fam}</td><td>${x.what}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <table class="sum"><tr><td>報酬額（税抜）</td><td class="num">${yen(pay)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="b"><td>合計</td><td class="num">${yen(s.total)}</td></tr>
        <tr><td>源泉徴収税額（${yen(pay)} × 10.21%）</td><td class="num">△${yen(gensen)}</td></tr><tr class="g"><td>お振込金額</td><td class="num">¥${yen(total)}</td></tr></table>
      <div style="margin-top:8px">お支払期限　${fmt(d.due)}</div>
      <div class="bk"><div>${left}</div><div>${right}</div></div>
      <div class="nt">※源泉徴収税額は報酬額（税抜）に対して計算しております。※お振込手数料は貴社にてご負担くださいますようお願いいたします。</div></div>`;
    return { pages: [page], css, printed: { issuer: d.issuerName, holder, total, showBranchCode } };
  },
});
