CREATE TABLE "notices" (
	"_id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"kind" text NOT NULL,
	"resource" text NOT NULL,
	"record" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "overdue_digests" (
	"account" text NOT NULL,
	"day" date NOT NULL,
	"sending_at" timestamp (3) with time zone,
	"mailed_at" timestamp (3) with time zone,
	CONSTRAINT "overdue_digests_account_day_pk" PRIMARY KEY("account","day")
);
--> statement-breakpoint
CREATE TABLE "task_reminders" (
	"task" text NOT NULL,
	"account" text NOT NULL,
	"day" date NOT NULL,
	"sending_at" timestamp (3) with time zone,
	"mailed_at" timestamp (3) with time zone,
	CONSTRAINT "task_reminders_task_account_day_pk" PRIMARY KEY("task","account","day")
);
--> statement-breakpoint
CREATE TABLE "task_participants" (
	"task" text NOT NULL,
	"account" text NOT NULL,
	"done" boolean NOT NULL,
	"urgent" boolean NOT NULL,
	"deadline" date NOT NULL,
	CONSTRAINT "task_participants_task_account_pk" PRIMARY KEY("task","account")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "overdue_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_account_users__id_fk" FOREIGN KEY ("account") REFERENCES "public"."users"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_participants" ADD CONSTRAINT "task_participants_task_tasks__id_fk" FOREIGN KEY ("task") REFERENCES "public"."tasks"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_account_idx" ON "notices" USING btree ("account",("read_at" is null),"created_at","_id");--> statement-breakpoint
CREATE INDEX "overdue_digests_day_idx" ON "overdue_digests" USING btree ("day");--> statement-breakpoint
CREATE INDEX "task_reminders_day_idx" ON "task_reminders" USING btree ("day");--> statement-breakpoint
CREATE INDEX "task_participants_work_order_idx" ON "task_participants" USING btree ("account","done","urgent" DESC NULLS FIRST,"deadline","task" DESC NULLS FIRST);