import { adminHeaders } from "~/modules/admin/admin-access.server";
import { AdminErrorBoundary } from "~/modules/admin/admin-error-boundary";
import { adminMeta } from "~/modules/admin/admin-texts";
import { InboxPage } from "~/modules/admin/inbox";
import { loadInbox, resolveInboxItem } from "~/modules/admin/inbox.server";
import { issueTypeLabel } from "~/modules/admin/issue-type-label.server";
import { listReports, resolveReport } from "~/modules/submissions/moderation.server";
import type { Route } from "./+types/reports";

const PATH = "/admin/reports";

export const headers = adminHeaders;
export const meta = () => adminMeta("Issue reports");

export function loader(args: Route.LoaderArgs) {
  return loadInbox(args, {
    list: listReports,
    show: (r) => ({
      heading: r.subject,
      details: [
        { label: "Issue type", value: issueTypeLabel(r.issueType) },
        { label: "From", value: `${r.name} <${r.email}>`, href: `mailto:${r.email}` },
        // Visitors write the url: only a web address becomes a link.
        ...(r.url
          ? [{ label: "Page", value: r.url, href: /^https?:\/\//i.test(r.url) ? r.url : undefined }]
          : []),
        { label: "Page language", value: r.language },
      ],
      body: r.description,
    }),
  });
}

export function action({ request, context }: Route.ActionArgs) {
  return resolveInboxItem(request, context, { path: PATH, noun: "report", resolve: resolveReport });
}

export default function Reports({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <InboxPage
      title="Issue reports"
      noun="report"
      path={PATH}
      error={actionData?.error ?? null}
      {...loaderData}
    />
  );
}

export const ErrorBoundary = AdminErrorBoundary;
