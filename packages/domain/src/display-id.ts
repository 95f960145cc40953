const PREFIX = 'I-';
const WIDTH = 8;

export function invoiceDisplayId(n: number): string {
  if (!Number.isSafeInteger(n) || n <= 0) {
    throw new RangeError(`invoice number must be a positive integer, got ${n}`);
  }
  // Numbers past 99,999,999 grow wider rather than being truncated into another invoice's id.
  return PREFIX + String(n).padStart(WIDTH, '0');
}

/** Only the canonical form parses, so one invoice never has two accepted ids. */
export function parseInvoiceDisplayId(id: string): number | null {
  const match = /^I-(\d{8,})$/.exec(id);
  if (!match?.[1]) return null;
  const n = Number(match[1]);
  if (!Number.isSafeInteger(n) || n <= 0) return null;
  return invoiceDisplayId(n) === id ? n : null;
}
