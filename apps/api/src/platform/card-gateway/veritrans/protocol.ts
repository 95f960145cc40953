/**
 * VeriTrans4G connection API (接続 API, JSON over HTTPS): the wire format, pure and I/O free.
 * The adapter (veritrans-gateway.ts) and the simulator (../veritrans-simulator/) both import this
 * file, so the two sides can never drift apart. Keep the exports stable.
 *
 * Documents followed (DG Financial Technology, public developer site, read 2026-11):
 * - 「VeriTrans4G API接続ガイド」1.3.0 / 1.4.1 — https://www.veritrans.co.jp/docs/openapi/reference
 *   §「APIの利用方法 › 認証」: authHash = SHA-256 of マーチャントCCID + the minified `params`
 *   element + マーチャント認証鍵; the worked sample (PowerShell) signs
 *   {"orderId":"dummy1503015213","amount":"5","jpo":"10","withCapture":"false",
 *    "payNowIdParam":{"token":"0a812412-…"},"txnVersion":"2.0.0","dummyRequest":"1",
 *    "merchantCcid":"A100000000000000000000cc"} with CCID "A100000000000000000000cc" and key
 *   "abcdef0123456789…" (×4). So `txnVersion`, `dummyRequest` and `merchantCcid` live INSIDE
 *   `params`, after the command's own fields, every value is a string, and the card token goes in
 *   `payNowIdParam.token`. The sample prints the hex digest (BitConverter, "-" removed); the
 *   excerpt we could read publishes the inputs, not the resulting digest — see protocol.test.ts.
 * - 「決済シーケンス図 - クレジットカード」 — https://www.veritrans.co.jp/docs/openapi/sequence
 *   § 使用可能なコマンド一覧: CardAuthorize /Authorize/card, CardReauthorize /ReAuthorize/card,
 *   CardCapture /Capture/card, CardCancel /Cancel/card, MpiAuthorize /Authorize/mpi,
 *   MpiReauthorize /ReAuthorize/mpi, MpiGetResult /GetResult/mpi.
 * - 「検索機能(Search)」 — https://www.veritrans.co.jp/docs/mdk_guide/search.html
 *   SearchRequestDto (newerFlag, containDummyFlag, searchParameters.common.orderId) and
 *   SearchResponseDto (result, serviceType "search", mstatus, …). The connection-API path of the
 *   search command was not in what we could read: SEARCH_PATH below is our assumption, isolated
 *   in one constant (TODO: confirm against the API reference's "検索" section).
 * - 「3Dセキュア(3DS2.0)開発ガイド」 https://www.veritrans.co.jp/docs/credit/secure_3d.html and
 *   「本人認証サービス補足資料(3Dセキュア2.0対応版)」 https://www.veritrans.co.jp/docs/credit/secure_3d_tips.html:
 *   serviceOptionType mpi-none / mpi-complete (authorise only on RReq Y) / mpi-company (Y or A);
 *   MpiGetResultResponseDto carries cardMstatus and cardTransactionType (MDK .NET method list,
 *   https://www.veritrans.co.jp/trial/4g/Mdk4G_MethodList_NET-2.0.0.zip).
 * - 「決済結果コード一覧」 — https://www.veritrans.co.jp/docs/mdk_guide/result_list.html:
 *   mstatus is success / pending (通信エラーなどによる取引保留) / failure; vResultCode is 16
 *   characters, four 4-character blocks, block 1 = the main service (A001 card success, G001 MPI
 *   認可 success, G011A001… MPI 検証 + card 与信 success); MA/MB/MF codes come from the MDK itself.
 *   FAQ (https://www.veritrans.co.jp/trial/4g/faq/technical_question_3g.html): AE10 =
 *   「トランザクションが保留しました。」 (pending); NH36 / ACD3 = capture of an expired authorisation.
 * - 「POP カード登録」 (POP_Development_Guide_ex_card_register_guide-v1.4): card registration is a
 *   small 与信 (2 円) whose orderId later serves as 元取引ID for 再取引 — the flow the adapter uses,
 *   since the account (PayNowID) commands need a separate contract.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** The version the guide's sample sends; the connection API requires it in every `params`. */
export const TXN_VERSION = '2.0.0';

