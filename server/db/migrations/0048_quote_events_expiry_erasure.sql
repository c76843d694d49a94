ALTER TABLE "quote_acceptances" ALTER COLUMN "signed_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_acceptances" ALTER COLUMN "ip" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_acceptances" ALTER COLUMN "signed_pdf" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "history" ADD COLUMN "event" jsonb;--> statement-breakpoint
CREATE INDEX "quotes_awaiting_valid_until_idx" ON "quotes" USING btree ("valid_until") WHERE "quotes"."status" in ('sent', 'viewed');