/**
 * Legal-entity words that start or end most registered names. People type the distinctive part
 * (トヨタ, not 株式会社トヨタ), so search compares names without them. Longest first, so
 * 医療法人社団 wins over 医療法人.
 */
const ENTITY_WORDS = [
  '特定非営利活動法人',
  '一般社団法人',
  '一般財団法人',
  '公益社団法人',
  '公益財団法人',
  '医療法人社団',
  '医療法人財団',
  '社会福祉法人',
  '株式会社',
  '有限会社',
  '合同会社',
  '合名会社',
  '合資会社',
  '医療法人',
  '学校法人',
  '宗教法人',
  '税理士法人',
  '弁護士法人',
  '監査法人',
].sort((a, b) => b.length - a.length);

const ENTITY_PATTERN = new RegExp(ENTITY_WORDS.join('|'), 'g');

/** Width-folded name without legal-entity words or spaces, e.g. 株式会社 ＡＢＣ商事 → ABC商事. */
export function searchableCorporateName(name: string): string {
  return name.normalize('NFKC').replace(ENTITY_PATTERN, '').replace(/\s+/g, '').toUpperCase();
}
