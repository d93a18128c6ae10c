import { answer } from "~/modules/api/responses.server";
import { searchCpuList } from "~/modules/api/cpu-endpoints.server";
import type { Route } from "./+types/cpus-search";

function endpoints({ request, params }: Route.LoaderArgs | Route.ActionArgs) {
  return answer(request, { GET: () => searchCpuList(request, params.query) });
}

export function loader(args: Route.LoaderArgs) {
  return endpoints(args);
}

export function action(args: Route.ActionArgs) {
  return endpoints(args);
}
