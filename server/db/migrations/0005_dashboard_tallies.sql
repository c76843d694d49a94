CREATE TABLE "tallies" (
	"subject" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "tallies_subject_key_pk" PRIMARY KEY("subject","key")
);
