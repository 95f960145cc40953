// Starts a local cluster on one PostgreSQL: one VeriTrans4G simulator process, N API processes and a
// load balancer in front (ARCHITECTURE.md §10). Used by `npm run cluster` (scripts/cluster.mjs) on the
// built app, and by the scale-out tests (apps/api/src/scale-out/) on the sources through tsx.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBalancer } from './balancer.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** How each process is started: the bundle `npm start` runs, or the TypeScript sources (tests, no build). */
const ENTRIES = {
  built: {
    api: ['apps/api/dist/server.js'],
    simulator: ['apps/api/dist/veritrans-simulator.js'],
  },
  source: {
    api: ['--import', 'tsx', 'apps/api/src/server.ts'],
    simulator: ['--import', 'tsx', 'apps/api/src/platform/card-gateway/veritrans-simulator/serve.ts'],
  },
};

/** The lines each process prints once it listens (server.ts, veritrans-simulator/serve.ts). */
const API_READY = /is ready on http:\/\/localhost:(\d+)/;
const SIMULATOR_READY = /VeriTrans4G simulator is ready on (http:\/\/\S+)/;

/**
 * The merchant the API processes are to the cluster's simulator. The CCID and token API key are
 * development values (the token key is public anyway: the card form sends it); the merchant key,
 * which signs every connection API request, is made afresh for each cluster.
 */
function simulatorCredentials() {
  return {
    VERITRANS_MERCHANT_CCID: 'A100000000000001069999cc',
    VERITRANS_MERCHANT_KEY: `cluster-${randomBytes(24).toString('base64url')}`,
    VERITRANS_TOKEN_API_KEY: 'cluster-simulator-token-api-key',
  };
}

/** Both spellings of a loopback origin: the buyer may type localhost or 127.0.0.1. */
function browserOrigins(...urls) {
  const origins = new Set();
  for (const url of urls) {
    const { origin, hostname } = new URL(url);
    origins.add(origin);
    if (hostname === 'localhost') origins.add(origin.replace('://localhost', '://127.0.0.1'));
    if (hostname === '127.0.0.1') origins.add(origin.replace('://127.0.0.1', '://localhost'));
  }
  return [...origins];
}

const STOP_GRACE_MS = 15_000;

/** PGlite is a file one process owns: N processes need one PostgreSQL they all reach. */
export function requirePostgres(databaseUrl) {
  if (!databaseUrl || !/^postgres(ql)?:\/\//i.test(databaseUrl))
    throw new Error(
      'The cluster needs DATABASE_URL=postgres://…: the embedded PGlite database belongs to one process and cannot be shared.',
    );
  return databaseUrl;
}

/**
 * The token key every process must share (a token signed by one is checked by another). Given
 * JWT_SECRET wins; otherwise the key embedded mode keeps in DATA_DIR/jwt-secret, made once, the
 * same file and format as platform/jwt-secret.ts. Passed to every process explicitly, so none
 * generates a key of its own. SECRET_BOX_KEYS, when unset, derive from it the same way everywhere.
 */
export function sharedJwtSecret(env, dataDir) {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Spawns one process and resolves with its URL once it printed its ready line. */
function startChild({ name, args, env, ready, readyTimeoutMs, log, children, onExit }) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const entry = { name, process: child, url: null };
  children.push(entry);
  let recent = '';
  return new Promise((resolveReady, rejectReady) => {
    let isReady = false;
    const timer = setTimeout(() => {
      rejectReady(new Error(`${name} did not start within ${readyTimeoutMs} ms:\n${recent}`));
    }, readyTimeoutMs);
    const onLine = (line) => {
      log(`[${name}] ${line}`);
      if (isReady) return;
      recent = `${recent}${line}\n`.slice(-4000);
      const match = line.match(ready);
      if (!match) return;
      isReady = true;
      clearTimeout(timer);
      entry.url = name === 'simulator' ? match[1] : `http://127.0.0.1:${match[1]}`;
      resolveReady(entry);
    };
    for (const stream of [child.stdout, child.stderr]) {
      let buffered = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) if (line) onLine(line);
      });
    }
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (!isReady) rejectReady(new Error(`${name} exited (${signal ?? code}) before it was ready:\n${recent}`));
      else onExit(entry, code, signal);
    });
  });
}

