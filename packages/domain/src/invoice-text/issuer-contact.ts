import { PREFECTURE_NAMES } from '../prefectures.ts';
import { CONFIDENCE, found, notFound, type ExtractedField } from './field.ts';
import { LABELS } from './labels.ts';
import type { InvoiceLines } from './text.ts';

export interface IssuerContactFields {
  /** 7 digits, no hyphen. */
  issuer_postal_code: ExtractedField<string>;
  /** As printed, on one line: '東京都千代田区千代田1-1'. */
  issuer_address: ExtractedField<string>;
  /** As printed: '03-1234-5678'. */
  issuer_phone: ExtractedField<string>;
}

// Lines of the addressee's block: its address is not the issuer's.
const ADDRESSEE = /御中|様/;
const POSTAL = /〒\s?(\d{3})-?(\d{4})(?!\d)/;
const PREFECTURE_START = new RegExp(`^(?:${PREFECTURE_NAMES.join('|')})`);
// A line that reads like an address: a prefecture first, or a 市区町村/郡 then a block number.
const ADDRESS_LIKE = new RegExp(`${PREFECTURE_START.source}.*\\d|^[^\\d\\s:：]{1,12}?[市区町村郡]\\S*\\d`);
// What may follow the address in the same cell.
const ADDRESS_END = /\s*(?:TEL|Tel|tel|電話|FAX|Fax|fax|E-?mail|メール|URL|https?:|登録番号)/;
const PHONE = /(?:TEL|Tel|tel|電話(?:番号)?|☎|℡)[\s.:：]*(0\d{1,4}[-(]?\d{1,4}[-)]?\d{3,4})(?!\d)/;
// The issuer's block is a handful of lines: anything further is someone else's.
const NEAR = 5;

function addressIn(cell: string): string | null {
  const value = cell.replace(POSTAL, '').split(ADDRESS_END)[0]!.trim();
  return ADDRESS_LIKE.test(value) && value.length <= 100 ? value : null;
}

function isPhone(number: string): boolean {
  const digits = number.replace(/\D/g, '');
  return digits.length === 10 || digits.length === 11;
}

/** Where the issuer's block is: the line with its name and the registration number's (a block may hold both). */
function anchorLines(doc: InvoiceLines, issuerName: string | null): number[] {
  const name = issuerName ? doc.lines.findIndex((line) => line.includes(issuerName) && !ADDRESSEE.test(line)) : -1;
  const registration = doc.lines.findIndex(
    (line) => LABELS.registrationNumber.test(line) || /(?<![A-Za-z0-9])T\d{13}/.test(line),
  );
  return [name, registration].filter((i) => i >= 0);
}

interface Candidate<T> {
  value: T;
  line: number;
  confidence: number;
}

function nearest<T>(candidates: Candidate<T>[], anchors: number[]): ExtractedField<T> {
  const distance = (c: Candidate<T>) => Math.min(...anchors.map((a) => Math.abs(c.line - a)));
  const best = candidates.filter((c) => distance(c) <= NEAR).sort((a, b) => distance(a) - distance(b))[0];
  return best ? found(best.value, best.confidence) : notFound();
}

/**
 * The issuer's postal code, address and telephone number, so a new supplier starts with them.
 * An invoice often prints the addressee's address too: only lines near the issuer's name (or its
 * registration number) count, and never the addressee's (御中/様) lines. A phone needs its label
 * (TEL/電話), so a FAX number or an account number is never taken for it.
 */
export function findIssuerContact(doc: InvoiceLines, issuerName: string | null): IssuerContactFields {
  const anchors = anchorLines(doc, issuerName);
  const postals: Candidate<string>[] = [];
  const addresses: Candidate<string>[] = [];
  const phones: Candidate<string>[] = [];
  for (const [i, line] of doc.lines.entries()) {
    if (ADDRESSEE.test(line)) continue;
    for (const cell of line.split('\t')) {
      const postal = POSTAL.exec(cell);
      if (postal) postals.push({ value: `${postal[1]}${postal[2]}`, line: i, confidence: CONFIDENCE.LABEL });
      const address = addressIn(cell);
      // After the 〒 on its line; else on a line of its own (below the 〒, or without one).
      if (address)
        addresses.push({ value: address, line: i, confidence: postal ? CONFIDENCE.LABEL_BELOW : CONFIDENCE.HEURISTIC });
      const phone = PHONE.exec(cell);
      if (phone && isPhone(phone[1]!)) phones.push({ value: phone[1]!, line: i, confidence: CONFIDENCE.LABEL });
    }
  }
  return {
    issuer_postal_code: nearest(postals, anchors),
    issuer_address: nearest(addresses, anchors),
    issuer_phone: nearest(phones, anchors),
  };
}
