-- Customers are tallied by status too, so that a list filtered by statuses reads its exact total from `tallies`
-- instead of counting (the tally triggers of 0007 call tally_keys, so they count statuses from now on).
CREATE OR REPLACE FUNCTION tally_keys(table_name text, row_values jsonb) RETURNS TABLE (subject text, key text) LANGUAGE sql STABLE AS $$
  SELECT 'customers.source', row_values->>'source' WHERE table_name = 'customers'
  UNION ALL
  SELECT 'customers.status', row_values->>'status' WHERE table_name = 'customers'
  UNION ALL
  SELECT 'customers.created_hour', to_char((row_values->>'created_at')::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:00') WHERE table_name = 'customers'
  UNION ALL
  SELECT 'projects.status', row_values->>'status' WHERE table_name = 'projects'
$$;
--> statement-breakpoint
INSERT INTO tallies (subject, key, count)
SELECT 'customers.status', status, count(*) FROM customers GROUP BY status
ON CONFLICT (subject, key) DO UPDATE SET count = EXCLUDED.count;
