ALTER TABLE "cpus" ALTER COLUMN "base_freq" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "benchmark_results" ADD COLUMN "date_meaning" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "benchmark_results" ADD COLUMN "source_page" text DEFAULT 'cpu' NOT NULL;--> statement-breakpoint
ALTER TABLE "benchmark_results" ADD COLUMN "copy_name" text;--> statement-breakpoint
ALTER TABLE "benchmark_results" ADD COLUMN "copy_url" text;--> statement-breakpoint
ALTER TABLE "benchmark_results" ADD COLUMN "copy_date" date;--> statement-breakpoint
ALTER TABLE "cpus" ADD COLUMN "configurable_tdp_min" integer;--> statement-breakpoint
ALTER TABLE "cpus" ADD COLUMN "configurable_tdp_max" integer;--> statement-breakpoint
ALTER TABLE "cpus" ADD COLUMN "spec_copy_name" text;--> statement-breakpoint
ALTER TABLE "cpus" ADD COLUMN "spec_copy_url" text;--> statement-breakpoint
ALTER TABLE "cpus" ADD COLUMN "spec_copy_date" date;--> statement-breakpoint
ALTER TABLE "cpus" ADD CONSTRAINT "cpus_configurable_tdp_range" CHECK ("cpus"."configurable_tdp_min" is null or "cpus"."configurable_tdp_max" is null or "cpus"."configurable_tdp_min" <= "cpus"."configurable_tdp_max");