// Invoice corpus layouts L89–L94: each pushed onto core.mjs's LAYOUTS, in order.
import {
  DATE_FORMATS,
  GIVEN,
  LAYOUTS,
  PLACES,
  STEMS,
  SURNAMES,
  TYPE_LABEL,
  addDays,
  endOfMonth,
  holderPrinted,
  pad2,
  reiwa,
  spelled,
  summarize,
  yen,
} from './core.mjs';
import { regHyphen, regSpaced } from './layouts-013-018.mjs';
import { kakuin, landline, setYago, shuffle } from './layouts-019-028.mjs';
import { abbreviated, mail, setCorp } from './layouts-029-034.mjs';
import { addrHtml, ordinaryAtNetBank, rebank, secondBank } from './layouts-035-040.mjs';
import { prefOf } from './layouts-053-058.mjs';

// ---- 89–94: written blind as the twelfth round's fresh set.

/** Towns outside the big cities: [zip, prefecture + district/city + town, area code]. */
const TOWNS = [
  ['311-3116', '茨城県東茨城郡茨城町長岡', '029'],
  ['369-1203', '埼玉県大里郡寄居町寄居', '048'],
  ['321-4305', '栃木県真岡市荒町', '0285'],
  ['399-4511', '長野県上伊那郡南箕輪村', '0265'],
  ['289-2144', '千葉県匝瑳市八日市場', '0479'],
  ['370-3521', '群馬県高崎市菅谷町', '027'],
  ['419-0101', '静岡県田方郡函南町桑原', '055'],
];
/** The issuer moved to a town: 〒, an address with a 番地 (or 1234-5), a TEL and FAX on the town's area code. */
const relocate = (d, r, banchi) => {
  const [zip, town, area] = r.pick(TOWNS);
  d.zip = zip;
  const n = r.int(12, 3999);
  d.address = banchi && r.chance(0.6) ? `${town}${n}番地${r.chance(0.4) ? r.int(1, 9) : ''}` : `${town}${n}-${r.int(1, 9)}`;
  const local = area.length === 4 ? `${r.int(2, 9)}${r.digits(1)}-${r.digits(4)}` : `${r.int(2, 9)}${r.digits(2)}-${r.digits(4)}`;
  d.tel = `${area}-${local}`;
  d.fax = `${area}-${local.slice(0, -1)}${(Number(local.slice(-1)) + 1) % 10}`;
  return town;
};
/** 令和7年（2025年）10月31日, or the other way round, as 官公庁-minded offices print both. */
const warekiDual = ([y, m, dd]) => `令和${reiwa(y)}年（${y}年）${m}月${dd}日`;
const seirekiDual = ([y, m, dd]) => `${y}年（令和${reiwa(y)}年）${m}月${dd}日`;
/** The city (市/区/町/村) of an address, after its prefecture. */
const cityOf = (address) => address.match(/^(?:東京都|北海道|(?:大阪|京都)府|.{2,3}?県)(.+?郡.+?[町村]|.+?市|.+?[区町村])/)[1];

