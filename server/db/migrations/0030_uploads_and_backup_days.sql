CREATE TABLE "backup_days" (
	"day" text PRIMARY KEY NOT NULL,
	"claimed_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"name" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploader" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploader_users__id_fk" FOREIGN KEY ("uploader") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;