import { randomBytes } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, isNotNull, isNull, lt, notExists, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { envFrom, type RawEnv } from "~/modules/config/env.server";
import { screenshotChunks, submissionScreenshots } from "~/db/schema";
import { extensionOf, imageTypeOf, SIGNATURE_BYTES } from "./image-type";
import { uploadRoom } from "./rate-limit.server";
import { SCREENSHOT_COUNT_ERROR, screenshotSizeError, screenshotTypeError } from "./form-messages";
import {
  MAX_SCREENSHOT_BYTES,
  MAX_SCREENSHOTS,
  type FormMessage,
  type ScreenshotType,
} from "./submission-forms";

type Executor = Database | Transaction;

/** A screenshot streamed into the database, waiting for its submission (submissionId null). */
export interface PendingScreenshot {
  id: number;
  originalName: string;
  mimeType: ScreenshotType;
  sizeBytes: number;
}

/**
 * Where earlier versions kept screenshots: DATA_DIR/uploads. Screenshots live in the database
 * now; files found here are moved there at start (moveScreenshotFilesIntoDatabase).
 */
export function uploadsDirectory(source?: RawEnv): string {
  return path.resolve(envFrom(source).DATA_DIR, "uploads");
}

/** Stored names are generated here and nothing else is ever opened from the folder. */
const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

/** Names shown back to the visitor: without a path, and not endless. */
function displayName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? "";
  return base.length > 120 ? `${base.slice(0, 117)}...` : base;
}

/** Screenshots are stored in pieces of this size: no statement carries a whole file. */
export const SCREENSHOT_CHUNK_BYTES = 1024 * 1024;

/** A new stored name: generated, never the visitor's. */
function storedNameFor(mimeType: ScreenshotType): string {
  return `${randomBytes(16).toString("hex")}.${extensionOf(mimeType)}`;
}

/**
 * Bytes as a bytea value sent as base64 text and decoded by the database: the embedded
 * database takes a binary parameter about fifteen times slower (0.5 s a megabyte).
 */
function byteaOf(bytes: Uint8Array) {
  return sql<Uint8Array>`decode(${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64")}, 'base64')`;
}

/** Writes a screenshot's bytes in pieces of SCREENSHOT_CHUNK_BYTES (one at a time). */
async function writeChunks(tx: Executor, screenshotId: number, bytes: Uint8Array): Promise<void> {
  for (let offset = 0, seq = 0; offset < bytes.byteLength; offset += SCREENSHOT_CHUNK_BYTES) {
    await tx.insert(screenshotChunks).values({
      screenshotId,
      seq: seq++,
      data: byteaOf(bytes.subarray(offset, offset + SCREENSHOT_CHUNK_BYTES)),
    });
  }
}

/**
 * An upload without its submission to which nothing has been written for this long belongs to a
 * request that can no longer finish (its process died, or its client stopped sending): it is
 * deleted (sweepAbandonedUploads), so that its pieces stop counting against the quota. Every
 * piece written (a SCREENSHOT_CHUNK_BYTES write, about every megabyte) touches all the rows of
 * its form, so a live upload is never this idle unless its client sends under 2 KB/s.
 */
export const ABANDONED_UPLOAD_MINUTES = 10;

/** How often each process sweeps abandoned uploads (runtime.server.ts), besides at start. */
export const UPLOAD_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Deletes uploads left without a submission by a request that died (their chunks cascade).
 * Returns how many rows and bytes were freed.
 */
export async function sweepAbandonedUploads(
  db: Executor,
): Promise<{ screenshots: number; bytes: number }> {
  const swept = await db
    .delete(submissionScreenshots)
    .where(
      and(
        isNull(submissionScreenshots.submissionId),
        lt(
          submissionScreenshots.lastWrittenAt,
          sql`now() - make_interval(mins => ${ABANDONED_UPLOAD_MINUTES})`,
        ),
      ),
    )
    .returning({ sizeBytes: submissionScreenshots.sizeBytes });
  return {
    screenshots: swept.length,
    bytes: swept.reduce((total, row) => total + row.sizeBytes, 0),
  };
}

/** Bytes of each address's uploads streaming into this process right now. */
const streamingByAddress = new Map<string, number>();

function countStreaming(hash: string, bytes: number): void {
  const total = (streamingByAddress.get(hash) ?? 0) + bytes;
  if (total > 0) streamingByAddress.set(hash, total);
  else streamingByAddress.delete(hash);
}

async function* chunksOf(source: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  yield* source;
}

/**
 * A submission's screenshots, stored in the database as their bytes arrive (issue 11, item 1):
 * each file's first bytes are checked for an image signature before anything is stored, then
 * its bytes go into screenshot_chunks a piece of SCREENSHOT_CHUNK_BYTES at a time under a row
 * without a submission, which no page shows. The checks that can refuse the whole form are
 * made as the bytes come in: the address's daily allowance and the site's quota throw
 * FormRefusedError (413/507) at once, so the rest of the body is never read. A file too large,
 * of another type or past MAX_SCREENSHOTS becomes `error` (the field's message, as the spec
 * has it), and its bytes are read and dropped.
 *
 * `attach` (in the submission's transaction) gives the rows their submission; until then
 * `discard` deletes them, and a request that fails, is refused or breaks off must call it. A
 * process that dies leaves rows that sweepAbandonedUploads deletes.
 */