function stopChild(entry) {
  const child = entry.process;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStopped) => {
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolveStopped();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the cluster and resolves once every process answers. Rejects (and stops what it
 * started) when any process fails to start.
 *
 * @param {import('./launcher.d.mts').ClusterOptions} [options]
 * @returns {Promise<import('./launcher.d.mts').Cluster>}
 */
export async function startCluster(options = {}) {
  const baseEnv = options.env ?? process.env;
  const databaseUrl = requirePostgres(options.databaseUrl ?? baseEnv.DATABASE_URL);
  const processes = options.processes ?? 3;
  if (!Number.isInteger(processes) || processes < 1 || processes > 32)
    throw new Error(`--processes must be a whole number from 1 to 32 (got ${processes})`);
  const runtime = options.runtime ?? 'built';
  const entries = ENTRIES[runtime];
  if (!entries) throw new Error(`unknown runtime ${runtime}`);
  if (runtime === 'built')
    for (const file of [entries.api[0], entries.simulator[0]])
      if (!existsSync(join(ROOT, file))) throw new Error(`${file} is missing: run npm run build first`);
  const log = options.log ?? ((line) => process.stdout.write(`${line}\n`));
  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  const dataDir = isAbsolute(baseEnv.DATA_DIR ?? '') ? baseEnv.DATA_DIR : resolve(ROOT, baseEnv.DATA_DIR || 'data');
  // The simulator refuses production; VERITRANS_API_URL given means an acquirer elsewhere (VeriTrans
  // itself, or a simulator started by hand): the processes get the VERITRANS_* they were given.
  const withSimulator = baseEnv.NODE_ENV !== 'production' && !baseEnv.VERITRANS_API_URL;

  const children = [];
  const liveApis = [];
  let stopping = false;
  const balancer = createBalancer({ log });
  const host = options.host ?? baseEnv.HOST ?? '0.0.0.0';
  const url = await balancer.listen(options.port ?? Number(baseEnv.PORT ?? 3000), host);

  const onExit = (entry, code, signal) => {
    if (entry.name !== 'simulator') {
      const at = liveApis.indexOf(entry);
      if (at >= 0) liveApis.splice(at, 1);
      balancer.setApis(liveApis);
    }
    if (!stopping) options.onExit?.(entry.name, code, signal);
  };
  const stop = async () => {
    stopping = true;
    await Promise.all(children.map(stopChild));
    await balancer.close();
  };

  try {
    // Everything the processes must agree on is passed explicitly; each gets its own port, and
    // only the balancer is reachable from outside (a process reachable directly would believe a
    // forged X-Forwarded-For, since it trusts one proxy hop).
    const shared = {
      ...baseEnv,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: sharedJwtSecret(baseEnv, dataDir),
      PUBLIC_URL: baseEnv.PUBLIC_URL ?? url.replace('://127.0.0.1:', '://localhost:'),
      TRUST_PROXY: '1',
      HOST: '127.0.0.1',
      PORT: '0',
    };
    let simulator = null;
    let veritransEnv = null;
    if (withSimulator) {
      const credentials = simulatorCredentials();
      simulator = await startChild({
        name: 'simulator',
        args: entries.simulator,
        // The browser posts cards to the simulator's /4gtoken from the balancer's origin (CORS).
        env: { ...shared, ...credentials, VERITRANS_SIM_ALLOWED_ORIGINS: browserOrigins(url, shared.PUBLIC_URL).join(',') },
        ready: SIMULATOR_READY,
        readyTimeoutMs,
        log,
        children,
        onExit,
      });
      // What each API process needs to be the simulator's merchant (config.ts VERITRANS_*): the
      // connection API of a test account, the token endpoint the card form posts to, test
      // transactions, and the simulator's origin as the issuer's (3-D Secure pages).
      veritransEnv = {
        VERITRANS_API_URL: `${simulator.url}/test-paynow/v2`,
        VERITRANS_TOKEN_URL: `${simulator.url}/4gtoken`,
        ...credentials,
        VERITRANS_DUMMY_REQUEST: 'true',
        VERITRANS_3DS_ORIGINS: new URL(simulator.url).origin,
      };
    }
    // All at once, as a deploy would: the startup lock (seed/startup-lock.ts) lets one migrate.
    const apiEnv = veritransEnv ? { ...shared, ...veritransEnv } : shared;
    const apis = await Promise.all(
      Array.from({ length: processes }, (_, i) =>
        startChild({
          name: `api-${i + 1}`,
          args: entries.api,
          env: apiEnv,
          ready: API_READY,
          readyTimeoutMs,
          log,
          children,
          onExit,
        }),
      ),
    );
    liveApis.push(...apis.filter((api) => api.process.exitCode === null && api.process.signalCode === null));
    balancer.setApis(liveApis);
    return {
      url,
      apis: apis.map(({ name, url: apiUrl, process: child }) => ({ name, url: apiUrl, process: child })),
      simulator: simulator ? { name: simulator.name, url: simulator.url, process: simulator.process } : null,
      veritransEnv,
      dataDir,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
