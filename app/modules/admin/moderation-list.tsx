// What the three moderation lists (submissions, issue reports, contact messages) share around
// their rows: how many have the status shown, and the links to the list's other pages.

/**
 * A page of a status list: the status stays, so Previous and Next move through the same list;
 * the first page has no `page` (the status tabs link there).
 */
export const statusPageHref = (path: string, status: string) => (page: number) =>
  `${path}?status=${status}${page > 1 ? `&page=${page}` : ""}`;

/** How many rows have the status shown, over every page: "1,234 submissions". */
export function StatusTotal({ total, noun }: { total: number; noun: string }) {
  return (
    <p className="tabular mt-4 text-sm text-gray-700">
      <strong>{total.toLocaleString("en-US")}</strong> {total === 1 ? noun : `${noun}s`}
    </p>
  );
}
