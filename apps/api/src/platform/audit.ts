import type { Tx } from '../db/client.ts';
import { auditLogs } from '../db/schema.ts';

export interface AuditEntry {
  actorType: 'user' | 'operator' | 'system';
  actorId?: string | number | null;
  buyerId?: number | null;
  action: string;
  targetType?: string;
  targetId?: string | number;
  detail?: Record<string, unknown>;
  ipAddress?: string | null;
}

/** Written inside the transaction of the change it records, so history and state never disagree. */
export async function writeAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLogs).values({
    actorType: entry.actorType,
    actorId: entry.actorId == null ? null : String(entry.actorId),
    buyerId: entry.buyerId ?? null,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId == null ? null : String(entry.targetId),
    detail: entry.detail ?? null,
    ipAddress: entry.ipAddress ?? null,
  });
}

/**
 * Who ran an operator action: a console operator (audited by id, with their name and address),
 * or the CLI's free-text name ($USER / --operator) as before the console existed.
 */
export type OperatorRef = string | { operatorId: number; name: string; ipAddress?: string | null };

/** The audit fields of an operator action: actorId, the operator's name in detail, and the IP. */
export function operatorAudit(operator: OperatorRef): {
  actorType: 'operator';
  actorId: string | number;
  ipAddress: string | null;
  operatorDetail: Record<string, unknown>;
} {
  if (typeof operator === 'string') return { actorType: 'operator', actorId: operator, ipAddress: null, operatorDetail: {} };
  return {
    actorType: 'operator',
    actorId: operator.operatorId,
    ipAddress: operator.ipAddress ?? null,
    operatorDetail: { operator_name: operator.name },
  };
}

/** The name an operator action is recorded under in rows that keep a text actor (status history). */
export function operatorLabel(operator: OperatorRef): string {
  return typeof operator === 'string' ? operator : String(operator.operatorId);
}
