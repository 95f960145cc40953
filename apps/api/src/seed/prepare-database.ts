import type { Database } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { ensureBundledTerms } from '../modules/terms/terms.ts';

/**
 * What every start needs before serving: the schema migrated, then the reference data shipped
 * with this build (the terms; a no-op when present). `db/` stays free of business modules.
 */
export async function prepareDatabase(database: Database): Promise<void> {
  await runMigrations(database);
  await ensureBundledTerms(database.db);
}
