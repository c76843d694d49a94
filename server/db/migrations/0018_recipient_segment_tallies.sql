-- Customers are tallied by the fields recipient filters select by most (locale, status, source, gender, active and
-- the channels they accept, one key of `|`-separated values, the channels sorted and comma-separated): a filter
-- on those fields alone sums the few hundred matching keys instead of counting every customer it selects.
CREATE FUNCTION recipient_segment(row_values jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT concat_ws('|', row_values->>'locale', row_values->>'status', row_values->>'source', row_values->>'gender', row_values->>'active',
    coalesce((SELECT string_agg(channel, ',' ORDER BY channel) FROM jsonb_array_elements_text(row_values->'notification_methods') channel), ''))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tally_keys(table_name text, row_values jsonb) RETURNS TABLE (subject text, key text) LANGUAGE sql STABLE AS $$
  SELECT 'customers.source', row_values->>'source' WHERE table_name = 'customers'
  UNION ALL
  SELECT 'customers.status', row_values->>'status' WHERE table_name = 'customers'
  UNION ALL
  SELECT 'customers.created_hour', to_char((row_values->>'created_at')::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:00') WHERE table_name = 'customers'
  UNION ALL
  SELECT 'customers.created_day', to_char((row_values->>'created_at')::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD') WHERE table_name = 'customers'
  UNION ALL
  SELECT 'customers.recipient_segment', recipient_segment(row_values) WHERE table_name = 'customers'
  UNION ALL
  SELECT 'projects.status', row_values->>'status' WHERE table_name = 'projects'
$$;
--> statement-breakpoint
INSERT INTO tallies (subject, key, count)
SELECT 'customers.recipient_segment', recipient_segment(to_jsonb(customers)), count(*) FROM customers GROUP BY 2
ON CONFLICT (subject, key) DO UPDATE SET count = EXCLUDED.count;
