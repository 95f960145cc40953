import { describe, expect, it } from 'vitest';
import { INVOICE_STATUS, type InvoiceStatus } from './invoice-status.ts';
import {
  INVOICE_TRANSITIONS,
  type InvoiceTransition,
  buyerCanCancel,
  buyerCanEdit,
  checkTransition,
} from './invoice-transitions.ts';

const STATUSES = Object.keys(INVOICE_STATUS) as InvoiceStatus[];
const TRANSITIONS = Object.keys(INVOICE_TRANSITIONS) as InvoiceTransition[];

// The whole lifecycle as the operator manual states it: [transition, actor, from, action required?, expected to | refusal].
const ALLOWED: [InvoiceTransition, 'buyer' | 'operator' | 'system', InvoiceStatus, boolean, InvoiceStatus][] = [
  ['check', 'operator', 'InProgress', false, 'InProgressExaminationChecked'],
  ['request_action', 'operator', 'InProgress', false, 'InProgress'],
  ['request_action', 'operator', 'InProgressExaminationChecked', false, 'InProgressExaminationChecked'],
  ['buyer_edit', 'buyer', 'InProgress', true, 'InProgress'],
  ['buyer_edit', 'buyer', 'InProgressExaminationChecked', true, 'InProgress'],
  ['complete', 'operator', 'InProgress', false, 'InProgressExaminationCompleted'],
  ['complete', 'operator', 'InProgressExaminationChecked', false, 'InProgressExaminationCompleted'],
  ['transfer', 'operator', 'InProgressExaminationCompleted', false, 'TransferCompleted'],
  ['transfer_failed', 'operator', 'InProgressExaminationCompleted', false, 'InProgressExaminationCompleted'],
  ['transfer_failed', 'system', 'InProgressExaminationCompleted', false, 'InProgressExaminationCompleted'],
  ['correct_account', 'buyer', 'InProgressExaminationCompleted', true, 'InProgressExaminationCompleted'],
  ['cancel', 'buyer', 'InProgress', false, 'Cancel'],
  ['cancel', 'buyer', 'InProgressExaminationChecked', true, 'Cancel'],
  ['cancel', 'operator', 'InProgress', false, 'Cancel'],
  ['cancel_completed', 'operator', 'InProgressExaminationCompleted', false, 'Cancel'],
  ['cancel_request', 'operator', 'WaitingForPayment', false, 'Cancel'],
  ['cancel_request', 'operator', 'BuyerNotRegistered', false, 'Cancel'],
  ['link_request', 'buyer', 'BuyerNotRegistered', false, 'WaitingForPayment'],
  ['pay_request', 'buyer', 'WaitingForPayment', false, 'InProgress'],
  ['expire', 'system', 'BuyerNotRegistered', false, 'Expired'],
  ['expire', 'system', 'WaitingForPayment', false, 'Expired'],
];

describe('checkTransition', () => {
  it.each(ALLOWED)('%s by %s from %s (action required: %s) → %s', (transition, actor, status, isActionRequired, to) => {
    expect(checkTransition(transition, actor, { status, isActionRequired })).toEqual({
      ok: true,
      to,
      isActionRequired: transition === 'request_action' || transition === 'transfer_failed',
    });
  });

  // Every other (transition, status) pair is refused, for every actor: the table is the whole truth.
  const allowedPairs = new Set(ALLOWED.map(([t, , s]) => `${t}:${s}`));
  const refused = TRANSITIONS.flatMap((t) => STATUSES.filter((s) => !allowedPairs.has(`${t}:${s}`)).map((s) => [t, s] as const));
  it.each(refused)('%s from %s is refused', (transition, status) => {
    for (const actor of ['buyer', 'operator', 'system'] as const) {
      for (const isActionRequired of [false, true]) {
        const result = checkTransition(transition, actor, { status, isActionRequired });
        if (result.ok) {
          // Only the flag-dependent twins of allowed pairs may pass (e.g. buyer_edit needs the flag).
          expect(allowedPairs.has(`${transition}:${status}`)).toBe(true);
        }
      }
    }
  });

  it('the buyer cannot do operator moves, nor the operator the buyer’s', () => {
    expect(checkTransition('complete', 'buyer', { status: 'InProgress', isActionRequired: false })).toEqual({
      ok: false,
      reason: 'not_allowed_for_actor',
    });
    expect(checkTransition('buyer_edit', 'operator', { status: 'InProgress', isActionRequired: true })).toEqual({
      ok: false,
      reason: 'not_allowed_for_actor',
    });
    expect(
      checkTransition('cancel_completed', 'buyer', { status: 'InProgressExaminationCompleted', isActionRequired: false }).ok,
    ).toBe(false);
  });

  it('nothing is completed or checked while the buyer has a correction to make', () => {
    expect(checkTransition('complete', 'operator', { status: 'InProgress', isActionRequired: true })).toEqual({
      ok: false,
      reason: 'action_required',
    });
    expect(checkTransition('check', 'operator', { status: 'InProgress', isActionRequired: true }).ok).toBe(false);
    expect(checkTransition('buyer_edit', 'buyer', { status: 'InProgress', isActionRequired: false })).toEqual({
      ok: false,
      reason: 'no_action_required',
    });
  });

  it('a failed transfer hands the payment back to the buyer; nothing is transferred until the account is corrected', () => {
    const failed = { status: 'InProgressExaminationCompleted', isActionRequired: true } as const;
    expect(checkTransition('transfer', 'operator', failed)).toEqual({ ok: false, reason: 'action_required' });
    expect(checkTransition('transfer_failed', 'operator', failed)).toEqual({ ok: false, reason: 'action_required' });
    expect(checkTransition('correct_account', 'buyer', { ...failed, isActionRequired: false })).toEqual({
      ok: false,
      reason: 'no_action_required',
    });
    expect(checkTransition('correct_account', 'operator', failed)).toEqual({ ok: false, reason: 'not_allowed_for_actor' });
    expect(checkTransition('transfer_failed', 'buyer', { ...failed, isActionRequired: false }).ok).toBe(false);
    expect(checkTransition('correct_account', 'buyer', failed)).toEqual({
      ok: true,
      to: 'InProgressExaminationCompleted',
      isActionRequired: false,
    });
  });

  it('answers the buyer screens’ questions', () => {
    expect(buyerCanCancel({ status: 'InProgressExaminationChecked', isActionRequired: false })).toBe(true);
    expect(buyerCanCancel({ status: 'InProgressExaminationCompleted', isActionRequired: false })).toBe(false);
    expect(buyerCanCancel({ status: 'TransferCompleted', isActionRequired: false })).toBe(false);
    expect(buyerCanEdit({ status: 'InProgress', isActionRequired: true })).toBe(true);
    expect(buyerCanEdit({ status: 'InProgressExaminationCompleted', isActionRequired: true })).toBe(false);
  });
});
