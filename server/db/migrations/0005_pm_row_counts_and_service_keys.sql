-- Menu badges and list totals of the PM tables, as for customers (0002_row_counts).
SELECT track_row_count('contracts');
--> statement-breakpoint
SELECT track_row_count('tasks');
--> statement-breakpoint
SELECT track_row_count('teams');
--> statement-breakpoint
-- Service keys are hyphenated (domain/enums.ts serviceTypes); the first default spelled one with an underscore.
UPDATE projects SET services = array_replace(services, 'interior_renovation', 'interior-renovation')
WHERE services @> ARRAY['interior_renovation'];
