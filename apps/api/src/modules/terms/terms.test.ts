import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, termsVersions } from '../../db/schema.ts';
import { signUp, type Session } from '../../testing/fixtures.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';
import { CURRENT_TERMS } from './current-terms.ts';
import { currentTerms, ensureBundledTerms, publishTerms } from './terms.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-25T10:00:00+09:00'));
});
afterAll(() => t.close());

const getTerms = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/terms' })).json();
const info = async (s: Session) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/users/information', headers: s.headers })).json();
const accept = (s: Session, version: string) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/users/license', headers: s.headers, payload: { terms_version: version } });
const publish = (version: string, effectiveDate: string, body = `利用規約 ${version}`) =>
  publishTerms(t.db, { version, effectiveDate, body, operator: 'ops-test', now: t.clock.now() });

describe('terms versions', () => {
  it('the bundled text is a row after migration, and inserting it again changes nothing', async () => {
    const rows = await t.db.select().from(termsVersions);
    expect(rows.map((r) => r.version)).toEqual([CURRENT_TERMS.version]);
    await ensureBundledTerms(t.db);
    expect(await t.db.select().from(termsVersions)).toHaveLength(1);
    expect(await getTerms()).toEqual({
      version: CURRENT_TERMS.version,
      effective_date: CURRENT_TERMS.effectiveDate,
      body: CURRENT_TERMS.body,
    });
  });

  it('a published version takes over on its effective date (Japan time); only the version in force can be accepted', async () => {
    const early = await signUp(t);
    expect((await accept(early, CURRENT_TERMS.version)).statusCode).toBe(200);

    await publish('2026-12-01', '2026-12-01', '改定後の利用規約\r\n第1条 …');
    // Published but not yet in force.
    expect((await getTerms()).version).toBe(CURRENT_TERMS.version);
    expect((await accept(early, '2026-12-01')).statusCode).toBe(400);
    expect(await info(early)).toMatchObject({
      accepted_terms_version: CURRENT_TERMS.version,
      current_terms_version: CURRENT_TERMS.version,
    });

    // 2026-11-30 23:59 JST is still November; 00:00 JST on the 1st (15:00 UTC) is the new version.
    t.clock.set(new Date('2026-11-30T23:59:00+09:00'));
    expect((await currentTerms(t.db, t.clock.now())).version).toBe(CURRENT_TERMS.version);
    t.clock.set(new Date('2026-11-30T15:00:00Z'));
    expect(await getTerms()).toEqual({ version: '2026-12-01', effective_date: '2026-12-01', body: '改定後の利用規約\n第1条 …' });

    // The web forces acceptance when the two differ; the old version is no longer accepted.
    const s = await signUp(t);
    expect((await info(s)).current_terms_version).toBe('2026-12-01');
    const stale = await accept(s, CURRENT_TERMS.version);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors[0].field).toBe('terms_version');
    expect((await accept(s, '2026-12-01')).statusCode).toBe(200);
    expect(await info(s)).toMatchObject({ accepted_terms_version: '2026-12-01', current_terms_version: '2026-12-01' });

    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'terms.published'));
    expect(audit).toMatchObject({ actorType: 'operator', actorId: 'ops-test', targetId: '2026-12-01' });
    expect(audit?.detail).toMatchObject({ effective_date: '2026-12-01', previous_version: CURRENT_TERMS.version });
  });

  it('refuses a repeated version, an effective date before the version in force or today, and bad input', async () => {
    // Now: 2026-12-01 JST, version 2026-12-01 in force.
    await expect(publish('2026-12-01', '2027-01-01')).rejects.toMatchObject({ code: 'conflict' });
    await expect(publish(CURRENT_TERMS.version, '2027-01-01')).rejects.toMatchObject({ code: 'conflict' });
    await expect(publish('v-old', '2026-11-15')).rejects.toMatchObject({ code: 'validation_error' });
    await expect(publish('v-bad-date', '2027-02-30')).rejects.toMatchObject({ code: 'validation_error' });
    await expect(publish('v with spaces', '2027-01-01')).rejects.toMatchObject({ code: 'validation_error' });
    await expect(publish('x'.repeat(21), '2027-01-01')).rejects.toMatchObject({ code: 'validation_error' });
    await expect(publish('v-empty', '2027-01-01', ' \n ')).rejects.toMatchObject({ code: 'validation_error' });
    expect((await t.db.select().from(termsVersions)).map((r) => r.version).sort()).toEqual([CURRENT_TERMS.version, '2026-12-01']);
    // The same day as the version in force is allowed: the later publication wins.
    await publish('2026-12-01b', '2026-12-01');
    expect((await getTerms()).version).toBe('2026-12-01b');
  });

  it('before any version is in force (a clock in the past), the first version applies', async () => {
    expect((await currentTerms(t.db, new Date('2026-01-01T00:00:00Z'))).version).toBe(CURRENT_TERMS.version);
  });
});
