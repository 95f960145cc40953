import { routes } from '@icp/contract';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, routePath } from './api-client.ts';

/** `api.call(name, input)`: method, path and headers from the contract's route table. */
function setup(answer: unknown = { ok: true }, status = 200) {
  const calls: { url: URL; method: string; headers: Headers; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: new URL(String(input), 'http://app.test'),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return new Response(status === 204 ? null : JSON.stringify(answer), { status });
  });
  const client = createApiClient({
    fetch: fetchMock as unknown as typeof fetch,
    getTokens: () => ({ idToken: 'id', accessToken: 'access', refreshToken: 'refresh' }),
    setTokens: () => {},
    onSessionEnd: () => {},
  });
  return { client, calls };
}

describe('routePath', () => {
  it('fills and encodes the path parameters of a route', () => {
    expect(routePath(routes.getInvoice, { id: 8 })).toBe('/invoices/8');
    expect(routePath(routes.updateSupplierAccount, { id: 3, accountId: 5 })).toBe('/suppliers/3/accounts/5');
    expect(routePath(routes.getRequestKey, { key: 'A/B C' })).toBe('/invoices/request_keys/A%2FB%20C');
  });

  it('refuses a missing parameter instead of calling /invoices/:id', () => {
    expect(() => routePath(routes.getInvoice, {})).toThrow(/missing path parameter id/);
  });
});

describe('api.call', () => {
  it('uses the method and path of the table, with the query and the session headers', async () => {
    const { client, calls } = setup({ suppliers: [], count_all: 0 });
    await client.call(routes.listSuppliers, { query: { status: ['Approved'], size: 1 } });
    expect(calls[0]!.method).toBe(routes.listSuppliers.method);
    expect(calls[0]!.url.pathname).toBe('/api/v1/suppliers');
    expect(calls[0]!.url.searchParams.get('status')).toBe('Approved');
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer id');
  });

  it('sends the body as JSON and the idempotency key as its header', async () => {
    const { client, calls } = setup({ invoice: { id: 1 } }, 201);
    await client.call(routes.createInvoice, {
      body: {
        approval_id: 1,
        file_id: 2,
        supplier_id: 3,
        account_id: 4,
        amount: 1000,
        due_date: '2026-12-25',
        transfer_date: '2026-12-10',
      } as never,
      idempotencyKey: 'key-1',
    });
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers.get('idempotency-key')).toBe('key-1');
    expect(calls[0]!.body).toMatchObject({ approval_id: 1, amount: 1000 });
  });

  it('refuses to call a route that moves money without an idempotency key', () => {
    const { client, calls } = setup();
    expect(() => client.call(routes.createInvoice, { body: {} as never })).toThrow(/idempotency key/);
    expect(calls).toHaveLength(0);
  });

  it('sends a public lookup without the session headers when asked to', async () => {
    const { client, calls } = setup({ addresses: [] });
    await client.call(routes.lookUpPostalCode, { params: { code: '1000001' }, anonymous: true });
    expect(calls[0]!.url.pathname).toBe('/api/v1/postal_codes/1000001');
    expect(calls[0]!.headers.get('authorization')).toBeNull();
    expect(calls[0]!.headers.get('x-access-token')).toBeNull();
  });

  it('answers a 204 with undefined', async () => {
    const { client } = setup(null, 204);
    await expect(client.call(routes.deleteSupplier, { params: { id: 4 } })).resolves.toBeUndefined();
  });
});
