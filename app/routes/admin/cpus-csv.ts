import { downloadCatalogCsv } from "~/modules/api/cpu-endpoints.server";
import { answer } from "~/modules/api/responses.server";
import type { Route } from "./+types/cpus-csv";

/** The admin panel's "download CSV": admins only (session or API token), JSON errors otherwise. */
function endpoints({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  return answer(request, { GET: () => downloadCatalogCsv(request, context.db) });
}

export function loader(args: Route.LoaderArgs) {
  return endpoints(args);
}

export function action(args: Route.ActionArgs) {
  return endpoints(args);
}
