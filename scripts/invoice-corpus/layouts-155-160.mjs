// Invoice corpus layouts L155–L160: each pushed onto core.mjs's LAYOUTS, in order.
import {
  DATE_FORMATS,
  GIVEN,
  LAYOUTS,
  ODD_BRANCHES,
  STEMS,
  SURNAMES,
  TYPE_LABEL,
  addDays,
  endOfMonth,
  holderPrinted,
  pad2,
  reiwa,
  summarize,
  yen,
} from './core.mjs';
import { regHyphen, regSpaced, shortNo } from './layouts-013-018.mjs';
import { kakuin, landline, setYago, shuffle, weekday } from './layouts-019-028.mjs';
import { abbreviated, setCorp } from './layouts-029-034.mjs';
import { ordinaryAtNetBank, representative, secondBank } from './layouts-035-040.mjs';
import { daysBetween } from './layouts-047-052.mjs';
import { prefOf } from './layouts-053-058.mjs';
import { KEIBI_TOWNS } from './layouts-077-082.mjs';
import { cityOf, relocate } from './layouts-089-094.mjs';
import { addMonths, roundSeal, yagoHolder } from './layouts-095-100.mjs';
import { warekiPad } from './layouts-125-130.mjs';
import { MANSION_NAMES } from './layouts-131-136.mjs';
import { TOWN_SHINKUMI } from './layouts-137-142.mjs';
import { REGIONAL_BANKS, localBank, redate, setFamilyCorp } from './layouts-143-148.mjs';

// ---- 155–160: written blind as the twenty-third round's fresh set, measured once (ADR 0025), now dev.

