import type { ScreenshotType } from "./submission-forms";

/** How many leading bytes `imageTypeOf` needs. */
export const SIGNATURE_BYTES = 12;

const EXTENSIONS: Record<ScreenshotType, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type of a file from its first bytes (its signature), or null when
 * it is none of the accepted types. A file's name and the type the browser
 * claims say nothing about its content, so they are not consulted.
 */
export function imageTypeOf(head: Uint8Array): ScreenshotType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(head, ascii("GIF87a")) || startsWith(head, ascii("GIF89a"))) return "image/gif";
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

/** The file name extension stored files of this type get. */
export function extensionOf(type: ScreenshotType): string {
  return EXTENSIONS[type];
}
