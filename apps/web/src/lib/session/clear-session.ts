import { WORKFLOW_TYPES } from '@icp/domain';
import { session, SESSION_KEYS } from '../storage.ts';
import { clearWorkflow } from '../workflow.ts';
import { useAuthStore } from './auth-store.ts';
import { useStatsStore } from './stats-store.ts';
import { useUserStore } from './user-store.ts';

/** Spec §4: logout clears tokens, stats and user info (and the pending login step). */
export function clearSession(): void {
  useAuthStore.getState().clearTokens();
  useUserStore.getState().clearUser();
  useStatsStore.getState().clearStats();
  session.remove(SESSION_KEYS.loginToken);
  session.remove(SESSION_KEYS.loginMaskedEmail);
  session.remove(SESSION_KEYS.loginMethod);
}

const resetters = new Set<() => void>();

/** Feature stores holding per-user data in memory register here to be emptied on logout. */
export function registerSessionReset(reset: () => void): () => void {
  resetters.add(reset);
  return () => resetters.delete(reset);
}

/** An explicit logout also drops this tab's in-progress flows: the next user must not see them. */
export function clearAllSessionData(): void {
  clearSession();
  for (const type of WORKFLOW_TYPES) clearWorkflow(type);
  session.remove(SESSION_KEYS.registrationDraft);
  session.remove(SESSION_KEYS.signupEmail);
  for (const reset of resetters) reset();
}
