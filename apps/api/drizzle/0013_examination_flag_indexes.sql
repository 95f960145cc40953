CREATE INDEX "supplier_accounts_number_idx" ON "supplier_accounts" USING btree ("account_number","bank_code","branch_code");--> statement-breakpoint
CREATE INDEX "invoice_files_buyer_sha_idx" ON "invoice_files" USING btree ("buyer_id","sha256");--> statement-breakpoint
CREATE INDEX "invoices_buyer_captured_amount_idx" ON "invoices" USING btree ("buyer_id","amount") WHERE status IN (3, 4);--> statement-breakpoint
CREATE INDEX "invoices_account_idx" ON "invoices" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "invoices_supplier_amount_due_idx" ON "invoices" USING btree ("supplier_id","amount","due_date");--> statement-breakpoint
CREATE INDEX "invoices_supplier_number_idx" ON "invoices" USING btree ("supplier_id",lower("invoice_number"));