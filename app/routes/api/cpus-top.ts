import { answer } from "~/modules/api/responses.server";
import { topCpuList } from "~/modules/api/cpu-endpoints.server";
import type { Route } from "./+types/cpus-top";

function endpoints({ request, params }: Route.LoaderArgs | Route.ActionArgs) {
  return answer(request, { GET: () => topCpuList(request, params.count) });
}

export function loader(args: Route.LoaderArgs) {
  return endpoints(args);
}

export function action(args: Route.ActionArgs) {
  return endpoints(args);
}
