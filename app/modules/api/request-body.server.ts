import { CSV_FIELD, readCsvUpload, type CsvUpload } from "~/modules/catalog/csv-upload.server";
import {
  BODY_BUDGET_RETRY_SECONDS,
  BodyBudgetError,
  readBodyBytes,
} from "~/modules/http/read-body.server";
import { ApiError } from "./api-error";

/** A CPU is about 2 KB of JSON; anything far larger is not one. */
export const MAX_JSON_BYTES = 64 * 1024;
function tooLarge(what: string, limit: number): ApiError {
  return new ApiError(
    413,
    "payload_too_large",
    `The ${what} is larger than the limit of ${limit.toLocaleString("en")} bytes`,
  );
}

/**
 * Reads the whole body through the one streaming reader (modules/http/read-body.server.ts),
 * throwing `refusal` as soon as it passes `limit` bytes: by its Content-Length when it states
 * one, else while it arrives (chunked), so an unannounced huge body is never held in memory.
 * A body that breaks off is a 400.
 */
export async function readBodyLimited(
  request: Request,
  limit: number,
  refusal: ApiError,
): Promise<Uint8Array<ArrayBuffer>> {
  let body: Uint8Array<ArrayBuffer> | null;
  try {
    body = await readBodyBytes(request, limit);
  } catch (error) {
    if (error instanceof BodyBudgetError)
      throw new ApiError(
        503,
        "server_busy",
        error.message,
        {},
        {
          headers: { "Retry-After": String(BODY_BUDGET_RETRY_SECONDS) },
        },
      );
    throw new ApiError(400, "unreadable_body", "The body could not be read: it broke off");
  }
  if (body === null) throw refusal;
  return body;
}

function utf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The body of a POST or PUT as parsed JSON: 415 unless it is declared JSON, 400 unless it parses. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^application\/([\w.-]+\+)?json\s*(;|$)/i.test(type))
    throw new ApiError(
      415,
      "unsupported_media_type",
      "Send the body as JSON with Content-Type: application/json",
      { "Content-Type": [type ? `'${type}' is not application/json` : "is missing"] },
    );
  const text = utf8(
    await readBodyLimited(request, MAX_JSON_BYTES, tooLarge("body", MAX_JSON_BYTES)),
  );
  if (text === null) throw new ApiError(400, "invalid_json", "The body is not UTF-8 text");
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ApiError(
      400,
      "invalid_json",
      `The body is not valid JSON: ${(error as Error).message}`,
    );
  }
}

/** An upload's problem (catalog/csv-upload.server.ts) as the API's error. */
function csvUploadError(upload: Exclude<CsvUpload, { ok: true }>): ApiError {
  switch (upload.problem) {
    case "not-multipart":
      return new ApiError(
        415,
        "unsupported_media_type",
        `Send the file as multipart/form-data in a field named ${CSV_FIELD}`,
        {
          "Content-Type": [
            upload.contentType
              ? `'${upload.contentType}' is not multipart/form-data`
              : "is missing",
          ],
        },
      );
    case "too-large":
      return tooLarge("file", upload.limitBytes);
    case "broken-body":
      return new ApiError(400, "unreadable_body", "The body could not be read: it broke off");
    case "server-busy":
      return new ApiError(
        503,
        "server_busy",
        upload.message,
        {},
        { headers: { "Retry-After": String(upload.retryAfterSeconds) } },
      );
    case "not-a-form":
      return new ApiError(400, "invalid_form", "The body is not valid multipart/form-data");
    case "missing-file":
      return new ApiError(400, "missing_file", `No file in the form field ${CSV_FIELD}`, {
        [CSV_FIELD]: ["is required"],
      });
    case "not-utf8":
      return new ApiError(422, "invalid_csv", "The file is not UTF-8 text", {
        [CSV_FIELD]: ["must be a UTF-8 CSV file"],
      });
  }
}

/** The text of the CSV file sent as multipart/form-data in the field `csvFile`, or the API's error. */
export async function csvUploadText(request: Request): Promise<string> {
  const upload = await readCsvUpload(request);
  if (!upload.ok) throw csvUploadError(upload);
  return upload.text;
}
