CREATE TABLE "contracts" (
	"_id" text PRIMARY KEY NOT NULL,
	"creator" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"project" text NOT NULL,
	"customer" text NOT NULL,
	"contract_number" text NOT NULL,
	"type" text DEFAULT 'standard' NOT NULL,
	"amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"location" text,
	"representative" text,
	"effective_date" date,
	"signed" boolean DEFAULT false NOT NULL,
	"signed_date" date,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"_id" text PRIMARY KEY NOT NULL,
	"creator" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"project" text NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"participants" text[] NOT NULL,
	"deadline" date NOT NULL,
	"types" text[] NOT NULL,
	"description" text NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"done_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"_id" text PRIMARY KEY NOT NULL,
	"creator" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"alias" text,
	"members" text[] DEFAULT '{}' NOT NULL,
	"leader" text
);
--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "services" SET DEFAULT '{interior-renovation}';--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_creator_users__id_fk" FOREIGN KEY ("creator") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_project_projects__id_fk" FOREIGN KEY ("project") REFERENCES "public"."projects"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_customer_customers__id_fk" FOREIGN KEY ("customer") REFERENCES "public"."customers"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_creator_users__id_fk" FOREIGN KEY ("creator") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_project_projects__id_fk" FOREIGN KEY ("project") REFERENCES "public"."projects"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_creator_users__id_fk" FOREIGN KEY ("creator") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_leader_users__id_fk" FOREIGN KEY ("leader") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_contract_number_key" ON "contracts" USING btree ("contract_number");--> statement-breakpoint
CREATE INDEX "contracts_project_idx" ON "contracts" USING btree ("project","created_at","_id");--> statement-breakpoint
CREATE INDEX "contracts_customer_idx" ON "contracts" USING btree ("customer","created_at","_id");--> statement-breakpoint
CREATE INDEX "contracts_created_at_idx" ON "contracts" USING btree ("created_at","_id");--> statement-breakpoint
CREATE INDEX "tasks_participants_idx" ON "tasks" USING gin ("participants");--> statement-breakpoint
CREATE INDEX "tasks_project_idx" ON "tasks" USING btree ("project","created_at","_id");--> statement-breakpoint
CREATE INDEX "tasks_created_at_idx" ON "tasks" USING btree ("created_at","_id");--> statement-breakpoint
CREATE INDEX "tasks_deadline_idx" ON "tasks" USING btree ("deadline","_id");--> statement-breakpoint
CREATE INDEX "teams_created_at_idx" ON "teams" USING btree ("created_at","_id");--> statement-breakpoint
CREATE INDEX "teams_name_idx" ON "teams" USING btree ("name","_id");--> statement-breakpoint
CREATE INDEX "teams_members_idx" ON "teams" USING gin ("members");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_team_teams__id_fk" FOREIGN KEY ("team") REFERENCES "public"."teams"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_status_start_date_idx" ON "projects" USING btree ("status","start_date","_id");--> statement-breakpoint
CREATE INDEX "projects_start_date_idx" ON "projects" USING btree ("start_date","_id");--> statement-breakpoint
CREATE INDEX "projects_team_idx" ON "projects" USING btree ("team","created_at","_id");--> statement-breakpoint
CREATE INDEX "projects_specialist_idx" ON "projects" USING btree ("specialist","created_at","_id");