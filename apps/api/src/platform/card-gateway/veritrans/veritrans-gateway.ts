import { randomUUID } from 'node:crypto';
import type { CardBrandCode } from '@icp/domain';
import {
  type AuthorizeResult,
  type CardGateway,
  CardGatewayError,
  type ChallengeResult,
  type OperationResult,
  type RegisteredCard,
} from '../card-gateway.ts';
import { RESULT_CODES, RESULT_MESSAGES } from '../result-codes.ts';
import {
  cardResultAfterAuthentication,
  classify,
  type CommandParams,
  type CommandResults,
  type DummyRequest,
  ENDPOINTS,
  findOrder,
  type OrderInfo,
  parseResponse,
  resultBlocks,
  serializeRequest,
  type ServiceOptionType,
  signRequest,
  successfulTransactions,
  VERITRANS_MESSAGES,
  type VeriTransCommand,
  withCommonParams,
} from './protocol.ts';
import { RecentResults } from './recent-results.ts';

/** How many recent authorisations and refunds the adapter remembers for same-process repeats. */
const RECENT_RESULTS_KEPT = 5_000;

export interface VeriTransConfig {
  /** Connection API base URL (no trailing slash), e.g. the test or production host's /4gapi root. */
  baseUrl: string;
  ccid: string;
  merchantKey: string;
  /** For the browser's token request; the server never uses it, wiring hands it to the page. */
  tokenApiKey: string;
  /** true = every request carries dummyRequest "1" (test transactions). Production: false. */
  dummyRequest: boolean;
  timeoutMs: number;
  /** Where the browser is sent to get the issuer's page; `${challengeBaseUrl}/${orderId}`. */
  challengeBaseUrl: string;
  /**
   * true when the acquirer's pages are on our own origin (the embedded simulator): return URLs
   * stay paths, so the buyer comes back to the host they typed. Default false (VeriTrans: absolute).
   */
  sameOrigin?: boolean;
  /** Default true: 3-D Secure 2.0 through the MPI commands (required for card payments since 2025-04). */
  threeDSecure?: boolean;
  /** Default mpi-complete (authorise only on a full authentication). */
  serviceOptionType?: ServiceOptionType;
  /** The small 与信 that proves a card at registration (POP カード登録 uses 2 円). Default 2. */
  verificationAmount?: number;
}

/**
 * What is wrong with a configuration (empty = usable). In production, test transactions
 * (dummyRequest) are refused and the endpoints must be https. For the wiring step (issue 15 §1).
 */
export function veriTransConfigProblems(config: Partial<VeriTransConfig>, { production }: { production: boolean }): string[] {
  const problems: string[] = [];
  for (const name of ['baseUrl', 'ccid', 'merchantKey', 'tokenApiKey', 'challengeBaseUrl'] as const) {
    if (!config[name]) problems.push(`${name} is missing`);
  }
  if (!(typeof config.timeoutMs === 'number' && config.timeoutMs > 0)) problems.push('timeoutMs must be a positive number');
  if (production && config.dummyRequest !== false) problems.push('dummyRequest must be off in production');
  if (production) {
    for (const name of ['baseUrl', 'challengeBaseUrl'] as const) {
      if (config[name] && !config[name].startsWith('https://')) problems.push(`${name} must be https in production`);
    }
  }
  return problems;
}

export interface VeriTransLogger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

/** The issuer-page HTML (resResponseContents) per orderId, served by a route at challengeBaseUrl. */
export interface ChallengeStore {
  put(orderId: string, html: string): Promise<void>;
  get(orderId: string): Promise<string | undefined>;
}

export class InMemoryChallengeStore implements ChallengeStore {
  private readonly pages = new Map<string, string>();
  async put(orderId: string, html: string): Promise<void> {
    this.pages.set(orderId, html);
  }
  async get(orderId: string): Promise<string | undefined> {
    return this.pages.get(orderId);
  }
}

export interface VeriTransDeps {
  fetch: typeof fetch;
  logger: VeriTransLogger;
  challengeStore?: ChallengeStore;
  /** orderIds for card registrations (半角英数, "-", "_", ≤ 100). */
  newOrderId?: () => string;
  now?: () => number;
}

type Answer<C extends VeriTransCommand> = { kind: 'answer'; result: CommandResults[C] } | { kind: 'unknown'; reason: string };

const JPO_LUMP_SUM = '10';
const isAmount = (amount: number) => Number.isSafeInteger(amount) && amount > 0 && amount <= 99_999_999;
const fail = (resultCode: string): OperationResult => ({ ok: false, resultCode });

