CREATE INDEX "tallies_recipient_consent_locale_idx" ON "tallies" USING btree (split_part("key", '|', 1)) WHERE "tallies"."subject" = 'customers.recipient_consent';--> statement-breakpoint
CREATE INDEX "customers_email_consent_implied_idx" ON "customers" USING btree ("email_consent_until") WHERE "customers"."email_consent" = 'implied';--> statement-breakpoint
CREATE INDEX "customers_sms_consent_implied_idx" ON "customers" USING btree ("sms_consent_until") WHERE "customers"."sms_consent" = 'implied';--> statement-breakpoint
-- Implied consent whose end has passed is stored as `expired` (docs/consent.md), so that the recipient preview can
-- count consent from tallies of the stored states. Time moves the state without any write, so a sweep at the
-- server's moment stores it before each count that must be exact: it reads only the implied consent that has ended
-- (the partial indexes above), and writes nothing when none has.
CREATE FUNCTION expire_implied_consent(moment timestamptz) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  expired integer := 0;
BEGIN
  IF EXISTS (SELECT 1 FROM customers WHERE email_consent = 'implied' AND email_consent_until <= moment)
    OR EXISTS (SELECT 1 FROM customers WHERE sms_consent = 'implied' AND sms_consent_until <= moment) THEN
    UPDATE customers SET
      email_consent = CASE WHEN email_consent = 'implied' AND email_consent_until <= moment THEN 'expired' ELSE email_consent END,
      sms_consent = CASE WHEN sms_consent = 'implied' AND sms_consent_until <= moment THEN 'expired' ELSE sms_consent END
    WHERE (email_consent = 'implied' AND email_consent_until <= moment) OR (sms_consent = 'implied' AND sms_consent_until <= moment);
    GET DIAGNOSTICS expired = ROW_COUNT;
  END IF;
  RETURN expired;
END $$;
--> statement-breakpoint
-- A recomputed state (the view of migrations 0032 and 0037 knows no moment) keeps `expired` when the stored state
-- is `expired` and the implied consent ends no later than it did: it ended at a moment a sweep has seen.
CREATE FUNCTION consent_state_kept(computed text, computed_until timestamptz, stored text, stored_until timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN computed = 'implied' AND stored = 'expired' AND computed_until <= stored_until THEN 'expired' ELSE computed END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_customer_consent(ids text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE customers c SET (email_consent, email_consent_until, sms_consent, sms_consent_until) =
    (consent_state_kept(v.email_consent, v.email_consent_until, c.email_consent, c.email_consent_until), v.email_consent_until,
     consent_state_kept(v.sms_consent, v.sms_consent_until, c.sms_consent, c.sms_consent_until), v.sms_consent_until)
  FROM customer_consent_computed v
  WHERE v._id = c._id AND c._id = ANY(ids)
    AND (c.email_consent, c.email_consent_until, c.sms_consent, c.sms_consent_until) IS DISTINCT FROM
      (consent_state_kept(v.email_consent, v.email_consent_until, c.email_consent, c.email_consent_until), v.email_consent_until,
       consent_state_kept(v.sms_consent, v.sms_consent_until, c.sms_consent, c.sms_consent_until), v.sms_consent_until)
$$;
--> statement-breakpoint
-- Customers tallied by their recipient segment (migration 0018) and each channel's stored consent state, the erased
-- apart (no filter selects them): the preview's consent counts of a filter on segment fields alone sum these.
CREATE FUNCTION recipient_consent(row_values jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN row_values->>'erased_at' IS NULL
    THEN concat_ws('|', recipient_segment(row_values), row_values->>'email_consent', row_values->>'sms_consent') ELSE 'erased' END
$$;
--> statement-breakpoint
-- Implied consent that has already ended, stored as such.
SELECT expire_implied_consent(now());
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
  SELECT 'customers.recipient_segment', recipient_segment(row_values) WHERE table_name = 'customers'
  UNION ALL
  SELECT 'customers.recipient_consent', recipient_consent(row_values) WHERE table_name = 'customers'
  UNION ALL
  SELECT 'projects.status', row_values->>'status' WHERE table_name = 'projects'
$$;
--> statement-breakpoint
INSERT INTO tallies (subject, key, count)
SELECT 'customers.recipient_consent', recipient_consent(to_jsonb(customers)), count(*) FROM customers GROUP BY 2
ON CONFLICT (subject, key) DO UPDATE SET count = EXCLUDED.count;
