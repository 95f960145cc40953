CREATE TABLE "gateway_operations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gateway_operations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"invoice_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"auth_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"result_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_status_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"invoice_id" bigint NOT NULL,
	"buyer_id" bigint,
	"status" smallint NOT NULL,
	"is_action_required" boolean DEFAULT false NOT NULL,
	"note" text,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"invoice_id" bigint NOT NULL,
	"buyer_id" bigint,
	"entry_type" text NOT NULL,
	"debit_account" text NOT NULL,
	"credit_account" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK (amount >= 0 AND debit_account <> credit_account)
);
--> statement-breakpoint
CREATE TABLE "request_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"linked_buyer_id" bigint,
	"linked_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "invoices_buyer_status_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "action_required_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seller_name" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_document_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "request_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gateway_operations" ADD CONSTRAINT "gateway_operations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_status_history" ADD CONSTRAINT "invoice_status_history_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_status_history" ADD CONSTRAINT "invoice_status_history_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_keys" ADD CONSTRAINT "request_keys_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_keys" ADD CONSTRAINT "request_keys_linked_buyer_id_buyers_id_fk" FOREIGN KEY ("linked_buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_operations_pending_idx" ON "gateway_operations" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_operations_once_idx" ON "gateway_operations" USING btree ("invoice_id","kind","auth_id");--> statement-breakpoint
CREATE INDEX "invoice_status_history_invoice_idx" ON "invoice_status_history" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_invoice_idx" ON "ledger_entries" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_movement_idx" ON "ledger_entries" USING btree ("invoice_id","entry_type","debit_account","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "request_keys_invoice_idx" ON "request_keys" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_buyer_list_idx" ON "invoices" USING btree ("buyer_id","status","type","id","is_action_required");--> statement-breakpoint
CREATE INDEX "invoices_supplier_transfer_idx" ON "invoices" USING btree ("buyer_id","supplier_id","status","transfer_date");--> statement-breakpoint
CREATE INDEX "suppliers_buyer_id_idx" ON "suppliers" USING btree ("buyer_id","id") WHERE deleted_at IS NULL;--> statement-breakpoint
-- The ledger is append-only: corrections are new entries, history is never rewritten.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only (% refused)', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_update_delete BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint
-- Statuses change all day: vacuum often enough that index-only scans stay heap-free.
ALTER TABLE invoices SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
