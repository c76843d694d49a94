-- A notice of a change to the project pairs reaches a server a few milliseconds after the change commits; a preview
-- asked meanwhile, by the very person who made the change, would read the count kept from before it. Each change
-- also moves this sequence on, as the change is made: a server compares its value with the one its kept counts were
-- made under before it answers from them (server/marketing/projectPairGroups.ts, docs/marketing.md#recipient-groups).
CREATE SEQUENCE recipient_pair_changes;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_recipient_pair_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('recipient_pair_changes');
  PERFORM pg_notify('recipient_pair_changes', '');
  RETURN NULL;
END;
$$;
