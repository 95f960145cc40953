// Generates the invoice fixtures in apps/api/fixtures/invoices/ (committed; re-run to change them):
// Japanese invoices from four HTML templates, printed to PDF (text layer), screenshotted into
// "photos" (rotated, blurred, unevenly lit, grey background), one photo embedded in a PDF (a
// scan without text), plus a broken and an encrypted PDF for inspectPdf. expected.json holds
// what each document says. Needs Debian's chromium and fonts-noto-cjk (.ci/run installs them).
// Usage: node scripts/generate-invoice-fixtures.mjs
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { chromium } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';

const OUT = new URL('../apps/api/fixtures/invoices/', import.meta.url);
mkdirSync(OUT, { recursive: true });

// ---- data helpers -------------------------------------------------------------------------

/** 国税庁's check digit (docs/design.md §6) in front of a 12-digit base. */
function registrationNumber(base12) {
  let sum = 0;
  for (let n = 1; n <= 12; n++) sum += Number(base12[12 - n]) * (n % 2 === 1 ? 1 : 2);
  return `T${9 - (sum % 9)}${base12}`;
}
const yen = (n) => n.toLocaleString('en-US');
const pad2 = (n) => String(n).padStart(2, '0');
const [Y, M, D] = [0, 1, 2];
const iso = (d) => `${d[Y]}-${pad2(d[M])}-${pad2(d[D])}`;
const seireki = (d) => `${d[Y]}年${d[M]}月${d[D]}日`;
const slash = (d) => `${d[Y]}/${pad2(d[M])}/${pad2(d[D])}`;
const wareki = (d) => `令和${d[Y] - 2018 === 1 ? '元' : d[Y] - 2018}年${d[M]}月${d[D]}日`;
const rShort = (d) => `R${d[Y] - 2018}.${d[M]}.${d[D]}`;
const TYPE_LABEL = { 2: '普通', 1: '当座' };

function totals(items, rate = 10) {
  const subtotal = items.reduce((s, it) => s + it.qty * it.price, 0);
  const tax = Math.floor((subtotal * rate) / 100);
  return { subtotal, tax, total: subtotal + tax };
}

// ---- templates ----------------------------------------------------------------------------

const BASE_CSS = `
  @page { size: A4; margin: 0; }
  * { box-sizing: border-box; }
  body { margin: 0; color: #222; }
  .paper { width: 794px; height: 1123px; padding: 56px 60px; background: #fff; position: relative; }
  table { border-collapse: collapse; }
  td, th { padding: 5px 8px; }
  .items { width: 100%; margin-top: 24px; font-size: 14px; }
  .items th { background: #eee; border: 1px solid #999; font-weight: normal; }
  .items td { border: 1px solid #999; }
  .num { text-align: right; }
`;

const itemRows = (items) =>
  items
    .map(
      (it) =>
        `<tr><td>${it.name}</td><td class="num">${it.qty}</td><td class="num">${yen(it.price)}</td><td class="num">${yen(it.qty * it.price)}</td></tr>`,
    )
    .join('');