// 155 — a 監理団体 (a 事業協同組合 licensed for 技能実習: …国際交流事業協同組合 / …国際人材育成協同組合, in a country town,
// its 監理団体許可番号 under its name, 代表理事) bills a 実習実施者 (a 製作所, 食品, 農園, 建設, 化成 or 工業 company of the same
// prefecture) for a month's 監理費 and what it passes on: 監理費等 請求書, a roster of the company's 技能実習生 one row per
// trainee (氏名 in Latin capitals as in the passport, 国籍, 区分 1号ロ / 2号ロ / 3号ロ, 入国日, 監理費 at 10% by the 区分,
// 送出機関管理費 不課税), 立替金 rows (在留期間更新 収入印紙代, 技能検定 受検手数料, 不課税) sometimes, a summary (監理費 計 /
// 消費税 / 送出機関管理費 計 / 立替金 計 / ご請求金額), the amount to pay in a box at the top too; the 振込先 at a bank of the
// prefecture, held in the 組合's name spelled out in kana (with its 代表理事 sometimes, as L90); 令和 dates.
const KANRI_KINDS = [
  ['国際交流事業協同組合', 'コクサイコウリュウジギョウキョウドウクミアイ'],
  ['国際人材育成協同組合', 'コクサイジンザイイクセイキョウドウクミアイ'],
  ['産業振興事業協同組合', 'サンギョウシンコウジギョウキョウドウクミアイ'],
  ['技能実習協同組合', 'ギノウジッシュウキョウドウクミアイ'],
];
// [実習実施者, 職種・作業]
const JISSHU_BUYERS = [
  ['株式会社{s}製作所', '機械加工（普通旋盤作業）'],
  ['{s}食品株式会社', '惣菜製造業（惣菜加工作業）'],
  ['有限会社{s}農園', '耕種農業（施設園芸）'],
  ['{s}建設株式会社', '型枠施工（型枠工事作業）'],
  ['株式会社{s}化成', 'プラスチック成形（射出成形作業）'],
  ['{s}工業株式会社', '溶接（半自動溶接）'],
];
const VN_NAMES = {
  family: ['NGUYEN', 'TRAN', 'LE', 'PHAM', 'HOANG', 'VU', 'DANG', 'BUI', 'DO'],
  M: [
    ['VAN', 'DUC', 'MINH', 'QUANG'],
    ['NAM', 'HUNG', 'TUAN', 'DUNG', 'LONG', 'PHUC'],
  ],
  F: [
    ['THI', 'NGOC', 'THU'],
    ['LINH', 'TRANG', 'HUONG', 'THAO', 'MAI', 'LAN'],
  ],
};
const OTHER_TRAINEES = {
  インドネシア: ['AHMAD FAUZI', 'RIZKY PRATAMA', 'DEWI LESTARI', 'SITI RAHAYU', 'BAGUS SETIAWAN', 'NUR AINI'],
  ミャンマー: ['AUNG KO KO', 'KYAW ZIN HTET', 'MAY THU ZAR', 'HNIN WAI PHYO', 'ZAW MIN OO', 'THIN THIN AYE'],
  フィリピン: ['SANTOS JOHN PAUL', 'REYES MARIA CRISTINA', 'DELA CRUZ MARK', 'GARCIA JOAN', 'BAUTISTA RICHARD'],
};
const traineeName = (r, nat) => {
  if (nat !== 'ベトナム') return r.pick(OTHER_TRAINEES[nat]);
  const [mid, given] = VN_NAMES[r.pick(['M', 'M', 'F'])];
  return `${r.pick(VN_NAMES.family)} ${r.pick(mid)} ${r.pick(given)}`;
};
LAYOUTS.push({
  id: 'L155-jisshu-kanrihi',
  split: 'dev',
  title:
    "監理団体's (事業協同組合) monthly 監理費等 請求書 to a 実習実施者: a roster of 技能実習生 in Latin capitals, 監理費 at 10% beside a 不課税 送出機関管理費, 立替金 rows, the 組合's name spelled out in kana as the holder, 令和 dates",
  exercises:
    "a 監理団体 (…国際交流事業協同組合 / …国際人材育成協同組合 / …産業振興事業協同組合 / …技能実習協同組合 in a country town, 監理団体許可番号 許… （一般監理事業 / 特定監理事業）and 代表理事 under its name, 〒 address, TEL/FAX, 登録番号, a 角印) bills a company that takes its 技能実習生 (…製作所 / …食品 / …農園 / …建設 / …化成 / …工業, in the same prefecture) for the month: 監理費等 請求書 centred, 請求書番号 and the 令和 date at the top right, the company's 〒 address, name with 御中 and 技能実習責任者 … 様 at the left, the 組合 at the right, ご請求金額（税込・立替金含む）boxed with お支払期限 beside it, 対象月 and 職種・作業, a roster one row per trainee (No., 氏名 in Latin capitals NGUYEN VAN NAM / AUNG KO KO, 国籍 ベトナム / インドネシア / ミャンマー / フィリピン, 区分 1号ロ / 2号ロ / 3号ロ, 入国日, 監理費（課税）by the 区分, 送出機関管理費（不課税）), 立替金 rows sometimes (在留期間更新許可申請 収入印紙代 n名 × 6,000, 技能検定 随時3級 受検手数料), a summary (監理費 計（10%対象）/ 消費税（10%）/ 送出機関管理費 計（不課税）/ 立替金 計（不課税）/ ご請求金額, the amount to pay), a note on the 不課税, and the お振込先 as a ruled block at a regional bank or 信用金庫 of the prefecture or a city bank (no codes), holder the 組合's name in kana (…キョウドウクミアイ, half-width mostly) with ﾀﾞｲﾋｮｳﾘｼﾞ and the name after it sometimes; 令和 dates (令和8年1月31日, or zero-padded 令和08年01月31日)",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'main' : 'other' }),
  render(d, r) {
    const town = relocate(d, r, true);
    const pref = prefOf(town);
    const [stem, stemKana] = r.pick(STEMS);
    const [kind, kindKana] = r.pick(KANRI_KINDS);
    d.corpBody = `${stem}${kind}`;
    d.form = '協同組合';
    d.issuerName = d.corpBody;
    const [rsn, rsnk] = r.pick(SURNAMES);
    const [rgn, rgnk] = r.pick(GIVEN);
    const holderBase = `${stemKana}${kindKana}${r.chance(0.3) ? ` ダイヒョウリジ ${rsnk} ${rgnk}` : ''}`;
    if (!d.bank.main) localBank(d, r, [...REGIONAL_BANKS[pref], TOWN_SHINKUMI[pref]]);
    ordinaryAtNetBank(d);
    if (r.chance(0.7)) d.type = 2;
    const [y, m] = d.issue;
    const end = endOfMonth(y, m);
    d.issue = r.chance(0.5) ? end : [y, m, r.pick([20, 25])];
    redate(d);
    d.due = d.issue[2] < 28 && r.chance(0.6) ? end : [...addMonths([y, m], 1), r.pick([10, 15, 20])];
    if (d.due[2] === 20 && r.chance(0.5)) d.due = endOfMonth(...addMonths([y, m], 1));
    const [bs] = r.pick(SURNAMES);
    const [buyerTpl, job] = r.pick(JISSHU_BUYERS);
    d.buyerName = buyerTpl.replace('{s}', bs);
    d.buyerZip = d.zip;
    d.buyerAddress = `${town}${r.int(12, 3999)}${r.chance(0.5) ? `-${r.int(1, 9)}` : '番地'}`;
    const nat = r.pick(['ベトナム', 'ベトナム', 'ベトナム', 'インドネシア', 'ミャンマー', 'フィリピン']);
    const fee1 = r.int(30, 45) * 1000;
    const fees = { '1号ロ': fee1, '2号ロ': fee1 - r.pick([3000, 5000]), '3号ロ': fee1 - r.pick([8000, 10000]) };
    const okuriFee = r.pick([5000, 5000, 8000, 10000]);
    // Only a 一般監理事業 (an 優良 監理団体) may take 3号 trainees.
    const general = r.chance(0.6);
    const n = r.int(2, 7);
    const seen = new Set();
    const trainees = [];
    for (let k = 0; k < n * 3 && trainees.length < n; k++) {
      const tn = r.chance(0.8) ? nat : 'ベトナム';
      const who = traineeName(r, tn);
      if (seen.has(who)) continue;
      seen.add(who);
      const grade = r.pick(['1号ロ', '1号ロ', '2号ロ', '2号ロ', '2号ロ', ...(general ? ['3号ロ'] : [])]);
      const back = { '1号ロ': [40, 330], '2号ロ': [380, 1050], '3号ロ': [1120, 1700] }[grade];
      const entry = addDays(d.issue, -r.int(...back));
      const okuri = grade === '3号ロ' && r.chance(0.5) ? 0 : okuriFee;
      trainees.push({ who, nat: tn, grade, entry, fee: fees[grade], okuri });
    }
    trainees.sort((a, b) => daysBetween(b.entry, a.entry) || a.who.localeCompare(b.who));
    const advances = [];
    const renew = trainees.filter((t) => t.grade !== '1号ロ');
    if (renew.length && r.chance(0.35)) {
      const k = r.int(1, renew.length);
      advances.push({ name: `在留期間更新許可申請 収入印紙代（${k}名分）`, amount: k * 6000 });
    }
    const firsts = trainees.filter((t) => t.grade === '1号ロ');
    if (firsts.length && r.chance(0.35)) {
      const t = r.pick(firsts);
      advances.push({ name: `技能検定 随時3級 受検手数料（${t.who}）`, amount: r.int(180, 280) * 100 });
    }
    d.items = trainees.map((t) => ({ name: `監理費 ${t.who}`, amount: t.fee, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const okuri = trainees.reduce((t, x) => t + x.okuri, 0);
    const adv = advances.reduce((t, x) => t + x.amount, 0);
    const total = s.total + okuri + adv;
    const fmt = r.chance(0.7) ? DATE_FORMATS.wareki : warekiPad;
    const issuer = d.issuerName;
    const holder = holderPrinted({ holderBase }, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const license = `許${r.int(1, 2)}${r.int(10, 47)}${r.digits(6)}`;
    const ym = `令和${reiwa(y)}年${m}月分`;
    const accent = r.pick(['#2e6b4f', '#2c4f7c', '#6b4a2e']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #1e1e1e; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 40px 52px 0; }
      .rt { text-align: right; }
      h1 { text-align: center; font-size: 21px; letter-spacing: .35em; margin: 8px 0 14px; color: ${accent}; border-bottom: 2px solid ${accent}; padding-bottom: 6px; }
      .two { display: flex; justify-content: space-between; align-items: flex-start; }
      .to { width: 330px; line-height: 1.75; } .to .n { font-size: 15px; font-weight: 700; border-bottom: 1px solid #333; white-space: nowrap; display: inline-block; padding-right: 20px; }
      .co { position: relative; width: 300px; font-size: 9.5px; } .co .nm { font-size: 13.5px; font-weight: 700; white-space: nowrap; }
      .amt { display: flex; margin-top: 14px; border: 2px solid ${accent}; } .amt div { padding: 6px 12px; } .amt .l { background: ${accent}; color: #fff; display: flex; align-items: center; }
      .amt .v { font-size: 20px; font-weight: 700; min-width: 200px; text-align: right; } .amt .due { margin-left: auto; border-left: 1px solid ${accent}; line-height: 1.6; }
      .g { border-collapse: collapse; } .g th { border: 1px solid #555; background: #eef2ef; font-weight: normal; padding: 3px 5px; } .g td { border: 1px solid #777; padding: 3px 6px; }
      .ros { width: 100%; margin-top: 8px; } .ros td.c { text-align: center; white-space: nowrap; } .ros td.nm { font-family: 'Noto Sans Mono CJK JP'; letter-spacing: .02em; white-space: nowrap; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 10px; gap: 16px; }
      .sum td { min-width: 110px; text-align: right; } .sum th { text-align: left; } .sum tr.t td, .sum tr.t th { font-weight: 700; font-size: 12px; border: 2px solid #222; }
      .bank { margin-top: 14px; width: 100%; } .bank th { width: 90px; text-align: left; }
      .memo { font-size: 8.5px; color: #444; margin-top: 8px; }`;
    const roster = trainees
      .map(
        (t, i) =>
          `<tr><td class="c">${i + 1}</td><td class="nm">${t.who}</td><td class="c">${t.nat}</td><td class="c">技能実習${t.grade}</td><td class="c">${fmt(t.entry)}</td><td class="num">${yen(t.fee)}</td><td class="num">${t.okuri ? yen(t.okuri) : '―'}</td></tr>`,
      )
      .join('');
    const advHtml = advances.length
      ? `<table class="g ros" style="margin-top:8px"><tr><th style="text-align:left">立替金（不課税）</th><th style="width:120px">金額</th></tr>${advances
          .map((x) => `<tr><td>${x.name}</td><td class="num">${yen(x.amount)}</td></tr>`)
          .join('')}</table>`
      : '';
    const sums = [
      ['監理費 計（10%対象）', yen(s.subtotal)],
      ['消費税（10%）', yen(s.tax)],
      ['送出機関管理費 計（不課税）', yen(okuri)],
      ...(advances.length ? [['立替金 計（不課税）', yen(adv)]] : []),
      ['ご請求金額', `¥${yen(total)}`],
    ];
    const page = `<div class="wrap"><div class="rt">請求書番号　${d.no}<br>発行日　${fmt(d.issue)}</div>
      <h1>監理費等 請求書</h1>
      <div class="two"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>技能実習責任者　${d.buyerPerson}　様</div>
        <div class="co"><div class="nm">${issuer}</div>監理団体許可番号　${license}（${general ? '一般監理事業' : '特定監理事業'}）<br>代表理事　${rsn} ${rgn}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${reg}
          ${kakuin(d, `right: ${r.int(0, 24)}px; top: ${r.int(0, 20)}px; opacity: .5;`)}</div></div>
      <div style="margin-top:12px">平素は当組合の事業に格別のご高配を賜り、厚く御礼申し上げます。${ym}の監理費等を下記のとおりご請求申し上げます。</div>
      <div class="amt"><div class="l">ご請求金額（税込・立替金含む）</div><div class="v">¥${yen(total)}-</div><div class="due">お支払期限<br><b>${fmt(d.due)}</b></div></div>
      <div style="margin-top:8px">対象月　${ym}　　職種・作業　${job}　　実習生　${trainees.length}名</div>
      <table class="g ros"><tr><th style="width:26px">No.</th><th>氏名（旅券表記）</th><th style="width:70px">国籍</th><th style="width:84px">区分</th><th style="width:104px">入国日</th><th style="width:80px">監理費</th><th style="width:92px">送出機関管理費</th></tr>${roster}</table>
      ${advHtml}
      <div class="low"><div class="memo" style="width:300px;margin-top:0">※監理費は消費税（10%）の課税対象です。<br>※送出機関管理費は送出機関へ送金する預り金のため、消費税の対象外（不課税）です。<br>※立替金は実費をご請求するもので、消費税の対象外です。</div>
        <table class="g sum">${sums.map(([l, v], i) => `<tr${i === sums.length - 1 ? ' class="t"' : ''}><th>${l}</th><td>${v}</td></tr>`).join('')}</table></div>
      <table class="g bank"><tr><th>お振込先</th><td>${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}</td></tr><tr><th>口座名義</th><td>${holder}</td></tr></table>
      <div class="memo">恐れ入りますが、お振込手数料は貴社にてご負担くださいますようお願い申し上げます。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 156 — a 競走馬 牧場 in 日高 (北海道: 新ひだか町, 新冠町, 浦河町, 日高町; a family's 有限会社 or 株式会社 …牧場 / …ファーム /
// …ステーブル, or a sole proprietor under its 屋号 …牧場 with 代表 and the owner's name) bills a 馬主 (a company) for a
// month's 預託: 預託料 御請求書, one block per horse (馬名 in katakana with 性・齢, or an unnamed yearling as 母 …の2025),
// under it 育成預託料 / 繁殖牝馬預託料 / 当歳馬預託料 by the day (日額 × 日数, fewer days when a horse left for the トレセン in
// the month), 装蹄料 / 削蹄料, 馬運車 輸送費, サプリメント, and 獣医 診療費 passed on at cost (立替, 不課税, after the 消費税);
// 課税対象額 / 消費税（10%）/ 立替金（不課税）/ 合計ご請求額 (the amount to pay, with the 立替金); the 振込先 at 北洋銀行 /
// 北海道銀行 / 苫小牧信用金庫 / the town's JA without codes, or a city bank; 西暦 年月日 dates, the due as …月末日 sometimes.
// [〒, the farm's town, area code, the place a bank's branch is named after, the town's JA]
const HIDAKA_TOWNS = [
  ['056-0144', '北海道日高郡新ひだか町静内田原', '0146', '静内', 'JAしずない'],
  ['059-2402', '北海道新冠郡新冠町朝日', '0146', '新冠', 'JAにいかっぷ'],
  ['057-0171', '北海道浦河郡浦河町西幌別', '0146', '浦河', 'JAひだか東'],
  ['055-0004', '北海道沙流郡日高町富川西', '01456', '富川', null],
];
const BOKUJO_TRADES = [
  ['牧場', 'ボクジョウ'],
  ['牧場', 'ボクジョウ'],
  ['ファーム', 'ファーム'],
  ['ステーブル', 'ステーブル'],
];
const HORSE_NAMES = [
  'サクラノアカツキ',
  'ホクトノカゼ',
  'ミナモノヒカリ',
  'ハルカゼスマイル',
  'アオバノチカイ',
  'ヒノデブレイブ',
  'フタバクイーン',
  'ツバサノユメ',
  'コモレビステラ',
  'マルボシダッシュ',
  'シズナイボーイ',
  'ユキノハナミチ',
];
const DAMS = ['サクラヒメ', 'ミナモレディ', 'ホクトビジン', 'ハルノウララ', 'アオバプリンセス', 'ヒナタノユメ', 'ツバサレディ'];
const BANUSHI = ['株式会社{s}ホールディングス', '{s}興産株式会社', '株式会社{s}商事', '{s}不動産株式会社', '株式会社{s}ファーム'];
LAYOUTS.push({
  id: 'L156-bokujou-azukari',
  split: 'dev',
  title:
    "日高's 競走馬 牧場 預託料 御請求書 to a 馬主 company: one block per horse, 預託料 by the day (日額 × 日数), 装蹄料 and 輸送費, 獣医 診療費 passed on 不課税 after the 消費税, a 北海道 bank or JA without codes, 西暦 dates and …月末日",
  exercises:
    "a 競走馬 牧場 in 日高, 北海道 (a family's 有限会社 / 株式会社 …牧場 / …ファーム / …ステーブル, ㈲/(有) sometimes, or a sole proprietor under its 屋号 …牧場 with 代表 and the owner's name; 〒 新ひだか町 / 新冠町 / 浦河町 / 日高町 address with a 番地, TEL/FAX on 0146 or 01456) bills a 馬主 (a company: …ホールディングス / …興産 / …商事 / …不動産 / …ファーム) for a month's 預託: 預託料 御請求書 at the top, 請求日 / 請求書No. / 対象期間 (2026年1月1日〜1月31日) at the right over the farm's block with its round 認印, the 馬主 with 御中, ご担当 … 様 and its 〒 address at the left, ご請求金額 in a bar, one block per horse under a shaded heading (馬名 ホクトノカゼ（牡2）/ 繁殖牝馬 ミナモレディ（牝9）/ 母 サクラヒメの2025（牝1）/ 母 …の2026（牡・当歳）, 在厩 or 1/1〜1/20 退厩), rows 育成預託料 / 繁殖牝馬預託料 / 当歳馬・1歳馬預託料（日額 × 日数）, 装蹄料 or 削蹄料, 馬運車 輸送費（美浦 / 栗東トレーニングセンターへ）, サプリメント・飼料 追加 at 10%, and 獣医 診療費（立替・実費）marked 不課税, then 課税対象額 / 消費税（10%）/ 立替金（不課税）/ 合計ご請求額 (the amount to pay, with the 立替金), お支払期限 (2026年2月末日 as the month's last day sometimes) and the お振込先 at the foot (北洋銀行 / 北海道銀行 / 苫小牧信用金庫 静内支店, the town's JA 本所, or a city bank's 札幌支店; no codes; holder ﾕ)…ﾎﾞｸｼﾞﾖｳ or the 屋号's kana with the owner's name, half-width or full), 西暦 年月日 dates",
  opts: (r, inst) => ({ sole: inst === 1, rates: '10', bank: inst === 2 ? 'main' : 'other' }),
  render(d, r) {
    const [zip, base, area, place, ja] = r.pick(HIDAKA_TOWNS);
    let holderBase;
    let rep;
    if (d.sole) {
      setYago(d, '牧場');
      holderBase = yagoHolder(d, 'ボクジョウ', r.chance(0.6));
      rep = `代表　${d.person}`;
    } else {
      const family = setFamilyCorp(d, r, BOKUJO_TRADES, [
        ['有限会社', 'ユ'],
        ['有限会社', 'ユ'],
        ['株式会社', 'カ'],
      ]);
      holderBase = d.holderBase;
      rep = `代表取締役　${family} ${r.pick(GIVEN)[0]}`;
    }
    d.zip = zip;
    d.address = `${base}${r.int(12, 980)}番地${r.chance(0.4) ? r.int(1, 9) : ''}`;
    const local = area.length === 5 ? `${r.int(2, 9)}-${r.digits(4)}` : `${r.int(2, 9)}${r.digits(1)}-${r.digits(4)}`;
    d.tel = `${area}-${local}`;
    d.fax = `${area}-${local.slice(0, -1)}${(Number(local.slice(-1)) + 1) % 10}`;
    if (d.bank.main && d.bank.code !== '9900') {
      if (!ODD_BRANCHES[d.bank.code]) d.branch.name = r.pick(['札幌支店', '苫小牧支店', '札幌中央支店']);
    } else {
      delete d.yucho;
      const banks = [
        ['北洋銀行', `${place}支店`],
        ['北海道銀行', `${place}支店`],
        ['苫小牧信用金庫', `${place}支店`],
        ...(ja ? [[ja, r.pick(['本所', `${place}支所`])]] : []),
      ];
      const [name, branch] = r.pick(banks);
      d.bank = { name, code: null, main: false };
      d.branch = { name: branch, code: `${r.int(1, 8)}${r.digits(2)}` };
      d.account = r.digits(7);
    }
    ordinaryAtNetBank(d);
    if (r.chance(0.6)) d.type = 2;
    const [y, m] = d.issue;
    const first = [y, m, 1];
    const end = endOfMonth(y, m);
    d.issue = r.chance(0.5) ? end : addDays(end, r.int(1, 6));
    redate(d);
    const nm = addMonths([y, m], 1);
    d.due = r.chance(0.6) ? endOfMonth(...nm) : [...nm, r.pick([15, 20, 25])];
    const [bs] = r.pick(STEMS);
    d.buyerName = r.pick(BANUSHI).replace('{s}', bs);
    // The horses: 育成馬 (2歳, or 1歳 unnamed), 繁殖牝馬, 当歳馬.
    const names = shuffle(r, HORSE_NAMES);
    const dams = shuffle(r, DAMS);
    const nHorses = r.int(2, 4);
    const horses = [];
    const vetAt = r.int(0, nHorses - 1);
    for (let k = 0; k < nHorses; k++) {
      let kind = r.pick(['ikusei', 'ikusei', 'yearling', 'mare', 'foal']);
      if (kind === 'foal' && m < 5) kind = 'yearling';
      const sex = kind === 'mare' ? '牝' : r.pick(['牡', '牡', '牝']);
      const rows = [];
      let days = end[2];
      let left = null;
      let title;
      if (kind === 'ikusei') {
        title = `${names[k]}（${sex}2）`;
        if (r.chance(0.35)) {
          days = r.int(8, end[2] - 3);
          left = [y, m, days];
        }
        rows.push({ name: '育成預託料（騎乗調教含む）', qty: days, unit: '日', price: r.int(50, 80) * 100, tax: true });
        if (r.chance(0.7)) rows.push({ name: '装蹄料（四肢）', qty: 1, unit: '回', price: r.int(12, 18) * 1000, tax: true });
        if (left) {
          const tc = r.pick(['美浦トレーニングセンター', '栗東トレーニングセンター']);
          rows.push({ name: `馬運車 輸送費（${tc}へ）`, qty: 1, unit: '頭', price: r.int(60, 130) * 1000, tax: true });
        }
      } else if (kind === 'yearling') {
        title = `母 ${dams[k]}の${y - 1}（${sex}1）`;
        rows.push({ name: '1歳馬預託料（昼夜放牧）', qty: days, unit: '日', price: r.int(30, 45) * 100, tax: true });
        if (r.chance(0.5)) rows.push({ name: '削蹄料', qty: 1, unit: '回', price: r.int(3, 6) * 1000, tax: true });
      } else if (kind === 'mare') {
        title = `繁殖牝馬 ${dams[k]}（牝${r.int(6, 16)}）`;
        rows.push({ name: '繁殖牝馬預託料', qty: days, unit: '日', price: r.int(30, 45) * 100, tax: true });
        if (r.chance(0.5)) rows.push({ name: '削蹄料', qty: 1, unit: '回', price: r.int(3, 6) * 1000, tax: true });
        if (m >= 2 && m <= 6 && r.chance(0.5))
          rows.push({
            name: '種付け 馬運車 輸送費（往復）',
            qty: r.int(1, 2),
            unit: '回',
            price: r.int(15, 35) * 1000,
            tax: true,
          });
      } else {
        title = `母 ${dams[k]}の${y}（${sex}・当歳）`;
        rows.push({ name: '当歳馬預託料', qty: days, unit: '日', price: r.int(20, 35) * 100, tax: true });
      }
      if (r.chance(0.3))
        rows.push({ name: 'サプリメント・飼料 追加分', qty: 1, unit: '式', price: r.int(30, 150) * 100, tax: true });
      if (k === vetAt || r.chance(0.2))
        rows.push({
          name: `獣医 診療費（${r.pick(['ワクチン接種', '跛行 診察・レントゲン', '疝痛 処置', '健康診断・駆虫'])}）立替`,
          qty: 1,
          unit: '式',
          price: r.int(4, 60) * 1000 + r.pick([0, 0, 500, 780, 240]),
          tax: false,
        });
      rows.forEach((x) => (x.amount = x.qty * x.price));
      horses.push({ title, rows, left });
    }
    const all = horses.flatMap((h) => h.rows);
    d.items = all.filter((x) => x.tax).map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const vet = all.filter((x) => !x.tax).reduce((t, x) => t + x.amount, 0);
    const total = s.total + vet;
    const fmt = DATE_FORMATS.seireki;
    const dueText =
      d.due[2] === endOfMonth(d.due[0], d.due[1])[2] && r.chance(0.5) ? `${d.due[0]}年${d.due[1]}月末日` : fmt(d.due);
    const issuer = r.chance(0.3) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = holderPrinted({ holderBase }, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.3) ? regSpaced(d.reg) : d.reg;
    const md = ([, mm, dd]) => `${mm}/${dd}`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #222; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 42px 50px 0; }
      h1 { margin: 0; font-size: 22px; letter-spacing: .3em; color: #3b2a18; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 12px; }
      .to { line-height: 1.8; } .to .n { font-size: 15px; font-weight: 700; border-bottom: 1px solid #333; white-space: nowrap; }
      .mt td { padding: 1px 0 1px 12px; } .mt td:first-child { color: #666; }
      .co { position: relative; margin-top: 8px; line-height: 1.6; font-size: 9.5px; } .co .nm { font-size: 14px; font-weight: 700; white-space: nowrap; }
      .bar { margin-top: 14px; display: flex; justify-content: space-between; align-items: center; background: #f3ece2; border-left: 6px solid #7a5531; padding: 8px 14px; }
      .bar .v { font-size: 20px; font-weight: 700; }
      .det { width: 100%; border-collapse: collapse; margin-top: 12px; } .det th { background: #7a5531; color: #fff; font-weight: normal; padding: 3px 6px; }
      .det td { border-bottom: 1px solid #ddd; padding: 3px 6px; } .det tr.h td { background: #efe6d8; font-weight: 700; border-bottom: 1px solid #b9a488; }
      .det td.c { text-align: center; } .det .f { color: #8a2b2b; font-size: 9px; }
      .sum { margin: 10px 0 0 auto; border-collapse: collapse; } .sum td { padding: 3px 12px; border-bottom: 1px solid #ccc; } .sum td.num { width: 130px; }
      .sum tr.t td { font-weight: 700; font-size: 12.5px; border-top: 2px solid #222; border-bottom: 3px double #222; }
      .foot { position: absolute; left: 50px; right: 50px; bottom: 56px; display: flex; gap: 16px; }
      .foot > div { border: 1px solid #7a5531; padding: 8px 12px; line-height: 1.8; } .foot b { color: #7a5531; }`;
    const body = horses
      .map(
        (h) =>
          `<tr class="h"><td colspan="5">${h.title}　<span style="font-weight:normal">${h.left ? `${md(first)}〜${md(h.left)}（${md(h.left)} 退厩）` : `在厩（${md(first)}〜${md(end)}）`}</span></td></tr>` +
          h.rows
            .map(
              (x) =>
                `<tr><td>${x.name}${x.tax ? '' : ' <span class="f">※不課税</span>'}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
            )
            .join(''),
      )
      .join('');
    const page = `<div class="wrap"><h1>預託料 御請求書</h1>
      <div class="hd"><div class="to" style="margin-top:10px"><span class="n">${d.buyerName}　御中</span><br>ご担当　${d.buyerPerson}　様<br>〒${d.buyerZip}　${d.buyerAddress}
          <div style="margin-top:10px">平素より格別のお引き立てを賜り、誠にありがとうございます。<br>${y}年${m}月分の預託料等を下記のとおりご請求申し上げます。</div></div>
        <div><table class="mt"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書No.</td><td>${d.no}</td></tr><tr><td>対象期間</td><td>${fmt(first)}〜${m}月${end[2]}日</td></tr></table>
          <div class="co"><div class="nm">${issuer}</div>${rep}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${reg}
            ${roundSeal(d, `right: ${r.int(-30, 10)}px; top: ${r.int(-10, 4)}px; width: 50px; height: 50px; font-size: 10px;`)}</div></div></div>
      <div class="bar"><span>ご請求金額（税込・立替金含む）</span><span class="v">¥${yen(total)}</span><span>お支払期限　<b>${dueText}</b></span></div>
      <table class="det"><tr><th style="text-align:left">馬名・項目</th><th style="width:50px">数量</th><th style="width:36px">単位</th><th style="width:80px">単価</th><th style="width:96px">金額</th></tr>${body}</table>
      <table class="sum"><tr><td>課税対象額（10%）</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr>
        <tr><td>立替金（獣医診療費・不課税）</td><td class="num">${yen(vet)}</td></tr><tr class="t"><td>合計ご請求額</td><td class="num">¥${yen(total)}</td></tr></table>
      <div class="foot"><div style="flex:3"><b>お振込先</b>　${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}</div>
        <div style="flex:2;font-size:9px">獣医診療費は診療所の領収書の写しを同封しております（実費・不課税）。振込手数料はご負担願います。</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 157 — a 割烹 / 日本料理 / 料亭 / 懐石 restaurant in a city's 飲食街 (銀座, 赤坂, 新橋, 北新地, 栄, 中洲) bills a company for the
// month's 接待 and 会食 put on its account (ツケ, 月末締め): 御請求書 in 明朝 on cream paper, the restaurant's name set large
// as the header with the company that runs it (株式会社ふじ乃 / 有限会社松葉, ㈱/㈲ sometimes) and its 〒 address, TEL and 登録番号
// under it or in a block at the foot; one row per visit (ご利用日 with 曜日, ご利用者 営業部 山田様, 人数, お料理, お飲物, 個室料,
// サービス料 10%, 小計 税抜), お持ち帰り 折詰 at 8% in its own rows sometimes, 10%対象 / 消費税 / 8%対象 / 消費税 / 合計 (the
// amount to pay, also boxed at the top); two 振込先 in a boxed footer, ① and ② over one 口座名義 (expected ①, as L30); 令和
// dates, the due as …月末日 sometimes.
const KAPPOU_NAMES = [
  ['ふじ乃', 'フジノ'],
  ['さわ田', 'サワダ'],
  ['花邑', 'ハナムラ'],
  ['松葉', 'マツバ'],
  ['菊水', 'キクスイ'],
  ['千草', 'チグサ'],
  ['水月', 'スイゲツ'],
  ['葵', 'アオイ'],
];
const KAPPOU_KINDS = ['割烹', '日本料理', '料亭', '懐石'];
const KAPPOU_PLACES = [
  ['104-0061', '東京都中央区銀座', '03'],
  ['107-0052', '東京都港区赤坂', '03'],
  ['105-0004', '東京都港区新橋', '03'],
  ['530-0002', '大阪府大阪市北区曽根崎新地', '06'],
  ['460-0008', '愛知県名古屋市中区栄', '052'],
  ['810-0801', '福岡県福岡市博多区中洲', '092'],
];
const KAPPOU_BLDGS = ['', '', ' 銀鈴ビル1F', ' 第三松岡ビルB1', ' 花村ビル2階', ' KNビル1F'];
// [コース, 1名 lo–hi (500-yen steps)]
const KAPPOU_COURSES = [
  ['会席', 8000, 15000],
  ['おまかせ', 10000, 20000],
  ['季節の懐石', 12000, 25000],
  ['昼膳', 4000, 7000],
];
const KAPPOU_DEPTS = ['営業部', '営業本部', '役員室', '総務部', '経営企画室', '開発部', '社長室'];
LAYOUTS.push({
  id: 'L157-kappou-tsuke',
  split: 'dev',
  title:
    "割烹・料亭's month-end 御請求書 for a company's ツケ: the restaurant's name as the header over the company that runs it, one row per visit with サービス料 10%, お持ち帰り 折詰 at 8%, two 振込先 ① ② in a boxed footer, 令和 dates",
  exercises:
    "a 割烹 / 日本料理 / 料亭 / 懐石 restaurant (割烹 ふじ乃, 料亭 松葉…; run by a small company of the same name, 株式会社 / 有限会社, ㈱/㈲/(株)/(有) sometimes; an address in 銀座 / 赤坂 / 新橋 / 北新地 / 栄 / 中洲, a building sometimes, TEL) bills a company for the month's 接待・会食 on its account: cream paper, 明朝, 御請求書 with the restaurant's name set large as a header and the company that runs it (issuer_name: the company, not the restaurant) with its 〒 address, TEL and 登録番号 under the header or in a block at the bottom right, No. and the 令和 date at the top right, the company with 御中 and 総務部 ご担当者様 at the left, ご請求金額 boxed, 令和…年…月分 ご飲食代, one row per visit (ご利用日 1月15日（木）, ご利用者 営業部 山田様, 人数 n名様, お料理（会席 / おまかせ / 季節の懐石 / 昼膳 × 人数）, お飲物, 個室料 sometimes, サービス料（10%）, 小計（税抜）), お持ち帰り 折詰 as its own row at 8% marked ※ sometimes, 10%対象 / 消費税（10%）/ 8%対象 / 消費税（8%）/ 合計 (the amount to pay), お支払期限 (令和8年2月末日 as the month's last day sometimes), and two 振込先 in a boxed footer, ① and ② over one 口座名義 (a city bank and a 信用金庫 or another bank; expected is ①; holder ｶ)…/ﾕ)… half-width), 令和 dates",
  opts: (r, inst) => ({ rates: 'mixed', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    const [word, wordKana] = r.pick(KAPPOU_NAMES);
    const [form, abbrev] = r.pick([
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    d.corpBody = word;
    d.form = form;
    d.formBefore = r.chance(0.75);
    d.issuerName = d.formBefore ? form + word : word + form;
    d.holderBase = d.formBefore ? `${abbrev}）${wordKana}` : `${wordKana}（${abbrev}`;
    const venue = `${r.pick(KAPPOU_KINDS)}　${word}`;
    const [zip, base, area] = r.pick(KAPPOU_PLACES);
    d.zip = zip;
    d.address = `${base}${r.int(1, 8)}-${r.int(1, 20)}-${r.int(1, 15)}${r.pick(KAPPOU_BLDGS)}`;
    const local =
      area.length === 2 ? `${r.int(3, 6)}${r.digits(3)}-${r.digits(4)}` : `${r.int(2, 9)}${r.digits(2)}-${r.digits(4)}`;
    d.tel = `${area}-${local}`;
    ordinaryAtNetBank(d);
    const other = secondBank(d, r);
    const [y, m] = d.issue;
    const end = endOfMonth(y, m);
    d.issue = r.chance(0.6) ? end : addDays(end, r.int(1, 5));
    redate(d);
    if (r.chance(0.5)) d.no = shortNo(r);
    const nm = addMonths([y, m], 1);
    d.due = r.chance(0.6) ? endOfMonth(...nm) : [...nm, r.pick([10, 15, 20])];
    const visitDays = shuffle(
      r,
      Array.from({ length: end[2] }, (_, i) => i + 1).filter((dd) => weekday([y, m, dd]) !== '日'),
    )
      .slice(0, r.int(3, 7))
      .sort((a, b) => a - b);
    const rows = [];
    const omiyage = [];
    for (const dd of visitDays) {
      const dt = [y, m, dd];
      const [course, lo, hi] = r.pick(KAPPOU_COURSES);
      const people = r.int(2, 8);
      const per = r.int(lo / 500, hi / 500) * 500;
      const food = per * people;
      const drink = course === '昼膳' ? r.int(0, 4) * 600 : r.int(2, 9) * 1000 * Math.ceil(people / 2) + r.pick([0, 0, 500, 800]);
      const room = course !== '昼膳' && people >= 4 && r.chance(0.4) ? r.pick([5000, 8000, 10000]) : 0;
      const service = Math.floor(((food + drink + room) * 10) / 100);
      const sub = food + drink + room + service;
      const who = `${r.pick(KAPPOU_DEPTS)} ${r.pick(SURNAMES)[0]}様`;
      rows.push({ dt, who, people, course, per, food, drink, room, service, sub });
      if (r.chance(0.2)) {
        const k = r.int(1, people);
        const price = r.int(4, 8) * 500;
        omiyage.push({ dt, who, k, price, sub: k * price });
      }
    }
    d.items = [
      ...rows.map((x) => ({ name: x.course, amount: x.sub, rate: 10 })),
      ...omiyage.map((x) => ({ name: '折詰', amount: x.sub, rate: 8 })),
    ];
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS.wareki;
    const dueText =
      d.due[2] === endOfMonth(d.due[0], d.due[1])[2] && r.chance(0.5) ? `令和${reiwa(d.due[0])}年${d.due[1]}月末日` : fmt(d.due);
    const issuer = r.chance(0.35) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big']));
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const underHeader = r.chance(0.6);
    const sideBySide = r.chance(0.5);
    const md = ([, mm, dd]) => `${mm}月${dd}日（${weekday([y, mm, dd])}）`;
    const ink = r.pick(['#3a2a1a', '#1f2a44', '#2b2b2b']);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 10px; color: ${ink}; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 40px 50px 0; background: #fbf6ea; display: flex; flex-direction: column; }
      .venue { text-align: center; font-size: 30px; font-weight: 900; letter-spacing: .3em; margin-top: 6px; }
      .run { text-align: center; font-size: 9.5px; line-height: 1.6; }
      .no { position: absolute; right: 50px; top: 40px; text-align: right; line-height: 1.8; }
      h1 { text-align: center; font-size: 19px; letter-spacing: 1em; margin: 14px 0 8px; font-weight: 700; border-top: 1px solid ${ink}; border-bottom: 1px solid ${ink}; padding: 4px 0; }
      .to { font-size: 15px; } .to span { border-bottom: 1px solid ${ink}; padding-right: 30px; }
      .amt { margin: 10px 0 0; display: inline-flex; align-self: flex-start; border: 2px solid ${ink}; } .amt div { padding: 5px 14px; } .amt .v { font-size: 20px; font-weight: 700; border-left: 1px solid ${ink}; min-width: 200px; text-align: right; }
      .det { width: 100%; border-collapse: collapse; margin-top: 10px; } .det th { border: 1px solid ${ink}; font-weight: normal; padding: 2px 3px; background: rgba(120,90,40,.08); font-size: 9px; }
      .det td { border: 1px solid ${ink}; padding: 3px 5px; white-space: nowrap; } .det td.c { text-align: center; }
      .sum { margin: 8px 0 0 auto; border-collapse: collapse; } .sum td { border: 1px solid ${ink}; padding: 3px 12px; } .sum td.num { width: 120px; } .sum tr.t td { font-weight: 700; font-size: 12.5px; border: 2px solid ${ink}; }
      .foot { margin-top: auto; margin-bottom: 52px; }
      .co { position: relative; width: 330px; margin: 0 0 12px auto; line-height: 1.6; } .co .nm { font-size: 14px; font-weight: 700; }
      .bank { border: 2px solid ${ink}; padding: 8px 14px; line-height: 1.9; }
      .bank .cols { display: flex; gap: 20px; } .bank .cols > div { flex: 1; }`;
    const omiyageRow = (x) =>
      `<tr><td class="c">${md(x.dt)}</td><td>${x.who}</td><td class="c">${x.k}折</td><td colspan="5">お持ち帰り 折詰（${yen(x.price)}×${x.k}）※軽減税率</td><td class="num">${yen(x.sub)}</td></tr>`;
    const body = rows
      .map(
        (x) =>
          `<tr><td class="c">${md(x.dt)}</td><td>${x.who}</td><td class="c">${x.people}名様</td><td>${x.course}<br><span style="font-size:8.5px">${yen(x.per)}×${x.people}</span></td><td class="num">${yen(x.food)}</td><td class="num">${x.drink ? yen(x.drink) : '―'}</td><td class="num">${x.room ? yen(x.room) : '―'}</td><td class="num">${yen(x.service)}</td><td class="num">${yen(x.sub)}</td></tr>` +
          omiyage
            .filter((o) => o.dt === x.dt)
            .map(omiyageRow)
            .join(''),
      )
      .join('');
    const sums = [
      ['10%対象（税抜）', yen(s.by[10].base)],
      ['消費税（10%）', yen(s.by[10].tax)],
      ...(s.by[8]
        ? [
            ['※8%対象（税抜）', yen(s.by[8].base)],
            ['消費税（8%）', yen(s.by[8].tax)],
          ]
        : []),
      ['合計', `¥${yen(s.total)}`],
    ];
    const company = `<div class="nm">${issuer}</div>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　登録番号 ${reg}`;
    const acc1 = `${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}`;
    const acc2 = `${other.name}　${other.branch}　${TYPE_LABEL[other.type]}　${other.account}`;
    const banks = sideBySide
      ? `<div class="cols"><div>① ${acc1}</div><div>② ${acc2}</div></div>`
      : `<br>① ${acc1}<br>② ${acc2}<br>`;
    const page = `<div class="wrap">
      <div class="no">No. ${d.no}<br>${fmt(d.issue)}</div>
      <div class="venue">${venue}</div>
      ${underHeader ? `<div class="run">${company.replace('<div class="nm">', '<div style="font-size:12px;font-weight:700">')}</div>` : ''}
      <h1>御請求書</h1>
      <div class="to"><span>${d.buyerName}　御中</span></div><div>総務部　ご担当者様</div>
      <div style="margin-top:8px">毎々格別のお引き立てを賜り有難く御礼申し上げます。令和${reiwa(y)}年${m}月分のご飲食代を下記のとおりご請求申し上げます。</div>
      <div class="amt"><div>ご請求金額</div><div class="v">¥${yen(s.total)}－</div></div><div style="margin-top:4px">お支払期限　${dueText}</div>
      <table class="det"><tr><th style="width:84px">ご利用日</th><th>ご利用者</th><th style="width:44px">人数</th><th style="width:84px">お料理</th><th style="width:64px">料理代</th><th style="width:58px">お飲物</th><th style="width:50px">個室料</th><th style="width:64px">サービス料<br>（10%）</th><th style="width:70px">小計（税抜）</th></tr>${body}</table>
      <table class="sum">${sums.map(([l, v], i) => `<tr${i === sums.length - 1 ? ' class="t"' : ''}><td>${l}</td><td class="num">${v}</td></tr>`).join('')}</table>
      <div class="foot">${underHeader ? '' : `<div class="co">${company}${kakuin(d, `right: ${r.int(0, 30)}px; top: -${r.int(6, 18)}px; opacity: .5;`)}</div>`}
        <div class="bank"><b>お振込先</b>　いずれかの口座へお振込みくださいませ。${banks}口座名義（共通）　${holder}</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 158 — a town's 電器店 (a sole proprietor under its 屋号: …電器商会 / …電化センター / でんきの… / …デンキ) bills a local
// company for an エアコン 入替 (or a 冷蔵庫 / 洗濯機 for its 寮) on its own 名入れ 御請求書 pad with 桁罫: the form printed in
// one ink with the shop's name, 代表, 〒 address, TEL/FAX, 登録番号 and the お振込先 (a 信用金庫 / regional bank, ゆうちょ
// 記号・番号 or a city bank) set in type, a red ナンバリング No.; the rest filled in by ballpoint: the buyer with 様, the
// 令和 date in the form's blanks, every amount one digit to a ruled column (千万 … 十 円, thick rules at the thousands), the
// rows (ルームエアコン with its 型式, 標準取付工事, 配管延長 by the m, 化粧カバー, 既設取外し, リサイクル収集運搬料, and the
// 家電リサイクル料金 marked 不課税), 課税対象額 / 消費税 10% / リサイクル料金（不課税）/ 合計, the 御請求金額 at the top with a ¥ in
// the column before its first digit (the amount to pay: the 合計, リサイクル料金 included), お支払期限 in its blanks.
const DENKI_YAGO = [
  ['{s}電器商会', '{k}デンキショウカイ'],
  ['{s}電化センター', '{k}デンカセンター'],
  ['でんきの{s}', 'デンキノ{k}'],
  ['{s}デンキ', '{k}デンキ'],
];
// [kW, 畳, 本体 lo–hi (1,000-yen steps)]
const AIRCONS = [
  [2.2, 6, 55, 85],
  [2.5, 8, 62, 95],
  [2.8, 10, 70, 110],
  [3.6, 12, 95, 140],
  [4.0, 14, 115, 175],
  [5.6, 18, 150, 230],
];
const KETA = 8;
const KETA_LABELS = ['千万', '百万', '十万', '万', '千', '百', '十', '円'];
LAYOUTS.push({
  id: 'L158-denkiten-keta',
  split: 'dev',
  title:
    "町の電器店's 名入れ 御請求書 pad with 桁罫, filled in by ballpoint: every amount one digit to a column, エアコン 入替 with its 型式, the 家電リサイクル料金 不課税 after the 消費税, the shop and its 振込先 set in the form's ink, 令和 blanks",
  exercises:
    "a town's 電器店 (a sole proprietor under its 屋号 …電器商会 / …電化センター / でんきの… / …デンキ with 代表 and the owner's name; a town address with a 番地 or 1234-5, TEL/FAX on the town's area code) bills a local company on its own 名入れ 御請求書 pad printed in one ink (green, brown or blue): 御 請 求 書 at the top left, a red ナンバリング No. (7 digits) and 令和　年　月　日 blanks at the top right, the shop set in type at the right (屋号, 代表, 〒 address, TEL/FAX, 登録番号) with a round 認印, the buyer written on the 様 line, 御請求金額 in 桁罫 columns with ¥ in the column before the first digit, a ruled grid (月日 / 品名・型式 / 数量 / 単価 / 金額 in 8 digit columns headed 千万…円 with thick rules every three / 備考) filled in by ballpoint: ルームエアコン 4.0kW（14畳用）with 型式 AS-40T-W under it, 標準取付工事, 配管延長 by the m, 配管化粧カバー, 室外機 壁面据付金具, 既設エアコン取外し, リサイクル収集運搬料 (10%), 家電リサイクル料金（エアコン）990 by the 台 with 不課税 in 備考, or a 冷凍冷蔵庫 / 全自動洗濯機 for the company's 寮 with its own リサイクル料金, LEDシーリングライト and 取替工事 sometimes; at the foot 課税対象額 / 消費税（10%）/ リサイクル料金（不課税）/ 合計 in 桁罫 columns (the 合計 the amount to pay), お支払期限 令和　年　月　日 blanks filled in, and the お振込先 set in type (a 信用金庫 / 信用組合 / regional bank of the prefecture without codes, ゆうちょ銀行 記号・番号, or a city bank; holder the 屋号's kana and the owner's name, ﾔﾏﾀﾞﾃﾞﾝｷｼﾖｳｶｲ ﾔﾏﾀﾞ ﾀﾛｳ, half-width or full)",
  opts: (r, inst) => ({ sole: true, rates: '10', bank: ['other', 'yucho', 'main'][inst] }),
  render(d, r) {
    const [sn, snk] = [d.person.split(' ')[0], d.holderBase.split(' ')[0]];
    const [yagoTpl, kanaTpl] = r.pick(DENKI_YAGO);
    d.yago = yagoTpl.replace('{s}', sn);
    d.issuerName = d.yago;
    const holderBase = r.chance(0.7) ? `${kanaTpl.replace('{k}', snk)} ${d.holderBase}` : d.holderBase;
    const town = relocate(d, r, true);
    const pref = prefOf(town);
    if (!d.bank.main) localBank(d, r, [...REGIONAL_BANKS[pref], TOWN_SHINKUMI[pref]]);
    ordinaryAtNetBank(d);
    if (!d.yucho && r.chance(0.7)) d.type = 2;
    const [y, m] = d.issue;
    d.issue = [y, m, r.int(1, endOfMonth(y, m)[2])];
    const nm = addMonths([y, m], 1);
    d.due = r.chance(0.6) ? endOfMonth(...nm) : addDays(d.issue, r.pick([14, 20, 30]));
    d.no = String(r.int(1, 99999)).padStart(7, '0');
    const rows = [];
    const add = (name, qty, unit, price, spec = '', tax = true) => rows.push({ name, spec, qty, unit, price, tax });
    const job = r.pick(['aircon', 'aircon', 'aircon', 'fridge', 'washer']);
    if (job === 'aircon') {
      const n = r.int(1, 3);
      const [kw, tatami, lo, hi] = r.pick(AIRCONS);
      const model = `${r.pick(['RA', 'AS', 'CS', 'MZ', 'AN'])}-${Math.round(kw * 10)}${r.pick(['R', 'S', 'T', 'X'])}${r.pick(['-W', '', 'F'])}`;
      add(`ルームエアコン ${kw.toFixed(1)}kW（${tatami}畳用）`, n, '台', r.int(lo, hi) * 1000, `型式 ${model}`);
      add('標準取付工事', n, '台', r.int(150, 220) * 100);
      if (r.chance(0.4)) add('配管延長', r.int(1, 6), 'm', r.int(25, 40) * 100);
      if (r.chance(0.35)) add('配管化粧カバー', 1, '式', r.int(8, 15) * 1000);
      if (r.chance(0.25)) add('室外機 壁面据付金具', 1, '台', r.int(9, 16) * 1000);
      if (r.chance(0.7)) {
        add('既設エアコン取外し', n, '台', r.int(40, 80) * 100);
        add('リサイクル収集運搬料', n, '台', r.int(20, 35) * 100);
        add('家電リサイクル料金（エアコン）', n, '台', r.pick([990, 990, 1320, 2000]), '', false);
      }
    } else if (job === 'fridge') {
      const litres = r.pick([170, 236, 330, 400, 455]);
      add(
        `冷凍冷蔵庫 ${litres}L`,
        1,
        '台',
        r.int(litres < 300 ? 45 : 90, litres < 300 ? 90 : 230) * 1000,
        `型式 NR-${litres}${r.pick(['A', 'B', 'C'])}`,
      );
      add('配送・設置料', 1, '式', r.int(20, 50) * 100);
      add('既設冷蔵庫 引取', 1, '台', r.int(20, 40) * 100);
      add('リサイクル収集運搬料', 1, '台', r.int(20, 35) * 100);
      add('家電リサイクル料金（冷蔵庫・冷凍庫）', 1, '台', r.pick([3740, 4730, 5060]), '', false);
    } else {
      const kg = r.pick([7, 8, 10, 12]);
      const n = r.int(1, 2);
      add(`全自動洗濯機 ${kg}kg`, n, '台', r.int(45, 110) * 1000, `型式 AW-${kg}${r.pick(['D', 'V', 'G'])}${r.int(1, 9)}`);
      add('配送・設置料（寮 ランドリー室）', n, '台', r.int(20, 40) * 100);
      if (r.chance(0.4)) add('給水ホース・防水パン部材', 1, '式', r.int(20, 60) * 100);
      add('既設洗濯機 引取', n, '台', r.int(20, 40) * 100);
      add('リサイクル収集運搬料', n, '台', r.int(20, 35) * 100);
      add('家電リサイクル料金（洗濯機）', n, '台', r.pick([2530, 2530, 3300]), '', false);
    }
    if (r.chance(0.3) && rows.length <= 7) {
      const k = r.int(1, 4);
      add('LEDシーリングライト（〜8畳）', k, '台', r.int(45, 120) * 100, `型式 HH-CK${r.int(10, 99)}${r.pick(['A', 'B'])}`);
      add('照明器具 取替工事', k, '台', r.int(15, 30) * 100);
    }
    rows.forEach((x) => (x.amount = x.qty * x.price));
    d.items = rows.filter((x) => x.tax).map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const rec = rows.filter((x) => !x.tax).reduce((t, x) => t + x.amount, 0);
    const total = s.total + rec;
    const workDay = addDays(d.issue, -r.int(0, 12));
    const issuer = d.issuerName;
    const holder = holderPrinted({ holderBase }, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.4) ? regHyphen(d.reg) : d.reg;
    const ink = r.pick(['#1d6b3a', '#7b3f1d', '#1d4f8a']);
    const pen = r.pick(['#1b2a7a', '#222']);
    const tilt = () => `transform: rotate(${r.range(-1.5, 1.5).toFixed(2)}deg) translateY(${r.range(-1.5, 1.5).toFixed(1)}px)`;
    const hw = (t) => `<span class="hw" style="${tilt()}">${t}</span>`;
    const keta = (n, mark = false) => {
      const str = n == null ? '' : String(n);
      const cells = Array(KETA).fill('');
      [...str].forEach((c, i) => (cells[KETA - str.length + i] = c));
      if (mark && str.length < KETA) cells[KETA - str.length - 1] = '¥';
      const style = tilt();
      return cells
        .map(
          (c, i) =>
            `<td class="k${(KETA - i) % 3 === 1 && i < KETA - 1 ? ' sep' : ''}">${c ? `<span class="hw" style="${style}">${c}</span>` : ''}</td>`,
        )
        .join('');
    };
    const wDate = ([yy, mm, dd]) => `令和 ${hw(reiwa(yy))} 年 ${hw(mm)} 月 ${hw(dd)} 日`;
    const accountLine = d.yucho
      ? `ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}`
      : `${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: ${ink}; }
      .wrap { position: relative; height: 1123px; padding: 40px 46px 0; }
      .frame { border: 2px solid ${ink}; padding: 18px 20px 16px; height: 1030px; position: relative; }
      h1 { margin: 0; font-family: 'Noto Serif CJK JP'; font-size: 28px; letter-spacing: .6em; font-weight: 700; border-bottom: 4px double ${ink}; display: inline-block; padding: 0 6px 2px; }
      .no { position: absolute; right: 20px; top: 16px; font-size: 12px; } .no b { color: #c0282d; font-family: 'Noto Sans Mono CJK JP'; font-size: 16px; letter-spacing: .08em; font-weight: 400; }
      .date { position: absolute; right: 20px; top: 46px; font-size: 12px; }
      .hw { color: ${pen}; display: inline-block; font-size: 13px; font-weight: 500; }
      .to { margin-top: 28px; width: 340px; border-bottom: 1px solid ${ink}; font-size: 12px; padding-bottom: 2px; display: flex; justify-content: space-between; } .to .hw { font-size: 16px; }
      .shop { position: absolute; right: 20px; top: 84px; width: 272px; line-height: 1.6; font-size: 9.5px; } .shop .nm { font-size: 17px; font-weight: 700; font-family: 'Noto Serif CJK JP'; letter-spacing: .06em; }
      .g { border-collapse: collapse; } .g th { border: 1px solid ${ink}; font-weight: normal; padding: 2px 3px; background: rgba(0,0,0,.03); }
      .g td { border: 1px solid ${ink}; padding: 2px 4px; height: 30px; }
      .g td.k { width: 19px; padding: 0; text-align: center; border-left: 1px dotted ${ink}; border-right: 1px dotted ${ink}; } .g td.k.sep { border-right: 1.6px solid ${ink}; }
      .g th.kl { font-size: 7px; padding: 1px 0; width: 19px; }
      .amt { margin-top: 22px; } .amt th { font-size: 12px; padding: 4px 14px; letter-spacing: .2em; } .amt td.k { height: 38px; } .amt .hw { font-size: 17px; }
      .det { width: 100%; margin-top: 14px; } .det .sp { font-size: 10.5px; }
      .low { display: flex; justify-content: space-between; margin-top: 12px; gap: 12px; }
      .memo { flex: 1; border: 1px solid ${ink}; padding: 6px 10px; line-height: 2; }
      .tot th { text-align: left; padding: 2px 8px; width: 150px; } .tot tr.t th { font-weight: 700; font-size: 12px; } .tot tr.t td { border-top: 2px solid ${ink}; border-bottom: 2px solid ${ink}; }
      .bank { position: absolute; left: 20px; right: 20px; bottom: 16px; border-top: 1px solid ${ink}; padding-top: 8px; line-height: 1.8; font-size: 10.5px; }`;
    const blank = `<tr><td></td><td></td><td></td><td></td>${keta(null)}<td></td></tr>`;
    const body =
      rows
        .map(
          (x, i) =>
            `<tr><td style="text-align:center">${i === 0 ? hw(`${workDay[1]}/${workDay[2]}`) : ''}</td><td>${hw(x.name)}${x.spec ? `<br>${hw(`<span class="sp">${x.spec}</span>`)}` : ''}</td><td style="text-align:right">${hw(`${x.qty}${x.unit}`)}</td><td style="text-align:right">${hw(yen(x.price))}</td>${keta(x.amount)}<td style="text-align:center">${x.tax ? '' : hw('不課税')}</td></tr>`,
        )
        .join('') + Array.from({ length: Math.max(0, 11 - rows.length) }, () => blank).join('');
    const kHead = KETA_LABELS.map((l) => `<th class="kl">${l}</th>`).join('');
    const page = `<div class="wrap"><div class="frame">
      <h1>御請求書</h1>
      <div class="no">No. <b>${d.no}</b></div>
      <div class="date">${wDate(d.issue)}</div>
      <div class="to">${hw(d.buyerName)}<span>様</span></div>
      <div style="margin-top:8px">下記のとおり御請求申し上げます。</div>
      <div class="shop"><div class="nm">${issuer}</div>代表　${d.person}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${reg}
        ${roundSeal(d, `right: ${r.int(0, 20)}px; top: ${r.int(-4, 10)}px; width: 46px; height: 46px; font-size: 10px; opacity: .75;`)}</div>
      <table class="g amt"><tr><th rowspan="2">御請求金額</th>${kHead}<th rowspan="2">（税込）</th></tr><tr>${keta(total, true)}</tr></table>
      <table class="g det"><tr><th style="width:50px">月日</th><th>品名・型式</th><th style="width:62px">数量</th><th style="width:72px">単価</th>${kHead}<th style="width:56px">備考</th></tr>${body}</table>
      <div class="low"><div class="memo">お支払期限　${wDate(d.due)}${rec ? '<br>※家電リサイクル料金は家電リサイクル券による預り金のため不課税です。' : ''}<br>毎度ありがとうございます。</div>
        <table class="g tot"><tr><th></th>${kHead}</tr><tr><th>課税対象額</th>${keta(s.subtotal)}</tr><tr><th>消費税（10%）</th>${keta(s.tax)}</tr><tr><th>リサイクル料金（不課税）</th>${keta(rec || null)}</tr><tr class="t"><th>合　計</th>${keta(total, true)}</tr></table></div>
      <div class="bank">お振込先　${accountLine}<br>口座名義　${holder}</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 159 — a 足場 (仮設) company (…足場 / …仮設工業 / …鳶工業 / …仮設, a family's 有限会社 or a 株式会社, (有)/(株) sometimes)
// bills a 塗装店 / リフォーム会社 / 工務店 / 防水 company for the scaffolding of the 現場 it took down in the month, from an Excel
// sheet: 請求書 (spaced out), one block per 現場 (■ 現場名, 所在地, 架設期間 組立〜解体 and its 日数), rows priced by the ㎡ of 架面積
// with one decimal (くさび緊結式足場 組立・解体, メッシュシート), 階段枠 by the 基, 朝顔 by the m, 運搬費 by the 台, a 延長使用料
// for the days past the 規定 60日 (日数 × ㎡ × 円/㎡日, rounded down), 道路使用許可 申請代行 sometimes; a 出精値引 △ row
// sometimes, 小計 / 消費税 / 合計; the 振込先 in ruled cells with its 金融機関コード and 支店コード; slash dates.
const ASHIBA_TRADES = [
  ['足場', 'アシバ'],
  ['仮設工業', 'カセツコウギョウ'],
  ['鳶工業', 'トビコウギョウ'],
  ['仮設', 'カセツ'],
];
const ASHIBA_BUYERS = ['株式会社{s}塗装', '{s}リフォーム株式会社', '有限会社{s}工務店', '株式会社{s}防水', '{s}建装株式会社'];
// [現場名, a building rather than a house]
const ASHIBA_SITES = [
  ['{n}様邸 外壁塗装工事', false],
  ['{n}様邸 屋根葺替工事', false],
  ['{n}様邸 新築工事', false],
  ['{b} 大規模修繕工事', true],
  ['{b} 鉄部塗装工事', true],
  ['{n}ビル 外壁改修工事', true],
];
LAYOUTS.push({
  id: 'L159-ashiba-kamen',
  split: 'dev',
  title:
    "足場 company's Excel 請求書 to a 塗装店 or 工務店: one block per 現場 with its 架設期間, 架面積 ㎡ with one decimal × 単価, a 延長使用料 by 日数 × ㎡, a 出精値引 △ sometimes, the 振込先 in ruled cells with both codes, slash dates",
  exercises:
    "a 足場 company (…足場 / …仮設工業 / …鳶工業 / …仮設, 有限会社 or 株式会社, printed (有)/(株)/㈲/㈱ sometimes; 〒 address, TEL/FAX, 登録番号, a 角印) bills a 塗装店 / リフォーム会社 / 工務店 / 防水 company (…塗装 / …リフォーム / …工務店 / …防水 / …建装) for the month's 現場 from an Excel sheet: 請　求　書 centred, the buyer with 御中 at the left over 件名 and the ご請求金額 (税込) underlined, 請求日 / 請求No. / 締日 at the right over the company, one block per 現場 (■ …様邸 外壁塗装工事 / …ハイツ 大規模修繕工事 / …ビル 外壁改修工事, 所在地, 架設期間 2025/11/04〜2026/01/20（78日）), rows くさび緊結式足場 組立・解体（架面積）186.4 ㎡ × 単価, メッシュシート 張り・撤去 by the ㎡, 階段枠（昇降設備）by the 基, 朝顔（落下物防護）by the m, 運搬費（4t車 往復）by the 台, 延長使用料（規定60日超 18日分）as 18日 × 186.4㎡ @3円 rounded down, 道路使用許可 申請代行 sometimes, 現場計 per block, then a 出精値引 △ row sometimes, 小計（税抜）/ 消費税（10%）/ 合計 (the amount to pay); お支払期限 and the お振込先 in ruled cells (金融機関名 / 金融機関コード / 支店名 / 支店コード / 預金種目 / 口座番号 / 口座名義; holder ｶ)… / ﾕ)… half-width), slash dates 2026/01/31",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    const forms = [
      ['有限会社', 'ユ'],
      ['株式会社', 'カ'],
    ];
    if (r.chance(0.5)) setFamilyCorp(d, r, ASHIBA_TRADES, forms);
    else setCorp(d, r, ASHIBA_TRADES, forms);
    landline(d);
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const end = endOfMonth(y, m);
    d.issue = r.chance(0.7) ? end : [y, m, 20];
    redate(d);
    const nm = addMonths([y, m], 1);
    d.due = r.chance(0.6) ? endOfMonth(...nm) : [...addMonths([y, m], 2), 10];
    const [bs] = r.pick(SURNAMES);
    d.buyerName = r.pick(ASHIBA_BUYERS).replace('{s}', bs);
    const city = cityOf(d.buyerAddress);
    const sites = [];
    const nSites = r.int(1, 3);
    for (let k = 0; k < nSites; k++) {
      const [tpl, big] = r.pick(ASHIBA_SITES);
      const name = tpl.replace('{n}', r.pick(SURNAMES)[0]).replace('{b}', r.pick(MANSION_NAMES).replace('{s}', r.pick(STEMS)[0]));
      const down = addDays(d.issue, -r.int(0, 25));
      const days = r.int(21, 95);
      const up = addDays(down, -(days - 1));
      const area10 = big ? r.int(8000, 40000) : r.int(1200, 3600);
      const area = (area10 / 10).toFixed(1);
      const rows = [];
      const add = (name, qty, unit, price, amount = null, qtyText = null, priceText = null) =>
        rows.push({ name, qty, unit, price, amount: amount ?? qty * price, qtyText, priceText });
      const p1 = r.int(60, 95) * 10;
      add('くさび緊結式足場 組立・解体（架面積）', area10, '㎡', p1, (area10 * p1) / 10, area);
      if (r.chance(0.7)) {
        const p2 = r.int(10, 25) * 10;
        add('メッシュシート 張り・撤去', area10, '㎡', p2, (area10 * p2) / 10, area);
      }
      if (r.chance(0.5)) add('階段枠（昇降設備）', r.int(1, big ? 4 : 2), '基', r.int(8, 15) * 1000);
      if (big && r.chance(0.4)) add('朝顔（落下物防護）', r.int(4, 20), 'm', r.int(20, 35) * 100);
      add(`運搬費（${big ? '4t車' : '2t車'} 往復）`, r.int(1, big ? 4 : 2), '台', r.int(15, 30) * 1000);
      if (days > 60) {
        const ext = days - 60;
        const rate = r.pick([2, 3, 5]);
        add(
          `延長使用料（規定60日超 ${ext}日分）`,
          ext,
          '日',
          rate,
          Math.floor((area10 * ext * rate) / 10),
          `${ext}日×${area}㎡`,
          `@${rate}円/㎡日`,
        );
      }
      if (r.chance(0.15)) add('道路使用許可 申請代行', 1, '式', r.int(10, 25) * 1000);
      sites.push({ name, place: `${city}${r.pick(KEIBI_TOWNS)}${r.int(1, 5)}丁目`, up, down, days, rows });
    }
    const items = sites.flatMap((st) => st.rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 })));
    const gross = items.reduce((t, x) => t + x.amount, 0);
    const discount = r.chance(0.35) ? (gross % 1000) + r.pick([0, 1000, 2000, 5000]) : 0;
    if (discount) items.push({ name: '出精値引', amount: -discount, rate: 10 });
    d.items = items;
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['slash', 'slash', 'slashLoose'])];
    const issuer = r.chance(0.4) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big']));
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const subject = `${sites[0].name}${sites.length > 1 ? ` 他${sites.length - 1}件` : ''} 仮設足場工事`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.5px; color: #111; }
      .wrap { position: relative; height: 1123px; padding: 36px 44px 0; display: flex; flex-direction: column; }
      h1 { margin: 0; text-align: center; font-size: 22px; letter-spacing: .1em; font-weight: 700; }
      .hd { display: flex; justify-content: space-between; margin-top: 14px; }
      .to { width: 360px; line-height: 1.8; } .to .n { font-size: 15px; font-weight: 700; border-bottom: 1.5px solid #111; white-space: nowrap; display: inline-block; min-width: 300px; }
      .to .amt { margin-top: 10px; font-size: 13px; border-bottom: 3px double #111; display: inline-block; padding-right: 20px; } .to .amt b { font-size: 19px; margin-left: 16px; }
      .mt { border-collapse: collapse; margin-left: auto; } .mt td { border: 1px solid #bbb; padding: 2px 8px; } .mt td:first-child { background: #f2f2f2; }
      .co { position: relative; margin-top: 8px; line-height: 1.55; width: 280px; } .co .nm { font-size: 13.5px; font-weight: 700; white-space: nowrap; }
      .det { width: 100%; border-collapse: collapse; margin-top: 12px; } .det th { border: 1px solid #999; background: #dde7f0; font-weight: normal; padding: 3px; }
      .det td { border: 1px solid #bbb; padding: 2px 5px; white-space: nowrap; } .det tr.s td { background: #f4f7fa; font-weight: 700; } .det tr.st td { border-top: 1px solid #777; }
      .det td.c { text-align: center; }
      .tot { border-collapse: collapse; margin: 8px 0 0 auto; } .tot td { border: 1px solid #999; padding: 3px 10px; } .tot td.num { width: 130px; } .tot tr.t td { font-weight: 700; font-size: 12px; background: #fff6d5; }
      .bank { border-collapse: collapse; width: 100%; margin-top: auto; margin-bottom: 56px; } .bank th { border: 1px solid #999; background: #dde7f0; font-weight: normal; padding: 2px 4px; } .bank td { border: 1px solid #999; padding: 5px 6px; text-align: center; }`;
    const body = sites
      .map((st) => {
        const sub = st.rows.reduce((t, x) => t + x.amount, 0);
        return (
          `<tr class="s"><td colspan="5">■ ${st.name}　<span style="font-weight:normal">所在地 ${st.place}　架設期間 ${fmt(st.up)}〜${fmt(st.down)}（${st.days}日）</span></td></tr>` +
          st.rows
            .map(
              (x) =>
                `<tr><td>${x.name}</td><td class="num">${x.qtyText ?? x.qty}</td><td class="c">${x.qtyText && x.unit === '日' ? '' : x.unit}</td><td class="num">${x.priceText ?? yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
            )
            .join('') +
          `<tr class="st"><td colspan="4" style="text-align:right">現場計</td><td class="num">${yen(sub)}</td></tr>`
        );
      })
      .join('');
    const page = `<div class="wrap"><h1>請　求　書</h1>
      <div class="hd"><div class="to"><span class="n">${d.buyerName}　御中</span><br>件名：${subject}<br><div class="amt">ご請求金額（税込）<b>¥${yen(s.total)}</b></div>
          <div style="margin-top:8px">毎度お引き立ていただき誠にありがとうございます。<br>下記のとおりご請求申し上げます。</div></div>
        <div><table class="mt"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求No.</td><td>${d.no}</td></tr><tr><td>締日</td><td>${d.issue[2] === 20 ? '20日締' : '末日締'}</td></tr></table>
          <div class="co"><div class="nm">${issuer}</div>${representative(d, r)}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${reg}
            ${kakuin(d, `right: ${r.int(0, 30)}px; top: ${r.int(0, 20)}px; opacity: .5;`)}</div></div></div>
      <table class="det"><tr><th>品名・摘要</th><th style="width:96px">数量</th><th style="width:30px">単位</th><th style="width:80px">単価</th><th style="width:90px">金額</th></tr>${body}
        ${discount ? `<tr class="st"><td>出精値引</td><td class="num">1</td><td class="c">式</td><td class="num"></td><td class="num">△${yen(discount)}</td></tr>` : ''}</table>
      <table class="tot"><tr><td>小計（税抜）</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="t"><td>合計</td><td class="num">¥${yen(s.total)}</td></tr></table>
      <div style="margin-top:10px">お支払期限　${fmt(d.due)}　　※恐れ入りますが、振込手数料は貴社にてご負担願います。</div>
      <table class="bank" style="margin-top:auto"><tr><th colspan="7">お振込先</th></tr><tr><th>金融機関名</th><th>金融機関コード</th><th>支店名</th><th>支店コード</th><th>預金種目</th><th>口座番号</th><th>口座名義</th></tr>
        <tr><td>${d.bank.name}</td><td>${d.bank.code}</td><td>${d.branch.name}</td><td>${d.branch.code}</td><td>${TYPE_LABEL[d.type]}</td><td>${d.account}</td><td>${holder}</td></tr></table></div>`;
    return { pages: [page], css, printed: { issuer, holder, showBankCode: true, showBranchCode: true } };
  },
});

// 160 — a 社会保険労務士法人 (…労務管理事務所 / …人事労務オフィス / …パートナーズ; no 源泉徴収, a 法人 being paid) bills a company for
// the month's 顧問報酬, 給与計算 by the head and 手続 by the 件 (資格取得届, 資格喪失届・離職票, 算定基礎届 in July, 労働保険
// 年度更新 in June or July, 年末調整 in December or January), with 郵送料 passed on at cost (不課税) sometimes — and the copy
// is the one the buyer received: its 経理部 has stamped it with a round 日付印 (受付, the day it arrived, after the 請求日) and a
// row of 回覧 boxes (担当 / 課長 / 部長) two of them with a small personal seal, as PDF stamp tools and rubber stamps do; the
// fields are the invoice's (issue_date the 請求日, never the 受付 date). 年月日 dates, the 振込先 as a line under the totals,
// holder ﾛｳﾑ)… (社会保険労務士法人's 略語) or the 法人's name spelled out.
const SHAROUSHI_SUFFIXES = [
  ['労務管理事務所', 'ロウムカンリジムショ'],
  ['人事労務オフィス', 'ジンジロウムオフィス'],
  ['パートナーズ', 'パートナーズ'],
  ['総合事務所', 'ソウゴウジムショ'],
];
LAYOUTS.push({
  id: 'L160-sharoushi-uketsuke',
  split: 'dev',
  title:
    "社会保険労務士法人's monthly 請求書 as the buyer filed it: a red round 受付 日付印 with a later date and 回覧 boxes with personal seals stamped over it, 顧問報酬 / 給与計算 by the head / 手続 by the 件, 郵送料 不課税, 年月日 dates",
  exercises:
    "a 社会保険労務士法人 (社会保険労務士法人…労務管理事務所 / …人事労務オフィス / …パートナーズ / …総合事務所, 代表社員 and the name, 〒 address, TEL/FAX, 登録番号, a 角印; no 源泉徴収 as a 法人 is paid) bills a company for the month: 請求書 centred, 請求日 and 請求書番号 at the top right, the company with 御中 and 総務部 … 様 at the left, the 法人 at the right, ご請求金額 boxed with お支払期限 under it, rows (顧問報酬（月額・従業員 n名）, 給与計算 n名 × 単価, 健康保険・厚生年金 資格取得届 / 資格喪失届・離職票作成 by the 件, 算定基礎届 in July, 労働保険 年度更新 in June or July, 年末調整 by the head in December or January, 電子申請 sometimes; 郵送料（実費・不課税）sometimes), 小計 / 消費税（10%）/ 不課税 計 / 合計 (the amount to pay); the お振込先 as a line (bank, branch, 普通/当座, number, holder ﾛｳﾑ)… half-width or the 法人's name spelled out) — and stamped by the buyer after it arrived: a red round 日付印 (受付 / 2026.02.03 / 経理部, the day it arrived, later than the 請求日) in the top margin or beside the title, and a row of 回覧 boxes (担当 / 課長 / 部長) with small red personal seals in two of them; the fields are the invoice's (issue_date the 請求日, never the 受付 date); 年月日 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const [stem, stemKana] = r.pick(STEMS);
    const [suffix, suffixKana] = r.pick(SHAROUSHI_SUFFIXES);
    d.corpBody = `${stem}${suffix}`;
    d.form = '社会保険労務士法人';
    d.formBefore = true;
    d.issuerName = `社会保険労務士法人${d.corpBody}`;
    const holderBase = r.chance(0.6)
      ? `ロウム）${stemKana}${suffixKana}`
      : `シャカイホケンロウムシホウジン ${stemKana}${suffixKana}`;
    landline(d);
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const end = endOfMonth(y, m);
    d.issue = r.chance(0.6) ? end : addDays(end, r.int(1, 5));
    redate(d);
    const nm = addMonths([y, m], 1);
    d.due = r.chance(0.5) ? endOfMonth(...nm) : [...nm, r.pick([10, 20, 25])];
    const heads = r.int(8, 120);
    const rows = [];
    const add = (name, qty, unit, price, tax = true) => rows.push({ name, qty, unit, price, amount: qty * price, tax });
    add(
      `顧問報酬（${m}月分・従業員${heads}名）`,
      1,
      'ヶ月',
      (heads < 20 ? r.int(2, 4) : heads < 50 ? r.int(4, 7) : r.int(7, 12)) * 10000,
    );
    if (r.chance(0.7)) add(`給与計算（${m}月支給分）`, heads, '名', r.pick([500, 800, 1000, 1200]));
    if (r.chance(0.6)) add('健康保険・厚生年金保険 資格取得届', r.int(1, 4), '件', r.pick([5000, 8000, 10000]));
    if (r.chance(0.4)) add('資格喪失届・雇用保険離職証明書 作成', r.int(1, 3), '件', r.pick([10000, 15000, 20000]));
    if (m === 7) add('算定基礎届 作成・提出', 1, '式', r.int(3, 8) * 10000);
    if (m === 6 || m === 7) add('労働保険 年度更新 申告', 1, '式', r.int(3, 6) * 10000);
    if (m === 12 || m === 1) add('年末調整', heads, '名', r.pick([1500, 2000, 3000]));
    if (r.chance(0.25)) add('36協定届 作成・電子申請', 1, '件', r.pick([10000, 20000, 30000]));
    if (r.chance(0.35)) add('郵送料（実費）', 1, '式', r.int(4, 30) * 10 + r.pick([0, 4, 0]), false);
    d.items = rows.filter((x) => x.tax).map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const free = rows.filter((x) => !x.tax).reduce((t, x) => t + x.amount, 0);
    const total = s.total + free;
    const fmt = DATE_FORMATS[r.pick(['seireki', 'seirekiPad'])];
    const issuer = d.issuerName;
    const holder = holderPrinted({ holderBase }, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.3) ? regSpaced(d.reg) : d.reg;
    // The buyer's stamps: 受付 the day it arrived, 回覧 boxes with two seals.
    const got = addDays(d.issue, r.int(2, 7));
    const gotText = r.chance(0.5)
      ? `${got[0]}.${pad2(got[1])}.${pad2(got[2])}`
      : `${String(got[0]).slice(2)}.${got[1]}.${got[2]}`;
    const dept = r.pick(['経理部', '総務部', '管理部', '経理課']);
    const stampAt = r.pick(['right: 210px; top: 20px;', 'left: 300px; top: 14px;', 'left: 480px; top: 84px;']);
    const people = shuffle(r, SURNAMES).slice(0, 3);
    const sealed = r.chance(0.5) ? [true, true, false] : [true, false, true];
    const ink = r.pick(['#234', '#2a2a2a']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: ${ink}; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 56px 60px 0; }
      .rt { text-align: right; }
      h1 { text-align: center; font-size: 24px; letter-spacing: .8em; margin: 18px 0 12px; font-weight: 500; }
      .two { display: flex; justify-content: space-between; align-items: flex-start; }
      .to { line-height: 1.8; } .to .n { font-size: 15px; border-bottom: 1px solid ${ink}; padding-right: 24px; white-space: nowrap; }
      .co { position: relative; width: 300px; font-size: 9.5px; } .co .nm { font-size: 12.5px; font-weight: 700; white-space: nowrap; }
      .amt { margin-top: 16px; border: 1.5px solid ${ink}; display: inline-block; padding: 6px 16px; font-size: 12px; } .amt b { font-size: 19px; margin-left: 18px; }
      .det { width: 100%; border-collapse: collapse; margin-top: 14px; } .det th { background: #e8edf2; border: 1px solid #9aa; font-weight: normal; padding: 3px; } .det td { border: 1px solid #aab; padding: 4px 6px; }
      .sum { border-collapse: collapse; margin: 8px 0 0 auto; } .sum td { border: 1px solid #aab; padding: 3px 12px; } .sum td.num { width: 120px; } .sum tr.t td { font-weight: 700; font-size: 12px; background: #f0f3f6; }
      .bank { margin-top: 18px; border-top: 1px solid ${ink}; padding-top: 8px; line-height: 1.9; }
      .uke { position: absolute; ${stampAt} width: 84px; height: 84px; border: 2.5px solid #d0312d; border-radius: 50%; color: #d0312d; opacity: .82; font-size: 10px; text-align: center; transform: rotate(${r.range(-12, 12).toFixed(1)}deg); display: flex; flex-direction: column; justify-content: center; line-height: 1.25; }
      .uke .dt { border-top: 1.5px solid #d0312d; border-bottom: 1.5px solid #d0312d; font-size: 12px; font-weight: 700; margin: 2px 0; padding: 1px 0; font-family: 'Noto Sans Mono CJK JP'; }
      .kai { position: absolute; right: 60px; top: 4px; border-collapse: collapse; color: #555; } .kai th { border: 1px solid #888; font-size: 8px; font-weight: normal; padding: 0 4px; line-height: 1.3; } .kai td { border: 1px solid #888; width: 36px; height: 34px; position: relative; }
      .ps { position: absolute; left: 4px; top: 3px; width: 27px; height: 27px; border: 1.5px solid #d0312d; border-radius: 50%; color: #d0312d; font-family: 'Noto Serif CJK JP'; font-size: 11px; display: flex; align-items: center; justify-content: center; opacity: .85; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td>${x.name}${x.tax ? '' : '　※不課税'}</td><td class="num">${x.qty}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const sums = [
      ['小計（税抜）', yen(s.subtotal)],
      ['消費税（10%）', yen(s.tax)],
      ...(free ? [['不課税 計', yen(free)]] : []),
      ['合計', `¥${yen(total)}`],
    ];
    const kai = `<table class="kai"><tr>${['部長', '課長', '担当'].map((t) => `<th>${t}</th>`).join('')}</tr><tr>${[2, 1, 0]
      .map(
        (i) =>
          `<td>${sealed[i] ? `<div class="ps" style="transform: rotate(${r.range(-15, 15).toFixed(0)}deg)">${people[i][0].slice(0, 2)}</div>` : ''}</td>`,
      )
      .join('')}</tr></table>`;
    const page = `<div class="wrap">${kai}
      <div class="rt">請求日　${fmt(d.issue)}<br>請求書番号　${d.no}</div>
      <h1>請求書</h1>
      <div class="two"><div class="to"><span class="n">${d.buyerName}　御中</span><br>総務部　${d.buyerPerson}　様</div>
        <div class="co"><div class="nm">${issuer}</div>代表社員　${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${reg}
          ${kakuin(d, `right: ${r.int(0, 30)}px; top: ${r.int(0, 16)}px; opacity: .5;`)}</div></div>
      <p>平素は格別のお引き立てを賜り、誠にありがとうございます。${y}年${m}月分の報酬を下記のとおりご請求申し上げます。</p>
      <div class="amt">ご請求金額<b>¥${yen(total)}</b>（税込）</div><div style="margin-top:4px">お支払期限　${fmt(d.due)}</div>
      <table class="det"><tr><th>項目</th><th style="width:50px">数量</th><th style="width:40px">単位</th><th style="width:84px">単価</th><th style="width:96px">金額</th></tr>${body}</table>
      <table class="sum">${sums.map(([l, v], i) => `<tr${i === sums.length - 1 ? ' class="t"' : ''}><td>${l}</td><td class="num">${v}</td></tr>`).join('')}</table>
      <div class="bank">お振込先　${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}　口座名義　${holder}<br><span style="font-size:9px">※振込手数料は貴社にてご負担くださいますようお願い申し上げます。当法人は法人のため、源泉徴収の必要はございません。</span></div>
      <div class="uke"><div>受付</div><div class="dt">${gotText}</div><div>${dept}</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});
