import { ROUTES, type RouteName } from '@icp/contract';
import { INVOICE_STATUS } from '@icp/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, invoices, operatorRoleChanges, operators } from '../../db/schema.ts';
import { writeAudit } from '../../platform/audit.ts';
import { DEMO_OPERATORS, seedDemoOperators } from '../../seed/seed-demo-operators.ts';
import { registeredBuyer } from '../../testing/fixtures.ts';
import { operatorSession } from '../../testing/operators.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof operatorSession>>;
let admin2: Awaited<ReturnType<typeof operatorSession>>;
let examiner: Awaited<ReturnType<typeof operatorSession>>;
let treasurer: Awaited<ReturnType<typeof operatorSession>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorSession(t, ['admin'], { name: '管理 一郎' });
  admin2 = await operatorSession(t, ['admin', 'treasurer'], { name: '管理 二郎' });
  examiner = await operatorSession(t, ['examiner'], { name: '審査 三郎' });
  treasurer = await operatorSession(t, ['treasurer'], { name: '送金 四郎' });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: { headers: Record<string, string> }, method: Method, path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${path}`, headers: who.headers, ...(payload ? { payload } : {}) });

/** The newest audit row of an action. */
async function lastAudit(action: string) {
  const [row] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, action)).orderBy(desc(auditLogs.id)).limit(1);
  return row;
}

/** An audit row written by a console operator: their id as actor, their name in the detail. */
function expectOperatorAudit(row: Awaited<ReturnType<typeof lastAudit>>, who: { operatorId: number; name: string }) {
  expect(row, 'audit row').toBeDefined();
  expect(row!.actorType).toBe('operator');
  expect(row!.actorId).toBe(String(who.operatorId));
  expect(row!.detail).toMatchObject({ operator_name: who.name });
}

/** A valid request for each admin-only route (the role check answers before anything is done). */
const ADMIN_ONLY: [RouteName, object?][] = [
  ['opsListOperators'],
  ['opsCreateOperator', { email_address: 'x-op@example.com', name: 'x', roles: ['examiner'], password: 'kumo-no-ue-2026-sora' }],
  ['opsDisableOperator', { reason: 'x' }],
  ['opsProposeRoleChange', { roles: ['examiner'] }],
  ['opsListRoleChanges'],
  ['opsApproveRoleChange'],
  ['opsRejectRoleChange'],
  ['opsListBankClosedDays'],
  ['opsAddBankClosedDay', { date: '2099-01-05', reason: 'x' }],
  ['opsRemoveBankClosedDay'],
  ['opsPublishNotice', { title: 'x', body: 'x' }],
  ['opsListPromotions'],
  ['opsCreatePromotion', { code: 'NOPE', description: 'x', discount_type: 'rate', discount_value: 100 }],
  ['opsListTerms'],
  ['opsPublishTerms', { version: 'v-nope', effective_date: '2099-01-01', body: 'x' }],
  [
    'opsCreateRequestKey',
    { buyer_email: 'a@example.com', seller_name: 'x', amount: 1000, due_date: '2099-01-01', expires_at: '2099-01-01T00:00:00Z' },
  ],
  ['opsVerifyLedger'],
  ['opsRunJobs'],
];
const pathOf = (name: RouteName) => ROUTES[name].path.replace(':id', String(admin.operatorId)).replace(':date', '2099-01-05');

describe('roles', () => {
  it('an examiner or a treasurer gets 403 on every admin route, and nothing is done', async () => {
    const before = (await t.db.select().from(auditLogs)).length;
    for (const who of [examiner, treasurer]) {
      for (const [name, body] of ADMIN_ONLY) {
        const res = await call(who, ROUTES[name].method, pathOf(name), body);
        expect(res.statusCode, `${name}: ${res.body}`).toBe(403);
        expect(res.json()).toEqual({ status: 'forbidden', message: 'この操作を行う権限がありません。' });
      }
    }
    expect((await t.db.select().from(auditLogs)).length).toBe(before);
  });

  it('failed gateway operations: treasurer and admin yes, examiner no; the audit log: any operator', async () => {
    for (const who of [treasurer, admin]) expect((await call(who, 'GET', '/ops/admin/gateway-operations')).statusCode).toBe(200);
    expect((await call(examiner, 'GET', '/ops/admin/gateway-operations')).statusCode).toBe(403);
    expect((await call(examiner, 'POST', '/ops/admin/gateway-operations/1/retry')).statusCode).toBe(403);
    for (const who of [examiner, treasurer, admin]) expect((await call(who, 'GET', '/ops/audit-log')).statusCode).toBe(200);
  });
});

describe('operators', () => {
  it('an admin creates an operator (nothing secret answered; enrolment at first login), audited', async () => {
    const res = await call(admin, 'POST', '/ops/admin/operators', {
      email_address: 'Created-Op@example.co.jp',
      name: '新規 五郎',
      roles: ['examiner', 'treasurer'],
      password: 'hoshi-no-umi-2026-x',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { operator } = res.json();
    expect(operator).toMatchObject({
      email_address: 'created-op@example.co.jp',
      roles: ['examiner', 'treasurer'],
      totp_enrolled: false,
      disabled_at: null,
      pending_role_change: null,
    });
    expect(JSON.stringify(res.json())).not.toMatch(/password|secret/);
    const audit = await lastAudit('ops.admin.operator_create');
    expectOperatorAudit(audit, admin);
    expect(audit!.detail).toMatchObject({
      after: { email_address: 'created-op@example.co.jp', roles: ['examiner', 'treasurer'] },
    });
    const [row] = await t.db.select().from(operators).where(eq(operators.id, operator.id));
    expect(row!.createdBy).toBe(admin.operatorId);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ops/auth/login',
      payload: { email_address: 'created-op@example.co.jp', password: 'hoshi-no-umi-2026-x' },
    });
    expect(login.json().enrolment).not.toBeNull();

    const list = (await call(admin, 'GET', '/ops/admin/operators')).json().operators;
    expect(list.map((o: { id: number }) => o.id)).toContain(operator.id);
  });

  it('refuses a weak password, a taken address and unknown roles with 4xx in Japanese', async () => {
    const base = { email_address: 'weak-op@example.co.jp', name: '弱 パス', roles: ['examiner'] };
    const weak = await call(admin, 'POST', '/ops/admin/operators', { ...base, password: 'password1234' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toContain('推測されやすい');
    const short = await call(admin, 'POST', '/ops/admin/operators', { ...base, password: 'short' });
    expect(short.statusCode).toBe(400);
    const taken = await call(admin, 'POST', '/ops/admin/operators', {
      ...base,
      email_address: examiner.emailAddress,
      password: 'hoshi-no-umi-2026-x',
    });
    expect(taken.statusCode).toBe(409);
    const role = await call(admin, 'POST', '/ops/admin/operators', { ...base, roles: ['root'], password: 'hoshi-no-umi-2026-x' });
    expect(role.statusCode).toBe(400);
  });

  it('disabling ends the sessions at once; not oneself; never the last admin', async () => {
    const victim = await operatorSession(t, ['examiner']);
    expect((await call(victim, 'GET', '/ops/auth/me')).statusCode).toBe(200);
    const res = await call(admin, 'POST', `/ops/admin/operators/${victim.operatorId}/disable`, { reason: '退職' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().operator.disabled_at).not.toBeNull();
    expect((await call(victim, 'GET', '/ops/auth/me')).statusCode).toBe(401);
    const audit = await lastAudit('ops.admin.operator_disable');
    expectOperatorAudit(audit, admin);
    expect(audit!.detail).toMatchObject({ reason: '退職', before: { disabled_at: null }, sessions_ended: 1 });
    expect((await call(admin, 'POST', `/ops/admin/operators/${victim.operatorId}/disable`, { reason: 'x' })).statusCode).toBe(
      409,
    );

    expect((await call(admin, 'POST', `/ops/admin/operators/${admin.operatorId}/disable`, { reason: 'x' })).statusCode).toBe(403);
    expect((await call(admin, 'POST', '/ops/admin/operators/987654/disable', { reason: 'x' })).statusCode).toBe(404);
  });

  it('two admins disabling each other at once: one wins, an admin always remains', async () => {
    const solo = await createTestApp();
    try {
      const a = await operatorSession(solo, ['admin']);
      const b = await operatorSession(solo, ['admin']);
      const disable = (who: typeof a, whom: typeof a) =>
        solo.app.inject({
          method: 'POST',
          url: `/api/v1/ops/admin/operators/${whom.operatorId}/disable`,
          headers: who.headers,
          payload: { reason: 'x' },
        });
      const results = await Promise.all([disable(a, b), disable(b, a)]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(
        codes.filter((c) => c === 200),
        results.map((r) => r.body).join(' '),
      ).toHaveLength(1);
      expect([401, 409]).toContain(codes.find((c) => c !== 200));
      const active = await solo.db.select().from(operators).where(isNull(operators.disabledAt));
      expect(active.map((o) => o.roles)).toContainEqual(['admin']);
    } finally {
      await solo.close();
    }
  });
});

describe('role changes: four eyes', () => {
  it('propose → one pending at a time → the proposer and the target cannot approve → another admin applies it', async () => {
    const target = await operatorSession(t, ['admin', 'examiner'], { name: '対象 六郎' });
    const proposed = await call(admin, 'POST', `/ops/admin/operators/${target.operatorId}/role-changes`, { roles: ['examiner'] });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const change = proposed.json().role_change;
    expect(change).toMatchObject({ status: 'pending', from_roles: ['admin', 'examiner'], to_roles: ['examiner'] });
    expectOperatorAudit(await lastAudit('ops.admin.role_change_propose'), admin);

    const second = await call(admin2, 'POST', `/ops/admin/operators/${target.operatorId}/role-changes`, { roles: ['treasurer'] });
    expect(second.statusCode).toBe(409);
    // The database itself holds one pending proposal per operator.
    await expect(
      t.db.insert(operatorRoleChanges).values({
        operatorId: target.operatorId,
        fromRoles: ['examiner'],
        toRoles: ['admin'],
        requestedBy: admin2.operatorId,
      }),
    ).rejects.toThrow();

    const self = await call(admin, 'POST', `/ops/admin/role-changes/${change.id}/approve`);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toContain('別の管理者');
    const byTarget = await call(target, 'POST', `/ops/admin/role-changes/${change.id}/approve`);
    expect(byTarget.statusCode).toBe(403);
    expect((await call(target, 'POST', `/ops/admin/role-changes/${change.id}/reject`)).statusCode).toBe(403);
    expect((await call(examiner, 'POST', `/ops/admin/role-changes/${change.id}/approve`)).statusCode).toBe(403);

    const approved = await call(admin2, 'POST', `/ops/admin/role-changes/${change.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().role_change).toMatchObject({ status: 'approved', decided_by: { id: admin2.operatorId } });
    const [row] = await t.db.select().from(operators).where(eq(operators.id, target.operatorId));
    expect(row!.roles).toEqual(['examiner']);
    const audit = await lastAudit('ops.admin.role_change_approve');
    expectOperatorAudit(audit, admin2);
    expect(audit!.detail).toMatchObject({ before: { roles: ['admin', 'examiner'] }, after: { roles: ['examiner'] } });
    // The new roles hold at once for the target's live session.
    expect((await call(target, 'GET', '/ops/admin/operators')).statusCode).toBe(403);
    expect((await call(admin2, 'POST', `/ops/admin/role-changes/${change.id}/approve`)).statusCode).toBe(409);
  });

  it('a proposal can be rejected (by its proposer too), and an admin may not approve a change of their own roles', async () => {
    const proposed = await call(admin, 'POST', `/ops/admin/operators/${admin2.operatorId}/role-changes`, { roles: ['admin'] });
    const change = proposed.json().role_change;
    expect((await call(admin2, 'POST', `/ops/admin/role-changes/${change.id}/approve`)).json().message).toContain('自分自身');
    const rejected = await call(admin, 'POST', `/ops/admin/role-changes/${change.id}/reject`);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().role_change.status).toBe('rejected');
    expectOperatorAudit(await lastAudit('ops.admin.role_change_reject'), admin);
    const list = (await call(admin, 'GET', '/ops/admin/role-changes?status=rejected')).json().role_changes;
    expect(list.map((c: { id: number }) => c.id)).toContain(change.id);
    expect(
      (await call(admin, 'POST', `/ops/admin/operators/${admin2.operatorId}/role-changes`, { roles: ['admin', 'treasurer'] }))
        .statusCode,
    ).toBe(400);
  });
});

