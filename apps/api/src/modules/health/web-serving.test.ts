import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';

/** The built SPA on the same port: compressed, cached by kind, client routes fall back to index.html. */
const dist = mkdtempSync(join(tmpdir(), 'icp-web-'));
let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="ja"><body><div id="root"></div></body></html>');
  const js = 'export const x = 1;'.repeat(100);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), js);
  writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(js));
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('hashed assets: brotli when accepted, cached for a year as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('client routes get index.html, revalidated on every visit, with the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/suppliers/12?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    // The invoice PDF preview: pdf.js's worker from our own assets, and its fetch of the signed URL.
    expect(csp).toMatch(/(^|;)worker-src 'self'(;|$)/);
    expect(csp).toMatch(/(^|;)connect-src 'self'( |;|$)/);
    expect(csp).not.toContain('unsafe-eval');
  });

  it('a missing asset or API path is a 404, never the HTML page', async () => {
    for (const url of ['/assets/gone-123.js', '/api/v1/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });
});
