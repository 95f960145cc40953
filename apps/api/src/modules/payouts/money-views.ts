import { INVOICE_STATUS_LABELS, invoiceDisplayId, invoiceStatusFromValue } from '@icp/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { transferBatches } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { batchNotFound, rowsOf } from './batch-view.ts';
import { csvBytes } from './csv.ts';
import type { PayoutActor } from './payout-actor.ts';

/** The trailer record (8) of a stored 総合振込 file: 件数 N6 and 金額 N12 (bytes 2–7, 8–19). */
export function readTrailer(file: Uint8Array): { count: number; total: number } | null {
  for (let offset = 0; offset + 120 <= file.length; offset += 122) {
    if (file[offset] !== 0x38) continue; // '8'
    const text = Buffer.from(file.subarray(offset, offset + 19)).toString('ascii');
    if (!/^8\d{18}$/.test(text)) return null;
    return { count: Number(text.slice(1, 7)), total: Number(text.slice(7, 19)) };
  }
  return null;
}

/**
 * Per batch: the lines' total, the total the bank reads in the file's trailer, and the ledger's
 * transfers for the payments of the done lines — the three must agree (lines = trailer; ledger =
 * done lines; a failed line posts nothing, its money still owed to the supplier).
 */
export async function batchReconciliation(tx: Tx, batchId: number) {
  const [batch] = await tx
    .select({ id: transferBatches.id, fileBytes: transferBatches.fileBytes })
    .from(transferBatches)
    .where(eq(transferBatches.id, batchId));
  if (!batch) throw batchNotFound();
  const [figures] = rowsOf<Record<string, string | null>>(
    await tx.execute(sql`
      select count(*) filter (where l.status in ('pending', 'done', 'failed')) as lines_count,
             coalesce(sum(l.amount) filter (where l.status in ('pending', 'done', 'failed')), 0) as lines_total,
             coalesce(sum(l.amount) filter (where l.status = 'done'), 0) as done_total,
             coalesce(sum(l.amount) filter (where l.status = 'failed'), 0) as failed_total,
             (select coalesce(sum(e.amount), 0) from ledger_entries e
               where e.entry_type = 'transfer'
                 and e.invoice_id in (select d.invoice_id from transfer_batch_lines d where d.batch_id = ${batchId} and d.status = 'done')
             ) as ledger_total
      from transfer_batch_lines l where l.batch_id = ${batchId}`),
  );
  const linesTotal = Number(figures?.['lines_total'] ?? 0);
  const linesCount = Number(figures?.['lines_count'] ?? 0);
  const doneTotal = Number(figures?.['done_total'] ?? 0);
  const failedTotal = Number(figures?.['failed_total'] ?? 0);
  const ledgerTotal = Number(figures?.['ledger_total'] ?? 0);
  const trailer = batch.fileBytes ? readTrailer(batch.fileBytes) : null;
  const problems: string[] = [];
  if (trailer && trailer.total !== linesTotal)
    problems.push(`明細合計 ${linesTotal} とファイルのトレーラ合計 ${trailer.total} が一致しません。`);
  if (trailer && trailer.count !== linesCount)
    problems.push(`明細件数 ${linesCount} とトレーラ件数 ${trailer.count} が一致しません。`);
  if (batch.fileBytes && !trailer) problems.push('総合振込ファイルのトレーラを読めません。');
  if (ledgerTotal !== doneTotal) problems.push(`振込済の明細合計 ${doneTotal} と元帳の振込額 ${ledgerTotal} が一致しません。`);
  if (failedTotal > 0)
    problems.push(`振込不能 ${failedTotal} 円は元帳に振込として計上されていません（支払先への債務として残っています）。`);
  return {
    batch_id: batch.id,
    lines_total: linesTotal,
    lines_count: linesCount,
    trailer_total: trailer?.total ?? null,
    trailer_count: trailer?.count ?? null,
    ledger_transfers_total: ledgerTotal,
    done_total: doneTotal,
    agree:
      (trailer === null || (trailer.total === linesTotal && trailer.count === linesCount)) &&
      (batch.fileBytes === null || trailer !== null) &&
      ledgerTotal === doneTotal,
    problems,
  };
}

