import { data } from "react-router";
import { adminHeaders, requirePanelAdmin } from "~/modules/admin/admin-access.server";
import { AdminErrorBoundary } from "~/modules/admin/admin-error-boundary";
import { adminMeta } from "~/modules/admin/admin-texts";
import { AdminPage } from "~/modules/admin/admin-ui";
import { CpuEditor, PublicPageLink } from "~/modules/admin/cpu-editor";
import { cpuFormSections } from "~/modules/admin/cpu-form";
import { cpuFormAction, storedCpuFormValues } from "~/modules/admin/stored-cpu.server";
import { serverTranslator } from "~/modules/i18n/messages.server";
import type { Route } from "./+types/cpu-edit";

export const headers = adminHeaders;
export const meta = ({ data }: Route.MetaArgs) =>
  adminMeta(data ? `Edit ${data.values.name}` : "Edit CPU");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { admin, db } = await requirePanelAdmin(request, context);
  const values = await storedCpuFormValues(db, params.cpuId);
  if (!values) throw data("CPU not found", { status: 404, headers: adminHeaders() });
  return {
    email: admin.email,
    id: params.cpuId,
    values,
    sections: cpuFormSections(serverTranslator("en")),
  };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return cpuFormAction(request, context, params.cpuId);
}

export default function EditCpu({ loaderData, actionData }: Route.ComponentProps) {
  const { email, id, values, sections } = loaderData;
  return (
    <AdminPage title={`Edit ${values.name}`} email={email}>
      <PublicPageLink id={id} />
      <CpuEditor
        sections={sections}
        values={values}
        refused={actionData}
        submitLabel="Save changes"
      />
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
