import { ManualClock } from '../../clock.ts';
import { createVeritransSimulator } from './plugin.ts';
import { SIMULATOR_TEST_CARDS, type SimulatorBehaviour } from './test-cards.ts';

/* Test fixtures shared by the simulator's own suite, the adapter's contract suite and the embedded transport's. */

/** One merchant's credentials, the same on both sides of a test (adapter and simulator). */
export const TEST_MERCHANT: { readonly ccid: string; readonly merchantKey: string; readonly tokenApiKey: string } = {
  ccid: 'A100000000000001069999cc',
  merchantKey: 'merchant-key-for-tests',
  tokenApiKey: 'token-api-key-for-tests',
};

/** The simulator's test card with this behaviour (and decline code, where several share one). */
export function testCard(behaviour: SimulatorBehaviour, declineCode?: string): string {
  const found = SIMULATOR_TEST_CARDS.find((c) => c.behaviour === behaviour && (!declineCode || c.declineCode === declineCode));
  if (!found) throw new Error(`no simulator test card behaves as ${behaviour}${declineCode ? ` (${declineCode})` : ''}`);
  return found.number;
}

/** A simulator on a manual clock with TEST_MERCHANT's credentials. */
export function simulatorForTests(options: { slowAnswerMs: number; stateFile?: string; now?: Date }) {
  const clock = new ManualClock(options.now ?? new Date('2026-11-22T03:00:00Z'));
  const simulator = createVeritransSimulator({
    isProduction: false,
    merchantCcid: TEST_MERCHANT.ccid,
    merchantKey: TEST_MERCHANT.merchantKey,
    tokenApiKey: TEST_MERCHANT.tokenApiKey,
    clock,
    slowAnswerMs: options.slowAnswerMs,
    ...(options.stateFile ? { stateFile: options.stateFile } : {}),
  });
  return { clock, simulator };
}
