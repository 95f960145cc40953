import type { z } from 'zod';
import type { operatorAccountSchema, opsRoleChangeSchema } from '@icp/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { type OperatorRole, operatorRoleChanges, operators } from '../../db/schema.ts';

type OperatorAccount = z.output<typeof operatorAccountSchema>;
type RoleChange = z.output<typeof opsRoleChangeSchema>;

const target = alias(operators, 'target');
const requester = alias(operators, 'requester');
const decider = alias(operators, 'decider');

/** Role changes as the console shows them (with the names of who is concerned), newest first. */
export async function roleChangesWhere(tx: Tx, where: ReturnType<typeof and>): Promise<RoleChange[]> {
  const rows = await tx
    .select({
      change: operatorRoleChanges,
      targetName: target.name,
      requesterName: requester.name,
      deciderName: decider.name,
    })
    .from(operatorRoleChanges)
    .innerJoin(target, eq(target.id, operatorRoleChanges.operatorId))
    .innerJoin(requester, eq(requester.id, operatorRoleChanges.requestedBy))
    .leftJoin(decider, eq(decider.id, operatorRoleChanges.decidedBy))
    .where(where)
    .orderBy(desc(operatorRoleChanges.id))
    .limit(200);
  return rows.map(({ change, targetName, requesterName, deciderName }) => ({
    id: change.id,
    operator: { id: change.operatorId, name: targetName },
    from_roles: change.fromRoles as OperatorRole[],
    to_roles: change.toRoles as OperatorRole[],
    status: change.status,
    requested_by: { id: change.requestedBy, name: requesterName },
    decided_by: change.decidedBy === null ? null : { id: change.decidedBy, name: deciderName ?? '' },
    created_at: change.createdAt.toISOString(),
    decided_at: change.decidedAt?.toISOString() ?? null,
  }));
}

export async function roleChangeById(tx: Tx, id: number): Promise<RoleChange | undefined> {
  const [change] = await roleChangesWhere(tx, and(eq(operatorRoleChanges.id, id)));
  return change;
}

/** Operators with their pending role change; one id, or all (by id). */
export async function operatorAccounts(tx: Tx, operatorId?: number): Promise<OperatorAccount[]> {
  const rows = await tx
    .select()
    .from(operators)
    .where(operatorId === undefined ? undefined : eq(operators.id, operatorId))
    .orderBy(operators.id);
  const pending = rows.length
    ? await roleChangesWhere(
        tx,
        and(
          eq(operatorRoleChanges.status, 'pending'),
          inArray(
            operatorRoleChanges.operatorId,
            rows.map((r) => r.id),
          ),
        ),
      )
    : [];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email_address: row.emailAddress,
    roles: row.roles as OperatorRole[],
    totp_enrolled: row.totpSecretSealed !== null,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    pending_role_change: pending.find((c) => c.operator.id === row.id) ?? null,
  }));
}
