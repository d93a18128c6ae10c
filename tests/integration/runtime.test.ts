import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DataDirLockedError, lockFileContent } from "~/db/data-dir-lock.server";
import { referenceData } from "~/db/reference-data";
import { getCatalog } from "~/modules/catalog/catalog.server";
import { FALLBACK_CPU_IDS } from "~/modules/catalog/fallback-cpus";
import { checkHealth, startRuntime } from "~/runtime.server";
import { buildServerMain } from "../../server/build-main";
import { testDatabases } from "../support/test-databases";

function capturingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const log = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

describe("start-up", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "corerank-runtime-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("serves the built-in fallback list when the database cannot be reached", async () => {
    const { log, lines } = capturingLogger();
    const runtime = await startRuntime(
      { kind: "postgres", url: "postgres://postgres@127.0.0.1:1/none" },
      log,
    );
    expect(
      lines.some((l) => l.msg === "Failed to load CPUs from database, using static data"),
    ).toBe(true);
    const catalog = getCatalog();
    expect(catalog.source).toBe("fallback");
    expect(catalog.cpus.map((c) => c.id).sort()).toEqual([...FALLBACK_CPU_IDS].sort());
    const [first, second, third] = FALLBACK_CPU_IDS.map((id) => catalog.byId.get(id)!);
    // The first two carry full detail; the others only the spec's basic fields, with nothing
    // filled in from defaults, and the Geekbench 6 multi-core figure that orders them.
    expect(first?.l3Cache).toBe(64);
    expect(second?.l3Cache).toBe(36);
    expect(third?.l3Cache).toBeNull();
    expect(third?.scores["geekbench-6-multi"]?.published?.sourceName).toBe(
      "Geekbench Browser (Primate Labs)",
    );
    expect(third?.scores["geekbench-6-single"]).toBeUndefined();
    expect(await checkHealth(runtime)).toEqual({
      status: 503,
      // Says what is wrong.
      body: {
        db: "postgres",
        error: expect.stringMatching(/^database unreachable: .*ECONNREFUSED/),
      },
    });
    await runtime.close();
  });

  it("opens the embedded database in DATA_DIR, seeds it, and reports its health", async () => {
    const { log, lines } = capturingLogger();
    const runtime = await startRuntime(
      { kind: "pglite", dataDir: path.join(dataDir, "pglite") },
      log,
    );
    expect(lines.some((l) => l.msg.startsWith("Using embedded PGlite database"))).toBe(true);
    expect(getCatalog().source).toBe("database");
    const health = await checkHealth(runtime);
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ db: "pglite", cpus: getCatalog().cpus.length });
    expect(getCatalog().cpus.length).toBeGreaterThanOrEqual(150);
    await runtime.close();
  });

  describe("the production build's first-start process", () => {
    // The script as `npm run build` compiles it beside the server's main.js, in the checkout
    // (it imports its packages from node_modules; build-*/ is ignored by git).
    const buildDir = mkdtempSync(path.resolve("build-first-start-"));
    const firstStartScript = path.join(buildDir, "first-start.js");
    beforeAll(() => buildServerMain(buildDir));
    afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

    it("creates, migrates and seeds a new embedded database", async () => {
      const newDataDir = mkdtempSync(path.join(tmpdir(), "corerank-first-start-data-"));
      const target = { kind: "pglite" as const, dataDir: path.join(newDataDir, "pglite") };
      try {
        const { log, lines } = capturingLogger();
        const runtime = await startRuntime(target, log, { firstStartScript });
        try {
          // The child seeded the shipped dataset; the server says so and serves it.
          const seeded = lines.find((l) => l.msg.startsWith("Seeded "));
          expect(seeded?.msg).toMatch(
            /^Seeded \d{4} reference CPUs with \d{4} benchmark results in a process of its own$/,
          );
          expect(getCatalog().source).toBe("database");
          expect(`Seeded ${getCatalog().cpus.length} reference CPUs`).toBe(
            seeded?.msg.split(" with ")[0],
          );
          expect(getCatalog().byId.get("amd-ryzen-9-9950x")?.cores).toBe(16);
        } finally {
          await runtime.close();
        }
        // A restart finds the database seeded: nothing is seeded again.
        const again = capturingLogger();
        const restarted = await startRuntime(target, again.log, { firstStartScript });
        expect(again.lines.some((l) => l.msg.startsWith("Seeded "))).toBe(false);
        expect(getCatalog().source).toBe("database");
        await restarted.close();
      } finally {
        rmSync(newDataDir, { recursive: true, force: true });
      }
    });

    it("names the dataset file it could not read when SEED_DATA_DIR is wrong", async () => {
      const newDataDir = mkdtempSync(path.join(tmpdir(), "corerank-first-start-data-"));
      const missing = path.join(newDataDir, "no-seed-data");
      // This process's fallback list reads the dataset before SEED_DATA_DIR points nowhere; the
      // child, which reads the server's environment, finds nothing.
      referenceData();
      process.env.SEED_DATA_DIR = missing;
      try {
        const { log, lines } = capturingLogger();
        const runtime = await startRuntime(
          { kind: "pglite", dataDir: path.join(newDataDir, "pglite") },
          log,
          { firstStartScript },
        );
        const failure = lines.find(
          (l) => l.msg === "Failed to load CPUs from database, using static data",
        ) as { err?: { message?: string } } | undefined;
        expect(failure?.err?.message).toContain("Could not create the embedded database in");
        expect(failure?.err?.message).toContain(path.join(missing, "cpus/amd-desktop.json"));
        expect(getCatalog().source).toBe("fallback");
        await runtime.close();
      } finally {
        delete process.env.SEED_DATA_DIR;
        rmSync(newDataDir, { recursive: true, force: true });
      }
    });
  });

  it("says why a new embedded database could not be created when the first-start process fails", async () => {
    const scriptDir = mkdtempSync(path.join(tmpdir(), "corerank-first-start-"));
    const newDataDir = mkdtempSync(path.join(tmpdir(), "corerank-first-start-data-"));
    try {
      const script = path.join(scriptDir, "first-start.js");
      writeFileSync(script, 'console.error("disk full"); process.exit(1);');
      const { log, lines } = capturingLogger();
      const runtime = await startRuntime(
        { kind: "pglite", dataDir: path.join(newDataDir, "pglite") },
        log,
        {
          firstStartScript: script,
        },
      );
      const failure = lines.find(
        (l) => l.msg === "Failed to load CPUs from database, using static data",
      ) as { err?: { message?: string } } | undefined;
      expect(failure?.err?.message).toMatch(
        /^Could not create the embedded database in .*pglite: disk full/,
      );
      expect(getCatalog().source).toBe("fallback");
      expect((await checkHealth(runtime)).status).toBe(503);
      await runtime.close();
    } finally {
      rmSync(scriptDir, { recursive: true, force: true });
      rmSync(newDataDir, { recursive: true, force: true });
    }
  });

  it("refuses to open an embedded database that another live process holds, and takes over a stale lock", async () => {
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    const lockFile = path.join(dataDir, "corerank.lock");
    try {
      await once(holder, "spawn");
      const startTime = readFileSync(`/proc/${holder.pid}/stat`, "utf8")
        .slice(readFileSync(`/proc/${holder.pid}/stat`, "utf8").lastIndexOf(")") + 2)
        .split(" ")[19]!;
      writeFileSync(lockFile, lockFileContent({ pid: holder.pid!, startTime }));
      await expect(
        startRuntime({ kind: "pglite", dataDir: path.join(dataDir, "pglite") }),
      ).rejects.toThrow(DataDirLockedError);
      // The same pid started at another time is another program (a reused pid): not a holder.
      writeFileSync(lockFile, lockFileContent({ pid: holder.pid!, startTime: "1" }));
      const runtime = await startRuntime({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
      expect(readFileSync(lockFile, "utf8").split(" ")[0]).toBe(String(process.pid));
      expect(statSync(lockFile).mode & 0o777).toBe(0o600);
      await runtime.close();
    } finally {
      holder.kill();
      await once(holder, "exit");
    }
    // A lock left by a process that has exited is taken over.
    writeFileSync(lockFile, lockFileContent({ pid: holder.pid!, startTime: null }));
    const runtime = await startRuntime({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    expect(getCatalog().source).toBe("database");
    await runtime.close();
    expect(existsSync(lockFile)).toBe(false);
  });
});

describe.each(testDatabases)("start-up on $name", ({ name, create }) => {
  it("migrates and seeds an empty database, then reports its kind and CPU count", async () => {
    const { target, drop } = await create();
    const runtime = await startRuntime(target, capturingLogger().log);
    try {
      expect(getCatalog().source).toBe("database");
      expect(await checkHealth(runtime)).toEqual({
        status: 200,
        body: { db: name, cpus: getCatalog().cpus.length },
      });
      expect(getCatalog().cpus.length).toBeGreaterThanOrEqual(150);
    } finally {
      await runtime.close();
      await drop();
    }
  });
});
