import { INVOICE_STATUS, invoiceStatusFromValue } from '@icp/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { ACCOUNTS } from './ledger.ts';

export interface LedgerProblem {
  /** 0 for a problem of no single payment (the acquirer's settlement, periodId when one period). */
  invoiceId: number;
  status: string;
  problem: string;
  periodId?: number;
}

/** The status shown for problems of the acquirer's settlement (no single payment). */
export const SETTLEMENT_PROBLEM_STATUS = '精算';

type Balances = Record<string, number>;

/**
 * Rebuilds every payment's balances from its entries and checks them against its status
 * (npm run ops -- ledger:verify). For a transferred payment: charges = transfers + commission;
 * for a cancelled one everything nets to zero; holds exist only while authorised. The acquirer's
 * fee (docs/decisions/0022) is taken out of card_clearing at capture and kept on a refund, so
 * card_clearing + acquirer_fee plays the part card_clearing alone played before. Then the
 * acquirer's settlement as a whole (verifySettlement).
 */
export async function verifyLedger(db: Db): Promise<{ checked: number; problems: LedgerProblem[] }> {
  const result = await db.execute(sql`
    select i.id, i.status, i.amount, i.commission, i.discount, i.total, i.approval_id,
           (select s.fee from acquirer_settlement_items s where s.invoice_id = i.id and s.kind = 'capture') as settled_fee,
           (select s.gross from acquirer_settlement_items s where s.invoice_id = i.id and s.kind = 'capture') as settled_capture,
           (select s.gross from acquirer_settlement_items s where s.invoice_id = i.id and s.kind = 'refund') as settled_refund,
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
    const fee = bal(ACCOUNTS.acquirerFee);
    // What the card was charged: what the acquirer owes us for it plus the fee it keeps.
    const charged = bal(ACCOUNTS.cardClearing) + fee;
    const settledFee = row['settled_fee'] === null ? null : Number(row['settled_fee']);
    const settledCapture = row['settled_capture'] === null ? null : Number(row['settled_capture']);
    const settledRefund = row['settled_refund'] === null ? null : Number(row['settled_refund']);
    // A capture in a settlement period carries its fee; the fee entries say the same.
    if (settledCapture !== null) {
      expect(fee === settledFee, `acquirer fee ${fee} ≠ fee ${settledFee} of its settlement period`);
      expect(settledCapture === total, `settlement period's capture ${settledCapture} ≠ total ${total}`);
    } else expect(fee === 0, `acquirer fee ${fee} without a settlement period`);
    if (settledRefund !== null) expect(settledRefund === total, `settlement period's refund ${settledRefund} ≠ total ${total}`);
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
        // Cancelled, expired, waiting: nothing held, charged, owed or earned (a refunded
        // capture's acquirer fee stays an expense: charged nets to zero with it).
        expect(
          hold === 0 && charged === 0 && payable === 0 && earned === 0 && transferred === 0,
          `balances not zero: ${JSON.stringify(balances)}`,
        );
        expect(settledCapture === null || settledRefund !== null, `refunded capture missing from the settlement periods`);
    }
  }
  problems.push(...(await verifySettlement(db)));
  return { checked: rows.length, problems };
}

const num = (v: unknown) => Number(v ?? 0);

/**
 * The acquirer's settlement as a whole: each period's figures are the sum of its items; the fee
 * entries are the periods' fees; card_clearing is what the acquirer still owes — the expected net
 * of the periods not yet received (plus card_clearing of payments captured before settlement
 * periods existed, which belong to no period); a received period's settlement entries clear
 * exactly its net, and an expected one has none.
 */
