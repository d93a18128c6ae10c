/**
 * Reading request bodies with a size limit that holds however the body is sent: a declared
 * Content-Length past the limit is refused without reading, and a chunked (or lying) body is
 * counted while it streams in and cancelled at the limit, so memory stays flat. One reader for
 * every route: the newsletter, sign-in, the admin panel's forms (admin/form-data.server.ts)
 * and the API's JSON and CSV bodies (api/request-body.server.ts) read through it. The visitor
 * forms (submissions/form-post.server.ts) read theirs part by part as it arrives instead
 * (form-stream.server.ts), their screenshots going straight into the database.
 */

import { env } from "~/modules/config/env.server";

/** 503: the server is receiving too many large bodies at once (BodyBudgetError). */
export type BodyRefusal = { ok: false; status: 400 | 413 | 415 | 503; message: string };

const kib = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.floor(bytes / 1024 / 1024)} MB` : `${Math.ceil(bytes / 1024)} KB`;

export function tooLargeMessage(maxBytes: number): string {
  return `The request body is larger than the limit of ${kib(maxBytes)}.`;
}

/**
 * Request bodies held in memory at once, all requests together: each body is limited, but many
 * large ones at once (eight 45 MB uploads) would still add up. Past this budget a body is
 * refused while it streams in (503 with Retry-After) instead of being held.
 * MAX_BUFFERED_BODY_BYTES (env module), default 160 MB: three of the largest visitor uploads at once.
 */
let bufferedBytes = 0;

function bodyBudget(): number {
  return env.MAX_BUFFERED_BODY_BYTES;
}

/** The bytes of request bodies being read right now (for tests and measurements). */
export function bufferedBodyBytes(): number {
  return bufferedBytes;
}

/** Thrown by readBodyBytes when the bodies being read together pass the budget. */
export class BodyBudgetError extends Error {
  constructor() {
    super("The server is busy receiving other uploads. Try again in a few seconds.");
    this.name = "BodyBudgetError";
  }
}

/** Seconds a client refused for the budget is asked to wait. */
export const BODY_BUDGET_RETRY_SECONDS = 10;

/**
 * The whole body, or null once it passes `maxBytes` (the rest is never read: the stream is
 * cancelled, which the server turns into closing the connection after its answer). Throws
 * BodyBudgetError, cancelling the stream too, when the bodies being read at once would pass
 * the process's budget (MAX_BUFFERED_BODY_BYTES); other errors are a body that broke off.
 */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const read = await readHeld(request, maxBytes);
  read.release();
  return read.bytes;
}

/**
 * readBodyBytes, with the body's bytes still counted against the budget until `release` is
 * called: readFormBody holds them while it parses the form, which copies them again.
 */
async function readHeld(
  request: Request,
  maxBytes: number,
): Promise<{ bytes: Uint8Array<ArrayBuffer> | null; release: () => void }> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) {
    await request.body?.cancel().catch(() => {});
    return { bytes: null, release: () => {} };
  }
  if (!request.body) return { bytes: new Uint8Array(new ArrayBuffer(0)), release: () => {} };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let held = false;
  const release = () => {
    bufferedBytes -= size;
    size = 0;
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      bufferedBytes += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        return { bytes: null, release: () => {} };
      }
      if (bufferedBytes > bodyBudget()) {
        await reader.cancel().catch(() => {});
        throw new BodyBudgetError();
      }
      chunks.push(value);
    }
    const body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    held = true;
    return { bytes: body, release };
  } finally {
    if (!held) release();
  }
}

const URLENCODED = /^application\/x-www-form-urlencoded\s*(;|$)/i;
const MULTIPART = /^multipart\/form-data\s*;/i;

/**
 * A posted HTML form (urlencoded, or multipart when `multipart` is set), or a refusal with the
 * status and a message for the client: 415 for another content type, 413 past `maxBytes`,
 * 400 for a body that is not a well-formed form in UTF-8.
 */
export async function readFormBody(
  request: Request,
  { maxBytes, multipart = false }: { maxBytes: number; multipart?: boolean },
): Promise<{ ok: true; form: FormData } | BodyRefusal> {
  const type = request.headers.get("content-type") ?? "";
  const urlencoded = URLENCODED.test(type);
  if (!urlencoded && !(multipart && MULTIPART.test(type))) {
    await request.body?.cancel().catch(() => {});
    const expected = multipart
      ? "application/x-www-form-urlencoded or multipart/form-data"
      : "application/x-www-form-urlencoded";
    return {
      ok: false,
      status: 415,
      message: `Send the form as ${expected}${type ? `, not ${type.split(";")[0]}` : ""}.`,
    };
  }
  let read: Awaited<ReturnType<typeof readHeld>>;
  try {
    read = await readHeld(request, maxBytes);
  } catch (error) {
    if (error instanceof BodyBudgetError) return { ok: false, status: 503, message: error.message };
    return { ok: false, status: 400, message: "The form could not be read." };
  }
  try {
    return await parseForm(read.bytes, type, urlencoded, maxBytes);
  } finally {
    read.release();
  }
}

async function parseForm(
  bytes: Uint8Array<ArrayBuffer> | null,
  type: string,
  urlencoded: boolean,
  maxBytes: number,
): Promise<{ ok: true; form: FormData } | BodyRefusal> {
  if (bytes === null) return { ok: false, status: 413, message: tooLargeMessage(maxBytes) };
  if (urlencoded) {
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      return { ok: false, status: 400, message: "The form is not UTF-8 text." };
    }
    const form = new FormData();
    try {
      for (const [name, value] of new URLSearchParams(text)) form.append(name, value);
    } catch {
      return { ok: false, status: 400, message: "The form is malformed." };
    }
    return { ok: true, form };
  }
  try {
    const form = await new Response(bytes, { headers: { "content-type": type } }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, status: 400, message: "The form is malformed." };
  }
}

/** A plain-text answer for a refused body (with Retry-After on a 503). */
export function refusalResponse(refusal: BodyRefusal): Response {
  const headers = new Headers({
    "content-type": "text/plain; charset=utf-8",
    "cache-control": "no-store",
  });
  if (refusal.status === 503) headers.set("retry-after", String(BODY_BUDGET_RETRY_SECONDS));
  return new Response(`${refusal.message}\n`, { status: refusal.status, headers });
}
