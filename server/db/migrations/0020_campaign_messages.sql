CREATE TABLE "campaign_messages" (
	"_id" text PRIMARY KEY DEFAULT lpad(to_hex(floor(extract(epoch from clock_timestamp()))::bigint), 8, '0') || substr(md5(random()::text || clock_timestamp()::text), 1, 16) NOT NULL,
	"campaign" text NOT NULL,
	"customer" text NOT NULL,
	"channel" text NOT NULL,
	"address" text,
	"status" text NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp (3) with time zone,
	"sent_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_messages" ADD CONSTRAINT "campaign_messages_campaign_campaigns__id_fk" FOREIGN KEY ("campaign") REFERENCES "public"."campaigns"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_messages" ADD CONSTRAINT "campaign_messages_customer_customers__id_fk" FOREIGN KEY ("customer") REFERENCES "public"."customers"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_messages_recipient_key" ON "campaign_messages" USING btree ("campaign","customer","channel");--> statement-breakpoint
CREATE INDEX "campaign_messages_campaign_status_idx" ON "campaign_messages" USING btree ("campaign","status");--> statement-breakpoint
CREATE INDEX "campaign_messages_created_at_idx" ON "campaign_messages" USING btree ("created_at","_id");--> statement-breakpoint
CREATE INDEX "campaign_messages_claimed_idx" ON "campaign_messages" USING btree ("claimed_at") WHERE "campaign_messages"."status" = 'sending';