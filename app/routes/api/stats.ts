import { answer } from "~/modules/api/responses.server";
import { showStats } from "~/modules/api/cpu-endpoints.server";
import type { Route } from "./+types/stats";

function endpoints({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  return answer(request, { GET: () => showStats(request, context.db) });
}

export function loader(args: Route.LoaderArgs) {
  return endpoints(args);
}

export function action(args: Route.ActionArgs) {
  return endpoints(args);
}
