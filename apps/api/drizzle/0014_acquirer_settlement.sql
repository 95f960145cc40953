CREATE TABLE "acquirer_settlement_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acquirer_settlement_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"period_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"occurred_on" date NOT NULL,
	"gross" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acquirer_settlement_items_amounts_check" CHECK (gross >= 0 AND fee >= 0 AND fee <= gross)
);
--> statement-breakpoint
CREATE TABLE "acquirer_settlement_periods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acquirer_settlement_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cycle" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"expected_pay_date" date NOT NULL,
	"gross_captured" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"net_expected" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'expected' NOT NULL,
	"received_amount" bigint,
	"received_on" date,
	"difference_reason" text,
	"received_by" bigint,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acquirer_settlement_periods_range_check" CHECK (period_end >= period_start AND expected_pay_date > period_end),
	CONSTRAINT "acquirer_settlement_periods_net_check" CHECK (net_expected = gross_captured - refunds - fee),
	CONSTRAINT "acquirer_settlement_periods_received_check" CHECK ((status = 'expected' AND received_amount IS NULL AND received_on IS NULL) OR (status = 'received' AND received_amount IS NOT NULL AND received_on IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "invoice_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "acquirer_settlement_items" ADD CONSTRAINT "acquirer_settlement_items_period_id_acquirer_settlement_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."acquirer_settlement_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquirer_settlement_items" ADD CONSTRAINT "acquirer_settlement_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquirer_settlement_periods" ADD CONSTRAINT "acquirer_settlement_periods_received_by_operators_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "acquirer_settlement_items_invoice_kind_idx" ON "acquirer_settlement_items" USING btree ("invoice_id","kind");--> statement-breakpoint
CREATE INDEX "acquirer_settlement_items_period_idx" ON "acquirer_settlement_items" USING btree ("period_id");--> statement-breakpoint
CREATE UNIQUE INDEX "acquirer_settlement_periods_start_idx" ON "acquirer_settlement_periods" USING btree ("period_start");--> statement-breakpoint
CREATE INDEX "acquirer_settlement_periods_status_idx" ON "acquirer_settlement_periods" USING btree ("status","expected_pay_date");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_unattached_movement_idx" ON "ledger_entries" USING btree ("entry_type","debit_account","reference") WHERE invoice_id IS NULL;