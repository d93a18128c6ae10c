// Issue 11, item 1: the benchmark form's body is parsed as it arrives and its screenshots go
// into the database as their bytes come in, never whole into memory. Bodies are chunked (no
// Content-Length) and counted as the app pulls them, so a test can tell what the app did
// before the client finished sending. The server's memory under 8 parallel 45 MB uploads is
// measured by scripts/upload-memory.ts (and `npm run fuzz`).
import { count, isNull, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import {
  benchmarkSubmissions,
  formRateLimitHits,
  screenshotChunks,
  submissionScreenshots,
  uploadUsage,
} from "~/db/schema";
import { upsertCpus } from "~/modules/catalog/cpu-store.server";
import { screenshotContent } from "~/modules/submissions/screenshots.server";
import { action as benchmarkAction } from "~/routes/submit-benchmark";
import { fixtureCpuInput } from "../support/fixture-cpus";
import { useTestDatabase } from "../support/suite-database";
import { testDatabases } from "../support/test-databases";
import { routeArgs } from "../support/route-args";

type Database = DatabaseHandle["db"];

const MB = 1024 * 1024;
const PIECE = 256 * 1024;
const BOUNDARY = "----corerank-stream-test";
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const CPU = fixtureCpuInput("fixture-stream-cpu", { name: "Fixture Stream CPU" });
const FIELDS = {
  benchmarkName: "cinebench-r23-multi",
  result: "38123",
  cpu: CPU.id,
  ram: "32 GB",
  motherboard: "",
  storage: "",
  gpu: "",
  website: "",
};

let addresses = 0;
const nextAddress = () => `10.77.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

/** The bytes of a screenshot of `size` bytes: a PNG signature, then a pattern. */
function screenshotBytes(size: number, offset: number, length: number): Buffer {
  const piece = Buffer.alloc(length);
  for (let i = 0; i < length; i++) {
    const at = offset + i;
    piece[i] = at < PNG_SIGNATURE.length ? PNG_SIGNATURE[at]! : (at * 31 + 7) & 0xff;
  }
  return piece.subarray(0, Math.max(0, Math.min(length, size - offset)));
}

interface Upload {
  request: Request;
  /** Bytes the app has pulled from the body so far. */
  pulled: () => number;
  total: number;
}

/**
 * A multipart benchmark form posted chunked (256 KB a pull): the text fields, then `files`
 * screenshots of `fileBytes` each. `onPull(pulled)` runs before each piece is given;
 * `breakAt` makes the body fail there (a client that went away).
 */
function upload({
  files,
  fileBytes,
  breakAt,
  onPull,
}: {
  files: number;
  fileBytes: number;
  breakAt?: number;
  onPull?: (pulled: number) => Promise<void>;
}): Upload {
  const parts: (Buffer | { file: number })[] = [];
  for (const [name, value] of Object.entries(FIELDS))
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  for (let i = 0; i < files; i++) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="screenshots"; filename="shot-${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
    );
    parts.push({ file: i });
    parts.push(Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  const total = parts.reduce((n, p) => n + (Buffer.isBuffer(p) ? p.length : fileBytes), 0);

  let pulled = 0;
  let part = 0;
  let offset = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        await onPull?.(pulled);
        if (breakAt !== undefined && pulled >= breakAt)
          return controller.error(new Error("The client closed the connection."));
        const chunks: Buffer[] = [];
        let size = 0;
        while (size < PIECE && part < parts.length) {
          const current = parts[part]!;
          const length = Buffer.isBuffer(current) ? current.length : fileBytes;
          const take = Math.min(PIECE - size, length - offset);
          chunks.push(
            Buffer.isBuffer(current)
              ? current.subarray(offset, offset + take)
              : screenshotBytes(fileBytes, offset, take),
          );
          size += take;
          offset += take;
          if (offset >= length) {
            part += 1;
            offset = 0;
          }
        }
        if (size === 0) return controller.close();
        pulled += size;
        controller.enqueue(new Uint8Array(Buffer.concat(chunks)));
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request(`http://localhost/submit-benchmark`, {
    method: "POST",
    body,
    headers: {
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      "x-corerank-client-ip": nextAddress(),
    },
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled, total };
}

