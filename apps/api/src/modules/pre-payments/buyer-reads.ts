import type { PrePayment } from '@icp/contract';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { toBuyerView } from './pre-payment-views.ts';
import {
  type BuyerPrePaymentRow,
  findBuyerPrePayment,
  listPendingPrePayments,
  matchAccount,
  matchSupplier,
  prePaymentNotFound,
} from './repository.ts';

/** The selection screen pays them one after another; more than a page's worth is not a list anyone works through. */
const SELECTION_LIMIT = 100;

/** The buyer's supplier and account this pre-payment would be paid to, if they exist already. */
export async function matchedParties(tx: Tx, buyerId: number, pre: BuyerPrePaymentRow['pre']) {
  const supplierId = await matchSupplier(tx, buyerId, pre);
  const accountId = supplierId === null ? null : await matchAccount(tx, buyerId, supplierId, pre);
  return { supplierId, accountId };
}

async function view(deps: AppDeps, buyerId: number, row: BuyerPrePaymentRow, now: Date): Promise<PrePayment> {
  const matched = await matchedParties(deps.db, buyerId, row.pre);
  return toBuyerView(row, { now, matchedSupplierId: matched.supplierId, matchedAccountId: matched.accountId });
}

/** GET /oauth/pre_payments: what the buyer's connected apps sent and is still to pay, newest first. */
export async function listPrePayments(deps: AppDeps, input: { buyerId: number }): Promise<{ pre_payments: PrePayment[] }> {
  const now = deps.clock.now();
  const rows = await listPendingPrePayments(deps.db, input.buyerId, now, SELECTION_LIMIT);
  const views: PrePayment[] = [];
  for (const row of rows) views.push(await view(deps, input.buyerId, row, now));
  return { pre_payments: views };
}

/** GET /oauth/pre_payments/{preId}: any status (the screen says why a paid or expired one cannot be paid). */
export async function getPrePayment(
  deps: AppDeps,
  input: { buyerId: number; preId: string },
): Promise<{ pre_payment: PrePayment }> {
  const row = await findBuyerPrePayment(deps.db, input.buyerId, input.preId);
  if (!row) throw prePaymentNotFound();
  return { pre_payment: await view(deps, input.buyerId, row, deps.clock.now()) };
}
