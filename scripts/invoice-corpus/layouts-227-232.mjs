// Invoice corpus layouts L227–L232: each pushed onto core.mjs's LAYOUTS, in order.
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
  addDays,
  addMonths,
  endOfMonth,
  holderPrinted,
  netOrdinary,
  otherStem,
  pad2,
  reiwa,
  setCompanyWithKana,
  spelled,
  summarize,
  weekday,
  yen,
} from './core.mjs';

// ---- 227–232: written blind as the thirty-sixth round's fresh set.

const PREF_RE = /^(東京都|北海道|大阪府|京都府|.{2,3}?県)/;
/** 東京都千代田区丸の内 → 千代田区, 大阪府大阪市北区梅田 → 大阪市. */
const cityOf = (town) => town.replace(PREF_RE, '').match(/^.+?[市区]/)[0];
/** The town's last part: 丸の内, 梅田, みなとみらい. */
const areaOf = (town) =>
  town
    .replace(PREF_RE, '')
    .replace(/^.+?市/, '')
    .replace(/^.+?区/, '');
const landlineOn = (r, area) => `${area}-${area.length === 2 ? r.digits(4) : r.digits(3)}-${r.digits(4)}`;
/** Somewhere else of PLACES: 〒, town, street address and a TEL on its area code. */
const placeElsewhere = (r, notZips) => {
  const [zip, town, area] = r.pick(PLACES.filter(([z]) => !notZips.includes(z)));
  return { zip, town, area, address: `${town}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`, tel: landlineOn(r, area) };
};
/** A red seal: text set in vertical columns inside a square or round border. */
const hanko = (text, style) =>
  `<div style="position:absolute;border:2.5px solid #d23;color:#d23;font-family:'Noto Serif CJK JP';writing-mode:vertical-rl;display:flex;align-items:center;justify-content:center;text-align:center;line-height:1.05;letter-spacing:-1px;padding:3px;${style}">${text}</div>`;
/** A bank other than the invoice's: [name, branch, type, number]. */
const otherAccount = (r, notName) => {
  const pool = [...Object.values(MAIN_PRINTED).filter((n) => n !== 'ゆうちょ銀行'), ...OTHER_BANKS.map(([n]) => n)];
  const name = r.pick(pool.filter((n) => n !== notName));
  return [name, r.pick(BRANCHES), r.chance(0.3) ? 1 : 2, r.digits(7)];
};