function classic(d) {
  const t = totals(d.items);
  return `<style>${BASE_CSS}
    body { font-family: 'Noto Sans CJK JP'; font-size: 15px; }
    h1 { text-align: center; letter-spacing: 1em; font-size: 28px; margin: 0 0 28px; }
    .row { display: flex; justify-content: space-between; }
    .to { width: 52%; } .addressee { font-size: 20px; border-bottom: 1px solid #333; padding-bottom: 4px; }
    .from { width: 40%; font-size: 13px; line-height: 1.7; }
    .issuer { font-size: 17px; font-weight: bold; margin-top: 8px; }
    .meta th { text-align: left; font-weight: normal; padding: 2px 10px 2px 0; } .meta td { padding: 2px 0; }
    .box { margin-top: 28px; border: 2px solid #333; padding: 10px 14px; font-size: 20px; }
    .sums { margin: 12px 0 0 auto; font-size: 15px; } .sums th { text-align: left; font-weight: normal; padding-right: 40px; }
    .pay { margin-top: 28px; border: 1px solid #999; padding: 12px 16px; line-height: 1.9; }
    .note { margin-top: 12px; font-size: 12px; color: #555; }
  </style><div class="paper">
    <h1>請求書</h1>
    <div class="row">
      <div class="to">
        <div class="addressee">${d.buyer} 御中</div>
        <p>下記のとおりご請求申し上げます。</p>
        <div class="box">ご請求金額（税込） <b>¥${yen(t.total)}-</b></div>
      </div>
      <div class="from">
        <table class="meta"><tr><th>請求書番号</th><td>${d.no}</td></tr><tr><th>${d.issueLabel ?? '発行日'}</th><td>${d.fmt(d.issue)}</td></tr></table>
        <div class="issuer">${d.issuer}</div>
        <div>〒${d.zip} ${d.address}</div>
        <div>TEL ${d.tel}</div>
        <div>登録番号 ${d.reg}</div>
      </div>
    </div>
    <table class="items"><tr><th>品名</th><th>数量</th><th>単価</th><th>金額</th></tr>${itemRows(d.items)}</table>
    <table class="sums">
      <tr><th>小計</th><td class="num">¥${yen(t.subtotal)}</td></tr>
      <tr><th>消費税（10%）</th><td class="num">¥${yen(t.tax)}</td></tr>
      <tr><th>合計</th><td class="num"><b>¥${yen(t.total)}</b></td></tr>
    </table>
    <div class="pay">
      <div>お支払期限：${d.fmt(d.due)}</div>
      <div>お振込先：${d.bank} ${d.branch} ${TYPE_LABEL[d.type]} ${d.account}</div>
      <div>口座名義：${d.holder}</div>
    </div>
    <div class="note">※振込手数料は貴社にてご負担くださいますようお願い申し上げます。</div>
  </div>`;
}

function table(d) {
  const t = totals(d.items);
  return `<style>${BASE_CSS}
    body { font-family: 'Noto Sans CJK JP'; font-size: 14px; }
    header { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 4px solid #2a5d8f; padding-bottom: 12px; }
    h1 { margin: 0; font-size: 30px; color: #2a5d8f; } .sub { color: #777; font-size: 12px; }
    .issuer { text-align: right; line-height: 1.6; font-size: 13px; } .issuer b { font-size: 16px; }
    .addressee { margin-top: 24px; font-size: 18px; }
    .meta { margin-top: 18px; width: 100%; } .meta th { background: #2a5d8f; color: #fff; font-weight: normal; border: 1px solid #2a5d8f; }
    .meta td { border: 1px solid #2a5d8f; text-align: center; font-size: 15px; }
    .total { margin-top: 18px; font-size: 22px; background: #f1f5f9; padding: 10px 14px; }
    .sums { margin: 10px 0 0 auto; } .sums th { text-align: left; font-weight: normal; padding-right: 48px; }
    .bank { margin-top: 24px; width: 60%; } .bank th { text-align: left; background: #f1f5f9; font-weight: normal; width: 34%; border: 1px solid #ccd; }
    .bank td { border: 1px solid #ccd; }
  </style><div class="paper">
    <header>
      <div><h1>請求書</h1><div class="sub">INVOICE</div></div>
      <div class="issuer"><b>${d.issuer}</b><br>〒${d.zip}<br>${d.address}<br>電話 ${d.tel}<br>登録番号：${d.reg}</div>
    </header>
    <div class="addressee">${d.buyer} 御中</div>
    <table class="meta">
      <tr><th>請求番号</th><th>請求日</th><th>お支払期限</th></tr>
      <tr><td>${d.no}</td><td>${d.fmt(d.issue)}</td><td>${d.fmt(d.due)}</td></tr>
    </table>
    <div class="total">合計金額（税込）　¥${yen(t.total)}</div>
    <table class="items"><tr><th>摘要</th><th>数量</th><th>単価</th><th>金額</th></tr>${itemRows(d.items)}</table>
    <table class="sums">
      <tr><th>小計</th><td class="num">${yen(t.subtotal)}円</td></tr>
      <tr><th>消費税額（10%）</th><td class="num">${yen(t.tax)}円</td></tr>
      <tr><th>税込合計</th><td class="num">${yen(t.total)}円</td></tr>
    </table>
    <table class="bank">
      <tr><th>銀行名</th><td>${d.bank}${d.bankCode ? `（${d.bankCode}）` : ''}</td></tr>
      <tr><th>支店名</th><td>${d.branch}${d.branchCode ? `（${d.branchCode}）` : ''}</td></tr>
      <tr><th>口座種別</th><td>${TYPE_LABEL[d.type]}</td></tr>
      <tr><th>口座番号</th><td>${d.account}</td></tr>
      <tr><th>口座名義</th><td>${d.holder}</td></tr>
    </table>
  </div>`;
}

