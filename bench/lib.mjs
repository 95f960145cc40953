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

/** The command line's --name=value options (a bare --name is true). */
export function commandOptions(argv = process.argv.slice(2)) {
  return Object.fromEntries(
    argv
      .filter((a) => a.startsWith('--'))
      .map((a) => {
        const [k, ...v] = a.slice(2).split('=');
        return [k, v.length ? v.join('=') : true];
      }),
  );
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

// --- the API steps the benches share (the dev mailbox stands in for the buyer's inbox) ---------

export const api = (base, path, { body, headers = {} } = {}) =>
  fetch(`${base}/api/v1${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });

/** The newest 6-digit code mailed to `email` after `since` (the dev mailbox reads the outbox). */
export async function codeFor(base, email, since) {
  for (let attempt = 0; attempt < 500; attempt++) {
    const mails = await (await fetch(`${base}/api/dev/mailbox?limit=1&to=${encodeURIComponent(email)}`)).json();
    const code = mails[0] && mails[0].created_at >= since ? mails[0].text.match(/認証コード：(\d{6})/)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no code mailed to ${email}`);
}

export async function expectOk(res, what) {
  if (!res.ok) throw new Error(`${what} failed: ${res.status} ${await res.text()}`);
  return res.json();
}

export const authHeaders = (tokens) => ({ authorization: `Bearer ${tokens.id_token}`, 'x-access-token': tokens.access_token });

/**
 * Sign-up → mailed code → certification → corporation registration, as
 * apps/api/src/testing/fixtures.ts does; `corporation` overrides fields of the registration.
 */
export async function registerBuyer(base, email, password, corporation = {}) {
  const since = new Date().toISOString();
  await expectOk(await api(base, '/users', { body: { email_address: email, password } }), 'sign-up');
  const code = await codeFor(base, email, since);
  const tokens = await expectOk(
    await api(base, '/users/certification', { body: { email_address: email, code } }),
    'certification',
  );
  const headers = authHeaders(tokens);
  const registered = await expectOk(
    await api(base, '/users/corporation', {
      headers,
      body: {
        corporate_name: '株式会社ベンチ商事',
        corporate_name_kana: 'カブシキガイシャベンチショウジ',
        corporate_number: '7123456789012',
        representative_name: '試験 太郎',
        representative_name_kana: 'シケン タロウ',
        postal_code: '100-0005',
        address_state: '東京都',
        address_city: '千代田区丸の内',
        address_street: '1-2-3',
        address_building_name: '',
        representative_birthday: '1975-05-05',
        transfer_person_name: 'ベンチシヨウジ',
        user_last_name: '試験',
        user_first_name: '花子',
        phone_number: '03-1234-5678',
        business_category_id: 5,
        ...corporation,
      },
    }),
    'registration',
  );
  return { buyerId: registered.buyer_id, headers };
}
