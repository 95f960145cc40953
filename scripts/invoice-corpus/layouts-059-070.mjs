// Invoice corpus layouts L59–L70: each pushed onto core.mjs's LAYOUTS, in order.
import {
  DATE_FORMATS,
  FORMS,
  GIVEN,
  LAYOUTS,
  PLACES,
  STEMS,
  SURNAMES,
  TYPE_LABEL,
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
import { billedMonth, itemsFrom, kakuin, landline, paddedRows, shuffle } from './layouts-019-028.mjs';
import { abbreviated, mail, setCorp } from './layouts-029-034.mjs';
import { ordinaryAtNetBank, rebank, representative, secondBank, tri } from './layouts-035-040.mjs';
import { daysBetween } from './layouts-047-052.mjs';
import { prefOf } from './layouts-053-058.mjs';

// ---- 59–64: written blind as the seventh round's fresh set, to be measured once at its end (ADR 0025).

// 59 — a clinic's 請求書 to a company for its staff's 健康診断: the 医療法人's name printed with its clinic's (above it
// small, after it on one line, or under it as 運営法人), the 受診期間 and 受診者数, per-person 健診 fees and options, the
// due date often printed as 2026年1月末日, the 振込先 as a header row over a value row, a 理事長 and a 院長 named.
const CLINIC_KINDS = [
  ['内科クリニック', 'ナイカクリニック'],
  ['健診クリニック', 'ケンシンクリニック'],
  ['メディカルクリニック', 'メディカルクリニック'],
  ['総合健診センター', 'ソウゴウケンシンセンター'],
  ['ファミリークリニック', 'ファミリークリニック'],
];
// [name, unit, lo, hi]: per-person fees in steps of 100 yen.
const CHECKUPS_MAIN = [
  ['定期健康診断（法定項目）', '名', 6000, 11000],
  ['生活習慣病予防健診', '名', 14000, 24000],
  ['雇入時健康診断', '名', 7000, 12000],
];
const CHECKUPS_MORE = [
  ['胃部X線検査（オプション）', '名', 3000, 6000],
  ['腫瘍マーカー（オプション）', '名', 2000, 4500],
  ['特殊健康診断（有機溶剤）', '名', 4000, 9000],
  ['インフルエンザ予防接種', '名', 3000, 5000],
  ['ストレスチェック実施', '名', 500, 1500],
  ['腹部超音波検査（オプション）', '名', 4000, 7000],
  ['結果報告書作成料', '式', 5000, 20000],
];
LAYOUTS.push({
  id: 'L59-kenshin-clinic',
  split: 'dev',
  title: "clinic's (医療法人) 健康診断 請求書 to a company",
  exercises:
    "a clinic's 請求書 to a company for its staff's 健康診断: a letterhead with the 医療法人's name (医療法人社団…会) and its clinic's (…クリニック, …健診センター) — the 法人 small above the clinic, both on one line, or the clinic first with 運営法人 under it — the 〒 address, TEL/FAX and 登録番号, the buyer with 御中 and a 健康管理ご担当 様, 請求日/請求書番号, 健診名/受診期間/受診者数/実施場所 rows, ご請求金額（税込）, per-person fees × 受診者数 with options, 小計/消費税（10%）/合計, お支払期限 as 2026年1月末日 or a date (年月日 or 令和), the 振込先 as a header row over a value row, the holder イ）…カイ (with the clinic's name or its 理事長) or spelled out, 理事長 and 院長 named beside a 角印",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const [stem, stemKana] = r.pick(STEMS.filter(([s]) => !/^[\u30a0-\u30ff]+$/.test(s)));
    const [kind, kindKana] = r.pick(CLINIC_KINDS);
    const hojin = r.pick(['医療法人社団', '医療法人社団', '医療法人', '医療法人財団']);
    d.corpBody = `${stem}会`;
    d.issuerName = `${hojin}${stem}会`;
    const clinic = `${stem}${kind}`;
    const [sn, snk] = r.pick(SURNAMES);
    const [gn, gnk] = r.pick(GIVEN);
    const chair = `${sn} ${gn}`;
    const head = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const spelledOut = {
      医療法人社団: 'イリョウホウジンシャダン',
      医療法人財団: 'イリョウホウジンザイダン',
      医療法人: 'イリョウホウジン',
    }[hojin];
    d.holderBase = r.pick([
      `イ）${stemKana}カイ`,
      `イ）${stemKana}カイ ${stemKana}${kindKana}`,
      `イ）${stemKana}カイ リジチョウ ${snk} ${gnk}`,
      `${spelledOut} ${stemKana}カイ`,
    ]);
    landline(d);
    ordinaryAtNetBank(d);
    const [by, bm] = billedMonth(d.issue);
    const last = endOfMonth(by, bm);
    const nm = addDays(endOfMonth(d.issue[0], d.issue[1]), 1);
    d.due = endOfMonth(nm[0], nm[1]);
    const visiting = r.chance(0.4);
    const people = r.int(8, 80);
    const round = (lo, hi) => r.int(lo / 100, hi / 100) * 100;
    const [mainName, mainUnit, mlo, mhi] = r.pick(CHECKUPS_MAIN);
    const items = [{ name: mainName, unit: mainUnit, qty: people, price: round(mlo, mhi), rate: 10 }];
    for (const [name, unit, lo, hi] of shuffle(r, CHECKUPS_MORE).slice(0, r.int(1, 3)))
      items.push({ name, unit, qty: unit === '式' ? 1 : r.int(2, people), price: round(lo, hi), rate: 10 });
    if (visiting) items.push({ name: '巡回健診 出張費（健診車1台）', unit: '式', qty: 1, price: round(30000, 80000), rate: 10 });
    for (const it of items) it.amount = it.qty * it.price;
    d.items = items;
    d.sum = summarize(items);
    const s = d.sum;
    const wareki = r.chance(0.4);
    const fmt = DATE_FORMATS[wareki ? 'wareki' : 'seireki'];
    const matsu = r.chance(0.65);
    const [dy, dm] = d.due;
    const dueText = matsu ? `${wareki ? `令和${reiwa(dy)}` : dy}年${dm}月末日` : fmt(d.due);
    const period = visiting ? `${fmt([by, bm, r.int(1, last[2])])}（貴社にて巡回実施）` : `${fmt([by, bm, 1])}～${fmt(last)}`;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full', 'big']));
    const names = r.int(0, 2);
    const accent = r.pick(['#1b7f79', '#2d6aa3', '#3f7d3a']);
    const nameBlock = [
      `<div class="hj">${d.issuerName}</div><div class="cl">${clinic}</div>`,
      `<div class="cl one">${d.issuerName}　${clinic}</div>`,
      `<div class="cl">${clinic}</div><div class="hj">運営法人　${d.issuerName}</div>`,
    ][names];
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 11.5px; color: #222; }
      .lh { display: flex; align-items: center; gap: 14px; padding: 30px 54px 14px; border-bottom: 3px solid ${accent}; }
      .mk { width: 46px; height: 46px; border-radius: 50%; background: ${accent}; color: #fff; font-size: 34px; line-height: 44px; text-align: center; font-weight: bold; flex: none; }
      .hj { font-size: 11.5px; color: #444; } .cl { font-size: 21px; font-weight: bold; color: ${accent}; letter-spacing: .04em; white-space: nowrap; }
      .cl.one { font-size: 17px; } .lhr { margin-left: auto; text-align: right; line-height: 1.6; font-size: 10.5px; }
      .wrap { padding: 16px 54px; } h1 { text-align: center; font-size: 24px; letter-spacing: .7em; margin: 4px 0 14px; font-weight: 500; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .to { line-height: 1.7; } .to .n { font-size: 17px; border-bottom: 1px solid #222; padding-right: 24px; white-space: nowrap; }
      .meta td { padding: 2px 0 2px 14px; } .meta td:first-child { color: #555; }
      .info { margin-top: 14px; } .info th, .info td { border: 1px solid #aaa; padding: 4px 10px; font-weight: normal; text-align: left; }
      .info th { background: #eef5f4; width: 90px; }
      .amt { margin-top: 14px; display: flex; gap: 30px; align-items: baseline; border-bottom: 2px solid ${accent}; padding: 4px 2px; width: 460px; }
      .amt b { font-size: 22px; }
      .items { width: 100%; margin-top: 14px; } .items th { background: ${accent}; color: #fff; font-weight: normal; padding: 4px; }
      .items td { border-bottom: 1px solid #ccc; padding: 4px 6px; }
      .sum { margin: 8px 0 0 auto; } .sum th { text-align: left; font-weight: normal; padding: 3px 30px 3px 8px; border-bottom: 1px solid #ccc; }
      .sum td { text-align: right; padding: 3px 8px; border-bottom: 1px solid #ccc; min-width: 110px; } .sum .g th, .sum .g td { font-weight: bold; font-size: 13px; }
      .bank { width: 100%; margin-top: 16px; } .bank th, .bank td { border: 1px solid #999; padding: 4px 8px; font-weight: normal; text-align: center; }
      .bank th { background: #eef5f4; font-size: 10.5px; }
      .sign { position: relative; margin-top: 18px; text-align: right; line-height: 1.7; padding-right: 80px; }`;
    const page = `<div class="lh"><div class="mk">+</div><div>${nameBlock}</div>
        <div class="lhr">〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}</div></div>
      <div class="wrap"><h1>御請求書</h1>
        <div class="top"><div class="to"><div class="n">${d.buyerName}　御中</div><div>${r.pick(['人事部', '総務部', '管理部', '健康推進室'])}　健康管理ご担当　${d.buyerPerson} 様</div></div>
          <table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書番号</td><td>${d.no}</td></tr></table></div>
        <p style="margin:14px 0 0">平素より格別のご高配を賜り厚く御礼申し上げます。貴社従業員の皆様の健康診断を下記のとおり実施いたしましたので、ご請求申し上げます。</p>
        <table class="info"><tr><th>健診名</th><td>${bm >= 4 ? by : by - 1}年度　${mainName.replace(/（.*）/, '')}</td></tr><tr><th>受診期間</th><td>${period}</td></tr>
          <tr><th>受診者数</th><td>${people}名（受診者一覧は別紙のとおり）</td></tr><tr><th>実施場所</th><td>${visiting ? '貴社事業所（健診車）' : `当院（${clinic}）`}</td></tr></table>
        <div class="amt"><span>ご請求金額（税込）</span><b>￥${yen(s.total)}-</b></div>
        <div style="margin-top:6px">お支払期限　${dueText}</div>
        <table class="items"><tr><th>健診項目</th><th style="width:80px">単価</th><th style="width:70px">人数・数量</th><th style="width:100px">金額</th></tr>
          ${rowsOf(items, [[(it) => it.name], [(it) => yen(it.price), 'num'], [(it) => `${it.qty}${it.unit}`, 'num'], [(it) => yen(it.amount), 'num']])}</table>
        <table class="sum"><tr><th>小計</th><td>${yen(s.subtotal)}</td></tr><tr><th>消費税（10%）</th><td>${yen(s.tax)}</td></tr><tr class="g"><th>合計</th><td>${yen(s.total)}</td></tr></table>
        <div style="margin-top:12px;font-weight:bold">お振込先</div>
        <table class="bank"><tr><th>金融機関名</th><th>支店名</th><th>預金種目</th><th>口座番号</th><th>口座名義</th></tr>
          <tr><td>${d.bank.name}</td><td>${d.branch.name}</td><td>${TYPE_LABEL[d.type]}</td><td>${d.account}</td><td>${holder}</td></tr></table>
        <p style="font-size:10px;color:#555">※健康診断（企業健診）の費用は消費税の課税対象です。※振込手数料は貴社にてご負担くださいますようお願いいたします。</p>
        <div class="sign">理事長　${chair}<br>院長　${head}${kakuin(d, 'right: 0; top: 0;')}</div></div>`;
    return { pages: [page], css, printed: { holder } };
  },
});

// 60 — an architect's office (一級建築士事務所) billing one installment of a 設計・監理 contract: the contract's sum and a
// schedule of 4 or 5 stages (契約時 30% …), the stages already billed marked 請求済, 今回ご請求額 the stage due now; the
// office's 登録 and its 管理建築士 named under the company.
const SEKKEI_TRADES = [
  ['設計', 'セッケイ'],
  ['建築設計', 'ケンチクセッケイ'],
  ['設計事務所', 'セッケイジムショ'],
  ['アーキテクツ', 'アーキテクツ'],
  ['建築研究所', 'ケンチクケンキュウジョ'],
];
const PLAN_KINDS = [
  '本社ビル新築計画',
  '物流倉庫新築計画',
  '賃貸マンション新築計画',
  '社員寮改修計画',
  '店舗新築計画',
  '研修センター新築計画',
];
const STAGE_PLANS = [
  [
    ['契約時', 30],
    ['基本設計完了時', 30],
    ['実施設計完了時', 30],
    ['工事監理完了時', 10],
  ],
  [
    ['着手時', 20],
    ['基本設計完了時', 30],
    ['実施設計完了時', 30],
    ['竣工引渡時', 20],
  ],
  [
    ['契約時', 10],
    ['基本設計完了時', 20],
    ['実施設計完了時', 40],
    ['確認済証交付時', 10],
    ['竣工時', 20],
  ],
];
LAYOUTS.push({
  id: 'L60-sekkei-installment',
  split: 'dev',
  title: "architect's office billing one installment of a 設計・監理 contract",
  exercises:
    "an architect's office (株式会社…設計 一級建築士事務所) billing one installment of a 設計・監理業務委託契約: 業務報酬請求書 or 御請求書, the buyer with 御中, the project ((仮称)…新築計画), 契約日 and 契約金額 (税抜 and 税込), a payment schedule of 4–5 stages (回/支払時期/割合/税抜/消費税/税込/状況 with 請求済・今回ご請求), 既ご請求額 and 今回ご請求後残額 beside 今回ご請求額（税込） — the stage due now is the total, the issuer's 〒 address, TEL, 登録番号 with its 一級建築士事務所 知事登録 and a 管理建築士 (一級建築士 第…号) and 代表取締役 named, 令和 or 年月日 dates, the 振込先 with 店番 or not",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, SEKKEI_TRADES);
    landline(d);
    ordinaryAtNetBank(d);
    const plan = r.pick(STAGE_PLANS);
    const k = r.chance(0.15) ? 0 : r.int(1, plan.length - 1);
    const contract = r.int(30, 240) * 100000;
    const stages = plan.map(([when, pct]) => {
      const base = (contract * pct) / 100;
      return { when, pct, base, tax: base / 10, incl: base + base / 10 };
    });
    const now = stages[k];
    d.items = [
      {
        name: `設計・監理業務報酬　第${k + 1}回（${now.when}）`,
        unit: '式',
        qty: 1,
        price: now.base,
        amount: now.base,
        rate: 10,
      },
    ];
    d.sum = summarize(d.items);
    const s = d.sum;
    const billed = stages.slice(0, k).reduce((t, x) => t + x.incl, 0);
    const rest = (contract * 11) / 10 - billed - now.incl;
    const fmt = DATE_FORMATS[r.pick(['wareki', 'seireki'])];
    const signed = addDays(d.issue, -r.int(60, 400));
    const issuer = spelled(d, r.pick(['full', 'full', 'paren']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full']));
    const showBranchCode = r.chance(0.5);
    const pref = prefOf(d.address);
    const architect = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const project = `（仮称）${r.pick(STEMS)[0]}${r.pick(PLAN_KINDS)}`;
    const title = r.pick(['業務報酬請求書', '御請求書', '設計監理料 御請求書']);
    const status = (i) => (i < k ? '請求済' : i === k ? '今回ご請求' : '―');
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 11.5px; color: #222; }
      .wrap { padding: 46px 58px; } h1 { text-align: center; font-size: 24px; letter-spacing: .4em; margin: 0 0 22px; font-weight: 600; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .to .n { font-size: 18px; border-bottom: 1px solid #222; padding-right: 30px; white-space: nowrap; } .meta { text-align: right; line-height: 1.7; }
      .from { position: relative; margin-top: 10px; line-height: 1.6; font-size: 10.5px; text-align: right; } .from b { font-size: 15px; }
      .proj { margin-top: 14px; width: 100%; } .proj th, .proj td { border: 1px solid #888; padding: 4px 10px; font-weight: normal; text-align: left; }
      .proj th { background: #f1f0ec; width: 110px; }
      .now { margin-top: 16px; display: flex; border: 2px solid #222; width: 480px; } .now div { padding: 8px 14px; }
      .now .l { background: #222; color: #fff; } .now .v { font-size: 21px; font-weight: bold; flex: 1; text-align: right; }
      .sched { width: 100%; margin-top: 14px; } .sched th { background: #f1f0ec; border: 1px solid #888; font-weight: normal; padding: 4px; }
      .sched td { border: 1px solid #aaa; padding: 4px 6px; } .sched .c { text-align: center; } .sched tr.k td { background: #fff6d9; font-weight: bold; }
      .foot { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 14px; }
      .sum th { text-align: left; font-weight: normal; padding: 3px 24px 3px 8px; border-bottom: 1px solid #bbb; } .sum td { text-align: right; padding: 3px 8px; border-bottom: 1px solid #bbb; min-width: 110px; }
      .bank { border: 1px solid #888; padding: 8px 14px; line-height: 1.8; width: 330px; }`;
    const page = `<div class="wrap"><h1>${title}</h1>
      <div class="top"><div class="to"><div class="n">${d.buyerName}　御中</div></div>
        <div><div class="meta">請求日　${fmt(d.issue)}<br>請求番号　${d.no}</div>
          <div class="from"><b>${issuer}</b><br>一級建築士事務所　${pref}知事登録　第${r.int(10000, 69999)}号<br>〒${d.zip}　<span class="addr">${d.address}</span><br>
            TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}<br>${representative(d, r)}<br>管理建築士　${architect}（一級建築士 第${r.int(100000, 399999)}号）
            ${kakuin(d, 'right: -8px; top: -10px; opacity: .6;')}</div></div></div>
      <p style="margin:16px 0 0">拝啓　時下ますますご清栄のこととお慶び申し上げます。下記業務の報酬につき、契約に基づき第${k + 1}回分をご請求申し上げます。</p>
      <table class="proj"><tr><th>業務名</th><td>${project}　設計・監理業務</td></tr><tr><th>契約日</th><td>${fmt(signed)}</td></tr>
        <tr><th>契約金額</th><td>${yen(contract)}円（税抜）　／　${yen((contract * 11) / 10)}円（消費税込）</td></tr></table>
      <div class="now"><div class="l">今回ご請求額（税込）</div><div class="v">￥${yen(s.total)}-</div></div>
      <div style="margin-top:6px">お支払期日　${fmt(d.due)}</div>
      <table class="sched"><tr><th style="width:30px">回</th><th>支払時期</th><th style="width:44px">割合</th><th style="width:92px">報酬額（税抜）</th><th style="width:80px">消費税</th><th style="width:96px">合計（税込）</th><th style="width:74px">状況</th></tr>
        ${stages.map((x, i) => `<tr${i === k ? ' class="k"' : ''}><td class="c">${i + 1}</td><td>${x.when}</td><td class="c">${x.pct}%</td><td class="num">${yen(x.base)}</td><td class="num">${yen(x.tax)}</td><td class="num">${yen(x.incl)}</td><td class="c">${status(i)}</td></tr>`).join('')}
        <tr><td></td><td>契約金額合計</td><td class="c">100%</td><td class="num">${yen(contract)}</td><td class="num">${yen(contract / 10)}</td><td class="num">${yen((contract * 11) / 10)}</td><td></td></tr></table>
      <div class="foot"><div class="bank"><b>お振込先</b><br>${d.bank.name}　${d.branch.name}${showBranchCode ? `（店番 ${d.branch.code}）` : ''}<br>${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}</div>
        <table class="sum"><tr><th>既ご請求額（税込）</th><td>${yen(billed)}</td></tr><tr><th>今回ご請求額（税抜）</th><td>${yen(s.subtotal)}</td></tr>
          <tr><th>消費税（10%）</th><td>${yen(s.tax)}</td></tr><tr><th><b>今回ご請求額（税込）</b></th><td><b>${yen(s.total)}</b></td></tr>
          <tr><th>今回ご請求後残額（税込）</th><td>${yen(rest)}</td></tr></table></div>
      <p style="font-size:10px;color:#555;margin-top:14px">※振込手数料は貴社にてご負担願います。　敬具</p></div>`;
    return { pages: [page], css, printed: { issuer, holder, showBranchCode } };
  },
});

// 61 — a 機械工具 dealer's 請求書 printed twice on one A4 sheet from its 販売管理 software, the 請求書 and its 請求書（控）
// above and below a ミシン目 (either first), each half complete: No./請求日, the buyer's 〒 address with 御中, the issuer's
// block, ご請求金額 and お支払期限, six ruled rows of 品番/品名, the 振込先 beside the totals; the 控 with 検印/担当 boxes.
const TOOL_TRADES = [
  ['機工', 'キコウ'],
  ['機械工具', 'キカイコウグ'],
  ['産業資材', 'サンギョウシザイ'],
  ['商会', 'ショウカイ'],
  ['ツール', 'ツール'],
];
const TOOLS = [
  ['超硬ドリル φ6.5', '本', 800, 2400],
  ['六角棒レンチセット', 'セット', 1500, 4800],
  ['作業用手袋 L', '双', 120, 380],
  ['ウエス 10kg', '袋', 1800, 3200],
  ['結束バンド 200mm', '袋', 300, 900],
  ['潤滑スプレー 420ml', '本', 400, 1100],
  ['安全靴 26.0cm', '足', 4500, 9800],
  ['切断砥石 105mm', '枚', 90, 260],
  ['マスキングテープ 18mm', '巻', 80, 220],
  ['六角ボルト M8×30（100本入）', '箱', 900, 2600],
  ['エンドミル 2枚刃 φ10', '本', 2800, 7800],
  ['デジタルノギス 150mm', '個', 3200, 9800],
];
LAYOUTS.push({
  id: 'L61-twoup-hikae',
  split: 'dev',
  title: '請求書 and its 控 printed on one A4 sheet',
  exercises:
    "a 機械工具 dealer's 請求書 printed twice on one A4 sheet from its 販売管理 software, the customer's 請求書 and the 請求書（控）above and below a ミシン目 with a キリトリ線 (either first), each half complete and small: the title with No. and 請求日, the buyer's 〒 address and name with 御中, the issuer (㈱/(株) or spelled out) with 〒 address, TEL/FAX and 登録番号, ご請求金額（税込）and お支払期限 in a band, six ruled rows 品番/品名/数量/単位/単価/金額, the 振込先 on two lines beside 小計/消費税（10%）/合計, the 控 with 検印/担当 boxes, dot or slash dates, half-width holders",
  opts: (r, inst) => ({ rates: '10', bank: inst === 0 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, TOOL_TRADES);
    landline(d);
    ordinaryAtNetBank(d);
    const qtyOf = (unit, hi) => (hi < 1000 ? r.int(5, 100) : r.int(1, 12));
    d.items = itemsFrom(r, TOOLS, r.int(2, 6), qtyOf).map((it) => ({
      ...it,
      code: `${r.pick(['TK', 'MZ', 'NS', 'KO'])}-${r.digits(5)}`,
    }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['dot', 'slash'])];
    const issuer = spelled(d, r.pick(['full', 'circled', 'paren']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big']));
    const custNo = r.digits(6);
    const copyFirst = r.chance(0.4);
    const ink = r.pick(['#1f4e8c', '#2b6a3a', '#6b3d1e']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #111; }
      .half { position: absolute; left: 0; right: 0; height: 561px; padding: 24px 46px 0; }
      .h1 { top: 0; } .h2 { top: 562px; }
      .cut { position: absolute; left: 0; right: 0; top: 561px; border-top: 1px dashed #777; }
      .cut span { position: absolute; left: 50%; top: -8px; transform: translateX(-50%); background: #fff; padding: 0 10px; font-size: 9px; color: #666; }
      .hd { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid ${ink}; padding-bottom: 4px; }
      .hd h1 { margin: 0; font-size: 20px; letter-spacing: .5em; color: ${ink}; font-weight: 600; } .hd .m { text-align: right; line-height: 1.5; }
      .mid { display: flex; justify-content: space-between; margin-top: 8px; }
      .to { line-height: 1.5; width: 330px; } .to .n { font-size: 14px; border-bottom: 1px solid #111; margin-top: 4px; white-space: nowrap; }
      .from { line-height: 1.5; text-align: right; font-size: 9.5px; } .from b { font-size: 13px; }
      .kb { display: flex; justify-content: flex-end; margin-bottom: 3px; } .kb div { width: 44px; height: 38px; border: 1px solid #777; margin-left: -1px; font-size: 8.5px; text-align: center; }
      .band { display: flex; margin-top: 8px; border: 1.5px solid ${ink}; } .band div { padding: 4px 12px; } .band .l { background: ${ink}; color: #fff; }
      .band .v { font-size: 16px; font-weight: bold; min-width: 170px; text-align: right; } .band .d { margin-left: auto; border-left: 1px solid ${ink}; }
      .items { width: 100%; margin-top: 8px; } .items th { background: #eaeef4; border: 1px solid #777; font-weight: normal; padding: 2px; }
      .items td { border: 1px solid #999; padding: 2px 5px; height: 17px; white-space: nowrap; }
      .ft { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 8px; }
      .pay { line-height: 1.6; border: 1px solid #999; padding: 4px 10px; width: 400px; }
      .tot td, .tot th { border: 1px solid #777; padding: 2px 10px; font-weight: normal; } .tot th { background: #eaeef4; text-align: left; } .tot td { text-align: right; min-width: 100px; }`;
    const cols = [
      [(it) => it.code],
      [(it) => it.name],
      [(it) => yen(it.qty), 'num'],
      [(it) => it.unit],
      [(it) => yen(it.price), 'num'],
      [(it) => yen(it.amount), 'num'],
    ];
    const half = (copy, cls) => `<div class="half ${cls}">
        <div class="hd"><h1>${copy ? '請求書（控）' : '請求書'}</h1><div class="m">No. ${d.no}<br>請求日　${fmt(d.issue)}</div></div>
        <div class="mid"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<div class="n">${d.buyerName}　御中</div><div>得意先No. ${custNo}</div></div>
          <div>${copy ? '<div class="kb"><div>検印</div><div>担当</div></div>' : ''}<div class="from"><b>${issuer}</b><br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}</div></div></div>
        <div class="band"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(s.total)}</div><div class="d">お支払期限　${fmt(d.due)}</div></div>
        <table class="items"><tr><th style="width:70px">品番</th><th>品名</th><th style="width:44px">数量</th><th style="width:34px">単位</th><th style="width:62px">単価</th><th style="width:78px">金額</th></tr>
          ${paddedRows(d.items, cols, 6)}</table>
        <div class="ft"><div class="pay">お振込先：${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}<br>口座名義：${holder}</div>
          <table class="tot"><tr><th>小計</th><td>${yen(s.subtotal)}</td></tr><tr><th>消費税（10%）</th><td>${yen(s.tax)}</td></tr><tr><th>合計</th><td><b>${yen(s.total)}</b></td></tr></table></div>
        ${copy ? '<div style="margin-top:6px;font-size:9px;color:#555">※本票は控えです。</div>' : '<div style="margin-top:6px;font-size:9px;color:#555">※振込手数料は貴社にてご負担願います。</div>'}</div>`;
    const page = `${half(copyFirst, 'h1')}<div class="cut"><span>―――　キリトリ線　―――</span></div>${half(!copyFirst, 'h2')}`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 62 — a 石油販売店's monthly 請求書 for a company's vehicles and deliveries: one row per 給油 (月日, 車番, 品名, litres with
// decimals, a unit price with one decimal), 軽油 with its 軽油引取税 (不課税) on a row of its own, a four-cell box 課税対象額 /
// 消費税 / 軽油引取税 / 今回御請求額, dates as R7.12.25 or R07.12.05, and a footer table of three or four 取引銀行.
const FUEL_TRADES = [
  ['石油', 'セキユ'],
  ['燃料', 'ネンリョウ'],
  ['エネルギー', 'エネルギー'],
  ['石油店', 'セキユテン'],
  ['オイル', 'オイル'],
];
// price in tenths of a yen per litre; card: filled at the station (litres with two decimals), else delivered (whole 10 L).
const FUELS = [
  { name: 'レギュラーガソリン', lo: 1580, hi: 1850, card: true },
  { name: 'ハイオクガソリン', lo: 1690, hi: 1960, card: true },
  { name: '軽油', lo: 1250, hi: 1450, card: true, keiyu: true },
  { name: '灯油（配達）', lo: 1050, hi: 1300, card: false },
  { name: 'A重油（配達）', lo: 950, hi: 1150, card: false },
];
const FUEL_EXTRAS = [
  ['エンジンオイル交換（4L）', '式', 3000, 6800],
  ['洗車（手洗い）', '回', 1000, 2500],
  ['ワイパーブレード', '本', 1200, 2800],
  ['ウォッシャー液補充', '式', 300, 800],
];
LAYOUTS.push({
  id: 'L62-sekiyu-banks',
  split: 'dev',
  title: "石油販売店's monthly 請求書 with 軽油引取税 and a footer of several banks",
  exercises:
    "a 石油販売店's monthly 請求書 to a company (末日締 or 20日締): the buyer's 〒 address with 御中 and 得意先No., 締切日/請求日/請求No., the issuer (㈲/(有), ㈱ or spelled out, 有限会社 often) with its SS, 〒 address, TEL/FAX and 登録番号, a four-cell box 課税対象額/消費税額（10%）/軽油引取税（不課税）/今回御請求額 (the last the total), one row per 給油 or 配達 (月日, 車番, 品名, 数量 in litres with two decimals or whole, 単価 with one decimal, 金額, 税区分) with 軽油's 軽油引取税 32.1円/L on a row of its own marked 不課税, oil changes and car washes, dates as R7.12.25 or R07.12.05, お支払期限, and a footer table of three or four 取引銀行 (いずれかの口座へ) over one 口座名義 — the first row the account",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'main' : 'other' }),
  render(d, r) {
    setCorp(d, r, FUEL_TRADES, [...FORMS.filter(([f]) => f !== '合同会社'), ['有限会社', 'ユ']]);
    landline(d);
    if (!d.bank.main && r.chance(0.4)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const twenty = r.chance(0.5);
    const closing = twenty ? [y, m, 20] : endOfMonth(y, m);
    const from = twenty ? addDays(closing, -29) : [y, m, 1];
    d.issue = r.chance(0.5) ? closing : addDays(closing, r.int(1, 5));
    const nm = addDays(endOfMonth(y, m), 1);
    d.due = r.chance(0.6) ? endOfMonth(nm[0], nm[1]) : [nm[0], nm[1], 20];
    const cars = Array.from({ length: r.int(2, 4) }, () => `${r.int(10, 99)}-${r.digits(2)}`);
    const fuels = shuffle(r, FUELS).slice(0, r.int(2, 3));
    if (!fuels.some((f) => f.keiyu) && r.chance(0.7)) fuels[0] = FUELS[2];
    const span = daysBetween(from, closing);
    const rows = [];
    let keiyuTax = 0;
    const n = r.int(6, 11);
    for (let i = 0; i < n; i++) {
      const f = r.pick(fuels);
      const dt = addDays(from, r.int(0, span));
      const price10 = r.int(f.lo, f.hi);
      const q100 = f.card ? r.int(1500, 8000) : r.int(10, 60) * 1000;
      const amount = Math.floor((q100 * price10) / 1000);
      const qtyText = f.card ? (q100 / 100).toFixed(2) : String(q100 / 100);
      rows.push({
        dt,
        car: f.card ? r.pick(cars) : '配達',
        name: f.name,
        qtyText,
        unit: 'L',
        priceText: (price10 / 10).toFixed(1),
        amount,
        rate: 10,
      });
      if (f.keiyu) {
        const t = Math.floor((q100 * 321) / 1000);
        keiyuTax += t;
        rows.push({ dt, car: '', name: '　軽油引取税', qtyText, unit: 'L', priceText: '32.1', amount: t, exempt: true });
      }
    }
    for (const [name, unit, lo, hi] of shuffle(r, FUEL_EXTRAS).slice(0, r.int(0, 2))) {
      const price = r.int(lo / 10, hi / 10) * 10;
      const qty = unit === '本' ? 2 : 1;
      rows.push({
        dt: addDays(from, r.int(0, span)),
        car: r.pick(cars),
        name,
        qtyText: String(qty),
        unit,
        priceText: yen(price),
        amount: qty * price,
        rate: 10,
      });
    }
    rows.sort((a, b) => iso(a.dt).localeCompare(iso(b.dt)));
    d.items = rows.filter((x) => !x.exempt).map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const total = s.total + keiyuTax;
    const padded = r.chance(0.5);
    const fmt = padded ? ([yy, mm, dd]) => `R${pad2(yy - 2018)}.${pad2(mm)}.${pad2(dd)}` : DATE_FORMATS.warekiShort;
    const issuer =
      d.form === '株式会社'
        ? spelled(d, r.pick(['full', 'circled']))
        : r.chance(0.5)
          ? abbreviated(d, r.pick([0, 1]))
          : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half-big']));
    const banks = [{ name: d.bank.name, branch: d.branch.name, type: d.type, account: d.account }];
    const nBanks = r.int(3, 4);
    while (banks.length < nBanks) {
      const b = secondBank(d, r);
      if (!banks.some((x) => x.name === b.name)) banks.push(b);
    }
    const ss = `${r.pick(['駅前', 'バイパス', '中央', 'インター', '本町'])}SS`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10.5px; color: #111; }
      .wrap { padding: 34px 46px; } h1 { font-size: 24px; margin: 0; letter-spacing: .6em; font-weight: 600; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 10px; }
      .to { line-height: 1.55; width: 330px; } .to .n { font-size: 15px; border-bottom: 1px solid #111; margin-top: 6px; white-space: nowrap; }
      .meta td, .meta th { border: 1px solid #666; padding: 2px 8px; font-weight: normal; } .meta th { background: #eee; }
      .from { margin-top: 8px; line-height: 1.55; text-align: right; } .from b { font-size: 15px; }
      .box4 { margin-top: 12px; } .box4 th, .box4 td { border: 1.5px solid #111; padding: 3px 10px; font-weight: normal; width: 150px; text-align: center; }
      .box4 th { background: #eee; } .box4 td { text-align: right; font-size: 14px; height: 28px; } .box4 td.g { font-weight: bold; font-size: 16px; background: #fff7d6; }
      .det { width: 100%; margin-top: 10px; } .det th { background: #eee; border: 1px solid #666; font-weight: normal; padding: 2px; }
      .det td { border-left: 1px solid #666; border-right: 1px solid #666; border-bottom: 1px dotted #aaa; padding: 2px 5px; } .det .c { text-align: center; }
      .det tr.ex td { color: #444; } .det tr:last-child td { border-bottom: 1px solid #666; }
      .banks { width: 100%; margin-top: 10px; } .banks th, .banks td { border: 1px solid #777; padding: 3px 8px; font-weight: normal; text-align: left; }
      .banks th { background: #eee; }
      .footer { position: absolute; left: 46px; right: 46px; bottom: 34px; }`;
    const page = `<div class="wrap"><h1>御請求書</h1>
      <div class="top"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<div class="n">${d.buyerName}　御中</div><div>得意先No. ${r.digits(4)}</div></div>
        <div><table class="meta" style="margin-left:auto"><tr><th>締切日</th><th>請求日</th><th>請求No.</th></tr><tr><td>${fmt(closing)}</td><td>${fmt(d.issue)}</td><td>${d.no}</td></tr></table>
          <div class="from"><b>${issuer}</b><br>${ss}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}</div></div></div>
      <div style="margin-top:10px">毎度格別のお引き立てを賜りありがとうございます。${twenty ? '20日' : '末日'}締めにて下記のとおりご請求申し上げます。</div>
      <table class="box4"><tr><th>課税対象額</th><th>消費税額（10%）</th>${keiyuTax ? '<th>軽油引取税（不課税）</th>' : ''}<th>今回御請求額</th></tr>
        <tr><td>${yen(s.subtotal)}</td><td>${yen(s.tax)}</td>${keiyuTax ? `<td>${yen(keiyuTax)}</td>` : ''}<td class="g">${yen(total)}</td></tr></table>
      <div style="margin-top:6px">お支払期限　${fmt(d.due)}</div>
      <table class="det"><tr><th style="width:44px">月日</th><th style="width:50px">車番</th><th>品名</th><th style="width:60px">数量</th><th style="width:28px">単位</th><th style="width:60px">単価</th><th style="width:74px">金額</th><th style="width:50px">税区分</th></tr>
        ${rows.map((x) => `<tr${x.exempt ? ' class="ex"' : ''}><td class="c">${pad2(x.dt[1])}/${pad2(x.dt[2])}</td><td class="c">${x.car}</td><td>${x.name}</td><td class="num">${x.qtyText}</td><td class="c">${x.unit}</td><td class="num">${x.priceText}</td><td class="num">${yen(x.amount)}</td><td class="c">${x.exempt ? '不課税' : '10%'}</td></tr>`).join('')}</table>
      ${keiyuTax ? '<div style="font-size:9.5px;margin-top:3px">※軽油引取税（32.1円/L）は地方税のため消費税の課税対象外です。</div>' : ''}
      <div class="footer"><div><b>お取引銀行</b>　下記いずれかの口座へお振込みください。</div>
        <table class="banks"><tr><th>金融機関</th><th>支店</th><th>預金種目</th><th>口座番号</th></tr>
          ${banks.map((b) => `<tr><td>${b.name}</td><td>${b.branch}</td><td>${TYPE_LABEL[b.type]}</td><td>${b.account}</td></tr>`).join('')}
          <tr><th>口座名義（各口座共通）</th><td colspan="3">${holder}</td></tr></table>
        <div style="font-size:9.5px;margin-top:4px;color:#444">※振込手数料は貴社にてご負担願います。</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 63 — a 仕出し弁当屋's monthly 御請求書 to an office, a sole proprietor under its 屋号: every price 税込 (内税), the month's
// daily orders as a calendar (a count per weekday), the 会議用 orders listed apart, a product table with 税込単価, the
// 8% / 10% 対象 totals each with its 内消費税, and ご請求金額（税込）the sum.
const BENTO_YAGO = [
  ['お弁当の{w}', 'オベントウノ{W}'],
  ['仕出し{w}', 'シダシ{W}'],
  ['{w}弁当', '{W}ベントウ'],
  ['割烹{w}', 'カッポウ{W}'],
  ['デリカ{w}', 'デリカ{W}'],
];
const BENTO_WORDS = [
  ['ひなた', 'ヒナタ'],
  ['こもれび', 'コモレビ'],
  ['まる善', 'マルゼン'],
  ['福よし', 'フクヨシ'],
  ['さくら', 'サクラ'],
  ['いろは', 'イロハ'],
  ['やまと', 'ヤマト'],
];
LAYOUTS.push({
  id: 'L63-bento-uchizei',
  split: 'dev',
  title: "仕出し弁当屋's monthly 御請求書 with 税込 prices and a calendar of orders",
  exercises:
    "a 仕出し弁当屋's monthly 御請求書 to an office: a sole proprietor under its 屋号 (お弁当の…, 仕出し…, 割烹…) with 代表 and the owner's name, 〒 address, TEL and ご注文FAX, 登録番号; the buyer with 御中; ○月分, 請求日, 請求書番号; every price 税込 (内税): the month's daily orders as a calendar grid (日〜土, a count of 日替 and 幕の内 per day), 会議用 orders (松花堂弁当, お茶, 配達料 at 10%) listed apart, a product table 税込単価 × 数量 = 税込金額 with 税率, 8%対象 and 10%対象 totals each with（内消費税 …）, ご請求金額（税込）the sum, お支払期限 (翌月10日 or 末日), the 振込先 (holder the owner's name, with the 屋号's kana or not, full- or half-width)",
  opts: (r, inst) => ({ sole: true, bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    const [yt, ytk] = r.pick(BENTO_YAGO);
    const [w, wk] = r.pick(BENTO_WORDS);
    d.yago = yt.replace('{w}', w);
    d.issuerName = d.yago;
    if (r.chance(0.5)) d.holderBase = `${ytk.replace('{W}', wk)} ${d.holderBase}`;
    landline(d);
    ordinaryAtNetBank(d);
    const [by, bm] = billedMonth(d.issue);
    const last = endOfMonth(by, bm);
    d.issue = r.chance(0.6) ? last : addDays(last, r.int(1, 5));
    const nm = addDays(last, 1);
    d.due = r.chance(0.5) ? [nm[0], nm[1], 10] : endOfMonth(nm[0], nm[1]);
    const p = {
      daily: r.pick([540, 594, 648]),
      makunouchi: r.pick([864, 918, 972]),
      shokado: r.pick([2160, 2700, 3240]),
      tea: r.pick([140, 151, 162]),
      delivery: r.pick([550, 1100]),
    };
    const days = [];
    let dailyN = 0;
    let makuN = 0;
    for (let day = 1; day <= last[2]; day++) {
      const wd = new Date(Date.UTC(by, bm - 1, day)).getUTCDay();
      const open = wd >= 1 && wd <= 5 && !(bm === 1 && day <= 3) && r.chance(0.92);
      const a = open ? r.int(4, 24) : 0;
      const b = open && r.chance(0.4) ? r.int(1, 6) : 0;
      dailyN += a;
      makuN += b;
      days.push({ day, wd, a, b });
    }
    const meetings = Array.from({ length: r.int(1, 3) }, () => {
      const dd = days.filter((x) => x.a)[r.int(0, days.filter((x) => x.a).length - 1)].day;
      return { day: dd, n: r.int(6, 20) };
    }).sort((a, b) => a.day - b.day);
    const shokadoN = meetings.reduce((t, x) => t + x.n, 0);
    const teaN = meetings.reduce((t, x) => t + (r.chance(0.8) ? x.n : 0), 0);
    const items = [
      { name: '日替わり弁当', price: p.daily, qty: dailyN, rate: 8 },
      ...(makuN ? [{ name: '幕の内弁当', price: p.makunouchi, qty: makuN, rate: 8 }] : []),
      { name: '会議用 松花堂弁当', price: p.shokado, qty: shokadoN, rate: 8 },
      ...(teaN ? [{ name: 'お茶（500ml）', price: p.tea, qty: teaN, rate: 8 }] : []),
      { name: '配達料（会議用）', price: p.delivery, qty: meetings.length, rate: 10 },
    ].map((it) => ({ ...it, amount: it.price * it.qty }));
    d.items = items;
    const by8 = items.filter((it) => it.rate === 8).reduce((t, it) => t + it.amount, 0);
    const by10 = items.filter((it) => it.rate === 10).reduce((t, it) => t + it.amount, 0);
    const total = by8 + by10;
    const fmt = DATE_FORMATS[r.pick(['seireki', 'seirekiPad', 'slash'])];
    const holder = holderPrinted(d, r.pick(['full', 'half', 'half-big']));
    const serif = d.yago.startsWith('割烹') || r.chance(0.3);
    const ink = r.pick(['#8a2b1d', '#2f5d3a', '#4a3b2a']);
    const lead = (new Date(Date.UTC(by, bm - 1, 1)).getUTCDay() + 6) % 7;
    const cells = [...Array.from({ length: lead }, () => null), ...days];
    while (cells.length % 7) cells.push(null);
    const weeks = [];
    for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
    const cell = (x) =>
      !x
        ? '<td class="e"></td>'
        : `<td class="${x.wd === 0 || x.wd === 6 ? 'we' : ''}"><div class="dn">${x.day}</div>${x.a ? `<div>日替 ${x.a}</div>` : ''}${x.b ? `<div>幕 ${x.b}</div>` : ''}</td>`;
    const css = `body { font-family: ${serif ? "'Noto Serif CJK JP'" : "'Noto Sans CJK JP'"}; font-size: 11px; color: #222; }
      .wrap { padding: 36px 50px; } .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .yago { font-size: 26px; font-weight: bold; color: ${ink}; letter-spacing: .08em; white-space: nowrap; }
      .from { line-height: 1.55; margin-top: 4px; font-size: 10.5px; }
      .ttl { text-align: right; } .ttl h1 { margin: 0; font-size: 26px; letter-spacing: .5em; font-weight: 600; } .ttl div { line-height: 1.6; }
      .to { margin-top: 14px; font-size: 17px; border-bottom: 1px solid #222; display: inline-block; padding-right: 40px; }
      .amt { margin-top: 12px; display: flex; gap: 24px; align-items: baseline; } .amt b { font-size: 22px; border-bottom: 3px double #222; padding: 0 8px; }
      .cal { width: 100%; margin-top: 10px; table-layout: fixed; } .cal th { background: ${ink}; color: #fff; font-weight: normal; padding: 2px; }
      .cal td { border: 1px solid #bbb; height: 40px; vertical-align: top; padding: 1px 4px; font-size: 9.5px; line-height: 1.25; }
      .cal .dn { font-weight: bold; font-size: 10px; } .cal .we { background: #f4f1ec; } .cal .e { background: #fafafa; }
      .two { display: flex; gap: 16px; margin-top: 10px; align-items: flex-start; }
      .t th { background: #f1ece4; border: 1px solid #aaa; font-weight: normal; padding: 3px; } .t td { border: 1px solid #bbb; padding: 3px 6px; }
      .sum { margin: 8px 0 0 auto; } .sum th { text-align: left; font-weight: normal; padding: 3px 20px 3px 8px; border-bottom: 1px solid #bbb; }
      .sum td { text-align: right; padding: 3px 8px; border-bottom: 1px solid #bbb; } .sum .g th, .sum .g td { font-weight: bold; font-size: 13px; border-bottom: 2px solid #222; }
      .bank { margin-top: 12px; border: 1px solid #999; padding: 6px 12px; line-height: 1.75; width: 430px; }`;
    const page = `<div class="wrap"><div class="top">
        <div><div class="yago">${d.yago}</div><div class="from">代表　${d.person}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　ご注文FAX ${d.fax}<br>登録番号　${d.reg}</div></div>
        <div class="ttl"><h1>御請求書</h1><div>${bm}月分<br>請求日　${fmt(d.issue)}<br>請求書番号　${d.no}</div></div></div>
      <div class="to">${d.buyerName}　御中</div>
      <p style="margin:10px 0 0">毎度ご用命いただき誠にありがとうございます。${bm}月分のお弁当代を下記のとおりご請求申し上げます。（表示価格はすべて税込です）</p>
      <div class="amt"><span>ご請求金額（税込）</span><b>￥${yen(total)}</b><span>お支払期限　${fmt(d.due)}</span></div>
      <table class="cal"><tr>${['月', '火', '水', '木', '金', '土', '日'].map((x) => `<th>${x}</th>`).join('')}</tr>
        ${weeks.map((wk) => `<tr>${wk.map(cell).join('')}</tr>`).join('')}</table>
      <div class="two"><table class="t"><tr><th colspan="3">会議用ご注文</th></tr><tr><th>日付</th><th>内容</th><th>数量</th></tr>
          ${meetings.map((x) => `<tr><td>${bm}/${x.day}</td><td>松花堂弁当</td><td class="num">${x.n}個</td></tr>`).join('')}</table>
        <div style="flex:1"><table class="t" style="width:100%"><tr><th>品名</th><th>税込単価</th><th>数量</th><th>税込金額</th><th>税率</th></tr>
          ${rowsOf(items, [[(it) => `${it.name}${it.rate === 8 ? ' ※' : ''}`], [(it) => yen(it.price), 'num'], [(it) => yen(it.qty), 'num'], [(it) => yen(it.amount), 'num'], [(it) => `${it.rate}%`, 'num']])}</table>
          <table class="sum"><tr><th>8%対象（税込）</th><td>${yen(by8)}</td><td>（内消費税 ${yen(Math.floor((by8 * 8) / 108))}）</td></tr>
            <tr><th>10%対象（税込）</th><td>${yen(by10)}</td><td>（内消費税 ${yen(Math.floor((by10 * 10) / 110))}）</td></tr>
            <tr class="g"><th>合計（税込）</th><td>${yen(total)}</td><td></td></tr></table></div></div>
      <div style="font-size:10px;margin-top:4px">※は軽減税率（8%）対象です。配達料は標準税率（10%）です。</div>
      <div class="bank">【お振込先】${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}</div></div>`;
    return { pages: [page], css, printed: { holder, total } };
  },
});

// 64 — a 自動車整備工場's 車検整備 御請求書 for a company car: the 指定/認証工場 number under the name, the vehicle (登録番号,
// 車名, 型式, 走行距離, 入庫日/出庫日, 次回車検満了日), rows with 部品代 and 技術料 in two columns, then 法定費用 (重量税,
// 自賠責保険料, 印紙代: 非課税) added after the 消費税, ご請求金額 the sum of both.
const GARAGE_TRADES = [
  ['自動車', 'ジドウシャ'],
  ['モータース', 'モータース'],
  ['自動車工業', 'ジドウシャコウギョウ'],
  ['オート', 'オート'],
  ['自動車整備', 'ジドウシャセイビ'],
];
// [車名, 型式, 重量税 (24ヶ月), 自賠責 (24ヶ月)]
const CARS = [
  ['トヨタ プリウス', '6AA-MXWH60', 24600, 17650],
  ['トヨタ カローラフィールダー', 'DBA-NZE164G', 24600, 17650],
  ['日産 セレナ', '6AA-GC28', 32800, 17650],
  ['マツダ CX-5', '6BA-KF5P', 32800, 17650],
  ['ホンダ N-BOX', '6BA-JF3', 6600, 17540],
  ['スズキ エブリイワゴン', '3BA-DA17W', 6600, 17540],
  ['トヨタ アクア', '6AA-MXPK11', 16400, 17650],
];
const PLATE_AREAS = ['品川', '練馬', '足立', '多摩', '横浜', '大宮', 'なにわ', '名古屋', '福岡', '札幌', '宮城', '神戸'];
// [作業, parts: [部品名, unit, qty lo, qty hi, price lo, price hi] | null, 技術料 lo, hi]
const SHAKEN_WORK = [
  ['エンジンオイル交換', ['エンジンオイル 0W-20', 'L', 3, 5, 1100, 1800], 1100, 2200],
  ['オイルエレメント交換', ['オイルエレメント', '個', 1, 1, 1200, 2400], 1100, 1650],
  ['ブレーキフルード交換', ['ブレーキフルード DOT4', 'L', 1, 1, 1500, 3000], 4400, 6600],
  ['ワイパーゴム交換', ['ワイパーゴム', '本', 2, 2, 800, 1400], 0, 0],
  ['バッテリー交換', ['バッテリー', '個', 1, 1, 12000, 28000], 1100, 2200],
  ['冷却水（LLC）交換', ['LLC', 'L', 2, 4, 800, 1200], 3300, 5500],
  ['ブレーキパッド交換（フロント）', ['ブレーキパッド', 'セット', 1, 1, 6000, 12000], 6600, 9900],
  ['下回りスチーム洗浄・防錆塗装', null, 3000, 6000],
  ['エアコンフィルター交換', ['エアコンフィルター', '個', 1, 1, 1800, 3500], 550, 1100],
];
LAYOUTS.push({
  id: 'L64-shaken-seibi',
  split: 'dev',
  title: "自動車整備工場's 車検整備 御請求書 with 法定費用",
  exercises:
    "a 自動車整備工場's 車検整備 御請求書 for a company car: the issuer's name with its 指定工場 / 認証工場 number (…運輸局長 指定 第…号), 〒 address, TEL/FAX and 登録番号, the buyer with 御中, 請求日/請求書No., a vehicle table (登録番号 品川 300 さ 12-34, 車名, 型式, 走行距離, 入庫日, 出庫日, 次回車検満了日), ご請求金額 in a box, rows 作業内容/部品名/数量/部品代/技術料 with the two amount columns summed apart (24ヶ月定期点検整備 and 車検代行料 labour only), 課税小計 and 消費税（10%）, then 法定費用（非課税）: 自動車重量税, 自賠責保険料（24ヶ月）, 検査登録印紙代, ご請求金額 = 課税合計 + 法定費用, お支払期限, the 振込先 boxed, 令和 or 年月日 dates, ㈲/(有) or spelled out",
  opts: (r, inst) => ({ rates: '10', bank: inst === 0 ? 'main' : 'other' }),
  render(d, r) {
    setCorp(d, r, GARAGE_TRADES, [...FORMS.filter(([f]) => f !== '合同会社'), ['有限会社', 'ユ']]);
    landline(d);
    if (!d.bank.main && r.chance(0.5)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [car, model, weightTax, jibai] = r.pick(CARS);
    const kei = weightTax === 6600;
    const designated = r.chance(0.6);
    const stamp = designated ? (kei ? 1400 : 1800) : kei ? 2200 : 2300;
    const step100 = (lo, hi) => (hi ? r.int(lo / 100, hi / 100) * 100 : 0);
    const step10 = (lo, hi) => r.int(lo / 10, hi / 10) * 10;
    const rows = [
      { work: '24ヶ月定期点検整備', part: '', qty: '', parts: 0, labour: step100(18000, 28000) },
      { work: '車検代行料（検査・登録手続）', part: '', qty: '', parts: 0, labour: step100(9000, 15000) },
    ];
    for (const [work, parts, lo, hi] of shuffle(r, SHAKEN_WORK).slice(0, r.int(2, 5))) {
      if (!parts) {
        rows.push({ work, part: '', qty: '', parts: 0, labour: step100(lo, hi) });
        continue;
      }
      const [pname, unit, qlo, qhi, plo, phi] = parts;
      const q = r.int(qlo, qhi);
      rows.push({ work, part: pname, qty: `${q}${unit}`, parts: q * step10(plo, phi), labour: step100(lo, hi) });
    }
    const partsSum = rows.reduce((t, x) => t + x.parts, 0);
    const labourSum = rows.reduce((t, x) => t + x.labour, 0);
    d.items = [
      { name: '部品代', amount: partsSum, rate: 10 },
      { name: '技術料', amount: labourSum, rate: 10 },
    ];
    d.sum = summarize(d.items);
    const s = d.sum;
    const legal = [
      ['自動車重量税', weightTax],
      ['自賠責保険料（24ヶ月）', jibai],
      ['検査登録印紙代', stamp],
    ];
    const legalSum = legal.reduce((t, x) => t + x[1], 0);
    const total = s.total + legalSum;
    const wareki = r.chance(0.5);
    const fmt = DATE_FORMATS[wareki ? 'wareki' : 'seireki'];
    const out = addDays(d.issue, -r.int(0, 2));
    const inDay = addDays(out, -r.int(1, 5));
    const next = addDays([out[0] + 2, out[1], out[2]], -1);
    const issuer =
      d.form === '株式会社'
        ? spelled(d, r.pick(['full', 'paren']))
        : r.chance(0.5)
          ? abbreviated(d, r.pick([0, 1]))
          : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full']));
    const plate = `${r.pick(PLATE_AREAS)} ${kei ? `5${r.int(0, 9)}${r.int(0, 9)}` : r.int(300, 399)} ${r.pick(['さ', 'す', 'せ', 'た', 'ち', 'な', 'ほ', 'ま'])} ${r.int(1, 99)}-${r.digits(2)}`;
    const region = {
      大阪府: '近畿',
      京都府: '近畿',
      兵庫県: '近畿',
      愛知県: '中部',
      静岡県: '中部',
      福岡県: '九州',
      宮城県: '東北',
      広島県: '中国',
    };
    const bureau = `${prefOf(d.address) === '北海道' ? '北海道' : (region[prefOf(d.address)] ?? '関東')}運輸局長`;
    const accent = r.pick(['#d35400', '#1d4e89', '#2e7d32']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10.5px; color: #222; }
      .wrap { padding: 34px 48px; } .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .from b { font-size: 19px; color: ${accent}; letter-spacing: .04em; } .from { line-height: 1.55; } .from .lic { font-size: 9.5px; border: 1px solid ${accent}; color: ${accent}; padding: 1px 6px; display: inline-block; margin: 3px 0; }
      .ttl { text-align: right; } .ttl h1 { margin: 0 0 4px; font-size: 22px; letter-spacing: .3em; font-weight: 600; } .ttl div { line-height: 1.6; }
      .to { margin-top: 12px; font-size: 16px; border-bottom: 1px solid #222; display: inline-block; padding-right: 40px; }
      .veh { width: 100%; margin-top: 10px; } .veh th, .veh td { border: 1px solid #999; padding: 3px 8px; font-weight: normal; text-align: left; }
      .veh th { background: #f2f2f2; width: 96px; font-size: 10px; white-space: nowrap; }
      .amt { margin-top: 10px; display: flex; align-items: stretch; border: 2px solid ${accent}; width: 470px; } .amt div { padding: 6px 12px; }
      .amt .l { background: ${accent}; color: #fff; } .amt .v { font-size: 20px; font-weight: bold; flex: 1; text-align: right; }
      .items { width: 100%; margin-top: 10px; } .items th { background: #f2f2f2; border: 1px solid #888; font-weight: normal; padding: 3px; }
      .items td { border: 1px solid #bbb; padding: 3px 6px; } .items tr.s td { background: #fafafa; font-weight: bold; }
      .two { display: flex; justify-content: space-between; gap: 16px; margin-top: 10px; align-items: flex-start; }
      .legal th, .legal td, .sum th, .sum td { border: 1px solid #999; padding: 3px 10px; font-weight: normal; } .legal th, .sum th { background: #f2f2f2; text-align: left; }
      .legal td, .sum td { text-align: right; min-width: 100px; } .sum .g th, .sum .g td { font-weight: bold; font-size: 13px; }
      .bank { margin-top: 12px; border: 1px solid #999; padding: 6px 12px; line-height: 1.75; width: 440px; }`;
    const money = (n) => (n ? yen(n) : '');
    const page = `<div class="wrap"><div class="top">
        <div class="from"><b>${issuer}</b><br><span class="lic">${designated ? `${bureau} 指定 第${r.int(1000, 9999)}号` : `${bureau} 認証 第${r.int(10000, 99999)}号`}</span><br>
          〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}</div>
        <div class="ttl"><h1>御請求書</h1><div>車検整備明細<br>請求日　${fmt(d.issue)}<br>請求書No.　${d.no}</div></div></div>
      <div class="to">${d.buyerName}　御中</div>
      <table class="veh"><tr><th>登録番号</th><td>${plate}</td><th>車名</th><td>${car}</td></tr>
        <tr><th>型式</th><td>${model}</td><th>走行距離</th><td>${yen(r.int(12000, 140000))} km</td></tr>
        <tr><th>入庫日</th><td>${fmt(inDay)}</td><th>出庫日</th><td>${fmt(out)}</td></tr>
        <tr><th>次回車検満了日</th><td colspan="3">${fmt(next)}</td></tr></table>
      <div class="amt"><div class="l">ご請求金額</div><div class="v">¥${yen(total)}</div></div>
      <div style="margin-top:6px">お支払期限　${fmt(d.due)}</div>
      <table class="items"><tr><th>作業内容</th><th>部品名</th><th style="width:50px">数量</th><th style="width:80px">部品代</th><th style="width:80px">技術料</th></tr>
        ${rows.map((x) => `<tr><td>${x.work}</td><td>${x.part}</td><td class="num">${x.qty}</td><td class="num">${money(x.parts)}</td><td class="num">${money(x.labour)}</td></tr>`).join('')}
        <tr class="s"><td colspan="3">小計</td><td class="num">${yen(partsSum)}</td><td class="num">${yen(labourSum)}</td></tr></table>
      <div class="two"><table class="legal"><tr><th colspan="2">法定費用（非課税）</th></tr>${legal.map(([k, v]) => `<tr><th>${k}</th><td>${yen(v)}</td></tr>`).join('')}
          <tr><th>法定費用 計</th><td>${yen(legalSum)}</td></tr></table>
        <table class="sum"><tr><th>部品代・技術料 計（課税）</th><td>${yen(s.subtotal)}</td></tr><tr><th>消費税（10%）</th><td>${yen(s.tax)}</td></tr>
          <tr><th>課税合計</th><td>${yen(s.total)}</td></tr><tr><th>法定費用（非課税）</th><td>${yen(legalSum)}</td></tr>
          <tr class="g"><th>ご請求金額</th><td>${yen(total)}</td></tr></table></div>
      <div class="bank">【お振込先】${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}</div>
      <p style="font-size:9.5px;color:#555;margin-top:8px">※法定費用（重量税・自賠責保険料・印紙代）は非課税のため消費税はかかりません。※振込手数料はお客様にてご負担願います。</p></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 65 — a 倉庫会社's monthly 保管料・荷役料 請求書 on the 三期制 (1期 1–10日, 2期 11–20日, 3期 21日–末日): a 鑑 with the
// 請求内訳 (保管料 by 期, 荷役料, 付帯作業, a 貨物保険料 outside the 消費税 sometimes) and the 振込口座, then a 明細 of every
// 品目 by 期 (前期繰越, 入庫, 出庫, 当期末残, 積数, 保管単価, 保管料, 荷役料); the long version sets the 明細 on page 2.
const SOUKO_TRADES = [
  ['倉庫', 'ソウコ'],
  ['運輸倉庫', 'ウンユソウコ'],
  ['倉庫運輸', 'ソウコウンユ'],
  ['物流', 'ブツリュウ'],
  ['ロジサービス', 'ロジサービス'],
];
// [品名, 荷姿, 保管単価 lo, hi (per 期), 荷役単価 lo, hi, 在庫 lo, hi]
const STORED = [
  ['清涼飲料 500ml×24', 'C/S', 12, 20, 25, 40, 300, 2400],
  ['缶詰ギフトセット', 'C/S', 10, 18, 25, 40, 100, 900],
  ['空調機部品', 'C/S', 15, 30, 30, 50, 80, 600],
  ['化粧品（小箱）', 'C/S', 8, 15, 20, 35, 200, 1500],
  ['コピー用紙 A4', 'C/S', 10, 16, 20, 30, 300, 2000],
  ['樹脂ペレット 25kg', '袋', 8, 14, 20, 30, 400, 3000],
  ['化成肥料 20kg', '袋', 6, 12, 15, 25, 300, 2500],
  ['住宅建材', 'PL', 500, 900, 300, 600, 10, 80],
  ['機械部品', 'PL', 600, 1100, 350, 700, 8, 60],
  ['精米 30kg', '袋', 10, 18, 20, 35, 200, 1600],
  ['乗用車用タイヤ', '本', 20, 35, 40, 60, 100, 800],
  ['衣料品', 'C/S', 20, 35, 35, 60, 80, 700],
  ['ペットフード 10kg', '袋', 9, 15, 20, 30, 150, 1200],
  ['電線ドラム', '巻', 200, 400, 250, 450, 10, 60],
  ['家庭紙（ティッシュ）', 'C/S', 14, 24, 20, 35, 400, 3000],
];
// [作業, 単位, price lo, hi, qty lo, hi]
const SOUKO_EXTRAS = [
  ['ラベル貼付作業', '枚', 5, 15, 200, 3000],
  ['ピッキング作業料', '件', 30, 80, 50, 900],
  ['梱包資材（段ボール）', '枚', 80, 200, 20, 300],
  ['横持ち運賃（2t車）', '台', 8000, 18000, 1, 6],
  ['流通加工（セット組）', 'セット', 20, 60, 100, 1500],
  ['出荷伝票発行料', '枚', 10, 30, 50, 800],
  ['棚卸立会作業', '式', 15000, 40000, 1, 1],
];
LAYOUTS.push({
  id: 'L65-souko-sanki',
  split: 'dev',
  twoPage: true,
  title: "倉庫会社's monthly 保管料・荷役料 請求書 on the 三期制",
  exercises:
    "a 倉庫会社's monthly 御請求書 to its 寄託者 (保管料・荷役料, 三期制: 1期 1–10日 / 2期 11–20日 / 3期 21日–末日): the buyer's 〒 address, name with 御中 and 寄託者コード at the top left, 請求日/請求No. at the right over the issuer (㈱/(株) or spelled out, 倉庫業 登録 …運輸局 第…号, 〒 address, TEL/FAX, 登録番号, 角印), 計算期間 as a range of two dates, 御請求金額 box and お支払期限, a 請求内訳 table (保管料 with 1期/2期/3期, 荷役料 with 入庫/出庫 counts, 付帯作業 lines, 小計, 消費税（10%）, then a 貨物保険料（非課税） added after it sometimes, 合計 — the amount to pay), the 振込口座 boxed (当座 often), and a 保管料・荷役料明細 of every 品目 by 期 (前期繰越/入庫/出庫/当期末残/積数/保管単価/保管料/荷役単価/荷役料, counts by C/S, 袋, PL); two pages in the long version (the 鑑, then the 明細 of 8–10 品目), 令和 or 西暦 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main', checking: r.chance(0.55) }),
  render(d, r, { long }) {
    setCorp(
      d,
      r,
      SOUKO_TRADES,
      FORMS.filter(([f]) => f !== '合同会社'),
    );
    landline(d);
    if (!d.bank.main && r.chance(0.4)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const closing = endOfMonth(y, m);
    d.issue = r.chance(0.45) ? closing : addDays(closing, r.int(1, 7));
    const nm = addDays(closing, 1);
    d.due = r.chance(0.6) ? endOfMonth(nm[0], nm[1]) : [nm[0], nm[1], r.pick([10, 20, 25])];
    const periods = [
      ['1期', [y, m, 1], [y, m, 10]],
      ['2期', [y, m, 11], [y, m, 20]],
      ['3期', [y, m, 21], closing],
    ];
    const goods = shuffle(r, STORED).slice(0, long ? r.int(8, 10) : r.int(2, 3));
    const rows = goods.map(([name, pack, slo, shi, hlo, hhi, qlo, qhi]) => {
      const unit = r.int(slo, shi);
      const handling = r.int(hlo, hhi);
      let stock = r.int(qlo, qhi);
      const by = periods.map(([label]) => {
        const carry = stock;
        const inn = r.chance(0.75) ? r.int(0, Math.ceil((qhi - qlo) / 2)) : 0;
        const out = Math.min(carry + inn, r.int(0, Math.ceil((qhi - qlo) / 2)));
        stock = carry + inn - out;
        const seki = carry + inn;
        return { label, carry, inn, out, left: stock, seki, storage: seki * unit, handling: (inn + out) * handling };
      });
      const code = `${r.pick(['A', 'B', 'K', 'M'])}${r.digits(5)}`;
      return { name, pack, unit, handlingUnit: handling, by, code };
    });
    const storageBy = periods.map((_, k) => rows.reduce((t, x) => t + x.by[k].storage, 0));
    const storage = storageBy.reduce((t, x) => t + x, 0);
    const inSum = rows.reduce((t, x) => t + x.by.reduce((u, p) => u + p.inn, 0), 0);
    const outSum = rows.reduce((t, x) => t + x.by.reduce((u, p) => u + p.out, 0), 0);
    const handling = rows.reduce((t, x) => t + x.by.reduce((u, p) => u + p.handling, 0), 0);
    const extras = shuffle(r, SOUKO_EXTRAS)
      .slice(0, r.int(1, 3))
      .map(([name, unit, lo, hi, qlo, qhi]) => {
        const price = hi > 1000 ? r.int(lo / 100, hi / 100) * 100 : r.int(lo, hi);
        const qty = r.int(qlo, qhi);
        return { name, unit, price, qty, amount: price * qty, rate: 10 };
      });
    d.items = [{ name: '保管料', amount: storage, rate: 10 }, { name: '荷役料', amount: handling, rate: 10 }, ...extras];
    d.sum = summarize(d.items);
    const s = d.sum;
    const insurance = r.chance(0.5) ? Math.floor((r.int(2000, 60000) * 10000 * r.pick([3, 4, 5])) / 100000) : 0;
    const total = s.total + insurance;
    const wareki = r.chance(0.5);
    const fmt = DATE_FORMATS[wareki ? 'wareki' : r.pick(['seireki', 'seirekiPad'])];
    const issuer = spelled(d, r.pick(['full', 'full', 'circled', 'paren']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full']));
    const bankLabel = r.pick(['振込口座', 'お振込先', 'お振込口座']);
    const region = {
      大阪府: '近畿',
      京都府: '近畿',
      兵庫県: '近畿',
      愛知県: '中部',
      静岡県: '中部',
      福岡県: '九州',
      宮城県: '東北',
      広島県: '中国',
    };
    const bureau = `${prefOf(d.address) === '北海道' ? '北海道' : (region[prefOf(d.address)] ?? '関東')}運輸局`;
    const depositor = `${r.int(1, 9)}${r.digits(4)}`;
    const ink = r.pick(['#1b4f72', '#0e5e4e', '#333']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10.5px; color: #1a1a1a; }
      .wrap { padding: 34px 44px; } .pg { position: absolute; right: 44px; bottom: 22px; font-size: 9.5px; color: #555; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .to { line-height: 1.55; width: 340px; padding-top: 6px; } .to .n { font-size: 15px; border-bottom: 1px solid #222; margin-top: 6px; white-space: nowrap; }
      .ttl { text-align: right; } .ttl h1 { margin: 0 0 6px; font-size: 23px; letter-spacing: .45em; color: ${ink}; font-weight: 600; }
      .ttl table { margin-left: auto; } .ttl th, .ttl td { border: 1px solid #888; padding: 2px 8px; font-weight: normal; } .ttl th { background: #eef1f4; }
      .from { position: relative; margin-top: 8px; line-height: 1.55; text-align: right; font-size: 10px; } .from b { font-size: 15px; }
      .period { margin-top: 12px; font-size: 11px; }
      .amt { display: flex; align-items: stretch; margin-top: 8px; border: 2px solid ${ink}; width: 560px; } .amt div { padding: 6px 12px; }
      .amt .l { background: ${ink}; color: #fff; font-size: 12px; } .amt .v { font-size: 19px; font-weight: bold; min-width: 190px; text-align: right; }
      .amt .d { margin-left: auto; border-left: 1px solid ${ink}; font-size: 11px; }
      .sum { width: 100%; margin-top: 12px; } .sum th { background: #eef1f4; border: 1px solid #888; font-weight: normal; padding: 3px; }
      .sum td { border: 1px solid #aaa; padding: 3px 8px; } .sum tr.t td { background: #fafafa; } .sum tr.g td { font-weight: bold; font-size: 12px; border-top: 2px solid #444; }
      .bank { margin-top: 12px; border: 1px solid #888; padding: 6px 12px; line-height: 1.75; width: 460px; }
      .det { width: 100%; margin-top: 8px; font-size: 9.5px; } .det th { background: #eef1f4; border: 1px solid #888; font-weight: normal; padding: 2px; line-height: 1.25; }
      .det td { border: 1px solid #bbb; padding: 1px 4px; height: 16px; } .det td.c { text-align: center; } .det tr.f td { border-top: 1.5px solid #555; }
      .det td.nm { line-height: 1.25; }
      h2 { font-size: 13px; margin: 14px 0 0; color: ${ink}; border-left: 4px solid ${ink}; padding-left: 6px; }`;
    const detail = `<table class="det"><tr><th>品番</th><th>品名</th><th>荷姿</th><th>期</th><th>前期繰越</th><th>入庫</th><th>出庫</th><th>当期末残</th><th>積数</th><th>保管単価</th><th>保管料</th><th>荷役単価</th><th>荷役料</th></tr>
        ${rows
          .map((x) =>
            x.by
              .map(
                (p, k) =>
                  `<tr${k === 0 ? ' class="f"' : ''}>${k === 0 ? `<td rowspan="3" class="c">${x.code}</td><td rowspan="3" class="nm">${x.name}</td><td rowspan="3" class="c">${x.pack}</td>` : ''}<td class="c">${p.label}</td>
                  <td class="num">${yen(p.carry)}</td><td class="num">${yen(p.inn)}</td><td class="num">${yen(p.out)}</td><td class="num">${yen(p.left)}</td><td class="num">${yen(p.seki)}</td>
                  <td class="num">${yen(x.unit)}</td><td class="num">${yen(p.storage)}</td><td class="num">${yen(x.handlingUnit)}</td><td class="num">${yen(p.handling)}</td></tr>`,
              )
              .join(''),
          )
          .join('')}
        <tr class="f"><td colspan="10" class="c">合　計</td><td class="num">${yen(storage)}</td><td></td><td class="num">${yen(handling)}</td></tr></table>`;
    const page1 = `<div class="wrap"><div class="top">
        <div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<div class="n">${d.buyerName}　御中</div><div>寄託者コード　${depositor}</div></div>
        <div class="ttl"><h1>御請求書</h1><table><tr><th>請求日</th><td>${fmt(d.issue)}</td></tr><tr><th>請求No.</th><td>${d.no}</td></tr></table>
          <div class="from"><b>${issuer}</b><br>倉庫業　${bureau} 第${r.int(100, 9999)}号<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}
            ${kakuin(d, 'right: -6px; top: 2px; opacity: .55;')}</div></div></div>
      <div class="period">計算期間　${fmt([y, m, 1])}　～　${fmt(closing)}（三期制）</div>
      <div>毎度格別のお引き立てを賜り厚く御礼申し上げます。下記のとおり御請求申し上げます。</div>
      <div class="amt"><div class="l">御請求金額</div><div class="v">¥${yen(total)}－</div><div class="d">お支払期限<br>${fmt(d.due)}</div></div>
      <table class="sum"><tr><th style="width:150px">項　目</th><th>内　容</th><th style="width:110px">金　額</th></tr>
        <tr><td>保管料</td><td>${periods.map(([label], k) => `${label} ${yen(storageBy[k])}円`).join('　')}</td><td class="num">${yen(storage)}</td></tr>
        <tr><td>荷役料（入出庫料）</td><td>入庫 ${yen(inSum)}　出庫 ${yen(outSum)}</td><td class="num">${yen(handling)}</td></tr>
        ${extras.map((x) => `<tr><td>${x.name}</td><td>${yen(x.qty)}${x.unit} × @${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}
        <tr class="t"><td>小　計</td><td></td><td class="num">${yen(s.subtotal)}</td></tr>
        <tr class="t"><td>消費税（10%）</td><td>10%対象 ${yen(s.subtotal)}円</td><td class="num">${yen(s.tax)}</td></tr>
        ${insurance ? `<tr class="t"><td>貨物保険料</td><td>火災保険（非課税）</td><td class="num">${yen(insurance)}</td></tr>` : ''}
        <tr class="g"><td>合　計</td><td></td><td class="num">${yen(total)}</td></tr></table>
      <div class="bank"><b>【${bankLabel}】</b>${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}</div>
      <div style="font-size:9.5px;color:#555;margin-top:4px">※振込手数料は貴社にてご負担くださいますようお願い申し上げます。</div>
      ${long ? '<div style="margin-top:10px">※保管料・荷役料の明細は別紙をご参照ください。</div>' : `<h2>保管料・荷役料明細</h2>${detail}`}</div>${long ? '<div class="pg">1 / 2</div>' : ''}`;
    const pages = [page1];
    if (long)
      pages.push(
        `<div class="wrap"><div style="display:flex;justify-content:space-between;align-items:flex-end"><div><b style="font-size:16px">保管料・荷役料明細書</b><br>${d.buyerName}　御中（寄託者コード ${depositor}）</div>
          <div style="text-align:right">請求No.　${d.no}<br>計算期間　${fmt([y, m, 1])}　～　${fmt(closing)}<br>${issuer}</div></div>
          ${detail}</div><div class="pg">2 / 2</div>`,
      );
    return { pages, css, printed: { issuer, holder, total } };
  },
});

// 66 — a 酒類卸's monthly 請求書 to a restaurant company: one row per 納品 (月日, 伝票No., 品名, 規格, 数量, 単位, 単価,
// 金額, 区分) with beer, 日本酒, 焼酎 at 10% and soft drinks at 8%※, 容器保証金 (樽, P箱・空瓶, ガスボンベ) charged beside
// the goods and 返却 deducted (△), outside the 消費税; a six-cell box 10%対象額 / 消費税 / 8%対象額 / 消費税 /
// 容器保証金 / 今回御請求額 (the last the total).
const SAKE_TRADES = [
  ['酒販', 'シュハン'],
  ['酒類販売', 'シュルイハンバイ'],
  ['リカー', 'リカー'],
  ['商店', 'ショウテン'],
  ['酒類', 'シュルイ'],
];
// [品名, 規格, 単位, price lo, hi, rate, 容器]
const SAKE_GOODS = [
  ['スーパードライ 生樽', '10L', '樽', 5400, 6400, 10, 'keg10'],
  ['一番搾り 生樽', '15L', '樽', 8000, 9400, 10, 'keg15'],
  ['黒ラベル 生樽', '10L', '樽', 5400, 6400, 10, 'keg10'],
  ['瓶ビール 中瓶', '500ml×20', 'C/S', 5600, 6800, 10, 'case'],
  ['純米酒 一升瓶', '1.8L', '本', 1900, 3200, 10],
  ['本格芋焼酎', '1.8L', '本', 1700, 2600, 10],
  ['麦焼酎 パック', '1.8L', '本', 1400, 2100, 10],
  ['角瓶', '700ml', '本', 1500, 1900, 10],
  ['業務用ウイスキー', '4L', '本', 5400, 7200, 10],
  ['ハウスワイン 赤', '750ml', '本', 600, 1200, 10],
  ['レモンサワーの素', '1.8L', '本', 1300, 1900, 10],
  ['梅酒', '1.8L', '本', 1600, 2400, 10],
  ['炭酸ガス', '5kg', '本', 3000, 4500, 10, 'gas'],
  ['ウーロン茶', '2L×6', 'C/S', 900, 1400, 8],
  ['オレンジジュース', '1L×6', 'C/S', 1200, 1800, 8],
  ['強炭酸水', '500ml×24', 'C/S', 1800, 2600, 8],
  ['ジンジャーエール', '200ml×24', 'C/S', 1700, 2500, 8],
  ['ノンアルコールビール', '334ml×24', 'C/S', 3000, 3800, 8],
];
const CONTAINERS = {
  keg10: ['樽保証金', '樽', 3000, '空樽返却'],
  keg15: ['樽保証金', '樽', 5000, '空樽返却'],
  case: ['P箱・空瓶保証金', 'C/S', 300, '空瓶・P箱返却'],
  gas: ['ボンベ保証金', '本', 5000, 'ボンベ返却'],
};
const SAKE_SHOPS = ['居酒屋 {s}', '{s}酒場', '炉端 {s}', '和食 {s}', 'ビアホール{s}', '焼鳥 {s}'];
const SAKE_BRANCHES = ['駅前店', '本店', '東口店', '二号店', '中央通り店'];
LAYOUTS.push({
  id: 'L66-sake-hoshokin',
  split: 'dev',
  title: "酒類卸's monthly 請求書 to a restaurant with 容器保証金",
  exercises:
    "a 酒類卸's monthly 請求書 to a restaurant company (20日締 or 末日締): the buyer's 〒 address, name with 御中, its shop (居酒屋 … 駅前店) and 得意先コード at the top left, 締切日/請求日/請求書No./頁 at the right, the issuer (㈲/(有), ㈱/(株) or spelled out) with 〒 address, TEL/FAX and 登録番号, one row per 納品 (月日 MM/DD once per 伝票, 伝票No., 品名, 規格, 数量, 単位, 単価, 金額, 区分) with 生樽, 瓶ビール, 日本酒, 焼酎 at 10% and soft drinks at ※8%, a 容器保証金 row after each 樽/ケース/ボンベ and 空樽・空瓶・ボンベ返却 as △ rows (区分 保証金, outside the 消費税), a six-cell box 10%対象額 / 消費税(10%) / 8%対象額 / 消費税(8%) / 容器保証金 / 今回御請求額 (the last the total, 容器保証金 net of 返却 included), お支払期日, the お振込口座 (信用金庫 often) with a half-width holder, 年月日, slash or 令和 dates",
  opts: (r, inst) => ({ bank: inst === 0 ? 'main' : 'other', checking: r.chance(0.3) }),
  render(d, r) {
    setCorp(d, r, SAKE_TRADES, [...FORMS.filter(([f]) => f !== '合同会社'), ['有限会社', 'ユ'], ['有限会社', 'ユ']]);
    landline(d);
    if (!d.bank.main && r.chance(0.6)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const twenty = r.chance(0.5);
    const closing = twenty ? [y, m, 20] : endOfMonth(y, m);
    const from = twenty ? addDays(closing, -29) : [y, m, 1];
    d.issue = r.chance(0.5) ? closing : addDays(closing, r.int(1, 4));
    const nm = addDays(endOfMonth(y, m), 1);
    d.due = r.chance(0.6) ? endOfMonth(nm[0], nm[1]) : [nm[0], nm[1], r.pick([10, 15])];
    d.no = r.chance(0.5) ? `${String(y).slice(2)}${pad2(m)}${r.digits(5)}` : d.no;
    const span = daysBetween(from, closing);
    const days = [...new Set(Array.from({ length: r.int(4, 7) }, () => r.int(0, span)))].sort((a, b) => a - b);
    const regular = shuffle(r, SAKE_GOODS).slice(0, r.int(5, 8));
    if (!regular.some((g) => g[6]?.startsWith('keg'))) regular[0] = SAKE_GOODS[r.pick([0, 1, 2])];
    if (!regular.some((g) => g[5] === 8) && r.chance(0.7)) regular[regular.length - 1] = SAKE_GOODS[r.int(13, 17)];
    const outstanding = { keg10: r.int(0, 3), keg15: r.int(0, 2), case: r.int(0, 3), gas: r.int(0, 1) };
    regular.splice(0, regular.length, ...new Set(regular));
    const prices = new Map(regular.map((g) => [g[0], Math.round(r.int(g[3], g[4]) / 10) * 10]));
    const rows = [];
    let slip = r.int(100000, 899999);
    for (const off of days) {
      if (rows.length >= 28) break;
      const dt = addDays(from, off);
      const no = String(slip);
      slip += r.int(3, 60);
      const picked = shuffle(r, regular).slice(0, r.int(1, 3));
      const dayRows = [];
      const deposits = {};
      for (const [name, spec, unit, , , rate, cont] of picked) {
        const qty = unit === '樽' ? r.int(1, 4) : cont === 'gas' ? 1 : unit === 'C/S' ? r.int(1, 4) : r.int(1, 6);
        const price = prices.get(name);
        dayRows.push({ name, spec, unit, qty, price, amount: qty * price, rate, kind: rate === 8 ? '※8%' : '10%' });
        if (cont) {
          const [cname, cunit, cprice] = CONTAINERS[cont];
          dayRows.push({ name: `　${cname}`, spec: '', unit: cunit, qty, price: cprice, amount: qty * cprice, kind: '保証金' });
          deposits[cont] = (deposits[cont] ?? 0) + qty;
        }
      }
      for (const cont of Object.keys(outstanding)) {
        if (!outstanding[cont] || !r.chance(0.5)) continue;
        const back = r.int(1, outstanding[cont]);
        const [, cunit, cprice, retName] = CONTAINERS[cont];
        dayRows.push({
          name: `　${retName}`,
          spec: '',
          unit: cunit,
          qty: -back,
          price: cprice,
          amount: -back * cprice,
          kind: '保証金',
        });
        outstanding[cont] -= back;
      }
      for (const [cont, n] of Object.entries(deposits)) outstanding[cont] += n;
      dayRows.forEach((x, i) => rows.push({ ...x, dt: i === 0 ? dt : null, no: i === 0 ? no : '' }));
    }
    d.items = rows.filter((x) => x.rate).map((x) => ({ name: x.name, amount: x.amount, rate: x.rate }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const deposit = rows.filter((x) => !x.rate).reduce((t, x) => t + x.amount, 0);
    const total = s.total + deposit;
    const b10 = s.by[10] ?? { base: 0, tax: 0 };
    const b8 = s.by[8] ?? { base: 0, tax: 0 };
    const fmt = DATE_FORMATS[r.pick(['seirekiPad', 'slash', 'wareki'])];
    const issuer =
      d.form === '株式会社'
        ? spelled(d, r.pick(['full', 'circled', 'paren']))
        : r.chance(0.6)
          ? abbreviated(d, r.pick([0, 1]))
          : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half-big']));
    const [bs] = r.pick(STEMS.filter(([x]) => x.length <= 3));
    const shop = `${r.pick(SAKE_SHOPS).replace('{s}', bs)} ${r.pick(SAKE_BRANCHES)}`;
    d.buyerName = r.pick([`株式会社${bs}フーズ`, `有限会社${bs}`, `株式会社${bs}フードサービス`, `${bs}観光株式会社`]);
    const md = (dt) => `${pad2(dt[1])}/${pad2(dt[2])}`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #111; }
      .wrap { padding: 30px 40px; } .top { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { margin: 0; font-size: 22px; letter-spacing: .7em; font-weight: 600; text-align: center; border-bottom: 3px double #111; padding-bottom: 2px; width: 240px; margin: 0 auto 8px; }
      .to { line-height: 1.5; width: 330px; } .to .n { font-size: 14px; margin-top: 4px; white-space: nowrap; } .to .s { font-size: 11.5px; border-bottom: 1px solid #111; }
      .meta { border-collapse: collapse; margin-left: auto; } .meta th, .meta td { border: 1px solid #555; padding: 2px 8px; font-weight: normal; text-align: center; } .meta th { background: #e8e8e8; }
      .from { margin-top: 6px; line-height: 1.5; text-align: right; font-size: 9.5px; } .from b { font-size: 14px; }
      .box6 { width: 100%; margin-top: 10px; table-layout: fixed; } .box6 th, .box6 td { border: 1.5px solid #111; padding: 2px 6px; font-weight: normal; text-align: center; }
      .box6 th { background: #e8e8e8; font-size: 9.5px; } .box6 td { text-align: right; font-size: 12.5px; height: 24px; } .box6 td.g { font-weight: bold; font-size: 14px; }
      .det { width: 100%; margin-top: 8px; } .det th { background: #e8e8e8; border: 1px solid #555; font-weight: normal; padding: 2px; }
      .det td { border-left: 1px solid #555; border-right: 1px solid #555; border-bottom: 1px dotted #aaa; padding: 1px 5px; height: 15px; white-space: nowrap; } .det td.c { text-align: center; }
      .det tr.dep td { color: #333; } .det tr:last-child td { border-bottom: 1px solid #555; }
      .ft { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 8px; }
      .bank { border: 1px solid #555; padding: 4px 10px; line-height: 1.65; width: 400px; }`;
    const page = `<div class="wrap"><h1>請求書</h1><div class="top">
        <div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<div class="n">${d.buyerName}　御中</div><div class="s">${shop}</div><div>得意先コード　${r.digits(5)}</div></div>
        <div><table class="meta"><tr><th>締切日</th><th>請求日</th><th>請求書No.</th><th>頁</th></tr><tr><td>${fmt(closing)}</td><td>${fmt(d.issue)}</td><td>${d.no}</td><td>1</td></tr></table>
          <div class="from"><b>${issuer}</b><br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}</div></div></div>
      <div style="margin-top:6px">毎度ありがとうございます。${twenty ? '20日' : '末日'}締にて下記のとおりご請求申し上げます。</div>
      <table class="box6"><tr><th>10%対象額</th><th>消費税(10%)</th><th>※8%対象額</th><th>消費税(8%)</th><th>容器保証金</th><th>今回御請求額</th></tr>
        <tr><td>${yen(b10.base)}</td><td>${yen(b10.tax)}</td><td>${yen(b8.base)}</td><td>${yen(b8.tax)}</td><td>${tri(deposit)}</td><td class="g">${yen(total)}</td></tr></table>
      <table class="det"><tr><th style="width:40px">月日</th><th style="width:56px">伝票No.</th><th>品　名</th><th style="width:66px">規格</th><th style="width:40px">数量</th><th style="width:30px">単位</th><th style="width:56px">単価</th><th style="width:70px">金額</th><th style="width:44px">区分</th></tr>
        ${rows.map((x) => `<tr${x.rate ? '' : ' class="dep"'}><td class="c">${x.dt ? md(x.dt) : ''}</td><td class="c">${x.no}</td><td>${x.name}</td><td>${x.spec}</td><td class="num">${tri(x.qty)}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${tri(x.amount)}</td><td class="c">${x.kind}</td></tr>`).join('')}
        ${Array.from({ length: Math.max(0, 26 - rows.length) }, () => '<tr>' + '<td></td>'.repeat(9) + '</tr>').join('')}</table>
      <div class="ft"><div class="bank">お振込口座　${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}<br>お支払期日　${fmt(d.due)}</div>
        <div style="font-size:9px;line-height:1.6;color:#333;width:260px">※印は軽減税率（8%）対象商品です。<br>容器保証金は不課税です。空容器ご返却の際に相殺いたします。<br>振込手数料はお客様にてご負担願います。</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 67 — a 印刷会社's 御請求書 on its own pre-printed form (printed in one ink by the company itself): the labels, the
// ruled grid, the issuer's name, address, 登録番号 and the 振込先 all pre-printed; the data (the buyer, the dates in the
// form's 令和 年 月 日 blanks, the jobs and the amounts) printed over it by the 販売管理 software in a monospaced face,
// slightly off its boxes; one heading row per job (納品日, 【件名】 and 仕様, 受注No.) over 版代 / 用紙代 / 印刷代 /
// 加工代 / 配送費 lines; the red ナンバリング No. is the invoice's number.
const PRINT_TRADES = [
  ['印刷', 'インサツ'],
  ['印刷所', 'インサツジョ'],
  ['美術印刷', 'ビジュツインサツ'],
  ['印刷工業', 'インサツコウギョウ'],
  ['プリント', 'プリント'],
  ['グラフィック', 'グラフィック'],
];
// A job: 件名, 仕様, the quantity and its unit, lines(r, q) → [品名, 単位, 数量, 単価].
const PRINT_JOBS = [
  {
    name: '会社案内パンフレット',
    spec: 'A4 8P 4/4C マットコート135kg 中綴じ',
    qty: (r) => r.int(10, 50) * 100,
    unit: '部',
    lines: (r, q) => [
      ['デザイン・DTP制作費', '式', 1, r.int(6, 18) * 10000],
      ['版代（CTP）', '版', 16, r.int(25, 42) * 100],
      ['用紙代', '枚', q * 2 + 200, r.int(8, 16)],
      ['印刷代（4色両面）', '通', 2, r.int(18, 40) * 1000],
      ['製本加工（中綴じ）', '部', q, r.int(15, 35)],
    ],
  },
  {
    name: '新商品チラシ',
    spec: 'B4 4/4C コート90kg',
    qty: (r) => r.int(30, 200) * 100,
    unit: '枚',
    lines: (r, q) => [
      ['版代（CTP）', '版', 8, r.int(25, 42) * 100],
      ['用紙代', '枚', q / 2 + 100, r.int(5, 10)],
      ['印刷代（4色両面）', '通', 1, r.int(15, 45) * 1000],
      ['断裁・梱包', '式', 1, r.int(3, 9) * 1000],
    ],
  },
  {
    name: '名刺',
    spec: '4/1C ケント200kg 100枚入',
    qty: (r) => r.int(1, 12),
    unit: '名',
    lines: (r, q) => [
      ['名刺印刷（4/1C）', '箱', q, r.int(12, 26) * 100],
      ['データ修正・版下作成', '名', q, r.int(5, 15) * 100],
    ],
  },
  {
    name: '長3封筒',
    spec: '1/0C クラフト85g 〒枠あり',
    qty: (r) => r.int(5, 50) * 100,
    unit: '枚',
    lines: (r, q) => [
      ['版代', '版', 1, r.int(30, 50) * 100],
      ['封筒印刷（1色）', '枚', q, r.int(6, 12)],
    ],
  },
  {
    name: '店頭ポスター',
    spec: 'B2 4/0C ミラーコート135kg',
    qty: (r) => r.int(1, 5) * 50,
    unit: '枚',
    lines: (r, q) => [
      ['版代（CTP）', '版', 4, r.int(35, 55) * 100],
      ['用紙代', '枚', q + 50, r.int(30, 60)],
      ['印刷代（4色片面）', '通', 1, r.int(20, 45) * 1000],
      ['PP加工（グロス）', '枚', q, r.int(80, 160)],
    ],
  },
  {
    name: '複写伝票',
    spec: 'B5 3枚複写 1色 50組綴 ナンバリング入',
    qty: (r) => r.int(1, 5) * 20,
    unit: '冊',
    lines: (r, q) => [
      ['版代', '版', 3, r.int(30, 45) * 100],
      ['伝票印刷・製本', '冊', q, r.int(45, 90) * 10],
      ['ナンバリング加工', '式', 1, r.int(3, 8) * 1000],
    ],
  },
  {
    name: '社内報',
    spec: 'A4 16P 4/4C 無線綴じ',
    qty: (r) => r.int(3, 20) * 100,
    unit: '部',
    lines: (r, q) => [
      ['編集・DTP制作費', '頁', 16, r.int(4, 9) * 1000],
      ['版代（CTP）', '版', 32, r.int(25, 40) * 100],
      ['用紙代', '枚', q * 4 + 300, r.int(8, 15)],
      ['印刷代（4色両面）', '通', 4, r.int(15, 30) * 1000],
      ['製本加工（無線綴じ）', '部', q, r.int(40, 90)],
    ],
  },
];
LAYOUTS.push({
  id: 'L67-insatsu-form',
  split: 'dev',
  title: "印刷会社's 御請求書 on its own pre-printed form, the data printed over it",
  exercises:
    "a 印刷会社's 御請求書 on its own pre-printed form in one coloured ink (green, blue or brown): the form's title, labels and ruled grid, the issuer's logo, name (㈱/(株) or spelled out), 代表取締役, 〒 address, TEL/FAX, 登録番号 and the お振込先 (bank, branch, 当座/普通, number, half-width holder) all pre-printed in that ink, a red ナンバリング No. (7 digits, the invoice number); the data in black, monospaced, a few pixels off its boxes: the buyer's 〒 address and name (御中 pre-printed), the 請求日 and お支払期日 in the form's 令和　年　月　日 (or 　　年　月　日 with 西暦 years) blanks, the amount in a 今回御請求額 box as ¥…※ or ¥…-, a ruled grid of 月日/品名・摘要/数量/単位/単価/金額/備考 with one heading row per job (納品日, 【件名】 仕様, 受注No.) over 版代 / 用紙代 / 印刷代 / 加工 lines and blank rows after, 小計 / 消費税（10%） / 合計 pre-printed under the grid, a 角印 stamped over the name",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main', checking: r.chance(0.5) }),
  render(d, r) {
    setCorp(
      d,
      r,
      PRINT_TRADES,
      FORMS.filter(([f]) => f !== '合同会社'),
    );
    landline(d);
    if (!d.bank.main && r.chance(0.5)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    d.issue = r.chance(0.5) ? endOfMonth(y, m) : [y, m, 20];
    const nm = addDays(endOfMonth(y, m), 1);
    d.due = r.chance(0.6) ? endOfMonth(nm[0], nm[1]) : addDays(endOfMonth(nm[0], nm[1]), r.pick([10, 15]));
    d.no = String(r.int(10000, 999999)).padStart(7, '0');
    const jobs = shuffle(r, PRINT_JOBS)
      .slice(0, r.int(2, 3))
      .map((job) => ({ job, dt: [d.issue[0], d.issue[1], r.int(1, Math.min(d.issue[2], 28))] }))
      .sort((a, b) => a.dt[2] - b.dt[2]);
    const rows = [];
    const items = [];
    for (const { job, dt } of jobs) {
      const q = job.qty(r);
      rows.push({ head: true, dt, name: `【${job.name}】${job.spec}`, note: `受注${r.digits(5)}`, q, unit: job.unit });
      for (const [item, unit, qty, price] of job.lines(r, q)) {
        const it = { name: item, unit, qty, price, amount: qty * price, rate: 10 };
        items.push(it);
        rows.push(it);
      }
    }
    d.items = items;
    d.sum = summarize(items);
    const s = d.sum;
    const ink = r.pick(['#1e7a5c', '#2456a4', '#8a4b22']);
    const wareki = r.chance(0.6);
    const dx = r.int(-4, 5);
    const dy = r.int(-3, 4);
    const issuer = spelled(d, r.pick(['full', 'full', 'circled', 'paren']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big']));
    const tail = r.pick(['※', '-', '']);
    const dateBlank = ([yy, mm, dd]) =>
      wareki
        ? `令和<span class="v">${String(yy - 2018).padStart(2, ' ')}</span>年<span class="v">${String(mm).padStart(2, ' ')}</span>月<span class="v">${String(dd).padStart(2, ' ')}</span>日`
        : `<span class="v">${yy}</span>年<span class="v">${String(mm).padStart(2, ' ')}</span>月<span class="v">${String(dd).padStart(2, ' ')}</span>日`;
    const nRows = Math.max(22, rows.length + 2);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10.5px; color: ${ink}; }
      .wrap { padding: 30px 40px; } .v, .dv { font-family: 'Noto Sans Mono CJK JP'; color: #151515; position: relative; left: ${dx}px; top: ${dy}px; white-space: pre; }
      .v { padding: 0 3px; } .dv { display: block; }
      .head { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { margin: 0; font-size: 26px; letter-spacing: .6em; font-weight: 600; border: 2px solid ${ink}; padding: 2px 6px 2px 22px; }
      .no { color: #c62828; font-family: 'Noto Sans Mono CJK JP'; font-size: 15px; letter-spacing: .08em; margin-top: 4px; text-align: right; }
      .to { width: 350px; margin-top: 12px; } .to .ln { border-bottom: 1px solid ${ink}; height: 22px; display: flex; align-items: flex-end; justify-content: space-between; }
      .to .nm { font-size: 14px; } .dates { margin-top: 10px; line-height: 2; }
      .from { position: relative; width: 300px; margin-top: 8px; line-height: 1.5; } .from .nm { font-size: 18px; font-weight: bold; letter-spacing: .05em; }
      .from .logo { display: inline-block; width: 26px; height: 26px; border-radius: 50%; background: ${ink}; color: #fff; text-align: center; line-height: 26px; font-weight: bold; margin-right: 6px; vertical-align: middle; }
      .amt { display: flex; margin-top: 10px; border: 2px solid ${ink}; width: 400px; } .amt div { padding: 5px 10px; } .amt .l { border-right: 1px solid ${ink}; }
      .amt .vv { flex: 1; text-align: right; font-size: 17px; }
      .grid { width: 100%; margin-top: 10px; table-layout: fixed; } .grid th { border: 1px solid ${ink}; font-weight: normal; padding: 2px; background: ${ink}14; letter-spacing: .3em; }
      .grid td { border-left: 1px solid ${ink}; border-right: 1px solid ${ink}; border-bottom: 1px solid ${ink}55; height: 19px; padding: 0 4px; overflow: hidden; white-space: nowrap; font-size: 10px; }
      .grid tr:last-child td { border-bottom: 1px solid ${ink}; }
      .foot { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 8px; }
      .bank { border: 1px solid ${ink}; padding: 5px 10px; line-height: 1.7; width: 380px; font-size: 10px; }
      .tot { border-collapse: collapse; } .tot th, .tot td { border: 1px solid ${ink}; padding: 3px 8px; font-weight: normal; } .tot th { background: ${ink}14; letter-spacing: .3em; width: 100px; }
      .tot td { width: 130px; text-align: right; }`;
    const cell = (x, cls = '') => `<td${cls ? ` class="${cls}"` : ''}><span class="dv">${x}</span></td>`;
    const body =
      rows
        .map((x) =>
          x.head
            ? `<tr>${cell(`${x.dt[1]}/${pad2(x.dt[2])}`)}<td colspan="5"><span class="dv">${x.name}　${yen(x.q)}${x.unit}</span></td>${cell(x.note)}</tr>`
            : `<tr><td></td>${cell(`　${x.name}`)}${cell(yen(x.qty), 'num')}${cell(x.unit)}${cell(yen(x.price), 'num')}${cell(yen(x.amount), 'num')}<td></td></tr>`,
        )
        .join('') + Array.from({ length: nRows - rows.length }, () => `<tr>${'<td></td>'.repeat(7)}</tr>`).join('');
    const page = `<div class="wrap"><div class="head">
        <div><div class="to"><div class="ln"><span>〒<span class="v">${d.buyerZip}</span></span></div><div class="ln"><span class="v">${d.buyerAddress}</span></div>
            <div class="ln" style="height:30px"><span class="v nm">${d.buyerName}</span><span>御中</span></div></div>
          <div class="dates">請 求 日　${dateBlank(d.issue)}<br>お支払期日　${dateBlank(d.due)}</div></div>
        <div><h1>御請求書</h1><div class="no">No. ${d.no}</div>
          <div class="from"><div class="nm"><span class="logo">${d.corpBody.slice(0, 1)}</span>${issuer}</div>代表取締役　${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}
            ${kakuin(d, 'right: 4px; top: 0; opacity: .7;')}</div></div></div>
      <div style="margin-top:10px">毎度格別のお引立てを賜り誠にありがとうございます。下記のとおり御請求申し上げます。</div>
      <div class="amt"><div class="l">今回御請求額</div><div class="vv"><span class="v">¥${yen(s.total)}${tail}</span></div></div>
      <table class="grid"><tr><th style="width:48px">月日</th><th>品名・摘要</th><th style="width:58px">数量</th><th style="width:34px">単位</th><th style="width:62px">単価</th><th style="width:84px">金額</th><th style="width:80px">備考</th></tr>${body}</table>
      <div class="foot"><div class="bank">お振込先　${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　No.${d.account}<br>口座名義　${holder}<br>※お振込手数料は貴社にてご負担下さいます様お願い致します。</div>
        <table class="tot"><tr><th>小計</th><td><span class="v">${yen(s.subtotal)}</span></td></tr><tr><th>消費税</th><td><span class="v">${yen(s.tax)}</span></td></tr>
          <tr><th>合計</th><td><span class="v">${yen(s.total)}</span></td></tr></table></div>
      <div style="margin-top:6px;font-size:9px">（消費税率10%）　この用紙は当社にて印刷しております。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 68 — a SaaS company's monthly 利用料 invoice in a modern, minimal design: the service's brand as a logo at the top with
// the company's name small under it, 請求書番号 / 発行日 / お支払期限 as quiet label–value pairs, ご契約ID and 対象期間,
// hairline-ruled rows (基本料金, ユーザー追加, オプション, 従量課金, a negative 割引 sometimes), ご請求金額 large, and the
// bank details (with bank and branch codes) only in the grey footer; no phone printed half the time.
const SAAS_TRADES = [
  ['テクノロジーズ', 'テクノロジーズ'],
  ['ソフトウェア', 'ソフトウェア'],
  ['クラウド', 'クラウド'],
  ['ラボ', 'ラボ'],
  ['ワークス', 'ワークス'],
  ['デジタル', 'デジタル'],
];
const SAAS_BRAND_A = ['Shift', 'Kintai', 'Flow', 'Desk', 'Sign', 'Stock', 'Talk', 'Form', 'Board', 'Seikyu'];
const SAAS_BRAND_B = ['Hub', 'Base', ' Cloud', 'ly', 'Note', 'Link', ' One'];
const SAAS_PLANS = [
  ['スターター', [4980, 5980, 9800]],
  ['スタンダード', [19800, 29800, 30000, 39800]],
  ['ビジネス', [49800, 59800, 80000, 98000]],
  ['プロフェッショナル', [98000, 148000, 198000]],
];
const SAAS_OPTIONS = ['SSO（SAML）連携', 'API連携', '電子契約連携', 'ストレージ追加（100GB）', '監査ログ', '優先サポート'];
LAYOUTS.push({
  id: 'L68-saas-minimal',
  split: 'dev',
  title: "SaaS company's monthly 利用料 invoice, modern minimal, bank details in the footer",
  exercises:
    "a SaaS company's monthly 利用料 請求書 in a modern minimal design: the service's brand as a logo (ShiftHub, Kintai Cloud) with the company's name (株式会社 spelled out, a katakana or kanji name) small under it, 請求書 / INVOICE, the buyer with 御中 and ご契約ID, 請求書番号 / 発行日 / お支払期限 as label–value pairs (2026-01-01, 2026/01/01 or 2026年1月1日), the issuer's 〒 address, 登録番号, e-mail and a phone only half the time, 対象期間, hairline rows of 内容 / 数量 / 単価 / 金額 (月額基本料金 of a プラン, ユーザー追加, オプション, 従量課金, 初期費用, a negative 割引 shown with −), 小計 / 消費税（10%） / 合計, ご請求金額（税込） large, and the お振込先 (a main bank or GMOあおぞらネット銀行, with 銀行コード and 支店コード, 普通, a half-width holder) only in small grey type in the footer, issued on the 1st for the month before",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, SAAS_TRADES, [['株式会社', 'カ']]);
    const stems = r.chance(0.6) ? STEMS.filter(([s]) => /^[\u30a0-\u30ff]+$/.test(s)) : STEMS;
    const [stem, stemKana] = r.pick(stems);
    const [trade, tradeKana] = r.pick(SAAS_TRADES);
    d.corpBody = stem + trade;
    d.issuerName = d.formBefore ? `株式会社${d.corpBody}` : `${d.corpBody}株式会社`;
    d.holderBase = d.formBefore ? `カ）${stemKana}${tradeKana}` : `${stemKana}${tradeKana}（カ`;
    if (!d.bank.main) {
      d.bank = { name: 'GMOあおぞらネット銀行', code: '0310', main: false };
      d.branch = r.pick([
        { name: '法人営業部', code: '101' },
        { name: '法人第二営業部', code: '102' },
      ]);
    }
    d.type = 2;
    const [y, m] = d.issue;
    const nm = addDays(endOfMonth(y, m), 1);
    d.issue = [nm[0], nm[1], 1];
    d.due = r.chance(0.7) ? endOfMonth(nm[0], nm[1]) : addDays(d.issue, r.pick([14, 20, 30]));
    d.no = r.chance(0.6) ? `INV-${nm[0]}${pad2(nm[1])}-${r.digits(5)}` : d.no;
    const brand = `${r.pick(SAAS_BRAND_A)}${r.pick(SAAS_BRAND_B)}`;
    const [plan, bases] = r.pick(SAAS_PLANS);
    const base = r.pick(bases);
    const seats = r.int(3, 80);
    const seatPrice = r.pick([300, 400, 500, 600, 800, 980, 1200, 1500]);
    const lines = [
      { name: `${plan}プラン 月額基本料金`, qty: 1, unit: '月', price: base },
      ...(r.chance(0.7)
        ? [{ name: 'ユーザー追加（基本料金に含む人数を超える分）', qty: seats, unit: 'ユーザー', price: seatPrice }]
        : []),
      ...shuffle(r, SAAS_OPTIONS)
        .slice(0, r.int(0, 2))
        .map((name) => ({ name: `オプション：${name}`, qty: 1, unit: '月', price: r.int(10, 100) * 100 })),
      ...(r.chance(0.4) ? [{ name: 'SMS送信（従量課金）', qty: r.int(50, 3000), unit: '通', price: r.pick([8, 10, 12]) }] : []),
      ...(r.chance(0.15) ? [{ name: '初期設定費用', qty: 1, unit: '式', price: r.int(5, 30) * 10000 }] : []),
    ];
    if (r.chance(0.35)) {
      const pct = r.pick([10, 20, 50]);
      lines.push({ name: `キャンペーン割引（基本料金 ${pct}%OFF）`, qty: 1, unit: '', price: -Math.floor((base * pct) / 100) });
    }
    d.items = lines.map((x) => ({ ...x, amount: x.qty * x.price, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['hyphen', 'slash', 'seireki'])];
    const holder = holderPrinted(d, r.pick(['half', 'half-big']));
    const showTel = r.chance(0.5);
    const accent = r.pick(['#4f46e5', '#0f766e', '#e4572e', '#2563eb', '#111827']);
    const signed = (n) => (n < 0 ? `−${yen(-n)}` : yen(n));
    const contract = `${r.pick(['C', 'AC', 'TN'])}-${r.digits(8)}`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10.5px; color: #374151; }
      .wrap { padding: 56px 64px 0; } .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .brand { display: flex; align-items: center; gap: 8px; font-family: 'Liberation Sans', 'Noto Sans CJK JP'; font-size: 22px; font-weight: bold; color: #111827; letter-spacing: -.02em; }
      .brand i { display: inline-block; width: 22px; height: 22px; border-radius: 6px; background: ${accent}; }
      .co { margin-top: 4px; font-size: 10px; color: #6b7280; }
      .ttl { text-align: right; } .ttl h1 { margin: 0; font-size: 20px; color: #111827; font-weight: 600; letter-spacing: .1em; } .ttl .en { font-size: 9.5px; letter-spacing: .3em; color: #9ca3af; }
      .kv { display: grid; grid-template-columns: auto auto; gap: 2px 14px; margin-top: 14px; font-size: 10px; } .kv span:nth-child(odd) { color: #9ca3af; }
      .mid { display: flex; justify-content: space-between; margin-top: 30px; }
      .to .n { font-size: 15px; color: #111827; } .to .s { color: #6b7280; margin-top: 4px; line-height: 1.6; }
      .from { text-align: right; line-height: 1.7; font-size: 9.5px; color: #6b7280; }
      .amt { margin-top: 28px; padding: 16px 0; border-top: 1px solid #e5e7eb; border-bottom: 1px solid #e5e7eb; display: flex; justify-content: space-between; align-items: baseline; }
      .amt .l { color: #6b7280; } .amt .v { font-size: 28px; color: #111827; font-weight: bold; letter-spacing: -.01em; } .amt .d { color: #6b7280; }
      .items { width: 100%; margin-top: 22px; } .items th { text-align: left; font-weight: normal; color: #9ca3af; font-size: 9.5px; padding: 6px 4px; border-bottom: 1px solid #d1d5db; }
      .items td { padding: 9px 4px; border-bottom: 1px solid #f0f1f3; color: #111827; } .items td small { color: #9ca3af; }
      .sum { margin: 14px 0 0 auto; width: 280px; } .sum td { padding: 4px 4px; } .sum td:last-child { text-align: right; color: #111827; }
      .sum tr.g td { border-top: 1px solid #111827; padding-top: 8px; font-weight: bold; font-size: 13px; color: #111827; }
      .note { margin-top: 30px; font-size: 9.5px; color: #9ca3af; line-height: 1.7; }
      .foot { position: absolute; left: 64px; right: 64px; bottom: 40px; border-top: 1px solid #e5e7eb; padding-top: 10px; font-size: 9px; color: #6b7280; line-height: 1.75; display: flex; justify-content: space-between; }`;
    const page = `<div class="wrap"><div class="top">
        <div><div class="brand"><i></i>${brand}</div><div class="co">${d.issuerName}</div></div>
        <div class="ttl"><h1>請求書</h1><div class="en">INVOICE</div>
          <div class="kv"><span>請求書番号</span><span>${d.no}</span><span>発行日</span><span>${fmt(d.issue)}</span><span>お支払期限</span><span>${fmt(d.due)}</span></div></div></div>
      <div class="mid"><div class="to"><div class="n">${d.buyerName}　御中</div><div class="s">ご契約ID　${contract}<br>対象期間　${fmt([y, m, 1])} 〜 ${fmt(endOfMonth(y, m))}</div></div>
        <div class="from">${d.issuerName}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>${showTel ? `TEL ${d.tel}<br>` : ''}${mail(r)}<br>登録番号　${d.reg}</div></div>
      <div class="amt"><span class="l">ご請求金額（税込）</span><span class="v">¥${yen(s.total)}</span><span class="d">お支払期限　${fmt(d.due)}</span></div>
      <table class="items"><tr><th>内容</th><th style="text-align:right;width:70px">数量</th><th style="text-align:right;width:80px">単価</th><th style="text-align:right;width:90px">金額</th></tr>
        ${d.items.map((x) => `<tr><td>${x.name}<br><small>${fmt([y, m, 1])} 〜 ${fmt(endOfMonth(y, m))}</small></td><td class="num">${yen(x.qty)} ${x.unit}</td><td class="num">¥${signed(x.price)}</td><td class="num">¥${signed(x.amount)}</td></tr>`).join('')}</table>
      <table class="sum"><tr><td>小計</td><td>¥${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td>¥${yen(s.tax)}</td></tr><tr class="g"><td>合計</td><td>¥${yen(s.total)}</td></tr></table>
      <div class="note">お支払方法：銀行振込（振込手数料はお客様のご負担となります）<br>期日までにご入金が確認できない場合、サービスのご利用を一時停止させていただくことがあります。<br>本請求書に関するお問い合わせは管理画面のサポート窓口よりご連絡ください。</div></div>
      <div class="foot"><div>お振込先　${d.bank.name}（銀行コード ${d.bank.code}）　${d.branch.name}（支店コード ${d.branch.code}）　${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}</div><div style="text-align:right">${d.issuerName}<br>1 / 1</div></div>`;
    return { pages: [page], css, printed: { holder, showBankCode: true, showBranchCode: true, showTel } };
  },
});

// 69 — a 新電力's (小売電気事業者) monthly 電気料金請求書 for a company's 高圧 supply, set like a utility bill: a coloured band
// with the issuer and the title, お客さま情報 (需要場所, お客さま番号, 供給地点特定番号 of 22 digits, 契約種別, 契約電力,
// 力率), ご使用期間 and kWh, a 料金内訳 of 税込 amounts (基本料金 with its 力率 factor, 電力量料金 and 燃料費調整額 at
// unit prices with two decimals, the latter often negative, 再エネ賦課金, 容量拠出金相当額 or 電源調達調整費 sometimes),
// ご請求金額 with its 内消費税, a bar chart of twelve months' kWh, and the 振込先 and the issuer's details at the foot.
const POWER_TRADES = [
  ['エナジー', 'エナジー'],
  ['パワー', 'パワー'],
  ['でんき', 'デンキ'],
  ['電力', 'デンリョク'],
  ['エネルギーサービス', 'エネルギーサービス'],
];
const FACILITIES = ['本社ビル', '第一工場', '第二工場', '物流センター', '研究所', '本店', '配送センター', '事業所'];
const with2 = (n100) =>
  `${n100 < 0 ? '−' : ''}${(Math.abs(n100) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
LAYOUTS.push({
  id: 'L69-denki-koatsu',
  split: 'dev',
  title: "新電力's monthly 電気料金請求書 for a company's 高圧 supply",
  exercises:
    "a 新電力's monthly 電気料金請求書 (電気ご使用量のお知らせ 兼 請求書) for a company's 高圧業務用 supply, set like a utility bill: a coloured band with the issuer's name and the title, the buyer with 様 and the facility, お客さま情報 (需要場所 〒 address, お客さま番号, 供給地点特定番号 of 22 digits in groups, 契約種別, 契約電力 kW, 力率 %), ご使用期間 (a month, with 日数) and 使用電力量 kWh beside 最大需要電力 and 前年同月, a 料金内訳 of 税込 amounts — 基本料金 (単価 × kW × (185−力率)/100), 電力量料金 and 燃料費調整額 (unit prices with two decimals, the latter often negative with −), 再生可能エネルギー発電促進賦課金, 容量拠出金相当額 or 電源調達調整費 sometimes — ご請求金額（税込） their sum with （うち消費税等相当額）, 請求書番号, 発行日, お支払期日, a bar chart of twelve months' kWh, the お振込先 and the issuer's 〒 address, TEL, 登録番号 and 小売電気事業者登録番号 (A0…) at the foot, 年月日 or 令和 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, POWER_TRADES, [['株式会社', 'カ']]);
    landline(d);
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const from = addDays([y, m, 1], -1);
    const start = [from[0], from[1], 1];
    const end = endOfMonth(from[0], from[1]);
    const days = end[2];
    d.issue = [y, m, r.int(3, 12)];
    d.due = r.chance(0.5) ? endOfMonth(y, m) : addDays(d.issue, r.pick([20, 25, 30]));
    d.no = `${String(y).slice(2)}${pad2(m)}-${r.digits(8)}`;
    const kW = r.int(50, 480);
    const pf = r.pick([100, 100, 100, 99, 97, 95, 90]);
    const kWh = Math.round(kW * 24 * days * r.range(0.16, 0.42));
    const demand = Math.round(kW * r.range(0.7, 1));
    const base100 = r.int(1550, 2150) * 100;
    const energy100 = r.int(1650, 2380);
    const fuel100 = r.int(-280, 180);
    const lines = [
      ['基本料金', `${with2(base100)}円 × ${kW}kW × (185−${pf})/100`, Math.floor((kW * base100 * (185 - pf)) / 10000)],
      ['電力量料金', `${with2(energy100)}円 × ${yen(kWh)}kWh`, Math.floor((kWh * energy100) / 100)],
      ['燃料費調整額', `${with2(fuel100)}円 × ${yen(kWh)}kWh`, Math.trunc((kWh * fuel100) / 100)],
    ];
    const extra = r.int(0, 2);
    if (extra === 1) {
      const c100 = r.int(40, 120);
      lines.push(['容量拠出金相当額', `${with2(c100)}円 × ${yen(kWh)}kWh`, Math.floor((kWh * c100) / 100)]);
    } else if (extra === 2) {
      const c100 = r.int(-150, 300);
      lines.push(['電源調達調整費', `${with2(c100)}円 × ${yen(kWh)}kWh`, Math.trunc((kWh * c100) / 100)]);
    }
    lines.push(['再生可能エネルギー発電促進賦課金', `3.98円 × ${yen(kWh)}kWh`, Math.floor((kWh * 398) / 100)]);
    const total = lines.reduce((t, l) => t + l[2], 0);
    const innerTax = Math.floor((total * 10) / 110);
    d.items = [{ name: '電気料金', amount: total - innerTax, rate: 10 }];
    d.sum = {
      by: { 10: { base: total - innerTax, tax: innerTax } },
      subtotal: total - innerTax,
      tax: innerTax,
      total,
      mixed: false,
    };
    const fmt = DATE_FORMATS[r.pick(['seireki', 'seirekiPad', 'wareki'])];
    const md = ([, mm, dd]) => `${mm}月${dd}日`;
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full']));
    const issuer = spelled(d, r.pick(['full', 'full', 'paren']));
    const ink = r.pick(['#e8590c', '#1971c2', '#2b8a3e', '#5f3dc4']);
    const spot = `${r.digits(2)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)} ${r.digits(4)}`;
    const cust = `${r.digits(4)}-${r.digits(4)}-${r.digits(2)}`;
    const bplace = r.pick(PLACES);
    const site = `${bplace[1]}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
    const months = Array.from({ length: 12 }, (_, i) => {
      return { m: ((((from[1] - 1 - (11 - i)) % 12) + 12) % 12) + 1, v: i === 11 ? kWh : Math.round(kWh * r.range(0.7, 1.25)) };
    });
    const lastYear = months[0].v;
    const peak = Math.max(...months.map((x) => x.v));
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10.5px; color: #222; }
      .band { background: ${ink}; color: #fff; padding: 16px 40px; display: flex; justify-content: space-between; align-items: center; }
      .band b { font-size: 18px; letter-spacing: .05em; } .band h1 { margin: 0; font-size: 19px; font-weight: 600; } .band small { display: block; font-size: 10px; opacity: .9; text-align: right; }
      .wrap { padding: 18px 40px; } .row { display: flex; gap: 14px; align-items: stretch; }
      .card { border: 1px solid #bbb; border-radius: 4px; padding: 8px 12px; } .card h3 { margin: 0 0 6px; font-size: 11px; color: ${ink}; border-bottom: 1px solid ${ink}55; padding-bottom: 3px; }
      .kv td { padding: 1px 8px 1px 0; vertical-align: top; } .kv td:first-child { color: #666; white-space: nowrap; }
      .due { flex: 0 0 250px; border: 2px solid ${ink}; border-radius: 4px; padding: 10px 12px; }
      .due .l { font-size: 11px; } .due .v { font-size: 26px; font-weight: bold; text-align: right; margin: 4px 0; } .due .t { text-align: right; font-size: 10px; color: #444; }
      .due table { width: 100%; margin-top: 8px; border-top: 1px solid #ccc; } .due td { padding: 2px 0; } .due td:last-child { text-align: right; }
      .use { display: flex; gap: 0; margin-top: 12px; } .use div { flex: 1; border: 1px solid #bbb; margin-left: -1px; padding: 4px 10px; }
      .use div span { display: block; font-size: 9.5px; color: #666; } .use div b { font-size: 15px; }
      .bd { width: 100%; margin-top: 12px; } .bd th { background: ${ink}18; border: 1px solid #bbb; font-weight: normal; padding: 3px; }
      .bd td { border: 1px solid #ccc; padding: 4px 8px; } .bd tr.g td { font-weight: bold; font-size: 12.5px; border-top: 2px solid #555; }
      .chart { display: flex; align-items: flex-end; gap: 6px; height: 110px; margin-top: 6px; padding: 0 4px; border-bottom: 1px solid #999; }
      .chart div { flex: 1; background: #ccc; position: relative; } .chart div.c { background: ${ink}; }
      .chart div span { position: absolute; bottom: -14px; left: 0; right: 0; text-align: center; font-size: 8.5px; color: #666; }
      .foot { position: absolute; left: 40px; right: 40px; bottom: 30px; display: flex; gap: 14px; font-size: 10px; line-height: 1.65; }
      .foot > div { flex: 1; border-top: 2px solid ${ink}; padding-top: 6px; }`;
    const page = `<div class="band"><b>${issuer}</b><div><h1>電気料金請求書</h1><small>電気ご使用量のお知らせ 兼 ご請求書</small></div></div>
      <div class="wrap">
        <div style="font-size:15px;margin-bottom:8px">${d.buyerName}　様</div>
        <div class="row"><div class="card" style="flex:1"><h3>お客さま情報</h3><table class="kv">
            <tr><td>需要場所</td><td>〒${bplace[0]}　${site}<br>${d.buyerName}　${r.pick(FACILITIES)}</td></tr>
            <tr><td>お客さま番号</td><td>${cust}</td></tr><tr><td>供給地点特定番号</td><td>${spot}</td></tr>
            <tr><td>契約種別</td><td>高圧業務用電力</td></tr><tr><td>契約電力</td><td>${kW}kW</td></tr><tr><td>力率</td><td>${pf}%</td></tr></table></div>
          <div class="due"><div class="l">ご請求金額（税込）</div><div class="v">${yen(total)}円</div><div class="t">（うち消費税等相当額 ${yen(innerTax)}円）</div>
            <table><tr><td>請求書番号</td><td>${d.no}</td></tr><tr><td>発行日</td><td>${fmt(d.issue)}</td></tr><tr><td>お支払期日</td><td><b>${fmt(d.due)}</b></td></tr></table></div></div>
        <div class="use"><div><span>ご使用期間</span><b style="font-size:13px">${md(start)}〜${md(end)}</b> <small style="white-space:nowrap">（${days}日間）</small></div><div><span>使用電力量</span><b>${yen(kWh)}</b> kWh</div>
          <div><span>最大需要電力</span><b>${demand}</b> kW</div><div><span>前年同月</span><b>${yen(lastYear)}</b> kWh</div></div>
        <table class="bd"><tr><th style="width:200px">項目</th><th>計算内容</th><th style="width:110px">金額（税込）</th></tr>
          ${lines.map(([k, how, v]) => `<tr><td>${k}</td><td>${how}</td><td class="num">${v < 0 ? `−${yen(-v)}` : yen(v)}円</td></tr>`).join('')}
          <tr class="g"><td>ご請求金額（税込）</td><td>10%対象　（うち消費税等相当額 ${yen(innerTax)}円）</td><td class="num">${yen(total)}円</td></tr></table>
        <div style="margin-top:12px;font-size:10px;color:${ink}">■ 過去12か月のご使用量（kWh）</div>
        <div class="chart">${months.map((x, i) => `<div class="${i === 11 ? 'c' : ''}" style="height:${Math.round((x.v / peak) * 100)}%"><span>${x.m}月</span></div>`).join('')}</div>
        <p style="margin-top:22px;font-size:9.5px;color:#555;line-height:1.6">※料金は消費税等相当額を含みます。燃料費調整単価は${md(start)}〜${md(end)}の適用単価です。再生可能エネルギー発電促進賦課金単価は国が定める単価です。</p></div>
      <div class="foot"><div><b>お振込先</b><br>${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}<br><span style="color:#666">※振込手数料はお客さまのご負担となります。</span></div>
        <div><b>${issuer}</b><br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}（平日9:00〜17:00）<br>登録番号　${d.reg}<br>小売電気事業者登録番号　A0${r.int(100, 999)}</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 70 — an IT company's (合同会社 often) monthly 請求書 for SES / 準委任 engineers, made in Excel: 件名 with the month, one
// block per engineer (基本単価 × 1人月, then 超過 or 控除 against a 精算幅 of 140–180h: hours with two decimals × a 超過単価
// / 控除単価 that is the 単価 divided by the upper or lower bound, rounded down to 10 yen), 交通費 sometimes, 小計 / 消費税 /
// 合計, the 稼働実績 table beside it, 注文書番号 and 契約番号 near the invoice number, 月末締め翌月末払い.
const SES_TRADES = [
  ['システムズ', 'システムズ'],
  ['テック', 'テック'],
  ['ソリューションズ', 'ソリューションズ'],
  ['エンジニアリング', 'エンジニアリング'],
  ['コンサルティング', 'コンサルティング'],
];
const SES_WORK = [
  '基幹システム更改に伴う開発支援',
  'ECサイト保守・運用支援',
  '業務アプリケーション開発支援',
  'インフラ構築・運用支援',
  'PMO支援業務',
  'テスト・品質管理支援',
  'クラウド移行支援',
];
const SES_RANGES = [
  [140, 180],
  [140, 180],
  [150, 190],
  [140, 200],
  [160, 200],
];
LAYOUTS.push({
  id: 'L70-ses-seisan',
  split: 'dev',
  title: "IT company's monthly SES 請求書 with 精算幅 超過/控除, made in Excel",
  exercises:
    "an IT company's (合同会社 often, 代表社員, or a 株式会社) monthly 御請求書 for SES / 準委任 engineers, made in Excel: 御請求書 centred and underlined, 請求日 / 請求番号 / 注文書番号 / 契約番号 at the top right, the buyer with 御中 and 担当 様, the issuer (name, 代表社員 or 代表取締役, 〒 address, TEL, e-mail, 登録番号, 角印), 件名 システム開発支援業務（2026年1月分）, ご請求金額 ¥…-（税込）, a ruled table No./作業者/内容/数量/単位/単価/金額 with one block per engineer (基本料金 1人月, then 超過精算 or 控除精算: hours with two decimals × 超過単価 / 控除単価, the 控除 negative with ▲ or −) and 交通費（実費） sometimes, 小計 / 消費税（10%） / 合計, a 稼働実績 table (作業者, 作業期間, 精算幅 140h〜180h, 実稼働時間, 超過/控除時間), お支払期限 with 月末締め翌月末払い, the お振込先 as a ruled label|value table (a main bank or a net bank, a half-width holder ﾄﾞ) or ｶ)), 西暦 slash or 年月日 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, SES_TRADES, [
      ['合同会社', 'ド'],
      ['合同会社', 'ド'],
      ['株式会社', 'カ'],
    ]);
    landline(d);
    if (!d.bank.main && r.chance(0.6)) rebank(d, r, 'net');
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const workEnd = endOfMonth(y, m);
    const workStart = [y, m, 1];
    d.issue = r.chance(0.4) ? workEnd : addDays(workEnd, r.int(1, 6));
    const nm = addDays(workEnd, 1);
    d.due = endOfMonth(nm[0], nm[1]);
    d.no = r.chance(0.6) ? `${y}${pad2(m)}-${r.digits(3)}` : d.no;
    const work = r.pick(SES_WORK);
    const engineers = Array.from({ length: r.int(1, 3) }, () => {
      const [lo, hi] = r.pick(SES_RANGES);
      const price = r.int(55, 95) * 10000;
      const h4 = r.chance(0.2)
        ? r.int(lo * 4, hi * 4)
        : r.chance(0.6)
          ? r.int(hi * 4 + 1, (hi + 25) * 4)
          : r.int((lo - 20) * 4, lo * 4 - 1);
      const hours = h4 / 4;
      const over = hours > hi ? hours - hi : 0;
      const under = hours < lo ? lo - hours : 0;
      const overUnit = Math.floor(price / hi / 10) * 10;
      const underUnit = Math.floor(price / lo / 10) * 10;
      return {
        name: `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`,
        lo,
        hi,
        price,
        hours,
        over,
        under,
        overUnit,
        underUnit,
        adj: over ? Math.floor(over * overUnit) : under ? -Math.floor(under * underUnit) : 0,
        fare: r.chance(0.3) ? r.int(30, 250) * 100 : 0,
      };
    });
    const lines = [];
    engineers.forEach((e, i) => {
      lines.push({
        no: i + 1,
        who: e.name,
        name: `${work}（${m}月分）`,
        qty: '1.00',
        unit: '人月',
        price: e.price,
        amount: e.price,
      });
      if (e.over)
        lines.push({
          no: '',
          who: '',
          name: `超過精算（${e.hours.toFixed(2)}h − ${e.hi}h）`,
          qty: e.over.toFixed(2),
          unit: 'h',
          price: e.overUnit,
          amount: e.adj,
        });
      if (e.under)
        lines.push({
          no: '',
          who: '',
          name: `控除精算（${e.lo}h − ${e.hours.toFixed(2)}h）`,
          qty: e.under.toFixed(2),
          unit: 'h',
          price: e.underUnit,
          amount: e.adj,
        });
      if (e.fare) lines.push({ no: '', who: '', name: '交通費（実費）', qty: '1', unit: '式', price: e.fare, amount: e.fare });
    });
    d.items = lines.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['slash', 'slashLoose', 'seireki'])];
    const minus = r.pick(['▲', '−', '-']);
    const money = (n) => (n < 0 ? `${minus}${yen(-n)}` : yen(n));
    const issuer = d.form === '株式会社' ? spelled(d, r.pick(['full', 'paren'])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half-big']));
    const order = `PO-${String(y).slice(2)}${r.digits(5)}`;
    const contract = `${r.pick(['KY', 'JN', 'SE'])}-${r.digits(6)}`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10.5px; color: #000; }
      .wrap { padding: 40px 50px; } h1 { text-align: center; font-size: 22px; margin: 0 0 16px; letter-spacing: .5em; text-decoration: underline; text-underline-offset: 6px; font-weight: normal; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .to .n { font-size: 15px; border-bottom: 1px solid #000; padding-right: 20px; white-space: nowrap; } .to .p { margin-top: 4px; }
      .meta td { padding: 1px 6px; border: 1px solid #999; } .meta td:first-child { background: #f2f2f2; }
      .from { position: relative; margin-top: 10px; line-height: 1.55; font-size: 10px; } .from b { font-size: 14px; }
      .amt { margin-top: 12px; display: inline-flex; border: 1px solid #000; } .amt div { padding: 5px 12px; font-size: 14px; } .amt .l { background: #d9e1f2; border-right: 1px solid #000; }
      .items { width: 100%; margin-top: 12px; } .items th { background: #d9e1f2; border: 1px solid #000; font-weight: normal; padding: 3px; }
      .items td { border: 1px solid #000; padding: 2px 5px; height: 18px; white-space: nowrap; } .items td.c { text-align: center; }
      .sum { margin-left: auto; } .sum td { border: 1px solid #000; padding: 2px 8px; width: 120px; } .sum td:first-child { background: #d9e1f2; width: 110px; } .sum td.num { font-weight: bold; }
      .act { width: 100%; margin-top: 12px; } .act th { background: #f2f2f2; border: 1px solid #999; font-weight: normal; padding: 2px; } .act td { border: 1px solid #999; padding: 2px 6px; text-align: center; }
      .bank { margin-top: 12px; } .bank td { border: 1px solid #000; padding: 2px 8px; } .bank td:first-child { background: #d9e1f2; width: 90px; }`;
    const itemRows =
      lines
        .map(
          (x) =>
            `<tr><td class="c">${x.no}</td><td>${x.who}</td><td>${x.name}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${money(x.amount)}</td></tr>`,
        )
        .join('') + Array.from({ length: Math.max(0, 9 - lines.length) }, () => `<tr>${'<td></td>'.repeat(7)}</tr>`).join('');
    const page = `<div class="wrap"><h1>御請求書</h1>
      <div class="top"><div class="to"><div class="n">${d.buyerName}　御中</div><div class="p">${r.pick(['開発部', '情報システム部', '購買部', '管理部'])}　${r.pick(SURNAMES)[0]} 様</div>
          <p style="margin-top:14px">下記の通りご請求申し上げます。</p>
          <div>件名：システム開発支援業務（${y}年${m}月分）</div>
          <div class="amt"><div class="l">ご請求金額</div><div>¥${yen(s.total)}-（税込）</div></div></div>
        <div><table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求番号</td><td>${d.no}</td></tr><tr><td>注文書番号</td><td>${order}</td></tr><tr><td>契約番号</td><td>${contract}</td></tr></table>
          <div class="from"><b>${issuer}</b><br>${representative(d, r)}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL：${d.tel}<br>Mail：${mail(r)}<br>登録番号：${d.reg}
            ${kakuin(d, 'right: -10px; top: 4px; opacity: .6;')}</div></div></div>
      <table class="items"><tr><th style="width:28px">No.</th><th style="width:80px">作業者</th><th>内容</th><th style="width:50px">数量</th><th style="width:40px">単位</th><th style="width:74px">単価</th><th style="width:84px">金額</th></tr>${itemRows}</table>
      <table class="sum"><tr><td>小計</td><td class="num">${money(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr><td>合計</td><td class="num">${yen(s.total)}</td></tr></table>
      <table class="act"><tr><th>作業者</th><th>作業期間</th><th>精算幅</th><th>実稼働時間</th><th>超過／控除時間</th></tr>
        ${engineers.map((e) => `<tr><td>${e.name}</td><td>${fmt(workStart)}〜${fmt(workEnd)}</td><td>${e.lo}h〜${e.hi}h</td><td>${e.hours.toFixed(2)}h</td><td>${e.over ? `超過 ${e.over.toFixed(2)}h` : e.under ? `控除 ${e.under.toFixed(2)}h` : '―'}</td></tr>`).join('')}</table>
      <div style="margin-top:12px">お支払期限：${fmt(d.due)}（月末締め翌月末払い）</div>
      <table class="bank"><tr><td>振込先</td><td>${d.bank.name}　${d.branch.name}</td></tr><tr><td>口座種別</td><td>${TYPE_LABEL[d.type]}</td></tr><tr><td>口座番号</td><td>${d.account}</td></tr><tr><td>口座名義</td><td>${holder}</td></tr></table>
      <div style="margin-top:8px;font-size:9.5px">※恐れ入りますが、振込手数料は貴社にてご負担くださいますようお願い申し上げます。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

export { PLATE_AREAS };
