import { data, redirect, type AppLoadContext } from "react-router";
import type { Database } from "~/db/client.server";
import { logger } from "~/logger.server";
import type { MessageStatus, ModerationPage } from "~/modules/submissions/moderation.server";
import { MESSAGE_STATUSES } from "~/modules/submissions/statuses";
import { adminHeaders, requirePanelAdmin } from "./admin-access.server";
import { formDataOrNull } from "./form-data.server";
import type { InboxItem } from "./inbox";
import { pageParam, parseRowId, statusFilter } from "./moderation-params";

/**
 * The reports and messages pages' data: the page `?page=` of the items with
 * the status in `?status=` (open ones unless told otherwise), each shown by
 * `show`, how many have that status, and the item just marked resolved
 * (`?resolved=`).
 */
export async function loadInbox<
  Row extends { id: number; createdAt: Date; resolvedAt: Date | null },
>(
  { request, url, context }: { request: Request; url: URL; context: AppLoadContext },
  {
    list,
    show,
  }: {
    list: (db: Database, status: MessageStatus, page: number) => Promise<ModerationPage<Row>>;
    show: (row: Row) => Pick<InboxItem, "heading" | "details" | "body">;
  },
) {
  const { admin, db } = await requirePanelAdmin(request, context);
  const params = url.searchParams;
  const status = statusFilter(params, MESSAGE_STATUSES, "open");
  const { rows, total, page, pageCount } = await list(db, status, pageParam(params.get("page")));
  return {
    email: admin.email,
    status,
    resolved: parseRowId(params.get("resolved")),
    total,
    page,
    pageCount,
    items: rows.map((row): InboxItem => ({
      id: row.id,
      ...show(row),
      createdAt: row.createdAt.toISOString(),
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * The "Mark resolved" action of the reports and messages pages: resolves the
 * posted id and returns to the list saying so; an unknown id is a 404 with a
 * message, never a failure of the page.
 */
export async function resolveInboxItem(
  request: Request,
  context: AppLoadContext,
  {
    path,
    noun,
    resolve,
  }: { path: string; noun: string; resolve: (db: Database, id: number) => Promise<boolean> },
) {
  const { db } = await requirePanelAdmin(request, context);
  const form = await formDataOrNull(request);
  const id = parseRowId(form?.get("id"));
  const refused = (error: string, status: number) =>
    data({ error }, { status, headers: adminHeaders() });
  if (id === null) return refused(`There is no such ${noun}.`, 404);
  try {
    if (!(await resolve(db, id))) return refused(`There is no ${noun} #${id}.`, 404);
  } catch (err) {
    logger.error({ err, id }, `Admin: resolving a ${noun} failed`);
    return refused("The database did not accept the change, so nothing was changed.", 503);
  }
  return redirect(`${path}?resolved=${id}`, { headers: adminHeaders() });
}
