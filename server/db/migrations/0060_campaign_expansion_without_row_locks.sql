-- A campaign's expansion read its customers FOR KEY SHARE, so that a customer deleted meanwhile waited for it and its
-- trigger then deleted the new messages too. Locking 1 000 000 customer rows wrote to every page of the table: a
-- fifth of expanding a campaign to them all (docs/marketing.md#delivery). One lock does it instead: the expansion
-- takes it alone (lock_out_customer_deletions(), before its INSERT), a deletion's trigger shares it before deleting
-- the deleted customers' messages. A trigger that waited for an expansion deletes, once it commits, the messages it
-- wrote for them (each statement of a trigger reads what is committed when it starts); an expansion that waited for
-- a deletion does not select the deleted customers. The number is any fixed one, as the migrations' own lock's.
CREATE FUNCTION lock_out_customer_deletions() RETURNS void LANGUAGE sql AS $$ SELECT pg_advisory_xact_lock(724312) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION delete_messages_of_customers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(724312);
  DELETE FROM campaign_messages WHERE customer IN (SELECT _id FROM old_rows);
  RETURN NULL;
END;
$$;
