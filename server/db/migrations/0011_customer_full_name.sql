-- A customer's name as staff read it (domain `customerFullName`): a Chinese name surname first and unspaced
-- (王芳), any other given name first (Emily Tremblay). Only immutable functions in the body (concat_ws is only
-- stable), so that the planner inlines it into a select instead of calling it for every row.
CREATE FUNCTION customer_full_name(name text, last_name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN coalesce(name, '') || coalesce(last_name, '') ~ '[\u3400-\u9fff\uf900-\ufaff]'
      THEN btrim(coalesce(last_name, '')) || btrim(coalesce(name, ''))
    ELSE btrim(btrim(coalesce(name, '')) || ' ' || btrim(coalesce(last_name, '')))
  END
$$;
