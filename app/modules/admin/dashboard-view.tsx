import { useEffect, useRef, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import {
  DELETE_CONFIRMATION,
  DELETE_ERROR,
  DELETE_SUCCESS,
  NO_CPUS,
  NO_SEARCH_MATCH,
} from "./admin-texts";
import {
  ErrorNotice,
  PageLinks,
  ScrollRegion,
  SuccessNotice,
  dangerButton,
  inputClass,
  secondaryButton,
  textLink,
} from "./admin-ui";
import type { AdminCpuPage, AdminCpuRow } from "./cpu-list";
import { listHref, type DashboardNotice, type DashboardPageData } from "./dashboard";

/** What a redirect back to the dashboard says: a CPU deleted, not deleted, or saved. */
export function ChangeNotice({ notice }: { notice: DashboardNotice | null }) {
  return (
    <>
      {notice?.kind === "deleted" && (
        <SuccessNotice>
          {DELETE_SUCCESS}: {notice.name} is no longer in the catalog.
        </SuccessNotice>
      )}
      {notice?.kind === "deleteFailed" && (
        <ErrorNotice>
          {DELETE_ERROR}: {notice.id} could not be deleted. It may already have been deleted; the
          list below is current.
        </ErrorNotice>
      )}
      {notice?.kind === "saved" && (
        <SuccessNotice>
          Saved {notice.name}.{" "}
          <Link to={`/cpus/${notice.id}`} className={textLink}>
            View its public page
          </Link>
        </SuccessNotice>
      )}
    </>
  );
}

/** The dashboard's figures: the CPUs by brand, and the moderation queues linked to their pages. */
export function Figures({ counts, queues }: Pick<DashboardPageData, "counts" | "queues">) {
  const cpuFigures = [
    { label: "Total CPUs", value: counts.total },
    { label: "Intel CPUs", value: counts.intel },
    { label: "AMD CPUs", value: counts.amd },
  ];
  const queueLinks = [
    {
      label: "Benchmark submissions waiting",
      to: "/admin/submissions",
      value: queues?.pendingSubmissions,
    },
    { label: "Issue reports open", to: "/admin/reports", value: queues?.openReports },
    { label: "Contact messages open", to: "/admin/messages", value: queues?.openMessages },
  ];
  return (
    <>
      <h2 className="mt-6 text-xl font-semibold">CPUs</h2>
      <dl className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {cpuFigures.map((f) => (
          <div key={f.label} className="rounded border border-gray-300 bg-white p-4">
            <dt className="text-sm text-gray-700">{f.label}</dt>
            <dd className="tabular text-3xl font-bold">{f.value.toLocaleString("en-US")}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-6 text-xl font-semibold">Moderation queues</h2>
      {queues === null && (
        <p className="mt-2 text-gray-700">The queue counts could not be read just now.</p>
      )}
      <dl className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {queueLinks.map((q) => (
          <div key={q.to} className="rounded border border-gray-300 bg-white p-4">
            <dt className="text-sm text-gray-700">
              <Link to={q.to} className={textLink}>
                {q.label}
              </Link>
            </dt>
            <dd className="tabular text-3xl font-bold">
              {q.value === undefined ? "–" : q.value.toLocaleString("en-US")}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** How long typing pauses before the list is searched again. */
const SEARCH_DELAY_MS = 250;

/**
 * Spec sections 6 and 9: the searchable list (name or brand) in a box of limited height that
 * scrolls, ADMIN_PAGE_SIZE CPUs a page so the page does not grow with the catalog. The search
 * is a GET form, so it works without the script; with it, the list is searched again as the
 * operator types (after a short pause, replacing the history entry).
 */
export function CpuList({ list, query }: { list: AdminCpuPage; query: string }) {
  const [typed, setTyped] = useState(query);
  // A navigation that is not this search's own (Back, a link) brings its own search text.
  const [seen, setSeen] = useState(query);
  const [sent, setSent] = useState(query);
  if (query !== seen) {
    setSeen(query);
    if (query !== sent) setTyped(query);
  }
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const searching = query.trim() !== "";
  const { rows, matching, page, pages, from } = list;
  return (
    <section className="mt-8">
      <h2 id="cpu-list-title" className="text-xl font-semibold">
        CPU list
      </h2>
      <Form
        ref={form}
        method="get"
        action="/admin"
        role="search"
        className="mt-3 flex flex-wrap items-end gap-3"
      >
        <div className="min-w-0 flex-1 basis-64">
          <label htmlFor="cpu-search" className="font-medium">
            Search by name or brand
          </label>
          <input
            id="cpu-search"
            name="q"
            type="search"
            value={typed}
            onChange={(event) => {
              const text = event.target.value;
              setTyped(text);
              clearTimeout(timer.current);
              const target = form.current;
              timer.current = setTimeout(() => {
                if (!target) return;
                setSent(text);
                void submit(target, { replace: true, preventScrollReset: true });
              }, SEARCH_DELAY_MS);
            }}
            className={inputClass}
          />
        </div>
        <button type="submit" className={secondaryButton}>
          Search
        </button>
      </Form>
      <p className="tabular mt-3 text-sm text-gray-700" aria-live="polite">
        {matching === 0
          ? "Showing 0 CPUs"
          : `Showing ${from.toLocaleString("en-US")}–${(from + rows.length - 1).toLocaleString("en-US")} of ${matching.toLocaleString("en-US")} ${searching ? "matching CPUs" : "CPUs"}`}
      </p>
      {rows.length === 0 ? (
        <p className="mt-3 rounded border border-gray-300 bg-white p-4">
          {searching ? NO_SEARCH_MATCH : NO_CPUS}
        </p>
      ) : (
        <ScrollRegion
          labelledBy="cpu-list-title"
          className="mt-3 max-h-[32rem] rounded border border-gray-300 bg-white"
        >
          <table className="w-full text-left text-sm">
            <thead className="sticky top-0 bg-gray-100">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Name
                </th>
                <th scope="col" className="px-3 py-2">
                  Brand
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Cores / threads
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((cpu) => (
                <tr key={cpu.id} className="border-t border-gray-200">
                  <th scope="row" className="px-3 py-2 font-medium">
                    <Link to={`/cpus/${cpu.id}`} className={textLink}>
                      {cpu.name}
                    </Link>
                  </th>
                  <td className="px-3 py-2">{cpu.brand}</td>
                  <td className="tabular px-3 py-2 text-right">
                    {cpu.cores} / {cpu.threads}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap items-center justify-end gap-2">
                      <Link to={`/admin/cpus/${cpu.id}/edit`} className={secondaryButton}>
                        Edit<span className="sr-only"> {cpu.name}</span>
                      </Link>
                      <DeleteCpuButton cpu={cpu} query={query} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <PageLinks
        label="CPU list pages"
        page={page}
        pages={pages}
        href={(to) => listHref(query, to)}
      />
    </section>
  );
}

/**
 * Spec section 8: delete after the confirm prompt. Without the script the
 * button opens a confirmation page (a GET form); with it, the browser's
 * confirm dialog asks and the delete is posted.
 */
function DeleteCpuButton({ cpu, query }: { cpu: AdminCpuRow; query: string }) {
  const submit = useSubmit();
  const action = `/admin/cpus/${cpu.id}/delete`;
  return (
    <form
      method="get"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        if (window.confirm(DELETE_CONFIRMATION)) submit({ q: query }, { method: "post", action });
      }}
    >
      <button type="submit" className={dangerButton}>
        Delete<span className="sr-only"> {cpu.name}</span>
      </button>
    </form>
  );
}

/** Screenshot bytes stored (uploads streaming in included) and the site's quota. */
export interface StorageUse {
  usedBytes: number;
  quotaBytes: number;
}

const MIB = 1024 * 1024;
const mib = (bytes: number) =>
  `${(bytes / MIB).toLocaleString("en-US", { maximumFractionDigits: 1 })} MiB`;

/**
 * The screenshot storage against its quota (UPLOAD_QUOTA_BYTES): past it, every visitor's
 * upload is refused (507). Rejecting or revoking a submission frees its screenshots.
 */
export function ScreenshotStorage({ storage }: { storage: StorageUse | null }) {
  return (
    <>
      <h2 className="mt-6 text-xl font-semibold">Screenshot storage</h2>
      {storage === null ? (
        <p className="mt-2 text-gray-700">The storage used could not be read just now.</p>
      ) : (
        <div className="mt-2 rounded border border-gray-300 bg-white p-4">
          <p data-testid="screenshot-storage">
            <span className="tabular text-2xl font-bold">{mib(storage.usedBytes)}</span> of{" "}
            {mib(storage.quotaBytes)} used (
            {Math.min(100, (100 * storage.usedBytes) / Math.max(1, storage.quotaBytes)).toFixed(1)}
            %)
          </p>
          <meter
            className="mt-2 w-full"
            min={0}
            max={storage.quotaBytes}
            value={Math.min(storage.usedBytes, storage.quotaBytes)}
            high={storage.quotaBytes * 0.9}
            aria-label="Screenshot storage used"
          />
          <p className="mt-2 text-sm text-gray-700">
            Past the quota every visitor&apos;s upload is refused. Rejecting or revoking a
            submission deletes its screenshots.
          </p>
        </div>
      )}
    </>
  );
}

/** An API token as the dashboard lists it (its value is never stored). */
export interface ApiTokenRow {
  id: number;
  name: string;
  email: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date;
  state: "active" | "expired" | "revoked";
}

const utc = (date: Date | null) =>
  date ? `${date.toISOString().slice(0, 16).replace("T", " ")} UTC` : "never";

/** Every API token with its owner, last use and expiry; revoked with `npm run api-token:revoke`. */
export function ApiTokens({ tokens }: { tokens: ApiTokenRow[] | null }) {
  return (
    <>
      <h2 className="mt-6 text-xl font-semibold">API tokens</h2>
      {tokens === null ? (
        <p className="mt-2 text-gray-700">The API tokens could not be read just now.</p>
      ) : tokens.length === 0 ? (
        <p className="mt-2 text-gray-700">
          No API tokens. Create one with npm run api-token:create.
        </p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-gray-300">
                {["Id", "Name", "Account", "State", "Last used", "Expires", "Created"].map((h) => (
                  <th key={h} scope="col" className="px-2 py-1 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tokens.map((t) => (
                <tr key={t.id} className="border-b border-gray-200">
                  <td className="tabular px-2 py-1">{t.id}</td>
                  <td className="px-2 py-1">{t.name}</td>
                  <td className="px-2 py-1">{t.email}</td>
                  <td className="px-2 py-1">{t.state}</td>
                  <td className="px-2 py-1">{utc(t.lastUsedAt)}</td>
                  <td className="px-2 py-1">{utc(t.expiresAt)}</td>
                  <td className="px-2 py-1">{utc(t.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 text-sm text-gray-700">
            Revoke with npm run api-token:revoke -- --id &lt;id&gt;; a password change revokes all
            of the account&apos;s tokens.
          </p>
        </div>
      )}
    </>
  );
}
