-- A campaign's expansion adds an entry to every index of campaign_messages for each recipient: with five indexes a
-- campaign to 1 000 000 customers took about 26 s (docs/marketing.md#delivery). Two go. The unique key now leads
-- with the customer, so it also finds a customer's messages (the trash, a merge, an erasure, a privacy export) as
-- the index of 0056 did; the claim index still leads with the campaign for the sender and the delivery counts. The
-- messages' list is newest first by id, which grows as messages are written (0054), not by created_at.
DROP INDEX "campaign_messages_created_at_idx";
--> statement-breakpoint
DROP INDEX "campaign_messages_customer_idx";
--> statement-breakpoint
DROP INDEX "campaign_messages_recipient_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_messages_recipient_key" ON "campaign_messages" USING btree ("customer","campaign","channel");
