import { randomBytes, randomInt } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import {
  type CommandResults,
  type OrderInfo,
  type SearchResult,
  TXN_VERSION,
  type VeriTransCommand,
  type VeriTransResult,
} from '../veritrans/protocol.ts';
import { responseContents } from './acs-page.ts';
import { CARD_RESULT_MESSAGES, vResultCode } from './test-cards.ts';
import { type MaskStyle, type TokenisedCard, TokenServer, jstTimestamp } from './token-server.ts';

/**
 * Codes the simulator answers with where the public documents we could read give none (README.md,
 * "open points"). They use the 'SIM' prefix on purpose, so nobody mistakes them for VeriTrans's.
 */
export const SIMULATOR_CODES = {
  /** authHash missing or wrong, or an unknown merchantCcid. Answered with HTTP 401. */
  authHashError: 'SIM0000000000000',
  orderNotFound: 'SIM1000000000000',
  /** The order's state does not allow the command (capture after cancel, cancel twice, …). */
  invalidState: 'SIM2000000000000',
  /** More than is left: capture above the authorisation, refund above what remains captured. */
  amountExceeded: 'SIM3000000000000',
  invalidParams: 'SIM4000000000000',
  /** The orderId already belongs to an order made by another command. */
  orderIdInUse: 'SIM5000000000000',
  searchOk: '0000000000000000',
} as const;

/** FAQ 3g_qno_24: token wrong, already used, older than 15 minutes, or made with another key. */
export const TOKEN_NOT_USABLE = { code: vResultCode('OC09'), message: 'トークンからカード情報を取得できませんでした。' };
/** 決済結果コード一覧: G001 MPI 認可 success; G011 MPI 検証 success followed by the card result. */
export const MPI_AUTHORIZED = vResultCode('G001');
/** 3-D Secure 2.0 authentication failed (password wrong / cancelled). */
export const MPI_AUTH_FAILED = { code: vResultCode('GE31'), message: '本人認証に失敗しました。' };

export type OrderStatus =
  'challenge_pending' | 'challenge_failed' | 'authenticated' | 'declined' | 'authorized' | 'captured' | 'cancelled';

/** orderStatus as the search answers it. */
const SEARCH_ORDER_STATUS: Record<OrderStatus, string> = {
  challenge_pending: 'pending',
  challenge_failed: 'failure',
  authenticated: 'authenticate',
  declined: 'failure',
  authorized: 'authorize',
  captured: 'capture',
  cancelled: 'cancel',
};

export interface SimTransaction {
  txnId: string;
  /** Authorize / ReAuthorize / Capture / Cancel (protocol.ts SEARCH_TXN_COMMANDS). */
  command: string;
  mstatus: string;
  vResultCode: string;
  amount: number;
  at: Date;
}

export interface MpiState {
  challengeId: string;
  redirectionUri: string;
  serviceOptionType: string;
  outcome: 'pending' | 'passed' | 'failed';
  /** The order's answer to GetResult once the browser is done. */
  result?: VeriTransResult;
}

export interface SimOrder {
  orderId: string;
  service: 'card' | 'mpi';
  createdBy: VeriTransCommand;
  card: TokenisedCard;
  amount: number;
  withCapture: boolean;
  status: OrderStatus;
  authorizedAmount: number;
  capturedAmount: number;
  refundedAmount: number;
  transactions: SimTransaction[];
  /** First answer per command, for the commands a repeat must not carry out again. */
  firstResults: Partial<Record<VeriTransCommand, VeriTransResult>>;
  /** 'lost' card: commands whose first answer has already been dropped. */
  dropped: Set<VeriTransCommand>;
  mpi?: MpiState;
}

export interface SimulatorSnapshot {
  orders: (Omit<SimOrder, 'dropped'> & { dropped: VeriTransCommand[] })[];
  challenges: [string, string][];
}

/** How the HTTP layer must deliver an answer. */
export type Delivery = 'normal' | 'slow' | 'drop';

export interface Outcome<C extends VeriTransCommand = VeriTransCommand> {
  result: CommandResults[C];
  delivery: Delivery;
}

type Params = Record<string, unknown>;

const AMOUNT = /^[1-9]\d{0,7}$/;

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function amountOf(value: unknown): number | null {
  return typeof value === 'string' && AMOUNT.test(value) ? Number(value) : null;
}

function tokenOf(params: Params): string | null {
  const nested = params['payNowIdParam'];
  if (nested && typeof nested === 'object') return str((nested as Params)['token']);
  return str(params['token']);
}