function sole(d) {
  const t8 = d.items.filter((it) => it.rate === 8).reduce((s, it) => s + it.qty * it.price, 0);
  const t10 = d.items.filter((it) => it.rate !== 8).reduce((s, it) => s + it.qty * it.price, 0);
  const tax8 = Math.floor(t8 * 0.08);
  const tax10 = Math.floor(t10 * 0.1);
  const total = t8 + t10 + tax8 + tax10;
  return `<style>${BASE_CSS}
    body { font-family: 'Noto Serif CJK JP'; font-size: 15px; line-height: 1.8; }
    .date { text-align: right; } h1 { font-size: 26px; text-align: center; margin: 12px 0 20px; font-weight: normal; border-bottom: 3px double #333; }
    .two { display: flex; justify-content: space-between; } .issuer { text-align: left; font-size: 14px; }
    .amount { font-size: 21px; margin: 20px 0; border-bottom: 1px solid #333; display: inline-block; padding-right: 40px; }
    .sums { margin: 10px 0 0 auto; font-size: 14px; } .sums th { text-align: left; font-weight: normal; padding-right: 36px; }
  </style><div class="paper">
    <div class="date">No. ${d.no}<br>${d.fmt(d.issue)}</div>
    <h1>御請求書</h1>
    <div class="two">
      <div><div style="font-size:19px">${d.buyer} 様</div>
        <div class="amount">ご請求額　${yen(total)}円</div>
        <div>お振込期限　${d.fmt(d.due)}</div></div>
      <div class="issuer">${d.issuer}<br>${d.person}<br>〒${d.zip}<br>${d.address}<br>TEL ${d.tel}<br>登録番号 ${d.reg}</div>
    </div>
    <table class="items"><tr><th>内容</th><th>数量</th><th>単価</th><th>金額</th></tr>${itemRows(d.items)}</table>
    <table class="sums">
      <tr><th>8%対象</th><td class="num">${yen(t8)}円</td><th>消費税</th><td class="num">${yen(tax8)}円</td></tr>
      <tr><th>10%対象</th><td class="num">${yen(t10)}円</td><th>消費税</th><td class="num">${yen(tax10)}円</td></tr>
      <tr><th>合計</th><td class="num" colspan="3">${yen(total)}円</td></tr>
    </table>
    <p style="margin-top:28px">【お振込先】<br>${d.bank}　${d.branch}　${TYPE_LABEL[d.type]}預金　${d.account}<br>口座名義　${d.holder}</p>
  </div>`;
}

function compact(d) {
  const t = totals(d.items);
  return `<style>${BASE_CSS}
    body { font-family: 'Noto Sans CJK JP'; font-size: 14px; }
    .paper { padding: 48px 90px; } h1 { font-size: 22px; margin: 0 0 6px; } .line { border-top: 1px dashed #888; margin: 14px 0; }
    .kv { display: flex; justify-content: space-between; } .big { font-size: 24px; font-weight: bold; }
  </style><div class="paper">
    <h1>ご請求書</h1>
    <div class="kv"><span>請求No. ${d.no}</span><span>発行日 ${d.fmt(d.issue)}</span></div>
    <div style="margin-top:14px">${d.buyer} 御中</div>
    <div class="line"></div>
    <div>${d.issuer}</div><div>${d.address}</div><div>登録番号 ${d.reg}</div>
    <div class="line"></div>
    <table class="items"><tr><th>品目</th><th>数量</th><th>単価</th><th>金額</th></tr>${itemRows(d.items)}</table>
    <div class="line"></div>
    <div class="kv"><span>小計</span><span>¥${yen(t.subtotal)}</span></div>
    <div class="kv"><span>消費税 10%</span><span>¥${yen(t.tax)}</span></div>
    <div class="kv big"><span>総額</span><span>¥${yen(t.total)}</span></div>
    <div class="line"></div>
    <div>支払期日 ${d.fmt(d.due)}</div>
    <div>振込先 ${d.bank} ${d.branch}${d.branchCode ? `(${d.branchCode})` : ''} ${TYPE_LABEL[d.type]} ${d.account} ${d.holder}</div>
  </div>`;
}

