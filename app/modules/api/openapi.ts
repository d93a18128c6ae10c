import { z } from "zod";
import { SESSION_COOKIE_PREFIX } from "~/modules/auth/auth.server";
import { CSV_COLUMN_NAMES, MAX_CSV_BYTES } from "~/modules/catalog/csv.server";
import { CPU_BRANDS } from "~/modules/catalog/cpu.schema";
import { MAX_SUGGESTIONS } from "~/modules/catalog/search";
import { apiErrorSchema } from "./api-error";
import { cpuCreateBodySchema, cpuUpdateBodySchema } from "./cpu-body";
import {
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
  TOP_DEFAULT_COUNT,
  TOP_MAX_COUNT,
} from "./cpu-lists";
import { apiCpuDetailSchema, apiCpuSummarySchema } from "./cpu-shape";
import { MAX_JSON_BYTES } from "./request-body.server";
import { apiStatsSchema } from "./stats";

/** One search suggestion (GET /api/suggest), what the home page's search shows of a CPU. */
export const cpuSuggestionSchema = z.object({
  id: z.string().describe("The CPU's id (its URL slug)"),
  name: z.string(),
  brand: z.enum(CPU_BRANDS),
  architecture: z.string().nullable(),
  benchmarkScore: z
    .number()
    .nullable()
    .describe("The shown Geekbench 6 multi-core figure; null when none"),
});

/** The answer of a CSV import. */
export const csvImportResultSchema = z.object({
  created: z.int().describe("Rows whose id was new"),
  updated: z.int().describe("Rows that replaced a stored CPU"),
  unchanged: z.int().describe("Rows equal to the stored CPU, left alone"),
});

type JsonSchema = Record<string, unknown>;

/** JSON Schema 2020-12, the dialect of OpenAPI 3.1, without the `$schema` line components omit. */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  return rest;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ "application/json": { schema } });

const errorResponse = (description: string) => ({ description, content: json(ref("Error")) });

const READ_HEADERS = {
  ETag: { description: "Weak validator of the body", schema: { type: "string" } },
  "Cache-Control": {
    description: "public, max-age=0, must-revalidate",
    schema: { type: "string" },
  },
};

const ifNoneMatch = {
  name: "If-None-Match",
  in: "header",
  required: false,
  description: "An ETag from an earlier answer; 304 when the answer is unchanged",
  schema: { type: "string" },
};

const PAGE_HEADERS = {
  ...READ_HEADERS,
  Link: {
    description:
      'The pages beside this one (RFC 8288), as this URL with their offset and limit: rel="next" when more follow, rel="prev" when the page does not start at the first item',
    schema: { type: "string" },
  },
};

const offsetParameter = {
  name: "offset",
  in: "query",
  required: false,
  description: "How many items to skip (default 0)",
  schema: { type: "integer", minimum: 0, default: 0 },
};

/** A list's paging parameters: `limit` as described, and `offset`. */
const paging = (limitDescription: string, defaultLimit?: number) => [
  {
    name: "limit",
    in: "query",
    required: false,
    description: limitDescription,
    schema: {
      type: "integer",
      minimum: 1,
      ...(defaultLimit === undefined ? {} : { default: defaultLimit }),
    },
  },
  offsetParameter,
];

const PAGING_ERRORS = {
  "400":
    "limit is not a whole number of at least 1, or offset not one of at least 0 (codes invalid_limit, invalid_offset)",
};

function read(
  summary: string,
  schema: object,
  extra: { parameters?: object[]; errors?: Record<string, string>; paged?: boolean } = {},
) {
  return {
    summary,
    security: [],
    parameters: [...(extra.parameters ?? []), ifNoneMatch],
    responses: {
      "200": {
        description: "OK",
        headers: extra.paged ? PAGE_HEADERS : READ_HEADERS,
        content: json(schema),
      },
      "304": {
        description: "Not modified: the If-None-Match ETag is current",
        headers: READ_HEADERS,
      },
      ...Object.fromEntries(
        Object.entries(extra.errors ?? {}).map(([status, text]) => [status, errorResponse(text)]),
      ),
    },
  };
}

const ADMIN = [{ session: [] }, { bearer: [] }];

const WRITE_ERRORS = {
  "401": errorResponse("No valid session or token (codes unauthorized, invalid_token)"),
  "403": errorResponse("The account is not an admin (code forbidden)"),
  "503": errorResponse("The database is unavailable (code database_unavailable)"),
};

