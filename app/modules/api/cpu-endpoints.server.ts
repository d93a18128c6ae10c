import type { Database } from "~/db/client.server";
import { logger } from "~/logger.server";
import { findCpu, getCatalog } from "~/modules/catalog/catalog.server";
import {
  CpuExistsError,
  createCpu,
  deleteCpu,
  updateCpu,
} from "~/modules/catalog/cpu-store.server";
import { exportCatalogCsv, importCpuCsv } from "~/modules/catalog/csv.server";
import { searchCpus } from "~/modules/catalog/search";
import { ApiError, groupByField, MAX_LISTED_PROBLEMS } from "./api-error";
import { parseCpuBody } from "./cpu-body";
import {
  parseBrand,
  parseCount,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
  TOP_DEFAULT_COUNT,
  TOP_MAX_COUNT,
  topCpus,
} from "./cpu-lists";
import { toApiCpuDetail, toApiCpuSummary } from "./cpu-shape";
import { readCsvUpload, readJsonBody } from "./request-body.server";
import { requireAdmin } from "./require-admin.server";
import { jsonRead, jsonWrite, noContent, notFound, requireDatabase } from "./responses.server";
import { catalogStats } from "./stats";
import { lastCatalogChange } from "./stats.server";

// Reads answer from the catalog in memory, so they work (read-only) also when
// the database is unreachable. Writes go through the CPU store, which reloads
// the catalog.

export function listCpus(request: Request): Response {
  return jsonRead(request, getCatalog().cpus.map(toApiCpuSummary));
}

function noSuchCpu(id: string): ApiError {
  return notFound(`There is no CPU with id '${id}'`);
}

export function showCpu(request: Request, id: string): Response {
  const cpu = findCpu(id);
  if (!cpu) throw noSuchCpu(id);
  return jsonRead(request, toApiCpuDetail(cpu));
}

export function searchCpuList(request: Request, query: string): Response {
  const limit = parseCount(new URL(request.url).searchParams.get("limit"), "limit", {
    fallback: SEARCH_DEFAULT_LIMIT,
    max: SEARCH_MAX_LIMIT,
  });
  return jsonRead(request, searchCpus(getCatalog().cpus, query, limit).map(toApiCpuSummary));
}

export function brandCpuList(request: Request, rawBrand: string): Response {
  const brand = parseBrand(rawBrand);
  const cpus = getCatalog().cpus.filter((cpu) => cpu.brand === brand);
  return jsonRead(request, cpus.map(toApiCpuSummary));
}

export function topCpuList(request: Request, rawCount: string | undefined): Response {
  const count = parseCount(rawCount, "count", { fallback: TOP_DEFAULT_COUNT, max: TOP_MAX_COUNT });
  return jsonRead(request, topCpus(getCatalog().cpus, count).map(toApiCpuSummary));
}

export async function showStats(request: Request, db: Database | null): Promise<Response> {
  const catalog = getCatalog();
  let lastChange: Date | null = null;
  if (db && catalog.source === "database") {
    try {
      lastChange = await lastCatalogChange(db);
    } catch (error) {
      // The figures come from memory; only the date needs the database.
      logger.warn({ err: error }, "Could not read the time of the last catalog change");
    }
  }
  return jsonRead(request, catalogStats(catalog.cpus, lastChange, catalog.source));
}

/** A unique violation, from the driver's error or drizzle's wrapper of it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause)
    if ((e as { code?: unknown }).code === "23505") return true;
  return false;
}

function conflict(id: string): ApiError {
  return new ApiError(409, "cpu_exists", `A CPU with id '${id}' already exists`, {
    id: ["is taken by another CPU"],
  });
}

/** Runs a write, answering 409 when the id is taken (also when a concurrent write took it first). */
async function writing<T>(id: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof CpuExistsError || isUniqueViolation(error)) throw conflict(id);
    throw error;
  }
}

async function validBody(request: Request, urlId?: string) {
  const parsed = parseCpuBody(await readJsonBody(request), urlId);
  if (!parsed.success)
    throw new ApiError(422, "validation_failed", "The CPU is not valid", parsed.fields);
  return parsed.input;
}

/** Who may write is checked before the body is read: an anonymous client learns nothing more. */
async function adminDatabase(request: Request, db: Database | null): Promise<Database> {
  const database = requireDatabase(db);
  await requireAdmin(request, database);
  return database;
}

function cpuLocation(id: string): string {
  return `/api/cpus/${encodeURIComponent(id)}`;
}

export async function createCpuFromBody(request: Request, db: Database | null): Promise<Response> {
  const database = await adminDatabase(request, db);
  const input = await validBody(request);
  await writing(input.id, () => createCpu(database, input));
  const created = findCpu(input.id);
  if (!created) throw noSuchCpu(input.id);
  return jsonWrite(toApiCpuDetail(created), 201, { Location: cpuLocation(input.id) });
}

export async function replaceCpu(
  request: Request,
  db: Database | null,
  id: string,
): Promise<Response> {
  const database = await adminDatabase(request, db);
  const input = await validBody(request, id);
  const updated = await writing(input.id, () => updateCpu(database, id, input));
  if (!updated) throw noSuchCpu(id);
  const cpu = findCpu(input.id);
  if (!cpu) throw noSuchCpu(input.id);
  return jsonWrite(toApiCpuDetail(cpu), 200, { "Content-Location": cpuLocation(input.id) });
}

export async function removeCpu(
  request: Request,
  db: Database | null,
  id: string,
): Promise<Response> {
  const database = await adminDatabase(request, db);
  if (!(await deleteCpu(database, id))) throw noSuchCpu(id);
  return noContent();
}

export async function uploadCsv(request: Request, db: Database | null): Promise<Response> {
  const database = await adminDatabase(request, db);
  const outcome = await importCpuCsv(database, await readCsvUpload(request));
  if (outcome.kind === "too-large")
    throw new ApiError(
      413,
      "payload_too_large",
      `The file is larger than the limit of ${outcome.limitBytes.toLocaleString("en")} bytes`,
    );
  if (outcome.kind === "invalid") {
    const total = outcome.problems.length;
    const problems = outcome.problems.slice(0, MAX_LISTED_PROBLEMS);
    const fields = groupByField(
      problems.map((p) => [p.field ?? "file", `line ${p.line}: ${p.message}`] as const),
    );
    const listed = total > problems.length ? ` (the first ${problems.length} are listed)` : "";
    throw new ApiError(
      422,
      "invalid_csv",
      `The file has ${total} problem${total === 1 ? "" : "s"}${listed}; nothing was imported`,
      fields,
      { problems },
    );
  }
  const { created, updated, unchanged } = outcome;
  return jsonWrite({ created, updated, unchanged });
}

/** The whole catalog as stored, in the columns uploadCsv takes back, as a dated download. */
export async function downloadCatalogCsv(request: Request, db: Database | null): Promise<Response> {
  const database = await adminDatabase(request, db);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(await exportCatalogCsv(database), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="corerank-cpus-${date}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
