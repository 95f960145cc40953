import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { auditLogs, authFailures } from '../../db/schema.ts';
import { STRONG_PASSWORD, signUp, uniqueEmail } from '../../testing/fixtures.ts';
import { createTestApp, openTestDatabase } from '../../testing/test-app.ts';
import { PRODUCTION_ENV } from '../../testing/production-env.ts';
import { parseTrustProxy } from './trust-proxy.ts';

/**
 * X-Forwarded-For is believed only from proxies the operator names (TRUST_PROXY): otherwise any
 * client could pick the IP the login throttle counts and the audit log records.
 */
const CLIENT = '203.0.113.9';
const FORGED = '198.51.100.77';

describe('TRUST_PROXY parsing', () => {
  it('is off unless set, and takes a hop count or an IP/CIDR list', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.10,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses "true" and anything that is not a hop count or an address', () => {
    for (const bad of ['true', 'yes', '10.0.0.0/33', '10.0.0/8', '1.2.3.4/8/8', '::1/129', '99', '10.0.0.1,', 'proxy.internal']) {
      expect(() => parseTrustProxy(bad), bad).toThrow();
    }
  });

  it('is off by default outside production, must be stated in production, and a bad value stops the start-up', () => {
    for (const NODE_ENV of ['development', 'test']) expect(loadConfig({ NODE_ENV }).trustProxy).toBe(false);
    const production = PRODUCTION_ENV;
    expect(loadConfig(production).trustProxy).toBe(false);
    // Left unset behind a proxy, every client would share one address in the login throttle.
    const { TRUST_PROXY: _unset, ...unstated } = production;
    expect(() => loadConfig(unstated)).toThrow(/TRUST_PROXY: required in production/);
    expect(loadConfig({ ...production, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ NODE_ENV: 'development', TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ NODE_ENV: 'development', TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY.*"nginx"/);
  });
});

describe('the IP the login throttle and the audit log use', () => {
  async function failedLoginIp(env: Record<string, string>) {
    const t = await createTestApp({ env });
    try {
      const { emailAddress } = await signUp(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        remoteAddress: CLIENT,
        headers: { 'x-forwarded-for': FORGED },
        payload: { email_address: emailAddress, password: 'not-the-password-at-all' },
      });
      expect(res.statusCode).toBe(401);
      const [failure] = await t.db
        .select({ subject: authFailures.subject })
        .from(authFailures)
        .where(eq(authFailures.scope, 'ip'));
      const [audit] = await t.db
        .select({ ip: auditLogs.ipAddress })
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'login.failed')))
        .orderBy(desc(auditLogs.id))
        .limit(1);
      return { throttle: failure?.subject, audit: audit?.ip };
    } finally {
      await t.close();
    }
  }

  it('off (the default): a forged X-Forwarded-For changes nothing', async () => {
    expect(await failedLoginIp({})).toEqual({ throttle: CLIENT, audit: CLIENT });
  });

  it('a hop count or the proxy’s CIDR: the forwarded address is the client', async () => {
    expect(await failedLoginIp({ TRUST_PROXY: '1' })).toEqual({ throttle: FORGED, audit: FORGED });
    expect(await failedLoginIp({ TRUST_PROXY: '203.0.113.0/24' })).toEqual({ throttle: FORGED, audit: FORGED });
    // A request that does not come from a listed proxy is not believed.
    expect(await failedLoginIp({ TRUST_PROXY: '10.0.0.0/8' })).toEqual({ throttle: CLIENT, audit: CLIENT });
  });

  it('production without TRUST_PROXY believes no forwarded address either', async () => {
    const database = await openTestDatabase();
    const { app } = await buildApp({ config: loadConfig(PRODUCTION_ENV), database, jwtSecret: 'x'.repeat(40), logger: false });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/login',
        remoteAddress: CLIENT,
        headers: { 'x-forwarded-for': FORGED },
        payload: { email_address: uniqueEmail('nobody'), password: 'not-the-password-at-all' },
      });
      expect(res.statusCode).toBe(401);
      const rows = await database.db
        .select({ subject: authFailures.subject })
        .from(authFailures)
        .where(eq(authFailures.scope, 'ip'));
      expect(rows.map((r) => r.subject)).toEqual([CLIENT]);
    } finally {
      await app.close();
      await database.close();
      await database.drop();
    }
  });

  it('off: a client cannot step around the per-IP throttle by forging a new address each time', async () => {
    const t = await createTestApp();
    try {
      for (let i = 0; i < 10; i++) {
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/login',
          remoteAddress: CLIENT,
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
          payload: { email_address: uniqueEmail('spray'), password: 'spray-password-1' },
        });
      }
      const { emailAddress } = await signUp(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        remoteAddress: CLIENT,
        headers: { 'x-forwarded-for': '198.51.100.200' },
        payload: { email_address: emailAddress, password: STRONG_PASSWORD },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
