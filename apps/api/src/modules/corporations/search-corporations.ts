import { corporateNumberError, hiraganaToKatakana } from '@icp/domain';
import { and, asc, eq, ilike, isNull, like, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { corporationRegistry } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { escapeLike } from '../../platform/escape.ts';
import { searchableCorporateName } from './corporate-name.ts';

type Row = typeof corporationRegistry.$inferSelect;

/** Trigrams need three characters; shorter queries are answered by prefix matches only. */
const MIN_CONTAINS_LENGTH = 3;

/**
 * GET /corporations?q=: a 13-digit 法人番号 (check digit validated) or a name in kanji or kana.
 * Name search on the ~5-million-row register stays fast because no step sorts all matches:
 * prefix matches walk btree indexes in order and stop at the limit; only if they do not fill
 * the page does a trigram "contains" search (GIN) add more.
 */
export async function searchCorporations(tx: Tx, query: string, size: number) {
  const q = query.normalize('NFKC').trim();
  let rows: Row[];
  if (/^\d+$/.test(q)) {
    const problem = corporateNumberError(q);
    if (problem) throw new AppError('validation_error', { userMessage: problem, errors: [{ field: 'q', message: problem }] });
    rows = await tx.select().from(corporationRegistry).where(eq(corporationRegistry.corporateNumber, q)).limit(1);
  } else {
    rows = await searchByName(tx, q, size);
  }
  return {
    corporations: rows.map((r) => ({
      corporate_number: r.corporateNumber,
      name: r.name,
      name_kana: r.nameKana,
      postal_code: r.postalCode,
      address_state: r.prefectureName,
      address_city: r.cityName,
      address_street: r.streetNumber,
    })),
  };
}

async function searchByName(tx: Tx, q: string, size: number): Promise<Row[]> {
  const core = searchableCorporateName(q);
  const kana = hiraganaToKatakana(core);
  if (!core) return [];
  const open = isNull(corporationRegistry.closedAt);
  const page = (where: SQL | undefined, order: Parameters<typeof asc>[0]) =>
    tx.select().from(corporationRegistry).where(and(open, where)).orderBy(asc(order)).limit(size);
  const [byName, byKana] = await Promise.all([
    page(like(corporationRegistry.searchName, `${escapeLike(core)}%`), corporationRegistry.searchName),
    page(like(corporationRegistry.nameKana, `${escapeLike(kana)}%`), corporationRegistry.nameKana),
  ]);
  const found = new Map<string, Row>();
  for (const row of [...byName, ...byKana]) found.set(row.corporateNumber, row);
  if (found.size < size && [...core].length >= MIN_CONTAINS_LENGTH) {
    const contains = await tx
      .select()
      .from(corporationRegistry)
      .where(
        and(
          open,
          or(
            ilike(corporationRegistry.name, `%${escapeLike(core)}%`),
            ilike(corporationRegistry.nameKana, `%${escapeLike(kana)}%`),
          ),
        ),
      )
      .limit(size * 2);
    for (const row of contains) if (!found.has(row.corporateNumber)) found.set(row.corporateNumber, row);
  }
  return [...found.values()].slice(0, size);
}