/** The batch's lines with the ledger's transfer per payment, as CSV. */
export async function batchReconciliationCsv(deps: AppDeps, input: { actor: PayoutActor; batchId: number }) {
  return deps.db.transaction(async (tx) => {
    const summary = await batchReconciliation(tx, input.batchId);
    const rows = rowsOf<Record<string, string | null>>(
      await tx.execute(sql`
        select l.id, l.invoice_id, l.bank_code, l.branch_code, l.account_type, l.account_number, l.holder_name, l.amount,
               l.status, l.failure_code, l.reason, l.transferred_on::text as transferred_on,
               (select coalesce(sum(e.amount), 0) from ledger_entries e where e.invoice_id = l.invoice_id and e.entry_type = 'transfer') as ledger
        from transfer_batch_lines l where l.batch_id = ${input.batchId} order by l.id`),
    );
    const STATUS: Record<string, string> = {
      pending: '結果待ち',
      excluded: '除外',
      released: '解除',
      done: '振込済',
      failed: '振込不能',
    };
    const bytes = csvBytes(
      [
        '明細番号',
        '支払番号',
        '金融機関コード',
        '支店コード',
        '預金種目',
        '口座番号',
        '受取人名',
        '振込金額',
        '状態',
        '振込日',
        '不能事由・除外理由',
        '元帳の振込額',
      ],
      [
        ...rows.map((r) => [
          r['id'],
          invoiceDisplayId(Number(r['invoice_id'])),
          r['bank_code'],
          r['branch_code'],
          r['account_type'] === '1' ? '当座' : '普通',
          r['account_number'],
          r['holder_name'],
          r['amount'],
          STATUS[String(r['status'])] ?? r['status'],
          r['transferred_on'],
          r['reason'],
          r['ledger'],
        ]),
        [],
        ['明細合計', summary.lines_total],
        ['トレーラ合計', summary.trailer_total],
        ['元帳の振込額', summary.ledger_transfers_total],
        ['一致', summary.agree ? 'はい' : 'いいえ'],
      ],
    );
    await audited(tx, input.actor, 'ops.payouts.export_batch_csv', 'transfer_batch', input.batchId, {});
    return { bytes, name: `batch${input.batchId}-reconciliation.csv` };
  });
}

async function audited(
  tx: Tx,
  actor: PayoutActor,
  action: string,
  targetType: string,
  targetId: number | string,
  detail: object,
) {
  await writeAudit(tx, {
    actorType: 'operator',
    actorId: actor.operatorId,
    action,
    targetType,
    targetId,
    detail: { operator_name: actor.name, ...detail },
    ipAddress: actor.ip,
  });
}

const DAY_MS = 86_400_000;

/**
 * Per day (JST) from the ledger: card captures (the supplier's amount and our commission), refunds
 * (both legs), transfers; and what is owed to suppliers now (supplier_payable balance).
 */
export async function dailyMoney(tx: Tx, from: string, to: string) {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
  if (days < 0)
    throw new AppError('validation_error', {
      userMessage: '終了日は開始日以降にしてください。',
      errors: [{ field: 'to', message: '開始日以降にしてください。' }],
    });
  if (days > 366)
    throw new AppError('validation_error', {
      userMessage: '期間は1年以内で指定してください。',
      errors: [{ field: 'to', message: '1年以内にしてください。' }],
    });
  const rows = rowsOf<Record<string, string>>(
    await tx.execute(sql`
      select (e.created_at at time zone 'Asia/Tokyo')::date::text as day,
             coalesce(sum(e.amount) filter (where e.entry_type = 'capture' and e.debit_account = 'card_clearing'), 0)
               + coalesce(sum(e.amount) filter (where e.entry_type = 'commission'), 0) as captures,
             coalesce(sum(e.amount) filter (where e.entry_type = 'refund'), 0) as refunds,
             coalesce(sum(e.amount) filter (where e.entry_type = 'commission'), 0) as commission,
             coalesce(sum(e.amount) filter (where e.entry_type = 'refund' and e.debit_account = 'commission_revenue'), 0) as commission_refunded,
             coalesce(sum(e.amount) filter (where e.entry_type = 'transfer'), 0) as transfers
      from ledger_entries e
      where e.created_at >= (${from}::date)::timestamp at time zone 'Asia/Tokyo'
        and e.created_at < ((${to}::date) + 1)::timestamp at time zone 'Asia/Tokyo'
      group by 1 order by 1`),
  ).map((r) => ({
    date: r['day']!,
    captures: Number(r['captures']),
    refunds: Number(r['refunds']),
    commission: Number(r['commission']),
    commission_refunded: Number(r['commission_refunded']),
    transfers: Number(r['transfers']),
  }));
  const totals = rows.reduce(
    (t, r) => ({
      captures: t.captures + r.captures,
      refunds: t.refunds + r.refunds,
      commission: t.commission + r.commission,
      commission_refunded: t.commission_refunded + r.commission_refunded,
      transfers: t.transfers + r.transfers,
    }),
    { captures: 0, refunds: 0, commission: 0, commission_refunded: 0, transfers: 0 },
  );
  const [payable] = rowsOf<{ n: string; total: string }>(
    await tx.execute(sql`select count(*) as n, coalesce(sum(balance), 0) as total from (${payableBalances}) p`),
  );
  return { from, to, days: rows, totals, payable_total: Number(payable?.total ?? 0), payable_count: Number(payable?.n ?? 0) };
}