const TEMPLATES = { classic, table, sole, compact };

function totalOf(d) {
  if (d.template === 'sole') {
    const t8 = d.items.filter((it) => it.rate === 8).reduce((s, it) => s + it.qty * it.price, 0);
    const t10 = d.items.filter((it) => it.rate !== 8).reduce((s, it) => s + it.qty * it.price, 0);
    return t8 + t10 + Math.floor(t8 * 0.08) + Math.floor(t10 * 0.1);
  }
  return totals(d.items).total;
}

// ---- documents ----------------------------------------------------------------------------

const MAIN_BANK_CODES = {
  みずほ銀行: '0001',
  三菱UFJ銀行: '0005',
  三井住友銀行: '0009',
  りそな銀行: '0010',
  楽天銀行: '0036',
  ゆうちょ銀行: '9900',
};
const items = (...rows) => rows.map(([name, qty, price, rate]) => ({ name, qty, price, rate }));

const DOCS = [
  {
    id: 'classic-01',
    template: 'classic',
    issuer: '株式会社サンプル工業',
    buyer: '株式会社テスト商事',
    no: 'INV-2026-0012',
    fmt: seireki,
    issue: [2026, 12, 1],
    due: [2026, 12, 31],
    zip: '100-0001',
    address: '東京都千代田区千代田1-1',
    tel: '03-1234-5678',
    reg: registrationNumber('123456789012'),
    bank: '三菱UFJ銀行',
    branch: '渋谷支店',
    type: 2,
    account: '1234567',
    holder: 'カ）サンプルコウギヨウ',
    items: items(['ウェブサイト制作費', 1, 800000], ['保守費用（12月分）', 1, 50000], ['サーバー利用料', 3, 12000]),
  },
  {
    id: 'classic-02',
    template: 'classic',
    issuer: '合同会社ミドリソフト',
    buyer: '株式会社青空物産',
    no: 'MS-1107',
    fmt: slash,
    issueLabel: '請求日',
    issue: [2026, 11, 30],
    due: [2027, 1, 15],
    zip: '530-0001',
    address: '大阪府大阪市北区梅田2-4-9',
    tel: '06-4567-8901',
    reg: registrationNumber('512000345678'),
    bank: '楽天銀行',
    branch: '第一営業支店',
    type: 2,
    account: '7012345',
    holder: 'ド）ミドリソフト',
    items: items(['システム開発（11月分）', 1, 420000], ['追加改修', 2, 35000]),
  },
  {
    id: 'table-01',
    template: 'table',
    issuer: '株式会社ミナトロジスティクス',
    buyer: '山川商店株式会社',
    no: 'ML-2026-00451',
    fmt: slash,
    issue: [2026, 12, 5],
    due: [2027, 1, 31],
    zip: '231-0002',
    address: '神奈川県横浜市中区海岸通3-9',
    tel: '045-222-3344',
    reg: registrationNumber('402011112222'),
    bank: 'みずほ銀行',
    bankCode: '0001',
    branch: '横浜支店',
    branchCode: '325',
    type: 1,
    account: '0456789',
    holder: 'カ）ミナトロジスティクス',
    items: items(['配送料（12月前半）', 48, 3200], ['倉庫保管料', 1, 95000], ['梱包資材', 120, 180]),
  },
  {
    id: 'table-02',
    template: 'table',
    issuer: '有限会社アオバ製作所',
    buyer: '株式会社北斗電機',
    no: '20261120-03',
    fmt: seireki,
    issue: [2026, 11, 20],
    due: [2026, 12, 25],
    zip: '980-0811',
    address: '宮城県仙台市青葉区一番町1-2-3',
    tel: '022-111-2233',
    reg: registrationNumber('370002001122'),
    bank: '七十七銀行',
    bankCode: '0125',
    branch: '本店営業部',
    branchCode: '100',
    type: 2,
    account: '5566778',
    holder: 'ユ）アオバセイサクシヨ',
    items: items(['精密部品 A-12', 500, 420], ['治具製作', 1, 180000]),
  },
  {
    id: 'sole-01',
    template: 'sole',
    issuer: '山田デザイン事務所',
    person: '山田 太郎',
    buyer: '株式会社テスト商事',
    no: '0042',
    fmt: wareki,
    issue: [2026, 12, 1],
    due: [2027, 1, 31],
    zip: '150-0002',
    address: '東京都渋谷区渋谷2-10-5 303',
    tel: '090-1234-5678',
    reg: registrationNumber('234567890123'),
    bank: 'りそな銀行',
    branch: '渋谷支店',
    type: 2,
    account: '0123456',
    holder: 'ヤマダ タロウ',
    items: items(['ロゴデザイン', 1, 150000], ['名刺デザイン', 2, 20000], ['打合せ用菓子', 1, 2000, 8]),
  },
  {
    id: 'sole-02',
    template: 'sole',
    issuer: 'さくら翻訳オフィス',
    person: '佐藤 花子',
    buyer: 'グローバル貿易株式会社',
    no: 'S-2026-118',
    fmt: wareki,
    issue: [2026, 10, 31],
    due: [2026, 11, 30],
    zip: '460-0008',
    address: '愛知県名古屋市中区栄3-1-1',
    tel: '052-765-4321',
    reg: registrationNumber('345678901234'),
    bank: '三井住友銀行',
    branch: '名古屋支店',
    type: 2,
    account: '9081726',
    holder: 'サトウ ハナコ',
    items: items(['翻訳（英→日）', 12000, 12], ['校正', 1, 30000]),
  },
  {
    id: 'compact-01',
    template: 'compact',
    issuer: '株式会社ひかりネット',
    buyer: '株式会社テスト商事',
    no: '2026-0042',
    fmt: rShort,
    issue: [2026, 12, 1],
    due: [2027, 1, 15],
    address: '福岡県福岡市博多区博多駅前1-1-1',
    reg: registrationNumber('290001234567'),
    bank: 'りそな銀行',
    branch: '東京営業部',
    branchCode: '101',
    type: 1,
    account: '0234567',
    holder: 'カ）ヒカリネツト',
    items: items(['光回線（12月分）', 10, 5500], ['固定IP', 2, 1100]),
  },
  {
    id: 'compact-02',
    template: 'compact',
    issuer: 'ブルースカイ合同会社',
    buyer: '株式会社北斗電機',
    no: 'BS-778',
    fmt: slash,
    issue: [2026, 12, 10],
    due: [2026, 12, 28],
    address: '札幌市中央区北1条西2-1',
    reg: registrationNumber('430005554443'),
    bank: '北洋銀行',
    branch: '札幌駅前支店',
    branchCode: '143',
    type: 2,
    account: '3344556',
    holder: 'ブルースカイ（ド',
    items: items(['清掃業務委託', 1, 88000], ['消耗品', 5, 1980]),
  },
];

