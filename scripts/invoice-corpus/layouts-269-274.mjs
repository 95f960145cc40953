// Invoice corpus layouts L269–L274: each pushed onto core.mjs's LAYOUTS, in order.
import {
  DATE_FORMATS,
  GIVEN,
  HAN_STEMS,
  LAYOUTS,
  PLACES,
  SURNAMES,
  TYPE_LABEL,
  YAGO_WORDS,
  addDays,
  addMonths,
  endOfMonth,
  holderPrinted,
  landlineOn,
  mobile,
  netOrdinary,
  otherStem,
  pad2,
  placeOf,
  reiwa,
  setCompanyWithKana,
  spelled,
  toHankaku,
  weekday,
  yen,
} from './core.mjs';

// ---- 269–274: written blind as the forty-third round's fresh set.
// The expected values follow scripts/generate-invoice-corpus.mjs's header; where a layout prints something that could be read two
// ways, a comment marked "Decided:" says which way the expected value goes.

const PREF_RE = /^(東京都|北海道|大阪府|京都府|.{2,3}?県)/;
/** The places in the same prefecture as a 〒. */
const samePref = (zip) => {
  const pref = placeOf(zip)[1].match(PREF_RE)[1];
  return PLACES.filter(([, t]) => t.startsWith(pref));
};
/** Another place in the same prefecture as a 〒 (or anywhere else when it has one place only), for a local customer. */
const nearby = (zip) => {
  const near = samePref(zip).filter(([z]) => z !== zip);
  return near.length ? near : PLACES.filter(([z]) => z !== zip);
};
const HIRA_WORDS = YAGO_WORDS.filter((w) => /^\p{Script=Hiragana}+$/u.test(w));
const kata = (s) => s.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
/** Digits, comma, hyphen and colon typed full-width, as a word processor's 全角 mode sets them. */
const zenkaku = (s) =>
  String(s).replace(
    /[0-9,\-:]/g,
    (c) => ({ ',': '，', '-': '－', ':': '：' })[c] ?? String.fromCharCode(c.charCodeAt(0) + 0xfee0),
  );
/** A seal: text set in vertical columns inside a square or round border. */
const hanko = (text, style, color = '#d23') =>
  `<div style="position:absolute;border:2.5px solid ${color};color:${color};font-family:'Noto Serif CJK JP';writing-mode:vertical-rl;display:flex;align-items:center;justify-content:center;text-align:center;line-height:1.05;letter-spacing:-1px;padding:3px;opacity:.85;${style}">${text}</div>`;

