import type { InvoiceLines } from './text.ts';

/**
 * An invoice sent in an e-mail's body and printed with its thread (a mail client's print view):
 * each message opens with its sender's line, 'Name <address>  date'. The buyer's messages quoted
 * around it sign off with the buyer's 〒 and TEL; the issuer's own contact is in the signature of
 * the message the invoice is in.
 */
// (OCR garbles the address: its period read as a comma or lost, the @ as G or の, spaces set in
// it: '<h.kobayashi@kyowa-denki.co,jp>', '<d.yamadaGasahi-kensetsu.coJjp>', '<imterp sato@gmal com>';
// and it may lose the colon after To.)
const SENDER_LINE = /^(?!(?:To|Cc|Bcc|From|宛先)(?![A-Za-z])\s*[:：]?)[^<\t]{1,40}<(?=(?:[^<>]*[A-Za-z]){3})[^<>\t]{5,60}>/i;
// The invoice's title, or (OCR lost it) the first of its labels.
const INVOICE_TITLE = /^(?:[御ご]?請求書|納品書兼請求書|請求書兼納品書|INVOICE)$|^\W*(?:請求番号|ご請求金額|発行者)/i;
// A signature's delimiter ('--'), or a rule of box-drawing dashes around it.
const SIGNATURE_RULE = /^(?:--|[─━-]{6,})$/;

export interface MailMessage {
  /** The message's lines: from its sender's line to the next message's. */
  from: number;
  to: number;
  /**
   * The first line of its last signature, where one is marked off; else (OCR lost the '--') the
   * last line that names the issuer, which signs the message.
   */
  signature: number | null;
}

/** The message of a printed thread that holds the invoice; null on a page that is not a thread. */
export function invoicesMessage(doc: InvoiceLines, issuerName: string | null): MailMessage | null {
  const starts = doc.lines.flatMap((line, i) => (SENDER_LINE.test(line) ? [i] : []));
  if (starts.length < 2) return null;
  const title = doc.lines.findIndex((line) => INVOICE_TITLE.test(line));
  const k = starts.findLastIndex((start) => start <= title);
  if (title < 0 || k < 0) return null;
  const from = starts[k]!;
  const to = starts[k + 1] ?? doc.lines.length;
  const rule = doc.lines.slice(from, to).findLastIndex((line) => SIGNATURE_RULE.test(line.trim()));
  if (rule >= 0 && from + rule + 1 < to) return { from, to, signature: from + rule + 1 };
  const name = issuerName?.replace(/ /g, '');
  const signed = name ? doc.lines.slice(from, to).findLastIndex((line) => line.replace(/ /g, '').includes(name)) : -1;
  return { from, to, signature: signed > 0 ? from + signed : null };
}
