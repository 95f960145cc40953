import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** One fixed number for "preparing the database": any 64-bit value no other lock of ours uses. */
const STARTUP_LOCK_KEY = 0x1c9_5ca1e;

/**
 * Runs `work` (migrations, bundled terms, the demo seed) in one process at a time. Several API
 * processes started together on one PostgreSQL (npm run cluster, a rolling deploy) would otherwise
 * all find the schema unmigrated and all run the same migration, and all but one fail to start;
 * the demo seed would likewise insert the demo user twice. The others wait here, then find the
 * work done.
 *
 * The lock is transaction-scoped (pg_advisory_xact_lock), held by one pooled connection while
 * `work` runs on the others, so it also holds behind a transaction-mode pooler (PgBouncer), which
 * would break a session-level pg_advisory_lock. PGlite is one process by construction.
 */
export async function oneStarterAtATime<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work();
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${STARTUP_LOCK_KEY})`);
    return work();
  });
}