function txnId(): string {
  return randomBytes(10).toString('hex');
}

/**
 * The simulated acquirer: MDK token server plus the connection API's orders, authorisations,
 * captures and refunds, all in memory. No HTTP here (plugin.ts speaks the wire); every method is
 * synchronous, so a command is committed before its answer is sent, slowly or not at all.
 */
export class VeritransSimulatorState {
  readonly tokens: TokenServer;
  readonly orders = new Map<string, SimOrder>();
  readonly #challenges = new Map<string, string>();
  /** Where the browser reaches the ACS page of a challenge; set by the HTTP layer (plugin.ts). */
  acsUrl: (challengeId: string) => string = (challengeId) => `/acs/${encodeURIComponent(challengeId)}`;

  constructor(
    readonly clock: Clock,
    tokenApiKey: string,
    maskStyle: MaskStyle = 'first6last2',
  ) {
    this.tokens = new TokenServer(clock, tokenApiKey, maskStyle);
  }

  execute(command: VeriTransCommand, params: Params): Outcome {
    if (params['txnVersion'] !== TXN_VERSION) {
      return this.#bare(
        command.startsWith('mpi') ? 'mpi' : 'card',
        SIMULATOR_CODES.invalidParams,
        'txnVersion が正しくありません。',
      );
    }
    switch (command) {
      case 'cardAuthorize':
        return this.#authorize(command, params, 'card');
      case 'mpiAuthorize':
        return this.#authorize(command, params, 'mpi');
      case 'cardReAuthorize':
        return this.#authorize(command, params, 'card');
      case 'mpiReAuthorize':
        return this.#authorize(command, params, 'mpi');
      case 'cardCapture':
        return this.#capture(params);
      case 'cardCancel':
        return this.#cancel(params);
      case 'mpiGetResult':
        return this.#getResult(params);
      case 'search':
        return { result: this.#search(params), delivery: 'normal' };
    }
  }

