import { EXAMINATION_STALE_MESSAGE } from '@icp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLogs, invoiceStatusHistory, invoices, ledgerEntries } from '../../db/schema.ts';
import { type Session } from '../../testing/fixtures.ts';
import { createdPayment, twoBuyersAtBaseTime } from '../../testing/invoice-fixtures.ts';
import { operatorSession } from '../../testing/operators.ts';
import type { TestApp } from '../../testing/test-app.ts';

/*
 * Two examiners acting on one payment at once: one wins, the other gets 409 with a clear
 * message, and nothing is doubled. Meaningful on PostgreSQL (TEST_DATABASE_URL), where the two
 * requests really run side by side; on PGlite they queue, and the outcome must be the same.
 */
let t: TestApp;
let a: Session & { buyerId: number };
let first: Awaited<ReturnType<typeof operatorSession>>;
let second: Awaited<ReturnType<typeof operatorSession>>;

beforeAll(async () => {
  ({ t, a } = await twoBuyersAtBaseTime());
  first = await operatorSession(t, ['examiner'], { name: '審査 一郎' });
  second = await operatorSession(t, ['examiner'], { name: '審査 二郎' });
});
afterAll(() => t.close());

const act = (headers: Record<string, string>, id: number, action: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/ops/examination/${id}/${action}`, headers, payload: body });
const screen = { expected_status: 'InProgress', expected_action_required: false } as const;

describe('two examiners at once', () => {
  it('complete twice: one 200, one 409, one capture at the gateway and in the ledger', async () => {
    const capture = vi.spyOn(t.deps.cardGateway!, 'capture');
    for (let round = 0; round < 3; round++) {
      const { id } = await createdPayment(t, a);
      capture.mockClear();
      const answers = await Promise.all([
        act(first.headers, id, 'complete', screen),
        act(second.headers, id, 'complete', screen),
      ]);
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes, answers.map((r) => r.body).join('\n')).toEqual([200, 409]);
      const loser = answers.find((r) => r.statusCode === 409)!;
      expect(loser.json().message).toBe(EXAMINATION_STALE_MESSAGE);
      expect(capture).toHaveBeenCalledTimes(1);
      const captures = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.invoiceId, id));
      // One capture posting: hold → card, clearing → payable, and its commission.
      expect(captures.filter((e) => e.entryType === 'capture')).toHaveLength(2);
      expect(captures.filter((e) => e.entryType === 'commission')).toHaveLength(1);
      const moves = await t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'invoice.complete'), eq(auditLogs.targetId, String(id))));
      expect(moves).toHaveLength(1);
      const [row] = await t.db.select().from(invoices).where(eq(invoices.id, id));
      expect(row!.status).toBe(3);
    }
    capture.mockRestore();
  }, 60_000);

  it('complete against cancel and request-action: exactly one move is made', async () => {
    const { id } = await createdPayment(t, a);
    const answers = await Promise.all([
      act(first.headers, id, 'complete', screen),
      act(second.headers, id, 'cancel', { ...screen, reason: '重複のため' }),
      act(second.headers, id, 'request-action', { ...screen, reason_template: 'unreadable' }),
    ]);
    expect(
      answers.filter((r) => r.statusCode === 200),
      answers.map((r) => r.body).join('\n'),
    ).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(2);
    const history = await t.db.select().from(invoiceStatusHistory).where(eq(invoiceStatusHistory.invoiceId, id));
    // The buyer's application, then the one move.
    expect(history).toHaveLength(2);
  }, 60_000);
});
