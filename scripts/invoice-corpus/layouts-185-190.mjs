// Invoice corpus layouts L185–L190: each pushed onto core.mjs's LAYOUTS, in order.
import {
  BUILDINGS,
  DATE_FORMATS,
  GIVEN,
  LAYOUTS,
  MAIN_PRINTED,
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
  summarize,
  yen,
} from './core.mjs';
import { kakuin, landline, shuffle, weekday } from './layouts-019-028.mjs';
import { abbreviated, mail } from './layouts-029-034.mjs';
import { addrHtml, ordinaryAtNetBank } from './layouts-035-040.mjs';
import { prefOf } from './layouts-053-058.mjs';
import { alnum } from './layouts-077-082.mjs';
import { JA_BRANCHES, TOWNS, TOWN_JA, relocate, warekiDual } from './layouts-089-094.mjs';
import { addMonths } from './layouts-095-100.mjs';
import { warekiPad } from './layouts-125-130.mjs';
import { warekiShortPad } from './layouts-131-136.mjs';
import { TOWN_SHINKUMI } from './layouts-137-142.mjs';
import { REGIONAL_BANKS, localBank } from './layouts-143-148.mjs';
import { townOf } from './layouts-149-154.mjs';
import { KANJI_STEMS, textSeal } from './layouts-167-172.mjs';

// ---- 185–190: written blind as the twenty-ninth round's fresh set, measured once (ADR 0025), now dev.

/** A company of a given name and form, its holder kana to match (カ）… / …（メ for a 合名会社). */
const setNamedCorp = (d, r, body, kana, [form, abbrev], before = form === '株式会社' ? 0.6 : 0.5) => {
  d.corpBody = body;
  d.form = form;
  d.formBefore = r.chance(before);
  d.issuerName = d.formBefore ? form + body : body + form;
  d.holderBase = d.formBefore ? `${abbrev}）${kana}` : `${kana}（${abbrev}`;
};

/** A city bank's branch in a TOWNS prefecture's main city, for a firm in a country town drawn a main bank (not a net or trust bank). */
const TOWN_CITY_BRANCHES = {
  茨城県: ['水戸支店', '土浦支店', 'つくば支店'],
  埼玉県: ['熊谷支店', '大宮支店', '川越支店'],
  栃木県: ['宇都宮支店', '小山支店'],
  長野県: ['長野支店', '松本支店'],
  千葉県: ['千葉支店', '成田支店', '船橋支店'],
  群馬県: ['高崎支店', '前橋支店'],
  静岡県: ['沼津支店', '三島支店', '静岡支店'],
};
const cityBank = (d, r, pref) => {
  if (!['0001', '0005', '0009', '0010'].includes(d.bank.code)) {
    const code = r.pick(['0001', '0005', '0009']);
    d.bank = { name: MAIN_PRINTED[code], code, main: true };
  }
  d.branch = { name: r.pick(TOWN_CITY_BRANCHES[pref]), code: `${r.int(1, 8)}${r.digits(2)}` };
};

