DROP INDEX "campaign_messages_campaign_status_idx";--> statement-breakpoint
CREATE INDEX "campaign_messages_claim_idx" ON "campaign_messages" USING btree ("campaign","status","channel","_id");