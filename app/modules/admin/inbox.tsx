import { Form } from "react-router";
import { MESSAGE_STATUSES } from "~/modules/submissions/statuses";
import {
  AdminPage,
  ErrorNotice,
  PageLinks,
  StatusTabs,
  SuccessNotice,
  formatDateTime,
  secondaryButton,
  textLink,
} from "./admin-ui";
import { StatusTotal, statusPageHref } from "./moderation-list";

const STATUS_LABELS = { open: "Open", resolved: "Resolved" } as const;

export interface InboxItem {
  id: number;
  heading: string;
  details: { label: string; value: string; href?: string }[];
  body: string;
  createdAt: string;
  resolvedAt: string | null;
}

export interface InboxPageProps {
  title: string;
  /** "report" or "message": how the page names one item. */
  noun: string;
  email: string;
  path: string;
  status: "open" | "resolved";
  /** Items with this status, on every page. */
  total: number;
  page: number;
  pageCount: number;
  items: InboxItem[];
  resolved: number | null;
  error: string | null;
}

/** Issue reports and contact messages: read them, mark them resolved; resolved ones stay listed. */
export function InboxPage({
  title,
  noun,
  email,
  path,
  status,
  total,
  page,
  pageCount,
  items,
  resolved,
  error,
}: InboxPageProps) {
  return (
    <AdminPage title={title} email={email}>
      {resolved !== null && (
        <SuccessNotice>
          The {noun} #{resolved} is marked resolved.
        </SuccessNotice>
      )}
      {error && <ErrorNotice>{error}</ErrorNotice>}
      <StatusTabs
        label={`${title} status`}
        path={path}
        statuses={MESSAGE_STATUSES}
        current={status}
        labels={STATUS_LABELS}
      />
      {items.length > 0 && <StatusTotal total={total} noun={noun} />}
      {items.length === 0 ? (
        <p className="mt-4 rounded border border-gray-300 bg-white p-4">
          No {status} {noun}s.
        </p>
      ) : (
        <ul className="mt-4 space-y-4">
          {items.map((item) => (
            <li key={item.id}>
              <article
                aria-labelledby={`item-${item.id}`}
                className="rounded border border-gray-300 bg-white p-4"
              >
                <h2 id={`item-${item.id}`} className="text-lg font-semibold break-words">
                  {item.heading}
                </h2>
                <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                  {item.details.map((d) => (
                    <div key={d.label} className="contents">
                      <dt className="font-medium">{d.label}</dt>
                      <dd className="break-words">
                        {d.href ? (
                          <a href={d.href} className={textLink} rel="noreferrer nofollow">
                            {d.value}
                          </a>
                        ) : (
                          d.value
                        )}
                      </dd>
                    </div>
                  ))}
                  <dt className="font-medium">Received</dt>
                  <dd>{formatDateTime(item.createdAt)} UTC</dd>
                  {item.resolvedAt && (
                    <>
                      <dt className="font-medium">Resolved</dt>
                      <dd>{formatDateTime(item.resolvedAt)} UTC</dd>
                    </>
                  )}
                </dl>
                <p className="mt-3 break-words whitespace-pre-wrap">{item.body}</p>
                {status === "open" && (
                  <Form method="post" className="mt-3">
                    <input type="hidden" name="id" value={item.id} />
                    <button type="submit" className={secondaryButton}>
                      Mark resolved<span className="sr-only">: {item.heading}</span>
                    </button>
                  </Form>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
      <PageLinks label="Pages" page={page} pages={pageCount} href={statusPageHref(path, status)} />
    </AdminPage>
  );
}
