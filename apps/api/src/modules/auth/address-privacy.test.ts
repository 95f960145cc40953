import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { STRONG_PASSWORD, registeredBuyer, uniqueEmail } from '../../testing/fixtures.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resendSignUpCode } from './resend-sign-up-code.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload });

/**
 * The SQL a use case runs, through a second handle on the test database that logs every statement.
 * Wall time on a shared 2-core machine is noise; the same statements are the same work.
 */
async function statementsOf(run: (deps: AppDeps) => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => statements.push(query) };
  const client = (t.db as unknown as { $client: PGlite | Pool }).$client;
  const db = (t.deps.database.kind === 'pglite'
    ? drizzlePglite({ client: client as PGlite, schema, logger })
    : drizzleNodePg({ client: client as Pool, schema, logger })) as unknown as Db;
  await run({ ...t.deps, db });
  return statements;
}

describe('known and unknown addresses take the same work', () => {
  it('password reset: same answer, same statements; only the account receives a link', async () => {
    const known = (await registeredBuyer(t)).emailAddress;
    const unknown = uniqueEmail('nobody');
    const forKnown = await statementsOf((deps) => requestPasswordReset(deps, { emailAddress: known }));
    const forUnknown = await statementsOf((deps) => requestPasswordReset(deps, { emailAddress: unknown }));
    expect(forKnown.length).toBeGreaterThan(1);
    expect(forUnknown).toEqual(forKnown);
    expect((await t.lastMailTo(known))?.textBody).toContain('/password/reset?token=');
    expect(await t.lastMailTo(unknown)).toBeUndefined();

    const a = await post('/users/password/sendemail', { email_address: known });
    const b = await post('/users/password/sendemail', { email_address: unknown });
    expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);
  });

  it('sign-up code resend: same statements for a pending, a confirmed and an unknown address', async () => {
    const pending = uniqueEmail('pending');
    await post('/users', { email_address: pending, password: STRONG_PASSWORD });
    const confirmed = (await registeredBuyer(t)).emailAddress;
    const unknown = uniqueEmail('nobody');
    t.clock.advance(61_000);
    const runs = [];
    for (const emailAddress of [pending, confirmed, unknown]) {
      runs.push(await statementsOf((deps) => resendSignUpCode(deps, { emailAddress })));
    }
    expect(runs[0]!.length).toBeGreaterThan(1);
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).toEqual(runs[0]);
    expect(await t.lastMailTo(unknown)).toBeUndefined();
    // the pending sign-up really got a second code, and it is the one that works now
    expect(await t.db.select().from(schema.outboxEmails).where(eq(schema.outboxEmails.toAddress, pending))).toHaveLength(2);
    const code = await t.lastCodeTo(pending);
    expect((await post('/users/certification', { email_address: pending, code })).statusCode).toBe(200);
  });
});
