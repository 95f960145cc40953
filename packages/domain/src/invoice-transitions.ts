import type { InvoiceStatus } from './invoice-status.ts';

/**
 * Every move a payment can make (docs/design.md §1 lifecycle), in one table: who may make it, from
 * which statuses, to which. Use cases check here before they write, inside the transaction that
 * locked the row, so a refused move changes nothing.
 *
 *   申請中(InProgress) ─check→ 審査中(Checked) ─complete(capture)→ 振込予約済(Completed) ─transfer→ 振込完了
 *   申請中/審査中 ─request_action→ same status, action required ─buyer_edit→ 申請中
 *   申請中/審査中 ─cancel (buyer or operator; voids the authorisation)→ キャンセル
 *   振込予約済 ─cancel (operator only; refunds the capture)→ キャンセル
 *   振込予約済 ─transfer_failed (the bank could not pay; money still held)→ same status, action required
 *     ─correct_account (buyer picks another account)→ 振込予約済, proposed again for a later batch
 *   未登録(BuyerNotRegistered) ─link_request→ 支払待ち(Waiting) ─pay_request→ 申請中
 *   未登録/支払待ち ─expire (system)→ 期限切れ;  ─cancel (operator)→ キャンセル
 */
export const INVOICE_TRANSITIONS = {
  check: { actors: ['operator'], from: ['InProgress'], to: 'InProgressExaminationChecked', whileActionRequired: false },
  request_action: {
    actors: ['operator'],
    from: ['InProgress', 'InProgressExaminationChecked'],
    to: null,
    whileActionRequired: false,
  },
  buyer_edit: {
    actors: ['buyer'],
    from: ['InProgress', 'InProgressExaminationChecked'],
    to: 'InProgress',
    whileActionRequired: 'only',
  },
  complete: {
    actors: ['operator'],
    from: ['InProgress', 'InProgressExaminationChecked'],
    to: 'InProgressExaminationCompleted',
    whileActionRequired: false,
  },
  // Never while the buyer must correct the account a failed transfer could not pay.
  transfer: {
    actors: ['operator'],
    from: ['InProgressExaminationCompleted'],
    to: 'TransferCompleted',
    whileActionRequired: false,
  },
  transfer_failed: {
    actors: ['operator', 'system'],
    from: ['InProgressExaminationCompleted'],
    to: null,
    whileActionRequired: false,
  },
  correct_account: {
    actors: ['buyer'],
    from: ['InProgressExaminationCompleted'],
    to: 'InProgressExaminationCompleted',
    whileActionRequired: 'only',
  },
  cancel: {
    actors: ['buyer', 'operator'],
    from: ['InProgress', 'InProgressExaminationChecked'],
    to: 'Cancel',
    whileActionRequired: true,
  },
  cancel_completed: {
    actors: ['operator'],
    from: ['InProgressExaminationCompleted'],
    to: 'Cancel',
    whileActionRequired: true,
  },
  cancel_request: {
    actors: ['operator'],
    from: ['BuyerNotRegistered', 'WaitingForPayment'],
    to: 'Cancel',
    whileActionRequired: true,
  },
  link_request: { actors: ['buyer'], from: ['BuyerNotRegistered'], to: 'WaitingForPayment', whileActionRequired: true },
  pay_request: { actors: ['buyer'], from: ['WaitingForPayment'], to: 'InProgress', whileActionRequired: true },
  expire: {
    actors: ['system', 'operator'],
    from: ['BuyerNotRegistered', 'WaitingForPayment'],
    to: 'Expired',
    whileActionRequired: true,
  },
} as const satisfies Record<
  string,
  {
    actors: readonly ('buyer' | 'operator' | 'system')[];
    from: readonly InvoiceStatus[];
    /** null: the status stays (only the action-required flag changes). */
    to: InvoiceStatus | null;
    /** false: refused while the buyer has something to correct; 'only': allowed only then. */
    whileActionRequired: boolean | 'only';
  }
>;

export type InvoiceTransition = keyof typeof INVOICE_TRANSITIONS;

/** The moves that hand the payment back to the buyer (the reason is shown to them). */
export const SETS_ACTION_REQUIRED: ReadonlySet<InvoiceTransition> = new Set<InvoiceTransition>([
  'request_action',
  'transfer_failed',
]);
export type TransitionActor = 'buyer' | 'operator' | 'system';

export type TransitionCheck =
  | { ok: true; to: InvoiceStatus; isActionRequired: boolean }
  | { ok: false; reason: 'not_allowed_for_actor' | 'wrong_status' | 'action_required' | 'no_action_required' };

export function checkTransition(
  transition: InvoiceTransition,
  actor: TransitionActor,
  current: { status: InvoiceStatus; isActionRequired: boolean },
): TransitionCheck {
  const rule = INVOICE_TRANSITIONS[transition];
  if (!(rule.actors as readonly TransitionActor[]).includes(actor)) return { ok: false, reason: 'not_allowed_for_actor' };
  if (!(rule.from as readonly InvoiceStatus[]).includes(current.status)) return { ok: false, reason: 'wrong_status' };
  if (rule.whileActionRequired === false && current.isActionRequired) return { ok: false, reason: 'action_required' };
  if (rule.whileActionRequired === 'only' && !current.isActionRequired) return { ok: false, reason: 'no_action_required' };
  return {
    ok: true,
    to: rule.to ?? current.status,
    isActionRequired: SETS_ACTION_REQUIRED.has(transition),
  };
}

/** Whether the buyer may still cancel (before the examination completes: nothing is charged yet). */
export function buyerCanCancel(current: { status: InvoiceStatus; isActionRequired: boolean }): boolean {
  return checkTransition('cancel', 'buyer', current).ok;
}

/** Whether the buyer has a correction to make (the edit screens). */
export function buyerCanEdit(current: { status: InvoiceStatus; isActionRequired: boolean }): boolean {
  return checkTransition('buyer_edit', 'buyer', current).ok;
}
