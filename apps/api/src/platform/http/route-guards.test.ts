import { API_PREFIX, ROUTES, type RouteName } from '@icp/contract';
import Fastify from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredBuyer, type Session } from '../../testing/fixtures.ts';
import { operatorSession } from '../../testing/operators.ts';
import { connectPartner } from '../../testing/partners.ts';
import { TEST_JWT_SECRET, type TestApp, createTestApp } from '../../testing/test-app.ts';
import { OAUTH_PROVIDER_ENDPOINTS } from '../../modules/oauth/mount-provider.ts';
import { routesOf } from './route-table.ts';
import { registerRouteGuards, serveRoute } from './serve-route.ts';

/**
 * Deny by default, proven from the contract's table: every route that is not public refuses a
 * request without both tokens of a live session, whatever else the request carries.
 */
let t: TestApp;
let s: Session;
/** An operator with every role: its token must open no buyer route, and a buyer's no operator route. */
let op: { operatorId: number; headers: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp();
  s = await registeredBuyer(t);
  op = await operatorSession(t, ['examiner', 'treasurer', 'admin']);
});
afterAll(() => t.close());

const entries = Object.entries(ROUTES) as [RouteName, (typeof ROUTES)[RouteName]][];
/** Any value fits a path parameter here: the guard answers before the parameters are parsed. */
const urlOf = (path: string) => `${API_PREFIX}${path.replace(/:[A-Za-z]+/g, '1')}`;

describe('the route table', () => {
  it('is what the app serves: every contract route registered, no /api/v1 route outside it', () => {
    const served = routesOf(t.app).filter((r) => r.url.startsWith(`${API_PREFIX}/`));
    expect(served.filter((r) => !r.routeName)).toEqual([]);
    const names = new Set(served.map((r) => r.routeName));
    expect(entries.map(([name]) => name).filter((name) => !names.has(name))).toEqual([]);
    for (const r of served) {
      const route = ROUTES[r.routeName as RouteName];
      expect(`${API_PREFIX}${route.path}`).toBe(r.url);
      // Fastify answers HEAD beside every GET.
      expect([r.method].flat()).toContain(route.method === 'GET' && [r.method].flat().includes('HEAD') ? 'HEAD' : route.method);
    }
  });

  it('refuses a route registered beside it, and a route whose auth kind has no guard', async () => {
    const bare = Fastify();
    registerRouteGuards(bare, {});
    expect(() => bare.get(`${API_PREFIX}/backdoor`, async () => ({}))).toThrow(/not served from the contract/);
    expect(() => serveRoute(bare, 'listSuppliers', async () => ({ suppliers: [], total: 0 }) as never)).toThrow(
      /needs a buyer guard/,
    );
    await bare.close();
  });
});

