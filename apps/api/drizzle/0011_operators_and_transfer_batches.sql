CREATE TABLE "operator_login_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_role_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_role_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"operator_id" bigint NOT NULL,
	"from_roles" text[] NOT NULL,
	"to_roles" text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" bigint NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" bigint NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email_address" text NOT NULL,
	"name" text NOT NULL,
	"roles" text[] NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret_sealed" text,
	"totp_pending_secret_sealed" text,
	"totp_last_step" bigint,
	"disabled_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_roles_check" CHECK (roles <@ ARRAY['examiner','treasurer','admin']::text[] AND cardinality(roles) > 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_batch_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfer_batch_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"batch_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"buyer_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch_code" text NOT NULL,
	"branch_name" text NOT NULL,
	"account_type" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"failure_code" text,
	"transferred_on" date,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_batch_lines_amount_check" CHECK (amount > 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_batches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfer_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transfer_date" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"channel" text NOT NULL,
	"created_by" bigint NOT NULL,
	"approved_by" bigint,
	"approved_at" timestamp with time zone,
	"sent_on" date,
	"sent_by" bigint,
	"line_count" integer,
	"total_amount" bigint,
	"file_name" text,
	"file_bytes" "bytea",
	"file_sha256" text,
	"bank_request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_batches_four_eyes_check" CHECK (approved_by IS NULL OR approved_by <> created_by)
);
--> statement-breakpoint
ALTER TABLE "operator_login_challenges" ADD CONSTRAINT "operator_login_challenges_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_role_changes" ADD CONSTRAINT "operator_role_changes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_role_changes" ADD CONSTRAINT "operator_role_changes_requested_by_operators_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_role_changes" ADD CONSTRAINT "operator_role_changes_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_batch_lines" ADD CONSTRAINT "transfer_batch_lines_batch_id_transfer_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."transfer_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_batch_lines" ADD CONSTRAINT "transfer_batch_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_batch_lines" ADD CONSTRAINT "transfer_batch_lines_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_batch_lines" ADD CONSTRAINT "transfer_batch_lines_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_batches" ADD CONSTRAINT "transfer_batches_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_batches" ADD CONSTRAINT "transfer_batches_approved_by_operators_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_batches" ADD CONSTRAINT "transfer_batches_sent_by_operators_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_login_challenges_token_key" ON "operator_login_challenges" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_role_changes_pending_key" ON "operator_role_changes" USING btree ("operator_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_email_key" ON "operators" USING btree ("email_address");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_batch_lines_open_invoice_key" ON "transfer_batch_lines" USING btree ("invoice_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "transfer_batch_lines_batch_idx" ON "transfer_batch_lines" USING btree ("batch_id","id");--> statement-breakpoint
CREATE INDEX "transfer_batch_lines_invoice_idx" ON "transfer_batch_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "transfer_batches_date_idx" ON "transfer_batches" USING btree ("transfer_date","status");--> statement-breakpoint
CREATE INDEX "audit_logs_created_idx" ON "audit_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_actor_idx" ON "audit_logs" USING btree ("actor_type","actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_target_idx" ON "audit_logs" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_examination_queue_idx" ON "invoices" USING btree ("id") WHERE status IN (1, 2);--> statement-breakpoint
CREATE INDEX "invoices_transfer_due_idx" ON "invoices" USING btree ("transfer_date","id") WHERE status = 3;--> statement-breakpoint
-- An approved batch is what the second operator approved: its file, date, counts and lines never
-- change again, whatever the code above does (only its progress: sent, closed, line results).
CREATE FUNCTION transfer_batch_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.approved_at IS NOT NULL AND (
       NEW.file_bytes IS DISTINCT FROM OLD.file_bytes OR NEW.file_sha256 IS DISTINCT FROM OLD.file_sha256
    OR NEW.file_name IS DISTINCT FROM OLD.file_name OR NEW.transfer_date IS DISTINCT FROM OLD.transfer_date
    OR NEW.line_count IS DISTINCT FROM OLD.line_count OR NEW.total_amount IS DISTINCT FROM OLD.total_amount
    OR NEW.approved_by IS DISTINCT FROM OLD.approved_by OR NEW.created_by IS DISTINCT FROM OLD.created_by
    OR NEW.approved_at IS DISTINCT FROM OLD.approved_at) THEN
    RAISE EXCEPTION 'transfer batch % is approved: its file and figures are immutable', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER transfer_batches_frozen BEFORE UPDATE ON transfer_batches FOR EACH ROW EXECUTE FUNCTION transfer_batch_frozen();
--> statement-breakpoint
CREATE FUNCTION transfer_batch_line_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'transfer batch lines are never deleted' USING ERRCODE = 'check_violation';
  END IF;
  IF EXISTS (SELECT 1 FROM transfer_batches b WHERE b.id = OLD.batch_id AND b.approved_at IS NOT NULL) AND (
       NEW.amount IS DISTINCT FROM OLD.amount OR NEW.invoice_id IS DISTINCT FROM OLD.invoice_id
    OR NEW.batch_id IS DISTINCT FROM OLD.batch_id OR NEW.bank_code IS DISTINCT FROM OLD.bank_code
    OR NEW.branch_code IS DISTINCT FROM OLD.branch_code OR NEW.account_type IS DISTINCT FROM OLD.account_type
    OR NEW.account_number IS DISTINCT FROM OLD.account_number OR NEW.holder_name IS DISTINCT FROM OLD.holder_name
    OR (OLD.status = 'excluded') <> (NEW.status = 'excluded')) THEN
    RAISE EXCEPTION 'line % belongs to an approved batch: only its bank result may change', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER transfer_batch_lines_frozen BEFORE UPDATE OR DELETE ON transfer_batch_lines FOR EACH ROW EXECUTE FUNCTION transfer_batch_line_frozen();
