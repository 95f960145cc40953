import type { Approval, ApprovalRequest } from '@icp/contract';
import { useRef, useState } from 'react';
import { isApiError } from '../../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../../lib/idempotency.ts';
import { completeApprovalChallenge, requestApproval } from '../api/request-approval.ts';
import { errorText } from '../components/error-text.ts';

/** Leaving for the gateway's 3-D Secure page; replaceable in tests (jsdom cannot navigate). */
export const browser = {
  assign: (url: string) => window.location.assign(url),
};

export const DECLINED = 'カード決済が承認されませんでした。別のカードをお試しいただくか、カード会社にお問い合わせください。';
export const CHALLENGE_FAILED =
  '本人認証（3-Dセキュア）が完了しなかったため、カード決済が承認されませんでした。もう一度お試しいただくか、別のカードをご利用ください。';
export const CHALLENGE_UNOPENED = '本人認証（3-Dセキュア）の画面を開けませんでした。時間をおいて再度お試しください。';

/** An Idempotency-Key with the body it was made for: a retry of the same body reuses the key. */
export interface Attempt {
  key: string;
  body: string;
}

/** The same body keeps its key (a retry); a different body gets a new one. */
export function attemptFor(previous: Attempt | null, body: unknown): Attempt {
  const json = JSON.stringify(body);
  return previous && previous.body === json ? previous : { key: newIdempotencyKey(), body: json };
}

/** Only our own pages or an https page of the gateway may be opened for 3-D Secure. */
export const isSafeChallengeUrl = (url: string) => /^https:\/\//i.test(url) || /^\/(?!\/)/.test(url);

/**
 * A refusal whose message is shown as it is. `byCard` (the default): the card or its 3-D Secure
 * said no, so another card is worth trying; false: the step failed for another reason.
 */
export class PaymentDeclined extends Error {
  constructor(
    message: string,
    readonly byCard = true,
  ) {
    super(message);
  }
}

export const isDecline = (e: unknown) => isApiError(e) && (e.httpStatus === 402 || e.status === 'card_declined');

/** Where a flow keeps its approval between page loads (its workflow store, in sessionStorage). */
export interface ApprovalSlot {
  approval: () => Approval | null;
  approvalAttempt: () => Attempt | null;
  setApproval: (approval: Approval | null) => void;
  setApprovalAttempt: (attempt: Attempt | null) => void;
}

/**
 * Runs one payment step at a time (a double click is ignored) and turns failures into the
 * message shown on the page; a decline also drops the approval, since it is final for its key.
 * While the page is being left (3-D Secure, the next screen) the button stays disabled.
 */
export function usePaymentStep(dropApproval: () => void) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; declined: boolean } | null>(null);
  const inflight = useRef(false);

  const run = async (work: () => Promise<'leave'>) => {
    if (inflight.current) return;
    inflight.current = true;
    setPending(true);
    setFailure(null);
    try {
      await work();
      return;
    } catch (e) {
      if (e instanceof PaymentDeclined) setFailure({ message: e.message, declined: e.byCard });
      else if (isDecline(e)) {
        dropApproval();
        setFailure({ message: errorText(e, DECLINED), declined: true });
      } else setFailure({ message: errorText(e), declined: false });
    }
    inflight.current = false;
    setPending(false);
  };
  /** `declined`: the card said no (the buyer may choose another card), not a failure of ours. */
  return { run, pending, error: failure?.message ?? null, declined: failure?.declined ?? false };
}

/**
 * A card payment step (a new payment, edit with a new amount, a seller's request):
 * authorise the card (3-D Secure when the gateway asks, coming back to `return_path`), then
 * `complete` with the approval's id. `approvalBody` null means nothing needs authorising and
 * `complete` runs with null. Keys live in the flow's store with their bodies, so a double click,
 * a retry or a reload never authorises twice.
 */
export function useCardApproval({
  slot,
  approvalBody,
  complete,
  challengeLost = '本人認証の結果を確認できませんでした。お手数ですが、もう一度お支払いの操作をしてください。',
}: {
  slot: ApprovalSlot;
  approvalBody: () => ApprovalRequest | null;
  /** Said when the browser comes back from 3-D Secure but no challenge is pending in the flow. */
  challengeLost?: string;
  /**
   * The money-moving call and the navigation away; throws to stay on the page with its message.
   * `afterChallenge`: the browser came back from 3-D Secure, so the gateway's page is the entry
   * behind this one; navigate with a new entry (not replace) so Back stays in the app.
   */
  complete: (approvalId: number | null, how: { afterChallenge: boolean }) => Promise<void>;
}) {
  /** A declined approval is final for its key: the next try is a new attempt. */
  const dropApproval = () => {
    slot.setApproval(null);
    slot.setApprovalAttempt(null);
  };
  const { run, pending, error, declined } = usePaymentStep(dropApproval);

  const finish = async (approvalId: number | null, afterChallenge = false) => {
    await complete(approvalId, { afterChallenge });
    return 'leave' as const;
  };

  const pay = () =>
    run(async () => {
      const body = approvalBody();
      if (body === null) return finish(null);
      const previous = slot.approvalAttempt();
      const attempt = attemptFor(previous, body);
      let approval = slot.approval();
      // An authorisation made for exactly this body is reused; anything else asks again.
      if (!(approval?.status === 'authorized' && previous?.body === attempt.body)) {
        slot.setApprovalAttempt(attempt);
        approval = await requestApproval(body, attempt.key);
        slot.setApproval(approval);
        if (approval.status === 'challenge_required') {
          if (!approval.challenge_url || !isSafeChallengeUrl(approval.challenge_url))
            throw new PaymentDeclined(CHALLENGE_UNOPENED, false);
          browser.assign(approval.challenge_url);
          return 'leave';
        }
        if (approval.status !== 'authorized') {
          dropApproval();
          throw new PaymentDeclined(approval.message || DECLINED);
        }
      }
      return finish(approval.id);
    });

  /** Back from 3-D Secure (?auth_id=…&result=…): the server asks the gateway how it ended. */
  const finishChallenge = () =>
    run(async () => {
      const pendingApproval = slot.approval();
      if (!pendingApproval || pendingApproval.status !== 'challenge_required') {
        throw new PaymentDeclined(challengeLost, false);
      }
      const approval = await completeApprovalChallenge(pendingApproval.id);
      slot.setApproval(approval);
      if (approval.status !== 'authorized') {
        dropApproval();
        throw new PaymentDeclined(approval.message && approval.status === 'declined' ? approval.message : CHALLENGE_FAILED);
      }
      return finish(approval.id, true);
    });

  return { pay, finishChallenge, pending, error, declined };
}
