import { INVOICE_STATUS, INVOICE_TABS, INVOICE_TYPES, type InvoiceStatus, type InvoiceType } from '@icp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceCounts, invoices } from '../../../db/schema.ts';
import { registeredBuyer } from '../../../testing/fixtures.ts';
import { type TestApp, createTestApp } from '../../../testing/test-app.ts';
import { type CountableFilter, compactInvoiceCounts, tallyInvoices } from './invoice-counts.ts';

let t: TestApp;
let buyerIds: number[];

const STATUSES = Object.keys(INVOICE_STATUS) as InvoiceStatus[];

/** A small seeded generator (mulberry32): the same run every time, so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

type Rng = ReturnType<typeof random>;

function randomInvoice(rng: Rng, buyerId: number) {
  return {
    buyerId,
    status: INVOICE_STATUS[rng.pick(STATUSES)],
    type: rng.pick(INVOICE_TYPES) as InvoiceType,
    isActionRequired: rng.next() < 0.3,
    amount: 1000 + Math.floor(rng.next() * 100_000),
  };
}

/** The truth: count the invoices themselves. */
async function fullCount(filter: CountableFilter) {
  const parts = [eq(invoices.buyerId, filter.buyerId)];
  if (filter.statuses?.length)
    parts.push(
      inArray(
        invoices.status,
        filter.statuses.map((s) => INVOICE_STATUS[s]),
      ),
    );
  if (filter.types?.length) parts.push(inArray(invoices.type, [...filter.types]));
  if (filter.isActionRequired !== undefined) parts.push(eq(invoices.isActionRequired, filter.isActionRequired));
  const [row] = await t.db
    .select({
      total: sql<number>`count(*)::int`,
      actionRequired: sql<number>`(count(*) filter (where ${invoices.isActionRequired}))::int`,
    })
    .from(invoices)
    .where(and(...parts));
  return row;
}

/** Every tab of spec §4, no filter at all, and one status or one type alone, for each buyer. */
async function expectCountsExact(step: string) {
  for (const buyerId of buyerIds) {
    const filters: CountableFilter[] = [
      { buyerId },
      ...Object.values(INVOICE_TABS).map((tab) => ({ buyerId, ...tab })),
      { buyerId, statuses: ['Cancel'] },
      { buyerId, types: ['InvoiceRequestSeller'] },
      { buyerId, isActionRequired: true },
    ];
    for (const filter of filters) {
      expect(await tallyInvoices(t.db, filter), `${step}: ${JSON.stringify(filter)}`).toEqual(await fullCount(filter));
    }
  }
}

async function someInvoiceId(rng: Rng): Promise<number | undefined> {
  const rows = await t.db.select({ id: invoices.id }).from(invoices);
  return rows.length ? rng.pick(rows).id : undefined;
}

beforeAll(async () => {
  t = await createTestApp();
  buyerIds = [(await registeredBuyer(t)).buyerId, (await registeredBuyer(t)).buyerId];
});
afterAll(() => t?.close());

describe('maintained invoice counts (migration 0008) stay exact', () => {
  it('after 400 random inserts, transitions, bulk updates, deletes, rollbacks and compactions', async () => {
    const rng = random(20261124);
    await t.db
      .insert(invoices)
      .values(buyerIds.flatMap((buyerId) => Array.from({ length: 40 }, () => randomInvoice(rng, buyerId))));
    await expectCountsExact('after the first inserts');

    for (let step = 1; step <= 400; step++) {
      const roll = rng.next();
      const buyerId = rng.pick(buyerIds);
      if (roll < 0.4) {
        // One invoice changes status, type or the action flag: the everyday transition.
        const id = await someInvoiceId(rng);
        const change = randomInvoice(rng, buyerId);
        if (id !== undefined)
          await t.db
            .update(invoices)
            .set({ status: change.status, type: change.type, isActionRequired: change.isActionRequired })
            .where(eq(invoices.id, id));
      } else if (roll < 0.5) {
        // A sweep moving many invoices in one statement (expiry, batches).
        await t.db
          .update(invoices)
          .set({ status: INVOICE_STATUS[rng.pick(STATUSES)] })
          .where(and(eq(invoices.buyerId, buyerId), eq(invoices.status, INVOICE_STATUS[rng.pick(STATUSES)])));
      } else if (roll < 0.6) {
        const n = 1 + Math.floor(rng.next() * 5);
        await t.db.insert(invoices).values(Array.from({ length: n }, () => randomInvoice(rng, buyerId)));
      } else if (roll < 0.65) {
        const id = await someInvoiceId(rng);
        if (id !== undefined) await t.db.delete(invoices).where(eq(invoices.id, id));
      } else if (roll < 0.7) {
        // An update that touches no counted column still must not disturb the counts.
        const id = await someInvoiceId(rng);
        if (id !== undefined) await t.db.update(invoices).set({ updatedAt: new Date() }).where(eq(invoices.id, id));
      } else if (roll < 0.8) {
        // A transaction that changes invoices and then fails: its count rows go with it.
        const id = await someInvoiceId(rng);
        await expect(
          t.db.transaction(async (tx) => {
            await tx.insert(invoices).values(randomInvoice(rng, buyerId));
            if (id !== undefined) await tx.update(invoices).set({ status: INVOICE_STATUS.Cancel }).where(eq(invoices.id, id));
            throw new Error('rolled back on purpose');
          }),
        ).rejects.toThrow('rolled back on purpose');
      } else if (roll < 0.9) {
        // Several transactions at once (truly concurrent on PostgreSQL, queued on PGlite).
        const ids = await Promise.all([1, 2, 3, 4].map(() => someInvoiceId(rng)));
        await Promise.all(
          ids.map((id) =>
            t.db.transaction(async (tx) => {
              if (id === undefined) return;
              await tx
                .update(invoices)
                .set({ status: INVOICE_STATUS[rng.pick(STATUSES)] })
                .where(eq(invoices.id, id));
              await tx.insert(invoices).values(randomInvoice(rng, buyerId));
            }),
          ),
        );
      } else {
        await compactInvoiceCounts(t.db);
      }
      if (step % 50 === 0) await expectCountsExact(`step ${step}`);
    }

    await compactInvoiceCounts(t.db);
    await expectCountsExact('after the final compaction');
    // Compacted: one row per combination a buyer has, and none that nets to zero.
    const rows = await t.db
      .select({
        buyerId: invoiceCounts.buyerId,
        rows: sql<number>`count(*)::int`,
        combinations: sql<number>`count(distinct (${invoiceCounts.status}, ${invoiceCounts.type}, ${invoiceCounts.isActionRequired}))::int`,
        zeros: sql<number>`(count(*) filter (where ${invoiceCounts.n} = 0))::int`,
      })
      .from(invoiceCounts)
      .groupBy(invoiceCounts.buyerId);
    for (const row of rows)
      expect(row).toEqual({ buyerId: row.buyerId, rows: row.combinations, combinations: row.combinations, zeros: 0 });
  });

  it("one buyer's counts never include another's invoices", async () => {
    const [first, second] = buyerIds as [number, number];
    const before = await tallyInvoices(t.db, { buyerId: first });
    await t.db
      .insert(invoices)
      .values(
        Array.from({ length: 3 }, (_, i) => ({ buyerId: second, status: 1, type: 'InvoicePayment' as const, amount: 1000 + i })),
      );
    expect(await tallyInvoices(t.db, { buyerId: first })).toEqual(before);
  });
});
