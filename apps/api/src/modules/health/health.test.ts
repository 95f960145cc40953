import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('/healthz answers while the process is up; /readyz checks the database and migrations', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('/readyz answers 503 when the database is gone', async () => {
    const other = await createTestApp();
    await other.deps.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    await other.app.close();
  });

  it('mounts the VeriTrans4G simulator outside production; its token answer masks the number', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: t.deps.cardTokenConfig.token_url,
      payload: {
        token_api_key: t.deps.cardTokenConfig.token_api_key,
        card_number: '3528000000000007',
        card_expire: '12/30',
        security_code: '123',
        lang: 'ja',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', req_card_number: '352800********07' });
    expect(JSON.stringify(res.json())).not.toContain('3528000000000007');
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/v1/login'].post.requestBody).toBeDefined();
    expect(Object.keys(doc.paths)).toContain('/api/v1/users/information');
  });

  it('the dev mailbox lists mail for an address, newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=nobody@example.com' });
    expect(res.json()).toEqual([]);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      payload: { email_address: 'mailbox@example.com', password: 'kumo-no-ue-2026-sora' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      payload: { email_address: 'mailbox@example.com', password: 'kumo-no-ue-2026-sora' },
    });
    const all = (await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=mailbox@example.com' })).json();
    expect(all).toHaveLength(2);
    const newest = (await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=mailbox@example.com&limit=1' })).json();
    expect(newest).toEqual([all[0]]);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=x@example.com&limit=0' })).statusCode).toBe(400);
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.body).toContain('開発用メールボックス');
  });
});
