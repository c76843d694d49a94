-- The consent states beside each customer's project pairs (0026), in their index: a recipient preview with a project
-- condition groups its customers by consent from that index alone, where it read every customer (docs/marketing.md#recipient-groups).
-- Erased customers, nobody's recipients, lose their pairs.
DROP INDEX "customer_project_pairs_newest_idx";--> statement-breakpoint
ALTER TABLE "customer_project_pairs" ADD COLUMN "email_consent" text NOT NULL DEFAULT 'none';--> statement-breakpoint
ALTER TABLE "customer_project_pairs" ADD COLUMN "email_consent_until" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "customer_project_pairs" ADD COLUMN "sms_consent" text NOT NULL DEFAULT 'none';--> statement-breakpoint
ALTER TABLE "customer_project_pairs" ADD COLUMN "sms_consent_until" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "customer_project_pairs" ALTER COLUMN "email_consent" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "customer_project_pairs" ALTER COLUMN "sms_consent" DROP DEFAULT;--> statement-breakpoint
-- Rewrites the pairs of these customers from their projects (a project's services, or '' for none).
CREATE OR REPLACE FUNCTION refresh_customer_project_pairs(customer_ids text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM customer_project_pairs WHERE customer = ANY (customer_ids);
  INSERT INTO customer_project_pairs (customer, customer_uid, project_status, service, created_at, locale, status, source, gender, active, location,
    notification_methods, email_consent, email_consent_until, sms_consent, sms_consent_until)
  SELECT DISTINCT c._id, c.uid, p.status, s.service, c.created_at, c.locale, c.status, c.source, c.gender, c.active, c.location,
    c.notification_methods, c.email_consent, c.email_consent_until, c.sms_consent, c.sms_consent_until
  FROM customers c
  JOIN projects p ON p.customer = c._id
  CROSS JOIN LATERAL unnest(CASE WHEN cardinality(p.services) = 0 THEN '{""}'::text[] ELSE p.services END) s (service)
  WHERE c._id = ANY (customer_ids) AND c.erased_at IS NULL;
$$;
--> statement-breakpoint
-- A customer's new fields and consent states reach the copies beside its pairs; an erased customer's pairs go. A
-- customer is deleted only without projects (the projects' foreign key), hence without pairs; a new one has none yet.
CREATE OR REPLACE FUNCTION project_pairs_follow_customers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_customer_project_pairs(ARRAY(
    SELECT n._id FROM old_rows o JOIN new_rows n USING (_id) WHERE o.erased_at IS DISTINCT FROM n.erased_at));
  UPDATE customer_project_pairs pairs
  SET created_at = n.created_at, locale = n.locale, status = n.status, source = n.source, gender = n.gender, active = n.active,
      location = n.location, notification_methods = n.notification_methods, email_consent = n.email_consent,
      email_consent_until = n.email_consent_until, sms_consent = n.sms_consent, sms_consent_until = n.sms_consent_until
  FROM old_rows o JOIN new_rows n USING (_id)
  WHERE pairs.customer = n._id
    AND (o.created_at, o.locale, o.status, o.source, o.gender, o.active, o.location, o.notification_methods,
      o.email_consent, o.email_consent_until, o.sms_consent, o.sms_consent_until)
      IS DISTINCT FROM (n.created_at, n.locale, n.status, n.source, n.gender, n.active, n.location, n.notification_methods,
      n.email_consent, n.email_consent_until, n.sms_consent, n.sms_consent_until);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
UPDATE customer_project_pairs pairs
SET email_consent = c.email_consent, email_consent_until = c.email_consent_until, sms_consent = c.sms_consent, sms_consent_until = c.sms_consent_until
FROM customers c WHERE c._id = pairs.customer;--> statement-breakpoint
DELETE FROM customer_project_pairs pairs USING customers c WHERE c._id = pairs.customer AND c.erased_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "customer_project_pairs_newest_idx" ON "customer_project_pairs" USING btree ("project_status","service","locale","active","created_at","customer_uid","status","source","gender","notification_methods","location","email_consent","email_consent_until","sms_consent","sms_consent_until");--> statement-breakpoint
ANALYZE "customer_project_pairs";