function brandFromMasked(masked: string): CardBrandCode | null {
  if (/^35/.test(masked)) return 'JCB';
  if (/^36/.test(masked)) return 'DINERS';
  if (/^37/.test(masked)) return 'AMEX';
  if (/^4/.test(masked)) return 'VISA';
  if (/^5/.test(masked)) return 'MASTER';
  return null;
}

/** "MM/YY" (CardParam.cardExpire format) → month and four-digit year. */
function parseExpiry(value: string | undefined): { expiryMonth: number; expiryYear: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { expiryMonth: month, expiryYear: 2000 + Number(match[2]) };
}

/**
 * CardGateway over the VeriTrans4G connection API. `orderId` is the acquirer's idempotency key:
 * an outcome we did not hear (timeout, reset, 5xx, unreadable answer) is never retried blindly —
 * the order is searched first and we continue from what the acquirer recorded. What the acquirer
 * answers to a reused orderId is not in the documents we could read (the guides only require it to
 * be unique per transaction); the simulator answers the first result. Either way (refusal or first
 * result) a resend after "not found" cannot authorise twice, which is all this adapter relies on;
 * a resend that is refused is not taken for a decline: the order is searched again (authorizeOnce).
 * A new adapter process (our in-memory repeats gone) that reuses an orderId gets whatever the
 * acquirer answers, so callers keep one orderId per payment attempt and never reuse it.
 */
export class VeriTransCardGateway implements CardGateway {
  readonly sameOrigin: boolean;
  private readonly challengeStore: ChallengeStore;
  private readonly newOrderId: () => string;
  private readonly now: () => number;
  /**
   * Same-process repeats answer without a second request (authorize by orderId, refund by refundId).
   * Bounded: a repeat comes within seconds of the first call, and a long-running process must not
   * keep every payment it ever made; an evicted key falls back to the acquirer's search, as a repeat
   * from another process does.
   */
  private readonly authorizations = new RecentResults<AuthorizeResult>(RECENT_RESULTS_KEPT);
  private readonly refunds = new RecentResults<OperationResult>(RECENT_RESULTS_KEPT);

  constructor(
    private readonly config: VeriTransConfig,
    private readonly deps: VeriTransDeps,
  ) {
    this.sameOrigin = config.sameOrigin ?? false;
    this.challengeStore = deps.challengeStore ?? new InMemoryChallengeStore();
    this.newOrderId = deps.newOrderId ?? (() => `card-${randomUUID()}`);
    this.now = deps.now ?? (() => performance.now());
  }

  get tokenApiKey(): string {
    return this.config.tokenApiKey;
  }

  // ─── CardGateway ──────────────────────────────────────────────────────────────────────────

  /**
   * A one-time token becomes a reusable card reference: a small 与信 with the token (its orderId is
   * the 元取引ID later 再取引 commands charge), immediately voided.
   */
  async registerCard({ token }: { token: string; customerRef: string }): Promise<RegisteredCard> {
    const orderId = this.newOrderId();
    const amount = String(this.config.verificationAmount ?? 2);
    const answer = await this.call('cardAuthorize', orderId, {
      orderId,
      amount,
      jpo: JPO_LUMP_SUM,
      withCapture: 'false',
      payNowIdParam: { token },
    });
    let masked: string | undefined;
    let expiry: string | undefined;
    if (answer.kind === 'answer') {
      const verdict = classify(answer.result.mstatus, answer.result.vResultCode);
      if (verdict.kind !== 'success') {
        if (verdict.kind === 'pending') return this.registrationFromLookup(orderId);
        throw new CardGatewayError(answer.result.vResultCode, `card registration ${verdict.kind}`);
      }
      masked = answer.result.reqCardNumber;
      expiry = answer.result.reqCardExpire;
    } else {
      // The token is single-use: never send it again. What did the acquirer record?
      return this.registrationFromLookup(orderId);
    }
    if (masked === undefined || expiry === undefined) {
      const order = await this.lookup(orderId);
      masked ??= order?.cardNumber;
      expiry ??= order?.cardExpire;
    }
    await this.voidVerification(orderId);
    return this.registeredCard(orderId, masked, expiry);
  }

  async authorize(input: { cardRef: string; amount: number; orderId: string; returnUrl: string }): Promise<AuthorizeResult> {
    const earlier = this.authorizations.get(input.orderId);
    if (earlier) return earlier;
    if (!isAmount(input.amount)) throw new CardGatewayError(RESULT_CODES.invalidAmount);
    const result = await this.authorizeOnce(input, true);
    if (result.outcome !== 'declined') this.authorizations.set(input.orderId, result);
    return result;
  }

