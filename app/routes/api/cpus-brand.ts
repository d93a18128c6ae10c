import { answer } from "~/modules/api/responses.server";
import { brandCpuList } from "~/modules/api/cpu-endpoints.server";
import type { Route } from "./+types/cpus-brand";

function endpoints({ request, params }: Route.LoaderArgs | Route.ActionArgs) {
  return answer(request, { GET: () => brandCpuList(request, params.brand) });
}

export function loader(args: Route.LoaderArgs) {
  return endpoints(args);
}

export function action(args: Route.ActionArgs) {
  return endpoints(args);
}
