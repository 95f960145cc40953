-- Suggested fixes for the list calls, found with bench/invoice-list.mjs (DESIGN.md §9 budgets).
-- A proposal for a migration, not one: apply with
--   node bench/invoice-list.mjs --fixes=bench/invoice-list-fixes.sql
-- to measure them (the bench runs this file after seeding, before anything is timed).
--
-- 1. GET /invoices count: count(*) FILTER (WHERE is_action_required) made PostgreSQL visit one
--    heap page per matching row (review tab of a 100k-invoice buyer: 9,725 rows → 7,809 heap
--    pages, 40–60 ms). With is_action_required carried in the index the count is an index-only
--    scan (≈100 index pages, ≈2 ms). Same key columns as invoices_buyer_status_idx, which it
--    replaces for every query that used it (update the comment in conditions() that names it).
CREATE INDEX invoices_buyer_list_idx ON invoices (buyer_id, status, type, id) INCLUDE (is_action_required);
DROP INDEX invoices_buyer_status_idx;

-- 2. GET /suppliers: last_payment_date is max(transfer_date) over the supplier's transferred
--    invoices. With only (buyer_id, status, …) to go on, each of the 20 rows of a page read all of
--    the buyer's status-4 invoices (67k rows, 18k heap pages) and filtered on supplier_id:
--    2.6 s per call. This index answers each max() from one index entry (index-only, backward);
--    it also serves the supplier payment-history filter (supplier_id) of GET /invoices.
CREATE INDEX invoices_supplier_transfer_idx ON invoices (buyer_id, supplier_id, status, transfer_date);

-- 3. GET /suppliers orders by id: with no (buyer_id, id) index PostgreSQL walked suppliers_pkey
--    backwards over every buyer's suppliers (4k here, grows with the customer base) to find 20.
CREATE INDEX suppliers_buyer_id_idx ON suppliers (buyer_id, id) WHERE deleted_at IS NULL;

-- 4. Index-only scans skip the heap only on pages the visibility map marks all-visible; invoices
--    change status all day, so let autovacuum keep up (defaults wait for 20 % of the table).
ALTER TABLE invoices SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);

ANALYZE invoices;
ANALYZE suppliers;

-- 5. Not SQL to run here: a query change in apps/api/src/modules/invoices/repository.ts
--    (listInvoices), the largest single gain. The page query sorts by (is_action_required DESC,
--    id DESC) across several statuses and types, which no btree can return in order, so today it
--    reads every matching row from the heap (7.8k pages) and then keeps 20. A deferred join sorts
--    only ids out of index 1 (index-only) and fetches the 20 rows it returns:
--
--      SELECT i.id, i.type, i.status, i.is_action_required, coalesce(s.name, i.seller_name), i.amount,
--             i.transfer_date, i.created_at
--      FROM (SELECT id FROM invoices WHERE <same conditions>
--            ORDER BY is_action_required DESC, id DESC LIMIT $size OFFSET $from) page
--      JOIN invoices i ON i.id = page.id
--      LEFT JOIN suppliers s ON s.id = i.supplier_id AND s.buyer_id = i.buyer_id
--      ORDER BY i.is_action_required DESC, i.id DESC;
--
--    review tab, 1M invoices: 67 ms / 8,051 buffers → 3.3 ms / 249 buffers (from=0);
--    from=5000: 40 ms → 6.5 ms; under load (bare handler replaying count + page, 100 connections,
--    same box, indexes 1–3 in place): 83 → 323 req/s, p99 1.5 s → 0.44 s. In drizzle:
--
--      const page = tx.select({ id: invoices.id }).from(invoices).where(where)
--        .orderBy(desc(invoices.isActionRequired), desc(invoices.id))
--        .offset(filter.from).limit(filter.size).as('page');
--      const rows = await tx.select({ …the same fields… }).from(page)
--        .innerJoin(invoices, eq(invoices.id, page.id))
--        .leftJoin(suppliers, and(eq(suppliers.id, invoices.supplierId), eq(suppliers.buyerId, invoices.buyerId)))
--        .orderBy(desc(invoices.isActionRequired), desc(invoices.id));
--
--    `where` stays conditions(filter) as today: inside the subquery "invoices" is the inner table.
--    Filters on columns outside index 1 (amount, transfer date, q) make the inner scan read the
--    heap again, but only for those calls, and the outer query still fetches 20 rows, not all.
