import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from './sign-webhook.ts';

// The Standard Webhooks reference vector (the libraries' shared test case).
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const ID = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
const TIMESTAMP = 1614265330;
const BODY = '{"test": 2432232314}';
const SIGNATURE = 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=';
const AT = new Date(TIMESTAMP * 1000);

const headers = (overrides: Record<string, string> = {}) => ({
  'webhook-id': ID,
  'webhook-timestamp': String(TIMESTAMP),
  'webhook-signature': SIGNATURE,
  ...overrides,
});

describe('signWebhook', () => {
  it('matches the Standard Webhooks reference vector', () => {
    expect(signWebhook(SECRET, { id: ID, timestamp: TIMESTAMP, body: BODY })).toEqual({
      'webhook-id': ID,
      'webhook-timestamp': String(TIMESTAMP),
      'webhook-signature': SIGNATURE,
    });
  });
});

describe('verifyWebhookSignature', () => {
  it('accepts the vector at its time and within the window, header names in any case', () => {
    expect(verifyWebhookSignature(SECRET, headers(), BODY, { now: AT })).toBe(true);
    expect(verifyWebhookSignature(SECRET, headers(), BODY, { now: new Date(AT.getTime() + 299_000) })).toBe(true);
    const upper = { 'Webhook-Id': ID, 'Webhook-Timestamp': String(TIMESTAMP), 'Webhook-Signature': SIGNATURE };
    expect(verifyWebhookSignature(SECRET, upper, BODY, { now: AT })).toBe(true);
  });

  it('refuses a tampered body, id, timestamp or signature, and another secret', () => {
    expect(verifyWebhookSignature(SECRET, headers(), '{"test": 2432232315}', { now: AT })).toBe(false);
    expect(verifyWebhookSignature(SECRET, headers({ 'webhook-id': 'msg_other' }), BODY, { now: AT })).toBe(false);
    expect(verifyWebhookSignature(SECRET, headers({ 'webhook-timestamp': String(TIMESTAMP + 1) }), BODY, { now: AT })).toBe(
      false,
    );
    expect(verifyWebhookSignature(SECRET, headers({ 'webhook-signature': 'v1,' + 'A'.repeat(44) }), BODY, { now: AT })).toBe(
      false,
    );
    expect(
      verifyWebhookSignature(SECRET, headers({ 'webhook-signature': SIGNATURE.replace('v1', 'v2') }), BODY, { now: AT }),
    ).toBe(false);
    expect(verifyWebhookSignature('whsec_' + Buffer.from('another key').toString('base64'), headers(), BODY, { now: AT })).toBe(
      false,
    );
    expect(verifyWebhookSignature(SECRET, { 'webhook-id': ID, 'webhook-timestamp': String(TIMESTAMP) }, BODY, { now: AT })).toBe(
      false,
    );
  });

  it('refuses a message older (or newer) than the replay window, even correctly signed', () => {
    expect(verifyWebhookSignature(SECRET, headers(), BODY, { now: new Date(AT.getTime() + 301_000) })).toBe(false);
    expect(verifyWebhookSignature(SECRET, headers(), BODY, { now: new Date(AT.getTime() - 301_000) })).toBe(false);
    expect(
      verifyWebhookSignature(SECRET, headers(), BODY, { now: new Date(AT.getTime() + 3_600_000), toleranceSeconds: 3_600 }),
    ).toBe(true);
  });

  it('a replay with a fresh timestamp needs a fresh signature: the old one does not carry over', () => {
    const later = TIMESTAMP + 3_600;
    const replayed = signWebhook(SECRET, { id: ID, timestamp: later, body: BODY });
    const now = new Date(later * 1000);
    expect(verifyWebhookSignature(SECRET, replayed, BODY, { now })).toBe(true);
    expect(verifyWebhookSignature(SECRET, { ...replayed, 'webhook-signature': SIGNATURE }, BODY, { now })).toBe(false);
  });

  it('accepts any one of several signatures (key rotation)', () => {
    const both = headers({ 'webhook-signature': `v1,${'B'.repeat(43)}= ${SIGNATURE}` });
    expect(verifyWebhookSignature(SECRET, both, BODY, { now: AT })).toBe(true);
  });
});
