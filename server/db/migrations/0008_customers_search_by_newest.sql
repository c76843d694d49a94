DROP INDEX "customers_created_at_idx";--> statement-breakpoint
CREATE INDEX "customers_created_at_search_idx" ON "customers" USING btree ("created_at","_id","search_text");