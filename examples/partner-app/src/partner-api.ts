import type { PartnerConfig } from './config.ts';
import type { PartnerOAuth } from './oauth.ts';

/*
 * The partner API of 請求書カード払い (/api/v1/partner/…) with the connection's access token.
 * A 401 gets one refresh and one retry; a refresh the server refuses means the buyer disconnected us.
 */

export interface PartnerPaymentStatus {
  display_id: string;
  status: string;
  is_action_required: boolean;
  amount: number;
  transfer_date: string | null;
  transferred_on: string | null;
}

export interface PartnerPrePayment {
  pre_id: string;
  status: 'pending' | 'paid' | 'cancelled' | 'expired';
  partner_reference: string | null;
  supplier_name: string;
  amount: number;
  due_date: string | null;
  invoice_number: string | null;
  payment_url: string;
  expires_at: string;
  created_at: string;
  payment: PartnerPaymentStatus | null;
}

export interface ApiErrorBody {
  status?: string;
  message?: string;
  errors?: { field: string; message: string }[];
}

export class PartnerApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message ?? `請求書カード払いの API がエラーを返しました（HTTP ${httpStatus}）。`);
    this.name = 'PartnerApiError';
  }
}

export class PartnerApi {
  constructor(
    private readonly config: PartnerConfig,
    private readonly oauth: PartnerOAuth,
  ) {}

  /** Sends an invoice: the same Idempotency-Key for a retry of the same invoice (a double click, a timeout). */
  createPrePayment(body: unknown, idempotencyKey: string): Promise<PartnerPrePayment> {
    return this.#call<PartnerPrePayment>('POST', '/partner/pre_payments', {
      body,
      headers: { 'idempotency-key': idempotencyKey },
    });
  }

  async listPrePayments(): Promise<PartnerPrePayment[]> {
    const page = await this.#call<{ pre_payments: PartnerPrePayment[] }>('GET', '/partner/pre_payments?limit=50');
    return page.pre_payments;
  }

  getPrePayment(preId: string): Promise<PartnerPrePayment> {
    return this.#call<PartnerPrePayment>('GET', `/partner/pre_payments/${encodeURIComponent(preId)}`);
  }

  async #call<T>(method: string, path: string, init: { body?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
    const send = (token: string) =>
      fetch(`${this.config.apiBase}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${token}`,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...init.headers,
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(30_000),
      });
    let res = await send(await this.oauth.accessToken());
    if (res.status === 401) res = await send((await this.oauth.refresh()).accessToken);
    const text = await res.text();
    const json: unknown = text ? safeJson(text) : {};
    if (!res.ok) throw new PartnerApiError(res.status, (json ?? {}) as ApiErrorBody);
    return json as T;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text.slice(0, 200) };
  }
}
