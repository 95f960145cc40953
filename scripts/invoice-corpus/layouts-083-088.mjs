// Invoice corpus layouts L83–L88: each pushed onto core.mjs's LAYOUTS, in order.
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
  pad2,
  spelled,
  summarize,
  yen,
} from './core.mjs';
import { regHyphen } from './layouts-013-018.mjs';
import { kakuin, landline, setYago, shuffle, weekday } from './layouts-019-028.mjs';
import { abbreviated, setCorp } from './layouts-029-034.mjs';
import { addrHtml, ordinaryAtNetBank, rebank } from './layouts-035-040.mjs';
import { daysBetween } from './layouts-047-052.mjs';
import { prefOf } from './layouts-053-058.mjs';
import { alnum, mdSlash, periodStart } from './layouts-077-082.mjs';

// ---- 83–88: written blind as the eleventh round's fresh set.

// 83 — a 造園業's (植木屋, a sole proprietor under its 屋号 or a small 有限会社) 御請求書 for one visit of a yearly 植栽管理
// contract at a company's site or a building: the 件名 (第n回 of 全N回), 作業場所, 作業日; 剪定 by the tree (樹種 in the
// 摘要), 刈込 and 除草 by the ㎡ or m, 薬剤散布, the 剪定枝葉 運搬処分費 by the ㎥, 諸経費 and sometimes 出精値引; ruled
// rows padded to the foot, the 振込先 boxed at the bottom left (a ゆうちょ 記号番号 with its 店名 form, sometimes).
const ZOUEN_TRADES = [
  ['造園', 'ゾウエン'],
  ['植木', 'ウエキ'],
  ['造園土木', 'ゾウエンドボク'],
  ['園芸', 'エンゲイ'],
];
const ZOUEN_CORP_TRADES = [
  ['造園', 'ゾウエン'],
  ['緑化', 'リョクカ'],
  ['造園土木', 'ゾウエンドボク'],
  ['グリーン', 'グリーン'],
  ['植栽', 'ショクサイ'],
];
// [作業, 単位, 単価 lo–hi, 摘要]
const ZOUEN_WORKS = [
  ['高木剪定（H=3.0m以上）', '本', 6000, 15000, ['ケヤキ・サクラ', 'クスノキ', 'イチョウ', 'ヤマボウシ・ハナミズキ', 'シラカシ']],
  ['中木剪定（H=1.5〜3.0m）', '本', 2500, 5000, ['モッコク・ツバキ', 'キンモクセイ', 'イヌマキ', 'サザンカ']],
  ['低木刈込', '㎡', 300, 700, ['ツツジ・サツキ', 'アベリア', 'ヒラドツツジ']],
  ['生垣刈込（H=1.8m程度）', 'm', 600, 1400, ['レッドロビン', 'カイヅカイブキ', 'マサキ']],
  ['芝刈り（集草共）', '㎡', 60, 150, ['高麗芝', '']],
  ['除草（手取り）', '㎡', 120, 300, ['植栽帯', '駐車場周り']],
  ['除草（刈払機）', '㎡', 50, 120, ['法面', '敷地外周']],
  ['病害虫防除（薬剤散布）', '回', 12000, 40000, ['チャドクガ対策', 'アメリカシロヒトリ', '']],
  ['施肥（寒肥）', '式', 8000, 30000, ['']],
  ['支柱結束直し', '箇所', 800, 2000, ['']],
];
const ZOUEN_SITES = ['本社', '第二工場', '社員寮', '物流センター', '研修センター', 'ハイツ', 'レジデンス', '記念館'];
LAYOUTS.push({
  id: 'L83-zouen-shokusai',
  split: 'dev',
  title: "造園業's 御請求書 for one visit of a yearly 植栽管理 contract",
  exercises:
    "a 造園業's 御請求書 for one visit of a yearly 植栽管理 contract (or one 剪定 job): a sole proprietor under its 屋号 (山田造園, 代表 and name, a 携帯 number sometimes) or a small company (㈲/(有)/(株) or spelled out), 御請求書 centred, No. and the date at the top right, the buyer with 御中, 件名 (年間植栽管理業務 第n回／全N回), 作業場所, 作業日 (one day or a span), ご請求金額 …-（消費税込）underlined, ruled rows padded to the foot (品名, 摘要 with the 樹種, 数量, 単位 本/㎡/m/回/㎥, 単価, 金額): 剪定, 刈込, 除草, 薬剤散布, 剪定枝葉 運搬処分費, 諸経費, △出精値引 sometimes; 小計 / 消費税（10%）/ 合計, the お振込先 boxed at the bottom left (a 信用金庫, a main bank, or ゆうちょ 記号・番号 with the 他金融機関から 店名 form) with the お支払期限 (or 振込期日), the holder the 屋号 and name in kana or the company's, 令和 dates mostly, the 職印 or 角印 over the issuer",
  opts: (r, inst) => ({ sole: inst !== 1, rates: '10', bank: inst === 2 ? 'yucho' : inst === 0 ? 'other' : 'main' }),
  render(d, r) {
    let holderBase = d.holderBase;
    if (d.sole) {
      const [trade, tradeKana] = r.pick(ZOUEN_TRADES);
      setYago(d, trade);
      if (!d.yucho && r.chance(0.6)) holderBase = `${d.holderBase.split(' ')[0]}${tradeKana} ${d.holderBase}`;
    } else {
      setCorp(d, r, ZOUEN_CORP_TRADES, [
        ['有限会社', 'ユ'],
        ['有限会社', 'ユ'],
        ['株式会社', 'カ'],
      ]);
      holderBase = d.holderBase;
      landline(d);
    }
    if (!d.yucho && !d.bank.main && r.chance(0.6)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const mobile = /^0[789]0/.test(d.tel);
    const [bs] = r.pick(STEMS);
    const site = `${bs}${r.pick(ZOUEN_SITES)}`;
    const yearly = r.chance(0.7);
    const visits = r.pick([3, 4, 4, 6, 12]);
    const visit = r.int(1, visits);
    const subject = yearly
      ? `年間植栽管理業務　第${visit}回（全${visits}回）`
      : r.pick(['樹木剪定作業', '植栽剪定・除草作業', '庭木剪定及び消毒作業']);
    const workEnd = addDays(d.issue, -r.int(2, 20));
    const workStart = r.chance(0.4) ? addDays(workEnd, -r.int(1, 3)) : workEnd;
    const picked = shuffle(r, ZOUEN_WORKS).slice(0, r.int(3, 6));
    const items = picked.map(([name, unit, lo, hi, notes]) => {
      const step = hi >= 10000 ? 1000 : hi >= 1000 ? 100 : 10;
      const price = Math.max(lo, Math.round(r.int(lo, hi) / step) * step);
      const qty =
        unit === '本'
          ? r.int(2, 24)
          : unit === '㎡'
            ? r.int(3, 60) * 10
            : unit === 'm'
              ? r.int(8, 90)
              : unit === '箇所'
                ? r.int(2, 12)
                : 1;
      return { name, note: r.pick(notes), unit, qty, price, amount: qty * price, rate: 10 };
    });
    const cubic = r.int(1, 6);
    const disposal = r.int(16, 30) * 500;
    items.push({
      name: '剪定枝葉 運搬処分費',
      note: '集積・積込共',
      unit: '㎥',
      qty: cubic,
      price: disposal,
      amount: cubic * disposal,
      rate: 10,
    });
    const direct = items.reduce((t, x) => t + x.amount, 0);
    const overhead = Math.round((direct * r.range(0.05, 0.12)) / 100) * 100;
    items.push({ name: '諸経費', note: '', unit: '式', qty: 1, price: overhead, amount: overhead, rate: 10 });
    const odd = (direct + overhead) % 1000;
    if (odd && r.chance(0.6)) items.push({ name: '出精値引', note: '', unit: '式', qty: 1, price: -odd, amount: -odd, rate: 10 });
    d.items = items;
    d.sum = summarize(items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['wareki', 'wareki', 'warekiShort', 'seireki'])];
    const issuer = d.sole ? d.yago : r.chance(0.6) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = holderPrinted({ holderBase }, r.pick(['full', 'big', 'half-big', 'half']));
    const dueLabel = r.pick(['お支払期限', '振込期日', 'お支払期限']);
    const money = (n) => (n < 0 ? `△${yen(-n)}` : yen(n));
    const serif = r.chance(0.5);
    const css = `body { font-family: ${serif ? "'Noto Serif CJK JP'" : "'Noto Sans CJK JP'"}; font-size: 12px; color: #1a1a1a; }
      .wrap { padding: 44px 54px; } .no { text-align: right; line-height: 1.6; }
      h1 { text-align: center; font-size: 26px; letter-spacing: .7em; padding-left: .7em; margin: 2px 0 20px; font-weight: 600; }
      .two { display: flex; justify-content: space-between; align-items: flex-start; }
      .to .n { font-size: 17px; border-bottom: 1px solid #222; padding-right: 34px; white-space: nowrap; }
      .job { margin-top: 10px; } .job th { text-align: left; font-weight: normal; padding: 2px 14px 2px 0; color: #333; white-space: nowrap; } .job td { padding: 2px 0; }
      .from { position: relative; width: 270px; line-height: 1.6; font-size: 11.5px; } .from .nm { font-size: 17px; font-weight: bold; letter-spacing: .05em; }
      .amt { margin: 16px 0 4px; font-size: 14px; } .amt b { font-size: 22px; border-bottom: 3px double #222; padding: 0 20px 0 10px; margin-left: 10px; }
      .items { width: 100%; margin-top: 12px; } .items th { border: 1px solid #333; background: #eef3ea; font-weight: normal; padding: 4px; }
      .items td { border: 1px solid #555; padding: 4px 6px; height: 25px; } .items td.c { text-align: center; } .items td.note { font-size: 10.5px; color: #333; }
      .items tr.s td { border-top: 1px solid #333; } .items tr.g td { font-weight: bold; border-top: 2px solid #222; }
      .foot { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 18px; gap: 20px; }
      .bank { border: 1.5px solid #333; padding: 8px 14px; line-height: 1.75; flex: 1; } .bank .l { font-weight: bold; }
      .memo { width: 230px; font-size: 10.5px; line-height: 1.6; color: #333; }`;
    const rows = items
      .map(
        (x) =>
          `<tr><td>${x.name}</td><td class="note">${x.note}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${money(x.price)}</td><td class="num">${money(x.amount)}</td></tr>`,
      )
      .join('');
    const blank = Array.from(
      { length: Math.max(0, 13 - items.length) },
      () => '<tr><td></td><td></td><td></td><td></td><td></td><td></td></tr>',
    ).join('');
    const bankLines = d.yucho
      ? `ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}<br><span style="font-size:10.5px">（他金融機関からのお振込み：${d.branch.name}（${d.branch.code}）　${TYPE_LABEL[d.type]}　${d.account}）</span>`
      : `${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　No.${d.account}`;
    const page = `<div class="wrap"><div class="no">No. ${d.no}<br>${fmt(d.issue)}</div>
      <h1>御請求書</h1>
      <div class="two"><div class="to"><div class="n">${d.buyerName}　御中</div>
          <table class="job"><tr><th>件　名</th><td>${subject}</td></tr><tr><th>作業場所</th><td>${site}（${d.buyerAddress}）</td></tr>
            <tr><th>作業日</th><td>${workStart === workEnd ? fmt(workEnd) : `${fmt(workStart)}〜${fmt(workEnd)}`}</td></tr></table></div>
        <div class="from"><div class="nm">${issuer}</div>${d.sole ? `代表　${d.person}<br>` : ''}〒${d.zip}<br>${addrHtml(d.address, true)}<br>${mobile ? `携帯 ${d.tel}` : `TEL ${d.tel}　FAX ${d.fax}`}<br>登録番号　${d.reg}
          ${kakuin(d, 'right: 0; top: 4px; opacity: .75;')}</div></div>
      <div class="amt">下記のとおり御請求申し上げます。</div>
      <div class="amt">ご請求金額<b>¥${yen(s.total)}-</b>（消費税込）</div>
      <table class="items"><tr><th>品　名</th><th style="width:130px">摘　要</th><th style="width:50px">数量</th><th style="width:40px">単位</th><th style="width:70px">単　価</th><th style="width:90px">金　額</th></tr>
        ${rows}${blank}
        <tr class="s"><td colspan="4" style="border:none"></td><td class="c">小　計</td><td class="num">${yen(s.subtotal)}</td></tr>
        <tr><td colspan="4" style="border:none"></td><td class="c">消費税</td><td class="num">${yen(s.tax)}</td></tr>
        <tr class="g"><td colspan="4" style="border:none"></td><td class="c">合　計</td><td class="num">${yen(s.total)}</td></tr></table>
      <div class="foot"><div class="bank"><span class="l">お振込先</span><br>${bankLines}<br>口座名義　${holder}<br>${dueLabel}　${fmt(d.due)}</div>
        <div class="memo">※誠に恐れ入りますが、振込手数料は貴社にてご負担願います。<br>${yearly && visit < visits ? '※次回作業は日程が決まり次第ご連絡いたします。' : '※今後ともよろしくお願い申し上げます。'}</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 84 — a シティホテル's 御請求書 to a company for its 宴会 (a 周年 party, 忘年会, 賀詞交歓会), sometimes with the guests'
// 宿泊: the hotel's name set as the header (the company running it at the foot), the 宴会 (名称, 日時, 会場, 形式, 人数),
// 料理 and 飲物 per head, 会場使用料 and 付帯 charges, a サービス料 on them, 消費税, the 宿泊税 (東京都) outside it, and a
// 内金 received before the 宴会 deducted: the 差引ご請求額 the amount to pay.
const HOTEL_TRADES = [
  ['ホテル', 'ホテル'],
  ['観光', 'カンコウ'],
  ['ホテルズ', 'ホテルズ'],
  ['ホテル開発', 'ホテルカイハツ'],
  ['リゾート', 'リゾート'],
];
const HOTEL_BRANDS = ['ホテル{s}', '{s}グランドホテル', 'ホテル{s}シティ', '{s}ガーデンホテル', 'ホテル{s}パレス'];
const HOTEL_HALLS = [
  '鳳凰の間',
  '孔雀の間',
  '桜の間',
  'グランドボールルーム',
  '芙蓉の間',
  'ダイヤモンドルーム',
  '翠玉の間',
  '銀河の間',
];
const HOTEL_EVENTS = [
  '創立{n}周年記念祝賀会',
  '忘年会',
  '新年会',
  '新年賀詞交歓会',
  '全国代理店会議 懇親会',
  '永年勤続表彰式・祝賀会',
  '内定者懇親会',
  '取引先感謝の集い',
];
const HOTEL_EXTRAS = [
  ['音響・照明オペレート', '式', 20000, 60000],
  ['装花（メインテーブル・受付）', '式', 20000, 80000],
  ['立看板・案内表示', '式', 15000, 40000],
  ['司会者', '名', 50000, 80000],
  ['プロジェクター・スクリーン', '式', 20000, 40000],
  ['クローク', '式', 10000, 20000],
  ['控室（小宴会場）', '室', 10000, 30000],
];
LAYOUTS.push({
  id: 'L84-hotel-enkai',
  split: 'dev',
  title: "シティホテル's 御請求書 for a company's 宴会, with サービス料, 宿泊 and a 内金 deducted",
  exercises:
    "a シティホテル's 御請求書 to a company for its 宴会: the hotel's name set as the header in a serif face over a thin double rule (the company running it, ㈱/(株) or spelled out, only in the issuer block at the foot), 御請求書 with INVOICE under it, 請求日 / 請求書番号 / ご宴会番号 at the right, the buyer with 御中 and the 幹事 … 様, a table of the 宴会 (ご宴会名, ご利用日時, 会場, 形式 立食/着席, ご人数), ご請求金額 in a box, a 明細 (月日, 摘要, 数量, 単価, 金額): 料理 and フリードリンク per 名, 追加飲物, 会場使用料, 付帯 (音響, 装花, 看板, 司会 …), sometimes ご宿泊 by the room and night; then 小計, サービス料（10%）, 課税対象額, 消費税（10%）, 宿泊税 (不課税, 東京都 only), 合計, 内金 (ご入金日) deducted, 差引ご請求額 the amount to pay; the お振込先 (or お振込口座) and お支払期日 (or お支払期限) in a ruled box, the company's 〒 address, TEL/FAX, 登録番号 and the 宴会 担当 at the bottom right with a 角印",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main', checking: r.chance(0.3) }),
  render(d, r) {
    const [stem, stemKana] = r.pick(STEMS);
    const [trade, tradeKana] = r.pick(HOTEL_TRADES);
    d.corpBody = stem + trade;
    d.form = '株式会社';
    d.formBefore = r.chance(0.6);
    d.issuerName = d.formBefore ? `株式会社${d.corpBody}` : `${d.corpBody}株式会社`;
    d.holderBase = d.formBefore ? `カ）${stemKana}${tradeKana}` : `${stemKana}${tradeKana}（カ`;
    landline(d);
    ordinaryAtNetBank(d);
    const brand = r.pick(HOTEL_BRANDS).replace('{s}', r.chance(0.7) ? stem : r.pick(STEMS)[0]);
    const hall = r.pick(HOTEL_HALLS);
    const standing = r.chance(0.6);
    const people = r.int(30, 220);
    const event = r.pick(HOTEL_EVENTS).replace('{n}', String(r.pick([10, 20, 25, 30, 40, 50, 60, 70])));
    const eventDay = addDays(d.issue, -r.int(1, 10));
    const startH = r.pick([17, 18, 18, 18, 19, 12]);
    const lines = [];
    const md = (dt) => `${dt[1]}/${dt[2]}`;
    lines.push({
      dt: eventDay,
      name: standing ? '料理（立食ブッフェ）' : '料理（和洋折衷コース）',
      qty: people,
      unit: '名',
      price: r.int(12, 30) * 500,
      service: true,
    });
    lines.push({
      dt: eventDay,
      name: `フリードリンク（${r.pick([90, 120, 120, 150])}分）`,
      qty: people,
      unit: '名',
      price: r.int(5, 9) * 500,
      service: true,
    });
    if (r.chance(0.4))
      lines.push({
        dt: eventDay,
        name: '追加飲物（瓶ビール）',
        qty: r.int(10, 60),
        unit: '本',
        price: r.int(8, 12) * 100,
        service: true,
      });
    const venueService = r.chance(0.5);
    lines.push({
      dt: eventDay,
      name: `会場使用料（${hall}）`,
      qty: 1,
      unit: '式',
      price: r.int(10, 50) * 10000,
      service: venueService,
    });
    for (const [name, unit, lo, hi] of shuffle(r, HOTEL_EXTRAS).slice(0, r.int(1, 4))) {
      lines.push({ dt: eventDay, name, qty: 1, unit, price: r.int(lo / 1000, hi / 1000) * 1000, service: false });
    }
    const stay = r.chance(0.45);
    const tokyo = prefOf(d.address) === '東京都';
    let lodgingTax = 0;
    if (stay) {
      const rooms = r.int(2, 12);
      const nights = r.pick([1, 1, 1, 2]);
      const rate = r.int(24, 44) * 500;
      const roomType = r.pick(['シングル', 'ダブル（1名利用）', 'ツイン（1名利用）']);
      for (let k = 0; k < nights; k++) {
        lines.push({
          dt: addDays(eventDay, k),
          name: `ご宿泊　${roomType}（素泊まり）`,
          qty: rooms,
          unit: '室',
          price: rate,
          service: false,
        });
        if (tokyo) lodgingTax += rooms * (rate >= 15000 ? 200 : 100);
      }
    }
    const serviceBase = lines.filter((x) => x.service).reduce((t, x) => t + x.qty * x.price, 0);
    const service = Math.floor(serviceBase / 10);
    d.items = [
      ...lines.map((x) => ({ ...x, amount: x.qty * x.price, rate: 10 })),
      { name: 'サービス料', qty: 1, unit: '式', price: service, amount: service, rate: 10 },
    ];
    d.sum = summarize(d.items);
    const s = d.sum;
    const detailSum = s.subtotal - service;
    const grand = s.total + lodgingTax;
    const deposit = r.chance(0.6) ? Math.min(Math.floor(grand / 2 / 10000), r.int(10, 50)) * 10000 : 0;
    const depositDay = addDays(eventDay, -r.int(14, 40));
    const total = grand - deposit;
    d.due = r.chance(0.5)
      ? addDays(d.issue, r.pick([14, 20, 30]))
      : endOfMonth(...addDays(endOfMonth(d.issue[0], d.issue[1]), 1).slice(0, 2));
    const fmt = DATE_FORMATS[r.pick(['seireki', 'seireki', 'slash', 'wareki'])];
    const issuer = spelled(d, r.pick(['full', 'full', 'circled', 'paren']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full']));
    const bankLabel = r.pick(['お振込先', 'お振込口座']);
    const dueLabel = r.pick(['お支払期日', 'お支払期限']);
    const banquetNo = `${r.pick(['B', 'BQ', 'E'])}${String(eventDay[0]).slice(2)}${pad2(eventDay[1])}-${r.digits(4)}`;
    const sales = `宴会セールス課　${r.pick(SURNAMES)[0]}`;
    const accent = r.pick(['#7a5c2e', '#1e3a5f', '#5a2a3a', '#2e4a3a']);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 11px; color: #1e1e1e; }
      .frame { position: absolute; inset: 22px; border: 1px solid ${accent}; } .wrap { position: relative; padding: 40px 52px; }
      .brand { text-align: center; font-size: 24px; letter-spacing: .25em; color: ${accent}; padding-bottom: 6px; border-bottom: 3px double ${accent}; }
      h1 { text-align: center; font-size: 20px; letter-spacing: .6em; padding-left: .6em; margin: 14px 0 0; font-weight: 600; } .en { text-align: center; font-size: 10px; letter-spacing: .3em; color: #555; }
      .hd { display: flex; justify-content: space-between; align-items: flex-end; margin-top: 12px; }
      .to .n { font-size: 16px; border-bottom: 1px solid #222; padding-right: 30px; white-space: nowrap; } .to .p { margin-top: 4px; }
      .meta td { padding: 1px 0 1px 14px; } .meta td:first-child { color: #444; }
      .ev { width: 100%; margin-top: 12px; } .ev th { width: 90px; background: #f5f2ec; border: 1px solid #999; font-weight: normal; padding: 3px 8px; text-align: left; } .ev td { border: 1px solid #999; padding: 3px 8px; }
      .amt { margin: 12px 0 0; } .amt th { border: 1.5px solid ${accent}; background: ${accent}; color: #fff; font-weight: normal; padding: 6px 16px; font-size: 12px; }
      .amt td { border: 1.5px solid ${accent}; font-size: 19px; font-weight: bold; padding: 3px 22px; min-width: 220px; text-align: right; }
      .det { width: 100%; margin-top: 10px; } .det th { border-top: 1px solid #333; border-bottom: 1px solid #333; font-weight: normal; padding: 3px; background: #f5f2ec; }
      .det td { border-bottom: 1px dotted #999; padding: 3px 6px; } .det td.c { text-align: center; }
      .calc { margin: 6px 0 0 auto; width: 330px; } .calc td { padding: 2px 8px; border-bottom: 1px solid #ddd; } .calc td.num { width: 120px; }
      .calc tr.g td { border-top: 1px solid #333; font-weight: bold; } .calc tr.f td { font-size: 13px; font-weight: bold; border-bottom: 3px double #222; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 14px; gap: 18px; }
      .pay { border-collapse: collapse; } .pay th { border: 1px solid #666; background: #f5f2ec; font-weight: normal; padding: 3px 8px; text-align: left; white-space: nowrap; } .pay td { border: 1px solid #666; padding: 3px 8px; }
      .from { position: relative; min-width: 250px; line-height: 1.55; font-size: 10.5px; } .from .nm { font-size: 13px; font-weight: bold; }`;
    const rows = lines
      .map(
        (x) =>
          `<tr><td class="c">${md(x.dt)}</td><td>${x.name}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.qty * x.price)}</td></tr>`,
      )
      .join('');
    const page = `<div class="frame"></div><div class="wrap"><div class="brand">${brand}</div>
      <h1>御請求書</h1><div class="en">INVOICE</div>
      <div class="hd"><div class="to"><div class="n">${d.buyerName}　御中</div><div class="p">${r.pick(['総務部', '人事部', '営業推進部', '経営企画室'])}　${d.buyerPerson} 様</div></div>
        <table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書番号</td><td>${d.no}</td></tr><tr><td>ご宴会番号</td><td>${banquetNo}</td></tr></table></div>
      <p style="margin:10px 0 0">このたびは${brand}をご利用賜り、誠にありがとうございました。下記のとおりご請求申し上げます。</p>
      <table class="ev"><tr><th>ご宴会名</th><td colspan="3">${event}</td></tr>
        <tr><th>ご利用日時</th><td>${fmt(eventDay)}（${weekday(eventDay)}）${startH}:00〜${startH + 2}:${r.pick(['00', '30'])}</td><th>会場</th><td>${hall}</td></tr>
        <tr><th>形式</th><td>${standing ? '立食' : '着席'}</td><th>ご人数</th><td>${people}名</td></tr></table>
      <table class="amt"><tr><th>ご請求金額</th><td>¥${yen(total)}</td></tr></table>
      <table class="det"><tr><th style="width:46px">月日</th><th>摘　要</th><th style="width:46px">数量</th><th style="width:34px">単位</th><th style="width:70px">単価</th><th style="width:90px">金額</th></tr>${rows}</table>
      <table class="calc"><tr><td>小計</td><td class="num">${yen(detailSum)}</td></tr>
        <tr><td>サービス料（10%）</td><td class="num">${yen(service)}</td></tr>
        <tr class="g"><td>課税対象額</td><td class="num">${yen(s.subtotal)}</td></tr>
        <tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr>
        ${lodgingTax ? `<tr><td>宿泊税（不課税）</td><td class="num">${yen(lodgingTax)}</td></tr>` : ''}
        <tr class="g"><td>合計</td><td class="num">${yen(grand)}</td></tr>
        ${deposit ? `<tr><td>内金（${fmt(depositDay)} ご入金）</td><td class="num">△${yen(deposit)}</td></tr>` : ''}
        <tr class="f"><td>${deposit ? '差引ご請求額' : 'ご請求額'}</td><td class="num">¥${yen(total)}</td></tr></table>
      <div class="low"><table class="pay"><tr><th>${dueLabel}</th><td>${fmt(d.due)}</td></tr>
          <tr><th>${bankLabel}</th><td>${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}預金　${d.account}<br>${holder}</td></tr></table>
        <div class="from"><div class="nm">${issuer}</div>${brand}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}<br>${sales}
          ${kakuin(d, 'right: 0; top: -6px; opacity: .6;')}</div></div>
      <div style="font-size:9px;color:#555;margin-top:8px">※サービス料は料理・飲物${venueService ? '・会場使用料' : ''}に対して申し受けております。${stay && tokyo ? '※宿泊税は東京都の条例に基づき申し受けております。' : ''}※振込手数料は貴社にてご負担くださいますようお願い申し上げます。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 85 — a 消防設備 点検業者's 請求書 for one building's 消防用設備等点検 (機器点検 or 総合点検): the 物件 (名称, 所在地, 用途,
// 点検種別, 点検実施日), one row per 設備 (消火器, 自動火災報知設備, 誘導灯, 屋内消火栓, 避難器具 …) with its count in the
// 摘要, the 報告書 作成・提出代行, the parts replaced (消火器 本体, 廃消火器 処分, バッテリー, 感知器); 金融機関コード and 支店
// コード printed beside the names in a ruled 振込先 table at the bottom right.
const BOUSAI_TRADES = [
  ['防災', 'ボウサイ'],
  ['消防設備', 'ショウボウセツビ'],
  ['防災設備', 'ボウサイセツビ'],
  ['防災システム', 'ボウサイシステム'],
  ['消防防災', 'ショウボウボウサイ'],
];
const BOUSAI_USES = ['事務所', '店舗・事務所', '共同住宅', '工場', '倉庫', '飲食店・事務所', '診療所・事務所'];
const BOUSAI_BLDGS = ['ビル', '第2ビル', 'センタービル', 'ハイツ', 'マンション', '工場', '物流倉庫'];
LAYOUTS.push({
  id: 'L85-shobo-tenken',
  split: 'dev',
  title: "消防設備 点検業者's 請求書 for one building's 消防用設備等点検, bank and branch codes in a ruled table",
  exercises:
    "a 消防設備 点検業者's 請求書 for one building's 消防用設備等点検: 請求書 at the top left over 請求番号 / 請求日, the issuer at the top right (㈱/(株)/(有) or spelled out, 消防設備士・点検資格者 line, 〒 address, TEL/FAX, 登録番号 printed T1234567890123 or T-1234-5678-9012-3, 社判), the buyer with 御中 and 管理ご担当者 様, ご請求金額（税込）and the 振込期日 (or お支払期限 / お支払期日) side by side in a bar, a 物件 table (物件名, 所在地, 用途, 点検種別 機器点検/総合点検, 点検実施日), one row per 設備 (消火器, 自動火災報知設備 with 感知器 count, 誘導灯, 屋内消火栓, 避難器具, 非常警報設備) and 点検結果報告書 作成・消防署提出代行, the parts replaced (消火器 本体交換, 廃消火器 引取・リサイクル処分, 誘導灯 バッテリー, 感知器) and 出張費; 税抜合計 / 消費税 / 税込合計 on the right; 備考 at the bottom left, a ruled お振込口座 table (金融機関名 with its 4-digit code, 支店名 with its 3-digit code, 預金種目, 口座番号, 口座名義 half-width or full-width) at the bottom right",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main', checking: r.chance(0.25) }),
  render(d, r) {
    setCorp(d, r, BOUSAI_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    landline(d);
    if (!d.bank.main && r.chance(0.5)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [bs] = r.pick(STEMS);
    const bldg = `${bs}${r.pick(BOUSAI_BLDGS)}`;
    const use = r.pick(BOUSAI_USES);
    const general = r.chance(0.45);
    const kind = general ? '総合点検（機器点検含む）' : '機器点検';
    const day = addDays(d.issue, -r.int(3, 25));
    const ext = r.int(6, 48);
    const sensors = r.int(12, 160);
    const lights = r.int(4, 40);
    const lines = [];
    lines.push({ name: '消火器 点検', note: `${ext}本`, qty: ext, unit: '本', price: r.int(20, 50) * 10 });
    lines.push({
      name: '自動火災報知設備 点検',
      note: `受信機1台・感知器${sensors}個`,
      qty: 1,
      unit: '式',
      price: Math.round((12000 + sensors * r.int(120, 260)) / 1000) * 1000,
    });
    lines.push({ name: '誘導灯 点検', note: `${lights}台`, qty: lights, unit: '台', price: r.int(30, 80) * 10 });
    if (r.chance(0.4))
      lines.push({
        name: '屋内消火栓設備 点検',
        note: `消火栓${r.int(2, 10)}箇所・ポンプ${general ? '放水試験共' : '作動確認'}`,
        qty: 1,
        unit: '式',
        price: r.int(15, 50) * 1000,
      });
    if (r.chance(0.4))
      lines.push({
        name: '避難器具 点検',
        note: r.pick(['緩降機', '避難はしご', '救助袋']),
        qty: r.int(1, 6),
        unit: '基',
        price: r.int(30, 60) * 100,
      });
    if (r.chance(0.3))
      lines.push({ name: '非常警報設備 点検', note: '非常ベル', qty: 1, unit: '式', price: r.int(5, 15) * 1000 });
    if (general || r.chance(0.3))
      lines.push({ name: '点検結果報告書 作成・消防署提出代行', note: '', qty: 1, unit: '式', price: r.int(5, 20) * 1000 });
    const bad = r.int(0, Math.min(4, ext));
    if (bad) {
      lines.push({
        name: '消火器 本体交換',
        note: r.pick(['粉末ABC10型（蓄圧式）', '粉末ABC10型（加圧式→蓄圧式）']),
        qty: bad,
        unit: '本',
        price: r.int(60, 95) * 100,
      });
      lines.push({
        name: '廃消火器 引取・リサイクル処分費',
        note: 'リサイクルシール代含む',
        qty: bad,
        unit: '本',
        price: r.int(10, 25) * 100,
      });
    }
    if (r.chance(0.4))
      lines.push({
        name: '誘導灯 バッテリー交換',
        note: r.pick(['ニッケル水素 3.6V', 'ニッケルカドミウム 2.4V']),
        qty: r.int(1, 6),
        unit: '個',
        price: r.int(40, 90) * 100,
      });
    if (r.chance(0.3))
      lines.push({ name: '感知器交換', note: '差動式スポット型2種', qty: r.int(1, 5), unit: '個', price: r.int(35, 70) * 100 });
    if (r.chance(0.5)) lines.push({ name: '出張費', note: '', qty: 1, unit: '式', price: r.int(3, 8) * 1000 });
    d.items = lines.map((x) => ({ ...x, amount: x.qty * x.price, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['seireki', 'seirekiPad', 'slash', 'wareki'])];
    const issuer =
      d.form === '株式会社'
        ? spelled(d, r.pick(['full', 'full', 'circled', 'paren']))
        : r.chance(0.5)
          ? abbreviated(d, r.pick([0, 1]))
          : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full', 'half-big']));
    const dueLabel = r.pick(['振込期日', 'お支払期限', 'お支払期日']);
    const reg = r.chance(0.35) ? regHyphen(d.reg) : d.reg;
    const blue = r.pick(['#c0392b', '#1f4e79', '#333']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10.5px; color: #1b1b1b; }
      .wrap { padding: 38px 46px; } .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { font-size: 26px; letter-spacing: .5em; margin: 0 0 6px; color: ${blue}; font-weight: 700; }
      .meta td { padding: 1px 12px 1px 0; } .meta td:first-child { color: #555; }
      .to { margin-top: 18px; } .to .n { font-size: 16px; border-bottom: 1.5px solid #222; padding-right: 30px; white-space: nowrap; } .to .p { margin-top: 4px; }
      .from { position: relative; min-width: 290px; line-height: 1.55; } .from .nm { font-size: 15px; font-weight: bold; } .from .sub { font-size: 9px; color: #555; }
      .bar { display: flex; margin-top: 16px; border: 2px solid ${blue}; } .bar div { padding: 6px 14px; } .bar .l { background: ${blue}; color: #fff; }
      .bar .v { font-size: 19px; font-weight: bold; flex: 1; } .bar .dl { background: #f0f0f0; border-left: 2px solid ${blue}; } .bar .dv { font-size: 13px; font-weight: bold; padding-top: 9px; }
      .prop { width: 100%; margin-top: 12px; } .prop th { background: #f0f0f0; border: 1px solid #888; font-weight: normal; width: 80px; padding: 3px 6px; text-align: left; } .prop td { border: 1px solid #888; padding: 3px 6px; }
      .det { width: 100%; margin-top: 12px; } .det th { background: ${blue}; color: #fff; font-weight: normal; padding: 3px; border: 1px solid ${blue}; }
      .det td { border: 1px solid #aaa; padding: 3px 6px; } .det td.c { text-align: center; } .det td.note { font-size: 9.5px; color: #444; }
      .tot { margin: 8px 0 0 auto; } .tot td { border: 1px solid #888; padding: 3px 10px; } .tot td.l { background: #f0f0f0; width: 110px; } .tot td.num { width: 120px; } .tot tr.g td { font-weight: bold; font-size: 13px; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px; margin-top: 14px; }
      .memo { flex: 1; border: 1px solid #888; padding: 4px 8px; min-height: 90px; line-height: 1.6; font-size: 9.5px; } .memo b { font-size: 10px; }
      .bank { width: 360px; } .bank th { background: #f0f0f0; border: 1px solid #888; font-weight: normal; padding: 3px 6px; text-align: left; white-space: nowrap; } .bank td { border: 1px solid #888; padding: 3px 6px; }`;
    const rows = d.items
      .map(
        (x) =>
          `<tr><td>${x.name}</td><td class="note">${x.note}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const page = `<div class="wrap"><div class="hd">
        <div><h1>請求書</h1><table class="meta"><tr><td>請求番号</td><td>${d.no}</td></tr><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr></table>
          <div class="to"><div class="n">${d.buyerName}　御中</div><div class="p">管理ご担当者　様</div></div></div>
        <div class="from"><div class="nm">${issuer}</div><div class="sub">消防設備士（甲種・乙種）・防火対象物点検資格者 在籍</div>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号：${reg}
          ${kakuin(d, 'right: 6px; top: 10px; opacity: .65;')}</div></div>
      <p style="margin:14px 0 0">平素は格別のご高配を賜り厚く御礼申し上げます。消防用設備等点検を実施いたしましたので、下記のとおりご請求申し上げます。</p>
      <div class="bar"><div class="l">ご請求金額<br><span style="font-size:9px">（税込）</span></div><div class="v">¥${yen(s.total)}</div><div class="dl">${dueLabel}</div><div class="dv">${fmt(d.due)}</div></div>
      <table class="prop"><tr><th>物件名</th><td>${bldg}</td><th>用途</th><td>${use}</td></tr>
        <tr><th>所在地</th><td colspan="3">${d.buyerAddress}</td></tr>
        <tr><th>点検種別</th><td>${kind}</td><th>点検実施日</th><td>${fmt(day)}</td></tr></table>
      <table class="det"><tr><th>項目</th><th style="width:170px">内容・数量</th><th style="width:44px">数量</th><th style="width:34px">単位</th><th style="width:66px">単価</th><th style="width:84px">金額</th></tr>${rows}</table>
      <table class="tot"><tr><td class="l">税抜合計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="g"><td class="l">税込合計</td><td class="num">${yen(s.total)}</td></tr></table>
      <div class="low"><div class="memo"><b>備考</b><br>・点検結果報告書（控）を同封いたしますので、ご確認ください。<br>${bad ? `・不良の消火器${bad}本は点検時に交換し、旧品を引き取りました。<br>` : ''}・次回${general ? '機器点検' : '点検'}は約6ヶ月後を予定しております。<br>・振込手数料はご負担くださいますようお願いいたします。</div>
        <table class="bank"><tr><th colspan="4" style="text-align:center">お振込口座</th></tr>
          <tr><th>金融機関</th><td>${d.bank.name}（${d.bank.code}）</td><th>支店</th><td>${d.branch.name}（${d.branch.code}）</td></tr>
          <tr><th>預金種目</th><td>${TYPE_LABEL[d.type]}</td><th>口座番号</th><td>${d.account}</td></tr>
          <tr><th>口座名義</th><td colspan="3">${holder}</td></tr></table></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, showBankCode: true, showBranchCode: true } };
  },
});

