-- An erased customer (docs/privacy.md) has no consent of any kind: neither its creation nor a later change of its
-- contracts may give it implied consent again. Same columns as migration 0032's view.
CREATE OR REPLACE VIEW customer_consent_computed AS
SELECT _id,
  email_consent, CASE WHEN email_consent = 'implied' THEN implied_until END AS email_consent_until,
  sms_consent, CASE WHEN sms_consent = 'implied' THEN implied_until END AS sms_consent_until
FROM (
  SELECT c._id,
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
  FROM customers c
) computed;