// 227 — a 土地家屋調査士 in practice alone bills a 不動産 company for a 分筆登記 and the 確定測量 before it: letter style with 記 and
// 以上, the 物件 (所在 and 地番, the 所有者, the 法務局) in a box, the 報酬 rows, 消費税, the 源泉徴収税額 on (報酬 − 1万円) × 10.21%, the
// 登録免許税 and 登記事項証明書 as 立替金 added back, the 差引ご請求額, and the 振込先 on two lines under the 調査士's name and 登録番号.
const SOKURYO = [
  ['現況測量', 60000, 150000],
  ['境界確定測量（官民・民民立会）', 250000, 480000],
  ['境界標設置（コンクリート杭）', 15000, 45000],
  ['分筆登記申請', 45000, 90000],
  ['地積測量図作成', 30000, 60000],
  ['資料調査（法務局・市役所）', 15000, 35000],
];
const HOUMUKYOKU = ['出張所', '支局'];
LAYOUTS.push({
  id: 'L227-tochikaoku-bunpitsu',
  split: 'dev',
  title:
    "土地家屋調査士 (alone, under his office's name) bills a 不動産 company for a 確定測量 and 分筆登記: letter style with 記 and 以上, the 物件 box (所在・地番, 所有者, 管轄法務局), 報酬 rows, 消費税, 源泉徴収税額 on (報酬 − 1万円), 登録免許税 and 登記事項証明書 as 立替金 added back, the 差引ご請求額, and the 振込先 on two lines under the 調査士's name and 登録番号",
  exercises:
    "a 土地家屋調査士 practising alone under his office's name (山田土地家屋調査士事務所 / 土地家屋調査士 佐藤事務所 — a sole proprietor, issuer_name that 屋号, as L22) bills a 不動産 company (株式会社…不動産 御中): letter style, 請求日 in 和暦 at the top right, the office's block (〒 address, TEL / FAX or a mobile, 登録番号 T…) and under it the 調査士's name with his 日本土地家屋調査士会連合会 登録番号 (第1234号) and his 調査士会 — none of the fields; a 物件 box: 所在 (another town's 地名, 字 and 地番 …番…), 所有者 (a person), 管轄 法務局 and the 登記完了日 — none of the fields, nor the dates; 報酬 rows (境界確定測量, 分筆登記申請, 地積測量図作成); 小計 / 消費税 / 源泉徴収税額 (報酬 − 10,000円) × 10.21% △ / 立替金（登録免許税 筆数 × 1,000円, 登記事項証明書・公図 取得費）/ 差引ご請求額 — total_amount, after the 源泉 with the 立替 added back (as L22); お振込期限; the 振込先 on two lines (bank, branch, 普通, number, 口座名義 ﾄﾁｶｵｸﾁﾖｳｻｼ ﾔﾏﾀﾞ ﾀﾛｳ or the person alone, as printed)",
  opts: (r, inst) => ({ sole: true, rates: '10', bank: inst === 2 ? 'other' : 'main', items: 1 }),
  render(d, r) {
    const [sn] = d.person.split(' ');
    const [snk] = d.holderBase.split(' ');
    const style = r.int(0, 2);
    d.yago = [`${sn}土地家屋調査士事務所`, `土地家屋調査士 ${sn}事務所`, `${sn}測量登記事務所`][style];
    d.issuerName = d.yago;
    const holderKana = r.chance(0.5)
      ? d.holderBase
      : style === 2
        ? `${snk}ソクリヨウトウキジムシヨ ${d.holderBase}`
        : `トチカオクチヨウサシ ${d.holderBase}`;
    d.holderBase = holderKana;
    netOrdinary(d);
    const holder = holderPrinted(d, r.pick(['half', 'full']));
    const site = placeElsewhere(r, [d.zip]);
    const town = areaOf(site.town);
    const chiban = `${r.int(100, 2999)}番${r.int(1, 40)}`;
    const owner = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const kyoku = `${site.town.match(PREF_RE)[1].replace(/[都府県]$/, '')}地方法務局 ${cityOf(site.town).replace(/[市区]$/, '')}${r.pick(HOUMUKYOKU)}`;
    const bs = otherStem(r, sn);
    const buyer = r.pick([`株式会社${bs}不動産`, `${bs}ハウジング株式会社`, `${bs}地所株式会社`, `株式会社${bs}ホーム`]);
    const [y, m] = d.issue;
    d.issue = [y, m, r.int(5, 28)];
    const done = addDays(d.issue, -r.int(3, 12));
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([y, m], 1)) : addDays(d.issue, r.pick([14, 20, 30]));
    d.no = r.chance(0.5) ? `${String(y).slice(2)}-${r.int(10, 199)}` : `${y}-${pad2(m)}${r.int(10, 99)}`;
    const hitsu = r.int(2, 4);
    const rows = SOKURYO.filter((x, i) => i === 1 || i === 3 || i === 4 || r.chance(0.5)).map(([name, lo, hi]) => {
      const qty = name.startsWith('境界標') ? r.int(2, 8) : 1;
      const price = Math.round(r.int(lo, hi) / 1000) * 1000;
      return {
        name,
        qty,
        unit: name.startsWith('境界標') ? '本' : '式',
        price: qty > 1 ? Math.round(price / qty / 100) * 100 : price,
      };
    });
    rows.forEach((x) => (x.amount = x.qty * x.price));
    const fee = rows.reduce((a, x) => a + x.amount, 0);
    d.items = [{ name: '報酬', amount: fee, rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const gensen = Math.floor(((fee - 10000) * 1021) / 10000);
    const tourokumen = hitsu * 1000;
    const shoumei = r.int(3, 9) * r.pick([480, 600, 450]);
    const tatekae = tourokumen + shoumei;
    const total = s.total - gensen + tatekae;
    const fmt = r.pick([DATE_FORMATS.wareki, DATE_FORMATS.wareki, DATE_FORMATS.seireki]);
    const regNo = `第${r.int(1000, 9999)}号`;
    const kai = `${PLACES.find(([z]) => z === d.zip)[1]
      .match(PREF_RE)[1]
      .replace(/[都府県]$/, '')}土地家屋調査士会`;
    const showBranchCode = r.chance(0.4);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 10px; color: #1b1b1b; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 56px 64px 0; }
      .meta { text-align: right; } h1 { text-align: center; font-size: 22px; letter-spacing: .8em; margin: 18px 0 10px; font-weight: 500; }
      .to { font-size: 14px; border-bottom: 1px solid #333; display: inline-block; padding: 0 40px 2px 0; }
      .co { margin-left: auto; width: 300px; margin-top: -8px; position: relative; font-size: 9.4px; line-height: 1.65; } .co .n { font-size: 13.5px; font-weight: 700; }
      .lead { margin-top: 14px; } .ki { text-align: center; margin: 10px 0 6px; letter-spacing: 1em; }
      .bx { border: 1px solid #444; width: 100%; font-size: 9.4px; } .bx td { border: 1px solid #888; padding: 3px 8px; } .bx td.l { width: 90px; background: #f2f2f2; text-align: center; }
      table.t { width: 100%; margin-top: 12px; font-size: 9.6px; } .t th { border-top: 1.5px solid #222; border-bottom: 1px solid #222; padding: 3px; font-weight: 500; } .t td { border-bottom: 1px dotted #999; padding: 3px 6px; }
      .sum { width: 330px; margin-left: auto; margin-top: 8px; font-size: 9.8px; } .sum td { padding: 3px 8px; border-bottom: 1px solid #ccc; } .sum td.l { color: #333; } .sum tr.g td { font-weight: 700; font-size: 12px; border-top: 1.5px solid #222; border-bottom: 3px double #222; }
      .bk { margin-top: 16px; font-size: 9.8px; line-height: 1.8; }
      .end { text-align: right; margin-top: 10px; }`;
    const seal = hanko(
      `土地家屋<br>調査士<br>${sn}`,
      `right:${r.int(-10, 6)}px;top:${r.int(4, 22)}px;width:58px;height:58px;font-size:10px;border-radius:50%;opacity:.6;`,
    );
    const branch = showBranchCode ? `${d.branch.name}（支店番号 ${d.branch.code}）` : d.branch.name;
    const page = `<div class="wrap"><div class="meta">No. ${d.no}<br>${fmt(d.issue)}</div>
      <h1>請求書</h1>
      <div class="to">${buyer}　御中</div>
      <div class="co">${seal}<div class="n">${d.yago}</div>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}${/^0[789]0/.test(d.tel) ? '' : `　FAX ${d.fax}`}<br>登録番号　${d.reg}<br>土地家屋調査士　${d.person}<br><span style="font-size:8.6px;color:#444">（${kai}所属　日調連登録${regNo}）</span></div>
      <div class="lead">拝啓　平素は格別のお引き立てを賜り厚く御礼申し上げます。<br>さて、ご依頼いただきました下記物件の測量及び登記申請業務が完了いたしましたので、下記のとおりご請求申し上げます。</div>
      <div class="ki">記</div>
      <table class="bx"><tr><td class="l">所在</td><td>${cityOf(site.town)}${town}${r.int(1, 5)}丁目　${chiban}${hitsu > 2 ? ` ほか` : ''}</td><td class="l">地目</td><td>${r.pick(['宅地', '雑種地', '畑'])}</td></tr>
        <tr><td class="l">所有者</td><td>${owner} 様</td><td class="l">分筆後筆数</td><td>${hitsu}筆</td></tr>
        <tr><td class="l">管轄</td><td>${kyoku}</td><td class="l">登記完了日</td><td>${fmt(done)}</td></tr></table>
      <table class="t"><tr><th style="text-align:left">摘要</th><th style="width:50px">数量</th><th style="width:40px">単位</th><th style="width:80px">単価</th><th style="width:96px">金額</th></tr>
        ${rows.map((x) => `<tr><td>${x.name}</td><td class="num">${x.qty}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <table class="sum"><tr><td class="l">報酬額 小計</td><td class="num">${yen(fee)}円</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(s.tax)}円</td></tr>
        <tr><td class="l">源泉徴収税額<br><span style="font-size:8.4px">（${yen(fee)} − 10,000）× 10.21%</span></td><td class="num">△${yen(gensen)}円</td></tr>
        <tr><td class="l">立替金　登録免許税（${hitsu}筆 × 1,000円）</td><td class="num">${yen(tourokumen)}円</td></tr><tr><td class="l">立替金　登記事項証明書・公図・地積測量図 取得費</td><td class="num">${yen(shoumei)}円</td></tr>
        <tr class="g"><td class="l">差引ご請求額</td><td class="num">${yen(total)}円</td></tr></table>
      <div class="bk">お振込期限　${fmt(d.due)}<br>お振込先　${d.bank.name}　${branch}　${TYPE_LABEL[d.type]}預金　${d.account}<br>　　　　　口座名義　${holder}<br><span style="font-size:8.8px;color:#444">※立替金は不課税です。領収書の写しを同封いたします。※振込手数料はご負担くださいますようお願いいたします。</span></div>
      <div class="end">敬具<br>以上</div></div>`;
    return { pages: [page], css, printed: { issuer: d.yago, holder, total, showBranchCode } };
  },
});

// 228 — a 運転代行 company bills a company for its staff's rides home in the month, on 法人 tickets: the 配車専用ダイヤル set large in a
// band at the top, the company 御中 under it, one row per ride (日付, 時刻, 出発地 (a restaurant), 到着地 (a town), 距離, ご利用者, チケット
// No.), every 料金 税込, the 駐車場代 paid on the way as 立替, 10%対象（税込）with its 内消費税, the ご請求金額; the issuer's block and its
// 公安委員会 認定番号 in the footer at the left, the 振込先 as a table at the right.
const DAIKOU_TRADES = [
  ['代行', 'ダイコウ'],
  ['運転代行', 'ウンテンダイコウ'],
  ['交通サービス', 'コウツウサービス'],
];
const SHOPS = ['居酒屋 {s}', '割烹 {s}', '焼肉 {s}苑', 'ホテル{s} 宴会場', '炉端 {s}', 'スナック {s}', '寿司 {s}'];
const SHOP_STEMS = ['はなみ', '大漁', 'こまち', '松風', '一力', 'ほたる', '千鳥', '八千代', '葵', '銀河'];
LAYOUTS.push({
  id: 'L228-untendaikou-houjin',
  split: 'dev',
  title:
    "運転代行 company's monthly 法人 bill for its staff's rides home on tickets: the 配車専用ダイヤル set large in the top band, one row per ride (日付, 時刻, 出発地 a restaurant, 到着地, 距離, ご利用者, チケットNo.), 料金 税込, 駐車場代 立替, 10%対象（税込）and 内消費税, the issuer's block with its 公安委員会 認定番号 in the footer at the left and the 振込先 table at the right",
  exercises:
    "a 運転代行 company (有限会社…代行 / 株式会社…交通サービス) bills a company (…株式会社 御中, 総務課 … 様) for the month's rides on its 法人チケット: a dark band at the top with its brand (…代行) and the 配車専用ダイヤル (a big number, 24時まで / 20:00～翌3:00 — never the issuer_phone); 請求日 (令和8年1月31日 / 2026年1月31日) and 請求No. at the right under the band; one row per ride: 日付 (1/12（月）), 時刻, 出発地 (a restaurant or a hotel), 到着地 (a town), 距離 km, ご利用者 (the staff's names), チケットNo. — none of the fields — and 料金（税込）; 駐車場代 (立替) on some rides; a summary: 10%対象（税込）with 内消費税, 立替金（駐車場代・不課税）and the ご請求金額 — total_amount, the 税込 sum with the 立替 (as L63 with L22's 立替); お支払期限 in the summary; the footer at the left: the issuer's name, 〒 address, 事務所 TEL (the issuer_phone) / FAX, 登録番号, the 公安委員会 認定番号 (…県公安委員会 第12345号) and the 随伴車's 自動車保険 証券番号 — none of the fields; the 振込先 at the right as a table (ﾕ)… / ｶ)… as printed)",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main', items: 1 }),
  render(d, r) {
    const [stem] = setCompanyWithKana(d, r, DAIKOU_TRADES, [
      ['有限会社', 'ユ'],
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
    ]);
    netOrdinary(d);
    const issuer = r.chance(0.7) ? d.issuerName : spelled(d, r.pick(['paren', 'circled', 'wide']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big']));
    const place = PLACES.find(([z]) => z === d.zip);
    const pref = place[1].match(PREF_RE)[1];
    const dispatch = r.chance(0.5) ? `0120-${r.digits(2)}-${r.digits(4)}` : landlineOn(r, place[2]);
    const bs = otherStem(r, stem);
    const buyer = r.pick([`${bs}工業株式会社`, `株式会社${bs}商事`, `${bs}建設株式会社`, `株式会社${bs}設計`]);
    const [y, m] = d.issue;
    d.issue = endOfMonth(y, m);
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 1), r.pick([10, 15, 20])];
    d.no = r.chance(0.5) ? `D${String(y).slice(2)}${pad2(m)}-${r.digits(3)}` : `${y}${pad2(m)}-${r.int(10, 99)}`;
    const staff = Array.from({ length: r.int(3, 6) }, () => `${r.pick(SURNAMES)[0]} 様`);
    const towns = [
      areaOf(place[1]),
      ...Array.from(
        { length: 4 },
        () => `${cityOf(place[1])}${r.pick(['東町', '本町', '緑町', '桜台', '旭ヶ丘', '若葉'])}${r.int(1, 5)}丁目`,
      ),
    ];
    const n = r.int(6, 13);
    const rides = [];
    for (let k = 0; k < n; k++) {
      const day = [y, m, r.int(1, d.issue[2])];
      const km = r.int(3, 28);
      const fare = km <= 5 ? r.pick([3000, 3300, 3500]) : 3300 + (km - 5) * r.pick([330, 400, 440]);
      rides.push({
        day,
        time: `${r.pick([20, 21, 22, 23, 0, 1])}:${pad2(r.int(0, 11) * 5)}`,
        from: r.pick(SHOPS).replace('{s}', r.pick(SHOP_STEMS)),
        to: r.pick(towns),
        km,
        who: r.pick(staff),
        ticket: `${r.pick(['A', 'B', 'No.'])}${r.digits(5)}`,
        fare: Math.round(fare / 100) * 100,
        park: r.chance(0.25) ? r.pick([300, 500, 600, 800, 1000]) : 0,
      });
    }
    rides.sort((a, b) => Date.UTC(...a.day) - Date.UTC(...b.day));
    const gross = rides.reduce((a, x) => a + x.fare, 0);
    const parks = rides.reduce((a, x) => a + x.park, 0);
    const inner = Math.floor((gross * 10) / 110);
    d.items = [{ name: '運転代行料金', amount: gross - inner, rate: 10 }];
    d.sum = { ...summarize(d.items), tax: inner, total: gross };
    const total = gross + parks;
    const fmt = r.pick([DATE_FORMATS.wareki, DATE_FORMATS.seireki]);
    const nintei = `${pref}公安委員会 認定 第${r.int(10000, 99999)}号`;
    const policy = `${r.pick(['東京海上日動', '損保ジャパン', '三井住友海上', 'あいおいニッセイ同和'])} 証券番号 ${r.digits(10)}`;
    const showBranchCode = r.chance(0.5);
    const showBankCode = !d.bank.main && r.chance(0.5);
    const band = r.pick(['#1c1c3a', '#3a1c1c', '#14302a']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9px; color: #1a1a1a; line-height: 1.45; }
      .wrap { position: relative; height: 1123px; }
      .band { background: ${band}; color: #fff; padding: 14px 40px; display: flex; justify-content: space-between; align-items: center; }
      .band .b { font-size: 24px; font-weight: 900; letter-spacing: .08em; } .band .b small { display: block; font-size: 9px; font-weight: 400; letter-spacing: .3em; color: #ffd54a; }
      .band .d { text-align: right; } .band .d .v { font-size: 24px; font-weight: 900; color: #ffd54a; } .band .d .l { font-size: 9px; }
      .in { padding: 16px 40px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; } h1 { margin: 0 0 6px; font-size: 20px; letter-spacing: .4em; font-weight: 700; }
      .to .n { font-size: 14px; font-weight: 700; border-bottom: 1.5px solid #222; padding-bottom: 2px; min-width: 300px; } .meta { text-align: right; line-height: 1.7; }
      table.t { width: 100%; margin-top: 12px; font-size: 8.4px; } .t th { background: #e9e9ef; border: 1px solid #999; padding: 3px; font-weight: 500; } .t td { border: 1px solid #bbb; padding: 2px 4px; } .t td.c { text-align: center; }
      .sum { margin-left: auto; margin-top: 8px; font-size: 9.4px; } .sum td { border: 1px solid #999; padding: 3px 10px; } .sum td.l { background: #f1f1f5; } .sum tr.g td { font-size: 12px; font-weight: 700; background: #fff7d6; }
      .nt { font-size: 8.2px; color: #444; margin-top: 8px; line-height: 1.7; }
      .foot { position: absolute; left: 40px; right: 40px; bottom: 36px; display: flex; justify-content: space-between; align-items: flex-end; border-top: 2px solid ${band}; padding-top: 10px; }
      .co { width: 360px; line-height: 1.65; font-size: 8.8px; position: relative; } .co .n { font-size: 13px; font-weight: 700; }
      .bk { font-size: 8.8px; } .bk td { border: 1px solid #777; padding: 2px 8px; } .bk td.l { background: #eee; width: 58px; }`;
    const branch = showBranchCode ? `${d.branch.name}（${d.branch.code}）` : d.branch.name;
    const bankName = showBankCode ? `${d.bank.name}（${d.bank.code}）` : d.bank.name;
    const page = `<div class="wrap"><div class="band"><div class="b"><small>DESIGNATED DRIVER SERVICE</small>${stem}代行</div><div class="d"><div class="l">配車専用ダイヤル（20:00～翌3:00）</div><div class="v">☎ ${dispatch}</div></div></div>
      <div class="in"><div class="hd"><div class="to"><h1>ご請求書</h1><div class="n">${buyer}　御中</div><div style="margin-top:3px">総務課　${r.pick(SURNAMES)[0]} 様</div><div style="margin-top:6px">${m}月分の法人チケットご利用につき、下記のとおりご請求申し上げます。</div></div>
        <div class="meta">請求日　${fmt(d.issue)}<br>請求No.　${d.no}<br>お客様コード　${r.digits(4)}</div></div>
      <table class="t"><tr><th style="width:20px">No</th><th style="width:62px">日付</th><th style="width:36px">時刻</th><th>出発地</th><th style="width:110px">到着地</th><th style="width:34px">距離</th><th style="width:66px">ご利用者</th><th style="width:58px">チケットNo.</th><th style="width:56px">料金（税込）</th><th style="width:46px">駐車場代<br>（立替）</th></tr>
        ${rides.map((x, i) => `<tr><td class="c">${i + 1}</td><td class="c">${x.day[1]}/${x.day[2]}（${weekday(x.day)}）</td><td class="c">${x.time}</td><td>${x.from}</td><td>${x.to}</td><td class="num">${x.km}km</td><td>${x.who}</td><td class="c">${x.ticket}</td><td class="num">${yen(x.fare)}</td><td class="num">${x.park ? yen(x.park) : ''}</td></tr>`).join('')}</table>
      <table class="sum"><tr><td class="l">10%対象（税込）</td><td class="num">${yen(gross)}</td></tr><tr><td class="l">（内消費税 10%）</td><td class="num">（${yen(inner)}）</td></tr><tr><td class="l">立替金（駐車場代・不課税）</td><td class="num">${yen(parks)}</td></tr><tr class="g"><td class="l">ご請求金額</td><td class="num">¥${yen(total)}</td></tr><tr><td class="l">お支払期限</td><td>${fmt(d.due)}</td></tr></table>
      <div class="nt">※料金は距離制（5kmまで基本料金）で、すべて消費税込みの金額です。<br>※駐車場代はお客様のお車をお預かりした際に当社が立て替えたものです。<br>※チケットの控えは別紙にて同封しております。</div></div>
      <div class="foot"><div class="co"><div class="n">${issuer}</div>〒${d.zip}　<span class="addr">${d.address}</span><br>事務所 TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}<br><span style="color:#555">${nintei}<br>随伴車 自動車保険　${policy}</span></div>
        <table class="bk"><tr><td colspan="2" style="text-align:center;background:${band};color:#fff">お振込先</td></tr><tr><td class="l">銀行名</td><td>${bankName}</td></tr><tr><td class="l">支店名</td><td>${branch}</td></tr><tr><td class="l">口座</td><td>${TYPE_LABEL[d.type]}　${d.account}</td></tr><tr><td class="l">名義</td><td>${holder}</td></tr></table></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBranchCode, showBankCode } };
  },
});

// 229 — a さく井 (井戸掘削) contractor bills a factory's owner for a deep well, finished: the contractor's letterhead across the top
// with its 建設業許可, a 工事名 / 工事場所 / 工期 / 契約日 grid, the 井戸仕様 (口径, 掘削深度, 揚水量, ポンプ), the 請負 rows and a 追加
// 変更 (増掘) row, the 水質検査 by a named 計量証明事業所, 小計 / 消費税 / 工事代金合計 / 前受金 △ / 今回ご請求額, and the 取引銀行 listed
// in a footer table of three with the one to pay into marked ◎.
const SAKUI_TRADES = [
  ['さく井工業', 'サクセイコウギョウ'],
  ['ボーリング', 'ボーリング'],
  ['鑿泉', 'サクセン'],
  ['地下水開発', 'チカスイカイハツ'],
];
const LABS = ['{s}環境分析センター', '{s}水質検査所', '{s}衛生研究所'];
LAYOUTS.push({
  id: 'L229-sakui-ido',
  split: 'dev',
  title:
    "さく井 contractor's 工事代金 請求書 for a finished deep well: letterhead across the top with its 建設業許可, a 工事名 / 工事場所 / 工期 / 契約日 grid, the 井戸仕様, 請負 rows and an 追加変更 (増掘) row, 水質検査 by a named lab, 工事代金合計 less the 前受金 △ = 今回ご請求額, and three 取引銀行 in a footer table with the one to pay into marked ◎",
  exercises:
    "a well-drilling contractor (株式会社…さく井工業 / …ボーリング有限会社) bills a company for a 深井戸 at its factory: the letterhead across the top (name, 〒 address, TEL / FAX — the issuer's — 登録番号, and the 建設業許可 …県知事 許可（般-6）第12345号 — not a field); 御請求書 with 請求日 in 和暦 or 西暦 and 請求No.; the buyer 御中 at the left; a grid: 工事名, 工事場所 (the factory, another 〒 address — none of the fields), 工期 (自・至), 契約日, 契約金額 — none of the dates nor the total; 井戸仕様 (口径 150A, 掘削深度 m, 揚水量 ㎥/日, 水中ポンプ kW) — none of the fields; rows: 掘削工 (m × 単価), ケーシング・スクリーン, 揚水試験, 水中ポンプ設置, 追加変更 増掘 (m × 単価), 水質検査（…環境分析センター 計量証明 第…号）; 小計 / 消費税（10%）/ 工事代金合計 / 前受金（…日 受領）△ / 今回ご請求額 — total_amount, the amount left to pay (as a 前払金); お支払期日; the 取引銀行 table of three (bank, branch, 種別, 口座番号) over one 口座名義, with お振込は◎印の口座へ and the ◎ on one row, not always the first — the account is the marked one",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main', items: 1 }),
  render(d, r) {
    const [stem] = setCompanyWithKana(d, r, SAKUI_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    netOrdinary(d);
    const issuer = r.chance(0.75) ? d.issuerName : spelled(d, r.pick(['paren', 'wide']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full']));
    const place = PLACES.find(([z]) => z === d.zip);
    const pref = place[1].match(PREF_RE)[1];
    const kyoka = `${pref}知事 許可（般-${r.int(1, 7)}）第${r.int(1000, 99999)}号`;
    const site = placeElsewhere(r, [d.zip]);
    const bs = otherStem(r, stem);
    const buyer = r.pick([
      `${bs}食品株式会社`,
      `株式会社${bs}製作所`,
      `${bs}化学工業株式会社`,
      `医療法人社団${bs}会`,
      `${bs}酒造株式会社`,
    ]);
    const plant = buyer.startsWith('医療') ? `${bs}病院` : `${areaOf(site.town)}工場`;
    const lab = r.pick(LABS).replace('{s}', otherStem(r, stem));
    const [y, m] = d.issue;
    d.issue = r.chance(0.5) ? endOfMonth(y, m) : [y, m, r.int(10, 28)];
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 2), 10];
    d.no = r.chance(0.5) ? `SK-${y}-${r.digits(3)}` : `${String(y).slice(2)}${pad2(m)}${r.digits(3)}`;
    const contract = addDays([y, m, 1], -r.int(60, 120));
    const start = addDays(contract, r.int(10, 25));
    const finish = addDays(d.issue, -r.int(2, 15));
    const depth = r.int(8, 20) * 10;
    const extra = r.chance(0.7) ? r.int(1, 5) * 5 : 0;
    const perM = r.pick([28000, 32000, 35000, 40000]);
    const bore = r.pick([100, 125, 150, 200]);
    const rows = [
      ['準備工・仮設工（機材搬入出含む）', 1, '式', r.int(35, 80) * 10000],
      [`掘削工（φ${bore + 100}mm）`, depth, 'm', perM],
      [`ケーシング・スクリーン（${bore}A SGP）`, depth, 'm', r.pick([9000, 11000, 13000])],
      ['電気検層・揚水試験', 1, '式', r.int(30, 60) * 10000],
      [`水中ポンプ設置（${r.pick(['3.7', '5.5', '7.5', '11'])}kW）`, 1, '式', r.int(80, 180) * 10000],
    ];
    if (extra) rows.push([`追加変更　増掘（${depth}m → ${depth + extra}m）`, extra, 'm', perM + 3000]);
    rows.push([`水質検査（飲用 ${r.pick(['51', '26', '11'])}項目）`, 1, '式', r.pick([45000, 60000, 85000])]);
    const items = rows.map(([name, qty, unit, price]) => ({ name, qty, unit, price, amount: qty * price }));
    const base = items.reduce((a, x) => a + x.amount, 0);
    d.items = [{ name: '工事', amount: base, rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const contractSum = s.total - (extra ? Math.floor((extra * (perM + 3000) * 110) / 100) : 0);
    const advance = Math.floor((contractSum * r.pick([30, 40, 50])) / 100 / 1000) * 1000;
    const total = s.total - advance;
    const fmt = r.pick([DATE_FORMATS.wareki, DATE_FORMATS.seireki, DATE_FORMATS.seirekiPad]);
    // Three 取引銀行, the account to pay into among them, marked ◎.
    const first = otherAccount(r, d.bank.name);
    let second = otherAccount(r, d.bank.name);
    while (second[0] === first[0]) second = otherAccount(r, d.bank.name);
    const others = [first, second];
    const mine = r.int(0, 2);
    const bankRows = [...others];
    bankRows.splice(mine, 0, [d.bank.name, d.branch.name, d.type, d.account, true]);
    const showBranchCode = r.chance(0.3);
    const color = r.pick(['#1d4e89', '#2c5f2d', '#5b3a29']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9px; color: #1c1c1c; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 0 46px; }
      .lh { border-bottom: 3px solid ${color}; padding: 26px 0 8px; display: flex; justify-content: space-between; align-items: flex-end; }
      .lh .n { font-size: 19px; font-weight: 900; color: ${color}; } .lh .a { text-align: right; font-size: 8.6px; line-height: 1.6; }
      .kk { font-size: 8px; color: #555; text-align: right; margin-top: 2px; }
      h1 { margin: 16px 0 0; font-size: 21px; letter-spacing: .5em; font-weight: 500; text-align: center; }
      .hd { display: flex; justify-content: space-between; align-items: flex-end; margin-top: 10px; } .hd .to { font-size: 14px; border-bottom: 1px solid #222; padding: 0 30px 2px 0; }
      .g { width: 100%; margin-top: 12px; } .g td { border: 1px solid #999; padding: 3px 8px; } .g td.l { background: ${color}14; width: 76px; }
      .amt { margin-top: 10px; display: flex; gap: 16px; align-items: baseline; } .amt .v { font-size: 19px; font-weight: 700; border-bottom: 2px solid ${color}; padding: 0 10px; }
      table.t { width: 100%; margin-top: 10px; } .t th { background: ${color}; color: #fff; font-weight: 500; padding: 3px; } .t td { border-bottom: 1px solid #ccc; padding: 3px 6px; } .t td.c { text-align: center; }
      .sum { margin-left: auto; margin-top: 6px; } .sum td { padding: 2px 10px; border-bottom: 1px solid #ccc; } .sum tr.g2 td { font-size: 11.5px; font-weight: 700; border-bottom: 2px solid #222; border-top: 2px solid #222; }
      .bk { position: absolute; left: 46px; right: 46px; bottom: 40px; } .bk table { width: 100%; font-size: 8.8px; } .bk th { background: #eee; border: 1px solid #999; font-weight: 500; padding: 2px; } .bk td { border: 1px solid #999; padding: 2px 8px; } .bk td.mk { text-align: center; width: 28px; font-size: 12px; }`;
    const seal = hanko(
      `${d.corpBody.slice(0, 8)}之印`,
      `right:${r.int(150, 200)}px;top:${r.int(92, 100)}px;width:54px;height:54px;font-size:10.5px;opacity:.5;`,
    );
    const page = `<div class="wrap">${seal}<div class="lh"><div><div style="font-size:9px;color:#666">井戸工事・地下水開発</div><div class="n">${issuer}</div></div>
        <div class="a">〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}</div></div>
      <div class="kk">建設業許可　${kyoka}（さく井工事業）</div>
      <h1>御請求書</h1>
      <div class="hd"><div><div class="to">${buyer}　御中</div></div><div style="text-align:right">請求No.　${d.no}<br>請求日　${fmt(d.issue)}</div></div>
      <table class="g"><tr><td class="l">工事名</td><td colspan="3">${plant} 深井戸新設工事</td></tr>
        <tr><td class="l">工事場所</td><td colspan="3">〒${site.zip}　${site.address}（${plant}）</td></tr>
        <tr><td class="l">契約日</td><td>${fmt(contract)}</td><td class="l">工期</td><td>${fmt(start)} ～ ${fmt(finish)}</td></tr>
        <tr><td class="l">井戸仕様</td><td colspan="3">口径 ${bore}A　掘削深度 ${depth + extra}m　揚水量 ${r.int(8, 40) * 10}㎥/日　静水位 GL-${r.int(5, 30)}.${r.int(0, 9)}m</td></tr>
        <tr><td class="l">当初契約金額</td><td colspan="3">${yen(contractSum)}円（税込）</td></tr></table>
      <div class="amt"><span>今回ご請求額</span><span class="v">¥${yen(total)}－</span><span>お支払期日　${fmt(d.due)}</span></div>
      <table class="t"><tr><th>工種・名称</th><th style="width:50px">数量</th><th style="width:30px">単位</th><th style="width:70px">単価</th><th style="width:90px">金額</th></tr>
        ${items.map((x) => `<tr><td>${x.name}</td><td class="num">${yen(x.qty)}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <div style="font-size:8.2px;color:#555;margin-top:3px">※水質検査は${lab}（計量証明事業 ${pref}登録 第${r.int(10, 999)}号）に委託し、水道法の水質基準に適合しております。</div>
      <table class="sum"><tr><td>小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr><td>工事代金合計</td><td class="num">${yen(s.total)}</td></tr><tr><td>前受金（${fmt(start)} ご入金）</td><td class="num">△${yen(advance)}</td></tr><tr class="g2"><td>今回ご請求額</td><td class="num">¥${yen(total)}</td></tr></table>
      <div class="bk"><div style="margin-bottom:3px">取引銀行　<b>お振込は◎印の口座へお願いいたします。</b></div><table><tr><th></th><th>金融機関</th><th>支店</th><th>種別</th><th>口座番号</th></tr>
        ${bankRows.map(([bn, br, t, no, me]) => `<tr><td class="mk">${me ? '◎' : ''}</td><td>${bn}</td><td>${br}${me && showBranchCode ? `（${d.branch.code}）` : ''}</td><td>${TYPE_LABEL[t]}</td><td>${no}</td></tr>`).join('')}
        <tr><td class="mk"></td><td colspan="4">口座名義（共通）　${holder}</td></tr></table></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBranchCode } };
  },
});

// 230 — a 速記・反訳 company bills a city for the minutes of its council's session on the city's own 請求書 様式: addressed to the
// mayor (…市長 … 様), 請求金額 written one digit a box under 億…円 headings, the 件名 and 契約番号 / 契約年月日 / 履行期間 / 検査年月日, a
// 請求者 grid (住所, 商号又は名称, 代表者職氏名 with the seal, 電話番号, 登録番号), the 内訳 rows (反訳 by the minute, 校正, 製本, 検索
// システム登録), and the 振込先 grid with the 金融機関コード and 店番 in boxes and the 口座名義 in カナ.
const SOKKI_TRADES = [
  ['速記', 'ソッキ'],
  ['会議録センター', 'カイギロクセンター'],
  ['速記事務所', 'ソッキジムショ'],
  ['反訳サービス', 'ハンヤクサービス'],
];
const MAYOR = (city) => (city.endsWith('区') ? `${city}長` : `${city}長`);
LAYOUTS.push({
  id: 'L230-sokki-kaigiroku',
  split: 'dev',
  title:
    "速記・反訳 company's bill to a city for its council's minutes on the city's own 請求書 様式: addressed to the mayor, 請求金額 one digit a box, 件名 with 契約番号 / 契約年月日 / 履行期間 / 検査年月日, a 請求者 grid with the seal, 内訳 rows (反訳 by the minute, 校正, 製本), and a 振込先 grid with 金融機関コード and 店番 in boxes and the 口座名義（カナ）",
  exercises:
    "a 速記・反訳 company (株式会社…速記 / …会議録センター株式会社) bills a city (…市長 / …区長 … 様) on the city's 請求書 様式: the 請求金額 written one digit a box under 億 千 百 十 万 千 百 十 円, with ￥ in the box before the first digit — total_amount, repeated as the 内訳's 合計; 件名 令和…年第…回…市議会定例会 会議録作成業務; 契約番号, 契約年月日, 履行期間 (自・至) and 検査年月日 — none of the fields nor the dates; 請求日 and 支払期限 in 和暦; the 請求者 grid: 住所 (〒 and address), 商号又は名称 (the issuer_name), 代表者職氏名 (代表取締役 … with the seal — not a field), 電話番号 (the issuer_phone), 登録番号; the 担当課 (…議会事務局 議事調査課, its own TEL — none of the fields); 内訳: 反訳 (録音時間 分 × 単価), 校正・編集 (頁), 製本 (部), 会議録検索システム データ登録, 小計 / 消費税 / 合計; the 振込先 grid: 金融機関名 with its 金融機関コード in four boxes (bank_code, as printed), 本・支店名 with its 店番 in three boxes (branch_code), 預金種別 (1 普通・2 当座 with one circled), 口座番号 (in seven boxes sometimes), 口座名義（カナ）(as printed, full-width)",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'other' : 'main', items: 1 }),
  render(d, r) {
    setCompanyWithKana(d, r, SOKKI_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    netOrdinary(d);
    const holder = holderPrinted(d, r.pick(['full', 'big']));
    const site = placeElsewhere(r, []);
    const city = cityOf(site.town);
    const mayor = `${MAYOR(city)}　${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const council = city.endsWith('区') ? `${city}議会` : `${city}議会`;
    const rep = `代表取締役　${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const [y, m] = d.issue;
    d.issue = [y, m, r.int(1, 28)];
    const kensa = addDays(d.issue, -r.int(1, 6));
    d.due = addDays(d.issue, 30);
    d.no = r.chance(0.5) ? `${y - 2018}-${r.int(100, 999)}` : `SK${String(y).slice(2)}${pad2(m)}${r.digits(2)}`;
    const contractNo = `${y - 2018}${r.pick(['議', '総', '契'])}第${r.int(10, 999)}号`;
    const contractDay = addDays(d.issue, -r.int(40, 120));
    const sessStart = addDays(kensa, -r.int(30, 60));
    const sessEnd = addDays(sessStart, r.int(10, 25));
    const minutes = r.int(600, 3200);
    const perMin = r.pick([330, 380, 420, 450]);
    const pages = Math.round(minutes / r.int(4, 7));
    const copies = r.int(10, 60);
    const rows = [
      [`反訳（録音時間 ${yen(minutes)}分）`, minutes, '分', perMin],
      ['校正・編集', pages, '頁', r.pick([300, 400, 500])],
      ['会議録製本（A4 上製）', copies, '部', r.pick([2800, 3500, 4200])],
      ['会議録検索システム データ登録', 1, '式', r.int(3, 9) * 10000],
    ].map(([name, qty, unit, price]) => ({ name, qty, unit, price, amount: qty * price }));
    const base = rows.reduce((a, x) => a + x.amount, 0);
    d.items = [{ name: '会議録', amount: base, rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS.wareki;
    const sessionNo = r.int(1, 4);
    const teirei = `令和${reiwa(sessStart[0])}年第${sessionNo}回${council}定例会`;
    const digits = String(s.total).split('');
    const cells = Array.from({ length: 10 }, (_, i) => {
      const k = i - (10 - digits.length);
      return k === -1 ? '￥' : k >= 0 ? digits[k] : '';
    });
    const box = (str, w = 20) =>
      str
        .split('')
        .map((c) => `<span class="bx" style="width:${w}px">${c}</span>`)
        .join('');
    const acctBoxes = r.chance(0.5);
    const kaCode = landlineOn(r, site.area);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 9.6px; color: #111; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 40px 56px 0; }
      .yo { font-size: 8.5px; } h1 { text-align: center; font-size: 22px; letter-spacing: 1em; margin: 6px 0 12px; font-weight: 700; }
      .hd { display: flex; justify-content: space-between; } .to { font-size: 13px; margin-top: 8px; }
      table.f { width: 100%; border: 1.5px solid #111; } .f td { border: 1px solid #111; padding: 4px 8px; } .f td.l { width: 96px; text-align: center; background: #f3f3f3; }
      .amt td { text-align: center; padding: 1px 0; } .amt .h td { font-size: 8px; height: 14px; } .amt .v td { font-size: 17px; font-weight: 700; height: 32px; width: 34px; font-family: 'Noto Sans CJK JP'; }
      .bx { display: inline-block; border: 1px solid #111; height: 18px; line-height: 16px; text-align: center; margin-right: -1px; font-family: 'Noto Sans CJK JP'; font-size: 10.5px; }
      table.t { width: 100%; margin-top: 10px; border: 1.5px solid #111; } .t th { border: 1px solid #111; padding: 3px; font-weight: 500; background: #f3f3f3; } .t td { border: 1px solid #111; padding: 3px 6px; }
      .circ { display: inline-block; border: 1px solid #111; border-radius: 50%; padding: 0 4px; }`;
    const seal = hanko(
      `${d.corpBody.slice(0, 8)}<br>代表者印`,
      `right:${r.int(10, 40)}px;top:${r.int(2, 10)}px;width:58px;height:58px;border-radius:50%;font-size:10px;opacity:.6;`,
    );
    const amountTable = `<table class="amt" style="width:100%;border-collapse:collapse"><tr class="h">${['', '億', '千', '百', '十', '万', '千', '百', '十', '円'].map((h) => `<td style="border:1px solid #111">${h}</td>`).join('')}</tr><tr class="v">${cells.map((c) => `<td style="border:1px solid #111">${c}</td>`).join('')}</tr></table>`;
    const typeCell = `<span class="${d.type === 2 ? 'circ' : ''}">1 普通</span>　<span class="${d.type === 1 ? 'circ' : ''}">2 当座</span>`;
    const page = `<div class="wrap"><div class="yo">様式第${r.int(8, 24)}号（第${r.int(20, 60)}条関係）</div>
      <h1>請求書</h1>
      <div class="hd"><div class="to">${mayor}　様</div><div style="text-align:right">請求番号　${d.no}<br>請求日　${fmt(d.issue)}</div></div>
      <div style="margin:8px 0 6px">下記のとおり請求します。</div>
      <table class="f"><tr><td class="l">請求金額</td><td style="padding:0">${amountTable}</td></tr>
        <tr><td class="l">件名</td><td>${teirei} 会議録作成業務</td></tr>
        <tr><td class="l">契約番号</td><td>${contractNo}　（契約年月日　${fmt(contractDay)}）</td></tr>
        <tr><td class="l">履行期間</td><td>${fmt(sessStart)} から ${fmt(sessEnd)} まで</td></tr>
        <tr><td class="l">検査年月日</td><td>${fmt(kensa)}</td></tr>
        <tr><td class="l">支払期限</td><td>${fmt(d.due)}</td></tr></table>
      <table class="f" style="margin-top:10px;position:relative"><tr><td class="l" rowspan="5">請求者</td><td class="l">住所</td><td style="position:relative">〒${d.zip}<br><span class="addr">${d.address}</span>${seal}</td></tr>
        <tr><td class="l">商号又は名称</td><td style="font-size:12px">${d.issuerName}</td></tr>
        <tr><td class="l">代表者職氏名</td><td>${rep}</td></tr>
        <tr><td class="l">電話番号</td><td>${d.tel}</td></tr>
        <tr><td class="l">登録番号</td><td>${d.reg}</td></tr></table>
      <table class="t"><tr><th>内訳</th><th style="width:60px">数量</th><th style="width:34px">単位</th><th style="width:70px">単価</th><th style="width:96px">金額</th></tr>
        ${rows.map((x) => `<tr><td>${x.name}</td><td class="num">${yen(x.qty)}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}
        <tr><td colspan="4" style="text-align:right">小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td colspan="4" style="text-align:right">消費税額（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr><td colspan="4" style="text-align:right">合計</td><td class="num">${yen(s.total)}</td></tr></table>
      <table class="f" style="margin-top:10px"><tr><td class="l" rowspan="4">振込先</td><td class="l">金融機関名</td><td>${d.bank.name}</td><td class="l" style="width:80px">金融機関コード</td><td>${box(d.bank.code)}</td></tr>
        <tr><td class="l">本・支店名</td><td>${d.branch.name}</td><td class="l">店番</td><td>${box(d.branch.code)}</td></tr>
        <tr><td class="l">預金種別</td><td>${typeCell}</td><td class="l">口座番号</td><td>${acctBoxes ? box(d.account, 17) : d.account}</td></tr>
        <tr><td class="l">口座名義（カナ）</td><td colspan="3">${holder}</td></tr></table>
      <div style="margin-top:10px;font-size:8.6px">担当課　${council}事務局 議事調査課（TEL ${kaCode}）</div>
      <div style="font-size:8.2px;color:#333;margin-top:4px">注1　金額はアラビア数字で記入し、頭に￥を付すこと。　注2　訂正したときは、訂正印を押すこと。</div></div>`;
    return {
      pages: [page],
      css,
      printed: { issuer: d.issuerName, holder, total: s.total, showBankCode: true, showBranchCode: true },
    };
  },
});

// 231 — a 石材店 bills a family for the grave it built: the family (… 様, their 〒 address and TEL) at the top left, the 墓所 (a
// 霊園's 区画, its 管理事務所 TEL) and the 開眼供養 date in a box, the work rows (墓石 本体 by its stone, 外柵, 基礎, 納骨室, 字彫り,
// 戒名 彫刻), 小計 / 消費税 / 合計, the 内金 paid at the contract △, a 霊園 届出手数料 立替 sometimes, the 差引ご請求額; the shop's block
// (a sole proprietor's 屋号 with its 石材施工技能士, or a 有限会社) at the bottom right with its seal, the account beside it.
const STONES = [
  ['庵治石 細目', 900000, 2400000],
  ['大島石 特級', 600000, 1500000],
  ['天山石', 500000, 1200000],
  ['インド産 クンナム', 300000, 700000],
  ['中国産 G654', 200000, 450000],
];
const REIEN = ['{c}営{a}霊園', '{a}メモリアルパーク', '宗教法人{s}寺 墓地', '{a}公園墓地'];
LAYOUTS.push({
  id: 'L231-sekizai-boseki',
  split: 'dev',
  title:
    "石材店's bill to a family for the grave it built: the family (… 様, their 〒 address and TEL) at the top left, a 墓所 box (霊園, 区画, 管理事務所 TEL, 開眼供養 date), the work rows (墓石 本体 by its stone, 外柵, 基礎, 納骨室, 字彫り, 戒名彫刻), 合計 less the 内金 △, a 霊園 届出手数料 立替 sometimes, and the shop's block (a 屋号 with its 石材施工技能士, or a 有限会社) with the account at the bottom right",
  exercises:
    "a 石材店 — a sole proprietor's 屋号 (山田石材店 / 石の佐藤, 代表 石材施工技能士 … — issuer_name the 屋号) or a company (有限会社…石材) — bills a family, not a company: the 施主 (… … 様) with their 〒 address and TEL at the top left — none of the fields; 御請求書 with 請求日 in 和暦 and No.; a 墓所 box: the 霊園 (…市営…霊園 / 宗教法人…寺 墓地), the 区画 (A区 3列 12番), its 管理事務所 TEL, the 家名 (…家之墓) and the 開眼供養・納骨 date — none of the fields nor the dates; rows: 墓石 本体（和型 8寸角・庵治石）, 外柵・巻石, 基礎工事, 納骨室（カロート）, 字彫り, 戒名彫刻 (per 名), 墓誌; 小計 / 消費税（10%）/ 合計, 内金（ご契約時 …日 受領）△, sometimes 立替金 霊園 工事届出手数料（不課税）, 差引ご請求額 — total_amount, the amount left to pay (as a 前払金), the 立替 in it; お支払期限 in 和暦; the shop's block at the bottom right (〒 address, TEL — a mobile for the 屋号 sometimes — 登録番号) with its seal, the account beside it: ゆうちょ 記号・番号 alone (converted as the ゆうちょ rules say), a 信用金庫, or a bank; the holder as printed (the person, or ﾕ)…)",
  opts: (r, inst) => ({ sole: inst !== 1, rates: '10', bank: inst === 0 ? 'yucho' : inst === 1 ? 'other' : 'main', items: 1 }),
  render(d, r) {
    let issuer;
    let sn = '';
    if (d.sole) {
      [sn] = d.person.split(' ');
      d.yago = r.pick([`${sn}石材店`, `石の${sn}`, `${sn}石材`]);
      d.issuerName = d.yago;
      issuer = d.yago;
    } else {
      [sn] = setCompanyWithKana(
        d,
        r,
        [
          ['石材', 'セキザイ'],
          ['石材工業', 'セキザイコウギョウ'],
        ],
        [
          ['有限会社', 'ユ'],
          ['株式会社', 'カ'],
        ],
      );
      issuer = r.chance(0.8) ? d.issuerName : spelled(d, 'paren');
    }
    netOrdinary(d);
    const holder = holderPrinted(d, r.pick(['half', 'full', 'half-big']));
    const home = placeElsewhere(r, []);
    const [fam] = r.pick(SURNAMES.filter(([x]) => x !== sn));
    const client = `${fam} ${r.pick(GIVEN)[0]}`;
    const place = PLACES.find(([z]) => z === d.zip);
    const reien = r
      .pick(REIEN)
      .replace('{c}', cityOf(place[1]).replace(/[市区]$/, '') + (cityOf(place[1]).endsWith('区') ? '区' : '市'))
      .replace('{a}', areaOf(place[1]))
      .replace('{s}', r.pick(['光明', '法雲', '長福', '善照', '西念']));
    const kukaku = `${r.pick(['A', 'B', 'C', '東', '西', '南'])}区 ${r.int(1, 30)}列 ${r.int(1, 40)}番`;
    const reienTel = landlineOn(r, place[2]);
    const [y, m] = d.issue;
    d.issue = [y, m, r.int(1, 28)];
    const kaigen = addDays(d.issue, -r.int(2, 20));
    d.due = r.chance(0.5) ? addDays(d.issue, 14) : endOfMonth(...addMonths([y, m], 1));
    d.no = r.chance(0.5) ? `${String(y).slice(2)}${pad2(m)}-${r.int(1, 40)}` : String(r.int(1000, 9999));
    const [stone, lo, hi] = r.pick(STONES);
    const wa = r.chance(0.6);
    const names = r.int(1, 3);
    const rows = [
      [
        `墓石本体（${wa ? `和型 ${r.pick(['8寸角', '9寸角', '尺角'])}` : '洋型 オルガン型'}・${stone}）`,
        1,
        '基',
        Math.round(r.int(lo, hi) / 10000) * 10000,
      ],
      [`外柵・巻石（${r.pick(['2.0', '2.5', '3.0', '4.0'])}㎡）`, 1, '式', r.int(25, 90) * 10000],
      ['基礎工事（鉄筋コンクリート）', 1, '式', r.int(15, 45) * 10000],
      ['納骨室（カロート）', 1, '式', r.int(8, 25) * 10000],
      [`字彫り（「${fam}家之墓」${r.chance(0.5) ? '・家紋' : ''}）`, 1, '式', r.int(3, 8) * 10000],
      ['戒名・法名彫刻', names, '名', r.pick([30000, 35000, 40000])],
    ];
    if (r.chance(0.5)) rows.push(['墓誌（同石）', 1, '基', r.int(12, 30) * 10000]);
    if (r.chance(0.5)) rows.push(['納骨・開眼供養 当日作業', 1, '式', r.pick([20000, 30000, 35000])]);
    const items = rows.map(([name, qty, unit, price]) => ({ name, qty, unit, price, amount: qty * price }));
    d.items = [{ name: '墓石建立', amount: items.reduce((a, x) => a + x.amount, 0), rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const uchikin = Math.floor((s.total * r.pick([30, 40, 50])) / 100 / 10000) * 10000;
    const todoke = r.chance(0.5) ? r.pick([3000, 5000, 10000]) : 0;
    const total = s.total - uchikin + todoke;
    const contract = addDays(kaigen, -r.int(60, 150));
    const fmt = DATE_FORMATS.wareki;
    const showBranchCode = !d.yucho && r.chance(0.4);
    const bankLines = d.yucho
      ? `ゆうちょ銀行<br>記号 ${d.yucho.symbol}　番号 ${d.yucho.number}`
      : `${d.bank.name}　${d.branch.name}${showBranchCode ? `（${d.branch.code}）` : ''}<br>${TYPE_LABEL[d.type]}預金　${d.account}`;
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 9.6px; color: #1e1e1e; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 36px; }
      .fr { border: 3px double #333; height: 1051px; padding: 26px 34px; position: relative; }
      h1 { margin: 0; text-align: center; font-size: 24px; letter-spacing: .9em; font-weight: 500; }
      .hd { display: flex; justify-content: space-between; margin-top: 18px; } .to .n { font-size: 16px; border-bottom: 1px solid #333; padding: 0 30px 2px 0; } .to .a { font-size: 8.8px; margin-top: 4px; color: #333; }
      .meta { text-align: right; line-height: 1.8; }
      .lead { margin-top: 14px; }
      .bo { width: 100%; margin-top: 10px; font-size: 9.2px; } .bo td { border: 1px solid #666; padding: 3px 8px; } .bo td.l { width: 86px; background: #f0ede6; text-align: center; }
      .amt { margin: 14px auto 0; width: 440px; display: flex; justify-content: space-between; align-items: baseline; border-bottom: 2px solid #333; padding: 0 10px 2px; } .amt .v { font-size: 22px; font-weight: 700; }
      table.t { width: 100%; margin-top: 14px; } .t th { border-top: 1.5px solid #333; border-bottom: 1px solid #333; font-weight: 500; padding: 3px; background: #f6f4ef; } .t td { border-bottom: 1px solid #ccc; padding: 3px 6px; }
      .sum { width: 320px; margin-left: auto; margin-top: 6px; } .sum td { padding: 2px 8px; border-bottom: 1px solid #ccc; } .sum tr.g td { font-weight: 700; font-size: 12px; border-top: 1.5px solid #333; border-bottom: 3px double #333; }
      .low { position: absolute; left: 34px; right: 34px; bottom: 28px; display: flex; justify-content: space-between; align-items: flex-end; }
      .bk { width: 300px; border: 1px solid #555; padding: 6px 10px; font-size: 9.2px; line-height: 1.7; } .bk .h { font-weight: 700; }
      .co { width: 300px; position: relative; font-size: 9.2px; line-height: 1.65; } .co .n { font-size: 16px; font-weight: 700; letter-spacing: .06em; }`;
    const sealText = d.sole ? `${issuer.slice(0, 5)}` : `${d.corpBody.slice(0, 6)}之印`;
    const seal = hanko(
      sealText,
      `right:${r.int(0, 30)}px;top:${r.int(0, 14)}px;width:56px;height:56px;font-size:11px;opacity:.6;`,
    );
    const page = `<div class="wrap"><div class="fr"><h1>御請求書</h1>
      <div class="hd"><div class="to"><div class="n">${client}　様</div><div class="a">〒${home.zip}　${home.address}<br>TEL ${home.tel}</div></div>
        <div class="meta">No.　${d.no}<br>請求日　${fmt(d.issue)}</div></div>
      <div class="lead">このたびは墓石建立のご用命を賜り、誠にありがとうございました。<br>工事が完了いたしましたので、下記のとおりご請求申し上げます。</div>
      <table class="bo"><tr><td class="l">墓所</td><td>${reien}　${kukaku}</td><td class="l">管理事務所</td><td>TEL ${reienTel}</td></tr>
        <tr><td class="l">建立</td><td>${fam}家</td><td class="l">ご契約日</td><td>${fmt(contract)}</td></tr>
        <tr><td class="l">開眼供養</td><td colspan="3">${fmt(kaigen)}（${weekday(kaigen)}）　納骨 ${names}柱</td></tr></table>
      <div class="amt"><span>差引ご請求額</span><span class="v">¥${yen(total)}－</span></div>
      <table class="t"><tr><th style="text-align:left">品名・工事内容</th><th style="width:44px">数量</th><th style="width:34px">単位</th><th style="width:84px">単価</th><th style="width:96px">金額</th></tr>
        ${items.map((x) => `<tr><td>${x.name}</td><td class="num">${x.qty}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <table class="sum"><tr><td>小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr><td>合計</td><td class="num">${yen(s.total)}</td></tr>
        <tr><td>内金（${fmt(contract)} ご契約時 お預かり）</td><td class="num">△${yen(uchikin)}</td></tr>
        ${todoke ? `<tr><td>立替金（霊園 工事届出手数料・不課税）</td><td class="num">${yen(todoke)}</td></tr>` : ''}
        <tr class="g"><td>差引ご請求額</td><td class="num">¥${yen(total)}</td></tr></table>
      <div style="margin-top:10px">お支払期限　${fmt(d.due)}　までに下記口座へお振込みくださいますようお願い申し上げます。</div>
      <div class="low"><div class="bk"><div class="h">お振込先</div>${bankLines}<br>口座名義　${holder}</div>
        <div class="co">${seal}<div class="n">${issuer}</div>${d.sole ? `代表　${d.person}（一級石材施工技能士）<br>` : ''}〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}${/^0[789]0/.test(d.tel) ? '' : `　FAX ${d.fax}`}<br>登録番号　${d.reg}</div></div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBranchCode } };
  },
});

// 232 — a touring children's theatre company bills a school for its 芸術鑑賞会: the troupe's name set large as the logo over a
// coloured strip, the school (…立…小学校 PTA / 学校法人…学園) 御中, a 公演 box (演目, 公演日時, 会場, 鑑賞対象 and 人数), the rows
// (公演料, 舞台・照明・音響, 出張旅費, 車両費), the totals, the 振込先 (sometimes two, ゆうちょ and a bank, いずれか), and the company
// that runs the troupe in the footer with its 本社 and its 稽古場 (another 〒 address and TEL) and the 公演担当's mobile.
const TROUPE = ['劇団{w}座', '人形劇団 {w}', '劇団 {w}', 'ミュージカル劇団 {w}', '{w}こども劇場'];
const TROUPE_WORDS = ['ひまわり', 'たんぽぽ', 'かざぐるま', 'どんぐり', 'にじいろ', 'やまびこ', 'こだま', 'ぶらんこ'];
const PLAYS = [
  'ふしぎの森のオーケストラ',
  'ないた赤おに',
  '銀河鉄道の夜',
  'はだかの王様',
  'つるのおんがえし',
  '西遊記',
  'ピノキオの大冒険',
];
LAYOUTS.push({
  id: 'L232-gekidan-kanshoukai',
  split: 'dev',
  title:
    "touring theatre company's bill to a school for its 芸術鑑賞会: the troupe's name large as the logo, a 公演 box (演目, 公演日時, 会場, 鑑賞対象・人数), rows 公演料 / 舞台技術費 / 出張旅費 / 車両費, totals, the 振込先 (one, or ゆうちょ and a bank as いずれか), and the company running the troupe in the footer with its 本社, its 稽古場 (another 〒 address and TEL) and the 公演担当's mobile",
  exercises:
    "a theatre company's troupe (劇団…座 / 人形劇団 … set large as the logo — not the issuer_name) run by a company (株式会社…企画 / 有限会社…プロダクション — the issuer_name, printed in the footer after 運営, as L79) bills a school (…市立…小学校 PTA 御中 / 学校法人…学園 …中学校 御中 / …市教育委員会 御中): 請求日 and 請求番号 at the top right (2026.01.31 / 2026/01/31), a 公演 box — 演目, 公演日時 (date and 開演 time), 会場 (体育館), 鑑賞対象 (全校児童 …名) — none of the fields nor the dates; rows 公演料, 舞台・照明・音響 技術費, 出張旅費（…名）, 車両費（4t トラック）; 小計 / 消費税（10%）/ ご請求金額 — total_amount; お支払期限 under the rows; the 振込先: one bank, or a ゆうちょ 記号・番号 and a bank side by side under いずれかの口座へ (the account the first listed, at the left, as L105 / L149); the footer: 運営 with the company's name, its 本社 (〒 address, TEL — the issuer's), 登録番号, and its 稽古場 (another 〒 address and TEL) and the 公演担当's mobile — none of the fields (as L178)",
  opts: (r, inst) => ({ rates: '10', bank: inst === 0 ? 'yucho' : inst === 1 ? 'other' : 'main', items: 1 }),
  render(d, r) {
    const [stem] = setCompanyWithKana(
      d,
      r,
      [
        ['企画', 'キカク'],
        ['プロダクション', 'プロダクション'],
        ['芸術企画', 'ゲイジュツキカク'],
        ['舞台芸術', 'ブタイゲイジュツ'],
      ],
      [
        ['株式会社', 'カ'],
        ['有限会社', 'ユ'],
        ['合同会社', 'ド'],
      ],
    );
    netOrdinary(d);
    const issuer = r.chance(0.8) ? d.issuerName : spelled(d, r.pick(['paren', 'circled']));
    const holder = holderPrinted(d, r.pick(['half', 'half-big', 'full']));
    const troupe = r.pick(TROUPE).replace('{w}', r.pick(TROUPE_WORDS));
    const place = PLACES.find(([z]) => z === d.zip);
    const keiko = {
      zip: `${d.zip.slice(0, 3)}-${r.digits(4)}`,
      address: `${place[1].match(PREF_RE)[1]}${cityOf(place[1])}${r.pick(['東', '西', '南', '北'])}${r.pick(['町', '台', '原'])}${r.int(1, 6)}-${r.int(1, 30)}-${r.int(1, 20)}`,
      tel: landlineOn(r, place[2]),
    };
    const mobile = `0${r.pick(['90', '80', '70'])}-${r.digits(4)}-${r.digits(4)}`;
    const school = placeElsewhere(r, [d.zip]);
    const sc = cityOf(school.town);
    const bs = otherStem(r, stem);
    const kind = r.int(0, 2);
    const buyer = [`${sc}立${areaOf(school.town)}小学校 PTA`, `学校法人${bs}学園 ${bs}中学校`, `${sc}教育委員会`][kind];
    const attn = [
      `会長　${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]} 様`,
      `事務長　${r.pick(SURNAMES)[0]} 様`,
      `学校教育課　${r.pick(SURNAMES)[0]} 様`,
    ][kind];
    const [y, m] = d.issue;
    const show = [y, m, r.int(1, 20)];
    d.issue = addDays(show, r.int(1, 8));
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([y, m], 1)) : addDays(d.issue, 30);
    d.no = r.chance(0.5) ? `G-${String(y).slice(2)}${pad2(m)}${r.digits(2)}` : `${y}${pad2(m)}${r.digits(3)}`;
    const pupils = r.int(120, 780);
    const staff = r.int(5, 12);
    const rows = [
      [`公演料（演目「${r.pick(PLAYS)}」）`, 1, '回', r.int(25, 60) * 10000],
      ['舞台・照明・音響 技術費', 1, '式', r.int(8, 20) * 10000],
      [`出張旅費（${staff}名）`, staff, '名', r.pick([8000, 12000, 15000])],
      ['車両費（4tトラック・機材運搬）', 1, '台', r.int(4, 9) * 10000],
    ];
    if (r.chance(0.4)) rows.push(['ワークショップ（公演後・高学年向け）', 1, '回', r.int(3, 6) * 10000]);
    const items = rows.map(([name, qty, unit, price]) => ({ name, qty, unit, price, amount: qty * price }));
    d.items = [{ name: '公演', amount: items.reduce((a, x) => a + x.amount, 0), rate: 10 }];
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = r.pick([DATE_FORMATS.dot, DATE_FORMATS.slash, DATE_FORMATS.seireki]);
    const showBranchCode = !d.yucho && r.chance(0.4);
    const mineHtml = d.yucho
      ? `<b>ゆうちょ銀行</b><br>記号 ${d.yucho.symbol}　番号 ${d.yucho.number}`
      : `<b>${d.bank.name}</b><br>${d.branch.name}${showBranchCode ? `（店番 ${d.branch.code}）` : ''}　${TYPE_LABEL[d.type]}　${d.account}`;
    const two = d.yucho || r.chance(0.5);
    let otherHtml = '';
    if (two && d.yucho) {
      const [bn, br, t, no] = otherAccount(r, '');
      otherHtml = `<b>${bn}</b><br>${br}　${TYPE_LABEL[t]}　${no}`;
    } else if (two) {
      otherHtml = `<b>ゆうちょ銀行</b><br>記号 1${r.digits(3)}0　番号 ${r.int(1, 9)}${r.digits(6)}1`;
    }
    const c1 = r.pick(['#e76f51', '#2a9d8f', '#8e44ad', '#e9a23b']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.4px; color: #222; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; }
      .top { padding: 30px 44px 10px; display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 8px solid ${c1}; }
      .logo { font-family: 'Noto Serif CJK JP'; font-size: 30px; font-weight: 900; color: ${c1}; letter-spacing: .08em; } .logo small { display: block; font-size: 10px; color: #666; font-weight: 400; letter-spacing: .3em; font-family: 'Noto Sans CJK JP'; }
      .meta { text-align: right; line-height: 1.7; }
      .in { padding: 18px 44px 0; }
      h1 { margin: 0; font-size: 20px; letter-spacing: .5em; font-weight: 500; }
      .to { margin-top: 10px; } .to .n { font-size: 14.5px; font-weight: 700; border-bottom: 1.5px solid #222; display: inline-block; padding: 0 30px 2px 0; }
      .kou { margin-top: 12px; width: 100%; } .kou td { border: 1px solid ${c1}88; padding: 4px 8px; } .kou td.l { background: ${c1}1a; width: 74px; }
      .amt { margin-top: 12px; display: flex; gap: 18px; align-items: baseline; } .amt .v { font-size: 21px; font-weight: 700; color: ${c1}; }
      table.t { width: 100%; margin-top: 10px; } .t th { border-bottom: 2px solid #333; padding: 3px; font-weight: 500; } .t td { border-bottom: 1px solid #ddd; padding: 4px 6px; }
      .sum { width: 260px; margin-left: auto; margin-top: 6px; } .sum td { padding: 2px 8px; } .sum tr.g td { font-weight: 700; font-size: 11.5px; border-top: 2px solid #333; }
      .bk { display: flex; gap: 14px; margin-top: 14px; } .bk > div { flex: 1; border: 1px solid #999; padding: 6px 10px; line-height: 1.7; }
      .foot { position: absolute; left: 44px; right: 44px; bottom: 34px; border-top: 1px solid #999; padding-top: 8px; display: flex; justify-content: space-between; font-size: 8.6px; line-height: 1.65; } .foot .n { font-size: 11.5px; font-weight: 700; }`;
    const page = `<div class="wrap"><div class="top"><div class="logo"><small>THEATRE COMPANY</small>${troupe}</div><div class="meta">請求日　${fmt(d.issue)}<br>請求番号　${d.no}</div></div>
      <div class="in"><h1>御請求書</h1>
        <div class="to"><div class="n">${buyer}　御中</div><div>${attn}</div></div>
        <div style="margin-top:8px">このたびは${troupe}の公演をお招きいただき、誠にありがとうございました。下記のとおりご請求申し上げます。</div>
        <table class="kou"><tr><td class="l">公演日時</td><td>${fmt(show)}（${weekday(show)}）　${r.pick(['9:45', '10:00', '10:30', '13:30'])} 開演</td><td class="l">会場</td><td>${kind === 2 ? `${sc}立${areaOf(school.town)}中学校` : '同校'} 体育館</td></tr>
          <tr><td class="l">鑑賞対象</td><td>${kind === 0 ? '全校児童' : '全校生徒'} ${pupils}名・教職員</td><td class="l">会場所在地</td><td>〒${school.zip}　${school.address}</td></tr></table>
        <div class="amt"><span>ご請求金額</span><span class="v">¥${yen(s.total)}</span><span>（税込）</span></div>
        <table class="t"><tr><th style="text-align:left">内容</th><th style="width:44px">数量</th><th style="width:34px">単位</th><th style="width:80px">単価</th><th style="width:94px">金額</th></tr>
          ${items.map((x) => `<tr><td>${x.name}</td><td class="num">${x.qty}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
        <table class="sum"><tr><td>小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="g"><td>ご請求金額</td><td class="num">¥${yen(s.total)}</td></tr></table>
        <div>お支払期限　${fmt(d.due)}</div>
        <div style="margin-top:10px;font-weight:700">お振込先${otherHtml ? '（いずれかの口座へお振込みください）' : ''}</div>
        <div class="bk"><div>${mineHtml}<br>口座名義　${holder}</div>${otherHtml ? `<div>${otherHtml}<br>口座名義　${holder}</div>` : ''}</div></div>
      <div class="foot"><div><span style="color:#666">運営</span>　<span class="n">${issuer}</span><br>本社　〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}　登録番号 ${d.reg}</div>
        <div style="text-align:right">稽古場　〒${keiko.zip}　${keiko.address}　TEL ${keiko.tel}<br>公演担当（携帯）${mobile}</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total: s.total, showBranchCode } };
  },
});
