import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** Either driver: use cases and repositories never know which one they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a repository gets: the database itself or an open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** PostgreSQL when a URL is given; otherwise PGlite in `dataDir` (or in memory for tests). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  pglite?: PGlite;
}): Promise<Database> {
  if (options.databaseUrl) {
    // Loaded only when used: the embedded default starts faster without the pg driver.
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A dropped connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const client = options.pglite ?? (await openPglite(options.dataDir));
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

/** Extensions the migrations need (pg_trgm for corporation name search); PostgreSQL ships them in contrib. */
export const PGLITE_EXTENSIONS = { pg_trgm };

async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  if (!dataDir) return PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const dir = join(dataDir, 'pglite');
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  return PGlite.create({ dataDir: dir, extensions: PGLITE_EXTENSIONS });
}
