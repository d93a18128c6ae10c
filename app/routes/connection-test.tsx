import { useEffect } from "react";
import { data, isRouteErrorResponse, useFetcher, useLocation } from "react-router";
import { PageError } from "~/components/error-screen";
import { useHydrated } from "~/components/use-hydrated";
import { shownChecks, unreachableChecks } from "~/modules/connection/checks";
import { checkAuth, checkDatabase } from "~/modules/connection/connection-checks.server";
import { ConnectionPanel, ServerResults } from "~/modules/connection/connection-panel";
import { pageSetup } from "~/modules/seo/page-setup.server";
import { keywordList, seoMeta } from "~/modules/seo/seo";
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

export default function ConnectionTest({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<typeof loader>();
  const { pathname } = useLocation();
  const { load } = fetcher;
  useEffect(() => {
    load(pathname);
  }, [load, pathname]);
  const fresh = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <ConnectionPanel
      checks={shownChecks(hydrated, loaderData, fresh)}
      onCheckAgain={hydrated ? () => load(pathname) : null}
    >
      <noscript>
        <ServerResults database={loaderData.database} auth={loaderData.auth} />
      </noscript>
    </ConnectionPanel>
  );
}

/** A 404 for an unknown language prefix; otherwise the server could not be asked at all. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const hydrated = useHydrated();
  if (isRouteErrorResponse(error) && error.status === 404) return <PageError error={error} />;
  return <ConnectionPanel checks={unreachableChecks(hydrated)} onCheckAgain={null} />;
}