async function verifySettlement(db: Db): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  const problem = (text: string, periodId?: number) =>
    problems.push({ invoiceId: 0, status: SETTLEMENT_PROBLEM_STATUS, problem: text, ...(periodId ? { periodId } : {}) });
  const periods = rowsOf(
    await db.execute(sql`
      select p.id, p.period_start::text as period_start, p.period_end::text as period_end, p.status, p.gross_captured, p.refunds, p.fee,
             p.net_expected, p.received_amount,
             coalesce((select sum(s.gross) from acquirer_settlement_items s where s.period_id = p.id and s.kind = 'capture'), 0) as item_captured,
             coalesce((select sum(s.gross) from acquirer_settlement_items s where s.period_id = p.id and s.kind = 'refund'), 0) as item_refunds,
             coalesce((select sum(s.fee) from acquirer_settlement_items s where s.period_id = p.id), 0) as item_fee,
             coalesce((select sum(case when e.debit_account = ${ACCOUNTS.bank} then e.amount when e.credit_account = ${ACCOUNTS.bank} then -e.amount else 0 end)
                        from ledger_entries e where e.invoice_id is null and e.entry_type = 'settlement'
                          and e.reference in ('settlement:' || p.id, 'settlement:' || p.id || ':difference')), 0) as entry_bank,
             coalesce((select sum(case when e.credit_account = ${ACCOUNTS.cardClearing} then e.amount when e.debit_account = ${ACCOUNTS.cardClearing} then -e.amount else 0 end)
                        from ledger_entries e where e.invoice_id is null and e.entry_type = 'settlement'
                          and e.reference in ('settlement:' || p.id, 'settlement:' || p.id || ':difference')), 0) as entry_cleared
      from acquirer_settlement_periods p order by p.period_start`),
  );
  let openNet = 0;
  let periodFees = 0;
  for (const p of periods) {
    const id = num(p['id']);
    const name = `精算期間 ${String(p['period_start'])}〜${String(p['period_end'])}`;
    const [gross, refunds, fee, net] = [num(p['gross_captured']), num(p['refunds']), num(p['fee']), num(p['net_expected'])];
    periodFees += fee;
    if (gross !== num(p['item_captured']) || refunds !== num(p['item_refunds']) || fee !== num(p['item_fee']))
      problem(
        `${name}: 売上 ${gross} / 返金 ${refunds} / 手数料 ${fee} が明細の合計 ${num(p['item_captured'])} / ${num(p['item_refunds'])} / ${num(p['item_fee'])} と一致しません`,
        id,
      );
    if (net !== gross - refunds - fee) problem(`${name}: 入金予定額 ${net} ≠ 売上 − 返金 − 手数料 ${gross - refunds - fee}`, id);
    if (p['status'] === 'received') {
      if (num(p['entry_bank']) !== num(p['received_amount']))
        problem(`${name}: 元帳の入金 ${num(p['entry_bank'])} ≠ 記録した入金額 ${num(p['received_amount'])}`, id);
      if (num(p['entry_cleared']) !== net)
        problem(`${name}: 元帳で消し込んだ額 ${num(p['entry_cleared'])} ≠ 入金予定額 ${net}`, id);
    } else {
      openNet += net;
      if (num(p['entry_cleared']) !== 0 || num(p['entry_bank']) !== 0)
        problem(`${name}: 入金前なのに元帳に入金の記帳があります`, id);
    }
  }
  const [totals] = rowsOf(
    await db.execute(sql`
      select
        coalesce(sum(case when debit_account = ${ACCOUNTS.cardClearing} then amount else 0 end)
               - sum(case when credit_account = ${ACCOUNTS.cardClearing} then amount else 0 end), 0) as clearing,
        coalesce(sum(case when debit_account = ${ACCOUNTS.acquirerFee} then amount else 0 end)
               - sum(case when credit_account = ${ACCOUNTS.acquirerFee} then amount else 0 end), 0) as fees,
        coalesce(sum(case when debit_account = ${ACCOUNTS.cardClearing} then amount when credit_account = ${ACCOUNTS.cardClearing} then -amount else 0 end)
                   filter (where invoice_id is not null
                     and not exists (select 1 from acquirer_settlement_items s where s.invoice_id = ledger_entries.invoice_id)), 0) as legacy
      from ledger_entries`),
  );
  const clearing = num(totals?.['clearing']);
  const legacy = num(totals?.['legacy']);
  if (clearing - legacy !== openNet)
    problem(
      `カード会社への未収金（card_clearing）${clearing - legacy} ≠ 未入金の精算期間の入金予定額の合計 ${openNet}` +
        (legacy !== 0 ? `（精算期間のない支払の ${legacy} を除く）` : ''),
    );
  if (num(totals?.['fees']) !== periodFees)
    problem(`カード会社手数料（acquirer_fee）${num(totals?.['fees'])} ≠ 精算期間の手数料の合計 ${periodFees}`);
  return problems;
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}
