import { data, redirect } from "react-router";
import { logger } from "~/logger.server";
import { adminHeaders, requirePanelAdmin } from "~/modules/admin/admin-access.server";
import { AdminErrorBoundary } from "~/modules/admin/admin-error-boundary";
import { adminMeta } from "~/modules/admin/admin-texts";
import {
  CpuDeleteConfirmation,
  type CpuDeleteConfirmationData,
} from "~/modules/admin/cpu-delete-confirmation";
import { findCpu } from "~/modules/catalog/catalog.server";
import { deleteCpu } from "~/modules/catalog/cpu-store.server";
import { formDataOrNull } from "~/modules/admin/form-data.server";
import type { Route } from "./+types/cpu-delete";

export const headers = adminHeaders;
export const meta = () => adminMeta("Delete CPU");

/** The confirmation page (the Delete button's target without the script). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { admin } = await requirePanelAdmin(request, context);
  const cpu = findCpu(params.cpuId);
  if (!cpu) throw data("CPU not found", { status: 404, headers: adminHeaders() });
  return {
    email: admin.email,
    cpu: { id: cpu.id, name: cpu.name },
  } satisfies CpuDeleteConfirmationData;
}

/**
 * Deletes the CPU and returns to the dashboard, which says 'CPU deleted
 * successfully' or 'Error deleting CPU' (spec section 8), keeping the search.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { db } = await requirePanelAdmin(request, context);
  const query = (await formDataOrNull(request))?.get("q");
  const back = new URLSearchParams();
  if (typeof query === "string" && query.trim() !== "") back.set("q", query);
  const name = findCpu(params.cpuId)?.name ?? params.cpuId;
  let deleted = false;
  try {
    deleted = await deleteCpu(db, params.cpuId);
  } catch (error) {
    logger.error({ err: error, cpuId: params.cpuId }, "Admin: deleting a CPU failed");
  }
  if (deleted) back.set("deleted", name);
  else back.set("deleteFailed", params.cpuId);
  return redirect(`/admin?${back}`, { headers: adminHeaders() });
}

export default CpuDeleteConfirmation;
export const ErrorBoundary = AdminErrorBoundary;
