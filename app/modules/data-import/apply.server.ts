import { eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  benchmarkResults,
  cpuAliases,
  cpus,
  sourceDisagreements,
  type FieldSource,
} from "~/db/schema";
import { sameFigure, type BenchmarkId, type BenchmarkResult } from "~/modules/catalog/benchmarks";
import { changeCatalog, RESULT_COLUMNS } from "~/modules/catalog/catalog.server";
import { recordFromInput } from "~/modules/catalog/cpu";
import { cpuInputSchema } from "~/modules/catalog/cpu.schema";
import { recomputeOverallScore } from "~/modules/catalog/cpu-store.server";
import { cleanCpuName, cpuSlug, normalizeCpuName } from "./cpu-names";
import type { ImportedCpu, ImportedResult, ParsedImport, SkippedRow } from "./seed-format";

type StoredCpu = typeof cpus.$inferSelect;
type SpecField = Exclude<keyof ImportedCpu["spec"], "id" | "name" | "specSource">;

/** A value the import and the catalog disagree on: the stored value is kept and the other recorded. */
export interface Conflict {
  cpuId: string;
  field: string;
  stored: unknown;
  imported: unknown;
  storedSource: string;
  importedSource: string;
  importedUrl: string | null;
  /** Recorded by an earlier import of the same source: nothing new to record. */
  alreadyRecorded: boolean;
}

/** What an import would do (a dry run prints it) and, applied, did. */
export interface ImportPlan {
  /** Source rows that name a CPU of the catalog (through its aliases or its id). */
  matched: string[];
  /** CPUs the import adds (spec formats only: a result never creates a CPU). */
  created: { id: string; rawName: string }[];
  /** Source rows that name no CPU of the catalog, with why they were not added. */
  unmatched: { rawName: string; reason: string }[];
  conflicts: Conflict[];
  skipped: SkippedRow[];
  /** Empty fields of matched CPUs the import fills, field by field. */
  filled: { cpuId: string; field: SpecField; value: unknown; source: FieldSource }[];
  results: { added: number; updated: number; unchanged: number };
  /** The work to do, applied in one transaction. */
  work: {
    newCpus: { rawName: string; record: ReturnType<typeof recordFromInput> }[];
    specUpdates: Map<
      string,
      { set: Partial<StoredCpu>; fieldSources: Record<string, FieldSource> }
    >;
    aliases: { alias: string; cpuId: string; rawName: string }[];
    resultUpserts: { cpuId: string; replaces: number | null; result: BenchmarkResult }[];
  };
}

const sameValue = (a: unknown, b: unknown) =>
  typeof a === "number" && typeof b === "number" ? Math.abs(a - b) < 1e-9 : a === b;

function asResult(r: ImportedResult): BenchmarkResult {
  return {
    benchmark: r.benchmark,
    score: r.score,
    source: "reference",
    statistic: r.statistic,
    sampleCount: r.sampleCount,
    recordedOn: r.publishedOn,
    dateMeaning: r.dateMeaning,
    sourceName: r.sourceName,
    sourceUrl: r.sourceUrl,
    sourcePage: r.sourcePage,
    copyName: r.copy?.name ?? null,
    copyUrl: r.copy?.url ?? null,
    copyDate: r.copy?.date ?? null,
    benchmarkVersion: r.benchmarkVersion,
  };
}

/** A new CPU from a spec source, when it carries every field a CPU needs. */
function newCpuRecord(
  imported: ImportedCpu,
): { ok: true; record: ReturnType<typeof recordFromInput> } | { ok: false; reason: string } {
  const name = imported.spec.name ?? cleanCpuName(imported.rawName);
  const blank = Object.fromEntries(
    Object.keys(cpuInputSchema.shape).map((k) => [k, null]),
  ) as Record<string, unknown>;
  const candidate = {
    ...blank,
    ...imported.spec,
    id: cpuSlug(name),
    name,
    // Quarter dates are stored as published; the input schema reads them too.
    specSource: imported.specSource,
    scores: {},
  };
  const parsed = cpuInputSchema.safeParse(candidate);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return {
      ok: false,
      reason: `${first?.path.join(".") ?? "row"}: ${first?.message ?? "invalid"}`,
    };
  }
  return { ok: true, record: recordFromInput(parsed.data) };
}

/**
 * Works out what importing a parsed source would change, without writing:
 * raw names are matched to CPUs through the alias table (then the id their
 * clean name gives); empty fields of a matched CPU are filled; a value that
 * differs from the stored one is never overwritten but recorded as a
 * conflict; a published figure is added, or replaced by a newer reading from
 * the same source, and one from another source is a conflict; an unknown
 * CPU is added only from a specification source and only when it is
 * complete. Running the same file twice plans no change the second time.
 */