  async completeChallenge({ authId }: { authId: string }): Promise<ChallengeResult> {
    const answer = await this.call('mpiGetResult', authId, { orderId: authId });
    if (answer.kind === 'unknown') return this.challengeFromLookup(authId);
    const { mstatus, vResultCode, cardMstatus } = answer.result;
    const verdict = classify(mstatus, vResultCode);
    if (verdict.kind === 'success' && (cardMstatus === undefined || cardMstatus === 'success')) {
      return { outcome: 'authorized', authId, resultCode: vResultCode };
    }
    if (verdict.kind === 'pending' || verdict.kind === 'error' || cardMstatus === 'pending') {
      return this.challengeFromLookup(authId);
    }
    return { outcome: 'declined', resultCode: vResultCode };
  }

  async capture({ authId, amount }: { authId: string; amount: number }): Promise<OperationResult> {
    if (!isAmount(amount)) return fail(RESULT_CODES.invalidAmount);
    // An authorisation is captured once: any successful capture on the order is this one.
    return this.stateChange('cardCapture', authId, { orderId: authId, amount: String(amount) }, 'capture', 0);
  }

  /**
   * Void before capture: Cancel/card without an amount cancels the whole authorisation. A refusal
   * is searched: an order that holds nothing (its 3-D Secure never finished or failed, so no card
   * 与信 followed) or that is already voided has nothing left to release, and answers done.
   */
  async cancel({ authId }: { authId: string }): Promise<OperationResult> {
    const result = await this.stateChange('cardCancel', authId, { orderId: authId }, 'cancel', 0);
    if (result.ok) return result;
    const order = await this.lookup(authId).catch(() => null);
    if (!order) return result;
    const heldNothing = successfulTransactions(order, 'authorize').length === 0;
    // Refused because an earlier attempt (whose answer died with its process) already voided it.
    const voidedAlready =
      successfulTransactions(order, 'cancel').length > 0 && successfulTransactions(order, 'capture').length === 0;
    if (heldNothing || voidedAlready) return { ok: true, resultCode: RESULT_CODES.success };
    return result;
  }

  /** After capture, Cancel/card with an amount refunds that much (partial) — or everything. */
  async refund({ authId, amount, refundId }: { authId: string; amount: number; refundId: string }): Promise<OperationResult> {
    const earlier = this.refunds.get(refundId);
    if (earlier) return earlier;
    if (!isAmount(amount)) return fail(RESULT_CODES.invalidAmount);
    // Several partial refunds can exist: count them first, so a lost answer is judged against it.
    const order = await this.lookup(authId);
    if (!order) return fail(RESULT_CODES.cardNotFound);
    const before = successfulTransactions(order, 'cancel').length;
    let result = await this.stateChange('cardCancel', authId, { orderId: authId, amount: String(amount) }, 'cancel', before);
    if (!result.ok && this.refundedAlready(order, amount)) {
      // Refused because it is done: a refund of this amount on the order, and less than it left.
      // An earlier process asked, the acquirer refunded, and the answer died with that process
      // (our refundId memory is per process). Callers refund a payment once (gateway-operations.ts).
      result = { ok: true, resultCode: RESULT_CODES.success };
    }
    if (result.ok) this.refunds.set(refundId, result);
    return result;
  }

  /** A successful refund of exactly `amount` on the order, and less than `amount` still captured. */
  private refundedAlready(order: OrderInfo, amount: number): boolean {
    const sum = (kind: 'capture' | 'cancel') =>
      successfulTransactions(order, kind).reduce((total, txn) => total + Number(txn.amount ?? 0), 0);
    const refunds = successfulTransactions(order, 'cancel').filter((txn) => Number(txn.amount ?? 0) === amount);
    return sum('capture') > 0 && refunds.length > 0 && sum('capture') - sum('cancel') < amount;
  }

  resultMessage(code: string): string {
    const neutral = (RESULT_MESSAGES as Record<string, string>)[code];
    if (neutral) return neutral;
    const blocks = resultBlocks(code);
    if (blocks[0] === 'A001' || (blocks[0] === 'G011' && blocks[1] === 'A001')) return VERITRANS_MESSAGES.success;
    if (blocks[0] === 'G001') return VERITRANS_MESSAGES.challenge;
    if (!/^[A-Z0-9]{16}$/.test(code)) return VERITRANS_MESSAGES.generic;
    return classify('failure', cardResultAfterAuthentication(code) ?? code).message;
  }

  // ─── Flows ────────────────────────────────────────────────────────────────────────────────

