import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  BENCHMARK_IDS,
  DATE_MEANINGS,
  RESULT_SOURCES,
  RESULT_STATISTICS,
  SOURCE_PAGES,
} from "../modules/catalog/benchmarks";
import { CPU_BRANDS, CPU_TYPES } from "../modules/catalog/cpu.schema";
import {
  ISSUE_TYPES,
  MESSAGE_STATUSES,
  SUBMISSION_STATUSES,
} from "../modules/submissions/statuses";

/**
 * A public copy a value was read from when the publisher's own page was not read directly: a
 * scrape of a vendor's specification pages, a mirror of a benchmark chart, a transcription of a
 * list. `date` is the day the copy was made (its commit date).
 */
export interface SourceCopy {
  name: string;
  url: string;
  date: string;
}

/** A published source of one CPU field other than the CPU's specSource. */
export interface FieldSource {
  name: string;
  url: string;
  date: string;
  /** The copy the value was read from, when it was not read from `url` itself. */
  copy?: SourceCopy;
}

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
    /** Null where the vendor publishes only per-core-type base clocks (Intel hybrid parts). */
    baseFreq: doublePrecision("base_freq"),
    boostFreq: doublePrecision("boost_freq"),
    tdp: integer("tdp"),
    /** A TDP the vendor publishes as a configurable range (Intel cTDP-down/up, AMD cTDP), W. */
    configurableTdpMin: integer("configurable_tdp_min"),
    configurableTdpMax: integer("configurable_tdp_max"),
    socket: text("socket"),
    architecture: text("architecture"),
    benchmarkScore: doublePrecision("benchmark_score"),
    releaseYear: integer("release_year"),
    /** USD at launch; the lower bound when the vendor publishes a range (Intel RCP "$184.00-$194.00"). */
    price: doublePrecision("price"),
    /** The upper bound of a launch price published as a range; null for a single price. */
    priceMax: doublePrecision("price_max"),
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
    /** Where the specifications come from: the vendor's page or export, with link and date read. */
    specSourceName: text("spec_source_name"),
    specSourceUrl: text("spec_source_url"),
    specSourceDate: date("spec_source_date", { mode: "string" }),
    /** The public copy of the specifications source that was read (see SourceCopy), if any. */
    specCopyName: text("spec_copy_name"),
    specCopyUrl: text("spec_copy_url"),
    specCopyDate: date("spec_copy_date", { mode: "string" }),
    /** Fields taken from another published source than specSource: field → {name, url, date}. */
    fieldSources: jsonb("field_sources").$type<Record<string, FieldSource>>(),
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
    check(
      "cpus_price_range",
      sql`${t.priceMax} is null or (${t.price} is not null and ${t.priceMax} >= ${t.price})`,
    ),
    check(
      "cpus_configurable_tdp_range",
      sql`${t.configurableTdpMin} is null or ${t.configurableTdpMax} is null or ${t.configurableTdpMin} <= ${t.configurableTdpMax}`,
    ),
  ],
);

/**
 * Benchmark results with provenance. A CPU has at most one published
 * reference figure per benchmark (with its source, link, date, statistic and
 * sample count when the source states one); each approved visitor
 * submission adds a visitor row, linked back from the submission.
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
    statistic: text("statistic", { enum: RESULT_STATISTICS }).notNull().default("run"),
    /** Runs the figure stands for as its source states it; null when the source states none. */
    sampleCount: integer("sample_count"),
    /** The date the source published the figure, or was read. */
    recordedOn: date("recorded_on", { mode: "string" }).notNull(),
    /**
     * What `recordedOn` means: `published`, the day a dated source published the figure;
     * `listed`, the day the figure stood in a live list or chart (known from a copy made then).
     */
    dateMeaning: text("date_meaning", { enum: DATE_MEANINGS }).notNull().default("published"),
    sourceName: text("source_name"),
    sourceUrl: text("source_url"),
    /** What `sourceUrl` points to: the publisher's page for this CPU, or a list of many CPUs. */
    sourcePage: text("source_page", { enum: SOURCE_PAGES }).notNull().default("cpu"),
    /** The public copy the figure was read from (a chart mirror, a list transcription), if any. */
    copyName: text("copy_name"),
    copyUrl: text("copy_url"),
    copyDate: date("copy_date", { mode: "string" }),
    benchmarkVersion: text("benchmark_version"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("benchmark_results_one_reference")
      .on(t.cpuId, t.benchmark)
      .where(sql`${t.source} = 'reference'`),
    index("benchmark_results_cpu_idx").on(t.cpuId),
    check(
      "benchmark_results_score_positive",
      sql`${t.score} > 0 and (${t.sampleCount} is null or ${t.sampleCount} > 0)`,
    ),
    check(
      "benchmark_results_reference_cited",
      sql`${t.source} <> 'reference' or ${t.sourceName} is not null`,
    ),
  ],
);

