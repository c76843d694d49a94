CREATE TABLE "business_settings" (
	"single" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"company_name" text,
	"company_address" text,
	"company_phone" text,
	"default_language" text DEFAULT 'en-US' NOT NULL,
	"time_zone" text DEFAULT 'America/Toronto' NOT NULL,
	"primary_color" text DEFAULT '#4b7cf3' NOT NULL,
	"menu_color" text DEFAULT 'gray' NOT NULL,
	"menu_layout" text DEFAULT 'left' NOT NULL,
	"sender_name" text,
	"sender_email" text,
	"sms_sender" text,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "business_settings_single_row" CHECK ("business_settings"."single")
);
--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_updated_by_users__id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The one row every save updates: a new installation starts from the defaults.
INSERT INTO "business_settings" DEFAULT VALUES;
