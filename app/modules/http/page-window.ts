/**
 * Which page of a paged list to show: the requested page within 1..pageCount (a page past the
 * end is the last, and an empty list has one, empty, page), how many pages there are, and the
 * offset of the page's first row. Every paged list (catalog, search, the admin lists) uses it.
 */
export function pageWindow(
  total: number,
  requested: number,
  size: number,
): { page: number; pageCount: number; offset: number } {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, requested), pageCount);
  return { page, pageCount, offset: (page - 1) * size };
}
