-- Marketing consent per channel (docs/consent.md). The state stored on each customer is computed here, once, from
-- the recorded events, the customer's creation (an inquiry: implied consent for 6 months) and signed contracts
-- (a purchase: 2 years); triggers keep it up to date whatever writes those rows (the API, an import, a restore).
CREATE FUNCTION business_time_zone() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT time_zone FROM business_settings), 'America/Toronto')
$$;
--> statement-breakpoint
-- Implied consent holds through the whole day `period` after the day it began, in the business's time zone: CASL
-- counts the period back from the day a message is sent.
CREATE FUNCTION implied_consent_until(began date, period interval) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT ((began + period)::date + 1)::timestamp AT TIME ZONE business_time_zone()
$$;
--> statement-breakpoint
-- The newest express or withdrawn event of a channel decides; without one, implied consent until the later expiry.
CREATE VIEW customer_consent_computed AS
SELECT _id,
  email_consent, CASE WHEN email_consent = 'implied' THEN implied_until END AS email_consent_until,
  sms_consent, CASE WHEN sms_consent = 'implied' THEN implied_until END AS sms_consent_until
FROM (
  SELECT c._id,
    coalesce((SELECT e.kind FROM consent_events e WHERE e.customer = c._id AND e.channel = 'email'
      ORDER BY e.occurred_at DESC, e.created_at DESC, e._id DESC LIMIT 1), 'implied') AS email_consent,
    coalesce((SELECT e.kind FROM consent_events e WHERE e.customer = c._id AND e.channel = 'sms'
      ORDER BY e.occurred_at DESC, e.created_at DESC, e._id DESC LIMIT 1), 'implied') AS sms_consent,
    greatest(
      implied_consent_until((c.created_at AT TIME ZONE business_time_zone())::date, interval '6 months'),
      (SELECT max(implied_consent_until(k.signed_date, interval '24 months')) FROM contracts k
        WHERE k.customer = c._id AND k.signed AND k.signed_date IS NOT NULL)) AS implied_until
  FROM customers c
) computed;
--> statement-breakpoint
-- Stores the computed state of these customers, touching only those whose state changed (not `updated_at`: a consent
-- is no edit of the record, and must not make an open form's save a conflict).
CREATE FUNCTION refresh_customer_consent(ids text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE customers c SET (email_consent, email_consent_until, sms_consent, sms_consent_until) =
    (v.email_consent, v.email_consent_until, v.sms_consent, v.sms_consent_until)
  FROM customer_consent_computed v
  WHERE v._id = c._id AND c._id = ANY(ids)
    AND (c.email_consent, c.email_consent_until, c.sms_consent, c.sms_consent_until)
      IS DISTINCT FROM (v.email_consent, v.email_consent_until, v.sms_consent, v.sms_consent_until)
$$;
--> statement-breakpoint
CREATE FUNCTION consent_events_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_customer_consent(array(SELECT DISTINCT customer FROM changed_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER consent_events_inserted AFTER INSERT ON consent_events
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION consent_events_changed();
--> statement-breakpoint
CREATE TRIGGER consent_events_deleted AFTER DELETE ON consent_events
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION consent_events_changed();
--> statement-breakpoint
-- Once a statement, over the contracts it changed (a seed or an import writes thousands at a time): the customers of
-- those signed before or after.
CREATE FUNCTION contracts_consent_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_customer_consent(array(SELECT DISTINCT customer FROM new_rows WHERE signed));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_customer_consent(array(SELECT DISTINCT customer FROM old_rows WHERE signed));
  ELSE
    PERFORM refresh_customer_consent(array(
      SELECT customer FROM old_rows WHERE signed UNION SELECT customer FROM new_rows WHERE signed));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contracts_consent_inserted AFTER INSERT ON contracts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contracts_consent_changed();
--> statement-breakpoint
CREATE TRIGGER contracts_consent_updated AFTER UPDATE ON contracts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contracts_consent_changed();
--> statement-breakpoint
CREATE TRIGGER contracts_consent_deleted AFTER DELETE ON contracts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION contracts_consent_changed();
--> statement-breakpoint
-- A new customer has implied consent from their inquiry. A customer put back from the trash keeps the state it had
-- (one trashed before this migration has none stored, and gets the new customer's).
CREATE FUNCTION customer_consent_at_creation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  inquiry_until timestamptz;
BEGIN
  NEW.email_consent := coalesce(NEW.email_consent, 'implied');
  NEW.sms_consent := coalesce(NEW.sms_consent, 'implied');
  IF (NEW.email_consent = 'implied' AND NEW.email_consent_until IS NULL) OR (NEW.sms_consent = 'implied' AND NEW.sms_consent_until IS NULL) THEN
    inquiry_until := implied_consent_until((NEW.created_at AT TIME ZONE business_time_zone())::date, interval '6 months');
    IF NEW.email_consent = 'implied' THEN NEW.email_consent_until := coalesce(NEW.email_consent_until, inquiry_until); END IF;
    IF NEW.sms_consent = 'implied' THEN NEW.sms_consent_until := coalesce(NEW.sms_consent_until, inquiry_until); END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_consent_at_creation BEFORE INSERT ON customers
  FOR EACH ROW EXECUTE FUNCTION customer_consent_at_creation();
--> statement-breakpoint
-- Existing customers: implied consent from their creation and their signed contracts, as new ones get.
UPDATE customers c SET (email_consent, email_consent_until, sms_consent, sms_consent_until) =
  (v.email_consent, v.email_consent_until, v.sms_consent, v.sms_consent_until)
FROM customer_consent_computed v WHERE v._id = c._id;
