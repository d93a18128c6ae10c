import { answer } from "~/modules/api/responses.server";
import { suggestCpuList } from "~/modules/api/cpu-endpoints.server";
import type { Route } from "./+types/suggest";

function endpoints({ request }: Route.LoaderArgs | Route.ActionArgs) {
  return answer(request, { GET: () => suggestCpuList(request) });
}

export function loader(args: Route.LoaderArgs) {
  return endpoints(args);
}

export function action(args: Route.ActionArgs) {
  return endpoints(args);
}
