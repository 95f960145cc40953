import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { type Clock, systemClock } from '../../clock.ts';
import { ENDPOINTS, type VeriTransCommand, buildResponse, COMMANDS, verifyAuthHash } from '../veritrans/protocol.ts';
import { acsChallengePage, acsClosedPage } from './acs-page.ts';
import { SIMULATOR_CODES, type SimOrder, type SimulatorSnapshot, VeritransSimulatorState } from './simulator-state.ts';
import type { MaskStyle, TokenRequest } from './token-server.ts';

/** MDKトークン 開発ガイド: the token endpoint (https://api.veritrans.co.jp/4gtoken). */
export const TOKEN_PATH = '/4gtoken';
/** Connection API bases: production and test accounts (…/paynow/v2, …/test-paynow/v2). */
export const CONNECTION_BASES = ['/paynow/v2', '/test-paynow/v2'] as const;
export const ACS_PATH = '/acs';

export interface VeritransSimulatorOptions {
  /** The simulator refuses to exist in production: a real deployment talks to VeriTrans. */
  isProduction: boolean;
  merchantCcid: string;
  merchantKey: string;
  tokenApiKey: string;
  clock?: Clock;
  /** How late the 'slow' test card's answers come. Default 3 s. */
  slowAnswerMs?: number;
  /** Origin the browser reaches the simulator at (ACS links); '' = the app's own origin. */
  publicBaseUrl?: string;
  /** Browser origins allowed to call the token endpoint across origins (CORS). */
  allowedOrigins?: readonly string[];
  maskStyle?: MaskStyle;
  /**
   * Where orders are kept between restarts (embedded `npm start`: DATA_DIR), written after every
   * command and challenge; unset = memory only (tests, a cluster's simulator process).
   */
  stateFile?: string | undefined;
}

export interface VeritransSimulator {
  state: VeritransSimulatorState;
  options: VeritransSimulatorOptions;
  /**
   * Connection API requests that passed the authHash check, per orderId and command (repeats and
   * refusals included, searches by their orderId): what a test counts to see how often the
   * merchant asked, which the order's transactions alone cannot tell (a repeat answers the first).
   */
  requests: Map<string, Partial<Record<VeriTransCommand, number>>>;
}

export function createVeritransSimulator(options: VeritransSimulatorOptions): VeritransSimulator {
  if (options.isProduction) throw new Error('the VeriTrans4G simulator cannot run in production');
  const state = new VeritransSimulatorState(options.clock ?? systemClock, options.tokenApiKey, options.maskStyle);
  if (options.stateFile && existsSync(options.stateFile)) {
    state.restore(JSON.parse(readFileSync(options.stateFile, 'utf8')) as SimulatorSnapshot);
  }
  return { state, options, requests: new Map() };
}

/** Writes the state file (whole, then renamed: a crash mid-write leaves the previous one). */
function persist(simulator: VeritransSimulator): void {
  const file = simulator.options.stateFile;
  if (!file) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(simulator.state.snapshot()));
  renameSync(`${file}.tmp`, file);
}

/** The orderId a connection API request is about (a search names it in its parameters). */
function requestOrderId(command: VeriTransCommand, params: Record<string, unknown>): string {
  if (command !== 'search') return typeof params['orderId'] === 'string' ? params['orderId'] : '';
  const search = params['searchParameters'] as { common?: { orderId?: unknown } } | undefined;
  return typeof search?.common?.orderId === 'string' ? search.common.orderId : '';
}

