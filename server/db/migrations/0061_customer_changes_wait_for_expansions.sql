-- Moving a customer to the trash, merging one into another or erasing one reads the customer's campaign messages to
-- keep, move or clear them. A campaign expanding meanwhile had not committed the customer's new message yet, so it
-- was missed: the trash's delete trigger then deleted it (a restore did not bring it back), a merge left it to be
-- deleted with the merged customer, an erasure left its address. Each now first waits for the expansions under way
-- and holds new ones off until it commits, with the lock a deletion's trigger shares (migration 0060); the trigger
-- calls the same function.
CREATE FUNCTION wait_for_campaign_expansions() RETURNS void LANGUAGE sql AS $$ SELECT pg_advisory_xact_lock_shared(724312) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION delete_messages_of_customers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM wait_for_campaign_expansions();
  DELETE FROM campaign_messages WHERE customer IN (SELECT _id FROM old_rows);
  RETURN NULL;
END;
$$;