describe('the audit log', () => {
  it('newest first, 50 a page with a keyset, filters by actor, action prefix, target, date and free text', async () => {
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 60; i++) {
        await writeAudit(tx, {
          actorType: 'operator',
          actorId: examiner.operatorId,
          action: `ops.test.bulk_${i % 2 === 0 ? 'even' : 'odd'}`,
          targetType: 'widget',
          targetId: i,
          detail: { operator_name: examiner.name },
        });
      }
    });
    const first = (await call(examiner, 'GET', `/ops/audit-log?actor_id=${examiner.operatorId}&action=ops.test.`)).json();
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0].target_id).toBe('59');
    expect(first.entries[0].actor_name).toBe(examiner.name);
    const ids = first.entries.map((e: { id: number }) => e.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const second = (
      await call(
        examiner,
        'GET',
        `/ops/audit-log?actor_id=${examiner.operatorId}&action=ops.test.&before_id=${first.next_before_id}`,
      )
    ).json();
    expect(second.entries).toHaveLength(10);
    expect(second.next_before_id).toBeNull();

    const odd = (await call(examiner, 'GET', '/ops/audit-log?q=bulk_odd')).json();
    expect(odd.entries).toHaveLength(30);
    const byName = (
      await call(examiner, 'GET', `/ops/audit-log?q=${encodeURIComponent('審査 三郎')}&target_type=widget&target_id=7`)
    ).json();
    expect(byName.entries).toHaveLength(1);
    // A `%` typed is a character, not a wildcard.
    expect((await call(examiner, 'GET', '/ops/audit-log?q=%25')).json().entries).toHaveLength(0);
    const today = new Date(t.clock.now().getTime() + 9 * 3600_000).toISOString().slice(0, 10);
    expect(
      (await call(examiner, 'GET', `/ops/audit-log?from=${today}&to=${today}&action=ops.test.`)).json().entries,
    ).toHaveLength(50);
    expect((await call(examiner, 'GET', '/ops/audit-log?to=2020-01-01&action=ops.test.')).json().entries).toHaveLength(0);
  });
});

