import { count, eq } from "drizzle-orm";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useLoaderData,
} from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import {
  benchmarkResults,
  benchmarkSubmissions,
  contactMessages,
  cpus,
  issueReports,
  newsletterSubscriptions,
} from "~/db/schema";
import { parseCpuForm } from "~/modules/admin/cpu-form";
import { createApiToken, createOrResetAccount } from "~/modules/auth/accounts.server";
import { CLIENT_ADDRESS_HEADER } from "~/modules/auth/client-request";
import { findCpu, getCatalog } from "~/modules/catalog/catalog.server";
import { upsertCpus } from "~/modules/catalog/cpu-store.server";
import { cpusToCsv, MAX_CSV_BYTES } from "~/modules/catalog/csv.server";
import * as connectionTest from "~/routes/connection-test";
import * as cpuDelete from "~/routes/admin/cpu-delete";
import * as cpuEdit from "~/routes/admin/cpu-edit";
import * as cpuNew from "~/routes/admin/cpu-new";
import * as cpusCsv from "~/routes/admin/cpus-csv";
import * as csv from "~/routes/admin/csv";
import * as dashboard from "~/routes/admin/dashboard";
import * as messages from "~/routes/admin/messages";
import * as newsletter from "~/routes/admin/newsletter";
import * as newsletterCsv from "~/routes/admin/newsletter-csv";
import * as reports from "~/routes/admin/reports";
import * as signInRoute from "~/routes/admin/sign-in";
import * as signOut from "~/routes/admin/sign-out";
import * as submission from "~/routes/admin/submission";
import * as submissions from "~/routes/admin/submissions";
import { adminCreateCommand } from "../support/account-command";
import { fixtureCatalogInputs, fixtureCpuInput, fixtureScore } from "../support/fixture-cpus";
import { receivedMessages } from "~/modules/i18n/translator";
import { useTestDatabase } from "../support/suite-database";
import { testDatabases } from "../support/test-databases";
import { routeArgs } from "../support/route-args";

type Database = DatabaseHandle["db"];

const SITE = "http://localhost";
const ADMIN = { email: "operator@example.com", password: "teal-lighthouse-38-quartz" };
const VIEWER = { email: "reader@example.com", password: "plum-orchard-64-granite" };
/** A CPU of the suite's own catalog, stored with some values unpublished (null). */
const REFERENCE_ID = "fixture-ryzen-9-7950x";
const REFERENCE = fixtureCpuInput(
  REFERENCE_ID,
  { name: "Fixture Ryzen 9 7950X", l3Cache: null, pcieLanes: null, memoryTypes: null },
  {
    geekbench6Multi: fixtureScore(21_000, { statistic: "median", sampleCount: null }),
    cinebenchR23Multi: fixtureScore(38_000, { sourceUrl: null, benchmarkVersion: null }),
  },
);

/** A published figure's controls as an operator fills them on the form. */
function figureControls(key: string, score: string, changes: Record<string, string> = {}) {
  const parts: Record<string, string> = {
    score,
    statistic: "mean",
    sampleCount: "120",
    sourceName: "Fixture Chart",
    sourceUrl: `https://example.com/chart/${key}`,
    publishedOn: "2026-03-01",
    benchmarkVersion: "6.4.0",
    ...changes,
  };
  return Object.fromEntries(
    Object.entries(parts).map(([part, value]) => [`scores.${key}.${part}`, value]),
  );
}

const NEW_CPU = {
  id: "test-cpu-9000x",
  name: "Test CPU 9000X",
  brand: "AMD",
  type: "Desktop",
  cores: "8",
  threads: "16",
  baseFreq: "4.2",
  boostFreq: "5.1",
  tdp: "105",
  "specSource.name": "Fixture vendor page",
  "specSource.url": "https://example.com/products/test-cpu-9000x",
  "specSource.date": "2026-02-01",
  ...figureControls("geekbench6Multi", "20000", { sampleCount: "" }),
  ...figureControls("cinebenchR23Single", "1900", { statistic: "run", sampleCount: "1" }),
};

let addresses = 0;
/** A new client address per request, so no test meets the sign-in limit of another. */
const nextAddress = () => `10.7.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

/** A form as a browser posts it (urlencoded: the admin forms send no files). */
function form(fields: Record<string, string>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

function get(path: string, cookie?: string): Request {
  return new Request(SITE + path, {
    headers: { [CLIENT_ADDRESS_HEADER]: nextAddress(), ...(cookie ? { cookie } : {}) },
  });
}

function post(path: string, body: FormData | URLSearchParams, cookie?: string): Request {
  return new Request(SITE + path, {
    method: "POST",
    body,
    headers: { [CLIENT_ADDRESS_HEADER]: nextAddress(), ...(cookie ? { cookie } : {}) },
  });
}

/** What the browser would get from a loader or action: status, redirect target and data. */
interface Outcome {
  status: number;
  location: string | null;
  // The tests read whichever shape the route answers with.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  headers: Headers;
}

async function run(call: () => unknown): Promise<Outcome> {
  let value: unknown;
  try {
    value = await call();
  } catch (thrown) {
    if (thrown instanceof Error) throw thrown;
    value = thrown;
  }
  if (value instanceof Response)
    return {
      status: value.status,
      location: value.headers.get("location"),
      data: null,
      headers: value.headers,
    };
  if ((value as { type?: unknown } | null)?.type === "DataWithResponseInit") {
    const { data, init } = value as { data: unknown; init: ResponseInit | null };
    return {
      status: init?.status ?? 200,
      location: null,
      data,
      headers: new Headers(init?.headers),
    };
  }
  return { status: 200, location: null, data: value, headers: new Headers() };
}

type RouteFunction = (args: never) => unknown;
type Params = Record<string, string>;
const args = (request: Request, params: Record<string, string>, db: Database | null) =>
  routeArgs(request, params, { db });

function callLoader(
  route: { loader: RouteFunction },
  request: Request,
  db: Database | null,
  params: Record<string, string> = {},
) {
  return run(() => route.loader(args(request, params, db)));
}

function callAction(
  route: { action: RouteFunction },
  request: Request,
  db: Database | null,
  params: Record<string, string> = {},
) {
  return run(() => route.action(args(request, params, db)));
}

/** A page route: its loader, and its component, which takes the loader's data. */
type PageRoute = { loader: RouteFunction; default: ComponentType<never> };

/**
 * The HTML the operator's browser gets for `request`: the route's loader run
 * as React Router runs it, its component rendered with the data.
 */
async function renderPage(route: PageRoute, request: Request, db: Database): Promise<string> {
  const handler = createStaticHandler([
    {
      id: "page",
      path: new URL(request.url).pathname,
      loader: ({ request: asked }) => route.loader(args(asked, {}, db)),
      Component() {
        const props = { loaderData: useLoaderData(), actionData: undefined, params: {} };
        return createElement(route.default, props as never);
      },
    },
  ]);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`The page answered ${context.status}`);
  if (context.errors) throw new Error(`The page failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(createElement(StaticRouterProvider, { router, context }));
}

