import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { extensionOf, imageTypeOf, SIGNATURE_BYTES } from "./image-type";
import {
  MAX_SCREENSHOT_BYTES,
  MAX_SCREENSHOT_MB,
  MAX_SCREENSHOTS,
  type FormMessage,
  type ScreenshotType,
} from "./submission-forms";

/** A screenshot that passed the checks, ready to be written. */
export interface CheckedScreenshot {
  originalName: string;
  mimeType: ScreenshotType;
  bytes: Uint8Array;
}

/** A screenshot written to the uploads folder. */
export interface StoredScreenshot {
  storedName: string;
  originalName: string;
  mimeType: ScreenshotType;
  sizeBytes: number;
}

/** Where screenshots are kept: DATA_DIR/uploads, beside the embedded database. */
export function uploadsDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.DATA_DIR ?? "data", "uploads");
}

/** Stored names are generated here and nothing else is ever opened from the folder. */
const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

export function screenshotPath(storedName: string): string | null {
  return STORED_NAME.test(storedName) ? path.join(uploadsDirectory(), storedName) : null;
}

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

/**
 * Writes checked screenshots under generated names (never the visitor's).
 * If one cannot be written, those already written are removed and the error
 * is thrown: all or nothing.
 */
export async function writeScreenshots(
  screenshots: readonly CheckedScreenshot[],
): Promise<StoredScreenshot[]> {
  if (screenshots.length === 0) return [];
  const directory = uploadsDirectory();
  await mkdir(directory, { recursive: true });
  const stored: StoredScreenshot[] = [];
  try {
    for (const shot of screenshots) {
      const storedName = `${randomBytes(16).toString("hex")}.${extensionOf(shot.mimeType)}`;
      await writeFile(path.join(directory, storedName), shot.bytes, { flag: "wx" });
      stored.push({
        storedName,
        originalName: shot.originalName,
        mimeType: shot.mimeType,
        sizeBytes: shot.bytes.byteLength,
      });
    }
  } catch (error) {
    await removeScreenshots(stored);
    throw error;
  }
  return stored;
}

/** Removes written screenshots whose submission was not stored. */
export async function removeScreenshots(stored: readonly StoredScreenshot[]): Promise<void> {
  const directory = uploadsDirectory();
  await Promise.all(
    stored.map((s) => rm(path.join(directory, s.storedName), { force: true }).catch(() => {})),
  );
}
