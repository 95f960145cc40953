import type { PostalAddress } from '@icp/contract';
import { editDistance, type InvoiceTextFields } from '@icp/domain';
import { lookupPostalCode } from '../../postal-codes/postal-directory.ts';

/** At most one misread character in every this many of the address's head (at least one). */
const CHARS_PER_SLIP = 5;

/**
 * The issuer's address as OCR read it, its head (都道府県, 市区町村 and 町域) put right by Japan
 * Post's directory for the postal code read beside it: OCR misreads one kanji of a place name
 * ('東京都代島区' for 豊島区, 'さいたま市洋和区', '大星郡寄居町'), and the directory spells the
 * names the way every invoice prints them. Only a head a slip or two away from the code's own
 * (one in five characters) is rewritten: an address far from it belongs to another code, or the
 * code was misread, and both stay as read. What follows the head (番地, the building) is kept.
 */
export function withAddressFromPostalDirectory(
  fields: InvoiceTextFields,
  lookup: (code: string) => PostalAddress[] = lookupPostalCode,
): InvoiceTextFields {
  const code = fields.issuer_postal_code.value;
  const address = fields.issuer_address.value;
  if (!code || !address) return fields;
  const chars = [...address];
  let best: { head: string; readLength: number; slips: number } | null = null;
  for (const entry of lookup(code)) {
    // A town's note in parentheses ('大手町（次のビルを除く）') is no part of an address.
    const head = `${entry.prefecture}${entry.city}${entry.town.replace(/（.*$/, '')}`;
    const length = [...head].length;
    const allowed = Math.max(1, Math.floor(length / CHARS_PER_SLIP));
    for (let k = Math.max(1, length - allowed); k <= Math.min(chars.length, length + allowed); k++) {
      const slips = editDistance(chars.slice(0, k).join(''), head);
      // On a tie, the reading as long as the head: a misread character rather than a dropped one.
      const closer =
        best !== null && slips === best.slips && Math.abs(k - length) < Math.abs(best.readLength - [...best.head].length);
      if (slips <= allowed && (!best || slips < best.slips || closer)) best = { head, readLength: k, slips };
    }
  }
  if (!best || best.slips === 0) return fields;
  const corrected = best.head + chars.slice(best.readLength).join('');
  return { ...fields, issuer_address: { ...fields.issuer_address, value: corrected } };
}
