/** The admin panel's forms are a few kilobytes (the CSV upload has its own limit). */
const MAX_FORM_BYTES = 256 * 1024;

/**
 * The posted form, or null when the body is not a form (malformed, cut off)
 * or far larger than any admin form: the action answers 400 instead of
 * failing or reading a huge body into memory.
 */
export async function formDataOrNull(request: Request): Promise<FormData | null> {
  if (Number(request.headers.get("Content-Length")) > MAX_FORM_BYTES) return null;
  try {
    return await request.formData();
  } catch {
    return null;
  }
}
