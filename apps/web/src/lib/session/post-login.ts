import type { TokenResponse } from '@icp/contract';
import { getUserInformation } from '../api/get-user-information.ts';
import type { UserInfo } from '../api/get-user-information.ts';
import { paths } from '../paths.ts';
import { sanitizeRedirect } from '../redirect.ts';
import { storeTokenResponse } from './auth-store.ts';
import { useStatsStore } from './stats-store.ts';
import { useUserStore } from './user-store.ts';

/**
 * Where a logged-in user may go: registration first, then the current terms, then the page
 * they asked for (a sanitised same-origin path) or the top page.
 */
export function postLoginPath(user: UserInfo, redirect: string | null | undefined): string {
  if (user.businessForm === null) return paths.registration();
  const target = sanitizeRedirect(redirect);
  if (user.acceptedTermsVersion !== user.currentTermsVersion) return paths.termsOfService(target ?? undefined);
  return target ?? paths.toppage();
}

/** After login + two-factor (or sign-up certification): store tokens, load the user, pick the page. */
export async function completeLogin(tokens: TokenResponse, redirect: string | null | undefined): Promise<string> {
  storeTokenResponse(tokens);
  useStatsStore.getState().clearStats();
  useUserStore.getState().clearUser();
  const user = await getUserInformation();
  useUserStore.getState().setUser(user);
  return postLoginPath(user, redirect);
}

/**
 * The user from this tab's cache once the server has confirmed the session in this page load,
 * else from the API (and cached): a dead session is found here, by the route guard, before any
 * screen starts loading.
 */
export async function ensureUser(): Promise<UserInfo> {
  const { user: cached, confirmed } = useUserStore.getState();
  if (cached && confirmed) return cached;
  const user = await getUserInformation();
  useUserStore.getState().setUser(user);
  return user;
}

export async function reloadUser(): Promise<UserInfo> {
  const user = await getUserInformation();
  useUserStore.getState().setUser(user);
  return user;
}

/**
 * completeLogin, but a failure to load the user does not strand a logged-in user on the form:
 * the guard of the page they land on loads it again.
 */
export async function destinationAfterLogin(tokens: TokenResponse, redirect: string | null | undefined): Promise<string> {
  try {
    return await completeLogin(tokens, redirect);
  } catch (e) {
    console.error(e);
    return sanitizeRedirect(redirect) ?? paths.toppage();
  }
}