export async function planImport(db: Database, parsed: ParsedImport): Promise<ImportPlan> {
  const [aliasRows, cpuRows, resultRows, disagreementRows] = await Promise.all([
    db.select().from(cpuAliases),
    db.select().from(cpus),
    db
      .select({ id: benchmarkResults.id, cpuId: benchmarkResults.cpuId, ...RESULT_COLUMNS })
      .from(benchmarkResults)
      .where(eq(benchmarkResults.source, "reference")),
    db
      .select({
        cpuId: sourceDisagreements.cpuId,
        field: sourceDisagreements.field,
        otherSource: sourceDisagreements.otherSource,
        otherValue: sourceDisagreements.otherValue,
      })
      .from(sourceDisagreements),
  ]);
  const disagreementKey = (cpuId: string, field: string, source: string, value: unknown) =>
    JSON.stringify([cpuId, field, source, value === null ? null : String(value)]);
  const recorded = new Set(
    disagreementRows.map((d) => disagreementKey(d.cpuId, d.field, d.otherSource, d.otherValue)),
  );
  const conflict = (c: Omit<Conflict, "alreadyRecorded">) =>
    plan.conflicts.push({
      ...c,
      alreadyRecorded: recorded.has(
        disagreementKey(c.cpuId, c.field, c.importedSource, c.imported),
      ),
    });
  const aliasToCpu = new Map(aliasRows.map((a) => [a.alias, a.cpuId]));
  const cpuById = new Map(cpuRows.map((c) => [c.id, c]));
  const reference = new Map(resultRows.map((r) => [`${r.cpuId} ${r.benchmark}`, r]));

  const plan: ImportPlan = {
    matched: [],
    created: [],
    unmatched: [],
    conflicts: [],
    skipped: parsed.skipped,
    filled: [],
    results: { added: 0, updated: 0, unchanged: 0 },
    work: { newCpus: [], specUpdates: new Map(), aliases: [], resultUpserts: [] },
  };
  const createdIds = new Set<string>();
  const matched = new Set<string>();

  const match = (rawName: string): string | undefined => {
    const byAlias = aliasToCpu.get(normalizeCpuName(rawName));
    if (byAlias) return byAlias;
    const id = cpuSlug(rawName);
    return cpuById.has(id) || createdIds.has(id) ? id : undefined;
  };
  const rememberAlias = (rawName: string, cpuId: string) => {
    const alias = normalizeCpuName(rawName);
    if (aliasToCpu.has(alias)) return;
    aliasToCpu.set(alias, cpuId);
    plan.work.aliases.push({ alias, cpuId, rawName });
  };

  for (const imported of parsed.cpus) {
    const cpuId = match(imported.rawName);
    if (!cpuId) {
      const made = newCpuRecord(imported);
      if (!made.ok) {
        plan.unmatched.push({ rawName: imported.rawName, reason: made.reason });
        continue;
      }
      if (cpuById.has(made.record.id) || createdIds.has(made.record.id)) {
        plan.unmatched.push({
          rawName: imported.rawName,
          reason: `its id ${made.record.id} is taken by another CPU`,
        });
        continue;
      }
      createdIds.add(made.record.id);
      plan.created.push({ id: made.record.id, rawName: imported.rawName });
      plan.work.newCpus.push({ rawName: imported.rawName, record: made.record });
      rememberAlias(imported.rawName, made.record.id);
      rememberAlias(made.record.name, made.record.id);
      continue;
    }
    matched.add(cpuId);
    rememberAlias(imported.rawName, cpuId);
    const stored = cpuById.get(cpuId);
    if (!stored) continue; // created earlier in this same file
    const update = {
      set: {} as Partial<StoredCpu>,
      fieldSources: { ...(stored.fieldSources ?? {}) },
    };
    const storedSource = stored.specSourceName ?? "CoreRank catalog";
    const adoptsSource = stored.specSourceName === null;
    for (const [field, value] of Object.entries(imported.spec) as [SpecField, unknown][]) {
      if (
        field === ("id" as SpecField) ||
        field === ("name" as SpecField) ||
        value === null ||
        value === undefined
      )
        continue;
      if (!(field in stored)) continue;
      const current = (stored as Record<string, unknown>)[field];
      if (current === null) {
        (update.set as Record<string, unknown>)[field] = value;
        const own = (imported.fieldSources as Record<string, FieldSource> | undefined)?.[field];
        const source = own ?? imported.specSource;
        if (!adoptsSource || own) update.fieldSources[field] = source;
        plan.filled.push({ cpuId, field, value, source });
      } else if (!sameValue(current, value)) {
        conflict({
          cpuId,
          field,
          stored: current,
          imported: value,
          storedSource,
          importedSource: imported.specSource.name,
          importedUrl: imported.specSource.url,
        });
      }
    }
    if (Object.keys(update.set).length > 0) {
      if (adoptsSource) {
        update.set.specSourceName = imported.specSource.name;
        update.set.specSourceUrl = imported.specSource.url;
        update.set.specSourceDate = imported.specSource.date;
      }
      update.set.fieldSources =
        Object.keys(update.fieldSources).length > 0 ? update.fieldSources : null;
      plan.work.specUpdates.set(cpuId, update);
    }
  }

  const seenResult = new Set<string>();
  for (const imported of parsed.results) {
    const cpuId = match(imported.rawName);
    if (!cpuId) {
      plan.unmatched.push({
        rawName: imported.rawName,
        reason: "no CPU of the catalog has this name",
      });
      continue;
    }
    matched.add(cpuId);
    rememberAlias(imported.rawName, cpuId);
    const key = `${cpuId} ${imported.benchmark}`;
    if (seenResult.has(key)) continue;
    seenResult.add(key);
    const result = asResult(imported);
    const stored = reference.get(key);
    if (!stored) {
      plan.results.added += 1;
      plan.work.resultUpserts.push({ cpuId, replaces: null, result });
    } else if (sameFigure(stored, result)) {
      plan.results.unchanged += 1;
    } else if (stored.sourceName === result.sourceName) {
      plan.results.updated += 1;
      plan.work.resultUpserts.push({ cpuId, replaces: stored.id, result });
    } else {
      conflict({
        cpuId,
        field: imported.benchmark satisfies BenchmarkId,
        stored: stored.score,
        imported: result.score,
        storedSource: stored.sourceName ?? "CoreRank catalog",
        importedSource: result.sourceName ?? "import",
        importedUrl: result.sourceUrl,
      });
    }
  }
  plan.matched = [...matched];
  return plan;
}

