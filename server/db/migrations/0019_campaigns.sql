CREATE TABLE "campaigns" (
	"_id" text PRIMARY KEY NOT NULL,
	"creator" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"sender" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"content" text NOT NULL,
	"template" text DEFAULT 'default' NOT NULL,
	"notification_channels" text[] DEFAULT '{email}' NOT NULL,
	"recipients_list" text[] DEFAULT '{}' NOT NULL,
	"description" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"scheduled" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_creator_users__id_fk" FOREIGN KEY ("creator") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_created_at_idx" ON "campaigns" USING btree ("created_at","_id");--> statement-breakpoint
CREATE INDEX "campaigns_status_idx" ON "campaigns" USING btree ("status","created_at","_id");--> statement-breakpoint
CREATE INDEX "campaigns_scheduled_idx" ON "campaigns" USING btree ("scheduled") WHERE "campaigns"."status" = 'scheduled';--> statement-breakpoint
SELECT track_row_count('campaigns');