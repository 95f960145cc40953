import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { type CommissionTax, CONSUMPTION_TAX_ROUNDING_NOTE, formatJapaneseDate, formatYen } from '@icp/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { ReceiptIssuer } from '../../../config.ts';
import { SERVICE_NAME } from '../../../platform/mail/templates.ts';
import { keepLongLocaInSubsets } from '../../../platform/pdf/fontkit-subset-fix.ts';

export interface ReceiptData {
  displayId: string;
  /** The buyer's company (or trade) name: the recipient, 御中. */
  buyerName: string;
  /** The supplier, or the seller who requested the payment. */
  payeeName: string;
  account: { bankName: string; branchName: string; accountType: '1' | '2'; accountNumber: string } | null;
  amount: number;
  /** Our commission before and after the promotion, its rate and its tax (computed once, on what was charged). */
  commissionTax: CommissionTax;
  promotionCode: string | null;
  total: number;
  card: { brand: string; last4: string } | null;
  /** YYYY-MM-DD (JST): the day the card charge was captured, the 取引年月日. */
  chargedOn: string | null;
  /** YYYY-MM-DD (JST): the day the transfer was actually made. */
  transferredOn: string | null;
  /** 適格請求書発行事業者: us, from configuration. */
  issuer: ReceiptIssuer;
  /** YYYY-MM-DD (JST) */
  issueDate: string;
  issuedAt: Date;
}

export const RECEIPT_TITLE = '支払完了通知書 兼 領収書';
const RECEIPT_SUBTITLE = '（当社手数料については適格請求書を兼ねます）';

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
const PAGE_WIDTH = 595.28;
const LEFT = 60;
const RIGHT = 535;
const VALUE_X = 240;

/** Only the last 4 digits of an account number are printed: the document travels by e-mail and print. */
export function maskAccountNumber(accountNumber: string): string {
  const visible = accountNumber.slice(-4);
  return `${'*'.repeat(Math.max(0, accountNumber.length - visible.length))}${visible}`;
}

const day = (iso: string | null) => (iso ? formatJapaneseDate(iso) : '—');

function paymentRows(data: ReceiptData): [string, string][] {
  const account = data.account
    ? `${data.account.bankName} ${data.account.branchName} ${ACCOUNT_TYPES[data.account.accountType]} ${maskAccountNumber(data.account.accountNumber)}`
    : '—';
  return [
    ['取引年月日（カード決済日）', day(data.chargedOn)],
    ['お支払方法', data.card ? `クレジットカード（${data.card.brand} 末尾${data.card.last4}）` : 'クレジットカード'],
    ['支払先', data.payeeName],
    ['振込先口座', account],
    ['振込日', day(data.transferredOn)],
    ['請求金額（支払先へのお振込額）', formatYen(data.amount)],
  ];
}

function commissionRows(data: ReceiptData): [string, string][] {
  const tax = data.commissionTax;
  const discounted = tax.discount > 0;
  return [
    ...(discounted
      ? ([
          ['手数料（割引前・税込）', formatYen(tax.commissionBeforeDiscount)],
          [
            data.promotionCode ? `プロモーション割引（${data.promotionCode}）` : 'プロモーション割引',
            `-${formatYen(tax.discount)}`,
          ],
        ] as [string, string][])
      : []),
    [`手数料（税込・${tax.taxRatePercent}%対象）`, formatYen(tax.commissionCharged)],
    [`うち消費税額（${tax.taxRatePercent}%）`, formatYen(tax.consumptionTax)],
  ];
}

function text(page: PDFPage, font: PDFFont, s: string, x: number, y: number, size: number, color = INK) {
  page.drawText(s, { x, y, size, font, color });
}

function rightText(page: PDFPage, font: PDFFont, s: string, y: number, size: number, color = INK) {
  text(page, font, s, RIGHT - font.widthOfTextAtSize(s, size), y, size, color);
}

/** Breaks a line by characters to fit a width (Japanese has no spaces to break at). */
function wrap(font: PDFFont, s: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of s) {
    if (line && font.widthOfTextAtSize(line + ch, size) > width) {
      lines.push(line);
      line = '';
    }
    line += ch;
  }
  return line ? [...lines, line] : lines;
}

/** Label / value rows with a hairline under each; returns the y below the last. */
function drawRows(page: PDFPage, font: PDFFont, rows: [string, string][], top: number): number {
  let y = top;
  for (const [label, value] of rows) {
    text(page, font, label, LEFT, y, 10, MUTED);
    text(page, font, value, VALUE_X, y, 10.5);
    page.drawLine({ start: { x: LEFT, y: y - 8 }, end: { x: RIGHT, y: y - 8 }, thickness: 0.5, color: RULE });
    y -= 24;
  }
  return y;
}

