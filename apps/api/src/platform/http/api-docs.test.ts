import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, openTestDatabase } from '../../testing/test-app.ts';
import { PRODUCTION_ENV } from '../../testing/production-env.ts';

/** Swagger UI and the OpenAPI JSON (API_DOCS): on in development, off in production unless asked for. */
const DOC_URLS = ['/api/docs', '/api/docs/json', '/api/docs/static/index.html'];

async function docStatuses(env: Record<string, string>): Promise<number[]> {
  const database = await openTestDatabase();
  const { app } = await buildApp({ config: loadConfig(env), database, jwtSecret: 'x'.repeat(40), logger: false });
  try {
    return await Promise.all(DOC_URLS.map(async (url) => (await app.inject({ method: 'GET', url })).statusCode));
  } finally {
    await app.close();
    await database.close();
    await database.drop();
  }
}

describe('API_DOCS', () => {
  it('production serves neither Swagger UI nor the OpenAPI JSON by default', async () => {
    expect(loadConfig(PRODUCTION_ENV).apiDocs).toBe(false);
    expect(await docStatuses(PRODUCTION_ENV)).toEqual([404, 404, 404]);
  });

  it('production can turn them on; development has them unless turned off', async () => {
    expect((await docStatuses({ ...PRODUCTION_ENV, API_DOCS: 'true' })).every((s) => s < 400)).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
    const t = await createTestApp({ env: { API_DOCS: 'false' } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
    const withDocs = await createTestApp();
    try {
      const json = await withDocs.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(json.statusCode).toBe(200);
      expect(json.json().paths['/api/v1/login']).toBeDefined();
    } finally {
      await withDocs.close();
    }
  });

  it('refuses a value other than true or false', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });
});
