// The malformed-input fuzz run (not part of `npm test`):
//   npm run fuzz -- [--seed 1] [--requests 6000] [--port 3800] [--attacks|--no-attacks]
//                   [--attack-seconds 60]
// Starts the production build (BUILD_DIR, default build/) on a temporary data directory (or on
// DATABASE_URL, which must point at a fresh, empty PostgreSQL database: it is written to), with
// an admin account and an API token, and sends a seeded, bounded set of malformed requests to
// 127.0.0.1 only: NUL, control characters, overlong, non-UTF-8, unicode and random text in every
// path parameter, query parameter, form field, JSON field and CSV cell of every route, every
// method, wrong content types and chunked bodies past the limits. Prints the number of
// requests, the 5xx answers (goal 0), the rows changed while only refused requests were
// answered (goal 0: table row counts and checksums are compared before and after each batch)
// and the server's peak RSS; then the body-size attack (8 parallel 45 MB chunked posts to
// /submit-benchmark) and the cache-busting attack (unique query strings at 50 connections) with
// their peak RSS. Exits 1 when a 5xx or a change by refused requests was seen.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { cpuFormValues } from "../app/modules/admin/cpu-form";
import { controlCharacterIn } from "../app/modules/http/text";
import { SIGN_IN_INTENT } from "../app/modules/admin/sign-in";
import type { CpuInput } from "../app/modules/catalog/cpu.schema";
import { cpusToCsv } from "../app/modules/catalog/csv.server";
import { fixtureCpuInput } from "../tests/support/fixture-cpus";
import { BENCHMARK_IDS, RANKING_CATEGORY_IDS } from "../app/modules/catalog/benchmarks";
import routeConfig from "../app/routes";

const { values: options } = parseArgs({
  options: {
    seed: { type: "string", default: "1" },
    requests: { type: "string", default: "6000" },
    port: { type: "string", default: "3800" },
    attacks: { type: "boolean", default: true },
    "no-attacks": { type: "boolean", default: false },
    "attack-seconds": { type: "string", default: "60" },
    batch: { type: "string", default: "1500" },
  },
});
const PORT = Number(options.port);
const TARGET = Number(options.requests);
const BATCH = Number(options.batch);
const DATABASE_URL = process.env.DATABASE_URL || "";
const BUILD_DIR = process.env.BUILD_DIR || "build";
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "fuzz-admin@example.com", password: "fuzz-admin-password-1234" };

// ---------------------------------------------------------------- seeded randomness

