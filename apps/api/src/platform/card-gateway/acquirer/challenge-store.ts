import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { cardChallengePages } from '../../../db/schema.ts';
import type { Clock } from '../../clock.ts';
import type { ChallengeStore } from '../veritrans/veritrans-gateway.ts';

/** As long as an unused authorisation is held (void-stale-approvals): after that the page is useless. */
const PAGE_TTL_MS = 60 * 60 * 1000;

/**
 * The 3-D Secure hand-over pages in the database, so any API process behind the balancer serves
 * the page another one received. A repeat of an orderId keeps the first page (the acquirer
 * answers a repeated orderId with its first result too). Expired pages are deleted by the payment
 * jobs' sweep (deleteExpiredChallengePages), not on the authorisation's path.
 */
export class DatabaseChallengeStore implements ChallengeStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async put(orderId: string, html: string): Promise<void> {
    const now = this.clock.now();
    await this.db
      .insert(cardChallengePages)
      .values({ orderId, html, createdAt: now, expiresAt: new Date(now.getTime() + PAGE_TTL_MS) })
      .onConflictDoNothing();
  }

  async get(orderId: string): Promise<string | undefined> {
    const [page] = await this.db
      .select({ html: cardChallengePages.html, expiresAt: cardChallengePages.expiresAt })
      .from(cardChallengePages)
      .where(eq(cardChallengePages.orderId, orderId))
      .limit(1);
    return page && page.expiresAt > this.clock.now() ? page.html : undefined;
  }
}

/** Job: the hand-over pages past their hour (they are never served then); answers how many went. */
export async function deleteExpiredChallengePages(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(cardChallengePages)
    .where(lt(cardChallengePages.expiresAt, now))
    .returning({ orderId: cardChallengePages.orderId });
  return deleted.length;
}
