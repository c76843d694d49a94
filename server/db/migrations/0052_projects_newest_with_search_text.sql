-- A search for a common term walks the newest projects in this index alone, as it walks the customers' (0051).
CREATE INDEX "projects_created_at_search_idx" ON "projects" USING btree ("created_at","_id","search_text");--> statement-breakpoint
DROP INDEX "projects_created_at_idx";--> statement-breakpoint
-- How many rows a term matches is estimated from the histogram of search_text. With the default 100 entries, a term
-- that no entry holds was taken for 100 rows of a million: "tremblay", held by 11 455 projects, was, and every match
-- was read and sorted instead of walking the index above (docs/performance.md#searching-by-text).
ALTER TABLE "customers" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "customers";--> statement-breakpoint
ANALYZE "projects";