  private async authorizeOnce(
    input: { cardRef: string; amount: number; orderId: string; returnUrl: string },
    mayResend: boolean,
  ): Promise<AuthorizeResult> {
    const { cardRef, orderId, returnUrl } = input;
    const amount = String(input.amount);
    const answer =
      this.config.threeDSecure === false
        ? await this.call('cardReAuthorize', orderId, {
            orderId,
            originalOrderId: cardRef,
            amount,
            jpo: JPO_LUMP_SUM,
            withCapture: 'false',
          })
        : await this.call('mpiReAuthorize', orderId, {
            orderId,
            originalOrderId: cardRef,
            amount,
            jpo: JPO_LUMP_SUM,
            withCapture: 'false',
            serviceOptionType: this.config.serviceOptionType ?? 'mpi-complete',
            redirectionUri: returnUrl,
            deviceChannel: '02',
          });
    if (answer.kind === 'answer') {
      const { mstatus, vResultCode, resResponseContents } = answer.result;
      const verdict = classify(mstatus, vResultCode);
      if (verdict.kind === 'success') return { outcome: 'authorized', authId: orderId, resultCode: vResultCode };
      if (verdict.kind === 'pending' && resultBlocks(vResultCode)[0] === 'G001' && resResponseContents) {
        await this.challengeStore.put(orderId, resResponseContents);
        return {
          outcome: 'challenge_required',
          authId: orderId,
          challengeUrl: this.challengeUrl(orderId),
          resultCode: vResultCode,
        };
      }
      // A resend's refusal may be the acquirer refusing the orderId our first attempt already used.
      if (verdict.kind === 'decline' && mayResend) return { outcome: 'declined', resultCode: vResultCode };
      // pending / error: fall through to the lookup — an earlier attempt may own this orderId.
    }
    const order = await this.lookup(orderId);
    if (order && successfulTransactions(order, 'authorize').length > 0) {
      return { outcome: 'authorized', authId: orderId, resultCode: RESULT_CODES.success };
    }
    if (order && answer.kind === 'answer' && classify(answer.result.mstatus, answer.result.vResultCode).kind === 'decline') {
      // A resend declined, and no authorisation on the order: a real decline.
      return { outcome: 'declined', resultCode: answer.result.vResultCode };
    }
    if (order) {
      // The acquirer has the order but no card authorisation: a 3-D Secure authentication whose
      // issuer page we never received, or a decline. Either way: not charged, not resendable.
      this.deps.logger.warn({ orderId, command: 'search' }, 'veritrans order exists without authorisation');
      throw new CardGatewayError(RESULT_CODES.systemError, 'authorisation outcome not recoverable');
    }
    if (answer.kind === 'answer') return { outcome: 'declined', resultCode: answer.result.vResultCode };
    if (!mayResend) throw new CardGatewayError(RESULT_CODES.systemError, 'authorisation outcome unknown');
    // Not found: the request never reached the acquirer. Resending with the same orderId is safe.
    return this.authorizeOnce(input, false);
  }

  private async challengeFromLookup(orderId: string): Promise<ChallengeResult> {
    const order = await this.lookup(orderId);
    if (order && successfulTransactions(order, 'authorize').length > 0) {
      return { outcome: 'authorized', authId: orderId, resultCode: RESULT_CODES.success };
    }
    if (!order) throw new CardGatewayError(RESULT_CODES.systemError, '3-D Secure result unknown');
    return { outcome: 'declined', resultCode: RESULT_CODES.threeDsFailed };
  }

  private async registrationFromLookup(orderId: string): Promise<RegisteredCard> {
    const order = await this.lookup(orderId);
    if (!order || successfulTransactions(order, 'authorize').length === 0) {
      throw new CardGatewayError(RESULT_CODES.systemError, 'card registration outcome unknown');
    }
    await this.voidVerification(orderId);
    return this.registeredCard(orderId, order.cardNumber, order.cardExpire);
  }

  /**
   * The masked number VeriTrans returns (token server `req_card_number`, Authorize `reqCardNumber`,
   * search `cardNumber`) shows the first 6 and the LAST 2 digits only ("411111********11", as the
   * MDK token guide's sample answer shows): the last 4 digits are not available from the acquirer.
   * Least surprising without trusting the browser: `last4` keeps the masked number's own last four
   * characters ("**11"), so the UI shows exactly what VeriTrans discloses. A masked form that shows 4
   * digits ("…1111") gives them unchanged. Showing real last 4 digits needs the browser to send them
   * (the card form has the number before tokenising) — a wiring decision outside this adapter.
   */
  private registeredCard(orderId: string, masked: string | undefined, expiry: string | undefined): RegisteredCard {
    const tail = masked?.slice(-4) ?? '';
    const last4 = /^[\d*]{2}\d{2}$/.test(tail) ? tail : '';
    const brand = masked ? brandFromMasked(masked) : null;
    const parsedExpiry = parseExpiry(expiry);
    if (last4 === '' || !brand || !parsedExpiry) {
      throw new CardGatewayError(RESULT_CODES.systemError, 'card details missing from the acquirer answer');
    }
    return { cardRef: orderId, brand, last4, ...parsedExpiry };
  }

