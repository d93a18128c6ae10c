import { data, Link } from "react-router";
import { logger } from "~/logger.server";
import {
  adminAccess,
  adminHeaders,
  panelRefusal,
  signedOutPageStatus,
} from "~/modules/admin/admin-access.server";
import { AdminErrorBoundary } from "~/modules/admin/admin-error-boundary";
import { adminMeta } from "~/modules/admin/admin-texts";
import { AdminPage, primaryButton, secondaryButton } from "~/modules/admin/admin-ui";
import { dashboardPage, type QueueCounts } from "~/modules/admin/dashboard";
import {
  ChangeNotice,
  CpuList,
  Figures,
  ApiTokens,
  ScreenshotStorage,
  type ApiTokenRow,
  type StorageUse,
} from "~/modules/admin/dashboard-view";
import { LoginForm } from "~/modules/admin/login-form";
import { findCpu, getCatalog } from "~/modules/catalog/catalog.server";
import { listApiTokens, tokenState } from "~/modules/auth/api-tokens.server";
import { queueCounts } from "~/modules/submissions/moderation.server";
import { storedScreenshotBytes, uploadLimits } from "~/modules/submissions/rate-limit.server";
import type { Route } from "./+types/dashboard";

export const headers = adminHeaders;
export const meta = () => adminMeta("Dashboard");

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const access = await adminAccess(request, context);
  if (!access.ok && access.reason === "signed-out") {
    // Spec section 4: signed out, the page is the login form, and nothing else is read.
    return data(
      { view: "login" as const, next: url.pathname + url.search },
      { status: signedOutPageStatus(request), headers: adminHeaders() },
    );
  }
  if (!access.ok) throw panelRefusal(access.reason, request);
  const catalog = getCatalog();
  let queues: QueueCounts | null = null;
  let storage: StorageUse | null = null;
  let tokens: ApiTokenRow[] | null = null;
  try {
    queues = await queueCounts(access.db);
    storage = {
      usedBytes: await storedScreenshotBytes(access.db),
      quotaBytes: uploadLimits().totalBytes,
    };
  } catch (error) {
    // Spec section 8: loading admin data that fails is logged; the rest of the page still works.
    logger.error({ err: error }, "Admin: the moderation queue counts could not be read");
  }
  try {
    const now = new Date();
    tokens = (await listApiTokens(access.db)).map((t) => ({ ...t, state: tokenState(t, now) }));
  } catch (error) {
    logger.error({ err: error }, "Admin: the API tokens could not be read");
  }
  return {
    ...dashboardPage(catalog.cpus, url.searchParams, {
      email: access.principal.email,
      queues,
      find: findCpu,
    }),
    storage,
    tokens,
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === "login") return <LoginForm next={loaderData.next} />;
  const { email, counts, queues, storage, tokens, list, query, notice } = loaderData;
  return (
    <AdminPage title="Dashboard" email={email}>
      <ChangeNotice notice={notice} />
      <Figures counts={counts} queues={queues} />
      <ScreenshotStorage storage={storage} />
      <ApiTokens tokens={tokens} />
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/admin/cpus/new" className={primaryButton}>
          Add CPU
        </Link>
        <Link to="/admin/csv" className={secondaryButton}>
          CSV import and export
        </Link>
      </div>
      <CpuList list={list} query={query} />
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
