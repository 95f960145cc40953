import type { FastifyInstance } from 'fastify';

/**
 * `fetch` into a Fastify instance without a socket: the embedded simulator answers the adapter's
 * requests in this process, with the same bytes, headers and status codes as over HTTP. What a socket
 * would add is mimicked where the adapter depends on it: the caller's AbortSignal (its timeout)
 * ends the wait, and a connection the server destroys rejects like a reset (TypeError, as fetch).
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const signal = init.signal ?? undefined;
    signal?.throwIfAborted();
    const answered = app
      .inject({
        method: (init.method ?? 'GET') as 'GET' | 'POST',
        url: `${url.pathname}${url.search}`,
        headers: Object.fromEntries(new Headers(init.headers).entries()),
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      })
      .catch((error: unknown) => {
        throw new TypeError('fetch failed', { cause: error });
      });
    const response = await (signal
      ? Promise.race([
          answered,
          new Promise<never>((_, reject) => {
            signal.addEventListener('abort', () => reject(signal.reason), { once: true });
          }),
        ])
      : answered);
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(response.statusCode === 204 ? null : response.rawPayload, { status: response.statusCode, headers });
  };
}
