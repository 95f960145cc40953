import { redirect, replace } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { logout } from '../features/auth/api/logout.ts';
import { isApiError } from '../lib/api-client.ts';
import type { UserInfo } from '../lib/api/get-user-information.ts';
import { patterns, paths } from '../lib/paths.ts';
import { sanitizeRedirect } from '../lib/redirect.ts';
import { getTokens, isLoggedIn } from '../lib/session/auth-store.ts';
import { clearSession } from '../lib/session/clear-session.ts';
import { ensureUser } from '../lib/session/post-login.ts';

const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** /signin?redirect=<the full path with query> (spec §2). */
export function signinRedirect(request: Request): Response {
  return redirect(paths.signin(sanitizeRedirect(pathOf(request)) ?? undefined));
}

/** Login required: tokens must exist. */
export function requireLogin({ request }: LoaderFunctionArgs): null {
  if (!isLoggedIn()) throw signinRedirect(request);
  return null;
}

async function loadUser(request: Request): Promise<UserInfo> {
  try {
    return await ensureUser();
  } catch (e) {
    // A dead session was already cleared by the API client; send the user to sign in.
    if (!isLoggedIn() || (isApiError(e) && e.httpStatus === 401)) throw signinRedirect(request);
    throw e;
  }
}

/**
 * The main and simple layouts: logged in, business info registered (else /registration), the
 * current terms accepted (else /termsofservice, which itself stays reachable).
 */
export async function requireRegisteredUser({ request }: LoaderFunctionArgs): Promise<null> {
  if (!isLoggedIn()) throw signinRedirect(request);
  const user = await loadUser(request);
  if (user.businessForm === null) throw redirect(paths.registration());
  const url = new URL(request.url);
  if (user.acceptedTermsVersion !== user.currentTermsVersion && url.pathname !== patterns.termsOfService) {
    throw redirect(paths.termsOfService(sanitizeRedirect(pathOf(request)) ?? undefined));
  }
  return null;
}

/** /registration and its confirm step: logged in and not yet registered. */
export async function requireUnregisteredUser({ request }: LoaderFunctionArgs): Promise<null> {
  if (!isLoggedIn()) throw signinRedirect(request);
  const user = await loadUser(request);
  if (user.businessForm !== null) throw redirect(paths.toppage());
  return null;
}

/** Spec §2: entering /signin clears the login session (and revokes it server-side, best effort). */
export function enterSignin(): null {
  if (getTokens()) {
    // Headers are taken synchronously when the call starts, so clearing right after is safe.
    void logout().catch(() => undefined);
  }
  clearSession();
  return null;
}

/**
 * The old OAuth form: ?pre_id=X → the new path; without it, the error page. Replacing the entry,
 * so Back does not land on the old address and bounce forward again.
 */
export function legacyOauthInvoiceInfo({ request }: LoaderFunctionArgs): Response {
  const preId = new URL(request.url).searchParams.get('pre_id');
  if (preId && preId.trim() !== '') return replace(paths.oauthPaymentsInvoiceInfo(preId.trim()));
  return replace(
    paths.error('ページを表示できません', '連携情報が見つかりません。連携元のサービスからもう一度お手続きください。'),
  );
}
