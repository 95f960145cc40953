import { SNACKBAR_SHOW_DELAY_MS } from '@icp/domain';
import { queryClient } from '../../../lib/query-client.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { clearWorkflow } from '../../../lib/workflow.ts';
import { json, logIn, registeredUser, resetSession } from '../../../testing/fixtures.ts';

/** A fresh logged-in session with empty caches, drafts and snackbar. */
export function freshSession() {
  queryClient.clear();
  resetSession();
  clearWorkflow('supplierRegistration');
  useUiStore.setState({ snackbar: null, loadingCount: 0 });
  logIn();
}

/** What the logged-in shell asks for on every page (user + the stats probes). */
export function shellStubs() {
  return {
    'GET /users/information': () => json(200, registeredUser),
    'GET /invoices': () => json(200, { total_count: 0, total_count_is_action_required: 0, invoices: [] }),
    'GET /drafts': () => json(200, { count: 0, drafts: [] }),
    'GET /users/notifications': () => json(200, { count_all: 0, count_unread: 0, notifications: [] }),
    'GET /suppliers': () => json(200, { count_all: 0, suppliers: [] }),
  };
}

export const SNACKBAR_WAIT_MS = SNACKBAR_SHOW_DELAY_MS + 50;

/** "METHOD /path" of every call made, without the /api/v1 prefix. */
export function callsOf(fetchMock: { mock: { calls: unknown[][] } }): string[] {
  return fetchMock.mock.calls.map(([u, init]) => {
    const url = new URL(String(u), 'http://app.test');
    return `${(init as RequestInit | undefined)?.method ?? 'GET'} ${url.pathname.replace(/^\/api\/v1/, '')}`;
  });
}

/** The parsed JSON body of the first call to `key` ("POST /suppliers/corporation"). */
export function bodyOf(fetchMock: { mock: { calls: unknown[][] } }, key: string): unknown {
  const i = callsOf(fetchMock).indexOf(key);
  if (i < 0) throw new Error(`no call ${key}`);
  const init = fetchMock.mock.calls[i]?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body));
}
