import type { FaqItem } from './faq-items.ts';

/** Full-width letters and digits made half-width, case folded: 「ＪＣＢ」 finds 「jcb」. */
const fold = (text: string) => text.normalize('NFKC').toLowerCase();

/**
 * The questions whose question, answer or keywords contain every word typed (any spacing,
 * full- or half-width). An empty query keeps every question.
 */
export function searchFaq(items: readonly FaqItem[], query: string): FaqItem[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const haystack = fold(`${item.question} ${item.answer} ${item.keywords ?? ''}`);
    return words.every((w) => haystack.includes(w));
  });
}
