import {
  BODY_BUDGET_RETRY_SECONDS,
  BodyBudgetError,
  readBodyBytes,
} from "~/modules/http/read-body.server";
import { MAX_CSV_BYTES } from "./csv.server";

/** The form field the CSV file is sent in, by the API's clients and the admin page (spec section 5). */
export const CSV_FIELD = "csvFile";
/** Room for the multipart boundaries and part headers around the CSV file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * A CSV file sent as multipart/form-data in the field `csvFile`: its text, or why it could not
 * be read. The API and the admin page each answer these in their own words.
 */
export type CsvUpload =
  | { ok: true; text: string }
  /** The body is not declared multipart/form-data (`contentType`: what it is declared, or ""). */
  | { ok: false; problem: "not-multipart"; contentType: string }
  /** The file, or the body around it, is larger than MAX_CSV_BYTES allows. */
  | { ok: false; problem: "too-large"; limitBytes: number }
  /** The body broke off while it arrived. */
  | { ok: false; problem: "broken-body" }
  /** Too many bodies are being read at once (the process's budget): try again later. */
  | { ok: false; problem: "server-busy"; message: string; retryAfterSeconds: number }
  /** The body does not parse as multipart/form-data. */
  | { ok: false; problem: "not-a-form" }
  /** The form has no `csvFile` field. */
  | { ok: false; problem: "missing-file" }
  /** The file is not UTF-8 text. */
  | { ok: false; problem: "not-utf8" };

function utf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Reads the CSV file of an upload through the one streaming body reader: a body past the limit
 * is refused as soon as it passes it (by its Content-Length, or while it arrives), so an
 * unannounced huge body is never held in memory. The file's declared type is not trusted
 * either way: the content is parsed by the import.
 */
export async function readCsvUpload(request: Request): Promise<CsvUpload> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data\s*(;|$)/i.test(contentType))
    return { ok: false, problem: "not-multipart", contentType };
  const tooLarge = { ok: false, problem: "too-large", limitBytes: MAX_CSV_BYTES } as const;
  let body: Uint8Array<ArrayBuffer> | null;
  try {
    body = await readBodyBytes(request, MAX_CSV_BYTES + MULTIPART_OVERHEAD_BYTES);
  } catch (error) {
    if (error instanceof BodyBudgetError)
      return {
        ok: false,
        problem: "server-busy",
        message: error.message,
        retryAfterSeconds: BODY_BUDGET_RETRY_SECONDS,
      };
    return { ok: false, problem: "broken-body" };
  }
  if (body === null) return tooLarge;
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return { ok: false, problem: "not-a-form" };
  }
  const file = form.get(CSV_FIELD);
  if (file === null) return { ok: false, problem: "missing-file" };
  const bytes =
    typeof file === "string"
      ? new TextEncoder().encode(file)
      : new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > MAX_CSV_BYTES) return tooLarge;
  const text = utf8(bytes);
  if (text === null) return { ok: false, problem: "not-utf8" };
  return { ok: true, text };
}
