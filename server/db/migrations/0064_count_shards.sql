-- Kept counts spread over shards (docs/performance.md#kept-counts). Every customer created added one to the same
-- row of `row_counts` and to the same tallies, and held those rows until its commit was flushed: concurrent creates
-- on PostgreSQL were written one commit after another. Each database session now adds to the rows of its own shard
-- (1 to 8, by its process id), a count is the sum of its rows, and the servers fold those rows into shard 0 every
-- minute (server/statistics/countShards.ts). The counts kept so far become shard 0, as do a count's first rows and
-- a seed's.
ALTER TABLE "row_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "row_counts" DROP CONSTRAINT "row_counts_pkey";--> statement-breakpoint
ALTER TABLE "row_counts" ADD CONSTRAINT "row_counts_table_name_shard_pk" PRIMARY KEY("table_name","shard");--> statement-breakpoint
ALTER TABLE "tallies" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tallies" DROP CONSTRAINT "tallies_subject_key_pk";--> statement-breakpoint
ALTER TABLE "tallies" ADD CONSTRAINT "tallies_subject_key_shard_pk" PRIMARY KEY("subject","key","shard");--> statement-breakpoint
-- The shard a session writes: its rows are locked by no other session of the same moment unless their process ids
-- meet modulo 8. Shard 0 is the folds'.
CREATE FUNCTION count_shard() RETURNS smallint LANGUAGE sql STABLE AS $$ SELECT (1 + pg_backend_pid() % 8)::smallint $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO delta FROM new_rows;
  ELSE
    SELECT -count(*) INTO delta FROM old_rows;
  END IF;
  IF delta <> 0 THEN
    INSERT INTO row_counts (table_name, shard, row_count) VALUES (TG_TABLE_NAME, count_shard(), delta)
    ON CONFLICT (table_name, shard) DO UPDATE SET row_count = row_counts.row_count + EXCLUDED.row_count;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION track_row_count(target regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %s_count_insert AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows()', target::text, target);
  EXECUTE format('CREATE TRIGGER %s_count_delete AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_rows()', target::text, target);
  EXECUTE format('INSERT INTO row_counts (table_name, row_count) SELECT %L, count(*) FROM %s ON CONFLICT (table_name, shard) DO NOTHING', target::text, target);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tally_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO tallies (subject, key, shard, count)
    SELECT k.subject, k.key, count_shard(), count(*) FROM new_rows, tally_keys(TG_TABLE_NAME, to_jsonb(new_rows)) k GROUP BY 1, 2
    ON CONFLICT (subject, key, shard) DO UPDATE SET count = tallies.count + EXCLUDED.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO tallies (subject, key, shard, count)
    SELECT k.subject, k.key, count_shard(), -count(*) FROM old_rows, tally_keys(TG_TABLE_NAME, to_jsonb(old_rows)) k GROUP BY 1, 2
    ON CONFLICT (subject, key, shard) DO UPDATE SET count = tallies.count + EXCLUDED.count;
  ELSE
    -- An update moves a row from its old keys to its new ones; unchanged keys cancel out and are not written.
    INSERT INTO tallies (subject, key, shard, count)
    SELECT subject, key, count_shard(), sum(delta) FROM (
      SELECT k.subject, k.key, 1 AS delta FROM new_rows, tally_keys(TG_TABLE_NAME, to_jsonb(new_rows)) k
      UNION ALL
      SELECT k.subject, k.key, -1 FROM old_rows, tally_keys(TG_TABLE_NAME, to_jsonb(old_rows)) k
    ) changes
    GROUP BY subject, key HAVING sum(delta) <> 0
    ON CONFLICT (subject, key, shard) DO UPDATE SET count = tallies.count + EXCLUDED.count;
  END IF;
  RETURN NULL;
END;
$$;