/**
 * Raw names seen in sources ("AMD Ryzen 9 7950X 16-Core Processor",
 * "Intel(R) Core(TM) i9-13900K"), by their normalised key, so imports map
 * them to CPUs (modules/data-import).
 */
export const cpuAliases = pgTable(
  "cpu_aliases",
  {
    alias: text("alias").primaryKey(),
    cpuId: text("cpu_id")
      .notNull()
      .references(() => cpus.id, { onDelete: "cascade", onUpdate: "cascade" }),
    rawName: text("raw_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("cpu_aliases_cpu_idx").on(t.cpuId)],
);

/**
 * Where two sources disagree on a CPU's value: the vendor's value is kept and
 * the other is recorded here, never silently overwritten or dropped.
 */
export const sourceDisagreements = pgTable(
  "source_disagreements",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    cpuId: text("cpu_id")
      .notNull()
      .references(() => cpus.id, { onDelete: "cascade", onUpdate: "cascade" }),
    field: text("field").notNull(),
    keptValue: text("kept_value"),
    keptSource: text("kept_source").notNull(),
    otherValue: text("other_value"),
    otherSource: text("other_source").notNull(),
    otherUrl: text("other_url"),
    resolution: text("resolution").notNull(),
    notedOn: date("noted_on", { mode: "string" }).notNull(),
  },
  (t) => [
    uniqueIndex("source_disagreements_once").on(t.cpuId, t.field, t.otherSource, t.otherValue),
  ],
);

/**
 * Every committed change of the catalog, one row per write (docs/decisions/012): which CPUs
 * changed (renamed ones under their old and new id). The newest id is the catalog's version;
 * a process that has applied up to id N reloads the CPUs of rows after N. Rows are written
 * under an advisory lock in the writing transaction, so ids follow commit order.
 */
export const catalogChanges = pgTable("catalog_changes", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  cpuIds: text("cpu_ids").array().notNull(),
  /** Too many CPUs to list (a large import): every process reloads the whole catalog. */
  everything: boolean("everything").notNull().default(false),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});

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
  /**
   * SHA-256 of the random token in the subscription page's link, shown once to whoever made
   * the sign-up (modules/newsletter). Null for sign-ups made before links were random: their
   * pages are reached through the contact form.
   */
  tokenHash: text("token_hash").unique(),
});

// Accounts, sessions and credentials, in the shape better-auth reads and writes
// (modules/auth). There is no sign-up: accounts come from `npm run admin:create`.
export const USER_ROLES = ["admin", "viewer"] as const;

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  role: text("role", { enum: USER_ROLES }).notNull().default("viewer"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_user_idx").on(t.userId)],
);

export const verification = pgTable("verification", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Tokens for API clients (`Authorization: Bearer`); only a SHA-256 of each token is kept. */
export const apiTokens = pgTable("api_tokens", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
  /**
   * Past this the token is refused (issue 24): set at creation (api-token:create --days,
   * default API_TOKEN_DEFAULT_DAYS); the database default is the same 90 days.
   */
  expiresAt: timestamp("expires_at", { withTimezone: true })
    .notNull()
    .default(sql`now() + interval '90 days'`),
});

