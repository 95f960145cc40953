import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { PartnerConfig } from './config.ts';
import { DemoState, toReceivedEvent } from './events.ts';
import { AuthorizationRefusedError, NotConnectedError, PartnerOAuth } from './oauth.ts';
import { errorPage, invoiceFormPage, returnPage, sentPage, statusPage, STYLE, topPage } from './pages.ts';
import { PartnerApi, PartnerApiError, type PartnerPrePayment } from './partner-api.ts';
import { type InvoiceForm, prePaymentRequest, renderInvoicePdf, sampleInvoice } from './sample-invoice.ts';
import { SeenWebhookIds, verifyWebhook } from './webhook-verifier.ts';

/*
 * デモ会計クラウド: plain node:http, one handler per screen. Routes:
 *   GET  /                 connection state, 連携する / 連携を解除する
 *   POST /connect          → the authorization endpoint (PKCE + state)
 *   GET  /callback         the redirect back: code → tokens
 *   POST /disconnect       token revocation
 *   GET  /invoices/new     the sample invoice form;  POST /invoices  → POST /api/v1/partner/pre_payments
 *   GET  /invoices/:preId  the answer and 「請求書カード払いで支払う」
 *   GET  /status           GET /api/v1/partner/pre_payments and the webhooks received
 *   POST /webhooks         our webhooks (signature verified)
 *   GET  /return           where the buyer lands after paying
 */

const AUTH_COOKIE = 'partner_oauth';
const MAX_FORM_BYTES = 64 * 1024;
const MAX_WEBHOOK_BYTES = 256 * 1024;

const NOTICES: Record<string, string> = {
  connected: '請求書カード払いと連携しました。',
  disconnected: '連携を解除しました。トークンは失効済みです。',
};

