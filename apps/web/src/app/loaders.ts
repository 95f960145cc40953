import type { LoaderFunctionArgs } from 'react-router';
import { loadRegistrationData } from '../features/registration/api/load-registration-data.ts';
import type { RegistrationData } from '../features/registration/api/load-registration-data.ts';
import { isLoggedIn } from '../lib/session/auth-store.ts';
import { ensureUser } from '../lib/session/post-login.ts';
import { requireUnregisteredUser } from './guards.ts';

/**
 * /registration and /registration/confirm: guard, then prefetch the lists the form needs
 * (docs/design.md §4 "loaders prefetch"), so those pages need no query cache of their own.
 */
export async function registrationLoader(args: LoaderFunctionArgs): Promise<RegistrationData> {
  // Guard first: the calls need a session, and a dead one must not trigger a second redirect.
  await requireUnregisteredUser(args);
  return loadRegistrationData();
}

/**
 * Public pages that show the logged-in header when there is a session (help): load the user for
 * it, and never redirect. A session that turns out dead is cleared by the API client, and the
 * page then shows logged out.
 */
export async function loadUserIfLoggedIn(): Promise<null> {
  if (isLoggedIn()) await ensureUser().catch(() => undefined);
  return null;
}
