// Starts the built app on a fresh embedded database for one browser-test run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { E2E_JWT_SECRET, E2E_OPERATOR_TOTP_SECRET } from './secrets.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'icp-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.JWT_SECRET = E2E_JWT_SECRET;
process.env.DEMO_OPERATOR_TOTP_SECRET = E2E_OPERATOR_TOTP_SECRET;
process.env.NODE_ENV = 'development';
process.env.LOG_LEVEL = 'warn';
process.env.HOST = '127.0.0.1';
process.env.WEB_DIST_DIR = resolve('../apps/web/dist');
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

const { startServer } = await import('../../apps/api/dist/server.js');
await startServer();
