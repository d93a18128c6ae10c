CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "benchmark_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "benchmark_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cpu_id" text NOT NULL,
	"benchmark" text NOT NULL,
	"score" double precision NOT NULL,
	"source" text NOT NULL,
	"sample_count" integer DEFAULT 1 NOT NULL,
	"recorded_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benchmark_results_score_positive" CHECK ("benchmark_results"."score" > 0 and "benchmark_results"."sample_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "cpus" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"cores" integer NOT NULL,
	"threads" integer NOT NULL,
	"base_freq" double precision NOT NULL,
	"boost_freq" double precision,
	"tdp" integer,
	"socket" text,
	"architecture" text,
	"benchmark_score" double precision,
	"release_year" integer,
	"price" double precision,
	"release_date" text,
	"type" text,
	"instruction_set" text,
	"processor_number" text,
	"part_number" text,
	"manufacturing_process" text,
	"power_consumption" integer,
	"max_turbo_power" integer,
	"peak_operating_temp" integer,
	"performance_cores" integer,
	"performance_core_threads" integer,
	"performance_core_base_freq" double precision,
	"performance_core_turbo_freq" double precision,
	"efficiency_cores" integer,
	"efficiency_core_threads" integer,
	"efficiency_core_base_freq" double precision,
	"efficiency_core_turbo_freq" double precision,
	"l1_cache" integer,
	"l2_cache" double precision,
	"l3_cache" double precision,
	"unlocked_multiplier" boolean,
	"bus_frequency" integer,
	"multiplier" double precision,
	"memory_types" text,
	"max_memory_size" integer,
	"max_memory_channels" integer,
	"max_memory_bandwidth" double precision,
	"ecc_memory_support" boolean,
	"integrated_graphics" boolean,
	"integrated_graphics_name" text,
	"raster_operation_units" integer,
	"gpu_base_freq" integer,
	"execution_units" integer,
	"gpu_max_dynamic" integer,
	"gpu_power_consumption" integer,
	"shader_units" integer,
	"graphics_performance" double precision,
	"texture_units" integer,
	"pcie_version" text,
	"pcie_lanes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cpus_id_slug" CHECK ("cpus"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and position('-vs-' in "cpus"."id") = 0),
	CONSTRAINT "cpus_threads_cover_cores" CHECK ("cpus"."threads" >= "cpus"."cores" and "cpus"."cores" > 0)
);
--> statement-breakpoint
ALTER TABLE "benchmark_results" ADD CONSTRAINT "benchmark_results_cpu_id_cpus_id_fk" FOREIGN KEY ("cpu_id") REFERENCES "public"."cpus"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "benchmark_results_one_reference" ON "benchmark_results" USING btree ("cpu_id","benchmark") WHERE "benchmark_results"."source" = 'reference';--> statement-breakpoint
CREATE INDEX "benchmark_results_cpu_idx" ON "benchmark_results" USING btree ("cpu_id");--> statement-breakpoint
CREATE INDEX "cpus_benchmark_score_idx" ON "cpus" USING btree ("benchmark_score" DESC NULLS LAST);