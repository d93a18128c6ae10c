import { useEffect } from "react";
import { data, isRouteErrorResponse, useFetcher, useLocation } from "react-router";
import { PageError } from "~/components/error-screen";
import { useHydrated } from "~/components/use-hydrated";
import {
  checkAuth,
  checkDatabase,
  type CheckResult,
} from "~/modules/connection/connection-checks.server";
import type { MessageKey } from "~/modules/i18n/message-keys";
import { useTranslation } from "~/modules/i18n/use-translation";
import { keywordList, seoMeta } from "~/modules/seo/seo";
import { pageSetup } from "~/modules/seo/page-setup.server";
import type { Route } from "./+types/connection-test";

/** A diagnosis is of this moment: no cache, shared or private, may keep it. */
const NO_STORE = { "Cache-Control": "no-store" };

export const headers = () => NO_STORE;

/**
 * Runs the database and auth checks on the server. The page's script asks
 * for this again once it runs (the checks' "Checking..." phase); without the
 * script, these results of the page's own request are shown.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { t, messages, pageSeo } = pageSetup(request, params, ["connection"]);
  const [database, auth] = await Promise.all([
    checkDatabase(context.db),
    checkAuth(request, context.db),
  ]);
  return data(
    {
      database,
      auth,
      messages,
      seo: pageSeo({
        path: "/connection-test",
        title: t("connection.meta.title"),
        description: t("connection.meta.description"),
        keywords: keywordList(t("connection.meta.keywords")),
      }),
    },
    { headers: NO_STORE },
  );
}

export const meta = ({ data: loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

type Check = { status: "checking" } | CheckResult | { status: "error"; message: null };
interface Checks {
  client: Check;
  database: Check;
  auth: Check;
}

const CHECK_NAMES = ["client", "database", "auth"] as const;

export default function ConnectionTest({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<typeof loader>();
  const { pathname } = useLocation();
  const { load } = fetcher;
  useEffect(() => {
    load(pathname);
  }, [load, pathname]);
  const fresh = fetcher.state === "idle" ? fetcher.data : undefined;
  // Rendered on the server (and without JavaScript): the server's own results of this request;
  // once the script runs, it checks again and shows "Checking" until the answer arrives.
  const pending = (server: CheckResult): Check => (hydrated ? { status: "checking" } : server);
  const checks: Checks = {
    client: hydrated ? { status: "connected" } : { status: "checking" },
    database: fresh?.database ?? pending(loaderData.database),
    auth: fresh?.auth ?? pending(loaderData.auth),
  };
  return (
    <ConnectionPanel checks={checks} onCheckAgain={hydrated ? () => load(pathname) : null}>
      <noscript>
        <ServerResults database={loaderData.database} auth={loaderData.auth} />
      </noscript>
    </ConnectionPanel>
  );
}

function ServerResults({ database, auth }: { database: CheckResult; auth: CheckResult }) {
  const { t } = useTranslation();
  const label = (check: CheckResult) =>
    check.status === "connected"
      ? t("connection.status.connected")
      : `${t("connection.status.error")}: ${t(check.message)}`;
  return (
    <div className="mt-6 rounded border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p>{t("connection.noScript")}</p>
      <ul className="mt-2 list-disc pl-5">
        <li>
          {t("connection.check.database")}: {label(database)}
        </li>
        <li>
          {t("connection.check.auth")}: {label(auth)}
        </li>
      </ul>
    </div>
  );
}

const STATUS_STYLE = {
  // Not "…": the label already ends in an ellipsis ("Checking...").
  checking: { className: "border-gray-400 bg-gray-100 text-gray-900", icon: "◌" },
  connected: { className: "border-green-700 bg-green-50 text-green-900", icon: "✓" },
  error: { className: "border-red-700 bg-red-50 text-red-800", icon: "✕" },
} as const;

function ConnectionPanel({
  checks,
  onCheckAgain,
  children,
}: {
  checks: Checks;
  onCheckAgain: (() => void) | null;
  children?: React.ReactNode;
}) {
  const { t, plural } = useTranslation();
  const failed = CHECK_NAMES.filter((name) => checks[name].status === "error");
  const checking = CHECK_NAMES.some((name) => checks[name].status === "checking");
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold">{t("connection.title")}</h1>
      <p className="mt-2 text-gray-700">{t("connection.intro")}</p>
      <h2 className="sr-only">{t("connection.checks")}</h2>
      <ul className="mt-6 space-y-3" aria-live="polite">
        {CHECK_NAMES.map((name) => {
          const check = checks[name];
          const style = STATUS_STYLE[check.status];
          return (
            <li
              key={name}
              className="flex flex-wrap items-center justify-between gap-3 rounded border border-gray-300 bg-white p-4"
            >
              <div>
                <h3 className="font-semibold">{t(`connection.check.${name}` as MessageKey)}</h3>
                <p className="text-sm text-gray-700">
                  {t(`connection.check.${name}.description` as MessageKey)}
                  {check.status === "connected" && check.cpuCount !== undefined && (
                    <> ({plural("connection.cpuCount", check.cpuCount)})</>
                  )}
                </p>
              </div>
              <p
                data-check={name}
                className={`inline-flex items-center gap-2 rounded border px-3 py-1 font-medium ${style.className}`}
              >
                <span aria-hidden="true">{style.icon}</span>
                {t(`connection.status.${check.status}`)}
              </p>
            </li>
          );
        })}
      </ul>
      {failed.length > 0 && (
        <div role="alert" className="mt-6 rounded border border-red-700 bg-red-50 p-4 text-red-800">
          <h2 className="font-semibold">{t("connection.errorTitle")}</h2>
          <ul className="mt-1 list-disc pl-5">
            {failed.map((name) => {
              const check = checks[name];
              const message =
                check.status === "error" && check.message
                  ? t(check.message)
                  : t("connection.unknownError");
              return (
                <li key={name}>
                  {t(`connection.check.${name}` as MessageKey)}: {message}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {onCheckAgain && (
        <button
          type="button"
          onClick={onCheckAgain}
          disabled={checking}
          className="mt-6 min-h-10 rounded bg-gray-900 px-4 py-2 font-medium text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:bg-gray-500"
        >
          {t("connection.checkAgain")}
        </button>
      )}
      {children}
    </article>
  );
}

/**
 * A 404 for an unknown language prefix; otherwise the server could not be
 * asked at all (the network or the server failed), so there is no message
 * from it: the server's checks failed with 'Unknown error'.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const hydrated = useHydrated();
  if (isRouteErrorResponse(error) && error.status === 404) return <PageError error={error} />;
  const failure: Check = { status: "error", message: null };
  return (
    <ConnectionPanel
      checks={{
        client: hydrated ? { status: "connected" } : { status: "checking" },
        database: failure,
        auth: failure,
      }}
      onCheckAgain={null}
    />
  );
}
