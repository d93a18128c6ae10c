import { adminHeaders, requirePanelAdmin } from "~/modules/admin/admin-access.server";
import { AdminErrorBoundary } from "~/modules/admin/admin-error-boundary";
import { adminMeta } from "~/modules/admin/admin-texts";
import { AdminPage, ErrorNotice, PageLinks, SuccessNotice } from "~/modules/admin/admin-ui";
import { removeSignUp } from "~/modules/admin/newsletter-removal.server";
import { newsletterPageHref } from "~/modules/admin/newsletter-page";
import { RemoveQuestion, SignUpCount, SubscriberTable } from "~/modules/admin/newsletter-view";
import { pageParam } from "~/modules/admin/moderation-params";
import { listSubscribers } from "~/modules/admin/newsletter.server";
import type { Route } from "./+types/newsletter";

export const headers = adminHeaders;
export const meta = () => adminMeta("Newsletter sign-ups");

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { admin, db } = await requirePanelAdmin(request, context);
  const params = url.searchParams;
  return {
    email: admin.email,
    removed: params.get("removed") === "1",
    ...(await listSubscribers(db, pageParam(params.get("page")))),
  };
}

/** A row's Remove asks to confirm; the confirmation removes the address (removeSignUp). */
export function action({ request, context }: Route.ActionArgs) {
  return removeSignUp(request, context);
}

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { email, removed, total, subscribers, page, pageCount } = loaderData;
  return (
    <AdminPage title="Newsletter sign-ups" email={email}>
      {removed && <SuccessNotice>The address was removed from the newsletter list.</SuccessNotice>}
      {actionData && "error" in actionData && <ErrorNotice>{actionData.error}</ErrorNotice>}
      {actionData && "confirm" in actionData && <RemoveQuestion question={actionData} />}
      <SignUpCount total={total} />
      {subscribers.length === 0 ? (
        <p className="mt-4 rounded border border-gray-300 bg-white p-4">No sign-ups yet.</p>
      ) : (
        <SubscriberTable {...loaderData} />
      )}
      <PageLinks label="Pages" page={page} pages={pageCount} href={newsletterPageHref} />
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
