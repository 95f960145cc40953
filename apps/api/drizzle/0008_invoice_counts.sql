CREATE TABLE "invoice_counts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"buyer_id" bigint NOT NULL,
	"status" smallint NOT NULL,
	"type" text NOT NULL,
	"is_action_required" boolean NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_counts" ADD CONSTRAINT "invoice_counts_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_counts_buyer_idx" ON "invoice_counts" USING btree ("buyer_id","status","type","is_action_required","n");--> statement-breakpoint
-- Every change to invoices adds its +n/−n rows in the same transaction (statement-level triggers
-- with transition tables: one INSERT per statement, however many invoices it touched).
CREATE FUNCTION invoice_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_counts (buyer_id, status, type, is_action_required, n)
  SELECT buyer_id, status, type, is_action_required, count(*) FROM inserted_invoices GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION invoice_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_counts (buyer_id, status, type, is_action_required, n)
  SELECT buyer_id, status, type, is_action_required, sum(n) FROM (
    SELECT o.buyer_id, o.status, o.type, o.is_action_required, -1 AS n
    FROM old_invoices o JOIN new_invoices w ON w.id = o.id
    UNION ALL
    SELECT w.buyer_id, w.status, w.type, w.is_action_required, 1 AS n
    FROM old_invoices o JOIN new_invoices w ON w.id = o.id
  ) AS change
  GROUP BY 1, 2, 3, 4
  HAVING sum(n) <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION invoice_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_counts (buyer_id, status, type, is_action_required, n)
  SELECT buyer_id, status, type, is_action_required, -count(*) FROM deleted_invoices GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION invoice_counts_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM invoice_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Writers wait from here to the end of the migration's transaction, so no invoice written by a
-- still-running older process falls between the count below and the triggers that follow it.
LOCK TABLE invoices IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- Existing invoices, counted once; the triggers below keep the counts from here on.
INSERT INTO invoice_counts (buyer_id, status, type, is_action_required, n)
SELECT buyer_id, status, type, is_action_required, count(*) FROM invoices GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE TRIGGER invoices_counted_on_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS inserted_invoices FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_on_insert();--> statement-breakpoint
CREATE TRIGGER invoices_counted_on_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_invoices NEW TABLE AS new_invoices FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_on_update();--> statement-breakpoint
CREATE TRIGGER invoices_counted_on_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS deleted_invoices FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_on_delete();--> statement-breakpoint
CREATE TRIGGER invoices_counted_on_truncate AFTER TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_on_truncate();
