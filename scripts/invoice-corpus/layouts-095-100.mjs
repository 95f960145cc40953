// Invoice corpus layouts L95–L100: each pushed onto core.mjs's LAYOUTS, in order.
import {
  DATE_FORMATS,
  GIVEN,
  LAYOUTS,
  STEMS,
  SURNAMES,
  TRADES,
  TYPE_LABEL,
  addDays,
  endOfMonth,
  holderPrinted,
  iso,
  pad2,
  spelled,
  summarize,
  yen,
} from './core.mjs';
import { regHyphen } from './layouts-013-018.mjs';
import { kakuin, landline, setYago, shuffle, weekday, zen } from './layouts-019-028.mjs';
import { abbreviated, mail, setCorp } from './layouts-029-034.mjs';
import { ordinaryAtNetBank, rebank, secondBank } from './layouts-035-040.mjs';
import { PLATE_AREAS } from './layouts-059-070.mjs';

// ---- 95–100: written blind as the thirteenth round's fresh set.

/** A round 職印 / 認印: the square seal's text in a circle. */
const roundSeal = (d, style) => kakuin(d, `border-radius: 50%; ${style}`);
/** A sole proprietor's holder: the 屋号's kana before the owner's name (ヤマダセイカテン ヤマダ ハナコ), or the name alone. */
const yagoHolder = (d, tradeKana, withYago) =>
  withYago ? `${d.holderBase.split(' ')[0]}${tradeKana} ${d.holderBase}` : d.holderBase;