// 185 — a 建築確認 申請代行 office (株式会社…建築確認サポート / …設計 / 有限会社…アーキテクツ, registered as a 一級建築士事務所)
// bills a 工務店 for the month's 確認申請 it made on the 工務店's houses: the office in a tinted sidebar down the left (a roof mark,
// its name, the 建築士事務所 登録 and 管理建築士, 〒 address over two lines, TEL/FAX, e-mail, 登録番号 under its 角印, and at the
// foot of the sidebar the お振込先 as a small ruled table), the invoice at the right (請求書 / INVOICE, 請求日 and 請求番号, the
// 工務店 with 御中, 件名, a ご請求金額 line with a dotted leader to the amount), one block per 物件 (…様邸 新築工事, 建築主 … 様,
// 建築場所 as a 地名地番 without 〒, 用途・構造・延べ面積, the 確認済証 番号) with its 課税 rows (確認申請図書作成・申請代行, 構造計算,
// 省エネ適判, 中間・完了検査) and its 立替 rows (確認申請手数料 and 完了検査手数料 paid to the 指定確認検査機関 named, 不課税),
// then 課税対象額 / 消費税 / 立替金 / 合計; 西暦 dates.
const KAKUNIN_TRADES = [
  ['建築確認サポート', 'ケンチクカクニンサポート'],
  ['建築申請センター', 'ケンチクシンセイセンター'],
  ['設計', 'セッケイ'],
  ['建築設計', 'ケンチクセッケイ'],
  ['アーキテクツ', 'アーキテクツ'],
];
const KAKUNIN_BUYERS = ['株式会社{s}工務店', '{s}ホーム株式会社', '株式会社{s}住建', '有限会社{s}建築', '{s}ハウジング株式会社'];
const KAKUNIN_KIKAN = [
  '株式会社{s}確認検査機構',
  '一般財団法人{s}建築センター',
  '{s}建築確認検査株式会社',
  '株式会社{s}住宅性能評価センター',
];
const KAKUNIN_SITES = [
  '埼玉県川口市芝',
  '千葉県船橋市前原西',
  '神奈川県藤沢市辻堂',
  '東京都練馬区大泉町',
  '東京都町田市小山町',
  '埼玉県所沢市小手指町',
  '神奈川県相模原市中央区淵野辺',
  '千葉県柏市豊四季',
];
// [用途, 構造, 延べ面積 lo–hi ㎡]
const KAKUNIN_USES = [
  ['一戸建ての住宅', '木造2階建', 85, 165],
  ['一戸建ての住宅', '木造2階建', 95, 140],
  ['一戸建ての住宅', '木造3階建', 95, 150],
  ['長屋', '木造2階建', 120, 220],
  ['共同住宅', '木造3階建', 180, 420],
  ['一戸建ての住宅', '鉄骨造2階建', 110, 190],
];
LAYOUTS.push({
  id: 'L185-kakunin-daikou',
  split: 'dev',
  title:
    "建築確認 申請代行 office's monthly 請求書 to a 工務店: the office in a tinted sidebar at the left with the お振込先 table at its foot, one block per 物件 with its 建築主 … 様, 建築場所 (地名地番) and 確認済証 番号, the 確認申請手数料 paid to a named 指定確認検査機関 as 立替金 (不課税) in the total",
  exercises:
    "a 建築確認 申請代行 office (株式会社…建築確認サポート / …建築申請センター / …設計 / 有限会社…アーキテクツ, ㈱ sometimes; a 一級建築士事務所 with its 知事登録 number and its 管理建築士) bills a 工務店 (株式会社…工務店 / …ホーム / …住建 / …ハウジング) for the month's 確認申請 on the 工務店's houses: a tinted sidebar down the left holding the office (a roof mark, its name, 一級建築士事務所 …知事登録 第…号, 管理建築士, 〒 and the address over two lines with the building on the second, TEL/FAX, e-mail, 登録番号 under a 角印) and at its foot the お振込先 as a small ruled table (金融機関 / 支店 with its 店番 sometimes / 種別 / 口座番号 / 口座名義, ｶ)… half-width or full); at the right 請求書 / INVOICE, 請求日 and 請求番号, the 工務店 with 御中 and its 工務部 ご担当, 件名, a ご請求金額（税込・立替金含む）line whose amount sits at the far right after a dotted leader, then one block per 物件 (…様邸 新築工事, 建築主 … 様 — a person's name, 建築場所 as a 地名地番 without 〒, 用途 / 構造 / 延べ面積, 確認済証 第R08確認建築…号) with its rows: 確認申請図書作成・申請代行, 構造計算 (壁量・N値 or 許容応力度), 省エネ適判 申請代行, 中間・完了検査 申請・立会, 軽微変更 説明書 (課税), and the 確認申請手数料 / 完了検査手数料 paid to the 指定確認検査機関 named (株式会社…確認検査機構 / 一般財団法人…建築センター) as 立替金（不課税）; then 課税対象額（10%）/ 消費税額 / 立替金（不課税）/ 合計 — the ご請求金額 — and a note that the 立替金 are the 機関's fees with their receipts attached; お支払期限 as a date; 西暦 dates (年月日 or slash)",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    const [stem, stemKana] = r.pick(KANJI_STEMS);
    const [trade, tradeKana] = r.pick(KAKUNIN_TRADES);
    setNamedCorp(
      d,
      r,
      `${stem}${trade}`,
      `${stemKana}${tradeKana}`,
      r.pick([
        ['株式会社', 'カ'],
        ['株式会社', 'カ'],
        ['有限会社', 'ユ'],
      ]),
    );
    landline(d);
    ordinaryAtNetBank(d);
    if (r.chance(0.6)) d.type = 2;
    const pref = prefOf(d.address);
    const office = `一級建築士事務所　${pref}知事登録　第${r.int(10000, 65000)}号`;
    const architect = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    // The month billed: the 請求日's own when it is its last day, else the one before.
    const [y, m] = d.issue[2] >= 28 ? d.issue : addMonths(d.issue, -1);
    const close = endOfMonth(y, m);
    d.issue = r.chance(0.5) || close[1] === 12 ? close : addDays(close, r.int(1, 5));
    d.due = r.chance(0.5) ? endOfMonth(...addMonths(d.issue, 1)) : addDays(d.issue, 30);
    d.no = `KS${String(y).slice(2)}${pad2(m)}-${r.digits(3)}`;
    const [bs] = r.pick(KANJI_STEMS.filter(([s]) => s !== stem));
    d.buyerName = r.pick(KAKUNIN_BUYERS).replace('{s}', bs);
    const [ks] = r.pick(KANJI_STEMS.filter(([s]) => s !== stem && s !== bs));
    const kikan = r.pick(KAKUNIN_KIKAN).replace('{s}', ks);
    const kikanCode = alnum(r, r.int(3, 4), 'ABCDEFGHJKLMNPRSTUVWXYZ');
    const k1000 = (lo, hi) => r.int(lo, hi) * 1000;
    const props = Array.from({ length: r.int(1, 3) }, () => {
      const [sn] = r.pick(SURNAMES);
      const owner = `${sn} ${r.pick(GIVEN)[0]}`;
      const [use, struct, alo, ahi] = r.pick(KAKUNIN_USES);
      const area = r.int(alo * 100, ahi * 100) / 100;
      const site = `${r.pick(KAKUNIN_SITES)}${r.int(100, 2999)}番${r.int(1, 30)}`;
      const house = use === '一戸建ての住宅';
      const name = house ? `${sn}様邸 新築工事` : `（仮称）${sn}様 ${use}新築工事`;
      const big = area > 200;
      const rows = [
        {
          name: '確認申請図書作成・申請代行',
          qty: 1,
          unit: '式',
          price: big ? k1000(160, 260) : area > 120 ? k1000(110, 180) : k1000(80, 120),
          tax: true,
        },
      ];
      if (house && struct === '木造2階建')
        rows.push({ name: '構造計算（壁量計算・N値計算）', qty: 1, unit: '式', price: k1000(30, 70), tax: true });
      else rows.push({ name: '構造計算（許容応力度計算）', qty: 1, unit: '式', price: k1000(150, 320), tax: true });
      if (r.chance(0.6))
        rows.push({ name: '省エネ適判 申請代行（外皮・一次エネ計算）', qty: 1, unit: '式', price: k1000(40, 90), tax: true });
      if (struct.includes('3階') && r.chance(0.7))
        rows.push({ name: '中間検査 申請・立会', qty: 1, unit: '回', price: k1000(25, 45), tax: true });
      const final = r.chance(0.45);
      if (final) rows.push({ name: '完了検査 申請・立会', qty: 1, unit: '回', price: k1000(25, 45), tax: true });
      if (r.chance(0.25)) rows.push({ name: '軽微変更 説明書作成', qty: 1, unit: '式', price: k1000(15, 30), tax: true });
      const fee = big ? r.int(600, 900) * 100 : area > 120 ? r.int(400, 550) * 100 : r.int(300, 400) * 100;
      rows.push({ name: '確認申請手数料', qty: 1, unit: '件', price: fee, tax: false });
      if (final) rows.push({ name: '完了検査手数料', qty: 1, unit: '件', price: r.int(250, 400) * 100, tax: false });
      for (const x of rows) x.amount = x.qty * x.price;
      return {
        name,
        owner,
        site,
        spec: `${use}／${struct}／延べ面積 ${area.toFixed(2)}㎡`,
        cert: `第R${pad2(y - 2018)}確認建築${kikanCode}${r.digits(5)}号`,
        rows,
      };
    });
    const all = props.flatMap((p) => p.rows);
    d.items = all.filter((x) => x.tax).map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const tatekae = all.filter((x) => !x.tax).reduce((t, x) => t + x.amount, 0);
    const total = s.total + tatekae;
    const fmt = DATE_FORMATS[r.pick(['seireki', 'seirekiPad', 'slash'])];
    const issuer = r.chance(0.7) ? d.issuerName : abbreviated(d, r.pick([0, 1]));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const showBranchCode = r.chance(0.4);
    const email = mail(r);
    const accent = r.pick(['#2f5d7c', '#4a6b3a', '#6b4a2f', '#3d4f8a']);
    const tint = { '#2f5d7c': '#e9f0f5', '#4a6b3a': '#edf2e8', '#6b4a2f': '#f4eee7', '#3d4f8a': '#eceef7' }[accent];
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.5px; color: #222; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; display: flex; }
      .side { position: relative; width: 236px; background: ${tint}; border-right: 3px solid ${accent}; padding: 40px 18px 0; line-height: 1.65; }
      .roof { width: 0; height: 0; border-left: 26px solid transparent; border-right: 26px solid transparent; border-bottom: 20px solid ${accent}; }
      .roof + i { display: block; width: 36px; height: 16px; margin-left: 8px; background: ${accent}; }
      .side .nm { margin-top: 10px; font-size: 15px; font-weight: 700; color: ${accent}; line-height: 1.35; }
      .side .sm { margin-top: 10px; font-size: 9px; } .side .co { position: relative; }
      .bank { position: absolute; left: 14px; right: 14px; bottom: 60px; background: #fff; border: 1px solid ${accent}; padding: 6px 8px; }
      .bank .h { font-weight: 700; color: ${accent}; margin-bottom: 2px; } .bank table { width: 100%; } .bank th { text-align: left; font-weight: normal; color: #555; white-space: nowrap; padding: 1px 6px 1px 0; vertical-align: top; width: 52px; }
      .bank td { padding: 1px 0; border-bottom: 1px dotted #aab; }
      .main { flex: 1; padding: 40px 30px 0 28px; }
      .ttl { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid #222; padding-bottom: 4px; }
      .ttl b { font-size: 24px; letter-spacing: .4em; } .ttl span { color: ${accent}; letter-spacing: .3em; font-size: 10px; }
      .mt { margin-left: auto; margin-top: 8px; border-collapse: collapse; } .mt td { padding: 1px 0 1px 12px; }
      .to { margin-top: 6px; line-height: 1.7; } .to .n { font-size: 14px; font-weight: 700; }
      .amt { display: flex; align-items: baseline; margin-top: 12px; border-bottom: 2px solid ${accent}; padding-bottom: 3px; }
      .amt .l { font-size: 11px; font-weight: 700; white-space: nowrap; } .amt .dots { flex: 1; border-bottom: 2px dotted #999; margin: 0 8px; }
      .amt .v { font-size: 20px; font-weight: 700; white-space: nowrap; }
      .det { width: 100%; border-collapse: collapse; margin-top: 10px; font-size: 9px; } .det th { background: ${tint}; border: 1px solid #999; font-weight: normal; padding: 2px; }
      .det td { border: 1px solid #bbb; padding: 2px 4px; } .det td.c { text-align: center; white-space: nowrap; } .det tr.p td { background: #fafafa; line-height: 1.55; } .det tr.p b { font-size: 10px; }
      .det tr.tk td { color: #444; }
      .sum { border-collapse: collapse; margin: 8px 0 0 auto; min-width: 260px; } .sum td { border: 1px solid #999; padding: 2px 10px; } .sum td.l { background: ${tint}; }
      .sum tr.t td { font-size: 13px; font-weight: 700; border: 2px solid #222; }
      .note { margin-top: 8px; font-size: 8.6px; color: #444; line-height: 1.6; }`;
    let no = 0;
    const blocks = props
      .map((p) => {
        const head = `<tr class="p"><td colspan="7"><b>■ ${p.name}</b>　建築主　${p.owner} 様<br>建築場所（地名地番）　${p.site}　／　${p.spec}<br>確認済証　${p.cert}</td></tr>`;
        const body = p.rows
          .map((x) => {
            no += 1;
            const label = x.tax ? x.name : `立替金　${x.name}（${kikan}）`;
            return `<tr${x.tax ? '' : ' class="tk"'}><td class="c">${no}</td><td>${label}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td><td class="c">${x.tax ? '課税' : '不課税'}</td></tr>`;
          })
          .join('');
        return head + body;
      })
      .join('');
    const bankRows = [
      ['金融機関', d.bank.name],
      ['支店', `${d.branch.name}${showBranchCode ? `（店番 ${d.branch.code}）` : ''}`],
      ['種別', `${TYPE_LABEL[d.type]}預金`],
      ['口座番号', d.account],
      ['口座名義', holder],
    ];
    const page = `<div class="wrap"><div class="side"><div class="roof"></div><i></i>
        <div class="co"><div class="nm">${issuer}</div>${kakuin(d, `right: ${r.int(0, 20)}px; top: ${r.int(-4, 14)}px; opacity: .55;`)}</div>
        <div class="sm">${office.replace('　', '<br>')}<br>管理建築士　${architect}</div>
        <div class="sm">〒${d.zip}<br>${addrHtml(d.address, true)}<br>TEL ${d.tel}<br>FAX ${d.fax}<br>${email}</div>
        <div class="sm">登録番号<br>${d.reg}</div>
        <div class="bank"><div class="h">お振込先</div><table>${bankRows.map(([l, v]) => `<tr><th>${l}</th><td>${v}</td></tr>`).join('')}</table></div></div>
      <div class="main"><div class="ttl"><b>請求書</b><span>INVOICE</span></div>
        <table class="mt"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求番号</td><td>${d.no}</td></tr></table>
        <div class="to">〒${d.buyerZip}　${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>工務部　${d.buyerPerson} 様</div>
        <div style="margin-top:8px">件名：建築確認申請業務（${y}年${m}月分）　下記のとおりご請求申し上げます。</div>
        <div class="amt"><span class="l">ご請求金額（税込・立替金含む）</span><span class="dots"></span><span class="v">¥${yen(total)}</span></div>
        <div style="margin-top:4px">お支払期限　${fmt(d.due)}</div>
        <table class="det"><tr><th style="width:22px">No.</th><th>内容</th><th style="width:30px">数量</th><th style="width:28px">単位</th><th style="width:58px">単価</th><th style="width:64px">金額</th><th style="width:38px">区分</th></tr>${blocks}</table>
        <table class="sum"><tr><td class="l">課税対象額（10%）</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="l">消費税額（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr><td class="l">立替金（不課税）</td><td class="num">${yen(tatekae)}</td></tr><tr class="t"><td class="l">合計</td><td class="num">¥${yen(total)}</td></tr></table>
        <div class="note">※立替金は、当事務所が${kikan}へ立替払いした審査手数料です（領収書の写しを添付いたします）。消費税の課税対象外として計上しております。<br>※お振込手数料は貴社にてご負担くださいますようお願いいたします。</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBranchCode } };
  },
});

// 186 — a 酒蔵 in a country town (合名会社佐藤酒造店 / 合資会社…酒造 / 株式会社北斗酒造 / 有限会社…醸造) bills a restaurant for the
// month's 蔵元直送 deliveries: its 銘柄 (北斗正宗, 湊鶴 …) set large in 明朝 as the letterhead with a red 蔵 mark, 創業 天保三年 and
// 蔵元直送 beside it, 御請求書 with the month, the restaurant with 様 (or its operating company with 御中 and the shop's name) at the
// left, 請求日 / 請求番号 / お取引先番号 at the right, a ご請求金額 box, one row per delivered line (納品日, 品名 with ※ on the 軽減 rows —
// 酒粕, 甘酒, 仕込み水, 粕漬 at 8% beside the 清酒 and 梅酒 at 10% — 数量, 単位, 単価, 金額), a クール便 送料 at 10% sometimes, a 税率別
// table (10%対象 / 消費税, 8%対象 / 消費税, 合計), the お支払期日 (a date, or …月末日), the お振込先 on one line with the holder
// (ﾒ)… / ｼ)… for a 合名・合資会社, half-width mostly), and at the foot at the right the 醸造元 (代表社員 or 代表取締役, the 蔵's 〒
// address, TEL/FAX, 登録番号) under its 角印, the 蔵元直売所 with its own 〒, address and TEL under it; 令和 dates.
const KURA_TRADES = [
  ['酒造', 'シュゾウ'],
  ['酒造店', 'シュゾウテン'],
  ['醸造', 'ジョウゾウ'],
];
const KURA_BRAND_WORDS = ['北斗', '湊', '富士見', '朝日', '千代', '白鷺', '月影', '雪峰', '八重桜', '青葉'];
const KURA_BRAND_SUFFIXES = ['正宗', '鶴', '菊', '誉', '錦', '乃月', '泉', '冠'];
const KURA_SHOPS = ['日本料理 {s}', '割烹 {s}', '居酒屋 {s}', '酒処 {s}', '鮨 {s}', '炉端焼 {s}', '和食 {s}'];
const KURA_OPERATORS = ['株式会社{s}フーズ', '有限会社{s}', '{s}商事株式会社', '株式会社{s}ダイニング'];
const KURA_FOUNDED = ['享保二年', '宝暦五年', '天保三年', '嘉永元年', '明治十二年', '明治三十年', '大正二年'];
// [品名, 単位, 単価 lo–hi, 数量 lo–hi, 税率]
const KURA_ITEMS = [
  ['純米大吟醸 {b} 720ml', '本', 2800, 4800, 2, 12, 10],
  ['純米吟醸 {b} 1.8L', '本', 3200, 4800, 1, 6, 10],
  ['特別純米 {b} 1.8L', '本', 2400, 3400, 2, 10, 10],
  ['本醸造 {b} 1.8L', '本', 1900, 2600, 2, 12, 10],
  ['しぼりたて生原酒（季節限定）1.8L', '本', 3000, 4000, 1, 6, 10],
  ['{b} 普通酒 18L（業務用BIB）', '箱', 18000, 26000, 1, 2, 10],
  ['日本酒仕込み 梅酒 720ml', '本', 1400, 2200, 2, 6, 10],
];
const KURA_FOODS = [
  ['酒粕（板粕）1kg', '袋', 400, 700, 2, 10, 8],
  ['米麹 甘酒 500ml', '本', 450, 700, 6, 24, 8],
  ['仕込み水 2L', '本', 150, 300, 6, 24, 8],
  ['吟醸粕漬（奈良漬）300g', '袋', 800, 1300, 2, 8, 8],
];
LAYOUTS.push({
  id: 'L186-kuramoto-chokuso',
  split: 'dev',
  title:
    "酒蔵's monthly 蔵元直送 御請求書 to a restaurant: the 銘柄 set large as the letterhead, the 醸造元 (合名会社 or 合資会社 often, holder ﾒ)… / ｼ)…) at the foot with its 直売所's own 〒 address and TEL under it, 清酒 at 10% beside 酒粕・甘酒・仕込み水 at 8% (※), a 税率別 table, the お支払期日 as …月末日 sometimes",
  exercises:
    "a 酒蔵 in a country town (合名会社佐藤酒造店 / 合資会社…酒造 — 代表社員 — or 株式会社北斗酒造 / 有限会社…醸造 — 代表取締役) bills a restaurant for the month's 蔵元直送 deliveries: its 銘柄 (北斗正宗 / 湊鶴 / 千代菊 …) set large in 明朝 as the letterhead between a red square 蔵 mark and 創業 天保三年 / 蔵元直送, 御請求書 with （…月分）, the restaurant (割烹 … / 居酒屋 … with 様, or its company 株式会社…フーズ with 御中 and the shop under it) with its 〒 address at the left, 請求日 / 請求番号 / お取引先番号 at the right, a ご請求金額（税込）box, one row per delivered line (納品日, 品名: 純米大吟醸 … 720ml / 純米吟醸 1.8L / 本醸造 / しぼりたて生原酒 / 普通酒 18L BIB / 梅酒 at 10%, ※酒粕（板粕）/ ※米麹 甘酒 / ※仕込み水 / ※粕漬 at 8%, 数量, 単位, 単価, 金額, 税率), a 送料（クール便）at 10% sometimes, notes (※は軽減税率対象, 酒税は単価に含む) beside a 税率別 table (10%対象 / 消費税（10%）/ 8%対象 / 消費税（8%）/ 合計), the お支払期日 (令和8年2月20日, or 令和8年2月末日 — that month's last day), the お振込先 on one line (a regional bank of the prefecture without codes, or a city bank; 普通 or 当座; holder ﾒ)ｻﾄｳｼﾕｿﾞｳﾃﾝ / ｼ)… / ｶ)… half-width mostly), and at the foot at the right the 醸造元 block (name, 代表社員 or 代表取締役, 〒 and the 蔵's address with a 番地, TEL/FAX, 登録番号) under a 角印 with a line under it for the 蔵元直売所「…」 with its own 〒, address, TEL and hours; 令和 dates",
  opts: (r, inst) => ({ rates: 'mixed', bank: inst === 1 ? 'main' : 'other' }),
  render(d, r) {
    const kind = r.pick(['mei', 'shi', 'kabu', 'kabu', 'yu']);
    if (kind === 'mei' || kind === 'shi') {
      const [sn, snk] = r.pick(SURNAMES);
      const [trade, tradeKana] = r.pick(KURA_TRADES);
      setNamedCorp(d, r, `${sn}${trade}`, `${snk}${tradeKana}`, kind === 'mei' ? ['合名会社', 'メ'] : ['合資会社', 'シ'], 0.8);
    } else {
      const [stem, stemKana] = r.pick(KANJI_STEMS);
      const [trade, tradeKana] = r.pick(KURA_TRADES);
      setNamedCorp(d, r, `${stem}${trade}`, `${stemKana}${tradeKana}`, kind === 'kabu' ? ['株式会社', 'カ'] : ['有限会社', 'ユ']);
    }
    const town = relocate(d, r, true);
    const pref = prefOf(town);
    if (d.bank.main) cityBank(d, r, pref);
    else localBank(d, r, REGIONAL_BANKS[pref]);
    d.type = r.chance(0.75) ? 2 : 1;
    const brand = `${r.pick(KURA_BRAND_WORDS)}${r.pick(KURA_BRAND_SUFFIXES)}`;
    const founded = r.pick(KURA_FOUNDED);
    const rep = `${d.form.startsWith('合') ? '代表社員' : '代表取締役'}　${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    // The 直売所: in the same town, its own 〒 and TEL.
    const shopZip = `${d.zip.slice(0, 6)}${pad2((Number(d.zip.slice(6)) + r.int(3, 60)) % 100)}`;
    const shopAddr = `${town}${r.int(12, 3999)}${r.chance(0.5) ? '番地' : `-${r.int(1, 9)}`}`;
    const area = d.tel.split('-')[0];
    const [, exchange, line] = d.tel.split('-');
    const shopTel = `${area}-${exchange}-${String((Number(line) + r.int(100, 8000)) % 10000).padStart(4, '0')}`;
    // The month billed, closed at its end.
    const [y, m] = d.issue[2] >= 28 ? d.issue : addMonths(d.issue, -1);
    const close = endOfMonth(y, m);
    d.issue = r.chance(0.5) || close[1] === 12 ? close : addDays(close, r.int(1, 5));
    const nm = addMonths(d.issue, 1);
    const byEnd = r.chance(0.6);
    d.due = byEnd ? endOfMonth(...nm) : [...nm, r.pick([10, 20, 25])];
    d.no = `${String(y).slice(2)}${pad2(m)}${r.digits(3)}`;
    const code = String(r.int(100, 2999)).padStart(5, '0');
    const [bs] = r.pick(KANJI_STEMS);
    const [os] = r.pick(KANJI_STEMS.filter(([s]) => s !== bs));
    const shop = r.pick(KURA_SHOPS).replace('{s}', bs);
    const viaCompany = r.chance(0.4);
    d.buyerName = viaCompany ? r.pick(KURA_OPERATORS).replace('{s}', os) : shop;
    const mixed = r.chance(0.85);
    const pool = [...KURA_ITEMS, ...(mixed ? KURA_FOODS : [])];
    // The month's price of each item, the same on every delivery.
    const prices = new Map(pool.map(([name, , lo, hi]) => [name, r.int(lo / 10, hi / 10) * 10]));
    const days = shuffle(
      r,
      Array.from({ length: close[2] }, (_, i) => [y, m, i + 1]).filter((dt) => weekday(dt) !== '日'),
    )
      .slice(0, r.int(2, 4))
      .sort((a, b) => a[2] - b[2]);
    const cool = r.chance(0.5) ? r.pick([1320, 1540, 1760, 2200]) : 0;
    const rows = [];
    for (const dt of days) {
      for (const [name, unit, , , qlo, qhi, rate] of shuffle(r, pool).slice(0, r.int(1, 3)))
        rows.push({ dt, name: name.replace('{b}', brand), unit, qty: r.int(qlo, qhi), price: prices.get(name), rate });
      if (cool) rows.push({ dt, name: '送料（クール便）', unit: '回', qty: 1, price: cool, rate: 10 });
    }
    if (mixed && !rows.some((x) => x.rate === 8)) {
      const [name, unit, , , qlo, qhi, rate] = r.pick(KURA_FOODS);
      rows.splice(1, 0, { dt: days[0], name, unit, qty: r.int(qlo, qhi), price: prices.get(name), rate });
    }
    for (const x of rows) x.amount = x.qty * x.price;
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: x.rate }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = r.pick([DATE_FORMATS.wareki, DATE_FORMATS.wareki, warekiPad]);
    const dueText = byEnd && r.chance(0.6) ? `令和${reiwa(d.due[0])}年${d.due[1]}月末日` : fmt(d.due);
    const md = ([, mm, dd]) => `${mm}/${dd}`;
    const issuer = d.form === '株式会社' && r.chance(0.3) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const ink = r.pick(['#1c2a4a', '#2b2b2b', '#3a2418']);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 10px; color: #1e1e1e; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 34px 52px 0; background: #fcfaf4; }
      .lh { display: flex; justify-content: center; align-items: center; gap: 18px; border-bottom: 1px solid ${ink}; padding-bottom: 8px; }
      .kura { width: 44px; height: 44px; background: #b8322a; color: #fff; font-size: 28px; font-weight: 700; display: flex; align-items: center; justify-content: center; border-radius: 3px; }
      .brand { font-size: 36px; font-weight: 900; letter-spacing: .18em; color: ${ink}; line-height: 1.1; }
      .since { font-size: 9.5px; color: #6a5a40; line-height: 1.5; border-left: 1px solid #b9ac90; padding-left: 10px; }
      h1 { text-align: center; font-size: 21px; letter-spacing: .6em; margin: 14px 0 0 .6em; font-weight: 700; } .mo { text-align: center; color: #555; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 10px; }
      .to { width: 380px; line-height: 1.75; } .to .n { font-size: 15px; font-weight: 700; border-bottom: 1px solid #1e1e1e; padding-right: 20px; display: inline-block; }
      .mt { border-collapse: collapse; } .mt td { padding: 1px 0 1px 14px; }
      .amt { display: flex; width: 400px; margin-top: 10px; border: 1.5px solid ${ink}; } .amt div { padding: 5px 12px; } .amt .l { background: #efe9da; border-right: 1px solid ${ink}; }
      .amt .v { flex: 1; text-align: right; font-size: 19px; font-weight: 700; }
      .det { width: 100%; border-collapse: collapse; margin-top: 12px; } .det th { background: #efe9da; border: 1px solid #8a7f66; font-weight: normal; padding: 2px; }
      .det td { border: 1px solid #b9ac90; padding: 2px 6px; } .det td.c { text-align: center; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 8px; gap: 16px; }
      .nt { font-size: 9px; color: #444; line-height: 1.7; }
      .tx { border-collapse: collapse; min-width: 290px; } .tx td { border: 1px solid #8a7f66; padding: 2px 10px; } .tx td.l { background: #efe9da; }
      .tx tr.t td { font-weight: 700; font-size: 13px; border: 2px solid ${ink}; }
      .pay { margin-top: 12px; border-top: 1px solid ${ink}; border-bottom: 1px solid ${ink}; padding: 5px 4px; line-height: 1.8; }
      .ft { display: flex; justify-content: flex-end; margin-top: 16px; }
      .co { position: relative; width: 330px; line-height: 1.65; font-size: 9.6px; } .co .nm { font-size: 15px; font-weight: 700; }
      .shop { margin-top: 8px; font-size: 9px; color: #555; border: 1px solid #cfc5ad; padding: 3px 8px; }`;
    const body = rows
      .map(
        (x, i) =>
          `<tr><td class="c">${i === 0 || rows[i - 1].dt !== x.dt ? md(x.dt) : ''}</td><td>${x.rate === 8 ? '※' : ''}${x.name}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td><td class="c">${x.rate}%</td></tr>`,
      )
      .join('');
    const tx = [
      ['10%対象', yen(s.by[10]?.base ?? 0)],
      ['消費税（10%）', yen(s.by[10]?.tax ?? 0)],
      ...(s.by[8]
        ? [
            ['※8%対象（軽減税率）', yen(s.by[8].base)],
            ['消費税（8%）', yen(s.by[8].tax)],
          ]
        : []),
    ];
    const to = viaCompany
      ? `〒${d.buyerZip}　${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>（${shop}　ご担当　${d.buyerPerson} 様）`
      : `〒${d.buyerZip}　${d.buyerAddress}<br><span class="n">${shop}　様</span><br>ご担当　${d.buyerPerson} 様`;
    const page = `<div class="wrap"><div class="lh"><div class="kura">蔵</div><div class="brand">${brand}</div><div class="since">創業　${founded}<br>蔵元直送</div></div>
      <h1>御請求書</h1><div class="mo">（${m}月分　蔵元直送）</div>
      <div class="hd"><div class="to">${to}</div>
        <table class="mt"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求番号</td><td>${d.no}</td></tr><tr><td>お取引先番号</td><td>${code}</td></tr></table></div>
      <div style="margin-top:8px">毎度格別のお引き立てを賜り、厚く御礼申し上げます。${m}月分のお納め品につき、下記のとおり御請求申し上げます。</div>
      <div class="amt"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(s.total)}－</div></div>
      <table class="det"><tr><th style="width:50px">納品日</th><th>品名</th><th style="width:44px">数量</th><th style="width:36px">単位</th><th style="width:70px">単価</th><th style="width:84px">金額</th><th style="width:40px">税率</th></tr>${body}</table>
      <div class="low"><div class="nt">${s.by[8] ? '※印は軽減税率（8%）対象品目です。<br>' : ''}酒類の単価には酒税が含まれております。<br>空き瓶（一升瓶）は次回納品時に回収いたします。</div>
        <table class="tx">${tx.map(([l, v]) => `<tr><td class="l">${l}</td><td class="num">${v}</td></tr>`).join('')}<tr class="t"><td class="l">合計</td><td class="num">¥${yen(s.total)}</td></tr></table></div>
      <div class="pay">お支払期日　${dueText}<br>お振込先　${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}　口座名義　${holder}</div>
      <div class="ft"><div class="co">醸造元<br><span class="nm">${issuer}</span><br>${rep}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}
        ${kakuin(d, `right: ${r.int(0, 30)}px; top: ${r.int(0, 16)}px; opacity: .6;`)}
        <div class="shop">蔵元直売所「${brand}蔵」　〒${shopZip}　${shopAddr}<br>TEL ${shopTel}　営業時間 10:00〜17:00（水曜定休）</div></div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 187 — a robot system integrator's service arm (株式会社…ロボテック / …オートメーション / …FAサービス) bills a maker for a 定期点検 or
// a 故障修理 of the 産業用ロボット in one of its factories, on a 作業報告書 兼 御請求書: the title at the top left over the maker's 本社 (〒
// address, name with 御中, 購買部 ご担当), the company at the top right (サービス部, 〒 address, TEL/FAX, a 24時間 サービスコール 0120
// number, 登録番号) under its 角印, a ruled meta row (請求書No. / 請求日 / 作業報告書No. / 貴社注文番号), the ご請求金額 boxed, then 作業報告
// as a ruled grid (設置場所 — the factory with its own 〒, address and TEL — and 立会者, 機種 / 型式 / 製造番号 / 稼働時間 per robot, 作業区分,
// 作業日 and hours, 作業者, 作業内容 and 所見) with an お客様確認欄 holding the 立会者's round seal and the date, then the ご請求明細 (区分
// 技術料 / 出張費 / 部品 / 処理費, 品名, 品番, 数量, 単位, 単価, 金額) with 技術料計 / 出張費計 / 部品代計 / 小計 / 消費税 / 合計 at the
// right, 支払条件 and the お支払期限, and the お振込先 boxed at the left; hyphen or dot dates.
const ROBOT_TRADES = [
  ['ロボテック', 'ロボテック'],
  ['オートメーション', 'オートメーション'],
  ['FAサービス', 'エフエーサービス'],
  ['メカトロ', 'メカトロ'],
  ['ロボットエンジニアリング', 'ロボットエンジニアリング'],
];
const ROBOT_BUYERS = [
  '{s}精機株式会社',
  '株式会社{s}製作所',
  '{s}工業株式会社',
  '株式会社{s}プレス工業',
  '{s}金属株式会社',
  '株式会社{s}化成',
];
// [種類, 型式]
const ROBOT_MODELS = [
  ['6軸垂直多関節ロボット', ['RV-12FR', 'GP25', 'RS007L', 'R-2000iC/165F', 'M-20iD/25', 'KR 16 R2010']],
  ['スカラロボット', ['RH-6FRH5520', 'YK600XG', 'TH650A', 'SR-6iA']],
  ['アーク溶接ロボット', ['AR1440', 'TM-1400', 'FD-B6L']],
  ['パラレルリンクロボット', ['M-1iA/0.5A', 'MPP3H']],
];
// [品名, 品番, 単位, 単価 lo–hi, 数量 hi]
const ROBOT_PARTS_CHECK = [
  ['エンコーダ用バッテリー（4本組）', 'BAT-A98L-31', '組', 4000, 9000, 2],
  ['減速機用グリス 2.5kg', 'GR-VG2-25', '缶', 12000, 22000, 2],
  ['冷却ファン（制御盤）', 'FAN-60-24V', '個', 4000, 8000, 2],
  ['Oリング・オイルシールセット（J4〜J6）', 'OS-J46-SET', '式', 6000, 14000, 1],
  ['エアフィルタ（制御盤）', 'AF-CB-01', '枚', 1500, 3500, 4],
];
const ROBOT_PARTS_REPAIR = [
  ['ロボットケーブル（J1〜J3 動力・信号）', 'CB-RM05-7M', '本', 60000, 140000, 1],
  ['タイミングベルト（J5軸）', 'TB-J5-300', '本', 8000, 15000, 1],
  ['ティーチペンダント ケーブル 10m', 'TP-CB-10', '本', 35000, 60000, 1],
  ['ACサーボモータ（J2軸）', 'SM-J2-2K0', '台', 180000, 320000, 1],
  ['パルスコーダ（J4軸）', 'PC-J4-A64', '個', 90000, 160000, 1],
];
const ROBOT_CHECK_WORK = [
  '外観・ケーブル類 損傷点検',
  '減速機 グリス交換（J1〜J3軸）',
  'エンコーダ用バッテリー交換',
  'ブレーキ動作確認（全軸）',
  '原点位置・マスタリング確認',
  '異音・振動測定（全軸）',
  '制御盤 清掃・ファン点検',
];
// [アラーム, the parts it took]
const ROBOT_FAULTS = [
  ['SRVO-062 BZAL アラーム（バッテリー電圧低下・原点消失）', []],
  ['J4軸 パルスコーダ通信異常（DTERR）', ['パルスコーダ（J4軸）', 'ロボットケーブル（J1〜J3 動力・信号）']],
  ['J2軸 過負荷アラーム・異音', ['ACサーボモータ（J2軸）']],
  ['ティーチペンダント 非常停止解除不可', ['ティーチペンダント ケーブル 10m']],
  ['J5軸 位置ずれ（ベルト摩耗）', ['タイミングベルト（J5軸）']],
  ['J1〜J3軸 断続的な通信エラー', ['ロボットケーブル（J1〜J3 動力・信号）']],
];
const ROBOT_FINDINGS_CHECK = [
  'J2軸減速機に軽微な摩耗を確認。次回点検時に再測定を推奨します。',
  '各軸とも異常なし。次回点検は6か月後を推奨します。',
  'ケーブル被覆に擦れあり。保護チューブでの養生を推奨します。',
];
const ROBOT_FINDINGS_REPAIR = [
  '交換後、連続運転2時間で異常のないことを確認しました。',
  '交換後、アラームの再発のないことを確認しました。類似部品の予防交換をご検討ください。',
];
LAYOUTS.push({
  id: 'L187-robot-hoshu',
  split: 'dev',
  title:
    "産業用ロボット 保守 company's 作業報告書 兼 御請求書: the 作業報告 grid (設置場所 — the buyer's factory with its own 〒 address and TEL, 機種 / 型式 / 製造番号 / 稼働時間, 作業内容, 所見) with the 立会者's seal in an お客様確認欄, then 技術料 by the hour, 出張費 and 部品 with 品番; a 24時間 サービスコール 0120 number beside the TEL; 請求書No. beside 作業報告書No. and 貴社注文番号",
  exercises:
    "a robot system integrator's service arm (株式会社…ロボテック / …オートメーション / …FAサービス / …メカトロ, ㈱ sometimes) bills a maker (…精機株式会社 / 株式会社…製作所 / …化成) for a 定期点検（年次）or a 故障修理 of the 産業用ロボット in one of its factories, on a 作業報告書 兼 御請求書: the title at the top left, the maker's 本社 under it (〒 address, name with 御中, 購買部 ご担当 様), the company at the top right (name, サービス部, 〒 address, TEL/FAX, サービスコール（24時間受付）0120-…, 登録番号) under a 角印, a ruled row of 請求書No. / 請求日 / 作業報告書No. WR-… / 貴社注文番号 4500…, ご請求金額（税込）boxed with 支払条件 and the お支払期限 beside it; 作業報告 as a ruled grid — 設置場所 (the maker's …工場 with its own 〒, address with a 番地 and TEL) and 立会者 (製造課 … 様), one row per robot (機種 6軸垂直多関節 / スカラ / アーク溶接, 型式, 製造番号, 稼働時間 32,145h), 作業区分, 作業日 and hours, 作業者 (one or two names), 作業内容 as a list (or the アラーム and the parts it took), 所見 — with an お客様確認欄 at its right holding the 立会者's round red seal and the 確認日; then ご請求明細 (区分 技術料 / 出張費 / 部品 / 処理費, 品名 — 技術料（平日 8:30〜17:30）2名 × 時間, 技術料（時間外 25%増）, 出張費（…エリア）, バッテリー / グリス / ケーブル / サーボモータ with 品番 —, 数量, 単位, 単価, 金額) with 技術料計 / 出張費計 / 部品代計 / 小計 / 消費税（10%）/ 合計 at the right and the お振込先 boxed at the left (holder ｶ)… half-width or full, a 店番 sometimes); hyphen or dot dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    const [stem, stemKana] = r.pick(KANJI_STEMS);
    const [trade, tradeKana] = r.pick(ROBOT_TRADES);
    setNamedCorp(d, r, `${stem}${trade}`, `${stemKana}${tradeKana}`, ['株式会社', 'カ']);
    // Based in the 関東・東海 region of the factories it serves.
    const [zip, city, area] = r.pick(PLACES.filter(([, , a]) => ['03', '045', '048', '043', '027', '054', '052'].includes(a)));
    d.zip = zip;
    d.address = `${city}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}${r.pick(BUILDINGS)}`;
    const local = area.length === 2 ? `${r.digits(4)}-${r.digits(4)}` : `${r.digits(3)}-${r.digits(4)}`;
    d.tel = `${area}-${local}`;
    d.fax = `${area}-${local.slice(0, -1)}${(Number(local.slice(-1)) + 1) % 10}`;
    ordinaryAtNetBank(d);
    if (r.chance(0.6)) d.type = 2;
    const free = `0120-${r.digits(3)}-${r.digits(3)}`;
    const [bs] = r.pick(KANJI_STEMS.filter(([s]) => s !== stem));
    d.buyerName = r.pick(ROBOT_BUYERS).replace('{s}', bs);
    // The factory the robots stand in: a town of its own, its own 〒 and TEL.
    const [fzip, ftown, farea] = r.pick(TOWNS);
    const faddr = `${ftown}${r.int(12, 3999)}番地${r.chance(0.4) ? r.int(1, 9) : ''}`;
    const flocal =
      farea.length === 4 ? `${r.int(2, 9)}${r.digits(1)}-${r.digits(4)}` : `${r.int(2, 9)}${r.digits(2)}-${r.digits(4)}`;
    const factory = r.pick(['第二工場', '本社工場', `${townOf(ftown)}工場`, `${townOf(ftown)}事業所`]);
    const [wsn] = r.pick(SURNAMES);
    const witness = `製造課　${wsn} 様`;
    const repair = r.chance(0.45);
    // The work: one or two days in the month before the 請求日.
    const workDay = addDays([d.issue[0], d.issue[1], 1], -r.int(3, 25));
    const days = repair ? 1 : r.int(1, 2);
    const workDays = Array.from({ length: days }, (_, i) => addDays(workDay, i));
    const last = workDays[days - 1];
    // Closed at the end of the month the work ended in, billed then or a few days after the work.
    const closeOf = endOfMonth(last[0], last[1]);
    const atClose = r.chance(0.5);
    d.issue = atClose ? closeOf : addDays(last, r.int(2, 8));
    const termKind = atClose ? r.int(0, 2) : 2;
    const term = ['月末締め 翌月末日払い', '月末締め 翌々月10日払い', '請求書発行後30日以内'][termKind];
    d.due =
      termKind === 0
        ? endOfMonth(...addMonths(closeOf, 1))
        : termKind === 1
          ? [...addMonths(closeOf, 2), 10]
          : addDays(d.issue, 30);
    const yy = String(d.issue[0]).slice(2);
    d.no = `SV${yy}${pad2(d.issue[1])}-${r.digits(4)}`;
    const report = `WR-${yy}${r.digits(5)}`;
    const po = `4500${r.digits(6)}`;
    const robots = Array.from({ length: repair ? 1 : r.int(1, 2) }, () => {
      const [kind, models] = r.pick(ROBOT_MODELS);
      return { kind, model: r.pick(models), serial: `${r.pick(['S', 'E', 'K'])}${r.digits(7)}`, hours: r.int(8000, 62000) };
    });
    const people = r.int(1, 2);
    const workers = shuffle(r, SURNAMES)
      .slice(0, people)
      .map(([sn]) => sn);
    const hoursPerDay = r.int(5, 8);
    const rate = r.int(80, 120) * 100;
    const lines = [
      {
        cat: '技術料',
        name: `技術料（平日 8:30〜17:30）${people}名`,
        part: '―',
        qty: people * hoursPerDay * days,
        unit: '時間',
        price: rate,
      },
    ];
    if (r.chance(0.4))
      lines.push({
        cat: '技術料',
        name: `技術料（時間外 25%増）${people}名`,
        part: '―',
        qty: people * r.int(1, 3),
        unit: '時間',
        price: Math.round((rate * 1.25) / 10) * 10,
      });
    const zone = r.pick(['A', 'B', 'C']);
    lines.push({ cat: '出張費', name: `出張費（${zone}エリア）`, part: '―', qty: days, unit: '回', price: r.int(15, 35) * 1000 });
    const [alarm, faultParts] = r.pick(ROBOT_FAULTS);
    const partPool = repair
      ? [
          ...ROBOT_PARTS_REPAIR.filter(([name]) => faultParts.includes(name)),
          ...ROBOT_PARTS_CHECK.filter(([name]) => name.startsWith('エンコーダ用バッテリー')),
        ]
      : shuffle(r, ROBOT_PARTS_CHECK).slice(0, r.int(2, 4));
    for (const [name, part, unit, lo, hi, qhi] of partPool)
      lines.push({
        cat: '部品',
        name,
        part,
        qty: r.int(1, qhi) * (unit === '組' || unit === '缶' ? robots.length : 1),
        unit,
        price: r.int(lo / 100, hi / 100) * 100,
      });
    if (r.chance(0.5))
      lines.push({ cat: '処理費', name: '廃油・廃部品 処理費', part: '―', qty: 1, unit: '式', price: r.int(3, 8) * 1000 });
    for (const x of lines) x.amount = x.qty * x.price;
    d.items = lines.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const byCat = (c) => lines.filter((x) => x.cat === c).reduce((t, x) => t + x.amount, 0);
    const fmt = r.chance(0.5) ? iso : DATE_FORMATS.dot;
    const issuer = r.chance(0.7) ? d.issuerName : abbreviated(d, r.pick([0, 1, 2]));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const showBranchCode = r.chance(0.35);
    const works = repair
      ? [
          `アラーム内容：${alarm}`,
          'アラーム履歴・ケーブル導通 確認',
          '該当部品 交換・調整',
          '原点復帰・マスタリング',
          '試運転 確認（連続2時間）',
        ]
      : shuffle(r, ROBOT_CHECK_WORK).slice(0, 4);
    const span = days === 1 ? fmt(workDays[0]) : `${fmt(workDays[0])}〜${fmt(workDays[1])}`;
    const blue = r.pick(['#1f4e8c', '#1d6b6b', '#3a3a3a']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.3px; color: #1c1c1c; line-height: 1.45; }
      .wrap { position: relative; height: 1123px; padding: 30px 38px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { margin: 0 0 8px; font-size: 19px; letter-spacing: .2em; border-left: 6px solid ${blue}; padding-left: 10px; }
      .to { line-height: 1.65; } .to .n { font-size: 13.5px; font-weight: 700; border-bottom: 1px solid #1c1c1c; padding-right: 20px; display: inline-block; }
      .co { position: relative; width: 300px; line-height: 1.6; font-size: 9px; } .co .nm { font-size: 14px; font-weight: 700; color: ${blue}; }
      .meta { width: 100%; border-collapse: collapse; margin-top: 8px; } .meta th { background: ${blue}; color: #fff; font-weight: normal; padding: 2px; border: 1px solid ${blue}; }
      .meta td { border: 1px solid #888; text-align: center; padding: 2px; }
      .amt { display: flex; align-items: stretch; margin-top: 8px; } .amt .b { display: flex; border: 2px solid #1c1c1c; }
      .amt .b div { padding: 4px 12px; } .amt .b .l { background: #eef1f6; border-right: 1px solid #1c1c1c; } .amt .b .v { font-size: 18px; font-weight: 700; min-width: 170px; text-align: right; }
      .amt .t { margin-left: 16px; line-height: 1.6; }
      .sec { margin-top: 10px; font-weight: 700; color: ${blue}; border-bottom: 1.5px solid ${blue}; }
      .rep { display: flex; gap: 8px; margin-top: 4px; } .grid { flex: 1; border-collapse: collapse; } .grid th { background: #eef1f6; border: 1px solid #888; font-weight: normal; padding: 2px 4px; white-space: nowrap; text-align: left; width: 64px; }
      .grid td { border: 1px solid #888; padding: 2px 6px; vertical-align: top; } .grid ul { margin: 0; padding-left: 14px; }
      .ok { position: relative; width: 104px; border: 1px solid #888; text-align: center; } .ok .h { background: #eef1f6; border-bottom: 1px solid #888; padding: 2px; }
      .ok .dt { position: absolute; bottom: 4px; left: 0; right: 0; font-size: 8.5px; }
      .det { width: 100%; border-collapse: collapse; margin-top: 4px; } .det th { background: #eef1f6; border: 1px solid #888; font-weight: normal; padding: 2px; }
      .det td { border: 1px solid #aaa; padding: 2px 5px; } .det td.c { text-align: center; white-space: nowrap; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 8px; gap: 16px; }
      .bank { flex: 1; border: 1.5px solid ${blue}; padding: 6px 12px; line-height: 1.75; } .bank b { color: ${blue}; }
      .sum { border-collapse: collapse; min-width: 270px; } .sum td { border: 1px solid #888; padding: 2px 10px; } .sum td.l { background: #eef1f6; }
      .sum tr.t td { font-size: 13px; font-weight: 700; border: 2px solid #1c1c1c; }
      .note { margin-top: 8px; font-size: 8.5px; color: #444; line-height: 1.6; }`;
    const robotRows = robots
      .map(
        (x, i) =>
          `<tr><th>${robots.length > 1 ? `機種 ${i + 1}` : '機種'}</th><td>${x.kind}　型式 ${x.model}　製造番号 ${x.serial}　稼働時間 ${yen(x.hours)}h</td></tr>`,
      )
      .join('');
    const det = lines
      .map(
        (x, i) =>
          `<tr><td class="c">${i + 1}</td><td class="c">${x.cat}</td><td>${x.name}</td><td class="c">${x.part}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const sums = [
      ['技術料計', byCat('技術料')],
      ['出張費計', byCat('出張費')],
      ['部品代計', byCat('部品')],
      ...(byCat('処理費') ? [['処理費', byCat('処理費')]] : []),
      ['小計', s.subtotal],
      ['消費税（10%）', s.tax],
    ];
    const sealStyle = `right: ${r.int(14, 30)}px; top: ${r.int(20, 34)}px; width: 50px; height: 50px; border-radius: 50%; font-size: 15px; opacity: .75;`;
    const page = `<div class="wrap"><div class="hd"><div><h1>作業報告書 兼 御請求書</h1>
          <div class="to">〒${d.buyerZip}　${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>購買部　${d.buyerPerson} 様</div></div>
        <div class="co"><div class="nm">${issuer}</div>サービス部<br>〒${d.zip}<br>${addrHtml(d.address, true)}<br>TEL ${d.tel}　FAX ${d.fax}<br>サービスコール（24時間受付）${free}<br>登録番号　${d.reg}
          ${kakuin(d, `right: ${r.int(0, 20)}px; top: ${r.int(-6, 10)}px; opacity: .55;`)}</div></div>
      <table class="meta"><tr><th>請求書No.</th><th>請求日</th><th>作業報告書No.</th><th>貴社注文番号</th></tr><tr><td>${d.no}</td><td>${fmt(d.issue)}</td><td>${report}</td><td>${po}</td></tr></table>
      <div class="amt"><div class="b"><div class="l">ご請求金額<br>（税込）</div><div class="v">¥${yen(s.total)}</div></div>
        <div class="t">支払条件　${term}<br>お支払期限　${fmt(d.due)}</div></div>
      <div class="sec">作業報告</div>
      <div class="rep"><table class="grid"><tr><th>設置場所</th><td>${d.buyerName}　${factory}　〒${fzip}　${faddr}　TEL ${farea}-${flocal}<br>立会者　${witness}</td></tr>
          ${robotRows}<tr><th>作業区分</th><td>${repair ? '故障修理（オンコール対応）' : '定期点検（年次点検）'}</td></tr>
          <tr><th>作業日</th><td>${span}　${hoursPerDay}時間／日</td></tr><tr><th>作業者</th><td>${workers.join('、')}（サービス部）</td></tr>
          <tr><th>作業内容</th><td><ul>${works.map((w) => `<li>${w}</li>`).join('')}</ul></td></tr><tr><th>所見</th><td>${r.pick(repair ? ROBOT_FINDINGS_REPAIR : ROBOT_FINDINGS_CHECK)}</td></tr></table>
        <div class="ok"><div class="h">お客様確認欄</div>${textSeal(wsn, 2, sealStyle)}<div class="dt">確認日 ${fmt(last)}</div></div></div>
      <div class="sec">ご請求明細</div>
      <table class="det"><tr><th style="width:22px">No.</th><th style="width:44px">区分</th><th>品名・作業内容</th><th style="width:90px">品番</th><th style="width:36px">数量</th><th style="width:30px">単位</th><th style="width:62px">単価</th><th style="width:72px">金額</th></tr>${det}</table>
      <div class="low"><div class="bank"><b>お振込先</b><br>${d.bank.name}　${d.branch.name}${showBranchCode ? `（店番 ${d.branch.code}）` : ''}　${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}</div>
        <table class="sum">${sums.map(([l, v]) => `<tr><td class="l">${l}</td><td class="num">${yen(v)}</td></tr>`).join('')}<tr class="t"><td class="l">合計</td><td class="num">¥${yen(s.total)}</td></tr></table></div>
      <div class="note">※本書は作業報告書と請求書を兼ねております。${atClose ? `${fmt(closeOf)}締め分としてご請求いたします。` : '作業完了に伴いご請求いたします。'}<br>※振込手数料は貴社にてご負担願います。機器の不具合はサービスコールまでご連絡ください（夜間・休日も受付）。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, showBranchCode } };
  },
});

// 188 — a farmer running a 貸し農園 (…の畑 / シェア畑 … / …ふれあい農園) under its 屋号 (佐藤農園 / 佐藤ファーム, 園主 and the name)
// bills a company that rents 区画 for its employees (福利厚生) a year or half a year in advance, on a sheet it keeps in Excel: the 農園's
// name large in a green band at the top (the service, not the issuer), ご請求書 centred, the company with 御中 and its 総務部 福利厚生
// ご担当 at the left, 請求日 / 請求番号 at the right, a ruled ご請求金額 row whose amount sits in the last cell at the far right, the
// ご契約区画 / 区画面積 / 契約期間 row, the rows (区画使用料 非課税 — land let —, 栽培サポート料 and 種苗・肥料 and a 収穫体験 参加費 at 10%,
// a ※朝採れ野菜 詰合せ for the office at 8%), a table of 非課税 / 10%対象 / 消費税 / 8%対象 / 消費税 / 合計 at the right, the お支払期限
// as a sentence, the お振込先 boxed at the bottom left (ゆうちょ 記号・番号, the local JA's 普通貯金, or a regional bank) and the farmer at
// the bottom right as 発行者 (屋号, 園主, 〒 address with a 番地, TEL — a mobile sometimes —, 登録番号) under a round 認印; 令和 dates, with
// the 西暦 in brackets sometimes.
const NOUEN_NAMES = ['{w}の畑', 'シェア畑 {w}', '{w}ふれあい農園', '体験農園 {w}'];
const NOUEN_WORDS = ['ひだまり', 'そよかぜ', 'みのり', 'こもれび', 'あおぞら', 'はるいろ'];
const NOUEN_BUYERS = ['株式会社{s}システムズ', '{s}工業株式会社', '株式会社{s}', '{s}電機株式会社', '株式会社{s}ソフトウェア'];
LAYOUTS.push({
  id: 'L188-kashi-nouen',
  split: 'dev',
  title:
    "貸し農園 run by a farmer under its 屋号, billing a company for 福利厚生 区画 a year or half a year ahead: the 農園's service name large at the top, the farmer as 発行者 at the bottom right, 区画使用料 非課税 beside 10% services and ※野菜 at 8%, the ご請求金額 in the last cell of its row, ゆうちょ / JA 普通貯金 / a regional bank",
  exercises:
    "a farmer (a sole proprietor under its 屋号 佐藤農園 / 佐藤ファーム — the issuer_name — with 園主 and the name) running a 貸し農園 (ひだまりの畑 / シェア畑 そよかぜ / みのりふれあい農園 / 体験農園 こもれび — the service's name, set large in a green band at the top with a leaf mark, not the issuer) bills a company in its town renting 区画 for its employees for a year (令和…年度) or half a year in advance, on an Excel sheet: ご請求書 centred, the company's 〒 address and name with 御中 and 総務部 福利厚生ご担当 … 様 at the left, 請求日 and 請求番号 2026-012 at the right, a ruled ご請求金額（税込）row with the label in the first cell and the amount in the last at the far right, a row of ご契約区画 (A-12〜A-14) / 区画面積 / 契約期間, one row per item (区画使用料 — 土地の貸付け, 非課税 —, 栽培サポート料（講習・農具・水道）and 種苗・肥料 per 区画, 収穫体験イベント 参加費 per 名 at 10%, ※朝採れ野菜 詰合せ（社内配布用）per 箱 at 8% sometimes) with a 税区分 column, a table of 非課税 / 10%対象 / 消費税（10%）/ 8%対象 / 消費税（8%）/ 合計 at the right, the お支払期限 as a sentence (…（ご利用開始日の前日）まで, or …までにお振込みください), the お振込先 boxed at the bottom left (ゆうちょ 記号・番号, the town's JA — JA… 支店 普通貯金 — or a regional bank or 信用金庫 without codes; holder the 屋号's kana with the 園主's, or the name alone, full or half-width) and the farmer at the bottom right as 発行者 (屋号, 園主 and the name, 〒 and a town address with a 番地, TEL — a mobile sometimes —, 登録番号) under a round 認印; 令和 dates, sometimes with the 西暦 in brackets",
  opts: (r, inst) => ({ sole: true, rates: 'mixed', bank: ['yucho', 'main', 'other'][inst] }),
  render(d, r) {
    const [sn] = d.person.split(' ');
    const snk = d.holderBase.split(' ')[0];
    const farm = r.chance(0.6);
    d.yago = farm ? `${sn}農園` : `${sn}ファーム`;
    d.issuerName = d.yago;
    const yagoKana = farm ? `${snk}ノウエン` : `${snk}ファーム`;
    const word = r.pick(NOUEN_WORDS);
    const service = r.pick(NOUEN_NAMES).replace('{w}', word);
    const town = relocate(d, r, true);
    const pref = prefOf(town);
    if (r.chance(0.35)) d.tel = `0${r.pick(['90', '80', '70'])}-${r.digits(4)}-${r.digits(4)}`;
    const mobile = /^0[789]0-/.test(d.tel);
    if (!d.yucho) {
      if (d.bank.main) {
        // The town's JA (drawn in place of a main bank), its 普通貯金 (no codes printed).
        d.bank = { name: `JA${TOWN_JA[pref]}`, code: null, main: false };
        const br = r.pick(JA_BRANCHES);
        d.branch = { name: br, code: br === '本店' ? '001' : `${r.int(1, 8)}${r.digits(2)}` };
        d.account = r.digits(7);
      } else localBank(d, r, REGIONAL_BANKS[pref]);
      d.type = 2;
    }
    const holderBase = r.chance(0.55) ? `${yagoKana} ${d.holderBase}` : d.holderBase;
    // Billed in the month before the 区画 are let, for six or twelve months.
    d.issue = [d.issue[0], d.issue[1], r.int(1, 20)];
    const start = [...addMonths(d.issue, 1), 1];
    const months = start[1] === 4 || r.chance(0.5) ? 12 : 6;
    const until = endOfMonth(...addMonths(start, months - 1));
    const dueKind = r.int(0, 1);
    d.due = dueKind === 0 ? endOfMonth(d.issue[0], d.issue[1]) : addDays(d.issue, 14);
    d.no = `${d.issue[0]}-${String(r.int(1, 80)).padStart(3, '0')}`;
    const [bs] = r.pick(KANJI_STEMS);
    d.buyerName = r.pick(NOUEN_BUYERS).replace('{s}', bs);
    // A company in the farm's town (a factory or an office there).
    d.buyerZip = d.zip;
    d.buyerAddress = `${town}${r.int(12, 3999)}${r.chance(0.5) ? '番地' : `-${r.int(1, 9)}`}`;
    const plots = r.int(2, 6);
    const size = r.pick([10, 15, 20]);
    const first = r.int(1, 40);
    const letter = r.pick(['A', 'B', 'C']);
    const plotText = `${letter}-${first}〜${letter}-${first + plots - 1}（${plots}区画）`;
    const monthly = r.int(20, 45) * 100;
    const rows = [
      { name: `区画使用料（${size}㎡・${months}か月）`, qty: plots, unit: '区画', price: monthly * months, rate: 0 },
      { name: '栽培サポート料（講習・農具・水道）', qty: plots, unit: '区画', price: r.int(10, 30) * 100 * months, rate: 10 },
      {
        name: `種苗・肥料（${months === 12 ? '通年' : '半期'}分）`,
        qty: plots,
        unit: '区画',
        price: r.int(30, 80) * 100,
        rate: 10,
      },
    ];
    if (r.chance(0.6))
      rows.push({
        name: '収穫体験イベント 参加費（BBQ付）',
        qty: r.int(8, 30),
        unit: '名',
        price: r.int(20, 35) * 100,
        rate: 10,
      });
    if (r.chance(0.75))
      rows.push({ name: '朝採れ野菜 詰合せ（社内配布用）', qty: r.int(5, 30), unit: '箱', price: r.int(15, 30) * 100, rate: 8 });
    for (const x of rows) x.amount = x.qty * x.price;
    const free = rows.filter((x) => x.rate === 0).reduce((t, x) => t + x.amount, 0);
    d.items = rows.filter((x) => x.rate).map((x) => ({ name: x.name, amount: x.amount, rate: x.rate }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const total = free + s.total;
    const fmt = r.pick([DATE_FORMATS.wareki, DATE_FORMATS.wareki, warekiDual]);
    const dueText =
      dueKind === 0
        ? `${fmt(d.due)}（ご利用開始日の前日）までにお振込みくださいますようお願いいたします。`
        : `${fmt(d.due)}までにお振込みください。`;
    const holder = holderPrinted({ holderBase }, r.pick(['full', 'half', 'half-big']));
    const bankLines = d.yucho
      ? `ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}${r.chance(0.5) ? `<br>（他行から：${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}）` : ''}`
      : `${d.bank.name}　${d.branch.name}　${d.bank.name.startsWith('JA') ? '普通貯金' : '普通預金'}　${d.account}`;
    const green = r.pick(['#4d8a2f', '#5e7d2c', '#3f7f4f']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.8px; color: #262626; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 32px 46px 0; }
      .band { display: flex; align-items: center; gap: 12px; background: ${green}; color: #fff; padding: 8px 16px; border-radius: 4px; }
      .band .lf { width: 28px; height: 28px; background: #fff; border-radius: 0 70% 0 70%; } .band b { font-size: 22px; letter-spacing: .08em; } .band span { margin-left: auto; font-size: 10px; letter-spacing: .2em; }
      h1 { text-align: center; font-size: 21px; letter-spacing: .7em; margin: 14px 0 8px .7em; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .to { line-height: 1.75; } .to .n { font-size: 14.5px; font-weight: 700; border-bottom: 1px solid #262626; padding-right: 20px; display: inline-block; }
      .mt { border-collapse: collapse; } .mt td { border: 1px solid #9a9a9a; padding: 2px 10px; } .mt td.l { background: #eef4e8; }
      .xl { width: 100%; border-collapse: collapse; margin-top: 10px; } .xl td { border: 1px solid #9a9a9a; padding: 3px 8px; height: 22px; }
      .xl td.l { background: #eef4e8; white-space: nowrap; } .xl tr.a td { height: 34px; } .xl tr.a td.v { font-size: 19px; font-weight: 700; text-align: right; border: 2px solid #262626; }
      .det { width: 100%; border-collapse: collapse; margin-top: 10px; } .det th { background: #eef4e8; border: 1px solid #9a9a9a; font-weight: normal; padding: 2px; }
      .det td { border: 1px solid #9a9a9a; padding: 3px 6px; } .det td.c { text-align: center; white-space: nowrap; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; gap: 18px; margin-top: 8px; }
      .nt { font-size: 9px; color: #444; line-height: 1.7; }
      .tx { border-collapse: collapse; min-width: 270px; } .tx td { border: 1px solid #9a9a9a; padding: 2px 10px; } .tx td.l { background: #eef4e8; }
      .tx tr.t td { font-weight: 700; font-size: 13px; border: 2px solid #262626; }
      .due { margin-top: 12px; padding: 4px 8px; border-left: 4px solid ${green}; }
      .ft { position: absolute; left: 46px; right: 46px; bottom: 64px; display: flex; justify-content: space-between; align-items: stretch; gap: 20px; }
      .bank { flex: 1; border: 1px solid #9a9a9a; padding: 8px 12px; line-height: 1.8; } .bank .h { font-weight: 700; color: ${green}; }
      .co { position: relative; width: 300px; border: 1px solid #9a9a9a; padding: 8px 12px; line-height: 1.65; } .co .h { font-size: 9px; color: #777; } .co .nm { font-size: 15px; font-weight: 700; }`;
    const taxLabel = (x) => (x.rate === 0 ? '非課税' : x.rate === 8 ? '8%※' : '10%');
    const det = rows
      .map(
        (x, i) =>
          `<tr><td class="c">${i + 1}</td><td>${x.rate === 8 ? '※' : ''}${x.name}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td><td class="c">${taxLabel(x)}</td></tr>`,
      )
      .join('');
    const tx = [
      ['非課税（区画使用料）', yen(free)],
      ['10%対象', yen(s.by[10]?.base ?? 0)],
      ['消費税（10%）', yen(s.by[10]?.tax ?? 0)],
      ...(s.by[8]
        ? [
            ['8%対象※', yen(s.by[8].base)],
            ['消費税（8%）', yen(s.by[8].tax)],
          ]
        : []),
    ];
    const sealStyle = `right: ${r.int(10, 40)}px; top: ${r.int(18, 34)}px; width: 46px; height: 46px; border-radius: 50%; font-size: 14px; opacity: .75;`;
    const page = `<div class="wrap"><div class="band"><i class="lf"></i><b>${service}</b><span>貸し農園・体験農園</span></div>
      <h1>ご請求書</h1>
      <div class="hd"><div class="to">〒${d.buyerZip}　${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>総務部　福利厚生ご担当　${d.buyerPerson} 様</div>
        <table class="mt"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求番号</td><td>${d.no}</td></tr></table></div>
      <div style="margin-top:10px">いつも${service}をご利用いただき、誠にありがとうございます。下記のとおりご請求申し上げます。</div>
      <table class="xl"><tr class="a"><td class="l" style="width:150px">ご請求金額（税込）</td><td></td><td style="width:120px"></td><td class="v" style="width:190px">¥${yen(total)}</td></tr>
        <tr><td class="l">ご契約区画</td><td>${plotText}　各${size}㎡</td><td class="l">契約期間</td><td>${fmt(start)}〜${fmt(until)}</td></tr></table>
      <table class="det"><tr><th style="width:26px">No.</th><th>品目</th><th style="width:44px">数量</th><th style="width:36px">単位</th><th style="width:72px">単価</th><th style="width:84px">金額</th><th style="width:50px">税区分</th></tr>${det}</table>
      <div class="low"><div class="nt">※区画使用料は土地の貸付けのため、消費税は非課税です。<br>${s.by[8] ? '※印は軽減税率（8%）対象です。<br>' : ''}区画内の作物は利用者様のものです。収穫体験の日程は別途ご案内いたします。</div>
        <table class="tx">${tx.map(([l, v]) => `<tr><td class="l">${l}</td><td class="num">${v}</td></tr>`).join('')}<tr class="t"><td class="l">合計</td><td class="num">¥${yen(total)}</td></tr></table></div>
      <div class="due">お支払期限：${dueText}</div>
      <div class="ft"><div class="bank"><div class="h">お振込先</div>${bankLines}<br>口座名義　${holder}<br><span style="font-size:8.8px;color:#666">※振込手数料はご負担をお願いいたします。</span></div>
        <div class="co"><div class="h">発行者</div><span class="nm">${d.yago}</span><br>園主　${d.person}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>${mobile ? '携帯' : 'TEL'} ${d.tel}${mobile ? '' : `　FAX ${d.fax}`}<br>登録番号　${d.reg}
          ${textSeal(sn, 2, sealStyle)}</div></div></div>`;
    return { pages: [page], css, printed: { issuer: d.yago, holder, total } };
  },
});

// 189 — a 字幕制作 company (株式会社…字幕 / …キャプション / 合同会社…メディアアクセス) bills a production company for the month's
// subtitles (バリアフリー日本語字幕, 放送用クローズドキャプション, 英語字幕のハコ書き) on a minimal two-column INVOICE: a [CC] mark and the
// company at the top left (〒 address, TEL, e-mail, 登録番号), INVOICE / 請求書 at the top right over 請求日 / 請求書番号 / お支払期限 in
// dot dates, the production company with 御中 and its プロデューサー at the left, a ご請求金額 bar whose amount sits at the far right, a
// 案件情報 box naming the 元請 (the broadcaster or platform the programme is for: 株式会社…テレビ 編成局) and the 発注書番号, one row per
// 作品 (番組名 and 話数, 尺 in minutes, 仕様, 数量 in 分, 単価 per 分, 金額) with its extras (焼き込み, データ変換 SRT/VTT, 修正対応, 特急),
// 小計 / 消費税 / 合計, and the お振込先 as a line with the bank's 金融機関コード and the 店番 in brackets sometimes.
const JIMAKU_TRADES = [
  ['字幕', 'ジマク'],
  ['キャプション', 'キャプション'],
  ['サブタイトルズ', 'サブタイトルズ'],
  ['字幕制作', 'ジマクセイサク'],
  ['メディアアクセス', 'メディアアクセス'],
];
const JIMAKU_BUYERS = [
  '株式会社{s}プロダクション',
  '株式会社{s}映像',
  '{s}ピクチャーズ株式会社',
  '株式会社{s}エンタテインメント',
  '{s}フィルム株式会社',
];
const JIMAKU_CLIENTS = [
  '株式会社{s}テレビ　編成局',
  '{s}放送株式会社　制作部',
  '株式会社{s}ケーブルネットワーク',
  '{s}配信株式会社　コンテンツ部',
];
const JIMAKU_TITLES = [
  ['ドキュメンタリー「{w}の記憶」第{n}話', [45, 54]],
  ['連続ドラマ「{w}」第{n}話', [45, 54]],
  ['映画「{w}」本編', [96, 108, 121]],
  ['教養番組「{w}紀行」#{n}', [24, 29]],
  ['配信ドラマ「{w}」Episode {n}', [32, 45]],
  ['アニメ「{w}」第{n}話', [24]],
];
const JIMAKU_WORDS = ['海辺', '風の街', '星降る夜', '灯火', '約束', '白い坂道', '遠い汽笛', '春の渚'];
// [仕様, 単価 lo–hi per 分]
const JIMAKU_SPECS = [
  ['バリアフリー日本語字幕（話者名・音情報付き）', 800, 1500],
  ['放送用クローズドキャプション（ARIB）', 700, 1300],
  ['英語字幕 スポッティング・ハコ書き', 400, 800],
  ['生字幕 事後修正（アーカイブ配信用）', 300, 600],
];
// [内容, 単位, 単価 lo–hi]
const JIMAKU_EXTRAS = [
  ['オープン字幕 焼き込み（MP4納品）', '本', 15000, 40000],
  ['字幕データ変換（SRT／VTT／SCC）', '本', 3000, 8000],
  ['修正対応（3稿目以降）', '時間', 5000, 8000],
  ['特急対応（中2営業日）', '式', 10000, 30000],
];
LAYOUTS.push({
  id: 'L189-jimaku-seisaku',
  split: 'dev',
  title:
    "字幕制作 company's minimal INVOICE to a production company: dot dates, a 案件情報 box naming the 元請 broadcaster and the 発注書番号, one row per 作品 with its 尺 and 分 × 単価, a ご請求金額 bar with the amount at the far right, the bank's 金融機関コード and 店番 in brackets sometimes",
  exercises:
    "a 字幕制作 company (株式会社…字幕 / …キャプション / …サブタイトルズ / 合同会社…メディアアクセス, ㈱ sometimes) bills a production company (株式会社…プロダクション / …映像 / …ピクチャーズ) for the month's subtitles on a minimal two-column INVOICE: a [CC] mark with the company at the top left (〒 address, TEL, e-mail, 登録番号), INVOICE / 請求書 at the top right over 請求日 / 請求書番号 / お支払期限 in dot dates (2026.01.31), the production company with 御中 and its プロデューサー … 様 at the left, a ご請求金額（税込）bar with the label at the left and the amount at the far right, a 案件情報 box naming the 元請 — the broadcaster or platform (株式会社…テレビ 編成局 / …放送株式会社 制作部 / …配信株式会社) — and the 発注書番号 and 納品形式, one row per 作品 (番組名 and 話数 — ドキュメンタリー「…」第3話 / 映画「…」本編 —, 尺 54分, 仕様 バリアフリー日本語字幕 / クローズドキャプション（ARIB）/ 英語字幕 ハコ書き, 数量 in 分, 単価 per 分, 金額) with its extras (オープン字幕 焼き込み, 字幕データ変換 SRT/VTT/SCC, 修正対応 by the 時間, 特急対応) sometimes, 小計 / 消費税（10%）/ 合計 at the right, 支払条件 (月末締め 翌月末払い), and the お振込先 on two lines (the bank with its 金融機関コード (0009) and the branch with its 店番 in brackets sometimes; holder ｶ)… / ﾄﾞ)… half-width or full); dot dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const [stem, stemKana] = r.pick(STEMS.filter(([s]) => s !== '山田'));
    const [trade, tradeKana] = r.pick(JIMAKU_TRADES);
    setNamedCorp(
      d,
      r,
      `${stem}${trade}`,
      `${stemKana}${tradeKana}`,
      r.pick([
        ['株式会社', 'カ'],
        ['株式会社', 'カ'],
        ['合同会社', 'ド'],
      ]),
    );
    landline(d);
    ordinaryAtNetBank(d);
    if (r.chance(0.7)) d.type = 2;
    const email = mail(r);
    const [y, m] = d.issue[2] >= 28 ? d.issue : addMonths(d.issue, -1);
    const close = endOfMonth(y, m);
    d.issue = close;
    d.due = endOfMonth(...addMonths(close, 1));
    d.no = `${r.pick(['CC', 'JM', 'INV'])}-${String(y).slice(2)}${pad2(m)}-${r.digits(3)}`;
    const [bs] = r.pick(STEMS.filter(([s]) => s !== stem));
    d.buyerName = r.pick(JIMAKU_BUYERS).replace('{s}', bs);
    const [cs] = r.pick(KANJI_STEMS.filter(([s]) => s !== stem && s !== bs));
    const client = r.pick(JIMAKU_CLIENTS).replace('{s}', cs);
    const po = `PO-${String(y).slice(2)}${r.digits(4)}`;
    const format = r.pick(['SRT＋STL（放送用）', 'SRT／VTT', 'ARIB字幕データ（.cap）', 'XML（TTML）']);
    const rows = [];
    for (const [titleT, lengths] of shuffle(r, JIMAKU_TITLES).slice(0, r.int(1, 3))) {
      const title = titleT.replace('{w}', r.pick(JIMAKU_WORDS)).replace('{n}', String(r.int(1, 12)));
      const minutes = r.pick(lengths);
      const [spec, lo, hi] = r.pick(JIMAKU_SPECS);
      const price = r.int(lo / 10, hi / 10) * 10;
      rows.push({ title, len: `${minutes}分`, spec, qty: minutes, unit: '分', price });
      for (const [name, unit, elo, ehi] of shuffle(r, JIMAKU_EXTRAS).slice(0, r.pick([0, 0, 1, 2]))) {
        const qty = unit === '時間' ? r.int(1, 4) : 1;
        rows.push({ title: '', len: '', spec: name, qty, unit, price: r.int(elo / 1000, ehi / 1000) * 1000 });
      }
    }
    for (const x of rows) x.amount = x.qty * x.price;
    d.items = rows.map((x) => ({ name: x.spec, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS.dot;
    const issuer = r.chance(0.7) ? d.issuerName : abbreviated(d, r.pick([0, 1]));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const showBankCode = r.chance(0.5);
    const showBranchCode = showBankCode || r.chance(0.3);
    const accent = r.pick(['#e0513a', '#2b6cb0', '#7a3fb0', '#1f8a70']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.5px; color: #222; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 44px 54px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .mk { display: inline-block; border: 2.5px solid ${accent}; color: ${accent}; font-family: 'Liberation Sans', sans-serif; font-weight: 700; font-size: 15px; padding: 0 6px; border-radius: 5px; letter-spacing: .05em; }
      .co { width: 330px; line-height: 1.65; color: #444; } .co .nm { margin-top: 6px; font-size: 15px; font-weight: 700; color: #222; }
      .ttl { text-align: right; } .ttl .e { font-family: 'Liberation Sans', sans-serif; font-size: 30px; font-weight: 700; letter-spacing: .12em; color: ${accent}; line-height: 1.1; } .ttl .j { letter-spacing: .5em; color: #666; }
      .mt { margin: 8px 0 0 auto; border-collapse: collapse; } .mt td { padding: 1px 0 1px 16px; } .mt td.l { color: #777; }
      .to { margin-top: 18px; line-height: 1.7; } .to .n { font-size: 14.5px; font-weight: 700; }
      .bar { display: flex; justify-content: space-between; align-items: baseline; margin-top: 14px; border-top: 2px solid #222; border-bottom: 2px solid #222; padding: 6px 4px; }
      .bar .l { font-size: 11px; font-weight: 700; } .bar .v { font-size: 21px; font-weight: 700; font-family: 'Liberation Sans', 'Noto Sans CJK JP'; }
      .job { margin-top: 12px; background: #f5f5f5; padding: 6px 12px; line-height: 1.7; } .job b { color: ${accent}; }
      .det { width: 100%; border-collapse: collapse; margin-top: 12px; } .det th { text-align: left; font-weight: 500; color: #666; border-bottom: 1.5px solid #222; padding: 3px 4px; font-size: 9px; }
      .det th.num { text-align: right; } .det td { border-bottom: 1px solid #e2e2e2; padding: 4px 4px; vertical-align: top; } .det td.sub { padding-left: 16px; color: #444; }
      .sum { border-collapse: collapse; margin: 10px 0 0 auto; min-width: 250px; } .sum td { padding: 3px 6px; border-bottom: 1px solid #e2e2e2; }
      .sum tr.t td { font-size: 13px; font-weight: 700; border-top: 1.5px solid #222; border-bottom: 1.5px solid #222; }
      .pay { margin-top: 18px; line-height: 1.8; } .pay .h { font-weight: 700; color: ${accent}; letter-spacing: .1em; }
      .note { margin-top: 8px; font-size: 8.8px; color: #666; }`;
    const det = rows
      .map((x) =>
        x.title
          ? `<tr><td>${x.title}</td><td>${x.len}</td><td>${x.spec}</td><td class="num">${x.qty}${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`
          : `<tr><td class="sub">└ 追加</td><td></td><td>${x.spec}</td><td class="num">${x.qty}${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const page = `<div class="wrap"><div class="hd"><div class="co"><span class="mk">[CC]</span><div class="nm">${issuer}</div>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　${email}<br>登録番号 ${d.reg}</div>
        <div><div class="ttl"><div class="e">INVOICE</div><div class="j">請求書</div></div>
          <table class="mt"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求書番号</td><td>${d.no}</td></tr><tr><td class="l">お支払期限</td><td>${fmt(d.due)}</td></tr></table></div></div>
      <div class="to">〒${d.buyerZip}　${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>プロデューサー　${d.buyerPerson} 様</div>
      <div class="bar"><span class="l">ご請求金額（税込）</span><span class="v">¥${yen(s.total)}</span></div>
      <div class="job"><b>案件情報</b>　元請：${client}　／　発注書番号：${po}　／　納品形式：${format}<br>${y}年${m}月 納品分の字幕制作費を下記のとおりご請求いたします。</div>
      <table class="det"><tr><th>作品名</th><th style="width:40px">尺</th><th>仕様</th><th class="num" style="width:48px">数量</th><th class="num" style="width:58px">単価</th><th class="num" style="width:72px">金額</th></tr>${det}</table>
      <table class="sum"><tr><td>小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="t"><td>合計</td><td class="num">¥${yen(s.total)}</td></tr></table>
      <div class="pay"><span class="h">お振込先</span><br>${d.bank.name}${showBankCode ? `（${d.bank.code}）` : ''}　${d.branch.name}${showBranchCode ? `（${d.branch.code}）` : ''}　${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}</div>
      <div class="note">支払条件：月末締め 翌月末払い。振込手数料はご負担ください。字幕データの著作権は、お支払い完了をもって貴社に移転いたします。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, showBankCode, showBranchCode } };
  },
});

// 190 — a 自動車解体業者 in a country town (有限会社佐藤自動車解体 / 株式会社…オートリサイクル / …商会) takes in a garage's or a dealer's
// 廃車 and bills it for the month, setting off what it pays for the cars (鉄スクラップ・部品取り, 税込) against its charges: a 請求書
// (計算書) printed by a dot-matrix printer on green-bar continuous stationery with pin-feed holes down both edges — the form's own
// printing in green (the title, the company's name, 〒 address, TEL/FAX and its 解体業 許可 / 引取業 登録 numbers, the column heads, the
// お振込先 line) and the data in a monospaced font: 請求日 / 請求No. / 得意先コード and the buyer with 御中, one block per car (入庫日, 車名,
// 車台番号, the plate, 預託証明書 番号 of its リサイクル料金) with its rows (引取料（積載車）, 解体処理費, 永久抹消 or 一時抹消 登録代行,
// 印紙代 立替 ¥350 for a 一時抹消), then 作業料計 / 消費税 / 立替金 / 合計 / 相殺：車両買取代金（税込）△ / 差引ご請求額, the label of the
// last printed in the form at the left and its amount by the printer at the far right; R08.01.31 or 2026/01/31 dates.
const KAITAI_TRADES = [
  ['自動車解体', 'ジドウシャカイタイ'],
  ['オートリサイクル', 'オートリサイクル'],
  ['商会', 'ショウカイ'],
  ['自動車商会', 'ジドウシャショウカイ'],
  ['カーリサイクル', 'カーリサイクル'],
];
const KAITAI_BUYERS = [
  '株式会社{s}モータース',
  '有限会社{s}自動車整備',
  '{s}自動車販売株式会社',
  '株式会社{s}オート',
  '{s}カーサービス有限会社',
];
// [車名, 型式]
const KAITAI_CARS = [
  ['トヨタ プリウス', 'ZVW30'],
  ['ホンダ フィット', 'GE6'],
  ['ダイハツ ムーヴ', 'LA100S'],
  ['スズキ ワゴンR', 'MH23S'],
  ['日産 セレナ', 'C26'],
  ['トヨタ ハイエースバン', 'KDH200V'],
  ['マツダ デミオ', 'DE3FS'],
  ['日産 ノート', 'E12'],
  ['スズキ キャリイ', 'DA16T'],
];
const KAITAI_PLATES = {
  茨城県: ['水戸', 'つくば', '土浦'],
  埼玉県: ['熊谷', '所沢', '大宮'],
  栃木県: ['宇都宮', 'とちぎ'],
  長野県: ['長野', '松本', '諏訪'],
  千葉県: ['千葉', '成田', '袖ヶ浦'],
  群馬県: ['群馬', '高崎'],
  静岡県: ['沼津', '伊豆', '静岡'],
};
LAYOUTS.push({
  id: 'L190-haisha-kaitai',
  split: 'dev',
  title:
    "自動車解体業者's monthly 請求書（計算書）on green-bar continuous stationery from a dot-matrix printer: one block per 廃車 with its 車台番号, plate and 預託証明書 番号, 引取料 / 解体処理費 / 抹消登録代行 and 印紙代 立替, then 相殺：車両買取代金（税込）△ after the 消費税 and the 差引ご請求額 printed far from its label",
  exercises:
    "a 自動車解体業者 in a country town (有限会社佐藤自動車解体 / 株式会社…オートリサイクル / …商会, ㈲/㈱ sometimes; its 解体業 許可 and 引取業 登録 numbers under the name) bills a garage or a dealer in its town (株式会社…モータース / 有限会社…自動車整備 / …自動車販売) for the month's 廃車 it took in, setting off what it pays for the cars: a 請求書（計算書）printed by a dot-matrix printer on green-bar continuous stationery with pin-feed holes down both edges — the form's printing in green (請求書（計算書）, the company's name, 〒 and the address with a 番地, TEL/FAX, the 許可 numbers, the column heads, the totals' labels, the お振込先 line) and the data in a monospaced font: 請求日 / 請求No. / 得意先コード, the buyer with 御中, one block per car — 入庫日, 車名, 車台番号 ZVW30-1234567, the plate (水戸 500 あ 12-34), リサイクル 預託済 with the 12-digit 預託証明書 番号 — with its rows (引取料（積載車）, 解体処理費, 永久抹消登録 代行 or 一時抹消登録 代行 — 解体返納届 / 自動車検査証返納届 for a 軽 — with its 印紙代 ¥350 立替（不課税）, the 車両買取代金（鉄スクラップ・部品取り）shown as 買取 for reference), then 作業料計 / 消費税（10%）/ 立替金（印紙代）/ 合計 / 相殺：車両買取代金（税込）△ / 差引ご請求額 — the amount to pay, its label printed in the form at the left and its amount by the printer at the far right; the 登録番号 by the printer under the company, the お支払期限 and a note on the 自動車重量税 還付; R08.01.31 (令和 short) or slash dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'main' : 'other' }),
  render(d, r) {
    const [sn, snk] = r.pick(SURNAMES);
    const [trade, tradeKana] = r.pick(KAITAI_TRADES);
    setNamedCorp(
      d,
      r,
      `${sn}${trade}`,
      `${snk}${tradeKana}`,
      r.pick([
        ['有限会社', 'ユ'],
        ['有限会社', 'ユ'],
        ['株式会社', 'カ'],
      ]),
    );
    const town = relocate(d, r, true);
    const pref = prefOf(town);
    if (d.bank.main) cityBank(d, r, pref);
    else localBank(d, r, [...REGIONAL_BANKS[pref], TOWN_SHINKUMI[pref]]);
    d.type = r.chance(0.5) ? 1 : 2;
    const [y, m] = d.issue[2] >= 28 ? d.issue : addMonths(d.issue, -1);
    const close = endOfMonth(y, m);
    d.issue = close;
    d.due = r.chance(0.6) ? endOfMonth(...addMonths(close, 1)) : [...addMonths(close, 1), r.pick([10, 20])];
    d.no = String(r.int(10000, 89999)).padStart(6, '0');
    const customer = String(r.int(100, 9999)).padStart(4, '0');
    const [bs] = r.pick(KANJI_STEMS);
    d.buyerName = r.pick(KAITAI_BUYERS).replace('{s}', bs);
    // A garage or a dealer in the yard's town.
    d.buyerZip = d.zip;
    d.buyerAddress = `${town}${r.int(12, 3999)}${r.chance(0.5) ? '番地' : `-${r.int(1, 9)}`}`;
    const permit = `解体業許可 第${r.digits(10)}号　引取業登録 第${r.digits(10)}号`;
    const plates = KAITAI_PLATES[pref];
    const days = shuffle(
      r,
      Array.from({ length: close[2] }, (_, i) => [y, m, i + 1]).filter((dt) => weekday(dt) !== '日'),
    )
      .slice(0, r.int(2, 4))
      .sort((a, b) => a[2] - b[2]);
    const pickup = r.int(5, 15) * 1000;
    const cars = days.map((dt) => {
      const [name, model] = r.pick(KAITAI_CARS);
      const kei = ['LA100S', 'MH23S', 'DA16T'].includes(model);
      const temp = r.chance(0.35);
      const rows = [
        { name: '引取料（積載車）', price: pickup + r.pick([0, 0, 2000, 5000]), tax: true },
        ...(r.chance(0.6) ? [{ name: '解体処理費', price: r.int(3, 10) * 1000, tax: true }] : []),
        {
          name: kei ? (temp ? '自動車検査証返納届 代行' : '解体返納届 代行') : temp ? '一時抹消登録 代行' : '永久抹消登録 代行',
          price: r.pick([5000, 6000, 8000]),
          tax: true,
        },
        ...(temp ? [{ name: '印紙代（立替・不課税）', price: 350, tax: false }] : []),
      ];
      const buy = r.chance(0.75) ? r.int(kei ? 2 : 3, kei ? 8 : 16) * 1000 : 0;
      return {
        dt,
        name,
        chassis: `${model}-${r.digits(7)}`,
        plate: `${r.pick(plates)} ${kei ? r.pick(['480', '580', '880']) : r.pick(['500', '300', '530'])} ${r.pick([...'あいうえかきくけこさすせそたちつてとなにぬねのはひふほまみむめもやゆよらりるれろ'])} ${r.int(10, 99)}-${pad2(r.int(0, 99))}`,
        deposit: r.digits(12),
        rows,
        buy,
      };
    });
    const all = cars.flatMap((c) => c.rows);
    d.items = all.filter((x) => x.tax).map((x) => ({ name: x.name, amount: x.price, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const stamp = all.filter((x) => !x.tax).reduce((t, x) => t + x.price, 0);
    const gross = s.total + stamp;
    // What the yard pays for the cars is set off against its charges, never more than half of them.
    if (!cars.some((c) => c.buy)) cars[0].buy = r.int(3, 8) * 1000;
    let buy = cars.reduce((t, c) => t + c.buy, 0);
    while (buy * 2 > gross) {
      const c = cars.filter((x) => x.buy).sort((a, b) => b.buy - a.buy)[0];
      c.buy = Math.max(0, c.buy - 1000 * Math.ceil((buy * 2 - gross) / 2000));
      buy = cars.reduce((t, x) => t + x.buy, 0);
    }
    const total = gross - buy;
    const fmt = r.chance(0.6) ? warekiShortPad : DATE_FORMATS.slash;
    const issuer = r.chance(0.6) ? d.issuerName : abbreviated(d, r.pick([0, 1]));
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'half-big', 'full']));
    const pad = (n, w) => yen(n).padStart(w, ' ').replace(/ /g, '&nbsp;');
    const green = '#2f6b45';
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.5px; color: ${green}; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 30px 50px 0; }
      .pin { position: absolute; top: 0; bottom: 0; width: 30px; border-color: #b9cbbd; border-style: dashed; border-width: 0; }
      .pin.l { left: 0; border-right-width: 1px; } .pin.r { right: 0; border-left-width: 1px; }
      .pin i { position: absolute; left: 8px; width: 13px; height: 13px; border-radius: 50%; border: 1px solid #b9cbbd; background: #f4f4f2; }
      .dm { font-family: 'Noto Sans Mono CJK JP', monospace; color: #1e1e1e; letter-spacing: .02em; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { margin: 0; font-size: 20px; letter-spacing: .3em; font-weight: 700; } h1 small { font-size: 11px; letter-spacing: .1em; }
      .mt { border-collapse: collapse; margin-top: 8px; } .mt td { border: 1px solid ${green}; padding: 1px 8px; height: 20px; } .mt td.l { width: 80px; }
      .to { margin-top: 10px; width: 330px; border-bottom: 1px solid ${green}; padding-bottom: 2px; } .to .n { font-size: 13.5px; }
      .co { position: relative; width: 300px; line-height: 1.6; } .co .nm { font-size: 15px; font-weight: 700; letter-spacing: .05em; } .co .pm { font-size: 8.3px; }
      .gb { margin-top: 12px; border: 1px solid ${green}; }
      .gb .h { display: flex; background: #e6efe7; border-bottom: 1px solid ${green}; } .gb .h div, .gb .r div { padding: 1px 6px; }
      .gb .r { display: flex; min-height: 17px; } .gb .r:nth-child(odd) { background: #e9f3ea; }
      .c1 { width: 76px; } .c2 { flex: 1; } .c3 { width: 110px; text-align: right; } .c4 { width: 110px; text-align: right; }
      .tot { display: flex; justify-content: flex-end; margin-top: 10px; } .tot table { border-collapse: collapse; width: 430px; } .tot td { border: 1px solid ${green}; padding: 2px 8px; height: 20px; }
      .tot td.v { text-align: right; width: 150px; } .tot tr.t td { font-size: 12.5px; font-weight: 700; border-width: 2px; }
      .net { display: flex; justify-content: space-between; align-items: center; margin-top: 10px; border-top: 2px solid ${green}; border-bottom: 2px solid ${green}; padding: 4px 0; }
      .net .l { border: 2px solid ${green}; padding: 3px 18px; font-size: 13px; font-weight: 700; letter-spacing: .2em; } .net .v { font-size: 17px; font-weight: 700; padding-right: 8px; }
      .bank { margin-top: 14px; border: 1px solid ${green}; padding: 5px 10px; line-height: 1.8; }
      .nt { margin-top: 6px; font-size: 8.6px; line-height: 1.6; }`;
    const holes = Array.from({ length: 22 }, (_, i) => `<i style="top:${18 + i * 50}px"></i>`).join('');
    const lines = [];
    for (const c of cars) {
      lines.push(
        `<div class="r dm"><div class="c1">${fmt(c.dt)}</div><div class="c2">${c.name}　${c.chassis}　${c.plate}</div><div class="c3"></div><div class="c4"></div></div>`,
      );
      lines.push(
        `<div class="r dm"><div class="c1"></div><div class="c2">　ﾘｻｲｸﾙ料金 預託済　預託証明書 ${c.deposit}</div><div class="c3"></div><div class="c4"></div></div>`,
      );
      for (const x of c.rows)
        lines.push(
          `<div class="r dm"><div class="c1"></div><div class="c2">　${x.name}</div><div class="c3"></div><div class="c4">${pad(x.price, 9)}</div></div>`,
        );
      if (c.buy)
        lines.push(
          `<div class="r dm"><div class="c1"></div><div class="c2">　車両買取代金（鉄ｽｸﾗｯﾌﾟ・部品取り）税込</div><div class="c3">買取 ${pad(c.buy, 8)}</div><div class="c4"></div></div>`,
        );
    }
    while (lines.length < 26)
      lines.push('<div class="r"><div class="c1"></div><div class="c2"></div><div class="c3"></div><div class="c4"></div></div>');
    const tot = [
      ['作業料計（課税対象）', yen(s.subtotal)],
      ['消費税（10%）', yen(s.tax)],
      ['立替金（印紙代・不課税）', yen(stamp)],
      ['合計', yen(gross)],
      ['相殺：車両買取代金（税込）', `△${yen(buy)}`],
    ];
    const page = `<div class="pin l">${holes}</div><div class="pin r">${holes}</div>
      <div class="wrap"><div class="hd"><div><h1>請求書 <small>（計算書）</small></h1>
          <table class="mt"><tr><td class="l">請求日</td><td class="dm">${fmt(d.issue)}</td></tr><tr><td class="l">請求No.</td><td class="dm">${d.no}</td></tr><tr><td class="l">得意先コード</td><td class="dm">${customer}</td></tr></table>
          <div class="to"><span class="dm n">${d.buyerName}</span>　御中</div><div class="dm" style="margin-top:2px">〒${d.buyerZip} ${d.buyerAddress}</div></div>
        <div class="co"><div class="nm">${issuer}</div>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br><span class="pm">${permit}</span><br><span class="dm">登録番号 ${d.reg}</span>
          ${kakuin(d, `right: ${r.int(0, 20)}px; top: ${r.int(-4, 12)}px; opacity: .5;`)}</div></div>
      <div style="margin-top:10px">毎度ありがとうございます。下記のとおりご請求申し上げます。（<span class="dm">${fmt([y, m, 1])}〜${fmt(close)}</span> 入庫分）</div>
      <div class="gb"><div class="h"><div class="c1">入庫日</div><div class="c2">車名・車台番号・登録番号／内訳</div><div class="c3">買取（参考）</div><div class="c4">金額</div></div>${lines.join('')}</div>
      <div class="tot"><table>${tot.map(([l, v]) => `<tr><td>${l}</td><td class="v dm">${v}</td></tr>`).join('')}</table></div>
      <div class="net"><div class="l">差引ご請求額</div><div class="v dm">¥${yen(total)}-</div></div>
      <div style="margin-top:6px">お支払期限　<span class="dm">${fmt(d.due)}</span></div>
      <div class="bank">お振込先　${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　<span class="dm">${d.account}</span>　口座名義　<span class="dm">${holder}</span></div>
      <div class="nt">※車両買取代金（消費税込）は、ご請求額と相殺させていただきました。<br>※自動車重量税の還付金は、解体報告記録後に所有者様の口座へ国より直接振り込まれます。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

export { cityBank, setNamedCorp };
