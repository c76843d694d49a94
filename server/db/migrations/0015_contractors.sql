CREATE TABLE "contractors" (
	"_id" text PRIMARY KEY NOT NULL,
	"creator" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"company" text,
	"type" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"location" text,
	"address" text,
	"license_number" text,
	"insurance_expiry" date,
	"rating" integer,
	"note" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contractors" ADD CONSTRAINT "contractors_creator_users__id_fk" FOREIGN KEY ("creator") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contractors_created_at_idx" ON "contractors" USING btree ("created_at","_id");--> statement-breakpoint
CREATE INDEX "contractors_type_idx" ON "contractors" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "contractors_insurance_expiry_idx" ON "contractors" USING btree ("insurance_expiry");
--> statement-breakpoint
SELECT track_row_count('contractors');
