/**
 * Reading request bodies with a size limit that holds however the body is sent: a declared
 * Content-Length past the limit is refused without reading, and a chunked (or lying) body is
 * counted while it streams in and cancelled at the limit, so memory stays flat. One reader for
 * every route: newsletter and sign-in use it today; the visitor forms
 * (submissions/form-post.server.ts) and the API (api/request-body.server.ts) have their own
 * copies that can move onto it.
 */

export type BodyRefusal = { ok: false; status: 400 | 413 | 415; message: string };

const kib = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.floor(bytes / 1024 / 1024)} MB` : `${Math.ceil(bytes / 1024)} KB`;

export function tooLargeMessage(maxBytes: number): string {
  return `The request body is larger than the limit of ${kib(maxBytes)}.`;
}

/**
 * The whole body, or null once it passes `maxBytes` (the rest is never read: the stream is
 * cancelled, which the server turns into closing the connection after its answer).
 */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) {
    await request.body?.cancel().catch(() => {});
    return null;
  }
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
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
  const bytes = await readBodyBytes(request, maxBytes).catch(() => undefined);
  if (bytes === undefined)
    return { ok: false, status: 400, message: "The form could not be read." };
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

/** A plain-text answer for a refused body. */
export function refusalResponse(refusal: BodyRefusal): Response {
  return new Response(`${refusal.message}\n`, {
    status: refusal.status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}