/** Visitors' benchmark results, waiting for moderation; an approved one adds a visitor result. */
export const benchmarkSubmissions = pgTable(
  "benchmark_submissions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    benchmark: text("benchmark", { enum: BENCHMARK_IDS }).notNull(),
    result: doublePrecision("result").notNull(),
    cpuId: text("cpu_id").references(() => cpus.id, { onDelete: "set null", onUpdate: "cascade" }),
    /** The CPU's name when submitted, kept if the CPU is later deleted. */
    cpuName: text("cpu_name").notNull(),
    ram: text("ram"),
    motherboard: text("motherboard"),
    storage: text("storage"),
    gpu: text("gpu"),
    language: text("language").notNull(),
    status: text("status", { enum: SUBMISSION_STATUSES }).notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    resultId: integer("result_id").references(() => benchmarkResults.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: text("reviewed_by").references(() => user.id, { onDelete: "set null" }),
    /** An approved result taken back: its visitor result is deleted and every figure recomputed. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revocationReason: text("revocation_reason"),
  },
  (t) => [
    index("benchmark_submissions_status_idx").on(t.status),
    check("benchmark_submissions_result_positive", sql`${t.result} > 0`),
  ],
);

/**
 * Screenshots of a submission (their bytes in screenshot_chunks). A row without a submission is
 * an upload still streaming in: it belongs to no submission until the submission's transaction
 * sets it, is deleted when its request fails, and is swept once nothing has been written to it
 * for a while (its process died: submissions/screenshots.server.ts, sweepAbandonedUploads).
 * Screenshots are deleted with their submission's rejection or revocation (issue 24).
 */
export const submissionScreenshots = pgTable(
  "submission_screenshots",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    submissionId: integer("submission_id").references(() => benchmarkSubmissions.id, {
      onDelete: "cascade",
    }),
    storedName: text("stored_name").notNull().unique(),
    originalName: text("original_name").notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the upload last wrote a piece (of this or another file of its form). */
    lastWrittenAt: timestamp("last_written_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("submission_screenshots_submission_idx").on(t.submissionId)],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * A screenshot's bytes, in pieces of at most SCREENSHOT_CHUNK_BYTES, so that every process
 * can serve it and no statement carries a whole file (docs/decisions/012).
 */
export const screenshotChunks = pgTable(
  "screenshot_chunks",
  {
    screenshotId: integer("screenshot_id")
      .notNull()
      .references(() => submissionScreenshots.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.screenshotId, t.seq] })],
);

/** Issue reports from the 'Report an issue' form (/contact). */
export const issueReports = pgTable("issue_reports", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  issueType: text("issue_type", { enum: ISSUE_TYPES }).notNull(),
  subject: text("subject").notNull(),
  description: text("description").notNull(),
  url: text("url"),
  language: text("language").notNull(),
  status: text("status", { enum: MESSAGE_STATUSES }).notNull().default("open"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  resolvedAt: timestamp("resolved_at", { withTimezone: true }),
});

/** Messages from the general contact form (/contact-us). */
export const contactMessages = pgTable("contact_messages", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  language: text("language").notNull(),
  status: text("status", { enum: MESSAGE_STATUSES }).notNull().default("open"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  resolvedAt: timestamp("resolved_at", { withTimezone: true }),
});

export const FORM_KINDS = ["benchmark", "issue", "contact", "newsletter"] as const;

/**
 * One row per stored visitor form, for the per-address rate limit
 * (modules/submissions/rate-limit.server.ts). Kept apart from the forms'
 * tables so that only a salted hash of the address is stored, and only for
 * the limit's window: older rows are deleted as new ones arrive.
 */
export const formRateLimitHits = pgTable(
  "form_rate_limit_hits",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind", { enum: FORM_KINDS }).notNull(),
    addressHash: text("address_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("form_rate_limit_hits_lookup_idx").on(t.kind, t.addressHash, t.createdAt),
    index("form_rate_limit_hits_created_idx").on(t.createdAt),
  ],
);

/**
 * Screenshot bytes stored per hashed address per day (UTC), for the per-address upload cap
 * (modules/submissions/rate-limit.server.ts). Rows of earlier days are deleted as new ones
 * arrive.
 */
export const uploadUsage = pgTable(
  "upload_usage",
  {
    addressHash: text("address_hash").notNull(),
    day: date("day").notNull(),
    bytes: bigint("bytes", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.addressHash, t.day] })],
);

/**
 * Sign-in attempts in the current window, one row per account (`account:<email>`) and per
 * client address (`address:<ip>`), shared by every process (modules/auth/sign-in-limits.server.ts).
 */
export const signInAttempts = pgTable("sign_in_attempts", {
  key: text("key").primaryKey(),
  attempts: integer("attempts").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});

export type CpuRow = typeof cpus.$inferSelect;
