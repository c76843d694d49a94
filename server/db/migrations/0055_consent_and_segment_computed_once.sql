-- Each customer's computed consent (migration 0037's view, same columns and values) with its three lookups made
-- once a customer: inlined into a query, the view's columns repeated them, ten a customer in
-- refresh_customer_consent(). The lookups sit in a lateral subquery fenced by OFFSET 0, after the customer, so a
-- condition on the customer's id still reaches the customers' index (docs/performance.md#seeding).
CREATE OR REPLACE VIEW customer_consent_computed AS
SELECT c._id,
  computed.email_consent, CASE WHEN computed.email_consent = 'implied' THEN computed.implied_until END AS email_consent_until,
  computed.sms_consent, CASE WHEN computed.sms_consent = 'implied' THEN computed.implied_until END AS sms_consent_until
FROM customers c CROSS JOIN LATERAL (
  SELECT
    CASE WHEN c.erased_at IS NOT NULL THEN 'none' ELSE
    coalesce((SELECT e.kind FROM consent_events e WHERE e.customer = c._id AND e.channel = 'email'
      ORDER BY e.occurred_at DESC, e.created_at DESC, e._id DESC LIMIT 1), 'implied') END AS email_consent,
    CASE WHEN c.erased_at IS NOT NULL THEN 'none' ELSE
    coalesce((SELECT e.kind FROM consent_events e WHERE e.customer = c._id AND e.channel = 'sms'
      ORDER BY e.occurred_at DESC, e.created_at DESC, e._id DESC LIMIT 1), 'implied') END AS sms_consent,
    greatest(
      implied_consent_until((c.created_at AT TIME ZONE business_time_zone())::date, interval '6 months'),
      (SELECT max(implied_consent_until(k.signed_date, interval '24 months')) FROM contracts k
        WHERE k.customer = c._id AND k.signed AND k.signed_date IS NOT NULL)) AS implied_until
  OFFSET 0
) computed;
--> statement-breakpoint
-- Migration 0018's key, the same text for every row. Its subquery kept the SQL function from being inlined, and run
-- as one it was set up again for each row: half of tallying the customers a seed adds. PL/pgSQL keeps the
-- subquery's plan for the session.
CREATE OR REPLACE FUNCTION recipient_segment(row_values jsonb) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN concat_ws('|', row_values->>'locale', row_values->>'status', row_values->>'source', row_values->>'gender', row_values->>'active',
    coalesce((SELECT string_agg(channel, ',' ORDER BY channel) FROM jsonb_array_elements_text(row_values->'notification_methods') channel), ''));
END
$$;
