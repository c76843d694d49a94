-- The recipient preview's totals sum the tallies by segment and consent state (migration 0040), which leave erased
-- customers out; the tallies by segment alone, which counted them, are kept no longer, nor their index.
DROP INDEX "tallies_recipient_segment_locale_idx";
--> statement-breakpoint
DELETE FROM tallies WHERE subject = 'customers.recipient_segment';
--> statement-breakpoint
-- As server/resources/countTriggers.ts writes it from the customers' definition, so that the server's start finds
-- it in place and counts nothing again.
CREATE OR REPLACE FUNCTION tally_keys(table_name text, row_values jsonb) RETURNS TABLE (subject text, key text) LANGUAGE sql STABLE AS $$
  SELECT 'customers.source', row_values->>'source' WHERE table_name = 'customers'
  UNION ALL
  SELECT 'customers.status', row_values->>'status' WHERE table_name = 'customers'
  UNION ALL
  SELECT 'customers.created_hour', to_char((row_values->>'created_at')::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:00') WHERE table_name = 'customers'
  UNION ALL
  SELECT 'customers.created_day', to_char((row_values->>'created_at')::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD') WHERE table_name = 'customers'
  UNION ALL
  SELECT 'customers.recipient_consent', recipient_consent(row_values) WHERE table_name = 'customers'
  UNION ALL
  SELECT 'projects.status', row_values->>'status' WHERE table_name = 'projects'
$$;