// 95 — a 生花店's monthly 請求書 to a company for the flowers sent in its name (祝花 for a client's opening or a new
// post, 供花 for a funeral, 御見舞, a 花束 for a farewell) and its weekly 生け込み and 観葉植物 rental: one row per order
// (月日, ご用途, お届け先, 品名 with the 立札, 数量, 単価, 金額), 配達料 on some; the shop (a sole proprietor under its
// 屋号, or a 有限会社) set at the foot of the page, the 振込先 boxed at the right of the totals.
const FLORIST_YAGO = [
  ['生花店', 'セイカテン'],
  ['花店', 'ハナテン'],
  ['フラワー', 'フラワー'],
  ['花園', 'ハナゾノ'],
];
const FLORIST_CORP = [
  ['生花', 'セイカ'],
  ['フラワーサービス', 'フラワーサービス'],
  ['花卉', 'カキ'],
  ['園芸', 'エンゲイ'],
];
// [ご用途, 品名, 単価 lo–hi in 千円, 立札]
const FLOWER_ORDERS = [
  ['御祝', 'スタンド花（1段）', 15, 25, '祝 御開店'],
  ['御祝', 'スタンド花（2段）', 25, 40, '祝 御開店'],
  ['御祝', '胡蝶蘭（3本立）', 20, 40, '祝 御就任'],
  ['御祝', '胡蝶蘭（5本立）', 40, 70, '祝 御移転'],
  ['御祝', '観葉植物（パキラ 8号鉢）', 12, 25, '祝 御移転'],
  ['御祝', 'アレンジメント', 5, 15, '祝 創立{n}周年'],
  ['御供', '供花（1基）', 15, 22, '供'],
  ['御供', '枕花（アレンジメント）', 10, 15, '供'],
  ['御見舞', 'アレンジメント', 5, 10, ''],
  ['送別', '花束', 5, 12, ''],
];
const FLOWER_HALLS = ['{s}会館', '{s}斎場', 'セレモニーホール{s}', '{s}メモリアルホール'];
const FLOWER_HOSPITALS = ['{s}総合病院', '{s}記念病院', '{s}中央病院'];
LAYOUTS.push({
  id: 'L95-seika-tsukibarai',
  split: 'dev',
  title: "生花店's monthly 請求書 for 祝花・供花 sent in a company's name and a weekly 生け込み, the shop at the foot",
  exercises:
    "a 生花店's monthly 請求書 to a company: a coloured band at the top, 請求書 centred over …月分 and the period, the buyer with 御中 and 総務部 様 at the left, 請求日 / 請求書番号 / 締日 at the right, the amount to pay in a tinted bar under a label (ご請求額 / ご請求金額 / 今月ご請求額) with （消費税込）, one row per order (月日, ご用途 御祝/御供/御見舞/送別/定期, お届け先 a client company, a family's funeral hall or a hospital, 品名 with the 立札 under it, 数量, 単価, 金額) and the month's 生け込み by the 回 and 観葉植物 rental by the 鉢, 配達料 rows; 小計 / 消費税（10%）/ 合計 at the left and a box at the right holding the お振込先 (a 信用金庫, a regional bank, or ゆうちょ 記号・番号 with the 店名 form sometimes), the 口座名義 (the 屋号 and the owner's name, the owner's alone, or the company's; full- or half-width) and the お支払期限 (or お振込期日); the shop at the foot of the page under a rule, centred (屋号 or ㈲/(有)/有限会社/株式会社, 代表 and the owner's name, 〒 address, TEL/FAX, 登録番号) with a round seal beside its name, 令和 dates mostly",
  opts: (r, inst) => ({ sole: inst !== 1, rates: '10', bank: inst === 2 ? 'yucho' : 'other' }),
  render(d, r) {
    let holderBase;
    if (d.sole) {
      const [trade, tradeKana] = r.pick(FLORIST_YAGO);
      setYago(d, trade);
      holderBase = yagoHolder(d, tradeKana, !d.yucho && r.chance(0.6));
    } else {
      setCorp(d, r, FLORIST_CORP, [
        ['有限会社', 'ユ'],
        ['有限会社', 'ユ'],
        ['株式会社', 'カ'],
      ]);
      holderBase = d.holderBase;
    }
    landline(d);
    if (!d.yucho && !d.bank.main && r.chance(0.6)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    const closing = endOfMonth(y, m);
    d.issue = r.chance(0.5) ? closing : addDays(closing, r.int(1, 5));
    const nm = addDays(closing, 1);
    d.due = r.chance(0.6) ? endOfMonth(nm[0], nm[1]) : [nm[0], nm[1], r.pick([10, 20, 25])];
    const buyer = d.buyerName;
    const rows = [];
    const nOrders = r.int(3, 8);
    for (let k = 0; k < nOrders; k++) {
      const [use, name, lo, hi, tag] = r.pick(FLOWER_ORDERS);
      const [st] = r.pick(STEMS);
      const [sn] = r.pick(SURNAMES);
      const [tr] = r.pick(TRADES);
      const to =
        use === '御祝'
          ? `${r.chance(0.5) ? `株式会社${st}${tr}` : `${st}${tr}株式会社`} 様`
          : use === '御供'
            ? `${sn}家 ご葬儀（${r.pick(FLOWER_HALLS).replace('{s}', r.pick(STEMS)[0])}）`
            : use === '御見舞'
              ? `${sn} 様（${r.pick(FLOWER_HOSPITALS).replace('{s}', r.pick(STEMS)[0])}）`
              : `社内（${sn} 様 ご送別）`;
      const sub = tag
        ? `立札：${tag.replace('{n}', String(r.pick([10, 20, 30, 50])))}　貴社名${use === '御供' || r.chance(0.5) ? '・代表者名' : ''}`
        : use === '送別'
          ? 'メッセージカード付'
          : '';
      const qty = use === '御供' && r.chance(0.4) ? 2 : 1;
      rows.push({
        day: r.int(1, closing[2]),
        use,
        to,
        name,
        sub,
        qty,
        unit: qty === 2 ? '基' : '点',
        price: r.int(lo * 2, hi * 2) * 500,
      });
      if (r.chance(0.3))
        rows.push({
          day: rows[rows.length - 1].day,
          use: '',
          to: '',
          name: '配達料（市外）',
          sub: '',
          qty: 1,
          unit: '回',
          price: r.int(2, 6) * 500,
        });
    }
    rows.sort((a, b) => a.day - b.day);
    const weeks = r.pick([4, 4, 5]);
    rows.unshift({
      day: null,
      use: '定期',
      to: '貴社 受付・応接室',
      name: `生け込み（週1回 ${r.pick(['火曜', '水曜', '月曜'])}）`,
      sub: '',
      qty: weeks,
      unit: '回',
      price: r.int(10, 30) * 500,
    });
    if (r.chance(0.5)) {
      const pots = r.int(3, 12);
      rows.splice(1, 0, {
        day: null,
        use: '定期',
        to: '貴社 事務所内',
        name: '観葉植物レンタル（月額・水やり管理込）',
        sub: '',
        qty: pots,
        unit: '鉢',
        price: r.int(15, 40) * 100,
      });
    }
    d.items = rows.map((x) => ({ name: x.name, qty: x.qty, price: x.price, amount: x.qty * x.price, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['wareki', 'wareki', 'seireki'])];
    const issuer = d.sole ? d.yago : r.chance(0.5) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = holderPrinted({ holderBase }, r.pick(['full', 'half', 'half-big', 'big']));
    const amtLabel = r.pick(['ご請求額', 'ご請求金額', '今月ご請求額']);
    const dueLabel = r.pick(['お支払期限', 'お振込期日']);
    const [tint, light] = r.pick([
      ['#b0306a', '#fbeef4'],
      ['#4f7a2a', '#eff5e8'],
      ['#7b4f9e', '#f3eef8'],
    ]);
    const bankBody = d.yucho
      ? `ゆうちょ銀行<br>記号 ${d.yucho.symbol}　番号 ${d.yucho.number}${r.chance(0.6) ? `<br><span style="font-size:9px">（他の金融機関から：${d.branch.name}（店番${d.branch.code}）${TYPE_LABEL[d.type]} ${d.account}）</span>` : ''}`
      : `${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}預金　${d.account}`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10.5px; color: #222; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 0 46px; }
      .band { height: 12px; margin: 0 -46px; background: ${tint}; }
      h1 { text-align: center; font-size: 24px; letter-spacing: .8em; padding-left: .8em; margin: 24px 0 2px; font-weight: 500; color: ${tint}; }
      .period { text-align: center; font-size: 11px; color: #555; }
      .hd { display: flex; justify-content: space-between; align-items: flex-end; margin-top: 16px; }
      .to .n { font-size: 16px; border-bottom: 1px solid #333; padding-right: 28px; white-space: nowrap; } .to .p { margin-top: 4px; }
      .meta td { padding: 1px 0 1px 14px; } .meta td:first-child { color: #666; }
      .lead { margin: 14px 0 0; }
      .amt { display: flex; align-items: baseline; gap: 18px; margin-top: 8px; padding: 8px 16px; background: ${light}; border-left: 5px solid ${tint}; }
      .amt .l { font-size: 13px; } .amt .v { font-size: 22px; font-weight: bold; } .amt .t { color: #555; }
      .det { width: 100%; margin-top: 12px; } .det th { border-bottom: 1.5px solid ${tint}; font-weight: normal; color: #555; padding: 3px 4px; text-align: left; }
      .det td { border-bottom: 1px solid #e3e3e3; padding: 3px 4px; vertical-align: top; } .det small { display: block; color: #666; font-size: 9px; }
      .low { display: flex; justify-content: space-between; gap: 18px; margin-top: 12px; align-items: flex-start; }
      .calc td { padding: 3px 10px; border-bottom: 1px solid #ddd; } .calc td.num { width: 120px; } .calc tr.g td { font-weight: bold; border-bottom: 2px solid #333; }
      .side { width: 310px; border: 1.5px solid ${tint}; padding: 8px 14px; line-height: 1.75; } .side b { color: ${tint}; }
      .memo { font-size: 9.5px; color: #555; margin-top: 10px; line-height: 1.6; }
      .foot { margin-top: auto; border-top: 1px solid ${tint}; padding: 14px 0 36px; text-align: center; position: relative; line-height: 1.6; font-size: 10px; }
      .foot .nm { font-family: 'Noto Serif CJK JP'; font-size: 19px; font-weight: 700; letter-spacing: .1em; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td>${x.day ? `${closing[1]}/${x.day}` : '毎週'}</td><td>${x.use}</td><td>${x.to}</td><td>${x.name}${x.sub ? `<small>${x.sub}</small>` : ''}</td><td class="num">${x.qty}${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.qty * x.price)}</td></tr>`,
      )
      .join('');
    const page = `<div class="wrap"><div class="band"></div>
      <h1>請求書</h1><div class="period">${fmt([y, m, 1])} 〜 ${fmt(closing)} ご利用分</div>
      <div class="hd"><div class="to"><div class="n">${buyer}　御中</div><div class="p">総務部　ご担当者 様</div></div>
        <table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書番号</td><td>${d.no}</td></tr><tr><td>締日</td><td>${m}月末日</td></tr></table></div>
      <p class="lead">毎度格別のお引き立てを賜り、誠にありがとうございます。${m}月分のご注文につきまして、下記のとおりご請求申し上げます。</p>
      <div class="amt"><span class="l">${amtLabel}</span><span class="v">¥${yen(s.total)}</span><span class="t">（消費税込）</span></div>
      <table class="det"><tr><th style="width:40px">月日</th><th style="width:44px">ご用途</th><th style="width:190px">お届け先</th><th>品名</th><th style="width:50px;text-align:right">数量</th><th style="width:64px;text-align:right">単価</th><th style="width:76px;text-align:right">金額</th></tr>${body}</table>
      <div class="low"><div><table class="calc"><tr><td>小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="g"><td>合計</td><td class="num">¥${yen(s.total)}</td></tr></table>
          <div class="memo">※立札・メッセージカードの文面はご注文時のご指示によります。<br>※配達料は市外へのお届け分です。</div></div>
        <div class="side"><b>お振込先</b><br>${bankBody}<br>口座名義　${holder}<br><b>${dueLabel}</b>　${fmt(d.due)}<br><span style="font-size:9px;color:#555">恐れ入りますが振込手数料はご負担願います。</span></div></div>
      <div class="foot"><div class="nm">${issuer}</div>${d.sole ? `代表　${d.person}<br>` : ''}〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}　登録番号 ${d.reg}
        ${roundSeal(d, 'left: calc(50% + 130px); top: -10px; opacity: .7;')}</div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 96 — a 畳店's 請求書 to a 不動産管理会社 for the 原状回復 of rooms its tenants left (畳 表替え/新調, 襖, 障子, 網戸): a
// sole proprietor under its 屋号 (or a small company) as a letterhead at the top left with a round 職印 over its name,
// one group of rows per 物件・号室 with its 退去日 and 施工日 and a 小計, the totals' labels at the table's left edge and
// their values at its right, the 振込先 with the 店番 printed, 令和 dates.
const TATAMI_YAGO = [
  ['畳店', 'タタミテン'],
  ['畳襖店', 'タタミフスマテン'],
  ['畳工業', 'タタミコウギョウ'],
  ['たたみ店', 'タタミテン'],
];
const TATAMI_CORP = [
  ['畳店', 'タタミテン'],
  ['インテリア', 'インテリア'],
  ['畳工業', 'タタミコウギョウ'],
];
// [品名, 仕様, 単位, 単価 lo–hi in 百円, 数量 lo–hi]
const TATAMI_WORKS = [
  ['畳 表替え', ['国産い草表 中級', '国産い草表 上級', '和紙表（清流）'], '枚', 45, 110, 3, 8],
  ['畳 新調', ['建材床・国産表', '薄畳 15mm'], '枚', 120, 220, 2, 6],
  ['襖 張替え', ['両面・量産紙', '片面・新鳥の子'], '枚', 25, 60, 2, 8],
  ['天袋 襖 張替え', ['量産紙'], '枚', 15, 30, 2, 4],
  ['障子 張替え', ['レーヨン紙', 'プラスチック障子紙'], '枚', 20, 45, 1, 4],
  ['網戸 張替え', ['グラスファイバー 18メッシュ', 'ペット用 強化ネット'], '枚', 20, 40, 1, 4],
];
const TATAMI_BLDGS = ['ハイツ', 'コーポ', '荘', 'マンション', 'レジデンス', 'アパート'];
LAYOUTS.push({
  id: 'L96-tatami-genjou',
  split: 'dev',
  title:
    "畳店's 請求書 to a 不動産管理会社 for 原状回復 by 物件・号室, a letterhead with a round 職印, totals' labels far from their values",
  exercises:
    "a 畳店's 請求書 to a 不動産管理会社 for the 原状回復 of rooms its tenants left: the shop as a letterhead at the top left in a serif face (a sole proprietor's 屋号 …畳店 / …畳襖店 / …畳工業 with 代表 and the owner's name, or ㈲/(有)/有限会社/株式会社; 〒 address, TEL/FAX, 登録番号) with a round 職印 stamped over its name, 請求書 in a ruled box at the top right over No. and 請求日, the buyer with 御中 and 管理部 ご担当 様 under the letterhead, 今回御請求額 in a box at the right with （税込）, one group per 物件・号室 (…ハイツ 203号室, 退去 and 施工 dates) with rows 品名 / 仕様 / 数量 / 単位 / 単価 / 金額 (畳 表替え, 畳 新調 with 古畳 引取処分, 襖, 天袋 襖, 障子, 網戸) and a 小計, then 税抜合計 / 消費税（10%）/ 今回御請求額 with each label at the table's left edge and its value at the far right, the お振込先 as one line with the 店番 (a 信用金庫, a regional or a main bank) and the 口座名義 (the 屋号's kana and the owner's name, or the company's, full- or half-width), the お支払期日, R7.10.31 or 令和 dates",
  opts: (r, inst) => ({ sole: inst !== 1, rates: '10', bank: inst === 1 ? 'main' : 'other' }),
  render(d, r) {
    let holderBase;
    if (d.sole) {
      const [trade, tradeKana] = r.pick(TATAMI_YAGO);
      setYago(d, trade);
      holderBase = yagoHolder(d, tradeKana, r.chance(0.7));
    } else {
      setCorp(d, r, TATAMI_CORP, [
        ['有限会社', 'ユ'],
        ['有限会社', 'ユ'],
        ['株式会社', 'カ'],
      ]);
      holderBase = d.holderBase;
    }
    landline(d);
    if (!d.bank.main && r.chance(0.7)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const nm = addDays(endOfMonth(d.issue[0], d.issue[1]), 1);
    d.due = r.chance(0.6) ? endOfMonth(nm[0], nm[1]) : [nm[0], nm[1], r.pick([10, 15, 20])];
    const [bs] = r.pick(STEMS);
    const buyer = r.pick([
      `株式会社${bs}不動産管理`,
      `${bs}ハウジング株式会社`,
      `${bs}住宅管理株式会社`,
      `株式会社${bs}エステート`,
    ]);
    const groups = Array.from({ length: r.int(2, 4) }, () => {
      const [st] = r.pick(STEMS);
      const room = `${st}${r.pick(TATAMI_BLDGS)} ${r.int(1, 3)}0${r.int(1, 8)}号室`;
      const done = addDays(d.issue, -r.int(2, 25));
      const left = addDays(done, -r.int(3, 20));
      const rows = [];
      for (const [name, specs, unit, lo, hi, qlo, qhi] of shuffle(r, TATAMI_WORKS).slice(0, r.int(2, 4))) {
        const qty = r.int(qlo, qhi);
        rows.push({ name, spec: r.pick(specs), unit, qty, price: r.int(lo, hi) * 100 });
        if (name === '畳 新調') rows.push({ name: '古畳 引取処分', spec: '', unit: '枚', qty, price: r.int(10, 20) * 100 });
      }
      return { room, done, left, rows };
    }).sort((a, b) => (iso(a.done) < iso(b.done) ? -1 : 1));
    d.items = groups.flatMap((g) =>
      g.rows.map((x) => ({ name: x.name, qty: x.qty, price: x.price, amount: x.qty * x.price, rate: 10 })),
    );
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['warekiShort', 'warekiShort', 'wareki'])];
    const issuer = d.sole ? d.yago : r.chance(0.6) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = holderPrinted({ holderBase }, r.pick(['full', 'half', 'half-big']));
    const branchCode = r.pick([`（店番 ${d.branch.code}）`, `（店番号${d.branch.code}）`, ` 支店番号 ${d.branch.code}`]);
    const dueLabel = r.pick(['お支払期日', 'お支払期限', 'お振込期限']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10.5px; color: #1d1d1d; }
      .wrap { padding: 40px 50px; } .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .from { position: relative; font-family: 'Noto Serif CJK JP'; line-height: 1.55; } .from .nm { font-size: 24px; font-weight: 700; letter-spacing: .12em; margin-bottom: 4px; }
      .ttl { border: 2px solid #222; padding: 6px 22px; text-align: center; } .ttl h1 { margin: 0; font-size: 24px; letter-spacing: .6em; padding-left: .6em; font-weight: 600; }
      .meta { margin-top: 8px; text-align: right; line-height: 1.7; }
      .mid { display: flex; justify-content: space-between; align-items: flex-end; margin-top: 22px; }
      .to .n { font-size: 16px; border-bottom: 1px solid #222; padding-right: 30px; white-space: nowrap; } .to .p { margin-top: 4px; }
      .amt { border: 2px solid #222; display: flex; } .amt div { padding: 6px 14px; } .amt .l { background: #eee; border-right: 1px solid #222; font-size: 12px; }
      .amt .v { font-size: 20px; font-weight: bold; min-width: 170px; text-align: right; }
      .det { width: 100%; margin-top: 16px; } .det th { background: #eee; border: 1px solid #444; font-weight: normal; padding: 3px; }
      .det td { border: 1px solid #888; padding: 3px 6px; } .det td.c { text-align: center; } .det tr.g td { background: #f7f7f7; font-weight: bold; }
      .det tr.sub td { border-top: 1px solid #444; } .det tr.t td { border: none; border-bottom: 1px solid #888; padding: 4px 6px; } .det tr.f td { font-weight: bold; font-size: 13px; border-bottom: 3px double #222; }
      .pay { margin-top: 16px; border: 1px solid #444; padding: 8px 12px; line-height: 1.8; } .pay b { display: inline-block; width: 80px; }
      .memo { margin-top: 8px; font-size: 9.5px; color: #444; }`;
    const body = groups
      .map((g) => {
        const sub = g.rows.reduce((t, x) => t + x.qty * x.price, 0);
        return (
          `<tr class="g"><td colspan="6">${g.room}　（退去 ${fmt(g.left)}　施工 ${fmt(g.done)}）</td></tr>` +
          g.rows
            .map(
              (x) =>
                `<tr><td>${x.name}</td><td>${x.spec}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.qty * x.price)}</td></tr>`,
            )
            .join('') +
          `<tr class="sub"><td colspan="5" style="text-align:right">小計</td><td class="num">${yen(sub)}</td></tr>`
        );
      })
      .join('');
    const page = `<div class="wrap"><div class="hd">
        <div class="from"><div class="nm">${issuer}</div>${d.sole ? `代表　${d.person}<br>` : ''}〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${d.reg}
          ${roundSeal(d, 'left: 110px; top: -20px; opacity: .72;')}</div>
        <div><div class="ttl"><h1>請求書</h1></div><div class="meta">No. ${d.no}<br>請求日　${fmt(d.issue)}</div></div></div>
      <div class="mid"><div class="to"><div class="n">${buyer}　御中</div><div class="p">管理部　ご担当者 様</div><div style="margin-top:10px">下記のとおり原状回復工事代金をご請求申し上げます。</div></div>
        <div class="amt"><div class="l">今回御請求額<br><span style="font-size:9px">（税込）</span></div><div class="v">¥${yen(s.total)}-</div></div></div>
      <table class="det"><tr><th>品　名</th><th style="width:170px">仕　様</th><th style="width:44px">数量</th><th style="width:36px">単位</th><th style="width:70px">単価</th><th style="width:90px">金額</th></tr>${body}
        <tr class="t"><td colspan="5">税抜合計</td><td class="num">${yen(s.subtotal)}</td></tr>
        <tr class="t"><td colspan="5">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr>
        <tr class="t f"><td colspan="5">今回御請求額</td><td class="num">${yen(s.total)}</td></tr></table>
      <div class="pay"><b>お振込先</b>${d.bank.name}　${d.branch.name}${branchCode}　${TYPE_LABEL[d.type]}　${d.account}<br><b>口座名義</b>${holder}<br><b>${dueLabel}</b>${fmt(d.due)}</div>
      <div class="memo">※振込手数料はご負担くださいますようお願い申し上げます。※各室の施工写真は別途メールにてお送りしております。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, showBranchCode: true } };
  },
});

// 97 — a 税理士法人's monthly 御請求書 to a client company: 月次顧問報酬, 記帳代行, 給与計算 by the head, 年末調整 in
// December and January, 決算・申告 報酬 in the month after the year end, 実費 paid on the client's behalf (不課税) added
// after the 消費税; one account or two (いずれか); the long version is the PDF as the office e-mails it, a 送付状
// (書類送付のご案内) first and the 御請求書 on page 2.
const TAX_FIRMS = [
  ['会計', 'カイケイ'],
  ['総合会計', 'ソウゴウカイケイ'],
  ['パートナーズ', 'パートナーズ'],
  ['税務会計', 'ゼイムカイケイ'],
  ['会計事務所', 'カイケイジムショ'],
];
LAYOUTS.push({
  id: 'L97-zeirishi-soufujo',
  split: 'dev',
  twoPage: true,
  title: "税理士法人's monthly 御請求書 for 顧問報酬 with 立替 実費, the long version behind a 送付状",
  exercises:
    "a 税理士法人's monthly 御請求書 to a client company: 御請求書 at the top left over 請求日 / 請求書番号, the firm at the top right (税理士法人… as one name, 代表社員 税理士 and a name, 〒 address, TEL/FAX, E-mail, 適格請求書発行事業者登録番号) with its 角印, the buyer with 御中 and its 代表取締役 … 様, ご請求金額 in a ruled bar with the お支払期限 (or お振込期限) beside it, 摘要 / 数量 / 単位 / 単価 / 金額 rows (月次顧問報酬（…月分）, 記帳代行料, 給与計算代行 基本料 and by the 名, 年末調整 and 法定調書 in December–January, 償却資産申告, 決算・法人税等申告報酬 and 消費税申告報酬 some months), 報酬額 小計 / 消費税（10%）/ 報酬額 合計, 立替金 rows (登記事項証明書, 納税証明書: 実費・不課税) and the ご請求金額; the お振込先 as a ruled table of one account or two (いずれか, ① ②) over the 口座名義 (ｾﾞｲ)… half-width or ゼイ）… full-width), 西暦 dates; the long version is two pages: a 送付状 (書類送付のご案内: date, the client, the firm and its 担当 税理士, 拝啓…敬具, 記 with the documents enclosed, 以上) on page 1, the 御請求書 on page 2",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r, { long }) {
    const [stem, stemKana] = r.pick(STEMS);
    const [firm, firmKana] = r.pick(TAX_FIRMS);
    d.corpBody = stem + firm;
    d.form = '税理士法人';
    d.formBefore = true;
    d.issuerName = `税理士法人${d.corpBody}`;
    d.holderBase = `ゼイ）${stemKana}${firmKana}`;
    landline(d);
    if (!d.bank.main && r.chance(0.4)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const two = r.chance(0.6);
    const other = two ? secondBank(d, r) : null;
    const [y, m] = d.issue;
    const prev = addDays([y, m, 1], -1);
    const chief = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const staffer = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const client = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const lines = [{ name: `月次顧問報酬（${m}月分）`, qty: 1, unit: '式', price: r.int(6, 30) * 5000 }];
    if (r.chance(0.5))
      lines.push({
        name: `記帳代行料（${prev[1]}月分 仕訳${r.int(60, 400)}件）`,
        qty: 1,
        unit: '式',
        price: r.int(10, 50) * 1000,
      });
    const staff = r.int(3, 40);
    if (r.chance(0.55)) {
      lines.push({ name: `給与計算代行 基本料（${prev[1]}月支給分）`, qty: 1, unit: '式', price: r.pick([5000, 10000, 15000]) });
      lines.push({ name: '給与計算代行（人数分）', qty: staff, unit: '名', price: r.int(8, 15) * 100 });
    }
    if (m === 12 || m === 1) {
      lines.push({ name: '年末調整', qty: staff, unit: '名', price: r.int(15, 30) * 100 });
      lines.push({ name: '法定調書合計表・給与支払報告書 作成', qty: 1, unit: '式', price: r.int(2, 5) * 10000 });
      if (m === 1 && r.chance(0.6)) lines.push({ name: '償却資産申告書 作成', qty: 1, unit: '式', price: r.int(1, 3) * 10000 });
    }
    const closingMonth = r.chance(0.35);
    if (closingMonth) {
      lines.push({ name: `決算・法人税等申告報酬（第${r.int(3, 45)}期）`, qty: 1, unit: '式', price: r.int(20, 60) * 10000 });
      lines.push({ name: '消費税及び地方消費税 申告報酬', qty: 1, unit: '式', price: r.int(5, 15) * 10000 });
    }
    d.items = lines.map((x) => ({ ...x, amount: x.qty * x.price, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fees = [];
    if (closingMonth || r.chance(0.3)) {
      const n = r.int(1, 3);
      fees.push({ name: `登記事項証明書 取得費（${n}通・実費）`, amount: 600 * n });
    }
    if (r.chance(0.25)) {
      const n = r.int(1, 3);
      fees.push({ name: `納税証明書 交付手数料（${n}通・実費）`, amount: 400 * n });
    }
    const feeSum = fees.reduce((t, x) => t + x.amount, 0);
    const total = s.total + feeSum;
    const fmt = DATE_FORMATS[r.pick(['seireki', 'seirekiPad', 'slash'])];
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full', 'half-big']));
    const dueLabel = r.pick(['お支払期限', 'お振込期限']);
    const buyer = d.buyerName;
    const ink = r.pick(['#1f3a5f', '#3b4a2a', '#4a2f2f']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10.5px; color: #1e1e1e; }
      .wrap { padding: 48px 56px; } .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      h1 { margin: 0 0 8px; font-size: 26px; letter-spacing: .4em; color: ${ink}; font-weight: 600; }
      .meta td { padding: 1px 14px 1px 0; } .meta td:first-child { color: #666; }
      .to { margin-top: 22px; } .to .n { font-size: 16px; border-bottom: 1px solid #222; padding-right: 30px; white-space: nowrap; display: inline-block; } .to .p { margin-top: 4px; }
      .from { position: relative; width: 340px; line-height: 1.6; font-size: 10px; } .from .nm { font-size: 15px; font-weight: bold; color: ${ink}; }
      .lead { margin: 18px 0 0; }
      .amt { display: flex; margin-top: 8px; border: 1.5px solid ${ink}; } .amt div { padding: 7px 14px; } .amt .l { background: ${ink}; color: #fff; font-size: 12px; }
      .amt .v { flex: 1; font-size: 20px; font-weight: bold; } .amt .d { border-left: 1px solid ${ink}; font-size: 11.5px; }
      .det { width: 100%; margin-top: 14px; } .det th { border-top: 1.5px solid ${ink}; border-bottom: 1px solid ${ink}; font-weight: normal; padding: 4px; background: #f4f5f7; }
      .det td { border-bottom: 1px solid #ddd; padding: 4px 6px; } .det td.c { text-align: center; }
      .tot { margin: 10px 0 0 auto; width: 380px; } .tot td { padding: 3px 8px; border-bottom: 1px solid #ddd; } .tot td.num { width: 120px; }
      .tot tr.g td { font-weight: bold; border-top: 1px solid #555; } .tot tr.f td { font-weight: bold; font-size: 13px; border-top: 1.5px solid ${ink}; border-bottom: 3px double ${ink}; }
      .bank { width: 100%; margin-top: 18px; } .bank th { background: #f4f5f7; border: 1px solid #999; font-weight: normal; padding: 3px 6px; text-align: left; } .bank td { border: 1px solid #999; padding: 3px 6px; }
      .memo { margin-top: 10px; font-size: 9.5px; color: #555; line-height: 1.6; }
      .cover { padding: 60px 70px; font-family: 'Noto Serif CJK JP'; font-size: 12px; line-height: 1.9; }
      .cover .r { text-align: right; } .cover h2 { text-align: center; font-size: 20px; letter-spacing: .3em; margin: 40px 0 30px; font-weight: 600; }
      .cover .list { margin: 10px 0 0 60px; } .cover .list td { padding: 2px 24px 2px 0; }`;
    const rows = d.items
      .map(
        (x) =>
          `<tr><td>${x.name}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const bankRow = (mark, b) =>
      `<tr><td>${mark}${b.name}</td><td>${b.branch}</td><td>${TYPE_LABEL[b.type]}</td><td>${b.account}</td></tr>`;
    const page = `<div class="wrap"><div class="hd">
        <div><h1>御請求書</h1><table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書番号</td><td>${d.no}</td></tr></table>
          <div class="to"><div class="n">${buyer}　御中</div><div class="p">代表取締役　${client} 様</div></div></div>
        <div class="from"><div class="nm">${d.issuerName}</div>代表社員　税理士　${chief}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>E-mail ${mail(r)}<br>適格請求書発行事業者登録番号<br>${d.reg}
          ${kakuin(d, 'right: 0; top: -20px; opacity: .6;')}</div></div>
      <p class="lead">平素は格別のご高配を賜り厚く御礼申し上げます。下記のとおりご請求申し上げますので、よろしくお願い申し上げます。</p>
      <div class="amt"><div class="l">ご請求金額</div><div class="v">¥${yen(total)}</div><div class="d">${dueLabel}　${fmt(d.due)}</div></div>
      <table class="det"><tr><th>摘　要</th><th style="width:50px">数量</th><th style="width:40px">単位</th><th style="width:80px">単価</th><th style="width:96px">金額</th></tr>${rows}</table>
      <table class="tot"><tr><td>報酬額 小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr>
        <tr class="g"><td>報酬額 合計</td><td class="num">${yen(s.total)}</td></tr>
        ${fees.map((x) => `<tr><td>立替金　${x.name}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}
        <tr class="f"><td>ご請求金額</td><td class="num">¥${yen(total)}</td></tr></table>
      <table class="bank"><tr><th colspan="4">お振込先${two ? '（下記いずれかの口座へお振込みください）' : ''}</th></tr><tr><th>金融機関</th><th>支店</th><th>種別</th><th>口座番号</th></tr>
        ${bankRow(two ? '① ' : '', { name: d.bank.name, branch: d.branch.name, type: d.type, account: d.account })}${two ? bankRow('② ', other) : ''}
        <tr><th>口座名義</th><td colspan="3">${holder}</td></tr></table>
      <div class="memo">※顧問報酬は当月分を当月にご請求しております。${fees.length ? '<br>※立替金は貴社のために立替払いした実費（不課税）です。' : ''}<br>※誠に恐れ入りますが、振込手数料は貴社にてご負担くださいますようお願い申し上げます。</div></div>`;
    const docs = [
      [`御請求書（${m}月分）`, '1通'],
      [`月次試算表（${prev[1]}月分）`, '1部'],
      ...(r.chance(0.5) ? [[`源泉所得税 納付書（${prev[1]}月支給分）`, '1通']] : []),
      ...(closingMonth ? [['決算書・申告書 控', '1部']] : []),
    ];
    const cover = `<div class="cover"><div class="r">${fmt(d.issue)}</div>
      <div style="margin-top:20px">${buyer}　御中<br>代表取締役　${client} 様</div>
      <div class="r" style="margin-top:20px">${d.issuerName}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>担当　税理士　${staffer}</div>
      <h2>書類送付のご案内</h2>
      <p>拝啓　時下ますますご清祥のこととお慶び申し上げます。平素は格別のお引き立てを賜り、厚く御礼申し上げます。<br>さて、下記の書類をお送りいたしますので、ご査収くださいますようお願い申し上げます。</p>
      <div class="r">敬具</div><div style="text-align:center;margin-top:16px">記</div>
      <table class="list">${docs.map(([name, n], i) => `<tr><td>${i + 1}．${name}</td><td>${n}</td></tr>`).join('')}</table>
      <div class="r" style="margin-top:16px">以上</div>
      <p style="margin-top:30px">ご不明な点がございましたら、担当までお気軽にお問い合わせください。</p></div>`;
    return { pages: long ? [cover, page] : [page], css, printed: { issuer: d.issuerName, holder, total } };
  },
});

// 98 — a 水産仲卸's monthly 請求書 printed by its old 販売管理 system on a line printer: tractor-feed paper with pin
// holes down both edges and green bars, everything in one monospaced face (the company's name in double size), the
// goods' names in half-width katakana, a boxed statement head (前回御請求額 … 今回御請求額, the 繰越 sometimes not 0),
// the 入金 as a row, fish at 8% (＊) beside boxes and delivery at 10%, two banks listed over one half-width holder, the
// firm's red 社判 stamped by hand over its block.
const FISH_TRADES = [
  ['水産', 'スイサン'],
  ['海産', 'カイサン'],
  ['鮮魚', 'センギョ'],
  ['魚類', 'ギョルイ'],
];
// [zip, address (the market), area code, market]
const FISH_MARKETS = [
  ['135-0061', '東京都江東区豊洲6-6-1 水産仲卸売場棟', '03', '豊洲市場'],
  ['553-0005', '大阪府大阪市福島区野田1-1-86 水産物部棟', '06', '大阪市中央卸売市場'],
  ['810-0072', '福岡県福岡市中央区長浜3-11-3', '092', '福岡市鮮魚市場'],
  ['221-0054', '神奈川県横浜市神奈川区山内町1', '045', '横浜市中央卸売市場'],
];
// [品名 as the system prints it, 単位, 単価 lo–hi, by weight]
const FISH = [
  ['ﾎﾝﾏｸﾞﾛ ﾁｭｳﾄﾛ', 'kg', 6000, 12000, true],
  ['ﾐﾅﾐﾏｸﾞﾛ ｱｶﾐ', 'kg', 3500, 6000, true],
  ['ﾏﾀﾞｲ(ｲｹｼﾞﾒ)', 'kg', 1800, 3200, true],
  ['ﾌﾞﾘ(ﾃﾝﾈﾝ)', 'kg', 900, 1800, true],
  ['ﾎﾀﾃ ｶｲﾊﾞｼﾗ', 'kg', 2800, 4800, true],
  ['ﾏｱｼﾞ', 'kg', 1000, 2200, true],
  ['ｽﾙﾒｲｶ', 'ﾊｲ', 300, 700, false],
  ['ｸﾙﾏｴﾋﾞ(ｶｯｼｬ)', 'kg', 8000, 14000, true],
  ['ﾑﾗｻｷｳﾆ 1ﾌﾞﾈ', 'ﾏｲ', 2500, 6000, false],
  ['ｲｸﾗ ｼｮｳﾕﾂﾞｹ', 'kg', 7000, 12000, true],
  ['ｱﾄﾗﾝﾃｨｯｸｻｰﾓﾝ ﾌｨﾚ', 'kg', 1800, 2800, true],
  ['ﾋﾗﾒ(ｲｹｼﾞﾒ)', 'kg', 2500, 4500, true],
  ['ｼﾒｻﾊﾞ', 'ﾏｲ', 400, 800, false],
  ['ｱｶｶﾞｲ ﾑｷﾐ', 'kg', 3000, 5500, true],
];
const FISH_SHOPS = ['すし処 {s}', '割烹 {s}', '和食 {s}', '海鮮居酒屋 {s}', '料亭 {s}', '{s}寿司'];
/** Columns a string takes on a line printer: ASCII and half-width kana one, everything else two. */
const printCols = (s) => [...String(s)].reduce((t, c) => t + (/[\x20-\x7e\uff61-\uff9f]/.test(c) ? 1 : 2), 0);
const padR = (s, n) => `${s}${' '.repeat(Math.max(0, n - printCols(s)))}`;
const padL = (s, n) => `${' '.repeat(Math.max(0, n - printCols(s)))}${s}`;
const padC = (s, n) => padR(`${' '.repeat(Math.max(0, Math.floor((n - printCols(s)) / 2)))}${s}`, n);
LAYOUTS.push({
  id: 'L98-suisan-renchou',
  split: 'dev',
  title: "水産仲卸's monthly 請求書 printed on tractor-feed green-bar paper, half-width katakana goods, a boxed statement head",
  exercises:
    "a 水産仲卸's monthly 請求書 from an old 販売管理 system's line printer: tractor-feed paper with pin holes down both edges, perforations and green bars, every character in one monospaced face (the title and the firm's name in double size), the buyer's 〒 address and name with 御中, its shop and 得意先ｺｰﾄﾞ at the top left, 請求日 / 請求No. / 締切日 (20日締 or 末日締) / 頁 at the top right, the firm under them (㈱ as (株) or 株式会社 spelled out, or 有限会社; its market and 店舗番号, 〒, the market's address, TEL/FAX, 登録番号) with a red 社判 stamped over it slightly askew, a statement head drawn in +, - and | (前回御請求額 / 御入金額 / 繰越金額 / 今回御買上額 / 消費税額 / 今回御請求額, the amount to pay the last, with the 繰越 when last month's was not paid), rows 日付 MM/DD / 伝票No / 区分 (売上 or 入金) / 品名 in half-width katakana (ﾎﾝﾏｸﾞﾛ ﾁｭｳﾄﾛ, kg with one decimal, ﾊｲ, ﾏｲ) / 数量 / 単位 / 単価 / 金額 / ＊ on the 8% rows, ﾊｯﾎﾟｳ ﾊｺﾀﾞｲ and ﾊｲｿｳﾘｮｳ at 10%, 8%/10% 対象額 and 消費税, the お支払期日, two banks (or one) listed over one half-width 口座名義, R07/10/31 or 2025/10/31 dates",
  opts: (r, inst) => ({ rates: 'mixed', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, FISH_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    const [zip, address, area, market] = r.pick(FISH_MARKETS);
    d.zip = zip;
    d.address = address;
    const local =
      area.length === 2 ? `${r.int(3, 6)}${r.digits(3)}-${r.digits(4)}` : `${r.int(2, 9)}${r.digits(2)}-${r.digits(4)}`;
    d.tel = `${area}-${local}`;
    d.fax = `${area}-${local.slice(0, -1)}${(Number(local.slice(-1)) + 1) % 10}`;
    if (!d.bank.main && r.chance(0.6)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const other = r.chance(0.65) ? secondBank(d, r) : null;
    const [y, m] = d.issue;
    const close20 = r.chance(0.4);
    const closing = close20 ? [y, m, 20] : endOfMonth(y, m);
    const [py, pm] = addDays([y, m, 1], -1);
    const start = close20 ? [py, pm, 21] : [y, m, 1];
    d.issue = r.chance(0.5) ? closing : addDays(closing, r.int(1, 4));
    const after = addDays(endOfMonth(closing[0], closing[1]), 1);
    d.due = r.chance(0.6) ? endOfMonth(after[0], after[1]) : [after[0], after[1], r.pick([10, 15])];
    const period = [];
    for (let t = start; iso(t) <= iso(closing); t = addDays(t, 1)) if (weekday(t) !== '日') period.push(t);
    const days = shuffle(r, period)
      .slice(0, r.int(6, 11))
      .sort((a, b) => (iso(a) < iso(b) ? -1 : 1));
    const goods = shuffle(r, FISH).slice(0, r.int(4, 7));
    let slip = r.int(100000, 900000);
    const rows = [];
    for (const day of days) {
      slip += r.int(3, 60);
      for (const [name, unit, lo, hi, byWeight] of shuffle(r, goods).slice(0, r.int(1, 2))) {
        const price = r.int(lo / 50, hi / 50) * 50;
        const q10 = byWeight ? r.int(5, 60) : r.int(2, 20) * 10;
        rows.push({
          day,
          slip,
          kind: '売上',
          name,
          qty: byWeight ? (q10 / 10).toFixed(1) : String(q10 / 10),
          unit,
          price,
          amount: Math.floor((q10 * price) / 10),
          rate: 8,
        });
      }
      if (r.chance(0.35)) {
        const n = r.int(1, 4);
        const price = r.int(10, 25) * 10;
        rows.push({
          day,
          slip,
          kind: '売上',
          name: 'ﾊｯﾎﾟｳ ﾊｺﾀﾞｲ',
          qty: String(n),
          unit: 'ｺ',
          price,
          amount: n * price,
          rate: 10,
        });
      }
      if (r.chance(0.25)) {
        const price = r.int(5, 15) * 100;
        rows.push({ day, slip, kind: '売上', name: 'ﾊｲｿｳﾘｮｳ', qty: '1', unit: 'ｼｷ', price, amount: price, rate: 10 });
      }
    }
    rows.splice(24);
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: x.rate }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const before = r.int(80, 600) * 1000 + r.int(0, 99) * 10 + r.int(0, 9);
    const carry = r.chance(0.3) ? before : 0;
    const paid = before - carry;
    const total = carry + s.total;
    if (paid) {
      const day = r.pick(period.slice(0, Math.max(1, Math.floor(period.length / 2))));
      rows.push({
        day,
        slip: r.int(100000, 999999),
        kind: '入金',
        name: 'ｺﾞﾆｭｳｷﾝ(ﾌﾘｺﾐ)',
        qty: '',
        unit: '',
        price: null,
        amount: paid,
        rate: 0,
      });
      rows.sort((a, b) =>
        iso(a.day) < iso(b.day) ? -1 : iso(a.day) > iso(b.day) ? 1 : a.kind === '入金' ? -1 : b.kind === '入金' ? 1 : 0,
      );
    }
    const date = r.chance(0.5) ? ([yy, mm, dd]) => `R${pad2(yy - 2018)}/${pad2(mm)}/${pad2(dd)}` : DATE_FORMATS.slash;
    const issuer = spelled(d, r.pick(['full', 'paren', 'full']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big']));
    const [bs] = r.pick(STEMS);
    const buyer = r.pick([`株式会社${bs}フードサービス`, `有限会社${bs}`, `${bs}商事株式会社`]);
    const shop = r.pick(FISH_SHOPS).replace('{s}', bs);
    const dueLabel = r.pick(['お支払期日', 'お支払期限']);
    const shopNo = r.int(1, 600);
    // The head: the buyer at the left, the dates at the right.
    const head = [
      ['', ''],
      [`〒${d.buyerZip}`, `請求日    ${date(d.issue)}`],
      [d.buyerAddress, `請求No.   ${d.no}`],
      ['', `締切日    ${date(closing)}（${close20 ? '20日締' : '末日締'}）`],
      [`${buyer}　御中`, '頁        1/1'],
      [`（${shop}）`, ''],
      [`得意先ｺｰﾄﾞ ${r.digits(6)}`, ''],
    ]
      .map(([a, b]) => padR(a, 62) + b)
      .join('\n');
    const firm = [
      `${market} 水産仲卸 店舗番号 ${shopNo}`,
      `〒${d.zip}`,
      d.address,
      `TEL ${d.tel}  FAX ${d.fax}`,
      `登録番号 ${d.reg}`,
    ].join('\n');
    const cell = 14;
    const rule = `+${Array.from({ length: 6 }, () => '-'.repeat(cell)).join('+')}+`;
    const statement = [
      rule,
      `|${['前回御請求額', '御入金額', '繰越金額', '今回御買上額', '消費税額', '今回御請求額'].map((x) => padC(x, cell)).join('|')}|`,
      rule,
      `|${[before, paid, carry, s.subtotal, s.tax, total].map((x) => padL(`${yen(x)} `, cell)).join('|')}|`,
      rule,
    ].join('\n');
    const line = '-'.repeat(88);
    const detail = [
      ` ${padR('日付', 5)} ${padR('伝票No', 6)}  ${padR('区分', 4)}  ${padR('品　名', 26)} ${padL('数量', 7)} ${padR('単位', 4)} ${padL('単価', 9)} ${padL('金額', 11)}  税`,
      line,
      ...rows.map(
        (x) =>
          ` ${pad2(x.day[1])}/${pad2(x.day[2])} ${String(x.slip)}  ${padR(x.kind, 4)}  ${padR(x.name, 26)} ${padL(x.qty, 7)} ${padR(x.unit, 4)} ${padL(x.price == null ? '' : yen(x.price), 9)} ${padL(yen(x.amount), 11)}  ${x.rate === 8 ? '＊' : ''}`,
      ),
      line,
      ...[8, 10]
        .filter((k) => s.by[k])
        .map(
          (k) =>
            `${padL(`${k}%対象額`, 40)} ${padL(yen(s.by[k].base), 11)}   ${padR(`消費税(${k}%)`, 12)} ${padL(yen(s.by[k].tax), 11)}`,
        ),
      `${padL('今回御買上額合計(税込)', 40)} ${padL(yen(s.total), 11)}`,
      `${padL('＊印は軽減税率(8%)対象', 40)}`,
    ].join('\n');
    const banks = [
      `${dueLabel}  ${date(d.due)}`,
      '',
      `お振込先${other ? '（いずれかの口座へお振込みください）' : ''}`,
      `  ${d.bank.name}  ${d.branch.name}  ${TYPE_LABEL[d.type]}  ${d.account}`,
      ...(other ? [`  ${other.name}  ${other.branch}  ${TYPE_LABEL[other.type]}  ${other.account}`] : []),
      `  口座名義  ${holder}`,
      '',
      '※振込手数料は貴社にてご負担願います。',
    ].join('\n');
    const css = `body { font-family: 'Noto Sans Mono CJK JP'; color: #262626; }
      .holes { position: absolute; top: 0; bottom: 0; width: 36px; background: radial-gradient(circle at 18px 24px, #d4d4d4 0 5px, #bdbdbd 5.5px 6.5px, transparent 7px) 0 0 / 36px 48px repeat-y; }
      .holes.l { left: 0; border-right: 1px dashed #b5b5b5; } .holes.r { right: 0; border-left: 1px dashed #b5b5b5; }
      .paper { position: absolute; left: 37px; right: 37px; top: 0; bottom: 0; background: repeating-linear-gradient(to bottom, #fff 0 48px, #e2efdf 48px 96px); }
      .perf { position: absolute; left: 0; right: 0; top: 3px; border-top: 1px dashed #aaa; }
      .body { position: absolute; left: 56px; right: 50px; top: 34px; font-size: 11.5px; line-height: 16px; }
      pre { margin: 0; font-family: inherit; white-space: pre; }
      .title { text-align: center; font-size: 24px; line-height: 34px; letter-spacing: .5em; }
      .firm { position: relative; margin: 6px 0 0 372px; } .firm .nm { font-size: 21px; line-height: 30px; }
      .seal { color: #c62828; border-color: #c62828; transform: rotate(-4deg); }`;
    const page = `<div class="paper"></div><div class="holes l"></div><div class="holes r"></div><div class="perf"></div>
      <div class="body"><div class="title">請求書</div><pre>${head}</pre>
        <div class="firm"><div class="nm">${issuer}</div><pre>${firm}</pre>${kakuin(d, 'left: 200px; top: -14px; opacity: .72;')}</div>
        <pre style="margin-top:12px">  下記の通りご請求申し上げます。\n\n${statement}\n\n${detail}\n\n${banks}</pre></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 99 — an オートリース company's monthly リース料 請求書 to a company for its fleet, billed a month ahead: one row per
// vehicle (契約番号, the plate as 登録番号 or 車両番号, 車名, 契約期間, 回数 n/60, リース料, メンテナンス料, 自動車保険料 not
// taxed), 課税対象額 / 消費税 / 非課税額 / お支払金額; the company's name in a coloured band at the top, its address and
// 登録番号 in the footer under a 角印, one or two accounts with their codes printed sometimes.
const LEASE_TRADES = [
  ['オートリース', 'オートリース'],
  ['カーリース', 'カーリース'],
  ['リース', 'リース'],
  ['モビリティ', 'モビリティ'],
  ['自動車リース', 'ジドウシャリース'],
];
// [車名, 分類番号, 月額リース料 lo–hi in 百円]
const LEASE_CARS = [
  ['トヨタ プリウス', '300', 380, 620],
  ['トヨタ カローラツーリング', '300', 320, 480],
  ['トヨタ ハイエースバン', '400', 550, 850],
  ['日産 NV200バネット', '400', 350, 500],
  ['ホンダ N-BOX', '580', 220, 320],
  ['スズキ エブリイ', '480', 180, 280],
  ['ダイハツ ハイゼットカーゴ', '480', 180, 270],
  ['マツダ CX-5', '300', 450, 700],
  ['トヨタ アルファード', '300', 900, 1400],
  ['トヨタ プロボックス', '400', 260, 380],
];
const PLATE_KANA = 'あいうえかきくけこさすせそたちつてとなにぬねのはひふほまみむめもやゆよらりるれろ';
const addMonths = ([y, m], n) => {
  const t = new Date(Date.UTC(y, m - 1 + n, 1));
  return [t.getUTCFullYear(), t.getUTCMonth() + 1];
};
LAYOUTS.push({
  id: 'L99-car-lease',
  split: 'dev',
  title:
    "オートリース company's monthly リース料 請求書 for a fleet, one row per vehicle, 保険料 not taxed, the address in the footer",
  exercises:
    "an オートリース company's monthly リース料 請求書 to a company for its fleet, billed for next month: a coloured band across the top with the company's name (㈱/(株) or spelled out) at the left and リース料ご請求書 / INVOICE at the right, the buyer's 〒 address with 御中 and 総務部 車両管理ご担当者 様 at the left, 発行日 / 請求書番号 / お客様番号 / ご請求対象 (…年…月分) at the right over a box with the お支払金額 and the お支払期日 (the 27th), a wide table with one row per vehicle (No., 契約番号, the plate 品川 300 あ 12-34 under 登録番号 or 車両番号, 車名, 契約期間 2023/04〜2028/03, 回数 31/60, リース料, メンテナンス料, 自動車保険料（非課税）, 合計), then リース料計 / メンテナンス料計 / 課税対象額 / 消費税（10%）/ 非課税額（自動車保険料）/ お支払金額 at the right and the お振込先 at the left (one account, or two as いずれか; 金融機関コード and 支店コード in parentheses sometimes; a half-width or full-width holder), and the company's block in the footer (name, リース営業部, 〒 address, TEL/FAX, 登録番号) under a rule with its 角印, slash, hyphen or 年月日 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main', checking: r.chance(0.25) }),
  render(d, r) {
    setCorp(d, r, LEASE_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
    ]);
    landline(d);
    ordinaryAtNetBank(d);
    const other = r.chance(0.45) ? secondBank(d, r) : null;
    const [y, m] = d.issue;
    d.issue = [y, m, r.int(1, 12)];
    d.due = [y, m, 27];
    const billed = addMonths([y, m], 1);
    const area = r.pick(PLATE_AREAS);
    const maint = r.chance(0.6);
    const insured = r.chance(0.45);
    const prefix = r.pick(['CL', 'AL', 'L', 'FL']);
    const cars = Array.from({ length: r.int(2, 8) }, () => {
      const [car, cls, lo, hi] = r.pick(LEASE_CARS);
      const term = r.pick([36, 48, 60, 60, 72]);
      const k = r.int(1, term);
      const from = addMonths(billed, -(k - 1));
      const to = addMonths(from, term - 1);
      return {
        contract: `${prefix}-${r.digits(7)}`,
        plate: `${r.chance(0.7) ? area : r.pick(PLATE_AREAS)} ${cls} ${PLATE_KANA[r.int(0, PLATE_KANA.length - 1)]} ${r.int(10, 99)}-${pad2(r.int(0, 99))}`,
        car,
        period: `${from[0]}/${pad2(from[1])}〜${to[0]}/${pad2(to[1])}`,
        count: `${k}/${term}`,
        lease: r.int(lo, hi) * 100,
        maint: maint ? r.int(30, 90) * 100 : 0,
        ins: insured ? r.int(40, 95) * 100 : 0,
      };
    });
    d.items = cars.flatMap((c) => [
      { name: `リース料 ${c.plate}`, amount: c.lease, rate: 10 },
      ...(c.maint ? [{ name: `メンテナンス料 ${c.plate}`, amount: c.maint, rate: 10 }] : []),
    ]);
    d.sum = summarize(d.items);
    const s = d.sum;
    const leaseSum = cars.reduce((t, c) => t + c.lease, 0);
    const maintSum = cars.reduce((t, c) => t + c.maint, 0);
    const insSum = cars.reduce((t, c) => t + c.ins, 0);
    const total = s.total + insSum;
    const fmt = DATE_FORMATS[r.pick(['slash', 'hyphen', 'seireki'])];
    const issuer = d.form === '株式会社' ? spelled(d, r.pick(['full', 'full', 'circled', 'paren'])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full']));
    const codes = r.chance(0.5);
    const reg = r.chance(0.4) ? regHyphen(d.reg) : d.reg;
    const plateLabel = r.pick(['登録番号', '車両番号']);
    const [c1, c2] = r.pick([
      ['#0d47a1', '#e8eef8'],
      ['#00695c', '#e6f2f0'],
      ['#37474f', '#eceff1'],
    ]);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #222; }
      .wrap { height: 1123px; display: flex; flex-direction: column; }
      .band { background: ${c1}; color: #fff; display: flex; justify-content: space-between; align-items: center; padding: 22px 40px; }
      .band .nm { font-size: 20px; font-weight: bold; letter-spacing: .08em; } .band .t { text-align: right; font-size: 18px; letter-spacing: .2em; } .band .t span { font-size: 9px; letter-spacing: .4em; opacity: .8; }
      .in { padding: 0 40px; flex: 1; display: flex; flex-direction: column; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 22px; }
      .to { line-height: 1.6; } .to .n { font-size: 15px; font-weight: bold; border-bottom: 1px solid #333; padding-right: 24px; white-space: nowrap; margin-top: 2px; }
      .meta td { padding: 1px 0 1px 14px; } .meta td:first-child { color: #666; }
      .pay { margin-top: 8px; border: 2px solid ${c1}; } .pay div { padding: 4px 12px; } .pay .l { background: ${c2}; color: ${c1}; font-weight: bold; }
      .pay .v { font-size: 22px; font-weight: bold; text-align: right; } .pay .d { border-top: 1px solid ${c1}; }
      .det { width: 100%; margin-top: 16px; font-size: 9px; } .det th { background: ${c1}; color: #fff; font-weight: normal; padding: 3px 2px; border: 1px solid ${c1}; }
      .det td { border: 1px solid #c9c9c9; padding: 3px 4px; white-space: nowrap; } .det td.c { text-align: center; } .det tr:nth-child(odd) td { background: ${c2}; }
      .low { display: flex; justify-content: space-between; gap: 20px; margin-top: 14px; align-items: flex-start; }
      .bank { flex: 1; } .bank th { background: ${c2}; border: 1px solid #aaa; font-weight: normal; padding: 3px 6px; text-align: left; white-space: nowrap; } .bank td { border: 1px solid #aaa; padding: 3px 6px; }
      .tot { width: 300px; } .tot td { padding: 3px 8px; border-bottom: 1px solid #ccc; } .tot td.num { width: 110px; } .tot tr.g td { border-top: 1px solid #555; }
      .tot tr.f td { font-weight: bold; font-size: 13px; background: ${c2}; border-bottom: 2px solid ${c1}; }
      .note { margin-top: 10px; font-size: 8.5px; color: #555; line-height: 1.6; }
      .foot { margin-top: auto; border-top: 2px solid ${c1}; padding: 10px 0 30px; position: relative; font-size: 9.5px; line-height: 1.6; } .foot b { font-size: 12px; }`;
    const rows = cars
      .map(
        (c, i) =>
          `<tr><td class="c">${i + 1}</td><td>${c.contract}</td><td>${c.plate}</td><td>${c.car}</td><td class="c">${c.period}</td><td class="c">${c.count}</td><td class="num">${yen(c.lease)}</td><td class="num">${c.maint ? yen(c.maint) : '-'}</td><td class="num">${c.ins ? yen(c.ins) : '-'}</td><td class="num">${yen(c.lease + c.maint + c.ins)}</td></tr>`,
      )
      .join('');
    const bankRow = (mark, b, code, bcode) =>
      `<tr><td>${mark}${b.name}${code ? `（${code}）` : ''}</td><td>${b.branch}${bcode ? `（${bcode}）` : ''}</td><td>${TYPE_LABEL[b.type]}</td><td>${b.account}</td></tr>`;
    const page = `<div class="wrap"><div class="band"><div class="nm">${issuer}</div><div class="t">リース料ご請求書<br><span>INVOICE</span></div></div>
      <div class="in"><div class="hd">
          <div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<div class="n">${d.buyerName}　御中</div>総務部　車両管理ご担当者 様</div>
          <div><table class="meta"><tr><td>発行日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書番号</td><td>${d.no}</td></tr><tr><td>お客様番号</td><td>${r.digits(8)}</td></tr><tr><td>ご請求対象</td><td>${billed[0]}年${billed[1]}月分</td></tr></table>
            <div class="pay"><div class="l">お支払金額</div><div class="v">¥${yen(total)}</div><div class="d">お支払期日　${fmt(d.due)}</div></div></div></div>
        <p style="margin:14px 0 0">平素は格別のお引き立てを賜り、厚く御礼申し上げます。${billed[1]}月分のリース料等を下記のとおりご請求申し上げます。</p>
        <table class="det"><tr><th>No.</th><th>契約番号</th><th>${plateLabel}</th><th>車名</th><th>契約期間</th><th>回数</th><th>リース料</th><th>メンテナンス料</th><th>自動車保険料<br>（非課税）</th><th>合計</th></tr>${rows}</table>
        <div class="low"><div class="bank"><table style="width:100%"><tr><th colspan="4">お振込先${other ? '（下記いずれかの口座）' : ''}</th></tr>
            ${bankRow(other ? '① ' : '', { name: d.bank.name, branch: d.branch.name, type: d.type, account: d.account }, codes && d.bank.code, codes && d.branch.code)}
            ${other ? bankRow('② ', other, null, null) : ''}<tr><th>口座名義</th><td colspan="3">${holder}</td></tr></table>
            <div class="note">※口座振替をご利用のお客様は、お支払期日に指定口座より引き落としいたします。<br>※振込手数料はお客様のご負担にてお願いいたします。${insured ? '<br>※自動車保険料は保険会社へお支払いする保険料で、消費税の対象外です。' : ''}</div></div>
          <table class="tot"><tr><td>リース料計</td><td class="num">${yen(leaseSum)}</td></tr>${maint ? `<tr><td>メンテナンス料計</td><td class="num">${yen(maintSum)}</td></tr>` : ''}
            <tr class="g"><td>課税対象額</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr>
            ${insSum ? `<tr><td>非課税額（自動車保険料）</td><td class="num">${yen(insSum)}</td></tr>` : ''}
            <tr class="f"><td>お支払金額</td><td class="num">¥${yen(total)}</td></tr></table></div>
        <div class="foot"><b>${issuer}</b>　リース営業部<br>〒${d.zip}　<span class="addr">${d.address}</span>　TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${reg}
          ${kakuin(d, 'right: 20px; top: 4px; opacity: .6;')}</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBankCode: codes, showBranchCode: codes } };
  },
});

// 100 — a 一人親方's (a sole proprietor under its 屋号: 内装, 型枠, 塗装, 設備, 鳶) monthly 常用 請求書 to a builder, made in
// Excel: one row per day of the period (20日締 or 末日締) with the weekday, 現場名, 作業内容, 人工 (1.0 or 0.5) and 残業
// hours, blank on the days off; 人工 × 日当 and 残業 × 時間単価, 消費税, then 駐車場代 and 高速代 paid out of pocket (実費)
// added after it; the 振込先 at a net bank or ゆうちょ (記号・番号 only), the issuer at the bottom right with its 認印.
const OYAKATA_TRADES = [
  ['内装', 'ナイソウ', ['軽鉄下地組', 'ボード貼り', 'パテ処理', '天井ボード貼り', '造作・見切り取付', '解体・搬出']],
  ['建工', 'ケンコウ', ['型枠組立', '型枠解体', '墨出し', '土間打設 手元', '片付け・清掃']],
  ['塗装', 'トソウ', ['養生', 'ケレン・下地処理', '下塗り', '中塗り・上塗り', '鉄部塗装']],
  ['設備', 'セツビ', ['給排水配管', 'スリーブ入れ', '器具付け', '通水試験']],
  ['鳶工業', 'トビコウギョウ', ['足場組立', '足場解体', '養生シート張り', '資材荷揚げ']],
];
const OYAKATA_SITES = [
  '{s}邸 新築工事',
  '(仮称){s}ビル 改修工事',
  '{s}マンション 大規模修繕',
  '{s}クリニック 内装工事',
  '{s}店 改装工事',
  '{s}倉庫 新築工事',
];
LAYOUTS.push({
  id: 'L100-jouyou-nippou',
  split: 'dev',
  title: "一人親方's monthly 常用 請求書 to a builder with a row per day, 人工 × 日当 and 立替 実費, made in Excel",
  exercises:
    "a 一人親方's monthly 常用 請求書 to a 建設会社 or 工務店, made in Excel: the buyer with 御中 at the top left, 請求日 and No. at the top right, 請　求　書 centred and underlined, 件名 (…月分 常用工事代) and the period (20日締 or 末日締), ご請求金額 ¥…- underlined with the お支払期日, a calculation table at the right (常用 n.5人工 × 日当, 残業 h × 時間単価, 小計, 消費税（10%）, 合計（税込）, 立替金 駐車場代（実費）and 高速代（実費）, ご請求金額), a ruled table with one row per day of the period (日付, 曜 with 土/日 shaded, 現場名, 作業内容, 人工 1.0/0.5, 残業(h)) blank on the days off and a 合計 row; the お振込先 boxed at the bottom left (楽天銀行/住信SBIネット銀行/PayPay銀行 with their odd branch names, a main bank, or ゆうちょ 記号・番号 only; the holder the owner's name or the 屋号's kana and the name, half- or full-width) and the issuer at the bottom right (the 屋号 …内装 / …建工 / …塗装 / …設備 / …鳶工業, 代表 and the name, 〒 address, 携帯 or TEL, 登録番号 in full-width digits sometimes) with a round 認印, 年月日 or slash dates",
  opts: (r, inst) => ({ sole: true, rates: '10', bank: inst === 2 ? 'yucho' : 'main' }),
  render(d, r) {
    const [trade, tradeKana, tasks] = r.pick(OYAKATA_TRADES);
    setYago(d, trade);
    if (!d.yucho && r.chance(0.6)) rebank(d, r, 'net');
    ordinaryAtNetBank(d);
    const holderBase = yagoHolder(d, tradeKana, !d.yucho && r.chance(0.45));
    const [y, m] = d.issue;
    const close20 = r.chance(0.5);
    const closing = close20 ? [y, m, 20] : endOfMonth(y, m);
    const [py, pm] = addDays([y, m, 1], -1);
    const start = close20 ? [py, pm, 21] : [y, m, 1];
    d.issue = r.chance(0.5) ? closing : addDays(closing, r.int(1, 3));
    const after = addDays(endOfMonth(closing[0], closing[1]), 1);
    d.due = r.chance(0.6) ? endOfMonth(after[0], after[1]) : [after[0], after[1], r.pick([10, 15, 20])];
    const [bs] = r.pick(STEMS);
    const buyer = r.pick([`株式会社${bs}建設`, `株式会社${bs}工務店`, `有限会社${bs}ホーム`, `${bs}建設株式会社`]);
    const sites = Array.from({ length: r.int(1, 3) }, () => r.pick(OYAKATA_SITES).replace('{s}', r.pick(STEMS)[0]));
    let site = sites[0];
    let halves = 0;
    let hours = 0;
    const days = [];
    for (let t = start; iso(t) <= iso(closing); t = addDays(t, 1)) {
      const wd = weekday(t);
      const works = wd === '日' ? r.chance(0.05) : wd === '土' ? r.chance(0.45) : r.chance(0.85);
      if (!works) {
        days.push({ t, wd });
        continue;
      }
      if (r.chance(0.2)) site = r.pick(sites);
      const half = r.chance(0.08);
      const ot = !half && r.chance(0.2) ? r.int(1, 3) : 0;
      halves += half ? 1 : 2;
      hours += ot;
      days.push({ t, wd, site, task: r.pick(tasks), man: half ? '0.5' : '1.0', ot });
    }
    const rate = r.int(36, 56) * 500;
    const otRate = r.pick([2500, 3000, 3500]);
    const manDays = (halves / 2).toFixed(1);
    const lines = [{ name: `常用（${manDays}人工 × ${yen(rate)}円）`, amount: (halves * rate) / 2, rate: 10 }];
    if (hours) lines.push({ name: `残業（${hours}時間 × ${yen(otRate)}円）`, amount: hours * otRate, rate: 10 });
    d.items = lines;
    d.sum = summarize(lines);
    const s = d.sum;
    const fees = [];
    if (r.chance(0.6)) fees.push({ name: '駐車場代（実費）', amount: r.int(3, 20) * r.pick([500, 700, 1000]) });
    if (r.chance(0.4)) fees.push({ name: '高速代（実費）', amount: r.int(120, 900) * 10 });
    const feeSum = fees.reduce((t, x) => t + x.amount, 0);
    const total = s.total + feeSum;
    const fmt = DATE_FORMATS[r.pick(['seireki', 'slash', 'slashLoose'])];
    const holder = holderPrinted({ holderBase }, r.pick(['half', 'half', 'full', 'half-big']));
    const typed = r.chance(0.4) ? zen : (x) => x;
    const mobile = /^0[789]0/.test(d.tel);
    const bankBody = d.yucho
      ? `ゆうちょ銀行<br>記号　${d.yucho.symbol}<br>番号　${d.yucho.number}`
      : `${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}　${d.account}`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #111; }
      .wrap { padding: 30px 44px; } .top { display: flex; justify-content: space-between; align-items: flex-start; }
      .to .n { font-size: 15px; border-bottom: 1px solid #111; padding-right: 30px; white-space: nowrap; } .meta { text-align: right; line-height: 1.6; }
      h1 { text-align: center; font-size: 22px; letter-spacing: .6em; padding-left: .6em; margin: 4px auto 12px; width: 260px; border-bottom: 3px double #111; font-weight: 500; }
      .mid { display: flex; justify-content: space-between; gap: 20px; align-items: flex-start; }
      .mid .l { line-height: 1.9; } .amt { font-size: 13px; } .amt b { font-size: 20px; border-bottom: 2px solid #111; padding: 0 16px 0 8px; margin-left: 8px; }
      .calc td { border: 1px solid #777; padding: 2px 8px; } .calc td.num { width: 96px; } .calc tr.g td { font-weight: bold; background: #f2f2f2; } .calc tr.f td { font-weight: bold; font-size: 12px; border: 2px solid #111; }
      .cal { width: 100%; margin-top: 12px; } .cal th { background: #dde6f0; border: 1px solid #777; font-weight: normal; padding: 2px; }
      .cal td { border: 1px solid #999; padding: 1px 6px; height: 14px; font-size: 9.5px; } .cal td.c { text-align: center; } .cal tr.off td { background: #f3f3f3; color: #888; } .cal tr.sum td { font-weight: bold; background: #f2f2f2; }
      .low { display: flex; justify-content: space-between; gap: 24px; margin-top: 14px; align-items: flex-start; }
      .bank { border: 1.5px solid #111; padding: 6px 12px; line-height: 1.7; min-width: 280px; } .bank b { display: block; border-bottom: 1px solid #999; margin-bottom: 2px; }
      .from { position: relative; line-height: 1.6; min-width: 260px; } .from .nm { font-size: 16px; font-weight: bold; }`;
    const cal = days
      .map((x) =>
        x.site
          ? `<tr><td class="c">${x.t[1]}/${x.t[2]}</td><td class="c">${x.wd}</td><td>${x.site}</td><td>${x.task}</td><td class="num">${x.man}</td><td class="num">${x.ot || ''}</td></tr>`
          : `<tr class="off"><td class="c">${x.t[1]}/${x.t[2]}</td><td class="c">${x.wd}</td><td></td><td></td><td></td><td></td></tr>`,
      )
      .join('');
    const calc = [
      ...lines.map((x) => [x.name, x.amount]),
      ['小計', s.subtotal, 'g'],
      ['消費税（10%）', s.tax],
      ['合計（税込）', s.total, 'g'],
      ...fees.map((x) => [`立替金　${x.name}`, x.amount]),
      ['ご請求金額', total, 'f'],
    ]
      .map(([l, v, c]) => `<tr${c ? ` class="${c}"` : ''}><td>${l}</td><td class="num">${yen(v)}</td></tr>`)
      .join('');
    const page = `<div class="wrap"><div class="top"><div class="to"><div class="n">${buyer}　御中</div></div>
        <div class="meta">請求日　${fmt(d.issue)}<br>No.　${d.no}</div></div>
      <h1>請求書</h1>
      <div class="mid"><div class="l">件名　${closing[1]}月分 常用工事代<br>期間　${fmt(start)} 〜 ${fmt(closing)}（${close20 ? '20日締' : '末日締'}）
          <div class="amt">ご請求金額<b>¥${yen(total)}-</b></div>お支払期日　${fmt(d.due)}<br>下記のとおりご請求申し上げます。</div>
        <table class="calc">${calc}</table></div>
      <table class="cal"><tr><th style="width:44px">日付</th><th style="width:26px">曜</th><th>現場名</th><th style="width:150px">作業内容</th><th style="width:46px">人工</th><th style="width:56px">残業(h)</th></tr>${cal}
        <tr class="sum"><td colspan="4" style="text-align:right">合計</td><td class="num">${manDays}</td><td class="num">${hours || ''}</td></tr></table>
      <div class="low"><div class="bank"><b>お振込先</b>${bankBody}<br>口座名義　${holder}</div>
        <div class="from"><div class="nm">${d.yago}</div>代表　${d.person}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>${mobile ? '携帯' : 'TEL'}　${typed(d.tel)}<br>登録番号　${typed(d.reg)}
          ${roundSeal(d, 'left: 170px; top: -6px; opacity: .7; width: 52px; height: 52px;')}</div></div></div>`;
    return { pages: [page], css, printed: { issuer: d.yago, holder, total } };
  },
});

export { PLATE_KANA, addMonths, padC, padR, printCols, roundSeal, yagoHolder };
