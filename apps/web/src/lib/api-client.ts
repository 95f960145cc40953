import { API, API_PREFIX } from '@icp/contract';
import type {
  ACCESS_TOKEN_HEADER as ContractAccessTokenHeader,
  AUTH_ERROR_STATUS as ContractAuthErrorStatus,
  ErrorBody,
  RouteBody,
  RouteMeta,
  RouteName,
  RouteParams,
  RouteQuery,
  RouteResult,
  TokenResponse,
} from '@icp/contract';
import type { AuthTokens } from './session/auth-store.ts';

// The contract module that holds these also defines zod schemas, which would pull zod (~24 KB
// gzip) into the entry chunk; the type annotations make the compiler check they stay equal.
const ACCESS_TOKEN_HEADER: typeof ContractAccessTokenHeader = 'x-access-token';
const AUTH_ERROR_STATUS: typeof ContractAuthErrorStatus = {
  EXPIRED: 'expired_access_token',
  INVALID: 'invalid_access_token',
};

export const NETWORK_ERROR_MESSAGE = '通信エラーが発生しました。時間をおいて再度お試しください。';
export const NETWORK_ERROR_STATUS = 'network_error';

/** Spec §8/§9: at most 3 retries after refreshing on `expired_access_token`. */
export const MAX_AUTH_RETRIES = 3; // same as MAX_TOKEN_REFRESH_RETRIES of @icp/domain

/**
 * Calls whose 401 means "wrong credentials" rather than "session dead": they never refresh and
 * never log out. OAuth approve endpoints join this list when they exist.
 */
export const AUTH_EXEMPT_PATHS: ReadonlySet<string> = new Set([
  API.login,
  API.login2Auth,
  API.login2AuthResend,
  API.logout,
  API.token,
  '/oauth/approve',
  '/oauth/login_2auth/approve',
]);

export interface FieldError {
  field: string;
  message: string;
}

/** Every failed call: `httpStatus` 0 means the request never got an HTTP answer. */
export class ApiError extends Error {
  readonly httpStatus: number;
  readonly status: string;
  readonly errors: FieldError[];

  constructor(httpStatus: number, body: ErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.httpStatus = httpStatus;
    this.status = body.status;
    this.errors = body.errors ?? [];
  }

  get body(): ErrorBody {
    return { status: this.status, message: this.message, ...(this.errors.length ? { errors: this.errors } : {}) };
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * Responses are typed from the contract's route table (`api.call(routes.getInvoice, …)`) but not parsed
 * with zod at run time: zod would add ~24 KB gzip to every page (docs/design.md §9), and the server
 * already answers from the same schemas.
 */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal | undefined;
  headers?: Record<string, string>;
  /** Send without auth headers (token refresh, public calls). */
  anonymous?: boolean;
}

/** Each input part is required exactly when the route's contract has it. */
type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: never } : { [P in K]: T };
/** What `call(name, input)` takes: the route's params, query and body as the contract types them. */
export type CallInput<N extends RouteName> = Part<'params', RouteParams<N>> &
  Part<'query', RouteQuery<N>> &
  Part<'body', RouteBody<N>> & {
    signal?: AbortSignal | undefined;
    /** Required by the server for `idempotent` routes (money moves). */
    idempotencyKey?: string;
    /** Send without auth headers: a public convenience call that must never refresh or end a session. */
    anonymous?: boolean;
  };

/** A route of the contract's table (`routes.getInvoice`); its name carries its types. */
export type ApiRoute<N extends RouteName> = RouteMeta & { name: N };

