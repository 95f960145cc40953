import { describe, expect, it } from 'vitest';
import {
  batchActions,
  closedDayMessage,
  jstToday,
  lineAction,
  NO_LINES_MESSAGE,
  RESULTS_PENDING_MESSAGE,
  SELF_APPROVAL_MESSAGE,
} from './batch-actions.ts';
import { makeBatch } from './test-support.ts';

const builder = { id: 1 };
const other = { id: 2 };
const file = { name: 'zengin_20261201_12.txt', sha256: 'ab', size: 480, line_count: 2, total_amount: 150_000 };

describe('batchActions', () => {
  it('a draft: another operator may approve; lines can be excluded and restored; no file yet', () => {
    const a = batchActions(makeBatch(), other);
    expect(a.approve).toEqual({ shown: true, blockedBy: null });
    expect(a.discard.shown).toBe(true);
    expect(a.download.shown).toBe(false);
    expect(a.markSent.shown).toBe(false);
    expect(lineAction(a, { status: 'pending' })).toBe('exclude');
    expect(lineAction(a, { status: 'excluded' })).toBe('restore');
    expect(lineAction(a, { status: 'released' })).toBeNull();
  });

  it('four eyes: the operator who built it sees 承認 disabled with the reason', () => {
    expect(batchActions(makeBatch(), builder).approve).toEqual({ shown: true, blockedBy: SELF_APPROVAL_MESSAGE });
  });

  it('a closed transfer date blocks the approval with the holiday named', () => {
    const a = batchActions(makeBatch({ closed_reason: '元日' }), other);
    expect(a.approve.blockedBy).toBe(closedDayMessage('元日'));
    expect(a.approve.blockedBy).toContain('元日');
  });

  it('nothing left to pay blocks the approval', () => {
    const a = batchActions(makeBatch({ counts: { pending: 0, excluded: 3, released: 0, done: 0, failed: 0 } }), other);
    expect(a.approve.blockedBy).toBe(NO_LINES_MESSAGE);
  });

  it('approved: the file downloads and the batch can be marked sent; nothing else changes lines', () => {
    const a = batchActions(makeBatch({ status: 'approved', file, approved_by: { id: 2, name: '承認 花子' } }), builder);
    expect(a.approve.shown).toBe(false);
    expect(a.discard.shown).toBe(false);
    expect(a.download).toEqual({ shown: true, blockedBy: null });
    expect(a.markSent.shown).toBe(true);
    expect(lineAction(a, { status: 'pending' })).toBeNull();
  });

  it('sent (file channel): results by hand or by import; close only once no line waits', () => {
    const sent = makeBatch({ status: 'sent', file, sent_on: '2026-11-30' });
    const a = batchActions(sent, builder);
    expect(a.markSent.shown).toBe(false);
    expect(a.download.shown).toBe(true);
    expect(a.importResults).toEqual({ shown: true, blockedBy: null });
    expect(a.syncBank.shown).toBe(false);
    expect(a.close).toEqual({ shown: true, blockedBy: RESULTS_PENDING_MESSAGE });
    expect(lineAction(a, { status: 'pending' })).toBe('result');
    expect(lineAction(a, { status: 'done' })).toBeNull();
    expect(lineAction(a, { status: 'failed' })).toBeNull();

    const decided = batchActions({ ...sent, counts: { pending: 0, excluded: 0, released: 0, done: 1, failed: 1 } }, builder);
    expect(decided.close).toEqual({ shown: true, blockedBy: null });
    expect(decided.importResults.blockedBy).not.toBeNull();
  });

  it('the bank API channel has no file: it asks the bank for results instead of importing', () => {
    const a = batchActions(makeBatch({ status: 'sent', channel: 'bank_api', bank_request_id: 'REQ-1' }), builder);
    expect(a.download.shown).toBe(false);
    expect(a.importResults.shown).toBe(false);
    expect(a.syncBank.shown).toBe(true);
  });

  it('closed and discarded batches offer nothing but the file of a closed one', () => {
    const closed = batchActions(makeBatch({ status: 'closed', file }), other);
    expect(closed.download.shown).toBe(true);
    expect([closed.approve, closed.markSent, closed.close, closed.discard].every((x) => !x.shown)).toBe(true);
    const discarded = batchActions(makeBatch({ status: 'discarded' }), other);
    expect(Object.values(discarded).every((x) => (typeof x === 'boolean' ? !x : !x.shown))).toBe(true);
  });
});

describe('jstToday', () => {
  it('is the date in Japan, not UTC', () => {
    expect(jstToday(new Date('2026-11-30T15:30:00Z'))).toBe('2026-12-01');
    expect(jstToday(new Date('2026-11-30T14:59:00Z'))).toBe('2026-11-30');
  });
});
