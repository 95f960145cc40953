import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type OperatorRole, operators } from '../../db/schema.ts';

export type OperatorRow = typeof operators.$inferSelect;

/** Addresses are stored lower-cased; the login looks them up as typed, lower-cased. */
export function normalisedOperatorEmail(emailAddress: string): string {
  return emailAddress.trim().toLowerCase();
}

export async function findOperatorByEmail(tx: Tx, emailAddress: string): Promise<OperatorRow | undefined> {
  const [row] = await tx
    .select()
    .from(operators)
    .where(eq(operators.emailAddress, normalisedOperatorEmail(emailAddress)))
    .limit(1);
  return row;
}

export async function findOperatorById(tx: Tx, id: number): Promise<OperatorRow | undefined> {
  const [row] = await tx.select().from(operators).where(eq(operators.id, id)).limit(1);
  return row;
}

export function rolesOf(row: Pick<OperatorRow, 'roles'>): OperatorRole[] {
  return row.roles as OperatorRole[];
}