/** The links of the page's navigation named `label`, as text and address. */
function navLinks(html: string, label: string): { text: string; href: string }[] {
  const nav = new RegExp(`<nav aria-label="${label}"[^>]*>(.*?)</nav>`, "s").exec(html);
  if (!nav) return [];
  return [...nav[1]!.matchAll(/<a [^>]*?href="([^"]*)"[^>]*>(.*?)<\/a>/gs)].map((link) => ({
    text: link[2]!.replace(/<[^>]*>/g, ""),
    href: link[1]!.replaceAll("&amp;", "&"),
  }));
}

/** The page's text without its markup, spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The Cookie header a browser sends back after these Set-Cookie headers. */
function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
}

function csvUpload(text: string, cookie: string, name = "cpus.csv"): Request {
  const body = new FormData();
  body.append("csvFile", new File([text], name, { type: "text/csv" }));
  return post("/admin/csv", body, cookie);
}

describe.each(testDatabases)("admin panel on $name", (database) => {
  const testDatabase = useTestDatabase(database);
  let db: Database;
  let adminCookie: string;
  let viewerCookie: string;
  let pendingSubmission: number;
  let openReport: number;
  let openMessage: number;

  const cpuRow = async (id: string) => (await db.select().from(cpus).where(eq(cpus.id, id)))[0];
  const cpuCount = async () => (await db.select({ n: count() }).from(cpus))[0]!.n;

  async function signInAs(credentials: { email: string; password: string }) {
    const outcome = await callAction(
      signInRoute,
      post("/admin/sign-in", form({ intent: "sign-in", ...credentials, next: "/admin" })),
      db,
    );
    expect(outcome.status).toBe(302);
    return cookieFrom(outcome.headers);
  }

  beforeAll(async () => {
    db = testDatabase();
    await upsertCpus(db, [REFERENCE, ...fixtureCatalogInputs()]);
    await createOrResetAccount(db, adminCreateCommand(ADMIN.email, ADMIN.password, "admin"));
    await createOrResetAccount(db, adminCreateCommand(VIEWER.email, VIEWER.password, "viewer"));
    adminCookie = await signInAs(ADMIN);
    viewerCookie = await signInAs(VIEWER);
    const [s] = await db
      .insert(benchmarkSubmissions)
      .values({
        benchmark: "cinebench-r23-multi",
        result: 39000,
        cpuId: REFERENCE_ID,
        cpuName: "Fixture Ryzen 9 7950X",
        language: "en",
      })
      .returning({ id: benchmarkSubmissions.id });
    pendingSubmission = s!.id;
    const [r] = await db
      .insert(issueReports)
      .values({
        name: "Ada",
        email: "ada@example.com",
        issueType: "incorrect-data",
        subject: "Wrong L3 cache",
        description: "The L3 cache is 64 MB.",
        url: "javascript:alert(1)",
        language: "en",
      })
      .returning({ id: issueReports.id });
    openReport = r!.id;
    const [m] = await db
      .insert(contactMessages)
      .values({
        name: "Grace",
        email: "grace@example.com",
        subject: "Hello",
        message: "A question about the data.",
        language: "de",
      })
      .returning({ id: contactMessages.id });
    openMessage = m!.id;
    await db
      .insert(newsletterSubscriptions)
      .values({ email: "kept@example.com", language: "en", createdAt: new Date("2020-01-01") });
  });

  /** Every admin page, and each action with a request that would change something if allowed. */
  const pages = (): { route: { loader: RouteFunction }; path: string; params: Params }[] => [
    { route: dashboard, path: "/admin", params: {} },
    { route: cpuNew, path: "/admin/cpus/new", params: {} },
    { route: cpuEdit, path: `/admin/cpus/${REFERENCE_ID}/edit`, params: { cpuId: REFERENCE_ID } },
    {
      route: cpuDelete,
      path: `/admin/cpus/${REFERENCE_ID}/delete`,
      params: { cpuId: REFERENCE_ID },
    },
    { route: csv, path: "/admin/csv", params: {} },
    { route: submissions, path: "/admin/submissions", params: {} },
    {
      route: submission,
      path: `/admin/submissions/${pendingSubmission}`,
      params: { submissionId: String(pendingSubmission) },
    },
    { route: reports, path: "/admin/reports", params: {} },
    { route: messages, path: "/admin/messages", params: {} },
    { route: newsletter, path: "/admin/newsletter", params: {} },
  ];
  const actions = (): {
    route: { action: RouteFunction };
    body: () => URLSearchParams;
    params: Params;
  }[] => [
    { route: cpuNew, body: () => form(NEW_CPU), params: {} },
    {
      route: cpuEdit,
      body: () => form({ ...NEW_CPU, id: REFERENCE_ID, name: "Hijacked" }),
      params: { cpuId: REFERENCE_ID },
    },
    { route: cpuDelete, body: () => form({}), params: { cpuId: REFERENCE_ID } },
    { route: submission, body: () => form({ intent: "approve" }), params: { submissionId: "x" } },
    { route: reports, body: () => form({ id: String(openReport) }), params: {} },
    { route: messages, body: () => form({ id: String(openMessage) }), params: {} },
    {
      route: newsletter,
      body: () => form({ intent: "remove", email: "kept@example.com" }),
      params: {},
    },
  ];

  async function expectNothingChanged(before: { cpus: number; reference: unknown }) {
    expect(await cpuCount()).toBe(before.cpus);
    expect(await cpuRow(NEW_CPU.id)).toBeUndefined();
    expect((await cpuRow(REFERENCE_ID))?.name).toBe(before.reference);
    expect(findCpu(REFERENCE_ID)?.name).toBe(before.reference);
    const [s] = await db
      .select()
      .from(benchmarkSubmissions)
      .where(eq(benchmarkSubmissions.id, pendingSubmission));
    expect(s?.status).toBe("pending");
    const [r] = await db.select().from(issueReports).where(eq(issueReports.id, openReport));
    expect(r?.status).toBe("open");
    const [m] = await db.select().from(contactMessages).where(eq(contactMessages.id, openMessage));
    expect(m?.status).toBe("open");
    const kept = await db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "kept@example.com"));
    expect(kept).toHaveLength(1);
  }

  it("answers a signed-out request to every admin page with the sign-in page (200) and no data", async () => {
    // A sign-in page is a page: 200, never a 401 without WWW-Authenticate.
    for (const { route, path, params } of pages()) {
      const outcome = await callLoader(route, get(path), db, params);
      expect(outcome.status, path).toBe(200);
      expect(outcome.headers.get("Cache-Control"), path).toBe("private, no-store");
      const shown = JSON.stringify(outcome.data);
      expect(shown, path).not.toMatch(/Ryzen|operator@|Wrong L3|A question/);
      // The error boundary turns this into the login form.
      if (route !== dashboard) expect(outcome.data, path).toBe("signed-out");
    }
    const login = await callLoader(dashboard, get("/admin"), db);
    expect(login.data).toEqual({ view: "login", next: "/admin" });
  });

  it("refuses every admin action when signed out (401) and changes nothing", async () => {
    const before = { cpus: await cpuCount(), reference: (await cpuRow(REFERENCE_ID))?.name };
    for (const { route, body, params } of actions()) {
      const outcome = await callAction(route, post("/admin/x", body()), db, params);
      expect(outcome.status).toBe(401);
    }
    const upload = csvUpload(cpusToCsv([validInput()]), "");
    expect((await callAction(csv, upload, db)).status).toBe(401);
    await expectNothingChanged(before);
  });

  it("answers 403 to an account without the admin role, for pages and actions alike", async () => {
    const before = { cpus: await cpuCount(), reference: (await cpuRow(REFERENCE_ID))?.name };
    for (const { route, path, params } of pages()) {
      const outcome = await callLoader(route, get(path, viewerCookie), db, params);
      expect(outcome.status, path).toBe(403);
    }
    for (const { route, body, params } of actions()) {
      const outcome = await callAction(route, post("/admin/x", body(), viewerCookie), db, params);
      expect(outcome.status).toBe(403);
    }
    const upload = csvUpload(cpusToCsv([validInput()]), viewerCookie);
    expect((await callAction(csv, upload, db)).status).toBe(403);
    await expectNothingChanged(before);
  });

  it("keeps 401, 403 and 503 for the admin downloads (CSV exports), session only", async () => {
    const { token } = await createApiToken(db, {
      command: "api-token:create",
      email: ADMIN.email,
      name: "not-for-downloads",
    });
    const bearer = { authorization: `Bearer ${token}` };
    for (const [route, path] of [
      [newsletterCsv, "/admin/newsletter.csv"],
      [cpusCsv, "/admin/cpus.csv"],
    ] as const) {
      const signedOut = await callLoader(route, get(path), db);
      expect(signedOut.status, path).toBe(401);
      expect(signedOut.headers.get("Cache-Control"), path).toBe("private, no-store");
      // An operator's download, like the panel's pages: an API token does not count.
      const withToken = await callLoader(route, new Request(SITE + path, { headers: bearer }), db);
      expect(withToken.status, path).toBe(401);
      const viewer = await callLoader(route, get(path, viewerCookie), db);
      expect(viewer.status, path).toBe(403);
      const noDatabase = await callLoader(route, get(path, adminCookie), null);
      expect(noDatabase.status, path).toBe(503);
      expect(noDatabase.headers.get("Retry-After"), path).toBe("5");
      const admin = await callLoader(route, get(path, adminCookie), db);
      expect(admin.status, path).toBe(200);
      expect(admin.headers.get("Content-Type"), path).toBe("text/csv; charset=utf-8");
    }
    const posted = await callAction(cpusCsv, post("/admin/cpus.csv", form({}), adminCookie), db);
    expect(posted.status).toBe(405);
    expect(posted.headers.get("Allow")).toBe("GET, HEAD");
  });

  it("does not accept an API token in place of a session on admin pages", async () => {
    // A valid admin token: the API would accept it, admin pages must not.
    const { token } = await createApiToken(db, {
      command: "api-token:create",
      email: ADMIN.email,
      name: "not-for-pages",
    });
    const outcome = await callLoader(
      dashboard,
      new Request(`${SITE}/admin`, { headers: { authorization: `Bearer ${token}` } }),
      db,
    );
    expect(outcome.data.view).toBe("login");
  });

  it("has a sign-in page of its own, which returns only to admin pages", async () => {
    const page = await callLoader(signInRoute, get("/admin/sign-in?next=/admin/csv"), db);
    expect(page).toMatchObject({ status: 200, data: { next: "/admin/csv" } });
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const away = await callLoader(
      signInRoute,
      get("/admin/sign-in?next=https://evil.example/"),
      db,
    );
    expect(away.data).toEqual({ next: "/admin" });
  });

  it("answers 503, never a failure, when there is no database", async () => {
    const outcome = await callLoader(cpuNew, get("/admin/cpus/new", adminCookie), null);
    expect(outcome.status).toBe(503);
    const signIn = await callAction(
      signInRoute,
      post("/admin/sign-in", form({ intent: "sign-in", ...ADMIN })),
      null,
    );
    expect(signIn.status).toBe(503);
  });

  describe("sign-in and sign-out", () => {
    it("shows the service's message for a wrong password, keeping the email", async () => {
      const outcome = await callAction(
        signInRoute,
        post(
          "/admin/sign-in",
          form({ intent: "sign-in", email: ADMIN.email, password: "wrong-one-123" }),
        ),
        db,
      );
      expect(outcome.status).toBe(401);
      expect(outcome.data.failure).toMatchObject({
        message: "Invalid email or password.",
        email: ADMIN.email,
      });
      expect(outcome.headers.getSetCookie()).toEqual([]);
    });

    it("requires email and password", async () => {
      const outcome = await callAction(
        signInRoute,
        post("/admin/sign-in", form({ intent: "sign-in", email: "", password: "" })),
        db,
      );
      expect(outcome.status).toBe(400);
      expect(outcome.data.failure).toMatchObject({ fields: ["email", "password"] });
    });

    it("returns to the admin page that asked, and never off the admin panel", async () => {
      const back = await callAction(
        signInRoute,
        post("/admin/sign-in", form({ intent: "sign-in", ...ADMIN, next: "/admin/csv" })),
        db,
      );
      expect(back).toMatchObject({ status: 302, location: "/admin/csv" });
      expect(back.headers.getSetCookie()[0]).toMatch(/^corerank\.session_token=/);
      const away = await callAction(
        signInRoute,
        post(
          "/admin/sign-in",
          form({ intent: "sign-in", ...ADMIN, next: "https://evil.example/" }),
        ),
        db,
      );
      expect(away.location).toBe("/admin");
    });

    it("answers 'An unexpected error occurred' (503) when the sign-in service fails", async () => {
      const broken = await openDatabase({ kind: "pglite", inMemory: true });
      await broken.close();
      const outcome = await callAction(
        signInRoute,
        post("/admin/sign-in", form({ intent: "sign-in", ...ADMIN })),
        broken.db,
      );
      expect(outcome.status).toBe(503);
      expect(outcome.data.failure.message).toBe("An unexpected error occurred");
    });

    it("signs out: the session ends and /admin shows the login form again", async () => {
      const cookie = await signInAs(ADMIN);
      expect((await callLoader(dashboard, get("/admin", cookie), db)).data.view).toBe("dashboard");
      const out = await callAction(signOut, post("/admin/sign-out", form({}), cookie), db);
      expect(out).toMatchObject({ status: 302, location: "/admin" });
      expect(out.headers.getSetCookie().join()).toMatch(/corerank\.session_token=;/);
      const after = await callLoader(dashboard, get("/admin", cookie), db);
      expect(after.status).toBe(200);
      expect(after.data.view).toBe("login");
    });
  });

  describe("dashboard", () => {
    it("counts all, Intel and AMD CPUs from the catalog and the waiting moderation items", async () => {
      const outcome = await callLoader(dashboard, get("/admin", adminCookie), db);
      const catalog = getCatalog().cpus;
      expect(outcome.data.counts).toEqual({
        total: catalog.length,
        intel: catalog.filter((c) => c.brand === "Intel").length,
        amd: catalog.filter((c) => c.brand === "AMD").length,
      });
      expect(outcome.data.counts.total).toBe(await cpuCount());
      expect(outcome.data.queues).toEqual({
        pendingSubmissions: 1,
        openReports: 1,
        openMessages: 1,
      });
      // The list is paged: its first page, in the catalog's order, and how many there are.
      expect(outcome.data.list.matching).toBe(catalog.length);
      expect(outcome.data.list.rows.map((r: { id: string }) => r.id)).toEqual(
        catalog.slice(0, 100).map((c) => c.id),
      );
      // A search pages through what it matches; a page past the last shows the last.
      const searched = await callLoader(dashboard, get("/admin?q=AMD&page=99", adminCookie), db);
      const amd = catalog.filter((c) => c.brand === "AMD");
      const pages = Math.ceil(amd.length / 100);
      expect(searched.data.list).toMatchObject({ matching: amd.length, page: pages, pages });
      expect(searched.data.list.rows.map((r: { id: string }) => r.id)).toEqual(
        amd.slice((pages - 1) * 100, pages * 100).map((c) => c.id),
      );
      expect(outcome.headers.get("Cache-Control")).toBeNull();
      expect(dashboard.headers()).toEqual({ "Cache-Control": "private, no-store" });
      // A refused sign-in's Retry-After (too many attempts) reaches the browser.
      const headers = signInRoute.headers({
        actionHeaders: new Headers({ "Retry-After": "60" }),
      } as never);
      expect(Object.fromEntries(headers)).toEqual({
        "cache-control": "private, no-store",
        "retry-after": "60",
      });
    });
  });

  function validInput() {
    const parsed = parseCpuForm(form({ ...NEW_CPU, id: "csv-cpu-1000", name: "CSV CPU 1000" }));
    if (!parsed.ok) throw new Error("the CSV fixture is invalid");
    return parsed.input;
  }

  describe("add, edit and delete", () => {
    it("refuses invalid values with a message per field and writes nothing", async () => {
      const before = await cpuCount();
      const outcome = await callAction(
        cpuNew,
        post(
          "/admin/cpus/new",
          form({ ...NEW_CPU, id: "Bad Id", cores: "many", baseFreq: "99", brand: "VIA" }),
          adminCookie,
        ),
        db,
      );
      expect(outcome.status).toBe(400);
      expect(outcome.data.errors).toEqual({
        id: "Must be lowercase letters and digits joined by single hyphens",
        brand: "Must be one of: Intel, AMD",
        cores: "Must be a number",
        baseFreq: "Must be at most 10",
      });
      expect(outcome.data.values).toMatchObject({ id: "Bad Id", cores: "many" });
      expect(await cpuCount()).toBe(before);
      expect(getCatalog().cpus).toHaveLength(before);
    });

    it("adds a CPU that the catalog (and so every public page) shows at once", async () => {
      const outcome = await callAction(
        cpuNew,
        post("/admin/cpus/new", form(NEW_CPU), adminCookie),
        db,
      );
      expect(outcome).toMatchObject({ status: 302, location: `/admin?saved=${NEW_CPU.id}` });
      const shown = findCpu(NEW_CPU.id);
      expect(shown).toMatchObject({ name: NEW_CPU.name, cores: 8, threads: 16, tdp: 105 });
      expect(shown?.benchmarkScore).toBe(20000);
      expect(shown?.scores["geekbench-6-multi"]).toMatchObject({
        value: 20000,
        basis: "published",
        published: {
          score: 20000,
          statistic: "mean",
          sampleCount: null,
          sourceName: "Fixture Chart",
          sourceUrl: "https://example.com/chart/geekbench6Multi",
          recordedOn: "2026-03-01",
          benchmarkVersion: "6.4.0",
        },
        visitors: null,
      });
      expect(shown).toMatchObject({
        specSourceName: "Fixture vendor page",
        specSourceUrl: "https://example.com/products/test-cpu-9000x",
        specSourceDate: "2026-02-01",
      });
      const back = await callLoader(dashboard, get(`/admin?saved=${NEW_CPU.id}`, adminCookie), db);
      expect(back.data.notice).toEqual({ kind: "saved", id: NEW_CPU.id, name: NEW_CPU.name });
    });

    it("refuses a second CPU with the same id on the id field", async () => {
      const outcome = await callAction(
        cpuNew,
        post("/admin/cpus/new", form({ ...NEW_CPU, name: "Another" }), adminCookie),
        db,
      );
      expect(outcome.status).toBe(409);
      expect(outcome.data.errors).toEqual({
        id: `A CPU with the ID '${NEW_CPU.id}' already exists`,
      });
      expect(findCpu(NEW_CPU.id)?.name).toBe(NEW_CPU.name);
    });

    it("starts editing from the stored values, provenance included, unpublished values empty", async () => {
      const outcome = await callLoader(
        cpuEdit,
        get(`/admin/cpus/${REFERENCE_ID}/edit`, adminCookie),
        db,
        { cpuId: REFERENCE_ID },
      );
      expect(outcome.status).toBe(200);
      const values = outcome.data.values as Record<string, string>;
      expect(values).toMatchObject({
        id: REFERENCE_ID,
        name: "Fixture Ryzen 9 7950X",
        cores: "8",
        l3Cache: "",
        pcieLanes: "",
        memoryTypes: "",
        "specSource.name": "Fixture Vendor product page",
        "specSource.url": `https://example.com/products/${REFERENCE_ID}`,
        "specSource.date": "2026-02-15",
        "scores.geekbench6Multi.score": "21000",
        "scores.geekbench6Multi.statistic": "median",
        "scores.geekbench6Multi.sampleCount": "",
        "scores.geekbench6Multi.sourceName": "Fixture Benchmark Chart",
        "scores.geekbench6Multi.sourceUrl": "https://example.com/charts/21000",
        "scores.geekbench6Multi.publishedOn": "2026-03-01",
        "scores.geekbench6Multi.benchmarkVersion": "6.4.0",
        "scores.cinebenchR23Multi.sourceUrl": "",
        "scores.cinebenchR23Multi.benchmarkVersion": "",
        "scores.passmarkMulti.score": "",
        "scores.passmarkMulti.sourceName": "",
      });
    });

    it("saves an unchanged edit form without changing the stored CPU or its figures", async () => {
      const opened = await callLoader(
        cpuEdit,
        get(`/admin/cpus/${REFERENCE_ID}/edit`, adminCookie),
        db,
        { cpuId: REFERENCE_ID },
      );
      const resultsBefore = await db
        .select()
        .from(benchmarkResults)
        .where(eq(benchmarkResults.cpuId, REFERENCE_ID))
        .orderBy(benchmarkResults.id);
      const saved = await callAction(
        cpuEdit,
        post(`/admin/cpus/${REFERENCE_ID}/edit`, form(opened.data.values), adminCookie),
        db,
        { cpuId: REFERENCE_ID },
      );
      expect(saved.status).toBe(302);
      expect(
        await db
          .select()
          .from(benchmarkResults)
          .where(eq(benchmarkResults.cpuId, REFERENCE_ID))
          .orderBy(benchmarkResults.id),
      ).toEqual(resultsBefore);
      const row = await cpuRow(REFERENCE_ID);
      expect(row).toMatchObject({ l3Cache: null, specSourceDate: "2026-02-15" });
    });

    it("refuses a score without its source name and date, naming each field", async () => {
      const outcome = await callAction(
        cpuEdit,
        post(
          `/admin/cpus/${REFERENCE_ID}/edit`,
          form({
            ...NEW_CPU,
            id: REFERENCE_ID,
            ...figureControls("passmarkMulti", "41000", { sourceName: "", publishedOn: "" }),
          }),
          adminCookie,
        ),
        db,
        { cpuId: REFERENCE_ID },
      );
      expect(outcome.status).toBe(400);
      expect(outcome.data.errors).toEqual({
        "scores.passmarkMulti.sourceName": "Required",
        "scores.passmarkMulti.publishedOn": "Required",
      });
      expect(findCpu(REFERENCE_ID)?.scores["passmark-multi"]).toBeUndefined();
    });

    it("answers 404 for an unknown CPU", async () => {
      const outcome = await callLoader(cpuEdit, get("/admin/cpus/nope/edit", adminCookie), db, {
        cpuId: "nope",
      });
      expect(outcome.status).toBe(404);
      const confirm = await callLoader(cpuDelete, get("/admin/cpus/nope/delete", adminCookie), db, {
        cpuId: "nope",
      });
      expect(confirm.status).toBe(404);
    });

    it("edits a CPU, keeping visitors' verified results, and the catalog changes at once", async () => {
      await db.insert(benchmarkResults).values({
        cpuId: NEW_CPU.id,
        benchmark: "geekbench-6-multi",
        score: 22000,
        source: "visitor",
        sampleCount: 1,
        recordedOn: "2026-01-01",
      });
      const outcome = await callAction(
        cpuEdit,
        post(
          `/admin/cpus/${NEW_CPU.id}/edit`,
          form({ ...NEW_CPU, name: "Test CPU 9000X3D", l3Cache: "96" }),
          adminCookie,
        ),
        db,
        { cpuId: NEW_CPU.id },
      );
      expect(outcome).toMatchObject({ status: 302, location: `/admin?saved=${NEW_CPU.id}` });
      const shown = findCpu(NEW_CPU.id)!;
      expect(shown).toMatchObject({ name: "Test CPU 9000X3D", l3Cache: 96 });
      // The visitor's result is kept beside the published figure and does not move it.
      expect(shown.scores["geekbench-6-multi"]).toMatchObject({
        value: 20000,
        basis: "published",
        visitors: { min: 22000, median: 22000, max: 22000, count: 1 },
      });
    });

    it("keeps the entered values and names the field when an edit is invalid", async () => {
      const outcome = await callAction(
        cpuEdit,
        post(`/admin/cpus/${NEW_CPU.id}/edit`, form({ ...NEW_CPU, threads: "4" }), adminCookie),
        db,
        { cpuId: NEW_CPU.id },
      );
      expect(outcome.status).toBe(400);
      expect(outcome.data.errors).toEqual({ threads: "Must be at least the number of cores" });
      expect(findCpu(NEW_CPU.id)?.threads).toBe(16);
    });

    it("shows the confirm question's page, then deletes and says so", async () => {
      const page = await callLoader(
        cpuDelete,
        get(`/admin/cpus/${NEW_CPU.id}/delete`, adminCookie),
        db,
        { cpuId: NEW_CPU.id },
      );
      expect(page.data.cpu).toEqual({ id: NEW_CPU.id, name: "Test CPU 9000X3D" });
      const outcome = await callAction(
        cpuDelete,
        post(`/admin/cpus/${NEW_CPU.id}/delete`, form({ q: "9000" }), adminCookie),
        db,
        { cpuId: NEW_CPU.id },
      );
      expect(outcome.status).toBe(302);
      expect(outcome.location).toBe("/admin?q=9000&deleted=Test+CPU+9000X3D");
      expect(findCpu(NEW_CPU.id)).toBeUndefined();
      expect(await cpuRow(NEW_CPU.id)).toBeUndefined();
      const back = await callLoader(dashboard, get(outcome.location!, adminCookie), db);
      expect(back.data.notice).toEqual({ kind: "deleted", name: "Test CPU 9000X3D" });
      expect(back.data.query).toBe("9000");
    });

    it("says 'Error deleting CPU' for a CPU that is not there", async () => {
      const outcome = await callAction(
        cpuDelete,
        post("/admin/cpus/nope/delete", form({}), adminCookie),
        db,
        { cpuId: "nope" },
      );
      expect(outcome.location).toBe("/admin?deleteFailed=nope");
      const back = await callLoader(dashboard, get(outcome.location!, adminCookie), db);
      expect(back.data.notice).toEqual({ kind: "deleteFailed", id: "nope" });
    });
  });

  describe("CSV import", () => {
    it("imports a file with a new CPU and reports the counts", async () => {
      const outcome = await callAction(csv, csvUpload(cpusToCsv([validInput()]), adminCookie), db);
      expect(outcome.status).toBe(200);
      expect(outcome.data).toMatchObject({
        kind: "imported",
        dryRun: false,
        created: 1,
        updated: 0,
        unchanged: 0,
        partial: false,
        ids: { created: { shown: ["csv-cpu-1000"], total: 1 } },
      });
      expect(findCpu("csv-cpu-1000")?.name).toBe("CSV CPU 1000");
    });

    it("previews a partial semicolon file: what would change, which columns, nothing written", async () => {
      const text = "id;price;tdp\ncsv-cpu-1000;199;95\n";
      const request = (intent: string) => {
        const body = new FormData();
        body.append("csvFile", new File([text], "prices.csv", { type: "text/csv" }));
        return post(`/admin/csv${intent}`, body, adminCookie);
      };
      const preview = await callAction(csv, request("?intent=preview"), db);
      expect(preview.status).toBe(200);
      expect(preview.data).toMatchObject({
        dryRun: true,
        updated: 1,
        columns: ["id", "price", "tdp"],
        partial: true,
        ids: { updated: { shown: ["csv-cpu-1000"], total: 1 } },
      });
      expect(findCpu("csv-cpu-1000")?.price).not.toBe(199);
      const imported = await callAction(csv, request(""), db);
      expect(imported.data).toMatchObject({ dryRun: false, updated: 1, partial: true });
      expect(findCpu("csv-cpu-1000")).toMatchObject({ price: 199, tdp: 95, name: "CSV CPU 1000" });
    });

    it("lists the problems by line and column and imports nothing", async () => {
      const good = cpusToCsv([{ ...validInput(), id: "csv-cpu-2000" }]);
      const bad = cpusToCsv([{ ...validInput(), id: "csv-cpu-3000" }])
        .split("\r\n")[1]!
        .replace(",8,16,", ",eight,16,");
      const before = await cpuCount();
      const outcome = await callAction(csv, csvUpload(`${good}${bad}\r\n`, adminCookie), db);
      expect(outcome.status).toBe(422);
      expect(outcome.data.kind).toBe("invalid");
      expect(outcome.data.problems).toEqual([
        { line: 3, field: "cores", message: "must be a number, not 'eight'" },
      ]);
      expect(await cpuCount()).toBe(before);
      expect(findCpu("csv-cpu-2000")).toBeUndefined();
    });

    it("refuses an oversize file and an empty one with a clear message", async () => {
      const huge = "x".repeat(MAX_CSV_BYTES + 1);
      const tooLarge = await callAction(csv, csvUpload(huge, adminCookie), db);
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.data.message).toBe("The file is larger than 2 MB. Nothing was imported.");
      const empty = await callAction(csv, csvUpload("", adminCookie), db);
      expect(empty.status).toBe(400);
      expect(empty.data.message).toMatch(/Choose a CSV file/);
    });
  });

  describe("moderation", () => {
    it("lists pending submissions first and shows one with its details", async () => {
      const list = await callLoader(submissions, get("/admin/submissions", adminCookie), db);
      expect(list.data.status).toBe("pending");
      expect(list.data.submissions.map((s: { id: number }) => s.id)).toEqual([pendingSubmission]);
      const page = await callLoader(
        submission,
        get(`/admin/submissions/${pendingSubmission}`, adminCookie),
        db,
        { submissionId: String(pendingSubmission) },
      );
      expect(page.data.submission).toMatchObject({
        status: "pending",
        benchmark: "Cinebench R23 Multi-Core",
        result: 39000,
        screenshots: [],
      });
      const missing = await callLoader(submission, get("/admin/submissions/abc", adminCookie), db, {
        submissionId: "abc",
      });
      expect(missing.status).toBe(404);
    });

    it("requires a reason to reject", async () => {
      const outcome = await callAction(
        submission,
        post(
          `/admin/submissions/${pendingSubmission}`,
          form({ intent: "reject", reason: " " }),
          adminCookie,
        ),
        db,
        { submissionId: String(pendingSubmission) },
      );
      expect(outcome.status).toBe(400);
      expect(outcome.data).toMatchObject({ field: "reason" });
    });

    it("approves a submission: one more visitor result at once, the published figure unmoved", async () => {
      const before = findCpu(REFERENCE_ID)!.scores["cinebench-r23-multi"]!;
      expect(before.visitors).toBeNull();
      const outcome = await callAction(
        submission,
        post(`/admin/submissions/${pendingSubmission}`, form({ intent: "approve" }), adminCookie),
        db,
        { submissionId: String(pendingSubmission) },
      );
      expect(outcome).toMatchObject({
        status: 302,
        location: `/admin/submissions?reviewed=${pendingSubmission}&outcome=approved`,
      });
      expect(findCpu(REFERENCE_ID)!.scores["cinebench-r23-multi"]).toMatchObject({
        value: 38_000,
        basis: "published",
        visitors: { min: 39000, median: 39000, max: 39000, count: 1 },
      });
      const again = await callAction(
        submission,
        post(`/admin/submissions/${pendingSubmission}`, form({ intent: "approve" }), adminCookie),
        db,
        { submissionId: String(pendingSubmission) },
      );
      expect(again.status).toBe(409);
      expect(again.data.message).toMatch(/already approved/);
    });

    it("marks a report and a message resolved; an unknown id is a 404", async () => {
      const page = await callLoader(reports, get("/admin/reports", adminCookie), db);
      const [item] = page.data.items;
      expect(item.heading).toBe("Wrong L3 cache");
      // The type the visitor chose, as the form named it: never the stored id.
      const type = item.details.find((d: { label: string }) => d.label === "Issue type");
      expect(type.value).toBe("Incorrect data");
      // A visitor's url that is not a web address is shown, never linked.
      expect(item.details.find((d: { label: string }) => d.label === "Page").href).toBeUndefined();
      const resolved = await callAction(
        reports,
        post("/admin/reports", form({ id: String(openReport) }), adminCookie),
        db,
      );
      expect(resolved).toMatchObject({
        status: 302,
        location: `/admin/reports?resolved=${openReport}`,
      });
      const [r] = await db.select().from(issueReports).where(eq(issueReports.id, openReport));
      expect(r?.status).toBe("resolved");
      const message = await callAction(
        messages,
        post("/admin/messages", form({ id: String(openMessage) }), adminCookie),
        db,
      );
      expect(message.status).toBe(302);
      const unknown = await callAction(
        messages,
        post("/admin/messages", form({ id: "999999" }), adminCookie),
        db,
      );
      expect(unknown.status).toBe(404);
      const queues = await callLoader(dashboard, get("/admin", adminCookie), db);
      expect(queues.data.queues).toEqual({
        pendingSubmissions: 0,
        openReports: 0,
        openMessages: 0,
      });
    });
  });

  describe("moderation lists, 50 a page", () => {
    const ROWS = 120;
    /** The i-th row of a fixture, a minute after the one before. */
    const minute = (i: number) => new Date(Date.UTC(2026, 2, 1, 0, i));
    let firstReport: number;

    beforeAll(async () => {
      // The moderation tests above left no pending submission and no open report.
      await db.insert(benchmarkSubmissions).values(
        Array.from({ length: ROWS }, (_, i) => ({
          benchmark: "geekbench-6-multi" as const,
          result: 10_000 + i,
          cpuId: REFERENCE_ID,
          cpuName: "Fixture Ryzen 9 7950X",
          language: "en",
          createdAt: minute(i),
        })),
      );
      const reportRows = await db
        .insert(issueReports)
        .values(
          Array.from({ length: ROWS }, (_, i) => ({
            name: "Ada",
            email: "ada@example.com",
            issueType: "incorrect-data" as const,
            subject: `Report ${String(i).padStart(3, "0")}`,
            description: "The L3 cache is 64 MB.",
            language: "en",
            createdAt: minute(i),
          })),
        )
        .returning({ id: issueReports.id });
      firstReport = Math.min(...reportRows.map((r) => r.id));
    });

    const submissionsPage = (query: string) =>
      renderPage(submissions, get(`/admin/submissions${query}`, adminCookie), db);
    const reportsPage = (query: string) =>
      renderPage(reports, get(`/admin/reports${query}`, adminCookie), db);
    /** The results of the submissions listed, in the page's order (each row's result is unique). */
    const listedResults = (html: string) =>
      [...html.matchAll(/<td class="tabular[^"]*">([\d,]+)<\/td>/g)]
        .map((m) => Number(m[1]!.replaceAll(",", "")))
        .filter((n) => n >= 10_000);
    const reportSubjects = (html: string) =>
      [...html.matchAll(/<h2 id="item-\d+"[^>]*>(Report \d+)<\/h2>/g)].map((m) => m[1]);

    it("shows pending submissions 50 a page, oldest first, with the total and the page links", async () => {
      const first = await submissionsPage("?status=pending");
      expect(textOf(first)).toContain("120 submissions");
      expect(listedResults(first)).toEqual(Array.from({ length: 50 }, (_, i) => 10_000 + i));
      expect(textOf(first)).toContain("Page 1 of 3");
      expect(navLinks(first, "Pages")).toEqual([
        { text: "Next page", href: "/admin/submissions?status=pending&page=2" },
      ]);

      const second = await submissionsPage("?status=pending&page=2");
      expect(listedResults(second)[0]).toBe(10_050);
      expect(navLinks(second, "Pages")).toEqual([
        { text: "Previous page", href: "/admin/submissions?status=pending" },
        { text: "Next page", href: "/admin/submissions?status=pending&page=3" },
      ]);

      const last = await submissionsPage("?status=pending&page=3");
      expect(listedResults(last)).toEqual(Array.from({ length: 20 }, (_, i) => 10_100 + i));
      expect(textOf(last)).toContain("120 submissions");
      expect(textOf(last)).toContain("Page 3 of 3");
      expect(navLinks(last, "Pages")).toEqual([
        { text: "Previous page", href: "/admin/submissions?status=pending&page=2" },
      ]);
      // A status tab starts that status's list at its first page.
      expect(navLinks(last, "Submission status").map((l) => l.href)).toEqual([
        "/admin/submissions?status=pending",
        "/admin/submissions?status=approved",
        "/admin/submissions?status=rejected",
        "/admin/submissions?status=revoked",
      ]);
    });

    it("keeps the status in the page links of a reviewed list, newest first", async () => {
      // Reviewed submissions are a history, newest first.
      await db
        .update(benchmarkSubmissions)
        .set({ status: "rejected", rejectionReason: "Fixture", reviewedAt: new Date() })
        .where(eq(benchmarkSubmissions.result, 10_119));
      const rejected = await submissionsPage("?status=rejected");
      expect(textOf(rejected)).toContain("1 submission");
      expect(listedResults(rejected)).toEqual([10_119]);
      expect(navLinks(rejected, "Pages")).toEqual([]);
      const pending = await callLoader(
        submissions,
        get("/admin/submissions?page=3", adminCookie),
        db,
      );
      expect(pending.data).toMatchObject({ status: "pending", total: 119, page: 3, pageCount: 3 });
      expect(pending.data.submissions).toHaveLength(19);
      await db
        .update(benchmarkSubmissions)
        .set({ status: "pending", rejectionReason: null, reviewedAt: null })
        .where(eq(benchmarkSubmissions.result, 10_119));
    });

    it("shows the first page for a page value that is no page number, the last past the end", async () => {
      for (const page of ["abc", "0", "-2", "1.5", "2x", "", "9999999"]) {
        const outcome = await callLoader(
          submissions,
          get(`/admin/submissions?status=pending&page=${page}`, adminCookie),
          db,
        );
        expect(outcome.status, `page=${page}`).toBe(200);
        expect(outcome.data, `page=${page}`).toMatchObject({ page: 1, total: 120 });
        expect(outcome.data.submissions[0].result, `page=${page}`).toBe(10_000);
      }
      const past = await submissionsPage("?status=pending&page=40");
      expect(textOf(past)).toContain("Page 3 of 3");
      expect(listedResults(past)).toHaveLength(20);
    });

    it("shows open reports 50 a page with the total, links keeping the status, and resolving works", async () => {
      const first = await reportsPage("");
      expect(textOf(first)).toContain("120 reports");
      expect(reportSubjects(first)).toHaveLength(50);
      expect(reportSubjects(first)[0]).toBe("Report 000");
      expect(navLinks(first, "Pages")).toEqual([
        { text: "Next page", href: "/admin/reports?status=open&page=2" },
      ]);
      const last = await reportsPage("?status=open&page=3");
      expect(reportSubjects(last)).toEqual(
        Array.from({ length: 20 }, (_, i) => `Report ${100 + i}`),
      );
      expect(textOf(last)).toContain("Page 3 of 3");
      expect(navLinks(last, "Pages")).toEqual([
        { text: "Previous page", href: "/admin/reports?status=open&page=2" },
      ]);
      expect(navLinks(last, "Issue reports status").map((l) => l.href)).toEqual([
        "/admin/reports?status=open",
        "/admin/reports?status=resolved",
      ]);
      expect(last.match(/Mark resolved/g)).toHaveLength(20);
      const bad = await reportsPage("?status=open&page=zero");
      expect(textOf(bad)).toContain("Page 1 of 3");
      expect(reportSubjects(bad)[0]).toBe("Report 000");

      const resolved = await callAction(
        reports,
        post("/admin/reports?status=open&page=3", form({ id: String(firstReport) }), adminCookie),
        db,
      );
      expect(resolved).toMatchObject({
        status: 302,
        location: `/admin/reports?resolved=${firstReport}`,
      });
      const after = await reportsPage(`?resolved=${firstReport}`);
      expect(textOf(after)).toContain(`The report #${firstReport} is marked resolved.`);
      expect(textOf(after)).toContain("119 reports");
      expect(reportSubjects(after)[0]).toBe("Report 001");
      // The resolved list holds the report resolved above and this one: one page.
      const history = await reportsPage("?status=resolved&page=2");
      expect(textOf(history)).toContain("2 reports");
      expect(reportSubjects(history)).toEqual(["Report 000"]);
      expect(navLinks(history, "Pages")).toEqual([]);
    });

    it("shows contact messages a page at a time too", async () => {
      await db.insert(contactMessages).values(
        Array.from({ length: 60 }, (_, i) => ({
          name: "Grace",
          email: "grace@example.com",
          subject: `Message ${i}`,
          message: "A question about the data.",
          language: "en",
          createdAt: minute(i),
        })),
      );
      const html = await renderPage(
        messages,
        get("/admin/messages?status=open&page=2", adminCookie),
        db,
      );
      expect(textOf(html)).toContain("60 messages");
      expect(textOf(html)).toContain("Page 2 of 2");
      expect(html.match(/<article /g)).toHaveLength(10);
      expect(navLinks(html, "Pages")).toEqual([
        { text: "Previous page", href: "/admin/messages?status=open" },
      ]);
    });
  });

  describe("newsletter sign-ups", () => {
    const addresses = Array.from(
      { length: 53 },
      (_, i) => `reader${String(i).padStart(2, "0")}@example.com`,
    );

    beforeAll(async () => {
      // reader52 signed up last; "=cmd@example.com" is a valid address a spreadsheet would run.
      await db.insert(newsletterSubscriptions).values([
        ...addresses.map((email, i) => ({
          email,
          language: i % 2 ? "de" : "en",
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        })),
        { email: "=cmd@example.com", language: "fr", createdAt: new Date("2025-06-01") },
      ]);
    });

    it("lists them newest first with the count, 50 a page", async () => {
      const first = await callLoader(newsletter, get("/admin/newsletter", adminCookie), db);
      expect(first.data).toMatchObject({ total: 55, page: 1, pageCount: 2 });
      expect(first.data.subscribers).toHaveLength(50);
      expect(first.data.subscribers[0]).toEqual({
        email: "reader52@example.com",
        language: "en",
        subscribedAt: "2026-01-01T00:52:00.000Z",
      });
      const second = await callLoader(newsletter, get("/admin/newsletter?page=2", adminCookie), db);
      expect(second.data.subscribers.map((s: { email: string }) => s.email)).toEqual([
        "reader02@example.com",
        "reader01@example.com",
        "reader00@example.com",
        "=cmd@example.com",
        "kept@example.com",
      ]);
      // A page past the end shows the last one.
      const past = await callLoader(newsletter, get("/admin/newsletter?page=9", adminCookie), db);
      expect(past.data.page).toBe(2);
    });

    it("exports them as CSV, newest first, with formulas neutralised", async () => {
      const response = await callLoader(
        newsletterCsv,
        get("/admin/newsletter.csv", adminCookie),
        db,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      const csvResponse = await newsletterCsv.loader(
        args(get("/admin/newsletter.csv", adminCookie), {}, db) as never,
      );
      const lines = (await csvResponse.text()).trimEnd().split("\r\n");
      expect(lines[0]).toBe("email,language,subscribed_at");
      expect(lines[1]).toBe("reader52@example.com,en,2026-01-01T00:52:00.000Z");
      expect(lines).toContain("'=cmd@example.com,fr,2025-06-01T00:00:00.000Z");
      expect(lines).toHaveLength(56);
    });

    it("removes one after a confirmation, and only then", async () => {
      const email = "reader10@example.com";
      const stored = async () =>
        (
          await db
            .select()
            .from(newsletterSubscriptions)
            .where(eq(newsletterSubscriptions.email, email))
        ).length;
      const asked = await callAction(
        newsletter,
        post(
          "/admin/newsletter",
          form({ intent: "confirm-remove", email, page: "2" }),
          adminCookie,
        ),
        db,
      );
      expect(asked).toMatchObject({ status: 200, data: { confirm: email, page: 2 } });
      expect(await stored()).toBe(1);
      const removed = await callAction(
        newsletter,
        post("/admin/newsletter", form({ intent: "remove", email, page: "2" }), adminCookie),
        db,
      );
      expect(removed).toMatchObject({
        status: 302,
        location: "/admin/newsletter?removed=1&page=2",
      });
      expect(await stored()).toBe(0);
      const again = await callAction(
        newsletter,
        post("/admin/newsletter", form({ intent: "remove", email }), adminCookie),
        db,
      );
      expect(again.status).toBe(404);
      const listed = await callLoader(
        newsletter,
        get("/admin/newsletter?removed=1", adminCookie),
        db,
      );
      expect(listed.data).toMatchObject({ total: 54, removed: true });
    });
  });

  describe("connection test", () => {
    it("reports the database's CPU count and the auth service as connected", async () => {
      const outcome = await callLoader(connectionTest, get("/connection-test"), db);
      expect(outcome.data.database).toEqual({ status: "connected", cpuCount: await cpuCount() });
      expect(outcome.data.auth).toEqual({ status: "connected" });
      expect(outcome.headers.get("Cache-Control")).toBe("no-store");
      const signedIn = await callLoader(connectionTest, get("/connection-test", adminCookie), db);
      expect(signedIn.data.auth).toEqual({ status: "connected" });
    });

    it("reports each check's error without a database", async () => {
      const outcome = await callLoader(connectionTest, get("/de/connection-test"), null, {
        lang: "de",
      });
      expect(outcome.data.database).toEqual({
        status: "error",
        message: "connection.error.noDatabase",
      });
      expect(outcome.data.auth).toEqual({
        status: "error",
        message: "connection.error.authNoDatabase",
      });
      expect(receivedMessages(outcome.data.messages)["connection.errorTitle"]).toBe(
        "Verbindungsfehler",
      );
    });
  });
});
