DROP INDEX "gateway_operations_pending_idx";--> statement-breakpoint
ALTER TABLE "gateway_operations" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "gateway_operations_pending_idx" ON "gateway_operations" USING btree ("status","next_attempt_at","id");