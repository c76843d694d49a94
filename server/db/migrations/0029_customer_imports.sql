CREATE TABLE "customer_imports" (
	"_id" text PRIMARY KEY NOT NULL,
	"creator" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"file_name" text,
	"rows" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"invalid" integer DEFAULT 0 NOT NULL,
	"undone_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "import_id" text;--> statement-breakpoint
ALTER TABLE "customer_imports" ADD CONSTRAINT "customer_imports_creator_users__id_fk" FOREIGN KEY ("creator") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_import_id_customer_imports__id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."customer_imports"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_import_idx" ON "customers" USING btree ("import_id") WHERE "customers"."import_id" is not null;