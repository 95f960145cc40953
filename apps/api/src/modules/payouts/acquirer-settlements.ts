import { ACQUIRER_SETTLEMENT_STATUS_LABELS, type OpsRecordAcquirerSettlementRequest } from '@icp/contract';
import { jstDate } from '@icp/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { acquirerSettlementPeriods } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { writeAudit } from '../../platform/audit.ts';
import { postSettlementReceipt } from '../payments/model/ledger.ts';
import { rowsOf } from './batch-view.ts';
import type { PayoutActor } from './payout-actor.ts';

/*
 * What the card acquirer owes us, per settlement period (docs/decisions/0022), and the treasurer's
 * record of its payment (入金を記録). The periods are filled by the captures and refunds themselves
 * (payments/settlement/acquirer-settlement.ts); this is their view and their one operator action.
 */

const yen = (n: number) => `${n.toLocaleString('ja-JP')}円`;

const periodSelect = sql`
  select p.id, p.period_start::text as period_start, p.period_end::text as period_end,
         p.expected_pay_date::text as expected_pay_date, p.gross_captured, p.refunds, p.fee, p.net_expected, p.status,
         p.received_amount, p.received_on::text as received_on, p.difference_reason, p.received_by, o.name as received_by_name,
         p.received_at, (select count(*) from acquirer_settlement_items s where s.period_id = p.id) as item_count
  from acquirer_settlement_periods p
  left join operators o on o.id = p.received_by`;

type Row = Record<string, string | number | null | Date>;

function periodView(r: Row, today: string) {
  const status = r['status'] === 'received' ? 'received' : 'expected';
  const receivedAt = r['received_at'];
  return {
    id: Number(r['id']),
    period_start: String(r['period_start']),
    period_end: String(r['period_end']),
    expected_pay_date: String(r['expected_pay_date']),
    gross_captured: Number(r['gross_captured']),
    refunds: Number(r['refunds']),
    fee: Number(r['fee']),
    net_expected: Number(r['net_expected']),
    status,
    status_label: ACQUIRER_SETTLEMENT_STATUS_LABELS[status],
    closed: String(r['period_end']) < today,
    received_amount: r['received_amount'] === null ? null : Number(r['received_amount']),
    received_on: (r['received_on'] as string | null) ?? null,
    difference_reason: (r['difference_reason'] as string | null) ?? null,
    received_by: r['received_by'] === null ? null : { id: Number(r['received_by']), name: String(r['received_by_name'] ?? '') },
    received_at: receivedAt === null ? null : new Date(receivedAt as string | Date).toISOString(),
    item_count: Number(r['item_count']),
  } as const;
}

async function periodById(tx: Tx, id: number, today: string) {
  const [row] = rowsOf<Row>(await tx.execute(sql`${periodSelect} where p.id = ${id}`));
  if (!row) throw new AppError('not_found', { userMessage: '精算期間が見つかりません。' });
  return periodView(row, today);
}

