// Sizes measured on tesseract's reading of a page: what a character's height is, so that the
// steps after the reading (the holder's second look, the uncovered ink) scale with the print
// rather than with the page. Plain JavaScript: it runs in the OCR worker (extraction-worker.mjs).

/** The middle value (the upper one of an even count); undefined for none. */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The median height of word boxes { bbox: { y0, y1 } }. */
export const medianHeight = (words) => median(words.map((w) => w.bbox.y1 - w.bbox.y0));

/**
 * The usual height of a character on the page, from the words that hold letters or digits (a
 * rule read as ー or a lone mark has no height of a character); a sixtieth of the page's width
 * (10.5 pt on A4) when fewer than three words were read.
 */
export function characterHeight(words, pageWidth) {
  const lettered = words.filter((w) => /[\p{L}\p{N}]/u.test(w.text));
  return lettered.length >= 3 ? Math.max(12, medianHeight(lettered)) : Math.round(pageWidth / 60);
}
