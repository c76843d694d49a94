ALTER TABLE "customers" drop column "search_text";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(
  coalesce(name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(last_name, '') || coalesce(name, '') || ' ' || coalesce(organization, '') || ' ' ||
  coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(secondary_phone, '') || ' ' ||
  coalesce(wechat, '') || ' ' || coalesce(raw_address, '') || ' ' || coalesce(location, '') || ' ' || uid::text)) STORED;--> statement-breakpoint
-- Dropping the column dropped its trigram index.
CREATE INDEX "customers_search_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);
