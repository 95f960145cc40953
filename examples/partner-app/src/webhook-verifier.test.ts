import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SeenWebhookIds, signWebhook, verifyWebhook, webhookKey, WEBHOOK_TOLERANCE_SECONDS } from './webhook-verifier.ts';

const SECRET = 'whsec_ZGVtby1wYXJ0bmVyLXdlYmhvb2stc2VjcmV0LTIwMjY=';
const NOW = 1_764_050_000;
const ID = 'evt_Abc123Def456Ghi789Jkl0';
const BODY = Buffer.from(
  JSON.stringify({
    id: ID,
    type: 'pre_payment.paid',
    created_at: '2026-11-25T06:00:00.000Z',
    data: { pre_id: 'pre_abcdefghijklmnopqrstu', partner_reference: 'DEMO-1', payment: { status: 'InProgress' } },
  }),
);

function headers(over: Partial<Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string>> = {}, body = BODY) {
  const timestamp = Number(over['webhook-timestamp'] ?? NOW);
  return {
    'webhook-id': ID,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(SECRET, over['webhook-id'] ?? ID, timestamp, body),
    ...over,
  };
}

describe('verifyWebhook', () => {
  it('accepts a genuine event and hands back the parsed body', () => {
    const result = verifyWebhook({ secret: SECRET, headers: headers(), rawBody: BODY, now: NOW });
    expect(result).toMatchObject({ ok: true, id: ID, timestamp: NOW, event: { type: 'pre_payment.paid' } });
  });

  it('signs as the Standard Webhooks spec says: HMAC-SHA256 of "id.timestamp.body" with the decoded key', () => {
    expect(webhookKey(SECRET).toString('utf8')).toBe('demo-partner-webhook-secret-2026');
    const mac = createHmac('sha256', 'demo-partner-webhook-secret-2026')
      .update(`${ID}.${NOW}.${BODY.toString()}`)
      .digest('base64');
    expect(signWebhook(SECRET, ID, NOW, BODY)).toBe(`v1,${mac}`);
  });

  it('refuses a tampered body, even one that means the same JSON', () => {
    const tampered = Buffer.from(BODY.toString().replace('InProgress', 'TransferCompleted'));
    expect(verifyWebhook({ secret: SECRET, headers: headers(), rawBody: tampered, now: NOW })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(BODY.toString()), null, 1));
    expect(verifyWebhook({ secret: SECRET, headers: headers(), rawBody: reserialised, now: NOW })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
  });

  it('refuses a signature made with another secret, and a tampered id or timestamp', () => {
    const other = 'whsec_' + Buffer.from('someone-elses-secret').toString('base64');
    const forged = { ...headers(), 'webhook-signature': signWebhook(other, ID, NOW, BODY) };
    expect(verifyWebhook({ secret: SECRET, headers: forged, rawBody: BODY, now: NOW })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    const movedId = { ...headers(), 'webhook-id': 'evt_other' };
    expect(verifyWebhook({ secret: SECRET, headers: movedId, rawBody: BODY, now: NOW })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    const movedTime = { ...headers(), 'webhook-timestamp': String(NOW + 1) };
    expect(verifyWebhook({ secret: SECRET, headers: movedTime, rawBody: BODY, now: NOW })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
  });

  it('accepts any one valid signature of several (secret rotation), ignoring unknown versions', () => {
    const other = 'whsec_' + Buffer.from('the-old-secret').toString('base64');
    const both = {
      ...headers(),
      'webhook-signature': `v2,xyz ${signWebhook(other, ID, NOW, BODY)} ${signWebhook(SECRET, ID, NOW, BODY)}`,
    };
    expect(verifyWebhook({ secret: SECRET, headers: both, rawBody: BODY, now: NOW }).ok).toBe(true);
    const garbage = { ...headers(), 'webhook-signature': 'v1,AAAA v1 v1,' };
    expect(verifyWebhook({ secret: SECRET, headers: garbage, rawBody: BODY, now: NOW })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
  });

  it('refuses a timestamp outside the 5-minute window, either way, even when signed', () => {
    const old = NOW - WEBHOOK_TOLERANCE_SECONDS - 1;
    expect(
      verifyWebhook({ secret: SECRET, headers: headers({ 'webhook-timestamp': String(old) }), rawBody: BODY, now: NOW }),
    ).toEqual({
      ok: false,
      reason: 'timestamp_out_of_window',
    });
    const future = NOW + WEBHOOK_TOLERANCE_SECONDS + 1;
    expect(
      verifyWebhook({ secret: SECRET, headers: headers({ 'webhook-timestamp': String(future) }), rawBody: BODY, now: NOW }).ok,
    ).toBe(false);
    const edge = NOW - WEBHOOK_TOLERANCE_SECONDS;
    expect(
      verifyWebhook({ secret: SECRET, headers: headers({ 'webhook-timestamp': String(edge) }), rawBody: BODY, now: NOW }).ok,
    ).toBe(true);
    expect(
      verifyWebhook({ secret: SECRET, headers: { ...headers(), 'webhook-timestamp': '17e8' }, rawBody: BODY, now: NOW }),
    ).toEqual({
      ok: false,
      reason: 'bad_timestamp',
    });
  });

  it('refuses a request without the three headers', () => {
    const { 'webhook-signature': _dropped, ...rest } = headers();
    expect(verifyWebhook({ secret: SECRET, headers: rest, rawBody: BODY, now: NOW })).toEqual({
      ok: false,
      reason: 'missing_headers',
    });
  });

  it('tells a replayed id apart, and remembers only verified events', () => {
    const seen = new SeenWebhookIds();
    const forged = { ...headers(), 'webhook-signature': 'v1,' + Buffer.alloc(32).toString('base64') };
    expect(verifyWebhook({ secret: SECRET, headers: forged, rawBody: BODY, now: NOW, seen }).ok).toBe(false);
    expect(verifyWebhook({ secret: SECRET, headers: headers(), rawBody: BODY, now: NOW, seen }).ok).toBe(true);
    // The same event again (a retry whose answer got lost, or a captured request): once only.
    const retry = headers({ 'webhook-timestamp': String(NOW + 30) });
    expect(verifyWebhook({ secret: SECRET, headers: retry, rawBody: BODY, now: NOW + 30, seen })).toEqual({
      ok: false,
      reason: 'replayed',
    });
  });

  it('forgets an id only long after every retry could have come', () => {
    const seen = new SeenWebhookIds(1000);
    seen.add(ID, 0);
    expect(seen.has(ID, 999)).toBe(true);
    expect(seen.has(ID, 1000)).toBe(false);
  });

  it('refuses a signed body that is not JSON', () => {
    const body = Buffer.from('not json');
    expect(verifyWebhook({ secret: SECRET, headers: headers({}, body), rawBody: body, now: NOW })).toEqual({
      ok: false,
      reason: 'bad_body',
    });
  });
});
