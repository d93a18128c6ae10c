import { randomBytes } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { and, eq, notExists, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { envFrom, type RawEnv } from "~/modules/config/env.server";
import { screenshotChunks, submissionScreenshots } from "~/db/schema";
import { extensionOf, imageTypeOf, SIGNATURE_BYTES } from "./image-type";
import {
  MAX_SCREENSHOT_BYTES,
  MAX_SCREENSHOT_MB,
  MAX_SCREENSHOTS,
  type FormMessage,
  type ScreenshotType,
} from "./submission-forms";

type Executor = Database | Transaction;

/** A screenshot that passed the checks, ready to be stored. */
export interface CheckedScreenshot {
  originalName: string;
  mimeType: ScreenshotType;
  bytes: Uint8Array;
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
function displayName(file: File): string {
  const base = file.name.split(/[\\/]/).pop() ?? "";
  return base.length > 120 ? `${base.slice(0, 117)}...` : base;
}

/**
 * The chosen files of a file input: an input with nothing chosen still sends
 * one empty, nameless part, which is no screenshot.
 */
export function chosenFiles(entries: readonly FormDataEntryValue[]): File[] {
  return entries.filter(
    (entry): entry is File => typeof entry !== "string" && !(entry.name === "" && entry.size === 0),
  );
}

/**
 * Checks every screenshot before anything is stored: at most MAX_SCREENSHOTS,
 * each at most MAX_SCREENSHOT_BYTES and a PNG, JPEG, GIF or WebP image by its
 * content. The first problem is returned, naming the file.
 */
export async function checkScreenshots(
  files: readonly File[],
): Promise<{ ok: true; screenshots: CheckedScreenshot[] } | { ok: false; error: FormMessage }> {
  if (files.length > MAX_SCREENSHOTS)
    return {
      ok: false,
      error: { key: "forms.error.screenshotCount", vars: { max: MAX_SCREENSHOTS } },
    };
  const screenshots: CheckedScreenshot[] = [];
  for (const file of files) {
    const name = displayName(file) || "?";
    if (file.size > MAX_SCREENSHOT_BYTES)
      return {
        ok: false,
        error: { key: "forms.error.screenshotSize", vars: { name, max: MAX_SCREENSHOT_MB } },
      };
    const mimeType = imageTypeOf(
      new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer()),
    );
    if (!mimeType)
      return { ok: false, error: { key: "forms.error.screenshotType", vars: { name } } };
    screenshots.push({
      originalName: name,
      mimeType,
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
  }
  return { ok: true, screenshots };
}

/** Screenshots are stored in pieces of this size: no statement carries a whole file. */
export const SCREENSHOT_CHUNK_BYTES = 1024 * 1024;

/** A new stored name: generated, never the visitor's. */
function storedNameFor(mimeType: ScreenshotType): string {
  return `${randomBytes(16).toString("hex")}.${extensionOf(mimeType)}`;
}

/** Writes a screenshot's bytes in pieces of SCREENSHOT_CHUNK_BYTES (one at a time). */
async function writeChunks(tx: Executor, screenshotId: number, bytes: Uint8Array): Promise<void> {
  for (let offset = 0, seq = 0; offset < bytes.byteLength; offset += SCREENSHOT_CHUNK_BYTES) {
    await tx.insert(screenshotChunks).values({
      screenshotId,
      seq: seq++,
      data: bytes.subarray(offset, offset + SCREENSHOT_CHUNK_BYTES),
    });
  }
}

/**
 * Stores checked screenshots of a submission in the database (docs/decisions/012), in the
 * caller's transaction: the submission and its files are stored together or not at all, and
 * every process can serve them.
 */
export async function storeScreenshots(
  tx: Transaction,
  submissionId: number,
  screenshots: readonly CheckedScreenshot[],
): Promise<void> {
  for (const shot of screenshots) {
    const [row] = await tx
      .insert(submissionScreenshots)
      .values({
        submissionId,
        storedName: storedNameFor(shot.mimeType),
        originalName: shot.originalName,
        mimeType: shot.mimeType,
        sizeBytes: shot.bytes.byteLength,
      })
      .returning({ id: submissionScreenshots.id });
    await writeChunks(tx, row!.id, shot.bytes);
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
    .where(eq(submissionScreenshots.id, id));
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
 * process's DATA_DIR: it is moved when that process starts.
 */
export async function moveScreenshotFilesIntoDatabase(
  db: Database,
  directory: string = uploadsDirectory(),
): Promise<{ moved: number; missing: number }> {
  const waiting = await db
    .select({ id: submissionScreenshots.id, storedName: submissionScreenshots.storedName })
    .from(submissionScreenshots)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(screenshotChunks)
          .where(eq(screenshotChunks.screenshotId, submissionScreenshots.id)),
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
