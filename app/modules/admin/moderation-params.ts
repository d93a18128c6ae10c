/** A row id from the URL or a form: a positive whole number in the id column's range, else null. */
export function parseRowId(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The queue's status filter from `?status=`; anything unknown shows the default (the work to do). */
export function statusFilter<S extends string>(
  params: URLSearchParams,
  statuses: readonly S[],
  fallback: S,
): S {
  const value = params.get("status");
  return statuses.find((s) => s === value) ?? fallback;
}

/** The page number of `?page=`: a whole number from 1; anything else is the first page. */
export function pageParam(value: string | null): number {
  return value !== null && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}
