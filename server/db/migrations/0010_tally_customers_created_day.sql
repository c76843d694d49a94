-- Customers are tallied by UTC day too: a month of the dashboard sums its whole days and only the hours at its
-- two ends, about 80 tallies instead of about 730 hourly ones.
CREATE OR REPLACE FUNCTION tally_keys(table_name text, row_values jsonb) RETURNS TABLE (subject text, key text) LANGUAGE sql STABLE AS $$
  SELECT 'customers.source', row_values->>'source' WHERE table_name = 'customers'
  UNION ALL
  SELECT 'customers.status', row_values->>'status' WHERE table_name = 'customers'
  UNION ALL
  SELECT 'customers.created_hour', to_char((row_values->>'created_at')::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:00') WHERE table_name = 'customers'
  UNION ALL
  SELECT 'customers.created_day', to_char((row_values->>'created_at')::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD') WHERE table_name = 'customers'
  UNION ALL
  SELECT 'projects.status', row_values->>'status' WHERE table_name = 'projects'
$$;
--> statement-breakpoint
INSERT INTO tallies (subject, key, count)
SELECT 'customers.created_day', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), count(*) FROM customers GROUP BY 2
ON CONFLICT (subject, key) DO UPDATE SET count = EXCLUDED.count;
