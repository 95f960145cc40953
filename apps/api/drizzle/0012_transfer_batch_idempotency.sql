ALTER TABLE "transfer_batches" ADD COLUMN "bank_submission_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfer_batches" ADD COLUMN "bank_submission_ref" text;--> statement-breakpoint
ALTER TABLE "transfer_batches" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at");--> statement-breakpoint
-- Builds made before this migration kept their key only in the build's audit row: copy it over, so
-- a late replay of such a build still answers its batch instead of building another one.
UPDATE "transfer_batches" b SET "idempotency_key" = a.detail->>'idempotency_key'
FROM "audit_logs" a
WHERE a.action = 'ops.payouts.build' AND a.target_type = 'transfer_batch' AND a.target_id = b.id::text
  AND a.actor_type = 'operator' AND a.actor_id = b.created_by::text AND a.detail->>'idempotency_key' IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_batches_idempotency_key" ON "transfer_batches" USING btree ("created_by","idempotency_key") WHERE idempotency_key IS NOT NULL;