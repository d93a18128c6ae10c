import { data, redirect, type AppLoadContext } from "react-router";
import type { Database } from "~/db/client.server";
import { logger } from "~/logger.server";
import { createCpu, CpuExistsError, updateCpu } from "~/modules/catalog/cpu-store.server";
import { storedCpuInputs } from "~/modules/catalog/stored-cpu-inputs.server";
import { adminHeaders, requirePanelAdmin } from "./admin-access.server";
import { cpuFormValues, parseCpuForm, type CpuFormErrors, type CpuFormValues } from "./cpu-form";
import { formDataOrNull } from "./form-data.server";
import { CPU_FORM_REFUSALS } from "./form-messages";
import { controlCharacterIn } from "~/modules/http/text";

/**
 * The edit form's starting values: the CPU as stored (not the catalog's view
 * with the spec's defaults filled in, which saving would turn into data) and
 * its curated reference scores. Null when there is no such CPU.
 */
export async function storedCpuFormValues(db: Database, id: string): Promise<CpuFormValues | null> {
  // No stored id has a control character (PostgreSQL would refuse U+0000 in the query).
  if (controlCharacterIn(id) !== null) return null;
  const [stored] = await storedCpuInputs(db, id);
  return stored ? cpuFormValues(stored) : null;
}

export type SaveCpuResult =
  | { ok: true; id: string }
  | {
      ok: false;
      status: 400 | 404 | 409 | 503;
      values: CpuFormValues;
      /** By control name; `form` for a problem with the whole form. */
      errors: CpuFormErrors;
    };

/**
 * Validates the add/edit form with cpuInputSchema and writes it: creates a
 * CPU (`editing` null) or replaces the stored CPU `editing` (whose id the
 * form may change). Nothing is written unless everything is valid; the store
 * reloads the catalog, so public pages change at once.
 */
async function saveCpuForm(
  db: Database,
  form: FormData,
  editing: string | null,
): Promise<SaveCpuResult> {
  const parsed = parseCpuForm(form);
  if (!parsed.ok) return { ok: false, status: 400, values: parsed.values, errors: parsed.errors };
  const { input, values } = parsed;
  try {
    if (editing === null) await createCpu(db, input);
    else if (controlCharacterIn(editing) !== null || !(await updateCpu(db, editing, input)))
      return {
        ok: false,
        status: 404,
        values,
        errors: { form: CPU_FORM_REFUSALS.deleted },
      };
    return { ok: true, id: input.id };
  } catch (error) {
    if (error instanceof CpuExistsError)
      return {
        ok: false,
        status: 409,
        values,
        errors: { id: CPU_FORM_REFUSALS.exists(input.id) },
      };
    logger.error({ err: error, cpuId: input.id }, "Admin: saving a CPU failed");
    return {
      ok: false,
      status: 503,
      values,
      errors: { form: CPU_FORM_REFUSALS.databaseFailed },
    };
  }
}

/**
 * The add and edit pages' action: saves the posted form (see saveCpuForm) and
 * returns to the dashboard naming the saved CPU, or answers the refused form
 * with its status, the entered values and what is wrong.
 */
export async function cpuFormAction(
  request: Request,
  context: AppLoadContext,
  editing: string | null,
) {
  const { db } = await requirePanelAdmin(request, context);
  const form = await formDataOrNull(request);
  const result = form
    ? await saveCpuForm(db, form, editing)
    : ({
        ok: false,
        status: 400,
        values: {},
        errors: { form: CPU_FORM_REFUSALS.unreadable },
      } as const);
  if (result.ok) return redirect(`/admin?saved=${result.id}`, { headers: adminHeaders() });
  return data(result, { status: result.status, headers: adminHeaders() });
}