// 86 — a 書店's 外商部 monthly 請求書 to a company: a statement head (前回御請求額, 御入金額, 繰越金額, 今回御買上額, 消費税額,
// 今回御請求額), one row per 納品 (月日, 伝票No., 書名 with 出版社 and ISBN, 冊数, 本体価格, 金額, 税率): books and magazines at
// 10%, the newspapers taken by subscription at 8% (軽減), 税率別 対象額 and 消費税 at the foot, the 振込先 as one line.
// [書名, 出版社, 出版者記号, 本体 lo–hi]
const BOOKS = [
  ['図解 インボイス制度と電子帳簿保存法の実務', '中央経済社', '502', 2600, 3400],
  ['法人税申告書の書き方と実務', '税務研究会', '7931', 3200, 4800],
  ['会社法実務ハンドブック', '商事法務', '7857', 4500, 6800],
  ['ポケット六法', '有斐閣', '641', 2000, 2400],
  ['労務管理の実務Q&A', '労務行政', '8452', 2800, 3600],
  ['はじめての品質管理', '日本規格協会', '542', 2000, 3200],
  ['建設業会計の実務', '清文社', '433', 3000, 4200],
  ['実践 リーダーシップ論', 'ダイヤモンド社', '478', 1600, 2200],
  ['図解 物流の基本', '日本実業出版社', '534', 1600, 2000],
  ['プロジェクトマネジメント実践ガイド', '翔泳社', '7981', 2800, 3800],
  ['電気設備技術基準とその解釈', 'オーム社', '274', 1800, 2400],
  ['業界地図', '東洋経済新報社', '492', 1500, 1800],
  ['Excel実務の教科書', '技術評論社', '297', 1800, 2600],
  ['データ分析入門', 'オーム社', '274', 2800, 3600],
];
// [紙名・誌名, 税率, 月額本体 lo–hi]
const PERIODICALS = [
  ['日本経済新聞（朝・夕刊）', 8, 4800, 5200],
  ['日刊工業新聞', 8, 4000, 4500],
  ['日経MJ', 8, 1800, 2200],
  ['建設通信新聞', 8, 3800, 4400],
  ['週刊東洋経済（定期購読）', 10, 3000, 3600],
  ['日経ビジネス（定期購読）', 10, 2400, 3000],
  ['旬刊 経理情報（定期購読）', 10, 3200, 3800],
  ['月刊 総務（定期購読）', 10, 1500, 1800],
];
const isbn13 = (pub, r) => {
  const body = `9784${pub}${r.digits(8 - pub.length)}`;
  const sum = [...body].reduce((t, c, i) => t + Number(c) * (i % 2 ? 3 : 1), 0);
  const check = (10 - (sum % 10)) % 10;
  return `978-4-${pub}-${body.slice(4 + pub.length)}-${check}`;
};
LAYOUTS.push({
  id: 'L86-shoten-gaisho',
  split: 'dev',
  title: "書店's 外商 monthly 請求書 with books at 10% and subscribed newspapers at 8%",
  exercises:
    "a 書店's 外商部 monthly 請求書 to a company from its 販売管理 software: 請求書 at the top, the buyer's 〒 address with 御中 and 総務部 図書ご担当 様 and a 得意先No. at the left, the issuer at the right (〇〇書店 / 〇〇書房 / 〇〇堂書店 as ㈱/(株)/(有) or spelled out, 外商部, 〒 address, TEL/FAX, 登録番号, 社判), 締切日 / 請求日 / 請求No., a statement head of six cells (前回御請求額, 御入金額, 繰越金額, 今回御買上額, 消費税額, 今回御請求額; the 繰越 usually 0), rows by 納品 (月日, 伝票No., 品名 with 出版社 and ISBN 978-4-…, 数量, 本体価格, 金額, 税率 10% / 8%※): books and magazines at 10%, newspapers by subscription at 8%, 税率別 対象額 and 消費税 at the foot, the お支払期限 (a date or a month's 末日) and the お振込先 as one line with a half-width holder",
  opts: (r, inst) => ({ rates: 'mixed', bank: inst === 0 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(
      d,
      r,
      [
        ['書店', 'ショテン'],
        ['堂書店', 'ドウショテン'],
        ['書房', 'ショボウ'],
        ['ブックセンター', 'ブックセンター'],
      ],
      [
        ['株式会社', 'カ'],
        ['株式会社', 'カ'],
        ['有限会社', 'ユ'],
      ],
    );
    landline(d);
    if (!d.bank.main && r.chance(0.5)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const closing = r.chance(0.7) ? endOfMonth(y, m) : [y, m, 20];
    const from = periodStart(closing);
    const span = daysBetween(from, closing) + 1;
    d.issue = closing;
    const nm = addDays(endOfMonth(y, m), 1);
    const dueMonthEnd = r.chance(0.65);
    d.due = dueMonthEnd ? endOfMonth(nm[0], nm[1]) : [nm[0], nm[1], r.pick([10, 20, 25])];
    let slip = r.int(100000, 899999);
    const rows = [];
    const nBooks = r.int(3, 9);
    for (const [title, pub, code, lo, hi] of shuffle(r, BOOKS).slice(0, nBooks)) {
      const ed = r.pick(['', '', '（第2版）', '（第3版）', `${d.issue[0]}年版`, `令和${d.issue[0] - 2018}年度版`]);
      rows.push({
        off: r.int(0, span - 1),
        name: ed && !ed.startsWith('（') ? `${title} ${ed}` : `${title}${ed}`,
        sub: `${pub}　ISBN${isbn13(code, r)}`,
        qty: r.pick([1, 1, 1, 2, 3, 5]),
        price: r.int(lo / 100, hi / 100) * 100,
        rate: 10,
      });
    }
    const month = `${closing[1]}月分`;
    for (const [name, rate, lo, hi] of shuffle(r, PERIODICALS).slice(0, r.int(1, 3))) {
      rows.push({
        off: span - 1,
        name: `${name}　${month}`,
        sub: '定期購読',
        qty: r.pick([1, 1, 2]),
        price: r.int(lo / 10, hi / 10) * 10,
        rate,
      });
    }
    if (!rows.some((x) => x.rate === 8))
      rows.push({
        off: span - 1,
        name: `${PERIODICALS[0][0]}　${month}`,
        sub: '定期購読',
        qty: 1,
        price: r.int(480, 520) * 10,
        rate: 8,
      });
    rows.sort((a, b) => a.off - b.off);
    rows.forEach((x) => {
      slip += r.int(1, 30);
      x.slip = String(slip);
      x.amount = x.qty * x.price;
    });
    d.items = rows.map((x) => ({ name: x.name, qty: x.qty, price: x.price, amount: x.amount, rate: x.rate }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const prev = r.int(8, 120) * 1000 + r.int(0, 999);
    const carry = r.chance(0.2) ? r.int(1, 40) * 100 + r.int(0, 99) : 0;
    const paid = prev - carry;
    const total = carry + s.total;
    const fmt = DATE_FORMATS[r.pick(['seireki', 'slash', 'seirekiPad'])];
    const issuer =
      d.form === '株式会社'
        ? spelled(d, r.pick(['full', 'full', 'circled', 'paren']))
        : r.chance(0.5)
          ? abbreviated(d, r.pick([0, 1]))
          : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const bankLabel = r.pick(['お振込先', '振込先', 'お振込口座']);
    const dueText = dueMonthEnd && r.chance(0.5) ? `${d.due[0]}年${d.due[1]}月末日` : fmt(d.due);
    const cust = `${r.int(10, 99)}-${r.digits(4)}`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #1a1a1a; }
      .wrap { padding: 34px 40px; } h1 { text-align: center; font-size: 22px; letter-spacing: .8em; padding-left: .8em; margin: 0 0 10px; font-weight: 600; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .to { line-height: 1.55; font-size: 10.5px; } .to .n { font-size: 15px; margin-top: 4px; } .to .c { margin-top: 6px; color: #333; }
      .rt { min-width: 330px; } .meta { width: 100%; } .meta td { border: 1px solid #777; padding: 2px 6px; white-space: nowrap; } .meta td.l { background: #eee; width: 70px; }
      .from { position: relative; margin-top: 8px; line-height: 1.5; } .from .nm { font-size: 14px; font-weight: bold; }
      .head { width: 100%; margin-top: 12px; } .head th { border: 1px solid #555; background: #eee; font-weight: normal; padding: 3px; font-size: 9.5px; }
      .head td { border: 1px solid #555; padding: 5px 8px; text-align: right; font-size: 12px; } .head td.g { font-weight: bold; font-size: 14px; background: #fffbe6; }
      .det { width: 100%; margin-top: 10px; } .det th { border-top: 1.5px solid #222; border-bottom: 1px solid #222; font-weight: normal; padding: 3px; background: #f5f5f5; }
      .det td { border-bottom: 1px solid #ddd; padding: 2px 5px; vertical-align: top; } .det td.c { text-align: center; } .det .sub { font-size: 8.5px; color: #555; }
      .tax { margin: 8px 0 0 auto; } .tax td { padding: 2px 10px; border-bottom: 1px solid #ccc; } .tax tr.g td { font-weight: bold; border-top: 1.5px solid #222; }
      .foot { margin-top: 12px; border-top: 1px solid #222; padding-top: 6px; line-height: 1.7; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td class="c">${mdSlash(addDays(from, x.off))}</td><td class="c">${x.slip}</td><td>${x.name}<div class="sub">${x.sub}</div></td><td class="num">${x.qty}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td><td class="c">${x.rate}%${x.rate === 8 ? '※' : ''}</td></tr>`,
      )
      .join('');
    const taxRows = [10, 8]
      .filter((k) => s.by[k])
      .map(
        (k) =>
          `<tr><td>${k}%対象${k === 8 ? '※' : ''}</td><td class="num">${yen(s.by[k].base)}</td><td>消費税（${k}%）</td><td class="num">${yen(s.by[k].tax)}</td></tr>`,
      )
      .join('');
    const page = `<div class="wrap"><h1>請求書</h1><div class="hd">
        <div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<div class="n">${d.buyerName}　御中</div>総務部　図書ご担当　様<div class="c">得意先No. ${cust}</div></div>
        <div class="rt"><table class="meta"><tr><td class="l">締切日</td><td>${fmt(closing)}</td><td class="l">請求No.</td><td>${d.no}</td></tr><tr><td class="l">請求日</td><td colspan="3">${fmt(d.issue)}</td></tr></table>
          <div class="from"><div class="nm">${issuer}</div>外商部<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}
            ${kakuin(d, 'right: 0; top: 2px; opacity: .6;')}</div></div></div>
      <p style="margin:10px 0 0">毎度お引き立ていただき誠にありがとうございます。下記のとおりご請求申し上げます。</p>
      <table class="head"><tr><th>前回御請求額</th><th>御入金額</th><th>繰越金額</th><th>今回御買上額</th><th>消費税額</th><th>今回御請求額</th></tr>
        <tr><td>${yen(prev)}</td><td>${yen(paid)}</td><td>${yen(carry)}</td><td>${yen(s.subtotal)}</td><td>${yen(s.tax)}</td><td class="g">${yen(total)}</td></tr></table>
      <table class="det"><tr><th style="width:40px">月日</th><th style="width:56px">伝票No.</th><th>品名</th><th style="width:36px">数量</th><th style="width:62px">本体価格</th><th style="width:74px">金額</th><th style="width:40px">税率</th></tr>${body}</table>
      <table class="tax">${taxRows}<tr class="g"><td colspan="3">今回御買上額（税込）</td><td class="num">${yen(s.total)}</td></tr></table>
      <div class="foot">お支払期限　${dueText}　　${bankLabel}　${d.bank.name} ${d.branch.name} ${TYPE_LABEL[d.type]} ${d.account} ${holder}<br>
        <span style="font-size:9px;color:#444">※印は軽減税率（8%）対象です。※行き違いにてご入金済みの節はご容赦ください。※振込手数料はご負担願います。</span></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 87 — a 旅行会社's monthly 請求書 for a company's 出張手配 (business travel): its 旅行業 登録番号 under the name, one block per
// trip (手配No., ご出張者, 出発日) with a row per 手配 (国内航空券, JR, 国内宿泊, 国際航空券, 燃油サーチャージ, 空港使用料,
// 国際観光旅客税, 海外ホテル, 取扱手数料, 変更手数料), every amount 税込 with its 税区分 (課税10% / 免税 / 不課税); a summary by
// 税区分 with the 内消費税, the bank in a box under the issuer at the top right.
const TRAVEL_TRADES = [
  ['トラベル', 'トラベル'],
  ['ツーリスト', 'ツーリスト'],
  ['観光', 'カンコウ'],
  ['旅行', 'リョコウ'],
  ['トラベルサービス', 'トラベルサービス'],
];
const DOMESTIC_AIR = [
  ['羽田', '福岡', 'ANA', 26000, 52000],
  ['羽田', '新千歳', 'JAL', 24000, 48000],
  ['羽田', '那覇', 'ANA', 30000, 58000],
  ['伊丹', '羽田', 'JAL', 18000, 36000],
  ['羽田', '広島', 'ANA', 24000, 44000],
  ['中部', '福岡', 'ANA', 20000, 38000],
  ['羽田', '鹿児島', 'JAL', 28000, 50000],
];
const RAIL = [
  ['東京', '新大阪', 'のぞみ', 14000, 15000],
  ['東京', '名古屋', 'のぞみ', 10800, 11600],
  ['東京', '仙台', 'はやぶさ', 11000, 11800],
  ['新大阪', '博多', 'のぞみ', 15000, 16000],
  ['東京', '金沢', 'かがやき', 14000, 15000],
  ['名古屋', '新大阪', 'のぞみ', 6600, 7200],
];
// Where a trip's hotel is: [city, prefecture] by the station or airport travelled to.
const TRIP_CITIES = {
  福岡: ['博多', '福岡県'],
  博多: ['博多', '福岡県'],
  新千歳: ['札幌', '北海道'],
  那覇: ['那覇', '沖縄県'],
  新大阪: ['大阪', '大阪府'],
  名古屋: ['名古屋', '愛知県'],
  仙台: ['仙台', '宮城県'],
  金沢: ['金沢', '石川県'],
  広島: ['広島', '広島県'],
  鹿児島: ['鹿児島', '鹿児島県'],
  羽田: ['東京', '東京都'],
};
const ABROAD = [
  ['成田', 'シンガポール', 'SQ', 90000, 180000],
  ['羽田', 'バンコク', 'TG', 70000, 160000],
  ['成田', 'ロサンゼルス', 'NH', 140000, 320000],
  ['関西', '上海', 'MU', 45000, 110000],
  ['羽田', 'フランクフルト', 'LH', 160000, 360000],
  ['成田', 'ホーチミン', 'VN', 60000, 140000],
  ['羽田', 'ソウル（金浦）', 'KE', 35000, 80000],
];
const TRAVEL_DEPTS = ['営業部', '海外営業部', '技術部', '購買部', '品質保証部', '経営企画室', '生産管理部'];
LAYOUTS.push({
  id: 'L87-ryokou-shucchou',
  split: 'dev',
  title: "旅行会社's monthly 出張手配 請求書, amounts 税込 with 課税・免税・不課税 by row",
  exercises:
    "a 旅行会社's monthly 請求書 for a company's 出張手配: the issuer at the top right (㈱/(株)/(有) or spelled out, 観光庁長官登録旅行業第…号 or …知事登録旅行業第2-…号, 法人営業部, 〒 address, TEL/FAX, 登録番号, 社判) with the bank in a bordered box under it (お振込先 / 振込口座 / ご入金口座, a half-width or full-width holder), 請求書（出張手配分）at the top left, the buyer with 御中 and 総務部 出張手配ご担当 様, 請求日 / 請求書番号 / 対象期間, ご請求金額（税込）and the お支払期限 (or お支払期日) in a box, one block per trip (手配No., 出発日, ご出張者 部署 and name 様, 行先) with a row per 手配: 国内航空券 (便名), JR 乗車券・特急券, 国内宿泊 (泊数) with 宿泊税, 国際航空券, 燃油特別付加運賃, 空港施設使用料, 国際観光旅客税, 海外ホテル, 取扱手数料, 変更手数料; every amount 税込 with a 税区分 column (課税10% / 免税 / 不課税); a summary: 課税（10%）対象額（税込）and its 内消費税, 免税, 不課税, 合計 the amount to pay; slash or 年月日 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main', checking: r.chance(0.35) }),
  render(d, r) {
    setCorp(d, r, TRAVEL_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    landline(d);
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const closing = endOfMonth(y, m);
    const from = [y, m, 1];
    d.issue = r.chance(0.5) ? closing : addDays(closing, r.int(1, 7));
    const nm = addDays(closing, 1);
    d.due = r.chance(0.7) ? endOfMonth(nm[0], nm[1]) : [nm[0], nm[1], r.pick([15, 20, 25])];
    const pref = prefOf(d.address);
    const license = r.chance(0.5)
      ? `観光庁長官登録旅行業第${r.int(100, 2100)}号`
      : `${pref}知事登録旅行業第2-${r.int(100, 1500)}号`;
    const nTrips = r.int(3, 5);
    const trips = [];
    let tno = r.int(10000, 89999);
    let nAbroad = 0;
    for (let t = 0; t < nTrips; t++) {
      const dept = r.pick(TRAVEL_DEPTS);
      const who = `${dept}　${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]} 様`;
      const start = addDays(from, r.int(0, closing[2] - 3));
      const rows = [];
      const abroad = nAbroad < 2 && r.chance(0.3);
      if (abroad) nAbroad++;
      let dest;
      if (abroad) {
        const [o, to, al, lo, hi] = r.pick(ABROAD);
        dest = to;
        const nights = r.int(2, 5);
        rows.push({
          name: `国際航空券　${o}⇔${to}　${al}${r.int(1, 999)}便 他　エコノミー往復`,
          tax: '免税',
          amount: r.int(lo / 100, hi / 100) * 100,
        });
        rows.push({ name: '燃油特別付加運賃', tax: '免税', amount: r.int(10, 60) * 1000 + r.pick([0, 400, 800]) });
        rows.push({ name: `空港施設使用料（${o}）`, tax: '免税', amount: r.pick([2610, 2950, 3160, 3260]) });
        rows.push({ name: '国際観光旅客税', tax: '不課税', amount: 1000 });
        if (r.chance(0.7))
          rows.push({ name: `海外ホテル　${to}　${nights}泊`, tax: '不課税', amount: nights * r.int(120, 380) * 100 });
        rows.push({ name: '取扱手数料（海外）', tax: '課税10%', amount: r.pick([3300, 5500, 5500, 11000]) });
      } else {
        const air = r.chance(0.5);
        const nights = r.int(1, 3);
        if (air) {
          const [o, to, al, lo, hi] = r.pick(DOMESTIC_AIR);
          dest = to;
          rows.push({
            name: `国内航空券　${o}⇔${to}　${al}${r.int(1, 999)}便/${al}${r.int(1, 999)}便　往復`,
            tax: '課税10%',
            amount: r.int(lo / 10, hi / 10) * 10,
          });
        } else {
          const [o, to, tr, lo, hi] = r.pick(RAIL);
          dest = to;
          rows.push({
            name: `JR乗車券・特急券　${o}⇔${to}　${tr} 指定席 往復`,
            tax: '課税10%',
            amount: 2 * r.int(lo / 10, hi / 10) * 10,
          });
        }
        if (r.chance(0.8)) {
          const [city, hpref] = TRIP_CITIES[dest];
          const rate = r.int(70, 220) * 100;
          rows.push({
            name: `国内宿泊　${r.pick(STEMS)[0]}ホテル${city}　シングル ${nights}泊`,
            tax: '課税10%',
            amount: rate * nights,
          });
          if (hpref === '東京都' && rate >= 10000)
            rows.push({ name: '宿泊税', tax: '不課税', amount: (rate >= 15000 ? 200 : 100) * nights });
        }
        rows.push({ name: '取扱手数料（国内）', tax: '課税10%', amount: r.pick([550, 1100, 1100, 2200]) });
      }
      if (r.chance(0.15)) rows.push({ name: '予約変更手数料', tax: '課税10%', amount: r.pick([1100, 2200, 3300]) });
      tno += r.int(3, 80);
      trips.push({ no: `TR${String(y).slice(2)}-${tno}`, who, start, dest, rows });
    }
    trips.sort((a, b) => daysBetween(b.start, a.start));
    const all = trips.flatMap((t) => t.rows);
    const sumOf = (k) => all.filter((x) => x.tax === k).reduce((t, x) => t + x.amount, 0);
    const taxable = sumOf('課税10%');
    const exempt = sumOf('免税');
    const outside = sumOf('不課税');
    const inner = Math.floor((taxable * 10) / 110);
    const total = taxable + exempt + outside;
    d.items = all.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    const fmt = DATE_FORMATS[r.pick(['slash', 'slash', 'seireki', 'seirekiPad'])];
    const issuer =
      d.form === '株式会社'
        ? spelled(d, r.pick(['full', 'full', 'circled', 'paren']))
        : r.chance(0.5)
          ? abbreviated(d, r.pick([0, 1]))
          : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full', 'half-big']));
    const bankLabel = r.pick(['お振込先', '振込口座', 'ご入金口座']);
    const dueLabel = r.pick(['お支払期限', 'お支払期日']);
    const band = r.pick(['#0b6e99', '#e07b00', '#3d7a3d', '#6d3fa0']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.5px; color: #1c1c1c; }
      .wrap { padding: 30px 38px; } .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { font-size: 21px; margin: 0; letter-spacing: .3em; color: ${band}; font-weight: 700; } .sub { font-size: 11px; margin-bottom: 10px; }
      .to .n { font-size: 15px; border-bottom: 1px solid #222; padding-right: 24px; white-space: nowrap; margin-top: 6px; } .to .p { margin-top: 3px; }
      .meta { margin-top: 10px; } .meta td { padding: 1px 12px 1px 0; } .meta td:first-child { color: #555; }
      .rt { min-width: 300px; } .from { position: relative; line-height: 1.5; } .from .nm { font-size: 14px; font-weight: bold; } .from .lic { font-size: 8.5px; color: #444; }
      .bank { margin-top: 8px; border: 1.5px solid ${band}; padding: 5px 10px; line-height: 1.6; } .bank b { color: ${band}; }
      .amt { display: flex; margin-top: 12px; border: 2px solid #333; } .amt div { padding: 5px 12px; } .amt .l { background: #333; color: #fff; }
      .amt .v { font-size: 18px; font-weight: bold; flex: 1; } .amt .dl { border-left: 1px solid #333; background: #f1f1f1; padding-top: 8px; } .amt .dv { font-size: 12px; font-weight: bold; padding-top: 7px; }
      .det { width: 100%; margin-top: 10px; } .det th { background: ${band}; color: #fff; font-weight: normal; padding: 3px; border: 1px solid ${band}; }
      .det td { border: 1px solid #c8c8c8; padding: 1px 5px; } .det tr.trip td { background: #f2f2f2; font-weight: bold; border-top: 1.5px solid #555; } .det td.c { text-align: center; white-space: nowrap; }
      .sumt { margin: 8px 0 0 auto; } .sumt td { border: 1px solid #999; padding: 3px 10px; } .sumt td.l { background: #f2f2f2; } .sumt td.num { width: 110px; } .sumt tr.g td { font-weight: bold; font-size: 12px; border-top: 2px solid #333; }`;
    const body = trips
      .map(
        (t) =>
          `<tr class="trip"><td class="c">${t.no}</td><td class="c">${fmt(t.start)}</td><td colspan="3">${t.who}　（${t.dest}）</td></tr>` +
          t.rows
            .map(
              (x) =>
                `<tr><td></td><td></td><td>${x.name}</td><td class="c">${x.tax}</td><td class="num">${yen(x.amount)}</td></tr>`,
            )
            .join(''),
      )
      .join('');
    const page = `<div class="wrap"><div class="hd">
        <div><h1>請求書</h1><div class="sub">（出張手配分）</div>
          <div class="to"><div class="n">${d.buyerName}　御中</div><div class="p">総務部　出張手配ご担当　様</div></div>
          <table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書番号</td><td>${d.no}</td></tr><tr><td>対象期間</td><td>${fmt(from)}〜${fmt(closing)}（ご出発日基準）</td></tr></table></div>
        <div class="rt"><div class="from"><div class="nm">${issuer}</div><div class="lic">${license}</div>法人営業部<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}
            ${kakuin(d, 'right: 0; top: 4px; opacity: .6;')}</div>
          <div class="bank"><b>${bankLabel}</b>　${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}　${d.account}　名義 ${holder}</div></div></div>
      <div class="amt"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(total)}</div><div class="dl">${dueLabel}</div><div class="dv">${fmt(d.due)}</div></div>
      <table class="det"><tr><th style="width:70px">手配No.</th><th style="width:70px">出発日</th><th>ご出張者・内容</th><th style="width:56px">税区分</th><th style="width:80px">金額（税込）</th></tr>${body}</table>
      <table class="sumt"><tr><td class="l">課税（10%）対象額</td><td class="num">${yen(taxable)}</td><td class="l">内消費税</td><td class="num">${yen(inner)}</td></tr>
        <tr><td class="l">免税</td><td class="num">${yen(exempt)}</td><td class="l">不課税</td><td class="num">${yen(outside)}</td></tr>
        <tr class="g"><td class="l" colspan="3">合計（ご請求金額）</td><td class="num">${yen(total)}</td></tr></table>
      <div style="font-size:8.5px;color:#444;margin-top:8px;line-height:1.6">※金額はすべて消費税込みです。国際航空券・燃油特別付加運賃・空港施設使用料は免税、国際観光旅客税・宿泊税・海外での宿泊は不課税です。<br>※航空券の払戻し・取消料は別途ご請求となります。※振込手数料は貴社にてご負担ください。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 88 — an 業務用機器 service company's (冷凍冷蔵庫, エアコン, 製氷機, 食器洗浄機) 作業報告書 兼 請求書 for one 出張修理: 受付・
// 作業 dates and times, the サービスマン, the machine (機種, メーカー, 型式, 製造番号), ご依頼内容 and 点検・処置内容 as
// sentences, 出張料, 技術料 by the hour, 夜間・休日割増, 部品 with their numbers, 冷媒ガス by the kg; the お客様確認欄 for a
// signature, the 振込先 and the due date under it.
const SERVICE_TRADES = [
  ['冷機', 'レイキ'],
  ['空調サービス', 'クウチョウサービス'],
  ['テクノサービス', 'テクノサービス'],
  ['厨機', 'チュウキ'],
  ['冷熱', 'レイネツ'],
  ['設備サービス', 'セツビサービス'],
];
const SERVICED = [
  {
    kind: '業務用冷凍冷蔵庫',
    makers: [
      ['ホシザキ', 'HRF-180AF'],
      ['フクシマガリレイ', 'GRD-181PMD'],
      ['パナソニック', 'SRR-K1881C'],
    ],
    issues: ['庫内温度が設定まで下がらない。', '冷凍室から異音がする。', '操作パネルにエラー表示が出る。'],
    fixes: [
      '庫内ファンモーターの回転不良を確認し、交換いたしました。',
      '冷媒の漏れを確認、溶接補修の上で冷媒を補充いたしました。',
      '温度センサーの不良を確認し、交換後の温度降下を確認いたしました。',
    ],
    parts: [
      ['庫内ファンモーター', 4800, 12000],
      ['温度センサー', 2500, 6000],
      ['ドアパッキン', 6000, 14000],
      ['電磁弁', 5000, 11000],
    ],
    gas: 'R404A',
  },
  {
    kind: '業務用パッケージエアコン',
    makers: [
      ['ダイキン', 'SZRC112BC'],
      ['三菱電機', 'PLZ-ERMP112H'],
      ['日立', 'RCI-GP112RSH'],
    ],
    issues: ['冷房運転で冷えない。', '室内機から水漏れがある。', 'リモコンにエラーコードが表示される。'],
    fixes: [
      'ドレンポンプの作動不良を確認し、交換いたしました。',
      '冷媒不足を確認、漏れ箇所を修理の上で冷媒を補充いたしました。',
      '室外機基板の不良を確認し、交換後の運転を確認いたしました。',
    ],
    parts: [
      ['ドレンポンプ', 9000, 18000],
      ['フロートスイッチ', 3000, 6000],
      ['室外機制御基板', 28000, 65000],
      ['室外ファンモーター', 18000, 36000],
    ],
    gas: 'R410A',
  },
  {
    kind: '全自動製氷機',
    makers: [
      ['ホシザキ', 'IM-55M-2'],
      ['パナソニック', 'SIM-S5500B'],
    ],
    issues: ['氷ができない。', '氷が小さく、量が少ない。', '給水が止まらない。'],
    fixes: [
      '給水電磁弁の不良を確認し、交換いたしました。',
      'ポンプモーターの不良を確認し、交換後の製氷を確認いたしました。',
      '製氷皿のスケールを除去、洗浄いたしました。',
    ],
    parts: [
      ['給水電磁弁', 5000, 9000],
      ['ポンプモーター', 8000, 15000],
      ['フロートスイッチ', 3000, 6000],
    ],
    gas: null,
  },
  {
    kind: '業務用食器洗浄機',
    makers: [
      ['ホシザキ', 'JWE-680C'],
      ['タニコー', 'TDWD-6S'],
    ],
    issues: ['洗浄水の温度が上がらない。', '洗浄ポンプが作動しない。', '給水が止まらず漏水する。'],
    fixes: [
      'ヒーターの断線を確認し、交換いたしました。',
      '洗浄ポンプの焼損を確認し、交換いたしました。',
      '給水電磁弁の不良を確認し、交換いたしました。',
    ],
    parts: [
      ['洗浄タンクヒーター', 12000, 24000],
      ['洗浄ポンプ', 24000, 48000],
      ['給水電磁弁', 5000, 9000],
      ['洗浄アーム', 6000, 12000],
    ],
    gas: null,
  },
];
LAYOUTS.push({
  id: 'L88-shuuri-houkoku',
  split: 'dev',
  title: "業務用機器 service company's 作業報告書兼請求書 for one 出張修理",
  exercises:
    "an 業務用機器 service company's 作業報告書 兼 請求書 for one 出張修理 (冷凍冷蔵庫, パッケージエアコン, 製氷機, 食器洗浄機): the title and No. / 発行日 at the top, the issuer at the top right (㈱/(株)/(有)/合同会社 or spelled out, サービスセンター, 〒 address, TEL/FAX, 登録番号, 社判), the buyer with 御中 and the 設置場所 (店舗 and its address) and ご担当 様, a grid of 受付日 / 作業日 / 作業時間 (開始〜終了) / 担当, the machine (機種, メーカー, 型式, 製造番号), ご依頼内容 and 点検・処置内容 as sentences, a 明細 (出張料, 技術料 by the hour, 夜間・休日割増, 部品 with 部品番号, 冷媒ガス by the kg, 廃材処分) with 小計 / 消費税（10%）/ 合計（ご請求金額）, the お客様確認欄 (上記作業の完了を確認しました, 確認者 サイン) beside it, then the お支払期限 (or お振込期限 / お支払期日) and the お振込先 under a rule, slash or 年月日 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 0 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, SERVICE_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
      ['合同会社', 'ド'],
    ]);
    landline(d);
    if (!d.bank.main && r.chance(0.5)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const mach = r.pick(SERVICED);
    const [maker, model] = r.pick(mach.makers);
    const k = r.int(0, mach.issues.length - 1);
    const serial = `${alnum(r, 1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${r.digits(7)}`;
    const workDay = addDays(d.issue, -r.int(0, 6));
    const recvDay = addDays(workDay, -r.int(0, 3));
    const night = r.chance(0.25);
    const startH = night ? r.int(19, 21) : r.int(8, 16);
    const hours = r.int(2, 8) / 2;
    const startM = r.pick([0, 15, 30, 45]);
    const endMin = startH * 60 + startM + hours * 60 + r.pick([0, 10, 20]);
    const hm = (min) => `${Math.floor(min / 60) % 24}:${pad2(min % 60)}`;
    const [shop] = r.pick(STEMS);
    const site =
      mach.kind.includes('エアコン') && r.chance(0.5)
        ? `${r.pick(['本社', '営業所', '工場'])}　${r.pick(['2F事務所', '3F会議室', '1F作業場'])}`
        : `${r.pick(['和食処', 'カフェ', '居酒屋', 'ベーカリー', 'レストラン'])} ${shop} ${r.pick(['駅前店', '本店', '中央店', '南口店'])}　厨房`;
    const tech = `${r.pick(SURNAMES)[0]}`;
    const lines = [];
    lines.push({ name: '出張料', code: '', qty: 1, unit: '式', price: r.int(3, 8) * 1000 });
    const techRate = r.int(6, 9) * 1000;
    lines.push({ name: '技術料', code: '', qty: hours, unit: '時間', price: techRate });
    if (night)
      lines.push({
        name: '夜間作業割増（技術料の30%）',
        code: '',
        qty: 1,
        unit: '式',
        price: Math.round((hours * techRate * 0.3) / 100) * 100,
      });
    for (const [name, lo, hi] of shuffle(r, mach.parts).slice(0, r.int(1, 2))) {
      lines.push({
        name,
        code: `${alnum(r, 2, 'ABCDEFHKMPRSTW')}${r.digits(3)}-${r.digits(4)}`,
        qty: 1,
        unit: '個',
        price: r.int(lo / 100, hi / 100) * 100,
      });
    }
    if (mach.gas && r.chance(0.5))
      lines.push({ name: `冷媒ガス ${mach.gas}`, code: '', qty: r.int(2, 8) / 2, unit: 'kg', price: r.int(5, 9) * 1000 });
    if (r.chance(0.3)) lines.push({ name: '廃材処分費', code: '', qty: 1, unit: '式', price: r.int(10, 30) * 100 });
    d.items = lines.map((x) => ({ ...x, amount: Math.round(x.qty * x.price), rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const nm = addDays(endOfMonth(d.issue[0], d.issue[1]), 1);
    d.due = r.chance(0.6) ? endOfMonth(nm[0], nm[1]) : addDays(d.issue, r.pick([14, 30]));
    const fmt = DATE_FORMATS[r.pick(['slash', 'seireki', 'seirekiPad', 'slashLoose'])];
    const issuer =
      d.form === '株式会社'
        ? spelled(d, r.pick(['full', 'full', 'circled', 'paren']))
        : r.chance(0.5)
          ? abbreviated(d, r.pick([0, 1]))
          : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full', 'big']));
    const dueLabel = r.pick(['お支払期限', 'お振込期限', 'お支払期日']);
    const bankLabel = r.pick(['お振込先', 'お振込先', '振込先口座']);
    const center = `${r.pick(['城北', '城南', '中央', '東部', '西部'])}サービスセンター`;
    const title = r.pick(['作業報告書 兼 請求書', 'サービス作業報告書・請求書', '修理報告書 兼 御請求書']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10.5px; color: #1b1b1b; }
      .wrap { padding: 34px 42px; } .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { font-size: 20px; margin: 0 0 6px; letter-spacing: .15em; font-weight: 700; border-left: 6px solid #333; padding-left: 10px; }
      .meta td { padding: 1px 12px 1px 0; } .meta td:first-child { color: #555; }
      .from { position: relative; min-width: 280px; line-height: 1.5; font-size: 10px; } .from .nm { font-size: 14px; font-weight: bold; }
      .to { margin-top: 12px; } .to .n { font-size: 15px; border-bottom: 1px solid #222; padding-right: 26px; white-space: nowrap; display: inline-block; }
      .g { width: 100%; margin-top: 10px; } .g th { background: #efefef; border: 1px solid #777; font-weight: normal; padding: 3px 6px; text-align: left; width: 84px; white-space: nowrap; } .g td { border: 1px solid #777; padding: 3px 6px; }
      .txt { border: 1px solid #777; padding: 5px 8px; margin-top: 8px; min-height: 40px; line-height: 1.6; } .txt b { display: block; font-size: 10px; color: #444; font-weight: normal; }
      .mid { display: flex; gap: 14px; align-items: flex-start; margin-top: 10px; }
      .det { flex: 1; } .det th { background: #333; color: #fff; font-weight: normal; padding: 3px; border: 1px solid #333; } .det td { border: 1px solid #aaa; padding: 3px 6px; } .det td.c { text-align: center; }
      .det tr.t td { background: #f6f6f6; } .det tr.gt td { font-weight: bold; font-size: 12px; border-top: 2px solid #333; }
      .sign { width: 190px; border: 1.5px solid #333; padding: 6px 8px; line-height: 1.6; font-size: 9.5px; } .sign .box { border-bottom: 1px solid #333; height: 42px; margin-top: 6px; }
      .pay { margin-top: 14px; border-top: 2px solid #333; padding-top: 8px; line-height: 1.8; font-size: 11px; }`;
    const rows = d.items
      .map(
        (x) =>
          `<tr><td>${x.name}</td><td class="c">${x.code}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const page = `<div class="wrap"><div class="hd">
        <div><h1>${title}</h1><table class="meta"><tr><td>No.</td><td>${d.no}</td></tr><tr><td>発行日</td><td>${fmt(d.issue)}</td></tr></table>
          <div class="to"><div class="n">${d.buyerName}　御中</div><div style="margin-top:4px">ご担当　${d.buyerPerson} 様</div></div></div>
        <div class="from"><div class="nm">${issuer}</div>${center}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}
          ${kakuin(d, 'right: 0; top: 0; opacity: .6;')}</div></div>
      <table class="g"><tr><th>設置場所</th><td colspan="3">${site}（${d.buyerAddress}）</td></tr>
        <tr><th>受付日</th><td>${fmt(recvDay)}</td><th>作業日</th><td>${fmt(workDay)}</td></tr>
        <tr><th>作業時間</th><td>${hm(startH * 60 + startM)}〜${hm(endMin)}</td><th>担当</th><td>${tech}</td></tr>
        <tr><th>機種</th><td>${mach.kind}</td><th>メーカー</th><td>${maker}</td></tr>
        <tr><th>型式</th><td>${model}</td><th>製造番号</th><td>${serial}</td></tr></table>
      <div class="txt"><b>ご依頼内容</b>${mach.issues[k]}</div>
      <div class="txt"><b>点検・処置内容</b>${mach.fixes[k]}${r.chance(0.5) ? '作業後、正常に運転することを確認いたしました。' : ''}</div>
      <div class="mid"><table class="det"><tr><th>品名・作業内容</th><th style="width:90px">部品番号</th><th style="width:40px">数量</th><th style="width:36px">単位</th><th style="width:62px">単価</th><th style="width:76px">金額</th></tr>${rows}
          <tr class="t"><td colspan="5" style="text-align:right">小計</td><td class="num">${yen(s.subtotal)}</td></tr>
          <tr class="t"><td colspan="5" style="text-align:right">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr>
          <tr class="gt"><td colspan="5" style="text-align:right">合計（ご請求金額）</td><td class="num">¥${yen(s.total)}</td></tr></table>
        <div class="sign"><b>お客様確認欄</b><br>上記作業の完了を確認しました。<div class="box"></div>確認者（ご署名）</div></div>
      <div class="pay">上記金額を下記口座へお振込みくださいますようお願い申し上げます。<br>${dueLabel}：${fmt(d.due)}<br>${bankLabel}：${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}　口座名義：${holder}
        <div style="font-size:9px;color:#555">※振込手数料はお客様にてご負担ください。※交換部品の保証期間は交換日より6ヶ月です。</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});
