CREATE TABLE "card_approvals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_approvals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"buyer_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"credit_card_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"total" bigint NOT NULL,
	"promotion_code" text,
	"status" text NOT NULL,
	"order_id" text NOT NULL,
	"gateway_auth_id" text,
	"challenge_url" text,
	"result_code" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_approvals_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "card_approvals_total_check" CHECK (amount > 0 AND total = amount + commission - discount)
);
--> statement-breakpoint
CREATE TABLE "invoice_file_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"buyer_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"declared_type" text NOT NULL,
	"declared_size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"file_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"buyer_id" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"page_count" integer,
	"sha256" text NOT NULL,
	"extraction" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "promotion_redemptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"promotion_id" bigint NOT NULL,
	"buyer_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"description" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"max_uses_per_buyer" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_code_unique" UNIQUE("code"),
	CONSTRAINT "promotions_value_check" CHECK (discount_value > 0 AND (discount_type <> 'rate' OR discount_value <= 10000))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "account_id" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "file_id" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_card_id" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "approval_id" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "promotion_code" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "memo" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "examination_due_date" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "card_approvals" ADD CONSTRAINT "card_approvals_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_approvals" ADD CONSTRAINT "card_approvals_credit_card_id_credit_cards_id_fk" FOREIGN KEY ("credit_card_id") REFERENCES "public"."credit_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_file_uploads" ADD CONSTRAINT "invoice_file_uploads_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_files" ADD CONSTRAINT "invoice_files_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_approvals_idempotency_idx" ON "card_approvals" USING btree ("buyer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "invoice_files_buyer_idx" ON "invoice_files" USING btree ("buyer_id","id");--> statement-breakpoint
CREATE INDEX "promotion_redemptions_buyer_idx" ON "promotion_redemptions" USING btree ("promotion_id","buyer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_redemptions_invoice_idx" ON "promotion_redemptions" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_supplier_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."supplier_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_file_id_invoice_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."invoice_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_card_id_credit_cards_id_fk" FOREIGN KEY ("credit_card_id") REFERENCES "public"."credit_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_approval_id_card_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."card_approvals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_approval_idx" ON "invoices" USING btree ("approval_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_idempotency_idx" ON "invoices" USING btree ("buyer_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_money_check" CHECK (amount > 0 AND commission >= 0 AND discount >= 0 AND discount <= commission);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_total_check" CHECK (total = 0 OR total = amount + commission - discount);