// Login + 2FA latency at 10 concurrent users (argon2id dominates), against the built app.
// Usage: npm run build && node bench/login-2fa.mjs [users=10] [rounds=10]
import { percentile, startApp, stop, waitReady } from './lib.mjs';

const users = Number(process.argv[2] ?? 10);
const rounds = Number(process.argv[3] ?? 10);
const password = 'bench-password-2026-ok';
const app = startApp({ port: 3301 });
await waitReady(app.url, 60_000);

const post = (path, body) =>
  fetch(`${app.url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
async function codeFor(email) {
  for (;;) {
    const mails = await (await fetch(`${app.url}/api/dev/mailbox?limit=1&to=${encodeURIComponent(email)}`)).json();
    const code = mails[0]?.text.match(/認証コード：(\d{6})/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 5));
  }
}

const emails = Array.from({ length: users }, (_, i) => `bench${i}-${Date.now()}@example.co.jp`);
for (const email of emails) {
  await post('/users', { email_address: email, password });
  const res = await post('/users/certification', { email_address: email, code: await codeFor(email) });
  if (!res.ok) throw new Error(await res.text());
}

const loginMs = [];
const twoFactorMs = [];
await Promise.all(
  emails.map(async (email) => {
    for (let r = 0; r < rounds; r++) {
      let t0 = performance.now();
      const login = await (await post('/login', { email_address: email, password })).json();
      loginMs.push(performance.now() - t0);
      const code = await codeFor(email);
      t0 = performance.now();
      const res = await post('/login_2auth', { login_token: login.login_token, code });
      if (!res.ok) throw new Error(await res.text());
      twoFactorMs.push(performance.now() - t0);
    }
  }),
);
await stop(app.child);
const fmt = (xs) => `p50 ${percentile(xs, 50).toFixed(0)} ms, p95 ${percentile(xs, 95).toFixed(0)} ms`;
const total = loginMs.map((ms, i) => ms + (twoFactorMs[i] ?? 0));
console.log(`${users} concurrent users × ${rounds} logins on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
console.log(`  POST /login        ${fmt(loginMs)}`);
console.log(`  POST /login_2auth  ${fmt(twoFactorMs)}`);
console.log(`  login + 2FA        ${fmt(total)}`);
