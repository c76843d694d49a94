CREATE SEQUENCE "public"."quote_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "quotes" (
	"_id" text PRIMARY KEY NOT NULL,
	"creator" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"project" text NOT NULL,
	"customer" text NOT NULL,
	"number" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"valid_until" date,
	"language" text NOT NULL,
	"discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"deposit_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"terms" text,
	"notes" text,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subtotal_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"deposit_cents" bigint DEFAULT 0 NOT NULL,
	"superseded_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_creator_users__id_fk" FOREIGN KEY ("creator") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_project_projects__id_fk" FOREIGN KEY ("project") REFERENCES "public"."projects"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_customers__id_fk" FOREIGN KEY ("customer") REFERENCES "public"."customers"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_version_key" ON "quotes" USING btree ("number","version");--> statement-breakpoint
CREATE INDEX "quotes_project_idx" ON "quotes" USING btree ("project","created_at","_id");--> statement-breakpoint
CREATE INDEX "quotes_customer_idx" ON "quotes" USING btree ("customer","created_at","_id");--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status","created_at","_id");--> statement-breakpoint
CREATE INDEX "quotes_created_at_idx" ON "quotes" USING btree ("created_at","_id");