import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';

const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

/**
 * The client's Idempotency-Key (IETF draft / Stripe): required on calls that move money, so a
 * double click or a retry after a lost response never charges or pays twice.
 */
export function requireIdempotencyKey(request: FastifyRequest): string {
  const value = request.headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  if (!key || !KEY_PATTERN.test(key))
    throw new AppError('validation_error', {
      userMessage: '操作キー（Idempotency-Key ヘッダー）が正しくありません。画面を更新してやり直してください。',
      errors: [{ field: 'Idempotency-Key', message: '8〜255文字の英数字・記号で指定してください。' }],
    });
  return key;
}

/** Key order does not change the hash: the same request body always gives the same fingerprint. */
export function requestFingerprint(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

export function idempotencyMismatch(): AppError {
  return new AppError('idempotency_mismatch');
}
