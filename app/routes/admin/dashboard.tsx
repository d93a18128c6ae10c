import { useState } from "react";
import { data, Form, Link, useSubmit } from "react-router";
import { logger } from "~/logger.server";
import {
  adminAccess,
  adminHeaders,
  panelRefusal,
  signedOutPageStatus,
} from "~/modules/admin/admin-access.server";
import { AdminErrorBoundary } from "~/modules/admin/admin-error-boundary";
import {
  DELETE_CONFIRMATION,
  DELETE_ERROR,
  DELETE_SUCCESS,
  NO_CPUS,
  NO_SEARCH_MATCH,
  adminMeta,
} from "~/modules/admin/admin-texts";
import {
  AdminPage,
  ErrorNotice,
  ScrollRegion,
  SuccessNotice,
  dangerButton,
  inputClass,
  primaryButton,
  secondaryButton,
  textLink,
} from "~/modules/admin/admin-ui";
import {
  adminCpuRows,
  cpuCounts,
  filterAdminCpus,
  type AdminCpuRow,
} from "~/modules/admin/cpu-list";
import { LoginForm } from "~/modules/admin/login-form";
import { findCpu, getCatalog } from "~/modules/catalog/catalog.server";
import { queueCounts } from "~/modules/submissions/moderation.server";
import type { Route } from "./+types/dashboard";

export const headers = adminHeaders;
export const meta = () => adminMeta("Dashboard");

/** The message a redirect back here asks for: after a delete or a save. */
function noticeFrom(params: URLSearchParams) {
  const deleted = params.get("deleted");
  if (deleted !== null) return { kind: "deleted" as const, name: deleted };
  const failed = params.get("deleteFailed");
  if (failed !== null) return { kind: "deleteFailed" as const, id: failed };
  const saved = params.get("saved");
  const cpu = saved === null ? undefined : findCpu(saved);
  if (cpu) return { kind: "saved" as const, id: cpu.id, name: cpu.name };
  return null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const access = await adminAccess(request, context);
  const url = new URL(request.url);
  if (!access.ok && access.reason === "signed-out") {
    // Spec section 4: signed out, the page is the login form, and nothing else is read.
    return data(
      { view: "login" as const, next: url.pathname + url.search },
      { status: signedOutPageStatus(request), headers: adminHeaders() },
    );
  }
  if (!access.ok) throw panelRefusal(access.reason, request);
  const catalog = getCatalog();
  let queues: Awaited<ReturnType<typeof queueCounts>> | null = null;
  try {
    queues = await queueCounts(access.db);
  } catch (error) {
    // Spec section 8: loading admin data that fails is logged; the rest of the page still works.
    logger.error({ err: error }, "Admin: the moderation queue counts could not be read");
  }
  return {
    view: "dashboard" as const,
    email: access.principal.email,
    counts: cpuCounts(catalog.cpus),
    queues,
    cpus: adminCpuRows(catalog.cpus),
    query: url.searchParams.get("q") ?? "",
    notice: noticeFrom(url.searchParams),
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === "login") return <LoginForm next={loaderData.next} />;
  const { email, counts, queues, cpus, query, notice } = loaderData;
  return (
    <AdminPage title="Dashboard" email={email}>
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
      <Figures counts={counts} queues={queues} />
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/admin/cpus/new" className={primaryButton}>
          Add CPU
        </Link>
        <Link to="/admin/csv" className={secondaryButton}>
          CSV import and export
        </Link>
      </div>
      <CpuList key={query} cpus={cpus} initialQuery={query} />
    </AdminPage>
  );
}

type DashboardData = Extract<Route.ComponentProps["loaderData"], { view: "dashboard" }>;

function Figures({ counts, queues }: Pick<DashboardData, "counts" | "queues">) {
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

/**
 * Spec sections 6 and 9: the searchable list (name or brand) in a box of
 * limited height that scrolls. The search is a GET form, so it works without
 * the script; with it, the list filters as the operator types.
 */
function CpuList({ cpus, initialQuery }: { cpus: AdminCpuRow[]; initialQuery: string }) {
  const [query, setQuery] = useState(initialQuery);
  const shown = filterAdminCpus(cpus, query);
  const searching = query.trim() !== "";
  return (
    <section className="mt-8">
      <h2 id="cpu-list-title" className="text-xl font-semibold">
        CPU list
      </h2>
      <Form
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
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className={inputClass}
          />
        </div>
        <button type="submit" className={secondaryButton}>
          Search
        </button>
      </Form>
      <p className="tabular mt-3 text-sm text-gray-700" aria-live="polite">
        Showing {shown.length.toLocaleString("en-US")} of {cpus.length.toLocaleString("en-US")} CPUs
      </p>
      {shown.length === 0 ? (
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
              {shown.map((cpu) => (
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

export const ErrorBoundary = AdminErrorBoundary;
