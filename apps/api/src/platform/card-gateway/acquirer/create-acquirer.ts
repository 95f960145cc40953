import { join } from 'node:path';
import Fastify from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.ts';
import type { Clock } from '../../clock.ts';
import { InMemoryChallengeStore, type ChallengeStore, VeriTransCardGateway } from '../veritrans/veritrans-gateway.ts';
import { createVeritransSimulator, type VeritransSimulator, veritransSimulatorPlugin } from '../veritrans-simulator/plugin.ts';
import { inProcessFetch } from './in-process-fetch.ts';

/** Where the acquirer's browser-facing pages live on our origin: the challenge page and the return. */
export const GATEWAY_PREFIX = '/gateway';
export const CHALLENGE_PAGE_PATH = `${GATEWAY_PREFIX}/3ds`;
export const CHALLENGE_RETURN_PATH = `${GATEWAY_PREFIX}/3ds-return`;
/** The embedded simulator's connection API and token endpoint below GATEWAY_PREFIX (a test account's). */
const SIMULATOR_API_PATH = `${GATEWAY_PREFIX}/test-paynow/v2`;
const SIMULATOR_TOKEN_PATH = `${GATEWAY_PREFIX}/4gtoken`;

/**
 * The embedded simulator's merchant credentials. Development values, public on purpose: the
 * simulator takes no money, and production refuses to start without VeriTrans's own (config.ts).
 */
export const EMBEDDED_SIMULATOR_CREDENTIALS = {
  ccid: 'A100000000000001069999cc',
  merchantKey: 'embedded-simulator-merchant-key-not-a-secret',
  tokenApiKey: 'embedded-simulator-token-api-key',
} as const;

export interface CardAcquirer {
  gateway: VeriTransCardGateway;
  /** What the card form needs to tokenise (GET /invoices/credit_cards/token_config). */
  tokenConfig: { token_url: string; token_api_key: string };
  /** The issuers' pages (resResponseContents) the challenge route serves, by orderId. */
  challengeStore: ChallengeStore;
  /** Embedded mode only: the simulator whose pages app.ts mounts under GATEWAY_PREFIX. */
  embeddedSimulator: VeritransSimulator | null;
  /** Origins the browser reaches besides ours: the token endpoint (connect-src), issuers' pages (form-action). */
  browserOrigins: { token: string[]; threeDs: string[] };
}

export interface AcquirerOptions {
  clock: Clock;
  log: FastifyBaseLogger;
  challengeStore?: ChallengeStore;
  /**
   * Embedded mode only. 'in-process' (the server): the adapter's requests go to this process's
   * simulator without a socket. 'running-server' (an ops command in another process): they go over
   * HTTP to the simulator the running server mounts, so both see the same authorisations.
   */
  embeddedAccess?: 'in-process' | 'running-server';
}

/**
 * The card acquirer the app runs against: VeriTrans4G through the one adapter, whether the other
 * end is VeriTrans itself, a shared simulator process (a cluster) or the simulator embedded in this
 * process (npm start, tests). Only the transport and the credentials differ.
 */
export function createCardAcquirer(config: Config, options: AcquirerOptions): CardAcquirer {
  const acquirer = config.cardAcquirer;
  const challengeStore = options.challengeStore ?? new InMemoryChallengeStore();
  const logger = options.log.child({ module: 'veritrans' });
  if (acquirer.kind === 'veritrans') {
    const gateway = new VeriTransCardGateway(
      {
        baseUrl: acquirer.apiUrl,
        ccid: acquirer.ccid,
        merchantKey: acquirer.merchantKey,
        tokenApiKey: acquirer.tokenApiKey,
        dummyRequest: acquirer.dummyRequest,
        timeoutMs: acquirer.timeoutMs,
        challengeBaseUrl: `${config.publicUrl}${CHALLENGE_PAGE_PATH}`,
      },
      { fetch: globalThis.fetch, logger, challengeStore },
    );
    return {
      gateway,
      tokenConfig: { token_url: acquirer.tokenUrl, token_api_key: acquirer.tokenApiKey },
      challengeStore,
      embeddedSimulator: null,
      browserOrigins: { token: [new URL(acquirer.tokenUrl).origin], threeDs: acquirer.threeDsOrigins },
    };
  }

  if (config.isProduction) throw new Error('production needs VeriTrans4G credentials (VERITRANS_*)');
  const simulator = createVeritransSimulator({
    isProduction: false,
    merchantCcid: EMBEDDED_SIMULATOR_CREDENTIALS.ccid,
    merchantKey: EMBEDDED_SIMULATOR_CREDENTIALS.merchantKey,
    tokenApiKey: EMBEDDED_SIMULATOR_CREDENTIALS.tokenApiKey,
    clock: options.clock,
    // npm start keeps the simulator's orders beside its database, so a restart can still capture.
    stateFile: config.env === 'test' ? undefined : join(config.dataDir, 'veritrans-simulator.json'),
  });
  let fetchImpl: typeof fetch;
  let baseUrl: string;
  if (options.embeddedAccess === 'running-server') {
    fetchImpl = globalThis.fetch;
    baseUrl = `http://127.0.0.1:${config.port}${SIMULATOR_API_PATH}`;
  } else {
    // A socketless instance of the same plugin, under the same prefix, so the issuer links it
    // writes are the ones the app serves.
    const simulatorApp = Fastify({ logger: false });
    void simulatorApp.register(veritransSimulatorPlugin(simulator), { prefix: GATEWAY_PREFIX });
    fetchImpl = inProcessFetch(simulatorApp);
    baseUrl = `http://embedded-simulator${SIMULATOR_API_PATH}`;
  }
  const gateway = new VeriTransCardGateway(
    {
      baseUrl,
      ccid: EMBEDDED_SIMULATOR_CREDENTIALS.ccid,
      merchantKey: EMBEDDED_SIMULATOR_CREDENTIALS.merchantKey,
      tokenApiKey: EMBEDDED_SIMULATOR_CREDENTIALS.tokenApiKey,
      dummyRequest: true,
      timeoutMs: acquirer.timeoutMs,
      challengeBaseUrl: CHALLENGE_PAGE_PATH,
      sameOrigin: true,
    },
    { fetch: fetchImpl, logger, challengeStore },
  );
  return {
    gateway,
    tokenConfig: { token_url: SIMULATOR_TOKEN_PATH, token_api_key: EMBEDDED_SIMULATOR_CREDENTIALS.tokenApiKey },
    challengeStore,
    embeddedSimulator: simulator,
    browserOrigins: { token: [], threeDs: [] },
  };
}