  /**
   * Orders and challenges as plain JSON (what a restart of `npm start` must still know: an
   * authorisation taken before it is captured after it). Tokens are not kept: they live 15 minutes.
   */
  snapshot(): SimulatorSnapshot {
    return {
      orders: [...this.orders.values()].map((order) => ({ ...order, dropped: [...order.dropped] })),
      challenges: [...this.#challenges.entries()],
    };
  }

  restore(snapshot: SimulatorSnapshot): void {
    for (const order of snapshot.orders) {
      this.orders.set(order.orderId, {
        ...order,
        dropped: new Set(order.dropped),
        transactions: order.transactions.map((txn) => ({ ...txn, at: new Date(txn.at) })),
      });
    }
    for (const [challengeId, orderId] of snapshot.challenges) this.#challenges.set(challengeId, orderId);
  }

  /** The order behind an ACS page, if the challenge exists. */
  challenge(challengeId: string): SimOrder | undefined {
    const orderId = this.#challenges.get(challengeId);
    return orderId === undefined ? undefined : this.orders.get(orderId);
  }

  /**
   * The browser's answer on the ACS page. Idempotent: a second submission changes nothing. A
   * 'challenge_fail' card fails whatever is pressed; frictionless cards pass without a press.
   */
  completeChallenge(challengeId: string, action: 'authenticate' | 'cancel'): SimOrder | undefined {
    const order = this.challenge(challengeId);
    if (!order?.mpi || order.mpi.outcome !== 'pending') return order;
    const passed = action === 'authenticate' && order.card.behaviour !== 'challenge_fail';
    if (!passed) {
      order.mpi.outcome = 'failed';
      order.status = 'challenge_failed';
      order.mpi.result = this.#result(order, 'mpi', 'failure', MPI_AUTH_FAILED.code, MPI_AUTH_FAILED.message);
      this.#record(order, txnName(order), 'failure', MPI_AUTH_FAILED.code, order.amount);
      return order;
    }
    order.mpi.outcome = 'passed';
    if (order.mpi.serviceOptionType === 'mpi-none') {
      // 単体認証: authentication only; the merchant authorises separately. Nothing is charged.
      order.status = 'authenticated';
      order.mpi.result = this.#result(order, 'mpi', 'success', vResultCode('G011'), CARD_RESULT_MESSAGES['A001'] ?? '');
      return order;
    }
    const card = this.#authorizeCard(order, true);
    order.mpi.result = {
      ...this.#result(order, 'mpi', 'success', vResultCode('G011', primaryOf(card.vResultCode)), card.merrMsg ?? ''),
      cardMstatus: card.mstatus,
      cardTransactionType: order.withCapture ? 'ax' : 'a',
      ...(card.authCode ? { authCode: card.authCode } : {}),
    };
    return order;
  }

  /** Frictionless cards (no challenge on the test card) pass as soon as the browser arrives. */
  isFrictionless(order: SimOrder): boolean {
    return order.card.behaviour !== 'challenge_pass' && order.card.behaviour !== 'challenge_fail';
  }

  // ─── Commands ─────────────────────────────────────────────────────────────────────────────

  #authorize(command: VeriTransCommand, params: Params, service: 'card' | 'mpi'): Outcome {
    const orderId = str(params['orderId']);
    if (!orderId) return this.#bare(service, SIMULATOR_CODES.invalidParams, 'orderId がありません。');
    const existing = this.orders.get(orderId);
    if (existing) {
      // Idempotent by orderId: the first answer, never a second authorisation.
      const first = existing.firstResults[command];
      if (!first)
        return this.#bare(service, SIMULATOR_CODES.orderIdInUse, 'このオーダーIDは別の取引で使用されています。', orderId);
      return this.#deliver(existing, command, first);
    }
    const amount = amountOf(params['amount']);
    const withCapture = params['withCapture'] === 'true';
    if (amount === null) return this.#bare(service, SIMULATOR_CODES.invalidParams, '金額が正しくありません。', orderId);
    if (service === 'mpi' && !str(params['redirectionUri'])) {
      return this.#bare(service, SIMULATOR_CODES.invalidParams, 'redirectionUri がありません。', orderId);
    }

    let card: TokenisedCard | null;
    if (command === 'cardReAuthorize' || command === 'mpiReAuthorize') {
      const original = this.orders.get(str(params['originalOrderId']) ?? '');
      const usable = original?.transactions.some((t) => t.mstatus === 'success');
      if (!original || !usable) return this.#bare(service, SIMULATOR_CODES.orderNotFound, '元取引が見つかりません。', orderId);
      card = original.card;
    } else {
      const token = tokenOf(params);
      card = token ? this.tokens.consume(token) : null;
      // Nothing is committed for an unusable token: there is no card to make an order with.
      if (!card) return this.#bare(service, TOKEN_NOT_USABLE.code, TOKEN_NOT_USABLE.message, orderId);
    }

    const order: SimOrder = {
      orderId,
      service,
      createdBy: command,
      card,
      amount,
      withCapture,
      status: 'declined',
      authorizedAmount: 0,
      capturedAmount: 0,
      refundedAmount: 0,
      transactions: [],
      firstResults: {},
      dropped: new Set(),
    };
    this.orders.set(orderId, order);

    let result: VeriTransResult;
    if (service === 'card') {
      result = this.#authorizeCard(order, false);
    } else {
      const challengeId = randomBytes(16).toString('base64url');
      this.#challenges.set(challengeId, orderId);
      order.status = 'challenge_pending';
      order.mpi = {
        challengeId,
        redirectionUri: str(params['redirectionUri']) ?? '',
        serviceOptionType: str(params['serviceOptionType']) ?? 'mpi-complete',
        outcome: 'pending',
      };
      result = {
        ...this.#result(order, 'mpi', 'success', MPI_AUTHORIZED, '本人認証の画面へお進みください。'),
        resResponseContents: responseContents(this.acsUrl(challengeId)),
      };
    }
    order.firstResults[command] = result;
    return this.#deliver(order, command, result);
  }

