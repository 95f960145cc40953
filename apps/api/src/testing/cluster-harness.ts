import { randomBytes } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { type Cluster, startCluster } from '../../../../scripts/cluster/launcher.mjs';
import { type Database, openDatabase } from '../db/client.ts';
import { SIMULATOR_STATE_PATH, type SimulatorOrdersReport } from '../platform/card-gateway/veritrans-simulator/serve.ts';
import { withDatabase } from './global-setup.ts';

/**
 * A real cluster for the scale-out tests: a fresh, empty PostgreSQL database (the processes
 * migrate it themselves, all starting at once), an SMTP sink, and the launcher of `npm run
 * cluster` running the TypeScript sources: one VeriTrans4G simulator, N API processes, the balancer.
 */

export interface SmtpSink {
  url: string;
  /** Every message the sink accepted, in order. */
  received: { to: string[]; subject: string }[];
  /** The most messages that were being received at one moment: above 1, several processes were sending. */
  maxConcurrent(): number;
  close(): Promise<void>;
}

/** Accepts any mail, each after `delayMs`, so that senders overlap and the overlap is visible. */
export async function startSmtpSink(delayMs: number): Promise<SmtpSink> {
  const received: SmtpSink['received'] = [];
  let receiving = 0;
  let most = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      receiving++;
      most = Math.max(most, receiving);
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        setTimeout(() => {
          receiving--;
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: raw.match(/^Subject: (.*)$/m)?.[1]?.trim() ?? '',
          });
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    maxConcurrent: () => most,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  // Test code reads answers of many shapes; each test asserts what it needs.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
  /** The process the balancer sent the request to (x-cluster-upstream), when it went through it. */
  upstream: string | undefined;
}

/**
 * One HTTP request with node:http, which (unlike fetch) can pick the local address: each test
 * that fails logins on purpose comes from its own 127.0.0.x, so the per-IP throttle it triggers
 * locks out nobody else.
 */
export function send(
  base: string,
  method: string,
  path: string,
  options: { json?: unknown; body?: Buffer; headers?: Record<string, string>; localAddress?: string } = {},
): Promise<Answer> {
  const url = new URL(path, base);
  const body = options.json !== undefined ? Buffer.from(JSON.stringify(options.json)) : options.body;
  const headers: Record<string, string> = { ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}) };
  Object.assign(headers, options.headers);
  if (body) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: `${url.pathname}${url.search}`,
        headers,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let json: unknown = undefined;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            // Not JSON (an HTML page): the test reads `text`.
          }
          const upstream = res.headers['x-cluster-upstream'];
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json, upstream: upstream as string | undefined });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export interface TestCluster {
  cluster: Cluster;
  /** The balancer. */
  url: string;
  /** Each API process directly, in order. */
  apis: string[];
  /** The VeriTrans4G simulator process: token endpoint, issuer pages, connection API, state view. */
  simulatorUrl: string;
  /** The VERITRANS_* the API processes run with (API and token URLs, the merchant's credentials). */
  veritransEnv: Record<string, string>;
  /** The cluster's database, for the test's own reads and setup. */
  database: Database;
  databaseUrl: string;
  jwtSecret: string;
  dataDir: string;
  smtp: SmtpSink;
  /** GET /simulator/state: the acquirer's orders, amounts, transactions and request counts. */
  simulatorState(): Promise<SimulatorOrdersReport>;
  /** Every output line of every process, for a failing test's message. */
  output: string[];
  close(): Promise<void>;
}

/** Needs TEST_DATABASE_URL: a PostgreSQL server where the test may create and drop a database. */
export async function startTestCluster(options: {
  adminUrl: string;
  processes: number;
  smtpDelayMs: number;
}): Promise<TestCluster> {
  const name = `icp_scale_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: options.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = withDatabase(options.adminUrl, name);
  const dataDir = mkdtempSync(join(tmpdir(), 'icp-scale-'));
  const smtp = await startSmtpSink(options.smtpDelayMs);
  const jwtSecret = randomBytes(32).toString('base64url');
  const output: string[] = [];
  let cluster: Cluster | undefined;
  let database: Database | undefined;

  const close = async () => {
    await cluster?.stop();
    await database?.close();
    const dropper = new pg.Client({ connectionString: options.adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    cluster = await startCluster({
      databaseUrl,
      processes: options.processes,
      runtime: 'source',
      port: 0,
      host: '127.0.0.1',
      env: {
        // The cluster's own simulator, whatever acquirer the shell running the tests names.
        ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VERITRANS_'))),
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: '/nonexistent',
        JWT_SECRET: jwtSecret,
        SMTP_URL: smtp.url,
        SEED_DEMO: 'true',
        API_DOCS: 'false',
      },
      log: (line) => void output.push(line),
    });
    database = await openDatabase({ databaseUrl });
  } catch (error) {
    await close();
    throw error;
  }
  const simulatorUrl = cluster.simulator!.url;
  return {
    cluster,
    url: cluster.url,
    apis: cluster.apis.map((api) => api.url),
    simulatorUrl,
    veritransEnv: cluster.veritransEnv!,
    database,
    databaseUrl,
    jwtSecret,
    dataDir,
    smtp,
    simulatorState: async () => (await send(simulatorUrl, 'GET', SIMULATOR_STATE_PATH)).json as SimulatorOrdersReport,
    output,
    close,
  };
}