export class ScreenshotUpload {
  /** The stored screenshots, in the order they were sent. */
  readonly files: PendingScreenshot[] = [];
  private chosen = 0;
  private fileError: FormMessage | null = null;
  /** Row ids written by this upload, the one being written included. */
  private readonly rows = new Set<number>();
  private streaming = 0;

  private constructor(
    private readonly db: Database,
    private readonly hash: string,
    private readonly room: Awaited<ReturnType<typeof uploadRoom>>,
  ) {}

  /** Starts an upload for the address with this hash (reads its room under the quotas). */
  static async start(db: Database, hash: string): Promise<ScreenshotUpload> {
    await sweepAbandonedUploads(db);
    return new ScreenshotUpload(db, hash, await uploadRoom(db, hash));
  }

  /** The field's message: too many files, else the first file refused (size, then type). */
  get error(): FormMessage | null {
    if (this.chosen > MAX_SCREENSHOTS) return SCREENSHOT_COUNT_ERROR;
    return this.fileError;
  }

  /** Bytes of the stored screenshots. */
  get bytes(): number {
    return this.files.reduce((total, file) => total + file.sizeBytes, 0);
  }

  private grow(bytes: number): void {
    this.streaming += bytes;
    countStreaming(this.hash, bytes);
  }

  /**
   * Reads one file part to its end, storing it when it is a screenshot that passes the
   * checks. An input with nothing chosen sends one empty, nameless part: no screenshot.
   */
  async receive(filename: string, bytes: AsyncIterable<Uint8Array>): Promise<void> {
    const name = displayName(filename) || "?";
    const source = chunksOf(bytes);
    const head: Uint8Array[] = [];
    let headBytes = 0;
    while (headBytes < SIGNATURE_BYTES) {
      const next = await source.next();
      if (next.done) break;
      head.push(next.value);
      headBytes += next.value.byteLength;
    }
    if (headBytes === 0 && filename === "") return;
    this.chosen += 1;
    const first = Buffer.concat(head);
    const mimeType = imageTypeOf(first.subarray(0, SIGNATURE_BYTES));
    if (this.chosen > MAX_SCREENSHOTS || this.fileError || !mimeType) {
      // Not stored: read to its end, counting, so a file too large is named as such.
      let size = headBytes;
      for await (const chunk of source) size += chunk.byteLength;
      if (!this.fileError && this.chosen <= MAX_SCREENSHOTS)
        this.fileError =
          size > MAX_SCREENSHOT_BYTES ? screenshotSizeError(name) : screenshotTypeError(name);
      return;
    }
    const [row] = await this.db
      .insert(submissionScreenshots)
      .values({
        submissionId: null,
        storedName: storedNameFor(mimeType),
        originalName: name,
        mimeType,
        sizeBytes: 0,
      })
      .returning({ id: submissionScreenshots.id });
    const id = row!.id;
    this.rows.add(id);
    let size = 0;
    let seq = 0;
    let pending: Uint8Array[] = [first];
    let pendingBytes = first.byteLength;
    const flush = async () => {
      if (pendingBytes === 0) return;
      const piece = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      await this.db
        .insert(screenshotChunks)
        .values({ screenshotId: id, seq: seq++, data: byteaOf(piece) });
      // The row's size grows with its chunks: the site's quota counts uploads in progress.
      await this.db
        .update(submissionScreenshots)
        .set({ sizeBytes: sql`${submissionScreenshots.sizeBytes} + ${piece.byteLength}` })
        .where(eq(submissionScreenshots.id, id));
      // The form's earlier files are alive too: none of them is swept while this one streams.
      await this.db
        .update(submissionScreenshots)
        .set({ lastWrittenAt: sql`now()` })
        .where(inArray(submissionScreenshots.id, [...this.rows]));
    };
    /** False past MAX_SCREENSHOT_BYTES; throws FormRefusedError past a quota. */
    const add = (chunk: Uint8Array) => {
      size += chunk.byteLength;
      this.grow(chunk.byteLength);
      if (size > MAX_SCREENSHOT_BYTES) return false;
      const others = Math.max(0, (streamingByAddress.get(this.hash) ?? 0) - this.streaming);
      const refused = this.room.refusal(this.bytes + size + others);
      if (refused) throw refused;
      return true;
    };
    let fits = add(first);
    for await (const chunk of source) {
      // A file past the limit is read to its end and dropped.
      if (!fits || !(fits = add(chunk))) continue;
      pending.push(chunk);
      pendingBytes += chunk.byteLength;
      if (pendingBytes < SCREENSHOT_CHUNK_BYTES) continue;
      const all = Buffer.concat(pending, pendingBytes);
      for (let offset = 0; all.byteLength - offset >= SCREENSHOT_CHUNK_BYTES;) {
        pending = [all.subarray(offset, offset + SCREENSHOT_CHUNK_BYTES)];
        pendingBytes = SCREENSHOT_CHUNK_BYTES;
        offset += SCREENSHOT_CHUNK_BYTES;
        await flush();
        pending = [all.subarray(offset)];
        pendingBytes = all.byteLength - offset;
      }
    }
    if (!fits) {
      await this.db.delete(submissionScreenshots).where(eq(submissionScreenshots.id, id));
      this.rows.delete(id);
      this.fileError ??= screenshotSizeError(name);
      return;
    }
    await flush();
    this.files.push({ id, originalName: name, mimeType, sizeBytes: size });
  }