  /**
   * The card 与信 itself, directly or after a passed 3-D Secure. Commits before answering. The
   * search lists it as Authorize / ReAuthorize; after 3-D Secure its code is G011 + the card block.
   */
  #authorizeCard(order: SimOrder, afterMpi: boolean): VeriTransResult {
    const { card } = order;
    const searchCode = (block: string) => (afterMpi ? vResultCode('G011', block) : vResultCode(block));
    if (card.behaviour === 'decline' && (card.declinesAbove === undefined || order.amount > card.declinesAbove)) {
      const block = card.declineCode ?? 'AG33';
      order.status = 'declined';
      this.#record(order, txnName(order), 'failure', searchCode(block), order.amount);
      return this.#result(order, 'card', 'failure', vResultCode(block), CARD_RESULT_MESSAGES[block] ?? '');
    }
    order.status = order.withCapture ? 'captured' : 'authorized';
    order.authorizedAmount = order.amount;
    if (order.withCapture) order.capturedAmount = order.amount;
    this.#record(order, txnName(order), 'success', searchCode('A001'), order.amount);
    return {
      ...this.#result(order, 'card', 'success', vResultCode('A001'), CARD_RESULT_MESSAGES['A001'] ?? ''),
      authCode: authCode(),
    };
  }

  #capture(params: Params): Outcome {
    const order = this.orders.get(str(params['orderId']) ?? '');
    if (!order) return this.#bare('card', SIMULATOR_CODES.orderNotFound, '取引が見つかりません。', str(params['orderId']));
    // A repeat of a capture that went through answers the same, and captures nothing more.
    const first = order.firstResults.cardCapture;
    if (order.status === 'captured' && first) return this.#deliver(order, 'cardCapture', first);
    if (order.status !== 'authorized') {
      return this.#deliver(
        order,
        'cardCapture',
        this.#failure(order, SIMULATOR_CODES.invalidState, 'この取引は売上できません。'),
      );
    }
    const requested = params['amount'] === undefined ? order.authorizedAmount : amountOf(params['amount']);
    if (requested === null)
      return this.#deliver(order, 'cardCapture', this.#failure(order, SIMULATOR_CODES.invalidParams, '金額が正しくありません。'));
    if (requested > order.authorizedAmount) {
      return this.#deliver(
        order,
        'cardCapture',
        this.#failure(order, SIMULATOR_CODES.amountExceeded, '与信額を超えて売上できません。'),
      );
    }
    order.capturedAmount = requested;
    order.status = 'captured';
    const code = vResultCode('A001');
    this.#record(order, 'Capture', 'success', code, requested);
    const result = this.#result(order, 'card', 'success', code, CARD_RESULT_MESSAGES['A001'] ?? '');
    order.firstResults.cardCapture = result;
    return this.#deliver(order, 'cardCapture', result);
  }

  /** Before capture: void (the whole authorisation). After: refund `amount`, or all that remains. */
  #cancel(params: Params): Outcome {
    const order = this.orders.get(str(params['orderId']) ?? '');
    if (!order) return this.#bare('card', SIMULATOR_CODES.orderNotFound, '取引が見つかりません。', str(params['orderId']));
    const requested = params['amount'] === undefined ? null : amountOf(params['amount']);
    if (params['amount'] !== undefined && requested === null) {
      return this.#deliver(order, 'cardCancel', this.#failure(order, SIMULATOR_CODES.invalidParams, '金額が正しくありません。'));
    }
    const code = vResultCode('A001');
    if (order.status === 'authorized') {
      if (requested !== null && requested !== order.authorizedAmount) {
        return this.#deliver(
          order,
          'cardCancel',
          this.#failure(order, SIMULATOR_CODES.amountExceeded, '与信の取消は全額で行ってください。'),
        );
      }
      order.status = 'cancelled';
      this.#record(order, 'Cancel', 'success', code, order.authorizedAmount);
      return this.#deliver(order, 'cardCancel', this.#result(order, 'card', 'success', code, CARD_RESULT_MESSAGES['A001'] ?? ''));
    }
    if (order.status === 'cancelled' && order.capturedAmount > 0) {
      // Refunded in full already: nothing remains to refund.
      return this.#deliver(
        order,
        'cardCancel',
        this.#failure(order, SIMULATOR_CODES.amountExceeded, '返金額が売上の残額を超えています。'),
      );
    }
    if (order.status !== 'captured') {
      return this.#deliver(order, 'cardCancel', this.#failure(order, SIMULATOR_CODES.invalidState, 'この取引は取消できません。'));
    }
    const remaining = order.capturedAmount - order.refundedAmount;
    const refund = requested ?? remaining;
    if (refund > remaining) {
      return this.#deliver(
        order,
        'cardCancel',
        this.#failure(order, SIMULATOR_CODES.amountExceeded, '返金額が売上の残額を超えています。'),
      );
    }
    order.refundedAmount += refund;
    if (order.refundedAmount === order.capturedAmount) order.status = 'cancelled';
    this.#record(order, 'Cancel', 'success', code, refund);
    return this.#deliver(order, 'cardCancel', this.#result(order, 'card', 'success', code, CARD_RESULT_MESSAGES['A001'] ?? ''));
  }

  #getResult(params: Params): Outcome {
    const order = this.orders.get(str(params['orderId']) ?? '');
    if (!order?.mpi) return this.#bare('mpi', SIMULATOR_CODES.orderNotFound, '取引が見つかりません。', str(params['orderId']));
    if (order.mpi.result) return this.#deliver(order, 'mpiGetResult', order.mpi.result);
    // The browser has not finished the issuer's page yet.
    return this.#deliver(
      order,
      'mpiGetResult',
      this.#result(order, 'mpi', 'pending', MPI_AUTHORIZED, '本人認証が完了していません。'),
    );
  }

  #search(params: Params): SearchResult {
    const search = params['searchParameters'] as { common?: { orderId?: unknown } } | undefined;
    const orderId = str(search?.common?.orderId);
    const order = orderId ? this.orders.get(orderId) : undefined;
    const orderInfo: OrderInfo[] = order ? [searchView(order, params['newerFlag'] === 'true')] : [];
    return {
      mstatus: 'success',
      vResultCode: SIMULATOR_CODES.searchOk,
      merrMsg: orderInfo.length ? '検索が完了しました。' : '該当する取引はありません。',
      serviceType: 'search',
      txnVersion: TXN_VERSION,
      orderInfos: { orderInfo },
    };
  }

  // ─── Helpers ──────────────────────────────────────────────────────────────────────────────

  /** 'slow' cards answer late, 'lost' cards drop the first answer of each command. */
  #deliver(order: SimOrder, command: VeriTransCommand, result: VeriTransResult): Outcome {
    if (order.card.behaviour === 'slow') return { result, delivery: 'slow' };
    if (order.card.behaviour === 'lost' && !order.dropped.has(command)) {
      order.dropped.add(command);
      return { result, delivery: 'drop' };
    }
    return { result, delivery: 'normal' };
  }

  #record(order: SimOrder, command: string, mstatus: string, code: string, amount: number): void {
    order.transactions.push({ txnId: txnId(), command, mstatus, vResultCode: code, amount, at: this.clock.now() });
  }

  #result(order: SimOrder, service: 'card' | 'mpi', mstatus: 'success' | 'failure' | 'pending', code: string, message: string) {
    return {
      mstatus,
      vResultCode: code,
      merrMsg: message,
      orderId: order.orderId,
      serviceType: service,
      txnVersion: TXN_VERSION,
      custTxn: txnId(),
      marchTxn: txnId(),
      reqCardNumber: order.card.maskedNumber,
      reqCardExpire: `${String(order.card.expiryMonth).padStart(2, '0')}/${String(order.card.expiryYear % 100).padStart(2, '0')}`,
    } satisfies VeriTransResult;
  }

  #failure(order: SimOrder, code: string, message: string): VeriTransResult {
    return this.#result(order, 'card', 'failure', code, message);
  }

  /** An answer with no order behind it (bad params, unknown order, unusable token). */
  #bare(service: 'card' | 'mpi', code: string, message: string, orderId?: string | null): Outcome {
    return {
      result: {
        mstatus: 'failure',
        vResultCode: code,
        merrMsg: message,
        serviceType: service,
        txnVersion: TXN_VERSION,
        ...(orderId ? { orderId } : {}),
      },
      delivery: 'normal',
    };
  }
}

