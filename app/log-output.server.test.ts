import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chooseLogFormat, createLogger } from "./log-output.server";

const TSX = path.resolve("node_modules/.bin/tsx");
// Two events through the app's own logger (app/logger.server.ts), as the server writes them.
const PROGRAM = [
  'import { logger } from "./app/logger.server.ts";',
  'logger.info({ port: 3000, host: "0.0.0.0" }, "CoreRank listening on http://localhost:3000");',
  'logger.error({ err: new Error("connection refused") }, "Failed to load CPUs from database");',
].join("\n");

/** Runs PROGRAM with standard output a pipe, or a terminal (util-linux `script`). */
function run(env: Record<string, string>, terminal: boolean): string[] {
  const command = terminal
    ? ["script", ["-qec", `${TSX} --eval '${PROGRAM.replace(/'/g, "'\\''")}'`, "/dev/null"]]
    : [TSX, ["--eval", PROGRAM]];
  const result = spawnSync(command[0] as string, command[1] as string[], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", NO_COLOR: "1", ...env },
    encoding: "utf8",
  });
  expect(result.stderr).toBe("");
  return result.stdout.split(/\r?\n/).filter((line) => line !== "");
}

function expectReadable(lines: string[]) {
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(
    /^\d\d:\d\d:\d\d\.\d{3} INFO {2}CoreRank listening on http:\/\/localhost:3000 port=3000 host=0\.0\.0\.0$/,
  );
  expect(lines[1]).toMatch(
    /^\d\d:\d\d:\d\d\.\d{3} ERROR Failed to load CPUs from database err="Error: connection refused \(at .+\)"$/,
  );
  for (const line of lines) expect(() => JSON.parse(line)).toThrow();
}

describe("the server log", () => {
  it("is one JSON object per event when written to a pipe", () => {
    const lines = run({}, false);
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 30,
      msg: "CoreRank listening on http://localhost:3000",
      port: 3000,
    });
    expect(JSON.parse(lines[1]!)).toMatchObject({
      level: 50,
      err: { message: "connection refused" },
    });
  });

  it("is one readable line per event on a terminal", () => {
    expectReadable(run({}, true));
  });

  it("follows LOG_FORMAT: pretty in a pipe, JSON on a terminal", () => {
    expectReadable(run({ LOG_FORMAT: "pretty" }, false));
    const lines = run({ LOG_FORMAT: "json" }, true);
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 30, port: 3000 });
  });

  it("is readable in development and JSON in production when nothing else decides", () => {
    expect(chooseLogFormat(undefined, true, false)).toBe("pretty");
    expect(chooseLogFormat(undefined, false, false)).toBe("json");
    expect(chooseLogFormat(undefined, false, true)).toBe("pretty");
    expect(chooseLogFormat("json", true, true)).toBe("json");
  });

  it("keeps a multi-line message and odd values on one line", () => {
    const written: string[] = [];
    const log = createLogger("info", "pretty", { write: (text) => written.push(text) });
    log.warn({ path: "/cpus/a b", count: 2, nested: { a: 1 } }, "first\nsecond");
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} WARN {2}first second path="\/cpus\/a b" count=2 nested=\{"a":1\}\n$/,
    );
  });
});
