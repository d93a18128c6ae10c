import { createHash } from "node:crypto";
import type { Database } from "~/db/client.server";
import { logger } from "~/logger.server";
import { controlCharacterIn } from "~/modules/http/text";
import { findCpu, getCatalog } from "~/modules/catalog/catalog.server";
import {
  CpuExistsError,
  createCpu,
  deleteCpu,
  updateCpu,
} from "~/modules/catalog/cpu-store.server";
import { importCpuCsv } from "~/modules/catalog/csv.server";
import { catalogSearchIndex, cpuSuggestions } from "~/modules/catalog/catalog-views.server";
import type { Cpu } from "~/modules/catalog/cpu";
import { CPU_BRANDS } from "~/modules/catalog/cpu.schema";
import { perCatalog } from "~/modules/catalog/per-catalog.server";
import { searchNeedle, searchPage } from "~/modules/catalog/search";
import { ApiError, groupByField, MAX_LISTED_PROBLEMS } from "./api-error";
import { parseCpuBody } from "./cpu-body";
import {
  parseBrand,
  pageLinks,
  parseCount,
  parseOffset,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
  TOP_DEFAULT_COUNT,
  TOP_MAX_COUNT,
  topCpus,
} from "./cpu-lists";
import { toApiCpuDetail, toApiCpuSummary } from "./cpu-shape";
import { csvUploadText, readJsonBody } from "./request-body.server";
import {
  databaseUnavailable,
  jsonRead,
  jsonWrite,
  matchesIfNoneMatch,
  noContent,
  notFound,
  READ_CACHE_CONTROL,
} from "./responses.server";
import { catalogStats } from "./stats";
import { lastCatalogChange } from "./stats.server";

// Reads answer from the catalog in memory, so they work (read-only) also when
// the database is unreachable. Writes go through the CPU store, which reloads
// the catalog.

const JSON_TYPE = "application/json; charset=utf-8";

const hashOf = (text: string) => createHash("sha1").update(text).digest("base64url");

/** A list's whole body and its ETag. */
interface WholeList {
  cpus: readonly Cpu[];
  text: string;
  /** The body's hash: the ETag of the whole list, and the root of its pages' ETags. */
  hash: string;
}

/**
 * The lists' bodies, built once per catalog version: each CPU's summary as JSON, and the whole
 * catalog, each brand and the scored CPUs (the top list) as bodies with their hashes. A request
 * only slices and joins; nothing is serialised or hashed whole per request.
 */
const lists = perCatalog((catalog) => {
  const json = new Map(
    catalog.cpus.map((cpu) => [cpu.id, JSON.stringify(toApiCpuSummary(cpu, catalog.references))]),
  );
  const whole = (cpus: readonly Cpu[]): WholeList => {
    const text = `[${cpus.map((cpu) => json.get(cpu.id)).join(",")}]`;
    return { cpus, text, hash: hashOf(text) };
  };
  return {
    json,
    all: whole(catalog.cpus),
    brands: new Map(
      CPU_BRANDS.map((brand) => [brand, whole(catalog.cpus.filter((c) => c.brand === brand))]),
    ),
  };
});

/** A cacheable JSON read from a prepared body: 304 when the client holds this ETag. */
function preparedRead(
  request: Request,
  text: string,
  etag: string,
  link: string | null = null,
): Response {
  const headers: Record<string, string> = { ETag: etag, "Cache-Control": READ_CACHE_CONTROL };
  if (link) headers.Link = link;
  if (matchesIfNoneMatch(request.headers.get("If-None-Match"), etag))
    return new Response(null, { status: 304, headers });
  return new Response(text, { headers: { ...headers, "Content-Type": JSON_TYPE } });
}

/** Summaries as a JSON array, from the per-version JSON of each CPU. */
const bodyOf = (cpus: readonly Cpu[]) => {
  const { json } = lists();
  return `[${cpus.map((cpu) => json.get(cpu.id)).join(",")}]`;
};

/**
 * A list read with the optional `offset` and `limit` of its query: the whole prepared body when
 * neither is given, else that page with Link headers to the pages beside it.
 */
function pagedListRead(request: Request, list: WholeList): Response {
  const url = new URL(request.url);
  const offset = parseOffset(url.searchParams.get("offset"));
  const rawLimit = url.searchParams.get("limit");
  if (offset === 0 && rawLimit === null)
    return preparedRead(request, list.text, `W/"${list.hash}"`);
  const limit = parseCount(rawLimit, "limit", {
    fallback: list.cpus.length || 1,
    max: Number.MAX_SAFE_INTEGER,
  });
  const page = list.cpus.slice(offset, offset + limit);
  const link = pageLinks(url, { offset, limit, hasNext: offset + limit < list.cpus.length });
  return preparedRead(request, bodyOf(page), `W/"${list.hash}.${offset}.${limit}"`, link);
}

export function listCpus(request: Request): Response {
  return pagedListRead(request, lists().all);
}

