import type { Batch, BatchLine } from './api.ts';

/**
 * What the batch detail offers, from the batch as the server last sent it and who is looking.
 * The server decides every action (four eyes, closed days, states) and its refusal is shown as
 * it says; this only spares the operator a button that can only be refused, and says why.
 */
export interface Action {
  /** Offered at all in this state. */
  shown: boolean;
  /** Why it cannot be done now (the button is disabled and this text stands beside it). */
  blockedBy: string | null;
}

export interface BatchActions {
  approve: Action;
  discard: Action;
  download: Action;
  markSent: Action;
  importResults: Action;
  syncBank: Action;
  close: Action;
  /** Lines may be excluded / restored (a draft only). */
  editLines: boolean;
  /** Lines may get the bank's result by hand (a sent batch). */
  recordResults: boolean;
}

const hidden: Action = { shown: false, blockedBy: null };
const open: Action = { shown: true, blockedBy: null };
const blocked = (reason: string | null): Action => ({ shown: true, blockedBy: reason });

export const SELF_APPROVAL_MESSAGE = 'このバッチはあなたが作成したため承認できません。別の運用者が承認してください。';
export const closedDayMessage = (reason: string) => `振込指定日が銀行休業日（${reason}）のため承認できません。`;
export const NO_LINES_MESSAGE = '振込する明細がありません。';
export const RESULTS_PENDING_MESSAGE = '結果待ちの明細があるため、まだ完了にできません。';

export function batchActions(batch: Batch, me: { id: number } | null | undefined): BatchActions {
  const builtByMe = !!me && batch.created_by?.id === me.id;
  const file = batch.channel === 'zengin_file';
  switch (batch.status) {
    case 'draft':
      return {
        approve: blocked(
          builtByMe
            ? SELF_APPROVAL_MESSAGE
            : batch.closed_reason
              ? closedDayMessage(batch.closed_reason)
              : batch.counts.pending === 0
                ? NO_LINES_MESSAGE
                : null,
        ),
        discard: open,
        download: hidden,
        markSent: hidden,
        importResults: hidden,
        syncBank: hidden,
        close: hidden,
        editLines: true,
        recordResults: false,
      };
    case 'approved':
      return {
        approve: hidden,
        discard: hidden,
        download: file && batch.file ? open : hidden,
        markSent: open,
        importResults: hidden,
        syncBank: hidden,
        close: hidden,
        editLines: false,
        recordResults: false,
      };
    case 'sent':
      return {
        approve: hidden,
        discard: hidden,
        download: file && batch.file ? open : hidden,
        markSent: hidden,
        importResults: file ? blocked(batch.counts.pending === 0 ? 'すべての明細の結果が記録済みです。' : null) : hidden,
        syncBank: file ? hidden : open,
        close: blocked(batch.counts.pending > 0 ? RESULTS_PENDING_MESSAGE : null),
        editLines: false,
        recordResults: true,
      };
    case 'closed':
      return {
        approve: hidden,
        discard: hidden,
        download: file && batch.file ? open : hidden,
        markSent: hidden,
        importResults: hidden,
        syncBank: hidden,
        close: hidden,
        editLines: false,
        recordResults: false,
      };
    default:
      return {
        approve: hidden,
        discard: hidden,
        download: hidden,
        markSent: hidden,
        importResults: hidden,
        syncBank: hidden,
        close: hidden,
        editLines: false,
        recordResults: false,
      };
  }
}

export type LineAction = 'exclude' | 'restore' | 'result' | null;

/** The one button a line's row carries. */
export function lineAction(actions: BatchActions, line: Pick<BatchLine, 'status'>): LineAction {
  if (actions.editLines) return line.status === 'pending' ? 'exclude' : line.status === 'excluded' ? 'restore' : null;
  if (actions.recordResults && line.status === 'pending') return 'result';
  return null;
}

/** Today in Japan, YYYY-MM-DD (the default of 送信日 and 振込日). */
export function jstToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
}
