import { describe, expect, it } from "vitest";
import { openApiDocument } from "~/modules/api/openapi";
import routes from "~/routes";
import { routeArgs } from "../support/route-args";

interface RouteModule {
  loader: (args: never) => Promise<Response> | Response;
  action: (args: never) => Promise<Response> | Response;
}

interface RouteEntry {
  path?: string;
  file: string;
  children?: RouteEntry[];
}

const modules = import.meta.glob<RouteModule>("../../app/routes/api/*.ts");
const document = openApiDocument();
const METHODS = ["get", "post", "put", "delete", "patch"] as const;
const EXAMPLE_PARAMS: Record<string, string> = {
  cpuId: "amd-ryzen-9-7950x",
  query: "ryzen",
  brand: "amd",
  count: "5",
};

function flatten(entries: readonly RouteEntry[]): RouteEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

/** The API's routes in app/routes.ts as OpenAPI paths; an optional segment gives two paths. */
function routedPaths(): Map<string, string> {
  const paths = new Map<string, string>();
  for (const { path, file } of flatten(routes as RouteEntry[])) {
    if (!path?.startsWith("api/") || path.endsWith("*")) continue;
    const segments = path.split("/");
    const variants = segments.some((s) => s.endsWith("?"))
      ? [segments.filter((s) => !s.endsWith("?")), segments.map((s) => s.replace(/\?$/, ""))]
      : [segments];
    for (const variant of variants)
      paths.set(`/${variant.map((s) => s.replace(/^:(\w+)$/, "{$1}")).join("/")}`, file);
  }
  return paths;
}

/** Calls the route module serving `path` as React Router would, with no database behind it. */
async function call(path: string, method: string): Promise<Response> {
  const file = routedPaths().get(path)!;
  const route = await modules[`../../app/${file}`]!();
  const params: Record<string, string> = {};
  const url = path.replace(
    /\{(\w+)\}/g,
    (_, name: string) => (params[name] = EXAMPLE_PARAMS[name]!),
  );
  const request = new Request(`http://localhost${url}`, { method: method.toUpperCase() });
  const args = routeArgs(request, params, { db: null });
  return method === "get" ? route.loader(args) : route.action(args);
}

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 with the session and bearer security schemes", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.components.securitySchemes.session).toMatchObject({
      type: "apiKey",
      in: "cookie",
    });
    expect(document.components.securitySchemes.bearer).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
  });

  it("documents exactly the API routes of app/routes.ts", () => {
    expect(Object.keys(document.paths).sort()).toEqual([...routedPaths().keys()].sort());
  });

  it("documents exactly the methods each route answers (others get 405 with Allow)", async () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      const documented = METHODS.filter((m) => m in operations);
      const allow = documented.flatMap((m) => (m === "get" ? ["GET", "HEAD"] : [m.toUpperCase()]));
      for (const method of METHODS) {
        const response = await call(path, method);
        if (documented.includes(method)) {
          expect(response.status, `${method} ${path}`).not.toBe(405);
          expect(response.status, `${method} ${path}`).not.toBe(404);
        } else {
          expect(response.status, `${method} ${path}`).toBe(405);
          expect(response.headers.get("Allow")).toBe(allow.join(", "));
        }
      }
    }
  });

  it("declares every path parameter, and every reference resolves", () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const operation of Object.values(operations) as {
        parameters?: { name: string; in: string }[];
      }[]) {
        const declared = (operation.parameters ?? [])
          .filter((p) => p.in === "path")
          .map((p) => p.name);
        expect([...declared].sort(), path).toEqual([...names].sort());
      }
    }
    const text = JSON.stringify(document);
    for (const [, name] of text.matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g))
      expect(document.components.schemas).toHaveProperty(name!);
  });

  it("describes the CPU bodies from the validation schema: required fields, no unknown keys", () => {
    const create = document.components.schemas.CpuCreate as {
      required: string[];
      properties: Record<string, unknown>;
      additionalProperties: boolean;
    };
    // The base clock may be unknown (Intel publishes none for its hybrid CPUs): optional, nullable.
    expect([...create.required].sort()).toEqual(["brand", "cores", "id", "name", "threads"]);
    expect(create.additionalProperties).toBe(false);
    expect(create.properties.baseFreq).toMatchObject({
      anyOf: [{ type: "number" }, { type: "null" }],
    });
    expect(create.properties).toHaveProperty("pcieLanes");
    expect(create.properties).toHaveProperty("scores");
    const update = document.components.schemas.CpuUpdate as { required: string[] };
    expect(update.required).not.toContain("id");
  });

  it("describes each score of a body as a published figure with its provenance", () => {
    type ObjectSchema = { required?: string[]; properties: Record<string, ObjectSchema> };
    const create = document.components.schemas.CpuCreate as ObjectSchema;
    const figure = create.properties.scores!.properties.geekbench6Multi!;
    expect(Object.keys(figure.properties)).toEqual([
      "score",
      "statistic",
      "sampleCount",
      "sourceName",
      "sourceUrl",
      "sourcePage",
      "publishedOn",
      "dateMeaning",
      "copy",
      "benchmarkVersion",
    ]);
    // Where the link leads, what the date means and the copy read have defaults (a CPU's own
    // page, a publication date, the publisher's page itself); everything else is required.
    expect([...figure.required!].sort()).toEqual(
      [
        "score",
        "statistic",
        "sampleCount",
        "sourceName",
        "sourceUrl",
        "publishedOn",
        "benchmarkVersion",
      ].sort(),
    );
    expect(figure.properties.sourcePage).toMatchObject({ enum: ["cpu", "list"], default: "cpu" });
    expect(figure.properties.dateMeaning).toMatchObject({ enum: ["published", "listed"] });
    expect(figure.properties.statistic).toMatchObject({ enum: ["run", "mean", "median"] });
    expect(create.properties.specSource).toBeDefined();
  });

  it("describes a CPU's shown figures with their provenance, and no estimates anywhere", () => {
    type ObjectSchema = { properties: Record<string, ObjectSchema>; anyOf?: ObjectSchema[] };
    const detail = document.components.schemas.CpuDetail as ObjectSchema;
    const score = detail.properties.scores!.properties.geekbench6Multi!;
    expect(Object.keys(score.properties)).toEqual(["value", "basis", "published", "visitors"]);
    const published = score.properties.published!.anyOf!.find((s) => s.properties)!;
    expect(Object.keys(published.properties)).toEqual(
      Object.keys(
        (document.components.schemas.CpuCreate as ObjectSchema).properties.scores!.properties
          .geekbench6Multi!.properties,
      ),
    );
    const visitors = score.properties.visitors!.anyOf!.find((s) => s.properties)!;
    expect(Object.keys(visitors.properties)).toEqual(["min", "median", "max", "count"]);
    expect(detail.properties).toHaveProperty("specSource");
    expect(JSON.stringify(document)).not.toMatch(/estimated/i);
  });

  it("is served at /api/openapi.json with an ETag", async () => {
    const response = await call("/api/openapi.json", "get");
    expect(response.status).toBe(200);
    expect(response.headers.get("ETag")).toBeTruthy();
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(document)));
  });
});