async function send(request: Request, db: Database) {
  const result: unknown = await benchmarkAction(routeArgs(request, {}, { db }));
  if (result instanceof Response) return { status: result.status, failure: null };
  const { data, init } = result as {
    data: { formError: { key: string; vars?: object } | null; fieldErrors: object };
    init: ResponseInit | null;
  };
  return { status: init?.status ?? 200, failure: data };
}

describe.each(testDatabases)("streamed screenshot uploads on $name", (database) => {
  const testDatabase = useTestDatabase(database);
  let db: Database;

  const rows = async () => {
    const [submissions] = await db.select({ n: count() }).from(benchmarkSubmissions);
    const [shots] = await db.select({ n: count() }).from(submissionScreenshots);
    const [chunks] = await db.select({ n: count() }).from(screenshotChunks);
    const [usage] = await db.select({ n: count() }).from(uploadUsage);
    const [hits] = await db.select({ n: count() }).from(formRateLimitHits);
    return {
      submissions: submissions!.n,
      shots: shots!.n,
      chunks: chunks!.n,
      usage: usage!.n,
      hits: hits!.n,
    };
  };

  beforeAll(async () => {
    db = testDatabase();
    await upsertCpus(db, [CPU]);
  });

  afterEach(() => {
    delete process.env.UPLOAD_ADDRESS_DAILY_BYTES;
    delete process.env.UPLOAD_QUOTA_BYTES;
  });

  it("writes a 40 MB upload into the database as it arrives, shown nowhere until the submission is stored", async () => {
    const before = await rows();
    let checkedMidway = false;
    let firstChunkAt: number | null = null;
    const post = upload({
      files: 5,
      fileBytes: 8 * MB,
      async onPull(pulled) {
        if (firstChunkAt === null && pulled > 0) {
          const [chunks] = await db.select({ n: count() }).from(screenshotChunks);
          if (chunks!.n > before.chunks) firstChunkAt = pulled;
        }
        if (!checkedMidway && pulled >= 20 * MB) {
          checkedMidway = true;
          // Halfway through the body: pieces are stored, under rows of no submission.
          const pending = await db
            .select({ id: submissionScreenshots.id })
            .from(submissionScreenshots)
            .where(isNull(submissionScreenshots.submissionId));
          expect(pending.length).toBeGreaterThanOrEqual(2);
          const [chunks] = await db.select({ n: count() }).from(screenshotChunks);
          expect(chunks!.n - before.chunks).toBeGreaterThanOrEqual(15);
          expect(await screenshotContent(db, pending[0]!.id)).toBeNull();
          expect((await rows()).submissions).toBe(before.submissions);
        }
      },
    });
    const answer = await send(post.request, db);
    expect(answer).toEqual({ status: 303, failure: null });
    expect(checkedMidway).toBe(true);
    // The first piece was in the database after about a megabyte of the body, not 40.
    expect(firstChunkAt).not.toBeNull();
    expect(firstChunkAt!).toBeLessThan(3 * MB);

    const after = await rows();
    expect(after.submissions).toBe(before.submissions + 1);
    expect(after.shots).toBe(before.shots + 5);
    const orphans = await db
      .select({ n: count() })
      .from(submissionScreenshots)
      .where(isNull(submissionScreenshots.submissionId));
    expect(orphans[0]!.n).toBe(0);
    // Each screenshot reads back byte for byte, as the admin's screenshot route serves it.
    const shots = await db
      .select({ id: submissionScreenshots.id, size: submissionScreenshots.sizeBytes })
      .from(submissionScreenshots)
      .orderBy(submissionScreenshots.id);
    const last = shots.at(-1)!;
    expect(last.size).toBe(8 * MB);
    const content = await screenshotContent(db, last.id);
    expect(content?.mimeType).toBe("image/png");
    const bytes = Buffer.from(await new Response(content!.stream()).arrayBuffer());
    expect(bytes.equals(screenshotBytes(8 * MB, 0, 8 * MB))).toBe(true);
    const [usage] = await db
      .select({ bytes: sql<number>`sum(${uploadUsage.bytes})::bigint` })
      .from(uploadUsage);
    expect(Number(usage!.bytes)).toBeGreaterThanOrEqual(40 * MB);
  });

  it("refuses a chunked body past the form's limit with 413 as it passes it, storing nothing", async () => {
    const before = await rows();
    // Six files of 9 MB: 54 MB, past the 51 MB the form allows (five of 10 MB and the text).
    const post = upload({ files: 6, fileBytes: 9 * MB });
    const answer = await send(post.request, db);
    expect(answer.status).toBe(413);
    expect(answer.failure?.formError).toEqual({
      key: "forms.error.tooLarge",
      vars: { count: 5, max: 10 },
    });
    expect(post.pulled()).toBeLessThan(post.total);
    expect(post.pulled()).toBeLessThanOrEqual(51 * MB + PIECE);
    expect(await rows()).toEqual(before);
  });

  it("refuses an upload past the address's daily allowance at once (413), before reading the rest", async () => {
    process.env.UPLOAD_ADDRESS_DAILY_BYTES = String(5 * MB);
    const before = await rows();
    const post = upload({ files: 5, fileBytes: 8 * MB });
    const answer = await send(post.request, db);
    expect(answer.status).toBe(413);
    expect(answer.failure?.formError).toEqual({
      key: "forms.error.uploadAddressQuota",
      vars: { used: 0, max: 5 },
    });
    // Refused at the allowance: a few hundred kilobytes past 5 MB of the 40 were read.
    expect(post.pulled()).toBeLessThan(6 * MB);
    expect(await rows()).toEqual(before);
  });

  it("refuses an upload past the site's quota at once (507), storing nothing", async () => {
    const [stored] = await db
      .select({ bytes: sql<number>`coalesce(sum(${submissionScreenshots.sizeBytes}), 0)::bigint` })
      .from(submissionScreenshots);
    process.env.UPLOAD_QUOTA_BYTES = String(Number(stored!.bytes) + 3 * MB);
    const before = await rows();
    const post = upload({ files: 5, fileBytes: 8 * MB });
    const answer = await send(post.request, db);
    expect(answer.status).toBe(507);
    expect(answer.failure?.formError).toEqual({ key: "forms.error.uploadQuota" });
    expect(post.pulled()).toBeLessThan(4 * MB);
    expect(await rows()).toEqual(before);
  });

  it("leaves no row and no piece behind when the client goes away mid-upload", async () => {
    const before = await rows();
    let sawPieces = false;
    const post = upload({
      files: 5,
      fileBytes: 8 * MB,
      breakAt: 15 * MB,
      async onPull(pulled) {
        if (pulled >= 14 * MB && !sawPieces) {
          const [chunks] = await db.select({ n: count() }).from(screenshotChunks);
          sawPieces = chunks!.n > before.chunks;
        }
      },
    });
    const answer = await send(post.request, db);
    expect(answer.status).toBe(400);
    expect(answer.failure?.formError).toEqual({ key: "forms.error.unreadable" });
    // The upload was being stored when the client went away, and all of it is gone.
    expect(sawPieces).toBe(true);
    expect(await rows()).toEqual(before);
  });

  it("drops a screenshot past 10 MB as it streams, naming it (400), and stores nothing", async () => {
    const before = await rows();
    const post = upload({ files: 1, fileBytes: 12 * MB });
    const answer = await send(post.request, db);
    expect(answer.status).toBe(400);
    expect(answer.failure?.fieldErrors).toEqual({
      screenshots: { key: "forms.error.screenshotSize", vars: { name: "shot-0.png", max: 10 } },
    });
    expect(await rows()).toEqual(before);
  });
});
