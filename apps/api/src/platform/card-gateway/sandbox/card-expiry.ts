/** Expiry as typed on the card: MM/YY. */
export interface CardExpiry {
  month: number;
  year: number;
}

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

export function parseCardExpire(value: string): CardExpiry | null {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value);
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** A card is good through the last day of its expiry month; Japanese issuers count that day in JST. */
export function isCardExpired(expiry: CardExpiry, now: Date): boolean {
  // Date.UTC with the 1-based month as a 0-based index gives the first day of the following month.
  const endExclusive = Date.UTC(expiry.year, expiry.month, 1) - JST_OFFSET_MS;
  return now.getTime() >= endExclusive;
}