/** Test transactions: '1' (ダミー取引), production: '0'. */
export type DummyRequest = '0' | '1';

/** Assumed; see the header comment (検索). */
export const SEARCH_PATH = '/Search/common';

/** Command → path below the connection API base URL (決済シーケンス図, 使用可能なコマンド一覧). */
export const ENDPOINTS = {
  cardAuthorize: '/Authorize/card',
  cardReAuthorize: '/ReAuthorize/card',
  cardCapture: '/Capture/card',
  cardCancel: '/Cancel/card',
  mpiAuthorize: '/Authorize/mpi',
  mpiReAuthorize: '/ReAuthorize/mpi',
  mpiGetResult: '/GetResult/mpi',
  search: SEARCH_PATH,
} as const;

export type VeriTransCommand = keyof typeof ENDPOINTS;
export const COMMANDS = Object.keys(ENDPOINTS) as VeriTransCommand[];

/** The path → command map the simulator routes with. */
export function commandForPath(path: string): VeriTransCommand | null {
  return COMMANDS.find((command) => ENDPOINTS[command] === path) ?? null;
}

// ─── Requests ───────────────────────────────────────────────────────────────────────────────

/** Appended (in this order) to every command's own params, as in the guide's sample. */
export interface CommonParams {
  txnVersion: string;
  dummyRequest: DummyRequest;
  merchantCcid: string;
}

/** 3-D Secure rule: authorise only on a full authentication (Y) or also on an attempt (A). */
export type ServiceOptionType = 'mpi-none' | 'mpi-complete' | 'mpi-company';

/** All amounts are strings of whole yen ("5"), as in the guide's sample. */
export interface CardAuthorizeParams {
  orderId: string;
  amount: string;
  /** 支払い種別: "10" 一括払い. */
  jpo: string;
  withCapture: 'true' | 'false';
  payNowIdParam: { token: string };
}

/** 再取引: charge the card of a past transaction (元取引ID) without the card being re-entered. */
export interface CardReAuthorizeParams {
  orderId: string;
  originalOrderId: string;
  amount: string;
  jpo: string;
  withCapture: 'true' | 'false';
}

export interface CardCaptureParams {
  orderId: string;
  /** Omitted = the authorised amount; less = partial capture. */
  amount?: string;
}

/** Before capture: void. After capture: refund, of `amount` (partial) or everything. */
export interface CardCancelParams {
  orderId: string;
  amount?: string;
}

interface MpiCommon {
  orderId: string;
  amount: string;
  jpo: string;
  withCapture: 'true' | 'false';
  serviceOptionType: ServiceOptionType;
  /** Where the issuer's page sends the browser back (our return URL). */
  redirectionUri: string;
  /** 3DS 2.0 device channel: "02" = browser. */
  deviceChannel: '02';
}

export interface MpiAuthorizeParams extends MpiCommon {
  payNowIdParam: { token: string };
}

export interface MpiReAuthorizeParams extends MpiCommon {
  originalOrderId: string;
}

export interface MpiGetResultParams {
  orderId: string;
}

export interface SearchParams {
  /** "true": only the latest transaction of the order. */
  newerFlag: 'true' | 'false';
  /** "true": dummy (test) transactions are searched too. */
  containDummyFlag: 'true' | 'false';
  searchParameters: { common: { orderId: string } };
}

export interface CommandParams {
  cardAuthorize: CardAuthorizeParams;
  cardReAuthorize: CardReAuthorizeParams;
  cardCapture: CardCaptureParams;
  cardCancel: CardCancelParams;
  mpiAuthorize: MpiAuthorizeParams;
  mpiReAuthorize: MpiReAuthorizeParams;
  mpiGetResult: MpiGetResultParams;
  search: SearchParams;
}

export interface MerchantCredentials {
  ccid: string;
  key: string;
}

export interface SignedRequest<P> {
  params: P & CommonParams;
  authHash: string;
}

/** The command's params followed by txnVersion, dummyRequest, merchantCcid (the guide's order). */
export function withCommonParams<P extends object>(
  params: P,
  common: { ccid: string; dummyRequest: DummyRequest; txnVersion?: string },
): P & CommonParams {
  return {
    ...params,
    txnVersion: common.txnVersion ?? TXN_VERSION,
    dummyRequest: common.dummyRequest,
    merchantCcid: common.ccid,
  };
}