// Photos: the same templates with new data, then made to look like a phone picture.
const PHOTOS = [
  {
    ...DOCS[0],
    id: 'photo-classic-01',
    no: 'INV-2026-0031',
    due: [2027, 1, 20],
    account: '2345678',
    rotate: -0.7,
    blur: 0.5,
    items: items(['コンサルティング費', 1, 300000], ['交通費', 1, 12340]),
  },
  {
    ...DOCS[2],
    id: 'photo-table-01',
    no: 'ML-2026-00502',
    rotate: 0.9,
    blur: 0.4,
    items: items(['配送料（12月後半）', 52, 3200], ['倉庫保管料', 1, 95000]),
  },
  {
    ...DOCS[4],
    id: 'photo-sole-01',
    no: '0043',
    rotate: -1.2,
    blur: 0.6,
    items: items(['バナー制作', 3, 25000], ['修正対応', 1, 10000]),
  },
  { ...DOCS[6], id: 'photo-compact-01', no: '2026-0057', rotate: 0.5, blur: 0.5, items: items(['光回線（1月分）', 10, 5500]) },
  {
    ...DOCS[1],
    id: 'photo-classic-02',
    no: 'MS-1203',
    due: [2027, 2, 10],
    rotate: 1.5,
    blur: 0.7,
    items: items(['システム開発（12月分）', 1, 380000], ['テスト支援', 3, 42000]),
  },
  {
    ...DOCS[3],
    id: 'photo-table-02',
    no: '20261205-01',
    rotate: -0.4,
    blur: 0.5,
    jpeg: true,
    items: items(['精密部品 B-07', 250, 860]),
  },
];
const SCANS = [{ ...DOCS[5], id: 'scan-sole-02', no: 'S-2026-131', rotate: 0.3, blur: 0.3, scan: true }];

