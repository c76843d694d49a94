-- Exact row counts kept by statement-level triggers, so list totals and menu badges never scan a table.
CREATE FUNCTION count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO delta FROM new_rows;
  ELSE
    SELECT -count(*) INTO delta FROM old_rows;
  END IF;
  IF delta <> 0 THEN
    INSERT INTO row_counts (table_name, row_count) VALUES (TG_TABLE_NAME, delta)
    ON CONFLICT (table_name) DO UPDATE SET row_count = row_counts.row_count + EXCLUDED.row_count;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION track_row_count(target regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %s_count_insert AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows()', target::text, target);
  EXECUTE format('CREATE TRIGGER %s_count_delete AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows()', target::text, target);
  EXECUTE format('INSERT INTO row_counts (table_name, row_count) SELECT %L, count(*) FROM %s ON CONFLICT (table_name) DO NOTHING', target::text, target);
END;
$$;
--> statement-breakpoint
SELECT track_row_count('customers');
--> statement-breakpoint
SELECT track_row_count('projects');
--> statement-breakpoint
SELECT track_row_count('users');