/** Minified JSON, keys in insertion order (what PowerShell's ConvertTo-Json -Compress emits). */
export function minifyParams(params: unknown): string {
  return JSON.stringify(params);
}

/** SHA-256 (lower-case hex) of CCID + minified params + merchant key. */
export function computeAuthHash(ccid: string, minifiedParams: string, key: string): string {
  return createHash('sha256').update(`${ccid}${minifiedParams}${key}`, 'utf8').digest('hex');
}

/**
 * Signs already-complete params (common params included; see withCommonParams). The key order of
 * `params` is kept as given: the body we send must serialise `params` exactly as it was hashed,
 * so send `serializeRequest(signed)`.
 */
export function signRequest<P extends object>(params: P, credentials: MerchantCredentials): { params: P; authHash: string } {
  return { params, authHash: computeAuthHash(credentials.ccid, minifyParams(params), credentials.key) };
}

/** The HTTP body: {"params":…,"authHash":"…"}. */
export function serializeRequest(request: { params: unknown; authHash: string }): string {
  return JSON.stringify({ params: request.params, authHash: request.authHash });
}

/**
 * For the receiving side (simulator): checks authHash over the params as they arrived. `rawBody`
 * is the HTTP body text; JSON.parse keeps key order, so re-minifying reproduces what was signed.
 * The hex digest is compared case-insensitively (the guide's sample prints BitConverter's
 * upper-case hex; we send lower-case).
 */
export function verifyAuthHash(
  rawBody: string,
  credentials: MerchantCredentials,
): { ok: true; params: Record<string, unknown> } | { ok: false; reason: string } {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: 'body is not JSON' };
  }
  const parsed = z.object({ params: z.record(z.string(), z.unknown()), authHash: z.string() }).safeParse(body);
  if (!parsed.success) return { ok: false, reason: 'params / authHash missing' };
  const { params, authHash } = parsed.data;
  if (params.merchantCcid !== credentials.ccid) return { ok: false, reason: 'unknown merchantCcid' };
  const expected = Buffer.from(computeAuthHash(credentials.ccid, minifyParams(params), credentials.key), 'utf8');
  const given = Buffer.from(authHash.toLowerCase(), 'utf8');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'authHash mismatch' };
  return { ok: true, params };
}

// ─── Responses ──────────────────────────────────────────────────────────────────────────────

export const MSTATUS = ['success', 'pending', 'failure'] as const;
export type Mstatus = (typeof MSTATUS)[number];

const optionalString = z.string().optional();

/**
 * The `result` element common to every command. zod's object() drops fields we do not list, so
 * nothing unexpected (or sensitive) travels further into our code or logs.
 */
export const resultSchema = z.object({
  mstatus: z.enum(MSTATUS),
  vResultCode: z.string(),
  merrMsg: optionalString,
  orderId: optionalString,
  serviceType: optionalString,
  txnVersion: optionalString,
  custTxn: optionalString,
  marchTxn: optionalString,
  /** Card: 承認番号 / 仕向け先コード / masked card number and expiry when returned. */
  authCode: optionalString,
  acquirerCode: optionalString,
  reqCardNumber: optionalString,
  reqCardExpire: optionalString,
  /** MPI: the HTML the browser must be given to reach the issuer (ACS) page. */
  resResponseContents: optionalString,
  /** MPI result: how the card 与信 that followed the authentication ended. */
  cardMstatus: optionalString,
  cardTransactionType: optionalString,
});
export type VeriTransResult = z.infer<typeof resultSchema>;

export const transactionInfoSchema = z.object({
  txnId: optionalString,
  command: optionalString,
  mstatus: optionalString,
  vResultCode: optionalString,
  amount: optionalString,
  txnDatetime: optionalString,
});

export const orderInfoSchema = z.object({
  orderId: z.string(),
  serviceTypeCd: optionalString,
  orderStatus: optionalString,
  lastSuccessTxnType: optionalString,
  successDetailTxnType: optionalString,
  /** Masked card number / expiry of the order's card, when the search returns them. */
  cardNumber: optionalString,
  cardExpire: optionalString,
  transactionInfos: z.object({ transactionInfo: z.array(transactionInfoSchema).default([]) }).optional(),
});
export type OrderInfo = z.infer<typeof orderInfoSchema>;

