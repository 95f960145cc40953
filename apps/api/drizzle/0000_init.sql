CREATE TABLE "audit_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_type" text NOT NULL,
	"actor_id" text,
	"buyer_id" bigint,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"detail" jsonb,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_failures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buyers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_form" smallint NOT NULL,
	"business_category_id" integer NOT NULL,
	"transfer_person_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corporations" (
	"buyer_id" bigint PRIMARY KEY NOT NULL,
	"corporate_name" text NOT NULL,
	"corporate_name_kana" text NOT NULL,
	"corporate_number" text NOT NULL,
	"representative_name" text NOT NULL,
	"representative_name_kana" text NOT NULL,
	"postal_code" text NOT NULL,
	"address_state" text NOT NULL,
	"address_city" text NOT NULL,
	"address_street" text NOT NULL,
	"address_building_name" text,
	"representative_birthday" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drafts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"buyer_id" bigint NOT NULL,
	"supplier_name" text,
	"amount" bigint,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"buyer_id" bigint NOT NULL,
	"type" text NOT NULL,
	"status" smallint NOT NULL,
	"is_action_required" boolean DEFAULT false NOT NULL,
	"supplier_id" bigint,
	"amount" bigint NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	"due_date" date,
	"transfer_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"notification_id" bigint NOT NULL,
	"buyer_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_reads_buyer_id_notification_id_pk" PRIMARY KEY("buyer_id","notification_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"buyer_id" bigint,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"user_agent" text,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "sole_proprietors" (
	"buyer_id" bigint PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"business_name_kana" text NOT NULL,
	"representative_last_name" text NOT NULL,
	"representative_first_name" text NOT NULL,
	"representative_last_name_kana" text NOT NULL,
	"representative_first_name_kana" text NOT NULL,
	"representative_birthday" date NOT NULL,
	"business_postal_code" text NOT NULL,
	"business_address_state" text NOT NULL,
	"business_address_city" text NOT NULL,
	"business_address_street" text NOT NULL,
	"business_address_building_name" text,
	"home_postal_code" text NOT NULL,
	"home_address_state" text NOT NULL,
	"home_address_city" text NOT NULL,
	"home_address_street" text NOT NULL,
	"home_address_building_name" text
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"buyer_id" bigint NOT NULL,
	"business_form" smallint NOT NULL,
	"name" text NOT NULL,
	"name_kana" text NOT NULL,
	"corporate_number" text,
	"status" text DEFAULT 'Unapproved' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email_address" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"must_reset_password" boolean DEFAULT false NOT NULL,
	"user_last_name" text,
	"user_first_name" text,
	"phone_number" text,
	"buyer_id" bigint,
	"accepted_terms_version" text,
	"accepted_terms_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text,
	"code_hash" text,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buyers" ADD CONSTRAINT "buyers_business_category_id_business_categories_id_fk" FOREIGN KEY ("business_category_id") REFERENCES "public"."business_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporations" ADD CONSTRAINT "corporations_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sole_proprietors" ADD CONSTRAINT "sole_proprietors_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_challenges" ADD CONSTRAINT "verification_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_buyer_idx" ON "audit_logs" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "auth_failures_lookup_idx" ON "auth_failures" USING btree ("scope","subject","created_at");--> statement-breakpoint
CREATE INDEX "corporations_corporate_number_idx" ON "corporations" USING btree ("corporate_number");--> statement-breakpoint
CREATE INDEX "drafts_buyer_idx" ON "drafts" USING btree ("buyer_id","updated_at");--> statement-breakpoint
CREATE INDEX "invoices_buyer_status_idx" ON "invoices" USING btree ("buyer_id","status","type","id");--> statement-breakpoint
CREATE INDEX "notifications_buyer_idx" ON "notifications" USING btree ("buyer_id","published_at");--> statement-breakpoint
CREATE INDEX "outbox_emails_pending_idx" ON "outbox_emails" USING btree ("available_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_emails_to_idx" ON "outbox_emails" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "suppliers_buyer_status_idx" ON "suppliers" USING btree ("buyer_id","status","id") WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_address_key" ON "users" USING btree ("email_address");--> statement-breakpoint
CREATE INDEX "users_buyer_id_idx" ON "users" USING btree ("buyer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_challenges_token_hash_key" ON "verification_challenges" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "verification_challenges_user_purpose_idx" ON "verification_challenges" USING btree ("user_id","purpose");--> statement-breakpoint
INSERT INTO "business_categories" ("id", "name", "sort_order") VALUES
  (1, '農業・林業・漁業', 10),
  (2, '建設業', 20),
  (3, '製造業', 30),
  (4, '電気・ガス・熱供給・水道業', 40),
  (5, '情報通信業', 50),
  (6, '運輸業・郵便業', 60),
  (7, '卸売業・小売業', 70),
  (8, '金融業・保険業', 80),
  (9, '不動産業・物品賃貸業', 90),
  (10, '学術研究・専門・技術サービス業', 100),
  (11, '宿泊業・飲食サービス業', 110),
  (12, '生活関連サービス業・娯楽業', 120),
  (13, '教育・学習支援業', 130),
  (14, '医療・福祉', 140),
  (15, 'サービス業（他に分類されないもの）', 150),
  (99, 'その他', 990);
