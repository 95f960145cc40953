import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

/*
 * The invoice the demo accounting cloud holds for its customer (株式会社デモ商事, the demo buyer):
 * the form's values, the partner API's request body made from them, and the invoice PDF.
 */

/** The invoice form's fields, as text (what the browser posts). */
export interface InvoiceForm {
  supplier_name: string;
  corporate_number: string;
  invoice_registration_number: string;
  bank_code: string;
  bank_name: string;
  branch_code: string;
  branch_name: string;
  account_type: '1' | '2';
  account_number: string;
  holder_name: string;
  amount: string;
  issue_date: string;
  due_date: string;
  invoice_number: string;
  partner_reference: string;
  memo: string;
}

export const BUYER_NAME = '株式会社デモ商事';

/** 国税庁's check digit: 9 − (Σ Pn×Qn mod 9), Pn the n-th digit from the right, Qn 1 (odd n) or 2 (even n). */
export function corporateNumber(base12: string): string {
  if (!/^\d{12}$/.test(base12)) throw new RangeError('a 法人番号 base is 12 digits');
  let sum = 0;
  for (let n = 1; n <= 12; n++) sum += Number(base12[12 - n]) * (n % 2 === 1 ? 1 : 2);
  return `${9 - (sum % 9)}${base12}`;
}

/** 株式会社サンプル商事 (fictional): its 法人番号, and the same digits as its 適格請求書発行事業者 登録番号. */
export const SAMPLE_CORPORATE_NUMBER = corporateNumber('010401234567');

/** YYYY-MM-DD of a day in Japan. */
export function jstDate(date: Date): string {
  return new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
}

/** A fresh sample invoice: due in 60 days (a transfer date always fits before it), new numbers each time. */
export function sampleInvoice(now = new Date()): InvoiceForm {
  const serial = randomBytes(3).toString('hex').toUpperCase();
  const issue = jstDate(now);
  return {
    supplier_name: '株式会社サンプル商事',
    corporate_number: SAMPLE_CORPORATE_NUMBER,
    invoice_registration_number: `T${SAMPLE_CORPORATE_NUMBER}`,
    bank_code: '0001',
    bank_name: 'みずほ銀行',
    branch_code: '001',
    branch_name: '東京営業部',
    account_type: '2',
    account_number: '1234567',
    holder_name: 'ｶ)ｻﾝﾌﾟﾙｼｮｳｼﾞ',
    amount: '55,000',
    issue_date: issue,
    due_date: jstDate(new Date(now.getTime() + 60 * 86_400_000)),
    invoice_number: `INV-${issue.slice(0, 4)}-${serial}`,
    partner_reference: `DEMO-${issue.replaceAll('-', '')}-${serial}`,
    memo: 'デモ会計クラウドから送信',
  };
}

/** Amount text as typed (55,000 / ５５，０００ / 55000円) → yen, or NaN. */
export function parseAmount(text: string): number {
  const ascii = text.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  const digits = ascii.replace(/[,，円\s¥￥]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : Number.NaN;
}

const optional = (s: string) => (s.trim() === '' ? undefined : s.trim());

/** The body of POST /api/v1/partner/pre_payments (contract createPrePaymentRequestSchema). */
export function prePaymentRequest(form: InvoiceForm, file: { fileName: string; bytes: Uint8Array }, returnUrl: string) {
  return {
    supplier: {
      name: form.supplier_name.trim(),
      business_form: 1 as const,
      corporate_number: optional(form.corporate_number),
      invoice_registration_number: optional(form.invoice_registration_number),
    },
    bank_account: {
      bank_code: form.bank_code.trim(),
      branch_code: form.branch_code.trim(),
      account_type: form.account_type,
      account_number: form.account_number.trim(),
      holder_name: form.holder_name.trim(),
    },
    amount: parseAmount(form.amount),
    due_date: optional(form.due_date),
    invoice_number: optional(form.invoice_number),
    memo: optional(form.memo),
    partner_reference: optional(form.partner_reference),
    invoice_file: { file_name: file.fileName, content_base64: Buffer.from(file.bytes).toString('base64') },
    return_url: returnUrl,
  };
}

// ------------------------------------------------------------------ the invoice PDF

const require = createRequire(import.meta.url);
const FONT_PATH = require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf');
let fontBytes: Promise<Buffer> | null = null;

interface TrueTypeSubset {
  loca: { version?: number };
  _addGlyph(gid: number): number;
}

/**
 * @pdf-lib/fontkit writes a TrueType subset's `loca` table in the short format without padding,
 * which blanks most kana and kanji (Hopding/pdf-lib#1232); keeping the long format fixes it, as
 * upstream fontkit did (foliojs/fontkit#191). The API's receipts apply the same fix.
 */
function keepLongLocaInSubsets(bytes: Uint8Array): void {
  const proto = Object.getPrototypeOf(fontkit.create(bytes).createSubset()) as Partial<TrueTypeSubset> & { __longLoca?: true };
  const addGlyph = proto._addGlyph;
  if (typeof addGlyph !== 'function' || proto.__longLoca) return;
  proto._addGlyph = function (this: TrueTypeSubset, gid: number) {
    this.loca.version ??= 1;
    return addGlyph.call(this, gid);
  };
  proto.__longLoca = true;
}

function loadFont(): Promise<Buffer> {
  return (fontBytes ??= readFile(FONT_PATH).then((bytes) => {
    keepLongLocaInSubsets(bytes);
    return bytes;
  }));
}

const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.7, 0.7, 0.7);
const WIDTH = 595.28;
const LEFT = 56;
const RIGHT = 539;