let state = Number(options.seed) >>> 0 || 1;
/** mulberry32: the same seed gives the same requests. */
function random(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const int = (max: number) => Math.floor(random() * max);

/** A malformed value, and whether the server must refuse it wherever it goes. */
interface Bad {
  kind: string;
  text: string;
  /** Raw bytes for a URL or a body (non-UTF-8), used instead of `text` where possible. */
  raw?: Buffer;
  mustRefuse: boolean;
}

const CONTROLS = [...Array(32).keys()].filter((c) => c !== 9 && c !== 10 && c !== 13);
function badValue(base = "x"): Bad {
  switch (int(10)) {
    case 0:
      return { kind: "nul", text: `${base}\u0000${base}`, mustRefuse: true };
    case 1:
      return { kind: "nul-only", text: "\u0000", mustRefuse: true };
    case 2: {
      // Inside the text: at either end, tab-like characters (U+000B, U+000C) are trimmed away.
      const c = String.fromCharCode(pick(CONTROLS));
      const text = base || "x";
      return { kind: "control", text: `${text}${c}${text}`, mustRefuse: true };
    }
    case 3:
      return { kind: "overlong", text: "a".repeat(pick([300, 5_001, 70_000])), mustRefuse: false };
    case 4:
      return {
        kind: "unicode",
        text: pick(["ünïcödé", "процессор", "处理器", "🔥💻", "\u202eevil", "e\u0301", "\ufeffx"]),
        mustRefuse: false,
      };
    case 5:
      return {
        kind: "not-utf8",
        text: "\ufffd",
        raw: Buffer.from([0x61, 0xff, 0xfe, 0xc0, 0x80, 0xed, 0xa0, 0x80]),
        mustRefuse: false,
      };
    case 6:
      return {
        kind: "syntax",
        text: pick([
          "../../etc/passwd",
          "%00",
          "%",
          "'; drop table cpus; --",
          "<script>alert(1)</script>",
          "${7*7}",
          "{{7*7}}",
          "\\\\evil",
          "//evil.example",
          "a\r\nSet-Cookie: x=1",
        ]),
        mustRefuse: false,
      };
    case 7:
      return {
        kind: "number",
        text: pick([
          "-1",
          "0",
          "1e309",
          "NaN",
          "Infinity",
          "0x10",
          "99999999999999999999",
          "1.5.5",
        ]),
        mustRefuse: false,
      };
    case 8:
      return { kind: "empty", text: "", mustRefuse: false };
    default: {
      let text = "";
      for (let i = 0, n = 1 + int(40); i < n; i++) text += String.fromCharCode(1 + int(0x2fff));
      return {
        kind: "random",
        text,
        mustRefuse: controlCharacterIn(text, { multiline: true }) !== null,
      };
    }
  }
}

/** A path segment or query value as a client would send it (bytes percent-encoded). */
function urlEncoded(bad: Bad): string {
  if (bad.raw) return [...bad.raw].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("");
  return encodeURIComponent(bad.text.slice(0, 6000));
}

// ---------------------------------------------------------------- the requests

interface Case {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Send the body chunked (no Content-Length), `chunkedBytes` long. */
  chunkedBytes?: number;
  contentType?: string;
  auth?: "cookie" | "token";
  /** What was malformed, for the report. */
  label: string;
  mustRefuse: boolean;
}

const CPU: CpuInput = fixtureCpuInput("fuzz-base-cpu", { name: "Fuzz Base CPU" });
const EXISTING_ID = "fuzz-existing-cpu";
/** A CPU of the shipped dataset: a comparison needs two different CPUs. */
const OTHER_ID = "amd-ryzen-5-7600";

const PAGE_ROUTES: [string, string[]][] = [
  ["/", []],
  ["/search", ["q"]],
  ["/cpus", ["brand", "type", "socket", "year", "cores", "sort", "dir", "page"]],
  ["/cpus/vs/:slug", []],
  ["/cpus/:cpuId", []],
  ["/compare", []],
  ["/compare/:a/:b", []],
  ["/ranking", []],
  ["/ranking/:category", ["all", "brand", "type"]],
  ["/legal-info", []],
  ["/about-us", []],
  ["/methodology", []],
  ["/submit-benchmark/:benchmarkName", ["cpu", "sent"]],
  ["/contact", ["url", "sent"]],
  ["/contact-us", ["sent"]],
  ["/connection-test", []],
  ["/sitemap.xml", []],
  ["/robots.txt", []],
  ["/healthz", []],
  ["/:unknown", []],
];
const API_ROUTES: [string, string[]][] = [
  ["/api/cpus", ["format"]],
  ["/api/cpus/search/:query", ["limit"]],
  ["/api/cpus/brand/:brand", []],
  ["/api/cpus/top/:count", []],
  ["/api/cpus/:cpuId", []],
  ["/api/stats", []],
  ["/api/openapi.json", []],
  ["/api/:unknown", []],
];
const ADMIN_ROUTES: [string, string[]][] = [
  ["/admin", ["q", "notice"]],
  ["/admin/cpus/new", []],
  ["/admin/cpus/:cpuId/edit", []],
  ["/admin/cpus/:cpuId/delete", []],
  ["/admin/csv", []],
  ["/admin/cpus.csv", []],
  ["/admin/submissions", ["status", "page"]],
  ["/admin/submissions/:submissionId", []],
  ["/admin/screenshots/:screenshotId", []],
  ["/admin/reports", ["status", "resolved"]],
  ["/admin/messages", ["status", "resolved"]],
];
const VALID_PARAM: Record<string, string> = {
  slug: `${OTHER_ID}-vs-${EXISTING_ID}`,
  cpuId: EXISTING_ID,
  a: EXISTING_ID,
  b: OTHER_ID,
  // From the benchmark list, never written by hand (a wrong id made every ranking page a 404).
  category: RANKING_CATEGORY_IDS[0]!,
  benchmarkName: BENCHMARK_IDS[0],
  query: "ryzen",
  brand: "amd",
  count: "5",
  unknown: "nothing-here",
  submissionId: "1",
  screenshotId: "1",
};

function fillPath(template: string, fuzzed: string | null, bad: Bad | null): string {
  return template.replace(/:(\w+)/g, (_, name: string) =>
    name === fuzzed && bad ? urlEncoded(bad) : VALID_PARAM[name]!,
  );
}

function getCases(): Case[] {
  const cases: Case[] = [];
  const routes: [string, string[], Case["auth"]][] = [
    ...PAGE_ROUTES.map(([p, q]) => [p, q, undefined] as [string, string[], undefined]),
    ...API_ROUTES.map(([p, q]) => [p, q, "token"] as [string, string[], "token"]),
    ...ADMIN_ROUTES.map(([p, q]) => [p, q, "cookie"] as [string, string[], "cookie"]),
  ];
  for (const [template, query, auth] of routes) {
    const params = [...template.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const langs = template.startsWith("/api") || template.startsWith("/admin") ? [""] : ["", "/de"];
    for (const name of params) {
      const bad = badValue(VALID_PARAM[name]);
      cases.push({
        method: "GET",
        path: `${pick(langs)}${fillPath(template, name, bad)}`,
        auth,
        label: `GET ${template} :${name} ${bad.kind}`,
        mustRefuse: bad.mustRefuse,
      });
    }
    for (const name of [...query, pick(["utm_source", "x", "_routes", "__proto__"])]) {
      const bad = badValue("1");
      const suffix = pick(["", "", ".data"]);
      cases.push({
        method: "GET",
        path: `${pick(langs)}${fillPath(template, null, null)}${template.startsWith("/api") ? "" : suffix}?${name}=${urlEncoded(bad)}`,
        auth,
        label: `GET ${template} ?${name} ${bad.kind}`,
        mustRefuse: false,
      });
    }
    const method = pick(["PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "HEAD"]);
    // React Router runs a route's action for any of POST, PUT, PATCH and DELETE: another
    // method to a route that deletes would delete. Only methods no route takes must be refused.
    const deletes = template === "/api/cpus/:cpuId" || template.endsWith("/delete");
    if (!(deletes && ["PUT", "PATCH", "DELETE"].includes(method)))
      cases.push({
        method,
        path: fillPath(template, null, null),
        auth,
        label: `${method} ${template}`,
        mustRefuse: method === "TRACE" || method === "PROPFIND",
      });
    // Writes to a malformed id, which can name no CPU.
    if (template === "/api/cpus/:cpuId" || template.startsWith("/admin/cpus/:cpuId"))
      for (const write of template.startsWith("/api") ? ["PUT", "DELETE"] : ["POST"]) {
        const bad = badValue(EXISTING_ID);
        cases.push({
          method: write,
          path: fillPath(template, "cpuId", bad),
          body: write === "PUT" ? JSON.stringify({ ...CPU, id: "fuzz-renamed" }) : "q=",
          contentType: write === "PUT" ? "application/json" : "application/x-www-form-urlencoded",
          auth,
          label: `${write} ${template} :cpuId ${bad.kind}`,
          // The admin panel's delete answers a CPU it cannot find with a redirect and a notice.
          mustRefuse: bad.mustRefuse && !template.endsWith("/delete"),
        });
      }
  }
  return cases;
}

const VISITOR_FORMS: { path: string; fields: Record<string, string>; multipart: boolean }[] = [
  {
    path: "/newsletter",
    fields: { email: "fuzz@example.com", returnTo: "/" },
    multipart: false,
  },
  {
    path: "/contact-us",
    fields: {
      name: "Fuzz",
      email: "fuzz@example.com",
      subject: "Subject",
      message: "Message",
      website: "",
    },
    multipart: false,
  },
  {
    path: "/contact",
    fields: {
      name: "Fuzz",
      email: "fuzz@example.com",
      issueType: "incorrect-data",
      subject: "Subject",
      description: "Description",
      url: "https://example.com/",
      website: "",
    },
    multipart: false,
  },
  {
    path: "/submit-benchmark",
    fields: {
      benchmarkName: BENCHMARK_IDS[0],
      result: "12345",
      cpu: EXISTING_ID,
      ram: "32 GB",
      motherboard: "",
      storage: "",
      gpu: "",
      website: "",
    },
    multipart: true,
  },
  {
    path: "/admin/sign-in",
    fields: { intent: SIGN_IN_INTENT, email: "nobody@example.com", password: "x", next: "/admin" },
    multipart: false,
  },
];

function adminForms(): { path: string; fields: Record<string, string>; mustRefuseAny: boolean }[] {
  const values = cpuFormValues(CPU) as Record<string, string>;
  return [
    { path: "/admin/cpus/new", fields: { ...values, id: "fuzz-new-cpu" }, mustRefuseAny: false },
    {
      path: `/admin/cpus/${EXISTING_ID}/edit`,
      fields: { ...values, id: EXISTING_ID },
      mustRefuseAny: false,
    },
    {
      path: "/admin/submissions/1",
      fields: { intent: "reject", reason: "Fuzz" },
      mustRefuseAny: false,
    },
    { path: "/admin/reports", fields: { id: "1" }, mustRefuseAny: false },
    { path: "/admin/messages", fields: { id: "1" }, mustRefuseAny: false },
    { path: "/admin/cpus/nothing-here/delete", fields: { q: "" }, mustRefuseAny: false },
  ];
}

const BOUNDARY = "----fuzzboundary7MA4YWxkTrZu0gW";
function multipartBody(
  fields: Record<string, string | Buffer>,
  file?: { name: string; field: string; data: Buffer },
) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
    );
    parts.push(typeof value === "string" ? Buffer.from(value) : value);
    parts.push(Buffer.from("\r\n"));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
    );
    parts.push(file.data, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}
function urlencodedBody(fields: Record<string, string | Buffer>): Buffer {
  return Buffer.from(
    Object.entries(fields)
      .map(([k, v]) =>
        typeof v === "string"
          ? `${encodeURIComponent(k)}=${encodeURIComponent(v)}`
          : `${encodeURIComponent(k)}=${[...v].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("")}`,
      )
      .join("&"),
  );
}

const WRONG_TYPES = [
  "text/plain",
  "application/json",
  "application/xml",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "",
];

function formCases(): Case[] {
  const cases: Case[] = [];
  const forms = [
    ...VISITOR_FORMS.map((f) => ({ ...f, auth: undefined as Case["auth"], lang: true })),
    ...adminForms().map((f) => ({ ...f, multipart: false, auth: "cookie" as const, lang: false })),
  ];
  for (const form of forms) {
    for (const field of Object.keys(form.fields)) {
      const bad = badValue(form.fields[field] || "x");
      const fields: Record<string, string | Buffer> = {
        ...form.fields,
        [field]: bad.raw ?? bad.text,
      };
      // A wrong value in the honeypot is refused anyway; elsewhere NUL and control characters must be.
      const multipart = form.multipart ? random() < 0.7 : random() < 0.2;
      cases.push({
        method: "POST",
        path: `${form.lang && random() < 0.3 ? "/fr" : ""}${form.path}`,
        body: multipart ? multipartBody(fields) : urlencodedBody(fields),
        contentType: multipart
          ? `multipart/form-data; boundary=${BOUNDARY}`
          : "application/x-www-form-urlencoded",
        auth: form.auth,
        label: `POST ${form.path} field ${field} ${bad.kind}`,
        // `returnTo`, `next` and the delete form's `q` only shape the redirect afterwards.
        mustRefuse:
          bad.mustRefuse && !["returnTo", "next"].includes(field) && !form.path.endsWith("/delete"),
      });
    }
    const type = pick(WRONG_TYPES);
    cases.push({
      method: "POST",
      path: form.path,
      body: pick(["email=a@example.com", '{"email":"a"}', "\u0000\u0001garbage", "--x\r\n"]),
      contentType: type,
      auth: form.auth,
      label: `POST ${form.path} content-type '${type}'`,
      // Deleting with no form still deletes (or finds nothing): the content type is not its concern.
      mustRefuse: !form.path.endsWith("/delete"),
    });
  }
  return cases;
}

function jsonValue(base: unknown): { value: unknown; kind: string; mustRefuse: boolean } {
  switch (int(6)) {
    case 0:
      return {
        value: 1e308 * 10 === Infinity ? -1 : 0,
        kind: "number",
        mustRefuse: typeof base !== "number",
      };
    case 1:
      return { value: { nested: [1, { x: "\u0000" }] }, kind: "object", mustRefuse: true };
    case 2:
      return { value: [base, base], kind: "array", mustRefuse: true };
    case 3:
      return {
        value:
          typeof base === "string"
            ? 42
            : typeof base === "number"
              ? "forty-two"
              : typeof base === "boolean"
                ? "yes"
                : { wrong: "type" },
        kind: "wrong-type",
        mustRefuse: true,
      };
    default: {
      const bad = badValue(typeof base === "string" ? base : String(base));
      return { value: bad.text, kind: bad.kind, mustRefuse: bad.mustRefuse };
    }
  }
}

function apiCases(): Case[] {
  const cases: Case[] = [];
  const body = JSON.parse(JSON.stringify(CPU)) as Record<string, unknown>;
  const paths: string[][] = [];
  for (const [key, value] of Object.entries(body)) {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [inner, innerValue] of Object.entries(value as Record<string, unknown>)) {
        if (innerValue && typeof innerValue === "object")
          for (const leaf of Object.keys(innerValue as object)) paths.push([key, inner, leaf]);
        else paths.push([key, inner]);
      }
    }
    paths.push([key]);
  }
  for (const keys of paths) {
    for (const [method, target] of [
      ["POST", "/api/cpus"],
      ["PUT", `/api/cpus/${EXISTING_ID}`],
    ] as const) {
      const copy = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
      if (method === "POST") copy.id = "fuzz-created-cpu";
      else copy.id = EXISTING_ID;
      let node = copy as Record<string, unknown>;
      for (const k of keys.slice(0, -1)) node = node[k] as Record<string, unknown>;
      const last = keys.at(-1)!;
      const bad = jsonValue(node[last]);
      node[last] = bad.value;
      cases.push({
        method,
        path: target,
        body: JSON.stringify(copy),
        contentType: "application/json",
        auth: "token",
        label: `${method} ${target.replace(EXISTING_ID, ":cpuId")} json ${keys.join(".")} ${bad.kind}`,
        mustRefuse: bad.mustRefuse,
      });
    }
  }
  // A NUL in a key, malformed JSON, other types.
  for (const text of [
    '{"na\\u0000me":"x"}',
    "{",
    "[]",
    "null",
    '"\\u0000"',
    "\u0000",
    '{"id":"\\ud800"}',
  ]) {
    cases.push({
      method: pick(["POST", "PUT"]),
      path: pick(["/api/cpus", `/api/cpus/${EXISTING_ID}`]).replace(/^/, ""),
      body: text,
      contentType: "application/json",
      auth: "token",
      label: `API malformed json ${JSON.stringify(text).slice(0, 30)}`,
      mustRefuse: true,
    });
  }
  for (const type of WRONG_TYPES) {
    cases.push({
      method: "POST",
      path: "/api/cpus",
      body: JSON.stringify({ ...body, id: "fuzz-created-cpu" }),
      contentType: type,
      auth: "token",
      label: `POST /api/cpus content-type '${type}'`,
      mustRefuse: type !== "application/json",
    });
  }
  // CSV cells, to the API and the admin panel's upload.
  const csv = cpusToCsv([{ ...CPU, id: EXISTING_ID, name: "Fuzz Existing CPU" }]);
  const [header, row] = csv.trimEnd().split("\n") as [string, string];
  const cells = row.split(",");
  for (let i = 0; i < header.split(",").length; i++) {
    const bad = badValue(cells[i] || "x");
    const changed = [...cells];
    const text = bad.text.replace(/"/g, '""');
    changed[i] = `"${text}"`;
    const file = Buffer.from(`${header}\n${changed.join(",")}\n`);
    const viaApi = random() < 0.6;
    cases.push({
      method: "POST",
      path: viaApi ? "/api/upload-csv" : "/admin/csv",
      body: multipartBody({}, { name: "cpus.csv", field: "csvFile", data: file }),
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      auth: viaApi ? "token" : "cookie",
      label: `POST ${viaApi ? "/api/upload-csv" : "/admin/csv"} cell ${header.split(",")[i]} ${bad.kind}`,
      mustRefuse: bad.mustRefuse,
    });
  }
  return cases;
}

function chunkedCases(): Case[] {
  const targets: [string, Case["auth"], string][] = [
    ["/newsletter", undefined, "application/x-www-form-urlencoded"],
    ["/contact-us", undefined, "application/x-www-form-urlencoded"],
    ["/contact", undefined, "application/x-www-form-urlencoded"],
    ["/submit-benchmark", undefined, `multipart/form-data; boundary=${BOUNDARY}`],
    ["/admin/sign-in", undefined, "application/x-www-form-urlencoded"],
    ["/admin/cpus/new", "cookie", "application/x-www-form-urlencoded"],
    ["/admin/reports", "cookie", "application/x-www-form-urlencoded"],
    ["/admin/csv", "cookie", `multipart/form-data; boundary=${BOUNDARY}`],
    ["/api/cpus", "token", "application/json"],
    [`/api/cpus/${EXISTING_ID}`, "token", "application/json"],
    ["/api/upload-csv", "token", `multipart/form-data; boundary=${BOUNDARY}`],
  ];
  return targets.map(([target, auth, type]) => ({
    method: target.startsWith("/api/cpus/") ? "PUT" : "POST",
    path: target,
    contentType: type,
    chunkedBytes: target === "/submit-benchmark" ? 60 * 1024 * 1024 : 8 * 1024 * 1024,
    auth,
    label: `chunked body past the limit to ${target}`,
    mustRefuse: true,
  }));
}

// ---------------------------------------------------------------- HTTP

let cookie = "";
let token = "";

interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

function send(c: Case): Promise<Answer> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = {
      host: `127.0.0.1:${PORT}`,
      origin: ORIGIN,
      ...c.headers,
    };
    if (c.contentType !== undefined && c.contentType !== "")
      headers["content-type"] = c.contentType;
    if (c.auth === "cookie" && cookie) headers.cookie = cookie;
    if (c.auth === "token" && token) headers.authorization = `Bearer ${token}`;
    if (c.chunkedBytes) headers["transfer-encoding"] = "chunked";
    else if (c.body !== undefined) headers["content-length"] = String(Buffer.byteLength(c.body));
    let answered = false;
    const req = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        method: c.method,
        path: c.path,
        headers,
        insecureHTTPParser: false,
      },
      (res) => {
        answered = true;
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          if (body.length < 4000) body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode!, body, headers: res.headers }));
        res.on("error", () => resolve({ status: res.statusCode!, body, headers: res.headers }));
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error("timeout")));
    req.on("error", (error) => {
      if (!answered) resolve({ status: 0, body: String(error), headers: {} });
    });
    if (c.chunkedBytes) {
      const chunk = Buffer.alloc(256 * 1024, "a");
      let sent = 0;
      const write = () => {
        while (!answered && !req.destroyed && sent < c.chunkedBytes!) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", write);
        }
        if (!answered && !req.destroyed) req.end();
      };
      write();
    } else req.end(c.body);
  });
}