const ERRORS: Record<string, string> = {
  access_denied: '連携が許可されませんでした。',
  no_pending_authorization: '連携の手続きが見つからないか、時間が経ちすぎました。もう一度お試しください。',
  not_connected: '請求書カード払いとの連携が切れています。もう一度連携してください。',
  unreachable: '請求書カード払いに接続できませんでした。サーバー（npm start）が起動しているか確かめてください。',
  revocation_failed: 'このアプリのトークンは破棄しましたが、請求書カード払いでの失効を確認できませんでした。',
};

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new HttpError(413, 'リクエストが大きすぎます。'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function cookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'self'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

function send(
  res: ServerResponse,
  status: number,
  body: string,
  type = 'text/html; charset=utf-8',
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': type, ...headers });
  res.end(body);
}

function redirect(res: ServerResponse, location: string, headers: Record<string, string | string[]> = {}) {
  res.writeHead(303, { ...SECURITY_HEADERS, location, ...headers });
  res.end();
}

function isUnreachable(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return (
    (error instanceof TypeError && /fetch failed/.test(error.message)) ||
    ['ECONNREFUSED', 'ENOTFOUND', 'UND_ERR_CONNECT_TIMEOUT'].includes(cause?.code ?? '') ||
    (error as { code?: string } | null)?.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM'
  );
}

function formFrom(body: Buffer): InvoiceForm & { idempotency_key: string } {
  const params = new URLSearchParams(body.toString('utf8'));
  const base = sampleInvoice();
  const get = (k: string) => params.get(k) ?? '';
  const form = Object.fromEntries(Object.keys(base).map((k) => [k, get(k)])) as unknown as InvoiceForm;
  form.account_type = get('account_type') === '1' ? '1' : '2';
  return { ...form, idempotency_key: get('idempotency_key') };
}

export interface PartnerApp {
  server: Server;
  oauth: PartnerOAuth;
  state: DemoState;
}

export function createPartnerApp(config: PartnerConfig, log: (line: string) => void = console.log): PartnerApp {
  const oauth = new PartnerOAuth(config);
  const api = new PartnerApi(config, oauth);
  const state = new DemoState();
  const seen = new SeenWebhookIds();
  const publicHost = new URL(config.publicUrl).host;
  const returnUrl = (reference: string | null) =>
    `${config.publicUrl}/return${reference ? `?ref=${encodeURIComponent(reference)}` : ''}`;

  /** Lists from the API; on failure, what the app knows locally and why it could not ask. */
  async function readPrePayments(): Promise<{ list: PartnerPrePayment[] | null; error: string | null }> {
    if (!oauth.tokens) return { list: null, error: null };
    try {
      return { list: await api.listPrePayments(), error: null };
    } catch (error) {
      return { list: oauth.tokens ? [...state.sent.values()].reverse() : null, error: describe(error) };
    }
  }

  function describe(error: unknown): string {
    if (error instanceof NotConnectedError) return error.message;
    if (error instanceof PartnerApiError) return error.body.message ?? error.message;
    if (isUnreachable(error)) return ERRORS['unreachable']!;
    return `エラーが発生しました（${(error as Error)?.message ?? String(error)}）。`;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', config.publicUrl);
    const method = req.method ?? 'GET';
    const connected = () => oauth.tokens !== null;

    // Cookies and the registered redirect URI name one host: send browsers that came by another name there.
    if (method === 'GET' && req.headers.host && req.headers.host !== publicHost) {
      redirect(res, `${config.publicUrl}${url.pathname}${url.search}`);
      return;
    }
    // The app's own forms only (a page elsewhere cannot make the browser connect, send or disconnect).
    if (method === 'POST' && url.pathname !== '/webhooks' && req.headers['sec-fetch-site'] === 'cross-site') {
      send(res, 403, errorPage('操作できません', '別のサイトからの送信は受け付けません。', connected()));
      return;
    }

    if (method === 'GET' && url.pathname === '/style.css') {
      send(res, 200, STYLE, 'text/css; charset=utf-8', { 'cache-control': 'public, max-age=300' });
      return;
    }
    if (method === 'GET' && url.pathname === '/healthz') {
      send(res, 200, 'ok', 'text/plain; charset=utf-8');
      return;
    }

    if (method === 'GET' && url.pathname === '/') {
      const noticeCode = url.searchParams.get('notice') ?? '';
      const errorCode = url.searchParams.get('error') ?? '';
      const errorText = errorCode ? (ERRORS[errorCode] ?? `連携できませんでした（${errorCode.slice(0, 40)}）。`) : null;
      send(res, 200, topPage({ tokens: oauth.tokens, notice: NOTICES[noticeCode] ?? null, error: errorText }));
      return;
    }

    if (method === 'POST' && url.pathname === '/connect') {
      try {
        const { url: authorizationUrl, browserKey } = await oauth.startAuthorization();
        log(`[oauth] authorization request → ${authorizationUrl.origin}${authorizationUrl.pathname}`);
        redirect(res, authorizationUrl.href, {
          'set-cookie': `${AUTH_COOKIE}=${browserKey}; Path=/callback; HttpOnly; SameSite=Lax; Max-Age=600`,
        });
      } catch (error) {
        log(`[oauth] discovery failed: ${(error as Error).message}`);
        redirect(res, `/?error=${isUnreachable(error) ? 'unreachable' : 'discovery_failed'}`);
      }
      return;
    }

    if (method === 'GET' && url.pathname === '/callback') {
      const clear = `${AUTH_COOKIE}=; Path=/callback; HttpOnly; SameSite=Lax; Max-Age=0`;
      try {
        const tokens = await oauth.finishAuthorization(cookie(req, AUTH_COOKIE), url);
        log(
          `[oauth] connected (scope: ${tokens.scope}, expires in ${tokens.expiresAt ? Math.round((tokens.expiresAt - Date.now()) / 1000) : '?'} s)`,
        );
        redirect(res, '/?notice=connected', { 'set-cookie': clear });
      } catch (error) {
        const code =
          error instanceof AuthorizationRefusedError ? error.code : isUnreachable(error) ? 'unreachable' : 'token_request_failed';
        log(
          `[oauth] callback failed: ${code} ${(error as Error).message} ${JSON.stringify((error as { cause?: unknown }).cause ?? null)}`,
        );
        redirect(res, `/?error=${encodeURIComponent(code)}`, { 'set-cookie': clear });
      }
      return;
    }

    if (method === 'POST' && url.pathname === '/disconnect') {
      await readBody(req, MAX_FORM_BYTES);
      try {
        await oauth.disconnect();
        log('[oauth] tokens revoked');
        redirect(res, '/?notice=disconnected');
      } catch (error) {
        log(`[oauth] revocation failed: ${(error as Error).message}`);
        redirect(res, '/?error=revocation_failed');
      }
      return;
    }

    if (method === 'GET' && url.pathname === '/invoices/new') {
      send(
        res,
        200,
        invoiceFormPage({
          form: sampleInvoice(),
          idempotencyKey: randomUUID(),
          connected: connected(),
          error: null,
          fieldErrors: [],
        }),
      );
      return;
    }

    if (method === 'POST' && url.pathname === '/invoices') {
      const { idempotency_key, ...form } = formFrom(await readBody(req, MAX_FORM_BYTES));
      // One key per rendering of the form: a double submit or a retry after a timeout is the same invoice.
      const key = /^[0-9a-f-]{36}$/.test(idempotency_key) ? idempotency_key : randomUUID();
      try {
        const pdf = await renderInvoicePdf(form);
        const body = prePaymentRequest(
          form,
          { fileName: `請求書_${form.invoice_number || 'demo'}.pdf`, bytes: pdf },
          returnUrl(form.partner_reference.trim() || null),
        );
        const created = await api.createPrePayment(body, key);
        state.sent.set(created.pre_id, created);
        log(`[api] pre-payment ${created.pre_id} created (${created.partner_reference ?? '-'}, ${created.amount} yen)`);
        redirect(res, `/invoices/${encodeURIComponent(created.pre_id)}`);
      } catch (error) {
        log(`[api] pre-payment refused: ${(error as Error).message}`);
        const fieldErrors = error instanceof PartnerApiError ? (error.body.errors ?? []) : [];
        // A refused request is not the invoice's first result: a corrected one gets a new key.
        send(
          res,
          error instanceof PartnerApiError && error.httpStatus < 500 ? 422 : 502,
          invoiceFormPage({ form, idempotencyKey: randomUUID(), connected: connected(), error: describe(error), fieldErrors }),
        );
      }
      return;
    }

    const sentMatch = /^\/invoices\/(pre_[A-Za-z0-9]{10,60})$/.exec(url.pathname);
    if (method === 'GET' && sentMatch) {
      const preId = sentMatch[1]!;
      let prePayment = state.sent.get(preId) ?? null;
      try {
        if (oauth.tokens) prePayment = await api.getPrePayment(preId);
      } catch {
        // The answer kept from the POST is enough to show.
      }
      if (!prePayment) throw new HttpError(404, 'この請求書は見つかりません。');
      send(res, 200, sentPage({ prePayment, events: state.eventsFor(preId), connected: connected() }));
      return;
    }

    if (method === 'GET' && url.pathname === '/status') {
      const { list, error } = await readPrePayments();
      send(
        res,
        200,
        statusPage({
          prePayments: list,
          error,
          events: state.events,
          rejectedWebhooks: state.rejectedWebhooks,
          connected: connected(),
        }),
      );
      return;
    }

    if (method === 'GET' && url.pathname === '/return') {
      const preId = url.searchParams.get('pre_id');
      const reference = url.searchParams.get('ref');
      let prePayment =
        (preId ? state.sent.get(preId) : undefined) ?? (reference ? state.findSentByReference(reference) : undefined) ?? null;
      let error: string | null = null;
      if (oauth.tokens) {
        try {
          const knownId = preId ?? prePayment?.pre_id ?? null;
          if (knownId) prePayment = await api.getPrePayment(knownId);
          else if (reference) prePayment = (await api.listPrePayments()).find((p) => p.partner_reference === reference) ?? null;
        } catch (e) {
          error = describe(e);
        }
      }
      send(
        res,
        200,
        returnPage({ prePayment, events: prePayment ? state.eventsFor(prePayment.pre_id) : [], error, connected: connected() }),
      );
      return;
    }

    if (method === 'POST' && url.pathname === '/webhooks') {
      const rawBody = await readBody(req, MAX_WEBHOOK_BYTES);
      const result = verifyWebhook({ secret: config.webhookSecret, headers: req.headers, rawBody, seen });
      if (result.ok) {
        const event = toReceivedEvent(result.id, result.event);
        state.recordEvent(event);
        log(
          `[webhook] ${event.type} ${event.id} pre=${event.preId ?? '-'} status=${event.paymentStatus ?? '-'} (signature verified)`,
        );
        send(res, 204, '', 'text/plain');
      } else if (result.reason === 'replayed') {
        // Already handled: acknowledge so the sender stops, and do nothing twice.
        log(`[webhook] duplicate ${String(req.headers['webhook-id'])} ignored`);
        send(res, 204, '', 'text/plain');
      } else {
        state.rejectedWebhooks += 1;
        log(`[webhook] rejected: ${result.reason}`);
        send(res, result.reason === 'bad_body' ? 400 : 401, JSON.stringify({ error: result.reason }), 'application/json');
      }
      return;
    }

    throw new HttpError(404, 'ページが見つかりません。');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500;
      if (status === 500) log(`[error] ${(error as Error)?.stack ?? String(error)}`);
      if (res.headersSent) {
        res.end();
        return;
      }
      const message = error instanceof HttpError ? error.message : describe(error);
      send(res, status, errorPage(status === 404 ? 'ページが見つかりません' : 'エラー', message, oauth.tokens !== null));
    });
  });
  return { server, oauth, state };
}
