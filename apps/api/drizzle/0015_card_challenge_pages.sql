CREATE TABLE "card_challenge_pages" (
	"order_id" text PRIMARY KEY NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "card_challenge_pages_expires_idx" ON "card_challenge_pages" USING btree ("expires_at");