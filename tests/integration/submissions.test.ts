import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq, isNull, sql, sum } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import {
  apiTokens,
  benchmarkResults,
  benchmarkSubmissions,
  contactMessages,
  cpus,
  formRateLimitHits,
  issueReports,
  submissionScreenshots,
  uploadUsage,
  user,
} from "~/db/schema";
import { hashApiToken } from "~/modules/auth/api-tokens.server";
import type { BenchmarkId } from "~/modules/catalog/benchmarks";
import { getCatalog, refreshCatalog } from "~/modules/catalog/catalog.server";
import { deleteCpu, upsertCpus } from "~/modules/catalog/cpu-store.server";
import {
  approveSubmission,
  getSubmission,
  listMessages,
  listReports,
  listSubmissions,
  queueCounts,
  rejectSubmission,
  resolveMessage,
  revokeSubmission,
  resolveReport,
} from "~/modules/submissions/moderation.server";
import {
  addressHash,
  checkUploadQuota,
  FormRefusedError,
  recordSubmission,
} from "~/modules/submissions/rate-limit.server";
import { saveContactMessage } from "~/modules/submissions/submissions.server";
import {
  ABANDONED_UPLOAD_MINUTES,
  screenshotContent,
  sweepAbandonedUploads,
} from "~/modules/submissions/screenshots.server";
import { createOrResetAccount } from "~/modules/auth/accounts.server";
import * as signInRoute from "~/routes/admin/sign-in";
import * as submissionRoute from "~/routes/admin/submission";
import { loader as screenshotLoader } from "~/routes/admin/screenshot";
import { action as issueAction } from "~/routes/contact";
import { action as contactAction } from "~/routes/contact-us";
import { action as benchmarkAction } from "~/routes/submit-benchmark";
import { fixtureCpuInput } from "../support/fixture-cpus";
import { adminCreateCommand } from "../support/account-command";
import { useTestDatabase } from "../support/suite-database";
import { testDatabases } from "../support/test-databases";
import { routeArgs } from "../support/route-args";

/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
/** The start of a JPEG (the signature and a JFIF header) is all the check reads. */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

const png = (name: string) => new File([PNG], name, { type: "image/png" });

type Action = typeof benchmarkAction | typeof issueAction | typeof contactAction;
type Database = DatabaseHandle["db"];

interface Answer {
  status: number;
  location: string | null;
  failure: {
    values: Record<string, string>;
    fieldErrors: Record<string, { key: string; vars?: Record<string, unknown> }>;
    formError: { key: string; vars?: Record<string, unknown> } | null;
  } | null;
}

let addresses = 0;
/** A new client address per request, so that only the rate-limit test meets the limit. */
const nextAddress = () => `10.1.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

function form(fields: Record<string, string>, files: File[] = []): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append("screenshots", file);
  return body;
}

function post(pathname: string, body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${pathname}`, {
    method: "POST",
    body,
    headers: { "x-corerank-client-ip": nextAddress(), ...headers },
    duplex: "half",
  } as RequestInit);
}

/** Calls a route action as React Router would and says what the visitor would get. */
async function send(
  action: Action,
  request: Request,
  params: Record<string, string>,
  db: Database | null,
): Promise<Answer> {
  const result: unknown = await action(routeArgs(request, params, { db }));
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("location"), failure: null };
  const { data, init } = result as { data: Answer["failure"]; init: ResponseInit | null };
  return { status: init?.status ?? 200, location: null, failure: data };
}

/**
 * Made-up CPUs (tests/support/fixture-cpus.ts), so no test depends on the
 * reference dataset: one with published Geekbench 6 (14000 / 2500) and
 * Cinebench R23 (19000 / 1900) figures and 16 threads, one with no published
 * figure at all, one without the overall score's benchmark (Geekbench 6
 * multi-core), and two that are deleted while a result waits.
 */
const PUBLISHED = fixtureCpuInput("fixture-published-16t", { name: "Fixture Published 16T" });
const UNPUBLISHED = fixtureCpuInput("fixture-unpublished", { name: "Fixture Unpublished" }, {});
const NO_OVERALL = fixtureCpuInput(
  "fixture-no-overall",
  { name: "Fixture No Overall" },
  { cinebenchR23Single: 1500, cinebenchR23Multi: 12000 },
);
const VANISHING_BEFORE_POST = fixtureCpuInput("fixture-vanishing-post", {
  name: "Fixture Vanishing Post",
});
const VANISHING_BEFORE_REVIEW = fixtureCpuInput("fixture-vanishing-review", {
  name: "Fixture Vanishing Review",
});

const validBenchmark = {
  benchmarkName: "cinebench-r23-multi",
  result: "38123",
  cpu: PUBLISHED.id,
  ram: "32 GB DDR5-6000",
  motherboard: "ASUS ROG Strix X670E-E",
  storage: "",
  gpu: "",
  website: "",
};
const validReport = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  issueType: "missing-info",
  subject: "Issue reported from: https://corerank.example/cpus/amd-ryzen-9-7950x",
  description: "The L2 cache size is missing.",
  url: "https://corerank.example/cpus/amd-ryzen-9-7950x",
  website: "",
};
const validMessage = {
  name: "Grace Hopper",
  email: "grace@example.com",
  subject: "Partnership",
  message: "We would like to share our lab's results.",
  website: "",
};

