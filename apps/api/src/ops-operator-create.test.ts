import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, operators } from './db/schema.ts';
import { runOps } from './ops.ts';
import { type TestApp, createTestApp } from './testing/test-app.ts';

/** `npm run ops -- operator:create`: an account that logs in with its password and enrols the app at first login. */
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

const logIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/ops/auth/login', payload: { email_address: email, password } });

describe('npm run ops -- operator:create', () => {
  it('generates a strong password, prints it once, and the operator enrols at first login', async () => {
    const r = await ops(
      'operator:create',
      '--email',
      'Shinsa@Example.co.jp',
      '--name',
      '審査 一郎',
      '--role',
      'examiner,treasurer',
    );
    expect(r).toMatchObject({ code: 0, err: '' });
    const password = r.out.match(/初期パスワード: (\S+)/)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(r.out).toContain('初回ログイン');
    const [row] = await t.db.select().from(operators).where(eq(operators.emailAddress, 'shinsa@example.co.jp'));
    expect(row).toMatchObject({ name: '審査 一郎', roles: ['examiner', 'treasurer'], totpSecretSealed: null, createdBy: null });
    expect(row!.passwordHash).not.toContain(password);
    const login = await logIn('shinsa@example.co.jp', password!);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().enrolment.secret).toBeTruthy();
    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'ops.admin.operator_create'));
    expect(audit).toMatchObject({ actorType: 'system', targetType: 'operator', targetId: String(row!.id) });
  });

  it('takes a given password (policy applies) and prints no password', async () => {
    const r = await ops(
      'operator:create',
      '--email',
      'kanri@example.co.jp',
      '--name',
      '管理 花子',
      '--role',
      'admin',
      '--password',
      'mizu-no-oto-2026-ops',
    );
    expect(r.code).toBe(0);
    expect(r.out).not.toContain('初期パスワード');
    expect((await logIn('kanri@example.co.jp', 'mizu-no-oto-2026-ops')).statusCode).toBe(200);
  });

  it('refuses bad input in Japanese and creates nothing', async () => {
    const before = (await t.db.select().from(operators)).length;
    expect(await ops('operator:create', '--email', 'x@example.co.jp', '--name', 'X')).toMatchObject({
      code: 1,
      err: '--email, --name, --role を指定してください。\n',
    });
    expect((await ops('operator:create', '--email', 'x@example.co.jp', '--name', 'X', '--role', 'root')).err).toContain('権限は');
    expect(
      (await ops('operator:create', '--email', 'x@example.co.jp', '--name', 'X', '--role', 'admin', '--password', 'short')).err,
    ).toContain('12文字以上');
    expect((await ops('operator:create', '--email', 'not-an-address', '--name', 'X', '--role', 'admin')).err).toContain(
      'メールアドレス',
    );
    expect((await ops('operator:create', '--email', 'KANRI@example.co.jp', '--name', 'X', '--role', 'admin')).err).toContain(
      'すでに登録',
    );
    expect((await t.db.select().from(operators)).length).toBe(before);
  });
});
