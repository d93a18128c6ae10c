import { useEffect, useRef } from "react";
import { data, Form, Link, redirect } from "react-router";
import { logger } from "~/logger.server";
import { adminHeaders, requirePanelAdmin } from "~/modules/admin/admin-access.server";
import { AdminErrorBoundary } from "~/modules/admin/admin-error-boundary";
import { adminMeta } from "~/modules/admin/admin-texts";
import {
  AdminPage,
  ErrorNotice,
  ScrollRegion,
  SuccessNotice,
  dangerButton,
  focusRing,
  formatDateTime,
  secondaryButton,
  textLink,
} from "~/modules/admin/admin-ui";
import { formDataOrNull } from "~/modules/admin/form-data.server";
import {
  isSubscribed,
  listSubscribers,
  pageParam,
  removeSubscriber,
} from "~/modules/admin/newsletter.server";
import type { Route } from "./+types/newsletter";

const PATH = "/admin/newsletter";
/** The removal is asked for first, then confirmed: two posts, so it works without the script. */
const INTENT = { confirm: "confirm-remove", remove: "remove" } as const;

export const headers = adminHeaders;
export const meta = () => adminMeta("Newsletter sign-ups");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, db } = await requirePanelAdmin(request, context);
  const params = new URL(request.url).searchParams;
  return {
    email: admin.email,
    removed: params.get("removed") === "1",
    ...(await listSubscribers(db, pageParam(params.get("page")))),
  };
}

type ActionData = { confirm: string; page: number } | { error: string };

/**
 * Removing a sign-up: the first post (the row's Remove button) asks to
 * confirm, the second (the confirmation's button) removes the address and
 * returns to the list. The address never goes into a URL.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = await requirePanelAdmin(request, context);
  const form = await formDataOrNull(request);
  const email = form?.get("email");
  const intent = form?.get("intent");
  const page = pageParam(String(form?.get("page") ?? ""));
  const answer = (body: ActionData, status = 200) =>
    data(body, { status, headers: adminHeaders() });
  if (typeof email !== "string" || email === "")
    return answer({ error: "There is no such address." }, 400);
  try {
    if (intent === INTENT.confirm) {
      if (!(await isSubscribed(db, email)))
        return answer({ error: "This address is not on the list (any more)." }, 404);
      return answer({ confirm: email, page });
    }
    if (intent !== INTENT.remove) return answer({ error: "Unknown action." }, 400);
    if (!(await removeSubscriber(db, email)))
      return answer({ error: "This address is not on the list (any more)." }, 404);
  } catch (error) {
    logger.error({ err: error }, "Admin: removing a newsletter sign-up failed");
    return answer(
      { error: "The database did not accept the change, so nothing was changed." },
      503,
    );
  }
  return redirect(`${PATH}?removed=1${page > 1 ? `&page=${page}` : ""}`, {
    headers: adminHeaders(),
  });
}

const pageLink = (page: number) => (page > 1 ? `${PATH}?page=${page}` : PATH);

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { email, removed, total, page, pageCount, pageSize, subscribers } = loaderData;
  const confirm = actionData && "confirm" in actionData ? actionData : null;
  const first = (page - 1) * pageSize + 1;
  // The question appears above the list: take the operator (and focus) to it. Without the
  // script the page reloads at its top, where it is.
  const question = useRef<HTMLElement>(null);
  useEffect(() => {
    if (confirm) question.current?.focus();
  }, [confirm]);
  return (
    <AdminPage title="Newsletter sign-ups" email={email}>
      {removed && <SuccessNotice>The address was removed from the newsletter list.</SuccessNotice>}
      {actionData && "error" in actionData && <ErrorNotice>{actionData.error}</ErrorNotice>}
      {confirm && (
        <section
          ref={question}
          tabIndex={-1}
          aria-labelledby="confirm-remove"
          className={`mt-4 scroll-mt-4 rounded border border-red-700 bg-red-50 p-4 ${focusRing}`}
        >
          <h2 id="confirm-remove" className="text-lg font-semibold">
            Remove {confirm.confirm}?
          </h2>
          <p className="mt-1 text-gray-800">
            The address stops receiving the newsletter. This cannot be undone; the visitor can sign
            up again.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Form method="post" action={PATH}>
              <input type="hidden" name="intent" value={INTENT.remove} />
              <input type="hidden" name="email" value={confirm.confirm} />
              <input type="hidden" name="page" value={confirm.page} />
              <button type="submit" className={dangerButton}>
                Remove
              </button>
            </Form>
            <Link to={pageLink(confirm.page)} className={secondaryButton}>
              Cancel
            </Link>
          </div>
        </section>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p>
          <strong className="tabular">{total.toLocaleString("en-US")}</strong>{" "}
          {total === 1 ? "address is" : "addresses are"} signed up, newest first.
        </p>
        <a href="/admin/newsletter.csv" download className={secondaryButton}>
          Download as CSV
        </a>
      </div>
      {subscribers.length === 0 ? (
        <p className="mt-4 rounded border border-gray-300 bg-white p-4">No sign-ups yet.</p>
      ) : (
        <ScrollRegion
          label="Newsletter sign-ups"
          className="mt-3 rounded border border-gray-300 bg-white"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Sign-ups {first} to {first + subscribers.length - 1} of {total}
            </caption>
            <thead className="bg-gray-100">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Email
                </th>
                {/* On a narrow screen the language and date go under the address. */}
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                  Language
                </th>
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                  Signed up (UTC)
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {subscribers.map((s) => (
                <tr key={s.email} className="border-t border-gray-200">
                  <th scope="row" className="px-3 py-2 font-medium break-all">
                    {s.email}
                    <span className="block text-xs font-normal text-gray-700 sm:hidden">
                      {s.language} · {formatDateTime(s.subscribedAt)} UTC
                    </span>
                  </th>
                  <td className="hidden px-3 py-2 sm:table-cell">{s.language}</td>
                  <td className="hidden px-3 py-2 whitespace-nowrap sm:table-cell">
                    {formatDateTime(s.subscribedAt)}
                  </td>
                  <td className="px-3 py-2 text-right">
                    <Form method="post" action={PATH}>
                      <input type="hidden" name="intent" value={INTENT.confirm} />
                      <input type="hidden" name="email" value={s.email} />
                      <input type="hidden" name="page" value={page} />
                      <button type="submit" className={secondaryButton}>
                        Remove<span className="sr-only"> {s.email}</span>
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {pageCount > 1 && (
        <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-3">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} className={textLink} rel="prev">
              Previous page
            </Link>
          ) : null}
          <span>
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? (
            <Link to={pageLink(page + 1)} className={textLink} rel="next">
              Next page
            </Link>
          ) : null}
        </nav>
      )}
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
