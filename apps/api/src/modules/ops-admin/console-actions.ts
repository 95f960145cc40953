import type { z } from 'zod';
import type { opsGatewayOperationSchema, opsPromotionSchema } from '@icp/contract';
import { invoiceDisplayId } from '@icp/domain';
import { desc } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { type gatewayOperations, promotions, termsVersions } from '../../db/schema.ts';
import { type OperatorRef, writeAudit } from '../../platform/audit.ts';
import type { OperatorContext } from '../../platform/http/request-auth.ts';
import { listFailedGatewayOperations, retryGatewayOperation } from '../payments/cards/gateway-operations.ts';
import { runPaymentJobs } from '../payments/lifecycle/payment-jobs.ts';
import { verifyLedger } from '../payments/model/verify-ledger.ts';
import { currentTerms } from '../terms/terms.ts';

/*
 * What the CLI did until now, for the console: each goes through the CLI's own use case, which
 * writes the audit row in its transaction — with the operator's id and name instead of $USER.
 */

/** The console operator as the use cases record them. */
export function asOperatorRef(operator: OperatorContext, ip: string | null): OperatorRef {
  return { operatorId: operator.operatorId, name: operator.name, ipAddress: ip };
}

type Promotion = typeof promotions.$inferSelect;
export function promotionView(row: Promotion): z.output<typeof opsPromotionSchema> {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    discount_type: row.discountType,
    discount_value: row.discountValue,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    max_uses_per_buyer: row.maxUsesPerBuyer,
    active: row.active,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listPromotions(deps: AppDeps) {
  const rows = await deps.db.select().from(promotions).orderBy(desc(promotions.createdAt), desc(promotions.id)).limit(500);
  return rows.map(promotionView);
}

export async function listTermsVersions(deps: AppDeps) {
  const rows = await deps.db
    .select()
    .from(termsVersions)
    .orderBy(desc(termsVersions.effectiveDate), desc(termsVersions.publishedAt));
  const current = await currentTerms(deps.db, deps.clock.now());
  return {
    current_version: current.version,
    versions: rows.map((r) => ({
      version: r.version,
      effective_date: r.effectiveDate,
      published_at: r.publishedAt.toISOString(),
    })),
  };
}

type GatewayOperation = typeof gatewayOperations.$inferSelect;
export function gatewayOperationView(op: GatewayOperation): z.output<typeof opsGatewayOperationSchema> {
  return {
    id: op.id,
    invoice_id: op.invoiceId,
    approval_id: op.approvalId,
    kind: op.kind,
    amount: op.amount,
    status: op.status,
    attempts: op.attempts,
    result_code: op.resultCode,
    next_attempt_at: op.nextAttemptAt.toISOString(),
    updated_at: op.updatedAt.toISOString(),
  };
}

export async function failedGatewayOperations(deps: AppDeps) {
  return (await listFailedGatewayOperations(deps)).map(gatewayOperationView);
}

export async function retryFailedGatewayOperation(
  deps: AppDeps,
  operator: OperatorContext,
  operationId: number,
  ip: string | null,
) {
  return gatewayOperationView(await retryGatewayOperation(deps, { operationId, operator: asOperatorRef(operator, ip) }));
}

/** ledger:verify from the console: read-only, but who ran it and what it found is audited. */
export async function verifyLedgerAsOperator(deps: AppDeps, operator: OperatorContext, ip: string | null) {
  const { checked, problems } = await verifyLedger(deps.db);
  const verifiedAt = deps.clock.now();
  await writeAudit(deps.db, {
    actorType: 'operator',
    actorId: operator.operatorId,
    action: 'ops.admin.ledger_verify',
    targetType: 'ledger',
    detail: {
      operator_name: operator.name,
      checked,
      problems: problems.length,
      problem_invoice_ids: problems
        .filter((p) => p.invoiceId > 0)
        .slice(0, 50)
        .map((p) => p.invoiceId),
      settlement_problems: problems.filter((p) => p.invoiceId === 0).length,
    },
    ipAddress: ip,
  });
  return {
    checked,
    problems: problems.map((p) => ({
      invoice_id: p.invoiceId,
      // A problem of the acquirer's settlement belongs to no payment (invoice_id 0).
      display_id: p.invoiceId > 0 ? invoiceDisplayId(p.invoiceId) : p.periodId ? `精算期間 #${p.periodId}` : '精算',
      status: p.status,
      problem: p.problem,
    })),
    verified_at: verifiedAt.toISOString(),
  };
}

/**
 * The payment jobs' sweep now, instead of waiting for the timer (what the development operator
 * endpoint's `/jobs` did): each job works in its own transactions and is safe to run twice, so
 * the audit row records who started the sweep once it has finished.
 */
export async function runPaymentJobsAsOperator(deps: AppDeps, operator: OperatorContext, ip: string | null) {
  await runPaymentJobs(deps);
  const ranAt = deps.clock.now();
  await writeAudit(deps.db, {
    actorType: 'operator',
    actorId: operator.operatorId,
    action: 'ops.admin.jobs_run',
    targetType: 'payment_jobs',
    detail: { operator_name: operator.name },
    ipAddress: ip,
  });
  return { ran_at: ranAt.toISOString() };
}
