import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock.ts';
import { ACCESS_TOKEN_TTL_SECONDS, OPERATOR_TOKEN_TTL_SECONDS, TokenService, VERIFIED_TOKEN_CACHE_SIZE } from './tokens.ts';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const claims = { userId: 7, sessionId: 'session-7' };

function service(clock = new ManualClock(new Date('2026-11-24T09:00:00Z'))) {
  return { clock, tokens: new TokenService(SECRET, clock) };
}

/** Flips one character of the signature: the same claims, a signature that no longer matches. */
function tamper(token: string): string {
  const last = token.at(-2) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -2)}${last}${token.at(-1)}`;
}

describe('TokenService (the verified-token memory changes no decision)', () => {
  it('accepts a pair again and again, and refuses it once the access token expires', async () => {
    const { clock, tokens } = service();
    const pair = await tokens.issue(claims);
    for (let i = 0; i < 3; i++) {
      expect(await tokens.verifyPair(pair.idToken, pair.accessToken)).toEqual({ ok: true, claims });
    }
    clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000);
    expect(await tokens.verifyPair(pair.idToken, pair.accessToken)).toEqual({ ok: false, reason: 'expired', claims });
  });

  it('refuses a token whose signature was altered, even after the genuine one was accepted', async () => {
    const { tokens } = service();
    const pair = await tokens.issue(claims);
    await tokens.verifyPair(pair.idToken, pair.accessToken);
    expect(await tokens.verifyPair(pair.idToken, tamper(pair.accessToken))).toEqual({ ok: false, reason: 'invalid' });
    expect(await tokens.verifyPair(tamper(pair.idToken), pair.accessToken)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('never accepts an id token as an access token or the reverse, remembered or not', async () => {
    const { tokens } = service();
    const pair = await tokens.issue(claims);
    await tokens.verifyPair(pair.idToken, pair.accessToken);
    expect(await tokens.verifyPair(pair.accessToken, pair.idToken)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses tokens of two sessions sent together', async () => {
    const { tokens } = service();
    const first = await tokens.issue(claims);
    const second = await tokens.issue({ userId: 7, sessionId: 'session-8' });
    await tokens.verifyPair(first.idToken, first.accessToken);
    await tokens.verifyPair(second.idToken, second.accessToken);
    expect(await tokens.verifyPair(first.idToken, second.accessToken)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token signed with another secret', async () => {
    const clock = new ManualClock(new Date('2026-11-24T09:00:00Z'));
    const ours = new TokenService(SECRET, clock);
    const theirs = new TokenService(`${SECRET}-other`, clock);
    const pair = await theirs.issue(claims);
    await theirs.verifyPair(pair.idToken, pair.accessToken);
    expect(await ours.verifyPair(pair.idToken, pair.accessToken)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('still verifies correctly after more tokens than it remembers', async () => {
    const { tokens } = service();
    const first = await tokens.issue(claims);
    await tokens.verifyPair(first.idToken, first.accessToken);
    // Fill the memory past its size with other sessions' access tokens; the first pair is forgotten.
    const filler = await Promise.all(
      Array.from({ length: VERIFIED_TOKEN_CACHE_SIZE / 2 + 1 }, (_, i) => tokens.issue({ userId: i + 100, sessionId: `s${i}` })),
    );
    for (const pair of filler) await tokens.verifyPair(pair.idToken, pair.accessToken);
    expect(await tokens.verifyPair(first.idToken, first.accessToken)).toEqual({ ok: true, claims });
  });
});

describe('operator tokens', () => {
  it('have their own type and audience: never a buyer token, and the reverse, remembered or not', async () => {
    const { clock, tokens } = service();
    const op = await tokens.issueOperator({ operatorId: 3, sessionId: 'ops-session' });
    expect(op.expiresIn).toBe(OPERATOR_TOKEN_TTL_SECONDS);
    expect(await tokens.verifyOperator(op.token)).toEqual({ ok: true, claims: { operatorId: 3, sessionId: 'ops-session' } });
    expect(await tokens.verifyPair(op.token, op.token)).toEqual({ ok: false, reason: 'invalid' });
    const pair = await tokens.issue(claims);
    await tokens.verifyPair(pair.idToken, pair.accessToken);
    expect(await tokens.verifyOperator(pair.accessToken)).toEqual({ ok: false, reason: 'invalid' });
    expect(await tokens.verifyOperator(pair.idToken)).toEqual({ ok: false, reason: 'invalid' });
    expect(await tokens.verifyOperator(tamper(op.token))).toEqual({ ok: false, reason: 'invalid' });
    clock.advance(OPERATOR_TOKEN_TTL_SECONDS * 1000);
    expect(await tokens.verifyOperator(op.token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('never live longer than 12 hours, whatever is asked', async () => {
    const { tokens } = service();
    expect((await tokens.issueOperator({ operatorId: 1, sessionId: 's' }, 48 * 3600)).expiresIn).toBe(OPERATOR_TOKEN_TTL_SECONDS);
  });
});
