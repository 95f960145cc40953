import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * The demo partner app (examples/partner-app, 「デモ会計クラウド」) as the journey's second server.
 * Its port is the one the embedded server seeds as the demo client's redirect URI and webhook URL
 * (apps/api/src/seed/seed-demo-partner.ts), so it is fixed: a stray `npm run partner-demo` on it
 * makes the journey fail loudly rather than talk to the wrong app.
 */
export const PARTNER_PORT = 4100;
export const PARTNER_URL = `http://localhost:${PARTNER_PORT}`;
const ICP_PORT = Number(process.env['E2E_PORT'] ?? 3100);

const APP_DIR = resolve(import.meta.dirname, '../../../examples/partner-app');

export interface PartnerAppProcess {
  url: string;
  /** Everything the app printed (its OAuth, API and webhook log lines), for failures. */
  output: string[];
  stop(): Promise<void>;
}

export async function startPartnerApp(): Promise<PartnerAppProcess> {
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: APP_DIR,
    env: {
      ...process.env,
      PARTNER_PORT: String(PARTNER_PORT),
      // The issuer as the server names itself (its PUBLIC_URL defaults to http://localhost:<PORT>).
      ICP_ISSUER: process.env['E2E_ICP_ISSUER'] ?? `http://localhost:${ICP_PORT}/oauth`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exited: number | null = null;
  child.on('exit', (code) => {
    exited = code ?? -1;
  });

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited !== null) {
      throw new Error(
        `the demo partner app exited (${exited}) before it answered; is port ${PARTNER_PORT} taken (npm run partner-demo)?\n${output.join('\n')}`,
      );
    }
    try {
      const res = await fetch(`${PARTNER_URL}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the demo partner app did not answer on ${PARTNER_URL} within 30 s\n${output.join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    url: PARTNER_URL,
    output,
    stop: () =>
      new Promise<void>((done) => {
        if (exited !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
