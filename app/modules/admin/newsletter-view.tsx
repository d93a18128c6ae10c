import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { ScrollRegion, dangerButton, focusRing, formatDateTime, secondaryButton } from "./admin-ui";
import {
  NEWSLETTER_PATH,
  REMOVE_INTENT,
  newsletterPageHref,
  type RemovalQuestion,
} from "./newsletter-page";
import type { NewsletterPage } from "./newsletter.server";

/**
 * The removal's question, above the list: Remove posts the confirmation, Cancel returns to the
 * page of the list. It takes the operator (and focus) to it; without the script the page reloads
 * at its top, where it is.
 */
export function RemoveQuestion({ question }: { question: RemovalQuestion }) {
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    section.current?.focus();
  }, [question]);
  return (
    <section
      ref={section}
      tabIndex={-1}
      aria-labelledby="confirm-remove"
      className={`mt-4 scroll-mt-4 rounded border border-red-700 bg-red-50 p-4 ${focusRing}`}
    >
      <h2 id="confirm-remove" className="text-lg font-semibold">
        Remove {question.confirm}?
      </h2>
      <p className="mt-1 text-gray-800">
        The address stops receiving the newsletter. This cannot be undone; the visitor can sign up
        again.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Form method="post" action={NEWSLETTER_PATH}>
          <input type="hidden" name="intent" value={REMOVE_INTENT.remove} />
          <input type="hidden" name="email" value={question.confirm} />
          <input type="hidden" name="page" value={question.page} />
          <button type="submit" className={dangerButton}>
            Remove
          </button>
        </Form>
        <Link to={newsletterPageHref(question.page)} className={secondaryButton}>
          Cancel
        </Link>
      </div>
    </section>
  );
}

/** How many addresses are signed up, and the download of them all. */
export function SignUpCount({ total }: { total: number }) {
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p>
        <strong className="tabular">{total.toLocaleString("en-US")}</strong>{" "}
        {total === 1 ? "address is" : "addresses are"} signed up, newest first.
      </p>
      <a href="/admin/newsletter.csv" download className={secondaryButton}>
        Download as CSV
      </a>
    </div>
  );
}

/** One page of sign-ups, newest first, each with its Remove button (which asks first). */
export function SubscriberTable({
  total,
  page,
  pageSize,
  subscribers,
}: Omit<NewsletterPage, "pageCount">) {
  const first = (page - 1) * pageSize + 1;
  return (
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
                <Form method="post" action={NEWSLETTER_PATH}>
                  <input type="hidden" name="intent" value={REMOVE_INTENT.confirm} />
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
  );
}