const CHUNK = 500;

async function inChunks<T>(
  rows: readonly T[],
  write: (chunk: T[]) => Promise<unknown>,
  progress?: (done: number) => void,
) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await write(rows.slice(i, i + CHUNK));
    progress?.(Math.min(i + CHUNK, rows.length));
  }
}

/**
 * Writes a plan in one transaction (all or nothing): new CPUs, filled
 * fields, aliases, published figures, and every conflict recorded in
 * source_disagreements (the stored value kept). Then recomputes the overall
 * score of every CPU whose figures changed, recorded as one catalog change (every process
 * reloads those CPUs).
 */
export async function applyImport(
  db: Database,
  plan: ImportPlan,
  options: { notedOn: string; progress?: (step: string, done: number, total: number) => void },
): Promise<void> {
  const { work } = plan;
  const touched = new Set<string>();
  await changeCatalog(db, async (tx, changed) => {
    await inChunks(
      work.newCpus.map((c) => c.record),
      (chunk) => tx.insert(cpus).values(chunk),
      (done) => options.progress?.("new CPUs", done, work.newCpus.length),
    );
    let updated = 0;
    for (const [cpuId, update] of work.specUpdates) {
      await tx
        .update(cpus)
        .set({ ...update.set, updatedAt: new Date() })
        .where(eq(cpus.id, cpuId));
      updated += 1;
      if (updated % CHUNK === 0) options.progress?.("filled CPUs", updated, work.specUpdates.size);
    }
    await inChunks(work.aliases, (chunk) =>
      tx.insert(cpuAliases).values(chunk).onConflictDoNothing({ target: cpuAliases.alias }),
    );
    const replaced = work.resultUpserts.flatMap((u) => (u.replaces === null ? [] : [u.replaces]));
    await inChunks(replaced, (chunk) =>
      tx.delete(benchmarkResults).where(inArray(benchmarkResults.id, chunk)),
    );
    await inChunks(
      work.resultUpserts.map((u) => ({ ...u.result, cpuId: u.cpuId })),
      (chunk) => tx.insert(benchmarkResults).values(chunk),
      (done) => options.progress?.("published figures", done, work.resultUpserts.length),
    );
    await inChunks(
      plan.conflicts
        .filter((c) => !c.alreadyRecorded)
        .map((c) => ({
          cpuId: c.cpuId,
          field: c.field,
          keptValue: c.stored === null ? null : String(c.stored),
          keptSource: c.storedSource,
          otherValue: c.imported === null ? null : String(c.imported),
          otherSource: c.importedSource,
          otherUrl: c.importedUrl,
          resolution: "stored value kept; the imported value is recorded for review",
          notedOn: options.notedOn,
        })),
      (chunk) => tx.insert(sourceDisagreements).values(chunk).onConflictDoNothing(),
    );
    for (const u of work.resultUpserts) touched.add(u.cpuId);
    for (const c of work.newCpus) touched.add(c.record.id);
    for (const id of touched) await recomputeOverallScore(tx, id);
    changed.add(...touched, ...work.specUpdates.keys(), ...work.aliases.map((a) => a.cpuId));
  });
}
