// Two server processes (`node server/index.js` on a production build) on one fresh PostgreSQL
// database (on TEST_DATABASE_URL's server; skipped when it is unset): one truth across
// processes (docs/decisions/012). A rename on one shows on the other's cached page within 2 s,
// a screenshot sent to one opens on the other for an admin, a sign-in on one is valid on the
// other, and the form rate limit counts across both. Each warms its pages after start.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrResetAccount } from "~/modules/auth/accounts.server";
import { hashApiToken } from "~/modules/auth/api-tokens.server";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { RATE_LIMIT_MAX } from "~/modules/submissions/submission-forms";
import { adminCreateCommand } from "../support/account-command";
import { serverBuild, startServer, within, type ServerProcess } from "../support/server-processes";
import { testDatabases } from "../support/test-databases";

const postgres = testDatabases.find((d) => d.name === "postgres");
const TOKEN = "crk_multi-process-admin-token";
const ADMIN = { email: "multi@example.com", password: "granite-orchard-62-tide" };
/** A PNG's signature and a little more: what the form checks the type by. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(3000, 7),
]);

describe.skipIf(!postgres)("two processes on one PostgreSQL database", () => {
  let build: ReturnType<typeof serverBuild>;
  let drop: () => Promise<void>;
  let handle: DatabaseHandle;
  let a: ServerProcess;
  let b: ServerProcess;
  const timings: Record<string, number> = {};

  const cpuBody = (id: string, name: string) => ({
    id,
    name,
    brand: "AMD",
    type: "Desktop",
    cores: 8,
    threads: 16,
    baseFreq: 3.6,
    boostFreq: 5,
    tdp: 105,
    socket: "AM5",
    specSource: { name: "Fixture", url: `https://example.com/${id}`, date: "2026-02-01" },
    scores: {},
  });

  async function signIn(server: ServerProcess): Promise<string> {
    const response = await fetch(`${server.url}/admin/sign-in`, {
      method: "POST",
      headers: { origin: server.url },
      body: new URLSearchParams({ intent: "sign-in", ...ADMIN, next: "/admin" }),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    return response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .join("; ");
  }

  beforeAll(async () => {
    build = serverBuild();
    const created = await postgres!.create();
    drop = created.drop;
    const url = (created.target as { url: string }).url;
    // Info level: its log says how the warm-up went (server/warm-up.ts).
    a = await startServer({
      buildDir: build.dir,
      port: 3610,
      databaseUrl: url,
      env: { LOG_LEVEL: "info" },
    });
    b = await startServer({ buildDir: build.dir, port: 3611, databaseUrl: url });
    handle = await openDatabase(created.target);
    await createOrResetAccount(handle.db, adminCreateCommand(ADMIN.email, ADMIN.password, "admin"));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(
      `insert into api_tokens (name, token_hash, user_id) select 't', $1, id from "user" where email = $2`,
      [hashApiToken(TOKEN), ADMIN.email],
    );
    await client.end();
  }, 180_000);

  afterAll(async () => {
    expect(await a?.stop()).toBe(0);
    expect(await b?.stop()).toBe(0);
    await handle?.close();
    await drop?.();
    build?.remove();
    console.log(`Multi-process timings (ms): ${JSON.stringify(timings)}`);
  });

  it("after a start, a process renders every page type in every language once, all of them without an error", async () => {
    const warmUp = /Warm-up: rendered (\d+) of (\d+) pages/;
    await within(30_000, async () => warmUp.test(a.output()));
    const [, rendered, planned] = warmUp.exec(a.output())!;
    expect(Number(planned)).toBe(2 * 6 * 7);
    expect(rendered).toBe(planned);
    expect(a.output()).not.toContain("A warm-up render failed");
  });

  it("a CPU added and renamed through one process shows on the other's cached page within 2 s", async () => {
    const id = "amd-multi-process-fixture";
    const write = (method: "POST" | "PUT", path: string, name: string) =>
      fetch(`${a.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
        body: JSON.stringify(cpuBody(id, name)),
      });
    expect((await write("POST", "/api/cpus", "Fixture Before Rename")).status).toBe(201);
    const page = () => fetch(`${b.url}/cpus/${id}`).then((r) => r.text());
    timings["added on A, shown on B"] = Math.round(
      await within(2000, async () => (await page()).includes("Fixture Before Rename")),
    );
    // B's page is now in its page cache.
    expect(await page()).toContain("Fixture Before Rename");
    expect((await write("PUT", `/api/cpus/${id}`, "Fixture After Rename")).status).toBe(200);
    const took = await within(2000, async () => (await page()).includes("Fixture After Rename"));
    timings["renamed on A, B's cached page shows it"] = Math.round(took);
    const onB = await fetch(`${b.url}/api/cpus/${id}`).then((r) => r.json());
    expect(onB.name).toBe("Fixture After Rename");
  });

  it("a screenshot sent to one process opens on the other for an admin", async () => {
    const [cpu] = (await (await fetch(`${a.url}/api/cpus`)).json()) as { id: string }[];
    const form = new FormData();
    for (const [name, value] of Object.entries({
      benchmarkName: "cinebench-r23-multi",
      result: "38123",
      cpu: cpu!.id,
      ram: "32 GB DDR5-6000",
      motherboard: "ASUS ROG Strix X670E-E",
      storage: "",
      gpu: "",
      website: "",
    }))
      form.append(name, value);
    form.append("screenshots", new File([PNG], "run.png", { type: "image/png" }));
    const sent = await fetch(`${a.url}/submit-benchmark`, {
      method: "POST",
      headers: { origin: a.url },
      body: form,
      redirect: "manual",
    });
    expect(sent.status).toBe(303);
    const shots = await handle.db.query.submissionScreenshots.findMany();
    expect(shots).toHaveLength(1);
    const shotUrl = `/admin/screenshots/${shots[0]!.id}`;
    expect((await fetch(`${b.url}${shotUrl}`)).status).toBe(401);
    const cookie = await signIn(b);
    const opened = await fetch(`${b.url}${shotUrl}`, { headers: { cookie } });
    expect(opened.status).toBe(200);
    expect(opened.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await opened.arrayBuffer())).toEqual(PNG);
  });

  it("a sign-in on one process is valid on the other", async () => {
    const cookie = await signIn(a);
    const onB = await fetch(`${b.url}/admin`, { headers: { cookie } });
    expect(onB.status).toBe(200);
    const html = await onB.text();
    expect(html).toContain(ADMIN.email);
    expect(html).not.toContain('name="password"');
  });

  it("the form rate limit counts the posts to both processes", async () => {
    const post = (server: ServerProcess) =>
      fetch(`${server.url}/contact-us`, {
        method: "POST",
        headers: { origin: server.url },
        body: new URLSearchParams({
          name: "Grace Hopper",
          email: "grace@example.com",
          subject: "Hello",
          message: "Counting across processes.",
          website: "",
        }),
        redirect: "manual",
      });
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT_MAX; i += 1) statuses.push((await post(i % 2 ? b : a)).status);
    expect(statuses).toEqual(Array(RATE_LIMIT_MAX).fill(303));
    expect((await post(a)).status).toBe(429);
    expect((await post(b)).status).toBe(429);
  });
});
