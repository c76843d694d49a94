CREATE TABLE "recipient_groups" (
	"_id" text PRIMARY KEY NOT NULL,
	"creator" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"filter" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipient_groups" ADD CONSTRAINT "recipient_groups_creator_users__id_fk" FOREIGN KEY ("creator") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipient_groups_created_at_idx" ON "recipient_groups" USING btree ("created_at","_id");--> statement-breakpoint
CREATE INDEX "recipient_groups_name_idx" ON "recipient_groups" USING btree ("name","_id");--> statement-breakpoint
CREATE INDEX "customers_location_idx" ON "customers" USING btree (lower("location"));--> statement-breakpoint
SELECT track_row_count('recipient_groups');