describe('routes outside /api/v1', () => {
  /**
   * Outside the contract's table nothing is guarded by auth kind, so what is served there is an
   * inventory: each family is public by nature (health probes, API docs, the acquirer's pages and
   * simulator, the dev mailbox) or authenticates by its protocol (oidc-provider's OAuth endpoints:
   * client authentication, PKCE, codes). A new one must be added here knowingly.
   */
  const PUBLIC_FAMILIES = [/^\/healthz$/, /^\/readyz$/, /^\/gateway\//, /^\/api\/docs(\/|$)/, /^\/(api\/)?dev\/mailbox$/];
  const oauthEndpoints = new Set(
    OAUTH_PROVIDER_ENDPOINTS.flatMap((e) => [`${e.method} ${e.url}`, ...(e.method === 'GET' ? [`HEAD ${e.url}`] : [])]),
  );

  it('are the known public families and exactly the OAuth server’s endpoints (no catch-all under /oauth)', () => {
    const outside = routesOf(t.app).filter((r) => !r.url.startsWith(`${API_PREFIX}/`));
    const unknown = outside
      .flatMap((r) => [r.method].flat().map((method) => `${method} ${r.url}`))
      .filter((route) => !oauthEndpoints.has(route) && !PUBLIC_FAMILIES.some((family) => family.test(route.split(' ')[1]!)));
    expect(unknown).toEqual([]);
    const served = new Set(outside.flatMap((r) => [r.method].flat().map((method) => `${method} ${r.url}`)));
    expect([...oauthEndpoints].filter((route) => !served.has(route))).toEqual([]);
    expect([...served].filter((route) => /^\S+ \/oauth\//.test(route) && !oauthEndpoints.has(route))).toEqual([]);
  });
});

describe('every non-public route refuses a request without the right tokens', () => {
  const guarded = entries.filter(([, r]) => r.auth !== 'public' && r.auth !== 'signed');
  const attempts: [string, () => Record<string, string>][] = [
    ['no tokens', () => ({})],
    ['the id token alone', () => ({ authorization: s.headers.authorization! })],
    ['the access token alone', () => ({ 'x-access-token': s.headers['x-access-token']! })],
    ['garbage tokens', () => ({ authorization: 'Bearer x.y.z', 'x-access-token': 'x.y.z' })],
    [
      'the two tokens swapped',
      () => ({ authorization: `Bearer ${s.headers['x-access-token']}`, 'x-access-token': s.headers.authorization!.slice(7) }),
    ],
  ];
  it.each(guarded)('%s', async (_name, route) => {
    for (const [label, headers] of attempts) {
      const res = await t.app.inject({ method: route.method, url: urlOf(route.path), headers: headers() });
      expect(res.statusCode, `${route.method} ${route.path} with ${label}: ${res.body}`).toBe(401);
      expect(res.json().status, label).toBe('invalid_access_token');
    }
  });

  it('the valid pair opens the buyer routes (a guarded route answers something other than 401)', async () => {
    for (const [, route] of guarded.filter(([, r]) => r.method === 'GET' && r.auth === 'buyer')) {
      const res = await t.app.inject({ method: 'GET', url: urlOf(route.path), headers: s.headers });
      expect(res.statusCode, `${route.path}: ${res.body}`).not.toBe(401);
    }
  });

  it('signed routes need no tokens but refuse a bad signature', async () => {
    for (const [, route] of entries.filter(([, r]) => r.auth === 'signed')) {
      const res = await t.app.inject({
        method: route.method,
        url: urlOf(route.path.replace(/:[A-Za-z]+/, 'not-a-signed-id-0000')),
      });
      expect(res.statusCode, `${route.method} ${route.path}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().status).not.toBe('invalid_access_token');
    }
  });

  it('public routes answer without tokens (never an auth error)', async () => {
    for (const [, route] of entries.filter(([, r]) => r.auth === 'public')) {
      const res = await t.app.inject({ method: route.method, url: urlOf(route.path.replace(':code', '1000005')) });
      expect(res.statusCode, `${route.method} ${route.path}`).toBeLessThan(500);
      expect(res.body ? res.json().status : null, `${route.method} ${route.path}`).not.toBe('invalid_access_token');
    }
  });
});

describe('buyer and operator tokens never open each other’s routes', () => {
  const operatorRoutes = entries.filter(([, r]) => r.auth === 'operator');
  const buyerRoutes = entries.filter(([, r]) => r.auth === 'buyer');
  const opToken = () => op.headers.authorization!.slice('Bearer '.length);

  /** A token signed with our key but mixing the operator and buyer type/audience: refused by both guards. */
  async function forged(typ: string, audience: string): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ sid: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256', typ })
      .setSubject(String(op.operatorId))
      .setIssuer('invoice-card-pay')
      .setAudience(audience)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .setJti(crypto.randomUUID())
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
  }

  it('the table has operator routes', () => {
    expect(operatorRoutes.length).toBeGreaterThan(0);
  });

  it.each(operatorRoutes)('operator route %s refuses no token, garbage and every buyer token', async (_name, route) => {
    const attempts: [string, Record<string, string>][] = [
      ['no token', {}],
      ['garbage', { authorization: 'Bearer x.y.z' }],
      ['not a bearer', { authorization: opToken() }],
      ['the operator token in X-Access-Token', { 'x-access-token': opToken() }],
      ['the buyer id token', { authorization: s.headers.authorization! }],
      ['the buyer access token', { authorization: `Bearer ${s.headers['x-access-token']}` }],
      ['the buyer pair', s.headers],
      ['ops+jwt for the buyer audience', { authorization: `Bearer ${await forged('ops+jwt', 'icp-api')}` }],
      ['at+jwt for the operator audience', { authorization: `Bearer ${await forged('at+jwt', 'icp-ops')}` }],
    ];
    for (const [label, headers] of attempts) {
      const res = await t.app.inject({ method: route.method, url: urlOf(route.path), headers });
      expect(res.statusCode, `${route.method} ${route.path} with ${label}: ${res.body}`).toBe(401);
      expect(res.json(), label).toEqual({ status: 'invalid_access_token', message: 'ログインしてください。' });
    }
  });

  it('the operator token opens the operator GET routes', async () => {
    for (const [, route] of operatorRoutes.filter(([, r]) => r.method === 'GET')) {
      const res = await t.app.inject({ method: 'GET', url: urlOf(route.path), headers: op.headers });
      expect(res.statusCode, `${route.path}: ${res.body}`).not.toBe(401);
    }
  });

  it.each(buyerRoutes)('buyer route %s refuses the operator token, alone or beside a buyer token', async (_name, route) => {
    const attempts: [string, Record<string, string>][] = [
      ['the operator token', op.headers],
      ['the operator token in both headers', { ...op.headers, 'x-access-token': opToken() }],
      [
        'a buyer id token with the operator token as access token',
        { authorization: s.headers.authorization!, 'x-access-token': opToken() },
      ],
      ['the operator token with a buyer access token', { ...op.headers, 'x-access-token': s.headers['x-access-token']! }],
    ];
    for (const [label, headers] of attempts) {
      const res = await t.app.inject({ method: route.method, url: urlOf(route.path), headers });
      expect(res.statusCode, `${route.method} ${route.path} with ${label}: ${res.body}`).toBe(401);
      expect(res.json().status, label).toBe('invalid_access_token');
    }
  });
});

describe('operator roles come from the route table', () => {
  const operatorRoutes = entries.filter(([, r]) => r.auth === 'operator');
  const ROLES = ['examiner', 'treasurer', 'admin'] as const;
  const sessions = new Map<(typeof ROLES)[number], Record<string, string>>();
  beforeAll(async () => {
    for (const role of ROLES) sessions.set(role, (await operatorSession(t, [role])).headers);
  });
  const rolesOf = (route: (typeof ROUTES)[RouteName]) => ('roles' in route ? (route.roles as readonly string[]) : []);

  it('every operator route names the roles that open it', () => {
    expect(operatorRoutes.filter(([, r]) => rolesOf(r).length === 0).map(([name]) => name)).toEqual([]);
  });

  // Logging out ends the sessions the other cases use; it is open to every role (checked above).
  const checked = operatorRoutes.filter(([name]) => name !== 'opsLogOut');
  /** An id no row has: a mutating route a role may call changes nothing here. */
  const unknownIdUrl = (path: string) => `${API_PREFIX}${path.replace(/:[A-Za-z]+/g, '999999')}`;

  it.each(checked)(
    '%s: an operator without one of its roles gets 403 before anything else; with one, not',
    async (_name, route) => {
      for (const role of ROLES) {
        const res = await t.app.inject({ method: route.method, url: unknownIdUrl(route.path), headers: sessions.get(role)! });
        if (rolesOf(route).includes(role)) {
          expect(res.statusCode, `${route.method} ${route.path} as ${role}: ${res.body}`).not.toBe(403);
          expect(res.statusCode).not.toBe(401);
        } else {
          expect(res.statusCode, `${route.method} ${route.path} as ${role}: ${res.body}`).toBe(403);
          expect(res.json()).toEqual({ status: 'forbidden', message: 'この操作を行う権限がありません。' });
        }
      }
    },
  );
});

describe('partner access tokens and the other kinds never open each other’s routes', () => {
  const partnerRoutes = entries.filter(([, r]) => r.auth === 'partner');
  const otherRoutes = entries.filter(([, r]) => r.auth === 'buyer' || r.auth === 'operator');
  let partner: { headers: { authorization: string }; accessToken: string };
  beforeAll(async () => {
    partner = await connectPartner(t, s, { scopes: ['payments:write', 'payments:read', 'suppliers:read'] });
  });

  it('the table has partner routes, each naming its scopes', () => {
    expect(partnerRoutes.length).toBeGreaterThan(0);
    expect(partnerRoutes.filter(([, r]) => !('scopes' in r) || (r.scopes as readonly string[]).length === 0)).toEqual([]);
  });

  it.each(partnerRoutes)(
    'partner route %s refuses the buyer and operator tokens (401, Bearer challenge)',
    async (_name, route) => {
      const attempts: [string, Record<string, string>][] = [
        ['the buyer pair', s.headers],
        ['the buyer access token as bearer', { authorization: `Bearer ${s.headers['x-access-token']}` }],
        ['the buyer refresh token as bearer', { authorization: `Bearer ${s.refreshToken}` }],
        ['the operator token', op.headers],
      ];
      for (const [label, headers] of attempts) {
        const res = await t.app.inject({ method: route.method, url: urlOf(route.path), headers });
        expect(res.statusCode, `${route.method} ${route.path} with ${label}: ${res.body}`).toBe(401);
        expect(res.headers['www-authenticate'], label).toMatch(/^Bearer /);
      }
    },
  );

  it('the access token opens the partner GET routes', async () => {
    for (const [, route] of partnerRoutes.filter(([, r]) => r.method === 'GET')) {
      const res = await t.app.inject({ method: 'GET', url: urlOf(route.path), headers: partner.headers });
      expect(res.statusCode, `${route.path}: ${res.body}`).not.toBe(401);
      expect(res.statusCode, `${route.path}: ${res.body}`).not.toBe(403);
    }
  });

  it.each(otherRoutes)('%s refuses a partner access token, alone or beside a buyer token', async (_name, route) => {
    const attempts: [string, Record<string, string>][] = [
      ['the access token', partner.headers],
      ['the access token in both headers', { ...partner.headers, 'x-access-token': partner.accessToken }],
      [
        'a buyer id token with the access token',
        { authorization: s.headers.authorization!, 'x-access-token': partner.accessToken },
      ],
    ];
    for (const [label, headers] of attempts) {
      const res = await t.app.inject({ method: route.method, url: urlOf(route.path), headers });
      expect(res.statusCode, `${route.method} ${route.path} with ${label}: ${res.body}`).toBe(401);
      expect(res.json().status, label).toBe('invalid_access_token');
    }
  });
});
