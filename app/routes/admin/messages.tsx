import { MESSAGE_STATUSES } from "~/modules/submissions/statuses";
import { adminHeaders, requireAdmin } from "~/modules/admin/admin-access.server";
import { AdminErrorBoundary } from "~/modules/admin/admin-error-boundary";
import { adminMeta } from "~/modules/admin/admin-texts";
import { InboxPage } from "~/modules/admin/inbox";
import { resolveInboxItem } from "~/modules/admin/inbox.server";
import { parseRowId, statusFilter } from "~/modules/admin/moderation-params";
import { listMessages, resolveMessage } from "~/modules/submissions/moderation.server";
import type { Route } from "./+types/messages";

const PATH = "/admin/messages";

export const headers = adminHeaders;
export const meta = () => adminMeta("Contact messages");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, db } = await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const status = statusFilter(params, MESSAGE_STATUSES, "open");
  return {
    email: admin.email,
    status,
    resolved: parseRowId(params.get("resolved")),
    items: (await listMessages(db, status)).map((m) => ({
      id: m.id,
      heading: m.subject,
      details: [
        { label: "From", value: `${m.name} <${m.email}>`, href: `mailto:${m.email}` },
        { label: "Page language", value: m.language },
      ],
      body: m.message,
      createdAt: m.createdAt.toISOString(),
      resolvedAt: m.resolvedAt?.toISOString() ?? null,
    })),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return resolveInboxItem(request, context, {
    path: PATH,
    noun: "message",
    resolve: resolveMessage,
  });
}

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <InboxPage
      title="Contact messages"
      noun="message"
      path={PATH}
      error={actionData?.error ?? null}
      {...loaderData}
    />
  );
}

export const ErrorBoundary = AdminErrorBoundary;