function expectedFields(d) {
  const bankCode = d.bankCode ?? MAIN_BANK_CODES[d.bank] ?? null;
  return {
    total_amount: totalOf(d),
    due_date: iso(d.due),
    invoice_number: d.no,
    issue_date: iso(d.issue),
    issuer_name: d.issuer,
    registration_number: d.reg,
    bank_name: d.bank,
    bank_code: bankCode,
    branch_name: d.branch,
    branch_code: d.branchCode ?? null,
    account_type: String(d.type),
    account_number: d.account,
    // NFKC, as the reader normalises: ） → ).
    account_holder: d.holder.normalize('NFKC'),
    // The compact template prints the address only.
    issuer_postal_code: d.zip ? d.zip.replace('-', '') : null,
    issuer_address: d.address,
    issuer_phone: d.tel ?? null,
  };
}

/**
 * Chromium's screenshot as an 8-bit greyscale PNG: a third of the RGB size, so a photo stays
 * small enough to commit. (@napi-rs/canvas, pdfjs's optional dependency, decodes it.)
 */
async function greyPng(png) {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const { data, width, height } = ctx.getImageData(0, 0, image.width, image.height);
  const raw = Buffer.alloc((width + 1) * height);
  let prev = new Uint8Array(width);
  for (let y = 0; y < height; y++) {
    const row = new Uint8Array(width);
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      row[x] = Math.round(0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2]);
    }
    raw[y * (width + 1)] = 2; // filter Up: smooth backgrounds compress to almost nothing
    for (let x = 0; x < width; x++) raw[y * (width + 1) + 1 + x] = (row[x] - prev[x]) & 255;
    prev = row;
  }
  const chunk = (type, body) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(body.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), body])));
    return Buffer.concat([len, Buffer.from(type), body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 255] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

// ---- rendering ----------------------------------------------------------------------------

const PHOTO_CSS = (d) => `
  html, body { background: radial-gradient(ellipse at 30% 20%, #d8d6cf, #8f8c84); width: 900px; height: 1250px; overflow: hidden; }
  .paper { margin: 60px 0 0 53px; transform: rotate(${d.rotate}deg); box-shadow: 4px 6px 14px rgba(0,0,0,.45);
           filter: blur(${d.blur}px) contrast(.88) brightness(.97) sepia(.08); }
  .paper::after { content: ''; position: absolute; inset: 0; pointer-events: none;
           background: linear-gradient(115deg, rgba(255,255,255,0) 40%, rgba(60,50,30,.16) 100%); }
`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const manifest = [];
try {
  const page = await browser.newPage({ viewport: { width: 794, height: 1123 } });
  for (const d of DOCS) {
    await page.setContent(TEMPLATES[d.template](d), { waitUntil: 'load' });
    await page.evaluate(() => globalThis.document.fonts.ready);
    writeFileSync(new URL(`${d.id}.pdf`, OUT), await page.pdf({ format: 'A4', printBackground: true }));
    manifest.push({ file: `${d.id}.pdf`, mime_type: 'application/pdf', method: 'pdf_text', fields: expectedFields(d) });
  }
  // ~1.4 device pixels per CSS pixel: ≈135 dpi for A4, what a phone photo of a page gives after cropping.
  const photoPage = await browser.newPage({ viewport: { width: 900, height: 1250 }, deviceScaleFactor: 1.4 });
  for (const d of [...PHOTOS, ...SCANS]) {
    await photoPage.setContent(`${TEMPLATES[d.template](d)}<style>${PHOTO_CSS(d)}</style>`, { waitUntil: 'load' });
    await photoPage.evaluate(() => globalThis.document.fonts.ready);
    const shot = await photoPage.screenshot(d.jpeg ? { type: 'jpeg', quality: 70 } : { type: 'png' });
    const image = d.jpeg ? shot : await greyPng(shot);
    if (d.scan) {
      const pdf = await PDFDocument.create();
      const png = await pdf.embedPng(image);
      const a4 = pdf.addPage([595.28, 841.89]);
      a4.drawImage(png, { x: 0, y: 0, width: 595.28, height: (595.28 * png.height) / png.width });
      writeFileSync(new URL(`${d.id}.pdf`, OUT), await pdf.save());
      manifest.push({ file: `${d.id}.pdf`, mime_type: 'application/pdf', method: 'ocr', fields: expectedFields(d) });
    } else {
      const file = `${d.id}.${d.jpeg ? 'jpg' : 'png'}`;
      writeFileSync(new URL(file, OUT), image);
      manifest.push({ file, mime_type: d.jpeg ? 'image/jpeg' : 'image/png', method: 'ocr', fields: expectedFields(d) });
    }
  }
} finally {
  await browser.close();
}

// ---- PDFs for inspectPdf ------------------------------------------------------------------

// Broken: the signature, then nothing a PDF parser can use.
const garbage = Buffer.alloc(2048);
for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 7919 + 13) % 251;
writeFileSync(new URL('broken.pdf', OUT), Buffer.concat([Buffer.from('%PDF-1.7\n'), garbage]));

