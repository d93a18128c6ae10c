CREATE TABLE "cpu_aliases" (
	"alias" text PRIMARY KEY NOT NULL,
	"cpu_id" text NOT NULL,
	"raw_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_disagreements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "source_disagreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cpu_id" text NOT NULL,
	"field" text NOT NULL,
	"kept_value" text,
	"kept_source" text NOT NULL,
	"other_value" text,
	"other_source" text NOT NULL,
	"other_url" text,
	"resolution" text NOT NULL,
	"noted_on" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "benchmark_results" DROP CONSTRAINT "benchmark_results_score_positive";--> statement-breakpoint
ALTER TABLE "benchmark_results" ALTER COLUMN "sample_count" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "benchmark_results" ALTER COLUMN "sample_count" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "benchmark_results" ADD COLUMN "statistic" text DEFAULT 'run' NOT NULL;--> statement-breakpoint
ALTER TABLE "benchmark_results" ADD COLUMN "source_name" text;--> statement-breakpoint
ALTER TABLE "benchmark_results" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "benchmark_results" ADD COLUMN "benchmark_version" text;--> statement-breakpoint
ALTER TABLE "benchmark_submissions" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "benchmark_submissions" ADD COLUMN "revocation_reason" text;--> statement-breakpoint
ALTER TABLE "cpus" ADD COLUMN "spec_source_name" text;--> statement-breakpoint
ALTER TABLE "cpus" ADD COLUMN "spec_source_url" text;--> statement-breakpoint
ALTER TABLE "cpus" ADD COLUMN "spec_source_date" date;--> statement-breakpoint
ALTER TABLE "cpus" ADD COLUMN "field_sources" jsonb;--> statement-breakpoint
ALTER TABLE "cpu_aliases" ADD CONSTRAINT "cpu_aliases_cpu_id_cpus_id_fk" FOREIGN KEY ("cpu_id") REFERENCES "public"."cpus"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "source_disagreements" ADD CONSTRAINT "source_disagreements_cpu_id_cpus_id_fk" FOREIGN KEY ("cpu_id") REFERENCES "public"."cpus"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "cpu_aliases_cpu_idx" ON "cpu_aliases" USING btree ("cpu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "source_disagreements_once" ON "source_disagreements" USING btree ("cpu_id","field","other_source","other_value");--> statement-breakpoint
-- Reference figures stored before provenance was recorded: say so, and drop the sample count of 1 that was never stated by a source.
UPDATE "benchmark_results" SET "sample_count" = NULL, "source_name" = 'CoreRank curated reference (source not recorded)' WHERE "source" = 'reference' AND "source_name" IS NULL;--> statement-breakpoint
ALTER TABLE "benchmark_results" ADD CONSTRAINT "benchmark_results_reference_cited" CHECK ("benchmark_results"."source" <> 'reference' or "benchmark_results"."source_name" is not null);--> statement-breakpoint
ALTER TABLE "benchmark_results" ADD CONSTRAINT "benchmark_results_score_positive" CHECK ("benchmark_results"."score" > 0 and ("benchmark_results"."sample_count" is null or "benchmark_results"."sample_count" > 0));