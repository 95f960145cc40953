// Invoice corpus layouts L113–L118: each pushed onto core.mjs's LAYOUTS, in order.
import {
  DATE_FORMATS,
  GIVEN,
  LAYOUTS,
  STEMS,
  SURNAMES,
  TYPE_LABEL,
  addDays,
  endOfMonth,
  holderPrinted,
  summarize,
  yen,
} from './core.mjs';
import { regHyphen, regSpaced } from './layouts-013-018.mjs';
import { kakuin, landline, setYago, shuffle } from './layouts-019-028.mjs';
import { abbreviated, setCorp } from './layouts-029-034.mjs';
import { ordinaryAtNetBank, rebank } from './layouts-035-040.mjs';
import { daysBetween } from './layouts-047-052.mjs';
import { relocate, seirekiDual } from './layouts-089-094.mjs';
import { roundSeal, yagoHolder } from './layouts-095-100.mjs';

// ---- 113–118: written blind as the sixteenth round's fresh set.

// 113 — a シルバー人材センター (公益社団法人 mostly, 一般社団法人 sometimes) bills a company for a month's 請負 work done by its
// members: one row per 作業 with 延人日 × 配分金 日額, the 事務費 as a share of the 配分金, 材料費 sometimes; the centre at the top
// right under its 理事長 with a 角印, an amount box, the 振込先 boxed at the bottom left (a 信用金庫 mostly), 令和 dates.
const SILVER_CITIES = [
  ['330-0071', '埼玉県さいたま市浦和区上木崎', '048', 'さいたま市', 'サイタマシ'],
  ['271-0092', '千葉県松戸市松戸', '047', '松戸市', 'マツドシ'],
  ['192-0083', '東京都八王子市旭町', '042', '八王子市', 'ハチオウジシ'],
  ['252-0236', '神奈川県相模原市中央区富士見', '042', '相模原市', 'サガミハラシ'],
  ['422-8067', '静岡県静岡市駿河区南町', '054', '静岡市', 'シズオカシ'],
  ['370-0065', '群馬県高崎市末広町', '027', '高崎市', 'タカサキシ'],
  ['590-0078', '大阪府堺市堺区南瓦町', '072', '堺市', 'サカイシ'],
  ['310-0011', '茨城県水戸市三の丸', '029', '水戸市', 'ミトシ'],
];
// [作業, 配分金 日額 lo–hi]
const SILVER_WORKS = [
  ['構内除草作業', 7000, 9000],
  ['植木剪定・刈込み作業', 9000, 12000],
  ['駐車場・外周清掃', 6500, 8500],
  ['施設管理（受付・巡回）', 7000, 9000],
  ['宛名書き・封入作業', 5500, 7500],
  ['自転車置場 整理', 6000, 8000],
];
LAYOUTS.push({
  id: 'L113-silver-jinzai',
  split: 'dev',
  title: "シルバー人材センター's (公益社団法人) monthly 請求書 for 請負 work, 配分金 by 延人日 with 事務費 and 材料費",
  exercises:
    "a シルバー人材センター's monthly 請求書 to a company for 請負 work: 請求書 at the top left with 請求番号 / 請求日, the buyer with 御中 under it, the centre at the top right (公益社団法人 or 一般社団法人 …市シルバー人材センター on one line, 理事長 and the name, 〒 address in a city, TEL/FAX, 登録番号) with its 角印, 契約件名 and 就業期間 (令和…～…), ご請求金額（税込）in a box, one row per 作業 (延人日 as n名 × n日, 配分金 日額, 金額), the 事務費 as a share of the 配分金, 燃料・消耗品費 sometimes, 小計 / 消費税（10%）/ 合計, the お振込先 boxed at the bottom left (a 信用金庫, a regional bank or a main one; the holder ｺｳｼﾔ)…ｼﾙﾊﾞｰｼﾞﾝｻﾞｲｾﾝﾀｰ half-width or full) beside the お支払期限 and a note on the 配分金, 令和 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'main' : 'other' }),
  render(d, r) {
    const [zip, town, area, city, cityKana] = r.pick(SILVER_CITIES);
    const koeki = r.chance(0.75);
    d.corpBody = `${city}シルバー人材センター`;
    d.issuerName = `${koeki ? '公益社団法人' : '一般社団法人'}${d.corpBody}`;
    const holderBase = `${koeki ? 'コウシャ）' : 'シャ）'}${cityKana}シルバージンザイセンター`;
    d.zip = zip;
    d.address = `${town}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
    const local = `${r.int(2, 9)}${r.digits(2)}-${r.digits(4)}`;
    d.tel = `${area}-${local}`;
    d.fax = `${area}-${local.slice(0, -1)}${(Number(local.slice(-1)) + 1) % 10}`;
    if (!d.bank.main && r.chance(0.6)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const closing = endOfMonth(y, m);
    d.issue = r.chance(0.6) ? closing : addDays(closing, r.int(1, 5));
    const nm = addDays(closing, 1);
    d.due = r.chance(0.5) ? endOfMonth(nm[0], nm[1]) : [nm[0], nm[1], r.pick([10, 15, 20, 25])];
    const rows = shuffle(r, SILVER_WORKS)
      .slice(0, r.int(1, 3))
      .map(([name, lo, hi]) => {
        const people = r.int(1, 4);
        const days = r.int(2, 12);
        const price = Math.round(r.int(lo, hi) / 100) * 100;
        return { name, note: `${people}名 × ${days}日`, qty: people * days, unit: '人日', price, amount: people * days * price };
      });
    const haibun = rows.reduce((t, x) => t + x.amount, 0);
    const share = r.pick([8, 10, 12]);
    const jimu = Math.floor((haibun * share) / 100);
    rows.push({ name: '事務費', note: `配分金の${share}%`, qty: 1, unit: '式', price: jimu, amount: jimu });
    if (r.chance(0.5)) {
      const mat = r.int(10, 80) * 100;
      rows.push({
        name: '燃料・消耗品費',
        note: r.pick(['刈払機燃料・ゴミ袋', '清掃用品', '封筒・文具']),
        qty: 1,
        unit: '式',
        price: mat,
        amount: mat,
      });
    }
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['wareki', 'wareki', 'warekiShort'])];
    const issuer = d.issuerName;
    const holder = holderPrinted({ holderBase }, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.4) ? regHyphen(d.reg) : d.reg;
    const [bs] = r.pick(STEMS);
    const subject = `${r.pick([`${bs}工場`, `${bs}物流センター`, '本社', `${bs}寮`])} ${rows[0].name}等業務（請負）`;
    const chief = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10.5px; color: #222; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 46px 54px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { margin: 0 0 8px; font-size: 28px; letter-spacing: .5em; font-weight: 600; color: #7a4a12; }
      .meta td { padding: 1px 14px 1px 0; } .to { margin-top: 22px; } .to .n { font-size: 16px; border-bottom: 1px solid #222; padding-right: 30px; white-space: nowrap; display: inline-block; }
      .co { position: relative; width: 320px; line-height: 1.6; font-size: 10px; padding-top: 6px; } .co .nm { font-size: 14.5px; font-weight: bold; white-space: nowrap; }
      .sub { margin-top: 22px; line-height: 1.8; } .sub td { padding: 1px 16px 1px 0; }
      .amt { margin-top: 12px; border: 2px solid #7a4a12; display: inline-flex; } .amt div { padding: 8px 18px; } .amt .l { background: #f5ecdf; border-right: 1px solid #7a4a12; } .amt .v { font-size: 20px; font-weight: bold; min-width: 200px; text-align: right; }
      .det { width: 100%; margin-top: 18px; } .det th { border: 1px solid #666; background: #f5ecdf; font-weight: normal; padding: 4px; } .det td { border: 1px solid #888; padding: 4px 6px; } .det td.c { text-align: center; }
      .tot { margin: 0 0 0 auto; } .tot td { border: 1px solid #888; padding: 4px 10px; } .tot td.l { background: #f5ecdf; width: 120px; } .tot td.num { width: 110px; } .tot tr.g td { font-weight: bold; }
      .low { display: flex; gap: 24px; margin-top: auto; margin-bottom: 70px; align-items: flex-start; }
      .bank { border: 1px solid #444; padding: 10px 14px; line-height: 1.85; width: 330px; } .bank b { display: block; border-bottom: 1px solid #999; margin-bottom: 4px; }
      .note { flex: 1; line-height: 1.8; font-size: 9.5px; color: #444; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td>${x.name}</td><td class="c">${x.note}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const page = `<div class="wrap"><div class="hd"><div><h1>請求書</h1>
          <table class="meta"><tr><td>請求番号</td><td>${d.no}</td></tr><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr></table>
          <div class="to"><span class="n">${d.buyerName}　御中</span></div></div>
        <div class="co"><div class="nm">${issuer}</div>理事長　${chief}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${reg}
          ${kakuin(d, `right: ${r.int(0, 40)}px; top: 10px; opacity: .6;`)}</div></div>
      <table class="sub"><tr><td>契約件名</td><td>${subject}</td></tr><tr><td>就業期間</td><td>${fmt([y, m, 1])} ～ ${fmt(closing)}</td></tr></table>
      <div>下記のとおりご請求申し上げます。</div>
      <div class="amt"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(s.total)}</div></div>
      <table class="det"><tr><th>作業内容</th><th style="width:110px">就業</th><th style="width:50px">延数</th><th style="width:36px">単位</th><th style="width:80px">単価</th><th style="width:96px">金額</th></tr>${body}</table>
      <table class="tot"><tr><td class="l">小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="g"><td class="l">合計</td><td class="num">${yen(s.total)}</td></tr></table>
      <div class="low"><div class="bank"><b>お振込先</b>${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}</div>
        <div class="note">お支払期限　${fmt(d.due)}<br>※単価は会員への配分金（日額）です。配分金は会員の就業実績に基づき当センターから会員へ支払われます。<br>※振込手数料はご負担くださいますようお願いいたします。</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 114 — a 学校法人's 専門学校 bills a company for a 受託研修 it ran for the company's staff: the school's name large at the top with
// the 学校法人 under it, 受講料 by the head, 教材費, and a 資格試験 受験料 paid on the company's behalf (立替金, 不課税) added after the
// 消費税; the お振込先 set right under the amount, dates in both eras or 西暦.
const SCHOOL_KINDS = ['情報ビジネス専門学校', '医療福祉専門学校', '調理製菓専門学校', 'デザイン専門学校', '自動車工業専門学校'];
// [研修, 受講料 lo–hi, 教材費 lo–hi, 受験料 or 0]
const SCHOOL_COURSES = [
  ['新入社員 ビジネスマナー研修（2日間）', 18000, 30000, 1000, 3000, 0],
  ['Excel 実務研修（中級・1日）', 12000, 22000, 500, 2000, 0],
  ['Python 入門研修（3日間）', 35000, 60000, 2000, 5000, 0],
  ['日商簿記3級 受験対策講座（6回）', 25000, 40000, 2500, 4500, 3300],
  ['食品衛生・HACCP 実務研修', 9000, 15000, 800, 2000, 0],
  ['ITパスポート 受験対策講座（5回）', 22000, 38000, 2000, 4000, 7500],
  ['介護職員 初任者研修（通学）', 60000, 90000, 5000, 9000, 0],
];
LAYOUTS.push({
  id: 'L114-gakko-hojin',
  split: 'dev',
  title:
    "学校法人's 専門学校 御請求書 for a company's 受託研修, the school's name over the 学校法人's, a 受験料 立替 outside the 消費税",
  exercises:
    "a 学校法人's 専門学校 bills a company for a 受託研修: the school's name (…専門学校) large at the top left with 学校法人…学園 (理事長 and the name) under it, 〒 address, TEL/FAX, 受託研修事務局, 登録番号, a 角印 by it; 御請求書 centred, the buyer with 御中 and 人事部 ご担当者 様, 請求書番号 / 請求日 at the right, ご請求金額 large with the お支払期日 and the お振込先 (bank, branch, 普通/当座, number, 口座名義 ｶﾞｸ)…ｶﾞｸｴﾝ half-width or full) right under it, rows 受講料 (n名 × 単価) / 教材費 / 修了証 発行 / 受験料（立替金・不課税）, 課税対象額 / 消費税（10%）/ 立替金 / ご請求金額, dates as 2026年（令和8年）1月31日 or 西暦",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const [stem, stemKana] = r.pick(STEMS.filter(([s]) => s.length <= 3));
    const school = `${stem}${r.pick(SCHOOL_KINDS)}`;
    d.corpBody = `${stem}学園`;
    d.issuerName = `学校法人${d.corpBody}`;
    const holderBase = `ガク）${stemKana}ガクエン`;
    landline(d);
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    d.issue = r.chance(0.5) ? endOfMonth(y, m) : [y, m, r.int(5, 25)];
    d.due = r.chance(0.5) ? endOfMonth(...addDays(endOfMonth(d.issue[0], d.issue[1]), 1).slice(0, 2)) : addDays(d.issue, 30);
    const [course, lo, hi, mlo, mhi, exam] = r.pick(SCHOOL_COURSES);
    const n = r.int(3, 24);
    const fee = Math.round(r.int(lo, hi) / 500) * 500;
    const mat = Math.round(r.int(mlo, mhi) / 100) * 100;
    const rows = [
      { name: `受講料　${course}`, qty: n, unit: '名', price: fee },
      { name: '教材費（テキスト・演習データ）', qty: n, unit: '名', price: mat },
    ];
    if (r.chance(0.4)) rows.push({ name: '修了証 発行手数料', qty: n, unit: '名', price: r.pick([500, 1000]) });
    if (r.chance(0.3)) rows.push({ name: '実習室 追加使用料', qty: 1, unit: '式', price: r.int(10, 50) * 1000 });
    for (const x of rows) x.amount = x.qty * x.price;
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const examFee = exam || (r.chance(0.4) ? r.pick([3300, 5500, 7500]) : 0);
    const examN = examFee ? r.int(1, n) : 0;
    const tatekae = examFee * examN;
    const total = s.total + tatekae;
    const fmt = r.chance(0.5) ? seirekiDual : DATE_FORMATS[r.pick(['seireki', 'slash'])];
    const issuer = d.issuerName;
    const holder = holderPrinted({ holderBase }, r.pick(['half', 'half', 'full', 'half-big']));
    const reg = r.chance(0.4) ? regSpaced(d.reg) : d.reg;
    const chief = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const navy = r.pick(['#1b3a6b', '#234d3a', '#5a1f2b']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10.5px; color: #222; }
      .wrap { padding: 40px 54px; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 3px solid ${navy}; padding-bottom: 10px; }
      .sch { position: relative; line-height: 1.55; font-size: 9.5px; } .sch .nm { font-family: 'Noto Serif CJK JP'; font-size: 24px; font-weight: 700; color: ${navy}; letter-spacing: .04em; }
      .sch .hj { font-size: 12px; font-weight: bold; margin: 2px 0 4px; }
      .meta { margin-top: 8px; } .meta td { padding: 2px 0 2px 14px; } .meta td:first-child { color: #555; }
      h1 { text-align: center; font-size: 22px; letter-spacing: .7em; margin: 22px 0 14px; font-weight: 600; }
      .to .n { font-size: 16px; border-bottom: 1px solid #222; padding-right: 30px; white-space: nowrap; display: inline-block; }
      .box { margin-top: 18px; border: 1.5px solid ${navy}; width: 520px; } .box td { padding: 6px 12px; border-bottom: 1px solid #ccd; } .box td.l { background: #eef1f7; width: 130px; }
      .box tr.a td.v { font-size: 20px; font-weight: bold; }
      .det { width: 100%; margin-top: 22px; } .det th { background: ${navy}; color: #fff; font-weight: normal; padding: 4px; } .det td { border-bottom: 1px solid #bbb; padding: 5px 6px; } .det td.c { text-align: center; }
      .tot { margin: 12px 0 0 auto; } .tot td { padding: 4px 10px; border-bottom: 1px solid #bbb; } .tot td.num { width: 120px; } .tot tr.g td { font-weight: bold; font-size: 13px; border-bottom: 2px solid ${navy}; }
      .memo { margin-top: 24px; font-size: 9.5px; color: #555; line-height: 1.8; }`;
    const body =
      rows
        .map(
          (x) =>
            `<tr><td>${x.name}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td><td class="c">10%</td></tr>`,
        )
        .join('') +
      (tatekae
        ? `<tr><td>資格試験 受験料（立替金）</td><td class="num">${examN}</td><td class="c">名</td><td class="num">${yen(examFee)}</td><td class="num">${yen(tatekae)}</td><td class="c">不課税</td></tr>`
        : '');
    const page = `<div class="wrap"><div class="top"><div class="sch"><div class="nm">${school}</div><div class="hj">${issuer}　理事長　${chief}</div>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}　（受託研修事務局）<br>登録番号　${reg}
          ${kakuin(d, `left: ${r.int(330, 400)}px; top: 30px; opacity: .55;`)}</div>
        <table class="meta"><tr><td>請求書番号</td><td>${d.no}</td></tr><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr></table></div>
      <h1>御請求書</h1>
      <div class="to"><span class="n">${d.buyerName}　御中</span><br>人事部 ご担当者 様</div>
      <p>このたびは本校の受託研修をご利用いただき、誠にありがとうございました。下記のとおりご請求申し上げます。</p>
      <table class="box"><tr class="a"><td class="l">ご請求金額</td><td class="v">¥${yen(total)}－</td></tr><tr><td class="l">お支払期日</td><td>${fmt(d.due)}</td></tr>
        <tr><td class="l">お振込先</td><td>${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}</td></tr></table>
      <table class="det"><tr><th style="text-align:left">内容</th><th style="width:44px">数量</th><th style="width:30px">単位</th><th style="width:74px">単価</th><th style="width:96px">金額</th><th style="width:54px">税区分</th></tr>${body}</table>
      <table class="tot"><tr><td>課税対象額（10%）</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr>${tatekae ? `<tr><td>立替金（不課税）</td><td class="num">${yen(tatekae)}</td></tr>` : ''}<tr class="g"><td>ご請求金額</td><td class="num">¥${yen(total)}</td></tr></table>
      <div class="memo">研修期間：${fmt(addDays(d.issue, -r.int(10, 40)))} ～ ${fmt(addDays(d.issue, -r.int(1, 9)))}<br>${tatekae ? '※受験料は試験実施機関へ本校が立て替えて納付したもので、消費税の対象外です。<br>' : ''}※振込手数料は貴社にてご負担ください。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 115 — an エレベーター保守 company's monthly 保守料金 請求書 to a building owner or manager: one row per 物件 and 号機 (機種, FM or
// POG 契約, 月額), 遠隔監視 rows, a 部品交換 now and then; the company at the top left with the 振込先 under it, the buyer at the top
// right, totals at the bottom right, slash dates.
const LIFT_TRADES = [
  ['エレベーターサービス', 'エレベーターサービス'],
  ['昇降機サービス', 'ショウコウキサービス'],
  ['エレベーター', 'エレベーター'],
  ['リフトテクノ', 'リフトテクノ'],
];
const LIFT_KINDS = [
  ['乗用 11人乗', 'FM', 38000, 62000],
  ['乗用 9人乗', 'FM', 32000, 52000],
  ['乗用 11人乗', 'POG', 20000, 34000],
  ['人荷用 1000kg', 'POG', 24000, 38000],
  ['寝台用', 'FM', 45000, 70000],
  ['小荷物専用昇降機', 'POG', 8000, 15000],
];
const LIFT_PARTS = [
  'ドアシュー交換',
  '乗場ボタン交換',
  '非常用照明 バッテリー交換',
  'ロープ給油・調整',
  'インジケーター LED 交換',
];
LAYOUTS.push({
  id: 'L115-lift-maintenance',
  split: 'dev',
  title: "エレベーター保守 company's monthly 保守料金 請求書 by 物件 and 号機, the 振込先 under the company at the top left",
  exercises:
    "an エレベーター保守 company's monthly 保守料金 請求書 to a building company: the company at the top left (…エレベーターサービス / …昇降機サービス, 株式会社/(株)/㈱, 〒 address, TEL/FAX, 登録番号) with the お振込先 in a ruled box under it (bank, branch, 普通/当座, number, 口座名義 half-width or full), 保守料金 請求書 and 請求日 / 請求No. / お支払期日 at the top right over the buyer with 御中, one row per 物件 and 号機 (物件名, 号機, 機種, 契約 FM / POG, 対象期間, 月額) with 遠隔監視サービス料 rows and a 部品交換 (契約外) row sometimes, 小計 / 消費税 10% / 今回ご請求金額 at the bottom right, slash dates (2026/01/31 or 2026/1/31)",
  opts: (r, inst) => ({ rates: '10', bank: inst === 0 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, LIFT_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
    ]);
    landline(d);
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const closing = endOfMonth(y, m);
    d.issue = r.chance(0.5) ? closing : [y, m, r.int(1, 10)];
    d.due = r.chance(0.5) ? endOfMonth(...addDays(closing, 1).slice(0, 2)) : addDays(d.issue, 30);
    const bldgs = shuffle(r, STEMS)
      .slice(0, r.int(1, 3))
      .map(([s]) => `${s}${r.pick(['ビル', '第2ビル', 'レジデンス', '会館', 'プラザ'])}`);
    const rows = [];
    for (const b of bldgs) {
      const n = r.int(1, 3);
      for (let k = 1; k <= n; k++) {
        const [kind, contract, lo, hi] = r.pick(LIFT_KINDS);
        const price = Math.round(r.int(lo, hi) / 1000) * 1000;
        rows.push({
          bldg: k === 1 ? b : '',
          unitNo: `${k}号機`,
          kind,
          contract,
          period: `${m}月分`,
          qty: 1,
          price,
          amount: price,
        });
      }
      if (r.chance(0.5)) {
        const p = r.int(2, 5) * 1000;
        rows.push({
          bldg: '',
          unitNo: '全号機',
          kind: '遠隔監視サービス料',
          contract: '—',
          period: `${m}月分`,
          qty: n,
          price: p,
          amount: n * p,
        });
      }
    }
    if (r.chance(0.4)) {
      const p = r.int(8, 60) * 1000;
      rows.push({
        bldg: bldgs[0],
        unitNo: '1号機',
        kind: `${r.pick(LIFT_PARTS)}（契約外）`,
        contract: '—',
        period: `${m}/${r.int(1, 28)} 作業`,
        qty: 1,
        price: p,
        amount: p,
      });
    }
    d.items = rows.map((x) => ({ name: x.kind, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['slash', 'slashLoose'])];
    const issuer = r.chance(0.5) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full', 'big']));
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const blue = r.pick(['#00529b', '#3b4a5a', '#0b6e69']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #222; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 40px 46px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .co { width: 360px; line-height: 1.6; font-size: 9.5px; } .co .logo { font-size: 11px; color: ${blue}; font-weight: bold; letter-spacing: .2em; } .co .nm { font-size: 16px; font-weight: bold; }
      .bk { margin-top: 10px; width: 100%; } .bk td { border: 1px solid #999; padding: 3px 6px; } .bk td.l { background: #eef3f8; width: 70px; } .bk caption { text-align: left; font-weight: bold; color: ${blue}; }
      .rt { width: 300px; } h1 { margin: 0 0 10px; font-size: 22px; letter-spacing: .3em; color: ${blue}; text-align: right; }
      .meta { margin-left: auto; } .meta td { padding: 2px 0 2px 14px; } .meta td:first-child { color: #555; }
      .to { margin-top: 22px; } .to .n { font-size: 15px; border-bottom: 1px solid #222; padding-right: 20px; display: inline-block; white-space: nowrap; }
      .det { width: 100%; margin-top: 26px; } .det th { border-top: 2px solid ${blue}; border-bottom: 1px solid ${blue}; font-weight: normal; padding: 4px; background: #f4f7fa; } .det td { border-bottom: 1px solid #ddd; padding: 4px 5px; } .det td.c { text-align: center; }
      .tot { margin: auto 0 80px auto; } .tot td { padding: 5px 12px; border-bottom: 1px solid #bbb; } .tot td.num { width: 130px; } .tot tr.g td { font-size: 15px; font-weight: bold; border-bottom: 3px double ${blue}; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td>${x.bldg}</td><td class="c">${x.unitNo}</td><td>${x.kind}</td><td class="c">${x.contract}</td><td class="c">${x.period}</td><td class="num">${x.qty}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const page = `<div class="wrap"><div class="hd"><div class="co"><div class="logo">▲▼ ELEVATOR SERVICE</div><div class="nm">${issuer}</div>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${reg}
          <table class="bk"><caption>お振込先</caption><tr><td class="l">金融機関</td><td>${d.bank.name}　${d.branch.name}</td></tr><tr><td class="l">口座</td><td>${TYPE_LABEL[d.type]}　${d.account}</td></tr><tr><td class="l">口座名義</td><td>${holder}</td></tr></table></div>
        <div class="rt"><h1>保守料金 請求書</h1><table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求No.</td><td>${d.no}</td></tr><tr><td>お支払期日</td><td>${fmt(d.due)}</td></tr></table>
          <div class="to"><span class="n">${d.buyerName}　御中</span><br>施設管理ご担当者 様</div></div></div>
      <p style="margin-top:24px">平素は格別のお引き立てを賜り厚く御礼申し上げます。${y}年${m}月分の昇降機保守料金を下記のとおりご請求申し上げます。</p>
      <table class="det"><tr><th style="text-align:left">物件名</th><th style="width:48px">号機</th><th style="text-align:left">機種・内容</th><th style="width:36px">契約</th><th style="width:62px">対象</th><th style="width:30px">数量</th><th style="width:66px">単価</th><th style="width:80px">金額</th></tr>${body}</table>
      <div style="margin-top:8px;font-size:9px;color:#666">FM：フルメンテナンス契約　POG：パーツ・オイル・グリース契約</div>
      <table class="tot"><tr><td>小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税 10%</td><td class="num">${yen(s.tax)}</td></tr><tr class="g"><td>今回ご請求金額</td><td class="num">¥${yen(s.total)}</td></tr></table></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 116 — a 高圧ガス・溶材 dealer's monthly 請求書 to a 鉄工所 or factory: a statement head (前回御請求額 / 御入金額 / 差引繰越額 /
// 今回御買上額 / 消費税 / 今回御請求額), one row per 伝票 (酸素・アセチレン・アルゴン by the 本, 溶接棒), 容器賃貸料 by 本・日, 配送料,
// a 容器残高 table (no amounts), the dealer at the top left and the buyer at the top right, the 振込先 at the bottom right.
const GAS_TRADES = [
  ['酸素', 'サンソ'],
  ['高圧ガス', 'コウアツガス'],
  ['産業ガス', 'サンギョウガス'],
  ['溶材', 'ヨウザイ'],
];
// [品名, 単位, 単価 lo–hi, 容器 or '']
const GAS_GOODS = [
  ['酸素ガス 7㎥', '本', 2500, 4500, '酸素'],
  ['アセチレン 7kg', '本', 5000, 9000, 'アセチレン'],
  ['アルゴン 7㎥', '本', 4500, 8000, 'アルゴン'],
  ['炭酸ガス 30kg', '本', 6000, 10000, '炭酸'],
  ['混合ガス（Ar+CO2）7㎥', '本', 5500, 9000, '混合'],
  ['溶接ワイヤ φ1.2 20kg', '巻', 6000, 9500, ''],
  ['溶接棒 φ3.2 5kg', '箱', 3000, 5500, ''],
  ['切断火口 #2', '個', 800, 2000, ''],
];
LAYOUTS.push({
  id: 'L116-industrial-gas',
  split: 'dev',
  title: "高圧ガス・溶材 dealer's monthly 請求書 with 容器賃貸料 by 本・日 and a 容器残高 table, a statement head with the 繰越",
  exercises:
    "a 高圧ガス・溶材 dealer's monthly 請求書 to a 鉄工所 or factory company: the dealer at the top left (…酸素 / …高圧ガス / …産業ガス / …溶材, 株式会社 or 有限会社, (株)/㈲ sometimes, 〒 address in a city or a town with a 番地, TEL/FAX, 登録番号) with a 角印, 請求書（n日締）centred, the buyer at the top right with 御中 and お得意先コード, 請求日 / 請求No., a ruled statement head 前回御請求額 / 御入金額 / 差引繰越額 / 今回御買上額 / 消費税額 / 今回御請求額 (the amount to pay, bold), one row per 伝票 (月/日, 伝票No., 品名 酸素ガス 7㎥ / アセチレン 7kg / 溶接ワイヤ, 数量, 単位, 単価, 金額), 容器賃貸料 rows by 本・日, 配送料, a 容器残高 table (前月残 / 納入 / 返却 / 当月残, no amounts), the お支払期日 and the お振込先 at the bottom right (holder half-width mostly), 令和 or dotted dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'main' : 'other' }),
  render(d, r) {
    setCorp(d, r, GAS_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    if (r.chance(0.4)) relocate(d, r, true);
    else landline(d);
    if (!d.bank.main && r.chance(0.4)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const closeDay = r.pick([20, 25, 0]);
    const closing = closeDay ? [y, m, closeDay] : endOfMonth(y, m);
    d.issue = closing;
    const nm = addDays(endOfMonth(y, m), 1);
    d.due = r.chance(0.6) ? endOfMonth(nm[0], nm[1]) : [nm[0], nm[1], r.pick([10, 15, 20, 25])];
    const start = closeDay ? addDays(m === 1 ? [y - 1, 12, closeDay] : [y, m - 1, closeDay], 1) : [y, m, 1];
    const days = daysBetween(start, closing) + 1;
    const goods = shuffle(r, GAS_GOODS).slice(0, r.int(2, 5));
    const rows = [];
    let slip = r.int(20000, 80000);
    const nDeliveries = r.int(2, 6);
    const dates = shuffle(
      r,
      Array.from({ length: days }, (_, k) => k),
    )
      .slice(0, nDeliveries)
      .sort((a, b) => a - b)
      .map((k) => addDays(start, k));
    const delivered = {};
    for (const dt of dates) {
      slip += r.int(30, 500);
      for (const [name, unit, lo, hi, bottle] of goods) {
        if (r.chance(0.4)) continue;
        const qty = r.int(1, unit === '本' ? 4 : 3);
        const price = Math.round(r.int(lo, hi) / 10) * 10;
        rows.push({ dt, slip: String(slip), name, qty, unit, price, amount: qty * price });
        if (bottle) delivered[bottle] = (delivered[bottle] ?? 0) + qty;
      }
    }
    if (!rows.length) {
      const [name, unit, lo] = goods[0];
      rows.push({ dt: dates[0], slip: String(slip), name, qty: 1, unit, price: lo, amount: lo });
      if (goods[0][4]) delivered[goods[0][4]] = 1;
    }
    const stock = Object.keys(delivered).map((b) => {
      const prev = r.int(1, 6);
      const ret = Math.min(prev + delivered[b], r.int(0, delivered[b] + 1));
      return { b, prev, in: delivered[b], ret, now: prev + delivered[b] - ret };
    });
    for (const st of stock) {
      const held = Math.max(1, Math.round((st.prev + st.now) / 2));
      const price = r.pick([10, 15, 20, 25]);
      rows.push({
        dt: closing,
        slip: '',
        name: `容器賃貸料（${st.b} ${held}本×${days}日）`,
        qty: held * days,
        unit: '本日',
        price,
        amount: held * days * price,
      });
    }
    if (r.chance(0.6)) {
      const p = r.pick([500, 800, 1000, 1500]);
      rows.push({ dt: closing, slip: '', name: '配送料', qty: dates.length, unit: '回', price: p, amount: dates.length * p });
    }
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const prev = r.int(50, 900) * 100 + r.int(0, 99);
    const paid = r.chance(0.7) ? prev : r.chance(0.5) ? 0 : prev - r.int(1, Math.floor(prev / 300)) * 100;
    const carry = prev - paid;
    const total = carry + s.total;
    const fmt = DATE_FORMATS[r.pick(['wareki', 'dot', 'warekiShort'])];
    const issuer = r.chance(0.5) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.3) ? regSpaced(d.reg) : d.reg;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.5px; color: #1e1e1e; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 36px 42px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .co { position: relative; width: 330px; line-height: 1.6; } .co .nm { font-size: 16px; font-weight: bold; white-space: nowrap; }
      .to { width: 300px; text-align: right; line-height: 1.7; } .to .n { font-size: 15px; border-bottom: 1px solid #222; padding-left: 20px; white-space: nowrap; display: inline-block; }
      h1 { text-align: center; font-size: 22px; letter-spacing: .5em; margin: 16px 0 10px; font-weight: 600; }
      .st { width: 100%; table-layout: fixed; } .st th { border: 1px solid #444; background: #ececec; font-weight: normal; padding: 3px; } .st td { border: 1px solid #444; text-align: right; padding: 7px 8px; font-size: 12px; } .st td.g { font-weight: bold; font-size: 14px; }
      .det { width: 100%; margin-top: 12px; } .det th { border: 1px solid #666; background: #ececec; font-weight: normal; padding: 2px; } .det td { border-left: 1px solid #999; border-right: 1px solid #999; border-bottom: 1px dotted #bbb; padding: 2px 5px; } .det td.c { text-align: center; }
      .det tr.t td { border: 1px solid #666; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; margin-top: auto; margin-bottom: 60px; gap: 20px; }
      .cyl th, .cyl td { border: 1px solid #777; padding: 2px 8px; } .cyl th { background: #ececec; font-weight: normal; } .cyl caption { text-align: left; padding-bottom: 2px; }
      .bank { border: 1px solid #333; padding: 8px 12px; line-height: 1.8; width: 320px; }`;
    const body =
      rows
        .map(
          (x) =>
            `<tr><td class="c">${x.dt[1]}/${x.dt[2]}</td><td class="c">${x.slip}</td><td>${x.name}</td><td class="num">${yen(x.qty)}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
        )
        .join('') +
      `<tr class="t"><td></td><td></td><td>（今回御買上額 計）</td><td></td><td></td><td></td><td class="num">${yen(s.subtotal)}</td></tr>`;
    const cyl = stock.length
      ? `<table class="cyl"><caption>容器残高（本）</caption><tr><th>容器</th><th>前月残</th><th>納入</th><th>返却</th><th>当月残</th></tr>${stock.map((x) => `<tr><td>${x.b}</td><td class="num">${x.prev}</td><td class="num">${x.in}</td><td class="num">${x.ret}</td><td class="num">${x.now}</td></tr>`).join('')}</table>`
      : '<div></div>';
    const page = `<div class="wrap"><div class="hd"><div class="co"><div class="nm">${issuer}</div>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${reg}
          ${kakuin(d, `left: ${r.int(180, 250)}px; top: 4px; opacity: .55;`)}</div>
        <div class="to"><span class="n">${d.buyerName}　御中</span><br>お得意先コード ${r.digits(5)}<br>請求日 ${fmt(d.issue)}<br>請求No. ${d.no}</div></div>
      <h1>請求書（${closeDay ? `${closeDay}日締` : '末日締'}）</h1>
      <table class="st"><tr><th>前回御請求額</th><th>御入金額</th><th>差引繰越額</th><th>今回御買上額</th><th>消費税額</th><th>今回御請求額</th></tr>
        <tr><td>${yen(prev)}</td><td>${yen(paid)}</td><td>${yen(carry)}</td><td>${yen(s.subtotal)}</td><td>${yen(s.tax)}</td><td class="g">${yen(total)}</td></tr></table>
      <table class="det"><tr><th style="width:40px">月/日</th><th style="width:56px">伝票No.</th><th>品名</th><th style="width:46px">数量</th><th style="width:30px">単位</th><th style="width:58px">単価</th><th style="width:76px">金額</th></tr>${body}</table>
      <div style="margin-top:6px">消費税（10%）対象 ${yen(s.subtotal)}　消費税 ${yen(s.tax)}</div>
      <div class="low">${cyl}<div class="bank">お支払期日　${fmt(d.due)}<br>お振込先　${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}　${d.account}　名義 ${holder}<br><span style="font-size:8.5px;color:#555">※容器は使用後速やかにご返却ください。</span></div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 117 — a ピアノ調律師 trading under a 屋号 bills a company (a hotel, a wedding hall, a music school) for 調律 of its pianos: a small
// 請求書 set in the top half of the sheet over a 切り取り線, the 屋号 block at the right with a round 職印, ゆうちょ (記号・番号) or a
// bank, 令和 dates.
const PIANOS = [
  ['グランドピアノ YAMAHA C3', 16000, 22000],
  ['グランドピアノ KAWAI RX-2', 16000, 22000],
  ['フルコンサートグランド', 28000, 40000],
  ['アップライトピアノ YAMAHA U1', 12000, 16000],
  ['アップライトピアノ KAWAI BL-31', 12000, 16000],
];
const PIANO_PLACES = ['宴会場', 'チャペル', 'ロビー', '第1レッスン室', '第2レッスン室', 'ホール', 'ラウンジ'];
LAYOUTS.push({
  id: 'L117-piano-tuner',
  split: 'dev',
  title: "ピアノ調律師's 請求書 by its 屋号, small, in the top half of the sheet over a 切り取り線",
  exercises:
    "a ピアノ調律師 (sole proprietor under a 屋号: …ピアノ調律事務所 / ピアノ工房… / …ピアノサービス) bills a company for tuning its pianos: a small 請求書 in the top half of an A4 sheet with a dashed 切り取り線 under it: 請求書 at the top left with the buyer and 御中, No. and 請求日 at the top right, the 屋号 block at the right (屋号, 調律師 and the name, 〒 address, TEL (a mobile sometimes), 登録番号) with a round 職印 over it, 合計金額 in a ruled row, rows by 作業日 / 設置場所 and ピアノ / 作業 (調律, 整調, 弦交換) / 金額 and a 出張費, 小計 / 消費税 / 合計, the お振込先 on one or two lines at the bottom (ゆうちょ 記号・番号 with 店名 and 口座番号 sometimes, or a bank; holder the owner's kana, with the 屋号's sometimes) and the お支払期限, 令和 dates",
  opts: (r, inst) => ({ sole: true, rates: '10', bank: inst === 0 ? 'yucho' : inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    let holderBase = d.holderBase;
    const kind = r.int(0, 2);
    if (kind === 0) {
      setYago(d, 'ピアノ調律事務所');
      if (!d.yucho && r.chance(0.5)) holderBase = yagoHolder(d, 'ピアノチョウリツジムショ', true);
    } else if (kind === 1) {
      setYago(d, 'ピアノサービス');
      if (!d.yucho && r.chance(0.5)) holderBase = yagoHolder(d, 'ピアノサービス', true);
    } else {
      const [w, wk] = r.pick([
        ['ひなた', 'ヒナタ'],
        ['こもれび', 'コモレビ'],
        ['ハル', 'ハル'],
        ['アリア', 'アリア'],
      ]);
      d.yago = `ピアノ工房${w}`;
      d.issuerName = d.yago;
      if (!d.yucho && r.chance(0.5)) holderBase = `ピアノコウボウ${wk} ${d.holderBase}`;
    }
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    d.issue = r.chance(0.5) ? endOfMonth(y, m) : [y, m, r.int(5, 28)];
    d.due = r.chance(0.6) ? endOfMonth(...addDays(endOfMonth(y, m), 1).slice(0, 2)) : addDays(d.issue, 20);
    const rows = [];
    const n = r.int(1, 3);
    shuffle(r, PIANO_PLACES)
      .slice(0, n)
      .forEach((place) => {
        const [piano, lo, hi] = r.pick(PIANOS);
        const dt = addDays(d.issue, -r.int(1, 20));
        const price = Math.round(r.int(lo, hi) / 500) * 500;
        rows.push({ dt, what: `${place}　${piano}`, work: r.pick(['定期調律', '調律', '調律（本番前）']), amount: price });
        if (r.chance(0.3))
          rows.push({
            dt,
            what: `${place}　${piano}`,
            work: r.pick(['整調（鍵盤・アクション）', '弦交換 1本（部品代込）', 'ペダル調整']),
            amount: r.int(4, 25) * 1000,
          });
      });
    rows.sort((a, b) => daysBetween(b.dt, a.dt));
    if (r.chance(0.6))
      rows.push({ dt: null, what: '出張費', work: r.pick(['市内', '1回分', '交通費込']), amount: r.int(2, 6) * 1000 });
    d.items = rows.map((x) => ({ name: x.work, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['wareki', 'wareki', 'warekiShort'])];
    const issuer = d.yago;
    const holder = holderPrinted({ holderBase }, r.pick(['full', 'half', 'half-big']));
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const bankLine = d.yucho
      ? `ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}${r.chance(0.5) ? `<br>（他金融機関から：${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}）` : ''}`
      : `${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}`;
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 10px; color: #222; }
      .half { height: 540px; padding: 34px 50px 0; position: relative; }
      .cut { position: absolute; left: 0; right: 0; top: 560px; border-top: 1px dashed #888; text-align: center; font-size: 8px; color: #888; }
      .cut span { position: relative; top: -7px; background: #fff; padding: 0 10px; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { margin: 0 0 10px; font-size: 20px; letter-spacing: .6em; font-weight: 700; }
      .to .n { font-size: 14px; border-bottom: 1px solid #222; padding-right: 18px; white-space: nowrap; display: inline-block; }
      .meta td { padding: 1px 0 1px 10px; }
      .mid { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 10px; }
      .amt { margin-top: 10px; } .amt td { border: 1px solid #333; padding: 5px 12px; } .amt td.l { background: #f1efe8; } .amt td.v { font-size: 16px; font-weight: 700; min-width: 150px; text-align: right; }
      .shop { position: relative; width: 360px; line-height: 1.55; font-size: 9.5px; } .shop .nm { font-size: 15px; font-weight: 700; }
      .det { width: 100%; margin-top: 10px; } .det th { border-bottom: 1px solid #333; border-top: 1px solid #333; font-weight: normal; padding: 2px 4px; } .det td { border-bottom: 1px solid #ccc; padding: 2px 6px; }
      .tot { margin: 4px 0 0 auto; } .tot td { padding: 1px 8px; } .tot td.num { width: 90px; } .tot tr.g td { border-top: 1px solid #333; font-weight: 700; }
      .pay { margin-top: 8px; line-height: 1.7; font-size: 9.5px; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td>${x.dt ? fmt(x.dt) : ''}</td><td>${x.what}</td><td>${x.work}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const page = `<div class="half"><div class="hd"><div><h1>請求書</h1><div class="to"><span class="n">${d.buyerName}　御中</span></div></div>
        <table class="meta"><tr><td>No.</td><td>${d.no}</td></tr><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr></table></div>
      <div class="mid"><div><div>下記の通りご請求申し上げます。</div><table class="amt"><tr><td class="l">合計金額</td><td class="v">¥${yen(s.total)}</td></tr></table></div>
        <div class="shop"><div class="nm">${issuer}</div>調律師　${d.person}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}<br>登録番号　${reg}
          ${roundSeal(d, `left: ${r.int(90, 180)}px; top: -6px; opacity: .6;`)}</div></div>
      <table class="det"><tr><th style="width:110px;text-align:left">作業日</th><th style="text-align:left">設置場所・ピアノ</th><th style="text-align:left">作業</th><th style="width:80px">金額</th></tr>${body}</table>
      <table class="tot"><tr><td>小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="g"><td>合計</td><td class="num">${yen(s.total)}</td></tr></table>
      <div class="pay">お支払期限　${fmt(d.due)}<br>お振込先　${bankLine}<br>口座名義　${holder}</div></div>
      <div class="cut"><span>キ　リ　ト　リ</span></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 118 — a 事業協同組合 bills a member company (組合員) for a month: 共同購買 goods at 10% and 8%, 研修会 参加費, the 組合賦課金 (不課税)
// and a 団体保険 掛金 (非課税) outside the 消費税; a 税区分 column, totals by rate, the 振込先 in the middle under the amount, the
// 組合 at the bottom left under its 角印, dates as 令和 or 西暦.
const KUMIAI_STEMS = [
  ['城北', 'ジョウホク'],
  ['湘南', 'ショウナン'],
  ['北摂', 'ホクセツ'],
  ['多摩', 'タマ'],
  ['東葛', 'トウカツ'],
  ['三河', 'ミカワ'],
  ['筑後', 'チクゴ'],
];
const KUMIAI_TRADES = [
  ['印刷工業', 'インサツコウギョウ'],
  ['管工事業', 'カンコウジギョウ'],
  ['電設工業', 'デンセツコウギョウ'],
  ['鉄工', 'テッコウ'],
  ['自動車整備', 'ジドウシャセイビ'],
];
// [品名, 単位, 単価 lo–hi, rate]
const KUMIAI_GOODS = [
  ['作業用手袋（共同購買）', '双', 80, 250, 10],
  ['安全靴（共同購買）', '足', 3500, 8000, 10],
  ['コピー用紙 A4（5,000枚）', '箱', 2800, 4200, 10],
  ['ウエス（10kg）', '袋', 1800, 3500, 10],
  ['作業服 上下（共同購買）', '組', 5000, 9000, 10],
  ['ETCコーポレートカード 利用料', '式', 8000, 60000, 10],
  ['お茶 500ml（24本入）', '箱', 1800, 2600, 8],
  ['非常用保存食セット', '箱', 2500, 6000, 8],
];
LAYOUTS.push({
  id: 'L118-jigyo-kumiai',
  split: 'dev',
  title:
    "事業協同組合's monthly 請求書 to a 組合員: 共同購買 at 10% and 8%, 賦課金 不課税 and 団体保険 非課税, the 組合 at the bottom left",
  exercises:
    "a 事業協同組合 (…印刷工業協同組合 / …管工事業協同組合 …) bills a member company for a month: ご請求書（組合員各位）at the top, the member with 御中 and 組合員番号 at the top left, 請求日 / 請求番号 / お支払期日 at the top right, 今回ご請求額 large with the お振込先 (bank, branch, 普通/当座, number, 口座名義 the 組合's kana, half-width mostly) boxed beside it, rows with a 税区分 column: 共同購買 goods at 10% and 8% (※), 研修会 参加費, 組合賦課金（月額）不課税, 団体保険 掛金 非課税, totals by rate (10%対象 / 消費税, 8%対象 / 消費税), 非課税・不課税 計 and 今回ご請求額, the 組合 at the bottom left (name, 理事長 and the name, 〒 address, TEL/FAX, 登録番号) under its 角印, 令和 or 西暦 dates",
  opts: (r, inst) => ({ rates: 'mixed', bank: inst === 2 ? 'main' : 'other' }),
  render(d, r) {
    const [stem, stemKana] = r.pick(KUMIAI_STEMS);
    const [trade, tradeKana] = r.pick(KUMIAI_TRADES);
    d.corpBody = `${stem}${trade}協同組合`;
    d.issuerName = d.corpBody;
    const holderBase = `${stemKana}${tradeKana}キョウドウクミアイ`;
    landline(d);
    if (!d.bank.main && r.chance(0.5)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const closing = endOfMonth(y, m);
    d.issue = r.chance(0.6) ? closing : addDays(closing, r.int(1, 7));
    const nm = addDays(closing, 1);
    d.due = r.chance(0.5) ? endOfMonth(nm[0], nm[1]) : [nm[0], nm[1], r.pick([10, 15, 20, 25])];
    const goods = shuffle(
      r,
      KUMIAI_GOODS.filter((g) => g[4] === 10),
    )
      .slice(0, r.int(1, 3))
      .concat(
        shuffle(
          r,
          KUMIAI_GOODS.filter((g) => g[4] === 8),
        ).slice(0, r.int(1, 2)),
      );
    const rows = goods.map(([name, unit, lo, hi, rate]) => {
      const step = hi > 5000 ? 100 : 10;
      const price = Math.round(r.int(lo, hi) / step) * step;
      const qty = unit === '式' ? 1 : unit === '双' ? r.int(2, 20) * 10 : r.int(1, 8);
      return { name, unit, qty, price, amount: qty * price, rate, cls: rate === 8 ? '8%※' : '10%' };
    });
    if (r.chance(0.5)) {
      const p = r.pick([2000, 3000, 5000]);
      const q = r.int(1, 4);
      rows.push({
        name: `${r.pick(['技術講習会', '安全衛生研修会', '新年賀詞交歓会'])} 参加費`,
        unit: '名',
        qty: q,
        price: p,
        amount: q * p,
        rate: 10,
        cls: '10%',
      });
    }
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: x.rate }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const dues = r.int(3, 20) * 500;
    const extra = [{ name: `組合賦課金（${m}月分）`, unit: '月', qty: 1, price: dues, amount: dues, cls: '不課税' }];
    if (r.chance(0.6)) {
      const ins = r.int(2, 30) * 310;
      extra.push({
        name: r.pick(['団体傷害保険 掛金', '団体生命共済 掛金']),
        unit: '月',
        qty: 1,
        price: ins,
        amount: ins,
        cls: '非課税',
      });
    }
    const outside = extra.reduce((t, x) => t + x.amount, 0);
    const total = s.total + outside;
    const fmt = r.chance(0.5) ? DATE_FORMATS.wareki : DATE_FORMATS[r.pick(['seireki', 'seirekiPad'])];
    const issuer = d.issuerName;
    const holder = holderPrinted({ holderBase }, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.4) ? regHyphen(d.reg) : d.reg;
    const chief = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const by8 = s.by[8] ?? { base: 0, tax: 0 };
    const by10 = s.by[10] ?? { base: 0, tax: 0 };
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #222; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 40px 50px 0; }
      h1 { margin: 0; font-size: 22px; letter-spacing: .4em; text-align: center; font-weight: 600; } h1 small { font-size: 11px; letter-spacing: 0; font-weight: normal; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 20px; }
      .to .n { font-size: 16px; border-bottom: 1px solid #222; padding-right: 24px; white-space: nowrap; display: inline-block; }
      .meta td { border: 1px solid #999; padding: 3px 10px; } .meta td:first-child { background: #f0f0ea; }
      .ab { display: flex; gap: 16px; margin-top: 18px; align-items: stretch; }
      .amt { border: 2px solid #333; padding: 10px 16px; width: 250px; } .amt .v { font-size: 22px; font-weight: bold; margin-top: 4px; }
      .bank { border: 1px solid #777; padding: 8px 14px; line-height: 1.75; flex: 1; } .bank b { display: block; }
      .det { width: 100%; margin-top: 18px; } .det th { border: 1px solid #666; background: #f0f0ea; font-weight: normal; padding: 3px; } .det td { border: 1px solid #999; padding: 3px 6px; } .det td.c { text-align: center; }
      .tot { margin: 10px 0 0 auto; } .tot td { border: 1px solid #999; padding: 3px 10px; } .tot td.l { background: #f0f0ea; width: 150px; } .tot td.num { width: 110px; } .tot tr.g td { font-weight: bold; font-size: 13px; }
      .org { position: relative; margin-top: auto; margin-bottom: 60px; width: 360px; line-height: 1.6; border-top: 1px solid #555; padding-top: 10px; } .org .nm { font-size: 15px; font-weight: bold; }`;
    const line = (x) =>
      `<tr><td>${x.name}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td><td class="c">${x.cls}</td></tr>`;
    const page = `<div class="wrap"><h1>ご請求書 <small>（組合員各位）</small></h1>
      <div class="hd"><div class="to"><span class="n">${d.buyerName}　御中</span><br>組合員番号 ${r.int(1, 480)}</div>
        <table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求番号</td><td>${d.no}</td></tr><tr><td>お支払期日</td><td>${fmt(d.due)}</td></tr></table></div>
      <div class="ab"><div class="amt">今回ご請求額<div class="v">¥${yen(total)}</div></div>
        <div class="bank"><b>お振込先</b>${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}</div></div>
      <table class="det"><tr><th style="text-align:left">品名・摘要</th><th style="width:44px">数量</th><th style="width:30px">単位</th><th style="width:70px">単価</th><th style="width:86px">金額</th><th style="width:54px">税区分</th></tr>${rows.map(line).join('')}${extra.map(line).join('')}</table>
      <div style="margin-top:4px;font-size:9px">※印は軽減税率（8%）対象です。</div>
      <table class="tot"><tr><td class="l">10%対象</td><td class="num">${yen(by10.base)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(by10.tax)}</td></tr>
        <tr><td class="l">8%対象</td><td class="num">${yen(by8.base)}</td></tr><tr><td class="l">消費税（8%）</td><td class="num">${yen(by8.tax)}</td></tr>
        <tr><td class="l">非課税・不課税 計</td><td class="num">${yen(outside)}</td></tr><tr class="g"><td class="l">今回ご請求額</td><td class="num">¥${yen(total)}</td></tr></table>
      <div class="org"><div class="nm">${issuer}</div>理事長　${chief}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${reg}
        ${kakuin(d, `left: ${r.int(200, 280)}px; top: 4px; opacity: .55;`)}</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});
