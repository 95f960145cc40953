// Shared helpers for the benchmarks: start the built app on a throwaway data dir, wait until ready.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function waitReady(url, timeoutMs = 30_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`server at ${url} not ready after ${timeoutMs} ms`);
}

/**
 * Starts the app: `npm start`'s script (build check included) when measuring start-up, otherwise
 * the built API directly so a benchmark never triggers a build.
 */
export function startApp({ port, dataDir = mkdtempSync(join(tmpdir(), 'icp-bench-')), env = {}, viaNpmStart = false }) {
  const child = spawn('node', [viaNpmStart ? 'scripts/start.mjs' : 'apps/api/dist/server.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  // The start-up lines are all a bench reads; an access log at info must not pile up in memory.
  child.stdout.on('data', (d) => {
    if (output.length < 65_536) output += d;
  });
  return { child, dataDir, url: `http://127.0.0.1:${port}`, output: () => output };
}

export function stop(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
