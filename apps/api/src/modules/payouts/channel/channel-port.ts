import type { TransferFailureCode } from '@icp/contract';
import type { PayoutConfig } from '../../../config.ts';

/** One line of an approved batch, as a channel hands it to the bank. */
export interface ChannelLine {
  lineId: number;
  bankCode: string;
  bankName: string;
  branchCode: string;
  branchName: string;
  /** Zengin 預金種目: 1 普通, 2 当座, 4 貯蓄. */
  accountType: 1 | 2 | 4;
  accountNumber: string;
  holderName: string;
  amount: number;
}

export interface ChannelBatch {
  batchId: number;
  transferDate: string;
  /** The frozen 総合振込 file (the file channel's whole output). */
  fileBytes: Buffer;
  lines: readonly ChannelLine[];
  /** Set once submitted through the bank API (its 受付番号 applyNo). */
  bankRequestId: string | null;
  /** Our reference for the bank API request (its 振込データ名), fixed before the request is made. */
  submissionRef: string | null;
}

/** Thrown by findSubmission when the bank cannot say whether it holds the request. */
export class SubmissionUnknownError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SubmissionUnknownError';
  }
}

/** The bank's answer for one line. */
export type ChannelLineResult =
  | { lineId: number; result: 'done'; transferredOn: string }
  | { lineId: number; result: 'failed'; failureCode: TransferFailureCode; failureText: string | null };

/**
 * How an approved batch reaches the bank and how its results come back (docs/payouts.md). Exactly
 * one adapter is active per deployment (PAYOUT_CHANNEL).
 */
export interface PayoutChannel {
  readonly name: PayoutConfig['channel'];
  /**
   * Hands the batch to the bank. The file channel does nothing here (a treasurer downloaded the
   * file and uploaded it to the bank's portal); the API channel submits the lines and answers the
   * bank's request id.
   */
  submit(batch: ChannelBatch): Promise<{ bankRequestId: string | null }>;
  /**
   * After a submission whose answer we never recorded (a crash, a lost response): the bank's
   * request id for `batch.submissionRef`, or null when the bank answers it has none. Throws
   * SubmissionUnknownError when the bank cannot tell (error, several matches): never guess.
   */
  findSubmission(batch: ChannelBatch): Promise<string | null>;
  /**
   * The bank's results so far, or null when this channel has none to fetch (the file channel:
   * results come as the bank's result file or by hand). Lines the bank has not finished are left out.
   */
  fetchResults(batch: ChannelBatch): Promise<ChannelLineResult[] | null>;
}
