import { json, registeredUser } from './fixtures.ts';

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

type FetchMock = { mock: { calls: unknown[][] } };

/** "METHOD /path" of every call made, without the /api/v1 prefix. */
export function callsOf(fetchMock: FetchMock): string[] {
  return fetchMock.mock.calls.map(([u, init]) => {
    const url = new URL(String(u), 'http://app.test');
    return `${(init as RequestInit | undefined)?.method ?? 'GET'} ${url.pathname.replace(/^\/api\/v1/, '')}`;
  });
}

/** The request options of every call to `key` ("POST /suppliers/corporation"), in order. */
export function requestsOf(fetchMock: FetchMock, key: string): RequestInit[] {
  return callsOf(fetchMock).flatMap((c, i) => (c === key ? [(fetchMock.mock.calls[i]?.[1] ?? {}) as RequestInit] : []));
}

/** The parsed JSON body of the first call to `key` ("POST /suppliers/corporation"). */
export function bodyOf(fetchMock: FetchMock, key: string): unknown {
  const init = requestsOf(fetchMock, key)[0];
  if (!init) throw new Error(`no call ${key}`);
  return JSON.parse(String(init.body));
}
