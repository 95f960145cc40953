import { z } from 'zod';

/**
 * The sandbox's server-to-server protocol, shared by the sandbox process (remote-routes.ts) and
 * the API's client (remote-sandbox-gateway.ts). Deliberately plain: one POST per CardGateway
 * method, the method's own input as the JSON body and its own result as the answer. A later
 * issue replaces it with a VeriTrans4G-compatible simulator, so nothing here tries to be one.
 *
 * Answers: 200 with the result; 422 `{ resultCode }` where the port throws CardGatewayError;
 * 400 for a body that does not fit.
 */
export const SANDBOX_CALLS_PATH = '/sandbox/calls';
/** Read-only state for tests and the crash check: authorizations, orders, refunds, calls. No card data. */
export const SANDBOX_STATE_PATH = '/sandbox/state';

const id = z.string().min(1).max(200);
// Any number: the sandbox itself refuses a bad amount with its result code, as in embedded mode.
const amount = z.number();

export const SANDBOX_CALL_INPUTS = {
  registerCard: z.strictObject({ token: z.string().min(1).max(200), customerRef: id }),
  authorize: z.strictObject({ cardRef: id, amount, orderId: id, returnUrl: z.string().max(2000) }),
  completeChallenge: z.strictObject({ authId: id }),
  capture: z.strictObject({ authId: id, amount }),
  cancel: z.strictObject({ authId: id }),
  refund: z.strictObject({ authId: id, amount, refundId: id }),
} as const;

export type SandboxCallName = keyof typeof SANDBOX_CALL_INPUTS;
export const SANDBOX_CALL_NAMES = Object.keys(SANDBOX_CALL_INPUTS) as SandboxCallName[];

/** One CardGateway call the sandbox process answered, as the crash check compares it with our rows. */
export interface SandboxCallRecord {
  seq: number;
  at: string;
  call: SandboxCallName;
  authId: string | null;
  orderId: string | null;
  refundId: string | null;
  amount: number | null;
  /** ok/declined/… as the port answered, or 'error' when it threw CardGatewayError. */
  outcome: string;
  resultCode: string;
}

export interface SandboxStateSnapshot {
  authorizations: {
    authId: string;
    orderId: string;
    amount: number;
    status: string;
    challenge: string | null;
    capturedAmount: number;
    refundedAmount: number;
  }[];
  orders: { orderId: string; outcome: string; authId: string | null; resultCode: string }[];
  refunds: { refundId: string; ok: boolean; resultCode: string }[];
  /** The calls this sandbox process answered since it started, oldest first (the latest MAX_RECORDED_CALLS). */
  calls: SandboxCallRecord[];
  /** Older calls no longer listed: a check that counts calls must see 0 here. */
  droppedCalls: number;
}

/** Enough for any test or crash check; a sandbox left running for weeks does not grow without end. */
export const MAX_RECORDED_CALLS = 100_000;