export const searchResultSchema = resultSchema.extend({
  orderInfos: z.object({ orderInfo: z.array(orderInfoSchema).default([]) }).optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export interface CommandResults {
  cardAuthorize: VeriTransResult;
  cardReAuthorize: VeriTransResult;
  cardCapture: VeriTransResult;
  cardCancel: VeriTransResult;
  mpiAuthorize: VeriTransResult;
  mpiReAuthorize: VeriTransResult;
  mpiGetResult: VeriTransResult;
  search: SearchResult;
}

/** The HTTP response body: {"result": {...}}. */
export function responseSchemaFor<C extends VeriTransCommand>(command: C) {
  return z.object({ result: command === 'search' ? searchResultSchema : resultSchema });
}

export class VeriTransProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VeriTransProtocolError';
  }
}

/** Validates a response body; throws VeriTransProtocolError (never echoing the body) if malformed. */
export function parseResponse<C extends VeriTransCommand>(command: C, body: unknown): CommandResults[C] {
  const parsed = responseSchemaFor(command).safeParse(body);
  if (!parsed.success) throw new VeriTransProtocolError(`malformed ${command} response`);
  return parsed.data.result as CommandResults[C];
}

/** The simulator's side: a response body in the documented shape. */
export function buildResponse<C extends VeriTransCommand>(_command: C, result: CommandResults[C]): { result: CommandResults[C] } {
  return { result };
}

// ─── Result codes ───────────────────────────────────────────────────────────────────────────

export type Classification = 'success' | 'pending' | 'decline' | 'error';

export interface ClassifiedResult {
  kind: Classification;
  /** Buyer-facing Japanese sentence (never the gateway's internal reason). */
  message: string;
}

export const VERITRANS_MESSAGES = {
  success: 'カード決済が完了しました。',
  challenge: 'カード会社の本人認証（3-Dセキュア）が必要です。画面の案内に従って認証してください。',
  pending: '決済の結果を確認しています。しばらくしてから画面を更新してください。',
  threeDsFailed: '本人認証（3-Dセキュア）に失敗しました。もう一度お試しいただくか、カード会社にお問い合わせください。',
  authorizationExpired: 'カードの与信の有効期限が切れています。もう一度お支払いの手続きをしてください。',
  declined: 'このカードはご利用いただけませんでした。カード会社にお問い合わせいただくか、別のカードをご利用ください。',
  systemError: '決済サービスで一時的なエラーが発生しました。しばらくしてからもう一度お試しください。',
  generic: 'カード決済を完了できませんでした。カード会社にお問い合わせください。',
} as const;

/**
 * Buyer-facing messages for the card declines whose cause the buyer can act on (決済結果コード一覧,
 * AG = the card company's answer). Others get VERITRANS_MESSAGES.declined: the card company, not
 * we, tells a cardholder why a card is blocked.
 */
export const CARD_DECLINE_MESSAGES: Readonly<Record<string, string>> = {
  AG39: 'カード会社の確認が必要なため、お支払いを完了できませんでした。カード会社にお問い合わせください。',
  AG41: 'セキュリティコードが正しくありません。カードを登録し直してからお試しください。',
  AG44: 'カードの利用可能額を超えています。カード会社にお問い合わせいただくか、別のカードをご利用ください。',
  AG45: 'カードの1日の利用限度額を超えています。日を改めるか、別のカードをご利用ください。',
  AG64: 'カードの有効期限が切れています。有効なカードを登録してください。',
};

/** The first 4-character block: the main service's result (決済結果コード一覧, VResultCode). */
export function primaryBlock(vResultCode: string): string {
  return vResultCode.slice(0, 4);
}

/** The 4-character blocks, in order (at most 4). */
export function resultBlocks(vResultCode: string): string[] {
  const blocks: string[] = [];
  for (let i = 0; i < vResultCode.length && blocks.length < 4; i += 4) blocks.push(vResultCode.slice(i, i + 4));
  return blocks;
}

/**
 * The card company's own code when 3-D Secure authenticated (G011) and the card 与信 that followed
 * did not succeed (G011 + a block other than 0000/A001): that answer, not the authentication,
 * decides the outcome and the buyer's sentence. Null otherwise.
 */
