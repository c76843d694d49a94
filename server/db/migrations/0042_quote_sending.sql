CREATE TABLE "quote_acceptances" (
	"quote" text PRIMARY KEY NOT NULL,
	"contract" text,
	"signed_name" text NOT NULL,
	"signed_at" timestamp (3) with time zone NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"chosen_optional" integer[] NOT NULL,
	"total_cents" bigint NOT NULL,
	"sha256" text NOT NULL,
	"signed_pdf" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "sent_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "viewed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "declined_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "quote_acceptances" ADD CONSTRAINT "quote_acceptances_quote_quotes__id_fk" FOREIGN KEY ("quote") REFERENCES "public"."quotes"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_acceptances" ADD CONSTRAINT "quote_acceptances_contract_contracts__id_fk" FOREIGN KEY ("contract") REFERENCES "public"."contracts"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_acceptances" ADD CONSTRAINT "quote_acceptances_signed_pdf_uploads_name_fk" FOREIGN KEY ("signed_pdf") REFERENCES "public"."uploads"("name") ON DELETE no action ON UPDATE no action;