CREATE TABLE "support_messages" (
	"_id" text PRIMARY KEY NOT NULL,
	"conversation" text NOT NULL,
	"author" text,
	"from_desk" boolean NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "tallies" (
	"subject" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "tallies_subject_key_pk" PRIMARY KEY("subject","key")
);
--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_conversation_users__id_fk" FOREIGN KEY ("conversation") REFERENCES "public"."users"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_author_users__id_fk" FOREIGN KEY ("author") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_messages_conversation_idx" ON "support_messages" USING btree ("conversation","created_at");--> statement-breakpoint
CREATE INDEX "support_messages_unread_idx" ON "support_messages" USING btree ("from_desk","conversation") WHERE "support_messages"."read_at" is null;