import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { corporationRegistry } from '../../db/schema.ts';
import { type RegistryRow, parseCsvLine, toRegistryRow } from './zenken-csv.ts';

const BATCH = 1000;

/**
 * Streams a 全件データ or 差分データ CSV into corporation_registry, upserting by 法人番号 in
 * batches (one transaction each), so a 5-million-row file runs in constant memory and a rerun
 * with a newer file simply updates.
 */
export async function importCorporations(
  db: Db,
  file: string,
  onProgress?: (rows: number) => void,
): Promise<{ imported: number; skipped: number }> {
  const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  let batch: RegistryRow[] = [];
  let imported = 0;
  let skipped = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    // The same number twice in one batch would make the upsert fail: keep the last.
    const unique = [...new Map(batch.map((r) => [r.corporateNumber, r])).values()];
    await db
      .insert(corporationRegistry)
      .values(unique)
      .onConflictDoUpdate({
        target: corporationRegistry.corporateNumber,
        set: {
          name: sql`excluded.name`,
          searchName: sql`excluded.search_name`,
          nameKana: sql`excluded.name_kana`,
          postalCode: sql`excluded.postal_code`,
          prefectureName: sql`excluded.prefecture_name`,
          cityName: sql`excluded.city_name`,
          streetNumber: sql`excluded.street_number`,
          updateDate: sql`excluded.update_date`,
          closedAt: sql`excluded.closed_at`,
        },
      });
    imported += unique.length;
    batch = [];
    onProgress?.(imported);
  };
  for await (const line of lines) {
    const fields = parseCsvLine(line.replace(/^\uFEFF/, ''));
    const row = fields ? toRegistryRow(fields) : null;
    if (!row) {
      if (fields) skipped++;
      continue;
    }
    batch.push(row);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return { imported, skipped };
}
