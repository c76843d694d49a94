-- Trigram indexes for quick search and the lists' `q`.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The distinct CJK characters of a text, for an array index that finds Chinese names of any length.
CREATE FUNCTION cjk_characters(input text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT c), '{}') FROM regexp_split_to_table(input, '') AS c
  WHERE c ~ '[\u3400-\u9fff\uf900-\ufaff]'
$$;
