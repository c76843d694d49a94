ALTER TABLE "campaign_messages" DROP CONSTRAINT "campaign_messages_campaign_campaigns__id_fk";
--> statement-breakpoint
ALTER TABLE "campaign_messages" DROP CONSTRAINT "campaign_messages_customer_customers__id_fk";
--> statement-breakpoint
-- A campaign's messages go with it, and a customer's with the customer, as the foreign keys' ON DELETE CASCADE did:
-- once per statement instead of a check per message written.
CREATE FUNCTION delete_messages_of_campaigns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM campaign_messages WHERE campaign IN (SELECT _id FROM old_rows);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION delete_messages_of_customers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM campaign_messages WHERE customer IN (SELECT _id FROM old_rows);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER campaigns_delete_messages AFTER DELETE ON campaigns REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION delete_messages_of_campaigns();
--> statement-breakpoint
CREATE TRIGGER customers_delete_messages AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION delete_messages_of_customers();
