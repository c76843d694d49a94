-- Each server keeps how many customers a recipient filter with a project condition selects, by consent state, until
-- a project pair changes (server/marketing/projectPairGroups.ts): these triggers tell every server on the channel
-- `recipient_pair_changes` as the change commits, whatever makes it, SQL by hand included (docs/marketing.md#recipient-groups).
-- PostgreSQL sends a transaction's identical notices once. ALWAYS: a seed's load runs with triggers in replica mode.
CREATE FUNCTION notify_recipient_pair_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('recipient_pair_changes', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER customer_project_pairs_change AFTER INSERT OR UPDATE OR DELETE ON customer_project_pairs FOR EACH ROW EXECUTE FUNCTION notify_recipient_pair_change();
--> statement-breakpoint
CREATE TRIGGER customer_project_pairs_truncate AFTER TRUNCATE ON customer_project_pairs FOR EACH STATEMENT EXECUTE FUNCTION notify_recipient_pair_change();
--> statement-breakpoint
ALTER TABLE customer_project_pairs ENABLE ALWAYS TRIGGER customer_project_pairs_change;
--> statement-breakpoint
ALTER TABLE customer_project_pairs ENABLE ALWAYS TRIGGER customer_project_pairs_truncate;
