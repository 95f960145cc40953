// Decides whether the built tree (apps/web/dist, apps/api/dist) is older than its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCE_ROOTS = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/api/src',
  'apps/api/drizzle',
  'packages/contract/src',
  'packages/domain/src',
  'package-lock.json',
];
const OUTPUTS = ['apps/web/dist/index.html', 'apps/api/dist/server.js', 'apps/api/dist/veritrans-simulator.js'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function buildIsStale(root = process.cwd()) {
  const outputTimes = OUTPUTS.map((p) => (existsSync(join(root, p)) ? statSync(join(root, p)).mtimeMs : 0));
  if (outputTimes.some((t) => t === 0)) return true;
  const sources = Math.max(...SOURCE_ROOTS.map((p) => newestMtime(join(root, p))));
  return sources > Math.min(...outputTimes);
}