const yen = (n: number) => `¥${n.toLocaleString('ja-JP')}`;
const japaneseDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return y && m && d ? `${y}年${m}月${d}日` : iso;
};

/** 10% consumption tax contained in a tax-included amount (rounded down, as most invoices do). */
export function taxIncluded(amount: number): { subtotal: number; tax: number } {
  const tax = Math.floor((amount * 10) / 110);
  return { subtotal: amount - tax, tax };
}

/** An A4 invoice (適格請求書) from 株式会社サンプル商事 to the buyer, Japanese text embedded as a subset of Noto Sans JP. */
export async function renderInvoicePdf(form: InvoiceForm): Promise<Uint8Array> {
  const amount = parseAmount(form.amount);
  const total = Number.isFinite(amount) ? amount : 0;
  const { subtotal, tax } = taxIncluded(total);

  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(await loadFont(), { subset: true });
  doc.setTitle(`請求書 ${form.invoice_number}`);
  doc.setAuthor(form.supplier_name);
  doc.setCreator('デモ会計クラウド');
  doc.setProducer('デモ会計クラウド');

  const page = doc.addPage([WIDTH, 841.89]);
  const text = (s: string, x: number, y: number, size: number, color = INK) => page.drawText(s, { x, y, size, font, color });
  const right = (s: string, y: number, size: number, color = INK) =>
    text(s, RIGHT - font.widthOfTextAtSize(s, size), y, size, color);
  const rule = (y: number, thickness = 0.5, color = RULE) =>
    page.drawLine({ start: { x: LEFT, y }, end: { x: RIGHT, y }, thickness, color });

  text('請求書', (WIDTH - font.widthOfTextAtSize('請求書', 24)) / 2, 780, 24);
  right(`請求書番号 ${form.invoice_number}`, 748, 9.5, MUTED);
  right(`発行日 ${japaneseDate(form.issue_date)}`, 734, 9.5, MUTED);

  text(`${BUYER_NAME} 御中`, LEFT, 716, 15);
  page.drawLine({ start: { x: LEFT, y: 708 }, end: { x: 300, y: 708 }, thickness: 0.8, color: INK });

  drawIssuer(page, font, form);

  text('下記のとおりご請求申し上げます。', LEFT, 640, 10.5);
  text('ご請求金額（税込）', LEFT, 606, 12);
  right(yen(total), 602, 22);
  rule(592, 1.2, INK);
  text(`お支払期限 ${form.due_date ? japaneseDate(form.due_date) : '—'}`, LEFT, 572, 10.5);

  // One line: the demo has no items of its own.
  let y = 530;
  text('品目', LEFT, y, 10, MUTED);
  right('金額（税抜）', y, 10, MUTED);
  rule(y - 8);
  y -= 26;
  text('クラウド会計導入支援サービス（標準税率10%対象）', LEFT, y, 10.5);
  right(yen(subtotal), y, 10.5);
  rule(y - 8);
  y -= 26;
  for (const [label, value] of [
    ['小計（10%対象）', yen(subtotal)],
    ['消費税（10%）', yen(tax)],
    ['合計（税込）', yen(total)],
  ] as const) {
    text(label, 330, y, 10.5);
    right(value, y, 10.5);
    y -= 20;
  }

  y -= 20;
  text('お振込先', LEFT, y, 11.5);
  rule(y - 8);
  y -= 28;
  const accountType = form.account_type === '1' ? '当座' : '普通';
  for (const [label, value] of [
    ['金融機関', `${form.bank_name}（${form.bank_code}） ${form.branch_name}（${form.branch_code}）`],
    ['口座', `${accountType} ${form.account_number}`],
    ['口座名義', form.holder_name],
  ] as const) {
    text(label, LEFT, y, 10, MUTED);
    text(value, 150, y, 10.5);
    y -= 20;
  }
  text('恐れ入りますが、振込手数料は貴社にてご負担ください。', LEFT, y - 10, 9, MUTED);
  return doc.save();
}

function drawIssuer(page: PDFPage, font: PDFFont, form: InvoiceForm): void {
  const x = 340;
  const lines: [string, number, typeof INK][] = [
    [form.supplier_name, 11.5, INK],
    ['〒100-0004 東京都千代田区大手町1-2-3', 9, MUTED],
    ['TEL 03-1234-5678', 9, MUTED],
    [`登録番号 ${form.invoice_registration_number || '—'}`, 9, MUTED],
  ];
  let y = 690;
  for (const [s, size, color] of lines) {
    page.drawText(s, { x, y, size, font, color });
    y -= size + 5;
  }
}
