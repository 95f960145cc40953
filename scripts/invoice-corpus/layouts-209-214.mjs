// Invoice corpus layouts L209–L214: each pushed onto core.mjs's LAYOUTS, in order.
import {
  DATE_FORMATS,
  GIVEN,
  LAYOUTS,
  PLACES,
  STEMS,
  SURNAMES,
  TYPE_LABEL,
  addDays,
  addMonths,
  endOfMonth,
  holderPrinted,
  netOrdinary,
  pad2,
  reiwa,
  setCompany,
  spelled,
  summarize,
  yen,
} from './core.mjs';

// ---- 209–214: written blind as the thirty-third round's fresh set.

/** Fisher–Yates on a copy, with the layout's generator. */
const shuffle = (r, xs) => {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(r.rng() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
};
/** Days from a to b. */
const daysBetweenDates = (a, b) => Math.round((Date.UTC(b[0], b[1] - 1, b[2]) - Date.UTC(a[0], a[1] - 1, a[2])) / 86400000);
const PREF_RE = /^(東京都|北海道|大阪府|京都府|.{2,3}?県)/;
const prefOf = (s) => s.match(PREF_RE)[1];
/** 東京都千代田区丸の内 → 千代田区, 大阪府大阪市北区梅田 → 大阪市. */
const cityOf = (town) => town.replace(PREF_RE, '').match(/^.+?[市区]/)[0];
/** The town's last part: 丸の内, 梅田, みなとみらい, 恵比須町. */
const areaOf = (town) =>
  town
    .replace(PREF_RE, '')
    .replace(/^.+?市/, '')
    .replace(/^.+?区/, '');
/** The PLACES entry of an address made by makeData (its 〒). */
const placeOf = (d) => PLACES.find(([z]) => z === d.zip);
/** Somewhere else of PLACES: 〒, town, street address and a TEL on its area code. */
const placeElsewhere = (r, notZips, filter = () => true) => {
  const [zip, town, area] = r.pick(PLACES.filter(([z, t]) => !notZips.includes(z) && filter(t)));
  return {
    zip,
    town,
    area,
    address: `${town}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`,
    tel: `${area}-${area.length === 2 ? r.digits(4) : r.digits(3)}-${r.digits(4)}`,
  };
};
const landlineOn = (r, area) => `${area}-${area.length === 2 ? r.digits(4) : r.digits(3)}-${r.digits(4)}`;
/** T1-2345-6789-0123, as some packages print the 登録番号. */
const regHyphen = (t) => `${t.slice(0, 2)}-${t.slice(2, 6)}-${t.slice(6, 10)}-${t.slice(10)}`;
/** T 1234 5678 9012 3. */
const regSpaced = (t) => `T ${t.slice(1, 5)} ${t.slice(5, 9)} ${t.slice(9, 13)} ${t.slice(13)}`;
/** R8.1.31. */
const warekiDots = ([y, m, dd]) => `R${reiwa(y)}.${m}.${dd}`;
/** 令和08年01月31日. */
const warekiPad = ([y, m, dd]) => `令和${pad2(y - 2018)}年${pad2(m)}月${pad2(dd)}日`;
const letters = (r, n, set = 'ABCDEFGHJKLMNPRSTUVWXYZ') => Array.from({ length: n }, () => r.pick([...set])).join('');

/** 信用金庫 of PLACES' prefectures (printed without codes). */
const SHINKIN = {
  東京都: ['城南信用金庫', '西武信用金庫', '東京東信用金庫', '多摩信用金庫'],
  大阪府: ['大阪信用金庫', '大阪シティ信用金庫', '北おおさか信用金庫'],
  愛知県: ['瀬戸信用金庫', '岡崎信用金庫', '碧海信用金庫'],
  福岡県: ['福岡信用金庫', '福岡ひびき信用金庫'],
  北海道: ['北海道信用金庫', '札幌信用金庫'],
  宮城県: ['杜の都信用金庫', '石巻信用金庫'],
  神奈川県: ['横浜信用金庫', '川崎信用金庫', 'さがみ信用金庫'],
  京都府: ['京都信用金庫', '京都中央信用金庫'],
  兵庫県: ['尼崎信用金庫', '播州信用金庫'],
  広島県: ['広島信用金庫', '呉信用金庫'],
  埼玉県: ['埼玉縣信用金庫', '川口信用金庫'],
  千葉県: ['千葉信用金庫', '京葉信用金庫'],
  静岡県: ['静清信用金庫', '浜松いわた信用金庫'],
  群馬県: ['高崎信用金庫', 'しののめ信用金庫'],
};
/** An account at a local 信用金庫 instead of makeData's bank outside the eight: printed without codes. */
const toShinkin = (d, r) => {
  const pref = prefOf(d.address);
  d.bank = { name: r.pick(SHINKIN[pref]), code: null, main: false };
  const name = r.pick(['本店', `${areaOf(placeOf(d)[1])}支店`, '駅前支店', '中央支店']);
  d.branch = { name, code: name === '本店' ? '001' : `${r.int(1, 8)}${r.digits(2)}` };
};
/** A red seal: text set in vertical columns inside a square or round border. */
const hanko = (text, style) =>
  `<div style="position:absolute;border:2.5px solid #d23;color:#d23;font-family:'Noto Serif CJK JP';writing-mode:vertical-rl;display:flex;align-items:center;justify-content:center;text-align:center;line-height:1.05;letter-spacing:-1px;padding:3px;${style}">${text}</div>`;

// 209 — a 空調設備 company (株式会社…空調 / …冷熱工業 / 有限会社…冷機) bills a store chain for the フロン排出抑制法 定期点検 of its
// stores' 業務用エアコン and their filters: the company's letterhead at the top left (a mark, its name, 〒 address, TEL/FAX, 登録番号
// and its 第一種フロン類充塡回収業者 登録 …知事 第…号), 御請求書 with 請求日 / 請求番号 / お客様コード at the right, a boxed ご請求先 (the
// chain's 本部 〒 address, 御中, 店舗開発部 設備管理課 … 様), the ご請求金額 with お支払期限, then one block per 店舗 (its name, 〒
// address and TEL, 点検実施日) with a row per 室外機 (型式, kW, 冷媒 R32 / R410A and its 充填量 kg, 製造No.) for its 定期点検, フィルター
// 清掃 of the 室内機, 冷媒 追加充填 by the 0.1 kg sometimes, 点検整備記録簿 and 出張費; 小計 / 消費税 / 合計 at the right of the お振込先,
// and the 点検実施者's 冷媒フロン類取扱技術者 number and the 次回点検予定 in the notes.
const KUCHOU_TRADES = [
  ['空調', 'クウチョウ'],
  ['冷熱工業', 'レイネツコウギョウ'],
  ['冷機', 'レイキ'],
  ['空調サービス', 'クウチョウサービス'],
  ['設備工業', 'セツビコウギョウ'],
];
// [社名, 店舗 prefix]
const KUCHOU_BUYERS = [
  ['株式会社{s}フードサービス', 'ごはん処 {s}'],
  ['{s}ダイニング株式会社', 'ダイニング{s}'],
  ['株式会社{s}ドラッグ', '{s}ドラッグ'],
  ['{s}ストアー株式会社', '{s}ストアー'],
  ['株式会社{s}ベーカリー', 'ベーカリー{s}'],
];
// [型式, kW, 冷媒, 充填量 kg]
const AC_UNITS = [
  ['PUZ-ERMP80KA', 8.0, 'R32', 2.8],
  ['PUZ-ERMP140KA', 14.0, 'R32', 4.2],
  ['RZRP112BA', 11.2, 'R32', 3.4],
  ['RZYP224BA', 22.4, 'R410A', 6.8],
  ['AUZ-SA80', 8.0, 'R410A', 2.6],
  ['SPW-GP280', 28.0, 'R410A', 8.5],
  ['PUHY-P450SDMG', 45.0, 'R410A', 11.8],
  ['RXYP560BA', 56.0, 'R410A', 14.5],
  ['ESA-P140', 14.0, 'R407C', 5.1],
];
const STORE_SPOTS = ['駅前', '北口', '本町', '中央通り', '東口', '南', 'ロードサイド', '第二'];
LAYOUTS.push({
  id: 'L209-kuchou-furon',
  split: 'dev',
  title:
    "空調設備 company's 御請求書 to a store chain for the フロン排出抑制法 定期点検 of its stores' 業務用エアコン: a block per 店舗 with its own 〒 address, TEL and 点検実施日, a row per 室外機 (型式, kW, 冷媒 and 充填量, 製造No.), フィルター清掃, 冷媒 追加充填 by the 0.1 kg, the 第一種フロン類充塡回収業者 登録 beside the 登録番号, the 技術者 number in the notes",
  exercises:
    "an 空調設備 company (株式会社…空調 / …冷熱工業株式会社 / 有限会社…冷機, ㈱ or (株) sometimes — the issuer_name) bills a store chain (株式会社…フードサービス / …ダイニング株式会社 / 株式会社…ドラッグ) at its 本部 in another city for the 定期点検 of its stores' 業務用エアコン: the company's letterhead at the top left (a mark, its name, 〒 address, TEL/FAX, 登録番号 T… and 第一種フロン類充塡回収業者 東京都知事 登録第1234号 — not the registration_number), 御 請 求 書 with 請求日 / 請求番号 / お客様コード at the right, a boxed ご請求先 (the chain's 〒 address, name 御中, 店舗開発部 設備管理課 … 様 — the buyer), the ご請求金額（税込）with the お支払期限, then one block per 店舗 (ごはん処 青葉 駅前店, its own 〒 address and TEL — the stores' addresses are none of the fields — and the 点検実施日, neither the issue_date nor the due_date) with a row per 室外機 (型式 PUZ-ERMP140KA, 14.0kW, R32 4.2kg, 製造No. — none of the fields) for its 定期点検（3年毎 / 1年毎・50kW以上）, フィルター清掃 of the 室内機 by the 台, 冷媒 追加充填 R410A 1.2kg × 単価 per kg sometimes, フロン点検整備記録簿 作成 and 出張費 per store; 小計 / 消費税（10%）/ 合計 at the right of the お振込先 box — total_amount the ご請求金額, that 合計 —; the notes name the 点検実施者 (第一種冷媒フロン類取扱技術者 … 登録 第1-23-45678号) and the 次回定期点検予定 (a month years ahead); 2026年1月31日, 2026/01/31 or 令和 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCompany(d, r, KUCHOU_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    if (!d.bank.main) toShinkin(d, r);
    netOrdinary(d);
    const issuer = r.chance(0.65) ? d.issuerName : spelled(d, r.pick(['paren', 'circled', 'wide']));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const [, town, area] = placeOf(d);
    const pref = prefOf(town);
    const fluorReg = `${pref}知事 登録第${r.int(100, 9999)}号`;
    // The chain's 本部 elsewhere; its stores in the company's town.
    const hq = placeElsewhere(r, [d.zip]);
    const [bs] = r.pick(STEMS);
    const [bt, prefix] = r.pick(KUCHOU_BUYERS);
    d.buyerName = bt.replace('{s}', bs);
    d.buyerZip = hq.zip;
    d.buyerAddress = hq.address;
    const storePrefix = prefix.replace('{s}', bs);
    const spots = shuffle(r, [...STORE_SPOTS, areaOf(town)]);
    // Inspected in the days before the invoice, billed at the month's end or a few days into the next.
    const [y, m] = d.issue;
    const close = endOfMonth(y, m);
    d.issue = r.chance(0.55) ? close : [...addMonths([y, m], 1), r.int(1, 6)];
    d.due = r.chance(0.6) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 2), 10];
    d.no = r.chance(0.5) ? `SV${String(y).slice(2)}${pad2(m)}-${r.digits(4)}` : `${y}${pad2(m)}${r.digits(3)}`;
    const code = `C-${r.int(1000, 9899)}`;
    const nStores = r.int(2, 4);
    const stores = [];
    for (let k = 0; k < nStores; k++) {
      const units = shuffle(r, AC_UNITS).slice(0, r.int(1, 2));
      const dt = [y, m, r.int(3, Math.min(28, close[2] - 1))];
      const rows = [];
      for (const [model, kw, ref, charge] of units) {
        const big = kw >= 50;
        const price =
          Math.round((kw < 15 ? r.int(9000, 14000) : kw < 30 ? r.int(14000, 22000) : r.int(22000, 38000)) / 500) * 500;
        rows.push({
          text: `定期点検（${big ? '1年毎・50kW以上' : '3年毎'}）`,
          unit: `室外機 ${model}（${kw.toFixed(1)}kW・${ref} ${charge.toFixed(1)}kg）製造No. ${r.int(1, 9)}${letters(r, 1)}${r.digits(5)}`,
          qty: '1',
          u: '台',
          price,
          amount: price,
        });
        if (r.chance(0.3)) {
          const tenths = r.int(3, 25);
          const kgPrice = (ref === 'R32' ? r.int(350, 600) : r.int(400, 800)) * 10;
          rows.push({
            text: `冷媒 追加充填（${ref}）`,
            unit: '漏えい箇所 修理後',
            qty: (tenths / 10).toFixed(1),
            u: 'kg',
            price: kgPrice,
            amount: (tenths * kgPrice) / 10,
          });
        }
      }
      const indoor = r.int(1, 5);
      if (r.chance(0.75)) {
        const p = r.int(20, 38) * 100;
        rows.push({
          text: 'フィルター清掃（室内機 天井カセット）',
          unit: '',
          qty: String(indoor),
          u: '台',
          price: p,
          amount: indoor * p,
        });
      }
      if (r.chance(0.6)) {
        const p = r.int(15, 30) * 100;
        rows.push({ text: 'フロン点検整備記録簿 作成・更新', unit: '', qty: '1', u: '式', price: p, amount: p });
      }
      const trip = r.int(30, 60) * 100;
      rows.push({ text: '出張費', unit: '', qty: '1', u: '回', price: trip, amount: trip });
      stores.push({
        name: `${storePrefix} ${spots[k]}店`,
        zip: d.zip,
        address: `${town}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}${r.chance(0.3) ? ` ${r.pick(['1F', '駅ビル2F', 'SC 1階'])}` : ''}`,
        tel: landlineOn(r, area),
        dt,
        rows,
      });
    }
    stores.sort((a, b) => a.dt[2] - b.dt[2]);
    d.items = stores.flatMap((s) => s.rows.map((x) => ({ name: x.text, amount: x.amount, rate: 10 })));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = r.pick([DATE_FORMATS.seireki, DATE_FORMATS.slash, DATE_FORMATS.wareki]);
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const tech = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const techNo = `第${r.int(1, 2)}-${r.int(10, 25)}-${r.digits(5)}号`;
    const showBranchCode = r.chance(0.3);
    const branch = showBranchCode ? `${d.branch.name}（${d.branch.code}）` : d.branch.name;
    const blue = r.pick(['#0b5c8a', '#1f6f8b', '#2d5a9b']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9px; color: #1c2430; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 30px 38px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px; }
      .lh { position: relative; line-height: 1.55; font-size: 8.8px; padding-right: 74px; } .lh .nm { display: flex; align-items: center; gap: 8px; font-size: 16px; font-weight: 700; color: ${blue}; }
      .mk { width: 24px; height: 24px; border-radius: 50%; border: 3px solid ${blue}; position: relative; } .mk::after { content: ''; position: absolute; left: 3px; top: 7px; width: 12px; height: 4px; background: ${blue}; }
      .lh .fl { color: #555; }
      .tt { width: 270px; } .tt h1 { text-align: center; font-size: 20px; letter-spacing: .5em; margin: 0 0 6px .5em; font-weight: 700; border-bottom: 3px double #1c2430; }
      .tt table { width: 100%; border-collapse: collapse; } .tt td { border: 1px solid #9aa7b5; padding: 1px 8px; } .tt td.l { background: #eef3f8; width: 86px; }
      .mid { display: flex; justify-content: space-between; align-items: stretch; margin-top: 14px; gap: 16px; }
      .to { flex: 1; border: 1px solid #9aa7b5; padding: 6px 12px; line-height: 1.7; } .to .h { display: inline-block; background: ${blue}; color: #fff; padding: 0 8px; font-size: 8.6px; margin-bottom: 2px; } .to .n { font-size: 14px; font-weight: 700; }
      .amt { width: 270px; border: 2px solid ${blue}; display: flex; flex-direction: column; } .amt .l { background: ${blue}; color: #fff; padding: 3px 10px; } .amt .v { flex: 1; display: flex; align-items: center; justify-content: flex-end; font-size: 22px; font-weight: 700; padding: 4px 12px; } .amt .d { border-top: 1px solid #9aa7b5; padding: 2px 10px; }
      .lead { margin-top: 10px; }
      .det { width: 100%; border-collapse: collapse; margin-top: 6px; font-size: 8.5px; } .det th { background: #eef3f8; border: 1px solid #9aa7b5; font-weight: normal; padding: 2px; }
      .det td { border: 1px solid #c3ccd6; padding: 1px 5px; vertical-align: top; } .det td.c { text-align: center; } .det small { display: block; color: #5a6470; font-size: 7.9px; }
      .det tr.st td { background: #f5f8fb; border-top: 1.5px solid ${blue}; font-size: 8.5px; } .det tr.st b { font-size: 9.4px; margin-right: 8px; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 10px; gap: 16px; }
      .bank { border: 1px solid #9aa7b5; padding: 5px 12px; line-height: 1.75; width: 380px; } .bank .h { color: ${blue}; font-weight: 700; }
      .sum { border-collapse: collapse; min-width: 240px; } .sum td { border: 1px solid #9aa7b5; padding: 2px 10px; } .sum td.l { background: #eef3f8; } .sum tr.t td { border: 2px solid ${blue}; font-weight: 700; font-size: 12px; }
      .nt { margin-top: 10px; font-size: 8.3px; color: #444; line-height: 1.7; }`;
    let n = 0;
    const det = stores
      .map(
        (st) =>
          `<tr class="st"><td colspan="7"><b>${st.name}</b>〒${st.zip}　${st.address}　TEL ${st.tel}　　点検実施日 ${fmt(st.dt)}</td></tr>` +
          st.rows
            .map(
              (x) =>
                `<tr><td class="c">${++n}</td><td>${x.text}${x.unit ? `<small>${x.unit}</small>` : ''}</td><td class="num">${x.qty}</td><td class="c">${x.u}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td><td class="c">10%</td></tr>`,
            )
            .join(''),
      )
      .join('');
    const seal = hanko(
      `${d.corpBody.slice(0, 6)}之印`,
      `right:${r.int(0, 12)}px;top:${r.int(0, 20)}px;width:56px;height:56px;font-size:11.5px;opacity:.55;border-radius:3px;`,
    );
    const nextCheck = addMonths([y, m], r.pick([12, 36]));
    const page = `<div class="wrap"><div class="top"><div class="lh"><div class="nm"><span class="mk"></span>${issuer}</div>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${reg}<br><span class="fl">第一種フロン類充塡回収業者　${fluorReg}</span>${seal}</div>
        <div class="tt"><h1>御請求書</h1><table><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求番号</td><td>${d.no}</td></tr><tr><td class="l">お客様コード</td><td>${code}</td></tr></table></div></div>
      <div class="mid"><div class="to"><span class="h">ご請求先</span><br>〒${d.buyerZip}　${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>${r.pick(['店舗開発部 設備管理課', '店舗運営部 施設課', '総務部 設備担当'])}　${d.buyerPerson} 様</div>
        <div class="amt"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(s.total)}</div><div class="d">お支払期限　${fmt(d.due)}</div></div></div>
      <div class="lead">平素は格別のお引き立てを賜り誠にありがとうございます。${m}月実施の業務用エアコン 定期点検（フロン排出抑制法）につきまして、下記のとおりご請求申し上げます。</div>
      <table class="det"><tr><th style="width:24px">No.</th><th>作業内容・対象機器</th><th style="width:40px">数量</th><th style="width:30px">単位</th><th style="width:60px">単価</th><th style="width:70px">金額</th><th style="width:34px">税率</th></tr>${det}</table>
      <div class="low"><div class="bank"><span class="h">お振込先</span><br>${d.bank.name}　${branch}　${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}<br><span style="font-size:8.3px">※振込手数料は貴社にてご負担くださいますようお願いいたします。</span></div>
        <table class="sum"><tr><td class="l">小計（税抜）</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="t"><td class="l">合計</td><td class="num">¥${yen(s.total)}</td></tr></table></div>
      <div class="nt">点検実施者　第一種冷媒フロン類取扱技術者　${tech}（登録 ${techNo}）<br>点検結果は別添の「点検整備記録簿」のとおりです。冷媒の漏えいは認められませんでした${stores.some((x) => x.rows.some((y) => y.text.startsWith('冷媒'))) ? '（追加充填を行った機器を除く）' : ''}。<br>次回定期点検予定　${nextCheck[0]}年${nextCheck[1]}月頃（改めてご連絡いたします）</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total: s.total, showBranchCode } };
  },
});

// 210 — a franchise 加盟店 of a マット・モップ rental brand (ピュアマット / クリンリーフ / …) bills a company for the month's rentals at
// its offices or shops: a band across the top with the brand's logo (its romaji over its kana) at the left and ご請求書 at the right,
// the buyer's 〒 address and name with 御中 and its お客様No. at the left over a 今回ご請求額 box, the 加盟店's block at the right — the
// brand's name with the 支店 (ピュアマット 丸の内支店) large, 運営 or 加盟店 and its company under it, 〒 address, TEL/FAX, 登録番号, and
// the サービス担当 with a mobile —, one block per 設置先 (the buyer's own 本社 / 営業所 / 店 with 〒 address and TEL, the 交換サイクル and
// the month's 交換日) with rows (商品名, サイズ, 数量, 交換回数, 単価, 金額; an 空気清浄機 by the month), 小計 / 消費税 / 合計, the お振込先,
// and the brand's フランチャイズ本部 (another company, its 〒 address and お客様相談室 0120) in the footer.
const MAT_BRANDS = [
  ['ピュアマット', 'PURE MAT', '#1d6fb8'],
  ['クリンリーフ', 'CLEAN LEAF', '#2f8f4e'],
  ['さわやかライフ', 'SAWAYAKA LIFE', '#d9822b'],
  ['ハピネスクリーン', 'HAPPINESS CLEAN', '#c2185b'],
];
const MAT_TRADES = [
  ['サービス', 'サービス'],
  ['クリーンサービス', 'クリーンサービス'],
  ['商事', 'ショウジ'],
  ['環境サービス', 'カンキョウサービス'],
];
// [社名, 設置先 names]
const MAT_BUYERS = [
  ['株式会社{s}不動産', ['本社', '{a}営業所', '賃貸センター']],
  ['{s}フーズ株式会社', ['{s}亭 本店', '{s}亭 {a}店', 'セントラルキッチン']],
  ['株式会社{s}自動車', ['ショールーム', 'サービス工場']],
  ['医療法人社団{s}会', ['{s}クリニック', '{s}デイケアセンター']],
  ['株式会社{s}ホーム', ['本社', '{a}展示場']],
];
// [商品名, サイズ, 単価 lo–hi (×10), 月額]
const MAT_ITEMS = [
  ['玄関マット', '75×90cm', 50, 80, false],
  ['玄関マット', '90×150cm', 90, 140, false],
  ['玄関マット', '120×180cm', 150, 220, false],
  ['ロゴマット（特注）', '90×150cm', 180, 280, false],
  ['キッチンマット（耐油）', '60×180cm', 100, 160, false],
  ['化学モップ（床用）', '90cm', 70, 110, false],
  ['ハンディモップ', '―', 35, 55, false],
  ['トイレ用 消臭・芳香サービス', '―', 90, 150, false],
  ['空気清浄機 レンタル', '～25畳', 380, 650, true],
];
LAYOUTS.push({
  id: 'L210-mat-rental-fc',
  split: 'dev',
  title:
    "マット・モップ rental franchise 加盟店's monthly ご請求書: the brand's logo in a band across the top, the 支店 name set large with the 加盟店's company under it, a block per 設置先 (the buyer's own sites, with 〒 address, TEL, 交換サイクル and 交換日), 数量 × 交換回数 × 単価 rows, a サービス担当 mobile, the brand's フランチャイズ本部 (another company, 〒 address, 0120) in the footer",
  exercises:
    "a franchise 加盟店 of a マット・モップ rental brand bills a company for the month's rentals: a coloured band across the top with the brand's logo (PURE MAT over ピュアマット) at the left and ご請求書 at the right; the buyer's 〒 address and name 御中 (株式会社…不動産 / …フーズ株式会社 / 医療法人社団…会) with its お客様No. at the left over a 今回ご請求額（税込）box with the お支払期限; the 加盟店's block at the right: the brand and the 支店 set large (ピュアマット 丸の内支店 — not the issuer_name), then 運営 or 加盟店 and its company (有限会社…サービス / 株式会社…クリーンサービス, ㈱ sometimes — the issuer_name, the one registered and holding the account, as L79), 〒 address, TEL/FAX, 登録番号, and サービス担当 … with a 携帯 (not the issuer_phone, as L179); one block per 設置先 — the buyer's own 本社 / …営業所 / …亭 本店 / クリニック with its 〒 address and TEL (none of the fields), 交換サイクル 4週毎 / 2週毎 and the month's 交換日 m/d — with rows 商品名, サイズ (90×150cm), 数量 (枚 / 本 / 台), 交換回数, 単価, 金額 (数量 × 交換回数 × 単価; an 空気清浄機 レンタル by the month); 小計 / 消費税（10%）/ 合計 — total_amount the 今回ご請求額, that 合計 —; the お振込先 (a main bank or a 信用金庫, holder ﾕ)… / ｶ)… as printed) and, in the footer, the brand's フランチャイズ本部 (株式会社ピュアマットジャパン, its 〒 address in another city, お客様相談室 0120-…, a URL — another company, none of the fields); 2026年1月31日 or 2026/01/31 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main', checking: false }),
  render(d, r) {
    setCompany(d, r, MAT_TRADES, [
      ['有限会社', 'ユ'],
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
    ]);
    if (!d.bank.main) toShinkin(d, r);
    netOrdinary(d);
    const issuer = r.chance(0.7) ? d.issuerName : spelled(d, r.pick(['paren', 'circled']));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const [brand, roman, color] = r.pick(MAT_BRANDS);
    const [, town, area] = placeOf(d);
    const shop = `${brand} ${areaOf(town)}支店`;
    const staff = `${r.pick(SURNAMES)[0]}`;
    const staffMobile = `0${r.pick(['90', '80', '70'])}-${r.digits(4)}-${r.digits(4)}`;
    // The 本部, another company in another city.
    const hqPlace = placeElsewhere(r, [d.zip], (t) => /^(東京都|大阪府)/.test(t));
    const hqName = r.chance(0.5) ? `株式会社${brand}ジャパン` : `${brand}株式会社`;
    const hqAddr = `${hqPlace.address} ${r.pick(['本部ビル', 'グランフロント 18F', 'タワー 21階'])}`;
    const freeDial = `0120-${r.digits(3)}-${r.digits(3)}`;
    const domain = `www.${roman.toLowerCase().replace(/ /g, '')}.example.jp`;
    // The buyer in the 加盟店's town, billed at its head office; its sites there too.
    const [bs] = r.pick(STEMS);
    const [bt, siteNames] = r.pick(MAT_BUYERS);
    d.buyerName = bt.replace('{s}', bs);
    d.buyerZip = d.zip;
    d.buyerAddress = `${town}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
    const customerNo = `${r.digits(4)}-${r.digits(5)}`;
    const [y, m] = d.issue;
    const close = endOfMonth(y, m);
    d.issue = r.chance(0.6) ? close : [...addMonths([y, m], 1), r.int(1, 5)];
    d.due = r.chance(0.6) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 1), r.pick([20, 25])];
    d.no = r.chance(0.5) ? `${String(y).slice(2)}${pad2(m)}-${r.digits(5)}` : `M${y}${pad2(m)}${r.digits(3)}`;
    const sites = shuffle(r, siteNames)
      .slice(0, r.int(1, Math.min(3, siteNames.length)))
      .map((nm) => {
        const weeks = r.chance(0.7) ? 4 : 2;
        const first = r.int(1, weeks * 7);
        const days = [];
        for (let dd = first; dd <= close[2]; dd += weeks * 7) days.push(dd);
        const items = shuffle(r, MAT_ITEMS)
          .slice(0, r.int(2, 4))
          .map(([name, size, lo, hi, monthly]) => {
            const qty = monthly ? 1 : name.includes('モップ') ? r.int(1, 4) : r.int(1, 3);
            const times = monthly ? 1 : days.length;
            const price = r.int(lo, hi) * 10;
            return {
              name,
              size,
              qty,
              unit: monthly ? '台' : name.includes('モップ') ? '本' : name.includes('サービス') ? '式' : '枚',
              times,
              monthly,
              price,
              amount: qty * times * price,
            };
          });
        return {
          name: nm.replace('{s}', bs).replace('{a}', areaOf(placeElsewhere(r, []).town)),
          address: `${town}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`,
          tel: landlineOn(r, area),
          weeks,
          days,
          items,
        };
      });
    d.items = sites.flatMap((x) => x.items.map((it) => ({ name: it.name, amount: it.amount, rate: 10 })));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = r.pick([DATE_FORMATS.seireki, DATE_FORMATS.slash, DATE_FORMATS.seirekiPad]);
    const reg = r.chance(0.3) ? regSpaced(d.reg) : d.reg;
    const run = r.chance(0.5) ? '運営' : '加盟店';
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.2px; color: #222; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; }
      .band { background: ${color}; color: #fff; display: flex; justify-content: space-between; align-items: center; padding: 14px 40px; }
      .logo { line-height: 1.1; } .logo .ro { font-family: 'Liberation Sans', sans-serif; font-weight: 700; font-size: 22px; letter-spacing: .08em; } .logo .ka { font-size: 10px; letter-spacing: .3em; }
      .band h1 { margin: 0; font-size: 22px; letter-spacing: .4em; font-weight: 700; }
      .body { padding: 16px 40px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; gap: 18px; }
      .to { width: 340px; line-height: 1.7; } .to .n { font-size: 15px; font-weight: 700; border-bottom: 1px solid #222; padding-right: 16px; display: inline-block; }
      .kv { border-collapse: collapse; margin-top: 6px; } .kv td { padding: 0 12px 0 0; } .kv td.l { color: #666; }
      .amt { margin-top: 10px; border: 2px solid ${color}; width: 340px; } .amt .l { background: ${color}; color: #fff; padding: 2px 10px; } .amt .v { text-align: right; font-size: 22px; font-weight: 700; padding: 4px 12px; } .amt .d { border-top: 1px solid #ccc; padding: 2px 10px; }
      .co { position: relative; width: 300px; line-height: 1.55; font-size: 9px; } .co .sh { font-size: 16px; font-weight: 700; color: ${color}; } .co .op { font-size: 11.5px; font-weight: 700; } .co .st { margin-top: 4px; border-top: 1px dashed #bbb; padding-top: 3px; color: #444; }
      .det { width: 100%; border-collapse: collapse; margin-top: 16px; } .det th { background: #f2f2f2; border-bottom: 1.5px solid ${color}; font-weight: normal; padding: 3px 4px; }
      .det td { border-bottom: 1px solid #e2e2e2; padding: 3px 6px; } .det td.c { text-align: center; }
      .det tr.site td { background: #fafafa; border-top: 1.5px solid #bbb; padding-top: 5px; line-height: 1.55; } .det tr.site b { font-size: 10px; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 12px; gap: 18px; }
      .bank { border: 1px solid #bbb; padding: 6px 12px; line-height: 1.8; width: 380px; } .bank .h { font-weight: 700; color: ${color}; }
      .sum { border-collapse: collapse; min-width: 230px; } .sum td { padding: 2px 10px; border-bottom: 1px solid #ddd; } .sum tr.t td { border-top: 2px solid ${color}; border-bottom: none; font-weight: 700; font-size: 13px; }
      .nt { margin-top: 10px; font-size: 8.4px; color: #555; line-height: 1.7; }
      .foot { position: absolute; left: 40px; right: 40px; bottom: 30px; border-top: 2px solid ${color}; padding-top: 6px; font-size: 8.3px; color: #555; line-height: 1.65; display: flex; justify-content: space-between; gap: 14px; }
      .foot b { color: ${color}; }`;
    const det = sites
      .map(
        (x) =>
          `<tr class="site"><td colspan="6"><b>設置先：${x.name}</b>　〒${d.zip}　${x.address}　TEL ${x.tel}<br>交換サイクル ${x.weeks}週毎　今月の交換日 ${x.days.map((dd) => `${m}/${dd}`).join('・')}</td></tr>` +
          x.items
            .map(
              (it) =>
                `<tr><td>${it.name}</td><td class="c">${it.size}</td><td class="num">${it.qty}${it.unit}</td><td class="c">${it.monthly ? '月額' : `${it.times}回`}</td><td class="num">${yen(it.price)}</td><td class="num">${yen(it.amount)}</td></tr>`,
            )
            .join(''),
      )
      .join('');
    const page = `<div class="wrap"><div class="band"><div class="logo"><div class="ro">${roman}</div><div class="ka">${brand}</div></div><h1>ご請求書</h1></div>
      <div class="body"><div class="hd"><div><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>${r.pick(['総務部', '経理部', '管理部 総務課'])}　ご担当者様</div>
          <table class="kv"><tr><td class="l">お客様No.</td><td>${customerNo}</td><td class="l">請求書No.</td><td>${d.no}</td></tr><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td><td class="l">ご利用月</td><td>${y}年${m}月分</td></tr></table>
          <div class="amt"><div class="l">今回ご請求額（税込）</div><div class="v">¥${yen(s.total)}</div><div class="d">お支払期限　${fmt(d.due)}</div></div></div>
        <div class="co"><span class="sh">${shop}</span><br>${run}　<span class="op">${issuer}</span><br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${reg}<div class="st">サービス担当　${staff}（携帯 ${staffMobile}）<br>交換日の変更・追加のご注文は担当までお気軽にどうぞ。</div>
          ${hanko(`${d.corpBody.slice(0, 6)}之印`, `right:${r.int(-6, 6)}px;top:${r.int(-14, -8)}px;width:50px;height:50px;font-size:11px;opacity:.5;border-radius:3px;`)}</div></div>
      <table class="det"><tr><th style="text-align:left">商品名</th><th style="width:76px">サイズ</th><th style="width:50px">数量</th><th style="width:56px">交換回数</th><th style="width:60px">単価</th><th style="width:74px">金額</th></tr>${det}</table>
      <div class="low"><div class="bank"><span class="h">お振込先</span><br>${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}</div>
        <table class="sum"><tr><td>小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="t"><td>合計</td><td class="num">¥${yen(s.total)}</td></tr></table></div>
      <div class="nt">※単価は交換1回あたりの料金です（空気清浄機は月額）。祝日等で交換日が前後する場合がございます。<br>※口座振替をご希望の場合は、担当までお申し付けください。</div></div>
      <div class="foot"><div><b>${brand}®</b> フランチャイズ本部　${hqName}<br>〒${hqPlace.zip}　${hqAddr}<br>${shop}は${hqName}のフランチャイズ加盟店です。</div><div style="text-align:right">お客様相談室　${freeDial}（平日 9:00〜18:00）<br>${domain}</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total: s.total } };
  },
});

// 211 — a freelance 校正・校閲者 (under a 屋号 — 佐藤校正事務所 / 校閲室 ひなた / ことば工房 あおい — or under the personal name alone)
// bills a publisher for the proofs it read: a plain ご請求書 made in Word — ご請求書 large at the top left, 請求日 and 請求書番号 at the
// right, the publisher's 〒 address, name 御中 and its 編集部 … 様 under it, a 差引ご請求額 line, one block per book (『書名』, 著者 and
// 監修, 判型 and 頁数, ISBN 978-4-…, 刊行予定, the ゲラ受領日 and 返却日) with its rows (初校 素読み / 突き合わせ by the ページ, 再校, 事実確認
// by the 時間, 索引作成), a summary with the 源泉徴収税額 (10.21%) taken off after the 消費税, and at the foot the proofreader's block
// (屋号 and name, or the name, 〒 address, a mobile, e-mail, 登録番号) beside a round 認印, with the お振込先 (ゆうちょ 記号・番号 or a bank;
// holder in kana, half-width often); 令和 or 年月日 dates.
const KOUETSU_YAGO = [
  ['{s}校正事務所', '{k}コウセイジムショ'],
  ['校閲室 {w}', 'コウエツシツ{wk}'],
  ['ことば工房 {w}', 'コトバコウボウ{wk}'],
  ['編集校正 {w}', 'ヘンシュウコウセイ{wk}'],
];
const KOUETSU_WORDS = [
  ['ひなた', 'ヒナタ'],
  ['あおい', 'アオイ'],
  ['つばさ', 'ツバサ'],
  ['みなも', 'ミナモ'],
  ['しおり', 'シオリ'],
];
const PUBLISHERS = ['株式会社{s}書房', '{s}出版株式会社', '株式会社{s}社', '株式会社{s}出版', '{s}図書株式会社'];
const BOOKS = [
  'はじめての発酵料理',
  '地方鉄道の百年',
  '中小企業のための労務入門',
  '江戸の暮らしと火消し',
  'やさしい統計学',
  '海辺の町の物語',
  '子どもと歩く里山図鑑',
  'ゼロから学ぶ会計の基本',
  '昭和歌謡の時代',
  '猫と暮らす小さな家',
  '山岳救助の現場から',
  '日本の城 石垣を読む',
];
// [工程, 単位, 単価 lo–hi (×10), by the page]
const KOUETSU_WORK = [
  ['初校 素読み・表記統一', '頁', 18, 32, true],
  ['初校 突き合わせ（原稿照合）', '頁', 25, 45, true],
  ['再校', '頁', 12, 25, true],
  ['念校', '頁', 8, 15, true],
  ['事実確認（ファクトチェック）', '時間', 250, 400, false],
  ['索引 作成', '式', 1500, 4000, false],
];
/** ISBN-13 978-4-pppp-tttt-c with its check digit. */
const isbn = (r) => {
  const body = `9784${r.int(3, 9)}${r.digits(3)}${r.digits(4)}`;
  const sum = [...body].reduce((t, c, i) => t + Number(c) * (i % 2 ? 3 : 1), 0);
  return `978-4-${body.slice(4, 8)}-${body.slice(8, 12)}-${(10 - (sum % 10)) % 10}`;
};
/** 源泉徴収税額 of a 報酬: 10.21%, 20.42% above one million yen. */
const gensen = (base) =>
  base <= 1000000 ? Math.floor((base * 1021) / 10000) : 102100 + Math.floor(((base - 1000000) * 2042) / 10000);
LAYOUTS.push({
  id: 'L211-kouetsu-gensen',
  split: 'dev',
  title:
    "freelance 校正・校閲者's Word-made ご請求書 to a publisher: one block per book (『書名』, 著者・監修, 判型・頁数, ISBN, 刊行予定, ゲラ受領日・返却日) with 初校 / 再校 by the page and 事実確認 by the hour, 源泉徴収税額 (10.21%) taken off after the 消費税 — the 差引ご請求額 —, the proofreader's block and the お振込先 at the foot; 令和 or 年月日 dates",
  exercises:
    "a freelance 校正・校閲者 — a sole proprietor under a 屋号 (佐藤校正事務所 / 校閲室 ひなた / ことば工房 あおい — the issuer_name, the name under it no field) or under the personal name alone (佐藤 花子 — the issuer_name, as L15) — bills a publisher (株式会社…書房 / …出版株式会社 / 株式会社…社, 御中, 書籍編集部 … 様, in Tokyo mostly) for the proofs it read: ご請求書 large at the top left with 請求日 and 請求書番号 (2026-014) at the right, the publisher's 〒 address and name under it, 差引ご請求額 ¥… on a line, then one block per book: 『書名』 with 著者 … 著 and 監修 … (other people's names), 判型 and 頁数, ISBN 978-4-…-…-… (thirteen digits, not the registration_number), 刊行予定 2026年3月 and the ゲラ受領日 / 返却日 (none of them the issue_date or the due_date), its rows 初校 素読み・表記統一 / 初校 突き合わせ / 再校 / 念校 by the 頁, 事実確認（ファクトチェック）by the 時間, 索引 作成 by the 式; a summary at the right: 報酬額（税抜）/ 消費税（10%）/ 合計 / 源泉徴収税額（10.21%）△ / 差引ご請求額 — total_amount the 差引ご請求額, after the 源泉 (as L10, L15) —; at the foot the proofreader's block (屋号 and 代表 … or the name alone, 〒 address with a ハイツ or a マンション sometimes, a 携帯 or a landline, e-mail, 登録番号 T…) with a round 認印, and the お振込先 beside it (ゆうちょ銀行 記号・番号 — as yucho.ts converts them — or a main bank or another, 普通; holder the 屋号's kana with the name, or the name, full or half-width) with the お支払期限; 令和8年1月31日, R8.1.31 or 2026年1月31日 dates",
  opts: (r, inst) => ({ sole: true, rates: '10', bank: ['yucho', 'main', 'other'][inst] }),
  render(d, r) {
    const [sn] = d.person.split(' ');
    const snk = d.holderBase.split(' ')[0];
    const yagoSet = r.chance(0.6);
    let holderBase = d.holderBase;
    if (yagoSet) {
      const [yt, kt] = r.pick(KOUETSU_YAGO);
      const [w, wk] = r.pick(KOUETSU_WORDS);
      d.yago = yt.replace('{s}', sn).replace('{w}', w);
      d.issuerName = d.yago;
      if (!d.yucho && r.chance(0.5)) holderBase = `${kt.replace('{k}', snk).replace('{wk}', wk)} ${d.holderBase}`;
    } else {
      d.yago = null;
      d.issuerName = d.person;
    }
    if (!d.yucho && !d.bank.main && d.bank.code !== '0033') toShinkin(d, r);
    if (!d.yucho) d.type = 2;
    const holder = holderPrinted({ holderBase }, r.pick(['full', 'half', 'half', 'half-big']));
    const mobile = /^0[789]0-/.test(d.tel);
    const email = `${r.pick(['kousei', 'proof', 'etsu', 'info'])}.${snk.length}${r.digits(3)}@${r.pick(['example.ne.jp', 'example.com', 'mail.example.jp'])}`;
    // The publisher in Tokyo mostly.
    const tokyo = r.chance(0.75);
    const pub = placeElsewhere(r, [d.zip], (t) => t.startsWith('東京都') === tokyo);
    const [ps] = r.pick(STEMS);
    d.buyerName = r.pick(PUBLISHERS).replace('{s}', ps);
    d.buyerZip = pub.zip;
    d.buyerAddress = pub.address;
    const [y, m] = d.issue;
    const close = endOfMonth(y, m);
    d.issue = r.chance(0.5) ? close : [y, m, r.int(20, close[2])];
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([y, m], 1)) : endOfMonth(...addMonths([y, m], 2));
    d.no = r.chance(0.5) ? `${y}-${String(r.int(1, 60)).padStart(3, '0')}` : `No.${reiwa(y)}-${pad2(r.int(1, 40))}`;
    const names = shuffle(r, SURNAMES).map(([x]) => x);
    const books = shuffle(r, BOOKS)
      .slice(0, r.int(1, 3))
      .map((title, k) => {
        const pages = r.int(14, 36) * 10 + r.pick([0, 4, 8]);
        const received = addDays([y, m, 1], r.int(0, 14) - 20);
        const returned = addDays(received, r.int(5, 16));
        const release = addMonths([y, m], r.int(1, 4));
        const work = shuffle(r, KOUETSU_WORK.slice(0, 4))
          .slice(0, r.int(1, 2))
          .sort((a, b) => KOUETSU_WORK.indexOf(a) - KOUETSU_WORK.indexOf(b));
        if (r.chance(0.35)) work.push(KOUETSU_WORK[4]);
        if (r.chance(0.2)) work.push(KOUETSU_WORK[5]);
        return {
          title,
          author: `${names[k * 2]} ${r.pick(GIVEN)[0]}`,
          editor: r.chance(0.35) ? `${names[k * 2 + 1]} ${r.pick(GIVEN)[0]}` : null,
          size: r.pick(['四六判', 'A5判', '新書判', 'B6判']),
          pages,
          isbn: isbn(r),
          release,
          received,
          returned,
          rows: work.map(([name, unit, lo, hi, perPage]) => {
            const qty = perPage ? pages : unit === '時間' ? r.int(3, 20) : 1;
            const price = r.int(lo, hi) * 10;
            return { name, unit, qty, price, amount: qty * price };
          }),
        };
      });
    // Keep the 報酬 under a million yen, the 10.21% band.
    while (books.reduce((t, b) => t + b.rows.reduce((u, x) => u + x.amount, 0), 0) > 950000 && books.length > 1) books.pop();
    d.items = books.flatMap((b) => b.rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 })));
    d.sum = summarize(d.items);
    const s = d.sum;
    const tax = gensen(s.subtotal);
    const total = s.total - tax;
    const fmt = r.pick([DATE_FORMATS.wareki, warekiDots, DATE_FORMATS.seireki]);
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const bankHtml = d.yucho
      ? `ゆうちょ銀行<br>記号 ${d.yucho.symbol}　番号 ${d.yucho.number}`
      : `${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}預金　${d.account}`;
    const ink = r.pick(['#222', '#26303a', '#2c2620']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.6px; color: ${ink}; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 44px 56px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 1px solid ${ink}; padding-bottom: 6px; }
      .top h1 { font-size: 26px; margin: 0; letter-spacing: .2em; font-weight: 500; } .top .mt { text-align: right; line-height: 1.7; }
      .to { margin-top: 16px; line-height: 1.75; } .to .n { font-size: 15px; font-weight: 700; }
      .lead { margin-top: 14px; } .due { font-size: 14px; font-weight: 700; margin-top: 8px; display: inline-block; border-bottom: 2px solid ${ink}; padding: 0 24px 1px 0; }
      .det { width: 100%; border-collapse: collapse; margin-top: 14px; font-size: 9.2px; } .det th { border-top: 1.5px solid ${ink}; border-bottom: 1px solid ${ink}; font-weight: normal; padding: 3px; }
      .det td { padding: 2px 6px; border-bottom: 1px dotted #aaa; } .det td.c { text-align: center; }
      .det tr.bk td { border-bottom: none; padding-top: 8px; } .det tr.bk b { font-size: 10.5px; } .det tr.bk small { display: block; color: #555; font-size: 8.4px; line-height: 1.55; }
      .sum { border-collapse: collapse; margin: 12px 0 0 auto; min-width: 280px; } .sum td { padding: 2px 10px; border-bottom: 1px solid #ccc; } .sum tr.g td { color: #a33; } .sum tr.t td { border-top: 1.5px solid ${ink}; border-bottom: 3px double ${ink}; font-weight: 700; font-size: 13px; }
      .foot { position: absolute; left: 56px; right: 56px; bottom: 60px; display: flex; justify-content: space-between; gap: 24px; align-items: flex-start; }
      .me { position: relative; line-height: 1.7; padding-right: 60px; } .me .nm { font-size: 14px; font-weight: 700; }
      .bank { border: 1px solid ${ink}; padding: 8px 14px; line-height: 1.8; min-width: 270px; } .bank .h { font-weight: 700; }
      .nt { margin-top: 10px; font-size: 8.6px; color: #555; line-height: 1.7; }`;
    const det = books
      .map(
        (b) =>
          `<tr class="bk"><td colspan="5"><b>『${b.title}』</b>　${b.author} 著${b.editor ? `／${b.editor} 監修` : ''}<small>${b.size}・${b.pages}頁　ISBN ${b.isbn}　刊行予定 ${b.release[0]}年${b.release[1]}月　ゲラ受領 ${fmt(b.received)}　返却 ${fmt(b.returned)}</small></td></tr>` +
          b.rows
            .map(
              (x) =>
                `<tr><td style="padding-left:18px">${x.name}</td><td class="num">${yen(x.qty)}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
            )
            .join(''),
      )
      .join('');
    const me = d.yago ? `<span class="nm">${d.yago}</span><br>代表　${d.person}<br>` : `<span class="nm">${d.person}</span><br>`;
    const page = `<div class="wrap"><div class="top"><h1>ご請求書</h1><div class="mt">請求日　${fmt(d.issue)}<br>請求書番号　${d.no}</div></div>
      <div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>${r.pick(['書籍編集部', '第二編集部', '学芸編集部', '実用書編集部'])}　${d.buyerPerson} 様</div>
      <div class="lead">いつも大変お世話になっております。下記の校正・校閲業務につきまして、ご請求申し上げます。<br><span class="due">差引ご請求額　¥${yen(total)}</span></div>
      <table class="det"><tr><th style="text-align:left">書名・作業内容</th><th style="width:56px">数量</th><th style="width:36px">単位</th><th style="width:56px">単価</th><th style="width:80px">金額</th></tr>${det}</table>
      <table class="sum"><tr><td>報酬額（税抜）</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr><td>合計</td><td class="num">${yen(s.total)}</td></tr><tr class="g"><td>源泉徴収税額（10.21%）</td><td class="num">△${yen(tax)}</td></tr><tr class="t"><td>差引ご請求額</td><td class="num">¥${yen(total)}</td></tr></table>
      <div class="nt">※源泉徴収税額は報酬額（税抜）に対して計算しております。<br>※お支払期限　${fmt(d.due)}（貴社規定の支払日で差し支えございません）</div>
      <div class="foot"><div class="me">${me}〒${d.zip}　<span class="addr">${d.address}</span><br>${mobile ? '携帯' : 'TEL'}　${d.tel}<br>${email}<br>登録番号　${reg}
          ${hanko(sn, `right:0;top:${r.int(0, 24)}px;width:44px;height:44px;border-radius:50%;font-size:15px;opacity:.6;`)}</div>
        <div class="bank"><span class="h">お振込先</span><br>${bankHtml}<br>口座名義　${holder}</div></div></div>`;
    return { pages: [page], css, printed: { issuer: d.issuerName, holder, total } };
  },
});

// 212 — a lawyer bills a company it advises: a 弁護士法人 (弁護士法人青葉法律事務所, no 源泉) or a lawyer in practice alone under his
// office's name (山田法律事務所 / みなと総合法律事務所 — a sole proprietor, 源泉徴収 taken off): a formal 御請求書 in 明朝 — date and 請求番号
// at the top right, the company with its 代表取締役 … 様 at the left, the office's block at the right (its name, the 弁護士 with his
// 弁護士会 and 日弁連 登録番号 第12345号, 〒 address in an office building, TEL/FAX, 適格請求書発行事業者登録番号) under a square 職印, 件名,
// a 事件の表示 box when a case is billed (裁判所, 令和7年（ワ）第1234号, 事件名, 原告 and 被告 — the other party a company with its 代表者),
// the 内訳 (顧問料 for the month, 着手金, 期日 日当, 消費税, the 源泉徴収税額 △ for a sole lawyer, 実費 立替（不課税）— 印紙, 郵券, 交通費 —),
// the ご請求金額, the month's 業務概要 (dates and other companies' names, within the 顧問料), お振込先 and お支払期限; 令和 dates mostly.
const BAR_OF = {
  東京都: ['東京弁護士会', '第一東京弁護士会', '第二東京弁護士会'],
  大阪府: ['大阪弁護士会'],
  愛知県: ['愛知県弁護士会'],
  福岡県: ['福岡県弁護士会'],
  北海道: ['札幌弁護士会'],
  宮城県: ['仙台弁護士会'],
  神奈川県: ['神奈川県弁護士会'],
  京都府: ['京都弁護士会'],
  兵庫県: ['兵庫県弁護士会'],
  広島県: ['広島弁護士会'],
  埼玉県: ['埼玉弁護士会'],
  千葉県: ['千葉県弁護士会'],
  静岡県: ['静岡県弁護士会'],
  群馬県: ['群馬弁護士会'],
};
const COURT_OF = {
  東京都: '東京',
  大阪府: '大阪',
  愛知県: '名古屋',
  福岡県: '福岡',
  北海道: '札幌',
  宮城県: '仙台',
  神奈川県: '横浜',
  京都府: '京都',
  兵庫県: '神戸',
  広島県: '広島',
  埼玉県: 'さいたま',
  千葉県: '千葉',
  静岡県: '静岡',
  群馬県: '前橋',
};
const LAW_WORDS = [
  ['みなと', 'ミナト'],
  ['さくら通り', 'サクラドオリ'],
  ['けやき', 'ケヤキ'],
  ['丸の内中央', 'マルノウチチュウオウ'],
  ['駅前', 'エキマエ'],
];
const LAW_BUILDINGS = [
  '弁護士会館前ビル 5F',
  '第二丸善ビル 7階',
  'リーガルタワー 12F',
  '中央ビル 3階',
  '日本生命ビル 9F',
  'KSビル 4階',
];
const CASES = [
  '売買代金請求事件',
  '損害賠償請求事件',
  '建物明渡請求事件',
  '貸金返還請求事件',
  '請負代金請求事件',
  '不当利得返還請求事件',
];
const LAW_TASKS = [
  '取引基本契約書（{c}との間）の確認・修正案の作成',
  '売掛金の回収についてのご相談（{c}）',
  '就業規則・賃金規程の改定についての助言',
  '内容証明郵便の作成・発送（{c} 宛）',
  '秘密保持契約書（{c}との間）の確認',
  '従業員の懲戒処分についてのご相談',
  '店舗賃貸借契約の更新条件についてのご相談',
];
LAYOUTS.push({
  id: 'L212-bengoshi-komon',
  split: 'dev',
  title:
    "lawyer's formal 御請求書 to a company it advises (顧問料, 着手金, 期日 日当, 実費 立替（不課税）): a 弁護士法人 with no 源泉, or a lawyer alone under his 法律事務所's name with the 源泉徴収税額 taken off; a 事件の表示 box (裁判所, 令和7年（ワ）第1234号, 原告・被告), the 弁護士's 日弁連 登録番号 beside the 適格請求書 登録番号, the month's 業務概要; 令和 dates",
  exercises:
    "a lawyer bills a company it advises (株式会社… / …株式会社, 代表取締役 … 様) in a formal 御請求書 in 明朝: the date and 請求番号 at the top right, the company at the left, the office's block at the right under a square 職印 — either a 弁護士法人 (弁護士法人青葉法律事務所 — the issuer_name; its 代表社員 and 担当 弁護士 no field; no 源泉, a note saying so sometimes; holder ベンゴシホウジン … spelled out, as printed) or a lawyer in practice alone under his office's name (山田法律事務所 / 山田総合法律事務所 / みなと法律事務所 — a sole proprietor, the issuer_name is that 屋号, as L22; holder ベンゴシ ヤマダ タロウ, the office's kana with the name, or the name, as printed) —, the 弁護士 with his 弁護士会 and 日弁連登録番号 第12345号 (not the registration_number, which is printed as 適格請求書発行事業者登録番号 T…), the 〒 address in an office building, TEL/FAX; 件名; a 事件の表示 box when a case is billed (東京地方裁判所, 令和7年（ワ）第12345号 — its 令和 year and number neither a date nor the invoice_number —, 売買代金請求事件, 原告 and 被告: the company and another company with its 代表取締役 — none of the fields); the 内訳: 顧問料（2026年1月分）, 着手金 sometimes, 日当（期日出頭）sometimes, 報酬 計 / 消費税（10%）, 源泉徴収税額 △ (10.21% of the 報酬, a sole lawyer only), 実費（立替・不課税）— 収入印紙, 予納郵券, 交通費, 登記事項証明書 — added after it; the ご請求金額 — total_amount, the amount to pay after the 源泉 with the 実費 added back (as L22), or the 報酬 with its 消費税 and the 実費 for a 弁護士法人 —; the month's 業務概要 (dates and other companies' names, 顧問料の範囲内 — none of the fields); the お振込先 (a main bank or another, 普通 or 当座) and the お支払期限; 令和8年1月31日 or 2026年1月31日 dates",
  opts: (r, inst) => ({ sole: inst !== 0, rates: '10', bank: ['main', 'other', 'main'][inst] }),
  render(d, r) {
    const pref = prefOf(d.address);
    const [, town, area] = placeOf(d);
    d.address = `${d.address.split(' ')[0]} ${r.pick(LAW_BUILDINGS)}`;
    d.tel = landlineOn(r, area);
    d.fax = `${d.tel.slice(0, -1)}${(Number(d.tel.slice(-1)) + 1) % 10}`;
    let holderBase;
    let sealText;
    let lawyers;
    if (d.sole) {
      const [sn] = d.person.split(' ');
      const snk = d.holderBase.split(' ')[0];
      const kind = r.pick(['法律事務所', '法律事務所', '総合法律事務所']);
      const kindKana = kind === '法律事務所' ? 'ホウリツジムショ' : 'ソウゴウホウリツジムショ';
      const named = r.chance(0.65);
      const [w, wk] = r.pick(LAW_WORDS);
      d.yago = named ? `${sn}${kind}` : `${w}${kind}`;
      d.issuerName = d.yago;
      const yagoKana = named ? `${snk}${kindKana}` : `${wk}${kindKana}`;
      holderBase = r.pick([`ベンゴシ ${d.holderBase}`, `${yagoKana} ${d.holderBase}`, d.holderBase]);
      lawyers = [`弁護士　${d.person}`];
      if (r.chance(0.4)) lawyers.push(`弁護士　${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}（担当）`);
      sealText = `弁護士${sn}之印`;
      d.type = 2;
    } else {
      const [stem, kana] = r.pick(STEMS);
      const kind = r.pick(['法律事務所', '法律事務所', '総合法律事務所']);
      const kindKana = kind === '法律事務所' ? 'ホウリツジムショ' : 'ソウゴウホウリツジムショ';
      d.corpBody = `${stem}${kind}`;
      d.form = '弁護士法人';
      d.formBefore = true;
      d.issuerName = `弁護士法人${d.corpBody}`;
      holderBase = `ベンゴシホウジン ${kana}${kindKana}`;
      lawyers = [
        `代表社員 弁護士　${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`,
        `担当 弁護士　${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`,
      ];
      sealText = `弁護士法人${stem}之印`;
    }
    if (!d.bank.main) toShinkin(d, r);
    netOrdinary(d);
    const holder = holderPrinted({ holderBase }, r.pick(['full', 'full', 'half', 'half-big']));
    const bar = r.pick(BAR_OF[pref]);
    const barNo = `第${r.int(18000, 62000)}号`;
    const [bs] = r.pick(STEMS);
    const [os] = r.pick(STEMS.filter(([x]) => x !== bs));
    const opponentTrades = ['商事', '建設', '興産', '工業', 'リース', '開発'];
    d.buyerName = r.chance(0.5)
      ? `株式会社${bs}${r.pick(['産業', '商会', 'エンジニアリング', '物流'])}`
      : `${bs}${r.pick(['産業', '商会', '精工', '物流'])}株式会社`;
    const client = placeElsewhere(r, [], (t) => prefOf(t) === pref || t === town);
    d.buyerZip = client.zip;
    d.buyerAddress = client.address;
    const president = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const [y, m] = d.issue;
    const close = endOfMonth(y, m);
    d.issue = r.chance(0.6) ? close : [...addMonths([y, m], 1), r.int(1, 7)];
    d.due = r.chance(0.6) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 1), 25];
    d.no = r.pick([
      () => `R${reiwa(d.issue[0])}-${String(r.int(1, 480)).padStart(3, '0')}`,
      () => `${y}${pad2(m)}-${r.digits(2)}`,
      () => `請${r.int(1000, 9999)}`,
    ])();
    const company = () => {
      const [cs] = r.pick(STEMS);
      return r.chance(0.5) ? `株式会社${cs}${r.pick(opponentTrades)}` : `${cs}${r.pick(opponentTrades)}株式会社`;
    };
    // The bill: the month's 顧問料, and a case's 着手金 and 日当 sometimes, with its 実費.
    const fee = r.pick([30000, 50000, 50000, 80000, 100000]);
    const rows = [{ name: `顧問料（${y}年${m}月分）`, note: '', amount: fee }];
    const caseBilled = r.chance(0.6);
    const jippi = [];
    let caseBox = '';
    if (caseBilled) {
      const opponent = `${os}${r.pick(opponentTrades)}株式会社`;
      const filed = addDays([y, m, 1], -r.int(10, 300));
      const caseNo = `令和${reiwa(filed[0])}年（ワ）第${r.int(200, 28000)}号`;
      const caseName = r.pick(CASES);
      const plaintiff = r.chance(0.6);
      // A case heard far away now and then: the 日当 is the higher one and the 新幹線 is billed.
      const far = r.chance(0.35);
      const court = `${COURT_OF[far ? r.pick(Object.keys(COURT_OF).filter((p) => p !== pref)) : pref]}地方裁判所`;
      const start = r.chance(0.55);
      if (start) {
        const retainer = r.int(20, 80) * 10000;
        rows.push({ name: '着手金', note: caseName, amount: retainer });
        if (plaintiff)
          jippi.push(
            ['収入印紙（訴状貼付）', r.pick([10000, 13000, 20000, 23000, 32000])],
            ['予納郵券', r.pick([6000, 6400, 6640])],
          );
      }
      if (!start || r.chance(0.4)) {
        const hearing = addDays([y, m, 1], r.int(3, 24));
        rows.push({ name: '日当（期日出頭）', note: '', amount: far ? 50000 : 30000, hearing, far });
        if (far) jippi.push(['交通費（新幹線 往復）', r.int(180, 320) * 100 + r.pick([0, 20, 60, 80])]);
      }
      if (r.chance(0.3)) jippi.push(['登記事項証明書 取得費', 600 * r.int(1, 3)]);
      const nextDate = addDays([y, m, 1], r.int(40, 80));
      caseBox = {
        court,
        caseNo,
        caseName,
        plaintiff,
        opponent,
        opponentRep: `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`,
        nextDate,
      };
    } else if (r.chance(0.4))
      jippi.push(['登記事項証明書 取得費', 600 * r.int(1, 3)], ['郵便料（内容証明）', r.pick([1480, 1760, 2360])]);
    d.items = rows.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const withheld = d.sole ? gensen(s.subtotal) : 0;
    const expenses = jippi.reduce((t, [, a]) => t + a, 0);
    const total = s.total - withheld + expenses;
    const fmt = r.chance(0.7) ? DATE_FORMATS.wareki : DATE_FORMATS.seireki;
    for (const x of rows) if (x.hearing) x.note = `${caseBox.caseName} ${fmt(x.hearing)} 口頭弁論期日${x.far ? '（遠方）' : ''}`;
    const tasks = shuffle(r, LAW_TASKS)
      .slice(0, r.int(2, 4))
      .map((t) => ({ dt: [y, m, r.int(1, close[2])], text: t.replace('{c}', company()) }))
      .sort((a, b) => a.dt[2] - b.dt[2]);
    const reg = r.chance(0.25) ? regSpaced(d.reg) : d.reg;
    const ink = r.pick(['#1a1a1a', '#1f2433', '#2b2118']);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 9.8px; color: ${ink}; line-height: 1.65; }
      .wrap { position: relative; height: 1123px; padding: 42px 58px 0; }
      .meta { text-align: right; line-height: 1.8; }
      h1 { text-align: center; font-size: 21px; letter-spacing: .6em; margin: 6px 0 10px .6em; font-weight: 700; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; gap: 20px; }
      .to { line-height: 1.8; padding-top: 4px; } .to .n { font-size: 14.5px; font-weight: 700; }
      .co { position: relative; width: 300px; line-height: 1.6; font-size: 9.2px; } .co .nm { font-size: 14px; font-weight: 700; letter-spacing: .04em; }
      .subj { margin-top: 14px; } .subj b { margin-right: 10px; }
      .case { margin-top: 8px; border: 1px solid #777; padding: 5px 12px; line-height: 1.7; font-size: 9.3px; } .case .h { font-weight: 700; margin-right: 8px; }
      .case table { border-collapse: collapse; } .case td { padding: 0 14px 0 0; vertical-align: top; }
      .det { width: 100%; border-collapse: collapse; margin-top: 10px; } .det th { border-top: 1.5px solid ${ink}; border-bottom: 1px solid ${ink}; font-weight: normal; padding: 3px 6px; text-align: left; }
      .det td { border-bottom: 1px solid #ccc; padding: 3px 6px; } .det tr.sub td { background: #f6f6f4; } .det tr.g td { color: #9a2a2a; } .det tr.t td { border-top: 1.5px solid ${ink}; border-bottom: 3px double ${ink}; font-size: 13px; font-weight: 700; }
      .tasks { margin-top: 12px; font-size: 9px; } .tasks .h { font-weight: 700; } .tasks table { border-collapse: collapse; width: 100%; } .tasks td { padding: 1px 6px; border-bottom: 1px dotted #bbb; }
      .pay { margin-top: 14px; border: 1.5px solid ${ink}; padding: 6px 14px; line-height: 1.85; } .pay b { margin-right: 10px; }
      .end { text-align: right; margin-top: 6px; }`;
    const det = [
      ...rows.map((x) => `<tr><td>${x.name}</td><td>${x.note}</td><td class="num">${yen(x.amount)}円</td></tr>`),
      `<tr class="sub"><td>報酬 計</td><td></td><td class="num">${yen(s.subtotal)}円</td></tr>`,
      `<tr class="sub"><td>消費税（10%）</td><td></td><td class="num">${yen(s.tax)}円</td></tr>`,
      ...(d.sole
        ? [
            `<tr class="g"><td>源泉徴収税額</td><td>報酬 計 ${yen(s.subtotal)}円 × 10.21%</td><td class="num">△${yen(withheld)}円</td></tr>`,
          ]
        : []),
      ...jippi.map(([n, a]) => `<tr><td>実費（立替・不課税）</td><td>${n}</td><td class="num">${yen(a)}円</td></tr>`),
      `<tr class="t"><td>ご請求金額</td><td></td><td class="num">${yen(total)}円</td></tr>`,
    ].join('');
    const caseHtml = caseBox
      ? `<div class="case"><span class="h">事件の表示</span>${caseBox.court}　${caseBox.caseNo}　${caseBox.caseName}<table><tr><td>${caseBox.plaintiff ? '原告' : '被告'}</td><td>${d.buyerName}</td></tr><tr><td>${caseBox.plaintiff ? '被告' : '原告'}</td><td>${caseBox.opponent}（代表者代表取締役 ${caseBox.opponentRep}）</td></tr></table>次回期日　${fmt(caseBox.nextDate)} 午前10時30分（弁論準備手続）</div>`
      : '';
    const subject = caseBox ? `顧問料及び${caseBox.caseName}に係る弁護士報酬のご請求` : `顧問料（${y}年${m}月分）のご請求`;
    const page = `<div class="wrap"><div class="meta">${fmt(d.issue)}<br>請求番号　${d.no}</div>
      <h1>御請求書</h1>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}</span><br>代表取締役　${president}　様</div>
        <div class="co"><span class="nm">${d.issuerName}</span><br>${lawyers.join('<br>')}<br>（${bar}所属　日弁連登録番号 ${barNo}）<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>適格請求書発行事業者登録番号<br>${reg}
          ${hanko(sealText, `right:${r.int(-26, -14)}px;top:${r.int(-16, -8)}px;width:54px;height:54px;font-size:11px;opacity:.55;border-radius:2px;`)}</div></div>
      <div class="subj"><b>件名</b>${subject}</div>
      <div style="margin-top:4px">拝啓　平素より格別のご高配を賜り厚く御礼申し上げます。標記の件につき、下記のとおりご請求申し上げます。</div>
      ${caseHtml}
      <table class="det"><tr><th style="width:190px">項目</th><th>摘要</th><th style="width:110px;text-align:right">金額</th></tr>${det}</table>
      ${d.sole ? '' : r.chance(0.6) ? '<div style="font-size:8.8px;margin-top:4px">※当法人は弁護士法人のため、報酬に係る源泉徴収は不要です。</div>' : ''}
      <div class="tasks"><span class="h">当月の業務概要（顧問料の範囲内）</span><table>${tasks.map((t) => `<tr><td style="width:${fmt === DATE_FORMATS.wareki ? 110 : 100}px">${fmt(t.dt)}</td><td>${t.text}</td></tr>`).join('')}</table></div>
      <div class="pay"><b>お振込先</b>${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}<br><b>口座名義</b>${holder}<br><b>お支払期限</b>${fmt(d.due)}</div>
      <div class="end">以上</div></div>`;
    return { pages: [page], css, printed: { issuer: d.issuerName, holder, total } };
  },
});

// 213 — a 法人向け MVNO (株式会社…テレコム / …モバイル / …コミュニケーションズ) bills a company for its staff's mobile lines: a cloud
// ご利用料金請求書 — the brand (aoba mobile, the company's romaji) as a logo at the top left with the 法人サポートセンター's 0120 and 0570
// numbers boxed at the right, the buyer's 〒 address, name 御中 and 総務部 … 様 at the left, 発行日 / 請求番号 / お客様番号 / ご利用期間 /
// お支払期限 at the right, three cards (ご請求金額（税込）, 回線数, （参考）前月ご請求金額), one row per line (電話番号 070-…, ご利用者 — the
// staff's department and name —, 料金プラン, 基本料, 通話・SMS, オプション, ユニバーサル・リレー, 課税計, 端末代金 分割支払金 n/24 不課税),
// 課税対象額 / 消費税 / 不課税 / ご請求金額, the お振込先 (お客様専用口座), and the company's name, 〒 address, 代表 TEL and 登録番号 in a
// small footer; slash or 年月日 dates.
const ROMAJI = {
  青葉: 'aoba',
  東和: 'towa',
  北斗: 'hokuto',
  富士見: 'fujimi',
  中央: 'chuo',
  三栄: 'san-ei',
  大和: 'daiwa',
  日の出: 'hinode',
  丸星: 'maruboshi',
  朝日: 'asahi',
  協和: 'kyowa',
  光陽: 'koyo',
  新生: 'shinsei',
  双葉: 'futaba',
  湊: 'minato',
  サンライズ: 'sunrise',
  アルファ: 'alpha',
  ネクスト: 'next',
  みどり: 'midori',
};
const MVNO_TRADES = [
  ['テレコム', 'テレコム'],
  ['モバイル', 'モバイル'],
  ['コミュニケーションズ', 'コミュニケーションズ'],
  ['ネットワークス', 'ネットワークス'],
];
// [プラン, 基本料 (税抜), voice, かけ放題]
const MVNO_PLANS = [
  ['法人かけ放題 5GB', 2480, true, true],
  ['法人かけ放題 20GB', 3480, true, true],
  ['音声通話 3GB', 1280, true, false],
  ['音声通話 10GB', 1980, true, false],
  ['データ専用 50GB', 3980, false, false],
];
const MVNO_DEPTS = ['営業部', '営業部', '工事部', '総務部', '技術部', '配送課', '管理部'];
const MVNO_BUILDINGS = {
  '03': ['テレコムセンタービル 11F', 'シティプラザ 22階', 'ステーションタワー 15F'],
  '06': ['大阪センタービル 8F', 'ステーションタワー 15F'],
  '092': ['天神ツインビル 6階', 'ステーションタワー 15F'],
};
LAYOUTS.push({
  id: 'L213-houjin-keitai',
  split: 'dev',
  title:
    "法人向け MVNO's cloud ご利用料金請求書 for a company's mobile lines: the brand's romaji logo, a boxed 法人サポートセンター 0120 / 0570, cards (ご請求金額, 回線数, （参考）前月ご請求金額), one row per line (電話番号, ご利用者, プラン, 基本料, 通話・SMS, オプション, ユニバーサル・リレー, 端末代金 分割支払金 n/24 不課税), the お客様専用 振込口座, the company's 〒 address, 代表 TEL and 登録番号 only in a small footer",
  exercises:
    "a 法人向け MVNO (株式会社青葉テレコム / …モバイル株式会社 / 株式会社…コミュニケーションズ — the issuer_name; its brand aoba mobile set as the logo at the top left is not, as L68) bills a company (御中, 総務部 … 様) for its staff's mobile lines in a cloud ご利用料金請求書（2026年1月ご利用分）: the 法人サポートセンター boxed at the top right (0120-… and 0570-… — not the issuer_phone, as L187), 発行日 / 請求番号 / お客様番号 / ご利用期間 (the month used — neither the issue_date nor the due_date) / お支払期限 at the right; three cards: ご請求金額（税込）¥… — the total_amount —, 回線数, and （参考）前月ご請求金額 ¥… (last month's, paid, not in the total — no field); one row per line: 電話番号 070-/080-/090-… (the buyer's lines, none of them the issuer_phone), ご利用者 (営業部 佐藤 — the staff), 料金プラン, 基本料, 通話・SMS, オプション (データ追加 1GB, 留守番電話, 端末補償), ユニバーサルサービス料・電話リレーサービス料, 課税計, and 端末代金 分割支払金 (12/24回) 不課税 on some lines; at the foot 課税対象額（10%）/ 消費税 / 不課税（端末代金分割支払金）/ ご請求金額 — the 不課税 in it, as L158 —; the お振込先 お客様専用口座 (a main bank; holder ｶ)… half-width, as printed); the company itself only in a small footer: its name, 〒 address in an office tower, TEL (代表) — the issuer_phone — and 登録番号; 2026/02/05 or 2026年2月5日 dates",
  opts: () => ({ rates: '10', bank: 'main', checking: false }),
  render(d, r) {
    const stems = STEMS.filter(([x]) => ROMAJI[x]);
    const stem = setCompany(d, r, MVNO_TRADES, [['株式会社', 'カ']], stems);
    netOrdinary(d);
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big']));
    const romaji = ROMAJI[stem];
    const brand = r.pick([`${romaji} mobile`, `${romaji.toUpperCase()} MOBILE`, `${romaji}SIM`]);
    // An office tower in Tokyo, Osaka or Fukuoka.
    const home = r.pick(PLACES.filter(([, , a]) => ['03', '06', '092'].includes(a)));
    d.zip = home[0];
    d.address = `${home[1]}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)} ${r.pick(MVNO_BUILDINGS[home[2]])}`;
    d.tel = landlineOn(r, home[2]);
    const center = `0120-${r.digits(3)}-${r.digits(3)}`;
    const navi = `0570-${r.digits(3)}-${r.digits(3)}`;
    const [bs] = r.pick(STEMS);
    d.buyerName = r.chance(0.5)
      ? `株式会社${bs}${r.pick(['建設', '設備', '物流', 'ホーム', '商事'])}`
      : `${bs}${r.pick(['建設', '設備', '物流', '電工', '商事'])}株式会社`;
    const buyer = placeElsewhere(r, [d.zip]);
    d.buyerZip = buyer.zip;
    d.buyerAddress = buyer.address;
    // Billed for last month early in this one.
    const [uy, um] = addMonths(d.issue, -1);
    const usedEnd = endOfMonth(uy, um);
    d.issue = [d.issue[0], d.issue[1], r.int(3, 10)];
    d.due = r.chance(0.6) ? endOfMonth(d.issue[0], d.issue[1]) : [...addMonths(d.issue, 1), r.pick([10, 15])];
    d.no = r.chance(0.5) ? `B${d.issue[0]}${pad2(d.issue[1])}${r.digits(6)}` : `${letters(r, 2)}-${r.digits(8)}`;
    const customer = `${r.digits(4)}-${r.digits(4)}-${r.digits(2)}`;
    const n = r.int(4, 11);
    const names = shuffle(r, SURNAMES).map(([x]) => x);
    const lines = [];
    for (let k = 0; k < n; k++) {
      const [plan, basic, voice, flat] = r.pick(MVNO_PLANS);
      const calls = voice && !flat ? r.int(0, 160) * 22 : voice && r.chance(0.2) ? r.int(1, 20) * 10 : 0;
      const sms = voice && r.chance(0.4) ? r.int(1, 40) * 3 : 0;
      const opts = [];
      if (r.chance(0.3)) opts.push(['データ追加 1GB', r.int(1, 3) * 500]);
      if (voice && r.chance(0.3)) opts.push(['留守番電話', 300]);
      if (r.chance(0.35)) opts.push(['端末補償', 500]);
      const option = opts.reduce((t, [, a]) => t + a, 0);
      const levy = voice ? 3 : 0;
      const device = r.chance(0.35) ? { price: r.int(99, 249) * 20, nth: r.int(1, 24) } : null;
      const taxed = basic + calls + sms + option + levy;
      lines.push({
        number: `0${r.pick(['70', '80', '90'])}-${r.digits(4)}-${r.digits(4)}`,
        user: voice
          ? `${r.pick(MVNO_DEPTS)} ${names[k % names.length]}`
          : r.pick(['モバイルルーター', 'タブレット（現場用）', '車載端末']),
        plan,
        basic,
        callSms: calls + sms,
        options: opts.map(([nm]) => nm).join('・'),
        option,
        levy,
        taxed,
        device,
      });
    }
    const taxedTotal = lines.reduce((t, x) => t + x.taxed, 0);
    const devices = lines.reduce((t, x) => t + (x.device ? x.device.price : 0), 0);
    d.items = [{ name: '通信料', amount: taxedTotal, rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const total = s.total + devices;
    const last = Math.round(total * r.range(0.85, 1.15));
    const fmt = r.pick([DATE_FORMATS.slash, DATE_FORMATS.seireki]);
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const accent = r.pick(['#e4007f', '#0068b7', '#00a29a', '#f08300']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 8.8px; color: #2b2f36; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 28px 34px 0; }
      .top { display: flex; justify-content: space-between; align-items: center; }
      .logo { font-family: 'Liberation Sans', sans-serif; font-size: 26px; font-weight: 700; color: ${accent}; letter-spacing: -.01em; } .logo i { display: inline-block; width: 12px; height: 12px; border-radius: 50%; background: ${accent}; margin-right: 6px; }
      .sc { border: 1px solid #c9ced6; border-radius: 4px; padding: 4px 12px; line-height: 1.6; font-size: 8.6px; } .sc b { font-size: 11px; color: ${accent}; }
      h1 { font-size: 15px; margin: 14px 0 0; border-left: 5px solid ${accent}; padding-left: 8px; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 10px; gap: 16px; }
      .to { line-height: 1.7; } .to .n { font-size: 14px; font-weight: 700; }
      .kv { border-collapse: collapse; } .kv td { padding: 1px 0 1px 12px; } .kv td.l { color: #7a808a; }
      .cards { display: flex; gap: 10px; margin-top: 12px; } .card { border: 1px solid #dde1e7; border-radius: 6px; padding: 6px 12px; background: #f7f8fa; } .card .l { color: #7a808a; font-size: 8.4px; } .card .v { font-size: 15px; font-weight: 700; }
      .card.pay { flex: 1.6; background: ${accent}; border-color: ${accent}; color: #fff; } .card.pay .l { color: #fff; opacity: .85; } .card.pay .v { font-size: 22px; } .card.sm { flex: 1; }
      .tb { width: 100%; border-collapse: collapse; margin-top: 12px; font-size: 8.2px; } .tb th { background: #eef0f4; font-weight: normal; padding: 3px 3px; border-bottom: 1px solid #b8bec8; color: #555; }
      .tb td { border-bottom: 1px solid #e4e7ec; padding: 2px 4px; white-space: nowrap; } .tb td.c { text-align: center; } .tb small { color: #7a808a; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 12px; gap: 18px; }
      .bank { border: 1px solid #dde1e7; border-radius: 6px; padding: 6px 12px; line-height: 1.75; width: 330px; } .bank .h { font-weight: 700; color: ${accent}; }
      .sum { border-collapse: collapse; min-width: 270px; } .sum td { padding: 2px 8px; border-bottom: 1px solid #e4e7ec; } .sum tr.t td { border-top: 2px solid ${accent}; border-bottom: none; font-size: 13px; font-weight: 700; }
      .nt { margin-top: 10px; font-size: 8px; color: #7a808a; line-height: 1.65; }
      .foot { position: absolute; left: 34px; right: 34px; bottom: 26px; border-top: 1px solid #c9ced6; padding-top: 5px; font-size: 7.8px; color: #666; line-height: 1.6; }`;
    const rows = lines
      .map(
        (x) =>
          `<tr><td>${x.number}</td><td>${x.user}</td><td>${x.plan}</td><td class="num">${yen(x.basic)}</td><td class="num">${x.callSms ? yen(x.callSms) : '0'}</td><td class="num">${x.option ? `${yen(x.option)}<br><small>${x.options}</small>` : '0'}</td><td class="num">${x.levy}</td><td class="num">${yen(x.taxed)}</td><td class="num">${x.device ? `${yen(x.device.price)}<br><small>${x.device.nth}/24回</small>` : '―'}</td></tr>`,
      )
      .join('');
    const page = `<div class="wrap"><div class="top"><div class="logo"><i></i>${brand}</div><div class="sc">法人サポートセンター　<b>${center}</b>（平日 9:00〜18:00）<br>紛失・故障受付（24時間）　<b>${navi}</b></div></div>
      <h1>ご利用料金請求書（${uy}年${um}月ご利用分）</h1>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>${r.pick(['総務部', '総務部 総務課', '管理本部 総務グループ'])}　${d.buyerPerson} 様</div>
        <table class="kv"><tr><td class="l">発行日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求番号</td><td>${d.no}</td></tr><tr><td class="l">お客様番号</td><td>${customer}</td></tr><tr><td class="l">ご利用期間</td><td>${fmt([uy, um, 1])} 〜 ${fmt(usedEnd)}</td></tr><tr><td class="l">お支払期限</td><td>${fmt(d.due)}</td></tr></table></div>
      <div class="cards"><div class="card pay"><div class="l">ご請求金額（税込）</div><div class="v">¥${yen(total)}</div></div><div class="card sm"><div class="l">回線数</div><div class="v">${n}回線</div></div><div class="card sm"><div class="l">（参考）前月ご請求金額</div><div class="v">¥${yen(last)}</div></div></div>
      <table class="tb"><tr><th style="text-align:left">電話番号</th><th style="text-align:left">ご利用者</th><th style="text-align:left">料金プラン</th><th>基本料</th><th>通話・SMS</th><th>オプション</th><th>ユニバーサル<br>・リレー</th><th>課税計</th><th>端末代金<br>分割支払金（不課税）</th></tr>${rows}</table>
      <div class="low"><div class="bank"><span class="h">お振込先（お客様専用口座）</span><br>${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}<br><span style="font-size:8px">※この口座はお客様専用です。ご請求金額をお振込みください。</span></div>
        <table class="sum"><tr><td>課税対象額（10%）</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr><td>不課税（端末代金分割支払金）</td><td class="num">${yen(devices)}</td></tr><tr class="t"><td>ご請求金額</td><td class="num">¥${yen(total)}</td></tr></table></div>
      <div class="nt">※金額は税抜です（端末代金分割支払金は不課税）。消費税は請求書単位で計算しています。<br>※ユニバーサルサービス料（2円）・電話リレーサービス料（1円）は音声回線ごとにご請求しています。<br>※前月ご請求金額は参考表示です。お支払いの確認は法人サポートサイトでご覧いただけます。</div>
      <div class="foot">${d.issuerName}　〒${d.zip}　<span class="addr">${d.address}</span>　TEL ${d.tel}（代表）<br>適格請求書発行事業者登録番号　${reg}　　電気通信事業者 届出番号 ${`A-${r.int(1, 9)}-${r.digits(5)}`}</div></div>`;
    return { pages: [page], css, printed: { issuer: d.issuerName, holder, total } };
  },
});

// 214 — a 鈑金塗装 shop (a sole proprietor under its 屋号 — 佐藤自動車鈑金 / 佐藤ボデー / ボディショップ佐藤 — or a family 有限会社…オート
// ボディ) bills a 損害保険会社 for a car it repaired after an accident, on the form the insurers take: 修理費請求書（保険会社提出用）in a
// ruled frame — the insurer's 〒 address, name 御中, its 損害サービス課 and 担当 … 様 at the top left, 請求日 / 請求No. / 見積No. at the
// right, two labelled grids side by side: 事故・車両 (事故受付番号, 証券番号, ご契約者（被保険者）… 様, 車名・型式, 登録番号, 車台番号,
// 事故日, 入庫日, 修理完了日, 協定日, 損害確認 — the アジャスター) and 請求者（修理工場）(所在地 with 〒, 名称, 代表者, TEL/FAX, 登録番号,
// the 認証番号 of its 分解整備事業), the 修理内訳 (作業区分 取替 / 板金 / 修正 / 塗装, 部品・作業内容, 部品代, 工賃, 金額), a summary (部品代 計,
// 工賃 計, 小計, 消費税, 修理費合計（協定額）, 免責金額（ご契約者様ご負担分）△, ご請求金額), the お振込先 in a ruled row and the shop's seal
// under 上記のとおりご請求申し上げます; 令和 dates.
const BANKIN_YAGO = [
  ['{s}自動車鈑金', '{k}ジドウシャバンキン'],
  ['{s}ボデー', '{k}ボデー'],
  ['ボディショップ{s}', 'ボディショップ{k}'],
  ['{s}板金塗装', '{k}バンキントソウ'],
];
const BUREAU_OF = {
  東京都: '関東',
  神奈川県: '関東',
  埼玉県: '関東',
  千葉県: '関東',
  群馬県: '関東',
  大阪府: '近畿',
  京都府: '近畿',
  兵庫県: '近畿',
  愛知県: '中部',
  静岡県: '中部',
  福岡県: '九州',
  北海道: '北海道',
  宮城県: '東北',
  広島県: '中国',
};
const PLATES = {
  東京都: ['品川', '練馬', '足立', '多摩'],
  神奈川県: ['横浜', '湘南'],
  埼玉県: ['大宮', '所沢'],
  千葉県: ['千葉', '習志野'],
  群馬県: ['群馬', '高崎'],
  大阪府: ['なにわ', '和泉'],
  京都府: ['京都'],
  兵庫県: ['神戸', '姫路'],
  愛知県: ['名古屋', '尾張小牧'],
  静岡県: ['静岡', '浜松'],
  福岡県: ['福岡', '北九州'],
  北海道: ['札幌'],
  宮城県: ['宮城'],
  広島県: ['広島', '福山'],
};
const BANKIN_CARS = [
  ['プリウス', 'DAA-ZVW50', 'ZVW50'],
  ['アクア', '6AA-MXPK11', 'MXPK11'],
  ['N-BOX', '6BA-JF3', 'JF3'],
  ['セレナ', '6AA-HFC27', 'HFC27'],
  ['フィット', '6AA-GR3', 'GR3'],
  ['ヴォクシー', '6AA-ZWR90W', 'ZWR90W'],
  ['ノート', '6AA-E13', 'E13'],
  ['CX-5', '6BA-KF5P', 'KF5P'],
  ['ハスラー', '5AA-MR92S', 'MR92S'],
  ['カローラツーリング', '6AA-ZWE211W', 'ZWE211'],
];
// [部位, 作業区分, 部品代 lo–hi (×100, 0 none), 工賃 lo–hi (×100)]
const BANKIN_WORK = {
  front: [
    ['フロントバンパー', '取替', 280, 650, 80, 140],
    ['ヘッドランプ（左）', '取替', 350, 1200, 40, 80],
    ['ボンネット', '板金', 0, 0, 180, 400],
    ['フロントフェンダー（右）', '取替', 250, 480, 60, 110],
    ['フロントグリル', '取替', 120, 380, 20, 50],
    ['ラジエーターコアサポート', '修正', 0, 0, 150, 350],
  ],
  rear: [
    ['リヤバンパー', '取替', 250, 600, 70, 130],
    ['バックドア', '板金', 0, 0, 200, 450],
    ['リヤコンビランプ（右）', '取替', 180, 520, 20, 40],
    ['リヤパネル', '修正', 0, 0, 150, 300],
  ],
  side: [
    ['フロントドア（左）', '板金', 0, 0, 220, 480],
    ['リヤドア（左）', '板金', 0, 0, 200, 420],
    ['ドアミラー（左）', '取替', 180, 450, 20, 40],
    ['サイドシル（左）', '修正', 0, 0, 120, 260],
  ],
};
const PAINTS = ['2コート ソリッド', '2コート メタリック', '3コート パール'];
LAYOUTS.push({
  id: 'L214-bankin-hoken',
  split: 'dev',
  title:
    "鈑金塗装 shop's 修理費請求書（保険会社提出用）to a 損害保険会社: a ruled form with an 事故・車両 grid (事故受付番号, 証券番号, 被保険者, 車名・登録番号・車台番号, 事故日 / 入庫日 / 修理完了日 / 協定日, アジャスター) beside a 請求者（修理工場）grid (所在地, 名称, 代表者, TEL, 登録番号, 認証番号), the 修理内訳 (取替 / 板金 / 塗装, 部品代, 工賃), 修理費合計（協定額）less the 免責金額 the policyholder paid → ご請求金額; 令和 dates",
  exercises:
    "a 鈑金塗装 shop — a sole proprietor under its 屋号 (佐藤自動車鈑金 / 佐藤ボデー / ボディショップ佐藤 / 佐藤板金塗装 — the issuer_name, 代表者 … no field) or a family company (有限会社…オートボディ / 株式会社…自動車工業 — the issuer_name) — bills a 損害保険会社 (…損害保険株式会社 / …海上火災保険株式会社, 御中, its …損害サービス課 and 担当 … 様, with its own 〒 address — the buyer) for a car it repaired after an accident, on the insurers' form 修理費請求書（保険会社提出用）in a ruled frame: 請求日 / 請求No. / 見積No. at the top right; an 事故・車両 grid (事故受付番号, 証券番号, ご契約者（被保険者）… 様 — a person —, 車名・型式, 登録番号 (品川 330 あ 12-34), 車台番号, 事故日, 入庫日, 修理完了日, 協定日 — none of them the issue_date or the due_date —, 損害確認 アジャスター …; none of the fields) beside a 請求者（修理工場）grid — 所在地 (〒 and address: issuer_postal_code and issuer_address), 名称 (the issuer_name), 代表者, TEL/FAX (the TEL the issuer_phone), 登録番号 T…, 認証番号 関東運輸局長認証 第3-1234号 (not the registration_number); the 修理内訳 (No., 作業区分 取替 / 板金 / 修正 / 塗装 / 点検, 部品・作業内容, 部品代, 工賃, 金額; 塗装 3コート パール, エーミング, 代車費用 n日 sometimes); a summary: 部品代 計 / 工賃 計 / 小計（税抜）/ 消費税（10%）/ 修理費合計（協定額）/ 免責金額（ご契約者様ご負担分）△ — the policyholder paid it at the shop — / ご請求金額: total_amount the ご請求金額, the 協定額 less the 免責, the amount left to pay (as a 前払金); 免責 なし sometimes, the ご請求金額 then the 協定額; the お振込先 (a 信用金庫, a main bank, or ゆうちょ — 記号・番号 or 〇一八店 普通 1234567 as L23; holder the 屋号's kana with the name, the name, or ﾕ)…, half-width often) with the お支払期限; 令和8年1月31日 or R8.1.31 dates",
  opts: (r, inst) => ({ sole: inst !== 1, rates: '10', bank: ['other', 'main', 'yucho'][inst] }),
  render(d, r) {
    const [, town, area] = placeOf(d);
    const pref = prefOf(town);
    let holderBase;
    let rep;
    if (d.sole) {
      const [sn] = d.person.split(' ');
      const snk = d.holderBase.split(' ')[0];
      const [yt, kt] = r.pick(BANKIN_YAGO);
      d.yago = yt.replace('{s}', sn);
      d.issuerName = d.yago;
      holderBase = !d.yucho && r.chance(0.55) ? `${kt.replace('{k}', snk)} ${d.holderBase}` : d.holderBase;
      rep = d.person;
      d.tel = landlineOn(r, area);
      d.fax = `${d.tel.slice(0, -1)}${(Number(d.tel.slice(-1)) + 1) % 10}`;
    } else {
      setCompany(
        d,
        r,
        [
          ['オートボディ', 'オートボディ'],
          ['自動車工業', 'ジドウシャコウギョウ'],
          ['ボデー工業', 'ボデーコウギョウ'],
        ],
        [
          ['有限会社', 'ユ'],
          ['有限会社', 'ユ'],
          ['株式会社', 'カ'],
        ],
      );
      holderBase = d.holderBase;
      rep = `代表取締役 ${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    }
    // A shop on a road out of the centre: no building.
    d.address = d.address.split(' ')[0];
    if (!d.yucho && !d.bank.main) toShinkin(d, r);
    if (!d.yucho) {
      netOrdinary(d);
      if (d.sole) d.type = 2;
    }
    const holder = holderPrinted({ holderBase }, r.pick(['half', 'half', 'half-big', 'full']));
    const cert = `${BUREAU_OF[pref]}運輸局長認証 第${r.int(1, 9)}-${r.int(100, 9999)}号`;
    // The insurer's 損害サービス課 in the prefecture's city.
    const [is] = r.pick(STEMS);
    d.buyerName = r.chance(0.6) ? `${is}損害保険株式会社` : `${is}海上火災保険株式会社`;
    const others = PLACES.filter(([z, t]) => z !== d.zip && prefOf(t) === pref);
    const office = placeElsewhere(r, others.length ? [d.zip] : [], (t) => prefOf(t) === pref);
    d.buyerZip = office.zip;
    d.buyerAddress = `${office.address} ${r.pick(['損保ビル 6F', '第一生命館 4階', 'センタービル 9F'])}`;
    const section = `${cityOf(office.town).replace(/[市区]$/, '')}${r.pick(['自動車損害サービス課', '損害サービス第二課', 'サービスセンター 自動車第一課'])}`;
    const adjuster = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const insured = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const [car, type, model] = r.pick(BANKIN_CARS);
    const plate = `${r.pick(PLATES[pref])} ${r.int(300, 599)} ${r.pick([...'あいうえかきくけこさすせそたちつてとなにぬねのはひふほまみむめもやゆよらりるれろわ'])} ${r.int(1, 99)}-${pad2(r.int(0, 99))}`;
    const chassis = `${model}-${r.digits(7)}`;
    // The accident, the car in, the 協定 with the adjuster, the car out, then the bill.
    const accident = addDays(d.issue, -r.int(25, 60));
    const inDate = addDays(accident, r.int(1, 6));
    const agreed = addDays(inDate, r.int(3, 9));
    const done = addDays(agreed, r.int(4, 14));
    d.issue = addDays(done, r.int(1, 7));
    d.due = r.chance(0.5) ? endOfMonth(...addMonths(d.issue, 1)) : addDays(d.issue, 30);
    const yy = String(d.issue[0]).slice(2);
    d.no = r.chance(0.5) ? `${yy}${pad2(d.issue[1])}-${r.digits(3)}` : `No.${r.int(1200, 8800)}`;
    const estimate = `M${yy}-${r.digits(4)}`;
    const claim = r.chance(0.5) ? `${yy}-${r.digits(6)}` : `S${r.digits(10)}`;
    const policy = `${letters(r, 1)}${r.digits(9)}`;
    const side = r.pick(['front', 'front', 'rear', 'side']);
    const work = shuffle(r, BANKIN_WORK[side])
      .slice(0, r.int(2, 4))
      .map(([part, kind, plo, phi, llo, lhi]) => {
        const parts = plo ? r.int(plo, phi) * 100 : 0;
        const labor = r.int(llo, lhi) * 100;
        return { kind, name: `${part} ${kind}`, parts, labor };
      });
    // The panels are painted, never the lamps.
    const painted = work
      .map((x) => x.name.split(' ')[0])
      .filter((x) => !x.includes('ランプ'))
      .slice(0, 2);
    if (painted.length)
      work.push({
        kind: '塗装',
        name: `塗装（${painted.join('・')}　${r.pick(PAINTS)}）`,
        parts: r.int(40, 120) * 100,
        labor: r.int(250, 800) * 100,
      });
    if (side === 'front' && r.chance(0.5))
      work.push({ kind: '点検', name: 'エーミング（前方カメラ・レーダー）', parts: 0, labor: r.int(250, 420) * 100 });
    if (r.chance(0.4))
      work.push({ kind: '点検', name: 'ホイールアライメント 測定・調整', parts: 0, labor: r.int(80, 150) * 100 });
    work.push({ kind: '諸費用', name: '廃材処分費', parts: 0, labor: r.int(15, 30) * 100 });
    if (r.chance(0.35)) {
      const days = daysBetweenDates(inDate, done);
      const per = r.pick([3000, 3300, 5000]);
      work.push({ kind: '代車', name: `代車費用（${days}日 × ${yen(per)}円）`, parts: 0, labor: days * per });
    }
    for (const x of work) x.amount = x.parts + x.labor;
    d.items = work.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const excess = r.pick([0, 0, 30000, 50000, 50000, 100000].filter((x) => x <= s.total / 3));
    const total = s.total - excess;
    const parts = work.reduce((t, x) => t + x.parts, 0);
    const labor = work.reduce((t, x) => t + x.labor, 0);
    const fmt = r.pick([DATE_FORMATS.wareki, DATE_FORMATS.wareki, warekiDots, warekiPad]);
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const yuchoBook = d.yucho && r.chance(0.6);
    const bankText = d.yucho
      ? yuchoBook
        ? `ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}`
        : `ゆうちょ銀行　${d.branch.name}　普通　${d.account}`
      : `${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}`;
    const line = r.pick(['#333', '#2a3a4a', '#3a2f2a']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.2px; color: #1f1f1f; line-height: 1.45; }
      .wrap { position: relative; height: 1123px; padding: 30px 36px 0; }
      .frame { border: 2px solid ${line}; padding: 10px 14px 12px; }
      h1 { text-align: center; font-size: 19px; letter-spacing: .3em; margin: 0; font-weight: 700; } h1 small { font-size: 10px; letter-spacing: .1em; font-weight: normal; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 8px; }
      .to { line-height: 1.7; } .to .n { font-size: 14px; font-weight: 700; }
      .mt { border-collapse: collapse; } .mt td { border: 1px solid ${line}; padding: 1px 8px; } .mt td.l { background: #eee; }
      .grids { display: flex; gap: 10px; margin-top: 10px; align-items: flex-start; }
      .g { border-collapse: collapse; width: 100%; } .g th { background: #eee; border: 1px solid ${line}; font-weight: normal; padding: 2px 5px; text-align: left; white-space: nowrap; width: 84px; font-size: 8.6px; }
      .g td { border: 1px solid ${line}; padding: 2px 6px; } .g caption { text-align: left; font-weight: 700; padding-bottom: 2px; }
      .det { width: 100%; border-collapse: collapse; margin-top: 10px; } .det th { background: #eee; border: 1px solid ${line}; font-weight: normal; padding: 2px; }
      .det td { border: 1px solid #888; padding: 2px 5px; height: 18px; } .det td.c { text-align: center; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 10px; gap: 14px; }
      .sum { border-collapse: collapse; min-width: 290px; } .sum td { border: 1px solid ${line}; padding: 2px 10px; } .sum td.l { background: #eee; } .sum tr.x td { color: #a22; } .sum tr.t td { border: 2px solid ${line}; font-weight: 700; font-size: 13px; }
      .pay { border-collapse: collapse; margin-top: 10px; width: 100%; } .pay th { background: #eee; border: 1px solid ${line}; font-weight: normal; padding: 3px 6px; width: 84px; text-align: left; } .pay td { border: 1px solid ${line}; padding: 3px 8px; }
      .sign { position: relative; margin-top: 10px; text-align: right; padding-right: 70px; height: 56px; line-height: 1.7; }
      .nt { font-size: 8.4px; line-height: 1.7; color: #333; }`;
    const blank = Array.from({ length: Math.max(0, 11 - work.length) }, () => `<tr>${'<td></td>'.repeat(6)}</tr>`).join('');
    const det = work
      .map(
        (x, k) =>
          `<tr><td class="c">${k + 1}</td><td class="c">${x.kind}</td><td>${x.name}</td><td class="num">${x.parts ? yen(x.parts) : ''}</td><td class="num">${yen(x.labor)}</td><td class="num">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const sealText = d.sole ? d.person.split(' ')[0] : `${d.corpBody.slice(0, 6)}之印`;
    const page = `<div class="wrap"><div class="frame"><h1>修理費請求書 <small>（保険会社提出用）</small></h1>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>${section}　担当 ${d.buyerPerson} 様</div>
        <table class="mt"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求No.</td><td>${d.no}</td></tr><tr><td class="l">見積No.</td><td>${estimate}</td></tr></table></div>
      <div class="grids"><table class="g"><caption>■ 事故・車両</caption>
          <tr><th>事故受付番号</th><td>${claim}</td></tr><tr><th>証券番号</th><td>${policy}</td></tr><tr><th>ご契約者<br>（被保険者）</th><td>${insured} 様</td></tr>
          <tr><th>車名・型式</th><td>${car}　${type}</td></tr><tr><th>登録番号</th><td>${plate}</td></tr><tr><th>車台番号</th><td>${chassis}</td></tr>
          <tr><th>事故日</th><td>${fmt(accident)}</td></tr><tr><th>入庫日</th><td>${fmt(inDate)}</td></tr><tr><th>協定日</th><td>${fmt(agreed)}</td></tr><tr><th>修理完了日</th><td>${fmt(done)}</td></tr><tr><th>損害確認</th><td>アジャスター ${adjuster}</td></tr></table>
        <table class="g"><caption>■ 請求者（修理工場）</caption>
          <tr><th>所在地</th><td>〒${d.zip}<br><span class="addr">${d.address}</span></td></tr><tr><th>名称</th><td style="font-size:12px;font-weight:700">${d.issuerName}</td></tr><tr><th>代表者</th><td>${rep}</td></tr>
          <tr><th>TEL</th><td>${d.tel}</td></tr><tr><th>FAX</th><td>${d.fax}</td></tr><tr><th>登録番号</th><td>${reg}</td></tr><tr><th>認証番号</th><td>${cert}</td></tr></table></div>
      <table class="det"><tr><th style="width:26px">No.</th><th style="width:50px">作業区分</th><th>部品・作業内容</th><th style="width:72px">部品代</th><th style="width:72px">工賃</th><th style="width:80px">金額</th></tr>${det}${blank}</table>
      <div class="low"><div class="nt">※本請求額は貴社アジャスターとの協定額に基づきます。<br>${excess ? `※免責金額 ${yen(excess)}円は、納車時にご契約者様より直接お預かりしております。<br>` : '※本件は免責金額の設定がございません。<br>'}※交換した旧部品は貴社ご指示により当社にて保管しております（30日間）。</div>
        <table class="sum"><tr><td class="l">部品代 計</td><td class="num">${yen(parts)}</td></tr><tr><td class="l">工賃 計</td><td class="num">${yen(labor)}</td></tr><tr><td class="l">小計（税抜）</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr>
          <tr><td class="l">修理費合計（協定額）</td><td class="num">${yen(s.total)}</td></tr><tr class="x"><td class="l">免責金額（ご契約者様ご負担分）</td><td class="num">${excess ? `△${yen(excess)}` : 'なし'}</td></tr><tr class="t"><td class="l">ご請求金額</td><td class="num">¥${yen(total)}</td></tr></table></div>
      <table class="pay"><tr><th>お振込先</th><td>${bankText}　口座名義 ${holder}</td></tr><tr><th>お支払期限</th><td>${fmt(d.due)}</td></tr></table>
      <div class="sign">上記のとおりご請求申し上げます。<br>${d.issuerName}　${d.sole ? `代表 ${rep}` : rep}
        ${hanko(sealText, `right:4px;top:0;width:${d.sole ? 46 : 56}px;height:${d.sole ? 46 : 56}px;border-radius:${d.sole ? '50%' : '3px'};font-size:${d.sole ? 15 : 11}px;opacity:.6;`)}</div></div></div>`;
    return { pages: [page], css, printed: { issuer: d.issuerName, holder, total } };
  },
});
