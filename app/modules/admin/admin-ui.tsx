import { Form, Link, NavLink } from "react-router";

/** Shared look of the admin pages' controls; focus is always visible (outline on keyboard focus). */
export const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";
export const primaryButton = `inline-flex min-h-10 items-center rounded bg-gray-900 px-4 py-2 font-medium text-white hover:bg-gray-700 disabled:cursor-not-allowed disabled:bg-gray-500 ${focusRing}`;
export const secondaryButton = `inline-flex min-h-10 items-center rounded border border-gray-500 bg-white px-4 py-2 font-medium text-gray-900 hover:bg-gray-100 ${focusRing}`;
export const dangerButton = `inline-flex min-h-10 items-center rounded bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-gray-500 ${focusRing}`;
export const textLink = `font-medium text-blue-800 underline underline-offset-2 hover:decoration-2 ${focusRing}`;
export const inputClass = `mt-1 block min-h-10 w-full rounded border border-gray-500 bg-white px-3 py-2 text-gray-900 aria-[invalid=true]:border-red-700 ${focusRing}`;

/** The success message after an operator's change (role="status": read out without moving focus). */
export function SuccessNotice({ children }: { children: React.ReactNode }) {
  return (
    <div
      role="status"
      className="mt-4 rounded border border-green-700 bg-green-50 p-3 text-green-900"
    >
      {children}
    </div>
  );
}

/** A failure the operator must notice: the red box (role="alert"). */
export function ErrorNotice({ children, id }: { children: React.ReactNode; id?: string }) {
  return (
    <div
      role="alert"
      id={id}
      className="mt-4 rounded border border-red-700 bg-red-50 p-3 text-red-800"
    >
      {children}
    </div>
  );
}

/**
 * A box of limited height whose content scrolls. It takes keyboard focus, so
 * keyboard users can scroll it too (WCAG 2.1.1), and is named for screen readers.
 */
export function ScrollRegion({
  label,
  labelledBy,
  className,
  children,
}: {
  label?: string;
  labelledBy?: string;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above: scrolling by keyboard
      tabIndex={0}
      // relative: hidden (sr-only) text inside stays in the box instead of lengthening the page.
      className={`relative overflow-auto ${focusRing} ${className}`}
    >
      {children}
    </div>
  );
}

/** A paged list's Previous and Next links and where it is, when it has more than one page. */
export function PageLinks({
  label,
  page,
  pages,
  href,
}: {
  label: string;
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-3 flex flex-wrap items-center gap-3 text-sm">
      {page > 1 && (
        <Link to={href(page - 1)} className={secondaryButton} rel="prev">
          Previous page
        </Link>
      )}
      <span className="tabular text-gray-700">
        Page {page} of {pages}
      </span>
      {page < pages && (
        <Link to={href(page + 1)} className={secondaryButton} rel="next">
          Next page
        </Link>
      )}
    </nav>
  );
}

const ADMIN_LINKS = [
  { to: "/admin", label: "Dashboard", end: true },
  { to: "/admin/cpus/new", label: "Add CPU", end: true },
  { to: "/admin/csv", label: "CSV import and export", end: true },
  { to: "/admin/submissions", label: "Benchmark submissions", end: false },
  { to: "/admin/reports", label: "Issue reports", end: true },
  { to: "/admin/messages", label: "Contact messages", end: true },
  { to: "/admin/newsletter", label: "Newsletter", end: true },
] as const;

/** Signs the operator out: a POST, so a link or an image on another page cannot do it. */
export function SignOutForm() {
  return (
    <Form method="post" action="/admin/sign-out">
      <button type="submit" className={secondaryButton}>
        Sign out
      </button>
    </Form>
  );
}

/** The frame of every signed-in admin page: who is signed in, the panel's navigation, the title. */
export function AdminPage({
  title,
  email,
  children,
}: {
  title: string;
  email: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-gray-300 pb-3">
        <p className="text-sm text-gray-700">
          Signed in as <span className="font-medium text-gray-900">{email}</span>
        </p>
        <SignOutForm />
      </div>
      <nav aria-label="Admin" className="mt-3">
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {ADMIN_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  isActive ? `font-bold text-gray-900 ${focusRing}` : textLink
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <h1 className="mt-6 text-3xl font-bold">{title}</h1>
      {children}
    </div>
  );
}

export function BackToDashboard() {
  return (
    <Link to="/admin" className={`mt-6 inline-block ${textLink}`}>
      Back to the dashboard
    </Link>
  );
}

/** A queue's status filter: one link per status, the shown one marked as the current page. */
export function StatusTabs<S extends string>({
  label,
  path,
  statuses,
  current,
  labels,
}: {
  label: string;
  path: string;
  statuses: readonly S[];
  current: S;
  labels: Record<S, string>;
}) {
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {statuses.map((s) => (
          <li key={s}>
            <Link
              to={`${path}?status=${s}`}
              aria-current={s === current ? "page" : undefined}
              className={`inline-block rounded border px-3 py-1.5 ${
                s === current
                  ? "border-gray-900 bg-gray-900 font-semibold text-white"
                  : "border-gray-400 bg-white hover:bg-gray-100"
              } ${focusRing}`}
            >
              {labels[s]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** "Jan 5, 2026, 14:03": admin pages are English, dates shown in UTC so server and browser agree. */
export function formatDateTime(value: string | Date | null): string {
  if (value === null) return "";
  return new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(new Date(value));
}