// Encrypted: a one-page PDF plus an incremental update adding a Standard security handler
// (RC4 40-bit, revision 2) whose user password is 'secret'. Only the /Encrypt dictionary is
// real — the content stays unencrypted — which is all a reader needs to ask for a password.
{
  const doc = await PDFDocument.create();
  doc.addPage([595.28, 841.89]);
  const base = Buffer.from(await doc.save({ useObjectStreams: false }));
  const text = base.toString('latin1');
  const size = Number(/\/Size (\d+)/.exec(text)[1]);
  const root = /\/Root (\d+ \d+ R)/.exec(text)[1];
  const prevXref = Number(/startxref\s+(\d+)/.exec(text)[1]);
  const PAD = Buffer.from('28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A', 'hex');
  const padded = (pw) => Buffer.concat([Buffer.from(pw, 'latin1'), PAD]).subarray(0, 32);
  // RC4 by hand: OpenSSL 3 leaves it out of Node's default provider.
  const rc4 = (key, data) => {
    const s = [...Array(256).keys()];
    for (let i = 0, j = 0; i < 256; i++) {
      j = (j + s[i] + key[i % key.length]) & 255;
      [s[i], s[j]] = [s[j], s[i]];
    }
    const out = Buffer.alloc(data.length);
    for (let n = 0, i = 0, j = 0; n < data.length; n++) {
      i = (i + 1) & 255;
      j = (j + s[i]) & 255;
      [s[i], s[j]] = [s[j], s[i]];
      out[n] = data[n] ^ s[(s[i] + s[j]) & 255];
    }
    return out;
  };
  const md5 = (...parts) => createHash('md5').update(Buffer.concat(parts)).digest();
  const id = md5(Buffer.from('invoice-fixture'));
  const owner = rc4(md5(padded('owner')).subarray(0, 5), padded('secret'));
  const p = Buffer.alloc(4);
  p.writeInt32LE(-44);
  const key = md5(padded('secret'), owner, p, id).subarray(0, 5);
  const user = rc4(key, PAD);
  const hex = (b) => `<${b.toString('hex')}>`;
  const obj = `${size} 0 obj\n<< /Filter /Standard /V 1 /R 2 /O ${hex(owner)} /U ${hex(user)} /P -44 >>\nendobj\n`;
  const objOffset = base.length;
  const xrefOffset = objOffset + Buffer.byteLength(obj, 'latin1');
  const update =
    obj +
    `xref\n0 1\n0000000000 65535 f \n${size} 1\n${String(objOffset).padStart(10, '0')} 00000 n \n` +
    `trailer\n<< /Size ${size + 1} /Root ${root} /Encrypt ${size} 0 R /ID [${hex(id)} ${hex(id)}] /Prev ${prevXref} >>\n` +
    `startxref\n${xrefOffset}\n%%EOF\n`;
  writeFileSync(new URL('encrypted.pdf', OUT), Buffer.concat([base, Buffer.from(update, 'latin1')]));
}

writeFileSync(
  new URL('expected.json', OUT),
  `${JSON.stringify({ note: 'Generated by scripts/generate-invoice-fixtures.mjs', documents: manifest }, null, 2)}\n`,
);
for (const m of manifest) {
  const bytes = readFileSync(new URL(m.file, OUT)).length;
  console.log(`${m.file.padEnd(24)} ${m.method.padEnd(8)} ${(bytes / 1024).toFixed(0).padStart(5)} KB`);
}
