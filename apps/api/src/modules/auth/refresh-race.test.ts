import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { registeredBuyer, sessionFrom } from '../../testing/fixtures.ts';
import { type TestApp, createTestApp } from '../../testing/test-app.ts';

// PGlite runs one session at a time, so concurrency passing there proves nothing (docs/design.md §8).
const onPostgres = inject('dbTemplate').kind === 'postgres';

describe.skipIf(!onPostgres)('concurrent refreshes with one refresh token (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/users/token', payload: { refresh_token: refreshToken } });
  const info = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/users/information', headers });

  it('20 tabs refreshing at once all succeed with one successor, and the session stays alive', async () => {
    const s = await registeredBuyer(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(s.refreshToken)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const successors = new Set(answers.map((res) => res.json().refresh_token));
    expect(successors.size).toBe(1);
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, decodeJwt(s.accessToken)['sid'] as string));
    expect(session?.revokedAt).toBeNull();
    for (const res of answers.slice(0, 3)) {
      expect((await info(sessionFrom(s.emailAddress, res.json()).headers)).statusCode).toBe(200);
    }
    // the one successor rotates normally afterwards
    const next = await refresh([...successors][0]!);
    expect(next.statusCode).toBe(200);
    expect(next.json().refresh_token).not.toBe([...successors][0]);
  });
});
