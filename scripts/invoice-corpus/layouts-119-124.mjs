// Invoice corpus layouts L119–L124: each pushed onto core.mjs's LAYOUTS, in order.
import {
  DATE_FORMATS,
  GIVEN,
  LAYOUTS,
  STEMS,
  SURNAMES,
  TYPE_LABEL,
  addDays,
  bigKana,
  endOfMonth,
  holderPrinted,
  pad2,
  reiwa,
  spelled,
  summarize,
  toHankaku,
  yen,
} from './core.mjs';
import { regHyphen, regSpaced, withholding } from './layouts-013-018.mjs';
import { kakuin, landline, setYago, shuffle, weekday } from './layouts-019-028.mjs';
import { abbreviated, mail, setCorp } from './layouts-029-034.mjs';
import { addrHtml, ordinaryAtNetBank, rebank, withBuilding } from './layouts-035-040.mjs';
import { prefOf } from './layouts-053-058.mjs';
import { relocate } from './layouts-089-094.mjs';
import { addMonths, roundSeal, yagoHolder } from './layouts-095-100.mjs';

// ---- 119–124: written blind as the seventeenth round's fresh set, measured once (ADR 0025), now dev.

// 119 — a 家具工房 run by a sole proprietor under its 屋号 bills a company (a café, a clinic, an office) for furniture made to
// order, typed as a letter: 拝啓 … 敬具, then 記 with the 件名, the dates, the 残金 to pay and the 振込先 as numbered items, the
// 内訳 with 配送・搬入設置 and the 内金 received with the order deducted, 以上; the 屋号 at the right under a round 職印, 令和 dates.
const KOUBOU_TRADES = [
  ['木工所', 'モッコウショ'],
  ['家具製作所', 'カグセイサクショ'],
  ['木工房', 'モッコウボウ'],
];
const KOUBOU_FANCY = [
  ['家具工房', 'カグコウボウ'],
  ['木工舎', 'モッコウシャ'],
  ['ウッドワークス', 'ウッドワークス'],
];
const KOUBOU_WORDS = [
  ['こもれび', 'コモレビ'],
  ['ひなた', 'ヒナタ'],
  ['もりの', 'モリノ'],
  ['きのね', 'キノネ'],
];
// [品名, 仕様, 単位, 単価 lo–hi in 千円]
const FURNITURE = [
  ['カウンターテーブル', 'ナラ無垢 W2400×D600×H1000 オイル仕上げ', '台', 180, 420],
  ['ダイニングテーブル', 'ウォールナット無垢 W1800×D850', '台', 150, 320],
  ['ベンチ', 'タモ W1600 座面布張り', '脚', 45, 90],
  ['チェア', 'ナラ 背もたれ曲木 オイル仕上げ', '脚', 38, 68],
  ['壁面収納棚（造作）', 'シナ合板 W3600×H2100 扉付', '式', 250, 600],
  ['受付カウンター', 'メラミン天板 W1800 L型 配線孔付', '台', 200, 450],
  ['待合ベンチ', 'ヒノキ W1800 背付', '台', 70, 140],
  ['本棚', 'パイン W900×H1800 可動棚', '台', 50, 110],
  ['サイドテーブル', 'ブラックチェリー φ450', '台', 30, 60],
];
const SEASONS = ['厳寒', '余寒', '早春', '陽春', '新緑', '梅雨', '盛夏', '残暑', '初秋', '秋冷', '晩秋', '師走'];
LAYOUTS.push({
  id: 'L119-kagu-koubou',
  split: 'dev',
  title: "家具工房's 御請求書 for furniture made to order, typed as a letter under a sole proprietor's 屋号, the 内金 deducted",
  exercises:
    "a 家具工房 (a sole proprietor under its 屋号: …木工所 / …家具製作所 / 家具工房… / ウッドワークス…) bills a company for furniture made to order, typed as a letter: No. and the date at the top right, the buyer with 御中 and 担当 様 at the top left, the 屋号 large at the right with 代表 / 家具職人 and the name, 〒 address (the building on a line of its own, or a town with a 番地), TEL or 携帯, 登録番号, a round 職印 stamped over the 屋号; 御請求書 centred, 拝啓 with a seasonal greeting … 敬具, 記 and numbered items (1. 件名 2. ご注文日 3. 納品・設置日 4. ご請求金額（残金）¥…－ 5. お支払期限 6. お振込先: ゆうちょ 記号・番号 with its 店名 form for other banks sometimes, or a 信用金庫 / bank; 口座名義 the 屋号's kana and the owner's name, or the name alone, half-width or full), then 【内訳】 (品名, 仕様, 数量, 単価, 金額; 配送・搬入設置費, 既存家具 引取処分 sometimes), 小計 / 消費税（10%）/ ご注文金額（税込）/ 内金 (the date it was received, △) / 差引ご請求額, 以上, 令和 dates",
  opts: (r, inst) => ({ sole: true, rates: '10', bank: inst === 0 ? 'yucho' : inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    let holderBase;
    if (r.chance(0.6)) {
      const [trade, tradeKana] = r.pick(KOUBOU_TRADES);
      setYago(d, trade);
      holderBase = yagoHolder(d, tradeKana, !d.yucho && r.chance(0.6));
    } else {
      const [pre, preKana] = r.pick(KOUBOU_FANCY);
      const [w, wk] = r.pick(KOUBOU_WORDS);
      d.yago = `${pre}${w}`;
      d.issuerName = d.yago;
      holderBase = !d.yucho && r.chance(0.5) ? `${preKana}${wk} ${d.holderBase}` : d.holderBase;
    }
    if (r.chance(0.5)) relocate(d, r, true);
    if (!d.yucho && !d.bank.main && r.chance(0.6)) rebank(d, r, 'shinkin');
    if (!d.yucho) d.type = 2;
    const delivered = addDays(d.issue, -r.int(1, 12));
    const ordered = addDays(delivered, -r.int(35, 90));
    const deposited = addDays(ordered, r.int(2, 10));
    d.due = r.chance(0.5)
      ? endOfMonth(...addDays(endOfMonth(d.issue[0], d.issue[1]), 1).slice(0, 2))
      : addDays(d.issue, r.pick([14, 20, 30]));
    const [bs] = r.pick(STEMS);
    const subject = `${r.pick([`カフェ${bs} 店舗`, `${bs}クリニック 待合室`, '本社 応接室・会議室', `${bs}ショールーム`, `ヘアサロン${bs}`])} 家具製作・設置`;
    const rows = shuffle(r, FURNITURE)
      .slice(0, r.int(2, 4))
      .map(([name, spec, unit, lo, hi]) => {
        const qty = unit === '脚' ? r.int(2, 12) : unit === '式' ? 1 : r.int(1, 3);
        const price = r.int(lo, hi) * 1000;
        return { name, spec, unit, qty, price, amount: qty * price };
      });
    if (r.chance(0.35)) {
      const p = r.int(8, 40) * 1000;
      rows.push({
        name: '仕様変更 追加',
        spec: r.pick(['天板 厚み30→40mm', '脚部 スチール→無垢材', '引出し 追加']),
        unit: '式',
        qty: 1,
        price: p,
        amount: p,
      });
    }
    const deliv = r.int(15, 60) * 1000;
    rows.push({
      name: '配送・搬入設置費',
      spec: `${r.pick(['2t車', '軽トラック', 'ハイエース'])}・${r.pick(['2名', '3名'])}作業`,
      unit: '式',
      qty: 1,
      price: deliv,
      amount: deliv,
    });
    if (r.chance(0.3)) {
      const p = r.int(5, 20) * 1000;
      rows.push({ name: '既存家具 引取処分', spec: '産業廃棄物として処分', unit: '式', qty: 1, price: p, amount: p });
    }
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const uchikin = Math.floor((s.total * r.pick([0.3, 0.5])) / 10000) * 10000;
    const total = s.total - uchikin;
    const fmt = DATE_FORMATS.wareki;
    const issuer = d.yago;
    const holder = holderPrinted({ holderBase }, r.pick(['half', 'half', 'full', 'half-big']));
    const reg = r.chance(0.4) ? regSpaced(d.reg) : d.reg;
    const mobile = /^0[789]0/.test(d.tel);
    const tel = mobile ? `携帯 ${d.tel}` : `TEL ${d.tel}　FAX ${d.fax}`;
    const greeting = r.chance(0.6) ? `${SEASONS[d.issue[1] - 1]}の候` : '時下';
    const bank = d.yucho
      ? `ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}${r.chance(0.6) ? `<br>（他の金融機関からのお振込：店名 ${d.branch.name}（店番 ${d.branch.code}）　${TYPE_LABEL[d.type]}預金　${d.account}）` : ''}`
      : `${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　口座番号 ${d.account}`;
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 11px; color: #222; line-height: 1.75; }
      .wrap { padding: 46px 64px; }
      .top { text-align: right; } .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 6px; }
      .to .n { font-size: 15px; border-bottom: 1px solid #222; padding-right: 24px; white-space: nowrap; display: inline-block; }
      .from { position: relative; width: 290px; line-height: 1.6; font-size: 10px; } .from .nm { font-size: 18px; font-weight: 700; letter-spacing: .06em; }
      h1 { text-align: center; font-size: 21px; letter-spacing: .8em; padding-left: .8em; margin: 18px 0 10px; font-weight: 600; }
      .body { text-indent: 1em; margin: 0; } .keigu { text-align: right; margin: 0; } .ki { text-align: center; margin: 8px 0 4px; font-size: 13px; }
      .kv td { padding: 1px 10px 1px 0; vertical-align: top; } .kv td.k { white-space: nowrap; } .kv .amt { font-size: 16px; font-weight: 700; border-bottom: 3px double #222; }
      .det { width: 100%; margin-top: 6px; font-size: 10px; } .det th { border: 1px solid #444; background: #f3efe7; font-weight: normal; padding: 3px; } .det td { border: 1px solid #666; padding: 3px 6px; }
      .det td.e { border: none; } .det td.l { background: #f3efe7; white-space: nowrap; } .det tr.g td { font-weight: 700; }
      .ijo { text-align: right; margin-top: 10px; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td>${x.name}</td><td>${x.spec}</td><td class="num">${x.qty}${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const page = `<div class="wrap"><div class="top">No. ${d.no}<br>${fmt(d.issue)}</div>
      <div class="hd"><div class="to"><span class="n">${d.buyerName}　御中</span><br>${r.pick(['店舗開発部', '総務部', '施設管理部'])}　${d.buyerPerson} 様</div>
        <div class="from"><div class="nm">${issuer}</div>${r.pick(['代表', '家具職人', '代表'])}　${d.person}<br>〒${d.zip}<br>${addrHtml(d.address, true)}<br>${tel}<br>登録番号　${reg}
          ${roundSeal(d, `left: ${r.int(10, 80)}px; top: -14px; opacity: .6;`)}</div></div>
      <h1>御請求書</h1>
      <p class="body">拝啓　${greeting}、貴社ますますご清栄のこととお慶び申し上げます。平素は格別のお引き立てを賜り、厚く御礼申し上げます。</p>
      <p class="body">さて、このたびご用命いただきました家具につきまして、${fmt(delivered)}に納品・設置を完了いたしました。つきましては、ご注文時にお預かりいたしました内金を差し引き、残金を下記のとおりご請求申し上げます。ご査収のほど、よろしくお願い申し上げます。</p>
      <p class="keigu">敬具</p>
      <div class="ki">記</div>
      <table class="kv"><tr><td class="k">1．件　　名</td><td>${subject}</td></tr><tr><td class="k">2．ご注文日</td><td>${fmt(ordered)}</td></tr><tr><td class="k">3．納品・設置日</td><td>${fmt(delivered)}</td></tr>
        <tr><td class="k">4．ご請求金額</td><td><span class="amt">¥${yen(total)}－</span>（残金・税込）</td></tr><tr><td class="k">5．お支払期限</td><td>${fmt(d.due)}</td></tr>
        <tr><td class="k">6．お振込先</td><td>${bank}<br>口座名義　${holder}</td></tr></table>
      <div style="margin-top:10px">【内訳】</div>
      <table class="det"><tr><th>品名</th><th>仕様</th><th style="width:54px">数量</th><th style="width:76px">単価</th><th style="width:86px">金額</th></tr>${body}
        <tr><td class="e" colspan="3"></td><td class="l">小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="e" colspan="3"></td><td class="l">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr>
        <tr><td class="e" colspan="3"></td><td class="l">ご注文金額（税込）</td><td class="num">${yen(s.total)}</td></tr><tr><td class="e" colspan="2"></td><td class="l" colspan="2">内金（${fmt(deposited)} ご入金済）</td><td class="num">△${yen(uchikin)}</td></tr>
        <tr class="g"><td class="e" colspan="3"></td><td class="l">差引ご請求額</td><td class="num">${yen(total)}</td></tr></table>
      <div class="ijo">以上</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 120 — a freelance 研修講師 bills a company for a 研修 or a 講演: the 講師料 and a 資料作成費 with 源泉徴収 deducted, the 交通費
// and 宿泊費 paid on the company's behalf added after it; the amount and the 振込先 side by side at the top, the rows under
// them, the 講師 at the foot (a 屋号 over the name sometimes, none at others), the name signed with ㊞ and a 認印 stamped over
// it; slash or hyphen dates.
const KOUSHI_TOPICS = [
  ['新任管理職研修「部下育成とコーチングの基本」', 'day'],
  ['ハラスメント防止研修（管理職向け）', 'half'],
  ['メンタルヘルス・ラインケア研修', 'half'],
  ['営業力強化研修「提案型営業の進め方」', 'day'],
  ['ビジネス文書・メールの書き方研修', 'half'],
  ['講演「中小企業のための生成AI活用」', 'talk'],
  ['安全大会 記念講演「ヒューマンエラーはなぜ起きるか」', 'talk'],
  ['新入社員フォローアップ研修', 'day'],
  ['タイムマネジメント研修', 'half'],
];
const TRIPS = [
  ['新幹線 東京⇔名古屋 往復', 21000, 23000],
  ['新幹線 東京⇔新大阪 往復', 28000, 30000],
  ['新幹線 東京⇔仙台 往復', 22000, 24000],
  ['特急 往復', 6000, 12000],
  ['航空券 羽田⇔福岡 往復', 30000, 60000],
  ['在来線 往復', 800, 3000],
];
LAYOUTS.push({
  id: 'L120-koushi-gensen',
  split: 'dev',
  title: "freelance 研修講師's 請求書 for a 研修 or a 講演 with 源泉徴収 and 交通費 立替, the name signed with ㊞ under a 認印",
  exercises:
    "a freelance 研修講師 bills a company for a 研修 (1日 / 半日, 2回 sometimes) or a 講演: 請求書 at the top left with 請求日 / 請求書番号 at the right, the buyer with 御中 and 人事部 研修ご担当 様, ご請求金額 boxed with the お支払期限 under it and beside it the お振込先 boxed (bank, branch, 普通/当座, number, 口座名義 the name's kana or the 屋号's with it), rows 実施日 / 内容 / 区分 (報酬 / 立替実費) / 金額 (講師料, 資料作成費, 交通費 新幹線 往復, 宿泊費), 報酬額（税抜）/ 消費税（10%）/ 源泉徴収税額（10.21%）△ / 立替実費（不課税）/ ご請求金額 under them, the 講師 at the foot (a 屋号 over the name sometimes: …研修事務所 / オフィス…; or the name alone, signed 講師 山田 太郎 ㊞ with a round 認印 stamped over it; 〒 address, 携帯 or TEL, mail, 登録番号), slash or hyphen dates",
  opts: (r, inst) => ({ sole: true, rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const kind = r.pick([0, 0, 1, 2]);
    let holderBase = d.holderBase;
    if (kind === 0) {
      delete d.yago;
      d.issuerName = d.person;
    } else if (kind === 1) {
      const [trade, tradeKana] = r.pick([
        ['研修事務所', 'ケンシュウジムショ'],
        ['人材開発オフィス', 'ジンザイカイハツオフィス'],
        ['キャリアデザイン研究所', 'キャリアデザインケンキュウショ'],
      ]);
      setYago(d, trade);
      holderBase = yagoHolder(d, tradeKana, r.chance(0.4));
    } else {
      const [w, wk] = r.pick([
        ['そら', 'ソラ'],
        ['ひなた', 'ヒナタ'],
        ['みなも', 'ミナモ'],
        ['つばさ', 'ツバサ'],
      ]);
      d.yago = `オフィス${w}`;
      d.issuerName = d.yago;
      if (r.chance(0.4)) holderBase = `オフィス${wk} ${d.holderBase}`;
    }
    if (!d.bank.main && r.chance(0.4)) rebank(d, r, r.chance(0.5) ? 'shinkin' : 'net');
    d.type = 2;
    const [topic, kindOf] = r.pick(KOUSHI_TOPICS);
    const sessions = kindOf === 'talk' ? 1 : r.chance(0.3) ? 2 : 1;
    const held = [addDays(d.issue, -r.int(2, 20))];
    if (sessions === 2) held.unshift(addDays(held[0], -r.int(7, 21)));
    d.due = r.chance(0.5) ? endOfMonth(...addDays(endOfMonth(d.issue[0], d.issue[1]), 1).slice(0, 2)) : addDays(d.issue, 30);
    const fmt = DATE_FORMATS[r.pick(['slash', 'slashLoose', 'hyphen'])];
    const fee = kindOf === 'talk' ? r.int(8, 30) * 10000 : kindOf === 'day' ? r.int(10, 25) * 10000 : r.int(5, 12) * 10000;
    const rows = held.map((dt, k) => ({
      dt,
      name: `講師料　${topic}${sessions === 2 ? `（第${k + 1}回）` : ''}${kindOf === 'talk' ? '（90分）' : kindOf === 'day' ? '（6時間）' : '（3時間）'}`,
      cls: '報酬',
      amount: fee,
    }));
    if (r.chance(0.5))
      rows.push({ dt: null, name: '資料作成費（スライド・ワークシート）', cls: '報酬', amount: r.int(1, 5) * 10000 });
    const tatekae = [];
    if (r.chance(0.75)) {
      const [trip, lo, hi] = r.pick(TRIPS);
      for (const dt of held)
        tatekae.push({ dt, name: `交通費（${trip}）`, cls: '立替実費', amount: Math.round(r.int(lo, hi) / 10) * 10 });
      if (lo > 20000 && r.chance(0.5))
        tatekae.push({ dt: held[0], name: '宿泊費（前泊 1泊）', cls: '立替実費', amount: r.int(80, 160) * 100 });
    }
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const gensen = withholding(s.subtotal);
    const jippi = tatekae.reduce((t, x) => t + x.amount, 0);
    const total = s.total - gensen + jippi;
    const issuer = d.issuerName;
    const holder = holderPrinted({ holderBase }, r.pick(['full', 'full', 'big', 'half']));
    const reg = r.chance(0.4) ? regHyphen(d.reg) : d.reg;
    const mobile = /^0[789]0/.test(d.tel);
    const surname = d.person.split(' ')[0];
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 11px; color: #222; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 52px 60px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 1px solid #222; padding-bottom: 8px; }
      h1 { margin: 0; font-size: 30px; font-weight: 300; letter-spacing: .3em; } .meta td { padding: 1px 0 1px 14px; }
      .to { margin-top: 22px; } .to .n { font-size: 16px; } .to .p { margin-top: 4px; }
      .top { display: flex; gap: 18px; margin-top: 22px; align-items: stretch; }
      .amt { border: 2px solid #222; padding: 10px 16px; width: 300px; } .amt .v { font-size: 24px; font-weight: 700; margin: 4px 0; letter-spacing: .02em; } .amt .due { font-size: 10.5px; }
      .bank { flex: 1; border: 1px solid #777; padding: 10px 14px; line-height: 1.8; } .bank .h { font-weight: 700; border-bottom: 1px solid #bbb; margin-bottom: 4px; }
      .det { width: 100%; margin-top: 26px; } .det th { border-bottom: 1.5px solid #222; font-weight: normal; padding: 4px; text-align: left; } .det td { border-bottom: 1px solid #ddd; padding: 6px 4px; } .det td.c { text-align: center; white-space: nowrap; }
      .tot { margin: 14px 0 0 auto; } .tot td { padding: 3px 10px; } .tot td.num { width: 120px; } .tot tr.g td { border-top: 1.5px solid #222; font-size: 14px; font-weight: 700; padding-top: 6px; }
      .memo { margin-top: 16px; font-size: 9.5px; color: #555; line-height: 1.7; }
      .sig { margin: auto 0 70px auto; width: 330px; line-height: 1.7; font-size: 10px; } .sig .y { font-size: 14px; font-weight: 700; } .sig .nm { font-size: 14px; position: relative; display: inline-block; }
      .inkan { position: absolute; right: -8px; top: -9px; width: 40px; height: 40px; border: 2px solid #d33; border-radius: 50%; color: #d33; font-family: 'Noto Serif CJK JP'; font-size: 13px; line-height: 1.05;
        writing-mode: vertical-rl; display: flex; align-items: center; justify-content: center; opacity: .75; }`;
    const line = (x) =>
      `<tr><td class="c">${x.dt ? fmt(x.dt) : ''}</td><td>${x.name}</td><td class="c">${x.cls}</td><td class="num">${yen(x.amount)}</td></tr>`;
    const page = `<div class="wrap"><div class="hd"><h1>請求書</h1><table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書番号</td><td>${d.no}</td></tr></table></div>
      <div class="to"><div class="n">${d.buyerName}　御中</div><div class="p">人事部　研修ご担当　${d.buyerPerson} 様</div></div>
      <p style="margin-top:16px">このたびは${kindOf === 'talk' ? '講演' : '研修'}の機会をいただき、ありがとうございました。下記のとおりご請求申し上げます。</p>
      <div class="top"><div class="amt">ご請求金額<div class="v">¥${yen(total)}</div><div class="due">お支払期限　${fmt(d.due)}</div></div>
        <div class="bank"><div class="h">お振込先</div>${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}</div></div>
      <table class="det"><tr><th style="width:90px">実施日</th><th>内容</th><th style="width:64px">区分</th><th style="width:100px;text-align:right">金額（円）</th></tr>${rows.map(line).join('')}${tatekae.map(line).join('')}</table>
      <table class="tot"><tr><td>報酬額（税抜）</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr>
        <tr><td>源泉徴収税額（10.21%）</td><td class="num">△${yen(gensen)}</td></tr>${jippi ? `<tr><td>立替実費（不課税）</td><td class="num">${yen(jippi)}</td></tr>` : ''}
        <tr class="g"><td>ご請求金額</td><td class="num">¥${yen(total)}</td></tr></table>
      <div class="memo">※源泉徴収税額は報酬額（税抜）に対して算出しております。${jippi ? '<br>※交通費・宿泊費は実費を立て替えたもので、領収書の写しを同封いたします。' : ''}</div>
      <div class="sig">${d.yago ? `<div class="y">${issuer}</div>` : ''}<span class="nm">${d.yago ? '代表' : '講師'}　${d.person}　㊞<span class="inkan">${surname}</span></span><br>〒${d.zip}<br><span class="addr">${d.address}</span><br>${mobile ? '携帯' : 'TEL'} ${d.tel}　Mail ${mail(r)}<br>登録番号　${reg}</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 121 — a 音響・照明 company bills a company for the equipment and crew of one event: rows grouped 音響 / 照明 / 映像 / 電源・その他 /
// 人員 / 運搬, the equipment by the day with the days after the first at half rate (掛率), the crew by 人日; the long version runs
// over two pages (the amount on the first, the totals, the お支払期限 and the 振込先 with its codes at the end of the second).
const STAGE_TRADES = [
  ['音響', 'オンキョウ'],
  ['ステージサービス', 'ステージサービス'],
  ['サウンドシステム', 'サウンドシステム'],
  ['舞台照明', 'ブタイショウメイ'],
  ['イベントテクニカル', 'イベントテクニカル'],
];
// [区分, 品名, 単位, 単価（1日）lo–hi, 数量 lo–hi]
const STAGE_GEAR = [
  ['音響', 'ラインアレイスピーカー（メイン）', '台', 12000, 25000, 4, 12],
  ['音響', 'サブウーファー 18inch', '台', 6000, 12000, 2, 6],
  ['音響', 'デジタルミキサー（FOH）', '台', 35000, 60000, 1, 1],
  ['音響', 'デジタルミキサー（モニター用）', '台', 25000, 40000, 1, 1],
  ['音響', 'ワイヤレスマイク（ハンド）', '本', 3000, 6000, 2, 8],
  ['音響', 'ワイヤレスマイク（ピンマイク）', '本', 3500, 6500, 1, 6],
  ['音響', 'ダイナミックマイク', '本', 500, 1000, 4, 16],
  ['音響', '跳ね返りモニター', '台', 3000, 6000, 2, 8],
  ['音響', 'DIボックス', '台', 500, 1000, 2, 8],
  ['照明', 'LEDムービングライト（スポット）', '台', 8000, 15000, 4, 16],
  ['照明', 'LEDムービングライト（ウォッシュ）', '台', 7000, 13000, 4, 16],
  ['照明', 'LEDパーライト', '台', 1500, 3000, 8, 32],
  ['照明', 'フォロースポット 2kW', '台', 12000, 20000, 1, 2],
  ['照明', '照明コンソール', '台', 20000, 40000, 1, 1],
  ['照明', 'ヘイズマシン', '台', 8000, 15000, 1, 2],
  ['照明', 'トラス 3m（アルミ角）', '本', 2000, 4000, 4, 16],
  ['映像', 'プロジェクター 12,000lm', '台', 50000, 90000, 1, 2],
  ['映像', 'スクリーン 200インチ（前面投影）', '面', 15000, 30000, 1, 2],
  ['映像', 'ビデオスイッチャー', '台', 15000, 30000, 1, 1],
  ['映像', 'LEDビジョン（2.6mmピッチ）', '㎡', 15000, 30000, 6, 24],
  ['映像', '収録用カメラ（三脚付）', '台', 15000, 30000, 1, 3],
  ['電源・その他', '仮設分電盤', '台', 5000, 12000, 1, 3],
  ['電源・その他', 'ケーブル類一式', '式', 5000, 20000, 1, 1],
  ['電源・その他', 'インカム（ワイヤレス）', '台', 1500, 3000, 4, 10],
];
const STAGE_CREW = [
  ['テクニカルディレクター', 50000, 80000],
  ['音響チーフ', 40000, 60000],
  ['音響オペレーター', 25000, 40000],
  ['照明チーフ', 40000, 60000],
  ['照明オペレーター', 25000, 40000],
  ['映像オペレーター', 28000, 45000],
  ['設営・撤去スタッフ', 18000, 25000],
];
const STAGE_EVENTS = [
  '創立50周年記念式典',
  '新製品発表会',
  '全国社員総会',
  'ファンミーティング 2026',
  '定時株主総会',
  '販売店大会',
  'キックオフミーティング',
];
const STAGE_VENUES = [
  'ホテル{s} 鳳凰の間',
  '{s}国際会議場 メインホール',
  '{s}市民会館 大ホール',
  '{s}アリーナ サブアリーナ',
  'ホテル{s} 大宴会場',
];
const STAGE_GROUPS = ['音響', '照明', '映像', '電源・その他', '人員', '運搬'];
LAYOUTS.push({
  id: 'L121-onkyo-shoumei',
  split: 'dev',
  twoPage: true,
  title:
    "音響・照明 company's 請求書 for one event's equipment and crew, grouped rows with a 掛率 by the day, the long version over two pages",
  exercises:
    "an 音響・照明 company's 請求書 to a company for one event (…記念式典 / 新製品発表会 / 社員総会 at a hotel's 宴会場 or a hall): the buyer with 御中 and ご担当 様 at the top left over a ruled block (件名, 会場, 仕込み, 本番 with the weekday), 請求書 at the top right over 請求日 / 請求番号 / 頁 and the company (㈱ or 株式会社 / 有限会社, 〒 address, TEL/FAX, 登録番号), ご請求金額（税込）boxed, rows grouped ■音響 / ■照明 / ■映像 / ■電源・その他 / ■人員 / ■運搬 (品名, 数量, 単位, 単価, 日数, 掛率 1.0 / 1.5 / 2.0 for the days after the first at half rate, 金額; the crew by 人日, trucks 往復, a 深夜搬出 割増), 小計 / 消費税（10%）/ 合計, the お支払期限 and the お振込先 with 銀行コード and 支店コード (holder half-width mostly) at the end; the long version runs over two pages (the amount on page 1, the rest of the rows, the totals and the 振込先 on page 2 under a continuation header), slash or hyphen dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r, { long }) {
    setCorp(d, r, STAGE_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    landline(d);
    if (d.bank.main && r.chance(0.3)) rebank(d, r, 'net');
    ordinaryAtNetBank(d);
    const showDays = r.int(1, 2);
    const days = showDays + 1;
    const show = addDays(d.issue, -r.int(4, 20));
    const setup = addDays(show, -1);
    const last = addDays(show, showDays - 1);
    d.due = r.chance(0.5) ? endOfMonth(...addDays(endOfMonth(d.issue[0], d.issue[1]), 1).slice(0, 2)) : addDays(d.issue, 30);
    const factor = 1 + 0.5 * (days - 1);
    const gear = STAGE_GEAR.filter(() => r.chance(long ? 0.85 : 0.35));
    const rows = gear.map(([grp, name, unit, lo, hi, qlo, qhi]) => {
      const qty = r.int(qlo, qhi);
      const price = Math.round(r.int(lo, hi) / 500) * 500;
      return { grp, name, qty, unit, price, days: `${days}日`, rate: factor.toFixed(1), amount: qty * price * factor };
    });
    const crew = shuffle(r, STAGE_CREW).slice(0, long ? r.int(5, 7) : r.int(2, 3));
    for (const [name, lo, hi] of STAGE_CREW.filter((c) => crew.includes(c))) {
      const qty = name.startsWith('設営')
        ? r.int(3, 8)
        : name.includes('チーフ') || name.startsWith('テクニカル')
          ? 1
          : r.int(1, 3);
      const price = Math.round(r.int(lo, hi) / 1000) * 1000;
      rows.push({ grp: '人員', name, qty, unit: '名', price, days: `${days}日`, rate: '—', amount: qty * price * days });
    }
    const truck = r.pick([
      ['2t車（往復）', 25000, 40000],
      ['4tウイング車（往復）', 40000, 60000],
    ]);
    const nTruck = r.int(1, long ? 3 : 1);
    const truckPrice = Math.round(r.int(truck[1], truck[2]) / 1000) * 1000;
    rows.push({
      grp: '運搬',
      name: truck[0],
      qty: nTruck,
      unit: '台',
      price: truckPrice,
      days: '—',
      rate: '—',
      amount: nTruck * truckPrice,
    });
    if (long || r.chance(0.3)) {
      const p = r.int(10, 30) * 1000;
      rows.push({
        grp: '運搬',
        name: '深夜搬出 割増（22時以降）',
        qty: 1,
        unit: '式',
        price: p,
        days: '—',
        rate: '—',
        amount: p,
      });
    }
    if (!rows.some((x) => x.grp === '音響')) {
      const p = r.int(30, 60) * 1000;
      rows.unshift({
        grp: '音響',
        name: '音響基本セット（スピーカー・ミキサー・マイク4本）',
        qty: 1,
        unit: '式',
        price: p,
        days: `${days}日`,
        rate: factor.toFixed(1),
        amount: p * factor,
      });
    }
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['slash', 'slashLoose', 'hyphen'])];
    const withWd = (dt) => `${fmt(dt)}（${weekday(dt)}）`;
    const issuer = r.chance(0.6) ? abbreviated(d, 1) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const [bs] = r.pick(STEMS);
    const event = `${r.pick(STAGE_EVENTS)}`;
    const venue = r.pick(STAGE_VENUES).replace('{s}', bs);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.5px; color: #1b1b1b; }
      .wrap { padding: 36px 44px 0; } .pg { position: absolute; right: 44px; bottom: 26px; font-size: 9px; color: #555; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .to .n { font-size: 15px; border-bottom: 1px solid #222; padding-right: 24px; white-space: nowrap; display: inline-block; }
      .ev { margin-top: 10px; } .ev th { text-align: left; font-weight: normal; background: #eee; border: 1px solid #999; padding: 2px 8px; width: 54px; } .ev td { border: 1px solid #999; padding: 2px 8px; min-width: 230px; }
      .rt { width: 300px; } h1 { margin: 0; font-size: 26px; letter-spacing: .5em; text-align: right; border-bottom: 4px solid #1b1b1b; padding-bottom: 2px; }
      .meta { margin: 6px 0 0 auto; } .meta td { padding: 1px 0 1px 12px; }
      .co { margin-top: 10px; line-height: 1.55; } .co .nm { font-size: 14px; font-weight: bold; }
      .amt { margin-top: 16px; display: inline-flex; border: 2px solid #1b1b1b; } .amt div { padding: 6px 16px; } .amt .l { background: #1b1b1b; color: #fff; } .amt .v { font-size: 19px; font-weight: bold; min-width: 190px; text-align: right; }
      .det { width: 100%; margin-top: 12px; } .det th { border-top: 1.5px solid #1b1b1b; border-bottom: 1px solid #1b1b1b; font-weight: normal; padding: 3px; background: #f4f4f4; }
      .det td { border-bottom: 1px solid #ddd; padding: 2px 5px; } .det td.c { text-align: center; } .det tr.g td { font-weight: bold; background: #f9f9f9; border-bottom: 1px solid #aaa; }
      .tot { margin: 10px 0 0 auto; } .tot td { padding: 3px 10px; border-bottom: 1px solid #bbb; } .tot td.num { width: 120px; } .tot tr.t td { font-weight: bold; font-size: 12px; border-bottom: 2px solid #1b1b1b; }
      .pay { margin-top: 16px; border: 1px solid #444; padding: 8px 14px; line-height: 1.8; width: 520px; }
      .cont { display: flex; justify-content: space-between; border-bottom: 2px solid #1b1b1b; padding-bottom: 4px; font-size: 11px; }`;
    const head =
      '<tr><th style="text-align:left">品名</th><th style="width:40px">数量</th><th style="width:28px">単位</th><th style="width:62px">単価</th><th style="width:36px">日数</th><th style="width:36px">掛率</th><th style="width:80px">金額</th></tr>';
    const ordered = STAGE_GROUPS.flatMap((g) => rows.filter((x) => x.grp === g));
    const table = (xs) => {
      let grp = '';
      return xs
        .map((x) => {
          const g = x.grp !== grp ? `<tr class="g"><td colspan="7">■ ${x.grp}</td></tr>` : '';
          grp = x.grp;
          return `${g}<tr><td>${x.name}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="c">${x.days}</td><td class="c">${x.rate}</td><td class="num">${yen(x.amount)}</td></tr>`;
        })
        .join('');
    };
    const nPage = long ? 2 : 1;
    const header = `<div class="hd"><div><div class="to"><span class="n">${d.buyerName}　御中</span><br>${r.pick(['総務部', '広報部', '経営企画室', 'イベント事務局'])}　${d.buyerPerson} 様</div>
        <table class="ev"><tr><th>件名</th><td>${event} 音響・照明・映像業務</td></tr><tr><th>会場</th><td>${venue}</td></tr><tr><th>仕込み</th><td>${withWd(setup)}</td></tr><tr><th>本番</th><td>${withWd(show)}${showDays > 1 ? ` ～ ${withWd(last)}` : ''}</td></tr></table></div>
        <div class="rt"><h1>請求書</h1><table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求番号</td><td>${d.no}</td></tr><tr><td>頁</td><td>1 / ${nPage}</td></tr></table>
          <div class="co"><div class="nm">${issuer}</div>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${reg}</div></div></div>
      <div class="amt"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(s.total)}</div></div>`;
    const tail = `<table class="tot"><tr><td>小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="t"><td>合計</td><td class="num">¥${yen(s.total)}</td></tr></table>
      <div class="pay">お支払期限　${fmt(d.due)}<br>お振込先　${d.bank.name}（${d.bank.code}）　${d.branch.name}（${d.branch.code}）<br>${TYPE_LABEL[d.type]}預金　${d.account}　口座名義　${holder}<br><span style="font-size:8.5px;color:#555">※掛率：2日目以降の機材費は1日あたり50%で計上しております。振込手数料は貴社にてご負担願います。</span></div>`;
    const split = long ? Math.min(24, ordered.length - 4) : ordered.length;
    const pages = [
      `<div class="wrap">${header}<table class="det">${head}${table(ordered.slice(0, split))}</table>${long ? '' : tail}</div>${long ? '<div class="pg">1 / 2</div>' : ''}`,
    ];
    if (long)
      pages.push(
        `<div class="wrap"><div class="cont"><b>請求書（続き）</b><span>${d.buyerName} 御中　請求番号 ${d.no}　頁 2 / 2</span></div>
          <table class="det">${head}${table(ordered.slice(split))}</table>${tail}</div><div class="pg">2 / 2</div>`,
      );
    return { pages, css, printed: { issuer, holder, showBankCode: true, showBranchCode: true } };
  },
});

// 122 — a ケータリング company bills a company for a party it catered, the sheet sent by FAX: the fax machine's header line
// across the top (its date and time, the sender's name and FAX number, P.1/1), the company and its 振込先 in a ruled column at
// the left, 御請求書 with the event (開催日 with the weekday, 会場, 人数) at the right, 料理・ドリンク・スタッフ at 10% and
// take-away sweets or 配達のみ 弁当 at 8% (※), 税率別 対象額 and 消費税, 西暦 dates.
const CATER_TRADES = [
  ['ケータリング', 'ケータリング'],
  ['フードサービス', 'フードサービス'],
  ['デリカテッセン', 'デリカテッセン'],
  ['ダイニング', 'ダイニング'],
];
// [品名, 単位, 単価 lo–hi, 数量: 'guests' | 'staff' | 1 | 'some']
const CATER_MENU10 = [
  ['立食パーティー料理（12品）', '名', 3500, 7000, 'guests'],
  ['着席ビュッフェ料理（10品・デザート付）', '名', 4500, 9000, 'guests'],
  ['フリードリンク（2時間・アルコール含む）', '名', 1500, 3000, 'guests'],
  ['ソフトドリンク フリー（2時間）', '名', 800, 1500, 'guests'],
  ['サービススタッフ（4時間）', '名', 14000, 20000, 'staff'],
  ['シェフ出張 ライブキッチン（ローストビーフ）', '式', 30000, 80000, 1],
  ['食器・グラス・備品レンタル', '式', 10000, 40000, 1],
  ['テーブルクロス・装花', '式', 8000, 30000, 1],
];
const CATER_MENU8 = [
  ['お持ち帰り用 焼菓子詰合せ', '個', 600, 1500, 'guests'],
  ['スタッフ用 お弁当（配達のみ）', '個', 800, 1500, 'some'],
  ['ペットボトル茶 500ml（配布用）', '本', 120, 180, 'guests'],
  ['オードブル折詰（お持ち帰り）', '個', 1500, 3000, 'some'],
];
const CATER_EVENTS = [
  '創立記念パーティー',
  '新年賀詞交歓会',
  '内定者懇親会',
  '周年記念レセプション',
  '社内表彰式 懇親会',
  'オフィス移転披露パーティー',
];
LAYOUTS.push({
  id: 'L122-catering-fax',
  split: 'dev',
  title:
    "ケータリング company's 御請求書 for a catered party, sent by FAX, the company and its 振込先 in a column at the left, 10% and 8% rows",
  exercises:
    "a ケータリング company's 御請求書 to a company for a party, as received by FAX: the fax header line across the top in a fax machine's face (its date and time, FROM the sender's name in half-width kana and its FAX number, TO the buyer's FAX number, P.001/001), a ruled column at the left with the company (株式会社 / （株） / 合同会社, 〒 address with the building on its own line, TEL, FAX, 登録番号, 担当) and under it the お振込先 (bank, branch, 普通/当座, number, 口座名義 full or half-width), 御請求書 at the right over 請求日 / 請求書No., the buyer with 御中, 件名 / 開催日 with the weekday / 会場 / ご人数, ご請求金額（税込）in a box with the お支払期限, rows (品名, 数量, 単位, 単価, 金額) with 料理・フリードリンク・サービススタッフ・食器レンタル at 10% and お持ち帰り 焼菓子 / 配達のみ 弁当 / ペットボトル茶 at 8% marked ※, 小計, 10%対象 / 消費税, 8%対象 / 消費税, 合計, ※は軽減税率対象, 西暦 dates (2026年1月31日)",
  opts: (r, inst) => ({ rates: 'mixed', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, CATER_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
    ]);
    d.address = withBuilding(r, d.address);
    landline(d);
    ordinaryAtNetBank(d);
    const held = addDays(d.issue, -r.int(2, 14));
    const faxed = addDays(d.issue, r.int(0, 3));
    d.due = r.chance(0.6) ? endOfMonth(...addDays(endOfMonth(d.issue[0], d.issue[1]), 1).slice(0, 2)) : addDays(d.issue, 30);
    const guests = r.int(3, 30) * 5;
    const staff = Math.max(2, Math.round(guests / r.int(15, 25)));
    const qtyOf = (q) => (q === 'guests' ? guests : q === 'staff' ? staff : q === 'some' ? r.int(5, 30) : 1);
    const food = r.chance(0.6) ? CATER_MENU10[0] : CATER_MENU10[1];
    const drink = r.chance(0.6) ? CATER_MENU10[2] : CATER_MENU10[3];
    const ten = [food, drink, CATER_MENU10[4], ...CATER_MENU10.slice(5).filter(() => r.chance(0.5))];
    const eight = shuffle(r, CATER_MENU8).slice(0, r.int(1, 2));
    const rows = [...ten.map((x) => [...x, 10]), ...eight.map((x) => [...x, 8])].map(([name, unit, lo, hi, q, rate]) => {
      const qty = qtyOf(q);
      const step = hi > 20000 ? 1000 : hi > 1000 ? 100 : 10;
      const price = Math.round(r.int(lo, hi) / step) * step;
      return { name, unit, qty, price, amount: qty * price, rate };
    });
    const fare = r.int(5, 20) * 1000;
    rows.splice(ten.length, 0, { name: '出張費（車両・駐車場）', unit: '式', qty: 1, price: fare, amount: fare, rate: 10 });
    d.items = rows;
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['seireki', 'seirekiPad'])];
    const issuer = d.form === '株式会社' ? spelled(d, r.pick(['full', 'wide', 'paren'])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['full', 'half', 'half', 'big']));
    const reg = r.chance(0.3) ? regSpaced(d.reg) : d.reg;
    const [bs] = r.pick(STEMS);
    const venue = r.pick([
      `${d.buyerName} 本社 ${r.int(2, 20)}階 ラウンジ`,
      `${bs}ビル ${r.int(2, 9)}F イベントスペース`,
      `${bs}ホール`,
      `ルーフテラス${bs}`,
    ]);
    const short = toHankaku(bigKana(d.holderBase.replace(/^.）|（.$/, ''))).slice(0, 16);
    const buyerFax = d.buyerTel.replace(/\d$/, (x) => String((Number(x) + 1) % 10));
    const hm = `${pad2(r.int(9, 19))}:${pad2(r.int(0, 59))}`;
    const faxHead = `${faxed[0]}/${pad2(faxed[1])}/${pad2(faxed[2])} ${hm}　 FROM：${short}　 FAX ${d.fax}　　 TO：${buyerFax}　　　 P.001/001`;
    const by10 = s.by[10] ?? { base: 0, tax: 0 };
    const by8 = s.by[8] ?? { base: 0, tax: 0 };
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #111; }
      .fax { position: absolute; left: 30px; right: 30px; top: 12px; font-family: 'Noto Sans Mono CJK JP', monospace; font-size: 10.5px; letter-spacing: .02em; white-space: nowrap; }
      .wrap { position: absolute; left: 40px; right: 40px; top: 48px; bottom: 40px; display: flex; gap: 20px; }
      .side { width: 240px; border: 1.5px solid #111; padding: 14px 12px; line-height: 1.6; font-size: 9.5px; } .side .nm { font-weight: bold; margin-bottom: 4px; white-space: nowrap; }
      .side .h { margin-top: 18px; font-weight: bold; border-bottom: 1px solid #111; padding-bottom: 2px; margin-bottom: 4px; }
      .main { flex: 1; } h1 { margin: 0; font-size: 26px; letter-spacing: .5em; font-weight: 700; }
      .top { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid #111; padding-bottom: 6px; } .meta td { padding: 1px 0 1px 12px; }
      .to { margin-top: 16px; } .to .n { font-size: 16px; border-bottom: 1px solid #111; padding-right: 24px; white-space: nowrap; display: inline-block; }
      .ev { margin-top: 12px; } .ev td { padding: 2px 14px 2px 0; }
      .amt { margin-top: 12px; border: 2px solid #111; width: 340px; } .amt td { padding: 6px 12px; } .amt td.v { font-size: 20px; font-weight: bold; text-align: right; }
      .det { width: 100%; margin-top: 14px; } .det th { border: 1px solid #111; font-weight: normal; padding: 3px; background: #e6e6e6; } .det td { border: 1px solid #555; padding: 3px 5px; } .det td.c { text-align: center; }
      .tot { margin: 8px 0 0 auto; } .tot td { border: 1px solid #555; padding: 3px 10px; } .tot td.num { width: 110px; } .tot tr.g td { font-weight: bold; font-size: 12px; border: 2px solid #111; }
      .memo { margin-top: 10px; font-size: 9px; line-height: 1.7; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td>${x.name}${x.rate === 8 ? ' ※' : ''}</td><td class="num">${x.qty}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const page = `<div class="fax">${faxHead}</div>
      <div class="wrap"><div class="side"><div class="nm" style="font-size:${Math.min(14, Math.floor(205 / issuer.length))}px">${issuer}</div>〒${d.zip}<br>${addrHtml(d.address, true)}<br>TEL ${d.tel}<br>FAX ${d.fax}<br>登録番号<br>${reg}<br>担当　${r.pick(SURNAMES)[0]}
          <div class="h">お振込先</div>${d.bank.name}<br>${d.branch.name}<br>${TYPE_LABEL[d.type]}　${d.account}<br>口座名義<br>${holder}
          <div style="margin-top:14px;font-size:8.5px">※振込手数料はお客様にてご負担ください。</div></div>
        <div class="main"><div class="top"><h1>御請求書</h1><table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書No.</td><td>${d.no}</td></tr></table></div>
          <div class="to"><span class="n">${d.buyerName}　御中</span><br>${r.pick(['総務部', '人事部', '秘書室', '広報部'])}　${d.buyerPerson} 様</div>
          <p>このたびはご用命いただき誠にありがとうございました。下記のとおりご請求申し上げます。</p>
          <table class="ev"><tr><td>件名</td><td>${r.pick(CATER_EVENTS)} ケータリング</td></tr><tr><td>開催日</td><td>${fmt(held)}（${weekday(held)}）</td></tr><tr><td>会場</td><td>${venue}</td></tr><tr><td>ご人数</td><td>${guests}名様</td></tr></table>
          <table class="amt"><tr><td>ご請求金額（税込）</td><td class="v">¥${yen(s.total)}</td></tr><tr><td>お支払期限</td><td style="text-align:right">${fmt(d.due)}</td></tr></table>
          <table class="det"><tr><th style="text-align:left">品名</th><th style="width:40px">数量</th><th style="width:28px">単位</th><th style="width:60px">単価</th><th style="width:78px">金額</th></tr>${body}</table>
          <table class="tot"><tr><td>小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>10%対象 ${yen(by10.base)}</td><td class="num">消費税 ${yen(by10.tax)}</td></tr>
            <tr><td>8%対象 ${yen(by8.base)}</td><td class="num">消費税 ${yen(by8.tax)}</td></tr><tr class="g"><td>合計</td><td class="num">¥${yen(s.total)}</td></tr></table>
          <div class="memo">※は軽減税率（8%）対象です（お持ち帰り・配達のみの飲食料品）。<br>会場でご提供した料理・飲料はケータリングとして標準税率（10%）となります。</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 123 — a マンスリーマンション operator bills a company, in advance, for the rooms its staff stay in next month (法人契約): one
// row per 部屋 and 入居者 with the period (日割 when moving in or out), 賃料 and 共益費 非課税, 水道光熱費 (定額) and 清掃・
// リネン 課税; 非課税 計, 課税対象 計, 消費税 and the amount to pay; the 振込先 in a band under the title, 令和 dates, the
// お支払期限 printed as a month's 末日 sometimes.
const MONTHLY_TRADES = [
  ['マンスリー', 'マンスリー'],
  ['レジデンス', 'レジデンス'],
  ['リビングサポート', 'リビングサポート'],
  ['住宅サービス', 'ジュウタクサービス'],
];
const MONTHLY_NAMES = ['アーバン', 'グラン', 'エスポワール', 'コンフォート', 'ステイ'];
const MONTHLY_TOWNS = ['栄', '梅田', '博多駅前', '名駅', '北浜', '一番町', '西新宿', '大通', '三宮'];
LAYOUTS.push({
  id: 'L123-monthly-mansion',
  split: 'dev',
  title:
    "マンスリーマンション operator's 法人契約 請求書 billing next month in advance, 賃料・共益費 非課税 beside 課税 光熱費・清掃, the 振込先 in a band under the title",
  exercises:
    "a マンスリーマンション operator's monthly ご利用料金 請求書 to a company for its staff's rooms next month (法人契約): ご利用料金請求書（法人様）centred with the お振込先 on one line in a shaded band under it (bank, branch, 普通/当座, number, 口座名義 half-width mostly), the buyer with 御中 and 法人契約No. at the top left, the company at the top right (㈲/㈱/(株) or spelled out, 宅地建物取引業 免許番号, 〒 address, TEL/FAX, 登録番号), 請求日 / 請求書番号 / 対象期間 / お支払期限 (令和8年2月末日 sometimes), a ruled table with one row per 物件・号室 and ご入居者 様 (ご利用期間 with 日割 when moving in or out, 賃料 / 共益費 非課税, 水道光熱費（定額）/ 清掃・リネン 課税, 合計), 非課税 計 (賃料・共益費), 課税対象 計, 消費税（10%）, ご請求金額 at the bottom right, a note on 賃料 非課税 for stays of a month or more, 令和 dates (令和8年1月20日 or R8.1.20)",
  opts: (r, inst) => ({ rates: '10', bank: inst === 0 ? 'main' : inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, MONTHLY_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    landline(d);
    if (!d.bank.main && r.chance(0.4)) rebank(d, r, 'shinkin');
    ordinaryAtNetBank(d);
    const [y, m] = d.issue;
    d.issue = [y, m, r.int(15, 25)];
    const [ny, nm] = addMonths([y, m], 1);
    const mEnd = endOfMonth(ny, nm);
    const mDays = mEnd[2];
    d.due = r.chance(0.7) ? endOfMonth(y, m) : [y, m, Math.min(d.issue[2] + 7, endOfMonth(y, m)[2])];
    const dueMatsu = d.due[2] === endOfMonth(y, m)[2] && r.chance(0.6);
    const n = r.int(1, 5);
    const rows = [];
    for (let k = 0; k < n; k++) {
      const bldg = `${r.pick(MONTHLY_NAMES)}${r.pick(MONTHLY_TOWNS)}`;
      const room = `${r.int(2, 12)}0${r.int(1, 9)}号室`;
      const who = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
      const kind = r.pick(['full', 'full', 'full', 'in', 'out']);
      const from = kind === 'in' ? r.int(2, 20) : 1;
      const to = kind === 'out' ? r.int(10, mDays - 1) : mDays;
      const days = to - from + 1;
      const prorate = (v) => (kind === 'full' ? v : Math.floor((v * days) / mDays));
      const rent = prorate(r.int(70, 180) * 1000);
      const common = prorate(r.int(5, 15) * 1000);
      const util = prorate(r.int(8, 15) * 1000);
      const clean = kind === 'out' ? r.int(25, 40) * 1000 : r.chance(0.4) ? r.int(2, 4) * 1500 : 0;
      rows.push({ bldg, room, who, kind, from, to, days, rent, common, util, clean, total: rent + common + util + clean });
    }
    d.items = rows.flatMap((x) => [
      { name: `${x.bldg} ${x.room} 水道光熱費`, amount: x.util, rate: 10 },
      ...(x.clean ? [{ name: `${x.bldg} ${x.room} 清掃・リネン`, amount: x.clean, rate: 10 }] : []),
    ]);
    d.sum = summarize(d.items);
    const s = d.sum;
    const exempt = rows.reduce((t, x) => t + x.rent + x.common, 0);
    const total = s.total + exempt;
    const fmt = DATE_FORMATS[r.pick(['wareki', 'wareki', 'warekiShort'])];
    const md = (dd) => `${nm}/${dd}`;
    const issuer = r.chance(0.5) ? abbreviated(d, r.pick([0, 1])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const pref = prefOf(d.address);
    const license = r.chance(0.3)
      ? `国土交通大臣（${r.int(1, 4)}）第${r.int(7000, 9999)}号`
      : `${pref}知事（${r.int(1, 5)}）第${r.int(10000, 39999)}号`;
    const dueText = dueMatsu ? `令和${reiwa(y)}年${m}月末日` : fmt(d.due);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.5px; color: #222; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 38px 42px 0; }
      h1 { text-align: center; font-size: 21px; letter-spacing: .2em; margin: 0; font-weight: 600; } h1 small { font-size: 12px; letter-spacing: 0; font-weight: normal; }
      .band { margin-top: 10px; background: #e9eef2; border-top: 1px solid #9ab; border-bottom: 1px solid #9ab; padding: 6px 12px; font-size: 10.5px; white-space: nowrap; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 18px; }
      .to .n { font-size: 15px; border-bottom: 1px solid #222; padding-right: 24px; white-space: nowrap; display: inline-block; }
      .meta { margin-top: 12px; } .meta td { border: 1px solid #aaa; padding: 2px 10px; } .meta td:first-child { background: #f3f5f7; }
      .co { width: 300px; line-height: 1.6; } .co .nm { font-size: 14px; font-weight: bold; }
      .det { width: 100%; margin-top: 18px; } .det th { border: 1px solid #666; background: #f3f5f7; font-weight: normal; padding: 3px 2px; line-height: 1.3; } .det td { border: 1px solid #888; padding: 3px 4px; } .det td.c { text-align: center; }
      .det small { color: #666; }
      .tot { margin: 12px 0 0 auto; } .tot td { border: 1px solid #888; padding: 4px 10px; } .tot td.l { background: #f3f5f7; width: 170px; } .tot td.num { width: 110px; } .tot tr.g td { font-weight: bold; font-size: 13px; }
      .memo { margin-top: 16px; line-height: 1.8; font-size: 9px; color: #444; }`;
    const body = rows
      .map(
        (x, i) =>
          `<tr><td class="c">${i + 1}</td><td>${x.bldg}<br>${x.room}</td><td>${x.who} 様</td><td class="c">${md(x.from)}～${md(x.to)}<br><small>${x.kind === 'full' ? `${mDays}日` : `${x.days}日（日割）${x.kind === 'out' ? ' 退去' : ' 入居'}`}</small></td><td class="num">${yen(x.rent)}</td><td class="num">${yen(x.common)}</td><td class="num">${yen(x.util)}</td><td class="num">${x.clean ? yen(x.clean) : '—'}</td><td class="num">${yen(x.total)}</td></tr>`,
      )
      .join('');
    const page = `<div class="wrap"><h1>ご利用料金請求書 <small>（法人様）</small></h1>
      <div class="band">お振込先　${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}　　口座名義　${holder}</div>
      <div class="hd"><div><div class="to"><span class="n">${d.buyerName}　御中</span><br>法人契約No. ${r.pick(['C', 'H'])}-${r.digits(5)}</div>
          <table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書番号</td><td>${d.no}</td></tr><tr><td>対象期間</td><td>${fmt([ny, nm, 1])} ～ ${fmt(mEnd)}</td></tr><tr><td>お支払期限</td><td>${dueText}</td></tr></table></div>
        <div class="co"><div class="nm">${issuer}</div>宅地建物取引業 ${license}<br>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${reg}</div></div>
      <p style="margin-top:16px">平素は弊社マンスリーマンションをご利用いただき誠にありがとうございます。${nm}月分のご利用料金を下記のとおりご請求申し上げます（前払い）。</p>
      <table class="det"><tr><th style="width:22px">No.</th><th>物件名・号室</th><th style="width:92px">ご入居者</th><th style="width:96px">ご利用期間</th><th style="width:62px">賃料<br><small>非課税</small></th><th style="width:54px">共益費<br><small>非課税</small></th><th style="width:60px">水道光熱費<br><small>課税・定額</small></th><th style="width:70px">清掃・リネン<br><small>課税</small></th><th style="width:70px">合計</th></tr>${body}</table>
      <table class="tot"><tr><td class="l">非課税 計（賃料・共益費）</td><td class="num">${yen(exempt)}</td></tr><tr><td class="l">課税対象 計（10%）</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="g"><td class="l">ご請求金額</td><td class="num">¥${yen(total)}</td></tr></table>
      <div class="memo">※ご契約期間が1か月以上の住宅の貸付けのため、賃料・共益費は非課税です。<br>※ご入居・ご退去月の賃料等は日割りで計算しております。退去時清掃費は退去月にご請求いたします。<br>※お振込の際は、法人契約No.をお振込人名の前にご入力ください。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 124 — a 販促品・ノベルティ company bills a company for goods printed with its name: the goods, a 名入れ版代 for each (初回),
// 個包装 and 色校正 sometimes, 送料 by 納品先 when shipped in two lots, an 出精値引 △ now and then; the company at the top left
// under its 角印, the amount to pay and the totals set with their labels at the left and the values at the far right, and the
// 振込先 written into a 備考 box together with the 納品先 (their own 〒, addresses and TEL), dot dates.
const PROMO_TRADES = [
  ['プロモーション', 'プロモーション'],
  ['販促', 'ハンソク'],
  ['ノベルティ', 'ノベルティ'],
  ['セールスプロモーション', 'セールスプロモーション'],
  ['アド企画', 'アドキカク'],
];
// [品名, 単位, 単価 lo–hi, 数量 lo–hi]
const PROMO_GOODS = [
  ['名入れボールペン（1色印刷）', '本', 60, 160, 300, 3000],
  ['エコバッグ A4（1色シルク印刷）', '枚', 180, 450, 100, 1000],
  ['今治タオルハンカチ（刺繍名入れ）', '枚', 350, 800, 100, 600],
  ['卓上カレンダー（名入れ）', '部', 250, 600, 100, 1000],
  ['モバイルバッテリー（レーザー刻印）', '個', 1200, 2200, 50, 300],
  ['ステンレスボトル 350ml（名入れ）', '本', 900, 1800, 50, 300],
  ['付箋ノート（フルカラー印刷）', '冊', 120, 300, 200, 2000],
  ['クリアファイル A4（4色印刷）', '枚', 25, 60, 500, 5000],
];
const EXPO_SITES = [
  ['135-0063', '東京都江東区有明3-11-1', '東京ビッグサイト 東{n}ホール'],
  ['559-0034', '大阪府大阪市住之江区南港北1-5-102', 'インテックス大阪 {n}号館'],
  ['261-8550', '千葉県千葉市美浜区中瀬2-1', '幕張メッセ 展示ホール{n}'],
  ['455-0848', '愛知県名古屋市港区金城ふ頭2-2', 'ポートメッセなごや 第{n}展示館'],
];
LAYOUTS.push({
  id: 'L124-novelty-bikou',
  split: 'dev',
  title:
    "販促品・ノベルティ company's 請求書 with 名入れ版代 and 分納 送料, totals' labels far from their values, the 振込先 in a 備考 box beside the 納品先",
  exercises:
    "a 販促品・ノベルティ company's 請求書 to a company for goods printed with its name: the company at the top left (株式会社 / (株) / （株）or 合同会社 with a 角印 stamped over its name, 〒 address, TEL/FAX, 登録番号, 営業担当), 請求書 at the top right over 請求日 / 請求書No. / 受注No. and the buyer with 御中, the amount to pay in a ruled row across the page (ご請求金額（税込）at the left, ¥… at the far right) with the お支払期限, rows (品名 / 数量 / 単位 / 単価 / 金額): 名入れボールペン / エコバッグ / タオルハンカチ / カレンダー …, 名入れ版代（初回）and 追加色 版代, 個包装（OPP袋入れ）, 色校正, 送料 by 納品先 (①②), an 出精値引 △; then 小計 / 消費税（10%）/ 合計 each across the page with a dotted leader between the label at the left and the value at the far right, and a 備考 box at the foot holding the 納品先 (① the buyer's office or ② an exhibition hall with their own 〒, addresses and the 担当's TEL) and the お振込先 (bank, branch, 普通/当座, number, 口座名義 full-width, 銀行コード / 支店コード sometimes), dot dates (2026.01.31)",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, PROMO_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
    ]);
    landline(d);
    ordinaryAtNetBank(d);
    d.due = r.chance(0.5) ? endOfMonth(...addDays(endOfMonth(d.issue[0], d.issue[1]), 1).slice(0, 2)) : addDays(d.issue, 30);
    const goods = shuffle(r, PROMO_GOODS).slice(0, r.int(1, 3));
    const rows = [];
    let qtyAll = 0;
    for (const [name, unit, lo, hi, qlo, qhi] of goods) {
      const qty = Math.round(r.int(qlo, qhi) / 50) * 50 || qlo;
      const step = hi > 1000 ? 10 : hi > 100 ? 5 : 1;
      const price = Math.round(r.int(lo, hi) / step) * step;
      rows.push({ name, qty, unit, price, amount: qty * price });
      qtyAll += qty;
      if (r.chance(0.8)) {
        const p = r.int(5, 15) * 1000;
        rows.push({ name: `　名入れ版代（初回）${name.replace(/（.*$/, '')}`, qty: 1, unit: '式', price: p, amount: p });
      }
      if (name.includes('1色') && r.chance(0.4)) {
        const p = r.int(3, 8) * 1000;
        rows.push({ name: '　追加色 版代（2色目）', qty: 1, unit: '式', price: p, amount: p });
      }
    }
    if (r.chance(0.4)) {
      const p = r.int(5, 15);
      rows.push({ name: '個包装（OPP袋入れ）', qty: qtyAll, unit: '個', price: p, amount: qtyAll * p });
    }
    if (r.chance(0.3)) {
      const p = r.int(3, 8) * 1000;
      rows.push({ name: '色校正（本紙出力）', qty: 1, unit: '式', price: p, amount: p });
    }
    const twoLots = r.chance(0.6);
    const ship = Array.from({ length: twoLots ? 2 : 1 }, () => r.int(10, 50) * 100);
    ship.forEach((p, k) =>
      rows.push({ name: twoLots ? `送料（納品先${'①②'[k]}）` : '送料', qty: 1, unit: '式', price: p, amount: p }),
    );
    const gross = rows.reduce((t, x) => t + x.amount, 0);
    const odd = gross % 1000;
    if (odd && r.chance(0.5)) rows.push({ name: '出精値引', qty: 1, unit: '式', price: -odd, amount: -odd });
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['dot', 'dot', 'seirekiPad'])];
    const issuer = d.form === '株式会社' ? spelled(d, r.pick(['full', 'paren', 'wide'])) : d.issuerName;
    const holder = holderPrinted(d, r.pick(['full', 'full', 'big']));
    const reg = r.chance(0.4) ? regSpaced(d.reg) : d.reg;
    const codes = r.chance(0.5);
    const sites = [
      `〒${d.buyerZip}　${d.buyerAddress}　${d.buyerName} ${r.pick(['総務部', '営業企画部', 'マーケティング部'])}　TEL ${d.buyerTel}`,
    ];
    if (twoLots) {
      const [zip, addr, hall] = r.pick(EXPO_SITES);
      sites.push(
        `〒${zip}　${addr}　${hall.replace('{n}', r.int(1, 8))} 小間No.${r.pick(['A', 'B', 'C', 'E'])}-${r.int(1, 60)}　${d.buyerPerson} 様　TEL 0${r.pick(['90', '80'])}-${r.digits(4)}-${r.digits(4)}`,
      );
    }
    const bank = `${d.bank.name}${codes ? `（${d.bank.code}）` : ''}　${d.branch.name}${codes ? `（${d.branch.code}）` : ''}　${TYPE_LABEL[d.type]}預金　${d.account}　口座名義　${holder}`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #222; }
      .wrap { height: 1123px; display: flex; flex-direction: column; padding: 40px 50px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .co { position: relative; width: 330px; line-height: 1.6; font-size: 9.5px; } .co .nm { font-size: 17px; font-weight: bold; white-space: nowrap; }
      .rt { width: 300px; } h1 { margin: 0; font-size: 24px; letter-spacing: .6em; text-align: right; color: #b3261e; }
      .meta { margin: 6px 0 0 auto; } .meta td { padding: 1px 0 1px 12px; }
      .to { margin-top: 16px; text-align: right; } .to .n { font-size: 15px; border-bottom: 1px solid #222; padding-left: 20px; white-space: nowrap; display: inline-block; }
      .big { width: 100%; margin-top: 22px; border-top: 2px solid #b3261e; border-bottom: 2px solid #b3261e; } .big td { padding: 8px 4px; } .big td.v { text-align: right; font-size: 20px; font-weight: bold; }
      .det { width: 100%; margin-top: 18px; } .det th { background: #b3261e; color: #fff; font-weight: normal; padding: 4px; } .det td { border-bottom: 1px solid #ccc; padding: 4px 6px; } .det td.c { text-align: center; }
      .lead { width: 100%; margin-top: 10px; } .lead td { padding: 3px 4px; } .lead td.f { border-bottom: 1px dotted #888; width: 100%; } .lead td.l, .lead td.v { white-space: nowrap; } .lead tr.g td { font-weight: bold; font-size: 12px; }
      .bikou { margin: auto 0 60px; border: 1px solid #444; padding: 8px 12px; line-height: 1.8; font-size: 9.5px; } .bikou .h { font-weight: bold; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td>${x.name}</td><td class="num">${yen(x.qty)}</td><td class="c">${x.unit}</td><td class="num">${x.price < 0 ? `△${yen(-x.price)}` : yen(x.price)}</td><td class="num">${x.amount < 0 ? `△${yen(-x.amount)}` : yen(x.amount)}</td></tr>`,
      )
      .join('');
    const lead = (l, v, g) =>
      `<tr${g ? ' class="g"' : ''}><td class="l">${l}</td><td class="f"></td><td class="v">${v}</td></tr>`;
    const page = `<div class="wrap"><div class="hd">
        <div class="co"><div class="nm">${issuer}</div>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号 ${reg}<br>営業担当　${r.pick(SURNAMES)[0]}
          ${kakuin(d, `left: ${r.int(40, 140)}px; top: -14px; opacity: .55;`)}</div>
        <div class="rt"><h1>請求書</h1><table class="meta"><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書No.</td><td>${d.no}</td></tr><tr><td>受注No.</td><td>J${r.digits(6)}</td></tr></table>
          <div class="to"><span class="n">${d.buyerName}　御中</span></div></div></div>
      <p style="margin-top:18px">毎度格別のお引き立てを賜り、厚く御礼申し上げます。下記のとおりご請求申し上げます。</p>
      <table class="big"><tr><td>ご請求金額（税込）</td><td class="v">¥${yen(s.total)}</td></tr><tr><td>お支払期限</td><td style="text-align:right">${fmt(d.due)}</td></tr></table>
      <table class="det"><tr><th style="text-align:left">品名</th><th style="width:60px">数量</th><th style="width:32px">単位</th><th style="width:64px">単価</th><th style="width:90px">金額</th></tr>${body}</table>
      <table class="lead">${lead('小計', yen(s.subtotal))}${lead('消費税（10%）', yen(s.tax))}${lead('合計', `¥${yen(s.total)}`, true)}</table>
      <div class="bikou"><span class="h">備考</span><br>納品${twoLots ? '（分納）' : ''}：${sites.map((x, k) => `${twoLots ? '①②'[k] : ''}${x}`).join('<br>　　　')}<br>
        お振込先：${bank}<br>※恐れ入りますが、振込手数料は貴社にてご負担をお願いいたします。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, showBankCode: codes, showBranchCode: codes } };
  },
});