/** Sends the browser back to the merchant with the orderId added; a relative return URL stays relative. */
function returnTo(redirectionUri: string, orderId: string): string {
  const relative = redirectionUri.startsWith('/') && !redirectionUri.startsWith('//');
  const url = new URL(redirectionUri, 'http://merchant.invalid');
  url.searchParams.set('orderId', orderId);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

function isReturnable(redirectionUri: string): boolean {
  if (redirectionUri.startsWith('/') && !redirectionUri.startsWith('//')) return true;
  try {
    const { protocol } = new URL(redirectionUri);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}

/**
 * The simulator's HTTP face, a Fastify plugin so it mounts in the embedded app (under a prefix)
 * or alone (serve.ts). It speaks VeriTrans4G's wire format: the MDK token endpoint, the connection
 * API (authHash-verified JSON {params, authHash} → {result}), and the MPI issuer (ACS) page.
 * No route logs a body (the token request carries a card number).
 */
export function veritransSimulatorPlugin(simulator: VeritransSimulator): FastifyPluginAsync {
  const { state, options } = simulator;
  const credentials = { ccid: options.merchantCcid, key: options.merchantKey };
  const slowAnswerMs = options.slowAnswerMs ?? 3_000;
  const allowedOrigins = new Set(options.allowedOrigins ?? []);

  return async (app) => {
    // Raw text in, so authHash is checked over the params exactly as they arrived.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
      done(null, body);
    });
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });
    state.acsUrl = (challengeId) => `${options.publicBaseUrl ?? ''}${app.prefix}${ACS_PATH}/${encodeURIComponent(challengeId)}`;

    // ─── MDK token ────────────────────────────────────────────────────────────────────────

    const cors = (origin: string | undefined, reply: FastifyReply) => {
      if (origin && allowedOrigins.has(origin)) {
        reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
      }
    };
    app.options(TOKEN_PATH, async (req, reply) => {
      cors(req.headers.origin, reply);
      return reply
        .header('access-control-allow-methods', 'POST')
        .header('access-control-allow-headers', 'content-type, accept')
        .code(204)
        .send();
    });
    app.post(TOKEN_PATH, async (req, reply) => {
      cors(req.headers.origin, reply);
      let request: TokenRequest;
      try {
        request = JSON.parse(typeof req.body === 'string' ? req.body : '') as TokenRequest;
      } catch {
        request = {};
      }
      if (typeof request !== 'object' || request === null) request = {};
      const { http, body } = state.tokens.issue(request, request.lang === 'en' ? 'en' : 'ja');
      return reply.code(http).send(body);
    });

    // ─── Connection API ──────────────────────────────────────────────────────────────────

    const handle = (command: VeriTransCommand) => async (req: { body: unknown }, reply: FastifyReply) => {
      const verified = verifyAuthHash(typeof req.body === 'string' ? req.body : '', credentials);
      if (!verified.ok) {
        return reply.code(401).send(
          buildResponse(command, {
            mstatus: 'failure',
            vResultCode: SIMULATOR_CODES.authHashError,
            merrMsg: '認証に失敗しました。',
          }),
        );
      }
      const orderId = requestOrderId(command, verified.params);
      const counts = simulator.requests.get(orderId) ?? {};
      counts[command] = (counts[command] ?? 0) + 1;
      simulator.requests.set(orderId, counts);
      const outcome = state.execute(command, verified.params);
      persist(simulator);
      if (outcome.delivery === 'drop') {
        // Committed, then the connection is reset before a byte of the answer is written.
        reply.hijack();
        reply.raw.destroy();
        return reply;
      }
      if (outcome.delivery === 'slow') await delay(slowAnswerMs);
      return reply.code(200).send(buildResponse(command, outcome.result));
    };
    for (const base of CONNECTION_BASES) {
      for (const command of COMMANDS) app.post(`${base}${ENDPOINTS[command]}`, handle(command));
    }

    // ─── MPI issuer (ACS) page ───────────────────────────────────────────────────────────

    const finish = (reply: FastifyReply, order: SimOrder) => {
      if (!order.mpi || !isReturnable(order.mpi.redirectionUri)) return sendHtml(reply, 409, acsClosedPage());
      return reply.redirect(returnTo(order.mpi.redirectionUri, order.orderId), 303);
    };

    app.get<{ Params: { challengeId: string } }>(`${ACS_PATH}/:challengeId`, async (req, reply) => {
      const order = state.challenge(req.params.challengeId);
      if (!order?.mpi) return sendHtml(reply, 404, acsClosedPage());
      if (order.mpi.outcome !== 'pending') return finish(reply, order);
      if (state.isFrictionless(order)) {
        // No challenge for this card: the issuer lets the browser straight through.
        const passed = state.completeChallenge(req.params.challengeId, 'authenticate');
        persist(simulator);
        return finish(reply, passed ?? order);
      }
      return sendHtml(
        reply,
        200,
        acsChallengePage({
          action: `${app.prefix}${ACS_PATH}/${encodeURIComponent(req.params.challengeId)}`,
          amount: order.amount,
          maskedNumber: order.card.maskedNumber,
        }),
      );
    });

    app.post<{ Params: { challengeId: string }; Body: { action?: string } }>(`${ACS_PATH}/:challengeId`, async (req, reply) => {
      const action = req.body?.action;
      if (action !== 'authenticate' && action !== 'cancel') return sendHtml(reply, 400, acsClosedPage());
      const order = state.completeChallenge(req.params.challengeId, action);
      persist(simulator);
      if (!order?.mpi) return sendHtml(reply, 404, acsClosedPage());
      return finish(reply, order);
    });
  };
}
