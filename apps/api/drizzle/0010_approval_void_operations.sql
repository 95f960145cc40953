ALTER TABLE "gateway_operations" ALTER COLUMN "invoice_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gateway_operations" ADD COLUMN "approval_id" bigint;--> statement-breakpoint
ALTER TABLE "gateway_operations" ADD CONSTRAINT "gateway_operations_approval_id_card_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."card_approvals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_operations_approval_once_idx" ON "gateway_operations" USING btree ("approval_id","kind","auth_id");--> statement-breakpoint
ALTER TABLE "gateway_operations" ADD CONSTRAINT "gateway_operations_subject_check" CHECK (invoice_id IS NOT NULL OR approval_id IS NOT NULL);