import { PREFECTURE_NAMES, type PrefectureName } from './prefectures.ts';

/** An address as the forms hold it: 都道府県 / 市区町村 / 番地 (the town and what follows it). */
export interface AddressParts {
  prefecture: PrefectureName | null;
  /** '' when the city could not be told apart from the rest. */
  city: string;
  street: string;
}

/** A city known to be right for this address (e.g. from its postal code). */
export interface KnownCity {
  prefecture: string;
  city: string;
}

// 政令指定都市: their wards are part of the 市区町村 ('横浜市中区'), unlike other cities' 区 names.
const DESIGNATED_CITY_WARD =
  /^(?:札幌|仙台|さいたま|千葉|横浜|川崎|相模原|新潟|静岡|浜松|名古屋|京都|大阪|堺|神戸|岡山|広島|北九州|福岡|熊本)市.+?区/;
// 郡 + 町村 ('桑名郡木曽岬町'); no 市 before the 町村, so '大和郡山市' stays a city.
const COUNTY_TOWN = /^[^市]+?郡[^市]+?[町村]/;
// The first 市区町村, taking a second 市 with it: '四日市市', '大町市', '十日町市'.
const CITY = /^.+?[市区町村]市?/;

function withoutPrefecture(address: string): { prefecture: PrefectureName | null; rest: string } {
  const prefecture = PREFECTURE_NAMES.find((p) => address.startsWith(p)) ?? null;
  return { prefecture, rest: prefecture ? address.slice(prefecture.length).trim() : address };
}

/**
 * Splits an address printed on one line (without its postal code) into the form's fields. Cities the
 * caller knows for sure (the postal code's) are matched first, also when the 郡 was left out;
 * otherwise the city is read by its shape, which a few names defeat ('東村山市'): a guess the
 * user sees and can correct.
 */
export function splitAddress(address: string, known: readonly KnownCity[] = []): AddressParts {
  const { prefecture, rest } = withoutPrefecture(address.normalize('NFKC').trim());
  for (const k of known) {
    if (prefecture && k.prefecture !== prefecture) continue;
    for (const printed of [k.city, k.city.replace(/^.+?郡/, '')]) {
      if (printed !== '' && rest.startsWith(printed)) {
        const knownPrefecture = PREFECTURE_NAMES.find((p) => p === k.prefecture) ?? prefecture;
        return { prefecture: knownPrefecture, city: k.city, street: rest.slice(printed.length).trim() };
      }
    }
  }
  const city = (DESIGNATED_CITY_WARD.exec(rest) ?? COUNTY_TOWN.exec(rest) ?? CITY.exec(rest))?.[0] ?? '';
  if (city === '') return { prefecture, city: '', street: rest };
  return { prefecture, city, street: rest.slice(city.length).trim() };
}