async function runAll(cases: Case[], concurrency: number, onAnswer: (c: Case, a: Answer) => void) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < cases.length) {
        const c = cases[next++]!;
        onAnswer(c, await send(c));
      }
    }),
  );
}

// ---------------------------------------------------------------- server and database

const dataDir = mkdtempSync(path.join(tmpdir(), "corerank-fuzz-"));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  DATABASE_URL,
  PORT: String(PORT),
  HOST: "127.0.0.1",
  BUILD_DIR,
  LOG_LEVEL: process.env.LOG_LEVEL ?? "fatal",
  // The fuzz measures how input is handled, not load: a busy server's 503 (load shedding,
  // measured by `npm run bench:load`) would hide a 5xx that bad input causes.
  MAX_EVENT_LOOP_DELAY_MS: "0",
};
let server: ChildProcess | null = null;
let peakRssKb = 0;

function rssOf(pid: number, field: "VmHWM" | "VmRSS"): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}
/** Resets the kernel's peak RSS of the server (VmHWM), to measure one phase. */
function resetPeak(pid: number) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
  } catch {
    /* not Linux: the peak is since start */
  }
}

async function startServer(): Promise<void> {
  server = spawn(process.execPath, ["server/index.js"], {
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  server.stderr!.on(
    "data",
    (d: Buffer) => (stderr += d.toString()).length > 20000 && (stderr = stderr.slice(-10000)),
  );
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`The server exited: ${stderr}`);
    const ok = await new Promise<boolean>((resolve) => {
      http
        .get(
          {
            host: "127.0.0.1",
            port: PORT,
            path: "/healthz",
            headers: { host: `127.0.0.1:${PORT}` },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode === 200);
          },
        )
        .on("error", () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("The server did not answer /healthz");
}

async function stopServer(): Promise<void> {
  if (!server || server.exitCode !== null) return;
  peakRssKb = Math.max(peakRssKb, rssOf(server.pid!, "VmHWM"));
  const exited = new Promise((resolve) => server!.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
  server = null;
}

/** Tables whose rows change on refused requests by design. */
const EXCLUDED_TABLES = new Set([
  // Failed sign-ins are counted for the lockout (docs/auth.md).
  "sign_in_attempts",
]);

/** Columns that record use rather than content: a token's or a session's last use. */
const IGNORED_COLUMNS = ["last_used_at", "updated_at", "expires_at"]
  .map((c) => `'${c}'`)
  .join(", ");

type Snapshot = Map<string, { rows: number; sum: string }>;

async function snapshot(): Promise<Snapshot> {
  const query = async (run: (sql: string) => Promise<Record<string, unknown>[]>) => {
    const tables = (
      await run(
        "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
      )
    ).map((r) => String(r.table_name));
    const result: Snapshot = new Map();
    for (const table of tables) {
      if (EXCLUDED_TABLES.has(table)) continue;
      const [row] = await run(
        `select count(*)::int as rows, coalesce(md5(string_agg(md5(r), '' order by md5(r))), '') as sum from (select (to_jsonb(t) - array[${IGNORED_COLUMNS}])::text as r from "${table}" t) rows`,
      );
      result.set(table, { rows: Number(row!.rows), sum: String(row!.sum) });
    }
    return result;
  };
  if (DATABASE_URL) {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      return await query(
        async (sql) => (await client.query(sql)).rows as Record<string, unknown>[],
      );
    } finally {
      await client.end();
    }
  }
  // The embedded database is the server's alone while it runs: stop it, read, start it again.
  await stopServer();
  const db = new PGlite(path.join(dataDir, "pglite"));
  try {
    return await query(async (sql) => (await db.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await db.close();
    await startServer();
  }
}

function changedRows(before: Snapshot, after: Snapshot): { rows: number; tables: string[] } {
  let rows = 0;
  const tables: string[] = [];
  for (const [table, now] of after) {
    const then = before.get(table) ?? { rows: 0, sum: "" };
    if (now.sum !== then.sum) {
      tables.push(table);
      rows += Math.max(1, Math.abs(now.rows - then.rows));
    }
  }
  return { rows, tables };
}

// ---------------------------------------------------------------- setup

function runScript(script: string, args: string[]): string {
  const done = spawnSync("node_modules/.bin/tsx", [script, ...args], { env, encoding: "utf8" });
  if (done.status !== 0) throw new Error(`${script} failed: ${done.stderr}${done.stdout}`);
  return done.stdout;
}

async function signIn(): Promise<void> {
  const answer = await send({
    method: "POST",
    path: "/admin/sign-in",
    contentType: "application/x-www-form-urlencoded",
    body: urlencodedBody({
      intent: SIGN_IN_INTENT,
      email: ADMIN.email,
      password: ADMIN.password,
      next: "/admin",
    }),
    label: "sign in",
    mustRefuse: false,
  });
  const set = answer.headers["set-cookie"] ?? [];
  cookie = set.map((c) => c.split(";")[0]).join("; ");
  if (!cookie) throw new Error(`Signing in failed: ${answer.status} ${answer.body.slice(0, 200)}`);
}

async function createExistingCpu(): Promise<void> {
  const answer = await send({
    method: "POST",
    path: "/api/cpus",
    contentType: "application/json",
    body: JSON.stringify({ ...CPU, id: EXISTING_ID, name: "Fuzz Existing CPU" }),
    auth: "token",
    label: "create the fuzz CPU",
    mustRefuse: false,
  });
  if (answer.status !== 201 && answer.status !== 200)
    throw new Error(`Creating the fuzz CPU failed: ${answer.status} ${answer.body.slice(0, 300)}`);
}

// ---------------------------------------------------------------- baselines

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every GET route of app/routes.ts as a path template (the language prefix left out). */
function routeTemplates(entries: readonly RouteEntry[] = routeConfig, base = ""): string[] {
  const out: string[] = [];
  for (const entry of entries) {
    // prefix(":lang?", ...) writes the optional language into each child's path.
    const path = (entry.path ?? "").replace(/^:lang\?\/?/, "");
    const own = path ? `/${path}` : "";
    const full = `${base}${own}`;
    if (entry.children) out.push(...routeTemplates(entry.children, full));
    else out.push(full || "/");
  }
  return out;
}

/** The Open Graph images' `:file` is a CPU's or a comparison's, not a sitemap's. */
const OG_FILE: Record<string, string> = {
  "/og/cpu/:file": `${OTHER_ID}.png`,
  "/og/vs/:file": `${OTHER_ID}-vs-${EXISTING_ID}.png`,
};
const BASELINE_PARAM: Record<string, string> = {
  ...VALID_PARAM,
  cpu1Id: EXISTING_ID,
  cpu2Id: OTHER_ID,
  token: "thanks",
  file: "en-cpus-1.xml",
  count: "5",
};

/**
 * A valid request to every route of the route map and every visitor form (the benchmark form
 * with a screenshot): each must be answered 2xx, or 3xx where the route redirects, else the
 * fuzz run fails (its malformed requests would test nothing). Sent before the malformed ones.
 */
async function baselines(): Promise<{ sent: number; failing: string[] }> {
  const failing: string[] = [];
  let sent = 0;
  const check = async (c: Case, expected: (status: number) => boolean) => {
    const answer = await send(c);
    sent++;
    if (!expected(answer.status)) failing.push(`${answer.status} ${c.method} ${c.path}`);
  };
  const ok = (status: number) => status >= 200 && status < 400;
  // The screenshot and submission the admin screenshot and submission pages read.
  const fields = { ...VISITOR_FORMS.find((f) => f.path === "/submit-benchmark")!.fields };
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );
  for (const form of VISITOR_FORMS) {
    const multipart = form.path === "/submit-benchmark";
    await check(
      {
        method: "POST",
        path: form.path,
        body: multipart
          ? multipartBody(fields, { name: "shot.png", field: "screenshots", data: png })
          : urlencodedBody(form.fields),
        contentType: multipart
          ? `multipart/form-data; boundary=${BOUNDARY}`
          : "application/x-www-form-urlencoded",
        label: `baseline POST ${form.path}`,
        mustRefuse: false,
      },
      // A sign-in with a wrong password is answered 401: the form itself works.
      form.path === "/admin/sign-in" ? (status) => status === 401 : ok,
    );
  }
  for (const template of routeTemplates()) {
    // Sign-out ends the fuzz's session; the CSV upload answers POST only.
    if (template.endsWith("/sign-out") || template === "/api/upload-csv") continue;
    const api = template.startsWith("/api");
    const admin = template.startsWith("/admin");
    const path = template
      .replace(/\/\*$/, "/nothing-here")
      .replace(/:(\w+)\??/g, (_, name: string) => OG_FILE[template] ?? BASELINE_PARAM[name] ?? "x");
    const notFound = template.endsWith("/*");
    for (const prefix of api ||
    admin ||
    path.includes(".xml") ||
    path.includes(".txt") ||
    path.endsWith(".csv") ||
    path.endsWith(".json")
      ? [""]
      : ["", "/de"])
      await check(
        {
          method: "GET",
          path: `${prefix}${path}`,
          auth: admin ? "cookie" : api ? "token" : undefined,
          label: `baseline GET ${template}`,
          mustRefuse: false,
        },
        notFound ? (status) => status === 404 : ok,
      );
  }
  return { sent, failing };
}

// ---------------------------------------------------------------- attacks

async function bodySizeAttack(): Promise<string> {
  resetPeak(server!.pid!);
  const before = rssOf(server!.pid!, "VmRSS");
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: 8 }, () =>
      send({
        method: "POST",
        path: "/submit-benchmark",
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        chunkedBytes: 45 * 1024 * 1024,
        label: "45 MB chunked",
        mustRefuse: true,
      }),
    ),
  );
  const peak = rssOf(server!.pid!, "VmHWM");
  peakRssKb = Math.max(peakRssKb, peak);
  const statuses = answers.map((a) => a.status).join(",");
  return `8 parallel 45 MB chunked posts to /submit-benchmark: statuses ${statuses}; ${((Date.now() - started) / 1000).toFixed(1)} s; server RSS before ${(before / 1024).toFixed(0)} MB, peak ${(peak / 1024).toFixed(0)} MB`;
}

async function cacheBustingAttack(seconds: number): Promise<string> {
  resetPeak(server!.pid!);
  const before = rssOf(server!.pid!, "VmRSS");
  const paths = [
    "/methodology?utm_source=",
    "/search?q=",
    "/cpus?page=",
    "/?fbclid=",
    "/ranking/geekbench6-multi?brand=",
  ];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
  const counts = new Map<string, number>();
  let n = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (Date.now() < until) {
        n++;
        const status = await new Promise<string>((resolve) => {
          http
            .get(
              {
                agent,
                host: "127.0.0.1",
                port: PORT,
                path: `${paths[n % paths.length]}${n}-${int(1e9)}`,
                headers: { host: `127.0.0.1:${PORT}` },
              },
              (res) => {
                res.resume();
                res.on("end", () => resolve(String(res.statusCode)));
              },
            )
            .on("error", () => resolve("error"));
        });
        counts.set(status, (counts.get(status) ?? 0) + 1);
      }
    }),
  );
  agent.destroy();
  const peak = rssOf(server!.pid!, "VmHWM");
  peakRssKb = Math.max(peakRssKb, peak);
  const health = await send({
    method: "GET",
    path: "/healthz",
    label: "health",
    mustRefuse: false,
  });
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  return (
    `${seconds} s of unique query strings at 50 connections: ${total} requests (` +
    `${[...counts].map(([s, c]) => `${s}×${c}`).join(" ")}; 503 = render bound busy); ` +
    `server RSS before ${(before / 1024).toFixed(0)} MB, peak ${(peak / 1024).toFixed(0)} MB; /healthz after: ${health.status}`
  );
}

