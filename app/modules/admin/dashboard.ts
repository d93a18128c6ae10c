import type { Cpu } from "~/modules/catalog/cpu";
import { adminCpuPage, adminPageParam, cpuCounts } from "./cpu-list";

/** The moderation queues' sizes on the dashboard; null when they could not be read. */
export interface QueueCounts {
  pendingSubmissions: number;
  openReports: number;
  openMessages: number;
}

/** The message a redirect back to the dashboard asks for: after a delete or a save. */
export type DashboardNotice =
  | { kind: "deleted"; name: string }
  | { kind: "deleteFailed"; id: string }
  | { kind: "saved"; id: string; name: string };

/** The notice `?deleted=`, `?deleteFailed=` or `?saved=` asks for; a saved CPU must exist. */
export function noticeFrom(
  params: URLSearchParams,
  find: (id: string) => Pick<Cpu, "id" | "name"> | undefined,
): DashboardNotice | null {
  const deleted = params.get("deleted");
  if (deleted !== null) return { kind: "deleted", name: deleted };
  const failed = params.get("deleteFailed");
  if (failed !== null) return { kind: "deleteFailed", id: failed };
  const saved = params.get("saved");
  const cpu = saved === null ? undefined : find(saved);
  if (cpu) return { kind: "saved", id: cpu.id, name: cpu.name };
  return null;
}

/**
 * The dashboard's data: the figures, the queues (read by the loader), the page of the CPU list
 * that `?q=` and `?page=` ask for, and the notice a redirect back here asks for.
 */
export function dashboardPage(
  cpus: readonly Cpu[],
  params: URLSearchParams,
  {
    email,
    queues,
    find,
  }: {
    email: string;
    queues: QueueCounts | null;
    find: (id: string) => Pick<Cpu, "id" | "name"> | undefined;
  },
) {
  const query = params.get("q") ?? "";
  return {
    view: "dashboard" as const,
    email,
    counts: cpuCounts(cpus),
    queues,
    list: adminCpuPage(cpus, query, adminPageParam(params.get("page"))),
    query,
    notice: noticeFrom(params, find),
  };
}

export type DashboardPageData = ReturnType<typeof dashboardPage>;

/** The dashboard's address for a search and a page of the list. */
export function listHref(query: string, page: number): string {
  const params = new URLSearchParams();
  if (query.trim() !== "") params.set("q", query);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin?${search}` : "/admin";
}
