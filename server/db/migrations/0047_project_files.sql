CREATE TABLE "project_files" (
	"_id" text PRIMARY KEY NOT NULL,
	"creator" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"project" text NOT NULL,
	"upload" text,
	"file_name" text,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"stage" text DEFAULT 'during' NOT NULL,
	"room" text,
	"caption" text,
	"location_kept" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_creator_users__id_fk" FOREIGN KEY ("creator") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_project_projects__id_fk" FOREIGN KEY ("project") REFERENCES "public"."projects"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_upload_uploads_name_fk" FOREIGN KEY ("upload") REFERENCES "public"."uploads"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_files_project_idx" ON "project_files" USING btree ("project","created_at","_id");