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
