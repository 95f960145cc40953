// Invoice corpus layouts L179–L184: each pushed onto core.mjs's LAYOUTS, in order.
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
import { regHyphen } from './layouts-013-018.mjs';
import { kakuin, landline, shuffle, weekday, zen } from './layouts-019-028.mjs';
import { abbreviated, setCorp } from './layouts-029-034.mjs';
import { addrHtml, ordinaryAtNetBank } from './layouts-035-040.mjs';
import { kanjiNum } from './layouts-047-052.mjs';
import { prefOf } from './layouts-053-058.mjs';
import { cityOf, relocate } from './layouts-089-094.mjs';
import { addMonths } from './layouts-095-100.mjs';
import { warekiPad } from './layouts-125-130.mjs';
import { localBank, zenNum } from './layouts-143-148.mjs';
import { KANJI_STEMS, textSeal } from './layouts-167-172.mjs';

// ---- 179–184: written blind as the twenty-eighth round's fresh set, measured once (ADR 0025), now dev.

// 179 — a 動物病院 (a sole proprietor under its 屋号 …動物病院 with its 院長, or a company as its 開設者 running a …動物医療センター)
// bills a 盲導犬協会, a 警察犬訓練所 or a 警備会社 for a month's care of its dogs on a 診療費 ご請求書（法人様）printed from its
// 電子カルテ: a paw-print logo and the hospital's name at the top, 請求書No. / 請求日 / お支払期限 / 今回ご請求額 in a ruled block at the
// right, then one block per dog (its name, 犬種, 性別, 年齢, カルテNo. and 15-digit マイクロチップ番号 in the block's head) with a row per
// 診療 line (診療日, 項目, 数量, 単価 and 金額 税込), the 狂犬病予防注射 followed by its 注射済票交付手数料 (paid to the city, 不課税) sometimes;
// the hospital at the foot at the left (院長 or 開設者, 〒 address, TEL/FAX and a 夜間・救急 mobile, 登録番号) under its seal, the totals at the
// right (10%対象 税込 with its 内消費税, 立替金 不課税, 合計ご請求額), the 振込先 across the page; 西暦 or 令和 dates.
const VET_BUYERS = [
  '公益財団法人{s}盲導犬協会',
  '一般財団法人{s}介助犬協会',
  '株式会社{s}警察犬訓練所',
  '{s}警備保障株式会社',
  '株式会社{s}ドッグスクール',
];
const VET_DOGS = ['ハル', 'ソラ', 'マロン', 'レオ', 'リク', 'モモ', 'ルーク', 'クッキー', 'ベル', 'ジャック', 'エマ', 'ノア'];
const VET_BREEDS = [
  'ラブラドール・レトリーバー',
  'ゴールデン・レトリーバー',
  'ジャーマン・シェパード',
  'ラブラドール×ゴールデン',
  'ボーダー・コリー',
];
const VET_SEX = ['オス', 'メス', '去勢オス', '避妊メス'];
// [項目, 単位, 単価 税込 lo–hi (10-yen steps), 数量 hi]
const VET_ITEMS = [
  ['混合ワクチン（8種）', '回', 8800, 9900, 1],
  ['血液検査（一般・生化学）', '式', 8800, 14300, 1],
  ['フィラリア抗原検査', '回', 2750, 3300, 1],
  ['レントゲン検査（2方向）', '式', 5500, 8800, 1],
  ['皮下点滴', '回', 2200, 3300, 1],
  ['外耳処置・洗浄', '回', 1100, 2200, 1],
  ['内服薬（抗生剤）7日分', '包', 1650, 3300, 2],
  ['点眼薬', '本', 1320, 2200, 2],
  ['ノミ・ダニ予防薬（20〜40kg）', '錠', 2420, 3300, 3],
  ['療法食（関節サポート）3kg', '袋', 6600, 8800, 2],
  ['爪切り・肛門腺絞り', '回', 1100, 1650, 1],
  ['股関節X線検査（鎮静下）', '式', 16500, 27500, 1],
  ['心電図検査', '回', 3300, 5500, 1],
];
const VET_TRADES = [
  ['アニマルメディカル', 'アニマルメディカル'],
  ['どうぶつ医療', 'ドウブツイリョウ'],
  ['ペットクリニック', 'ペットクリニック'],
];
LAYOUTS.push({
  id: 'L179-doubutsu-byouin',
  split: 'dev',
  title:
    "動物病院's monthly 診療費 ご請求書 to a 盲導犬協会 or 警察犬訓練所: one block per dog with its カルテNo. and 15-digit マイクロチップ番号, prices 税込 with the 内消費税, a 注射済票交付手数料 不課税 after the 狂犬病予防注射, a 夜間・救急 mobile beside the TEL",
  exercises:
    "a 動物病院 (a sole proprietor under its 屋号 富士見動物病院 / 佐藤動物病院 with 院長 獣医師 and the name, or a company — 株式会社…アニマルメディカル — printed as the 開設者 of its …動物医療センター, the hospital's name set large) bills a 盲導犬協会 / 介助犬協会 / 警察犬訓練所 / 警備会社 for a month's care of its dogs on a 診療費 ご請求書（法人様）printed from its 電子カルテ: a paw-print logo with the hospital's name and ANIMAL HOSPITAL at the top left, the title at the right, the buyer's 〒 address and name with 御中, ご担当 and the 対象期間 at the left, 請求書No. / 請求日 / お支払期限 / 今回ご請求額 in a ruled block at the right, one block per dog — its head a tinted bar with the name, 犬種, 性別 and 年齢, カルテNo. and the 15-digit マイクロチップ番号 (392…) — a row per line (診療日 1/8（木）, 項目 再診料 / 混合ワクチン / 血液検査 / 内服薬 / 療法食 …, 数量, 単位, 単価 and 金額 税込), the 狂犬病予防注射 followed by its 注射済票交付手数料（…市へ納付・不課税）sometimes, a 小計 per dog; at the foot the hospital at the left (院長 or 開設者 and 管理獣医師, 〒 address, TEL/FAX, a 夜間・救急 mobile number, 登録番号) under a red seal, the totals at the right (10%対象（税込）with （うち消費税）, 立替金（不課税）, 合計ご請求額 — their sum), the お振込先 across the page (holder the 屋号's kana with the 院長's, or ｶ)…, half-width or full) and notes; 西暦 or 令和 dates",
  opts: (r, inst) => ({ sole: inst !== 1, rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    const [stem, stemKana] = r.pick(KANJI_STEMS);
    let hospital;
    let holderBase;
    let vet;
    if (d.sole) {
      const [sn] = d.person.split(' ');
      const snk = d.holderBase.split(' ')[0];
      const byStem = r.chance(0.5);
      hospital = byStem ? `${stem}動物病院` : `${sn}動物病院`;
      d.yago = hospital;
      d.issuerName = hospital;
      holderBase = r.chance(0.6) ? `${byStem ? stemKana : snk}ドウブツビョウイン ${d.holderBase}` : d.holderBase;
      vet = d.person;
    } else {
      setCorp(d, r, VET_TRADES, [
        ['株式会社', 'カ'],
        ['株式会社', 'カ'],
        ['合同会社', 'ド'],
      ]);
      hospital = `${stem}${r.pick(['動物医療センター', 'どうぶつ病院', '動物病院'])}`;
      holderBase = d.holderBase;
      vet = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    }
    landline(d);
    ordinaryAtNetBank(d);
    if (r.chance(0.7)) d.type = 2;
    const night = `0${r.pick(['90', '80', '70'])}-${r.digits(4)}-${r.digits(4)}`;
    // The month billed: the 請求日's own when it is its last day, else the one before.
    const [y, m] = d.issue[2] >= 28 ? d.issue : addMonths(d.issue, -1);
    const close = endOfMonth(y, m);
    d.issue = r.chance(0.5) || close[1] === 12 ? close : addDays(close, r.int(1, 6));
    const nm = addMonths(d.issue, 1);
    d.due = r.chance(0.6) ? endOfMonth(...nm) : [...nm, 20];
    d.no = `${r.pick(['V', 'AH', 'KR'])}${String(y).slice(2)}${pad2(m)}-${r.digits(4)}`;
    const [bs] = r.pick(KANJI_STEMS.filter(([s]) => s !== stem));
    d.buyerName = r.pick(VET_BUYERS).replace('{s}', bs);
    const city = cityOf(d.address);
    // The dogs and their visits: two or three dogs, one or two visits each, a 再診料 and one or two lines a visit.
    const nDogs = r.int(2, 3);
    const dogNames = shuffle(r, VET_DOGS).slice(0, nDogs);
    // The hospital's price list: one price an item, the same for every dog.
    const prices = new Map(VET_ITEMS.map(([item, , lo, hi]) => [item, r.int(lo / 10, hi / 10) * 10]));
    const revisit = r.pick([880, 990, 1100]);
    const rabiesFee = r.pick([3300, 3520, 3850]);
    const dogs = dogNames.map((name) => {
      const visits = r.int(1, nDogs === 3 ? 1 : 2);
      const days = shuffle(
        r,
        Array.from({ length: close[2] }, (_, i) => [y, m, i + 1]).filter((dt) => weekday(dt) !== '日'),
      )
        .slice(0, visits)
        .sort((a, b) => a[2] - b[2]);
      let rabies = r.chance(0.4);
      const rows = [];
      for (const dt of days) {
        rows.push({ dt, name: '再診料', qty: 1, unit: '回', price: revisit, tax: true });
        for (const [item, unit, , , qhi] of shuffle(r, VET_ITEMS).slice(0, r.int(1, 2)))
          rows.push({ dt: null, name: item, qty: r.int(1, qhi), unit, price: prices.get(item), tax: true });
        if (rabies) {
          rows.push({ dt: null, name: '狂犬病予防注射', qty: 1, unit: '回', price: rabiesFee, tax: true });
          rows.push({
            dt: null,
            name: `注射済票交付手数料（${city}へ納付・不課税）`,
            qty: 1,
            unit: '件',
            price: 550,
            tax: false,
          });
          rabies = false;
        }
      }
      for (const x of rows) x.amount = x.qty * x.price;
      return {
        name,
        breed: r.pick(VET_BREEDS),
        sex: r.pick(VET_SEX),
        age: r.int(1, 11),
        chart: r.digits(6),
        chip: `392${r.pick(['14', '15', '09'])}${r.digits(10)}`,
        rows,
      };
    });
    const all = dogs.flatMap((x) => x.rows);
    const incl = all.filter((x) => x.tax).reduce((t, x) => t + x.amount, 0);
    const fees = all.filter((x) => !x.tax).reduce((t, x) => t + x.amount, 0);
    const inner = Math.floor((incl * 10) / 110);
    const total = incl + fees;
    d.items = all.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    const fmt = r.pick([DATE_FORMATS.seireki, DATE_FORMATS.seirekiPad, DATE_FORMATS.wareki, DATE_FORMATS.slash]);
    const md = (dt) => `${dt[1]}/${dt[2]}（${weekday(dt)}）`;
    const issuer = d.sole ? hospital : r.chance(0.7) ? d.issuerName : abbreviated(d, r.pick([0, 1, 2]));
    const holder = holderPrinted({ holderBase }, r.pick(['half', 'half', 'full', 'half-big']));
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const accent = r.pick(['#2a8c82', '#3c78b4', '#c0703a', '#5a8f3c']);
    const tint = { '#2a8c82': '#e4f3f1', '#3c78b4': '#e6eff8', '#c0703a': '#f8ece3', '#5a8f3c': '#ebf4e5' }[accent];
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 10px; color: #223; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 34px 48px 0; }
      .top { display: flex; justify-content: space-between; align-items: center; border-bottom: 3px solid ${accent}; padding-bottom: 8px; }
      .logo { display: flex; align-items: center; gap: 12px; } .paw { position: relative; width: 42px; height: 42px; }
      .paw i { position: absolute; background: ${accent}; border-radius: 50%; }
      .logo .nm { font-size: 21px; font-weight: 700; color: ${accent}; letter-spacing: .06em; line-height: 1.2; } .logo .en { font-size: 8.5px; letter-spacing: .35em; color: #678; }
      .ttl { text-align: right; } .ttl b { display: block; font-size: 18px; letter-spacing: .14em; } .ttl span { color: #567; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 12px; }
      .to { line-height: 1.7; } .to .n { font-size: 14.5px; font-weight: 700; border-bottom: 1px solid #223; display: inline-block; padding-right: 24px; }
      .mt { border-collapse: collapse; } .mt td { border: 1px solid #9aa8b0; padding: 2px 9px; } .mt td.l { background: ${tint}; }
      .mt tr.t td { font-size: 13.5px; font-weight: 700; border: 2px solid #223; }
      .pet { margin-top: 9px; border: 1px solid #9aa8b0; } .pet .h { background: ${tint}; padding: 3px 8px; display: flex; justify-content: space-between; border-bottom: 1px solid #9aa8b0; }
      .pet .h b { font-size: 11.5px; } .pet .h .id { font-family: 'Noto Sans Mono CJK JP'; font-size: 9.5px; }
      .pet table { width: 100%; border-collapse: collapse; } .pet th { font-weight: normal; color: #567; border-bottom: 1px solid #c5ced3; padding: 1px 8px; text-align: left; white-space: nowrap; }
      .pet th.num { text-align: right; } .pet td { padding: 1px 8px; border-bottom: 1px dotted #c5ced3; } .pet tr.s td { border-bottom: 0; font-weight: 700; }
      .ft { display: flex; justify-content: space-between; align-items: flex-start; gap: 18px; margin-top: 14px; }
      .co { position: relative; width: 340px; line-height: 1.65; font-size: 9.6px; } .co .nm { font-size: 14px; font-weight: 700; }
      .sum { border-collapse: collapse; min-width: 310px; } .sum td { padding: 3px 10px; border-bottom: 1px solid #c5ced3; } .sum td.num { width: 110px; }
      .sum tr.t td { font-size: 14px; font-weight: 700; border-top: 2px solid #223; border-bottom: 2px solid #223; }
      .bank { margin-top: 12px; border: 1.5px solid ${accent}; padding: 6px 12px; line-height: 1.7; } .bank b { color: ${accent}; }
      .note { margin-top: 6px; font-size: 8.8px; color: #556; line-height: 1.65; }`;
    const paw = [
      [13, 19, 18, 16],
      [2, 9, 9, 11],
      [11, 1, 9, 11],
      [22, 1, 9, 11],
      [31, 9, 9, 11],
    ]
      .map(([l, t, w, h]) => `<i style="left:${l}px;top:${t}px;width:${w}px;height:${h}px"></i>`)
      .join('');
    const blocks = dogs
      .map((dog) => {
        const sub = dog.rows.reduce((t, x) => t + x.amount, 0);
        const body = dog.rows
          .map(
            (x) =>
              `<tr><td style="width:78px">${x.dt ? md(x.dt) : ''}</td><td>${x.name}</td><td class="num" style="width:40px">${x.qty}</td><td style="width:38px">${x.unit}</td><td class="num" style="width:72px">${yen(x.price)}</td><td class="num" style="width:80px">${yen(x.amount)}</td></tr>`,
          )
          .join('');
        return `<div class="pet"><div class="h"><span><b>${dog.name}</b>　${dog.breed}／${dog.sex}／${dog.age}歳</span><span class="id">カルテNo. ${dog.chart}　MC ${dog.chip}</span></div>
          <table><tr><th>診療日</th><th>項目</th><th class="num">数量</th><th>単位</th><th class="num">単価（税込）</th><th class="num">金額（税込）</th></tr>${body}
          <tr class="s"><td></td><td>小計（${dog.name}）</td><td></td><td></td><td></td><td class="num">${yen(sub)}</td></tr></table></div>`;
      })
      .join('');
    const sums = [
      ['', '10%対象（税込）', yen(incl)],
      ['', '　（うち消費税 10%）', `(${yen(inner)})`],
      ...(fees ? [['', '立替金（不課税）', yen(fees)]] : []),
      ['t', '合計ご請求額', `¥${yen(total)}`],
    ];
    const who = d.sole ? `院長　獣医師　${vet}` : `開設者　${issuer}<br>管理獣医師　${vet}`;
    const sealText = d.sole ? `${hospital}之印` : `${d.corpBody}之印`;
    const page = `<div class="wrap"><div class="top"><div class="logo"><div class="paw">${paw}</div><div><div class="nm">${hospital}</div><div class="en">ANIMAL HOSPITAL</div></div></div>
        <div class="ttl"><b>診療費 ご請求書</b><span>（法人様・月次）</span></div></div>
      <div class="hd"><div class="to">〒${d.buyerZip}　${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>ご担当　${d.buyerPerson}　様<br>対象期間　${fmt([y, m, 1])}〜${fmt(close)}</div>
        <table class="mt"><tr><td class="l">請求書No.</td><td>${d.no}</td></tr><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">お支払期限</td><td>${fmt(d.due)}</td></tr><tr class="t"><td class="l">今回ご請求額</td><td class="num">¥${yen(total)}</td></tr></table></div>
      <div style="margin-top:10px">いつも当院をご利用いただき、ありがとうございます。${m}月分の診療費を下記のとおりご請求申し上げます。</div>
      ${blocks}
      <div class="ft"><div class="co"><div class="nm">${hospital}</div>${who}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>夜間・救急　${night}（診療時間外）<br>登録番号　${reg}
          ${textSeal(sealText, 3, `right: ${r.int(0, 30)}px; top: ${r.int(-6, 10)}px; width: 58px; height: 58px; opacity: .7;`)}</div>
        <table class="sum">${sums.map(([c, l, v]) => `<tr${c ? ` class="${c}"` : ''}><td>${l}</td><td class="num">${v}</td></tr>`).join('')}</table></div>
      <div class="bank"><b>お振込先</b>　${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}</div>
      <div class="note">※金額はすべて消費税込みの表示です。${fees ? `注射済票交付手数料は${city}へ納付する手数料の立替金のため、消費税の対象外です。` : ''}<br>※振込手数料は貴団体にてご負担をお願いいたします。ご不明な点は受付（TEL ${d.tel}）までお問い合わせください。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder, total } };
  },
});

// 180 — a 造船所 on the Inland Sea or in 佐世保 (株式会社…造船 / …造船所 / …ドック / …船渠, 有限会社 sometimes) bills a ship's 船主
// for the 修繕工事 done in its dock, the bill sent in care of the 船舶管理会社 (… 気付): 修繕工事代金 御請求書 in 明朝, 請求日 /
// 請求書番号 / 工事番号 at the top right, the 船主 with 御中 and the 管理会社 気付 with its 〒 address at the left, the yard at the right
// (代表取締役, 本社工場 〒 address, TEL/FAX, 修繕営業部 担当, 登録番号) under its 角印, a ruled 船舶要目 box (船名 第八北斗丸, 船種, 総トン数,
// 船舶番号, IMO番号 or ―, 船籍港, 入渠期間, 検査種別), 御請求金額 boxed, the works under Ⅰ 基本工事（見積No. …）and Ⅱ 追加工事 (入渠料,
// 渠中停泊料 by the day, 船底 洗浄・塗装 by the ㎡, プロペラ, 主機関 by the 気筒, 亜鉛板 by the 枚; 外板切替 by the kg, 配管 by the m …),
// 基本工事計 / 追加工事計 / 出精値引 △ / 差引合計（税抜）/ 消費税 / 御請求金額, 支払条件 and the 振込先 (a bank of the yard's prefecture
// without codes, or a city bank); 令和 or 西暦 dates.
const ZOSEN_TRADES = [
  ['造船', 'ゾウセン'],
  ['造船所', 'ゾウセンショ'],
  ['ドック', 'ドック'],
  ['船渠', 'センキョ'],
  ['造船工業', 'ゾウセンコウギョウ'],
];
// [〒, town, area code, 港]
const ZOSEN_TOWNS = [
  ['794-0028', '愛媛県今治市北宝来町', '0898', '今治'],
  ['722-0022', '広島県尾道市栗原町', '0848', '尾道'],
  ['722-2323', '広島県尾道市因島土生町', '0845', '尾道'],
  ['737-0029', '広島県呉市宝町', '0823', '呉'],
  ['857-0851', '長崎県佐世保市稲荷町', '0956', '佐世保'],
];
const ZOSEN_BANKS = {
  愛媛県: ['伊予銀行', '愛媛銀行', '愛媛信用金庫'],
  広島県: ['広島銀行', 'もみじ銀行', 'しまなみ信用金庫', '呉信用金庫'],
  長崎県: ['十八親和銀行', '長崎銀行'],
};
const ZOSEN_OWNERS = ['{s}海運株式会社', '有限会社{s}汽船', '{s}マリン株式会社', '株式会社{s}海運', '{s}商船株式会社'];
const ZOSEN_MANAGERS = ['株式会社{s}シップマネジメント', '{s}船舶管理株式会社', '{s}マリンサービス株式会社'];
// [船種, 総トン数 choices]
const ZOSEN_SHIPS = [
  ['一般貨物船', [199, 499, 749]],
  ['石灰石専用船', [499, 1600, 3500]],
  ['内航ケミカルタンカー', [199, 499, 749]],
  ['油送船', [499, 749, 1000]],
  ['砂利運搬船', [199, 499]],
];
LAYOUTS.push({
  id: 'L180-zousen-shuuri',
  split: 'dev',
  title:
    "造船所's 修繕工事代金 御請求書 to a 船主 in care of its 船舶管理会社 (気付): a 船舶要目 box (船名, 総トン数, 船舶番号, IMO番号, 入渠期間), Ⅰ 基本工事 and Ⅱ 追加工事 by the ㎡, 気筒, kg and m, a 出精値引 △ before the 消費税, 工事番号 beside the 請求書番号",
  exercises:
    "a 造船所 (株式会社…造船 / …造船所 / …ドック / …船渠 / …造船工業 in 今治, 尾道, 因島, 呉 or 佐世保, 有限会社 sometimes, ㈱ sometimes) bills a ship's 船主 (…海運 / …汽船 / …商船) for a 修繕工事, the bill sent in care of its 船舶管理会社: 修繕工事代金 御請求書 centred in 明朝, 請求日 / 請求書番号 / 工事番号 (S-123 or 第26-45号) at the top right, the 船主 with 御中 and under it （船舶管理会社 …シップマネジメント 気付）with that company's 〒 address at the left, the yard at the right (代表取締役, 本社工場 〒 address with a 丁目・番・号 or 番地, TEL/FAX, 修繕営業部 担当, 登録番号) under a 角印, a ruled 船舶要目 box (船名 第八北斗丸, 船種, 総トン数 499トン, 船舶番号 six digits, IMO番号 seven digits or ―, 船籍港, 入渠期間 from–to, 検査種別 定期検査 / 中間検査 / 臨時修繕), 御請求金額（消費税込）boxed, a table of works under Ⅰ 基本工事（見積No. …）— 入渠料（上架・下架）, 渠中停泊料 by the 日, 船底外板 高圧水洗浄 and 船底塗装 by the ㎡, プロペラ研磨, 舵, 主機関 ピストン抜出し整備 by the 気筒, 防食亜鉛板 by the 枚 … — and Ⅱ 追加工事 (外板 部分切替 by the kg, 燃料油管 取替 by the m, 航海灯 LED化, 係船ロープ) sometimes, then 基本工事計 / 追加工事計 / 出精値引 △ (sometimes) / 差引合計（税抜）/ 消費税（10%）/ 御請求金額 — the amount to pay, 支払条件 (月末締め 翌月末 現金振込) with the お支払期日, and the お振込先 (a bank or 信用金庫 of the yard's prefecture without codes, or a city bank; 当座 or 普通; holder ｶ)…ｿﾞｳｾﾝ half-width mostly); 令和 or 西暦 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 1 ? 'main' : 'other' }),
  render(d, r) {
    setCorp(d, r, ZOSEN_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['有限会社', 'ユ'],
    ]);
    const [zip, town, area, port] = r.pick(ZOSEN_TOWNS);
    const pref = prefOf(town);
    d.zip = zip;
    d.address = r.chance(0.5)
      ? `${town}${r.int(1, 5)}丁目${r.int(1, 30)}番${r.int(1, 20)}号`
      : `${town}${r.int(100, 3999)}番地${r.chance(0.4) ? r.int(1, 9) : ''}`;
    const local =
      area.length === 4 ? `${r.int(2, 9)}${r.digits(1)}-${r.digits(4)}` : `${r.int(2, 9)}${r.digits(2)}-${r.digits(4)}`;
    d.tel = `${area}-${local}`;
    d.fax = `${area}-${local.slice(0, -1)}${(Number(local.slice(-1)) + 1) % 10}`;
    if (d.bank.main) {
      // A yard banks with a city bank's branch, not a net or trust bank.
      if (!['0001', '0005', '0009', '0010'].includes(d.bank.code)) {
        const code = r.pick(['0001', '0005', '0009']);
        d.bank = { name: MAIN_PRINTED[code], code, main: true };
      }
      const br = r.pick(['広島支店', '松山支店', '今治支店', '福山支店', '長崎支店', '本店']);
      d.branch = { name: br, code: br === '本店' ? '001' : `${r.int(1, 8)}${r.digits(2)}` };
    } else localBank(d, r, ZOSEN_BANKS[pref]);
    d.type = r.chance(0.5) ? 1 : 2;
    const [os] = r.pick(KANJI_STEMS);
    const [ms] = r.pick(STEMS.filter(([s]) => s !== os));
    d.buyerName = r.pick(ZOSEN_OWNERS).replace('{s}', os);
    const manager = r.pick(ZOSEN_MANAGERS).replace('{s}', ms);
    const [shipStem] = r.pick(KANJI_STEMS);
    const ship = r.chance(0.7) ? `第${kanjiNum(r.int(1, 18))}${shipStem}丸` : `${shipStem}丸`;
    const [kind, tons] = r.pick(ZOSEN_SHIPS);
    const gt = r.pick(tons);
    const shipNo = String(r.int(130000, 145999));
    const imo = gt >= 500 ? `${r.int(9100000, 9899999)}` : '―';
    const homePort = r.pick(['今治', '尾道', '呉', '神戸', '大阪', '北九州', '東京', '徳島', port]);
    const exam = r.pick(['定期検査', '中間検査', '中間検査', '臨時修繕']);
    // Out of the dock a few days before the 請求日.
    const undock = addDays(d.issue, -r.int(3, 20));
    const days = r.int(5, 14);
    const dock = addDays(undock, -(days - 1));
    d.due = endOfMonth(...addMonths(d.issue, 1));
    const workNo = r.chance(0.5) ? `S-${r.int(100, 999)}` : `第${String(d.issue[0]).slice(2)}-${r.int(10, 99)}号`;
    const quote = `M${String(dock[0]).slice(2)}-${r.digits(4)}`;
    const hull = r.int(6, 24) * 100;
    const base = [
      { name: '入渠料（上架・下架）', qty: 1, unit: '式', price: r.int(30, 90) * 10000 },
      { name: '渠中停泊料', qty: days, unit: '日', price: r.int(15, 40) * 1000 },
      { name: '船底外板 高圧水洗浄', qty: hull, unit: '㎡', price: r.int(25, 40) * 10 },
      { name: '船底塗装（A/C 2回・A/F 2回）', qty: hull, unit: '㎡', price: r.int(140, 260) * 10 },
      ...shuffle(r, [
        { name: 'プロペラ研磨・取外し検査', qty: 1, unit: '式', price: r.int(18, 45) * 10000 },
        { name: '舵・舵軸 開放検査', qty: 1, unit: '式', price: r.int(25, 60) * 10000 },
        { name: '主機関 ピストン抜出し整備', qty: r.pick([6, 6, 8]), unit: '気筒', price: r.int(28, 52) * 10000 },
        { name: '海水ポンプ 開放整備', qty: r.int(1, 3), unit: '台', price: r.int(6, 15) * 10000 },
        { name: '防食亜鉛板 取替', qty: r.int(20, 80), unit: '枚', price: r.int(350, 680) * 10 },
        { name: '錨・錨鎖 計測', qty: 1, unit: '式', price: r.int(8, 20) * 10000 },
        { name: 'シーチェスト 開放掃除', qty: r.int(2, 4), unit: '箇所', price: r.int(3, 8) * 10000 },
        { name: '船級検査 立会い・書類作成', qty: 1, unit: '式', price: r.int(5, 15) * 10000 },
      ]).slice(0, r.int(3, 5)),
    ];
    const extra = shuffle(r, [
      { name: '外板 部分切替（SS400 t=12）', qty: r.int(150, 900), unit: 'kg', price: r.int(180, 320) * 10 },
      { name: '燃料油管 取替（SGP 25A）', qty: r.int(4, 30), unit: 'm', price: r.int(80, 160) * 100 },
      { name: '航海灯 LED化 取替', qty: r.int(2, 5), unit: '灯', price: r.int(28, 65) * 1000 },
      { name: '甲板 錆打ち・タッチアップ塗装', qty: r.int(50, 300), unit: '㎡', price: r.int(90, 180) * 10 },
      { name: '係船ロープ 取替（φ50×200m）', qty: r.int(1, 4), unit: '本', price: r.int(18, 36) * 10000 },
    ]).slice(0, r.pick([0, 1, 2, 3]));
    for (const x of [...base, ...extra]) x.amount = x.qty * x.price;
    const baseSum = base.reduce((t, x) => t + x.amount, 0);
    const extraSum = extra.reduce((t, x) => t + x.amount, 0);
    const gross = baseSum + extraSum;
    let discount = 0;
    if (r.chance(0.7)) {
      discount = (gross % 10000) + r.pick([0, 10000, 50000, 100000]);
      if (discount * 10 > gross) discount = gross % 10000;
    }
    d.items = [
      ...[...base, ...extra].map((x) => ({ name: x.name, amount: x.amount, rate: 10 })),
      ...(discount ? [{ name: '出精値引', amount: -discount, rate: 10 }] : []),
    ];
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = r.pick([DATE_FORMATS.wareki, DATE_FORMATS.wareki, warekiPad, DATE_FORMATS.seireki]);
    const issuer = r.chance(0.7) ? d.issuerName : abbreviated(d, r.pick([0, 1]));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const staff = `${r.pick(SURNAMES)[0]}`;
    const pres = `${r.pick(SURNAMES)[0]} ${r.pick(GIVEN)[0]}`;
    const mp = r.pick(PLACES);
    const mAddr = `${mp[1]}${r.int(1, 5)}-${r.int(1, 20)}-${r.int(1, 30)}${r.pick(BUILDINGS)}`;
    const n2 = (n) => n.toLocaleString('en-US');
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 10px; color: #1b1b1b; line-height: 1.55; }
      .wrap { position: relative; height: 1123px; padding: 36px 50px 0; }
      .meta { display: flex; justify-content: flex-end; } .meta table { border-collapse: collapse; } .meta td { padding: 0 0 0 12px; }
      h1 { text-align: center; font-size: 23px; letter-spacing: .35em; margin: 6px 0 10px; font-weight: 700; }
      h1 span { display: inline-block; border-bottom: 3px double #1b1b1b; padding: 0 6px 2px 14px; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .to { width: 350px; line-height: 1.7; } .to .n { font-size: 15px; font-weight: 700; border-bottom: 1px solid #1b1b1b; display: inline-block; padding-right: 24px; }
      .co { position: relative; width: 300px; font-size: 9.5px; line-height: 1.6; } .co .nm { font-size: 15px; font-weight: 700; letter-spacing: .04em; }
      .ship { width: 100%; border-collapse: collapse; margin-top: 10px; } .ship th { background: #eef1f5; border: 1px solid #666; font-weight: normal; padding: 2px 6px; white-space: nowrap; width: 70px; }
      .ship td { border: 1px solid #666; padding: 2px 8px; }
      .amt { display: flex; margin-top: 10px; border: 2px solid #1b1b1b; width: 470px; } .amt div { padding: 5px 12px; } .amt .l { background: #eef1f5; border-right: 1px solid #1b1b1b; }
      .amt .v { flex: 1; text-align: right; font-size: 19px; font-weight: 700; }
      .det { width: 100%; border-collapse: collapse; margin-top: 10px; } .det th { background: #eef1f5; border: 1px solid #666; font-weight: normal; padding: 2px; }
      .det td { border: 1px solid #999; padding: 2px 6px; } .det tr.g td { background: #f7f7f4; font-weight: 700; } .det tr.k td { background: #fbfbf8; }
      .det td.c { text-align: center; }
      .sum { border-collapse: collapse; margin: 8px 0 0 auto; min-width: 320px; } .sum td { border: 1px solid #999; padding: 2px 10px; } .sum td.num { width: 130px; }
      .sum tr.t td { font-weight: 700; font-size: 14px; border: 2px solid #1b1b1b; }
      .pay { margin-top: 10px; border: 1px solid #666; padding: 6px 12px; line-height: 1.75; }`;
    const rowsHtml = (xs) =>
      xs
        .map(
          (x, i) =>
            `<tr><td class="c">${i + 1}</td><td>${x.name}</td><td class="num">${n2(x.qty)}</td><td class="c">${x.unit}</td><td class="num">${yen(x.price)}</td><td class="num">${yen(x.amount)}</td></tr>`,
        )
        .join('');
    const sums = [
      ['', '基本工事計', yen(baseSum)],
      ...(extra.length ? [['', '追加工事計', yen(extraSum)]] : []),
      ...(discount ? [['', '出精値引', `△${yen(discount)}`]] : []),
      ['', '差引合計（税抜）', yen(s.subtotal)],
      ['', '消費税（10%）', yen(s.tax)],
      ['t', '御請求金額', `¥${yen(s.total)}`],
    ];
    const page = `<div class="wrap"><div class="meta"><table><tr><td>請求日</td><td>${fmt(d.issue)}</td></tr><tr><td>請求書番号</td><td>${d.no}</td></tr><tr><td>工事番号</td><td>${workNo}</td></tr></table></div>
      <h1><span>修繕工事代金 御請求書</span></h1>
      <div class="hd"><div class="to">船主<br><span class="n">${d.buyerName}　御中</span><br>（船舶管理会社　${manager}　気付）<br>〒${mp[0]}　<span class="addr">${mAddr}</span></div>
        <div class="co"><div class="nm">${issuer}</div>代表取締役　${pres}<br>本社工場　〒${d.zip}<br><span class="addr">${d.address}</span><br>TEL ${d.tel}　FAX ${d.fax}<br>修繕営業部　担当 ${staff}<br>登録番号　${d.reg}
          ${kakuin(d, `right: ${r.int(0, 24)}px; top: ${r.int(-8, 8)}px; opacity: .6;`)}</div></div>
      <div style="margin-top:8px">拝啓　平素は格別のお引き立てを賜り厚く御礼申し上げます。下記本船の修繕工事が完了いたしましたので、工事代金を御請求申し上げます。</div>
      <table class="ship"><tr><th>船名</th><td>${ship}</td><th>船種</th><td>${kind}</td><th>総トン数</th><td>${n2(gt)}トン</td></tr>
        <tr><th>船舶番号</th><td>${shipNo}</td><th>IMO番号</th><td>${imo}</td><th>船籍港</th><td>${homePort}</td></tr>
        <tr><th>入渠期間</th><td colspan="3">${fmt(dock)}〜${fmt(undock)}（${days}日間）</td><th>検査種別</th><td>${exam}</td></tr></table>
      <div class="amt"><div class="l">御請求金額<br><span style="font-size:9px">（消費税込）</span></div><div class="v">¥${yen(s.total)}－</div></div>
      <table class="det"><tr><th style="width:30px">No.</th><th>工事項目</th><th style="width:60px">数量</th><th style="width:40px">単位</th><th style="width:80px">単価</th><th style="width:96px">金額</th></tr>
        <tr class="g"><td colspan="6">Ⅰ　基本工事（見積No. ${quote} による）</td></tr>${rowsHtml(base)}<tr class="k"><td></td><td>基本工事 小計</td><td></td><td></td><td></td><td class="num">${yen(baseSum)}</td></tr>
        ${extra.length ? `<tr class="g"><td colspan="6">Ⅱ　追加工事（工事中 船主承認分）</td></tr>${rowsHtml(extra)}<tr class="k"><td></td><td>追加工事 小計</td><td></td><td></td><td></td><td class="num">${yen(extraSum)}</td></tr>` : ''}</table>
      <table class="sum">${sums.map(([c, l, v]) => `<tr${c ? ` class="${c}"` : ''}><td>${l}</td><td class="num">${v}</td></tr>`).join('')}</table>
      <div class="pay">支払条件　工事完了月末締め　翌月末日　現金振込<br>お支払期日　${fmt(d.due)}<br>お振込先　${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}　口座名義　${holder}</div>
      <div style="margin-top:6px;font-size:9px;color:#444">※振込手数料は貴社にてご負担願います。工事の明細は別添の完成報告書をご参照ください。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 181 — a 楽器リペア工房 (a sole proprietor under its 屋号: 佐藤管楽器リペア, リペア工房アンダンテ, 山田弦楽器工房) bills a 楽器店 for the
// month's repairs it took in at its counter, each priced at the 上代 (the list price the shop charges its customer) and billed at the
// 掛率 agreed with the shop (the 下代, 10円未満切捨): REPAIR INVOICE / 修理代金 ご請求書 under the 屋号 set as a logotype, the shop's
// 〒 address with 御中 at the right, a black band with the ご請求金額 and the お支払期限, one row per 修理票 (受付日, 修理票No., the shop's
// お客様 … 様, 楽器 and 型番 with its S/N, 作業内容, 上代, 掛率, ご請求額), a 集荷・配送 row at ネット, （参考）上代合計 beside 小計 / 消費税
// / 合計; the 振込先 (ゆうちょ 記号・番号, a net bank or a 信用金庫) and the workshop at the foot; slash or 年月日 dates.
const REPAIR_WORDS = [
  ['アンダンテ', 'アンダンテ'],
  ['ドルチェ', 'ドルチェ'],
  ['ことり', 'コトリ'],
  ['ソラ', 'ソラ'],
  ['カンタービレ', 'カンタービレ'],
];
const REPAIR_WIND = [
  ['アルトサックス', ['YAS-62', 'YAS-480', 'A-992', 'SA80II']],
  ['テナーサックス', ['YTS-62', 'T-992', 'YTS-480']],
  ['トランペット', ['YTR-2330', 'YTR-850', 'Bach 180ML37']],
  ['クラリネット', ['YCL-450', 'YCL-650', 'R13']],
  ['フルート', ['YFL-517', 'YFL-221', 'PA-1000']],
  ['トロンボーン', ['YSL-354', 'YSL-882O']],
  ['ユーフォニアム', ['YEP-621', 'YEP-201']],
];
const REPAIR_WIND_WORKS = [
  ['全体調整（タンポ・キィ調整）', 8800, 16500],
  ['タンポ交換（3枚）・調整', 5500, 9900],
  ['オーバーホール', 55000, 99000],
  ['凹み修理（ベル・管体）', 5500, 13200],
  ['ハンダ外れ修理', 3300, 6600],
  ['ピストン・抜差管 固着除去', 5500, 11000],
  ['コルク・フェルト交換', 2200, 4400],
];
const REPAIR_STRINGS = [
  ['エレキギター', ['ST-62', 'TL-52', 'LP-STD']],
  ['アコースティックギター', ['D-28', 'J-45', 'LL16']],
  ['エレキベース', ['JB-62', 'PB-70']],
  ['バイオリン', ['4/4 No.15', '4/4 No.620']],
  ['チェロ', ['4/4 No.700']],
];
const REPAIR_STRING_WORKS = [
  ['弦交換・ネック調整', 3300, 5500],
  ['フレットすり合わせ', 13200, 22000],
  ['ナット交換（牛骨）', 5500, 8800],
  ['電装系 ガリ修理', 3300, 6600],
  ['魂柱調整・駒交換', 8800, 16500],
  ['弓 毛替え', 6600, 9900],
  ['ペグ交換（4個）', 6600, 11000],
];
const REPAIR_SHOPS = ['株式会社{s}楽器', '{s}楽器店株式会社', '有限会社{s}ミュージック', '株式会社{s}楽器 {t}店'];
LAYOUTS.push({
  id: 'L181-gakki-repair',
  split: 'dev',
  title:
    "楽器リペア工房's monthly 修理代金 ご請求書 to a 楽器店 under its 屋号: one row per 修理票 with the shop's customer, 楽器・型番 and S/N, the 上代 × 掛率 = ご請求額 (下代), a （参考）上代合計 beside the totals, the ご請求金額 in a black band at the top, ゆうちょ 記号・番号 sometimes",
  exercises:
    "a 楽器リペア工房 (a sole proprietor under its 屋号 — 佐藤管楽器リペア / リペア工房アンダンテ / 山田弦楽器工房 — the issuer_name, the owner's name as リペアマン beside it) bills a 楽器店 (株式会社…楽器, …楽器店株式会社, a branch sometimes) for the month's repairs taken in at its counter: the 屋号 as a logotype with Repair Workshop under it and REPAIR INVOICE / 修理代金 ご請求書 at the top, the shop's 〒 address and name with 御中 and 修理受付ご担当 at the right, the workshop (屋号, リペアマン and the name, 〒 address, TEL — a mobile sometimes — and 登録番号) at the left, a black band across the page with ご請求金額 and the お支払期限, 請求日 / 請求書No. / 対象期間 under it, one row per 修理票 (受付日, 修理票No., the shop's お客様 山田 様, 楽器 with its 型番 and S/N, 作業内容, 上代（税抜）, 掛率 70% / 75% / 80%, ご請求額 — the 上代 × 掛率, 10円未満切捨), a 集荷・配送 row at ネット (掛率 ―), then （参考）上代合計 at the left of 小計 / 消費税（10%）/ 合計ご請求額 — the amount to pay, never the 上代合計; the お振込先 (ゆうちょ 記号・番号 with the 店名 form sometimes, a net bank, or a bank or 信用金庫; holder the 屋号's kana with the owner's, or the name alone, full or half-width) and notes; slash or 年月日 dates",
  opts: (r, inst) => ({ sole: true, rates: '10', bank: ['yucho', 'main', 'other'][inst] }),
  render(d, r) {
    const [sn] = d.person.split(' ');
    const snk = d.holderBase.split(' ')[0];
    const kind = r.int(0, 2);
    let yagoKana;
    if (kind === 0) {
      d.yago = `${sn}管楽器リペア`;
      yagoKana = `${snk}カンガッキリペア`;
    } else if (kind === 1) {
      const [w, wk] = r.pick(REPAIR_WORDS);
      d.yago = `リペア工房${w}`;
      yagoKana = `リペアコウボウ${wk}`;
    } else {
      d.yago = `${sn}弦楽器工房`;
      yagoKana = `${snk}ゲンガッキコウボウ`;
    }
    d.issuerName = d.yago;
    const holderBase = r.chance(0.6) ? `${yagoKana} ${d.holderBase}` : d.holderBase;
    ordinaryAtNetBank(d);
    if (!d.yucho) d.type = 2;
    const [y, m] = d.issue[2] >= 28 ? d.issue : addMonths(d.issue, -1);
    const close = endOfMonth(y, m);
    d.issue = r.chance(0.5) || close[1] === 12 ? close : addDays(close, r.int(1, 5));
    const nm = addMonths(d.issue, 1);
    d.due = r.chance(0.5) ? endOfMonth(...nm) : [...nm, r.pick([10, 15, 20])];
    d.no = `${String(y).slice(2)}${pad2(m)}-${r.digits(2)}`;
    const [bs] = r.pick(KANJI_STEMS);
    d.buyerName = r
      .pick(REPAIR_SHOPS)
      .replace('{s}', bs)
      .replace('{t}', r.pick(['駅前', '本', '中央', 'モール']));
    const insts = kind === 0 ? REPAIR_WIND : kind === 2 ? REPAIR_STRINGS : [...REPAIR_WIND, ...REPAIR_STRINGS];
    const rate = r.pick([70, 75, 80]);
    const days = shuffle(
      r,
      Array.from({ length: close[2] }, (_, i) => [y, m, i + 1]),
    )
      .slice(0, r.int(5, 11))
      .sort((a, b) => a[2] - b[2]);
    let ticket = r.int(1200, 8800);
    const prefix = r.pick(['R', 'No.', 'RP-']);
    const rows = days.map((dt) => {
      const [inst, models] = r.pick(insts);
      const wind = REPAIR_WIND.some(([n]) => n === inst);
      const [work, lo, hi] = r.pick(wind ? REPAIR_WIND_WORKS : REPAIR_STRING_WORKS);
      const list = r.int(lo / 110, hi / 110) * 100;
      ticket += r.int(1, 9);
      return {
        dt,
        ticket: `${prefix}${ticket}`,
        customer: `${r.pick(SURNAMES)[0]} 様`,
        inst,
        model: r.pick(models),
        serial: r.chance(0.8) ? `${r.pick(['', '', 'C', 'E', 'J'])}${r.digits(r.int(5, 7))}` : '不明',
        work,
        list,
        rate,
        amount: Math.floor((list * rate) / 1000) * 10,
      };
    });
    const trips = r.int(1, 4);
    const fee = r.pick([1000, 1100, 1500]);
    const listSum = rows.reduce((t, x) => t + x.list, 0);
    d.items = [
      ...rows.map((x) => ({ name: x.work, amount: x.amount, rate: 10 })),
      { name: '集荷・配送', amount: trips * fee, rate: 10 },
    ];
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = DATE_FORMATS[r.pick(['slash', 'slash', 'seireki', 'seirekiPad'])];
    const md = ([, mm, dd]) => `${mm}/${dd}`;
    const holder = holderPrinted({ holderBase }, r.pick(['full', 'half', 'half-big']));
    const bankLine = d.yucho
      ? `ゆうちょ銀行　記号 ${d.yucho.symbol}　番号 ${d.yucho.number}${r.chance(0.5) ? `<br><span style="font-size:9px">（他金融機関から：店名 ${d.branch.name}（店番 ${d.branch.code}）　${TYPE_LABEL[d.type]}　${d.account}）</span>` : ''}`
      : `${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}`;
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.6px; color: #1f1f1f; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 38px 44px 0; }
      .top { display: flex; justify-content: space-between; align-items: flex-end; }
      .logo .nm { font-family: 'Noto Serif CJK JP'; font-size: 22px; font-weight: 700; letter-spacing: .08em; } .logo .en { font-family: 'Liberation Serif', serif; font-style: italic; font-size: 12px; color: #6b5a3c; letter-spacing: .1em; }
      .ttl { text-align: right; } .ttl .e { font-family: 'Liberation Sans', sans-serif; font-size: 20px; font-weight: 700; letter-spacing: .18em; } .ttl .j { font-size: 11px; letter-spacing: .2em; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 16px; }
      .co { width: 330px; line-height: 1.65; } .to { width: 330px; line-height: 1.7; text-align: right; } .to .n { font-size: 14px; font-weight: 700; border-bottom: 1px solid #1f1f1f; display: inline-block; padding-left: 24px; }
      .band { display: flex; justify-content: space-between; align-items: center; margin-top: 14px; background: #1f1f1f; color: #fff; padding: 8px 16px; }
      .band .v { font-family: 'Liberation Sans', 'Noto Sans CJK JP'; font-size: 22px; font-weight: 700; letter-spacing: .02em; }
      .mt { margin-top: 6px; display: flex; gap: 26px; color: #444; }
      .det { width: 100%; border-collapse: collapse; margin-top: 10px; } .det th { border-top: 1.5px solid #1f1f1f; border-bottom: 1px solid #1f1f1f; font-weight: 500; padding: 3px 3px; font-size: 9px; }
      .det td { border-bottom: 1px solid #d4d0c8; padding: 3px 3px; vertical-align: top; line-height: 1.5; } .det td.c { text-align: center; } .det td small { color: #6b6b6b; font-size: 8.5px; }
      .det td.n { font-family: 'Liberation Sans', 'Noto Sans CJK JP'; text-align: right; white-space: nowrap; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 10px; }
      .ref { color: #666; font-size: 9px; border: 1px dashed #aaa; padding: 4px 10px; }
      .sum { border-collapse: collapse; min-width: 290px; } .sum td { padding: 3px 8px; border-bottom: 1px solid #d4d0c8; } .sum td.num { font-family: 'Liberation Sans', 'Noto Sans CJK JP'; }
      .sum tr.t td { font-weight: 700; font-size: 13.5px; border-top: 1.5px solid #1f1f1f; border-bottom: 3px double #1f1f1f; }
      .bank { margin-top: 14px; border-left: 4px solid #6b5a3c; background: #f6f3ee; padding: 6px 12px; line-height: 1.75; }
      .note { margin-top: 8px; font-size: 8.8px; color: #555; line-height: 1.6; }`;
    const body = rows
      .map(
        (x) =>
          `<tr><td class="c">${md(x.dt)}</td><td class="c">${x.ticket}</td><td>${x.customer}</td><td>${x.inst} ${x.model}<br><small>S/N ${x.serial}</small></td><td>${x.work}</td><td class="n">${yen(x.list)}</td><td class="n" style="text-align:center">${x.rate}%</td><td class="n">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const feeRow = `<tr><td class="c"></td><td class="c">―</td><td>―</td><td>集荷・配送（${trips}回）</td><td>貴店⇔工房 往復</td><td class="n">${yen(trips * fee)}</td><td class="n" style="text-align:center">ネット</td><td class="n">${yen(trips * fee)}</td></tr>`;
    const page = `<div class="wrap"><div class="top"><div class="logo"><div class="nm">${d.yago}</div><div class="en">Repair Workshop for Musical Instruments</div></div>
        <div class="ttl"><div class="e">REPAIR INVOICE</div><div class="j">修理代金 ご請求書</div></div></div>
      <div class="hd"><div class="co"><b>${d.yago}</b><br>リペアマン　${d.person}<br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}<br>登録番号　${d.reg}</div>
        <div class="to">〒${d.buyerZip}　${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>修理受付ご担当　${d.buyerPerson} 様</div></div>
      <div class="band"><span>ご請求金額（税込）</span><span class="v">¥${yen(s.total)}</span><span>お支払期限　${fmt(d.due)}</span></div>
      <div class="mt"><span>請求日　${fmt(d.issue)}</span><span>請求書No.　${d.no}</span><span>対象期間　${fmt([y, m, 1])}〜${fmt(close)}受付分</span></div>
      <table class="det"><tr><th style="width:40px">受付日</th><th style="width:62px">修理票No.</th><th style="width:70px">お客様</th><th>楽器・型番</th><th>作業内容</th><th style="width:62px">上代（税抜）</th><th style="width:38px">掛率</th><th style="width:70px">ご請求額</th></tr>${body}${feeRow}</table>
      <div class="low"><div class="ref">（参考）上代合計　${yen(listSum + trips * fee)} 円<br>ご請求額は上代に掛率を乗じ、10円未満を切り捨てています。</div>
        <table class="sum"><tr><td>小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td>消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="t"><td>合計ご請求額</td><td class="num">¥${yen(s.total)}</td></tr></table></div>
      <div class="bank"><b>お振込先</b>　${bankLine}<br>口座名義　${holder}</div>
      <div class="note">※修理品のお渡し後の不具合は、3ヶ月以内であれば無償で再調整いたします。<br>※振込手数料は貴店にてご負担くださいますようお願いいたします。</div></div>`;
    return { pages: [page], css, printed: { issuer: d.yago, holder } };
  },
});

// 182 — an 電子部品商社 (株式会社…エレクトロニクス / …電子 / …デバイス) sells parts priced in US dollars to a maker and bills it in yen
// for the month (末締め): 御請求書（外貨建・円貨決済）in a ruled 販売管理 form, the buyer's 〒 address with 御中 and 得意先コード at the
// left, 請求日 / 締日 / 請求書No. / お支払期日 and the company (〒 address, TEL/FAX, 登録番号, 角印) at the right, a box stating the
// 適用為替レート (US$1 = ¥152.35, the TTS a named bank published on a date), one row per 出荷 line (出荷日, 貴社注文No., 品名 and メーカー
// 型番, メーカー, 数量 in reels' multiples, 単価 US$ to four decimals, 金額 US$, 円換算額 rounded to the yen), a 国内配送料 in yen sometimes,
// US$合計 printed for reference beside 円換算額 小計 / 消費税 / ご請求金額（円）, the 振込先 at the foot; slash or 年月日 dates.
const USDPART_TRADES = [
  ['エレクトロニクス', 'エレクトロニクス'],
  ['電子', 'デンシ'],
  ['デバイス', 'デバイス'],
  ['セミコンダクター', 'セミコンダクター'],
  ['電子販売', 'デンシハンバイ'],
];
// [品名, メーカー, 型番, 単価 lo–hi in 1/10,000 US$, 梱包単位, 梱包数 lo–hi]
const USDPART_ITEMS = [
  ['マイコン 32bit Cortex-M4', 'STMicroelectronics', 'STM32F405RGT6', 42000, 78000, 90, 1, 10],
  ['LDOレギュレータ 3.3V 500mA', 'Texas Instruments', 'TPS7A2033PDBVR', 1800, 4200, 3000, 1, 4],
  ['積層セラミックコンデンサ 10uF 25V 0805', 'Murata', 'GRM21BR61E106KA73L', 120, 350, 4000, 1, 10],
  ['Ethernet PHY 10/100', 'Microchip', 'KSZ8081RNACA-TR', 9000, 16000, 1000, 1, 3],
  ['CANトランシーバ', 'NXP', 'TJA1051T/3,118', 3800, 7500, 2500, 1, 4],
  ['パワーMOSFET N-ch 60V', 'Infineon', 'IRLML0060TRPBF', 600, 1400, 3000, 1, 6],
  ['USB-UARTブリッジ', 'Silicon Labs', 'CP2102N-A02-GQFN28R', 11000, 19000, 490, 1, 4],
  ['水晶振動子 25MHz', 'Abracon', 'ABM8-25.000MHZ-B2-T', 1500, 3000, 1000, 1, 5],
  ['SPIフラッシュ 128Mbit', 'Winbond', 'W25Q128JVSIQ', 9000, 17000, 300, 1, 8],
  ['ショットキーダイオード 40V 1A', 'onsemi', 'SS14', 300, 700, 5000, 1, 6],
];
LAYOUTS.push({
  id: 'L182-buhin-usd',
  split: 'dev',
  title:
    "電子部品商社's monthly 御請求書 for parts priced in US dollars and billed in yen: an 適用為替レート box naming a bank's TTS, 単価 US$ to four decimals, 金額 US$ and 円換算額 per row, a US$合計 for reference beside the yen totals",
  exercises:
    "an electronics parts distributor (株式会社…エレクトロニクス / …電子 / …デバイス / …セミコンダクター, ㈱/(株) sometimes) bills a maker for a month's shipments (末締め) of parts priced in US dollars, paid in yen: 御請求書 with （外貨建取引・円貨決済）under it on a ruled 販売管理 form, the buyer's 〒 address and name with 御中, 得意先コード and ご担当 at the left, 請求日 / 締日 / 請求書No. / お支払期日 in a ruled block and the company (〒 address, TEL/FAX, 営業部 担当, 登録番号) under a 角印 at the right, a box of the 適用為替レート — US$1 = ¥152.35 (2026/01/05 三菱UFJ銀行 公示 TTS: a bank named that is not the 振込先) — one row per 出荷 line (出荷日, 貴社注文No. PO-…, 品名 with the メーカー型番 under it, メーカー, 数量 in reels' multiples 3,000 / 4,000 pcs, 単価 US$ to four decimals, 金額 US$ to the cent, 円換算額 rounded to the yen), a 国内配送料 in yen (― for US$) sometimes, then US$合計（参考）beside 円換算額 小計 / 消費税（10%）/ ご請求金額（円）— the amount to pay, in yen; the お振込先 (a city bank or a regional one, holder ｶ)… half-width mostly) and a note that the yen amounts are final; slash or 年月日 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, USDPART_TRADES, [['株式会社', 'カ']]);
    landline(d);
    ordinaryAtNetBank(d);
    if (r.chance(0.7)) d.type = 2;
    const [y, m] = d.issue[2] >= 28 ? d.issue : addMonths(d.issue, -1);
    const close = endOfMonth(y, m);
    d.issue = close;
    d.due = r.chance(0.6) ? endOfMonth(...addMonths(close, 1)) : endOfMonth(...addMonths(close, 2));
    d.no = `${r.pick(['IV', 'SI', 'B'])}${String(y).slice(2)}${pad2(m)}${r.digits(5)}`;
    const code = `${r.int(10, 99)}-${r.digits(4)}`;
    // The month's rate: the TTS a bank published on the first business day, to the sen.
    let rateDay = [y, m, m === 1 ? 5 : 1];
    while (['土', '日'].includes(weekday(rateDay))) rateDay = addDays(rateDay, 1);
    const rate100 = r.int(14200, 15899);
    const rateText = `${Math.floor(rate100 / 100)}.${pad2(rate100 % 100)}`;
    const rateBank = r.pick(['三菱UFJ銀行', 'みずほ銀行', '三井住友銀行']);
    const lines = shuffle(r, USDPART_ITEMS)
      .slice(0, r.int(3, 7))
      .map(([name, maker, part, plo, phi, pack, klo, khi]) => {
        const price4 = r.int(plo, phi);
        const qty = pack * r.int(klo, khi);
        const cents = Math.round((qty * price4) / 100);
        return {
          dt: [y, m, r.int(1, close[2])],
          po: `PO-${String(y).slice(2)}${r.digits(5)}`,
          name,
          maker,
          part,
          qty,
          price4,
          cents,
          amount: Math.round((cents * rate100) / 10000),
        };
      })
      .sort((a, b) => a.dt[2] - b.dt[2]);
    const freight = r.chance(0.4) ? r.pick([1200, 1500, 2000, 3500]) : 0;
    d.items = [
      ...lines.map((x) => ({ name: x.part, amount: x.amount, rate: 10 })),
      ...(freight ? [{ name: '国内配送料', amount: freight, rate: 10 }] : []),
    ];
    d.sum = summarize(d.items);
    const s = d.sum;
    const usd = lines.reduce((t, x) => t + x.cents, 0);
    const dollars = (c) => `${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const unit4 = (p) => (p / 10000).toLocaleString('en-US', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
    const fmt = DATE_FORMATS[r.pick(['slash', 'slash', 'seireki', 'seirekiPad'])];
    const md = DATE_FORMATS.slash;
    const issuer = r.chance(0.6) ? d.issuerName : abbreviated(d, r.pick([0, 1]));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const staff = r.pick(SURNAMES)[0];
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.5px; color: #1a1a1a; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 36px 42px 0; }
      h1 { margin: 0; font-size: 22px; letter-spacing: .4em; text-align: center; } .sub { text-align: center; color: #444; margin-bottom: 8px; }
      .hd { display: flex; justify-content: space-between; align-items: flex-start; }
      .to { width: 370px; line-height: 1.7; } .to .n { font-size: 13.5px; font-weight: 700; border-bottom: 1px solid #1a1a1a; display: inline-block; padding-right: 20px; white-space: nowrap; }
      .rt { width: 320px; } .mt { border-collapse: collapse; width: 100%; } .mt td { border: 1px solid #666; padding: 1px 8px; } .mt td.l { background: #ececec; width: 90px; }
      .co { position: relative; margin-top: 6px; line-height: 1.6; } .co .nm { font-size: 14px; font-weight: 700; }
      .fx { margin-top: 10px; display: flex; border: 1.5px solid #1a1a1a; } .fx div { padding: 4px 12px; } .fx .l { background: #1a1a1a; color: #fff; font-weight: 700; white-space: nowrap; }
      .fx .v { font-family: 'Liberation Sans', 'Noto Sans CJK JP'; font-size: 13px; font-weight: 700; white-space: nowrap; }
      .det { width: 100%; border-collapse: collapse; margin-top: 8px; } .det th { background: #ececec; border: 1px solid #666; font-weight: normal; padding: 2px; font-size: 9px; }
      .det td { border: 1px solid #999; padding: 2px 4px; vertical-align: top; } .det td.c { text-align: center; } .det td small { color: #555; font-family: 'Liberation Sans', 'Noto Sans CJK JP'; }
      .det td.n { font-family: 'Liberation Sans', 'Noto Sans CJK JP'; text-align: right; white-space: nowrap; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; margin-top: 8px; gap: 16px; }
      .ref { border: 1px solid #999; padding: 4px 10px; color: #333; } .ref .n { font-family: 'Liberation Sans', 'Noto Sans CJK JP'; }
      .sum { border-collapse: collapse; min-width: 300px; } .sum td { border: 1px solid #666; padding: 2px 10px; } .sum td.l { background: #ececec; } .sum td.num { font-family: 'Liberation Sans', 'Noto Sans CJK JP'; width: 120px; }
      .sum tr.t td { font-weight: 700; font-size: 13px; border: 2px solid #1a1a1a; }
      .bank { margin-top: 12px; border: 1px solid #666; padding: 6px 12px; line-height: 1.7; }
      .note { margin-top: 6px; font-size: 8.6px; color: #444; line-height: 1.6; }`;
    const body = lines
      .map(
        (x, i) =>
          `<tr><td class="c">${i + 1}</td><td class="c">${md(x.dt)}</td><td class="c">${x.po}</td><td>${x.name}<br><small>${x.part}</small></td><td>${x.maker}</td><td class="n">${yen(x.qty)}</td><td class="n">${unit4(x.price4)}</td><td class="n">${dollars(x.cents)}</td><td class="n">${yen(x.amount)}</td></tr>`,
      )
      .join('');
    const freightRow = freight
      ? `<tr><td class="c">${lines.length + 1}</td><td class="c">${md(close)}</td><td class="c">―</td><td>国内配送料（円建）</td><td>―</td><td class="n">1</td><td class="n">―</td><td class="n">―</td><td class="n">${yen(freight)}</td></tr>`
      : '';
    const page = `<div class="wrap"><h1>御請求書</h1><div class="sub">（外貨建取引・円貨決済）</div>
      <div class="hd"><div class="to">〒${d.buyerZip}<br>${d.buyerAddress}<br><span class="n">${d.buyerName}　御中</span><br>得意先コード　${code}<br>資材部　${d.buyerPerson} 様</div>
        <div class="rt"><table class="mt"><tr><td class="l">請求日</td><td>${fmt(d.issue)}</td></tr><tr><td class="l">締日</td><td>${fmt(close)}</td></tr><tr><td class="l">請求書No.</td><td>${d.no}</td></tr><tr><td class="l">お支払期日</td><td>${fmt(d.due)}</td></tr></table>
          <div class="co"><div class="nm">${issuer}</div>〒${d.zip}<br>${addrHtml(d.address, true)}<br>TEL ${d.tel}　FAX ${d.fax}<br>営業部　担当 ${staff}<br>登録番号　${d.reg}${kakuin(d, `right: ${r.int(0, 16)}px; top: ${r.int(14, 30)}px; opacity: .55;`)}</div></div></div>
      <div class="fx"><div class="l">適用為替レート</div><div class="v">US$1 = ¥${rateText}</div><div>（${md(rateDay)} ${rateBank} 公示 TTS）　米ドル建単価に上記レートを乗じ、明細行ごとに円未満を四捨五入しております。</div></div>
      <table class="det"><tr><th style="width:22px">No.</th><th style="width:58px">出荷日</th><th style="width:70px">貴社注文No.</th><th>品名／メーカー型番</th><th style="width:86px">メーカー</th><th style="width:50px">数量</th><th style="width:56px">単価(US$)</th><th style="width:68px">金額(US$)</th><th style="width:70px">円換算額(円)</th></tr>${body}${freightRow}</table>
      <div class="low"><div class="ref">US$合計（参考）　<span class="n">US$ ${dollars(usd)}</span><br>円換算額は確定金額です。為替変動による差額の精算はいたしません。</div>
        <table class="sum"><tr><td class="l">円換算額 小計</td><td class="num">${yen(s.subtotal)}</td></tr><tr><td class="l">消費税（10%）</td><td class="num">${yen(s.tax)}</td></tr><tr class="t"><td class="l">ご請求金額（円）</td><td class="num">¥${yen(s.total)}</td></tr></table></div>
      <div class="bank">お振込先　${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${holder}</div>
      <div class="note">※お支払いは円貨にてお願いいたします。振込手数料は貴社にてご負担願います。<br>※本請求書は${fmt(close)}締めの出荷分です。納品書・出荷案内書と照合の上、お支払いくださいますようお願いいたします。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});

// 183 — a 自治会 or 町内会 (緑町三丁目自治会, 錦町町内会) bills a company in its area for using its 集会所 and for its 事業所会費, on a
// letter its 会計 typed in Word with every digit full-width: the date and 請求番号 at the top right, the company with 御中 at the left,
// the 自治会 at the right (会長 and the name under a round 会長之印, the 集会所's 〒 address, 連絡先 the 会計's mobile — the only
// number printed — and the 登録番号, or that only in the 備考's sentence), ご請求書 centred, a greeting, 記 with numbered items (1. ご請求金額
// 金…円, 2. 内訳 as a ruled table with a 課税区分 column: 集会所使用料 by the 時間 and 冷暖房費 at 10%, 事業所会費 by the 口, 防犯灯維持
// 負担金 and a 祭礼 協賛金 不課税, 3. お支払期限, 4. お振込先), 以上, and the 備考; 令和 dates.
// [〒, prefecture and city, 町, its kana]
const JICHI_TOWNS = [
  ['359-1111', '埼玉県所沢市', '緑町', 'ミドリチョウ'],
  ['190-0022', '東京都立川市', '錦町', 'ニシキチョウ'],
  ['273-0005', '千葉県船橋市', '本町', 'ホンチョウ'],
  ['567-0031', '大阪府茨木市', '春日', 'カスガ'],
  ['981-3133', '宮城県仙台市泉区', '泉中央', 'イズミチュウオウ'],
  ['811-1302', '福岡県福岡市南区', '井尻', 'イジリ'],
  ['252-0303', '神奈川県相模原市南区', '相模大野', 'サガミオオノ'],
];
const JICHI_BANKS = {
  埼玉県: ['埼玉縣信用金庫', '武蔵野銀行'],
  東京都: ['多摩信用金庫', '西武信用金庫'],
  千葉県: ['京葉銀行', '千葉信用金庫'],
  大阪府: ['北おおさか信用金庫', '池田泉州銀行'],
  宮城県: ['七十七銀行', '杜の都信用金庫'],
  福岡県: ['福岡銀行', '福岡ひびき信用金庫'],
  神奈川県: ['横浜銀行', 'さがみ信用金庫'],
};
const CHOME_KANA = ['', 'イッチョウメ', 'ニチョウメ', 'サンチョウメ', 'ヨンチョウメ'];
// [the company, what it used the 集会所 for]
const JICHI_BUYERS = [
  ['株式会社{s}建設', ['工事説明会', '近隣説明会', '工事関係者 休憩所']],
  ['{s}電設株式会社', ['工事説明会', '工事関係者 休憩所']],
  ['株式会社{s}ホーム', ['近隣説明会', '完成見学会 受付']],
  ['{s}介護サービス株式会社', ['介護予防教室', '社員研修']],
  ['株式会社{s}不動産', ['入居者説明会', '近隣説明会']],
];
LAYOUTS.push({
  id: 'L183-jichikai-shuukaijo',
  split: 'dev',
  title:
    "自治会's ご請求書 to a company in its area, typed in Word with full-width digits: the 会長 under a round 会長之印, the 会計's mobile the only number, 記 with numbered items, 集会所使用料 at 10% beside 事業所会費 and 協賛金 不課税, the 登録番号 in the 備考 sometimes",
  exercises:
    "a 自治会 or 町内会 (緑町三丁目自治会 / 錦町三丁目町会 / 本町町内会 — the issuer_name, as printed) bills a company in its area (a builder holding a 近隣説明会, a care company, a 不動産 company) for using its 集会所 and for the year's 事業所会費, on a letter its 会計 typed in Word in 明朝 with every digit full-width: 令和 date and 請求番号 Ｒ８－０１２ at the top right, the company with 御中 and its ご担当 at the left, the 自治会 at the right (its name, 会長 and the name under a round red 会長之印, the 集会所's 〒 address, 連絡先 （会計 … ）and a mobile — the only telephone number printed — and 登録番号 Ｔ…, or the number only in the 備考's sentence about the 集会所 being let as a taxable business), ご請求書 centred and spaced, 拝啓 …, 記, then 1. ご請求金額 金…円（うち消費税…円）, 2. 内訳 as a ruled table (月日, 内容, 数量, 単価, 金額, 課税区分: 集会所使用料（大広間）by the 時間 and 冷暖房費 10%, 事業所会費（令和8年度）by the 口, 防犯灯維持負担金 and 夏祭り 協賛金 不課税 sometimes), with 10%対象 / 消費税 / 不課税 / 合計 under it, 3. お支払期限, 4. お振込先 (ゆうちょ 記号・番号, or a 信用金庫 / regional bank of the prefecture without codes; holder the 自治会's kana with カイケイ and the 会計's name, or alone, full or half-width), 以上, and the 備考; 令和 dates",
  opts: (r, inst) => ({ rates: '10', bank: inst === 0 ? 'yucho' : 'other' }),
  render(d, r) {
    const [zip, city, town, townKana] = r.pick(JICHI_TOWNS);
    const pref = prefOf(city);
    const k = r.int(1, 4);
    const form = r.pick(['chome', 'chome', 'chokai', 'chonai']);
    const name =
      form === 'chome'
        ? `${town}${kanjiNum(k)}丁目自治会`
        : form === 'chokai'
          ? `${town}${kanjiNum(k)}丁目町会`
          : `${town}町内会`;
    const nameKana =
      form === 'chome'
        ? `${townKana}${CHOME_KANA[k]}ジチカイ`
        : form === 'chokai'
          ? `${townKana}${CHOME_KANA[k]}チョウカイ`
          : `${townKana}チョウナイカイ`;
    d.corpBody = name;
    d.issuerName = name;
    d.zip = zip;
    d.address = `${city}${town}${k}-${r.int(1, 20)}-${r.int(1, 30)}`;
    d.tel = `0${r.pick(['90', '80', '70'])}-${r.digits(4)}-${r.digits(4)}`;
    const [csn] = r.pick(SURNAMES);
    const [cgn] = r.pick(GIVEN);
    const [tsn, tsnk] = r.pick(SURNAMES.filter(([s]) => s !== csn));
    const [tgn, tgnk] = r.pick(GIVEN);
    const holderBase = r.chance(0.65) ? `${nameKana} カイケイ ${tsnk} ${tgnk}` : nameKana;
    if (!d.yucho) {
      localBank(d, r, JICHI_BANKS[pref]);
      d.type = 2;
    }
    // Billed in the month after the 集会所 was used.
    const [y, m] = addMonths(d.issue, -1);
    d.issue = [d.issue[0], d.issue[1], r.int(5, 20)];
    d.due = r.chance(0.6) ? endOfMonth(d.issue[0], d.issue[1]) : addDays(d.issue, 30);
    d.no = `R${d.issue[0] - 2018}-${String(r.int(1, 40)).padStart(3, '0')}`;
    const [bs] = r.pick(KANJI_STEMS);
    const [buyer, uses] = r.pick(JICHI_BUYERS);
    d.buyerName = buyer.replace('{s}', bs);
    const use = r.pick(uses);
    const hourly = r.pick([500, 800, 1000]);
    const air = r.chance(0.6) ? r.pick([200, 300, 500]) : 0;
    const days = shuffle(
      r,
      Array.from({ length: endOfMonth(y, m)[2] }, (_, i) => [y, m, i + 1]),
    )
      .slice(0, r.int(1, 3))
      .sort((a, b) => a[2] - b[2]);
    const taxed = [];
    for (const dt of days) {
      const from = r.pick([9, 10, 13, 18]);
      const hours = r.pick([2, 3, 3, 4]);
      taxed.push({ dt, name: `集会所使用料（大広間）${from}:00〜${from + hours}:00`, qty: hours, unit: '時間', price: hourly });
      if (air) taxed.push({ dt: null, name: '冷暖房費', qty: hours, unit: '時間', price: air });
    }
    const fy = d.issue[1] >= 4 ? d.issue[0] : d.issue[0] - 1;
    const dues = [
      {
        dt: null,
        name: `事業所会費（令和${reiwa(fy)}年度・年額）`,
        qty: r.int(1, 3),
        unit: '口',
        price: r.pick([6000, 10000, 12000]),
      },
    ];
    if (r.chance(0.5)) dues.push({ dt: null, name: '防犯灯維持負担金（年額）', qty: 1, unit: '式', price: r.pick([3000, 5000]) });
    if (r.chance(0.4))
      dues.push({
        dt: null,
        name: `${r.pick(['夏祭り', '秋祭り', '盆踊り大会'])} 協賛金`,
        qty: 1,
        unit: '口',
        price: r.pick([5000, 10000, 20000]),
      });
    for (const x of [...taxed, ...dues]) x.amount = x.qty * x.price;
    d.items = taxed.map((x) => ({ name: x.name, amount: x.amount, rate: 10 }));
    d.sum = summarize(d.items);
    const s = d.sum;
    const free = dues.reduce((t, x) => t + x.amount, 0);
    const total = s.total + free;
    const z = zenNum;
    const fmt = (dt) => zen(DATE_FORMATS.wareki(dt));
    const md = ([, mm, dd]) => zen(`${mm}月${dd}日`);
    const holder = holderPrinted({ holderBase }, r.pick(['full', 'full', 'half']));
    const regInBlock = r.chance(0.5);
    const css = `body { font-family: 'Noto Serif CJK JP'; font-size: 10.5px; color: #111; line-height: 1.75; }
      .wrap { position: relative; height: 1123px; padding: 56px 70px 0; }
      .rt { text-align: right; } .to { margin-top: 10px; } .to .n { font-size: 14px; }
      .co { position: relative; margin: 6px 0 0 auto; width: 300px; } .co .nm { font-size: 14px; }
      h1 { text-align: center; font-size: 19px; font-weight: normal; letter-spacing: .8em; margin: 18px 0 10px .8em; }
      .ki { text-align: center; margin: 8px 0; }
      .li { margin: 4px 0 0; } .li .h { display: inline-block; width: 100px; }
      .det { width: 100%; border-collapse: collapse; margin: 4px 0 0; } .det th, .det td { border: 1px solid #333; padding: 2px 6px; font-weight: normal; } .det th { background: #f2f2f2; }
      .det td.c { text-align: center; white-space: nowrap; }
      .tot { border-collapse: collapse; margin: 4px 0 0 auto; } .tot td { border: 1px solid #333; padding: 1px 10px; } .tot tr.t td { font-weight: 700; }
      .end { text-align: right; margin-top: 6px; } .bik { margin-top: 12px; border-top: 1px solid #333; padding-top: 6px; font-size: 9.5px; }`;
    const row = (x, kind) =>
      `<tr><td class="c">${x.dt ? md(x.dt) : ''}</td><td>${zen(x.name)}</td><td class="num">${z(x.qty)}${x.unit}</td><td class="num">${z(yen(x.price))}</td><td class="num">${z(yen(x.amount))}</td><td class="c">${kind}</td></tr>`;
    const regLine = `登録番号　${zen(d.reg)}`;
    const page = `<div class="wrap"><div class="rt">${fmt(d.issue)}<br>請求番号　${zen(d.no)}</div>
      <div class="to"><span class="n">${d.buyerName}　御中</span><br>　ご担当　${d.buyerPerson}　様</div>
      <div class="co"><span class="nm">${name}</span><br>会長　${csn}　${cgn}${textSeal('会長之印', 2, `right: ${r.int(20, 60)}px; top: ${r.int(14, 26)}px; width: 46px; height: 46px; border-radius: 50%; font-size: 12px; opacity: .75;`)}<br>〒${zen(d.zip)}<br>${zen(d.address)}<br>連絡先（会計　${tsn}　${tgn}）<br>ＴＥＬ　${zen(d.tel)}${regInBlock ? `<br>${regLine}` : ''}</div>
      <h1>ご請求書</h1>
      <div>拝啓　時下ますますご清祥のこととお慶び申し上げます。平素より当会の活動にご理解とご協力を賜り、厚く御礼申し上げます。<br>　さて、${zen(`${m}月`)}にご利用いただきました集会所の使用料ならびに事業所会費につきまして、下記のとおりご請求申し上げます。よろしくお願い申し上げます。</div>
      <div class="end">敬具</div>
      <div class="ki">記</div>
      <div class="li"><span class="h">１．ご請求金額</span>金　${z(yen(total))}円　（うち消費税　${z(yen(s.tax))}円）</div>
      <div class="li"><span class="h">２．内訳</span>ご利用目的：${use}</div>
      <table class="det"><tr><th style="width:70px">月日</th><th>内容</th><th style="width:70px">数量</th><th style="width:70px">単価</th><th style="width:80px">金額</th><th style="width:60px">課税区分</th></tr>${taxed.map((x) => row(x, '課税10%')).join('')}${dues.map((x) => row(x, '不課税')).join('')}</table>
      <table class="tot"><tr><td>10%対象</td><td class="num">${z(yen(s.subtotal))}円</td></tr><tr><td>消費税（10%）</td><td class="num">${z(yen(s.tax))}円</td></tr><tr><td>不課税</td><td class="num">${z(yen(free))}円</td></tr><tr class="t"><td>合計</td><td class="num">${z(yen(total))}円</td></tr></table>
      <div class="li"><span class="h">３．お支払期限</span>${fmt(d.due)}</div>
      <div class="li"><span class="h">４．お振込先</span>${d.yucho ? `ゆうちょ銀行　記号　${zen(d.yucho.symbol)}　番号　${zen(d.yucho.number)}` : `${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}預金　${zen(d.account)}`}<br><span class="h"></span>口座名義　${holder}</div>
      <div class="end">以上</div>
      <div class="bik">（備考）<br>・事業所会費及び協賛金は、当会の会員としての会費等であり、消費税の対象外（不課税）です。<br>・当会は集会所の貸出しについて適格請求書発行事業者の登録を受けております${regInBlock ? '。' : `（${regLine}）。`}<br>・振込手数料はご負担くださいますようお願いいたします。ご不明な点は会計までご連絡ください。</div></div>`;
    return { pages: [page], css, printed: { issuer: name, holder, total } };
  },
});

// 184 — a 産直EC run by a company in a farming town (株式会社…マルシェ / …ファーム / 合同会社…やさい便) sells wholesale to restaurants
// and bakeries through its own web shop and bills each month's orders on the invoice its admin screen prints: the brand with a leaf
// mark at the top left, 請求書 / INVOICE at the right, a row of cards (ご請求金額 / お支払期限 / 請求日 / 請求書番号), the buyer (御中,
// 顧客番号) and the company (〒 address with a 番地, TEL, e-mail, 登録番号) side by side, one rounded card per 注文 (注文番号 #10234,
// 注文日, 出荷日, お届け先 店舗, the carrier's 12-digit 送り状番号) with its lines — food at 8% (軽減 marked), the 送料 by the box and
// its サイズ and a クール便 加算 at 10% — and an 注文小計, a 税率別 table (8%対象 / 消費税 / 10%対象 / 消費税 / 合計), and the 振込先
// with a note to put the 顧客番号 before the remitter's name; hyphen or slash dates.
const SANCHOKU_TRADES = [
  ['マルシェ', 'マルシェ'],
  ['ファーム', 'ファーム'],
  ['やさい便', 'ヤサイビン'],
  ['産直便', 'サンチョクビン'],
  ['アグリ', 'アグリ'],
];
const SANCHOKU_BUYERS = [
  '株式会社{s}ダイニング',
  '{s}フーズ株式会社',
  '株式会社{s}キッチン',
  '合同会社{s}ベーカリー',
  '株式会社{s}食堂',
];
// [品名, 単位, 卸単価 lo–hi, 数量 lo–hi]
const SANCHOKU_ITEMS = [
  ['朝採れ 季節の野菜セット（L）', 'セット', 2800, 4200, 1, 4],
  ['有機ミニトマト 1kg', '箱', 1200, 1800, 1, 6],
  ['新玉ねぎ 10kg', '箱', 2200, 3200, 1, 3],
  ['温州みかん 10kg（M）', '箱', 3200, 4800, 1, 3],
  ['平飼い卵 30個', 'パック', 1500, 2400, 1, 6],
  ['自家製 柚子ジャム 150g', '個', 480, 720, 6, 24],
  ['米粉 1kg', '袋', 600, 900, 2, 10],
  ['干し椎茸 100g', '袋', 900, 1400, 2, 8],
  ['ベビーリーフ 500g', '袋', 700, 1100, 2, 8],
  ['じゃがいも（男爵）10kg', '箱', 2000, 3000, 1, 3],
];
// [サイズ, 送料 lo–hi, クール便 加算]
const SANCHOKU_BOXES = [
  [60, 900, 1100, 220],
  [80, 1100, 1400, 330],
  [100, 1400, 1800, 440],
  [120, 1700, 2200, 660],
];
LAYOUTS.push({
  id: 'L184-sanchoku-ec-oroshi',
  split: 'dev',
  title:
    "産直EC's monthly 卸 請求書 from its web shop's admin screen: a row of cards with the ご請求金額, one rounded card per 注文 (注文番号 #…, 出荷日, 12-digit 送り状番号), food at 8% with the 送料 by box size and a クール便 加算 at 10%, a 税率別 table",
  exercises:
    "a 産直EC run by a company in a farming town (株式会社…マルシェ / …ファーム / 合同会社…やさい便 / …産直便 / …アグリ, the brand as a logo with a leaf mark; its 〒 address with a 番地, TEL, e-mail and 登録番号) bills a restaurant or bakery (…ダイニング / …フーズ / …ベーカリー) for a month's 卸 orders on the invoice its web shop's admin screen prints: 請求書 and INVOICE at the top right, a row of four cards (ご請求金額（税込）, お支払期限, 請求日, 請求書番号), the buyer with 御中, ご担当 and 顧客番号 C-… at the left and the company at the right, one rounded card per 注文 — its head 注文番号 #10234 · 注文日 · 出荷日 · お届け先 (本店 / 駅前店 / セントラルキッチン) · 送り状番号 1234-5678-9012 — with its lines (品名, 税率 8% 軽減 / 10%, 数量, 単価, 金額: 野菜セット, ミニトマト, みかん, 卵, ジャム at 8%, 送料 80サイズ × 2箱 and クール便 加算 × 2箱 at 10%) and an 注文小計 (税抜), then a 税率別 table (8%対象 / 消費税（8%）/ 10%対象 / 消費税（10%）/ 合計 — the ご請求金額), the お振込先 (a net bank or a bank, holder ｶ)…ﾏﾙｼｴ half-width mostly) with a note to put the 顧客番号 before the remitter's name; hyphen or slash dates",
  opts: (r, inst) => ({ rates: 'mixed', bank: inst === 2 ? 'other' : 'main' }),
  render(d, r) {
    setCorp(d, r, SANCHOKU_TRADES, [
      ['株式会社', 'カ'],
      ['株式会社', 'カ'],
      ['合同会社', 'ド'],
    ]);
    relocate(d, r, true);
    ordinaryAtNetBank(d);
    if (r.chance(0.8)) d.type = 2;
    const [y, m] = d.issue[2] >= 28 ? d.issue : addMonths(d.issue, -1);
    const close = endOfMonth(y, m);
    d.issue = r.chance(0.5) || close[1] === 12 ? close : addDays(close, 1);
    d.due = endOfMonth(...addMonths(close, 1));
    d.no = `INV-${y}${pad2(m)}-${r.digits(4)}`;
    const [bs] = r.pick(KANJI_STEMS);
    d.buyerName = r.pick(SANCHOKU_BUYERS).replace('{s}', bs);
    const customer = `C-${r.digits(5)}`;
    const email = `${r.pick(['order', 'b2b', 'oroshi'])}@${r.pick(['example.jp', 'example.co.jp'])}`;
    const shops = ['本店', '駅前店', 'セントラルキッチン', `${r.pick(['中央', '北口', '南口'])}店`];
    let no = r.int(10000, 48000);
    const orderDays = shuffle(
      r,
      Array.from({ length: close[2] - 2 }, (_, i) => [y, m, i + 1]),
    )
      .slice(0, r.int(3, 4))
      .sort((a, b) => a[2] - b[2]);
    // The month's 卸 price of each item and the 送料 of each box size, the same on every order.
    const prices = new Map(SANCHOKU_ITEMS.map(([name, , lo, hi]) => [name, r.int(lo / 10, hi / 10) * 10]));
    const fees = new Map(SANCHOKU_BOXES.map(([size, lo, hi]) => [size, r.int(lo / 10, hi / 10) * 10]));
    const orders = orderDays.map((dt) => {
      no += r.int(20, 400);
      const lines = shuffle(r, SANCHOKU_ITEMS)
        .slice(0, r.int(1, 3))
        .map(([name, unit, , , qlo, qhi]) => {
          const price = prices.get(name);
          const qty = r.int(qlo, qhi);
          return { name, unit, qty, price, amount: qty * price, rate: 8 };
        });
      const [size, , , cool] = r.pick(SANCHOKU_BOXES);
      const boxes = r.int(1, 3);
      const fee = fees.get(size);
      lines.push({ name: `送料（${size}サイズ）`, unit: '箱', qty: boxes, price: fee, amount: boxes * fee, rate: 10 });
      if (r.chance(0.5))
        lines.push({ name: 'クール便 加算', unit: '箱', qty: boxes, price: cool, amount: boxes * cool, rate: 10 });
      return {
        no: `#${no}`,
        dt,
        ship: addDays(dt, r.int(1, 2)),
        shop: r.pick(shops),
        track: `${r.digits(4)}-${r.digits(4)}-${r.digits(4)}`,
        lines,
      };
    });
    d.items = orders.flatMap((o) => o.lines.map((x) => ({ name: x.name, amount: x.amount, rate: x.rate })));
    d.sum = summarize(d.items);
    const s = d.sum;
    const fmt = r.chance(0.5) ? iso : DATE_FORMATS.slash;
    const issuer = r.chance(0.7) ? d.issuerName : abbreviated(d, r.pick([0, 1]));
    const holder = holderPrinted(d, r.pick(['half', 'half', 'half-big', 'full']));
    const reg = r.chance(0.3) ? regHyphen(d.reg) : d.reg;
    const green = r.pick(['#3f8f3a', '#5b8c2a', '#2f7d5b']);
    const css = `body { font-family: 'Noto Sans CJK JP'; font-size: 9.6px; color: #2b2b2b; line-height: 1.5; }
      .wrap { position: relative; height: 1123px; padding: 34px 44px 0; }
      .top { display: flex; justify-content: space-between; align-items: center; }
      .brand { display: flex; align-items: center; gap: 8px; font-size: 18px; font-weight: 700; color: ${green}; }
      .leaf { width: 26px; height: 26px; background: ${green}; border-radius: 0 60% 0 60%; }
      .ttl { text-align: right; } .ttl b { font-size: 22px; letter-spacing: .1em; display: block; } .ttl span { font-size: 10px; letter-spacing: .4em; color: #888; }
      .cards { display: flex; gap: 8px; margin-top: 12px; } .cards div { flex: 1; border: 1px solid #ddd; border-radius: 8px; padding: 6px 10px; background: #fafaf7; }
      .cards i { display: block; font-style: normal; color: #888; font-size: 8.8px; } .cards b { font-size: 12px; } .cards .amt { background: ${green}; color: #fff; border-color: ${green}; } .cards .amt i { color: #e8f3e6; } .cards .amt b { font-size: 17px; }
      .pp { display: flex; justify-content: space-between; margin-top: 12px; gap: 20px; }
      .pp > div { width: 330px; line-height: 1.6; } .pp .n { font-size: 13.5px; font-weight: 700; } .pp .lbl { color: #888; font-size: 8.8px; }
      .ord { margin-top: 8px; border: 1px solid #ddd; border-radius: 8px; overflow: hidden; }
      .ord .h { background: #f2f5ef; padding: 3px 10px; display: flex; gap: 14px; font-size: 9px; color: #444; } .ord .h b { color: #2b2b2b; font-size: 10px; }
      .ord table { width: 100%; border-collapse: collapse; } .ord td { padding: 2px 10px; border-top: 1px solid #eee; } .ord td.c { text-align: center; }
      .ord tr.s td { font-weight: 700; background: #fcfcfa; }
      .tag { display: inline-block; font-size: 8px; padding: 0 4px; border-radius: 3px; border: 1px solid ${green}; color: ${green}; margin-left: 4px; }
      .low { display: flex; justify-content: space-between; align-items: flex-start; gap: 20px; margin-top: 12px; }
      .bank { flex: 1; border: 1px solid #ddd; border-radius: 8px; padding: 8px 12px; line-height: 1.75; }
      .tx { border-collapse: collapse; min-width: 280px; } .tx td { padding: 2px 10px; border-bottom: 1px solid #e3e3e3; } .tx tr.t td { font-weight: 700; font-size: 13px; border-top: 1.5px solid #2b2b2b; border-bottom: 1.5px solid #2b2b2b; }`;
    const cards = orders
      .map((o) => {
        const sub = o.lines.reduce((t, x) => t + x.amount, 0);
        const body = o.lines
          .map(
            (x) =>
              `<tr><td>${x.name}${x.rate === 8 ? '<span class="tag">軽減</span>' : ''}</td><td class="c" style="width:50px">${x.rate}%</td><td class="num" style="width:60px">${x.qty}${x.unit}</td><td class="num" style="width:70px">¥${yen(x.price)}</td><td class="num" style="width:80px">¥${yen(x.amount)}</td></tr>`,
          )
          .join('');
        return `<div class="ord"><div class="h"><b>注文番号 ${o.no}</b><span>注文日 ${fmt(o.dt)}</span><span>出荷日 ${fmt(o.ship)}</span><span>お届け先 ${o.shop}</span><span>送り状番号 ${o.track}</span></div>
          <table>${body}<tr class="s"><td>注文小計（税抜）</td><td></td><td></td><td></td><td class="num">¥${yen(sub)}</td></tr></table></div>`;
      })
      .join('');
    const page = `<div class="wrap"><div class="top"><div class="brand"><span class="leaf"></span>${d.corpBody}</div><div class="ttl"><b>請求書</b><span>INVOICE</span></div></div>
      <div class="cards"><div class="amt"><i>ご請求金額（税込）</i><b>¥${yen(s.total)}</b></div><div><i>お支払期限</i><b>${fmt(d.due)}</b></div><div><i>請求日</i><b>${fmt(d.issue)}</b></div><div><i>請求書番号</i><b>${d.no}</b></div></div>
      <div class="pp"><div><div class="lbl">ご請求先</div><span class="n">${d.buyerName}　御中</span><br>〒${d.buyerZip}　${d.buyerAddress}<br>ご担当　${d.buyerPerson} 様　／　顧客番号 ${customer}</div>
        <div><div class="lbl">発行元</div><span class="n">${issuer}</span><br>〒${d.zip}　<span class="addr">${d.address}</span><br>TEL ${d.tel}　${email}<br>登録番号 ${reg}</div></div>
      <div style="margin-top:10px">${y}年${m}月のご注文分（出荷ベース）を下記のとおりご請求いたします。</div>
      ${cards}
      <div class="low"><div class="bank"><b>お振込先</b><br>${d.bank.name}　${d.branch.name}　${TYPE_LABEL[d.type]}　${d.account}<br>口座名義　${holder}<br><span style="font-size:8.8px;color:#666">お振込の際は、ご依頼人名の前に顧客番号（${customer.replace('-', '')}）をご入力ください。振込手数料はお客様負担となります。</span></div>
        <table class="tx"><tr><td>8%対象（軽減税率）</td><td class="num">¥${yen(s.by[8]?.base ?? 0)}</td></tr><tr><td>消費税（8%）</td><td class="num">¥${yen(s.by[8]?.tax ?? 0)}</td></tr><tr><td>10%対象</td><td class="num">¥${yen(s.by[10]?.base ?? 0)}</td></tr><tr><td>消費税（10%）</td><td class="num">¥${yen(s.by[10]?.tax ?? 0)}</td></tr><tr class="t"><td>合計</td><td class="num">¥${yen(s.total)}</td></tr></table></div>
      <div style="margin-top:8px;font-size:8.6px;color:#777">「軽減」は軽減税率（8%）対象です。送料・クール便加算は10%の対象です。この請求書はWebショップ管理画面から発行されています。</div></div>`;
    return { pages: [page], css, printed: { issuer, holder } };
  },
});
