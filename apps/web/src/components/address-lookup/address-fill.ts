import type { PostalAddress } from '../../lib/api/lookup-postal-code.ts';

/** The three address inputs a postal code can fill: 都道府県, 市区町村, 番地 (which starts with the town). */
export interface AddressValues {
  prefecture: string;
  city: string;
  street: string;
}
export type AddressField = keyof AddressValues;

export interface AddressFillPlan {
  /** Empty inputs: filled at once. */
  now: Partial<AddressValues>;
  /** Inputs that hold something else: replaced only when the user asks (「住所を入力」). */
  onRequest: Partial<AddressValues>;
  /** What the code names, as far as its addresses agree: '東京都千代田区千代田'; '' when they differ from the prefecture on. */
  label: string;
}

/**
 * What every address of a code agrees on. A code can span towns (then the town stays for the
 * user to type) or even two prefectures (then nothing can be filled).
 */
export function agreedAddress(addresses: readonly PostalAddress[]): AddressValues {
  const [first, ...rest] = addresses;
  if (!first) return { prefecture: '', city: '', street: '' };
  const same = (key: (a: PostalAddress) => string) => rest.every((a) => key(a) === key(first));
  const prefecture = same((a) => a.prefecture) ? first.prefecture : '';
  const city = prefecture && same((a) => a.city) ? first.city : '';
  const street = city && same((a) => a.town) ? first.town : '';
  return { prefecture, city, street };
}

/** The 番地 already begins with the town ('千代田1-1' for 千代田): nothing to change. */
const agrees = (field: AddressField, current: string, found: string) =>
  field === 'street' ? current.startsWith(found) : current === found;

/** Fills what is empty, never overwrites what the user typed: that is offered instead. */
export function planAddressFill(current: AddressValues, found: AddressValues): AddressFillPlan {
  const now: Partial<AddressValues> = {};
  const onRequest: Partial<AddressValues> = {};
  for (const field of ['prefecture', 'city', 'street'] as const) {
    const value = found[field];
    if (value === '') continue;
    const typed = current[field].trim();
    if (typed === '') now[field] = value;
    else if (!agrees(field, typed, value)) onRequest[field] = value;
  }
  return { now, onRequest, label: `${found.prefecture}${found.city}${found.street}` };
}

export const isEmptyPatch = (patch: Partial<AddressValues>) => Object.keys(patch).length === 0;