// 89 — an LPガス販売店's monthly ガス料金 御請求書 to a restaurant company for its 店舗 (供給地点): one block per 供給地点
// (お客様番号, 前回・今回検針日, 前回・今回指針, ご使用量 in ㎥, 基本料金, 従量料金, 器具リース), a statement strip with the
// 繰越, the issuer (a small 有限会社 or a 燃料店 under its 屋号, its 液化石油ガス販売事業者 登録) with the 振込先 in a band
// at the foot, the 24時間 保安 number beside the office's.
const LPG_TRADES = [
  ['燃料', 'ネンリョウ'],
  ['ガス', 'ガス'],
  ['プロパン', 'プロパン'],
  ['石油ガス', 'セキユガス'],
  ['エネルギー', 'エネルギー'],
  ['燃商', 'ネンショウ'],
];
const LPG_YAGO = [
  ['燃料店', 'ネンリョウテン'],
  ['プロパン', 'プロパン'],
  ['ガス店', 'ガステン'],
  ['燃料', 'ネンリョウ'],
];
// [器具, 月額 lo–hi]
const LPG_EQUIP = [
  ['業務用ガス炊飯器 リース料', 1500, 3500],
  ['ガスフライヤー リース料', 2000, 5000],
  ['業務用ガスコンロ リース料', 1800, 4000],
  ['ガス漏れ警報器 リース料', 200, 500],
  ['集中監視システム 利用料', 300, 800],
];
const LPG_GENRES = ['和食処', '焼肉', 'ラーメン', '居酒屋', 'とんかつ', '中華料理', 'うどん'];
const LPG_SHOPS = ['本店', '駅前店', '中央店', '南口店', '北店', '西口店', 'バイパス店'];
LAYOUTS.push({
  id: 'L89-lpgas-kenshin',
  split: 'dev',
  title: "LPガス販売店's monthly ガス料金 御請求書 by 供給地点, with 検針 readings and a 繰越",
  exercises:
    "an LPガス販売店's monthly ガス料金 御請求書 to a restaurant company: the title and …年…月分 at the top left, 発行日 / 請求No. / お客様コード at the right, the buyer's 〒 address with 御中, 今回ご請求額 in a double-ruled box with the お支払期日 (or お支払期限) under it, a strip of 前回ご請求額 / ご入金額 / 繰越額 / 当月ご請求額（税込）/ 今回ご請求額, one block per 供給地点 (店舗名, お客様番号, 供給場所, 前回・今回検針日, 前回・今回指針 and ご使用量 in ㎥ with a decimal, 基本料金, 従量料金 ㎥ × 単価, 器具リース料, 小計), 当月ご使用料金（税抜）/ 消費税等（10%）/ 当月ご請求額（税込）, a 保安 notice with a 24時間 0120 number, and a grey band at the foot holding the issuer (a 有限会社/㈲/(有) or 株式会社, or a sole proprietor's 燃料店 under its 屋号 with 代表 and name; a town address with a 番地 and a 4-digit area code sometimes; 液化石油ガス販売事業者 登録 …知事 第…号, TEL/FAX, 登録番号, 社判) and the お振込先 (a 信用金庫, a regional or a main bank; the holder the company's or the 屋号 and name), 令和 dates (令和7年10月31日 or R7.10.31)",
  opts: (r, inst) => ({ sole: inst === 2, rates: '10', bank: inst === 0 ? 'other' : 'main' }),
  render(d, r) {
    let holderBase = d.holderBase;
    if (d.sole) {
      const [trade, tradeKana] = r.pick(LPG_YAGO);
      setYago(d, trade);
      if (r.chance(0.6)) holderBase = `${d.holderBase.split(' ')[0]}${tradeKana} ${d.holderBase}`;
    } else {
      setCorp(d, r, LPG_TRADES, [
        ['有限会社', 'ユ'],
        ['有限会社', 'ユ'],
        ['株式会社', 'カ'],
      ]);
      holderBase = d.holderBase;
    }
    landline(d);
    const moved = r.chance(0.6);
    const town = moved ? relocate(d, r, true) : PLACES.find((p) => d.address.startsWith(p[1]))[1];
    if (!d.bank.main && r.chance(0.6)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const license = `液化石油ガス販売事業者登録　${prefOf(d.address)}知事　第${r.int(100, 9999)}号`;
    const emergency = `0120-${r.digits(3)}-${r.digits(3)}`;
    const [bs] = r.pick(STEMS);
    const buyer = r.pick([`株式会社${bs}フードサービス`, `${bs}フーズ株式会社`, `株式会社${bs}ダイニング`]);
    const genre = r.pick(LPG_GENRES);
    const readDay = addDays(d.issue, -r.int(3, 12));
    const points = shuffle(r, LPG_SHOPS)
      .slice(0, r.int(1, 3))
      .map((shop) => {
        const cur = addDays(readDay, r.int(-1, 1));
        const prev = addDays(cur, -r.int(29, 32));
        const from10 = r.int(500, 99000);
        const use10 = r.int(120, 2600);
        const unit = r.int(380, 680);
        const lines = [
          { name: '基本料金', qty: '', price: '', amount: r.int(16, 32) * 100 },
          { name: '従量料金', qty: `${(use10 / 10).toFixed(1)}㎥`, price: yen(unit), amount: Math.floor((use10 * unit) / 10) },
        ];
        for (const [name, lo, hi] of shuffle(r, LPG_EQUIP).slice(0, r.int(0, 2))) {
          const price = r.int(lo / 100, hi / 100) * 100;
          lines.push({ name, qty: '1台', price: yen(price), amount: price });
        }
        return {
          name: `${genre} ${bs} ${shop}`,
          cust: `${r.int(10, 99)}-${r.digits(5)}`,
          where: moved
            ? `${town}${r.int(1, 3999)}${r.chance(0.5) ? `-${r.int(1, 20)}` : ''}`
            : `${town}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`,
          prev,
          cur,
          from10,
          use10,
          lines,
        };
      });
    d.items = points.flatMap((p) => p.lines.map((x) => ({ name: x.name, amount: x.amount, rate: 10 })));
    d.sum = summarize(d.items);
    const s = d.sum;
    const before = r.int(15, 140) * 1000 + r.int(0, 999);
    const carry = r.chance(0.3) ? before : 0;
    const paid = before - carry;
    const total = carry + s.total;
    const fmt = DATE_FORMATS[r.pick(['wareki', 'wareki', 'warekiShort'])];
    const month = `令和${reiwa(readDay[0])}年${readDay[1]}月検針分`;
    const issuer = d.sole
      ? d.yago
      : d.form === '株式会社'
        ? spelled(d, r.pick(['full', 'circled', 'paren']))
        : r.chance(0.6)
          ? abbreviated(d, r.pick([0, 1]))
          : d.issuerName;
    const holder = holderPrinted({ holderBase }, r.pick(['half', 'half-big', 'full', 'big']));
    const dueLabel = r.pick(['お支払期日', 'お支払期限']);
    const title = r.pick(['LPガス料金 御請求書', 'ガス料金等 ご請求書', '御請求書（LPガス）']);
    const tint = r.pick(['#e55a1c', '#1d5fa8', '#2f7d32']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10.5px; color: #1b1b1b; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 34px 44px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { font-size: 22px; margin: 0; color: ${tint}; letter-spacing: .12em; } .mo { font-size: 13px; margin-top: 2px; }
      .meta td { border: 1px solid #999; padding: 2px 8px; } .meta td.l { background: #f1f1f1; }
      .mid { display: flex; justify-content: space-between; align-items: flex-end; margin-top: 14px; }
      .to { line-height: 1.6; } .to .n { font-size: 16px; border-bottom: 1px solid #222; padding-right: 30px; white-space: nowrap; }
      .box { border: 3px double #222; padding: 4px 14px 6px; min-width: 250px; } .box .l { font-size: 11px; } .box .v { font-size: 24px; font-weight: bold; text-align: right; }
      .due { text-align: right; margin-top: 4px; font-size: 11.5px; }
      .strip { width: 100%; margin-top: 12px; } .strip th { background: #f1f1f1; border: 1px solid #777; font-weight: normal; padding: 2px; font-size: 9.5px; }
      .strip td { border: 1px solid #777; text-align: right; padding: 3px 8px; font-size: 12px; } .strip td.g { font-weight: bold; }
      .pt { width: 100%; margin-top: 10px; } .pt td, .pt th { border: 1px solid #aaa; padding: 2px 6px; } .pt th { background: #fafafa; font-weight: normal; color: #444; font-size: 9.5px; }
      .pt tr.h td { background: ${tint}; color: #fff; border-color: ${tint}; } .pt td.c { text-align: center; } .pt tr.sub td { font-weight: bold; }
      .tot { margin: 8px 0 0 auto; } .tot td { padding: 2px 10px; border-bottom: 1px solid #bbb; } .tot td.num { width: 120px; } .tot tr.g td { font-weight: bold; border-bottom: 2px solid #222; }
      .notice { margin-top: 10px; border: 1px dashed #888; padding: 4px 8px; font-size: 9.5px; line-height: 1.6; }
      .foot { margin: auto -44px 0; background: #ececec; padding: 14px 44px 26px; display: flex; justify-content: space-between; gap: 20px; }
      .from { position: relative; line-height: 1.55; font-size: 10px; } .from .nm { font-size: 16px; font-weight: bold; }
      .bank { background: #fff; border: 1px solid #777; padding: 6px 12px; line-height: 1.7; min-width: 290px; } .bank b { color: ${tint}; }`;
    const blocks = points
      .map((p, k) => {
        const reading = (t) => (t / 10).toFixed(1);
        const rows = p.lines
          .map(
            (x) =>
              `<tr><td colspan="2">${x.name}</td><td class="num">${x.qty}</td><td class="num">${x.price}</td><td class="num">${yen(x.amount)}</td></tr>`,
          )
          .join('');
        const sub = p.lines.reduce((t, x) => t + x.amount, 0);
        return `<table class="pt"><tr class="h"><td colspan="5">供給地点${points.length > 1 ? ` ${k + 1}` : ''}　${p.name}　（お客様番号 ${p.cust}）　${p.where}</td></tr>
          <tr><th>前回検針日</th><th>今回検針日</th><th>前回指針</th><th>今回指針</th><th>ご使用量</th></tr>
          <tr><td class="c">${fmt(p.prev)}</td><td class="c">${fmt(p.cur)}</td><td class="num">${reading(p.from10)}</td><td class="num">${reading(p.from10 + p.use10)}</td><td class="num">${reading(p.use10)}㎥</td></tr>
          <tr><th colspan="2">料金項目</th><th>数量</th><th>単価</th><th>金額（税抜）</th></tr>${rows}
          <tr class="sub"><td colspan="4" style="text-align:right">小計</td><td class="num">${yen(sub)}</td></tr></table>`;
      })
      .join('');
    const page = `<div class="wrap"><div class="hd">
        <div><h1>${title}</h1><div class="mo">${month}</div></div>
        <table class="meta"><tr><td class="l">発行日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求No.</td><td>${d.no}</td></tr><tr><td class="l">お客様コード</td><td>${r.int(100, 999)}-${r.digits(4)}</td></tr></table></div>
      <div class="mid"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<div class="n">${buyer}　御中</div>経理ご担当者 様</div>
        <div><div class="box"><div class="l">今回ご請求額</div><div class="v">¥${yen(total)}</div></div><div class="due">${dueLabel}　${fmt(d.due)}</div></div></div>
      <table class="strip"><tr><th>前回ご請求額</th><th>ご入金額</th><th>繰越額</th><th>当月ご請求額（税込）</th><th>今回ご請求額</th></tr>
        <tr><td>${yen(before)}</td><td>${yen(paid)}</td><td>${yen(carry)}</td><td>${yen(s.total)}</td><td class="g">${yen(total)}</td></tr></table>
      ${blocks}
      <table class="tot"><tr><td>当月ご使用料金（税抜）</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税等（10%）</td><td class="num">${yen(s.tax)}</td></tr>
        <tr class="g"><td>当月ご請求額（税込）</td><td class="num">${yen(s.total)}</td></tr></table>
      <div class="notice">◆ガス漏れ・緊急時は24時間受付　保安センター ${emergency}（フリーダイヤル）までご連絡ください。<br>◆法定の供給設備点検・消費設備調査を4年に1回以上実施しております。ご協力をお願いいたします。${carry ? '<br>◆前回ご請求分のご入金が確認できておりません。今回分と併せてお支払いくださいますようお願いいたします。' : ''}</div>
      <div class="foot"><div class="from"><div class="nm">${issuer}</div>${d.sole ? `代表　${d.person}<br>` : ''}${license}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}
          ${kakuin(d, 'left: 150px; top: -22px; opacity: .7;')}</div>
        <div class="bank"><b>お振込先</b><br>${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}
          <div style="font-size:9px;color:#555">※振込手数料はお客様にてご負担願います。</div></div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 90 — a 研修会社's (an 一般社団法人 or a company) 御請求書 for one 社員研修 it ran for a client, typed in Word as a letter:
// the 研修 (研修名, 実施日, 会場, 受講者数), 講師料 by the day, テキスト by the head, 会場使用料 when a room was rented,
// 講師交通費 as 立替金 outside the 消費税; dates printed in both eras; two accounts offered (いずれかの口座へ), sometimes
// one; an association's holder with its 代表理事's (or 理事長's) title and name after the name.
const KENSHU_ASSOCS = [
  ['人材開発協会', 'ジンザイカイハツキョウカイ'],
  ['ビジネス教育協会', 'ビジネスキョウイクキョウカイ'],
  ['安全衛生推進協会', 'アンゼンエイセイスイシンキョウカイ'],
  ['キャリア支援機構', 'キャリアシエンキコウ'],
  ['産業教育センター', 'サンギョウキョウイクセンター'],
];
const KENSHU_TRADES = [
  ['ラーニング', 'ラーニング'],
  ['人材開発', 'ジンザイカイハツ'],
  ['キャリアデザイン', 'キャリアデザイン'],
  ['研修センター', 'ケンシュウセンター'],
  ['マネジメント', 'マネジメント'],
];
const KENSHU_COURSES = [
  '新入社員研修（ビジネスマナー基礎）',
  '新任管理職研修',
  'ハラスメント防止研修',
  'コンプライアンス研修',
  '職長・安全衛生責任者教育',
  'ロジカルシンキング研修',
  '営業力強化研修',
  'メンタルヘルス・ラインケア研修',
  'OJTトレーナー研修',
];
const KENSHU_VENUES = [
  '貴社 本社会議室',
  '貴社 研修センター',
  '{s}貸会議室 ルームA',
  'オンライン（Zoom）',
  '{s}ビジネスセンター 会議室3',
];
const KENSHU_DEPTS = ['人事部 人材開発課', '人事総務部', '総務部 人事グループ', '経営管理部 人材育成室'];
LAYOUTS.push({
  id: 'L90-kenshu-letter',
  split: 'dev',
  title: "研修会社's 御請求書 for one 社員研修, typed as a letter, dates in both eras, two accounts offered",
  exercises:
    "a 研修会社's 御請求書 for one 社員研修, typed in Word as a letter in a serif face: the buyer with 御中 and its 人事 department's 担当 様 at the top left, 請求書番号 and 請求日 at the top right, dates printed in both eras (令和7年（2025年）10月31日 or 2025年（令和7年）10月31日), 御請求書 centred, the issuer right-aligned under it (一般社団法人 with 代表理事 or 理事長, or a ㈱/(株)/株式会社/合同会社 with 代表取締役/代表社員; 〒 address, TEL/FAX, E-mail, 登録番号) with its 角印 over the name, a 研修 table (研修名, 実施日 one day or a span, 会場 貴社/貸会議室/オンライン, 受講者数), ご請求金額 …円 underlined with the お支払期限 under it, a 明細 (講師料 by the 日, 企画費, テキスト・教材費 and アセスメント by the 名, 会場使用料, 修了証, 配信運営費), 小計 / 消費税（10%）/ 立替金 講師交通費（実費・不課税）/ 合計, then the お振込先: two accounts side by side (① ②, 下記いずれかの口座へ) over one 口座名義, or one; an association's 口座名義 printed with its 代表理事's (or 理事長's) title and name after the name (ｼﾔ)…ｷｮｳｶｲ ﾀﾞｲﾋｮｳﾘｼﾞ ﾔﾏﾀﾞ ﾀﾛｳ)",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    const assoc = r.chance(0.6);
    const [sn, snk] = r.pick(SURNAMES);
    const [gn, gnk] = r.pick(GIVEN);
    const chief = `${sn} ${gn}`;
    let holderBase;
    let chiefTitle;
    if (assoc) {
      const [stem, stemKana] = r.pick(STEMS);
      const [body, bodyKana] = r.pick(KENSHU_ASSOCS);
      d.corpBody = `${stem}${body}`;
      d.form = '一般社団法人';
      d.formBefore = true;
      d.issuerName = `一般社団法人${d.corpBody}`;
      d.holderBase = `シャ）${stemKana}${bodyKana}`;
      chiefTitle = r.pick(['代表理事', '理事長']);
      holderBase = r.chance(0.6)
        ? `${d.holderBase} ${chiefTitle === '代表理事' ? 'ダイヒョウリジ' : 'リジチョウ'} ${snk} ${gnk}`
        : d.holderBase;
    } else {
      setCorp(d, r, KENSHU_TRADES, [
        ['株式会社', 'カ'],
        ['株式会社', 'カ'],
        ['合同会社', 'ド'],
      ]);
      chiefTitle = d.form === '合同会社' ? '代表社員' : '代表取締役';
      holderBase = d.holderBase;
    }
    landline(d);
    if (!d.bank.main && r.chance(0.4)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const two = r.chance(0.6);
    const other = two ? secondBank(d, r) : null;
    const course = r.pick(KENSHU_COURSES);
    const days = r.pick([1, 1, 1, 2, 2, 3]);
    const people = r.int(8, 48);
    const start = addDays(d.issue, -r.int(days + 2, 28));
    const end = addDays(start, days - 1);
    const venue = r.pick(KENSHU_VENUES).replace('{s}', r.pick(STEMS)[0]);
    const online = venue.startsWith('オンライン');
    const rented = !online && !venue.startsWith('貴社');
    const lines = [{ name: `講師料（${course.replace(/（.*）/, '')}）`, qty: days, unit: '日', price: r.int(12, 35) * 10000 }];
    if (r.chance(0.35)) lines.push({ name: '研修企画・カリキュラム作成費', qty: 1, unit: '式', price: r.int(5, 20) * 10000 });
    lines.push({ name: 'テキスト・教材費', qty: people, unit: '名', price: r.int(15, 45) * 100 });
    if (r.chance(0.3)) lines.push({ name: '事前アセスメント（Web診断）', qty: people, unit: '名', price: r.int(20, 60) * 100 });
    if (rented) lines.push({ name: `研修会場使用料（${venue}）`, qty: days, unit: '日', price: r.int(3, 12) * 10000 });
    if (online) lines.push({ name: 'オンライン配信運営費', qty: days, unit: '日', price: r.int(3, 8) * 10000 });
    if (r.chance(0.3)) lines.push({ name: '修了証書 発行', qty: people, unit: '名', price: 500 });
    d.items = lines.map((x) => ({ ...x, amount: x.qty * x.price, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const travel = !online && r.chance(0.65) ? r.int(300, 4500) * 10 : 0;
    const total = s.total + travel;
    const fmt = r.chance(0.5) ? warekiDual : seirekiDual;
    const issuer = assoc
      ? d.issuerName
      : d.form === '株式会社'
        ? spelled(d, r.pick(['full', 'full', 'circled', 'paren']))
        : d.issuerName;
    const holder = holderPrinted({ holderBase }, r.pick(['half', 'half', 'full', 'big']));
    const dueLabel = r.pick(['お支払期限', 'お振込期限']);
    const dept = r.pick(KENSHU_DEPTS);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 11.5px; color: #1a1a1a; line-height: 1.6; }
      .wrap { padding: 50px 62px; } .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .to .n { font-size: 17px; border-bottom: 1px solid #222; padding-right: 28px; white-space: nowrap; } .meta { text-align: right; }
      h1 { text-align: center; font-size: 24px; letter-spacing: .8em; padding-left: .8em; margin: 18px 0 8px; font-weight: 600; }
      .from { position: relative; margin-left: auto; width: 300px; font-size: 10.5px; line-height: 1.55; } .from .nm { font-size: 15px; font-weight: bold; }
      .lead { margin: 12px 0 6px; }
      .info { width: 100%; } .info th { width: 88px; background: #f3f3ef; border: 1px solid #666; font-weight: normal; padding: 3px 8px; text-align: left; } .info td { border: 1px solid #666; padding: 3px 8px; }
      .amt { margin-top: 12px; font-size: 15px; } .amt span { font-size: 21px; font-weight: bold; border-bottom: 3px double #222; padding: 0 18px 0 8px; margin-left: 12px; }
      .items { width: 100%; margin-top: 12px; } .items th { border-top: 1.5px solid #222; border-bottom: 1px solid #222; font-weight: normal; padding: 3px; background: #f3f3ef; }
      .items td { border-bottom: 1px solid #ccc; padding: 3px 6px; } .items td.c { text-align: center; }
      .items tr.t td { border-bottom: none; } .items tr.g td { font-weight: bold; border-top: 1.5px solid #222; border-bottom: 3px double #222; }
      .bankh { margin-top: 16px; font-weight: bold; } .banks { display: flex; gap: 14px; margin-top: 4px; } .banks div { flex: 1; border: 1px solid #555; padding: 5px 10px; }
      .hold { border: 1px solid #555; border-top: none; padding: 4px 10px; }`;
    const rows = d.items
      .map(
        (x) =>
          `<tr><td>${x.name}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const bankCell = (mark, b) => `<div>${mark}${b.name}　${b.branch}<br>${TYPE_LABEL[b.type]}預金　口座番号 ${b.account}</div>`;
    const banks = two
      ? `<div class="bankh">お振込先（下記いずれかの口座へお振込みください）</div>
        <div class="banks">${bankCell('① ', { name: d.bank.name, branch: d.branch.name, type: d.type, account: d.account })}${bankCell('② ', other)}</div>
        <div class="hold">口座名義（共通）　${holder}</div>`
      : `<div class="bankh">お振込先</div><div class="banks">${bankCell('', { name: d.bank.name, branch: d.branch.name, type: d.type, account: d.account })}</div>
        <div class="hold">口座名義　${holder}</div>`;
    const page = `<div class="wrap"><div class="top">
        <div class="to"><div class="n">${d.buyerName}　御中</div>${dept}　${d.buyerPerson} 様</div>
        <div class="meta">請求書番号：${d.no}<br>請求日：${fmt(d.issue)}</div></div>
      <h1>御請求書</h1>
      <div class="from"><div class="nm">${issuer}</div>${chiefTitle}　${chief}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>E-mail ${mail(r)}<br>登録番号 ${d.reg}
        ${kakuin(d, 'left: 150px; top: -16px; opacity: .72;')}</div>
      <p class="lead">拝啓　時下ますますご清栄のこととお慶び申し上げます。このたびは弊${assoc ? '会' : '社'}の研修をご採用いただき、誠にありがとうございました。下記のとおりご請求申し上げます。</p>
      <table class="info"><tr><th>研修名</th><td>${course}</td></tr>
        <tr><th>実施日</th><td>${days > 1 ? `${fmt(start)}〜${fmt(end)}（${days}日間）` : fmt(start)}</td></tr>
        <tr><th>会場</th><td>${venue}</td></tr><tr><th>受講者数</th><td>${people}名</td></tr></table>
      <div class="amt">ご請求金額<span>${yen(total)}円</span></div>
      <div>${dueLabel}　${fmt(d.due)}</div>
      <table class="items"><tr><th>内容</th><th style="width:50px">数量</th><th style="width:40px">単位</th><th style="width:80px">単価</th><th style="width:100px">金額</th></tr>${rows}
        <tr class="t"><td colspan="4" style="text-align:right">小計</td><td class="num">${yen(s.subtotal)}</td></tr>
        <tr class="t"><td colspan="4" style="text-align:right">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr>
        ${travel ? `<tr class="t"><td colspan="4" style="text-align:right">立替金　講師交通費（実費・不課税）</td><td class="num">${yen(travel)}</td></tr>` : ''}
        <tr class="g"><td colspan="4" style="text-align:right">合計</td><td class="num">${yen(total)}</td></tr></table>
      ${banks}
      <p style="font-size:10px;margin-top:10px">※振込手数料は貴社にてご負担くださいますようお願い申し上げます。${travel ? '<br>※講師交通費は実費を立替払いしたもので、領収書の写しを添付いたします。' : ''}</p>
      <div style="text-align:right">敬具</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 91 — a 看板・サイン company's 御請求書 for one sign job at a client's 店舗: 製作 (袖看板, 壁面看板, 切文字 …), デザイン,
// 取付施工, 高所作業車, 電気工事, 既存看板 撤去; the 屋外広告物許可申請 and 道路占用 fees paid to the city on the client's
// behalf (立替, 不課税) added after the 消費税, and a 着手金 received at the order deducted; the issuer with its logo at the
// top left, the 振込先 in a dark band at the foot, dot dates.
const SIGN_TRADES = [
  ['看板', 'カンバン'],
  ['サイン', 'サイン'],
  ['広告美術', 'コウコクビジュツ'],
  ['サインシステム', 'サインシステム'],
  ['アド', 'アド'],
  ['工芸社', 'コウゲイシャ'],
];
// [品名・仕様, 単位, 単価 lo–hi in 万円]
const SIGN_MAKES = [
  ['袖看板 製作（LED内照式 W600×H1800×D200）', '台', 18, 42],
  ['壁面看板 製作（アルミ複合板 W3600×H900 インクジェット出力）', '枚', 8, 26],
  ['切文字 製作（カルプ H300 ×{n}文字）', '式', 6, 24],
  ['A型スタンド看板 製作（両面）', '台', 3, 6],
  ['ウィンドウサイン 製作・貼付（カッティングシート）', '式', 2, 8],
  ['野立て看板 製作（W4000×H2000 両面）', '基', 30, 80],
  ['ポール看板 面板交換（W1800×H3600 内照）', '面', 12, 30],
];
const SIGN_SHOPS = ['クリニック', '歯科医院', 'カフェ', '美容室', '不動産', '整骨院', 'ベーカリー', '学習塾'];
LAYOUTS.push({
  id: 'L91-kanban-sekou',
  split: 'dev',
  title: "看板・サイン company's 御請求書 for a 製作・施工 job, with 許可申請 fees 立替 and a 着手金 deducted",
  exercises:
    "a 看板・サイン company's 御請求書 for one 製作・施工 job: the issuer at the top left under a square logo (㈱/(株)/(有)/株式会社/有限会社/合同会社, 屋外広告業登録 …知事 第…号, 〒 address, TEL/FAX, URL, 登録番号 printed T1234567890123 or spaced T 1234 5678 9012 3, 社判), 御請求書 with INVOICE and 請求日 / 請求No. at the top right, the buyer (a 店舗's company with 御中, or its 院長/オーナー with 様) with its 〒 address, a 工事 table (工事件名, 施工場所, 施工完了日, ご契約金額 sometimes), 今回ご請求額 in a box with the お支払期限 beside it, a 明細 (No., 品名・仕様, 数量, 単位, 単価, 金額: 看板 製作, デザイン費, 取付施工費, 高所作業車 by the 日, 電気工事, 既存看板 撤去・処分, 許可申請 代行手数料), 小計 / 消費税（10%）/ 合計（税込）, then 立替金 (屋外広告物許可申請手数料, 道路占用料: 実費, 不課税), 工事代金総額, 着手金（… ご入金済）△ deducted, 今回ご請求額; 備考 at the bottom left, the お振込先 as one line in a dark band at the foot, dot dates (2025.10.31) or 年月日",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main', checking: r.chance(0.3) }),
  render(d, r) {
    setCorp(d, r, SIGN_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
      ['合同会社', 'ド'],
    ]);
    landline(d);
    if (!d.bank.main && r.chance(0.5)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const pref = prefOf(d.address);
    const license = `屋外広告業登録　${pref}知事　第${r.int(1, 30)}-${r.int(100, 9999)}号`;
    const [bs] = r.pick(STEMS);
    const shop = r.pick(SIGN_SHOPS);
    const toPerson = r.chance(0.4);
    const head = /(クリニック|医院|整骨院)$/.test(shop) ? '院長' : r.pick(['オーナー', '代表']);
    const buyer = toPerson ? `${bs}${shop}　${head}　${d.buyerPerson} 様` : `${d.buyerName}　御中`;
    const site = `${bs}${shop} ${r.pick(['本店', '駅前店', '新店舗', '2号店'])}`;
    const city = cityOf(d.buyerAddress);
    const done = addDays(d.issue, -r.int(2, 15));
    const lines = [];
    for (const [spec, unit, lo, hi] of shuffle(r, SIGN_MAKES).slice(0, r.int(1, 3))) {
      lines.push({
        name: spec.replace('{n}', String(r.int(4, 12))),
        qty: unit === '式' || unit === '基' ? 1 : r.int(1, 2),
        unit,
        price: r.int(lo * 10, hi * 10) * 1000,
      });
    }
    if (r.chance(0.6)) lines.push({ name: 'デザイン・版下作成費', qty: 1, unit: '式', price: r.int(2, 8) * 10000 });
    lines.push({ name: '取付施工費', qty: 1, unit: '式', price: r.int(5, 30) * 10000 });
    if (r.chance(0.5))
      lines.push({
        name: `高所作業車（${r.pick(['9.9m', '12m', '14m'])} オペレーター付）`,
        qty: r.int(1, 2),
        unit: '日',
        price: r.int(35, 60) * 1000,
      });
    if (r.chance(0.4))
      lines.push({ name: '電気工事（内照式 配線・タイマー設置）', qty: 1, unit: '式', price: r.int(3, 12) * 10000 });
    if (r.chance(0.4)) lines.push({ name: '既存看板 撤去・処分費', qty: 1, unit: '式', price: r.int(2, 10) * 10000 });
    const permit = r.chance(0.6);
    if (permit) lines.push({ name: '屋外広告物許可申請 代行手数料', qty: 1, unit: '式', price: r.int(2, 5) * 10000 });
    d.items = lines.map((x) => ({ ...x, amount: x.qty * x.price, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fees = [];
    if (permit) fees.push({ name: `屋外広告物許可申請手数料（${city}・実費）`, amount: r.pick([3400, 4600, 5500, 7200, 10800]) });
    if (permit && r.chance(0.5))
      fees.push({ name: `道路占用料（${city}・実費）`, amount: r.int(2, 12) * 1000 + r.pick([0, 300, 540]) });
    const feeSum = fees.reduce((t, x) => t + x.amount, 0);
    const contract = s.total + feeSum;
    const deposit = r.chance(0.55) ? Math.floor((s.total * r.pick([30, 50])) / 100 / 10000) * 10000 : 0;
    const depositDay = addDays(done, -r.int(20, 60));
    const total = contract - deposit;
    const fmt = DATE_FORMATS[r.pick(['dot', 'dot', 'seireki'])];
    const issuer =
      d.form === '株式会社'
        ? spelled(d, r.pick(['full', 'circled', 'paren']))
        : r.chance(0.5)
          ? abbreviated(d, r.pick([0, 1]))
          : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.4) ? regSpaced(d.reg) : d.reg;
    const dueLabel = r.pick(['お支払期限', 'お振込期限']);
    const color = r.pick(['#c62828', '#00695c', '#283593', '#ef6c00']);
    const logo = d.corpBody.slice(0, 2);
    const url = `https://www.${r.pick(['sign', 'kanban', 'ad', 'design'])}-${r.pick(['works', 'office', 'factory', 'studio'])}.jp`;
    const money = (n) => (n < 0 ? `△${yen(-n)}` : yen(n));
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10.5px; color: #1c1c1c; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 36px 44px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .from { position: relative; display: flex; gap: 12px; line-height: 1.5; font-size: 10px; }
      .logo { width: 58px; height: 58px; background: ${color}; color: #fff; font-size: 20px; font-weight: 900; display: flex; align-items: center; justify-content: center; letter-spacing: -1px; }
      .from .nm { font-size: 16px; font-weight: bold; } .from .lic { font-size: 9px; color: #555; }
      .ttl { text-align: right; } .ttl h1 { margin: 0; font-size: 30px; letter-spacing: .3em; color: ${color}; } .ttl .en { font-size: 10px; letter-spacing: .4em; color: #777; }
      .ttl table { margin: 6px 0 0 auto; } .ttl td { padding: 1px 0 1px 14px; text-align: right; }
      .mid { display: flex; justify-content: space-between; gap: 24px; margin-top: 18px; align-items: flex-start; }
      .to { flex: 1; line-height: 1.6; } .to .n { font-size: 16px; border-bottom: 1.5px solid #222; white-space: nowrap; margin-top: 4px; }
      .job { width: 360px; } .job th { background: #f2f2f2; border: 1px solid #999; font-weight: normal; text-align: left; padding: 3px 6px; width: 90px; } .job td { border: 1px solid #999; padding: 3px 6px; }
      .amt { display: flex; align-items: stretch; margin-top: 16px; border: 2px solid ${color}; } .amt div { padding: 6px 14px; }
      .amt .l { background: ${color}; color: #fff; font-size: 13px; display: flex; align-items: center; } .amt .v { flex: 1; font-size: 22px; font-weight: bold; }
      .amt .d { border-left: 1px solid ${color}; font-size: 12px; display: flex; align-items: center; }
      .items { width: 100%; margin-top: 12px; } .items th { background: #333; color: #fff; font-weight: normal; padding: 3px; border: 1px solid #333; }
      .items td { border: 1px solid #bbb; padding: 3px 6px; } .items td.c { text-align: center; }
      .low { display: flex; gap: 16px; align-items: flex-start; margin-top: 10px; }
      .memo { flex: 1; border: 1px solid #bbb; padding: 5px 8px; line-height: 1.6; font-size: 9.5px; min-height: 80px; }
      .calc { width: 330px; } .calc td { border-bottom: 1px solid #ccc; padding: 2px 8px; } .calc td.num { width: 110px; }
      .calc tr.g td { font-weight: bold; border-top: 1.5px solid #333; } .calc tr.f td { font-weight: bold; font-size: 13px; border-bottom: 3px double #222; }
      .band { margin: auto -44px 0; background: #222; color: #fff; padding: 14px 44px 30px; line-height: 1.7; font-size: 11px; } .band b { color: #ffd54f; margin-right: 12px; }`;
    const rows = d.items
      .map(
        (x, i) =>
          `<tr><td class="c">${i + 1}</td><td>${x.name}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const calc = [
      ['小計', s.subtotal],
      ['消費税（10%）', s.tax],
      ['合計（税込）', s.total, 'g'],
      ...fees.map((x) => [`立替金　${x.name}`, x.amount]),
      ...(fees.length ? [['工事代金総額', contract, 'g']] : []),
      ...(deposit ? [[`着手金（${fmt(depositDay)} ご入金済）`, -deposit]] : []),
      ['今回ご請求額', total, 'f'],
    ]
      .map(([l, v, c]) => `<tr${c ? ` class="${c}"` : ''}><td>${l}</td><td class="num">${money(v)}</td></tr>`)
      .join('');
    const page = `<div class="wrap"><div class="hd">
        <div class="from"><div class="logo">${logo}</div><div><div class="nm">${issuer}</div><div class="lic">${license}</div>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>${url}<br>登録番号 ${reg}</div>
          ${kakuin(d, 'left: 200px; top: -16px; opacity: .65;')}</div>
        <div class="ttl"><h1>御請求書</h1><div class="en">INVOICE</div><table><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求No.</td><td>${d.no}</td></tr></table></div></div>
      <div class="mid"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<div class="n">${buyer}</div></div>
        <table class="job"><tr><th>工事件名</th><td>${site} 看板${r.pick(['新設', '製作・取付', '改修'])}工事</td></tr><tr><th>施工場所</th><td>${d.buyerAddress}</td></tr>
          <tr><th>施工完了日</th><td>${fmt(done)}</td></tr>${deposit ? `<tr><th>ご契約金額</th><td>¥${yen(contract)}（税込${fees.length ? '・立替金含む' : ''}）</td></tr>` : ''}</table></div>
      <p style="margin:14px 0 0">このたびはご用命を賜り誠にありがとうございました。下記のとおりご請求申し上げます。</p>
      <div class="amt"><div class="l">今回ご請求額</div><div class="v">¥${yen(total)}-</div><div class="d">${dueLabel}　${fmt(d.due)}</div></div>
      <table class="items"><tr><th style="width:28px">No.</th><th>品名・仕様</th><th style="width:40px">数量</th><th style="width:34px">単位</th><th style="width:76px">単価</th><th style="width:86px">金額</th></tr>${rows}</table>
      <div class="low"><div class="memo"><b>備考</b><br>・看板の保証期間は施工完了日より1年間です（電気部品は6ヶ月）。<br>${fees.length ? '・立替金は許可申請に要した手数料等の実費（不課税）です。<br>' : ''}・屋外広告物の許可は更新が必要です。期限が近づきましたらご案内いたします。</div>
        <table class="calc">${calc}</table></div>
      <div class="band"><b>お振込先</b>${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}　口座名義　${holder}<br><span style="font-size:9.5px;color:#ccc">恐れ入りますが振込手数料はご負担くださいますようお願い申し上げます。</span></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 92 — an 分析・検査機関's (一般財団法人 or a company) monthly 試験検査料 請求書 to a food factory or a plant: one row per 検体
// (受付日, 受付番号, 検体名, 試験項目, 数量, 単価, 金額), 採水 出張費 and 成績書 追加発行 at the end; its 計量証明事業 登録
// beside the 登録番号; the long version over two pages (the ご請求金額 on page 1, the totals, the due date and two accounts
// in a ruled table on page 2).
const LAB_TRADES = [
  ['環境衛生センター', 'カンキョウエイセイセンター'],
  ['分析センター', 'ブンセキセンター'],
  ['環境分析', 'カンキョウブンセキ'],
  ['食品検査センター', 'ショクヒンケンサセンター'],
  ['環境科学研究所', 'カンキョウカガクケンキュウショ'],
];
// [検体名, 試験項目, 単位, 単価 lo–hi]
const LAB_TESTS = [
  ['井戸水', '飲料水 簡易11項目（一般細菌・大腸菌・硝酸態窒素 他）', '検体', 8000, 15000],
  ['井戸水', '飲料水 全項目（51項目）', '検体', 150000, 250000],
  ['受水槽水', '一般細菌・大腸菌・残留塩素', '検体', 4000, 8000],
  ['工場排水（最終放流口）', 'BOD・COD・SS・pH', '検体', 12000, 25000],
  ['工場排水（最終放流口）', 'ノルマルヘキサン抽出物質', '検体', 6000, 12000],
  ['浴槽水', 'レジオネラ属菌', '検体', 8000, 15000],
  ['惣菜（ポテトサラダ）', '一般生菌数・大腸菌群・黄色ブドウ球菌', '検体', 6000, 12000],
  ['弁当', '一般生菌数・大腸菌群', '検体', 4000, 9000],
  ['調理器具ふき取り', 'ATP・一般生菌数', '検体', 2000, 5000],
  ['従業員検便', '赤痢菌・サルモネラ・O157', '名', 800, 1500],
  ['土壌', '重金属等 溶出量（8項目）', '検体', 40000, 90000],
  ['作業環境空気', '有機溶剤（トルエン・キシレン）', '検体', 20000, 45000],
];
LAYOUTS.push({
  id: 'L92-bunseki-kentai',
  split: 'dev',
  twoPage: true,
  title: "分析・検査機関's monthly 試験検査料 請求書, one row per 検体, the long version over two pages",
  exercises:
    "an 分析・検査機関's monthly 試験検査料 請求書 (一般財団法人 …センター or a (株)/株式会社 分析センター): 試験検査料 請求書 at the top left over 請求日 / 請求書番号 / 対象 (…月受付分), the issuer at the top right (〒 address, TEL/FAX, 計量証明事業登録 …第…号, 登録番号, 社判), the buyer with 御中 and its 品質管理 or 環境管理 担当 様, ご請求金額（税込）in a box with the お支払期限 beside it (on page 1), a 明細 with one row per 検体 (受付日 MM/DD, 受付番号, 検体名, 試験項目, 数量 with 検体/名, 単価, 金額), 採水・採取出張費 and 試験成績書 追加発行 at the end, 小計 / 消費税（10%）/ 合計, the お振込先 as a ruled table of one or two accounts (いずれか, 金融機関 / 支店 / 種別 / 口座番号) over one 口座名義; the long version over two pages (34–40 rows, 次頁へつづく, 1/2 and 2/2, the totals, the お支払期限 again and the 振込先 on page 2), slash or 年月日 dates",
  opts: (r, inst) => ({ rates: '10', bank: 'main', checking: inst === 2 && r.chance(0.5) }),
  render(d, r, { long }) {
    const [stem, stemKana] = r.pick(STEMS);
    const zaidan = r.chance(0.5);
    const [trade, tradeKana] = r.pick(zaidan ? LAB_TRADES.filter(([t]) => /(センター|研究所)$/.test(t)) : LAB_TRADES);
    d.corpBody = stem + trade;
    d.form = zaidan ? '一般財団法人' : '株式会社';
    d.formBefore = zaidan || r.chance(0.6);
    d.issuerName = d.formBefore ? `${d.form}${d.corpBody}` : `${d.corpBody}株式会社`;
    d.holderBase = zaidan
      ? `ザイ）${stemKana}${tradeKana}`
      : d.formBefore
        ? `カ）${stemKana}${tradeKana}`
        : `${stemKana}${tradeKana}（カ`;
    landline(d);
    ordinaryAtNetBank(d);
    const two = r.chance(0.6);
    const other = two ? secondBank(d, r) : null;
    const [y, m] = d.issue;
    const closing = endOfMonth(y, m);
    d.issue = r.chance(0.5) ? closing : addDays(closing, r.int(1, 6));
    const nm = addDays(closing, 1);
    d.due = r.chance(0.6) ? endOfMonth(nm[0], nm[1]) : addDays(d.issue, 30);
    const n = long ? r.int(34, 40) : r.int(5, 9);
    const pool = shuffle(r, LAB_TESTS).slice(0, long ? 8 : r.int(3, 5));
    let no = r.int(1000, 8000);
    const series = r.pick(['W', 'F', 'E', 'K']);
    const rows = Array.from({ length: n }, () => {
      const [sample, test, unit, lo, hi] = r.pick(pool);
      const qty = unit === '名' ? r.int(5, 40) : r.pick([1, 1, 1, 2, 3]);
      const price = r.int(lo / 100, hi / 100) * 100;
      return { day: r.int(1, closing[2]), sample, test, unit, qty, price };
    }).sort((a, b) => a.day - b.day);
    rows.forEach((x) => {
      no += r.int(1, 40);
      x.no = `${String(y).slice(2)}${series}-${String(no).padStart(5, '0')}`;
    });
    if (r.chance(0.6))
      rows.push({
        day: null,
        no: '',
        sample: '',
        test: `採水・採取出張費（${cityOf(d.buyerAddress)}）`,
        unit: '回',
        qty: r.int(1, 4),
        price: r.int(5, 15) * 1000,
      });
    if (r.chance(0.4))
      rows.push({
        day: null,
        no: '',
        sample: '',
        test: '試験成績書 追加発行',
        unit: '通',
        qty: r.int(1, 6),
        price: r.pick([500, 1000, 1500]),
      });
    d.items = rows.map((x) => ({ name: `${x.sample} ${x.test}`, qty: x.qty, price: x.price, amount: x.qty * x.price, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['slash', 'slash', 'seireki'])];
    const issuer = zaidan ? d.issuerName : spelled(d, r.pick(['full', 'full', 'circled', 'paren']));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full', 'half-big']));
    const license = `計量証明事業登録（濃度）　${prefOf(d.address)}知事　第${r.int(1, 300)}号`;
    const buyer = d.buyerName;
    const dept = r.pick(['品質管理部', '品質保証課', '環境管理課', '総務部 施設管理課']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.5px; color: #1a1a1a; }
      .wrap { padding: 34px 40px; } .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { font-size: 20px; margin: 0 0 6px; letter-spacing: .1em; font-weight: 700; color: #00507a; }
      .meta td { padding: 1px 12px 1px 0; } .meta td:first-child { color: #555; }
      .to { margin-top: 12px; } .to .n { font-size: 14px; border-bottom: 1px solid #222; padding-right: 24px; white-space: nowrap; display: inline-block; }
      .from { position: relative; line-height: 1.5; min-width: 290px; } .from .nm { font-size: 14px; font-weight: bold; } .from .lic { font-size: 8.5px; color: #444; }
      .amt { display: flex; margin-top: 12px; border: 1.5px solid #00507a; } .amt div { padding: 5px 12px; }
      .amt .l { background: #00507a; color: #fff; } .amt .v { flex: 1; font-size: 18px; font-weight: bold; } .amt .dl { background: #e8f1f6; border-left: 1px solid #00507a; } .amt .dv { font-weight: bold; font-size: 11px; padding-top: 7px; }
      .det { width: 100%; margin-top: 10px; } .det th { background: #e8f1f6; border: 1px solid #8aa; font-weight: normal; padding: 3px; }
      .det td { border: 1px solid #bcc; padding: 2px 5px; } .det td.c { text-align: center; white-space: nowrap; }
      .tot { margin: 8px 0 0 auto; } .tot td { border: 1px solid #8aa; padding: 3px 10px; } .tot td.l { background: #e8f1f6; width: 110px; } .tot td.num { width: 110px; } .tot tr.g td { font-weight: bold; font-size: 11.5px; }
      .bank { width: 100%; margin-top: 12px; } .bank th { background: #e8f1f6; border: 1px solid #8aa; font-weight: normal; padding: 3px 6px; } .bank td { border: 1px solid #8aa; padding: 3px 6px; }
      .pg { position: absolute; right: 40px; bottom: 24px; font-size: 9px; color: #555; }`;
    const body = (xs) =>
      xs
        .map(
          (x) =>
            `<tr><td class="c">${x.day ? `${pad2(closing[1])}/${pad2(x.day)}` : ''}</td><td class="c">${x.no}</td><td>${x.sample}</td><td>${x.test}</td><td class="num">${x.qty} ${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.qty * x.price)}</td></tr>`,
        )
        .join('');
    const head =
      '<tr><th style="width:40px">受付日</th><th style="width:74px">受付番号</th><th style="width:120px">検体名</th><th>試験項目</th><th style="width:56px">数量</th><th style="width:60px">単価</th><th style="width:72px">金額</th></tr>';
    const bankRow = (b) => `<tr><td>${b.name}</td><td>${b.branch}</td><td>${TYPE_LABEL[b.type]}</td><td>${b.account}</td></tr>`;
    const tail = `<table class="tot"><tr><td class="l">小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr>
        <tr class="g"><td class="l">合計</td><td class="num">¥${yen(s.total)}</td></tr></table>
      <div style="margin-top:10px">お支払期限　${fmt(d.due)}　までに下記${two ? 'いずれかの' : ''}口座へお振込みください。</div>
      <table class="bank"><tr><th colspan="4" style="text-align:left">お振込先${two ? '（いずれかの口座）' : ''}</th></tr><tr><th>金融機関</th><th>支店</th><th>種別</th><th>口座番号</th></tr>
        ${bankRow({ name: d.bank.name, branch: d.branch.name, type: d.type, account: d.account })}${two ? bankRow(other) : ''}
        <tr><th>口座名義</th><td colspan="3">${holder}</td></tr></table>
      <div style="font-size:8.5px;color:#555;margin-top:6px">※振込手数料は貴社にてご負担願います。※試験成績書は検体ごとに別途発行しております。</div>`;
    const split = long ? 28 : rows.length;
    const page1 = `<div class="wrap"><div class="hd">
        <div><h1>試験検査料 請求書</h1><table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書番号</td><td>${d.no}</td></tr><tr><td>対象</td><td>${closing[0]}年${closing[1]}月受付分</td></tr></table>
          <div class="to"><div class="n">${buyer}　御中</div><div>${dept}　ご担当者 様</div></div></div>
        <div class="from"><div class="nm">${issuer}</div><div class="lic">${license}</div>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}
          ${kakuin(d, 'right: 0; top: -10px; opacity: .6;')}</div></div>
      <div class="amt"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(s.total)}</div><div class="dl">お支払期限</div><div class="dv">${fmt(d.due)}</div></div>
      <table class="det">${head}${body(rows.slice(0, split))}</table>
      ${long ? '<div style="text-align:right;margin-top:6px">（次頁へつづく）</div>' : tail}</div>${long ? '<div class="pg">1 / 2</div>' : ''}`;
    const pages = [page1];
    if (long)
      pages.push(
        `<div class="wrap"><div style="display:flex;justify-content:space-between;border-bottom:1px solid #00507a;padding-bottom:4px"><b>試験検査料 請求書（つづき）</b><span>${buyer}　御中　請求書番号 ${d.no}</span></div>
          <table class="det">${head}${body(rows.slice(split))}</table>${tail}</div><div class="pg">2 / 2</div>`,
      );
    return { pages, css, printed: { issuer, holder } };
  },
});

// 93 — a ペストコントロール (害虫・ねずみ防除) company's monthly 請求書 to a restaurant chain, one group of rows per 店舗 (定期防除,
// 捕虫器の捕虫紙交換, IPM モニタリング, 臨時駆除, 侵入口 閉塞): a modern template with a tinted column down the left holding
// the issuer and, at its foot, the 振込先 (a net bank often, a half-width holder), the invoice in the column on the right.
const PEST_TRADES = [
  ['環境サービス', 'カンキョウサービス'],
  ['衛生管理', 'エイセイカンリ'],
  ['ペストコントロール', 'ペストコントロール'],
  ['環境衛生', 'カンキョウエイセイ'],
  ['クリーンサービス', 'クリーンサービス'],
];
const PEST_GENRES = ['焼肉', 'ラーメン', 'カフェ', '居酒屋', 'ベーカリー', '回転寿司', 'ダイニング'];
const PEST_STORES = ['駅前店', '本店', '中央店', '南口店', '東口店', 'モール店', '北店', '港店', '西店'];
LAYOUTS.push({
  id: 'L93-pest-sidebar',
  split: 'dev',
  title: "ペストコントロール company's monthly 請求書 by 店舗, issuer and 振込先 in a tinted left column",
  exercises:
    "a ペストコントロール company's monthly 請求書 to a restaurant chain: a tinted column down the left holding the issuer's name (㈱/(株)/株式会社/有限会社/合同会社), its 〒 address, TEL/FAX, 登録番号 (T1234567890123 or T-1234-5678-9012-3), 建築物ねずみこん虫等防除業 登録 and 社判, and at its foot the お振込先 (銀行 / 支店 / 種別 / 番号 / 名義 on lines of their own; a net bank with its odd branch names often, a half-width holder), the right column: 請求書 with INVOICE, 請求日 / 請求番号 / 対象期間 (…月度), the buyer with 御中 and 店舗運営部 様, three summary cells (税抜金額 / 消費税（10%）/ 合計金額（税込）) with the amount to pay under a label (ご請求金額 / お支払金額 / 今回ご請求額), the お支払期限 (or お振込期限), a 明細 grouped by 店舗 (店舗名 header row, 作業日 MM/DD, 作業内容: 定期防除 ゴキブリ・ネズミ, 捕虫器 捕虫紙交換 by the 台, IPM モニタリング, 臨時駆除, 侵入口 閉塞, 数量, 単価, 金額) and 小計 / 消費税 / 合計 at the end, 年月日 or hyphen dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'main' : 'other' }),
  render(d, r) {
    setCorp(d, r, PEST_TRADES);
    landline(d);
    if (!d.bank.main) rebank(d, r, r.chance(0.75) ? 'net' : 'shinkin');
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const closing = endOfMonth(y, m);
    d.issue = r.chance(0.6) ? closing : addDays(closing, r.int(1, 5));
    const nm = addDays(closing, 1);
    d.due = r.chance(0.6) ? endOfMonth(nm[0], nm[1]) : [nm[0], nm[1], r.pick([15, 20, 25])];
    const [bs] = r.pick(STEMS);
    const genre = r.pick(PEST_GENRES);
    const buyer = r.pick([`株式会社${bs}フードサービス`, `${bs}フーズ株式会社`, `株式会社${bs}ダイニング`]);
    const stores = shuffle(r, PEST_STORES).slice(0, r.int(2, 5));
    const groups = stores.map((st) => {
      const day = r.int(1, closing[2]);
      const rows = [{ day, name: '定期防除作業（ゴキブリ・ネズミ）', qty: 1, unit: '回', price: r.int(8, 25) * 1000 }];
      if (r.chance(0.5)) rows.push({ day, name: '捕虫器 捕虫紙交換', qty: r.int(1, 6), unit: '台', price: r.int(15, 40) * 100 });
      if (r.chance(0.4))
        rows.push({ day, name: 'IPMモニタリング調査（トラップ設置・回収）', qty: 1, unit: '回', price: r.int(5, 15) * 1000 });
      if (r.chance(0.2))
        rows.push({
          day: Math.min(closing[2], day + r.int(1, 10)),
          name: '臨時駆除作業（ネズミ）',
          qty: 1,
          unit: '回',
          price: r.int(15, 40) * 1000,
        });
      if (r.chance(0.12))
        rows.push({ day, name: '侵入口 閉塞工事（金網・パテ）', qty: r.int(1, 5), unit: '箇所', price: r.int(3, 9) * 1000 });
      return { name: `${genre} ${bs} ${st}`, rows };
    });
    d.items = groups.flatMap((g) =>
      g.rows.map((x) => ({ name: x.name, qty: x.qty, price: x.price, amount: x.qty * x.price, rate: 10 })),
    );
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['seireki', 'seirekiPad', 'hyphen'])];
    const issuer = d.form === '株式会社' ? spelled(d, r.pick(['full', 'full', 'circled', 'paren'])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.35) ? regHyphen(d.reg) : d.reg;
    const amtLabel = r.pick(['ご請求金額', 'お支払金額', '今回ご請求額']);
    const dueLabel = r.pick(['お支払期限', 'お振込期限']);
    const tint = r.pick(['#e6f0ea', '#e7eef7', '#f3ece2']);
    const ink = r.pick(['#1f5f3a', '#1f3f6f', '#6b4a1f']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #222; }
      .side { position: absolute; left: 0; top: 0; bottom: 0; width: 250px; background: ${tint}; padding: 44px 18px 40px 20px; display: flex; flex-direction: column; }
      .side .nm { font-size: 15px; font-weight: bold; color: ${ink}; line-height: 1.35; } .side .ln { margin-top: 10px; line-height: 1.6; font-size: 9.5px; }
      .side .sb { margin-top: auto; border-top: 2px solid ${ink}; padding-top: 8px; line-height: 1.7; } .side .sb b { color: ${ink}; font-size: 11px; }
      .side .sb span { color: #555; font-size: 8.5px; display: block; margin-top: 2px; }
      .main { position: absolute; left: 250px; right: 0; top: 0; padding: 44px 38px 0 30px; }
      .ttl { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid ${ink}; padding-bottom: 6px; }
      .ttl h1 { margin: 0; font-size: 26px; letter-spacing: .3em; color: ${ink}; } .ttl .en { color: #888; letter-spacing: .3em; font-size: 10px; }
      .meta { margin-top: 8px; } .meta td { padding: 1px 14px 1px 0; } .meta td:first-child { color: #666; }
      .to { margin-top: 12px; } .to .n { font-size: 15px; border-bottom: 1px solid #333; display: inline-block; padding-right: 26px; }
      .cells { display: flex; margin-top: 14px; } .cells div { flex: 1; border: 1px solid #aaa; padding: 4px 8px; } .cells div + div { border-left: none; }
      .cells span { display: block; color: #666; font-size: 9px; } .cells b { font-size: 13px; }
      .pay { display: flex; justify-content: space-between; align-items: baseline; margin-top: 10px; background: ${tint}; padding: 6px 12px; }
      .pay .v { font-size: 20px; font-weight: bold; color: ${ink}; }
      .det { width: 100%; margin-top: 10px; } .det th { border-bottom: 1.5px solid ${ink}; font-weight: normal; color: #555; padding: 3px; text-align: left; }
      .det td { border-bottom: 1px solid #e2e2e2; padding: 3px 4px; } .det tr.st td { background: #f6f6f6; font-weight: bold; border-bottom: 1px solid #bbb; }
      .sum { margin: 8px 0 0 auto; } .sum td { padding: 2px 8px; } .sum td.num { width: 110px; } .sum tr.g td { font-weight: bold; border-top: 1.5px solid #333; font-size: 12px; }`;
    const body = groups
      .map(
        (g) =>
          `<tr class="st"><td colspan="5">${g.name}</td></tr>` +
          g.rows
            .map(
              (x) =>
                `<tr><td>${closing[1]}/${x.day}</td><td>${x.name}</td><td class="num">${x.qty} ${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.qty * x.price)}</td></tr>`,
            )
            .join(''),
      )
      .join('');
    const page = `<div class="side"><div class="nm">${issuer}</div>
        <div class="ln">〒${d.zip}<br>${addrHtml(d.address, true)}<br>TEL ${d.tel}<br>FAX ${d.fax}<br>登録番号<br>${reg}<br><br>建築物ねずみこん虫等防除業<br>${prefOf(d.address)}${r.int(1, 9)}ね第${r.int(10, 999)}号</div>
        <div style="position:relative;height:70px">${kakuin(d, 'left: 4px; top: 4px; opacity: .7;')}</div>
        <div class="sb"><b>お振込先</b><br>${d.bank.name}<br>${d.branch.name}<br>${TYPE_LABEL[d.type]}　${d.account}<br>${r.chance(0.5) ? '名義　' : ''}${holder}<span>※振込手数料はご負担願います。</span></div></div>
      <div class="main"><div class="ttl"><h1>請求書</h1><span class="en">INVOICE</span></div>
        <table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求番号</td><td>${d.no}</td></tr><tr><td>対象期間</td><td>${closing[0]}年${closing[1]}月度（${fmt([y, m, 1])}〜${fmt(closing)}）</td></tr></table>
        <div class="to"><div class="n">${buyer}　御中</div><div>店舗運営部　${d.buyerPerson} 様</div></div>
        <p style="margin:10px 0 0">平素は格別のお引き立てを賜り、誠にありがとうございます。${closing[1]}月度の害虫・ねずみ防除作業につきまして、下記のとおりご請求申し上げます。</p>
        <div class="cells"><div><span>税抜金額</span><b>¥${yen(s.subtotal)}</b></div><div><span>消費税（10%）</span><b>¥${yen(s.tax)}</b></div><div><span>合計金額（税込）</span><b>¥${yen(s.total)}</b></div></div>
        <div class="pay"><span>${amtLabel}</span><span class="v">¥${yen(s.total)}</span><span>${dueLabel}：${fmt(d.due)}</span></div>
        <table class="det"><tr><th style="width:44px">作業日</th><th>作業内容</th><th style="width:56px;text-align:right">数量</th><th style="width:62px;text-align:right">単価</th><th style="width:76px;text-align:right">金額</th></tr>${body}</table>
        <table class="sum"><tr><td>小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="g"><td>合計</td><td class="num">¥${yen(s.total)}</td></tr></table>
        <div style="font-size:8.5px;color:#666;margin-top:10px">※各店舗の作業報告書は別途お送りしております。※臨時作業は店舗様のご依頼に基づき実施いたしました。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 94 — a farm's (農事組合法人, or a 有限会社/株式会社 農園) monthly 請求書 to restaurants and hotels it delivers 米・野菜・卵 to:
// one row per delivery (月日, 品名, 規格, 数量, 単位, 単価, 金額, 税率), everything at 8% (軽減) but the 配送料 at 10%, a 返品 or a
// 値引 as a △ row; 税率別 対象額 and 消費税; the farm in a town (番地, a 4-digit area code), its account at the local JA (JA… or
// …農業協同組合, no codes printed), a 信用金庫 or ゆうちょ, 令和 dates and a …月末日締 line.
const FARM_TRADES = [
  ['ファーム', 'ファーム'],
  ['生産組合', 'セイサンクミアイ'],
  ['営農組合', 'エイノウクミアイ'],
  ['の郷', 'ノサト'],
  ['農産', 'ノウサン'],
];
// [品名, 規格, 単位, 単価 lo–hi]
const FARM_GOODS = [
  ['コシヒカリ（精米）', '10kg', '袋', 4200, 6800],
  ['あきたこまち（精米）', '5kg', '袋', 2200, 3600],
  ['玉ねぎ', '10kg箱', '箱', 1800, 3200],
  ['じゃがいも（男爵）', '10kg箱', '箱', 2000, 3600],
  ['人参', '5kg箱', '箱', 1200, 2400],
  ['キャベツ', '6玉入', 'ケース', 1200, 2800],
  ['長ねぎ', '5kg箱', '箱', 2000, 3800],
  ['小松菜', '200g', '束', 100, 180],
  ['トマト', '4kg箱', '箱', 1800, 3400],
  ['鶏卵（L）', '10個入', 'P', 250, 420],
  ['ほうれん草', '200g', '束', 120, 220],
  ['大根', '2L', '本', 100, 220],
];
// The JA of each town in TOWNS: its everyday name (JA…) and its formal one's stem (…農業協同組合).
const TOWN_JA = {
  茨城県: '水戸',
  埼玉県: '埼玉ひびきの',
  栃木県: 'はが野',
  長野県: '上伊那',
  千葉県: 'ちばみどり',
  群馬県: 'はぐくみ',
  静岡県: '三島函南',
};
const JA_BRANCHES = ['本店', '中央支店', '東部支店', '西部支店', '南支店', '北支店'];
LAYOUTS.push({
  id: 'L94-nouji-yasai',
  split: 'dev',
  title: "農事組合法人's monthly 米・野菜 請求書 at 8% with 配送料 at 10% and a 返品, paid into a JA account",
  exercises:
    "a farm's monthly 請求書 to a restaurant or hotel company for its deliveries of 米・野菜・卵: the farm as a letterhead at the top left (農事組合法人… mostly, or a 有限会社/㈲/株式会社 …農園; 代表理事 or 代表取締役, a town address with a 番地 or 1234-5, TEL/FAX on a 2–4-digit area code, 登録番号, 角印), 請求書 with 請求日 / 請求No. / …月末日締 at the top right, the buyer in a ruled box with 御中 and お取引先コード, ご請求金額（税込）large with the お支払期限 under it beside a 税率別 table (8%対象 / 消費税 8%, 10%対象 / 消費税 10%, 合計), one row per delivery (月日, 品名 with ※ on 軽減 rows, 規格, 数量, 単位, 単価, 金額, 税率), the 配送料 at 10%, a 返品 (傷み) or 値引 as a △ row at 8%, and the お振込先 boxed at the bottom left: the local JA (JA… or …農業協同組合, its 本店 or a 支店, no codes), a 信用金庫, or ゆうちょ 記号・番号; the holder ﾉｳ)…, ﾕ)…, ｶ)… half-width or full; 令和 dates",
  opts: (r, inst) => ({ rates: 'mixed', bank: inst === 2 ? 'yucho' : 'other' }),
  render(d, r) {
    const [stem, stemKana] = r.pick(STEMS);
    const nouji = r.chance(0.7);
    if (nouji) {
      const [trade, tradeKana] = r.pick(FARM_TRADES);
      d.corpBody = `${stem}${trade}`;
      d.form = '農事組合法人';
      d.formBefore = true;
      d.issuerName = `農事組合法人${d.corpBody}`;
      d.holderBase = `ノウ）${stemKana}${tradeKana}`;
    } else {
      const [form, abbrev] = r.pick([
        ['有限会社', 'ユ'],
        ['株式会社', 'カ'],
      ]);
      d.corpBody = `${stem}農園`;
      d.form = form;
      d.formBefore = r.chance(0.5);
      d.issuerName = d.formBefore ? `${form}${d.corpBody}` : `${d.corpBody}${form}`;
      d.holderBase = d.formBefore ? `${abbrev}）${stemKana}ノウエン` : `${stemKana}ノウエン（${abbrev}`;
    }
    relocate(d, r, true);
    if (!d.yucho) {
      if (r.chance(0.7)) {
        const ja = TOWN_JA[prefOf(d.address)];
        const name = r.chance(0.5) ? `JA${ja}` : `${ja}農業協同組合`;
        const branch = r.pick(JA_BRANCHES);
        d.bank = { name, code: null, main: false };
        d.branch = { name: branch, code: branch === '本店' ? '001' : `${r.int(1, 8)}${r.digits(2)}` };
        d.account = r.digits(7);
      } else rebank(d, r, 'shinkin');
    }
    const [y, m] = d.issue;
    const closing = endOfMonth(y, m);
    d.issue = r.chance(0.6) ? closing : addDays(closing, r.int(1, 5));
    const nm = addDays(closing, 1);
    d.due = r.chance(0.7) ? endOfMonth(nm[0], nm[1]) : [nm[0], nm[1], r.pick([10, 15, 20])];
    const goods = shuffle(r, FARM_GOODS).slice(0, r.int(3, 6));
    const nDeliveries = r.int(4, 8);
    const days = shuffle(
      r,
      Array.from({ length: closing[2] }, (_, i) => i + 1),
    )
      .slice(0, nDeliveries)
      .sort((a, b) => a - b);
    const rows = [];
    for (const day of days) {
      for (const [name, spec, unit, lo, hi] of shuffle(r, goods).slice(0, r.int(1, Math.min(3, goods.length)))) {
        const step = hi >= 1000 ? 100 : 10;
        const price = r.int(lo / step, hi / step) * step;
        const qty = unit === '束' || unit === '本' || unit === 'P' ? r.int(5, 40) : r.int(1, 6);
        rows.push({ day, name, spec, unit, qty, price, rate: 8 });
      }
    }
    if (r.chance(0.6)) {
      const x = r.pick(rows);
      const back = Math.max(1, Math.floor(x.qty / 4));
      rows.push({
        day: Math.min(closing[2], x.day + r.int(1, 3)),
        name: `返品（${x.name} 傷み）`,
        spec: x.spec,
        unit: x.unit,
        qty: -back,
        price: x.price,
        rate: 8,
      });
    } else if (r.chance(0.5)) {
      rows.push({ day: closing[2], name: '値引（規格外品）', spec: '', unit: '式', qty: 1, price: -r.int(5, 30) * 100, rate: 8 });
    }
    rows.sort((a, b) => a.day - b.day);
    const fee = r.int(5, 15) * 100;
    rows.push({
      day: closing[2],
      name: `配送料（${nDeliveries}回）`,
      spec: '',
      unit: '回',
      qty: nDeliveries,
      price: fee,
      rate: 10,
    });
    d.items = rows.map((x) => ({ name: x.name, qty: x.qty, price: x.price, amount: x.qty * x.price, rate: x.rate }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['wareki', 'wareki', 'warekiShort'])];
    const issuer = nouji ? d.issuerName : r.chance(0.5) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full', 'half-big']));
    const chief = `${nouji ? '代表理事' : '代表取締役'}　${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const [bs] = r.pick(STEMS);
    const buyer = r.pick([`株式会社${bs}ホテル`, `${bs}フーズ株式会社`, `株式会社${bs}観光`, `有限会社${bs}亭`]);
    const tri8 = (n) => (n < 0 ? `△${yen(-n)}` : yen(n));
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10.5px; color: #1d1d1d; }
      .wrap { padding: 38px 46px; } .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .farm { position: relative; border-left: 6px solid #5b8c2a; padding-left: 12px; line-height: 1.55; font-size: 10px; }
      .farm .nm { font-family: 'Noto Serif CJK JP'; font-size: 20px; font-weight: 700; color: #2f5d12; } .farm .tag { display: inline-block; background: #5b8c2a; color: #fff; padding: 0 6px; font-size: 9px; margin-bottom: 2px; }
      .rt { text-align: right; } .rt h1 { margin: 0; font-size: 26px; letter-spacing: .6em; padding-left: .6em; font-weight: 600; }
      .rt table { margin: 4px 0 0 auto; } .rt td { padding: 1px 0 1px 12px; text-align: right; }
      .to { margin: 14px 0 0 auto; width: 330px; border: 1px solid #555; padding: 6px 12px; line-height: 1.6; } .to .n { font-size: 15px; }
      .sum { display: flex; justify-content: space-between; align-items: flex-end; margin-top: 14px; gap: 20px; }
      .amt .l { font-size: 12px; } .amt .v { font-size: 26px; font-weight: bold; border-bottom: 2px solid #2f5d12; padding-right: 30px; } .amt .d { margin-top: 4px; }
      .rate td, .rate th { border: 1px solid #888; padding: 2px 8px; font-weight: normal; } .rate th { background: #eef4e6; } .rate tr.g td { font-weight: bold; }
      .det { width: 100%; margin-top: 12px; } .det th { background: #eef4e6; border: 1px solid #888; font-weight: normal; padding: 3px; }
      .det td { border: 1px solid #bbb; padding: 1px 5px; font-size: 10px; } .det td.c { text-align: center; } .det tr.neg td { color: #b00; }
      .low { display: flex; justify-content: space-between; gap: 18px; margin-top: 14px; align-items: flex-start; }
      .bank { border: 2px solid #2f5d12; padding: 6px 12px; line-height: 1.7; min-width: 330px; } .bank b { color: #2f5d12; }
      .memo { font-size: 9.5px; color: #444; line-height: 1.6; }`;
    const body = rows
      .map(
        (x) =>
          `<tr${x.qty < 0 || x.price < 0 ? ' class="neg"' : ''}><td class="c">${closing[1]}/${x.day}</td><td>${x.name}${x.rate === 8 ? ' ※' : ''}</td><td class="c">${x.spec}</td><td class="num">${tri8(x.qty)}</td><td class="c">${x.unit}</td><td class="num">${tri8(x.price)}</td><td class="num">${tri8(x.qty * x.price)}</td><td class="c">${x.rate}%</td></tr>`,
      )
      .join('');
    const rateRows = [8, 10]
      .filter((k) => s.by[k])
      .map(
        (k) =>
          `<tr><td>${k}%対象${k === 8 ? '（軽減）' : ''}</td><td class="num">${tri8(s.by[k].base)}</td><td>消費税 ${k}%</td><td class="num">${tri8(s.by[k].tax)}</td></tr>`,
      )
      .join('');
    const bankBody = d.yucho
      ? `ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}<br><span style="font-size:9.5px">（他の金融機関から）店名 ${d.branch.name}（店番 ${d.branch.code}）　${TYPE_LABEL[d.type]}　${d.account}</span>`
      : `${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}${/^JA|農業協同組合$/.test(d.bank.name) ? '貯金' : '預金'}　${d.account}`;
    const page = `<div class="wrap"><div class="hd">
        <div class="farm"><span class="tag">生産者直送　米・野菜・たまご</span><div class="nm">${issuer}</div>${chief}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}
          ${kakuin(d, 'left: 230px; top: 2px; opacity: .7;')}</div>
        <div class="rt"><h1>請求書</h1><table><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求No.</td><td>${d.no}</td></tr><tr><td>締日</td><td>${closing[1]}月末日締</td></tr></table></div></div>
      <div class="to"><div class="n">${buyer}　御中</div>お取引先コード ${r.int(100, 999)}　調理部 ご担当者様</div>
      <div class="sum"><div class="amt"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(s.total)}</div><div class="d">お支払期限　${fmt(d.due)}</div></div>
        <table class="rate">${rateRows}<tr class="g"><td colspan="3">合計（税込）</td><td class="num">${yen(s.total)}</td></tr></table></div>
      <p style="margin:12px 0 0">いつもお引き立ていただきありがとうございます。${closing[1]}月分のお届け分を下記のとおりご請求申し上げます。</p>
      <table class="det"><tr><th style="width:40px">月日</th><th>品名</th><th style="width:64px">規格</th><th style="width:40px">数量</th><th style="width:50px">単位</th><th style="width:56px">単価</th><th style="width:72px">金額</th><th style="width:36px">税率</th></tr>${body}
        <tr><td colspan="6" style="text-align:right">小計（税抜）</td><td class="num">${tri8(s.subtotal)}</td><td></td></tr>
        <tr><td colspan="6" style="text-align:right">消費税</td><td class="num">${yen(s.tax)}</td><td></td></tr>
        <tr><td colspan="6" style="text-align:right"><b>合計</b></td><td class="num"><b>${yen(s.total)}</b></td><td></td></tr></table>
      <div class="low"><div class="bank"><b>お振込先</b><br>${bankBody}<br>口座名義　${holder}</div>
        <div class="memo">※印は軽減税率（8%）対象品目です。<br>※返品・値引は△で表示しております。<br>※振込手数料はご負担くださいますようお願いいたします。</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

export { JA_BRANCHES, TOWNS, TOWN_JA, cityOf, relocate, seirekiDual, warekiDual };
