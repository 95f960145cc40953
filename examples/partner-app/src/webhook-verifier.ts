import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Verifies the webhooks of 請求書カード払い (the Standard Webhooks format, standardwebhooks.com):
 *
 *   webhook-id:        evt_…                 the event id, the same on every retry and replay
 *   webhook-timestamp: 1764050000             seconds since the epoch, when this attempt was signed
 *   webhook-signature: v1,<base64 HMAC-SHA256(key, "<id>.<timestamp>.<raw body>")>
 *                      (several space-separated signatures while a secret is being rotated)
 *
 * The key is the base64 after `whsec_` in the secret shown once when the app was registered.
 * Sign over the RAW body bytes as received: a JSON body parsed and serialised again can differ.
 * No dependency: copy this file into your own app.
 */

/** How far a timestamp may be from our clock, either way (a replayed old request is refused). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export type WebhookFailure =
  'missing_headers' | 'bad_timestamp' | 'timestamp_out_of_window' | 'bad_signature' | 'bad_body' | 'replayed';

export type WebhookVerification =
  { ok: true; id: string; timestamp: number; event: unknown } | { ok: false; reason: WebhookFailure };

/** Request headers with lower-case names (as node:http gives them). */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** The HMAC key of a `whsec_<base64>` secret (a bare base64 string is accepted too). */
export function webhookKey(secret: string): Buffer {
  const encoded = secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret;
  const key = Buffer.from(encoded, 'base64');
  if (key.length === 0) throw new Error('the webhook secret is empty');
  return key;
}

/** `v1,<base64>`: what the sender puts in webhook-signature (used by tests and by senders). */
export function signWebhook(secret: string, id: string, timestamp: number, rawBody: Buffer | string): string {
  const mac = createHmac('sha256', webhookKey(secret)).update(`${id}.${timestamp}.`).update(rawBody).digest('base64');
  return `v1,${mac}`;
}

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** We retry an undelivered event for 24 hours, with the same webhook-id: remember ids a bit longer. */
export const WEBHOOK_ID_MEMORY_MS = 25 * 60 * 60 * 1000;

/**
 * Remembers the ids of events already accepted, so that a retry of one we handled (our answer
 * got lost) or a captured request sent again does nothing twice. A real app keeps these in its
 * database (a unique index on the event id) in the transaction that acts on the event.
 */
export class SeenWebhookIds {
  readonly #seen = new Map<string, number>();
  constructor(private readonly ttlMs = WEBHOOK_ID_MEMORY_MS) {}

  has(id: string, now = Date.now()): boolean {
    this.#sweep(now);
    return this.#seen.has(id);
  }

  add(id: string, now = Date.now()): void {
    this.#seen.set(id, now + this.ttlMs);
  }

  #sweep(now: number): void {
    for (const [id, until] of this.#seen) if (until <= now) this.#seen.delete(id);
  }
}

export interface VerifyOptions {
  secret: string;
  headers: WebhookHeaders;
  rawBody: Buffer;
  /** Seconds since the epoch; the wall clock by default. */
  now?: number;
  /** Without it, replays are not detected (do it in your own store). */
  seen?: SeenWebhookIds;
}

/**
 * Checks the headers, the timestamp window and the signature (constant-time), then the id: a
 * genuine event whose id was seen already is `replayed` (answer 2xx so we stop retrying, and do
 * nothing). Only a fully verified event is remembered as seen.
 */
export function verifyWebhook({
  secret,
  headers,
  rawBody,
  now = Math.floor(Date.now() / 1000),
  seen,
}: VerifyOptions): WebhookVerification {
  const id = single(headers['webhook-id']);
  const timestampText = single(headers['webhook-timestamp']);
  const signatures = single(headers['webhook-signature']);
  if (!id || !timestampText || !signatures) return { ok: false, reason: 'missing_headers' };
  if (!/^\d{1,12}$/.test(timestampText)) return { ok: false, reason: 'bad_timestamp' };
  const timestamp = Number(timestampText);
  if (Math.abs(now - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return { ok: false, reason: 'timestamp_out_of_window' };

  const expected = Buffer.from(signWebhook(secret, id, timestamp, rawBody).slice('v1,'.length), 'base64');
  const matches = signatures.split(' ').some((candidate) => {
    const [version, mac] = candidate.split(',', 2);
    if (version !== 'v1' || !mac) return false;
    const given = Buffer.from(mac, 'base64');
    // timingSafeEqual needs equal lengths; the length of an HMAC is no secret.
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return { ok: false, reason: 'bad_signature' };

  let event: unknown;
  try {
    event = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return { ok: false, reason: 'bad_body' };
  }
  if (seen) {
    const nowMs = now * 1000;
    if (seen.has(id, nowMs)) return { ok: false, reason: 'replayed' };
    seen.add(id, nowMs);
  }
  return { ok: true, id, timestamp, event };
}
