ALTER TABLE "invoices" ADD COLUMN "captured_on" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "transferred_on" date;--> statement-breakpoint
-- Backfill from the status history: the day (JST, which has no daylight saving) each payment
-- first reached 振込予約済 (3: the card was captured) and 振込完了 (4: the transfer was made).
-- A cancelled payment that had been captured (refunded) keeps its capture day too.
UPDATE "invoices" AS i SET
  "captured_on" = (
    SELECT min(h."created_at" AT TIME ZONE 'UTC' + interval '9 hours')::date
    FROM "invoice_status_history" AS h WHERE h."invoice_id" = i."id" AND h."status" = 3
  ),
  "transferred_on" = (
    SELECT min(h."created_at" AT TIME ZONE 'UTC' + interval '9 hours')::date
    FROM "invoice_status_history" AS h WHERE h."invoice_id" = i."id" AND h."status" = 4
  )
WHERE i."status" IN (3, 4, 5);--> statement-breakpoint
-- Rows from before the status history: their last change is the move that put them where they are.
UPDATE "invoices" SET "transferred_on" = ("updated_at" AT TIME ZONE 'UTC' + interval '9 hours')::date
WHERE "status" = 4 AND "transferred_on" IS NULL;--> statement-breakpoint
UPDATE "invoices" SET "captured_on" = ("updated_at" AT TIME ZONE 'UTC' + interval '9 hours')::date
WHERE "status" = 3 AND "captured_on" IS NULL;--> statement-breakpoint
UPDATE "invoices" SET "captured_on" = "transferred_on" WHERE "status" = 4 AND "captured_on" IS NULL;
