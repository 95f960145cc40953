import { searchableCorporateName } from './corporate-name.ts';

/**
 * The National Tax Agency's published corporation data (法人番号公表サイト 全件データ, CSV,
 * Unicode): 30 quoted columns per row. Only the columns we keep are named here; their
 * positions follow the agency's specification (リソース定義書).
 */
export const ZENKEN_COLUMNS = {
  corporateNumber: 1,
  updateDate: 4,
  name: 6,
  prefectureName: 9,
  cityName: 10,
  streetNumber: 11,
  postCode: 15,
  closeDate: 18,
  latest: 23,
  furigana: 28,
} as const;

export interface RegistryRow {
  corporateNumber: string;
  name: string;
  searchName: string;
  nameKana: string | null;
  postalCode: string | null;
  prefectureName: string | null;
  cityName: string | null;
  streetNumber: string | null;
  updateDate: string | null;
  closedAt: string | null;
}

/** One CSV record (RFC 4180: quoted fields, doubled quotes). Returns null for a blank line. */
export function parseCsvLine(line: string): string[] | null {
  if (line.trim() === '') return null;
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else field += c;
  }
  fields.push(field);
  return fields;
}

const orNull = (s: string | undefined) => (s && s.trim() !== '' ? s.trim() : null);

/** A CSV record → the row we store; null for records that are not the latest state of a number. */
export function toRegistryRow(fields: string[]): RegistryRow | null {
  const get = (i: number) => fields[i];
  const corporateNumber = get(ZENKEN_COLUMNS.corporateNumber)?.trim() ?? '';
  const name = orNull(get(ZENKEN_COLUMNS.name));
  if (!/^\d{13}$/.test(corporateNumber) || !name) return null;
  if (get(ZENKEN_COLUMNS.latest) === '0') return null;
  const postCode = orNull(get(ZENKEN_COLUMNS.postCode));
  return {
    corporateNumber,
    name,
    searchName: searchableCorporateName(name),
    nameKana: orNull(get(ZENKEN_COLUMNS.furigana)),
    postalCode: postCode && /^\d{7}$/.test(postCode) ? postCode : null,
    prefectureName: orNull(get(ZENKEN_COLUMNS.prefectureName)),
    cityName: orNull(get(ZENKEN_COLUMNS.cityName)),
    streetNumber: orNull(get(ZENKEN_COLUMNS.streetNumber)),
    updateDate: orNull(get(ZENKEN_COLUMNS.updateDate)),
    closedAt: orNull(get(ZENKEN_COLUMNS.closeDate)),
  };
}
