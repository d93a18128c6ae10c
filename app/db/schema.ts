import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { BENCHMARK_IDS, RESULT_SOURCES } from "../modules/catalog/benchmarks";
import { CPU_BRANDS, CPU_TYPES } from "../modules/catalog/cpu.schema";

/**
 * Every CPU field of spec section 3. Units: frequencies in GHz (GPU in MHz),
 * power in W, temperature in °C, l1_cache in KB (total), l2/l3_cache in MB
 * (total), memory size in GB, bandwidth in GB/s, price in USD at launch.
 * The spec's benchmark fields live in `benchmark_results` with provenance;
 * `benchmark_score` is derived from them (see overallBenchmarkScore).
 */
export const cpus = pgTable(
  "cpus",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    brand: text("brand", { enum: CPU_BRANDS }).notNull(),
    cores: integer("cores").notNull(),
    threads: integer("threads").notNull(),
    baseFreq: doublePrecision("base_freq").notNull(),
    boostFreq: doublePrecision("boost_freq"),
    tdp: integer("tdp"),
    socket: text("socket"),
    architecture: text("architecture"),
    benchmarkScore: doublePrecision("benchmark_score"),
    releaseYear: integer("release_year"),
    price: doublePrecision("price"),
    releaseDate: text("release_date"),
    type: text("type", { enum: CPU_TYPES }),
    instructionSet: text("instruction_set"),
    processorNumber: text("processor_number"),
    partNumber: text("part_number"),
    manufacturingProcess: text("manufacturing_process"),
    powerConsumption: integer("power_consumption"),
    maxTurboPower: integer("max_turbo_power"),
    peakOperatingTemp: integer("peak_operating_temp"),
    performanceCores: integer("performance_cores"),
    performanceCoreThreads: integer("performance_core_threads"),
    performanceCoreBaseFreq: doublePrecision("performance_core_base_freq"),
    performanceCoreTurboFreq: doublePrecision("performance_core_turbo_freq"),
    efficiencyCores: integer("efficiency_cores"),
    efficiencyCoreThreads: integer("efficiency_core_threads"),
    efficiencyCoreBaseFreq: doublePrecision("efficiency_core_base_freq"),
    efficiencyCoreTurboFreq: doublePrecision("efficiency_core_turbo_freq"),
    l1Cache: integer("l1_cache"),
    l2Cache: doublePrecision("l2_cache"),
    l3Cache: doublePrecision("l3_cache"),
    unlockedMultiplier: boolean("unlocked_multiplier"),
    busFrequency: integer("bus_frequency"),
    multiplier: doublePrecision("multiplier"),
    memoryTypes: text("memory_types"),
    maxMemorySize: integer("max_memory_size"),
    maxMemoryChannels: integer("max_memory_channels"),
    maxMemoryBandwidth: doublePrecision("max_memory_bandwidth"),
    eccMemorySupport: boolean("ecc_memory_support"),
    integratedGraphics: boolean("integrated_graphics"),
    integratedGraphicsName: text("integrated_graphics_name"),
    rasterOperationUnits: integer("raster_operation_units"),
    gpuBaseFreq: integer("gpu_base_freq"),
    executionUnits: integer("execution_units"),
    gpuMaxDynamic: integer("gpu_max_dynamic"),
    gpuPowerConsumption: integer("gpu_power_consumption"),
    shaderUnits: integer("shader_units"),
    graphicsPerformance: doublePrecision("graphics_performance"),
    textureUnits: integer("texture_units"),
    pcieVersion: text("pcie_version"),
    pcieLanes: integer("pcie_lanes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("cpus_benchmark_score_idx").on(t.benchmarkScore.desc().nullsLast()),
    check(
      "cpus_id_slug",
      sql`${t.id} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and position('-vs-' in ${t.id}) = 0`,
    ),
    check("cpus_threads_cover_cores", sql`${t.threads} >= ${t.cores} and ${t.cores} > 0`),
  ],
);

/**
 * Benchmark results with provenance. A CPU has at most one curated reference
 * result per benchmark; each approved visitor submission adds a row.
 */
export const benchmarkResults = pgTable(
  "benchmark_results",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    cpuId: text("cpu_id")
      .notNull()
      .references(() => cpus.id, { onDelete: "cascade", onUpdate: "cascade" }),
    benchmark: text("benchmark", { enum: BENCHMARK_IDS }).notNull(),
    score: doublePrecision("score").notNull(),
    source: text("source", { enum: RESULT_SOURCES }).notNull(),
    sampleCount: integer("sample_count").notNull().default(1),
    recordedOn: date("recorded_on", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("benchmark_results_one_reference")
      .on(t.cpuId, t.benchmark)
      .where(sql`${t.source} = 'reference'`),
    index("benchmark_results_cpu_idx").on(t.cpuId),
    check("benchmark_results_score_positive", sql`${t.score} > 0 and ${t.sampleCount} > 0`),
  ],
);

/** Small key/value facts about the database itself (e.g. when it was seeded). */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** Newsletter sign-ups from the footer; an address is stored once, however often it is sent. */
export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  email: text("email").primaryKey(),
  language: text("language").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type CpuRow = typeof cpus.$inferSelect;
