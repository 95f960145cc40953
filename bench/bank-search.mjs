// Bank and branch search latency over HTTP (loopback) against the built app, whole zengin data set.
// Usage: npm run build && node bench/bank-search.mjs
import { percentile, startApp, stop, waitReady } from './lib.mjs';

const app = startApp({ port: 3304 });
await waitReady(app.url, 60_000);
const post = (path, body) =>
  fetch(`${app.url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const login = await (await post('/login', { email_address: 'demo@example.com', password: 'demo-kaisha-2026' })).json();
const mails = await (await fetch(`${app.url}/api/dev/mailbox?to=demo@example.com`)).json();
const tokens = await (
  await post('/login_2auth', { login_token: login.login_token, code: mails[0].text.match(/認証コード：(\d{6})/)[1] })
).json();
const headers = { authorization: `Bearer ${tokens.id_token}`, 'x-access-token': tokens.access_token };

// What people type, keystroke by keystroke.
const typed = [
  'み',
  'みず',
  'みずほ',
  'ミ',
  'ミツ',
  'ミツイ',
  'し',
  'しん',
  'しんきん',
  'ゆうちょ',
  '0',
  '00',
  '000',
  '0001',
  'ら',
  'らく',
  '楽天',
  'あ',
  'あお',
  'あおも',
  'jp',
  'ＳＢＩ',
];
const branchTyped = ['し', 'しぶ', 'しぶや', '渋', '渋谷', '1', '10', '100', 'ほん', 'ホンテン', 'しんじゅく'];
const bankTimes = [];
const branchTimes = [];
const timed = async (url, into) => {
  const t0 = performance.now();
  const res = await fetch(`${app.url}/api/v1${url}`, { headers });
  await res.arrayBuffer();
  into.push(performance.now() - t0);
};
for (let round = 0; round < 10; round++) {
  for (const q of typed) await timed(`/banks2?q=${encodeURIComponent(q)}&size=20`, bankTimes);
  for (const q of branchTyped) await timed(`/banks2?bank_code=0001&q=${encodeURIComponent(q)}&size=20`, branchTimes);
}
await stop(app.child);
const fmt = (xs) => `p50 ${percentile(xs, 50).toFixed(2)} ms, p95 ${percentile(xs, 95).toFixed(2)} ms (n=${xs.length})`;
console.log(`bank search   ${fmt(bankTimes)}`);
console.log(`branch search ${fmt(branchTimes)}`);
