import { adminHeaders } from "~/modules/admin/admin-access.server";
import { AdminErrorBoundary } from "~/modules/admin/admin-error-boundary";
import { adminMeta } from "~/modules/admin/admin-texts";
import { InboxPage } from "~/modules/admin/inbox";
import { loadInbox, resolveInboxItem } from "~/modules/admin/inbox.server";
import { listMessages, resolveMessage } from "~/modules/submissions/moderation.server";
import type { Route } from "./+types/messages";

const PATH = "/admin/messages";

export const headers = adminHeaders;
export const meta = () => adminMeta("Contact messages");

export function loader(args: Route.LoaderArgs) {
  return loadInbox(args, {
    list: listMessages,
    show: (m) => ({
      heading: m.subject,
      details: [
        { label: "From", value: `${m.name} <${m.email}>`, href: `mailto:${m.email}` },
        { label: "Page language", value: m.language },
      ],
      body: m.message,
    }),
  });
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
