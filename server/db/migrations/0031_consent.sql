CREATE TABLE "consent_events" (
	"_id" text PRIMARY KEY NOT NULL,
	"customer" text NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"note" text,
	"occurred_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"recorded_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email_consent" text DEFAULT 'implied' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email_consent_until" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sms_consent" text DEFAULT 'implied' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "sms_consent_until" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_customer_customers__id_fk" FOREIGN KEY ("customer") REFERENCES "public"."customers"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_recorded_by_users__id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_events_customer_idx" ON "consent_events" USING btree ("customer","channel","occurred_at","created_at");--> statement-breakpoint
CREATE INDEX "customers_email_consent_idx" ON "customers" USING btree ("email_consent","email_consent_until");--> statement-breakpoint
CREATE INDEX "customers_sms_consent_idx" ON "customers" USING btree ("sms_consent","sms_consent_until");