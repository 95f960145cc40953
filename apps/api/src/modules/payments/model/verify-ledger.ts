import { INVOICE_STATUS, invoiceStatusFromValue } from '@icp/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { ACCOUNTS } from './ledger.ts';

export interface LedgerProblem {
  invoiceId: number;
  status: string;
  problem: string;
}

type Balances = Record<string, number>;

/**
 * Rebuilds every payment's balances from its entries and checks them against its status
 * (npm run ops -- ledger:verify). For a transferred payment: charges = transfers + commission;
 * for a cancelled one everything nets to zero; holds exist only while authorised.
 */
export async function verifyLedger(db: Db): Promise<{ checked: number; problems: LedgerProblem[] }> {
  const result = await db.execute(sql`
    select i.id, i.status, i.amount, i.commission, i.discount, i.total, i.approval_id,
           coalesce(json_object_agg(b.account, b.balance) filter (where b.account is not null), '{}') as balances
    from invoices i
    left join lateral (
      select account, sum(amount)::bigint as balance from (
        select debit_account as account, amount from ledger_entries where invoice_id = i.id
        union all
        select credit_account, -amount from ledger_entries where invoice_id = i.id
      ) legs group by account
    ) b on true
    group by i.id
    order by i.id`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const problems: LedgerProblem[] = [];
  for (const row of rows) {
    const status = invoiceStatusFromValue(Number(row['status'])) ?? 'unknown';
    const balances = (typeof row['balances'] === 'string' ? JSON.parse(row['balances']) : row['balances']) as Balances;
    const bal = (account: string) => Number(balances[account] ?? 0);
    const total = Number(row['total']);
    const amount = Number(row['amount']);
    const commission = Number(row['commission']) - Number(row['discount']);
    const expect = (ok: boolean, problem: string) => {
      if (!ok) problems.push({ invoiceId: Number(row['id']), status, problem });
    };
    const hold = bal(ACCOUNTS.cardAuthorized);
    const charged = bal(ACCOUNTS.cardClearing);
    const payable = -bal(ACCOUNTS.supplierPayable);
    const earned = -bal(ACCOUNTS.commissionRevenue);
    const transferred = -bal(ACCOUNTS.bank);
    const authorised = row['approval_id'] !== null && total > 0;
    switch (Number(row['status'])) {
      case INVOICE_STATUS.InProgress:
      case INVOICE_STATUS.InProgressExaminationChecked:
        expect(hold === (authorised ? total : 0), `hold ${hold} ≠ ${authorised ? total : 0}`);
        expect(charged === 0 && transferred === 0, `charged ${charged} / transferred ${transferred} before completion`);
        break;
      case INVOICE_STATUS.InProgressExaminationCompleted:
        expect(hold === 0, `hold ${hold} left after capture`);
        expect(charged === total, `charged ${charged} ≠ total ${total}`);
        expect(payable === amount && earned === commission, `payable ${payable} / commission ${earned}`);
        expect(transferred === 0, `transferred ${transferred} before the transfer`);
        break;
      case INVOICE_STATUS.TransferCompleted:
        expect(hold === 0, `hold ${hold} left`);
        expect(charged === transferred + earned, `charges ${charged} ≠ transfers ${transferred} + commission ${earned}`);
        expect(transferred === amount && payable === 0, `transferred ${transferred} of ${amount}, payable ${payable}`);
        break;
      default:
        // Cancelled, expired, waiting: nothing held, charged, owed or earned.
        expect(
          hold === 0 && charged === 0 && payable === 0 && earned === 0 && transferred === 0,
          `balances not zero: ${JSON.stringify(balances)}`,
        );
    }
  }
  return { checked: rows.length, problems };
}
