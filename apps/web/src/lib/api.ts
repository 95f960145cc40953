import { MAX_TOKEN_REFRESH_RETRIES } from '@icp/domain';
import { createApiClient } from './api-client.ts';
import { navigateTo, pendingNavigation } from './navigation.ts';
import { patterns, paths } from './paths.ts';
import { currentPathOf, sanitizeRedirect } from './redirect.ts';
import { getTokens, useAuthStore } from './session/auth-store.ts';
import { clearSession } from './session/clear-session.ts';

/** A dead session: clear it and go to /signin, remembering where the user was. */
export function endSession(): void {
  const hadSession = getTokens() !== null;
  clearSession();
  if (!hadSession && window.location.pathname === patterns.signin) return;
  const here = sanitizeRedirect(pendingNavigation() ?? currentPathOf(window.location));
  navigateTo(paths.signin(here ?? undefined), { replace: true });
}

/** The app's one API client: auth headers from the auth store, shared refresh, logout on a dead session. */
export const api = createApiClient({
  getTokens,
  setTokens: (tokens) => useAuthStore.getState().setTokens(tokens),
  onSessionEnd: endSession,
  maxRetries: MAX_TOKEN_REFRESH_RETRIES,
});
