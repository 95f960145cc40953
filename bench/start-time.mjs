// `npm start` on a built tree with an existing data dir → time until /readyz answers.
// Usage: npm run build && node bench/start-time.mjs [runs]
import { performance } from 'node:perf_hooks';
import { percentile, startApp, stop, waitReady } from './lib.mjs';

const runs = Number(process.argv[2] ?? 5);
const port = 3300;
const first = startApp({ port, viaNpmStart: true });
await waitReady(first.url, 60_000);
await stop(first.child);

const times = [];
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  const app = startApp({ port, dataDir: first.dataDir, viaNpmStart: true });
  await waitReady(app.url);
  times.push(performance.now() - t0);
  await stop(app.child);
}
console.log(
  `npm start → ready (existing data dir), ${runs} runs: median ${percentile(times, 50).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
);
