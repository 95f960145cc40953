CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "bank_closed_days" (
	"date" date PRIMARY KEY NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corporation_registry" (
	"corporate_number" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"name_kana" text,
	"postal_code" text,
	"prefecture_name" text,
	"city_name" text,
	"street_number" text,
	"update_date" date,
	"closed_at" date
);
--> statement-breakpoint
CREATE TABLE "supplier_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_id" bigint NOT NULL,
	"buyer_id" bigint NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch_code" text NOT NULL,
	"branch_name" text NOT NULL,
	"account_type" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "postal_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "address_state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "address_city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "address_street" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "address_building_name" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "contact_person_name" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "email_address" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "memo" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "supplier_accounts" ADD CONSTRAINT "supplier_accounts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_accounts" ADD CONSTRAINT "supplier_accounts_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corporation_registry_search_name_idx" ON "corporation_registry" USING btree ("search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "corporation_registry_kana_prefix_idx" ON "corporation_registry" USING btree ("name_kana" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "corporation_registry_name_trgm_idx" ON "corporation_registry" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "corporation_registry_kana_trgm_idx" ON "corporation_registry" USING gin ("name_kana" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supplier_accounts_supplier_idx" ON "supplier_accounts" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "supplier_accounts_lookup_idx" ON "supplier_accounts" USING btree ("buyer_id","bank_code","branch_code","account_number");