import { adminHeaders, requirePanelAdmin } from "~/modules/admin/admin-access.server";
import { AdminErrorBoundary } from "~/modules/admin/admin-error-boundary";
import { adminMeta } from "~/modules/admin/admin-texts";
import { AdminPage } from "~/modules/admin/admin-ui";
import { CpuEditor } from "~/modules/admin/cpu-editor";
import { cpuFormSections } from "~/modules/admin/cpu-form";
import { cpuFormAction } from "~/modules/admin/stored-cpu.server";
import { serverTranslator } from "~/modules/i18n/messages.server";
import type { Route } from "./+types/cpu-new";

export const headers = adminHeaders;
export const meta = () => adminMeta("Add CPU");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin } = await requirePanelAdmin(request, context);
  return { email: admin.email, sections: cpuFormSections(serverTranslator("en")) };
}

export function action({ request, context }: Route.ActionArgs) {
  return cpuFormAction(request, context, null);
}

export default function NewCpu({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage title="Add CPU" email={loaderData.email}>
      <CpuEditor
        sections={loaderData.sections}
        values={{}}
        refused={actionData}
        submitLabel="Add CPU"
      />
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
