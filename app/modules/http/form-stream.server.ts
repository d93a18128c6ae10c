import type { Readable } from "node:stream";
import busboy from "busboy";
import { tooLargeMessage, type BodyRefusal } from "./read-body.server";

/**
 * Reading a posted form part by part as its bytes arrive (issue 11, item 1): text fields are
 * collected (each limited, all together limited), and every file part is handed to `onFile` as
 * a stream while the body is still coming in, so a form with files never sits in memory. The
 * whole body is counted while it streams (chunked or not) and refused at `maxBytes` at once:
 * the rest is never read, and the server closes the connection after the answer.
 *
 * Backpressure holds from end to end: the request is read only as fast as `onFile` consumes
 * the file's bytes (busboy holds its input while a file stream is full), so memory stays at a
 * few chunks per request however large or slow the upload.
 */

export interface FormStreamLimits {
  /** The whole body, files included. */
  maxBytes: number;
  /** All text fields together (and a urlencoded body as a whole). */
  maxTextBytes: number;
  /** One text field's value. */
  maxFieldBytes: number;
  /** Parts of any kind. */
  maxParts: number;
}

/** A file part: its field and file name (without a path), and its bytes as they arrive. */
export interface FilePart {
  field: string;
  filename: string;
  /** Must be read to its end (or until it fails): the form does not go on until it is. */
  bytes: AsyncIterable<Uint8Array>;
}

/**
 * Thrown by `onFile` to stop reading the form at once (a quota passed while a file streams in):
 * readFormStream then cancels the body and rethrows it.
 */
export type FileHandler = (file: FilePart) => Promise<void>;

const URLENCODED = /^application\/x-www-form-urlencoded\s*(;|$)/i;
const MULTIPART = /^multipart\/form-data\s*;/i;

class Refused extends Error {
  constructor(readonly refusal: BodyRefusal) {
    super(refusal.message);
  }
}

const refusal = (status: BodyRefusal["status"], message: string) =>
  new Refused({ ok: false, status, message });

/**
 * The text fields of a posted form (urlencoded or multipart), its file parts given to `onFile`
 * (drained unread without one), or a refusal: 415 for another content type, 413 past a limit
 * (`maxBytes` for the body, `maxTextBytes`/`maxFieldBytes` for text, `maxParts`), 400 for a body
 * that is no well-formed form or broke off. An error thrown by `onFile` is rethrown after the
 * body is cancelled.
 */
export async function readFormStream(
  request: Request,
  limits: FormStreamLimits,
  {
    onFile,
    form = new FormData(),
  }: {
    onFile?: FileHandler;
    /** Where the text fields go: what arrived before an error is still there after it. */
    form?: FormData;
  } = {},
): Promise<{ ok: true; form: FormData } | BodyRefusal> {
  const type = request.headers.get("content-type") ?? "";
  const declared = request.headers.get("content-length");
  const fail = async (refused: BodyRefusal) => {
    await request.body?.cancel().catch(() => {});
    return refused;
  };
  if (!URLENCODED.test(type) && !MULTIPART.test(type))
    return fail({
      ok: false,
      status: 415,
      message: `Send the form as application/x-www-form-urlencoded or multipart/form-data${
        type ? `, not ${type.split(";")[0]}` : ""
      }.`,
    });
  const limit = URLENCODED.test(type) ? limits.maxTextBytes : limits.maxBytes;
  if (declared !== null && Number(declared) > limit)
    return fail({ ok: false, status: 413, message: tooLargeMessage(limit) });
  if (!request.body) return { ok: true, form };
  try {
    if (URLENCODED.test(type)) await urlencodedForm(request.body, limits.maxTextBytes, form);
    else await multipartForm(request.body, type, limits, onFile, form);
    return { ok: true, form };
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

/** A urlencoded body: text only, so it is read whole, up to the text limit. */
async function urlencodedForm(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  form: FormData,
): Promise<void> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw refusal(413, tooLargeMessage(maxBytes));
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => {});
    if (error instanceof Refused) throw error;
    throw refusal(400, "The form could not be read.");
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw refusal(400, "The form is not UTF-8 text.");
  }
  for (const [name, value] of new URLSearchParams(text)) form.append(name, value);
}

