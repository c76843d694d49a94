-- A search for a common term walks the newest projects in this index alone, as it walks the customers' (0051).
CREATE INDEX "projects_created_at_search_idx" ON "projects" USING btree ("created_at","_id","search_text");--> statement-breakpoint
DROP INDEX "projects_created_at_idx";--> statement-breakpoint
-- How many rows a term matches is estimated from the histogram of search_text. Projects kept PostgreSQL's default
-- 100 entries: "tremblay", held by 11 455 of 1 000 000 projects and by no entry, was taken for 100 rows, and its
-- first page read and sorted every match instead of walking the index above. Customers kept 300 (0012): an entry
-- then stands for 3 333 customers of a million, too coarse for a search's total to be taken from the estimate from
-- 3 000 matches on (docs/performance.md#searching-by-text). Each search's planning takes about 0.2 ms more.
ALTER TABLE "customers" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "customers";--> statement-breakpoint
ANALYZE "projects";
