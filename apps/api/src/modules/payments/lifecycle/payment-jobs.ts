import type { AppDeps } from '../../../app-deps.ts';
import { voidStaleApprovals } from '../cards/void-stale-approvals.ts';
import { expireRequests } from './expire-requests.ts';
import { expirePrePayments } from '../../pre-payments/expire-pre-payments.ts';
import { processGatewayOperations } from '../cards/gateway-operations.ts';
import { compactInvoiceCounts } from '../queries/invoice-counts.ts';
import { sweepOAuthStore } from '../../oauth/sweep-oauth-store.ts';
import { deleteExpiredChallengePages } from '../../../platform/card-gateway/acquirer/challenge-store.ts';

/**
 * One sweep of the money jobs: release unused holds, finish owed gateway calls, expire requests
 * and partners' unpaid pre-payments,
 * then fold the tab counts those changes added.
 */
export async function runPaymentJobs(deps: AppDeps): Promise<void> {
  await voidStaleApprovals(deps);
  await processGatewayOperations(deps);
  await expireRequests(deps);
  await expirePrePayments(deps);
  await compactInvoiceCounts(deps.db);
  // 3-D Secure hand-over pages past their hour: kept off the authorisation's path.
  await deleteExpiredChallengePages(deps.db, deps.clock.now());
  // Not money, but the same 5-minute rhythm: expired OAuth codes, tokens and interactions.
  await sweepOAuthStore(deps);
}

/** Runs the sweep every few minutes while the server is up; returns the stop function. */
export function startPaymentJobs(deps: AppDeps, intervalMs = 5 * 60 * 1000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runPaymentJobs(deps)
      .catch((error: unknown) => deps.log.error({ err: error }, 'payment jobs failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
