import { API_PREFIX } from '@icp/contract';
import type { RouteMeta, RouteName, RouteResult } from '@icp/contract';
import {
  ApiError,
  isAbort,
  NETWORK_ERROR_MESSAGE,
  NETWORK_ERROR_STATUS,
  readErrorBody,
  routePath,
} from '../../lib/api-client.ts';
import type { ApiRoute, CallInput } from '../../lib/api-client.ts';
import { clearOpsSession, getOpsSession } from './ops-session.ts';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** What any call takes (the typed `call` narrows it from the contract). */
export interface OpsRequestInput {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal | undefined;
  idempotencyKey?: string;
}

function buildQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

export interface OpsApiDeps {
  getToken: () => string | null;
  /** A 401 on an operator route: the session is over (idle timeout, logout elsewhere, disabled). */
  onSessionEnd: () => void;
  fetch?: typeof fetch;
  baseUrl?: string;
}

/**
 * The console's API client: the contract's route table, but its own credential — one
 * `Authorization: Bearer <operator token>`, never the buyer's tokens, and no refresh (an
 * operator whose session ended logs in again). Errors are ApiError with the API's Japanese message.
 */
export function createOpsApi(deps: OpsApiDeps) {
  const baseUrl = deps.baseUrl ?? API_PREFIX;
  const doFetch: typeof fetch = (...args) => (deps.fetch ?? globalThis.fetch)(...args);

  async function request<T = unknown>(route: RouteMeta, input: OpsRequestInput = {}): Promise<T> {
    if (route.idempotent && !input.idempotencyKey) throw new Error(`${route.name} needs an idempotency key`);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (input.body !== undefined) headers['Content-Type'] = 'application/json';
    const token = route.auth === 'public' ? null : deps.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (input.idempotencyKey) headers['Idempotency-Key'] = input.idempotencyKey;
    let res: Response;
    try {
      res = await doFetch(`${baseUrl}${routePath(route, input.params)}${buildQuery(input.query)}`, {
        method: route.method,
        headers,
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
        credentials: 'same-origin',
        cache: 'no-store',
        signal: input.signal,
      });
    } catch (e) {
      if (isAbort(e)) throw e;
      throw new ApiError(0, { status: NETWORK_ERROR_STATUS, message: NETWORK_ERROR_MESSAGE });
    }
    if (!res.ok) {
      const error = new ApiError(res.status, await readErrorBody(res));
      // A public route's 401 is "wrong credentials" (login); an operator route's is a dead session.
      if (res.status === 401 && route.auth !== 'public') deps.onSessionEnd();
      throw error;
    }
    if (res.status === 204) return undefined as T;
    const text = await res.text();
    if (text.length === 0) return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ApiError(res.status, { status: 'invalid_response', message: NETWORK_ERROR_MESSAGE });
    }
  }

  /** A contract route, typed from its schemas: `opsApi.call(routes.opsGetMe, {})`. */
  function call<N extends RouteName>(route: ApiRoute<N>, input: CallInput<N>): Promise<RouteResult<N>> {
    return request<RouteResult<N>>(route, input as OpsRequestInput);
  }

  /** A file the API serves to operators (e.g. the invoice under examination), as a Blob. */
  async function fetchBlob(url: string, signal?: AbortSignal): Promise<Blob> {
    // Only our own API: a root-relative path, never another origin (the token must not leave).
    if (!url.startsWith('/') || url.startsWith('//')) throw new Error(`not an API path: ${url}`);
    const token = deps.getToken();
    let res: Response;
    try {
      res = await doFetch(url, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        credentials: 'same-origin',
        cache: 'no-store',
        signal,
      });
    } catch (e) {
      if (isAbort(e)) throw e;
      throw new ApiError(0, { status: NETWORK_ERROR_STATUS, message: NETWORK_ERROR_MESSAGE });
    }
    if (!res.ok) {
      const error = new ApiError(res.status, await readErrorBody(res));
      if (res.status === 401) deps.onSessionEnd();
      throw error;
    }
    return res.blob();
  }

  return { request, call, fetchBlob };
}

export type OpsApi = ReturnType<typeof createOpsApi>;

/**
 * The session is over (a 401 on an operator route): forget it. The console's layout, which
 * renders only with a session, then sends the operator to the login with the page remembered.
 */
export function endOpsSession(): void {
  if (getOpsSession() !== null) clearOpsSession({ expired: true });
}

export const opsApi = createOpsApi({
  getToken: () => getOpsSession()?.token ?? null,
  onSessionEnd: endOpsSession,
});