/**
 * The bytes of a busboy file stream, ending with an error when the form broke off. A consumer
 * that stops early leaves the rest to be read and dropped: a destroyed file stream would leave
 * the parser waiting for it.
 */
async function* fileBytes(stream: Readable): AsyncGenerator<Uint8Array> {
  try {
    for await (const chunk of stream.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>)
      yield chunk;
  } finally {
    if (!stream.readableEnded) stream.resume();
  }
}

async function multipartForm(
  body: ReadableStream<Uint8Array>,
  type: string,
  limits: FormStreamLimits,
  onFile: FileHandler | undefined,
  form: FormData,
): Promise<void> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": type },
      defParamCharset: "utf8",
      limits: {
        fieldNameSize: 200,
        fieldSize: limits.maxFieldBytes,
        parts: limits.maxParts,
        headerPairs: 20,
      },
    });
  } catch {
    throw refusal(400, "The form is malformed.");
  }
  const reader = body.getReader();
  let textBytes = 0;
  /** The first reason to stop; once set, nothing more is read. */
  let stopped: unknown = null;
  let files: Promise<void> = Promise.resolve();

  const stop = (reason: unknown) => {
    if (stopped !== null) return;
    stopped = reason;
    parser.destroy(reason instanceof Error ? reason : new Error(String(reason)));
    // Stop reading (also a read waiting for a slow client): the server closes the connection
    // after the answer rather than receiving the rest.
    void reader.cancel().catch(() => {});
  };

  parser.on("field", (name, value, info) => {
    textBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
    if (info.valueTruncated || info.nameTruncated)
      return stop(
        refusal(413, `A field of the form is longer than ${limits.maxFieldBytes} bytes.`),
      );
    if (textBytes > limits.maxTextBytes)
      return stop(refusal(413, tooLargeMessage(limits.maxTextBytes)));
    form.append(name, value);
  });
  parser.on("file", (field, stream, info) => {
    // Errors reach the handler through `bytes`; one after it stopped reading has nobody to tell.
    stream.on("error", () => {});
    const part = { field, filename: info.filename ?? "", bytes: fileBytes(stream) };
    // Parts arrive one after another; a file's handler runs while its bytes stream in.
    files = files.then(async () => {
      if (stopped !== null) return void stream.resume();
      try {
        if (onFile) await onFile(part);
        // Whatever the handler left unread is read and dropped (never held).
        stream.resume();
        if (!stream.readableEnded && !stream.destroyed)
          await new Promise<void>((resolve) => {
            stream.once("end", resolve);
            stream.once("close", resolve);
          });
      } catch (error) {
        stop(error);
      }
    });
  });
  parser.on("partsLimit", () => stop(refusal(413, "The form has too many parts.")));
  const parsed = new Promise<void>((resolve) => {
    parser.once("close", resolve);
    parser.on("error", (error) => {
      stop(error instanceof Refused ? error : refusal(400, "The form is malformed."));
      resolve();
    });
  });

  let received = 0;
  try {
    while (stopped === null) {
      const { done, value } = await reader.read();
      if (done) {
        if (stopped === null) parser.end();
        break;
      }
      if (stopped !== null) break;
      received += value.byteLength;
      if (received > limits.maxBytes) {
        stop(refusal(413, tooLargeMessage(limits.maxBytes)));
        break;
      }
      if (!parser.write(Buffer.from(value.buffer, value.byteOffset, value.byteLength)))
        await new Promise<void>((resolve) => {
          const done = () => {
            parser.off("drain", done);
            parser.off("close", done);
            resolve();
          };
          parser.on("drain", done);
          parser.on("close", done);
        });
    }
  } catch {
    // The body broke off (the client went away, or a transfer error).
    stop(refusal(400, "The form could not be read."));
  }
  await parsed;
  await files;
  if (stopped !== null) throw stopped;
}
