import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openTestDatabase } from './testing/test-app.ts';
import { PRODUCTION_ENV } from './testing/production-env.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'icp-server-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('process lifecycle', () => {
  it('starts on PGlite in DATA_DIR, prints the demo account, and exits 0 on SIGTERM after closing', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: join(import.meta.dirname, '..'),
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        WEB_DIST_DIR: '/nonexistent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not ready: ${out}`)), 40_000);
      child.stdout.on('data', () => {
        const match = out.match(/ready on (http:\/\/localhost:\d+)/);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!.replace('localhost', '127.0.0.1'));
        }
      });
    });
    expect(out).toContain('demo@example.com');
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  }, 60_000);

  it('production refuses to start without its settings, and never serves the dev mailbox', async () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /DATABASE_URL[\s\S]*SMTP_URL[\s\S]*JWT_SECRET[\s\S]*SECRET_BOX_KEYS[\s\S]*S3_BUCKET/,
    );
    const config = loadConfig(PRODUCTION_ENV);
    const database = await openTestDatabase();
    const { app } = await buildApp({ config, database, jwtSecret: 'x'.repeat(40), logger: false });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/dev/mailbox?to=a@example.com' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
      const token = await app.inject({
        method: 'POST',
        // No simulator in production: its token endpoint is not there to take a card number.
        url: '/gateway/4gtoken',
        payload: { token_api_key: 'x', card_number: '3528000000000007', card_expire: '12/30', security_code: '123', lang: 'ja' },
      });
      expect(token.statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
      await database.drop();
    }
  });
});