  /**
   * Gives the stored screenshots their submission, in its transaction. Throws when one of
   * them is gone (swept as abandoned), so the submission is not stored without it.
   */
  async attach(tx: Transaction, submissionId: number): Promise<void> {
    const ids = this.files.map((file) => file.id);
    if (ids.length === 0) return;
    const attached = await tx
      .update(submissionScreenshots)
      .set({ submissionId })
      .where(
        and(inArray(submissionScreenshots.id, ids), isNull(submissionScreenshots.submissionId)),
      )
      .returning({ id: submissionScreenshots.id });
    if (attached.length !== ids.length)
      throw new Error("A screenshot of the submission was removed before it was stored");
  }

  /** Stops counting this upload as streaming (once the request is answered). */
  finish(): void {
    this.grow(-this.streaming);
  }

  /** Deletes everything this upload wrote (a request refused, failed or broken off). */
  async discard(): Promise<void> {
    this.finish();
    const ids = [...this.rows];
    this.rows.clear();
    if (ids.length === 0) return;
    await this.db
      .delete(submissionScreenshots)
      .where(
        and(inArray(submissionScreenshots.id, ids), isNull(submissionScreenshots.submissionId)),
      );
  }
}

/** A stored screenshot: its type, size and name, and its bytes read piece by piece. */
export interface ScreenshotContent {
  mimeType: string;
  originalName: string;
  sizeBytes: number;
  /** The bytes, one piece read at a time; fails if the database fails while reading. */
  stream(): ReadableStream<Uint8Array>;
}

/** A screenshot from the database, or null when there is none with this id (or no bytes). */
export async function screenshotContent(
  db: Database,
  id: number,
): Promise<ScreenshotContent | null> {
  const [row] = await db
    .select({
      mimeType: submissionScreenshots.mimeType,
      originalName: submissionScreenshots.originalName,
      sizeBytes: submissionScreenshots.sizeBytes,
      pieces: sql<number>`(select count(*)::int from ${screenshotChunks} where ${screenshotChunks.screenshotId} = ${submissionScreenshots.id})`,
    })
    .from(submissionScreenshots)
    // An upload still streaming in belongs to no submission: it is no screenshot yet.
    .where(and(eq(submissionScreenshots.id, id), isNotNull(submissionScreenshots.submissionId)));
  if (!row || row.pieces === 0) return null;
  const { pieces, ...info } = row;
  return {
    ...info,
    stream() {
      let seq = 0;
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          const [chunk] = await db
            .select({ data: screenshotChunks.data })
            .from(screenshotChunks)
            .where(and(eq(screenshotChunks.screenshotId, id), eq(screenshotChunks.seq, seq)));
          seq += 1;
          if (chunk) controller.enqueue(new Uint8Array(chunk.data));
          if (!chunk || seq >= pieces) controller.close();
        },
      });
    },
  };
}

/**
 * Moves screenshots that earlier versions wrote to DATA_DIR/uploads into the database (at
 * start): every screenshot row without stored bytes whose file is here gets the file's bytes,
 * then the file is removed. Nothing is lost (a file is removed only once its bytes are
 * committed) and running it again changes nothing. A file that is not here may be in another
 * process's DATA_DIR: it is moved when that process starts. Uploads abandoned by a process
 * that died mid-upload are deleted here too (sweepAbandonedUploads).
 */
export async function moveScreenshotFilesIntoDatabase(
  db: Database,
  directory: string = uploadsDirectory(),
): Promise<{ moved: number; missing: number }> {
  await sweepAbandonedUploads(db);
  const waiting = await db
    .select({ id: submissionScreenshots.id, storedName: submissionScreenshots.storedName })
    .from(submissionScreenshots)
    .where(
      and(
        isNotNull(submissionScreenshots.submissionId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(screenshotChunks)
            .where(eq(screenshotChunks.screenshotId, submissionScreenshots.id)),
        ),
      ),
    );
  let moved = 0;
  let missing = 0;
  for (const { id, storedName } of waiting) {
    const file = STORED_NAME.test(storedName) ? path.join(directory, storedName) : null;
    const bytes = file ? await readFile(file).catch(() => null) : null;
    if (!file || !bytes) {
      missing += 1;
      continue;
    }
    await db.transaction(async (tx) => {
      await tx.delete(screenshotChunks).where(eq(screenshotChunks.screenshotId, id));
      await writeChunks(tx, id, bytes);
      await tx
        .update(submissionScreenshots)
        .set({ sizeBytes: bytes.byteLength })
        .where(eq(submissionScreenshots.id, id));
    });
    await rm(file, { force: true });
    moved += 1;
  }
  return { moved, missing };
}