function noSuchCpu(id: string): ApiError {
  return notFound(`There is no CPU with id '${id}'`);
}

export function showCpu(request: Request, id: string): Response {
  const cpu = findCpu(id);
  if (!cpu) throw noSuchCpu(id);
  return jsonRead(request, toApiCpuDetail(cpu, getCatalog().references));
}

/** Longest search text considered; longer text is cut, not refused. */
const MAX_SEARCH_TEXT = 100;

export function searchCpuList(request: Request, query: string): Response {
  const url = new URL(request.url);
  const limit = parseCount(url.searchParams.get("limit"), "limit", {
    fallback: SEARCH_DEFAULT_LIMIT,
    max: SEARCH_MAX_LIMIT,
  });
  const offset = parseOffset(url.searchParams.get("offset"));
  const text = query.slice(0, MAX_SEARCH_TEXT);
  // One more than asked tells whether there is a next page, without counting every match.
  const { items } = searchPage(catalogSearchIndex(), text, { offset, limit: limit + 1 });
  const link = pageLinks(url, { offset, limit, hasNext: items.length > limit });
  const etag = `W/"${lists().all.hash}.${hashOf(searchNeedle(text))}.${offset}.${limit}"`;
  return preparedRead(request, bodyOf(items.slice(0, limit)), etag, link);
}

/** Spec section 5's suggestions for the home page's search: at most 8, by overall score. */
export function suggestCpuList(request: Request): Response {
  const text = (new URL(request.url).searchParams.get("q") ?? "").slice(0, MAX_SEARCH_TEXT);
  const body = JSON.stringify(cpuSuggestions(text));
  return preparedRead(request, body, `W/"${lists().all.hash}.${hashOf(searchNeedle(text))}"`);
}

export function brandCpuList(request: Request, rawBrand: string): Response {
  const brand = parseBrand(rawBrand);
  return pagedListRead(request, lists().brands.get(brand)!);
}

export function topCpuList(request: Request, rawCount: string | undefined): Response {
  const count = parseCount(rawCount, "count", { fallback: TOP_DEFAULT_COUNT, max: TOP_MAX_COUNT });
  const top = topCpus(getCatalog().cpus, count);
  return preparedRead(request, bodyOf(top), `W/"${lists().all.hash}.top.${count}"`);
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

function conflict(id: string): ApiError {
  return new ApiError(409, "cpu_exists", `A CPU with id '${id}' already exists`, {
    id: ["is taken by another CPU"],
  });
}

/** Runs a write, answering 409 when the id is taken (also when a concurrent write took it first). */
async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof CpuExistsError) throw conflict(error.cpuId);
    throw error;
  }
}

async function validBody(request: Request, urlId?: string) {
  const parsed = parseCpuBody(await readJsonBody(request), urlId);
  if (!parsed.success)
    throw new ApiError(422, "validation_failed", "The CPU is not valid", parsed.fields);
  return parsed.input;
}

function cpuLocation(id: string): string {
  return `/api/cpus/${encodeURIComponent(id)}`;
}

// The writes run behind asApiAdmin (api-admin.server.ts): the request is an admin's and `db` is there.

export async function createCpuFromBody(request: Request, db: Database): Promise<Response> {
  const input = await validBody(request);
  await writing(() => createCpu(db, input));
  const created = findCpu(input.id);
  if (!created) throw noSuchCpu(input.id);
  return jsonWrite(toApiCpuDetail(created, getCatalog().references), 201, {
    Location: cpuLocation(input.id),
  });
}

export async function replaceCpu(request: Request, db: Database, id: string): Promise<Response> {
  if (controlCharacterIn(id) !== null) throw noSuchCpu(id);
  const input = await validBody(request, id);
  const updated = await writing(() => updateCpu(db, id, input));
  if (!updated) throw noSuchCpu(id);
  const cpu = findCpu(input.id);
  if (!cpu) throw noSuchCpu(input.id);
  return jsonWrite(toApiCpuDetail(cpu, getCatalog().references), 200, {
    "Content-Location": cpuLocation(input.id),
  });
}

export async function removeCpu(request: Request, db: Database, id: string): Promise<Response> {
  // An id with a control character names no CPU (and PostgreSQL would refuse U+0000).
  if (controlCharacterIn(id) !== null || !(await deleteCpu(db, id))) throw noSuchCpu(id);
  return noContent();
}

export async function uploadCsv(request: Request, db: Database): Promise<Response> {
  const outcome = await importCpuCsv(db, await csvUploadText(request));
  switch (outcome.kind) {
    case "imported": {
      const { created, updated, unchanged } = outcome;
      return jsonWrite({ created, updated, unchanged });
    }
    case "too-large":
      throw new ApiError(
        413,
        "payload_too_large",
        `The file is larger than the limit of ${outcome.limitBytes.toLocaleString("en")} bytes`,
      );
    case "invalid": {
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
    case "conflict":
      throw conflict(outcome.id);
    case "database-unavailable":
      throw databaseUnavailable();
  }
}
