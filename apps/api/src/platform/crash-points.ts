/**
 * Named instants where bench/crash-safety.mjs kills the process (kill -9 from inside, at exactly
 * that instant): after the approval row is written, right after the gateway answers, inside the
 * transaction creating a payment, right after a capture, and after a refund before it is recorded.
 * CRASH_AT names one of them; unset (always, outside that bench) `crashPoint` does nothing.
 * Production refuses to start with CRASH_AT set.
 */
export const CRASH_POINTS = [
  'approval-written',
  'gateway-answered',
  'invoice-creating',
  'capture-answered',
  'refund-answered',
] as const;
export type CrashPoint = (typeof CRASH_POINTS)[number];

const armed = process.env['CRASH_AT'];
if (armed !== undefined && armed !== '') {
  if (process.env['NODE_ENV'] === 'production') throw new Error('CRASH_AT is a test switch and cannot be set in production');
  if (!(CRASH_POINTS as readonly string[]).includes(armed)) throw new Error(`CRASH_AT must be one of ${CRASH_POINTS.join(', ')}`);
}

export function crashPoint(point: CrashPoint): void {
  if (armed === point) process.kill(process.pid, 'SIGKILL');
}