/** `/invoices/:id` with `{ id: 8 }` → `/invoices/8` (each value URL-encoded). */
export function routePath(route: RouteMeta, params?: Record<string, string | number>): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`${route.name}: missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}

export interface ApiClientDeps {
  getTokens: () => AuthTokens | null;
  setTokens: (tokens: AuthTokens) => void;
  /** The session is dead (refresh failed, invalid token, retries exhausted): log out, go to /signin. */
  onSessionEnd: () => void;
  fetch?: typeof fetch;
  baseUrl?: string;
  maxRetries?: number;
}

function buildQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

function isErrorBody(v: unknown): v is ErrorBody {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as { status?: unknown }).status === 'string' &&
    typeof (v as { message?: unknown }).message === 'string'
  );
}

export async function readErrorBody(res: Response): Promise<ErrorBody> {
  try {
    const json: unknown = await res.json();
    if (isErrorBody(json)) {
      const errors = Array.isArray(json.errors)
        ? json.errors.filter((e) => typeof e?.field === 'string' && typeof e?.message === 'string')
        : undefined;
      return { status: json.status, message: json.message, ...(errors ? { errors } : {}) };
    }
    // A JSON body without our shape still may say whether the token expired.
    if (typeof json === 'object' && json !== null && typeof (json as { status?: unknown }).status === 'string') {
      return { status: (json as { status: string }).status, message: NETWORK_ERROR_MESSAGE };
    }
  } catch {
    // not JSON (proxy error page, empty body)
  }
  return { status: `http_${res.status}`, message: NETWORK_ERROR_MESSAGE };
}

export function isAbort(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'AbortError';
}

export function createApiClient(deps: ApiClientDeps) {
  const baseUrl = deps.baseUrl ?? API_PREFIX;
  const maxRetries = deps.maxRetries ?? MAX_AUTH_RETRIES;
  const doFetch: typeof fetch = (...args) => (deps.fetch ?? globalThis.fetch)(...args);

  /** The one in-flight refresh every expired call waits for (refresh tokens rotate: never send one twice). */
  let refreshing: Promise<AuthTokens> | null = null;

  async function send(path: string, opts: RequestOptions, tokens: AuthTokens | null) {
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    if (tokens) {
      headers.Authorization = `Bearer ${tokens.idToken}`;
      headers[ACCESS_TOKEN_HEADER] = tokens.accessToken;
    }
    try {
      return await doFetch(`${baseUrl}${path}${buildQuery(opts.query)}`, {
        method: opts.method ?? 'GET',
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        credentials: 'same-origin',
        cache: 'no-store',
        signal: opts.signal,
      });
    } catch (e) {
      if (isAbort(e)) throw e;
      throw new ApiError(0, { status: NETWORK_ERROR_STATUS, message: NETWORK_ERROR_MESSAGE });
    }
  }

  async function parseOk(res: Response): Promise<unknown> {
    if (res.status === 204 || res.status === 205) return undefined;
    const text = await res.text();
    if (text.length === 0) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      throw new ApiError(res.status, { status: 'invalid_response', message: NETWORK_ERROR_MESSAGE });
    }
  }

  function refreshTokens(): Promise<AuthTokens> {
    if (refreshing) return refreshing;
    const current = deps.getTokens();
    refreshing = (async () => {
      if (!current) throw new ApiError(401, { status: AUTH_ERROR_STATUS.INVALID, message: NETWORK_ERROR_MESSAGE });
      const res = await send(API.token, { method: 'POST', body: { refresh_token: current.refreshToken }, anonymous: true }, null);
      if (!res.ok) throw new ApiError(res.status, await readErrorBody(res));
      const body = (await parseOk(res)) as Partial<TokenResponse> | undefined;
      if (
        !body ||
        typeof body.id_token !== 'string' ||
        typeof body.access_token !== 'string' ||
        typeof body.refresh_token !== 'string'
      ) {
        throw new ApiError(res.status, { status: 'invalid_response', message: NETWORK_ERROR_MESSAGE });
      }
      const next: AuthTokens = {
        idToken: body.id_token,
        accessToken: body.access_token,
        refreshToken: body.refresh_token,
      };
      deps.setTokens(next);
      return next;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<T = unknown>(path: string, opts: RequestOptions = {}): Promise<T> {
    const exempt = opts.anonymous === true || AUTH_EXEMPT_PATHS.has(path);
    for (let attempt = 0; ; attempt++) {
      const sent = opts.anonymous ? null : deps.getTokens();
      const res = await send(path, opts, sent);
      if (res.ok) return (await parseOk(res)) as T;

      const error = new ApiError(res.status, await readErrorBody(res));
      if (res.status !== 401 || exempt) throw error;

      if (error.status !== AUTH_ERROR_STATUS.EXPIRED || attempt >= maxRetries || !sent) {
        deps.onSessionEnd();
        throw error;
      }
      const now = deps.getTokens();
      if (!now) {
        deps.onSessionEnd();
        throw error;
      }
      // A call that was sent with tokens another call has since refreshed just retries with the new ones.
      if (now.accessToken === sent.accessToken) {
        try {
          await refreshTokens();
        } catch {
          deps.onSessionEnd();
          throw error;
        }
      }
    }
  }

  /**
   * Calls a contract route (`api.call(routes.getInvoice, { params: { id } })`): method and path
   * come from the route table, input and answer are typed from its schemas (no hand-written
   * generics or path strings).
   */
  function call<N extends RouteName>(route: ApiRoute<N>, input: CallInput<N>): Promise<RouteResult<N>> {
    const { params, query, body, signal, idempotencyKey, anonymous } = input as {
      params?: Record<string, string | number>;
      query?: Record<string, QueryValue>;
      body?: unknown;
      signal?: AbortSignal;
      idempotencyKey?: string;
      anonymous?: boolean;
    };
    if (route.idempotent && !idempotencyKey) throw new Error(`${route.name} needs an idempotency key`);
    return request<RouteResult<N>>(routePath(route, params), {
      method: route.method,
      ...(body !== undefined ? { body } : {}),
      ...(query ? { query } : {}),
      signal,
      ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
      ...(anonymous ? { anonymous } : {}),
    });
  }

  return {
    request,
    call,
    /** For tests and diagnostics. */
    refreshTokens,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
