// Japanese IMEs in full-width mode produce '１２３' and 'ー' (the long-vowel mark) where the
// user meant ASCII digits and a hyphen, so every numeric field folds these before validating.
const HYPHEN_LIKE = /[-‐‑‒–—―−－ーｰ]/g;

export function toHalfWidthDigits(input: string): string {
  return input.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
}

export function normalizeHyphens(input: string): string {
  return input.replace(HYPHEN_LIKE, '-');
}
