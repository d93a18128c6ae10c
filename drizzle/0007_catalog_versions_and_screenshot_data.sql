CREATE TABLE "catalog_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cpu_ids" text[] NOT NULL,
	"everything" boolean DEFAULT false NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screenshot_chunks" (
	"screenshot_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "screenshot_chunks_screenshot_id_seq_pk" PRIMARY KEY("screenshot_id","seq")
);
--> statement-breakpoint
ALTER TABLE "screenshot_chunks" ADD CONSTRAINT "screenshot_chunks_screenshot_id_submission_screenshots_id_fk" FOREIGN KEY ("screenshot_id") REFERENCES "public"."submission_screenshots"("id") ON DELETE cascade ON UPDATE no action;