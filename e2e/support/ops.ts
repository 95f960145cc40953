import { expect, type APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';
import { E2E_OPERATOR_TOTP_SECRET } from './secrets.mjs';

/** The demo operators the embedded start seeds (apps/api/src/seed/seed-demo-operators.ts). */
export const DEMO_OPERATORS = {
  admin: { email: 'ops-admin@example.com', password: 'kanri-demo-2026' },
  treasurer: { email: 'ops-treasurer@example.com', password: 'soukin-demo-2026' },
} as const;
export type DemoOperator = keyof typeof DEMO_OPERATORS;

const API = '/api/v1/ops';
const STEP_MS = 30_000;
const tokens = new Map<DemoOperator, string>();

/**
 * An operator token for `who`, logged in through the real password + authenticator steps. The
 * server accepts each 30-second code once per operator, so the token is kept for the run and a
 * code refused as already used is retried with the next step's code.
 */
export async function opsToken(request: APIRequestContext, who: DemoOperator): Promise<string> {
  const known = tokens.get(who);
  if (known) return known;
  const { email, password } = DEMO_OPERATORS[who];
  for (let attempt = 0; attempt < 3; attempt++) {
    const login = await request.post(`${API}/auth/login`, { data: { email_address: email, password } });
    expect(login.status(), await login.text()).toBe(200);
    const { login_token } = (await login.json()) as { login_token: string };
    const code = await generate({ secret: E2E_OPERATOR_TOTP_SECRET, epoch: Math.floor((Date.now() + attempt * STEP_MS) / 1000) });
    const verified = await request.post(`${API}/auth/totp`, { data: { login_token, code } });
    if (verified.status() === 200) {
      const { token } = (await verified.json()) as { token: string };
      tokens.set(who, token);
      return token;
    }
    await new Promise((r) => setTimeout(r, STEP_MS));
  }
  throw new Error(`the demo operator ${who} could not log in`);
}

async function opsCall<T>(
  request: APIRequestContext,
  who: DemoOperator,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const token = await opsToken(request, who);
  const res = await request.fetch(`${API}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

interface ExaminationDetail {
  payment: { status: string; is_action_required: boolean; transfer_date: string | null };
}

/** The payment as the examination console shows it (any status). */
export function examination(request: APIRequestContext, id: number): Promise<ExaminationDetail> {
  return opsCall<ExaminationDetail>(request, 'admin', 'GET', `/examination/${id}`);
}

/** An examiner's action on a payment, through the console's API (the state the screen would have shown). */
export async function examine(
  request: APIRequestContext,
  id: number,
  action: 'check' | 'complete' | 'request-action' | 'cancel',
  extra: Record<string, unknown> = {},
): Promise<void> {
  const detail = await examination(request, id);
  await opsCall(request, 'admin', 'POST', `/examination/${id}/${action}`, {
    expected_status: detail.payment.status,
    expected_action_required: detail.payment.is_action_required,
    ...extra,
  });
}

interface Batch {
  batch: { id: number; status: string };
  lines: { id: number; invoice_id: number; status: string }[];
  lines_total_count: number;
}

/**
 * The payout of a payment whose examination is complete: the treasurer builds the batch of its
 * transfer date, the admin (a second operator) approves it, it is sent, and the bank's result for
 * this payment's line is recorded. Returns the batch so a caller can record other lines.
 */
export async function payOut(
  request: APIRequestContext,
  invoiceId: number,
  transferDate: string,
  result: { result: 'done'; transferred_on: string } | { result: 'failed'; failure_code: string; failure_text?: string },
): Promise<Batch> {
  const built = await opsCall<Batch>(
    request,
    'treasurer',
    'POST',
    '/payouts/batches',
    { transfer_date: transferDate },
    { 'idempotency-key': crypto.randomUUID() },
  );
  const id = built.batch.id;
  // Approval and sending take an Idempotency-Key, like the build (the console sends one per click).
  await opsCall(request, 'admin', 'POST', `/payouts/batches/${id}/approval`, undefined, {
    'idempotency-key': crypto.randomUUID(),
  });
  await opsCall(
    request,
    'treasurer',
    'POST',
    `/payouts/batches/${id}/sent`,
    { sent_on: transferDate },
    { 'idempotency-key': crypto.randomUUID() },
  );
  // The batch holds every payment due by then (earlier journeys' too): its lines come in pages.
  let batch: Batch | undefined;
  let line: Batch['lines'][number] | undefined;
  for (let page = 1; !line; page++) {
    batch = await opsCall<Batch>(request, 'treasurer', 'GET', `/payouts/batches/${id}?per_page=500&page=${page}`);
    line = batch.lines.find((l) => l.invoice_id === invoiceId);
    if (batch.lines.length === 0 || page * 500 >= batch.lines_total_count) break;
  }
  expect(line, `payment ${invoiceId} in batch ${id}`).toBeTruthy();
  await opsCall(request, 'treasurer', 'POST', `/payouts/batches/${id}/lines/${line!.id}/result`, result);
  return batch!;
}
