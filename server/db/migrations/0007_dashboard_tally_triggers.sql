-- The grouped counts of `tallies`, kept exact by statement-level triggers on insert, update and delete, so the
-- dashboard's charts read a few hundred rows instead of grouping every customer and project.

-- What a row of a tallied table counts towards: one key per subject.
CREATE FUNCTION tally_keys(table_name text, row_values jsonb) RETURNS TABLE (subject text, key text) LANGUAGE sql STABLE AS $$
  SELECT 'customers.source', row_values->>'source' WHERE table_name = 'customers'
  UNION ALL
  SELECT 'customers.created_hour', to_char((row_values->>'created_at')::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:00') WHERE table_name = 'customers'
  UNION ALL
  SELECT 'projects.status', row_values->>'status' WHERE table_name = 'projects'
$$;
--> statement-breakpoint
CREATE FUNCTION tally_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO tallies (subject, key, count)
    SELECT k.subject, k.key, count(*) FROM new_rows, tally_keys(TG_TABLE_NAME, to_jsonb(new_rows)) k GROUP BY 1, 2
    ON CONFLICT (subject, key) DO UPDATE SET count = tallies.count + EXCLUDED.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO tallies (subject, key, count)
    SELECT k.subject, k.key, -count(*) FROM old_rows, tally_keys(TG_TABLE_NAME, to_jsonb(old_rows)) k GROUP BY 1, 2
    ON CONFLICT (subject, key) DO UPDATE SET count = tallies.count + EXCLUDED.count;
  ELSE
    -- An update moves a row from its old keys to its new ones; unchanged keys cancel out and are not written.
    INSERT INTO tallies (subject, key, count)
    SELECT subject, key, sum(delta) FROM (
      SELECT k.subject, k.key, 1 AS delta FROM new_rows, tally_keys(TG_TABLE_NAME, to_jsonb(new_rows)) k
      UNION ALL
      SELECT k.subject, k.key, -1 FROM old_rows, tally_keys(TG_TABLE_NAME, to_jsonb(old_rows)) k
    ) changes
    GROUP BY subject, key HAVING sum(delta) <> 0
    ON CONFLICT (subject, key) DO UPDATE SET count = tallies.count + EXCLUDED.count;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION track_tallies(target regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %s_tally_insert AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_rows()', target::text, target);
  EXECUTE format('CREATE TRIGGER %s_tally_update AFTER UPDATE ON %s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_rows()', target::text, target);
  EXECUTE format('CREATE TRIGGER %s_tally_delete AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_rows()', target::text, target);
  EXECUTE format(
    'INSERT INTO tallies (subject, key, count) SELECT k.subject, k.key, count(*) FROM %s t, tally_keys(%L, to_jsonb(t)) k GROUP BY 1, 2',
    target, target::text
  );
END;
$$;
--> statement-breakpoint
SELECT track_tallies('customers');
--> statement-breakpoint
SELECT track_tallies('projects');
