import type { AppDeps } from '../../app-deps.ts';
import { deleteExpiredOAuthRows } from './oauth-store.ts';

/**
 * Job: deletes oidc-provider rows past their expiry (codes, tokens, interactions, sessions,
 * grants) in batches. The provider already ignores expired rows; this only keeps the table small.
 * A plain DELETE is safe with several processes sweeping at once.
 */
export async function sweepOAuthStore(deps: AppDeps, batch = 1000): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteExpiredOAuthRows(deps.db, deps.clock.now(), batch);
    total += deleted;
    if (deleted < batch) return total;
  }
}
