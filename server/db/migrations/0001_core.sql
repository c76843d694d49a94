CREATE TABLE "customers" (
	"_id" text PRIMARY KEY NOT NULL,
	"creator" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"uid" integer GENERATED ALWAYS AS IDENTITY (sequence name "customers_uid_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"last_name" text,
	"organization" text,
	"gender" text DEFAULT 'unknown' NOT NULL,
	"email" text,
	"phone" text NOT NULL,
	"phone_extension" text,
	"secondary_phone" text,
	"secondary_phone_extension" text,
	"wechat" text,
	"wechat_added" boolean DEFAULT false NOT NULL,
	"raw_address" text,
	"location" text,
	"locale" text DEFAULT 'en-US' NOT NULL,
	"notification_methods" text[] DEFAULT '{email}' NOT NULL,
	"source" text DEFAULT 'Unknown' NOT NULL,
	"referer" text,
	"note" text,
	"active" boolean DEFAULT true NOT NULL,
	"avatar" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(
  coalesce(name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(organization, '') || ' ' ||
  coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(secondary_phone, '') || ' ' ||
  coalesce(wechat, '') || ' ' || coalesce(raw_address, '') || ' ' || coalesce(location, '') || ' ' || uid::text)) STORED,
	"search_cjk" text[] GENERATED ALWAYS AS (cjk_characters(coalesce(name, '') || coalesce(last_name, '') || coalesce(organization, '') || coalesce(raw_address, '') || coalesce(location, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "history" (
	"_id" text PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"type" text NOT NULL,
	"content" text,
	"changes" jsonb,
	"creator" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"first_failed_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"_id" text PRIMARY KEY NOT NULL,
	"creator" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"customer" text NOT NULL,
	"property" text DEFAULT 'house' NOT NULL,
	"services" text[] DEFAULT '{interior_renovation}' NOT NULL,
	"start_date" date,
	"end_date" date,
	"team" text,
	"specialist" text,
	"discount" numeric(5, 2) DEFAULT 0 NOT NULL,
	"raw_address" text,
	"location" text,
	"note" text,
	"source" text,
	"referer" text,
	"description" text,
	"status" text DEFAULT 'pending' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "row_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"row_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"_id" text PRIMARY KEY NOT NULL,
	"creator" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"password_hash" text NOT NULL,
	"name" text,
	"lastname" text,
	"display_name" text,
	"phone" text,
	"extension" text,
	"department" text,
	"job_title" text,
	"location" text,
	"address" text,
	"bio" text,
	"note" text,
	"avatar" text,
	"roles" text[] DEFAULT '{visitor}' NOT NULL,
	"permissions" text[] DEFAULT '{default}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"session_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_creator_users__id_fk" FOREIGN KEY ("creator") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history" ADD CONSTRAINT "history_creator_users__id_fk" FOREIGN KEY ("creator") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_creator_users__id_fk" FOREIGN KEY ("creator") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_customer_customers__id_fk" FOREIGN KEY ("customer") REFERENCES "public"."customers"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_specialist_users__id_fk" FOREIGN KEY ("specialist") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_creator_users__id_fk" FOREIGN KEY ("creator") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_uid_key" ON "customers" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at","_id");--> statement-breakpoint
CREATE INDEX "customers_updated_at_idx" ON "customers" USING btree ("updated_at","_id");--> statement-breakpoint
CREATE INDEX "customers_status_uid_idx" ON "customers" USING btree ("status","uid");--> statement-breakpoint
CREATE INDEX "customers_status_created_at_idx" ON "customers" USING btree ("status","created_at","_id");--> statement-breakpoint
CREATE INDEX "customers_source_idx" ON "customers" USING btree ("source");--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree ("name","_id");--> statement-breakpoint
CREATE INDEX "customers_search_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_search_cjk_idx" ON "customers" USING gin ("search_cjk");--> statement-breakpoint
CREATE INDEX "history_entity_idx" ON "history" USING btree ("entity","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "projects_customer_idx" ON "projects" USING btree ("customer","created_at");--> statement-breakpoint
CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at","_id");--> statement-breakpoint
CREATE INDEX "projects_status_created_at_idx" ON "projects" USING btree ("status","created_at","_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));