describe.each(testDatabases)("visitor forms and moderation on $name", (database) => {
  const testDatabase = useTestDatabase(database);
  let db: Database;
  let dataDir: string;
  const previousDataDir = process.env.DATA_DIR;
  const adminToken = "crk_test-admin-token";
  const viewerToken = "crk_test-viewer-token";

  const uploads = () => {
    const dir = path.join(dataDir, "uploads");
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  };
  const countOf = async (
    table:
      | typeof benchmarkSubmissions
      | typeof submissionScreenshots
      | typeof issueReports
      | typeof contactMessages,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;

  beforeAll(async () => {
    db = testDatabase();
    await upsertCpus(db, [
      PUBLISHED,
      UNPUBLISHED,
      NO_OVERALL,
      VANISHING_BEFORE_POST,
      VANISHING_BEFORE_REVIEW,
    ]);
    dataDir = mkdtempSync(path.join(tmpdir(), "corerank-submissions-"));
    process.env.DATA_DIR = dataDir;
    await db.insert(user).values([
      { id: "admin-1", name: "Admin", email: "admin@example.com", role: "admin" },
      { id: "viewer-1", name: "Viewer", email: "viewer@example.com", role: "viewer" },
    ]);
    await db.insert(apiTokens).values([
      { name: "test", tokenHash: hashApiToken(adminToken), userId: "admin-1" },
      { name: "test", tokenHash: hashApiToken(viewerToken), userId: "viewer-1" },
    ]);
  });

  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (previousDataDir === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previousDataDir;
  });

  describe("benchmark submission", () => {
    it("stores the result and its screenshots under generated names, then redirects with ?sent=1", async () => {
      const jpeg = new File([JPEG], "run 2.jpg", { type: "image/jpeg" });
      const answer = await send(
        benchmarkAction,
        post(
          "/de/submit-benchmark/cinebench-r23-multi",
          form({ ...validBenchmark, result: "38123,5" }, [png("my run.png"), jpeg]),
        ),
        { lang: "de", benchmarkName: "cinebench-r23-multi" },
        db,
      );
      expect(answer).toEqual({
        status: 303,
        location: "/de/submit-benchmark/cinebench-r23-multi?sent=1",
        failure: null,
      });
      const [submission] = await db
        .select()
        .from(benchmarkSubmissions)
        .where(eq(benchmarkSubmissions.result, 38123.5));
      expect(submission).toMatchObject({
        benchmark: "cinebench-r23-multi",
        result: 38123.5,
        cpuId: PUBLISHED.id,
        cpuName: PUBLISHED.name,
        ram: "32 GB DDR5-6000",
        motherboard: "ASUS ROG Strix X670E-E",
        storage: null,
        gpu: null,
        language: "de",
        status: "pending",
      });
      const shots = await db
        .select()
        .from(submissionScreenshots)
        .where(eq(submissionScreenshots.submissionId, submission!.id))
        .orderBy(submissionScreenshots.id);
      expect(shots.map((s) => [s.originalName, s.mimeType, s.sizeBytes])).toEqual([
        ["my run.png", "image/png", PNG.length],
        ["run 2.jpg", "image/jpeg", JPEG.length],
      ]);
      expect(shots[0]!.storedName).toMatch(/^[0-9a-f]{32}\.png$/);
      expect(shots[1]!.storedName).toMatch(/^[0-9a-f]{32}\.jpg$/);
      // Stored in the database, where every process reads them; no file is written.
      expect(uploads()).toEqual([]);
      const stored = await screenshotContent(db, shots[0]!.id);
      expect(Buffer.from(await new Response(stored!.stream()).arrayBuffer())).toEqual(PNG);
    });

    it("names every missing required field, answers 400 and stores nothing", async () => {
      const before = await countOf(benchmarkSubmissions);
      const answer = await send(
        benchmarkAction,
        post(
          "/submit-benchmark",
          form({ ...validBenchmark, benchmarkName: "", result: "", cpu: "" }),
        ),
        {},
        db,
      );
      expect(answer.status).toBe(400);
      expect(answer.failure?.fieldErrors).toEqual({
        benchmarkName: { key: "forms.error.required" },
        result: { key: "forms.error.required" },
        cpu: { key: "forms.error.required" },
      });
      // What the visitor typed comes back, to be corrected rather than typed again.
      expect(answer.failure?.values.ram).toBe("32 GB DDR5-6000");
      expect(await countOf(benchmarkSubmissions)).toBe(before);
    });

    it("refuses a CPU that is not in the catalog and a result that is no positive number", async () => {
      const answer = await send(
        benchmarkAction,
        post("/submit-benchmark", form({ ...validBenchmark, cpu: "amd-ryzen-99", result: "-3" })),
        {},
        db,
      );
      expect(answer.status).toBe(400);
      expect(answer.failure?.fieldErrors).toEqual({
        cpu: { key: "forms.error.cpuUnknown" },
        result: { key: "forms.error.result" },
      });
    });

    it("refuses a file named .png that is no image, naming it, and writes no file at all", async () => {
      const before = { rows: await countOf(benchmarkSubmissions), files: uploads() };
      const fake = new File(["<?php echo 'hi'; ?>"], "benchmark.png", { type: "image/png" });
      const answer = await send(
        benchmarkAction,
        post("/submit-benchmark", form(validBenchmark, [png("good.png"), fake])),
        {},
        db,
      );
      expect(answer.status).toBe(400);
      expect(answer.failure?.fieldErrors).toEqual({
        screenshots: { key: "forms.error.screenshotType", vars: { name: "benchmark.png" } },
      });
      expect(await countOf(benchmarkSubmissions)).toBe(before.rows);
      expect(uploads()).toEqual(before.files);
    });

    it("refuses an image over 10 MB and more than five screenshots", async () => {
      const big = new File([PNG, new Uint8Array(11 * 1024 * 1024)], "huge.png", {
        type: "image/png",
      });
      const tooBig = await send(
        benchmarkAction,
        post("/submit-benchmark", form(validBenchmark, [big])),
        {},
        db,
      );
      expect(tooBig.status).toBe(400);
      expect(tooBig.failure?.fieldErrors).toEqual({
        screenshots: { key: "forms.error.screenshotSize", vars: { name: "huge.png", max: 10 } },
      });
      const six = Array.from({ length: 6 }, (_, i) => png(`shot-${i}.png`));
      const tooMany = await send(
        benchmarkAction,
        post("/submit-benchmark", form(validBenchmark, six)),
        {},
        db,
      );
      expect(tooMany.failure?.fieldErrors).toEqual({
        screenshots: { key: "forms.error.screenshotCount", vars: { max: 5 } },
      });
    });

    it("refuses a request larger than five screenshots allow before reading it (413)", async () => {
      const answer = await send(
        benchmarkAction,
        post("/submit-benchmark", form(validBenchmark), {
          "content-length": String(60 * 1024 * 1024),
        }),
        {},
        db,
      );
      expect(answer.status).toBe(413);
      expect(answer.failure?.formError).toEqual({
        key: "forms.error.tooLarge",
        vars: { count: 5, max: 10 },
      });
    });

    it("removes the written screenshots when the database refuses the submission", async () => {
      const before = {
        rows: await countOf(benchmarkSubmissions),
        shots: await countOf(submissionScreenshots),
        files: uploads(),
      };
      // The CPU disappears between the catalog check and the insert (another process deleted it).
      await db.delete(cpus).where(eq(cpus.id, VANISHING_BEFORE_POST.id));
      try {
        const answer = await send(
          benchmarkAction,
          post(
            "/submit-benchmark",
            form({ ...validBenchmark, cpu: VANISHING_BEFORE_POST.id }, [
              png("a.png"),
              png("b.png"),
            ]),
          ),
          {},
          db,
        );
        expect(answer.status).toBe(503);
        expect(answer.failure?.formError).toEqual({ key: "forms.error.unavailable" });
      } finally {
        await refreshCatalog(db);
      }
      expect(await countOf(benchmarkSubmissions)).toBe(before.rows);
      expect(await countOf(submissionScreenshots)).toBe(before.shots);
      expect(uploads()).toEqual(before.files);
    });
  });

  describe("issue report", () => {
    it("stores the report and redirects to the form with its page address kept", async () => {
      const answer = await send(issueAction, post("/contact", form(validReport)), {}, db);
      expect(answer).toEqual({
        status: 303,
        location: `/contact?url=${encodeURIComponent(validReport.url)}&sent=1`,
        failure: null,
      });
      const [report] = await db
        .select()
        .from(issueReports)
        .where(eq(issueReports.email, "ada@example.com"));
      expect(report).toMatchObject({
        name: "Ada Lovelace",
        issueType: "missing-info",
        subject: validReport.subject,
        description: "The L2 cache size is missing.",
        url: validReport.url,
        language: "en",
        status: "open",
        resolvedAt: null,
      });
    });

    it("files a report without an issue type as incorrect data", async () => {
      const { issueType: _omitted, ...rest } = validReport;
      const answer = await send(
        issueAction,
        post("/fr/contact", form({ ...rest, email: "no-type@example.com", url: "" })),
        { lang: "fr" },
        db,
      );
      expect(answer.location).toBe("/fr/contact?sent=1");
      const [report] = await db
        .select()
        .from(issueReports)
        .where(eq(issueReports.email, "no-type@example.com"));
      expect(report).toMatchObject({ issueType: "incorrect-data", url: null, language: "fr" });
    });

    it("names each missing field, a bad email, an unknown issue type and a non-web address", async () => {
      const before = await countOf(issueReports);
      const empty = await send(
        issueAction,
        post("/contact", form({ name: "", email: "", subject: "", description: "", url: "" })),
        {},
        db,
      );
      expect(empty.status).toBe(400);
      expect(empty.failure?.fieldErrors).toEqual({
        name: { key: "forms.error.required" },
        email: { key: "forms.error.required" },
        subject: { key: "forms.error.required" },
        description: { key: "forms.error.required" },
      });
      const bad = await send(
        issueAction,
        post(
          "/contact",
          form({
            ...validReport,
            email: "ada.example.com",
            issueType: "praise",
            url: "javascript:alert(1)",
          }),
        ),
        {},
        db,
      );
      expect(bad.failure?.fieldErrors).toEqual({
        email: { key: "forms.error.email" },
        issueType: { key: "forms.error.issueType" },
        url: { key: "forms.error.url" },
      });
      expect(await countOf(issueReports)).toBe(before);
    });
  });

  describe("contact message", () => {
    it("stores the message in the page's language and redirects with ?sent=1", async () => {
      const answer = await send(
        contactAction,
        post("/it/contact-us", form(validMessage)),
        { lang: "it" },
        db,
      );
      expect(answer).toEqual({ status: 303, location: "/it/contact-us?sent=1", failure: null });
      const [message] = await db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, "grace@example.com"));
      expect(message).toMatchObject({
        name: "Grace Hopper",
        subject: "Partnership",
        message: "We would like to share our lab's results.",
        language: "it",
        status: "open",
      });
    });

    it("names every missing field", async () => {
      const answer = await send(
        contactAction,
        post("/contact-us", form({ name: "", email: "", subject: "", message: "" })),
        {},
        db,
      );
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.failure?.fieldErrors ?? {}).sort()).toEqual([
        "email",
        "message",
        "name",
        "subject",
      ]);
    });

    it("refuses a filled-in honeypot with a message, storing nothing", async () => {
      const before = await countOf(contactMessages);
      const answer = await send(
        contactAction,
        post("/contact-us", form({ ...validMessage, website: "https://spam.example" })),
        {},
        db,
      );
      expect(answer.status).toBe(400);
      expect(answer.failure?.formError).toEqual({ key: "forms.error.honeypot" });
      expect(await countOf(contactMessages)).toBe(before);
    });

    it("refuses a body that grows past the limit while it is read, without a Content-Length", async () => {
      const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("name=a&message="));
        },
        pull(controller) {
          if (sent++ < 40) controller.enqueue(chunk);
          else controller.close();
        },
      });
      const answer = await send(
        contactAction,
        post("/contact-us", body, { "content-type": "application/x-www-form-urlencoded" }),
        {},
        db,
      );
      expect(answer.status).toBe(413);
      expect(answer.failure?.formError).toEqual({ key: "forms.error.textTooLarge" });
    });

    it("answers 400 to a body that is no form and 503 when the database is down", async () => {
      const garbage = await send(
        contactAction,
        post("/contact-us", "hello", { "content-type": "text/plain" }),
        {},
        db,
      );
      expect(garbage.status).toBe(400);
      expect(garbage.failure?.formError).toEqual({ key: "forms.error.unreadable" });
      const down = await send(contactAction, post("/contact-us", form(validMessage)), {}, null);
      expect(down.status).toBe(503);
      expect(down.failure?.formError).toEqual({ key: "forms.error.unavailable" });
      // The visitor's text survives, to be sent again later.
      expect(down.failure?.values.message).toBe(validMessage.message);
    });
  });

  describe("rate limit", () => {
    const address = "192.0.2.77";
    const fromAddress = (pathname: string, fields: Record<string, string>) =>
      post(pathname, form(fields), { "x-corerank-client-ip": address });

    it("accepts five messages per address in ten minutes, refuses the sixth with 429, per form", async () => {
      const before = await countOf(contactMessages);
      for (let i = 0; i < 5; i++) {
        const ok = await send(contactAction, fromAddress("/contact-us", validMessage), {}, db);
        expect(ok.status).toBe(303);
      }
      const refused = await send(contactAction, fromAddress("/contact-us", validMessage), {}, db);
      expect(refused.status).toBe(429);
      expect(refused.failure?.formError).toEqual({
        key: "forms.error.rateLimited",
        vars: { max: 5, minutes: 10 },
      });
      expect(await countOf(contactMessages)).toBe(before + 5);
      // Other addresses, and other forms from this address, are not affected.
      expect(
        (await send(contactAction, post("/contact-us", form(validMessage)), {}, db)).status,
      ).toBe(303);
      expect((await send(issueAction, fromAddress("/contact", validReport), {}, db)).status).toBe(
        303,
      );
    });

    it("accepts the address again once its messages have left the window, forgetting the old ones", async () => {
      const hash = addressHash(address);
      await db
        .update(formRateLimitHits)
        .set({ createdAt: sql`now() - interval '11 minutes'` })
        .where(eq(formRateLimitHits.addressHash, hash));
      const again = await send(contactAction, fromAddress("/contact-us", validMessage), {}, db);
      expect(again.status).toBe(303);
      const kept = await db
        .select({ kind: formRateLimitHits.kind })
        .from(formRateLimitHits)
        .where(eq(formRateLimitHits.addressHash, hash));
      expect(kept).toEqual([{ kind: "contact" }]);
      // Only hashes are stored, never the address itself.
      const [stored] = await db
        .select({ n: count() })
        .from(formRateLimitHits)
        .where(eq(formRateLimitHits.addressHash, address));
      expect(stored!.n).toBe(0);
    });
  });

  describe("atomic limits, control characters and upload quotas (issue 11)", () => {
    const from = (address: string) => ({ "x-corerank-client-ip": address });

    it("stores at most five of 30 parallel posts from one address, refusing the rest with 429", async () => {
      const address = "192.0.2.88";
      const messagesBefore = await countOf(contactMessages);
      const submissionsBefore = await countOf(benchmarkSubmissions);
      const answers = await Promise.all([
        ...Array.from({ length: 30 }, () =>
          send(contactAction, post("/contact-us", form(validMessage), from(address)), {}, db),
        ),
        ...Array.from({ length: 30 }, () =>
          send(
            benchmarkAction,
            post("/submit-benchmark", form(validBenchmark), from(address)),
            {},
            db,
          ),
        ),
      ]);
      expect(await countOf(contactMessages)).toBe(messagesBefore + 5);
      expect(await countOf(benchmarkSubmissions)).toBe(submissionsBefore + 5);
      expect(answers.filter((a) => a.status === 303)).toHaveLength(10);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(50);
      for (const refused of answers.filter((a) => a.status === 429))
        expect(refused.failure?.formError?.key).toBe("forms.error.rateLimited");
    });

    it("counts inside the storing transaction: of 30 parallel stores for one address, five succeed", async () => {
      const sender = { language: "en" as const, addressHash: addressHash("192.0.2.89") };
      const input = { name: "A", email: "a@example.com", subject: "S", message: "M" };
      const results = await Promise.allSettled(
        Array.from({ length: 30 }, () => saveContactMessage(db, input, sender)),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
      for (const result of results)
        if (result.status === "rejected") {
          expect(result.reason).toBeInstanceOf(FormRefusedError);
          expect((result.reason as FormRefusedError).status).toBe(429);
        }
    });

    it("refuses a NUL or control character in every visitor form field with 400 naming it, storing nothing", async () => {
      const before = [
        await countOf(contactMessages),
        await countOf(issueReports),
        await countOf(benchmarkSubmissions),
      ];
      const forms: [Action, string, Record<string, string>][] = [
        [contactAction, "/contact-us", validMessage],
        [issueAction, "/contact", validReport],
        [benchmarkAction, "/submit-benchmark", validBenchmark],
      ];
      for (const [action, pathname, valid] of forms)
        for (const field of Object.keys(valid).filter((f) => f !== "website"))
          for (const [character, code] of [
            ["\u0000", "U+0000"],
            ["\u001b", "U+001B"],
          ] as const) {
            const answer = await send(
              action,
              post(pathname, form({ ...valid, [field]: `${valid[field]}${character}x` })),
              {},
              db,
            );
            expect(answer.status, `${pathname} ${field}`).toBe(400);
            expect(answer.failure?.fieldErrors[field], `${pathname} ${field}`).toEqual({
              key: "forms.error.controlCharacter",
              vars: { character: code },
            });
          }
      expect([
        await countOf(contactMessages),
        await countOf(issueReports),
        await countOf(benchmarkSubmissions),
      ]).toEqual(before);
      // Line breaks are text in a message, not in a subject.
      const lines = await send(
        contactAction,
        post("/contact-us", form({ ...validMessage, message: "Line one\r\nLine two\tend" })),
        {},
        db,
      );
      expect(lines.status).toBe(303);
      const subject = await send(
        contactAction,
        post("/contact-us", form({ ...validMessage, subject: "Two\nlines" })),
        {},
        db,
      );
      // (Forms send line breaks as CR LF, so the first one found is U+000D.)
      expect(subject.failure?.fieldErrors.subject?.key).toBe("forms.error.controlCharacter");
    });

    it("refuses screenshots past the site's quota (507) and past an address's daily allowance (413)", async () => {
      const storedBytes = async () =>
        Number(
          (
            await db.select({ n: sum(submissionScreenshots.sizeBytes) }).from(submissionScreenshots)
          )[0]!.n ?? 0,
        );
      const submissionsBefore = await countOf(benchmarkSubmissions);
      try {
        process.env.UPLOAD_QUOTA_BYTES = String((await storedBytes()) + PNG.length - 1);
        const full = await send(
          benchmarkAction,
          post("/submit-benchmark", form(validBenchmark, [png("a.png")])),
          {},
          db,
        );
        expect(full.status).toBe(507);
        expect(full.failure?.formError).toEqual({ key: "forms.error.uploadQuota" });
        expect(await countOf(benchmarkSubmissions)).toBe(submissionsBefore);
        // Without screenshots the result is still accepted.
        const plain = await send(
          benchmarkAction,
          post("/submit-benchmark", form(validBenchmark)),
          {},
          db,
        );
        expect(plain.status).toBe(303);
        delete process.env.UPLOAD_QUOTA_BYTES;

        process.env.UPLOAD_ADDRESS_DAILY_BYTES = String(PNG.length * 2);
        const address = "192.0.2.90";
        const two = await send(
          benchmarkAction,
          post(
            "/submit-benchmark",
            form(validBenchmark, [png("a.png"), png("b.png")]),
            from(address),
          ),
          {},
          db,
        );
        expect(two.status).toBe(303);
        const third = await send(
          benchmarkAction,
          post("/submit-benchmark", form(validBenchmark, [png("c.png")]), from(address)),
          {},
          db,
        );
        expect(third.status).toBe(413);
        expect(third.failure?.formError).toEqual({
          key: "forms.error.uploadAddressQuota",
          vars: { used: 1, max: 1 },
        });
        expect(await countOf(benchmarkSubmissions)).toBe(submissionsBefore + 2);
        // The allowance is per day: yesterday's usage is forgotten (and deleted).
        const hash = addressHash(address);
        await db
          .update(uploadUsage)
          .set({ day: sql`current_date - 1` })
          .where(eq(uploadUsage.addressHash, hash));
        const nextDay = await send(
          benchmarkAction,
          post("/submit-benchmark", form(validBenchmark, [png("d.png")]), from(address)),
          {},
          db,
        );
        expect(nextDay.status).toBe(303);
        expect(
          await db
            .select({ bytes: uploadUsage.bytes })
            .from(uploadUsage)
            .where(eq(uploadUsage.addressHash, hash)),
        ).toEqual([{ bytes: PNG.length }]);
      } finally {
        delete process.env.UPLOAD_QUOTA_BYTES;
        delete process.env.UPLOAD_ADDRESS_DAILY_BYTES;
      }
    });

    it("frees the quota when submissions are rejected or revoked: a full site takes uploads again", async () => {
      const storedBytes = async () =>
        Number(
          (
            await db.select({ n: sum(submissionScreenshots.sizeBytes) }).from(submissionScreenshots)
          )[0]!.n ?? 0,
        );
      const upload = (address: string, names: string[]) =>
        send(
          benchmarkAction,
          post("/submit-benchmark", form(validBenchmark, names.map(png)), from(address)),
          {},
          db,
        );
      const latestId = async () =>
        (
          await db
            .select({ id: benchmarkSubmissions.id })
            .from(benchmarkSubmissions)
            .orderBy(sql`${benchmarkSubmissions.id} desc`)
            .limit(1)
        )[0]!.id;
      const start = await storedBytes();
      try {
        // Room for exactly four more screenshots.
        process.env.UPLOAD_QUOTA_BYTES = String(start + 4 * PNG.length);
        expect((await upload("192.0.2.120", ["a.png", "b.png"])).status).toBe(303);
        const first = await latestId();
        expect((await upload("192.0.2.121", ["c.png", "d.png"])).status).toBe(303);
        const second = await latestId();
        const full = await upload("192.0.2.122", ["e.png"]);
        expect(full.status).toBe(507);
        expect(full.failure?.formError).toEqual({ key: "forms.error.uploadQuota" });

        // Rejecting one and revoking the other (approved first) delete their screenshots.
        await rejectSubmission(db, first, "admin-1", "Junk upload.");
        await approveSubmission(db, second, "admin-1");
        await revokeSubmission(db, second, "Junk after all.");
        expect(await storedBytes()).toBe(start);
        for (const id of [first, second]) {
          // The record stays, without its screenshots.
          expect((await getSubmission(db, id))?.screenshots).toEqual([]);
        }
        // The visitor refused before can upload again.
        expect((await upload("192.0.2.122", ["e.png", "f.png"])).status).toBe(303);
        expect(await storedBytes()).toBe(start + 2 * PNG.length);
      } finally {
        delete process.env.UPLOAD_QUOTA_BYTES;
      }
    });

    it("sweeps pieces of interrupted uploads once nothing has been written to them for a while", async () => {
      const pending = (name: string, minutesAgo: number) =>
        db
          .insert(submissionScreenshots)
          .values({
            submissionId: null,
            storedName: name,
            originalName: "cut.png",
            mimeType: "image/png",
            sizeBytes: 1000,
            createdAt: sql`now() - make_interval(mins => 120)`,
            lastWrittenAt: sql`now() - make_interval(mins => ${minutesAgo})`,
          })
          .returning({ id: submissionScreenshots.id });
      const [stale] = await pending(`${"a".repeat(32)}.png`, ABANDONED_UPLOAD_MINUTES + 1);
      // Started long ago but still being written: a slow upload that is alive.
      const [alive] = await pending(`${"b".repeat(32)}.png`, 1);
      expect(await sweepAbandonedUploads(db)).toEqual({ screenshots: 1, bytes: 1000 });
      const left = await db
        .select({ id: submissionScreenshots.id })
        .from(submissionScreenshots)
        .where(isNull(submissionScreenshots.submissionId));
      expect(left.map((r) => r.id)).toContain(alive!.id);
      expect(left.map((r) => r.id)).not.toContain(stale!.id);
      await db.delete(submissionScreenshots).where(eq(submissionScreenshots.id, alive!.id));
    });

    it("checks the quotas before storing, and checks the allowance again atomically", async () => {
      const hash = addressHash("192.0.2.91");
      expect(await checkUploadQuota(db, hash, 0)).toBeNull();
      expect(await checkUploadQuota(db, hash, 1024)).toBeNull();
      process.env.UPLOAD_QUOTA_BYTES = "1";
      try {
        expect((await checkUploadQuota(db, hash, 1024))?.status).toBe(507);
      } finally {
        delete process.env.UPLOAD_QUOTA_BYTES;
      }
      process.env.UPLOAD_ADDRESS_DAILY_BYTES = "1000";
      try {
        const results = await Promise.allSettled(
          Array.from({ length: 4 }, () =>
            db.transaction((tx) => recordSubmission(tx, "benchmark", hash, 400)),
          ),
        );
        expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
        expect((await checkUploadQuota(db, hash, 400))?.status).toBe(413);
      } finally {
        delete process.env.UPLOAD_ADDRESS_DAILY_BYTES;
      }
    });
  });

  describe("moderation", () => {
    async function submit(fields: Partial<typeof validBenchmark>, files: File[] = []) {
      const answer = await send(
        benchmarkAction,
        post("/submit-benchmark", form({ ...validBenchmark, ...fields }, files)),
        {},
        db,
      );
      expect(answer.status).toBe(303);
      const [latest] = await db
        .select({ id: benchmarkSubmissions.id })
        .from(benchmarkSubmissions)
        .orderBy(sql`${benchmarkSubmissions.id} desc`)
        .limit(1);
      return latest!.id;
    }

    it("lists pending submissions with their screenshots and counts the queues", async () => {
      const id = await submit({ result: "40000" }, [png("one.png"), png("two.png")]);
      const pending = (await listSubmissions(db, "pending")).rows;
      expect(pending.find((s) => s.id === id)).toMatchObject({
        result: 40000,
        cpuName: PUBLISHED.name,
        screenshotCount: 2,
      });
      const detail = await getSubmission(db, id);
      expect(detail?.screenshots.map((s) => [s.originalName, s.mimeType])).toEqual([
        ["one.png", "image/png"],
        ["two.png", "image/png"],
      ]);
      expect(await getSubmission(db, 999_999)).toBeNull();
      const file = await screenshotContent(db, detail!.screenshots[0]!.id);
      expect(file?.mimeType).toBe("image/png");
      expect(Buffer.from(await new Response(file!.stream()).arrayBuffer())).toEqual(PNG);
      expect(await queueCounts(db)).toEqual({
        pendingSubmissions: pending.length,
        openReports: await countOpen(issueReports),
        openMessages: await countOpen(contactMessages),
      });
    });

    async function countOpen(table: typeof issueReports | typeof contactMessages) {
      return (await db.select({ n: count() }).from(table).where(eq(table.status, "open")))[0]!.n;
    }

    const today = () => new Date().toISOString().slice(0, 10);
    const shownOf = (cpuId: string, benchmark: BenchmarkId) =>
      getCatalog().byId.get(cpuId)!.scores[benchmark];
    const storedOverall = async (cpuId: string) =>
      (await db.select({ score: cpus.benchmarkScore }).from(cpus).where(eq(cpus.id, cpuId)))[0]
        ?.score;
    /** Every CPU's stored overall score, by id. */
    const storedOverallScores = async () =>
      Object.fromEntries(
        (await db.select({ id: cpus.id, score: cpus.benchmarkScore }).from(cpus)).map((r) => [
          r.id,
          r.score,
        ]),
      );
    const submissionRow = async (id: number) =>
      (await db.select().from(benchmarkSubmissions).where(eq(benchmarkSubmissions.id, id)))[0]!;

    it("approving adds a visitor result beside the published figure, which never moves", async () => {
      const before = shownOf(PUBLISHED.id, "geekbench-6-multi")!;
      expect(before).toMatchObject({ value: 14000, basis: "published", visitors: null });
      const id = await submit({ benchmarkName: "geekbench-6-multi", result: "15000" });
      const { resultId } = await approveSubmission(db, id, "admin-1");

      expect(shownOf(PUBLISHED.id, "geekbench-6-multi")).toEqual({
        value: 14000,
        basis: "published",
        published: before.published,
        visitors: { min: 15000, median: 15000, max: 15000, count: 1 },
      });
      expect(getCatalog().byId.get(PUBLISHED.id)!.benchmarkScore).toBe(14000);
      expect(await storedOverall(PUBLISHED.id)).toBe(14000);

      const [result] = await db
        .select()
        .from(benchmarkResults)
        .where(eq(benchmarkResults.id, resultId));
      expect(result).toMatchObject({
        cpuId: PUBLISHED.id,
        benchmark: "geekbench-6-multi",
        score: 15000,
        source: "visitor",
        statistic: "run",
        sampleCount: 1,
        recordedOn: today(),
        sourceName: null,
        sourceUrl: null,
      });
      const submission = await submissionRow(id);
      expect(submission).toMatchObject({ status: "approved", reviewedBy: "admin-1", resultId });
      expect(submission.reviewedAt).toBeInstanceOf(Date);

      // A second, far higher result widens the spread; the published figure still stands.
      await approveSubmission(
        db,
        await submit({ benchmarkName: "geekbench-6-multi", result: "17000" }),
        "admin-1",
      );
      expect(shownOf(PUBLISHED.id, "geekbench-6-multi")).toMatchObject({
        value: 14000,
        basis: "published",
        visitors: { min: 15000, median: 16000, max: 17000, count: 2 },
      });
      expect(await storedOverall(PUBLISHED.id)).toBe(14000);

      await expect(approveSubmission(db, id, "admin-1")).rejects.toMatchObject({
        code: "already-reviewed",
      });
      await expect(approveSubmission(db, 999_999, "admin-1")).rejects.toMatchObject({
        code: "not-found",
      });
    });

    it("a CPU without a published figure shows its visitors' median, which is then its overall score", async () => {
      expect(shownOf(UNPUBLISHED.id, "geekbench-6-multi")).toBeUndefined();
      expect(await storedOverall(UNPUBLISHED.id)).toBeNull();
      for (const result of ["10000", "20000", "12000"])
        await approveSubmission(
          db,
          await submit({ benchmarkName: "geekbench-6-multi", result, cpu: UNPUBLISHED.id }),
          "admin-1",
        );
      expect(shownOf(UNPUBLISHED.id, "geekbench-6-multi")).toEqual({
        value: 12000,
        basis: "visitor-median",
        published: null,
        visitors: { min: 10000, median: 12000, max: 20000, count: 3 },
      });
      expect(getCatalog().byId.get(UNPUBLISHED.id)!.benchmarkScore).toBe(12000);
      expect(await storedOverall(UNPUBLISHED.id)).toBe(12000);
    });

    it("revoking deletes the visitor result and leaves every figure exactly as before the approval", async () => {
      const catalogBefore = structuredClone(getCatalog().cpus);
      const overallBefore = await storedOverallScores();
      const resultsBefore = (await db.select({ n: count() }).from(benchmarkResults))[0]!.n;

      // One beside a published figure; one that gives a CPU its overall score (moving it up the
      // catalog's order); one that is the only result of a benchmark.
      const beside = await submit({ benchmarkName: "cinebench-r23-single", result: "1950" });
      const alone = await submit({
        benchmarkName: "geekbench-6-multi",
        result: "9000",
        cpu: NO_OVERALL.id,
      });
      const only = await submit({
        benchmarkName: "passmark-multi",
        result: "41000",
        cpu: UNPUBLISHED.id,
      });
      const { resultId } = await approveSubmission(db, beside, "admin-1");
      await approveSubmission(db, alone, "admin-1");
      await approveSubmission(db, only, "admin-1");
      expect(shownOf(UNPUBLISHED.id, "passmark-multi")).toMatchObject({
        value: 41000,
        basis: "visitor-median",
      });
      expect(await storedOverall(NO_OVERALL.id)).toBe(9000);
      expect(getCatalog().cpus).not.toEqual(catalogBefore);

      await expect(revokeSubmission(db, beside, "  ")).rejects.toMatchObject({
        code: "reason-required",
      });
      expect((await submissionRow(beside)).status).toBe("approved");

      await revokeSubmission(db, beside, " The screenshot shows another CPU. ");
      await revokeSubmission(db, alone, "Duplicate of an earlier run.");
      await revokeSubmission(db, only, "Overclocked, which the form did not say.");

      expect(getCatalog().cpus).toEqual(catalogBefore);
      expect(await storedOverallScores()).toEqual(overallBefore);
      expect((await db.select({ n: count() }).from(benchmarkResults))[0]!.n).toBe(resultsBefore);
      expect(
        await db.select().from(benchmarkResults).where(eq(benchmarkResults.id, resultId)),
      ).toEqual([]);
      const revoked = await submissionRow(beside);
      expect(revoked).toMatchObject({
        status: "revoked",
        resultId: null,
        revocationReason: "The screenshot shows another CPU.",
        reviewedBy: "admin-1",
      });
      expect(revoked.revokedAt).toBeInstanceOf(Date);
      expect((await listSubmissions(db, "revoked")).rows.map((s) => s.id)).toEqual(
        expect.arrayContaining([beside, alone, only]),
      );
      expect((await listSubmissions(db, "approved")).rows.map((s) => s.id)).not.toContain(beside);

      // Only an approved result can be revoked: not twice, not a pending one.
      await expect(revokeSubmission(db, beside, "Again.")).rejects.toMatchObject({
        code: "not-approved",
      });
      const pending = await submit({ result: "19500" });
      await expect(revokeSubmission(db, pending, "Not approved.")).rejects.toMatchObject({
        code: "not-approved",
      });
      await expect(revokeSubmission(db, 999_999, "None.")).rejects.toMatchObject({
        code: "not-found",
      });
      await rejectSubmission(db, pending, "admin-1", "Cleaning up.");
    });

    it("rejecting needs a reason, stores it and leaves the figures alone", async () => {
      const before = shownOf(PUBLISHED.id, "cinebench-r23-multi");
      const id = await submit({ result: "99999" });
      await expect(rejectSubmission(db, id, "admin-1", "   ")).rejects.toMatchObject({
        code: "reason-required",
      });
      await rejectSubmission(db, id, "admin-1", " The screenshot shows a different CPU. ");
      expect(await submissionRow(id)).toMatchObject({
        status: "rejected",
        rejectionReason: "The screenshot shows a different CPU.",
        reviewedBy: "admin-1",
        resultId: null,
      });
      expect(shownOf(PUBLISHED.id, "cinebench-r23-multi")).toEqual(before);
      await expect(approveSubmission(db, id, "admin-1")).rejects.toMatchObject({
        code: "already-reviewed",
      });
      expect((await listSubmissions(db, "rejected")).rows.map((s) => s.id)).toContain(id);
    });

    it("refuses to approve a submission whose CPU was deleted since, which can still be rejected", async () => {
      const id = await submit({ cpu: VANISHING_BEFORE_REVIEW.id });
      expect(await deleteCpu(db, VANISHING_BEFORE_REVIEW.id)).toBe(true);
      await expect(approveSubmission(db, id, "admin-1")).rejects.toMatchObject({
        code: "cpu-missing",
      });
      const detail = await getSubmission(db, id);
      expect(detail).toMatchObject({
        status: "pending",
        cpuId: null,
        cpuName: VANISHING_BEFORE_REVIEW.name,
      });
      await rejectSubmission(db, id, "admin-1", "The CPU is no longer listed.");
    });

    describe("review page and revoke action", () => {
      let adminCookie: string;
      let viewerCookie: string;

      /** What the browser would get from the route: status, redirect target and data. */
      async function call(
        fn: () => unknown,
        // The tests read whichever shape the route answers with.
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
      ): Promise<{ status: number; location: string | null; data: any }> {
        let value: unknown;
        try {
          value = await fn();
        } catch (thrown) {
          if (thrown instanceof Error) throw thrown;
          value = thrown;
        }
        if (value instanceof Response)
          return { status: value.status, location: value.headers.get("location"), data: null };
        if ((value as { type?: unknown } | null)?.type === "DataWithResponseInit") {
          const { data, init } = value as { data: unknown; init: ResponseInit | null };
          return { status: init?.status ?? 200, location: null, data };
        }
        return { status: 200, location: null, data: value };
      }
      const page = (id: number, cookie?: string) =>
        call(() =>
          submissionRoute.loader({
            request: new Request(`http://localhost/admin/submissions/${id}`, {
              headers: { "x-corerank-client-ip": nextAddress(), ...(cookie ? { cookie } : {}) },
            }),
            params: { submissionId: String(id) },
            context: { db },
          } as never),
        );
      const revoke = (id: number, reason: string, cookie?: string) =>
        call(() =>
          submissionRoute.action({
            request: post(
              `/admin/submissions/${id}`,
              new URLSearchParams({ intent: "revoke", reason }),
              {
                ...(cookie ? { cookie } : {}),
              },
            ),
            params: { submissionId: String(id) },
            context: { db },
          } as never),
        );

      async function signIn(email: string, password: string): Promise<string> {
        let outcome: unknown;
        try {
          outcome = await signInRoute.action({
            request: post(
              "/admin/sign-in",
              new URLSearchParams({ intent: "sign-in", email, password, next: "/admin" }),
            ),
            params: {},
            context: { db },
          } as never);
        } catch (thrown) {
          outcome = thrown;
        }
        expect(outcome).toBeInstanceOf(Response);
        expect((outcome as Response).status).toBe(302);
        return (outcome as Response).headers
          .getSetCookie()
          .map((cookie) => cookie.split(";")[0]!)
          .join("; ");
      }

      beforeAll(async () => {
        const admin = { email: "moderator@example.com", password: "amber-harbour-51-slate" };
        const viewer = { email: "onlooker@example.com", password: "quiet-meadow-27-basalt" };
        await createOrResetAccount(db, adminCreateCommand(admin.email, admin.password, "admin"));
        await createOrResetAccount(db, adminCreateCommand(viewer.email, viewer.password, "viewer"));
        adminCookie = await signIn(admin.email, admin.password);
        viewerCookie = await signIn(viewer.email, viewer.password);
      });

      it("shows the current published figure beside the result and flags one more than 20% away", async () => {
        const outlier = await submit({ benchmarkName: "cinebench-r23-multi", result: "25000" });
        const flagged = await page(outlier, adminCookie);
        expect(flagged.status).toBe(200);
        expect(flagged.data.review).toMatchObject({
          current: {
            value: 19000,
            basis: "published",
            sourceName: "Fixture Benchmark Chart",
            sourceUrl: "https://example.com/charts/19000",
            recordedOn: "2026-03-01",
          },
        });
        expect(flagged.data.review.differencePercent).toBeCloseTo(31.58, 2);
        expect(flagged.data.review.flags).toEqual([
          expect.stringMatching(/^\+31\.6% from the current published figure .*more than 20% away/),
        ]);

        const fitting = await submit({ benchmarkName: "cinebench-r23-multi", result: "20000" });
        expect((await page(fitting, adminCookie)).data.review.flags).toEqual([]);

        // A single-core result above the CPU's multi-core figure is inconsistent, however close.
        const inconsistent = await submit({
          benchmarkName: "geekbench-6-single",
          result: "14500",
        });
        const flags: string[] = (await page(inconsistent, adminCookie)).data.review.flags;
        expect(flags).toHaveLength(2);
        expect(flags[1]).toBe(
          "Single-core (14,500 points) above multi-core (14,000 points): Geekbench 6 Single-Core cannot exceed Geekbench 6 Multi-Core.",
        );
        for (const id of [outlier, fitting, inconsistent])
          await rejectSubmission(db, id, "admin-1", "Reviewed in a test.");
      });

      it("says when the CPU has no figure yet, and compares an approved result without itself", async () => {
        const id = await submit({
          benchmarkName: "geekbench-5-single",
          result: "1700",
          cpu: UNPUBLISHED.id,
        });
        const pending = await page(id, adminCookie);
        expect(pending.data.review).toEqual({ current: null, differencePercent: null, flags: [] });
        await approveSubmission(db, id, "admin-1");
        expect(shownOf(UNPUBLISHED.id, "geekbench-5-single")?.value).toBe(1700);
        expect((await page(id, adminCookie)).data.review.current).toBeNull();
        await revokeSubmission(db, id, "Test clean-up.");
      });

      it("revokes for an admin only: signed out 401, a viewer 403, and nothing changes", async () => {
        const id = await submit({ benchmarkName: "geekbench-6-multi", result: "14500" });
        await approveSubmission(db, id, "admin-1");
        const catalog = structuredClone(getCatalog().cpus);
        const approved = await submissionRow(id);

        expect((await revoke(id, "Not mine to revoke.")).status).toBe(401);
        expect((await revoke(id, "Not mine to revoke.", viewerCookie)).status).toBe(403);
        expect(await submissionRow(id)).toEqual(approved);
        expect(
          await db
            .select({ id: benchmarkResults.id })
            .from(benchmarkResults)
            .where(eq(benchmarkResults.id, approved.resultId!)),
        ).toHaveLength(1);
        expect(getCatalog().cpus).toEqual(catalog);

        const noReason = await revoke(id, " ", adminCookie);
        expect(noReason.status).toBe(400);
        expect(noReason.data).toMatchObject({ field: "reason" });
        expect(await submissionRow(id)).toEqual(approved);

        const done = await revoke(id, "Screenshot edited.", adminCookie);
        expect(done).toMatchObject({
          status: 302,
          location: `/admin/submissions?status=revoked&reviewed=${id}&outcome=revoked`,
        });
        expect(await submissionRow(id)).toMatchObject({
          status: "revoked",
          revocationReason: "Screenshot edited.",
        });
        expect(shownOf(PUBLISHED.id, "geekbench-6-multi")?.visitors?.count).toBe(
          catalog.find((c) => c.id === PUBLISHED.id)!.scores["geekbench-6-multi"]!.visitors!.count -
            1,
        );
        const again = await revoke(id, "Screenshot edited.", adminCookie);
        expect(again.status).toBe(409);
        expect(again.data.message).toMatch(/only an approved result can be revoked/);
      });
    });

    it("resolves issue reports and contact messages", async () => {
      const [report] = (await listReports(db, "open")).rows;
      expect(report).toBeDefined();
      expect(await resolveReport(db, report!.id)).toBe(true);
      expect((await listReports(db, "open")).rows.map((r) => r.id)).not.toContain(report!.id);
      const resolved = (await listReports(db, "resolved")).rows.find((r) => r.id === report!.id);
      expect(resolved?.status).toBe("resolved");
      expect(resolved?.resolvedAt).toBeInstanceOf(Date);
      expect(await resolveReport(db, 999_999)).toBe(false);

      const [message] = (await listMessages(db)).rows;
      expect(message).toBeDefined();
      expect(await resolveMessage(db, message!.id)).toBe(true);
      expect((await listMessages(db, "resolved")).rows.map((m) => m.id)).toContain(message!.id);
      expect((await listMessages(db, "open")).rows.map((m) => m.id)).not.toContain(message!.id);
      expect(await resolveMessage(db, 999_999)).toBe(false);
    });
  });

  describe("screenshot route", () => {
    /** Request headers: a session cookie, or an API token (which this page does not take). */
    type Credential = { cookie: string } | { authorization: string };
    const sessions: { admin?: Credential; viewer?: Credential } = {};
    async function sessionOf(email: string, password: string, role: "admin" | "viewer") {
      await createOrResetAccount(db, adminCreateCommand(email, password, role));
      const outcome = (await signInRoute.action({
        request: post(
          "/admin/sign-in",
          new URLSearchParams({ intent: "sign-in", email, password, next: "/admin" }),
        ),
        params: {},
        context: { db },
      } as never)) as Response;
      const cookie = outcome.headers
        .getSetCookie()
        .map((c) => c.split(";")[0]!)
        .join("; ");
      return { cookie };
    }
    beforeAll(async () => {
      sessions.admin = await sessionOf("shots@example.com", "copper-lantern-83-fjord", "admin");
      sessions.viewer = await sessionOf("peek@example.com", "silver-willow-46-dune", "viewer");
    });

    async function fetchScreenshot(
      id: string,
      credential?: Credential,
      useDb: Database | null = db,
    ) {
      const request = new Request(`http://localhost/admin/screenshots/${id}`, {
        headers: { "x-corerank-client-ip": nextAddress(), ...credential },
      });
      return screenshotLoader({
        request,
        params: { screenshotId: id },
        context: { db: useDb },
      } as never);
    }

    it("serves the bytes with their type to an admin only, never cached or sniffed", async () => {
      const [shot] = await db.select().from(submissionScreenshots).limit(1);
      const id = String(shot!.id);
      expect((await fetchScreenshot(id)).status).toBe(401);
      expect((await fetchScreenshot(id, sessions.viewer)).status).toBe(403);
      // Signed-in admins only: an API token, even an admin's, is for the API.
      expect((await fetchScreenshot(id, { authorization: `Bearer ${adminToken}` })).status).toBe(
        401,
      );
      const response = await fetchScreenshot(id, sessions.admin);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(shot!.mimeType);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-disposition")).toBe("inline");
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.byteLength).toBe(shot!.sizeBytes);
      expect(body.subarray(0, 8)).toEqual(PNG.subarray(0, 8));
      expect((await fetchScreenshot("999999", sessions.admin)).status).toBe(404);
      expect((await fetchScreenshot("../secret", sessions.admin)).status).toBe(404);
      expect((await fetchScreenshot(id, sessions.admin, null)).status).toBe(503);
    });
  });
});
