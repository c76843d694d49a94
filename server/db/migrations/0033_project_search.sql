ALTER TABLE "projects" ADD COLUMN "customer_search" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(customer_search, '') || ' ' || coalesce(description, '') || ' ' || coalesce(raw_address, '') || ' ' || coalesce(location, ''))) STORED;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_cjk" text[] GENERATED ALWAYS AS (cjk_characters(coalesce(customer_search, '') || coalesce(description, '') || coalesce(raw_address, '') || coalesce(location, ''))) STORED;--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_search_cjk_idx" ON "projects" USING gin ("search_cjk");