/** The periods, newest first, and what the acquirer owes now (Σ net of the periods not received). */
export async function acquirerSettlements(
  deps: AppDeps,
  tx: Tx,
  query: { status?: 'expected' | 'received' | undefined; page: number; per_page: number },
) {
  const today = jstDate(deps.clock.now());
  const filter = query.status ? sql`where p.status = ${query.status}` : sql``;
  const rows = rowsOf<Row>(
    await tx.execute(
      sql`${periodSelect} ${filter} order by p.period_start desc limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
    ),
  );
  const [count] = rowsOf<{ n: string }>(await tx.execute(sql`select count(*) as n from acquirer_settlement_periods p ${filter}`));
  const [owed] = rowsOf<{ n: string; total: string }>(
    await tx.execute(
      sql`select count(*) as n, coalesce(sum(net_expected), 0) as total from acquirer_settlement_periods where status = 'expected'`,
    ),
  );
  return {
    periods: rows.map((r) => periodView(r, today)),
    owed_total: Number(owed?.total ?? 0),
    owed_count: Number(owed?.n ?? 0),
    fee_rate_bps: deps.config.acquirerSettlement.feeRateBps,
    cycle: deps.config.acquirerSettlement.cycle,
    total_count: Number(count?.n ?? 0),
    page: query.page,
    per_page: query.per_page,
  };
}

/**
 * 入金を記録: in one transaction, lock the period, post Dr bank / Cr card_clearing for what arrived
 * (and the difference from the expected net to acquirer_settlement_difference), mark it received
 * and audit it. Refused before the period has closed, for a date in the future, and for an amount
 * other than expected without a reason. The same record again answers the period unchanged; a
 * different one for a received period is a conflict.
 */
export async function recordAcquirerSettlement(
  deps: AppDeps,
  input: { actor: PayoutActor; periodId: number; body: OpsRecordAcquirerSettlementRequest },
) {
  const now = deps.clock.now();
  const today = jstDate(now);
  const reason = input.body.reason?.trim() || null;
  const amount = input.body.received_amount;
  return deps.db.transaction(async (tx) => {
    const [period] = await tx
      .select()
      .from(acquirerSettlementPeriods)
      .where(eq(acquirerSettlementPeriods.id, input.periodId))
      .limit(1)
      .for('update');
    if (!period) throw new AppError('not_found', { userMessage: '精算期間が見つかりません。' });
    if (period.status === 'received') {
      if (period.receivedAmount === amount && period.receivedOn === input.body.received_on)
        return { period: await periodById(tx, period.id, today) };
      throw new AppError('conflict', {
        userMessage: `この期間の入金は記録済みです（${period.receivedOn}、${yen(period.receivedAmount ?? 0)}）。画面を更新してください。`,
      });
    }
    if (period.periodEnd >= today)
      throw new AppError('validation_error', {
        userMessage: `締め日（${period.periodEnd}）を過ぎるまで入金は記録できません。`,
        errors: [{ field: 'received_on', message: '締め日の翌日以降に記録してください。' }],
      });
    if (input.body.received_on > today || input.body.received_on <= period.periodEnd)
      throw new AppError('validation_error', {
        userMessage: '入金日は締め日の翌日から今日までの日付にしてください。',
        errors: [{ field: 'received_on', message: `${period.periodEnd} より後、今日までの日付にしてください。` }],
      });
    const difference = amount - period.netExpected;
    if (difference !== 0 && !reason)
      throw new AppError('validation_error', {
        userMessage: `入金額 ${yen(amount)} が入金予定額 ${yen(period.netExpected)} と ${yen(Math.abs(difference))} 異なります。差額の理由を入力してください。`,
        errors: [{ field: 'reason', message: '入金予定額と異なる場合は差額の理由を入力してください。' }],
      });
    await postSettlementReceipt(tx, { received: amount, expected: period.netExpected, reference: `settlement:${period.id}` });
    await tx
      .update(acquirerSettlementPeriods)
      .set({
        status: 'received',
        receivedAmount: amount,
        receivedOn: input.body.received_on,
        differenceReason: difference !== 0 ? reason : null,
        receivedBy: input.actor.operatorId,
        receivedAt: now,
        updatedAt: now,
      })
      .where(eq(acquirerSettlementPeriods.id, period.id));
    await writeAudit(tx, {
      actorType: 'operator',
      actorId: input.actor.operatorId,
      action: 'ops.money.record_acquirer_settlement',
      targetType: 'acquirer_settlement_period',
      targetId: period.id,
      detail: {
        operator_name: input.actor.name,
        period_start: period.periodStart,
        period_end: period.periodEnd,
        net_expected: period.netExpected,
        received_amount: amount,
        received_on: input.body.received_on,
        difference,
        ...(difference !== 0 ? { reason } : {}),
      },
      ipAddress: input.actor.ip,
    });
    return { period: await periodById(tx, period.id, today) };
  });
}
