import { readFormBody, refusalResponse } from "~/modules/http/read-body.server";

/** The admin panel's forms are a few kilobytes (the CSV upload has its own limit). */
export const MAX_ADMIN_FORM_BYTES = 256 * 1024;

/**
 * The posted form (urlencoded or multipart), or null when the body is not a form (another
 * content type, malformed, not UTF-8): the action answers 400. A body past
 * MAX_ADMIN_FORM_BYTES is refused with a thrown 413 as soon as the limit is passed, whether it
 * declares its length or arrives chunked, so it is never held in memory
 * (modules/http/read-body.server.ts).
 */
export async function formDataOrNull(request: Request): Promise<FormData | null> {
  const posted = await readFormBody(request, { maxBytes: MAX_ADMIN_FORM_BYTES, multipart: true });
  if (posted.ok) return posted.form;
  // Too large (413), or the server busy receiving other large bodies (503, Retry-After).
  if (posted.status === 413 || posted.status === 503) throw refusalResponse(posted);
  return null;
}
