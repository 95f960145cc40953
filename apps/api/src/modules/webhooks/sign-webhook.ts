import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Standard Webhooks signatures (https://www.standardwebhooks.com, spec "Signature scheme"):
 * HMAC-SHA256 over `<webhook-id>.<webhook-timestamp>.<body>` with the key that is the base64
 * part of the `whsec_…` secret; the header is `v1,<base64 signature>`, several separated by
 * spaces during a key rotation. Pure functions: the delivery job signs with them, and partners
 * (and our tests, and examples/partner-app) verify with verifyWebhookSignature.
 */

const SECRET_PREFIX = 'whsec_';

/** The HMAC key of a `whsec_<base64>` secret (a bare base64 key is accepted too). */
export function webhookKey(secret: string): Buffer {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  const key = Buffer.from(encoded, 'base64');
  if (key.length === 0) throw new Error('webhook secret has no key');
  return key;
}

export type SignedWebhook = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

/** The signature of one attempt: `v1,` + base64(HMAC-SHA256(key, "<id>.<timestamp>.<body>")). */
export function signWebhook(secret: string, input: { id: string; timestamp: number; body: string }): SignedWebhook {
  const timestamp = String(Math.floor(input.timestamp));
  const mac = createHmac('sha256', webhookKey(secret)).update(`${input.id}.${timestamp}.${input.body}`).digest('base64');
  return { 'webhook-id': input.id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${mac}` };
}

export interface VerifyOptions {
  /** How far the timestamp may be from now, either way (Standard Webhooks suggests 5 minutes). */
  toleranceSeconds?: number;
  now?: Date;
}

/**
 * True when one of the `v1,` signatures in the header is ours for this id, timestamp and exact
 * body, and the timestamp lies within the tolerance of now: an old message replayed later is
 * refused, and the event id lets the receiver drop a repeat within the window. Comparison is
 * constant-time. Header names are matched case-insensitively.
 */
export function verifyWebhookSignature(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  options: VerifyOptions = {},
): boolean {
  const header = (name: string): string | undefined => {
    const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
    return Array.isArray(found) ? found[0] : found;
  };
  const id = header('webhook-id');
  const timestamp = header('webhook-timestamp');
  const signatures = header('webhook-signature');
  if (!id || !timestamp || !signatures || !/^\d{1,12}$/.test(timestamp)) return false;
  const tolerance = options.toleranceSeconds ?? 300;
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSeconds - Number(timestamp)) > tolerance) return false;
  let key: Buffer;
  try {
    key = webhookKey(secret);
  } catch {
    return false;
  }
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  let ok = false;
  for (const part of signatures.split(' ')) {
    const [version, value] = part.split(',', 2);
    if (version !== 'v1' || !value) continue;
    const given = Buffer.from(value, 'base64');
    // Every candidate is compared (no early exit), each in constant time.
    if (given.length === expected.length && timingSafeEqual(given, expected)) ok = true;
  }
  return ok;
}
