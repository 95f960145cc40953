import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_COMMANDS, opsUsage } from './ops-commands.ts';
import { runOps } from './ops.ts';
import { type TestApp, createTestApp } from './testing/test-app.ts';

/** The operator CLI as a command table: usage from the table, commands on the app's own database. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function ops(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runOps(argv, {
    config: t.deps.config,
    database: t.deps.database,
    write: (s) => void (out += s),
    writeError: (s) => void (err += s),
  });
  return { code, out, err };
}

describe('npm run ops', () => {
  it('lists every command of the table, once, with its summary', () => {
    const usage = opsUsage();
    for (const c of OPS_COMMANDS) expect(usage.split(`  ${c.name}`).length - 1, c.name).toBe(1);
    expect(usage).toContain('全支払の元帳残高を検証する');
    expect(new Set(OPS_COMMANDS.map((c) => c.name)).size).toBe(OPS_COMMANDS.length);
  });

  it('answers an unknown command with the usage on stderr and exit code 1', async () => {
    const r = await ops('invoice:approve-everything', '1');
    expect(r.code).toBe(1);
    expect(r.err).toContain('Unknown command: invoice:approve-everything');
    expect(r.err).toContain('ledger:verify');
  });

  it('runs a command on the database it is given: ledger:verify', async () => {
    const r = await ops('ledger:verify');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/件を検証しました。不整合 0 件。/);
  });

  it('refuses bad arguments in Japanese and changes nothing', async () => {
    expect(await ops('supplier:approve', 'abc')).toMatchObject({ code: 1, err: '支払先IDを指定してください。\n' });
    expect(await ops('invoice:check', '987654')).toMatchObject({ code: 1, err: '支払が見つかりません。\n' });
  });
});
