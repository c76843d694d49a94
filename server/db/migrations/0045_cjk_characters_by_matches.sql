-- The same distinct CJK characters, found by one regular-expression pass instead of a match per character: the
-- generated search_cjk columns of customers and projects computed it for every written row, and that took most of
-- a project insert's time (docs/performance.md#seeding). The rows keep their values: the result is the same.
CREATE OR REPLACE FUNCTION cjk_characters(input text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT m[1]), '{}') FROM regexp_matches(input, '([\u3400-\u9fff\uf900-\ufaff])', 'g') AS m
$$;