// ---------------------------------------------------------------- main

async function main() {
  console.log(
    `fuzz: seed ${options.seed}, ${TARGET}+ requests, ${DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "PGlite"}, build ${BUILD_DIR}, ${ORIGIN}`,
  );
  runScript("scripts/admin-create.ts", [
    "--email",
    ADMIN.email,
    "--password",
    ADMIN.password,
    "--create-database",
  ]);
  const tokenOutput = runScript("scripts/api-token-create.ts", [
    "--email",
    ADMIN.email,
    "--name",
    "fuzz",
  ]);
  token = tokenOutput.trim().split("\n").at(-1)!.trim();
  await startServer();
  await signIn();
  await createExistingCpu();
  const baseline = await baselines();
  console.log(
    `baselines: ${baseline.sent} valid requests (every route of app/routes.ts, every visitor form), ${baseline.failing.length} not 2xx/3xx (goal 0)`,
  );
  for (const line of baseline.failing) console.log(`  ${line}`);

  // The cases: each group's generator is run until the target is reached.
  const cases: Case[] = [...chunkedCases()];
  while (cases.length < TARGET) cases.push(...getCases(), ...formCases(), ...apiCases());
  // Shuffle (seeded), then batch: rows are compared around every batch.
  for (let i = cases.length - 1; i > 0; i--) {
    const j = int(i + 1);
    [cases[i], cases[j]] = [cases[j]!, cases[i]!];
  }

  // Reads, and writes that must be refused, are sent in their own batches: no row may change
  // during those. Writes that may be accepted (a valid-looking value) go in other batches.
  const isWrite = (c: Case) => !["GET", "HEAD", "OPTIONS"].includes(c.method);
  const quiet = cases.filter((c) => !isWrite(c) || c.mustRefuse);
  const mayWrite = cases.filter((c) => isWrite(c) && !c.mustRefuse);
  const batches: { cases: Case[]; quiet: boolean }[] = [];
  for (let i = 0; i < quiet.length; i += BATCH)
    batches.push({ cases: quiet.slice(i, i + BATCH), quiet: true });
  for (let i = 0; i < mayWrite.length; i += BATCH)
    batches.push({ cases: mayWrite.slice(i, i + BATCH), quiet: false });

  let total = 0;
  const serverErrors: string[] = [];
  const statuses = new Map<number, number>();
  const acceptedBad: string[] = [];
  let refusedChanges = 0;
  const refusedChangeTables = new Set<string>();
  let cleanBatches = 0;
  let mixedBatches = 0;
  let acceptedWrites = 0;
  const started = Date.now();
  let before = await snapshot();
  for (const [index, batch] of batches.entries()) {
    let writesAccepted = false;
    await runAll(batch.cases, 8, (c, a) => {
      total++;
      statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
      if (a.status >= 500 || a.status === 0)
        serverErrors.push(
          `${a.status} ${c.label} (${c.method} ${c.path.slice(0, 120)}): ${a.body.slice(0, 160).replace(/\s+/g, " ")}`,
        );
      // The newsletter answers every post with a 303 back to the page, saying how it went.
      const accepted =
        a.status > 0 &&
        a.status < 400 &&
        !(
          c.path.endsWith("/newsletter") &&
          !/\/newsletter\/[\w-]{43}$/.test(a.headers.location ?? "")
        );
      if (isWrite(c) && accepted) {
        writesAccepted = true;
        acceptedWrites++;
        if (c.mustRefuse) acceptedBad.push(`${a.status} ${c.label}`);
      }
    });
    const after = await snapshot();
    const changed = changedRows(before, after);
    before = after;
    if (writesAccepted) mixedBatches++;
    else {
      cleanBatches++;
      refusedChanges += changed.rows;
      changed.tables.forEach((t) => refusedChangeTables.add(t));
    }
    console.log(
      `  batch ${index + 1}/${batches.length} (${batch.quiet ? "reads and writes that must be refused" : "writes that may be accepted"}): ${batch.cases.length} requests, rows changed ${changed.rows}${changed.tables.length ? ` in ${changed.tables.join(", ")}` : ""}${writesAccepted ? " (some writes accepted)" : ""}`,
    );
  }
  // The admin session and the API token must have survived (a 401 answer would hide problems).
  const stillAdmin = await send({
    method: "GET",
    path: "/admin",
    auth: "cookie",
    label: "admin",
    mustRefuse: false,
  });

  console.log("\nRESULTS");
  console.log(`requests: ${total} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(
    `statuses: ${[...statuses]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s}×${n}`)
      .join(" ")}`,
  );
  console.log(`5xx (or no answer): ${serverErrors.length} (goal 0)`);
  for (const line of serverErrors.slice(0, 40)) console.log(`  ${line}`);
  console.log(
    `rows changed in batches where every request was refused: ${refusedChanges} (goal 0; ${cleanBatches} such batches${refusedChangeTables.size ? `, tables ${[...refusedChangeTables].join(", ")}` : ""}; ${mixedBatches} batches with accepted writes not counted; sign_in_attempts excluded: failed sign-ins are counted by design)`,
  );
  console.log(
    `accepted writes: ${acceptedWrites}; of them with NUL/control characters or a wrong body that must be refused: ${acceptedBad.length}`,
  );
  for (const line of acceptedBad.slice(0, 20)) console.log(`  ${line}`);
  console.log(`admin session still valid at the end: ${stillAdmin.status === 200}`);
  if (server) peakRssKb = Math.max(peakRssKb, rssOf(server.pid!, "VmHWM"));
  console.log(`server peak RSS during the fuzz: ${(peakRssKb / 1024).toFixed(0)} MB`);

  const attacks = options.attacks && !options["no-attacks"];
  if (attacks) {
    console.log(`\n${await bodySizeAttack()}`);
    console.log(`${await cacheBustingAttack(Number(options["attack-seconds"]))}`);
  }
  await stopServer();
  return serverErrors.length > 0 ||
    refusedChanges > 0 ||
    acceptedBad.length > 0 ||
    baseline.failing.length > 0
    ? 1
    : 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error);
} finally {
  await stopServer().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
