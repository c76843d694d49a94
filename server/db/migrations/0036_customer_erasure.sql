ALTER TABLE "business_settings" ADD COLUMN "contract_retention_years" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "erased_at" timestamp (3) with time zone;