import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredBuyer, type Session } from '../../../testing/fixtures.ts';
import { TEST_CARDS, answerChallenge, api, savedCard } from '../../../testing/payment-fixtures.ts';
import { type TestApp, createTestApp } from '../../../testing/test-app.ts';
import { cardChallengePages } from '../../../db/schema.ts';
import { challengePagePolicy, inlineScripts } from './challenge-page.ts';
import { deleteExpiredChallengePages } from './challenge-store.ts';

let t: TestApp;
let a: Session & { buyerId: number };
beforeAll(async () => {
  t = await createTestApp();
  a = await registeredBuyer(t);
});
afterAll(() => t.close());

const approval = async (card: string, buyer = a) =>
  (
    await api(t, buyer).inject(
      'POST',
      '/invoices/credit_cards/approval',
      { credit_card_id: await savedCard(t, buyer, card), amount: 10_000, return_path: '/payments/add/confirm' },
      { 'idempotency-key': randomUUID() },
    )
  ).json().approval;

describe('3-D Secure hand-over and return (/gateway)', () => {
  it('hands the browser to the issuer from our origin, under a CSP that runs nothing it did not send', async () => {
    const { challenge_url: url } = await approval(TEST_CARDS.jcb3dsPass);
    expect(url).toMatch(/^\/gateway\/3ds\/icp-[0-9a-f-]{36}$/);
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("script-src 'none'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.body).toContain('/gateway/acs/');
  });

  it('an unknown or expired hand-over answers a Japanese page, not the app', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/gateway/3ds/icp-unknown' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('この本人認証は見つからないか、すでに終わっています');
  });

  it('the return takes GET or the acquirer’s form POST, and only ever sends the browser to our payment screens', async () => {
    const back = await t.app.inject({ method: 'GET', url: '/gateway/3ds-return?to=%2Fpayments%2Fadd%2Fconfirm&orderId=icp-1' });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/payments/add/confirm?auth_id=icp-1');
    const posted = await t.app.inject({
      method: 'POST',
      url: '/gateway/3ds-return?to=%2Foauth%2Fpayments%2F5%2Fadd%2Fconfirm%3Fstep%3D2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'orderId=icp-2&vResultCode=G011000000000000',
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/oauth/payments/5/add/confirm?step=2&auth_id=icp-2');
    for (const to of ['https://evil.example/payments/x', '//evil.example/payments/x', '/account', '/payments/../x']) {
      const refused = await t.app.inject({
        method: 'GET',
        url: `/gateway/3ds-return?to=${encodeURIComponent(to)}&orderId=icp-3`,
      });
      expect(refused.statusCode, to).toBe(400);
      expect(refused.headers.location).toBeUndefined();
    }
  });

  it('the whole round trip lands on the flow page with the orderId, which the API then settles', async () => {
    const pending = await approval(TEST_CARDS.jcb3dsPass);
    const landed = await answerChallenge(t, pending.challenge_url, 'authenticate');
    expect(landed).toMatch(/^\/payments\/add\/confirm\?auth_id=icp-/);
    const done = await api(t, a).inject('POST', `/invoices/credit_cards/approval/${pending.id}/challenge`);
    expect(done.json().approval.status).toBe('authorized');
  });
});

describe('an hour later', () => {
  it('the hand-over page is gone with the authorisation it belonged to', async () => {
    const { challenge_url: url } = await approval(TEST_CARDS.jcb3dsPass);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    t.clock.advance(61 * 60 * 1000);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('the sweep (run by the payment jobs) deletes expired pages, and only those', async () => {
    const before = await registeredBuyer(t);
    const { challenge_url: oldUrl } = await approval(TEST_CARDS.jcb3dsPass, before);
    t.clock.advance(61 * 60 * 1000);
    const { challenge_url: freshUrl } = await approval(TEST_CARDS.jcb3dsPass, await registeredBuyer(t));
    const orderIdOf = (url: string | null) => url!.split('/').pop()!;
    expect(await deleteExpiredChallengePages(t.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    const left = await t.db.select({ orderId: cardChallengePages.orderId }).from(cardChallengePages);
    expect(left.map((row) => row.orderId)).not.toContain(orderIdOf(oldUrl));
    expect(left.map((row) => row.orderId)).toContain(orderIdOf(freshUrl));
  });
});

describe('challenge page policy', () => {
  it('allows exactly the inline scripts the acquirer sent, by hash, and forms to the configured issuers', () => {
    const html =
      '<form action="https://acs.example.test/x"></form><script>document.forms[0].submit()</script><script src="/x.js"></script>';
    expect(inlineScripts(html)).toEqual(['document.forms[0].submit()']);
    const policy = challengePagePolicy(html, ['https://acs.example.test']);
    expect(policy).toMatch(/script-src 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
    expect(policy).toContain("form-action 'self' https://acs.example.test");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});