/**
 * The receipt of one transferred payment (A4, Japanese, Noto Sans JP embedded as a subset): the
 * receipt of the card charge, and the 適格請求書 of our commission with the issuer's registration
 * number, the rate and the tax on the amount actually charged (docs/decisions/0014).
 */
export async function renderReceiptPdf(data: ReceiptData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(await loadFont(), { subset: true });
  doc.setTitle(`${RECEIPT_TITLE} ${data.displayId}`);
  doc.setAuthor(data.issuer.name);
  doc.setCreator(SERVICE_NAME);
  doc.setProducer(SERVICE_NAME);
  doc.setCreationDate(data.issuedAt);
  doc.setModificationDate(data.issuedAt);

  const page = doc.addPage([PAGE_WIDTH, 841.89]);
  const centred = (s: string, y: number, size: number, color = INK) =>
    text(page, font, s, (PAGE_WIDTH - font.widthOfTextAtSize(s, size)) / 2, y, size, color);
  centred(RECEIPT_TITLE, 785, 19);
  centred(RECEIPT_SUBTITLE, 765, 9.5, MUTED);

  rightText(page, font, `発行日 ${formatJapaneseDate(data.issueDate)}`, 735, 9.5, MUTED);
  rightText(page, font, `支払番号 ${data.displayId}`, 721, 9.5, MUTED);

  text(page, font, `${data.buyerName} 御中`, LEFT, 720, 14);
  page.drawLine({ start: { x: LEFT, y: 713 }, end: { x: 320, y: 713 }, thickness: 0.8, color: INK });

  // The issuer (適格請求書発行事業者): name, address, registration number.
  const issuerX = 345;
  const issuerWidth = RIGHT - issuerX;
  let iy = 695;
  for (const line of wrap(font, data.issuer.name, 10.5, issuerWidth)) {
    text(page, font, line, issuerX, iy, 10.5);
    iy -= 14;
  }
  for (const line of wrap(font, data.issuer.address, 9, issuerWidth)) {
    text(page, font, line, issuerX, iy, 9, MUTED);
    iy -= 12;
  }
  text(page, font, `登録番号 ${data.issuer.registrationNumber}`, issuerX, iy, 9, MUTED);

  text(page, font, '下記のとおり領収いたしました。', LEFT, Math.min(640, iy - 24), 10.5);

  const totalY = Math.min(605, iy - 58);
  text(page, font, '領収金額（カードご請求額・税込）', LEFT, totalY, 12);
  const totalText = formatYen(data.total);
  text(page, font, totalText, RIGHT - font.widthOfTextAtSize(totalText, 22), totalY - 4, 22);
  page.drawLine({ start: { x: LEFT, y: totalY - 12 }, end: { x: RIGHT, y: totalY - 12 }, thickness: 1.2, color: INK });

  let y = totalY - 42;
  text(page, font, 'お支払いの内容', LEFT, y, 11.5);
  y = drawRows(page, font, paymentRows(data), y - 24);

  y -= 12;
  text(page, font, '当社手数料の明細（適格請求書）', LEFT, y, 11.5);
  y = drawRows(page, font, commissionRows(data), y - 24);

  const tax = data.commissionTax;
  text(
    page,
    font,
    `税率${tax.taxRatePercent}%対象 ${formatYen(tax.commissionCharged)}（うち消費税額 ${formatYen(tax.consumptionTax)}）　※${CONSUMPTION_TAX_ROUNDING_NOTE}`,
    LEFT,
    y - 4,
    9.5,
  );
  text(page, font, '請求金額に含まれる消費税は、支払先が発行した請求書に記載されています。', LEFT, y - 20, 9, MUTED);

  y -= 56;
  text(page, font, '上記のとおり、クレジットカード決済によるお支払いを領収いたしました。', LEFT, y, 10.5);
  text(
    page,
    font,
    data.transferredOn
      ? `お支払先へのお振込みは、${formatJapaneseDate(data.transferredOn)}に完了しています。`
      : 'お支払先へのお振込みは完了しています。',
    LEFT,
    y - 18,
    10.5,
  );

  text(page, font, `${data.issuer.name}（${SERVICE_NAME}）`, LEFT, 90, 10.5);
  text(page, font, '本書は電子的に発行しています。', LEFT, 72, 9, MUTED);
  return doc.save();
}
