import { corporateNumberError, hiraganaToKatakana } from '@icp/domain';
import { and, asc, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { corporationRegistry } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * GET /corporations?q=: a 13-digit 法人番号 (check digit validated) or a name, kanji or kana,
 * prefix matches first. Name search runs on the pg_trgm GIN indexes, so it stays fast on the
 * full ~5-million-row register.
 */
export async function searchCorporations(tx: Tx, query: string, size: number) {
  const q = query.normalize('NFKC').trim();
  let rows;
  if (/^\d+$/.test(q)) {
    const problem = corporateNumberError(q);
    if (problem) throw new AppError('validation_error', { userMessage: problem, errors: [{ field: 'q', message: problem }] });
    rows = await tx.select().from(corporationRegistry).where(eq(corporationRegistry.corporateNumber, q)).limit(1);
  } else {
    const kana = hiraganaToKatakana(q);
    const contains = `%${escapeLike(q)}%`;
    rows = await tx
      .select()
      .from(corporationRegistry)
      .where(
        and(
          isNull(corporationRegistry.closedAt),
          or(ilike(corporationRegistry.name, contains), ilike(corporationRegistry.nameKana, `%${escapeLike(kana)}%`)),
        ),
      )
      .orderBy(
        desc(sql`${corporationRegistry.name} ILIKE ${`${escapeLike(q)}%`}`),
        asc(sql`length(${corporationRegistry.name})`),
        asc(corporationRegistry.corporateNumber),
      )
      .limit(size);
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