const JSON_BODY_ERRORS = {
  "400": errorResponse("The body is not JSON (code invalid_json)"),
  "413": errorResponse(`The body is larger than ${MAX_JSON_BYTES} bytes (code payload_too_large)`),
  "415": errorResponse("Content-Type is not application/json (code unsupported_media_type)"),
  "422": errorResponse(
    "The CPU is not valid; `fields` names each failing field (code validation_failed)",
  ),
};

const pathParameter = (name: string, description: string, schema: object = { type: "string" }) => ({
  name,
  in: "path",
  required: true,
  description,
  schema,
});

const cpuIdParameter = pathParameter("cpuId", "The CPU's id (its URL slug)");

const cpuList = { type: "array", items: ref("CpuSummary") };

/**
 * The OpenAPI 3.1 document of the API, generated from the zod schemas the
 * endpoints validate and answer with. Paths are written as the app serves
 * them (with /api); a test checks them against app/routes.ts.
 */
export function openApiDocument() {
  return {
    openapi: "3.1.0",
    info: {
      title: "CoreRank API",
      version: "1.0.0",
      description:
        "CPU specifications and published benchmark figures, each with its source. Reads are public and carry an ETag; writes need an admin session or an admin's API token (npm run api-token:create). Errors are JSON: { error: { code, message, fields } }.",
    },
    paths: {
      "/api/cpus": {
        get: read(
          "All CPUs, by Geekbench 6 multi-core figure (highest first; CPUs without one after them, by name); every one unless limit or offset asks for a page",
          cpuList,
          {
            parameters: paging("At most this many (default: all from offset)"),
            errors: PAGING_ERRORS,
            paged: true,
          },
        ),
        post: {
          summary: "Add a CPU",
          security: ADMIN,
          requestBody: { required: true, content: json(ref("CpuCreate")) },
          responses: {
            "201": {
              description: "Created",
              headers: {
                Location: { description: "The new CPU's URL", schema: { type: "string" } },
              },
              content: json(ref("CpuDetail")),
            },
            ...WRITE_ERRORS,
            ...JSON_BODY_ERRORS,
            "409": errorResponse("The id is taken (code cpu_exists)"),
          },
        },
      },
      "/api/cpus/{cpuId}": {
        get: read(
          "One CPU with every field (null where no source publishes it), its specification source, and per benchmark the shown figure with its provenance and the spread of verified visitor results",
          ref("CpuDetail"),
          {
            parameters: [cpuIdParameter],
            errors: { "404": "No CPU has this id (code not_found)" },
          },
        ),
        put: {
          summary: "Replace a CPU (a different id in the body renames it)",
          security: ADMIN,
          parameters: [cpuIdParameter],
          requestBody: { required: true, content: json(ref("CpuUpdate")) },
          responses: {
            "200": { description: "Replaced", content: json(ref("CpuDetail")) },
            ...WRITE_ERRORS,
            ...JSON_BODY_ERRORS,
            "404": errorResponse("No CPU has this id (code not_found)"),
            "409": errorResponse("The new id is taken by another CPU (code cpu_exists)"),
          },
        },
        delete: {
          summary: "Delete a CPU and its results",
          security: ADMIN,
          parameters: [cpuIdParameter],
          responses: {
            "204": { description: "Deleted" },
            ...WRITE_ERRORS,
            "404": errorResponse("No CPU has this id (code not_found)"),
          },
        },
      },
      "/api/cpus/search/{query}": {
        get: read("CPUs whose name, brand or architecture contains the text, best first", cpuList, {
          parameters: [
            pathParameter("query", "The text, URL-encoded; blank text finds nothing"),
            ...paging(
              `At most this many (default ${SEARCH_DEFAULT_LIMIT}; larger values are served as ${SEARCH_MAX_LIMIT})`,
              SEARCH_DEFAULT_LIMIT,
            ),
          ],
          errors: PAGING_ERRORS,
          paged: true,
        }),
      },
      "/api/cpus/brand/{brand}": {
        get: read(
          "The CPUs of a brand, best first; every one unless limit or offset asks for a page",
          cpuList,
          {
            parameters: [
              pathParameter("brand", "Intel or AMD, in any letter case", {
                type: "string",
                examples: [...CPU_BRANDS],
              }),
              ...paging("At most this many (default: all from offset)"),
            ],
            errors: {
              "400": `Not a known brand (code unknown_brand), or ${PAGING_ERRORS["400"]}`,
            },
            paged: true,
          },
        ),
      },
      "/api/cpus/top": {
        get: read(
          `The ${TOP_DEFAULT_COUNT} CPUs with the highest Geekbench 6 multi-core figure`,
          cpuList,
        ),
      },
      "/api/cpus/top/{count}": {
        get: read(
          "The CPUs with the highest Geekbench 6 multi-core figure (CPUs without one are not listed; no other benchmark stands in)",
          cpuList,
          {
            parameters: [
              pathParameter("count", `How many (larger values are served as ${TOP_MAX_COUNT})`, {
                type: "integer",
                minimum: 1,
              }),
            ],
            errors: { "400": "count is not a whole number of at least 1 (code invalid_count)" },
          },
        ),
      },
      "/api/suggest": {
        get: read(
          `Search suggestions: at most ${MAX_SUGGESTIONS} CPUs whose name, brand or architecture contains the text (any letter case), highest Geekbench 6 multi-core figure first; blank text gives none`,
          { type: "array", items: ref("CpuSuggestion") },
          {
            parameters: [
              {
                name: "q",
                in: "query",
                required: false,
                description: "The text typed; only its first 100 characters count",
                schema: { type: "string" },
              },
            ],
          },
        ),
      },
      "/api/stats": {
        get: read(
          "Totals by brand and type, per ranking category the number of CPUs with a shown figure and the highest one, and the time of the last change",
          ref("Stats"),
        ),
      },
      "/api/upload-csv": {
        post: {
          summary: "Import CPUs from CSV: all rows or none",
          description: `A header row of column names, then one CPU per row, validated by the same rules as POST /api/cpus. Existing ids are replaced, new ones created, rows equal to the stored CPU left alone. Empty cells are missing values; booleans are true/false, yes/no or 1/0. Per benchmark, the value column is followed by its provenance: _statistic (run, mean or median), _samples (empty when the source states none), _source, _url, _date (YYYY-MM-DD, published or read) and _version; a value needs its statistic, source and date. The specification source is spec_source_name, spec_source_url and spec_source_date. Columns: ${CSV_COLUMN_NAMES.join(", ")}. GET /admin/cpus.csv downloads the catalog in this format, and importing it back changes nothing.`,
          security: ADMIN,
          requestBody: {
            required: true,
            content: {
              "multipart/form-data": {
                schema: {
                  type: "object",
                  required: ["csvFile"],
                  properties: {
                    csvFile: {
                      type: "string",
                      contentMediaType: "text/csv",
                      description: `UTF-8 (a byte order mark is accepted), at most ${MAX_CSV_BYTES} bytes`,
                    },
                  },
                },
              },
            },
          },
          responses: {
            "200": { description: "Imported", content: json(ref("CsvImportResult")) },
            ...WRITE_ERRORS,
            "400": errorResponse(
              "No csvFile field, or the form does not parse (codes missing_file, invalid_form)",
            ),
            "413": errorResponse(
              `The file is larger than ${MAX_CSV_BYTES} bytes (code payload_too_large)`,
            ),
            "415": errorResponse(
              "The body is not multipart/form-data (code unsupported_media_type)",
            ),
            "422": errorResponse(
              "Nothing was imported: `problems` lists every failing line (the header is line 1) and column (code invalid_csv)",
            ),
          },
        },
      },
      "/api/openapi.json": {
        get: read("This document", { type: "object" }),
      },
    },
    components: {
      schemas: {
        CpuSummary: jsonSchema(apiCpuSummarySchema, "output"),
        CpuDetail: jsonSchema(apiCpuDetailSchema, "output"),
        CpuSuggestion: jsonSchema(cpuSuggestionSchema, "output"),
        CpuCreate: jsonSchema(cpuCreateBodySchema, "input"),
        CpuUpdate: jsonSchema(cpuUpdateBodySchema, "input"),
        Stats: jsonSchema(apiStatsSchema, "output"),
        CsvImportResult: jsonSchema(csvImportResultSchema, "output"),
        Error: jsonSchema(apiErrorSchema, "output"),
      },
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: `${SESSION_COOKIE_PREFIX}.session_token`,
          description: `An admin's session from signing in at /admin (__Secure-${SESSION_COOKIE_PREFIX}.session_token over https)`,
        },
        bearer: {
          type: "http",
          scheme: "bearer",
          description: "An admin's API token, created with npm run api-token:create",
        },
      },
    },
  };
}