export function cardResultAfterAuthentication(vResultCode: string): string | null {
  const blocks = resultBlocks(vResultCode);
  if (blocks[0] !== 'G011' || !blocks[1] || blocks[1] === '0000' || blocks[1] === 'A001') return null;
  return vResultCode.slice(4);
}

/**
 * mstatus decides the outcome (決済結果コード一覧: success / pending / failure); vResultCode picks
 * the sentence. Only families we can cite are mapped:
 * - A001 card success; G001 MPI 認可 success (a challenge follows → pending); G011 MPI 検証 success
 *   (block 2 then carries the card result, e.g. G011A001 = authenticated and authorised);
 * - AE10 トランザクション保留 → pending; NH36 / ACD3 → expired authorisation;
 * - MA / MB / MF: raised by the MDK/client side itself → error (not the card's fault);
 * - G0xx / G1xx other than the above on failure → 3-D Secure failure.
 * Anything else on failure is a decline with the generic decline sentence.
 */
export function classify(mstatus: string, vResultCode: string): ClassifiedResult {
  const blocks = resultBlocks(vResultCode);
  const first = blocks[0] ?? '';
  if (mstatus === 'success') {
    if (first === 'G001') return { kind: 'pending', message: VERITRANS_MESSAGES.challenge };
    const cardResult = cardResultAfterAuthentication(vResultCode);
    if (cardResult !== null) return classify('failure', cardResult);
    return { kind: 'success', message: VERITRANS_MESSAGES.success };
  }
  if (mstatus === 'pending' || first === 'AE10') return { kind: 'pending', message: VERITRANS_MESSAGES.pending };
  if (mstatus !== 'failure') return { kind: 'error', message: VERITRANS_MESSAGES.systemError };
  if (/^M[ABF]/.test(first)) return { kind: 'error', message: VERITRANS_MESSAGES.systemError };
  if (first === 'NH36' || first === 'ACD3') return { kind: 'decline', message: VERITRANS_MESSAGES.authorizationExpired };
  if (/^G/.test(first)) return { kind: 'decline', message: VERITRANS_MESSAGES.threeDsFailed };
  if (CARD_DECLINE_MESSAGES[first]) return { kind: 'decline', message: CARD_DECLINE_MESSAGES[first] };
  if (/^A/.test(first) || /^N/.test(first)) return { kind: 'decline', message: VERITRANS_MESSAGES.declined };
  return { kind: 'decline', message: VERITRANS_MESSAGES.generic };
}

/** Is this string a VeriTrans vResultCode (16 characters, 4 blocks)? */
export function isVResultCode(code: string): boolean {
  return /^[A-Z0-9]{16}$/.test(code);
}

// ─── Search interpretation (shared with the simulator) ──────────────────────────────────────

/**
 * The `command` a search's transactionInfo carries for each kind of state change. The card
 * authorisation that follows a 3-D Secure authentication shows as an Authorize/ReAuthorize whose
 * vResultCode has an A001 block (e.g. G011A001…). Assumed names (the 検索 guide lists the field,
 * not its values in what we could read); the simulator must answer with the same ones.
 */
export const SEARCH_TXN_COMMANDS = {
  authorize: ['Authorize', 'ReAuthorize'],
  capture: ['Capture'],
  cancel: ['Cancel'],
} as const;

export type SearchTxnKind = keyof typeof SEARCH_TXN_COMMANDS;

export function findOrder(search: SearchResult, orderId: string): OrderInfo | null {
  return search.orderInfos?.orderInfo.find((order) => order.orderId === orderId) ?? null;
}

/** Successful transactions of one kind, oldest first, as the search listed them. */
export function successfulTransactions(order: OrderInfo, kind: SearchTxnKind): z.infer<typeof transactionInfoSchema>[] {
  const names: readonly string[] = SEARCH_TXN_COMMANDS[kind];
  return (order.transactionInfos?.transactionInfo ?? []).filter(
    (txn) =>
      txn.mstatus === 'success' &&
      txn.command !== undefined &&
      names.includes(txn.command) &&
      (kind !== 'authorize' || resultBlocks(txn.vResultCode ?? '').includes('A001')),
  );
}
