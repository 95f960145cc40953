import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { formatJapaneseDate, formatYen } from '@icp/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { SERVICE_NAME } from '../../platform/mail/templates.ts';
import { keepLongLocaInSubsets } from './fontkit-subset-fix.ts';

export interface ReceiptData {
  displayId: string;
  buyerName: string;
  /** The supplier, or the seller who requested the payment. */
  payeeName: string;
  account: { bankName: string; branchName: string; accountType: '1' | '2'; accountNumber: string } | null;
  amount: number;
  commission: number;
  discount: number;
  consumptionTax: number;
  total: number;
  card: { brand: string; last4: string } | null;
  /** YYYY-MM-DD */
  transferDate: string | null;
  /** YYYY-MM-DD (JST) */
  issueDate: string;
  issuedAt: Date;
}

export const RECEIPT_TITLE = '支払完了通知書 兼 領収書';

const require = createRequire(import.meta.url);
const FONT_PATH = require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf');
// 5 MB read once, on the first receipt; each PDF embeds only the glyphs it uses (subset).
let fontBytes: Promise<Buffer> | null = null;

function loadFont(): Promise<Buffer> {
  return (fontBytes ??= readFile(FONT_PATH).then((bytes) => {
    keepLongLocaInSubsets(bytes);
    return bytes;
  }));
}

const ACCOUNT_TYPES = { '1': '当座', '2': '普通' } as const;
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.75, 0.75, 0.75);

/** Only the last 4 digits of an account number are printed: the document travels by e-mail and print. */
export function maskAccountNumber(accountNumber: string): string {
  const visible = accountNumber.slice(-4);
  return `${'*'.repeat(Math.max(0, accountNumber.length - visible.length))}${visible}`;
}

function rows(data: ReceiptData): [string, string][] {
  const account = data.account
    ? `${data.account.bankName} ${data.account.branchName} ${ACCOUNT_TYPES[data.account.accountType]} ${maskAccountNumber(data.account.accountNumber)}`
    : '—';
  return [
    ['支払番号', data.displayId],
    ['支払先', data.payeeName],
    ['振込先口座', account],
    ['振込日', data.transferDate ? formatJapaneseDate(data.transferDate) : '—'],
    ['請求金額', formatYen(data.amount)],
    ['手数料（税込）', `${formatYen(data.commission)}（うち消費税 ${formatYen(data.consumptionTax)}）`],
    ...(data.discount > 0 ? ([['手数料割引', `-${formatYen(data.discount)}`]] as [string, string][]) : []),
    ['カードご請求額', formatYen(data.total)],
    ['お支払方法', data.card ? `クレジットカード（${data.card.brand} 末尾${data.card.last4}）` : 'クレジットカード'],
  ];
}

function text(page: PDFPage, font: PDFFont, s: string, x: number, y: number, size: number, color = INK) {
  page.drawText(s, { x, y, size, font, color });
}

/** The receipt of one completed payment (A4, Japanese, Noto Sans JP embedded as a subset). */
export async function renderReceiptPdf(data: ReceiptData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(await loadFont(), { subset: true });
  doc.setTitle(`${RECEIPT_TITLE} ${data.displayId}`);
  doc.setAuthor(SERVICE_NAME);
  doc.setCreator(SERVICE_NAME);
  doc.setProducer(SERVICE_NAME);
  doc.setCreationDate(data.issuedAt);
  doc.setModificationDate(data.issuedAt);

  const page = doc.addPage([595.28, 841.89]);
  const left = 60;
  const right = 535;
  const titleSize = 20;
  text(page, font, RECEIPT_TITLE, (595.28 - font.widthOfTextAtSize(RECEIPT_TITLE, titleSize)) / 2, 770, titleSize);

  const issued = `発行日 ${formatJapaneseDate(data.issueDate)}`;
  text(page, font, issued, right - font.widthOfTextAtSize(issued, 10), 735, 10, MUTED);
  const number = `支払番号 ${data.displayId}`;
  text(page, font, number, right - font.widthOfTextAtSize(number, 10), 720, 10, MUTED);

  text(page, font, `${data.buyerName} 御中`, left, 690, 14);
  page.drawLine({ start: { x: left, y: 684 }, end: { x: 330, y: 684 }, thickness: 0.8, color: INK });
  text(page, font, '下記のとおり、お支払いが完了したことをお知らせいたします。', left, 650, 10.5);

  const totalLabel = 'カードご請求額（税込）';
  text(page, font, totalLabel, left, 610, 12);
  const totalText = formatYen(data.total);
  text(page, font, totalText, right - font.widthOfTextAtSize(totalText, 22), 606, 22);
  page.drawLine({ start: { x: left, y: 598 }, end: { x: right, y: 598 }, thickness: 1.2, color: INK });

  let y = 565;
  for (const [label, value] of rows(data)) {
    text(page, font, label, left, y, 10.5, MUTED);
    text(page, font, value, 190, y, 10.5);
    page.drawLine({ start: { x: left, y: y - 9 }, end: { x: right, y: y - 9 }, thickness: 0.5, color: RULE });
    y -= 30;
  }

  y -= 10;
  text(page, font, '上記のとおり、クレジットカード決済によるお支払いを領収いたしました。', left, y, 10.5);
  text(page, font, 'お支払先へのお振込みは、上記の振込日に完了しています。', left, y - 18, 10.5);

  text(page, font, SERVICE_NAME, left, 90, 12);
  text(page, font, '本書は電子的に発行しています。', left, 72, 9, MUTED);
  return doc.save();
}
