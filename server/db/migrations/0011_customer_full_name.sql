-- A customer's name as staff read it (domain `customerFullName`): a Chinese name surname first and unspaced
-- (王芳), any other given name first (Emily Tremblay).
CREATE FUNCTION customer_full_name(name text, last_name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN coalesce(name, '') || coalesce(last_name, '') ~ '[\u3400-\u9fff\uf900-\ufaff]'
      THEN btrim(coalesce(last_name, '')) || btrim(coalesce(name, ''))
    ELSE concat_ws(' ', nullif(btrim(name), ''), nullif(btrim(last_name), ''))
  END
$$;
