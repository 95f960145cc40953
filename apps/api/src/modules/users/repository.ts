import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(tx: Tx, emailAddress: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.emailAddress, emailAddress.toLowerCase())).limit(1);
  return row;
}

export async function findUserById(tx: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