/** The search's name for an order's authorisation. */
function txnName(order: SimOrder): string {
  return order.createdBy === 'cardReAuthorize' || order.createdBy === 'mpiReAuthorize' ? 'ReAuthorize' : 'Authorize';
}

function primaryOf(code: string): string {
  return code.slice(0, 4);
}

function authCode(): string {
  return String(randomInt(0, 10_000_000)).padStart(7, '0');
}

function searchView(order: SimOrder, newerOnly: boolean): OrderInfo {
  const all = order.transactions.map((t) => ({
    txnId: t.txnId,
    command: t.command,
    mstatus: t.mstatus,
    vResultCode: t.vResultCode,
    amount: String(t.amount),
    txnDatetime: jstTimestamp(t.at),
  }));
  const lastSuccess = [...order.transactions].reverse().find((t) => t.mstatus === 'success');
  return {
    orderId: order.orderId,
    serviceTypeCd: order.service,
    orderStatus: SEARCH_ORDER_STATUS[order.status],
    ...(lastSuccess ? { lastSuccessTxnType: lastSuccess.command } : {}),
    cardNumber: order.card.maskedNumber,
    cardExpire: `${String(order.card.expiryMonth).padStart(2, '0')}/${String(order.card.expiryYear % 100).padStart(2, '0')}`,
    transactionInfos: { transactionInfo: newerOnly ? all.slice(-1) : all },
  };
}