describe('the rest of the CLI in the console, each audited with the operator', () => {
  it('bank closed days: add, list, remove; past days and days already closed are refused', async () => {
    const added = await call(admin, 'POST', '/ops/admin/closed-days', { date: '2099-01-07', reason: 'システムメンテナンス' });
    expect(added.statusCode, added.body).toBe(201);
    expectOperatorAudit(await lastAudit('ops.admin.closed_day_add'), admin);
    expect((await call(admin, 'GET', '/ops/admin/closed-days')).json().days).toContainEqual({
      date: '2099-01-07',
      reason: 'システムメンテナンス',
    });
    const closedDays = await t.app.inject({
      method: 'GET',
      url: '/api/v1/banks/closed_day?from=2099-01-07&to=2099-01-07',
      headers: (await registeredBuyer(t)).headers,
    });
    expect(JSON.stringify(closedDays.json())).toContain('システムメンテナンス');
    expect((await call(admin, 'POST', '/ops/admin/closed-days', { date: '2099-01-07', reason: 'x' })).statusCode).toBe(409);
    // 2099-01-03 is in the year-end closure, 2099-01-10 a Saturday.
    expect((await call(admin, 'POST', '/ops/admin/closed-days', { date: '2099-01-10', reason: 'x' })).statusCode).toBe(409);
    expect((await call(admin, 'POST', '/ops/admin/closed-days', { date: '2020-01-07', reason: 'x' })).statusCode).toBe(400);
    expect((await call(admin, 'DELETE', '/ops/admin/closed-days/2099-01-07')).statusCode).toBe(204);
    const removed = await lastAudit('ops.admin.closed_day_remove');
    expectOperatorAudit(removed, admin);
    expect(removed!.detail).toMatchObject({ before: { date: '2099-01-07' }, after: null });
    expect((await call(admin, 'DELETE', '/ops/admin/closed-days/2099-01-07')).statusCode).toBe(404);
  });

  it('notices', async () => {
    const res = await call(admin, 'POST', '/ops/admin/notices', {
      title: 'メンテナンスのお知らせ',
      body: '1月7日は振込を行いません。',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().buyer_id).toBeNull();
    const audit = await lastAudit('notice.published');
    expectOperatorAudit(audit, admin);
    expect(audit!.ipAddress).toBe('127.0.0.1');
    expect(
      (await call(admin, 'POST', '/ops/admin/notices', { title: 'x', body: 'x', link_path: '//evil.example' })).statusCode,
    ).toBe(400);
    expect((await call(admin, 'POST', '/ops/admin/notices', { title: 'x', body: 'x', buyer_id: 987654 })).statusCode).toBe(404);
  });

  it('promotions', async () => {
    const body = { code: 'spring26', description: '春の手数料割引', discount_type: 'rate', discount_value: 2000 };
    const res = await call(admin, 'POST', '/ops/admin/promotions', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().promotion).toMatchObject({ code: 'SPRING26', discount_value: 2000, max_uses_per_buyer: 1 });
    expectOperatorAudit(await lastAudit('promotion.created'), admin);
    expect((await call(admin, 'POST', '/ops/admin/promotions', body)).statusCode).toBe(409);
    expect(
      (await call(admin, 'POST', '/ops/admin/promotions', { ...body, code: 'BIG', discount_value: 20_000 })).statusCode,
    ).toBe(400);
    const list = (await call(admin, 'GET', '/ops/admin/promotions')).json().promotions;
    expect(list.map((p: { code: string }) => p.code)).toContain('SPRING26');
  });

  it('terms', async () => {
    const res = await call(admin, 'POST', '/ops/admin/terms', {
      version: '2099-01',
      effective_date: '2099-01-01',
      body: '第1条 …',
    });
    expect(res.statusCode, res.body).toBe(201);
    expectOperatorAudit(await lastAudit('terms.published'), admin);
    const list = (await call(admin, 'GET', '/ops/admin/terms')).json();
    expect(list.versions.map((v: { version: string }) => v.version)).toContain('2099-01');
    expect(list.current_version).not.toBe('2099-01');
    expect(
      (await call(admin, 'POST', '/ops/admin/terms', { version: '2099-01', effective_date: '2099-01-01', body: 'x' })).statusCode,
    ).toBe(409);
  });

  it('request keys', async () => {
    const buyer = await registeredBuyer(t);
    const expiresAt = new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString();
    const res = await call(admin, 'POST', '/ops/admin/request-keys', {
      buyer_email: buyer.emailAddress,
      seller_name: '株式会社請求元',
      amount: 55_000,
      due_date: '2099-02-01',
      expires_at: expiresAt,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().key).toBeTruthy();
    const audit = await lastAudit('invoice.request_created');
    expectOperatorAudit(audit, admin);
    expect(audit!.targetId).toBe(String(res.json().invoice_id));
    const unknown = await call(admin, 'POST', '/ops/admin/request-keys', {
      buyer_email: 'nobody-here@example.co.jp',
      seller_name: 'x',
      amount: 1000,
      due_date: '2099-02-01',
      expires_at: expiresAt,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('利用者が見つかりません');
  });

  it('failed gateway operations and the ledger check', async () => {
    expect((await call(treasurer, 'GET', '/ops/admin/gateway-operations')).json()).toEqual({ operations: [] });
    const retry = await call(treasurer, 'POST', '/ops/admin/gateway-operations/987654/retry');
    expect(retry.statusCode).toBe(409);
    const ledger = await call(admin, 'POST', '/ops/admin/ledger/verify');
    expect(ledger.statusCode, ledger.body).toBe(200);
    expect(ledger.json()).toMatchObject({ problems: [] });
    const audit = await lastAudit('ops.admin.ledger_verify');
    expectOperatorAudit(audit, admin);
    expect(audit!.detail).toMatchObject({ problems: 0 });
  });

  it('the payment jobs run now: a request past its deadline expires, and who ran them is audited', async () => {
    const buyer = await registeredBuyer(t);
    const made = await call(admin, 'POST', '/ops/admin/request-keys', {
      buyer_email: buyer.emailAddress,
      seller_name: '株式会社期限切れ',
      amount: 12_000,
      due_date: '2099-02-01',
      expires_at: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
    });
    expect(made.statusCode, made.body).toBe(201);
    const invoiceId = made.json().invoice_id as number;
    // Its deadline passes (the clock stays: operator sessions have an idle timeout).
    await t.db
      .update(invoices)
      .set({ requestExpiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(invoices.id, invoiceId));

    const ran = await call(admin, 'POST', '/ops/admin/jobs/run');
    expect(ran.statusCode, ran.body).toBe(200);
    expect(ran.json()).toEqual({ ran_at: t.clock.now().toISOString() });
    const [row] = await t.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, invoiceId));
    expect(row!.status).toBe(INVOICE_STATUS.Expired);
    expectOperatorAudit(await lastAudit('ops.admin.jobs_run'), admin);
    // Safe to run again: nothing left to do.
    expect((await call(admin, 'POST', '/ops/admin/jobs/run')).statusCode).toBe(200);
  });
});

describe('the demo operators', () => {
  it('are seeded enrolled with the fixed secret and log in with its code', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const seeded = await seedDemoOperators(t.db, t.deps.secretBox, secret);
    expect(seeded).toEqual({ created: true, totpSecret: secret });
    expect(await seedDemoOperators(t.db, t.deps.secretBox, secret)).toEqual({ created: false, totpSecret: secret });
    const [demo] = DEMO_OPERATORS;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ops/auth/login',
      payload: { email_address: demo!.emailAddress, password: demo!.password },
    });
    expect(login.json().enrolment).toBeNull();
    const code = await generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ops/auth/totp',
      payload: { login_token: login.json().login_token, code },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().operator).toMatchObject({ name: 'デモ 管理者', roles: ['admin', 'treasurer', 'examiner'] });
    const rows = await t.db
      .select()
      .from(operators)
      .where(and(eq(operators.emailAddress, DEMO_OPERATORS[1]!.emailAddress)));
    expect(rows[0]!.roles).toEqual(['treasurer', 'examiner']);
  });
});
