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
  const read = fields.issuer_address.value;
  if (!code || !read) return fields;
  const entries = lookup(code);
  const address = withCityFromDirectory(read, entries);
  const chars = [...address];
  let best: { head: string; readLength: number; slips: number } | null = null;
  for (const entry of entries) {
    // A town's note in parentheses ('大手町（次のビルを除く）') is no part of an address.
    const head = `${entry.prefecture}${entry.city}${entry.town.replace(/（.*$/, '')}`;
    // KEN_ALL's town may end in a 字 an address often leaves out ('八日市場イ'): read so, it is right.
    const withoutAza = head.replace(/[ァ-ヶ]$/, '');
    if (withoutAza !== head && address.startsWith(withoutAza)) {
      best = { head: withoutAza, readLength: [...withoutAza].length, slips: 0 };
      continue;
    }
    const length = [...head].length;
    const allowed = Math.max(1, Math.floor(length / CHARS_PER_SLIP));
    for (let k = Math.max(1, length - allowed); k <= Math.min(chars.length, length + allowed); k++) {
      const prefix = chars.slice(0, k).join('');
      // A place name has no figures: a block number's first one is no town's last character.
      if (/\d/.test(chars[k - 1]!)) continue;
      const slips = editDistance(prefix, head);
      // On a tie, the reading as long as the head: a misread character rather than a dropped one.
      const closer =
        best !== null && slips === best.slips && Math.abs(k - length) < Math.abs(best.readLength - [...best.head].length);
      if (slips <= allowed && (!best || slips < best.slips || closer)) best = { head, readLength: k, slips };
    }
  }
  const headed = withBuildingWordsRepaired(best && best.slips > 0 ? best.head + chars.slice(best.readLength).join('') : address);
  const blocked = withBlockHyphens(headed, entries);
  if (blocked !== headed) return withAddress(fields, blocked, BLOCK_REREAD_CONFIDENCE);
  return headed === read ? fields : withAddress(fields, headed);
}

/**
 * OCR reads the hyphen after a ward's 丁目 as a 1 ('西新宿2111-4' for 2-11-4, '1116-20' for
 * 1-16-20): a block number of four figures, its second a 1, with one hyphen after it, where the
 * code's town is in a ward (区), whose addresses count 丁目, 番 and 号, is read with the hyphen.
 * Less sure than as printed (a ward's old village may number its 番地 in thousands).
 */
function withBlockHyphens(address: string, entries: PostalAddress[]): string {
  for (const { prefecture, city, town } of entries) {
    const head = `${prefecture}${city}${town.replace(/（.*$/, '')}`;
    if (!city.endsWith('区') || !address.startsWith(head)) continue;
    const rest = address.slice(head.length);
    const m = /^(\d)1(\d{2})-(\d{1,3})(?![\d-])/.exec(rest);
    if (m) return `${head}${m[1]}-${m[2]}-${m[3]}${rest.slice(m[0].length)}`;
  }
  return address;
}
const BLOCK_REREAD_CONFIDENCE = 0.6;

/**
 * A building's kind OCR misread by its dakuten and handakuten ('本町ブラザ101' for プラザ, '協和ピル3F'
 * for ビル): after the block number, where no word is spelled so, the kind as every building
 * prints it.
 */
const BUILDING_WORD_SLIPS: [RegExp, string][] = [
  [/ブラザ(?=[\s\dA-Z]|$)/g, 'プラザ'],
  [/ピル(?=[\s\dA-Z]|$)/g, 'ビル'],
];
function withBuildingWordsRepaired(address: string): string {
  const at = address.search(/\d/);
  if (at < 0) return address;
  const building = BUILDING_WORD_SLIPS.reduce((text, [slip, word]) => text.replace(slip, word), address.slice(at));
  return address.slice(0, at) + building;
}

const withAddress = (fields: InvoiceTextFields, value: string, cap = 1): InvoiceTextFields => ({
  ...fields,
  issuer_address: { ...fields.issuer_address, value, confidence: Math.min(fields.issuer_address.confidence, cap) },
});

/** How many of the town's first characters must follow a misread city for the city to be put right. */
const TOWN_CHARS = 4;

/**
 * A city OCR misread whole, a rare name's two kanji ('千葉県札玉市' for 匝瑳市): too many slips for
 * the head's count, but the prefecture is the code's, the city has the code's city's length and
 * ending (市, 区, 町, 村, 郡), and the code's town follows it as printed. With all three, the city is
 * the code's; a code misread into another city of the prefecture would not have that town after it.
 */
function withCityFromDirectory(address: string, entries: PostalAddress[]): string {
  for (const { prefecture, city, town } of entries) {
    const townHead = town.replace(/（.*$/, '').slice(0, TOWN_CHARS);
    if (townHead.length < 2 || !address.startsWith(prefecture)) continue;
    const readCity = address.slice(prefecture.length, prefecture.length + city.length);
    const rest = address.slice(prefecture.length + city.length);
    if (readCity !== city && readCity.at(-1) === city.at(-1) && !/\d/.test(readCity) && rest.startsWith(townHead)) {
      return prefecture + city + rest;
    }
  }
  return address;
}
