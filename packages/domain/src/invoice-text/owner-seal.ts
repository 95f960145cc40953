/**
 * A sole proprietor's seal stamped over the 屋号. The seal spells the owner's surname and 之印, or
 * 印 (加藤之印, 森之印), in two columns, surname and 之印. The text layer reads one of its rows
 * inside the 屋号's line, its letters among the name's: one of 之 and 印, and perhaps one of the
 * surname's ('加藤之木加工所': 之 and 加; '森木工印所森': 印 and 森). (The other row, a short line of
 * its own, is dropped with the other seal fragments when the text is prepared.)
 */

// 印 and 之 in words a 屋号 may hold (森印刷, 印章の山田, そば処 松之助): the name's own, not a seal's.
const SEAL_LETTER = /(?<![調押実認封刻落目矢旗烙検消])印(?![刷鑑章判紙税])|之(?![助介輔丞])/g;

const count = (text: string, letters: string) => [...text].filter((c) => letters.includes(c)).length;

/**
 * The 屋号 without the seal's row, or null when it holds no 之 or 印 of a seal. Of the ways to
 * take out one 之 or 印 and at most one of the surname's letters, the one that leaves the fewest
 * of the surname's letters outside the surname itself wins ('加藤木工所', not '加藤木加工所'), then
 * the one that keeps the surname earliest, then the one that takes the later letters.
 */
export function withoutOwnersSeal(name: string, surname: string): string | null {
  if (surname.length === 0) return null;
  const options: string[] = [];
  for (const mark of name.matchAll(SEAL_LETTER)) {
    const rest = name.slice(0, mark.index) + name.slice(mark.index + 1);
    options.push(rest);
    [...rest].forEach((c, i) => {
      if (surname.includes(c)) options.push(rest.slice(0, i) + rest.slice(i + 1));
    });
  }
  const kept = options.filter((option) => option.length >= 2);
  if (kept.length === 0) return null;
  const strays = (option: string) => count(option, surname) - (option.includes(surname) ? surname.length : 0);
  const place = (option: string) => (option.includes(surname) ? option.indexOf(surname) : name.length);
  // On a tie the later option wins: the later letters' removals are listed last.
  return kept.reduce((a, b) => (strays(b) < strays(a) || (strays(b) === strays(a) && place(b) <= place(a)) ? b : a));
}
