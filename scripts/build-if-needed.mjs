// `npm start` and the browser tests run the built app; build it only when sources changed.
import { spawnSync } from 'node:child_process';
import { buildIsStale } from './build-state.mjs';

export function buildIfNeeded() {
  if (!buildIsStale()) return;
  process.stdout.write('Building the web app and the API (sources changed since the last build)…\n');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
