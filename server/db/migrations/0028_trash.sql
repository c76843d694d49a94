CREATE TABLE "trash" (
	"_id" text PRIMARY KEY NOT NULL,
	"resource" text NOT NULL,
	"record_id" text NOT NULL,
	"label" text NOT NULL,
	"rows" jsonb NOT NULL,
	"relinks" jsonb NOT NULL,
	"deleted_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_by" text,
	"merged_into" text
);
--> statement-breakpoint
ALTER TABLE "trash" ADD CONSTRAINT "trash_deleted_by_users__id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trash_record_key" ON "trash" USING btree ("resource","record_id");--> statement-breakpoint
CREATE INDEX "trash_deleted_at_idx" ON "trash" USING btree ("deleted_at","_id");--> statement-breakpoint
CREATE INDEX "trash_resource_deleted_at_idx" ON "trash" USING btree ("resource","deleted_at","_id");