// 269 — a 表具店 (襖・障子・掛軸) bills a temple, an inn or a 料亭 for the work of a season: a 御請求書 in a serif face on a form ruled
// like a 罫線 pad, No. and the date in 令和 typed full-width at the top right, the buyer 御中 at the left, the amount written 一金 …円也
// in full-width digits, the 施工場所 / 施工日, the rows (襖 張替 by the 枚 with the paper, 障子, 天袋, 掛軸 仕立直し by the 幅, 屏風,
// 引手, 運搬費) with their 寸法 in 尺 and empty ruled rows under them, 小計 / 消費税 / 合計; at the foot the お振込先 box at the LEFT
// (a local bank or 信用金庫, its due date in a sentence) and the 表具店's block at the right with a square seal over its 屋号.
const HYOUGU_PLACES = [
  // [zip, town, area code, address style, the town's name as banks name their branches, local banks (names only: no code is printed)]
  ['604-8005', '京都府京都市中京区恵比須町', '075', 'banchi', '四条', ['京都中央信用金庫', '京都信用金庫']],
  ['630-8213', '奈良県奈良市登大路町', '0742', 'banchi', '奈良', ['南都銀行', '奈良信用金庫']],
  ['920-0981', '石川県金沢市片町', '076', 'chome', '片町', ['北國銀行', '金沢信用金庫']],
  ['111-0032', '東京都台東区浅草', '03', 'chome', '浅草', ['朝日信用金庫', '東京東信用金庫']],
  ['380-0851', '長野県長野市大字長野元善町', '026', 'banchi', '善光寺前', ['八十二銀行', '長野信用金庫']],
];
const FUSUMA_PAPERS = ['新鳥の子', '上新鳥の子', '本鳥の子', '織物調', '手漉き和紙'];
// [品名 ({p}: the paper), 寸法・仕様, unit, price lo, hi (×100)]
const HYOUGU_WORKS = [
  ['襖 張替（{p}）両面', '本間 三尺×六尺', '枚', 60, 140],
  ['襖 張替（{p}）片面', '江戸間 五尺八寸', '枚', 38, 90],
  ['障子 張替（美濃紙）', '三尺×六尺', '枚', 28, 55],
  ['障子 張替（強化障子紙）', '三尺×六尺', '枚', 35, 65],
  ['戸襖 張替（片面・{p}）', '三尺×六尺', '枚', 45, 90],
  ['天袋 張替（{p}）', '尺五×三尺', '枚', 25, 45],
  ['掛軸 仕立直し（三段表装）', '本紙 尺五×四尺', '幅', 380, 1200],
  ['扁額 裏打ち直し・額縁補修', '二尺×六尺', '面', 280, 800],
  ['屏風 修理（二曲一隻）', '高さ五尺', '隻', 600, 1800],
];
const TEMPLES = ['光明寺', '西福寺', '正覚寺', '法泉寺', '安養寺', '常楽寺', '善光院'];
LAYOUTS.push({
  id: 'L269-hyougu-fusuma',
  split: 'dev',
  title:
    "表具店's 御請求書 for 襖・障子・掛軸 work to a temple, an inn or a 料亭: serif on a ruled form, No. and a full-width 令和 date top right, buyer 御中 at the left, 一金 …円也 in full-width digits, 施工場所 / 施工日, rows (襖 張替 by the 枚, 障子, 天袋, 掛軸 by the 幅, 屏風, 引手, 運搬費) with 寸法 in 尺 and empty ruled rows, 小計 / 消費税 / 合計; at the foot the お振込先 box at the left (due date in a sentence) and the 表具店's block with a square seal at the right",
  exercises:
    "a 表具店 — a sole proprietor under its 屋号 (山田表具店 / 山田経師店 / 表具処 山田, 一級表装技能士 and the owner's name under it) or its company (有限会社…表具店 / 株式会社…表装) — in 京都, 奈良, 金沢, 浅草 or 長野 bills a temple (宗教法人 …寺 御中), an inn or a 料亭 (ご担当 — none of the fields) for a season's 襖・障子 work: 御 請 求 書 in a serif face on a ruled form; No. and the date in 令和 typed full-width (令和８年１月３１日) at the top right; the amount written 一金　１２３，４５６円也（消費税込）in full-width digits; 施工場所 (本堂・庫裏, 客室 …) and 施工日 (a span of days in 令和) — none of the fields; rows: 品名 (襖 張替（新鳥の子）両面 …), 寸法・仕様 in 尺 (本間 三尺×六尺, 尺五×三尺), 数量, 単価, 金額, empty ruled rows under them; 小計 / 消費税（10%）/ 合計; at the FOOT: the お振込先 box at the LEFT (a local bank or 信用金庫 and its branch, no codes, 普通預金 / 当座預金, number, 口座名義 in full-width kana — the 屋号's kana before the owner's name sometimes) with the due date in a sentence (令和…年…月…日までに…お振込み下さいますよう), and the 表具店's block at the RIGHT (屋号 large, 〒 address typed full-width, TEL / FAX, 登録番号) with a square red seal over the 屋号",
  opts: (r, inst) => ({ sole: inst !== 1, rates: '10', items: 1, bank: inst === 1 ? 'main' : 'other' }),
  render(d, r) {
    const [zip, town, area, style, townShort, banks] = r.pick(HYOUGU_PLACES);
    d.zip = zip;
    d.address =
      style === 'banchi'
        ? `${town}${r.int(10, 699)}番地${r.chance(0.3) ? r.pick(['の2', 'の5']) : ''}`
        : `${town}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 15)}`;
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    let person;
    if (d.sole) {
      const [sn] = d.person.split(' ');
      person = d.person;
      const [snk] = d.holderBase.split(' ');
      const k = r.int(0, 2);
      d.yago = [`${sn}表具店`, `${sn}経師店`, `表具処　${sn}`][k];
      d.issuerName = d.yago;
      if (r.chance(0.5))
        d.holderBase = `${[`${snk}ヒョウグテン`, `${snk}キョウジテン`, `ヒョウグドコロ${snk}`][k]} ${d.holderBase}`;
    } else {
      setCompanyWithKana(
        d,
        r,
        [
          ['表具店', 'ヒョウグテン'],
          ['表装', 'ヒョウソウ'],
          ['表具内装', 'ヒョウグナイソウ'],
        ],
        [
          ['有限会社', 'ユ'],
          ['株式会社', 'カ'],
        ],
        HAN_STEMS,
      );
      person = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    }
    const issuer = d.sole ? d.yago : r.chance(0.7) ? d.issuerName : spelled(d, 'wide');
    // Decided: a 表具店's holder is printed in full-width kana (never half-width here), the 屋号's kana before the owner's name as
    // printed — account_holder is all of it (as L22).
    const holder = holderPrinted(d, r.pick(['full', 'full', 'big']));
    if (!d.bank.main) {
      d.bank = { name: r.pick(banks), code: null, main: false };
      d.branch = { name: r.pick(['本店', '本店営業部', `${townShort}支店`]), code: null };
      d.type = r.chance(d.sole ? 0.1 : 0.3) ? 1 : 2;
    }
    const buyerKind = r.int(0, 2);
    const temple = r.pick(TEMPLES);
    const bs = r.pick(HAN_STEMS)[0];
    const buyer = [`宗教法人　${temple}`, `株式会社${bs}旅館`, `有限会社　料亭${bs}`][buyerKind];
    const contact = [`${temple} 寺務所`, '総務部', '女将'][buyerKind];
    const [y, m] = d.issue;
    d.issue = r.chance(0.6) ? endOfMonth(y, m) : [y, m, r.pick([10, 15, 20, 25])];
    d.due = r.chance(0.6) ? endOfMonth(...addMonths([y, m], 1)) : addDays(d.issue, 30);
    d.no = r.chance(0.5) ? `${r.int(1, 9)}${r.digits(3)}` : `${reiwa(y)}-${r.digits(3)}`;
    const workStart = addDays(d.issue, -r.int(8, 30));
    const workEnd = addDays(workStart, r.int(1, 4));
    const site = [
      r.pick(['本堂・庫裏', '客殿', '本堂 内陣', '書院・庫裏']),
      r.pick(['客室（離れ 松の間・竹の間）', '本館 客室 3室', '大広間・客室']),
      r.pick(['座敷（一階 桐の間）', '大広間', '個室 2室']),
    ][buyerKind];
    const works = [...HYOUGU_WORKS];
    const rows = [];
    const nWorks = r.int(2, 4);
    for (let k = 0; k < nWorks; k++) {
      const [name, size, unit, lo, hi] = works.splice(r.int(0, works.length - 1), 1)[0];
      const qty = unit === '枚' ? r.int(2, 16) : r.int(1, 2);
      const price = r.int(lo, hi) * 100;
      rows.push({ name: name.replace('{p}', r.pick(FUSUMA_PAPERS)), size, qty, unit, price, amount: qty * price });
    }
    if (r.chance(0.5)) {
      const qty = r.int(2, 12);
      const price = r.int(8, 30) * 100;
      rows.push({
        name: `引手 交換（${r.pick(['銅 丸型', '黒 角型', '七宝 菊'])}）`,
        size: '',
        qty,
        unit: '個',
        price,
        amount: qty * price,
      });
    }
    const haul = r.int(3, 9) * 1000;
    rows.push({ name: '引取・納品 運搬費', size: '', qty: 1, unit: '式', price: haul, amount: haul });
    const sub = rows.reduce((a, x) => a + x.amount, 0);
    const tax = Math.floor(sub / 10);
    const total = sub + tax;
    const wa = ([yy, mm, dd]) => `令和${zenkaku(reiwa(yy))}年${zenkaku(mm)}月${zenkaku(dd)}日`;
    const addrPrinted = zenkaku(d.address);
    const ink = r.pick(['#1f2937', '#2b2118', '#1c2d4a']);
    const line = r.pick(['#b45309', '#9f1239', '#1d4ed8']);
    const sealText = (d.sole ? d.yago.replace('　', '') : d.corpBody).slice(0, 5);
    const sealHtml = hanko(
      sealText,
      `right:${r.int(-6, 16)}px;top:${r.int(-12, 4)}px;width:56px;height:56px;font-size:${sealText.length > 4 ? 10 : 12}px;`,
    );
    const blanks = Math.max(2, 11 - rows.length);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 9.6px; color: ${ink}; line-height: 1.6; }
      .wrap { position: relative; height: 1123px; padding: 50px 54px 0; background: #fffefa; }
      .hd { display: flex; justify-content: space-between; align-items: flex-end; }
      .ttl { font-size: 25px; letter-spacing: .6em; border-bottom: 3px double ${line}; padding: 0 0 2px .6em; color: ${line}; }
      .meta { text-align: right; font-size: 10.5px; line-height: 1.8; }
      .to { margin-top: 24px; } .to .n { font-size: 16px; border-bottom: 1px solid ${ink}; padding: 0 40px 2px 0; display: inline-block; }
      .to .c { font-size: 9.4px; margin-top: 3px; }
      .amt { margin-top: 18px; display: flex; align-items: baseline; gap: 8px; border-bottom: 1.5px solid ${ink}; width: 420px; padding-bottom: 2px; }
      .amt .k { font-size: 13px; } .amt .v { font-size: 22px; letter-spacing: .04em; } .amt small { font-size: 9px; margin-left: auto; }
      .site { margin-top: 10px; font-size: 9.2px; }
      table.t { width: 100%; margin-top: 10px; border: 1.5px solid ${line}; } .t th { border: 1px solid ${line}; color: ${line}; font-weight: 500; padding: 3px; background: ${line}0d; }
      .t td { border-left: 1px solid ${line}; border-right: 1px solid ${line}; border-bottom: 1px dotted ${line}88; padding: 4px 6px; height: 25px; }
      .sum { width: 280px; margin: 0 0 0 auto; border: 1.5px solid ${line}; border-top: 0; } .sum td { border: 1px solid ${line}; padding: 3px 8px; } .sum td.l { color: ${line}; width: 110px; text-align: center; }
      .sum tr.g td { font-size: 12.5px; font-weight: 700; }
      .ft { position: absolute; left: 54px; right: 54px; bottom: 58px; display: flex; justify-content: space-between; align-items: flex-end; gap: 26px; }
      .bk { flex: 1; border: 1px solid ${ink}; padding: 8px 12px; font-size: 9.4px; line-height: 1.9; } .bk .h { font-size: 10.5px; letter-spacing: .3em; border-bottom: 1px solid ${ink}; margin-bottom: 4px; }
      .bk .s { font-size: 8.8px; line-height: 1.7; margin-top: 4px; }
      .co { position: relative; width: 280px; font-size: 9.4px; line-height: 1.75; } .co .n { font-size: 19px; letter-spacing: .14em; } .co .p { font-size: 9.8px; }`;
    const page = `<div class="wrap"><div class="hd"><div class="ttl">御請求書</div><div class="meta">No.　${d.no}<br>${wa(d.issue)}</div></div>
      <div class="to"><span class="n">${buyer}　御中</span><div class="c">${contact}　御担当者様</div></div>
      <div style="margin-top:14px">毎度格別のお引立てを賜り、厚く御礼申し上げます。<br>下記の通り御請求申し上げます。何卒宜しくお願い申し上げます。</div>
      <div class="amt"><span class="k">一金</span><span class="v">${zenkaku(yen(total))}円也</span><small>（消費税込）</small></div>
      <div class="site">施工場所　${site}　　施工日　${wa(workStart)}～${zenkaku(workEnd[1])}月${zenkaku(workEnd[2])}日</div>
      <table class="t"><tr><th>品　名</th><th style="width:112px">寸法・仕様</th><th style="width:48px">数量</th><th style="width:76px">単　価</th><th style="width:92px">金　額</th></tr>
        ${rows.map((x) => `<tr><td>${x.name}</td><td style="font-size:8.8px">${x.size}</td><td class="num">${x.qty} ${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}
        ${'<tr><td></td><td></td><td></td><td></td><td></td></tr>'.repeat(blanks)}</table>
      <table class="sum"><tr><td class="l">小　計</td><td class="num">${yen(sub)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(tax)}</td></tr><tr class="g"><td class="l">合　計</td><td class="num">￥${yen(total)}</td></tr></table>
      <div class="ft"><div class="bk"><div class="h">お振込先</div>${d.bank.name}　${d.branch.name}<br>${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}
          <div class="s">誠に恐れ入りますが、${wa(d.due)}までに上記口座へお振込み下さいますようお願い申し上げます。（振込手数料はご負担願います）</div></div>
        <div class="co">${sealHtml}<div class="n">${issuer}</div><div class="p">${d.sole ? '一級表装技能士' : '代表取締役'}　${person}</div>〒${zenkaku(d.zip)}<br><span class="addr">${addrPrinted}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>登録番号　${d.reg}</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, address: addrPrinted } };
  },
});

// 270 — a 建築模型 maker bills a 設計事務所 for a presentation model: a clean modern sheet with English labels beside the Japanese,
// its mark and name with the 〒 address and TEL at the top left, INVOICE 請求書 at the top right, the buyer 御中 and the project (物件名,
// 縮尺, 用途), a meta grid (Invoice No. / 発行日 / お支払期限 in ISO dates, 2026-01-31), the Balance due box with the お振込先 box
// beside it at the RIGHT (bank, branch with its 店番 sometimes, number, holder), the rows (外観模型, 内観模型, 敷地・周辺, 添景, 修正対応
// by the hour, アクリルケース, 梱包・搬入), Subtotal / 消費税 / Total / 着手金 received △ / ご請求額; the 登録番号 only in the footer line.
const MOKEI_TRADES = [
  ['模型', 'モケイ'],
  ['モデルワークス', 'モデルワークス'],
  ['模型製作所', 'モケイセイサクショ'],
  ['アーキモデル', 'アーキモデル'],
];
const MOKEI_PROJECTS = [
  '邸 新築計画',
  'クリニック 新築計画',
  '保育園 改築計画',
  '本社ビル 計画',
  '美術館 設計競技',
  'こども園 新築計画',
];
LAYOUTS.push({
  id: 'L270-mokei-seisaku',
  split: 'dev',
  title:
    "建築模型 maker's INVOICE 請求書 to a 設計事務所: modern sans with English labels, mark and name with 〒 address / TEL top left, INVOICE top right, buyer 御中 and the project (物件名, 縮尺), a meta grid (Invoice No. / 発行日 / お支払期限 in ISO dates), the Balance due box with the お振込先 box beside it at the right, rows (外観・内観模型, 敷地, 添景, 修正 by the hour, ケース, 搬入), Subtotal / 消費税 / Total / 着手金 received △ / ご請求額, and the 登録番号 only in the footer line",
  exercises:
    "a 建築模型 maker (株式会社…模型 / …モデルワークス合同会社 / 有限会社…模型製作所, (株) sometimes; or a sole proprietor under its 屋号 — 模型工房 そら / 山田模型製作室, its full-width space an ASCII one as NFKC gives it — issuer_name the 屋号, as L22) bills a 設計事務所 (株式会社…建築設計事務所 / …アーキテクツ一級建築士事務所 御中, its ご担当 — none of the fields) for a presentation model: its mark and name with the 〒 address and TEL at the TOP LEFT — the issuer's fields; INVOICE 請求書 at the top right; Project: （仮称）…邸 新築計画, 縮尺 S=1/100, 用途 — none of the fields; a meta grid: Invoice No. / 請求番号 (invoice_number), Issue date / 発行日 and Due date / お支払期限 in ISO form (2026-01-31) — issue_date and due_date; Balance due / ご請求額 in a box — total_amount; the お振込先 / Bank transfer box BESIDE it at the right (bank, branch with （店番 123）sometimes — branch_code only then —, 普通 / 当座, number, 口座名義 ﾄﾞ)… / ｶ)… or the 屋号's kana and the owner's name, as printed); rows: 外観模型 製作（S=1/100 白模型）, 内観模型, 敷地・周辺建物 ボリューム模型, 添景（樹木・人物・車両）, 設計変更に伴う修正対応 by the 時間, アクリルケース, 梱包・搬入（チャーター便）; Subtotal 小計 / 消費税（10%）/ Total 合計 / 着手金（…受領済）△ / ご請求額 — total_amount the ご請求額, the Total less the 着手金 received (as a 前払金), never the Total; the 登録番号 printed ONLY in the footer line with the e-mail and web address",
  opts: (r, inst) => ({ sole: inst === 2, rates: '10', items: 1, bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    let stem;
    if (d.sole) {
      const [sn] = d.person.split(' ');
      const [snk] = d.holderBase.split(' ');
      const w = r.pick(HIRA_WORDS);
      const k = r.int(0, 1);
      d.yago = [`模型工房　${w}`, `${sn}模型製作室`][k];
      d.issuerName = d.yago;
      stem = sn;
      if (r.chance(0.5)) d.holderBase = `${[`モケイコウボウ${kata(w)}`, `${snk}モケイセイサクシツ`][k]} ${d.holderBase}`;
    } else {
      [stem] = setCompanyWithKana(d, r, MOKEI_TRADES, [
        ['株式会社', 'カ'],
        ['合同会社', 'ド'],
        ['有限会社', 'ユ'],
      ]);
    }
    netOrdinary(d);
    const issuer = d.sole ? d.yago : r.chance(0.75) ? d.issuerName : spelled(d, 'paren');
    const holder = holderPrinted(d, d.sole ? r.pick(['full', 'half']) : r.pick(['half', 'half', 'half-big', 'full']));
    const tokyo = PLACES.filter(([, t]) => t.startsWith('東京都') || t.startsWith('大阪府') || t.startsWith('神奈川県'));
    const [zip, town, area] = r.pick(tokyo);
    d.zip = zip;
    d.address = `${town}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}${r.pick(['', ' 2F', ' アトリエ棟1F', ' 第3ビル 4F'])}`;
    if (!d.sole || !/^0[789]0-/.test(d.tel)) d.tel = landlineOn(r, area);
    const bs = otherStem(r, stem);
    d.buyerName = r.pick([`株式会社${bs}建築設計事務所`, `${bs}アーキテクツ一級建築士事務所`, `株式会社${bs}設計`]);
    const [bz, btown] = r.pick(nearby(zip));
    d.buyerZip = bz;
    d.buyerAddress = `${btown}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
    const contact = `${r.pick(SURNAMES)[0]} 様`;
    const [y, m] = d.issue;
    d.issue = r.chance(0.5) ? endOfMonth(y, m) : [y, m, r.int(5, 28)];
    d.due = r.chance(0.5) ? endOfMonth(...addMonths([y, m], 1)) : addDays(d.issue, 30);
    d.no = r.chance(0.5) ? `MK-${String(y).slice(2)}${pad2(m)}-${r.digits(3)}` : `${y}${pad2(m)}${r.digits(2)}`;
    const projOwner = r.pick(HAN_STEMS)[0];
    const project = `（仮称）${projOwner}${r.pick(MOKEI_PROJECTS)}`;
    const scale = r.pick(['1/100', '1/50', '1/200']);
    const rows = [];
    const ext = r.int(18, 60) * 10000;
    rows.push({
      name: `外観模型 製作（S=${scale} ${r.pick(['白模型', 'スチレンボード・白', '着色仕上げ'])}）`,
      qty: 1,
      unit: '式',
      price: ext,
    });
    if (r.chance(0.5))
      rows.push({
        name: `内観模型（S=1/50 ${r.pick(['LDK', 'エントランスホール', '診察室・待合'])}）`,
        qty: 1,
        unit: '式',
        price: r.int(12, 30) * 10000,
      });
    if (r.chance(0.7)) rows.push({ name: '敷地・周辺建物 ボリューム模型', qty: 1, unit: '式', price: r.int(5, 15) * 10000 });
    rows.push({ name: '添景（樹木・人物・車両）', qty: 1, unit: '式', price: r.int(15, 60) * 1000 });
    if (r.chance(0.6))
      rows.push({ name: '設計変更に伴う修正対応', qty: r.int(3, 16), unit: '時間', price: r.pick([5000, 5500, 6000]) });
    if (r.chance(0.5)) rows.push({ name: 'アクリルケース（W900×D600×H300）', qty: 1, unit: '台', price: r.int(40, 90) * 1000 });
    rows.push({ name: '梱包・搬入（チャーター便）', qty: 1, unit: '式', price: r.int(15, 40) * 1000 });
    rows.forEach((x) => (x.amount = x.qty * x.price));
    const sub = rows.reduce((a, x) => a + x.amount, 0);
    const tax = Math.floor(sub / 10);
    const total = sub + tax;
    // Decided: the 着手金 billed when the model was ordered, 税込 and already received, is taken off the Total: total_amount is the
    // ご請求額 (Balance due) left to pay, as with a 前払金 — never the Total.
    const deposit = Math.floor((total * r.pick([0.3, 0.3, 0.5])) / 1000) * 1000;
    const paid = addDays(d.issue, -r.int(25, 60));
    const balance = total - deposit;
    const showBranchCode = r.chance(0.5);
    const fmt = DATE_FORMATS.hyphen;
    const accent = r.pick(['#0f766e', '#334155', '#9a3412']);
    const mail = `info@${r.pick(['mokei', 'model', 'studio'])}-${r.pick(['works', 'lab', 'atelier'])}.jp`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 8.8px; color: #1e293b; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 44px 48px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .co { display: flex; gap: 10px; } .co .mk { width: 36px; height: 36px; border: 3px solid ${accent}; position: relative; flex: none; }
      .co .mk::before { content: ''; position: absolute; left: 5px; top: 9px; width: 18px; height: 14px; background: ${accent}; clip-path: polygon(0 40%, 50% 0, 100% 40%, 100% 100%, 0 100%); }
      .co .n { font-size: 14px; font-weight: 700; letter-spacing: .04em; } .co .a { font-size: 8.2px; color: #475569; line-height: 1.6; }
      .ti { text-align: right; } .ti h1 { margin: 0; font-size: 30px; letter-spacing: .14em; font-weight: 300; color: ${accent}; line-height: 1; } .ti div { font-size: 11px; letter-spacing: .5em; margin-top: 4px; }
      .to { margin-top: 30px; display: flex; justify-content: space-between; align-items: flex-end; }
      .to .n { font-size: 14px; font-weight: 700; border-bottom: 1px solid #1e293b; padding: 0 28px 2px 0; }
      .pj { font-size: 8.6px; color: #334155; text-align: right; line-height: 1.7; } .pj b { color: ${accent}; font-weight: 500; margin-right: 6px; }
      table.mt { margin-top: 14px; width: 100%; } .mt td { border-top: 1px solid #cbd5e1; border-bottom: 1px solid #cbd5e1; padding: 4px 8px; } .mt td.l { color: #64748b; font-size: 7.8px; width: 96px; }
      .mid { display: flex; gap: 16px; margin-top: 14px; align-items: stretch; }
      .due { width: 300px; background: ${accent}; color: #fff; padding: 10px 16px; } .due .l { font-size: 9px; letter-spacing: .06em; } .due .v { font-size: 24px; font-weight: 700; margin-top: 6px; }
      .bk { flex: 1; border: 1px solid ${accent}; padding: 7px 12px; font-size: 8.8px; line-height: 1.75; } .bk .h { color: ${accent}; font-weight: 700; font-size: 8.6px; letter-spacing: .06em; }
      table.t { width: 100%; margin-top: 16px; } .t th { text-align: left; font-weight: 500; color: #64748b; font-size: 7.8px; border-bottom: 1.5px solid #1e293b; padding: 3px 6px; } .t td { border-bottom: 1px solid #e2e8f0; padding: 5px 6px; }
      .sum { width: 300px; margin: 8px 0 0 auto; } .sum td { padding: 3px 6px; } .sum td.l { color: #475569; } .sum tr.t1 td { border-top: 1px solid #94a3b8; } .sum tr.g td { border-top: 2px solid ${accent}; font-weight: 700; font-size: 12.5px; color: ${accent}; }
      .nt { margin-top: 16px; font-size: 8.2px; color: #475569; line-height: 1.7; }
      .ft { position: absolute; left: 48px; right: 48px; bottom: 30px; border-top: 1px solid #cbd5e1; padding-top: 6px; font-size: 7.8px; color: #475569; display: flex; justify-content: space-between; }`;
    const branchLine = `${d.branch.name}${showBranchCode ? `（店番 ${d.branch.code}）` : ''}`;
    const page = `<div class="wrap"><div class="hd"><div class="co"><div class="mk"></div><div><div class="n">${issuer}</div><div class="a">〒${d.zip} <span class="addr">${d.address}</span><br>TEL ${d.tel}</div></div></div>
        <div class="ti"><h1>INVOICE</h1><div>請求書</div></div></div>
      <div class="to"><div><div style="font-size:8.2px;color:#475569;margin-bottom:3px">〒${d.buyerZip} ${d.buyerAddress}</div><span class="n">${d.buyerName}　御中</span><div style="margin-top:4px">ご担当　${contact}</div></div>
        <div class="pj"><b>Project</b>${project}<br><b>Scale</b>S=${scale}　<b>用途</b>${r.pick(['施主プレゼンテーション用', '設計競技提出用', '近隣説明会用'])}</div></div>
      <table class="mt"><tr><td class="l">Invoice No. / 請求番号</td><td>${d.no}</td><td class="l">Issue date / 発行日</td><td>${fmt(d.issue)}</td><td class="l">Due date / お支払期限</td><td>${fmt(d.due)}</td></tr></table>
      <div class="mid"><div class="due"><div class="l">Balance due / ご請求額（税込）</div><div class="v">¥${yen(balance)}</div></div>
        <div class="bk"><div class="h">お振込先 / Bank transfer</div>${d.bank.name}　${branchLine}<br>${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}</div></div>
      <table class="t"><tr><th>Description / 内容</th><th style="width:50px;text-align:right">Qty</th><th style="width:34px">単位</th><th style="width:80px;text-align:right">Unit price</th><th style="width:90px;text-align:right">Amount</th></tr>
        ${rows.map((x) => `<tr><td>${x.name}</td><td class="num">${x.qty}</td><td>${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <table class="sum"><tr><td class="l">Subtotal / 小計</td><td class="num">¥${yen(sub)}</td></tr><tr><td class="l">Tax / 消費税（10%）</td><td class="num">¥${yen(tax)}</td></tr>
        <tr class="t1"><td class="l">Total / 合計</td><td class="num">¥${yen(total)}</td></tr><tr><td class="l">Deposit / 着手金（${fmt(paid)} 受領済）</td><td class="num">△¥${yen(deposit)}</td></tr>
        <tr class="g"><td>Balance due / ご請求額</td><td class="num">¥${yen(balance)}</td></tr></table>
      <div class="nt">Notes<br>・着手金は${fmt(paid)}にご入金いただきました。ありがとうございました。<br>・模型の保管は納品後1か月となります。以降の修正・追加はお見積りのうえ承ります。<br>・振込手数料はご負担くださいますようお願いいたします。</div>
      <div class="ft"><span>${issuer}　｜　適格請求書発行事業者登録番号 ${d.reg}</span><span>${mail}</span></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total: balance, showBranchCode } };
  },
});

// 271 — a 移動式クレーン company (crane with its operator) bills a 建設会社 for the month to its 締日: the letterhead centred across the
// top (㈱… large, 本社 〒 address / TEL / FAX, the 配車センター's own number, the 建設業許可 and 登録番号), 請求書 at the left with the
// buyer 御中 under it and a ruled 請求日 / 請求No. / 得意先コード / 頁 table at the right, a summary strip (作業代金（税抜）| 消費税 |
// 立替金（不課税）| 今回御請求額), the お振込先 line with the bank and branch codes in brackets, then the 作業明細 by 作業日 (現場名, 機種
// and オペレーター, 作業時間, 基本料金 / 時間外 / 回送費 / 誘導員), the 立替金 (高速道路通行料, 駐車場代) and the totals; the long version's
// 明細 runs onto a second page, its totals there.
const CRANE_TRADES = [
  ['クレーン', 'クレーン'],
  ['重機', 'ジュウキ'],
  ['クレーン工業', 'クレーンコウギョウ'],
  ['揚重', 'ヨウジュウ'],
];
// [機種, 基本料金 lo, hi (×1000), 時間外 per hour]
const CRANES = [
  ['25tラフタークレーン', 52, 68, 8000],
  ['13tラフタークレーン', 42, 52, 7000],
  ['50tラフタークレーン', 85, 110, 12000],
  ['4.9t吊 ユニック車', 32, 42, 5500],
];
const CRANE_SITES = [
  '（仮称）{s}ビル新築工事',
  '{s}町 倉庫 鉄骨建方',
  '{s}小学校 空調更新工事',
  '{s}橋 補修工事',
  '{s}マンション 外壁改修',
];
// The tolls of the roads near each prefecture's sites.
const TOLL_ROUTES = {
  東京都: ['首都高 大井～芝浦', '首都高 箱崎～錦糸町'],
  神奈川県: ['首都高 大黒～汐入', '東名 横浜町田～厚木'],
  埼玉県: ['首都高 浦和南～美女木', '外環道 戸田西～和光'],
  千葉県: ['京葉道路 千葉～船橋', '東関東道 湾岸習志野～千葉北'],
  大阪府: ['阪神高速 湊町～西宮', '近畿道 門真～東大阪北'],
  京都府: ['名神 京都東～京都南', '第二京阪 巨椋池～枚方東'],
  兵庫県: ['阪神高速 生田川～魚崎', '第二神明 須磨～明石西'],
  愛知県: ['名古屋高速 丸田町～楠', '東名 名古屋～豊田'],
  北海道: ['札樽道 札幌西～銭函', '道央道 札幌南～北広島'],
  福岡県: ['福岡都市高速 博多駅東～天神北', '九州道 福岡～太宰府'],
  宮城県: ['仙台東部道路 仙台港～名取', '仙台南部道路 長町～今泉'],
  広島県: ['広島高速 中筋～温品', '山陽道 広島～志和'],
  静岡県: ['東名 静岡～清水', '新東名 新静岡～清水'],
  群馬県: ['関越道 高崎～前橋', '北関東道 高崎～伊勢崎'],
};
LAYOUTS.push({
  id: 'L271-crane-sagyou',
  split: 'dev',
  twoPage: true,
  title:
    "移動式クレーン company's monthly 請求書 to a 建設会社: letterhead centred across the top (㈱…, 本社 〒 address / TEL / FAX, the 配車センター number, 建設業許可, 登録番号), 請求書 with the buyer 御中 at the left and a ruled 請求日 / 請求No. / 得意先コード / 頁 table at the right, a summary strip (作業代金 / 消費税 / 立替金（不課税）/ 今回御請求額), the お振込先 line with bank and branch codes in brackets, the 作業明細 by 作業日 (現場, 機種, オペレーター, 時間, 基本料金 / 時間外 / 回送費 / 誘導員), the 立替金 and the totals, onto a second page in the long version",
  exercises:
    "a 移動式クレーン company renting cranes with their operators (株式会社…クレーン / ㈱…重機 / 有限会社…揚重) bills a 建設会社 (…建設株式会社 / 株式会社…工務店 / …鉄骨株式会社 御中, its 〒 address and 工事部 … 様, 得意先コード — none of the fields) for the month to its 締日: the LETTERHEAD centred across the top — the name large, 本社 〒 address, TEL / FAX (issuer_phone the 本社 TEL), the 配車センター（24時間受付）with its own landline — never the issuer_phone —, the 建設業許可 (…知事許可（般-6）第012345号 — none of the fields) and 登録番号; 請求書 (…年…月…日締切分) at the left; a ruled table at the right: 請求日 (2026/01/20, the 締日 — issue_date), 請求No. (invoice_number), 得意先コード, 頁 (1/2); a summary strip 作業代金（税抜）| 消費税（10%）| 立替金（不課税）| 今回御請求額 — total_amount the 今回御請求額, the 立替金 in it (as L22); the お振込先 line: bank（0138）branch（251）— bank_code and branch_code as printed in the brackets, none when not printed (a main bank's code as the rules say) —, 普通 / 当座預金, number, holder ｶ)… as printed, and お支払期日 — due_date; the 作業明細: 作業日 (1/8(木)), 現場名 (（仮称）…ビル新築工事), 機種 (25tラフタークレーン) and オペレーター, 作業時間 (8:00～17:00), 内容 (基本料金（8h）, 時間外 1.5h, 回送費, 誘導員), 数量, 単価, 金額 — none of the fields; 作業代金 小計; 立替金（不課税）: 高速道路通行料 (the route) and 駐車場代 by date; the totals again at the end; the long version's 明細 runs onto page 2 (2/2), the totals there",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 2 ? 'other' : 'main' }),
  render(d, r, { long }) {
    const [stem] = setCompanyWithKana(d, r, CRANE_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    netOrdinary(d);
    const issuer = r.chance(0.5) ? spelled(d, 'circled') : d.issuerName;
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big']));
    const [, town, area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const dispatch = landlineOn(r, area);
    const pref = town.match(PREF_RE)[1];
    const permit = `${pref}知事許可（般-${r.int(1, 7)}）第0${r.digits(5)}号`;
    const bs = otherStem(r, stem);
    const buyer = r.pick([`${bs}建設株式会社`, `株式会社${bs}工務店`, `${bs}鉄骨株式会社`, `株式会社${bs}組`]);
    const [bz, btown] = r.pick(nearby(d.zip));
    d.buyerZip = bz;
    d.buyerAddress = `${btown}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
    const cust = `${r.int(1, 9)}${r.digits(4)}`;
    const [y, m] = d.issue;
    const close = r.pick([20, 25, 0]);
    d.issue = close ? [y, m, close] : endOfMonth(y, m);
    const from = close ? addDays([...addMonths([y, m], -1), close], 1) : [y, m, 1];
    d.due = r.chance(0.6) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 2), 10];
    d.no = r.chance(0.5) ? `${String(y).slice(2)}${pad2(m)}${r.digits(4)}` : `C-${r.int(10000, 99999)}`;
    const span = Math.round((Date.UTC(...d.issue) - Date.UTC(...from)) / 864e5) + 1;
    const siteNames = [];
    const nSites = r.int(2, 4);
    const sitePool = [...CRANE_SITES];
    while (siteNames.length < nSites)
      siteNames.push(sitePool.splice(r.int(0, sitePool.length - 1), 1)[0].replace('{s}', r.pick(HAN_STEMS)[0]));
    const nDays = long ? r.int(14, 18) : r.int(3, 5);
    const offsets = new Set();
    while (offsets.size < Math.min(nDays, span - 1)) offsets.add(r.int(0, span - 1));
    const days = [...offsets].sort((a, b) => a - b).map((o) => addDays(from, o));
    const ops = SURNAMES.slice(0, 10);
    const routes = TOLL_ROUTES[pref] ?? ['ETC 現場往復'];
    const rows = [];
    const tolls = [];
    for (const day of days) {
      const [crane, lo, hi, ot] = r.pick(CRANES);
      const site = r.pick(siteNames);
      const op = r.pick(ops)[0];
      const otH = r.chance(0.4) ? r.int(1, 6) / 2 : 0;
      const end = otH ? `${17 + Math.floor(otH)}:${otH % 1 ? '30' : '00'}` : '17:00';
      const base = r.int(lo, hi) * 1000;
      const md = `${day[1]}/${pad2(day[2])}(${weekday(day)})`;
      rows.push({
        md,
        site,
        crane: `${crane}<br><span class="op">OP ${op}</span>`,
        time: `8:00～${end}`,
        what: '基本料金（8h）',
        qty: '1',
        unit: '日',
        price: base,
        amount: base,
      });
      if (otH) rows.push({ what: '時間外', qty: otH.toFixed(1), unit: 'h', price: ot, amount: otH * ot });
      if (r.chance(0.35)) {
        const p = r.int(10, 30) * 1000;
        rows.push({ what: '回送費', qty: '1', unit: '回', price: p, amount: p });
      }
      if (r.chance(0.2)) {
        const p = r.pick([22000, 25000, 28000]);
        rows.push({ what: '誘導員', qty: '1', unit: '人', price: p, amount: p });
      }
      if (r.chance(0.3)) tolls.push({ md, what: `高速道路通行料（${r.pick(routes)}）`, amount: r.int(50, 600) * 10 });
      else if (r.chance(0.15)) tolls.push({ md, what: '駐車場代（現場近隣コインパーキング）', amount: r.int(6, 30) * 100 });
    }
    if (tolls.length === 0)
      tolls.push({ md: rows[0].md, what: `高速道路通行料（${r.pick(routes)}）`, amount: r.int(50, 600) * 10 });
    const work = rows.reduce((a, x) => a + x.amount, 0);
    const tax = Math.floor(work / 10);
    const tatekae = tolls.reduce((a, x) => a + x.amount, 0);
    // Decided: the 立替金（不課税）billed after the 消費税 count in total_amount, the 今回御請求額 (as L22).
    const total = work + tax + tatekae;
    const showCodes = r.chance(0.75);
    const code = (c) => (showCodes && c ? `（${c}）` : '');
    const fmt = DATE_FORMATS.slash;
    const jp = ([yy, mm, dd]) => `${yy}年${mm}月${dd}日`;
    const green = r.pick(['#166534', '#1e3a8a', '#7c2d12']);
    // The long version turns the page at the start of a day's rows, at most 24 rows on page 1 and some days left for page 2.
    let split = rows.length;
    if (long) {
      split = 1;
      for (let i = 1; i <= 24 && rows.length - i >= 3; i++) if (rows[i].md) split = i;
    }
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 8.6px; color: #1a1a1a; line-height: 1.45; }
      .wrap { position: relative; height: 1123px; padding: 30px 38px 0; }
      .lh { text-align: center; border-bottom: 3px solid ${green}; padding-bottom: 6px; } .lh .n { font-size: 19px; font-weight: 700; letter-spacing: .14em; color: ${green}; }
      .lh .a { font-size: 8.4px; line-height: 1.6; } .lh .s { font-size: 7.8px; color: #444; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 14px; }
      .hd h1 { margin: 0; font-size: 22px; letter-spacing: .7em; } .hd .cl { font-size: 9px; margin-top: 2px; }
      .to { margin-top: 10px; font-size: 9px; line-height: 1.55; } .to .n { font-size: 13.5px; font-weight: 700; border-bottom: 1.5px solid #1a1a1a; padding-right: 22px; display: inline-block; }
      table.meta { border: 1.5px solid #333; } .meta td { border: 1px solid #888; padding: 3px 10px; } .meta td.l { background: #f1f5f1; width: 78px; text-align: center; }
      table.st { width: 100%; margin-top: 12px; border: 2px solid ${green}; } .st th { background: ${green}; color: #fff; font-weight: 500; padding: 3px; border-left: 1px solid #fff; } .st td { text-align: right; padding: 4px 10px; font-size: 12px; border-left: 1px solid ${green}; }
      .st td.g { font-size: 15px; font-weight: 700; background: ${green}12; }
      .bk { margin-top: 8px; border: 1px solid #555; padding: 5px 10px; font-size: 9px; line-height: 1.7; }
      table.t { width: 100%; margin-top: 10px; font-size: 8.2px; } .t th { background: #e8ede8; border: 1px solid #999; font-weight: 500; padding: 2px; }
      .t td { border-left: 1px solid #bbb; border-right: 1px solid #bbb; border-bottom: 1px dotted #bbb; padding: 2px 4px; vertical-align: top; } .t .op { font-size: 7.4px; color: #555; }
      .t tr.s td { border-top: 1px solid #666; border-bottom: 1px solid #666; background: #f6f6f6; font-weight: 700; } .t tr.h td { background: #eef; font-weight: 700; border-top: 1px solid #888; }
      .tot { width: 300px; margin: 8px 0 0 auto; border: 1.5px solid #333; } .tot td { border: 1px solid #999; padding: 3px 10px; } .tot td.l { background: #f1f5f1; } .tot tr.g td { font-weight: 700; font-size: 12px; }
      .pg { position: absolute; right: 38px; bottom: 20px; font-size: 8px; color: #555; } .ph { display: flex; justify-content: space-between; border-bottom: 2px solid ${green}; padding-bottom: 4px; font-size: 9px; }`;
    const head = `<tr><th style="width:54px">作業日</th><th>現場名</th><th style="width:112px">機種・オペレーター</th><th style="width:64px">作業時間</th><th style="width:76px">内容</th><th style="width:34px">数量</th><th style="width:22px">単位</th><th style="width:54px">単価</th><th style="width:62px">金額</th></tr>`;
    const rowHtml = (x) =>
      `<tr><td>${x.md ?? ''}</td><td>${x.site ?? ''}</td><td>${x.crane ?? ''}</td><td>${x.time ?? ''}</td><td>${x.what}</td><td class="num">${x.qty}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`;
    const tail = `<tr class="s"><td colspan="8" style="text-align:right">作業代金 小計（税抜）</td><td class="num">${yen(work)}</td></tr>
        <tr class="h"><td colspan="9">立替金（不課税）</td></tr>
        ${tolls.map((x) => `<tr><td>${x.md}</td><td colspan="7">${x.what}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}
        <tr class="s"><td colspan="8" style="text-align:right">立替金 小計</td><td class="num">${yen(tatekae)}</td></tr>`;
    const totals = `<table class="tot"><tr><td class="l">作業代金（税抜）</td><td class="num">${yen(work)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(tax)}</td></tr><tr><td class="l">立替金（不課税）</td><td class="num">${yen(tatekae)}</td></tr><tr class="g"><td class="l">今回御請求額</td><td class="num">¥${yen(total)}</td></tr></table>`;
    const page1 = `<div class="wrap"><div class="lh"><div class="n">${issuer}</div>
        <div class="a">本社　〒${d.zip} <span class="addr">${d.address}</span>　TEL ${d.tel}　FAX ${d.fax}<br>配車センター（24時間受付）TEL ${dispatch}</div>
        <div class="s">建設業許可 ${permit}　／　登録番号 ${d.reg}</div></div>
      <div class="hd"><div><h1>請求書</h1><div class="cl">（${jp(d.issue)}締切分）</div>
          <div class="to">〒${d.buyerZip} ${d.buyerAddress}<br><span class="n">${buyer}　御中</span><br>工事部　${r.pick(SURNAMES)[0]} 様</div></div>
        <table class="meta"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求No.</td><td>${d.no}</td></tr><tr><td class="l">得意先コード</td><td>${cust}</td></tr><tr><td class="l">頁</td><td>1/${long ? 2 : 1}</td></tr></table></div>
      <div style="margin-top:10px">毎度格別のお引き立てを賜り、厚く御礼申し上げます。${fmt(from)}～${fmt(d.issue)}の作業代金を下記の通りご請求申し上げます。</div>
      <table class="st"><tr><th>作業代金（税抜）</th><th>消費税（10%）</th><th>立替金（不課税）</th><th>今回御請求額</th></tr>
        <tr><td>${yen(work)}</td><td>${yen(tax)}</td><td>${yen(tatekae)}</td><td class="g">¥${yen(total)}</td></tr></table>
      <div class="bk">お振込先：${d.bank.name}${code(d.bank.code)}　${d.branch.name}${code(d.branch.code)}　${TYPE_LABEL[d.type]}預金　${d.account}　口座名義 ${holder}<br>お支払期日：${fmt(d.due)}　※振込手数料は貴社にてご負担願います。</div>
      <table class="t">${head}${rows.slice(0, split).map(rowHtml).join('')}${long ? `<tr><td colspan="9" style="text-align:right;color:#555">（次頁へ続く）</td></tr>` : tail}</table>
      ${long ? '<div class="pg">1/2</div>' : totals}</div>`;
    const page2 = `<div class="wrap"><div class="ph"><span><b>作業明細（続き）</b>　${buyer}　御中</span><span>請求No. ${d.no}　${fmt(d.issue)}　${issuer}</span></div>
      <table class="t">${head}${rows.slice(split).map(rowHtml).join('')}${tail}</table>
      ${totals}<div class="pg">2/2</div></div>`;
    return {
      pages: long ? [page1, page2] : [page1],
      css,
      printed: { issuer, holder, total, showBankCode: showCodes, showBranchCode: showCodes },
    };
  },
});

// 272 — a 自転車店 bills a company running a fleet of work bicycles (delivery, newspapers, building services) for the month's repairs,
// the sheet printed on A4 by its POS system in a monospaced face: the shop's name, 〒 address, TEL and 登録番号 centred at the top as
// on a receipt, ====== rules, 御 請 求 書, the customer's お客様No. and name 様 at the left with the date (2026年01月31日(土)) and
// 請求No. at the right, the rows by visit and by bicycle (◆車体No. with its 防犯登録 number) in half-width kana, every price 税込, 合計(税込)
// with the 内消費税等, the ご請求額 between double rules, the お支払期限 and the お振込先 lines — a ゆうちょ account in both its forms.
const BIKE_REPAIRS = [
  // [内容, 税込 lo, hi]
  ['パンク修理（前輪）', 1100, 1650],
  ['パンク修理（後輪）', 1320, 1980],
  ['チューブ交換（前輪）', 2200, 2860],
  ['タイヤ・チューブ交換（後輪）', 4950, 7150],
  ['ブレーキシュー交換（前後）', 2200, 3300],
  ['ブレーキワイヤー交換', 1650, 2420],
  ['チェーン交換', 3300, 4950],
  ['変速機調整', 1100, 2200],
  ['スポーク交換', 550, 880],
  ['前カゴ交換（大型）', 2750, 4400],
  ['ライト交換（LED）', 1980, 3300],
  ['定期点検（安全整備）', 1650, 2750],
];
const BIKE_MODELS = ['業務用 26型', '電動アシスト 業務用', '実用車 27型', 'カーゴバイク'];
/** Columns a monospaced face gives a string: ASCII and half-width kana one, the rest two. */
const cols = (s) => [...s].reduce((a, c) => a + (/[\u0020-\u00ff\uff61-\uff9f]/.test(c) ? 1 : 2), 0);
const padEnd = (s, n) => s + ' '.repeat(Math.max(0, n - cols(s)));
const padStart = (s, n) => ' '.repeat(Math.max(0, n - cols(s))) + s;
const center = (s, n) => ' '.repeat(Math.max(0, Math.floor((n - cols(s)) / 2))) + s;
LAYOUTS.push({
  id: 'L272-jitensha-pos',
  split: 'dev',
  title:
    "自転車店's monthly 請求書 for a company's work bicycles, printed on A4 by its POS system in a monospaced face: the shop's name, 〒 address, TEL and 登録番号 centred at the top as on a receipt, ====== rules, 御 請 求 書, お客様No. and the customer 様 at the left with the date (2026年01月31日(土)) and 請求No. at the right, rows by visit and bicycle (◆車体No. with a 防犯登録 number) in half-width kana, every price 税込, 合計(税込) with the 内消費税等, the ご請求額 between double rules, お支払期限 and お振込先 (a ゆうちょ account in both forms)",
  exercises:
    "a 自転車店 — a sole proprietor under its 屋号 (サイクルショップ ひなた / 山田自転車店 / 山田サイクル — issuer_name the 屋号, as L22) or its company (有限会社…輪業 / (有)…サイクル / 株式会社…自転車商会, as printed) — bills a company running work bicycles (株式会社…デリバリー / …新聞販売株式会社 / …ビルサービス株式会社 様, its お客様No. and ご担当 — none of the fields) for the month's repairs, printed on A4 by its POS system in a MONOSPACED face, whitespace-aligned: at the TOP, centred as on a receipt, the shop's name, 〒 and address, TEL (a mobile for some sole proprietors) and 登録番号 — the issuer's fields; ====== rules; 御 請 求 書; お客様No. and the customer at the left, 請求日 2026年01月31日(土) and 請求No. at the right — issue_date and invoice_number; 対象期間; the rows by visit (01/08) and by bicycle (◆車体No.12 and its model, 防犯登録 東京 12-345678 — none of the fields), each repair in half-width kana (ﾊﾟﾝｸ修理(後輪)), 数量, 単価(税込), 金額(税込), an 出張作業料 per visit; every price 税込: 合計(税込) and (内消費税等 10% …) under it — total_amount the 合計, the 消費税 inside it (as L63); the ご請求額 between ==== rules — the same; お支払期限 — due_date; お振込先: a bank (bank, branch, 普通 / 当座, number) or ゆうちょ銀行 記号 1…0 番号 …1 with its 他の金融機関から form (〇一八店 普通 1234567) on the next line — converting as the ゆうちょ rules above (as L226); 口座名義 in half-width kana (ｻｲｸﾙｼｮｯﾌﾟﾋﾅﾀ ﾔﾏﾀﾞ ﾀﾛｳ, ﾕ)…) — expected as NFKC gives it",
  opts: (r, inst) => ({ sole: inst !== 2, rates: '10', items: 1, bank: inst === 0 ? 'yucho' : 'main' }),
  render(d, r) {
    let issuer;
    let stem;
    if (d.sole) {
      const [sn] = d.person.split(' ');
      const [snk] = d.holderBase.split(' ');
      const w = r.pick(HIRA_WORDS);
      const k = r.int(0, 2);
      d.yago = [`サイクルショップ ${w}`, `${sn}自転車店`, `${sn}サイクル`][k];
      d.issuerName = d.yago;
      issuer = d.yago;
      stem = sn;
      if (r.chance(0.5))
        d.holderBase = `${[`サイクルショップ${kata(w)}`, `${snk}ジテンシャテン`, `${snk}サイクル`][k]} ${d.holderBase}`;
    } else {
      [stem] = setCompanyWithKana(
        d,
        r,
        [
          ['サイクル', 'サイクル'],
          ['輪業', 'リンギョウ'],
          ['自転車商会', 'ジテンシャショウカイ'],
        ],
        [
          ['有限会社', 'ユ'],
          ['株式会社', 'カ'],
        ],
        HAN_STEMS,
      );
      const mark = d.form === '有限会社' ? '(有)' : '(株)';
      issuer = r.chance(0.5) ? d.issuerName : d.formBefore ? `${mark}${d.corpBody}` : `${d.corpBody}${mark}`;
    }
    netOrdinary(d);
    // Decided: the holder is printed half-width as POS systems print kana; account_holder is its NFKC (full-width kana, ASCII ")").
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big']));
    const bs = otherStem(r, stem);
    const buyer = r.pick([`株式会社${bs}デリバリー`, `${bs}新聞販売株式会社`, `${bs}ビルサービス株式会社`, `株式会社${bs}急配`]);
    const [y, m] = d.issue;
    d.issue = endOfMonth(y, m);
    d.due = r.chance(0.6) ? endOfMonth(...addMonths([y, m], 1)) : [...addMonths([y, m], 1), r.pick([10, 15, 20])];
    d.no = r.chance(0.5) ? `${String(y).slice(2)}${pad2(m)}-${r.digits(4)}` : `${r.int(1, 9)}${r.digits(5)}`;
    const pref = placeOf(d.zip)[1]
      .match(PREF_RE)[1]
      .replace(/[都府県]$/, '');
    const last = d.issue[2];
    const visits = [...new Set(Array.from({ length: r.int(2, 3) }, () => r.int(2, last - 2)))].sort((a, b) => a - b);
    const fleet = Array.from({ length: r.int(6, 24) }, (_, i) => i + 1);
    const rows = [];
    for (const day of visits) {
      const bikes = [...new Set(Array.from({ length: r.int(1, 3) }, () => r.pick(fleet)))].sort((a, b) => a - b);
      const lines = [];
      for (const no of bikes) {
        lines.push({ head: `◆車体No.${no} ${toHankaku(r.pick(BIKE_MODELS))} 防犯登録 ${pref} ${r.digits(2)}-${r.digits(6)}` });
        const pool = [...BIKE_REPAIRS];
        const k = r.int(1, 3);
        for (let i = 0; i < k; i++) {
          const [name, lo, hi] = pool.splice(r.int(0, pool.length - 1), 1)[0];
          const qty = name.startsWith('スポーク') ? r.int(1, 4) : 1;
          const price = Math.round(r.int(lo, hi) / 10) * 10;
          lines.push({ name: toHankaku(name), qty, price, amount: qty * price });
        }
      }
      const fee = r.pick([1650, 2200, 3300]);
      lines.push({ name: toHankaku('出張作業料'), qty: 1, price: fee, amount: fee });
      rows.push({ day, lines });
    }
    const total = rows.reduce((a, v) => a + v.lines.reduce((b, x) => b + (x.amount ?? 0), 0), 0);
    const inTax = Math.floor((total * 10) / 110);
    const W = 76;
    const ymd = ([yy, mm, dd]) => `${yy}年${pad2(mm)}月${pad2(dd)}日`;
    const rule = '-'.repeat(W);
    const dbl = '='.repeat(W);
    const lr = (a, b) => padEnd(a, W - cols(b)) + b;
    const out = [];
    out.push(
      center(issuer, W),
      center(`〒${d.zip} ${d.address}`, W),
      center(`TEL ${d.tel}`, W),
      center(`登録番号 ${d.reg}`, W),
      dbl,
      '',
    );
    out.push(center('御　請　求　書', W), '');
    out.push(lr(`お客様No. ${r.digits(6)}`, `請求日 ${ymd(d.issue)}(${weekday(d.issue)})`));
    out.push(lr(`${buyer} 様`, `請求No. ${d.no}`));
    out.push(`  ご担当 ${r.pick(SURNAMES)[0]} 様`, '');
    out.push('毎度ありがとうございます。下記の通りご請求申し上げます。');
    out.push(`対象期間 ${y}/${pad2(m)}/01～${y}/${pad2(m)}/${pad2(last)}　業務用自転車 修理・整備`, rule);
    out.push(
      `${padEnd('日付', 7)}${padEnd('内容', 37)}${padStart('数量', 6)}${padStart('単価(税込)', 12)}${padStart('金額(税込)', 14)}`,
      rule,
    );
    for (const v of rows) {
      v.lines.forEach((x, i) => {
        const date = i === 0 ? `${pad2(m)}/${pad2(v.day)}` : '';
        if (x.head) out.push(padEnd(date, 7) + x.head);
        else
          out.push(
            `${padEnd(date, 7)}${padEnd(`  ${x.name}`, 37)}${padStart(String(x.qty), 6)}${padStart(yen(x.price), 12)}${padStart(yen(x.amount), 14)}`,
          );
      });
    }
    out.push(rule);
    out.push(padStart(`合計(税込)${padStart(yen(total), 18)}`, W));
    out.push(padStart(`(内消費税等 10%${padStart(`${yen(inTax)})`, 16)}`, W));
    out.push(dbl, lr('  ご請求額', `¥${yen(total)}  `), dbl, '');
    out.push(`お支払期限  ${ymd(d.due)}`);
    if (d.yucho) {
      // Decided: both forms of one ゆうちょ account are printed; the expected account is the converted one (as L226).
      out.push(`お振込先    ゆうちょ銀行 記号 ${d.yucho.symbol} 番号 ${d.yucho.number}`);
      out.push(`            (他の金融機関から) ${d.branch.name} ${TYPE_LABEL[d.type]} ${d.account}`);
    } else out.push(`お振込先    ${d.bank.name} ${d.branch.name} ${TYPE_LABEL[d.type]} ${d.account}`);
    out.push(
      `口座名義    ${holder}`,
      '',
      '※振込手数料はお客様ご負担にてお願いいたします。',
      '※部品の保証期間は交換日より6ヶ月です。',
    );
    out.push(
      '',
      rule,
      lr(
        `${toHankaku('レジ')}No.1  担当:${r.pick(['01', '02', '03'])}`,
        `発行 ${ymd(d.issue)} ${r.int(9, 19)}:${pad2(r.int(0, 59))}`,
      ),
    );
    const css = `body { font-family: 'Noto Sans Mono CJK JP'; color: #222; }
      .wrap { position: relative; height: 1123px; padding: 52px 0 0; }
      pre { margin: 0 auto; width: ${W * 6.5 + 2}px; font-family: 'Noto Sans Mono CJK JP'; font-size: 13px; line-height: 1.45; white-space: pre; }`;
    const page = `<div class="wrap"><pre>${out.join('\n')}</pre></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 273 — a 撮影スタジオ re-issues an invoice the client says it never received: 請求書（再発行）with a red 再発行 stamp, the 再発行日
// printed above the original 請求日 and 請求書番号 at the top right, a note that this is a copy of the invoice of that date (pay once),
// the client 御中 with its 撮影案件 and ご担当 at the left, the ご請求金額 box, the rows by 撮影日 (スタジオ 基本使用料 by the hour, 延長
// by the 30分, ストロボ, 背景紙 by the metre, ホリゾント 塗り直し, 駐車場), 小計 / 消費税 / 合計, the unchanged お支払期限, and a grey band
// across the foot with the company's block at the left and the お振込先 at the right.
const STUDIO_TRADES = [
  ['スタジオ', 'スタジオ'],
  ['フォトスタジオ', 'フォトスタジオ'],
  ['撮影スタジオ', 'サツエイスタジオ'],
  ['ハウススタジオ', 'ハウススタジオ'],
];
const STUDIO_ROOMS = ['1st STUDIO（白ホリ）', '2nd STUDIO（自然光）', 'B スタジオ（白ホリ）', 'ハウススタジオ棟'];
const BG_PAPERS = ['スーパーホワイト', 'ライトグレー', 'ブラック', 'ペールブルー'];
const SHOOTS = [
  '{b} 春夏カタログ撮影',
  '{b} Web広告用ビジュアル撮影',
  '書籍『{s}の暮らし』表紙撮影',
  '{b} 採用パンフレット撮影',
  'ミュージックビデオ撮影（{s}）',
];
LAYOUTS.push({
  id: 'L273-studio-saihakkou',
  split: 'dev',
  title:
    "撮影スタジオ's 請求書（再発行）: a red 再発行 stamp, 再発行日 above the original 請求日 and 請求書番号 top right, a note that it re-issues the invoice of that date, client 御中 with its 撮影案件 at the left, the ご請求金額 box, rows by 撮影日 (基本使用料 by the hour, 延長 by 30分, ストロボ, 背景紙 by the metre, ホリゾント 塗り直し, 駐車場), 小計 / 消費税 / 合計, the お支払期限, and a grey band across the foot: the company's block at the left, the お振込先 at the right",
  exercises:
    "a 撮影スタジオ company (株式会社…スタジオ / …フォトスタジオ合同会社 / 有限会社…撮影スタジオ, (株) sometimes) re-issues, at the client's request, an invoice for a month's studio rental: 請求書（再発行）with a red 再発行 stamp beside the title; at the top right 再発行日 (a later date), then 請求日 and 請求書番号 of the invoice — issue_date the 請求日, never the 再発行日; invoice_number the 請求書番号, unchanged; a boxed note: 本書は…年…月…日付でお送りした請求書（No.…）の再発行です。…二重にお支払いなさいませんよう… (that date the 請求日 again); the client (株式会社…プロダクション / …出版株式会社 御中, 撮影案件 and ご担当 — none of the fields) at the left; ご請求金額（税込）boxed — total_amount; rows by 撮影日 (1/12): スタジオ 基本使用料 (the room, by the 時間), 延長料金 by the 30分, ストロボセット by the 灯, 背景紙 by the m, ホリゾント 塗り直し, 駐車場 — 小計 / 消費税（10%）/ 合計 — total_amount the 合計; お支払期限 (the original one, 変更はございません) — due_date; a grey BAND across the foot: the company's block at the LEFT (name, 〒 address, TEL, 登録番号 — the issuer's fields) and the お振込先 at the RIGHT (bank, branch with its 店番 sometimes — branch_code only then —, 普通 / 当座, number, 口座名義 カ）… in full-width kana, bank-style large kana sometimes, as printed)",
  opts: (r, inst) => ({ rates: '10', items: 1, bank: inst === 1 ? 'other' : 'main' }),
  render(d, r) {
    const [stem] = setCompanyWithKana(d, r, STUDIO_TRADES, [
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
      ['有限会社', 'ユ'],
    ]);
    netOrdinary(d);
    const issuer = r.chance(0.7) ? d.issuerName : spelled(d, 'paren');
    const holder = holderPrinted(d, r.pick(['full', 'big', 'full']));
    const [, , area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    const bs = otherStem(r, stem);
    const buyer = r.pick([
      `株式会社${bs}プロダクション`,
      `${bs}出版株式会社`,
      `株式会社${bs}広告`,
      `株式会社${bs}クリエイティブ`,
    ]);
    const shoot = r
      .pick(SHOOTS)
      .replace('{b}', r.pick(['ブランド「HARU」', `${otherStem(r, stem)}アパレル`, `${otherStem(r, stem)}化粧品`]))
      .replace('{s}', r.pick(HAN_STEMS)[0]);
    const [y, m] = d.issue;
    d.issue = r.chance(0.6) ? endOfMonth(y, m) : [y, m, r.int(5, 25)];
    d.due = r.chance(0.6) ? endOfMonth(...addMonths([y, m], 1)) : addDays(d.issue, 30);
    d.no = r.chance(0.5) ? `ST-${String(y).slice(2)}${pad2(m)}-${r.digits(3)}` : `${y}-${r.digits(4)}`;
    // Decided: issue_date is the 請求日 of the invoice re-issued (the one its 請求書番号 and お支払期限 belong to), never the 再発行日.
    const reissued = addDays(d.issue, r.int(8, 20));
    const shootDays = [...new Set(Array.from({ length: r.int(1, 3) }, () => r.int(1, Math.max(2, d.issue[2] - 2))))].sort(
      (a, b) => a - b,
    );
    const rows = [];
    for (const day of shootDays) {
      const room = r.pick(STUDIO_ROOMS);
      const hours = r.int(4, 10);
      const hourly = r.int(16, 44) * 500;
      const md = `${m}/${day}`;
      rows.push({ md, name: `${room} 基本使用料`, qty: hours, unit: '時間', price: hourly });
      if (r.chance(0.5))
        rows.push({
          md: '',
          name: '延長料金（30分単位）',
          qty: r.int(1, 4),
          unit: '30分',
          price: Math.round(hourly / 2 / 100) * 100 + 500,
        });
      if (r.chance(0.6))
        rows.push({
          md: '',
          name: 'ストロボセット（モノブロック 1,200Ws）',
          qty: r.int(2, 4),
          unit: '灯',
          price: r.int(6, 10) * 500,
        });
      if (r.chance(0.6))
        rows.push({
          md: '',
          name: `背景紙 使用分（${r.pick(BG_PAPERS)} 2.72m幅）`,
          qty: r.int(2, 10),
          unit: 'm',
          price: r.pick([1100, 1320, 1650]),
        });
      if (room.includes('白ホリ') && r.chance(0.5))
        rows.push({ md: '', name: 'ホリゾント 塗り直し', qty: 1, unit: '式', price: r.int(20, 40) * 1000 });
      if (r.chance(0.4))
        rows.push({ md: '', name: '駐車場（撮影車両）', qty: r.int(1, 3), unit: '台', price: r.pick([2000, 2500, 3000]) });
    }
    rows.forEach((x) => (x.amount = x.qty * x.price));
    const sub = rows.reduce((a, x) => a + x.amount, 0);
    const tax = Math.floor(sub / 10);
    const total = sub + tax;
    const showBranchCode = r.chance(0.5);
    const fmt = DATE_FORMATS.seireki;
    const ink = r.pick(['#27272a', '#1f2937']);
    const accent = r.pick(['#6d28d9', '#0e7490', '#b45309']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9px; color: ${ink}; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 42px 46px 0; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .tt { position: relative; } .tt h1 { margin: 0; font-size: 24px; letter-spacing: .3em; font-weight: 700; } .tt h1 small { font-size: 14px; letter-spacing: .1em; font-weight: 500; }
      .stamp { position: absolute; left: 260px; top: -2px; white-space: nowrap; border: 3px double #dc2626; color: #dc2626; font-size: 17px; font-weight: 700; letter-spacing: .25em; padding: 2px 6px 2px 12px; transform: rotate(-9deg); opacity: .85; }
      table.meta td { padding: 2px 0 2px 12px; font-size: 9.4px; } table.meta td.l { color: #555; } table.meta tr.re td { color: #dc2626; }
      .note { margin-top: 14px; border: 1px solid #dc2626; background: #fef2f2; padding: 6px 12px; font-size: 8.8px; line-height: 1.7; }
      .to { margin-top: 16px; } .to .n { font-size: 14.5px; font-weight: 700; border-bottom: 1.5px solid ${ink}; padding: 0 30px 2px 0; display: inline-block; } .to .s { margin-top: 4px; font-size: 8.8px; line-height: 1.7; }
      .amt { margin-top: 14px; display: inline-flex; align-items: center; border: 2px solid ${accent}; } .amt .l { background: ${accent}; color: #fff; padding: 6px 14px; font-size: 10.5px; } .amt .v { padding: 2px 20px; font-size: 21px; font-weight: 700; min-width: 210px; text-align: right; }
      table.t { width: 100%; margin-top: 14px; } .t th { background: ${accent}; color: #fff; font-weight: 500; padding: 3px; } .t td { border-bottom: 1px solid #e4e4e7; padding: 4px 6px; }
      .sum { width: 260px; margin: 8px 0 0 auto; } .sum td { padding: 3px 8px; border-bottom: 1px solid #e4e4e7; } .sum tr.g td { font-weight: 700; font-size: 12px; border-bottom: 2px solid ${accent}; }
      .due { margin-top: 10px; font-size: 9.6px; }
      .band { position: absolute; left: 0; right: 0; bottom: 0; background: #f1f1f3; border-top: 3px solid ${accent}; padding: 16px 46px 24px; display: flex; justify-content: space-between; gap: 24px; }
      .band .co { line-height: 1.7; font-size: 8.8px; } .band .co .n { font-size: 13.5px; font-weight: 700; }
      .band .bk { width: 300px; line-height: 1.75; font-size: 8.8px; border-left: 1px solid #c4c4c8; padding-left: 16px; } .band .bk .h { font-weight: 700; color: ${accent}; }`;
    const page = `<div class="wrap"><div class="hd"><div class="tt"><h1>請求書<small>（再発行）</small></h1><div class="stamp">再発行</div></div>
        <table class="meta"><tr class="re"><td class="l">再発行日</td><td>${fmt(reissued)}</td></tr><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">請求書番号</td><td>${d.no}</td></tr></table></div>
      <div class="note">本書は${fmt(d.issue)}付でお送りした請求書（No.${d.no}）の再発行です。内容は原本と同一です。<br>既にお支払いいただいている場合は、二重にお支払いなさいませんようご注意ください。</div>
      <div class="to"><span class="n">${buyer}　御中</span><div class="s">撮影案件：${shoot}<br>ご担当：${r.pick(SURNAMES)[0]} 様</div></div>
      <div style="margin-top:10px">このたびはスタジオをご利用いただき誠にありがとうございました。下記のとおりご請求申し上げます。</div>
      <div class="amt"><span class="l">ご請求金額（税込）</span><span class="v">¥${yen(total)}</span></div>
      <table class="t"><tr><th style="width:46px">撮影日</th><th style="text-align:left">内容</th><th style="width:42px">数量</th><th style="width:38px">単位</th><th style="width:72px">単価</th><th style="width:84px">金額</th></tr>
        ${rows.map((x) => `<tr><td style="text-align:center">${x.md}</td><td>${x.name}</td><td class="num">${x.qty}</td><td style="text-align:center">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <table class="sum"><tr><td>小計</td><td class="num">${yen(sub)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(tax)}</td></tr><tr class="g"><td>合計</td><td class="num">¥${yen(total)}</td></tr></table>
      <div class="due">お支払期限：${fmt(d.due)}（原本から変更はございません）</div>
      <div class="band"><div class="co"><div class="n">${issuer}</div>〒${d.zip} <span class="addr">${d.address}</span><br>TEL ${d.tel}<br>登録番号 ${d.reg}</div>
        <div class="bk"><span class="h">お振込先</span><br>${d.bank.name}　${d.branch.name}${showBranchCode ? `（店番${d.branch.code}）` : ''}<br>${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}</div></div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBranchCode } };
  },
});

// 274 — a 理化学機器・試薬 dealer bills a 国立大学法人's laboratory for what it delivered: the buyer (国立大学法人…大学 御中, the
// 研究科 and 研究室, the professor 先生) at the left, the company's block at the right with a boxed 適格請求書発行事業者登録番号 and its
// 営業担当's mobile, 請求書 with 請求日 in 令和, 請求書No., 貴学発注番号, 納品日 and the 予算 (科研費 and its 課題番号), the university's
// round 検収済 stamp (its own date) over the header, the 御請求金額, the rows (品番 in makers' formats — some like phone numbers —, 品名・
// 規格, メーカー, 数量, 定価 for reference, 単価, 金額), 小計 / 消費税 / 合計, and the お振込先 as a five-column table (金融機関名 | 支店名 |
// 預金種目 | 口座番号 | 口座名義（カナ）), its codes under the names sometimes, the お支払期限 under it.
const RIKA_TRADES = [
  ['理化', 'リカ'],
  ['理化学', 'リカガク'],
  ['サイエンス', 'サイエンス'],
  ['科学', 'カガク'],
];
// [品番, 品名・規格, メーカー, unit, 定価 lo, hi (×10)]
const REAGENTS = [
  ['057-00456', 'エタノール(99.5) 500mL', '富士フイルム和光純薬', '本', 120, 180],
  ['01031-70', 'アセトニトリル HPLC用 3L', '関東化学', '本', 900, 1400],
  ['194-08211', 'トリス(ヒドロキシメチル)アミノメタン 500g', '富士フイルム和光純薬', '本', 700, 1100],
  ['30423-55', 'リン酸緩衝生理食塩水(PBS)錠 100錠', 'ナカライテスク', '箱', 600, 900],
  ['0030 000.870', 'ピペットチップ 200μL ラック入 (96本×10)', 'エッペンドルフ', 'ケース', 800, 1300],
  ['352070', '遠沈管 50mL 滅菌 (25本×20袋)', 'コーニング', 'ケース', 1400, 2200],
  ['3-5321-02', 'ニトリル手袋 Mサイズ (100枚)', 'アズワン', '箱', 70, 120],
  ['F123602G', 'ピペットマン P200', 'ギルソン', '本', 3800, 5200],
  ['1-4564-01', 'パラフィルム PM-996 (100mm×38m)', 'アズワン', '巻', 450, 700],
  ['15596-026', 'TRIzol Reagent 100mL', 'サーモフィッシャー', '本', 3200, 4800],
];
const FACULTIES = [
  ['大学院理学研究科', '化学専攻'],
  ['大学院農学研究科', '応用生命化学専攻'],
  ['工学部', '応用化学科'],
  ['大学院医学研究科', '薬理学分野'],
  ['大学院薬学研究科', '生体分析化学分野'],
];
const KAKEN = ['基盤研究(B)', '基盤研究(C)', '若手研究', '挑戦的研究(萌芽)'];
LAYOUTS.push({
  id: 'L274-rikagaku-daigaku',
  split: 'dev',
  title:
    "理化学機器・試薬 dealer's 請求書 to a 国立大学法人's laboratory: buyer (大学 御中, 研究科, 研究室, 先生) at the left, the company's block at the right with a boxed 登録番号 and the 営業担当's mobile, 請求日 in 令和 / 請求書No. / 貴学発注番号 / 納品日 / 予算 (科研費 課題番号), the university's round 検収済 stamp over the header, the 御請求金額, rows (品番 in makers' formats, 品名・規格, メーカー, 数量, 定価, 単価, 金額), 小計 / 消費税 / 合計, and the お振込先 as a five-column table with the お支払期限 under it",
  exercises:
    "a 理化学機器・試薬 dealer (株式会社…理化 / …サイエンス株式会社 / 有限会社…科学, ㈱ sometimes) bills a 国立大学法人's laboratory (国立大学法人…大学 御中, its 〒 address, the 研究科・専攻, …研究室, the professor … 先生 — none of the fields) for reagents and consumables delivered: the company's block at the RIGHT (name, 〒 address, TEL / FAX — the issuer's fields; 営業担当 and the 担当's mobile — never the issuer_phone; the 適格請求書発行事業者登録番号 in a box — registration_number); 請求書 with a ruled table: 請求日 (令和8年1月31日 — issue_date), 請求書No. (invoice_number), 貴学発注番号 (K…-123456 — never the invoice_number), 納品日, 予算 (科研費 基盤研究(C) 課題番号 25K01234) — none of the others fields; the university's round 検収済 stamp (its 検収センター and its own date, after the 請求日) over the header — not the issue_date; 御請求金額（税込）— total_amount; rows: 品番 in the makers' formats (057-00456, 0030 000.870, 3-5321-02 — some look like telephone numbers, none are fields), 品名・規格, メーカー, 数量, 単位, 定価 (for reference), 単価 (the price charged, below the 定価), 金額 — 小計 / 消費税（10%）/ 合計 — total_amount the 合計 of the 単価, never of the 定価; the お振込先 as a FIVE-COLUMN table (金融機関名 | 支店名 | 預金種目 | 口座番号 | 口座名義（カナ）), the 金融機関コード and 支店コード in brackets under the names sometimes — bank_code and branch_code only when printed (a main bank's code as the rules say) —, holder ｶ)… / …(ｶ half-width or カ）… as printed; お支払期限 under it — due_date",
  opts: (r, inst) => ({
    rates: '10',
    items: 1,
    bank: inst === 0 ? 'other' : 'main',
    checking: inst === 2 ? r.chance(0.5) : undefined,
  }),
  render(d, r) {
    const [stem] = setCompanyWithKana(d, r, RIKA_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    netOrdinary(d);
    const issuer = r.chance(0.7) ? d.issuerName : spelled(d, 'circled');
    const holder = holderPrinted(d, r.pick(['half', 'half', 'full', 'half-big']));
    const [, , area] = placeOf(d.zip);
    d.tel = landlineOn(r, area);
    d.fax = landlineOn(r, area);
    const rep = `${r.pick(SURNAMES)[0]}`;
    const repMobile = mobile(r);
    const univ = `${r.pick(HAN_STEMS.filter(([x]) => x !== stem && x !== '山田'))[0]}大学`;
    const [faculty, dept] = r.pick(FACULTIES);
    const prof = r.pick(SURNAMES)[0];
    const [bz, btown] = r.pick(nearby(d.zip));
    d.buyerZip = bz;
    d.buyerAddress = `${btown}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}`;
    const [y, m] = d.issue;
    d.issue = r.chance(0.5) ? endOfMonth(y, m) : [y, m, r.int(10, 28)];
    d.due = endOfMonth(...addMonths([y, m], 1));
    d.no = r.chance(0.5) ? `${String(y).slice(2)}${pad2(m)}${r.digits(4)}` : `SC-${r.digits(6)}`;
    const order = `K${String(y).slice(2)}-${r.digits(6)}`;
    const delivered = addDays(d.issue, -r.int(3, 9));
    // Decided: the university's 検収済 stamp bears its own date (after the 請求日); issue_date is the 請求日 (as L160's 受付 date).
    const inspected = addDays(d.issue, r.int(2, 6));
    const kaken = `${r.pick(KAKEN)}　課題番号 ${r.int(22, 26)}K${r.digits(5)}`;
    const pool = [...REAGENTS];
    const rows = Array.from({ length: r.int(3, 6) }, () => {
      const [code, name, maker, unit, lo, hi] = pool.splice(r.int(0, pool.length - 1), 1)[0];
      const list = r.int(lo, hi) * 10;
      const price = Math.floor((list * r.pick([0.75, 0.8, 0.85, 0.9])) / 10) * 10;
      const qty = unit === 'ケース' || list > 20000 ? r.int(1, 3) : r.int(1, 12);
      return { code, name, maker, unit, qty, list, price, amount: qty * price };
    });
    const sub = rows.reduce((a, x) => a + x.amount, 0);
    const tax = Math.floor(sub / 10);
    const total = sub + tax;
    const showBankCode = r.chance(0.5);
    const showBranchCode = showBankCode && r.chance(0.8);
    const fmt = DATE_FORMATS.wareki;
    const dot = ([yy, mm, dd]) => `${reiwa(yy)}.${mm}.${dd}`;
    const blue = r.pick(['#1e40af', '#155e75', '#374151']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 8.8px; color: #1f2937; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 40px 44px 0; }
      h1 { margin: 0; text-align: center; font-size: 21px; letter-spacing: 1em; padding-left: 1em; font-weight: 700; }
      .hd { display: flex; justify-content: space-between; margin-top: 18px; }
      .to { width: 360px; font-size: 9.2px; line-height: 1.65; } .to .n { font-size: 14px; font-weight: 700; border-bottom: 1.5px solid #111; display: inline-block; padding: 0 24px 2px 0; margin: 3px 0; }
      .co { position: relative; width: 270px; font-size: 8.8px; line-height: 1.65; } .co .n { font-size: 13.5px; font-weight: 700; }
      .co .reg { margin-top: 4px; border: 1px solid ${blue}; padding: 2px 6px; font-size: 8.2px; } .co .reg b { display: block; font-size: 10px; letter-spacing: .04em; }
      table.meta { margin-top: 14px; width: 100%; border: 1px solid #6b7280; } .meta td { border: 1px solid #9ca3af; padding: 3px 8px; } .meta td.l { background: ${blue}10; width: 86px; color: #374151; }
      .kenshu { position: absolute; left: 520px; top: 268px; width: 84px; height: 84px; border-radius: 50%; border: 2px solid #7c3aed; color: #7c3aed; opacity: .8; transform: rotate(-12deg); text-align: center; font-size: 8px; line-height: 1.25; display: flex; flex-direction: column; justify-content: center; }
      .kenshu b { font-size: 13px; letter-spacing: .15em; border-top: 1px solid #7c3aed; border-bottom: 1px solid #7c3aed; margin: 2px 6px; }
      .amt { margin-top: 14px; display: inline-flex; border: 2px solid ${blue}; } .amt .l { background: ${blue}; color: #fff; padding: 6px 14px; font-size: 10.5px; } .amt .v { padding: 2px 18px; font-size: 20px; font-weight: 700; min-width: 200px; text-align: right; }
      table.t { width: 100%; margin-top: 12px; font-size: 8.4px; } .t th { background: #f3f4f6; border: 1px solid #9ca3af; font-weight: 500; padding: 3px 2px; } .t td { border: 1px solid #d1d5db; padding: 3px 5px; } .t td.lst { color: #6b7280; }
      .sum { width: 260px; margin: 6px 0 0 auto; } .sum td { border: 1px solid #9ca3af; padding: 3px 8px; } .sum td.l { background: #f3f4f6; } .sum tr.g td { font-weight: 700; font-size: 11.5px; }
      .bkh { margin-top: 16px; font-weight: 700; font-size: 9.6px; border-left: 4px solid ${blue}; padding-left: 6px; }
      table.bk { width: 100%; margin-top: 4px; } .bk th { background: ${blue}; color: #fff; font-weight: 500; padding: 3px; border: 1px solid ${blue}; font-size: 8.4px; } .bk td { border: 1px solid #9ca3af; padding: 5px 6px; text-align: center; font-size: 9.4px; } .bk td small { display: block; font-size: 7.6px; color: #4b5563; }
      .nt { margin-top: 12px; font-size: 8.2px; color: #4b5563; line-height: 1.7; }`;
    const bankCell = `${d.bank.name}${showBankCode ? `<small>（金融機関コード ${d.bank.code}）</small>` : ''}`;
    const branchCell = `${d.branch.name}${showBranchCode ? `<small>（支店コード ${d.branch.code}）</small>` : ''}`;
    const page = `<div class="wrap"><h1>請求書</h1>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">国立大学法人${univ}　御中</span><br>${faculty}　${dept}<br>${prof}研究室　${prof} 先生</div>
        <div class="co"><div class="n">${issuer}</div>〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>営業担当　${rep}（携帯 ${repMobile}）
          <div class="reg">適格請求書発行事業者登録番号<b>${d.reg}</b></div></div></div>
      <table class="meta"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td><td class="l">請求書No.</td><td>${d.no}</td></tr>
        <tr><td class="l">貴学発注番号</td><td>${order}</td><td class="l">納品日</td><td>${fmt(delivered)}</td></tr>
        <tr><td class="l">予算</td><td colspan="3">科研費　${kaken}</td></tr></table>
      <div class="kenshu">${univ}<b>検収済</b>${dot(inspected)}<br>検収センター</div>
      <div style="margin-top:12px">毎度格別のご高配を賜り厚く御礼申し上げます。下記のとおりご請求申し上げます。</div>
      <div class="amt"><span class="l">御請求金額（税込）</span><span class="v">¥${yen(total)}</span></div>
      <table class="t"><tr><th style="width:78px">品番</th><th>品名・規格</th><th style="width:96px">メーカー</th><th style="width:30px">数量</th><th style="width:42px">単位</th><th style="width:60px">定価</th><th style="width:60px">単価</th><th style="width:72px">金額</th></tr>
        ${rows.map((x) => `<tr><td>${x.code}</td><td>${x.name}</td><td style="font-size:7.8px">${x.maker}</td><td class="num">${x.qty}</td><td style="text-align:center">${x.unit}</td><td class="num lst">${yen(x.list)}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`).join('')}</table>
      <table class="sum"><tr><td class="l">小計</td><td class="num">${yen(sub)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(tax)}</td></tr><tr class="g"><td class="l">合計</td><td class="num">¥${yen(total)}</td></tr></table>
      <div class="bkh">お振込先</div>
      <table class="bk"><tr><th>金融機関名</th><th>支店名</th><th>預金種目</th><th>口座番号</th><th>口座名義（カナ）</th></tr>
        <tr><td>${bankCell}</td><td>${branchCell}</td><td>${TYPE_LABEL[d.type]}</td><td>${d.account}</td><td>${holder}</td></tr></table>
      <div style="margin-top:6px;font-size:9.4px">お支払期限　${fmt(d.due)}</div>
      <div class="nt">※定価は参考価格です。※毒物・劇物は別途譲受書をご提出いただいております。<br>※本請求書の内容は納品書（${fmt(delivered)}付）と同一です。ご不明な点は営業担当までお問い合わせください。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total, showBankCode, showBranchCode } };
  },
});
