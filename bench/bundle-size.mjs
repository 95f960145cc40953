// JS (gzip) a browser downloads per route, measured in Chromium against the built app.
// Usage: npm run build && node bench/bundle-size.mjs
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startApp, stop, waitReady } from './lib.mjs';

const app = startApp({ port: 3302 });
await waitReady(app.url, 60_000);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

async function jsFor(path, setup) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (setup) await setup(page);
  const seen = new Map();
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script' || res.url().endsWith('.js')) {
      const body = await res.body().catch(() => Buffer.alloc(0));
      seen.set(res.url(), gzipSync(body, { level: 9 }).length);
    }
  });
  await page.goto(`${app.url}${path}`, { waitUntil: 'networkidle' });
  await context.close();
  return [...seen.values()].reduce((a, b) => a + b, 0);
}

const signin = await jsFor('/signin');
console.log(`/signin: ${(signin / 1024).toFixed(1)} KB gzip JS (budget 120 KB)`);
for (const path of ['/signup', '/password/sendemail', '/error/404/x']) {
  const total = await jsFor(path);
  console.log(`${path}: ${(total / 1024).toFixed(1)} KB total`);
}
await browser.close();
await stop(app.child);