/** supplier_payable balance per payment (credit − debit), where something is still owed. */
const payableBalances = sql`
  select e.invoice_id, sum(case when e.credit_account = 'supplier_payable' then e.amount else -e.amount end) as balance
  from ledger_entries e
  where e.credit_account = 'supplier_payable' or e.debit_account = 'supplier_payable'
  group by e.invoice_id
  having sum(case when e.credit_account = 'supplier_payable' then e.amount else -e.amount end) <> 0`;

export async function supplierPayables(tx: Tx, page: { limit: number; offset: number }) {
  const rows = rowsOf<Record<string, string | number | boolean | null>>(
    await tx.execute(sql`
      select p.invoice_id, p.balance, i.status, i.is_action_required, i.transfer_date::text as transfer_date,
             coalesce(c.corporate_name, sp.business_name, '') as buyer_name, s.name as supplier_name
      from (${payableBalances}) p
      join invoices i on i.id = p.invoice_id
      left join suppliers s on s.id = i.supplier_id
      left join corporations c on c.buyer_id = i.buyer_id
      left join sole_proprietors sp on sp.buyer_id = i.buyer_id
      order by i.transfer_date nulls last, p.invoice_id
      limit ${page.limit} offset ${page.offset}`),
  );
  const [totals] = rowsOf<{ n: string; total: string }>(
    await tx.execute(sql`select count(*) as n, coalesce(sum(balance), 0) as total from (${payableBalances}) p`),
  );
  return {
    payables: rows.map((r) => {
      const status = invoiceStatusFromValue(Number(r['status']));
      return {
        invoice_id: Number(r['invoice_id']),
        display_id: invoiceDisplayId(Number(r['invoice_id'])),
        buyer_name: String(r['buyer_name'] ?? ''),
        supplier_name: (r['supplier_name'] as string | null) ?? null,
        transfer_date: (r['transfer_date'] as string | null) ?? null,
        status_label: status ? INVOICE_STATUS_LABELS[status] : String(r['status']),
        is_action_required: Boolean(r['is_action_required']),
        balance: Number(r['balance']),
      };
    }),
    total_count: Number(totals?.n ?? 0),
    total_amount: Number(totals?.total ?? 0),
  };
}

export async function dailyMoneyCsv(deps: AppDeps, input: { actor: PayoutActor; from: string; to: string }) {
  return deps.db.transaction(async (tx) => {
    const view = await dailyMoney(tx, input.from, input.to);
    const bytes = csvBytes(
      ['日付', 'カード売上', '返金', '手数料収入', '手数料の返金', '支払先への振込'],
      [
        ...view.days.map((d) => [d.date, d.captures, d.refunds, d.commission, d.commission_refunded, d.transfers]),
        [
          '合計',
          view.totals.captures,
          view.totals.refunds,
          view.totals.commission,
          view.totals.commission_refunded,
          view.totals.transfers,
        ],
        [],
        ['未振込の支払先への債務', view.payable_total, `${view.payable_count}件`],
      ],
    );
    await audited(tx, input.actor, 'ops.money.export_daily_csv', 'ledger', `${input.from}..${input.to}`, {
      from: input.from,
      to: input.to,
    });
    return { bytes, name: `daily-money-${input.from}-${input.to}.csv` };
  });
}

export async function supplierPayablesCsv(deps: AppDeps, input: { actor: PayoutActor }) {
  return deps.db.transaction(async (tx) => {
    const view = await supplierPayables(tx, { limit: 1_000_000, offset: 0 });
    const bytes = csvBytes(
      ['支払番号', '購入者', '支払先', '振込予定日', '状態', '要対応', '未振込額'],
      [
        ...view.payables.map((p) => [
          p.display_id,
          p.buyer_name,
          p.supplier_name,
          p.transfer_date,
          p.status_label,
          p.is_action_required ? '要対応' : '',
          p.balance,
        ]),
        ['合計', '', '', '', '', '', view.total_amount],
      ],
    );
    await audited(tx, input.actor, 'ops.money.export_payables_csv', 'ledger', 'supplier_payable', { rows: view.total_count });
    return { bytes, name: 'supplier-payables.csv' };
  });
}