  /** Best effort: a verification 与信 left standing expires on its own. */
  private async voidVerification(orderId: string): Promise<void> {
    const result = await this.stateChange('cardCancel', orderId, { orderId }, 'cancel', 0).catch(() =>
      fail(RESULT_CODES.systemError),
    );
    if (!result.ok) this.deps.logger.warn({ orderId, command: 'cardCancel' }, 'verification authorisation not voided');
  }

  /**
   * Capture / void / refund. Unknown outcome → search: one more successful transaction of that kind
   * than `before` (what the order had when we sent) means it happened; otherwise the request was
   * lost and is sent once more, after the lookup, never blindly.
   */
  private async stateChange<C extends 'cardCapture' | 'cardCancel'>(
    command: C,
    orderId: string,
    params: CommandParams[C],
    kind: 'capture' | 'cancel',
    before: number,
  ): Promise<OperationResult> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await this.call(command, orderId, params);
      if (answer.kind === 'answer') {
        const verdict = classify(answer.result.mstatus, answer.result.vResultCode);
        if (verdict.kind === 'success') return { ok: true, resultCode: answer.result.vResultCode };
        if (verdict.kind !== 'pending') return fail(answer.result.vResultCode);
      }
      const order = await this.lookup(orderId);
      if (!order) return fail(RESULT_CODES.cardNotFound);
      if (successfulTransactions(order, kind).length > before) return { ok: true, resultCode: RESULT_CODES.success };
    }
    return fail(RESULT_CODES.systemError);
  }

  // ─── Transport ────────────────────────────────────────────────────────────────────────────

  private challengeUrl(orderId: string): string {
    return `${this.config.challengeBaseUrl}/${encodeURIComponent(orderId)}`;
  }

  /** Search by orderId. null = the acquirer does not know the order. Throws if the search itself fails. */
  private async lookup(orderId: string): Promise<OrderInfo | null> {
    const answer = await this.call('search', orderId, {
      newerFlag: 'false',
      containDummyFlag: this.config.dummyRequest ? 'true' : 'false',
      searchParameters: { common: { orderId } },
    });
    if (answer.kind === 'unknown') throw new CardGatewayError(RESULT_CODES.systemError, 'acquirer unreachable');
    return findOrder(answer.result, orderId);
  }

  private async call<C extends VeriTransCommand>(command: C, orderId: string, params: CommandParams[C]): Promise<Answer<C>> {
    const dummyRequest: DummyRequest = this.config.dummyRequest ? '1' : '0';
    const signed = signRequest(withCommonParams(params, { ccid: this.config.ccid, dummyRequest }), {
      ccid: this.config.ccid,
      key: this.config.merchantKey,
    });
    const started = this.now();
    const log = (fields: Record<string, unknown>) =>
      this.deps.logger.info({ orderId, command, latencyMs: Math.round(this.now() - started), ...fields }, 'veritrans call');
    let response: Response;
    try {
      response = await this.deps.fetch(`${this.config.baseUrl}${ENDPOINTS[command]}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
        body: serializeRequest(signed),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError') ? 'timeout' : 'network';
      log({ outcome: 'unknown', reason });
      return { kind: 'unknown', reason };
    }
    if (response.status >= 500) {
      log({ outcome: 'unknown', reason: `http ${response.status}` });
      return { kind: 'unknown', reason: `http ${response.status}` };
    }
    if (!response.ok) {
      log({ outcome: 'rejected', httpStatus: response.status });
      throw new CardGatewayError(RESULT_CODES.systemError, `veritrans ${command} http ${response.status}`);
    }
    let result: CommandResults[C];
    try {
      result = parseResponse(command, await response.json());
    } catch {
      log({ outcome: 'unknown', reason: 'unreadable answer' });
      return { kind: 'unknown', reason: 'unreadable answer' };
    }
    log({ mstatus: result.mstatus, vResultCode: result.vResultCode });
    return { kind: 'answer', result };
  }
}
